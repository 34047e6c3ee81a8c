//! Lesson 9: Devralma Tasarımı (failover design).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

pub static LESSON: Lesson = Lesson {
    number: 9,
    slug: "devralma-tasarimi",
    title: Label::new("Devralma Tasarımı", "Failover Design"),
    intro: Label::new(include_str!("../../content/tr/09.md"), include_str!("../../content/en/09.md")),
    widgets: &[
        Widget {
            model: "devralma/olc",
            title: Label::new("Eşik ve geri dönüş, aynı arıza takviminde", "Threshold and fail-back on one fault schedule"),
            controls: &[
                "threshold",
                "fail_back",
                "promotion",
                "fail_back_checks",
                "stop1_at",
                "stop1_len",
                "stop2_at",
                "stop2_len",
                "stop2_on",
                "half_at",
                "half_len",
                "half_on",
                "short1_len",
                "short2_len",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("Düşük eşik ile yüksek eşik", "A low threshold against a high one"),
                    a: &[("threshold", 1.0)],
                    b: &[("threshold", 4.0)],
                },
                Pair {
                    label: Label::new("Otomatik geri dönüş ile kalıcı devralma", "Automatic fail-back against a permanent failover"),
                    a: &[("fail_back", 0.0)],
                    b: &[("fail_back", 1.0)],
                },
            ],
        },
        Widget {
            model: "devralma/butce",
            title: Label::new("Geçişlerin aylık kesinti bütçesindeki yeri", "The transitions in the monthly outage budget"),
            controls: &["round_s", "real_per_month", "short_per_month", "recovery_s", "promotion", "silent_rounds"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            pairs: &[
                Pair {
                    label: Label::new("Ayda çok kısa kesinti ile az", "Many short spells a month against few"),
                    a: &[("short_per_month", 20.0)],
                    b: &[("short_per_month", 5.0)],
                },
                Pair {
                    label: Label::new("Uzun elle kurtarma ile kısa", "A long manual recovery against a short one"),
                    a: &[("recovery_s", 600.0)],
                    b: &[("recovery_s", 120.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Eşiğin iki yüzü", "The two faces of the threshold"),
            model: "devralma/olc",
            set: &[("threshold", 1.0)],
            question: Label::new(
                "Eşik 1'de, otomatik geri dönüşle {auto_failovers_1} devralma oluyor; kısa kesintiler de geçişe dönüşüyor. Eşik 4'e çıkınca yanlış devralma sayısı ne olur?",
                "At threshold 1, with automatic fail-back, there are {auto_failovers_1} failovers; short spells turn into switches too. What happens to the number of false failovers at threshold 4?",
            ),
            ask: Ask::Direction { fact: "auto_false_4", from: "auto_false_1", within: 0.0 },
            explain: Label::new(
                "Yanlış devralma eşik 1'den 4'e {auto_false_1}, {auto_false_2}, {auto_false_3}, {auto_false_4}; düşen tur ise {auto_dropped_1}, {auto_dropped_2}, {auto_dropped_3}, {auto_dropped_4}. Eşik, kendiliğinden geçecek kısa kesintiyi gerçek durmadan ayırmak için beklenen süredir: her adım bir yanlış alarmı eler, gerçek durmanın algılanmasını bir tur geciktirir.",
                "False failovers from threshold 1 to 4: {auto_false_1}, {auto_false_2}, {auto_false_3}, {auto_false_4}; dropped rounds: {auto_dropped_1}, {auto_dropped_2}, {auto_dropped_3}, {auto_dropped_4}. The threshold is the wait that tells a spell which heals by itself from a real stop: each step weeds out a false alarm and delays the detection of a real stop by one round.",
            ),
            evidence: &[Evidence::Table("thresholds"), Evidence::Table("policies"), Evidence::Chart("threshold-sweep")],
            time: None,
        },
        Step {
            title: Label::new("Geri dönüş ikinci bir penceredir", "Fail-back is a second window"),
            model: "devralma/olc",
            set: &[("fail_back", 1.0)],
            question: Label::new(
                "Eşik {threshold} ile otomatik geri dönüş {auto_dropped} tur düşürüyor. Kalıcı politikaya geçilince (rol B'de kalır) düşen tur ne olur?",
                "At threshold {threshold} automatic fail-back drops {auto_dropped} rounds. With the permanent policy (the role stays with B), what happens to the dropped rounds?",
            ),
            ask: Ask::Direction { fact: "perm_dropped", from: "auto_dropped", within: 0.0 },
            explain: Label::new(
                "Kalıcı politikada {perm_dropped} düşen tur, otomatikte {auto_dropped} düşen tur. Geri dönüş de bir rol değişimidir ve kendi penceresini açar ({auto_fail_backs} geri dönüş). Daha büyük bedel takvimden gelir: rolü geri alan A {stop2_at}. turda yeniden durur, algılama ve devralma bir kez daha ödenir.",
                "Permanent: {perm_dropped} dropped rounds; automatic: {auto_dropped}. A fail-back is a role change too and opens its own window ({auto_fail_backs} fail-backs). The larger cost comes from the schedule: A takes the role back, stops again at round {stop2_at}, and detection and failover are paid for once more.",
            ),
            evidence: &[
                Evidence::Table("thresholds"),
                Evidence::Table("policies"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-over-time"),
                Evidence::Chart("threshold-sweep"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Hiçbir eşiğin görmediği kopya", "The replica no threshold sees"),
            model: "devralma/olc",
            set: &[],
            question: Label::new(
                "Otomatik geri dönüşte eşik 1'den 4'e çıkarken sessiz kayıp (kabul edilip depoya ulaşmayan yazma turları) nasıl değişir?",
                "Under automatic fail-back, how does the silent loss (rounds whose accepted writes never reach the store) change as the threshold goes from 1 to 4?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("eşik büyüdükçe artar", "it grows with the threshold"),
                    Label::new("eşikten bağımsızdır", "it does not depend on the threshold"),
                    Label::new("eşik büyüdükçe azalır", "it shrinks as the threshold grows"),
                ],
                fact: "silent_trend_option",
            },
            explain: Label::new(
                "Eşik 1'den 4'e sessiz kayıp {auto_silent_1}, {auto_silent_2}, {auto_silent_3}, {auto_silent_4} tur. Yarı düşük kopya sığ denetimi geçer; başarısız denetim sayacı hiç artmadığı için eşiğin büyüklüğü önemsizdir. Eşik yalnız denetimin gördüğü arızalar arasında seçer; görünmeyeni ancak daha derin bir denetim yakalar.",
                "From threshold 1 to 4 the silent loss is {auto_silent_1}, {auto_silent_2}, {auto_silent_3}, {auto_silent_4} rounds. The half-down replica passes the shallow check; the failed-check counter never moves, so the threshold's size does not matter. A threshold only chooses among the faults the check can see; an unseen one takes a deeper check.",
            ),
            evidence: &[
                Evidence::Table("thresholds"),
                Evidence::Table("policies"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("threshold-sweep"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Denetimi geçen bozuk kopya", "The broken replica that passes the check"),
            model: "devralma/olc",
            set: &[],
            question: Label::new(
                "{half_open}. turda A yarı düşük oluyor: sağlık denetimine yanıt veriyor ama yazmaları depoya ulaşmıyor. Pencere {half_close}. turda bitene kadar ne olur?",
                "In round {half_open} A goes half-down: it answers the health check but its writes never reach the store. What happens until the window ends in round {half_close}?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("denetim başarısız olur, B terfi edilir", "the check fails and B is promoted"),
                    Label::new("rol A'da kalır, yazmalar sessizce kaybolur", "A keeps the role and its writes are lost silently"),
                    Label::new("hiçbir yazma kaybolmaz", "no write is lost"),
                ],
                fact: "half_watch_option",
            },
            explain: Label::new(
                "Pencerede {half_silent_shown} turun yazması kabul edilip kayboldu. Denetimin başarısız sayacı hiç dolmaz, çünkü A her denetime yanıt verir; sistem görünümünde denetim çizgisi düz kalırken A'dan depoya giden çizgi kesiklidir. Bu kaybı yalnız yazmayı sınayan daha derin bir denetim görür.",
                "In the window {half_silent_shown} rounds of writes were accepted and lost. The check's failure counter never fills, because A answers every check; in the system view the check's line stays solid while the line from A to the store is dashed. Only a deeper check that tries a write sees this loss.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("served-per-round"), Evidence::Chart("replica-states")],
            time: Some(StepTime { open_at: "half_open", play_to: "half_close" }),
        },
        Step {
            title: Label::new("B de bozulabilseydi", "If B could fail too"),
            model: "devralma/olc",
            set: &[("stop2_on", 1.0), ("half_on", 1.0), ("fail_back", 1.0)],
            question: Label::new(
                "Şimdi ikinci durma ve yarı düşük pencere B'yi vuruyor. Eşik {threshold} ile hangi politika daha çok yazma turu kaybeder (düşen + sessiz)?",
                "Now the second stop and the half-down window hit B. At threshold {threshold}, which policy loses more rounds of writes (dropped + silent)?",
            ),
            ask: Ask::Compare {
                a: (Label::new("otomatik geri dönüş", "automatic fail-back"), "auto_lost"),
                b: (Label::new("kalıcı", "permanent"), "perm_lost"),
                within: 0.0,
            },
            explain: Label::new(
                "Otomatik: {auto_dropped} düşen, {auto_silent} sessiz; kalıcı: {perm_dropped} düşen, {perm_silent} sessiz tur. Bir politikanın üstünlüğü arızaların hangi kopyaya düştüğüne bağlıdır: rolü tutan kopya bozulunca sıralama değişebilir. Politikayı, arızaların iki kopyaya da düştüğü takvimlerle sınayın.",
                "Automatic: {auto_dropped} dropped, {auto_silent} silent; permanent: {perm_dropped} dropped, {perm_silent} silent rounds. A policy's lead depends on which replica the faults hit: once the replica holding the role fails, the ranking can turn. Test a policy on schedules where faults hit both replicas.",
            ),
            evidence: &[
                Evidence::Table("thresholds"),
                Evidence::Table("policies"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-over-time"),
                Evidence::Chart("threshold-sweep"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "devralma/butce",
            set: &[("short_per_month", 5.0)],
            question: Label::new(
                "Ayda {short_per_month} geçici yanıtsızlık olsaydı, eşik 1'de hangisi ayda daha çok kesinti üretirdi: yanlış devralmalar mı, devralmayla kısalmış gerçek durmalar mı?",
                "With {short_per_month} short spells a month, which would cause more outage a month at threshold 1: false failovers, or the real stops shortened by failover?",
            ),
            ask: Ask::Compare {
                a: (Label::new("yanlış devralmalar", "false failovers"), "false_s_1"),
                b: (Label::new("gerçek durmalar", "real stops"), "real_s_1"),
                within: 0.05,
            },
            explain: Label::new(
                "Eşik 1'de yanlış devralmalar ayda {false_s_1} sn, gerçek durmalar {real_s_1} sn. Her kısa kesinti bir devralma ve bir geri dönüş doğurur, ikisinin penceresi de ödenir. Duyarlı eşik arızalı günü kısaltır ama bedelini arızasız günlerde, çok daha sık öder.",
                "At threshold 1 false failovers cost {false_s_1} s a month, real stops {real_s_1} s. Each short spell causes a failover and a fail-back, and both windows are paid for. A sensitive threshold shortens the faulty day but pays for it on healthy days, and far more often.",
            ),
            evidence: &[Evidence::Table("budget"), Evidence::Chart("two-days"), Evidence::Chart("budget-share")],
            time: None,
        },
        Step {
            title: Label::new("Arızalı günün kazancı", "The faulty day's gain"),
            model: "devralma/butce",
            set: &[("recovery_s", 120.0)],
            question: Label::new(
                "Devralma olmadan kurtarma {recovery_s} saniye sürseydi, eşik 3'teki devralma kesintiyi kaç kat kısaltırdı?",
                "If recovery without failover took {recovery_s} seconds, how many times shorter would failover at threshold 3 make the outage?",
            ),
            ask: Ask::Bucket { fact: "ratio", edges: &[4.0, 10.0, 40.0] },
            explain: Label::new(
                "{ratio} kat: devralmasız {no_failover_min} dk, eşik 3 ile {threshold3_s} sn. Oran yalnızca kurtarma süresinin geçiş penceresine oranıdır; yük ya da makine girmez. Pencerenin tek seferlik faturası kurtarma süresinden bağımsızdır: tepe yükte {window_writes} yazma düşer.",
                "{ratio} times: {no_failover_min} min without failover, {threshold3_s} s at threshold 3. The ratio is only the recovery time over the transition window; neither load nor hardware enters it. The window's one-off bill does not depend on the recovery time: at peak {window_writes} writes are dropped.",
            ),
            evidence: &[Evidence::Table("budget"), Evidence::Chart("two-days"), Evidence::Chart("budget-share")],
            time: None,
        },
    ],
};

/// Writes go to the replica holding the role and on to the store; the health check asks the
/// active replica (and, for an automatic fail-back, the old primary) whether it answers.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "writes", label: Label::new("yazma istekleri", "writes"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node {
            id: "a",
            label: Label::new("A kopyası (birincil)", "replica A (primary)"),
            x: 0.5,
            y: 0.0,
            kind: Kind::Service,
        },
        Node {
            id: "check", label: Label::new("sağlık denetimi", "health check"), x: 0.5, y: 0.5, kind: Kind::Service
        },
        Node {
            id: "b",
            label: Label::new("B kopyası (yedek)", "replica B (standby)"),
            x: 0.5,
            y: 1.0,
            kind: Kind::Service,
        },
        Node { id: "store", label: Label::new("depo", "store"), x: 1.0, y: 0.5, kind: Kind::Store },
    ],
    links: &[
        Link { from: "writes", to: "a", pattern: None },
        Link { from: "writes", to: "b", pattern: None },
        Link { from: "check", to: "a", pattern: None },
        Link { from: "check", to: "b", pattern: None },
        Link { from: "a", to: "store", pattern: None },
        Link { from: "b", to: "store", pattern: None },
    ],
    aspect: 0.8,
};
