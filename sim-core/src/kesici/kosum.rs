//! A circuit breaker in front of a slot pool shared by two flows (lesson 2, course file
//! `kesici/kosum`).
//!
//! Teaches: the breaker protects the neighbours that share the caller's pool, not the broken
//! dependency; the right threshold depends on the failure mode; a false opening rejects valid
//! requests, and a longer open time mostly costs on the healthy day.
//!
//! Each round the gateway receives tracking queries (which hold a slot `TAKIP_TUTUS` rounds and
//! never fail) and status events (which call the dependency). Arrivals come from fractional
//! accumulators and are shuffled with the seeded generator. From round `BAS` on, the dependency
//! behaves as the chosen mode. A call's outcome is known when it is made; an event rejected by
//! an open breaker still holds a slot for one round.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use crate::arrivals::Accumulator;
use crate::k01;
use crate::params::{choice, course_choice, fault_start, run_length, spec, Kind, Label, ParamError, ParamSpec, Unit};
use crate::rng::ParkMiller;
use crate::shuffle::shuffle;
use crate::slot_pool::SlotPool;
use crate::varsayim;

crate::course_enum! {
    /// The dependency's behaviour from the fault round on.
    pub enum Mode, labels MODE_LABELS {
        Healthy = "saglikli", "sağlıklı", "healthy";
        Partial = "kismi", "kısmi arıza", "partial failure";
        Slow = "yavaslama", "yavaşlama", "slowdown";
        Stop = "durma", "durma", "stop";
    }
}

/// How a call to the dependency behaves in one mode.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Behaviour {
    /// Probability that a call fails.
    pub fail_p: f64,
    /// Rounds a successful call holds its slot.
    pub ok_hold: u64,
    /// Rounds a failed call holds its slot.
    pub fail_hold: u64,
}

/// What a rule counts (`ORAN.tur`, `dar.tur`): the course's code opens on failures in a row
/// for `"ardisik"` and on the failure share of the window for anything else; it writes `"oran"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum RuleKind {
    Rate,
    Consecutive,
}

impl RuleKind {
    pub const ALL: [RuleKind; 2] = [RuleKind::Rate, RuleKind::Consecutive];

    /// The rule of this kind (a rule of failures in a row has no window).
    pub fn rule(self, window: u64, threshold: f64, open_for: u64) -> Rule {
        match self {
            RuleKind::Rate => Rule::Rate { window, threshold, open_for },
            RuleKind::Consecutive => Rule::Consecutive { threshold, open_for },
        }
    }
}

crate::choice_knob!(RuleKind);

/// A rule kind as the schema offers it: the labels, and the values as the course writes them.
const RULE_KIND_LABELS: [Label; 2] = [
    Label::new("oran: penceredeki başarısız payı", "rate: failure share of the window"),
    Label::new("ardışık: art arda başarısız", "consecutive: failures in a row"),
];
const RULE_KIND_VALUES: [&str; 2] = ["oran", "ardisik"];

/// When the breaker opens.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub enum Rule {
    /// After `threshold` failures in a row.
    Consecutive { threshold: f64, open_for: u64 },
    /// When the last `window` calls hold at least a `threshold` share of failures.
    Rate { window: u64, threshold: f64, open_for: u64 },
}

impl Rule {
    fn open_for(&self) -> u64 {
        match *self {
            Rule::Consecutive { open_for, .. } | Rule::Rate { open_for, .. } => open_for,
        }
    }
}

