//! Lesson 1: Arıza Kipleri (failure modes).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure, Sweep};

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

pub static LESSON: Lesson = Lesson {
    number: 1,
    slug: "ariza-kipleri",
    title: Label::new("Arıza Kipleri", "Failure Modes"),
    intro: Label::new(include_str!("../../content/tr/01.md"), include_str!("../../content/en/01.md")),
    widgets: &[
        Widget {
            model: "kipler/bulasma",
            title: Label::new("Bulaşma kapsamı", "Blast radius"),
            controls: &["shown_component", "shown_mode", "slots", "timeout", "rounds_per_second"],
            explorer: Some(&EXPLORER),
            advanced: &[],
            ensemble: None,
            system: Some(&SYSTEM),
            pairs: &[Pair {
                label: Label::new("Durma ile yavaşlama", "A stop against a slowdown"),
                a: &[("shown_mode", 0.0)],
                b: &[("shown_mode", 1.0)],
            }],
        },
        Widget {
            model: "kipler/gorunum",
            title: Label::new("Çağıranın gördüğü imza", "The caller's signature"),
            controls: &["rare_timeouts", "timeout", "shards", "shards_down", "calls", "seed"],
            explorer: None,
            advanced: &[],
            ensemble: Some(&ENSEMBLE),
            system: None,
            pairs: &[Pair {
                label: Label::new("Sağlıklı gün ile bir parçası düşük gün", "A healthy day against one shard down"),
                a: &[("shards_down", 0.0)],
                b: &[("shards_down", 1.0)],
            }],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Aynı bileşen, iki kip", "One component, two modes"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Taşıyıcı doğrulaması ya durur ya yavaşlar. Saniyede hangisi daha çok isteği etkiler?",
                "Carrier validation either stops or slows down. Which hits more requests per second?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("durma", "the stop"),
                    Label::new("yavaşlama", "the slowdown"),
                    Label::new("ikisi aynı", "both the same"),
                ],
                fact: "which_worse",
            },
            explain: Label::new(
                "Durma {carrier_stop_rate}, yavaşlama {carrier_slow_rate} istek/s etkiliyor: {slow_over_stop} kat. Duran bağımlılık hızlı hata verip yuvayı bırakır; yavaşlayan onu zaman aşımına kadar tutar. Tutuş çağrı ağacında yukarı taşınır, ağ geçidi {gateway_slow} doluluğa çıkar ve takip sorguları bozuk bileşene hiç dokunmadan düşer.",
                "The stop hits {carrier_stop_rate} req/s, the slowdown {carrier_slow_rate}: {slow_over_stop} times as many. A stopped dependency fails fast and frees the slot; a slow one holds it until the timeout. The hold climbs the call tree, the gateway reaches {gateway_slow} occupancy, and tracking queries fail without ever touching the broken component.",
            ),
            evidence: &[
                Evidence::Table("blast"),
                Evidence::Chart("spread"),
                Evidence::Chart("occupancy"),
                Evidence::Chart("affected"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Havuz ne kadar büyük olmalı?", "How big must the pool be?"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Ağ geçidinde {slots} yuva var ve taşıyıcı doğrulaması yavaşlıyor. Geçidin doymaması için en az kaç yuva (YUVA) gerekir?",
                "The gateway has {slots} slots and carrier validation slows down. How many slots (YUVA) does the gateway need at least to stay unsaturated?",
            ),
            ask: Ask::Bucket { fact: "gateway_slow_min_slots", edges: &[33.0, 48.0] },
            explain: Label::new(
                "En az {gateway_slow_min_slots} yuva: yavaşlamada geçit ortalama {gateway_slow_held} yuva tutuyor. Havuz bu tutuştan büyük olunca taşma durur ve arıza bozuk bileşenin akışında kalır. Eşik keskindir; YUVA'yı bir yuva eksiğine getirin, geçit yine doyar.",
                "At least {gateway_slow_min_slots} slots: in the slowdown the gateway holds {gateway_slow_held} slots on average. Once the pool is bigger than that hold, the overflow stops and the fault stays in the broken component's flow. The edge is sharp: set YUVA one slot lower and the gateway saturates again.",
            ),
            evidence: &[
                Evidence::Table("blast"),
                Evidence::Chart("spread"),
                Evidence::Chart("occupancy"),
                Evidence::Chart("affected"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Zaman aşımını kısaltmak", "A shorter timeout"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0), ("timeout", 10.0)],
            question: Label::new(
                "Havuz {slots} yuvada kalıyor, zaman aşımı (ZT) {timeout} tura iniyor. Yavaşlamada ağ geçidi yine doyar mı?",
                "The pool stays at {slots} slots and the timeout (ZT) drops to {timeout} rounds. Does the gateway still saturate in the slowdown?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "gateway_slow_not_saturated" },
            explain: Label::new(
                "ZT {timeout} turda geçidin doluluğu {gateway_slow}. Bulaşma kapsamını arızanın kendisi değil, havuzun boyutu ile bir çağrının yuvayı tuttuğu süre birlikte belirler: yavaş çağrı yuvayı daha kısa tutunca aynı arıza komşu akışlara taşmaz.",
                "With ZT at {timeout} rounds the gateway's occupancy is {gateway_slow}. The blast radius is set not by the fault itself but by the pool's size together with how long a call holds its slot: when the slow call holds it for less time, the same fault does not spill into the neighbouring flows.",
            ),
            evidence: &[
                Evidence::Table("blast"),
                Evidence::Chart("spread"),
                Evidence::Chart("occupancy"),
                Evidence::Chart("affected"),
                Evidence::System,
            ],
            time: None,
        },
        Step {
            title: Label::new("Bayat içerik sağlıklı mı görünür?", "Does stale content look healthy?"),
            model: "kipler/gorunum",
            set: &[("rare_timeouts", 0.05)],
            question: Label::new(
                "Arızasız günde zaman aşımı payı (SEYREK) {rare_timeouts} oluyor. Sınıf payları (yanıt, hata, zaman aşımı) bayat içeriği sağlıklıdan hâlâ ayıramaz mı?",
                "The healthy day's timeout share (SEYREK) becomes {rare_timeouts}. Do the class shares (answer, error, timeout) still fail to tell stale content from healthy?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "healthy_stale_option" },
            explain: Label::new(
                "Sağlıklı kipte zaman aşımı payı {healthy_timeouts}, bayat içerikte sıfır; fark toleransı aşınca sınıf payları ikisini ayırır. Ayrımı her durumda yapan tazelik sütunudur: bayat yanıtların taze payı {stale_fresh}. Bedeli her yanıta eklenen bir tazelik damgasıdır: saniyede {stamp_bytes_per_second} bayt.",
                "The healthy mode's timeout share is {healthy_timeouts}, stale content's zero; once the gap exceeds the tolerance, the class shares tell them apart. The freshness column separates them every time: stale answers are {stale_fresh} fresh. Its price is a freshness stamp on every answer: {stamp_bytes_per_second} bytes per second.",
            ),
            evidence: &[Evidence::Table("signature"), Evidence::Table("look-alikes"), Evidence::Chart("signature-shares")],
            time: None,
        },
        Step {
            title: Label::new("Tutuş ağaçta tırmanıyor", "The hold climbs the tree"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Taşıyıcı doğrulaması {fault_round}. turda yavaşlıyor; zaman aşımı {timeout} tur. Ağ geçidinin bütün yuvaları hangi turda dolar?",
                "Carrier validation slows down in round {fault_round}; the timeout is {timeout} rounds. In which round are all of the gateway's slots taken?",
            ),
            ask: Ask::Range { fact: "gateway_full_round", min: 0.0, max: 100.0, width: 10.0 },
            explain: Label::new(
                "{gateway_full_round}. turda. Yavaşlamadan sonra gelen her durum olayı yuvasını zaman aşımına kadar tutar; önceden gelenler eski sürelerinde çıkar. Geçitteki tutuş böylece tur tur büyür; havuz dolunca takip sorguları da yer bulamaz. Yan sahnede aynı bileşen durur: hızlı hata yuvayı bırakır.",
                "Round {gateway_full_round}. Every status event that arrives after the slowdown holds its slot until the timeout, while earlier ones leave at their old times. So the hold at the gateway grows round by round; once the pool is full, tracking queries find no slot either. In the scene beside it the component stops instead: a fast failure frees the slot.",
            ),
            evidence: &[Evidence::Chart("spread"), Evidence::System],
            time: Some(StepTime { open_at: "fault_round", play_to: "gateway_full_round" }),
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "kipler/gorunum",
            set: &[],
            question: Label::new(
                "Kursun tohumunda bayat içerik sınıf paylarıyla sağlıklı gibi görünüyor. Tohumların çoğunda da böyle mi?",
                "At the course's seed, stale content looks healthy by class shares. Does it for most seeds too?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Benzerlik, sağlıklı kipin zaman aşımı payı toleransın altında kaldığında çıkar; beklenen pay ise toleranstan büyüktür. Az zaman aşımı çeken tohumlar benzerliği gösterir, çoğu göstermez. Tek tohumun sonucu bir ölçümdür, yasa değil: tazelik damgası ise her tohumda ayırır.",
                "The look-alike appears when the healthy mode's timeout share stays under the tolerance, while the expected share is above it. Seeds that draw few timeouts show it, most do not. One seed's result is a measurement, not a law; the freshness stamp separates the two for every seed.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
    ],
};

static EXPLORER: Sweep = Sweep {
    title: Label::new("Havuz × zaman aşımı", "Pool × timeout"),
    hint: Label::new(
        "Her hücre, seçili arıza için modeli bir kez çalıştırır: büyük havuz ve kısa zaman aşımı doymayı nerede durduruyor?",
        "Each cell runs the model once for the selected fault: where do a bigger pool and a shorter timeout stop the saturation?",
    ),
    x: "slots",
    y: "timeout",
    measures: &[
        Measure { label: Label::new("Doyan bileşen", "Saturated components"), decimals: 0 },
        Measure { label: Label::new("Etkilenen istek/s (bulaşma kapsamı)", "Affected requests/s (blast radius)"), decimals: 0 },
    ],
};

static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Bayat içerik sağlıklı gibi görünür mü?", "Does stale content look healthy?"),
    hint: Label::new(
        "Her tohum başka çağrı sonuçları çizer; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other call outcomes; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure {
            label: Label::new("sağlıklı kipte zaman aşımı payı", "timeout share of the healthy mode"),
            decimals: 3,
        },
        Measure {
            label: Label::new(
                "sınıf payları bayatı sağlıklıdan ayıramaz (1 evet, 0 hayır)",
                "class shares cannot tell stale from healthy (1 yes, 0 no)",
            ),
            decimals: 0,
        },
    ],
    seeds: 200,
    claim: Some(Claim {
        label: Label::new(
            "Bayat içerik sınıf paylarıyla sağlıklı gibi görünür",
            "Stale content looks healthy by class shares",
        ),
        measure: 1,
    }),
};

/// The course's eight components: entry points on the left (the gateway, the end-of-day job,
/// the log consumer), the services in the middle, the stores on the right. Ids are the course's
/// component names.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "ag-gecidi", label: Label::new("ağ geçidi", "gateway"), x: 0.0, y: 0.22, kind: Kind::Pool },
        Node {
            id: "gun-sonu-isi",
            label: Label::new("gün sonu işi", "end-of-day job"),
            x: 0.0,
            y: 0.68,
            kind: Kind::Service,
        },
        Node {
            id: "kutuk-tuketicisi",
            label: Label::new("kütük tüketicisi", "log consumer"),
            x: 0.0,
            y: 1.0,
            kind: Kind::Service,
        },
        Node {
            id: "takip-servisi",
            label: Label::new("takip servisi", "tracking service"),
            x: 0.5,
            y: 0.0,
            kind: Kind::Service,
        },
        Node { id: "olay-ucu", label: Label::new("olay ucu", "event endpoint"), x: 0.5, y: 0.42, kind: Kind::Service },
        Node {
            id: "izdusum-deposu",
            label: Label::new("izdüşüm deposu", "projection store"),
            x: 1.0,
            y: 0.0,
            kind: Kind::Store,
        },
        Node {
            id: "tasiyici-dogrulama",
            label: Label::new("taşıyıcı doğrulama", "carrier validation"),
            x: 1.0,
            y: 0.36,
            kind: Kind::Service,
        },
        Node {
            id: "durum-deposu",
            label: Label::new("durum deposu", "status store"),
            x: 1.0,
            y: 0.78,
            kind: Kind::Store,
        },
    ],
    links: &[
        Link { from: "ag-gecidi", to: "takip-servisi", pattern: None },
        Link { from: "takip-servisi", to: "izdusum-deposu", pattern: None },
        Link { from: "ag-gecidi", to: "olay-ucu", pattern: None },
        Link { from: "olay-ucu", to: "tasiyici-dogrulama", pattern: None },
        Link { from: "olay-ucu", to: "durum-deposu", pattern: None },
        Link { from: "gun-sonu-isi", to: "durum-deposu", pattern: None },
        Link { from: "kutuk-tuketicisi", to: "durum-deposu", pattern: None },
        Link { from: "kutuk-tuketicisi", to: "izdusum-deposu", pattern: None },
    ],
    aspect: 0.95,
};
