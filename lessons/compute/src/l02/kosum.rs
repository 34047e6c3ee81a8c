//! Lesson 2, `kesici/kosum`: both course tables, the per-mode comparison bars and the
//! round-by-round timeline of the gateway's pool and the breaker's state.

use crate::texts::l02::kosum::{charts, columns, tables, FRAMES};
use sim_core::kesici::kosum::{baseline, run_with, Baseline, BreakerState, Counters, Mode, Output, Params, RoundState};
use sim_core::Lang;

use crate::memo::Recent;
use crate::parts::{clock_facts, named_row, ordering_option};

/// The breaker-free runs read none of the breaker's settings: dragging the threshold, the
/// window or the open time reruns only the runs with the breaker.
fn baseline_key(p: &Params) -> Params {
    let d = Params::default();
    Params {
        rule_kind: d.rule_kind,
        threshold: d.threshold,
        window: d.window,
        open_for: d.open_for,
        long_open_for: d.long_open_for,
        tight_rule_kind: d.tight_rule_kind,
        tight_threshold: d.tight_threshold,
        tight_window: d.tight_window,
        tight_open_for: d.tight_open_for,
        ..p.clone()
    }
}

thread_local! {
    static BASELINES: Recent<Params, Baseline> = const { Recent::new(4) };
}

/// The model's run, keeping the last few baselines (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p| (*BASELINES.with(|c| c.get_or(baseline_key(p), baseline))).clone())
}

use crate::columns::Columns;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{palette, t, Band, Chart, ChartText, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `kesici/kosum`, with its explorer's cells.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { cell: Some(cell), headline: Some(headline), ..crate::Model::new(run, transcript, view) };

const HEADERS: [&str; 7] =
    ["takip yanit", "takip yuvasiz", "olay yanit", "olay red", "olay hata", "yapilan cagri", "olay yuva-tur"];

fn row_values(c: &Counters) -> [u64; 7] {
    [
        c.tracking_answered,
        c.tracking_no_slot,
        c.events_answered,
        c.events_rejected,
        c.events_failed,
        c.calls,
        c.event_slot_rounds,
    ]
}

fn opt(x: Option<u64>) -> String {
    x.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "model: {} tur ({} s), ariza {}. turda, {} yuva; secilen kural: son {} cagrinin {}'si basarisizsa ac, {} tur kesik kal\n",
        p.rounds,
        js_string(p.rounds as f64 / p.rounds_per_second),
        p.fault_at,
        p.slots,
        p.window,
        js_string(p.threshold),
        p.open_for
    );
    let runs = HEADERS.iter().fold(Columns::new().left("kosum", 24), |c, h| c.right(*h, 15));
    s += "\n";
    s += &runs.table(&o.runs, |r| {
        let name = format!("{}, {}", r.mode.course_name(), if r.breaker { "kesicili" } else { "kesicisiz" });
        named_row(&name, &row_values(&r.counters))
    });
    let s1 = o.run_of(Mode::Healthy, true);
    let (k0, k1) = (o.run_of(Mode::Partial, false), o.run_of(Mode::Partial, true));
    let (y0, y1) = (o.run_of(Mode::Slow, false), o.run_of(Mode::Slow, true));
    let (d0, d1) = (o.run_of(Mode::Stop, false), o.run_of(Mode::Stop, true));
    s += &format!(
        "\narizasiz gunun bedeli: {} cagrinin hepsinde kesici sorgulanir ve {} kayitlik pencere tutulur; \
         {} yanlis acilma, {} reddedilen gecerli olay; kismi arizada {} acilma ve olay yanit {} -> {} \
         ({} basarili olabilecek olay reddedildi)\n",
        s1.calls,
        p.window,
        s1.openings,
        s1.events_rejected,
        k1.openings,
        k0.events_answered,
        k1.events_answered,
        k0.events_answered as i64 - k1.events_answered as i64
    );
    s += &format!(
        "arizali gunun kazanci (yavaslama): takip yuvasiz {} -> {}, olay yuva-tur {} -> {} (%{} az), \
         bozuk bagimliliga cagri {} -> {}\n",
        y0.tracking_no_slot,
        y1.tracking_no_slot,
        y0.event_slot_rounds,
        y1.event_slot_rounds,
        to_fixed(o.slow_slot_round_cut_pct, 2),
        y0.calls,
        y1.calls
    );
    s += &format!(
        "ayni kazanc durmada: takip yuvasiz {} -> {}, olay yuva-tur {} -> {}, cagri {} -> {}\n",
        d0.tracking_no_slot, d1.tracking_no_slot, d0.event_slot_rounds, d1.event_slot_rounds, d0.calls, d1.calls
    );
    s += &format!(
        "AY3'un 10 dakikasina olcek: yavaslamada tasarruf edilen cagri {}, kurtarilan takip istegi {}\n",
        to_fixed(o.slow_calls_saved_scaled, 0),
        to_fixed(o.slow_tracking_rescued_scaled, 0)
    );
    s += "\n";
    s += &Columns::of(columns::RULES).table(&o.rules, |r| {
        vec![
            r.rule.to_string(),
            r.mode.course_name().to_string(),
            opt(r.counters.detection_round),
            opt(r.counters.detection_slot_rounds),
            r.counters.openings.to_string(),
            r.rejected_valid.map_or_else(|| "-".to_string(), |v| v.to_string()),
        ]
    });
    s += &format!(
        "duyarlilik: kesik suresi {} yerine {} tur olsaydi yavaslamada yapilan cagri {} -> {}; oran 0,10 kuralinda \
         arizasiz gunde reddedilen gecerli olay {} -> {}\n",
        p.open_for,
        p.long_open_for,
        y1.calls,
        o.long_open_slow_calls,
        o.tight_healthy_rejected,
        o.tight_long_healthy_rejected
    );
    s
}

