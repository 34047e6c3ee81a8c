//! Lesson 2: Devre Kesici (circuit breaker).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure, Sweep};
use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
        pairs: &[Pair {
            label: Label::new("Sağlıklı gün ile yavaşlama", "A healthy day against a slowdown"),
            a: &[("shown_mode", 0.0)],
            b: &[("shown_mode", 2.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Yavaşlamada komşuyu korumak", "Protecting the neighbour in a slowdown"),
            model: "kesici/kosum",
            set: &[("shown_mode", 2.0)],
            question: Label::new(
                "Kesicisiz koşumda {slow_no_slot_without} takip sorgusu yuva bulamıyor. Kesici takılınca ne olur?",
                "Without a breaker {slow_no_slot_without} tracking queries find no slot. What happens with the breaker?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hepsi yuva bulur", "every one finds a slot"),
                    Label::new("bir kısmı yine yuvasız kalır", "some still find none"),
                    Label::new("aşağı yukarı aynı sayıda yuvasız kalır", "about as many find none"),
                ],
                fact: "slow_with_option",
            },
            explain: Label::new(
                "Kesiciyle {slow_no_slot_with}. Açık kesici olayları bozuk bağımlılığa göndermeden reddeder, reddedilen olay yuvayı uzun tutmaz: olay yuva-turu {slow_slot_rounds_without} yerine {slow_slot_rounds_with} (%{slow_cut_pct} az). Bedeli {slow_rejected} reddedilen olaydır. Kesici bozuk akışı kurtarmaz; komşu akışa yer açmak için onu dışarıda tutar.",
                "With the breaker: {slow_no_slot_with}. An open breaker rejects events before they reach the broken dependency, and a rejected event does not hold its slot for long: event slot-rounds are {slow_slot_rounds_with} instead of {slow_slot_rounds_without} ({slow_cut_pct}% less). The price is {slow_rejected} rejected events. The breaker does not rescue the broken flow; it keeps it out to make room for its neighbour.",
            ),
            evidence: &[
                Evidence::Table("runs"),
                Evidence::Chart("pool-timeline"),
                Evidence::Chart("lost-tracking"),
                Evidence::Chart("compare-no-slot"),
                Evidence::Chart("compare-calls"),
                Evidence::System,
            ],
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
                "Durmada kesici yokken de yuvasız kalan takip sorgusu {stop_no_slot_without}: hızlı hata yuvayı hemen bırakır, bulaşacak bir tutuş yoktur. Kesicinin kazancı boşa yapılan iştir: bağımlılığa giden çağrı {stop_calls_without} yerine {stop_calls_with}. Aynı desen, arızanın kipine göre başka bir şeyi korur.",
                "Under a stop, even without a breaker, {stop_no_slot_without} tracking queries find no slot: a fast failure frees the slot at once, so there is no hold to spread. The breaker's gain is wasted work: {stop_calls_with} calls reach the dependency instead of {stop_calls_without}. The same pattern protects something else depending on the failure mode.",
            ),
            evidence: &[
                Evidence::Table("runs"),
                Evidence::Chart("pool-timeline"),
                Evidence::Chart("lost-tracking"),
                Evidence::Chart("compare-no-slot"),
                Evidence::Chart("compare-calls"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Çok hassas bir eşik", "A threshold set too low"),
            model: "kesici/kosum",
            set: &[("shown_mode", 0.0), ("threshold", 0.1)],
            question: Label::new(
                "Eşik {threshold} değerine iniyor ve bağımlılık hiç bozulmuyor. Kesici kaç geçerli olayı reddeder?",
                "The threshold drops to {threshold} and the dependency never breaks. How many valid events does the breaker reject?",
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
                "Sağlıklı günde kesici {healthy_openings} kez açılıyor ve {healthy_rejected} geçerli olayı geri çeviriyor. Sağlam bir bağımlılıkta da çağrıların küçük bir payı zaman aşımına uğrar; eşik bu olağan gürültünün altındaysa kesici gürültüyü arıza sanar. Eşik, bağımlılığın arızasız günkü başarısızlık payının belirgin biçimde üstünde durmalıdır.",
                "On the healthy day the breaker opens {healthy_openings} times and turns away {healthy_rejected} valid events. A sound dependency also times out on a small share of calls; a threshold below that usual noise mistakes the noise for a fault. The threshold must sit clearly above the dependency's failure share on a healthy day.",
            ),
            evidence: &[
                Evidence::Table("runs"),
                Evidence::Table("rules"),
                Evidence::Chart("pool-timeline"),
                Evidence::Chart("lost-tracking"),
                Evidence::Chart("compare-no-slot"),
                Evidence::Chart("compare-calls"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Kesik süresini uzatmak", "A longer open time"),
            model: "kesici/kosum",
            set: &[("shown_mode", 0.0)],
            question: Label::new(
                "Sağlıklı günde yanlış açılan sıkı kuralın kesik süresi uzuyor. Reddedilen geçerli olay sayısı ne olur?",
                "The tight rule that opens by mistake on the healthy day gets a longer open time. What happens to the valid events it rejects?",
            ),
            ask: Ask::Direction { fact: "tight_long_healthy_rejected", from: "tight_healthy_rejected", within: 0.05 },
            explain: Label::new(
                "Reddedilen geçerli olay {tight_healthy_rejected} yerine {tight_long_healthy_rejected}. Arızalı günde uzun kesik neredeyse hiç kazandırmaz: yavaşlamada çağrı {slow_calls_with} yerine {long_open_slow_calls}. Kazanç kesicinin açılmasından gelir; her yanlış açılmanın bedeli ise kesik süresiyle büyür.",
                "Valid events rejected: {tight_long_healthy_rejected} instead of {tight_healthy_rejected}. On the faulty day a long open time gains almost nothing: {long_open_slow_calls} calls in the slowdown instead of {slow_calls_with}. The gain comes from opening; the price of every false opening grows with the open time.",
            ),
            evidence: &[Evidence::Table("rules")],
            time: None,
        },
        Step {
            title: Label::new("Kesicinin açıldığı tur", "The round the breaker opens"),
            model: "kesici/kosum",
            set: &[("shown_mode", 2.0)],
            question: Label::new(
                "Yavaşlamada kesici {shown_open_round}. turda açılıyor; o turda durum olayları ağ geçidinin {open_event_busy} yuvasını tutuyor. Kesik süresi dolup {shown_probe_round}. turda bir yoklama geçtiğinde olayların tuttuğu yuva nasıl değişmiş olur?",
                "In the slowdown the breaker opens in round {shown_open_round}, when status events hold {open_event_busy} of the gateway's slots. When the open time is over and a probe goes through in round {shown_probe_round}, how has the number of slots they hold changed?",
            ),
            ask: Ask::Direction { fact: "probe_event_busy", from: "open_event_busy", within: 0.1 },
            explain: Label::new(
                "Tutulan yuva: {probe_event_busy}. Kesici açıkken olaylar bağımlılığa gitmeden reddedilir ve her biri yuvayı yalnız bir tur tutar; bozuk bağımlılığın uzun tuttuğu yuvalar birkaç turda boşalır. Bu arada {open_window_rejected} olay reddedildi: takip sorgularının yuvası bu bedelle geri alınır.",
                "Slots held: {probe_event_busy}. While the breaker is open, events are rejected before they reach the dependency and each holds its slot for one round only; the slots the broken dependency held for long drain within a few rounds. Meanwhile {open_window_rejected} events were rejected: that is the price of the tracking queries' slots.",
            ),
            evidence: &[Evidence::Chart("pool-timeline"), Evidence::Chart("lost-tracking"), Evidence::System],
            time: Some(StepTime { open_at: "shown_open_round", play_to: "shown_probe_round" }),
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "kesici/kosum",
            set: &[],
            question: Label::new(
                "Kursun sonucu tek bir tohumla çizilmiş varışlardan geliyor. Tohumların çoğunda da yavaşlamada kesici yuvasız kalan takip sorgusunu azaltır mı?",
                "The course's result comes from arrivals drawn with one seed. For most seeds, does the breaker still leave fewer tracking queries without a slot in the slowdown?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Sayılar tohumdan tohuma oynar. Kesici yavaş bağımlılığın yuvaları tutmasını engellediği için yön tek bir şanslı çekilişe bağlı değildir. Bir sonucu tek tohumla değil, dağılımla okumak gerekir; grafikte kursun tohumu işaretli.",
                "The numbers move from seed to seed. Since the breaker keeps the slow dependency from holding the slots, the direction does not hang on one lucky draw. A result is read from the distribution, not from one seed; the course's seed is marked on the chart.",
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
        Node {
            id: "tracking",
            label: Label::new("takip sorguları", "tracking queries"),
            x: 0.0,
            y: 0.15,
            kind: Kind::Source,
        },
        Node {
            id: "events",
            label: Label::new("durum olayları", "status events"),
            x: 0.0,
            y: 0.85,
            kind: Kind::Source,
        },
        Node { id: "gateway", label: Label::new("ağ geçidi", "gateway"), x: 0.45, y: 0.5, kind: Kind::Pool },
        Node {
            id: "tracking-service",
            label: Label::new("takip servisi", "tracking service"),
            x: 1.0,
            y: 0.15,
            kind: Kind::Service,
        },
        Node {
            id: "dependency",
            label: Label::new("olay ucu (bağımlılık)", "event endpoint (dependency)"),
            x: 1.0,
            y: 0.85,
            kind: Kind::Service,
        },
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
        Measure {
            label: Label::new(
                "kesici daha azını yuvasız bırakır (1 evet, 0 hayır)",
                "the breaker leaves fewer without a slot (1 yes, 0 no)",
            ),
            decimals: 0,
        },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new(
            "Yavaşlamada kesici yuvasız kalan takip sorgusunu azaltır",
            "In the slowdown the breaker leaves fewer tracking queries without a slot",
        ),
        measure: 2,
    }),
};
