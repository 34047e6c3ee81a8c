//! Who is still waiting: one server under an overload burst, its queue served first-in
//! first-out, last-in first-out, or first-in first-out with requests whose client has already
//! given up dropped before any work; and a bounded queue that rejects when full (AbortPolicy)
//! or makes the acceptor run the work itself (CallerRunsPolicy). Extra lab 1 (page 21), built
//! from the companion article on failure modes, section on queues; no course file.
//!
//! Teaches: under overload the server stays busy (throughput is flat) while the answers anyone
//! still waits for (goodput) collapse under FIFO; LIFO answers the newest and drop-expired skips
//! the dead, so both recover goodput without adding capacity. CallerRuns stalls the acceptor.
//!
//! Time runs in ticks of 10 ms. Arrivals per tick are Poisson counts (one uniform from a seeded
//! ChaCha stream each, by inversion; mean: capacity × load, the load being `PATLAMA` inside the
//! burst and `TABAN` outside), drawn once per seed and replayed for every discipline. Each tick the acceptor admits the tick's
//! arrivals into the queue, then the pool starts at most `KAPASITE` requests; a started request
//! answers `IS_SURESI` later. An answer is useful when its wait plus the work is within the
//! client's `ZAMAN_ASIMI`; otherwise the work was wasted. Drop-expired discards a request at the
//! head without working on it when its deadline has passed, or (`DUSURME`, the default) when
//! its remaining time cannot cover the work, as a propagated deadline lets the server know.
//! A bounded queue (`SINIR`) turns the overflow away at once (Abort) or makes the acceptor run
//! one request itself, accepting nothing for the work's length while new connections wait in
//! its backlog (`KABUL`) or are refused (CallerRuns). Requests of one
//! tick are interchangeable, so queues hold (tick, count) cohorts and a run costs O(ticks).

use alloc::vec;
use alloc::vec::Vec;

use super::ensemble::{self, Median, Spread};
use crate::chacha::Stream;
use crate::cohort_queue::CohortQueue;
use crate::params::{Label, ParamError};

pub use super::clock::{bucket_start_ms, BUCKET_MS, BUCKET_TICKS, TICK_MS};
pub use super::ensemble::ENSEMBLE;

crate::course_enum! {
    /// The order in which the pool takes waiting requests.
    pub enum Discipline, labels pub DISCIPLINE_LABELS {
        Fifo = "FIFO", "FIFO (ilk gelen)", "FIFO (first in)";
        Lifo = "LIFO", "LIFO (son gelen)", "LIFO (last in)";
        DropExpired = "FIFO+dusur", "FIFO + süresi doluyu at", "FIFO + drop expired";
    }
}

/// When drop-expired discards a request at the head.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum DropRule {
    /// Its deadline has already passed (age ≥ `ZAMAN_ASIMI`).
    Passed,
    /// Its remaining time cannot cover the work (age + work > `ZAMAN_ASIMI`).
    CannotFinish,
}

pub const DROP_RULE_LABELS: [Label; 2] =
    [Label::new("süresi geçmişse", "deadline passed"), Label::new("iş yetişmeyecekse", "work cannot finish in time")];

impl DropRule {
    pub const ALL: [DropRule; 2] = [DropRule::Passed, DropRule::CannotFinish];
}

crate::choice_knob!(DropRule);

