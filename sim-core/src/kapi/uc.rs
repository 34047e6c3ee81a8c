//! The admission gate at the edge: three flows share one capacity, with per-flow throttling
//! ceilings and class-ordered load shedding (lesson 7, course file `kapi/uc`, a library that
//! prints nothing; `kapi/kosum` drives it).
//!
//! Teaches: throttling cuts what exceeds a known rate (its criterion is the flow, blind to
//! capacity), load shedding rejects by the current backlog in class order (its criterion is
//! fullness); the two catch different faults.
//!
//! Each round (1 round = 1 s) the flows' arrivals come from fractional accumulators (the
//! tracking flow oscillates), each flow's ceiling is refilled (nothing carries over), the arrivals
//! are admitted class by class while the backlog stays within twice the capacity, and the queue
//! is served first in, first out up to the capacity, a head that does not fit blocking the rest.
//!
//! The course keeps one queue entry per request and sums the queue every round (quadratic: about
//! 6 s under Node). Here the queue holds runs of identical requests (same flow, same round) with a
//! running sum of units, and arrivals are counted per flow: the same counts in O(rounds).
//! Every step stays exact: the accumulator and the ceiling lose exactly 1 per request in the
//! course (x − 1 is exact for 1 ≤ x < 2⁵³), so `floor` gives the same counts in one step.

use alloc::collections::VecDeque;
use alloc::vec::Vec;

use crate::k01;
use crate::params::Label;

/// One flow of the gate (the course's `AKIS` entry, without its rate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Flow {
    /// The course's name: `olay`, `takip`, `toplu`.
    pub name: &'static str,
    pub label: Label,
    /// Units of work per request (AY12).
    pub units: u64,
    /// Shedding class: 1 is kept longest.
    pub class: u8,
}

/// The flows in the course's order: status event, tracking query, end-of-day batch.
pub const FLOWS: [Flow; 3] = [
    Flow { name: "olay", label: Label::new("durum olayı", "status event"), units: 1, class: 1 },
    Flow { name: "takip", label: Label::new("takip sorgusu", "tracking query"), units: 1, class: 2 },
    Flow { name: "toplu", label: Label::new("toplu istek", "batch request"), units: 60, class: 3 },
];

/// The batch flow's place in [`FLOWS`].
pub const BATCH: usize = 2;

/// The batch flow's usual rate in the course's `AKIS` (requests per round); its ceiling comes
/// from this rate whatever the day's batch rate is.
pub const BATCH_RATE: f64 = 1.5;

/// Shedding drops what the queue holds beyond this many rounds of capacity (the course's
/// `2 * KAPASITE`).
pub const SHED_LIMIT_ROUNDS: u64 = 2;

/// The tracking flow's arrival cycle (`SALINIM`).
pub const OSCILLATION: [f64; 4] = [0.85, 0.85, 0.85, 1.45];

/// The library's constants (`K01`, `KAPASITE`, `TAVAN_PAYI`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// K01.takip: tracking queries per round (peak read).
    pub tracking_rate: f64,
    /// K01.olay: status events per round (peak write).
    pub event_rate: f64,
    /// K01.tepeUc: the edge's peak in requests per second (only quoted, never simulated).
    pub peak_edge: f64,
    /// KAPASITE: units served per round (AY12).
    pub capacity: u64,
    /// TAVAN_PAYI: a flow's ceiling is its usual rate times this.
    pub ceiling_factor: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            tracking_rate: k01::TEPE_OKUMA.default,
            event_rate: k01::TEPE_YAZMA.default,
            peak_edge: k01::TEPE_UC.default,
            capacity: 700,
            ceiling_factor: 1.2,
        }
    }
}

impl Params {
    /// Each flow's usual rate (`a.hiz`).
    pub fn rates(&self) -> [f64; 3] {
        [self.event_rate, self.tracking_rate, BATCH_RATE]
    }

    /// Each flow's throttling ceiling per round (`a.hiz * TAVAN_PAYI`).
    pub fn ceilings(&self) -> [f64; 3] {
        self.rates().map(|r| r * self.ceiling_factor)
    }

    /// Usual demand in units per round, summed in the course's order.
    pub fn normal_demand(&self) -> f64 {
        let r = self.rates();
        let mut x = 0.0;
        for (rate, f) in r.iter().zip(FLOWS.iter()) {
            x += rate * f.units as f64;
        }
        x
    }
}

crate::fields_impl!(Params, {
    "tracking_rate" => tracking_rate,
    "event_rate" => event_rate,
    "peak_edge" => peak_edge,
    "capacity" => capacity,
    "ceiling_factor" => ceiling_factor,
});

// The parameters' specs, from `schemas/kapi/uc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/kapi/uc.rs"));

