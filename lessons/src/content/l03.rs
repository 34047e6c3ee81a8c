//! Lesson 3: Bölme Kalıbı (bulkhead).

use sim_core::Label;

use crate::sweep::{Measure, Sweep};

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget, YES_NO};

pub static LESSON: Lesson = Lesson {
    number: 3,
    slug: "bolme-kalibi",
    title: Label::new("Bölme Kalıbı", "Bulkhead"),
    intro: Label::new(include_str!("../../content/tr/03.md"), include_str!("../../content/en/03.md")),
    widgets: &[Widget {
        model: "bolme/kosum",
        title: Label::new("Tek havuz ve bölmeli düzen, aynı varışlarla", "Shared pool and split, with the same arrivals"),
        controls: &["split", "total_slots", "shown_layout", "shown_day", "slow_hold", "seed"],
        explorer: Some(&EXPLORER),
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
    }],
    steps: &[
        Step {
            title: Label::new("Bölme arızalı günü değiştiriyor mu?", "Does the split change the faulty day?"),
            model: "bolme/kosum",
            set: &[("shown_layout", 0.0), ("shown_day", 1.0)],
            question: Label::new(
                "Tek havuzda yavaşlama {shared_slow_tracking} takip sorgusunu düşürüyor. Bölmeli düzende ({split}/{split_events}) takip akışı yavaşlama gününde kaç istek düşürür?",
                "In the shared pool the slowdown drops {shared_slow_tracking} tracking queries. With the split ({split}/{split_events}), how many does the tracking flow drop on the slowdown day?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("arızasız günle aynı sayıda", "as many as on the healthy day"),
                    Label::new("biraz daha fazla", "a few more"),
                    Label::new("tek havuzdaki kadar", "as many as in the shared pool"),
                ],
                fact: "split_same_option",
            },
            explain: Label::new(
                "Bölmeli düzende takip akışı arızasız günde {split_healthy_tracking}, yavaşlama gününde de {split_slow_tracking} istek düşürüyor: tek havuza göre %{tracking_cut_pct} az ve hiçbir algılama gerekmeden. Bu eşitlik bir rastlantı değil, modelin yapısından gelir: üreteç her koşumda yeniden tohumlanır ve çekilişleri havuza bağlı olmadığından her düzen aynı varışları görür; takip bölmesine de hiçbir olay giremez. Bedeli olay akışı öder: yavaşlamada düşen olay {shared_slow_events} yerine {split_slow_events}. Bölme bozuk akışı kurtarmaz, komşusunu korur.",
                "With the split the tracking flow drops {split_healthy_tracking} requests on the healthy day and {split_slow_tracking} on the slowdown day: {tracking_cut_pct}% fewer than in the shared pool, with no detection at all. The equality is not luck but the model's structure: the generator is reseeded for every run and its draws do not depend on the pool, so every layout sees the same arrivals, and no event can enter the tracking compartment. The event flow pays: in the slowdown {split_slow_events} events are dropped instead of {shared_slow_events}. The bulkhead does not rescue the broken flow; it protects the neighbour.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız gün ne kaybeder?", "What does the healthy day lose?"),
            model: "bolme/kosum",
            set: &[("shown_layout", 0.0), ("shown_day", 0.0)],
            question: Label::new(
                "Hiç arıza yokken tek havuz toplam {shared_healthy_dropped} istek düşürüyor. Bölmeli düzen arızasız günde ne yapar?",
                "With no fault at all the shared pool drops {shared_healthy_dropped} requests. What does the split do on the healthy day?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az istek düşürür", "it drops fewer requests"),
                    Label::new("aynı sayıda düşürür", "it drops as many"),
                    Label::new("daha fazla düşürür", "it drops more"),
                ],
                fact: "healthy_cost_option",
            },
            explain: Label::new(
                "Bölmeli düzen arızasız günde {split_healthy_dropped} istek düşürüyor ({split_healthy_tracking} takip, {split_healthy_events} olay), tek havuzun {healthy_ratio} katı; doluluk da {occupancy_shared} değerinden {occupancy_split} değerine iniyor. Kaybedilen şey paylaşımdır: bir akışın tepesi artık ötekinin boşluğuna taşamaz. Dersin metni 'atıl yuva' sütunundaki {split_healthy_idle} sayısını, bir isteğin komşu bölmede boş yuva dururken reddedildiği kez olarak okuyor. Modelin kodu ise her retteki boş komşu yuvalarını topluyor: komşuda boş yuva varken yapılan ret {refused_beside_idle} tane (bütün retler {split_healthy_dropped}) ve her birinde komşuda ortalama {idle_per_refusal} boş yuva var. Bu toplam boyuta göre U biçimlidir; en azı {least_idle_split} takip yuvasında.",
                "The split drops {split_healthy_dropped} requests on the healthy day ({split_healthy_tracking} tracking, {split_healthy_events} events), {healthy_ratio} times the shared pool's, and occupancy falls from {occupancy_shared} to {occupancy_split}. What is lost is sharing: one flow's peak can no longer spill into the other's slack. The course's text reads the {split_healthy_idle} in its 'idle slots' column as the number of times a request was refused while the other compartment had a free slot. Its code, though, adds up the free slots next door at every refusal: there are {refused_beside_idle} such refusals (out of {split_healthy_dropped}), with {idle_per_refusal} free slots next door on average. The sum is U-shaped in the split size, lowest at {least_idle_split} tracking slots.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Hangi bölme iki günü dengeler?", "Which split balances both days?"),
            model: "bolme/kosum",
            set: &[("shown_layout", 0.0)],
            question: Label::new(
                "Bölme grafiğinde mavi çizgi (yavaşlamada takip düşen) takip bölmesi büyüdükçe iner, kırmızı çizgi (arızasız günde olay düşen) yükselir. Arızasız günde toplam düşen istek kaç takip yuvasında en az olur?",
                "In the sweep chart the blue line (tracking dropped in the slowdown) falls as the tracking compartment grows and the red line (events dropped on the healthy day) rises. At how many tracking slots is the healthy day's total drop smallest?",
            ),
            ask: Ask::Number { fact: "best_healthy_split", tolerance: 1.0 },
            explain: Label::new(
                "Arızasız günün en azı {best_healthy_split}/{best_healthy_events_slots} bölmesinde: {best_healthy_dropped} istek. Yavaşlama gününün en azı {best_slow_split}/{best_slow_events_slots} bölmesinde: {best_slow_dropped}. Dersin seçtiği {split}/{split_events} iki günün de en azı değildir: arızasız günde {split_healthy_dropped}, yavaşlamada {split_slow_dropped} istek düşürür. Onu seçtiren takip akışıdır: yavaşlamada takip düşen {split}/{split_events} bölmesinde {split_slow_tracking}, {best_healthy_split}/{best_healthy_events_slots} bölmesinde {best_healthy_slow_tracking}. Toplam düşen istekle sayıldığında iki gün neredeyse aynı boyutu ister; boyutun asıl karşı karşıya koyduğu şey iki akıştır, çünkü takip çizgisi iki günde aynıdır. Arızalı gün takip payını büyütmeye, arızasız gün olay payını korumaya çeker.",
                "The healthy day's minimum is at {best_healthy_split}/{best_healthy_events_slots}: {best_healthy_dropped} requests. The slowdown day's is at {best_slow_split}/{best_slow_events_slots}: {best_slow_dropped}. The course's {split}/{split_events} is neither day's minimum: it drops {split_healthy_dropped} on the healthy day and {split_slow_dropped} in the slowdown. What argues for it is the tracking flow: tracking drops in the slowdown are {split_slow_tracking} at {split}/{split_events} and {best_healthy_slow_tracking} at {best_healthy_split}/{best_healthy_events_slots}. Counted in total drops the two days want almost the same size; what the size really trades is one flow against the other, since the tracking line is the same on both days. The faulty day pulls toward a bigger tracking share, the healthy day toward keeping the event share.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kendi yükünü taşıyamayan bölme", "A compartment too small for its own load"),
            model: "bolme/kosum",
            set: &[("split", 27.0), ("shown_layout", 0.0), ("shown_day", 0.0)],
            question: Label::new(
                "Takip bölmesi {split}, olay bölmesi {split_events} yuva. Olay akışı ortalamada {event_need} yuva tutar. Hiç arıza yokken kaç olay düşer?",
                "The tracking compartment has {split} slots, the event compartment {split_events}. The event flow holds {event_need} slots on average. How many events are dropped with no fault at all?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yüzden az", "fewer than a hundred"),
                    Label::new("yüzlerce", "hundreds"),
                    Label::new("binden fazla", "more than a thousand"),
                ],
                fact: "event_drop_bucket",
            },
            explain: Label::new(
                "Arızasız günde {split_healthy_events} olay düşüyor; takip akışı yalnız {split_healthy_tracking} istek kaybediyor. Olay bölmesinin yükü {event_load}: ortalama istek bölmenin yuvalarından fazla olunca bölme hiçbir arıza olmadan dolu kalır. Bölme, kendi akışının olağan yükünü dalgalanmaya pay bırakarak taşımalıdır.",
                "On the healthy day {split_healthy_events} events are dropped, while the tracking flow loses only {split_healthy_tracking} requests. The event compartment's load is {event_load}: when the average demand exceeds the compartment's slots, it stays full without any fault. A compartment must carry its own flow's usual load with room for the swings.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Başka bir çare: havuzu büyütmek", "Another remedy: a bigger pool"),
            model: "bolme/kosum",
            set: &[("total_slots", 40.0), ("shown_layout", 1.0), ("shown_day", 1.0)],
            question: Label::new(
                "Ders havuzu hep 32 yuvada tutuyor. Tek havuz {total} yuvaya çıkarsa yavaşlamada düşen takip sorgusu, aynı {total} yuvanın {split}/{split_events} bölmesine göre nasıl olur?",
                "The course keeps the pool at 32 slots. If the shared pool grows to {total} slots, how do the tracking queries dropped in the slowdown compare with a {split}/{split_events} split of the same {total} slots?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az", "fewer"),
                    Label::new("aynı", "the same"),
                    Label::new("daha fazla", "more"),
                ],
                fact: "bigger_pool_option",
            },
            explain: Label::new(
                "{total} yuvalık tek havuz arızasız günde {shared_healthy_dropped} istek, yavaşlamada {shared_slow_tracking} takip sorgusu düşürüyor. {split}/{split_events} bölmesi yavaşlamada {split_slow_tracking} takip sorgusu düşürüyor ama arızasız günde {split_healthy_dropped} istek kaybediyor. Büyük bir ortak havuz, dersin tartışmadığı rakip bir çaredir: arızasız günün bedelini siler ve bulaşmayı küçültür, ama sınırlamaz. YAVAS'ı büyütün: tek havuzun takip kaybı büyür, bölmeninki yerinde kalır.",
                "A shared pool of {total} slots drops {shared_healthy_dropped} requests on the healthy day and {shared_slow_tracking} tracking queries in the slowdown. The {split}/{split_events} split drops {split_slow_tracking} tracking queries in the slowdown but loses {split_healthy_dropped} requests on the healthy day. A bigger shared pool is a competing remedy the course does not weigh: it removes the healthy day's cost and shrinks the contagion, but does not bound it. Raise YAVAS: the shared pool's tracking loss grows, the split's stays where it is.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Başka bir tohum", "Another seed"),
            model: "bolme/kosum",
            set: &[("seed", 1.0), ("shown_layout", 0.0), ("shown_day", 1.0)],
            question: Label::new(
                "Dersin sayıları tek bir tohumdan geliyor. Tohum {seed} olunca bölmeli düzende takip akışı iki günde yine aynı sayıda mı istek düşürür?",
                "The course's numbers come from one seed. With seed {seed}, does the tracking flow in the split still drop the same number on both days?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "split_same_yes_no" },
            explain: Label::new(
                "İki günde de {split_healthy_tracking} ve {split_slow_tracking}. Tek havuz yavaşlamada {shared_slow_tracking} takip sorgusu düşürüyor; kazanç %{tracking_cut_pct}. Büyüklükler tohumla değişir, biçim değişmez: eşitlik modelin yapısından, büyüklükler çekilişten gelir. Dersin yüzdesi ve 10 dakikaya ölçeklenmiş sayısı bir tohumun ölçümüdür.",
                "On the two days: {split_healthy_tracking} and {split_slow_tracking}. The shared pool drops {shared_slow_tracking} tracking queries in the slowdown; the gain is {tracking_cut_pct}%. The sizes change with the seed, the shape does not: the equality comes from the model's structure, the sizes from the draws. The course's percentage and its figure scaled to 10 minutes are one seed's measurement.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Ortak havuzun dolduğu tur", "The round the shared pool fills"),
            model: "bolme/kosum",
            set: &[("shown_day", 1.0)],
            question: Label::new(
                "Yavaşlama gününde ortak havuz {shared_full_round}. turda doluyor; yan yana iki düzen aynı varışları görüyor. {window_end_round}. tura kadar hangisi takip sorgusu düşürür?",
                "On the slowdown day the shared pool fills in round {shared_full_round}; the two layouts side by side see the same arrivals. Up to round {window_end_round}, which of them drops tracking queries?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız tek havuz", "only the shared pool"),
                    Label::new("yalnız bölmeli düzen", "only the split"),
                    Label::new("ikisi de", "both"),
                    Label::new("hiçbiri", "neither"),
                ],
                fact: "window_option",
            },
            explain: Label::new(
                "Bu aralıkta tek havuz {window_shared_tracking}, bölmeli düzen {window_split_tracking} takip sorgusu düşürüyor. Yavaş olaylar ortak havuzu doldurunca takip sorguları yuva bulamaz. Bölmeli düzende yavaş olaylar yalnız olay bölmesini doldurur; takip bölmesinin düşürdükleri kendi varışlarının tepeleridir ve arızasız günde de olur.",
                "In this stretch the shared pool drops {window_shared_tracking} tracking queries, the split {window_split_tracking}. Once slow events fill the shared pool, tracking queries find no slot. In the split, slow events fill only the event compartment; what the tracking compartment drops are the peaks of its own arrivals, which happen on a healthy day too.",
            ),
            evidence: &[Evidence::Chart("pool-timeline")],
            time: Some(StepTime { open_at: "shared_full_round", play_to: "window_end_round" }),
        },
    ],
};

