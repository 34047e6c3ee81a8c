//! The course's runs of the write path under backpressure (lesson 6, course file `geri/kosum`):
//! five settings (an unbounded buffer, no signal, the signal one, two and three stages back) on
//! a healthy day and under AY11 (the projection consumer slowed from 120 to 60 events a round),
//! the healthy day's cost, and the sensitivity to the consumer's speed.
//!
//! Teaches: partial propagation saves no event, it only moves the loss toward the source and
//! holds more work for longer; at the boundary the loss becomes a refusal the carrier can retry;
//! an unbounded buffer turns loss into staleness; backpressure absorbs a small gap and only
//! labels a large one.
//!
//! The course's constants are `TUR`, `ARIZASIZ`, `YAVAS` and the library's `K01.tepeYazma`. The
//! library's `HALKA` (capacities and speeds) and `SALINIM` (the arrival cycle) are arrays the
//! course's tools cannot override one field at a time; here they are lab-only parameters with
//! the course's values as defaults. So are the setting the charts follow and the oscillation.

use alloc::vec::Vec;

use super::zincir::{arrivals, kosum_with, Chain, RoundState, Setting, Stage, Stats, HALKA, SALINIM};
use crate::k01;
use crate::params::{Label, ParamError, OFF_ON};

/// The course's `AYAR`: (name, depth, unbounded).
pub const SETTINGS: [(&str, u8, bool); 5] = [
    ("sinirsiz tampon", 0, true),
    ("sinyal yok", 0, false),
    ("1 halka", 1, false),
    ("2 halka", 2, false),
    ("sinira kadar", 3, false),
];

/// The consumer speeds of the course's sensitivity table (fixed in its code).
pub const SENSITIVITY_SPEEDS: [u64; 3] = [90, 60, 30];

/// Consumer speeds of the lab's sweep chart (not in the course).
pub const SWEEP_SPEEDS: core::ops::RangeInclusive<u64> = 10..=160;
pub const SWEEP_STEP: usize = 5;

/// More waiting events than this and the course's `Math.min(...bekleyen)` comes close to
/// overflowing Node's stack (Node 20 takes 124,000 arguments and fails at 126,000), so such
/// values are refused.
pub const PENDING_LIMIT: u64 = 120_000;

const DEPTH_LABELS: [Label; 4] = [
    Label::new("0: sinyal yok", "0: no signal"),
    Label::new("1 halka", "1 stage"),
    Label::new("2 halka", "2 stages"),
    Label::new("3: sınıra kadar", "3: up to the boundary"),
];
const BUFFER_LABELS: [Label; 2] = [Label::new("sınırlı", "bounded"), Label::new("sınırsız", "unbounded")];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// TUR
    pub rounds: u64,
    /// ARIZASIZ: the consumer's speed on the healthy day
    pub healthy_speed: u64,
    /// YAVAS: the consumer's speed under AY11
    pub slow_speed: u64,
    /// K01.tepeYazma
    pub peak_write: f64,
    /// HALKA's capacities, source to end (lab-only)
    pub caps: [u64; 3],
    /// HALKA's speeds of the intake and the log writer (lab-only)
    pub speeds: [u64; 2],
    /// Whether arrivals follow SALINIM (off: a factor of 1 every round) (lab-only)
    pub oscillation: bool,
    /// SALINIM's peak factor; the three other rounds share the rest so the mean stays 1 (lab-only)
    pub peak_factor: f64,
    /// The setting the charts follow (lab-only)
    pub depth: u8,
    pub unbounded: bool,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            rounds: 1200,
            healthy_speed: 120,
            slow_speed: 60,
            peak_write: k01::TEPE_YAZMA.default,
            caps: [HALKA[0].cap, HALKA[1].cap, HALKA[2].cap],
            speeds: [HALKA[0].speed, HALKA[1].speed],
            oscillation: true,
            peak_factor: SALINIM[3],
            depth: 3,
            unbounded: false,
        }
    }
}

