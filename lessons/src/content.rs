//! Lesson content as data: the course map, and for each built lesson its intro, its widgets
//! (a model with the controls the lesson is about) and its guided steps.
//!
//! Numbers in step texts are never typed in: `{name}` placeholders are filled from the facts of
//! the step's model, computed live (see [`fill`]).

use sim_core::{Label, Lang};

use crate::view::{fmt_num, View};

/// A model on a lesson page with the controls the lesson is about (stable keys).
pub struct Widget {
    pub model: &'static str,
    pub title: Label,
    pub controls: &'static [&'static str],
}

/// How a step asks for a prediction. The right answer is always a live fact.
pub enum Ask {
    /// Pick one option; the fact's value is the index of the right one.
    Choice { options: &'static [Label], fact: &'static str },
    /// Give a number; right within `tolerance` of the fact.
    Number { fact: &'static str, tolerance: f64 },
}

/// A guided step: set parameters, ask, reveal, explain with live numbers.
pub struct Step {
    pub title: Label,
    /// The model the step drives (its widget on the page).
    pub model: &'static str,
    /// Values set on entering the step (by key); everything else returns to the course's value.
    pub set: &'static [(&'static str, f64)],
    pub question: Label,
    pub ask: Ask,
    pub explain: Label,
}

pub struct Lesson {
    pub number: u8,
    pub slug: &'static str,
    pub title: Label,
    pub intro: Label,
    pub widgets: &'static [Widget],
    pub steps: &'static [Step],
}

pub struct Section {
    pub title: Label,
    /// (number, title) of every lesson in the section.
    pub lessons: &'static [(u8, Label)],
}

/// The course's 20 lessons in its three sections.
pub static COURSE: [Section; 3] = [
    Section {
        title: Label::new("Arıza Yalıtımı", "Fault Isolation"),
        lessons: &[
            (1, Label::new("Arıza Kipleri", "Failure Modes")),
            (2, Label::new("Devre Kesici", "Circuit Breaker")),
            (3, Label::new("Bölme Kalıbı", "Bulkhead")),
            (4, Label::new("Yeniden Deneme ve Fırtına Riski", "Retries and the Storm Risk")),
            (5, Label::new("Zaman Aşımı Bütçeleri", "Timeout Budgets")),
            (6, Label::new("Geri Basınç", "Backpressure")),
            (7, Label::new("Kısıtlama ve Yük Boşaltma", "Throttling and Load Shedding")),
            (8, Label::new("Zarif Bozulma", "Graceful Degradation")),
        ],
    },
    Section {
        title: Label::new("Kurtarma ve Süreklilik", "Recovery and Continuity"),
        lessons: &[
            (9, Label::new("Devralma Tasarımı", "Failover Design")),
            (10, Label::new("Sağlık Ucu İzleme", "Health Endpoint Monitoring")),
            (11, Label::new("Kurtarma Hedefleri", "Recovery Objectives")),
            (12, Label::new("Yedeklilik Bölgeleri", "Redundancy Zones")),
            (13, Label::new("Dağıtım Damgaları ve Coğrafi Kopyalar", "Deployment Stamps and Geo-Replicas")),
            (14, Label::new("Felaket Kurtarma Tatbikatı", "Disaster Recovery Drills")),
        ],
    },
    Section {
        title: Label::new("Dağıtık Doğruluk", "Distributed Correctness"),
        lessons: &[
            (15, Label::new("Etkisiz İşlemler", "Idempotent Operations")),
            (16, Label::new("Telafi Edici İşlemler", "Compensating Transactions")),
            (17, Label::new("Talep Fişi Kalıbı", "Claim Check")),
            (18, Label::new("Vale Anahtarı Kalıbı", "Valet Key")),
            (19, Label::new("Dış Yapılandırma Deposu", "External Configuration Store")),
            (20, Label::new("Boğucu İncir Geçişi", "Strangler Fig Migration")),
        ],
    },
];

const YES_NO: &[Label] = &[Label::new("Evet", "Yes"), Label::new("Hayır", "No")];

/// Lessons built so far.
pub static LESSONS: [Lesson; 2] = [
    Lesson {
        number: 1,
        slug: "ariza-kipleri",
        title: Label::new("Arıza Kipleri", "Failure Modes"),
        intro: Label::new(include_str!("../content/tr/01.md"), include_str!("../content/en/01.md")),
        widgets: &[
            Widget {
                model: "kipler/bulasma",
                title: Label::new("Bulaşma kapsamı", "Blast radius"),
                controls: &["shown_component", "shown_mode", "slots", "timeout", "rounds_per_second"],
            },
            Widget {
                model: "kipler/gorunum",
                title: Label::new("Çağıranın gördüğü imza", "The caller's signature"),
                controls: &["rare_timeouts", "timeout", "shards", "shards_down", "calls", "seed"],
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
            },
        ],
    },
    Lesson {
        number: 2,
        slug: "devre-kesici",
        title: Label::new("Devre Kesici", "Circuit Breaker"),
        intro: Label::new(include_str!("../content/tr/02.md"), include_str!("../content/en/02.md")),
        widgets: &[Widget {
            model: "kesici/kosum",
            title: Label::new("Kesicisiz ve kesicili aynı senaryo", "The same scenario without and with a breaker"),
            controls: &["shown_mode", "threshold", "window", "open_for", "slots", "fault_at", "yavaslama_fail_hold", "seed"],
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
            },
        ],
    },
];

pub fn lesson(number: u8) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.number == number)
}

/// Fills `{name}` placeholders with the view's facts in the page's language. A name that is not
/// a fact stays as written (the registry test makes sure there is none).
pub fn fill(template: &str, view: &View, lang: Lang) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                let name = &after[..end];
                match view.fact(name) {
                    Some(f) => out.push_str(&fmt_num(f.value, f.decimals, lang)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder names a template uses.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else { break };
        names.push(&after[..end]);
        rest = &after[end + 1..];
    }
    names
}
