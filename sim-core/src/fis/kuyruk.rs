//! A stream of delivery events carrying a proof payload through a FIFO queue, with the payload
//! either attached to the message or written first to a side store and referenced by a claim
//! (lesson 17's library, course file `fis/kuyruk`; its constants are symbols of `fis/olc`).
//!
//! Teaches: the claim check shrinks every message the queue carries, but splits one write into
//! two with no shared transaction: a producer crash between them leaves an orphan payload, and
//! deleting the payload as soon as it is processed turns every redelivery into a dangling claim.
//!
//! The course keeps the queue in an array and takes from its head with `shift()`, which is
//! quadratic; here it is two lists read in the same order (see `kos`) and the store a bitmap
//! with a running size. The draws are the course's, in its order: one per produced event (in
//! every layout), one per processed delivery, none on a dangling claim; draws whose outcome
//! cannot change anything (below a probability of 0, or on a second delivery) are skipped or
//! jumped over, which leaves every count as the course's code gives it.

use alloc::vec;
use alloc::vec::Vec;

use crate::k01;
use crate::lcg::Lcg32;
use crate::varsayim;

/// `OLAY`: K01 V6, bytes of a status event.
pub const OLAY: u32 = k01::V6.default as u32;
/// `KANIT` (DD8): bytes of the delivery proof.
pub const KANIT: u32 = varsayim::KANIT.default as u32;
/// `FIS` (DD9): bytes of the claim record.
pub const FIS: u32 = 64;

crate::course_enum! {
    /// A layout and delete policy (the course's `YER` rows, in its order).
    ///
    /// Its course name is the course's `${yerlesim} ${silme}` label.
    pub enum Placement {
        /// `ilistir -`: the proof inside the message.
        Attach = "ilistir -";
        /// `fis hemen`: claim check, the consumer deletes the payload once it has processed it.
        ClaimDeleteNow = "fis hemen";
        /// `fis sure`: claim check, the payload left to its lifetime (nothing expires in the run).
        ClaimTtl = "fis sure";
    }
}

impl Placement {
    pub fn claim(self) -> bool {
        !matches!(self, Placement::Attach)
    }
}

/// Byte sizes of the three parts (the course's `OLAY`, `KANIT`, `FIS`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Sizes {
    pub event: f64,
    pub proof: f64,
    pub claim: f64,
}

impl Default for Sizes {
    fn default() -> Self {
        Self { event: OLAY as f64, proof: KANIT as f64, claim: FIS as f64 }
    }
}

impl Sizes {
    /// `ileti`: the message's bytes in this layout.
    pub fn message(&self, claim: bool) -> f64 {
        if claim {
            self.event + self.claim
        } else {
            self.event + self.proof
        }
    }
}

/// One `kos` call's counters (the course's `s`), plus what the page needs beside them.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Stats {
    /// `ileti`.
    pub message: f64,
    /// `tasinanBayt`: every delivery carries the whole message.
    pub carried_bytes: f64,
    /// `teslim`: deliveries.
    pub deliveries: u64,
    /// `kayipOlay`: producer crashes in the attached layout (the course counts them only there).
    pub lost_events: u64,
    /// `yetimYuk`: producer crashes in a claim layout, payload written, message not.
    pub orphan_payloads: u64,
    /// `sarkanFis`: deliveries whose payload was no longer in the store.
    pub dangling_claims: u64,
    /// `islenen`: processings, second ones included.
    pub processed: u64,
    /// `depodaKalan`: payloads in the store at the end.
    pub left_in_store: u64,
    /// Lab: messages pushed a second time after a consumer crash before ack.
    pub redeliveries: u64,
    /// Lab: events processed at least once (`islenen` less second processings).
    pub processed_distinct: u64,
    /// Lab: peak queue length in messages (all first deliveries are queued before any is taken).
    pub peak_queue: u64,
}

