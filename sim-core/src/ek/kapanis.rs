//! Graceful shutdown of pods during a rolling deploy (extra lab 5, page 25, model `ek/kapanis`;
//! built from the companion article on failure modes, not from the course).
//!
//! Teaches: a pre-stop wait at least as long as the balancer's endpoint-removal lag gives no
//! connection-refused errors; a kill deadline at least the pre-stop wait plus the shutdown
//! timeout kills no in-flight request; every failed request comes back as a retry on the other
//! pods, on every deploy.
//!
//! Pod k of `PODLAR` is deleted at `k·ARALIK` seconds (one at a time). From then on the balancer
//! still routes its share of traffic (`ISTEK / PODLAR` per second) to it for `GECIKME` seconds;
//! the pre-stop hook sleeps `BEKLEME` seconds while the app keeps serving; then SIGTERM: the app
//! refuses new connections and drains the requests in flight for at most `KAPANIS` seconds. The
//! kubelet's SIGKILL follows its own rule ([`kill_after_s`]): the grace period `GRACE` counts
//! from the deletion and the hook's time comes out of it, but the container always gets at
//! least [`MIN_GRACE_S`] seconds after SIGTERM. A refused or cut request is retried once, at
//! once, on another pod.
//!
//! Only what a terminating pod holds or receives can fail, so each pod gets its own seeded
//! stream: the requests in flight at its deletion (Poisson many, mean rate × mean duration, each
//! with an exponential remaining time: with Poisson arrivals and exponential durations this is
//! exactly the steady state) and then its Poisson arrivals after the deletion. The arrivals are
//! drawn in time order from a stream that does not depend on the shutdown settings, so a longer
//! lag only adds requests at the end and a pod meets the same requests under every setting.
//!
//! Simplified against the kubelet: it counts the hook's time in whole seconds (truncated) and
//! the model in exact time, and the model has one container per pod and no sidecars.

use alloc::vec::Vec;

use super::ensemble::{self, Median};
use crate::chacha::Stream;

pub use super::ensemble::ENSEMBLE;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub pods: u32,
    /// Requests per second over all pods.
    pub rate: f64,
    /// Mean request duration, ms (exponential).
    pub duration_ms: u32,
    /// Endpoint-removal lag D, s.
    pub lag_s: f64,
    /// Pre-stop wait P, s.
    pub prestop_s: f64,
    /// Shutdown timeout (drain limit), s.
    pub drain_s: f64,
    /// terminationGracePeriod G, s.
    pub grace_s: f64,
    /// Seconds between two pods' deletions.
    pub every_s: f64,
    pub seed: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            pods: 6,
            rate: 120.0,
            duration_ms: 400,
            lag_s: 3.0,
            prestop_s: 5.0,
            drain_s: 20.0,
            grace_s: 30.0,
            every_s: 40.0,
            seed: 20_260_731,
        }
    }
}

// The parameters' specs, from `schemas/ek/kapanis.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/kapanis.rs"));

crate::params_impl!(Params, "ek/kapanis", &SCHEMA, {
    "pods" => pods,
    "rate" => rate,
    "duration_ms" => duration_ms,
    "lag_s" => lag_s,
    "prestop_s" => prestop_s,
    "drain_s" => drain_s,
    "grace_s" => grace_s,
    "every_s" => every_s,
    "seed" => seed,
}
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// What one terminating pod holds or receives, in ms after its deletion.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct PodRequests {
    /// When each request in flight at the deletion ends.
    pub in_flight: Vec<f64>,
    /// Arrivals routed to it after the deletion: (arrival, duration), in time order.
    pub arrivals: Vec<(f64, f64)>,
}

fn pod_seed(seed: u64, pod: usize) -> u64 {
    seed.wrapping_add((pod as u64) << 32)
}

