//! Which orderings of the billing saga the dependencies allow, what each leaves uncompensated
//! when a step fails, and how many jobs a failing compensation leaves in limbo over 100,000
//! seeded runs (lesson 16, course file `telafi/olc`, using the library `telafi/akis`).
//!
//! Teaches: only two of the 24 orderings respect the dependencies and both start with the
//! irreversible period close, so the ordering rule cannot move it last; a second compensation
//! attempt cuts the jobs in limbo about seventeenfold for about 5 % more calls.
//!
//! The course's transcript always runs the course's step design (`ADIM`). The lab's own
//! controls (which ordering to inspect, whether period close or the notification can be undone,
//! whether the dependencies hold, the attempts for the outcome chart) feed [`lab`], which the
//! page shows beside the course's tables.

use alloc::vec::Vec;

use super::akis::{dizilisler, gecerli, kosum, totals, uretec, Kosum, Step, ADIM};
use crate::params::{Label, NO_YES};

/// The attempt counts the course sweeps (a literal array in its code).
pub const COURSE_ATTEMPTS: [u32; 3] = [1, 2, 3];
/// The attempt counts the lab's sweep chart runs.
pub const LAB_ATTEMPTS: u32 = 5;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// N: Monte Carlo jobs per attempt count.
    pub jobs: u32,
    /// HATA (DD5): a compensation call's failure probability.
    pub fail: f64,
    /// The seed passed to `uretec` (a literal in the course's code).
    pub seed: f64,
    /// Lab only: the ordering inspected, 1..24 in the generator's order.
    pub order: u32,
    /// Lab only: compensation attempts for the outcome chart and the per-step table.
    pub attempts: u32,
    /// Lab only: period close as a reversible flag write.
    pub close_reversible: bool,
    /// Lab only: the notification corrected by a follow-up notice.
    pub notify_reversible: bool,
    /// Lab only: whether the steps' dependencies hold.
    pub dependencies: bool,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            jobs: 100_000,
            fail: 0.05,
            seed: 20_260_730.0,
            order: 1,
            attempts: 1,
            close_reversible: false,
            notify_reversible: false,
            dependencies: true,
        }
    }
}

impl Params {
    /// The step design the lab's controls describe.
    pub fn design(&self) -> [Step; 4] {
        let mut s = ADIM;
        if self.close_reversible {
            s[0].compensation = Some("donem-bayragini-kaldir");
        }
        if self.notify_reversible {
            s[3].compensation = Some("duzeltme-bildirimi");
        }
        if !self.dependencies {
            for x in &mut s {
                x.before = 0;
            }
        }
        s
    }
}

const DEPS: [Label; 2] = [Label::new("yok", "none"), Label::new("dersinkiler", "the course's")];

// The parameters' specs, from `schemas/telafi/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/telafi/olc.rs"));

crate::params_impl!(Params, "telafi/olc", &SCHEMA, {
    "order" => order,
    "close_reversible" => close_reversible,
    "notify_reversible" => notify_reversible,
    "dependencies" => dependencies,
    "attempts" => attempts,
    "fail" => fail,
    "jobs" => jobs,
    "seed" => seed,
}
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// An ordering with its totals over a failure at each step (compensations never failing).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Ordering {
    pub steps: Vec<usize>,
    pub valid: bool,
    /// `telafisiz` and `tur` summed over k = 1..4.
    pub uncompensated: u32,
    pub rounds: u32,
}

/// One line of the per-step table: the failure at step `k` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct AtStep {
    pub k: usize,
    pub completed: usize,
    pub run: Kosum,
}

/// One Monte Carlo sweep line: `deneme`, jobs left in limbo, calls and rounds in all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Sweep {
    pub attempts: u32,
    pub stuck: u64,
    pub calls: u64,
    pub rounds: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// `D.length` and the valid orderings `G` with their totals (`ozet`).
    pub all: usize,
    pub valid: Vec<Ordering>,
    /// The irreversible steps' names.
    pub irreversible: Vec<&'static str>,
    /// `en`: the first valid ordering with the fewest uncompensated steps.
    pub chosen: Vec<usize>,
    /// The per-step table of `en`.
    pub at_step: Vec<AtStep>,
    /// The Monte Carlo lines for 1, 2 and 3 attempts.
    pub sweep: Vec<Sweep>,
}

