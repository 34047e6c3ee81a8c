//! The health check's cost on a day without faults: the load deep checks put on the state store,
//! and the capacity a false removal takes away (lesson 10, course file `saglik/butce`).
//!
//! Teaches: the deep check's bill grows with the number of replicas, not with the workload;
//! a longer interval divides it. A false removal puts a third of a three-replica pool's load on
//! the other two for up to one interval.
//!
//! Pure arithmetic. One round is one check interval of `TUR_SN` seconds (KU1). The false-removal
//! lines take the share of short spells that become false removals as fixed numbers (2/3 at
//! interval 1, 1/3 at interval 2), which the course says come from the model; the lab also counts
//! that share in the model itself (`saglik/model` at the course's schedule).

use alloc::vec::Vec;

use crate::k01;
use crate::saglik::model::{kosum, Endpoint, Model};
use crate::varsayim;

/// The (replicas, interval) pairs of the course's table (fixed in its code).
pub const PAIRS: [(u64, u64); 6] = [(3, 1), (3, 4), (12, 1), (12, 4), (48, 1), (48, 4)];
/// The course's share of short spells caught, at intervals 1 and 2 (fixed in its code).
pub const COURSE_SHARE: [(u64, f64); 2] = [(1, 2.0 / 3.0), (2, 1.0 / 3.0)];
/// The lab's load curve runs over 1..=CURVE_REPLICAS replicas.
pub const CURVE_REPLICAS: u64 = 64;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// `TUR_SN`: seconds per round (KU1).
    pub round_seconds: f64,
    /// `DEPO`: requests per second reaching the store (K01).
    pub store_rate: f64,
    /// `TEPE_UC`: peak requests per second at the edge (K01).
    pub edge_peak: f64,
    /// `KESIK_AY`: short unresponsive spells a month (KU3).
    pub spells_per_month: f64,
    /// The learner's own pool (not in the course's code).
    pub replicas: u64,
    pub interval: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            round_seconds: varsayim::TUR_SN.default,
            store_rate: k01::DEPO.default,
            edge_peak: k01::TEPE_UC.default,
            spells_per_month: varsayim::KESIK_AY.default,
            replicas: 3,
            interval: 1,
        }
    }
}

// The parameters' specs, from `schemas/saglik/butce.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/saglik/butce.rs"));

crate::params_impl!(Params, "saglik/butce", &SCHEMA, {
    "round_seconds" => round_seconds,
    "store_rate" => store_rate,
    "edge_peak" => edge_peak,
    "spells_per_month" => spells_per_month,
    "replicas" => replicas,
    "interval" => interval,
});

/// `Math.round`: the nearest integer, halves toward +∞, and −0 kept for small negatives.
fn js_round(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let f = libm::floor(x);
    let r = if x - f >= 0.5 { f + 1.0 } else { f };
    if r == 0.0 && x < 0.0 {
        -0.0
    } else {
        r
    }
}

/// One row of the check-load table.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LoadRow {
    pub replicas: u64,
    pub interval: u64,
    /// `sn`: seconds between checks.
    pub seconds: f64,
    /// `hiz`: checks per second reaching the store.
    pub rate: f64,
    /// The checks as a share of the store's traffic, in percent.
    pub store_pct: f64,
    /// Checks a day, rounded as `Math.round`.
    pub per_day: f64,
}

pub fn load_row(p: &Params, replicas: u64, interval: u64) -> LoadRow {
    let seconds = interval as f64 * p.round_seconds;
    let rate = replicas as f64 / seconds;
    LoadRow {
        replicas,
        interval,
        seconds,
        rate,
        store_pct: (100.0 * rate) / p.store_rate,
        per_day: js_round(rate * 86_400.0),
    }
}

/// One false-removal line.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct RemovalLine {
    pub interval: u64,
    /// `oran`: the course's share of spells that become false removals.
    pub share: f64,
    pub per_month: f64,
    /// How long one removal lasts at most, in seconds.
    pub seconds: f64,
}

