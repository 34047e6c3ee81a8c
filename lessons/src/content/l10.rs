//! Lesson 10: Sağlık Ucu İzleme (health endpoint monitoring).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

pub static LESSON: Lesson = Lesson {
    number: 10,
    slug: "saglik-ucu-izleme",
    title: Label::new("Sağlık Ucu İzleme", "Health Endpoint Monitoring"),
    intro: Label::new(include_str!("../../content/tr/10.md"), include_str!("../../content/en/10.md")),
    widgets: &[
        Widget {
            model: "saglik/olc",
            title: Label::new("Ucun sorusu, aralığı ve arıza takvimi", "The endpoint's question, its interval and the fault schedule"),
            controls: &[
                "endpoint",
                "interval",
                "stop_replica",
                "stop_start",
                "stop_len",
                "blip_replica",
                "blip_start",
                "blip_len",
                "blip2_start",
                "blip2_len",
                "half_down_replica",
                "half_down_start",
                "half_down_len",
                "warming_replica",
                "warming_start",
                "warming_len",
                "warming2_start",
                "warming2_len",
                "store_start",
                "store_len",
                "billing_start",
                "billing_len",
                "reads",
                "writes",
                "batch",
                "rounds",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "saglik/butce",
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            controls: &["replicas", "interval", "round_seconds", "store_rate", "spells_per_month", "edge_peak"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Ayakta olmak hazır olmak değildir", "Up is not ready"),
            model: "saglik/olc",
            set: &[("endpoint", 0.0)],
            question: Label::new(
                "Sığ denetim yalnız sürecin ayakta olup olmadığını soruyor; ısınan kopya havuzda kalıyor ve {sig_dropped_reads} okuma düşüyor. Uç hazır olmayı da sorarsa kaç okuma düşer?",
                "The shallow check asks only whether the process is up; the warming replica stays in the pool and {sig_dropped_reads} reads are dropped. If the endpoint also asks whether the replica is ready, how many reads are dropped?",
            ),
            ask: Ask::Number { fact: "ready_dropped_reads", tolerance: 2.0 },
            explain: Label::new(
                "Hazır olma denetimiyle {ready_dropped_reads}. Düşen yazma da {sig_dropped_writes} değerinden {ready_dropped_writes} değerine iniyor. Kalanın {store_lost_writes} tanesi durum deposunun düştüğü {store_len} turdan geliyor: kopya sağlam olsa da yazacak yer yok ve hiçbir uç içeriği bunu kurtaramaz. Zaman çizelgesinde ısınan kopyanın düz çizgisinin artık noktalı çizgisini izlediğine bakın.",
                "With the readiness check: {ready_dropped_reads}. Dropped writes fall from {sig_dropped_writes} to {ready_dropped_writes} as well. {store_lost_writes} of those left come from the {store_len} rounds in which the state store is down: the replica is fine but there is nowhere to write, and no endpoint content can save them. In the timeline, see how the warming replica's solid line now follows its dotted one.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Yazıyor görünen kopya", "The replica that seems to write"),
            model: "saglik/olc",
            set: &[("endpoint", 1.0)],
            question: Label::new(
                "Hazır olma denetimi yarı düşük kopyayı havuzda tutuyor: {ready_silent} yazma kabul edilip sessizce kayboluyor. Merdivende sessiz kaybı ilk sıfırlayan içerik hangisi?",
                "The readiness check keeps the half-down replica in the pool: {ready_silent} writes are accepted and silently lost. Which content on the ladder is the first to bring silent loss to zero?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("sığ", "shallow"),
                    Label::new("hazır olma", "readiness"),
                    Label::new("derin: yerel yol", "deep: own path"),
                    Label::new("derin: paylaşılan depo", "deep: shared store"),
                    Label::new("derin: hepsi", "deep: everything"),
                    Label::new("hiçbiri", "none of them"),
                ],
                fact: "first_no_silent_option",
            },
            explain: Label::new(
                "Sessiz kayıp sığ denetimde {sig_silent}, hazır olmada {ready_silent}, yerel derin denetimde {local_silent}. Uç artık \"kendi yolumdan yazabiliyor muyum\" diye soruyor ve dürüst yanıt yarı düşük kopyayı havuzdan çıkarıyor. Bedeli havuz dışı kopya-turda görülür: {sig_out}, {ready_out}, {local_out}. Bu bedel yalnız gerçekten bozuk olan kopyayı dışarıda tutmaktan gelir.",
                "Silent loss is {sig_silent} with the shallow check, {ready_silent} with readiness, {local_silent} with the own-path deep check. The endpoint now asks \"can I write through my own path?\", and the honest answer takes the half-down replica out. The price shows in the replica-rounds out of the pool: {sig_out}, {ready_out}, {local_out}. It is paid only for keeping a really broken replica out.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bir adım fazla derin", "One step too deep"),
            model: "saglik/olc",
            set: &[("endpoint", 3.0)],
            question: Label::new(
                "Uç şimdi paylaşılan durum deposunu da soruyor ve depo {store_start}–{store_end} turlarında düşük. Okuyabilen bir kopya varken kaç okuma reddedilir?",
                "The endpoint now also asks about the shared state store, which is down in rounds {store_start}–{store_end}. How many reads are refused while some replica could have answered them?",
            ),
            ask: Ask::Number { fact: "shared_wasted", tolerance: 10.0 },
            explain: Label::new(
                "{shared_wasted} okuma boşa reddediliyor. Depo düşünce üç kopya da aynı yanıtı veriyor ve havuz boşalıyor: zaman çizelgesinde o turlarda üç düz çizgi de altta, noktalı çizgiler üstte. Ücret deposunu da soran uçla bu sayı {all_wasted}. Yazmalar bu derinlikle de kurtulmuyor: düşen yazma yerel derin denetimde {local_dropped_writes}, burada {shared_dropped_writes}. Uç, kopyanın komşularından daha kötü olup olmadığını sormalı; bütün kopyalarda aynı yanıtı veren bir koşul bozulduğunda havuzda kimse kalmaz.",
                "{shared_wasted} reads are refused for nothing. When the store falls, all three replicas give the same answer and the pool empties: in the timeline all three solid lines sit at the bottom in those rounds while the dotted lines stay up. With the billing store in the check too, the count is {all_wasted}. The writes are not saved by this depth either: {local_dropped_writes} dropped with the own-path check, {shared_dropped_writes} here. The endpoint should ask whether the replica is worse off than its neighbours; a condition that answers the same on every replica empties the pool when it breaks.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Seyrek denetim", "Sparse checks"),
            model: "saglik/olc",
            set: &[("endpoint", 2.0), ("interval", 8.0)],
            question: Label::new(
                "Yerel derin denetim her tur yerine {interval} turda bir soruluyor. Kopya {stop_start}. turda duruyor; dengeleyici ona kaç tur boyunca istek göndermeye devam eder?",
                "The own-path deep check is asked every {interval} rounds instead of every round. A replica stops at round {stop_start}; for how many rounds does the balancer keep sending it requests?",
            ),
            ask: Ask::Number { fact: "shown_stopped_in_pool", tolerance: 1.0 },
            explain: Label::new(
                "{shown_stopped_in_pool} tur: dökümdeki algılama gecikmesi budur. Denetim sayısı {iv1_checks} yerine {shown_checks}, yanlış çıkarma {iv1_false} yerine {shown_false_removals}. Karşılığında {shown_dropped_reads} okuma düşüyor ve yarı düşük kopya iki denetim arasında {shown_silent} sessiz kayıp üretiyor. \"Aralığın iki günü\" grafiği bu ödünleşimi her aralık için gösterir; önceki dersin eşiğiyle çarpıldığını unutmayın.",
                "{shown_stopped_in_pool} rounds: this is the detection delay in the transcript. There are {shown_checks} checks instead of {iv1_checks} and {shown_false_removals} false removals instead of {iv1_false}. In return {shown_dropped_reads} reads are dropped and the half-down replica causes {shown_silent} silent losses between two checks. \"The interval's two days\" shows this trade-off for every interval; remember that it multiplies with the previous lesson's threshold.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Denetimlerin arasına düşen arıza", "A fault between two checks"),
            model: "saglik/olc",
            set: &[("endpoint", 2.0), ("interval", 16.0)],
            question: Label::new(
                "Aralık {interval} olursa denetimlerden biri duran kopyayı hiç görür mü?",
                "At interval {interval}, does any check ever see the stopped replica?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "detected_option" },
            explain: Label::new(
                "Denetimler {check_before_stop}. ve {check_after_stop}. turlarda; duruş {stop_start}–{stop_end} turlarında ve aralarına düşüyor. Duran kopya {shown_stopped_in_pool} tur boyunca havuzda kalıyor. Seyrek denetim bir arızayı yalnız geç görmez, hiç görmeyebilir; sonuç arızanın denetimlere göre nerede durduğuna bağlıdır. Takvimden duruşun başlangıcını birkaç tur kaydırıp yeniden bakın.",
                "The checks fall on rounds {check_before_stop} and {check_after_stop}; the stop covers rounds {stop_start}–{stop_end} and lies between them. The stopped replica stays in the pool for {shown_stopped_in_pool} rounds. A sparse check may not only notice a fault late, it may never notice it; the result depends on where the fault falls between the checks. Move the stop's first round by a few rounds in the schedule and look again.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kaç geçici yanıtsızlık yakalanır?", "How many short spells are caught?"),
            model: "saglik/olc",
            set: &[("endpoint", 2.0)],
            question: Label::new(
                "Takvimde {spells} geçici yanıtsızlık var ve toplam {spell_rounds} tur sürüyorlar. Her tur sorulan yerel derin denetim kaç yanlış çıkarma yapar?",
                "The schedule holds {spells} short unresponsive spells covering {spell_rounds} rounds in all. How many false removals does the own-path deep check make when asked every round?",
            ),
            ask: Ask::Number { fact: "iv1_false", tolerance: 0.0 },
            explain: Label::new(
                "{iv1_false} yanlış çıkarma; aralık 2'de {iv2_false}. Dersin bütçe modeli aralık 1 için üçte iki oranını kullanıyor ve bunu üç yanıtsızlığın kaçının yakalandığı diye anlatıyor. Kursun takviminde ise toplam {course_spell_rounds} tur süren {course_spells} yanıtsızlık var ve aralık 1 bunların {course_caught_1} tanesini yakalıyor. Üçte iki ancak {course_caught_1} çıkarma yanıtsızlıkların kapladığı {course_spell_rounds} tura bölünürse çıkıyor; yanıtsızlık başına sayıldığında model hepsinin yakalandığını gösteriyor. Yanıtsızlıkların yerini ve süresini takvimden değiştirip kendiniz sayabilirsiniz.",
                "{iv1_false} false removals; {iv2_false} at interval 2. The lesson's budget model uses a share of two thirds for interval 1 and describes it as how many of three spells were caught. The course's schedule, though, holds {course_spells} spells covering {course_spell_rounds} rounds in all, and interval 1 catches {course_caught_1} of them. Two thirds comes out only if the {course_caught_1} removals are divided by the {course_spell_rounds} rounds the spells cover; counted per spell, the model shows every one caught. Move the spells and change their lengths in the schedule to count for yourself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Faturayı ne büyütür?", "What makes the bill grow?"),
            model: "saglik/butce",
            set: &[("replicas", 48.0)],
            question: Label::new(
                "Üç kopya iki saniyede bir derin denetimle depoya yüzde {pct_3_1} ek yük bindiriyor. Kopya sayısı {replicas} olursa yüzde kaç?",
                "Three replicas checked deeply every two seconds add {pct_3_1}% load to the store. With {replicas} replicas, how many percent?",
            ),
            ask: Ask::Number { fact: "chosen_pct", tolerance: 1.0 },
            explain: Label::new(
                "Yüzde {chosen_pct}: saniyede {chosen_rate} sorgu, günde {chosen_per_day}. Fatura iş yüküyle değil kopya sayısıyla büyür, bu yüzden ölçekleme kararı denetim politikasını da değiştirir. Aralığı dört tura çıkarmak faturayı dörde böler: 48 kopyada yüzde {pct_48_4}.",
                "{chosen_pct}%: {chosen_rate} queries a second, {chosen_per_day} a day. The bill grows with the number of replicas, not with the workload, so a scaling decision changes the check policy too. A four-round interval divides the bill by four: {pct_48_4}% at 48 replicas.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Ayda kaç yanlış çıkarma?", "How many false removals a month?"),
            model: "saglik/butce",
            set: &[],
            question: Label::new(
                "Ayda {spells_per_month} geçici yanıtsızlık varsayılıyor. Modelin kendi takviminde aralık 1'de {spells} yanıtsızlığın {caught_1} tanesi yanlış çıkarmaya dönüşüyor. Bu oranla ayda kaç yanlış çıkarma beklenir?",
                "The lesson assumes {spells_per_month} short spells a month. On the model's own schedule, at interval 1, {caught_1} of {spells} spells become false removals. At that rate, how many false removals a month?",
            ),
            ask: Ask::Number { fact: "model_month_1", tolerance: 1.0 },
            explain: Label::new(
                "{model_month_1}. Kursun dökümü {course_month_1} yazıyor, çünkü üçte iki oranını kullanıyor: {caught_1} çıkarmanın yanıtsızlıkların kapladığı {spell_rounds} tura bölünmesi. Aralık 2'de kurs {course_month_2}, modelin saydığı payla {model_month_2}. Her çıkarmanın bedeli aynı: kalan iki kopyanın her biri {per_replica_three} yerine {per_replica_two} istek/s taşır ({load_ratio} kat). Dersin vardığı sonuç değişmez; yalnız arızasız günün bu kalemi modelin kendi saydığıyla dökümdekinden büyüktür.",
                "{model_month_1}. The course's transcript prints {course_month_1} because it uses a share of two thirds: {caught_1} removals divided by the {spell_rounds} rounds the spells cover. At interval 2 the course prints {course_month_2}; with the share the model counts it is {model_month_2}. Each removal costs the same: each of the two remaining replicas carries {per_replica_two} instead of {per_replica_three} req/s ({load_ratio} times). The lesson's conclusion stands; counted by the model itself, this item of the healthy day's bill is larger than the transcript says.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
