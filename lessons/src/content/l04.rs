//! Lesson 4: Yeniden Deneme ve Fırtına Riski (retries and the storm risk).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure};
use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

pub static LESSON: Lesson = Lesson {
    number: 4,
    slug: "yeniden-deneme-ve-firtina-riski",
    title: Label::new("Yeniden Deneme ve Fırtına Riski", "Retries and the Storm Risk"),
    intro: Label::new(include_str!("../../content/tr/04.md"), include_str!("../../content/en/04.md")),
    widgets: &[Widget {
        model: "firtina/kosum",
        title: Label::new("Katmanlı yeniden deneme ve bozuk bağımlılık", "Layered retries against a broken dependency"),
        controls: &["profile", "retries", "depth", "budget", "backoff_base", "backoff_cap", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: Some(&ENSEMBLE),
        system: Some(&SYSTEM),
        pairs: &[Pair {
            label: Label::new("Arızasız gün ile kesinti", "A healthy day against an outage"),
            a: &[("profile", 0.0)],
            b: &[("profile", 1.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günde çarpan uyur", "On a healthy day the multiplier sleeps"),
            model: "firtina/kosum",
            set: &[("profile", 0.0)],
            question: Label::new(
                "Bağımlılık bozulmuyor; yalnız çağrıların küçük bir payı zaman aşımına uğruyor. İzin {permit_3} değerinden {permit_27} değerine çıkınca bağımlılığa varan çağrı sayısı ne olur?",
                "The dependency does not break; only a small share of calls times out. When the permit goes from {permit_3} to {permit_27}, what happens to the calls reaching the dependency?",
            ),
            ask: Ask::Direction { fact: "healthy_calls_27", from: "healthy_calls_3", within: 0.01 },
            explain: Label::new(
                "İzin {permit_3} iken {healthy_calls_3}, {permit_27} iken {healthy_calls_27} çağrı. Başarısızlık payı küçükken bir isteğin üçüncü denemeye ihtiyacı çok seyrektir: fazla izin arızasız günde hiçbir sayıda görünmez. Çarpanı uyandıran izin değil, başarısızlık oranıdır; tasarımın riski ancak arıza gününde ortaya çıkar.",
                "{healthy_calls_3} calls with permit {permit_3}, {healthy_calls_27} with permit {permit_27}. With a small failure share a request hardly ever needs a third try, so the extra permit shows in no number on a healthy day. What wakes the multiplier is not the permit but the failure rate; the design's risk shows only on the day of a fault.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Kesintide fırtına", "The storm in an outage"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bağımlılık {outage_length} tur boyunca hiçbir çağrıyı karşılamıyor. Üç katman üçer denemeyle bir istek için {lab_permit} çağrıya izin veriyor. Pencerede bağımlılığa varan çağrı, olağan varış hızının kaç katı olur?",
                "For {outage_length} rounds the dependency serves no call at all. Three layers of three tries permit {lab_permit} calls per request. During the window, what multiple of the normal arrival rate reaches the dependency?",
            ),
            ask: Ask::Range { fact: "lab_times_deep", min: 0.0, max: 27.0, width: 3.0 },
            explain: Label::new(
                "{lab_times_deep} katı: pencerede tur başına {lab_rate_deep} çağrı, denemesiz koşumda {lab_rate_none}. İzin {lab_permit} katlık bir üst sınırdır, tasarımın riskidir; gözlenen çarpan ise geri çekilmenin denemeleri zamana yaymasıyla bu sınırın gerçekleşen payıdır. Pencere kapanınca kapasite döner ve dalga söner.",
                "{lab_times_deep} times: {lab_rate_deep} calls per round in the window, against {lab_rate_none} without retries. The permit of {lab_permit} is a bound, the design's risk; the observed multiplier is the share of it that happens once backoff spreads the tries over time. When the window closes, the capacity returns and the wave dies down.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Kısa tavan, sık dalga", "A low cap, a denser wave"),
            model: "firtina/kosum",
            set: &[("profile", 1.0), ("backoff_cap", 8.0)],
            question: Label::new(
                "Geri çekilme tavanı {backoff_cap} tura iniyor: denemeler birbirini daha kısa aralıklarla izler. Üç katmanlı zincirde pencere hızı olağan hızın kaç katı olur?",
                "The backoff cap drops to {backoff_cap} rounds, so the tries follow each other more closely. For the three-layer chain, what multiple of the normal rate reaches the dependency in the window?",
            ),
            ask: Ask::Bucket { fact: "lab_times_deep", edges: &[5.0, 8.0] },
            explain: Label::new(
                "{lab_times_deep} katı: pencerede tur başına {lab_rate_deep} çağrı, en yoğun turda {lab_peak_deep}. Kısa bekleme, izin verilen denemelerin daha çoğunu pencerenin içine sığdırır; aynı izin daha yüksek bir dalga verir. Gözlenen çarpanı izin tek başına belirlemez, izinle geri çekilme birlikte belirler.",
                "{lab_times_deep} times: {lab_rate_deep} calls per round in the window and {lab_peak_deep} in the busiest round. Short waits pack more of the permitted tries into the window, so the same permit makes a higher wave. The permit alone does not set the observed multiplier; the permit and the backoff set it together.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Bozulmada izin tavandır", "Under degradation the permit is a ceiling"),
            model: "firtina/kosum",
            set: &[("profile", 2.0)],
            question: Label::new(
                "Bağımlılık {degradation_length} tur boyunca tur başına yalnız {degradation_capacity} çağrı karşılıyor. İzin {permit_9} değerinden {permit_27} değerine çıkınca bağımlılığa varan çağrı sayısı ne olur?",
                "For {degradation_length} rounds the dependency serves only {degradation_capacity} call per round. When the permit goes from {permit_9} to {permit_27}, what happens to the calls reaching the dependency?",
            ),
            ask: Ask::Direction { fact: "degradation_calls_27", from: "degradation_calls_9", within: 0.01 },
            explain: Label::new(
                "İzin {permit_9} iken {degradation_calls_9}, {permit_27} iken {degradation_calls_27} çağrı; pencere hızı olağanın {degradation_times_27} katı. Kapasite sıfır olmadığından denemelerin bir kısmı başarılı olur ve çoğu istek izninin sonuna varmaz. İzin bir tavan koyar; gerçekleşen çarpanı arızanın biçimi seçer ve bozulmayı uzatan da budur.",
                "{degradation_calls_9} calls with permit {permit_9}, {degradation_calls_27} with permit {permit_27}; the window's rate is {degradation_times_27} times the normal one. The capacity is not zero, so some tries succeed and most requests never reach the end of their permit. The permit sets a ceiling; the fault's shape picks the multiplier, and that is what drags the degradation out.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Dalga ne zaman tepe yapar?", "When does the wave peak?"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Kesinti {fault_at}. turdan {outage_window_last}. tura sürüyor. Tek katmanlı koşumda bağımlılığa en çok çağrının vardığı tur nerededir?",
                "The outage lasts from round {fault_at} to round {outage_window_last}. In the one-layer run, where is the round in which the most calls reach the dependency?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("kesintiden önce", "before the outage"),
                    Label::new("kesintinin içinde", "inside the outage"),
                    Label::new("kesintiden sonra", "after the outage"),
                ],
                fact: "outage_peak_where_option",
            },
            explain: Label::new(
                "{outage_peak_round_3}. turda, kesintinin içinde; pencereden sonra düşen istek {outage_after_window_3}. Kesinti sürdükçe başarısız denemeler sonraki turlara yayılır ve yeni gelenlerinkiyle üst üste biner. Kapasite dönünce bekleyen denemeler karşılanır: fırtına arızanın içinde büyür, arızadan sonra değil.",
                "Round {outage_peak_round_3}, inside the outage; {outage_after_window_3} requests are dropped after the window. While the outage lasts, failed tries spread over the next rounds and pile onto the newcomers'. Once the capacity returns, the waiting tries are served: the storm grows inside the fault, not after it.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Kursun tohumunda kesintide tek katmanlı koşum denemesiz koşumdan çok istek düşürüyor; kurs bundan yetersiz deneme hakkının hiç denememekten kötü olduğunu çıkarır. Tohumların çoğunda da böyle mi?",
                "At the course's seed, one layer drops more requests in the outage than no retries; the course concludes that too few retries are worse than none. Does that hold for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Kesintide gelen isteklerin hemen hepsi iki koşumda da düşer; düşen sayıyı pencerede gelen istek belirler. Bekleme çekilişleri iki koşumun varışlarını ayırdığı için sıralama tohumdan tohuma döner. Tek tohumun karşılaştırması bir mekanizma değil, iki rastgele akışın farkıdır.",
                "Nearly every request arriving in the outage is dropped in both runs; the arrivals in the window decide the drops. The wait draws part the two runs' arrivals, so the order flips from seed to seed. One seed's comparison is not a mechanism but the gap between two random streams.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
        Step {
            title: Label::new("Bütçe kimi kurtarır?", "Whom does the budget rescue?"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bütçe {budget} iken üç katmanlı zincirin pencere hızı {lab_rate_deep} değerinden {lab_rate_budget} değerine iniyor. Kesintide gelen isteklerden hangisi sonunda daha çoğunu kurtarır: bütçeli zincir mi, hiç denemeyen koşum mu?",
                "With a budget of {budget}, the three-layer chain's rate in the window falls from {lab_rate_deep} to {lab_rate_budget}. Of the requests arriving in the outage, which rescues more in the end: the budgeted chain or the run without retries?",
            ),
            ask: Ask::Compare {
                a: (Label::new("bütçeli zincir", "the budgeted chain"), "lab_rescued_budget"),
                b: (Label::new("denemesiz koşum", "no retries"), "lab_rescued_none"),
                within: 0.05,
            },
            explain: Label::new(
                "Bütçeli zincir {lab_rescued_budget}, denemesiz koşum {lab_rescued_none} istek kurtarıyor. Kesintide her deneme başarısız olur; bütçe biriken payı tüketince ek denemeyi keser. Kazanç bağımlılığın tarafındadır: çağrı {lab_calls_deep} yerine {lab_calls_budget}. Bedeli düşen istektir: {lab_dropped_deep} yerine {lab_dropped_budget}.",
                "The budgeted chain rescues {lab_rescued_budget} requests, no retries {lab_rescued_none}. In an outage every try fails; once the saved credit is spent, the budget stops the retries. The gain is on the dependency's side: {lab_calls_budget} calls instead of {lab_calls_deep}. The price is dropped requests: {lab_dropped_budget} instead of {lab_dropped_deep}.",
            ),
            evidence: &[
                Evidence::Table("lab-configs"),
                Evidence::Table("course-healthy"),
                Evidence::Table("course-outage"),
                Evidence::Table("course-degradation"),
                Evidence::Chart("storm"),
                Evidence::Chart("multiplier"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Kesintinin ilk saniyesi", "The outage's first second"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bağımlılık {fault_at}. turda duruyor. Denemesiz zincirde bir turda en çok {lab_peak_none} çağrı varıyordu. Her katmanın denediği en derin zincirde bağımlılığa bir turda en çok kaç çağrı varır?",
                "The dependency stops in round {fault_at}. Without retries, at most {lab_peak_none} calls reached it in one round. In the deepest chain, where every layer retries, how many calls reach it in its busiest round?",
            ),
            ask: Ask::Range { fact: "lab_peak_deep", min: 0.0, max: 40.0, width: 8.0 },
            explain: Label::new(
                "{lab_peak_deep} çağrı, {lab_peak_round_deep}. turda; bağımlılığın olağan kapasitesi turda {capacity} çağrıdır. Her başarısız çağrı geri çekilmeyle sonraki turlara yayılır ve yeni gelenlerin başarısızlıkları onların üstüne biner: fırtına kesintinin içinde büyür ve bağımlılık döndüğünde onu birikmiş denemelerle karşılar.",
                "{lab_peak_deep} calls, in round {lab_peak_round_deep}; the dependency's normal capacity is {capacity} calls a round. Each failed call is spread over the next rounds by the backoff, and the newcomers' failures pile on top: the storm grows inside the outage and meets the dependency with a backlog of retries when it comes back.",
            ),
            evidence: &[Evidence::Chart("storm"), Evidence::System],
            time: Some(StepTime { open_at: "fault_at", play_to: "lab_peak_round_deep" }),
        },
    ],
};

/// The chain of the course: the carrier's requests through the gateway, the event endpoint
/// and the status store to the dependency at the bottom, each layer with its own retries.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "carrier", label: Label::new("taşıyıcı", "carrier"), x: 0.0, y: 0.1, kind: Kind::Source },
        Node { id: "gateway", label: Label::new("ağ geçidi", "gateway"), x: 0.5, y: 0.1, kind: Kind::Service },
        Node { id: "edge", label: Label::new("olay ucu", "event endpoint"), x: 1.0, y: 0.1, kind: Kind::Service },
        Node { id: "store", label: Label::new("durum deposu", "status store"), x: 1.0, y: 0.9, kind: Kind::Service },
        Node {
            id: "dependency",
            label: Label::new("en dipteki bağımlılık", "the dependency at the bottom"),
            x: 0.4,
            y: 0.9,
            kind: Kind::Store,
        },
    ],
    links: &[
        Link { from: "carrier", to: "gateway", pattern: None },
        Link { from: "gateway", to: "edge", pattern: Some(Pattern::Retry) },
        Link { from: "edge", to: "store", pattern: Some(Pattern::Retry) },
        Link { from: "store", to: "dependency", pattern: Some(Pattern::Retry) },
    ],
    aspect: 0.6,
};

static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Kesintide düşen istek: denemesiz ve tek katman", "Dropped in the outage: no retries and one layer"),
    hint: Label::new(
        "Her tohum başka varışlar ve beklemeler çizer; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other arrivals and waits; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure { label: Label::new("denemesiz: düşen", "no retries: dropped"), decimals: 0 },
        Measure { label: Label::new("tek katman: düşen", "one layer: dropped"), decimals: 0 },
        Measure {
            label: Label::new("tek katman daha çok düşürür (1 evet, 0 hayır)", "one layer drops more (1 yes, 0 no)"),
            decimals: 0,
        },
    ],
    seeds: 200,
    claim: Some(Claim {
        label: Label::new(
            "Kesintide tek katman, hiç denememekten daha çok istek düşürür",
            "In the outage one layer drops more requests than no retries",
        ),
        measure: 2,
    }),
};
