//! Blast radius of a stopped vs a slowed component (lesson 1, course file `kipler/bulasma`).
//!
//! Teaches: slowdown costs more than a stop. A slowed dependency holds its callers' slots until
//! the timeout, the hold climbs the call tree, and a shared component saturates, so flows that
//! never touch the broken component fail too. The blast radius comes from pool size × timeout.
//!
//! Four flows (the course's peak rates) call a tree of eight components. Slots a flow holds at a
//! component = rate per round × rounds held there; a component at or above its pool (`YUVA`) is
//! saturated. Children are called in order and the first failure stops the rest, but the course
//! still charges the skipped children's occupancy; that is kept so its numbers stay exact.

use alloc::vec::Vec;

use crate::k01;
use crate::params::Label;
use crate::varsayim;

crate::course_enum! {
    /// A component of the course's system, in the order the course first meets them (its
    /// table's order).
    pub enum Component, labels COMPONENT_LABELS {
        Gateway = "ag-gecidi", "ağ geçidi", "gateway";
        TrackingService = "takip-servisi", "takip servisi", "tracking service";
        ProjectionStore = "izdusum-deposu", "izdüşüm deposu", "projection store";
        EventEndpoint = "olay-ucu", "olay ucu", "event endpoint";
        CarrierValidation = "tasiyici-dogrulama", "taşıyıcı doğrulama", "carrier validation";
        StatusStore = "durum-deposu", "durum deposu", "status store";
        EndOfDayJob = "gun-sonu-isi", "gün sonu işi", "end-of-day job";
        LogConsumer = "kutuk-tuketicisi", "kütük tüketicisi", "log consumer";
    }
}

impl Component {
    fn index(self) -> usize {
        self as usize
    }
}

crate::course_enum! {
    /// How the faulty component misbehaves.
    pub enum FaultMode, labels MODE_LABELS {
        Stop = "durma", "durma", "stop";
        Slow = "yavaslama", "yavaşlama", "slowdown";
    }
}

struct Node {
    at: Component,
    calls: &'static [Node],
}

/// A flow of requests and the call tree it walks.
pub struct Flow {
    pub name: Label,
    pub course_name: &'static str,
    /// Requests per second (the course's K01 peak figures).
    pub rate: f64,
    root: Node,
}

const fn leaf(at: Component) -> Node {
    Node { at, calls: &[] }
}

/// The course's four flows.
pub static FLOWS: [Flow; 4] = [
    Flow {
        name: Label::new("takip sorgusu", "tracking query"),
        course_name: "takip sorgusu",
        rate: k01::TEPE_OKUMA.default,
        root: Node {
            at: Component::Gateway,
            calls: &[Node { at: Component::TrackingService, calls: &[leaf(Component::ProjectionStore)] }],
        },
    },
    Flow {
        name: Label::new("durum olayı", "status event"),
        course_name: "durum olayi",
        rate: k01::TEPE_YAZMA.default,
        root: Node {
            at: Component::Gateway,
            calls: &[Node {
                at: Component::EventEndpoint,
                calls: &[leaf(Component::CarrierValidation), leaf(Component::StatusStore)],
            }],
        },
    },
    Flow {
        name: Label::new("gün sonu işi", "end-of-day job"),
        course_name: "gun sonu isi",
        rate: 833.33,
        root: Node { at: Component::EndOfDayJob, calls: &[leaf(Component::StatusStore)] },
    },
    Flow {
        name: Label::new("kütük tüketimi", "log consumption"),
        course_name: "kutuk tuketimi",
        rate: k01::TEPE_YAZMA.default,
        root: Node {
            at: Component::LogConsumer,
            calls: &[leaf(Component::StatusStore), leaf(Component::ProjectionStore)],
        },
    },
];

/// The components whose rows the course prints, in its order.
pub const COURSE_ROWS: [Component; 3] =
    [Component::CarrierValidation, Component::ProjectionStore, Component::StatusStore];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub rounds_per_second: f64,
    pub slots: u32,
    pub timeout: f64,
    pub normal_rounds: f64,
    pub faults_per_month: f64,
    pub fault_minutes: f64,
    pub budget_minutes: f64,
    /// The component and mode the lab's graph shows (not in the course's code).
    pub shown_component: Component,
    pub shown_mode: FaultMode,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            rounds_per_second: varsayim::CEVRIM.default,
            slots: 32,
            timeout: varsayim::ZT.default,
            normal_rounds: 2.0,
            faults_per_month: 3.0,
            fault_minutes: 10.0,
            budget_minutes: k01::ARIZA_PAYI.default,
            shown_component: Component::CarrierValidation,
            shown_mode: FaultMode::Slow,
        }
    }
}

