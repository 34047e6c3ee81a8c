//! Lesson 15: Etkisiz İşlemler (idempotent operations).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure};

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, Widget, YES_NO};

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
            ensemble: Some(&ENSEMBLE),
            system: Some(&SYSTEM),
            pairs: &[Pair {
                label: Label::new("Defter olmadan ve ile", "Without and with the ledger"),
                a: &[("shown_scheme", 0.0)],
                b: &[("shown_scheme", 3.0)],
            }],
        },
        Widget {
            model: "etkisiz/bedel",
            title: Label::new("Defterin bedeli, K01 ölçeğinde", "What the ledger costs, at K01 scale"),
            controls: &["ledger_hours", "record_bytes", "prevented", "bills"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            // The course's sensitivity: the ledger's window made three times longer (DD3).
            pairs: &[Pair {
                label: Label::new("Kursun penceresi ile üç katı uzun pencere", "The course's window against one three times as long"),
                a: &[("ledger_hours", 24.0)],
                b: &[("ledger_hours", 72.0)],
            }],
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
                "Takip numarası bir gönderinin bütün olaylarında aynıdır; defter yalnız ilkini geçirir ve {baseline_clean} yan etkiden {side_tracking_clean} kalır, {destroyed_tracking} geçerli olay silinir. Anahtar, iş açısından farklı iki olayı ayırabilecek genişlikte olmalı: dar anahtar yinelemeyi değil sistemin kendi işini bastırır. Kazanç yalnız yeşil çubuktur.",
                "A tracking number is the same on every event of a shipment, so only the first gets through: of {baseline_clean} side effects {side_tracking_clean} are left and {destroyed_tracking} valid events vanish. A key must be wide enough to tell two business events apart; a narrow key suppresses the system's own work, not duplicates. Only the green bar is a gain.",
            ),
            evidence: &[Evidence::Table("schemes"), Evidence::Chart("schemes"), Evidence::Chart("side-effects")],
            time: None,
        },
        Step {
            title: Label::new("Gerçek işe eşit tek sahne", "The one scene equal to the real work"),
            model: "etkisiz/olc",
            set: &[],
            question: Label::new(
                "Sistem görünümü aynı arıza penceresini dört kipte yan yana çiziyor: yinelemeler deftere akıyor, defter geçirdiğini yan etkilere yolluyor. Hangi sahnede yan etkiler arızasız günün gerçek işine tam eşit kalır?",
                "The system view draws the same fault window under four schemes side by side: duplicates flow into the ledger, and the ledger sends what it passes on to the side effects. In which scene do the side effects stay exactly equal to the clean day's real work?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("defter yok", "no ledger"),
                    Label::new("takip", "tracking no."),
                    Label::new("takip+durum", "tracking + status"),
                    Label::new("takip+durum+olay", "tracking + status + event"),
                    Label::new("hiçbiri", "none"),
                ],
                fact: "exact_scheme_option",
            },
            explain: Label::new(
                "Yalnız takip+durum+olay: defter {duplicates} yinelemenin hepsini geri çeviriyor, tek geçerli olay silmiyor ve yan etki {baseline_clean} kalıyor. Deftersiz sahnede yinelemeler işleniyor ({dup_delivered} fazladan ücret); dar anahtarlar yinelemeyle birlikte gerçek işi de kesiyor. Doğru defter yinelemeyi durdurur, işi durdurmaz.",
                "Only tracking + status + event: the ledger turns away all {duplicates} duplicates, deletes no valid event, and the side effects stay at {baseline_clean}. With no ledger the duplicates are processed ({dup_delivered} extra bills); narrow keys cut real work along with the duplicates. The right ledger stops repeats, not work.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("schemes"), Evidence::Chart("side-effects")],
            time: None,
        },
        Step {
            title: Label::new("Yinelemenin üç kaynağı", "Three sources of duplicates"),
            model: "etkisiz/olc",
            set: &[("shown_scheme", 3.0)],
            question: Label::new(
                "{window} saniyelik pencerede {unique_events} özgün olay var ve üç kaynak her olayı ayrı ayrı yineleyebilir. Kaynakları eklediği yineleme sayısına göre, en çoktan başlayarak sıralayın.",
                "The {window}-second window holds {unique_events} unique events, and three sources may each duplicate any of them. Order the sources by the duplicates they add, most first.",
            ),
            ask: Ask::Order {
                items: &[
                    (Label::new("taşıyıcının yeniden denemesi", "carrier retry"), "dup_retry"),
                    (Label::new("devralmada yeniden sürme", "replay after failover"), "dup_replay"),
                    (Label::new("en az bir kez yeniden teslim", "at-least-once redelivery"), "dup_redelivery"),
                ],
            },
            explain: Label::new(
                "Yeniden deneme {dup_retry}, yeniden sürme {dup_replay}, yeniden teslim {dup_redelivery} fazladan teslim ekliyor: sıra, olasılıkların sırasıdır. Yinelemenin tek bir kaynağı yoktur; üç ayrı mekanizma aynı olayı yeniden getirir. Defter hepsini tek yerde, olayın anahtarında yakalar: doğru kapsamla {duplicates} yinelemenin hepsi bastırılır, hiçbir geçerli olay bastırılmaz.",
                "Retry adds {dup_retry} extra deliveries, replay {dup_replay}, redelivery {dup_redelivery}: the order is that of the probabilities. Duplicates have no single source; three separate mechanisms bring the same event back. The ledger catches them all in one place, the event's key: with the right scope all {duplicates} duplicates are suppressed and no valid event is.",
            ),
            evidence: &[Evidence::Table("sources"), Evidence::Chart("origins"), Evidence::Table("schemes"), Evidence::Chart("schemes")],
            time: None,
        },
        Step {
            title: Label::new("0,35 bir olasılık mı?", "Is 0.35 a probability?"),
            model: "etkisiz/olc",
            set: &[("shown_scheme", 3.0)],
            question: Label::new(
                "Üç kaynağın olasılıklarının toplamı {rate_sum}. Olayların en az bir kez yinelenen payı bu toplamla karşılaştırılınca nasıl çıkar?",
                "The three sources' probabilities add up to {rate_sum}. How does the share of events duplicated at least once compare with that sum?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("aşağı yukarı toplam kadar", "about the sum"),
                    Label::new("toplamdan az", "less than the sum"),
                    Label::new("toplamdan fazla", "more than the sum"),
                ],
                fact: "dup_share_option",
            },
            explain: Label::new(
                "Her olay her kaynak için ayrı çekiliş yapar; bazı olaylar iki kez yinelenir, o yüzden toplam yazma başına beklenen fazladan kopyadır ({extra_per_write}), olasılık değil. En az bir kopya olasılığı 1 − (1 − p₁)(1 − p₂)(1 − p₃): beklenen %{p_any_pct}, görülen %{share_duplicated_pct}. Bağımsız olasılıklar toplanmaz, tümleyenleri çarpılır.",
                "Every event draws once for each source; some are duplicated twice, so the sum is the expected extra copies per write ({extra_per_write}), not a probability. The chance of at least one copy is 1 − (1 − p₁)(1 − p₂)(1 − p₃): {p_any_pct}% expected, {share_duplicated_pct}% seen. Independent chances do not add; their complements multiply.",
            ),
            evidence: &[Evidence::Table("sources"), Evidence::Chart("origins"), Evidence::Table("schemes"), Evidence::Chart("schemes")],
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
                "Defter boyu anahtarlı yazma × pencere/24 × kayıt baytıdır; pencere de kayıt da tek bir çarpandır. Üç katı pencere {mb_triple_window} MB, iki katı kayıt {mb_double_record} MB: büyüten, çarpanın ne kadar değiştiğidir. Bedelin öteki yarısı satırlardadır: tepe yazma satırı {write_factor} kat, önbellek arkası okuma {read_factor} kat.",
                "The ledger's size is keyed writes × window/24 × record bytes; window and record are each one factor. Three times the window gives {mb_triple_window} MB, twice the record {mb_double_record} MB: what grows it is how far a factor moves. The other half of the cost is rows: peak write rows grow {write_factor} times, reads behind the cache {read_factor} times.",
            ),
            evidence: &[Evidence::Table("ledger"), Evidence::Chart("ledger-by-window")],
            time: None,
        },
        Step {
            title: Label::new("Yan etki tanesiyle okunur", "Side effects are read by count"),
            model: "etkisiz/bedel",
            set: &[],
            question: Label::new(
                "Ayda 2 arıza penceresiyle defter {prevented_month_2} yan etkiyi önlüyor; bunların bir kısmı yinelenen ücret kalemidir. Ayda kaç yinelenen ücret kalemi önlenir?",
                "With 2 fault windows a month the ledger prevents {prevented_month_2} side effects; some of them are duplicate billing lines. How many duplicate billing lines a month are prevented?",
            ),
            ask: Ask::Bucket { fact: "bills_month_2", edges: &[100.0, 2000.0] },
            explain: Label::new(
                "Ayda {bills_month_2} yinelenen ücret kalemi, dört pencereyle {bills_month_4}. Günün kalemleri içinde payı %{share_of_day_2} gibi küçük bir sayıdır, ama her kalem bir satıcıya iki kez kesilen faturadır ve ayrı bir mutabakat işi açar. Yan etkiler yüzdeyle değil tanesiyle okunur.",
                "{bills_month_2} duplicate billing lines a month, {bills_month_4} with four windows. Among a day's items that is a share as small as {share_of_day_2}%, yet each line is a seller billed twice and a reconciliation job of its own. Side effects are read by count, not by percentage.",
            ),
            evidence: &[Evidence::Table("month")],
            time: None,
        },
        Step {
            title: Label::new("Başka bir tohum", "Another seed"),
            model: "etkisiz/olc",
            set: &[("seed", 1.0), ("shown_scheme", 3.0)],
            question: Label::new(
                "Bedel hesabı pencere başına {course_prevented} önlenen yan etkiyi ve {course_bills} yinelenen ücret kalemini tek bir koşumdan alıyor. Tohum {seed} olunca pencere aynı sayıları verir mi?",
                "The cost model takes {course_prevented} prevented side effects and {course_bills} duplicate billing lines per window from one run. With seed {seed}, does the window give the same numbers?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "matches_course_option" },
            explain: Label::new(
                "Tohum {seed} ile pencere {prevented_right} yan etki önlüyor ve {dup_delivered} yinelenen ücret kalemi içeriyor: bir tohumun sayıları bir ölçümdür, sabit değil. Yasa ise tohuma bağlı değildir: doğru kapsam yalnız yinelemeleri bastırır, takip kipi her tohumda {destroyed_tracking} geçerli olayı siler.",
                "With seed {seed} the window prevents {prevented_right} side effects and holds {dup_delivered} duplicate billing lines: one seed's numbers are a measurement, not a constant. The law does not depend on the seed: the right scope suppresses only duplicates, and the tracking key deletes {destroyed_tracking} valid events whatever the seed.",
            ),
            evidence: &[
                Evidence::Table("schemes"),
                Evidence::Table("sources"),
                Evidence::Chart("schemes"),
                Evidence::Chart("side-effects"),
                Evidence::Chart("origins"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "etkisiz/olc",
            set: &[],
            question: Label::new(
                "Yinelemeler tek bir tohumla çekiliyor. Başka tohumlarla da kaynaklar olasılıklarının sırasıyla mı yineleme ekler (yeniden deneme, sonra yeniden sürme, sonra yeniden teslim), yani tohumların çoğunda bu sıra çıkar mı?",
                "The duplicates are drawn with one seed. With other seeds, do the sources still add duplicates in the order of their probabilities (retry, then replay, then redelivery), that is, for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Her kaynağın yinelemesi tohumdan tohuma oynar, ama olasılıklar birbirinden epey uzak olduğu için sıra bir çekilişe bağlı değildir. Doğru kapsamlı defterin önlediği yan etki de her tohumda, o tohumun yinelemeleri kadardır: sayı değişir, kural değişmez.",
                "Each source's duplicates move from seed to seed, but the probabilities lie far enough apart that the order does not hang on one draw. The side effects the right-scope ledger prevents are, for every seed, that seed's duplicates: the count changes, the law does not.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
    ],
};

/// "Şans mı?": the fault window's duplicates by source over many seeds.
static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Arıza penceresinde kaynak başına yineleme", "Duplicates by source in the fault window"),
    hint: Label::new(
        "Her tohum başka yinelemeler çeker; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws other duplicates; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure { label: Label::new("yeniden deneme: yineleme", "retry: duplicates"), decimals: 0 },
        Measure { label: Label::new("yeniden sürme: yineleme", "replay: duplicates"), decimals: 0 },
        Measure { label: Label::new("yeniden teslim: yineleme", "redelivery: duplicates"), decimals: 0 },
        Measure {
            label: Label::new("doğru kapsamın önlediği yan etki", "side effects the right scope prevents"),
            decimals: 0,
        },
        Measure {
            label: Label::new(
                "sıra olasılıkların sırası (1 evet, 0 hayır)",
                "the order is that of the probabilities (1 yes, 0 no)",
            ),
            decimals: 0,
        },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new(
            "Kaynaklar olasılıklarının sırasıyla yineleme ekler",
            "The sources add duplicates in the order of their probabilities",
        ),
        measure: 4,
    }),
};

/// The course's fault window: the carrier's original events and the three sources of
/// duplicates flow into the idempotency ledger, which passes what it processes on to the side
/// effects (status record, bill, notification).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "events", label: Label::new("özgün olay", "original events"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node { id: "retry", label: Label::new("yeniden deneme", "carrier retry"), x: 0.0, y: 0.33, kind: Kind::Source },
        Node {
            id: "replay",
            label: Label::new("yeniden sürme", "failover replay"),
            x: 0.0,
            y: 0.67,
            kind: Kind::Source,
        },
        Node {
            id: "redelivery",
            label: Label::new("yeniden teslim", "redelivery"),
            x: 0.0,
            y: 1.0,
            kind: Kind::Source,
        },
        Node {
            id: "ledger",
            label: Label::new("tekillik defteri", "idempotency ledger"),
            x: 0.5,
            y: 0.5,
            kind: Kind::Gate,
        },
        Node { id: "effects", label: Label::new("yan etkiler", "side effects"), x: 1.0, y: 0.5, kind: Kind::Store },
    ],
    links: &[
        Link { from: "events", to: "ledger", pattern: None },
        Link { from: "retry", to: "ledger", pattern: None },
        Link { from: "replay", to: "ledger", pattern: None },
        Link { from: "redelivery", to: "ledger", pattern: None },
        Link { from: "ledger", to: "effects", pattern: None },
    ],
    aspect: 0.6,
};
