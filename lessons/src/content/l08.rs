//! Lesson 8: Zarif Bozulma (graceful degradation).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

const MODEL: &str = "bozulma/kosum";

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
            ask: Ask::Number { fact: "healthy_all_dropped", tolerance: 10.0 },
            explain: Label::new(
                "{healthy_all_dropped} istek düşüyor: hiçbir şey bozuk değilken {healthy_all_minutes} dakikalık bir kesinti. Alan atlama {healthy_skip_dropped} isteği düşürüp {healthy_skip_reduced} yanıtı azaltıyor; bayat yedek {healthy_stale_dropped} istek düşürüyor ama {healthy_stale_fields} alanı bayat sunuyor (%{healthy_stale_pct}) ve bunların {healthy_false_degradations} tanesinde kaynak sağlamdı. Bu düşüşleri bir ölçüm değil modelin bir varsayımı üretir: her alan her {transient_period} turda bir kez geçici zaman aşımına uğrar ve alanların kesilme anları birbirinden kaydırılmıştır. GECICI kaydırıcısını sıfıra çekin: katı politika arızasız günde hiç istek düşürmez. Kursun \"katı politika kendi başına bir kusurdur\" yargısı bu varsayımın büyüklüğüne bağlıdır.",
                "{healthy_all_dropped} requests are dropped: {healthy_all_minutes} minutes of outage with nothing broken. Field skipping drops {healthy_skip_dropped} and reduces {healthy_skip_reduced} answers; the stale backup drops {healthy_stale_dropped} but serves {healthy_stale_fields} fields stale ({healthy_stale_pct}%), and in {healthy_false_degradations} of those the source was healthy. These drops come from an assumption of the model, not from a measurement: every field times out once every {transient_period} rounds, the fields staggered against each other. Move GECICI to zero and the strict policy drops nothing on a healthy day. The course's verdict that the strict policy is a defect in its own right depends on how large this assumption is.",
            ),
            evidence: &[],
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
                "Katı politika {a_all_answered} yanıt veriyor: {a_all_minutes} dk kesinti, aylık arıza payına oranı %{a_all_share_pct}; düşen isteklerle birlikte {a_all_lost_fresh} taze alan da atılıyor. Alan atlama ücreti yanıttan çıkarıp {a_skip_answered} isteği yanıtlıyor: {a_skip_minutes} dk (%{a_skip_share_pct}); kalan düşüşler çekirdek alanların geçici zaman aşımlarıdır. Bayat yedekle {a_stale_answered} yanıt ve {a_stale_minutes} dk. Ortalama yanıt {healthy_stale_avg_bytes} bayttan {a_stale_avg_bytes} bayta iner. Kurs tablodaki bayat alanları duran ücrete bağlıyor; modelde {a_stale_stale_fields} bayat alanın {a_source_stale} tanesi duran kaynağın alanı, {a_other_stale} tanesi sağlam kaynakların geçici zaman aşımlarıdır. Kesinti yalnız düşen isteği sayar: {a_stale_missing_fields} alan eksik kalsa da o yanıtlar karşılanmış sayılır.",
                "The strict policy answers {a_all_answered}: {a_all_minutes} min of outage, {a_all_share_pct}% of the monthly failure share, and {a_all_lost_fresh} fresh fields are thrown away with the dropped requests. Field skipping leaves the fee out and answers {a_skip_answered}: {a_skip_minutes} min ({a_skip_share_pct}%); the drops left are transient timeouts of core fields. With the stale backup: {a_stale_answered} answers and {a_stale_minutes} min. The average response shrinks from {healthy_stale_avg_bytes} to {a_stale_avg_bytes} bytes. The course ties the stale fields in its table to the stopped fee; in the model {a_source_stale} of the {a_stale_stale_fields} stale fields belong to the stopped source and {a_other_stale} are transient timeouts of healthy sources. The outage counts dropped requests only: those answers count as served although {a_stale_missing_fields} fields are missing.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Çekirdek duruyor (AY14b)", "The core stops (AY14b)"),
            model: MODEL,
            set: &[("shown_day", 2.0), ("shown_policy", 2.0), ("staleness_limit", 300.0)],
            question: Label::new(
                "İzdüşüm okuma modeli duruyor: durum ve rota, yani çekirdeğin tamamı gidiyor. Bayatlık sınırı {staleness_limit} tura çıktı. Bayat yedek {fault_rounds} isteğin kaçını yanıtlar?",
                "The projection read model stops: status and route, the whole core, are gone. The staleness limit is now {staleness_limit} rounds. How many of the {fault_rounds} requests does the stale backup answer?",
            ),
            ask: Ask::Number { fact: "b_stale_answered", tolerance: 15.0 },
            explain: Label::new(
                "{b_stale_answered} istek; son yanıt {b_stale_last}. turda, kesinti {b_stale_minutes} dk (%{b_stale_share_pct}). Hepsi ya da hiçbiri {b_all_answered}, alan atlama {b_skip_answered} yanıtta kalıyor. Yedek çekirdeği taşımaz, yalnız erteler: sınırı uzatmak kesintiyi kısaltır ama gösterilen durum o kadar eskir. Kurs kazancın tam olarak bayatlık sınırı olduğunu söylüyor; modelde {staleness_limit} turluk sınıra karşı {b_stale_answered} yanıt var. Sebep: çekirdek alanlardan birinin son taze değeri {b_core_last_fresh}. turdan, ısınma ise {warmup}. turda bitiyor; aradaki fark ısınmanın sonundaki geçici bir zaman aşımından gelir ve kazançtan düşer.",
                "{b_stale_answered} requests; the last answer comes in round {b_stale_last}, and the outage is {b_stale_minutes} min ({b_stale_share_pct}%). All or nothing stays at {b_all_answered} answers, field skipping at {b_skip_answered}. The backup does not carry the core; it only postpones its loss: a longer limit shortens the outage but the status shown grows older. The course says the gain is exactly the staleness limit; the model gives {b_stale_answered} answers against a limit of {staleness_limit} rounds. The reason: one core field's last fresh value is from round {b_core_last_fresh} while the warm-up ends in round {warmup}; the gap comes from a transient timeout at the end of the warm-up and is lost from the gain.",
            ),
            evidence: &[],
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
                "{b_stale_dropped}. Arıza bayatlık sınırından ({staleness_limit} tur) kısa sürdüğü için çekirdeğin son taze değerleri onarıma kadar sunulabildi. Aynı günde katı politika {b_all_dropped}, alan atlama {b_skip_dropped} istek düşürüyor. Yedek kısa bir arızayı tamamen örter, uzun bir arızayı yalnız erteler. Kursun dökümü kesinti dakikasını her arızayı on beş dakika sayarak hesaplar: katı politika için orada {b_all_course_minutes} dk yazar, oysa düşen {b_all_dropped} tur {b_all_minutes} dakikadır. Bu sayfanın tabloları düşen turu saniye olarak sayar.",
                "{b_stale_dropped}. The fault was shorter than the staleness limit ({staleness_limit} rounds), so the core's last fresh values could be served until the repair. On the same day the strict policy drops {b_all_dropped} requests and field skipping {b_skip_dropped}. The backup covers a short fault entirely and only postpones a long one. The course's printout computes outage minutes as if every fault lasted fifteen minutes: it shows {b_all_course_minutes} min for the strict policy, whereas {b_all_dropped} dropped rounds are {b_all_minutes} minutes. This page's tables count dropped rounds as seconds.",
            ),
            evidence: &[],
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
            evidence: &[],
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
                "{backup_first_drop_round}. turda. Yedek çekirdek alanları bir süre bayat da olsa verir; sınır dolunca alan eksik kalır ve çekirdek alan eksik olan yanıt düşer. Çekirdek bir bağımlılık durduğunda bayat yedek kesintiyi önlemez, yalnız bayatlık sınırı kadar erteler. Yan yana öteki iki politika ilk turdan düşürür.",
                "In round {backup_first_drop_round}. The backup serves the core fields for a while, stale as they are; once the limit is reached the field is missing, and a response without a core field is dropped. When a core dependency stops, the stale backup does not prevent the outage; it only postpones it by the staleness limit. The two other policies beside it drop from the first round.",
            ),
            evidence: &[Evidence::Chart("fields-per-round"), Evidence::Chart("field-age")],
            time: Some(StepTime { open_at: "fault_start_round", play_to: "backup_first_drop_round" }),
        },
    ],
};

/// The tracking response and its sources: the projection read model (status, route; core),
/// the estimate service and the pricing service (optional fields).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "client", label: Label::new("takip sorgusu", "tracking query"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "response", label: Label::new("yanıt (ağ geçidi)", "response (gateway)"), x: 0.38, y: 0.5, kind: Kind::Service },
        Node {
            id: "projection",
            label: Label::new("izdüşüm okuma modeli", "projection read model"),
            x: 1.0,
            y: 0.0,
            kind: Kind::Store,
        },
        Node { id: "estimate", label: Label::new("tahmin servisi", "estimate service"), x: 1.0, y: 0.5, kind: Kind::Service },
        Node { id: "pricing", label: Label::new("ücretlendirme servisi", "pricing service"), x: 1.0, y: 1.0, kind: Kind::Service },
    ],
    links: &[
        Link { from: "response", to: "client", pattern: None },
        Link { from: "response", to: "projection", pattern: Some(Pattern::Field) },
        Link { from: "response", to: "estimate", pattern: Some(Pattern::Field) },
        Link { from: "response", to: "pricing", pattern: Some(Pattern::Field) },
    ],
    aspect: 0.7,
};
