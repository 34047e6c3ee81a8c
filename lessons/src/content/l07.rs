//! Lesson 7: Kısıtlama ve Yük Boşaltma (throttling and load shedding).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

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
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günün bedeli: toplu istekler", "The healthy day's cost: batch requests"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 0.0)],
            question: Label::new(
                "Arızasız gün, yalnız kısıtlama açık. Ders bu ayarın bedelini reddedilen {healthy_throttled_tracking} takip sorgusuyla anlatıyor. Toplu isteklerin ne kadarı geri çevrilir?",
                "A healthy day with throttling only. The course counts this setting's cost as {healthy_throttled_tracking} rejected tracking queries. How much of the batch flow is turned away?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbiri", "none of it"),
                    Label::new("onda birden az", "less than a tenth"),
                    Label::new("onda bir ya da daha fazlası", "a tenth or more"),
                ],
                fact: "healthy_batch_option",
            },
            explain: Label::new(
                "Gelen {healthy_batch_arrived} toplu isteğin {healthy_throttled_batch} tanesi, yani %{healthy_throttled_batch_pct}'i kısıtlanıyor; dersin metni bu payı anmıyor ama kursun tablosunda duruyor. Sebebi tam istek sayımı: toplu tavan turda {ceiling_batch} istek olsa da bir istek bölünmez ve kullanılmayan pay sonraki tura geçmez, bu yüzden akış turda {batch_rate_usual} istekle gelirken kapı turda ortalama {batch_let_through_per_round} istek geçirir. Salınım kapatılınca takip reddi {steady_throttled_tracking} olur, toplu red ise {steady_throttled_batch} olarak kalır. Bu sırada kuyruk boştur: en büyük yaş {healthy_throttle_max_age}, biriken {healthy_throttle_backlog} birim.",
                "{healthy_throttled_batch} of the {healthy_batch_arrived} batch requests, {healthy_throttled_batch_pct}%, are throttled; the course's text does not mention this share, but its table shows it. The cause is counting whole requests: the batch ceiling is {ceiling_batch} requests per round, but a request cannot be split and unused allowance does not carry to the next round, so while the flow arrives at {batch_rate_usual} per round the gate lets {batch_let_through_per_round} per round through on average. With the oscillation switched off the tracking rejections drop to {steady_throttled_tracking}, while the batch rejections stay at {steady_throttled_batch}. All the while the queue is empty: max age {healthy_throttle_max_age}, backlog {healthy_throttle_backlog} units.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Tavanı gevşetmek", "A looser ceiling"),
            model: "kapi/kosum",
            set: &[("throttling", 1.0), ("shedding", 0.0), ("ceiling_factor", 1.5)],
            question: Label::new(
                "Tavan payı {ceiling_factor} oldu. Arızasız günde kaç takip sorgusu kısıtlanır?",
                "The ceiling factor is now {ceiling_factor}. How many tracking queries are throttled on the healthy day?",
            ),
            ask: Ask::Number { fact: "healthy_throttled_tracking", tolerance: 100.0 },
            explain: Label::new(
                "{healthy_throttled_tracking} takip ve {healthy_throttled_batch} toplu istek. Takip tavanı turda {ceiling_tracking} istek ve salınımın tepesinin üstünde; toplu tavan {ceiling_batch}, turda iki isteğe yer açıyor. Ama aynı tavan bir düğüm düştüğünde de hiçbir şeyi durdurmaz: AY13b'de yalnız kısıtlamayla en büyük yaş {ay13b_throttle_max_age} tur, kapısız düzende {ay13b_none_max_age} tur. Tavan arızasız günün bedelini düşürür, arızalı günde kapasiteyi koruyan şey olamaz.",
                "{healthy_throttled_tracking} tracking and {healthy_throttled_batch} batch requests. The tracking ceiling is {ceiling_tracking} requests per round, above the oscillation's peak; the batch ceiling is {ceiling_batch}, room for two requests a round. The same ceiling stops nothing when a node fails, though: under AY13b, throttling alone gives a max age of {ay13b_throttle_max_age} rounds, and no gate {ay13b_none_max_age}. A looser ceiling lowers the healthy day's cost; it cannot be what protects capacity on the faulty day.",
            ),
            evidence: &[],
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
            ask: Ask::Number { fact: "ay13a_shed_over_throttle", tolerance: 0.3 },
            explain: Label::new(
                "{ay13a_shed_over_throttle} kat. Kapısız düzende en büyük yaş {ay13a_none_max_age} tur, biriken iş {ay13a_none_backlog} birim: bu bir çöküş. Kısıtlama toplu akışı tavanında keser ve {ay13a_throttle_batch} isteği geçirir, en büyük yaş {ay13a_throttle_max_age} tur. Boşaltma boş kapasiteyi kullandırır ve {ay13a_shed_batch} toplu isteği kabul eder; karşılığı {ay13a_shed_max_age} turluk en büyük yaş ve {ay13a_shed_backlog} birimlik birikim.",
                "{ay13a_shed_over_throttle} times. Without a gate the max age reaches {ay13a_none_max_age} rounds and the backlog {ay13a_none_backlog} units: a collapse. Throttling cuts the batch flow at its ceiling and admits {ay13a_throttle_batch} requests, with a max age (in rounds) of {ay13a_throttle_max_age}. Shedding lets the idle capacity be used and admits {ay13a_shed_batch} batch requests, at the price of a max age (in rounds) of {ay13a_shed_max_age} and a backlog of {ay13a_shed_backlog} units.",
            ),
            evidence: &[],
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
                "{ay13b_throttled_tracking} takip ve {ay13b_throttled_batch} toplu istek: arızasız günle aynı. Dersin metni burada kısıtlamanın hiçbir şey reddetmediğini söylüyor; kursun tablosu ise her gün reddettiği kadarını reddettiğini gösteriyor. Asıl nokta değişmiyor: kısıtlama kapasite kaybına tepki vermez, fazladan tek bir istek reddetmez ve en büyük yaş {ay13b_throttle_max_age} tura, biriken iş {ay13b_throttle_backlog} birime çıkar. Yalnız boşaltma en büyük yaşı {ay13b_shed_max_age} turda, birikeni {ay13b_shed_backlog} birimde tutar; bütün durum olaylarını ({ay13b_events_kept}) korur, {ay13b_shed_tracking} takip ve {ay13b_shed_batch} toplu isteği keser. Korunan tepe turda {protected_per_round} istek, K01 tepesinin %{protected_pct}'i. İkisi birden açıkken kabul edilen takip {ay13b_both_accepted_tracking}, yalnız boşaltmadaki {ay13b_shed_accepted_tracking} değerinden biraz az: bu günde birlikte çalışmak boşaltmadan daha iyi değil.",
                "{ay13b_throttled_tracking} tracking and {ay13b_throttled_batch} batch requests: the same as on the healthy day. The course's text says throttling rejects nothing here; its table shows it rejects what it rejects on any day. The main point holds: throttling does not react to the capacity loss, rejects not one request more, and lets the max age reach {ay13b_throttle_max_age} rounds and the backlog {ay13b_throttle_backlog} units. Shedding alone holds the max age (in rounds) at {ay13b_shed_max_age} and the backlog at {ay13b_shed_backlog} units; it keeps every status event ({ay13b_events_kept}) and cuts {ay13b_shed_tracking} tracking and {ay13b_shed_batch} batch requests. The protected peak is {protected_per_round} requests per round, {protected_pct}% of K01's peak. With both on, {ay13b_both_accepted_tracking} tracking queries are accepted, slightly fewer than the {ay13b_shed_accepted_tracking} of shedding alone: on this day the pair is not better than shedding.",
            ),
            evidence: &[],
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
            evidence: &[],
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
                "Boşaltmalı kuyruk en çok {your_max_backlog} birime çıkıyor (sınır {shedding_limit}); kapısız kuyruk {last_round}. turda {ungated_max_backlog} birime varıyor. Kapısız gecikme gün boyunca büyür, çünkü kapasiteyi aşan her tur kuyruğa eklenir. Boşaltma, kuyruk sınırına gelince yeni işi kabul etmez: bekleme kısa kalır, bedeli geri çevrilen istektir ve sınıf sırası en önce toplu işi keser.",
                "The queue with shedding peaks at {your_max_backlog} units (the limit is {shedding_limit}); the ungated queue reaches {ungated_max_backlog} units by round {last_round}. The ungated delay grows all day, since every round over capacity adds to the queue. Shedding stops taking new work once the queue is at its limit: the wait stays short, the price is turned-away requests, and the class order cuts batch work first.",
            ),
            evidence: &[Evidence::Chart("your-day-backlog")],
            time: Some(StepTime { open_at: "ungated_late_round", play_to: "last_round" }),
        },
    ],
};

/// The edge gate: three flows (status events, tracking queries, the end-of-day batch) through
/// the gate to the edge nodes.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "events", label: Label::new("durum olayları", "status events"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node { id: "tracking", label: Label::new("takip sorguları", "tracking queries"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "batch", label: Label::new("gün sonu toplu istekleri", "end-of-day batch requests"), x: 0.0, y: 1.0, kind: Kind::Source },
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