fn at_steps(steps: &[Step], order: &[usize]) -> Vec<AtStep> {
    let mut yok = || 1.0;
    (1..=steps.len())
        .map(|k| AtStep { k, completed: k - 1, run: kosum(steps, order, k - 1, 0.0, 1, &mut yok) })
        .collect()
}

fn orderings(steps: &[Step]) -> Vec<Ordering> {
    dizilisler(steps.len())
        .into_iter()
        .map(|d| {
            let (uncompensated, rounds) = totals(steps, &d);
            Ordering { valid: gecerli(steps, &d), steps: d, uncompensated, rounds }
        })
        .collect()
}

/// The first ordering with the fewest uncompensated steps (`findIndex` on `Math.min`).
fn fewest(valid: &[&Ordering]) -> Option<usize> {
    let min = valid.iter().map(|o| o.uncompensated).min()?;
    valid.iter().position(|o| o.uncompensated == min)
}

/// The course's Monte Carlo for one attempt count: a fresh generator, job `i` failing after
/// `i % 4` completed steps.
pub fn monte_carlo(steps: &[Step], order: &[usize], p: &Params, attempts: u32) -> Sweep {
    let mut rnd = uretec(p.seed);
    let mut s = Sweep { attempts, ..Sweep::default() };
    for i in 0..p.jobs as usize {
        let r = kosum(steps, order, i % steps.len(), p.fail, attempts, &mut rnd);
        s.stuck += (r.stuck > 0) as u64;
        s.calls += r.calls as u64;
        s.rounds += r.rounds as u64;
    }
    s
}

/// The lab's own controls: [`run`] (the course's transcript, always on `ADIM`) reads none of them.
pub const LAB_ONLY: [&str; 5] = ["order", "attempts", "close_reversible", "notify_reversible", "dependencies"];

pub fn run(p: &Params) -> Output {
    let all = orderings(&ADIM);
    let valid: Vec<Ordering> = all.iter().filter(|o| o.valid).cloned().collect();
    let refs: Vec<&Ordering> = valid.iter().collect();
    // The course's design always has a valid ordering.
    let chosen = valid[fewest(&refs).unwrap_or(0)].steps.clone();
    Output {
        all: all.len(),
        irreversible: ADIM.iter().filter(|s| !s.reversible()).map(|s| s.name).collect(),
        at_step: at_steps(&ADIM, &chosen),
        sweep: COURSE_ATTEMPTS.iter().map(|&d| monte_carlo(&ADIM, &chosen, p, d)).collect(),
        chosen,
        valid,
    }
}

/// How the failed jobs of one Monte Carlo run ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Outcomes {
    /// The first step failed: nothing to undo.
    pub nothing_done: u64,
    /// Every completed step compensated.
    pub compensated: u64,
    /// No compensation failed, but an irreversible step's effect stays.
    pub irreversible_left: u64,
    /// At least one compensation failed every attempt: the job is in limbo.
    pub stuck: u64,
    pub calls: u64,
    pub rounds: u64,
    pub jobs: u64,
}

/// One ordering the page compares, with its Monte Carlo outcomes and its attempt sweep.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Compared {
    pub order: Ordering,
    pub outcomes: Outcomes,
    /// Attempts 1..=LAB_ATTEMPTS.
    pub sweep: Vec<Sweep>,
    /// Expected jobs in limbo per attempt count (closed form).
    pub expected_stuck: Vec<f64>,
}

/// Which ordering a compared line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Role {
    /// The rule's pick: the first valid ordering with the fewest uncompensated steps.
    Best,
    /// The first valid ordering with the most.
    Worst,
    /// The ordering the learner picked.
    Picked,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Lab {
    pub design: [Step; 4],
    /// All 24 orderings in the generator's order.
    pub orderings: Vec<Ordering>,
    pub valid_count: usize,
    /// Indices into `orderings`.
    pub best: usize,
    pub worst: usize,
    pub picked: usize,
    /// The picked ordering, failure at each step, with the chosen attempts and failure rate
    /// (compensations never failing, as in the course's table).
    pub at_step: Vec<AtStep>,
    /// The distinct orderings among best, worst, picked, with their roles.
    pub compared: Vec<(Vec<Role>, Compared)>,
}

