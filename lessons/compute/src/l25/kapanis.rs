//! Extra lab 5 (page 25), `ek/kapanis`: a rolling deploy's shutdown under four variants, the
//! phases of each terminating pod, errors and retries over time, the seed ensemble, and the
//! frames of the deploy second by second under each variant.

use crate::texts::l25::kapanis::{charts, columns, tables, FRAMES};
use sim_core::ek::kapanis::{kill_after_s, variants, Exit, Output, Params, Run, Spread, ENSEMBLE, MIN_GRACE_S};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, pad_end, to_fixed};
use lessons::view::{fmt_num, palette, ratio, t, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `ek/kapanis`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::ek::kapanis::run, transcript, view);

fn exit_code(e: Exit) -> &'static str {
    match e {
        Exit::Drained => "bosaldi",
        Exit::Timeout => "zaman asimi",
        Exit::Killed => "SIGKILL",
    }
}

fn exit_name(e: Exit, lang: Lang) -> String {
    match e {
        Exit::Drained => t(lang, "boşaldı", "drained"),
        Exit::Timeout => t(lang, "zaman aşımı", "shutdown timeout"),
        Exit::Killed => "SIGKILL".to_string(),
    }
}

fn spread(s: &Spread) -> String {
    format!("{}/{}/{}", js_string(s.min), js_string(s.median), js_string(s.max))
}

fn secs(ms: f64) -> String {
    to_fixed(ms / 1000.0, 1)
}

/// The lab's golden table.
pub fn transcript(p: &Params, o: &Output) -> String {
    let vs = variants(p);
    let mut s = format!(
        "ayar: {} pod, {} istek/sn, ortalama istek {} ms, D {} sn, P {} sn, kapanis zaman asimi {} sn, G {} sn, \
         pod arasi {} sn, tohum {}\n\n",
        p.pods,
        js_string(p.rate),
        p.duration_ms,
        js_string(p.lag_s),
        js_string(p.prestop_s),
        js_string(p.drain_s),
        js_string(p.grace_s),
        js_string(p.every_s),
        p.seed
    );
    s += &Columns::of(columns::VARIANTS).table(vs.iter().zip(&o.runs), |((name, q), r)| {
        let c = &r.counts;
        vec![
            name.to_string(),
            js_string(q.lag_s),
            js_string(q.prestop_s),
            js_string(q.grace_s),
            c.requests.to_string(),
            c.refused.to_string(),
            c.cut_by_timeout.to_string(),
            c.killed.to_string(),
            c.errors().to_string(),
            c.retries.to_string(),
            c.peak_retries.to_string(),
        ]
    });
    s += "\nayar, pod pod (sn):\n";
    s += &Columns::of(columns::PODS).table(o.runs[0].pods.iter().enumerate(), |(k, pod)| {
        vec![
            (k + 1).to_string(),
            secs(pod.deleted_ms),
            secs(pod.unrouted_ms),
            secs(pod.sigterm_ms),
            secs(pod.exit_ms),
            secs(pod.kill_ms),
            exit_code(pod.exit).to_string(),
            pod.requests.to_string(),
            pod.errors.to_string(),
        ]
    });
    s += &format!("\n{} tohum, deploy basina hata (min/medyan/maks, hatali tohum):\n", ENSEMBLE);
    for (i, (name, _)) in vs.iter().enumerate() {
        s += &format!("  {}{} ({}/{})\n", pad_end(name, 22), spread(&o.ensemble[i]), o.seeds_with_errors[i], ENSEMBLE);
    }
    s
}

fn variant_name(i: usize, lang: Lang) -> String {
    match i {
        0 => t(lang, "ayarınız", "your settings"),
        1 => t(lang, "preStop yok (P = 0)", "no preStop (P = 0)"),
        2 => t(lang, "G = P (yalnız kubelet'in tabanı)", "G = P (only the kubelet's floor)"),
        _ => t(lang, "D iki katı", "D doubled"),
    }
}

fn variant_names(lang: Lang) -> Vec<String> {
    (0..4).map(|i| variant_name(i, lang)).collect()
}

