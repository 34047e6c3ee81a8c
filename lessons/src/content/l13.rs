//! Lesson 13: Dağıtım Damgaları ve Coğrafi Kopyalar (deployment stamps and geo-replicas).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, Widget};

const SMALLER_SAME_LARGER: &[Label] = &[
    Label::new("küçülür", "it shrinks"),
    Label::new("aynı kalır", "it stays the same"),
    Label::new("büyür", "it grows"),
];

pub static LESSON: Lesson = Lesson {
    number: 13,
    slug: "dagitim-damgalari",
    title: Label::new("Dağıtım Damgaları ve Coğrafi Kopyalar", "Deployment Stamps and Geo-Replicas"),
    intro: Label::new(include_str!("../../content/tr/13.md"), include_str!("../../content/en/13.md")),
    widgets: &[
        Widget {
            model: "damga/olc",
            title: Label::new("Damga sınırı, bulaşma kapsamı ve bir arıza günü", "The stamp boundary, the blast radius and a fault day"),
            controls: &[
                "stamps",
                "placement",
                "failed",
                "failed_stamp",
                "fault_at",
                "fault_len",
                "day_rounds",
                "load_tracking",
                "load_events",
                "load_billing",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&STAMPS),
            pairs: &[
                Pair {
                    label: Label::new("Tek parça ile paylaşılanlı damga", "A monolith against stamps with shared parts"),
                    a: &[("placement", 0.0)],
                    b: &[("placement", 1.0)],
                },
                Pair {
                    label: Label::new("Paylaşılanlı damga ile kendine yeten damga", "Stamps with shared parts against self-contained stamps"),
                    a: &[("placement", 1.0)],
                    b: &[("placement", 2.0)],
                },
            ],
        },
        Widget {
            model: "damga/yuk",
            title: Label::new("Damga sayısı: K01 yükleri ve arızasız günün bedeli", "The stamp count: K01 loads and the healthy day's cost"),
            controls: &["stamps", "local", "peak_edge", "store", "peak_write", "shipments"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            pairs: &[
                Pair {
                    label: Label::new("Az damga ile çok damga", "Few stamps against many"),
                    a: &[("stamps", 3.0)],
                    b: &[("stamps", 16.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Sınırı saymak", "Counting the boundary"),
            model: "damga/olc",
            set: &[("placement", 1.0)],
            question: Label::new(
                "Üç yerleşimi, akışların damga sınırını geçme sayısına göre çoktan aza sıralayın.",
                "Order the three placements by how many times the flows cross the stamp boundary, most first.",
            ),
            ask: Ask::Order {
                items: &[
                    (Label::new("tek parça", "monolith"), "crossing_mono"),
                    (Label::new("paylaşılanlı damga", "stamps with shared parts"), "crossing_shared"),
                    (Label::new("kendine yeten damga", "self-contained stamps"), "crossing_self"),
                ],
            },
            explain: Label::new(
                "Geçiş: tek parça {crossing_mono}, paylaşılanlı damga {crossing_shared}, kendine yeten {crossing_self}; ortakta kalan bileşen {shared_mono}, {shared_shared}, {shared_self}. Sınırı geçen her bağ, bir arızanın damgadan damgaya ulaşabileceği bir yoldur. Bağımsızlığı damga sayısı değil, ortakta kalan bileşenler belirler.",
                "Crossings: monolith {crossing_mono}, stamps with shared parts {crossing_shared}, self-contained {crossing_self}; components left shared {shared_mono}, {shared_shared}, {shared_self}. Every link across the boundary is a path by which a fault can reach from stamp to stamp. Independence comes from the components left shared, not from the stamp count.",
            ),
            evidence: &[Evidence::Table("placements")],
            time: None,
        },
        Step {
            title: Label::new("Ortakta kalan önbellek", "The cache left shared"),
            model: "damga/olc",
            set: &[("placement", 1.0), ("failed", 3.0)],
            question: Label::new(
                "Önbellek ortakta kalırken {stamps} damga açılıyor. Önbelleğin düşmesinin bulaşma kapsamı tek parça düzene göre ne olur?",
                "{stamps} stamps are opened while the cache stays shared. What happens to the cache's blast radius compared with the monolith?",
            ),
            ask: Ask::Choice { options: SMALLER_SAME_LARGER, fact: "shared_vs_mono_option" },
            explain: Label::new(
                "Tek parçada %{cache_pct_mono}, {stamps} damgada da %{cache_pct_shared}: {stamps} damganın {cache_hit_shared} tanesi birden etkileniyor. Ortakta kalan bir bileşen her damgaya dokunur, damgalama onun kapsamını bölmez. Önbellek damganın içine taşınınca kapsam %{cache_pct_self} olur.",
                "The monolith: {cache_pct_mono}%; {stamps} stamps: still {cache_pct_shared}%, with {cache_hit_shared} of {stamps} stamps hit at once. A component left shared touches every stamp, so stamping does not divide its reach. Once the cache moves into the stamp, the reach falls to {cache_pct_self}%.",
            ),
            evidence: &[
                Evidence::Table("blast"),
                Evidence::Table("fault-day"),
                Evidence::Chart("stamp-blast"),
                Evidence::Chart("day-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Daha çok damga", "More stamps"),
            model: "damga/olc",
            set: &[("stamps", 16.0), ("placement", 2.0), ("failed", 4.0)],
            question: Label::new(
                "Kendine yeten {stamps} damgada durum deposu bir damgada düşüyor. İsteklerin yüzde kaçı etkilenir?",
                "With {stamps} self-contained stamps the state store fails in one of them. What percentage of requests is affected?",
            ),
            ask: Ask::Bucket { fact: "failed_pct", edges: &[1.0, 5.0, 10.0, 25.0] },
            explain: Label::new(
                "%{failed_pct}: damga içi bir arıza 1/n ile küçülür. Yönlendirme eşlemesi ise {stamps} damgada da %{routing_pct} ve {routing_hit_self} damga. Damgalama kapsamı sıfırlamaz, ortakta kalan son noktaya indirir; o noktanın erişilebilirliği bütün hizmetin üst sınırıdır.",
                "{failed_pct}%: a stamp-local fault shrinks as 1/n. The routing map, though, still reaches {routing_pct}% on {routing_hit_self} stamps at {stamps} stamps. Stamping does not zero the blast radius; it brings it down to the last shared point, whose availability caps the whole service.",
            ),
            evidence: &[
                Evidence::Table("blast"),
                Evidence::Table("fault-day"),
                Evidence::Chart("stamp-blast"),
                Evidence::Chart("stamp-count"),
                Evidence::Chart("day-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Taban yüklere bağlıdır", "The floor depends on the loads"),
            model: "damga/olc",
            set: &[("load_billing", 5.0), ("failed", 0.0)],
            question: Label::new(
                "Ücret akışı damga başına tur başına {load_billing} istek gönderiyor. Yönlendirme eşlemesi düşünce isteklerin yüzde kaçı etkilenir?",
                "The billing flow now sends {load_billing} requests per stamp per round. When the routing map fails, what percentage of requests is affected?",
            ),
            ask: Ask::Bucket { fact: "routing_pct", edges: &[50.0, 80.0, 95.0] },
            explain: Label::new(
                "%{routing_pct}. Ücret akışı yönlendirme eşlemesinden geçmez; taban, takip ve olay isteklerinin ({load_tracking} + {load_events}) bütün isteklere oranıdır. Ortakta kalan bir bileşenin kapsamı sabit bir sayı değildir, üzerinden geçen akışların payıdır.",
                "{routing_pct}%. The billing flow does not pass the routing map, so the floor is the tracking and event requests ({load_tracking} + {load_events}) over all requests. A shared component's reach is not a fixed number; it is the share of the flows that pass through it.",
            ),
            evidence: &[Evidence::Table("blast"), Evidence::Table("fault-day"), Evidence::Chart("stamp-blast"), Evidence::Chart("stamp-count")],
            time: None,
        },
        Step {
            title: Label::new("Arızanın süresi", "How long the fault lasts"),
            model: "damga/olc",
            set: &[("failed_stamp", 3.0), ("fault_len", 60.0)],
            question: Label::new(
                "Durum deposu {failed_stamp}. damgada {fault_rounds} tur düşük kalıyor. Günün isteklerinin yüzde kaçı kaybolur?",
                "The state store is down in stamp {failed_stamp} for {fault_rounds} rounds. What percentage of the day's requests is lost?",
            ),
            ask: Ask::Bucket { fact: "day_share_pct", edges: &[5.0, 10.0, 20.0] },
            explain: Label::new(
                "{day_lost} istek; günün {day_total} isteği içinde %{day_share_pct}. Arıza sürerken etkilenen pay %{failed_pct} olarak kalır: süre kaybı çarpar, damgalama kimin etkilendiğini böler. Aynı arıza tek parça düzende günün isteklerinden %{day_share_mono_pct} pay götürürdü.",
                "{day_lost} requests: {day_share_pct}% of the day's {day_total}. While the fault lasts the share affected stays at {failed_pct}%: the duration multiplies the loss, stamping divides who is affected. The same fault would take {day_share_mono_pct}% of the monolith's day.",
            ),
            evidence: &[Evidence::Table("fault-day"), Evidence::Chart("day-timeline"), Evidence::Chart("stamp-blast")],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "damga/yuk",
            set: &[("stamps", 16.0)],
            question: Label::new(
                "{stamps} damgada, her damganın ikinci bir bölgede coğrafi kopyası tutulursa kaç bileşen çalıştırılır?",
                "At {stamps} stamps, with a geo copy of every stamp in a second region, how many components are run?",
            ),
            ask: Ask::Bucket { fact: "chosen_with_geo", edges: &[100.0, 200.0, 400.0] },
            explain: Label::new(
                "{chosen_with_geo}: coğrafi kopyasız {chosen_components}, tek damgada {one_components}. Gün sonu ücretlendirmesi {chosen_billing} yere gidip sonuçları birleştirir. Karşılığında damga içi bir arızanın erişimi %{chosen_blast_pct} olur. Damgalama kapsamı küçültür, ama her arızasız gün daha çok bileşen çalıştırılarak ödenir.",
                "{chosen_with_geo}: {chosen_components} without geo copies, {one_components} for one stamp. End-of-day billing visits {chosen_billing} places and merges the results. In return, a stamp-local fault reaches {chosen_blast_pct}% of requests. Stamping shrinks the reach, but every healthy day pays for it in more components to run.",
            ),
            evidence: &[Evidence::Table("components"), Evidence::Table("loads"), Evidence::Chart("cost-vs-reach")],
            time: None,
        },
        Step {
            title: Label::new("Bölünmeyen bir sayı", "A count that does not divide"),
            model: "damga/yuk",
            set: &[("stamps", 3.0)],
            question: Label::new(
                "{stamps} damgada her damganın uç yükü kaç istek/s olur?",
                "At {stamps} stamps, what is each stamp's edge load in req/s?",
            ),
            ask: Ask::Range { fact: "chosen_edge", min: 0.0, max: 600.0, width: 100.0 },
            explain: Label::new(
                "{chosen_edge} istek/s: tek damganın {one_edge} istek/s yükü {stamps:e} bölünür; depo {chosen_store}, yazma {chosen_write} istek/s. K01'in bütün hesapları damga başına yeniden okunur: bir damganın kapasitesi bilinince gereken damga sayısı bir bölmedir.",
                "{chosen_edge} req/s: one stamp's {one_edge} req/s are split {stamps} ways; store {chosen_store}, writes {chosen_write} req/s. All of K01's figures can be read per stamp: once one stamp's capacity is known, the number of stamps needed is a division.",
            ),
            evidence: &[Evidence::Table("loads"), Evidence::Chart("per-stamp-load")],
            time: None,
        },
        Step {
            title: Label::new("Ortak bileşenin ulaştığı damgalar", "The stamps a shared part reaches"),
            model: "damga/olc",
            set: &[("placement", 1.0), ("failed", 6.0)],
            question: Label::new(
                "Paylaşılanlı damga yerleşiminde numara dağıtıcı düşüyor. Sistem görünümündeki {stamps} damganın yalnız biri mi istek kaybeder, hepsi mi?",
                "In the placement of stamps with shared parts, the number allocator fails. Do only one of the system view's {stamps} stamps lose requests, or all of them?",
            ),
            ask: Ask::Choice {
                options: &[Label::new("yalnız biri", "only one"), Label::new("hepsi", "all of them")],
                fact: "failed_all_option",
            },
            explain: Label::new(
                "{failed_hit} damganın hepsi: numara dağıtıcı bu yerleşimde damgaların dışında, ortak tek kopya. Etkilenen istek payı %{failed_pct_shared}, tek parça düzende de %{failed_pct_mono}. Kendine yeten damgalarda aynı arıza yalnız kendi damgasını vurur: %{failed_pct_self}. Bulaşmayı damga sayısı değil, ortak kalan bileşen belirler.",
                "All {failed_hit}: in this placement the number allocator lives outside the stamps, one shared copy. The share of requests affected is {failed_pct_shared}%, the same {failed_pct_mono}% as the monolith. In self-contained stamps the same fault hits only its own stamp: {failed_pct_self}%. What is left shared, not the stamp count, sets the reach.",
            ),
            evidence: &[
                Evidence::System,
                Evidence::Table("blast"),
                Evidence::Table("fault-day"),
                Evidence::Chart("stamp-load"),
                Evidence::Chart("stamp-blast"),
                Evidence::Chart("day-timeline"),
                Evidence::Chart("stamp-count"),
            ],
            time: None,
        },
    ],
};

/// The course's dependency graph: the requests, the nine components in the order the flows
/// meet them (tracking and events through the routing map and the edge, billing from its job),
/// and the stamps a fault reaches.
static STAMPS: System = System {
    nodes: &[
        Node { id: "requests", label: Label::new("istekler", "requests"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node {
            id: "yonlendirme",
            label: Label::new("yönlendirme eşlemesi", "routing map"),
            x: 0.0,
            y: 0.3,
            kind: Kind::Gate,
        },
        Node { id: "uc", label: Label::new("uç", "edge"), x: 0.0, y: 0.6, kind: Kind::Service },
        Node {
            id: "takip-servisi",
            label: Label::new("takip servisi", "tracking service"),
            x: 0.5,
            y: 0.45,
            kind: Kind::Service,
        },
        Node { id: "onbellek", label: Label::new("önbellek", "cache"), x: 1.0, y: 0.3, kind: Kind::Store },
        Node {
            id: "olay-kuyrugu",
            label: Label::new("olay kuyruğu", "event queue"),
            x: 0.5,
            y: 0.75,
            kind: Kind::Buffer,
        },
        Node {
            id: "durum-deposu",
            label: Label::new("durum deposu", "state store"),
            x: 1.0,
            y: 0.6,
            kind: Kind::Store,
        },
        Node {
            id: "numara-dagitici",
            label: Label::new("numara dağıtıcı", "number allocator"),
            x: 0.5,
            y: 1.0,
            kind: Kind::Service,
        },
        Node { id: "ucret-isi", label: Label::new("ücret işi", "billing job"), x: 0.5, y: 0.1, kind: Kind::Service },
        Node {
            id: "tarife-deposu",
            label: Label::new("tarife deposu", "tariff store"),
            x: 1.0,
            y: 1.0,
            kind: Kind::Store,
        },
        Node { id: "stamps", label: Label::new("damgalar", "stamps"), x: 0.0, y: 1.0, kind: Kind::Pool },
    ],
    links: &[
        Link { from: "requests", to: "yonlendirme", pattern: None },
        Link { from: "requests", to: "ucret-isi", pattern: None },
        Link { from: "yonlendirme", to: "uc", pattern: None },
        Link { from: "uc", to: "takip-servisi", pattern: None },
        Link { from: "takip-servisi", to: "onbellek", pattern: None },
        Link { from: "onbellek", to: "durum-deposu", pattern: None },
        Link { from: "uc", to: "olay-kuyrugu", pattern: None },
        Link { from: "olay-kuyrugu", to: "durum-deposu", pattern: None },
        Link { from: "durum-deposu", to: "numara-dagitici", pattern: None },
        Link { from: "ucret-isi", to: "durum-deposu", pattern: None },
        Link { from: "durum-deposu", to: "tarife-deposu", pattern: None },
    ],
    aspect: 1.2,
};
