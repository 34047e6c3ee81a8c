//! Lesson 6: Geri Basınç (backpressure).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
        pairs: &[Pair {
            label: Label::new("Sınırsız tampon ile sınırlı tampon", "An unbounded buffer against a bounded one"),
            a: &[("unbounded", 1.0)],
            b: &[("unbounded", 0.0)],
        }],
    }],
    steps: &[
        Step {
            title: Label::new("Sinyal bir, iki halka geriye", "The signal one and two stages back"),
            model: "geri/kosum",
            set: &[("depth", 2.0)],
            question: Label::new(
                "AY11'de tüketici yavaşladı ve sinyal yokken olaylar kayboluyor. Sinyale iki halka uyduğunda (derinlik 2) kaybolan olay sayısı ne olur?",
                "Under AY11 the consumer has slowed, and with no signal events are lost. When two stages obey the signal (depth 2), what happens to the number of lost events?",
            ),
            ask: Ask::Direction { fact: "ay11_lost_d2", from: "ay11_lost_d0", within: 0.01 },
            explain: Label::new(
                "Sinyal yokken {ay11_lost_d0}, derinlik 2'de {ay11_lost_d2} olay kayboluyor. Değişen kaybın yeri: artık girişin kapısında ({ay11_lost_at_intake_d2}). Tüketici hızlanmadığı için geride tutulan iş kurtulmaz; bedeli birikme ({ay11_backlog_d2} olay) ve yaşlanmadır ({ay11_age_d2} tur). Kısmi sinyal kaybı bir halka geriye taşır.",
                "With no signal {ay11_lost_d0} events are lost, at depth 2 {ay11_lost_d2}. What changes is where: now at the intake's gate ({ay11_lost_at_intake_d2}). The consumer is no faster, so the work held back is not saved; it costs a backlog ({ay11_backlog_d2} events) and age ({ay11_age_d2} rounds). A partial signal moves the loss one stage back.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate")],
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
            ask: Ask::Direction { fact: "ay11_completed_d3", from: "ay11_completed_d2", within: 0.005 },
            explain: Label::new(
                "Tamamlanan {ay11_completed_d3}, derinlik 2'de {ay11_completed_d2}: tüketicinin kapasitesi kadar. Değişen, sığmayanın kaderi: kaybolan {ay11_lost_d2} olayın yerine sınırda {ay11_rejected_d3} olay reddediliyor. Kaybolanı taşıyıcı gönderilmiş sayar; reddedileni bilir ve yeniden gönderebilir. Sınırdaki sinyal kaybı bilinen bir redde çevirir.",
                "Completed: {ay11_completed_d3}, against {ay11_completed_d2} at depth 2: the consumer's capacity. What changes is the fate of what does not fit: instead of {ay11_lost_d2} lost, {ay11_rejected_d3} are refused at the boundary. A lost event counts as sent for the carrier; a refused one is known and can be resent. At the boundary the signal turns loss into a known refusal.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate")],
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
            ask: Ask::Bucket { fact: "ay11_unbounded_age", edges: &[60.0, 600.0] },
            explain: Label::new(
                "{ay11_unbounded_age} tur, yaklaşık {ay11_unbounded_age_min} dakika. Kayıp yok ({ay11_unbounded_lost}), ama {ay11_unbounded_backlog} olay bekliyor ve izdüşüm o kadar eski bir durumu gösteriyor. Sınırsız tampon açığı kapatmaz: kaybın yerine bayatlık gelir ve açık sürdükçe büyür.",
                "{ay11_unbounded_age} rounds, about {ay11_unbounded_age_min} minutes. Nothing is lost ({ay11_unbounded_lost}), but {ay11_unbounded_backlog} events wait, and the projection shows a state that old. An unbounded buffer does not close the gap: staleness takes the place of loss and grows as long as the gap lasts.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("age-timeline"), Evidence::Chart("backlog-timeline"), Evidence::Table("healthy-cost"), Evidence::Chart("outcomes")],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günde sinyalsiz zincir", "The chain without a signal on a healthy day"),
            model: "geri/kosum",
            set: &[("depth", 0.0)],
            question: Label::new(
                "Arızasız günde tüketici turda {healthy_speed} olay işliyor; kaynağın ortalaması {peak_write}. Sinyal yokken üretilen olayların yüzde kaçı kaybolur?",
                "On the healthy day the consumer handles {healthy_speed} events a round; the source averages {peak_write}. With no signal, what percentage of the events produced is lost?",
            ),
            ask: Ask::Bucket { fact: "healthy_lost_pct_d0", edges: &[5.0, 20.0] },
            explain: Label::new(
                "{healthy_produced} olaydan {healthy_lost_d0} tanesi (%{healthy_lost_pct_d0}). Ortalama hız yetse de tepeler yetmiyor: tepe turunda {peak_arrivals} olay geliyor ve daralan tamponlar ({intake_cap}, {log_cap}, {consumer_cap}) tepeyi her kapıda budar. Sinyalsiz bir zincirde kayıp yalnız yavaşlıktan değil, zincirin biçiminden de gelir.",
                "{healthy_lost_d0} of {healthy_produced} events ({healthy_lost_pct_d0} %). The mean speed is enough, the peaks are not: a peak round brings {peak_arrivals} events, and the narrowing buffers ({intake_cap}, {log_cap}, {consumer_cap}) trim the peak at every gate. In a chain without a signal, loss comes not only from slowness but from the chain's shape.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate"), Evidence::Table("healthy-cost")],
            time: None,
        },
        Step {
            title: Label::new("Daha geniş tamponlar", "Wider buffers"),
            model: "geri/kosum",
            set: &[("depth", 0.0), ("log_cap", 200.0), ("consumer_cap", 200.0)],
            question: Label::new(
                "Kütük ve izdüşüm tamponları {consumer_cap} olaya çıkıyor; sinyal yine yok, tüketici yine aynı hızda. Arızasız günde üretilenin yüzde kaçı kaybolur?",
                "The log writer's and the projection's buffers grow to {consumer_cap}; still no signal, the consumer just as fast. On the healthy day, what percentage of the events is lost now?",
            ),
            ask: Ask::Bucket { fact: "healthy_lost_pct_d0", edges: &[1.0, 10.0] },
            explain: Label::new(
                "Kayıp {healthy_lost_d0} olaya iniyor (%{healthy_lost_pct_d0}); kalan, girişin kendi tamponunun tepede taşması ({healthy_lost_at_intake_d0}). Hiçbir halka hızlanmadı, yalnız tamponlar genişledi. Tampon, kısa tepeleri sonraki sakin turlara yayar: ortalama hızı yeten bir zincirde kaybı kapasite değil tampon belirler.",
                "The loss falls to {healthy_lost_d0} ({healthy_lost_pct_d0} %); what is left is the intake's own buffer overflowing at the peaks ({healthy_lost_at_intake_d0}). No stage got faster; only the buffers grew. A buffer spreads short peaks over the quiet rounds after them: in a chain fast enough on average, the buffers, not the capacity, decide the loss.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate"), Evidence::Table("healthy-cost")],
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
            ask: Ask::Direction { fact: "healthy_completed_d2", from: "healthy_completed_d0", within: 0.005 },
            explain: Label::new(
                "Tamamlanan {healthy_completed_d0} yerine {healthy_completed_d2}, kaybolan {healthy_lost_d0} yerine {healthy_lost_d2}. Tüketicinin boş kapasitesi varken beklemek olayın bir tur sonra geçmesine izin verir; AY11'de boş kapasite yoktu. Geri basınç, tepeyi sakin turlara taşıyabildiği ölçüde iş kurtarır.",
                "Completed: {healthy_completed_d2} instead of {healthy_completed_d0}; lost: {healthy_lost_d2} instead of {healthy_lost_d0}. While the consumer has spare capacity, waiting lets an event pass a round later; under AY11 there was none. Backpressure saves work to the extent that it can move a peak into quieter rounds.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate")],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün reddi nereden geliyor?", "Where do the healthy day's refusals come from?"),
            model: "geri/kosum",
            set: &[("depth", 3.0)],
            question: Label::new(
                "Arızasız günde sınıra kadar sinyal {healthy_rejected_d3} geçerli olayı reddediyor (üretilenin %{rejected_pct} kadarı). Derinlik 2'de bu olaylar nereye gider?",
                "On the healthy day the signal to the boundary refuses {healthy_rejected_d3} valid events ({rejected_pct} % of those produced). At depth 2, where do these events go?",
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
                "Derinlik 2'de giriş kapısında {healthy_lost_at_intake_d2} olay kayboluyor: aynı olaylar, giriş tamponunun ({intake_cap}) tepede ({peak_arrivals} olay) taşması. Sinyal bu olayları yaratmaz; sessiz bir kaybı taşıyıcının bildiği bir redde çevirir. Sinyalin kendi bedeli duraklatılan halka-turlarıdır: {paused_intake} ve {paused_log}.",
                "At depth 2, {healthy_lost_at_intake_d2} events are lost at the intake's gate: the same events, the intake's buffer ({intake_cap}) overflowing at a peak ({peak_arrivals} events). The signal does not create them; it turns a silent loss into a refusal the carrier knows about. The signal's own cost is the paused stage-rounds: {paused_intake} and {paused_log}.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Table("healthy-cost"), Evidence::Chart("outcomes"), Evidence::Chart("fate")],
            time: None,
        },
        Step {
            title: Label::new("Küçük açık, büyük açık", "A small gap, a large gap"),
            model: "geri/kosum",
            set: &[("slow_speed", 90.0)],
            question: Label::new(
                "AY11'de tüketici yalnız turda {slow_speed} olaya yavaşlıyor. Sinyalsiz düzende kaybolan olayların yüzde kaçını sınıra kadar sinyal ne kaybeder ne reddeder?",
                "Under AY11 the consumer slows only to {slow_speed}. Of the events lost with no signal, what percentage does the signal to the boundary neither lose nor refuse?",
            ),
            ask: Ask::Bucket { fact: "ay11_saved_pct", edges: &[1.0, 50.0] },
            explain: Label::new(
                "Sinyal yokken {ay11_lost_d0} olay kayboluyor, sınıra kadar sinyalde {ay11_rejected_d3} olay reddediliyor: %{ay11_saved_pct} kurtuluyor. Açık küçükken tepeler arasındaki sakin turlar tamponları boşaltır ve geri basınç işi soğurur. Açık büyüdükçe soğuracak sakin tur kalmaz; sinyal kaybı yalnız redde çevirir.",
                "With no signal {ay11_lost_d0} events are lost; with the signal to the boundary {ay11_rejected_d3} are refused: {ay11_saved_pct} % are saved. With a small gap the quiet rounds between peaks drain the buffers and backpressure absorbs the work. As the gap grows there are no quiet rounds left to absorb it; the signal only turns loss into refusal.",
            ),
            evidence: &[Evidence::Table("settings"), Evidence::Chart("outcomes"), Evidence::Chart("fate"), Evidence::Table("sensitivity"), Evidence::Chart("consumer-sweep")],
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
                "Kütüğün kapısında {shown_lost_log}, girişinkinde {shown_lost_intake}, izdüşümünkünde {shown_lost_projection} olay kayboluyor; oynatma {first_loss_round}. turda duruyor. Kütük yazıcı beklemeye geçince kendi tamponu dolar ve ona uymayan giriş olayı orada düşürür: sinyal kaybı kaldırmaz, bir halka geriye taşır.",
                "{shown_lost_log} events are lost at the log writer's gate, {shown_lost_intake} at the intake's and {shown_lost_projection} at the projection's; the playback stops in round {first_loss_round}. Once the log writer waits, its buffer fills, and the intake, which ignores it, drops events there: the signal does not remove the loss, it moves it one stage back.",
            ),
            evidence: &[Evidence::Chart("backlog-timeline"), Evidence::Chart("age-timeline"), Evidence::Chart("outcomes"), Evidence::Table("settings"), Evidence::Chart("fate"), Evidence::System],
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
        Node {
            id: "projection",
            label: Label::new("izdüşüm tüketicisi", "projection consumer"),
            x: 0.0,
            y: 1.0,
            kind: Kind::Buffer,
        },
    ],
    links: &[
        Link { from: "carrier", to: "intake", pattern: Some(Pattern::Signal) },
        Link { from: "intake", to: "log", pattern: Some(Pattern::Signal) },
        Link { from: "log", to: "projection", pattern: Some(Pattern::Signal) },
    ],
    aspect: 0.6,
};
