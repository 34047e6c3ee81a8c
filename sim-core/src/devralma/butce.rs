//! The failover windows in the month's outage budget (lesson 9, course file `devralma/butce`).
//!
//! Teaches: on the faulty day a failover turns a recovery of minutes into a window of seconds;
//! on the healthy day a low threshold pays for every short spell with a false failover and a
//! fail-back; a half-down replica loses writes the outage budget never sees; active–active
//! divides a window's loss among the replicas, it does not remove it.
//!
//! Plain arithmetic on the course's assumptions KU1–KU3 (seconds per round, real stops and
//! short spells a month) and K01's figures (recovery time, failure share, peak rates). The rule
//! that thresholds 3 and up ignore short spells, and the 20 silent rounds, are copied by the
//! course from the model's run, not computed here.

use alloc::vec::Vec;

use crate::k01;
use crate::varsayim;

/// The thresholds of the table.
pub const THRESHOLDS: [u64; 4] = [1, 2, 3, 4];
/// The threshold the course's single-window lines use.
pub const CHOSEN: f64 = 3.0;
/// The active–active replica counts of the last lines.
pub const REPLICAS: [u64; 2] = [2, 3];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// KU1: seconds per round (one health-check interval).
    pub round_s: f64,
    /// KU2: real stops a month.
    pub real_per_month: f64,
    /// KU3: short spells a month.
    pub short_per_month: f64,
    /// K01: recovery time without failover (s).
    pub recovery_s: f64,
    /// K01: the month's failure share of the outage budget (min).
    pub failure_share_min: f64,
    /// K01: peak writes and peak edge requests per second.
    pub peak_write: f64,
    pub peak_edge: f64,
    /// Promotion rounds (`TERFI`, a copy of the model's).
    pub promotion: f64,
    /// `kalipsiz` (s a month without failover): derived unless set.
    pub no_failover_s: Option<f64>,
    /// `esik3` (s a month of the two stops at threshold 3): derived unless set.
    pub threshold3_s: Option<f64>,
    /// Half-down rounds accepted and lost (`SESSIZ_TUR`, copied from the model's run).
    pub silent_rounds: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            round_s: varsayim::TUR_SN.default,
            real_per_month: varsayim::DURMA_AY.default,
            short_per_month: varsayim::KESIK_AY.default,
            recovery_s: k01::KURTARMA_SN.default,
            failure_share_min: k01::ARIZA_PAYI.default,
            peak_write: k01::TEPE_YAZMA.default,
            peak_edge: k01::TEPE_UC.default,
            promotion: 1.0,
            no_failover_s: None,
            threshold3_s: None,
            silent_rounds: 20.0,
        }
    }
}

impl Params {
    pub fn no_failover_s(&self) -> f64 {
        self.no_failover_s.unwrap_or(self.real_per_month * self.recovery_s)
    }

    pub fn threshold3_s(&self) -> f64 {
        self.threshold3_s.unwrap_or(self.real_per_month * (CHOSEN + self.promotion) * self.round_s)
    }
}

// The parameters' specs, from `schemas/devralma/butce.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/devralma/butce.rs"));

impl Params {
    /// Keys read through their methods (derived unless set).
    fn get_extra(&self, key: &str) -> Option<f64> {
        match key {
            "no_failover_s" => Some(self.no_failover_s()),
            "threshold3_s" => Some(self.threshold3_s()),
            _ => None,
        }
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        match key {
            "no_failover_s" => self.no_failover_s = Some(v),
            "threshold3_s" => self.threshold3_s = Some(v),
            _ => {}
        }
    }
}

crate::params_impl!(Params, "devralma/butce", &SCHEMA, {
    "round_s" => round_s,
    "real_per_month" => real_per_month,
    "short_per_month" => short_per_month,
    "recovery_s" => recovery_s,
    "failure_share_min" => failure_share_min,
    "peak_write" => peak_write,
    "peak_edge" => peak_edge,
    "promotion" => promotion,
    "silent_rounds" => silent_rounds,
} else get_extra, put_extra;);

