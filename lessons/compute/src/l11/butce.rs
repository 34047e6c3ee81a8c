//! Lesson 11, `hedef/butce`: the RTO table against the monthly budget, failover and a manual
//! recovery held against an RTO target, and the two days of synchronous acknowledgement.

use crate::parts::{b, yes_no};
use crate::texts::l11::butce::{charts, columns, tables, FRAMES};
use sim_core::hedef::butce::{Output, Params, Recovery};
use sim_core::Lang;

use super::kayip::js_round;
use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, locale_digits, tr_locale};
use lessons::labels;
use lessons::view::{fmt_num, palette, ratio, t, texts, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `hedef/butce`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::hedef::butce::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = Columns::of(columns::TARGETS).table(&o.rows, |r| {
        vec![
            r.label.to_string(),
            b(r.fits),
            format!("%{}", b(r.share_of_monthly_pct)),
            tr_locale(js_round(r.edge_dropped)),
        ]
    });
    out += "K01'in kurtarma suresi varsayimi 10 dk idi ve ariza payina 2,82 ariza sigiyordu\n";
    out += "\nveri kaybi hedefini sifira indirmenin bedeli (senkron onay):\n";
    out += &format!("  her yazma bir ek onay turu bekler -> gunde {} ek tur\n", tr_locale(o.extra_rounds_per_day));
    out += &format!(
        "  yazma yolu iki kopyaya birden baglanir: yedek kopyanin {} sn'lik penceresinde\n",
        js_string(p.window_s)
    );
    out += &format!("  ayda {} yazma gorunur bicimde duser (tasiyici yeniden gonderebilir)\n", b(o.sync_refused));
    out += &format!("  eszamansiz duzende ayda {} olay sessizce kaybolur (geri getirilemez)\n", b(o.async_lost));
    out += &format!("  oran {}: senkron secim daha cok istegi reddeder, daha az veri kaybeder\n", b(o.ratio));
    out
}

fn minutes_label(m: f64, lang: Lang) -> String {
    if m < 1.0 {
        t!(lang, "{} sn", "{} s", fmt_num(m * 60.0, 0, lang))
    } else {
        t!(lang, "{} dk", "{} min", fmt_num(m, if m.fract() == 0.0 { 0 } else { 1 }, lang))
    }
}

/// A manual recovery's three steps (noticing, restoring, redirecting) as the page writes them.
fn manual_steps(p: &Params, lang: Lang) -> [String; 3] {
    [p.detect_min, p.restore_min, p.redirect_min].map(|m| minutes_label(m, lang))
}

fn finite(x: f64) -> String {
    if x.is_finite() {
        b(x)
    } else {
        "∞".into()
    }
}

fn recovery_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::RECOVERY_TIME, lang);
    let x = texts(
        lang,
        &labels![
            "devralma (PENCERE)" => "failover (PENCERE)",
            "elle kurtarma (adımlar)" => "manual recovery (steps)",
        ],
    );
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (t(lang, "bir arıza", "one failure"), vec![o.failover.minutes, o.manual.minutes], palette::BLUE),
            (
                t!(lang, "ayın toplamı ({} arıza)", "the month ({} failures)", fmt_num(p.stops_per_month, 1, lang)),
                vec![o.failover.month_min, o.manual.month_min],
                palette::ORANGE,
            ),
        ],
    );
    c.lines = vec![
        (p.rto_min, t!(lang, "kurtarma süresi hedefi: {}", "RTO: {}", minutes_label(p.rto_min, lang))),
        (
            p.failure_share_min,
            t!(lang, "arıza payı: {} dk", "failure share: {} min", fmt_num(p.failure_share_min, 1, lang)),
        ),
        (p.monthly_min, t!(lang, "aylık bütçe: {} dk", "monthly budget: {} min", fmt_num(p.monthly_min, 1, lang))),
    ];
    c
}

fn share_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::SHARE_PER_FAILURE, lang);
    let mut x: Vec<String> = o.rows.iter().map(|r| minutes_label(r.minutes, lang)).collect();
    x.push(t!(lang, "hedef: {}", "target: {}", minutes_label(p.rto_min, lang)));
    let mut of_failure: Vec<f64> = o.rows.iter().map(|r| (100.0 * r.minutes) / p.failure_share_min).collect();
    of_failure.push(o.target.share_of_failure_pct);
    let mut of_monthly: Vec<f64> = o.rows.iter().map(|r| r.share_of_monthly_pct).collect();
    of_monthly.push(o.target.share_of_monthly_pct);
    // A failure share of 0 makes every share infinite: leave a gap rather than an infinity.
    let gap = |v: Vec<f64>| v.into_iter().map(|y| if y.is_finite() { y } else { f64::NAN }).collect();
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (
                t!(
                    lang,
                    "arıza payının %'si ({} dk)",
                    "% of the failure share ({} min)",
                    fmt_num(p.failure_share_min, 1, lang)
                ),
                gap(of_failure),
                palette::VERMILLION,
            ),
            (
                t!(
                    lang,
                    "aylık bütçenin %'si ({} dk, dersin sütunu)",
                    "% of the monthly budget ({} min, the course's column)",
                    fmt_num(p.monthly_min, 1, lang)
                ),
                gap(of_monthly),
                palette::SKY,
            ),
        ],
    );
    c.lines = vec![(100.0, t(lang, "tek arıza bütçeyi doldurur", "one failure fills the budget"))];
    c
}