fn outcomes(steps: &[Step], order: &[usize], p: &Params) -> Outcomes {
    let mut rnd = uretec(p.seed);
    let mut o = Outcomes { jobs: p.jobs as u64, ..Outcomes::default() };
    for i in 0..p.jobs as usize {
        let k = i % steps.len();
        let r = kosum(steps, order, k, p.fail, p.attempts, &mut rnd);
        o.calls += r.calls as u64;
        o.rounds += r.rounds as u64;
        if k == 0 {
            o.nothing_done += 1;
        } else if r.stuck > 0 {
            o.stuck += 1;
        } else if r.uncompensated > 0 {
            o.irreversible_left += 1;
        } else {
            o.compensated += 1;
        }
    }
    o
}

/// Expected jobs in limbo: job `i` fails after `k = i % n` steps, each completed compensable
/// step fails all `d` attempts with probability `p^d`, independently.
pub fn expected_stuck(steps: &[Step], order: &[usize], p: &Params, attempts: u32) -> f64 {
    let n = steps.len();
    let q = libm::pow(p.fail.clamp(0.0, 1.0), attempts as f64);
    let jobs = p.jobs as usize;
    (0..n)
        .map(|k| {
            let count = jobs / n + (k < jobs % n) as usize;
            let c = order[..k].iter().filter(|&&a| steps[a].reversible()).count();
            count as f64 * (1.0 - libm::pow(1.0 - q, c as f64))
        })
        .sum()
}

/// The page's runs: the lab's step design, all its orderings, and the Monte Carlo of the rule's
/// pick, the worst valid ordering and the picked one. Apart from [`run`] because the course's
/// transcript needs none of it.
pub fn lab(p: &Params) -> Lab {
    lab_with(p, |o| compare(p, o))
}

/// What an ordering's Monte Carlo reads of it: which positions hold a compensable step (bit
/// `j` for position `j`). A run only asks, step by step in reverse, whether the step can be
/// undone, so two orderings with the same pattern draw the same numbers and end alike: the
/// course's design has 6 patterns among its 24 orderings.
pub fn reversibility(steps: &[Step], order: &[usize]) -> u8 {
    order.iter().enumerate().filter(|(_, &a)| steps[a].reversible()).fold(0, |m, (j, _)| m | 1 << j)
}

/// The Monte Carlo of one ordering: its outcomes and its attempt sweep.
pub fn compare(p: &Params, o: &Ordering) -> Compared {
    let design = p.design();
    let outcomes = outcomes(&design, &o.steps, p);
    Compared {
        order: o.clone(),
        // The outcomes' run is the sweep's run at the chosen attempts (same generator, same
        // draws), so that line of the sweep is read off it.
        sweep: (1..=LAB_ATTEMPTS)
            .map(|d| match d == p.attempts {
                true => Sweep { attempts: d, stuck: outcomes.stuck, calls: outcomes.calls, rounds: outcomes.rounds },
                false => monte_carlo(&design, &o.steps, p, d),
            })
            .collect(),
        outcomes,
        expected_stuck: (1..=LAB_ATTEMPTS).map(|d| expected_stuck(&design, &o.steps, p, d)).collect(),
    }
}

