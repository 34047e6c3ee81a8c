//! Lesson 20: Boğucu İncir Geçişi (strangler fig migration).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

const M: &str = "incir/olc";

pub static LESSON: Lesson = Lesson {
    number: 20,
    slug: "bogucu-incir-gecisi",
    title: Label::new("Boğucu İncir Geçişi", "Strangler Fig Migration"),
    intro: Label::new(include_str!("../../content/tr/20.md"), include_str!("../../content/en/20.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Taşıma sırası, çift yazma ve geri dönüş", "Migration order, double writes and the way back"),
        controls: &[
            "shown",
            "rank_tracking_read",
            "rank_status_event",
            "rank_create_shipment",
            "rank_proof_upload",
            "rank_proof_read",
            "rank_billing_period",
            "rank_invoice_read",
            "rank_tariff_admin",
            "threshold",
            "cut_h",
            "scan_rate",
            "ttl",
            "facade_s",
            "w_olay",
            "w_gonderi",
            "w_kanit",
            "budget",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Hacim sırası ile durum sırası", "Volume order against state order"),
                a: &[("shown", 0.0)],
                b: &[("shown", 1.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("İki sıra, iki eğri", "Two orders, two curves"),
            model: M,
            set: &[("shown", 1.0)],
            question: Label::new(
                "Hacim sırası ilk adımda trafiğin yüzde {vol_share_1} kadarını yeni sisteme taşıyor. Durum sırası altı adım sonunda trafiğin ne kadarını taşımış olur?",
                "Volume order moves {vol_share_1}% of the traffic in its first step. How much has state order moved after six steps?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yüzde 10'dan az", "less than 10%"),
                    Label::new("yüzde 10 ile 50 arası", "between 10% and 50%"),
                    Label::new("yüzde 50'den fazla", "more than 50%"),
                ],
                fact: "state_share6_option",
            },
            explain: Label::new(
                "Yalnız yüzde {state_share_6}: durum sırası önce az varlık bölen küçük yolları taşır. Karşılığında çift yazma alanı {state_dw_area}, hacim sırasında {vol_dw_area}; taşınan trafik alanı ise {state_tr_area} ile {vol_tr_area}. Sıra iki bedel arasında seçim yapar: erken taşınan trafik mi, az bölünmüş varlık mı.",
                "Only {state_share_6}%: state order first moves small routes that split few entities. In return its double-write area is {state_dw_area} against {vol_dw_area} for volume order, and its traffic area {state_tr_area} against {vol_tr_area}. An order chooses between two costs: traffic moved early, or few entities split.",
            ),
            evidence: &[Evidence::Table("shown_steps"), Evidence::Table("orders"), Evidence::Chart("double_writes"), Evidence::Chart("traffic"), Evidence::Chart("pareto")],
            time: None,
        },
        Step {
            title: Label::new("İlk altı adım gerçekten çift yazmasız mı?", "Are the first six steps really free of double writes?"),
            model: M,
            set: &[("shown", 1.0)],
            question: Label::new(
                "Dersin metni durum sırasının ilk altı adımda neredeyse hiç çift yazma yapmadığını söylüyor. Durum sırasının beşinci adımında çift yazma hangi düzeydedir (yazma/s)?",
                "The course's text says state order makes almost no double writes in its first six steps. At state order's fifth step, what level are the double writes at (writes/s)?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("1'den az", "below 1"),
                    Label::new("1 ile 20 arası", "between 1 and 20"),
                    Label::new("20'den fazla, hacim sırası kadar", "above 20, as high as volume order"),
                ],
                fact: "state_dw5_option",
            },
            explain: Label::new(
                "{state_dw_5} yazma/s; ilk dört adım gerçekten düşük ({state_dw_1}, {state_dw_2}, {state_dw_3}, {state_dw_4}). Çift yazmayı taşınan trafik değil, bölünmüş varlık belirler: kanit-yukleme taşınınca olay varlığı iki sisteme bölünür ve bütün yazmaları iki kez yapılır, trafik hâlâ yüzde {state_share_6} iken.",
                "{state_dw_5} writes/s; the first four steps are low indeed ({state_dw_1}, {state_dw_2}, {state_dw_3}, {state_dw_4}). Double writes follow split entities, not migrated traffic: when kanit-yukleme moves, the event entity splits across both systems and all its writes are made twice, while traffic is still at {state_share_6}%.",
            ),
            evidence: &[Evidence::Table("shown_steps"), Evidence::Table("orders"), Evidence::Chart("double_writes"), Evidence::Chart("traffic"), Evidence::Chart("pareto")],
            time: None,
        },
        Step {
            title: Label::new("Sezgiyi geçmek", "Beating the heuristic"),
            model: M,
            set: &[
                ("shown", 5.0),
                ("rank_tracking_read", 1.0),
                ("rank_status_event", 2.0),
                ("rank_billing_period", 3.0),
                ("rank_proof_upload", 4.0),
                ("rank_create_shipment", 5.0),
                ("rank_proof_read", 6.0),
                ("rank_invoice_read", 7.0),
                ("rank_tariff_admin", 8.0),
            ],
            question: Label::new(
                "Öncelikler hacim sırasını kurdu, yalnız ucret-donem üçüncüye, kanit-yukleme dördüncüye alındı. Bu sıranın çift yazma alanı, dersin sezgisinin {state_dw_area} değerine göre nasıldır?",
                "The priorities give volume order, except that ucret-donem moves to third place and kanit-yukleme to fourth. How does this order's double-write area compare with the heuristic's {state_dw_area}?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az", "lower"),
                    Label::new("aynı", "the same"),
                    Label::new("daha çok", "higher"),
                ],
                fact: "shown_vs_state_option",
            },
            explain: Label::new(
                "Çift yazma alanı {shown_dw_area}, sezginin {state_dw_area}; trafik alanı {shown_tr_area}, sezginin {shown_tr_over_state} katı. Bütün {orders_count} sıranın taraması sezgiyi bir alanda geçip ötekinde geride kalmayan {dominating_count} sıra buluyor. Ödünleşim gerçektir, ama en iyi seçenekler bir sınır üzerinde yaşar ({front_count} nokta) ve açgözlü sezgi o sınırda değildir.",
                "The double-write area is {shown_dw_area}, the heuristic's {state_dw_area}; the traffic area {shown_tr_area}, {shown_tr_over_state} times the heuristic's. A search of all {orders_count} orders finds {dominating_count} that beat the heuristic on one area without losing on the other. The trade-off is real, but the best choices lie on a frontier ({front_count} points), and the greedy heuristic is not on it.",
            ),
            evidence: &[Evidence::Table("shown_steps"), Evidence::Table("orders"), Evidence::Chart("double_writes"), Evidence::Chart("traffic"), Evidence::Chart("pareto")],
            time: None,
        },
        Step {
            title: Label::new("Geri dönüşün son kullanma tarihi", "The way back expires"),
            model: M,
            set: &[("cut_h", 24.0)],
            question: Label::new(
                "Çift yazma kesildikten sonra her saat eski sisteme geri doldurulacak olay biriktirir; tarama hızı {budget} saniyelik aylık arıza payına karşı yarışır. Geri doldurma tek başına payın tamamını ne zaman yer: bir saat dolmadan mı, ilk gün içinde mi, bir günden sonra mı?",
                "After the dual write is cut, every hour piles up events to backfill into the old system, and the scan rate races the monthly failure share of {budget} s. When does the backfill alone use the whole share: within the first hour, within the first day, or after a day?",
            ),
            ask: Ask::Bucket { fact: "hours_to_budget", edges: &[1.0, 24.0] },
            explain: Label::new(
                "Yaklaşık {hours_to_budget} saat; bir gün sonra {rollback_day_events} olay ve {rollback_day_s} s. Çift yazma sürdükçe eski sistem güncel kalır ve geri dönüş bir yönlendirme değişimidir. Kesildiği anda her saat geri doldurulacak olay biriktirir: çift yazmayı kesmek bir tasarruf değil, geri dönüşün süresini başlatmaktır.",
                "About {hours_to_budget} hours; after a day, {rollback_day_events} events and {rollback_day_s} s. While the dual write runs, the old system stays current and going back is a routing switch. Once it is cut, every hour piles up events to backfill: cutting the dual write is not a saving, it starts the clock on the way back.",
            ),
            evidence: &[Evidence::Table("rollback"), Evidence::Chart("rollback")],
            time: None,
        },
        Step {
            title: Label::new("Cephe ne satın alıyor?", "What the facade buys"),
            model: M,
            set: &[("ttl", 600.0)],
            question: Label::new(
                "Cephesiz yerleşimde geri çevirme, yönlendirme kayıtlarının {ttl} saniyelik yaşam süresi (DD20) dolana kadar sürer. Durum sırasında yeni sistem durduğunda cephesiz düzen, cepheli düzene göre kaç kat istek düşürür?",
                "Without a facade, switching back waits for the routing records' lifetime of {ttl} s (DD20). When the new system stops during state order, how many times more requests drop without a facade than with one?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yaklaşık 60 kat", "about 60 times"),
                    Label::new("yaklaşık 600 kat", "about 600 times"),
                    Label::new("binlerce kat", "thousands of times"),
                ],
                fact: "direct_ratio_option",
            },
            explain: Label::new(
                "{direct_ratio} kat: cepheyle {state_facade}, cephesiz {state_direct} istek (aylık arıza payının yüzde {state_direct_pct} kadarı). Cephe yönlendirmeyi tek bir yerde tutar, geri çevirme anında olur; cephesiz düzende her istemci yönlendirme kaydının süresi dolana dek eski adrese gider. Oran, iki geri çevirme süresinin oranıdır.",
                "{direct_ratio} times: {state_facade} requests with the facade, {state_direct} without ({state_direct_pct}% of the monthly failure share). A facade keeps routing in one place, so switching back is immediate; without it every client keeps the old address until its routing record expires. The ratio is the ratio of the two switch-back times.",
            ),
            evidence: &[Evidence::Table("orders"), Evidence::Table("shown_steps")],
            time: None,
        },
        Step {
            title: Label::new("Bir sonraki adım", "The next step"),
            model: M,
            set: &[],
            question: Label::new(
                "Durum sırası {state_pre_fault_step}. adımda: yeni sistem trafiğin yüzde {state_pre_fault_share} kadarını taşıyor, çift yazma {state_pre_fault_dw} yazma/s. Bir sonraki adımda yeni bir yol taşınınca bölünmüş varlıkların çift yazması azalır mı, aynı mı kalır, artar mı?",
                "State order is at step {state_pre_fault_step}: the new system carries {state_pre_fault_share}% of the traffic, with {state_pre_fault_dw} double writes/s. When the next step moves one more route, do the split entities' double writes fall, stay the same or rise?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("azalır", "they fall"),
                    Label::new("aynı kalır", "they stay the same"),
                    Label::new("artar", "they rise"),
                ],
                fact: "state_fault_dw_option",
            },
            explain: Label::new(
                "Çift yazma {state_fault_dw} yazma/s; bölünmüş varlıklar değişmiyor. Oysa taşınan trafik yüzde {state_fault_share} oluyor ve yeni sistem tam bu adımda durursa cephe {state_facade} istek düşürür, cephesiz yönlendirme {state_direct}. Az bölen adım, riskteki trafiği taşıyan adım olabilir.",
                "Double writes stay at {state_fault_dw} writes/s; the split entities do not change. But the migrated traffic becomes {state_fault_share}%, and if the new system stops at this very step the facade drops {state_facade} requests, routing without it {state_direct}. A step that splits little can be the one that carries the traffic at risk.",
            ),
            evidence: &[
                Evidence::System,
                Evidence::Table("shown_steps"),
                Evidence::Table("orders"),
                Evidence::Chart("double_writes"),
                Evidence::Chart("traffic"),
            ],
            time: Some(StepTime { open_at: "state_pre_fault_step", play_to: "state_fault_step" }),
        },
    ],
};

