//! The 09:00 herd (extra lab 6, page 26, model `ek/sabah-surusu`; built from the companion
//! article on failure modes, not from a course file): pods starting together with a capped,
//! jittered stagger, and clients reconnecting in the same second against an accept limit.
//!
//! Teaches: a stagger by ordinal spreads starts evenly (but its cap piles the late pods into one
//! slice), a stagger by name hash leaves slices uneven (balls in bins), and a startup probe
//! budget shorter than a pod's wait kills that pod; against a reconnect storm a fixed 1 s retry
//! brings the rejected clients back in waves while jittered exponential backoff (or a jittered
//! Retry-After) spreads them. Backoff's first wait is under a second, so some of the clients
//! rejected in the first second already try again within it (that second sees more attempts
//! under backoff than under the other policies); its later peaks are where it wins. A
//! per-client limit caps the share of the accept budget one looping client can eat.
//!
//! Stagger: pod i waits min(rank·`ADIM`, `TAVAN`) + U(0, `SAPMA`) ms, where rank is i
//! (ordinal) or a uniform bucket in 0..pods (a name hash); it then needs `ACILIS` ms to start
//! and is killed when wait + start exceeds the probe budget `PROBE` s.
//!
//! Reconnect: `ISTEMCI` clients make their first attempt uniformly in the first second; the
//! server accepts at most `KABUL` per second, in 100 ms ticks (`KABUL`/10 a tick, the rest of a
//! tick's attempts rejected). A rejected client retries by its policy: fixed 1 s; full-jitter
//! exponential backoff, a whole number of ms drawn uniformly from 0 to min(30 s, 1 s·2^(k−1))
//! after its k-th rejection (AWS's "Full Jitter", `random_between(0, min(cap, base * 2 **
//! attempt))`, with attempt = k − 1: the first wait is at most 1 s); Retry-After 2 s; or
//! Retry-After U(3, 8) s. A wait shorter than a tick still moves the client to the next tick. One looping client attempts `DONGU` times a second throughout; with a
//! per-client limit of `LIMIT` a second its extra attempts are refused before the accept budget.

use alloc::vec;
use alloc::vec::Vec;

use super::ensemble::{self, Median};
use crate::chacha::Stream;
use crate::params::Label;

/// How a pod's rank is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Placement {
    Ordinal,
    Hash,
}

impl Placement {
    pub const ALL: [Placement; 2] = [Placement::Ordinal, Placement::Hash];
}

pub const PLACEMENT_LABELS: [Label; 2] = [
    Label::new("sıra numarası (StatefulSet)", "ordinal (StatefulSet)"),
    Label::new("ad özeti (Deployment)", "name hash (Deployment)"),
];

crate::choice_knob!(Placement);

/// When a rejected client comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Retry {
    Fixed1s,
    JitteredBackoff,
    RetryAfter2s,
    RetryAfter3to8s,
}

impl Retry {
    pub const ALL: [Retry; 4] = [Retry::Fixed1s, Retry::JitteredBackoff, Retry::RetryAfter2s, Retry::RetryAfter3to8s];

    pub fn name(self) -> &'static str {
        ["sabit 1 sn", "jitterli ustel", "Retry-After 2 sn", "Retry-After 3-8 sn"][self as usize]
    }

    pub fn label(self) -> Label {
        [
            Label::new("sabit 1 s", "fixed 1 s"),
            Label::new("sarsıntılı üstel geri çekilme", "jittered exponential backoff"),
            Label::new("Retry-After 2 s", "Retry-After 2 s"),
            Label::new("Retry-After 3–8 s", "Retry-After 3–8 s"),
        ][self as usize]
    }

    /// Whether the wait is drawn at random (a fixed wait sends a tick's rejected back together).
    fn draws(self) -> bool {
        matches!(self, Retry::JitteredBackoff | Retry::RetryAfter3to8s)
    }

    /// Ms until the next attempt after the `k`-th rejection (k ≥ 1).
    fn wait_ms(self, k: u32, rng: &mut Stream) -> u64 {
        match self {
            Retry::Fixed1s => FIXED_WAIT_MS,
            Retry::JitteredBackoff => {
                let ceiling = (FIXED_WAIT_MS << (k - 1).min(5)).min(30_000);
                rng.below(ceiling + 1)
            }
            Retry::RetryAfter2s => RETRY_AFTER_MS,
            Retry::RetryAfter3to8s => {
                let (low, high) = RETRY_AFTER_RANGE_MS;
                low + rng.below(high - low + 1)
            }
        }
    }
}

