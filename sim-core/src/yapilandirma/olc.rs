//! How far a wrong runtime setting spreads and what happens when the configuration store goes
//! down (lesson 19, course file `yapilandirma/olc`, using the library `yapilandirma/depo`).
//!
//! Teaches: the refresh interval bounds how long a change (and its rollback) takes to arrive;
//! staggering the refreshes spreads a change without speeding it up; a staged rollout keeps a
//! wrong value on one replica; a replica that restarts while the store is down needs the last
//! known value on disk, or it stays down until the store is back.
//!
//! The course's transcript runs the course's three experiments (their rollouts, stagger,
//! outage and restart times are literals in its code). The lab's own controls (rollout,
//! stagger, outage, restart, disk copy) feed [`lab`], the page's run beside the course's tables.

use alloc::vec::Vec;

use super::depo::{kos, kos_after, kos_traced, Args, Rollout, Second, Stats};
use crate::k01;
use crate::params::{Label, NO_YES};

/// The intervals of the course's DD16 sensitivity table (a literal array in its code).
pub const COURSE_INTERVALS: [u32; 3] = [5, 30, 300];
/// The intervals the lab's sweep runs (the learner's own interval is added).
pub const SWEEP_INTERVALS: [u32; 10] = [1, 2, 5, 10, 20, 30, 60, 120, 180, 300];
/// Experiment 2's literals: the store down from 200 s to 380 s, a replica restarting at 260 s,
/// refreshes staggered by 10 s.
pub const COURSE_OUTAGE: (f64, f64, f64, f64) = (200.0, 380.0, 260.0, 10.0);

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// KOPYA: replicas.
    pub replicas: u32,
    /// HIZ_KOPYA: requests per second per replica.
    pub rate: f64,
    /// UC_TEPE: K01's edge peak (req/s), for the equivalent outage and the read bound.
    pub edge_peak: f64,
    /// BUTCE: the monthly failure share of the downtime budget, seconds.
    pub budget_s: f64,
    /// ARALIK (DD16): the refresh interval, seconds.
    pub interval: u32,
    /// FARK (DD17): seconds until a wrong value is noticed and taken back.
    pub detect_s: f64,
    /// SURE: modelled seconds per run.
    pub horizon: u32,
    /// TABAN.yanlisAn: when the wrong value is written (the transcript's text says 65 whatever it is).
    pub write_at: f64,
    /// TABAN.dusAn, TABAN.kalkAn: the store is down from the one to the other in the first
    /// experiment's runs; `SURE` unless set (the course writes `dusAn: SURE, kalkAn: SURE`).
    pub base_outage_start: Option<f64>,
    pub base_outage_end: Option<f64>,
    /// TABAN.yenidenAn: the second the last replica restarts in the first experiment (−1: never).
    pub base_restart_at: f64,
    /// TABAN.diskOnbellek: whether that restart finds the last known value on disk.
    pub base_disk_cache: bool,
    /// Lab only: how the change reaches the replicas.
    pub rollout: Rollout,
    /// Lab only: seconds between replica k's refreshes and replica k+1's.
    pub stagger: u32,
    /// Lab only: the store goes down at this second...
    pub outage_start: u32,
    /// ...for this many seconds (0, the default: no outage, as in the course's first experiment).
    pub outage_len: u32,
    /// Lab only: the last replica restarts at this second (-1: no restart).
    pub restart_at: i32,
    /// Lab only: a restarting replica loads the last known value from disk.
    pub disk_cache: bool,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            replicas: 3,
            rate: 171.3,
            edge_peak: k01::TEPE_UC.default,
            budget_s: k01::BUTCE.default,
            interval: 30,
            detect_s: 120.0,
            horizon: 600,
            write_at: 65.0,
            base_outage_start: None,
            base_outage_end: None,
            base_restart_at: -1.0,
            base_disk_cache: true,
            rollout: Rollout::All,
            stagger: 0,
            outage_start: 200,
            outage_len: 0,
            restart_at: 260,
            disk_cache: true,
        }
    }
}

const ROLLOUTS: [Label; 2] = [
    Label::new("hepsine birden", "to all at once"),
    Label::new("kademeli (önce bir kopya)", "staged (one replica first)"),
];
/// The first experiment's store times and restart: any second the course's code compares with.
const BASE_TIME: (f64, f64) = (-1e6, 1e6);

// The parameters' specs, from `schemas/yapilandirma/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/yapilandirma/olc.rs"));

impl Params {
    /// `TABAN.dusAn`, `TABAN.kalkAn`: `SURE` unless set.
    pub fn base_outage(&self) -> (f64, f64) {
        let sure = self.horizon as f64;
        (self.base_outage_start.unwrap_or(sure), self.base_outage_end.unwrap_or(sure))
    }

