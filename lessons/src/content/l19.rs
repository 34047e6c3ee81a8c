//! Lesson 19: Dış Yapılandırma Deposu (external configuration store).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

const MORE_SAME_FEWER: &[Label] = &[
    Label::new("daha çok", "more"),
    Label::new("aynı", "the same"),
    Label::new("daha az", "fewer"),
    Label::new("hiç", "none at all"),
];

pub static LESSON: Lesson = Lesson {
    number: 19,
    slug: "dis-yapilandirma-deposu",
    title: Label::new("Dış Yapılandırma Deposu", "External Configuration Store"),
    intro: Label::new(include_str!("../../content/tr/19.md"), include_str!("../../content/en/19.md")),
    widgets: &[Widget {
        model: "yapilandirma/olc",
        title: Label::new("Bir değişikliğin kopyalara yayılması ve deponun düşmesi", "A change reaching the replicas, and the store going down"),
        controls: &[
            "interval",
            "rollout",
            "stagger",
            "detect_s",
            "write_at",
            "outage_start",
            "outage_len",
            "restart_at",
            "disk_cache",
            "replicas",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Hepsine birden ile kademeli yayma", "To all at once against a staged rollout"),
                a: &[("rollout", 0.0)],
                b: &[("rollout", 1.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("Kayma yayar, hızlandırmaz", "Stagger spreads, it does not speed up"),
            model: "yapilandirma/olc",
            set: &[("stagger", 10.0)],
            question: Label::new(
                "Kopyalar artık depoyu {stagger} saniye arayla yeniliyor. Kaymasız koşum {wrong_no_stagger} hatalı yanıt sayıyordu. Kaymayla toplam hatalı yanıt ne olur?",
                "The replicas now refresh {stagger} seconds apart. Without stagger the run counted {wrong_no_stagger} wrong answers. With stagger, what happens to the total?",
            ),
            ask: Ask::Choice { options: MORE_SAME_FEWER, fact: "stagger_effect_option" },
            explain: Label::new(
                "{wrong} hatalı yanıt, kaymasız koşumla aynı. Değişen zamanlamadır: ilk kopya yanlış değeri {first_seen}. saniyede görür ve {mixed} saniyelik karışık bir pencere açılır (kaymasız {mixed_no_stagger} s). O pencerede kopyaların kimi yeni, kimi eski değerle yanıt verir; birbirine bağlı ayarlar bu yüzden tek kayıtta tutulur.",
                "{wrong} wrong answers, the same as without stagger. What changes is the timing: the first replica sees the wrong value at second {first_seen}, and a {mixed}-second mixed window opens ({mixed_no_stagger} s without stagger). In that window some replicas answer with the new value and some with the old, which is why dependent settings live in one record.",
            ),
            evidence: &[Evidence::Table("your-run"), Evidence::Table("spread"), Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: None,
        },
        Step {
            title: Label::new("Kademeli yayma kapsamı daraltır", "A staged rollout narrows the blast"),
            model: "yapilandirma/olc",
            set: &[("rollout", 1.0)],
            question: Label::new(
                "Yanlış değer önce yalnız bir kopya için işaretleniyor; öteki kopyalar ancak doğrulanınca alacaktı, ama değer {detect_s} saniyede fark edilip geri alınıyor. Hepsine birden yaymanın {wrong_all} hatalı yanıtının ne kadarı kalır?",
                "The wrong value is marked for one replica first; the others would only get it once confirmed, but it is noticed and taken back after {detect_s} seconds. How much of the {wrong_all} wrong answers of a rollout to all remains?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hepsi", "all of them"),
                    Label::new("yarısı kadar", "about half"),
                    Label::new("üçte biri kadar", "about a third"),
                    Label::new("hiçbiri", "none"),
                ],
                fact: "staged_share_option",
            },
            explain: Label::new(
                "{wrong_staged} hatalı yanıt: yanlış değeri yalnız {infected} kopya tuttu, bu yüzden pay kopya sayısının tersidir. Bedeli karışık penceredir: fark etme süresinin tamamı boyunca ({mixed} s) bir kopya ötekilerden farklı çalışır. Kademeli yayma hatayı önlemez; fark edilene dek ulaştığı yeri küçültür.",
                "{wrong_staged} wrong answers: only {infected} replica held the wrong value, so the share is one over the number of replicas. The price is the mixed window: for the whole detection time ({mixed} s) one replica runs differently from the rest. A staged rollout does not prevent the error; it shrinks how far it reaches before it is noticed.",
            ),
            evidence: &[Evidence::Table("your-run"), Evidence::Table("spread"), Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: None,
        },
        Step {
            title: Label::new("Depo düşerken yeniden başlayan kopya", "A replica restarting while the store is down"),
            model: "yapilandirma/olc",
            set: &[("outage_len", 180.0), ("disk_cache", 0.0), ("write_at", 600.0), ("stagger", 10.0)],
            question: Label::new(
                "Dersin ikinci deneyi: depo {outage_start}. saniyede {outage_len} saniyeliğine düşüyor, son kopya {restart_at}. saniyede yeniden başlıyor ve değerin diskte bir kopyası yok. Düşen istekler uçtaki tepe hızda kaç saniyelik kesintiye denk gelir?",
                "The course's second experiment: the store goes down at second {outage_start} for {outage_len} seconds, the last replica restarts at second {restart_at}, and there is no copy of the value on disk. How many seconds of outage at the edge peak do the dropped requests add up to?",
            ),
            ask: Ask::Bucket { fact: "outage_s", edges: &[10.0, 100.0] },
            explain: Label::new(
                "{outage_s} saniye: yeniden başlayan kopya depo dönene kadar açılamaz ve {dropped} istek düşer, aylık arıza payının yüzde {budget_pct} kadarı. Ayakta kalan kopyalar önbellekteki değerle sürer. Diskte son bilinen değer olsaydı düşen istek {dropped_other_disk} olurdu: depo, ancak açılışta zorunlu olduğu yerde bir arıza kaynağıdır.",
                "{outage_s} seconds: the restarting replica cannot start until the store is back, and {dropped} requests are dropped, {budget_pct}% of the monthly failure share. The replicas that stay up carry on with their cached value. With the last known value on disk, {dropped_other_disk} would be dropped: the store is a source of failure only where start-up requires it.",
            ),
            evidence: &[Evidence::Table("your-run"), Evidence::Table("outage"), Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: None,
        },
        Step {
            title: Label::new("Son bilinen değer yanlışsa", "When the last known value is the wrong one"),
            model: "yapilandirma/olc",
            set: &[("outage_len", 180.0)],
            question: Label::new(
                "Yanlış değer {write_at}. saniyede yazılıyor ve {window_end}. saniyede depoda düzeltiliyor; depo {outage_start}. saniyede düşüyor. Kopyalar düzeltmeden sonra ne kadar daha yanlış yanıt verir: hiç mi, bir dakikadan az mı, bir dakika ya da daha çok mu?",
                "The wrong value is written at second {write_at} and fixed in the store at second {window_end}; the store goes down at second {outage_start}. How long after the fix do the replicas keep answering wrongly: not at all, under a minute, or a minute or more?",
            ),
            ask: Ask::Bucket { fact: "held_after_fix", edges: &[1.0, 60.0] },
            explain: Label::new(
                "{held_after_fix} saniye; son yanlış yanıt {last_seen}. saniyede. Düzeltmeyi getirecek yenileme depo kapalıyken başarısız oldu ve kopyalar son bildikleri değeri, yani yanlış olanı, depo dönene kadar korudu: hatalı yanıt {wrong}, depo düşmeseydi {wrong_no_outage}. Son bilinen değer depo düşüşünü zararsız kılar, ama o sürede hiçbir geri alma da kopyalara ulaşmaz.",
                "{held_after_fix} seconds, the last wrong answer at second {last_seen}. The refresh bringing the fix failed while the store was down, so the replicas kept their last known value, the wrong one, until it returned: {wrong} wrong answers, against {wrong_no_outage} without the outage. The last known value makes an outage harmless, but no rollback reaches the replicas during it.",
            ),
            evidence: &[Evidence::Table("your-run"), Evidence::Table("spread"), Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: None,
        },
        Step {
            title: Label::new("Düzeltme depoda, kopyalar bekliyor", "The fix is in the store, the replicas wait"),
            model: "yapilandirma/olc",
            set: &[("outage_len", 180.0)],
            question: Label::new(
                "{fix_second}. saniye: yanlış değer depoda düzeltildi, ama kopyalar bir sonraki yenilemelerini bekliyor. Depo {outage_start}. saniyede düşecek ve {store_back}. saniyede dönecek. Depo döndüğü an kopyalar hâlâ yanlış değerle mi yanıt veriyor?",
                "Second {fix_second}: the wrong value is fixed in the store, but the replicas wait for their next refresh. The store will go down at second {outage_start} and come back at second {store_back}. The moment it is back, are the replicas still answering with the wrong value?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "wrong_when_back_option" },
            explain: Label::new(
                "Sistem görünümünde düzeltmeden sonraki ilk yenileme kesikli çizgiyle başarısız olur: depo kapalıdır ve kopyalar son bildikleri değeri, yanlış olanı, korur. Son yanlış yanıt {last_seen}. saniyede; düzeltmeden sonra {held_after_fix} saniye daha.",
                "In the system view the first refresh after the fix fails, drawn dashed: the store is down and the replicas keep their last known value, the wrong one. The last wrong answer comes at second {last_seen}, {held_after_fix} seconds after the fix.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: Some(StepTime { open_at: "fix_second", play_to: "store_back" }),
        },
        Step {
            title: Label::new("Aralık bir geri alma süresidir, ama sınır bir sınırdır", "The interval is a rollback time, and the bound is a bound"),
            model: "yapilandirma/olc",
            set: &[("interval", 300.0)],
            question: Label::new(
                "Yenileme aralığı {interval} saniye. Dersin hatalı yanıt üst sınırı {bound} oluyor; 30 saniyede simülasyon {wrong_at_30} sayıyordu. {write_at}. saniyede yazılan yanlış değer için simülasyon ne sayar?",
                "The refresh interval is {interval} seconds. The course's bound on wrong answers becomes {bound}; at 30 seconds the simulation counted {wrong_at_30}. What does the simulation count for the wrong value written at second {write_at}?",
            ),
            ask: Ask::Choice { options: MORE_SAME_FEWER, fact: "interval_effect_option" },
            explain: Label::new(
                "{wrong}: yanlış değer depoda {write_at}–{window_end} arasında durdu ve o arada hiçbir yenileme gelmedi. Uzun aralık depo okumasını {reads_per_s}/s'ye indirir, ama kötü bir değer kopyaya ulaşınca onu geri almak da bir aralık sürer. Üst sınır ({bound}) en kötü durumdur: yazma anı kaydırıldığında ölçülen {wrong_min} ile {wrong_max} arasında oynar.",
                "{wrong}: the wrong value sat in the store from {write_at} to {window_end} and no refresh came in between. A long interval cuts store reads to {reads_per_s}/s, but taking back a bad value also takes an interval. The bound ({bound}) is the worst case: as the write time moves, the measured count ranges from {wrong_min} to {wrong_max}.",
            ),
            evidence: &[Evidence::Table("your-run"), Evidence::Table("intervals"), Evidence::Chart("interval-sweep"), Evidence::Chart("wrong-over-time"), Evidence::Chart("replicas")],
            time: None,
        },
        Step {
            title: Label::new("“En kötü yayılma” sütunu neyi ölçüyor?", "What does the “worst propagation” column measure?"),
            model: "yapilandirma/olc",
            set: &[],
            question: Label::new(
                "Dersin tablosu {interval} saniyelik aralık için bir “en kötü yayılma” yazıyor. Model yazma anını bir yenileme döngüsünün her saniyesine kaydırıp en uzun yayılmayı ölçüyor. İkisi nasıl karşılaştırılır?",
                "The course's table gives a “worst propagation” for a {interval}-second interval. The model moves the write time to every second of one refresh cycle and measures the longest propagation. How do the two compare?",
            ),
            ask: Ask::Compare {
                a: (Label::new("dersin sütunu", "the course's column"), "course_worst_column"),
                b: (Label::new("modelin ölçtüğü en uzun yayılma", "the longest propagation the model measures"), "prop_worst"),
                within: 0.0,
            },
            explain: Label::new(
                "Model en çok {prop_worst} saniye ölçüyor, sütun aralığın kendisini ({course_worst_column} s) yazıyor. Modelde zaman tam saniyelerle ilerler ve bir yenilemeyle aynı saniyede yazılan değer hemen okunur, bu yüzden en kötü durum aralıktan bir saniye azdır. “En çok bir aralık” bir üst sınır olarak doğrudur; ölçüm olarak değil.",
                "The model measures at most {prop_worst} seconds; the column prints the interval itself ({course_worst_column} s). In the model time moves in whole seconds and a value written in the same second as a refresh is read at once, so the worst case is one second under the interval. “At most one interval” holds as a bound, not as a measurement.",
            ),
            evidence: &[Evidence::Table("intervals"), Evidence::Chart("worst-propagation"), Evidence::Table("your-run")],
            time: None,
        },
    ],
};

/// The configuration store, the replicas that cache its value (the first three one by one, any
/// others together), and the clients they answer.
static SYSTEM: System = System {
    nodes: &[
        Node {
            id: "store",
            label: Label::new("yapılandırma deposu", "configuration store"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Store,
        },
        Node { id: "k1", label: Label::new("k1 önbelleği", "k1's cache"), x: 0.5, y: 0.0, kind: Kind::Service },
        Node { id: "k2", label: Label::new("k2 önbelleği", "k2's cache"), x: 0.5, y: 0.33, kind: Kind::Service },
        Node { id: "k3", label: Label::new("k3 önbelleği", "k3's cache"), x: 0.5, y: 0.67, kind: Kind::Service },
        Node {
            id: "rest",
            label: Label::new("diğer kopyalar", "the other replicas"),
            x: 0.5,
            y: 1.0,
            kind: Kind::Pool,
        },
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 1.0, y: 0.5, kind: Kind::Source },
    ],
    links: &[
        Link { from: "store", to: "k1", pattern: None },
        Link { from: "store", to: "k2", pattern: None },
        Link { from: "store", to: "k3", pattern: None },
        Link { from: "store", to: "rest", pattern: None },
        Link { from: "clients", to: "k1", pattern: None },
        Link { from: "clients", to: "k2", pattern: None },
        Link { from: "clients", to: "k3", pattern: None },
        Link { from: "clients", to: "rest", pattern: None },
    ],
    aspect: 0.85,
};
