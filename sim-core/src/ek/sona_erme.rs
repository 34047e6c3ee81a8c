//! Synchronised expiry (extra lab 2, page 22, model `ek/sona-erme`; built from the companion
//! article on failure modes, not from a course file): many cache keys written at one moment,
//! with and without TTL jitter, and one hot key recomputed naively, under a lock, or by
//! probabilistic early refresh (XFetch).
//!
//! Teaches: keys written together expire together unless their TTLs are jittered, and the
//! peak expiries per second fall as the jitter grows; on a hot key, naive recomputation turns
//! every expiry into λ·Δ simultaneous recomputations, a lock turns them into one recomputation
//! and λ·Δ waiting requests, and early refresh (refresh when the time left is below
//! −Δ·β·ln u) refreshes before the expiry, so almost nobody waits; and the article's unit trap:
//! time left in ms against Δ in s makes the threshold a thousand times too small, so the early
//! refresh never starts in time (the herd is back), while the reverse makes it fire on most
//! requests.
//!
//! Many keys: `ANAHTAR` keys are written at t = 0 with TTL `TTL` s plus a uniform whole-ms
//! offset in ±`SAPMA` % of the TTL; the model counts expiries per second. The page's sweep uses
//! one uniform per key for every jitter (common random numbers), the ensemble 20 seeds.
//!
//! Hot key: `ISTEK` requests per second arrive evenly (no randomness in the arrivals, so naive
//! and lock runs are the same for every seed) over `SURE` seconds. The value is fresh at t = 0.
//! Time is counted in exact integer units of 1/(1000·λ) s, so every window of one recomputation
//! time holds the same number of arrivals. A recomputation takes `HESAP` s (Δ) and writes the
//! value with a new expiry when it ends. A request that finds the value expired misses: naive
//! and early refresh start their own recomputation, the lock starts one only if none is running
//! (the others wait for it). Under early refresh a request that finds the value valid refreshes
//! with probability exp(−left/(Δ·β)), which is exactly P(left < −Δ·β·ln u) for u uniform in
//! (0, 1]; the model draws these independent decisions with one uniform per refresh: the chance
//! that no request has refreshed yet is multiplied request by request, and where every chance
//! is below 1/1000 (more than 6.9·Δ·β left) a whole run of requests is passed at once with the
//! closed-form sum of −ln(1 − p) (three terms of its series). Requests with more than 37.5·Δ·β
//! left, where even the smallest 53-bit u cannot reach, are plain hits.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use super::ensemble::{self, Median};
use crate::chacha::Stream;
use crate::params::{Label, ParamError};

/// How a hot key is refreshed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Mode {
    /// Every request that finds the value expired recomputes it.
    Naive,
    /// Single flight: one recomputation at a time; the others wait for it.
    Lock,
    /// Probabilistic early refresh (XFetch).
    Early,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Naive, Mode::Lock, Mode::Early];

    /// The transcript's name.
    pub fn name(self) -> &'static str {
        ["saf", "kilit", "erken (XFetch)"][self as usize]
    }

    pub fn label(self) -> Label {
        [
            Label::new("saf yeniden hesap", "naive recomputation"),
            Label::new("kilit (tek uçuş)", "lock (single flight)"),
            Label::new("erken yenileme (XFetch)", "early refresh (XFetch)"),
        ][self as usize]
    }
}

/// The units early refresh compares (the article's warning: all three must be in ms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum UnitBug {
    /// Time left and Δ both in ms.
    None,
    /// Time left in ms, Δ in s: the threshold is 1000 times too small.
    LeftMsDeltaS,
    /// Time left in s, Δ in ms: the threshold is 1000 times too large.
    LeftSDeltaMs,
}

pub const UNIT_BUG_LABELS: [Label; 3] = [
    Label::new("yok (ikisi de ms)", "none (both in ms)"),
    Label::new("kalan ms, Δ saniye", "time left in ms, Δ in s"),
    Label::new("kalan saniye, Δ ms", "time left in s, Δ in ms"),
];