// The parameters' specs, from `schemas/kipler/bulasma.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/kipler/bulasma.rs"));

crate::params_impl!(Params, "kipler/bulasma", &SCHEMA, {
    "slots" => slots,
    "timeout" => timeout,
    "rounds_per_second" => rounds_per_second,
    "normal_rounds" => normal_rounds,
    "faults_per_month" => faults_per_month,
    "fault_minutes" => fault_minutes,
    "budget_minutes" => budget_minutes,
    "shown_component" => shown_component,
    "shown_mode" => shown_mode,
});

/// One scenario's outcome: who is loaded, who saturates, what is hit.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Blast {
    pub faulty: Option<(Component, FaultMode)>,
    /// Slots held per component, in the order the course first charges them.
    pub held: Vec<(Component, f64)>,
    /// Components at or above their pool, in that order.
    pub saturated: Vec<Component>,
    /// Saturated components plus the faulty one (the course's "bulasan").
    pub hit: Vec<Component>,
    /// Indexes into [`FLOWS`] of the flows that pass a hit component.
    pub flows_hit: Vec<usize>,
    /// Sum of those flows' rates, requests per second.
    pub affected_rate: f64,
}

impl Blast {
    /// Slots held at a component divided by the pool (≥ 1 means saturated).
    pub fn occupancy(&self, c: Component, slots: f64) -> f64 {
        self.held_at(c) / slots
    }

