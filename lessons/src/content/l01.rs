//! Lesson 1: Arıza Kipleri (failure modes).

use sim_core::Label;

use crate::sweep::{Measure, Sweep};

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget, YES_NO};

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
        },
        Widget {
            model: "kipler/gorunum",
            title: Label::new("Çağıranın gördüğü imza", "The caller's signature"),
            controls: &["rare_timeouts", "timeout", "shards", "shards_down", "calls", "seed"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Aynı bileşen, iki kip", "One component, two modes"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Taşıyıcı doğrulaması önce durursa, sonra yavaşlarsa: hangisi saniyede daha çok isteği etkiler?",
                "Carrier validation stops, then instead slows down: which hits more requests per second?",
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
                "Durmada {carrier_stop_rate} istek/s etkileniyor, yavaşlamada {carrier_slow_rate} istek/s ve {carrier_slow_hit} bileşen: {slow_over_stop} kat. Duran bağımlılık hızlı hata verir ve yuvayı bırakır; ağ geçidinin doluluğu {gateway_healthy} değerinden {gateway_stop} değerine iner. Yavaşlayan bağımlılık yuvayı zaman aşımına kadar tutar, tutuş ağaçta yukarı taşınır ve geçit {gateway_slow} doluluğa çıkar: takip sorgusu bozuk bileşene hiç dokunmadığı hâlde düşer.",
                "A stop hits {carrier_stop_rate} req/s; a slowdown hits {carrier_slow_rate} req/s and {carrier_slow_hit} components: {slow_over_stop} times as many. A stopped dependency fails fast and frees the slot, so the gateway's occupancy falls from {gateway_healthy} to {gateway_stop}. A slow one holds the slot until the timeout, the hold climbs the tree and the gateway reaches {gateway_slow}: tracking queries fail although they never touch the broken component.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Havuz ne kadar büyük olmalı?", "How big must the pool be?"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Taşıyıcı doğrulaması yavaşlarken ağ geçidinin doymaması için en az kaç yuva (YUVA) gerekir?",
                "With carrier validation slow, how many slots (YUVA) does the gateway need at least to stay unsaturated?",
            ),
            ask: Ask::Number { fact: "gateway_slow_min_slots", tolerance: 2.0 },
            explain: Label::new(
                "Yavaşlamada geçit ortalama {gateway_slow} × YUVA yuva tutuyor; doymamak için en az {gateway_slow_min_slots} yuva gerekir. YUVA kaydırıcısını bu değere getirin: bulaşan bileşen sayısı ve etkilenen hız durmadaki değere iner. Eşik keskindir: bir yuva eksik, geçit yine doyar.",
                "Under the slowdown the gateway holds {gateway_slow} × YUVA slots on average, so it needs at least {gateway_slow_min_slots} slots to stay below saturation. Move the YUVA slider there: the components hit and the affected rate fall to the stop's values. The edge is sharp: one slot fewer and the gateway saturates again.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Zaman aşımını kısaltmak", "A shorter timeout"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0), ("timeout", 10.0)],
            question: Label::new(
                "YUVA 32'de kalıyor, zaman aşımı (ZT) 20 turdan 10 tura iniyor. Yavaşlamada ağ geçidi yine doyar mı?",
                "YUVA stays at 32 and the timeout (ZT) drops from 20 to 10 rounds. Does the gateway still saturate under the slowdown?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "gateway_slow_not_saturated" },
            explain: Label::new(
                "ZT {timeout} turda geçidin doluluğu {gateway_slow}. Bulaşma kapsamı arızanın kendisinden değil, havuz boyutu ile tutuş süresinin çarpımından çıkar: aynı arıza, daha kısa bir zaman aşımıyla komşu akışlara taşmaz. ZT'yi 40'a çıkarıp grafikte hangi bileşenlerin kırmızıya döndüğüne bakın.",
                "With ZT at {timeout} rounds the gateway's occupancy is {gateway_slow}. The blast radius comes from the pool size times the hold time, not from the fault: the same fault with a shorter timeout does not spill into neighbouring flows. Raise ZT to 40 and see which components turn red in the graph.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bayat içerik sağlıklı mı görünür?", "Does stale content look healthy?"),
            model: "kipler/gorunum",
            set: &[("rare_timeouts", 0.05)],
            question: Label::new(
                "Arızasız günde zaman aşımı payı (SEYREK) 0,025'ten 0,05'e çıkıyor. Bayat içerik sınıf paylarına göre hâlâ sağlıklıdan ayırt edilemez mi?",
                "The healthy day's timeout share (SEYREK) rises from 0.025 to 0.05. Is stale content still indistinguishable from healthy by class shares?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "healthy_stale_option" },
            explain: Label::new(
                "Sağlıklı kipin zaman aşımı payı şimdi {healthy_timeouts}; bayat içerikte bu pay sıfır ve fark 0,02 toleransını aşıyor. Ünlü benzerlik arka plandaki gürültüye ve tohuma bağlıdır; tohumu değiştirip deneyin. Tazelik sütunu ise her durumda ayırır: bayat yanıtlarda taze içerik payı 0'dır. Bunun bedeli yanıt başına bir tazelik damgasıdır: saniyede {stamp_bytes_per_second} bayt.",
                "The healthy mode's timeout share is now {healthy_timeouts}; stale content has none, and the gap exceeds the 0.02 tolerance. The famous look-alike depends on the background noise and on the seed: try another seed. The fresh-content column separates them every time: stale answers are 0 fresh. Its price is a freshness stamp on every answer: {stamp_bytes_per_second} bytes per second.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Tutuş ağaçta tırmanıyor", "The hold climbs the tree"),
            model: "kipler/bulasma",
            set: &[("shown_component", 4.0), ("shown_mode", 1.0)],
            question: Label::new(
                "Taşıyıcı doğrulaması {fault_round}. turda yavaşlıyor; zaman aşımı {timeout} tur. Ağ geçidinin bütün yuvaları kaçıncı turda dolar?",
                "Carrier validation slows down in round {fault_round}; the timeout is {timeout} rounds. In which round are all of the gateway's slots taken?",
            ),
            ask: Ask::Number { fact: "gateway_full_round", tolerance: 3.0 },
            explain: Label::new(
                "{gateway_full_round}. turda. Yavaşlamadan sonra gelen her durum olayı olay ucunda ve ağ geçidinde yuvasını zaman aşımına kadar tutar; önceden gelenler eski sürelerinde çıkar. Geçitteki tutuş böylece tur tur büyür ve havuz dolunca takip sorguları da yer bulamaz. Yan yana duran sahnede aynı bileşen durur: hızlı hata yuvayı bırakır ve geçidin doluluğu iner.",
                "In round {gateway_full_round}. Every status event that arrives after the slowdown holds its slots at the event endpoint and the gateway until the timeout, while those that came before leave at their old times. The hold at the gateway grows round by round, and once the pool is full the tracking queries find no slot either. In the scene beside it the same component stops: a fast failure frees the slot and the gateway's occupancy falls.",
            ),
            evidence: &[Evidence::Chart("spread")],
            time: Some(StepTime { open_at: "fault_round", play_to: "gateway_full_round" }),
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

/// The course's eight components: entry points on the left (the gateway, the end-of-day job,
/// the log consumer), the services in the middle, the stores on the right. Ids are the course's
/// component names.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "ag-gecidi", label: Label::new("ağ geçidi", "gateway"), x: 0.0, y: 0.22, kind: Kind::Pool },
        Node { id: "gun-sonu-isi", label: Label::new("gün sonu işi", "end-of-day job"), x: 0.0, y: 0.68, kind: Kind::Service },
        Node { id: "kutuk-tuketicisi", label: Label::new("kütük tüketicisi", "log consumer"), x: 0.0, y: 1.0, kind: Kind::Service },
        Node { id: "takip-servisi", label: Label::new("takip servisi", "tracking service"), x: 0.5, y: 0.0, kind: Kind::Service },
        Node { id: "olay-ucu", label: Label::new("olay ucu", "event endpoint"), x: 0.5, y: 0.42, kind: Kind::Service },
        Node { id: "izdusum-deposu", label: Label::new("izdüşüm deposu", "projection store"), x: 1.0, y: 0.0, kind: Kind::Store },
        Node {
            id: "tasiyici-dogrulama",
            label: Label::new("taşıyıcı doğrulama", "carrier validation"),
            x: 1.0,
            y: 0.36,
            kind: Kind::Service,
        },
        Node { id: "durum-deposu", label: Label::new("durum deposu", "status store"), x: 1.0, y: 0.78, kind: Kind::Store },
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
