//! Layered retries against a dependency that fails for a while (lesson 4, course file
//! `firtina/kosum`).
//!
//! Teaches: the layers' retry permits multiply (r per layer over d layers allow r^d calls per
//! request); on a healthy day the multiplier sleeps, under a full outage backoff keeps the
//! observed multiplier far below that bound, under a partial degradation the failure rate and
//! not the permit sets it; a retry budget shared by the whole chain cuts the storm and gives
//! back part of what the retries rescued.
//!
//! The chain is collapsed into one retry loop at the bottom dependency, as in the course. Each
//! round Poisson arrivals (Knuth's sampler on the seeded Park–Miller stream) join the retries
//! already scheduled for that round, behind them; the first `capacity` calls of a round succeed
//! (on the healthy day each of them still fails with the `SEYREK` share, one draw per call), the
//! rest fail. A failed call is dropped when its request has used its permit or the chain's
//! budget (retries so far against primaries so far, counted since round 0) is spent; otherwise
//! it is retried after `1 + floor(u * min(TAVAN, TABAN * 2^n))` rounds (exponential backoff
//! with full jitter, one draw). Every run reseeds the stream, so the draws, and with them the
//! arrivals, depend on what happened before in that run.

use alloc::vec;
use alloc::vec::Vec;

use crate::k01;
use crate::rng::ParkMiller;
use crate::varsayim;

crate::course_enum! {
    /// The course's three scenarios, in its (insertion) order.
    ///
    /// Its course name is the scenario's key in the course's `SENARYO` (printed as is, whatever
    /// its values).
    pub enum Profile, labels PROFILE_LABELS {
        Healthy = "saglikli", "arızasız gün", "healthy day";
        Outage = "kesinti (1 s)", "kesinti (kapasite düşer)", "outage (capacity drops)";
        Degradation = "bozulma (10 s)", "bozulma (kapasite azalır)", "degradation (capacity shrinks)";
    }
}

/// One retry configuration: the retries of each layer, and the chain's budget if any.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Config {
    pub layers: Vec<u64>,
    /// Retries allowed per primary call, chain-wide (`None`: no budget).
    pub budget: Option<f64>,
}

impl Config {
    /// The permit: calls one request may make, the product of the layers' tries.
    pub fn permit(&self) -> u64 {
        self.layers.iter().fold(1u64, |a, &x| a.saturating_mul(x))
    }
}

/// The course's configurations (`YAP`), gateway → event edge → status store.
pub const COURSE_CONFIGS: [(&str, [u64; 3], Option<f64>); 5] = [
    ("denemesiz", [1, 1, 1], None),
    ("yalniz gecit (3)", [3, 1, 1], None),
    ("iki katman (3x3)", [3, 3, 1], None),
    ("uc katman (3x3x3)", [3, 3, 3], None),
    ("uc katman + butce 0,30", [3, 3, 3], Some(0.3)),
];

/// The course's sensitivity run (`dar`): three layers of three with a budget of 0.10, outage.
pub const NARROW: ([u64; 3], f64) = ([3, 3, 3], 0.1);

/// The course's hard-coded length of the worst-case wait sum (27 attempts).
pub const WORST_CASE_ATTEMPTS: u32 = 27;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// CEVRIM: rounds per second (AY1).
    pub rounds_per_second: f64,
    /// T: rounds in a run.
    pub rounds: u64,
    /// BAS: the round the fault window opens.
    pub fault_at: u64,
    /// OLAY: primary arrivals per second (K01's peak write rate).
    pub event_rate: f64,
    /// OLAGAN: calls the dependency serves per round outside the window (AY6).
    pub capacity: u64,
    /// TABAN, TAVAN: backoff base and cap, in rounds.
    pub backoff_base: u64,
    pub backoff_cap: u64,
    /// SEYREK: share of served calls that still fail on the healthy day (AY4).
    pub healthy_fail_p: f64,
    /// SENARYO's window length and in-window capacity per scenario, in [`Profile::ALL`] order;
    /// the healthy scenario's capacity follows OLAGAN unless set.
    pub windows: [u64; 3],
    pub healthy_capacity: Option<u64>,
    pub outage_capacity: u64,
    pub degradation_capacity: u64,
    /// ESIK: the read threshold in rounds (AY2), only for the worst-case wait line.
    pub threshold: f64,
    pub seed: u64,
    /// The lab's own configurations (not in the course's code): tries per layer, layers, the
    /// budget of the budgeted run, and the scenario the chart shows.
    pub retries: u64,
    pub depth: u64,
    pub budget: f64,
    pub profile: Profile,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            rounds_per_second: varsayim::CEVRIM.default,
            rounds: 4000,
            fault_at: 500,
            event_rate: k01::TEPE_YAZMA.default,
            capacity: 6,
            backoff_base: 2,
            backoff_cap: 32,
            healthy_fail_p: varsayim::SEYREK.default,
            windows: [0, 100, 1000],
            healthy_capacity: None,
            outage_capacity: 0,
            degradation_capacity: 1,
            threshold: varsayim::ZT.default,
            seed: 20_260_802,
            retries: 3,
            depth: 3,
            budget: 0.3,
            profile: Profile::Outage,
        }
    }
}

