//! Two migration orders of the eight routes (most traffic first, and the greedy "fewest double
//! writes next" heuristic), step by step: migrated traffic, split entities, double writes and
//! their areas; the rollback after the dual write is cut; and the fault day when the new system
//! stops mid-migration, with and without a migration facade (lesson 20, course file
//! `incir/olc`, using the library `incir/gecis`).
//!
//! Teaches: the order is a state decision. Moving the busiest routes first moves the traffic
//! early and pays double writes from the first step; the greedy heuristic keeps double writes
//! low for four steps while the old system carries nearly all the load. The heuristic is
//! short-sighted: a search over all 8! orders finds one with the same double-write area that
//! moves traffic almost as fast as the volume order. Rollback is one routing change while the
//! dual write runs; once it is cut, the backfill grows with every hour.
//!
//! The course's transcript always runs its two orders and its literal times. The lab's own
//! controls (which order to show, the learner's route priorities, the failure threshold, the
//! hours since the cut, the facade's switch time) feed [`Lab`], which the page shows beside the
//! course's tables.

use alloc::vec::Vec;

use super::gecis::{bolunmus, sirala, volume, Kip, Split, Writes, ALL, YOL};
use crate::k01;
use crate::params::{choice, spec, Kind, Label, ParamSpec, Unit};

/// The times since the dual write was cut that the course prints (a literal array).
pub const CUT_TIMES: [(&str, f64); 3] = [("0 (cift yazma suruyor)", 0.0), ("1 saat", 3600.0), ("1 gun", 86_400.0)];
/// The course's "the new system stops at the first step with migrated traffic ≥ 50 %".
pub const COURSE_THRESHOLD: f64 = 0.5;
/// The order the notes found by hand: volume order with ucret-donem third, kanit-yukleme fourth.
pub const NOTES_ORDER: [usize; 8] = [0, 1, 5, 3, 2, 4, 6, 7];

/// Which order the page's own table and the third curve show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Shown {
    /// The course's `"hacim"`.
    Volume,
    /// The course's `"durum"`: its greedy heuristic.
    State,
    /// The notes' order (volume order with ucret-donem third and kanit-yukleme fourth).
    Notes,
    /// The search's pick: the fastest order with no more double writes than the heuristic.
    Dominating,
    /// The search's pick: the fewest double writes (then the fastest).
    FewestWrites,
    /// The learner's priorities.
    Own,
}

impl Shown {
    pub const ALL: [Self; 6] =
        [Self::Volume, Self::State, Self::Notes, Self::Dominating, Self::FewestWrites, Self::Own];
}

crate::choice_knob!(Shown);

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// `YAZMA` (library) in entity order, and `GUN`.
    pub w_gonderi: f64,
    pub w_olay: f64,
    pub w_kanit: f64,
    pub w_fatura: f64,
    pub w_tarife: f64,
    pub day: f64,
    /// `UC_TEPE`: K01's edge peak, requests per second.
    pub edge_peak: f64,
    /// `TARAMA`: K01's scan (backfill) rate, records per second.
    pub scan_rate: f64,
    /// `BUTCE`: the monthly failure share, seconds.
    pub budget: f64,
    /// `DD20`: the routing record's lifetime without a facade, seconds.
    pub ttl: f64,
    /// Lab only: the order shown.
    pub shown: Shown,
    /// Lab only: the learner's priority per route (1 first; ties in the course's route order).
    pub rank: [u32; 8],
    /// Lab only: the fault threshold (the course's 0.5).
    pub threshold: f64,
    /// Lab only: hours since the dual write was cut.
    pub cut_h: f64,
    /// Lab only: the facade's switch time, s (the course's drop is one second of traffic).
    pub facade_s: f64,
}

