//! A Resilience4j-style circuit breaker (closed / open / half-open) over a seeded call timeline,
//! in six scenarios that each spring one configuration trap (extra lab 3, page 23, model
//! `ek/kesici-tuzak`; built from the companion article on failure modes, not from the course).
//!
//! Teaches: a breaker is only as good as its configuration. A count-based window at night
//! judges with calls hours old; without a minimum number of calls the first two failures open
//! it; a slow-call threshold at or above the timeout never sees a gray failure; business errors
//! open it against a healthy dependency; a record list with a class the client never throws
//! never opens it; and without the automatic transition the breaker leaves OPEN only when a
//! call arrives.
//!
//! Each scenario is a list of calls drawn once per seed (arrival time, raw duration, kind: ok,
//! business error or infrastructure error) and replayed through two breakers: the learner's
//! configuration ("ayar") and the same configuration with the scenario's one trap sprung
//! ("tuzak"). Calls complete instantly on the model's clock (its durations only classify the
//! call as slow or timed out). The rules follow Resilience4j's `CircuitBreakerStateMachine`
//! and `CircuitBreakerMetrics`:
//! - an ignored exception is not recorded at all; an exception outside the record list counts
//!   as a success; a call whose recorded duration is above the slow-call threshold counts as
//!   slow whether it failed or not;
//! - the recorded duration is the time the call took: a timed-out call took its whole timeout
//!   and then some (the client throws after the timer fires), so it is slow whenever the
//!   threshold is at or under the timeout;
//! - the rates are checked after each recorded call once the window holds the minimum number
//!   of calls, which a count-based window caps at its size (`min(ASGARI, PENCERE_SAYI)`);
//! - the time-based window is `PENCERE_SN` one-second buckets (`SlidingTimeWindowMetrics`), so
//!   a call leaves it whole seconds at a time; the model's clock starts on a second;
//! - half-open lets `YARI_IZIN` trial calls through and decides once `min(ASGARI, YARI_IZIN)` of
//!   them are recorded (`CircuitBreakerMetrics.forHalfOpen`: a count window of `YARI_IZIN`);
//! - every new state starts with an empty window.
//!
//! Simplified against Resilience4j: calls take no time, so no call is in flight across a state
//! change and the half-open permits never run out before the decision; one thread; no
//! `maxWaitDurationInHalfOpenState`, no slow-call duration other than the call's own.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use super::ensemble::{self, Median};
use crate::chacha::Stream;
use crate::params::{Label, NO_YES, OFF_ON};

pub use super::ensemble::ENSEMBLE;

const MIN: u64 = 60_000;
const HOUR: u64 = 60 * MIN;

/// The six scenarios, each built around one trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Scenario {
    /// Night trickle, a night outage, then the 09:00 ramp into a dead dependency (window type).
    NightMorning,
    /// The first calls after a start fail (minimum number of calls).
    FirstCalls,
    /// Gray failure: slow answers under the timeout, no errors (slow-call threshold).
    Gray,
    /// A customer group gets "insufficient margin" (business errors).
    Business,
    /// Redis down, throwing `JedisConnectionException` (record list).
    Redis,
    /// Traffic cut during an outage, restored at 10 % (automatic half-open).
    TrafficCut,
}

pub const SCENARIO_LABELS: [Label; 6] = [
    Label::new("gece damlası, sabah rampası", "night trickle, morning ramp"),
    Label::new("ilk çağrılar hata", "the first calls fail"),
    Label::new("gri arıza (yavaş cevap)", "gray failure (slow answers)"),
    Label::new("iş hatası patlaması", "a burst of business errors"),
    Label::new("Redis düştü (Jedis istisnası)", "Redis down (Jedis exception)"),
    Label::new("trafik kesildi (yarı açık geçiş)", "traffic cut (half-open transition)"),
];

impl Scenario {
    pub const ALL: [Scenario; 6] = [
        Scenario::NightMorning,
        Scenario::FirstCalls,
        Scenario::Gray,
        Scenario::Business,
        Scenario::Redis,
        Scenario::TrafficCut,
    ];

    /// The name the transcript prints.
    pub fn code(self) -> &'static str {
        ["gece-sabah", "ilk-cagri", "gri-ariza", "is-hatasi", "redis", "trafik-kesik"][self as usize]
    }

    /// What the trap changes, as the transcript prints it.
    pub fn trap_code(self) -> &'static str {
        [
            "sayi penceresi",
            "asgari 1 cagri",
            "yavas = zaman asimi",
            "her istisna hata",
            "kayit: IOException",
            "oto yari acik yok",
        ][self as usize]
    }

    pub fn label(self) -> Label {
        SCENARIO_LABELS[self as usize]
    }
}

/// Sliding window type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum WindowType {
    /// The calls of the last `PENCERE_SN` seconds.
    Time,
    /// The last `PENCERE_SAYI` calls.
    Count,
}

impl WindowType {
    pub const ALL: [WindowType; 2] = [WindowType::Time, WindowType::Count];
}

const WINDOW_LABELS: [Label; 2] =
    [Label::new("zaman tabanlı", "time-based"), Label::new("sayı tabanlı", "count-based")];

