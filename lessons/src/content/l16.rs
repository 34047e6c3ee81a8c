//! Lesson 16: Telafi Edici İşlemler (compensating transactions).

use sim_core::Label;

use crate::sweep::{Claim, Ensemble, Measure};
use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, Widget};

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
            ensemble: Some(&ENSEMBLE),
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("Geri alınamaz kapanış ile geri alınabilir", "An irreversible close against a reversible one"),
                    a: &[("close_reversible", 0.0)],
                    b: &[("close_reversible", 1.0)],
                },
                Pair {
                    label: Label::new("Tek telafi denemesi ile yeniden deneme", "One compensation attempt against a retry"),
                    a: &[("attempts", 1.0)],
                    b: &[("attempts", 2.0)],
                },
            ],
        },
        Widget {
            model: "telafi/bedel",
            title: Label::new("Günlük ölçekte bedel ve ara durum penceresi", "Daily cost and the intermediate-state window"),
            controls: &["round_s", "limbo_hours", "failure_rate", "workflows"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            pairs: &[
                Pair {
                    label: Label::new("Kursun tur süresi ile uzun tur", "The course's round against a long one"),
                    a: &[("round_s", 0.25)],
                    b: &[("round_s", 1.0)],
                },
            ],
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
                "Yalnız {valid_count}: ikisi de geri alınamayan dönem kapatmayla başlar, çünkü öteki üç adım ona dayanır. Geri alınamaz adımı sona koyma kuralı bir tercihtir; bağımlılık ise zorunluluktur ve kazanır. Geçerli sıralamalar arasında en iyisi dört hata yerinin toplamında {best_uncompensated} adımı telafisiz bırakır, en kötüsü {worst_uncompensated}.",
                "Only {valid_count}: both start with the irreversible period close, because the other three steps rest on it. Putting the irreversible step last is a preference; a dependency is a constraint, and it wins. Among the valid orderings the best leaves {best_uncompensated} steps uncompensated over the four failure points, the worst {worst_uncompensated}.",
            ),
            evidence: &[Evidence::Table("orderings"), Evidence::Chart("orderings")],
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
                "{best_uncompensated}. Bildirim sonda kaldığı sürece hiçbir hata yeri geri alınamaz bir etki bırakmaz; bildirimi üçüncüye koyan sıralama ise hâlâ {worst_uncompensated} adım bırakır. Sona taşınamayan bir adımı sıralama kurtaramaz; onu kurtaran, adımın geri alınabilir tasarlanmasıdır.",
                "{best_uncompensated}. As long as the notice stays last, no failure point leaves an irreversible effect behind; the ordering with the notice third still leaves {worst_uncompensated}. No ordering rescues a step that cannot be moved last; designing the step to be reversible does.",
            ),
            evidence: &[Evidence::Table("orderings"), Evidence::Table("at-step"), Evidence::Chart("orderings"), Evidence::Chart("outcomes")],
            time: None,
        },
        Step {
            title: Label::new("Kuralın bedeli: askıda kalan iş", "The rule's price: jobs in limbo"),
            model: "telafi/olc",
            set: &[],
            question: Label::new(
                "Sistem görünümünde kuralın seçtiği sıralama geri alınamaz adımı sona koyuyor; en kötü geçerli sıralama onu daha öne alıyor. Telafi çağrısı {fail} olasılıkla düşerken hangisinde daha çok iş askıda kalır?",
                "In the system view the rule's pick puts the irreversible step last; the worst valid ordering moves it earlier. With compensation calls failing with probability {fail}, which leaves more jobs in limbo?",
            ),
            ask: Ask::Compare {
                a: (Label::new("kuralın seçtiği", "the rule's pick"), "best_stuck"),
                b: (Label::new("en kötü geçerli", "the worst valid"), "worst_stuck"),
                within: 0.02,
            },
            explain: Label::new(
                "Kuralın seçtiği: {best_stuck} iş askıda, en kötü geçerlide {worst_stuck}. Geri alınamaz adımı sona koymak, düşen bir işin geride telafi edilecek daha çok adım bırakması demektir; her telafi de düşebilir. Kural geri alınamaz etkiyi azaltır ({worst_left} → {best_left}), askıyı artırır: ikisi ayrı risklerdir.",
                "The rule's pick: {best_stuck} jobs in limbo, the worst valid: {worst_stuck}. With the irreversible step last, a failing job leaves more steps to compensate behind it, and each compensation can fail. The rule cuts irreversible effects ({worst_left} → {best_left}) and adds limbo: two separate risks.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("outcomes"), Evidence::Table("attempts")],
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
                "Askıda kalan iş {stuck_1} → {stuck_2}, yani {stuck_cut} kat az; üçüncü deneme {stuck_3}. İki denemenin de düşmesi, tek birinin düşmesinden çok daha seyrektir. Bedel küçüktür: iş başına telafi çağrısı {calls_1} → {calls_2} (yüzde {calls_more_pct} fazla). Telafi de bir çağrıdır; yeniden denenmesi gerekir.",
                "Jobs in limbo go {stuck_1} → {stuck_2}, {stuck_cut} times fewer; a third attempt leaves {stuck_3}. Two failed attempts are far rarer than one. The price is small: compensation calls per job go {calls_1} → {calls_2} ({calls_more_pct}% more). A compensation is a call too, and it needs retrying.",
            ),
            evidence: &[Evidence::Table("attempts"), Evidence::Chart("attempts-limbo"), Evidence::Chart("attempts-window"), Evidence::Chart("outcomes")],
            time: None,
        },
        Step {
            title: Label::new("Bir tohumun ölçümü", "One seed's measurement"),
            model: "telafi/olc",
            set: &[("seed", 1.0)],
            question: Label::new(
                "Olasılık hesabı tek denemede {jobs} işten {expected_stuck_1} tanesinin askıda kalmasını bekliyor. Tohum {seed} olunca koşumun saydığı iş hangi aralığa düşer?",
                "Probability says that with one attempt {expected_stuck_1} of {jobs} jobs should end in limbo. With seed {seed}, in what range does the run's count fall?",
            ),
            ask: Ask::Range { fact: "stuck_1", min: 2000.0, max: 6000.0, width: 400.0 },
            explain: Label::new(
                "Tohum {seed} ile {stuck_1}; kapalı biçim bu koşumun hatalarından {expected_stuck_1} bekliyor. Bir tohumun sayısı tek bir örnektir: başka bir tohum başka bir sayı verir, biçim aynı kalır ve ikinci deneme yine {stuck_2} işe indirir. Dersin yüzdeleri de böyle bir örnektir; kural sayıda değil, iki deneme arasındaki büyük farktadır.",
                "With seed {seed}: {stuck_1}; the closed form expects {expected_stuck_1} from this run's failures. One seed's count is one sample: another seed gives another number, the shape stays, and a second attempt still brings it down to {stuck_2}. The course's shares are such a sample too; the law is in the wide gap between one attempt and two.",
            ),
            evidence: &[Evidence::Table("attempts"), Evidence::Chart("attempts-limbo"), Evidence::Chart("outcomes")],
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
                "Geri sarma günde {rollback_s_1} s ara durum üretiyor, askıdaki iş {limbo_h_1} saat: {ratio} kat. Tur süresi yalnız küçük olan payı büyütür. Büyük payı deneme sayısı küçültür: ikinci deneme askıdan gelen pencereyi {limbo_h_2} saate indirir. Pencereyi kısaltmak için turu değil, telafinin kendi arızasını ele alın.",
                "The rollback gives {rollback_s_1} s of intermediate state a day, jobs in limbo {limbo_h_1} hours: {ratio} times more. The round time only grows the small share. The attempts shrink the large one: a second attempt takes the limbo window down to {limbo_h_2} hours. To shorten the window, work on the compensation's own failures, not on the round.",
            ),
            evidence: &[Evidence::Table("attempts"), Evidence::Table("orderings"), Evidence::Chart("window"), Evidence::Chart("ratio")],
            time: None,
        },
        Step {
            title: Label::new("Şans mı, kural mı?", "Luck or law?"),
            model: "telafi/olc",
            set: &[],
            question: Label::new(
                "Askıda kalan iş tek bir tohumla sayılıyor. Başka tohumlarla da her ek telafi denemesi askıdaki işi en az on kat azaltır mı, yani tohumların çoğunda bu sonuç çıkar mı?",
                "The jobs in limbo are counted with one seed. With other seeds, does each extra compensation attempt still cut the jobs in limbo at least tenfold, that is, for most seeds?",
            ),
            ask: Ask::MostSeeds,
            explain: Label::new(
                "Tek denemedeki sayı tohumdan tohuma oynar; üç denemedeki sayı küçük olduğu için görece daha çok oynar. Ama her deneme, telafinin yeniden düşme olasılığıyla çarpılır: aradaki büyük fark bir çekilişten değil, bu çarpımdan gelir.",
                "The count with one attempt moves from seed to seed; the count with three moves more in relative terms, being small. But each attempt multiplies by the chance that the compensation fails again: the wide gap comes from that product, not from one draw.",
            ),
            evidence: &[Evidence::Ensemble],
            time: None,
        },
    ],
};

