//! Extra lab 6 (page 26): Sabah 09.00 Sürüsü (the 09:00 herd), from the companion article on
//! failure modes.

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Sabit 1 s ile sarsıntılı üstel yeniden deneme", "A fixed 1 s retry against jittered exponential backoff"),
                a: &[("retry", 0.0)],
                b: &[("retry", 1.0)],
            },
        ],
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
                    Label::new("podların büyük kısmı", "a large part of the pods"),
                ],
                fact: "ordinal_bucket",
            },
            explain: Label::new(
                "En kalabalık dilimde {ordinal_busiest} pod var. Tavan son podu {uncapped_last_s} s yerine {ordinal_last_s} s'de başlatıyor, ama tavana ulaşan her pod aynı bekleme ile kalıyor: tavan sırayı keser ve sürüyü yeniden toplar. Onları yalnız eklenen rastgele bekleme ayırır.",
                "{ordinal_busiest} pods share the busiest slice. The cap starts the last pod after {ordinal_last_s} s instead of {uncapped_last_s} s, but every pod that reaches the cap gets the same wait: the cap cuts the rank off and gathers the herd again. Only the added random wait keeps them apart.",
            ),
            evidence: STAGGER,
            time: None,
        },
        Step {
            title: Label::new("Ad özeti: toplar ve kutular", "Name hash: balls in bins"),
            model: M,
            set: &[("pods", 20.0), ("cap_ms", 60_000.0), ("jitter_ms", 0.0), ("placement", 1.0)],
            question: Label::new(
                "Deployment'ta sıra numarası yok: {pods} podun sırası adlarının özetinden geliyor, tavan uzak ve rastgele bekleme yok. En kalabalık dilimde kaç pod olur?",
                "A Deployment has no ordinal: the rank of {pods} pods comes from a hash of their names, the cap is far away and there is no random wait. How many pods land in the busiest slice?",
            ),
            ask: Ask::Number { fact: "hash_busiest", tolerance: 1.0 },
            explain: Label::new(
                "Bu tohumda {hash_busiest} pod aynı dilimde; sıra numarasıyla en çok {ordinal_busiest}. {seeds} tohumda en kalabalık dilim {hash_min} ile {hash_max} arasında. Özet, podları dilimlere rastgele atar: toplar kutulara atılınca bazı kutular dolar, bazıları boş kalır. Özetli sürümde rastgele bekleme bir süs değil, gerekliliktir.",
                "With this seed {hash_busiest} pods share a slice; by ordinal at most {ordinal_busiest}. Over {seeds} seeds the busiest slice holds between {hash_min} and {hash_max}. A hash throws pods into slices at random: balls thrown into bins fill some bins and leave others empty. In the hashed version a random wait is a must, not an ornament.",
            ),
            evidence: STAGGER,
            time: None,
        },
        Step {
            title: Label::new("startupProbe bütçesi", "The startupProbe budget"),
            model: M,
            set: &[],
            question: Label::new(
                "startupProbe bütçesi {probe_s} s, tavan kadar. Her pod beklemeden sonra açılmak için {boot_s} s daha istiyor. {pods} podun yüzde kaçı öldürülür?",
                "The startupProbe budget is {probe_s} s, the same as the cap. Each pod needs {boot_s} s more to start after its wait. What percentage of the {pods} pods is killed?",
            ),
            ask: Ask::Bucket { fact: "killed_pct", edges: &[10.0, 50.0] },
            explain: Label::new(
                "{killed} pod öldürülüyor (%{killed_pct}). Bir podun hazır oluşu, beklemesi ile açılışının toplamıdır; yalnız beklemeyi kapsayan bütçe tavana yakın bekleyen her podu öldürür. Bütçe hazır olana kadarki bütün yolu kapsamalı: burada en az {needed_probe_s} s. PROBE'u o değere getirin.",
                "{killed} pods are killed ({killed_pct}%). A pod is ready after its wait plus its start-up; a budget that covers only the wait kills every pod that waited near the cap. The budget must cover the whole path to ready: at least {needed_probe_s} s here. Set PROBE to that.",
            ),
            evidence: STAGGER,
            time: None,
        },
        Step {
            title: Label::new("Sabit 1 s ile sarsıntılı geri çekilme", "Fixed 1 s against jittered backoff"),
            model: M,
            set: &[("retry", 1.0)],
            question: Label::new(
                "{clients} istemci ilk saniyede geliyor, sunucu saniyede {accept} kabul ediyor. İlk saniyeden sonraki en yoğun saniyede hangisi daha çok deneme getirir?",
                "{clients} clients arrive in the first second and the server accepts {accept} a second. Which brings more attempts in the busiest second after the first?",
            ),
            ask: Ask::Compare {
                a: (Label::new("sabit 1 s", "fixed 1 s"), "fixed_peak"),
                b: (Label::new("sarsıntılı üstel geri çekilme", "jittered exponential backoff"), "jittered_peak"),
                within: 0.1,
            },
            explain: Label::new(
                "Sabit 1 s'de {fixed_peak}, geri çekilmede {jittered_peak}: ilk bekleme sıfırla sabit politikanın beklemesi arasında çekildiği için ilk tepeler yakın. Sonra sabit 1 s kalan bütün sürüyü her saniye kapıya getiriyor (toplam {fixed_attempts} el sıkışması), geri çekilme onları yayıyor ({jittered_attempts}). Bedeli: herkes {fixed_done} s yerine {jittered_done} s'de bağlanıyor.",
                "Fixed 1 s: {fixed_peak}; backoff: {jittered_peak}. The first wait is drawn between zero and the fixed policy's wait, so the first peaks are close. Later a fixed 1 s brings the whole remaining herd to the door every second ({fixed_attempts} handshakes in all), backoff spreads them ({jittered_attempts}). The price: everyone is connected after {jittered_done} s instead of {fixed_done} s.",
            ),
            evidence: RECONNECT,
            time: None,
        },
        Step {
            title: Label::new("Sessiz saniye", "The quiet second"),
            model: M,
            set: &[("retry", 2.0)],
            question: Label::new(
                "Sunucu ilk saniyede {ra2_rejected_first} istemciyi \"2 saniye sonra gel\" diyerek geri çevirdi; {ra2_quiet_s}. saniyede kapıyı çalan yok. {ra2_back_s}. saniyede kaç istemci dener: geri çevrilenlerden az mı, aşağı yukarı o kadar mı, çok mu?",
                "In the first second the server turned away {ra2_rejected_first} clients with \"come back in 2 seconds\"; in second {ra2_quiet_s} nobody knocks. How many try in second {ra2_back_s}: fewer than were turned away, about as many, or more?",
            ),
            ask: Ask::Direction { fact: "ra2_back_attempts", from: "ra2_rejected_first", within: 0.05 },
            explain: Label::new(
                "{ra2_back_attempts} istemci aynı saniyede dönüyor. Sabit bir Retry-After reddedilenleri dağıtmaz, hepsini birlikte ileri taşır: sessiz saniye bir mola değil, sürünün yolda olduğu andır. Kabul bütçesi yine dolar ve fazlası yine geri çevrilir. Dönüş zamanına rastgele bir pay eklemek bu dalgayı birkaç saniyeye yayar.",
                "{ra2_back_attempts} clients come back in the same second. A fixed Retry-After does not spread the rejected; it moves them all forward together: the quiet second is no pause but the herd on its way. The accept budget fills and the rest are turned away again. A random share added to the return time spreads the wave.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("handshakes")],
            time: Some(StepTime { open_at: "ra2_quiet_s", play_to: "ra2_back_s" }),
        },
        Step {
            title: Label::new("Sarsıntılı Retry-After", "A jittered Retry-After"),
            model: M,
            set: &[("retry", 3.0)],
            question: Label::new(
                "Sunucu reddederken \"3–8 saniye sonra gel\" diyor. İlk saniyeden sonraki en yoğun saniyede hangisi daha çok deneme getirir?",
                "The server rejects with \"come back in 3–8 seconds\". Which brings more attempts in the busiest second after the first?",
            ),
            ask: Ask::Compare {
                a: (Label::new("sabit 1 s", "fixed 1 s"), "fixed_peak"),
                b: (Label::new("Retry-After 3–8 s", "Retry-After 3–8 s"), "ra38_peak"),
                within: 0.1,
            },
            explain: Label::new(
                "Sabit 1 s'de {fixed_peak}, Retry-After 3–8 s ile {ra38_peak}; herkes {ra38_done} s'de bağlı ve {peak_seeds} tohumda bu zirve {chosen_peak_min} ile {chosen_peak_max} arasında. Rastgele bir dönüş zamanı reddedilenleri birkaç saniyeye yayar; sabit bir zaman sürüyü yalnızca topluca öteler: sabit Retry-After'ın zirvesi {ra2_peak}.",
                "{fixed_peak} with a fixed 1 s, {ra38_peak} with Retry-After 3–8 s; everyone is connected after {ra38_done} s, and over {peak_seeds} seeds this peak lies between {chosen_peak_min} and {chosen_peak_max}. A random return time spreads the rejected over several seconds; a fixed one only moves the whole herd along together: a fixed Retry-After peaks at {ra2_peak}.",
            ),
            evidence: RECONNECT,
            time: None,
        },
        Step {
            title: Label::new("Döngüdeki tek istemci", "One looping client"),
            model: M,
            set: &[],
            question: Label::new(
                "Tek bir istemci saniyede {looper} kez bağlanmayı deniyor ve istemci başına sınır yok. {horizon_min} dakikada kabul edilen el sıkışmalarının yüzde kaçını alır?",
                "One client tries to connect {looper} times a second and there is no per-client limit. What percentage of the handshakes accepted over {horizon_min} minutes does it take?",
            ),
            ask: Ask::Bucket { fact: "share_without", edges: &[10.0, 50.0] },
            explain: Label::new(
                "Sınır yokken %{share_without}: sürü bağlandıktan sonra kapıda yalnız o kalıyor ve istediği her el sıkışması kabul ediliyor. İstemci başına saniyede {per_client} sınırıyla payı %{share_with}. Denemeye göre paylaşılan bir kabul bütçesi en çok deneyeni ödüllendirir; istemci başına sınır onu istemci başına bir bütçeye çevirir.",
                "Without a limit, {share_without}%: once the herd is connected it is alone at the door and every handshake it asks for is accepted. With a limit of {per_client} a second per client its share is {share_with}%. An accept budget shared by attempts rewards whoever tries most; a per-client limit turns it into a budget per client.",
            ),
            evidence: &[Evidence::Table("looper"), Evidence::Chart("looper")],
            time: None,
        },
    ],
};

/// What shows the staggered start-up: its table and its two charts.
const STAGGER: &[Evidence] = &[Evidence::Table("stagger"), Evidence::Chart("slices"), Evidence::Chart("pods")];

/// What shows the reconnect herd: its table and its two charts.
const RECONNECT: &[Evidence] =
    &[Evidence::Table("reconnect"), Evidence::Chart("handshakes"), Evidence::Chart("connected")];

/// The article's 09:00 herd: the clients, the server with its accept limit (the retry policy on
/// their link), and the clients it has connected.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node {
            id: "server",
            label: Label::new("sunucu (kabul sınırı)", "server (accept limit)"),
            x: 0.5,
            y: 0.5,
            kind: Kind::Gate,
        },
        Node {
            id: "connected",
            label: Label::new("bağlı istemciler", "connected clients"),
            x: 1.0,
            y: 0.5,
            kind: Kind::Pool,
        },
    ],
    links: &[
        Link { from: "clients", to: "server", pattern: Some(Pattern::Retry) },
        Link { from: "server", to: "connected", pattern: None },
    ],
    aspect: 0.4,
};
