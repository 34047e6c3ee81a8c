//! Lesson 3: Bölme Kalıbı (bulkhead).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure, Sweep};

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
        ensemble: Some(&ENSEMBLE),
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Tek havuz ile bölmeli havuz", "One shared pool against split pools"),
                a: &[("shown_layout", 1.0)],
                b: &[("shown_layout", 0.0)],
            },
            Pair {
                label: Label::new("Arızasız gün ile yavaşlama günü", "A healthy day against a slowdown day"),
                a: &[("shown_day", 0.0)],
                b: &[("shown_day", 1.0)],
            },
        ],
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
                "Takip akışı arızasız günde {split_healthy_tracking}, yavaşlamada da {split_slow_tracking} istek düşürüyor: tek havuzdan %{tracking_cut_pct} az ve hiçbir algılama olmadan. Yavaş olaylar takip bölmesine giremez. Bedeli olay akışı öder: düşen olay {shared_slow_events} yerine {split_slow_events}. Bölme bozuk akışı kurtarmaz; komşusunu ondan ayırır.",
                "The tracking flow drops {split_healthy_tracking} requests on the healthy day and {split_slow_tracking} in the slowdown: {tracking_cut_pct}% fewer than the shared pool, with no detection at all. Slow events cannot enter the tracking compartment. The event flow pays: {split_slow_events} events dropped instead of {shared_slow_events}. The bulkhead does not rescue the broken flow; it walls its neighbour off from it.",
            ),
            evidence: &[
                Evidence::Table("layouts"),
                Evidence::Table("sweep"),
                Evidence::Chart("split-sweep"),
                Evidence::Chart("drops-by-flow"),
                Evidence::Chart("pool-timeline"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Arızasız gün ne kaybeder?", "What does the healthy day lose?"),
            model: "bolme/kosum",
            set: &[("shown_layout", 0.0), ("shown_day", 0.0)],
            question: Label::new(
                "Hiç arıza yok. Hangi düzen toplamda daha çok istek düşürür?",
                "There is no fault at all. Which layout drops more requests in all?",
            ),
            ask: Ask::Compare {
                a: (Label::new("tek havuz", "the shared pool"), "shared_healthy_dropped"),
                b: (Label::new("bölmeli düzen", "the split"), "split_healthy_dropped"),
                within: 0.05,
            },
            explain: Label::new(
                "Bölmeli düzen arızasız günde {split_healthy_dropped}, tek havuz {shared_healthy_dropped} istek düşürüyor: {healthy_ratio} kat. Kaybedilen paylaşımdır: bir akışın anlık tepesi artık ötekinin boş yuvalarına taşamaz. Bölme, arızalı günün korumasını her günün küçük kaybıyla öder.",
                "On the healthy day the split drops {split_healthy_dropped} requests, the shared pool {shared_healthy_dropped}: {healthy_ratio} times as many. What is lost is sharing: one flow's momentary peak can no longer spill into the other's free slots. The bulkhead pays for the faulty day's protection with a small loss every day.",
            ),
            evidence: &[
                Evidence::Table("layouts"),
                Evidence::Table("sweep"),
                Evidence::Chart("split-sweep"),
                Evidence::Chart("drops-by-flow"),
                Evidence::Chart("pool-timeline"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Hangi bölme iki günü dengeler?", "Which split balances both days?"),
            model: "bolme/kosum",
            set: &[("shown_layout", 0.0)],
            question: Label::new(
                "Takip bölmesi büyüdükçe yavaşlamada takip kaybı azalır, arızasız günde olay kaybı artar. Havuz {total} yuva: arızasız günün toplam kaybı kaç takip yuvasında en azdır?",
                "As the tracking compartment grows, tracking losses in the slowdown fall and event losses on the healthy day rise. The pool has {total} slots: at how many tracking slots is the healthy day's total loss smallest?",
            ),
            ask: Ask::Range { fact: "best_healthy_split", min: 0.0, max: 32.0, width: 4.0 },
            explain: Label::new(
                "{best_healthy_split}/{best_healthy_events_slots} bölmesinde: {best_healthy_dropped} istek. Yavaşlama gününün en azı {best_slow_split}/{best_slow_events_slots} bölmesinde ({best_slow_dropped}). Toplamda iki gün benzer bir boyut ister; boyutun asıl tarttığı iki akıştır: takip payı büyüdükçe komşu korunur, olay payı küçüldükçe olaylar kendi tepelerinde boğulur.",
                "At {best_healthy_split}/{best_healthy_events_slots}: {best_healthy_dropped} requests. The slowdown day's minimum is at {best_slow_split}/{best_slow_events_slots} ({best_slow_dropped}). In total drops the two days want a similar size; what the size really weighs is one flow against the other: a bigger tracking share protects the neighbour, a smaller event share chokes events on their own peaks.",
            ),
            evidence: &[
                Evidence::Table("layouts"),
                Evidence::Table("sweep"),
                Evidence::Chart("split-sweep"),
                Evidence::Chart("drops-by-flow"),
                Evidence::Chart("pool-timeline"),
                Evidence::System,
            ],
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
            ask: Ask::Bucket { fact: "split_healthy_events", edges: &[100.0, 1000.0] },
            explain: Label::new(
                "Arızasız günde {split_healthy_events} olay düşüyor; takip akışı yalnız {split_healthy_tracking} istek kaybediyor. Olay bölmesinin yükü {event_load}: ortalama istek yuvalardan fazla olunca bölme arıza olmadan da dolu kalır. Bir bölme, kendi akışının olağan yükünü dalgalanmalara pay bırakarak taşımalıdır.",
                "On the healthy day {split_healthy_events} events are dropped, while the tracking flow loses only {split_healthy_tracking} requests. The event compartment's load is {event_load}: when the average demand exceeds the slots, the compartment stays full with no fault at all. A compartment must carry its own flow's usual load with room for the swings.",
            ),
            evidence: &[
                Evidence::Table("layouts"),
                Evidence::Table("sweep"),
                Evidence::Chart("split-sweep"),
                Evidence::Chart("drops-by-flow"),
                Evidence::Chart("pool-timeline"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Başka bir çare: havuzu büyütmek", "Another remedy: a bigger pool"),
            model: "bolme/kosum",
            set: &[("total_slots", 40.0), ("shown_layout", 1.0), ("shown_day", 1.0)],
            question: Label::new(
                "Ortak havuz {total} yuvaya çıkıyor. Yavaşlamada hangisi daha çok takip sorgusu düşürür: bu tek havuz mu, aynı yuvaların {split}/{split_events} bölmesi mi?",
                "The shared pool grows to {total} slots. Which drops more tracking queries in the slowdown: this shared pool, or a {split}/{split_events} split of the same slots?",
            ),
            ask: Ask::Compare {
                a: (Label::new("tek havuz", "the shared pool"), "shared_slow_tracking"),
                b: (Label::new("bölmeli düzen", "the split"), "split_slow_tracking"),
                within: 0.05,
            },
            explain: Label::new(
                "Tek havuz yavaşlamada {shared_slow_tracking}, bölmeli düzen {split_slow_tracking} takip sorgusu düşürüyor; arızasız günde ise tek havuz {shared_healthy_dropped}, bölme {split_healthy_dropped} istek. Büyük havuz bulaşmayı küçültür ama sınırlamaz: yavaş olayların tutuşu uzadıkça yine taşar. Bölme ise komşunun kaybına bir tavan koyar.",
                "In the slowdown the shared pool drops {shared_slow_tracking} tracking queries, the split {split_slow_tracking}; on the healthy day the shared pool drops {shared_healthy_dropped} requests, the split {split_healthy_dropped}. A bigger pool shrinks the contagion without bounding it: as slow events hold longer it spills again. The bulkhead puts a ceiling on the neighbour's loss.",
            ),
            evidence: &[
                Evidence::Table("layouts"),
                Evidence::Table("sweep"),
                Evidence::Chart("split-sweep"),
                Evidence::Chart("drops-by-flow"),
                Evidence::Chart("pool-timeline"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "bolme/kosum",
            set: &[],
            question: Label::new(
                "Kursun sonucu tek bir tohumla çizilmiş varışlardan geliyor: bölme yavaşlamada takip kaybını azaltır, arızasız günde daha çok istek düşürür. Tohumların çoğunda da böyle mi?",
                "The course's result comes from arrivals drawn with one seed: the split cuts tracking losses in the slowdown and drops more requests on the healthy day. Does that hold for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Büyüklükler tohumla değişir, biçim değişmez: koruma bölmenin yapısından, büyüklükler çekilişten gelir. Kursun yüzdesi ve on dakikaya ölçeklenmiş sayısı tek bir tohumun ölçümüdür; dağılım onların ne kadar oynadığını gösterir.",
                "The sizes change with the seed, the shape does not: the protection comes from the compartments' structure, the sizes from the draws. The course's percentage and its figure scaled to ten minutes are one seed's measurement; the distribution shows how much they move.",
            ),
            evidence: &[Evidence::Ensemble],
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
            evidence: &[Evidence::Chart("pool-timeline"), Evidence::System],
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
        Node {
            id: "tracking",
            label: Label::new("takip sorguları", "tracking queries"),
            x: 0.0,
            y: 0.12,
            kind: Kind::Source,
        },
        Node {
            id: "events",
            label: Label::new("durum olayları", "status events"),
            x: 0.0,
            y: 0.88,
            kind: Kind::Source,
        },
        Node {
            id: "pool",
            label: Label::new("ağ geçidi: ortak havuz", "gateway: shared pool"),
            x: 0.45,
            y: 0.5,
            kind: Kind::Pool,
        },
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
        Node {
            id: "tracking-service",
            label: Label::new("takip servisi", "tracking service"),
            x: 1.0,
            y: 0.12,
            kind: Kind::Service,
        },
        Node {
            id: "dependency",
            label: Label::new("olay ucu (bağımlılık)", "event endpoint (dependency)"),
            x: 1.0,
            y: 0.88,
            kind: Kind::Service,
        },
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

static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Bölmenin koruması ve bedeli", "The bulkhead's protection and its price"),
    hint: Label::new(
        "Her tohum başka bir varış dizisi çizer; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other arrivals; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure {
            label: Label::new("tek havuz: yavaşlamada düşen takip", "shared pool: tracking dropped in the slowdown"),
            decimals: 0,
        },
        Measure {
            label: Label::new("bölmeli: yavaşlamada düşen takip", "split: tracking dropped in the slowdown"),
            decimals: 0,
        },
        Measure {
            label: Label::new(
                "arızasız günde düşen: bölmeli / tek havuz",
                "dropped on the healthy day: split / shared pool",
            ),
            decimals: 1,
        },
        Measure {
            label: Label::new(
                "bölme korur ve bedeli vardır (1 evet, 0 hayır)",
                "the split protects and has a price (1 yes, 0 no)",
            ),
            decimals: 0,
        },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new(
            "Bölme yavaşlamada takip kaybını azaltır, arızasız günde daha çok istek düşürür",
            "The split cuts tracking losses in the slowdown and drops more requests on the healthy day",
        ),
        measure: 3,
    }),
};
