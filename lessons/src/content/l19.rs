//! Lesson 19: Dış Yapılandırma Deposu (external configuration store).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

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
        system: None,
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
                "{wrong} hatalı yanıt: kaymasız koşumla aynı. Değişen zamanlamadır: ilk kopya yanlış değeri {first_no_stagger}. yerine {first_seen}. saniyede görüyor ve kopyaların bir kısmının yeni, bir kısmının eski değerle yanıt verdiği {mixed} saniyelik karışık bir pencere açılıyor (kaymasız {mixed_no_stagger} s). Birbirine bağlı iki ayar ayrı ayrı yazılırsa bu pencerede geçersiz bir bileşim görülebilir; bu yüzden bağımlı ayarlar tek kayıtta tutulur.",
                "{wrong} wrong answers, the same as without stagger. What changes is the timing: the first replica sees the wrong value at second {first_seen} instead of {first_no_stagger}, and a {mixed}-second mixed window opens in which some replicas answer with the new value and others with the old one ({mixed_no_stagger} s without stagger). Two dependent settings written separately can form an invalid pair in that window, which is why dependent settings live in one record.",
            ),
            evidence: &[],
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
                "{wrong_staged} hatalı yanıt: yanlış değeri yalnız {infected} kopya tuttu, bu yüzden pay kopya sayısının tersidir. Karışık pencere ise {mixed} saniyeye uzar: fark etme süresinin tamamı boyunca bir kopya ötekilerden farklı çalışır, kalıbın kendisi budur. Dersin tablosundaki “bulaşan kopya” sütunu yayma biçiminden yazılır (hepsine için kopya sayısı, kademeli için 1), ölçülmez; bu sayfa o sayıyı modelde sayar ve ders değerlerinde ikisi aynı çıkar.",
                "{wrong_staged} wrong answers: only {infected} replica held the wrong value, so the share is one over the number of replicas. The mixed window grows to {mixed} seconds: for the whole detection time one replica runs differently from the rest, and that is the pattern itself. The course table's “replicas infected” column is written from the rollout (the replica count for a rollout to all, 1 for staged), not measured; this page counts it in the model, and at the course's values the two agree.",
            ),
            evidence: &[],
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
            ask: Ask::Number { fact: "outage_s", tolerance: 3.0 },
            explain: Label::new(
                "{outage_s} saniye: yeniden başlayan kopya depo dönene kadar açılamıyor ve {dropped} istek düşüyor, aylık arıza payının yüzde {budget_pct} kadarı. Diskte son bilinen değer olsaydı düşen istek {dropped_other_disk} olurdu. Başarısız okuma iki durumda da {failed_reads}: ayakta kalan kopyalar önbellekteki değerle sürer. Yeniden başlamayı deponun düşmesinden önceye çekin: kopya değerini almış olur ve hiçbir istek düşmez. Eşdeğer kesinti ders gibi uçtaki tepe hıza (513,89 istek/s) bölünür; üç kopyanın toplamı 513,90 olduğundan küçük bir fark vardır ve sonucu değiştirmez.",
                "{outage_s} seconds: the restarting replica cannot start until the store is back, and {dropped} requests are dropped, {budget_pct}% of the monthly failure share. With the last known value on disk, {dropped_other_disk} would be dropped. Failed reads are {failed_reads} either way: the replicas that stay up carry on with their cached value. Move the restart before the outage: the replica has its value and nothing is dropped. As in the course, the equivalent outage divides by the edge peak (513.89 req/s); the three replicas add up to 513.90, a small gap that changes nothing.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Son bilinen değer yanlışsa", "When the last known value is the wrong one"),
            model: "yapilandirma/olc",
            set: &[("outage_len", 180.0)],
            question: Label::new(
                "Yanlış değer {write_at}. saniyede yazılıyor ve {window_end}. saniyede depoda düzeltiliyor; depo {outage_start}. saniyede düşüyor. Kopyalar düzeltmeden sonra kaç saniye daha yanlış yanıt verir?",
                "The wrong value is written at second {write_at} and fixed in the store at second {window_end}; the store goes down at second {outage_start}. For how many seconds after the fix do the replicas keep answering wrongly?",
            ),
            ask: Ask::Number { fact: "held_after_fix", tolerance: 15.0 },
            explain: Label::new(
                "{held_after_fix} saniye; son yanlış yanıt {last_seen}. saniyede. Düzeltmeyi getirecek yenileme depo kapalıyken geldi ve başarısız oldu; kopyalar son bildikleri değeri, yani yanlış değeri, depo dönene kadar korudu. Hatalı yanıt {wrong}, depo düşmeseydi {wrong_no_outage}. Son bilinen değerle çalışmak depo düşüşünü zararsız kılar, ama o sürede bir geri alma da kopyalara ulaşamaz. Bu etki dersin deneylerinde yok, çünkü ders iki olayı ayrı koşar; model aynı kurallarla gösteriyor.",
                "{held_after_fix} seconds; the last wrong answer comes at second {last_seen}. The refresh that would have brought the fix came while the store was down and failed; the replicas kept their last known value, the wrong one, until the store was back. Wrong answers: {wrong}, against {wrong_no_outage} had the store stayed up. Running on the last known value makes a store outage harmless, but during it no rollback reaches the replicas either. The course's experiments do not show this because they run the two events apart; the model shows it with the same rules.",
            ),
            evidence: &[],
            time: None,
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
                "{wrong}. Yenilemeler 0. ve 300. saniyede; yanlış değer depoda {write_at}–{window_end} arasında durdu ve hiçbir kopya onu okumadı. Üst sınır en kötü durumdur: yazma anını bir döngü boyunca kaydıran tarama bu aralıkta {wrong_min} ile {wrong_max} arası sayıyor, sınır ise {bound}. Fark etme süresi aralığın katı olduğunda (120 s ile 5 ya da 30 s) simülasyon aralıktan bağımsız olarak aynı sayıyı verir ({wrong_at_5} ve {wrong_at_30}); aralık yalnız sınırın içine girer. Depo okuması ise {reads_per_s}/s'ye iner. Tarama grafiği sınırı ve ölçülenleri yan yana gösterir.",
                "{wrong}. The refreshes come at seconds 0 and 300; the wrong value sat in the store from {write_at} to {window_end} and no replica read it. The bound is a worst case: the sweep that moves the write time across one cycle counts between {wrong_min} and {wrong_max} at this interval, while the bound is {bound}. When the detection time is a multiple of the interval (120 s with 5 or 30 s) the simulation gives the same count whatever the interval ({wrong_at_5} and {wrong_at_30}); the interval enters only the bound. Store reads drop to {reads_per_s}/s. The sweep chart shows the bound and the measured counts side by side.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("“En kötü yayılma” sütunu neyi ölçüyor?", "What does the “worst propagation” column measure?"),
            model: "yapilandirma/olc",
            set: &[],
            question: Label::new(
                "Dersin tablosu {interval} saniyelik aralık için en kötü yayılmayı {course_worst_column} s yazıyor. Model yazma anını bir yenileme döngüsünün her saniyesine kaydırıyor. Ölçtüğü en uzun yayılma kaç saniye?",
                "The course's table gives {course_worst_column} s as the worst propagation for a {interval}-second interval. The model moves the write time to every second of one refresh cycle. What is the longest propagation it measures?",
            ),
            ask: Ask::Number { fact: "prop_worst", tolerance: 1.0 },
            explain: Label::new(
                "{prop_worst} saniye. Dersin sütunu bir ölçüm değil: koddaki aralığın kendisi geri yazılıyor, bu yüzden metindeki “tablo bunu doğruluyor” cümlesi kendi girdisini doğruluyor. Modelde zaman tam saniyelerle ilerler ve bir yenilemeyle aynı saniyede yazılan değer hemen okunur; en kötü durum aralıktan bir saniye azdır. Üst sınır olarak “en çok aralık kadar” doğrudur. {write_at}. saniyedeki yazma için ölçülen yayılma {propagation} s. Tablodaki ölçülen sütunu ve yayılma grafiği başka aralıklar için de aynı karşılaştırmayı gösterir.",
                "{prop_worst} seconds. The course's column is not a measurement: it prints the interval from the code back, so the text's “the table confirms it” confirms its own input. In the model time moves in whole seconds and a value written in the same second as a refresh is read at once; the worst case is one second less than the interval. As a bound, “at most the interval” holds. For the write at second {write_at} the measured propagation is {propagation} s. The measured column in the table and the propagation chart make the same comparison for other intervals.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
