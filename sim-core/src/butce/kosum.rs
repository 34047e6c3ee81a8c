//! The three ways to split a timeout budget, compared on a healthy day and on a day the tariff
//! store slows down (lesson 5, course file `butce/kosum`, on the chain of `butce/zincir`).
//!
//! Teaches: a tight split cuts valid requests on a healthy day; on a faulty day it shortens the
//! caller's wait and points at the right culprit, while greedy splitting blames the healthy step;
//! without a cancellation signal the tight split only moves the held time from the caller to the
//! dependency (the total of busy slots barely changes), with one it halves it.
//!
//! The course prints the split table, one table per regime (48 requests, no cancellation), the
//! busy slots under the slow tariff (Little's law `L = λW` at the peak read rate), the healthy
//! day's cost (the deadline field's bytes, the extra drops) and AY10's sensitivity. The lab adds
//! the regime, policy and cancellation it charts (not constants of the course's code).

use alloc::vec::Vec;

use super::zincir::{self, Chain, Medians, Policy, Regime, POLICY_LABELS, REGIME_LABELS};
use crate::k01;
use crate::params::{Label, ParamError};

/// External requests per run (`kosum`'s default `n`, also written into the course's headers).
pub const REQUESTS: usize = 48;

/// The AY10 sensitivity table's rows (minutes, times a month) and the monthly failure allowance
/// in minutes (K01's figure); all literals in the course's code.
pub const SENSITIVITY: [(f64, f64); 3] = [(12.0, 1.0), (12.0, 2.0), (24.0, 1.0)];
pub const MONTHLY_ALLOWANCE_MIN: f64 = k01::ARIZA_PAYI.default;

const NO_YES: [Label; 2] = [Label::new("yok", "off"), Label::new("var", "on")];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// `K01.esik`, `GECIT_PAYI`, `ORTANCA`.
    pub chain: Chain,
    /// `K01.tepeOkuma`: the peak read rate (req/s), λ in `L = λW`.
    pub peak_read: f64,
    /// `K01.tepeUc`: the peak edge rate (req/s).
    pub peak_edge: f64,
    /// `K01.yanitBayt`: the tracking response's size (bytes).
    pub response_bytes: f64,
    /// `CAGRI`: sub-calls per external request.
    pub subcalls: f64,
    /// `SON_TARIH_BAYT`: bytes of the field that carries the remaining time.
    pub deadline_bytes: f64,
    /// The regime, policy and cancellation the lab charts.
    pub regime: Regime,
    pub policy: Policy,
    pub cancel: bool,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            chain: Chain::COURSE,
            peak_read: k01::TEPE_OKUMA.default,
            peak_edge: k01::TEPE_UC.default,
            response_bytes: k01::YANIT_BAYT.default,
            subcalls: 5.0,
            deadline_bytes: 8.0,
            regime: Regime::TariffSlow,
            policy: Policy::Greedy,
            cancel: false,
        }
    }
}

const MS: (f64, f64) = (0.0, 1e6);

// The parameters' specs, from `schemas/butce/kosum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/butce/kosum.rs"));

crate::params_impl!(Params, "butce/kosum", &SCHEMA, {
    "threshold" => chain.threshold,
    "gateway_share" => chain.gateway,
    "median_delivery" => chain.medians.delivery,
    "median_tariff" => chain.medians.tariff,
    "median_size" => chain.medians.size,
    "peak_read" => peak_read,
    "peak_edge" => peak_edge,
    "response_bytes" => response_bytes,
    "subcalls" => subcalls,
    "deadline_bytes" => deadline_bytes,
    "policy" => policy,
    "regime" => regime,
    "cancel" => cancel,
}
    fn check_all(&self) -> Result<(), ParamError> {
        let Medians { tariff, size, .. } = self.chain.medians;
        if tariff + size <= 0.0 {
            return Err(ParamError::Conflict {
                message: Label::new(
                    "Ağırlıklı bölüştürme için ORTANCA.tarife ile ORTANCA.olcu'nun toplamı sıfırdan büyük olmalı.",
                    "For the weighted split, ORTANCA.tarife plus ORTANCA.olcu must be greater than zero.",
                ),
            });
        }
        Ok(())
    }
);

