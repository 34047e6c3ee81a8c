//! Billing workflows cut off by a failover, under two delivery policies (lesson 14, course file
//! `tatbikat/is`; a round simulation, no randomness).
//!
//! Teaches: the jobs in flight at the failover instant leave damage behind whichever way they
//! are delivered: at-least-once restarts them and runs their side effects a second time,
//! at-most-once drops them and leaves the ones that already had a side effect half done.
//!
//! Every round starts `IS_TUR` eight-step jobs (until round `BASLANGIC_SON`); each live job does
//! one step a round. At round `DEVRALMA` the jobs in flight are restarted or dropped; for
//! `PENCERE` rounds from there nothing progresses and no job starts. All jobs started in the
//! same round stay in step for ever, so the simulation keeps one cohort per start round and
//! multiplies by `IS_TUR` (the course keeps one object per job; the counts are the same).
//!
//! What the model shows, plainly: the window only freezes progress after the failover; the
//! number of jobs caught in flight is fixed at the failover instant, so the window's length
//! changes the total of jobs started, not the restarted, duplicated or half-done counts (as long
//! as the run is long enough for the restarted jobs to finish).

use alloc::vec::Vec;

/// The workflow's steps and whether each has a side effect (the course's `ADIM`).
pub const STEPS: [(&str, bool); 8] = [
    ("durum-oku", false),
    ("tarife-uygula", false),
    ("tutar-hesapla", false),
    ("fatura-yaz", true),
    ("muhasebe-kaydi", true),
    ("bildirim-gonder", true),
    ("tasiyici-bildir", true),
    ("kapat", false),
];
const N: u32 = STEPS.len() as u32;
/// The window length the course's prose calls the plan's (6 rounds).
pub const PLAN_WINDOW: u64 = 6;
/// The lab's sweep runs windows 0 to this one.
pub const WINDOW_SWEEP_MAX: u64 = 40;

/// Side-effect steps among the first `done` steps.
pub fn side_effects_done(done: u32) -> u64 {
    STEPS.iter().take(done as usize).filter(|(_, y)| *y).count() as u64
}

crate::course_enum! {
    /// What happens at the failover to a job in flight.
    pub enum Policy, labels pub POLICY_LABELS {
        /// Restart from step 0 (course: "en-az-bir-kez").
        AtLeastOnce = "en-az-bir-kez", "en az bir kez (baştan çalıştır)", "at least once (restart)";
        /// Drop the job (course: "en-cok-bir-kez").
        AtMostOnce = "en-cok-bir-kez", "en çok bir kez (at)", "at most once (drop)";
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// `TUR`: rounds.
    pub rounds: u64,
    /// `IS_TUR`: jobs started each round.
    pub per_round: u64,
    /// `BASLANGIC_SON`: the last round that starts jobs.
    pub last_start: u64,
    /// `DEVRALMA`: the failover round.
    pub failover_at: u64,
    /// `PENCERE`: rounds without progress from the failover on.
    pub window: u64,
    /// Page only: the policy whose rounds the charts show.
    pub policy: Policy,
}

impl Default for Params {
    fn default() -> Self {
        Self { rounds: 70, per_round: 4, last_start: 40, failover_at: 20, window: 19, policy: Policy::AtLeastOnce }
    }
}

// The parameters' specs, from `schemas/tatbikat/is.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/tatbikat/is.rs"));

crate::params_impl!(Params, "tatbikat/is", &SCHEMA, {
    "rounds" => rounds,
    "per_round" => per_round,
    "last_start" => last_start,
    "failover_at" => failover_at,
    "window" => window,
    "policy" => policy,
});

/// The course's counters for one policy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// `toplam`: jobs started.
    pub total: u64,
    /// `tamamlanan`.
    pub completed: u64,
    /// `yenidenBaslayan`.
    pub restarted: u64,
    /// `atilan`.
    pub dropped: u64,
    /// `yinelenenYanEtki`: side-effect steps that will run a second time.
    pub duplicates: u64,
    /// `yarimKalan`: dropped jobs that had already run a side effect.
    pub half_done: u64,
}