/// "Şans mı?": jobs in limbo per number of compensation attempts over many seeds.
static ENSEMBLE: Ensemble = Ensemble {
    title: Label::new("Deneme sayısına göre askıda kalan iş", "Jobs in limbo by number of attempts"),
    hint: Label::new(
        "Her tohum başka bir Monte Carlo koşumu çeker; öteki değerler sizin seçtiğiniz gibi kalır. Seçili tohum işaretli.",
        "Each seed draws another Monte Carlo run; every other value stays as you set it. The chosen seed is marked.",
    ),
    measures: &[
        Measure { label: Label::new("1 deneme: askıda", "1 attempt: in limbo"), decimals: 0 },
        Measure { label: Label::new("2 deneme: askıda", "2 attempts: in limbo"), decimals: 0 },
        Measure { label: Label::new("3 deneme: askıda", "3 attempts: in limbo"), decimals: 0 },
        Measure {
            label: Label::new("her deneme en az on kat azaltır (1 evet, 0 hayır)", "each attempt cuts at least tenfold (1 yes, 0 no)"),
            decimals: 0,
        },
    ],
    seeds: 100,
    claim: Some(Claim {
        label: Label::new(
            "Her ek telafi denemesi askıdaki işi en az on kat azaltır",
            "Each extra compensation attempt cuts the jobs in limbo at least tenfold",
        ),
        measure: 3,
    }),
};

