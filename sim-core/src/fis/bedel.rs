//! The measured message sizes and fault-window rates of `fis/olc` at K01's scale: queue load at
//! peak and in a backlog per layout, proof storage per lifetime, orphan payloads and dangling
//! claims a day (lesson 17, course file `fis/bedel`; closed form, no randomness).
//!
//! Teaches: the claim check is a transport decision, not a storage decision: it divides the
//! queue's load and backlog by the message ratio, while the store holds the same proofs for
//! their lifetime in either layout; the lifetime is what collects the orphan payloads.
//!
//! The message sizes (`ILISTIR`, `FISLI`) and the rates (`SARKAN` = 987/100,000, `YETIM` =
//! 492/100,000) are literals copied from `fis/olc`'s output in the course's code; they stay
//! parameters of their own here, with those values. The lifetimes 1, 7 and 30 days are a
//! literal list; the page's own lifetime (`ttl_days`) is lab-only and feeds the chart.

use crate::k01;
use crate::varsayim;

/// The lifetimes the course's table lists (days).
pub const COURSE_TTL_DAYS: [f64; 3] = [1.0, 7.0, 30.0];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// V3: deliveries (shipments) a day (K01).
    pub per_day: f64,
    /// V8: peak factor (K01).
    pub peak: f64,
    /// GUN: seconds a day.
    pub day_s: f64,
    /// YAZMA_MBIT: K01's write ingress.
    pub write_mbit: f64,
    /// ARTIS_MB: K01's daily growth.
    pub growth_mb: f64,
    /// SAKLAMA_GB: K01's retention storage.
    pub retention_gb: f64,
    /// BIRIKME: peak queue backlog (M19/K03).
    pub backlog: f64,
    /// OLAY_PAYI: one in this many backlog events carries a proof.
    pub proof_share: f64,
    /// ILISTIR, FISLI: message bytes measured by `fis/olc`.
    pub attached: f64,
    pub claim: f64,
    /// KANIT (DD8): proof bytes.
    pub proof: f64,
    /// teslim: peak deliveries a second; `(V3 / GUN) × V8` unless set.
    pub rate: Option<f64>,
    /// SARKAN, YETIM: dangling claims and orphan payloads per delivery (measured).
    pub dangling_rate: f64,
    pub orphan_rate: f64,
    /// Lab only: the lifetime the page marks (days).
    pub ttl_days: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            per_day: k01::V3.default,
            peak: k01::V8.default,
            day_s: k01::GUN.default,
            write_mbit: k01::YAZMA_MBIT.default,
            growth_mb: k01::ARTIS_MB.default,
            retention_gb: k01::SAKLAMA_GB.default,
            backlog: 525_000.0,
            proof_share: 7.0,
            attached: 40_220.0,
            claim: 284.0,
            proof: varsayim::KANIT.default,
            rate: None,
            dangling_rate: 987.0 / 100_000.0,
            orphan_rate: 492.0 / 100_000.0,
            ttl_days: 7.0,
        }
    }
}

impl Params {
    /// `teslim`.
    pub fn rate(&self) -> f64 {
        self.rate.unwrap_or((self.per_day / self.day_s) * self.peak)
    }
}

// The parameters' specs, from `schemas/fis/bedel.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/fis/bedel.rs"));

crate::params_impl!(Params, "fis/bedel", &SCHEMA, {
    "ttl_days" => ttl_days,
    "proof" => proof,
    "attached" => attached,
    "claim" => claim,
    "dangling_rate" => dangling_rate,
    "orphan_rate" => orphan_rate,
    "backlog" => backlog,
    "proof_share" => proof_share,
    "peak" => peak,
    "per_day" => per_day,
    "day_s" => day_s,
    "write_mbit" => write_mbit,
    "growth_mb" => growth_mb,
    "retention_gb" => retention_gb,
} derived { "rate" => rate };);

/// One layout's line: message bytes, queue Mbit/s at peak, that over K01's write ingress, MB
/// in the backlog.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Layout {
    pub bytes: f64,
    pub mbit: f64,
    pub ingress_times: f64,
    pub backlog_mb: f64,
}