/// The three rules the course's second table compares (fixed in its code).
pub const COMPARED_RULES: [(&str, Rule); 3] = [
    ("ardisik 5", Rule::Consecutive { threshold: 5.0, open_for: 100 }),
    ("oran 0,50 / 20", Rule::Rate { window: 20, threshold: 0.5, open_for: 100 }),
    ("oran 0,10 / 20", Rule::Rate { window: 20, threshold: 0.1, open_for: 100 }),
];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub slots: u32,
    pub rounds_per_second: f64,
    pub rounds: u64,
    pub fault_at: u64,
    pub tracking_rate: f64,
    pub event_rate: f64,
    pub tracking_hold: u64,
    /// Behaviour per mode, in [`Mode::ALL`] order.
    pub modes: [Behaviour; 4],
    /// The chosen rule (AY5): its kind, window, threshold, open time.
    pub rule_kind: RuleKind,
    pub window: u64,
    pub threshold: f64,
    pub open_for: u64,
    /// The sensitivity line's longer open time for the chosen rule.
    pub long_open_for: u64,
    /// The sensitivity line's tight rule.
    pub tight_rule_kind: RuleKind,
    pub tight_window: u64,
    pub tight_threshold: f64,
    pub tight_open_for: u64,
    /// Factor that scales the run's faulty rounds to AY3's 10 minutes; derived unless set.
    pub scale: Option<f64>,
    pub seed: u64,
    /// The mode whose round-by-round timeline the lab charts (not in the course's code).
    pub shown_mode: Mode,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            slots: 32,
            rounds_per_second: varsayim::CEVRIM.default,
            rounds: 1200,
            fault_at: 200,
            tracking_rate: k01::TEPE_OKUMA.default,
            event_rate: k01::TEPE_YAZMA.default,
            tracking_hold: 4,
            modes: [
                Behaviour { fail_p: 0.025, ok_hold: 6, fail_hold: 22 },
                Behaviour { fail_p: 0.125, ok_hold: 6, fail_hold: 3 },
                Behaviour { fail_p: 1.0, ok_hold: 6, fail_hold: 22 },
                Behaviour { fail_p: 1.0, ok_hold: 6, fail_hold: 3 },
            ],
            rule_kind: RuleKind::Rate,
            window: 20,
            threshold: 0.5,
            open_for: 100,
            long_open_for: 200,
            tight_rule_kind: RuleKind::Rate,
            tight_window: 20,
            tight_threshold: 0.1,
            tight_open_for: 200,
            scale: None,
            seed: 20_260_731,
            shown_mode: Mode::Slow,
        }
    }
}

impl Params {
    /// The chosen rule as the course's `ORAN`.
    pub fn rule(&self) -> Rule {
        self.rule_kind.rule(self.window, self.threshold, self.open_for)
    }

    /// The factor from the faulty rounds to 10 minutes.
    pub fn scale(&self) -> f64 {
        self.scale.unwrap_or_else(|| varsayim::ten_minute_scale(self.rounds_per_second, self.rounds, self.fault_at))
    }
}

const HOLD: (f64, f64) = (0.0, 100_000.0);
const SHARE: (f64, f64) = (0.0, 1.0);

macro_rules! behaviour_specs {
    ($($mode:literal, $p:literal, $ok:literal, $fail:literal;)*) => {
        [$([
            spec(concat!($mode, "_fail_p"), concat!("KIP.", $mode, ".p"),
                Label::new(concat!($mode, ": başarısızlık olasılığı"), concat!($mode, ": failure probability")),
                Unit::Share, Kind::Real, (0.0, 1.0, 0.005), $p, SHARE),
            spec(concat!($mode, "_ok_hold"), concat!("KIP.", $mode, ".ok"),
                Label::new(concat!($mode, ": başarılı çağrının tutuşu"), concat!($mode, ": hold of a successful call")),
                Unit::Rounds, Kind::Integer, (1.0, 60.0, 1.0), $ok, HOLD),
            spec(concat!($mode, "_fail_hold"), concat!("KIP.", $mode, ".hata"),
                Label::new(concat!($mode, ": başarısız çağrının tutuşu"), concat!($mode, ": hold of a failed call")),
                Unit::Rounds, Kind::Integer, (1.0, 60.0, 1.0), $fail, HOLD),
        ],)*]
    };
}

const BEHAVIOUR_SPECS: [[ParamSpec; 3]; 4] = behaviour_specs! {
    "saglikli", 0.025, 6.0, 22.0;
    "kismi", 0.125, 6.0, 3.0;
    "yavaslama", 1.0, 6.0, 22.0;
    "durma", 1.0, 6.0, 3.0;
};

const fn flatten(b: [[ParamSpec; 3]; 4], head: [ParamSpec; 17]) -> [ParamSpec; 29] {
    let mut out = [head[0]; 29];
    let mut i = 0;
    while i < 17 {
        out[i] = head[i];
        i += 1;
    }
    let mut m = 0;
    while m < 4 {
        let mut k = 0;
        while k < 3 {
            out[17 + m * 3 + k] = b[m][k];
            k += 1;
        }
        m += 1;
    }
    out
}

