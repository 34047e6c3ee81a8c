//! A stream of delivery events carrying a proof payload through a FIFO queue, with the payload
//! either attached to the message or written first to a side store and referenced by a claim
//! (lesson 17's library, course file `fis/kuyruk`; its constants are symbols of `fis/olc`).
//!
//! Teaches: the claim check shrinks every message the queue carries, but splits one write into
//! two with no shared transaction: a producer crash between them leaves an orphan payload, and
//! deleting the payload as soon as it is processed turns every redelivery into a dangling claim.
//!
//! The course keeps the queue in an array and takes from its head with `shift()`, which is
//! quadratic; here it is a `VecDeque` and the store a bitmap with a running size, with the same
//! draws in the same order: one per produced event (in every layout), one per processed
//! delivery (also on a second delivery), none on a dangling claim.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use crate::lcg::Lcg32;

/// `OLAY`: K01 V6, bytes of a status event.
pub const OLAY: u32 = 220;
/// `KANIT` (DD8): bytes of the delivery proof.
pub const KANIT: u32 = 40_000;
/// `FIS` (DD9): bytes of the claim record.
pub const FIS: u32 = 64;

/// A layout and delete policy (the course's `YER` rows, in its order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Placement {
    /// `ilistir -`: the proof inside the message.
    Attach,
    /// `fis hemen`: claim check, the consumer deletes the payload once it has processed it.
    ClaimDeleteNow,
    /// `fis sure`: claim check, the payload left to its lifetime (nothing expires in the run).
    ClaimTtl,
}

impl Placement {
    pub const ALL: [Placement; 3] = [Placement::Attach, Placement::ClaimDeleteNow, Placement::ClaimTtl];

    /// The course's `${yerlesim} ${silme}` label.
    pub fn course_name(self) -> &'static str {
        match self {
            Placement::Attach => "ilistir -",
            Placement::ClaimDeleteNow => "fis hemen",
            Placement::ClaimTtl => "fis sure",
        }
    }

    pub fn claim(self) -> bool {
        !matches!(self, Placement::Attach)
    }
}

crate::choice_knob!(Placement);

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
    let mut queue: VecDeque<(u32, bool)> = VecDeque::with_capacity(n);

    for i in 0..n {
        if claim {
            store[i] = true; // the payload is written first
            store_size += 1;
        }
        if rnd.next_f64() < producer_crash {
            if claim {
                s.orphan_payloads += 1;
            } else {
                s.lost_events += 1;
            }
            continue;
        }
        queue.push_back((i as u32, false));
    }
    s.peak_queue = queue.len() as u64;
    let mut seen = vec![false; n];
    while let Some((no, again)) = queue.pop_front() {
        s.carried_bytes += s.message;
        s.deliveries += 1;
        let no = no as usize;
        if claim && !store[no] {
            s.dangling_claims += 1;
            continue;
        }
        s.processed += 1;
        if !seen[no] {
            seen[no] = true;
            s.processed_distinct += 1;
        }
        if placement == Placement::ClaimDeleteNow {
            store[no] = false;
            store_size -= 1;
        }
        if rnd.next_f64() < consumer_crash && !again {
            queue.push_back((no as u32, true));
            s.redeliveries += 1;
        }
    }
    s.left_in_store = if claim { store_size } else { 0 };
    s
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
        assert_eq!((a.deliveries, a.lost_events, a.processed, a.carried_bytes), (100_495, 492, 100_495, 4_041_908_900.0));
        assert_eq!((now.orphan_payloads, now.dangling_claims, now.processed, now.left_in_store), (492, 987, 99_508, 492));
        assert_eq!((ttl.orphan_payloads, ttl.dangling_claims, ttl.processed, ttl.left_in_store), (492, 0, 100_495, 100_000));
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