/// Every pod's requests, arrivals drawn up to `horizon_ms` after its deletion (at least the
/// longest endpoint lag replayed over them). A longer horizon only appends arrivals.
pub fn requests(p: &Params, seed: u64, horizon_ms: f64) -> Vec<PodRequests> {
    let n = p.pods as usize;
    let per_ms = p.rate / n as f64 / 1000.0;
    let mean = p.duration_ms as f64;
    (0..n)
        .map(|k| {
            let mut rng = Stream::new(pod_seed(seed, k));
            let held = rng.poisson(per_ms * mean);
            let in_flight = (0..held).map(|_| rng.exponential(mean)).collect();
            let mut arrivals = Vec::new();
            rng.poisson_process(0.0, horizon_ms, 1.0 / per_ms, |rng, t| arrivals.push((t, rng.exponential(mean))));
            PodRequests { in_flight, arrivals }
        })
        .collect()
}

/// The kubelet's shortest stop window after SIGTERM, s (`minimumGracePeriodInSeconds`).
pub const MIN_GRACE_S: f64 = 2.0;

/// When the pre-stop hook ends and SIGTERM comes, s after the deletion: the kubelet waits for
/// the hook at most the grace period (`executePreStopHook` selects on `time.After(gracePeriod)`).
pub fn sigterm_after_s(p: &Params) -> f64 {
    p.prestop_s.min(p.grace_s)
}

/// When the kubelet's SIGKILL comes, s after the deletion. `killContainer` subtracts the hook's
/// time from the grace period and raises what is left to the floor before `StopContainer`:
/// SIGKILL at max(G, min(P, G) + 2 s). So G = P still leaves two seconds to drain.
pub fn kill_after_s(p: &Params) -> f64 {
    let term = sigterm_after_s(p);
    term + (p.grace_s - term).max(MIN_GRACE_S)
}

/// The deploy's length: every pod deleted, the last one given its whole grace period.
pub fn deploy_ms(p: &Params) -> f64 {
    ((p.pods - 1) as f64 * p.every_s + kill_after_s(p).max(p.lag_s) + 10.0) * 1000.0
}

/// How the process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Exit {
    /// Every accepted request finished.
    Drained,
    /// The app's shutdown timeout ended the drain.
    Timeout,
    /// The kubelet's SIGKILL.
    Killed,
}

/// How a terminating pod's life is cut into phases (ms since the deploy began).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct PodTimeline {
    pub deleted_ms: f64,
    /// The balancer stops routing to it.
    pub unrouted_ms: f64,
    /// SIGTERM (end of the pre-stop wait, or of the grace period if that comes first): it stops
    /// accepting.
    pub sigterm_ms: f64,
    /// The process ends (drained, shutdown timeout or SIGKILL).
    pub exit_ms: f64,
    /// The SIGKILL deadline ([`kill_after_s`]).
    pub kill_ms: f64,
    pub exit: Exit,
    /// Requests it held at its deletion or received afterwards.
    pub requests: u32,
    /// Its errors (refused, cut, killed).
    pub errors: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Counts {
    /// Requests the terminating pods held at their deletion or received afterwards.
    pub requests: u32,
    /// Routed to a pod that no longer accepts.
    pub refused: u32,
    /// In flight when the shutdown timeout ended the drain.
    pub cut_by_timeout: u32,
    /// In flight at SIGKILL.
    pub killed: u32,
    /// Retries pushed onto the other pods (one per error).
    pub retries: u32,
    /// The most retries in one second.
    pub peak_retries: u32,
}