impl Stats {
    /// Events never processed, whatever the layout: the course's `kayipOlay + yetimYuk`.
    pub fn never_processed(&self, n: u64) -> u64 {
        n - self.processed_distinct
    }

    /// Second processings of an event (work done twice).
    pub fn duplicates(&self) -> u64 {
        self.processed - self.processed_distinct
    }
}

/// `kos({n, yerlesim, silme, uretiCokme, onaysizCokme, tohum})` with a fresh generator.
pub fn kos(n: u32, placement: Placement, producer_crash: f64, consumer_crash: f64, seed: f64, sizes: &Sizes) -> Stats {
    let mut rnd = Lcg32::from_js_seed(seed);
    let claim = placement.claim();
    let mut s = Stats { message: sizes.message(claim), ..Stats::default() };
    let n = n as usize;
    let mut store = vec![false; if claim { n } else { 0 }];
    let mut store_size = 0u64;
    // The course's queue is an array read with `shift()` (quadratic). Its order is simple:
    // every produced message is pushed before any is taken, and a redelivery is pushed at the
    // tail, behind the first deliveries still waiting, and never redelivered again. So the
    // queue is the first deliveries in event order, then the redeliveries in push order: two
    // plain lists read front to back.
    let mut first: Vec<u32> = Vec::with_capacity(n);

    // A draw in [0, 1) is never below a probability of 0: with no producer crash the first
    // phase's draws only move the generator on (jumped over below), and with no consumer crash
    // either, no draw can change anything.
    let producer_draws = producer_crash > 0.0;
    if !producer_draws && consumer_crash > 0.0 {
        rnd = jump(&rnd, n as u64);
    }
    // By index: `store` is empty without a claim check, and the loop still runs over every event.
    #[allow(clippy::needless_range_loop)]
    for i in 0..n {
        if claim {
            store[i] = true; // the payload is written first
            store_size += 1;
        }
        if producer_draws && rnd.next_f64() < producer_crash {
            if claim {
                s.orphan_payloads += 1;
            } else {
                s.lost_events += 1;
            }
            continue;
        }
        first.push(i as u32);
    }
    s.peak_queue = first.len() as u64;
    let mut again: Vec<u32> = Vec::new();
    let delete = placement == Placement::ClaimDeleteNow;
    for &no in &first {
        let no = no as usize;
        s.deliveries += 1;
        // Its payload is in the store: only its own processing deletes it.
        s.processed += 1;
        s.processed_distinct += 1;
        if delete {
            store[no] = false;
            store_size -= 1;
        }
        if consumer_crash > 0.0 && rnd.next_f64() < consumer_crash {
            again.push(no as u32);
        }
    }
    s.redeliveries = again.len() as u64;
    // Second deliveries: the course still draws on each one it processes, but the draw is
    // discarded (`deneme === 0` fails) and only second deliveries follow it.
    for &no in &again {
        s.deliveries += 1;
        if claim && !store[no as usize] {
            s.dangling_claims += 1;
            continue;
        }
        s.processed += 1;
        if delete {
            store[no as usize] = false;
            store_size -= 1;
        }
    }
    s.carried_bytes = carried(s.message, s.deliveries);
    s.left_in_store = if claim { store_size } else { 0 };
    s
}

/// `tasinanBayt`: the message's bytes added once per delivery. For a whole number of bytes
/// the running sum is exact as long as it stays below 2^53, and so equals the product; any
/// other size is added up delivery by delivery, in the course's order.
fn carried(message: f64, deliveries: u64) -> f64 {
    let product = message * deliveries as f64;
    if libm::trunc(message) == message && product < 9_007_199_254_740_992.0 {
        return product;
    }
    let mut sum = 0.0;
    for _ in 0..deliveries {
        sum += message;
    }
    sum
}

