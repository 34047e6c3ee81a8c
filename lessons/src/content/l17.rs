//! Lesson 17: Talep Fişi Kalıbı (claim check).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

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
            ensemble: None,
            system: None,
        },
        Widget {
            model: "fis/bedel",
            title: Label::new("Günlük ölçekte kuyruk ve depo", "Queue and store at daily scale"),
            controls: &["ttl_days", "proof", "peak", "backlog", "proof_share", "dangling_rate", "orphan_rate", "attached", "claim"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
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
                "{clean_mb_attached} MB yerine {clean_mb_claim} MB, yani {clean_ratio} kat: tam olarak ileti baytlarının oranı, çünkü her teslim iletinin tamamını taşır. Arıza yokken yerleşimler arasında başka fark yok; yalnız yaşam süresine bırakılan yerleşimde depoda {clean_store_ttl} yük kalıyor.",
                "{clean_mb_claim} MB instead of {clean_mb_attached} MB, {clean_ratio} times less: exactly the ratio of the message sizes, because every delivery carries the whole message. With no fault there is no other difference between the layouts, except that the layout left to the lifetime keeps {clean_store_ttl} payloads in the store.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kayıp olaylar nereye gitti?", "Where did the lost events go?"),
            model: "fis/olc",
            set: &[],
            question: Label::new(
                "Arıza penceresinde dersin \"kayıp olay\" sütunu iliştirilmiş yerleşimde {lost_attached}, talep fişi satırlarında {lost_column_claim} gösteriyor. Hemen silen talep fişi yerleşiminde kaç olay hiç işlenmiyor?",
                "In the fault window the course's \"lost events\" column shows {lost_attached} for the attached layout and {lost_column_claim} on the claim-check rows. With the claim check that deletes at once, how many events are never processed?",
            ),
            ask: Ask::Number { fact: "never_processed_now", tolerance: 0.0 },
            explain: Label::new(
                "{never_processed_now}, iliştirilmiş yerleşimdekiyle aynı ({never_processed_attached}). Üretici kanıtı yazdıktan sonra, iletiyi yazmadan çöktü: olay iki yerleşimde de kayboldu ve talep fişi depoda bir de {orphans} yetim yük bıraktı. Dersin metni bunu doğru söyler (\"kayıp eşit, artık bir de çöp var\"), ama tablosu aynı çökmeyi iliştirilmiş satırda kayıp olay, fişli satırlarda yalnız yetim yük olarak sayar; sütuna bakan fişli yerleşimde kayıp olmadığını sanabilir. Bu sayfa her satıra bir \"hiç işlenmeyen olay\" sütunu ekler. Hemen silmede işlenen {processed_now} olay gerçekten birer kez işlenir; kaybolan {never_processed_now} olay ise hiç.",
                "{never_processed_now}, the same as in the attached layout ({never_processed_attached}). The producer crashed after writing the proof and before writing the message: the event is lost in both layouts, and the claim check also leaves {orphans} orphan payloads in the store. The course's text says so (\"the loss is equal, now there is also garbage\"), but its table counts the same crash as a lost event on the attached row and only as an orphan on the claim-check rows; reading the column alone, one could think the claim check loses nothing. This page adds a \"never processed\" column to every row. Under immediate delete the {processed_now} processed events are indeed processed once each; the {never_processed_now} lost ones are processed zero times.",
            ),
            evidence: &[],
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
                "İkisi de {redeliveries}: aynı yeniden teslimler, iki ayrı ad. Modelde yeniden teslim kuyruğun sonuna, bütün ilk teslimlerin arkasına girer; geldiğinde yükü hemen silmede çoktan gitmiştir, yaşam süresinde ise durur ve iş ikinci kez yapılır. Silme politikası böylece bir tekillik kararına dönüşür. Modelde hiçbir yükün süresi dolmaz: \"yaşam süresi\" koşum boyunca hiçbir şeyin silinmemesi demektir ve depoda yetimler dahil {store_ttl} yük kalır. Yinelenen işi ayıklamak on beşinci dersin defterinin işidir.",
                "Both are {redeliveries}: the same redeliveries under two names. In the model a redelivery joins the tail of the queue, behind every first delivery; when it arrives, its payload is long gone under immediate delete, while under the lifetime policy it is still there and the work is done twice. The delete policy thus becomes a deduplication decision. Nothing expires in the model: \"lifetime\" means nothing is deleted during the run, and the store keeps {store_ttl} payloads, orphans included. Weeding out the repeated work is the job of lesson 15's ledger.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bir tohumun sayısı", "One seed's count"),
            model: "fis/olc",
            set: &[("seed", 1.0)],
            question: Label::new(
                "Olasılık hesabı arıza penceresinde yaklaşık {expected_redeliveries} yeniden teslim bekliyor. Tohum {seed} olunca hemen silmede kaç sarkan fiş sayılır?",
                "Probability expects about {expected_redeliveries} redeliveries in the fault window. With seed {seed}, how many dangling claims does immediate delete count?",
            ),
            ask: Ask::Number { fact: "dangling_now", tolerance: 100.0 },
            explain: Label::new(
                "{dangling_now}; yaşam süresinde ikinci işleme de {duplicates_ttl}, hiç işlenmeyen olay {never_processed_now}. Dersin sayıları tek bir tohumun ölçümüdür: beklenen değerin çevresinde oynar, ama sarkan fiş ile ikinci işlemenin eşitliği ve kaybın iki yerleşimde aynı olması her tohumda kalır. Günlük ölçekteki hesap da bu tek tohumun oranlarını kullanır; ikinci araçta o oranları kaydırabilirsiniz.",
                "{dangling_now}; under the lifetime policy the second processings are also {duplicates_ttl}, and {never_processed_now} events are never processed. The course's numbers are one seed's measurement: they move around the expected value, but the equality of dangling claims and second processings, and the equal loss in both layouts, hold for every seed. The daily-scale tool uses this one seed's rates too; you can move them there.",
            ),
            evidence: &[],
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
                "{ttl_gb} GB, yüzde {ttl_pct}; yerleşim ne olursa olsun aynı, çünkü kanıt ister iletide ister depoda olsun aynı baytı saklar. Talep fişi birikmeyi {backlog_attached} MB'den {backlog_claim} MB'ye indirir, depoyu hiç küçültmez: taşıma kararıdır, saklama kararı değil. Yaşam süresi aynı zamanda çöp toplayıcıdır: o olmasa yetim yükler yılda {orphan_gb_year} GB birikir.",
                "{ttl_gb} GB, {ttl_pct} %; the same in either layout, because the proof keeps the same bytes whether it travelled in the message or not. The claim check cuts the backlog from {backlog_attached} MB to {backlog_claim} MB and leaves the store as it is: it is a transport decision, not a storage decision. The lifetime is also the garbage collector: without it, orphan payloads pile up to {orphan_gb_year} GB a year.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