impl Default for Params {
    fn default() -> Self {
        let w = Writes::default();
        Self {
            w_gonderi: w.per_day[0],
            w_olay: w.per_day[1],
            w_kanit: w.per_day[2],
            w_fatura: w.per_day[3],
            w_tarife: w.per_day[4],
            day: w.day,
            edge_peak: k01::TEPE_UC.default,
            scan_rate: k01::TARAMA.default,
            budget: k01::BUTCE.default,
            ttl: 60.0,
            shown: Shown::Own,
            // The heuristic's order as priorities, so the learner starts from it.
            rank: [7, 8, 3, 5, 4, 6, 2, 1],
            threshold: COURSE_THRESHOLD,
            cut_h: 1.0,
            facade_s: 1.0,
        }
    }
}

impl Params {
    pub fn writes(&self) -> Writes {
        Writes { per_day: [self.w_gonderi, self.w_olay, self.w_kanit, self.w_fatura, self.w_tarife], day: self.day }
    }

    /// The learner's order: routes by priority, ties in the course's route order.
    pub fn own_order(&self) -> Vec<usize> {
        let mut s: Vec<usize> = (0..YOL.len()).collect();
        s.sort_by_key(|&i| self.rank[i]);
        s
    }

    fn get_extra(&self, key: &str) -> Option<f64> {
        RANK_KEYS.iter().position(|k| *k == key).map(|i| self.rank[i] as f64)
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if let Some(i) = RANK_KEYS.iter().position(|k| *k == key) {
            self.rank[i] = v as u32;
        }
    }
}

/// The priority keys in [`YOL`] order.
pub const RANK_KEYS: [&str; 8] = [
    "rank_tracking_read",
    "rank_status_event",
    "rank_create_shipment",
    "rank_proof_upload",
    "rank_proof_read",
    "rank_billing_period",
    "rank_invoice_read",
    "rank_tariff_admin",
];

const SHOWN: [Label; 6] = [
    Label::new("hacim sırası", "volume order"),
    Label::new("durum sırası (dersin sezgisi)", "state order (the course's heuristic)"),
    Label::new(
        "elle bulunan sıra (ücret-dönem 3., kanıt-yükleme 4.)",
        "a hand-found order (billing 3rd, proof upload 4th)",
    ),
    Label::new(
        "tarama: sezgiden fazla çift yazmayan en hızlı sıra",
        "search: fastest order with no more double writes than the heuristic",
    ),
    Label::new("tarama: en az çift yazma", "search: fewest double writes"),
    Label::new("kendi sıranız (öncelikler)", "your own (priorities)"),
];

const fn rank(key: &'static str, tr: &'static str, en: &'static str, default: f64) -> ParamSpec {
    spec(key, "", Label::new(tr, en), Unit::None, Kind::Integer, (1.0, 8.0, 1.0), default, (1.0, 8.0))
}