/// One phase's line: name, colour, dash, then its segments' x and y (NaN between pods).
type Phase = (String, &'static str, &'static str, Vec<f64>, Vec<f64>);

/// Per-pod phases after each pod's deletion: one line per phase, pods on the y axis.
fn pod_timeline(p: &Params, r: &Run, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::POD_TIMELINE, lang);
    // (name, colour, dash, xs, ys): segments per pod, seconds since its deletion.
    let mut phases: Vec<Phase> = vec![
        (
            t(lang, "trafik alıyor, hizmet veriyor", "routed and serving"),
            palette::BLUE,
            "solid",
            Vec::new(),
            Vec::new(),
        ),
        (
            t(lang, "listede değil, preStop bekliyor", "off the list, preStop waiting"),
            palette::GREEN,
            "solid",
            Vec::new(),
            Vec::new(),
        ),
        (
            t(lang, "trafik alıyor ama reddediyor", "routed but refusing"),
            palette::VERMILLION,
            "dash",
            Vec::new(),
            Vec::new(),
        ),
        (t(lang, "SIGTERM sonrası boşaltma", "draining after SIGTERM"), palette::ORANGE, "dot", Vec::new(), Vec::new()),
        (
            t(lang, "boşaltırken SIGKILL ile öldü", "draining, then killed by SIGKILL"),
            palette::BLACK,
            "dashdot",
            Vec::new(),
            Vec::new(),
        ),
    ];
    for (k, pod) in r.pods.iter().enumerate() {
        let rel = |x: f64| (x - pod.deleted_ms) / 1000.0;
        let (d, term, exit) = (rel(pod.unrouted_ms), rel(pod.sigterm_ms), rel(pod.exit_ms));
        let y = (k + 1) as f64;
        let segs = [(0.0, d.min(term)), (d, term), (term, d), (term, exit)];
        for (i, &(a, b)) in segs.iter().enumerate() {
            let i = if i == 3 && pod.exit == Exit::Killed { 4 } else { i };
            if b > a {
                phases[i].3.extend([a, b, f64::NAN]);
                phases[i].4.extend([y, y, f64::NAN]);
            }
        }
    }
    c.traces = phases
        .into_iter()
        .map(|(name, color, dash, xs, ys)| Trace::line(name, Xs::Num(xs), ys, color).dash(dash))
        .collect();
    c.bands = vec![Band { from: 0.0, to: p.lag_s, color: "rgba(86,180,233,0.15)" }];
    c.marker = Some((kill_after_s(p), "SIGKILL".to_string()));
    c.y_range = Some((0.5, r.pods.len() as f64 + 0.5));
    c.wide = true;
    c
}

/// The pod terminating at second `s` (the latest deleted at or before it that has not exited).
fn leaving(r: &Run, s: usize) -> Option<(usize, &sim_core::ek::kapanis::PodTimeline)> {
    let ms = s as f64 * 1000.0;
    r.pods.iter().enumerate().rev().find(|(_, x)| x.deleted_ms <= ms && ms < x.exit_ms.max(x.deleted_ms + 1.0))
}

/// The terminating pod's phase at second `s`: routed and serving, off the list waiting in its
/// preStop, routed but refusing, draining, or killed in that second; idle between pods.
fn leaving_state(r: &Run, s: usize) -> State {
    let Some((_, x)) = leaving(r, s) else { return State::Idle };
    let ms = s as f64 * 1000.0;
    let (off, term) = (ms >= x.unrouted_ms, ms >= x.sigterm_ms);
    match (off, term) {
        (false, false) => State::Ok,
        (true, false) => State::Paused,
        (false, true) => State::Refusing,
        (true, true) if x.exit == Exit::Killed && ms + 1000.0 > x.exit_ms => State::Failed,
        (true, true) => State::Busy,
    }
}