/// [`lab`], with each compared ordering's Monte Carlo from `compare` (a page may keep the ones
/// it has run: they do not depend on which ordering the learner picked).
pub fn lab_with(p: &Params, mut compare: impl FnMut(&Ordering) -> Compared) -> Lab {
    let design = p.design();
    let orderings = orderings(&design);
    let valid: Vec<&Ordering> = orderings.iter().filter(|o| o.valid).collect();
    let index_of = |o: &Ordering| orderings.iter().position(|x| x == o).unwrap_or(0);
    let best = fewest(&valid).map_or(0, |i| index_of(valid[i]));
    let worst = valid
        .iter()
        .map(|o| o.uncompensated)
        .max()
        .and_then(|m| valid.iter().position(|o| o.uncompensated == m))
        .map_or(0, |i| index_of(valid[i]));
    let picked = (p.order.clamp(1, 24) - 1) as usize;
    let mut compared: Vec<(Vec<Role>, Compared)> = Vec::new();
    for (role, i) in [(Role::Best, best), (Role::Worst, worst), (Role::Picked, picked)] {
        if let Some((roles, _)) = compared.iter_mut().find(|(_, c)| c.order.steps == orderings[i].steps) {
            roles.push(role);
            continue;
        }
        compared.push((alloc::vec![role], compare(&orderings[i])));
    }
    Lab {
        at_step: at_steps(&design, &orderings[picked].steps),
        valid_count: valid.len(),
        design,
        best,
        worst,
        picked,
        compared,
        orderings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_sweep_values_come_out_at_the_course_parameters() {
        let o = run(&Params::default());
        assert_eq!((o.all, o.valid.len()), (24, 2));
        assert_eq!(o.chosen, [0, 1, 2, 3]);
        let got: Vec<_> = o.sweep.iter().map(|s| (s.stuck, s.calls, s.rounds)).collect();
        assert_eq!(got, [(3724, 75_000, 150_000), (214, 78_758, 153_758), (8, 78_980, 153_980)]);
        assert_eq!(o.at_step.iter().map(|a| a.run.rounds).collect::<Vec<_>>(), [0, 1, 2, 3]);
    }

    #[test]
    fn every_failure_after_the_first_step_leaves_the_closed_period_uncompensated() {
        let o = run(&Params::default());
        for a in &o.at_step[1..] {
            assert_eq!(a.run.uncompensated, 1);
        }
    }

    #[test]
    fn more_attempts_leave_fewer_jobs_stuck_at_these_seeds_and_rates() {
        for seed in [1.0, 7.0, 20_260_730.0] {
            for fail in [0.05, 0.2, 0.5] {
                let l = lab(&Params { seed, fail, ..Params::default() });
                for (_, c) in &l.compared {
                    assert!(c.sweep.windows(2).all(|w| w[1].stuck <= w[0].stuck), "{seed} {fail}");
                }
            }
        }
    }

    #[test]
    fn a_reversible_period_close_leaves_nothing_uncompensated_in_the_rules_pick() {
        let l = lab(&Params { close_reversible: true, ..Params::default() });
        assert_eq!(l.orderings[l.best].uncompensated, 0);
        assert_eq!(l.orderings[l.worst].uncompensated, 1);
    }

    #[test]
    fn without_dependencies_every_ordering_is_valid_and_the_best_leaves_one_step() {
        let l = lab(&Params { dependencies: false, ..Params::default() });
        assert_eq!(l.valid_count, 24);
        assert_eq!(l.orderings[l.best].uncompensated, 1);
    }

    #[test]
    fn orderings_with_the_same_reversibility_pattern_end_alike() {
        let base = Params { jobs: 4001, ..Params::default() };
        for (p, count) in [(base.clone(), 6), (Params { fail: 0.3, attempts: 3, close_reversible: true, ..base }, 4)] {
            let design = p.design();
            let all = orderings(&design);
            let pattern = |o: &Ordering| reversibility(&design, &o.steps);
            let mut first: Vec<(u8, Compared)> = Vec::new();
            for o in &all {
                match first.iter().find(|(m, _)| *m == pattern(o)) {
                    Some((_, c)) => assert_eq!(Compared { order: o.clone(), ..c.clone() }, compare(&p, o)),
                    None => first.push((pattern(o), compare(&p, o))),
                }
            }
            assert_eq!(first.len(), count);
        }
    }

    #[test]
    fn the_course_run_reads_none_of_the_lab_s_controls() {
        crate::testing::assert_part_ignores(&Params { jobs: 5000, ..Params::default() }, &LAB_ONLY, run);
    }

    #[test]
    fn the_sweep_line_at_the_chosen_attempts_is_its_own_run() {
        for attempts in 1..=LAB_ATTEMPTS {
            let p = Params { attempts, fail: 0.2, jobs: 3000, ..Params::default() };
            let c = compare(&p, &orderings(&p.design())[0]);
            for d in 1..=LAB_ATTEMPTS {
                assert_eq!(c.sweep[d as usize - 1], monte_carlo(&p.design(), &[0, 1, 2, 3], &p, d));
            }
        }
    }

    #[test]
    fn the_measured_limbo_is_near_its_closed_form() {
        let p = Params::default();
        let l = lab(&p);
        let c = &l.compared[0].1;
        assert!((c.expected_stuck[0] - 3687.5).abs() < 1e-6);
        assert_eq!(c.sweep[0].stuck, 3724);
        assert_eq!(c.outcomes.stuck, 3724);
        assert_eq!(
            c.outcomes.nothing_done + c.outcomes.compensated + c.outcomes.irreversible_left + c.outcomes.stuck,
            100_000
        );
    }
}
