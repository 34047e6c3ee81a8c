//! Lesson 14, `tatbikat/plan`: the course's step table, targets and drill-cost table; the
//! recovery's timeline (plan against drill) with the edge traffic it serves, and the drill's
//! healthy-day cost against what it shows before the fault day, by scope.

use crate::parts::{b, ordering_option, yes_no};
use crate::texts::l14::plan::{charts, columns, tables, FRAMES};
use sim_core::tatbikat::plan::{Output, Params, Scope, FREQUENCIES, SCOPE_LABELS, STEP_LABELS, STEP_NAMES, WARMUP};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::js_string;
use lessons::labels;
use lessons::view::{fmt_num, palette, ratio, t, texts, Band, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `tatbikat/plan`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::tatbikat::plan::run, transcript, view);

fn verdict(pass: bool) -> &'static str {
    if pass {
        "gecer"
    } else {
        "kirilir"
    }
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let steps = Columns::of(columns::STEPS);
    let mut out = steps.table(STEP_NAMES.iter().zip(&o.rows), |(name, r)| {
        let sign = if r.deviation >= 0.0 { "+" } else { "" };
        vec![
            name.to_string(),
            format!("{} tur", js_string(r.planned)),
            format!("{} tur", js_string(r.measured)),
            format!("{sign}{}", js_string(r.deviation)),
        ]
    });
    out += &steps.row(&[
        "toplam",
        &format!("{} tur", js_string(o.plan_rounds)),
        &format!("{} tur", js_string(o.measured_rounds)),
        &format!("+{}", js_string(o.measured_rounds - o.plan_rounds)),
    ]);
    out += &format!("plan/olculen orani {} kat\n", b(o.ratio));
    out += &format!(
        "\nplan {} sn, tatbikatta olculen {} sn (KU1: tur = {} sn)\n",
        js_string(o.plan_s),
        js_string(o.measured_s),
        js_string(p.round_s)
    );
    for v in &o.verdicts {
        out += &format!(
            "  kurtarma suresi hedefi {} sn: plana gore {}, tatbikata gore {}\n",
            js_string(v.target_s),
            verdict(v.plan_passes),
            verdict(v.drill_passes)
        );
    }
    out += &format!("  tatbikat penceresinde dusen uc istegi = {} (tepe yukte)\n", b(o.dropped_requests));
    out += &format!("\ntatbikatin kendi bedeli (bir tatbikat = {} dk):\n", b(o.drill_min));
    out += &Columns::of(columns::DRILLS).table(FREQUENCIES.iter().zip(&o.frequencies), |((name, _), f)| {
        vec![
            name.to_string(),
            b(f.per_month),
            b(f.minutes),
            format!("%{}", b(f.pct_planned)),
            format!("%{}", b(f.pct_budget)),
        ]
    });
    out += &format!("plandaki 6 adimin {}'i saptigi olculdu; biri (onbellek-isinma) planda hic yoktu\n", o.deviating);
    out
}

/// Decimals for a prose number: none for whole numbers.
fn dec(x: f64) -> u8 {
    if x.fract() == 0.0 {
        0
    } else {
        2
    }
}

/// The timeline's states: before the recovery, each step in order, recovered.
fn state_label(lang: Lang) -> String {
    let steps = STEP_LABELS.len();
    t!(lang, "0 önce · 1–{} adım · {} kurtarıldı", "0 before · 1–{} step · {} recovered", steps, steps + 1)
}

