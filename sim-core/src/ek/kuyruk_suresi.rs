//! Shedding on time in queue: one FIFO server sheds requests with a 503 and a Retry-After by one
//! of four signals (queue occupancy, the head's age, the article's gate on the minimum sojourn
//! over an interval, or CoDel as RFC 8289 specifies it), under a short burst and under
//! sustained overload; the shed clients come back after a fixed or a jittered Retry-After.
//! Extra lab 4 (page 24), built from the companion article on failure modes, section on load
//! shedding; no course file.
//!
//! Teaches: occupancy speaks late (when the queue is 80 % full its head has waited seconds); the
//! head's age reacts early but also fires on a short harmless burst; the minimum sojourn over an
//! interval sheds only a standing queue. The article's gate then turns every arrival away, while
//! real CoDel drops one request at a time at the head and lets its drop rate climb slowly, so it
//! sheds far less at first and leaves a long queue behind under an overload of clients that do
//! not slow down. A fixed Retry-After sends every shed client back in the same second, in
//! waves; a jittered one spreads them.
//!
//! Time runs in ticks of 10 ms. New clients arrive per tick as Poisson counts (one uniform from a
//! seeded ChaCha stream each) at `TABAN` × capacity, at `PATLAMA` during the short burst or at
//! `ASIRI` during the sustained overload. Each tick: the rule's signal is read from the state at
//! the tick's start; the tick's arrivals (returning clients first) are admitted or shed; then the
//! server takes up to `KAPASITE` requests from the head. A request answered within the client's
//! `ZAMAN_ASIMI` of queueing is useful, later it is wasted. A shed client returns after
//! `RA` seconds (fixed) or `RA` + a uniform whole number of seconds below `YAYILIM` (jittered,
//! as `2 + nextInt(4)` in the article), at most `TEKRAR` times; a full queue (`SINIR`) sheds in
//! every rule. Rules:
//! - occupancy: shed arrivals while the queue holds at least `DOLULUK` × `SINIR`;
//! - head age: shed arrivals while the oldest waiting request is older than `HEDEF`;
//! - the article's gate ("CoDel'den esinlenmis basitlestirme"): shed every arrival while every
//!   request taken from the queue during the last `ARALIK` waited longer than `HEDEF` (the
//!   minimum sojourn over the interval is above the target);
//! - CoDel ([`super::codel`], RFC 8289 section 5): admit every arrival; at dequeue, once the
//!   sojourn has stayed at or above `HEDEF` for an `ARALIK`, drop the head with a 503, then
//!   again every `ARALIK`/√count while it stays there. A dropped request costs the server no
//!   work; a client whose request is dropped after it stopped waiting hears nothing and counts
//!   as gone.

use alloc::vec;
use alloc::vec::Vec;

use super::codel::{Codel, Fifo};
use super::ensemble::{self, Median};
use super::kuyruk_sirasi::{episode_arrivals, PoissonTable};
use crate::chacha::Stream;
use crate::cohort_queue::CohortQueue;
use crate::params::{Label, ParamError};

pub use super::clock::{bucket_start_ms, BUCKET_MS, BUCKET_TICKS, TICK_MS};
pub use super::ensemble::ENSEMBLE;
/// The most retries a client may make.
pub const MAX_RETRIES: u32 = 10;

crate::course_enum! {
    pub enum Rule, labels pub RULE_LABELS {
        None = "atma yok", "atma yok", "no shedding";
        Occupancy = "doluluk", "doluluk", "occupancy";
        HeadAge = "bastaki yas", "baştaki yaş", "head age";
        /// The article's simplified gate on the interval minimum (all-or-nothing, at the door).
        Gate = "CoDel kapisi", "makalenin kapısı (pencere minimumu)", "the article's gate (interval minimum)";
        /// CoDel as RFC 8289 specifies it (one drop at a time, at dequeue).
        CoDel = "RFC 8289", "CoDel (RFC 8289)", "CoDel (RFC 8289)";
    }
}