    /// Keys read through their methods (derived unless set).
    fn get_extra(&self, key: &str) -> Option<f64> {
        match key {
            "base_outage_start" => Some(self.base_outage().0),
            "base_outage_end" => Some(self.base_outage().1),
            _ => None,
        }
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        match key {
            "base_outage_start" => self.base_outage_start = Some(v),
            "base_outage_end" => self.base_outage_end = Some(v),
            _ => {}
        }
    }
}

crate::params_impl!(Params, "yapilandirma/olc", &SCHEMA, {
    "interval" => interval,
    "rollout" => rollout,
    "stagger" => stagger,
    "detect_s" => detect_s,
    "write_at" => write_at,
    "outage_start" => outage_start,
    "outage_len" => outage_len,
    "restart_at" => restart_at,
    "disk_cache" => disk_cache,
    "replicas" => replicas,
    "rate" => rate,
    "edge_peak" => edge_peak,
    "budget_s" => budget_s,
    "horizon" => horizon,
    "base_restart_at" => base_restart_at,
    "base_disk_cache" => base_disk_cache,
} else get_extra, put_extra;
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

impl Params {
    /// The course's `TABAN`: by default no outage, no restart, the disk copy on.
    pub fn taban(&self) -> Args {
        let sure = self.horizon as f64;
        let (dus_an, kalk_an) = self.base_outage();
        Args {
            sure,
            kopya: self.replicas as usize,
            aralik: self.interval as f64,
            kayma: 0.0,
            hiz_kopya: self.rate,
            yayma: Rollout::All,
            yanlis_an: self.write_at,
            fark_etme: self.detect_s,
            dus_an,
            kalk_an,
            yeniden_an: self.base_restart_at,
            disk_onbellek: self.base_disk_cache,
        }
    }

    /// The learner's run: every lab control applied.
    pub fn lab_args(&self) -> Args {
        Args {
            kayma: self.stagger as f64,
            yayma: self.rollout,
            dus_an: self.outage_start as f64,
            kalk_an: self.outage_start as f64 + self.outage_len as f64,
            yeniden_an: self.restart_at as f64,
            disk_onbellek: self.disk_cache,
            ..self.taban()
        }
    }
}

/// A line of the course's first table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Spread {
    pub rollout: Rollout,
    pub stagger: u32,
    pub stats: Stats,
    /// The "bulasan kopya" column: `KOPYA` for "hepsine", 1 for "kademeli", fixed by the print.
    pub infected_printed: u32,
}

/// A line of the course's outage table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Outage {
    pub name: &'static str,
    pub disk_cache: bool,
    pub stats: Stats,
    /// `dusenIstek / UC_TEPE`: equivalent outage seconds at the edge peak.
    pub outage_s: f64,
    /// `100 · kesinti / BUTCE`.
    pub budget_pct: f64,
}

/// A line of the course's DD16 table (closed form).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Interval {
    pub interval: u32,
    /// `KOPYA / a`.
    pub reads_per_s: f64,
    /// `UC_TEPE · (FARK + a)`.
    pub wrong_bound: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub spread: Vec<Spread>,
    pub outage: Vec<Outage>,
    pub intervals: Vec<Interval>,
    /// `UC_TEPE / (KOPYA / ARALIK)`: how many times fewer reads than one per request.
    pub fewer_reads: f64,
}

fn outage_row(p: &Params, name: &'static str, disk_cache: bool) -> Outage {
    let (dus, kalk, yeniden, kayma) = COURSE_OUTAGE;
    let a = Args {
        yayma: Rollout::All,
        kayma,
        yanlis_an: p.horizon as f64,
        dus_an: dus,
        kalk_an: kalk,
        yeniden_an: yeniden,
        disk_onbellek: disk_cache,
        ..p.taban()
    };
    let stats = kos(&a);
    let outage_s = stats.dusen_istek / p.edge_peak;
    Outage { name, disk_cache, stats, outage_s, budget_pct: (100.0 * outage_s) / p.budget_s }
}

pub fn run(p: &Params) -> Output {
    let mut spread = Vec::with_capacity(4);
    for rollout in Rollout::ALL {
        for stagger in [0, 10] {
            let stats = kos(&Args { yayma: rollout, kayma: stagger as f64, ..p.taban() });
            let infected_printed = if rollout == Rollout::All { p.replicas } else { 1 };
            spread.push(Spread { rollout, stagger, stats, infected_printed });
        }
    }
    let outage = [("son bilinen degerle", true), ("depo zorunlu", false)]
        .into_iter()
        .map(|(name, disk)| outage_row(p, name, disk))
        .collect();
    let k = p.replicas as f64;
    let intervals = COURSE_INTERVALS
        .iter()
        .map(|&a| Interval {
            interval: a,
            reads_per_s: k / a as f64,
            wrong_bound: p.edge_peak * (p.detect_s + a as f64),
        })
        .collect();
    Output { spread, outage, intervals, fewer_reads: p.edge_peak / (k / p.interval as f64) }
}

