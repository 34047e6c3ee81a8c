//! The tracking query's call chain under an end-to-end time budget (lesson 5, course file
//! `butce/zincir`).
//!
//! Teaches: how the branch's share of the budget is split between two sequential sub-calls
//! (greedy, equal, weighted) decides where a slow step shows up in the logs, how long the caller
//! waits, and how much work the dependency goes on doing after the caller has given up.
//!
//! A logical clock, no randomness: each step reads its durations from a fixed 17-long cycle
//! (`D(body, tail)` repeats an 8-long body twice and adds one long tail) with its own cursor,
//! which moves only when the step is really called. One request goes through the gateway (its
//! fixed share), then calls the delivery branch (one read) in parallel with the pricing branch
//! (two reads in a row: tariff, then size). A read that outlasts its budget fails at the budget;
//! without a cancellation signal the dependency keeps working for the rest of its duration
//! ("abandoned work"). A request is answered when all three reads succeed and the end-to-end
//! time stays within the threshold.

use alloc::vec::Vec;

use crate::k01;

crate::course_enum! {
    /// The three reads of the chain, in the course's order.
    pub enum Step, labels pub STEP_LABELS {
        /// `teslimat`: the delivery-operations branch's single read.
        Delivery = "teslimat", "teslimat", "delivery";
        /// `tarife`: the pricing branch's first read (the step that slows down under AY10).
        Tariff = "tarife", "tarife", "tariff";
        /// `olcu`: the pricing branch's second read.
        Size = "olcu", "ölçü", "size";
    }
}

crate::course_enum! {
    /// The day the chain runs on.
    pub enum Regime, labels pub REGIME_LABELS {
        /// `arizasiz`
        Healthy = "arizasiz", "arızasız gün", "healthy day";
        /// `tarife yavas` (AY10): only the tariff store slows down.
        TariffSlow = "tarife yavas", "tarife yavaş (AY10)", "slow tariff store (AY10)";
    }
}

crate::course_enum! {
    /// How the pricing branch's share is split between its two reads.
    ///
    /// In the course's order (`POLITIKA`).
    pub enum Policy, labels pub POLICY_LABELS {
        /// `acgozlu`: each read may take the whole remaining share.
        Greedy = "acgozlu", "açgözlü", "greedy";
        /// `esit`: half each.
        Equal = "esit", "eşit", "equal";
        /// `agirlikli`: in proportion to the reads' usual durations (`ORTANCA`).
        Weighted = "agirlikli", "ağırlıklı", "weighted";
    }
}

/// The usual durations of the reads in ms (`ORTANCA`); the weighted split uses tariff and size.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Medians {
    pub delivery: f64,
    pub tariff: f64,
    pub size: f64,
}

/// The chain's budget: the end-to-end threshold (`K01.esik`), the gateway's share
/// (`GECIT_PAYI`) and the usual durations (`ORTANCA`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Chain {
    pub threshold: f64,
    pub gateway: f64,
    pub medians: Medians,
}

impl Chain {
    /// The course's chain: 200 ms end to end, 20 ms for the gateway, 8 / 6 / 12 ms usual reads.
    pub const COURSE: Chain = Chain {
        threshold: k01::ESIK.default,
        gateway: 20.0,
        medians: Medians { delivery: 8.0, tariff: 6.0, size: 12.0 },
    };

    /// What is left for a branch once the gateway has taken its share (`R`).
    pub fn remaining(&self) -> f64 {
        self.threshold - self.gateway
    }
}

/// Length of every duration cycle: the body twice, then the tail (so one tail in 17, not 16).
pub const CYCLE: usize = 17;

const fn cycle(body: [f64; 8], tail: f64) -> [f64; CYCLE] {
    let mut out = [tail; CYCLE];
    let mut i = 0;
    while i < 16 {
        out[i] = body[i % 8];
        i += 1;
    }
    out
}

const DELIVERY: [f64; CYCLE] = cycle([8.0, 9.0, 8.0, 10.0, 8.0, 9.0, 8.0, 10.0], 40.0);
const TARIFF: [f64; CYCLE] = cycle([6.0, 7.0, 6.0, 8.0, 6.0, 7.0, 6.0, 8.0], 80.0);
const TARIFF_SLOW: [f64; CYCLE] = cycle([150.0, 400.0, 220.0, 400.0, 180.0, 300.0, 260.0, 400.0], 400.0);
const SIZE: [f64; CYCLE] = cycle([12.0, 13.0, 12.0, 14.0, 12.0, 13.0, 12.0, 14.0], 100.0);

