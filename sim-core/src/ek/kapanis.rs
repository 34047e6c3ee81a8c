//! Graceful shutdown of pods during a rolling deploy (extra lab 5, page 25, model `ek/kapanis`;
//! built from the companion article on failure modes, not from the course).
//!
//! Teaches: a pre-stop wait at least as long as the balancer's endpoint-removal lag gives no
//! connection-refused errors; a kill deadline at least the pre-stop wait plus the shutdown
//! timeout kills no in-flight request; every failed request comes back as a retry on the other
//! pods, on every deploy.
//!
//! Pod k of `PODLAR` is deleted at `k·ARALIK` seconds (one at a time). From then on the balancer
//! still routes its share of traffic to it for `GECIKME` seconds; the pre-stop hook sleeps
//! `BEKLEME` seconds while the app keeps serving; then SIGTERM: the app refuses new connections
//! and drains the requests in flight for at most `KAPANIS` seconds; the kubelet's SIGKILL comes
//! at `GRACE` seconds after the deletion. Requests arrive as one Poisson stream; each carries a
//! uniform draw that picks its pod, so a pod gets the same requests whatever the shutdown
//! settings. A refused or killed request is retried once, at once, on another pod.

use alloc::vec::Vec;

use crate::chacha::Stream;
use crate::params::{spec, Kind, Label, ParamSpec, Unit};

pub const ENSEMBLE: usize = 20;

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

const SCHEMA: [ParamSpec; 9] = [
    spec("pods", "PODLAR", Label::new("Pod sayısı", "Pods"), Unit::None, Kind::Integer, (2.0, 20.0, 1.0), 6.0, (2.0, 200.0)),
    spec("rate", "ISTEK", Label::new("Toplam istek hızı", "Total request rate"), Unit::PerSecond, Kind::Real,
        (10.0, 400.0, 10.0), 120.0, (1.0, 2000.0)),
    spec("duration_ms", "SURE", Label::new("Ortalama istek süresi", "Mean request duration"), Unit::Milliseconds,
        Kind::Integer, (50.0, 5000.0, 50.0), 400.0, (1.0, 60_000.0)),
    spec("lag_s", "GECIKME", Label::new("Uç noktadan düşme gecikmesi (D)", "Endpoint-removal lag (D)"), Unit::Seconds,
        Kind::Real, (0.0, 15.0, 0.5), 3.0, (0.0, 120.0)),
    spec("prestop_s", "BEKLEME", Label::new("preStop beklemesi (P)", "Pre-stop wait (P)"), Unit::Seconds, Kind::Real,
        (0.0, 15.0, 0.5), 5.0, (0.0, 120.0)),
    spec("drain_s", "KAPANIS", Label::new("Kapanış zaman aşımı", "Shutdown timeout"), Unit::Seconds, Kind::Real,
        (0.0, 60.0, 1.0), 20.0, (0.0, 600.0)),
    spec("grace_s", "GRACE", Label::new("terminationGracePeriod (G)", "terminationGracePeriod (G)"), Unit::Seconds,
        Kind::Real, (1.0, 60.0, 1.0), 30.0, (0.0, 600.0)),
    spec("every_s", "ARALIK", Label::new("İki pod arası süre", "Time between pods"), Unit::Seconds, Kind::Real,
        (10.0, 120.0, 5.0), 40.0, (1.0, 3600.0)),
    spec("seed", "TOHUM", Label::new("Tohum", "Seed"), Unit::Seed, Kind::Integer, (1.0, 99_999_999.0, 1.0),
        20_260_731.0, (0.0, 9_007_199_254_740_991.0)),
];

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
});

/// One request: arrival (ms), duration (ms), the uniform that picks its pod.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Request {
    pub t_ms: f64,
    pub dur_ms: f64,
    pub pick: f64,
}

