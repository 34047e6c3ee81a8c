//! Lesson 2: Devre Kesici (circuit breaker).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure, Sweep};
use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

pub static LESSON: Lesson = Lesson {
    number: 2,
    slug: "devre-kesici",
    title: Label::new("Devre Kesici", "Circuit Breaker"),
    intro: Label::new(include_str!("../../content/tr/02.md"), include_str!("../../content/en/02.md")),
    widgets: &[Widget {
        model: "kesici/kosum",
        title: Label::new("Kesicisiz ve kesicili aynı senaryo", "The same scenario without and with a breaker"),
        controls: &["shown_mode", "threshold", "window", "open_for", "slots", "fault_at", "yavaslama_fail_hold", "seed"],
        explorer: Some(&EXPLORER),
        advanced: &[],
        ensemble: Some(&ENSEMBLE),
        system: Some(&SYSTEM),
    }],
    steps: &[
        Step {
            title: Label::new("Yavaşlamada komşuyu korumak", "Protecting the neighbour in a slowdown"),
            model: "kesici/kosum",
            set: &[("shown_mode", 2.0)],
            question: Label::new(
                "Kesicisiz koşumda {slow_no_slot_without} takip sorgusu yuva bulamıyor. Kesici takılınca kaç tanesi yuva bulamaz?",
                "Without a breaker {slow_no_slot_without} tracking queries find no slot. How many find none with the breaker?",
            ),
            ask: Ask::Number { fact: "slow_no_slot_with", tolerance: 20.0 },
            explain: Label::new(
                "Kesiciyle {slow_no_slot_with}. Olay bacağının tuttuğu yuva-tur {slow_slot_rounds_without} değerinden {slow_slot_rounds_with} değerine iniyor (%{slow_cut_pct} az) ve bozuk bağımlılığa yapılan çağrı {slow_calls_without} değerinden {slow_calls_with} değerine düşüyor. Bedeli de burada: {slow_rejected} olay reddediliyor. Kesici olay akışını kurtarmaz, onu çevreler.",
                "With the breaker: {slow_no_slot_with}. The event leg's slot-rounds fall from {slow_slot_rounds_without} to {slow_slot_rounds_with} ({slow_cut_pct}% less) and calls to the broken dependency from {slow_calls_without} to {slow_calls_with}. Here is the price too: {slow_rejected} events are rejected. The breaker does not rescue the event flow; it fences it off.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Durmada ne kazanılır?", "What does a stop gain?"),
            model: "kesici/kosum",
            set: &[("shown_mode", 3.0)],
            question: Label::new(
                "Bağımlılık yavaşlamıyor, duruyor. Kesici burada neyi kurtarır?",
                "The dependency does not slow down; it stops. What does the breaker save here?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız komşu takip sorgularını", "only the neighbouring tracking queries"),
                    Label::new("yalnız boşa giden çağrıları", "only the wasted calls"),
                    Label::new("ikisini de", "both"),
                ],
                fact: "stop_gain_option",
            },
            explain: Label::new(
                "Durmada yuva bulamayan takip sorgusu kesicisiz {stop_no_slot_without}, kesicili {stop_no_slot_with}: hızlı hata yuvayı tutmadığı için bulaşma zaten yok. Kazanç boşa giden iştedir: yapılan çağrı {stop_calls_without} değerinden {stop_calls_with} değerine iner. Algılamaya kadar harcanan yuva-tur da kipe göre değişir: yavaşlamada {slow_detection_slot_rounds}, durmada {stop_detection_slot_rounds}.",
                "Under a stop, tracking queries with no slot: {stop_no_slot_without} without the breaker, {stop_no_slot_with} with it. A fast failure frees the slot, so there is no contagion to stop. The gain is wasted work: calls fall from {stop_calls_without} to {stop_calls_with}. The slot-rounds spent until detection depend on the mode too: {slow_detection_slot_rounds} in the slowdown, {stop_detection_slot_rounds} in the stop.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Çok hassas bir eşik", "A threshold set too low"),
            model: "kesici/kosum",
            set: &[("shown_mode", 0.0), ("threshold", 0.1)],
            question: Label::new(
                "Eşik 0,50'den 0,10'a iniyor ve bağımlılık hiç bozulmuyor. Kesici kaç geçerli olayı reddeder?",
                "The threshold drops from 0.50 to 0.10 and the dependency never breaks. How many valid events does the breaker reject?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiç", "none"),
                    Label::new("yüzden az", "fewer than a hundred"),
                    Label::new("yüzlerce", "hundreds"),
                ],
                fact: "healthy_rejected_bucket",
            },
            explain: Label::new(
                "Sağlıklı günde kesici {healthy_openings} kez açılıyor ve {healthy_rejected} geçerli olayı reddediyor. Arızasız günde de çağrıların bir kısmı zaman aşımına uğrar; 20 çağrılık pencerede iki başarısızlık 0,10 eşiğini aşmaya yeter. Yanlış açılma sağlıklı bir bağımlılığı kesmektir ve bedeli reddedilen geçerli istektir.",
                "On the healthy day the breaker opens {healthy_openings} times and rejects {healthy_rejected} valid events. Some calls time out even on a healthy day, and two failures in a window of 20 are enough to cross 0.10. A false opening cuts off a healthy dependency, and its price is valid requests turned away.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kesik süresini uzatmak", "A longer open time"),
            model: "kesici/kosum",
            set: &[("shown_mode", 0.0)],
            question: Label::new(
                "0,10 eşikli kuralın kesik süresi 100 turdan 200 tura çıkıyor. Sağlıklı gündeki reddedilen geçerli olay sayısı ne olur?",
                "The 0.10 rule's open time goes from 100 to 200 rounds. What happens to the valid events rejected on the healthy day?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("azalır", "it falls"),
                    Label::new("aynı kalır", "it stays the same"),
                    Label::new("artar", "it rises"),
                ],
                fact: "tight_long_option",
            },
            explain: Label::new(
                "Sağlıklı günde reddedilen geçerli olay {tight_healthy_rejected} değerinden {tight_long_healthy_rejected} değerine çıkıyor. Arızalı günde ise seçilen kuralın kesik süresini uzatmak neredeyse hiç kazandırmıyor: yavaşlamada yapılan çağrı {slow_calls_with} yerine {long_open_slow_calls}. Kazanç kesicinin bir kez açılmasından gelir, kayıp ise kesik süresiyle çarpılır.",
                "Valid events rejected on the healthy day rise from {tight_healthy_rejected} to {tight_long_healthy_rejected}. On the faulty day a longer open time for the chosen rule gains almost nothing: {long_open_slow_calls} calls in the slowdown instead of {slow_calls_with}. The gain comes from opening once; the loss is multiplied by the open time.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kesicinin açıldığı tur", "The round the breaker opens"),
            model: "kesici/kosum",
            set: &[("shown_mode", 2.0)],
            question: Label::new(
                "Yavaşlamada kesici {shown_open_round}. turda açılıyor; o turda durum olayları ağ geçidinin {open_event_busy} yuvasını tutuyor. Kesik süresi dolup {shown_probe_round}. turda bir yoklama çağrısı geçtiğinde olaylar kaç yuva tutar?",
                "In the slowdown the breaker opens in round {shown_open_round}, when status events hold {open_event_busy} of the gateway's slots. How many do they hold when the open time is over and a probe goes through in round {shown_probe_round}?",
            ),
            ask: Ask::Number { fact: "probe_event_busy", tolerance: 3.0 },
            explain: Label::new(
                "{probe_event_busy} yuva. Kesici açıkken olaylar bağımlılığa gitmeden reddedilir ve her biri yuvayı yalnız bir tur tutar; bozuk bağımlılığın uzun tuttuğu yuvalar birkaç tur içinde boşalır. Bu arada {open_window_rejected} olay reddedildi: takip sorgularının yuvası bu bedelle geri alınır.",
                "{probe_event_busy} slots. While the breaker is open, events are rejected before they reach the dependency and each holds its slot for one round only; the slots the broken dependency held for long drain within a few rounds. Meanwhile {open_window_rejected} events were rejected: that is the price of the tracking queries' slots.",
            ),
            evidence: &[Evidence::Chart("pool-timeline"), Evidence::Chart("lost-tracking")],
            time: Some(StepTime { open_at: "shown_open_round", play_to: "shown_probe_round" }),
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "kesici/kosum",
            set: &[],
            question: Label::new(
                "Kursun sonucu tek bir tohumla çizilmiş varışlardan geliyor. Başka tohumlarla da yavaşlamada kesici, yuvasız kalan takip sorgusunu azaltır mı, yani tohumların çoğunda bu sonuç çıkar mı?",
                "The course's result comes from arrivals drawn with one seed. With other seeds, does the breaker still leave fewer tracking queries without a slot in the slowdown, that is, for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Dağılım tohumdan tohuma ne kadar oynadığını gösteriyor. Kesici yavaş bağımlılığın yuvaları tutmasını engellediği için fark tek bir şanslı çekilişe bağlı değil: ölçü her tohumda aynı yöne gidiyor mu, grafikte görün.",
                "The distribution shows how much the numbers move from seed to seed. The breaker stops the slow dependency from holding the slots, so the gap does not hang on one lucky draw: see on the chart whether every seed goes the same way.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
    ],
};

