//! Extra lab 2 (page 22), `ek/sona-erme`: expiries per second of many keys with TTL jitter
//! (a histogram and a jitter sweep with a 20-seed spread), and one hot key under naive
//! recomputation, a lock and early refresh (recomputations running at once over time, the
//! early refresh's lead times), and the frames of the hot key second by second under each mode.

use crate::texts::l22::sona_erme::{charts, columns, tables, FRAMES};
use sim_core::ek::sona_erme::{
    hot_part, keys_part, run_with, Hot, Keys, Mode, Output, Params, Spread, UnitBug, ENSEMBLE,
};
use sim_core::Lang;

use crate::memo::Recent;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};

/// The hot key's half reads neither the key count nor the jitter: dragging those reruns only
/// the expiries.
fn hot_key(p: &Params) -> Params {
    let d = Params::default();
    Params { keys: d.keys, jitter: d.jitter, ..p.clone() }
}

/// The many keys' offsets and the jitter sweep read only the key count, the TTL and the seed:
/// dragging the jitter only bins the keys again.
fn keys_key(p: &Params) -> Params {
    let d = Params::default();
    Params { keys: p.keys, ttl: p.ttl, seed: p.seed, ..d }
}

thread_local! {
    static HOT: Recent<Params, Hot> = const { Recent::new(4) };
    static KEYS: Recent<Params, Keys> = const { Recent::new(2) };
}

/// The model's run, keeping the last few halves (the registry runs this one).
pub fn run(p: &Params) -> Output {
    let keys = KEYS.with(|c| c.get_or(keys_key(p), keys_part));
    run_with(p, &keys, |p| (*HOT.with(|c| c.get_or(hot_key(p), hot_part))).clone())
}

use crate::columns::Columns;
use lessons::jsfmt::{to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, ratio, t, Chart, Fact, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `ek/sona-erme`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(run, transcript, view);

fn spread_line(s: &Spread) -> String {
    format!("{} / {} / {}", tr_locale(s.min), tr_locale(s.median), tr_locale(s.max))
}

/// The lab's table, in the course's plain-text style.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "1) cok anahtar: {} anahtar ayni anda yazildi, TTL {} sn, tohum {}\n",
        tr_locale(p.keys as f64),
        p.ttl,
        p.seed
    );
    s += &Columns::of(columns::JITTER).table(&o.sweep, |&(pct, peak)| {
        vec![tr_locale(pct), to_fixed(p.jitter_ms(pct) as f64 / 1000.0, 1), tr_locale(peak as f64)]
    });
    s += &format!(
        "secilen sapma %{} (+-{} sn): en yogun saniye {}, ortalama {}/sn\n",
        tr_locale(p.jitter),
        to_fixed(p.jitter_ms(p.jitter) as f64 / 1000.0, 1),
        tr_locale(o.expiries.peak as f64),
        to_fixed(p.keys as f64 / o.expiries.per_second.len() as f64, 1)
    );
    s += &format!(
        "{} tohumda en yogun saniye (en az / ortanca / en cok): {}, ortalama {}\n",
        ENSEMBLE,
        spread_line(&o.peak_spread),
        to_fixed(o.peak_spread.mean, 1)
    );
    s += &format!(
        "\n2) sicak anahtar: {} istek/sn, hesap {} sn, BETA {}, TTL {} sn, {} sn\n",
        p.rate,
        tr_locale(p.recompute),
        tr_locale(p.beta),
        p.ttl,
        tr_locale(p.duration as f64)
    );
    s += &format!("birim hatasi: {}\n", p.unit_bug.name());
    s += &Columns::of(columns::HOT_KEY).table(&o.runs, |r| {
        vec![
            r.mode.name().to_string(),
            tr_locale(r.requests as f64),
            tr_locale(r.misses as f64),
            tr_locale(r.early as f64),
            tr_locale(r.recomputations as f64),
            tr_locale(r.peak as f64),
        ]
    });
    s += &format!("XFetch {} tohumda (en az / ortanca / en cok):\n", ENSEMBLE);
    s += &format!("  yeniden hesap {}\n", spread_line(&o.early_recomputations));
    s += &format!("  en cok ayni anda {}\n", spread_line(&o.early_peak));
    s += &format!("  iskalayan {}\n", spread_line(&o.early_misses));
    let leads = &o.run(Mode::Early).leads;
    s += &match median(leads) {
        Some(m) => format!("erken yenilemenin ortanca onculugu: {} sn\n", to_fixed(m, 3)),
        None => "erken yenileme yok\n".to_string(),
    };
    s
}

fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    Some(v[(v.len() - 1) / 2])
}

fn mode_color(m: Mode) -> (&'static str, &'static str) {
    match m {
        Mode::Naive => (palette::VERMILLION, "solid"),
        Mode::Lock => (palette::ORANGE, "dash"),
        Mode::Early => (palette::BLUE, "dot"),
    }
}

fn sweep_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::SWEEP,
        lang,
        o.sweep
            .iter()
            .map(|&(pct, peak)| {
                vec![
                    fmt_num(pct, 0, lang),
                    fmt_num(p.jitter_ms(pct) as f64 / 1000.0, 1, lang),
                    fmt_num(peak as f64, 0, lang),
                ]
            })
            .collect(),
    )
    .highlight(o.sweep.iter().map(|&(pct, _)| pct == p.jitter).collect())
}

fn hot_table(o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::HOT,
        lang,
        o.runs
            .iter()
            .map(|r| {
                vec![
                    r.mode.label().get(lang).to_string(),
                    fmt_num(r.requests as f64, 0, lang),
                    fmt_num(r.misses as f64, 0, lang),
                    fmt_num(r.early as f64, 0, lang),
                    fmt_num(r.recomputations as f64, 0, lang),
                    fmt_num(r.peak as f64, 0, lang),
                ]
            })
            .collect(),
    )
    .highlight(o.runs.iter().map(|r| r.mode == Mode::Early).collect())
}

fn ensemble_table(o: &Output, lang: Lang) -> Table {
    let row = |name: String, s: &Spread| {
        vec![
            name,
            fmt_num(s.min, 0, lang),
            fmt_num(s.median, 0, lang),
            fmt_num(s.max, 0, lang),
            fmt_num(s.mean, 1, lang),
        ]
    };
    Table::of(
        &tables::ENSEMBLE,
        lang,
        vec![
            row(t(lang, "en yoğun saniyede dolan anahtar", "keys expiring in the busiest second"), &o.peak_spread),
            row(t(lang, "XFetch yeniden hesap", "XFetch recomputations"), &o.early_recomputations),
            row(t(lang, "XFetch en çok aynı anda", "XFetch most at once"), &o.early_peak),
            row(t(lang, "XFetch ıskalayan istek", "XFetch misses"), &o.early_misses),
        ],
    )
    .with_caption(t!(lang, "{} tohumda: şans mı, kural mı?", "Over {} seeds: luck or rule?", ENSEMBLE))
    .highlight(vec![false, false, false, true])
}

fn histogram_chart(o: &Output, lang: Lang) -> Chart {
    let e = &o.expiries;
    let mut c = Chart::of(&charts::EXPIRIES, lang);
    let xs: Vec<f64> = (0..e.per_second.len()).map(|i| (e.first_second + i as u64) as f64).collect();
    c.traces.push(Trace::bar(
        t(lang, "dolan anahtar / s", "keys expiring / s"),
        Xs::Num(xs),
        e.per_second.iter().map(|&v| v as f64).collect(),
        palette::BLUE,
    ));
    c.lines.push((o.peak_spread.mean, t!(lang, "{} tohumda ortalama zirve", "mean peak over {} seeds", ENSEMBLE)));
    c
}

fn sweep_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::SWEEP, lang);
    c.traces.push(Trace::line(
        t(lang, "en yoğun saniye", "busiest second"),
        Xs::Num(o.sweep.iter().map(|s| s.0).collect()),
        o.sweep.iter().map(|s| s.1 as f64).collect(),
        palette::BLUE,
    ));
    c
}

