//! Extra lab 3 (page 23), `ek/kesici-tuzak`: six breaker traps side by side, the chosen
//! scenario's state timeline (bands), leaked and rejected calls over time, the seed ensemble, and
//! the frames of the chosen scenario: the breaker under the configuration and under the trap.

use crate::texts::l23::kesici_tuzak::{charts, columns, tables, FRAMES};
use sim_core::ek::kesici_tuzak::{
    half_open_minimum, Ensemble, Output, Pair, Params, Phase, Record, Run, Scenario, Spread, State, WindowType,
    ENSEMBLE,
};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{self, Frames, LinkTrack, NodeTrack, Picks, Scene, StateTrack};
use lessons::jsfmt::{js_string, to_fixed, tr_locale};
use lessons::labels;
use lessons::view::{
    fmt_num, palette, t, texts, Band, BarMode, Chart, ChartText, Fact, Note, NoteOn, Table, Trace, View, Xs,
};

/// How the lab runs, prints and shows `ek/kesici-tuzak`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::ek::kesici_tuzak::run, transcript, view);

fn tto(r: &Run) -> String {
    r.time_to_open_s.map_or_else(|| "-".to_string(), |x| to_fixed(x, 1))
}

fn record_code(r: Record) -> &'static str {
    ["her istisna", "yalniz IOException", "istemcinin sinifi"][r as usize]
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "evet"
    } else {
        "hayir"
    }
}

fn spread(s: &Spread) -> String {
    format!("{}/{}/{}", js_string(s.min), js_string(s.median), js_string(s.max))
}

/// The lab's golden table.
pub fn transcript(p: &Params, o: &Output) -> String {
    let window = match p.window_type {
        WindowType::Time => format!("zaman penceresi {} sn", p.window_s),
        WindowType::Count => format!("sayi penceresi {} cagri", p.window_calls),
    };
    let mut s = format!(
        "ayar: {window}, asgari {} cagri, hata esigi %{}, yavas > {} ms ise yavas esigi %{}, zaman asimi {} ms, \
         acik kalma {} sn, yari acikta {} deneme, oto yari acik: {}, kayit: {}, is hatasi yoksay: {}\n",
        p.min_calls,
        js_string(p.failure_pct),
        p.slow_ms,
        js_string(p.slow_pct),
        p.timeout_ms,
        p.wait_s,
        p.half_open_calls,
        yes_no(p.auto_half_open),
        record_code(p.record),
        yes_no(p.ignore_business)
    );
    s += &format!(
        "trafik {}/sn, gece {}/saat, ilk {} cagri hata, gri gecikme {} ms, is hatasi %{}, arka plan hata %{}, tohum {}\n\n",
        js_string(p.rate),
        js_string(p.night_per_hour),
        p.first_fail,
        p.gray_ms,
        js_string(p.business_pct),
        js_string(p.background_pct),
        p.seed
    );
    let runs = Columns::of(columns::RUNS);
    s += &runs.head();
    for pr in &o.pairs {
        for (i, r) in [&pr.cfg, &pr.trap].into_iter().enumerate() {
            let name = if i == 0 { "ayar".to_string() } else { format!("tuzak: {}", pr.scenario.trap_code()) };
            s += &runs.row(&[
                if i == 0 { pr.scenario.code() } else { "" },
                &name,
                &pr.calls.to_string(),
                &r.opens.to_string(),
                &r.false_opens.to_string(),
                &tto(r),
                &r.leaked.to_string(),
                &r.rejected_healthy.to_string(),
                &to_fixed(r.open_healthy_s, 1),
                r.final_state().code(),
            ]);
        }
    }
    let night = &o.pairs[0];
    let age = |r: &Run| {
        r.window_age_s.map_or_else(|| "yok (pencere bos)".to_string(), |a| format!("{} sn once", tr_locale(a.round())))
    };
    s += &format!(
        "\ngece-sabah, 09:00'da pencerenin en eski cagrisi: ayar {} ({} hata), tuzak {} ({} hata)\n",
        age(&night.cfg),
        night.cfg.window_failures,
        age(&night.trap),
        night.trap.window_failures
    );
    let e = |x: &Ensemble| {
        format!(
            "bozuga giden {}, red (saglam) {}, yanlis acilma {}, acilan tohum {}/{}",
            spread(&x.leaked),
            spread(&x.rejected_healthy),
            spread(&x.false_opens),
            x.opened,
            ENSEMBLE
        )
    };
    s += &format!(
        "{} tohum, {} (min/medyan/maks):\n  ayar:  {}\n  tuzak: {}\n",
        ENSEMBLE,
        p.scenario.code(),
        e(&o.ensemble_cfg),
        e(&o.ensemble_trap)
    );
    s
}

