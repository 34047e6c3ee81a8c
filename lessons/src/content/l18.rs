//! Lesson 18: Vale Anahtarı Kalıbı (valet key).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("Kursun havuzu ile Little yasasıyla boyutlanmış havuz", "The course's pool against one sized with Little's law"),
                    a: &[("pool", 64.0)],
                    b: &[("pool", 72.0)],
                },
            ],
        },
        Widget {
            model: "vale/kapsam",
            title: Label::new("Anahtar politikası: kapsam ve süre", "Key policy: scope and lifetime"),
            controls: &["scope", "lifetime", "leak_p", "sellers", "retention_days", "shipments"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&REACH),
            pairs: &[
                Pair {
                    label: Label::new("Satıcı kovası ile tek nesne", "A seller bucket against a single object"),
                    a: &[("scope", 2.0)],
                    b: &[("scope", 0.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Havuzun dolmasını izleyin", "Watch the pool fill"),
            model: "vale/olc",
            set: &[],
            question: Label::new(
                "Depo {fault_length} tur ({fault_seconds} s) boyunca 1 tur yerine {fault_response} turda yanıt veriyor. Vekil yolun {pool} yuvalık havuzu var ve tur başına {per_round} aktarım geliyor. Vekil yol kaç aktarımı reddeder: hiç mi, birkaç düzine mi, yüzlerce mi?",
                "For {fault_length} rounds ({fault_seconds} s) the store answers in {fault_response} rounds instead of 1. The proxy path has a pool of {pool} slots and {per_round} transfers arrive a round. How many transfers does the proxy path reject: none, a few dozen, or hundreds?",
            ),
            ask: Ask::Bucket { fact: "lab_proxy_rejected", edges: &[1.0, 100.0] },
            explain: Label::new(
                "{lab_proxy_rejected}. Havuz {first_full_round}. turda doluyor, tepe {lab_proxy_peak} yuva. Vekil yolda her aktarım, depo yanıt verene dek bir yuva tutar: aynı anda gereken yuva, gelen hız ile depo süresinin çarpımıdır ve havuzu aşınca fazlası reddedilir. Vale yolu baytı depoya doğrudan gönderir, {lab_valet_peak} yuva tutar.",
                "{lab_proxy_rejected}. The pool is full at round {first_full_round}, peaking at {lab_proxy_peak} slots. On the proxy path every transfer holds a slot until the store answers: the slots needed at once are the arrival rate times the store's time, and past the pool the rest are rejected. The valet path sends the bytes straight to the store and holds {lab_valet_peak} slots.",
            ),
            evidence: &[Evidence::Table("lab"), Evidence::Table("course"), Evidence::Chart("slots")],
            time: None,
        },
        Step {
            title: Label::new("Depo yavaşladığı tur", "The round the store slows down"),
            model: "vale/olc",
            set: &[],
            question: Label::new(
                "Tur {fault_from}: kanıt deposu artık her yanıtı {fault_response} turda veriyor. Sistem görünümünde iki yol yan yana. Bundan sonraki turlarda hangi yolun servisi aktarım reddetmeye başlar?",
                "Round {fault_from}: the proof store now takes {fault_response} rounds per answer. The system view shows both paths side by side. Over the next rounds, which path's service starts rejecting transfers?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız vekil yol", "only the proxy path"),
                    Label::new("iki yol da", "both paths"),
                    Label::new("hiçbiri", "neither"),
                ],
                fact: "slowdown_option",
            },
            explain: Label::new(
                "Yalnız vekil yol: her aktarım yuvasını depo yanıt verene dek tutuyor, havuz dolunca {first_reject_round}. turda ilk aktarım reddediliyor. Vale yolunda istemci baytı imzalı anahtarla depoya kendisi gönderiyor; servis yalnız anahtar veriyor ve havuzu boş kalıyor. Yavaş depo orada yalnız istemciyi bekletir.",
                "Only the proxy path: each transfer holds its slot until the store answers, so the pool fills and the first transfer is rejected at round {first_reject_round}. On the valet path the client sends the bytes to the store with a signed key; the service only signs keys and its pool stays empty. The slow store just keeps the client waiting.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("slots"), Evidence::Table("lab")],
            time: Some(StepTime { open_at: "fault_from", play_to: "first_reject_round" }),
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
                "Reddedilen {lab_proxy_rejected}, tepe {lab_proxy_peak} yuva. Büyük havuz bu arızayı karşılar, ama yalnız bunu: gereken yuva gelen hız × depo süresidir ve depo daha da yavaşlarsa havuz yine dolar. Vekil yolda kapasiteyi depo belirler; vale yolunda havuz boyu hiç rol oynamaz.",
                "Rejected: {lab_proxy_rejected}, peak {lab_proxy_peak} slots. The larger pool absorbs this fault, but only this one: the slots needed are arrival rate × store time, and a slower store fills the pool again. On the proxy path the store sets the capacity; on the valet path the pool size plays no part.",
            ),
            evidence: &[Evidence::Table("lab"), Evidence::Table("course"), Evidence::Chart("slots")],
            time: None,
        },
        Step {
            title: Label::new("Kapsamı daraltmak: ilk basamak", "Narrowing the scope: the first step"),
            model: "vale/kapsam",
            set: &[("scope", 1.0)],
            question: Label::new(
                "Satıcı kovası yerine satıcı-gün öneki: iki kapsamda da günde {seller_day_keys} anahtar imzalanıyor. Beklenen maruz kalma kaç kat azalır: on kattan az mı, on ile yüz kat arası mı, yüz kattan fazla mı?",
                "A seller-day prefix instead of the seller bucket: both scopes sign {seller_day_keys} keys a day. How many times smaller does the expected exposure get: under tenfold, ten- to a hundredfold, or over a hundredfold?",
            ),
            ask: Ask::Bucket { fact: "bucket_to_seller_day", edges: &[10.0, 100.0] },
            explain: Label::new(
                "{bucket_to_seller_day} kat: günde {bucket_exposure} nesne-saniyeden {seller_day_exposure} nesne-saniyeye. Maruz kalma, sızan anahtar × açtığı nesne × süredir; kapsamı daraltmak ortadaki çarpanı küçültür. İmzalama ve açık anahtar sayısı yerinden oynamaz: bu basamak bedavadır.",
                "{bucket_to_seller_day} times: from {bucket_exposure} to {seller_day_exposure} object-seconds a day. Exposure is leaked keys × objects each opens × lifetime; narrowing the scope shrinks the middle factor. Signing and open keys do not move: this step is free.",
            ),
            evidence: &[Evidence::System, Evidence::Table("scopes"), Evidence::Table("lifetimes"), Evidence::Chart("measures"), Evidence::Chart("window")],
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
                "{seller_day_exposure} → {object_exposure}: anahtar sayısı {issuance_ratio} kat artarken bir anahtarın açtığı nesne aynı oranda azalır, toplam aynı kalır. Değişen en kötü durumdur: sızan tek bir anahtar {bucket_surface} / {seller_day_surface} / {object_surface} nesne açar. Bedeli tepede K01 ucunun yüzde {object_edge_pct} kadarı imzalamadır.",
                "{seller_day_exposure} → {object_exposure}: the keys grow {issuance_ratio}-fold while the objects one key opens shrink by as much, so the total stays. What changes is the worst case: one leaked key opens {bucket_surface} / {seller_day_surface} / {object_surface} objects. The price is signing at {object_edge_pct}% of K01's edge rate at peak.",
            ),
            evidence: &[Evidence::System, Evidence::Table("scopes"), Evidence::Chart("measures"), Evidence::Chart("window")],
            time: None,
        },
        Step {
            title: Label::new("Süreyi kısaltmak", "Shortening the lifetime"),
            model: "vale/kapsam",
            set: &[("lifetime", 60.0)],
            question: Label::new(
                "Tek nesne kapsamında {course_lifetime} s süreyle tepede aynı anda {object_open_course} anahtar geçerli. Süre {lifetime} s olunca kaç anahtar geçerli olur?",
                "At single-object scope with a {course_lifetime} s lifetime, {object_open_course} keys are valid at once at peak. With a {lifetime} s lifetime, how many are?",
            ),
            ask: Ask::Bucket { fact: "object_open", edges: &[500.0, 2000.0] },
            explain: Label::new(
                "{object_open}: açık anahtar sayısı imza hızı × süredir, süre kaç kat kısalırsa o da o kadar azalır. Aynı çarpan maruz kalmayı da {sel_exposure_course} → {sel_exposure} nesne-saniyeye indirir ({sel_exposure_cut} kat). Kısa süre, sızan bir anahtarın açık kaldığı pencereyi daraltır; bedeli daha sık imzalamaktır.",
                "{object_open}: keys open are signing rate × lifetime, so they shrink by the same factor as the lifetime. The same factor takes exposure from {sel_exposure_course} to {sel_exposure} object-seconds ({sel_exposure_cut} times less). A short lifetime narrows the window a leaked key stays open; the price is signing more often.",
            ),
            evidence: &[Evidence::Table("scopes"), Evidence::Table("lifetimes"), Evidence::Chart("open"), Evidence::Chart("window"), Evidence::Chart("measures")],
            time: None,
        },
    ],
};

