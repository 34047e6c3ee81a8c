//! Throttling and load shedding, alone and together, over three days at the edge gate (lesson 7,
//! course file `kapi/kosum`, driving the library `kapi/uc`).
//!
//! Teaches: throttling costs on a healthy day (it cuts the tracking flow's peaks and a third of
//! the batch requests while capacity sits idle) and cannot see a capacity loss; shedding costs
//! nothing on a healthy day and holds the delay when a node fails; class order decides what is
//! cut first, not that nothing is cut.
//!
//! The course runs four gate settings (none, throttling, shedding, both) on three days (healthy;
//! AY13a, the batch job in the peak hour at 4.5 requests per round; AY13b, an edge node down at
//! 525 units per round), then the protected peak, the healthy day's cost and a sensitivity
//! table. The lab adds "your day": the gate the toggles choose, at the capacity and batch rate
//! the sliders choose, traced round by round (with the ungated run beside it).

use alloc::vec::Vec;

use super::uc::{self, kosum, Counts, RoundTrace, Run};
use crate::k01;
use crate::params::{Label, ParamSpec, OFF_ON};

/// The course's four gate settings (`AYAR`): name, throttling, shedding.
pub const SETTINGS: [(&str, bool, bool); 4] = [
    ("hicbiri", false, false),
    ("yalniz kisitlama", true, false),
    ("yalniz bosaltma", false, true),
    ("ikisi birden", true, true),
];

pub const SETTING_LABELS: [Label; 4] = [
    Label::new("kapısız", "no gate"),
    Label::new("yalnız kısıtlama", "throttling only"),
    Label::new("yalnız boşaltma", "shedding only"),
    Label::new("ikisi birden", "both"),
];

/// One of the course's days (`GUN`): its printed name and what it changes.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Day {
    pub name: &'static str,
    pub label: Label,
    pub batch_rate: Option<f64>,
    pub capacity: Option<u64>,
}

pub const DAYS: [Day; 3] = [
    Day { name: "arizasiz", label: Label::new("arızasız", "healthy"), batch_rate: None, capacity: None },
    Day {
        name: "AY13a: toplu is tepe saatte (1,5 -> 4,5 istek/tur)",
        label: Label::new("AY13a: toplu iş tepede", "AY13a: batch at the peak"),
        batch_rate: Some(4.5),
        capacity: None,
    },
    Day {
        name: "AY13b: bir uc dugumu dustu (kapasite 700 -> 525)",
        label: Label::new("AY13b: düğüm düştü", "AY13b: node down"),
        batch_rate: None,
        capacity: Some(525),
    },
];

/// The capacity the course's node-loss day and its gap line use (fixed in its code).
pub const NODE_DOWN_CAPACITY: u64 = 525;

/// The sensitivity rows (both mechanisms on): name, batch rate, capacity.
pub const SENSITIVITY: [(&str, Option<f64>, Option<u64>); 4] = [
    ("toplu 3,0 istek/tur", Some(3.0), None),
    ("toplu 6,0 istek/tur", Some(6.0), None),
    ("kapasite 595 (%15 kayip)", None, Some(595)),
    ("kapasite 455 (%35 kayip)", None, Some(455)),
];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// The library's constants.
    pub gate: uc::Params,
    /// TUR: rounds in each run (1 round = 1 s).
    pub rounds: u64,
    /// DK, KEZ: minutes of one AY13b node loss and how many a month.
    pub outage_minutes: f64,
    pub outages_per_month: f64,
    /// ARIZA_PAYI: K01's monthly failure allowance in minutes.
    pub failure_allowance: f64,
    /// Your day's gate and batch rate (lab only; not in the course's code).
    pub throttling: bool,
    pub shedding: bool,
    pub batch_rate: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            gate: uc::Params::default(),
            rounds: 600,
            outage_minutes: 8.0,
            outages_per_month: 2.0,
            failure_allowance: k01::ARIZA_PAYI.default,
            throttling: true,
            shedding: true,
            batch_rate: uc::BATCH_RATE,
        }
    }
}

impl Params {
    /// The setting index (into [`SETTINGS`]) the toggles choose.
    pub fn setting(&self) -> usize {
        self.throttling as usize + 2 * self.shedding as usize
    }
}

// The parameters' specs, from `schemas/kapi/kosum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/kapi/kosum.rs"));

