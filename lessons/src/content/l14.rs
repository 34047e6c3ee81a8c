//! Lesson 14: Felaket Kurtarma Tatbikatı (disaster-recovery drills).

use sim_core::tatbikat::plan::STEP_LABELS;
use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

const PASS_BREAK: &[Label] = &[Label::new("geçer", "it passes"), Label::new("kırılır", "it breaks")];

const LESS_SAME_MORE: &[Label] =
    &[Label::new("azalır", "it falls"), Label::new("aynı kalır", "it stays the same"), Label::new("artar", "it rises")];

pub static LESSON: Lesson = Lesson {
    number: 14,
    slug: "felaket-kurtarma-tatbikati",
    title: Label::new("Felaket Kurtarma Tatbikatı", "Disaster Recovery Drills"),
    intro: Label::new(include_str!("../../content/tr/14.md"), include_str!("../../content/en/14.md")),
    widgets: &[
        Widget {
            model: "tatbikat/plan",
            title: Label::new("Plan ile tatbikatta ölçülen", "The plan against the drill"),
            controls: &[
                "scope",
                "drills_per_month",
                "drill_at",
                "threshold",
                "promotion",
                "route_ttl",
                "warmup",
                "queue_reconnect",
                "verify",
                "plan_detect",
                "plan_promotion",
                "plan_route",
                "plan_warmup",
                "plan_queue",
                "plan_verify",
                "rto_1",
                "rto_2",
                "round_s",
                "peak_edge",
                "planned_share_min",
                "budget_min",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&RECOVERY),
            pairs: &[
                Pair {
                    label: Label::new("Soğuk önbellek ile önceden ısıtılmış", "A cold cache against one warmed in advance"),
                    a: &[("warmup", 8.0)],
                    b: &[("warmup", 0.0)],
                },
            ],
        },
        Widget {
            model: "tatbikat/is",
            title: Label::new("Devralmada yarıda kalan iş akışları", "Workflows cut off by the failover"),
            controls: &["policy", "failover_at", "window", "per_round", "last_start", "rounds"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&WORKFLOWS),
            pairs: &[
                Pair {
                    label: Label::new("En az bir kez ile en çok bir kez", "At least once against at most once"),
                    a: &[("policy", 0.0)],
                    b: &[("policy", 1.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Planın en pahalı hatası", "The plan's most expensive error"),
            model: "tatbikat/plan",
            set: &[],
            question: Label::new(
                "Plan kurtarmaya {plan_rounds} tur biçiyor, tatbikat {measured_rounds} tur ölçüyor. Farkın en büyük parçası hangi adımdan geliyor?",
                "The plan allows {plan_rounds} rounds for the recovery; the drill measures {measured_rounds}. Which step brings the largest part of the gap?",
            ),
            ask: Ask::Choice { options: &STEP_LABELS, fact: "biggest_step_option" },
            explain: Label::new(
                "Önbellek ısınması: planda {warmup_planned} tur, tatbikatta {warmup_rounds} tur. Yeni etkin kopya denetimi geçer ama okumaları soğuk önbellekle karşılar; plan bu adımı hiç yazmamıştı. Altı adımın {deviating} tanesi sapıyor, toplam oran {ratio} kat. Plan, ancak ölçülünce görünen adımları atlar.",
                "The cache warm-up: {warmup_planned} rounds in the plan, {warmup_rounds} in the drill. The new primary passes its check but meets reads with a cold cache; the plan never listed the step. {deviating} of the six steps deviate, and the overall ratio is {ratio}×. A plan leaves out the steps that only a measurement shows.",
            ),
            evidence: &[
                Evidence::Table("steps"),
                Evidence::Chart("recovery-timeline"),
                Evidence::Chart("traffic-served"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Hedef plandan sınanmaz", "A target cannot be checked on paper"),
            model: "tatbikat/plan",
            set: &[],
            question: Label::new(
                "Plan {plan_s} saniye diyor. {target_1} saniyelik kurtarma süresi hedefi, tatbikatta ölçülen süreye göre geçer mi?",
                "The plan says {plan_s} seconds. Does the {target_1}-second recovery-time target pass against the time the drill measured?",
            ),
            ask: Ask::Choice { options: PASS_BREAK, fact: "target1_drill_option" },
            explain: Label::new(
                "Tatbikat {measured_s} sn ölçtü, plandan {gap_s} sn fazla. Aynı hedef kâğıt üzerinde rahatça tutuyordu; hedefin tutup tutmadığını ancak ölçülmüş bir süre söyler. Eşiği düşürmek az işe yarar: eşik 1 ile ölçülen süre {measured_s_threshold_1} sn olurdu.",
                "The drill measured {measured_s} s, {gap_s} s more than the plan. The same target held comfortably on paper; only a measured time can say whether it holds. Lowering the threshold helps little: with threshold 1 the drill would measure {measured_s_threshold_1} s.",
            ),
            evidence: &[
                Evidence::Table("steps"),
                Evidence::Table("targets"),
                Evidence::Table("scopes"),
                Evidence::Chart("recovery-timeline"),
                Evidence::Chart("traffic-served"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Eksik adımı kapatmak", "Closing the missing step"),
            model: "tatbikat/plan",
            set: &[("warmup", 0.0)],
            question: Label::new(
                "Önbellek önceden ısıtılırsa (ısınma 0 tur), tatbikatta ölçülen süreye göre {target_1} saniyelik hedef geçer mi?",
                "If the cache is warmed in advance (warm-up 0 rounds), does the {target_1}-second target pass against the drill's time?",
            ),
            ask: Ask::Choice { options: PASS_BREAK, fact: "target1_drill_option" },
            explain: Label::new(
                "Tatbikat artık {measured_rounds} tur, yani {measured_s} sn ölçüyor; plan ile oran {ratio} kata iniyor. Eşiği oynatmak birkaç saniye kazandırırken eksik adımı kapatmak farkın büyük kısmını siler: tatbikatın değeri, bulduğu adımı düzeltmektir.",
                "The drill now measures {measured_rounds} rounds, {measured_s} s; the ratio to the plan falls to {ratio}×. Moving the threshold wins a few seconds, while closing the missing step removes most of the gap: a drill is worth the step it finds and gets fixed.",
            ),
            evidence: &[
                Evidence::Table("steps"),
                Evidence::Table("targets"),
                Evidence::Table("scopes"),
                Evidence::Chart("recovery-timeline"),
                Evidence::Chart("traffic-served"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Tatbikatın kendi bedeli", "The drill's own price"),
            model: "tatbikat/plan",
            set: &[("drills_per_month", 4.0)],
            question: Label::new(
                "Haftada bir tatbikat (ayda {chosen_per_month}) ayda kaç dakika kesinti demektir?",
                "A weekly drill ({chosen_per_month} a month): how many minutes of outage a month is that?",
            ),
            ask: Ask::Bucket { fact: "chosen_min", edges: &[1.0, 5.0, 15.0] },
            explain: Label::new(
                "{chosen_min} dk: planlı işler payının %{chosen_pct_planned:si}, aylık bütçenin %{chosen_pct_budget:si}. Ayda bir tatbikat {monthly_min} dk, üç ayda bir {quarterly_min} dk. Bu bedel arızasız günde, gönüllü ödenir; seyrek tatbikat ucuzdur ama plan iki tatbikat arasında yeniden eskir.",
                "{chosen_min} min: {chosen_pct_planned}% of the planned-work share, {chosen_pct_budget}% of the monthly budget. A monthly drill costs {monthly_min} min, a quarterly one {quarterly_min} min. This price is paid on a healthy day, by choice; rare drills are cheap, but the plan goes stale again between them.",
            ),
            evidence: &[Evidence::Table("frequency"), Evidence::Chart("drill-cost")],
            time: None,
        },
        Step {
            title: Label::new("Kapsamın merdiveni", "The ladder of scope"),
            model: "tatbikat/plan",
            set: &[("scope", 1.0)],
            question: Label::new(
                "Yalnız tek bir bileşen kapatılarak yapılan tatbikattan sonra bilinen kurtarma süresi, {target_1} saniyelik hedefi geçer görünür mü?",
                "After a drill that switches off only one component, does the recovery time it leaves you with seem to pass the {target_1}-second target?",
            ),
            ask: Ask::Choice { options: PASS_BREAK, fact: "scope_target1_option" },
            explain: Label::new(
                "Bu tatbikat {scope_seen} sapmayı yakalıyor ve kurtarmayı {scope_known_s} sn biliyor; gerçek arızada süre {measured_s} sn, {scope_surprise_s} sn arıza gününe sürpriz kalıyor. Bedeli tatbikat başına {scope_cost_s} sn; bütün adımları ölçen alan tatbikatı {site_cost_s} sn. Dar tatbikat ucuzdur, ama yalnız gördüğü adımları doğrular.",
                "This drill catches {scope_seen} deviations and leaves you believing the recovery takes {scope_known_s} s; on the real fault day it takes {measured_s} s, so {scope_surprise_s} s stay a surprise. It costs {scope_cost_s} s per drill; a zone drill that times every step costs {site_cost_s} s. A narrow drill is cheap, but it checks only the steps it sees.",
            ),
            evidence: &[Evidence::Table("scopes"), Evidence::Table("targets"), Evidence::Chart("two-days")],
            time: None,
        },
        Step {
            title: Label::new("Doğrulamanın bulduğu ikinci hasar", "The second damage verification finds"),
            model: "tatbikat/is",
            set: &[],
            question: Label::new(
                "Devralma {failover_at}. turda bazı iş akışlarını yarıda yakalıyor ve en az bir kez teslim onları baştan çalıştırıyor. İkinci kez yürüyen yan etkili adım, baştan çalışan iş sayısından az mı, eşit mi, çok mu?",
                "The failover at round {failover_at} catches some workflows in flight, and at-least-once delivery runs them again from the start. Are the side-effect steps run a second time fewer than, as many as, or more than the jobs restarted?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az", "fewer"),
                    Label::new("eşit", "as many"),
                    Label::new("daha çok", "more"),
                ],
                fact: "dup_vs_restarted_option",
            },
            explain: Label::new(
                "{alo_restarted} iş baştan çalışıyor ve {alo_duplicates} yan etki ikinci kez yürüyor: bir iş faturayı, kaydı ve bildirimi birden yineleyebilir. En çok bir kez teslimde yineleme yok, ama atılan {amo_dropped} işin {amo_half_done} tanesi ne bitti ne geri alındı. Kurtarmanın ikinci hasarı verinin doğruluğudur.",
                "{alo_restarted} jobs run again and {alo_duplicates} side effects run a second time: one job can repeat its invoice, its ledger entry and its notification. At-most-once repeats nothing, but {amo_half_done} of its {amo_dropped} dropped jobs are neither finished nor undone. The second damage of a recovery is to the data's correctness.",
            ),
            evidence: &[
                Evidence::Table("policies"),
                Evidence::Table("windows"),
                Evidence::Chart("job-states"),
                Evidence::Chart("work-per-round"),
                Evidence::Chart("window-sweep"),
                Evidence::Chart("policy-damage"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Pencere kısalınca", "A shorter window"),
            model: "tatbikat/is",
            set: &[("window", 6.0)],
            question: Label::new(
                "Kurtarma penceresi {course_window} yerine plandaki {plan_window} tur olsaydı, yarıda kalan iş akışı ne olurdu?",
                "If the recovery window were the plan's {plan_window} rounds instead of {course_window}, what would happen to the workflows cut off?",
            ),
            ask: Ask::Choice { options: LESS_SAME_MORE, fact: "window_restarted_option" },
            explain: Label::new(
                "Pencere {window} turken {alo_restarted} iş yarıda kalıyor, {course_window} turken {course_window_restarted}. Yarıda kalan işler devralma anında bellidir; pencere yalnız sonraki ilerlemeyi durdurur ve başlayan işin toplamını değiştirir ({plan_window_total} ile {course_window_total}). Kısa kurtarma kesinti bütçesini korur, doğruluk hasarını değil.",
                "With a {window}-round window {alo_restarted} jobs are cut off, with {course_window} rounds {course_window_restarted}. The jobs cut off are fixed at the failover instant; the window only freezes later progress and changes the total of jobs started ({plan_window_total} against {course_window_total}). A short recovery protects the outage budget, not correctness.",
            ),
            evidence: &[
                Evidence::Table("policies"),
                Evidence::Table("windows"),
                Evidence::Chart("job-states"),
                Evidence::Chart("work-per-round"),
                Evidence::Chart("window-sweep"),
                Evidence::Chart("policy-damage"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Hasarı belirleyen devralma anıdır", "The failover instant sets the damage"),
            model: "tatbikat/is",
            set: &[("failover_at", 5.0)],
            question: Label::new(
                "Devralma {failover_at}. tura alınırsa en az bir kez teslimde kaç yan etkili adım ikinci kez yürür?",
                "If the failover comes at round {failover_at}, how many side-effect steps run a second time under at-least-once delivery?",
            ),
            ask: Ask::Bucket { fact: "alo_duplicates", edges: &[1.0, 20.0] },
            explain: Label::new(
                "{alo_duplicates}. Bu anda {alo_restarted} iş yarıdadır, ama hiçbiri ilk yan etkili adıma varmamıştır; yarım kalan iş de {amo_half_done}. Hasarı, devralma anında uçuşta olan işlerin sayısı ve ne kadar ilerlediği belirler.",
                "{alo_duplicates}. At that instant {alo_restarted} jobs are in flight, but none has reached the first side-effect step; half-done jobs: {amo_half_done}. The damage is set by how many jobs are in flight at the failover instant and how far they have got.",
            ),
            evidence: &[
                Evidence::Table("policies"),
                Evidence::Table("windows"),
                Evidence::Chart("job-states"),
                Evidence::Chart("work-per-round"),
                Evidence::Chart("window-sweep"),
                Evidence::Chart("policy-damage"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Plan bitti, tatbikat bitmedi", "The plan is done, the drill is not"),
            model: "tatbikat/plan",
            set: &[],
            question: Label::new(
                "Planın saydığı adımlar {plan_done_round}. turda bitti: plan sahnesinde uç istekleri yeni etkin kopyaya gidiyor. Tatbikatın bu turdan sonra kalan kurtarması, planın bütün kurtarmasından kısa mı, aynı mı, uzun mu?",
                "The plan's steps are done by round {plan_done_round}: in the plan's scene the edge requests reach the new primary. Is what the drill still has to recover after this round shorter than, as long as, or longer than the plan's whole recovery?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha kısa", "shorter"),
                    Label::new("aynı", "as long"),
                    Label::new("daha uzun", "longer"),
                ],
                fact: "drill_left_option",
            },
            explain: Label::new(
                "Tatbikatta {drill_left_rounds} tur daha geçiyor, planın tamamı {plan_rounds} tur. Yönlendirme kaydı hâlâ düşen kopyayı gösteriyor, ardından önbellek soğuk karşılıyor, kuyruk tüketicisi sonra bağlanıyor. Bu turlar boyunca uç istekleri karşılanmıyor; plan onları hiç saymamıştı.",
                "The drill needs {drill_left_rounds} more rounds; the plan's whole recovery is {plan_rounds}. The routing record still points at the lost copy, then the cache meets reads cold, and the queue consumer reconnects after that. Edge requests go unserved all that time; the plan never counted those rounds.",
            ),
            evidence: &[
                Evidence::System,
                Evidence::Table("steps"),
                Evidence::Chart("recovery-timeline"),
                Evidence::Chart("traffic-served"),
            ],
            time: Some(StepTime { open_at: "plan_done_round", play_to: "drill_done_round" }),
        },
    ],
};

/// The failover a recovery plan lists, step by step: the edge's requests, the routing record
/// that sends them on, the primary lost in the disaster, and the standby promoted in its place
/// with the cache it warms and the queue consumer it reconnects.
static RECOVERY: System = System {
    nodes: &[
        Node { id: "edge", label: Label::new("uç istekleri", "edge requests"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node {
            id: "routing",
            label: Label::new("yönlendirme kaydı", "routing record"),
            x: 0.0,
            y: 0.55,
            kind: Kind::Gate,
        },
        Node { id: "old", label: Label::new("eski etkin kopya", "old primary"), x: 0.5, y: 0.1, kind: Kind::Service },
        Node { id: "new", label: Label::new("yeni etkin kopya", "new primary"), x: 0.5, y: 0.8, kind: Kind::Service },
        Node { id: "cache", label: Label::new("önbellek", "cache"), x: 1.0, y: 0.45, kind: Kind::Store },
        Node {
            id: "queue",
            label: Label::new("kuyruk tüketicisi", "queue consumer"),
            x: 1.0,
            y: 0.95,
            kind: Kind::Buffer,
        },
    ],
    links: &[
        Link { from: "edge", to: "routing", pattern: None },
        Link { from: "routing", to: "old", pattern: None },
        Link { from: "routing", to: "new", pattern: None },
        Link { from: "new", to: "cache", pattern: None },
        Link { from: "new", to: "queue", pattern: None },
    ],
    aspect: 0.55,
};

/// The billing workflows through a failover: the delivery queue that hands them out (at least
/// or at most once), the workflows in flight, the side effects their steps write (invoice,
/// ledger entry, notifications) and the workflows that close or are dropped.
static WORKFLOWS: System = System {
    nodes: &[
        Node {
            id: "queue", label: Label::new("teslim kuyruğu", "delivery queue"), x: 0.0, y: 0.5, kind: Kind::Source
        },
        Node {
            id: "workflows",
            label: Label::new("faturalama iş akışları", "billing workflows"),
            x: 0.45,
            y: 0.5,
            kind: Kind::Pool,
        },
        Node { id: "effects", label: Label::new("yan etkiler", "side effects"), x: 1.0, y: 0.1, kind: Kind::Store },
        Node {
            id: "done",
            label: Label::new("kapanan iş akışları", "closed workflows"),
            x: 1.0,
            y: 0.9,
            kind: Kind::Store,
        },
    ],
    links: &[
        Link { from: "queue", to: "workflows", pattern: None },
        Link { from: "workflows", to: "effects", pattern: None },
        Link { from: "workflows", to: "done", pattern: None },
    ],
    aspect: 0.45,
};
