//! A recovery plan's step durations set against what a drill measures (lesson 14, course file
//! `tatbikat/plan`; plain arithmetic).
//!
//! Teaches: a recovery plan is a guess until a drill times it; the largest gap comes from a step
//! the plan never listed (the cache warm-up); a recovery-time target cannot be checked against
//! the plan, only against the drill; a drill has its own price, paid on the healthy day, which
//! grows with its frequency.
//!
//! The course's measured durations are earlier lessons' values (threshold and promotion from
//! lesson 9, warm-up from lesson 10) and two assumptions (KU8 routing-record lifetime, KU9
//! queue reconnect). The lab adds, without touching the transcript at their defaults: the
//! planned durations and the two targets (the course writes them inline), the 43.2-minute
//! budget literal, and page-only controls (the drill's scope, how often it is run, and the
//! round at which the drill or the disaster starts on the timeline).

use alloc::vec::Vec;

use crate::k01;
use crate::params::{choice, spec, Kind, Label, ParamSpec, Unit};
use crate::varsayim;

/// The plan's steps, as the course names them.
pub const STEP_NAMES: [&str; 6] =
    ["algilama", "terfi", "yonlendirme", "onbellek-isinma", "kuyruk-baglanma", "dogrulama"];
/// The steps in plain words for the page.
pub const STEP_LABELS: [Label; 6] = [
    Label::new("algılama", "detection"),
    Label::new("terfi", "promotion"),
    Label::new("yönlendirme", "routing"),
    Label::new("önbellek ısınması", "cache warm-up"),
    Label::new("kuyruk bağlanması", "queue reconnect"),
    Label::new("doğrulama", "verification"),
];
/// The index of the cache warm-up, the step the course's plan leaves at 0.
pub const WARMUP: usize = 3;
/// The plan's durations in the course (rounds).
pub const COURSE_PLAN: [f64; 6] = [1.0, 1.0, 1.0, 0.0, 1.0, 2.0];
/// The course's frequency table: name and drills a month.
pub const FREQUENCIES: [(&str, f64); 3] = [("haftada 1", 4.0), ("ayda 1", 1.0), ("uc ayda 1", 1.0 / 3.0)];

/// How much of the recovery a drill exercises (the course's ladder of drill levels).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Scope {
    /// The plan is read through on paper: a missing step can be noticed, no duration measured.
    Paper,
    /// One component is switched off: the failover steps are timed, but no real load moves to
    /// the idle side, so the cache warm-up is not seen.
    Component,
    /// A whole zone or region is lost: every step is timed under real load (the course's drill).
    Site,
}

pub const SCOPE_LABELS: [Label; 3] = [
    Label::new("kâğıt üzerinde gözden geçirme", "paper review"),
    Label::new("tek bileşeni kapatma", "one component switched off"),
    Label::new("alan ya da bölge kaybı", "loss of a zone or region"),
];

impl Scope {
    pub const ALL: [Scope; 3] = [Scope::Paper, Scope::Component, Scope::Site];

    /// Whether a drill of this scope times step `i`.
    pub fn times(self, i: usize) -> bool {
        match self {
            Scope::Paper => false,
            Scope::Component => i != WARMUP,
            Scope::Site => true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// Measured rounds per step: `ESIK`, `TERFI`, `YASAM`, `ISINMA`, `KUYRUK`, `DOGRULAMA`.
    pub measured: [f64; 6],
    /// Planned rounds per step (the course's `ADIM` column, lab-only).
    pub planned: [f64; 6],
    /// KU1: seconds per round.
    pub round_s: f64,
    /// K01: peak edge requests per second.
    pub peak_edge: f64,
    /// K01: the month's planned-work share of the budget (min).
    pub planned_share_min: f64,
    /// The month's whole budget (min), a literal 43.2 in the course.
    pub budget_min: f64,
    /// The recovery-time targets (s), the course's `[30, 60]`.
    pub targets: [f64; 2],
    /// Page only: drills a month.
    pub drills_per_month: f64,
    /// Page only: what the drill exercises.
    pub scope: Scope,
    /// Page only: the round at which the drill (or the disaster) starts on the timeline.
    pub drill_at: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            measured: [3.0, 1.0, 3.0, 8.0, 2.0, 2.0],
            planned: COURSE_PLAN,
            round_s: varsayim::TUR_SN.default,
            peak_edge: k01::TEPE_UC.default,
            planned_share_min: k01::PLANLI.default,
            budget_min: k01::AYLIK.default,
            targets: [30.0, 60.0],
            drills_per_month: 1.0,
            scope: Scope::Site,
            drill_at: 20,
        }
    }
}

