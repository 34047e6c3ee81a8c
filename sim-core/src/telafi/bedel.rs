//! The measured rates of `telafi/olc` turned into daily counts at K01's scale: uncompensated
//! steps per ordering, jobs in limbo per attempt count, and the intermediate-state window from
//! the rollback against the window from jobs in limbo (lesson 16, course file `telafi/bedel`).
//!
//! Teaches: the intermediate-state window is set by the compensation's own failures, not by the
//! rollback's speed: jobs in limbo give hours a day where the rollback gives seconds, and even a
//! round four times slower leaves the ratio in the hundreds.
//!
//! The measurements (`OLCUM`), the two orderings' uncompensated shares (3/4 and 4/4) and the
//! 0.75 calls per failed job are literals in the course's code, kept here as they are.

use crate::k01;
use crate::varsayim;

/// `OLCUM`: attempts, share of jobs in limbo, mean rollback rounds (from `telafi/olc`).
pub const OLCUM: [(u32, f64, f64); 3] = [(1, 0.03724, 1.500), (2, 0.00214, 1.538), (3, 0.00008, 1.540)];
/// The two orderings' uncompensated steps per failed workflow: notification last, third (the
/// course writes `3 / 4` and `4 / 4`).
pub const ORDERINGS: [(&str, f64); 2] = [("bildirim sonda", 3.0 / 4.0), ("bildirim ucuncu", 1.0)];
/// Compensation calls per failed workflow with one attempt.
pub const CALLS_PER_FAILURE: f64 = 0.75;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// FATURA: workflows (invoice lines) a day (K01).
    pub workflows: f64,
    /// KK2: a workflow's failure rate (borrowed).
    pub failure_rate: f64,
    /// TUR (DD6): seconds per rollback round.
    pub round_s: f64,
    /// ASKIDA_SAAT (DD7): hours until a job in limbo is closed.
    pub limbo_hours: f64,
    /// hatali: failed workflows a day; `FATURA × KK2` unless set.
    pub failed: Option<f64>,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            workflows: k01::FATURA.default,
            failure_rate: 0.02,
            round_s: varsayim::DD6.default,
            limbo_hours: 4.0,
            failed: None,
        }
    }
}

impl Params {
    pub fn failed(&self) -> f64 {
        self.failed.unwrap_or(self.workflows * self.failure_rate)
    }
}

// The parameters' specs, from `schemas/telafi/bedel.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/telafi/bedel.rs"));

crate::params_impl!(Params, "telafi/bedel", &SCHEMA, {
    "workflows" => workflows,
    "failure_rate" => failure_rate,
    "round_s" => round_s,
    "limbo_hours" => limbo_hours,
} derived { "failed" => failed };);

/// One `OLCUM` row at K01's scale.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct AttemptRow {
    pub attempts: u32,
    /// `askida`: jobs in limbo a day.
    pub stuck_per_day: f64,
    pub stuck_per_year: f64,
    /// `sarma`: seconds of rollback per failed job.
    pub rollback_s: f64,
    /// `hatali × sarma`: seconds of intermediate state from the rollback a day.
    pub rollback_s_per_day: f64,
    /// `askida × ASKIDA_SAAT`: hours of intermediate state from jobs in limbo a day.
    pub limbo_h_per_day: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub failed: f64,
    /// Uncompensated steps a day and a year, per ordering.
    pub orderings: [(f64, f64); 2],
    pub rows: [AttemptRow; 3],
    /// `kat(TUR)`, `kat(TUR × 4)` and the rollback seconds a day at `TUR × 4`.
    pub ratio: f64,
    pub ratio_x4: f64,
    pub rollback_s_per_day_x4: f64,
    /// The clean day: written compensation paths, calls run a day, calls per workflow.
    pub written_paths: f64,
    pub calls_per_day: f64,
    pub calls_per_workflow: f64,
}

/// `kat(t)`: intermediate state from jobs in limbo over that from the rollback, one attempt.
pub fn ratio(p: &Params, t: f64) -> f64 {
    let h = p.failed();
    let (_, o1, t1) = OLCUM[0];
    (h * o1 * p.limbo_hours * 3600.0) / (h * t1 * t)
}

pub fn run(p: &Params) -> Output {
    let h = p.failed();
    let rows = OLCUM.map(|(attempts, oran, tur)| {
        let askida = h * oran;
        let sarma = tur * p.round_s;
        AttemptRow {
            attempts,
            stuck_per_day: askida,
            stuck_per_year: askida * 365.0,
            rollback_s: sarma,
            rollback_s_per_day: h * sarma,
            limbo_h_per_day: askida * p.limbo_hours,
        }
    });
    let t1 = OLCUM[0].2;
    Output {
        failed: h,
        orderings: ORDERINGS.map(|(_, oran)| (h * oran, h * oran * 365.0)),
        rows,
        ratio: ratio(p, p.round_s),
        ratio_x4: ratio(p, p.round_s * 4.0),
        rollback_s_per_day_x4: h * t1 * p.round_s * 4.0,
        written_paths: p.workflows * 2.0,
        calls_per_day: h * CALLS_PER_FAILURE,
        calls_per_workflow: CALLS_PER_FAILURE * p.failure_rate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_values_come_out_at_its_parameters() {
        let o = run(&Params::default());
        assert_eq!(o.failed, 80.0);
        assert_eq!(o.orderings, [(60.0, 21_900.0), (80.0, 29_200.0)]);
        assert!((o.rows[0].limbo_h_per_day - 11.9168).abs() < 1e-9);
        assert!((o.ratio - 1430.0).abs() < 0.5);
        assert!((o.ratio_x4 - 357.5).abs() < 0.5);
    }

    #[test]
    fn limbo_dominates_the_intermediate_state_even_with_a_round_four_times_slower() {
        for round_s in [0.05, 0.1, 0.25] {
            let o = run(&Params { round_s, ..Params::default() });
            assert!(o.ratio_x4 > 300.0, "{round_s}");
        }
        // The ratio is inversely proportional to the round time.
        let (a, b) = (run(&Params::default()), run(&Params { round_s: 1.0, ..Params::default() }));
        assert!((a.ratio_x4 - b.ratio).abs() < 1e-9);
    }

    #[test]
    fn a_second_attempt_cuts_limbo_more_than_tenfold_and_barely_moves_the_rollback() {
        let o = run(&Params::default());
        assert!(o.rows[1].limbo_h_per_day * 10.0 < o.rows[0].limbo_h_per_day);
        assert!(o.rows[1].rollback_s_per_day < o.rows[0].rollback_s_per_day * 1.05);
    }
}