impl UnitBug {
    pub const ALL: [UnitBug; 3] = [UnitBug::None, UnitBug::LeftMsDeltaS, UnitBug::LeftSDeltaMs];

    /// The transcript's name.
    pub fn name(self) -> &'static str {
        ["yok (ms ile ms)", "kalan ms, hesap sn", "kalan sn, hesap ms"][self as usize]
    }

    /// The factor the comparison's left side carries against a correct one.
    fn factor(self) -> f64 {
        match self {
            UnitBug::None => 1.0,
            UnitBug::LeftMsDeltaS => 1000.0,
            UnitBug::LeftSDeltaMs => 0.001,
        }
    }
}

crate::choice_knob!(UnitBug);

pub use super::ensemble::ENSEMBLE;
/// The jitters (% of the TTL) of the page's sweep.
pub const SWEEP: [f64; 8] = [0.0, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 50.0];
/// Beyond this many Δ·β of time left no early refresh can fire: −ln u ≤ 53·ln 2 ≈ 36.74.
const REACH: f64 = 37.5;
/// Above this x (left/(Δ·β)) a request's refresh chance e^−x is below 1/1000, and a run of
/// such requests is passed in closed form.
const QUIET_X: f64 = 6.9;

/// −ln of the chance that none of `count` requests refreshes, the first with chance `p0` and
/// each next one `e^step` times likelier: Σ −ln(1 − p) to its third term (p < 1/1000, so the
/// rest is below 10⁻¹² per request).
fn hazard(p0: f64, step: f64, count: u64) -> f64 {
    let c = count as f64;
    (1..=3)
        .map(|m| {
            let m = m as f64;
            libm::pow(p0, m) * libm::expm1(m * c * step) / libm::expm1(m * step) / m
        })
        .sum()
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// ANAHTAR: keys written at t = 0.
    pub keys: u32,
    /// TTL: seconds.
    pub ttl: u32,
    /// SAPMA: the jitter, ± % of the TTL.
    pub jitter: f64,
    /// ISTEK: requests per second on the hot key.
    pub rate: u32,
    /// HESAP: Δ, seconds one recomputation takes.
    pub recompute: f64,
    /// BETA: early refresh's eagerness.
    pub beta: f64,
    /// SURE: seconds the hot key is simulated.
    pub duration: u32,
    /// BIRIM: the unit trap.
    pub unit_bug: UnitBug,
    /// TOHUM.
    pub seed: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            keys: 10_000,
            ttl: 300,
            jitter: 20.0,
            rate: 100,
            recompute: 2.0,
            beta: 1.0,
            duration: 3600,
            unit_bug: UnitBug::None,
            seed: 1,
        }
    }
}

impl Params {
    /// The jitter in whole ms (± this around the TTL).
    pub fn jitter_ms(&self, pct: f64) -> u64 {
        libm::round(self.ttl as f64 * 1000.0 * pct / 100.0) as u64
    }
}

// The parameters' specs, from `schemas/ek/sona_erme.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/sona_erme.rs"));