const SCHEMA: [ParamSpec; 22] = [
    choice("shown", "", Label::new("Gösterilen sıra", "Order shown"), &SHOWN, 5.0),
    rank("rank_tracking_read", "Öncelik: takip-sorgu", "Priority: takip-sorgu (tracking reads)", 7.0),
    rank("rank_status_event", "Öncelik: durum-olayi", "Priority: durum-olayi (status events)", 8.0),
    rank("rank_create_shipment", "Öncelik: gonderi-olustur", "Priority: gonderi-olustur (new shipments)", 3.0),
    rank("rank_proof_upload", "Öncelik: kanit-yukleme", "Priority: kanit-yukleme (proof uploads)", 5.0),
    rank("rank_proof_read", "Öncelik: kanit-okuma", "Priority: kanit-okuma (proof reads)", 4.0),
    rank("rank_billing_period", "Öncelik: ucret-donem", "Priority: ucret-donem (billing period)", 6.0),
    rank("rank_invoice_read", "Öncelik: fatura-okuma", "Priority: fatura-okuma (invoice reads)", 2.0),
    rank("rank_tariff_admin", "Öncelik: tarife-yonetim", "Priority: tarife-yonetim (tariff admin)", 1.0),
    spec(
        "threshold",
        "",
        Label::new("Yeni sistemin durduğu taşınan trafik payı", "Migrated traffic share at which the new system stops"),
        Unit::Share,
        Kind::Real,
        (0.05, 1.0, 0.05),
        COURSE_THRESHOLD,
        (0.001, 1.0),
    ),
    spec(
        "cut_h",
        "",
        Label::new("Çift yazma kesileli (saat)", "Hours since the dual write was cut"),
        Unit::None,
        Kind::Real,
        (0.0, 168.0, 1.0),
        1.0,
        (0.0, 8760.0),
    ),
    spec(
        "facade_s",
        "",
        Label::new("Cephenin geri çevirme süresi", "Facade switch-back time"),
        Unit::Seconds,
        Kind::Real,
        (0.25, 10.0, 0.25),
        1.0,
        (0.0, 3600.0),
    ),
    spec(
        "ttl",
        "DD20",
        Label::new("Cephesiz yönlendirme yaşam süresi (DD20)", "Routing TTL without a facade (DD20)"),
        Unit::Seconds,
        Kind::Real,
        (0.0, 600.0, 5.0),
        60.0,
        (0.0, 1e6),
    ),
    k01::TARAMA,
    k01::BUTCE.named("budget", "BUTCE"),
    k01::TEPE_UC.named("edge_peak", "UC_TEPE"),
    // K01's daily volumes; a route may write none, so these sliders start at 0.
    k01::V3.named("w_gonderi", "YAZMA.gonderi").with_slider((0.0, 2_000_000.0, 1000.0)),
    k01::OLAY_GUN.named("w_olay", "YAZMA.olay").with_slider((0.0, 10_000_000.0, 10_000.0)),
    k01::KANIT_GUN,
    k01::FATURA.named("w_fatura", "YAZMA.fatura").with_slider((0.0, 100_000.0, 100.0)),
    spec(
        "w_tarife",
        "YAZMA.tarife",
        Label::new("tarife yazması/gün", "Tariff writes/day"),
        Unit::None,
        Kind::Real,
        (0.0, 1000.0, 1.0),
        1.0,
        (0.0, 1e12),
    ),
    k01::GUN.named("day", "GUN"),
];

crate::params_impl!(Params, "incir/olc", &SCHEMA, {
    "shown" => shown,
    "threshold" => threshold,
    "cut_h" => cut_h,
    "facade_s" => facade_s,
    "ttl" => ttl,
    "scan_rate" => scan_rate,
    "budget" => budget,
    "edge_peak" => edge_peak,
    "w_gonderi" => w_gonderi,
    "w_olay" => w_olay,
    "w_kanit" => w_kanit,
    "w_fatura" => w_fatura,
    "w_tarife" => w_tarife,
    "day" => day,
} else get_extra, put_extra;
);

/// One migration step: the route moved, the migrated share of traffic, the split entities.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct StepRow {
    pub route: usize,
    /// `pay`: migrated requests over `TOPLAM`.
    pub share: f64,
    pub split: Split,
}

/// `izle(kip)`: the steps of an order and its two areas.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub order: Vec<usize>,
    pub steps: Vec<StepRow>,
    /// `ciftAlan`: Σ double writes per second over the steps.
    pub dw_area: f64,
    /// `trafikAlan`: Σ migrated share over the steps.
    pub traffic_area: f64,
}

impl Run {
    /// The most entities split at once.
    pub fn max_split(&self) -> u32 {
        self.steps.iter().map(|s| s.split.count()).max().unwrap_or(0)
    }
}

/// One line of the rollback table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Rollback {
    pub after_s: f64,
    /// `kayit`: events to backfill.
    pub events: f64,
    /// `s`: seconds at the scan rate.
    pub seconds: f64,
    /// Percent of the monthly failure share.
    pub pct: f64,
}