/// One threshold's month.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Row {
    pub threshold: u64,
    /// pencere: detection plus promotion (s)
    pub window_s: f64,
    /// gercek: the month's real stops (s), the faulty day's cost
    pub real_s: f64,
    /// yanlis: false failovers and their fail-backs (s), the healthy day's cost
    pub false_s: f64,
    /// toplam (s)
    pub total_s: f64,
    /// Share of the failure budget, percent.
    pub share_pct: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub rows: Vec<Row>,
    /// kalipsiz (s) and its share of the failure budget (percent).
    pub no_failover_s: f64,
    pub no_failover_pct: f64,
    /// esik3 (s) and kalipsiz / esik3.
    pub threshold3_s: f64,
    pub ratio: f64,
    /// One window at threshold 3 at peak: writes and edge requests dropped.
    pub window_writes: f64,
    pub window_edge: f64,
    /// The half-down window: seconds and writes lost.
    pub silent_s: f64,
    pub silent_writes: f64,
    /// Active–active: (replicas, window writes dropped, writes silently lost).
    pub split: Vec<(u64, f64, f64)>,
}

pub fn run(p: &Params) -> Output {
    let rows = THRESHOLDS
        .iter()
        .map(|&e| {
            let window_s = (e as f64 + p.promotion) * p.round_s;
            let real_s = p.real_per_month * window_s;
            // The course's rule: thresholds 3 and up do not trigger on short spells.
            let false_s = if e <= 2 { p.short_per_month * (window_s + p.promotion * p.round_s) } else { 0.0 };
            let total_s = real_s + false_s;
            Row {
                threshold: e,
                window_s,
                real_s,
                false_s,
                total_s,
                share_pct: (100.0 * total_s) / 60.0 / p.failure_share_min,
            }
        })
        .collect();
    let no_failover_s = p.no_failover_s();
    let threshold3_s = p.threshold3_s();
    let window_writes = (CHOSEN + p.promotion) * p.round_s * p.peak_write;
    let silent_writes = p.silent_rounds * p.round_s * p.peak_write;
    Output {
        rows,
        no_failover_s,
        no_failover_pct: (100.0 * no_failover_s) / 60.0 / p.failure_share_min,
        threshold3_s,
        ratio: no_failover_s / threshold3_s,
        window_writes,
        window_edge: (CHOSEN + p.promotion) * p.round_s * p.peak_edge,
        silent_s: p.silent_rounds * p.round_s,
        silent_writes,
        split: REPLICAS.iter().map(|&k| (k, window_writes / k as f64, silent_writes / k as f64)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failover_shortens_the_two_stops_seventy_five_times_at_the_course_values() {
        let o = run(&Params::default());
        assert_eq!(o.no_failover_s, 1200.0);
        assert_eq!(o.threshold3_s, 16.0);
        assert_eq!(o.ratio, 75.0);
    }

    #[test]
    fn low_thresholds_cost_more_on_the_healthy_day_than_real_stops_cost() {
        let o = run(&Params::default());
        for r in &o.rows[..2] {
            assert!(r.false_s > r.real_s, "threshold {}", r.threshold);
        }
        assert!(o.rows[2..].iter().all(|r| r.false_s == 0.0));
    }

    #[test]
    fn a_higher_threshold_lengthens_every_real_window() {
        let o = run(&Params::default());
        assert!(o.rows.windows(2).all(|w| w[1].window_s > w[0].window_s));
    }

    #[test]
    fn active_active_divides_the_loss_it_does_not_remove_it() {
        let o = run(&Params::default());
        for &(k, w, s) in &o.split {
            assert_eq!(w * k as f64, o.window_writes);
            assert!((s * k as f64 - o.silent_writes).abs() < 1e-9);
        }
    }

    #[test]
    fn no_stops_a_month_gives_a_ratio_that_is_not_a_number() {
        let p = Params { real_per_month: 0.0, ..Params::default() };
        assert!(run(&p).ratio.is_nan());
    }
}