crate::params_impl!(Params, "ek/sona-erme", &SCHEMA, {
    "keys" => keys,
    "ttl" => ttl,
    "jitter" => jitter,
    "rate" => rate,
    "recompute" => recompute,
    "beta" => beta,
    "duration" => duration,
    "unit_bug" => unit_bug,
    "seed" => seed,
}
    fn check_all(&self) -> Result<(), ParamError> {
        crate::params::check_before(self, "recompute", "ttl")
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// Expiries per second of one batch of keys.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Expiries {
    /// The second the first bin counts (keys expiring in [s, s + 1)).
    pub first_second: u64,
    pub per_second: Vec<u32>,
    pub peak: u32,
}

/// An ensemble's spread as this lab reports it: with the mean, an even count's median the lower
/// of the middle two.
pub use super::ensemble::SpreadMean as Spread;

/// One hot-key run.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct HotRun {
    pub mode: Mode,
    pub requests: u64,
    /// Requests answered at once from a valid value (without refreshing it).
    pub hits: u64,
    /// Requests that found the value expired and waited for a recomputation.
    pub misses: u64,
    /// Requests that refreshed a still valid value (they wait; the value never lapses for them).
    pub early: u64,
    pub recomputations: u64,
    /// Most recomputations running at once.
    pub peak: u32,
    /// Most recomputations running at once within each second.
    pub concurrent: Vec<u32>,
    /// Requests that found the value expired, per second (for the system view; counted as
    /// `misses` is, no draw).
    pub misses_per_s: Vec<u32>,
    /// Seconds of validity left when each early refresh started.
    pub leads: Vec<f64>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The chosen jitter's expiries (seed `TOHUM`).
    pub expiries: Expiries,
    /// (jitter %, peak expiries per second) for [`SWEEP`], one uniform per key shared by all.
    pub sweep: Vec<(f64, u32)>,
    /// The chosen jitter's peak over [`ENSEMBLE`] seeds.
    pub peak_spread: Spread,
    /// Naive, lock, early refresh.
    pub runs: Vec<HotRun>,
    /// Early refresh over [`ENSEMBLE`] seeds: recomputations, peak at once, misses.
    pub early_recomputations: Spread,
    pub early_peak: Spread,
    pub early_misses: Spread,
}

impl Output {
    pub fn run(&self, m: Mode) -> &HotRun {
        &self.runs[m as usize]
    }
}

/// One uniform in [0, 1) per key (the offsets' common random numbers).
fn fractions(keys: u32, seed: u64) -> Vec<f64> {
    let mut s = Stream::new(seed);
    (0..keys).map(|_| s.uniform()).collect()
}

/// Bins keys written at t = 0 with TTL ± `jitter_ms` (uniform whole ms) into seconds.
pub fn expiries(ttl_s: u32, jitter_ms: u64, fractions: &[f64]) -> Expiries {
    let ttl_ms = ttl_s as u64 * 1000;
    let lo = ttl_ms - jitter_ms.min(ttl_ms);
    let first_second = lo / 1000;
    let last_second = (ttl_ms + jitter_ms) / 1000;
    let mut per_second = vec![0u32; (last_second - first_second + 1) as usize];
    let width = 2 * jitter_ms + 1;
    for &f in fractions {
        // A whole-ms offset uniform in [−jitter, +jitter].
        let k = ((f * width as f64) as u64).min(width - 1);
        let at = (ttl_ms + k).saturating_sub(jitter_ms);
        per_second[(at / 1000 - first_second) as usize] += 1;
    }
    let peak = per_second.iter().copied().max().unwrap_or(0);
    Expiries { first_second, per_second, peak }
}

/// The chosen jitter's peak for one seed.
pub fn peak_for_seed(p: &Params, pct: f64, seed: u64) -> u32 {
    expiries(p.ttl, p.jitter_ms(pct), &fractions(p.keys, seed)).peak
}

