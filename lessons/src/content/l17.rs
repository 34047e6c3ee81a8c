//! Lesson 17: Talep Fişi Kalıbı (claim check).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure};
use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, Widget};

pub static LESSON: Lesson = Lesson {
    number: 17,
    slug: "talep-fisi-kalibi",
    title: Label::new("Talep Fişi Kalıbı", "Claim Check"),
    intro: Label::new(include_str!("../../content/tr/17.md"), include_str!("../../content/en/17.md")),
    widgets: &[
        Widget {
            model: "fis/olc",
            title: Label::new("Üç yerleşim: taşınan bayt, kayıp, sarkan fiş", "Three layouts: bytes carried, loss, dangling claims"),
            controls: &["shown", "producer_crash", "consumer_crash", "proof_bytes", "claim_bytes", "event_bytes", "events", "seed"],
            explorer: None,
            advanced: &[],
            ensemble: Some(&ENSEMBLE),
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("İliştirilmiş kanıt ile talep fişi", "The proof attached against a claim check"),
                    a: &[("shown", 0.0)],
                    b: &[("shown", 1.0)],
                },
            ],
        },
        Widget {
            model: "fis/bedel",
            title: Label::new("Günlük ölçekte kuyruk ve depo", "Queue and store at daily scale"),
            controls: &["ttl_days", "proof", "peak", "backlog", "proof_share", "dangling_rate", "orphan_rate", "attached", "claim"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            pairs: &[
                Pair {
                    label: Label::new("Kursun saklama süresi ile uzun saklama", "The course's retention against a long one"),
                    a: &[("ttl_days", 7.0)],
                    b: &[("ttl_days", 30.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Aynı gün, iki ileti boyu", "Same day, two message sizes"),
            model: "fis/olc",
            set: &[],
            question: Label::new(
                "Arızasız bir günde {events} teslim olayı kuyruktan geçiyor. Kanıt iletide giderse ileti {attached_msg} bayt, talep fişiyle {claim_msg} bayt. Talep fişi kuyruğun taşıdığı baytı ne kadar azaltır?",
                "On a clean day {events} delivery events pass through the queue. With the proof inside, a message is {attached_msg} bytes; with a claim check, {claim_msg} bytes. How much does the claim check cut the bytes the queue carries?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yüz kattan fazla", "more than a hundredfold"),
                    Label::new("on ile yüz kat arası", "between ten- and a hundredfold"),
                    Label::new("on kattan az", "less than tenfold"),
                ],
                fact: "bytes_option",
            },
            explain: Label::new(
                "{clean_mb_attached} MB yerine {clean_mb_claim} MB, yani {clean_ratio} kat: tam olarak ileti boylarının oranı, çünkü her teslim iletinin tamamını taşır. Büyük yükü iletinin dışına almak kuyruğu hafifletir; yük yine bir yerde, depoda durur. Arıza yokken yerleşimler arasında başka fark yoktur.",
                "{clean_mb_claim} MB instead of {clean_mb_attached} MB, {clean_ratio} times less: exactly the ratio of the message sizes, because every delivery carries the whole message. Taking the large payload out of the message lightens the queue; the payload still lives somewhere, in the store. With no fault the layouts differ in nothing else.",
            ),
            evidence: &[Evidence::Table("clean"), Evidence::Table("fault"), Evidence::Chart("bytes")],
            time: None,
        },
        Step {
            title: Label::new("Kayıp olaylar nereye gitti?", "Where did the lost events go?"),
            model: "fis/olc",
            set: &[],
            question: Label::new(
                "Arıza penceresinde dersin \"kayıp olay\" sütunu iliştirilmiş yerleşimde {lost_attached}, talep fişi satırlarında {lost_column_claim} gösteriyor. Hiç işlenmeyen olay sayısında iki yerleşim nasıl karşılaştırılır?",
                "In the fault window the course's \"lost events\" column shows {lost_attached} for the attached layout and {lost_column_claim} on the claim-check rows. How do the two layouts compare in events never processed?",
            ),
            ask: Ask::Compare {
                a: (Label::new("iliştirilmiş yerleşimde hiç işlenmeyen", "never processed, attached"), "never_processed_attached"),
                b: (Label::new("hemen silen talep fişinde hiç işlenmeyen", "never processed, claim check deleting at once"), "never_processed_now"),
                within: 0.0,
            },
            explain: Label::new(
                "İkisi de {never_processed_now}. Üretici kanıtı yazdıktan sonra, iletiyi yazmadan çöktü: iki yazma arasındaki çökme olayı her yerleşimde kaybeder. Talep fişi kaybı azaltmaz, üstüne depoda {orphans} yetim yük bırakır. İki ayrı yere yazan her kalıp, ikisi arasında kalan yarım işi de hesaba katmalıdır.",
                "Both are {never_processed_now}. The producer crashed after writing the proof and before writing the message: a crash between two writes loses the event in either layout. The claim check does not reduce the loss; it also leaves {orphans} orphan payloads in the store. Any pattern that writes to two places must count the half-done work between them.",
            ),
            evidence: &[Evidence::Table("fault"), Evidence::Chart("fates")],
            time: None,
        },
        Step {
            title: Label::new("Depoda kalan çöp", "Garbage left in the store"),
            model: "fis/olc",
            set: &[],
            question: Label::new(
                "Sistem görünümü arıza penceresinin sonunu üç yerleşim için yan yana çiziyor. Hangi talep fişi yerleşiminin deposunda, hiçbir iletinin göstermediği yük kalır?",
                "The system view draws the end of the fault window for the three layouts side by side. In which claim-check layout does the store keep payloads that no message points to?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız hemen silmede", "only with delete at once"),
                    Label::new("yalnız yaşam süresinde", "only with the lifetime"),
                    Label::new("ikisinde de", "in both"),
                    Label::new("hiçbirinde", "in neither"),
                ],
                fact: "orphans_where_option",
            },
            explain: Label::new(
                "İkisinde de {orphans} yetim yük var: üretici yükü depoya yazdı, iletiyi kuyruğa yazamadan çöktü. Silme politikası bunu değiştirmez, çünkü silme yalnız işlenen yüke dokunur ve yetimi kimse işlemez. Yaşam süresinde depo ayrıca işlenmiş {kept_ttl} yükü de tutar; onları da sonunda süre toplar.",
                "Both hold {orphans} orphan payloads: the producer wrote the payload to the store and crashed before writing the message to the queue. The delete policy cannot help, since deleting touches only processed payloads and no one processes an orphan. Under the lifetime the store also keeps {kept_ttl} processed payloads; the lifetime collects those too, in the end.",
            ),
            evidence: &[Evidence::System, Evidence::Table("fault"), Evidence::Chart("fates")],
            time: None,
        },
        Step {
            title: Label::new("Daha kırılgan bir tüketici", "A flakier consumer"),
            model: "fis/olc",
            set: &[("consumer_crash", 0.05)],
            question: Label::new(
                "Tüketici artık {consumer_crash} olasılıkla onaydan önce çöküyor. Hemen silmedeki sarkan fiş sayısı, yaşam süresine bırakmadaki ikinci işleme sayısıyla karşılaştırınca nasıl çıkar?",
                "The consumer now crashes before ack with probability {consumer_crash}. How does the number of dangling claims under immediate delete compare with the second processings under the lifetime policy?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("eşit", "equal"),
                    Label::new("sarkan fiş daha çok", "more dangling claims"),
                    Label::new("ikinci işleme daha çok", "more second processings"),
                ],
                fact: "trade_option",
            },
            explain: Label::new(
                "İkisi de {redeliveries}: aynı yeniden teslimler, iki ayrı ad. Yeniden teslim geldiğinde yükü hemen silmede çoktan gitmiştir; yaşam süresinde ise durur ve iş ikinci kez yapılır. Silme politikası böylece bir tekillik kararıdır: ya sarkan fiş ya yinelenen iş. Yinelemeyi ayıklamak on beşinci dersin defterinin işidir.",
                "Both are {redeliveries}: the same redeliveries under two names. When a redelivery arrives, its payload is long gone under immediate delete; under the lifetime policy it is still there and the work is done twice. The delete policy is thus a deduplication decision: dangling claims or repeated work. Weeding out repeats is the job of lesson 15's ledger.",
            ),
            evidence: &[Evidence::Table("fault"), Evidence::Chart("fates"), Evidence::Chart("redeliveries")],
            time: None,
        },
        Step {
            title: Label::new("Bir tohumun sayısı", "One seed's count"),
            model: "fis/olc",
            set: &[("seed", 1.0)],
            question: Label::new(
                "Olasılık hesabı arıza penceresinde yaklaşık {expected_redeliveries} yeniden teslim bekliyor. Tohum {seed} olunca hemen silmedeki sarkan fiş sayısı hangi aralığa düşer?",
                "Probability expects about {expected_redeliveries} redeliveries in the fault window. With seed {seed}, in what range does the number of dangling claims under immediate delete fall?",
            ),
            ask: Ask::Range { fact: "dangling_now", min: 500.0, max: 1500.0, width: 150.0 },
            explain: Label::new(
                "Tohum {seed} ile {dangling_now}, beklenen {expected_redeliveries} yeniden teslim. Bir tohumun sayısı tek bir örnektir ve beklenen değerin çevresinde oynar; sarkan fişin ikinci işlemeye eşit olması ({duplicates_ttl}) ve kaybın iki yerleşimde aynı olması ise her tohumda kalır. Kural sayıda değil, bu eşitliklerdedir.",
                "With seed {seed}: {dangling_now}, against {expected_redeliveries} redeliveries expected. One seed's count is one sample and moves around the expected value; that dangling claims equal second processings ({duplicates_ttl}) and that the loss is the same in both layouts hold for every seed. The law is in those equalities, not in the count.",
            ),
            evidence: &[Evidence::Table("fault"), Evidence::Chart("fates"), Evidence::Chart("redeliveries")],
            time: None,
        },
        Step {
            title: Label::new("Depo küçülmez", "The store does not shrink"),
            model: "fis/bedel",
            set: &[("ttl_days", 30.0)],
            question: Label::new(
                "Kanıtın yaşam süresi {ttl_days} gün olsun. Depodaki kanıt K01'in saklama satırının ne kadarına denk gelir?",
                "Let the proof live {ttl_days} days. How much of K01's retention line do the proofs in the store take?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yüzde 20'den az", "under 20 %"),
                    Label::new("yüzde 20 ile 50 arası", "between 20 and 50 %"),
                    Label::new("yüzde 50'den fazla", "over 50 %"),
                ],
                fact: "ttl_option",
            },
            explain: Label::new(
                "{ttl_gb} GB, yüzde {ttl_pct}; yerleşim ne olursa olsun aynı, çünkü kanıt nerede taşınırsa taşınsın aynı baytı saklar. Talep fişi birikmeyi {backlog_attached} MB'den {backlog_claim} MB'ye indirir, depoyu küçültmez: bir taşıma kararıdır, saklama kararı değil. Yaşam süresi çöp toplayıcıdır da: o olmasa yetim yükler yılda {orphan_gb_year} GB birikir.",
                "{ttl_gb} GB, {ttl_pct} %; the same in either layout, because the proof keeps the same bytes however it travelled. The claim check cuts the backlog from {backlog_attached} MB to {backlog_claim} MB and leaves the store alone: a transport decision, not a storage one. The lifetime also collects garbage: without it, orphan payloads pile up to {orphan_gb_year} GB a year.",
            ),
            evidence: &[Evidence::Table("storage"), Evidence::Table("queue"), Evidence::Chart("lifetime"), Evidence::Chart("queue")],
            time: None,
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "fis/olc",
            set: &[],
            question: Label::new(
                "Çökmeler tek bir tohumla çekiliyor. Başka tohumlarla da hemen silmedeki sarkan fiş sayısı, yükü saklamadaki ikinci işleme sayısına eşit çıkar mı, yani tohumların çoğunda?",
                "The crashes are drawn with one seed. With other seeds, do dangling claims under immediate delete still equal second processings when the payload is kept, that is, for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Sayılar tohumdan tohuma oynar, eşitlik kalır: iki yerleşim aynı yeniden teslimleri görür ve her yeniden teslim ya yükünü bulamaz (hemen silme) ya da ikinci kez işlenir (saklama). Takas bir şans değil, yeniden teslimin kendisidir.",
                "The counts move from seed to seed; the equality stays. Both layouts see the same redeliveries, and each redelivery either finds no payload (immediate delete) or is processed a second time (kept payload). The trade-off is not luck; it is the redelivery itself.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
    ],
};

