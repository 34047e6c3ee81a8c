//! Extra lab 2 (page 22): Eşzamanlı Sona Erme (synchronised expiry), from the companion article
//! on failure modes.

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

const M: &str = "ek/sona-erme";

pub static LESSON: Lesson = Lesson {
    number: 22,
    slug: "eszamanli-sona-erme",
    title: Label::new("Eşzamanlı Sona Erme", "Synchronised Expiry"),
    intro: Label::new(include_str!("../../content/tr/22.md"), include_str!("../../content/en/22.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("TTL sapması ve sıcak anahtarın yenilenmesi", "TTL jitter and refreshing a hot key"),
        controls: &["jitter", "keys", "ttl", "recompute", "beta", "rate", "unit_bug", "duration", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[Pair {
            label: Label::new("Birim hatası olmadan ve ile", "Without and with the unit bug"),
            a: &[("unit_bug", 0.0)],
            b: &[("unit_bug", 1.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Aynı anda yazılan, aynı anda dolar", "Written together, expiring together"),
            model: M,
            set: &[("jitter", 0.0)],
            question: Label::new(
                "{keys} anahtar soğuk açılışta aynı saniyede yazıldı, TTL'lerinde hiç sapma yok. En yoğun saniyede kaç anahtar dolar?",
                "{keys} keys were written in the same second at a cold start, with no jitter on their TTL. How many expire in the busiest second?",
            ),
            ask: Ask::Bucket { fact: "peak", edges: &[1000.0, 5000.0] },
            explain: Label::new(
                "{peak} anahtarın hepsi aynı saniyede doluyor ve her biri veritabanına bir yeniden hesap olarak dönüyor. Aynı anda doldurulan önbellek aynı anda boşalır: TTL sabitse yazılış anının eşzamanlılığı, sona eriş anına olduğu gibi taşınır.",
                "All {peak} keys expire in the same second, and each comes back to the database as a recomputation. A cache filled at one moment empties at one moment: with a fixed TTL the moment of writing is carried unchanged to the moment of expiry.",
            ),
            evidence: KEYS_EVIDENCE,
            time: None,
        },
        Step {
            title: Label::new("±%20 sapma", "±20 % jitter"),
            model: M,
            set: &[("jitter", 20.0)],
            question: Label::new(
                "Her anahtarın TTL'sine ±%{jitter_pct} sapma (±{jitter_s} s) ekleniyor. En yoğun saniyede kaç anahtar dolar?",
                "Each key's TTL gets ±{jitter_pct} % jitter (±{jitter_s} s). How many keys expire in the busiest second?",
            ),
            ask: Ask::Bucket { fact: "peak", edges: &[300.0, 5000.0] },
            explain: Label::new(
                "{peak} anahtar: sona ermeler {spread_seconds} saniyeye yayıldı, saniyede ortalama {mean_per_second}. Zirvenin ortalamanın biraz üstünde kalması rastgeleliğin payıdır; {seeds} tohumda zirve {peak_min} ile {peak_max} arasında. Sapma, yazılışın eşzamanlılığını sona erişe taşımaz.",
                "{peak} keys: the expiries now spread over {spread_seconds} seconds, {mean_per_second} a second on average. The peak sits a little above the mean by chance; over {seeds} seeds it lies between {peak_min} and {peak_max}. Jitter stops the moment of writing from becoming the moment of expiry.",
            ),
            evidence: KEYS_EVIDENCE,
            time: None,
        },
        Step {
            title: Label::new("Sıcak anahtarın ilk sona ermesi", "The hot key's first expiry"),
            model: M,
            set: &[],
            question: Label::new(
                "{first_expiry_s}. saniye: sıcak anahtar ilk kez doluyor. Saf yeniden hesapta bu saniyede {naive_at_expiry} hesap aynı anda sürüyor. Erken yenilemede (XFetch) aynı saniyede aynı anda süren hesap daha mı az, aşağı yukarı aynı mı, daha mı çok?",
                "Second {first_expiry_s}: the hot key expires for the first time. Under naive recomputation {naive_at_expiry} recomputations run at once in that second. Under early refresh (XFetch), are fewer, about as many or more running at once in the same second?",
            ),
            ask: Ask::Direction { fact: "early_at_expiry", from: "naive_at_expiry", within: 0.1 },
            explain: Label::new(
                "Erken yenilemede {early_at_expiry}. Saf biçimde değeri dolmuş bulan her istek kendi hesabını başlatır; hesap sürdükçe gelenler de. Erken yenileme değeri dolmadan, tek bir istekle tazelemiş olur; sona erme anı gelince önbellek zaten tazedir ve kaynağa sürü gitmez.",
                "{early_at_expiry} under early refresh. Naively every request that finds the value expired starts its own recomputation, and so does each one arriving while it runs. Early refresh has renewed the value before it expired, through a single request; when the expiry comes the cache is already fresh and no herd reaches the source.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("concurrent")],
            time: Some(StepTime { open_at: "first_expiry_s", play_to: "herd_done_s" }),
        },
        Step {
            title: Label::new("Sıcak anahtar: saf, kilit, erken", "The hot key: naive, lock, early"),
            model: M,
            set: &[],
            question: Label::new(
                "Saf yeniden hesap bir saatte {naive_recomputations} kez hesaplıyor ve her sona ermede {naive_peak} hesap aynı anda sürüyor. Erken yenileme (XFetch) kaç kez hesaplar?",
                "Naive recomputation computes {naive_recomputations} times in the hour, with {naive_peak} recomputations running at once at each expiry. How many times does early refresh (XFetch) compute?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("saf biçime yakın", "close to naive"),
                    Label::new("birkaç düzine, kilide yakın", "a few dozen, close to the lock"),
                    Label::new("hiç", "never"),
                ],
                fact: "early_bucket",
            },
            explain: Label::new(
                "XFetch {early_recomputations} kez hesaplıyor ve {early_misses} istek ıskalıyor. Kilit daha da az hesaplar ({lock_recomputations}), ama değer her dolduğunda istekler onu bekler: {lock_misses} istek bekledi. Erken yenileme değeri sona ermeden, tek tük bir istekle tazeler; bedeli birkaç fazla hesaptır, kazancı kimsenin beklememesidir.",
                "XFetch computes {early_recomputations} times and {early_misses} requests miss. The lock computes even less ({lock_recomputations}), but each time the value expires the requests wait for it: {lock_misses} requests waited. Early refresh renews the value before it expires, through a single request here and there; its price is a few extra recomputations, its gain that nobody waits.",
            ),
            evidence: HOT_EVIDENCE,
            time: None,
        },
        Step {
            title: Label::new("Birim hatası: kalan ms, Δ saniye", "Unit bug: time left in ms, Δ in s"),
            model: M,
            set: &[("unit_bug", 1.0)],
            question: Label::new(
                "Kalan süre milisaniye, hesap süresi saniye olarak karşılaştırılıyor. XFetch'te kaç istek ıskalar?",
                "The time left is compared in milliseconds with a recomputation time in seconds. How many requests miss under XFetch?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yine neredeyse hiç", "still almost none"),
                    Label::new("saf biçim kadar", "about as many as naive"),
                ],
                fact: "miss_option",
            },
            explain: Label::new(
                "{early_misses} istek ıskalıyor (saf biçimde {naive_misses}). Eşik bin kat küçüldü: erken yenileme ancak son milisaniyelerde tetiklenir, oysa hesap {delta} saniye sürer. Değer yenilenmeden dolar ve sürü geri gelir. Formül hata vermez, sessizce işe yaramaz hâle gelir; birimi testte sınayın.",
                "{early_misses} requests miss ({naive_misses} under naive). The threshold is a thousand times too small: the early refresh fires only in the last milliseconds, while a recomputation takes {delta} s. The value expires before it is renewed and the herd is back. The formula raises no error; it quietly stops working, so test the unit.",
            ),
            evidence: HOT_EVIDENCE,
            time: None,
        },
        Step {
            title: Label::new("Ters birim hatası", "The reverse unit bug"),
            model: M,
            set: &[("unit_bug", 2.0)],
            question: Label::new(
                "Bu kez kalan süre saniye, hesap süresi milisaniye. Hangisi daha çok yeniden hesap yapar?",
                "This time the time left is in seconds and the recomputation time in milliseconds. Which recomputes more?",
            ),
            ask: Ask::Compare {
                a: (Label::new("hatalı XFetch", "XFetch with the bug"), "early_recomputations"),
                b: (Label::new("saf biçim", "naive"), "naive_recomputations"),
                within: 0.2,
            },
            explain: Label::new(
                "Hatalı XFetch {early_recomputations}, saf biçim {naive_recomputations} kez hesaplıyor; isteklerin %{per_request_share:si} değeri yeniliyor. Eşik bin kat büyüdü, bu yüzden neredeyse her istek değer dolmak üzereymiş gibi davranır. Birim hatası bir yönde korumayı siler, öbür yönde yükü kendisi üretir.",
                "XFetch with the bug computes {early_recomputations} times, naive {naive_recomputations}; {per_request_share}% of the requests renew the value. The threshold is a thousand times too large, so nearly every request acts as if the value were about to expire. One direction of the bug removes the protection; the other creates the load itself.",
            ),
            evidence: HOT_EVIDENCE,
            time: None,
        },
        Step {
            title: Label::new("Pahalı hesap, erken yenileme", "Expensive recomputation, earlier refresh"),
            model: M,
            set: &[("recompute", 10.0)],
            question: Label::new(
                "Hesap süresi Δ artık {delta} saniye. Erken yenileme, sona ermeden ortanca kaç saniye önce başlar? Sayı doğrusunda bir aralık seçin.",
                "The recomputation time Δ is now {delta} s. How many seconds before the expiry does the early refresh start (median)? Place a band on the number line.",
            ),
            ask: Ask::Range { fact: "median_lead", min: 0.0, max: 200.0, width: 40.0 },
            explain: Label::new(
                "Ortanca öncülük {median_lead} saniye. Eşik Δ ile orantılıdır: hesap ne kadar uzun sürerse yenileme o kadar erken başlar ve yeni değer eskisi dolmadan hazır olur. Iskalayan istek {early_misses}, hesap sayısı {early_recomputations}.",
                "The median lead is {median_lead} s. The threshold is proportional to Δ: the longer a recomputation takes, the earlier the refresh starts, so the new value is ready before the old one expires. Misses: {early_misses}; recomputations: {early_recomputations}.",
            ),
            evidence: &[Evidence::Chart("leads")],
            time: None,
        },
    ],
};

/// What shows the many keys' expiries: the jitter sweep, the seed spread and both charts.
const KEYS_EVIDENCE: &[Evidence] =
    &[Evidence::Table("sweep"), Evidence::Table("ensemble"), Evidence::Chart("expiries"), Evidence::Chart("sweep")];

/// What shows the hot key's runs: its table, the seed spread, the concurrency and lead charts.
const HOT_EVIDENCE: &[Evidence] =
    &[Evidence::Table("hot"), Evidence::Table("ensemble"), Evidence::Chart("concurrent"), Evidence::Chart("leads")];

/// The article's hot key: the requests, the cache holding it, and the source each
/// recomputation goes to.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "requests", label: Label::new("istekler", "requests"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node {
            id: "cache",
            label: Label::new("önbellek (sıcak anahtar)", "cache (hot key)"),
            x: 0.5,
            y: 0.5,
            kind: Kind::Store,
        },
        Node {
            id: "origin",
            label: Label::new("kaynak (yeniden hesap)", "source (recomputation)"),
            x: 1.0,
            y: 0.5,
            kind: Kind::Service,
        },
    ],
    links: &[
        Link { from: "requests", to: "cache", pattern: None },
        Link { from: "cache", to: "origin", pattern: None },
    ],
    aspect: 0.4,
};