impl Params {
    /// A scenario's window length and in-window capacity (`SENARYO[s]`).
    pub fn scenario(&self, s: Profile) -> (u64, u64) {
        let cap = match s {
            Profile::Healthy => self.healthy_capacity.unwrap_or(self.capacity),
            Profile::Outage => self.outage_capacity,
            Profile::Degradation => self.degradation_capacity,
        };
        (self.windows[s as usize], cap)
    }

    /// Primary arrivals per round (`OLAY / CEVRIM`).
    pub fn arrivals_per_round(&self) -> f64 {
        self.event_rate / self.rounds_per_second
    }

    /// The lab's configurations: no retries, then 1..=depth layers of `retries`, then the
    /// deepest chain with the budget. At the defaults they are the course's five.
    pub fn lab_configs(&self) -> Vec<Config> {
        let mut out = vec![Config { layers: vec![1], budget: None }];
        for d in 1..=self.depth {
            out.push(Config { layers: vec![self.retries; d as usize], budget: None });
        }
        out.push(Config { layers: vec![self.retries; self.depth as usize], budget: Some(self.budget) });
        out
    }
}

const ROUNDS: (f64, f64) = (0.0, 20_000.0);
const CAPACITY: (f64, f64) = (0.0, 1000.0);

// The parameters' specs, from `schemas/firtina/kosum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/firtina/kosum.rs"));

impl Params {
    /// `healthy_capacity` reads through [`Params::scenario`] (the capacity unless set).
    fn get_extra(&self, key: &str) -> Option<f64> {
        (key == "healthy_capacity").then(|| self.scenario(Profile::Healthy).1 as f64)
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "healthy_capacity" {
            self.healthy_capacity = Some(v as u64);
        }
    }
}

crate::params_impl!(Params, "firtina/kosum", &SCHEMA, {
    "retries" => retries,
    "depth" => depth,
    "budget" => budget,
    "profile" => profile,
    "backoff_base" => backoff_base,
    "backoff_cap" => backoff_cap,
    "capacity" => capacity,
    "outage_rounds" => windows[1],
    "outage_capacity" => outage_capacity,
    "degradation_rounds" => windows[2],
    "degradation_capacity" => degradation_capacity,
    "healthy_rounds" => windows[0],
    "healthy_fail_p" => healthy_fail_p,
    "event_rate" => event_rate,
    "fault_at" => fault_at,
    "rounds" => rounds,
    "rounds_per_second" => rounds_per_second,
    "threshold" => threshold,
    "seed" => seed,
} else get_extra, put_extra;
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// What one run counted (the course's counter names in the comments), plus what the lab adds.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Counters {
    /// istek: primary arrivals
    pub requests: u64,
    /// cagri, birincil, ek: calls to the dependency, of which primary and retry calls
    pub calls: u64,
    pub primary_calls: u64,
    pub retry_calls: u64,
    /// basarili, dusen: requests that succeeded, requests dropped
    pub succeeded: u64,
    pub dropped: u64,
    /// tepe: most calls in one round
    pub peak: u64,
    /// pencereCagri: calls inside the fault window
    pub window_calls: u64,
    /// izin: the permit
    pub permit: u64,
    /// carpan = cagri / istek
    pub multiplier: f64,
    /// pencereHiz = pencereCagri / sure (0 without a window)
    pub window_rate: f64,
    /// Lab: the first round that saw `peak` calls.
    pub peak_round: u64,
    /// Lab: primary arrivals inside the window, and how many of them were dropped in the end.
    pub window_arrivals: u64,
    pub window_arrivals_dropped: u64,
    /// Lab: drops that happened after the window had closed.
    pub dropped_after_window: u64,
}