impl Params {
    /// The library's constants as these values make them.
    pub fn chain(&self) -> Chain {
        let cycle = if self.oscillation {
            // At the course's 2.2 this is its [0.6, 0.6, 0.6, 2.2] to the bit.
            let trough = (4.0 - self.peak_factor) / 3.0;
            [trough, trough, trough, self.peak_factor]
        } else {
            [1.0; 4]
        };
        Chain {
            peak_write: self.peak_write,
            stages: [
                Stage { cap: self.caps[0], speed: self.speeds[0] },
                Stage { cap: self.caps[1], speed: self.speeds[1] },
                Stage { cap: self.caps[2], speed: HALKA[2].speed },
            ],
            cycle,
        }
    }

    fn setting(&self, depth: u8, consumer_speed: u64, unbounded: bool) -> Setting {
        Setting { rounds: self.rounds, depth, consumer_speed, oscillation: true, unbounded }
    }
}

const CAP: (f64, f64) = (0.0, 30_000.0);
const SPEED: (f64, f64) = (0.0, 100_000.0);

// The parameters' specs, from `schemas/geri/kosum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/geri/kosum.rs"));

impl Params {
    /// `depth` is limited to the three stages.
    fn get_extra(&self, key: &str) -> Option<f64> {
        (key == "depth").then_some(self.depth as f64)
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "depth" {
            self.depth = (v as u8).min(3);
        }
    }
}

crate::params_impl!(Params, "geri/kosum", &SCHEMA, {
    "rounds" => rounds,
    "healthy_speed" => healthy_speed,
    "slow_speed" => slow_speed,
    "peak_write" => peak_write,
    "unbounded" => unbounded,
    "oscillation" => oscillation,
    "peak_factor" => peak_factor,
    "intake_cap" => caps[0],
    "log_cap" => caps[1],
    "consumer_cap" => caps[2],
    "intake_speed" => speeds[0],
    "log_speed" => speeds[1],
} else get_extra, put_extra;
    fn check_all(&self) -> Result<(), ParamError> {
        // Nothing can wait that was never sent, so most values need no run to be cleared.
        let sent: u64 = arrivals(&self.chain(), self.rounds, true).iter().sum();
        let bounded: u64 = self.caps.iter().sum();
        if sent.max(bounded) > PENDING_LIMIT && self.max_pending() > PENDING_LIMIT {
            return Err(ParamError::Conflict {
                message: Label::new(
                    "Bu değerlerle sınırsız tamponda koşum sonunda 120.000'den fazla olay bekliyor; dersin kodu (Math.min(...bekleyen)) bu kadarını hesaplayamıyor. Koşumu kısaltın, kaynağı yavaşlatın ya da halkaları hızlandırın.",
                    "With these values more than 120,000 events wait in the unbounded buffer at the end, more than the course's code (Math.min(...bekleyen)) can handle. Shorten the run, slow the source or speed up the stages.",
                ),
            });
        }
        Ok(())
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

impl Params {
    /// The most events waiting at the end of any run the course's code makes with these values.
    pub fn max_pending(&self) -> u64 {
        let chain = self.chain();
        let bounded: u64 = self.caps.iter().sum();
        let a = arrivals(&chain, self.rounds, true);
        let speeds = [self.healthy_speed, self.slow_speed].into_iter().chain(SENSITIVITY_SPEEDS);
        speeds.map(|v| kosum_with(&chain, &self.setting(0, v, true), &a, None).backlog).fold(bounded, u64::max)
    }
}

/// One row of the course's two main tables.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SettingRow {
    pub name: &'static str,
    pub depth: u8,
    pub unbounded: bool,
    pub stats: Stats,
}

/// One day: the consumer's speed and the five settings.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Day {
    pub consumer_speed: u64,
    pub rows: Vec<SettingRow>,
}

/// One row of the sensitivity table.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SensitivityRow {
    pub consumer_speed: u64,
    /// acik/tur: the source's rate minus the consumer's speed
    pub gap: f64,
    pub unbounded_backlog: u64,
    pub no_signal_lost: u64,
    pub boundary_rejected: u64,
    /// kayip/red
    pub ratio: f64,
}