const MEASURED_KEYS: [&str; 6] = ["threshold", "promotion", "route_ttl", "warmup", "queue_reconnect", "verify"];
const PLANNED_KEYS: [&str; 6] =
    ["plan_detect", "plan_promotion", "plan_route", "plan_warmup", "plan_queue", "plan_verify"];
const ROUNDS: (f64, f64) = (0.0, 1000.0);

/// A recovery step's length in rounds, measured or planned: a slider from 0.
const fn step(key: &'static str, symbol: &'static str, label: Label, slider_max: f64, default: f64) -> ParamSpec {
    spec(key, symbol, label, Unit::Rounds, Kind::Integer, (0.0, slider_max, 1.0), default, ROUNDS)
}

// The course's two accumulators `p` and `o` start at 0; they are not knobs and have no entry.
const SCHEMA: [ParamSpec; 21] = [
    spec(
        "threshold",
        "ESIK",
        Label::new("Algılama: devralma eşiği (ders 9)", "Detection: failover threshold (lesson 9)"),
        Unit::Rounds,
        Kind::Integer,
        (1.0, 10.0, 1.0),
        3.0,
        ROUNDS,
    ),
    step("promotion", "TERFI", Label::new("Terfi süresi (ders 9)", "Promotion time (lesson 9)"), 5.0, 1.0),
    step(
        "route_ttl",
        "YASAM",
        Label::new("Yönlendirme kaydının yaşam süresi (KU8)", "Routing-record lifetime (KU8)"),
        10.0,
        3.0,
    ),
    step(
        "warmup",
        "ISINMA",
        Label::new("Önbellek ısınması (ders 10 takvimi)", "Cache warm-up (lesson 10's schedule)"),
        30.0,
        8.0,
    ),
    step(
        "queue_reconnect",
        "KUYRUK",
        Label::new("Kuyruk tüketicisinin yeniden bağlanması (KU9)", "Queue consumer reconnect (KU9)"),
        10.0,
        2.0,
    ),
    step("verify", "DOGRULAMA", Label::new("Doğrulama adımı", "Verification step"), 10.0, 2.0),
    varsayim::TUR_SN,
    k01::TEPE_UC,
    k01::PLANLI,
    step("plan_detect", "", Label::new("Planda algılama", "Planned detection"), 10.0, 1.0),
    step("plan_promotion", "", Label::new("Planda terfi", "Planned promotion"), 10.0, 1.0),
    step("plan_route", "", Label::new("Planda yönlendirme", "Planned routing"), 10.0, 1.0),
    step("plan_warmup", "", Label::new("Planda önbellek ısınması", "Planned cache warm-up"), 30.0, 0.0),
    step("plan_queue", "", Label::new("Planda kuyruk bağlanması", "Planned queue reconnect"), 10.0, 1.0),
    step("plan_verify", "", Label::new("Planda doğrulama", "Planned verification"), 10.0, 2.0),
    spec(
        "rto_1",
        "",
        Label::new("Birinci kurtarma süresi hedefi", "First recovery-time target"),
        Unit::Seconds,
        Kind::Real,
        (10.0, 120.0, 1.0),
        30.0,
        (0.0, 1e9),
    ),
    spec(
        "rto_2",
        "",
        Label::new("İkinci kurtarma süresi hedefi", "Second recovery-time target"),
        Unit::Seconds,
        Kind::Real,
        (10.0, 120.0, 1.0),
        60.0,
        (0.0, 1e9),
    ),
    k01::AYLIK.named("budget_min", ""),
    spec(
        "drills_per_month",
        "",
        Label::new("Ayda tatbikat sayısı", "Drills a month"),
        Unit::None,
        Kind::Real,
        (0.25, 8.0, 0.25),
        1.0,
        (0.0, 1000.0),
    ),
    choice("scope", "", Label::new("Tatbikatın kapsamı", "The drill's scope"), &SCOPE_LABELS, 2.0),
    spec(
        "drill_at",
        "",
        Label::new("Tatbikatın (ya da felaketin) başladığı tur", "Round the drill (or the disaster) starts"),
        Unit::Rounds,
        Kind::Integer,
        (1.0, 60.0, 1.0),
        20.0,
        (1.0, 1000.0),
    ),
];

crate::choice_knob!(Scope);