/// A step's duration cycle in a regime (`REJIM[rejim][ad]`), in ms.
pub fn durations(regime: Regime, step: Step) -> &'static [f64; CYCLE] {
    match (regime, step) {
        (_, Step::Delivery) => &DELIVERY,
        (Regime::Healthy, Step::Tariff) => &TARIFF,
        (Regime::TariffSlow, Step::Tariff) => &TARIFF_SLOW,
        (_, Step::Size) => &SIZE,
    }
}

/// The budgets of the pricing branch's two reads out of `remaining` (`paylar`).
pub fn shares(policy: Policy, remaining: f64, medians: &Medians) -> [f64; 2] {
    match policy {
        Policy::Greedy => [remaining, remaining],
        Policy::Equal => [remaining / 2.0, remaining / 2.0],
        Policy::Weighted => {
            let t = medians.tariff + medians.size;
            [(remaining * medians.tariff) / t, (remaining * medians.size) / t]
        }
    }
}

/// One read of one request.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Call {
    /// The timeout it was given (`zt`).
    pub budget: f64,
    /// Whether it was made at all (a budget of zero or less skips it and counts as a failure).
    pub called: bool,
    pub ok: bool,
    /// The caller's time on it (`gecen`): the duration if it succeeded, else the budget.
    pub spent: f64,
    /// The dependency's time on it (0 when not called).
    pub duration: f64,
    /// Work the dependency did after the caller gave up (counted only without cancellation).
    pub abandoned: f64,
}

/// One external request through the chain.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Request {
    /// In [`Step::ALL`] order.
    pub calls: [Call; 3],
    /// End-to-end time: the gateway's share plus the longer branch.
    pub elapsed: f64,
    pub answered: bool,
}

/// The counts of one run (`kosum`), plus every request for the charts.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub regime: Regime,
    pub policy: Policy,
    pub cancel: bool,
    pub n: usize,
    /// `yanit`, `dusen`
    pub answered: u32,
    pub dropped: u32,
    /// `basarisiz`: failed reads per step, in [`Step::ALL`] order.
    pub failed: [u32; 3],
    /// `bosaIs`: the dependency's work after the caller gave up, ms (summed in call order).
    pub abandoned_ms: f64,
    /// `toplamSure`
    pub total_ms: f64,
    /// `ortanca` (the upper median, `sorted[n >> 1]`), `enKotu`, `ortalama`.
    pub median: f64,
    pub worst: f64,
    pub mean: f64,
    pub requests: Vec<Request>,
}

/// Each step's cursor into its cycle; it moves only on a real call.
struct Cursors([usize; 3]);

impl Cursors {
    fn next(&mut self, regime: Regime, step: Step) -> f64 {
        let c = &mut self.0[step as usize];
        let d = durations(regime, step)[*c % CYCLE];
        *c += 1;
        d
    }
}

