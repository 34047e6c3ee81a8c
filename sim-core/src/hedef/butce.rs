//! The recovery time objective against the monthly outage budget, and the cost of a zero RPO
//! (lesson 11, course file `hedef/butce`).
//!
//! Teaches: an RTO cannot be chosen apart from the availability target, since both draw on one
//! monthly budget; automatic failover is what makes a tight target affordable; synchronous
//! acknowledgement removes the silent loss of asynchronous replication by refusing writes on
//! the healthy day (ratio PENCERE / GERILIK).
//!
//! Plain arithmetic on K01's figures and the course's assumptions KU2 and KU6. The course's
//! "8 sn (devralma)" row is a literal, and `PENCERE` is lesson 9's window copied by hand. The
//! lab adds one recovery without failover, split into steps (detect, restore, redirect; they
//! sum to K01's 10 minutes by default), and an RTO target to hold it and the failover against.

use alloc::vec::Vec;

use crate::k01;
use crate::varsayim;

/// The course's RTO rows (label, minutes).
pub const RTOS: [(&str, f64); 5] =
    [("8 sn (devralma)", 8.0 / 60.0), ("5 dk", 5.0), ("10 dk", 10.0), ("30 dk", 30.0), ("60 dk", 60.0)];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// ARIZA_PAYI: the monthly budget's failure share (min).
    pub failure_share_min: f64,
    /// AYLIK: the monthly outage budget at 99.9% (min).
    pub monthly_min: f64,
    /// TEPE_UC: peak requests per second at the edge.
    pub peak_edge: f64,
    /// TEPE_YAZMA: peak writes per second.
    pub peak_write: f64,
    /// OLAY_GUN: status events a day.
    pub events_per_day: f64,
    /// PENCERE: the standby's failover window (s), lesson 9 at threshold 3.
    pub window_s: f64,
    /// DURMA_AY (KU2): real stops a month per replica.
    pub stops_per_month: f64,
    /// GERILIK (KU6): asynchronous replication lag (s).
    pub lag_s: f64,
    /// senkron: writes refused a month under synchronous acknowledgement; derived unless set.
    pub sync_refused: Option<f64>,
    /// eszamansiz: events silently lost a month under asynchronous replication; derived unless set.
    pub async_lost: Option<f64>,
    /// Lab: the RTO target (min).
    pub rto_min: f64,
    /// Lab: the steps of a recovery without failover (min).
    pub detect_min: f64,
    pub restore_min: f64,
    pub redirect_min: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            failure_share_min: k01::ARIZA_PAYI.default,
            monthly_min: k01::AYLIK.default,
            peak_edge: k01::TEPE_UC.default,
            peak_write: k01::TEPE_YAZMA.default,
            events_per_day: k01::OLAY_GUN.default,
            window_s: 8.0,
            stops_per_month: varsayim::DURMA_AY.default,
            lag_s: 1.0,
            sync_refused: None,
            async_lost: None,
            rto_min: 30.0,
            detect_min: 2.0,
            restore_min: 6.0,
            redirect_min: 2.0,
        }
    }
}

impl Params {
    pub fn sync_refused(&self) -> f64 {
        self.sync_refused.unwrap_or(self.stops_per_month * self.window_s * self.peak_write)
    }

    pub fn async_lost(&self) -> f64 {
        self.async_lost.unwrap_or(self.stops_per_month * self.lag_s * self.peak_write)
    }

    /// How long the recovery without failover takes (min).
    pub fn recovery_min(&self) -> f64 {
        self.detect_min + self.restore_min + self.redirect_min
    }
}

// The parameters' specs, from `schemas/hedef/butce.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/hedef/butce.rs"));

crate::params_impl!(Params, "hedef/butce", &SCHEMA, {
    "failure_share_min" => failure_share_min,
    "monthly_min" => monthly_min,
    "peak_edge" => peak_edge,
    "peak_write" => peak_write,
    "events_per_day" => events_per_day,
    "window_s" => window_s,
    "stops_per_month" => stops_per_month,
    "lag_s" => lag_s,
    "rto_min" => rto_min,
    "detect_min" => detect_min,
    "restore_min" => restore_min,
    "redirect_min" => redirect_min,
} derived { "sync_refused" => sync_refused, "async_lost" => async_lost };);

