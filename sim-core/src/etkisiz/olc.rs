//! One fault window of duplicated status events against an idempotency ledger of three key
//! scopes, and the same stream on a fault-free day (lesson 15, course file `etkisiz/olc`).
//!
//! Teaches: duplication comes from several sources at once (caller retry, replay after failover,
//! at-least-once redelivery); a ledger keyed at the right scope removes every duplicate and
//! nothing else; a narrower key "prevents" more only by deleting valid events, which the
//! fault-free day shows on its own.
//!
//! `GONDERI = Math.round(TEPE_YAZMA · PENCERE / 7)` shipments each emit seven events. The clean
//! day runs with no sources (no draws), the fault window with the course's three `KAYNAK`
//! rates; each day's stream goes through a ledger of every scope and through a processor with
//! no ledger. The course's constants are `TEPE_YAZMA` and `PENCERE`; `KAYNAK` is an array its
//! tools cannot override one field at a time, so the three rates are lab-only parameters with
//! the course's values as defaults. The seed `TOHUM` is the literal both runs pass.

use alloc::vec::Vec;

use super::akis::{deliveries, Counts, Processor, Scope, Stream, DIZI, SCOPE_LABELS};
use crate::k01;
use crate::params::Label;

/// The course's `KAYNAK` names, in its order.
pub const SOURCES: [&str; 3] =
    ["tasiyicinin yeniden denemesi", "devralmada yeniden surme", "en az bir kez yeniden teslim"];

pub const SOURCE_LABELS: [Label; 3] = [
    Label::new("taşıyıcının yeniden denemesi", "carrier retry"),
    Label::new("devralmada yeniden sürme", "replay after failover"),
    Label::new("en az bir kez yeniden teslim", "at-least-once redelivery"),
];

/// The page's scheme selector: no ledger, or a ledger of one scope.
pub const SCHEME_LABELS: [Label; 4] =
    [Label::new("defter yok", "no ledger"), SCOPE_LABELS[0], SCOPE_LABELS[1], SCOPE_LABELS[2]];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// TEPE_YAZMA: K01's peak status writes per second.
    pub peak_writes: f64,
    /// PENCERE: DD1's fault window in seconds.
    pub window: f64,
    /// KAYNAK's rates (DD2): retry, failover replay, redelivery (lab-only).
    pub rates: [f64; 3],
    /// TOHUM: the seed both runs pass.
    pub seed: f64,
    /// The scheme the page highlights: 0 no ledger, 1..=3 the scopes (lab-only).
    pub shown_scheme: u8,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            peak_writes: k01::TEPE_YAZMA.default,
            window: 90.0,
            rates: [0.20, 0.10, 0.05],
            seed: 20_260_730.0,
            shown_scheme: 3,
        }
    }
}

/// `Math.round` (half up, also for the doubles just below one half).
pub fn js_round(x: f64) -> f64 {
    let f = libm::floor(x);
    if x - f >= 0.5 {
        f + 1.0
    } else {
        f
    }
}

impl Params {
    /// `GONDERI`.
    pub fn shipments(&self) -> u32 {
        js_round((self.peak_writes * self.window) / DIZI.len() as f64) as u32
    }
}

// The parameters' specs, from `schemas/etkisiz/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/etkisiz/olc.rs"));

crate::params_impl!(Params, "etkisiz/olc", &SCHEMA, {
    "retry_rate" => rates[0],
    "replay_rate" => rates[1],
    "redelivery_rate" => rates[2],
    "shown_scheme" => shown_scheme,
    "window" => window,
    "peak_writes" => peak_writes,
    "seed" => seed,
});

/// One scope's ledger over a day's stream (a row of the course's table).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ScopeRow {
    pub scope: Scope,
    pub counts: Counts,
    /// `boy()`: keys in the ledger.
    pub ledger: u64,
}

/// `kos(kaynaklar, tohum)`: one day's stream through every ledger and through none.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Day {
    pub stream: Stream,
    pub rows: Vec<ScopeRow>,
    /// `y.s`: the processor with no ledger.
    pub unledgered: Counts,
}

impl Day {
    pub fn row(&self, scope: Scope) -> &ScopeRow {
        &self.rows[scope as usize]
    }

