//! Lesson 10: Sağlık Ucu İzleme (health endpoint monitoring).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

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
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("Sığ denetim ile paylaşılan depoya derin denetim", "A shallow check against a deep check on the shared store"),
                    a: &[("endpoint", 0.0)],
                    b: &[("endpoint", 3.0)],
                },
            ],
        },
        Widget {
            model: "saglik/butce",
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            controls: &["replicas", "interval", "round_seconds", "store_rate", "spells_per_month", "edge_peak"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: Some(&CHECK_COST),
            pairs: &[
                Pair {
                    label: Label::new("Küçük havuz ile büyük havuz", "A small pool against a large one"),
                    a: &[("replicas", 3.0)],
                    b: &[("replicas", 48.0)],
                },
                Pair {
                    label: Label::new("Sık denetim ile seyrek denetim", "Frequent checks against infrequent ones"),
                    a: &[("interval", 1.0)],
                    b: &[("interval", 4.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Ayakta olmak hazır olmak değildir", "Up is not ready"),
            model: "saglik/olc",
            set: &[("endpoint", 0.0)],
            question: Label::new(
                "Sığ denetim yalnız sürecin ayakta olup olmadığını soruyor; ısınan kopya havuzda kalıyor ve {sig_dropped_reads} okuma düşüyor. Uç hazır olmayı da sorarsa düşen okuma ne olur?",
                "The shallow check asks only whether the process is up; the warming replica stays in the pool and {sig_dropped_reads} reads are dropped. If the endpoint also asks whether the replica is ready, what happens to the dropped reads?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("sıfıra iner", "they fall to zero"),
                    Label::new("azalır ama sıfıra inmez", "they fall, but not to zero"),
                    Label::new("azalmaz", "they do not fall"),
                ],
                fact: "ready_reads_option",
            },
            explain: Label::new(
                "Hazır olma denetimiyle düşen okuma {ready_dropped_reads}, düşen yazma {sig_dropped_writes} yerine {ready_dropped_writes}. Ayakta olan bir süreç henüz iş göremeyebilir: uç, dengeleyicinin asıl bilmek istediğini, bu kopyanın isteği karşılayıp karşılayamayacağını sormalı. Kalan {store_lost_writes} yazmayı depo kesintisi götürür; onu hiçbir uç kurtaramaz.",
                "With the readiness check {ready_dropped_reads} reads are dropped, and {ready_dropped_writes} writes instead of {sig_dropped_writes}. A process that is up may not be able to work yet: the endpoint should ask what the balancer really needs to know, whether this replica can serve the request. The {store_lost_writes} writes left go with the store outage; no endpoint saves them.",
            ),
            evidence: &[
                Evidence::Table("endpoints"),
                Evidence::Chart("replica-timeline"),
                Evidence::Chart("traffic"),
                Evidence::Chart("ladder"),
            ],
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
                "Sessiz kayıp sığ denetimde {sig_silent}, hazır olmada {ready_silent}, yerel derin denetimde {local_silent}. Uç artık \"kendi yolumdan yazabiliyor muyum\" diye soruyor; dürüst yanıt yarı düşük kopyayı havuzdan çıkarır. Bedeli havuz dışı kopya-turdur ({sig_out}, {ready_out}, {local_out}) ve yalnız gerçekten bozuk kopya için ödenir.",
                "Silent loss is {sig_silent} with the shallow check, {ready_silent} with readiness, {local_silent} with the own-path deep check. The endpoint now asks \"can I write through my own path?\"; the honest answer takes the half-down replica out. The price is replica-rounds out of the pool ({sig_out}, {ready_out}, {local_out}), paid only for a really broken replica.",
            ),
            evidence: &[Evidence::Table("endpoints"), Evidence::Chart("traffic"), Evidence::Chart("ladder")],
            time: None,
        },
        Step {
            title: Label::new("Bir adım fazla derin", "One step too deep"),
            model: "saglik/olc",
            set: &[("endpoint", 3.0)],
            question: Label::new(
                "Uç şimdi paylaşılan durum deposunu da soruyor ve depo {store_start}–{store_end} turlarında düşük. Hangi uç toplamda daha çok istek kaybeder (düşen, sessiz ve boşa reddedilen)?",
                "The endpoint now also asks about the shared state store, which is down in rounds {store_start}–{store_end}. Which endpoint loses more requests in all (dropped, silent and refused for nothing)?",
            ),
            ask: Ask::Compare {
                a: (Label::new("derin: yerel yol", "deep: own path"), "local_lost"),
                b: (Label::new("derin: paylaşılan depo", "deep: shared store"), "shared_lost"),
                within: 0.05,
            },
            explain: Label::new(
                "Yerel yol {local_lost}, paylaşılan depo {shared_lost} istek kaybediyor; {shared_wasted} okuma boşa reddediliyor. Depo düşünce üç kopya aynı yanıtı verir ve havuz boşalır. Uç, kopyanın komşularından daha kötü olup olmadığını sormalı: herkeste aynı bozulan bir bağımlılığı soran uç, arızayı bütün havuza yayar.",
                "The own path loses {local_lost} requests, the shared store {shared_lost}; {shared_wasted} reads are refused for nothing. When the store falls, all three replicas answer the same and the pool empties. The endpoint should ask whether this replica is worse off than its neighbours: one that asks about a dependency shared by all spreads the fault to the whole pool.",
            ),
            evidence: &[
                Evidence::Table("endpoints"),
                Evidence::Chart("replica-timeline"),
                Evidence::Chart("traffic"),
                Evidence::Chart("ladder"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Depo düşerken havuz", "The pool as the store falls"),
            model: "saglik/olc",
            set: &[("endpoint", 3.0)],
            question: Label::new(
                "Uç paylaşılan durum deposunu da soruyor. {store_open}. turda depo ayakta; ardından {store_close}. tura kadar düşük kalacak. Depo düşükken dengeleyicinin havuzunda kaç kopya kalır?",
                "The endpoint also asks about the shared state store. In round {store_open} the store is up; then it stays down until round {store_close}. While it is down, how many replicas stay in the balancer's pool?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("üçü de kalır", "all three stay"),
                    Label::new("bir kısmı çıkar", "some of them leave"),
                    Label::new("hiçbiri: havuz boşalır", "none: the pool empties"),
                ],
                fact: "store_pool_option",
            },
            explain: Label::new(
                "Depo düşünce her kopyanın denetimi aynı yanıtı verir ve üçü birden havuzdan çıkar; okuyabilecek kopyalar varken {shared_wasted} okuma boşa reddedilir. Sistem görünümünde denetimin depoya kendi sorguları da görünür: her denetim turunda kopya sayısı kadar.",
                "When the store falls every replica's check answers the same and all three leave the pool; {shared_wasted} reads are refused while replicas could have answered them. The system view also shows the check's own queries on the store: one per replica on every check round.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("replica-timeline"), Evidence::Chart("traffic")],
            time: Some(StepTime { open_at: "store_open", play_to: "store_close" }),
        },
        Step {
            title: Label::new("Seyrek denetim", "Sparse checks"),
            model: "saglik/olc",
            set: &[("endpoint", 2.0), ("interval", 8.0)],
            question: Label::new(
                "Yerel derin denetim her tur yerine {interval} turda bir soruluyor. Kopya {stop_start}. turda duruyor; dengeleyici ona kaç tur boyunca istek göndermeye devam eder?",
                "The own-path deep check is asked every {interval} rounds instead of every round. A replica stops at round {stop_start}; for how many rounds does the balancer keep sending it requests?",
            ),
            ask: Ask::Range { fact: "shown_stopped_in_pool", min: 0.0, max: 16.0, width: 3.0 },
            explain: Label::new(
                "{shown_stopped_in_pool} tur: algılama gecikmesi aralığa yaklaşır. Denetim sayısı {iv1_checks} yerine {shown_checks}, yanlış çıkarma {iv1_false} yerine {shown_false_removals}; karşılığında {shown_dropped_reads} okuma düşer. Aralık, denetim yükünü ve yanlış alarmı algılama gecikmesiyle takas eder; önceki dersin eşiğiyle de çarpılır.",
                "{shown_stopped_in_pool} rounds: the detection delay approaches the interval. There are {shown_checks} checks instead of {iv1_checks} and {shown_false_removals} false removals instead of {iv1_false}; in return {shown_dropped_reads} reads are dropped. The interval trades check load and false alarms for detection delay, and it multiplies with the previous lesson's threshold.",
            ),
            evidence: &[
                Evidence::Table("endpoints"),
                Evidence::Table("intervals"),
                Evidence::Chart("replica-timeline"),
                Evidence::Chart("traffic"),
                Evidence::Chart("two-days"),
            ],
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
                "Denetimler {check_before_stop}. ve {check_after_stop}. turlarda; duruş {stop_start}–{stop_end} turlarında, aralarına düşüyor ve kopya {shown_stopped_in_pool} tur havuzda kalıyor. Seyrek denetim bir arızayı yalnız geç görmez, hiç görmeyebilir: aralıktan kısa bir arızanın yakalanması, denetimlere göre nereye düştüğüne bağlıdır.",
                "The checks fall on rounds {check_before_stop} and {check_after_stop}; the stop covers rounds {stop_start}–{stop_end}, between them, and the replica stays in the pool for {shown_stopped_in_pool} rounds. A sparse check may not only notice a fault late but never: whether a fault shorter than the interval is caught depends on where it falls between the checks.",
            ),
            evidence: &[
                Evidence::Table("endpoints"),
                Evidence::Chart("replica-timeline"),
                Evidence::Chart("traffic"),
                Evidence::Chart("two-days"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Kaç geçici yanıtsızlık yakalanır?", "How many short spells are caught?"),
            model: "saglik/olc",
            set: &[("endpoint", 2.0)],
            question: Label::new(
                "Takvimde {spells} geçici yanıtsızlık var ve toplam {spell_rounds} tur sürüyorlar. Her tur sorulan yerel derin denetim bunların kaçını yanlış çıkarmaya çevirir?",
                "The schedule holds {spells} short unresponsive spells covering {spell_rounds} rounds in all. How many of them does the own-path deep check, asked every round, turn into false removals?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hepsini", "all of them"),
                    Label::new("bir kısmını", "some of them"),
                    Label::new("hiçbirini", "none"),
                ],
                fact: "iv1_caught_option",
            },
            explain: Label::new(
                "Aralık 1'de {iv1_false} yanlış çıkarma, aralık 2'de {iv2_false}. Sık denetim kendiliğinden geçecek kısa bir yanıtsızlığı da görür ve kopyayı boşuna havuzdan çıkarır; her çıkarma kalan kopyalara yük bindirir. Hızlı algılama ile yanlış alarm aynı düğmenin iki ucudur.",
                "{iv1_false} false removals at interval 1, {iv2_false} at interval 2. A frequent check also sees a short spell that would heal by itself and takes the replica out for nothing; each removal loads the replicas that remain. Fast detection and false alarms are two ends of the same knob.",
            ),
            evidence: &[Evidence::Table("intervals"), Evidence::Chart("replica-timeline"), Evidence::Chart("two-days")],
            time: None,
        },
        Step {
            title: Label::new("Faturayı ne büyütür?", "What makes the bill grow?"),
            model: "saglik/butce",
            set: &[("replicas", 48.0)],
            question: Label::new(
                "Üç kopya iki saniyede bir derin denetimle depoya yüzde {pct_3_1} ek yük bindiriyor. Kopya sayısı {replicas} olursa ek yük hangi aralıkta olur?",
                "Three replicas checked deeply every two seconds add {pct_3_1}% load to the store. With {replicas} replicas, in which range does the added load fall?",
            ),
            ask: Ask::Bucket { fact: "chosen_pct", edges: &[2.0, 10.0, 30.0] },
            explain: Label::new(
                "Yüzde {chosen_pct}: saniyede {chosen_rate} sorgu. Fatura iş yüküyle değil kopya sayısıyla doğru orantılı büyür; ölçekleme kararı denetim politikasını da değiştirir. Aralığı dört katına çıkarmak faturayı dörde böler: {replicas} kopyada yüzde {pct_48_4}.",
                "{chosen_pct}%: {chosen_rate} queries a second. The bill grows in step with the number of replicas, not with the workload, so a scaling decision changes the check policy too. A four times longer interval divides the bill by four: {pct_48_4}% at {replicas} replicas.",
            ),
            evidence: &[Evidence::System, Evidence::Table("store-load"), Evidence::Chart("store-load")],
            time: None,
        },
        Step {
            title: Label::new("Ayda kaç yanlış çıkarma?", "How many false removals a month?"),
            model: "saglik/butce",
            set: &[],
            question: Label::new(
                "Ayda {spells_per_month} geçici yanıtsızlık varsayılıyor. Modelin kendi takviminde aralık 1'de {spells} yanıtsızlığın {caught_1} tanesi yanlış çıkarmaya dönüşüyor. Bu payla ayda beklenen yanlış çıkarma, kursun dökümündeki sayıdan çok mu az mı?",
                "The lesson assumes {spells_per_month} short spells a month. On the model's own schedule, at interval 1, {caught_1} of {spells} spells become false removals. At that share, are the false removals expected a month more or fewer than the course's transcript says?",
            ),
            ask: Ask::Compare {
                a: (Label::new("modelin payıyla", "with the model's share"), "model_month_1"),
                b: (Label::new("kursun dökümü", "the course's transcript"), "course_month_1"),
                within: 0.05,
            },
            explain: Label::new(
                "Modelin payıyla ayda {model_month_1}, kursun dökümünde {course_month_1} yanlış çıkarma. Her çıkarmada kalan iki kopyanın her biri {per_replica_three} yerine {per_replica_two} istek/s taşır ({load_ratio} kat). Arızasız günün faturası yalnız denetim yükü değildir: yanlış alarm başına taşınan yük de bu faturaya girer.",
                "With the model's share, {model_month_1} false removals a month; the course's transcript says {course_month_1}. At each removal, each of the two remaining replicas carries {per_replica_two} instead of {per_replica_three} req/s ({load_ratio} times). The healthy day's bill is not only check load: the load shifted at each false alarm belongs to it too.",
            ),
            evidence: &[Evidence::System, Evidence::Table("false-removals"), Evidence::Chart("false-removals")],
            time: None,
        },
    ],
};

/// Clients through the balancer to the pool's three replicas, each behind its health check; the
/// replicas write to the shared state store, the batch flow uses the billing store.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node {
            id: "balancer",
            label: Label::new("yük dengeleyici", "load balancer"),
            x: 0.5,
            y: 0.0,
            kind: Kind::Pool,
        },
        Node {
            id: "billing-store",
            label: Label::new("ücret deposu", "billing store"),
            x: 1.0,
            y: 0.0,
            kind: Kind::Store,
        },
        Node { id: "k1", label: Label::new("k1", "k1"), x: 0.0, y: 0.55, kind: Kind::Service },
        Node { id: "k2", label: Label::new("k2", "k2"), x: 0.5, y: 0.55, kind: Kind::Service },
        Node { id: "k3", label: Label::new("k3", "k3"), x: 1.0, y: 0.55, kind: Kind::Service },
        Node { id: "state-store", label: Label::new("durum deposu", "state store"), x: 0.5, y: 1.0, kind: Kind::Store },
    ],
    links: &[
        Link { from: "clients", to: "balancer", pattern: None },
        Link { from: "balancer", to: "k1", pattern: Some(Pattern::Check) },
        Link { from: "balancer", to: "k2", pattern: Some(Pattern::Check) },
        Link { from: "balancer", to: "k3", pattern: Some(Pattern::Check) },
        Link { from: "k1", to: "state-store", pattern: None },
        Link { from: "k2", to: "state-store", pattern: None },
        Link { from: "k3", to: "state-store", pattern: None },
        Link { from: "balancer", to: "billing-store", pattern: None },
    ],
    aspect: 1.0,
};

/// `saglik/butce`'s static view: the balancer checking the pool, and the pool's replicas on the
/// shared state store.
static CHECK_COST: System = System {
    nodes: &[
        Node {
            id: "balancer",
            label: Label::new("yük dengeleyici", "load balancer"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Pool,
        },
        Node {
            id: "pool",
            label: Label::new("havuzdaki kopyalar", "replicas in the pool"),
            x: 0.5,
            y: 0.5,
            kind: Kind::Service,
        },
        Node { id: "state-store", label: Label::new("durum deposu", "state store"), x: 1.0, y: 0.5, kind: Kind::Store },
    ],
    links: &[
        Link { from: "balancer", to: "pool", pattern: Some(Pattern::Check) },
        Link { from: "pool", to: "state-store", pattern: None },
    ],
    aspect: 0.35,
};
