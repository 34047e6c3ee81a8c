//! The delivery stream through three layouts (proof attached; claim check with immediate
//! delete; claim check left to the payload's lifetime) on a clean day and in the DD10 fault
//! window (lesson 17, course file `fis/olc`, using the library `fis/kuyruk`).
//!
//! Teaches: the queue carries the message's bytes on every delivery, so the claim check divides
//! its load by the message ratio; on the fault day the two writes leave orphan payloads while
//! the same events are lost as in the attached layout, and the delete policy decides whether a
//! redelivery becomes a dangling claim or a second processing.
//!
//! The course's constants are `N` and the library's `OLAY`, `KANIT`, `FIS`; the seed `TOHUM` is
//! the literal each `kos` call passes. `DURUM` is an array its tools cannot override one field
//! at a time, so the fault window's two crash probabilities (DD10) are lab-only parameters with
//! the course's values; the clean day stays at 0 and 0. The highlighted layout is lab-only too.

use super::kuyruk::{kos, Placement, Sizes, Stats, FIS};
use crate::k01;
use crate::params::Label;
use crate::varsayim;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// N: delivery events per run.
    pub n: u32,
    /// OLAY, KANIT, FIS: bytes of the event, the proof and the claim.
    pub sizes: Sizes,
    /// DURUM[1]: the fault window's producer crash between the two writes (DD10).
    pub producer_crash: f64,
    /// DURUM[1]: the fault window's consumer crash before ack (DD10).
    pub consumer_crash: f64,
    /// TOHUM: the seed every `kos` call passes.
    pub seed: f64,
    /// Lab only: the layout the page highlights.
    pub shown: Placement,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            n: 100_000,
            sizes: Sizes::default(),
            producer_crash: 0.005,
            consumer_crash: 0.01,
            seed: 20_260_730.0,
            shown: Placement::ClaimDeleteNow,
        }
    }
}

pub const PLACEMENT_LABELS: [Label; 3] = [
    Label::new("iliştirilmiş kanıt", "proof attached"),
    Label::new("talep fişi, hemen silme", "claim check, delete at once"),
    Label::new("talep fişi, yaşam süresi", "claim check, left to its lifetime"),
];

// The parameters' specs, from `schemas/fis/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/fis/olc.rs"));

crate::params_impl!(Params, "fis/olc", &SCHEMA, {
    "shown" => shown,
    "producer_crash" => producer_crash,
    "consumer_crash" => consumer_crash,
    "proof_bytes" => sizes.proof,
    "claim_bytes" => sizes.claim,
    "event_bytes" => sizes.event,
    "events" => n,
    "seed" => seed,
}
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// One `DURUM` line: its crash probabilities and the three layouts' counters.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Day {
    pub producer_crash: f64,
    pub consumer_crash: f64,
    /// In `Placement::ALL` order.
    pub rows: [Stats; 3],
}

impl Day {
    pub fn row(&self, p: Placement) -> &Stats {
        &self.rows[p as usize]
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// `OLAY + KANIT` and `OLAY + FIS`.
    pub attached_message: f64,
    pub claim_message: f64,
    pub clean: Day,
    pub fault: Day,
}

fn day(p: &Params, producer_crash: f64, consumer_crash: f64) -> Day {
    Day {
        producer_crash,
        consumer_crash,
        rows: Placement::ALL.map(|pl| kos(p.n, pl, producer_crash, consumer_crash, p.seed, &p.sizes)),
    }
}

/// The keys the clean day ([`clean_day`]) does not read: a page keeps it while the crash
/// probabilities and the highlighted layout move.
pub const CLEAN_IGNORES: [&str; 3] = ["shown", "producer_crash", "consumer_crash"];

/// The clean day: nothing crashes.
pub fn clean_day(p: &Params) -> Day {
    day(p, 0.0, 0.0)
}

pub fn run(p: &Params) -> Output {
    run_with(p, clean_day)
}

/// [`run`] with the clean day from `clean_of` (a page's cache of [`clean_day`]).
pub fn run_with(p: &Params, clean_of: impl FnOnce(&Params) -> Day) -> Output {
    Output {
        attached_message: p.sizes.message(false),
        claim_message: p.sizes.message(true),
        clean: clean_of(p),
        fault: day(p, p.producer_crash, p.consumer_crash),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clean_day_reads_no_crash_probability() {
        crate::testing::assert_part_ignores(&Params { n: 5000, ..Params::default() }, &CLEAN_IGNORES, clean_day);
    }

    #[test]
    fn course_table_comes_out_at_its_values() {
        let o = run(&Params::default());
        assert_eq!((o.attached_message, o.claim_message), (40_220.0, 284.0));
        for s in &o.clean.rows {
            assert_eq!((s.deliveries, s.processed, s.dangling_claims, s.orphan_payloads), (100_000, 100_000, 0, 0));
        }
        assert_eq!(o.clean.row(Placement::ClaimTtl).left_in_store, 100_000);
        assert_eq!(o.clean.row(Placement::ClaimDeleteNow).carried_bytes, 28_400_000.0);
        let f = &o.fault;
        assert_eq!(f.row(Placement::ClaimDeleteNow).carried_bytes, 100_495.0 * 284.0);
        assert_eq!(f.row(Placement::ClaimDeleteNow).dangling_claims, 987);
        assert_eq!(f.row(Placement::ClaimTtl).processed, 100_495);
    }

    #[test]
    fn a_clean_day_differs_between_layouts_only_in_bytes_and_what_stays_in_the_store() {
        let o = run(&Params::default());
        let [a, now, ttl] = &o.clean.rows;
        for s in [now, ttl] {
            assert_eq!((s.deliveries, s.processed, s.dangling_claims), (a.deliveries, a.processed, 0));
        }
        assert!(a.carried_bytes / now.carried_bytes > 141.0);
    }

    #[test]
    fn the_delete_policy_trades_dangling_claims_for_duplicates_one_for_one() {
        for seed in [1.0, 2.0, 20_260_730.0, 4e9] {
            let o = run(&Params { seed, consumer_crash: 0.05, ..Params::default() });
            let f = &o.fault;
            let (now, ttl) = (f.row(Placement::ClaimDeleteNow), f.row(Placement::ClaimTtl));
            assert_eq!(now.dangling_claims, ttl.duplicates());
            assert_eq!(now.processed + now.dangling_claims, ttl.processed);
        }
    }

    #[test]
    fn schema_keys_round_trip() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }
}