/// The fixed policy's wait, also the backoff's first ceiling.
pub const FIXED_WAIT_MS: u64 = 1000;
/// The fixed Retry-After.
pub const RETRY_AFTER_MS: u64 = 2000;
/// The random Retry-After's range, both ends included.
pub const RETRY_AFTER_RANGE_MS: (u64, u64) = (3000, 8000);

pub const RETRY_LABELS: [Label; 4] = [
    Label::new("sabit 1 s", "fixed 1 s"),
    Label::new("sarsıntılı üstel", "jittered exponential"),
    Label::new("Retry-After 2 s", "Retry-After 2 s"),
    Label::new("Retry-After 3–8 s", "Retry-After 3–8 s"),
];

crate::choice_knob!(Retry);

pub use super::ensemble::ENSEMBLE;
/// Seeds behind each policy's peak spread: a reconnect run costs far more than a stagger, and
/// four seeds keep the whole transcript within its 5 ms budget while still showing the spread.
pub const PEAK_ENSEMBLE: u64 = 4;
/// Ticks are 100 ms; the reconnect run stops after this many seconds.
pub const HORIZON_S: usize = 180;
const TICKS_PER_S: usize = 10;
/// Ticks in the reconnect run's ring of pending attempts: longer than the longest wait (30 s).
const RING: usize = 30_000 / 100 + 2;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// POD: pods starting together.
    pub pods: u32,
    /// ADIM: ms per rank.
    pub step_ms: u32,
    /// TAVAN: cap of the ranked wait, ms.
    pub cap_ms: u32,
    /// SAPMA: jitter added to the wait, ms.
    pub jitter_ms: u32,
    /// ACILIS: ms a pod needs to start after its wait.
    pub boot_ms: u32,
    /// PROBE: the startup probe's budget (failureThreshold × periodSeconds), s.
    pub probe_s: u32,
    /// YERLESIM: which placement the page charts.
    pub placement: Placement,
    /// ISTEMCI: clients reconnecting at 09:00.
    pub clients: u32,
    /// KABUL: accepted handshakes per second.
    pub accept: u32,
    /// DONGU: attempts per second of the looping client.
    pub looper: u32,
    /// LIMIT: attempts per second one client may make (0: no limit).
    pub per_client: u32,
    /// POLITIKA: the policy the page charts against fixed 1 s.
    pub retry: Retry,
    /// TOHUM.
    pub seed: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            pods: 120,
            step_ms: 500,
            cap_ms: 15_000,
            jitter_ms: 500,
            boot_ms: 4000,
            probe_s: 15,
            placement: Placement::Ordinal,
            clients: 10_000,
            accept: 1000,
            looper: 200,
            per_client: 5,
            retry: Retry::JitteredBackoff,
            seed: 1,
        }
    }
}

// The parameters' specs, from `schemas/ek/sabah_surusu.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/ek/sabah_surusu.rs"));