fn rule_name(name: &str, lang: Lang) -> String {
    match (name, lang) {
        ("ardisik 5", Lang::Tr) => "ardışık 5".into(),
        ("ardisik 5", Lang::En) => "5 in a row".into(),
        ("oran 0,50 / 20", Lang::En) => "rate 0.50 / 20".into(),
        ("oran 0,10 / 20", Lang::En) => "rate 0.10 / 20".into(),
        (n, _) => n.into(),
    }
}

fn mode_names(lang: Lang) -> Vec<String> {
    Mode::ALL.iter().map(|m| m.label().get(lang).to_string()).collect()
}

fn compare_chart(text: &ChartText, o: &Output, lang: Lang, f: fn(&Counters) -> u64) -> Chart {
    let mut c = Chart::of(text, lang);
    let series = |b: bool| Mode::ALL.iter().map(|&m| f(o.run_of(m, b)) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(mode_names(lang)),
        [
            (t(lang, "kesicisiz", "no breaker"), series(false), palette::VERMILLION),
            (t(lang, "kesicili", "with breaker"), series(true), palette::BLUE),
        ],
    );
    c
}

fn open_bands(tl: &[RoundState]) -> Vec<Band> {
    let mut bands = Vec::new();
    let mut start: Option<(usize, BreakerState)> = None;
    for (i, r) in tl.iter().enumerate().chain(core::iter::once((tl.len(), &RoundState::default()))) {
        match start {
            Some((s0, st)) if st != r.state => {
                bands.push(Band {
                    from: s0 as f64 - 0.5,
                    to: i as f64 - 0.5,
                    color: if st == BreakerState::Open { "rgba(213,94,0,0.15)" } else { "rgba(230,159,0,0.30)" },
                });
                start = None;
            }
            _ => {}
        }
        if start.is_none() && r.state != BreakerState::Closed {
            start = Some((i, r.state));
        }
    }
    bands
}