/// One run's settings (the arguments of the course's `kosum`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub rounds: u64,
    pub throttling: bool,
    pub shedding: bool,
    pub capacity: u64,
    /// The day's batch rate (`topluHizi`).
    pub batch_rate: f64,
    /// Whether the tracking flow oscillates (`salinim`).
    pub oscillation: bool,
}

impl Run {
    /// A run with the course's defaults for the optional arguments.
    pub fn new(p: &Params, rounds: u64, throttling: bool, shedding: bool) -> Self {
        Self { rounds, throttling, shedding, capacity: p.capacity, batch_rate: BATCH_RATE, oscillation: true }
    }
}

/// What one run counted, per flow in [`FLOWS`] order (the course's `s`).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// gelen
    pub arrived: [u64; 3],
    /// kabul: admitted to the queue (the course's "karsilanan"; not necessarily served yet).
    pub accepted: [u64; 3],
    /// redKisit
    pub throttled: [u64; 3],
    /// redBosalt
    pub shed: [u64; 3],
    /// enBuyukYas: the longest wait of a served request, in rounds.
    pub max_age: u64,
    /// biriken: units still queued at the end.
    pub backlog: u64,
    /// bekleyenYas: the age of the oldest queued request at the end.
    pub pending_age: u64,
    /// Requests still queued at the end, per flow (not printed by the course).
    pub waiting: [u64; 3],
}

impl Counts {
    pub fn total_throttled(&self) -> u64 {
        self.throttled.iter().sum()
    }

    pub fn total_shed(&self) -> u64 {
        self.shed.iter().sum()
    }

    /// Admitted and served before the run ended.
    pub fn served(&self, flow: usize) -> u64 {
        self.accepted[flow] - self.waiting[flow]
    }
}

/// One round of a traced run (chart data).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct RoundTrace {
    pub accepted: [u64; 3],
    pub throttled: [u64; 3],
    pub shed: [u64; 3],
    /// Units queued after the round's service.
    pub backlog: u64,
}

/// Identical requests admitted together: same flow, same round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Batch {
    flow: usize,
    round: u64,
    count: u64,
}

/// The gate's first-in-first-out queue, kept as runs of identical requests with a running sum
/// of queued units.
#[derive(Clone, Debug, Default)]
struct Queue {
    runs: VecDeque<Batch>,
    units: u64,
}

impl Queue {
    fn push(&mut self, flow: usize, round: u64, count: u64) {
        if count == 0 {
            return;
        }
        self.units += count * FLOWS[flow].units;
        match self.runs.back_mut() {
            Some(b) if b.flow == flow && b.round == round => b.count += count,
            _ => self.runs.push_back(Batch { flow, round, count }),
        }
    }

    /// Serves from the head while the head's units fit in the budget; returns the age of the
    /// oldest request served (the first served is the oldest).
    fn serve(&mut self, mut budget: u64, now: u64) -> Option<u64> {
        let mut oldest = None;
        while let Some(head) = self.runs.front_mut() {
            let u = FLOWS[head.flow].units;
            let n = how_many(budget, u).map_or(head.count, |k| head.count.min(k));
            if n == 0 {
                break;
            }
            oldest.get_or_insert(now - head.round);
            budget -= n * u;
            self.units -= n * u;
            head.count -= n;
            if head.count > 0 {
                break;
            }
            self.runs.pop_front();
        }
        oldest
    }
}

/// How many requests of `units` each fit in `room` (`None`: any number, they cost nothing).
/// Most requests cost one unit, and for them the division (the loop's slowest step) is skipped.
fn how_many(room: u64, units: u64) -> Option<u64> {
    match units {
        0 => None,
        1 => Some(room),
        u => Some(room / u),
    }
}