    /// `onlenen`: side effects with no ledger minus with this scope's.
    pub fn prevented(&self, scope: Scope) -> i64 {
        self.unledgered.side_effects as i64 - self.row(scope).counts.side_effects as i64
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// GONDERI and `GONDERI × 7`.
    pub shipments: u32,
    pub unique_events: u64,
    pub clean: Day,
    pub fault: Day,
    /// `yinelenen`: extra deliveries in the fault window.
    pub duplicates: u64,
    /// `yinelenenTeslim`: extra `teslim` deliveries (duplicate billing lines and notifications).
    pub duplicate_delivered: u64,
}

fn day(p: &Params, sources: &[f64]) -> Day {
    let n = p.shipments();
    let mut ledgers: Vec<Processor> = Scope::ALL.iter().map(|&s| Processor::new(true, s, n as usize)).collect();
    let mut none = Processor::new(false, Scope::TrackingStatusEvent, n as usize);
    let stream = deliveries(n, sources, p.seed, |e| {
        for l in &mut ledgers {
            l.take(e);
        }
        none.take(e);
    });
    Day {
        stream,
        rows: ledgers.iter().map(|l| ScopeRow { scope: l.scope, counts: l.counts, ledger: l.size() }).collect(),
        unledgered: none.counts,
    }
}

pub fn run(p: &Params) -> Output {
    let clean = day(p, &[]);
    let fault = day(p, &p.rates);
    let shipments = p.shipments();
    let unique_events = shipments as u64 * DIZI.len() as u64;
    Output {
        shipments,
        unique_events,
        duplicates: fault.stream.deliveries - unique_events,
        duplicate_delivered: fault.stream.delivered_events - shipments as u64,
        clean,
        fault,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(r: &ScopeRow) -> (u64, u64, u64, u64) {
        (r.counts.processed, r.counts.suppressed, r.counts.side_effects, r.ledger)
    }

    #[test]
    fn course_table_values_come_out_at_the_course_parameters() {
        let o = run(&Params::default());
        assert_eq!((o.shipments, o.unique_events), (1250, 8750));
        assert_eq!((o.clean.stream.deliveries, o.clean.unledgered.side_effects), (8750, 11250));
        assert_eq!(counts(o.clean.row(Scope::Tracking)), (1250, 7500, 1250, 1250));
        assert_eq!((o.fault.stream.deliveries, o.fault.unledgered.side_effects), (11849, 15251));
        assert_eq!(counts(o.fault.row(Scope::TrackingStatus)), (6250, 5599, 8750, 6250));
        assert_eq!(o.fault.prevented(Scope::Tracking), 14001);
        assert_eq!(o.fault.stream.per_source, [1789, 876, 434]);
        assert_eq!((o.duplicates, o.duplicate_delivered), (3099, 451));
    }

    #[test]
    fn the_right_scope_suppresses_exactly_the_duplicates_and_nothing_on_a_clean_day() {
        for seed in [1.0, 7.0, 20_260_730.0, 4e9] {
            let o = run(&Params { seed, rates: [0.5, 0.3, 0.2], ..Params::default() });
            let right = Scope::TrackingStatusEvent;
            assert_eq!(o.clean.row(right).counts.suppressed, 0);
            assert_eq!(o.fault.row(right).counts.suppressed, o.duplicates);
            assert_eq!(o.fault.row(right).counts.side_effects, o.clean.unledgered.side_effects);
        }
    }

    #[test]
    fn a_narrow_key_suppresses_the_clean_days_valid_events_plus_every_duplicate() {
        let o = run(&Params::default());
        for scope in [Scope::Tracking, Scope::TrackingStatus] {
            let clean = o.clean.row(scope).counts.suppressed;
            assert!(clean > 0);
            assert_eq!(o.fault.row(scope).counts.suppressed, clean + o.duplicates);
        }
        assert_eq!(o.clean.row(Scope::TrackingStatus).counts.suppressed, 2 * o.shipments as u64);
        assert_eq!(o.clean.row(Scope::Tracking).counts.suppressed, 6 * o.shipments as u64);
    }

    #[test]
    fn without_a_ledger_every_duplicate_is_applied() {
        let o = run(&Params::default());
        let extra = o.fault.unledgered.side_effects - o.clean.unledgered.side_effects;
        assert_eq!(extra, o.duplicates + 2 * o.duplicate_delivered);
        assert_eq!(o.fault.unledgered.processed, o.fault.stream.deliveries);
    }

    #[test]
    fn each_source_draws_for_every_event_so_removing_one_leaves_the_others_counts() {
        let base = run(&Params::default());
        let no_retry = run(&Params { rates: [0.0, 0.10, 0.05], ..Params::default() });
        assert_eq!(no_retry.fault.stream.per_source, [0, 876, 434]);
        assert_eq!(no_retry.fault.stream.deliveries, 10_060);
        assert_eq!(base.fault.stream.per_source[1..], no_retry.fault.stream.per_source[1..]);
    }

    #[test]
    fn extra_copies_per_write_exceed_the_share_of_writes_duplicated() {
        let o = run(&Params::default());
        let c = &o.fault.stream.copies;
        assert_eq!(c.iter().sum::<u64>(), o.unique_events);
        assert_eq!(c[1..].iter().enumerate().map(|(i, n)| (i as u64 + 1) * n).sum::<u64>(), o.duplicates);
        assert!(o.unique_events - c[0] < o.duplicates);
    }

    #[test]
    fn math_round_matches_javascript_near_one_half() {
        assert_eq!(js_round(0.49999999999999994), 0.0);
        assert_eq!(js_round(2.5), 3.0);
        assert_eq!(js_round(1249.9714285714285), 1250.0);
        assert_eq!(Params { window: 0.0, ..Params::default() }.shipments(), 0);
    }
}
