//! Lesson 16: Telafi Edici İşlemler (compensating transactions).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

pub static LESSON: Lesson = Lesson {
    number: 16,
    slug: "telafi-edici-islemler",
    title: Label::new("Telafi Edici İşlemler", "Compensating Transactions"),
    intro: Label::new(include_str!("../../content/tr/16.md"), include_str!("../../content/en/16.md")),
    widgets: &[
        Widget {
            model: "telafi/olc",
            title: Label::new("Sıralamalar, telafi ve askıda kalan iş", "Orderings, compensation and jobs in limbo"),
            controls: &["order", "close_reversible", "notify_reversible", "dependencies", "attempts", "fail", "seed", "jobs"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "telafi/bedel",
            title: Label::new("Günlük ölçekte bedel ve ara durum penceresi", "Daily cost and the intermediate-state window"),
            controls: &["round_s", "limbo_hours", "failure_rate", "workflows"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Sıralamayı bağımlılıklar belirler", "The dependencies decide the ordering"),
            model: "telafi/olc",
            set: &[],
            question: Label::new(
                "Dört adım {all_orderings} farklı sırayla dizilebilir. Fatura satırı dönem kapanmadan, tahsilat kaydı ve bildirim fatura satırından önce yapılamıyorsa kaç sıralama geçerli kalır?",
                "Four steps can be put in {all_orderings} orders. If the invoice line needs the period closed, and the collection record and the notice both need the invoice line, how many orderings remain valid?",
            ),
            ask: Ask::Number { fact: "valid_count", tolerance: 0.0 },
            explain: Label::new(
                "Yalnız {valid_count} tanesi. İkisi de geri alınamayan dönem kapatmayla başlar, çünkü öteki üç adım ona dayanır: kural bu adımı sona taşıyamaz. Kuralın seçtiği sıralama dört hata yerinin toplamında {best_uncompensated} adımı telafisiz bırakır, bildirimi üçüncü sıraya koyan sıralama {worst_uncompensated}. Bağımlılıkları kaldırıp tabloya yeniden bakın: bütün sıralamalar geçerli olur ve en iyisi yine de sıfıra inmez.",
                "Only {valid_count}. Both start with the irreversible period close, because the other three steps rest on it: the rule cannot move that step last. Summed over the four failure points, the rule's pick leaves {best_uncompensated} steps uncompensated and the ordering with the notice third leaves {worst_uncompensated}. Drop the dependencies and look at the table again: every ordering becomes valid, and even the best one does not reach zero.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sırayı değil adımı değiştirin", "Change the step, not the order"),
            model: "telafi/olc",
            set: &[("close_reversible", 1.0)],
            question: Label::new(
                "Dönem kapatma artık kaldırılabilen bir bayrak yazması. Kuralın seçtiği sıralama dört hata yerinin toplamında kaç adımı telafisiz bırakır?",
                "Period close is now a flag write that can be lifted. Summed over the four failure points, how many steps does the rule's pick leave uncompensated?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiç", "none"),
                    Label::new("bir", "one"),
                    Label::new("birden fazla", "more than one"),
                ],
                fact: "best_uncompensated_option",
            },
            explain: Label::new(
                "{best_uncompensated}. Bildirim sonda kaldığı sürece hiçbir hata yeri geri alınamaz bir etki bırakmaz; bildirimi üçüncüye koyan sıralama ise hâlâ {worst_uncompensated} adım bırakır. Sona taşınamayan bir adımı kurtaran şey sıralama değil, adımın geri alınabilir tasarlanmasıdır.",
                "{best_uncompensated}. As long as the notice stays last, no failure point leaves an irreversible effect behind; the ordering with the notice third still leaves {worst_uncompensated}. What rescues a step that cannot be moved last is not the ordering but designing the step to be reversible.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Telafi de düşer", "Compensation fails too"),
            model: "telafi/olc",
            set: &[("attempts", 2.0)],
            question: Label::new(
                "Telafi çağrısı {fail} olasılıkla düşüyor. Tek denemede {jobs} işin {stuck_1} tanesi askıda kalıyor. İkinci bir deneme bu sayıyı ne kadar azaltır?",
                "A compensation call fails with probability {fail}. With one attempt {stuck_1} of {jobs} jobs end in limbo. How much does a second attempt cut that?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("on kattan fazla", "more than tenfold"),
                    Label::new("iki ile on kat arası", "between two- and tenfold"),
                    Label::new("yarıdan az", "by less than half"),
                ],
                fact: "stuck_cut_option",
            },
            explain: Label::new(
                "Askıda kalan iş {stuck_1} → {stuck_2}, yani {stuck_cut} kat az; üçüncü deneme {stuck_3}. Bedeli küçüktür: iş başına telafi çağrısı {calls_1} → {calls_2} (yüzde {calls_more_pct} fazla), geri sarma turu {rounds_1} → {rounds_2}. Dersin metni ikinci deneme için {prose_calls_second} çağrı ve {prose_rounds_second} tur yazıyor; dersin kendi çıktısında ikinci denemenin satırı {calls_2} ve {rounds_2} gösteriyor, metindeki değerler üçüncü denemenin satırına ({calls_3} ve {rounds_3}) karşılık geliyor. Fark küçüktür ve sonucu değiştirmez; bu sayfa çıktıdaki değerleri kullanır.",
                "Jobs in limbo go {stuck_1} → {stuck_2}, {stuck_cut} times fewer; a third attempt leaves {stuck_3}. The price is small: compensation calls per job go {calls_1} → {calls_2} ({calls_more_pct}% more) and rollback rounds {rounds_1} → {rounds_2}. The course's text gives {prose_calls_second} calls and {prose_rounds_second} rounds for the second attempt; the course's own printout shows {calls_2} and {rounds_2} on the second attempt's row, and the text's figures match the third attempt's row ({calls_3} and {rounds_3}). The difference is small and does not change the conclusion; this page uses the printed values.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bir tohumun ölçümü", "One seed's measurement"),
            model: "telafi/olc",
            set: &[("seed", 1.0)],
            question: Label::new(
                "Olasılık hesabı tek denemede {jobs} işten {expected_stuck_1} tanesinin askıda kalmasını bekliyor. Tohum {seed} olunca koşum kaç iş sayar?",
                "Probability says that with one attempt {expected_stuck_1} of {jobs} jobs should end in limbo. With seed {seed}, how many does the run count?",
            ),
            ask: Ask::Number { fact: "stuck_1", tolerance: 200.0 },
            explain: Label::new(
                "{stuck_1}; ikinci denemede {stuck_2}, yani {stuck_cut} kat az. Dersin yüzdeleri ve ikinci denemenin kazancı tek bir tohumun ölçümüdür: beklenen değerin çevresinde oynar, biçimi değişmez. İki deneme için beklenen değer {expected_stuck_2}. Her deneme sayısı aynı tohumla başlar, ama bir yeniden deneme fazladan bir sayı çektiği anda sonraki işlerin çekilişleri kayar: satırlar aynı işlerin değil, ayrı örneklerin sayısıdır.",
                "{stuck_1}; with a second attempt {stuck_2}, {stuck_cut} times fewer. The course's shares and the second attempt's gain are one seed's measurement: they move around the expected value while the shape stays. The expected value for two attempts is {expected_stuck_2}. Every attempt count starts from the same seed, but as soon as a retry draws an extra number the later jobs' draws shift: the rows count separate samples, not the same jobs.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Pencereyi ne belirler?", "What sets the window?"),
            model: "telafi/bedel",
            set: &[("round_s", 1.0)],
            question: Label::new(
                "Bir geri sarma turu artık {round_s} s sürüyor: dersin DD6 duyarlılık denemesindeki değer. Tek denemede askıda kalan işin ürettiği ara durum, geri sarmanınkine göre ne olur?",
                "A rollback round now takes {round_s} s, the value of the course's own DD6 sensitivity check. With one attempt, how does the intermediate state from jobs in limbo compare with the rollback's?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hâlâ yüz kattan fazla", "still over a hundred times larger"),
                    Label::new("büyük ama yüz kattan az", "larger, but under a hundredfold"),
                    Label::new("geri sarmanınki daha büyük", "the rollback's is larger"),
                ],
                fact: "ratio_option",
            },
            explain: Label::new(
                "Geri sarma günde {rollback_s_1} s ara durum üretiyor, askıdaki iş {limbo_h_1} saat: {ratio} kat. Tur süresi yalnız küçük olan payı büyütür. Büyük payı deneme sayısı küçültür: ikinci deneme askıdan gelen pencereyi {limbo_h_1} saatten {limbo_h_2} saate indiriyor. Pencereyi kısaltmak isteyen, turu değil telafinin kendi arızasını ele almalıdır.",
                "The rollback gives {rollback_s_1} s of intermediate state a day, jobs in limbo {limbo_h_1} hours: {ratio} times more. The round time only grows the small share. The attempts shrink the large one: a second attempt takes the limbo window from {limbo_h_1} to {limbo_h_2} hours. To shorten the window, work on the compensation's own failures, not on the round.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