fn concurrency_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::CONCURRENT, lang);
    c.wide = true;
    let xs: Vec<f64> = (0..p.duration).map(|s| s as f64).collect();
    for r in &o.runs {
        let (color, dash) = mode_color(r.mode);
        c.traces.push(
            Trace::step(
                r.mode.label().get(lang),
                Xs::Num(xs.clone()),
                r.concurrent.iter().map(|&v| v as f64).collect(),
                color,
            )
            .dash(dash),
        );
    }
    c.marker = Some((p.ttl as f64, t(lang, "ilk sona erme", "first expiry")));
    c
}

fn lead_chart(o: &Output, lang: Lang) -> Chart {
    let leads = &o.run(Mode::Early).leads;
    let mut c = Chart::of(&charts::LEADS, lang);
    let top = leads.iter().fold(0.0f64, |a, &b| a.max(b)).ceil() as usize;
    let bins = top.clamp(1, 400);
    let mut counts = vec![0.0; bins];
    for &l in leads {
        counts[(l as usize).min(bins - 1)] += 1.0;
    }
    c.traces.push(Trace::bar(
        t(lang, "erken yenileme", "early refreshes"),
        Xs::Num((0..bins).map(|i| i as f64 + 0.5).collect()),
        counts,
        palette::BLUE,
    ));
    c
}

/// The second of the hot key's first expiry, and the second its naive herd has finished (the
/// expiry plus the recomputation time, rounded up), both inside the run.
fn first_expiry(p: &Params) -> (usize, usize) {
    let last = (p.duration as usize).saturating_sub(1);
    let at = (p.ttl as usize).min(last);
    (at, (at + p.recompute.ceil().max(0.0) as usize).min(last))
}

/// The recomputation's source by how many recomputations run at once: none, one, or a herd.
fn origin_state(n: u32) -> State {
    match n {
        0 => State::Idle,
        1 => State::Ok,
        _ => State::Saturated,
    }
}

