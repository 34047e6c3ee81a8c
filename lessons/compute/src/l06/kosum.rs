//! Lesson 6, `geri/kosum`: the course's tables (two days, five settings; the healthy day's cost;
//! the sensitivity to the consumer), the charted setting's backlog, ages and outcomes round by
//! round on both days, where every event went, and a sweep over the consumer's speed.

use crate::texts::l06::kosum::{charts, columns, tables, FRAMES};
use sim_core::geri::kosum::{healthy, run_with, sweep, Healthy, Output, Params, SensitivityRow, SettingRow};
use sim_core::geri::zincir::{RoundState, Stats, STAGES, STAGE_NAMES};
use sim_core::Lang;

use crate::columns::Columns;
use crate::memo::Recent;
use crate::parts::{ordering_option, percent};
use lessons::jsfmt::{js_string, to_fixed};

/// The consumer-speed sweep runs its own speeds and settings: it reads neither day's consumer
/// speed nor the charted setting, so moving those reuses the last sweep.
fn sweep_key(p: &Params) -> Params {
    let d = Params::default();
    Params {
        healthy_speed: d.healthy_speed,
        slow_speed: d.slow_speed,
        depth: d.depth,
        unbounded: d.unbounded,
        ..p.clone()
    }
}

/// The healthy day's runs do not read the slowed consumer's speed (its slider, AY11, is the
/// page's first): dragging it reruns only the slowed day.
fn healthy_key(p: &Params) -> Params {
    Params { slow_speed: Params::default().slow_speed, ..p.clone() }
}

thread_local! {
    static SWEEPS: Recent<Params, Vec<sim_core::geri::kosum::SweepPoint>> = const { Recent::new(4) };
    static HEALTHY: Recent<Params, Healthy> = const { Recent::new(4) };
}

/// The model's run, keeping the last few healthy days (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p| (*HEALTHY.with(|c| c.get_or(healthy_key(p), healthy))).clone())
}
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `geri/kosum`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let chain = p.chain();
    let mut s = format!(
        "{} tur, kaynak K01 tepe yazma {}/tur (salinimli, ortalama carpan 1.00)\n",
        p.rounds,
        js_string(p.peak_write)
    );
    let rings: Vec<String> = (0..STAGES)
        .map(|i| {
            let speed = if i == 2 { "tuketim".to_string() } else { chain.stages[i].speed.to_string() };
            format!("{}(kap {}, hiz {speed})", STAGE_NAMES[i], chain.stages[i].cap)
        })
        .collect();
    s += &format!("halkalar: {}\n\n", rings.join(" -> "));

    for (day, title) in o.days.iter().zip(["arizasiz: tuketim 120/tur", "AY11: tuketim 60/tur"]) {
        s += &format!("-- {title} --\n");
        s += &Columns::of(columns::SETTINGS)
            .table(&day.rows, |row| [vec![row.name.to_string()], stats_cells(&row.stats)].concat());
        s += "\n";
    }

    let (u, b, d) = (&o.unbounded_healthy, &o.boundary_healthy, &o.boundary_steady);
    s += "-- arizasiz gunun bedeli (sinirsiz tampona gore) --\n";
    s += &format!(
        "uretilen {}, sinirda reddedilen gecerli olay {} = %{}\n",
        b.produced,
        b.rejected,
        to_fixed(o.rejected_pct, 2)
    );
    s += &format!(
        "salinim kapatilinca ayni ayar: {} red -> reddin kaynagi ortalama yuk degil, salinimdir\n",
        d.rejected
    );
    s += &format!(
        "sinirsiz tamponun bekleyen yasi {} tur, sinira kadar sinyalde {} tur\n",
        u.pending_age, b.pending_age
    );
    s +=
        &format!("duraklatilan halka-turu: {}; kaynagin durduruldugu olay {}\n", joined(&b.paused), b.boundary_stopped);
    s += &format!(
        "sinyal denetimi: {} halka x {} olay/s = {} denetim/s\n",
        STAGES,
        js_string(p.peak_write),
        to_fixed(o.checks_per_second, 2)
    );

    s += "\n-- AY11'in duyarliligi: tuketici hizi (1200 tur) --\n";
    s += &Columns::of(columns::SPEEDS).table(&o.sensitivity, speed_cells);
    s
}

fn joined(xs: &[u64]) -> String {
    xs.iter().map(u64::to_string).collect::<Vec<_>>().join("/")
}

