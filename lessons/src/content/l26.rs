//! Extra lab 6 (page 26): Sabah 09.00 Sürüsü (the 09:00 herd), from the companion article on
//! failure modes.

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

const M: &str = "ek/sabah-surusu";

pub static LESSON: Lesson = Lesson {
    number: 26,
    slug: "sabah-0900-surusu",
    title: Label::new("Sabah 09.00 Sürüsü", "The 09:00 Herd"),
    intro: Label::new(include_str!("../../content/tr/26.md"), include_str!("../../content/en/26.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Kademeli açılış ve yeniden bağlanma fırtınası", "Staggered start-up and the reconnect storm"),
        controls: &[
            "placement", "pods", "step_ms", "cap_ms", "jitter_ms", "boot_ms", "probe_s", "retry", "clients", "accept", "looper",
            "per_client", "seed",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: None,
    }],
    steps: &[
        Step {
            title: Label::new("Tavanlı sıra", "A capped rank"),
            model: M,
            set: &[],
            question: Label::new(
                "{pods} pod sıra numarasına göre {step_ms} ms arayla bekliyor, bekleme {cap_s} s ile sınırlı. En kalabalık yarım saniyelik dilimde kaç pod açılır?",
                "{pods} pods wait {step_ms} ms per ordinal, capped at {cap_s} s. How many pods start in the busiest half-second slice?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("bir iki tane, düzgün yayılır", "one or two, evenly spread"),
                    Label::new("bir avuç", "a handful"),
                    Label::new("pod'ların büyük kısmı", "a large part of the pods"),
                ],
                fact: "ordinal_bucket",
            },
            explain: Label::new(
                "En kalabalık dilimde {ordinal_busiest} pod var. Tavan son pod'u {uncapped_last_s} s yerine {ordinal_last_s} s'de başlatıyor, ama tavana ulaşan her pod aynı bekleme ile kalıyor; onları yalnızca eklenen rastgele bekleme ayırıyor. Dilim grafiğinde bu yığını görün, sonra SAPMA'yı büyütün ya da TAVAN'ı yükseltin.",
                "{ordinal_busiest} pods share the busiest slice. The cap starts the last pod after {ordinal_last_s} s instead of {uncapped_last_s} s, but every pod that reaches the cap gets the same wait; only the added random wait keeps them apart. See the pile in the slice chart, then widen SAPMA or raise TAVAN.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Ad özeti: toplar ve kutular", "Name hash: balls in bins"),
            model: M,
            set: &[("pods", 20.0), ("cap_ms", 60_000.0), ("jitter_ms", 0.0), ("placement", 1.0)],
            question: Label::new(
                "Deployment'ta sıra numarası yok: {pods} pod'un sırası adlarının özetinden geliyor, tavan uzak ve rastgele bekleme yok. En kalabalık dilimde kaç pod olur?",
                "A Deployment has no ordinal: the rank of {pods} pods comes from a hash of their names, the cap is far away and there is no random wait. How many pods land in the busiest slice?",
            ),
            ask: Ask::Number { fact: "hash_busiest", tolerance: 1.0 },
            explain: Label::new(
                "Bu tohumda {hash_busiest} pod aynı dilimde; sıra numarasıyla en çok {ordinal_busiest}. {seeds} tohumda en kalabalık dilim {hash_min} ile {hash_max} arasında, ortanca {hash_median}. Yazı 20 pod'un 8'inin aynı dilime düşebileceğini söylüyor; bu model bunun olabileceğini ama sık olmadığını gösteriyor. Düzensizlik ise her tohumda var, bu yüzden özetli sürümde rastgele bekleme süs değil, gereklilik.",
                "With this seed {hash_busiest} pods share a slice; by ordinal at most {ordinal_busiest}. Over {seeds} seeds the busiest slice holds between {hash_min} and {hash_max}, {hash_median} at the median. The article says 8 of 20 pods can land in one slice; this model shows that it can happen but is not common. The unevenness, though, is there with every seed, which is why a random wait is a must, not an ornament, in the hashed version.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("startupProbe bütçesi", "The startupProbe budget"),
            model: M,
            set: &[],
            question: Label::new(
                "startupProbe bütçesi {probe_s} s, tavan kadar. Her pod beklemeden sonra açılmak için {boot_s} s daha istiyor. {pods} pod'dan kaçı öldürülür?",
                "The startupProbe budget is {probe_s} s, the same as the cap. Each pod needs {boot_s} s more to start after its wait. How many of {pods} pods are killed?",
            ),
            ask: Ask::Number { fact: "killed", tolerance: 10.0 },
            explain: Label::new(
                "{killed} pod öldürülüyor (%{killed_pct}). Yazı bütçenin 15 saniyelik beklemeyi kapsaması gerektiğini söylüyor; model bütçenin bekleme tavanı, rastgele bekleme ve açılış süresinin toplamını, yani en az {needed_probe_s} s'yi kapsaması gerektiğini gösteriyor. PROBE'u o değere getirin: öldürülen pod kalmaz.",
                "{killed} pods are killed ({killed_pct}%). The article says the budget must cover the 15 s wait; the model shows it must cover the cap, the random wait and the start-up time together, at least {needed_probe_s} s. Set PROBE to that: no pod is killed.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sabit 1 s ile jitter'lı geri çekilme", "Fixed 1 s against jittered backoff"),
            model: M,
            set: &[("retry", 1.0)],
            question: Label::new(
                "{clients} istemci ilk saniyede geliyor, sunucu saniyede {accept} kabul ediyor. Jitter'lı üstel geri çekilmede, ilk saniyeden sonraki en yoğun saniye sabit 1 s'ye göre nasıl olur?",
                "{clients} clients arrive in the first second and the server accepts {accept} a second. Under jittered exponential backoff, how does the busiest second after the first compare with a fixed 1 s retry?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("belirgin biçimde düşük", "clearly lower"),
                    Label::new("aşağı yukarı aynı", "about the same"),
                    Label::new("daha yüksek", "higher"),
                ],
                fact: "peak_option",
            },
            explain: Label::new(
                "Sabit 1 s'de {fixed_peak}, jitter'lı geri çekilmede {chosen_peak} deneme. İlk geri çekilme sıfırla sabit politikanın beklemesi arasında rastgele bir süre bekler: ilk saniyede reddedilenlerin bir kısmı o saniye bitmeden yeniden dener (ilk saniyede geri çekilmede {jittered_first_second}, sabit 1 s'de {first_second} deneme), geri kalanı hemen sonraki saniyeye düşer; bu yüzden iki politikanın ilk tepeleri birbirine yakın. Fark sonra çıkıyor: sabit 1 s kalan bütün sürüyü her saniye kapıya getiriyor (toplam {fixed_attempts} el sıkışması), geri çekilme onları yayıyor ({jittered_attempts}). Bedeli de var: herkes {fixed_done} s yerine {jittered_done} s'de bağlanıyor. El sıkışması grafiğinde dalgaları karşılaştırın.",
                "Fixed 1 s: {fixed_peak} attempts; jittered backoff: {chosen_peak}. The first backoff waits a random time between zero and the fixed policy's wait: part of those rejected in the first second try again before it is over ({jittered_first_second} attempts in the first second under backoff, {first_second} under the fixed 1 s) and the rest fall into the next second, so the two policies' first peaks are close. The difference comes later: a fixed 1 s brings the whole remaining herd to the door every second ({fixed_attempts} handshakes in all), backoff spreads them ({jittered_attempts}). It has a price: everyone is connected after {jittered_done} s instead of {fixed_done} s. Compare the waves in the handshake chart.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Jitter'lı Retry-After", "A jittered Retry-After"),
            model: M,
            set: &[("retry", 3.0)],
            question: Label::new(
                "Sunucu reddederken \"3–8 saniye sonra gel\" diyor. İlk saniyeden sonraki en yoğun saniye sabit 1 s'ye göre nasıl olur?",
                "The server rejects with \"come back in 3–8 seconds\". How does the busiest second after the first compare with a fixed 1 s retry?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("belirgin biçimde düşük", "clearly lower"),
                    Label::new("aşağı yukarı aynı", "about the same"),
                    Label::new("daha yüksek", "higher"),
                ],
                fact: "peak_option",
            },
            explain: Label::new(
                "En yoğun saniye {fixed_peak} yerine {ra38_peak} deneme ve herkes {ra38_done} s'de bağlı; {peak_seeds} tohumda bu zirve {chosen_peak_min} ile {chosen_peak_max} arasında. Sabit Retry-After 2 s ise hiçbir şeyi yaymıyor: reddedilen herkes iki saniye sonra birlikte dönüyor ve zirve yine {ra2_peak}. Yazının ilk hâlindeki hata buydu.",
                "The busiest second has {ra38_peak} attempts instead of {fixed_peak}, and everyone is connected after {ra38_done} s; over {peak_seeds} seeds this peak lies between {chosen_peak_min} and {chosen_peak_max}. A fixed Retry-After of 2 s spreads nothing: everyone rejected comes back together two seconds later, and the peak is {ra2_peak} again. That was the mistake in the article's first version.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Döngüdeki tek istemci", "One looping client"),
            model: M,
            set: &[],
            question: Label::new(
                "Tek bir istemci saniyede {looper} kez bağlanmayı deniyor ve istemci başına sınır yok. {horizon_min} dakikada kabul edilen el sıkışmalarının ne kadarını alır?",
                "One client tries to connect {looper} times a second and there is no per-client limit. What share of the handshakes accepted over {horizon_min} minutes does it take?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("%10'dan az", "under 10 %"),
                    Label::new("%10 ile %50 arası", "10 % to 50 %"),
                    Label::new("yarıdan fazla", "over half"),
                ],
                fact: "share_bucket",
            },
            explain: Label::new(
                "Sınır yokken %{share_without}. Sürü bağlandıktan sonra kapıda yalnız o kalıyor ve istediği her el sıkışması kabul ediliyor. Saniyede {per_client} sınırıyla payı %{share_with}; sürü sınırsızken {herd_done_without} s'de, sınırla {herd_done_with} s'de bağlanıyor. Modelde bütçe her dilimde deneme sayılarıyla orantılı bölünüyor; gerçek bir sunucu daha kaba ya da daha adil bölebilir.",
                "Without a limit, {share_without}%. Once the herd is connected it is alone at the door and every handshake it asks for is accepted. With a limit of {per_client} a second its share is {share_with}%; the herd is connected after {herd_done_without} s without the limit and after {herd_done_with} s with it. The model splits each tick's budget in proportion to the attempts; a real server may split it more crudely or more fairly.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
