//! A FIFO of items that carry only the round they arrived in, kept as cohorts (round, count).
//!
//! The course's queues are arrays of arrival rounds moved one item at a time with `shift` and
//! `push`. Items of one round are interchangeable, so a queue of a hundred thousand events is a
//! few hundred cohorts here and moving or dropping `n` items from its head costs the cohorts
//! touched, not `n`. The order (oldest first) and every count stay exactly the course's.

use alloc::collections::VecDeque;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CohortQueue {
    cohorts: VecDeque<(u64, u64)>,
    len: u64,
}

impl CohortQueue {
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

    /// The arrival round of the oldest item (the head).
    pub fn oldest(&self) -> Option<u64> {
        self.cohorts.front().map(|&(round, _)| round)
    }

    /// Appends `count` items that arrived in `round` (rounds never decrease along the queue).
    pub fn push(&mut self, round: u64, count: u64) {
        if count == 0 {
            return;
        }
        match self.cohorts.back_mut() {
            Some((r, c)) if *r == round => *c += count,
            _ => self.cohorts.push_back((round, count)),
        }
        self.len += count;
    }

    /// Removes up to `n` items from the head; returns how many left.
    pub fn drop_front(&mut self, n: u64) -> u64 {
        self.take_front(n, |_, _| {})
    }

    /// Moves up to `n` items from this queue's head to the tail of `to`, keeping their order.
    pub fn move_front_to(&mut self, n: u64, to: &mut CohortQueue) -> u64 {
        self.take_front(n, |round, count| to.push(round, count))
    }

    fn take_front(&mut self, n: u64, mut sink: impl FnMut(u64, u64)) -> u64 {
        let mut left = n.min(self.len);
        let taken = left;
        while left > 0 {
            let Some(front) = self.cohorts.front_mut() else { break };
            let k = front.1.min(left);
            sink(front.0, k);
            front.1 -= k;
            left -= k;
            if front.1 == 0 {
                self.cohorts.pop_front();
            }
        }
        self.len -= taken;
        taken
    }
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
    fn pushing_nothing_leaves_no_empty_cohort() {
        let mut q = CohortQueue::new();
        q.push(4, 0);
        assert!(q.oldest().is_none());
    }
}
