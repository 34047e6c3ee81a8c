//! Extra lab 1 (page 21): Kim hâlâ bekliyor? (FIFO, LIFO and drop-expired under an overload
//! burst; a bounded queue's Abort vs CallerRuns).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

const M: &str = "ek/kuyruk-sirasi";

pub static LESSON: Lesson = Lesson {
    number: 21,
    slug: "kim-hala-bekliyor",
    title: Label::new("Kim hâlâ bekliyor?", "Who Is Still Waiting?"),
    intro: Label::new(include_str!("../../content/tr/21.md"), include_str!("../../content/en/21.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Aynı patlama, üç sıra kuralı", "One burst, three queue disciplines"),
        controls: &["shown", "burst_load", "burst_ms", "timeout_ms", "drop_rule", "queue_limit", "work_ms", "capacity", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("FIFO ile LIFO", "FIFO against LIFO"),
                a: &[("shown", 0.0)],
                b: &[("shown", 1.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("Meşgul ama faydasız", "Busy but useless"),
            model: M,
            set: &[("shown", 0.0)],
            question: Label::new(
                "Patlama boyunca yük kapasitenin {burst_load} katı ve kuyruk FIFO. Sunucunun bitirdiği işin yüzde kaçı hâlâ bekleyen bir istemciye gider?",
                "During the burst the load is {burst_load} times capacity and the queue is FIFO. What percentage of the work the server finishes reaches a client who is still waiting?",
            ),
            ask: Ask::Bucket { fact: "fifo_useful_pct", edges: &[25.0, 75.0] },
            explain: Label::new(
                "Yüzde {fifo_useful_pct}: FIFO {fifo_served} isteği bitiriyor, yalnız {fifo_useful} yanıt hâlâ bekleyen birine ulaşıyor. Kuyruğun başı istemcinin sabrını ({timeout_ms} ms) aştığı anda sunucu tam hızla çalışmayı sürdürür ama artık gitmiş istemcilere yanıt üretir. Meşgul olmak faydalı olmak değildir; işlenen ile faydalı yanıtı ayrı ölçün.",
                "{fifo_useful_pct}%: FIFO finishes {fifo_served} requests, but only {fifo_useful} answers reach someone still waiting. Once the head of the queue is older than the clients' patience ({timeout_ms} ms), the server keeps running at full speed but answers clients who have left. Busy is not useful; measure work done and useful answers apart.",
            ),
            evidence: &[
                Evidence::Table("disciplines"),
                Evidence::Table("ensemble"),
                Evidence::Chart("outcomes"),
                Evidence::Chart("goodput"),
                Evidence::Chart("shown-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Kapasite eklemeden kurtarmak", "Recovering without capacity"),
            model: M,
            set: &[("shown", 2.0)],
            question: Label::new(
                "Kapasite aynı, varışlar aynı. Üç kuralı hâlâ beklenen isteğe verdikleri yanıt sayısına göre sıralayın, en çoktan başlayarak.",
                "Same capacity, same arrivals. Order the three disciplines by the answers they give to requests still waited for, most first.",
            ),
            ask: Ask::Order {
                items: &[
                    (Label::new("FIFO", "FIFO"), "fifo_useful"),
                    (Label::new("LIFO", "LIFO"), "lifo_useful"),
                    (Label::new("FIFO + yetişemeyeceği atmak", "FIFO + dropping what cannot make it"), "de_useful"),
                ],
            },
            explain: Label::new(
                "Faydalı yanıt: FIFO {fifo_useful}, LIFO {lifo_useful}, atan FIFO {de_useful}. Kapasite hep oradaydı; fark onun kime harcandığında. Atan kural yetişemeyecek {de_dropped} isteği hiç işlemeden bırakır, LIFO en yeniyi önce alır. İkisi de kuyruğun bayat ucuna iş harcamaz; FIFO ise tam oradan başlar.",
                "Useful answers: FIFO {fifo_useful}, LIFO {lifo_useful}, the dropping FIFO {de_useful}. The capacity was always there; what differs is whom it is spent on. The dropping rule leaves the {de_dropped} requests that cannot make it unworked, LIFO takes the newest first. Neither spends work on the stale end of the queue; FIFO starts right there.",
            ),
            evidence: &[
                Evidence::Table("disciplines"),
                Evidence::Table("ensemble"),
                Evidence::Chart("outcomes"),
                Evidence::Chart("goodput"),
                Evidence::Chart("shown-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Yalnız süresi geçeni atmak", "Dropping only the expired"),
            model: M,
            set: &[("shown", 2.0), ("drop_rule", 0.0)],
            question: Label::new(
                "Kural değişiyor: istek ancak süresi tamamen geçmişse atılıyor, işi ZAMAN_ASIMI'na yetişmeyecek olsa bile alınıyor. Atan FIFO yine de boşa iş yapar mı?",
                "The rule changes: a request is dropped only once its deadline has fully passed, and taken even if its work cannot finish in time. Does the dropping FIFO still waste work?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "de_wastes_option" },
            explain: Label::new(
                "{de_wasted} yanıt yine geç kalıyor, faydalı yanıt {de_useful}. Aşırı yükte kuyruğun başı hep süresinin sınırındadır: süresi henüz dolmamış ama iş bitene kadar dolacak isteği almak, o işi boşa yapmaktır. Atma kararı kalan süreyi işin süresiyle karşılaştırmalı; bunun için kalan süre istekle birlikte taşınmalı.",
                "{de_wasted} answers are still late; useful answers come to {de_useful}. Under overload the head of the queue sits at the edge of its deadline: taking a request that will expire before its work is done wastes that work. The drop decision must compare the time left with the work's length, so the time left has to travel with the request.",
            ),
            evidence: &[
                Evidence::Table("disciplines"),
                Evidence::Table("ensemble"),
                Evidence::Chart("outcomes"),
                Evidence::Chart("goodput"),
                Evidence::Chart("shown-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[],
            question: Label::new(
                "Aynı ayarlar {ensemble_n} farklı tohumla koşuluyor. Atan FIFO, düz FIFO'dan kaç tohumda daha az faydalı yanıt verir?",
                "The same settings run with {ensemble_n} different seeds. On how many of them does the dropping FIFO answer fewer requests usefully than plain FIFO?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbirinde", "none"),
                    Label::new("bazılarında", "some"),
                    Label::new("hepsinde", "all"),
                ],
                fact: "ensemble_de_below_fifo_bucket",
            },
            explain: Label::new(
                "{ensemble_n} tohumun {ensemble_de_below_fifo} tanesinde. Bu şans değil, bir yasa: atan kural yalnız zaten yetişemeyecek istekleri atlar, bu yüzden FIFO'nun zamanında yanıtladığı her isteğe en geç FIFO kadar erken varır. Faydalı yanıtın ortancası FIFO'da {fifo_median}, atan FIFO'da {de_median}.",
                "On {ensemble_de_below_fifo} of {ensemble_n} seeds. This is a law, not luck: the dropping rule skips only requests that cannot make it anyway, so it reaches every request FIFO answers in time no later than FIFO does. The median of useful answers is {fifo_median} under FIFO and {de_median} under the dropping FIFO.",
            ),
            evidence: &[Evidence::Table("ensemble")],
            time: None,
        },
        Step {
            title: Label::new("LIFO'nun bedeli", "The price of LIFO"),
            model: M,
            set: &[("shown", 1.0), ("timeout_ms", 3000.0)],
            question: Label::new(
                "İstemciler sabırlı: {timeout_ms} ms bekliyorlar. Hangisi daha çok faydalı yanıt verir?",
                "Clients are patient: they wait {timeout_ms} ms. Which gives more useful answers?",
            ),
            ask: Ask::Compare {
                a: (Label::new("FIFO", "FIFO"), "fifo_useful"),
                b: (Label::new("LIFO", "LIFO"), "lifo_useful"),
                within: 0.01,
            },
            explain: Label::new(
                "FIFO {fifo_useful}, LIFO {lifo_useful}; en uzun bekleme FIFO'da {fifo_max_ms} ms, LIFO'da {lifo_max_ms} ms. Sabırlı istemcide FIFO'nun kuyruğu sabrın içinde kalır ve herkes sırayla yanıt alır. LIFO patlamada dibe itilenleri unutur: aşırı yükte kurtarır, sakin günde bedeli adaletsizlik ve çok uzun beklemelerdir.",
                "FIFO {fifo_useful}, LIFO {lifo_useful}; the longest wait is {fifo_max_ms} ms under FIFO and {lifo_max_ms} ms under LIFO. With patient clients FIFO's queue stays within their patience and everyone is answered in turn. LIFO forgets what the burst pushed to the bottom: it rescues an overload, and on a calm day its price is unfairness and very long waits.",
            ),
            evidence: &[
                Evidence::Table("disciplines"),
                Evidence::Table("ensemble"),
                Evidence::Chart("outcomes"),
                Evidence::Chart("goodput"),
                Evidence::Chart("waits"),
                Evidence::Chart("shown-timeline"),
            ],
            time: None,
        },
        Step {
            title: Label::new("Patlama bitti, kuyruk bitmedi", "The burst is over, the queue is not"),
            model: M,
            set: &[("shown", 0.0)],
            question: Label::new(
                "{burst_end_ms}. ms: patlama bitti, yük yeniden kapasitenin altında. FIFO kuyruğunda istemcisi çoktan gitmiş {fifo_gone_at_burst_end} istek bekliyor. Sonraki anlarda bu sayı ne yapar?",
                "At {burst_end_ms} ms the burst is over and load is below capacity again. FIFO's queue holds {fifo_gone_at_burst_end} requests whose client has already left. What does that number do next?",
            ),
            ask: Ask::Direction { fact: "fifo_gone_peak", from: "fifo_gone_at_burst_end", within: 0.05 },
            explain: Label::new(
                "{fifo_gone_peak_ms}. ms'de {fifo_gone_peak} olur. Yük düştü ama kuyruk hâlâ uzun; FIFO en eskiden başladığı için patlamada giren istekler sıra gelmeden sabır süresini doldurur. Patlamadan sonra FIFO'nun {fifo_wasted_after_burst} işi boşa gider, {fifo_useful_after_burst} işi faydalıdır. Süresi doluyu atan kuyrukta bu sayı en çok {de_gone_max}.",
                "It reaches {fifo_gone_peak} at {fifo_gone_peak_ms} ms. Load fell but the queue is still long; FIFO starts from the oldest, so requests that came in during the burst outlive their patience before their turn. After the burst FIFO wastes {fifo_wasted_after_burst} jobs and does {fifo_useful_after_burst} useful ones. In the queue that drops the expired, that number is at most {de_gone_max}.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("goodput"), Evidence::Chart("shown-timeline")],
            time: Some(StepTime { open_at: "burst_end_ms", play_to: "fifo_gone_peak_ms" }),
        },
        Step {
            title: Label::new("Kabulcüye iş yaptırmak", "Making the acceptor do the work"),
            model: M,
            set: &[("queue_limit", 20.0)],
            question: Label::new(
                "Kuyruk {queue_limit} istekle sınırlı. Dolunca reddetmek (Abort) ile işi kabul eden iş parçacığına yaptırmak (CallerRuns): hangisi daha çok faydalı yanıt verir?",
                "The queue is bounded at {queue_limit}. Rejecting when full (Abort) or handing the work to the accepting thread (CallerRuns): which gives more useful answers?",
            ),
            ask: Ask::Compare {
                a: (Label::new("Abort", "Abort"), "abort_useful"),
                b: (Label::new("CallerRuns", "CallerRuns"), "cr_useful"),
                within: 0.01,
            },
            explain: Label::new(
                "Abort {abort_useful}, CallerRuns {cr_useful}. CallerRuns'ta kabulcü {cr_by_acceptor} isteği kendisi işlerken zamanın %{cr_blocked_pct:si} boyunca bağlantı kabul edemiyor; bu arada {queue_limit} isteklik kuyruk boşalıyor ve havuz boş bekliyor. Zarif geri basınç gibi görünen şey, kuyruk küçükken kapıyı kapatır; büyük kuyrukta fark kapanır.",
                "Abort {abort_useful}, CallerRuns {cr_useful}. Under CallerRuns the acceptor runs {cr_by_acceptor} requests itself and cannot accept connections for {cr_blocked_pct}% of the time; meanwhile the queue of {queue_limit} drains and the pool sits idle. What looks like graceful backpressure shuts the door when the queue is small; with a large queue the gap closes.",
            ),
            evidence: &[Evidence::Table("bounded"), Evidence::Chart("outcomes")],
            time: None,
        },
    ],
};

/// The article's queue: clients, the queue they wait in (who is still waiting, whose client
/// has gone) and the pool that works on it.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "queue", label: Label::new("kuyruk", "queue"), x: 0.5, y: 0.5, kind: Kind::Buffer },
        Node { id: "server", label: Label::new("iş havuzu", "worker pool"), x: 1.0, y: 0.5, kind: Kind::Pool },
    ],
    links: &[Link { from: "clients", to: "queue", pattern: None }, Link { from: "queue", to: "server", pattern: None }],
    aspect: 0.4,
};
