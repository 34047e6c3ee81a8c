//! A FIFO of items that carry only the round they arrived in (or another small key, such as
//! the round and the attempt), kept as cohorts (key, count).
//!
//! The course's queues are arrays of arrival rounds moved one item at a time with `shift` and
//! `push`. Items of one round are interchangeable, so a queue of a hundred thousand events is a
//! few hundred cohorts here and moving or dropping `n` items from its head costs the cohorts
//! touched, not `n`. The order (oldest first) and every count stay exactly the course's. The
//! extra labs queue ticks the same way (`ek/kuyruk_sirasi` also serves from the tail, LIFO).

use alloc::collections::VecDeque;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CohortQueue<K = u64> {
    cohorts: VecDeque<(K, u64)>,
    len: u64,
}

impl<K> Default for CohortQueue<K> {
    fn default() -> Self {
        Self { cohorts: VecDeque::new(), len: 0 }
    }
}

impl<K: Copy + PartialEq> CohortQueue<K> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Items waiting.
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The key (arrival round) of the oldest item (the head).
    pub fn oldest(&self) -> Option<K> {
        self.cohorts.front().map(|&(key, _)| key)
    }

    /// The head's cohort: its key and how many items it holds.
    pub fn front(&self) -> Option<(K, u64)> {
        self.cohorts.front().copied()
    }

    /// The tail's cohort: its key and how many items it holds.
    pub fn back(&self) -> Option<(K, u64)> {
        self.cohorts.back().copied()
    }

    /// The cohorts from the head to the tail.
    pub fn cohorts(&self) -> impl Iterator<Item = (K, u64)> + '_ {
        self.cohorts.iter().copied()
    }

    /// Appends `count` items under `key` (arrival rounds never decrease along the queue).
    pub fn push(&mut self, key: K, count: u64) {
        if count == 0 {
            return;
        }
        match self.cohorts.back_mut() {
            Some((k, c)) if *k == key => *c += count,
            _ => self.cohorts.push_back((key, count)),
        }
        self.len += count;
    }

    /// Removes up to `n` items from the head; returns how many left.
    pub fn drop_front(&mut self, n: u64) -> u64 {
        self.take(End::Front, n, |_, _| {})
    }

    /// Removes up to `n` items from the tail (the newest first); returns how many left.
    pub fn drop_back(&mut self, n: u64) -> u64 {
        self.take(End::Back, n, |_, _| {})
    }

    /// Moves up to `n` items from this queue's head to the tail of `to`, keeping their order.
    pub fn move_front_to(&mut self, n: u64, to: &mut CohortQueue<K>) -> u64 {
        self.take(End::Front, n, |key, count| to.push(key, count))
    }

    /// Takes up to `n` items from one end, cohort by cohort, handing each part to `sink`.
    fn take(&mut self, end: End, n: u64, mut sink: impl FnMut(K, u64)) -> u64 {
        let mut left = n.min(self.len);
        let taken = left;
        while left > 0 {
            let cohort = match end {
                End::Front => self.cohorts.front_mut(),
                End::Back => self.cohorts.back_mut(),
            };
            let Some(cohort) = cohort else { break };
            let k = cohort.1.min(left);
            sink(cohort.0, k);
            cohort.1 -= k;
            left -= k;
            if cohort.1 == 0 {
                match end {
                    End::Front => self.cohorts.pop_front(),
                    End::Back => self.cohorts.pop_back(),
                };
            }
        }
        self.len -= taken;
        taken
    }
}

#[derive(Clone, Copy)]
enum End {
    Front,
    Back,
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    fn items(q: &CohortQueue) -> Vec<u64> {
        q.cohorts.iter().flat_map(|&(r, c)| core::iter::repeat_n(r, c as usize)).collect()
    }

    #[test]
    fn behaves_as_an_array_of_arrival_rounds_with_shift_and_push() {
        let mut a = CohortQueue::new();
        let mut b = CohortQueue::new();
        a.push(1, 3);
        a.push(1, 2);
        a.push(2, 4);
        assert_eq!(items(&a), [1, 1, 1, 1, 1, 2, 2, 2, 2]);
        assert_eq!(a.move_front_to(6, &mut b), 6);
        assert_eq!(items(&a), [2, 2, 2]);
        assert_eq!(items(&b), [1, 1, 1, 1, 1, 2]);
        assert_eq!(b.oldest(), Some(1));
        assert_eq!(b.drop_front(5), 5);
        assert_eq!(b.oldest(), Some(2));
        assert_eq!(a.drop_front(10), 3);
        assert!(a.is_empty() && a.oldest().is_none());
        assert_eq!((a.len(), b.len()), (0, 1));
    }

    #[test]
    fn the_tail_gives_up_its_newest_items_first() {
        let mut q = CohortQueue::new();
        q.push(1, 2);
        q.push(2, 3);
        assert_eq!((q.front(), q.back()), (Some((1, 2)), Some((2, 3))));
        assert_eq!(q.drop_back(4), 4);
        assert_eq!(items(&q), [1]);
        assert_eq!(q.drop_back(4), 1);
        assert!(q.is_empty() && q.back().is_none());
    }

    #[test]
    fn pushing_nothing_leaves_no_empty_cohort() {
        let mut q = CohortQueue::new();
        q.push(4, 0);
        assert!(q.oldest().is_none());
    }
}