/// Which exceptions the breaker records as failures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Record {
    /// Resilience4j's default: every exception.
    All,
    /// `IOException` and its subclasses only (the HTTP bridge's list, copied to every path).
    IoOnly,
    /// The class the client really throws: `IOException` on HTTP, `JedisConnectionException` on Redis.
    ClientClass,
}

impl Record {
    pub const ALL: [Record; 3] = [Record::All, Record::IoOnly, Record::ClientClass];
}

const RECORD_LABELS: [Label; 3] = [
    Label::new("her istisna (varsayılan)", "every exception (default)"),
    Label::new("yalnız IOException", "IOException only"),
    Label::new("istemcinin attığı sınıf", "the class the client throws"),
];

crate::choice_knob!(Scenario, WindowType, Record);

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub scenario: Scenario,
    pub window_type: WindowType,
    pub window_calls: u32,
    pub window_s: u32,
    pub min_calls: u32,
    /// Failure-rate threshold, percent.
    pub failure_pct: f64,
    /// Slow-call duration threshold, ms (slow when longer).
    pub slow_ms: u32,
    /// Slow-call rate threshold, percent.
    pub slow_pct: f64,
    /// The call's own timeout, ms (a call this long fails with a timeout exception).
    pub timeout_ms: u32,
    pub wait_s: u32,
    pub half_open_calls: u32,
    pub auto_half_open: bool,
    pub record: Record,
    pub ignore_business: bool,
    /// Daytime traffic, calls per second.
    pub rate: f64,
    /// Night traffic, calls per hour.
    pub night_per_hour: f64,
    /// Calls that fail right after the start (scenario "the first calls fail").
    pub first_fail: u32,
    /// Typical latency of a gray failure, ms (drawn from 0.7× to 1.4×).
    pub gray_ms: u32,
    /// Share of business errors during the burst, percent.
    pub business_pct: f64,
    /// Infrastructure errors of a healthy dependency, percent.
    pub background_pct: f64,
    pub seed: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            scenario: Scenario::Gray,
            window_type: WindowType::Time,
            window_calls: 100,
            window_s: 60,
            min_calls: 20,
            failure_pct: 50.0,
            slow_ms: 400,
            slow_pct: 50.0,
            timeout_ms: 800,
            wait_s: 10,
            half_open_calls: 5,
            auto_half_open: true,
            record: Record::ClientClass,
            ignore_business: true,
            rate: 3.0,
            night_per_hour: 10.0,
            first_fail: 2,
            gray_ms: 600,
            business_pct: 60.0,
            background_pct: 1.0,
            seed: 20_260_731,
        }
    }
}

impl Params {
    /// This configuration with the scenario's trap sprung.
    pub fn trap(&self, s: Scenario) -> Params {
        let mut q = self.clone();
        match s {
            Scenario::NightMorning => q.window_type = WindowType::Count,
            Scenario::FirstCalls => q.min_calls = 1,
            Scenario::Gray => q.slow_ms = q.timeout_ms,
            Scenario::Business => {
                q.record = Record::All;
                q.ignore_business = false;
            }
            Scenario::Redis => q.record = Record::IoOnly,
            Scenario::TrafficCut => q.auto_half_open = false,
        }
        q
    }
}

// The parameters' specs, from `schemas/ek/kesici_tuzak.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/kesici_tuzak.rs"));

crate::params_impl!(Params, "ek/kesici-tuzak", &SCHEMA, {
    "scenario" => scenario,
    "window_type" => window_type,
    "window_calls" => window_calls,
    "window_s" => window_s,
    "min_calls" => min_calls,
    "failure_pct" => failure_pct,
    "slow_ms" => slow_ms,
    "slow_pct" => slow_pct,
    "timeout_ms" => timeout_ms,
    "wait_s" => wait_s,
    "half_open_calls" => half_open_calls,
    "auto_half_open" => auto_half_open,
    "record" => record,
    "ignore_business" => ignore_business,
    "rate" => rate,
    "night_per_hour" => night_per_hour,
    "first_fail" => first_fail,
    "gray_ms" => gray_ms,
    "business_pct" => business_pct,
    "background_pct" => background_pct,
    "seed" => seed,
}
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// What the dependency does at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Phase {
    Healthy,
    /// Refuses every call at once.
    Dead,
    /// Answers correctly, slowly.
    Gray,
    /// Healthy, but a customer group gets business errors.
    Business,
}

/// A scenario's timeline: traffic segments, the dependency's phases, the moment it is about.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Plan {
    pub scenario: Scenario,
    pub length_ms: u64,
    /// (from, to, calls per second).
    pub traffic: Vec<(u64, u64, f64)>,
    /// (from, to, phase); healthy elsewhere.
    pub phases: Vec<(u64, u64, Phase)>,
    /// The incident's start: time to open is measured from here.
    pub incident_ms: u64,
    /// Whether the client is Jedis (its exceptions are not `IOException`s).
    pub redis: bool,
    /// The chart's bucket, ms.
    pub bucket_ms: u64,
}

impl Plan {
    pub fn phase(&self, t: u64) -> Phase {
        self.phases.iter().find(|(a, b, _)| *a <= t && t < *b).map_or(Phase::Healthy, |x| x.2)
    }

    /// Whether the dependency is broken (dead or gray) at `t`.
    pub fn broken(&self, t: u64) -> bool {
        matches!(self.phase(t), Phase::Dead | Phase::Gray)
    }