/// One run with its round-by-round calls (chart data and the system view's frames).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Trace {
    pub calls: Vec<u32>,
    pub retry_calls: Vec<u32>,
    /// Calls that failed in each round, and requests given up (dropped) in it.
    pub failed: Vec<u32>,
    pub dropped: Vec<u32>,
}

/// A row of one of the course's tables.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct CourseRun {
    pub name: &'static str,
    pub profile: Profile,
    pub counters: Counters,
}

/// One of the lab's configurations, run in the chosen profile.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LabRun {
    pub config: Config,
    pub counters: Counters,
    pub trace: Trace,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Scenario-major, in [`Profile::ALL`] then [`COURSE_CONFIGS`] order.
    pub course: Vec<CourseRun>,
    /// The sensitivity run (`dar`).
    pub narrow: Counters,
    /// enKotu: the course's worst-case wait sum over 27 attempts, in rounds.
    pub worst_wait: f64,
    /// The largest wait the scheduler itself can produce over 27 attempts (26 waits of at most
    /// `min(TAVAN, TABAN * 2^n)` rounds each), for the page.
    pub scheduler_worst_wait: f64,
    /// The lab's configurations in `profile`.
    pub lab: Vec<LabRun>,
    pub profile: Profile,
}

impl Output {
    pub fn course_run(&self, profile: Profile, config: usize) -> &Counters {
        &self.course[profile as usize * COURSE_CONFIGS.len() + config].counters
    }
}

/// JavaScript's `Math.min` for two numbers (NaN wins).
fn js_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if b < a {
        b
    } else {
        a
    }
}

/// `min(TAVAN, TABAN * 2 ** n)`: `2 ** n` is exact, and Infinity from n = 1024 on.
fn backoff_ceiling(p: &Params, n: u64) -> f64 {
    let pow = if n > 2000 { f64::INFINITY } else { libm::ldexp(1.0, n as i32) };
    js_min(p.backoff_cap as f64, p.backoff_base as f64 * pow)
}

/// At most this many arrivals in one round (far above any rate in the schema's domain).
const ARRIVAL_CAP: u32 = 1_000_000;

/// [`crate::poisson::poisson`] with `exp(-λ)` computed once per run instead of once per round
/// (the same draws and the same samples; a run asks for thousands of them).
fn poisson_below(rng: &mut ParkMiller, limit: f64) -> u32 {
    let mut k: u32 = 0;
    let mut p = 1.0;
    loop {
        k += 1;
        p *= rng.next_f64();
        if p <= limit || p.is_nan() || k > ARRIVAL_CAP {
            return k - 1;
        }
    }
}

#[derive(Clone, Copy)]
struct Request {
    /// Calls already made for this request (below the permit, itself below 2^32 in the domain).
    n: u32,
    /// The round it arrived (rounds stay below 2^32 in the domain).
    born: u32,
}