/// The whole deploy's requests (drawn once per seed; the shutdown settings do not move them).
pub fn requests(p: &Params, seed: u64) -> Vec<Request> {
    let mut rng = Stream::new(seed);
    let end = deploy_ms(p);
    let mean = 1000.0 / p.rate;
    let mut t = 0.0;
    let mut out = Vec::new();
    loop {
        t += rng.exponential(mean);
        if t >= end {
            break;
        }
        let dur_ms = rng.exponential(p.duration_ms as f64);
        out.push(Request { t_ms: t, dur_ms, pick: rng.uniform() });
    }
    out
}

/// The deploy's length: every pod deleted, the last one given its whole grace period.
pub fn deploy_ms(p: &Params) -> f64 {
    ((p.pods - 1) as f64 * p.every_s + p.grace_s.max(p.prestop_s) + 10.0) * 1000.0
}

/// How a terminating pod's life is cut into phases (ms after its deletion).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct PodTimeline {
    pub deleted_ms: f64,
    /// The balancer stops routing to it.
    pub unrouted_ms: f64,
    /// SIGTERM (end of the pre-stop wait): it stops accepting.
    pub sigterm_ms: f64,
    /// The process ends (drained, shutdown timeout or SIGKILL).
    pub exit_ms: f64,
    /// The SIGKILL deadline.
    pub kill_ms: f64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Counts {
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
    /// Per second: (refused, cut or killed, retries).
    pub per_second: Vec<(u32, u32, u32)>,
}