crate::course_enum! {
    pub enum Scenario, labels pub SCENARIO_LABELS {
        ShortBurst = "kisa patlama", "kısa patlama", "short burst";
        Sustained = "surekli asiri yuk", "sürekli aşırı yük", "sustained overload";
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// KAPASITE: requests served per tick.
    pub capacity: u32,
    /// TABAN: load outside the episode.
    pub base_load: f64,
    /// PATLAMA and PATLAMA_SURE: the short burst.
    pub burst_load: f64,
    pub burst_ms: u32,
    /// ASIRI and ASIRI_SURE: the sustained overload.
    pub overload_load: f64,
    pub overload_ms: u32,
    /// BASLA: when either episode starts (ms).
    pub start_ms: u32,
    /// SURE: the run's length (ms).
    pub duration_ms: u32,
    /// HEDEF: the target wait (ms) of the head-age, gate and CoDel rules.
    pub target_ms: u32,
    /// ARALIK: the interval (ms) of the gate and of CoDel.
    pub interval_ms: u32,
    /// SINIR and DOLULUK: the queue's size and the occupancy rule's share of it.
    pub queue_limit: u32,
    pub occupancy: f64,
    /// ZAMAN_ASIMI: the client gives up waiting after this long (ms).
    pub timeout_ms: u32,
    /// RA: Retry-After in seconds; YAYILIM: the jittered one adds 0..YAYILIM−1 seconds.
    pub retry_after_s: u32,
    pub spread_s: u32,
    /// TEKRAR: retries a shed client makes.
    pub retries: u32,
    pub seed: u64,
    /// Lab only: what the charts show.
    pub shown_rule: Rule,
    pub shown_scenario: Scenario,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            capacity: 10,
            base_load: 0.5,
            burst_load: 1.9,
            burst_ms: 600,
            overload_load: 1.5,
            overload_ms: 4000,
            start_ms: 1000,
            duration_ms: 12_000,
            target_ms: 500,
            interval_ms: 100,
            queue_limit: 2000,
            occupancy: 0.8,
            timeout_ms: 1000,
            retry_after_s: 2,
            spread_s: 4,
            retries: 3,
            seed: 24,
            shown_rule: Rule::Gate,
            shown_scenario: Scenario::ShortBurst,
        }
    }
}

// The parameters' specs, from `schemas/ek/kuyruk_suresi.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/kuyruk_suresi.rs"));