/// One `kosum({ deneme, butce, senaryo })`.
pub fn simulate(p: &Params, config: &Config, profile: Profile, mut trace: Option<&mut Trace>) -> Counters {
    let mut rng = ParkMiller::new(p.seed);
    let (window, bad_capacity) = p.scenario(profile);
    let permit = config.permit();
    let lambda = p.arrivals_per_round();
    let horizon = p.rounds as f64;
    let window_end = p.fault_at.saturating_add(window);
    let limit = libm::exp(-lambda);
    // Retries land at most max(1, TAVAN) rounds ahead, so a ring of TAVAN + 2 rounds (or the
    // whole run when that is shorter) holds every pending round in its own slot, and slots keep
    // their capacity from lap to lap.
    let ring = (p.backoff_cap.saturating_add(2)).min(p.rounds).max(1) as usize;
    let mut schedule: Vec<Vec<Request>> = vec![Vec::new(); ring];
    let mut today: Vec<Request> = Vec::new();
    let mut c = Counters { permit, ..Counters::default() };
    if let Some(tr) = trace.as_deref_mut() {
        *tr = Trace::default();
    }

    for t in 0..p.rounds {
        let in_window = window > 0 && t >= p.fault_at && t < window_end;
        let capacity = if in_window { bad_capacity } else { p.capacity };
        let arrivals = poisson_below(&mut rng, limit);
        today.clear();
        core::mem::swap(&mut today, &mut schedule[t as usize % ring]);
        c.requests += arrivals as u64;
        if in_window {
            c.window_arrivals += arrivals as u64;
        }
        today.extend(core::iter::repeat_n(Request { n: 0, born: t as u32 }, arrivals as usize));
        let len = today.len() as u64;
        c.calls += len;
        if len > c.peak {
            c.peak = len;
            c.peak_round = t;
        }
        if in_window {
            c.window_calls += len;
        }
        let mut retries_today = 0u32;
        let (succeeded_before, dropped_before) = (c.succeeded, c.dropped);
        for (i, req) in today.iter().enumerate() {
            if req.n == 0 {
                c.primary_calls += 1;
            } else {
                c.retry_calls += 1;
                retries_today += 1;
            }
            if (i as u64) < capacity && (window > 0 || rng.next_f64() >= p.healthy_fail_p) {
                c.succeeded += 1;
                continue;
            }
            let budget_left = match config.budget {
                None => true,
                Some(b) => c.retry_calls as f64 <= b * c.primary_calls as f64,
            };
            if req.n as u64 + 1 >= permit || !budget_left {
                c.dropped += 1;
                if window > 0 && req.born as u64 >= p.fault_at && (req.born as u64) < window_end {
                    c.window_arrivals_dropped += 1;
                }
                if window > 0 && t >= window_end {
                    c.dropped_after_window += 1;
                }
                continue;
            }
            let ceiling = backoff_ceiling(p, req.n as u64);
            let at = (t as f64 + 1.0) + libm::floor(rng.next_f64() * ceiling);
            if at < horizon {
                schedule[at as usize % ring].push(Request { n: req.n + 1, born: req.born });
            }
        }
        if let Some(tr) = trace.as_deref_mut() {
            tr.calls.push(len as u32);
            tr.retry_calls.push(retries_today);
            tr.failed.push((len - (c.succeeded - succeeded_before)) as u32);
            tr.dropped.push((c.dropped - dropped_before) as u32);
        }
    }
    c.multiplier = c.calls as f64 / c.requests as f64;
    c.window_rate = if window == 0 { 0.0 } else { c.window_calls as f64 / window as f64 };
    c
}

/// `Σ_{n<count} f(n)` in the course's order, `((0 + x0) + x1) + ...`.
fn wait_sum(p: &Params, count: u32, f: impl Fn(f64) -> f64) -> f64 {
    (0..count as u64).map(|n| f(backoff_ceiling(p, n))).fold(0.0, |a, x| a + x)
}

/// The course's runs (every profile with the course's five configurations, and the narrow
/// chain), with the shown profile's traces. They read none of the lab's chain
/// ([`Course::IGNORED`]), so a page keeps them while its tries, layers and budget move.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    pub runs: Vec<CourseRun>,
    pub narrow: Counters,
    /// The shown profile's configurations with their traces.
    pub shown: Vec<(Config, Trace)>,
}