const SCHEMA: [ParamSpec; 29] = flatten(
    BEHAVIOUR_SPECS,
    [
        spec(
            "slots",
            "YUVA",
            Label::new("Ağ geçidi yuvası", "Gateway slots"),
            Unit::Slots,
            Kind::Integer,
            (16.0, 64.0, 1.0),
            32.0,
            (1.0, 4096.0),
        ),
        course_choice(
            "rule_kind",
            "ORAN.tur",
            Label::new("Açma kuralının türü", "Opening rule's kind"),
            &RULE_KIND_LABELS,
            &RULE_KIND_VALUES,
            0.0,
        ),
        spec(
            "threshold",
            "ORAN.esik",
            Label::new("Açma eşiği (başarısız payı)", "Opening threshold (failure share)"),
            Unit::Share,
            Kind::Real,
            (0.05, 1.0, 0.05),
            0.5,
            (0.0, 1e6),
        ),
        spec(
            "window",
            "ORAN.pencere",
            Label::new("Pencere", "Window"),
            Unit::Calls,
            Kind::Integer,
            (5.0, 100.0, 1.0),
            20.0,
            (1.0, 100_000.0),
        ),
        spec(
            "open_for",
            "ORAN.kesik",
            Label::new("Kesik kalma süresi", "Open time"),
            Unit::Rounds,
            Kind::Integer,
            (10.0, 500.0, 10.0),
            100.0,
            HOLD,
        ),
        fault_start((0.0, 1000.0, 10.0), 200.0, (0.0, 99_999.0)),
        run_length("T", (600.0, 3000.0, 100.0), 1200.0, (1.0, 100_000.0)),
        spec(
            "tracking_hold",
            "TAKIP_TUTUS",
            Label::new("Takip bacağının tutuşu", "Tracking leg hold"),
            Unit::Rounds,
            Kind::Integer,
            (2.0, 10.0, 1.0),
            4.0,
            HOLD,
        ),
        // K01's rates, capped: the run draws every arrival, so its time grows with them.
        k01::TEPE_OKUMA.named("tracking_rate", "TAKIP").with_slider((1.0, 833.0, 0.01)).capped(5000.0),
        k01::TEPE_YAZMA.named("event_rate", "OLAY").with_slider((1.0, 194.0, 0.01)).capped(5000.0),
        // AY1, floored: fewer rounds a second mean more arrivals a round to draw.
        varsayim::CEVRIM.with_slider((50.0, 200.0, 10.0)).floored(10.0).capped(1e6),
        spec(
            "long_open_for",
            "uzun.kesik",
            Label::new("Duyarlılık: uzun kesik süresi", "Sensitivity: longer open time"),
            Unit::Rounds,
            Kind::Integer,
            (10.0, 500.0, 10.0),
            200.0,
            HOLD,
        ),
        course_choice(
            "tight_rule_kind",
            "dar.tur",
            Label::new("Duyarlılık: dar kuralın türü", "Sensitivity: tight rule's kind"),
            &RULE_KIND_LABELS,
            &RULE_KIND_VALUES,
            0.0,
        ),
        spec(
            "tight_threshold",
            "dar.esik",
            Label::new("Duyarlılık: dar eşik", "Sensitivity: tight threshold"),
            Unit::Share,
            Kind::Real,
            (0.05, 1.0, 0.05),
            0.1,
            (0.0, 1e6),
        ),
        spec(
            "tight_window",
            "dar.pencere",
            Label::new("Duyarlılık: dar pencere", "Sensitivity: tight window"),
            Unit::Calls,
            Kind::Integer,
            (5.0, 100.0, 1.0),
            20.0,
            (1.0, 100_000.0),
        ),
        spec(
            "tight_open_for",
            "dar.kesik",
            Label::new("Duyarlılık: dar kural kesik süresi", "Sensitivity: tight rule open time"),
            Unit::Rounds,
            Kind::Integer,
            (10.0, 500.0, 10.0),
            200.0,
            HOLD,
        ),
        crate::params::seed(20_260_731.0, 99_999_999.0),
    ],
);

