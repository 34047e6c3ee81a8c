//! The five endpoint contents on one fault schedule, then the check interval's effect (lesson 10,
//! course file `saglik/olc`).
//!
//! Teaches: depth pays until the check reaches a dependency every replica shares; past that it
//! empties the pool. The interval trades detection delay against false removals.
//!
//! The course runs every endpoint at interval 1 and the own-path deep check at intervals 1, 2, 4
//! and 8. The lab adds the endpoint and interval a learner picks (round by round, for the
//! charts), every endpoint at that interval, and an interval sweep on the fault day and on a day
//! with only the short spells.

use alloc::vec::Vec;

use crate::params::ParamSpec;
use crate::saglik::model::{self, kosum, Counts, Endpoint, Model, RoundTrace, ENDPOINT_LABELS};

/// The intervals of the course's second table (fixed in its code).
pub const COURSE_INTERVALS: [u64; 4] = [1, 2, 4, 8];
/// The lab's interval sweep runs 1..=SWEEP.
pub const SWEEP: u64 = 16;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub model: Model,
    /// The endpoint content the charts follow (not in the course's code).
    pub endpoint: Endpoint,
    /// The check interval the charts follow (not in the course's code).
    pub interval: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self { model: Model::default(), endpoint: Endpoint::Shallow, interval: 1 }
    }
}

// The parameters' specs, from `schemas/saglik/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/saglik/olc.rs"));

const N: usize = LAB.len() + model::SCHEMA.len() + model::SCHEMA_BILLING.len();

const FULL_SCHEMA: [ParamSpec; N] = {
    let mut out = [LAB[0]; N];
    let mut i = 0;
    while i < LAB.len() {
        out[i] = LAB[i];
        i += 1;
    }
    let mut j = 0;
    while j < model::SCHEMA.len() {
        out[i + j] = model::SCHEMA[j];
        j += 1;
    }
    let mut b = 0;
    while b < model::SCHEMA_BILLING.len() {
        out[i + j + b] = model::SCHEMA_BILLING[b];
        b += 1;
    }
    out
};

impl Params {
    /// `interval` (at least 1), then the library's keys.
    fn get_extra(&self, key: &str) -> Option<f64> {
        if key == "interval" {
            return Some(self.interval as f64);
        }
        self.model.get(key)
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "interval" {
            self.interval = (v as u64).max(1);
        } else {
            self.model.put(key, v);
        }
    }
}

crate::params_impl!(Params, "saglik/olc", &FULL_SCHEMA, {
    "endpoint" => endpoint,
} else get_extra, put_extra;);

/// One point of the interval sweep, for the chosen endpoint.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SweepPoint {
    pub interval: u64,
    /// The fault schedule.
    pub fault_day: Counts,
    /// The same schedule with only the short spells.
    pub healthy_day: Counts,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The course's first table: every endpoint at interval 1.
    pub endpoints: Vec<Counts>,
    /// The course's second table: the own-path deep check at [`COURSE_INTERVALS`].
    pub intervals: Vec<Counts>,
    /// Every endpoint at the chosen interval.
    pub endpoints_at_interval: Vec<Counts>,
    /// The chosen endpoint at the chosen interval, and its rounds.
    pub shown: Counts,
    pub trace: Vec<RoundTrace>,
    pub sweep: Vec<SweepPoint>,
}

pub fn run(p: &Params) -> Output {
    let m = &p.model;
    let endpoints = Endpoint::ALL.iter().map(|&e| kosum(m, e, 1, None)).collect();
    let intervals = COURSE_INTERVALS.iter().map(|&i| kosum(m, Endpoint::DeepLocal, i, None)).collect();
    let endpoints_at_interval = Endpoint::ALL.iter().map(|&e| kosum(m, e, p.interval, None)).collect();
    let mut trace = Vec::with_capacity(m.rounds.min(100_000) as usize);
    let shown = kosum(m, p.endpoint, p.interval, Some(&mut trace));
    let healthy = Model { schedule: m.schedule.healthy_day(), ..m.clone() };
    let sweep = (1..=SWEEP)
        .map(|i| SweepPoint {
            interval: i,
            fault_day: kosum(m, p.endpoint, i, None),
            healthy_day: kosum(&healthy, p.endpoint, i, None),
        })
        .collect();
    Output { endpoints, intervals, endpoints_at_interval, shown, trace, sweep }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_local_check_ends_silent_loss_at_the_price_of_more_replica_rounds_out() {
        let o = run(&Params::default());
        let (shallow, ready, local) = (&o.endpoints[0], &o.endpoints[1], &o.endpoints[2]);
        assert_eq!((shallow.silent, ready.silent, local.silent), (17, 17, 0));
        assert!(local.out_of_pool > ready.out_of_pool && ready.out_of_pool > shallow.out_of_pool);
    }

    #[test]
    fn one_step_too_deep_refuses_reads_the_replicas_could_answer() {
        let o = run(&Params::default());
        let w: Vec<u64> = o.endpoints.iter().map(|c| c.wasted).collect();
        assert_eq!(w, [0, 0, 0, 88, 176]);
    }

    #[test]
    fn on_a_healthy_day_each_false_removal_costs_one_whole_interval_out_of_the_pool() {
        let o = run(&Params { endpoint: Endpoint::DeepLocal, ..Params::default() });
        assert_eq!(o.sweep[0].healthy_day.out_of_pool, 3);
        // From the longest spell (2 rounds) on, a caught spell keeps the replica out until the next check.
        for s in &o.sweep[1..] {
            assert_eq!(s.healthy_day.out_of_pool, s.healthy_day.false_removals * s.interval, "interval {}", s.interval);
        }
        // Whether a spell is caught at all depends on where the checks fall: none at 4, one at 7.
        assert_eq!((o.sweep[3].healthy_day.false_removals, o.sweep[6].healthy_day.false_removals), (0, 1));
    }

    #[test]
    fn on_the_fault_day_sparser_checks_leave_broken_replicas_in_longer() {
        let o = run(&Params { endpoint: Endpoint::DeepLocal, ..Params::default() });
        let b: Vec<u64> = COURSE_INTERVALS.iter().map(|&i| o.sweep[i as usize - 1].fault_day.broken_in_pool).collect();
        assert!(b.windows(2).all(|w| w[1] > w[0]), "{b:?}");
    }

    #[test]
    fn the_shown_run_is_the_course_run_at_the_same_endpoint_and_interval() {
        let p = Params { endpoint: Endpoint::DeepShared, interval: 1, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.shown, o.endpoints[3]);
        assert_eq!(o.endpoints_at_interval, o.endpoints);
        assert_eq!(o.trace.len(), 130);
    }

    #[test]
    fn schema_lists_the_librarys_keys_too() {
        assert_eq!(<Params as crate::params::Params>::SCHEMA.len(), 27);
    }
}