/// Slots busy at once for a time per request (`yuva`: Little's law at the peak read rate).
pub fn slots(p: &Params, ms: f64) -> f64 {
    (p.peak_read * ms) / 1000.0
}

/// One row of the busy-slot table (slow tariff, no cancellation).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct BusyRow {
    pub policy: Policy,
    /// `cagiran`: slots the callers hold while they wait.
    pub caller: f64,
    /// `terk edilen`: slots the dependency keeps busy after the callers gave up.
    pub abandoned: f64,
    /// `toplam(iptalsiz)` = caller + abandoned; `toplam(iptalli)` is the caller alone.
    pub total_without_cancel: f64,
    pub total_with_cancel: f64,
}

/// Extra healthy-day drops of a tight split against greedy.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct ExtraDrops {
    pub policy: Policy,
    /// `fark` (negative when the tight split drops fewer).
    pub extra: i64,
    pub pct: f64,
    /// At the peak read rate, requests per second.
    pub per_second: f64,
}

/// One row of AY10's sensitivity table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct SensitivityRow {
    pub minutes: f64,
    pub per_month: f64,
    pub monthly: f64,
    /// Share of the monthly allowance, percent.
    pub pct: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// `R`: the branch's share.
    pub remaining: f64,
    /// The two reads' budgets per policy, in [`Policy::ALL`] order.
    pub shares: [[f64; 2]; 3],
    /// Without cancellation, regime-major in [`Regime::ALL`] order, policies in course order.
    pub runs: Vec<zincir::Run>,
    pub busy: Vec<BusyRow>,
    /// `CAGRI * SON_TARIH_BAYT`, its share of the response in percent, and the edge's traffic.
    pub field_bytes_per_request: f64,
    pub field_share_pct: f64,
    pub field_bytes_per_second: f64,
    pub extra_drops: Vec<ExtraDrops>,
    pub sensitivity: Vec<SensitivityRow>,
    /// The charted regime with the charted cancellation, policies in course order.
    pub shown: Vec<zincir::Run>,
}

impl Output {
    /// The course's run (no cancellation) for a regime and a policy.
    pub fn run_of(&self, regime: Regime, policy: Policy) -> &zincir::Run {
        &self.runs[regime as usize * 3 + policy as usize]
    }

    /// The charted run for a policy.
    pub fn shown_of(&self, policy: Policy) -> &zincir::Run {
        &self.shown[policy as usize]
    }
}