const SETTING_NAMES: [(&str, &str); 5] = [
    ("sınırsız tampon", "unbounded buffer"),
    ("sinyal yok", "no signal"),
    ("1 halka", "1 stage"),
    ("2 halka", "2 stages"),
    ("sınıra kadar", "up to the boundary"),
];
const STAGE_LABELS: [(&str, &str); STAGES] = [("giriş", "intake"), ("kütük", "log writer"), ("izdüşüm", "projection")];
const STAGE_COLORS: [&str; STAGES] = [palette::BLUE, palette::ORANGE, palette::GREEN];
const DAY_NAMES: [(&str, &str); 2] = [("arızasız gün", "healthy day"), ("AY11", "AY11")];

/// The index in the course's settings of the charted one.
fn shown_index(p: &Params) -> usize {
    if p.unbounded {
        0
    } else {
        1 + p.depth as usize
    }
}

fn setting_name(i: usize, lang: Lang) -> String {
    t(lang, SETTING_NAMES[i].0, SETTING_NAMES[i].1)
}

/// One setting's counts on one day, as the course's table and the page's print them.
fn stats_cells(r: &Stats) -> Vec<String> {
    vec![
        r.completed.to_string(),
        r.rejected.to_string(),
        r.lost_total.to_string(),
        joined(&r.lost),
        r.backlog.to_string(),
        r.pending_age.to_string(),
        r.max_done_age.to_string(),
    ]
}

fn days_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let shown = shown_index(p);
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for (d, day) in o.days.iter().enumerate() {
        let day_name = format!(
            "{} ({} {})",
            t(lang, DAY_NAMES[d].0, DAY_NAMES[d].1),
            day.consumer_speed,
            t(lang, "/tur", "/round")
        );
        for (i, row) in day.rows.iter().enumerate() {
            rows.push([vec![day_name.clone(), setting_name(i, lang)], stats_cells(&row.stats)].concat());
            highlight.push(i == shown);
        }
    }
    Table::of(&tables::SETTINGS, lang, rows).highlight(highlight).course_numbers(lang)
}

fn cost_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let (u, b, d) = (&o.unbounded_healthy, &o.boundary_healthy, &o.boundary_steady);
    let rows = vec![
        vec![t(lang, "üretilen olay", "events produced"), b.produced.to_string()],
        vec![
            t(lang, "sınırda reddedilen geçerli olay", "valid events refused at the boundary"),
            b.rejected.to_string(),
        ],
        vec![t(lang, "reddedilenin üretilene oranı (%)", "refused share of produced (%)"), to_fixed(o.rejected_pct, 2)],
        vec![t(lang, "salınım kapalıyken reddedilen", "refused without oscillation"), d.rejected.to_string()],
        vec![
            t(lang, "sınırsız tamponda bekleyen yaş (tur)", "pending age, unbounded buffer (rounds)"),
            u.pending_age.to_string(),
        ],
        vec![
            t(lang, "sınıra kadar sinyalde bekleyen yaş (tur)", "pending age, signal to the boundary (rounds)"),
            b.pending_age.to_string(),
        ],
        vec![
            t(lang, "duraklatılan halka-turu (giriş/kütük/izdüşüm)", "paused stage-rounds (intake/log/projection)"),
            joined(&b.paused),
        ],
        vec![t(lang, "sinyal denetimi (denetim/s)", "signal checks (checks/s)"), to_fixed(o.checks_per_second, 2)],
    ];
    Table::of(&tables::HEALTHY_COST, lang, rows)
        .with_caption(t!(
            lang,
            "Arızasız günün bedeli (tüketim {}/tur, sınıra kadar sinyal)",
            "The healthy day's cost (consumer {}/round, signal to the boundary)",
            p.healthy_speed
        ))
        .course_numbers(lang)
}

/// One consumer speed of the sensitivity run, as the course's table and the page's print it.
fn speed_cells(r: &SensitivityRow) -> Vec<String> {
    vec![
        r.consumer_speed.to_string(),
        to_fixed(r.gap, 2),
        r.unbounded_backlog.to_string(),
        r.no_signal_lost.to_string(),
        r.boundary_rejected.to_string(),
        to_fixed(r.ratio, 3),
    ]
}

fn sensitivity_table(o: &Output, lang: Lang) -> Table {
    Table::of(&tables::SENSITIVITY, lang, o.sensitivity.iter().map(speed_cells).collect())
        .highlight(vec![false; o.sensitivity.len()])
        .course_numbers(lang)
}

