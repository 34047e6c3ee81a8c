//! Three placement plans under the loss of a machine, a zone and a region (lesson 12, course
//! file `bolge/olc`, which imports `bolge/model`).
//!
//! Teaches: the plan, not the replica count, decides what a zone or region loss takes; the
//! two-region plan is the only one that survives a region loss, and pays for the distance with
//! writes lost even when a single machine goes.
//!
//! The course prints the nine runs. The lab adds one charted run (a chosen plan and scenario,
//! round by round) and a sweep of the cross-region delay for the two-region plan's region loss,
//! the number KU7's "doubling the delay doubles the loss" is about.

use alloc::vec::Vec;

use super::model::{self, Model, Plan, Round, Scenario, Stats, PLAN_LABELS, SCENARIO_LABELS};
use crate::params::{choice, Label, ParamSpec};

/// The sweep runs cross-region delays 1 to this one.
pub const SWEEP_MAX: u64 = 16;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub model: Model,
    /// The plan and scenario of the charted run (the lab's; the course's table has all nine).
    pub plan: Plan,
    pub scenario: Scenario,
}

impl Default for Params {
    fn default() -> Self {
        Self { model: Model::default(), plan: Plan::ThreeZones, scenario: Scenario::Zone }
    }
}

const N: usize = model::SCHEMA.len() + 2;

const fn schema() -> [ParamSpec; N] {
    let mut out = [model::SCHEMA[0]; N];
    out[0] =
        choice("plan", "", Label::new("Yerleşim planı (grafikteki)", "Placement plan (charted)"), &PLAN_LABELS, 1.0);
    out[1] = choice("scenario", "", Label::new("Arıza (grafikteki)", "Fault (charted)"), &SCENARIO_LABELS, 1.0);
    let mut i = 0;
    while i < model::SCHEMA.len() {
        out[i + 2] = model::SCHEMA[i];
        i += 1;
    }
    out
}

const SCHEMA: [ParamSpec; N] = schema();

crate::params_impl!(Params, "bolge/olc", &SCHEMA, {
    "plan" => plan,
    "scenario" => scenario,
} else model.get, model.put;);

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The course's table: every plan under every scenario, in its order.
    pub rows: Vec<(Plan, Scenario, Stats)>,
    /// The charted run.
    pub shown: Stats,
    pub shown_rounds: Vec<Round>,
    /// Lost writes of the two-region plan's region loss for cross-region delays 1..=SWEEP_MAX.
    pub remote_sweep: Vec<u64>,
}

impl Output {
    pub fn get(&self, plan: Plan, sc: Scenario) -> Stats {
        self.rows.iter().find(|(p, s, _)| *p == plan && *s == sc).map(|r| r.2).unwrap_or_default()
    }
}

pub fn run(p: &Params) -> Output {
    let m = &p.model;
    let rows = Plan::ALL
        .iter()
        .flat_map(|&plan| Scenario::ALL.iter().map(move |&sc| (plan, sc)))
        .map(|(plan, sc)| (plan, sc, model::run(m, plan, sc, None)))
        .collect();
    let mut shown_rounds = Vec::new();
    let shown = model::run(m, p.plan, p.scenario, Some(&mut shown_rounds));
    let remote_sweep = (1..=SWEEP_MAX)
        .map(|d| {
            let mut md = *m;
            md.delays.remote = d;
            model::run(&md, Plan::TwoRegions, Scenario::Region, None).lost
        })
        .collect();
    Output { rows, shown, shown_rounds, remote_sweep }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_rows_in_the_course_order() {
        let o = run(&Params::default());
        let names: Vec<(&str, &str)> = o.rows.iter().map(|(p, s, _)| (p.course_name(), s.course_name())).collect();
        assert_eq!(names[0], ("tek-alan", "makine"));
        assert_eq!(names[8], ("iki-bolge", "bolge"));
        assert_eq!(o.get(Plan::TwoRegions, Scenario::Region).lost, 9);
    }

    #[test]
    fn the_shown_run_is_a_row_of_the_table() {
        let p = Params { plan: Plan::TwoRegions, scenario: Scenario::Machine, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.shown, o.get(Plan::TwoRegions, Scenario::Machine));
        assert_eq!(o.shown_rounds.len(), 40);
    }

    #[test]
    fn doubling_the_cross_region_delay_more_than_doubles_the_region_loss() {
        let o = run(&Params::default());
        assert_eq!(o.remote_sweep[3], 9);
        assert_eq!(o.remote_sweep[7], 21);
        assert!(o.remote_sweep[7] > 2 * o.remote_sweep[3]);
    }
}