crate::params_impl!(Params, "ek/sabah-surusu", &SCHEMA, {
    "pods" => pods,
    "step_ms" => step_ms,
    "cap_ms" => cap_ms,
    "jitter_ms" => jitter_ms,
    "boot_ms" => boot_ms,
    "probe_s" => probe_s,
    "placement" => placement,
    "clients" => clients,
    "accept" => accept,
    "looper" => looper,
    "per_client" => per_client,
    "retry" => retry,
    "seed" => seed,
}
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// The pods of one placement.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Stagger {
    pub placement: Placement,
    /// Each pod's wait, ms.
    pub waits: Vec<u64>,
    /// Pods whose wait falls in each `ADIM`-wide slice (one slice when `ADIM` is 0).
    pub per_slice: Vec<u32>,
    pub busiest_slice: u32,
    /// Pods killed because wait + start-up exceeds the probe budget.
    pub killed: u32,
    pub last_start_ms: u64,
}

/// One reconnect run.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Reconnect {
    pub retry: Retry,
    /// Attempts (handshakes tried) per second by the herd.
    pub attempts_per_s: Vec<u32>,
    /// Clients connected by the end of each second.
    pub connected_per_s: Vec<u32>,
    /// Most attempts in one second after the first.
    pub peak_after_first: u32,
    pub attempts: u64,
    /// Second by which every client is connected (None: not within the horizon).
    pub all_connected_s: Option<u32>,
}

/// The looping client against the accept budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Looper {
    /// Share of accepted handshakes taken by the looping client, without and with the limit.
    pub share_without: f64,
    pub share_with: f64,
    /// Seconds until the herd is connected, without and with the limit.
    pub herd_done_without: Option<u32>,
    pub herd_done_with: Option<u32>,
}

/// An ensemble's spread as this lab reports it: with the mean, an even count's median the lower
/// of the middle two.
pub use super::ensemble::SpreadMean as Spread;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Ordinal and hash placements.
    pub stagger: Vec<Stagger>,
    /// The hash placement's busiest slice over [`ENSEMBLE`] seeds.
    pub hash_busiest: Spread,
    /// One run per policy, in [`Retry::ALL`] order (no looping client).
    pub reconnect: Vec<Reconnect>,
    /// Peak attempts after the first second over [`PEAK_ENSEMBLE`] seeds, per policy.
    pub peak_spread: Vec<Spread>,
    pub looper: Looper,
}

pub fn stagger(p: &Params, placement: Placement, seed: u64) -> Stagger {
    let mut rng = Stream::new(seed);
    let n = p.pods as u64;
    let waits: Vec<u64> = (0..n)
        .map(|i| {
            let rank = match placement {
                Placement::Ordinal => i,
                Placement::Hash => rng.below(n),
            };
            (rank * p.step_ms as u64).min(p.cap_ms as u64) + rng.below(p.jitter_ms as u64 + 1)
        })
        .collect();
    let width = (p.step_ms as u64).max(1);
    let last = waits.iter().copied().max().unwrap_or(0);
    let mut per_slice = vec![0u32; (last / width + 1) as usize];
    for &w in &waits {
        per_slice[(w / width) as usize] += 1;
    }
    let budget = p.probe_s as u64 * 1000;
    let killed = waits.iter().filter(|&&w| w + p.boot_ms as u64 > budget).count() as u32;
    Stagger {
        placement,
        busiest_slice: per_slice.iter().copied().max().unwrap_or(0),
        waits,
        per_slice,
        killed,
        last_start_ms: last,
    }
}

/// Appends `n` clients with `k` rejections to a tick's queue, merging with the last run.
fn push_run(q: &mut Vec<(u32, u32)>, k: u32, n: u32) {
    match q.last_mut() {
        Some(last) if last.0 == k => last.1 += n,
        _ => q.push((k, n)),
    }
}