/// Runs `n` requests (at least one) through the chain (`kosum({ rejim, politika, iptal, n })`).
pub fn run(chain: &Chain, regime: Regime, policy: Policy, cancel: bool, n: usize) -> Run {
    let n = n.max(1);
    let r = chain.remaining();
    let mut cursors = Cursors([0; 3]);
    let mut abandoned_ms = 0.0;
    let mut call = |step: Step, budget: f64| -> Call {
        if budget <= 0.0 {
            return Call { budget, ..Call::default() };
        }
        let duration = cursors.next(regime, step);
        if duration <= budget {
            return Call { budget, called: true, ok: true, spent: duration, duration, abandoned: 0.0 };
        }
        let abandoned = if cancel { 0.0 } else { duration - budget };
        if !cancel {
            abandoned_ms += abandoned;
        }
        Call { budget, called: true, ok: false, spent: budget, duration, abandoned }
    };

    let mut out = Run {
        regime,
        policy,
        cancel,
        n,
        answered: 0,
        dropped: 0,
        failed: [0; 3],
        abandoned_ms: 0.0,
        total_ms: 0.0,
        median: 0.0,
        worst: 0.0,
        mean: 0.0,
        requests: Vec::with_capacity(n),
    };
    for _ in 0..n {
        let a = call(Step::Delivery, r);
        let p = shares(policy, r, &chain.medians);
        let b1 = call(Step::Tariff, p[0].min(r));
        let b2 = call(Step::Size, p[1].min(r - b1.spent));
        let calls = [a, b1, b2];
        for (i, c) in calls.iter().enumerate() {
            if !c.ok {
                out.failed[i] += 1;
            }
        }
        let elapsed = chain.gateway + a.spent.max(b1.spent + b2.spent);
        out.total_ms += elapsed;
        let answered = a.ok && b1.ok && b2.ok && elapsed <= chain.threshold;
        if answered {
            out.answered += 1;
        } else {
            out.dropped += 1;
        }
        out.requests.push(Request { calls, elapsed, answered });
    }
    out.abandoned_ms = abandoned_ms;
    let mut sorted: Vec<f64> = out.requests.iter().map(|q| q.elapsed).collect();
    sorted.sort_by(|x, y| x.total_cmp(y));
    out.median = sorted[n >> 1];
    out.worst = sorted[n - 1];
    out.mean = out.total_ms / n as f64;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course(regime: Regime, policy: Policy) -> Run {
        run(&Chain::COURSE, regime, policy, false, 48)
    }

    #[test]
    fn cycles_are_seventeen_long_with_one_tail() {
        for regime in Regime::ALL {
            for step in Step::ALL {
                let d = durations(regime, step);
                assert_eq!(d[..8], d[8..16]);
                assert!(d[16] >= d[..16].iter().copied().fold(0.0, f64::max));
            }
        }
    }

    #[test]
    fn shares_split_one_hundred_eighty_ms_as_the_course_says() {
        let m = Chain::COURSE.medians;
        assert_eq!(shares(Policy::Greedy, 180.0, &m), [180.0, 180.0]);
        assert_eq!(shares(Policy::Equal, 180.0, &m), [90.0, 90.0]);
        assert_eq!(shares(Policy::Weighted, 180.0, &m), [60.0, 120.0]);
    }

    #[test]
    fn greedy_answers_every_request_on_a_healthy_day_and_tight_splits_cut_two_tails() {
        let g = course(Regime::Healthy, Policy::Greedy);
        assert_eq!((g.answered, g.dropped), (48, 0));
        assert_eq!(g.worst, 200.0);
        let e = course(Regime::Healthy, Policy::Equal);
        assert_eq!((e.dropped, e.failed), (2, [0, 0, 2]));
        let w = course(Regime::Healthy, Policy::Weighted);
        assert_eq!((w.dropped, w.failed), (2, [0, 2, 0]));
    }

    #[test]
    fn greedy_split_blames_the_healthy_size_read_under_a_slow_tariff() {
        let g = course(Regime::TariffSlow, Policy::Greedy);
        assert_eq!((g.answered, g.failed[1], g.failed[2]), (6, 36, 42));
        assert!(g.failed[2] > g.failed[1]);
        let w = course(Regime::TariffSlow, Policy::Weighted);
        assert_eq!((w.answered, w.failed[1], w.failed[2]), (0, 48, 0));
    }

    #[test]
    fn tighter_splits_shorten_the_wait_but_leave_more_abandoned_work() {
        let [g, e, w] = Policy::ALL.map(|p| course(Regime::TariffSlow, p));
        assert_eq!((g.median, e.median, w.median), (200.0, 123.0, 93.0));
        assert_eq!((g.abandoned_ms, e.abandoned_ms, w.abandoned_ms), (5540.0, 9700.0, 11120.0));
        assert!(g.mean > e.mean && e.mean > w.mean);
    }

    #[test]
    fn cancellation_removes_abandoned_work_and_changes_nothing_else() {
        for regime in Regime::ALL {
            for policy in Policy::ALL {
                let a = run(&Chain::COURSE, regime, policy, false, 48);
                let b = run(&Chain::COURSE, regime, policy, true, 48);
                assert_eq!(b.abandoned_ms, 0.0);
                assert_eq!((a.answered, a.failed, a.total_ms, a.median), (b.answered, b.failed, b.total_ms, b.median));
            }
        }
    }

    #[test]
    fn end_to_end_time_never_exceeds_the_threshold() {
        for threshold in [150.0, 200.0, 300.0, 10.0] {
            let chain = Chain { threshold, ..Chain::COURSE };
            for regime in Regime::ALL {
                for policy in Policy::ALL {
                    let r = run(&chain, regime, policy, false, 51);
                    assert!(r.requests.iter().all(|q| q.elapsed <= threshold.max(chain.gateway)));
                }
            }
        }
    }

    #[test]
    fn a_split_matched_to_the_tails_drops_nothing_on_a_healthy_day() {
        let chain = Chain { medians: Medians { delivery: 8.0, tariff: 80.0, size: 100.0 }, ..Chain::COURSE };
        assert_eq!(run(&chain, Regime::Healthy, Policy::Weighted, false, 48).dropped, 0);
    }

    #[test]
    fn a_step_with_no_budget_is_not_called_and_its_cursor_stays() {
        let chain = Chain { threshold: 20.0, ..Chain::COURSE };
        let r = run(&chain, Regime::Healthy, Policy::Greedy, false, 3);
        assert_eq!(r.dropped, 3);
        assert!(r.requests.iter().all(|q| q.calls.iter().all(|c| !c.called && c.spent == 0.0)));
    }
}