crate::course_enum! {
    /// What a bounded queue does with a request that finds it full.
    pub enum Policy {
        /// Reject at once (503): `ThreadPoolExecutor.AbortPolicy`.
        Abort = "Abort";
        /// The accepting thread runs the work itself and accepts nothing meanwhile.
        CallerRuns = "CallerRuns";
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// KAPASITE: requests the pool can start per tick.
    pub capacity: u32,
    /// TABAN: load outside the burst, as a share of capacity.
    pub base_load: f64,
    /// PATLAMA: load inside the burst.
    pub burst_load: f64,
    /// BASLA: when the burst starts (ms).
    pub burst_start_ms: u32,
    /// PATLAMA_SURE: how long the burst lasts (ms).
    pub burst_ms: u32,
    /// SURE: the run's length (ms).
    pub duration_ms: u32,
    /// ZAMAN_ASIMI: the client gives up after this long (ms).
    pub timeout_ms: u32,
    /// IS_SURESI: the work on one request (ms, rounded up to whole ticks).
    pub work_ms: u32,
    /// SINIR: the bounded queue's size in the second comparison.
    pub queue_limit: u32,
    /// KABUL: pending connections the acceptor's backlog holds (Tomcat's acceptCount).
    pub accept_backlog: u32,
    /// DUSURME: when drop-expired discards a request.
    pub drop_rule: DropRule,
    pub seed: u64,
    /// Lab only: the discipline the outcome timeline shows.
    pub shown: Discipline,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            capacity: 10,
            base_load: 0.8,
            burst_load: 1.5,
            burst_start_ms: 1000,
            burst_ms: 4000,
            duration_ms: 10_000,
            timeout_ms: 1000,
            work_ms: 50,
            queue_limit: 200,
            accept_backlog: 100,
            drop_rule: DropRule::CannotFinish,
            seed: 21,
            shown: Discipline::Fifo,
        }
    }
}

// The parameters' specs, from `schemas/ek/kuyruk_sirasi.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/kuyruk_sirasi.rs"));

crate::params_impl!(Params, "ek/kuyruk-sirasi", &SCHEMA, {
    "capacity" => capacity,
    "base_load" => base_load,
    "burst_load" => burst_load,
    "burst_start_ms" => burst_start_ms,
    "burst_ms" => burst_ms,
    "duration_ms" => duration_ms,
    "timeout_ms" => timeout_ms,
    "work_ms" => work_ms,
    "queue_limit" => queue_limit,
    "accept_backlog" => accept_backlog,
    "drop_rule" => drop_rule,
    "seed" => seed,
    "shown" => shown,
}
    fn check_all(&self) -> Result<(), ParamError> {
        crate::params::check_before(self, "burst_start_ms", "duration_ms")
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

impl Params {
    pub fn ticks(&self) -> u32 {
        (self.duration_ms / TICK_MS).max(1)
    }

    /// The work in whole ticks (at least one).
    pub fn work_ticks(&self) -> u32 {
        self.work_ms.div_ceil(TICK_MS).max(1)
    }

    fn config(&self) -> Config {
        Config {
            capacity: self.capacity as u64,
            work_ticks: self.work_ticks(),
            timeout_ms: self.timeout_ms as u64,
            accept_backlog: self.accept_backlog as u64,
            drop_rule: self.drop_rule,
        }
    }
}

/// The fixed part of a run.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub capacity: u64,
    pub work_ticks: u32,
    pub timeout_ms: u64,
    pub accept_backlog: u64,
    pub drop_rule: DropRule,
}

/// A Poisson count by inversion: one uniform draw against the cumulative table of the mean
/// (cheaper than Knuth's product method, which draws about mean + 1 uniforms per count).
#[derive(Clone, Debug)]
pub struct PoissonTable {
    cdf: Vec<f64>,
}

impl PoissonTable {
    pub fn new(mean: f64) -> Self {
        let mut cdf = Vec::new();
        if mean > 0.0 {
            // Terms in log space, so a large mean does not underflow e^-mean.
            let (mut ln_p, mut acc) = (-mean, 0.0);
            let top = (mean + 12.0 * libm::sqrt(mean) + 20.0) as u32;
            for k in 0..=top {
                if k > 0 {
                    ln_p += libm::log(mean / k as f64);
                }
                acc += libm::exp(ln_p);
                cdf.push(acc);
            }
        }
        Self { cdf }
    }

    pub fn draw(&self, s: &mut Stream) -> u32 {
        if self.cdf.is_empty() {
            return 0;
        }
        let u = s.uniform() * self.cdf[self.cdf.len() - 1];
        self.cdf.partition_point(|&c| c <= u) as u32
    }
}

/// Arrivals per tick for one seed: the burst's load inside it, the base load outside.
pub fn arrivals(p: &Params, seed: u64) -> Vec<u32> {
    let base = PoissonTable::new(p.capacity as f64 * p.base_load);
    let burst = PoissonTable::new(p.capacity as f64 * p.burst_load);
    arrivals_with(p, seed, &base, &burst)
}

fn arrivals_with(p: &Params, seed: u64, base: &PoissonTable, burst: &PoissonTable) -> Vec<u32> {
    let (b0, b1) = (p.burst_start_ms / TICK_MS, (p.burst_start_ms.saturating_add(p.burst_ms)) / TICK_MS);
    episode_arrivals(seed, p.ticks(), (b0, b1), base, burst)
}

/// Arrivals per tick for one seed, one draw a tick: from `peak` in the ticks `episode.0 ..
/// episode.1`, from `base` in the others.
pub fn episode_arrivals(
    seed: u64,
    ticks: u32,
    episode: (u32, u32),
    base: &PoissonTable,
    peak: &PoissonTable,
) -> Vec<u32> {
    let mut s = Stream::new(seed);
    (0..ticks)
        .map(|t| if (episode.0..episode.1).contains(&t) { peak.draw(&mut s) } else { base.draw(&mut s) })
        .collect()
}

/// How every arrival ended (each in exactly one of the last seven fields).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Tally {
    pub arrived: u64,
    /// Answered in time: someone was still waiting.
    pub useful: u64,
    /// Worked on and answered after the client had given up.
    pub wasted: u64,
    /// Discarded unworked at the head because the deadline had passed.
    pub dropped: u64,
    /// Turned away at once by a full bounded queue (503).
    pub rejected: u64,
    /// Refused because the acceptor's backlog was full while it ran work itself.
    pub refused: u64,
    /// Still queued (or in the accept backlog) when the run ended.
    pub left: u64,
    /// Of the answers (useful + wasted), those the acceptor ran itself.
    pub by_acceptor: u64,
    /// Ticks the acceptor spent running work instead of accepting.
    pub acceptor_blocked_ticks: u64,
    /// 99th percentile of the useful answers' latency, ms (0 when there is none).
    pub useful_p99_ms: u64,
    /// The longest latency of any answer, ms.
    pub max_latency_ms: u64,
}