/// The herd (and optionally the looping client) against the accept limit.
/// Returns the run and the looper's accepted and the total accepted handshakes.
pub fn reconnect(p: &Params, retry: Retry, looper: bool, limit: bool, seed: u64) -> (Reconnect, u64, u64) {
    let mut rng = Stream::new(seed);
    let ticks = HORIZON_S * TICKS_PER_S;
    // Attempts due in each tick, in arrival order, as runs of (rejections so far, clients): the
    // backoff's k. A ring of buffers that keep their capacity (no wait is longer than 30 s,
    // i.e. `RING` − 1 ticks). Runs only merge neighbours, so the order is each client's own.
    let mut due: Vec<Vec<(u32, u32)>> = vec![Vec::new(); RING];
    for _ in 0..p.clients {
        push_run(&mut due[rng.below(TICKS_PER_S as u64) as usize], 0, 1);
    }
    let budget_tick = |t: usize| {
        // KABUL per second spread over ten ticks, whole handshakes.
        let a = p.accept as usize;
        (a * (t % TICKS_PER_S + 1)) / TICKS_PER_S - (a * (t % TICKS_PER_S)) / TICKS_PER_S
    };
    let loop_tick = |t: usize, rate: u32| {
        let r = rate as usize;
        (r * (t % TICKS_PER_S + 1)) / TICKS_PER_S - (r * (t % TICKS_PER_S)) / TICKS_PER_S
    };
    let mut run = Reconnect {
        retry,
        attempts_per_s: vec![0; HORIZON_S],
        connected_per_s: vec![0; HORIZON_S],
        peak_after_first: 0,
        attempts: 0,
        all_connected_s: None,
    };
    let (mut connected, mut looper_accepted, mut accepted_total) = (0u32, 0u64, 0u64);
    for t in 0..ticks {
        let mut herd = core::mem::take(&mut due[t % RING]);
        let herd_len: usize = herd.iter().map(|&(_, n)| n as usize).sum();
        let mut budget = budget_tick(t);
        if looper {
            let tries = loop_tick(t, p.looper);
            // The per-client limit refuses the extra attempts before they reach the budget.
            let let_through = if limit && p.per_client > 0 { tries.min(loop_tick(t, p.per_client)) } else { tries };
            // The looper's attempts and the herd's share the tick's budget in proportion.
            let total = let_through + herd_len;
            let taken =
                if total == 0 { 0 } else { (budget * let_through).div_ceil(total).min(let_through).min(budget) };
            looper_accepted += taken as u64;
            accepted_total += taken as u64;
            budget -= taken;
        }
        run.attempts_per_s[t / TICKS_PER_S] += herd_len as u32;
        run.attempts += herd_len as u64;
        // The first `budget` attempts of the tick are accepted, the rest rejected.
        for &(k, n) in herd.iter() {
            let accepted = (n as usize).min(budget);
            budget -= accepted;
            connected += accepted as u32;
            accepted_total += accepted as u64;
            let rejected = n - accepted as u32;
            if rejected == 0 {
                continue;
            }
            let k = k + 1;
            if retry.draws() {
                for _ in 0..rejected {
                    let next = (t + (retry.wait_ms(k, &mut rng) / 100) as usize).max(t + 1);
                    if next < ticks {
                        push_run(&mut due[next % RING], k, 1);
                    }
                }
            } else {
                // A fixed wait draws nothing: the whole run comes back together.
                let next = (t + (retry.wait_ms(k, &mut rng) / 100) as usize).max(t + 1);
                if next < ticks {
                    push_run(&mut due[next % RING], k, rejected);
                }
            }
        }
        herd.clear();
        due[t % RING] = herd;
        run.connected_per_s[t / TICKS_PER_S] = connected;
        if connected == p.clients && run.all_connected_s.is_none() {
            run.all_connected_s = Some((t / TICKS_PER_S) as u32 + 1);
        }
    }
    run.peak_after_first = run.attempts_per_s.iter().skip(1).copied().max().unwrap_or(0);
    (run, looper_accepted, accepted_total)
}

/// The reconnect half of a run: every policy's herd, their spreads over seeds and the looping
/// client. It reads only [`Herd::KEYS`], so a page can keep it while the pods' sliders move.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Herd {
    pub reconnect: Vec<Reconnect>,
    pub peak_spread: Vec<Spread>,
    pub looper: Looper,
}