fn rounds_axis(tr: &[RoundState]) -> Xs {
    Xs::Num((1..=tr.len()).map(|r| r as f64).collect())
}

fn day_suffix(d: usize, lang: Lang) -> String {
    t(lang, DAY_NAMES[d].0, DAY_NAMES[d].1)
}

fn shown_title(p: &Params, lang: Lang) -> String {
    setting_name(shown_index(p), lang)
}

/// The shown setting on AY11: the round the projection buffer first fills (0 if never), the
/// gate that loses the most events from then on (0 intake, 1 log writer, 2 projection; 3 none)
/// and the first round after the fill that it loses one (the run's last if none).
fn first_loss(p: &Params, o: &Output) -> (usize, usize, usize) {
    let tr = &o.trace[1];
    let last = STAGES - 1;
    let full = tr.iter().position(|r| !p.unbounded && r.backlog[last] >= p.caps[last]).unwrap_or(0);
    let (Some(a), Some(z)) = (tr.get(full), tr.last()) else { return (full, full, 3) };
    let after: Vec<u64> = (0..STAGES).map(|g| z.lost[g] - a.lost[g]).collect();
    let most = after.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return (full, tr.len() - 1, 3);
    }
    let gate = after.iter().position(|&x| x == most).unwrap_or(0);
    let at = (full + 1..tr.len()).find(|&i| tr[i].lost[gate] > tr[i - 1].lost[gate]).unwrap_or(tr.len() - 1);
    (full, at, gate)
}

/// The node ids of the stages, source to end.
const STAGE_IDS: [&str; STAGES] = ["intake", "log", "projection"];

/// The shown setting round by round on the healthy day and under AY11, over the lesson's
/// system: each buffer's fill, what each stage passed on or lost, and where the "full" signal
/// is obeyed (the boundary refuses at depth 3).
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let w = first_loss(p, o);
    let mut marks: Vec<Vec<(usize, String)>> = Vec::new();
    for tr in &o.trace {
        let mut m = Vec::new();
        for (i, label) in STAGE_LABELS.iter().enumerate() {
            if let Some(k) = tr.iter().position(|r| !p.unbounded && r.backlog[i] >= p.caps[i]) {
                let stage = t(lang, label.0, label.1);
                m.push((k, t!(lang, "{stage} tamponu doldu", "the {stage} buffer is full")));
            }
        }
        let lost = |k: usize| tr[k].lost.iter().sum::<u64>();
        if let Some(k) = (0..tr.len()).find(|&k| lost(k) > if k == 0 { 0 } else { lost(k - 1) }) {
            m.push((k, t(lang, "ilk olay kayboldu", "the first event is lost")));
        }
        if let Some(k) = tr.iter().position(|r| r.rejected > 0) {
            m.push((k, t(lang, "sınır ilk olayı geri çevirdi", "the boundary refuses its first event")));
        }
        marks.push(m);
    }
    let keep: Vec<usize> = marks.iter().flatten().map(|(k, _)| *k).chain([w.0, w.1]).collect();
    let n = o.trace[0].len().min(o.trace[1].len());
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["backlog-timeline", "age-timeline", "outcomes"];
    f.set_texts(&FRAMES, lang);
    let delta = |v: u64, before: u64| v.saturating_sub(before) as f64;
    for d in [0, 1] {
        let tr = &o.trace[d];
        let consumer = if d == 0 { p.healthy_speed } else { p.slow_speed };
        let mut s = Scene::new(format!("{}: {}", day_suffix(d, lang), setting_name(shown_index(p), lang)));
        s.nodes.push(NodeTrack::new("carrier", StateTrack::constant(State::Ok)));
        for (i, &id) in STAGE_IDS.iter().enumerate() {
            let speed = if i == STAGES - 1 { consumer } else { p.speeds[i] };
            let cap = if p.unbounded { 0.0 } else { p.caps[i] as f64 };
            let slow = d == 1 && i == STAGES - 1;
            let state = picks.states(|k| {
                let b = tr[k].backlog[i] as f64;
                match (cap > 0.0 && b >= cap, slow) {
                    (true, _) => State::Saturated,
                    (false, true) => State::Slow,
                    (false, false) if cap > 0.0 => pool_state(b, cap),
                    _ => State::Ok,
                }
            });
            let mut node = NodeTrack::new(id, state).note(format!("{} {}", speed, t(lang, "olay/tur", "events/round")));
            node = if cap > 0.0 {
                node.gauge(cap, vec![(0, picks.track(|k| tr[k].backlog[i] as f64))])
            } else {
                node.note(format!(
                    "{}, {} {}",
                    t(lang, "sınırsız", "unbounded"),
                    speed,
                    t(lang, "olay/tur", "events/round")
                ))
            };
            s.nodes.push(node);
        }
        let lost = |k: usize, g: usize| delta(tr[k].lost[g], if k == 0 { 0 } else { tr[k - 1].lost[g] });
        let mut entry = LinkTrack::new("carrier", "intake", picks.track(|k| tr[k].arrived as f64))
            .failed(picks.track(|k| lost(k, 0)))
            .refused(picks.track(|k| delta(tr[k].rejected, if k == 0 { 0 } else { tr[k - 1].rejected })));
        if p.depth as usize >= STAGES {
            entry = entry.pattern(
                t(lang, "sınır", "boundary"),
                picks.states(|k| {
                    if tr[k].rejected > if k == 0 { 0 } else { tr[k - 1].rejected } {
                        State::Refusing
                    } else {
                        State::Ok
                    }
                }),
            );
        }
        s.links.push(entry);
        for i in 0..STAGES - 1 {
            let mut link = LinkTrack::new(STAGE_IDS[i], STAGE_IDS[i + 1], picks.track(|k| tr[k].moved[i] as f64))
                .failed(picks.track(|k| lost(k, i + 1)));
            if sim_core::geri::zincir::obeys(i, p.depth) && !p.unbounded {
                link = link.pattern(
                    t(lang, "sinyal", "signal"),
                    picks.states(|k| if tr[k].paused[i] { State::Paused } else { State::Ok }),
                );
            }
            s.links.push(link);
        }
        for (k, text) in &marks[d] {
            s.event(*k as u32 + 1, text.clone());
        }
        f.scenes.push(s);
    }
    f
}