fn state_level(s: State) -> f64 {
    match s {
        State::Closed => 0.0,
        State::HalfOpen => 1.0,
        State::Open => 2.0,
    }
}

fn state_trace(name: String, pr: &Pair, r: &Run, color: &'static str, dash: &'static str) -> Trace {
    let mut xs = vec![0.0];
    let mut ys = vec![0.0];
    for &(t, s) in &r.transitions {
        xs.push(t as f64 / 1000.0);
        ys.push(state_level(s));
    }
    xs.push(pr.plan.length_ms as f64 / 1000.0);
    ys.push(*ys.last().unwrap_or(&0.0));
    Trace::step(name, Xs::Num(xs), ys, color).dash(dash)
}

fn state_bands(pr: &Pair, r: &Run) -> Vec<Band> {
    let mut out = Vec::new();
    for (i, &(a, s)) in r.transitions.iter().enumerate() {
        if s == State::Closed {
            continue;
        }
        let b = r.transitions.get(i + 1).map_or(pr.plan.length_ms, |x| x.0);
        if b > a {
            out.push(Band {
                from: a as f64 / 1000.0,
                to: b as f64 / 1000.0,
                color: if s == State::Open { "rgba(213,94,0,0.15)" } else { "rgba(230,159,0,0.30)" },
            });
        }
    }
    out
}

fn cfg_name(lang: Lang) -> String {
    t(lang, "ayar", "configuration")
}

fn trap_name(s: Scenario, lang: Lang) -> String {
    let what = match (s, lang) {
        (Scenario::NightMorning, Lang::Tr) => "sayı penceresi",
        (Scenario::NightMorning, Lang::En) => "count window",
        (Scenario::FirstCalls, Lang::Tr) => "asgari 1 çağrı",
        (Scenario::FirstCalls, Lang::En) => "minimum 1 call",
        (Scenario::Gray, Lang::Tr) => "yavaş eşiği = zaman aşımı",
        (Scenario::Gray, Lang::En) => "slow threshold = timeout",
        (Scenario::Business, Lang::Tr) => "her istisna hata",
        (Scenario::Business, Lang::En) => "every exception a failure",
        (Scenario::Redis, Lang::Tr) => "kayıt: yalnız IOException",
        (Scenario::Redis, Lang::En) => "record: IOException only",
        (Scenario::TrafficCut, Lang::Tr) => "kendiliğinden yarı açık yok",
        (Scenario::TrafficCut, Lang::En) => "no automatic half-open",
    };
    format!("{}: {what}", t(lang, "tuzak", "trap"))
}

fn state_name(s: State, lang: Lang) -> String {
    match s {
        State::Closed => t(lang, "KAPALI", "CLOSED"),
        State::Open => t(lang, "AÇIK", "OPEN"),
        State::HalfOpen => t(lang, "YARI AÇIK", "HALF-OPEN"),
    }
}

fn timeline(p: &Params, pr: &Pair, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::STATE_TIMELINE, lang).with_tag(p.scenario.label().get(lang));
    c.traces = vec![
        state_trace(cfg_name(lang), pr, &pr.cfg, palette::BLUE, "solid"),
        state_trace(trap_name(pr.scenario, lang), pr, &pr.trap, palette::VERMILLION, "dash"),
    ];
    c.bands = state_bands(pr, &pr.cfg);
    c.marker = Some((pr.plan.incident_ms as f64 / 1000.0, t(lang, "olay başlar", "incident starts")));
    c.y_range = Some((-0.2, 2.2));
    c.wide = true;
    c
}