    /// The broken stretches, in order.
    pub fn broken_spans(&self) -> Vec<(u64, u64)> {
        self.phases.iter().filter(|x| matches!(x.2, Phase::Dead | Phase::Gray)).map(|x| (x.0, x.1)).collect()
    }
}

/// The timeline of a scenario under these parameters.
pub fn plan(p: &Params, s: Scenario) -> Plan {
    let r = p.rate;
    match s {
        Scenario::NightMorning => {
            // 00:00–09:00 at night traffic, then a ten-minute ramp to the daytime rate. Dead
            // 02:00–02:30 (at night) and 09:00–09:05 (into the ramp).
            let mut traffic = alloc::vec![(0, 9 * HOUR, p.night_per_hour / 3600.0)];
            for k in 0..10u64 {
                traffic.push((9 * HOUR + k * MIN, 9 * HOUR + (k + 1) * MIN, r * (k + 1) as f64 / 10.0));
            }
            traffic.push((9 * HOUR + 10 * MIN, 9 * HOUR + 15 * MIN, r));
            Plan {
                scenario: s,
                length_ms: 9 * HOUR + 15 * MIN,
                traffic,
                phases: alloc::vec![
                    (2 * HOUR, 2 * HOUR + 30 * MIN, Phase::Dead),
                    (9 * HOUR, 9 * HOUR + 5 * MIN, Phase::Dead)
                ],
                incident_ms: 9 * HOUR,
                redis: false,
                bucket_ms: 5 * MIN,
            }
        }
        Scenario::FirstCalls => Plan {
            scenario: s,
            length_ms: 5 * MIN,
            traffic: alloc::vec![(0, 5 * MIN, r)],
            phases: Vec::new(),
            incident_ms: 0,
            redis: false,
            bucket_ms: 5_000,
        },
        Scenario::Gray | Scenario::Business | Scenario::Redis => Plan {
            scenario: s,
            length_ms: 8 * MIN,
            traffic: alloc::vec![(0, 8 * MIN, r)],
            phases: alloc::vec![(
                MIN,
                6 * MIN,
                match s {
                    Scenario::Gray => Phase::Gray,
                    Scenario::Business => Phase::Business,
                    _ => Phase::Dead,
                }
            )],
            incident_ms: MIN,
            redis: s == Scenario::Redis,
            bucket_ms: 5_000,
        },
        Scenario::TrafficCut => Plan {
            scenario: s,
            // Dead from 1:00 to 5:00; the operators cut traffic at 2:00 and let 10 % back at 10:00.
            length_ms: 12 * MIN,
            traffic: alloc::vec![(0, 2 * MIN, r), (10 * MIN, 12 * MIN, r / 10.0)],
            phases: alloc::vec![(MIN, 5 * MIN, Phase::Dead)],
            incident_ms: MIN,
            redis: false,
            bucket_ms: 10_000,
        },
    }
}

/// What a call did, before any breaker looked at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Kind2 {
    Ok,
    Business,
    Infra,
}

/// One call of the timeline.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Call {
    pub t_ms: u64,
    /// How long it would take without a timeout.
    pub raw_ms: f64,
    pub kind: Kind2,
    /// Whether the dependency is broken when the call is made.
    pub broken: bool,
}

/// Draws a scenario's calls: Poisson arrivals per traffic segment, then two uniforms per call
/// (outcome, latency), in arrival order. Each scenario has its own stream of the seed.
pub fn calls(p: &Params, plan: &Plan, seed: u64) -> Vec<Call> {
    let mut rng = Stream::new(seed.wrapping_add((plan.scenario as u64) << 40));
    let mut times = Vec::new();
    for &(a, b, rate) in &plan.traffic {
        if rate <= 0.0 {
            continue;
        }
        rng.poisson_process(a as f64, b as f64, 1000.0 / rate, |_, t| times.push(t as u64));
    }
    let bg = p.background_pct / 100.0;
    let bp = p.business_pct / 100.0;
    let first = p.first_fail as usize;
    times
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let (u1, u2) = (rng.uniform(), rng.uniform());
            let base = 20.0 + 80.0 * u2;
            let phase = plan.phase(t);
            let (raw_ms, kind) = match phase {
                Phase::Dead => (5.0, Kind2::Infra),
                Phase::Gray => (p.gray_ms as f64 * (0.7 + 0.7 * u2), if u1 < bg { Kind2::Infra } else { Kind2::Ok }),
                Phase::Business if u1 >= bg && u1 < bg + bp => (base, Kind2::Business),
                _ if u1 < bg => (base, Kind2::Infra),
                _ => (base, Kind2::Ok),
            };
            let kind = if plan.incident_ms == 0 && i < first && phase == Phase::Healthy { Kind2::Infra } else { kind };
            Call { t_ms: t, raw_ms, kind, broken: plan.broken(t) }
        })
        .collect()
}

/// The breaker's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum State {
    Closed,
    Open,
    HalfOpen,
}

impl State {
    pub fn code(self) -> &'static str {
        ["CLOSED", "OPEN", "HALF_OPEN"][self as usize]
    }
}

/// How the breaker sees one call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    Ignored,
    Recorded { failed: bool, slow: bool, timed_out: bool },
}