impl Params {
    /// The measured and planned step times, one key per step.
    fn get_extra(&self, key: &str) -> Option<f64> {
        if let Some(i) = MEASURED_KEYS.iter().position(|k| *k == key) {
            return Some(self.measured[i]);
        }
        PLANNED_KEYS.iter().position(|k| *k == key).map(|i| self.planned[i])
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if let Some(i) = MEASURED_KEYS.iter().position(|k| *k == key) {
            self.measured[i] = v;
        } else if let Some(i) = PLANNED_KEYS.iter().position(|k| *k == key) {
            self.planned[i] = v;
        }
    }
}

crate::params_impl!(Params, "tatbikat/plan", &SCHEMA, {
    "round_s" => round_s,
    "peak_edge" => peak_edge,
    "planned_share_min" => planned_share_min,
    "rto_1" => targets[0],
    "rto_2" => targets[1],
    "budget_min" => budget_min,
    "drills_per_month" => drills_per_month,
    "scope" => scope,
    "drill_at" => drill_at,
} else get_extra, put_extra;);

/// One row of the step table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct StepRow {
    pub planned: f64,
    pub measured: f64,
    /// `olculen - plan`.
    pub deviation: f64,
}

/// One target: (seconds, passes by the plan, passes by the drill).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Verdict {
    pub target_s: f64,
    pub plan_passes: bool,
    pub drill_passes: bool,
}

/// One row of the frequency table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Frequency {
    pub per_month: f64,
    /// Drill minutes a month (`dk`).
    pub minutes: f64,
    pub pct_planned: f64,
    pub pct_budget: f64,
}

/// What a drill of one scope shows before the fault day, and what it costs on the healthy day.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ScopeResult {
    /// Rounds the recovery is believed to take after this drill (timed steps measured, the
    /// others as planned).
    pub known_rounds: f64,
    /// Steps whose real duration differs from the plan and that the drill timed.
    pub deviations_seen: usize,
    /// Seconds of outage one drill causes (the steps it runs for real).
    pub cost_s: f64,
}

/// Which step runs in a round: 0 before the recovery, 1–6 a step, 7 recovered.
pub type StepState = u8;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub rows: [StepRow; 6],
    /// `p` and `o`.
    pub plan_rounds: f64,
    pub measured_rounds: f64,
    pub ratio: f64,
    pub plan_s: f64,
    pub measured_s: f64,
    pub verdicts: [Verdict; 2],
    /// Edge requests dropped in one drill's window at peak.
    pub dropped_requests: f64,
    /// One drill in minutes.
    pub drill_min: f64,
    pub frequencies: [Frequency; 3],
    /// Steps whose measured duration differs from the planned one.
    pub deviating: usize,
    /// The lab's chosen frequency.
    pub chosen: Frequency,
    pub scopes: [ScopeResult; 3],
    /// Per round of the timeline (from round 1): the plan's step and the drill's step.
    pub timeline: Vec<(StepState, StepState)>,
}

fn frequency(p: &Params, ayda: f64, o: f64) -> Frequency {
    let dk = (ayda * o * p.round_s) / 60.0;
    Frequency {
        per_month: ayda,
        minutes: dk,
        pct_planned: (100.0 * dk) / p.planned_share_min,
        pct_budget: (100.0 * dk) / p.budget_min,
    }
}

/// The step running in round `t` when the recovery starts at `start` with these durations.
fn state_at(durations: &[f64; 6], start: u64, t: u64) -> StepState {
    if t < start {
        return 0;
    }
    let elapsed = (t - start) as f64;
    let mut end = 0.0;
    for (i, d) in durations.iter().enumerate() {
        end += d;
        if elapsed < end {
            return i as StepState + 1;
        }
    }
    7
}

/// Rounds shown after the longer recovery ends.
pub const TAIL_ROUNDS: u64 = 10;