fn flow(p: &Params, pr: &Pair, lang: Lang) -> Chart {
    let n = pr.cfg.buckets.len();
    let xs: Vec<f64> = (0..n).map(|i| (i as u64 * pr.plan.bucket_ms) as f64 / 1000.0).collect();
    let secs = fmt_num(pr.plan.bucket_ms as f64 / 1000.0, 0, lang);
    let mut c = Chart::of(&charts::CALLS_TIMELINE, lang).with_title(format!(
        "{} ({} {secs} s): {}",
        t(lang, "Bozuk bağımlılığa giden ve reddedilen çağrılar", "Calls to the broken dependency and calls rejected"),
        t(lang, "her dilim", "each slice"),
        p.scenario.label().get(lang)
    ));
    let col = |r: &Run, i: usize| r.buckets.iter().map(|b| (if i == 0 { b.0 } else { b.1 }) as f64).collect::<Vec<_>>();
    c.traces = vec![
        Trace::step(
            t!(lang, "{}: bozuğa giden", "{}: to the broken one", cfg_name(lang)),
            Xs::Num(xs.clone()),
            col(&pr.cfg, 0),
            palette::BLUE,
        ),
        Trace::step(
            t!(lang, "{}: bozuğa giden", "{}: to the broken one", trap_name(pr.scenario, lang)),
            Xs::Num(xs.clone()),
            col(&pr.trap, 0),
            palette::VERMILLION,
        )
        .dash("dash"),
        Trace::step(
            t!(lang, "{}: reddedilen", "{}: rejected", cfg_name(lang)),
            Xs::Num(xs.clone()),
            col(&pr.cfg, 1),
            palette::SKY,
        )
        .dash("dot"),
        Trace::step(
            t!(lang, "{}: reddedilen", "{}: rejected", trap_name(pr.scenario, lang)),
            Xs::Num(xs),
            col(&pr.trap, 1),
            palette::ORANGE,
        )
        .dash("dashdot"),
    ];
    c.marker = Some((pr.plan.incident_ms as f64 / 1000.0, t(lang, "olay başlar", "incident starts")));
    c.wide = true;
    c
}

/// When the breaker first opens at or after `from` (`from` itself when it never does).
fn first_open(r: &Run, from: u64) -> u64 {
    r.transitions.iter().find(|x| x.1 == State::Open && x.0 >= from).map_or(from, |x| x.0)
}

/// The end of the first broken stretch (the incident's start when nothing breaks).
fn broken_end(pr: &Pair) -> u64 {
    pr.plan.broken_spans().first().map_or(pr.plan.incident_ms, |x| x.1)
}

/// The breaker's state at `ms` (the last change at or before it; closed before any).
fn state_at(r: &Run, ms: u64) -> State {
    r.transitions.iter().take_while(|x| x.0 <= ms).last().map_or(State::Closed, |x| x.1)
}

fn breaker_state(s: State) -> frames::State {
    match s {
        State::Closed => frames::State::Closed,
        State::Open => frames::State::Open,
        State::HalfOpen => frames::State::HalfOpen,
    }
}

/// The dependency's state: dead fails, gray is slow; a business-error phase is a healthy
/// dependency giving correct answers.
fn dependency_state(ph: Phase) -> frames::State {
    match ph {
        Phase::Dead => frames::State::Failed,
        Phase::Gray => frames::State::Slow,
        Phase::Healthy | Phase::Business => frames::State::Ok,
    }
}

/// The slice holding `ms` (the last one past the run).
fn slice_of(pr: &Pair, ms: u64) -> usize {
    ((ms / pr.plan.bucket_ms) as usize).min(pr.cfg.buckets.len().saturating_sub(1))
}

/// A slice's start in seconds: the time charts' x and the frames' rounds.
fn slice_s(pr: &Pair, i: usize) -> u32 {
    (i as u64 * pr.plan.bucket_ms / 1000) as u32
}

/// The rounds worth a mark in one breaker's run: the incident, the end of each broken stretch,
/// and the breaker's state changes.
fn events(pr: &Pair, r: &Run, lang: Lang) -> Vec<(usize, String)> {
    let mut out = vec![(slice_of(pr, pr.plan.incident_ms), t(lang, "olay başlar", "the incident starts"))];
    for (_, end) in pr.plan.broken_spans() {
        if end < pr.plan.length_ms {
            out.push((slice_of(pr, end), t(lang, "bağımlılık düzeldi", "the dependency has recovered")));
        }
    }
    for &(ms, st) in &r.transitions {
        let what = match st {
            State::Open => t(lang, "kesici açıldı", "the breaker opens"),
            State::HalfOpen => t(lang, "kesici yarı açık: deneme çağrıları", "the breaker half-opens: trial calls"),
            State::Closed => t(lang, "kesici kapandı", "the breaker closes"),
        };
        out.push((slice_of(pr, ms), what));
    }
    out
}

