//! Lesson 14, `tatbikat/is`: the course's table of both delivery policies; the jobs by state in
//! each round, the work done per round, and a sweep over the window's length.

use crate::texts::l14::is::{charts, columns, tables, FRAMES};
use sim_core::tatbikat::is::{Output, Params, Policy, RoundJobs, Stats, PLAN_WINDOW, STEPS, WINDOW_SWEEP_MAX};
use sim_core::Lang;

use crate::columns::Columns;

use crate::parts::{named_row, ordering_option, rounds_x};
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::view::{fmt_num, palette, t, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `tatbikat/is`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::tatbikat::is::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let side = STEPS.iter().filter(|(_, y)| *y).count();
    let mut out = format!(
        "{} tur, turda {} is akisi baslar, her akis {} adim ({side} tanesi yan etkili). Devralma {}. turda, pencere {} tur.\n\n",
        p.rounds,
        p.per_round,
        STEPS.len(),
        p.failover_at,
        p.window
    );
    out += &Columns::of(columns::POLICIES).piped().table(Policy::ALL, |pol| {
        let r = &o.by_policy[pol as usize];
        let counts = [r.total, r.completed, r.restarted, r.dropped, r.duplicates, r.half_done];
        named_row(pol.course_name(), &counts)
    });
    out
}

fn policy_name(pol: Policy, lang: Lang) -> &'static str {
    pol.label().get(lang)
}

fn frozen_band(rounds: &[RoundJobs]) -> Vec<Band> {
    let first = rounds.iter().position(|r| r.frozen);
    let last = rounds.iter().rposition(|r| r.frozen);
    match (first, last) {
        (Some(a), Some(b)) => vec![Band { from: a as f64 + 0.5, to: b as f64 + 1.5, color: "rgba(119,119,119,0.25)" }],
        _ => Vec::new(),
    }
}

fn states_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let r = &o.rounds;
    let x = rounds_x(r.len());
    let col = |f: fn(&RoundJobs) -> u64| r.iter().map(|j| f(j) as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::JOB_STATES, lang).with_title(t!(
        lang,
        "İş akışlarının durumu her turun sonunda, {} (gri zemin: devralma penceresi)",
        "The workflows' states at the end of each round, {} (grey shade: the failover window)",
        policy_name(p.policy, lang)
    ));
    c.traces = Trace::bars(
        Xs::Num(x),
        [
            (t(lang, "tamamlandı", "completed"), col(|j| j.completed), palette::GREEN),
            (t(lang, "başladı, adım yok", "started, no step yet"), col(|j| j.waiting), palette::SKY),
            (t(lang, "yan etkisiz adımlarda", "in side-effect-free steps"), col(|j| j.working), palette::BLUE),
            (
                t(lang, "yan etki yürüttü, bitmedi", "ran a side effect, not finished"),
                col(|j| j.side_effects),
                palette::ORANGE,
            ),
            (t(lang, "atıldı", "dropped"), col(|j| j.dropped), palette::VERMILLION),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.bands = frozen_band(r);
    c.marker = Some((p.failover_at as f64, t(lang, "devralma", "failover")));
    c.wide = true;
    c
}

fn work_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let other = Policy::ALL[1 - p.policy as usize];
    let x = rounds_x(o.rounds.len());
    let steps = |r: &[RoundJobs]| r.iter().map(|j| j.steps as f64).collect::<Vec<_>>();
    let side = |r: &[RoundJobs]| r.iter().map(|j| j.side_effect_steps as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::WORK_PER_ROUND, lang);
    c.traces = vec![
        Trace::step(
            t!(lang, "{}: adım", "{}: steps", policy_name(p.policy, lang)),
            Xs::Num(x.clone()),
            steps(&o.rounds),
            palette::BLUE,
        ),
        Trace::step(
            t!(lang, "{}: yan etkili adım", "{}: side-effect steps", policy_name(p.policy, lang)),
            Xs::Num(x.clone()),
            side(&o.rounds),
            palette::ORANGE,
        ),
        Trace::step(
            t!(lang, "{}: adım", "{}: steps", policy_name(other, lang)),
            Xs::Num(x),
            steps(&o.other_rounds),
            palette::GREY,
        )
        .dash("dash"),
    ];
    c.bands = frozen_band(&o.rounds);
    c.marker = Some((p.failover_at as f64, t(lang, "devralma", "failover")));
    c.wide = true;
    c
}