/// One RTO of the course's table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct RtoRow {
    pub label: &'static str,
    pub minutes: f64,
    /// ARIZA_PAYI / dk: failures of this length that fit the failure share.
    pub fits: f64,
    /// 100 · dk / AYLIK: one failure's share of the whole monthly budget (not of the failure share).
    pub share_of_monthly_pct: f64,
    /// dk · 60 · TEPE_UC (unrounded).
    pub edge_dropped: f64,
}

/// A way back from a failure, held against the RTO and the month's budget.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Recovery {
    pub minutes: f64,
    pub within_rto: bool,
    pub fits: f64,
    /// One failure's share of the failure share and of the whole monthly budget (percent).
    pub share_of_failure_pct: f64,
    pub share_of_monthly_pct: f64,
    /// DURMA_AY failures of this length (min).
    pub month_min: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub rows: Vec<RtoRow>,
    /// Extra acknowledgement rounds a day under synchronous acknowledgement.
    pub extra_rounds_per_day: f64,
    pub sync_refused: f64,
    pub async_lost: f64,
    pub ratio: f64,
    /// The lab's two recoveries and its RTO target read as one more row.
    pub failover: Recovery,
    pub manual: Recovery,
    pub target: Recovery,
}

fn recovery(p: &Params, minutes: f64) -> Recovery {
    Recovery {
        minutes,
        within_rto: minutes <= p.rto_min,
        fits: p.failure_share_min / minutes,
        share_of_failure_pct: (100.0 * minutes) / p.failure_share_min,
        share_of_monthly_pct: (100.0 * minutes) / p.monthly_min,
        month_min: p.stops_per_month * minutes,
    }
}

pub fn run(p: &Params) -> Output {
    let rows = RTOS
        .iter()
        .map(|&(label, dk)| RtoRow {
            label,
            minutes: dk,
            fits: p.failure_share_min / dk,
            share_of_monthly_pct: (100.0 * dk) / p.monthly_min,
            edge_dropped: dk * 60.0 * p.peak_edge,
        })
        .collect();
    let sync_refused = p.sync_refused();
    let async_lost = p.async_lost();
    Output {
        rows,
        extra_rounds_per_day: p.events_per_day,
        sync_refused,
        async_lost,
        ratio: sync_refused / async_lost,
        failover: recovery(p, p.window_s / 60.0),
        manual: recovery(p, p.recovery_min()),
        target: recovery(p, p.rto_min),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ten_minute_recovery_fits_the_failure_share_two_point_eight_two_times() {
        let o = run(&Params::default());
        assert!((o.rows[2].fits - 2.82).abs() < 1e-12);
        assert!((o.manual.fits - 2.82).abs() < 1e-12);
    }

    #[test]
    fn one_thirty_minute_failure_already_exceeds_the_failure_share_but_not_the_monthly_budget() {
        let o = run(&Params::default());
        let r = o.rows[3];
        assert!(r.fits < 1.0);
        assert!(r.share_of_monthly_pct < 100.0 && 2.0 * r.share_of_monthly_pct > 100.0);
    }

    #[test]
    fn failover_fits_two_hundred_failures_where_manual_recovery_fits_three() {
        let o = run(&Params::default());
        assert!(o.failover.fits > 200.0 && o.manual.fits < 3.0);
        assert!(o.failover.within_rto && o.manual.within_rto);
    }

    #[test]
    fn sync_refuses_window_over_lag_times_the_writes_async_loses() {
        for (w, l) in [(8.0, 1.0), (4.0, 1.0), (8.0, 0.5), (30.0, 2.5)] {
            let o = run(&Params { window_s: w, lag_s: l, ..Params::default() });
            assert!((o.ratio - w / l).abs() < 1e-9, "{w} {l}");
        }
    }

    #[test]
    fn the_ratio_does_not_depend_on_load_or_stops() {
        let a = run(&Params::default()).ratio;
        let b = run(&Params { peak_write: 400.0, stops_per_month: 7.0, ..Params::default() }).ratio;
        assert!((a - b).abs() < 1e-12);
    }
}