fn timeline_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (1..=o.timeline.len()).map(|i| i as f64).collect();
    let mut c = Chart::of(&charts::RECOVERY_TIMELINE, lang).with_y_title(state_label(lang));
    c.traces = vec![
        Trace::step(
            t(lang, "plan", "plan"),
            Xs::Num(x.clone()),
            o.timeline.iter().map(|s| s.0 as f64).collect(),
            palette::BLUE,
        ),
        Trace::step(
            t(lang, "tatbikatta ölçülen", "measured in the drill"),
            Xs::Num(x),
            o.timeline.iter().map(|s| s.1 as f64).collect(),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    if p.round_s > 0.0 {
        for (i, v) in o.verdicts.iter().enumerate() {
            let at = p.drill_at as f64 + v.target_s / p.round_s;
            if at.is_finite() {
                let name = t!(
                    lang,
                    "{} sn hedefinin sonu",
                    "end of the {} s target",
                    fmt_num(v.target_s, dec(v.target_s), lang)
                );
                let color = if i == 0 { palette::GREY } else { palette::BLACK };
                c.traces.push(Trace::line(name, Xs::Num(vec![at, at]), vec![0.0, 7.0], color).dash("dot"));
            }
        }
    }
    let start = p.drill_at as f64 - 0.5;
    c.bands = vec![
        Band { from: start, to: start + o.plan_rounds, color: "rgba(0,114,178,0.15)" },
        Band { from: start, to: start + o.measured_rounds, color: "rgba(230,159,0,0.15)" },
    ];
    c.marker = Some((p.drill_at as f64, t(lang, "felaket / tatbikat başlar", "disaster / drill starts")));
    c.y_range = Some((-0.3, 7.5));
    c.wide = true;
    c
}

fn traffic_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (1..=o.timeline.len()).map(|i| i as f64).collect();
    let served = |s: u8| if s == 0 || s == 7 { p.peak_edge } else { 0.0 };
    let mut c = Chart::of(&charts::TRAFFIC_SERVED, lang);
    c.traces = vec![
        Trace::step(
            t(lang, "plana göre", "by the plan"),
            Xs::Num(x.clone()),
            o.timeline.iter().map(|s| served(s.0)).collect(),
            palette::BLUE,
        ),
        Trace::step(
            t(lang, "tatbikatta", "in the drill"),
            Xs::Num(x),
            o.timeline.iter().map(|s| served(s.1)).collect(),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    c.marker = Some((p.drill_at as f64, t(lang, "felaket / tatbikat başlar", "disaster / drill starts")));
    c.y_range = Some((0.0, (p.peak_edge * 1.1).max(1.0)));
    c.wide = true;
    c
}

/// The step a scene runs (0 before the recovery, 1–6 a step, 7 recovered) → each component's
/// state: the old primary fails at the disaster; a step's component is busy while it runs (the
/// cache cold while it warms), ready once it is done, idle before.
fn component_state(id: &str, s: u8) -> State {
    let (before, run, after) = match id {
        "old" => return if s == 0 { State::Ok } else { State::Failed },
        // Promotion (2), and verification (6) runs on the new primary again.
        "new" => match s {
            0 | 1 => return State::Idle,
            2 | 6 => return State::Busy,
            _ => return State::Ok,
        },
        // The routing record points at the failed primary until the routing step (3) ends.
        "routing" => (if s == 0 { State::Ok } else { State::Stale }, State::Busy, State::Ok),
        "cache" => (State::Idle, State::Degraded, State::Ok),
        "queue" => (if s == 0 { State::Ok } else { State::Idle }, State::Busy, State::Ok),
        _ => return State::Ok,
    };
    let step = match id {
        "routing" => 3,
        "cache" => 4,
        _ => 5,
    };
    match s.cmp(&step) {
        core::cmp::Ordering::Less => before,
        core::cmp::Ordering::Equal => run,
        core::cmp::Ordering::Greater => after,
    }
}

/// The rounds at which each step starts (steps of no length are skipped: they never run) and
/// the round the recovery ends, for one scene's durations.
fn step_starts(durations: &[f64; 6], start: u64) -> (Vec<(usize, u64)>, u64) {
    let mut at: f64 = 0.0;
    let mut out = Vec::new();
    for (i, d) in durations.iter().enumerate() {
        if *d > 0.0 {
            out.push((i, start + at.ceil() as u64));
        }
        at += d;
    }
    (out, start + at.ceil() as u64)
}

/// The recovery round by round (the x of the step and traffic charts), one scene for the plan
/// and one for the drill: the failed primary, the routing record, the promoted standby with its
/// cache and queue consumer, and the edge requests served (the traffic chart's) or lost.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.timeline.len();
    let picks = Picks::new(n, &[]);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["recovery-timeline", "traffic-served"];
    f.set_texts(&FRAMES, lang);
    let served = |s: u8| if s == 0 || s == 7 { p.peak_edge } else { 0.0 };
    for (k, durations) in [(0, &p.planned), (1, &p.measured)] {
        let step = |i: usize| if k == 0 { o.timeline[i].0 } else { o.timeline[i].1 };
        let title =
            if k == 0 { t(lang, "plan", "plan") } else { t(lang, "tatbikatta ölçülen", "measured in the drill") };
        let mut s = Scene::new(title);
        s.nodes.push(NodeTrack::new("edge", StateTrack::constant(State::Ok)));
        for id in ["routing", "old", "new", "cache", "queue"] {
            s.nodes.push(NodeTrack::new(id, picks.states(|i| component_state(id, step(i)))));
        }
        let edge = |i: usize| served(step(i));
        s.links
            .push(LinkTrack::new("edge", "routing", picks.track(edge)).failed(picks.track(|i| p.peak_edge - edge(i))));
        s.links.push(LinkTrack::new("routing", "old", picks.track(|i| if step(i) == 0 { edge(i) } else { 0.0 })));
        let after = |i: usize| if step(i) == 7 { edge(i) } else { 0.0 };
        s.links.push(LinkTrack::new("routing", "new", picks.track(after)));
        s.links.push(LinkTrack::new("new", "cache", picks.track(after)));
        s.links.push(LinkTrack::new("new", "queue", picks.track(after)));
        let (starts, end) = step_starts(durations, p.drill_at);
        s.event(p.drill_at as u32, t(lang, "felaket: etkin kopya düştü", "disaster: the primary is down"));
        for (i, at) in starts {
            if at > p.drill_at {
                s.event(at as u32, t!(lang, "{} başlar", "{} starts", STEP_LABELS[i].get(lang)));
            }
        }
        s.event(end as u32, t(lang, "kurtarıldı: trafik yeni etkin kopyada", "recovered: traffic on the new primary"));
        f.scenes.push(s);
    }
    f
}

fn two_days_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<String> = SCOPE_LABELS.iter().map(|l| l.get(lang).to_string()).collect();
    let cost: Vec<f64> = o.scopes.iter().map(|s| s.cost_s * p.drills_per_month).collect();
    let seen: Vec<f64> = o.scopes.iter().map(|s| (s.known_rounds - o.plan_rounds) * p.round_s).collect();
    let left: Vec<f64> = o.scopes.iter().map(|s| (o.measured_rounds - s.known_rounds) * p.round_s).collect();
    let mut c = Chart::of(&charts::TWO_DAYS, lang).with_title(t!(
        lang,
        "Kapsama göre iki gün: arızasız günün bedeli (ayda {} tatbikat) ve arızalı günün kazancı",
        "Two days by scope: the healthy day's cost ({} drills a month) and the faulty day's gain",
        fmt_num(p.drills_per_month, 2, lang)
    ));
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (
                t(lang, "arızasız gün: ayda tatbikat kesintisi", "healthy day: drill outage a month"),
                cost,
                palette::BLUE,
            ),
            (t(lang, "arızalı gün: önceden görülen sapma", "faulty day: gap seen in advance"), seen, palette::GREEN),
            (
                t(lang, "arızalı gün: sürpriz kalan sapma", "faulty day: gap still a surprise"),
                left,
                palette::VERMILLION,
            ),
        ],
    );
    c
}

