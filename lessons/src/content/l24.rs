//! Extra lab 4 (page 24): Kuyrukta Bekleme Süresiyle Boşaltma (shedding by occupancy, head age
//! or CoDel's interval minimum; fixed vs jittered Retry-After).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

const M: &str = "ek/kuyruk-suresi";

pub static LESSON: Lesson = Lesson {
    number: 24,
    slug: "kuyrukta-bekleme-suresiyle-bosaltma",
    title: Label::new("Kuyrukta Bekleme Süresiyle Boşaltma", "Shedding on Time in Queue"),
    intro: Label::new(include_str!("../../content/tr/24.md"), include_str!("../../content/en/24.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Üç atma kuralı, iki Retry-After", "Three shed rules, two Retry-After policies"),
        controls: &["shown_scenario", "shown_rule", "burst_load", "burst_ms", "overload_load", "target_ms", "interval_ms", "occupancy", "spread_s", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: None,
    }],
    steps: &[
        Step {
            title: Label::new("Zararsız bir patlama", "A harmless burst"),
            model: M,
            set: &[("shown_scenario", 0.0), ("shown_rule", 2.0)],
            question: Label::new(
                "Kısa patlamada hiç atmayan sunucuda en uzun bekleme {burst_max_wait_none} ms ve geç kalan yanıt {burst_wasted_none}. Hangi kural yine de 503 gönderir?",
                "On the short burst, a server that never sheds makes no one wait longer than {burst_max_wait_none} ms, and {burst_wasted_none} answers are late. Which rule sends 503s anyway?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbiri", "neither"),
                    Label::new("yalnız baştaki yaş", "only head age"),
                    Label::new("baştaki yaş ve CoDel", "head age and CoDel"),
                    Label::new("yalnız CoDel", "only CoDel"),
                ],
                fact: "burst_who",
            },
            explain: Label::new(
                "Baştaki yaş kuralı {burst_shed_head} kez 503 gönderiyor, CoDel {burst_shed_codel}, doluluk {burst_shed_occ}. Baştaki istek kısa bir an {target_ms} ms'yi geçti; anlık değere bakan kural bunu birikim sandı ve zaten yanıt alacak istemcileri geri çevirdi. CoDel ise son {interval_ms} ms'de alınan en kısa beklemeye bakar: kısa patlamada bu minimum hedefin altında kalır.",
                "The head-age rule sends {burst_shed_head} 503s, CoDel {burst_shed_codel}, occupancy {burst_shed_occ}. The head passed {target_ms} ms for a moment; a rule reading the instant value took that for a backlog and turned away clients who would have been answered anyway. CoDel looks at the shortest wait taken during the last {interval_ms} ms, and on a short burst that minimum stays below the target.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Geç konuşan ölçü", "The signal that speaks late"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 1.0)],
            question: Label::new(
                "Sürekli aşırı yükte doluluk kuralı kuyruk {occupancy_at} isteğe ulaşınca atmaya başlar. O an kuyruğun başındaki istek kaç ms beklemiştir?",
                "Under sustained overload the occupancy rule starts shedding when the queue reaches {occupancy_at} requests. How many ms has the request at the head waited by then?",
            ),
            ask: Ask::Number { fact: "sus_occ_head_age", tolerance: 250.0 },
            explain: Label::new(
                "{sus_occ_head_age} ms; baştaki yaş kuralı ilk 503'ü {sus_first_shed_head} ms'de, doluluk kuralı {sus_first_shed_occ} ms'de gönderiyor. Bu arada kabul edilen istekler geç yanıtlanır: doluluk kuralında {sus_wasted_occ} yanıt boşa gider, CoDel'de {sus_wasted_codel}. Doluluk kuyruğun ne kadar uzun olduğunu söyler; istemcinin ne kadar beklediğini değil.",
                "{sus_occ_head_age} ms; the head-age rule sends its first 503 at {sus_first_shed_head} ms, the occupancy rule at {sus_first_shed_occ} ms. The requests accepted meanwhile are answered late: {sus_wasted_occ} answers are wasted under the occupancy rule, {sus_wasted_codel} under CoDel. Occupancy tells how long the queue is, not how long the client has waited.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sabit Retry-After'ın dalgaları", "The waves of a fixed Retry-After"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 3.0)],
            question: Label::new(
                "Sürekli yükte CoDel 503 gönderiyor. Geri dönen istemcilerin 100 ms'deki tepe sayısı hangisinde daha düşük olur?",
                "Under sustained overload CoDel sends 503s. Which gives the lower peak of returning clients per 100 ms?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("sabit Retry-After", "fixed Retry-After"),
                    Label::new("ikisi aynı", "the same"),
                    Label::new("jitter'li Retry-After", "jittered Retry-After"),
                ],
                fact: "lower_peak",
            },
            explain: Label::new(
                "Tepe: sabit RA ile {shown_peak_fixed}, jitter'li RA ile {shown_peak_jittered}. Sabit Retry-After aynı 100 ms'de reddedilen herkesi tam {retry_after_s} saniye sonra aynı 100 ms'ye geri çağırır; dalga yine aşırı yükle karşılaşır ve yine reddedilir. Histogramda kırmızı çubuklar sivri dalgalar, mavi çubuklar yayılmış bir tepe çizer. Toplam 503 de düşer: sabitte {shown_shed_fixed}, jitter'da {shown_shed_jittered}.",
                "Peak: {shown_peak_fixed} with a fixed RA, {shown_peak_jittered} with a jittered one. A fixed Retry-After sends everyone turned away in the same 100 ms back into the same 100 ms exactly {retry_after_s} seconds later; the wave meets the overload again and is turned away again. In the histogram the red bars draw sharp waves, the blue bars a spread-out hump. The total 503s fall too: {shown_shed_fixed} fixed, {shown_shed_jittered} jittered.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[],
            question: Label::new(
                "Aynı ayarlar {ensemble_n} tohumla koşuluyor. Kısa patlamada CoDel'in 503 sayısı her tohumda sıfır mıdır?",
                "The same settings run with {ensemble_n} seeds. Does CoDel send zero 503s on the short burst in every seed?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "ens_codel_zero_option" },
            explain: Label::new(
                "Kısa patlamada 503: baştaki yaş kuralında en az {ens_head_min}, medyan {ens_head_median}, en çok {ens_head_max}; CoDel'de en az {ens_codel_min}, medyan {ens_codel_median}, en çok {ens_codel_max}. Bazı tohumlarda patlama, beklemeyi bir pencere boyunca hedefin üstünde tutacak kadar büyür; o zaman CoDel de atar. Yazı CoDel'in kısa patlamada hiç atmadığını söylüyor; model bunun 'çoğunlukla ve daha az' olduğunu gösteriyor. Geri dönüş tepesinin ortalaması da sabit RA ile {ens_peak_fixed_mean}, jitter ile {ens_peak_jittered_mean}.",
                "503s on the short burst: head age min {ens_head_min}, median {ens_head_median}, max {ens_head_max}; CoDel min {ens_codel_min}, median {ens_codel_median}, max {ens_codel_max}. In some seeds the burst grows enough to keep the wait above the target for a whole interval, and then CoDel sheds too. The article says CoDel does not shed on a short burst; the model shows it is 'mostly, and less'. The mean peak of returning clients is {ens_peak_fixed_mean} with a fixed RA and {ens_peak_jittered_mean} with jitter.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
