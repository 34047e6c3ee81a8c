//! Lesson 3, `bolme/kosum`: the course's two tables, and on the page the split sweep that shows
//! how the two days pull the split, the drops per flow of the shared pool against the split, and
//! the pool round by round.

use crate::parts::clock_facts;
use crate::texts::l03::kosum::{charts, columns, tables, FRAMES};
use sim_core::bolme::kosum::{
    run_with, sweep_with, Counters, Day, Layout, Output, Params, Replays, RoundState, ShownLayout, SweepRow,
};
use sim_core::Lang;

use crate::columns::Columns;
use crate::memo::Recent;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};
use std::cell::RefCell;
use std::rc::Rc;

/// How the lab runs, prints and shows `bolme/kosum`, with its explorer's cells.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { cell: Some(cell), headline: Some(headline), ..crate::Model::new(run, transcript, view) };

const BASLIK: [&str; 5] = ["takip yanit", "takip dusen", "olay yanit", "olay dusen", "atil yuva"];

fn olcut(c: &Counters) -> [String; 5] {
    [
        c.tracking_answered.to_string(),
        c.tracking_dropped.to_string(),
        c.events_answered.to_string(),
        c.events_dropped.to_string(),
        c.idle.to_string(),
    ]
}

/// `b(x, n)`: the course's `x.toFixed(n)`.
fn b(x: f64, n: usize) -> String {
    to_fixed(x, n)
}

/// The course's stdout, byte for byte, except that the first line names the seed the run used
/// where the course's code prints its own (see the fixtures' README).
pub fn transcript(p: &Params, o: &Output) -> String {
    let rounds = p.rounds as f64;
    let total = p.total as f64;
    // The course's code prints its seed and the first table's layout names as literals, whatever
    // the generator was seeded with and whatever TOPLAM is. The lab names the seed it ran with
    // (the same line at the course's seed) and keeps the layout names.
    let mut s = format!(
        "model: {} tur ({} s), ariza {}. turda, toplam {} yuva; varislar Poisson (tohum {}), takip {} ve olay {} varis/tur\n",
        p.rounds,
        js_string(rounds / p.rounds_per_second),
        p.fault_at,
        p.total,
        p.seed,
        to_fixed(p.tracking_rate / p.rounds_per_second, 4),
        to_fixed(p.event_rate / p.rounds_per_second, 4)
    );
    let runs = BASLIK.iter().fold(Columns::new().left("duzen", 22).left("gun", 12), |c, h| c.right(*h, 13));
    s += "\n";
    s += &runs.right("ortalama dolu yuva", 20).table(&o.runs, |r| {
        let name = if r.layout == Layout::Shared { "tek havuz (32)" } else { "bolmeli (24/8)" };
        let mean = b(r.counters.busy_rounds as f64 / rounds, 2);
        [vec![name.to_string(), r.day.course_name().to_string()], olcut(&r.counters).into(), vec![mean]].concat()
    });
    let (ts, bs) = (o.run_of(true, Day::Healthy), o.run_of(false, Day::Healthy));
    let (ty, by) = (o.run_of(true, Day::Slow), o.run_of(false, Day::Slow));
    s += &format!(
        "\narizasiz gunun bedeli: takip dusen {} -> {}, olay dusen {} -> {}; ortalama dolu yuva {} -> {} (doluluk {} -> {}); atil yuva {} -> {}\n",
        ts.tracking_dropped,
        bs.tracking_dropped,
        ts.events_dropped,
        bs.events_dropped,
        b(ts.busy_rounds as f64 / rounds, 2),
        b(bs.busy_rounds as f64 / rounds, 2),
        b(ts.busy_rounds as f64 / rounds / total, 3),
        b(bs.busy_rounds as f64 / rounds / total, 3),
        ts.idle,
        bs.idle
    );
    s += &format!(
        "arizali gunun kazanci: takip dusen {} -> {} (%{} az), olay dusen {} -> {}; AY3'un 10 dakikasinda kurtarilan takip istegi {}\n",
        ty.tracking_dropped,
        by.tracking_dropped,
        b(o.tracking_cut_pct, 1),
        ty.events_dropped,
        by.events_dropped,
        to_fixed(o.tracking_rescued_scaled, 0)
    );
    s += "\n";
    s += &Columns::of(columns::SPLITS).table(&o.sweep, |row| {
        let label = match row.layout {
            Layout::Shared => format!("tek havuz ({})", p.total),
            Layout::Split { tracking } => format!("{}/{}", tracking, p.total as i64 - tracking as i64),
        };
        vec![
            label,
            row.healthy.tracking_dropped.to_string(),
            row.healthy.events_dropped.to_string(),
            row.slow.tracking_dropped.to_string(),
            row.slow.events_dropped.to_string(),
        ]
    });
    s += &format!(
        "duyarlilik: 24/8 yerine 27/5 olsaydi arizasiz gunde takip dusen {} -> {}, olay dusen {} -> {}; olay bolmesi {} dolulukta calisirken 5 yuvada {} olur\n",
        bs.tracking_dropped,
        o.sensitivity.tracking_dropped,
        bs.events_dropped,
        o.sensitivity.events_dropped,
        b(o.event_load_8, 3),
        b(o.event_load_5, 3)
    );
    s
}