impl Herd {
    /// The parameters [`herd`] reads.
    pub const KEYS: [&'static str; 6] = ["clients", "accept", "looper", "per_client", "retry", "seed"];
}

pub fn herd(p: &Params) -> Herd {
    let reconnect_runs: Vec<Reconnect> = Retry::ALL.iter().map(|&r| reconnect(p, r, false, false, p.seed).0).collect();
    let peak_spread = Retry::ALL
        .iter()
        .map(|&r| {
            let first = reconnect_runs[r as usize].peak_after_first as f64;
            let v = ensemble::members(p.seed, PEAK_ENSEMBLE, first, |seed| {
                reconnect(p, r, false, false, seed).0.peak_after_first as f64
            });
            Spread::of(&v, Median::Lower)
        })
        .collect();
    let (without, lw, tw) = reconnect(p, p.retry, true, false, p.seed);
    let (with, lv, tv) = reconnect(p, p.retry, true, true, p.seed);
    let share = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    Herd {
        reconnect: reconnect_runs,
        peak_spread,
        looper: Looper {
            share_without: share(lw, tw),
            share_with: share(lv, tv),
            herd_done_without: without.all_connected_s,
            herd_done_with: with.all_connected_s,
        },
    }
}

pub fn run(p: &Params) -> Output {
    run_with(p, herd)
}

/// [`run`] with the reconnect half from `herd_of` (a page's cache of [`herd`]).
pub fn run_with(p: &Params, herd_of: impl FnOnce(&Params) -> Herd) -> Output {
    let stagger_runs: Vec<Stagger> = Placement::ALL.iter().map(|&pl| stagger(p, pl, p.seed)).collect();
    let hash: Vec<f64> =
        ensemble::seeds(p.seed, ENSEMBLE).map(|seed| stagger(p, Placement::Hash, seed).busiest_slice as f64).collect();
    let Herd { reconnect, peak_spread, looper } = herd_of(p);
    Output { stagger: stagger_runs, hash_busiest: Spread::of(&hash, Median::Lower), reconnect, peak_spread, looper }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Params as _;

    use crate::testing::With as _;

    #[test]
    fn every_key_reads_back_its_schema_default() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }

    #[test]
    fn the_herd_reads_only_its_keys() {
        let small = Params::with(|p| {
            p.clients = 2000;
        });
        let base = herd(&small);
        for s in SCHEMA.iter() {
            let mut q = small.clone();
            // Another value on the slider: its maximum, or its minimum if that is the value.
            q.put(s.key, if q.get(s.key) == Some(s.max) { s.min } else { s.max });
            let changed = herd(&q) != base;
            assert_eq!(changed, Herd::KEYS.contains(&s.key), "{}", s.key);
        }
    }

    #[test]
    fn a_small_ordinal_stagger_matches_the_hand_count() {
        // Four pods, 500 ms a rank, cap 1200 ms, no jitter: waits 0, 500, 1000, 1200 ms.
        let p = Params::with(|p| {
            p.pods = 4;
            p.cap_ms = 1200;
            p.jitter_ms = 0;
            p.boot_ms = 0;
            p.probe_s = 1;
        });
        let s = stagger(&p, Placement::Ordinal, 1);
        assert_eq!(s.waits, vec![0, 500, 1000, 1200]);
        assert_eq!(s.per_slice, vec![1, 1, 2]);
        // Budget 1 s: only the 1200 ms wait is longer.
        assert_eq!(s.killed, 1);
    }