/// One point of the lab's sweep over the consumer's speed.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct SweepPoint {
    pub consumer_speed: u64,
    pub no_signal_lost: u64,
    pub boundary_rejected: u64,
    pub boundary_completed: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The healthy day (ARIZASIZ), then AY11 (YAVAS).
    pub days: [Day; 2],
    /// The healthy day's cost: unbounded, signal to the boundary, the same without oscillation.
    pub unbounded_healthy: Stats,
    pub boundary_healthy: Stats,
    pub boundary_steady: Stats,
    /// Rejected share of produced on the healthy day at the boundary, in percent.
    pub rejected_pct: f64,
    /// Signal checks per second (stages × source rate).
    pub checks_per_second: f64,
    /// The most events the source sends in one round (lab only).
    pub peak_arrivals: u64,
    pub sensitivity: Vec<SensitivityRow>,
    /// The charted setting on each day, with its round-by-round trace (lab only).
    pub shown: [Stats; 2],
    pub trace: [Vec<RoundState>; 2],
}

/// The runs that do not read the slowed consumer's speed ([`Healthy::IGNORED`]): the healthy
/// day, its cost, the sensitivity lines and the healthy day's charted run. A page keeps it while
/// that speed moves, so a step of its slider reruns only the slowed day's six runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Healthy {
    pub day: Day,
    pub unbounded: Stats,
    pub boundary: Stats,
    pub boundary_steady: Stats,
    pub sensitivity: Vec<SensitivityRow>,
    pub shown: Stats,
    pub trace: Vec<RoundState>,
}

