//! Extra lab 4 (page 24): Kuyrukta Bekleme Süresiyle Boşaltma (shedding by occupancy, head age,
//! the article's gate on the interval minimum or RFC 8289 CoDel; fixed vs jittered Retry-After).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

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
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("Atma yok ile CoDel", "No shedding against CoDel"),
                a: &[("shown_rule", 0.0)],
                b: &[("shown_rule", 4.0)],
            },
        ],
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
                "Baştaki yaş kuralı {burst_shed_head} kez 503 gönderiyor; kapı {burst_shed_gate}, CoDel {burst_shed_codel}, doluluk {burst_shed_occ}. Anlık yaşa bakan kural, hedefin bir an aşılmasını birikim sanır ve zaten yanıt alacak istemcileri geri çevirir. Kapı ve CoDel beklemenin bütün bir aralık ({interval_ms} ms) hedefin üstünde kalmasını ister; kısa patlama ondan önce erir.",
                "The head-age rule sends {burst_shed_head} 503s; the gate {burst_shed_gate}, CoDel {burst_shed_codel}, occupancy {burst_shed_occ}. A rule reading the instant age takes a moment above the target for a backlog and turns away clients who would have been answered. The gate and CoDel need the wait above the target for a whole interval ({interval_ms} ms); a short burst melts before that.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Geç konuşan ölçü", "The signal that speaks late"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 1.0)],
            question: Label::new(
                "Sürekli aşırı yükte iki kural ilk 503'lerini gönderdiği anda kuyruğun başındaki istek hangisinde daha uzun beklemiştir?",
                "Under sustained overload, at the moment each rule sends its first 503, under which one has the request at the head waited longer?",
            ),
            ask: Ask::Compare {
                a: (Label::new("doluluk", "occupancy"), "sus_occ_head_age"),
                b: (Label::new("baştaki yaş", "head age"), "sus_head_head_age"),
                within: 0.1,
            },
            explain: Label::new(
                "Doluluk kuralında {sus_occ_head_age} ms, baştaki yaş kuralında {sus_head_head_age} ms. Doluluk kuyruğun ne kadar uzun olduğunu söyler, istemcinin ne kadar beklediğini değil: sayı eşiğe vardığında baş çoktan hedefi geçmiştir ve bu arada kabul edilenler geç yanıtlanır. Doluluk kuralında {sus_wasted_occ} yanıt boşa gidiyor, kapıda {sus_wasted_gate}.",
                "{sus_occ_head_age} ms under occupancy, {sus_head_head_age} ms under head age. Occupancy tells how long the queue is, not how long the client has waited: by the time the count trips, the head is well past the target, and what was accepted meanwhile is answered late. {sus_wasted_occ} answers are wasted under occupancy, {sus_wasted_gate} under the gate.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("CoDel'in kuyruğunu izlemek", "Watching CoDel's queue"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 4.0)],
            question: Label::new(
                "{sus_codel_first_shed_ms}. ms: sürekli aşırı yükte CoDel ilk 503'ünü gönderdi; kuyruğun başındaki istek {sus_codel_head_at_first_shed} ms bekliyor. Aşırı yük bittiğinde hangisinin kuyruğunun başı daha uzun beklemiş olur?",
                "At {sus_codel_first_shed_ms} ms in the sustained overload CoDel sends its first 503; the request at the head has waited {sus_codel_head_at_first_shed} ms. When the overload ends, whose queue head has waited longer?",
            ),
            ask: Ask::Compare {
                a: (Label::new("makalenin kapısı", "the article's gate"), "sus_gate_head_at_end"),
                b: (Label::new("CoDel", "CoDel"), "sus_codel_head_at_end"),
                within: 0.1,
            },
            explain: Label::new(
                "Kapıda {sus_gate_head_at_end} ms, CoDel'de {sus_codel_head_at_end} ms. Kapı, bekleme hedefin üstünde kaldıkça gelen her isteği geri çevirir ve kuyruk kısalır. CoDel başta tek tük istek atar; yavaşlamayan istemciler karşısında kuyruk büyümeyi sürdürür ve baştaki istekler istemcinin sabrını aşar. Az 503, burada uzun bekleme demektir.",
                "{sus_gate_head_at_end} ms under the gate, {sus_codel_head_at_end} ms under CoDel. The gate turns away every arrival while waits stay above the target, so the queue shrinks. CoDel drops only a request now and then at first; against clients that keep coming the queue keeps growing and the head outlives the clients' patience. Here, few 503s mean long waits.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("head-age"), Evidence::Chart("shed-timeline")],
            time: Some(StepTime { open_at: "sus_codel_first_shed_ms", play_to: "sus_end_ms" }),
        },
        Step {
            title: Label::new("Makalenin kapısı ve gerçek CoDel", "The article's gate and real CoDel"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 4.0)],
            question: Label::new(
                "Sürekli aşırı yük, aynı hedef ({target_ms} ms) ve aynı aralık ({interval_ms} ms). Hangisi daha çok isteği geri çevirir: makalenin kapısı mı, RFC 8289'daki CoDel mi?",
                "Sustained overload, the same target ({target_ms} ms) and the same interval ({interval_ms} ms). Which turns away more requests: the article's gate or CoDel as RFC 8289 has it?",
            ),
            ask: Ask::Compare {
                a: (Label::new("makalenin kapısı", "the article's gate"), "sus_shed_gate"),
                b: (Label::new("CoDel", "CoDel"), "sus_shed_codel"),
                within: 0.1,
            },
            explain: Label::new(
                "Kapı {sus_shed_gate}, CoDel {sus_shed_codel}. CoDel kuyruğun başından atar: ilkini bekleme bütün bir aralık hedefin üstünde kaldıktan sonra, sonrakileri gitgide sık. Bu yavaş tırmanış, kayıp görünce yavaşlayan TCP göndericileri içindir; yavaşlamayan istemciler karşısında kuyruk uzun kalır: CoDel'de {sus_wasted_codel}, kapıda {sus_wasted_gate} yanıt geç gelir.",
                "The gate {sus_shed_gate}, CoDel {sus_shed_codel}. CoDel drops at the head: the first after a whole interval above the target, then ever more often. That slow climb is made for TCP senders that slow down on a loss; against clients that keep coming the queue stays long: {sus_wasted_codel} late answers under CoDel, {sus_wasted_gate} under the gate.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Hedef ve aralık", "Target against interval"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 4.0), ("target_ms", 50.0), ("interval_ms", 1000.0)],
            question: Label::new(
                "Şimdi hedef {target_ms} ms, aralık {interval_ms} ms: RFC 8289'un bir ağ için önereceği oran (hedef aralığın yüzde {target_pct} kadarı). Sürekli aşırı yükte CoDel kaç istek atar?",
                "Now the target is {target_ms} ms and the interval {interval_ms} ms, the ratio RFC 8289 would suggest for a network (a target of {target_pct} % of the interval). How many requests does CoDel drop under sustained overload?",
            ),
            ask: Ask::Bucket { fact: "sus_shed_codel", edges: &[100.0, 1000.0] },
            explain: Label::new(
                "{sus_shed_codel} istek; faydalı yanıt {sus_useful_codel}, hiç atmayan sunucuda {sus_useful_none}. Aralık, bir göndericinin kaybı görüp tepki vermesine yetecek süredir. {interval_ms} ms aralıkla ilk atma bütün bir aralık bekler ve birkaç saniyelik aşırı yük neredeyse dokunulmadan geçer. Bir HTTP sunucusunda iki değer de istemcilerin ne kadar hızlı tepki verdiğinden seçilmeli.",
                "{sus_shed_codel} requests; {sus_useful_codel} useful answers, against {sus_useful_none} with no shedding. The interval is how long a sender needs to see a loss and react. With a {interval_ms} ms interval the first drop waits a whole interval, and a few seconds of overload pass almost untouched. On an HTTP server both values must come from how fast the clients react.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Sabit Retry-After'ın dalgaları", "The waves of a fixed Retry-After"),
            model: M,
            set: &[("shown_scenario", 1.0), ("shown_rule", 3.0)],
            question: Label::new(
                "Sürekli yükte makalenin kapısı 503 gönderiyor. {bucket_ms} ms'lik bir dilimde geri dönen istemcilerin tepesi hangisinde daha yüksek olur?",
                "Under sustained overload the article's gate sends 503s. Which brings back the higher peak of returning clients in one {bucket_ms} ms slice?",
            ),
            ask: Ask::Compare {
                a: (Label::new("sabit Retry-After", "fixed Retry-After"), "shown_peak_fixed"),
                b: (Label::new("sarsıntılı Retry-After", "jittered Retry-After"), "shown_peak_jittered"),
                within: 0.1,
            },
            explain: Label::new(
                "Tepe: sabit RA ile {shown_peak_fixed}, sarsıntılı RA ile {shown_peak_jittered}. Sabit Retry-After aynı dilimde reddedilen herkesi tam {retry_after_s} saniye sonra yine aynı dilime çağırır; dalga aşırı yükle yeniden karşılaşır ve yeniden reddedilir. Dönüş zamanına eklenen rastgelelik, senkronu bozar ve dalgayı düzleştirir.",
                "Peak: {shown_peak_fixed} with a fixed RA, {shown_peak_jittered} with a jittered one. A fixed Retry-After calls everyone turned away in one slice back into one slice exactly {retry_after_s} seconds later; the wave meets the overload again and is turned away again. Randomness added to the return time breaks the synchrony and flattens the wave.",
            ),
            evidence: ALL,
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
                "Kısa patlamada kapının 503 sayısı {ens_gate_min} ile {ens_gate_max} arasında (medyan {ens_gate_median}); baştaki yaş kuralında {ens_head_min} ile {ens_head_max} arasında. Bazı tohumlarda patlama beklemeyi bütün bir aralık hedefin üstünde tutacak kadar büyür; o zaman kapı da atar. Aralığın en kısasına bakmak patlamada daha az atar, hiç atmamayı garanti etmez.",
                "On the short burst the gate's 503s range from {ens_gate_min} to {ens_gate_max} (median {ens_gate_median}); under head age from {ens_head_min} to {ens_head_max}. On some seeds the burst grows enough to keep the wait above the target for a whole interval, and then the gate sheds too. Reading the interval's minimum sheds less on bursts; it does not promise never.",
            ),
            evidence: &[Evidence::Table("ensemble")],
            time: None,
        },
    ],
};

/// Every table and chart: the rules table holds both scenarios and every rule.
const ALL: &[Evidence] = &[
    Evidence::Table("rules"),
    Evidence::Table("ensemble"),
    Evidence::Chart("head-age"),
    Evidence::Chart("returns"),
    Evidence::Chart("shed-timeline"),
    Evidence::Chart("outcomes"),
];

/// The article's server: clients, the queue and its shed rule (at the door; CoDel at the head),
/// the server.
static SYSTEM: System = System {
    nodes: &[
        Node { id: "clients", label: Label::new("istemciler", "clients"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "queue", label: Label::new("kuyruk", "queue"), x: 0.5, y: 0.5, kind: Kind::Buffer },
        Node { id: "server", label: Label::new("sunucu", "server"), x: 1.0, y: 0.5, kind: Kind::Service },
    ],
    links: &[
        Link { from: "clients", to: "queue", pattern: Some(Pattern::Gate) },
        Link { from: "queue", to: "server", pattern: Some(Pattern::Gate) },
    ],
    aspect: 0.4,
};