/// The fault day of one order: the new system stops at the first step with share ≥ threshold.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Fault {
    /// 0-based step.
    pub step: usize,
    pub share: f64,
    /// `UC_TEPE * pay`: one second of migrated traffic (the course's facade drop).
    pub facade: f64,
    /// `d = UC_TEPE * pay * DD20`.
    pub direct: f64,
    /// `d / UC_TEPE`, equivalent outage in seconds.
    pub outage: f64,
    /// `100 * d / UC_TEPE / BUTCE`.
    pub pct: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// `TOPLAM`.
    pub total: u64,
    pub volume: Run,
    pub state: Run,
    pub rollback: [Rollback; 3],
    pub faults: [Fault; 2],
    pub lab: Lab,
}

/// A point of the search over every order: its two areas.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Point {
    pub dw_area: f64,
    pub traffic_area: f64,
}

/// The lab's side: the order shown, the searched orders and the learner's fault day and cut.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Lab {
    pub shown: Run,
    pub notes: Run,
    pub dominating: Run,
    pub fewest: Run,
    pub orders: u32,
    /// Orders with less double-write area than the heuristic and more traffic area.
    pub strictly_better: u32,
    /// Orders that beat the heuristic on both areas or tie one and beat the other.
    pub dominating_count: u32,
    /// The Pareto front (fewest double writes, most traffic), by double-write area.
    pub front: Vec<Point>,
    /// The fault day of the shown order at the lab's threshold and facade time.
    pub fault: Fault,
    /// The fault day of the course's two orders at the lab's threshold and facade time.
    pub faults: [Fault; 2],
    /// The rollback after the learner's hours since the cut.
    pub rollback: Rollback,
    /// Hours after the cut when the backfill alone uses the whole monthly share.
    pub hours_to_budget: f64,
}

/// `izle` for an order of route indexes.
pub fn izle(w: &Writes, order: &[usize]) -> Run {
    let total = volume(ALL) as f64;
    let mut migrated = 0u8;
    let mut steps = Vec::with_capacity(order.len());
    let (mut dw_area, mut traffic_area) = (0.0, 0.0);
    for &r in order {
        migrated |= 1 << r;
        let split = bolunmus(w, migrated);
        let share = volume(migrated) as f64 / total;
        dw_area += split.writes;
        traffic_area += share;
        steps.push(StepRow { route: r, share, split });
    }
    Run { order: order.to_vec(), steps, dw_area, traffic_area }
}

/// The rollback line after `after_s` seconds without the dual write.
pub fn rollback(p: &Params, after_s: f64) -> Rollback {
    let events = (p.w_olay / p.day) * after_s;
    let seconds = events / p.scan_rate;
    Rollback { after_s, events, seconds, pct: (100.0 * seconds) / p.budget }
}

/// The fault day of a run: the first step with share ≥ `threshold` (the last step has share 1,
/// so one is always found for a threshold ≤ 1); the facade drops `facade_s` of its traffic.
pub fn fault(p: &Params, run: &Run, threshold: f64, facade_s: f64) -> Fault {
    let step = run.steps.iter().position(|s| s.share >= threshold).unwrap_or(run.steps.len() - 1);
    let share = run.steps[step].share;
    let d = p.edge_peak * share * p.ttl;
    Fault {
        step,
        share,
        facade: p.edge_peak * share * facade_s,
        direct: d,
        outage: d / p.edge_peak,
        pct: (100.0 * d) / p.edge_peak / p.budget,
    }
}