crate::params_impl!(Params, "ek/kuyruk-suresi", &SCHEMA, {
    "capacity" => capacity,
    "base_load" => base_load,
    "burst_load" => burst_load,
    "burst_ms" => burst_ms,
    "overload_load" => overload_load,
    "overload_ms" => overload_ms,
    "start_ms" => start_ms,
    "duration_ms" => duration_ms,
    "target_ms" => target_ms,
    "interval_ms" => interval_ms,
    "queue_limit" => queue_limit,
    "occupancy" => occupancy,
    "timeout_ms" => timeout_ms,
    "retry_after_s" => retry_after_s,
    "spread_s" => spread_s,
    "retries" => retries,
    "seed" => seed,
    "shown_rule" => shown_rule,
    "shown_scenario" => shown_scenario,
}
    fn check_all(&self) -> Result<(), ParamError> {
        if self.start_ms >= self.duration_ms {
            return Err(ParamError::Conflict {
                message: Label::new(
                    "Olay (BASLA) koşum bitmeden (SURE) başlamalı.",
                    "The episode (BASLA) must start before the run ends (SURE).",
                ),
            });
        }
        Ok(())
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

impl Params {
    pub fn ticks(&self) -> u32 {
        (self.duration_ms / TICK_MS).max(1)
    }

    /// The episode's ticks and load for a scenario.
    pub fn episode(&self, s: Scenario) -> (u32, u32, f64) {
        let (ms, load) = match s {
            Scenario::ShortBurst => (self.burst_ms, self.burst_load),
            Scenario::Sustained => (self.overload_ms, self.overload_load),
        };
        let b0 = self.start_ms / TICK_MS;
        (b0, (self.start_ms.saturating_add(ms) / TICK_MS).min(self.ticks()), load)
    }
}

/// New clients per tick in a scenario.
pub fn arrivals(p: &Params, s: Scenario, seed: u64) -> Vec<u32> {
    let (b0, b1, load) = p.episode(s);
    let base = PoissonTable::new(p.capacity as f64 * p.base_load);
    let peak = PoissonTable::new(p.capacity as f64 * load);
    episode_arrivals(seed, p.ticks(), (b0, b1), &base, &peak)
}

/// How a run ended, per client and per attempt.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Tally {
    /// New clients.
    pub clients: u64,
    /// Attempts by returning clients.
    pub returning: u64,
    /// 503s sent (attempts shed).
    pub shed: u64,
    /// Clients answered within their patience.
    pub useful: u64,
    /// Clients answered after they had given up.
    pub wasted: u64,
    /// Clients who ended without an answer: shed on their last allowed attempt, or (CoDel)
    /// dropped at dequeue after they had stopped waiting.
    pub gave_up: u64,
    /// CoDel's drops of requests whose client had already stopped waiting (in `gave_up` too).
    pub dropped_late: u64,
    /// Clients still queued, or still due to come back, when the run ended.
    pub pending: u64,
    /// The first 503, ms (none: no shedding).
    pub first_shed_ms: Option<u64>,
    /// The longest wait of an answered request, ms.
    pub max_wait_ms: u64,
    /// The head's age when the first 503 went out, ms.
    pub head_age_at_first_shed_ms: u64,
    /// The most returning attempts in one 100 ms bucket.
    pub peak_returning: u64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Bucket {
    pub new: u64,
    pub returning: u64,
    pub shed: u64,
    pub useful: u64,
    pub wasted: u64,
    /// The oldest waiting request's age at the bucket's end, ms.
    pub head_age_ms: u64,
    pub queued: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub tally: Tally,
    pub buckets: Vec<Bucket>,
}

/// One scenario: every rule with the fixed Retry-After, and every rule with the jittered one.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ScenarioRuns {
    pub scenario: Scenario,
    pub fixed: Vec<Run>,
    pub jittered: Vec<Run>,
}

/// An ensemble's spread as this lab reports it: with the mean, an even count's median halfway
/// between the middle two.
pub use super::ensemble::SpreadMean as Spread;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub scenarios: Vec<ScenarioRuns>,
    /// Over `ENSEMBLE` seeds, short burst, fixed Retry-After: 503s by head age and by the
    /// article's gate.
    pub ens_burst_shed_head: Spread,
    pub ens_burst_shed_gate: Spread,
    /// Over `ENSEMBLE` seeds, sustained overload, the article's gate: peak returning per 100 ms,
    /// fixed and jittered.
    pub ens_peak_fixed: Spread,
    pub ens_peak_jittered: Spread,
    /// Over `ENSEMBLE` seeds, sustained overload, fixed Retry-After: 503s by the gate and by
    /// CoDel, and the seeds on which CoDel sheds fewer than the gate.
    pub ens_sus_shed_gate: Spread,
    pub ens_sus_shed_codel: Spread,
    pub ens_sus_codel_fewer: u64,
    pub ticks: u32,
}

impl Output {
    pub fn run(&self, s: Scenario, r: Rule, jittered: bool) -> &Run {
        let sc = &self.scenarios[s as usize];
        &(if jittered { &sc.jittered } else { &sc.fixed })[r as usize]
    }
}

/// The fixed part of a run.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub capacity: u64,
    pub target_ticks: u64,
    pub interval_ticks: usize,
    pub queue_limit: u64,
    pub occupancy_limit: u64,
    pub timeout_ms: u64,
    pub retry_after_ticks: u32,
    /// Choices of whole seconds added when jittered (1: fixed).
    pub spread: u32,
    pub retries: u32,
}

impl Params {
    pub fn config(&self, jittered: bool) -> Config {
        Config {
            capacity: self.capacity as u64,
            target_ticks: (self.target_ms / TICK_MS) as u64,
            interval_ticks: (self.interval_ms / TICK_MS).max(1) as usize,
            queue_limit: self.queue_limit as u64,
            // The smallest length at or above DOLULUK × SINIR (at least one request).
            occupancy_limit: (libm::ceil(self.occupancy * self.queue_limit as f64) as u64).max(1),
            timeout_ms: self.timeout_ms as u64,
            retry_after_ticks: self.retry_after_s * (1000 / TICK_MS),
            spread: if jittered { self.spread_s.max(1) } else { 1 },
            retries: self.retries.min(MAX_RETRIES),
        }
    }
}

