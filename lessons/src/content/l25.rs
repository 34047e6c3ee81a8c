//! Extra lab 5 (page 25): Dağıtım Sırasında Zarif Kapanış (graceful shutdown in a rolling deploy).

use sim_core::Label;

use crate::system::{Kind, Link, Node, Pattern, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget, YES_NO};

const M: &str = "ek/kapanis";

pub static LESSON: Lesson = Lesson {
    number: 25,
    slug: "zarif-kapanis",
    title: Label::new("Dağıtım Sırasında Zarif Kapanış", "Graceful Shutdown in a Rolling Deploy"),
    intro: Label::new(include_str!("../../content/tr/25.md"), include_str!("../../content/en/25.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Ayarınız ve üç tuzak", "Your settings and three traps"),
        controls: &["prestop_s", "lag_s", "grace_s", "drain_s", "duration_ms", "pods", "rate", "seed"],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: Some(&SYSTEM),
        pairs: &[
            Pair {
                label: Label::new("preStop olmadan ve ile", "Without and with the preStop wait"),
                a: &[("prestop_s", 0.0)],
                b: &[("prestop_s", 5.0)],
            },
            Pair {
                label: Label::new("Yeterli kapanış süresi ile kısa", "Enough grace period against too little"),
                a: &[("grace_s", 30.0), ("duration_ms", 400.0)],
                b: &[("grace_s", 8.0), ("duration_ms", 3000.0)],
            },
        ],
    }],
    steps: &[
        Step {
            title: Label::new("preStop listeden düşmekten kısa", "A preStop shorter than the lag"),
            model: M,
            set: &[("lag_s", 4.0), ("prestop_s", 1.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "Yük dengeleyici silinen podu {lag_s} s sonra listeden düşürüyor, preStop ise yalnız {prestop_s} s bekliyor. Bu deploy'da reddedilen bağlantı olur mu?",
                "The balancer drops a deleted pod from its list after {lag_s} s, but preStop waits only {prestop_s} s. Are any connections refused in this deploy?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "refused_option" },
            explain: Label::new(
                "{refused} istek reddediliyor. Her pod SIGTERM'den sonra {refusing_s} s daha trafik alıyor ama artık bağlantı kabul etmiyor; o aralıkta gelen her istek hata alıp komşu poda yeniden deneniyor. Boşaltma süresi ya da G bunu düzeltmez: bu istekler boşaltılacak işe hiç girmiyor. Önce listeden düşülmeli, sonra kapı kapanmalı.",
                "{refused} requests are refused. Each pod is still routed for {refusing_s} s after SIGTERM but no longer accepts connections; every request in that gap fails and is retried on a neighbour. A longer drain or G does not fix this: these requests never become work to drain. First leave the list, then close the door.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Doğru sıra", "The right order"),
            model: M,
            set: &[("lag_s", 3.0), ("prestop_s", 5.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "Şimdi P = {prestop_s} s, D = {lag_s} s, kapanış zaman aşımı {drain_s} s ve G = {grace_s} s. Kapanan podlara gelen {requests} istekten hata alan olur mu?",
                "Now P = {prestop_s} s, D = {lag_s} s, the shutdown timeout is {drain_s} s and G = {grace_s} s. Of the {requests} requests at terminating pods, does any fail?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "errors_option" },
            explain: Label::new(
                "{errors} hata. Pod önce listeden düşüyor, preStop bitene kadar elindekileri bitiriyor; SIGTERM geldiğinde çoğu zaman işi kalmamış oluyor ({pods_drained} pod kendiliğinden boşaldı). P + kapanış zaman aşımı = {budget_s} s, G'nin altında kaldığı için SIGKILL kimseyi yarıda kesmiyor. Sıra doğruysa zarif kapanış bedavadır.",
                "{errors} errors. The pod leaves the list first and finishes what it holds during preStop; by SIGTERM it usually has nothing left ({pods_drained} pods drained on their own). P + the shutdown timeout = {budget_s} s stays below G, so the SIGKILL cuts nothing short. In the right order a graceful shutdown costs nothing.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("G, P + boşaltmadan kısa", "G shorter than P + drain"),
            model: M,
            set: &[("lag_s", 3.0), ("prestop_s", 5.0), ("grace_s", 8.0), ("drain_s", 20.0), ("duration_ms", 3000.0)],
            question: Label::new(
                "İstekler ortalama {duration_s} s sürüyor (dosya yükleme, rapor). G = {grace_s} s, ama P + kapanış zaman aşımı = {budget_s} s. Yarıda SIGKILL ile öldürülen istek olur mu?",
                "Requests now take {duration_s} s on average (uploads, reports). G = {grace_s} s, but P + the shutdown timeout = {budget_s} s. Is any request killed mid-flight by SIGKILL?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "killed_option" },
            explain: Label::new(
                "{killed} istek SIGKILL ile öldürülüyor; {pods_killed} pod boşaltmayı bitiremeden kesiliyor. Uygulamanın zarif kapanışı ne kadar özenli olursa olsun, kubelet süreci silinmeden {kill_s} s sonra bitirir. G, uygulamanın söz verdiği her sürenin üst sınırıdır: preStop ile en uzun isteğin toplamı ona sığmalı.",
                "{killed} requests are killed by SIGKILL; {pods_killed} pods are cut off before their drain ends. However careful the app's graceful shutdown, the kubelet ends the process {kill_s} s after the deletion. G caps every time the app promises itself: preStop plus the longest request must fit in it.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Komşulara binen yeniden denemeler", "Retries landing on the neighbours"),
            model: M,
            set: &[("lag_s", 3.0), ("prestop_s", 0.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "preStop yok: SIGTERM silinmeyle aynı anda geliyor. Her pod normalde saniyede {per_pod_rate} istek alıyor. En yoğun saniyede yeniden denemeler her komşuya normal yükünün yüzde kaçını ekler?",
                "No preStop: SIGTERM comes with the deletion. Each pod normally takes {per_pod_rate} requests per second. In the busiest second, what percentage of its normal load do the retries add to each neighbour?",
            ),
            ask: Ask::Bucket { fact: "neighbour_pct", edges: &[10.0, 50.0] },
            explain: Label::new(
                "En yoğun saniyede {peak_retries} yeniden deneme; {pods} podun geri kalanına bölününce her komşuya normal yükünün yüzde {neighbour_pct:si} ekleniyor. Deploy boyunca {retries} yeniden deneme, ve her deploy'da yeniden. Kapanışın hatası kaybolmaz, komşuya taşınır; komşu zaten sınırındaysa çığ oradan büyür.",
                "{peak_retries} retries in the busiest second; spread over the other pods of {pods}, each neighbour gets {neighbour_pct} % of its normal load on top. {retries} retries over the whole deploy, and again on every deploy. A shutdown's errors do not vanish; they move to the neighbours, and a neighbour already at its limit is where the avalanche grows.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Her podda aynı ret", "The same refusal at every pod"),
            model: M,
            set: &[("lag_s", 3.0), ("prestop_s", 5.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "Listeden düşme gecikmesi iki katına çıkan varyantta ilk pod {d2_first_refusal_s}. saniyede SIGTERM almış ama dengeleyici ona istek göndermeyi sürdürüyor: istekler reddediliyor. Deploy'un geri kalanında ne olur?",
                "In the variant with the removal lag doubled, the first pod has had its SIGTERM by second {d2_first_refusal_s}, but the balancer keeps sending it requests: they are refused. What happens over the rest of the deploy?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız bu pod reddeder", "only this pod refuses"),
                    Label::new("her kapanan pod aynı reddi yaşar", "every terminating pod refuses the same way"),
                ],
                fact: "d2_every_pod_option",
            },
            explain: Label::new(
                "{d2_pods_with_errors} podun hepsi reddediyor; deploy {d2_errors} hatayla biter, sonuncusu {d2_last_refusal_s}. saniyede. Her pod aynı sırayla kapanır: gecikme preStop'tan uzunsa her biri listeden düşmeden bağlantı almayı bırakır. Her reddedilen istek öteki podlara yeniden deneme olarak biner.",
                "All {d2_pods_with_errors} pods refuse; the deploy ends with {d2_errors} errors, the last in second {d2_last_refusal_s}. Every pod shuts down in the same order: when the lag outlasts the preStop, each stops accepting before it leaves the list. Every refused request lands on the other pods as a retry.",
            ),
            evidence: &[Evidence::System, Evidence::Chart("errors-timeline"), Evidence::Chart("pod-timeline")],
            time: Some(StepTime { open_at: "d2_first_refusal_s", play_to: "d2_last_refusal_s" }),
        },
        Step {
            title: Label::new("Yavaşlayan kontrol düzlemi", "A slow control plane"),
            model: M,
            set: &[("lag_s", 6.0), ("prestop_s", 5.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "Yoğun bir günde listeden düşme {lag_s} s sürüyor; preStop hâlâ {prestop_s} s. Bu {pods} podluk deploy'da kaç bağlantı reddedilir?",
                "On a busy day leaving the list takes {lag_s} s; preStop is still {prestop_s} s. How many connections are refused in this {pods}-pod deploy?",
            ),
            ask: Ask::Bucket { fact: "refused", edges: &[50.0, 500.0] },
            explain: Label::new(
                "{refused} bağlantı: her pod {refusing_s} s boyunca saniyede yaklaşık {per_pod_rate} istek reddediyor. P'yi ölçülen gecikmeye tam eşitlemek, gecikme uzadığı gün yine hata verir; P pay bırakmalı ya da pod önce hazırlık kontrolünü 503'e çekmeli.",
                "{refused} connections: each pod refuses about {per_pod_rate} requests per second for {refusing_s} s. Setting P exactly to the measured lag fails again on the day the lag grows; P needs a margin, or the pod should first turn its readiness check to 503.",
            ),
            evidence: ALL,
            time: None,
        },
        Step {
            title: Label::new("Şans mı?", "Is it luck?"),
            model: M,
            set: &[("lag_s", 3.0), ("prestop_s", 2.0), ("grace_s", 30.0), ("drain_s", 20.0), ("duration_ms", 400.0)],
            question: Label::new(
                "P = {prestop_s} s, D = {lag_s} s. Aynı deploy'u {seeds} farklı tohumla oynatıyoruz. Kaç tohumda hata çıkar?",
                "P = {prestop_s} s, D = {lag_s} s. We replay the same deploy with {seeds} different seeds. On how many seeds do errors appear?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiçbirinde", "none"),
                    Label::new("bazılarında", "some"),
                    Label::new("hepsinde", "all"),
                ],
                fact: "ens_bucket",
            },
            explain: Label::new(
                "{seeds} tohumun {ens_seeds} tanesinde; hata sayısı {ens_min} ile {ens_max} arasında (medyan {ens_median}). Tohum yalnız isteklerin ne zaman geldiğini değiştirir; P < D iken her pod bağlantı kabulünü kestikten sonra da trafik alır. Reddedilen bağlantı bir olasılık değil, her deploy'da olan bir şeydir.",
                "On {ens_seeds} of {seeds} seeds; errors range from {ens_min} to {ens_max} (median {ens_median}). The seed changes only when requests arrive; with P < D every pod is still routed after it stops accepting connections. Refused connections are not a risk but a certainty on every deploy.",
            ),
            evidence: &[Evidence::Table("ensemble"), Evidence::Chart("ensemble")],
            time: None,
        },
    ],
};

/// Every table and chart: the variants table and its chart hold every trap's errors, the pod
/// table and the timelines the settings' own.
const ALL: &[Evidence] = &[
    Evidence::Table("variants"),
    Evidence::Table("pods"),
    Evidence::Table("ensemble"),
    Evidence::Chart("pod-timeline"),
    Evidence::Chart("errors-timeline"),
    Evidence::Chart("outcomes"),
    Evidence::Chart("ensemble"),
];

/// The article's rolling deploy: the balancer, the pod shutting down, and the other pods that
/// take its failed requests again.
static SYSTEM: System = System {
    nodes: &[
        Node {
            id: "balancer",
            label: Label::new("yük dengeleyici", "load balancer"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Source,
        },
        Node {
            id: "leaving",
            label: Label::new("kapanan pod", "terminating pod"),
            x: 0.55,
            y: 0.2,
            kind: Kind::Service,
        },
        Node { id: "others", label: Label::new("öteki podlar", "the other pods"), x: 1.0, y: 0.8, kind: Kind::Pool },
    ],
    links: &[
        Link { from: "balancer", to: "leaving", pattern: None },
        Link { from: "leaving", to: "others", pattern: Some(Pattern::Retry) },
    ],
    aspect: 0.5,
};