/// The learner's run with one refresh interval, second by second.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Policy {
    pub interval: u32,
    pub stats: Stats,
    pub seconds: Vec<Second>,
}

/// One interval of the lab's sweep: the course's bound beside what the model counts when the
/// wrong value is written at each second of one refresh cycle (no outage).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct SweepPoint {
    pub interval: u32,
    pub reads_per_s: f64,
    /// The course's bound `UC_TEPE · (FARK + a)`.
    pub wrong_bound: f64,
    /// Wrong answers with the learner's write time.
    pub wrong_at_write: f64,
    /// The fewest and most wrong answers over the write times `write_at + j`, j = 0..a.
    pub wrong_min: f64,
    pub wrong_max: f64,
    /// Propagation of a change that stays, written at the learner's write time.
    pub propagation_at_write: f64,
    /// The longest such propagation over those write times.
    pub propagation_max: f64,
    /// Write times at which no replica ever saw the wrong value.
    pub unseen: u32,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Lab {
    /// The learner's run, second by second.
    pub run: Policy,
    /// The same run with no stagger, with the other rollout, with the disk copy switched.
    pub no_stagger: Stats,
    pub other_rollout: Stats,
    pub other_disk: Stats,
    /// The same run with the store never down.
    pub no_outage: Stats,
    /// The learner's run at the course's intervals 5, 30 and 300 s (and the learner's own).
    pub policies: Vec<Policy>,
    /// Intervals of [`SWEEP_INTERVALS`] and the learner's, ascending.
    pub sweep: Vec<SweepPoint>,
}

fn policy(a: &Args, interval: u32) -> Policy {
    let mut seconds = Vec::with_capacity(a.sure as usize);
    let stats = kos_traced(&Args { aralik: interval as f64, ..*a }, Some(&mut seconds));
    Policy { interval, stats, seconds }
}

/// The sweep at one interval: per write time of a refresh cycle, one run with the learner's
/// detection window (the wrong answers) and one with a change that stays (the propagation),
/// each just long enough for the value to arrive and, in the first, to be taken back.
pub fn sweep_point(p: &Params, interval: u32) -> SweepPoint {
    let base = p.lab_args();
    let a = interval as f64;
    let mut pt = SweepPoint {
        interval,
        reads_per_s: p.replicas as f64 / a,
        wrong_bound: p.edge_peak * (p.detect_s + a),
        wrong_at_write: 0.0,
        wrong_min: f64::INFINITY,
        wrong_max: 0.0,
        propagation_at_write: -1.0,
        propagation_max: -1.0,
        unseen: 0,
    };
    let spread = (p.stagger as f64) * (p.replicas as f64 - 1.0);
    for j in 0..interval {
        let w = p.write_at + j as f64;
        let window = Args {
            sure: libm::ceil(w + p.detect_s + a + spread + 1.0),
            aralik: a,
            yanlis_an: w,
            dus_an: f64::INFINITY,
            kalk_an: f64::INFINITY,
            yeniden_an: -1.0,
            ..base
        };
        // Nothing happens before the write: both runs start there.
        let s = kos_after(&window, w);
        let stays = kos_after(&Args { sure: libm::ceil(w + a + spread + 1.0), fark_etme: f64::INFINITY, ..window }, w);
        if j == 0 {
            pt.wrong_at_write = s.hatali_yanit;
            pt.propagation_at_write = stays.yayilma;
        }
        pt.wrong_min = pt.wrong_min.min(s.hatali_yanit);
        pt.wrong_max = pt.wrong_max.max(s.hatali_yanit);
        pt.propagation_max = pt.propagation_max.max(stays.yayilma);
        pt.unseen += (s.infected == 0) as u32;
    }
    pt
}

pub fn lab(p: &Params) -> Lab {
    lab_with(p, |i| sweep_point(p, i), |i| policy_at(p, i))
}

/// The learner's set-up run with refresh interval `interval` (whatever `p.interval` is).
pub fn policy_at(p: &Params, interval: u32) -> Policy {
    policy(&p.lab_args(), interval)
}