/// The schema plus the two entries that are not plain fields.
const FULL_SCHEMA: [ParamSpec; 31] = {
    let mut out = [SCHEMA[0]; 31];
    let mut i = 0;
    while i < 29 {
        out[i] = SCHEMA[i];
        i += 1;
    }
    // AY3's scale: what the defaults derive (600 s × 100 rounds a second over 1000 faulty rounds).
    out[29] = varsayim::OLCEK.with_default(60.0);
    out[30] = choice("shown_mode", "", Label::new("Grafikteki kip", "Mode in the chart"), &MODE_LABELS, 2.0);
    out
};

fn behaviour_field(key: &str) -> Option<(usize, &str)> {
    let (mode, field) = key.split_once('_')?;
    let i = Mode::ALL.iter().position(|m| m.course_name() == mode)?;
    Some((i, field))
}

impl Params {
    /// Keys outside the table: the derived scale and the per-mode behaviour fields.
    fn get_extra(&self, key: &str) -> Option<f64> {
        if key == "scale" {
            return Some(self.scale());
        }
        let (i, field) = behaviour_field(key)?;
        let b = &self.modes[i];
        match field {
            "fail_p" => Some(b.fail_p),
            "ok_hold" => Some(b.ok_hold as f64),
            "fail_hold" => Some(b.fail_hold as f64),
            _ => None,
        }
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "scale" {
            self.scale = Some(v);
        } else if let Some((i, field)) = behaviour_field(key) {
            let b = &mut self.modes[i];
            match field {
                "fail_p" => b.fail_p = v,
                "ok_hold" => b.ok_hold = v as u64,
                "fail_hold" => b.fail_hold = v as u64,
                _ => {}
            }
        }
    }
}

crate::params_impl!(Params, "kesici/kosum", &FULL_SCHEMA, {
    "slots" => slots,
    "rule_kind" => rule_kind,
    "threshold" => threshold,
    "window" => window,
    "open_for" => open_for,
    "fault_at" => fault_at,
    "rounds" => rounds,
    "tracking_hold" => tracking_hold,
    "tracking_rate" => tracking_rate,
    "event_rate" => event_rate,
    "rounds_per_second" => rounds_per_second,
    "long_open_for" => long_open_for,
    "tight_rule_kind" => tight_rule_kind,
    "tight_threshold" => tight_threshold,
    "tight_window" => tight_window,
    "tight_open_for" => tight_open_for,
    "seed" => seed,
    "shown_mode" => shown_mode,
} else get_extra, put_extra;
    fn check_all(&self) -> Result<(), ParamError> {
        crate::params::check_before(self, "fault_at", "rounds")
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// What one run counted (the course's counter names in the comments).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counters {
    /// takipYanit, takipYuvasiz
    pub tracking_answered: u64,
    pub tracking_no_slot: u64,
    /// olayYanit, olayRed, olayHata, olayYuvasiz
    pub events_answered: u64,
    pub events_rejected: u64,
    pub events_failed: u64,
    pub events_no_slot: u64,
    /// cagri: calls made to the dependency
    pub calls: u64,
    /// olayYuvaTur: slot-rounds held by event calls
    pub event_slot_rounds: u64,
    /// acilma: openings (re-openings from half-open included)
    pub openings: u64,
    /// Rounds from the fault to the first opening, and the event slot-rounds spent meanwhile.
    pub detection_round: Option<u64>,
    pub detection_slot_rounds: Option<u64>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum BreakerState {
    #[default]
    Closed,
    Open,
    HalfOpen,
}

/// The gateway at the end of one round (chart data and the system view's frames).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct RoundState {
    pub tracking_busy: u32,
    pub event_busy: u32,
    pub state: BreakerState,
    /// Tracking queries that found no slot so far.
    pub tracking_no_slot: u64,
    /// This round only: the arrivals of each flow, the calls made to the dependency and how
    /// many of them failed, the events the open breaker rejected, and the queries and events
    /// that found no slot. (The state is the round's last: a probe that fails in its
    /// half-open round opens the breaker again before the round ends.)
    pub tracking_arrived: u32,
    pub events_arrived: u32,
    pub calls: u32,
    pub failed: u32,
    pub rejected: u32,
    pub tracking_lost: u32,
    pub events_lost: u32,
    /// Times the breaker opened this round (a failed probe opens it again).
    pub opened: u32,
}

/// One run of the first table: a mode with or without the chosen rule.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub mode: Mode,
    pub breaker: bool,
    pub counters: Counters,
}