/// The jobs at the end of a round, by state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct RoundJobs {
    /// Started but no step done yet (new, or restarted).
    pub waiting: u64,
    /// Steps done, no side effect yet.
    pub working: u64,
    /// At least one side effect done, not finished.
    pub side_effects: u64,
    pub completed: u64,
    pub dropped: u64,
    /// Steps done in this round, and side-effect steps among them.
    pub steps: u64,
    pub side_effect_steps: u64,
    /// The round is inside the window.
    pub frozen: bool,
}

#[derive(Clone, Copy)]
struct Cohort {
    done: u32,
    dead: bool,
}

/// One run of `kosum(politika)`; with `trace`, the jobs by state after each round.
pub fn kosum(p: &Params, policy: Policy, mut trace: Option<&mut Vec<RoundJobs>>) -> Stats {
    let k = p.per_round;
    let mut cohorts: Vec<Cohort> = Vec::new();
    // Cohorts before `first` are finished or dead; the others are in creation order.
    let mut first = 0;
    let mut s = Stats::default();
    for t in 1..=p.rounds {
        let frozen = t >= p.failover_at && t < p.failover_at.saturating_add(p.window);
        if t == p.failover_at {
            for c in cohorts[first..].iter_mut() {
                if c.done == 0 || c.done >= N || c.dead {
                    continue;
                }
                match policy {
                    Policy::AtLeastOnce => {
                        s.restarted += k;
                        s.duplicates += k * side_effects_done(c.done);
                        c.done = 0;
                    }
                    Policy::AtMostOnce => {
                        s.dropped += k;
                        if side_effects_done(c.done) > 0 {
                            s.half_done += k;
                        }
                        c.dead = true;
                    }
                }
            }
        }
        let (mut steps, mut side_steps) = (0, 0);
        if !frozen {
            for c in cohorts[first..].iter_mut() {
                if c.dead || c.done >= N {
                    continue;
                }
                c.done += 1;
                steps += k;
                if STEPS[c.done as usize - 1].1 {
                    side_steps += k;
                }
                if c.done == N {
                    s.completed += k;
                }
            }
            if t <= p.last_start {
                cohorts.push(Cohort { done: 0, dead: false });
            }
        }
        while first < cohorts.len() && (cohorts[first].dead || cohorts[first].done >= N) {
            first += 1;
        }
        if let Some(tr) = trace.as_deref_mut() {
            let mut r = RoundJobs {
                completed: s.completed,
                dropped: s.dropped,
                steps,
                side_effect_steps: side_steps,
                frozen,
                ..RoundJobs::default()
            };
            for c in &cohorts[first..] {
                if c.dead || c.done >= N {
                    continue;
                }
                if c.done == 0 {
                    r.waiting += k;
                } else if side_effects_done(c.done) == 0 {
                    r.working += k;
                } else {
                    r.side_effects += k;
                }
            }
            tr.push(r);
        }
    }
    s.total = cohorts.len() as u64 * k;
    s
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The course's table: both policies.
    pub by_policy: [Stats; 2],
    /// The charted policy's jobs by state, per round.
    pub rounds: Vec<RoundJobs>,
    /// The other policy's rounds.
    pub other_rounds: Vec<RoundJobs>,
    /// Windows 0..=WINDOW_SWEEP_MAX, both policies, everything else as set.
    pub window_sweep: Vec<[Stats; 2]>,
}

