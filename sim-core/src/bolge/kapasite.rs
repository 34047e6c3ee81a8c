//! The healthy day's bill of redundancy: idle capacity to survive one zone's loss, the bytes
//! a second region carries, and the model's lost writes at K01's scale (lesson 12, course file
//! `bolge/kapasite`).
//!
//! Teaches: surviving the loss of one of n zones needs 1/(n−1) more capacity than the load, idle
//! on every healthy day, so more zones make redundancy cheaper; for this flow cross-region
//! transport is a small bill next to capacity and lost writes.
//!
//! Plain arithmetic on K01's figures and KU1 (seconds per round). The conversion of lost writes
//! uses the rounds and shares the course writes as literals (1 round and a third for a zone
//! loss, 4 rounds and a half for a region loss); they are not read from the model.

use alloc::vec::Vec;

use crate::k01;
use crate::varsayim;

/// The zone counts of the course's table.
pub const COURSE_ZONES: [u64; 4] = [2, 3, 4, 6];
/// The lab's curve runs zone counts 2 to this one.
pub const CURVE_MAX: u64 = 12;
/// The conversion lines: (name, rounds, units the writes are shared among), as the course writes them.
pub const CONVERSIONS: [(&str, f64, f64); 2] = [("alan kaybi (3 alan)", 1.0, 3.0), ("bolge kaybi (2 bolge)", 4.0, 2.0)];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// `TEPE_UC`: peak requests at the edge (K01).
    pub peak_edge: f64,
    /// `TEPE_YAZMA`: peak writes (K01).
    pub peak_write: f64,
    /// `OLAY_GUN`: status events a day (K01).
    pub events_per_day: f64,
    /// `ARTIS_GB`: data growth a day, GB (K01).
    pub growth_gb: f64,
    /// `TUR_SN`: seconds per round (KU1).
    pub round_s: f64,
    /// `bayt`: bytes per event, derived unless set.
    pub bytes_per_event: Option<f64>,
    /// The zone count the page looks at (the lab's).
    pub zones: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            peak_edge: k01::TEPE_UC.default,
            peak_write: k01::TEPE_YAZMA.default,
            events_per_day: k01::OLAY_GUN.default,
            growth_gb: k01::ARTIS_GB.default,
            round_s: varsayim::TUR_SN.default,
            bytes_per_event: None,
            zones: 3,
        }
    }
}

impl Params {
    pub fn bytes_per_event(&self) -> f64 {
        self.bytes_per_event.unwrap_or((self.growth_gb * 1e9) / self.events_per_day)
    }
}

// The parameters' specs, from `schemas/bolge/kapasite.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/bolge/kapasite.rs"));

crate::params_impl!(Params, "bolge/kapasite", &SCHEMA, {
    "peak_edge" => peak_edge,
    "peak_write" => peak_write,
    "events_per_day" => events_per_day,
    "growth_gb" => growth_gb,
    "round_s" => round_s,
    "zones" => zones,
} derived { "bytes_per_event" => bytes_per_event };);

/// One zone count's spare capacity.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Spare {
    pub zones: u64,
    /// normal: load per zone on a healthy day
    pub per_zone: f64,
    /// kayipta: load per zone with one zone lost
    pub per_zone_after: f64,
    /// toplam: capacity to provision
    pub provisioned: f64,
    /// idle on a healthy day (toplam − TEPE_UC): the healthy day's cost
    pub idle: f64,
    /// the extra share, %
    pub extra_pct: f64,
    /// load that would be refused during a zone loss without the spare: the faulty day's gain
    pub kept: f64,
}

pub fn spare(p: &Params, n: u64) -> Spare {
    let nf = n as f64;
    let normal = p.peak_edge / nf;
    let after = p.peak_edge / (nf - 1.0);
    let total = nf * after;
    Spare {
        zones: n,
        per_zone: normal,
        per_zone_after: after,
        provisioned: total,
        idle: total - p.peak_edge,
        extra_pct: 100.0 * (total / p.peak_edge - 1.0),
        kept: normal,
    }
}

/// One conversion line.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Conversion {
    pub rounds: f64,
    pub seconds: f64,
    pub per_unit: f64,
    pub writes: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub table: Vec<Spare>,
    /// Zone counts 2..=CURVE_MAX and the chosen one.
    pub curve: Vec<Spare>,
    pub chosen: Spare,
    pub bytes_per_event: f64,
    /// KB/s at peak ("KB" is 1024 bytes)
    pub kbps: f64,
    pub mb_per_day: f64,
    pub conversions: Vec<Conversion>,
    pub ratio: f64,
}

pub fn run(p: &Params) -> Output {
    let bayt = p.bytes_per_event();
    let conversions = CONVERSIONS
        .iter()
        .map(|&(_, tur, pay)| Conversion {
            rounds: tur,
            seconds: tur * p.round_s,
            per_unit: p.peak_write / pay,
            writes: (tur * p.round_s * p.peak_write) / pay,
        })
        .collect();
    Output {
        table: COURSE_ZONES.iter().map(|&n| spare(p, n)).collect(),
        curve: (2..=CURVE_MAX).map(|n| spare(p, n)).collect(),
        chosen: spare(p, p.zones),
        bytes_per_event: bayt,
        kbps: p.peak_write * bayt / 1024.0,
        mb_per_day: p.growth_gb * 1000.0,
        conversions,
        ratio: ((4.0 * p.round_s * p.peak_write) / 2.0) / ((1.0 * p.round_s * p.peak_write) / 3.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spare_share_is_one_over_n_minus_one() {
        let p = Params::default();
        for n in 2..=CURVE_MAX {
            let s = spare(&p, n);
            assert!((s.extra_pct - 100.0 / (n as f64 - 1.0)).abs() < 1e-9, "n {n}");
        }
    }

    #[test]
    fn more_zones_make_redundancy_cheaper() {
        let o = run(&Params::default());
        assert!(o.curve.windows(2).all(|w| w[1].idle < w[0].idle));
    }

    #[test]
    fn the_idle_capacity_of_a_healthy_day_exceeds_the_load_kept_during_a_zone_loss() {
        let o = run(&Params::default());
        assert!(o.curve.iter().all(|s| s.idle > s.kept));
    }

    #[test]
    fn course_figures() {
        let o = run(&Params::default());
        assert!((o.bytes_per_event - 348.571).abs() < 1e-3);
        assert!((o.conversions[1].writes - 388.88).abs() < 1e-9);
        assert!((o.ratio - 6.0).abs() < 1e-12);
        // 770.835 − 513.89 lies just above the tie: the course prints 256.95.
        assert!(o.table[1].idle > 256.945);
    }
}