fn sweep_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (0..=WINDOW_SWEEP_MAX).map(|w| w as f64).collect();
    let col = |f: fn(&[Stats; 2]) -> u64| o.window_sweep.iter().map(|s| f(s) as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::WINDOW_SWEEP, lang);
    c.traces = vec![
        Trace::line(
            t(lang, "başlayan iş (toplam)", "workflows started (total)"),
            Xs::Num(x.clone()),
            col(|s| s[0].total),
            palette::GREY,
        )
        .dash("dot"),
        Trace::line(
            t(lang, "devralmada yarıda kalan", "cut off at the failover"),
            Xs::Num(x.clone()),
            col(|s| s[0].restarted),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "yinelenen yan etki (en az bir kez)", "duplicate side effects (at least once)"),
            Xs::Num(x.clone()),
            col(|s| s[0].duplicates),
            palette::ORANGE,
        )
        .dash("dash"),
        Trace::line(
            t(lang, "yarım kalan (en çok bir kez)", "half done (at most once)"),
            Xs::Num(x),
            col(|s| s[1].half_done),
            palette::VERMILLION,
        ),
    ];
    c.marker = Some((p.window as f64, t(lang, "seçilen pencere", "chosen window")));
    c
}

fn policy_chart(o: &Output, lang: Lang) -> Chart {
    let x: Vec<String> = Policy::ALL.iter().map(|pol| policy_name(*pol, lang).to_string()).collect();
    let col = |f: fn(&Stats) -> u64| o.by_policy.iter().map(|s| f(s) as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::POLICY_DAMAGE, lang);
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (t(lang, "tamamlanan", "completed"), col(|s| s.completed), palette::GREEN),
            (t(lang, "yinelenen yan etki", "duplicate side effects"), col(|s| s.duplicates), palette::ORANGE),
            (t(lang, "yarım kalan", "half done"), col(|s| s.half_done), palette::VERMILLION),
        ],
    );
    c
}

/// The workflows in flight at the end of a round.
fn in_flight(r: &RoundJobs) -> u64 {
    r.waiting + r.working + r.side_effects
}