static EXPLORER: Sweep = Sweep {
    title: Label::new("Bölme × toplam havuz", "Split × total pool"),
    hint: Label::new(
        "Her hücre, takip bölmesini ve toplam havuzu değiştirip iki günü yeniden oynatır: bölme olmayan yerler boş kalır.",
        "Each cell replays both days with that tracking compartment and total pool; cells where the split leaves no event slot stay empty.",
    ),
    x: "split",
    y: "total_slots",
    measures: &[
        Measure { label: Label::new("Yavaş günde düşen takip", "Tracking dropped on the slow day"), decimals: 0 },
        Measure { label: Label::new("Sağlıklı günde düşen olay", "Events dropped on the healthy day"), decimals: 0 },
    ],
};

/// The gateway's pool, shared by both flows or split into two compartments (a scene draws one
/// or the other), in front of the tracking service and the event endpoint.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "tracking", label: Label::new("takip sorguları", "tracking queries"), x: 0.0, y: 0.12, kind: Kind::Source },
        Node { id: "events", label: Label::new("durum olayları", "status events"), x: 0.0, y: 0.88, kind: Kind::Source },
        Node { id: "pool", label: Label::new("ağ geçidi: ortak havuz", "gateway: shared pool"), x: 0.45, y: 0.5, kind: Kind::Pool },
        Node {
            id: "pool-tracking",
            label: Label::new("ağ geçidi: takip bölmesi", "gateway: tracking compartment"),
            x: 0.45,
            y: 0.12,
            kind: Kind::Pool,
        },
        Node {
            id: "pool-events",
            label: Label::new("ağ geçidi: olay bölmesi", "gateway: event compartment"),
            x: 0.45,
            y: 0.88,
            kind: Kind::Pool,
        },
        Node { id: "tracking-service", label: Label::new("takip servisi", "tracking service"), x: 1.0, y: 0.12, kind: Kind::Service },
        Node { id: "dependency", label: Label::new("olay ucu (bağımlılık)", "event endpoint (dependency)"), x: 1.0, y: 0.88, kind: Kind::Service },
    ],
    links: &[
        Link { from: "tracking", to: "pool", pattern: None },
        Link { from: "events", to: "pool", pattern: None },
        Link { from: "pool", to: "tracking-service", pattern: None },
        Link { from: "pool", to: "dependency", pattern: None },
        Link { from: "tracking", to: "pool-tracking", pattern: None },
        Link { from: "events", to: "pool-events", pattern: None },
        Link { from: "pool-tracking", to: "tracking-service", pattern: None },
        Link { from: "pool-events", to: "dependency", pattern: None },
    ],
    aspect: 0.62,
};