/// The queue: cohorts of requests by (arrival tick, attempt), oldest first.
type Queue = CohortQueue<(u32, u32)>;

/// The oldest waiting request's age at tick `t`, ticks (0 when empty).
fn oldest_age(q: &Queue, t: usize) -> u64 {
    q.oldest().map_or(0, |(a, _)| (t as u32 - a) as u64)
}

/// CoDel takes one request at a time: (arrival tick, attempt), enqueued at the tick's start.
impl Fifo for Queue {
    type Item = (u32, u32);

    fn pop(&mut self) -> Option<((u32, u32), f64)> {
        let (item, _) = self.front()?;
        self.drop_front(1);
        Some((item, item.0 as f64 * TICK_MS as f64))
    }

    fn len(&self) -> usize {
        CohortQueue::len(self) as usize
    }

    fn head(&self) -> Option<((u32, u32), f64, usize)> {
        let ((tick, attempt), n) = self.front()?;
        Some(((tick, attempt), tick as f64 * TICK_MS as f64, n as usize))
    }

    fn pop_like(&mut self, n: usize) {
        self.drop_front(n as u64);
    }
}

/// What happens to `n` attempts shed at tick `t` (503s sent): the ones on their last allowed
/// attempt give up, the others come back after the Retry-After (jittered: one draw each).
#[allow(clippy::too_many_arguments)]
fn shed(
    tally: &mut Tally,
    bucket: &mut Bucket,
    due: &mut [u64],
    cfg: &Config,
    rng: &mut Stream,
    t: usize,
    attempt: usize,
    n: u64,
    head_age: u64,
) {
    if tally.first_shed_ms.is_none() {
        tally.first_shed_ms = Some(t as u64 * TICK_MS as u64);
        tally.head_age_at_first_shed_ms = head_age * TICK_MS as u64;
    }
    tally.shed += n;
    bucket.shed += n;
    if attempt >= cfg.retries as usize {
        tally.gave_up += n;
        return;
    }
    let slots = cfg.retries as usize + 1;
    let ticks = due.len() / slots;
    let mut send_back = |extra_s: usize, k: u64| {
        let back = t + cfg.retry_after_ticks as usize + extra_s * (1000 / TICK_MS) as usize;
        if back < ticks {
            due[back * slots + attempt + 1] += k;
        } else {
            tally.pending += k;
        }
    };
    if cfg.spread <= 1 {
        send_back(0, n);
    } else {
        for _ in 0..n {
            send_back(rng.below(cfg.spread as u64) as usize, 1);
        }
    }
}

