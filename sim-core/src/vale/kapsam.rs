//! Key scope and key lifetime in closed form: keys signed a day, keys valid at once, and the
//! expected exposure of leaked keys in object-seconds a day for three scopes (lesson 18, course
//! file `vale/kapsam`).
//!
//! Teaches: shortening a key's lifetime pays linearly at every scope; narrowing its scope pays
//! only on the first step (bucket → seller-day prefix), since the second step (→ one object)
//! multiplies the keys by as much as it divides their reach, leaving only the worst case smaller.
//!
//! The scope the page looks at is a lab-only choice; the course always prints all three.

use alloc::vec::Vec;

use crate::k01;
use crate::params::Label;

crate::course_enum! {
    /// The three scopes, in the course's order (`KAPSAM`).
    pub enum Scope, labels SCOPE_LABELS {
        Object = "tek nesne", "tek nesne", "single object";
        SellerDay = "satici-gun oneki", "satıcı-gün öneki", "seller-day prefix";
        Bucket = "satici kovasi", "satıcı kovası", "seller bucket";
    }
}

/// The key lifetimes of the course's DD14 sensitivity table (a literal array in its code).
pub const COURSE_LIFETIMES: [f64; 3] = [60.0, 300.0, 3600.0];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// V3: shipments (proofs) a day (K01).
    pub shipments: f64,
    /// V8: peak factor (K01).
    pub peak_factor: f64,
    /// V12: retention in days (K01).
    pub retention_days: u64,
    /// GUN: seconds a day.
    pub day_s: f64,
    /// SATICI: sellers (K01).
    pub sellers: u64,
    /// UC_TEPE: K01's edge requests a second at peak.
    pub edge_peak: f64,
    /// DD14: key lifetime, seconds.
    pub lifetime: f64,
    /// DD15: probability that one key leaks.
    pub leak_p: f64,
    /// GUNLUK: shipments a seller a day, `V3 / SATICI` unless set.
    pub per_seller: Option<f64>,
    /// Lab only: the scope the page's policy charts follow.
    pub scope: Scope,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            shipments: k01::V3.default,
            peak_factor: k01::V8.default,
            retention_days: k01::V12.default as u64,
            day_s: k01::GUN.default,
            sellers: k01::SATICI.default as u64,
            edge_peak: k01::TEPE_UC.default,
            lifetime: 300.0,
            leak_p: 1e-6,
            per_seller: None,
            scope: Scope::Object,
        }
    }
}

impl Params {
    pub fn per_seller(&self) -> f64 {
        self.per_seller.unwrap_or(self.shipments / self.sellers as f64)
    }

    fn get_extra(&self, key: &str) -> Option<f64> {
        (key == "per_seller").then(|| self.per_seller())
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "per_seller" {
            self.per_seller = Some(v);
        }
    }

    /// `KAPSAM`: (keys a day, objects one key reaches) per scope.
    pub fn scopes(&self) -> [(f64, f64); 3] {
        let g = self.per_seller();
        let sellers = self.sellers as f64;
        [(self.shipments, 1.0), (sellers, g), (sellers, g * self.retention_days as f64)]
    }
}

const SCOPE_CHOICES: [Label; 3] = SCOPE_LABELS;

// The parameters' specs, from `schemas/vale/kapsam.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/vale/kapsam.rs"));

crate::params_impl!(Params, "vale/kapsam", &SCHEMA, {
    "scope" => scope,
    "lifetime" => lifetime,
    "leak_p" => leak_p,
    "sellers" => sellers,
    "retention_days" => retention_days,
    "shipments" => shipments,
    "peak_factor" => peak_factor,
    "day_s" => day_s,
    "edge_peak" => edge_peak,
} else get_extra, put_extra;);

/// One line of the course's scope table, plus what one leaked key opens.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ScopeRow {
    pub scope: Scope,
    /// `uretim`: keys signed a day.
    pub keys_per_day: f64,
    /// `tepe`: keys signed a second at peak.
    pub peak_per_s: f64,
    /// `100 * tepe / UC_TEPE`.
    pub edge_pct: f64,
    /// `acik = tepe * DD14`: keys valid at once, at the peak rate.
    pub open: f64,
    /// The same on an average second of the day (`uretim / GUN * DD14`; not in the course).
    pub open_avg: f64,
    /// `yuzey`: objects one key opens.
    pub surface: f64,
    /// `maruz = uretim * DD15 * yuzey * DD14`: object-seconds a day opened by leaked keys.
    pub exposure: f64,
    /// `yuzey * DD14`: object-seconds one leaked key opens (the model counts its full lifetime).
    pub per_leak: f64,
    /// `uretim * DD15`: leaked keys expected a day.
    pub leaks_per_day: f64,
}