/// The gateway's two flows, its shared slot pool, and the breaker on the call to the
/// dependency (the event leg).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "tracking", label: Label::new("takip sorguları", "tracking queries"), x: 0.0, y: 0.15, kind: Kind::Source },
        Node { id: "events", label: Label::new("durum olayları", "status events"), x: 0.0, y: 0.85, kind: Kind::Source },
        Node { id: "gateway", label: Label::new("ağ geçidi", "gateway"), x: 0.45, y: 0.5, kind: Kind::Pool },
        Node {
            id: "tracking-service",
            label: Label::new("takip servisi", "tracking service"),
            x: 1.0,
            y: 0.15,
            kind: Kind::Service,
        },
        Node { id: "dependency", label: Label::new("olay ucu (bağımlılık)", "event endpoint (dependency)"), x: 1.0, y: 0.85, kind: Kind::Service },
    ],
    links: &[
        Link { from: "tracking", to: "gateway", pattern: None },
        Link { from: "events", to: "gateway", pattern: None },
        Link { from: "gateway", to: "tracking-service", pattern: None },
        Link { from: "gateway", to: "dependency", pattern: Some(Pattern::Breaker) },
    ],
    aspect: 0.62,
};

static EXPLORER: Sweep = Sweep {
    title: Label::new("Eşik × pencere", "Threshold × window"),
    hint: Label::new(
        "Her hücre, kesiciyi gösterilen kipte ve sağlıklı günde çalıştırır: koruma ile sağlıklı günde boşuna reddedilen olaylar arasındaki takas.",
        "Each cell runs the breaker under the mode shown and on the healthy day: protection traded against valid events rejected on a healthy day.",
    ),
    x: "window",
    y: "threshold",
    measures: &[
        Measure { label: Label::new("Yuvasız kalan takip sorgusu", "Tracking queries without a slot"), decimals: 0 },
        Measure { label: Label::new("Sağlıklı günde reddedilen olay", "Events rejected on the healthy day"), decimals: 0 },
        Measure { label: Label::new("Bağımlılığa giden çağrı", "Calls reaching the dependency"), decimals: 0 },
    ],
};

static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Yavaşlamada yuvasız kalan takip sorgusu", "Tracking queries without a slot in the slowdown"),
    hint: Label::new(
        "Her tohum başka bir varış dizisi çizer; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other arrivals; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure { label: Label::new("kesicisiz: yuvasız takip", "no breaker: tracking without a slot"), decimals: 0 },
        Measure { label: Label::new("kesicili: yuvasız takip", "with breaker: tracking without a slot"), decimals: 0 },
        Measure { label: Label::new("kesici daha azını yuvasız bırakır (1 evet, 0 hayır)", "the breaker leaves fewer without a slot (1 yes, 0 no)"), decimals: 0 },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new("Yavaşlamada kesici yuvasız kalan takip sorgusunu azaltır", "In the slowdown the breaker leaves fewer tracking queries without a slot"),
        measure: 2,
    }),
};