impl Counts {
    pub fn errors(&self) -> u32 {
        self.refused + self.cut_by_timeout + self.killed
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub counts: Counts,
    pub pods: Vec<PodTimeline>,
    /// Per second of the deploy: (refused, cut or killed, retries).
    pub per_second: Vec<(u32, u32, u32)>,
    /// Per second of the deploy: requests the balancer routed to a terminating pod (for the
    /// system view; traced runs only, as `per_second`).
    pub routed_per_second: Vec<u32>,
}

/// One deploy with these settings over these requests (drawn with a horizon ≥ `GECIKME`).
pub fn replay(p: &Params, reqs: &[PodRequests]) -> Run {
    replay_with(p, reqs, true)
}

fn replay_with(p: &Params, reqs: &[PodRequests], trace: bool) -> Run {
    let len_s = if trace { libm::ceil(deploy_ms(p) / 1000.0) as usize } else { 0 };
    let mut per_second = alloc::vec![(0u32, 0u32, 0u32); len_s + 1];
    let mut routed_per_second = alloc::vec![0u32; if trace { len_s + 1 } else { 0 }];
    let mut counts = Counts::default();
    let mut pods = Vec::with_capacity(reqs.len());
    let lag = p.lag_s * 1000.0;
    let kill = kill_after_s(p) * 1000.0;
    // It accepts until SIGTERM, then drains for at most the shutdown timeout.
    let sigterm = sigterm_after_s(p) * 1000.0;
    let drain_end = sigterm + p.drain_s * 1000.0;
    for (k, pr) in reqs.iter().enumerate() {
        let t0 = k as f64 * p.every_s * 1000.0;
        let routed = pr.arrivals.partition_point(|a| a.0 < lag);
        let arrivals = &pr.arrivals[..routed];
        if trace {
            for &(t, _) in arrivals {
                routed_per_second[(((t0 + t) / 1000.0) as usize).min(len_s)] += 1;
            }
        }
        // Drain: the last accepted request still running decides the exit.
        let mut last_end = sigterm;
        for &end in &pr.in_flight {
            last_end = last_end.max(end);
        }
        for &(t, d) in arrivals {
            if t < sigterm {
                last_end = last_end.max(t + d);
            }
        }
        let exit_rel = last_end.min(drain_end).min(kill);
        let exit = if kill < drain_end && last_end > kill {
            Exit::Killed
        } else if last_end > drain_end {
            Exit::Timeout
        } else {
            Exit::Drained
        };
        let mut errs = 0u32;
        let mut note = |t_rel: f64, kind: u8, counts: &mut Counts| {
            match kind {
                0 => counts.refused += 1,
                1 => counts.cut_by_timeout += 1,
                _ => counts.killed += 1,
            }
            counts.retries += 1;
            errs += 1;
            if trace {
                let s = (((t0 + t_rel) / 1000.0) as usize).min(len_s);
                if kind == 0 {
                    per_second[s].0 += 1;
                } else {
                    per_second[s].1 += 1;
                }
                per_second[s].2 += 1;
            }
        };
        let cut_kind = if exit == Exit::Killed { 2 } else { 1 };
        for &end in &pr.in_flight {
            if end > exit_rel {
                note(exit_rel, cut_kind, &mut counts);
            }
        }
        for &(t, d) in arrivals {
            if t >= sigterm {
                note(t, 0, &mut counts);
            } else if t + d > exit_rel {
                note(exit_rel, cut_kind, &mut counts);
            }
        }
        let held = (pr.in_flight.len() + routed) as u32;
        counts.requests += held;
        pods.push(PodTimeline {
            deleted_ms: t0,
            unrouted_ms: t0 + lag,
            sigterm_ms: t0 + sigterm,
            exit_ms: t0 + exit_rel,
            kill_ms: t0 + kill,
            exit,
            requests: held,
            errors: errs,
        });
    }
    counts.peak_retries = per_second.iter().map(|x| x.2).max().unwrap_or(0);
    Run { counts, pods, per_second: if trace { per_second } else { Vec::new() }, routed_per_second }
}

pub use super::ensemble::Spread;

/// The variants the transcript prints beside the settings.
pub fn variants(p: &Params) -> [(&'static str, Params); 4] {
    [
        ("ayar", p.clone()),
        ("preStop yok (P = 0)", Params { prestop_s: 0.0, ..p.clone() }),
        ("G = P (yalniz taban)", Params { grace_s: p.prestop_s, ..p.clone() }),
        ("D iki kati", Params { lag_s: 2.0 * p.lag_s, ..p.clone() }),
    ]
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub runs: Vec<Run>,
    /// Errors per deploy over `TOHUM .. TOHUM + 19`, per variant.
    pub ensemble: Vec<Spread>,
    /// Seeds (of the ensemble) with at least one error, per variant.
    pub seeds_with_errors: Vec<u32>,
}

pub fn run(p: &Params) -> Output {
    let vs = variants(p);
    let horizon = vs.iter().map(|(_, q)| q.lag_s * 1000.0).fold(0.0, f64::max);
    let reqs = requests(p, p.seed, horizon);
    let runs = vs.iter().map(|(_, q)| replay(q, &reqs)).collect();
    let mut errs: Vec<Vec<f64>> = alloc::vec![Vec::new(); vs.len()];
    for seed in ensemble::seeds(p.seed, ENSEMBLE) {
        let rs = requests(p, seed, horizon);
        for (i, (_, q)) in vs.iter().enumerate() {
            errs[i].push(replay_with(q, &rs, false).counts.errors() as f64);
        }
    }
    let seeds_with_errors = errs.iter().map(|e| e.iter().filter(|&&x| x > 0.0).count() as u32).collect();
    Output { runs, ensemble: errs.iter().map(|e| Spread::of(e, Median::Lower)).collect(), seeds_with_errors }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_routed_requests_per_second_are_the_arrivals_each_pod_received_and_hold_every_refusal() {
        for prestop_s in [0.0, 5.0] {
            let p = Params { prestop_s, ..Params::default() };
            let reqs = requests(&p, p.seed, p.lag_s * 1000.0);
            let r = replay(&p, &reqs);
            let routed: u32 = reqs.iter().map(|q| q.arrivals.partition_point(|a| a.0 < p.lag_s * 1000.0) as u32).sum();
            assert_eq!(r.routed_per_second.iter().sum::<u32>(), routed);
            assert!(r.routed_per_second.iter().zip(&r.per_second).all(|(n, x)| *n >= x.0));
            assert!(replay_with(&p, &reqs, false).routed_per_second.is_empty());
        }
    }
    use alloc::vec;

    fn seeds() -> impl Iterator<Item = u64> {
        (0..20u64).map(|k| 500 + 104_729 * k)
    }

    #[test]
    fn every_key_reads_back_its_schema_default() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }

    #[test]
    fn a_hand_worked_pod_refuses_and_cuts_as_derived() {
        // One pod deleted at 0 (the second is deleted 100 s later and gets nothing): D = 2 s,
        // P = 1 s, drain 1 s, G = 10 s. It holds a request ending at 0.3 s (drained) and one
        // ending at 2.5 s; it receives one at 0.5 s lasting 3 s, one at 1.5 s and one at 2.5 s.
        // The drain ends at P + drain = 2 s: the two running past it are cut by the timeout;
        // the one at 1.5 s comes after SIGTERM and is refused; the one at 2.5 s goes to another
        // pod (unrouted at 2 s).
        let p = Params {
            pods: 2,
            lag_s: 2.0,
            prestop_s: 1.0,
            drain_s: 1.0,
            grace_s: 10.0,
            every_s: 100.0,
            ..Params::default()
        };
        let pod0 = PodRequests {
            in_flight: vec![300.0, 2500.0],
            arrivals: vec![(500.0, 3000.0), (1500.0, 10.0), (2500.0, 10.0)],
        };
        let reqs = [pod0, PodRequests::default()];
        let run = replay(&p, &reqs);
        let c = run.counts;
        assert_eq!((c.requests, c.refused, c.cut_by_timeout, c.killed, c.retries), (4, 1, 2, 0, 3));
        assert_eq!((run.pods[0].exit_ms, run.pods[0].exit), (2000.0, Exit::Timeout));
        assert_eq!((run.pods[1].exit_ms, run.pods[1].exit), (101_000.0, Exit::Drained));
        assert_eq!(run.per_second[1], (1, 0, 1));
        assert_eq!(run.per_second[2], (0, 2, 2));
        // With G = 1.5 s the hook still ends at P = 1 s, and the kubelet's floor puts the SIGKILL
        // at 1 + 2 = 3 s, after the 2 s drain end: the shutdown timeout still decides.
        let run = replay(&Params { grace_s: 1.5, ..p.clone() }, &reqs);
        assert_eq!((run.pods[0].kill_ms, run.pods[0].exit_ms, run.pods[0].exit), (3000.0, 2000.0, Exit::Timeout));
        // With a 5 s drain the SIGKILL at 3 s comes first: the request running to 3.5 s is
        // killed, the one ending at 2.5 s finished.
        let run = replay(&Params { grace_s: 1.5, drain_s: 5.0, ..p.clone() }, &reqs);
        assert_eq!(
            (run.counts.killed, run.counts.cut_by_timeout, run.pods[0].exit_ms, run.pods[0].exit),
            (1, 0, 3000.0, Exit::Killed)
        );
        // With P = 3 s (≥ D) nothing is refused and the drain runs to 3.5 s: everything ends.
        let run = replay(&Params { prestop_s: 3.0, ..p }, &reqs);
        assert_eq!((run.counts.errors(), run.pods[0].exit_ms, run.pods[0].exit), (0, 3500.0, Exit::Drained));
    }

    /// The kubelet's rule (kubernetes `pkg/kubelet/kuberuntime/kuberuntime_container.go`,
    /// `killContainer`): `gracePeriod = gracePeriod - m.executePreStopHook(...)`, then "always
    /// give containers a minimal shutdown window to avoid unnecessary SIGKILLs": `if gracePeriod <
    /// minimumGracePeriodInSeconds { gracePeriod = minimumGracePeriodInSeconds }` with
    /// `minimumGracePeriodInSeconds = 2`, and `executePreStopHook` gives up on the hook after
    /// `time.After(gracePeriod)`. So with G = P the container still gets 2 s after SIGTERM, and a
    /// hook longer than G is cut at G and followed by the same 2 s.
    #[test]
    fn with_g_equal_to_p_the_kubelet_still_gives_two_seconds_after_sigterm() {
        let p = Params {
            pods: 2,
            lag_s: 2.0,
            prestop_s: 5.0,
            grace_s: 5.0,
            drain_s: 20.0,
            every_s: 100.0,
            ..Params::default()
        };
        assert_eq!((sigterm_after_s(&p), kill_after_s(&p)), (5.0, 5.0 + MIN_GRACE_S));
        // In flight at the deletion: ends at 6.5 s (inside the floor) and at 7.5 s (past it).
        let pod0 = PodRequests { in_flight: vec![6500.0, 7500.0], arrivals: vec![] };
        let run = replay(&p, &[pod0.clone(), PodRequests::default()]);
        assert_eq!((run.pods[0].sigterm_ms, run.pods[0].kill_ms, run.pods[0].exit_ms), (5000.0, 7000.0, 7000.0));
        assert_eq!((run.counts.killed, run.pods[0].exit), (1, Exit::Killed));
        // A hook longer than G: SIGTERM at G, SIGKILL two seconds later.
        let long_hook = Params { prestop_s: 8.0, ..p.clone() };
        assert_eq!((sigterm_after_s(&long_hook), kill_after_s(&long_hook)), (5.0, 7.0));
        // Enough grace: the floor does not move the SIGKILL from G.
        let roomy = Params { grace_s: 30.0, ..p };
        assert_eq!(kill_after_s(&roomy), 30.0);
        assert_eq!(replay(&roomy, &[pod0, PodRequests::default()]).counts.errors(), 0);
    }

    #[test]
    fn the_sigkill_never_comes_sooner_than_two_seconds_after_sigterm_nor_before_g() {
        for base in grid() {
            for (prestop_s, grace_s) in [(0.0, 0.0), (5.0, 1.0), (5.0, 5.0), (5.0, 6.0), (5.0, 30.0), (15.0, 10.0)] {
                let p = Params { prestop_s, grace_s, ..base.clone() };
                let k = kill_after_s(&p);
                assert!(k >= p.grace_s && k >= sigterm_after_s(&p) + MIN_GRACE_S, "{p:?}");
                let run = replay(&p, &requests(&p, 5, p.lag_s * 1000.0));
                assert!(run.pods.iter().all(|x| x.exit_ms <= x.kill_ms && x.sigterm_ms <= x.exit_ms));
            }
        }
    }

    #[test]
    fn a_longer_horizon_only_appends_arrivals() {
        let p = Params::default();
        let a = requests(&p, 7, 3000.0);
        let b = requests(&p, 7, 9000.0);
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.in_flight, y.in_flight);
            assert_eq!(x.arrivals[..], y.arrivals[..x.arrivals.len()]);
            assert!(y.arrivals.len() > x.arrivals.len());
        }
    }

    fn grid() -> Vec<Params> {
        let mut out = Vec::new();
        for pods in [2, 6, 12] {
            for duration_ms in [100, 400, 3000] {
                for drain_s in [0.0, 2.0, 20.0] {
                    out.push(Params { pods, duration_ms, drain_s, rate: 40.0, ..Params::default() });
                }
            }
        }
        out
    }

    #[test]
    fn a_pre_stop_wait_at_least_the_endpoint_lag_gives_no_connection_refused_errors() {
        for base in grid() {
            for (lag_s, prestop_s) in [(0.0, 0.0), (3.0, 3.0), (3.0, 5.0), (8.0, 10.0)] {
                let p = Params { lag_s, prestop_s, ..base.clone() };
                for seed in seeds() {
                    assert_eq!(replay(&p, &requests(&p, seed, p.lag_s * 1000.0)).counts.refused, 0);
                }
            }
        }
    }

    #[test]
    fn a_kill_deadline_at_least_pre_stop_plus_shutdown_timeout_kills_no_request_in_flight() {
        for base in grid() {
            for extra in [0.0, 1.0, 10.0] {
                let p = Params { grace_s: base.prestop_s + base.drain_s + extra, ..base.clone() };
                for seed in seeds() {
                    assert_eq!(replay(&p, &requests(&p, seed, p.lag_s * 1000.0)).counts.killed, 0);
                }
            }
        }
    }

    #[test]
    fn errors_never_decrease_when_the_endpoint_lag_grows_with_the_pre_stop_wait_fixed() {
        for base in grid() {
            for seed in seeds() {
                let reqs = requests(&base, seed, 15_000.0);
                let errs: Vec<u32> = [0.0, 1.0, 3.0, 5.0, 8.0, 15.0]
                    .into_iter()
                    .map(|lag_s| replay(&Params { lag_s, ..base.clone() }, &reqs).counts.errors())
                    .collect();
                assert!(errs.windows(2).all(|w| w[0] <= w[1]), "{errs:?}");
            }
        }
    }

    #[test]
    fn without_a_pre_stop_wait_every_seed_refuses_connections() {
        for seed in seeds() {
            let o = run(&Params { seed, ..Params::default() });
            assert_eq!(o.runs[0].counts.errors(), 0);
            assert!(o.runs[1].counts.refused > 0);
        }
    }

    #[test]
    fn the_settings_never_fail_and_each_trap_fails_on_every_seed_where_it_can() {
        let o = run(&Params::default());
        assert_eq!(o.ensemble[0].max, 0.0);
        assert_eq!(
            (o.seeds_with_errors[0], o.seeds_with_errors[1], o.seeds_with_errors[3]),
            (0, ENSEMBLE as u32, ENSEMBLE as u32)
        );
        // With 400 ms requests the pod is nearly idle when the SIGKILL comes at P (its traffic
        // stopped at D < P); with 3 s requests G = P kills work on every seed.
        assert!(o.seeds_with_errors[2] < ENSEMBLE as u32 / 2);
        let long = run(&Params { duration_ms: 3000, ..Params::default() });
        assert_eq!(long.seeds_with_errors[1..], [ENSEMBLE as u32; 3]);
        // (A few 3 s requests outlast the 20 s shutdown timeout: the settings' rare cuts.)
        assert!(long.ensemble[0].median <= 1.0);
        // Every error is one retry on the other pods.
        for r in &o.runs {
            assert_eq!(r.counts.retries, r.counts.errors());
            assert_eq!(r.per_second.iter().map(|x| x.2).sum::<u32>(), r.counts.retries);
        }
    }
}