/// The shown scenario slice by slice (the calls chart's slices, named by their start in
/// seconds), under the configuration and under its trap: the calling service, the breaker on
/// its call (calls let through, those that reached the broken dependency, those rejected) and
/// the dependency's phase.
pub fn frames(p: &Params, pr: &Pair, lang: Lang) -> Frames {
    let runs = [(&pr.cfg, cfg_name(lang), p.clone()), (&pr.trap, trap_name(pr.scenario, lang), p.trap(pr.scenario))];
    let marks: Vec<Vec<(usize, String)>> = runs.iter().map(|(r, _, _)| events(pr, r, lang)).collect();
    let n = pr.cfg.buckets.len().min(pr.trap.buckets.len());
    let picks = Picks::marked(n, &marks);
    let mut f = Frames::new(picks.rounds(|i| slice_s(pr, i)), t(lang, "saniye", "second"));
    f.charts = vec!["state-timeline", "calls-timeline"];
    f.set_texts(&FRAMES, lang);
    let end_ms = |i: usize| ((i as u64 + 1) * pr.plan.bucket_ms).min(pr.plan.length_ms);
    for ((r, title, q), marks) in runs.iter().zip(marks) {
        let mut s = Scene::new(title.clone());
        s.nodes.push(NodeTrack::new("service", StateTrack::constant(frames::State::Ok)));
        s.nodes.push(
            NodeTrack::new(
                "dependency",
                picks.states(|i| dependency_state(pr.plan.phase(i as u64 * pr.plan.bucket_ms))),
            )
            .note(if pr.plan.redis { "Redis".to_string() } else { String::new() }),
        );
        let window = match q.window_type {
            WindowType::Count => t!(lang, "son {} çağrı", "last {} calls", q.window_calls),
            WindowType::Time => t!(lang, "son {} s", "last {} s", q.window_s),
        };
        s.links.push(
            LinkTrack::new("service", "dependency", picks.track(|i| (r.made_per_bucket[i] - r.buckets[i].0) as f64))
                .failed(picks.track(|i| r.buckets[i].0 as f64))
                .refused(picks.track(|i| r.buckets[i].1 as f64))
                .pattern(window, picks.states(|i| breaker_state(state_at(r, end_ms(i))))),
        );
        for (i, text) in marks {
            s.event(slice_s(pr, i), text);
        }
        f.scenes.push(s);
    }
    f
}

fn scenario_names(lang: Lang) -> Vec<String> {
    Scenario::ALL.iter().map(|s| s.label().get(lang).to_string()).collect()
}

fn compare(text: &ChartText, o: &Output, lang: Lang, f: fn(&Run) -> u32) -> Chart {
    let mut c = Chart::of(text, lang);
    let series =
        |trap: bool| o.pairs.iter().map(|pr| f(if trap { &pr.trap } else { &pr.cfg }) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(scenario_names(lang)),
        [
            (cfg_name(lang), series(false), palette::BLUE),
            (t(lang, "senaryonun tuzağı", "the scenario's trap"), series(true), palette::VERMILLION),
        ],
    );
    c.bar_mode = BarMode::Group;
    c
}

fn ensemble_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::ENSEMBLE, lang).with_title(t!(
        lang,
        "{} tohumda bozuğa giden çağrı: {}",
        "{} seeds: calls to the broken dependency: {}",
        ENSEMBLE,
        p.scenario.label().get(lang)
    ));
    let cats = texts(lang, &labels!["en az" => "min", "medyan" => "median", "en çok" => "max"]);
    let v = |s: &Spread| vec![s.min, s.median, s.max];
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (cfg_name(lang), v(&o.ensemble_cfg.leaked), palette::BLUE),
            (trap_name(p.scenario, lang), v(&o.ensemble_trap.leaked), palette::VERMILLION),
        ],
    );
    c
}

/// The last traffic segment of a scenario against its first, percent (the traffic-cut scenario's
/// share let back).
fn traffic_back_pct(pr: &Pair) -> f64 {
    match (pr.plan.traffic.first(), pr.plan.traffic.last()) {
        (Some(a), Some(b)) if a.2 > 0.0 => 100.0 * b.2 / a.2,
        _ => 0.0,
    }
}