pub fn run(p: &Params) -> Output {
    let mut rows = [StepRow { planned: 0.0, measured: 0.0, deviation: 0.0 }; 6];
    let (mut pt, mut ot) = (0.0, 0.0);
    for (row, (&plan, &olculen)) in rows.iter_mut().zip(p.planned.iter().zip(&p.measured)) {
        pt += plan;
        ot += olculen;
        *row = StepRow { planned: plan, measured: olculen, deviation: olculen - plan };
    }
    let plan_s = pt * p.round_s;
    let measured_s = ot * p.round_s;
    let verdicts = p.targets.map(|h| Verdict { target_s: h, plan_passes: plan_s <= h, drill_passes: measured_s <= h });
    let frequencies = FREQUENCIES.map(|(_, ayda)| frequency(p, ayda, ot));
    let deviating = rows.iter().filter(|r| r.measured != r.planned).count();

    let scopes = Scope::ALL.map(|sc| {
        let mut known = 0.0;
        let mut run_rounds = 0.0;
        let mut seen = 0;
        for (i, r) in rows.iter().enumerate() {
            if sc.times(i) {
                known += r.measured;
                run_rounds += r.measured;
                seen += usize::from(r.measured != r.planned);
            } else {
                known += r.planned;
            }
        }
        ScopeResult { known_rounds: known, deviations_seen: seen, cost_s: run_rounds * p.round_s }
    });

    let longest = libm::ceil(pt.max(ot)) as u64;
    let last = p.drill_at + longest + TAIL_ROUNDS;
    let timeline =
        (1..=last).map(|t| (state_at(&p.planned, p.drill_at, t), state_at(&p.measured, p.drill_at, t))).collect();

    Output {
        rows,
        plan_rounds: pt,
        measured_rounds: ot,
        ratio: ot / pt,
        plan_s,
        measured_s,
        verdicts,
        dropped_requests: ot * p.round_s * p.peak_edge,
        drill_min: (ot * p.round_s) / 60.0,
        frequencies,
        deviating,
        chosen: frequency(p, p.drills_per_month, ot),
        scopes,
        timeline,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_numbers_at_the_course_values() {
        let o = run(&Params::default());
        assert_eq!((o.plan_rounds, o.measured_rounds), (6.0, 19.0));
        assert_eq!((o.plan_s, o.measured_s), (12.0, 38.0));
        assert_eq!(o.deviating, 4);
        assert!((o.dropped_requests - 19527.82).abs() < 1e-6);
    }

    #[test]
    fn a_thirty_second_target_passes_on_paper_and_breaks_in_the_drill() {
        let o = run(&Params::default());
        assert!(o.verdicts[0].plan_passes && !o.verdicts[0].drill_passes);
        assert!(o.verdicts[1].plan_passes && o.verdicts[1].drill_passes);
    }

    #[test]
    fn the_missing_warm_up_step_is_the_largest_deviation() {
        let o = run(&Params::default());
        let biggest = (0..6).max_by(|&a, &b| o.rows[a].deviation.total_cmp(&o.rows[b].deviation)).unwrap();
        assert_eq!(biggest, WARMUP);
        assert_eq!(o.rows[WARMUP].planned, 0.0);
    }

    #[test]
    fn a_pre_warmed_cache_brings_the_drill_under_thirty_seconds_and_a_lower_threshold_does_not() {
        let mut p = Params::default();
        p.measured[WARMUP] = 0.0;
        assert!(run(&p).verdicts[0].drill_passes);
        let mut p = Params::default();
        p.measured[0] = 1.0;
        assert!(!run(&p).verdicts[0].drill_passes);
    }

    #[test]
    fn drill_cost_grows_in_proportion_to_its_frequency() {
        let o = run(&Params::default());
        let [weekly, monthly, _] = o.frequencies;
        assert!((weekly.minutes - 4.0 * monthly.minutes).abs() < 1e-12);
        assert_eq!(o.chosen, monthly);
    }

    #[test]
    fn only_a_zone_or_region_drill_sees_the_warm_up() {
        let o = run(&Params::default());
        let [paper, component, site] = o.scopes;
        assert_eq!((paper.known_rounds, paper.cost_s, paper.deviations_seen), (6.0, 0.0, 0));
        assert_eq!((component.known_rounds, component.deviations_seen), (11.0, 3));
        assert_eq!((site.known_rounds, site.cost_s), (19.0, 38.0));
    }

    #[test]
    fn the_timeline_runs_the_steps_in_order_from_the_drill_round() {
        let o = run(&Params::default());
        assert_eq!(o.timeline.len(), 20 + 19 + TAIL_ROUNDS as usize);
        assert_eq!(o.timeline[18], (0, 0));
        // Round 20: detection in both; round 26: the plan is done, the drill still routes;
        // round 28: the drill warms the cache.
        assert_eq!(o.timeline[19], (1, 1));
        assert_eq!(o.timeline[25], (7, 3));
        assert_eq!(o.timeline[27], (7, 4));
        assert_eq!(o.timeline[38], (7, 7));
        assert_eq!(o.timeline[37], (7, 6));
    }
}