fn layout_name(layout: Layout, p: &Params, lang: Lang) -> String {
    match layout {
        Layout::Shared => format!("{} ({})", t(lang, "tek havuz", "shared pool"), p.total),
        Layout::Split { tracking } => {
            format!("{} ({}/{})", t(lang, "bölmeli", "split"), tracking, p.total as i64 - tracking as i64)
        }
    }
}

fn split_label(tracking: u32, p: &Params) -> String {
    format!("{}/{}", tracking, p.total as i64 - tracking as i64)
}

fn occupancy(c: &Counters, p: &Params) -> f64 {
    c.busy_rounds as f64 / p.rounds as f64 / p.total as f64
}

fn layouts_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for row in [&o.shared, &o.chosen] {
        for (day, c) in [(Day::Healthy, &row.healthy), (Day::Slow, &row.slow)] {
            let shared = row.layout == Layout::Shared;
            rows.push(vec![
                layout_name(row.layout, p, lang),
                day.label().get(lang).to_string(),
                c.tracking_answered.to_string(),
                c.tracking_dropped.to_string(),
                c.events_answered.to_string(),
                c.events_dropped.to_string(),
                c.idle.to_string(),
                if shared { "-".to_string() } else { c.refused_beside_idle.to_string() },
                to_fixed(c.busy_rounds as f64 / p.rounds as f64, 2),
            ]);
            highlight.push(row.layout == p.shown() && day == p.shown_day);
        }
    }
    let mut caption = t(lang, "Tek havuz ve bölmeli düzen, iki günde", "Shared pool and split, on both days");
    if p.split > p.total {
        let (total, used) = (p.total, split_label(p.effective_split(), p));
        caption += &t!(
            lang,
            " (takip bölmesi {total} yuvayı aşamaz: {used} kullanıldı)",
            " (the tracking compartment cannot exceed {total} slots: {used} was used)"
        );
    }
    Table::of(&tables::LAYOUTS, lang, rows).with_caption(caption).highlight(highlight).course_numbers(lang)
}

/// The sweep table's rows: the course's, with the learner's split in its place.
fn sweep_rows(o: &Output) -> Vec<&SweepRow> {
    let mut rows: Vec<&SweepRow> = o.sweep.iter().collect();
    if !rows.iter().any(|r| r.layout == o.chosen.layout) {
        let at = rows
            .iter()
            .position(
                |r| matches!(r.layout, Layout::Split { tracking } if Layout::Split { tracking } < o.chosen.layout),
            )
            .unwrap_or(rows.len());
        rows.insert(at, &o.chosen);
    }
    rows
}

fn sweep_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let rows = sweep_rows(o);
    Table::of(
        &tables::SWEEP,
        lang,
        rows.iter()
            .map(|r| {
                let name = match r.layout {
                    Layout::Shared => layout_name(Layout::Shared, p, lang),
                    Layout::Split { tracking } => split_label(tracking, p),
                };
                vec![
                    name,
                    r.healthy.tracking_dropped.to_string(),
                    r.healthy.events_dropped.to_string(),
                    r.healthy.dropped().to_string(),
                    r.slow.tracking_dropped.to_string(),
                    r.slow.events_dropped.to_string(),
                    r.slow.dropped().to_string(),
                ]
            })
            .collect(),
    )
    .highlight(rows.iter().map(|r| r.layout == o.chosen.layout).collect())
}

fn sweep_chart(p: &Params, o: &Output, rows: &[SweepRow], lang: Lang) -> Chart {
    let xs: Vec<f64> = rows
        .iter()
        .map(|r| match r.layout {
            Layout::Split { tracking } => tracking as f64,
            Layout::Shared => f64::NAN,
        })
        .collect();
    let series = |f: fn(&SweepRow) -> u64| rows.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::SPLIT_SWEEP, lang).with_x_title(t!(
        lang,
        "takip bölmesi (yuva); olay bölmesi = {} − takip",
        "tracking compartment (slots); event compartment = {} − tracking",
        p.total
    ));
    c.traces = vec![
        Trace::line(
            t(
                lang,
                "arızalı gün: takip düşen (arızasız günle aynı)",
                "faulty day: tracking dropped (same as healthy day)",
            ),
            Xs::Num(xs.clone()),
            series(|r| r.slow.tracking_dropped),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "arızasız gün: olay düşen", "healthy day: events dropped"),
            Xs::Num(xs.clone()),
            series(|r| r.healthy.events_dropped),
            palette::VERMILLION,
        ),
        Trace::line(
            t(lang, "arızasız gün: toplam düşen", "healthy day: total dropped"),
            Xs::Num(xs.clone()),
            series(|r| r.healthy.dropped()),
            palette::GREEN,
        )
        .dash("dash"),
        Trace::line(
            t(lang, "arızalı gün: toplam düşen", "faulty day: total dropped"),
            Xs::Num(xs),
            series(|r| r.slow.dropped()),
            palette::PURPLE,
        )
        .dash("dot"),
    ];
    let sh = &o.shared;
    c.lines = vec![
        (
            sh.slow.tracking_dropped as f64,
            t!(
                lang,
                "tek havuz, arızalı gün: takip düşen {}",
                "shared pool, faulty day: tracking dropped {}",
                sh.slow.tracking_dropped
            ),
        ),
        (
            sh.healthy.dropped() as f64,
            t!(
                lang,
                "tek havuz, arızasız gün: toplam düşen {}",
                "shared pool, healthy day: total dropped {}",
                sh.healthy.dropped()
            ),
        ),
    ];
    c.marker = Some((
        p.effective_split() as f64,
        format!("{} {}", t(lang, "seçilen", "chosen"), split_label(p.effective_split(), p)),
    ));
    let top = [sh.slow.dropped(), sh.slow.tracking_dropped, o.chosen.slow.dropped(), o.chosen.healthy.dropped()]
        .into_iter()
        .max()
        .unwrap_or(0) as f64;
    c.y_range = Some((0.0, (top * 1.15).max(10.0)));
    if p.total >= 2 {
        c.x_range = Some((0.5, p.total as f64 - 0.5));
    }
    c.wide = true;
    c
}

