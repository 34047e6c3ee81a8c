//! CoDel as RFC 8289 specifies it (section 5, the annotated pseudocode: `dodequeue`, `dequeue`,
//! `control_law`), for any FIFO whose items remember when they were enqueued. Used by page 24
//! (`ek/kuyruk-suresi`) beside the article's simplified gate.
//!
//! The estimator is the sojourn time of the packet being dequeued. Once it has stayed at or
//! above `target` for a whole `interval`, CoDel enters its drop state and drops the head; while
//! it stays there it drops again at `drop_next`, each next drop `interval / sqrt(count)` after
//! the last one, so the drop rate climbs slowly; it leaves the state as soon as a dequeued
//! packet waited less than `target` (or the queue runs dry). Entering again soon after leaving
//! (within 16 intervals), it starts from the drop count the last cycle ended with. Drops happen
//! at dequeue, one packet at a time: nothing is refused at the door.
//!
//! Times are milliseconds. The RFC keeps the queue from draining below one MTU (`bytes() <=
//! maxpacket_`); here an item is one request, so the floor is one item.

/// RFC 8289's suggested setpoint: the target between 5 % and 10 % of the interval ("Setting
/// TARGET": a target of 5 ms against an interval of 100 ms).
pub const RFC_TARGET_SHARE: (f64, f64) = (0.05, 0.10);

/// Items CoDel never drains the queue below (the RFC's one MTU, `maxpacket_`).
const MIN_BACKLOG: usize = 1;

/// The FIFO CoDel dequeues from.
pub trait Fifo {
    type Item: Copy;
    /// Removes the head: the item and when it was enqueued (ms).
    fn pop(&mut self) -> Option<(Self::Item, f64)>;
    /// Items still queued.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The head item, when it was enqueued and how many items just like it lead the queue.
    fn head(&self) -> Option<(Self::Item, f64, usize)>;
    /// Removes `n` of the head's like items (at most as many as [`Fifo::head`] says).
    fn pop_like(&mut self, n: usize);
}

/// One queue's CoDel state (RFC 8289 section 5.2, `codel_queue_t`'s instance variables).
#[derive(Clone, Debug, PartialEq)]
pub struct Codel {
    target_ms: f64,
    interval_ms: f64,
    /// When the sojourn time will have been above target for a whole interval (0: below).
    first_above_time: f64,
    /// When the next drop is due in the drop state.
    drop_next: f64,
    /// Drops since entering the drop state (kept across states for the restart rule).
    count: u32,
    /// The count the last drop state started with.
    lastcount: u32,
    dropping: bool,
}

impl Codel {
    pub fn new(target_ms: f64, interval_ms: f64) -> Self {
        Self { target_ms, interval_ms, first_above_time: 0.0, drop_next: 0.0, count: 0, lastcount: 0, dropping: false }
    }

    /// Whether CoDel is in its drop state.
    pub fn dropping(&self) -> bool {
        self.dropping
    }

    /// `control_law`: the next drop, `interval / sqrt(count)` after `t`.
    fn control_law(&self, t: f64, count: u32) -> f64 {
        t + self.interval_ms / libm::sqrt(count.max(1) as f64)
    }

    /// `dodequeue`: takes the head and says whether it may be dropped (its sojourn time has been
    /// at or above target for at least an interval, and more than [`MIN_BACKLOG`] items remain).
    fn dodequeue<Q: Fifo>(&mut self, now: f64, q: &mut Q) -> (Option<Q::Item>, bool) {
        let Some((item, enqueued)) = q.pop() else {
            // The queue is empty: we cannot be above target.
            self.first_above_time = 0.0;
            return (None, false);
        };
        let mut ok_to_drop = false;
        if now - enqueued < self.target_ms || q.len() <= MIN_BACKLOG {
            // Went below: stay below for at least an interval.
            self.first_above_time = 0.0;
        } else if self.first_above_time == 0.0 {
            // Just went above: if still above an interval from now, it is ok to drop.
            self.first_above_time = now + self.interval_ms;
        } else if now >= self.first_above_time {
            ok_to_drop = true;
        }
        (Some(item), ok_to_drop)
    }