impl Tally {
    /// Requests the server worked on: throughput.
    pub fn served(&self) -> u64 {
        self.useful + self.wasted
    }
}

/// One 100 ms bucket of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Bucket {
    pub arrived: u64,
    pub useful: u64,
    pub wasted: u64,
    pub dropped: u64,
    /// Rejected plus refused.
    pub turned_away: u64,
    /// Sum of the waits (ticks) of the requests started in the bucket.
    pub wait_ticks: u64,
    /// Waiting requests at the bucket's end.
    pub queued: u64,
    /// Of those, the ones older than the client's patience: their client has already left
    /// (recorded in traced runs only; 0 in the ensemble's).
    pub gone: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub tally: Tally,
    pub buckets: Vec<Bucket>,
    /// Answers started in each tick (the law tests compare them tick by tick).
    pub served_per_tick: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// One run per discipline (in [`Discipline::ALL`] order), unbounded queue.
    pub runs: Vec<Run>,
    /// FIFO with the bounded queue `SINIR`: AbortPolicy, then CallerRunsPolicy.
    pub bounded: Vec<Run>,
    /// Over `ENSEMBLE` seeds: useful answers per discipline, unbounded queue.
    pub ensemble_useful: Vec<Spread>,
    /// Seeds (of the ensemble) where drop-expired answered fewer live requests than FIFO.
    pub ensemble_de_below_fifo: u64,
    /// Seeds where LIFO answered more than FIFO.
    pub ensemble_lifo_above_fifo: u64,
    pub ticks: u32,
    pub burst: (u32, u32),
}

impl Output {
    pub fn run_of(&self, d: Discipline) -> &Run {
        &self.runs[d as usize]
    }
}

/// Waiting requests as (arrival tick, count) cohorts, oldest at the front.
type Cohorts = CohortQueue<u32>;