/// One run over given new arrivals. `seed` drives only the jitter draws.
pub fn simulate(new: &[u32], cfg: &Config, rule: Rule, seed: u64) -> Run {
    let ticks = new.len();
    let mut rng = Stream::new(seed);
    let mut t_out = Tally::default();
    let mut buckets = vec![Bucket::default(); ticks.div_ceil(BUCKET_TICKS as usize)];
    let mut queue = Queue::new();
    // Returning attempts due per tick, by attempt number (1 = first retry).
    let slots = cfg.retries as usize + 1;
    let mut due: Vec<u64> = vec![0; ticks * slots];
    // The gate's minimum sojourn (ticks) of the requests taken in each tick (0 when the queue
    // was empty).
    let mut min_sojourn: Vec<u64> = if rule == Rule::Gate { vec![0; ticks] } else { Vec::new() };
    let mut max_wait = 0u64;
    let tick_ms = TICK_MS as f64;
    let mut codel = Codel::new(cfg.target_ticks as f64 * tick_ms, cfg.interval_ticks as f64 * tick_ms);
    let mut dropped: Vec<(u32, u32)> = Vec::new();

    for t in 0..ticks {
        let bi = t / BUCKET_TICKS as usize;
        let head_age = oldest_age(&queue, t);
        let shedding = match rule {
            Rule::None | Rule::Occupancy | Rule::CoDel => false,
            Rule::HeadAge => head_age > cfg.target_ticks,
            Rule::Gate => {
                t >= cfg.interval_ticks && min_sojourn[t - cfg.interval_ticks..t].iter().all(|&m| m > cfg.target_ticks)
            }
        };

        // Returning clients first (by attempt), then new ones.
        let n_new = new[t] as u64;
        t_out.clients += n_new;
        buckets[bi].new += n_new;
        for attempt in (0..slots).rev() {
            let n = if attempt == 0 { n_new } else { due[t * slots + attempt] };
            if n == 0 {
                continue;
            }
            if attempt > 0 {
                t_out.returning += n;
                buckets[bi].returning += n;
            }
            let room = if shedding {
                0
            } else {
                let cap =
                    if rule == Rule::Occupancy { cfg.occupancy_limit.min(cfg.queue_limit) } else { cfg.queue_limit };
                cap.saturating_sub(queue.len())
            };
            let admit = n.min(room);
            if admit > 0 {
                queue.push((t as u32, attempt as u32), admit);
            }
            if n > admit {
                shed(&mut t_out, &mut buckets[bi], &mut due, cfg, &mut rng, t, attempt, n - admit, head_age);
            }
        }

        // The server.
        let mut budget = cfg.capacity;
        let mut min_s = u64::MAX;
        let mut serve = |wait: u64, k: u64, t_out: &mut Tally, bucket: &mut Bucket| {
            min_s = min_s.min(wait);
            max_wait = max_wait.max(wait);
            if wait * TICK_MS as u64 <= cfg.timeout_ms {
                t_out.useful += k;
                bucket.useful += k;
            } else {
                t_out.wasted += k;
                bucket.wasted += k;
            }
        };
        if rule == Rule::CoDel {
            // Through CoDel (one request at a time, like ones together); a drop costs no work.
            let bucket = &mut buckets[bi];
            codel.dequeue_up_to(
                t as f64 * tick_ms,
                &mut queue,
                budget as usize,
                |x| dropped.push(x),
                |(a, _), k| serve((t as u32 - a) as u64, k as u64, &mut t_out, bucket),
            );
            for (a, attempt) in dropped.drain(..) {
                let wait = (t as u32 - a) as u64;
                if wait * TICK_MS as u64 > cfg.timeout_ms {
                    // The client stopped waiting: the 503 reaches no one.
                    t_out.dropped_late += 1;
                    shed(&mut t_out, &mut buckets[bi], &mut due, cfg, &mut rng, t, cfg.retries as usize, 1, wait);
                } else {
                    shed(&mut t_out, &mut buckets[bi], &mut due, cfg, &mut rng, t, attempt as usize, 1, wait);
                }
            }
        } else {
            while budget > 0 {
                let Some(((a, _), c)) = queue.front() else { break };
                let k = c.min(budget);
                serve((t as u32 - a) as u64, k, &mut t_out, &mut buckets[bi]);
                queue.drop_front(k);
                budget -= k;
            }
        }
        if rule == Rule::Gate {
            min_sojourn[t] = if min_s == u64::MAX { 0 } else { min_s };
        }
        buckets[bi].head_age_ms = oldest_age(&queue, t) * TICK_MS as u64;
        buckets[bi].queued = queue.len();
    }
    t_out.pending += queue.len();
    t_out.max_wait_ms = max_wait * TICK_MS as u64;
    t_out.peak_returning = buckets.iter().map(|b| b.returning).max().unwrap_or(0);
    Run { tally: t_out, buckets }
}

/// The seed of the jitter draws for an arrival seed (apart from the arrivals' stream).
fn jitter_seed(seed: u64) -> u64 {
    seed ^ 0x9E37_79B9_7F4A_7C15
}

/// One scenario's share of a run: its runs under both Retry-Afters and its ensemble series, one
/// value per seed (short burst, fixed RA: shed by head age and by the gate; sustained:
/// the gate's peak of returning clients with the fixed and the jittered RA, then shed by the
/// gate and by CoDel with the fixed RA). A scenario never reads the other's episode
/// ([`Part::other_keys`]), so a page can keep one while the other's sliders move.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub runs: ScenarioRuns,
    pub ensemble: Vec<Vec<u64>>,
}