    /// `dequeue`: the next item to serve at `now`, after handing the items CoDel drops to
    /// `dropped`. `None` when the queue is (or was emptied) dry.
    pub fn dequeue<Q: Fifo>(&mut self, now: f64, q: &mut Q, mut dropped: impl FnMut(Q::Item)) -> Option<Q::Item> {
        let (mut item, ok_to_drop) = self.dodequeue(now, q);
        if self.dropping {
            if !ok_to_drop {
                // Sojourn time below target: leave the drop state.
                self.dropping = false;
            }
            // A large backlog may make the next drop due already, hence the loop.
            while now >= self.drop_next && self.dropping {
                if let Some(x) = item.take() {
                    dropped(x);
                }
                self.count += 1;
                let (next, ok) = self.dodequeue(now, q);
                item = next;
                if ok {
                    self.drop_next = self.control_law(self.drop_next, self.count);
                } else {
                    self.dropping = false;
                }
            }
        } else if ok_to_drop {
            // Above target for an interval: drop the head and enter the drop state.
            if let Some(x) = item.take() {
                dropped(x);
            }
            item = self.dodequeue(now, q).0;
            self.dropping = true;
            // Back soon after the last cycle: start from the drop rate that controlled it.
            let delta = self.count.saturating_sub(self.lastcount);
            self.count = 1;
            if delta > 1 && now - self.drop_next < 16.0 * self.interval_ms {
                self.count = delta;
            }
            self.drop_next = self.control_law(now, self.count);
            self.lastcount = self.count;
        }
        item
    }

    /// Up to `max` [`Codel::dequeue`]s at `now`, with the same drops, the same items served and
    /// the same state after, but a run of like items none of which can be dropped passes in
    /// one step: `served(item, n)` gets them together.
    pub fn dequeue_up_to<Q: Fifo>(
        &mut self,
        now: f64,
        q: &mut Q,
        max: usize,
        mut dropped: impl FnMut(Q::Item),
        mut served: impl FnMut(Q::Item, usize),
    ) {
        let mut left = max;
        while left > 0 {
            let Some((item, enqueued, like)) = q.head() else {
                // Dry: what `dequeue` on an empty queue does.
                let _ = self.dequeue(now, q, &mut dropped);
                return;
            };
            if let Some(n) = self.passes(now, now - enqueued, like.min(left), q.len()) {
                self.pass(now, now - enqueued);
                q.pop_like(n);
                served(item, n);
                left -= n;
                continue;
            }
            match self.dequeue(now, q, &mut dropped) {
                Some(x) => served(x, 1),
                None => return,
            }
            left -= 1;
        }
    }

    /// How many of `n` like items with this sojourn would each be served by `dequeue` without a
    /// drop (all of them or none: `None`), from a queue of `len` items.
    fn passes(&self, now: f64, sojourn: f64, n: usize, len: usize) -> Option<usize> {
        if n < 2 {
            return None;
        }
        if sojourn < self.target_ms {
            return Some(n);
        }
        // Every pop must leave more than the floor, or the "went below" branch would apply.
        let n = n.min(len.saturating_sub(MIN_BACKLOG + 1));
        if n < 2 {
            return None;
        }
        let armed = self.first_above_time != 0.0 && now >= self.first_above_time;
        let no_drop = if self.dropping { !armed || now < self.drop_next } else { !armed };
        no_drop.then_some(n)
    }

