//! Lesson 5: Zaman Aşımı Bütçeleri (timeout budgets).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

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
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "butce/kosum",
            set: &[("regime", 0.0)],
            question: Label::new(
                "Arızasız günde açgözlü dağıtım {requests} isteğin {healthy_greedy_answered} tanesini yanıtlıyor. Ağırlıklı dağıtımda (tarife {weighted_tariff_share} ms, ölçü {weighted_size_share} ms) zaman aşımı kayıtlarında hangi adım görünür?",
                "On a healthy day the greedy split answers {healthy_greedy_answered} of {requests} requests. Under the weighted split (tariff {weighted_tariff_share} ms, size {weighted_size_share} ms), which step shows up in the timeout logs?",
            ),
            ask: Ask::Choice { options: STEPS, fact: "healthy_weighted_top_blame" },
            explain: Label::new(
                "Hiçbir arıza yokken eşit dağıtım {healthy_equal_dropped}, ağırlıklı dağıtım {healthy_weighted_dropped} istek düşürüyor. Eşitte ölçü kesiliyor ({healthy_equal_size_failed} kez; payı {equal_size_share} ms, kuyruğu {size_tail} ms), ağırlıklıda tarife ({healthy_weighted_tariff_failed} kez; payı {weighted_tariff_share} ms, kuyruğu {tariff_tail} ms). Pay, adımın uzun kuyruğunu kesen bir karardır ve kesilen şey geçerli isteklerdir. Bir düzeltme: dersin metni ve kod yorumları kuyruğun {claimed_cycle} çağrıda bir geldiğini söylüyor, oysa döngü {cycle_len} değer uzunluğunda. {requests} istekte kuyruk {tails_in_run} kez geliyor; döngü {claimed_cycle} uzunluğunda olsaydı {tails_if_16} kez gelirdi.",
                "With no fault at all, the equal split drops {healthy_equal_dropped} requests and the weighted split {healthy_weighted_dropped}. Equal cuts the size read ({healthy_equal_size_failed} times; share {equal_size_share} ms, tail {size_tail} ms), weighted cuts the tariff read ({healthy_weighted_tariff_failed} times; share {weighted_tariff_share} ms, tail {tariff_tail} ms). A share is a decision to cut a step's long tail, and what gets cut are valid requests. One correction: the course's text and code comments say the tail comes once in {claimed_cycle} calls, but the cycle is {cycle_len} values long. In {requests} requests the tail comes {tails_in_run} times; a cycle of {claimed_cycle} would bring it {tails_if_16} times.",
            ),
            evidence: &[],
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
                "Açgözlü dağıtımda tarife {slow_greedy_tariff_failed}, sağlam ölçü {slow_greedy_size_failed} kez başarısız: tarife payın tamamını yiyor ve ölçüye süre bırakmıyor. Eşitte ölçü {slow_equal_size_failed}, ağırlıklıda {slow_weighted_size_failed} kez başarısız. Açgözlü dağıtım {slow_greedy_answered} isteği kurtarıyor ama ortancası {slow_greedy_median} ms; eşitte {slow_equal_median}, ağırlıklıda {slow_weighted_median} ms. Çağıranın tuttuğu yuva {caller_greedy} değerinden {caller_weighted} değerine iniyor. Politikayı değiştirip bütçe grafiğinde ölçünün payının nasıl eridiğine bakın.",
                "Under greedy the tariff read fails {slow_greedy_tariff_failed} times and the healthy size read {slow_greedy_size_failed} times: the tariff eats the whole share and leaves the size read no time. Under equal the size read fails {slow_equal_size_failed} times, under weighted {slow_weighted_size_failed}. Greedy rescues {slow_greedy_answered} requests, but its median is {slow_greedy_median} ms; equal's is {slow_equal_median} and weighted's {slow_weighted_median} ms. Slots held by callers fall from {caller_greedy} to {caller_weighted}. Switch the policy and watch the size read's share melt away in the budget chart.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Terk edilen iş", "Abandoned work"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("cancel", 0.0)],
            question: Label::new(
                "İptal sinyali yok. Çağıranın tuttuğu ve terk edilen işin tuttuğu yuvalar toplandığında ağırlıklı dağıtım açgözlüye göre ne tutar?",
                "There is no cancellation signal. Adding the slots held by callers and by abandoned work, what does the weighted split hold compared with greedy?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("belirgin biçimde daha az (%10'dan fazla)", "clearly fewer (more than 10% fewer)"),
                    Label::new("aşağı yukarı aynı (±%10)", "about the same (within 10%)"),
                    Label::new("belirgin biçimde daha fazla", "clearly more"),
                ],
                fact: "total_option",
            },
            explain: Label::new(
                "Terk edilen iş açgözlüde {abandoned_greedy} ms, eşitte {abandoned_equal} ms, ağırlıklıda {abandoned_weighted} ms: erken vazgeçmek bağımlılığın önünde daha uzun bir artık bırakır. Toplam meşgul yuva açgözlüde {total_without_greedy}, eşitte {total_without_equal}, ağırlıklıda {total_without_weighted}; bölüştürme yükü yalnız çağırandan bağımlılığa taşıyor. İptal sinyalini açın: terk edilen iş sıfırlanır ve toplam {total_with_greedy} ile {total_with_weighted} olur. Bir not: modelde iptal, bağımlılığın işini anında ve bedelsiz durdurur; tablodaki iptalli sütun ayrı bir koşum değil, çağıran sütununun kendisidir. Gerçek bir iptal mesajı geç ulaşabilir, bu yüzden bu sayılar kazancın en iyi hâlidir.",
                "Abandoned work is {abandoned_greedy} ms under greedy, {abandoned_equal} ms under equal and {abandoned_weighted} ms under weighted: giving up earlier leaves a longer remainder in front of the dependency. Total busy slots are {total_without_greedy} for greedy, {total_without_equal} for equal and {total_without_weighted} for weighted; the split only moves the load from the caller to the dependency. Turn cancellation on: the abandoned work drops to zero and the totals become {total_with_greedy} and {total_with_weighted}. A note: in the model, cancellation stops the dependency's work instantly and at no cost, and the table's with-cancellation column is not a separate run but the caller column itself. A real cancellation message can arrive late, so these figures are the gain at its best.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Payı kuyruğa göre seçmek", "Shares chosen by the tails"),
            model: "butce/kosum",
            set: &[("regime", 0.0), ("policy", 2.0), ("median_tariff", 80.0), ("median_size", 100.0)],
            question: Label::new(
                "Ağırlıklar artık olağan süreler değil, kuyruklar: tarife {median_tariff} ms, ölçü {median_size} ms. Ağırlıklı dağıtım arızasız günde kaç istek düşürür?",
                "The weights are now the tails, not the usual durations: tariff {median_tariff} ms, size {median_size} ms. How many requests does the weighted split drop on a healthy day?",
            ),
            ask: Ask::Number { fact: "healthy_weighted_dropped", tolerance: 0.0 },
            explain: Label::new(
                "{healthy_weighted_dropped}. Dersin metni, payı kuyruğa göre seçmenin bu bedeli düşürdüğünü ama sıfırlamadığını söylüyor. Bu modelde sıfırlıyor: kuyrukların bir tavanı var (döngünün en uzun değeri, tarifede {tariff_tail}, ölçüde {size_tail} ms) ve bu iki tavan kolun {remaining} ms'lik payına sığıyor. Metnin uyarısı gerçek sistemler için geçerlidir, çünkü gerçek bir kuyruğun sabit bir tavanı yoktur; modelin gösterdiği ise yalnız kendi döngüsüdür. Aynı ağırlıklarla tarife yavaşladığında ağırlıklı dağıtım {slow_weighted_answered} istek yanıtlıyor.",
                "{healthy_weighted_dropped}. The course's text says that choosing the shares by the tails lowers this cost but never removes it. In this model it removes it: the tails have a ceiling (the cycle's longest value, {tariff_tail} ms for the tariff and {size_tail} ms for the size) and the two ceilings fit in the branch's {remaining} ms. The text's warning holds for real systems, where a tail has no fixed ceiling; the model only shows its own cycle. With the same weights, when the tariff slows down the weighted split answers {slow_weighted_answered} requests.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Eşiği uzatmak", "A longer threshold"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("policy", 0.0), ("threshold", 300.0)],
            question: Label::new(
                "Uçtan uca eşik {threshold} ms'ye çıktı, tarife yavaş. Açgözlü dağıtım {requests} isteğin kaçını yanıtlar?",
                "The end-to-end threshold is now {threshold} ms and the tariff is slow. How many of {requests} requests does the greedy split answer?",
            ),
            ask: Ask::Number { fact: "slow_greedy_answered", tolerance: 3.0 },
            explain: Label::new(
                "{slow_greedy_answered}. Daha uzun bir eşik daha çok yavaş okumayı içeri alır, ama ortanca {slow_greedy_median} ms'ye çıkar ve çağıranlar {caller_greedy} yuva tutar. Arızasız günde eşit ve ağırlıklı dağıtımın düşürdüğü istek {healthy_equal_dropped} ve {healthy_weighted_dropped} olur: geniş bütçe kuyruğu kesmez, ama yavaş günün bedelini çağırana yükler.",
                "{slow_greedy_answered}. A longer threshold lets more slow reads through, but the median rises to {slow_greedy_median} ms and callers hold {caller_greedy} slots. On the healthy day the equal and weighted splits now drop {healthy_equal_dropped} and {healthy_weighted_dropped} requests: a wide budget cuts no tail, but it hands the slow day's cost to the caller.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("İstek istek yavaş tarife", "The slow tariff, request by request"),
            model: "butce/kosum",
            set: &[("regime", 1.0), ("cancel", 0.0)],
            question: Label::new(
                "Tarife deposu yavaşladı; üç dağıtım yan yana aynı {last_request} isteği görüyor. Açgözlü dağıtım bunlardan kaçını yanıtlar?",
                "The tariff store has slowed down; the three splits side by side see the same {last_request} requests. How many of them does the greedy split answer?",
            ),
            ask: Ask::Number { fact: "slow_greedy_answered", tolerance: 2.0 },
            explain: Label::new(
                "Açgözlü {slow_greedy_answered}, eşit {slow_equal_answered}, ağırlıklı {slow_weighted_answered}. Tarife bazı isteklerde kola kalan payın içinde döner; açgözlü dağıtım ona bütün payı verdiği için bu istekler kurtulur. Sıkı paylar aynı okumaları erken keser. Bedeli ölçü okumasında görün: açgözlüde tarife payı yiyince ölçüye pay kalmaz ve kayıtlarda sağlam adımın adı geçer.",
                "Greedy {slow_greedy_answered}, equal {slow_equal_answered}, weighted {slow_weighted_answered}. For some requests the tariff answers within the branch's share; the greedy split gives it all of that share, so those requests are saved. Tight shares cut the same reads early. See the price in the size read: when the tariff eats the share under greedy, nothing is left for the size, and the logs name the healthy step.",
            ),
            evidence: &[Evidence::Chart("requests")],
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
        Node { id: "delivery", label: Label::new("teslimat okuması", "delivery read"), x: 1.0, y: 0.0, kind: Kind::Store },
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