/// The generator `steps` draws further on, in O(log steps): the LCG's affine map composed
/// with itself by squaring (all in wrapping `u32` arithmetic, as the course's `Math.imul`).
pub fn jump(rnd: &Lcg32, mut steps: u64) -> Lcg32 {
    let (mut mul, mut add) = (1_103_515_245u32, 12_345u32);
    let (mut acc_mul, mut acc_add) = (1u32, 0u32);
    while steps > 0 {
        if steps & 1 == 1 {
            acc_mul = acc_mul.wrapping_mul(mul);
            acc_add = acc_add.wrapping_mul(mul).wrapping_add(add);
        }
        add = add.wrapping_mul(mul).wrapping_add(add);
        mul = mul.wrapping_mul(mul);
        steps >>= 1;
    }
    Lcg32::new(rnd.state().wrapping_mul(acc_mul).wrapping_add(acc_add))
}

/// Redeliveries for each consumer crash probability in `consumer`, at one producer crash
/// probability: the draws do not depend on the consumer's probability until the first
/// redelivery is taken, and every first delivery draws once, so one pass counts them all.
/// Equals `kos(..).redeliveries` for each value (and so the dangling claims under immediate
/// delete and the second processings under the lifetime policy).
pub fn redeliveries_by_consumer_crash(n: u32, producer_crash: f64, consumer: &[f64], seed: f64) -> Vec<u64> {
    let mut rnd = Lcg32::from_js_seed(seed);
    let produced = (0..n).filter(|_| rnd.next_f64() >= producer_crash).count();
    let mut counts = vec![0u64; consumer.len()];
    for _ in 0..produced {
        let x = rnd.next_f64();
        for (c, &p) in counts.iter_mut().zip(consumer) {
            *c += (x < p) as u64;
        }
    }
    counts
}

