//! Extra lab 1 (page 21): Kim hâlâ bekliyor? (FIFO, LIFO and drop-expired under an overload
//! burst; a bounded queue's Abort vs CallerRuns).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

const M: &str = "ek/kuyruk-sirasi";

const DISCIPLINES: &[Label] = &[
    Label::new("FIFO", "FIFO"),
    Label::new("LIFO", "LIFO"),
    Label::new("FIFO + yetişemeyeceği atmak", "FIFO + dropping what cannot make it"),
];

const MORE_SAME_LESS: &[Label] = &[
    Label::new("soldaki daha çok", "the first one more"),
    Label::new("ikisi aynı", "the same"),
    Label::new("sağdaki daha çok", "the second one more"),
];

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
        system: None,
    }],
    steps: &[
        Step {
            title: Label::new("Meşgul ama faydasız", "Busy but useless"),
            model: M,
            set: &[("shown", 0.0)],
            question: Label::new(
                "Patlama boyunca yük kapasitenin 1,5 katı ve kuyruk FIFO. Sunucunun bitirdiği işe ve faydalı yanıta ne olur?",
                "During the burst the load is 1.5 times capacity and the queue is FIFO. What happens to the work the server finishes and to the useful answers?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("ikisi de düşer", "both fall"),
                    Label::new("iş düz kalır, faydalı yanıt çöker", "work stays flat, useful answers collapse"),
                    Label::new("ikisi de düz kalır", "both stay flat"),
                ],
                fact: "fifo_story",
            },
            explain: Label::new(
                "FIFO {fifo_arrived} istekten {fifo_served} tanesini işliyor ama yalnız {fifo_useful} yanıt hâlâ bekleyen birine gidiyor (işin %{fifo_useful_pct} kadarı); {fifo_wasted} yanıt vazgeçmiş istemcilere gidiyor. Zaman çizelgesinde kesikli siyah çizgi (işlenen) kapasitede düz durur, kırmızı çizgi (faydalı) ise kuyruğun başındaki istek {timeout_ms} ms'yi geçtiği anda sıfıra iner. İşlemci yüzde yüz çalışır; faydalı iş sıfırdır.",
                "FIFO works on {fifo_served} of {fifo_arrived} requests, but only {fifo_useful} answers reach someone still waiting ({fifo_useful_pct}% of the work); {fifo_wasted} go to clients who have left. In the timeline the dashed black line (work done) stays flat at capacity, while the red line (useful) drops to zero as soon as the head of the queue is older than {timeout_ms} ms. The CPU is fully busy and does no useful work.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kapasite eklemeden kurtarmak", "Recovering without capacity"),
            model: M,
            set: &[("shown", 2.0)],
            question: Label::new(
                "Kapasite aynı, varışlar aynı. Hangi kural hâlâ bekleyen en çok isteğe yanıt verir?",
                "Same capacity, same arrivals. Which discipline answers the most requests that are still waited for?",
            ),
            ask: Ask::Choice { options: DISCIPLINES, fact: "best_discipline" },
            explain: Label::new(
                "Faydalı yanıt: FIFO {fifo_useful}, LIFO {lifo_useful}, yetişemeyeceği atan FIFO {de_useful}. Atan kural {de_dropped} isteği hiç işlemeden bırakır ve boşa iş yapmaz ({de_wasted}); yerine hâlâ bekleyenlere yanıt verir. LIFO en yeniyi önce aldığı için yeni gelenler hızlı yanıt alır ({lifo_p99_ms} ms p99), ama kuyruğun dibinde kalanlar unutulur. Kapasite hep vardı; FIFO onu ölü isteklere harcıyordu.",
                "Useful answers: FIFO {fifo_useful}, LIFO {lifo_useful}, FIFO dropping what cannot make it {de_useful}. The dropping rule leaves {de_dropped} requests unworked and wastes no work ({de_wasted}); it answers the ones still waiting instead. LIFO takes the newest first, so newcomers get quick answers ({lifo_p99_ms} ms p99), while those at the bottom are forgotten. The capacity was always there; FIFO spent it on dead requests.",
            ),
            evidence: &[],
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
                "Evet: {de_wasted} yanıt yine geç kalıyor ve faydalı yanıt {de_useful} oluyor. Aşırı yükte FIFO'nun başındaki istek hep süresinin sınırındadır; süresi dolmamış ama işi bitene kadar dolacak olanı almak, o işi boşa yapmaktır. Kalan süre başlıkla taşınırsa (X-Remaining-Ms gibi) sunucu 'bu iş yetişmez' diyebilir; varsayılan kural budur.",
                "Yes: {de_wasted} answers are still late, and the useful answers come to {de_useful}. Under overload the head of a FIFO queue is always at the edge of its deadline; taking a request that has not expired yet but will before its work is done wastes that work. If the remaining time travels in a header (such as X-Remaining-Ms) the server can tell that the work will not make it; that is the default rule here.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[],
            question: Label::new(
                "Aynı ayarlar {ensemble_n} farklı tohumla koşuluyor. Kaç tohumda atan FIFO, düz FIFO'dan daha az faydalı yanıt verir?",
                "The same settings run with {ensemble_n} different seeds. In how many does the dropping FIFO answer fewer useful requests than plain FIFO?",
            ),
            ask: Ask::Number { fact: "ensemble_de_below_fifo", tolerance: 0.0 },
            explain: Label::new(
                "{ensemble_de_below_fifo} tohumda. Faydalı yanıt FIFO'da en az {fifo_min}, medyan {fifo_median}, en çok {fifo_max}; atan FIFO'da en az {de_min}, medyan {de_median}, en çok {de_max}. Bu bir ortalama değil, bir yasa: atan kural FIFO'nun zamanında yanıtladığı her isteğe en geç FIFO kadar erken ulaşır, çünkü önündeki ölü istekleri atlayarak ilerler. Birim testleri bunu bir parametre ızgarasında ve 20 tohumda denetler.",
                "In {ensemble_de_below_fifo} seeds. Useful answers under FIFO: min {fifo_min}, median {fifo_median}, max {fifo_max}; under the dropping FIFO: min {de_min}, median {de_median}, max {de_max}. This is not an average but a law: the dropping rule reaches every request FIFO answers in time no later than FIFO does, because it moves ahead by skipping the dead ones. The unit tests check it over a grid of parameters and 20 seeds.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("LIFO'nun bedeli", "The price of LIFO"),
            model: M,
            set: &[("shown", 1.0), ("timeout_ms", 3000.0)],
            question: Label::new(
                "İstemciler sabırlı: 3 saniye bekliyorlar. FIFO ile LIFO'yu karşılaştırın (FIFO solda): hangisi daha çok faydalı yanıt verir?",
                "Clients are patient: they wait 3 seconds. Compare FIFO with LIFO (FIFO first): which answers more usefully?",
            ),
            ask: Ask::Choice { options: MORE_SAME_LESS, fact: "fifo_vs_lifo" },
            explain: Label::new(
                "FIFO {fifo_useful}, LIFO {lifo_useful}. Sabırlı istemcide FIFO'nun kuyruğu vazgeçme süresinin içinde kalır ve herkes sırayla yanıt alır; LIFO ise patlamada dibe itilen istekleri patlama bitene kadar bekletir: en uzun bekleme LIFO'da {lifo_max_ms} ms, FIFO'da {fifo_max_ms} ms. LIFO aşırı yükte kurtarır, sakin günde adaletsizliği ve uzun kuyruğu bedeldir.",
                "FIFO {fifo_useful}, LIFO {lifo_useful}. With patient clients FIFO's queue stays within their patience and everyone is answered in turn; LIFO leaves the requests pushed to the bottom during the burst waiting until the burst is over: the longest wait is {lifo_max_ms} ms under LIFO and {fifo_max_ms} ms under FIFO. LIFO rescues an overload; its price on a calm day is unfairness and a long tail.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kabulcüye iş yaptırmak", "Making the acceptor do the work"),
            model: M,
            set: &[("queue_limit", 20.0)],
            question: Label::new(
                "Kuyruk 20 istekle sınırlı. Dolunca reddetmek (Abort) ile işi kabul eden iş parçacığına yaptırmak (CallerRuns) arasında faydalı yanıtı karşılaştırın (Abort solda).",
                "The queue is bounded at 20. Compare the useful answers of rejecting when full (Abort) and of handing the work to the accepting thread (CallerRuns), Abort first.",
            ),
            ask: Ask::Choice { options: MORE_SAME_LESS, fact: "abort_vs_cr" },
            explain: Label::new(
                "Abort {abort_useful} faydalı yanıt verip {abort_rejected} isteği hemen reddediyor. CallerRuns {cr_useful} faydalı yanıtta kalıyor: kabulcü {cr_by_acceptor} isteği kendisi işlerken zamanın %{cr_blocked_pct} kadarında bağlantı kabul edemiyor, {cr_refused} bağlantı geri çevriliyor ve bu sırada {queue_limit} isteklik kuyruk boşalıp havuz boş bekliyor. Kuyruk büyüdükçe fark kapanır (varsayılan 200'ü deneyin); ama 'zarif geri basınç' gibi görünen şey, kuyruk küçükken kabulü durdurur.",
                "Abort gives {abort_useful} useful answers and rejects {abort_rejected} requests at once. CallerRuns stays at {cr_useful}: while the acceptor runs {cr_by_acceptor} requests itself it cannot accept connections for {cr_blocked_pct}% of the time, {cr_refused} connections are refused, and meanwhile the queue of {queue_limit} drains and the pool sits idle. A larger queue closes the gap (try the default 200), but what looks like graceful backpressure stops accepting when the queue is small.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