fn bucket(x: f64, edges: &[f64]) -> f64 {
    edges.iter().filter(|&&e| x >= e).count() as f64
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let pr = o.shown(p);
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for q in &o.pairs {
        for (i, r) in [&q.cfg, &q.trap].into_iter().enumerate() {
            rows.push(vec![
                q.scenario.label().get(lang).to_string(),
                if i == 0 { cfg_name(lang) } else { trap_name(q.scenario, lang) },
                q.calls.to_string(),
                r.opens.to_string(),
                r.false_opens.to_string(),
                r.time_to_open_s.map_or_else(|| "—".to_string(), |x| fmt_num(x, 1, lang)),
                r.leaked.to_string(),
                r.rejected_healthy.to_string(),
                fmt_num(r.open_healthy_s, 1, lang),
                state_name(r.final_state(), lang),
            ]);
            highlight.push(q.scenario == p.scenario);
        }
    }
    let scenarios = Table::of(&tables::SCENARIOS, lang, rows).highlight(highlight);
    let ens_row = |name: String, e: &Ensemble| {
        let sp = |s: &Spread| {
            format!("{} / {} / {}", fmt_num(s.min, 0, lang), fmt_num(s.median, 0, lang), fmt_num(s.max, 0, lang))
        };
        vec![name, sp(&e.leaked), sp(&e.rejected_healthy), sp(&e.false_opens), format!("{} / {}", e.opened, ENSEMBLE)]
    };
    let ensemble = Table::of(
        &tables::ENSEMBLE,
        lang,
        vec![ens_row(cfg_name(lang), &o.ensemble_cfg), ens_row(trap_name(p.scenario, lang), &o.ensemble_trap)],
    )
    .with_caption(t!(
        lang,
        "{}: {} tohum (en az / medyan / en çok)",
        "{}: {} seeds (min / median / max)",
        p.scenario.label().get(lang),
        ENSEMBLE
    ))
    .highlight(vec![false, true]);
    let charts = vec![
        timeline(p, pr, lang),
        flow(p, pr, lang),
        compare(&charts::COMPARE_LEAKED, o, lang, |r| r.leaked),
        compare(&charts::COMPARE_REJECTED, o, lang, |r| r.rejected_healthy),
        ensemble_chart(p, o, lang),
    ];
    let f = Fact::new;
    let opened = |r: &Run| if r.time_to_open_s.is_some() { 0.0 } else { 1.0 };
    let night = &o.pairs[0];
    let night_leaked = |r: &Run| {
        r.buckets
            .iter()
            .take((2 * 3600 * 1000 + 30 * 60_000) as usize / night.plan.bucket_ms as usize + 1)
            .map(|b| b.0 as f64)
            .sum::<f64>()
    };
    let facts = vec![
        f("calls", pr.calls as f64, 0),
        f("cfg_opens", pr.cfg.opens as f64, 0),
        f("trap_opens", pr.trap.opens as f64, 0),
        f("cfg_false", pr.cfg.false_opens as f64, 0),
        f("trap_false", pr.trap.false_opens as f64, 0),
        f("cfg_slow_opens", pr.cfg.slow_opens as f64, 0),
        f("trap_slow_opens", pr.trap.slow_opens as f64, 0),
        f("cfg_leaked", pr.cfg.leaked as f64, 0),
        f("trap_leaked", pr.trap.leaked as f64, 0),
        f("cfg_rejected", pr.cfg.rejected_healthy as f64, 0),
        f("trap_rejected", pr.trap.rejected_healthy as f64, 0),
        f("cfg_tto", pr.cfg.time_to_open_s.unwrap_or(0.0), 1),
        f("trap_tto", pr.trap.time_to_open_s.unwrap_or(0.0), 1),
        // 0 yes, 1 no (YES_NO): whether the breaker opened at or after the incident.
        f("cfg_opened_option", opened(&pr.cfg), 0),
        f("trap_opened_option", opened(&pr.trap), 0),
        f("cfg_open_healthy_s", pr.cfg.open_healthy_s, 1),
        f("trap_open_healthy_s", pr.trap.open_healthy_s, 1),
        // Valid calls the trap turns away: 0 none, 1 fewer than a hundred, 2 a hundred or more.
        f("trap_rejected_bucket", bucket(pr.trap.rejected_healthy as f64, &[1.0, 100.0]), 0),
        f("night_cfg_age_s", night.cfg.window_age_s.unwrap_or(0.0), 0),
        f("night_trap_age_h", night.trap.window_age_s.unwrap_or(0.0) / 3600.0, 1),
        // The count window's oldest call at 09:00: 0 under a minute, 1 minutes, 2 hours.
        f("night_trap_age_bucket", bucket(night.trap.window_age_s.unwrap_or(0.0), &[60.0, 3600.0]), 0),
        f("night_trap_failures", night.trap.window_failures as f64, 0),
        f("night_cfg_tto", night.cfg.time_to_open_s.unwrap_or(0.0), 1),
        f("night_trap_tto", night.trap.time_to_open_s.unwrap_or(0.0), 1),
        f("night_cfg_night_leaked", night_leaked(&night.cfg), 0),
        f("night_trap_night_leaked", night_leaked(&night.trap), 0),
        f("ens_cfg_leaked_min", o.ensemble_cfg.leaked.min, 0),
        f("ens_cfg_leaked_max", o.ensemble_cfg.leaked.max, 0),
        f("ens_trap_leaked_min", o.ensemble_trap.leaked.min, 0),
        f("ens_trap_leaked_max", o.ensemble_trap.leaked.max, 0),
        f("ens_cfg_opened", o.ensemble_cfg.opened as f64, 0),
        f("ens_trap_opened", o.ensemble_trap.opened as f64, 0),
        // Seeds on which the trap opens after the incident: 0 none, 1 some, 2 all.
        f("ens_trap_opened_bucket", bucket(o.ensemble_trap.opened as f64, &[1.0, ENSEMBLE as f64]), 0),
        f("seeds", ENSEMBLE as f64, 0),
        f("timeout_ms", p.timeout_ms as f64, 0),
        f("slow_ms", p.slow_ms as f64, 0),
        f("min_calls", p.min_calls as f64, 0),
        f("window_calls", p.window_calls as f64, 0),
        f("window_s", p.window_s as f64, 0),
        f("first_fail", p.first_fail as f64, 0),
        // Recorded calls counted slow, and those that timed out, in the shown scenario.
        f("cfg_slow_calls", pr.cfg.slow_calls as f64, 0),
        f("trap_slow_calls", pr.trap.slow_calls as f64, 0),
        f("trap_timed_out", pr.trap.timed_out as f64, 0),
        // The first-calls trap's minimum, and the trial calls its half-open state decides after.
        f("trap_min_calls", p.trap(Scenario::FirstCalls).min_calls as f64, 0),
        f("trap_half_open_min", half_open_minimum(&p.trap(Scenario::FirstCalls)) as f64, 0),
        f("cfg_half_open_min", half_open_minimum(p) as f64, 0),
        // The step in time: the slice (its start in s) in which the configuration first opens at
        // or after the incident (the incident's slice when it never does), and the slice in
        // which the broken stretch ends (the last slice when it outlasts the run).
        f("cfg_open_s", slice_s(pr, slice_of(pr, first_open(&pr.cfg, pr.plan.incident_ms))) as f64, 0),
        f("broken_end_s", slice_s(pr, slice_of(pr, broken_end(pr))) as f64, 0),
        // The traffic let back after the cut, percent of the daytime rate.
        f("cut_back_pct", traffic_back_pct(&o.pairs[Scenario::TrafficCut as usize]), 0),
    ];
    let scenario = p.scenario.label().get(lang);
    let (opens, false_opens, leaked) = (pr.cfg.opens, pr.cfg.false_opens, pr.cfg.leaked);
    let (trap_opens, trap_false, trap_leaked) = (pr.trap.opens, pr.trap.false_opens, pr.trap.leaked);
    let summary = t!(
        lang,
        "{scenario}: ayar {opens} kez açılıyor ({false_opens} yanlış), bozuk bağımlılığa {leaked} çağrı gidiyor; tuzakta {trap_opens} açılma ({trap_false} yanlış), {trap_leaked} çağrı.",
        "{scenario}: the configuration opens {opens} times ({false_opens} false) and lets {leaked} calls reach the broken dependency; the trap opens {trap_opens} times ({trap_false} false), {trap_leaked} calls."
    );
    let n = |x: f64| fmt_num(x, 0, lang);
    let notes = vec![
        // The article: a time window answers "what is happening now". At night it never fills.
        Note {
            on: NoteOn::Row("scenarios", Scenario::NightMorning as usize * 2),
            text: t!(
                lang,
                "Yazıya göre zaman penceresi “şu an” sorusunu cevaplar. Modelde gece {} saniyede {} çağrı toplanmıyor: zaman penceresi 02:00 arızasında hiç karar veremiyor ve o yarım saatte {} çağrı düşmüş bağımlılığa gidiyor (sayı penceresinde {}).",
                "The article says a time window answers “what is happening now”. In the model {} seconds at night never hold {} calls: the time window cannot decide during the 02:00 outage, and in that half hour {} calls reach the dead dependency ({} with the count window).",
                n(p.window_s as f64),
                n(p.min_calls as f64),
                n(night_leaked(&night.cfg)),
                n(night_leaked(&night.trap))
            ),
        },
        // The article: with the timer the dashboard shows HALF-OPEN. That proves no recovery.
        Note {
            on: NoteOn::Row("scenarios", Scenario::TrafficCut as usize * 2),
            text: t(
                lang,
                "Yazıya göre zamanlayıcıyla geçişte pano YARI AÇIK gösterir ve toparlanma görünür olur. Modelde YARI AÇIK yalnız beklemenin dolduğunu söyler, bağımlılığın düzeldiğini değil: iki ayarda da karar, trafik dönünce ilk deneme çağrılarıyla verilir.",
                "The article says that with the timer the dashboard shows HALF-OPEN and recovery becomes visible. In the model HALF-OPEN says only that the wait is over, not that the dependency has recovered: with both settings the verdict comes from the first trial calls once traffic returns.",
            ),
        },
    ];
    View::new(vec![scenarios, ensemble], charts, facts, notes, summary).with_frames(frames(p, pr, lang))
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact};
    use lessons::frames::State as Shown;

    /// The step trace's value at `x` (the last point at or before it).
    fn step_at(c: &Chart, trace: usize, x: f64) -> f64 {
        let tr = &c.traces[trace];
        let Xs::Num(xs) = &tr.x else { panic!("numeric x") };
        xs.iter().zip(tr.y.iter()).take_while(|(a, _)| **a <= x).last().map_or(0.0, |(_, y)| *y)
    }

    #[test]
    fn the_frames_are_the_charted_calls_and_the_charted_breaker_state_of_both_runs() {
        for scenario in 0..6 {
            let mut p = Params::default();
            sim_core::params::Params::put(&mut p, "scenario", scenario as f64);
            let o = sim_core::ek::kesici_tuzak::run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let pr = o.shown(&p);
            let (calls, states) = (chart(&v, "calls-timeline"), chart(&v, "state-timeline"));
            for (k, scene) in f.scenes.iter().enumerate() {
                let link = &scene.links[0];
                let r = if k == 0 { &pr.cfg } else { &pr.trap };
                for (i, &round) in f.rounds.iter().enumerate() {
                    let j = (round as u64 * 1000 / pr.plan.bucket_ms) as usize;
                    assert_eq!(slice_s(pr, j), round);
                    assert_eq!(link.failed.at(i), calls.traces[k].y[j], "scenario {scenario} scene {k} at {round}");
                    assert_eq!(link.refused.at(i), calls.traces[2 + k].y[j]);
                    assert_eq!(link.flow.at(i) + link.failed.at(i), r.made_per_bucket[j] as f64);
                    let end = ((j as u64 + 1) * pr.plan.bucket_ms).min(pr.plan.length_ms) as f64 / 1000.0;
                    let level = match link.state.at(i).unwrap() {
                        Shown::Closed => 0.0,
                        Shown::HalfOpen => 1.0,
                        _ => 2.0,
                    };
                    assert_eq!(level, step_at(states, k, end), "scenario {scenario} scene {k} at {round}");
                }
            }
        }
    }

    #[test]
    fn the_step_opens_when_the_configuration_opens_in_the_gray_failure_and_plays_to_its_end() {
        let p = Params { scenario: Scenario::Gray, ..Params::default() };
        let v = view(&p, &sim_core::ek::kesici_tuzak::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, end) = (fact(&v, "cfg_open_s"), fact(&v, "broken_end_s"));
        assert!(open < end, "{open} {end}");
        let i = f.frame_of(open as u32).unwrap();
        assert_eq!(f.rounds[i], open as u32);
        assert_eq!(f.scenes[0].links[0].state.at(i), Some(Shown::Open));
        assert_eq!(f.scenes[1].links[0].state.at(i), Some(Shown::Closed));
        assert_eq!(f.scenes[0].node("dependency").unwrap().state.at(i), Some(Shown::Slow));
        assert!(fact(&v, "trap_leaked") > fact(&v, "cfg_leaked"));
    }
}