/// The waiting requests whose client has left by tick `now` (waited its whole patience). The
/// cohorts are in arrival order, so only the old front is read.
fn gone(q: &Cohorts, now: u32, cfg: &Config) -> u64 {
    q.cohorts().take_while(|&(a, _)| (now - a) as u64 * TICK_MS as u64 >= cfg.timeout_ms).map(|(_, c)| c).sum()
}

/// The bounded queue of the second comparison.
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    pub limit: u64,
    pub policy: Policy,
}

struct Recorder {
    tally: Tally,
    buckets: Vec<Bucket>,
    served_per_tick: Vec<u64>,
    /// Useful answers by latency in ticks.
    latency: Vec<u64>,
    max_latency: u64,
}

impl Recorder {
    fn start(&mut self, cfg: &Config, now: u32, arrived: u32, k: u64) {
        if k == 0 {
            return;
        }
        let wait = (now - arrived) as u64;
        let lat = wait + cfg.work_ticks as u64;
        let b = &mut self.buckets[(now / BUCKET_TICKS) as usize];
        b.wait_ticks += wait * k;
        if lat * TICK_MS as u64 <= cfg.timeout_ms {
            self.tally.useful += k;
            b.useful += k;
            let i = (lat as usize).min(self.latency.len() - 1);
            self.latency[i] += k;
        } else {
            self.tally.wasted += k;
            b.wasted += k;
        }
        self.max_latency = self.max_latency.max(lat);
        self.served_per_tick[now as usize] += k;
    }
}

/// One run over given arrivals: a discipline, with or without a bounded queue.
pub fn simulate(arrivals: &[u32], cfg: &Config, disc: Discipline, bound: Option<Bound>) -> Run {
    simulate_with(arrivals, cfg, disc, bound, true)
}