/// The strangler fig's parts: the clients, the migration facade that routes each route to the
/// old or the new system, and the five entities both systems write (split when both do).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node {
            id: "facade",
            label: Label::new("geçiş cephesi", "migration facade"),
            x: 0.0,
            y: 0.55,
            kind: Kind::Gate,
        },
        Node { id: "old", label: Label::new("eski sistem", "old system"), x: 0.5, y: 0.15, kind: Kind::Service },
        Node { id: "new", label: Label::new("yeni sistem", "new system"), x: 0.5, y: 0.85, kind: Kind::Service },
        Node { id: "gonderi", label: Label::new("gönderi", "shipment"), x: 1.0, y: 0.0, kind: Kind::Store },
        Node { id: "olay", label: Label::new("olay", "event"), x: 1.0, y: 0.25, kind: Kind::Store },
        Node { id: "kanit", label: Label::new("kanıt", "proof"), x: 1.0, y: 0.5, kind: Kind::Store },
        Node { id: "fatura", label: Label::new("fatura", "invoice"), x: 1.0, y: 0.75, kind: Kind::Store },
        Node { id: "tarife", label: Label::new("tarife", "tariff"), x: 1.0, y: 1.0, kind: Kind::Store },
    ],
    links: &[
        Link { from: "clients", to: "facade", pattern: None },
        Link { from: "facade", to: "old", pattern: None },
        Link { from: "facade", to: "new", pattern: None },
        Link { from: "old", to: "gonderi", pattern: None },
        Link { from: "old", to: "olay", pattern: None },
        Link { from: "old", to: "kanit", pattern: None },
        Link { from: "old", to: "fatura", pattern: None },
        Link { from: "old", to: "tarife", pattern: None },
        Link { from: "new", to: "gonderi", pattern: None },
        Link { from: "new", to: "olay", pattern: None },
        Link { from: "new", to: "kanit", pattern: None },
        Link { from: "new", to: "fatura", pattern: None },
        Link { from: "new", to: "tarife", pattern: None },
    ],
    aspect: 0.7,
};