/// Producer crashes (lost events, or orphan payloads) for each producer crash probability.
pub fn crashes_by_producer_crash(n: u32, producer: &[f64], seed: f64) -> Vec<u64> {
    let mut rnd = Lcg32::from_js_seed(seed);
    let mut counts = vec![0u64; producer.len()];
    for _ in 0..n {
        let x = rnd.next_f64();
        for (c, &p) in counts.iter_mut().zip(producer) {
            *c += (x < p) as u64;
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: f64 = 20_260_730.0;

    fn all(p: f64, c: f64) -> [Stats; 3] {
        Placement::ALL.map(|pl| kos(100_000, pl, p, c, SEED, &Sizes::default()))
    }

    #[test]
    fn the_course_rows_come_out_at_its_values() {
        let [a, now, ttl] = all(0.005, 0.01);
        assert_eq!(
            (a.deliveries, a.lost_events, a.processed, a.carried_bytes),
            (100_495, 492, 100_495, 4_041_908_900.0)
        );
        assert_eq!(
            (now.orphan_payloads, now.dangling_claims, now.processed, now.left_in_store),
            (492, 987, 99_508, 492)
        );
        assert_eq!(
            (ttl.orphan_payloads, ttl.dangling_claims, ttl.processed, ttl.left_in_store),
            (492, 0, 100_495, 100_000)
        );
    }

    #[test]
    fn every_redelivery_is_a_dangling_claim_under_immediate_delete_and_a_second_processing_under_ttl() {
        for (p, c, seed) in [(0.005, 0.01, SEED), (0.02, 0.05, 1.0), (0.3, 0.5, 99.0)] {
            let [a, now, ttl] = Placement::ALL.map(|pl| kos(20_000, pl, p, c, seed, &Sizes::default()));
            assert_eq!(now.dangling_claims, now.redeliveries);
            assert_eq!(now.duplicates(), 0);
            assert_eq!(ttl.duplicates(), ttl.redeliveries);
            assert_eq!(ttl.dangling_claims, 0);
            assert_eq!(a.redeliveries, now.redeliveries);
        }
    }

    #[test]
    fn the_claim_check_loses_as_many_events_as_the_attached_layout_and_leaves_garbage_too() {
        let [a, now, ttl] = all(0.02, 0.01);
        assert_eq!(a.never_processed(100_000), a.lost_events);
        assert_eq!(now.never_processed(100_000), now.orphan_payloads);
        assert_eq!(ttl.never_processed(100_000), a.lost_events);
        assert_eq!(now.left_in_store, now.orphan_payloads);
        assert_eq!(a.left_in_store, 0);
    }

    #[test]
    fn bytes_carried_scale_with_the_message_alone() {
        let [a, now, _] = all(0.0, 0.0);
        assert_eq!(a.carried_bytes, 100_000.0 * 40_220.0);
        assert_eq!(now.carried_bytes, 100_000.0 * 284.0);
    }

    #[test]
    fn a_jump_lands_where_stepping_does() {
        for steps in [0u64, 1, 2, 7, 1000, 100_000] {
            let mut r = Lcg32::new(20_260_730);
            let j = jump(&r, steps);
            for _ in 0..steps {
                r.next_f64();
            }
            assert_eq!(j.state(), r.state(), "{steps}");
        }
    }

    #[test]
    fn skipped_draws_change_nothing() {
        // The course's code draws every time; compare with a literal port of it.
        fn literal(n: u32, pl: Placement, pc: f64, cc: f64, seed: f64) -> (u64, u64, u64, u64) {
            let mut rnd = Lcg32::from_js_seed(seed);
            let claim = pl.claim();
            let mut store = alloc::collections::BTreeSet::new();
            let mut q = alloc::collections::VecDeque::new();
            let (mut teslim, mut sarkan, mut islenen, mut yetim) = (0, 0, 0, 0);
            for i in 0..n {
                if claim {
                    store.insert(i);
                }
                if rnd.next_f64() < pc {
                    yetim += 1;
                    continue;
                }
                q.push_back((i, 0));
            }
            while let Some((no, deneme)) = q.pop_front() {
                teslim += 1;
                if claim && !store.contains(&no) {
                    sarkan += 1;
                    continue;
                }
                islenen += 1;
                if pl == Placement::ClaimDeleteNow {
                    store.remove(&no);
                }
                if rnd.next_f64() < cc && deneme == 0 {
                    q.push_back((no, 1));
                }
            }
            (teslim, sarkan, islenen, yetim)
        }
        for (pc, cc) in [(0.0, 0.0), (0.0, 0.05), (0.03, 0.0), (0.02, 0.3)] {
            for pl in Placement::ALL {
                let s = kos(5000, pl, pc, cc, 11.0, &Sizes::default());
                let lost = s.lost_events + s.orphan_payloads;
                assert_eq!((s.deliveries, s.dangling_claims, s.processed, lost), literal(5000, pl, pc, cc, 11.0));
            }
        }
    }

    #[test]
    fn the_product_of_bytes_is_the_courses_running_sum() {
        let mut sum = 0.0;
        for _ in 0..123_457 {
            sum += 40_220.0;
        }
        assert_eq!(carried(40_220.0, 123_457), sum);
        let mut odd = 0.0;
        for _ in 0..1000 {
            odd += 0.1;
        }
        assert_eq!(carried(0.1, 1000), odd);
    }

    #[test]
    fn the_one_pass_sweeps_match_full_runs() {
        let cs = [0.0, 0.01, 0.05, 0.2];
        let sweep = redeliveries_by_consumer_crash(30_000, 0.01, &cs, 7.0);
        for (c, r) in cs.iter().zip(&sweep) {
            assert_eq!(kos(30_000, Placement::ClaimTtl, 0.01, *c, 7.0, &Sizes::default()).redeliveries, *r);
        }
        let ps = [0.0, 0.005, 0.1];
        let crashes = crashes_by_producer_crash(30_000, &ps, 7.0);
        for (p, r) in ps.iter().zip(&crashes) {
            assert_eq!(kos(30_000, Placement::Attach, *p, 0.01, 7.0, &Sizes::default()).lost_events, *r);
        }
    }
}
