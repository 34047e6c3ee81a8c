//! Lesson 18: Vale Anahtarı Kalıbı (valet key).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

pub static LESSON: Lesson = Lesson {
    number: 18,
    slug: "vale-anahtari-kalibi",
    title: Label::new("Vale Anahtarı Kalıbı", "Valet Key"),
    intro: Label::new(include_str!("../../content/tr/18.md"), include_str!("../../content/en/18.md")),
    widgets: &[
        Widget {
            model: "vale/olc",
            title: Label::new("Yavaşlayan depo: vekil yol ve vale yolu", "A slow store: the proxy path and the valet path"),
            controls: &["fault_response", "fault_length", "fault_start", "pool", "view_ratio", "normal_response", "proof_bytes", "key_bytes"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "vale/kapsam",
            title: Label::new("Anahtar politikası: kapsam ve süre", "Key policy: scope and lifetime"),
            controls: &["scope", "lifetime", "leak_p", "sellers", "retention_days", "shipments"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Havuzun dolmasını izleyin", "Watch the pool fill"),
            model: "vale/olc",
            set: &[],
            question: Label::new(
                "Depo {fault_length} tur ({fault_seconds} s) boyunca 1 tur yerine {fault_response} turda yanıt veriyor. Vekil yolun {pool} yuvalık havuzu var ve tur başına {per_round} aktarım geliyor. Vekil yol kaç aktarımı reddeder?",
                "For {fault_length} rounds ({fault_seconds} s) the store answers in {fault_response} rounds instead of 1. The proxy path has a pool of {pool} slots and {per_round} transfers arrive a round. How many transfers does the proxy path reject?",
            ),
            ask: Ask::Number { fact: "lab_proxy_rejected", tolerance: 10.0 },
            explain: Label::new(
                "{lab_proxy_rejected}. Havuz {first_full_round}. turda doluyor; tepe {lab_proxy_peak} yuva, ortalama {lab_proxy_mean}. Vale yolu {lab_valet_peak} yuva tutuyor ve {lab_valet_rejected} aktarım reddediyor. Bu sıfırı okurken dikkat: modelde vale yolu havuza hiç uğramaz, anahtar üretmek de hiçbir şey tutmaz. Dersin metni istemcinin yavaş depoyu beklediğini ve dolan havuzun aynı havuzu paylaşan başka işleri de etkilediğini söylüyor; modelde ne istemci, ne bekleme süresi, ne de havuzu paylaşan başka iş var. Model vekil tarafın doyduğunu ölçer; vale tarafındaki sıfır ölçüm değil, tasarımın varsayımıdır.",
                "{lab_proxy_rejected}. The pool is full at round {first_full_round}; the peak is {lab_proxy_peak} slots, the mean {lab_proxy_mean}. The valet path holds {lab_valet_peak} slots and rejects {lab_valet_rejected} transfers. Read that zero with care: in the model the valet path never goes near the pool, and issuing a key holds nothing. The course's text says the client is the one left waiting on the slow store, and that a full pool also hurts other work sharing it; the model has no client, no waiting time and no other work in the pool. It measures the proxy side filling up; the zero on the valet side is an assumption of the design, not a measurement.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Havuzu Little yasasıyla boyutlayın", "Size the pool with Little's law"),
            model: "vale/olc",
            set: &[("pool", 72.0)],
            question: Label::new(
                "Arızada her aktarım yuvasını {fault_response} tur tutuyor ve tur başına {per_round} aktarım geliyor: aynı anda yaklaşık {little_slots} yuva gerekir. Havuz artık {pool} yuva. Vekil yol hâlâ aktarım reddeder mi?",
                "In the fault each transfer holds its slot for {fault_response} rounds and {per_round} transfers arrive a round: about {little_slots} slots are needed at once. The pool now has {pool} slots. Does the proxy path still reject transfers?",
            ),
            ask: Ask::Choice {
                options: &[Label::new("hayır, hiç", "no, none"), Label::new("evet, birkaç tane", "yes, some")],
                fact: "lab_rejects_option",
            },
            explain: Label::new(
                "Reddedilen {lab_proxy_rejected}, tepe {lab_proxy_peak} yuva. Büyük havuz bu arızayı karşılıyor ama yalnız bu arızayı: gereken yuva, gelen hız ile depo süresinin çarpımıdır ve depo daha da yavaşlarsa yine dolar. Arızadaki depo yanıtını 30 tura çekip deneyin. Vale yolunda havuz boyu hiç rol oynamaz.",
                "Rejected: {lab_proxy_rejected}, peak {lab_proxy_peak} slots. The larger pool absorbs this fault, but only this one: the slots needed are the arrival rate times the store's time, and a slower store fills the pool again. Try a store time of 30 rounds in the fault. On the valet path the pool size plays no part at all.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kapsamı daraltmak: ilk basamak", "Narrowing the scope: the first step"),
            model: "vale/kapsam",
            set: &[("scope", 1.0)],
            question: Label::new(
                "Satıcı kovası yerine satıcı-gün öneki: iki kapsamda da günde {seller_day_keys} anahtar imzalanıyor. Beklenen maruz kalma kaç kat azalır?",
                "A seller-day prefix instead of the seller bucket: both scopes sign {seller_day_keys} keys a day. How many times smaller does the expected exposure get?",
            ),
            ask: Ask::Number { fact: "bucket_to_seller_day", tolerance: 30.0 },
            explain: Label::new(
                "{bucket_to_seller_day} kat: günde {bucket_exposure} nesne-saniyeden {seller_day_exposure} nesne-saniyeye. Bu sayı modelde bir ölçüm değil, girdinin kendisidir: bir kova saklama süresinin her günü için bir satıcı-gün kadar nesne tutar, yani oran saklama gün sayısına (V12) eşittir. Saklama süresini değiştirin, oran onunla birlikte değişir. İmzalama ve açık anahtar sayısı yerinden oynamaz: bu basamak bedavadır.",
                "{bucket_to_seller_day} times: from {bucket_exposure} to {seller_day_exposure} object-seconds a day. In the model this figure is not a measurement but the input itself: a bucket holds one seller-day of objects for every day of retention, so the ratio equals the retention in days (V12). Change the retention and the ratio follows it. Signing and open keys do not move: this step is free.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("İkinci basamak: tek nesne", "The second step: one object"),
            model: "vale/kapsam",
            set: &[("scope", 0.0)],
            question: Label::new(
                "Satıcı-gün önekinden tek nesneye inince günlük imzalama {seller_day_keys} → {object_keys} oluyor. Beklenen maruz kalmaya ne olur?",
                "Going from the seller-day prefix to a single object takes signing from {seller_day_keys} to {object_keys} keys a day. What happens to the expected exposure?",
            ),
            ask: Ask::Choice {
                options: &[Label::new("azalır", "it falls"), Label::new("değişmez", "it stays the same"), Label::new("artar", "it rises")],
                fact: "second_step_option",
            },
            explain: Label::new(
                "{seller_day_exposure} → {object_exposure}, oran {seller_day_to_object}. Bu da aritmetiktir: anahtar sayısı {issuance_ratio} kat artarken bir anahtarın açtığı nesne aynı oranda azalır, çünkü satıcı başına günlük gönderi V3 / SATICI olarak tanımlı. Satıcı sayısını değiştirin: oran 1 kalır. Değişen yalnız en kötü durumdur: sızan tek bir anahtar {bucket_surface} / {seller_day_surface} / {object_surface} nesne açar. Bedeli ise tepede K01 ucunun yüzde {object_edge_pct}'i kadar imzalamadır.",
                "{seller_day_exposure} → {object_exposure}, a ratio of {seller_day_to_object}. This is arithmetic too: the keys grow {issuance_ratio}-fold while the objects one key opens shrink by as much, because shipments a seller a day are defined as V3 / SATICI. Change the seller count: the ratio stays 1. Only the worst case changes: one leaked key opens {bucket_surface} / {seller_day_surface} / {object_surface} objects. The price is signing equal to {object_edge_pct}% of K01's edge rate at peak.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Süreyi kısaltmak", "Shortening the lifetime"),
            model: "vale/kapsam",
            set: &[("lifetime", 60.0)],
            question: Label::new(
                "Tek nesne kapsamında anahtar süresi 300 yerine {lifetime} s. Tepede aynı anda kaç anahtar geçerli olur?",
                "Single-object scope, key lifetime {lifetime} s instead of 300. How many keys are valid at once at peak?",
            ),
            ask: Ask::Number { fact: "object_open", tolerance: 50.0 },
            explain: Label::new(
                "{object_open}. Beklenen maruz kalma {sel_exposure_course} → {sel_exposure} nesne-saniye, {sel_exposure_cut} kat; aynı kat her kapsamda geçerli, çünkü süre her satırda doğrusal bir çarpandır. Pencere grafiğinde sızan bir anahtar {sel_surface} nesneyi {lifetime} s açık tutuyor. İki not: dersin açık pencere sayısı tepe hızında (V8 = {peak_factor}) hesaplanır, günün ortalamasında bu sayı {object_open_avg}'dir. Ve model sızan her anahtarı süresinin tamamı boyunca açık sayar: sızıntının imza anında olduğunu ve anahtarın geri çağrılmadığını varsayar.",
                "{object_open}. Expected exposure goes {sel_exposure_course} → {sel_exposure} object-seconds, {sel_exposure_cut} times less; the same factor holds at every scope, since the lifetime is a linear factor in every row. In the window chart one leaked key keeps {sel_surface} objects open for {lifetime} s. Two notes: the course's open-window count is taken at the peak rate (V8 = {peak_factor}); over an average second of the day it is {object_open_avg}. And the model counts every leaked key as open for its whole lifetime: it assumes the leak happens at signing and that the key is never revoked.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