fn classify(p: &Params, redis: bool, c: &Call) -> Seen {
    let timed_out = c.raw_ms >= p.timeout_ms as f64;
    // Resilience4j records how long the call took. A timed-out call took its timeout and a
    // little more, so it is slower than any threshold at or under the timeout.
    let slow = if timed_out { p.slow_ms <= p.timeout_ms } else { c.raw_ms > p.slow_ms as f64 };
    // A timeout is thrown by the client: an infrastructure exception of the path's class.
    let kind = if timed_out { Kind2::Infra } else { c.kind };
    let failed = match kind {
        Kind2::Ok => false,
        Kind2::Business if p.ignore_business => return Seen::Ignored,
        Kind2::Business => p.record == Record::All,
        Kind2::Infra => match p.record {
            Record::All | Record::ClientClass => true,
            Record::IoOnly => !redis,
        },
    };
    Seen::Recorded { failed, slow, timed_out }
}

/// The sliding window of recorded calls (time, failed, slow) with running sums.
struct Window {
    calls: VecDeque<(u64, bool, bool)>,
    failed: u32,
    slow: u32,
}

impl Window {
    fn new() -> Self {
        Self { calls: VecDeque::new(), failed: 0, slow: 0 }
    }

    fn pop(&mut self) {
        if let Some((_, f, s)) = self.calls.pop_front() {
            self.failed -= u32::from(f);
            self.slow -= u32::from(s);
        }
    }

    /// Drops what the window no longer holds at `now`.
    fn evict(&mut self, p: &Params, now: u64) {
        match p.window_type {
            WindowType::Count => {
                while self.calls.len() > p.window_calls as usize {
                    self.pop();
                }
            }
            WindowType::Time => {
                // The buckets of the last `window_s` whole seconds, the current one included.
                let w = p.window_s as u64;
                while self.calls.front().is_some_and(|c| c.0 / 1000 + w <= now / 1000) {
                    self.pop();
                }
            }
        }
    }

    fn push(&mut self, p: &Params, t: u64, failed: bool, slow: bool) {
        self.calls.push_back((t, failed, slow));
        self.failed += u32::from(failed);
        self.slow += u32::from(slow);
        self.evict(p, t);
    }
}

/// Why the breaker opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Reason {
    Failures,
    SlowCalls,
}

/// One run of one breaker over one scenario's calls.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Run {
    pub made: u32,
    /// Calls made while the dependency was broken.
    pub leaked: u32,
    pub rejected: u32,
    /// Calls rejected while the dependency was healthy (valid calls turned away).
    pub rejected_healthy: u32,
    pub opens: u32,
    /// Openings while the dependency was healthy.
    pub false_opens: u32,
    pub slow_opens: u32,
    /// Recorded calls that counted as slow, and recorded calls that timed out.
    pub slow_calls: u32,
    pub timed_out: u32,
    /// Seconds from the incident's start to the first opening at or after it.
    pub time_to_open_s: Option<f64>,
    /// Seconds the breaker sat OPEN while the dependency was healthy.
    pub open_healthy_s: f64,
    /// State changes (ms, new state); starts closed at 0.
    pub transitions: Vec<(u64, State)>,
    /// Per chart bucket: (calls to a broken dependency, rejected calls).
    pub buckets: Vec<(u32, u32)>,
    /// Per chart bucket: the calls made (let through), for the system view's link.
    pub made_per_bucket: Vec<u32>,
    /// At the incident's start, in a closed breaker: the oldest call the window still holds
    /// (seconds before), and its recorded failures.
    pub window_age_s: Option<f64>,
    pub window_failures: u32,
}

impl Run {
    pub fn final_state(&self) -> State {
        self.transitions.last().map_or(State::Closed, |x| x.1)
    }
}