impl Course {
    /// The keys [`course_part`] does not read.
    pub const IGNORED: [&'static str; 3] = ["retries", "depth", "budget"];
}

pub fn course_part(p: &Params) -> Course {
    let mut runs = Vec::with_capacity(15);
    // The shown profile's course runs keep their traces: a lab configuration with the same
    // permit and budget is the same run (the layers matter only through their product).
    let mut shown: Vec<(Config, Trace)> = Vec::new();
    for profile in Profile::ALL {
        for (name, layers, budget) in COURSE_CONFIGS {
            let config = Config { layers: layers.to_vec(), budget };
            let mut trace = Trace::default();
            let keep = profile == p.profile;
            let counters = simulate(p, &config, profile, keep.then_some(&mut trace));
            if keep {
                shown.push((config, trace));
            }
            runs.push(CourseRun { name, profile, counters });
        }
    }
    let narrow = simulate(p, &Config { layers: NARROW.0.to_vec(), budget: Some(NARROW.1) }, Profile::Outage, None);
    Course { runs, narrow, shown }
}

pub fn run(p: &Params) -> Output {
    run_with(p, course_part)
}

/// [`run`] with the course's runs from `course_of` (a page's cache of [`course_part`]).
pub fn run_with(p: &Params, course_of: impl FnOnce(&Params) -> Course) -> Output {
    let Course { runs: course, narrow, shown } = course_of(p);
    let first = p.profile as usize * COURSE_CONFIGS.len();
    let lab = p
        .lab_configs()
        .into_iter()
        .map(|config| {
            let same = shown.iter().position(|(c, _)| c.permit() == config.permit() && c.budget == config.budget);
            if let Some(i) = same {
                let counters = Counters { permit: config.permit(), ..course[first + i].counters.clone() };
                return LabRun { config, counters, trace: shown[i].1.clone() };
            }
            let mut trace = Trace::default();
            let counters = simulate(p, &config, p.profile, Some(&mut trace));
            LabRun { config, counters, trace }
        })
        .collect();
    Output {
        course,
        narrow,
        worst_wait: wait_sum(p, WORST_CASE_ATTEMPTS, |u| 1.0 + u),
        scheduler_worst_wait: wait_sum(p, WORST_CASE_ATTEMPTS - 1, |u| u),
        lab,
        profile: p.profile,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trace_s_rounds_add_up_to_its_run_s_counters() {
        let p = Params { rounds: 1500, ..Params::default() };
        let config = Config { layers: vec![3, 3], budget: None };
        let mut tr = Trace::default();
        let c = simulate(&p, &config, Profile::Outage, Some(&mut tr));
        let sum = |v: &[u32]| v.iter().map(|&x| x as u64).sum::<u64>();
        assert_eq!(sum(&tr.calls), c.calls);
        assert_eq!(sum(&tr.retry_calls), c.retry_calls);
        assert_eq!(sum(&tr.calls) - sum(&tr.failed), c.succeeded);
        assert_eq!(sum(&tr.dropped), c.dropped);
    }

    fn outage(o: &Output, i: usize) -> &Counters {
        o.course_run(Profile::Outage, i)
    }

    #[test]
    fn the_course_runs_read_none_of_the_lab_s_chain() {
        crate::testing::assert_part_ignores(
            &Params { rounds: 1500, ..Params::default() },
            &Course::IGNORED,
            course_part,
        );
    }

    #[test]
    fn course_outage_table_is_reproduced() {
        let o = run(&Params::default());
        let calls: Vec<u64> = (0..5).map(|i| outage(&o, i).calls).collect();
        assert_eq!(calls, [3855, 4071, 4435, 4523, 4065]);
        assert_eq!(outage(&o, 3).dropped, 0);
        assert_eq!(o.narrow.calls, 3926);
        assert_eq!(o.worst_wait, 793.0);
    }

    #[test]
    fn permits_multiply_across_layers() {
        let p = Params { retries: 3, depth: 4, ..Params::default() };
        let permits: Vec<u64> = p.lab_configs().iter().map(Config::permit).collect();
        assert_eq!(permits, [1, 3, 9, 27, 81, 81]);
    }

    #[test]
    fn multiplier_sleeps_on_a_healthy_day_whatever_the_permit() {
        let o = run(&Params::default());
        let h = |i| o.course_run(Profile::Healthy, i);
        assert_eq!(h(1).calls, h(3).calls);
        assert!(h(3).multiplier < 1.05);
        assert!(h(1).dropped < h(0).dropped);
    }

    #[test]
    fn observed_storm_stays_far_below_the_arithmetic_bound_in_an_outage() {
        let p = Params::default();
        let o = run(&p);
        let normal = p.arrivals_per_round();
        let k27 = outage(&o, 3);
        assert!(k27.window_rate / normal < k27.permit as f64 / 2.0);
        // ... and grows with every layer.
        assert!((0..3).all(|i| outage(&o, i).window_rate < outage(&o, i + 1).window_rate));
    }

    #[test]
    fn degradation_gives_nine_and_twenty_seven_the_same_calls() {
        let o = run(&Params::default());
        let (z9, z27) = (o.course_run(Profile::Degradation, 2), o.course_run(Profile::Degradation, 3));
        assert_eq!((z9.permit, z27.permit), (9, 27));
        assert_eq!(Counters { permit: 0, ..z9.clone() }, Counters { permit: 0, ..z27.clone() });
        assert_eq!(z27.calls, 5296);
    }

    #[test]
    fn budget_cuts_the_storm_and_costs_drops() {
        let o = run(&Params::default());
        let (open, budgeted) = (outage(&o, 3), outage(&o, 4));
        assert!(budgeted.window_rate < open.window_rate && budgeted.calls < open.calls);
        assert!(budgeted.dropped > open.dropped);
    }

    #[test]
    fn course_one_layer_drops_come_from_more_window_arrivals_not_a_second_wave() {
        let o = run(&Params::default());
        let (k0, k3) = (outage(&o, 0), outage(&o, 1));
        assert_eq!((k0.dropped, k3.dropped), (80, 94));
        assert_eq!(k3.dropped_after_window, 0);
        assert!(k3.window_arrivals > k0.window_arrivals);
        assert_eq!(k0.window_arrivals_dropped, k0.window_arrivals);
        assert!((500..600).contains(&k3.peak_round));
    }

    #[test]
    fn every_call_is_accounted_for() {
        let p = Params { profile: Profile::Degradation, ..Params::default() };
        for r in run(&p).lab {
            let c = &r.counters;
            assert_eq!(c.calls, c.primary_calls + c.retry_calls);
            assert_eq!(c.primary_calls, c.requests);
            assert_eq!(r.trace.calls.iter().map(|&x| x as u64).sum::<u64>(), c.calls);
            assert_eq!(r.trace.calls.len() as u64, p.rounds);
            // Every request ends succeeded, dropped, or still waiting at the run's end.
            assert!(c.succeeded + c.dropped <= c.requests);
        }
    }

    #[test]
    fn reused_course_runs_equal_fresh_lab_runs() {
        for profile in Profile::ALL {
            for (retries, depth, budget) in [(3, 3, 0.3), (3, 4, 0.1), (2, 2, 0.3), (5, 1, 1.0)] {
                let p = Params { profile, retries, depth, budget, seed: 7, ..Params::default() };
                for r in run(&p).lab {
                    let mut trace = Trace::default();
                    assert_eq!(simulate(&p, &r.config, profile, Some(&mut trace)), r.counters);
                    assert_eq!(trace, r.trace);
                }
            }
        }
    }

    #[test]
    fn lab_configs_at_the_defaults_are_the_course_configs() {
        let o = run(&Params::default());
        for (i, r) in o.lab.iter().enumerate() {
            assert_eq!(&r.counters, outage(&o, i));
        }
    }

    #[test]
    fn scheduler_worst_wait_is_below_the_printed_one() {
        let o = run(&Params::default());
        assert_eq!(o.scheduler_worst_wait, 734.0);
    }

    #[test]
    fn zero_seed_and_no_arrivals_do_not_panic() {
        let o = run(&Params { seed: 0, ..Params::default() });
        assert!(o.course[0].counters.multiplier.is_nan());
        let o = run(&Params { event_rate: 0.0, backoff_base: 0, retries: 5, depth: 4, ..Params::default() });
        assert_eq!(o.course[0].counters.requests, 0);
    }

    #[test]
    fn poisson_with_a_precomputed_limit_draws_as_the_kernel_does() {
        for lambda in [0.0, 0.9722, 4.0, 40.0] {
            let (mut a, mut b) = (ParkMiller::new(20_260_802), ParkMiller::new(20_260_802));
            let limit = libm::exp(-lambda);
            for _ in 0..500 {
                assert_eq!(poisson_below(&mut a, limit), crate::poisson::poisson(&mut b, lambda, ARRIVAL_CAP));
            }
            assert_eq!(a, b);
        }
    }
}