/// Per-stage lines, AY11 solid and the healthy day dashed.
fn per_stage_chart(
    id: &'static str,
    title: (&str, &str),
    y_title: (&str, &str),
    p: &Params,
    o: &Output,
    lang: Lang,
    value: fn(&RoundState, usize) -> f64,
) -> Chart {
    let mut c = Chart::new(
        id,
        format!("{}: {}", t(lang, title.0, title.1), shown_title(p, lang)),
        t(lang, "tur (1 tur = 1 s)", "round (1 round = 1 s)"),
        t(lang, y_title.0, y_title.1),
    );
    for d in [1, 0] {
        for i in 0..STAGES {
            let y: Vec<f64> = o.trace[d].iter().map(|r| value(r, i)).collect();
            let name = format!("{}: {}", day_suffix(d, lang), t(lang, STAGE_LABELS[i].0, STAGE_LABELS[i].1));
            let tr = Trace::line(name, rounds_axis(&o.trace[d]), y, STAGE_COLORS[i]);
            c.traces.push(if d == 0 { tr.dash("dash") } else { tr });
        }
    }
    c.wide = true;
    c
}

fn outcome_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::OUTCOMES, lang).with_tag(shown_title(p, lang));
    type Pick = fn(&RoundState) -> f64;
    let series: [(&str, &str, &'static str, Pick); 3] = [
        ("tamamlanan", "completed", palette::BLUE, |r| r.completed as f64),
        ("kaybolan", "lost", palette::VERMILLION, |r| r.lost.iter().sum::<u64>() as f64),
        ("reddedilen", "refused", palette::PURPLE, |r| r.rejected as f64),
    ];
    for d in [1, 0] {
        for (tr_name, en, color, f) in series {
            let y: Vec<f64> = o.trace[d].iter().map(f).collect();
            let name = format!("{}: {}", day_suffix(d, lang), t(lang, tr_name, en));
            let tr = Trace::line(name, rounds_axis(&o.trace[d]), y, color);
            c.traces.push(if d == 0 { tr.dash("dash") } else { tr });
        }
    }
    c
}

