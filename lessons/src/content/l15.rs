//! Lesson 15: Etkisiz İşlemler (idempotent operations).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

pub static LESSON: Lesson = Lesson {
    number: 15,
    slug: "etkisiz-islemler",
    title: Label::new("Etkisiz İşlemler", "Idempotent Operations"),
    intro: Label::new(include_str!("../../content/tr/15.md"), include_str!("../../content/en/15.md")),
    widgets: &[
        Widget {
            model: "etkisiz/olc",
            title: Label::new("Arıza penceresinde yineleme ve tekillik defteri", "Duplicates in a fault window and the idempotency ledger"),
            controls: &["retry_rate", "replay_rate", "redelivery_rate", "shown_scheme", "window", "seed"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "etkisiz/bedel",
            title: Label::new("Defterin bedeli, K01 ölçeğinde", "What the ledger costs, at K01 scale"),
            controls: &["ledger_hours", "record_bytes", "prevented", "bills"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Dar anahtar gerçek işi siler", "A narrow key deletes real work"),
            model: "etkisiz/olc",
            set: &[("shown_scheme", 1.0)],
            question: Label::new(
                "Arızasız günde hiç yineleme yok; defter olmadan {baseline_clean} yan etki oluşuyor. Anahtar yalnız takip numarası olunca bu yan etkilerin ne kadarı kalır?",
                "On the clean day there are no duplicates at all; with no ledger there are {baseline_clean} side effects. When the key is the tracking number alone, how many of them are left?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hepsi", "all of them"),
                    Label::new("daha azı, ama yarıdan fazlası", "fewer, but more than half"),
                    Label::new("yarıdan azı", "less than half"),
                ],
                fact: "narrow_key_option",
            },
            explain: Label::new(
                "Takip kipinde {baseline_clean} yerine {side_tracking_clean} yan etki kalıyor: defter {destroyed_tracking} geçerli olayı bastırdı, çünkü bir gönderinin yedi olayı aynı takip numarasını taşır ve yalnız ilki (kabul) geçer. Takip+durum kipi {destroyed_status} olay bastırıyor: üç aktarma olayı aynı anahtarı üretir. Arıza penceresinde takip kipi {prevented_tracking} yan etki 'önlemiş' görünür; bastırdığı {suppressed_tracking_fault} olayın {destroyed_tracking} tanesi arızasız günde de silinen gerçek iştir. Yeşil ve turuncu çubukları ayırın: yalnız yeşil olan kazançtır.",
                "Under the tracking key {side_tracking_clean} side effects are left instead of {baseline_clean}: the ledger suppressed {destroyed_tracking} valid events, because all seven events of a shipment carry the same tracking number and only the first (acceptance) gets through. Tracking + status suppresses {destroyed_status}: the three transfer events make the same key. In the fault window the tracking key seems to 'prevent' {prevented_tracking} side effects; of the {suppressed_tracking_fault} events it suppresses, {destroyed_tracking} are real work it deletes on a clean day too. Keep the green and orange bars apart: only the green one is a gain.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Yinelemenin üç kaynağı", "Three sources of duplicates"),
            model: "etkisiz/olc",
            set: &[("shown_scheme", 3.0)],
            question: Label::new(
                "{window} saniyelik pencerede {unique_events} özgün olay var ve üç kaynak aynı anda yineleme üretiyor. En çok yinelemeyi hangisi ekler?",
                "The {window}-second window holds {unique_events} unique events, and three sources duplicate them at once. Which one adds the most duplicates?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("taşıyıcının yeniden denemesi", "carrier retry"),
                    Label::new("devralmada yeniden sürme", "replay after failover"),
                    Label::new("en az bir kez yeniden teslim", "at-least-once redelivery"),
                ],
                fact: "top_source_option",
            },
            explain: Label::new(
                "{unique_events} olay {fault_deliveries} teslime dönüşüyor: {duplicates} fazladan teslimin {dup_retry} tanesi yeniden denemeden, {dup_replay} tanesi yeniden sürmeden, {dup_redelivery} tanesi yeniden teslimden. Defter olmasaydı yan etki {baseline_clean} yerine {baseline_fault} olurdu. Takip+durum+olay defteri tam olarak {duplicates} yinelemeyi bastırıyor, hiçbir geçerli olayı bastırmıyor ve {prevented_right} yan etkiyi önlüyor; bunun içinde {dup_delivered} yinelenen ücret kalemi ve bir o kadar bildirim var. Bedeli {ledger_right} defter anahtarı. Yeniden deneme olasılığını sıfırlayın: öteki iki kaynağın sayısı değişmez, çünkü her olay her kaynak için ayrı çekiliş yapar.",
                "{unique_events} events become {fault_deliveries} deliveries: of the {duplicates} extra ones, {dup_retry} come from retry, {dup_replay} from replay and {dup_redelivery} from redelivery. With no ledger the side effects would be {baseline_fault} instead of {baseline_clean}. The tracking + status + event ledger suppresses exactly the {duplicates} duplicates and no valid event, and prevents {prevented_right} side effects, among them {dup_delivered} duplicate billing lines and as many notifications. Its cost is {ledger_right} ledger keys. Set the retry probability to zero: the other two sources' counts stay put, because every event draws once for each source.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("0,35 bir olasılık mı?", "Is 0.35 a probability?"),
            model: "etkisiz/olc",
            set: &[("shown_scheme", 3.0)],
            question: Label::new(
                "Ders üç kaynağın toplamını ({rate_sum}) bir yazmanın pencerede yinelenme olasılığı olarak veriyor. Olayların yüzde kaçı en az bir kez yinelendi?",
                "The course gives the three sources' sum ({rate_sum}) as the probability that a write is duplicated in the window. What share of the events was duplicated at least once?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("aşağı yukarı olasılıkların toplamı kadar", "about the sum of the probabilities"),
                    Label::new("toplamdan az", "less than the sum"),
                    Label::new("toplamdan fazla", "more than the sum"),
                ],
                fact: "dup_share_option",
            },
            explain: Label::new(
                "Olayların %{share_duplicated_pct} kadarı en az bir kez yinelendi. Kod her olay için üç bağımsız çekiliş yapar; bu yüzden toplam, yazma başına beklenen fazladan kopya sayısıdır (burada {extra_per_write}), olasılık değil. En az bir kopya gelme olasılığı 1 − (1 − p₁)(1 − p₂)(1 − p₃) formülüyle %{p_any_pct} beklenir, görülen %{share_duplicated_pct}; {events_two_or_more} olay üç ya da daha çok kez geldi. Dersin sayımları doğrudur; yalnız 'olasılık' sözcüğü modelin yaptığından fazlasını söyler.",
                "{share_duplicated_pct}% of the events were duplicated at least once. The code draws three independent chances for every event, so the sum is the expected number of extra copies per write (here {extra_per_write}), not a probability. The chance of at least one copy is 1 − (1 − p₁)(1 − p₂)(1 − p₃), {p_any_pct}% expected against {share_duplicated_pct}% seen; {events_two_or_more} events arrived three times or more. The course's counts are right; only the word 'probability' says more than the model does.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bedeli ne belirler?", "What sets the cost?"),
            model: "etkisiz/bedel",
            set: &[],
            question: Label::new(
                "Defter {ledger_hours} saat boyunca {record_bytes} baytlık {records_base} kayıt tutuyor: {mb_base} MB. Hangisi defteri daha çok büyütür: kaydı iki katına çıkarmak mı, pencereyi üç katına çıkarmak mı?",
                "The ledger holds {records_base} records of {record_bytes} bytes for {ledger_hours} hours: {mb_base} MB. Which grows it more: doubling the record or tripling the window?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("pencereyi üç katına çıkarmak", "tripling the window"),
                    Label::new("kaydı iki katına çıkarmak", "doubling the record"),
                    Label::new("ikisi aynı", "both the same"),
                ],
                fact: "window_vs_record_option",
            },
            explain: Label::new(
                "Üç katı pencere {mb_triple_window} MB (günlük {daily_mb} MB artışın %{pct_triple_window} kadarı), iki katı kayıt {mb_double_record} MB; bir saatlik pencere {mb_one_hour} MB. Boyut, anahtarlı yazma × pencere/24 × kayıt baytıdır: ikisi de tek bir çarpandır. Dersin 'bedeli pencere belirler' kuralı burada doğru çıkıyor, çünkü pencerenin duyarlılığı ×3, kaydınki ×2 seçilmiş; kayıt üç katına çıksa aynı büyümeyi verirdi. Pencerenin asıl ağırlığı aralığının geniş olmasındandır: 1 saatten 168 saate. Bedelin öteki yarısı satırdadır: tepe yazma satırı {write_factor} kat, önbellek arkası okuma {read_factor} kat.",
                "Tripling the window gives {mb_triple_window} MB ({pct_triple_window}% of the {daily_mb} MB daily growth), doubling the record {mb_double_record} MB; a one-hour window {mb_one_hour} MB. The size is keyed writes × window/24 × record bytes: each is one factor. The course's rule that the window sets the cost holds here because its window sensitivity is ×3 and its record sensitivity ×2; a record three times larger would grow the ledger just as much. The window weighs more because its range is wide, from 1 to 168 hours. The other half of the cost is in rows: peak write rows grow {write_factor} times, reads behind the cache {read_factor} times.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("'Günlük' pay aslında aylık", "The 'daily' share is monthly"),
            model: "etkisiz/bedel",
            set: &[],
            question: Label::new(
                "Ayda 2 pencereyle defter {bills_month_2} yinelenen ücret kalemini önlüyor. Dersin 'gunluk kalemin' sütunu %{share_printed_2} yazıyor. Kod bu sayıyı neye bölüyor?",
                "With 2 windows a month the ledger avoids {bills_month_2} duplicate billing lines. The course's column 'gunluk kalemin' (of daily items) prints {share_printed_2}%. What does the code divide by?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("bir günün kalemlerine", "one day's items"),
                    Label::new("bir ayın (30 günün) kalemlerine", "a month's (30 days') items"),
                ],
                fact: "share_basis_option",
            },
            explain: Label::new(
                "Kod bir aylık yinelemeyi {month_items} kaleme, yani {shipments_per_day} günlük kalemin 30 katına bölüyor: %{share_printed_2} bir ayın kalemlerindeki paydır, başlık ve metin ona günlük dese de. Bir günün kalemlerine oranlanınca aynı sayı %{share_of_day_2}, {days_ratio} kat büyük. İki pay da küçüktür ve dersin asıl dediği yerinde durur: yan etki tanesiyle okunur; ayda {bills_month_2}, dört pencereyle {bills_month_4} ayrı mutabakat işi.",
                "The code divides a month of duplicates by {month_items} items, 30 times the {shipments_per_day} items of a day: {share_printed_2}% is a share of a month's items, though the header and the text call it daily. Against one day's items the same lines are {share_of_day_2}%, {days_ratio} times larger. Both shares are small, and the course's real point stands: side effects are read by count, {bills_month_2} separate reconciliations a month, {bills_month_4} with four windows.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Başka bir tohum", "Another seed"),
            model: "etkisiz/olc",
            set: &[("seed", 1.0), ("shown_scheme", 3.0)],
            question: Label::new(
                "Bedel hesabı pencere başına {course_prevented} önlenen yan etkiyi ve {course_bills} yinelenen ücret kalemini tek bir koşumdan elle kopyalıyor. Tohum {seed} olunca pencere aynı sayıları verir mi?",
                "The cost model copies {course_prevented} prevented side effects and {course_bills} duplicate billing lines per window by hand from one run. With seed {seed}, does the window give the same numbers?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "matches_course_option" },
            explain: Label::new(
                "Tohum {seed} ile pencere {prevented_right} yan etki önlüyor ve {dup_delivered} yinelenen ücret kalemi içeriyor; toplam yineleme {duplicates}. Dersin sayıları bir tohumun ölçümüdür ve bedel modeline sabit olarak girer; bedel tarafında ONLENEN ve UCRET kaydırıcılarıyla bu sayıları taşıyabilirsiniz. Yasalar tohuma bağlı değildir: doğru kapsam yalnız yinelemeleri bastırır, takip kipi her tohumda {destroyed_tracking} geçerli olay siler.",
                "With seed {seed} the window prevents {prevented_right} side effects and holds {dup_delivered} duplicate billing lines; {duplicates} duplicates in all. The course's figures are one seed's measurement and enter the cost model as constants; on the cost side the ONLENEN and UCRET sliders carry these numbers over. The laws do not depend on the seed: the right scope suppresses only duplicates, and the tracking key deletes {destroyed_tracking} valid events whatever the seed.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