/// One hot-key run with this seed (only early refresh draws from it).
pub fn hot(p: &Params, mode: Mode, seed: u64) -> HotRun {
    // Units of 1/(1000·λ) s: arrival j at 1000·j, exactly.
    let per_s = 1000 * p.rate as i64;
    let n = p.rate as u64 * p.duration as u64;
    let ttl = p.ttl as i64 * per_s;
    let delta = (libm::round(p.recompute * per_s as f64) as i64).max(1);
    // x = left·k/(Δ·β): the early refresh chance is exp(−x); each arrival lowers x by `step`.
    let scale = p.unit_bug.factor() / (delta as f64 * p.beta);
    let step = 1000.0 * scale;
    let growth = libm::exp(step);
    let reach = (REACH / scale) as i64; // time left beyond which x > REACH

    let mut rng = Stream::new(seed);
    let mut run = HotRun {
        mode,
        requests: n,
        hits: 0,
        misses: 0,
        early: 0,
        recomputations: 0,
        peak: 0,
        concurrent: vec![0; p.duration as usize],
        misses_per_s: vec![0; p.duration as usize],
        leads: Vec::new(),
    };
    let mut expiry = ttl;
    let mut running: VecDeque<i64> = VecDeque::new();
    // Early refresh: the chance that the walk has had no refresh yet, the uniform it must fall
    // below, and the current request's refresh chance (None: recompute from scratch).
    let (mut survive, mut target) = (1.0f64, rng.open_uniform());
    let mut chance: Option<f64> = None;
    let mut j: u64 = 0;
    while j < n {
        let t = 1000 * j as i64;
        while running.front().is_some_and(|&f| f <= t) {
            expiry = running.pop_front().unwrap_or(t) + ttl;
            chance = None;
        }
        let left = expiry - t;
        if left > 0 && running.is_empty() {
            // Nothing can happen before the value nears its expiry: count the hits at once.
            let quiet_until = match mode {
                Mode::Naive | Mode::Lock => expiry,
                Mode::Early => expiry.saturating_sub(reach),
            };
            if quiet_until > t {
                let next = ((quiet_until as u64).div_ceil(1000)).min(n);
                run.hits += next - j;
                j = next;
                chance = None;
                continue;
            }
        }
        if mode == Mode::Early && left > 0 && running.is_empty() {
            // Far from the expiry every chance is below 1/1000: skip the walk in closed form.
            let x = left as f64 * scale;
            if x > QUIET_X {
                let len = (((x - QUIET_X) / step) as u64 + 1).min(n - j);
                let p0 = libm::exp(-x);
                let need = libm::log(survive / target);
                let h = |i: u64| hazard(p0, step, i + 1);
                if h(len - 1) <= need {
                    survive *= libm::exp(-h(len - 1));
                    run.hits += len;
                    j += len;
                    chance = None;
                    continue;
                }
                let (mut lo, mut hi) = (0u64, len - 1);
                while lo < hi {
                    let mid = (lo + hi) / 2;
                    if h(mid) > need {
                        hi = mid;
                    } else {
                        lo = mid + 1;
                    }
                }
                run.hits += lo;
                j += lo;
                let t = 1000 * j as i64;
                survive = 1.0;
                target = rng.open_uniform();
                run.early += 1;
                run.leads.push((expiry - t) as f64 / per_s as f64);
                running.push_back(t + delta);
                run.recomputations += 1;
                if let Some(c) = run.concurrent.get_mut((t / per_s) as usize) {
                    *c = (*c).max(1);
                }
                run.peak = run.peak.max(1);
                chance = None;
                j += 1;
                continue;
            }
        }
        let start = if left <= 0 {
            run.misses += 1;
            if let Some(m) = run.misses_per_s.get_mut((t / per_s) as usize) {
                *m += 1;
            }
            mode != Mode::Lock || running.is_empty()
        } else if mode == Mode::Early {
            let p_now = match chance {
                Some(c) if growth.is_finite() => (c * growth).min(1.0),
                _ => libm::exp(-(left as f64) * scale).min(1.0),
            };
            chance = Some(p_now);
            survive *= 1.0 - p_now;
            if survive < target {
                survive = 1.0;
                target = rng.open_uniform();
                run.early += 1;
                run.leads.push(left as f64 / per_s as f64);
                true
            } else {
                run.hits += 1;
                false
            }
        } else {
            run.hits += 1;
            false
        };
        if start {
            running.push_back(t + delta);
            run.recomputations += 1;
        }
        let now = running.len() as u32;
        let sec = (t / per_s) as usize;
        if let Some(c) = run.concurrent.get_mut(sec) {
            *c = (*c).max(now);
        }
        run.peak = run.peak.max(now);
        j += 1;
    }
    run
}

/// The hot key's half of a run: its three modes, and early refresh over the ensemble's seeds
/// (recomputations, peak, misses). It reads neither the key count nor the jitter
/// ([`Hot::IGNORED`]), so a page keeps it while those sliders move.
#[derive(Clone, Debug, PartialEq)]
pub struct Hot {
    pub runs: Vec<HotRun>,
    pub early: [Vec<f64>; 3],
}