/// The hot key second by second (the concurrency chart's seconds), one scene per mode: the
/// requests at the cache (served, or finding the value expired), and the recomputations running
/// at once against the source.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.runs.iter().map(|r| r.concurrent.len().min(r.misses_per_s.len())).min().unwrap_or(0);
    let (at, done) = first_expiry(p);
    let marks: Vec<Vec<(usize, String)>> = o
        .runs
        .iter()
        .map(|r| {
            let mut m =
                vec![(at, t(lang, "sıcak anahtar ilk kez sona erer", "the hot key expires for the first time"))];
            if let Some(i) = (0..n).find(|&i| r.concurrent[i] == r.peak && r.peak > 0) {
                m.push((i, t(lang, "en çok eşzamanlı yeniden hesap", "the most recomputations at once")));
            }
            m
        })
        .collect();
    // Every active second is kept (a recomputation lasts seconds in an hour-long run), unless
    // the run is busy throughout (early refresh on most requests): then it is sampled evenly.
    let mut keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).collect();
    keep.extend([at, done]);
    let active: Vec<usize> =
        (0..n).filter(|&i| o.runs.iter().any(|r| r.concurrent[i] > 0 || r.misses_per_s[i] > 0)).collect();
    if active.len() <= lessons::frames::MAX_FRAMES / 2 {
        keep.extend(active);
    }
    keep.sort_unstable();
    keep.dedup();
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "saniye", "second"));
    f.charts = vec!["concurrent"];
    f.set_texts(&FRAMES, lang);
    let widest = o.runs.iter().map(|r| r.peak).max().unwrap_or(1).max(1) as f64;
    for (r, marks) in o.runs.iter().zip(marks) {
        let mut s = Scene::new(r.mode.label().get(lang));
        s.nodes.push(NodeTrack::new("requests", StateTrack::constant(State::Ok)).note(t!(
            lang,
            "saniyede {}",
            "{} a second",
            p.rate
        )));
        s.nodes.push(NodeTrack::new(
            "cache",
            picks.states(|i| if r.misses_per_s[i] > 0 { State::Missing } else { State::Fresh }),
        ));
        s.nodes.push(
            NodeTrack::new("origin", picks.states(|i| origin_state(r.concurrent[i])))
                .gauge(widest, vec![(0, picks.track(|i| r.concurrent[i] as f64))]),
        );
        s.links.push(
            LinkTrack::new("requests", "cache", picks.track(|i| (p.rate - r.misses_per_s[i].min(p.rate)) as f64))
                .failed(picks.track(|i| r.misses_per_s[i] as f64)),
        );
        s.links.push(LinkTrack::new("cache", "origin", picks.track(|i| r.concurrent[i] as f64)));
        for (i, text) in marks {
            s.event(i as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = Fact::new;
    let (n, l, e) = (o.run(Mode::Naive), o.run(Mode::Lock), o.run(Mode::Early));
    let expiries_in_run = ratio(n.recomputations as f64, n.peak as f64);
    let lead = median(&e.leads).unwrap_or(0.0);
    // The busiest second for a prediction: 0 most keys (over half), 1 from 300 up, 2 fewer.
    let peak = o.expiries.peak as f64;
    let peak_bucket = if peak * 2.0 > p.keys as f64 {
        0.0
    } else if peak >= 300.0 {
        1.0
    } else {
        2.0
    };
    // XFetch's recomputations: 0 close to naive (over half), 1 between lock and 10× lock, 2 none.
    let early_bucket = if e.recomputations == 0 {
        2.0
    } else if e.recomputations * 2 > n.recomputations {
        0.0
    } else {
        1.0
    };
    // Misses under early refresh against naive: 0 none or nearly (under 5 %), 1 about as many.
    let miss_option = if (e.misses as f64) < 0.05 * n.misses as f64 { 0.0 } else { 1.0 };
    // Recomputations against naive: 0 fewer, 1 about the same, 2 far more (over 5×).
    let rec_option = if e.recomputations as f64 > 5.0 * n.recomputations as f64 {
        2.0
    } else if (e.recomputations as f64) < 0.5 * n.recomputations as f64 {
        0.0
    } else {
        1.0
    };
    // The step in time: the hot key's first expiry and the second the naive herd is over, and
    // the recomputations running at once at the expiry, naive and early.
    let (at, done) = first_expiry(p);
    let at_expiry = |m: Mode| o.run(m).concurrent.get(at).copied().unwrap_or(0) as f64;
    let facts = vec![
        f("first_expiry_s", at as f64, 0),
        f("herd_done_s", done as f64, 0),
        f("naive_at_expiry", at_expiry(Mode::Naive), 0),
        f("early_at_expiry", at_expiry(Mode::Early), 0),
        f("keys", p.keys as f64, 0),
        f("delta", p.recompute, 1),
        f("peak", peak, 0),
        f("peak_bucket", peak_bucket, 0),
        f("peak_min", o.peak_spread.min, 0),
        f("peak_median", o.peak_spread.median, 0),
        f("peak_max", o.peak_spread.max, 0),
        f("jitter_s", p.jitter_ms(p.jitter) as f64 / 1000.0, 1),
        f("jitter_pct", p.jitter, 0),
        f("seeds", ENSEMBLE as f64, 0),
        f("spread_seconds", o.expiries.per_second.len() as f64, 0),
        f("mean_per_second", ratio(p.keys as f64, o.expiries.per_second.len() as f64), 0),
        f("naive_recomputations", n.recomputations as f64, 0),
        f("naive_peak", n.peak as f64, 0),
        f("naive_misses", n.misses as f64, 0),
        f("lock_recomputations", l.recomputations as f64, 0),
        f("lock_misses", l.misses as f64, 0),
        f("expiries", expiries_in_run, 0),
        f("early_recomputations", e.recomputations as f64, 0),
        f("early_peak", e.peak as f64, 0),
        f("early_misses", e.misses as f64, 0),
        f("early_refreshes", e.early as f64, 0),
        f("early_bucket", early_bucket, 0),
        f("miss_option", miss_option, 0),
        f("rec_option", rec_option, 0),
        f("early_rec_min", o.early_recomputations.min, 0),
        f("early_rec_max", o.early_recomputations.max, 0),
        f("early_miss_max", o.early_misses.max, 0),
        f("early_peak_max", o.early_peak.max, 0),
        f("median_lead", lead, 1),
        f("median_lead_ms", lead * 1000.0, 0),
        f("per_request_share", ratio(e.recomputations as f64 * 100.0, e.requests as f64), 1),
    ];
    let bug = match p.unit_bug {
        UnitBug::None => t(lang, "", ""),
        _ => t(lang, " (birim hatası açık)", " (unit bug on)"),
    };
    let count = |x: f64| fmt_num(x, 0, lang);
    let (keys, peak) = (count(p.keys as f64), count(peak));
    let (naive, lock) = (count(n.recomputations as f64), count(l.recomputations as f64));
    let (xfetch, misses) = (count(e.recomputations as f64), count(e.misses as f64));
    let summary = t!(
        lang,
        "{keys} anahtarın en yoğun saniyesinde {peak} anahtar doluyor; sıcak anahtarda saf yeniden hesap {naive}, kilit {lock}, XFetch{bug} {xfetch} kez hesaplıyor ve XFetch'te {misses} istek ıskalıyor.",
        "In the busiest second {peak} of {keys} keys expire; on the hot key naive recomputation computes {naive} times, the lock {lock}, XFetch{bug} {xfetch}, and {misses} requests miss under XFetch."
    );
    let charts =
        vec![histogram_chart(o, lang), sweep_chart(o, lang), concurrency_chart(p, o, lang), lead_chart(o, lang)];
    let tables = vec![sweep_table(p, o, lang), hot_table(o, lang), ensemble_table(o, lang)];
    View::new(tables, charts, facts, Vec::new(), summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod memo_tests {
    use super::*;

    #[test]
    fn the_hot_cache_key_leaves_out_exactly_the_keys_and_the_jitter() {
        crate::memo::assert_key_ignores_exactly(hot_key, &Hot::IGNORED);
    }

    #[test]
    fn the_keys_cache_key_leaves_out_exactly_what_the_keys_half_ignores() {
        crate::memo::assert_key_ignores_exactly(keys_key, &Keys::IGNORED);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let p = Params { duration: 60, ..Params::default() };
        let changes = [("jitter", 0.0), ("jitter", 20.0), ("keys", 3000.0), ("jitter", 7.0)];
        crate::memo::assert_runs_as(run, sim_core::ek::sona_erme::run, p, &changes);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at};

    #[test]
    fn the_frames_are_the_charted_recomputations_at_once_and_the_misses_of_each_mode() {
        for (key, value) in [("ttl", 300.0), ("recompute", 10.0), ("unit_bug", 1.0), ("duration", 600.0)] {
            let (_, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let c = chart(&v, "concurrent");
            assert_eq!(f.scenes.len(), 3);
            for (k, scene) in f.scenes.iter().enumerate() {
                let origin = scene.node("origin").unwrap();
                let to_cache = &scene.links[0];
                let mut seen = 0.0;
                for (i, &round) in f.rounds.iter().enumerate() {
                    let s = round as usize;
                    assert_eq!(origin.level(i), c.traces[k].y[s], "{key}={value} mode {k} at {s}");
                    seen += to_cache.failed.at(i);
                }
                // Every second with a miss is a frame: the frames hold all of the run's misses.
                assert_eq!(seen, o.runs[k].misses as f64, "{key}={value} mode {k}");
            }
        }
    }

    #[test]
    fn the_step_opens_at_the_first_expiry_where_the_naive_herd_runs_and_early_refresh_does_not() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, done) = (fact(&v, "first_expiry_s"), fact(&v, "herd_done_s"));
        assert!(open < done);
        for r in [open, done] {
            assert_eq!(f.rounds[f.frame_of(r as u32).unwrap()], r as u32);
        }
        let i = f.frame_of(open as u32).unwrap();
        assert_eq!(f.scenes[0].node("origin").unwrap().state.at(i), Some(State::Saturated));
        assert_eq!(f.scenes[0].node("cache").unwrap().state.at(i), Some(State::Missing));
        assert_eq!(f.scenes[2].node("cache").unwrap().state.at(i), Some(State::Fresh));
        assert!(fact(&v, "early_at_expiry") < fact(&v, "naive_at_expiry"));
    }
}