/// The saga of the day-end billing: its four steps by position in the chosen ordering (each
/// scene names them), and where the failed jobs end after the rollback.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "s1", label: Label::new("1. adım", "step 1"), x: 0.0, y: 0.0, kind: Kind::Service },
        Node { id: "s2", label: Label::new("2. adım", "step 2"), x: 0.5, y: 0.0, kind: Kind::Service },
        Node { id: "s3", label: Label::new("3. adım", "step 3"), x: 1.0, y: 0.0, kind: Kind::Service },
        Node { id: "s4", label: Label::new("4. adım", "step 4"), x: 1.0, y: 0.5, kind: Kind::Service },
        Node {
            id: "compensated",
            label: Label::new("telafi edildi", "compensated"),
            x: 0.0,
            y: 1.0,
            kind: Kind::Store,
        },
        Node {
            id: "left",
            label: Label::new("geri alınamaz etki", "irreversible effect left"),
            x: 0.45,
            y: 1.0,
            kind: Kind::Store,
        },
        Node { id: "limbo", label: Label::new("askıda", "in limbo"), x: 1.0, y: 1.0, kind: Kind::Buffer },
    ],
    links: &[
        Link { from: "s1", to: "s2", pattern: None },
        Link { from: "s2", to: "s3", pattern: None },
        Link { from: "s3", to: "s4", pattern: None },
    ],
    aspect: 0.75,
};
