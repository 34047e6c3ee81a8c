//! The course's own assumptions that several of its files declare again (AY for lessons 1–8, KU
//! for 9–14, DD for 15–20), one spec each, as [`crate::k01`] does for K01's figures: one kind,
//! domain, label and default, each model naming it with its own symbol and key where its course
//! file does ([`ParamSpec::named`](crate::params::ParamSpec::named)). An assumption only one file declares stays in that model.

// The parameters' specs, from `schemas/varsayim.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/varsayim.rs"));

/// AY3's scale when `olcek` is not set: 10 minutes of rounds over the run's faulty rounds
/// (`rounds` − `fault_at`).
pub fn ten_minute_scale(rounds_per_second: f64, rounds: u64, fault_at: u64) -> f64 {
    (600.0 * rounds_per_second) / (rounds as f64 - fault_at as f64)
}
