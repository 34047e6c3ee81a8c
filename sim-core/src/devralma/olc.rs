//! The failover threshold and the fail-back policy measured on one fault schedule (lesson 9,
//! course file `devralma/olc`, which imports `devralma/model`).
//!
//! Teaches: a low threshold fails over on short spells that would have healed by themselves, a
//! high one waits longer on a real stop, and the dropped rounds stay in a narrow band; automatic
//! fail-back adds a window and binds the role back to the replica that fails again; no
//! threshold sees the half-down replica.
//!
//! The course prints the run without failover, thresholds 1–4 under automatic fail-back, and
//! both policies at threshold 3. The lab adds one run at a chosen threshold and policy (with
//! its rounds, for the charts), the other policy at that threshold, and a threshold sweep.

use alloc::vec::Vec;

use super::model::{self, FailBack, Model, NoFailover, Round, Stats, Window, FAIL_BACK_LABELS};
use crate::params::{choice, spec, Kind, Label, ParamSpec, Unit};

/// The thresholds of the course's first table.
pub const COURSE_THRESHOLDS: [u64; 4] = [1, 2, 3, 4];
/// The threshold of the course's second table.
pub const COURSE_POLICY_THRESHOLD: u64 = 3;
/// The lab's sweep runs thresholds 1 to this one.
pub const SWEEP_MAX: u64 = 10;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub model: Model,
    /// The threshold of the charted run (the lab's; the course's tables keep 1–4 and 3).
    pub threshold: u64,
    /// The policy of the charted run.
    pub policy: FailBack,
}

impl Default for Params {
    fn default() -> Self {
        Self { model: Model::default(), threshold: 3, policy: FailBack::Automatic }
    }
}

const fn schema() -> [ParamSpec; 17] {
    let mut out = [model::SCHEMA[0]; 17];
    out[0] = spec(
        "threshold",
        "",
        Label::new("Devralma eşiği (ardışık başarısız denetim)", "Failover threshold (failed checks in a row)"),
        Unit::Rounds,
        Kind::Integer,
        (1.0, 10.0, 1.0),
        3.0,
        (1.0, 1000.0),
    );
    out[1] = choice("fail_back", "", Label::new("Geri dönüş politikası", "Fail-back policy"), &FAIL_BACK_LABELS, 0.0);
    let mut i = 0;
    while i < model::SCHEMA.len() {
        out[i + 2] = model::SCHEMA[i];
        i += 1;
    }
    out
}

const SCHEMA: [ParamSpec; 17] = schema();

crate::params_impl!(Params, "devralma/olc", &SCHEMA, {
    "threshold" => threshold,
    "fail_back" => policy,
} else model.get, model.put;);

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// `uzunluk` of A's `KESIK`, `DURDU`, `YARI` lists.
    pub lengths: [u64; 3],
    pub no_failover: NoFailover,
    /// The first table: thresholds 1–4, automatic fail-back.
    pub by_threshold: Vec<(u64, Stats)>,
    /// The second table: both policies at threshold 3.
    pub by_policy: Vec<(FailBack, Stats)>,
    /// The charted run and the other policy at the same threshold.
    pub shown: Stats,
    pub other: Stats,
    pub shown_rounds: Vec<Round>,
    pub other_rounds: Vec<Round>,
    pub no_failover_rounds: Vec<Round>,
    /// Thresholds 1..=SWEEP_MAX: (automatic, permanent).
    pub sweep: Vec<(Stats, Stats)>,
}

fn total(list: &[Window]) -> u64 {
    list.iter().map(|w| w.len).sum()
}

pub fn run(p: &Params) -> Output {
    let m = &p.model;
    let lists = m.schedule.lists_of_a();
    let mut no_failover_rounds = Vec::new();
    let no_failover = model::no_failover(m, Some(&mut no_failover_rounds));
    let by_threshold = COURSE_THRESHOLDS.iter().map(|&e| (e, model::run(m, e, FailBack::Automatic, None))).collect();
    let by_policy = FailBack::ALL.iter().map(|&g| (g, model::run(m, COURSE_POLICY_THRESHOLD, g, None))).collect();
    let mut shown_rounds = Vec::new();
    let mut other_rounds = Vec::new();
    let other_policy = FailBack::ALL[1 - p.policy as usize];
    let shown = model::run(m, p.threshold, p.policy, Some(&mut shown_rounds));
    let other = model::run(m, p.threshold, other_policy, Some(&mut other_rounds));
    let sweep = (1..=SWEEP_MAX)
        .map(|e| (model::run(m, e, FailBack::Automatic, None), model::run(m, e, FailBack::Permanent, None)))
        .collect();
    Output {
        lengths: [total(&lists[0]), total(&lists[1]), total(&lists[2])],
        no_failover,
        by_threshold,
        by_policy,
        shown,
        other,
        shown_rounds,
        other_rounds,
        no_failover_rounds,
        sweep,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::devralma::model::Replica;

    fn row(o: &Output, e: u64) -> Stats {
        o.by_threshold.iter().find(|(x, _)| *x == e).unwrap().1
    }

    #[test]
    fn course_tables_at_the_course_values() {
        let o = run(&Params::default());
        assert_eq!(o.lengths, [3, 53, 21]);
        let drops: Vec<u64> = COURSE_THRESHOLDS.iter().map(|&e| row(&o, e).dropped).collect();
        assert_eq!(drops, [12, 13, 13, 15]);
        assert_eq!(o.by_policy[0].1.role_changes(), 4);
        assert_eq!(o.by_policy[1].1.role_changes(), 1);
    }

    #[test]
    fn dropped_rounds_stay_in_a_narrow_band_across_thresholds_one_to_four() {
        let o = run(&Params::default());
        let drops: Vec<u64> = COURSE_THRESHOLDS.iter().map(|&e| row(&o, e).dropped).collect();
        assert!(drops.iter().max().unwrap() - drops.iter().min().unwrap() <= 3);
    }

    #[test]
    fn a_threshold_above_the_second_stop_never_fails_over_on_it() {
        let o = run(&Params::default());
        let (auto8, _) = o.sweep[7];
        assert_eq!((auto8.failovers, auto8.dropped, auto8.silent), (1, 20, 21));
    }

    #[test]
    fn the_lookahead_calls_the_tail_of_a_real_stop_false_at_threshold_six() {
        let o = run(&Params::default());
        assert_eq!(o.sweep[5].0.false_failovers, 1);
    }

    #[test]
    fn with_the_second_stop_on_b_permanent_fail_back_loses_its_lead() {
        let mut p = Params::default();
        p.model.schedule.stop2_on = Replica::B;
        p.model.schedule.half_on = Replica::B;
        let o = run(&p);
        let (auto, perm) = (o.by_policy[0].1, o.by_policy[1].1);
        assert!(perm.dropped + perm.silent > auto.dropped + auto.silent, "{auto:?} {perm:?}");
    }

    #[test]
    fn the_shown_run_is_the_chosen_threshold_and_policy() {
        let p = Params { threshold: 2, policy: FailBack::Permanent, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.shown, o.sweep[1].1);
        assert_eq!(o.other, o.sweep[1].0);
        assert_eq!(o.shown_rounds.len(), 130);
    }
}