/// The run round by round (the x of the job-state and work charts), one scene per delivery
/// policy: the billing workflows in flight as a gauge stacked as the state chart stacks them,
/// stopped inside the failover window; the jobs delivered and waiting for their first step, the
/// side-effect steps run per round (the work chart's), and the jobs finished or dropped.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.rounds.len();
    let at = (p.failover_at as usize).clamp(1, n.max(1)) - 1;
    let end = (p.failover_at + p.window) as usize;
    let keep: Vec<usize> = [at, end.saturating_sub(1)].into_iter().filter(|&k| k < n).collect();
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["job-states", "work-per-round"];
    f.set_texts(&FRAMES, lang);
    let cap = o.rounds.iter().chain(&o.other_rounds).map(in_flight).max().unwrap_or(0).max(1) as f64;
    for pol in Policy::ALL {
        let r = if pol == p.policy { &o.rounds } else { &o.other_rounds };
        let before = |k: usize, f: fn(&RoundJobs) -> u64| if k == 0 { 0 } else { f(&r[k - 1]) };
        let mut s = Scene::new(policy_name(pol, lang));
        s.nodes.push(NodeTrack::new("queue", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new(
                "workflows",
                picks.states(|k| {
                    if r[k].frozen {
                        State::Failed
                    } else if r[k].side_effects > 0 {
                        State::Busy
                    } else {
                        State::Ok
                    }
                }),
            )
            .gauge(
                cap,
                vec![
                    (0, picks.track(|k| r[k].waiting as f64)),
                    (1, picks.track(|k| r[k].working as f64)),
                    (2, picks.track(|k| r[k].side_effects as f64)),
                ],
            ),
        );
        s.nodes.push(NodeTrack::new("effects", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("done", StateTrack::constant(State::Ok)));
        s.links.push(LinkTrack::new("queue", "workflows", picks.track(|k| r[k].waiting as f64)));
        s.links.push(LinkTrack::new("workflows", "effects", picks.track(|k| r[k].side_effect_steps as f64)));
        s.links.push(
            LinkTrack::new("workflows", "done", picks.track(|k| (r[k].completed - before(k, |j| j.completed)) as f64))
                .failed(picks.track(|k| (r[k].dropped - before(k, |j| j.dropped)) as f64)),
        );
        let st = &o.by_policy[pol as usize];
        if at < n {
            let text = match pol {
                Policy::AtLeastOnce => t!(
                    lang,
                    "devralma: {} iş baştan başlar, {} yan etki ikinci kez yürüyecek",
                    "failover: {} jobs restart, {} side effects will run a second time",
                    st.restarted,
                    st.duplicates
                ),
                Policy::AtMostOnce => t!(
                    lang,
                    "devralma: {} iş atılır, {} tanesi yarım kalır",
                    "failover: {} jobs are dropped, {} of them half done",
                    st.dropped,
                    st.half_done
                ),
            };
            s.event(at as u32 + 1, text);
        }
        if p.window > 0 && end <= n {
            s.event(end as u32, t(lang, "pencere biter: işler yeniden ilerler", "the window ends: jobs move again"));
        }
        f.scenes.push(s);
    }
    f
}

fn stats_row(name: String, r: &Stats) -> Vec<String> {
    let mut row = vec![name];
    row.extend([r.total, r.completed, r.restarted, r.dropped, r.duplicates, r.half_done].iter().map(|v| v.to_string()));
    row
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let headers = |first: (&str, &str)| {
        [
            first,
            ("toplam iş", "total"),
            ("tamamlanan", "completed"),
            ("yeniden başlayan", "restarted"),
            ("atılan", "dropped"),
            ("yinelenen yan etki", "duplicate side effects"),
            ("yarım kalan", "half done"),
        ]
        .iter()
        .map(|(a, b)| t(lang, a, b))
        .collect::<Vec<_>>()
    };
    let policies = Table::new(
        "policies",
        t!(
            lang,
            "Devralma {}. turda, pencere {} tur",
            "Failover at round {}, window {} rounds",
            p.failover_at,
            p.window
        ),
        headers(("politika", "policy")),
        Policy::ALL
            .iter()
            .map(|pol| stats_row(policy_name(*pol, lang).to_string(), &o.by_policy[*pol as usize]))
            .collect(),
    )
    .highlight(Policy::ALL.iter().map(|pol| *pol == p.policy).collect());
    let mut windows: Vec<u64> = vec![0, PLAN_WINDOW, Params::default().window, p.window];
    windows.sort_unstable();
    windows.dedup();
    let sweep_at = |w: u64| -> [Stats; 2] {
        if w <= WINDOW_SWEEP_MAX {
            o.window_sweep[w as usize]
        } else {
            o.by_policy
        }
    };
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for &w in &windows {
        let [a, m] = sweep_at(w);
        let name = t!(lang, "pencere {w} tur", "window {w} rounds");
        rows.push(stats_row(format!("{name}, {}", Policy::AtLeastOnce.course_name()), &a));
        rows.push(stats_row(format!("{name}, {}", Policy::AtMostOnce.course_name()), &m));
        highlight.extend([w == p.window, w == p.window]);
    }
    let windows_table = Table::of(&tables::WINDOWS, lang, rows)
        .with_headers(headers(("pencere, politika", "window, policy")))
        .highlight(highlight);

    let charts = vec![states_chart(p, o, lang), work_chart(p, o, lang), sweep_chart(p, o, lang), policy_chart(o, lang)];

    let [alo, amo] = o.by_policy;
    let course_w = sweep_at(Params::default().window);
    let plan_w = sweep_at(PLAN_WINDOW);
    let f = Fact::count;
    let facts = vec![
        f("total", alo.total),
        f("alo_completed", alo.completed),
        f("alo_restarted", alo.restarted),
        f("alo_duplicates", alo.duplicates),
        f("alo_unfinished", alo.total - alo.completed),
        f("amo_completed", amo.completed),
        f("amo_dropped", amo.dropped),
        f("amo_half_done", amo.half_done),
        f("window", p.window),
        f("failover_at", p.failover_at),
        f("per_round", p.per_round),
        f("course_window", Params::default().window),
        f("course_window_total", course_w[0].total),
        f("course_window_restarted", course_w[0].restarted),
        f("course_window_duplicates", course_w[0].duplicates),
        f("course_window_half_done", course_w[1].half_done),
        f("plan_window", PLAN_WINDOW),
        f("plan_window_restarted", plan_w[0].restarted),
        f("plan_window_total", plan_w[0].total),
        f("window0_restarted", sweep_at(0)[0].restarted),
        // Jobs cut off at the chosen window against the course's 19: 0 fewer, 1 the same, 2 more.
        Fact {
            name: "window_restarted_option",
            value: ordering_option(alo.restarted.cmp(&course_w[0].restarted)),
            decimals: 0,
        },
        // Side effects run twice against the jobs restarted (at-least-once): 0 fewer, 1 as many, 2 more.
        Fact {
            name: "dup_vs_restarted_option",
            value: ordering_option(alo.duplicates.cmp(&alo.restarted)),
            decimals: 0,
        },
    ];
    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let summary = t!(lang, "{}. turdaki devralmada {} iş yarıda kaldı: en az bir kez teslimde {} yan etki ikinci kez yürüyor, en çok bir kez teslimde {} iş yarım kalıyor; toplam {} iş.", "The failover at round {} cut off {} workflows: at-least-once runs {} side effects a second time, at-most-once leaves {} half done; {} workflows in all.", p.failover_at, n(alo.restarted), n(alo.duplicates), n(amo.half_done), n(alo.total));
    // The course's strongest claim its model does not show: a shorter window, fewer jobs cut off.
    let notes = vec![Note {
        on: NoteOn::Table("windows"),
        text: t!(
            lang,
            "Ders, pencere {} yerine plandaki {} tur olsaydı yarıda kalan işin daha az olacağını söyler. Bu modelde pencere yalnız devralmadan sonraki ilerlemeyi durdurur: yarıda kalan iş her pencerede {}, yinelenen yan etki {}; değişen yalnız toplam iş sayısıdır.",
            "The course says that with the plan's {1} rounds instead of {0}, fewer jobs would be cut off. In this model the window only freezes progress after the failover: jobs cut off stay at {2} at every window and duplicate side effects at {3}; only the total of jobs changes.",
            n(Params::default().window),
            n(PLAN_WINDOW),
            n(course_w[0].restarted),
            n(course_w[0].duplicates)
        ),
    }];
    View::new(vec![policies, windows_table], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact, view_of};

    #[test]
    fn a_plan_sized_window_cuts_off_as_many_jobs_as_the_course_window() {
        let p = Params { window: 6, ..Params::default() };
        let v = view_of(&MODEL, &p, Lang::Tr);
        assert_eq!(fact(&v, "window_restarted_option"), 1.0);
        assert_eq!((fact(&v, "alo_restarted"), fact(&v, "course_window_restarted")), (28.0, 28.0));
        assert_eq!((fact(&v, "plan_window_total"), fact(&v, "course_window_total")), (136.0, 84.0));
    }

    #[test]
    fn the_state_chart_shades_the_window() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let c = chart(&v, "job-states");
        assert_eq!((c.bands[0].from, c.bands[0].to), (19.5, 38.5));
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, run_at};

    #[test]
    fn the_frames_are_the_charted_job_states_and_steps_of_both_policies() {
        for (key, value) in
            [("window", 19.0), ("window", 0.0), ("failover_at", 5.0), ("policy", 1.0), ("rounds", 120.0)]
        {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let states = chart(&v, "job-states");
            let work = chart(&v, "work-per-round");
            for (k, scene) in f.scenes.iter().enumerate() {
                let charted = Policy::ALL[k] == p.policy;
                let jobs = scene.node("workflows").unwrap();
                let rounds = if charted { &o.rounds } else { &o.other_rounds };
                for (i, &round) in f.rounds.iter().enumerate() {
                    let x = round as usize - 1;
                    let r = &rounds[x];
                    assert_eq!(
                        jobs.level(i),
                        (r.waiting + r.working + r.side_effects) as f64,
                        "{key}={value} {k} {round}"
                    );
                    assert_eq!(scene.links[0].flow.at(i), r.waiting as f64);
                    if charted {
                        for (flow, trace) in [(0, 1), (1, 2), (2, 3)] {
                            assert_eq!(jobs.fill[flow].1.at(i), states.traces[trace].y[x]);
                        }
                        assert_eq!(scene.links[1].flow.at(i), work.traces[1].y[x]);
                    }
                }
            }
        }
    }
}