/// One lifetime's line: proofs in the store, GB, % of K01 retention, times the daily growth.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Storage {
    pub days: f64,
    pub count: f64,
    pub gb: f64,
    pub pct_retention: f64,
    pub growth_times: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub rate: f64,
    /// Attached, then claim check.
    pub layouts: [Layout; 2],
    pub ratio: f64,
    /// `BIRIKME / OLAY_PAYI`: proof messages in the backlog.
    pub backlog_msgs: f64,
    /// The course's lifetimes, then the page's (`ttl_days`).
    pub storage: [Storage; 3],
    pub marked: Storage,
    pub dangling_per_day: f64,
    pub orphans_per_day: f64,
    pub orphan_mb_per_day: f64,
    pub orphan_gb_per_year: f64,
}

impl Params {
    pub fn layout(&self, bytes: f64) -> Layout {
        let mbit = (self.rate() * bytes * 8.0) / 1e6;
        Layout {
            bytes,
            mbit,
            ingress_times: mbit / self.write_mbit,
            backlog_mb: ((self.backlog / self.proof_share) * bytes) / 1e6,
        }
    }

    pub fn storage(&self, days: f64) -> Storage {
        let count = self.per_day * days;
        let gb = (count * self.proof) / 1e9;
        Storage {
            days,
            count,
            gb,
            pct_retention: (100.0 * gb) / self.retention_gb,
            growth_times: (gb * 1000.0) / self.growth_mb,
        }
    }
}

pub fn run(p: &Params) -> Output {
    let orphans = p.per_day * p.orphan_rate;
    Output {
        rate: p.rate(),
        layouts: [p.layout(p.attached), p.layout(p.claim)],
        ratio: p.attached / p.claim,
        backlog_msgs: p.backlog / p.proof_share,
        storage: COURSE_TTL_DAYS.map(|d| p.storage(d)),
        marked: p.storage(p.ttl_days),
        dangling_per_day: p.per_day * p.dangling_rate,
        orphans_per_day: orphans,
        orphan_mb_per_day: (orphans * p.proof) / 1e6,
        orphan_gb_per_year: ((orphans * p.proof) * 365.0) / 1e9,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_values_come_out_at_its_parameters() {
        let o = run(&Params::default());
        assert!((o.rate - 13.8889).abs() < 1e-4);
        assert!((o.layouts[0].mbit - 4.4689).abs() < 1e-4 && (o.layouts[1].mbit - 0.0316).abs() < 1e-4);
        assert_eq!((o.layouts[0].backlog_mb, o.backlog_msgs), (3016.5, 75_000.0));
        assert!((o.storage[1].gb - 112.0).abs() < 1e-9);
        assert!((o.dangling_per_day - 3948.0).abs() < 1e-6 && (o.orphans_per_day - 1968.0).abs() < 1e-6);
    }

    #[test]
    fn the_claim_check_shrinks_the_queue_by_the_message_ratio_and_leaves_storage_alone() {
        let p = Params::default();
        let o = run(&p);
        let r = o.layouts[0].backlog_mb / o.layouts[1].backlog_mb;
        assert!((r - o.ratio).abs() < 1e-9);
        assert!((o.layouts[0].mbit / o.layouts[1].mbit - o.ratio).abs() < 1e-9);
        // Storage depends on the proof and the lifetime only: the message sizes do not enter.
        let q = Params { attached: 1000.0, claim: 100.0, ..p.clone() };
        assert_eq!(run(&q).storage, o.storage);
    }

    #[test]
    fn storage_grows_linearly_with_the_lifetime() {
        let p = Params::default();
        let (a, b) = (p.storage(1.0), p.storage(30.0));
        assert!((b.gb - 30.0 * a.gb).abs() < 1e-9);
    }

    #[test]
    fn schema_keys_round_trip() {
        let p = crate::testing::assert_keys_round_trip::<Params>();
        assert_eq!(p.rate, Some(p.rate()));
    }
}