pub fn run(p: &Params) -> Output {
    let chain = &p.chain;
    let remaining = chain.remaining();
    let shares = Policy::ALL.map(|pol| zincir::shares(pol, remaining, &chain.medians));
    let mut runs = Vec::with_capacity(6);
    for regime in Regime::ALL {
        for policy in Policy::ALL {
            runs.push(zincir::run(chain, regime, policy, false, REQUESTS));
        }
    }
    let slow = &runs[3..6];
    let busy = slow
        .iter()
        .map(|r| {
            let caller = slots(p, r.mean);
            let abandoned = slots(p, r.abandoned_ms / r.n as f64);
            BusyRow {
                policy: r.policy,
                caller,
                abandoned,
                total_without_cancel: caller + abandoned,
                total_with_cancel: caller,
            }
        })
        .collect();

    let field_bytes_per_request = p.subcalls * p.deadline_bytes;
    let greedy = &runs[0];
    let extra_drops = runs[1..3]
        .iter()
        .map(|r| {
            let extra = r.dropped as i64 - greedy.dropped as i64;
            let n = r.n as f64;
            ExtraDrops {
                policy: r.policy,
                extra,
                pct: (extra as f64 / n) * 100.0,
                per_second: (p.peak_read * extra as f64) / n,
            }
        })
        .collect();
    let sensitivity = SENSITIVITY
        .iter()
        .map(|&(minutes, per_month)| SensitivityRow {
            minutes,
            per_month,
            monthly: minutes * per_month,
            pct: ((minutes * per_month) / MONTHLY_ALLOWANCE_MIN) * 100.0,
        })
        .collect();
    let shown = if p.cancel {
        Policy::ALL.iter().map(|&pol| zincir::run(chain, p.regime, pol, true, REQUESTS)).collect()
    } else {
        runs[p.regime as usize * 3..p.regime as usize * 3 + 3].to_vec()
    };

    Output {
        remaining,
        shares,
        busy,
        field_bytes_per_request,
        field_share_pct: (field_bytes_per_request / p.response_bytes) * 100.0,
        field_bytes_per_second: p.peak_edge * p.subcalls * p.deadline_bytes,
        extra_drops,
        sensitivity,
        runs,
        shown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Params as ParamsTrait;

    fn busy(o: &Output, policy: Policy) -> BusyRow {
        o.busy[policy as usize]
    }

    #[test]
    fn without_cancellation_a_tight_split_holds_no_fewer_slots_in_total() {
        let o = run(&Params::default());
        let (g, w) = (busy(&o, Policy::Greedy), busy(&o, Policy::Weighted));
        assert!(w.caller < g.caller);
        assert!(w.total_without_cancel >= g.total_without_cancel);
        assert_eq!(jsround1(g.total_without_cancel), 130.5);
        assert_eq!(jsround1(w.total_without_cancel), 136.7);
    }

    #[test]
    fn with_cancellation_the_weighted_split_holds_about_half_the_slots_of_greedy() {
        let o = run(&Params::default());
        let (g, w) = (busy(&o, Policy::Greedy), busy(&o, Policy::Weighted));
        assert_eq!((jsround1(g.total_with_cancel), jsround1(w.total_with_cancel)), (82.4, 40.2));
        assert!(w.total_with_cancel < 0.5 * g.total_with_cancel);
    }

    #[test]
    fn tight_splits_cost_two_of_forty_eight_valid_requests_on_a_healthy_day() {
        let o = run(&Params::default());
        assert!(o.extra_drops.iter().all(|e| e.extra == 2));
        assert_eq!(o.field_bytes_per_request, 40.0);
    }

    #[test]
    fn a_longer_threshold_lets_greedy_rescue_more_requests_at_a_longer_median() {
        let mut p = Params::default();
        p.chain.threshold = 300.0;
        let o = run(&p);
        let g = o.run_of(Regime::TariffSlow, Policy::Greedy);
        assert_eq!((g.answered, g.median), (23, 300.0));
        assert!(o.run_of(Regime::Healthy, Policy::Equal).dropped == 0);
    }

    #[test]
    fn the_charted_runs_follow_the_chosen_regime_and_cancellation() {
        let mut p = Params { regime: Regime::Healthy, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.shown_of(Policy::Equal), o.run_of(Regime::Healthy, Policy::Equal));
        p.regime = Regime::TariffSlow;
        p.cancel = true;
        let o = run(&p);
        assert!(o.shown.iter().all(|r| r.cancel && r.abandoned_ms == 0.0));
        assert_eq!(o.shown_of(Policy::Weighted).mean, o.run_of(Regime::TariffSlow, Policy::Weighted).mean);
    }

    #[test]
    fn zero_weights_are_refused_in_one_sentence() {
        let mut p = Params::default();
        p.chain.medians.tariff = 0.0;
        p.chain.medians.size = 0.0;
        assert!(matches!(p.check_all(), Err(ParamError::Conflict { .. })));
    }

    /// One decimal, for comparing with the course's printed figures.
    fn jsround1(x: f64) -> f64 {
        libm::floor(x * 10.0 + 0.5) / 10.0
    }
}