impl Hot {
    /// The keys [`hot_part`] does not read.
    pub const IGNORED: [&'static str; 2] = ["keys", "jitter"];
}

pub fn hot_part(p: &Params) -> Hot {
    let runs: Vec<HotRun> = Mode::ALL.iter().map(|&m| hot(p, m, p.seed)).collect();
    let measures = |r: &HotRun| [r.recomputations as f64, r.peak as f64, r.misses as f64];
    let per_seed = ensemble::members(p.seed, ENSEMBLE, measures(&runs[2]), |seed| measures(&hot(p, Mode::Early, seed)));
    let early = core::array::from_fn(|i| per_seed.iter().map(|m| m[i]).collect());
    Hot { runs, early }
}

/// The many keys' half that does not read the chosen jitter: each ensemble seed's offsets
/// (seed `TOHUM + k` for k = 0..20) and the peak at each of the sweep's jitters. It reads only
/// the key count, the TTL and the seed ([`Keys::IGNORED`] lists the rest), so a page keeps it
/// while the jitter moves and a step then only bins the keys.
#[derive(Clone, Debug, PartialEq)]
pub struct Keys {
    pub fractions: Vec<Vec<f64>>,
    pub sweep: Vec<(f64, u32)>,
}

impl Keys {
    /// The keys [`keys_part`] does not read.
    pub const IGNORED: [&'static str; 6] = ["jitter", "rate", "recompute", "beta", "duration", "unit_bug"];
}

pub fn keys_part(p: &Params) -> Keys {
    let fractions: Vec<Vec<f64>> = ensemble::seeds(p.seed, ENSEMBLE).map(|seed| fractions(p.keys, seed)).collect();
    let sweep = SWEEP.iter().map(|&pct| (pct, expiries(p.ttl, p.jitter_ms(pct), &fractions[0]).peak)).collect();
    Keys { fractions, sweep }
}

pub fn run(p: &Params) -> Output {
    run_with(p, &keys_part(p), hot_part)
}

/// [`run`] with the many keys' half `keys` (made by [`keys_part`] for these values but
/// [`Keys::IGNORED`]) and the hot key's half from `hot_of` (a page's caches).
pub fn run_with(p: &Params, keys: &Keys, hot_of: impl FnOnce(&Params) -> Hot) -> Output {
    let jitter_ms = p.jitter_ms(p.jitter);
    let expiries_now = expiries(p.ttl, jitter_ms, &keys.fractions[0]);
    let mut peaks = vec![expiries_now.peak as f64];
    peaks.extend(keys.fractions[1..].iter().map(|f| expiries(p.ttl, jitter_ms, f).peak as f64));
    let Hot { runs, early: [rec, peak, miss] } = hot_of(p);
    Output {
        expiries: expiries_now,
        sweep: keys.sweep.clone(),
        peak_spread: Spread::of(&peaks, Median::Lower),
        runs,
        early_recomputations: Spread::of(&rec, Median::Lower),
        early_peak: Spread::of(&peak, Median::Lower),
        early_misses: Spread::of(&miss, Median::Lower),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_misses_per_second_add_up_to_the_misses() {
        for unit_bug in UnitBug::ALL {
            let p = Params { unit_bug, duration: 900, ..Params::default() };
            for m in Mode::ALL {
                let r = hot(&p, m, p.seed);
                assert_eq!(r.misses_per_s.iter().map(|&x| x as u64).sum::<u64>(), r.misses, "{m:?} {unit_bug:?}");
            }
        }
    }
    use crate::testing::With as _;

    #[test]
    fn the_hot_key_reads_neither_the_keys_nor_the_jitter() {
        crate::testing::assert_part_ignores(&Params { duration: 60, ..Params::default() }, &Hot::IGNORED, hot_part);
    }

    #[test]
    fn the_keys_half_reads_none_of_its_ignored_keys() {
        let small = Params { keys: 2000, ..Params::default() };
        assert_eq!(keys_part(&small).fractions.len(), ENSEMBLE as usize);
        crate::testing::assert_part_ignores(&small, &Keys::IGNORED, keys_part);
        // The ensemble's peaks are the peaks of each seed's own draw.
        let o = run(&small);
        let peaks: Vec<f64> =
            (0..ENSEMBLE).map(|k| peak_for_seed(&small, small.jitter, small.seed + k) as f64).collect();
        assert_eq!(o.peak_spread, Spread::of(&peaks, Median::Lower));
    }

    #[test]
    fn every_key_reads_back_its_schema_default() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }

    #[test]
    fn a_small_naive_and_lock_case_matches_the_hand_count() {
        // λ = 10/s (one request every 100 ms), Δ = 0.5 s, TTL 10 s, 30 s.
        let p = Params::with(|p| {
            p.rate = 10;
            p.recompute = 0.5;
            p.ttl = 10;
            p.duration = 30;
        });
        // Naive: at 10.0–10.4 s five requests miss and recompute; the last write (10.9 s) makes
        // the value live until 20.9 s; at 20.9–21.3 s five more; the next expiry is at 31.8 s.
        let n = hot(&p, Mode::Naive, 1);
        assert_eq!((n.requests, n.misses, n.recomputations, n.peak, n.early), (300, 10, 10, 5, 0));
        assert_eq!(n.hits, 290);
        assert_eq!(n.concurrent[10], 5);
        assert_eq!(n.concurrent[9], 0);
        // Lock: one recomputation at 10.0 s (done at 10.5 s, live until 20.5 s), one at 20.5 s.
        let l = hot(&p, Mode::Lock, 1);
        assert_eq!((l.misses, l.recomputations, l.peak), (10, 2, 1));
    }

    #[test]
    fn three_keys_without_jitter_all_expire_in_the_ttl_second() {
        let e = expiries(300, 0, &[0.1, 0.5, 0.9]);
        assert_eq!((e.first_second, e.per_second.clone(), e.peak), (300, vec![3], 3));
        // ±1.5 s: offsets −1500 ms (f = 0), 0 ms (f = 0.5) and +1500 ms (f just below 1).
        let e = expiries(300, 1500, &[0.0, 0.5, 0.99999]);
        assert_eq!((e.first_second, e.per_second), (298, vec![1, 0, 1, 1]));
    }

    #[test]
    fn peak_expiries_per_second_fall_as_the_jitter_grows_mean_over_20_seeds() {
        for keys in [2000, 10_000] {
            for ttl in [120, 300, 600] {
                let p = Params::with(|p| {
                    p.keys = keys;
                    p.ttl = ttl;
                });
                let mean = |pct: f64| (0..20).map(|s| peak_for_seed(&p, pct, s) as f64).sum::<f64>() / 20.0;
                let means: Vec<f64> = [0.0, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0].iter().map(|&j| mean(j)).collect();
                assert_eq!(means[0], keys as f64);
                assert!(means.windows(2).all(|w| w[1] < w[0]), "keys {keys} ttl {ttl}: {means:?}");
            }
        }
    }

    #[test]
    fn early_refresh_never_has_more_recomputations_running_at_once_than_naive_over_20_seeds() {
        for rate in [20, 100, 300] {
            for recompute in [0.5, 2.0, 5.0] {
                for beta in [0.5, 1.0, 3.0] {
                    for unit_bug in UnitBug::ALL {
                        let p = Params::with(|p| {
                            p.rate = rate;
                            p.recompute = recompute;
                            p.beta = beta;
                            p.unit_bug = unit_bug;
                            p.duration = 1200;
                        });
                        let naive = hot(&p, Mode::Naive, 0).peak;
                        for seed in 0..20 {
                            let e = hot(&p, Mode::Early, seed);
                            assert!(
                                e.peak <= naive,
                                "{rate} {recompute} {beta} {unit_bug:?} seed {seed}: {} > {naive}",
                                e.peak
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_lock_recomputes_once_per_expiry_and_naive_once_per_waiting_request() {
        for rate in [10, 100, 250] {
            for recompute in [0.5, 2.0, 7.5] {
                let p = Params::with(|p| {
                    p.rate = rate;
                    p.recompute = recompute;
                });
                let (n, l) = (hot(&p, Mode::Naive, 0), hot(&p, Mode::Lock, 0));
                assert_eq!(n.recomputations, n.misses);
                assert_eq!(l.peak, 1);
                let per_expiry = (rate as f64 * recompute).ceil() as u64;
                assert_eq!(n.peak as u64, per_expiry);
                assert_eq!(l.misses % per_expiry, 0);
                assert_eq!(l.recomputations, l.misses / per_expiry);
            }
        }
    }

    #[test]
    fn with_correct_units_early_refresh_almost_never_lets_the_value_lapse_over_20_seeds() {
        let p = Params::default();
        let naive = hot(&p, Mode::Naive, 0);
        let misses: u64 = (0..20).map(|s| hot(&p, Mode::Early, s).misses).sum();
        // Naive has about 2,200 misses an hour; early refresh under one per run on average.
        assert!(naive.misses >= 2000);
        assert!(misses < 20, "{misses}");
    }

    #[test]
    fn with_time_left_in_ms_against_delta_in_s_no_refresh_starts_early_enough_over_20_seeds() {
        for recompute in [0.5, 2.0, 5.0] {
            for beta in [0.5, 1.0, 3.0] {
                let p = Params::with(|p| {
                    p.recompute = recompute;
                    p.beta = beta;
                    p.unit_bug = UnitBug::LeftMsDeltaS;
                });
                let naive = hot(&p, Mode::Naive, 0);
                for seed in 0..20 {
                    let e = hot(&p, Mode::Early, seed);
                    // The threshold is at most 36.74·Δ·β ms: far less than the Δ a refresh needs.
                    assert!(e.leads.iter().all(|&l| l < recompute * beta * 0.0375 + 1e-9), "{recompute} {beta}");
                    // So the herd is back: nearly every request in Δ after an expiry misses.
                    assert!(
                        e.misses as f64 >= 0.8 * naive.misses as f64 - naive.peak as f64,
                        "{} vs {}",
                        e.misses,
                        naive.misses
                    );
                }
            }
        }
    }

    #[test]
    fn with_time_left_in_s_against_delta_in_ms_most_requests_recompute_over_20_seeds() {
        for recompute in [0.5, 2.0] {
            for beta in [0.5, 1.0] {
                let p = Params::with(|p| {
                    p.recompute = recompute;
                    p.beta = beta;
                    p.duration = 600;
                    p.unit_bug = UnitBug::LeftSDeltaMs;
                });
                let naive = hot(&p, Mode::Naive, 0);
                for seed in 0..20 {
                    let e = hot(&p, Mode::Early, seed);
                    assert!(e.recomputations >= 10 * naive.recomputations.max(1));
                    assert!(e.early * 4 >= e.requests, "{} of {}", e.early, e.requests);
                }
            }
        }
    }

    #[test]
    fn a_larger_delta_starts_the_refresh_earlier_median_over_20_seeds() {
        let median_lead = |recompute: f64| {
            let p = Params::with(|p| p.recompute = recompute);
            let mut firsts: Vec<f64> = (0..20).flat_map(|s| hot(&p, Mode::Early, s).leads).collect();
            firsts.sort_by(f64::total_cmp);
            firsts[firsts.len() / 2]
        };
        assert!(median_lead(10.0) > 2.0 * median_lead(2.0));
    }

    #[test]
    fn the_same_seed_gives_the_same_run() {
        let p = Params::default();
        assert_eq!(run(&p), run(&p));
        assert_eq!(run(&p).run(Mode::Naive), run(&Params::with(|p| p.seed = 9)).run(Mode::Naive));
    }
}