fn frequency_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut x: Vec<String> =
        texts(lang, &labels!["haftada 1" => "weekly", "ayda 1" => "monthly", "üç ayda 1" => "quarterly"]);
    x.push(t!(lang, "seçilen: ayda {}", "chosen: {} a month", fmt_num(p.drills_per_month, 2, lang)));
    let mut y: Vec<f64> = o.frequencies.iter().map(|f| f.minutes).collect();
    y.push(o.chosen.minutes);
    let mut c = Chart::of(&charts::DRILL_COST, lang);
    c.traces =
        vec![Trace::bar(t(lang, "aylık tatbikat dakikası", "drill minutes a month"), Xs::Cat(x), y, palette::BLUE)];
    c.lines = vec![(p.planned_share_min, t(lang, "planlı işler payı", "planned-work share"))];
    c
}

fn pass_text(b: bool, lang: Lang) -> String {
    if b {
        t(lang, "geçer", "passes")
    } else {
        t(lang, "kırılır", "breaks")
    }
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let steps = Table::of(
        &tables::STEPS,
        lang,
        o.rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                vec![
                    STEP_LABELS[i].get(lang).to_string(),
                    js_string(r.planned),
                    js_string(r.measured),
                    format!("{}{}", if r.deviation >= 0.0 { "+" } else { "" }, js_string(r.deviation)),
                    yes_no(p.scope.times(i), lang),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Adımlar (tur); son sütun: {} bu adımı ölçer mi",
        "Steps (rounds); last column: does a {} time this step",
        SCOPE_LABELS[p.scope as usize].get(lang)
    ))
    .highlight(o.rows.iter().map(|r| r.measured != r.planned).collect());
    let targets = Table::of(
        &tables::TARGETS,
        lang,
        o.verdicts
            .iter()
            .map(|v| vec![js_string(v.target_s), pass_text(v.plan_passes, lang), pass_text(v.drill_passes, lang)])
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Kurtarma süresi hedefleri: plan {} sn, tatbikat {} sn",
        "Recovery-time targets: plan {} s, drill {} s",
        fmt_num(o.plan_s, dec(o.plan_s), lang),
        fmt_num(o.measured_s, dec(o.measured_s), lang)
    ))
    .highlight(o.verdicts.iter().map(|v| v.plan_passes != v.drill_passes).collect());
    let freq_row = |name: String, f: &sim_core::tatbikat::plan::Frequency| {
        vec![name, b(f.per_month), b(f.minutes), format!("%{}", b(f.pct_planned)), format!("%{}", b(f.pct_budget))]
    };
    let mut freq_rows: Vec<Vec<String>> = [("haftada 1", "weekly"), ("ayda 1", "monthly"), ("üç ayda 1", "quarterly")]
        .iter()
        .zip(&o.frequencies)
        .map(|((a, b_), f)| freq_row(t(lang, a, b_), f))
        .collect();
    freq_rows.push(freq_row(t(lang, "seçilen", "chosen"), &o.chosen));
    let frequency = Table::of(&tables::FREQUENCY, lang, freq_rows)
        .with_caption(t!(
            lang,
            "Tatbikatın bedeli (bir tatbikat {} dk)",
            "The drill's cost (one drill {} min)",
            fmt_num(o.drill_min, 2, lang)
        ))
        .course_numbers(lang)
        .highlight(vec![false, false, false, true]);
    let scopes = Table::of(
        &tables::SCOPES,
        lang,
        Scope::ALL
            .iter()
            .zip(&o.scopes)
            .map(|(sc, r)| {
                vec![
                    SCOPE_LABELS[*sc as usize].get(lang).to_string(),
                    js_string(r.known_rounds * p.round_s),
                    r.deviations_seen.to_string(),
                    js_string(r.cost_s),
                    js_string((o.measured_rounds - r.known_rounds) * p.round_s),
                ]
            })
            .collect(),
    )
    .highlight(Scope::ALL.iter().map(|sc| *sc == p.scope).collect());

    let charts = vec![
        timeline_chart(p, o, lang),
        traffic_chart(p, o, lang),
        two_days_chart(p, o, lang),
        frequency_chart(p, o, lang),
    ];

    let f = Fact::new;
    let fd = |name, value: f64| Fact { name, value, decimals: dec(value) };
    let opt = |name, pass: bool| Fact { name, value: if pass { 0.0 } else { 1.0 }, decimals: 0 };
    let biggest = (0..6).fold(0, |best, i| if o.rows[i].deviation > o.rows[best].deviation { i } else { best });
    let sc = o.scopes[p.scope as usize];
    let known_s = sc.known_rounds * p.round_s;
    let last_round = o.timeline.len() as f64;
    let [weekly, monthly, quarterly] = o.frequencies;
    let facts = vec![
        fd("plan_rounds", o.plan_rounds),
        fd("measured_rounds", o.measured_rounds),
        f("ratio", ratio(o.measured_rounds, o.plan_rounds), 2),
        fd("plan_s", o.plan_s),
        fd("measured_s", o.measured_s),
        fd("gap_s", o.measured_s - o.plan_s),
        fd("target_1", o.verdicts[0].target_s),
        fd("target_2", o.verdicts[1].target_s),
        // 0 passes, 1 breaks.
        opt("target1_plan_option", o.verdicts[0].plan_passes),
        opt("target1_drill_option", o.verdicts[0].drill_passes),
        opt("target2_drill_option", o.verdicts[1].drill_passes),
        f("dropped_requests", o.dropped_requests, 2),
        f("drill_min", o.drill_min, 2),
        f("weekly_min", weekly.minutes, 2),
        f("monthly_min", monthly.minutes, 2),
        f("quarterly_min", quarterly.minutes, 2),
        f("weekly_pct_planned", weekly.pct_planned, 2),
        f("monthly_pct_planned", monthly.pct_planned, 2),
        f("quarterly_pct_planned", quarterly.pct_planned, 2),
        f("weekly_pct_budget", weekly.pct_budget, 2),
        f("chosen_per_month", p.drills_per_month, 2),
        f("chosen_min", o.chosen.minutes, 2),
        f("chosen_pct_planned", o.chosen.pct_planned, 2),
        f("chosen_pct_budget", o.chosen.pct_budget, 2),
        f("deviating", o.deviating as f64, 0),
        // The step with the largest deviation, as an index into the six steps (first on a tie).
        f("biggest_step_option", biggest as f64, 0),
        fd("biggest_deviation", o.rows[biggest].deviation),
        fd("warmup_rounds", o.rows[WARMUP].measured),
        fd("warmup_planned", o.rows[WARMUP].planned),
        fd("threshold", p.measured[0]),
        fd("measured_s_threshold_1", (o.measured_rounds - p.measured[0] + 1.0) * p.round_s),
        fd("scope_known_s", known_s),
        fd("scope_seen", sc.deviations_seen as f64),
        fd("scope_gain_s", (sc.known_rounds - o.plan_rounds) * p.round_s),
        fd("scope_surprise_s", (o.measured_rounds - sc.known_rounds) * p.round_s),
        fd("scope_cost_s", sc.cost_s),
        f("scope_cost_month_s", sc.cost_s * p.drills_per_month, 2),
        opt("scope_target1_option", known_s <= o.verdicts[0].target_s),
        fd("site_cost_s", o.scopes[2].cost_s),
        fd("component_cost_s", o.scopes[1].cost_s),
        // The step in time: it opens where the plan's recovery ends and plays to the drill's end.
        f("plan_done_round", (p.drill_at as f64 + o.plan_rounds.ceil()).min(last_round), 0),
        f("drill_done_round", (p.drill_at as f64 + o.plan_rounds.max(o.measured_rounds).ceil()).min(last_round), 0),
        fd("drill_left_rounds", o.measured_rounds - o.plan_rounds),
        // The drill's rounds left after the plan's end against the plan's whole recovery: 0
        // shorter, 1 as long, 2 longer.
        f("drill_left_option", ordering_option((o.measured_rounds - o.plan_rounds).total_cmp(&o.plan_rounds)), 0),
    ];
    let n = |x: f64| fmt_num(x, dec(x), lang);
    let summary = t!(lang, "Plan {} tur ({} sn) diyor, tatbikat {} tur ({} sn) ölçüyor; {} sn hedefi plana göre {}, tatbikata göre {}; ayda {} tatbikat {} dk tutar.", "The plan says {} rounds ({} s), the drill measures {} rounds ({} s); the {} s target {} by the plan and {} by the drill; {} drills a month cost {} min.", n(o.plan_rounds), n(o.plan_s), n(o.measured_rounds), n(o.measured_s), n(o.verdicts[0].target_s), pass_text(o.verdicts[0].plan_passes, lang), pass_text(o.verdicts[0].drill_passes, lang), fmt_num(p.drills_per_month, 2, lang), fmt_num(o.chosen.minutes, 2, lang));
    // The scope ladder's numbers are the lab's reading of a ladder the course gives in words.
    let notes = vec![Note {
        on: NoteOn::Table("scopes"),
        text: t(
            lang,
            "Bu merdivenin sayıları laboratuvarın okumasıdır: ders kapsamları sözle anlatır (ısınmayı yalnız gerçek yükün taşındığı en geniş tatbikat görür) ve sayılarını yalnız en geniş tatbikattan alır.",
            "This ladder's numbers are the lab's reading: the course describes the scopes in words (only the widest drill, where real load moves, sees the warm-up) and takes its numbers from the widest drill alone.",
        ),
    }];
    View::new(vec![steps, targets, frequency, scopes], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact, view_of};

    #[test]
    fn facts_at_the_course_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!((fact(&v, "plan_s"), fact(&v, "measured_s")), (12.0, 38.0));
        assert_eq!(fact(&v, "biggest_step_option"), WARMUP as f64);
        assert_eq!((fact(&v, "target1_plan_option"), fact(&v, "target1_drill_option")), (0.0, 1.0));
        assert_eq!(fact(&v, "measured_s_threshold_1"), 34.0);
        assert_eq!(fact(&v, "scope_surprise_s"), 0.0);
    }

    #[test]
    fn the_timeline_marks_the_drill_round_and_both_windows() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let c = chart(&v, "recovery-timeline");
        assert_eq!(c.marker.as_ref().unwrap().0, 20.0);
        assert_eq!(c.bands[1].to - c.bands[1].from, 19.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at, view_of};

    #[test]
    fn the_frames_are_the_charted_steps_and_traffic_of_plan_and_drill() {
        for (key, value) in
            [("warmup", 8.0), ("warmup", 0.0), ("drill_at", 5.0), ("threshold", 10.0), ("plan_verify", 0.0)]
        {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let steps = chart(&v, "recovery-timeline");
            let traffic = chart(&v, "traffic-served");
            assert_eq!(f.rounds.len(), o.timeline.len());
            for (k, scene) in f.scenes.iter().enumerate() {
                let edge = &scene.links[0];
                for (i, &round) in f.rounds.iter().enumerate() {
                    let x = round as usize - 1;
                    assert_eq!(
                        edge.flow.at(i) as f32,
                        traffic.traces[k].y[x] as f32,
                        "{key}={value} scene {k} round {round}"
                    );
                    assert_eq!((edge.flow.at(i) + edge.failed.at(i)) as f32, p.peak_edge as f32);
                    let step = steps.traces[k].y[x] as u8;
                    assert_eq!(scene.node("old").unwrap().state.at(i), Some(component_state("old", step)));
                    assert_eq!(scene.node("cache").unwrap().state.at(i) == Some(State::Degraded), step == 4);
                }
            }
        }
    }

    #[test]
    fn the_step_opens_where_the_plan_is_done_and_the_drill_still_warms_its_cache() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, to) = (fact(&v, "plan_done_round"), fact(&v, "drill_done_round"));
        assert_eq!((open, to), (26.0, 39.0));
        let i = f.frame_of(open as u32).unwrap();
        assert_eq!(f.scenes[0].node("new").unwrap().state.at(i), Some(State::Ok));
        assert_eq!(f.scenes[1].node("routing").unwrap().state.at(i), Some(State::Busy));
        let j = f.frame_of(to as u32).unwrap();
        assert_eq!(f.scenes[1].node("queue").unwrap().state.at(j), Some(State::Ok));
        assert_eq!(f.scenes[1].node("cache").unwrap().state.at(j - 8), Some(State::Degraded));
        // The plan's scene never has a cold cache: it never counted the warm-up.
        assert!((0..f.len()).all(|i| f.scenes[0].node("cache").unwrap().state.at(i) != Some(State::Degraded)));
        assert_eq!(fact(&v, "drill_left_option"), 2.0);
    }
}