fn flows_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let cats = vec![
        t(lang, "takip, arızasız", "tracking, healthy"),
        t(lang, "olay, arızasız", "events, healthy"),
        t(lang, "takip, yavaşlama", "tracking, slowdown"),
        t(lang, "olay, yavaşlama", "events, slowdown"),
    ];
    let values = |r: &SweepRow| {
        vec![
            r.healthy.tracking_dropped as f64,
            r.healthy.events_dropped as f64,
            r.slow.tracking_dropped as f64,
            r.slow.events_dropped as f64,
        ]
    };
    let mut c = Chart::of(&charts::DROPS_BY_FLOW, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (layout_name(Layout::Shared, p, lang), values(&o.shared), palette::VERMILLION),
            (layout_name(o.chosen.layout, p, lang), values(&o.chosen), palette::BLUE),
        ],
    );
    c
}

fn timeline_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds: Vec<f64> = (0..o.timeline.len()).map(|i| i as f64).collect();
    let col = |f: fn(&RoundState) -> u32| o.timeline.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    let shown = p.shown();
    let ms = fmt_num(1000.0 / p.rounds_per_second, 1, lang);
    let mut c = Chart::of(&charts::POOL_TIMELINE, lang)
        .with_tag(format!("{}, {}", layout_name(shown, p, lang), p.shown_day.label().get(lang)))
        .with_x_title(t!(lang, "tur (1 tur = {ms} ms)", "round (1 round = {ms} ms)"));
    c.traces = vec![
        Trace::line(
            t(lang, "takip sorgusu", "tracking queries"),
            Xs::Num(rounds.clone()),
            col(|r| r.tracking_busy),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "durum olayı", "status events"),
            Xs::Num(rounds),
            col(|r| r.event_busy),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    c.lines = match shown {
        Layout::Shared => vec![(p.total as f64, t(lang, "ortak havuz", "shared pool"))],
        Layout::Split { tracking } => vec![
            (tracking as f64, t(lang, "takip bölmesi", "tracking compartment")),
            ((p.total as i64 - tracking as i64) as f64, t(lang, "olay bölmesi", "event compartment")),
        ],
    };
    if p.shown_day == Day::Slow {
        c.marker = Some((p.fault_at as f64, t(lang, "yavaşlama başlar", "slowdown starts")));
    }
    c.wide = true;
    c
}

/// The rounds worth a mark in one layout's run: the slowdown, the first drop of each flow and
/// the first round a pool or compartment is full.
fn events(p: &Params, tl: &[RoundState], layout: Layout, lang: Lang) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    if p.shown_day == Day::Slow && (p.fault_at as usize) < tl.len() {
        let hold = p.slow_hold;
        let what = t!(
            lang,
            "yavaşlama başlar: olay bacağı {hold} tur tutar",
            "the slowdown starts: the event leg holds {hold} rounds"
        );
        out.push((p.fault_at as usize, what));
    }
    if let Some(i) = tl.iter().position(|r| r.tracking_dropped > 0) {
        out.push((i, t(lang, "ilk takip sorgusu düştü", "the first tracking query is dropped")));
    }
    if let Some(i) = tl.iter().position(|r| r.events_dropped > 0) {
        out.push((i, t(lang, "ilk durum olayı düştü", "the first status event is dropped")));
    }
    let full = |r: &RoundState| match layout {
        Layout::Shared => (r.tracking_busy + r.event_busy) as i64 >= p.total as i64,
        Layout::Split { tracking } => r.event_busy as i64 >= p.total as i64 - tracking as i64,
    };
    if let Some(i) = tl.iter().position(full) {
        let what = match layout {
            Layout::Shared => t(lang, "ortak havuz doldu", "the shared pool is full"),
            Layout::Split { .. } => t(lang, "olay bölmesi doldu", "the event compartment is full"),
        };
        out.push((i, what));
    }
    out
}

/// Rounds after the shared pool fills that a step plays through.
const WINDOW: usize = 300;

/// The round the shared pool first fills from the fault's round on, on the shown day (0 if
/// never; on a healthy day the Poisson peaks fill it too), the end of the window after it, and the tracking queries the shared pool and the split drop within it.
fn full_window(p: &Params, o: &Output) -> (usize, usize, u64, u64) {
    let (shared, split) = match p.shown_layout {
        ShownLayout::Split => (&o.timeline_other, &o.timeline),
        ShownLayout::Shared => (&o.timeline, &o.timeline_other),
    };
    let from = (p.fault_at as usize).min(shared.len());
    let open = shared[from..]
        .iter()
        .position(|r| (r.tracking_busy + r.event_busy) as i64 >= p.total as i64)
        .map_or(0, |k| from + k);
    let end = (open + WINDOW).min(shared.len().saturating_sub(1)).max(open);
    let dropped = |tl: &[RoundState]| match (tl.get(open), tl.get(end)) {
        (Some(a), Some(b)) => b.tracking_dropped - a.tracking_dropped,
        _ => 0,
    };
    (open, end, dropped(shared), dropped(split))
}