/// Replays calls through a breaker with configuration `p`.
pub fn replay(p: &Params, plan: &Plan, calls: &[Call]) -> Run {
    let n_buckets = plan.length_ms.div_ceil(plan.bucket_ms) as usize;
    let mut run =
        Run { buckets: alloc::vec![(0, 0); n_buckets], made_per_bucket: alloc::vec![0; n_buckets], ..Run::default() };
    let wait = p.wait_s as u64 * 1000;
    let mut state = State::Closed;
    let mut opened_at = 0u64;
    let mut win = Window::new();
    let (mut half_n, mut half_failed, mut half_slow) = (0u32, 0u32, 0u32);
    let mut snapshot_taken = false;
    for c in calls {
        let t = c.t_ms;
        if !snapshot_taken && t >= plan.incident_ms {
            snapshot_taken = true;
            if state == State::Closed {
                if p.window_type == WindowType::Time {
                    win.evict(p, plan.incident_ms);
                }
                run.window_age_s = win.calls.front().map(|x| (plan.incident_ms - x.0) as f64 / 1000.0);
                run.window_failures = win.failed;
            }
        }
        if state == State::Open && p.auto_half_open && t >= opened_at + wait {
            go(&mut run, &mut state, State::HalfOpen, opened_at + wait);
            (half_n, half_failed, half_slow) = (0, 0, 0);
        }
        if state == State::Open {
            // Without the timer the first call after the wait moves it (`OpenState`:
            // `clock.instant().isAfter(retryAfterWaitDuration)`, strictly after).
            if !p.auto_half_open && t > opened_at + wait {
                go(&mut run, &mut state, State::HalfOpen, t);
                (half_n, half_failed, half_slow) = (0, 0, 0);
            } else {
                run.rejected += 1;
                if !c.broken {
                    run.rejected_healthy += 1;
                }
                run.buckets[(t / plan.bucket_ms) as usize].1 += 1;
                continue;
            }
        }
        run.made += 1;
        run.made_per_bucket[(t / plan.bucket_ms) as usize] += 1;
        if c.broken {
            run.leaked += 1;
            run.buckets[(t / plan.bucket_ms) as usize].0 += 1;
        }
        let Seen::Recorded { failed, slow, timed_out } = classify(p, plan.redis, c) else { continue };
        run.slow_calls += u32::from(slow);
        run.timed_out += u32::from(timed_out);
        if state == State::HalfOpen {
            half_n += 1;
            half_failed += u32::from(failed);
            half_slow += u32::from(slow);
            if half_n >= half_open_minimum(p) {
                let n = half_n as f64;
                if half_failed as f64 * 100.0 / n >= p.failure_pct {
                    open(plan, &mut run, &mut state, &mut opened_at, t, Reason::Failures);
                } else if half_slow as f64 * 100.0 / n >= p.slow_pct {
                    open(plan, &mut run, &mut state, &mut opened_at, t, Reason::SlowCalls);
                } else {
                    go(&mut run, &mut state, State::Closed, t);
                    win = Window::new();
                }
            }
            continue;
        }
        win.push(p, t, failed, slow);
        let n = win.calls.len() as u32;
        if n >= closed_minimum(p) {
            let n = n as f64;
            if win.failed as f64 * 100.0 / n >= p.failure_pct {
                open(plan, &mut run, &mut state, &mut opened_at, t, Reason::Failures);
            } else if win.slow as f64 * 100.0 / n >= p.slow_pct {
                open(plan, &mut run, &mut state, &mut opened_at, t, Reason::SlowCalls);
            }
            if state == State::Open {
                win = Window::new();
            }
        }
    }
    if state == State::Open && p.auto_half_open && opened_at + wait < plan.length_ms {
        go(&mut run, &mut state, State::HalfOpen, opened_at + wait);
    }
    run.open_healthy_s = open_healthy_ms(&run.transitions, plan) as f64 / 1000.0;
    run
}

/// The calls a closed breaker's window must hold before it judges: Resilience4j caps the
/// minimum at the size of a count-based window (`CircuitBreakerMetrics`).
pub fn closed_minimum(p: &Params) -> u32 {
    match p.window_type {
        WindowType::Count => p.min_calls.min(p.window_calls),
        WindowType::Time => p.min_calls,
    }
}

/// The trial calls after which a half-open breaker decides: its window is a count window of
/// `YARI_IZIN` calls, so the same cap gives `min(ASGARI, YARI_IZIN)`.
pub fn half_open_minimum(p: &Params) -> u32 {
    p.min_calls.min(p.half_open_calls)
}

fn go(run: &mut Run, state: &mut State, to: State, t: u64) {
    *state = to;
    run.transitions.push((t, to));
}

fn open(plan: &Plan, run: &mut Run, state: &mut State, opened_at: &mut u64, t: u64, reason: Reason) {
    go(run, state, State::Open, t);
    *opened_at = t;
    run.opens += 1;
    if !plan.broken(t) {
        run.false_opens += 1;
    }
    if reason == Reason::SlowCalls {
        run.slow_opens += 1;
    }
    if t >= plan.incident_ms && run.time_to_open_s.is_none() {
        run.time_to_open_s = Some((t - plan.incident_ms) as f64 / 1000.0);
    }
}

/// Milliseconds in OPEN outside the broken stretches.
fn open_healthy_ms(tr: &[(u64, State)], plan: &Plan) -> u64 {
    let spans = plan.broken_spans();
    let mut total = 0;
    for (i, &(a, s)) in tr.iter().enumerate() {
        if s != State::Open {
            continue;
        }
        let b = tr.get(i + 1).map_or(plan.length_ms, |x| x.0);
        let broken: u64 = spans.iter().map(|&(x, y)| y.min(b).saturating_sub(x.max(a))).sum();
        total += (b - a) - broken;
    }
    total
}

/// A scenario under the configuration and under its trap.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Pair {
    pub scenario: Scenario,
    pub plan: Plan,
    pub calls: u32,
    pub cfg: Run,
    pub trap: Run,
}

pub fn pair(p: &Params, s: Scenario, seed: u64) -> Pair {
    let plan = plan(p, s);
    let cs = calls(p, &plan, seed);
    let cfg = replay(p, &plan, &cs);
    let trap = replay(&p.trap(s), &plan, &cs);
    Pair { scenario: s, calls: cs.len() as u32, plan, cfg, trap }
}

pub use super::ensemble::Spread;

/// One configuration over the seed ensemble.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Ensemble {
    pub leaked: Spread,
    pub rejected_healthy: Spread,
    pub false_opens: Spread,
    /// Seeds on which the breaker opened at or after the incident.
    pub opened: u32,
}