/// One row of the rule comparison.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct RuleRow {
    pub rule: &'static str,
    pub mode: Mode,
    pub counters: Counters,
    /// Valid events lost to the breaker: rejections on the healthy day; answers lost against the
    /// breaker-less run under partial failure (a net figure, it can be negative); none otherwise.
    pub rejected_valid: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Mode-major in [`Mode::ALL`] order, without the breaker first.
    pub runs: Vec<Run>,
    pub rules: Vec<RuleRow>,
    pub scale: f64,
    /// Slowdown: share of event slot-rounds the breaker saved, in percent.
    pub slow_slot_round_cut_pct: f64,
    /// Slowdown, scaled to 10 minutes: calls saved and tracking queries rescued.
    pub slow_calls_saved_scaled: f64,
    pub slow_tracking_rescued_scaled: f64,
    /// Sensitivity: calls under slowdown with the longer open time.
    pub long_open_slow_calls: u64,
    /// Sensitivity: healthy-day rejections of the 0.10 rule, then of the tight rule.
    pub tight_healthy_rejected: u64,
    pub tight_long_healthy_rejected: u64,
    /// The shown mode round by round, without and with the chosen rule.
    pub timeline_without: Vec<RoundState>,
    pub timeline_with: Vec<RoundState>,
}

impl Output {
    pub fn run_of(&self, mode: Mode, breaker: bool) -> &Counters {
        &self.runs[mode as usize * 2 + breaker as usize].counters
    }
}

/// The breaker's mutable state, apart from its configuration.
struct Breaker {
    state: BreakerState,
    in_a_row: f64,
    window: VecDeque<bool>,
    failures_in_window: u64,
    open_until: u64,
}

impl Breaker {
    fn new() -> Self {
        Self {
            state: BreakerState::Closed,
            in_a_row: 0.0,
            window: VecDeque::new(),
            failures_in_window: 0,
            open_until: 0,
        }
    }

    fn reset_memory(&mut self) {
        self.in_a_row = 0.0;
        self.window.clear();
        self.failures_in_window = 0;
    }

    fn open(&mut self, now: u64, rule: &Rule) {
        self.state = BreakerState::Open;
        self.open_until = now + rule.open_for();
        self.reset_memory();
    }