/// Where each produced event ended, per setting and day (bars stack to the events produced).
fn fate_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::FATE, lang);
    let mut cats = Vec::new();
    let mut rows: Vec<&SettingRow> = Vec::new();
    for (d, day) in o.days.iter().enumerate() {
        for (i, row) in day.rows.iter().enumerate() {
            cats.push(format!("{}: {}", day_suffix(d, lang), setting_name(i, lang)));
            rows.push(row);
        }
    }
    type Pick = fn(&Stats) -> u64;
    let parts: [(&str, &str, &'static str, Pick); 6] = [
        ("tamamlanan", "completed", palette::BLUE, |s| s.completed),
        ("giriş kapısında kayıp", "lost at the intake gate", palette::VERMILLION, |s| s.lost[0]),
        ("kütük kapısında kayıp", "lost at the log writer's gate", palette::ORANGE, |s| s.lost[1]),
        ("izdüşüm kapısında kayıp", "lost at the projection's gate", palette::YELLOW, |s| s.lost[2]),
        ("sınırda reddedilen", "refused at the boundary", palette::PURPLE, |s| s.rejected),
        ("bekleyen", "still waiting", palette::GREY, |s| s.backlog),
    ];
    for (tr_name, en, color, f) in parts {
        let y = rows.iter().map(|r| f(&r.stats) as f64).collect();
        c.traces.push(Trace::bar(t(lang, tr_name, en), Xs::Cat(cats.clone()), y, color));
    }
    c.bar_mode = BarMode::Stack;
    c.wide = true;
    c
}

fn sweep_chart(p: &Params, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::CONSUMER_SWEEP, lang);
    let points = SWEEPS.with(|c| c.get_or(sweep_key(p), sweep));
    let xs = Xs::Num(points.iter().map(|s| s.consumer_speed as f64).collect());
    c.traces = vec![
        Trace::line(
            t(lang, "sinyal yok: kaybolan", "no signal: lost"),
            xs.clone(),
            points.iter().map(|s| s.no_signal_lost as f64).collect(),
            palette::VERMILLION,
        ),
        Trace::line(
            t(lang, "sınıra kadar: reddedilen", "to the boundary: refused"),
            xs.clone(),
            points.iter().map(|s| s.boundary_rejected as f64).collect(),
            palette::PURPLE,
        )
        .dash("dash"),
        Trace::line(
            t(lang, "sınıra kadar: tamamlanan", "to the boundary: completed"),
            xs,
            points.iter().map(|s| s.boundary_completed as f64).collect(),
            palette::BLUE,
        )
        .dash("dot"),
    ];
    c.marker = Some((p.slow_speed as f64, t(lang, "YAVAS (AY11)", "YAVAS (AY11)")));
    c
}