fn ensemble(runs: &[&Run]) -> Ensemble {
    let col = |f: fn(&Run) -> f64| Spread::of(&runs.iter().map(|r| f(r)).collect::<Vec<_>>(), Median::Lower);
    Ensemble {
        leaked: col(|r| r.leaked as f64),
        rejected_healthy: col(|r| r.rejected_healthy as f64),
        false_opens: col(|r| r.false_opens as f64),
        opened: runs.iter().filter(|r| r.time_to_open_s.is_some()).count() as u32,
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Every scenario at `TOHUM`, in [`Scenario::ALL`] order.
    pub pairs: Vec<Pair>,
    /// The chosen scenario over `TOHUM .. TOHUM + 19`: the configuration and the trap.
    pub ensemble_cfg: Ensemble,
    pub ensemble_trap: Ensemble,
}

impl Output {
    pub fn shown(&self, p: &Params) -> &Pair {
        &self.pairs[p.scenario as usize]
    }
}

pub fn run(p: &Params) -> Output {
    let pairs: Vec<Pair> = Scenario::ALL.iter().map(|&s| pair(p, s, p.seed)).collect();
    let shown = pairs[p.scenario as usize].clone();
    let more = ensemble::members(p.seed, ENSEMBLE, shown, |seed| pair(p, p.scenario, seed));
    let ensemble_cfg = ensemble(&more.iter().map(|x| &x.cfg).collect::<Vec<_>>());
    let ensemble_trap = ensemble(&more.iter().map(|x| &x.trap).collect::<Vec<_>>());
    Output { pairs, ensemble_cfg, ensemble_trap }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seeds() -> impl Iterator<Item = u64> {
        (0..20u64).map(|k| 1_000 + 7919 * k)
    }

    #[test]
    fn the_calls_made_per_bucket_add_up_to_the_calls_made_and_hold_every_leaked_one() {
        let p = Params::default();
        for s in Scenario::ALL {
            let pr = pair(&p, s, p.seed);
            for r in [&pr.cfg, &pr.trap] {
                assert_eq!(r.made_per_bucket.len(), r.buckets.len());
                assert_eq!(r.made_per_bucket.iter().sum::<u32>(), r.made, "{s:?}");
                assert!(r.made_per_bucket.iter().zip(&r.buckets).all(|(m, b)| *m >= b.0));
            }
        }
    }

    #[test]
    fn every_key_reads_back_its_schema_default() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }

    fn call(t_ms: u64, raw_ms: f64, kind: Kind2, broken: bool) -> Call {
        Call { t_ms, raw_ms, kind, broken }
    }

    fn flat_plan(length_ms: u64) -> Plan {
        Plan {
            scenario: Scenario::Gray,
            length_ms,
            traffic: Vec::new(),
            phases: Vec::new(),
            incident_ms: 0,
            redis: false,
            bucket_ms: 1000,
        }
    }

    #[test]
    fn a_hand_worked_timeline_opens_trials_and_closes_as_derived() {
        // Count window of 4, minimum 4 calls, 50 %: calls at 0..3 s are ok, fail, fail, ok:
        // 2/4 = 50 % opens at 3 s. Wait 2 s, no automatic transition: the calls at 4 s and at
        // 5 s (not after the wait yet) are rejected, the one at 5.001 s becomes the half-open
        // trial (1 trial allowed) and closes.
        let p = Params {
            window_type: WindowType::Count,
            window_calls: 4,
            min_calls: 4,
            wait_s: 2,
            half_open_calls: 1,
            auto_half_open: false,
            ..Params::default()
        };
        let cs = [
            call(0, 50.0, Kind2::Ok, false),
            call(1000, 50.0, Kind2::Infra, false),
            call(2000, 900.0, Kind2::Ok, false), // timed out at 800 ms: a failure
            call(3000, 50.0, Kind2::Ok, false),
            call(4000, 50.0, Kind2::Ok, false),
            call(5000, 50.0, Kind2::Ok, false),
            call(5001, 50.0, Kind2::Ok, false),
        ];
        let r = replay(&p, &flat_plan(6000), &cs);
        assert_eq!(r.transitions, alloc::vec![(3000, State::Open), (5001, State::HalfOpen), (5001, State::Closed)]);
        assert_eq!((r.opens, r.false_opens, r.rejected, r.made), (1, 1, 2, 5));
        assert_eq!(r.open_healthy_s, 2.001);
        // With the automatic transition the breaker is half-open at 5 s by the timer, and the
        // call at 5 s is its trial; the call at 4 s is still rejected.
        let r = replay(&Params { auto_half_open: true, ..p }, &flat_plan(6000), &cs);
        assert_eq!(r.transitions, alloc::vec![(3000, State::Open), (5000, State::HalfOpen), (5000, State::Closed)]);
    }

    #[test]
    fn without_calls_the_breaker_never_leaves_open_unless_the_timer_moves_it() {
        let p =
            Params { window_type: WindowType::Count, window_calls: 2, min_calls: 2, wait_s: 1, ..Params::default() };
        let cs = [call(0, 5.0, Kind2::Infra, true), call(10, 5.0, Kind2::Infra, true)];
        let manual = replay(&Params { auto_half_open: false, ..p.clone() }, &flat_plan(60_000), &cs);
        assert_eq!(manual.final_state(), State::Open);
        let auto = replay(&p, &flat_plan(60_000), &cs);
        assert_eq!(auto.transitions, alloc::vec![(10, State::Open), (1010, State::HalfOpen)]);
    }

    fn grid() -> Vec<Params> {
        let mut out = Vec::new();
        for window_type in WindowType::ALL {
            for min_calls in [5, 20, 50] {
                for rate in [2.0, 5.0, 12.0] {
                    out.push(Params { window_type, min_calls, rate, ..Params::default() });
                }
            }
        }
        out
    }

    #[test]
    fn a_slow_call_threshold_above_the_timeout_counts_no_call_as_slow() {
        for base in grid() {
            for (slow_ms, gray_ms) in [(1000, 700), (1000, 1200), (2000, 600)] {
                let p = Params { slow_ms, gray_ms, ..base.clone() };
                for seed in seeds() {
                    for s in Scenario::ALL {
                        let pr = pair(&p, s, seed);
                        assert_eq!((pr.cfg.slow_calls, pr.cfg.slow_opens), (0, 0), "{s:?} seed {seed}");
                    }
                }
            }
        }
    }

    /// Resilience4j records the time the call took (`CircuitBreakerMetrics.onError`: "if
    /// (durationUnit.toNanos(duration) > slowCallDurationThresholdInNanos) ... Outcome.SLOW_ERROR").
    /// A timed-out call took a little more than its timeout, so with the threshold equal to the
    /// timeout exactly the timed-out calls are slow, and each of them is already a failure: the
    /// slow-call rate never exceeds the failure rate and never opens the breaker on its own.
    #[test]
    fn at_the_timeout_only_timed_out_calls_count_as_slow_and_they_are_failures_already() {
        for base in grid() {
            for gray_ms in [500, 600, 700, 1200] {
                let p = Params { slow_ms: base.timeout_ms, gray_ms, ..base.clone() };
                for seed in seeds() {
                    for s in Scenario::ALL {
                        let pr = pair(&p, s, seed);
                        assert_eq!(pr.cfg.slow_calls, pr.cfg.timed_out, "{s:?} seed {seed}");
                        assert_eq!(pr.cfg.slow_opens, 0, "{s:?} seed {seed}");
                    }
                    // A gray failure under the timeout opens nothing at all.
                    if gray_ms == 500 {
                        assert_eq!(pair(&p, Scenario::Gray, seed).cfg.opens, 0);
                    }
                }
            }
        }
    }

    /// Resilience4j's half-open state (`CircuitBreakerStateMachine.HalfOpenState`) records its
    /// trials in `CircuitBreakerMetrics.forHalfOpen(permittedNumberOfCallsInHalfOpenState, ...)`,
    /// a count-based window of that size, whose constructor sets `minimumNumberOfCalls =
    /// Math.min(circuitBreakerConfig.getMinimumNumberOfCalls(), slidingWindowSize)`; it closes on
    /// `BELOW_THRESHOLDS` and opens above them. So it decides after min(ASGARI, YARI_IZIN)
    /// recorded trial calls.
    #[test]
    fn half_open_decides_after_min_of_the_minimum_and_the_permitted_trial_calls() {
        for (min_calls, half_open_calls, decides_after) in [(1, 5, 1), (3, 5, 3), (20, 5, 5), (2, 2, 2)] {
            let p = Params {
                window_type: WindowType::Count,
                window_calls: 2,
                min_calls,
                half_open_calls,
                wait_s: 1,
                auto_half_open: true,
                ..Params::default()
            };
            // Failures open it (after one with ASGARI = 1, else after two: the count window of
            // 2 caps the minimum); from 2 s on the dependency answers well, a call every 100 ms.
            let mut cs = alloc::vec![call(0, 5.0, Kind2::Infra, true), call(10, 5.0, Kind2::Infra, true)];
            cs.extend((0..10u64).map(|k| call(2000 + 100 * k, 50.0, Kind2::Ok, false)));
            let r = replay(&p, &flat_plan(4000), &cs);
            let opened_at = if closed_minimum(&p) == 1 { 0 } else { 10 };
            let closed_at = 2000 + 100 * (decides_after as u64 - 1);
            assert_eq!(
                r.transitions,
                alloc::vec![(opened_at, State::Open), (opened_at + 1000, State::HalfOpen), (closed_at, State::Closed)],
                "ASGARI {min_calls}, YARI_IZIN {half_open_calls}"
            );
            assert_eq!(half_open_minimum(&p), decides_after);
        }
    }

    #[test]
    fn a_count_window_smaller_than_the_minimum_still_opens_once_it_is_full() {
        // Resilience4j caps the minimum at the count window's size: ten failures fill a window
        // of ten and open it although ASGARI asks for twenty.
        let p = Params { window_type: WindowType::Count, window_calls: 10, min_calls: 20, ..Params::default() };
        let cs: Vec<Call> = (0..12u64).map(|k| call(100 * k, 5.0, Kind2::Infra, true)).collect();
        let r = replay(&p, &flat_plan(2000), &cs);
        assert_eq!(r.transitions.first(), Some(&(900, State::Open)));
        // The time window has no such cap: twelve calls never reach twenty.
        let r = replay(&Params { window_type: WindowType::Time, ..p }, &flat_plan(2000), &cs);
        assert_eq!(r.opens, 0);
    }

    /// `SlidingTimeWindowMetrics`: "Every bucket aggregates the outcome of all calls which happen
    /// in a certain epoch second"; the window is the last `N` such buckets, so a call leaves it
    /// with its whole second.
    #[test]
    fn the_time_window_drops_calls_a_whole_second_at_a_time() {
        let p = Params { window_type: WindowType::Time, window_s: 2, min_calls: 2, ..Params::default() };
        // A failure at 0.9 s (second 0) is gone at 2.1 s (second 2): one call, below the minimum.
        let early = [call(900, 5.0, Kind2::Infra, false), call(2100, 50.0, Kind2::Ok, false)];
        assert_eq!(replay(&p, &flat_plan(3000), &early).opens, 0);
        // A failure at 1.0 s (second 1) is still there: 1 of 2 failed, 50 % opens.
        let late = [call(1000, 5.0, Kind2::Infra, false), call(2100, 50.0, Kind2::Ok, false)];
        assert_eq!(replay(&p, &flat_plan(3000), &late).transitions, alloc::vec![(2100, State::Open)]);
    }

    #[test]
    fn with_business_errors_ignored_a_business_error_burst_never_opens_the_breaker() {
        for base in grid() {
            // At 100 % every recorded call is one of the rare infrastructure errors (the
            // business calls leave the window), so the law holds below that corner.
            for business_pct in [30.0, 60.0, 90.0] {
                for record in Record::ALL {
                    let p = Params { business_pct, record, ignore_business: true, ..base.clone() };
                    for seed in seeds() {
                        let pr = pair(&p, Scenario::Business, seed);
                        assert_eq!(pr.cfg.opens, 0, "{record:?} {business_pct} seed {seed}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_higher_minimum_number_of_calls_never_opens_earlier() {
        for base in grid() {
            for s in Scenario::ALL {
                for seed in seeds() {
                    let plan = plan(&base, s);
                    let cs = calls(&base, &plan, seed);
                    let first = |m: u32| {
                        let r = replay(&Params { min_calls: m, ..base.clone() }, &plan, &cs);
                        r.transitions.iter().find(|x| x.1 == State::Open).map_or(u64::MAX, |x| x.0)
                    };
                    let times: Vec<u64> = [1, 2, 3, 5, 10, 20, 50].into_iter().map(first).collect();
                    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{s:?} seed {seed}: {times:?}");
                }
            }
        }
    }

    #[test]
    fn a_jedis_path_behind_an_ioexception_list_never_opens_and_the_right_class_does() {
        for seed in seeds() {
            let pr = pair(&Params::default(), Scenario::Redis, seed);
            assert_eq!(pr.trap.opens, 0);
            assert!(pr.cfg.time_to_open_s.is_some_and(|t| t < 45.0));
            assert!(pr.trap.leaked > 3 * pr.cfg.leaked);
        }
    }

    #[test]
    fn without_a_minimum_the_first_failures_open_a_healthy_breaker_on_every_seed() {
        for seed in seeds() {
            let pr = pair(&Params::default(), Scenario::FirstCalls, seed);
            assert!(pr.trap.false_opens >= 1, "seed {seed}");
            assert_eq!(pr.cfg.opens, 0, "seed {seed}");
        }
    }

    #[test]
    fn a_count_window_at_09_00_still_holds_the_night_outage_and_a_time_window_does_not() {
        for seed in seeds() {
            let pr = pair(&Params::default(), Scenario::NightMorning, seed);
            assert!(pr.trap.window_age_s.is_some_and(|a| a > 5.0 * 3600.0), "seed {seed}");
            // A 60-bucket window holds up to 60 whole seconds before the current one began.
            assert!(pr.cfg.window_age_s.is_none_or(|a| a < 61.0));
            assert_eq!(pr.cfg.window_failures, 0);
        }
    }

    #[test]
    fn without_the_automatic_transition_the_breaker_mostly_shows_open_until_traffic_returns() {
        // Healthy from 5:00, traffic back at 10:00. Without the timer the breaker shows OPEN for
        // about five minutes on a healthy dependency, unless the cut caught it mid-trial
        // (then it waits HALF_OPEN); with the timer it sits OPEN after the recovery at most one
        // wait (a trial begun before the cut can still fail it when traffic returns).
        let mut long = 0;
        for seed in seeds() {
            let pr = pair(&Params::default(), Scenario::TrafficCut, seed);
            long += u32::from(pr.trap.open_healthy_s > 290.0);
            assert!(pr.cfg.open_healthy_s <= 10.0, "seed {seed}");
        }
        assert!(long >= 15, "{long}");
    }

    #[test]
    fn ignoring_business_errors_is_the_same_as_never_making_those_calls() {
        for seed in seeds() {
            let p = Params { record: Record::All, ..Params::default() };
            let plan = plan(&p, Scenario::Business);
            let cs = calls(&p, &plan, seed);
            let without: Vec<Call> = cs.iter().copied().filter(|c| c.kind != Kind2::Business).collect();
            let a = replay(&p, &plan, &cs);
            let b = replay(&p, &plan, &without);
            assert_eq!(a.transitions, b.transitions);
        }
    }
}