    /// Records a completed call; returns whether the breaker opened.
    fn record(&mut self, failed: bool, now: u64, rule: &Rule) -> bool {
        if self.state == BreakerState::HalfOpen {
            if failed {
                self.open(now, rule);
                return true;
            }
            self.state = BreakerState::Closed;
            self.reset_memory();
            return false;
        }
        let trips = match *rule {
            Rule::Consecutive { threshold, .. } => {
                self.in_a_row = if failed { self.in_a_row + 1.0 } else { 0.0 };
                self.in_a_row >= threshold
            }
            Rule::Rate { window, threshold, .. } => {
                self.window.push_back(failed);
                self.failures_in_window += failed as u64;
                if self.window.len() as u64 > window {
                    self.failures_in_window -= self.window.pop_front().unwrap_or(false) as u64;
                }
                self.window.len() as u64 == window && self.failures_in_window as f64 / window as f64 >= threshold
            }
        };
        if trips {
            self.open(now, rule);
        }
        trips
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Tracking,
    Event,
}

/// At most this many arrivals per flow and round (far above any rate in the schema's domain).
const ARRIVAL_CAP: u32 = 1_000_000;

/// One run of the scenario; records the timeline when asked.
fn simulate(p: &Params, mode: Mode, rule: Option<&Rule>, timeline: Option<&mut Vec<RoundState>>) -> Counters {
    let mut rng = ParkMiller::new(p.seed);
    let mut pool = SlotPool::new(p.slots as usize);
    let mut owner = alloc::vec![Flow::Tracking; p.slots as usize];
    let mut c = Counters::default();
    let (mut tracking, mut events) = (Accumulator::new(), Accumulator::new());
    let mut breaker = Breaker::new();
    let mut slot_rounds_at_fault = 0;
    let mut arrivals: Vec<Flow> = Vec::new();
    let mut timeline = timeline;

    for t in 0..p.rounds {
        // The counters at the round's start, when the round is recorded (its own counts are
        // the differences at its end).
        let before = timeline.is_some().then(|| c.clone());
        if t == p.fault_at {
            slot_rounds_at_fault = c.event_slot_rounds;
        }
        if breaker.state == BreakerState::Open && t >= breaker.open_until {
            breaker.state = BreakerState::HalfOpen;
        }
        arrivals.clear();
        let n_tracking = tracking.tick(p.tracking_rate / p.rounds_per_second, ARRIVAL_CAP);
        let n_events = events.tick(p.event_rate / p.rounds_per_second, ARRIVAL_CAP);
        arrivals.extend(core::iter::repeat_n(Flow::Tracking, n_tracking as usize));
        arrivals.extend(core::iter::repeat_n(Flow::Event, n_events as usize));
        shuffle(&mut rng, &mut arrivals);

        for &flow in &arrivals {
            if flow == Flow::Tracking {
                match pool.take(t, p.tracking_hold) {
                    Some(i) => {
                        owner[i] = Flow::Tracking;
                        c.tracking_answered += 1;
                    }
                    None => c.tracking_no_slot += 1,
                }
                continue;
            }
            if breaker.state == BreakerState::Open {
                c.events_rejected += 1;
                if let Some(i) = pool.take(t, 1) {
                    owner[i] = Flow::Event;
                }
                continue;
            }
            let now_mode = if t < p.fault_at { Mode::Healthy } else { mode };
            let b = &p.modes[now_mode as usize];
            let failed = rng.next_f64() < b.fail_p;
            let hold = if failed { b.fail_hold } else { b.ok_hold };
            let Some(i) = pool.take(t, hold) else {
                c.events_no_slot += 1;
                continue;
            };
            owner[i] = Flow::Event;
            c.calls += 1;
            c.event_slot_rounds += hold;
            if failed {
                c.events_failed += 1;
            } else {
                c.events_answered += 1;
            }
            let Some(rule) = rule else { continue };
            if breaker.record(failed, t, rule) {
                c.openings += 1;
                if c.detection_round.is_none() && t >= p.fault_at && mode != Mode::Healthy {
                    c.detection_round = Some(t - p.fault_at);
                    c.detection_slot_rounds = Some(c.event_slot_rounds - slot_rounds_at_fault);
                }
            }
        }

        if let (Some(tl), Some(b)) = (timeline.as_deref_mut(), before) {
            let (mut tb, mut eb) = (0, 0);
            for (f, &free) in owner.iter().zip(pool.free_at()) {
                if free > t {
                    match f {
                        Flow::Tracking => tb += 1,
                        Flow::Event => eb += 1,
                    }
                }
            }
            let d = |now: u64, then: u64| (now - then) as u32;
            tl.push(RoundState {
                tracking_busy: tb,
                event_busy: eb,
                state: breaker.state,
                tracking_no_slot: c.tracking_no_slot,
                tracking_arrived: n_tracking,
                events_arrived: n_events,
                calls: d(c.calls, b.calls),
                failed: d(c.events_failed, b.events_failed),
                rejected: d(c.events_rejected, b.events_rejected),
                tracking_lost: d(c.tracking_no_slot, b.tracking_no_slot),
                events_lost: d(c.events_no_slot, b.events_no_slot),
                opened: d(c.openings, b.openings),
            });
        }
    }
    c
}

fn pct_cut(before: u64, after: u64) -> f64 {
    (100.0 * (before as f64 - after as f64)) / before as f64
}

/// One cell of the lab's threshold × window explorer: the chosen rule (`ORAN` from the
/// parameters) on the mode shown and on the healthy day, without the other 21 runs of [`run`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RuleCell {
    /// Tracking queries that found no slot under the mode shown.
    pub tracking_no_slot: u64,
    /// Valid events the breaker rejected on the healthy day (its false-open cost).
    pub healthy_rejected: u64,
    /// Calls that still reached the dependency under the mode shown.
    pub calls: u64,
}

pub fn rule_cell(p: &Params) -> RuleCell {
    let shown = simulate(p, p.shown_mode, Some(&p.rule()), None);
    let healthy = simulate(p, Mode::Healthy, Some(&p.rule()), None);
    RuleCell { tracking_no_slot: shown.tracking_no_slot, healthy_rejected: healthy.events_rejected, calls: shown.calls }
}

