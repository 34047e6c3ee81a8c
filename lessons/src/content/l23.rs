//! Extra lab 3 (page 23): Kesici Yapılandırma Tuzakları (breaker configuration pitfalls).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

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
        system: None,
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
                "Tuzak {trap_opens} kez açılıyor (yavaş çağrıdan {trap_slow_opens}) ve {trap_leaked} çağrı yavaş bağımlılığa gidiyor. Eşik zaman aşımına eşitken yalnız zaman aşımına uğrayan çağrılar yavaş sayılır ({trap_slow_calls} yavaş çağrı, {trap_timed_out} zaman aşımı): zaman aşımına uğrayan çağrı zaman aşımından biraz uzun sürmüştür, ama zaten hata sayılır. Bu yüzden yavaş oranı hata oranını hiç geçemez ve kurala bir şey katmaz; zaman aşımının altında kalan yavaş ama başarılı cevaplar, yani gri arızanın kendisi, kesiciye görünmez. {slow_ms} ms eşikli ayar olaydan {cfg_tto} s sonra açılıyor ve yalnız {cfg_leaked} çağrı (çoğu yarı açık denemesi) sızıyor.",
                "The trap opens {trap_opens} times ({trap_slow_opens} of them on slow calls) and {trap_leaked} calls go to the slow dependency. With the threshold equal to the timeout only the calls that time out count as slow ({trap_slow_calls} slow calls, {trap_timed_out} timeouts): a timed-out call took a little longer than the timeout, but it already counts as a failure. So the slow-call rate can never exceed the failure rate and adds nothing to the rule; the slow but successful answers under the timeout, the gray failure itself, stay invisible to the breaker. The configuration with a {slow_ms} ms threshold opens {cfg_tto} s after the incident and lets only {cfg_leaked} calls through (mostly half-open trials).",
            ),
            evidence: &[],
            time: None,
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
                "Tuzak ilk hatada açılıyor ({trap_false} yanlış açılma) ve sağlıklı bağımlılığa giden {trap_rejected} çağrıyı reddediyor; servis daha denenmeden kapanıyor. Bekleme dolunca yarı açık durum {trap_half_open_min} deneme çağrısından sonra karar veriyor: Resilience4j yarı açıkta asgari çağrı sayısıyla deneme izninden küçük olanı kadar çağrı bekler (ayarda {cfg_half_open_min}). Asgari {min_calls} çağrı bekleyen ayar hiç açılmıyor ({cfg_opens}). Asgariyi büyütmek açılmayı hiçbir zaman öne çekmez; bunu modelin testleri her senaryoda ve birçok tohumda sınıyor.",
                "The trap opens on the first failure ({trap_false} false openings) and rejects {trap_rejected} calls to a healthy dependency; the service is shut off before it was tried. Once the wait is over, its half-open state needs only {trap_half_open_min} of its trial calls to decide: in half-open Resilience4j waits for the smaller of the minimum number of calls and the permitted trial calls ({cfg_half_open_min} for the configuration). The configuration waiting for {min_calls} calls never opens ({cfg_opens}). A higher minimum never makes the breaker open earlier; the model's tests check that in every scenario over many seeds.",
            ),
            evidence: &[],
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
                "Tuzak {trap_opens} kez açılıyor, hepsi yanlış ({trap_false}); sağlam bağımlılık {trap_open_healthy_s} s kesik kalıyor ve {trap_rejected} geçerli çağrı reddediliyor. İş hatalarını yok sayan ayar {cfg_opens} kez açılıyor. Yok sayılan bir çağrı pencereye hiç girmez; bunu yapmak o çağrıları hiç yapmamakla aynıdır.",
                "The trap opens {trap_opens} times, all of them false ({trap_false}); the healthy dependency is cut off for {trap_open_healthy_s} s and {trap_rejected} valid calls are rejected. The configuration that ignores business errors opens {cfg_opens} times. An ignored call never enters the window; ignoring is the same as never making those calls.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kopyalanan kayıt listesi", "A copied record list"),
            model: M,
            set: &[("scenario", 4.0)],
            question: Label::new(
                "Redis beş dakika düşüyor ve Jedis her çağrıda JedisConnectionException atıyor. HTTP köprüsünden kopyalanan \"yalnız IOException\" listesiyle kaç çağrı ölü Redis'e gider?",
                "Redis is down for five minutes and Jedis throws JedisConnectionException on every call. With the \"IOException only\" list copied from the HTTP bridge, how many calls go to the dead Redis?",
            ),
            ask: Ask::Number { fact: "trap_leaked", tolerance: 150.0 },
            explain: Label::new(
                "{trap_leaked} çağrı; kesici hiç açılmıyor ({trap_opens}), çünkü listede olmayan istisna başarı sayılır. İstemcinin gerçekten attığı sınıfı kaydeden ayar {cfg_tto} s sonra açılıyor ve {cfg_leaked} çağrı sızıyor. Bu yüzden her bağımlılık için istemcinin attığı sınıf testte tetiklenip yazılmalı.",
                "{trap_leaked} calls; the breaker never opens ({trap_opens}), because an exception outside the list counts as a success. The configuration that records the class the client really throws opens after {cfg_tto} s and lets {cfg_leaked} calls through. So for each dependency, trigger the client's real exception in a test and record that class.",
            ),
            evidence: &[],
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
                "{night_trap_age_h} saat; pencerede gecenin {night_trap_failures} hatası hâlâ duruyor. Bu eski çağrılar oranı seyreltir: sayı penceresi sabah arızasından {night_trap_tto} s sonra açılıyor, {window_s} saniyelik zaman penceresi {night_cfg_tto} s sonra. Model bir şeyi daha gösteriyor: gece {window_s} saniyede {min_calls} çağrı toplanmadığı için zaman penceresi 02:00 arızasında hiç karar veremiyor; o yarım saatte {night_cfg_night_leaked} çağrı düşmüş bağımlılığa gidiyor (sayı penceresinde {night_trap_night_leaked}). Zaman penceresi \"şu an\" sorusunu cevaplar, ama gece asgari çağrıya ulaşamaz.",
                "{night_trap_age_h} hours; the night's {night_trap_failures} failures are still in the window. These old calls dilute the rate: the count window opens {night_trap_tto} s after the morning failure starts, the {window_s}-second time window after {night_cfg_tto} s. The model shows one more thing: at night {window_s} seconds never hold {min_calls} calls, so the time window cannot decide during the 02:00 outage; in that half hour {night_cfg_night_leaked} calls go to the dead dependency ({night_trap_night_leaked} with the count window). The time window answers \"what is happening now\", but at night it never reaches its minimum.",
            ),
            evidence: &[],
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
            ask: Ask::Number { fact: "trap_open_healthy_s", tolerance: 60.0 },
            explain: Label::new(
                "{trap_open_healthy_s} s: geçiş ancak bir çağrı gelince olur, çağrı da 10:00'a kadar gelmez. Zamanlayıcılı ayarda bu süre {cfg_open_healthy_s} s; pano bekleme dolunca YARI AÇIK gösterir. Ama model dürüst olmayı da gerektiriyor: YARI AÇIK da bağımlılığın düzeldiğini kanıtlamaz; iki ayarda da karar, trafik dönünce ilk deneme çağrılarıyla verilir.",
                "{trap_open_healthy_s} s: the transition happens only when a call arrives, and none arrives before 10:00. With the timer this is {cfg_open_healthy_s} s; the dashboard shows HALF-OPEN once the wait is over. But the model calls for honesty too: HALF-OPEN does not prove recovery either; with both settings the verdict comes from the first trial calls once traffic returns.",
            ),
            evidence: &[],
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
                "{seeds} tohumun {ens_trap_opened} tanesinde; bozuk bağımlılığa giden çağrı {ens_trap_leaked_min} ile {ens_trap_leaked_max} arasında. Doğru eşikli ayar {ens_cfg_opened} tohumda açılıyor ve {ens_cfg_leaked_min}–{ens_cfg_leaked_max} çağrı sızdırıyor. Bu bir kural: eşik zaman aşımına eşitse yavaş sayılan her çağrı zaten hatadır, üstündeyse hiçbir çağrı yavaş sayılmaz; iki durumda da yavaş oranı hata oranını geçemez.",
                "On {ens_trap_opened} of {seeds} seeds; calls to the broken dependency range from {ens_trap_leaked_min} to {ens_trap_leaked_max}. The configuration with the right threshold opens on {ens_cfg_opened} seeds and leaks {ens_cfg_leaked_min}–{ens_cfg_leaked_max} calls. This is a rule: with the threshold at the timeout every slow call is a failure already, above it no call counts as slow; either way the slow-call rate cannot exceed the failure rate.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