/// [`lab`], with the sweep's points from `point` and the runs per interval from `policy_of`
/// (a page may keep those it has already run: neither depends on the learner's interval).
pub fn lab_with(p: &Params, mut point: impl FnMut(u32) -> SweepPoint, mut policy_of: impl FnMut(u32) -> Policy) -> Lab {
    let a = p.lab_args();
    let run = policy_of(p.interval);
    let no_stagger = kos(&Args { kayma: 0.0, ..a });
    let other = if p.rollout == Rollout::All { Rollout::Staged } else { Rollout::All };
    let other_rollout = kos(&Args { yayma: other, ..a });
    let other_disk = kos(&Args { disk_onbellek: !p.disk_cache, ..a });
    let no_outage = kos(&Args { dus_an: a.sure, kalk_an: a.sure, ..a });
    let mut intervals: Vec<u32> = COURSE_INTERVALS.to_vec();
    if !intervals.contains(&p.interval) {
        intervals.push(p.interval);
    }
    let policies = intervals.iter().map(|&i| policy_of(i)).collect();
    let mut sw: Vec<u32> = SWEEP_INTERVALS.to_vec();
    if !sw.contains(&p.interval) {
        sw.push(p.interval);
        sw.sort_unstable();
    }
    let sweep = sw.iter().map(|&i| point(i)).collect();
    Lab { run, no_stagger, other_rollout, other_disk, no_outage, policies, sweep }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_reads_back_its_default() {
        assert_eq!(run(&crate::testing::assert_keys_round_trip()), run(&Params::default()));
    }

    #[test]
    fn the_first_experiments_store_times_follow_sure_until_set() {
        let p = Params { horizon: 300, ..Params::default() };
        assert_eq!(p.base_outage(), (300.0, 300.0));
        let down = Params { base_outage_start: Some(100.0), base_outage_end: Some(150.0), ..p.clone() };
        assert_eq!(down.base_outage(), (100.0, 150.0));
        // The store down from 100 s to 150 s: the replicas keep the last known value, so nobody
        // drops a request; a restart at 120 s without the disk copy stays down until 150 s.
        let runs = |q: &Params| run(q).spread.iter().map(|s| s.stats.dusen_istek).collect::<Vec<_>>();
        assert_eq!(runs(&down), [0.0; 4]);
        let restart = Params { base_restart_at: 120.0, base_disk_cache: false, ..down };
        let d = runs(&restart);
        assert!(d.iter().all(|&x| (x - 30.0 * 171.3).abs() < 1e-6), "{d:?}");
    }

    #[test]
    fn staged_rollout_gives_a_third_of_the_wrong_answers_of_rollout_to_all() {
        let o = run(&Params::default());
        assert_eq!(o.spread[0].stats.hatali_yanit, 61668.00000000039);
        assert_eq!(o.spread[2].stats.hatali_yanit, 20555.999999999953);
        assert_eq!(o.spread[2].stats.infected, 1);
    }

    #[test]
    fn the_store_mandatory_restart_costs_forty_seconds_at_the_edge_peak() {
        let o = run(&Params::default());
        assert_eq!(o.outage[0].stats.dusen_istek, 0.0);
        assert!((o.outage[1].outage_s - 40.0).abs() < 0.01);
    }

    #[test]
    fn the_worst_propagation_over_write_times_is_one_second_less_than_the_interval() {
        for a in [5, 30, 300] {
            let pt = sweep_point(&Params::default(), a);
            assert_eq!(pt.propagation_max, a as f64 - 1.0, "interval {a}");
        }
    }

    #[test]
    fn simulated_wrong_answers_never_exceed_the_course_bound() {
        let p = Params::default();
        for &a in SWEEP_INTERVALS.iter() {
            let pt = sweep_point(&p, a);
            assert!(pt.wrong_max <= pt.wrong_bound, "interval {a}");
        }
    }

    #[test]
    fn when_detection_is_a_multiple_of_the_interval_the_interval_does_not_change_the_wrong_answers() {
        let p = Params::default();
        let w5 = sweep_point(&p, 5);
        let w30 = sweep_point(&p, 30);
        assert_eq!(w5.wrong_min, w5.wrong_max);
        assert_eq!(w5.wrong_max, w30.wrong_max);
    }

    #[test]
    fn a_300_second_interval_misses_the_wrong_value_written_at_65() {
        let l = lab(&Params { interval: 300, ..Params::default() });
        assert_eq!(l.run.stats.hatali_yanit, 0.0);
    }

    #[test]
    fn a_restart_before_the_outage_drops_nothing_even_without_a_disk_copy() {
        let outage = Params { disk_cache: false, outage_len: 180, write_at: 600.0, ..Params::default() };
        let l = lab(&Params { restart_at: 190, ..outage.clone() });
        assert_eq!(l.run.stats.dusen_istek, 0.0);
        let l = lab(&outage);
        assert!(l.run.stats.dusen_istek > 20_000.0);
    }

    #[test]
    fn an_outage_right_after_the_fix_keeps_the_wrong_value_until_the_store_is_back() {
        let l = lab(&Params { outage_len: 180, ..Params::default() });
        assert_eq!(l.run.stats.son_gorme, 389.0);
        assert_eq!(lab(&Params::default()).run.stats.son_gorme, 209.0);
    }
}
