//! Extra lab 2 (page 22): Eşzamanlı Sona Erme (synchronised expiry), from the companion article
//! on failure modes.

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

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
        system: None,
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
            ask: Ask::Number { fact: "peak", tolerance: 500.0 },
            explain: Label::new(
                "{peak} anahtarın hepsi aynı saniyede doluyor ve her biri veritabanına bir yeniden hesap olarak dönüyor. Yazının saydığı kaynaklardan biri tam budur: aynı anda doldurulan önbellek, aynı anda boşalır.",
                "All {peak} keys expire in the same second, and each comes back to the database as a recomputation. This is one of the sources the article lists: a cache filled at one moment empties at one moment.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("±%20 sapma", "±20 % jitter"),
            model: M,
            set: &[("jitter", 20.0)],
            question: Label::new(
                "Her anahtarın TTL'sine ±%20 sapma (±{jitter_s} s) ekleniyor. En yoğun saniyede kaç anahtar dolar?",
                "Each key's TTL gets ±20 % jitter (±{jitter_s} s). How many keys expire in the busiest second?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yine çoğu", "still most of them"),
                    Label::new("300 ya da daha fazla", "300 or more"),
                    Label::new("300'den az", "fewer than 300"),
                ],
                fact: "peak_bucket",
            },
            explain: Label::new(
                "En yoğun saniyede {peak} anahtar doluyor: sona ermeler {spread_seconds} saniyeye yayıldı, ortalama saniyede {mean_per_second}. Ortalamanın üstündeki zirve rastgeleliğin payıdır; 20 tohumda en yoğun saniye en az {peak_min}, ortanca {peak_median}, en çok {peak_max}. Yani sonuç bu tohumun şansı değil. Sapma tablosunda sapma büyüdükçe zirvenin düştüğünü görün.",
                "{peak} keys expire in the busiest second: the expiries now spread over {spread_seconds} seconds, {mean_per_second} a second on average. The peak above the mean is chance at work; over 20 seeds the busiest second is at least {peak_min}, {peak_median} at the median and {peak_max} at most. So the result is not this seed's luck. In the sweep table, watch the peak fall as the jitter grows.",
            ),
            evidence: &[],
            time: None,
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
                "XFetch {early_recomputations} kez hesaplıyor, en çok {early_peak} hesap aynı anda sürüyor ve {early_misses} istek ıskalıyor. Kilit de az hesaplar ({lock_recomputations}), ama değer her dolduğunda istekler onu bekler: {lock_misses} istek bekledi. XFetch'in bedeli, sona ermeden önce birkaç fazla hesaptır. 20 tohumda ıskalayan istek en çok {early_miss_max}, hesap sayısı {early_rec_min} ile {early_rec_max} arasında.",
                "XFetch computes {early_recomputations} times, with at most {early_peak} running at once, and {early_misses} requests miss. The lock computes rarely too ({lock_recomputations}), but every time the value expires the requests wait for it: {lock_misses} requests waited. XFetch's price is a few extra recomputations before the expiry. Over 20 seeds at most {early_miss_max} requests miss, and the recomputations range from {early_rec_min} to {early_rec_max}.",
            ),
            evidence: &[],
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
                "{early_misses} istek ıskalıyor (saf biçimde {naive_misses}). Eşik bin kat küçüldü: erken yenileme ancak son birkaç milisaniyede tetikleniyor (ortanca öncülük {median_lead_ms} ms), oysa hesap {delta} saniye sürüyor. Değer yenilenmeden doluyor ve sürü geri geliyor. Formül hata vermez, sessizce işe yaramaz hâle gelir; yazının uyarısı budur.",
                "{early_misses} requests miss ({naive_misses} under naive). The threshold is a thousand times too small: the early refresh fires only in the last few milliseconds (median lead {median_lead_ms} ms), while a recomputation takes {delta} s. The value expires before it is refreshed and the herd is back. The formula raises no error; it quietly stops working, which is the article's warning.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Ters birim hatası", "The reverse unit bug"),
            model: M,
            set: &[("unit_bug", 2.0)],
            question: Label::new(
                "Bu kez kalan süre saniye, hesap süresi milisaniye. Saf biçime göre yeniden hesap sayısı ne olur?",
                "This time the time left is in seconds and the recomputation time in milliseconds. How many recomputations, compared with naive?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az", "fewer"),
                    Label::new("aşağı yukarı aynı", "about the same"),
                    Label::new("çok daha fazla", "far more"),
                ],
                fact: "rec_option",
            },
            explain: Label::new(
                "{early_recomputations} yeniden hesap: isteklerin %{per_request_share} kadarı değeri yeniliyor ve aynı anda {early_peak} hesap sürüyor (saf biçimde {naive_recomputations} hesap). Eşik bin kat büyüdü, bu yüzden neredeyse her istek süre dolmak üzereymiş gibi davranıyor. Birim hatası bir yönde korumayı siler, öbür yönde yükü kendisi üretir.",
                "{early_recomputations} recomputations: about {per_request_share}% of the requests refresh the value, with {early_peak} running at once (naive: {naive_recomputations}). The threshold is a thousand times too large, so nearly every request acts as if the value were about to expire. One direction of the bug removes the protection; the other creates the load itself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Pahalı hesap, erken yenileme", "Expensive recomputation, earlier refresh"),
            model: M,
            set: &[("recompute", 10.0)],
            question: Label::new(
                "Hesap süresi Δ 2 saniyeden 10 saniyeye çıkıyor. Erken yenileme sona ermeden kaç saniye önce başlar (ortanca)?",
                "The recomputation time Δ goes from 2 s to 10 s. How many seconds before the expiry does the early refresh start (median)?",
            ),
            ask: Ask::Number { fact: "median_lead", tolerance: 15.0 },
            explain: Label::new(
                "Ortanca öncülük {median_lead} saniye. Eşik Δ ile orantılıdır: hesap ne kadar uzun sürerse yenileme o kadar erken başlar, böylece yeni değer eskisi dolmadan hazır olur. Iskalayan istek {early_misses}; hesap sayısı {early_recomputations}.",
                "The median lead is {median_lead} s. The threshold is proportional to Δ: the longer a recomputation takes, the earlier the refresh starts, so the new value is ready before the old one expires. Misses: {early_misses}; recomputations: {early_recomputations}.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