/// The shown day round by round in both layouts, shared pool first, over the lesson's system.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let split = Layout::Split { tracking: p.effective_split() };
    let (shared_tl, split_tl) = match p.shown_layout {
        ShownLayout::Split => (&o.timeline_other, &o.timeline),
        ShownLayout::Shared => (&o.timeline, &o.timeline_other),
    };
    let runs = [(Layout::Shared, shared_tl), (split, split_tl)];
    let marks: Vec<Vec<(usize, String)>> = runs.iter().map(|(l, tl)| events(p, tl, *l, lang)).collect();
    let w = full_window(p, o);
    let keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).chain([w.0, w.1]).collect();
    let n = shared_tl.len().min(split_tl.len());
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "tur", "round"));
    f.charts = vec!["pool-timeline"];
    f.set_texts(&FRAMES, lang);
    let slow = |i: usize| p.shown_day == Day::Slow && i as u64 >= p.fault_at;
    for ((layout, tl), marks) in runs.into_iter().zip(marks) {
        let tl: &[RoundState] = tl;
        let lost = |i: usize, f: fn(&RoundState) -> u64| f(&tl[i]) - if i == 0 { 0 } else { f(&tl[i - 1]) };
        let lost_t = |i: usize| lost(i, |r| r.tracking_dropped);
        let lost_e = |i: usize| lost(i, |r| r.events_dropped);
        let mut s = Scene::new(layout_name(layout, p, lang));
        s.nodes.push(NodeTrack::new("tracking", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("events", StateTrack::constant(State::Ok)));
        let (to_tracking, to_events) = match layout {
            Layout::Shared => {
                let total = p.total as f64;
                s.nodes.push(
                    NodeTrack::new(
                        "pool",
                        picks.states(|i| pool_state((tl[i].tracking_busy + tl[i].event_busy) as f64, total)),
                    )
                    .gauge(
                        total,
                        vec![
                            (0, picks.track(|i| tl[i].tracking_busy as f64)),
                            (1, picks.track(|i| tl[i].event_busy as f64)),
                        ],
                    )
                    .note(format!(
                        "{} {}",
                        p.total,
                        t(lang, "yuva, iki akış", "slots, both flows")
                    )),
                );
                ("pool", "pool")
            }
            Layout::Split { tracking } => {
                let events_cap = (p.total as i64 - tracking as i64).max(0) as f64;
                s.nodes.push(
                    NodeTrack::new(
                        "pool-tracking",
                        picks.states(|i| pool_state(tl[i].tracking_busy as f64, tracking as f64)),
                    )
                    .gauge(tracking as f64, vec![(0, picks.track(|i| tl[i].tracking_busy as f64))])
                    .note(format!("{tracking} {}", t(lang, "yuva", "slots"))),
                );
                s.nodes.push(
                    NodeTrack::new("pool-events", picks.states(|i| pool_state(tl[i].event_busy as f64, events_cap)))
                        .gauge(events_cap, vec![(1, picks.track(|i| tl[i].event_busy as f64))])
                        .note(format!("{} {}", events_cap, t(lang, "yuva", "slots"))),
                );
                ("pool-tracking", "pool-events")
            }
        };
        s.nodes.push(NodeTrack::new("tracking-service", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("dependency", picks.states(|i| if slow(i) { State::Slow } else { State::Ok })));
        s.links.push(
            LinkTrack::new("tracking", to_tracking, picks.track(|i| tl[i].tracking_arrived as f64))
                .failed(picks.track(|i| lost_t(i) as f64)),
        );
        s.links.push(
            LinkTrack::new("events", to_events, picks.track(|i| tl[i].events_arrived as f64))
                .failed(picks.track(|i| lost_e(i) as f64)),
        );
        s.links.push(LinkTrack::new(
            to_tracking,
            "tracking-service",
            picks.track(|i| tl[i].tracking_arrived as f64 - lost_t(i) as f64),
        ));
        s.links.push(LinkTrack::new(
            to_events,
            "dependency",
            picks.track(|i| tl[i].events_arrived as f64 - lost_e(i) as f64),
        ));
        for (i, text) in marks {
            s.event(i as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

/// The arrivals and the replays read neither the learner's split nor what the timeline shows:
/// dragging the split replays only the timeline, since the page's sweep has replayed every
/// split once.
fn replays_key(p: &Params) -> Params {
    let d = Params::default();
    Params { split: d.split, shown_layout: d.shown_layout, shown_day: d.shown_day, ..p.clone() }
}

thread_local! {
    static REPLAYS: Recent<Params, RefCell<Replays>> = const { Recent::new(2) };
}

fn replays(p: &Params) -> Rc<RefCell<Replays>> {
    REPLAYS.with(|c| c.get_or(replays_key(p), |_| RefCell::new(Replays::new(p))))
}

/// The model's run with the page's replays (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, &mut replays(p).borrow_mut())
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let rows = sweep_with(p, &mut replays(p).borrow_mut());
    let rows: &[SweepRow] = &rows;
    let (sh, sp) = (&o.shared, &o.chosen);
    let split = p.effective_split();
    let event_slots = p.total as i64 - split as i64;
    let best_by = |f: fn(&SweepRow) -> i64| {
        rows.iter()
            .min_by_key(|r| f(r))
            .and_then(|r| match r.layout {
                Layout::Split { tracking } => Some(tracking),
                Layout::Shared => None,
            })
            .unwrap_or(split)
    };
    let row_at = |b: u32| rows.iter().find(|r| r.layout == Layout::Split { tracking: b });
    let best_healthy = best_by(|r| r.healthy.dropped() as i64);
    let best_slow = best_by(|r| r.slow.dropped() as i64);
    let least_idle = best_by(|r| r.healthy.idle);
    let total_at = |b: u32, slow: bool| {
        row_at(b).map_or(f64::NAN, |r| if slow { r.slow.dropped() as f64 } else { r.healthy.dropped() as f64 })
    };
    let event_need = (p.event_rate / p.rounds_per_second) * p.event_hold as f64;
    let idx = |x: bool, y: bool| {
        if x {
            0.0
        } else if y {
            1.0
        } else {
            2.0
        }
    };
    let f = Fact::count;
    let w = full_window(p, o);
    let mut facts = vec![
        f("split", split as u64),
        Fact { name: "split_events", value: event_slots as f64, decimals: 0 },
        f("total", p.total as u64),
        f("shared_healthy_tracking", sh.healthy.tracking_dropped),
        f("shared_healthy_events", sh.healthy.events_dropped),
        f("shared_healthy_dropped", sh.healthy.dropped()),
        f("shared_slow_tracking", sh.slow.tracking_dropped),
        f("shared_slow_events", sh.slow.events_dropped),
        f("split_healthy_tracking", sp.healthy.tracking_dropped),
        f("split_healthy_events", sp.healthy.events_dropped),
        f("split_healthy_dropped", sp.healthy.dropped()),
        f("split_slow_tracking", sp.slow.tracking_dropped),
        f("split_slow_events", sp.slow.events_dropped),
        Fact {
            name: "tracking_cut_pct",
            value: lessons::view::ratio(
                100.0 * (sh.slow.tracking_dropped as f64 - sp.slow.tracking_dropped as f64),
                sh.slow.tracking_dropped as f64,
            ),
            decimals: 1,
        },
        // Times the shared pool's drops (0 when the shared pool drops nothing, not infinity).
        Fact {
            name: "healthy_ratio",
            value: if sh.healthy.dropped() == 0 {
                0.0
            } else {
                sp.healthy.dropped() as f64 / sh.healthy.dropped() as f64
            },
            decimals: 1,
        },
        Fact { name: "split_healthy_idle", value: sp.healthy.idle as f64, decimals: 0 },
        f("refused_beside_idle", sp.healthy.refused_beside_idle),
        Fact {
            name: "idle_per_refusal",
            value: lessons::view::ratio(sp.healthy.idle as f64, sp.healthy.refused_beside_idle as f64),
            decimals: 1,
        },
        Fact { name: "occupancy_shared", value: occupancy(&sh.healthy, p), decimals: 3 },
        Fact { name: "occupancy_split", value: occupancy(&sp.healthy, p), decimals: 3 },
        f("best_healthy_split", best_healthy as u64),
        Fact { name: "best_healthy_events_slots", value: (p.total as i64 - best_healthy as i64) as f64, decimals: 0 },
        Fact { name: "best_healthy_dropped", value: total_at(best_healthy, false), decimals: 0 },
        Fact {
            name: "best_healthy_slow_tracking",
            value: row_at(best_healthy).map_or(0.0, |r| r.slow.tracking_dropped as f64),
            decimals: 0,
        },
        f("best_slow_split", best_slow as u64),
        Fact { name: "best_slow_events_slots", value: (p.total as i64 - best_slow as i64) as f64, decimals: 0 },
        Fact { name: "best_slow_dropped", value: total_at(best_slow, true), decimals: 0 },
        f("least_idle_split", least_idle as u64),
        f("split_slow_dropped", sp.slow.dropped()),
        Fact { name: "event_need", value: event_need, decimals: 2 },
        Fact { name: "event_load", value: lessons::view::ratio(event_need, event_slots as f64), decimals: 3 },
        // In the split, tracking drops on the slowdown day: 0 the same as the healthy day,
        // 1 more but under half the shared pool's, 2 about as many as the shared pool's.
        Fact {
            name: "split_same_option",
            value: idx(
                sp.slow.tracking_dropped == sp.healthy.tracking_dropped,
                sp.slow.tracking_dropped * 2 < sh.slow.tracking_dropped,
            ),
            decimals: 0,
        },
        // Healthy-day drops of the split against the shared pool: 0 fewer, 1 the same, 2 more.
        Fact {
            name: "healthy_cost_option",
            value: idx(sp.healthy.dropped() < sh.healthy.dropped(), sp.healthy.dropped() == sh.healthy.dropped()),
            decimals: 0,
        },
        // Healthy-day event drops of the split: 0 under a hundred, 1 hundreds, 2 a thousand or more.
        Fact {
            name: "event_drop_bucket",
            value: idx(sp.healthy.events_dropped < 100, sp.healthy.events_dropped < 1000),
            decimals: 0,
        },
        // Slowdown tracking drops, shared pool against the split: 0 fewer, 1 the same, 2 more.
        Fact {
            name: "bigger_pool_option",
            value: idx(
                sh.slow.tracking_dropped < sp.slow.tracking_dropped,
                sh.slow.tracking_dropped == sp.slow.tracking_dropped,
            ),
            decimals: 0,
        },
        // 0 (yes) when the split's tracking drops are equal on both days.
        Fact {
            name: "split_same_yes_no",
            value: if sp.slow.tracking_dropped == sp.healthy.tracking_dropped { 0.0 } else { 1.0 },
            decimals: 0,
        },
        f("seed", p.seed),
        // The shown day in both layouts: the round the shared pool first fills, a window after
        // it, and the tracking queries each layout drops in that window.
        f("shared_full_round", w.0 as u64),
        f("window_end_round", w.1 as u64),
        f("window_shared_tracking", w.2),
        f("window_split_tracking", w.3),
        // Who drops tracking queries in that window: 0 the shared pool only, 1 the split only,
        // 2 both, 3 neither.
        Fact {
            name: "window_option",
            value: match (w.2 > 0, w.3 > 0) {
                (true, false) => 0.0,
                (false, true) => 1.0,
                (true, true) => 2.0,
                (false, false) => 3.0,
            },
            decimals: 0,
        },
        // The intro's figures.
        f("fault_round", p.fault_at),
        Fact::exact("fault_second", p.fault_at as f64 / p.rounds_per_second),
        f("event_hold", p.event_hold),
        f("slow_hold", p.slow_hold),
    ];
    facts.extend(clock_facts(p.rounds, p.rounds_per_second));
    let (shared_slow, split_slow) = (sh.slow.tracking_dropped, sp.slow.tracking_dropped);
    let (shared_healthy, split_healthy) = (sh.healthy.dropped(), sp.healthy.dropped());
    let layout = split_label(split, p);
    let summary = t!(
        lang,
        "Yavaşlamada düşen takip sorgusu tek havuzda {shared_slow}, {layout} düzende {split_slow}; arızasız günde toplam düşen istek {shared_healthy} yerine {split_healthy}.",
        "Tracking queries dropped in the slowdown: {shared_slow} with the shared pool, {split_slow} with the {layout} split; on the healthy day {split_healthy} requests dropped in all instead of {shared_healthy}."
    );
    let charts = vec![sweep_chart(p, o, rows, lang), flows_chart(p, o, lang), timeline_chart(p, o, lang)];
    let tables = vec![layouts_table(p, o, lang), sweep_table(p, o, lang)];
    View::new(tables, charts, facts, notes(p, o, rows, lang), summary).with_frames(frames(p, o, lang))
}

/// The layouts table's rows: the shared pool on both days, then the split on both days.
const SPLIT_HEALTHY_ROW: usize = 2;
const SPLIT_SLOW_ROW: usize = 3;
const SHARED_SLOW_ROW: usize = 1;

/// What the course's text reads into its tables beyond its model: the idle-slot column, its
/// chosen split, the one pool size it weighs; and why the split's tracking drops repeat.
fn notes(p: &Params, o: &Output, rows: &[SweepRow], lang: Lang) -> Vec<Note> {
    use sim_core::bolme::kosum::COURSE_SPLIT;
    let mut notes = Vec::new();
    let sp = &o.chosen.healthy;
    let n = |v: f64| fmt_num(v, 0, lang);
    let (idle, beside, all) = (n(sp.idle as f64), n(sp.refused_beside_idle as f64), n(sp.dropped() as f64));
    let per = fmt_num(lessons::view::ratio(sp.idle as f64, sp.refused_beside_idle as f64), 1, lang);
    notes.push(Note {
        on: NoteOn::Cell("layouts", SPLIT_HEALTHY_ROW, 6),
        text: t!(
            lang,
            "Kursun metni bu {idle} sayısını, komşu bölmede boş yuva varken reddedilen istek sayısı diye okur. Kod ise her retteki boş komşu yuvalarını toplar: komşuda boş yuva varken yapılan ret {beside} (bütün retler {all}), her birinde komşuda ortalama {per} boş yuva.",
            "The course's text reads this {idle} as the number of requests refused while the other compartment had a free slot. Its code adds up the free slots next door at every refusal instead: {beside} refusals came beside a free slot (out of {all}), with {per} free slots next door on average."
        ),
    });
    notes.push(Note {
        on: NoteOn::Cell("layouts", SPLIT_SLOW_ROW, 3),
        text: t(
            lang,
            "İki günde aynı takip kaybı şanstan değil, modelin yapısından gelir: üreteç her koşumda yeniden tohumlanır ve çekilişleri havuza bağlı değildir, bu yüzden her düzen ve her gün aynı varışları görür; takip bölmesine hiçbir olay giremez.",
            "The same tracking loss on both days is structure, not luck: the generator is reseeded for every run and its draws do not depend on the pool, so every layout and day sees the same arrivals, and no event can enter the tracking compartment.",
        ),
    });
    let course_row = sweep_rows(o).iter().position(|r| r.layout == Layout::Split { tracking: COURSE_SPLIT });
    let best = |slow: bool| {
        rows.iter()
            .filter_map(|r| match r.layout {
                Layout::Split { tracking } => {
                    Some((tracking, if slow { r.slow.dropped() } else { r.healthy.dropped() }))
                }
                Layout::Shared => None,
            })
            .min_by_key(|(_, d)| *d)
    };
    if let (Some(row), Some((bh, dh)), Some((bs, ds))) = (course_row, best(false), best(true)) {
        let course = split_label(COURSE_SPLIT, p);
        let (bh, bs, dh, ds) = (split_label(bh, p), split_label(bs, p), n(dh as f64), n(ds as f64));
        notes.push(Note {
            on: NoteOn::Row("sweep", row),
            text: t!(
                lang,
                "Kursun seçtiği {course} bölmesi iki günün de en azı değildir: arızasız günde en az düşen {bh} bölmesinde ({dh} istek), yavaşlamada {bs} bölmesinde ({ds}). Onu seçtiren toplam değil, takip akışının korunmasıdır.",
                "The course's {course} split is neither day's minimum: the healthy day drops least at {bh} ({dh} requests), the slowdown at {bs} ({ds}). What argues for it is not the total but protecting the tracking flow."
            ),
        });
    }
    let course_total = n(Params::default().total as f64);
    notes.push(Note {
        on: NoteOn::Row("layouts", SHARED_SLOW_ROW),
        text: t!(
            lang,
            "Kurs bölmeyi yalnız {course_total} yuvalık tek havuzla karşılaştırır. Ortak havuzu büyütmek onun tartmadığı rakip bir çaredir: arızasız günün bedelini siler, bulaşmayı küçültür ama sınırlamaz. Toplam havuzu büyütüp bu satırı izleyin.",
            "The course compares the split only with one shared pool of {course_total} slots. A bigger shared pool is a competing remedy it does not weigh: it removes the healthy day's cost and shrinks the contagion without bounding it. Grow the total pool and watch this row."
        ),
    });
    notes
}

/// The ensemble's measures for one seed: tracking queries dropped in the slowdown by the shared
/// pool and by the split, the split's healthy-day drops against the shared pool's, and whether
/// the course's result holds (1): the split drops fewer tracking queries in the slowdown and more
/// requests on the healthy day.
fn headline(p: &Params) -> Vec<f64> {
    let o = sim_core::bolme::kosum::run(p);
    let (sh, sp) = (&o.shared, &o.chosen);
    let holds = sp.slow.tracking_dropped < sh.slow.tracking_dropped && sp.healthy.dropped() > sh.healthy.dropped();
    vec![
        sh.slow.tracking_dropped as f64,
        sp.slow.tracking_dropped as f64,
        lessons::view::ratio(sp.healthy.dropped() as f64, sh.healthy.dropped() as f64),
        f64::from(u8::from(holds)),
    ]
}

#[cfg(test)]
mod note_tests {
    use super::*;

    #[test]
    fn the_headline_is_the_run_s_own_figures() {
        for seed in [20260730, 1, 42] {
            let p = Params { seed, ..Params::default() };
            let o = run(&p);
            let v = view(&p, &o, Lang::En);
            let h = headline(&p);
            let fact = |n: &str| v.fact(n).unwrap().value;
            assert_eq!(h[0], fact("shared_slow_tracking"));
            assert_eq!(h[1], fact("split_slow_tracking"));
            let holds = fact("split_slow_tracking") < fact("shared_slow_tracking")
                && fact("split_healthy_dropped") > fact("shared_healthy_dropped");
            assert_eq!(h[3], f64::from(u8::from(holds)));
        }
    }

    #[test]
    fn the_course_s_split_row_says_it_is_neither_day_s_minimum() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let n = v.table_notes("sweep").next().unwrap();
        assert!(n.text.starts_with("The course's 24/8 split is neither"), "{}", n.text);
        assert!(v.table_notes("layouts").count() == 3);
    }
}

thread_local! {
    /// The explorer's cells vary the pools, not the arrivals: they share one draw.
    static ARRIVALS: Recent<sim_core::bolme::kosum::ArrivalKey, sim_core::bolme::kosum::Arrivals> =
        const { Recent::new(2) };
}

/// The explorer's cell: one split replayed on both days (empty where the split leaves a flow
/// no slot).
fn cell(p: &Params) -> Vec<f64> {
    let arrivals = ARRIVALS.with(|c| c.get_or(p.arrival_key(), |_| sim_core::bolme::kosum::draw_arrivals(p)));
    match sim_core::bolme::kosum::split_cell_with(p, &arrivals) {
        Some(r) => vec![r.slow.tracking_dropped as f64, r.healthy.events_dropped as f64],
        None => vec![f64::NAN; 2],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact};

    #[test]
    fn the_replays_cache_key_leaves_out_exactly_what_a_replay_ignores() {
        crate::memo::assert_key_ignores_exactly(replays_key, &Replays::IGNORED);
    }

    #[test]
    fn the_page_s_run_and_sweep_are_the_model_s() {
        for total in [32, 12] {
            let mut p = Params { total, ..Params::default() };
            for split in [24, 3, 11, 24] {
                p.split = split;
                assert_eq!(run(&p), sim_core::bolme::kosum::run(&p));
                assert_eq!(sweep_with(&p, &mut replays(&p).borrow_mut()), sim_core::bolme::kosum::sweep(&p));
            }
        }
    }

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::Tr);
        assert_eq!(fact(&v, "shared_slow_tracking"), 2654.0);
        assert_eq!(fact(&v, "split_slow_tracking"), 172.0);
        assert_eq!(fact(&v, "split_healthy_tracking"), 172.0);
        assert_eq!(fact(&v, "split_healthy_idle"), 4239.0);
        assert_eq!(to_fixed(fact(&v, "tracking_cut_pct"), 1), "93.5");
        assert_eq!(to_fixed(fact(&v, "healthy_ratio"), 1), "5.5");
        assert_eq!((fact(&v, "best_healthy_split"), fact(&v, "best_slow_split")), (23.0, 22.0));
        // The course reads 4239 as refusals; fewer requests than that were refused at all.
        assert!(fact(&v, "refused_beside_idle") <= fact(&v, "split_healthy_dropped"));
        assert!(fact(&v, "split_healthy_dropped") < fact(&v, "split_healthy_idle"));
    }

    #[test]
    fn page_labels_follow_the_values_that_ran() {
        let p = Params { total: 40, split: 30, ..Params::default() };
        let o = run(&p);
        let v = view(&p, &o, Lang::En);
        assert_eq!(v.tables[0].rows[2][0], "split (30/10)");
        assert_eq!(v.tables[0].rows[0][0], "shared pool (40)");
        // The transcript keeps the course's literal labels.
        assert!(transcript(&p, &o).contains("bolmeli (24/8)"));
        let clamped = Params { total: 20, split: 24, ..Params::default() };
        let v = view(&clamped, &run(&clamped), Lang::Tr);
        assert_eq!(v.tables[0].rows[2][0], "bölmeli (20/0)");
        assert!(v.tables[0].caption.contains("20/0"));
    }

    #[test]
    fn sweep_chart_covers_every_split_and_marks_the_chosen_one() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let c = chart(&v, "split-sweep");
        assert_eq!(c.traces[0].y.len(), 31);
        assert_eq!(c.marker.as_ref().unwrap().0, 24.0);
        assert_eq!(c.lines[0].0, 2654.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::chart;

    #[test]
    fn the_shown_layout_s_frames_are_the_charted_pool_and_both_end_at_the_tables_drops() {
        for (layout, day) in [(0.0, 1.0), (1.0, 1.0), (0.0, 0.0)] {
            let mut p = Params::default();
            sim_core::params::Params::put(&mut p, "shown_layout", layout);
            sim_core::params::Params::put(&mut p, "shown_day", day);
            let o = run(&p);
            let v = view(&p, &o, Lang::En);
            let f = v.frames.as_ref().unwrap();
            assert!(f.len() <= lessons::frames::MAX_FRAMES + 20, "{}", f.len());
            let chart = chart(&v, "pool-timeline");
            let shown = if p.shown_layout == ShownLayout::Split { 1 } else { 0 };
            let scene = &f.scenes[shown];
            for (i, &r) in f.rounds.iter().enumerate() {
                let tracking = scene.node(if shown == 1 { "pool-tracking" } else { "pool" }).unwrap().fill[0].1.at(i);
                let events =
                    scene.node(if shown == 1 { "pool-events" } else { "pool" }).unwrap().fill.last().unwrap().1.at(i);
                assert_eq!(tracking, chart.traces[0].y[r as usize], "round {r}");
                assert_eq!(events, chart.traces[1].y[r as usize], "round {r}");
            }
            // The frames' last round is the run's last: the cumulative drops there are the table's.
            let (shared, split) = match p.shown_layout {
                ShownLayout::Split => (&o.timeline_other, &o.timeline),
                ShownLayout::Shared => (&o.timeline, &o.timeline_other),
            };
            let day = if p.shown_day == Day::Slow { &o.shared.slow } else { &o.shared.healthy };
            assert_eq!(shared.last().unwrap().tracking_dropped, day.tracking_dropped);
            let day = if p.shown_day == Day::Slow { &o.chosen.slow } else { &o.chosen.healthy };
            assert_eq!(split.last().unwrap().events_dropped, day.events_dropped);
            assert_eq!(*f.rounds.last().unwrap() as usize, shared.len() - 1);
        }
    }

    #[test]
    fn the_step_s_window_starts_when_the_shared_pool_fills_and_the_shared_pool_drops_far_more_tracking() {
        let p = Params { shown_day: Day::Slow, ..Params::default() };
        let v = view(&p, &run(&p), Lang::Tr);
        let f = v.frames.as_ref().unwrap();
        let open = v.fact("shared_full_round").unwrap().value as u32;
        let end = v.fact("window_end_round").unwrap().value as u32;
        assert!(open >= p.fault_at as u32 && end > open, "{open} {end}");
        assert_eq!(f.rounds[f.frame_of(open).unwrap()], open);
        assert_eq!(f.rounds[f.frame_of(end).unwrap()], end);
        assert_eq!(f.scenes[0].node("pool").unwrap().state.at(f.frame_of(open).unwrap()), Some(State::Saturated));
        let [shared, split] = ["window_shared_tracking", "window_split_tracking"].map(|k| v.fact(k).unwrap().value);
        assert!(shared > 5.0 * split, "{shared} {split}");
    }
}
