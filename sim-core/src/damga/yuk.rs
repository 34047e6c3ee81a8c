//! The stamp count turned into K01's per-stamp loads and into the healthy day's component count
//! (lesson 13, course file `damga/yuk`).
//!
//! Teaches: the stamp count divides the loads and a stamp-local fault's reach by the same n,
//! while the components to run grow as n (twice as fast with a geo copy of every stamp).
//!
//! Plain arithmetic on K01's figures. `DAMGA_ICI = 8` is copied by the course from the model's
//! self-contained placement, and the last line's "%90,9" is a literal: neither follows the
//! model's constants. The lab adds a chosen stamp count (`stamps`) for the page's tables and
//! charts and sweeps 1..=SWEEP_MAX; the course's rows stay 1, 2, 4, 8, 16.

use alloc::vec::Vec;

use crate::k01;

/// The course's stamp counts.
pub const COURSE_STAMPS: [u64; 5] = [1, 2, 4, 8, 16];
/// The lab's sweep runs 1 to this.
pub const SWEEP_MAX: u64 = 32;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// K01: peak requests per second at the edge.
    pub peak_edge: f64,
    /// K01: peak writes per second.
    pub peak_write: f64,
    /// K01: requests per second reaching the store.
    pub store: f64,
    /// K01: shipments a day.
    pub shipments: f64,
    /// Stamp-local components in the self-contained placement (copied from the model).
    pub local: f64,
    /// The stamp count the page dwells on (the lab's).
    pub stamps: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            peak_edge: k01::TEPE_UC.default,
            peak_write: k01::TEPE_YAZMA.default,
            store: k01::DEPO.default,
            shipments: k01::V3.default,
            local: 8.0,
            stamps: 4,
        }
    }
}

// The parameters' specs, from `schemas/damga/yuk.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/damga/yuk.rs"));

crate::params_impl!(Params, "damga/yuk", &SCHEMA, {
    "peak_edge" => peak_edge,
    "peak_write" => peak_write,
    "store" => store,
    "shipments" => shipments,
    "local" => local,
    "stamps" => stamps,
});

/// One stamp count's row of both tables.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Row {
    pub stamps: u64,
    pub edge: f64,
    pub store: f64,
    pub write: f64,
    /// `100 / n`: the share of requests a fault inside one stamp reaches, %.
    pub blast_pct: f64,
    pub shipments: f64,
    /// `DAMGA_ICI * n + 1`
    pub components: f64,
    /// `DAMGA_ICI * n * 2 + 1`
    pub with_geo: f64,
    /// Places the end-of-day billing must visit.
    pub billing_stamps: u64,
}

pub fn row(p: &Params, n: u64) -> Row {
    let nf = n as f64;
    Row {
        stamps: n,
        edge: p.peak_edge / nf,
        store: p.store / nf,
        write: p.peak_write / nf,
        blast_pct: 100.0 / nf,
        shipments: p.shipments / nf,
        components: p.local * nf + 1.0,
        with_geo: p.local * nf * 2.0 + 1.0,
        billing_stamps: n,
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The course's rows (n = 1, 2, 4, 8, 16).
    pub rows: Vec<Row>,
    /// The chosen stamp count's row.
    pub chosen: Row,
    /// n = 1..=SWEEP_MAX.
    pub sweep: Vec<Row>,
}

pub fn run(p: &Params) -> Output {
    Output {
        rows: COURSE_STAMPS.iter().map(|&n| row(p, n)).collect(),
        chosen: row(p, p.stamps),
        sweep: (1..=SWEEP_MAX).map(|n| row(p, n)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_stamps_divide_the_k01_loads_by_four() {
        let r = run(&Params::default()).chosen;
        assert_eq!((r.edge, r.store, r.shipments, r.blast_pct), (513.89 / 4.0, 138.89 / 4.0, 100_000.0, 25.0));
    }

    #[test]
    fn components_grow_as_n_and_geo_copies_double_all_but_the_routing_map() {
        let o = run(&Params::default());
        let comps: Vec<(f64, f64)> = o.rows.iter().map(|r| (r.components, r.with_geo)).collect();
        assert_eq!(comps, [(9.0, 17.0), (17.0, 33.0), (33.0, 65.0), (65.0, 129.0), (129.0, 257.0)]);
    }

    #[test]
    fn blast_radius_falls_as_one_over_n_while_components_rise_as_n() {
        let o = run(&Params::default());
        for w in o.sweep.windows(2) {
            assert!(w[1].blast_pct < w[0].blast_pct && w[1].components > w[0].components);
            assert!((w[0].blast_pct * w[0].stamps as f64 - 100.0).abs() < 1e-9);
        }
    }
}