/// One deploy with these settings over these requests.
pub fn replay(p: &Params, reqs: &[Request]) -> Run {
    let n = p.pods as usize;
    let share = 1.0 / n as f64;
    let len_s = libm::ceil(deploy_ms(p) / 1000.0) as usize;
    let mut per_second = alloc::vec![(0u32, 0u32, 0u32); len_s + 1];
    let mut counts = Counts { requests: reqs.len() as u32, ..Counts::default() };
    let mut pods = Vec::with_capacity(n);
    // The pod being replaced at time t; requests with pick in [k/n, (k+1)/n) belong to pod k.
    for k in 0..n {
        let t0 = k as f64 * p.every_s * 1000.0;
        let unrouted = t0 + p.lag_s * 1000.0;
        let sigterm = t0 + p.prestop_s * 1000.0;
        let kill = t0 + p.grace_s * 1000.0;
        let lo = k as f64 * share;
        let hi = lo + share;
        // Requests are in time order: only the minute before the deletion up to the unrouting
        // can still be in flight or arrive at this pod.
        let a = reqs.partition_point(|r| r.t_ms < t0 - 60_000.0);
        let b = reqs.partition_point(|r| r.t_ms < unrouted);
        let mine = reqs[a..b.max(a)].iter().filter(|r| r.pick >= lo && r.pick < hi);
        // Drain: the last accepted request still running at SIGTERM decides the exit.
        let accepted_until = sigterm.min(kill);
        let mut last_end = sigterm.min(kill);
        let mut errs: Vec<(f64, u8)> = Vec::new();
        for r in mine.clone() {
            if r.t_ms >= accepted_until {
                errs.push((r.t_ms, 0));
            } else {
                last_end = last_end.max(r.t_ms + r.dur_ms);
            }
        }
        let drain_end = sigterm + p.drain_s * 1000.0;
        let exit = last_end.min(drain_end).min(kill).max(sigterm.min(kill));
        for r in mine {
            if r.t_ms < accepted_until && r.t_ms + r.dur_ms > exit {
                // Cut: by SIGKILL when the kill deadline came before the app's own shutdown timeout.
                errs.push((exit, if kill < drain_end && exit >= kill { 2 } else { 1 }));
            }
        }
        for (t, kind) in errs {
            let s = ((t / 1000.0) as usize).min(len_s);
            match kind {
                0 => {
                    counts.refused += 1;
                    per_second[s].0 += 1;
                }
                1 => {
                    counts.cut_by_timeout += 1;
                    per_second[s].1 += 1;
                }
                _ => {
                    counts.killed += 1;
                    per_second[s].1 += 1;
                }
            }
            counts.retries += 1;
            per_second[s].2 += 1;
        }
        pods.push(PodTimeline { deleted_ms: t0, unrouted_ms: unrouted, sigterm_ms: sigterm.min(kill), exit_ms: exit, kill_ms: kill });
    }
    counts.peak_retries = per_second.iter().map(|x| x.2).max().unwrap_or(0);
    Run { counts, pods, per_second }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Spread {
    pub min: f64,
    pub median: f64,
    pub max: f64,
}

fn spread(mut xs: Vec<f64>) -> Spread {
    xs.sort_by(f64::total_cmp);
    if xs.is_empty() {
        return Spread::default();
    }
    Spread { min: xs[0], median: xs[(xs.len() - 1) / 2], max: xs[xs.len() - 1] }
}

/// The variants the transcript prints beside the settings.
pub fn variants(p: &Params) -> [(&'static str, Params); 4] {
    [
        ("ayar", p.clone()),
        ("preStop yok (P = 0)", Params { prestop_s: 0.0, ..p.clone() }),
        ("G = P (bosaltma yok)", Params { grace_s: p.prestop_s, ..p.clone() }),
        ("D iki kati", Params { lag_s: 2.0 * p.lag_s, ..p.clone() }),
    ]
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub runs: Vec<Run>,
    /// Errors per deploy over `TOHUM .. TOHUM + 19`, per variant.
    pub ensemble: Vec<Spread>,
}

pub fn run(p: &Params) -> Output {
    let vs = variants(p);
    let reqs = requests(p, p.seed);
    let runs = vs.iter().map(|(_, q)| replay(q, &reqs)).collect();
    let mut errs: Vec<Vec<f64>> = alloc::vec![Vec::new(); vs.len()];
    for k in 0..ENSEMBLE as u64 {
        let rs = requests(p, p.seed.wrapping_add(k));
        for (i, (_, q)) in vs.iter().enumerate() {
            errs[i].push(replay(q, &rs).counts.errors() as f64);
        }
    }
    Output { runs, ensemble: errs.into_iter().map(spread).collect() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Params as _;

    fn seeds() -> impl Iterator<Item = u64> {
        (0..20u64).map(|k| 500 + 104_729 * k)
    }

    #[test]
    fn every_key_reads_back_its_schema_default() {
        let p = Params::default();
        for s in Params::SCHEMA {
            assert_eq!(p.get(s.key), Some(s.default), "{}", s.key);
        }
    }

    #[test]
    fn a_hand_worked_pod_refuses_and_cuts_as_derived() {
        // Two pods, pod 0 deleted at 0: D = 2 s, P = 1 s, drain 1 s, G = 10 s. Pod 0 owns
        // picks below 0.5. A request at 0.5 s lasting 3 s is accepted and cut by the shutdown
        // timeout at 2 s; one at 1.5 s is refused; one at 2.5 s goes to pod 1 (unrouted).
        let p = Params { pods: 2, lag_s: 2.0, prestop_s: 1.0, drain_s: 1.0, grace_s: 10.0, every_s: 100.0, ..Params::default() };
        let r = |t_ms, dur_ms, pick| Request { t_ms, dur_ms, pick };
        let run = replay(&p, &[r(500.0, 3000.0, 0.1), r(1500.0, 10.0, 0.2), r(2500.0, 10.0, 0.3)]);
        assert_eq!((run.counts.refused, run.counts.cut_by_timeout, run.counts.killed, run.counts.retries), (1, 1, 0, 2));
        assert_eq!(run.pods[0].exit_ms, 2000.0);
        // With G = 1.5 s the SIGKILL comes first and kills it.
        let run = replay(&Params { grace_s: 1.5, ..p }, &[r(500.0, 3000.0, 0.1)]);
        assert_eq!((run.counts.killed, run.pods[0].exit_ms), (1, 1500.0));
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
                    assert_eq!(replay(&p, &requests(&p, seed)).counts.refused, 0);
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
                    assert_eq!(replay(&p, &requests(&p, seed)).counts.killed, 0);
                }
            }
        }
    }

    #[test]
    fn errors_never_decrease_when_the_endpoint_lag_grows_with_the_pre_stop_wait_fixed() {
        for base in grid() {
            for seed in seeds() {
                let reqs = requests(&base, seed);
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
}