/// [`simulate`], recording who is still waiting at each bucket's end (`Bucket::gone`) only
/// when `trace` (the ensemble's runs need their tallies only). Recording draws nothing.
fn simulate_with(arrivals: &[u32], cfg: &Config, disc: Discipline, bound: Option<Bound>, trace: bool) -> Run {
    let ticks = arrivals.len() as u32;
    let n_buckets = ticks.div_ceil(BUCKET_TICKS) as usize;
    let max_lat = cfg.timeout_ms / TICK_MS as u64 + 1;
    let mut r = Recorder {
        tally: Tally::default(),
        buckets: vec![Bucket::default(); n_buckets],
        served_per_tick: vec![0; ticks as usize],
        latency: vec![0; max_lat as usize + 1],
        max_latency: 0,
    };
    let mut queue = Cohorts::default();
    let mut backlog = Cohorts::default();
    let mut blocked_until = 0u32;
    let expired = |now: u32, arrived: u32| {
        let age = (now - arrived) as u64;
        match cfg.drop_rule {
            DropRule::Passed => age * TICK_MS as u64 >= cfg.timeout_ms,
            DropRule::CannotFinish => (age + cfg.work_ticks as u64) * TICK_MS as u64 > cfg.timeout_ms,
        }
    };

    for (t, &n) in (0u32..).zip(arrivals) {
        let bi = (t / BUCKET_TICKS) as usize;
        let n = n as u64;
        r.tally.arrived += n;
        r.buckets[bi].arrived += n;

        // The acceptor.
        match bound {
            None => queue.push(t, n),
            Some(Bound { limit, policy: Policy::Abort }) => {
                let admit = n.min(limit.saturating_sub(queue.len()));
                queue.push(t, admit);
                r.tally.rejected += n - admit;
                r.buckets[bi].turned_away += n - admit;
            }
            Some(Bound { limit, policy: Policy::CallerRuns }) => {
                if t >= blocked_until {
                    // Pending connections first, then this tick's, in order.
                    backlog.move_front_to(limit.saturating_sub(queue.len()), &mut queue);
                    let mut fresh = n;
                    if backlog.is_empty() {
                        let k = fresh.min(limit.saturating_sub(queue.len()));
                        queue.push(t, k);
                        fresh -= k;
                    }
                    // The next request finds the queue full: the acceptor runs it itself.
                    let own = if let Some((a, _)) = backlog.front() {
                        backlog.drop_front(1);
                        Some(a)
                    } else if fresh > 0 {
                        fresh -= 1;
                        Some(t)
                    } else {
                        None
                    };
                    if let Some(a) = own {
                        r.start(cfg, t, a, 1);
                        r.tally.by_acceptor += 1;
                        blocked_until = t + cfg.work_ticks;
                    }
                    let k = fresh.min(cfg.accept_backlog.saturating_sub(backlog.len()));
                    backlog.push(t, k);
                    r.tally.refused += fresh - k;
                    r.buckets[bi].turned_away += fresh - k;
                } else {
                    let k = n.min(cfg.accept_backlog.saturating_sub(backlog.len()));
                    backlog.push(t, k);
                    r.tally.refused += n - k;
                    r.buckets[bi].turned_away += n - k;
                }
                if t < blocked_until {
                    r.tally.acceptor_blocked_ticks += 1;
                }
            }
        }

        // The pool.
        let mut budget = cfg.capacity;
        match disc {
            Discipline::Fifo | Discipline::DropExpired => {
                while let Some((a, c)) = queue.front() {
                    if disc == Discipline::DropExpired && expired(t, a) {
                        queue.drop_front(c);
                        r.tally.dropped += c;
                        r.buckets[bi].dropped += c;
                        continue;
                    }
                    if budget == 0 {
                        break;
                    }
                    let k = c.min(budget);
                    r.start(cfg, t, a, k);
                    queue.drop_front(k);
                    budget -= k;
                }
            }
            Discipline::Lifo => {
                while budget > 0 {
                    let Some((a, c)) = queue.back() else { break };
                    let k = c.min(budget);
                    r.start(cfg, t, a, k);
                    queue.drop_back(k);
                    budget -= k;
                }
            }
        }
        r.buckets[bi].queued = queue.len() + backlog.len();
        if trace && ((t + 1) % BUCKET_TICKS == 0 || t + 1 == ticks) {
            r.buckets[bi].gone = gone(&queue, t, cfg) + gone(&backlog, t, cfg);
        }
    }

    r.tally.left = queue.len() + backlog.len();
    r.tally.max_latency_ms = r.max_latency * TICK_MS as u64;
    let useful = r.tally.useful;
    if useful > 0 {
        // The smallest latency with at least 99 % of the useful answers at or below it.
        let need = (useful * 99).div_ceil(100);
        let mut acc = 0;
        for (lat, &c) in r.latency.iter().enumerate() {
            acc += c;
            if acc >= need {
                r.tally.useful_p99_ms = lat as u64 * TICK_MS as u64;
                break;
            }
        }
    }
    Run { tally: r.tally, buckets: r.buckets, served_per_tick: r.served_per_tick }
}