fn two_days_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::TWO_DAYS, lang);
    let x = [
        t(lang, "arızasız gün: reddedilen yazma (görünür)", "healthy day: writes refused (visible)"),
        t(
            lang,
            "arızalı gün: kurtarılan olay (yoksa sessizce kaybolurdu)",
            "faulty day: events saved (else silently lost)",
        ),
    ];
    c.traces = vec![
        Trace::bar(
            t(lang, "senkron onayın bedeli", "cost of synchronous acknowledgement"),
            Xs::Cat(vec![x[0].clone()]),
            vec![o.sync_refused],
            palette::ORANGE,
        ),
        Trace::bar(
            t(lang, "senkron onayın kazancı", "gain of synchronous acknowledgement"),
            Xs::Cat(vec![x[1].clone()]),
            vec![o.async_lost],
            palette::GREEN,
        ),
    ];
    c
}

fn recovery_row(name: String, r: &Recovery, lang: Lang) -> Vec<String> {
    vec![
        name,
        minutes_label(r.minutes, lang),
        yes_no(r.within_rto, lang),
        finite(r.fits),
        format!("%{}", finite(r.share_of_failure_pct)),
        format!("%{}", finite(r.share_of_monthly_pct)),
        minutes_label(r.month_min, lang),
    ]
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let mut rows: Vec<Vec<String>> = o
        .rows
        .iter()
        .map(|r| {
            vec![
                minutes_label(r.minutes, lang),
                b(r.fits),
                format!("%{}", b(r.share_of_monthly_pct)),
                format!("%{}", b((100.0 * r.minutes) / p.failure_share_min)),
                locale_digits(js_round(r.edge_dropped)),
            ]
        })
        .collect();
    rows.push(vec![
        t!(lang, "hedef: {}", "target: {}", minutes_label(p.rto_min, lang)),
        finite(o.target.fits),
        format!("%{}", finite(o.target.share_of_monthly_pct)),
        format!("%{}", finite(o.target.share_of_failure_pct)),
        locale_digits(js_round(p.rto_min * 60.0 * p.peak_edge)),
    ]);
    let mut highlight = vec![false; o.rows.len()];
    highlight.push(true);
    let rto = Table::of(&tables::RTO, lang, rows).course_numbers(lang).highlight(highlight);
    let recoveries = Table::of(
        &tables::RECOVERIES,
        lang,
        vec![
            recovery_row(t(lang, "devralma", "failover"), &o.failover, lang),
            recovery_row(t(lang, "elle kurtarma", "manual recovery"), &o.manual, lang),
        ],
    )
    .with_caption({
        let [a, b, c] = manual_steps(p, lang);
        t!(
            lang,
            "İki yol: devralma ve elle kurtarma (fark etme {a} + geri yükleme {b} + yönlendirme {c})",
            "Two ways back: failover and manual recovery (noticing {a} + restoring {b} + redirecting {c})"
        )
    })
    .course_numbers(lang);
    let two_days = Table::of(
        &tables::TWO_DAYS,
        lang,
        vec![
            vec![
                t(lang, "arızasız gün: günde ek onay turu", "healthy day: extra acknowledgement rounds a day"),
                locale_digits(o.extra_rounds_per_day),
            ],
            vec![
                t(lang, "arızasız gün: ayda reddedilen yazma", "healthy day: writes refused a month"),
                b(o.sync_refused),
            ],
            vec![
                t(
                    lang,
                    "arızalı gün: ayda sessizce kaybolmayan olay",
                    "faulty day: events a month no longer silently lost",
                ),
                b(o.async_lost),
            ],
            vec![t(lang, "oran (reddedilen / kurtarılan)", "ratio (refused / saved)"), b(o.ratio)],
        ],
    )
    .course_numbers(lang)
    .highlight(vec![false, false, false, true]);

    let f = Fact::new;
    let row = |i: usize| &o.rows[i];
    let rto_option = match (o.failover.within_rto, o.manual.within_rto) {
        (true, true) => 0.0,
        (true, false) => 1.0,
        (false, true) => 2.0,
        (false, false) => 3.0,
    };
    let facts = vec![
        f("fits_8s", row(0).fits, 2),
        f("fits_10", row(2).fits, 2),
        f("fits_30", row(3).fits, 2),
        f("fits_60", row(4).fits, 2),
        f("share_monthly_8s", row(0).share_of_monthly_pct, 2),
        f("share_monthly_30", row(3).share_of_monthly_pct, 2),
        f("share_monthly_60", row(4).share_of_monthly_pct, 2),
        f("share_failure_30", ratio(100.0 * row(3).minutes, p.failure_share_min), 2),
        f("failure_share_min", p.failure_share_min, 1),
        f("monthly_min", p.monthly_min, 1),
        f("rto_min", p.rto_min, 1),
        f("target_fits", ratio(p.failure_share_min, p.rto_min), 2),
        f("target_share_failure", ratio(100.0 * p.rto_min, p.failure_share_min), 2),
        f("target_share_monthly", ratio(100.0 * p.rto_min, p.monthly_min), 2),
        f("target_fits_option", if o.target.fits >= 1.0 { 0.0 } else { 1.0 }, 0),
        f("window_s", p.window_s, 0),
        f("failover_fits", ratio(p.failure_share_min, o.failover.minutes), 2),
        f("failover_share_monthly", ratio(100.0 * o.failover.minutes, p.monthly_min), 2),
        f("manual_min", o.manual.minutes, 1),
        f("manual_fits", ratio(p.failure_share_min, o.manual.minutes), 2),
        f("manual_month_min", o.manual.month_min, 1),
        f("failover_month_s", o.failover.month_min * 60.0, 0),
        f("stops_per_month", p.stops_per_month, 1),
        f("rto_option", rto_option, 0),
        f("extra_rounds_per_day", o.extra_rounds_per_day, 0),
        f("sync_refused", if o.sync_refused.is_finite() { o.sync_refused } else { 0.0 }, 2),
        f("async_lost", if o.async_lost.is_finite() { o.async_lost } else { 0.0 }, 2),
        f("ratio", ratio(o.sync_refused, o.async_lost), 2),
        f("lag_s", p.lag_s, 1),
    ];
    let summary = t!(lang, "Devralma ({} sn) arıza payına {} arıza sığdırır, {} dk süren elle kurtarma {}; {} dk hedefte tek arıza arıza payının %{}'i; senkron onay ayda {} yazma reddeder, {} olayı kurtarır.", "Failover ({} s) fits {} failures into the failure share, a manual recovery of {} min {}; at a {} min target one failure takes {}% of the failure share; synchronous acknowledgement refuses {} writes a month and saves {} events.", fmt_num(p.window_s, 0, lang), fmt_num(ratio(p.failure_share_min, o.failover.minutes), 2, lang), fmt_num(o.manual.minutes, 1, lang), fmt_num(ratio(p.failure_share_min, o.manual.minutes), 2, lang), fmt_num(p.rto_min, 1, lang), fmt_num(ratio(100.0 * p.rto_min, p.failure_share_min), 2, lang), fmt_num(o.sync_refused, 2, lang), fmt_num(o.async_lost, 2, lang));
    let charts = vec![recovery_chart(p, o, lang), share_chart(p, o, lang), two_days_chart(o, lang)];
    let tables = vec![rto, recoveries, two_days];
    View::new(tables, charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// The two ways back from a failure as a static view (the model is closed form: one frame):
/// per scene the edge's requests into the failed primary (none served; the dashed line is the
/// requests lost while the recovery lasts, at the peak rate, as the RTO table counts them), and
/// the recovery's steps on one clock as a gauge of their minutes against the RTO.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let mut f = Frames::new(vec![0], t(lang, "dakika", "minute"));
    f.set_texts(&FRAMES, lang);
    // The steps on the recovery's box (short: it is small); the recoveries table names them.
    let failover = t!(lang, "pencere {}", "window {}", minutes_label(p.window_s / 60.0, lang));
    let [a, b, c] = manual_steps(p, lang);
    let manual = t!(lang, "adımlar {a} + {b} + {c}", "steps {a} + {b} + {c}");
    let ways = [
        (t(lang, "devralma", "failover"), &o.failover, failover),
        (t(lang, "elle kurtarma", "manual recovery"), &o.manual, manual),
    ];
    for (title, r, steps) in ways {
        let mut s = Scene::new(title);
        s.nodes.push(NodeTrack::new("edge", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("primary", StateTrack::constant(State::Failed)));
        s.nodes.push(
            NodeTrack::new("recovery", StateTrack::constant(if r.within_rto { State::Ok } else { State::Slow }))
                .gauge(p.rto_min, vec![(0, Track::constant(r.minutes))])
                .note(steps),
        );
        s.links.push(
            LinkTrack::new("edge", "primary", Track::constant(0.0))
                .failed(Track::constant(js_round(r.minutes * 60.0 * p.peak_edge))),
        );
        s.event(
            0,
            if r.within_rto {
                t(lang, "kurtarma hedefin içinde", "the recovery is within the RTO")
            } else {
                t(lang, "kurtarma hedefi aşıyor", "the recovery exceeds the RTO")
            },
        );
        f.scenes.push(s);
    }
    f
}

/// The course's readings its model does not bear out, on the cells they concern: the 30-minute
/// row read against the monthly budget, the failover window carried by hand, and the resent
/// refusal the ratio assumes.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    if let Some(i) = o.rows.iter().position(|r| r.minutes == 30.0) {
        let r = &o.rows[i];
        let monthly = format!("%{}", fmt_num(r.share_of_monthly_pct, 2, lang));
        let failure = format!("%{}", fmt_num(ratio(100.0 * r.minutes, p.failure_share_min), 2, lang));
        notes.push(Note {
            on: NoteOn::Cell("rto", i, 2),
            text: t!(
                lang,
                "Ders bu satırı \"tek arıza bütçenin {monthly} kadarını yer, ikincisi hedefi kırar\" diye okur. O yüzde aylık bütçenin tamamına göredir; \"sığan\" sütunu ise arıza payına bakar. Arıza payına göre tek arıza zaten payı aşar: {failure}.",
                "The course reads this row as \"one failure eats {monthly} of the budget, the second breaks the target\". That share is of the whole monthly budget, while the \"fit\" column uses the failure share. Against the failure share a single failure already exceeds it: {failure}."
            ),
        });
    }
    notes.push(Note {
        on: NoteOn::Cell("recoveries", 0, 1),
        text: t!(
            lang,
            "Devralmanın {} sn'lik penceresi (PENCERE) devralma tasarımı dersinden elle taşınmıştır; o dersin eşiği ya da terfi süresi değişince burada kendiliğinden değişmez.",
            "Failover's {} s window (PENCERE) is carried by hand from the failover-design lesson; it does not follow a change of that lesson's threshold or promotion time.",
            fmt_num(p.window_s, 0, lang)
        ),
    });
    notes.push(Note {
        on: NoteOn::Row("two-days", 3),
        text: t(
            lang,
            "Oran, reddedilen bir yazmanın taşıyıcı tarafından yeniden gönderileceğini varsayar; model bunu göstermez. \"Reddetmek kaybetmekten iyidir\" kararı bu varsayıma dayanır.",
            "The ratio assumes the carrier resends a refused write; the model does not show it. The choice \"refusing beats losing\" rests on that assumption.",
        ),
    });
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn the_course_numbers_come_out_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert!((fact(&v, "fits_30") - 0.94).abs() < 0.005);
        assert!((fact(&v, "share_monthly_30") - 69.44).abs() < 0.005);
        assert!(fact(&v, "share_failure_30") > 100.0);
        assert_eq!(fact(&v, "target_fits_option"), 1.0);
        assert_eq!(fact(&v, "rto_option"), 0.0);
        assert!((fact(&v, "ratio") - 8.0).abs() < 1e-9);
    }

    #[test]
    fn a_five_minute_target_is_held_by_failover_alone() {
        let p = Params { rto_min: 5.0, ..Params::default() };
        let v = view_of(&MODEL, &p, Lang::En);
        assert_eq!(fact(&v, "rto_option"), 1.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::run_at;
    use sim_core::params::Params as _;

    #[test]
    fn the_static_view_holds_each_recovery_s_minutes_against_the_rto_and_the_requests_it_loses() {
        for (key, value) in [("rto_min", 30.0), ("rto_min", 2.0), ("restore_min", 5.0), ("window_s", 120.0)] {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert!(f.is_static() && f.scenes.len() == 2, "{key}={value}");
            for (s, r) in f.scenes.iter().zip([&o.failover, &o.manual]) {
                let rec = s.node("recovery").unwrap();
                assert!((rec.level(0) - r.minutes).abs() < 1e-3, "{key}={value}");
                assert_eq!(rec.capacity as f64, p.rto_min);
                assert_eq!(rec.state.at(0) == Some(State::Ok), r.within_rto, "{key}={value}");
                // The requests lost while it lasts: as the RTO table counts them for a recovery
                // of that length (its target row: minutes × 60 × the edge's peak).
                let lost = s.links.iter().find(|l| l.from == "edge").unwrap().failed.at(0);
                assert_eq!(lost, js_round(r.minutes * 60.0 * p.peak_edge));
                assert_eq!(s.node("primary").unwrap().state.at(0), Some(State::Failed));
            }
        }
        // A 5-minute target: failover (its 8 s window) fits, a manual recovery (10 min) does not.
        let mut p = Params::default();
        p.set("rto_min", 5.0).unwrap();
        let o = sim_core::hedef::butce::run(&p);
        assert!(o.failover.within_rto && !o.manual.within_rto);
    }
}