/// Every order of the eight routes with its areas, in lexicographic order of route indexes.
/// Per-set values are computed once (256 sets), and each order's areas are summed step by step
/// as `izle` sums them, so an order's areas here equal its `izle` areas bit for bit.
fn search(w: &Writes) -> Vec<([u8; 8], Point)> {
    let total = volume(ALL) as f64;
    let per_set: Vec<(f64, f64)> = (0..=ALL).map(|m| (bolunmus(w, m).writes, volume(m) as f64 / total)).collect();
    let mut out = Vec::with_capacity(40_320);
    let mut perm: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
    loop {
        let (mut dw, mut tr, mut m) = (0.0, 0.0, 0usize);
        for &r in &perm {
            m |= 1 << r;
            dw += per_set[m].0;
            tr += per_set[m].1;
        }
        out.push((perm, Point { dw_area: dw, traffic_area: tr }));
        // Next permutation in lexicographic order.
        let Some(i) = (0..7).rev().find(|&i| perm[i] < perm[i + 1]) else { break };
        let j = (i + 1..8).rev().find(|&j| perm[j] > perm[i]).unwrap_or(i + 1);
        perm.swap(i, j);
        perm[i + 1..].reverse();
    }
    out
}

/// The first order (in search order) that is best by `better`.
fn pick(
    all: &[([u8; 8], Point)],
    better: impl Fn(&Point, &Point) -> bool,
    admit: impl Fn(&Point) -> bool,
) -> Vec<usize> {
    let mut best: Option<&([u8; 8], Point)> = None;
    for o in all.iter().filter(|o| admit(&o.1)) {
        if best.is_none_or(|b| better(&o.1, &b.1)) {
            best = Some(o);
        }
    }
    best.map_or_else(|| (0..8).collect(), |b| b.0.iter().map(|&r| r as usize).collect())
}

/// The points no other point beats on both areas (fewer or equal double writes and more or
/// equal traffic), by double-write area. The front stays small, so one pass suffices.
fn front(all: &[([u8; 8], Point)]) -> Vec<Point> {
    let covers = |a: &Point, b: &Point| a.dw_area <= b.dw_area && a.traffic_area >= b.traffic_area;
    let mut out: Vec<Point> = Vec::new();
    for q in all.iter().map(|o| o.1) {
        if out.iter().any(|f| covers(f, &q)) {
            continue;
        }
        out.retain(|f| !covers(&q, f));
        out.push(q);
    }
    out.sort_by(|a, b| a.dw_area.total_cmp(&b.dw_area));
    out
}

/// A small slack for "no more double writes than": sums of the same values in another order
/// may differ in the last bits.
fn at_most(a: f64, b: f64) -> bool {
    a <= b + 1e-9 * b.abs().max(1.0)
}

pub fn run(p: &Params) -> Output {
    let w = p.writes();
    let volume = izle(&w, &sirala(&w, Kip::Hacim));
    let state = izle(&w, &sirala(&w, Kip::Durum));
    let faults = [fault(p, &volume, COURSE_THRESHOLD, 1.0), fault(p, &state, COURSE_THRESHOLD, 1.0)];
    let all = search(&w);
    let h = Point { dw_area: state.dw_area, traffic_area: state.traffic_area };
    let dominating = izle(&w, &pick(&all, |a, b| a.traffic_area > b.traffic_area, |q| at_most(q.dw_area, h.dw_area)));
    let least = all.iter().map(|o| o.1.dw_area).fold(f64::INFINITY, f64::min);
    let fewest = izle(&w, &pick(&all, |a, b| a.traffic_area > b.traffic_area, |q| at_most(q.dw_area, least)));
    let notes = izle(&w, &NOTES_ORDER);
    let shown = match p.shown {
        Shown::Volume => volume.clone(),
        Shown::State => state.clone(),
        Shown::Notes => notes.clone(),
        Shown::Dominating => dominating.clone(),
        Shown::FewestWrites => fewest.clone(),
        Shown::Own => izle(&w, &p.own_order()),
    };
    let strictly_better =
        all.iter().filter(|o| o.1.dw_area < h.dw_area && o.1.traffic_area > h.traffic_area).count() as u32;
    let dominating_count = all
        .iter()
        .filter(|o| at_most(o.1.dw_area, h.dw_area) && o.1.traffic_area >= h.traffic_area)
        .filter(|o| o.1.dw_area < h.dw_area || o.1.traffic_area > h.traffic_area)
        .count() as u32;
    let lab = Lab {
        fault: fault(p, &shown, p.threshold, p.facade_s),
        faults: [fault(p, &volume, p.threshold, p.facade_s), fault(p, &state, p.threshold, p.facade_s)],
        rollback: rollback(p, p.cut_h * 3600.0),
        hours_to_budget: p.budget * p.scan_rate / (p.w_olay / p.day) / 3600.0,
        orders: all.len() as u32,
        strictly_better,
        dominating_count,
        front: front(&all),
        shown,
        notes,
        dominating,
        fewest,
    };
    Output { total: volume_total(), rollback: CUT_TIMES.map(|(_, s)| rollback(p, s)), faults, volume, state, lab }
}

