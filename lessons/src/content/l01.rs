//! Lesson 1: Arıza Kipleri (failure modes).

use sim_core::Label;

use crate::sweep::{Measure, Sweep};

use super::{Ask, Lesson, Step, Widget, YES_NO};

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
            system: None,
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