/// One line of the DD14 sensitivity table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct LifetimeRow {
    pub lifetime: f64,
    pub object_open: f64,
    pub seller_day_open: f64,
    pub bucket_exposure: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub per_seller: f64,
    pub rows: [ScopeRow; 3],
    pub lifetimes: [LifetimeRow; 3],
    /// `k1 / g1`, `g1 / t1`, `V3 / SATICI`.
    pub bucket_to_seller_day: f64,
    pub seller_day_to_object: f64,
    pub issuance_ratio: f64,
    /// The page's lifetime sweep: (lifetime, exposure per scope) for 30..3600 s.
    pub sweep: Vec<(f64, [f64; 3])>,
}

fn row(p: &Params, scope: Scope, uretim: f64, yuzey: f64, lifetime: f64) -> ScopeRow {
    let gun = p.day_s;
    let tepe = (uretim / gun) * p.peak_factor;
    ScopeRow {
        scope,
        keys_per_day: uretim,
        peak_per_s: tepe,
        edge_pct: (100.0 * tepe) / p.edge_peak,
        open: tepe * lifetime,
        open_avg: (uretim / gun) * lifetime,
        surface: yuzey,
        exposure: uretim * p.leak_p * yuzey * lifetime,
        per_leak: yuzey * lifetime,
        leaks_per_day: uretim * p.leak_p,
    }
}

pub fn run(p: &Params) -> Output {
    let scopes = p.scopes();
    let rows_at = |lifetime: f64| {
        let mut i = 0;
        Scope::ALL.map(|s| {
            let (u, y) = scopes[i];
            i += 1;
            row(p, s, u, y, lifetime)
        })
    };
    let rows = rows_at(p.lifetime);
    let gun = p.day_s;
    let (v3, satici) = (p.shipments, p.sellers as f64);
    let lifetimes = COURSE_LIFETIMES.map(|s| LifetimeRow {
        lifetime: s,
        object_open: (v3 / gun) * p.peak_factor * s,
        seller_day_open: (satici / gun) * p.peak_factor * s,
        bucket_exposure: satici * p.leak_p * p.per_seller() * p.retention_days as f64 * s,
    });
    let [t1, g1, k1] = rows.map(|r| r.exposure);
    let sweep = (1..=120)
        .map(|i| {
            let l = i as f64 * 30.0;
            (l, rows_at(l).map(|r| r.exposure))
        })
        .collect();
    Output {
        per_seller: p.per_seller(),
        rows,
        lifetimes,
        bucket_to_seller_day: k1 / g1,
        seller_day_to_object: g1 / t1,
        issuance_ratio: v3 / satici,
        sweep,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_values_come_out_at_its_parameters() {
        let o = run(&Params::default());
        let open: Vec<f64> = o.rows.iter().map(|r| (r.open * 10.0).round() / 10.0).collect();
        assert_eq!(open, [4166.7, 41.7, 41.7]);
        assert_eq!(o.rows[2].exposure, 87_600.0);
        assert!((o.rows[0].exposure - 120.0).abs() < 1e-9);
        assert_eq!(o.lifetimes[2].bucket_exposure.round(), 1_051_200.0);
        assert!((o.bucket_to_seller_day - 730.0).abs() < 1e-9);
    }

    #[test]
    fn the_second_narrowing_leaves_expected_exposure_unchanged_for_any_seller_count() {
        for sellers in [100, 1000, 4000, 40_000] {
            let o = run(&Params { sellers, ..Params::default() });
            assert!((o.seller_day_to_object - 1.0).abs() < 1e-9, "{sellers}");
            assert!((o.bucket_to_seller_day - 730.0).abs() < 1e-9, "{sellers}");
            assert!(o.rows[0].keys_per_day > o.rows[1].keys_per_day || sellers >= 400_000);
        }
    }

    #[test]
    fn shortening_the_lifetime_pays_linearly_at_every_scope() {
        let a = run(&Params::default());
        let b = run(&Params { lifetime: 60.0, ..Params::default() });
        for (x, y) in a.rows.iter().zip(&b.rows) {
            assert!((x.exposure / y.exposure - 5.0).abs() < 1e-9);
            assert!((x.open / y.open - 5.0).abs() < 1e-9);
            assert_eq!(x.surface, y.surface);
        }
    }

    #[test]
    fn only_the_worst_case_separates_single_object_from_seller_day() {
        let o = run(&Params::default());
        assert_eq!(o.rows[1].per_leak / o.rows[0].per_leak, 100.0);
        assert_eq!(o.rows[2].per_leak / o.rows[1].per_leak, 730.0);
    }

    #[test]
    fn schema_keys_round_trip() {
        assert_eq!(run(&crate::testing::assert_keys_round_trip()), run(&Params::default()));
    }
}
