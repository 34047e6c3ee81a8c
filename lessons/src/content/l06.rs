//! Lesson 6: Geri Basınç (backpressure).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

const SHARE_BUCKETS: &[Label] = &[
    Label::new("hiç", "none"),
    Label::new("%5'ten az", "under 5 %"),
    Label::new("%5 ile %20 arası", "5 to 20 %"),
    Label::new("%20'den fazla", "over 20 %"),
];

pub static LESSON: Lesson = Lesson {
    number: 6,
    slug: "geri-basinc",
    title: Label::new("Geri Basınç", "Backpressure"),
    intro: Label::new(include_str!("../../content/tr/06.md"), include_str!("../../content/en/06.md")),
    widgets: &[Widget {
        model: "geri/kosum",
        title: Label::new("Yazma yolu: sinyal kaç halka geriye taşınıyor?", "The write path: how far back does the signal go?"),
        controls: &[
            "depth",
            "unbounded",
            "slow_speed",
            "healthy_speed",
            "intake_cap",
            "log_cap",
            "consumer_cap",
            "oscillation",
            "peak_factor",
            "peak_write",
            "rounds",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
    }],
    steps: &[
        Step {
            title: Label::new("Sinyal bir, iki halka geriye", "The signal one and two stages back"),
            model: "geri/kosum",
            set: &[("depth", 2.0)],
            question: Label::new(
                "AY11'de sinyal yokken {ay11_lost_d0} olay kayboluyor. Sinyale iki halka uyduğunda (derinlik 2) kayıp ne olur?",
                "Under AY11, with no signal, {ay11_lost_d0} events are lost. What happens to the loss when two stages obey the signal (depth 2)?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("belirgin biçimde azalır (%1'den fazla)", "it clearly falls (by more than 1 %)"),
                    Label::new("aşağı yukarı aynı kalır (%1 içinde)", "it stays about the same (within 1 %)"),
                    Label::new("belirgin biçimde artar", "it clearly rises"),
                ],
                fact: "partial_option",
            },
            explain: Label::new(
                "Derinlik 0, 1 ve 2'de kaybolan olay {ay11_lost_d0}, {ay11_lost_d1} ve {ay11_lost_d2}. Değişen, kaybın yeri: sinyal yokken {ay11_lost_at_consumer_d0} olay izdüşümün kapısında, derinlik 1'de {ay11_lost_at_log_d1} olay kütüğün kapısında, derinlik 2'de {ay11_lost_at_intake_d2} olay girişin kapısında düşüyor. Bunun bir bedeli de var: biriken iş {ay11_backlog_d0} yerine {ay11_backlog_d2}, en eski bekleyen olayın yaşı {ay11_age_d0} yerine {ay11_age_d2} tur. Kısmi sinyal işi geride tutar, ama kurtarmaz.",
                "At depths 0, 1 and 2 the lost events are {ay11_lost_d0}, {ay11_lost_d1} and {ay11_lost_d2}. What changes is where they are lost: with no signal {ay11_lost_at_consumer_d0} fall at the projection's gate, at depth 1 {ay11_lost_at_log_d1} at the log writer's, at depth 2 {ay11_lost_at_intake_d2} at the intake's. And it costs something: the backlog is {ay11_backlog_d2} instead of {ay11_backlog_d0}, the oldest waiting event {ay11_age_d2} rounds old instead of {ay11_age_d0}. A partial signal holds work back; it does not save it.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sinyal sınıra ulaşınca", "When the signal reaches the boundary"),
            model: "geri/kosum",
            set: &[("depth", 3.0)],
            question: Label::new(
                "Derinlik 3'te sinyal servisin sınırına ulaşıyor. AY11'de tamamlanan olay sayısı derinlik 2'ye göre ne olur?",
                "At depth 3 the signal reaches the service boundary. Under AY11, what happens to the number of completed events compared with depth 2?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("artar", "it rises"),
                    Label::new("aynı kalır", "it stays the same"),
                    Label::new("azalır", "it falls"),
                ],
                fact: "boundary_completed_option",
            },
            explain: Label::new(
                "Tamamlanan {ay11_completed_d3}, derinlik 2'de de {ay11_completed_d2}: tüketicinin kapasitesi neyse o. Değişen, sığmayan olayların ne olduğu. Derinlik 2'de kaybolan {ay11_lost_d2} olayın yerine şimdi sınırda {ay11_rejected_d3} olay reddediliyor. Kaybolan olayı taşıyıcı gönderilmiş sayar ve bir daha göndermez; reddedileni bilir ve yeniden gönderebilir. Sonuç grafiğinde kırmızı kayıp çizgisi sıfırda kalıyor, mor red çizgisi yükseliyor.",
                "Completed: {ay11_completed_d3}, and {ay11_completed_d2} at depth 2; that is the consumer's capacity. What changes is what happens to the events that do not fit: instead of {ay11_lost_d2} lost at depth 2, {ay11_rejected_d3} are now refused at the boundary. A lost event counts as sent for the carrier and never comes again; a refused one is known and can be resent. In the outcomes chart the red 'lost' line stays at zero while the purple 'refused' one climbs.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sınırsız tampon", "An unbounded buffer"),
            model: "geri/kosum",
            set: &[("unbounded", 1.0)],
            question: Label::new(
                "Tamponların sınırı kalkıyor, hiçbir olay düşmüyor. AY11'in sonunda bekleyen en eski olay kaç tur (saniye) yaşında?",
                "The buffers lose their caps and no event is dropped. At the end of AY11, how many rounds (seconds) old is the oldest waiting event?",
            ),
            ask: Ask::Number { fact: "ay11_unbounded_age", tolerance: 60.0 },
            explain: Label::new(
                "{ay11_unbounded_age} tur, yani yaklaşık {ay11_unbounded_age_min} dakika. Kaybolan olay {ay11_unbounded_lost}, ama {ay11_unbounded_backlog} olay bekliyor ve izdüşüm o kadar eski bir durumu gösteriyor. Arızasız günde aynı tampon yalnız {healthy_unbounded_backlog} olay tutuyor. Sınırsız tampon kaybı yok etmez; onu bayatlığa çevirir. Birikme grafiğinde AY11'in izdüşüm çizgisi durmadan tırmanıyor.",
                "{ay11_unbounded_age} rounds, about {ay11_unbounded_age_min} minutes. Lost events: {ay11_unbounded_lost}; but {ay11_unbounded_backlog} events wait, and the projection shows a state that old. On the healthy day the same buffer holds only {healthy_unbounded_backlog}. An unbounded buffer does not remove the loss; it turns it into staleness. In the backlog chart AY11's projection line climbs without pause.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günde sinyalsiz zincir", "The chain without a signal on a healthy day"),
            model: "geri/kosum",
            set: &[("depth", 0.0)],
            question: Label::new(
                "Arızasız günde tüketici turda {healthy_speed} olay işliyor; kaynağın ortalaması {peak_write}. Sinyal yokken üretilen olayların ne kadarı kaybolur?",
                "On the healthy day the consumer handles {healthy_speed} events a round; the source averages {peak_write}. With no signal, what share of the events produced is lost?",
            ),
            ask: Ask::Choice { options: SHARE_BUCKETS, fact: "healthy_loss_bucket" },
            explain: Label::new(
                "{healthy_produced} olaydan {healthy_lost_d0} tanesi (%{healthy_lost_pct_d0}). Dersin metni bu satırın üzerinde durmuyor; model şunu gösteriyor: kayıp giriş kapısında {healthy_lost_at_intake_d0}, kütük kapısında {healthy_lost_at_log_d0}, izdüşüm kapısında {healthy_lost_at_consumer_d0}. Tepe turunda {peak_arrivals} olay geliyor. Bu modelde bir olay turda en çok bir halka ilerliyor ve sinyale uymayan halka, ardılının o tur alamadığını bekletmeden düşürüyor; tamponlar {intake_cap}, {log_cap} ve {consumer_cap} diye daraldığı için tepe her kapıda budanıyor. Tüketici de turda en çok tamponu kadar, {consumer_cap} olay alabiliyor. Yani bu kayıp tüketicinin yavaşlığından değil, zincirin biçiminden geliyor; bir sonraki adım bunu sınıyor.",
                "{healthy_lost_d0} of {healthy_produced} events ({healthy_lost_pct_d0} %). The course's text does not dwell on this row; here is what the model shows. The loss falls at the intake's gate ({healthy_lost_at_intake_d0}), the log writer's ({healthy_lost_at_log_d0}) and the projection's ({healthy_lost_at_consumer_d0}). A peak round brings {peak_arrivals} events. In this model an event moves at most one stage a round, and a stage that ignores the signal drops at once what its successor cannot take that round; since the buffers narrow ({intake_cap}, {log_cap}, {consumer_cap}), each gate trims the peak. The consumer, too, can take at most its buffer, {consumer_cap} events a round. So this loss comes from the chain's shape, not from a slow consumer; the next step tests that.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Daha geniş tamponlar", "Wider buffers"),
            model: "geri/kosum",
            set: &[("depth", 0.0), ("log_cap", 200.0), ("consumer_cap", 200.0)],
            question: Label::new(
                "Kütük ve izdüşüm tamponları {consumer_cap} olaya çıkıyor; sinyal yine yok, tüketici yine aynı hızda. Arızasız günde üretilenin ne kadarı kaybolur?",
                "The log writer's and the projection's buffers grow to {consumer_cap}; still no signal, the consumer just as fast. On the healthy day, what share of the events is lost now?",
            ),
            ask: Ask::Choice { options: SHARE_BUCKETS, fact: "healthy_loss_bucket" },
            explain: Label::new(
                "Kayıp {healthy_lost_d0} olaya iniyor (%{healthy_lost_pct_d0}); geriye kalan, girişin kendi tamponunun tepe turunda taşması ({healthy_lost_at_intake_d0}). Hiçbir halka hızlanmadı, yalnız tamponlar genişledi: arızasız gündeki büyük kaybın kaynağı tüketicinin hızı değil, daralan tamponlar ve turda bir halka kuralıydı.",
                "The loss falls to {healthy_lost_d0} ({healthy_lost_pct_d0} %); what remains is the intake's own buffer overflowing in the peak rounds ({healthy_lost_at_intake_d0}). No stage got faster; only the buffers grew: the healthy day's large loss came from the narrowing buffers and the one-stage-a-round rule, not from the consumer's speed.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günde kısmi sinyal", "A partial signal on the healthy day"),
            model: "geri/kosum",
            set: &[("depth", 2.0)],
            question: Label::new(
                "AY11'de kısmi sinyal neredeyse hiçbir olayı kurtarmamıştı. Arızasız günde derinlik 2, sinyalsiz düzene göre tamamlanan olay sayısını nasıl değiştirir?",
                "Under AY11 a partial signal saved almost no event. On the healthy day, how does depth 2 change the number of completed events compared with no signal?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("artırır", "it raises it"),
                    Label::new("değiştirmez", "it leaves it unchanged"),
                    Label::new("azaltır", "it lowers it"),
                ],
                fact: "healthy_partial_option",
            },
            explain: Label::new(
                "Tamamlanan {healthy_completed_d0} yerine {healthy_completed_d2}, kaybolan {healthy_lost_d0} yerine {healthy_lost_d2}. Tüketicinin boş kapasitesi varken beklemek, olayın bir tur sonra geçmesine izin veriyor; AY11'de boş kapasite olmadığı için aynı bekleme neredeyse hiçbir şey kurtarmıyordu. Dersin \"geri basınç sınıra ulaşmadıkça hiçbir olayı kurtarmaz\" cümlesi AY11'in tablosu için geçerli; arızasız günün tablosu ise kısmi sinyalin de olay kurtarabildiğini gösteriyor. Kalan kayıp, girişin kendi kapısında.",
                "Completed: {healthy_completed_d2} instead of {healthy_completed_d0}; lost: {healthy_lost_d2} instead of {healthy_lost_d0}. While the consumer has spare capacity, waiting lets an event pass a round later; under AY11 there was no spare capacity, so the same waiting saved almost nothing. The course's sentence that backpressure saves no event until it reaches the boundary holds for the AY11 table; the healthy day's table shows that a partial signal can save events too. The loss left is at the intake's own gate.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün reddi nereden geliyor?", "Where do the healthy day's refusals come from?"),
            model: "geri/kosum",
            set: &[("depth", 3.0)],
            question: Label::new(
                "Arızasız günde sınıra kadar sinyal {healthy_rejected_d3} geçerli olayı reddediyor (üretilenin %{rejected_pct} kadarı); ders bunu geri basıncın bedeli olarak sayıyor. Derinlik 2'de bu olaylar nereye gider?",
                "On the healthy day the signal to the boundary refuses {healthy_rejected_d3} valid events ({rejected_pct} % of those produced); the course counts this as the cost of backpressure. At depth 2, where do these events go?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("tamamlanır", "they complete"),
                    Label::new("giriş kapısında kaybolur", "they are lost at the intake's gate"),
                    Label::new("tamponlarda bekler", "they wait in the buffers"),
                ],
                fact: "healthy_d2_option",
            },
            explain: Label::new(
                "Derinlik 2'de giriş kapısında {healthy_lost_at_intake_d2} olay kayboluyor: aynı olaylar. Bunlar giriş tamponunun ({intake_cap}) tepe turunda ({peak_arrivals} olay) taşmasıdır ve her derinlikte oradadır. Model, sinyalin bu olayları yaratmadığını, sessiz bir kaybı taşıyıcının bildiği bir redde çevirdiğini gösteriyor. Salınımı kapatın: red {steady_rejected} olur. Giriş kabını {peak_arrivals} yapın: red yine kalkar. Sinyalin kendi bedeli başka yerde: duraklatılan halka-turu {paused_intake} ve {paused_log}.",
                "At depth 2, {healthy_lost_at_intake_d2} events are lost at the intake's gate: the same events. They are the intake's buffer ({intake_cap}) overflowing in a peak round ({peak_arrivals} events), and they are there at every depth. The model shows that the signal does not create them; it turns a silent loss into a refusal the carrier knows about. Turn the oscillation off and the refusals become {steady_rejected}. Set the intake cap to {peak_arrivals} and they vanish too. The signal's own cost is elsewhere: {paused_intake} and {paused_log} paused stage-rounds.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Küçük açık, büyük açık", "A small gap, a large gap"),
            model: "geri/kosum",
            set: &[("slow_speed", 90.0)],
            question: Label::new(
                "AY11'de tüketici yalnız turda {slow_speed} olaya yavaşlıyor. Sınıra kadar sinyal, sinyalsiz düzene göre olayları kurtarır mı?",
                "Under AY11 the consumer slows only to {slow_speed}. Does the signal to the boundary save events compared with no signal?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("çoğunu kurtarır (yarıdan fazlası)", "it saves most of them (over half)"),
                    Label::new("bir kısmını kurtarır", "it saves some of them"),
                    Label::new("neredeyse hiçbirini (%1'den az)", "almost none (under 1 %)"),
                ],
                fact: "saving_option",
            },
            explain: Label::new(
                "Sinyal yokken {ay11_lost_d0} olay kayboluyor, sınıra kadar sinyalde {ay11_rejected_d3} olay reddediliyor (oran {ay11_ratio}); sinyalsiz kaybın %{ay11_saved_pct} kadarı sınıra kadar sinyalde ne kayboluyor ne reddediliyor. Açık küçükken tepeler arasındaki sakin turlar tamponları boşaltır ve geri basınç işi soğurur. Tüketiciyi daha çok yavaşlatıp bakın: oran 1'e yaklaşır ve sinyal artık hiçbir işi kurtarmaz, yalnız kaybı redde çevirir.",
                "With no signal {ay11_lost_d0} events are lost; with the signal to the boundary {ay11_rejected_d3} are refused (ratio {ay11_ratio}); {ay11_saved_pct} % of the no-signal loss is neither lost nor refused with the signal to the boundary. With a small gap the quiet rounds between peaks drain the buffers and backpressure absorbs the work. Slow the consumer further and look again: the ratio nears 1, and the signal saves nothing; it only turns loss into refusal.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Tampon dolduktan sonra", "After the buffer fills"),
            model: "geri/kosum",
            set: &[("depth", 1.0)],
            question: Label::new(
                "Sinyal bir halka geriye taşınıyor: kütük yazıcı izdüşümün \"dolu\" sinyaline uyar, giriş kütüğünkine uymaz. AY11'de izdüşüm tamponu {projection_full_round}. turda doluyor. Bundan sonra olayların çoğu hangi kapıda kaybolur?",
                "The signal goes one stage back: the log writer obeys the projection's \"full\" signal, the intake ignores the log writer's. Under AY11 the projection buffer fills in round {projection_full_round}. Where are most events lost after that?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("girişin kapısında", "at the intake's gate"),
                    Label::new("kütüğün kapısında", "at the log writer's gate"),
                    Label::new("izdüşümün kapısında", "at the projection's gate"),
                    Label::new("hiçbir yerde", "nowhere"),
                ],
                fact: "first_loss_gate",
            },
            explain: Label::new(
                "Kütüğün kapısında {shown_lost_log}, girişin kapısında {shown_lost_intake}, izdüşümün kapısında {shown_lost_projection} olay kayboluyor; oynatmanın durduğu {first_loss_round}. tur bu kapının bir kaybıdır. Kütük yazıcı beklemeye geçince kendi tamponu dolar ve ona uymayan giriş olayı kütüğün kapısında düşürür: sinyal kaybı kaldırmaz, bir halka geriye taşır. Girişteki kayıp, tepelerin giriş tamponunu aşmasıdır ve arızasız günde de vardır.",
                "{shown_lost_log} events are lost at the log writer's gate, {shown_lost_intake} at the intake's and {shown_lost_projection} at the projection's; round {first_loss_round}, where the playback stops, is one of that gate's losses. Once the log writer waits, its own buffer fills, and the intake, which does not obey it, drops the event at the log writer's gate: the signal does not remove the loss, it moves it one stage back. The intake's losses are the peaks overflowing its buffer, and they happen on a healthy day too.",
            ),
            evidence: &[Evidence::Chart("backlog-timeline"), Evidence::Chart("age-timeline"), Evidence::Chart("outcomes")],
            time: Some(StepTime { open_at: "projection_full_round", play_to: "first_loss_round" }),
        },
    ],
};

/// The write path: the carrier's events through the intake, the log writer and the projection
/// consumer, each with its buffer, drawn as a U (across, down, back) so that every link has room
/// for its tag; the "full" signal sits on the links where it is obeyed.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "carrier", label: Label::new("taşıyıcı", "carrier"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node { id: "intake", label: Label::new("giriş", "intake"), x: 1.0, y: 0.0, kind: Kind::Buffer },
        Node { id: "log", label: Label::new("kütük yazıcı", "log writer"), x: 1.0, y: 1.0, kind: Kind::Buffer },
        Node { id: "projection", label: Label::new("izdüşüm tüketicisi", "projection consumer"), x: 0.0, y: 1.0, kind: Kind::Buffer },
    ],
    links: &[
        Link { from: "carrier", to: "intake", pattern: Some(Pattern::Signal) },
        Link { from: "intake", to: "log", pattern: Some(Pattern::Signal) },
        Link { from: "log", to: "projection", pattern: Some(Pattern::Signal) },
    ],
    aspect: 0.6,
};