/// One mode's run without and with the chosen breaker (the page reruns it over many seeds).
pub fn pair(p: &Params, mode: Mode) -> (Counters, Counters) {
    (simulate(p, mode, None, None), simulate(p, mode, Some(&p.rule()), None))
}

/// The rounds in which `rule` opens the breaker in one mode's run (drawn as [`run`] draws): the
/// lab's note on the fixed rules' detection reads whether an opening came before the fault.
pub fn opening_rounds(p: &Params, mode: Mode, rule: &Rule) -> Vec<u64> {
    let mut tl = Vec::new();
    simulate(p, mode, Some(rule), Some(&mut tl));
    tl.iter().enumerate().filter(|(_, r)| r.opened > 0).map(|(i, _)| i as u64).collect()
}

/// The runs of [`run`] that read none of the learner's breaker settings
/// ([`Baseline::IGNORED`]): every mode without a breaker (with the shown mode's timeline), the
/// compared fixed rules and the tight rule on the healthy day. A page keeps it while the
/// breaker's sliders move.
#[derive(Clone, Debug, PartialEq)]
pub struct Baseline {
    /// Counters per mode, in [`Mode::ALL`] order.
    pub without: Vec<Counters>,
    pub timeline_without: Vec<RoundState>,
    pub rules: Vec<RuleRow>,
    pub tight_healthy_rejected: u64,
}

impl Baseline {
    /// The keys [`baseline`] does not read.
    pub const IGNORED: [&'static str; 9] = [
        "rule_kind",
        "threshold",
        "window",
        "open_for",
        "long_open_for",
        "tight_rule_kind",
        "tight_threshold",
        "tight_window",
        "tight_open_for",
    ];
}

pub fn baseline(p: &Params) -> Baseline {
    let mut timeline_without = Vec::new();
    let without: Vec<Counters> = Mode::ALL
        .iter()
        .map(|&mode| simulate(p, mode, None, if mode == p.shown_mode { Some(&mut timeline_without) } else { None }))
        .collect();
    let partial_without = without[Mode::Partial as usize].events_answered as i64;
    let mut rules = Vec::with_capacity(12);
    for (name, rule) in COMPARED_RULES.iter() {
        for mode in Mode::ALL {
            let counters = simulate(p, mode, Some(rule), None);
            let rejected_valid = match mode {
                Mode::Healthy => Some(counters.events_rejected as i64),
                Mode::Partial => Some(partial_without - counters.events_answered as i64),
                _ => None,
            };
            rules.push(RuleRow { rule: name, mode, counters, rejected_valid });
        }
    }
    let tight_healthy_rejected = simulate(p, Mode::Healthy, Some(&COMPARED_RULES[2].1), None).events_rejected;
    Baseline { without, timeline_without, rules, tight_healthy_rejected }
}

pub fn run(p: &Params) -> Output {
    run_with(p, baseline)
}