/// "Şans mı?": the fault window's losses and redeliveries over many seeds.
static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Arıza penceresinde kayıp ve yeniden teslim", "Loss and redeliveries in the fault window"),
    hint: Label::new(
        "Her tohum başka çökmeler çeker; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other crashes; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure { label: Label::new("ekli yük: kaybolan olay", "attached payload: lost events"), decimals: 0 },
        Measure { label: Label::new("hemen silme: sarkan fiş", "delete at once: dangling claims"), decimals: 0 },
        Measure { label: Label::new("saklama: ikinci işleme", "kept payload: second processings"), decimals: 0 },
        Measure {
            label: Label::new(
                "sarkan fiş = ikinci işleme (1 evet, 0 hayır)",
                "dangling claims = second processings (1 yes, 0 no)",
            ),
            decimals: 0,
        },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new(
            "Hemen silmedeki sarkan fiş, saklamadaki ikinci işlemeye eşittir",
            "Dangling claims under immediate delete equal second processings with the payload kept",
        ),
        measure: 3,
    }),
};

/// The course's claim check: the producer writes the payload to the store and the message to
/// the queue; the consumer takes the message and reads the payload back by its claim.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "producer", label: Label::new("üretici", "producer"), x: 0.0, y: 0.75, kind: Kind::Source },
        Node { id: "queue", label: Label::new("kuyruk", "queue"), x: 0.5, y: 0.75, kind: Kind::Buffer },
        Node { id: "consumer", label: Label::new("tüketici", "consumer"), x: 1.0, y: 0.75, kind: Kind::Service },
        Node { id: "store", label: Label::new("depo", "store"), x: 0.5, y: 0.1, kind: Kind::Store },
    ],
    links: &[
        Link { from: "producer", to: "queue", pattern: None },
        Link { from: "queue", to: "consumer", pattern: None },
        Link { from: "producer", to: "store", pattern: None },
        Link { from: "consumer", to: "store", pattern: None },
    ],
    aspect: 0.55,
};