    #[test]
    fn a_small_fixed_retry_run_matches_the_hand_count() {
        // 30 clients, plenty of budget: all connect in the first second, nobody retries.
        let p = Params::with(|p| {
            p.clients = 30;
            p.accept = 1000;
        });
        let (r, _, _) = reconnect(&p, Retry::Fixed1s, false, false, 1);
        assert_eq!((r.all_connected_s, r.attempts, r.peak_after_first), (Some(1), 30, 0));
        // One handshake a tick: whoever is rejected in second 0 is back, all together, in second 1.
        let p = Params::with(|p| {
            p.clients = 30;
            p.accept = 10;
        });
        let (r, _, _) = reconnect(&p, Retry::Fixed1s, false, false, 1);
        assert_eq!(r.attempts_per_s[0], 30);
        assert!(r.connected_per_s[0] <= 10);
        assert_eq!(r.attempts_per_s[1], 30 - r.connected_per_s[0]);
        assert_eq!(r.all_connected_s.map(|s| s >= 3), Some(true));
    }

    #[test]
    fn a_probe_budget_shorter_than_a_pods_wait_kills_that_pod() {
        for probe_s in [5, 10, 15, 20, 30] {
            for placement in Placement::ALL {
                for seed in 0..20 {
                    let p = Params::with(|p| p.probe_s = probe_s);
                    let s = stagger(&p, placement, seed);
                    let want = s.waits.iter().filter(|&&w| w + p.boot_ms as u64 > probe_s as u64 * 1000).count() as u32;
                    assert_eq!(s.killed, want);
                    // A budget covering the cap, the jitter and the start-up kills none.
                    let safe = Params::with(|q| q.probe_s = (p.cap_ms + p.jitter_ms + p.boot_ms).div_ceil(1000));
                    assert_eq!(stagger(&safe, placement, seed).killed, 0);
                }
            }
        }
    }

    #[test]
    fn hash_placement_is_never_more_even_than_ordinal_over_20_seeds() {
        for pods in [20, 60, 120] {
            let p = Params::with(|p| {
                p.pods = pods;
                p.cap_ms = 120_000;
                p.jitter_ms = 0;
            });
            let ordinal = stagger(&p, Placement::Ordinal, 0).busiest_slice;
            assert_eq!(ordinal, 1);
            let mean = (0..20).map(|s| stagger(&p, Placement::Hash, s).busiest_slice as f64).sum::<f64>() / 20.0;
            assert!(mean >= 3.0, "{pods}: {mean}");
        }
    }

    #[test]
    fn jittered_backoff_gives_a_lower_peak_handshake_rate_than_a_fixed_1s_retry_mean_over_20_seeds() {
        for clients in [2000, 10_000, 20_000] {
            for accept in [200, 1000, 3000] {
                let p = Params::with(|p| {
                    p.clients = clients;
                    p.accept = accept;
                });
                let mean = |r: Retry| {
                    (0..20).map(|s| reconnect(&p, r, false, false, s).0.peak_after_first as f64).sum::<f64>() / 20.0
                };
                let (fixed, jittered) = (mean(Retry::Fixed1s), mean(Retry::JitteredBackoff));
                if clients > accept {
                    assert!(jittered < fixed, "{clients} {accept}: {jittered} vs {fixed}");
                }
                assert!(mean(Retry::RetryAfter3to8s) <= mean(Retry::RetryAfter2s));
            }
        }
    }

    #[test]
    fn a_per_client_limit_caps_the_looping_clients_share_of_the_accept_budget() {
        for looper in [50, 200, 1000] {
            for limit in [1, 5, 20] {
                for accept in [500, 1000, 3000] {
                    let p = Params::with(|p| {
                        p.looper = looper;
                        p.per_client = limit;
                        p.accept = accept;
                    });
                    for seed in 0..20 {
                        let (_, l, tot) = reconnect(&p, Retry::JitteredBackoff, true, true, seed);
                        // At most `limit` a second of the whole horizon's accepts.
                        assert!(l <= limit as u64 * HORIZON_S as u64, "{l}");
                        let (_, l0, _) = reconnect(&p, Retry::JitteredBackoff, true, false, seed);
                        assert!(l <= l0);
                        assert!(tot > 0);
                    }
                }
            }
        }
    }
}
