//! Lesson 8: Zarif Bozulma (graceful degradation).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

const MODEL: &str = "bozulma/kosum";

/// Every table and chart of the widget: each of them shows some policy's answers on some day.
const ALL: &[Evidence] = &[
    Evidence::Table("runs"),
    Evidence::Table("two-days"),
    Evidence::Table("isolation"),
    Evidence::Chart("fields-per-scenario"),
    Evidence::Chart("fields-per-round"),
    Evidence::Chart("field-age"),
    Evidence::Chart("cost-gain"),
];

pub static LESSON: Lesson = Lesson {
    number: 8,
    slug: "zarif-bozulma",
    title: Label::new("Zarif Bozulma", "Graceful Degradation"),
    intro: Label::new(include_str!("../../content/tr/08.md"), include_str!("../../content/en/08.md")),
    widgets: &[Widget {
        model: MODEL,
        title: Label::new("Üç politika, üç gün ve arıza takvimi", "Three policies, three days and the fault schedule"),
        controls: &[
            "shown_day",
            "shown_policy",
            "staleness_limit",
            "transient_period",
            "fault_rounds",
            "warmup",
            "healthy_after",
            "scenario_a_source",
            "scenario_b_source",
            "status_core",
            "route_core",
            "estimate_core",
            "fee_core",
            "marker_bytes",
            "ledger_records",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Arızasız gün ile AY14a günü", "A healthy day against the AY14a day"),
                a: &[("shown_day", 0.0)],
                b: &[("shown_day", 1.0)],
            },
            Pair {
                label: Label::new("AY14a günü: hepsi ya da hiçbiri ile bayat yedekli", "The AY14a day: all or nothing against a stale backup"),
                a: &[("shown_day", 1.0), ("shown_policy", 0.0)],
                b: &[("shown_day", 1.0), ("shown_policy", 2.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("Hiçbir şey bozuk değilken", "When nothing is broken"),
            model: MODEL,
            set: &[("shown_day", 0.0), ("shown_policy", 0.0)],
            question: Label::new(
                "Hiçbir bağımlılık durmuyor. \"Hepsi ya da hiçbiri\" politikası {fault_rounds} isteğin kaçını düşürür?",
                "No dependency stops. How many of the {fault_rounds} requests does the all-or-nothing policy drop?",
            ),
            ask: Ask::Bucket { fact: "healthy_all_dropped", edges: &[30.0, 150.0] },
            explain: Label::new(
                "{healthy_all_dropped} istek: hiçbir şey bozuk değilken {healthy_all_minutes} dakikalık kesinti. Sağlam kaynaklar da ara sıra geç kalır ve katı politika her eksik alanda bütün yanıtı atar. Alan atlama yalnız {healthy_skip_dropped}, bayat yedek {healthy_stale_dropped} istek düşürüyor: yanıtı çekirdek ve seçimlik alanlara ayırmak arızasız günde de kazandırır.",
                "{healthy_all_dropped} requests: {healthy_all_minutes} minutes of outage with nothing broken. Healthy sources are late now and then too, and the strict policy throws the whole response away for any missing field. Field skipping drops only {healthy_skip_dropped}, the stale backup {healthy_stale_dropped}: splitting the response into core and optional fields pays even on a healthy day.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("İsteğe bağlı bir bağımlılık duruyor (AY14a)", "An optional dependency stops (AY14a)"),
            model: MODEL,
            set: &[("shown_day", 1.0), ("shown_policy", 1.0)],
            question: Label::new(
                "Ücretlendirme servisi arıza boyunca duruyor; katı politikada bu tam bir kesintidir. Alan atlama kesintiyi ne kadar kısaltır?",
                "The pricing service is down for the whole fault; under the strict policy that is a full outage. How much of it does field skipping remove?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("neredeyse hiç", "hardly any"),
                    Label::new("bir kısmını", "some of it"),
                    Label::new("neredeyse tamamını", "nearly all of it"),
                ],
                fact: "a_skip_cut_option",
            },
            explain: Label::new(
                "Katı politikada {a_all_minutes} dk, alan atlamada {a_skip_minutes} dk, bayat yedekte {a_stale_minutes} dk kesinti. Ücret seçimlik bir alan: yanıt onsuz da işe yarar, yalnız küçülür ({healthy_stale_avg_bytes} bayttan {a_stale_avg_bytes} bayta). Seçimlik bir bağımlılığın arızası, yanıtın içeriğinden düşülür, yanıtın kendisinden değil.",
                "Outage: {a_all_minutes} min under the strict policy, {a_skip_minutes} min with field skipping, {a_stale_minutes} min with the stale backup. The fee is optional: the response is useful without it, only smaller ({healthy_stale_avg_bytes} down to {a_stale_avg_bytes} bytes). An optional dependency's failure is taken out of the response's content, not out of the response.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Çekirdek duruyor (AY14b)", "The core stops (AY14b)"),
            model: MODEL,
            set: &[("shown_day", 2.0), ("shown_policy", 2.0), ("staleness_limit", 300.0)],
            question: Label::new(
                "İzdüşüm okuma modeli duruyor: durum ve rota, yani çekirdeğin tamamı gidiyor. Bayatlık sınırı {staleness_limit} tura çıktı. Bayat yedek {fault_rounds} isteğin kaçını yanıtlar? Sayı doğrusunda bir aralık seçin.",
                "The projection read model stops: status and route, the whole core, are gone. The staleness limit is now {staleness_limit} rounds. How many of the {fault_rounds} requests does the stale backup answer? Pick a band on the number line.",
            ),
            ask: Ask::Range { fact: "b_stale_answered", min: 0.0, max: 900.0, width: 100.0 },
            explain: Label::new(
                "{b_stale_answered} istek; son yanıt {b_stale_last}. turda, kesinti {b_stale_minutes} dk. Hepsi ya da hiçbiri {b_all_answered}, alan atlama {b_skip_answered} yanıtta kalıyor. Yedek çekirdeği taşımaz, kaybını erteler: sınırı uzatmak kesintiyi kısaltır ama gösterilen durum o kadar eskir.",
                "{b_stale_answered} requests; the last answer comes in round {b_stale_last}, and the outage is {b_stale_minutes} min. All or nothing stays at {b_all_answered} answers, field skipping at {b_skip_answered}. The backup does not carry the core, it postpones its loss: a longer limit shortens the outage, but the status shown grows just as old.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Kısa bir çekirdek arızası", "A short core fault"),
            model: MODEL,
            set: &[("shown_day", 2.0), ("shown_policy", 2.0), ("fault_rounds", 45.0), ("healthy_after", 855.0)],
            question: Label::new(
                "Bu kez izdüşüm yalnız {fault_rounds} tur duruyor, sonra onarılıyor; toplam {window_rounds} tur ölçülüyor. Bayat yedekle kaç istek düşer?",
                "This time the projection stops for only {fault_rounds} rounds and is then repaired; {window_rounds} rounds are measured in all. How many requests does the stale backup drop?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiç", "none"),
                    Label::new("arızanın süresinden az", "fewer than the fault lasts"),
                    Label::new("en az arızanın süresi kadar", "at least as many as the fault lasts"),
                ],
                fact: "b_stale_dropped_option",
            },
            explain: Label::new(
                "{b_stale_dropped}. Arıza bayatlık sınırından ({staleness_limit} tur) kısa sürdüğü için çekirdeğin son taze değerleri onarıma kadar sunulabildi. Aynı günde katı politika {b_all_dropped}, alan atlama {b_skip_dropped} istek düşürüyor. Yedek kısa bir arızayı tamamen örter, uzun bir arızayı yalnız erteler.",
                "{b_stale_dropped}. The fault was shorter than the staleness limit ({staleness_limit} rounds), so the core's last fresh values could be served until the repair. On the same day the strict policy drops {b_all_dropped} requests and field skipping {b_skip_dropped}. The backup covers a short fault entirely and only postpones a long one.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Isınmadan gelen arıza", "A fault with no warm-up"),
            model: MODEL,
            set: &[("shown_day", 2.0), ("shown_policy", 2.0), ("warmup", 0.0)],
            question: Label::new(
                "Arıza sistemin ilk turunda başlıyor, önünde hiç sağlam tur yok. İzdüşüm dururken bayat yedek kaç isteği yanıtlar?",
                "The fault starts in the system's very first round, with no healthy rounds before it. With the projection down, how many requests does the stale backup answer?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbirini", "none"),
                    Label::new("bir kısmını", "some"),
                    Label::new("hepsini", "all of them"),
                ],
                fact: "b_stale_answered_option",
            },
            explain: Label::new(
                "{b_stale_answered}. Yedek defteri ancak sağlam geçen turlarda dolar; hiç taze görülmemiş bir alanın yedeği yoktur, bayatlık sınırı ne olursa olsun. Isınmayı yeniden artırın: yanıt sayısı bayatlık sınırına ({staleness_limit} tur) yaklaşır ama onu geçmez.",
                "{b_stale_answered}. The backup ledger fills only in healthy rounds; a field never seen fresh has no backup, whatever the staleness limit. Raise the warm-up again: the answers climb back towards the staleness limit ({staleness_limit} rounds) but never beyond it.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Bayat yedek ne kadar dayanır?", "How long does the stale backup last?"),
            model: MODEL,
            set: &[("shown_day", 2.0), ("shown_policy", 2.0)],
            question: Label::new(
                "İzdüşüm okuma modeli duruyor: iki çekirdek alanın kaynağı yok. Bayat yedekli politika son taze değerleri en çok {staleness_limit} tur eski olana kadar verir. Arızanın kaçıncı turunda ilk yanıt düşer?",
                "The projection read model stops: both core fields lose their source. The stale-backup policy serves the last fresh values until they are {staleness_limit} rounds old. In which round of the fault is the first response dropped?",
            ),
            ask: Ask::Number { fact: "backup_first_drop_round", tolerance: 3.0 },
            explain: Label::new(
                "{backup_first_drop_round}. turda. Yedek çekirdek alanları bir süre bayat da olsa verir; sınır dolunca alan eksik kalır ve çekirdeği eksik yanıt düşer. Çekirdek bir bağımlılık durduğunda bayat yedek kesintiyi önlemez, bayatlık sınırı kadar erteler. Öteki iki politika ilk turdan düşürür.",
                "In round {backup_first_drop_round}. The backup serves the core fields stale for a while; once the limit is reached the field is missing, and a response without its core is dropped. When a core dependency stops, the stale backup does not prevent the outage; it postpones it by the staleness limit. The other two policies drop from the first round.",
            ),
            evidence: &[Evidence::Chart("fields-per-round"), Evidence::Chart("field-age"), Evidence::Table("runs"), Evidence::Table("isolation"), Evidence::Table("two-days"), Evidence::Chart("fields-per-scenario"), Evidence::System],
            time: Some(StepTime { open_at: "fault_start_round", play_to: "backup_first_drop_round" }),
        },
    ],
};

/// The tracking response and its sources: the projection read model (status, route; core),
/// the estimate service and the pricing service (optional fields).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "client", label: Label::new("takip sorgusu", "tracking query"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node {
            id: "response",
            label: Label::new("yanıt (ağ geçidi)", "response (gateway)"),
            x: 0.38,
            y: 0.5,
            kind: Kind::Service,
        },
        Node {
            id: "projection",
            label: Label::new("izdüşüm okuma modeli", "projection read model"),
            x: 1.0,
            y: 0.0,
            kind: Kind::Store,
        },
        Node {
            id: "estimate",
            label: Label::new("tahmin servisi", "estimate service"),
            x: 1.0,
            y: 0.5,
            kind: Kind::Service,
        },
        Node {
            id: "pricing",
            label: Label::new("ücretlendirme servisi", "pricing service"),
            x: 1.0,
            y: 1.0,
            kind: Kind::Service,
        },
    ],
    links: &[
        Link { from: "response", to: "client", pattern: None },
        Link { from: "response", to: "projection", pattern: Some(Pattern::Field) },
        Link { from: "response", to: "estimate", pattern: Some(Pattern::Field) },
        Link { from: "response", to: "pricing", pattern: Some(Pattern::Field) },
    ],
    aspect: 0.7,
};