    /// The state after like items with this sojourn passed without a drop ([`Codel::passes`]).
    fn pass(&mut self, now: f64, sojourn: f64) {
        if sojourn < self.target_ms {
            self.first_above_time = 0.0;
            self.dropping = false;
            return;
        }
        let armed = self.first_above_time != 0.0 && now >= self.first_above_time;
        if self.first_above_time == 0.0 {
            self.first_above_time = now + self.interval_ms;
        }
        if self.dropping && !armed {
            self.dropping = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::collections::VecDeque;
    use alloc::vec::Vec;

    /// A FIFO of enqueue times.
    #[derive(Clone, Debug, PartialEq)]
    struct Times(VecDeque<f64>);

    impl Fifo for Times {
        type Item = f64;
        fn pop(&mut self) -> Option<(f64, f64)> {
            self.0.pop_front().map(|t| (t, t))
        }
        fn len(&self) -> usize {
            self.0.len()
        }
        fn head(&self) -> Option<(f64, f64, usize)> {
            let &t = self.0.front()?;
            Some((t, t, self.0.iter().take_while(|&&x| x == t).count()))
        }
        fn pop_like(&mut self, n: usize) {
            self.0.drain(..n);
        }
    }

    /// Runs a link from `from_ms` to `until_ms` that sends one packet each ms while `arrive(t)`
    /// packets come in; returns the drop times.
    fn drive(c: &mut Codel, q: &mut Times, from_ms: f64, until_ms: f64, arrive: impl Fn(f64) -> usize) -> Vec<f64> {
        let mut drops = Vec::new();
        let mut now = from_ms;
        while now < until_ms {
            for _ in 0..arrive(now) {
                q.0.push_back(now);
            }
            c.dequeue(now, q, |_| drops.push(now));
            now += 1.0;
        }
        drops
    }

    fn queue() -> Times {
        Times(VecDeque::new())
    }

    /// RFC 8289 section 5.5: in the drop state "drop_next_ = control_law(drop_next_, count_)"
    /// with section 5.6's "return t + interval_ / sqrt(count);". Under a constant overload
    /// (two arrivals per departure, the queue never drains) the drops come at T₀, then
    /// interval/√1, interval/√2, interval/√3, … apart (each at the next departure, one per ms).
    #[test]
    fn under_a_constant_overload_drops_are_spaced_by_interval_over_the_root_of_the_count() {
        let (target, interval) = (5.0, 100.0);
        let mut c = Codel::new(target, interval);
        let drops = drive(&mut c, &mut queue(), 0.0, 3000.0, |_| 2);
        assert!(drops.len() > 20, "{}", drops.len());
        // First drop: the head waits about half the time elapsed (the queue grows by one a ms),
        // so the sojourn reaches the target at about 2 × target, then one interval more.
        let t0 = drops[0];
        assert!((t0 - (2.0 * target + interval)).abs() <= 2.0, "{t0}");
        let mut due = t0;
        for (k, &d) in drops.iter().enumerate().skip(1) {
            due += interval / libm::sqrt(k as f64);
            assert!(d >= due && d < due + 1.0, "drop {k}: at {d}, due {due}");
        }
        assert!(c.dropping());
    }

    #[test]
    fn a_burst_that_drains_within_an_interval_drops_nothing() {
        let mut c = Codel::new(5.0, 100.0);
        // Two a slot for 50 ms (the sojourn climbs to about 25 ms), then none: the backlog is
        // gone before the sojourn has stayed above target for a whole interval.
        let drops = drive(&mut c, &mut queue(), 0.0, 1000.0, |t| if t < 50.0 { 2 } else { 0 });
        assert!(drops.is_empty(), "{drops:?}");
    }

    #[test]
    fn it_leaves_the_drop_state_once_the_wait_falls_below_target_and_remembers_its_count() {
        let mut c = Codel::new(5.0, 100.0);
        let mut q = queue();
        // Overload: it enters the drop state and drops a few.
        let first = drive(&mut c, &mut q, 0.0, 600.0, |_| 2);
        assert!(first.len() > 3 && c.dropping());
        // No arrivals: the backlog drains, the wait falls below target, the state ends.
        drive(&mut c, &mut q, 600.0, 2000.0, |_| 0);
        assert!(!c.dropping() && q.0.is_empty());
        let last_gap = first[first.len() - 1] - first[first.len() - 2];
        // Overload again within 16 intervals: the new cycle starts from the last count, so its
        // drops are closer together than a fresh start's whole interval.
        let second = drive(&mut c, &mut q, 2000.0, 2600.0, |_| 2);
        assert!(second.len() >= 2, "{second:?}");
        assert!(second[1] - second[0] < 100.0 && second[1] - second[0] <= last_gap + 1.0, "{second:?}");
    }

    #[test]
    fn serving_a_run_of_like_items_at_once_is_the_same_as_one_by_one() {
        use crate::chacha::Stream;
        let (mut drops, mut batched) = (0, 0);
        for seed in 0..200u64 {
            let mut rng = Stream::new(seed);
            let (target, interval) = (1.0 + rng.below(60) as f64, 10.0 + rng.below(300) as f64);
            let (mut a, mut b) = (Codel::new(target, interval), Codel::new(target, interval));
            let (mut qa, mut qb) = (queue(), queue());
            for tick in 0..400u64 {
                let now = tick as f64 * 10.0;
                // Bursty arrivals: runs of like items, sometimes none.
                let n = if rng.below(3) == 0 { 0 } else { rng.below(40) };
                for _ in 0..n {
                    qa.0.push_back(now);
                    qb.0.push_back(now);
                }
                let max = 1 + rng.below(20) as usize;
                let (mut da, mut sa) = (Vec::new(), Vec::new());
                a.dequeue_up_to(now, &mut qa, max, |x| da.push(x), |x, k| sa.extend(core::iter::repeat_n(x, k)));
                let (mut db, mut sb) = (Vec::new(), Vec::new());
                for _ in 0..max {
                    match b.dequeue(now, &mut qb, |x| db.push(x)) {
                        Some(x) => sb.push(x),
                        None => break,
                    }
                }
                assert_eq!((&da, &sa), (&db, &sb), "seed {seed} tick {tick}");
                drops += da.len();
                batched += usize::from(sa.len() > 1);
                assert_eq!((&a, &qa), (&b, &qb), "seed {seed} tick {tick}");
            }
        }
        // The workloads did drop, and did pass runs together.
        assert!(drops > 1000 && batched > 1000, "{drops} {batched}");
    }
}
