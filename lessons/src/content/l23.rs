//! Extra lab 3 (page 23): Kesici Yapılandırma Tuzakları (breaker configuration pitfalls).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

const M: &str = "ek/kesici-tuzak";

pub static LESSON: Lesson = Lesson {
    number: 23,
    slug: "kesici-tuzaklari",
    title: Label::new("Kesici Yapılandırma Tuzakları", "Breaker Configuration Pitfalls"),
    intro: Label::new(include_str!("../../content/tr/23.md"), include_str!("../../content/en/23.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Ayarınız ve senaryonun tuzağı", "Your configuration and the scenario's trap"),
        controls: &[
            "scenario",
            "window_type",
            "min_calls",
            "slow_ms",
            "timeout_ms",
            "record",
            "ignore_business",
            "auto_half_open",
            "wait_s",
            "rate",
            "seed",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Redis düştü: her istisna ile yalnız IOException", "Redis down: every exception against IOException only"),
                a: &[("scenario", 4.0), ("record", 0.0)],
                b: &[("scenario", 4.0), ("record", 1.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("Gri arıza ve ölü yavaş eşiği", "Gray failure and a dead slow threshold"),
            model: M,
            set: &[("scenario", 2.0)],
            question: Label::new(
                "Bağımlılık beş dakika boyunca hata dönmüyor, yalnızca yavaş cevap veriyor. Tuzak satırında yavaş çağrı eşiği zaman aşımına ({timeout_ms} ms) eşit. Bu kesici açılır mı?",
                "For five minutes the dependency returns no errors; it only answers slowly. In the trap row the slow-call threshold equals the timeout ({timeout_ms} ms). Does that breaker open?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "trap_opened_option" },
            explain: Label::new(
                "Tuzak {trap_opens} kez açılıyor, yavaş bağımlılığa {trap_leaked} çağrı gidiyor. Eşik zaman aşımına eşitken yalnız zaman aşımına uğrayanlar yavaş sayılır, onlar da zaten hatadır: yavaş oranı hata oranını geçemez. Gri arızanın kendisi, yani zaman aşımının altındaki yavaş ama başarılı cevaplar, kesiciye görünmez. {slow_ms} ms eşikli ayar {cfg_tto} s sonra açılıyor.",
                "The trap opens {trap_opens} times and {trap_leaked} calls reach the slow dependency. With the threshold at the timeout only calls that time out count as slow, and those are failures already: the slow rate cannot exceed the failure rate. The gray failure, slow but successful answers under the timeout, stays invisible. The {slow_ms} ms threshold opens after {cfg_tto} s.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Gri arızayı izlemek", "Watching the gray failure"),
            model: M,
            set: &[("scenario", 2.0)],
            question: Label::new(
                "{cfg_open_s}. saniye: ayarınızın kesicisi yavaş çağrılar yüzünden açıldı, tuzağınki hâlâ kapalı. Gri arıza {broken_end_s}. saniyede bitene kadar yavaş bağımlılığa hangisi daha çok çağrı gönderir?",
                "At {cfg_open_s} s your configuration's breaker has opened on slow calls; the trap's is still closed. Until the gray failure ends at {broken_end_s} s, which one sends more calls to the slow dependency?",
            ),
            ask: Ask::Compare {
                a: (Label::new("ayarınız", "your configuration"), "cfg_leaked"),
                b: (Label::new("tuzak", "the trap"), "trap_leaked"),
                within: 0.05,
            },
            explain: Label::new(
                "Ayarınız {cfg_leaked}, tuzak {trap_leaked} çağrı gönderiyor. Açık kesici çağrıları reddeder; bekleme dolunca yarı açık olur ve birkaç deneme çağrısı yine yavaş gelince yeniden açılır. Kesici bu yüzden arıza boyunca açık ile yarı açık arasında gidip gelir. Tuzaktaki kesici yavaşlığı hiç görmez, hep kapalı kalır ve her çağrıyı geçirir.",
                "Your configuration sends {cfg_leaked} calls, the trap {trap_leaked}. An open breaker rejects calls; once the wait is over it half-opens, a few trial calls come back slow again and it reopens. So the breaker swings between open and half-open for the whole failure. The trap's breaker never sees the slowness: it stays closed and lets every call through.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("state-timeline"), Evidence::Chart("calls-timeline")],
            time: Some(StepTime { open_at: "cfg_open_s", play_to: "broken_end_s" }),
        },
        Step {
            title: Label::new("İlk çağrılar", "The first calls"),
            model: M,
            set: &[("scenario", 1.0)],
            question: Label::new(
                "Sabah ilk {first_fail} çağrı hata alıyor, sonra bağımlılık sağlıklı. Asgari çağrı sayısı {trap_min_calls} olan tuzak kaç geçerli çağrıyı reddeder?",
                "In the morning the first {first_fail} calls fail, then the dependency is healthy. How many valid calls does the trap whose minimum number of calls is {trap_min_calls} reject?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiç", "none"),
                    Label::new("yüzden az", "fewer than a hundred"),
                    Label::new("yüz ya da daha çok", "a hundred or more"),
                ],
                fact: "trap_rejected_bucket",
            },
            explain: Label::new(
                "Tuzak ilk hatada açılıyor ve sağlıklı bağımlılığa giden {trap_rejected} çağrıyı reddediyor. Asgari çağrı sayısı, oranın anlam kazanması için gereken örnektir: bir çağrının oranı ya sıfırdır ya yüzde yüz. Asgari {min_calls} çağrı bekleyen ayar hiç açılmıyor ({cfg_opens}); asgariyi büyütmek açılmayı hiçbir zaman öne çekmez.",
                "The trap opens on the first failure and rejects {trap_rejected} calls to a healthy dependency. The minimum number of calls is the sample a rate needs to mean something: the rate of one call is either zero or a hundred percent. The configuration waiting for {min_calls} calls never opens ({cfg_opens}); a higher minimum never makes the breaker open earlier.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("İş hatası altyapı hatası değildir", "A business error is not an infrastructure error"),
            model: M,
            set: &[("scenario", 3.0)],
            question: Label::new(
                "Bir müşteri grubu beş dakika boyunca \"yetersiz teminat\" alıyor; bu, bağımlılığın doğru cevabı. Her istisnayı hata sayan tuzak açılır mı?",
                "For five minutes a customer group gets \"insufficient margin\", which is the dependency's correct answer. Does the trap that counts every exception as a failure open?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "trap_opened_option" },
            explain: Label::new(
                "Tuzak {trap_opens} kez açılıyor, hepsi yanlış; sağlam bağımlılık {trap_open_healthy_s} s kesik kalıyor ve {trap_rejected} geçerli çağrı reddediliyor. İş hatalarını yok sayan ayar {cfg_opens} kez açılıyor. Kesici bağımlılığın sağlığını ölçmeli, cevabın müşteriye hoş gelip gelmediğini değil: yok sayılan çağrı pencereye hiç girmez.",
                "The trap opens {trap_opens} times, all of them false; the healthy dependency is cut off for {trap_open_healthy_s} s and {trap_rejected} valid calls are rejected. The configuration that ignores business errors opens {cfg_opens} times. A breaker must measure the dependency's health, not whether the customer likes the answer: an ignored call never enters the window.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Kopyalanan kayıt listesi", "A copied record list"),
            model: M,
            set: &[("scenario", 4.0)],
            question: Label::new(
                "Redis beş dakika düşüyor ve Jedis her çağrıda JedisConnectionException atıyor. Ölü Redis'e hangi ayarla daha çok çağrı gider?",
                "Redis is down for five minutes and Jedis throws JedisConnectionException on every call. Which setting sends more calls to the dead Redis?",
            ),
            ask: Ask::Compare {
                a: (Label::new("HTTP köprüsünden kopyalanan \"yalnız IOException\"", "\"IOException only\", copied from the HTTP bridge"), "trap_leaked"),
                b: (Label::new("istemcinin attığı sınıfı kaydeden liste", "a list recording the class the client throws"), "cfg_leaked"),
                within: 0.1,
            },
            explain: Label::new(
                "Kopyalanan listeyle {trap_leaked}, doğru sınıfla {cfg_leaked} çağrı. Listede olmayan istisna başarı sayılır, bu yüzden kesici hiç açılmıyor ({trap_opens}). Kayıt listesi bir ayrıntı değil, kesicinin gözüdür: her bağımlılık için istemcinin gerçekten attığı sınıf testte tetiklenip yazılmalı.",
                "{trap_leaked} calls with the copied list, {cfg_leaked} with the right class. An exception outside the list counts as a success, so the breaker never opens ({trap_opens}). The record list is not a detail but the breaker's eyes: for each dependency, trigger the client's real exception in a test and record that class.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Gece damlası, sabah rampası", "Night trickle, morning ramp"),
            model: M,
            set: &[("scenario", 0.0)],
            question: Label::new(
                "Gece saatte birkaç çağrı geliyor; 02:00'de bağımlılık yarım saat düşüyor, 09:00'da trafik artarken yine düşüyor. 09:00'da son {window_calls} çağrılık sayı penceresinin en eski çağrısı ne kadar eski?",
                "At night a few calls arrive per hour; at 02:00 the dependency is down for half an hour, and at 09:00 it goes down again as traffic ramps up. At 09:00, how old is the oldest call in the count window of the last {window_calls} calls?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("bir dakikadan az", "under a minute"),
                    Label::new("birkaç dakika", "a few minutes"),
                    Label::new("saatler", "hours"),
                ],
                fact: "night_trap_age_bucket",
            },
            explain: Label::new(
                "{night_trap_age_h} saat; gecenin {night_trap_failures} hatası hâlâ pencerede. Düşük trafikte sayı penceresi geçmişi taşır ve eski çağrılar oranı seyreltir: sabah arızasında sayı penceresi {night_trap_tto} s, {window_s} saniyelik zaman penceresi {night_cfg_tto} s sonra açılıyor. Pencere, sorulan soruyla aynı zaman ölçeğinde olmalı.",
                "{night_trap_age_h} hours; the night's {night_trap_failures} failures are still in the window. At low traffic a count window carries the past, and old calls dilute the rate: in the morning failure the count window opens after {night_trap_tto} s, the {window_s}-second time window after {night_cfg_tto} s. A window must live on the time scale of the question it answers.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Trafik kesilince pano", "The dashboard when traffic is cut"),
            model: M,
            set: &[("scenario", 5.0)],
            question: Label::new(
                "Bağımlılık 1:00–5:00 arası ölü; operatörler trafiği 2:00'de kesiyor ve 10:00'da yüzde {cut_back_pct} kadarını geri açıyor. Kendiliğinden yarı açık geçiş kapalıyken kesici, bağımlılık düzeldikten sonra kaç saniye AÇIK görünür?",
                "The dependency is dead from 1:00 to 5:00; the operators cut traffic at 2:00 and let {cut_back_pct} % of it back at 10:00. Without the automatic half-open transition, for how many seconds does the breaker show OPEN after the dependency has recovered?",
            ),
            ask: Ask::Bucket { fact: "trap_open_healthy_s", edges: &[60.0, 600.0] },
            explain: Label::new(
                "{trap_open_healthy_s} s. Zamanlayıcı yokken geçiş ancak bir çağrı gelince olur; trafik kesikken çağrı gelmez ve kesici, sağlam bir bağımlılığın önünde AÇIK kalır. Zamanlayıcılı ayarda bu süre {cfg_open_healthy_s} s. Durum makinesi yalnız gördüğü çağrılarla ilerler: çağrı yoksa bilgi de yoktur.",
                "{trap_open_healthy_s} s. Without the timer the transition happens only when a call arrives; with traffic cut none arrives, and the breaker stays OPEN in front of a healthy dependency. With the timer this is {cfg_open_healthy_s} s. The state machine moves only on the calls it sees: no calls, no information.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[("scenario", 2.0)],
            question: Label::new(
                "Gri arızayı {seeds} farklı tohumla oynatıyoruz. Yavaş eşiği zaman aşımına eşit tuzak kaç tohumda açılır?",
                "We replay the gray failure with {seeds} different seeds. On how many seeds does the trap with the slow threshold equal to the timeout open?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbirinde", "none"),
                    Label::new("bazılarında", "some"),
                    Label::new("hepsinde", "all"),
                ],
                fact: "ens_trap_opened_bucket",
            },
            explain: Label::new(
                "{seeds} tohumun {ens_trap_opened} tanesinde; doğru eşikli ayar {ens_cfg_opened} tohumda açılıyor. Bu şans değil, kural: eşik zaman aşımına eşitse yavaş sayılan her çağrı zaten hatadır, üstündeyse hiçbir çağrı yavaş sayılmaz. İki durumda da yavaş oranı hata oranını geçemez, tohum ne olursa olsun.",
                "On {ens_trap_opened} of {seeds} seeds; the configuration with the right threshold opens on {ens_cfg_opened}. This is a rule, not luck: with the threshold at the timeout every slow call is a failure already, above it no call counts as slow. Either way the slow rate cannot exceed the failure rate, whatever the seed.",
            ),
            evidence: &[Evidence::Table("ensemble"), Evidence::Chart("ensemble")],
            time: None,
        },
    ],
};

/// Every table and chart: the scenario table and the comparison charts hold every scenario's
/// answer, the timelines and the seed spread the shown one's.
const ALL: &[Evidence] = &[
    Evidence::Table("scenarios"),
    Evidence::Table("ensemble"),
    Evidence::Chart("state-timeline"),
    Evidence::Chart("calls-timeline"),
    Evidence::Chart("compare-leaked"),
    Evidence::Chart("compare-rejected"),
    Evidence::Chart("ensemble"),
];

/// The article's breaker: the calling service, the breaker on its call, the dependency.
static SYSTEM: System = System {
    nodes: &[
        Node {
            id: "service",
            label: Label::new("çağıran servis", "calling service"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Source,
        },
        Node {
            id: "dependency", label: Label::new("bağımlılık", "dependency"), x: 1.0, y: 0.5, kind: Kind::Service
        },
    ],
    links: &[Link { from: "service", to: "dependency", pattern: Some(Pattern::Breaker) }],
    aspect: 0.3,
};