    pub fn held_at(&self, c: Component) -> f64 {
        self.held.iter().find(|(k, _)| *k == c).map_or(0.0, |(_, v)| *v)
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub healthy: Blast,
    /// Every component × mode, component-major in [`Component::ALL`] order, stop before slow.
    pub faults: Vec<Blast>,
    /// Affected rate under a slowed vs a stopped carrier validation.
    pub slow_over_stop: f64,
    /// Gateway occupancy if the pool had 48 slots, and if a round lasted twice as long.
    pub gateway_slow_at_48: f64,
    pub gateway_slow_double_round: f64,
    /// AY3: minutes of slowdown a month and their share of the K01 allowance (and at 5 minutes).
    pub fault_minutes_month: f64,
    pub budget_share_pct: f64,
    pub budget_share_5min_pct: f64,
    /// Requests hit over those minutes under a stop, under a slowdown, and the difference.
    pub requests_stop: f64,
    pub requests_slow: f64,
    pub requests_difference: f64,
}

impl Output {
    pub fn fault(&self, c: Component, m: FaultMode) -> &Blast {
        &self.faults[c.index() * 2 + (m == FaultMode::Slow) as usize]
    }
}

/// Rounds a node holds a slot for this request, and whether the request succeeded below it.
fn hold(n: &Node, fault: Option<(Component, FaultMode)>, p: &Params) -> (f64, bool) {
    if let Some((c, m)) = fault {
        if n.at == c {
            return match m {
                FaultMode::Stop => (1.0, false),
                FaultMode::Slow => (p.timeout, false),
            };
        }
    }
    if n.calls.is_empty() {
        return (p.normal_rounds, true);
    }
    let mut rounds = 1.0;
    for child in n.calls {
        let (r, ok) = hold(child, fault, p);
        rounds += r;
        if !ok {
            return (rounds, false);
        }
    }
    (rounds, true)
}

fn walk(
    n: &Node,
    flow: usize,
    fault: Option<(Component, FaultMode)>,
    p: &Params,
    held: &mut Vec<(Component, f64)>,
    passed: &mut [Vec<usize>; 8],
) {
    let add = (FLOWS[flow].rate / p.rounds_per_second) * hold(n, fault, p).0;
    match held.iter_mut().find(|(c, _)| *c == n.at) {
        Some((_, v)) => *v += add,
        None => held.push((n.at, add)),
    }
    let seen = &mut passed[n.at.index()];
    if !seen.contains(&flow) {
        seen.push(flow);
    }
    for child in n.calls {
        walk(child, flow, fault, p, held, passed);
    }
}

fn scenario(fault: Option<(Component, FaultMode)>, p: &Params) -> Blast {
    let mut held = Vec::new();
    let mut passed: [Vec<usize>; 8] = Default::default();
    for (i, f) in FLOWS.iter().enumerate() {
        walk(&f.root, i, fault, p, &mut held, &mut passed);
    }
    let saturated: Vec<Component> = held.iter().filter(|(_, v)| *v >= p.slots as f64).map(|(c, _)| *c).collect();
    let mut hit = saturated.clone();
    if let Some((c, _)) = fault {
        if !hit.contains(&c) {
            hit.push(c);
        }
    }
    let mut flows_hit: Vec<usize> = Vec::new();
    for c in &hit {
        for &f in &passed[c.index()] {
            if !flows_hit.contains(&f) {
                flows_hit.push(f);
            }
        }
    }
    let affected_rate = flows_hit.iter().fold(0.0, |t, &f| t + FLOWS[f].rate);
    Blast { faulty: fault, held, saturated, hit, flows_hit, affected_rate }
}

/// Slots held per component and flow, in [`Component::ALL`] and [`FLOWS`] order.
pub type Held = [[f64; 4]; 8];

/// The lab's view of a fault spreading (not in the course's code, whose table is the steady
/// state): round by round from the fault's start, the slots each flow holds at each component
/// while requests that arrived before the fault finish with the healthy hold and those after
/// it hold the faulty one. Arrivals are the same fluid stream as the course's (rate per round
/// × rounds held), so round 0 is the healthy day and every round from the longest hold on is
/// the course's fault row exactly: a slowdown's hold climbs the call tree for `ZT` rounds, a
/// stop's callers empty within a round or two. `rounds` rounds from the fault's start.
pub fn spread(p: &Params, fault: (Component, FaultMode), rounds: usize) -> Vec<Held> {
    let mut out = alloc::vec![[[0.0; 4]; 8]; rounds];
    for (f, flow) in FLOWS.iter().enumerate() {
        let rate = flow.rate / p.rounds_per_second;
        visit(&flow.root, &mut |n| {
            let (h0, h1) = (hold(n, None, p).0, hold(n, Some(fault), p).0);
            for (t, held) in out.iter_mut().enumerate() {
                let t = t as f64;
                // Requests still in from before the fault, and those since.
                held[n.at.index()][f] += rate * (if h1 < t { h1 } else { t } + if h0 > t { h0 - t } else { 0.0 });
            }
        });
    }
    out
}

/// The rounds after a fault's start until every component holds its fault row's slots: the
/// longest hold, healthy or faulty, of any component in any flow, whichever component fails and
/// however (at least 1).
pub fn spread_rounds(p: &Params) -> usize {
    let mut longest: f64 = 1.0;
    for flow in FLOWS.iter() {
        visit(&flow.root, &mut |n| {
            for c in Component::ALL {
                for m in FaultMode::ALL {
                    longest = longest.max(hold(n, Some((c, m)), p).0).max(hold(n, None, p).0);
                }
            }
        });
    }
    if longest.is_finite() {
        libm::ceil(longest) as usize + 1
    } else {
        1
    }
}

/// Calls `f` on every node of a call tree, parents first.
fn visit<'a>(n: &'a Node, f: &mut impl FnMut(&'a Node)) {
    f(n);
    for child in n.calls {
        visit(child, f);
    }
}

/// The calls of the course's flows as (caller, callee) pairs, each once, in first-seen order.
pub fn calls() -> Vec<(Component, Component)> {
    let mut out: Vec<(Component, Component)> = Vec::new();
    fn walk_calls(n: &Node, out: &mut Vec<(Component, Component)>) {
        for child in n.calls {
            if !out.contains(&(n.at, child.at)) {
                out.push((n.at, child.at));
            }
            walk_calls(child, out);
        }
    }
    for flow in FLOWS.iter() {
        walk_calls(&flow.root, &mut out);
    }
    out
}

/// Whether flow `f` calls `callee` from `caller`.
pub fn flow_calls(f: usize, caller: Component, callee: Component) -> bool {
    fn has(n: &Node, a: Component, b: Component) -> bool {
        n.calls.iter().any(|c| (n.at == a && c.at == b) || has(c, a, b))
    }
    FLOWS.get(f).is_some_and(|flow| has(&flow.root, caller, callee))
}

/// Whether flow `f` passes component `c`.
pub fn flow_passes(f: usize, c: Component) -> bool {
    fn has(n: &Node, c: Component) -> bool {
        n.at == c || n.calls.iter().any(|k| has(k, c))
    }
    FLOWS.get(f).is_some_and(|flow| has(&flow.root, c))
}

pub fn run(p: &Params) -> Output {
    let healthy = scenario(None, p);
    let faults: Vec<Blast> = Component::ALL
        .iter()
        .flat_map(|&c| [FaultMode::Stop, FaultMode::Slow].map(|m| scenario(Some((c, m)), p)))
        .collect();
    let stop = &faults[Component::CarrierValidation.index() * 2];
    let slow = &faults[Component::CarrierValidation.index() * 2 + 1];
    let gateway_slow = slow.held_at(Component::Gateway);
    let minutes = p.faults_per_month * p.fault_minutes;
    Output {
        slow_over_stop: slow.affected_rate / stop.affected_rate,
        gateway_slow_at_48: gateway_slow / 48.0,
        gateway_slow_double_round: 2.0 * gateway_slow / p.slots as f64,
        fault_minutes_month: minutes,
        budget_share_pct: (100.0 * p.faults_per_month * p.fault_minutes) / p.budget_minutes,
        budget_share_5min_pct: (100.0 * p.faults_per_month * 5.0) / p.budget_minutes,
        requests_stop: minutes * 60.0 * stop.affected_rate,
        requests_slow: minutes * 60.0 * slow.affected_rate,
        requests_difference: minutes * 60.0 * (slow.affected_rate - stop.affected_rate),
        healthy,
        faults,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slowed_carrier_validation_saturates_the_gateway_at_32_slots() {
        let o = run(&Params::default());
        let slow = o.fault(Component::CarrierValidation, FaultMode::Slow);
        assert_eq!(slow.saturated, [Component::Gateway]);
        assert_eq!(slow.flows_hit, [0, 1]);
        let stop = o.fault(Component::CarrierValidation, FaultMode::Stop);
        assert_eq!(stop.hit, [Component::CarrierValidation]);
        assert_eq!(stop.affected_rate, 97.22);
    }

    #[test]
    fn gateway_stops_saturating_at_39_slots() {
        let at = |slots| {
            let o = run(&Params { slots, ..Params::default() });
            o.fault(Component::CarrierValidation, FaultMode::Slow).saturated.contains(&Component::Gateway)
        };
        assert!(at(38));
        assert!(!at(39));
    }

    #[test]
    fn a_spread_starts_at_the_healthy_day_and_ends_at_the_fault_row_exactly() {
        for slots in [32, 48] {
            let p = Params { slots, ..Params::default() };
            let o = run(&p);
            let n = spread_rounds(&p);
            for c in Component::ALL {
                for m in FaultMode::ALL {
                    let s = spread(&p, (c, m), n + 3);
                    let total = |held: &Held, k: Component| held[k.index()].iter().fold(0.0, |a, x| a + x);
                    for k in Component::ALL {
                        assert!((total(&s[0], k) - o.healthy.held_at(k)).abs() < 1e-9, "{c:?} {m:?} {k:?}");
                        for (t, held) in s.iter().enumerate().skip(n - 1).take(4) {
                            assert_eq!(total(held, k), o.fault(c, m).held_at(k), "{c:?} {m:?} {k:?} round {t}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_slowed_carrier_validation_fills_the_gateway_round_by_round() {
        let p = Params::default();
        let s = spread(&p, (Component::CarrierValidation, FaultMode::Slow), spread_rounds(&p));
        let gw: Vec<f64> = s.iter().map(|h| h[0].iter().sum()).collect();
        assert!(gw.windows(2).all(|w| w[1] >= w[0] - 1e-9));
        let first_full = gw.iter().position(|&g| g >= p.slots as f64).unwrap();
        assert!(first_full > 1 && first_full < p.timeout as usize + 2, "{first_full}");
        assert_eq!(calls().len(), 8);
        assert!(flow_calls(1, Component::EventEndpoint, Component::CarrierValidation));
        assert!(!flow_calls(0, Component::EventEndpoint, Component::CarrierValidation));
    }

    #[test]
    fn a_stop_relieves_the_gateway() {
        let o = run(&Params::default());
        let g = |b: &Blast| b.held_at(Component::Gateway);
        assert!(g(o.fault(Component::CarrierValidation, FaultMode::Stop)) < g(&o.healthy));
    }
}