/// The lesson's controls first (the toggles, capacity, ceiling factor, batch rate), then the rest.
const FULL_SCHEMA: [ParamSpec; 12] = [
    OWN[0],
    OWN[1],
    uc::SCHEMA[0],
    uc::SCHEMA[1],
    OWN[2],
    OWN[3],
    OWN[4],
    OWN[5],
    OWN[6],
    uc::SCHEMA[2],
    uc::SCHEMA[3],
    uc::SCHEMA[4],
];

impl Params {
    /// The two switches (on for any value but 0), then the library's keys.
    fn get_extra(&self, key: &str) -> Option<f64> {
        match key {
            "throttling" => Some(self.throttling as u8 as f64),
            "shedding" => Some(self.shedding as u8 as f64),
            _ => self.gate.get(key),
        }
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        match key {
            "throttling" => self.throttling = v != 0.0,
            "shedding" => self.shedding = v != 0.0,
            _ => {
                self.gate.put(key, v);
            }
        }
    }
}

crate::params_impl!(Params, "kapi/kosum", &FULL_SCHEMA, {
    "batch_rate" => batch_rate,
    "rounds" => rounds,
    "outage_minutes" => outage_minutes,
    "outages_per_month" => outages_per_month,
    "failure_allowance" => failure_allowance,
} else get_extra, put_extra;);

/// One row of the sensitivity table.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SensitivityRow {
    pub name: &'static str,
    pub counts: Counts,
    /// Throttled plus shed.
    pub rejected: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Usual demand in units per round, and as a percentage of the capacity.
    pub normal_demand: f64,
    pub occupancy_pct: f64,
    /// Per day in [`DAYS`] order, per setting in [`SETTINGS`] order.
    pub days: Vec<[Counts; 4]>,
    /// AY13b with shedding only: olay + takip admitted per round, and its share of K01's peak.
    pub protected_per_round: f64,
    pub protected_ratio: f64,
    /// The batch flow's usual load and the node loss's gap, in units per round.
    pub batch_load: f64,
    pub node_loss_gap: f64,
    /// DK × KEZ, and its share of the failure allowance in percent.
    pub outage_per_month: f64,
    pub outage_share_pct: f64,
    /// AY13b with shedding only: requests shed per round.
    pub partial_reject_per_round: f64,
    /// Healthy day, throttling only: share of tracking queries throttled (percent) and that
    /// share of K01's peak read in requests per second.
    pub throttled_tracking_pct: f64,
    pub throttled_tracking_rate: f64,
    /// Healthy day, throttling only, without the tracking flow's oscillation.
    pub steady: Counts,
    pub sensitivity: Vec<SensitivityRow>,
    /// Your day: the chosen gate, then no gate, at your capacity and batch rate.
    pub yours: Counts,
    pub yours_ungated: Counts,
    pub trace: Vec<RoundTrace>,
    pub trace_ungated: Vec<RoundTrace>,
}

impl Output {
    pub fn run(&self, day: usize, setting: usize) -> &Counts {
        &self.days[day][setting]
    }
}

/// A run with a day's (or a sensitivity row's) batch rate and capacity, where it sets them.
fn changed(r: Run, batch_rate: Option<f64>, capacity: Option<u64>) -> Run {
    Run { batch_rate: batch_rate.unwrap_or(r.batch_rate), capacity: capacity.unwrap_or(r.capacity), ..r }
}