pub fn run(p: &Params) -> Output {
    let mut rounds = Vec::new();
    let mut other_rounds = Vec::new();
    let mut by_policy = [Stats::default(); 2];
    for pol in Policy::ALL {
        let tr = if pol == p.policy { &mut rounds } else { &mut other_rounds };
        by_policy[pol as usize] = kosum(p, pol, Some(tr));
    }
    let window_sweep = (0..=WINDOW_SWEEP_MAX)
        .map(|w| {
            let q = Params { window: w, ..p.clone() };
            Policy::ALL.map(|pol| kosum(&q, pol, None))
        })
        .collect();
    Output { by_policy, rounds, other_rounds, window_sweep }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(o: &Output) -> (Stats, Stats) {
        (o.by_policy[0], o.by_policy[1])
    }

    #[test]
    fn course_table_at_the_course_values() {
        let (alo, amo) = stats(&run(&Params::default()));
        assert_eq!(alo, Stats { total: 84, completed: 84, restarted: 28, dropped: 0, duplicates: 40, half_done: 0 });
        assert_eq!(amo, Stats { total: 84, completed: 56, restarted: 0, dropped: 28, duplicates: 0, half_done: 16 });
    }

    #[test]
    fn at_least_once_completes_every_job_and_repeats_side_effects() {
        let (alo, _) = stats(&run(&Params::default()));
        assert_eq!(alo.completed, alo.total);
        assert!(alo.duplicates > 0);
    }

    #[test]
    fn at_most_once_repeats_nothing_and_leaves_half_done_jobs() {
        let (_, amo) = stats(&run(&Params::default()));
        assert_eq!(amo.duplicates, 0);
        assert_eq!(amo.completed + amo.dropped, amo.total);
        assert!(amo.half_done > 0 && amo.half_done <= amo.dropped);
    }

    #[test]
    fn the_window_length_does_not_change_the_jobs_cut_off() {
        let o = run(&Params::default());
        let at = |w: usize| o.window_sweep[w];
        for w in [0, 6, 19, 40] {
            assert_eq!(at(w)[0].restarted, 28, "window {w}");
            assert_eq!(at(w)[0].duplicates, 40, "window {w}");
            assert_eq!(at(w)[1].half_done, 16, "window {w}");
        }
        assert_eq!(at(6)[0].total, 136);
        assert_eq!(at(19), o.by_policy);
    }

    #[test]
    fn a_failover_before_any_side_effect_repeats_none() {
        let p = Params { failover_at: 5, ..Params::default() };
        let (alo, amo) = stats(&run(&p));
        assert_eq!(alo.restarted, 12);
        assert_eq!((alo.duplicates, amo.half_done), (0, 0));
    }

    #[test]
    fn doubling_the_start_rate_doubles_the_damage() {
        let (a, b) = stats(&run(&Params::default()));
        let (a2, b2) = stats(&run(&Params { per_round: 8, ..Params::default() }));
        assert_eq!((a2.duplicates, b2.half_done, a2.restarted), (2 * a.duplicates, 2 * b.half_done, 2 * a.restarted));
    }

    #[test]
    fn no_job_starts_or_moves_inside_the_window() {
        let o = run(&Params::default());
        for r in o.rounds.iter().filter(|r| r.frozen) {
            assert_eq!(r.steps, 0);
        }
        assert_eq!(o.rounds.len(), 70);
        assert_eq!(o.rounds.last().unwrap().completed, 84);
    }

    #[test]
    fn cohorts_match_one_object_per_job() {
        // A direct port of the course's loop, one job at a time, for a few settings.
        fn naive(p: &Params, pol: Policy) -> Stats {
            let mut jobs: Vec<(u32, bool)> = Vec::new();
            let mut s = Stats::default();
            for t in 1..=p.rounds {
                let donuk = t >= p.failover_at && t < p.failover_at + p.window;
                if t == p.failover_at {
                    for w in jobs.iter_mut() {
                        if w.0 == 0 || w.0 >= N {
                            continue;
                        }
                        if pol == Policy::AtLeastOnce {
                            s.restarted += 1;
                            s.duplicates += side_effects_done(w.0);
                            w.0 = 0;
                        } else {
                            s.dropped += 1;
                            if side_effects_done(w.0) > 0 {
                                s.half_done += 1;
                            }
                            w.1 = true;
                        }
                    }
                }
                if donuk {
                    continue;
                }
                for w in jobs.iter_mut() {
                    if w.1 || w.0 >= N {
                        continue;
                    }
                    w.0 += 1;
                    if w.0 == N {
                        s.completed += 1;
                    }
                }
                if t <= p.last_start {
                    for _ in 0..p.per_round {
                        jobs.push((0, false));
                    }
                }
            }
            s.total = jobs.len() as u64;
            s
        }
        for (r, k, l, f, w) in
            [(70, 4, 40, 20, 19), (40, 3, 40, 20, 0), (30, 2, 50, 0, 5), (100, 1, 10, 12, 3), (60, 5, 60, 61, 2)]
        {
            let p = Params { rounds: r, per_round: k, last_start: l, failover_at: f, window: w, ..Params::default() };
            for pol in Policy::ALL {
                assert_eq!(kosum(&p, pol, None), naive(&p, pol), "{r} {k} {l} {f} {w}");
            }
        }
    }
}
