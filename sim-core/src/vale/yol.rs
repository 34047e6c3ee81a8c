//! The two paths of a proof transfer as a round-by-round slot count (lesson 18's library,
//! course file `vale/yol`; its constants are symbols of `vale/olc`).
//!
//! Teaches: on the proxy path every transfer holds one of the service's slots for as long as the
//! store takes to answer, so a slow store fills the pool; on the valet path the service only
//! hands out a key and holds nothing.
//!
//! The course keeps the held slots as an array of release rounds and splices out the expired
//! ones each round. Only their number matters, so the port keeps a count per release round
//! (a `BTreeMap`), and admits a round's arrivals in one step: every arrival of a round has the
//! same store time, and the course's per-arrival loop admits until the pool is full and rejects
//! the rest. The byte counter sums whole numbers, so one product per round equals the course's
//! one addition per transfer (the caller keeps the total below 2⁵³); a fractional proof size is
//! added once per transfer, as the course adds it.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

/// `KANIT` (DD8): proof bytes.
pub const KANIT: f64 = 40_000.0;
/// `ANAHTAR`: the valet key response in bytes (the code's comment names it after DD14).
pub const ANAHTAR: f64 = 512.0;

crate::course_enum! {
    /// `yol`: which path the bytes take.
    pub enum Path {
        /// `vekil`: the bytes pass through the service (received, then written).
        Proxy = "vekil";
        /// `vale`: the service only issues a key.
        Valet = "vale";
    }
}

/// The arguments of `kos`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub rounds: u64,
    /// `gelen`: arrivals per round (fractional, accumulated).
    pub per_round: f64,
    pub pool: u64,
    pub normal: u64,
    pub fault: u64,
    pub fault_from: u64,
    pub fault_to: u64,
    pub path: Path,
    /// `KANIT` and `ANAHTAR`.
    pub proof_bytes: f64,
    pub key_bytes: f64,
}

/// The counters `kos` returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Stats {
    pub accepted: u64,
    pub rejected: u64,
    pub peak: u64,
    pub service_bytes: f64,
    /// Slot-rounds: the sum of held slots over the rounds.
    pub slot_rounds: u64,
    /// `anahtar`: keys issued (never printed by the course).
    pub keys: u64,
}

/// One round as the page charts it: slots held after the arrivals, arrivals rejected, and the
/// round's arrivals (the system view's flow; recording draws nothing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Round {
    pub held: u64,
    pub rejected: u64,
    pub arrived: u64,
}

/// `kos`: runs one path, and records each round into `trace` when given one.
pub fn kos(r: &Run, mut trace: Option<&mut Vec<Round>>) -> Stats {
    let mut held: BTreeMap<u64, u64> = BTreeMap::new();
    let mut count: u64 = 0;
    let mut s = Stats::default();
    let mut rest = 0.0_f64;
    for t in 0..r.rounds {
        while let Some((&release, &n)) = held.first_key_value() {
            if release > t {
                break;
            }
            held.remove(&release);
            count -= n;
        }
        let sure = if t >= r.fault_from && t < r.fault_to { r.fault } else { r.normal };
        rest += r.per_round;
        let n = libm::floor(rest);
        rest -= n;
        let n = n as u64;
        let mut rejected = 0;
        match r.path {
            Path::Valet => {
                s.accepted += n;
                s.keys += n;
                s.service_bytes += n as f64 * r.key_bytes;
            }
            Path::Proxy => {
                let admit = n.min(r.pool.saturating_sub(count));
                rejected = n - admit;
                s.rejected += rejected;
                if admit > 0 {
                    *held.entry(t + sure).or_insert(0) += admit;
                    count += admit;
                    s.accepted += admit;
                    let per = r.proof_bytes * 2.0;
                    if per == libm::trunc(per) {
                        s.service_bytes += admit as f64 * per;
                    } else {
                        // A fractional proof size: add as the course does, once per transfer.
                        for _ in 0..admit {
                            s.service_bytes += per;
                        }
                    }
                }
            }
        }
        s.peak = s.peak.max(count);
        s.slot_rounds += count;
        if let Some(tr) = trace.as_deref_mut() {
            tr.push(Round { held: count, rejected, arrived: n });
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course(path: Path, faulty: bool) -> Run {
        let (fault, from, to) = if faulty { (20, 80, 160) } else { (1, 320, 320) };
        Run {
            rounds: 320,
            per_round: ((400_000.0 / 86_400.0) * 3.0 + ((400_000.0 * 0.02) / 86_400.0) * 3.0) * 0.25,
            pool: 64,
            normal: 1,
            fault,
            fault_from: from,
            fault_to: to,
            path,
            proof_bytes: KANIT,
            key_bytes: ANAHTAR,
        }
    }

    #[test]
    fn a_twentyfold_slower_store_fills_the_proxy_pool_and_rejects_28() {
        let s = kos(&course(Path::Proxy, true), None);
        assert_eq!((s.accepted, s.rejected, s.peak, s.slot_rounds), (1105, 28, 64, 5969));
        assert_eq!(s.service_bytes, 88_400_000.0);
    }

    #[test]
    fn a_fractional_proof_size_is_added_once_per_transfer_as_the_course_adds_it() {
        let r = Run { proof_bytes: 0.1, ..course(Path::Proxy, true) };
        let s = kos(&r, None);
        let mut want = 0.0;
        for _ in 0..s.accepted {
            want += 0.1 * 2.0;
        }
        assert_eq!(s.service_bytes, want);
        assert_ne!(s.service_bytes, s.accepted as f64 * 0.2);
    }

    #[test]
    fn the_valet_path_never_holds_a_slot_whatever_the_store_does() {
        for faulty in [false, true] {
            let s = kos(&course(Path::Valet, faulty), None);
            assert_eq!((s.accepted, s.rejected, s.peak, s.slot_rounds, s.keys), (1133, 0, 0, 0, 1133));
            assert_eq!(s.service_bytes, 580_096.0);
        }
    }

    #[test]
    fn a_transfer_of_one_round_holds_its_slot_for_its_arrival_round_only() {
        let mut tr = Vec::new();
        let s = kos(&course(Path::Proxy, false), Some(&mut tr));
        assert_eq!((s.accepted, s.rejected, s.peak), (1133, 0, 4));
        assert!(tr.iter().all(|r| r.held == 3 || r.held == 4));
        assert_eq!(tr.iter().map(|r| r.held).sum::<u64>(), 1133);
        assert_eq!(tr.iter().map(|r| r.arrived).sum::<u64>(), s.accepted + s.rejected);
    }
}