fn volume_total() -> u64 {
    volume(ALL)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_decimals(x: f64) -> f64 {
        libm::round(x * 100.0) / 100.0
    }

    #[test]
    fn every_key_reads_back_its_default() {
        assert_eq!(crate::testing::assert_keys_round_trip::<Params>(), Params::default());
    }

    #[test]
    fn volume_order_has_more_double_writes_and_moves_traffic_faster() {
        let o = run(&Params::default());
        assert_eq!(two_decimals(o.volume.dw_area), 189.86);
        assert_eq!(two_decimals(o.state.dw_area), 125.19);
        assert!(o.volume.traffic_area > 3.8 * o.state.traffic_area);
    }

    #[test]
    fn the_heuristic_keeps_double_writes_low_for_four_steps_not_six() {
        let o = run(&Params::default());
        let dw: Vec<f64> = o.state.steps.iter().map(|s| s.split.writes).collect();
        assert!(dw[..4].iter().all(|&x| x < 10.0));
        assert!(dw[4] > 37.0 && dw[5] > 37.0);
        assert!(o.state.steps[5].share < 0.053);
    }

    #[test]
    fn the_notes_order_dominates_the_greedy_heuristic() {
        let o = run(&Params::default());
        assert!(at_most(o.lab.notes.dw_area, o.state.dw_area));
        assert!(o.lab.notes.traffic_area > 3.8 * o.state.traffic_area);
        assert_eq!(two_decimals(o.lab.fewest.dw_area), 115.83);
        assert!(o.lab.dominating.traffic_area >= o.lab.notes.traffic_area);
    }

    #[test]
    fn search_areas_equal_izle_areas() {
        let w = Writes::default();
        for (perm, pt) in search(&w).iter().step_by(997) {
            let order: Vec<usize> = perm.iter().map(|&r| r as usize).collect();
            let r = izle(&w, &order);
            assert_eq!((r.dw_area, r.traffic_area), (pt.dw_area, pt.traffic_area));
        }
        assert_eq!(search(&w).len(), 40_320);
    }

    #[test]
    fn default_priorities_give_the_heuristics_order() {
        let p = Params::default();
        assert_eq!(p.own_order(), sirala(&p.writes(), Kip::Durum));
    }

    #[test]
    fn equal_priorities_fall_back_to_the_course_route_order() {
        let p = Params { rank: [1; 8], ..Params::default() };
        assert_eq!(p.own_order(), [0, 1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn rollback_grows_linearly_with_time_since_the_cut() {
        let p = Params::default();
        let o = run(&p);
        assert_eq!(o.rollback[0].seconds, 0.0);
        assert_eq!(two_decimals(o.rollback[2].seconds), 3360.01);
        let h = o.lab.hours_to_budget;
        assert!((rollback(&p, h * 3600.0).pct - 100.0).abs() < 1e-9);
    }

    #[test]
    fn facade_drop_is_one_second_of_migrated_traffic_and_direct_routing_ttl_seconds() {
        let o = run(&Params::default());
        for f in o.faults {
            assert!((f.direct / f.facade - 60.0).abs() < 1e-9);
        }
        assert_eq!(o.faults[0].step, 0);
        assert_eq!(o.faults[1].step, 6);
    }
}
