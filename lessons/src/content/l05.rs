//! Lesson 5: Zaman Aşımı Bütçeleri (timeout budgets).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

const STEPS: &[Label] = &[
    Label::new("teslimat", "delivery"),
    Label::new("tarife", "tariff"),
    Label::new("ölçü", "size"),
    Label::new("hiçbiri", "none"),
];

pub static LESSON: Lesson = Lesson {
    number: 5,
    slug: "zaman-asimi-butceleri",
    title: Label::new("Zaman Aşımı Bütçeleri", "Timeout Budgets"),
    intro: Label::new(include_str!("../../content/tr/05.md"), include_str!("../../content/en/05.md")),
    widgets: &[Widget {
        model: "butce/kosum",
        title: Label::new("Kola kalan payın üç bölüştürmesi", "Three ways to split the branch's share"),
        controls: &["policy", "regime", "cancel", "threshold", "gateway_share", "median_tariff", "median_size", "peak_read"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[Pair {
            label: Label::new("İptal sinyali olmadan ve ile", "Without and with the cancellation signal"),
            a: &[("cancel", 0.0)],
            b: &[("cancel", 1.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "butce/kosum",
            set: &[("regime", 0.0)],
            question: Label::new(
                "Arızasız gün. Ağırlıklı dağıtım kola kalan payı tarifeye {weighted_tariff_share} ms, ölçüye {weighted_size_share} ms olarak bölüyor. Zaman aşımı kayıtlarında en sık hangi adım görünür?",
                "A healthy day. The weighted split gives the tariff read {weighted_tariff_share} ms and the size read {weighted_size_share} ms of the branch's share. Which step shows up most often in the timeout logs?",
            ),
            ask: Ask::Choice { options: STEPS, fact: "healthy_weighted_top_blame" },
            explain: Label::new(
                "Ağırlıklıda tarife {healthy_weighted_tariff_failed} kez kesiliyor: payı {weighted_tariff_share} ms, kuyruğu {tariff_tail} ms. Eşitte ise ölçü kesiliyor. Bir pay, adımın uzun kuyruğunu kesme kararıdır; arıza yokken kesilen şey geçerli isteklerdir: eşit {healthy_equal_dropped}, ağırlıklı {healthy_weighted_dropped} istek düşürüyor.",
                "Under weighted the tariff read is cut {healthy_weighted_tariff_failed} times: its share is {weighted_tariff_share} ms, its tail {tariff_tail} ms. Under equal it is the size read. A share is a decision to cut a step's long tail; with no fault, what it cuts are valid requests: equal drops {healthy_equal_dropped}, weighted {healthy_weighted_dropped}.",
            ),
            evidence: &[Evidence::Table("runs"), Evidence::Chart("blame"), Evidence::Chart("step-budgets"), Evidence::Chart("answered-dropped")],
            time: None,
        },
        Step {
            title: Label::new("Suçlu kim görünüyor?", "Who looks guilty?"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("policy", 0.0)],
            question: Label::new(
                "Tarife deposu yavaşladı; ölçü deposu hiç değişmedi. Açgözlü dağıtımda zaman aşımı kayıtlarında en sık hangi adımın adı geçer?",
                "The tariff store has slowed down; the size store has not changed at all. Under the greedy split, which step's name appears most often in the timeout logs?",
            ),
            ask: Ask::Choice { options: STEPS, fact: "slow_greedy_top_blame" },
            explain: Label::new(
                "Sağlam ölçü {slow_greedy_size_failed} kez, yavaş tarife {slow_greedy_tariff_failed} kez başarısız. Açgözlü dağıtım yavaş adıma bütün payı verir; o payı yiyince sıradaki sağlam adıma süre kalmaz ve kayıtlar yanlış adımı suçlar. Zaman aşımı kaydı suçluyu değil, süresi biteni gösterir.",
                "The healthy size read fails {slow_greedy_size_failed} times, the slow tariff read {slow_greedy_tariff_failed}. The greedy split gives the slow step the whole share; once it has eaten it, the healthy step after it has no time left, and the logs blame the wrong step. A timeout log names the step whose time ran out, not the culprit.",
            ),
            evidence: &[Evidence::Table("runs"), Evidence::Chart("blame"), Evidence::Chart("step-budgets"), Evidence::Chart("budget-by-policy")],
            time: None,
        },
        Step {
            title: Label::new("Terk edilen iş", "Abandoned work"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("cancel", 0.0)],
            question: Label::new(
                "Tarife yavaş, iptal sinyali yok. Çağıranın tuttuğu yuvalarla terk edilen işin tuttuğu yuvaları toplayın. Hangi dağıtım toplamda daha çok yuva tutar?",
                "The tariff is slow and there is no cancellation signal. Add the slots held by callers to those held by abandoned work. Which split holds more slots in all?",
            ),
            ask: Ask::Compare {
                a: (Label::new("ağırlıklı dağıtımın toplamı", "the weighted split's total"), "total_without_weighted"),
                b: (Label::new("açgözlü dağıtımın toplamı", "the greedy split's total"), "total_without_greedy"),
                within: 0.1,
            },
            explain: Label::new(
                "Toplam ağırlıklıda {total_without_weighted}, açgözlüde {total_without_greedy} yuva. Çağıran erken vazgeçse de bağımlılık işini sürdürür: terk edilen iş açgözlüde {abandoned_greedy} ms, ağırlıklıda {abandoned_weighted} ms. Sıkı pay yükü çağırandan bağımlılığa taşır; yükü gerçekten kaldıran iptal sinyalidir (toplam {total_with_weighted}).",
                "In all, weighted holds {total_without_weighted} slots and greedy {total_without_greedy}. The caller gives up early but the dependency carries on: abandoned work is {abandoned_greedy} ms under greedy and {abandoned_weighted} ms under weighted. A tight share moves the load from the caller to the dependency; what removes it is the cancellation signal (total {total_with_weighted}).",
            ),
            evidence: &[Evidence::Table("busy"), Evidence::Chart("slots-held"), Evidence::Table("runs"), Evidence::Chart("requests")],
            time: None,
        },
        Step {
            title: Label::new("Payı kuyruğa göre seçmek", "Shares chosen by the tails"),
            model: "butce/kosum",
            set: &[("regime", 0.0), ("policy", 2.0), ("median_tariff", 80.0), ("median_size", 100.0)],
            question: Label::new(
                "Ağırlıklar artık olağan süreler değil, kuyruklar: tarife {median_tariff} ms, ölçü {median_size} ms. Ağırlıklı dağıtım arızasız günde hâlâ istek düşürür mü?",
                "The weights are now the tails, not the usual durations: tariff {median_tariff} ms, size {median_size} ms. Does the weighted split still drop requests on a healthy day?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "healthy_weighted_drops_option" },
            explain: Label::new(
                "Düşen istek {healthy_weighted_dropped}. Pay kuyruğu içine alacak kadar genişse arızasız günün bedeli kalkar: tarifenin payı {weighted_tariff_share} ms, en uzun kuyruğu {tariff_tail} ms. Bedel yavaş güne geçer: tarife yavaşlayınca aynı ağırlıklarla {slow_weighted_answered} istek yanıtlanıyor.",
                "Requests dropped: {healthy_weighted_dropped}. If a share is wide enough to hold the tail, the healthy day's cost is gone: the tariff's share is {weighted_tariff_share} ms, its longest tail {tariff_tail} ms. The cost moves to the slow day: when the tariff slows, the same weights answer {slow_weighted_answered} requests.",
            ),
            evidence: &[Evidence::Table("runs"), Evidence::Table("healthy-cost"), Evidence::Chart("answered-dropped"), Evidence::Chart("blame"), Evidence::Chart("step-budgets")],
            time: None,
        },
        Step {
            title: Label::new("Eşiği uzatmak", "A longer threshold"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("policy", 0.0), ("threshold", 300.0)],
            question: Label::new(
                "Uçtan uca eşik {threshold} ms'ye çıktı, tarife yavaş. Açgözlü dağıtım {requests} isteğin kaçını yanıtlar?",
                "The end-to-end threshold is now {threshold} ms and the tariff is slow. How many of the {requests} requests does the greedy split answer?",
            ),
            ask: Ask::Bucket { fact: "slow_greedy_answered", edges: &[16.0, 32.0] },
            explain: Label::new(
                "{slow_greedy_answered} istek. Geniş bir eşik daha çok yavaş okumayı içeri alır, ama bekleme de uzar: ortanca {slow_greedy_median} ms, çağıranın tuttuğu yuva {caller_greedy}. Eşik kuyruğu kesmez; yavaş günün bedelini düşen istekten bekleyen çağırana taşır.",
                "{slow_greedy_answered} requests. A wider threshold lets more slow reads through, but the wait grows too: the median is {slow_greedy_median} ms and callers hold {caller_greedy} slots. A threshold cuts no tail; it moves the slow day's cost from dropped requests to waiting callers.",
            ),
            evidence: &[Evidence::Table("runs"), Evidence::Chart("answered-dropped"), Evidence::Chart("requests"), Evidence::Chart("blame")],
            time: None,
        },
        Step {
            title: Label::new("İstek istek yavaş tarife", "The slow tariff, request by request"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("cancel", 0.0)],
            question: Label::new(
                "Tarife deposu yavaşladı; üç dağıtım aynı {last_request} isteği görüyor. Yanıtladıkları isteğe göre, en çoktan başlayarak sıralayın.",
                "The tariff store has slowed down; the three splits see the same {last_request} requests. Order them by the requests they answer, most first.",
            ),
            ask: Ask::Order {
                items: &[
                    (Label::new("açgözlü", "greedy"), "slow_greedy_answered"),
                    (Label::new("eşit", "equal"), "slow_equal_answered"),
                    (Label::new("ağırlıklı", "weighted"), "slow_weighted_answered"),
                ],
            },
            explain: Label::new(
                "Açgözlü {slow_greedy_answered}, eşit {slow_equal_answered}, ağırlıklı {slow_weighted_answered}. Yavaş tarife bazı isteklerde kola kalan payın içinde döner; ona bütün payı veren açgözlü dağıtım bu istekleri kurtarır, sıkı paylar aynı okumaları erken keser. Kurtarılan istek, çağıranın daha uzun beklemesiyle ödenir.",
                "Greedy {slow_greedy_answered}, equal {slow_equal_answered}, weighted {slow_weighted_answered}. For some requests the slow tariff still answers within the branch's share; greedy gives it the whole share and saves them, while tight shares cut the same reads early. The saved requests are paid for with callers waiting longer.",
            ),
            evidence: &[Evidence::Chart("requests"), Evidence::Table("runs"), Evidence::Chart("answered-dropped"), Evidence::System],
            time: Some(StepTime { open_at: "first_request", play_to: "last_request" }),
        },
    ],
};

/// The tracking query's chain: the gateway's share, then the delivery branch's read beside the
/// pricing branch's two reads one after the other (drawn as a column), each with its share of
/// the budget.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "client", label: Label::new("dış istek", "external request"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "gateway", label: Label::new("ağ geçidi", "gateway"), x: 0.36, y: 0.5, kind: Kind::Service },
        Node {
            id: "delivery",
            label: Label::new("teslimat okuması", "delivery read"),
            x: 1.0,
            y: 0.0,
            kind: Kind::Store,
        },
        Node { id: "tariff", label: Label::new("tarife okuması", "tariff read"), x: 1.0, y: 0.5, kind: Kind::Store },
        Node { id: "size", label: Label::new("ölçü okuması", "size read"), x: 1.0, y: 1.0, kind: Kind::Store },
    ],
    links: &[
        Link { from: "client", to: "gateway", pattern: None },
        Link { from: "gateway", to: "delivery", pattern: Some(Pattern::Budget) },
        Link { from: "gateway", to: "tariff", pattern: Some(Pattern::Budget) },
        Link { from: "tariff", to: "size", pattern: Some(Pattern::Budget) },
    ],
    aspect: 0.8,
};