/// [`run`] with the breaker-free runs from `baseline_of` (a page's cache of [`baseline`]).
pub fn run_with(p: &Params, baseline_of: impl FnOnce(&Params) -> Baseline) -> Output {
    let chosen = p.rule();
    let Baseline { without, timeline_without, rules, tight_healthy_rejected } = baseline_of(p);
    let mut timeline_with = Vec::new();
    let mut runs = Vec::with_capacity(8);
    for (mode, counters) in Mode::ALL.into_iter().zip(without) {
        let tl = if mode == p.shown_mode { Some(&mut timeline_with) } else { None };
        let with = simulate(p, mode, Some(&chosen), tl);
        runs.push(Run { mode, breaker: false, counters });
        runs.push(Run { mode, breaker: true, counters: with });
    }
    let get = |m: Mode, b: bool| &runs[m as usize * 2 + b as usize].counters;
    let (y0, y1) = (get(Mode::Slow, false), get(Mode::Slow, true));
    let scale = p.scale();
    // `uzun = { ...ORAN, kesik }`: the chosen rule's kind, window and threshold; `dar` is its own.
    let long = p.rule_kind.rule(p.window, p.threshold, p.long_open_for);
    let tight = p.tight_rule_kind.rule(p.tight_window, p.tight_threshold, p.tight_open_for);
    Output {
        slow_slot_round_cut_pct: pct_cut(y0.event_slot_rounds, y1.event_slot_rounds),
        slow_calls_saved_scaled: (y0.calls as f64 - y1.calls as f64) * scale,
        slow_tracking_rescued_scaled: (y0.tracking_no_slot as f64 - y1.tracking_no_slot as f64) * scale,
        long_open_slow_calls: simulate(p, Mode::Slow, Some(&long), None).calls,
        tight_healthy_rejected,
        tight_long_healthy_rejected: simulate(p, Mode::Healthy, Some(&tight), None).events_rejected,
        scale,
        runs,
        rules,
        timeline_without,
        timeline_with,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_baseline_reads_no_breaker_setting() {
        crate::testing::assert_part_ignores(&Params::default(), &Baseline::IGNORED, baseline);
    }

    #[test]
    fn a_consecutive_rule_opens_on_failures_in_a_row_and_the_long_rule_follows_its_kind() {
        let p = Params { rule_kind: RuleKind::Consecutive, threshold: 5.0, ..Params::default() };
        assert_eq!(p.rule(), COMPARED_RULES[0].1);
        let o = run(&p);
        let ardisik = o.rules.iter().find(|r| r.rule == "ardisik 5" && r.mode == Mode::Slow).map(|r| r.counters.calls);
        assert_eq!(Some(o.run_of(Mode::Slow, true).calls), ardisik);
        assert_ne!(o.long_open_slow_calls, run(&Params { threshold: 5.0, ..Params::default() }).long_open_slow_calls);
        let tight = run(&Params { tight_rule_kind: RuleKind::Consecutive, ..Params::default() });
        assert_ne!(tight.tight_long_healthy_rejected, run(&Params::default()).tight_long_healthy_rejected);
    }

    #[test]
    fn breaker_rescues_tracking_queries_under_slowdown() {
        let o = run(&Params::default());
        assert_eq!(o.run_of(Mode::Slow, false).tracking_no_slot, 671);
        assert_eq!(o.run_of(Mode::Slow, true).tracking_no_slot, 0);
        assert_eq!(o.run_of(Mode::Slow, true).calls, 213);
    }

    #[test]
    fn the_tight_rule_first_opens_before_the_fault_under_the_slowdown() {
        let p = Params::default();
        let rounds = opening_rounds(&p, Mode::Slow, &COMPARED_RULES[2].1);
        assert_eq!(rounds.first(), Some(&167));
        assert!(rounds[0] < p.fault_at);
    }

    #[test]
    fn healthy_day_is_identical_with_and_without_the_breaker() {
        let o = run(&Params::default());
        assert_eq!(o.run_of(Mode::Healthy, false), o.run_of(Mode::Healthy, true));
    }

    #[test]
    fn a_round_s_own_counts_add_up_to_the_run_s_counters() {
        let p = Params::default();
        let mut tl = Vec::new();
        let c = simulate(&p, Mode::Slow, Some(&p.rule()), Some(&mut tl));
        let sum = |f: fn(&RoundState) -> u32| tl.iter().map(|r| f(r) as u64).sum::<u64>();
        assert_eq!(sum(|r| r.calls), c.calls);
        assert_eq!(sum(|r| r.failed), c.events_failed);
        assert_eq!(sum(|r| r.rejected), c.events_rejected);
        assert_eq!(sum(|r| r.tracking_lost), c.tracking_no_slot);
        assert_eq!(sum(|r| r.events_lost), c.events_no_slot);
        assert_eq!(sum(|r| r.opened), c.openings);
        assert_eq!(sum(|r| r.tracking_arrived), c.tracking_answered + c.tracking_no_slot);
        assert_eq!(
            sum(|r| r.events_arrived),
            c.events_answered + c.events_failed + c.events_rejected + c.events_no_slot
        );
    }

    #[test]
    fn timeline_covers_every_round_and_respects_the_pool() {
        let p = Params::default();
        let o = run(&p);
        assert_eq!(o.timeline_with.len(), p.rounds as usize);
        assert!(o.timeline_without.iter().all(|r| r.tracking_busy + r.event_busy <= p.slots));
        assert!(o.timeline_with.iter().any(|r| r.state == BreakerState::Open));
    }
}
