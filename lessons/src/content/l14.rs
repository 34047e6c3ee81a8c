//! Lesson 14: Felaket Kurtarma Tatbikatı (disaster-recovery drills).

use sim_core::tatbikat::plan::STEP_LABELS;
use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

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
            system: None,
        },
        Widget {
            model: "tatbikat/is",
            title: Label::new("Devralmada yarıda kalan iş akışları", "Workflows cut off by the failover"),
            controls: &["policy", "failover_at", "window", "per_round", "last_start", "rounds"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
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
                "Önbellek ısınması: planda {warmup_planned} tur, tatbikatta {warmup_rounds} tur, tek başına {biggest_deviation} turluk sapma. Yeni etkin kopya ayağa kalkar ve denetimi geçer, ama okumaları soğuk önbellekle karşılar; plan bu adımı hiç yazmamıştı. Altı adımın {deviating} tanesi sapıyor ve toplam oran {ratio} kat. Algılama ile yönlendirme de plandakinden uzun, çünkü biri devralma eşiğine, öteki yönlendirme kaydının yaşam süresine bağlı ve plan bu kararları okumamış. Zaman çizelgesinde turuncu zeminin mavi zeminden ne kadar taştığına bakın.",
                "The cache warm-up: {warmup_planned} rounds in the plan, {warmup_rounds} in the drill, a gap of {biggest_deviation} rounds on its own. The new primary is up and passes its check, but meets reads with a cold cache; the plan never listed the step. {deviating} of the six steps deviate and the overall ratio is {ratio}×. Detection and routing are longer than planned too, because one depends on the failover threshold and the other on the routing record's lifetime, decisions the plan never read. On the timeline, see how far the orange shade runs past the blue one.",
            ),
            evidence: &[],
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
                "Tatbikat {measured_s} sn ölçtü, plandan {gap_s} sn fazla. Aynı hedef kâğıt üzerinde rahatça tutuyordu; hedefin tutup tutmadığını ancak ölçülmüş bir süre söyleyebilir. Eşiği düşürmek az işe yarar: eşik 1 ile ölçülen süre {measured_s_threshold_1} sn olurdu. Zaman çizelgesindeki noktalı çizgiler hedeflerin bittiği turu gösterir.",
                "The drill measured {measured_s} s, {gap_s} s more than the plan. The same target held comfortably on paper; only a measured time can say whether it holds. Lowering the threshold helps little: with threshold 1 the drill would measure {measured_s_threshold_1} s. The dotted lines on the timeline mark the round at which each target runs out.",
            ),
            evidence: &[],
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
                "Tatbikat artık {measured_rounds} tur, yani {measured_s} sn ölçüyor; plan ile oran {ratio} kata iniyor. Eşiği oynatmak birkaç saniye kazandırırken eksik adımı kapatmak farkın büyük kısmını siliyor. Trafik grafiğinde kesintinin ne kadar kısaldığına bakın.",
                "The drill now measures {measured_rounds} rounds, {measured_s} s; the ratio to the plan falls to {ratio}×. Moving the threshold wins a few seconds, while closing the missing step removes most of the gap. In the traffic chart, see how much shorter the outage is.",
            ),
            evidence: &[],
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
            ask: Ask::Number { fact: "chosen_min", tolerance: 0.05 },
            explain: Label::new(
                "{chosen_min} dk: planlı işler payının %{chosen_pct_planned} kadarı, aylık bütçenin %{chosen_pct_budget} kadarı. Ayda bir tatbikat {monthly_min} dk, üç ayda bir {quarterly_min} dk tutar. Bu bedel arızasız günde, gönüllü ödenir: tepe yükte yapılan her tatbikatta {dropped_requests} uç isteği düşer. Seyrek tatbikat ucuzdur ama plan iki tatbikat arasında yeniden eskir; model bu eskimeyi ölçmez, seçimi de size bırakır.",
                "{chosen_min} min: {chosen_pct_planned}% of the planned-work share, {chosen_pct_budget}% of the monthly budget. A monthly drill costs {monthly_min} min, a quarterly one {quarterly_min} min. This price is paid on the healthy day, by choice: each drill at peak drops {dropped_requests} edge requests. Rare drills are cheap, but the plan goes stale again between them; the model does not measure that staleness and leaves the choice to you.",
            ),
            evidence: &[],
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
                "Bu tatbikat {scope_seen} sapmayı yakalıyor ve kurtarmayı {scope_known_s} sn biliyor; gerçek arızada süre {measured_s} sn olacak, {scope_surprise_s} sn arıza gününe sürpriz kalıyor. Bedeli tatbikat başına {scope_cost_s} sn kesinti; bütün adımları ölçen alan ya da bölge tatbikatı {site_cost_s} sn. Bu ayrım laboratuvarın okumasıdır: ders merdiveni sözle anlatır (ısınmayı yalnız gerçek yükün taşındığı en geniş tatbikat görür) ve sayılarını en geniş tatbikattan alır. İki gün grafiğinde her kapsamın bedelini ve kazancını yan yana görün.",
                "This drill catches {scope_seen} deviations and leaves you believing the recovery takes {scope_known_s} s; on the real fault day it takes {measured_s} s, so {scope_surprise_s} s stay a surprise. Its price is {scope_cost_s} s of outage per drill; a zone or region drill that times every step costs {site_cost_s} s. This split is the lab's reading: the course describes the ladder in words (only the widest drill, where real load moves, sees the warm-up) and takes its numbers from the widest drill. The two-days chart shows each scope's cost and gain side by side.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Doğrulamanın bulduğu ikinci hasar", "The second damage verification finds"),
            model: "tatbikat/is",
            set: &[],
            question: Label::new(
                "Devralma {failover_at}. turda {alo_restarted} iş akışını yarıda yakalıyor. En az bir kez teslimde kaç yan etkili adım ikinci kez yürür?",
                "The failover at round {failover_at} catches {alo_restarted} workflows in flight. Under at-least-once delivery, how many side-effect steps run a second time?",
            ),
            ask: Ask::Number { fact: "alo_duplicates", tolerance: 0.0 },
            explain: Label::new(
                "{alo_duplicates}: baştan çalışan işler daha önce yazdıkları faturayı, muhasebe kaydını ya da bildirimi yeniden yürütüyor; buna karşılık {total} işin {alo_completed} tanesi tamamlanıyor. En çok bir kez teslimde yineleme yok, ama yalnız {amo_completed} iş tamamlanıyor ve atılan {amo_dropped} işin {amo_half_done} tanesi en az bir yan etki bırakmış durumda: ne bitti ne geri alındı. Üçüncü bir seçenek bu modelde yok; sonraki bölüm bu iki soruyu ele alıyor.",
                "{alo_duplicates}: the restarted jobs run their invoice, ledger entry or notification again; in return {alo_completed} of {total} jobs complete. Under at-most-once nothing repeats, but only {amo_completed} jobs complete, and {amo_half_done} of the {amo_dropped} dropped ones had already left a side effect behind: neither finished nor undone. There is no third option in this model; the next section takes up both problems.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Pencere kısalınca", "A shorter window"),
            model: "tatbikat/is",
            set: &[("window", 6.0)],
            question: Label::new(
                "Ders, kurtarma penceresi {course_window} yerine plandaki {plan_window} tur olsaydı yarıda kalan iş akışının daha az olacağını söylüyor. Modelde yarıda kalan iş ne olur?",
                "The course says that with the plan's {plan_window}-round window instead of {course_window}, fewer workflows would be cut off. What happens to that number in the model?",
            ),
            ask: Ask::Choice { options: LESS_SAME_MORE, fact: "window_restarted_option" },
            explain: Label::new(
                "Pencere {window} turken {alo_restarted} iş yarıda kalıyor, {course_window} turken {course_window_restarted}; yinelenen yan etki {alo_duplicates} ve {course_window_duplicates}. Değişen yalnız başlayan işin toplamı: {plan_window_total} ile {course_window_total}, çünkü pencere boyunca yeni iş başlamıyor. Modelde pencere devralmadan sonra ilerlemeyi durdurur; yarıda kalan işler devralma anında zaten bellidir. Dersin cümlesi başka bir modelde doğru olabilir (örneğin işlerin pencere boyunca gelmeye devam ettiği bir modelde), ama bu modelin sayıları onu göstermiyor. Pencereye göre grafiğinde çizgilerin düz kaldığına kendiniz bakın; kurtarmayı kısaltmanın kesinti bütçesine faydası ise yerinde duruyor.",
                "With a {window}-round window {alo_restarted} jobs are cut off, with {course_window} rounds {course_window_restarted}; duplicate side effects {alo_duplicates} and {course_window_duplicates}. Only the total of jobs started changes, {plan_window_total} against {course_window_total}, because no job starts during the window. In the model the window freezes progress after the failover; the jobs cut off are fixed at the failover instant. The course's sentence may hold in another model (one where work keeps arriving through the window, say), but this model's numbers do not show it. See for yourself that the lines stay flat in the by-window chart; the benefit of a shorter recovery to the outage budget stands.",
            ),
            evidence: &[],
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
            ask: Ask::Number { fact: "alo_duplicates", tolerance: 0.0 },
            explain: Label::new(
                "{alo_duplicates}. Bu anda {alo_restarted} iş yarıdadır, ama hiçbiri dördüncü adıma, ilk yan etkiye varmamıştır; yarım kalan iş de {amo_half_done}. Hasarı belirleyen, devralma anında uçuşta olan işlerin sayısı ve ne kadar ilerlediğidir: turda başlayan iş sayısını ikiye katlamak hasarı da ikiye katlar. Devralma turunu kaydırıp iş durumu grafiğinde turuncu dilimi izleyin.",
                "{alo_duplicates}. At that instant {alo_restarted} jobs are in flight, but none has reached step four, the first side effect; half-done jobs: {amo_half_done}. What sets the damage is how many jobs are in flight at the failover instant and how far they have got: doubling the jobs started per round doubles the damage. Move the failover round and watch the orange slice in the job-state chart.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
