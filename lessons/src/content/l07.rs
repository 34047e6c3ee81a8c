//! Lesson 7: Kısıtlama ve Yük Boşaltma (throttling and load shedding).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

pub static LESSON: Lesson = Lesson {
    number: 7,
    slug: "kisitlama-ve-yuk-bosaltma",
    title: Label::new("Kısıtlama ve Yük Boşaltma", "Throttling and Load Shedding"),
    intro: Label::new(include_str!("../../content/tr/07.md"), include_str!("../../content/en/07.md")),
    widgets: &[Widget {
        model: "kapi/kosum",
        title: Label::new("Uçtaki kapı: üç gün, dört ayar", "The edge gate: three days, four settings"),
        controls: &["throttling", "shedding", "capacity", "ceiling_factor", "batch_rate"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[Pair {
            label: Label::new("Kısıtlama ve boşaltma olmadan ve ile", "Without and with throttling and shedding"),
            a: &[("throttling", 0.0), ("shedding", 0.0)],
            b: &[("throttling", 1.0), ("shedding", 1.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günün bedeli: toplu istekler", "The healthy day's cost: batch requests"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 0.0)],
            question: Label::new(
                "Arızasız gün, yalnız kısıtlama açık; toplu akışın tavanı turda {ceiling_batch} istek, akış turda ortalama {batch_rate_usual} istekle geliyor. Gelen toplu isteklerin yüzde kaçı geri çevrilir?",
                "A healthy day with throttling only; the batch ceiling is {ceiling_batch} requests a round and the flow arrives at {batch_rate_usual} a round on average. What percentage of the batch requests is turned away?",
            ),
            ask: Ask::Bucket { fact: "healthy_throttled_batch_pct", edges: &[1.0, 10.0] },
            explain: Label::new(
                "{healthy_batch_arrived} toplu isteğin {healthy_throttled_batch} tanesi (%{healthy_throttled_batch_pct}). Kısıtlama akışın kendi tavanına bakar, sistemin doluluğuna değil: kuyruk boşken de ({healthy_throttle_backlog} birim) reddeder. İstek bölünmediği ve kullanılmayan pay devretmediği için tavan kâğıttakinden sıkıdır: kapı turda ortalama {batch_let_through_per_round} istek geçiriyor.",
                "{healthy_throttled_batch} of {healthy_batch_arrived} batch requests ({healthy_throttled_batch_pct}%). Throttling looks at the flow's own ceiling, not at how full the system is: it rejects even with an empty queue ({healthy_throttle_backlog} units). Requests cannot be split and unused allowance does not carry over, so the ceiling is tighter than on paper: the gate lets {batch_let_through_per_round} a round through on average.",
            ),
            evidence: &[Evidence::Table("day-healthy"), Evidence::Table("day-ay13a"), Evidence::Table("day-ay13b"), Evidence::Chart("outcome-by-class")],
            time: None,
        },
        Step {
            title: Label::new("Tavanı gevşetmek", "A looser ceiling"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 0.0), ("ceiling_factor", 1.5)],
            question: Label::new(
                "Tavan payı {ceiling_factor} oldu. AY13b'de bir uç düğüm düşüyor. Yalnız kısıtlama açıkken en büyük yaş, hiç kapı olmayan düzendekiyle karşılaştırıldığında nasıl?",
                "The ceiling factor is now {ceiling_factor}. Under AY13b an edge node fails. With throttling only, how does the max age compare with the setting without any gate?",
            ),
            ask: Ask::Compare {
                a: (Label::new("yalnız kısıtlamanın en büyük yaşı", "the max age under throttling only"), "ay13b_throttle_max_age"),
                b: (Label::new("kapısız düzenin en büyük yaşı", "the max age without a gate"), "ay13b_none_max_age"),
                within: 0.05,
            },
            explain: Label::new(
                "İkisi de {ay13b_throttle_max_age} tur. Gevşek tavan arızasız günün bedelini kaldırır (kısıtlanan takip {healthy_throttled_tracking}), ama tavan kapasiteyi bilmez: düğüm düştüğünde hiçbir şeyi durdurmaz. Kısıtlama adaleti korur, kapasiteyi korumaz.",
                "Both are {ay13b_throttle_max_age} rounds. A loose ceiling removes the healthy day's cost ({healthy_throttled_tracking} tracking queries throttled), but a ceiling knows nothing of capacity: when a node fails it stops nothing. Throttling protects fairness, not capacity.",
            ),
            evidence: &[Evidence::Table("day-healthy"), Evidence::Table("day-ay13a"), Evidence::Table("day-ay13b"), Evidence::Chart("outcome-by-class"), Evidence::Chart("protected-peak")],
            time: None,
        },
        Step {
            title: Label::new("AY13a: toplu iş tepe saatte", "AY13a: the batch job at the peak"),
            model: "kapi/kosum",
            set: &[("throttling", 0.0), ("shedding", 1.0)],
            question: Label::new(
                "Toplu iş tepe saate kayıyor. Yük boşaltma, kısıtlamanın geçirdiği toplu isteğin kaç katını geçirir?",
                "The batch job moves into the peak hour. How many times as many batch requests does shedding admit as throttling does?",
            ),
            ask: Ask::Bucket { fact: "ay13a_shed_over_throttle", edges: &[2.0, 5.0] },
            explain: Label::new(
                "{ay13a_shed_over_throttle} kat: boşaltma {ay13a_shed_batch}, kısıtlama {ay13a_throttle_batch} toplu istek kabul ediyor. Boşaltma doluluğa bakar ve boş kapasiteyi kullandırır; bedeli {ay13a_shed_max_age} turluk en büyük yaştır. Kapısız düzende ise en büyük yaş {ay13a_none_max_age} tur: bir çöküş.",
                "{ay13a_shed_over_throttle} times: shedding admits {ay13a_shed_batch} batch requests, throttling {ay13a_throttle_batch}. Shedding looks at how full the system is and lets idle capacity be used; the price is a max age of {ay13a_shed_max_age} rounds. Without a gate the max age reaches {ay13a_none_max_age} rounds: a collapse.",
            ),
            evidence: &[Evidence::Table("day-healthy"), Evidence::Table("day-ay13a"), Evidence::Table("day-ay13b"), Evidence::Chart("outcome-by-class"), Evidence::Table("sensitivity")],
            time: None,
        },
        Step {
            title: Label::new("AY13b: kısıtlama kapasite kaybını görmez", "AY13b: throttling cannot see a capacity loss"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 0.0)],
            question: Label::new(
                "Bir uç düğümü düşüyor ve kapasite dörtte bir azalıyor. Yalnız kısıtlama açıkken kapı ne kadar istek reddeder?",
                "An edge node fails and a quarter of the capacity is gone. With throttling only, how much does the gate reject?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbir şey", "nothing"),
                    Label::new("arızasız gündekinin aynısı", "exactly as much as on the healthy day"),
                    Label::new("arızasız günden fazla", "more than on the healthy day"),
                ],
                fact: "ay13b_throttle_option",
            },
            explain: Label::new(
                "{ay13b_throttled_tracking} takip ve {ay13b_throttled_batch} toplu istek: arızasız günle aynı. Kısıtlama kapasite kaybına tepki vermez; en büyük yaş {ay13b_throttle_max_age} tura çıkar. Yalnız boşaltma yaşı {ay13b_shed_max_age} turda tutar, bütün durum olaylarını korur ve önce toplu, sonra takip isteğini keser.",
                "{ay13b_throttled_tracking} tracking and {ay13b_throttled_batch} batch requests: the same as on the healthy day. Throttling does not react to the capacity loss; the max age reaches {ay13b_throttle_max_age} rounds. Shedding alone holds it at {ay13b_shed_max_age}, keeps every status event and cuts batch work first, then tracking queries.",
            ),
            evidence: &[Evidence::Table("day-healthy"), Evidence::Table("day-ay13a"), Evidence::Table("day-ay13b"), Evidence::Chart("outcome-by-class"), Evidence::Chart("protected-peak")],
            time: None,
        },
        Step {
            title: Label::new("Daha derin bir kayıp", "A deeper loss"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 1.0), ("capacity", 455.0)],
            question: Label::new(
                "Sizin gününüzde kapasite {capacity} birime iniyor, iki mekanizma da açık. Toplu akıştan sonra hangi sınıf kesilmeye başlar?",
                "On your day the capacity falls to {capacity} units, with both mechanisms on. After the batch flow, which class starts being cut?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("durum olayı", "status events"),
                    Label::new("takip sorgusu", "tracking queries"),
                    Label::new("hiçbiri", "none"),
                ],
                fact: "yours_next_cut_option",
            },
            explain: Label::new(
                "Toplu akıştan yalnız {yours_batch_accepted} istek kabul ediliyor ve {yours_tracking_shed} takip sorgusu boşaltılıyor; durum olaylarına dokunulmuyor. Sınıf sırası neyin önce gideceğini belirler, hiçbir şeyin gitmeyeceğini değil. Kapısız düzende aynı gün en büyük yaş {yours_ungated_max_age} tur olurdu.",
                "Only {yours_batch_accepted} batch requests are accepted and {yours_tracking_shed} tracking queries are shed; status events are untouched. Class order decides what goes first, not that nothing goes. Without a gate the same day's max age would be {yours_ungated_max_age} rounds.",
            ),
            evidence: &[Evidence::Chart("outcome-by-class"), Evidence::Table("sensitivity"), Evidence::Chart("your-day-backlog"), Evidence::System],
            time: None,
        },
        Step {
            title: Label::new("Kuyruk kapasiteyi aşınca", "When the queue passes capacity"),
            model: "kapi/kosum",
            set: &[("throttling", 0.0), ("shedding", 1.0), ("capacity", 525.0)],
            question: Label::new(
                "Bir uç düğüm düştü ve kapasite düştü. Kapısız koşumda kuyruk {ungated_late_round}. turda bir turluk kapasiteyi aşıyor: istekler artık bir turdan uzun bekliyor. Yük boşaltmalı koşumda kuyruk günün geri kalanında ne yapar?",
                "An edge node is down and capacity has fallen. In the ungated run the queue passes one round's capacity in round {ungated_late_round}: requests now wait longer than a round. In the run with shedding, what does the queue do for the rest of the day?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("kapısız kuyruk gibi büyür", "it grows like the ungated one"),
                    Label::new("boşaltma sınırının altında kalır", "it stays under the shedding limit"),
                    Label::new("ikisi de değil", "neither"),
                ],
                fact: "your_queue_option",
            },
            explain: Label::new(
                "Boşaltmalı kuyruk en çok {your_max_backlog} birime çıkıyor (sınır {shedding_limit}); kapısız kuyruk {last_round}. turda {ungated_max_backlog} birime varıyor. Kapasiteyi aşan her tur kapısız kuyruğa eklenir ve gecikme gün boyu büyür. Boşaltma, kuyruk sınırdayken yeni işi geri çevirir: bekleme kısa kalır, bedeli geri çevrilen istektir.",
                "The queue with shedding peaks at {your_max_backlog} units (the limit is {shedding_limit}); the ungated queue reaches {ungated_max_backlog} units by round {last_round}. Every round over capacity adds to the ungated queue, and the delay grows all day. Shedding turns new work away while the queue is at its limit: the wait stays short, and the price is the requests turned away.",
            ),
            evidence: &[Evidence::Chart("your-day-backlog"), Evidence::Chart("outcome-by-class"), Evidence::System],
            time: Some(StepTime { open_at: "ungated_late_round", play_to: "last_round" }),
        },
    ],
};

/// The edge gate: three flows (status events, tracking queries, the end-of-day batch) through
/// the gate to the edge nodes.
static SYSTEM: System = System {
    nodes: &[
        Node {
            id: "events", label: Label::new("durum olayları", "status events"), x: 0.0, y: 0.0, kind: Kind::Source
        },
        Node {
            id: "tracking",
            label: Label::new("takip sorguları", "tracking queries"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Source,
        },
        Node {
            id: "batch",
            label: Label::new("gün sonu toplu istekleri", "end-of-day batch requests"),
            x: 0.0,
            y: 1.0,
            kind: Kind::Source,
        },
        Node { id: "gate", label: Label::new("uçtaki kapı", "edge gate"), x: 0.5, y: 0.5, kind: Kind::Gate },
        Node { id: "edge", label: Label::new("uç düğümler", "edge nodes"), x: 1.0, y: 0.5, kind: Kind::Pool },
    ],
    links: &[
        Link { from: "events", to: "gate", pattern: None },
        Link { from: "tracking", to: "gate", pattern: None },
        Link { from: "batch", to: "gate", pattern: None },
        Link { from: "gate", to: "edge", pattern: Some(Pattern::Gate) },
    ],
    aspect: 0.6,
};