/// One run of the gate (the course's `kosum`); records every round when asked.
pub fn kosum(p: &Params, run: &Run, mut trace: Option<&mut Vec<RoundTrace>>) -> Counts {
    let mut rates = p.rates();
    rates[2] = run.batch_rate;
    // Requests a ceiling lets through in one round (it is checked with `< 1`, then lowered by 1).
    let ceiling = p.ceilings().map(|c| c as u64);
    let limit = SHED_LIMIT_ROUNDS * run.capacity;
    let mut acc = [0.0f64; 3];
    let mut queue = Queue::default();
    let mut s = Counts::default();
    // Classes are already in flow order, so the course's stable sort keeps the flows' order.
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|&i| FLOWS[i].class);

    let oscillates = FLOWS.map(|f| f.name == "takip" && run.oscillation);

    for t in 1..=run.rounds {
        let mut round = RoundTrace::default();
        let mut passed = [0u64; 3];
        let swing = OSCILLATION[((t - 1) % OSCILLATION.len() as u64) as usize];
        for i in 0..3 {
            let factor = if oscillates[i] { swing } else { 1.0 };
            acc[i] += rates[i] * factor;
            // Truncation is the floor here: the accumulator is never negative.
            let n = acc[i] as u64;
            acc[i] -= n as f64;
            s.arrived[i] += n;
            // The ceiling refills every round and loses 1 per request let through.
            let through = if run.throttling { n.min(ceiling[i]) } else { n };
            s.throttled[i] += n - through;
            round.throttled[i] = n - through;
            passed[i] = through;
        }

        for &i in &order {
            let n = passed[i];
            let u = FLOWS[i].units;
            // Once one request of a flow is shed, the rest of it is too: the queue did not grow.
            let taken = if !run.shedding {
                n
            } else if queue.units + u > limit {
                0
            } else {
                how_many(limit - queue.units, u).map_or(n, |k| n.min(k))
            };
            s.shed[i] += n - taken;
            s.accepted[i] += taken;
            round.shed[i] = n - taken;
            round.accepted[i] = taken;
            queue.push(i, t, taken);
        }

        if let Some(age) = queue.serve(run.capacity, t) {
            s.max_age = s.max_age.max(age);
        }
        if let Some(tr) = trace.as_deref_mut() {
            round.backlog = queue.units;
            tr.push(round);
        }
    }
    s.backlog = queue.units;
    s.pending_age = queue.runs.front().map_or(0, |b| run.rounds - b.round);
    for b in &queue.runs {
        s.waiting[b.flow] += b.count;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(throttling: bool, shedding: bool) -> Run {
        Run::new(&Params::default(), 600, throttling, shedding)
    }

    #[test]
    fn healthy_day_matches_the_course_table() {
        let p = Params::default();
        let none = kosum(&p, &day(false, false), None);
        assert_eq!(none.accepted, [58331, 250002, 900]);
        assert_eq!((none.max_age, none.backlog, none.pending_age), (1, 122, 0));
        let thr = kosum(&p, &day(true, false), None);
        assert_eq!(thr.accepted, [58331, 234372, 600]);
        assert_eq!(thr.throttled, [0, 15630, 300]);
    }

    #[test]
    fn throttling_rejects_batch_requests_on_a_healthy_day_while_capacity_is_idle() {
        let c = kosum(&Params::default(), &day(true, false), None);
        assert_eq!(c.throttled[2] * 3, c.arrived[2]);
        assert_eq!((c.max_age, c.backlog), (0, 0));
    }

    #[test]
    fn shedding_rejects_nothing_on_a_healthy_day() {
        let p = Params::default();
        let shed = kosum(&p, &day(false, true), None);
        let none = kosum(&p, &day(false, false), None);
        assert_eq!(shed.total_shed(), 0);
        assert_eq!(shed, none);
    }

    #[test]
    fn throttling_cannot_see_a_capacity_loss_but_shedding_can() {
        let p = Params::default();
        let lost = |t, s| kosum(&p, &Run { capacity: 525, ..day(t, s) }, None);
        let thr = lost(true, false);
        assert_eq!(thr.throttled, kosum(&p, &day(true, false), None).throttled);
        assert_eq!((thr.max_age, thr.backlog), (29, 15624));
        let shed = lost(false, true);
        assert_eq!(shed.shed, [0, 20090, 446]);
        assert_eq!((shed.max_age, shed.backlog), (1, 525));
    }

    #[test]
    fn shedding_keeps_the_backlog_within_twice_the_capacity_and_keeps_class_one_whole() {
        let p = Params::default();
        for capacity in [300, 455, 525, 700] {
            let mut tr = Vec::new();
            let c = kosum(&p, &Run { capacity, batch_rate: 4.5, ..day(false, true) }, Some(&mut tr));
            assert!(tr.iter().all(|r| r.backlog <= SHED_LIMIT_ROUNDS * capacity));
            if capacity >= 455 {
                assert_eq!(c.shed[0], 0, "capacity {capacity}");
            }
        }
    }

    #[test]
    fn every_arrival_is_accepted_throttled_or_shed_and_traces_add_up() {
        let p = Params::default();
        let mut tr = Vec::new();
        let c = kosum(&p, &Run { capacity: 525, batch_rate: 4.5, ..day(true, true) }, Some(&mut tr));
        for i in 0..3 {
            assert_eq!(c.arrived[i], c.accepted[i] + c.throttled[i] + c.shed[i]);
            assert_eq!(c.accepted[i], tr.iter().map(|r| r.accepted[i]).sum::<u64>());
            assert_eq!(c.shed[i], tr.iter().map(|r| r.shed[i]).sum::<u64>());
        }
        assert_eq!(tr.len(), 600);
        assert_eq!(tr.last().unwrap().backlog, c.backlog);
    }

    #[test]
    fn queue_blocks_behind_a_head_that_does_not_fit() {
        let mut q = Queue::default();
        q.push(2, 1, 1);
        q.push(1, 1, 5);
        assert_eq!(q.serve(59, 1), None);
        assert_eq!(q.units, 65);
        assert_eq!(q.serve(62, 3), Some(2));
        assert_eq!(q.units, 3);
    }
}