impl Part {
    /// The keys of the other scenario's episode, which a scenario's part does not read.
    pub const fn other_keys(s: Scenario) -> [&'static str; 2] {
        match s {
            Scenario::ShortBurst => ["overload_load", "overload_ms"],
            Scenario::Sustained => ["burst_load", "burst_ms"],
        }
    }
}

pub fn part(p: &Params, s: Scenario) -> Part {
    let (fixed, jittered) = (p.config(false), p.config(true));
    let arr = arrivals(p, s, p.seed);
    let go = |c: &Config| Rule::ALL.iter().map(|&r| simulate(&arr, c, r, jitter_seed(p.seed))).collect();
    let runs = ScenarioRuns { scenario: s, fixed: go(&fixed), jittered: go(&jittered) };
    // The ensemble's first member is the main run; the others are new seeds.
    let measure = |seed: u64, arr: &[u32], main: Option<&ScenarioRuns>| -> Vec<u64> {
        let sim = |c: &Config, r: Rule, jit: bool| match main {
            Some(m) => (if jit { &m.jittered } else { &m.fixed })[r as usize].tally.clone(),
            None => simulate(arr, c, r, jitter_seed(seed)).tally,
        };
        match s {
            Scenario::ShortBurst => [Rule::HeadAge, Rule::Gate].map(|r| sim(&fixed, r, false).shed).into(),
            Scenario::Sustained => {
                let gate = sim(&fixed, Rule::Gate, false);
                vec![
                    gate.peak_returning,
                    sim(&jittered, Rule::Gate, true).peak_returning,
                    gate.shed,
                    sim(&fixed, Rule::CoDel, false).shed,
                ]
            }
        }
    };
    let per_seed = ensemble::members(p.seed, ENSEMBLE, measure(p.seed, &arr, Some(&runs)), |seed| {
        measure(seed, &arrivals(p, s, seed), None)
    });
    let ensemble = (0..per_seed[0].len()).map(|i| per_seed.iter().map(|m| m[i]).collect()).collect();
    Part { runs, ensemble }
}

pub fn run(p: &Params) -> Output {
    run_with(p, part)
}