fn timeline(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds: Vec<f64> = (0..o.timeline_with.len()).map(|i| i as f64).collect();
    let busy = |tl: &[RoundState]| tl.iter().map(|r| (r.tracking_busy + r.event_busy) as f64).collect::<Vec<_>>();
    let event = |tl: &[RoundState]| tl.iter().map(|r| r.event_busy as f64).collect::<Vec<_>>();
    let ms = lessons::view::fmt_num(1000.0 / p.rounds_per_second, 1, lang);
    let mut c = Chart::of(&charts::POOL_TIMELINE, lang).with_tag(p.shown_mode.label().get(lang)).with_x_title(t!(
        lang,
        "tur (1 tur = {ms} ms)",
        "round (1 round = {ms} ms)"
    ));
    c.traces = vec![
        Trace::line(
            t(lang, "kesicisiz: tüm yuvalar", "no breaker: all slots"),
            Xs::Num(rounds.clone()),
            busy(&o.timeline_without),
            palette::VERMILLION,
        ),
        Trace::line(
            t(lang, "kesicisiz: olay yuvaları", "no breaker: event slots"),
            Xs::Num(rounds.clone()),
            event(&o.timeline_without),
            palette::ORANGE,
        )
        .dash("dot"),
        Trace::line(
            t(lang, "kesicili: tüm yuvalar", "with breaker: all slots"),
            Xs::Num(rounds.clone()),
            busy(&o.timeline_with),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "kesicili: olay yuvaları", "with breaker: event slots"),
            Xs::Num(rounds),
            event(&o.timeline_with),
            palette::SKY,
        )
        .dash("dash"),
    ];
    c.lines = vec![(p.slots as f64, t(lang, "YUVA (havuz)", "YUVA (pool)"))];
    c.marker = Some((p.fault_at as f64, t(lang, "arıza başlar", "fault starts")));
    c.bands = open_bands(&o.timeline_with);
    c.wide = true;
    c
}

fn lost_tracking(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds: Vec<f64> = (0..o.timeline_with.len()).map(|i| i as f64).collect();
    let lost = |tl: &[RoundState]| tl.iter().map(|r| r.tracking_no_slot as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::LOST_TRACKING, lang).with_tag(p.shown_mode.label().get(lang));
    c.traces = vec![
        Trace::step(
            t(lang, "kesicisiz", "no breaker"),
            Xs::Num(rounds.clone()),
            lost(&o.timeline_without),
            palette::VERMILLION,
        ),
        Trace::step(t(lang, "kesicili", "with breaker"), Xs::Num(rounds), lost(&o.timeline_with), palette::BLUE)
            .dash("dash"),
    ];
    c.marker = Some((p.fault_at as f64, t(lang, "arıza başlar", "fault starts")));
    c
}

/// The dependency's state in round `t` of a run in `mode` (healthy until the fault).
fn dependency_state(p: &Params, mode: Mode, t: u64) -> State {
    match mode {
        _ if t < p.fault_at => State::Ok,
        Mode::Healthy => State::Ok,
        Mode::Partial => State::Degraded,
        Mode::Slow => State::Slow,
        Mode::Stop => State::Failed,
    }
}

fn breaker_state(s: BreakerState) -> State {
    match s {
        BreakerState::Closed => State::Closed,
        BreakerState::Open => State::Open,
        BreakerState::HalfOpen => State::HalfOpen,
    }
}

/// The rounds worth a mark in one run: the fault, the pool's first full round and first
/// refused query, and (with the breaker) each change of the breaker's state.
fn events(p: &Params, tl: &[RoundState], breaker: bool, lang: Lang) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    if (p.fault_at as usize) < tl.len() && p.shown_mode != Mode::Healthy {
        out.push((
            p.fault_at as usize,
            format!("{}: {}", t(lang, "arıza başlar", "the fault starts"), p.shown_mode.label().get(lang)),
        ));
    }
    if let Some(i) = tl.iter().position(|r| r.tracking_busy + r.event_busy >= p.slots) {
        out.push((i, t(lang, "ağ geçidinin havuzu doldu", "the gateway's pool is full")));
    }
    if let Some(i) = tl.iter().position(|r| r.tracking_lost > 0) {
        out.push((i, t(lang, "ilk takip sorgusu yuva bulamadı", "the first tracking query finds no slot")));
    }
    if breaker {
        let mut opened_before = false;
        for (i, r) in tl.iter().enumerate() {
            let was = if i == 0 { BreakerState::Closed } else { tl[i - 1].state };
            let what = if r.opened > 0 && opened_before {
                t(lang, "yoklama başarısız: kesici yeniden açıldı", "the probe fails: the breaker opens again")
            } else if r.opened > 0 {
                t(lang, "kesici açıldı", "the breaker opens")
            } else if r.state != was && r.state == BreakerState::HalfOpen {
                t(lang, "kesici yarı açık: bir yoklama", "the breaker half-opens: one probe")
            } else if r.state != was && r.state == BreakerState::Closed {
                t(lang, "kesici kapandı", "the breaker closes")
            } else {
                continue;
            };
            opened_before |= r.opened > 0;
            out.push((i, what));
        }
    }
    out
}