/// The course's two paths of a proof transfer: through the service (its transfer pool) to the
/// proof store, or straight from the client to the store with a valet key the service signs.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "client", label: Label::new("istemci", "client"), x: 0.0, y: 0.7, kind: Kind::Source },
        Node {
            id: "service",
            label: Label::new("servis (aktarım havuzu)", "service (transfer pool)"),
            x: 0.5,
            y: 0.1,
            kind: Kind::Pool,
        },
        Node { id: "store", label: Label::new("kanıt deposu", "proof store"), x: 1.0, y: 0.7, kind: Kind::Store },
    ],
    links: &[
        Link { from: "client", to: "service", pattern: None },
        Link { from: "service", to: "store", pattern: None },
        Link { from: "client", to: "store", pattern: None },
    ],
    aspect: 0.5,
};

/// `vale/kapsam`'s static view: the service that signs keys, one key that leaked, and the
/// objects it opens in the store.
static REACH: System = System {
    nodes: &[
        Node {
            id: "signer",
            label: Label::new("anahtar imzalayan servis", "key-signing service"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Service,
        },
        Node { id: "key", label: Label::new("sızan anahtar", "leaked key"), x: 0.45, y: 0.5, kind: Kind::Source },
        Node { id: "objects", label: Label::new("kanıt deposu", "proof store"), x: 1.0, y: 0.5, kind: Kind::Store },
    ],
    links: &[Link { from: "signer", to: "key", pattern: None }, Link { from: "key", to: "objects", pattern: None }],
    aspect: 0.35,
};