impl Healthy {
    /// The keys none of these runs reads.
    pub const IGNORED: [&'static str; 1] = ["slow_speed"];
}

/// One day's five settings at a consumer speed.
fn day(p: &Params, chain: &Chain, osc: &[u64], speed: u64) -> Day {
    Day {
        consumer_speed: speed,
        rows: SETTINGS
            .iter()
            .map(|&(name, depth, unbounded)| SettingRow {
                name,
                depth,
                unbounded,
                stats: kosum_with(chain, &p.setting(depth, speed, unbounded), osc, None),
            })
            .collect(),
    }
}

/// The charted setting's run at a consumer speed, with its round-by-round trace.
fn shown(p: &Params, chain: &Chain, osc: &[u64], speed: u64) -> (Stats, Vec<RoundState>) {
    let mut trace = Vec::with_capacity(p.rounds as usize);
    let stats = kosum_with(chain, &p.setting(p.depth, speed, p.unbounded), osc, Some(&mut trace));
    (stats, trace)
}

pub fn healthy(p: &Params) -> Healthy {
    let chain = p.chain();
    let osc = arrivals(&chain, p.rounds, true);
    let steady = arrivals(&chain, p.rounds, false);
    let go = |depth, speed, unbounded| kosum_with(&chain, &p.setting(depth, speed, unbounded), &osc, None);
    let mut flat = p.setting(3, p.healthy_speed, false);
    flat.oscillation = false;
    let sensitivity = SENSITIVITY_SPEEDS
        .iter()
        .map(|&h| {
            let a = go(0, h, true);
            let y = go(0, h, false);
            let t = go(3, h, false);
            SensitivityRow {
                consumer_speed: h,
                gap: p.peak_write - h as f64,
                unbounded_backlog: a.backlog,
                no_signal_lost: y.lost_total,
                boundary_rejected: t.rejected,
                ratio: y.lost_total as f64 / t.rejected as f64,
            }
        })
        .collect();
    let (shown, trace) = shown(p, &chain, &osc, p.healthy_speed);
    Healthy {
        day: day(p, &chain, &osc, p.healthy_speed),
        unbounded: go(0, p.healthy_speed, true),
        boundary: go(3, p.healthy_speed, false),
        boundary_steady: kosum_with(&chain, &flat, &steady, None),
        sensitivity,
        shown,
        trace,
    }
}

pub fn run(p: &Params) -> Output {
    run_with(p, healthy)
}

/// [`run`] with the healthy day's runs from `healthy_of` (a page's cache of [`healthy`]).
pub fn run_with(p: &Params, healthy_of: impl FnOnce(&Params) -> Healthy) -> Output {
    let chain = p.chain();
    let osc = arrivals(&chain, p.rounds, true);
    let h = healthy_of(p);
    let slow = day(p, &chain, &osc, p.slow_speed);
    let (shown_slow, trace_slow) = shown(p, &chain, &osc, p.slow_speed);
    let rejected_pct = (h.boundary.rejected as f64 / h.boundary.produced as f64) * 100.0;
    Output {
        days: [h.day, slow],
        unbounded_healthy: h.unbounded,
        boundary_healthy: h.boundary,
        boundary_steady: h.boundary_steady,
        rejected_pct,
        checks_per_second: 3.0 * p.peak_write,
        peak_arrivals: osc.iter().copied().max().unwrap_or(0),
        sensitivity: h.sensitivity,
        shown: [h.shown, shown_slow],
        trace: [h.trace, trace_slow],
    }
}

/// The lab's sweep over the consumer's speed (not in the course; its chart only, so the
/// course's transcript does not pay for it).
pub fn sweep(p: &Params) -> Vec<SweepPoint> {
    let chain = p.chain();
    let osc = arrivals(&chain, p.rounds, true);
    let go = |depth, speed| kosum_with(&chain, &p.setting(depth, speed, false), &osc, None);
    SWEEP_SPEEDS
        .step_by(SWEEP_STEP)
        .map(|speed| {
            let t = go(3, speed);
            SweepPoint {
                consumer_speed: speed,
                no_signal_lost: go(0, speed).lost_total,
                boundary_rejected: t.rejected,
                boundary_completed: t.completed,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Params as ParamsTrait;

    #[test]
    fn the_course_numbers_come_out_at_its_values() {
        let o = run(&Params::default());
        let ay11: Vec<u64> = o.days[1].rows.iter().map(|r| r.stats.lost_total).collect();
        assert_eq!(ay11, [0, 44_494, 44_404, 44_399, 0]);
        assert_eq!(o.days[1].rows[4].stats.rejected, 44_399);
        assert_eq!((o.boundary_healthy.produced, o.boundary_healthy.rejected), (116_663, 4164));
        assert_eq!(o.boundary_steady.rejected, 0);
        assert_eq!(o.boundary_healthy.paused, [598, 897, 0]);
        let ratios: Vec<f64> = o.sensitivity.iter().map(|r| r.ratio).collect();
        assert!((ratios[0] - 3.971).abs() < 5e-4 && (ratios[1] - 1.002).abs() < 5e-4);
    }

    #[test]
    fn backpressure_absorbs_a_small_gap_and_only_labels_a_large_one() {
        let o = run(&Params::default());
        let (small, large) = (&o.sensitivity[0], &o.sensitivity[2]);
        assert!(small.gap < large.gap);
        assert!(small.ratio > 3.0 && large.ratio < 1.01);
    }

    #[test]
    fn the_course_cycle_is_the_peak_factor_with_troughs_sharing_the_rest() {
        assert_eq!(Params::default().chain().cycle.map(f64::to_bits), SALINIM.map(f64::to_bits));
        let p = Params { oscillation: false, ..Params::default() };
        assert_eq!(p.chain().cycle, [1.0; 4]);
    }

    #[test]
    fn without_oscillation_the_healthy_day_refuses_and_loses_nothing_at_any_depth() {
        let o = run(&Params { oscillation: false, ..Params::default() });
        assert!(o.days[0].rows.iter().all(|r| r.stats.rejected == 0 && r.stats.lost_total == 0));
    }

    #[test]
    fn the_charted_setting_is_the_matching_table_row() {
        let mut p = Params { depth: 1, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.shown[1], o.days[1].rows[2].stats);
        assert_eq!(o.trace[1].len(), 1200);
        p.unbounded = true;
        assert_eq!(run(&p).shown[1], o.days[1].rows[0].stats);
    }

    #[test]
    fn the_healthy_runs_read_no_ignored_key() {
        crate::testing::assert_part_ignores(&Params::default(), &Healthy::IGNORED, healthy);
    }

    #[test]
    fn values_whose_unbounded_backlog_the_course_cannot_take_are_refused() {
        let mut p = Params::default();
        assert!(p.check_all().is_ok());
        p.rounds = 1800;
        assert!(p.max_pending() > PENDING_LIMIT);
        assert!(matches!(p.check_all(), Err(ParamError::Conflict { .. })));
    }
}