/// The rounds worth a mark in one variant's deploy: each pod's deletion, its leaving the
/// balancer's list, its SIGTERM and its exit (how it ended).
fn events(r: &Run, lang: Lang) -> Vec<(usize, String)> {
    let last = r.per_second.len().saturating_sub(1);
    let sec = |ms: f64| ((ms / 1000.0) as usize).min(last);
    let mut out = Vec::new();
    for (k, x) in r.pods.iter().enumerate() {
        let n = k + 1;
        out.push((sec(x.deleted_ms), t!(lang, "pod {n} silindi", "pod {n} is deleted")));
        out.push((
            sec(x.unrouted_ms),
            t!(lang, "pod {n} dengeleyicinin listesinden çıktı", "pod {n} leaves the balancer's list"),
        ));
        out.push((
            sec(x.sigterm_ms),
            t!(lang, "pod {n}: SIGTERM, yeni bağlantı almaz", "pod {n}: SIGTERM, no new connections"),
        ));
        out.push((sec(x.exit_ms), t!(lang, "pod {n} çıktı: {}", "pod {n} exits: {}", exit_name(x.exit, lang))));
    }
    out
}

/// The deploy second by second (the errors chart's seconds), one scene per variant: the
/// balancer's requests to the terminating pod (served, refused, cut) and the retries it pushes
/// onto the other pods.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let marks: Vec<Vec<(usize, String)>> = o.runs.iter().map(|r| events(r, lang)).collect();
    let n = o.runs.iter().map(|r| r.per_second.len()).min().unwrap_or(0);
    let picks = Picks::marked(n, &marks);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "saniye", "second"));
    f.charts = vec!["errors-timeline"];
    f.set_texts(&FRAMES, lang);
    for (i, (r, marks)) in o.runs.iter().zip(marks).enumerate() {
        let mut s = Scene::new(variant_name(i, lang));
        s.nodes.push(NodeTrack::new("balancer", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("leaving", picks.states(|k| leaving_state(r, k))).note(format!(
            "{} {} · P {} s",
            fmt_num(p.pods as f64, 0, lang),
            t(lang, "pod, birer birer", "pods, one at a time"),
            fmt_num(variants(p)[i].1.prestop_s, 1, lang)
        )));
        s.nodes.push(NodeTrack::new(
            "others",
            picks.states(|k| if r.per_second[k].2 > 0 { State::Busy } else { State::Ok }),
        ));
        let x = &r.per_second;
        s.links.push(
            LinkTrack::new("balancer", "leaving", picks.track(|k| (r.routed_per_second[k] - x[k].0) as f64))
                .refused(picks.track(|k| x[k].0 as f64))
                .failed(picks.track(|k| x[k].1 as f64)),
        );
        s.links.push(
            LinkTrack::new("leaving", "others", picks.track(|k| x[k].2 as f64))
                .pattern("×1", picks.states(|k| if x[k].2 > 0 { State::Busy } else { State::Idle })),
        );
        for (k, text) in marks {
            s.event(k as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

fn errors_timeline(o: &Output, lang: Lang) -> Chart {
    let r = &o.runs[0];
    let xs: Vec<f64> = (0..r.per_second.len()).map(|s| s as f64).collect();
    let mut c = Chart::of(&charts::ERRORS_TIMELINE, lang);
    c.traces = Trace::bars(
        Xs::Num(xs.clone()),
        [
            (
                t!(lang, "{}: reddedilen", "{}: refused", variant_name(0, lang)),
                r.per_second.iter().map(|x| x.0 as f64).collect(),
                palette::VERMILLION,
            ),
            (
                t!(lang, "{}: yarıda kesilen", "{}: cut mid-flight", variant_name(0, lang)),
                r.per_second.iter().map(|x| x.1 as f64).collect(),
                palette::ORANGE,
            ),
        ],
    );
    let dashes = ["solid", "dash", "dot", "dashdot"];
    let colors = [palette::BLUE, palette::PURPLE, palette::GREY, palette::SKY];
    for (i, run) in o.runs.iter().enumerate() {
        c.traces.push(
            Trace::step(
                t!(lang, "{}: yeniden deneme", "{}: retries", variant_name(i, lang)),
                Xs::Num(xs.clone()),
                run.per_second.iter().map(|x| x.2 as f64).collect(),
                colors[i],
            )
            .dash(dashes[i]),
        );
    }
    c.bar_mode = BarMode::Stack;
    c.wide = true;
    c
}

fn outcomes(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::OUTCOMES, lang);
    let col = |f: fn(&Run) -> u32| o.runs.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(variant_names(lang)),
        [
            (t(lang, "reddedilen", "refused"), col(|r| r.counts.refused), palette::VERMILLION),
            (
                t(lang, "zaman aşımıyla kesilen", "cut by the shutdown timeout"),
                col(|r| r.counts.cut_by_timeout),
                palette::ORANGE,
            ),
            (t(lang, "SIGKILL ile öldürülen", "killed by SIGKILL"), col(|r| r.counts.killed), palette::BLACK),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c
}

fn ensemble_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::ENSEMBLE, lang).with_title(t!(
        lang,
        "{} tohumda deploy başına hata",
        "{} seeds: errors per deploy",
        ENSEMBLE
    ));
    let spreads = [
        (t(lang, "en az", "min"), palette::SKY, 0),
        (t(lang, "medyan", "median"), palette::BLUE, 1),
        (t(lang, "en çok", "max"), palette::VERMILLION, 2),
    ];
    c.traces = spreads
        .into_iter()
        .map(|(name, color, i)| {
            let ys = o.ensemble.iter().map(|s| [s.min, s.median, s.max][i]).collect();
            Trace::bar(name, Xs::Cat(variant_names(lang)), ys, color)
        })
        .collect();
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let vs = variants(p);
    let secs_num = |x: f64| fmt_num(x, 1, lang);
    let rows = vs
        .iter()
        .zip(&o.runs)
        .enumerate()
        .map(|(i, ((_, q), r))| {
            let c = &r.counts;
            vec![
                variant_name(i, lang),
                secs_num(q.lag_s),
                secs_num(q.prestop_s),
                secs_num(q.grace_s),
                c.requests.to_string(),
                c.refused.to_string(),
                c.cut_by_timeout.to_string(),
                c.killed.to_string(),
                c.errors().to_string(),
                c.peak_retries.to_string(),
            ]
        })
        .collect();
    let table = Table::of(&tables::VARIANTS, lang, rows).highlight(vec![true, false, false, false]);
    let r0 = &o.runs[0];
    let pods = Table::of(
        &tables::PODS,
        lang,
        r0.pods
            .iter()
            .enumerate()
            .map(|(k, x)| {
                vec![
                    (k + 1).to_string(),
                    secs_num(x.deleted_ms / 1000.0),
                    secs_num(x.unrouted_ms / 1000.0),
                    secs_num(x.sigterm_ms / 1000.0),
                    secs_num(x.exit_ms / 1000.0),
                    secs_num(x.kill_ms / 1000.0),
                    exit_name(x.exit, lang),
                    x.requests.to_string(),
                    x.errors.to_string(),
                ]
            })
            .collect(),
    )
    .highlight(r0.pods.iter().map(|x| x.errors > 0).collect());
    let ensemble = Table::of(
        &tables::ENSEMBLE,
        lang,
        o.ensemble
            .iter()
            .enumerate()
            .map(|(i, s)| {
                vec![
                    variant_name(i, lang),
                    fmt_num(s.min, 0, lang),
                    fmt_num(s.median, 0, lang),
                    fmt_num(s.max, 0, lang),
                    format!("{} / {}", o.seeds_with_errors[i], ENSEMBLE),
                ]
            })
            .collect(),
    )
    .with_caption(format!(
        "{} {}",
        ENSEMBLE,
        t(lang, "tohum: deploy başına hata (en az / medyan / en çok)", "seeds: errors per deploy (min / median / max)")
    ))
    .highlight(vec![true, false, false, false]);
    let charts = vec![pod_timeline(p, r0, lang), errors_timeline(o, lang), outcomes(o, lang), ensemble_chart(o, lang)];
    let f = Fact::new;
    let c0 = &r0.counts;
    let yes_no = |b: bool| if b { 0.0 } else { 1.0 };
    let per_pod = p.rate / p.pods as f64;
    // The peak second's retries spread over the other pods, against a pod's normal load.
    let neighbour_pct = |r: &Run| 100.0 * ratio(r.counts.peak_retries as f64 / (p.pods as f64 - 1.0).max(1.0), per_pod);
    let bucket = |x: f64, edges: &[f64]| edges.iter().filter(|&&e| x >= e).count() as f64;
    let exits = |e: Exit| r0.pods.iter().filter(|x| x.exit == e).count() as f64;
    // The step in time, with D doubled: the first and the last second in which it refuses, and
    // how many pods refuse (0: one pod only, 1: more than one).
    let d2 = &o.runs[3];
    let refusing: Vec<usize> = (0..d2.per_second.len()).filter(|&k| d2.per_second[k].0 > 0).collect();
    let d2_pods = d2.pods.iter().filter(|x| x.errors > 0).count();
    let facts = vec![
        f("d2_first_refusal_s", refusing.first().copied().unwrap_or(0) as f64, 0),
        f("d2_last_refusal_s", refusing.last().copied().unwrap_or(0) as f64, 0),
        f("d2_pods_with_errors", d2_pods as f64, 0),
        f("d2_every_pod_option", if d2_pods > 1 { 1.0 } else { 0.0 }, 0),
        f("d2_errors", d2.counts.errors() as f64, 0),
        f("requests", c0.requests as f64, 0),
        f("refused", c0.refused as f64, 0),
        f("cut", c0.cut_by_timeout as f64, 0),
        f("killed", c0.killed as f64, 0),
        f("errors", c0.errors() as f64, 0),
        f("retries", c0.retries as f64, 0),
        f("peak_retries", c0.peak_retries as f64, 0),
        // 0 yes, 1 no (YES_NO).
        f("refused_option", yes_no(c0.refused > 0), 0),
        f("killed_option", yes_no(c0.killed > 0), 0),
        f("errors_option", yes_no(c0.errors() > 0), 0),
        f("pods_drained", exits(Exit::Drained), 0),
        f("pods_timeout", exits(Exit::Timeout), 0),
        f("pods_killed", exits(Exit::Killed), 0),
        f("per_pod_rate", per_pod, 1),
        f("neighbour_pct", neighbour_pct(r0), 0),
        // The peak retry load on each neighbour: 0 under 10 %, 1 10–50 %, 2 half a pod's load or more.
        f("neighbour_bucket", bucket(neighbour_pct(r0), &[10.0, 50.0]), 0),
        f("nop_refused", o.runs[1].counts.refused as f64, 0),
        f("nop_errors", o.runs[1].counts.errors() as f64, 0),
        f("nop_peak_retries", o.runs[1].counts.peak_retries as f64, 0),
        f("nop_neighbour_pct", neighbour_pct(&o.runs[1]), 0),
        f("gp_killed", o.runs[2].counts.killed as f64, 0),
        f("gp_errors", o.runs[2].counts.errors() as f64, 0),
        f("gp_cut", o.runs[2].counts.cut_by_timeout as f64, 0),
        f("d2_refused", o.runs[3].counts.refused as f64, 0),
        f("refusing_s", (p.lag_s - p.prestop_s.min(p.grace_s)).max(0.0), 1),
        f("budget_s", p.prestop_s + p.drain_s, 1),
        // The SIGKILL after the deletion, and the kubelet's floor after SIGTERM.
        f("kill_s", kill_after_s(p), 1),
        f("floor_s", MIN_GRACE_S, 0),
        f("gp_kill_s", kill_after_s(&vs[2].1), 1),
        f("ens_min", o.ensemble[0].min, 0),
        f("ens_median", o.ensemble[0].median, 0),
        f("ens_max", o.ensemble[0].max, 0),
        f("ens_seeds", o.seeds_with_errors[0] as f64, 0),
        // Seeds with errors under your settings: 0 none, 1 some, 2 all.
        f("ens_bucket", bucket(o.seeds_with_errors[0] as f64, &[1.0, ENSEMBLE as f64]), 0),
        f("seeds", ENSEMBLE as f64, 0),
        f("lag_s", p.lag_s, 1),
        f("prestop_s", p.prestop_s, 1),
        f("drain_s", p.drain_s, 1),
        f("grace_s", p.grace_s, 1),
        f("pods", p.pods as f64, 0),
        f("duration_s", p.duration_ms as f64 / 1000.0, 1),
    ];
    let summary = t!(lang, "{} podluk deploy: kapanan podlara gelen {} istekten {} reddedildi, {} zaman aşımıyla kesildi, {} SIGKILL ile öldü; {} yeniden deneme komşu podlara bindi.", "A {}-pod deploy: of {} requests at terminating pods, {} were refused, {} cut by the shutdown timeout and {} killed by SIGKILL; {} retries landed on the neighbours.", p.pods, c0.requests, c0.refused, c0.cut_by_timeout, c0.killed, c0.retries);
    // The article: a G below the sum means SIGKILL and all the care is lost. The kubelet's floor
    // after preStop, and a pod that reaches SIGTERM nearly idle, make it less absolute.
    let gp = &o.runs[2].counts;
    let notes = vec![Note {
        on: NoteOn::Row("variants", 2),
        text: t!(
            lang,
            "Yazıya göre G, preStop ile işlerin bitmesinin toplamından küçükse SIGKILL gelir ve bütün özen boşa gider. Modelde kubelet preStop'un süresini G'den düşer ama kalanı en az {} s'ye tamamlar: SIGKILL silinmeden {} s sonra geliyor; bu tabana sığmayıp ölen istek: {}. Kısa isteklerle pod SIGTERM'e neredeyse boş varır; G sınırı asıl uzun isteklerde acıtır.",
            "The article says that with G below preStop plus the work's end, SIGKILL comes and all the care is lost. In the model the kubelet takes preStop's time out of G but tops the rest up to at least {} s: SIGKILL comes {} s after the deletion; requests killed for not fitting in that floor: {}. With short requests a pod reaches SIGTERM nearly idle; the G limit hurts mostly with long requests.",
            fmt_num(MIN_GRACE_S, 0, lang),
            fmt_num(kill_after_s(&vs[2].1), 1, lang),
            fmt_num(gp.killed as f64, 0, lang)
        ),
    }];
    View::new(vec![table, pods, ensemble], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at};

    #[test]
    fn the_frames_are_the_charted_errors_and_retries_of_every_variant() {
        for (key, value) in [("prestop_s", 5.0), ("prestop_s", 1.0), ("grace_s", 8.0), ("pods", 20.0), ("lag_s", 10.0)]
        {
            let (_, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let c = chart(&v, "errors-timeline");
            assert_eq!(f.scenes.len(), 4);
            for (k, scene) in f.scenes.iter().enumerate() {
                let (to_pod, retries) = (&scene.links[0], &scene.links[1]);
                for (i, &round) in f.rounds.iter().enumerate() {
                    let s = round as usize;
                    assert_eq!(retries.flow.at(i), c.traces[2 + k].y[s], "{key}={value} variant {k} at {s}");
                    if k == 0 {
                        assert_eq!(to_pod.refused.at(i), c.traces[0].y[s]);
                        assert_eq!(to_pod.failed.at(i), c.traces[1].y[s]);
                    }
                    assert_eq!(to_pod.flow.at(i) + to_pod.refused.at(i), o.runs[k].routed_per_second[s] as f64);
                }
            }
        }
    }

    #[test]
    fn the_step_opens_at_the_first_refusal_with_the_lag_doubled_and_every_pod_refuses() {
        let p = Params::default();
        let v = view(&p, &sim_core::ek::kapanis::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, end) = (fact(&v, "d2_first_refusal_s"), fact(&v, "d2_last_refusal_s"));
        assert!(open < end, "{open} {end}");
        let i = f.frame_of(open as u32).unwrap();
        assert_eq!(f.rounds[i], open as u32);
        assert_eq!(f.scenes[3].node("leaving").unwrap().state.at(i), Some(State::Refusing));
        assert_eq!(f.scenes[0].node("leaving").unwrap().state.at(i).map(|s| s == State::Refusing), Some(false));
        assert_eq!(fact(&v, "d2_pods_with_errors"), p.pods as f64);
        assert_eq!(fact(&v, "d2_every_pod_option"), 1.0);
    }
}