/// The shown mode round by round, without and with the breaker, over the lesson's system.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let runs = [(&o.timeline_without, false), (&o.timeline_with, true)];
    let marks: Vec<Vec<(usize, String)>> = runs.iter().map(|(tl, b)| events(p, tl, *b, lang)).collect();
    let n = o.timeline_with.len().min(o.timeline_without.len());
    let picks = Picks::marked(n, &marks);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "tur", "round"));
    f.charts = vec!["pool-timeline", "lost-tracking"];
    f.set_texts(&FRAMES, lang);
    for ((tl, breaker), marks) in runs.iter().zip(marks) {
        let tl: &[RoundState] = tl;
        let title = if *breaker { t(lang, "kesicili", "with breaker") } else { t(lang, "kesicisiz", "no breaker") };
        let mut s = Scene::new(title);
        s.nodes.push(NodeTrack::new("tracking", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("events", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new(
                "gateway",
                picks.states(|i| pool_state((tl[i].tracking_busy + tl[i].event_busy) as f64, p.slots as f64)),
            )
            .gauge(
                p.slots as f64,
                vec![(0, picks.track(|i| tl[i].tracking_busy as f64)), (1, picks.track(|i| tl[i].event_busy as f64))],
            )
            .note(format!("{} {}", p.slots, t(lang, "yuva", "slots"))),
        );
        s.nodes.push(NodeTrack::new("tracking-service", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("dependency", picks.states(|i| dependency_state(p, p.shown_mode, i as u64))));
        s.links.push(
            LinkTrack::new("tracking", "gateway", picks.track(|i| tl[i].tracking_arrived as f64))
                .failed(picks.track(|i| tl[i].tracking_lost as f64)),
        );
        s.links.push(
            LinkTrack::new("events", "gateway", picks.track(|i| tl[i].events_arrived as f64))
                .failed(picks.track(|i| tl[i].events_lost as f64)),
        );
        s.links.push(LinkTrack::new(
            "gateway",
            "tracking-service",
            picks.track(|i| (tl[i].tracking_arrived - tl[i].tracking_lost) as f64),
        ));
        let mut call = LinkTrack::new("gateway", "dependency", picks.track(|i| tl[i].calls as f64))
            .failed(picks.track(|i| tl[i].failed as f64))
            .refused(picks.track(|i| tl[i].rejected as f64));
        if *breaker {
            call = call.pattern(
                format!("{} / {}", lessons::view::fmt_num(p.threshold, 2, lang), p.window),
                picks.states(|i| breaker_state(tl[i].state)),
            );
        }
        s.links.push(call);
        for (i, text) in marks {
            s.event(i as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let runs = Table::of(
        &tables::RUNS,
        lang,
        o.runs
            .iter()
            .map(|r| {
                let mut row = vec![format!(
                    "{}, {}",
                    r.mode.label().get(lang),
                    if r.breaker { t(lang, "kesicili", "with breaker") } else { t(lang, "kesicisiz", "no breaker") }
                )];
                row.extend(row_values(&r.counters).iter().map(|v| v.to_string()));
                row
            })
            .collect(),
    )
    .highlight(o.runs.iter().map(|r| r.mode == p.shown_mode).collect())
    .course_numbers(lang);
    let rules = Table::of(
        &tables::RULES,
        lang,
        o.rules
            .iter()
            .map(|r| {
                vec![
                    rule_name(r.rule, lang),
                    r.mode.label().get(lang).to_string(),
                    opt(r.counters.detection_round),
                    opt(r.counters.detection_slot_rounds),
                    r.counters.openings.to_string(),
                    r.rejected_valid.map_or_else(|| "-".to_string(), |v| v.to_string()),
                ]
            })
            .collect(),
    )
    .highlight(o.rules.iter().map(|r| r.mode == p.shown_mode).collect());
    let charts = vec![
        timeline(p, o, lang),
        lost_tracking(p, o, lang),
        compare_chart(&charts::COMPARE_NO_SLOT, o, lang, |c| c.tracking_no_slot),
        compare_chart(&charts::COMPARE_CALLS, o, lang, |c| c.calls),
    ];
    let (y0, y1) = (o.run_of(Mode::Slow, false), o.run_of(Mode::Slow, true));
    let (d0, d1) = (o.run_of(Mode::Stop, false), o.run_of(Mode::Stop, true));
    let h1 = o.run_of(Mode::Healthy, true);
    let shown0 = o.run_of(p.shown_mode, false);
    let shown1 = o.run_of(p.shown_mode, true);
    let f = Fact::count;
    let tl = &o.timeline_with;
    let open = tl.iter().position(|r| r.opened > 0).unwrap_or(0);
    // The end of the first open stretch: a probe (it opens the breaker again) or a change of state.
    let half = tl
        .iter()
        .enumerate()
        .skip(open + 1)
        .find(|(_, r)| r.opened > 0 || r.state != BreakerState::Open)
        .map_or(open, |(i, _)| i);
    let mut facts = vec![
        // The intro's figure: the fault's first round.
        f("fault_round", p.fault_at),
        f("slow_no_slot_without", y0.tracking_no_slot),
        f("slow_no_slot_with", y1.tracking_no_slot),
        f("slow_slot_rounds_without", y0.event_slot_rounds),
        f("slow_slot_rounds_with", y1.event_slot_rounds),
        f("slow_calls_without", y0.calls),
        f("slow_calls_with", y1.calls),
        f("slow_rejected", y1.events_rejected),
        f("stop_no_slot_without", d0.tracking_no_slot),
        f("stop_no_slot_with", d1.tracking_no_slot),
        f("stop_calls_without", d0.calls),
        f("stop_calls_with", d1.calls),
        f("healthy_openings", h1.openings),
        f("healthy_rejected", h1.events_rejected),
        f("shown_no_slot_without", shown0.tracking_no_slot),
        f("shown_no_slot_with", shown1.tracking_no_slot),
        f("long_open_slow_calls", o.long_open_slow_calls),
        f("slow_detection_round", y1.detection_round.unwrap_or(0)),
        f("slow_detection_slot_rounds", y1.detection_slot_rounds.unwrap_or(0)),
        f("stop_detection_slot_rounds", d1.detection_slot_rounds.unwrap_or(0)),
        f("tight_healthy_rejected", o.tight_healthy_rejected),
        f("tight_long_healthy_rejected", o.tight_long_healthy_rejected),
        // Tracking queries without a slot in the slowdown with the breaker: 0 none, 1 some, 2
        // about as many as without it (four in five or more).
        Fact {
            name: "slow_with_option",
            value: if y1.tracking_no_slot == 0 {
                0.0
            } else if y1.tracking_no_slot * 5 >= y0.tracking_no_slot * 4 {
                2.0
            } else {
                1.0
            },
            decimals: 0,
        },
        // What the breaker saves under a stop: 0 neighbours, 1 wasted calls only, 2 both.
        Fact {
            name: "stop_gain_option",
            value: match (d0.tracking_no_slot > d1.tracking_no_slot, d0.calls > d1.calls) {
                (true, true) => 2.0,
                (true, false) => 0.0,
                _ => 1.0,
            },
            decimals: 0,
        },
        // Healthy-day rejections: 0 none, 1 fewer than a hundred, 2 hundreds or more.
        Fact {
            name: "healthy_rejected_bucket",
            value: match h1.events_rejected {
                0 => 0.0,
                1..=99 => 1.0,
                _ => 2.0,
            },
            decimals: 0,
        },
        // A longer open time on the healthy day: 0 fewer rejections, 1 the same, 2 more.
        Fact {
            name: "tight_long_option",
            value: ordering_option(o.tight_long_healthy_rejected.cmp(&o.tight_healthy_rejected)),
            decimals: 0,
        },
        Fact {
            name: "slow_cut_pct",
            value: if o.slow_slot_round_cut_pct.is_finite() { o.slow_slot_round_cut_pct } else { 0.0 },
            decimals: 2,
        },
        // The shown mode with the breaker: the round it first opens, the round its first open
        // stretch ends (a probe), the event slots held at each, and the events rejected in
        // between (all 0 when it never opens).
        f("shown_open_round", open as u64),
        f("shown_probe_round", half as u64),
        f("open_event_busy", tl.get(open).map_or(0, |r| r.event_busy as u64)),
        f("probe_event_busy", tl.get(half).map_or(0, |r| r.event_busy as u64)),
        f("open_window_rejected", tl.get(open..=half).map_or(0, |w| w.iter().map(|r| r.rejected as u64).sum())),
        Fact { name: "threshold", value: p.threshold, decimals: 2 },
        Fact { name: "open_for", value: p.open_for as f64, decimals: 0 },
    ];
    facts.extend(clock_facts(p.rounds, p.rounds_per_second));
    let mode = p.shown_mode.label().get(lang);
    let (without, with) = (shown0.tracking_no_slot, shown1.tracking_no_slot);
    let (openings, rejected) = (h1.openings, h1.events_rejected);
    let saved = lessons::view::fmt_num(o.slow_calls_saved_scaled, 0, lang);
    let summary = t!(
        lang,
        "{mode}: yuva bulamayan takip sorgusu kesicisiz {without}, kesicili {with}; sağlıklı günde {openings} yanlış açılma, {rejected} reddedilen geçerli olay. AY3'ün 10 dakikasında kesicinin yavaşlamada kazandırdığı çağrı: {saved}.",
        "{mode}: tracking queries with no slot {without} without the breaker, {with} with it; on the healthy day {openings} false openings, {rejected} valid events rejected. Calls the breaker saves in the slowdown over AY3's 10 minutes: {saved}."
    );
    View::new(vec![runs, rules], charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// The rules table's row of a fixed rule (by the course's name) in a mode.
fn rule_row<'a>(o: &'a Output, name: &str, mode: Mode) -> Option<(usize, &'a sim_core::kesici::kosum::RuleRow)> {
    o.rules.iter().enumerate().find(|(_, r)| r.rule == name && r.mode == mode)
}

/// Where the course reads more into the rules table than its model shows: the 0.10 rule's
/// "cheap detection" (a false opening before the fault), the same detection delay in both
/// modes (a call's outcome is known at once), and partial failure's "rejected valid" (two runs
/// whose draws part).
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    use sim_core::kesici::kosum::{opening_rounds, COMPARED_RULES};
    let mut notes = Vec::new();
    let n = |v: u64| lessons::view::fmt_num(v as f64, 0, lang);
    let (tight_name, tight) = COMPARED_RULES[2];
    for mode in [Mode::Slow, Mode::Stop] {
        let Some((row, r)) = rule_row(o, tight_name, mode) else { continue };
        let Some(first) = opening_rounds(p, mode, &tight).first().copied().filter(|&f| f < p.fault_at) else {
            continue;
        };
        let (first, fault, late) = (n(first), n(p.fault_at), r.counters.detection_round.map_or("-".into(), n));
        notes.push(Note {
            on: NoteOn::Row("rules", row),
            text: t!(
                lang,
                "Kurs bu kuralın algılamayı ucuza yaptığını söyler. Oysa kesici arızadan önce, {first}. turda yanlışlıkla açıldı; arıza {fault}. turda başladığında zaten açıktı. \"Algılama\" sayılan, kesik süresi dolduktan sonra başarısız olan ilk yoklamadır: arızadan {late} tur sonra, tek bir çağrı bedeliyle.",
                "The course says this rule detects cheaply. Yet the breaker opened by mistake before the fault, in round {first}, and was already open when the fault began in round {fault}. What counts as \"detection\" is the first probe to fail once the open time is over: {late} rounds after the fault, at the price of one call."
            ),
        });
    }
    let (consecutive, _) = COMPARED_RULES[0];
    if let (Some((row, slow)), Some((_, stop))) =
        (rule_row(o, consecutive, Mode::Slow), rule_row(o, consecutive, Mode::Stop))
    {
        let d = |r: &sim_core::kesici::kosum::RuleRow| r.counters.detection_round.map_or("-".into(), n);
        let (d_slow, d_stop, hold) = (d(slow), d(stop), n(p.modes[Mode::Slow as usize].fail_hold));
        notes.push(Note {
            on: NoteOn::Cell("rules", row, 2),
            text: t!(
                lang,
                "Kurs iki kipte algılamanın aynı gecikmeyle geldiğini ({d_slow} ve {d_stop} tur), yalnız bedelin değiştiğini söyler. Modelde bir çağrının sonucu, zaman aşımı bile, çağrının yapıldığı turda bilinir; yavaş çağrı yuvayı ise {hold} tur tutar. Gerçekte yavaşlık ancak zaman aşımı dolunca görünür: aynı gecikme kısmen bu model seçiminden doğar.",
                "The course says detection comes with the same delay in both modes ({d_slow} and {d_stop} rounds) and only its price differs. In the model a call's outcome, even a timeout, is known in the round the call is made, while the slow call holds its slot for {hold} rounds. In reality slowness shows only once the timeout expires: the equal delay comes partly from that modelling choice."
            ),
        });
    }
    if let Some((row, r)) = rule_row(o, tight_name, Mode::Partial) {
        let without = o.run_of(Mode::Partial, false).events_answered;
        let (with, rejected) = (n(r.counters.events_answered), n(r.counters.events_rejected));
        let without = n(without);
        notes.push(Note {
            on: NoteOn::Cell("rules", row, 5),
            text: t!(
                lang,
                "Bu sayı, kesicisiz koşumda yanıtlanan olaydan ({without}) kesicili koşumda yanıtlananı ({with}) çıkarır. Reddedilen olay rastgele sayı çekmez; ilk retten sonra iki koşumun çekilişleri ayrışır ve olaylar başka sonuçlar alır. Fark bu yüzden yalnız kesicinin reddettiği {rejected} olaydan gelmez; bir ölçüm değil, iki ayrı çekilişin farkıdır.",
                "This figure takes the events answered with the breaker ({with}) from those answered without it ({without}). A rejected event draws no random number, so after the first rejection the two runs' draws part and events meet other outcomes. The gap therefore does not come only from the {rejected} events the breaker rejected; it is the difference of two separate draws, not a measurement."
            ),
        });
    }
    notes
}

/// The ensemble's measures for one seed, in the slowdown: tracking queries without a slot
/// without and with the breaker, and whether the breaker leaves fewer (1) or not (0).
fn headline(p: &Params) -> Vec<f64> {
    let (without, with) = sim_core::kesici::kosum::pair(p, Mode::Slow);
    let (a, b) = (without.tracking_no_slot as f64, with.tracking_no_slot as f64);
    vec![a, b, f64::from(u8::from(b < a))]
}

/// The explorer's cell: the chosen rule under the mode shown and on the healthy day.
fn cell(p: &Params) -> Vec<f64> {
    let c = sim_core::kesici::kosum::rule_cell(p);
    vec![c.tracking_no_slot as f64, c.healthy_rejected as f64, c.calls as f64]
}

#[cfg(test)]
mod note_tests {
    use super::*;

    #[test]
    fn the_summary_carries_the_course_s_headline_figure() {
        // The calls saved over AY3's ten minutes (the course's headline) are on the page, not
        // only in the transcript.
        let p = Params::default();
        let o = run(&p);
        for lang in [Lang::Tr, Lang::En] {
            let v = view(&p, &o, lang);
            let saved = lessons::view::fmt_num(o.slow_calls_saved_scaled, 0, lang);
            assert!(v.summary.ends_with(&format!("{saved}.")), "{}", v.summary);
            assert!(o.slow_calls_saved_scaled > 1000.0);
        }
    }

    #[test]
    fn the_headline_is_the_run_s_own_slowdown_figures() {
        for seed in [20260730, 1, 42] {
            let p = Params { seed, ..Params::default() };
            let o = run(&p);
            let (a, b) = (o.run_of(Mode::Slow, false).tracking_no_slot, o.run_of(Mode::Slow, true).tracking_no_slot);
            assert_eq!(headline(&p), vec![a as f64, b as f64, f64::from(u8::from(b < a))]);
        }
    }

    #[test]
    fn the_rules_table_carries_the_false_opening_the_equal_delay_and_the_diverging_draws() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let texts: Vec<&str> = v.table_notes("rules").map(|n| n.text.as_str()).collect();
        assert!(
            texts.iter().any(|t| t.contains("round 167") && t.contains("round 200") && t.contains("67 rounds")),
            "{texts:?}"
        );
        assert!(texts.iter().any(|t| t.contains("(4 and 4 rounds)")), "{texts:?}");
        assert!(texts.iter().any(|t| t.contains("draws part")), "{texts:?}");
    }
}

#[cfg(test)]
mod memo_tests {
    use super::*;

    #[test]
    fn the_baseline_cache_key_leaves_out_exactly_the_breaker_settings() {
        crate::memo::assert_key_ignores_exactly(baseline_key, &Baseline::IGNORED);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let changes = [("threshold", 0.3), ("threshold", 0.5)];
        crate::memo::assert_runs_as(run, sim_core::kesici::kosum::run, Params::default(), &changes);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{run_at, trace_y};

    #[test]
    fn the_frames_are_the_charted_pool_and_the_charted_losses() {
        for (key, value) in [("shown_mode", 2.0), ("shown_mode", 3.0), ("slots", 40.0), ("rounds", 3000.0)] {
            let (_, _, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert!(f.len() <= lessons::frames::MAX_FRAMES + 40, "{}", f.len());
            for (k, scene) in f.scenes.iter().enumerate() {
                let gw = scene.node("gateway").unwrap();
                let (all, events) = (trace_y(&v, "pool-timeline", 2 * k), trace_y(&v, "pool-timeline", 2 * k + 1));
                let lost = trace_y(&v, "lost-tracking", k);
                let tracking = scene.links.iter().find(|l| l.from == "tracking").unwrap();
                for (i, &r) in f.rounds.iter().enumerate() {
                    let r = r as usize;
                    assert_eq!(gw.level(i), all[r], "{key}={value} scene {k} round {r}");
                    assert_eq!(gw.fill[1].1.at(i), events[r]);
                    let before = if r == 0 { 0.0 } else { lost[r - 1] };
                    assert_eq!(tracking.failed.at(i), lost[r] - before);
                }
            }
        }
    }

    #[test]
    fn the_step_s_rounds_are_frames_and_the_breaker_is_open_between_them() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, probe) = (v.fact("shown_open_round").unwrap().value, v.fact("shown_probe_round").unwrap().value);
        assert_eq!(probe - open, p.open_for as f64);
        assert!(open > p.fault_at as f64, "{open}");
        let (a, b) = (f.frame_of(open as u32).unwrap(), f.frame_of(probe as u32).unwrap());
        let call = f.scenes[1].links.iter().find(|l| l.to == "dependency").unwrap();
        assert_eq!(call.state.at(a), Some(State::Open));
        assert_eq!(call.state.at(b - 1), Some(State::Open));
        let rounds: Vec<u32> = f.scenes[1].events.iter().map(|e| e.round).collect();
        assert!(rounds.contains(&(open as u32)) && rounds.contains(&(probe as u32)), "{rounds:?}");
        assert!(v.fact("probe_event_busy").unwrap().value < v.fact("open_event_busy").unwrap().value);
    }
}