/// What the model itself says about the share (not in the course's code).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ModelShare {
    /// Short spells in the course's schedule and the rounds they cover.
    pub spells: u64,
    pub spell_rounds: u64,
    /// False removals of the own-path deep check at intervals 1 and 2.
    pub caught: [u64; 2],
    /// `KESIK_AY` × caught ÷ spells, at intervals 1 and 2.
    pub per_month: [f64; 2],
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub rows: Vec<LoadRow>,
    /// Per-replica load with three replicas, then with two, and their ratio.
    pub per_replica_three: f64,
    pub per_replica_two: f64,
    pub ratio: f64,
    pub removals: Vec<RemovalLine>,
    /// A third of the capacity, in percent (`100 / 3`).
    pub capacity_cut_pct: f64,
    /// The learner's pool and interval.
    pub chosen: LoadRow,
    /// Store load in percent over 1..=CURVE_REPLICAS replicas at intervals 1, 4 and the chosen one.
    pub curves: Vec<(u64, Vec<f64>)>,
    pub model_share: ModelShare,
}

fn model_share(p: &Params) -> ModelShare {
    let m = Model::default();
    let spells = m.schedule.blips.iter().filter(|w| w.len > 0).count() as u64;
    let spell_rounds = m.schedule.blips.iter().map(|w| w.len).sum();
    let caught = [1, 2].map(|i| kosum(&m, Endpoint::DeepLocal, i, None).false_removals);
    let per_month = caught.map(|c| p.spells_per_month * c as f64 / spells as f64);
    ModelShare { spells, spell_rounds, caught, per_month }
}

pub fn run(p: &Params) -> Output {
    let rows = PAIRS.iter().map(|&(k, a)| load_row(p, k, a)).collect();
    let removals = COURSE_SHARE
        .iter()
        .map(|&(interval, share)| RemovalLine {
            interval,
            share,
            per_month: p.spells_per_month * share,
            seconds: interval as f64 * p.round_seconds,
        })
        .collect();
    let mut curve_intervals = Vec::from([1, 4]);
    if !curve_intervals.contains(&p.interval) {
        curve_intervals.push(p.interval);
    }
    let curves = curve_intervals
        .iter()
        .map(|&a| (a, (1..=CURVE_REPLICAS).map(|k| load_row(p, k, a).store_pct).collect()))
        .collect();
    Output {
        rows,
        per_replica_three: p.edge_peak / 3.0,
        per_replica_two: p.edge_peak / 2.0,
        ratio: (p.edge_peak / 2.0) / (p.edge_peak / 3.0),
        removals,
        capacity_cut_pct: 100.0 / 3.0,
        chosen: load_row(p, p.replicas, p.interval),
        curves,
        model_share: model_share(p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deep_check_bill_grows_with_replicas_not_with_the_workload() {
        let p = Params::default();
        let three = load_row(&p, 3, 1);
        let many = load_row(&p, 48, 1);
        assert!((many.rate / three.rate - 16.0).abs() < 1e-12);
        // More traffic at the store makes the same checks a smaller share, not fewer checks.
        let busier = Params { store_rate: 2.0 * p.store_rate, ..p.clone() };
        assert_eq!(load_row(&busier, 48, 1).rate, many.rate);
        assert!(load_row(&busier, 48, 1).store_pct < many.store_pct);
    }

    #[test]
    fn a_four_times_longer_interval_divides_the_bill_by_four() {
        let p = Params::default();
        for k in [3, 12, 48] {
            assert!((load_row(&p, k, 1).rate / load_row(&p, k, 4).rate - 4.0).abs() < 1e-12);
        }
    }

    #[test]
    fn course_table_values() {
        let o = run(&Params::default());
        assert_eq!(o.rows[0].per_day, 129_600.0);
        assert_eq!(o.rows[4].per_day, 2_073_600.0);
        assert!((o.rows[4].store_pct - 17.28).abs() < 0.005);
        assert!((o.ratio - 1.5).abs() < 1e-12);
    }

    #[test]
    fn the_model_catches_every_short_spell_at_interval_one() {
        let s = run(&Params::default()).model_share;
        assert_eq!((s.spells, s.spell_rounds), (2, 3));
        assert_eq!(s.caught, [2, 1]);
        assert_eq!(s.per_month, [20.0, 10.0]);
    }

    #[test]
    fn math_round_matches_javascript() {
        assert_eq!(js_round(2.5), 3.0);
        assert_eq!(js_round(-2.5), -2.0);
        assert_eq!(js_round(0.49999999999999994), 0.0);
        assert!(js_round(-0.3).is_sign_negative());
        assert_eq!(js_round(f64::INFINITY), f64::INFINITY);
    }
}