/// [`run`] with each scenario's part from `part_of` (a page's cache of [`part`]).
pub fn run_with(p: &Params, mut part_of: impl FnMut(&Params, Scenario) -> Part) -> Output {
    let [burst, sustained] = Scenario::ALL.map(|s| part_of(p, s));
    let (gate, codel) = (&sustained.ensemble[2], &sustained.ensemble[3]);
    let spread = |v: &[u64]| Spread::of(&v.iter().map(|&x| x as f64).collect::<Vec<_>>(), Median::Midpoint);
    Output {
        ens_burst_shed_head: spread(&burst.ensemble[0]),
        ens_burst_shed_gate: spread(&burst.ensemble[1]),
        ens_peak_fixed: spread(&sustained.ensemble[0]),
        ens_peak_jittered: spread(&sustained.ensemble[1]),
        ens_sus_shed_gate: spread(gate),
        ens_sus_shed_codel: spread(codel),
        ens_sus_codel_fewer: gate.iter().zip(codel).filter(|(g, c)| c < g).count() as u64,
        scenarios: vec![burst.runs, sustained.runs],
        ticks: p.ticks(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scenario_s_part_ignores_the_other_episode() {
        let small = Params { duration_ms: 3000, ..Params::default() };
        for s in Scenario::ALL {
            crate::testing::assert_part_ignores(&small, &Part::other_keys(s), |q| part(q, s));
        }
    }

    fn cfg() -> Config {
        Config {
            capacity: 1,
            target_ticks: 2,
            interval_ticks: 2,
            queue_limit: 100,
            occupancy_limit: 3,
            timeout_ms: 1000,
            retry_after_ticks: 3,
            spread: 1,
            retries: 1,
        }
    }

    /// Worked by hand: capacity 1 per tick, 5 arrive at tick 0, target 2 ticks, interval 2.
    /// The queue serves one per tick, waits 0, 1, 2, 3, 4. Head age at the start of tick t
    /// (after t services) is t, so the head-age rule sheds from tick 3 on while the queue
    /// lasts; one arrival at tick 3 is shed and returns at tick 6. The gate needs the last two
    /// ticks' minimum sojourn above 2: ticks 3 and 4 had sojourns 3 and 4, so it sheds at tick 5
    /// (nothing arrives then) and never at tick 3. Occupancy (3) sheds 2 of the 5 at once.
    /// CoDel (target and interval 20 ms) sees sojourns 0, 10, 20, 30 ms at ticks 0–3: at the
    /// target from tick 2, so it may drop from tick 4, but then only one request waits behind
    /// the head and CoDel never drains the queue below one request: it drops nothing.
    #[test]
    fn a_small_case_worked_by_hand() {
        let mut new = vec![0u32; 10];
        new[0] = 5;
        new[3] = 1;
        let head = simulate(&new, &cfg(), Rule::HeadAge, 1).tally;
        assert_eq!(
            (head.shed, head.returning, head.first_shed_ms, head.head_age_at_first_shed_ms),
            (1, 1, Some(30), 30)
        );
        assert_eq!(head.useful, 6);
        let gate = simulate(&new, &cfg(), Rule::Gate, 1).tally;
        assert_eq!((gate.shed, gate.useful, gate.max_wait_ms), (0, 6, 40));
        let codel = simulate(&new, &cfg(), Rule::CoDel, 1).tally;
        assert_eq!((codel.shed, codel.useful, codel.max_wait_ms), (0, 6, 40));
        let occ = simulate(&new, &cfg(), Rule::Occupancy, 1).tally;
        assert_eq!((occ.shed, occ.returning, occ.useful, occ.gave_up), (2, 2, 6, 0));
        let none = simulate(&new, &cfg(), Rule::None, 1).tally;
        assert_eq!((none.shed, none.useful, none.max_wait_ms), (0, 6, 40));
        // Two more at tick 3 keep a backlog behind the head at tick 4: it drops the head (40 ms,
        // its first attempt), which returns at tick 7 and is served.
        new[3] = 3;
        let codel = simulate(&new, &cfg(), Rule::CoDel, 1).tally;
        assert_eq!((codel.shed, codel.returning, codel.first_shed_ms, codel.useful), (1, 1, Some(40), 8));
    }

    fn grid() -> Vec<Params> {
        let mut v = Vec::new();
        for &capacity in &[5u32, 20] {
            for &(base_load, burst_load, burst_ms) in &[(0.5, 1.9, 600u32), (0.3, 2.5, 300), (0.6, 1.5, 800)] {
                for &target_ms in &[300u32, 500] {
                    v.push(Params {
                        capacity,
                        base_load,
                        burst_load,
                        burst_ms,
                        target_ms,
                        duration_ms: 8000,
                        ..Params::default()
                    });
                }
            }
        }
        v
    }

    #[test]
    fn on_a_short_harmless_burst_the_gate_and_codel_shed_no_more_than_the_head_age_rule() {
        for p in grid() {
            let c = p.config(false);
            for seed in 1..=20 {
                let arr = arrivals(&p, Scenario::ShortBurst, seed);
                // Harmless: without shedding nobody waits past their patience.
                let none = simulate(&arr, &c, Rule::None, seed).tally;
                if none.wasted > 0 {
                    continue;
                }
                let head = simulate(&arr, &c, Rule::HeadAge, seed).tally;
                for r in [Rule::Gate, Rule::CoDel] {
                    let shed = simulate(&arr, &c, r, seed).tally.shed;
                    assert!(shed <= head.shed, "{p:?} {r:?} {seed}: {shed} > {}", head.shed);
                }
            }
        }
    }

    #[test]
    fn jittered_retry_after_gives_a_lower_mean_peak_of_returning_arrivals_than_a_fixed_one() {
        for &overload_load in &[1.1, 1.3, 2.0] {
            for &spread_s in &[2u32, 4, 8] {
                for rule in [Rule::Occupancy, Rule::HeadAge, Rule::Gate] {
                    let p = Params { overload_load, spread_s, duration_ms: 12_000, ..Params::default() };
                    let (mut fixed, mut jittered) = (0, 0);
                    for seed in 1..=20 {
                        let arr = arrivals(&p, Scenario::Sustained, seed);
                        fixed += simulate(&arr, &p.config(false), rule, seed).tally.peak_returning;
                        jittered += simulate(&arr, &p.config(true), rule, seed).tally.peak_returning;
                    }
                    // Nothing shed, nothing returns: both peaks are 0.
                    assert!(
                        jittered < fixed || fixed == 0,
                        "{overload_load} {spread_s} {rule:?}: {jittered} ≥ {fixed}"
                    );
                }
            }
        }
    }

    #[test]
    fn occupancy_starts_shedding_later_than_head_age_or_never_under_sustained_overload() {
        for &overload_load in &[1.3, 1.5, 2.5] {
            for seed in 1..=20 {
                let p = Params { seed, overload_load, ..Params::default() };
                let c = p.config(false);
                let arr = arrivals(&p, Scenario::Sustained, seed);
                let occ = simulate(&arr, &c, Rule::Occupancy, seed).tally;
                let head = simulate(&arr, &c, Rule::HeadAge, seed).tally;
                let h = head.first_shed_ms.expect("the head-age rule sheds under sustained overload");
                if let Some(o) = occ.first_shed_ms {
                    assert!(o > h, "{overload_load} {seed}");
                    // By then the head has waited beyond the target.
                    assert!(occ.head_age_at_first_shed_ms > p.target_ms as u64, "{overload_load} {seed}");
                }
            }
        }
    }

    #[test]
    fn every_client_ends_in_exactly_one_outcome() {
        for p in grid() {
            for s in Scenario::ALL {
                let arr = arrivals(&p, s, 3);
                for jit in [false, true] {
                    for r in Rule::ALL {
                        let t = simulate(&arr, &p.config(jit), r, 3).tally;
                        assert_eq!(t.clients, t.useful + t.wasted + t.gave_up + t.pending, "{p:?} {r:?}");
                    }
                }
            }
        }
    }

    /// RFC 8289 drops at dequeue: nothing is shed at the door (below the queue's size), and the
    /// first request dropped had waited at least the target.
    #[test]
    fn codel_sheds_only_at_the_head_and_only_requests_that_waited_the_target() {
        for p in grid() {
            for s in Scenario::ALL {
                for seed in 1..=5 {
                    let arr = arrivals(&p, s, seed);
                    let c = p.config(false);
                    let t = simulate(&arr, &c, Rule::CoDel, seed).tally;
                    if t.first_shed_ms.is_some() {
                        assert!(t.head_age_at_first_shed_ms >= p.target_ms as u64, "{p:?} {s:?} {seed}");
                    }
                    // With no room limit in reach nothing is refused at arrival, so every 503 is
                    // a drop and the queue's peak is what no shedding leaves, or less.
                    let none = simulate(&arr, &c, Rule::None, seed);
                    let peak = |r: &Run| r.buckets.iter().map(|b| b.queued).max().unwrap_or(0);
                    assert!(peak(&simulate(&arr, &c, Rule::CoDel, seed)) <= peak(&none));
                }
            }
        }
    }

    /// The article's gate refuses every arrival once its minimum is above target; CoDel's first
    /// drop state drops one request per interval/√count. At the article's values CoDel sheds
    /// far fewer than the gate under sustained overload, on every seed.
    #[test]
    fn at_the_article_s_values_codel_sheds_fewer_than_the_gate_under_sustained_overload() {
        for &overload_load in &[1.3, 1.5, 2.0] {
            for seed in 1..=20 {
                let p = Params { overload_load, ..Params::default() };
                let arr = arrivals(&p, Scenario::Sustained, seed);
                let c = p.config(false);
                let gate = simulate(&arr, &c, Rule::Gate, seed).tally;
                let codel = simulate(&arr, &c, Rule::CoDel, seed).tally;
                assert!(2 * codel.shed < gate.shed, "{overload_load} {seed}: {} vs {}", codel.shed, gate.shed);
                // And it leaves a longer queue: no fewer answers come after the client has left.
                assert!(codel.wasted >= gate.wasted, "{overload_load} {seed}: {} vs {}", codel.wasted, gate.wasted);
            }
        }
    }

    #[test]
    fn schema_keys_round_trip() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }
}
