//! Lesson 4: Yeniden Deneme ve Fırtına Riski (retries and the storm risk).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Step, StepTime, Widget};

const MORE_SAME_FEWER: &[Label] =
    &[Label::new("artar", "it rises"), Label::new("aynı kalır", "it stays the same"), Label::new("azalır", "it falls")];

pub static LESSON: Lesson = Lesson {
    number: 4,
    slug: "yeniden-deneme-ve-firtina-riski",
    title: Label::new("Yeniden Deneme ve Fırtına Riski", "Retries and the Storm Risk"),
    intro: Label::new(include_str!("../../content/tr/04.md"), include_str!("../../content/en/04.md")),
    widgets: &[Widget {
        model: "firtina/kosum",
        title: Label::new("Katmanlı yeniden deneme ve bozuk bağımlılık", "Layered retries against a broken dependency"),
        controls: &["profile", "retries", "depth", "budget", "backoff_base", "backoff_cap", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
    }],
    steps: &[
        Step {
            title: Label::new("Arızasız günde çarpan uyur", "On a healthy day the multiplier sleeps"),
            model: "firtina/kosum",
            set: &[("profile", 0.0)],
            question: Label::new(
                "Bağımlılık bozulmuyor; yalnız çağrıların küçük bir payı zaman aşımına uğruyor. İzin {permit_3} değerinden {permit_27} değerine çıkınca bağımlılığa varan çağrı sayısı ne olur?",
                "The dependency does not break; only a small share of calls times out. When the permit goes from {permit_3} to {permit_27}, what happens to the calls reaching the dependency?",
            ),
            ask: Ask::Choice { options: MORE_SAME_FEWER, fact: "healthy_3_vs_27_option" },
            explain: Label::new(
                "İzin {permit_3} iken {healthy_calls_3}, {permit_27} iken {healthy_calls_27} çağrı. Başarısızlık payı küçük olduğu için bir isteğin üçüncü denemeye ihtiyaç duyması çok seyrektir; fazla izin arızasız günde hiçbir sayıda görünmez. Fark denemesiz koşumla tek katman arasındadır: çağrı {healthy_calls_none} değerinden {healthy_calls_3} değerine çıkar (çarpan x{healthy_multiplier_27}), düşen istek {healthy_dropped_none} değerinden {healthy_dropped_27} değerine iner. Kursun tablosunun altındaki sabit yazılmış satır, denemesiz koşumdan {permit_27} izne kadar fark olmadığını söyler; bu yalnız {permit_3} izinden sonrası için doğrudur.",
                "{healthy_calls_3} calls with permit {permit_3}, {healthy_calls_27} with permit {permit_27}. With so small a failure share a request almost never needs a third try, so the extra permit shows in no number on a healthy day. The difference lies between no retries and one layer: calls go from {healthy_calls_none} to {healthy_calls_3} (multiplier x{healthy_multiplier_27}) and dropped requests from {healthy_dropped_none} to {healthy_dropped_27}. The course's hard-coded line under its table says nothing changes from no retries up to permit {permit_27}; that holds only from permit {permit_3} on.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kesintide fırtına", "The storm in an outage"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bağımlılık {outage_length} tur boyunca hiçbir çağrıyı karşılamıyor. Üç katman üçer denemeyle bir istek için {lab_permit} çağrıya izin veriyor. Pencerede bağımlılığa varan çağrı, olağan varış hızının kaç katı olur?",
                "For {outage_length} rounds the dependency serves no call at all. Three layers of three tries permit {lab_permit} calls per request. During the window, what multiple of the normal arrival rate reaches the dependency?",
            ),
            ask: Ask::Number { fact: "lab_times_deep", tolerance: 1.5 },
            explain: Label::new(
                "{lab_times_deep} katı: pencerede tur başına {lab_rate_deep} çağrı, denemesiz koşumda {lab_rate_none}. Üst sınır {lab_permit} kattır, ama geri çekilme denemeleri zamana yayar; pencere kapanınca kapasite geri gelir ve bekleyen denemeleri karşılar. Grafikte dalga pencereyle yükselir ve pencere bitince söner. Bekleme de bedava değildir: kursun son satırı {worst_attempts} denemenin en kötü toplam beklemesini {worst_wait} tur verir; modelin zamanlayıcısı ise {worst_waits} bekleme boyunca en çok {scheduler_worst_wait} tur bekletir, çünkü ilk denemeden önce bekleme yoktur ve bir bekleme tavanı aşmaz.",
                "{lab_times_deep} times: {lab_rate_deep} calls per round in the window, against {lab_rate_none} without retries. The bound is {lab_permit} times, but backoff spreads the tries over time; when the window closes the capacity returns and serves the waiting tries. In the chart the wave rises with the window and dies when it ends. Waiting has a cost too: the course's last line gives the worst total wait of {worst_attempts} tries as {worst_wait} rounds, while the model's scheduler makes a request wait at most {scheduler_worst_wait} rounds over its {worst_waits} waits, since there is no wait before the first try and no wait exceeds the cap.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kısa tavan, sık dalga", "A low cap, a denser wave"),
            model: "firtina/kosum",
            set: &[("profile", 1.0), ("backoff_cap", 8.0)],
            question: Label::new(
                "Geri çekilme tavanı {backoff_cap} tura iniyor: denemeler birbirini daha kısa aralıklarla izler. Üç katmanlı zincirde pencere hızı olağan hızın kaç katı olur?",
                "The backoff cap drops to {backoff_cap} rounds, so the tries follow each other more closely. For the three-layer chain, what multiple of the normal rate reaches the dependency in the window?",
            ),
            ask: Ask::Number { fact: "lab_times_deep", tolerance: 2.0 },
            explain: Label::new(
                "{lab_times_deep} katı: pencerede tur başına {lab_rate_deep} çağrı, en yoğun turda {lab_peak_deep}. Kısa bekleme, izin verilen denemelerin daha çoğunu pencerenin içine sığdırır; aynı izin daha yüksek bir dalga verir. Gözlenen çarpanı izin tek başına belirlemez, izinle geri çekilmenin birlikte belirlediği pay belirler.",
                "{lab_times_deep} times: {lab_rate_deep} calls per round in the window and {lab_peak_deep} in the busiest round. Short waits pack more of the permitted tries into the window, so the same permit makes a higher wave. The permit alone does not set the observed multiplier; the permit and the backoff set it together.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bozulmada izin tavandır", "Under degradation the permit is a ceiling"),
            model: "firtina/kosum",
            set: &[("profile", 2.0)],
            question: Label::new(
                "Bağımlılık {degradation_length} tur boyunca tur başına yalnız {degradation_capacity} çağrı karşılıyor. İzin {permit_9} değerinden {permit_27} değerine çıkınca bağımlılığa varan çağrı sayısı ne olur?",
                "For {degradation_length} rounds the dependency serves only {degradation_capacity} call per round. When the permit goes from {permit_9} to {permit_27}, what happens to the calls reaching the dependency?",
            ),
            ask: Ask::Choice { options: MORE_SAME_FEWER, fact: "degradation_9_vs_27_option" },
            explain: Label::new(
                "İzin {permit_9} iken {degradation_calls_9}, {permit_27} iken {degradation_calls_27} çağrı; pencere hızı {degradation_rate_27}, olağan hızın {degradation_times_27} katı. Kapasite sıfır olmadığı için denemelerin bir kısmı başarılı olur ve çoğu istek izninin sonuna varmaz. {permit_9} izinle düşen istek {degradation_dropped_9}: sıfırsa hiçbir istek {permit_9} denemesinin hepsini tüketmemiştir ve fazladan izin hiç kullanılmaz. Bu tohuma bağlıdır. Tohumu değiştirin: birkaç istek {permit_9} denemeyi tükettiğinde iki koşumun rastgele akışları ayrılır ve sayılar farklılaşır, bazen büyük ölçüde. Değişmeyen şu: izin bir tavan koyar, gerçekleşen çarpanı arızanın biçimi seçer.",
                "{degradation_calls_9} calls with permit {permit_9}, {degradation_calls_27} with permit {permit_27}; the rate in the window is {degradation_rate_27}, {degradation_times_27} times the normal rate. The capacity is not zero, so some tries succeed and most requests never reach the end of their permit. Dropped with permit {permit_9}: {degradation_dropped_9}. If that is zero, no request used up all {permit_9} tries and the extra permit was never used. That depends on the seed. Change it: once a few requests use up {permit_9} tries, the two runs' random streams part and the numbers differ, sometimes by a lot. What stays is this: the permit sets a ceiling, and the shape of the fault picks the multiplier.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("İkinci dalga var mı?", "Is there a second wave?"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Kurs, tek katmanlı koşumun ({outage_dropped_3} düşen) denemesiz koşumdan ({outage_dropped_none} düşen) kötü olduğunu söylüyor ve bunu kesintiden sonra gelen ikinci bir dalgaya bağlıyor. Tek katmanlı koşumda pencere kapandıktan sonra kaç istek düşüyor?",
                "The course says the one-layer run ({outage_dropped_3} dropped) is worse than no retries ({outage_dropped_none} dropped) and puts it down to a second wave after the outage. In the one-layer run, how many requests are dropped after the window closes?",
            ),
            ask: Ask::Number { fact: "outage_after_window_3", tolerance: 0.0 },
            explain: Label::new(
                "{outage_after_window_3}. Tek katmanın en yoğun turu ({outage_peak_3} çağrı) {outage_peak_round_3}. turdur; pencere {fault_at}. turdan {outage_window_last}. tura kadar sürer. Farkın kaynağı başkadır: her koşum aynı tohumla başlar, ama bekleme çekilişleri akışı kaydırır ve sonraki varışlar başka sayılardan çekilir. Pencerede tek katmanlı koşuma {outage_arrivals_3}, denemesiz koşuma {outage_arrivals_none} istek gelir. Tek katman bunların {outage_arrivals_dropped_3} tanesini, denemesiz koşum {outage_arrivals_dropped_none} tanesini düşürür. Model şunu gösteriyor: kesintide gelen isteklerin hemen hepsi iki koşumda da düşer, düşen sayıdaki fark gelen sayıdaki farktan doğar.",
                "{outage_after_window_3}. The one-layer run's busiest round ({outage_peak_3} calls) is round {outage_peak_round_3}; the window covers rounds {fault_at} to {outage_window_last}. The difference comes from elsewhere: every run starts from the same seed, but the wait draws shift the stream, and later arrivals are drawn from other numbers. In the window the one-layer run receives {outage_arrivals_3} requests and the run without retries {outage_arrivals_none}. One layer drops {outage_arrivals_dropped_3} of them, no retries {outage_arrivals_dropped_none}. What the model shows is this: nearly every request that arrives during the outage is dropped in both runs, and the gap in drops comes from the gap in arrivals.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Tohumu değiştirin", "Change the seed"),
            model: "firtina/kosum",
            set: &[("profile", 1.0), ("seed", 42.0)],
            question: Label::new(
                "Tohum {seed} oldu; model ve bütün parametreler aynı. Tek katmanlı koşum yine denemesiz koşumdan çok istek düşürür mü?",
                "The seed is now {seed}; the model and every parameter are unchanged. Does the one-layer run still drop more requests than the run without retries?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("evet, daha çok", "yes, more"),
                    Label::new("aynı sayıda", "the same number"),
                    Label::new("hayır, daha az", "no, fewer"),
                ],
                fact: "one_layer_vs_none_option",
            },
            explain: Label::new(
                "Düşen istek: denemesiz {outage_dropped_none}, tek katman {outage_dropped_3}. Pencerede gelen istek: denemesiz {outage_arrivals_none}, tek katman {outage_arrivals_3}. Sıralama, hangi koşuma pencerede daha çok istek geldiğini izler. Tohum kaydırıcısıyla birkaç değer daha deneyin: karşılaştırma tohumdan tohuma döner, çünkü altında bir mekanizma değil, rastgele akışların ayrışması vardır. Kursun karşılaştırması tek bir tohumun sonucudur; yetersiz deneme hakkının yükü büyüttüğü doğrudur, ama bu model onun hiç denememekten daha çok istek düşürdüğünü göstermez: düşen sayıyı pencerede gelen istek belirler.",
                "Dropped: {outage_dropped_none} without retries, {outage_dropped_3} with one layer. Arrived in the window: {outage_arrivals_none} without retries, {outage_arrivals_3} with one layer. The order follows whichever run got more requests in the window. Try a few more values with the seed slider: the comparison flips from seed to seed, because what lies under it is not a mechanism but two random streams drifting apart. The course's comparison is the result of one seed. Too few retries do add load, but this model does not show them dropping more requests than no retries: the arrivals in the window decide the drops.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bütçe kimi kurtarır?", "Whom does the budget rescue?"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bütçe {budget} iken üç katmanlı zincirin pencere hızı {lab_rate_deep} değerinden {lab_rate_budget} değerine iner. Kesinti sırasında gelen {lab_arrivals_budget} istekten kaçı sonunda başarılı olur?",
                "With a budget of {budget}, the three-layer chain's rate in the window falls from {lab_rate_deep} to {lab_rate_budget}. Of the {lab_arrivals_budget} requests that arrive during the outage, how many succeed in the end?",
            ),
            ask: Ask::Number { fact: "lab_rescued_budget", tolerance: 5.0 },
            explain: Label::new(
                "{lab_rescued_budget}. Bütçe 0. turdan beri biriken toplamlara bakar: ek denemeler birincil çağrıların {budget} katını aşınca her yeni başarısızlık düşer. Kesintide her çağrı başarısız olur; ek denemeler birikir ve arızadan önce biriken pay tükenince pencerede başarısız olan her çağrının isteği düşer. Bu bütçeyle kesintide gelen isteklerden kurtulan {lab_rescued_budget}, denemesiz koşumda {lab_rescued_none}. Kazanç bağımlılık tarafındadır: pencere hızı {lab_rate_deep} yerine {lab_rate_budget}, toplam çağrı {lab_calls_deep} yerine {lab_calls_budget}; bedeli düşen istektir: {lab_dropped_deep} yerine {lab_dropped_budget}. Kursun daha sıkı bütçeli duyarlılık koşumunda pencerede {narrow_arrivals} istek gelir ve {narrow_arrivals_dropped} tanesi düşer; oradaki düşen sayının azalması da daha az isteğin gelmesindendir. Bütçe kaydırıcısını oynatıp dalgayı ve düşen isteği birlikte izleyin.",
                "{lab_rescued_budget}. The budget looks at totals kept since round 0: once retries exceed {budget} times the primary calls, every new failure is dropped. In an outage every call fails; retries pile up, and once the credit saved before the fault is spent, every call that fails in the window drops its request. With this budget {lab_rescued_budget} of the requests arriving in the outage are rescued, against {lab_rescued_none} without retries. The gain is on the dependency's side: {lab_rate_budget} calls per round in the window instead of {lab_rate_deep}, and {lab_calls_budget} calls in all instead of {lab_calls_deep}; the price is dropped requests, {lab_dropped_budget} instead of {lab_dropped_deep}. In the course's sensitivity run with the tighter budget, {narrow_arrivals} requests arrive in the window and {narrow_arrivals_dropped} are dropped, so its smaller drop count also comes from fewer arrivals. Move the budget slider and watch the wave and the drops together.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Kesintinin ilk saniyesi", "The outage's first second"),
            model: "firtina/kosum",
            set: &[("profile", 1.0)],
            question: Label::new(
                "Bağımlılık {fault_at}. turda duruyor. Denemesiz zincirde bir turda en çok {lab_peak_none} çağrı varıyordu. Her katmanın denediği en derin zincirde bağımlılığa bir turda en çok kaç çağrı varır?",
                "The dependency stops in round {fault_at}. Without retries, at most {lab_peak_none} calls reached it in one round. In the deepest chain, where every layer retries, how many calls reach it in its busiest round?",
            ),
            ask: Ask::Number { fact: "lab_peak_deep", tolerance: 3.0 },
            explain: Label::new(
                "{lab_peak_deep} çağrı, {lab_peak_round_deep}. turda; bağımlılığın olağan kapasitesi turda {capacity} çağrıdır. Her başarısız çağrı geri çekilmeyle sonraki turlara yayılır ve yeni gelenlerin başarısızlıkları onların üstüne biner: fırtına kesintinin içinde büyür ve bağımlılık döndüğünde onu birikmiş denemelerle karşılar.",
                "{lab_peak_deep} calls, in round {lab_peak_round_deep}; the dependency's normal capacity is {capacity} calls a round. Each failed call is spread over the next rounds by the backoff, and the newcomers' failures pile on top: the storm grows inside the outage and meets the dependency with a backlog of retries when it comes back.",
            ),
            evidence: &[Evidence::Chart("storm")],
            time: Some(StepTime { open_at: "fault_at", play_to: "lab_peak_round_deep" }),
        },
    ],
};

/// The chain of the course: the carrier's requests through the gateway, the event endpoint
/// and the status store to the dependency at the bottom, each layer with its own retries.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "carrier", label: Label::new("taşıyıcı", "carrier"), x: 0.0, y: 0.1, kind: Kind::Source },
        Node { id: "gateway", label: Label::new("ağ geçidi", "gateway"), x: 0.5, y: 0.1, kind: Kind::Service },
        Node { id: "edge", label: Label::new("olay ucu", "event endpoint"), x: 1.0, y: 0.1, kind: Kind::Service },
        Node { id: "store", label: Label::new("durum deposu", "status store"), x: 1.0, y: 0.9, kind: Kind::Service },
        Node {
            id: "dependency",
            label: Label::new("en dipteki bağımlılık", "the dependency at the bottom"),
            x: 0.4,
            y: 0.9,
            kind: Kind::Store,
        },
    ],
    links: &[
        Link { from: "carrier", to: "gateway", pattern: None },
        Link { from: "gateway", to: "edge", pattern: Some(Pattern::Retry) },
        Link { from: "edge", to: "store", pattern: Some(Pattern::Retry) },
        Link { from: "store", to: "dependency", pattern: Some(Pattern::Retry) },
    ],
    aspect: 0.6,
};