fn fact(name: &'static str, value: f64, decimals: u8) -> Fact {
    Fact { name, value, decimals }
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let h = |i: usize| &o.days[0].rows[i].stats;
    let a = |i: usize| &o.days[1].rows[i].stats;
    // Settings: 0 unbounded, 1 no signal, 2 one stage, 3 two stages, 4 to the boundary.
    let (a_d0, a_d1, a_d2, a_d3, a_unb) = (a(1), a(2), a(3), a(4), a(0));
    let (h_d0, h_d2, h_d3, h_unb) = (h(1), h(3), h(4), h(0));
    let n = |name, v: u64| fact(name, v as f64, 0);

    // Depth 2 against no signal under AY11: 0 clearly fewer lost, 1 about the same, 2 clearly more.
    let (l0, l2) = (a_d0.lost_total as f64, a_d2.lost_total as f64);
    let partial_option = if l2 < 0.99 * l0 {
        0.0
    } else if l2 <= 1.01 * l0 {
        1.0
    } else {
        2.0
    };
    // Completed at the boundary against depth 2 under AY11: 0 more, 1 the same, 2 fewer.
    let boundary_completed_option = ordering_option(a_d3.completed.cmp(&a_d2.completed).reverse());
    // Healthy day, no signal, lost share: 0 none, 1 under 5 %, 2 5–20 %, 3 over 20 %.
    let healthy_lost_pct = percent(h_d0.lost_total, h_d0.produced);
    let healthy_loss_bucket = if h_d0.lost_total == 0 {
        0.0
    } else if healthy_lost_pct < 5.0 {
        1.0
    } else if healthy_lost_pct <= 20.0 {
        2.0
    } else {
        3.0
    };
    // Completed on the healthy day at depth 2 against no signal: 0 more, 1 the same, 2 fewer.
    let healthy_partial_option = ordering_option(h_d2.completed.cmp(&h_d0.completed).reverse());
    // Where the boundary's healthy-day refusals are at depth 2: 0 completed, 1 lost at the
    // intake's gate, 2 waiting in the buffers (whichever grows most against depth 3).
    let more_completed = h_d2.completed as i64 - h_d3.completed as i64;
    let more_lost_intake = h_d2.lost[0] as i64 - h_d3.lost[0] as i64;
    let more_waiting = h_d2.backlog as i64 - h_d3.backlog as i64;
    let healthy_d2_option = if more_lost_intake >= more_completed && more_lost_intake >= more_waiting {
        1.0
    } else if more_completed >= more_waiting {
        0.0
    } else {
        2.0
    };
    // Signal to the boundary against no signal under AY11: share of the lost no longer lost
    // nor refused: 0 over half, 1 between 1 % and half, 2 under 1 %.
    let saved_pct = if a_d0.lost_total == 0 {
        0.0
    } else {
        100.0 * (a_d0.lost_total as f64 - a_d3.rejected as f64) / a_d0.lost_total as f64
    };
    let saving_option = if saved_pct > 50.0 {
        0.0
    } else if saved_pct >= 1.0 {
        1.0
    } else {
        2.0
    };

    let shown_s = &o.shown[1];
    let shown_h = &o.shown[0];
    let facts = vec![
        n("ay11_lost_d0", a_d0.lost_total),
        n("ay11_lost_d1", a_d1.lost_total),
        n("ay11_lost_d2", a_d2.lost_total),
        n("ay11_lost_at_consumer_d0", a_d0.lost[2]),
        n("ay11_lost_at_log_d1", a_d1.lost[1]),
        n("ay11_lost_at_intake_d2", a_d2.lost[0]),
        n("ay11_backlog_d0", a_d0.backlog),
        n("ay11_backlog_d2", a_d2.backlog),
        n("ay11_age_d0", a_d0.pending_age),
        n("ay11_age_d2", a_d2.pending_age),
        n("ay11_completed_d2", a_d2.completed),
        n("ay11_completed_d3", a_d3.completed),
        n("ay11_rejected_d3", a_d3.rejected),
        n("ay11_unbounded_backlog", a_unb.backlog),
        n("ay11_unbounded_age", a_unb.pending_age),
        fact("ay11_unbounded_age_min", a_unb.pending_age as f64 / 60.0, 1),
        n("ay11_unbounded_lost", a_unb.lost_total),
        fact("ay11_saved_pct", saved_pct, 1),
        fact("ay11_ratio", if a_d3.rejected == 0 { 0.0 } else { a_d0.lost_total as f64 / a_d3.rejected as f64 }, 3),
        n("healthy_produced", h_d0.produced),
        n("healthy_lost_d0", h_d0.lost_total),
        fact("healthy_lost_pct_d0", healthy_lost_pct, 1),
        n("healthy_lost_at_intake_d0", h_d0.lost[0]),
        n("healthy_lost_at_log_d0", h_d0.lost[1]),
        n("healthy_lost_at_consumer_d0", h_d0.lost[2]),
        n("healthy_completed_d0", h_d0.completed),
        n("healthy_lost_at_intake_d2", h_d2.lost[0]),
        n("healthy_lost_d2", h_d2.lost_total),
        n("healthy_completed_d2", h_d2.completed),
        n("healthy_rejected_d3", h_d3.rejected),
        n("healthy_completed_d3", h_d3.completed),
        n("healthy_unbounded_backlog", h_unb.backlog),
        n("healthy_unbounded_completed", h_unb.completed),
        n("steady_rejected", o.boundary_steady.rejected),
        fact("rejected_pct", o.rejected_pct, 2),
        n("paused_intake", o.boundary_healthy.paused[0]),
        n("paused_log", o.boundary_healthy.paused[1]),
        n("peak_arrivals", o.peak_arrivals),
        n("healthy_speed", p.healthy_speed),
        n("slow_speed", p.slow_speed),
        n("intake_cap", p.caps[0]),
        n("log_cap", p.caps[1]),
        n("consumer_cap", p.caps[2]),
        fact("peak_write", p.peak_write, 2),
        fact("partial_option", partial_option, 0),
        fact("boundary_completed_option", boundary_completed_option, 0),
        fact("healthy_loss_bucket", healthy_loss_bucket, 0),
        fact("healthy_d2_option", healthy_d2_option, 0),
        fact("healthy_partial_option", healthy_partial_option, 0),
        fact("saving_option", saving_option, 0),
        n("shown_completed", shown_s.completed),
        n("shown_lost", shown_s.lost_total),
        n("shown_rejected", shown_s.rejected),
        n("shown_backlog", shown_s.backlog),
        n("shown_age", shown_s.pending_age),
        n("shown_healthy_lost", shown_h.lost_total),
        n("shown_healthy_rejected", shown_h.rejected),
        // AY11's charted run: the round the projection buffer first fills, the gate that loses
        // the most after it (0 intake, 1 log writer, 2 projection, 3 none), the first round
        // after the fill that this gate loses an event, and each gate's losses.
        n("projection_full_round", first_loss(p, o).0 as u64 + 1),
        n("first_loss_round", first_loss(p, o).1 as u64 + 1),
        n("first_loss_gate", first_loss(p, o).2 as u64),
        n("shown_lost_intake", shown_s.lost[0]),
        n("shown_lost_log", shown_s.lost[1]),
        n("shown_lost_projection", shown_s.lost[2]),
        // The intro's figure: the deepest propagation, the chain's length.
        n("stages", STAGES as u64),
    ];

    let charts = vec![
        per_stage_chart(
            "backlog-timeline",
            (
                "Halkalardaki birikme, tur tur (AY11 düz, arızasız gün kesikli)",
                "Backlog per stage, round by round (AY11 solid, healthy day dashed)",
            ),
            ("bekleyen olay", "waiting events"),
            p,
            o,
            lang,
            |r, i| r.backlog[i] as f64,
        ),
        per_stage_chart(
            "age-timeline",
            (
                "Halkalardaki en eski olayın yaşı (AY11 düz, arızasız gün kesikli)",
                "Age of the oldest event per stage (AY11 solid, healthy day dashed)",
            ),
            ("yaş (tur)", "age (rounds)"),
            p,
            o,
            lang,
            |r, i| r.oldest_age[i].map_or(f64::NAN, |a| a as f64),
        ),
        outcome_chart(p, o, lang),
        fate_chart(o, lang),
        sweep_chart(p, lang),
    ];
    let mut charts = charts;
    if !p.unbounded {
        charts[0].lines = (0..STAGES)
            .map(|i| {
                (
                    p.caps[i] as f64,
                    format!("{} {}", t(lang, "kap", "cap"), t(lang, STAGE_LABELS[i].0, STAGE_LABELS[i].1)),
                )
            })
            .collect();
    }

    let setting = shown_title(p, lang);
    let f = |v: u64| fmt_num(v as f64, 0, lang);
    let (completed, lost, rejected) = (f(shown_s.completed), f(shown_s.lost_total), f(shown_s.rejected));
    let (waiting, oldest) = (f(shown_s.backlog), f(shown_s.pending_age));
    let (healthy_lost, healthy_rejected) = (f(shown_h.lost_total), f(shown_h.rejected));
    let summary = t!(
        lang,
        "Grafikteki ayar ({setting}): AY11'de {completed} olay tamamlanıyor, {lost} kayboluyor, {rejected} reddediliyor, {waiting} bekliyor (en eskisi {oldest} tur); arızasız günde {healthy_lost} kaybolan, {healthy_rejected} reddedilen.",
        "Charted setting ({setting}): under AY11 {completed} events complete, {lost} are lost, {rejected} refused and {waiting} still wait (the oldest {oldest} rounds); on the healthy day {healthy_lost} lost, {healthy_rejected} refused."
    );
    let tables = vec![days_table(p, o, lang), cost_table(p, o, lang), sensitivity_table(o, lang)];
    View::new(tables, charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// Where the course's text says more than its model shows, on the row concerned (the settings
/// table's rows are day-major: the healthy day's five settings, then AY11's).
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let h = |i: usize| &o.days[0].rows[i].stats;
    let f = |v: u64| fmt_num(v as f64, 0, lang);
    let (h_d0, h_d2) = (h(1), h(3));
    let row = |setting: usize| SETTINGS_PER_DAY * HEALTHY_DAY + setting;
    vec![
        Note {
            on: NoteOn::Row("settings", row(1)),
            text: t!(
                lang,
                "Dersin metni bu satırın üzerinde durmuyor: arızasız günde sinyalsiz zincir {} olaydan {} tanesini (%{}) kaybediyor. Modelde bir olay turda en çok bir halka ilerler ve sinyale uymayan halka ardılının o tur alamadığını hemen düşürür. Tüketici de turda en çok tamponu kadar olay alır: tavanı hızı ({}) değil, tamponudur ({}).",
                "The course's text does not dwell on this row: on a healthy day the chain without a signal loses {} of {} events ({} %). In the model an event moves at most one stage a round, and a stage that ignores the signal drops at once what its successor cannot take that round. The consumer, too, takes at most its buffer a round: its ceiling is its buffer ({}), not its speed ({}).",
                f(h_d0.produced),
                f(h_d0.lost_total),
                fmt_num(percent(h_d0.lost_total, h_d0.produced), 1, lang),
                f(p.healthy_speed),
                f(p.caps[2])
            ),
        },
        Note {
            on: NoteOn::Row("settings", row(3)),
            text: t!(
                lang,
                "Ders, geri basıncın sınıra ulaşmadıkça hiçbir olayı kurtarmadığını söylüyor. Bu, AY11'in satırları için geçerli; arızasız günde iki halkalı sinyal {} yerine {} olay tamamlıyor, çünkü tüketicinin boş kapasitesi var.",
                "The course says backpressure saves no event until it reaches the boundary. That holds for AY11's rows; on the healthy day the two-stage signal completes {} events instead of {}, since the consumer has spare capacity.",
                f(h_d0.completed),
                f(h_d2.completed)
            ),
        },
        Note {
            on: NoteOn::Row("healthy-cost", 1),
            text: t!(
                lang,
                "Ders bu reddi geri basıncın bedeli sayıyor. Bunlar giriş tamponunun ({}) tepe turunda ({} olay) taşmasıdır ve her derinlikte vardır: derinlik 2'de giriş kapısında {} olay sessizce kayboluyor. Giriş kabı tepe kadar olunca red kalkar; salınım kapalıyken red {}.",
                "The course counts these refusals as the cost of backpressure. They are the intake's buffer ({}) overflowing in a peak round ({} events), and they are there at every depth: at depth 2, {} events are lost silently at the intake's gate. With an intake cap as large as the peak they vanish; without the oscillation the refusals are {}.",
                f(p.caps[0]),
                f(o.peak_arrivals),
                f(h_d2.lost[0]),
                f(o.boundary_steady.rejected)
            ),
        },
    ]
}

/// The settings table: five settings per day, the healthy day first.
const SETTINGS_PER_DAY: usize = 5;
const HEALTHY_DAY: usize = 0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_healthy_day_cache_key_leaves_out_exactly_the_slowed_consumer_speed() {
        crate::memo::assert_key_ignores_exactly(healthy_key, &Healthy::IGNORED);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let changes = [("slow_speed", 20.0), ("slow_speed", 60.0), ("slow_speed", 140.0), ("depth", 1.0)];
        crate::memo::assert_runs_as(run, sim_core::geri::kosum::run, Params::default(), &changes);
    }

    #[test]
    fn the_sweep_cache_key_leaves_out_only_values_the_sweep_ignores() {
        for rounds in [300, 1200] {
            let p = Params { rounds, ..Params::default() };
            let base = sweep(&p);
            for (healthy, slow, depth, unbounded) in [(60, 20, 0, true), (200, 150, 2, false)] {
                let q = Params { healthy_speed: healthy, slow_speed: slow, depth, unbounded, ..p.clone() };
                assert_eq!(sweep_key(&q), sweep_key(&p));
                assert_eq!(sweep(&q), base);
            }
        }
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::chart;

    #[test]
    fn the_frames_are_the_charted_backlogs_and_the_step_s_rounds_are_frames() {
        for depth in [0.0, 1.0, 3.0] {
            let mut p = Params::default();
            sim_core::params::Params::put(&mut p, "depth", depth);
            let o = run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let chart = chart(&v, "backlog-timeline");
            for (d, scene) in f.scenes.iter().enumerate() {
                for (i, id) in STAGE_IDS.iter().enumerate() {
                    let y = &chart.traces[(1 - d) * STAGES + i].y;
                    let node = scene.node(id).unwrap();
                    for (k, &r) in f.rounds.iter().enumerate() {
                        assert_eq!(node.level(k), y[r as usize - 1], "depth {depth} day {d} {id} round {r}");
                    }
                }
            }
            for name in ["projection_full_round", "first_loss_round"] {
                let r = v.fact(name).unwrap().value as u32;
                assert_eq!(f.rounds[f.frame_of(r).unwrap()], r, "{name}");
            }
        }
        let p = Params { depth: 1, ..Params::default() };
        let o = run(&p);
        let v = view(&p, &o, Lang::En);
        assert_eq!(v.fact("first_loss_gate").unwrap().value, 1.0);
    }
}