pub fn run(p: &Params) -> Output {
    let cfg = p.config();
    let arr = arrivals(p, p.seed);
    let runs: Vec<Run> = Discipline::ALL.iter().map(|&d| simulate(&arr, &cfg, d, None)).collect();
    let bounded = Policy::ALL
        .iter()
        .map(|&policy| simulate(&arr, &cfg, Discipline::Fifo, Some(Bound { limit: p.queue_limit as u64, policy })))
        .collect();

    // Useful answers per discipline, one line per seed.
    let base = PoissonTable::new(p.capacity as f64 * p.base_load);
    let burst = PoissonTable::new(p.capacity as f64 * p.burst_load);
    let first: [u64; 3] = core::array::from_fn(|i| runs[i].tally.useful);
    let useful = ensemble::members(p.seed, ENSEMBLE, first, |seed| {
        let arr = arrivals_with(p, seed, &base, &burst);
        Discipline::ALL.map(|d| simulate_with(&arr, &cfg, d, None, false).tally.useful)
    });
    let seeds_where = |f: fn(&[u64; 3]) -> bool| useful.iter().filter(|u| f(u)).count() as u64;
    let b0 = p.burst_start_ms / TICK_MS;
    Output {
        runs,
        bounded,
        ensemble_useful: (0..3)
            .map(|i| Spread::of(&useful.iter().map(|u| u[i] as f64).collect::<Vec<_>>(), Median::Midpoint))
            .collect(),
        ensemble_de_below_fifo: seeds_where(|u| u[2] < u[0]),
        ensemble_lifo_above_fifo: seeds_where(|u| u[1] > u[0]),
        ticks: p.ticks(),
        burst: (b0, (b0 + p.burst_ms / TICK_MS).min(p.ticks())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(capacity: u64, work_ticks: u32, timeout_ms: u64) -> Config {
        Config { capacity, work_ticks, timeout_ms, accept_backlog: 100, drop_rule: DropRule::Passed }
    }

    /// Worked by hand: capacity 2, one-tick work, the client waits 20 ms (two ticks).
    /// Tick 0: 3 arrive, two start (latency 1). Tick 1: 3 more arrive. FIFO starts the tick-0
    /// leftover (latency 2, in time) and one of tick 1; tick 2 starts the last two of tick 1
    /// (latency 2). LIFO starts two of tick 1 at tick 1, then at tick 2 the last of tick 1
    /// (latency 2) and the tick-0 leftover (latency 3: wasted).
    #[test]
    fn a_small_case_worked_by_hand() {
        let arr = [3, 3, 0, 0];
        let c = cfg(2, 1, 20);
        let fifo = simulate(&arr, &c, Discipline::Fifo, None).tally;
        let lifo = simulate(&arr, &c, Discipline::Lifo, None).tally;
        let de = simulate(&arr, &c, Discipline::DropExpired, None).tally;
        assert_eq!((fifo.useful, fifo.wasted, fifo.dropped), (6, 0, 0));
        assert_eq!((lifo.useful, lifo.wasted, lifo.max_latency_ms), (5, 1, 30));
        assert_eq!(de, fifo);
        // The client waits only 10 ms, so only a request started on its arrival tick is in
        // time. FIFO: two at tick 0, one of tick 1 at tick 1; the tick-0 leftover (tick 1) and
        // two of tick 1 (tick 2) are wasted. Drop-expired drops those two leftovers unworked.
        let c = cfg(2, 1, 10);
        let fifo = simulate(&arr, &c, Discipline::Fifo, None).tally;
        let de = simulate(&arr, &c, Discipline::DropExpired, None).tally;
        assert_eq!((fifo.useful, fifo.wasted), (3, 3));
        assert_eq!((de.useful, de.wasted, de.dropped), (4, 0, 2));
    }

    /// Bounded queue of 2, capacity 1, work of two ticks. Abort: tick 0 admits 2 of 4 and
    /// rejects 2. CallerRuns: tick 0 admits 2, the acceptor runs the third itself (blocked for
    /// ticks 0 and 1) and parks the fourth in its backlog.
    #[test]
    fn a_bounded_case_worked_by_hand() {
        let arr = [4, 0, 0, 0, 0, 0];
        let c =
            Config { capacity: 1, work_ticks: 2, timeout_ms: 1000, accept_backlog: 100, drop_rule: DropRule::Passed };
        let abort = simulate(&arr, &c, Discipline::Fifo, Some(Bound { limit: 2, policy: Policy::Abort })).tally;
        assert_eq!((abort.useful, abort.rejected, abort.left), (2, 2, 0));
        let cr = simulate(&arr, &c, Discipline::Fifo, Some(Bound { limit: 2, policy: Policy::CallerRuns })).tally;
        assert_eq!((cr.useful, cr.by_acceptor, cr.rejected, cr.refused, cr.left), (4, 1, 0, 0, 0));
        assert_eq!(cr.acceptor_blocked_ticks, 2);
        let c0 = Config { accept_backlog: 0, ..c };
        let cr0 = simulate(&arr, &c0, Discipline::Fifo, Some(Bound { limit: 2, policy: Policy::CallerRuns })).tally;
        assert_eq!((cr0.useful, cr0.by_acceptor, cr0.refused), (3, 1, 1));
    }

    fn grid() -> Vec<Params> {
        let mut v = Vec::new();
        for &capacity in &[4u32, 20] {
            for &burst_load in &[1.2, 2.0, 4.0] {
                for &timeout_ms in &[200u32, 1000, 3000] {
                    for &(base_load, work_ms) in &[(0.5, 10u32), (0.9, 50), (0.8, 200)] {
                        for drop_rule in DropRule::ALL {
                            v.push(Params {
                                capacity,
                                burst_load,
                                timeout_ms,
                                base_load,
                                work_ms,
                                drop_rule,
                                duration_ms: 6000,
                                ..Params::default()
                            });
                        }
                    }
                }
            }
        }
        v
    }

    fn for_grid_and_seeds(mut f: impl FnMut(&Params, &[u32], &Config)) {
        for p in grid() {
            let c = p.config();
            for seed in 1..=20 {
                let arr = arrivals(&p, seed);
                f(&p, &arr, &c);
            }
        }
    }

    #[test]
    fn drop_expired_never_answers_fewer_live_requests_than_fifo() {
        for_grid_and_seeds(|p, arr, c| {
            let fifo = simulate(arr, c, Discipline::Fifo, None).tally;
            let de = simulate(arr, c, Discipline::DropExpired, None).tally;
            assert!(de.useful >= fifo.useful, "{p:?}: {} < {}", de.useful, fifo.useful);
        });
    }

    #[test]
    fn fifo_and_lifo_do_the_same_work_in_every_tick_with_an_unbounded_queue() {
        for_grid_and_seeds(|p, arr, c| {
            let fifo = simulate(arr, c, Discipline::Fifo, None);
            let lifo = simulate(arr, c, Discipline::Lifo, None);
            assert_eq!(fifo.served_per_tick, lifo.served_per_tick, "{p:?}");
        });
    }

    /// Drop-expired skips dead requests, so it can run out of live work while FIFO is still
    /// busy with dead ones: it never works more than FIFO, and during the burst, while live
    /// requests keep arriving faster than capacity, it works exactly as much, provided the
    /// client waits at least twice the work (when the two are equal, only a request started
    /// on arrival can finish in time, and the server idles on a queue of dead requests).
    #[test]
    fn throughput_is_equal_across_disciplines_during_the_burst_and_never_higher_for_drop_expired_after_it() {
        for_grid_and_seeds(|p, arr, c| {
            let fifo = simulate(arr, c, Discipline::Fifo, None);
            let de = simulate(arr, c, Discipline::DropExpired, None);
            let (b0, b1) =
                ((p.burst_start_ms / TICK_MS) as usize, ((p.burst_start_ms + p.burst_ms) / TICK_MS) as usize);
            let mut cum = (0, 0);
            for (t, (f, d)) in fifo.served_per_tick.iter().zip(&de.served_per_tick).enumerate() {
                cum = (cum.0 + f, cum.1 + d);
                assert!(cum.1 <= cum.0, "{p:?}: tick {t}");
            }
            let burst = |r: &Run| r.served_per_tick[b0..b1].iter().sum::<u64>();
            if p.timeout_ms >= 2 * p.work_ms {
                assert_eq!(burst(&fifo), burst(&de), "{p:?}");
            }
        });
    }

    #[test]
    fn dropping_what_cannot_finish_wastes_no_work_while_dropping_only_the_passed_can() {
        let (mut passed_wasted, mut checked) = (0, 0);
        for_grid_and_seeds(|p, arr, c| {
            let de = simulate(arr, c, Discipline::DropExpired, None).tally;
            match p.drop_rule {
                DropRule::CannotFinish => assert_eq!(de.wasted, 0, "{p:?}"),
                DropRule::Passed => passed_wasted += de.wasted,
            }
            checked += 1;
        });
        assert!(checked > 0 && passed_wasted > 0);
    }

    /// When the bounded queue holds less than the pool starts during one request's work, the
    /// acceptor (blocked while it runs one) cannot refill it: the pool idles and goodput falls.
    #[test]
    fn caller_runs_answers_fewer_than_abort_when_the_queue_is_shorter_than_capacity_times_work() {
        for &(limit, work_ms) in &[(10u64, 50u32), (20, 50), (40, 200), (100, 200)] {
            let p = Params { work_ms, ..Params::default() };
            let c = p.config();
            for seed in 1..=20 {
                let arr = arrivals(&p, seed);
                let abort = simulate(&arr, &c, Discipline::Fifo, Some(Bound { limit, policy: Policy::Abort })).tally;
                let cr = simulate(&arr, &c, Discipline::Fifo, Some(Bound { limit, policy: Policy::CallerRuns })).tally;
                assert!(cr.useful < abort.useful, "{limit} {work_ms} {seed}: {} vs {}", cr.useful, abort.useful);
            }
        }
    }

    #[test]
    fn every_arrival_ends_in_exactly_one_outcome() {
        for_grid_and_seeds(|p, arr, c| {
            for d in Discipline::ALL {
                let mut bounds = vec![None];
                for policy in Policy::ALL {
                    bounds.push(Some(Bound { limit: 50, policy }));
                }
                for b in bounds {
                    let t = simulate(arr, c, d, b).tally;
                    assert_eq!(
                        t.arrived,
                        t.useful + t.wasted + t.dropped + t.rejected + t.refused + t.left,
                        "{p:?} {d:?}"
                    );
                }
            }
        });
    }

    #[test]
    fn fifo_goodput_collapses_while_throughput_stays_flat_at_the_defaults() {
        let o = run(&Params::default());
        let fifo = &o.run_of(Discipline::Fifo).tally;
        let de = &o.run_of(Discipline::DropExpired).tally;
        let lifo = &o.run_of(Discipline::Lifo).tally;
        assert_eq!(fifo.served(), lifo.served());
        assert!(fifo.useful * 2 < fifo.served(), "{fifo:?}");
        assert!(lifo.useful > fifo.useful && de.useful > fifo.useful);
        assert_eq!(o.ensemble_de_below_fifo, 0);
    }

    #[test]
    fn poisson_inversion_has_the_right_mean_and_variance() {
        for &mean in &[0.5, 8.0, 15.0, 120.0] {
            let table = PoissonTable::new(mean);
            let mut s = Stream::new(3);
            let n = 20_000;
            let xs: Vec<f64> = (0..n).map(|_| table.draw(&mut s) as f64).collect();
            let m = xs.iter().sum::<f64>() / n as f64;
            let v = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / n as f64;
            assert!((m - mean).abs() < 0.05 * mean + 0.02, "{mean}: {m}");
            assert!((v - mean).abs() < 0.1 * mean + 0.05, "{mean}: {v}");
        }
        assert_eq!(PoissonTable::new(0.0).draw(&mut Stream::new(1)), 0);
    }

    #[test]
    fn who_is_still_waiting_is_part_of_the_queue_and_recording_it_changes_nothing_else() {
        let p = Params::default();
        let (arr, cfg) = (arrivals(&p, p.seed), p.config());
        for d in Discipline::ALL {
            let traced = simulate(&arr, &cfg, d, None);
            let plain = simulate_with(&arr, &cfg, d, None, false);
            assert_eq!(traced.tally, plain.tally);
            assert!(traced.buckets.iter().all(|b| b.gone <= b.queued), "{d:?}");
            assert!(plain.buckets.iter().all(|b| b.gone == 0));
            let strip = |r: &Run| r.buckets.iter().map(|b| Bucket { gone: 0, ..*b }).collect::<Vec<_>>();
            assert_eq!(strip(&traced), strip(&plain));
        }
        // FIFO under the default burst keeps clients waiting past their patience; dropping the
        // expired never lets one wait past it at a bucket's end.
        let o = run(&p);
        assert!(o.run_of(Discipline::Fifo).buckets.iter().any(|b| b.gone > 0));
        assert!(o.run_of(Discipline::DropExpired).buckets.iter().all(|b| b.gone == 0));
    }

    #[test]
    fn schema_keys_round_trip() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }
}
