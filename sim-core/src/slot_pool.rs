//! A pool of concurrency slots, each remembering the round at which it becomes free. A call takes
//! the lowest-numbered free slot (the course's `findIndex`) and holds it for a number of rounds.

use alloc::vec;
use alloc::vec::Vec;

#[derive(Clone, Debug, PartialEq)]
pub struct SlotPool {
    free_at: Vec<u64>,
    /// No slot is free before this round (a lower bound of `free_at`'s minimum). A slot's
    /// round only grows, so the bound stays true; a saturated pool refuses without a scan.
    busy_until: u64,
}

impl SlotPool {
    pub fn new(slots: usize) -> Self {
        Self { free_at: vec![0; slots], busy_until: 0 }
    }

    /// Takes the lowest free slot at round `now` for `hold` rounds; `None` when all are busy.
    pub fn take(&mut self, now: u64, hold: u64) -> Option<usize> {
        if now < self.busy_until {
            return None;
        }
        let Some(i) = self.free_at.iter().position(|&f| f <= now) else {
            self.busy_until = self.free_at.iter().copied().min().unwrap_or(u64::MAX);
            return None;
        };
        self.free_at[i] = now + hold;
        Some(i)
    }

    /// Slots still held after round `now` (their hold reaches past it).
    pub fn busy_after(&self, now: u64) -> usize {
        self.free_at.iter().filter(|&&f| f > now).count()
    }

    /// The round at which each slot becomes free, by slot number.
    pub fn free_at(&self) -> &[u64] {
        &self.free_at
    }

    pub fn len(&self) -> usize {
        self.free_at.len()
    }

    pub fn is_empty(&self) -> bool {
        self.free_at.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_lowest_free_slot_and_refuses_when_full() {
        let mut p = SlotPool::new(2);
        assert_eq!(p.take(0, 4), Some(0));
        assert_eq!(p.take(0, 1), Some(1));
        assert_eq!(p.take(0, 1), None);
        assert_eq!(p.take(1, 3), Some(1));
        assert_eq!(p.busy_after(3), 2);
        assert_eq!(p.take(4, 1), Some(0));
    }

    #[test]
    fn a_full_pool_refuses_until_its_first_slot_frees_as_a_scan_would() {
        // Against the plain scan, over a seeded mix of holds and rounds.
        let mut pool = SlotPool::new(5);
        let mut plain = [0u64; 5];
        let mut x = 12_345u64;
        for now in 0..400u64 {
            for _ in 0..(now % 4) {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let hold = (x >> 33) % 9;
                let want = plain.iter().position(|&f| f <= now);
                if let Some(i) = want {
                    plain[i] = now + hold;
                }
                assert_eq!(pool.take(now, hold), want, "round {now}");
            }
        }
        assert_eq!(pool.free_at(), &plain[..]);
    }

    #[test]
    fn a_zero_hold_frees_the_slot_at_once() {
        let mut p = SlotPool::new(1);
        assert_eq!(p.take(5, 0), Some(0));
        assert_eq!(p.take(5, 0), Some(0));
    }

    #[test]
    fn empty_pool_never_admits() {
        let mut p = SlotPool::new(0);
        assert!(p.is_empty());
        assert_eq!(p.take(0, 1), None);
    }
}
