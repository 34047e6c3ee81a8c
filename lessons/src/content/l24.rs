//! Extra lab 4 (page 24): Kuyrukta Bekleme Süresiyle Boşaltma (shedding by occupancy, head age,
//! the article's gate on the interval minimum or RFC 8289 CoDel; fixed vs jittered Retry-After).

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
        title: Label::new("Dört atma kuralı, iki Retry-After", "Four shed rules, two Retry-After policies"),
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
                    Label::new("baştaki yaş ve makalenin kapısı", "head age and the article's gate"),
                    Label::new("yalnız makalenin kapısı", "only the article's gate"),
                ],
                fact: "burst_who",
            },
            explain: Label::new(
                "Baştaki yaş kuralı {burst_shed_head} kez 503 gönderiyor, makalenin kapısı {burst_shed_gate}, RFC 8289'daki CoDel {burst_shed_codel}, doluluk {burst_shed_occ}. Baştaki istek kısa bir an {target_ms} ms'yi geçti; anlık değere bakan kural bunu birikim sandı ve zaten yanıt alacak istemcileri geri çevirdi. Kapı da CoDel de beklemenin bir aralık ({interval_ms} ms) boyunca hedefin üstünde kalmasını bekler: kısa patlamada kuyruktan alınan en kısa bekleme o süre dolmadan hedefin altına iner.",
                "The head-age rule sends {burst_shed_head} 503s, the article's gate {burst_shed_gate}, CoDel as RFC 8289 has it {burst_shed_codel}, occupancy {burst_shed_occ}. The head passed {target_ms} ms for a moment; a rule reading the instant value took that for a backlog and turned away clients who would have been answered anyway. The gate and CoDel both wait for the wait to stay above the target for a whole interval ({interval_ms} ms): on a short burst the shortest wait taken from the queue falls below the target before that.",
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
                "{sus_occ_head_age} ms; baştaki yaş kuralı ilk 503'ü {sus_first_shed_head} ms'de, doluluk kuralı {sus_first_shed_occ} ms'de gönderiyor. Bu arada kabul edilen istekler geç yanıtlanır: doluluk kuralında {sus_wasted_occ} yanıt boşa gider, makalenin kapısında {sus_wasted_gate}. Doluluk kuyruğun ne kadar uzun olduğunu söyler; istemcinin ne kadar beklediğini değil.",
                "{sus_occ_head_age} ms; the head-age rule sends its first 503 at {sus_first_shed_head} ms, the occupancy rule at {sus_first_shed_occ} ms. The requests accepted meanwhile are answered late: {sus_wasted_occ} answers are wasted under the occupancy rule, {sus_wasted_gate} under the article's gate. Occupancy tells how long the queue is, not how long the client has waited.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Makalenin kapısı ve gerçek CoDel", "The article's gate and real CoDel"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 4.0)],
            question: Label::new(
                "Sürekli aşırı yükte makalenin kapısı {sus_shed_gate} kez 503 gönderiyor. Aynı hedef ({target_ms} ms) ve aynı aralıkla ({interval_ms} ms), RFC 8289'daki CoDel kaç istek atar?",
                "Under sustained overload the article's gate sends {sus_shed_gate} 503s. With the same target ({target_ms} ms) and the same interval ({interval_ms} ms), how many requests does CoDel as RFC 8289 has it drop?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("çok daha az", "far fewer"),
                    Label::new("aşağı yukarı aynı", "about the same"),
                    Label::new("daha çok", "more"),
                ],
                fact: "codel_vs_gate",
            },
            explain: Label::new(
                "CoDel {sus_shed_codel} istek atıyor, kapı {sus_shed_gate}. CoDel ilk isteği ancak bekleme bir aralık boyunca hedefin üstünde kaldıktan sonra atar ({sus_first_shed_codel} ms'de); bir sonrakini bir aralık sonra, sonrakileri gitgide daha sık: n'inci atmadan sonraki bekleme, aralığın √n'e bölümüdür. Bu yavaş tırmanış, bir kayıp gördüğünde hızını düşüren TCP göndericileri için tasarlandı; yavaşlamayan istemciler karşısında kuyruk uzun kalır: en uzun bekleme {sus_max_wait_codel} ms ve {sus_wasted_codel} yanıt istemci gittikten sonra geliyor (kapıda {sus_wasted_gate}). CoDel kuyruğun başından attığı için attığı {sus_shed_codel} isteğin {sus_dropped_late_codel} tanesinin istemcisi zaten beklemeyi bırakmıştı. Makalenin kapısı ise kapıda herkesi birden geri çevirir: CoDel'in ölçüsünü kullanan bir kabul kuralıdır, CoDel'in kendisi değil.",
                "CoDel drops {sus_shed_codel} requests, the gate turns away {sus_shed_gate}. CoDel drops its first request only after the wait has stayed above the target for a whole interval (at {sus_first_shed_codel} ms), the next one an interval later, and the ones after ever more often: after the n-th drop the next comes the interval divided by √n later. This slow climb was designed for TCP senders that slow down when they see a loss; against clients that keep coming the queue stays long: the longest wait is {sus_max_wait_codel} ms and {sus_wasted_codel} answers arrive after the client has left ({sus_wasted_gate} with the gate). Because CoDel drops at the head, {sus_dropped_late_codel} of its {sus_shed_codel} drops hit clients who had already stopped waiting. The article's gate turns everyone away at the door at once: it is an admission rule built on CoDel's measure, not CoDel itself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Hedef ve aralık", "Target against interval"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 4.0), ("target_ms", 50.0), ("interval_ms", 1000.0)],
            question: Label::new(
                "RFC 8289 hedefi aralığın yüzde {rfc_share_min} ile {rfc_share_max} arası kadar seçer; makale ise {article_interval_ms} ms aralıkla {article_target_ms} ms hedef kullanır, yani hedefi aralığın yüzde {article_target_pct} kadarıdır. Şimdi hedef {target_ms} ms, aralık {interval_ms} ms (yüzde {target_pct}). Sürekli aşırı yükte CoDel kaç istek atar?",
                "RFC 8289 sets the target at {rfc_share_min} to {rfc_share_max} % of the interval; the article uses a {article_target_ms} ms target with a {article_interval_ms} ms interval, a target of {article_target_pct} % of it. Now the target is {target_ms} ms and the interval {interval_ms} ms ({target_pct} %). How many requests does CoDel drop under sustained overload?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("bir avuç", "a handful"),
                    Label::new("yüzlerce", "hundreds"),
                    Label::new("binlerce", "thousands"),
                ],
                fact: "sus_codel_shed_bucket",
            },
            explain: Label::new(
                "{sus_shed_codel} istek; faydalı yanıt {sus_useful_codel}, hiç atmayan sunucuda {sus_useful_none}. RFC'de aralık, göndericinin bir kaybı görüp hızını ayarlamasına yetecek süredir (bir bağlantının en kötü gidiş-dönüş süresi kadar); hedef onun küçük bir payıdır ki bir gidiş-dönüşten kısa patlamalar geçsin ve hat hiç boşalmasın. {interval_ms} ms aralıkla ilk atma bir aralık bekler, sonrakiler aralığın √n'e bölümü kadar arayla gelir: birkaç saniyelik aşırı yükte CoDel neredeyse hiç atmaz ve kuyruk, atmayan sunucudaki gibi büyür. Makalenin değerleri ters yönde: hedef aralıktan büyük, bu yüzden kapı bir aralıkta karar verir. İstemcisi saniyeler sonra yeniden deneyen bir HTTP sunucusunda iki değer de istemcinin tepki süresine göre seçilmeli; ağ için verilen oran buraya kendiliğinden taşınmaz.",
                "{sus_shed_codel} requests; {sus_useful_codel} useful answers, against {sus_useful_none} with no shedding. In the RFC the interval is long enough for a sender to see a loss and adjust its rate (about a connection's worst round trip), and the target is a small share of it, so bursts shorter than a round trip pass and the link never runs dry. With a {interval_ms} ms interval the first drop waits an interval and the next ones come the interval divided by √n apart: over a few seconds of overload CoDel drops hardly anything and the queue grows as it does with no shedding. The article's values go the other way: its target is larger than its interval, so its gate decides within one interval. On an HTTP server whose clients retry seconds later both values must come from how fast the clients react; the ratio given for networks does not carry over by itself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sabit Retry-After'ın dalgaları", "The waves of a fixed Retry-After"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 3.0)],
            question: Label::new(
                "Sürekli yükte makalenin kapısı 503 gönderiyor. Geri dönen istemcilerin {bucket_ms} ms'deki tepe sayısı hangisinde daha düşük olur?",
                "Under sustained overload the article's gate sends 503s. Which gives the lower peak of returning clients per {bucket_ms} ms?",
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
                "Tepe: sabit RA ile {shown_peak_fixed}, jitter'li RA ile {shown_peak_jittered}. Sabit Retry-After aynı {bucket_ms} ms'de reddedilen herkesi tam {retry_after_s} saniye sonra aynı {bucket_ms} ms'ye geri çağırır; dalga yine aşırı yükle karşılaşır ve yine reddedilir. Histogramda kırmızı çubuklar sivri dalgalar, mavi çubuklar yayılmış bir tepe çizer. Toplam 503 de düşer: sabitte {shown_shed_fixed}, jitter'da {shown_shed_jittered}.",
                "Peak: {shown_peak_fixed} with a fixed RA, {shown_peak_jittered} with a jittered one. A fixed Retry-After sends everyone turned away in the same {bucket_ms} ms back into the same {bucket_ms} ms exactly {retry_after_s} seconds later; the wave meets the overload again and is turned away again. In the histogram the red bars draw sharp waves, the blue bars a spread-out hump. The total 503s fall too: {shown_shed_fixed} fixed, {shown_shed_jittered} jittered.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[],
            question: Label::new(
                "Aynı ayarlar {ensemble_n} tohumla koşuluyor. Kısa patlamada makalenin kapısının 503 sayısı her tohumda sıfır mıdır?",
                "The same settings run with {ensemble_n} seeds. Does the article's gate send zero 503s on the short burst in every seed?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "ens_gate_zero_option" },
            explain: Label::new(
                "Kısa patlamada 503: baştaki yaş kuralında en az {ens_head_min}, medyan {ens_head_median}, en çok {ens_head_max}; makalenin kapısında en az {ens_gate_min}, medyan {ens_gate_median}, en çok {ens_gate_max}. Bazı tohumlarda patlama, beklemeyi bir aralık boyunca hedefin üstünde tutacak kadar büyür; o zaman kapı da atar. Yazı bu kuralın kısa patlamada hiç atmadığını söylüyor; model bunun 'çoğunlukla ve daha az' olduğunu gösteriyor. Sürekli yükte CoDel {ensemble_n} tohumun {ens_codel_fewer} tanesinde kapıdan az atıyor (CoDel {ens_sus_codel_min}–{ens_sus_codel_max}, kapı {ens_sus_gate_min}–{ens_sus_gate_max}). Geri dönüş tepesinin ortalaması da sabit RA ile {ens_peak_fixed_mean}, jitter ile {ens_peak_jittered_mean}.",
                "503s on the short burst: head age min {ens_head_min}, median {ens_head_median}, max {ens_head_max}; the article's gate min {ens_gate_min}, median {ens_gate_median}, max {ens_gate_max}. In some seeds the burst grows enough to keep the wait above the target for a whole interval, and then the gate sheds too. The article says this rule does not shed on a short burst; the model shows it is 'mostly, and less'. Under sustained overload CoDel sheds less than the gate on {ens_codel_fewer} of {ensemble_n} seeds (CoDel {ens_sus_codel_min}–{ens_sus_codel_max}, the gate {ens_sus_gate_min}–{ens_sus_gate_max}). The mean peak of returning clients is {ens_peak_fixed_mean} with a fixed RA and {ens_peak_jittered_mean} with jitter.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