pub fn run(p: &Params) -> Output {
    let g = &p.gate;
    let base = |throttling, shedding| Run::new(g, p.rounds, throttling, shedding);
    let days: Vec<[Counts; 4]> = DAYS
        .iter()
        .map(|d| SETTINGS.map(|(_, th, sh)| kosum(g, &changed(base(th, sh), d.batch_rate, d.capacity), None)))
        .collect();

    let rounds = p.rounds as f64;
    let dus = &days[2][2];
    let protected_per_round = (dus.accepted[0] + dus.accepted[1]) as f64 / rounds;
    let k = &days[0][1];
    let steady = kosum(g, &Run { oscillation: false, ..base(true, false) }, None);
    let sensitivity = SENSITIVITY
        .iter()
        .map(|&(name, batch, cap)| {
            let counts = kosum(g, &changed(base(true, true), batch, cap), None);
            let rejected = counts.total_throttled() + counts.total_shed();
            SensitivityRow { name, counts, rejected }
        })
        .collect();

    let yours_run = Run { batch_rate: p.batch_rate, ..base(p.throttling, p.shedding) };
    let mut trace = Vec::with_capacity(p.rounds as usize);
    let mut trace_ungated = Vec::with_capacity(p.rounds as usize);
    let yours = kosum(g, &yours_run, Some(&mut trace));
    let yours_ungated = kosum(g, &Run { throttling: false, shedding: false, ..yours_run }, Some(&mut trace_ungated));

    let demand = g.normal_demand();
    let minutes = p.outage_minutes * p.outages_per_month;
    Output {
        normal_demand: demand,
        occupancy_pct: (demand / g.capacity as f64) * 100.0,
        protected_per_round,
        protected_ratio: protected_per_round / g.peak_edge,
        batch_load: uc::BATCH_RATE * uc::FLOWS[uc::BATCH].units as f64,
        node_loss_gap: demand - NODE_DOWN_CAPACITY as f64,
        outage_per_month: minutes,
        outage_share_pct: (minutes / p.failure_allowance) * 100.0,
        partial_reject_per_round: dus.total_shed() as f64 / rounds,
        throttled_tracking_pct: (k.throttled[1] as f64 / k.arrived[1] as f64) * 100.0,
        throttled_tracking_rate: (g.tracking_rate * k.throttled[1] as f64) / k.arrived[1] as f64,
        steady,
        sensitivity,
        yours,
        yours_ungated,
        trace,
        trace_ungated,
        days,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out() -> Output {
        run(&Params::default())
    }

    #[test]
    fn throttling_costs_on_a_healthy_day_and_shedding_does_not() {
        let o = out();
        assert_eq!(o.run(0, 1).throttled, [0, 15630, 300]);
        assert_eq!(o.run(0, 2).total_shed(), 0);
        assert_eq!(o.run(0, 2).max_age, o.run(0, 0).max_age);
    }

    #[test]
    fn throttled_tracking_queries_vanish_without_oscillation_but_batch_ones_stay() {
        let o = out();
        assert_eq!(o.steady.throttled, [0, 0, 300]);
    }

    #[test]
    fn batch_job_in_the_peak_collapses_the_ungated_edge_only() {
        let o = out();
        assert_eq!((o.run(1, 0).max_age, o.run(1, 0).backlog), (67, 52266));
        assert_eq!((o.run(1, 1).max_age, o.run(1, 1).backlog), (0, 0));
        assert_eq!(o.run(1, 2).accepted[2], 1872);
        assert_eq!(o.run(1, 1).accepted[2], 600);
    }

    #[test]
    fn throttling_rejects_as_much_on_the_node_loss_day_as_on_a_healthy_day() {
        let o = out();
        assert_eq!(o.run(2, 1).throttled, o.run(0, 1).throttled);
        assert_eq!((o.run(2, 1).max_age, o.run(2, 1).backlog), (29, 15624));
    }

    #[test]
    fn both_together_admit_fewer_tracking_queries_than_shedding_alone_on_the_node_loss_day() {
        let o = out();
        assert_eq!(o.run(2, 2).accepted[1], 229912);
        assert_eq!(o.run(2, 3).accepted[1], 229852);
    }

    #[test]
    fn shedding_protects_every_status_event_and_most_of_the_peak() {
        let o = out();
        assert_eq!(o.run(2, 2).shed[0], 0);
        assert_eq!(o.run(2, 2).accepted[0], o.run(2, 2).arrived[0]);
        assert!((o.protected_ratio - 0.9348).abs() < 5e-5);
    }

    #[test]
    fn a_deeper_capacity_loss_reaches_the_protected_class_order() {
        let o = out();
        let deep = &o.sensitivity[3].counts;
        assert_eq!(deep.accepted, [58331, 214820, 5]);
        assert_eq!(o.sensitivity[3].rejected, 36077);
    }

    #[test]
    fn your_day_at_the_defaults_is_the_healthy_day_with_both() {
        let o = out();
        assert_eq!(&o.yours, o.run(0, 3));
        assert_eq!(&o.yours_ungated, o.run(0, 0));
        assert_eq!(o.trace.len(), 600);
    }

    #[test]
    fn zero_rounds_give_empty_runs_and_nan_shares() {
        let o = run(&Params { rounds: 0, ..Params::default() });
        assert_eq!(o.run(1, 0), &Counts::default());
        assert!(o.protected_per_round.is_nan());
    }

    #[test]
    fn schema_lists_the_librarys_keys_too() {
        assert_eq!(<Params as crate::params::Params>::SCHEMA.len(), 12);
    }
}
