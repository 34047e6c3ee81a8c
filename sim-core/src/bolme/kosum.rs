//! One shared slot pool against a pool split between two flows, under the same slowdown (lesson
//! 3, course file `bolme/kosum`).
//!
//! Teaches: a bulkhead keeps a broken flow from taking its neighbour's slots without detecting
//! anything (the tracking flow drops the same number of requests on the healthy and the faulty
//! day), it does not rescue the broken flow, its price on a healthy day is the sharing it forbids,
//! and its size trades the two flows against each other.
//!
//! Each round, slots whose hold has ended are freed (a hold ending at round `t` is free at `t`),
//! the slots in use are summed, then Poisson tracking and event arrivals (tracking drawn first)
//! are shuffled and admitted in that order, each to its own compartment or to the shared pool.
//! From round `BAS` on a slowdown makes events hold `YAVAS` rounds. A refused request adds the
//! idle slots of every other compartment to `atil`.
//!
//! The generator is reseeded for every run and its draws never depend on the pools or the day,
//! so every layout sees the very same arrivals: they are drawn once and replayed.

use alloc::vec::Vec;

use crate::k01;
use crate::params::{Label, ParamError};
use crate::poisson::poisson;
use crate::rng::ParkMiller;
use crate::shuffle::shuffle;
use crate::varsayim;

crate::course_enum! {
    /// The day a run plays.
    #[derive(PartialOrd, Ord)]
    pub enum Day, labels DAY_LABELS {
        Healthy = "saglikli", "arızasız gün", "healthy day";
        Slow = "yavaslama", "yavaşlama günü", "slowdown day";
    }
}

/// How the gateway's slots are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub enum Layout {
    /// One pool of `TOPLAM` slots for both flows (the course's `bolme: null`).
    Shared,
    /// `tracking` slots for tracking queries, `TOPLAM - tracking` for status events (the latter
    /// may be zero or negative when a course split exceeds an overridden `TOPLAM`: such a
    /// compartment admits nothing, as in the course's code).
    Split { tracking: u32 },
}

const LAYOUT_LABELS: [Label; 2] = [Label::new("bölmeli", "split"), Label::new("tek havuz", "shared pool")];

/// The split of the course's first table, its sweep and its sensitivity line (literals in its
/// code, not constants).
pub const COURSE_SPLIT: u32 = 24;
pub const COURSE_SWEEP: [Option<u32>; 5] = [None, Some(28), Some(24), Some(20), Some(16)];
pub const SENSITIVITY_SPLIT: u32 = 27;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// TOPLAM: the gateway's slots.
    pub total: u32,
    /// CEVRIM: rounds per second (AY1).
    pub rounds_per_second: f64,
    /// T and BAS: the run's length and the slowdown's first round.
    pub rounds: u64,
    pub fault_at: u64,
    /// TAKIP, OLAY: arrival rates in requests per second.
    pub tracking_rate: f64,
    pub event_rate: f64,
    /// TUTUS.takip, TUTUS.olay, YAVAS: rounds a slot is held.
    pub tracking_hold: u64,
    pub event_hold: u64,
    pub slow_hold: u64,
    /// olcek: factor from the run's faulty rounds to AY3's 10 minutes; derived unless set.
    pub scale: Option<f64>,
    pub seed: u64,
    /// The lab's split (tracking slots), shown beside the course's fixed ones.
    pub split: u32,
    /// The layout the lab's timeline shows.
    pub shown_layout: ShownLayout,
    /// The day the lab's timeline shows.
    pub shown_day: Day,
}

/// The lab's toggle between the split and the shared pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum ShownLayout {
    Split,
    Shared,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            total: 32,
            rounds_per_second: varsayim::CEVRIM.default,
            rounds: 4000,
            fault_at: 1000,
            tracking_rate: k01::TEPE_OKUMA.default,
            event_rate: k01::TEPE_YAZMA.default,
            tracking_hold: 4,
            event_hold: 6,
            slow_hold: 22,
            scale: None,
            seed: 20_260_801,
            split: COURSE_SPLIT,
            shown_layout: ShownLayout::Split,
            shown_day: Day::Slow,
        }
    }
}

impl Params {
    /// The factor from the faulty rounds to 10 minutes.
    pub fn scale(&self) -> f64 {
        self.scale.unwrap_or_else(|| varsayim::ten_minute_scale(self.rounds_per_second, self.rounds, self.fault_at))
    }

    /// The lab's split, kept inside the pool.
    pub fn effective_split(&self) -> u32 {
        self.split.min(self.total)
    }

    /// The layout the lab's timeline shows.
    pub fn shown(&self) -> Layout {
        match self.shown_layout {
            ShownLayout::Split => Layout::Split { tracking: self.effective_split() },
            ShownLayout::Shared => Layout::Shared,
        }
    }
}

const HOLD: (f64, f64) = (0.0, 10_000.0);
/// The top of both arrival rates: K01's domains, capped since the run draws every arrival.
const RATE_MAX: f64 = 2000.0;

// The parameters' specs, from `schemas/bolme/kosum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/bolme/kosum.rs"));

impl ShownLayout {
    pub const ALL: [ShownLayout; 2] = [ShownLayout::Split, ShownLayout::Shared];
}

crate::choice_knob!(ShownLayout);

crate::params_impl!(Params, "bolme/kosum", &SCHEMA, {
    "split" => split,
    "total_slots" => total,
    "shown_layout" => shown_layout,
    "shown_day" => shown_day,
    "slow_hold" => slow_hold,
    "tracking_hold" => tracking_hold,
    "event_hold" => event_hold,
    "tracking_rate" => tracking_rate,
    "event_rate" => event_rate,
    "fault_at" => fault_at,
    "rounds" => rounds,
    "rounds_per_second" => rounds_per_second,
    "seed" => seed,
} derived { "scale" => scale };
    fn check_all(&self) -> Result<(), ParamError> {
        crate::params::check_before(self, "fault_at", "rounds")
    }
    /// Its page runs it in the worker (a run can take more than a few milliseconds).
    const HEAVY: bool = true;
);

/// What one run counted (the course's counter names in the comments).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counters {
    /// takipYanit, takipDusen
    pub tracking_answered: u64,
    pub tracking_dropped: u64,
    /// olayYanit, olayDusen
    pub events_answered: u64,
    pub events_dropped: u64,
    /// atil: at each refusal, the idle slots of the other compartments, summed over refusals
    /// (a count of slots, not of refusals; negative when a compartment's size is negative).
    pub idle: i64,
    /// doluTur: slots in use summed over rounds (measured after freeing, before arrivals).
    pub busy_rounds: u64,
    /// Not in the course: refusals while another compartment had at least one idle slot.
    pub refused_beside_idle: u64,
}

impl Counters {
    pub fn dropped(&self) -> u64 {
        self.tracking_dropped + self.events_dropped
    }
}

/// One run: a layout on a day.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Run {
    pub layout: Layout,
    pub day: Day,
    pub counters: Counters,
}

/// One row of a split sweep: a layout on both days.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SweepRow {
    pub layout: Layout,
    pub healthy: Counters,
    pub slow: Counters,
}

/// The gateway at the end of one round (chart data).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct RoundState {
    pub tracking_busy: u32,
    pub event_busy: u32,
    /// Requests refused so far, per flow.
    pub tracking_dropped: u64,
    pub events_dropped: u64,
    /// This round's arrivals, per flow.
    pub tracking_arrived: u32,
    pub events_arrived: u32,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// The course's first table: shared pool, then the 24/8 split, each healthy then slow.
    pub runs: Vec<Run>,
    /// The course's sweep: shared, 28, 24, 20, 16.
    pub sweep: Vec<SweepRow>,
    /// The 27/5 split on the healthy day.
    pub sensitivity: Counters,
    pub scale: f64,
    /// Slowdown, shared vs 24/8: tracking drops cut, in percent; rescued per 10 minutes.
    pub tracking_cut_pct: f64,
    pub tracking_rescued_scaled: f64,
    /// Analytic load of the event compartment: `OLAY / CEVRIM × TUTUS.olay` over 8 and over 5
    /// slots (the course's literals).
    pub event_load_8: f64,
    pub event_load_5: f64,
    /// The lab's split on both days.
    pub chosen: SweepRow,
    /// The shared pool on both days.
    pub shared: SweepRow,
    /// The shown layout on the shown day, round by round.
    pub timeline: Vec<RoundState>,
    /// The other layout on the shown day, round by round (the shared pool when the shown one
    /// is the lab's split, else the lab's split): the system view shows both side by side.
    pub timeline_other: Vec<RoundState>,
}

impl Output {
    pub fn run_of(&self, shared: bool, day: Day) -> &Counters {
        &self.runs[(!shared) as usize * 2 + day as usize].counters
    }
}

/// Most splits the lab's full sweep runs (keeps large pools fast; 32 slots need 31).
pub const MAX_SWEEP: u32 = 64;
/// Arrivals and rounds the full sweep may replay in all; busy runs get fewer splits (never
/// fewer than [`MIN_SWEEP`]), so the sweep stays well under a second across the domain.
const SWEEP_WORK: usize = 16_000_000;
const MIN_SWEEP: u32 = 8;

/// At most this many arrivals per flow and round (far above any rate in the schema's domain).
const ARRIVAL_CAP: u32 = 1_000_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    Tracking = 0,
    Event = 1,
}

/// The arrivals of a whole run, in admission order, round by round. They depend only on
/// [`ArrivalKey`]'s values (never on the pools or the day).
pub struct Arrivals {
    flows: Vec<Flow>,
    /// `starts[t]..starts[t + 1]` are round t's arrivals.
    starts: Vec<usize>,
}

/// The values the arrivals are drawn from: runs that agree on them share their arrivals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArrivalKey {
    pub seed: u64,
    pub rounds: u64,
    pub rounds_per_second: f64,
    pub tracking_rate: f64,
    pub event_rate: f64,
}

impl Params {
    pub fn arrival_key(&self) -> ArrivalKey {
        ArrivalKey {
            seed: self.seed,
            rounds: self.rounds,
            rounds_per_second: self.rounds_per_second,
            tracking_rate: self.tracking_rate,
            event_rate: self.event_rate,
        }
    }
}

pub fn draw_arrivals(p: &Params) -> Arrivals {
    let mut rng = ParkMiller::new(p.seed);
    let (lt, le) = (p.tracking_rate / p.rounds_per_second, p.event_rate / p.rounds_per_second);
    let mut flows = Vec::new();
    let mut starts = Vec::with_capacity(p.rounds as usize + 1);
    for _ in 0..p.rounds {
        let start = flows.len();
        starts.push(start);
        let n = poisson(&mut rng, lt, ARRIVAL_CAP);
        flows.extend(core::iter::repeat_n(Flow::Tracking, n as usize));
        let n = poisson(&mut rng, le, ARRIVAL_CAP);
        flows.extend(core::iter::repeat_n(Flow::Event, n as usize));
        shuffle(&mut rng, &mut flows[start..]);
    }
    starts.push(flows.len());
    Arrivals { flows, starts }
}

/// A compartment: its size and, for every round a hold ends at, how many tracking and event
/// slots it frees. The course keeps an array of end rounds and filters it each round (`x > t`);
/// a counter per end round gives the same counts without the scan. A hold of 0 ends at its own
/// round, after that round's filter, so the next round frees it: it counts as a hold of 1.
struct Compartment {
    size: i64,
    busy: [u32; 2],
    /// Slots freed at round `r`, at index `r & mask`.
    ending: Vec<[u32; 2]>,
    mask: u64,
}

impl Compartment {
    fn new(size: i64, longest_hold: u64) -> Self {
        let len = (longest_hold.max(1) + 1).next_power_of_two();
        Self { size, busy: [0, 0], ending: alloc::vec![[0, 0]; len as usize], mask: len - 1 }
    }

    fn free_at(&mut self, t: u64) {
        let e = &mut self.ending[(t & self.mask) as usize];
        self.busy[0] -= e[0];
        self.busy[1] -= e[1];
        *e = [0, 0];
    }

    fn busy(&self) -> i64 {
        (self.busy[0] + self.busy[1]) as i64
    }

    fn take(&mut self, flow: Flow, end: u64) {
        let f = flow as usize;
        self.busy[f] += 1;
        self.ending[(end & self.mask) as usize][f] += 1;
    }
}

/// Replays the arrivals through one layout on one day.
fn replay(p: &Params, a: &Arrivals, layout: Layout, day: Day, mut timeline: Option<&mut Vec<RoundState>>) -> Counters {
    let longest = p.tracking_hold.max(p.event_hold).max(p.slow_hold);
    let mut pools: Vec<Compartment> = match layout {
        Layout::Shared => alloc::vec![Compartment::new(p.total as i64, longest)],
        Layout::Split { tracking } => alloc::vec![
            Compartment::new(tracking as i64, longest),
            Compartment::new(p.total as i64 - tracking as i64, longest)
        ],
    };
    let split = pools.len() == 2;
    let mut c = Counters::default();
    for t in 0..p.rounds {
        for pool in &mut pools {
            pool.free_at(t);
        }
        c.busy_rounds += pools.iter().map(|x| x.busy() as u64).sum::<u64>();
        let event_hold = if day == Day::Slow && t >= p.fault_at { p.slow_hold } else { p.event_hold };
        let arrived = &a.flows[a.starts[t as usize]..a.starts[t as usize + 1]];
        for &flow in arrived {
            let (h, hold) = match flow {
                Flow::Tracking => (0, p.tracking_hold),
                Flow::Event => (split as usize, event_hold),
            };
            if pools[h].busy() < pools[h].size {
                pools[h].take(flow, t + hold.max(1));
                match flow {
                    Flow::Tracking => c.tracking_answered += 1,
                    Flow::Event => c.events_answered += 1,
                }
                continue;
            }
            match flow {
                Flow::Tracking => c.tracking_dropped += 1,
                Flow::Event => c.events_dropped += 1,
            }
            if split {
                let other = &pools[1 - h];
                let idle = other.size - other.busy();
                c.idle += idle;
                c.refused_beside_idle += (idle > 0) as u64;
            }
        }
        if let Some(tl) = timeline.as_deref_mut() {
            let tracking_arrived = arrived.iter().filter(|&&f| f == Flow::Tracking).count() as u32;
            tl.push(RoundState {
                tracking_busy: pools.iter().map(|x| x.busy[0]).sum(),
                event_busy: pools.iter().map(|x| x.busy[1]).sum(),
                tracking_dropped: c.tracking_dropped,
                events_dropped: c.events_dropped,
                tracking_arrived,
                events_arrived: arrived.len() as u32 - tracking_arrived,
            });
        }
    }
    c
}

/// The arrivals of one set of values and the replays already done with them, by layout and
/// day. Neither reads the lab's split nor what its timeline shows ([`Replays::IGNORED`]): a page
/// keeps them while those move, and a split it has replayed once (its sweep replays them all)
/// costs nothing the next time.
pub struct Replays {
    arrivals: Arrivals,
    done: Vec<(Layout, Day, Counters)>,
}

impl Replays {
    /// The keys neither the arrivals nor a replay reads.
    pub const IGNORED: [&'static str; 3] = ["split", "shown_layout", "shown_day"];

    pub fn new(p: &Params) -> Self {
        Self { arrivals: draw_arrivals(p), done: Vec::new() }
    }

    fn runner<'a>(&'a mut self, p: &'a Params) -> Runner<'a> {
        Runner { p, arrivals: &self.arrivals, done: &mut self.done }
    }
}

/// Runs of one parameter set, each layout and day replayed once.
struct Runner<'a> {
    p: &'a Params,
    arrivals: &'a Arrivals,
    done: &'a mut Vec<(Layout, Day, Counters)>,
}

impl Runner<'_> {
    fn get(&mut self, layout: Layout, day: Day) -> Counters {
        if let Some((_, _, c)) = self.done.iter().find(|(l, d, _)| *l == layout && *d == day) {
            return c.clone();
        }
        let c = replay(self.p, self.arrivals, layout, day, None);
        self.done.push((layout, day, c.clone()));
        c
    }

    fn row(&mut self, layout: Layout) -> SweepRow {
        SweepRow { layout, healthy: self.get(layout, Day::Healthy), slow: self.get(layout, Day::Slow) }
    }
}

fn layout_of(bolme: Option<u32>) -> Layout {
    bolme.map_or(Layout::Shared, |tracking| Layout::Split { tracking })
}

/// The tracking-slot counts of a sweep: 1..TOPLAM−1, evenly thinned to about `points` (the last
/// split is always in).
pub fn sweep_splits(total: u32, points: u32) -> Vec<u32> {
    if total < 2 {
        return Vec::new();
    }
    let n = total - 1;
    let step = n.div_ceil(points.max(1));
    let mut v: Vec<u32> = (1..total).step_by(step as usize).collect();
    if v.last() != Some(&(total - 1)) {
        v.push(total - 1);
    }
    v
}

/// Every split from 1 to `TOPLAM − 1` tracking slots on both days (evenly thinned for large
/// pools and busy runs): the lab's sweep chart. Apart from [`run`] because it replays the
/// arrivals some sixty times, which the course's transcript does not need.
pub fn sweep(p: &Params) -> Vec<SweepRow> {
    sweep_with(p, &mut Replays::new(p))
}

/// [`sweep`] with the replays a page keeps (made by [`Replays::new`] for the same values but
/// [`Replays::IGNORED`]).
pub fn sweep_with(p: &Params, replays: &mut Replays) -> Vec<SweepRow> {
    let mut r = replays.runner(p);
    let per_split = 2 * (r.arrivals.flows.len() + p.rounds as usize);
    let points = (SWEEP_WORK / per_split.max(1)).clamp(MIN_SWEEP as usize, MAX_SWEEP as usize) as u32;
    sweep_splits(p.total, points).into_iter().map(|b| r.row(Layout::Split { tracking: b })).collect()
}

/// One cell of the lab's split × pool explorer: the split layout with `split` tracking slots
/// out of `TOPLAM`, on both days (`None` when the split leaves no event slot).
pub fn split_cell(p: &Params) -> Option<SweepRow> {
    split_cell_with(p, &draw_arrivals(p))
}

/// [`split_cell`] with arrivals already drawn (by [`draw_arrivals`] for the same
/// [`ArrivalKey`]): an explorer's cells share them.
pub fn split_cell_with(p: &Params, arrivals: &Arrivals) -> Option<SweepRow> {
    if p.split == 0 || p.split >= p.total {
        return None;
    }
    let mut done = Vec::new();
    let mut r = Runner { p, arrivals, done: &mut done };
    Some(r.row(Layout::Split { tracking: p.split }))
}

pub fn run(p: &Params) -> Output {
    run_with(p, &mut Replays::new(p))
}

/// [`run`] with the replays a page keeps (see [`sweep_with`]); the new ones are added to them.
pub fn run_with(p: &Params, replays: &mut Replays) -> Output {
    let mut r = replays.runner(p);
    let mut runs = Vec::with_capacity(4);
    for layout in [Layout::Shared, Layout::Split { tracking: COURSE_SPLIT }] {
        for day in Day::ALL {
            runs.push(Run { layout, day, counters: r.get(layout, day) });
        }
    }
    let sweep: Vec<SweepRow> = COURSE_SWEEP.iter().map(|&b| r.row(layout_of(b))).collect();
    let sensitivity = r.get(Layout::Split { tracking: SENSITIVITY_SPLIT }, Day::Healthy);
    let (ty, by) = (&runs[1].counters, &runs[3].counters);
    let scale = p.scale();
    let diff = ty.tracking_dropped as f64 - by.tracking_dropped as f64;
    let load = (p.event_rate / p.rounds_per_second) * p.event_hold as f64;

    let chosen = r.row(Layout::Split { tracking: p.effective_split() });
    let shared = r.row(Layout::Shared);
    let mut timeline = Vec::with_capacity(p.rounds as usize);
    replay(p, r.arrivals, p.shown(), p.shown_day, Some(&mut timeline));
    let other = match p.shown_layout {
        ShownLayout::Split => Layout::Shared,
        ShownLayout::Shared => Layout::Split { tracking: p.effective_split() },
    };
    let mut timeline_other = Vec::with_capacity(p.rounds as usize);
    replay(p, r.arrivals, other, p.shown_day, Some(&mut timeline_other));

    Output {
        tracking_cut_pct: (100.0 * diff) / ty.tracking_dropped as f64,
        tracking_rescued_scaled: diff * scale,
        event_load_8: load / 8.0,
        event_load_5: load / 5.0,
        runs,
        sweep,
        sensitivity,
        scale,
        chosen,
        shared,
        timeline,
        timeline_other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::Params as _;

    #[test]
    fn kept_replays_give_the_runs_of_fresh_ones_whatever_the_ignored_keys_were() {
        let base = Params { rounds: 1500, fault_at: 500, ..Params::default() };
        let mut kept = Replays::new(&base);
        sweep_with(&base, &mut kept);
        for key in Replays::IGNORED {
            let spec = Params::SCHEMA.iter().find(|s| s.key == key).unwrap();
            for v in [spec.min, spec.max, spec.default] {
                let mut q = base.clone();
                q.put(key, v);
                assert_eq!(run_with(&q, &mut kept), run(&q), "{key} = {v}");
                assert_eq!(sweep_with(&q, &mut kept), sweep(&q), "{key} = {v}");
            }
        }
    }

    #[test]
    fn cells_sharing_arrivals_match_cells_drawing_their_own() {
        let first = Params { total: 12, split: 3, ..Params::default() };
        let shared = draw_arrivals(&first);
        for (total, split) in [(12, 3), (32, 20), (48, 1), (8, 8)] {
            let p = Params { total, split, ..Params::default() };
            assert_eq!(p.arrival_key(), first.arrival_key());
            assert_eq!(split_cell_with(&p, &shared), split_cell(&p), "{total}/{split}");
        }
    }

    fn split(rows: &[SweepRow], b: u32) -> &SweepRow {
        rows.iter().find(|r| r.layout == Layout::Split { tracking: b }).unwrap()
    }

    #[test]
    fn course_table_values_come_out_at_the_course_parameters() {
        let o = run(&Params::default());
        let s = o.run_of(true, Day::Healthy);
        assert_eq!(
            (s.tracking_answered, s.tracking_dropped, s.events_answered, s.events_dropped),
            (16542, 78, 3931, 27)
        );
        assert_eq!((s.idle, s.busy_rounds), (0, 69_243));
        let b = o.run_of(false, Day::Slow);
        assert_eq!((b.tracking_dropped, b.events_dropped, b.idle), (172, 2011, 19196));
        assert_eq!(o.sensitivity.events_dropped, 1303);
        assert_eq!(to_bits(o.tracking_rescued_scaled), to_bits(49_640.0));
    }

    fn to_bits(x: f64) -> u64 {
        x.to_bits()
    }

    #[test]
    fn split_tracking_drops_are_the_same_on_the_healthy_and_the_faulty_day() {
        for (seed, slow_hold) in [(1, 22), (7, 60), (20_260_801, 6), (99_999_999, 40)] {
            for row in sweep(&Params { seed, slow_hold, ..Params::default() }) {
                assert_eq!(row.healthy.tracking_dropped, row.slow.tracking_dropped);
                assert_eq!(row.healthy.tracking_answered, row.slow.tracking_answered);
            }
        }
    }

    #[test]
    fn split_pool_drops_far_fewer_tracking_queries_than_shared_pool_in_the_slowdown() {
        for seed in [1, 2, 3, 20_260_801] {
            let o = run(&Params { seed, ..Params::default() });
            let shared = o.run_of(true, Day::Slow).tracking_dropped;
            let split = o.run_of(false, Day::Slow).tracking_dropped;
            assert!(split * 5 < shared, "seed {seed}: {split} vs {shared}");
        }
    }

    #[test]
    fn split_does_not_rescue_the_slowed_flow() {
        let o = run(&Params::default());
        assert!(o.run_of(false, Day::Slow).events_dropped > o.run_of(true, Day::Slow).events_dropped);
    }

    #[test]
    fn shared_pool_counts_no_idle_slots_and_drops_less_on_a_healthy_day_than_any_split() {
        let p = Params::default();
        let o = run(&p);
        assert_eq!((o.shared.healthy.idle, o.shared.slow.idle), (0, 0));
        for row in sweep(&p) {
            assert!(row.healthy.dropped() > o.shared.healthy.dropped(), "{:?}", row.layout);
        }
    }

    #[test]
    fn idle_slots_are_summed_over_fewer_refusals_than_the_idle_count() {
        let o = run(&Params::default());
        let h = o.run_of(false, Day::Healthy);
        assert_eq!(h.idle, 4239);
        assert!(h.refused_beside_idle <= h.dropped());
        assert!((h.dropped() as i64) < h.idle);
    }

    #[test]
    fn more_tracking_slots_never_drop_more_tracking_queries_nor_fewer_events() {
        let rows = sweep(&Params::default());
        for w in rows.windows(2) {
            assert!(w[1].healthy.tracking_dropped <= w[0].healthy.tracking_dropped);
            assert!(w[1].slow.events_dropped >= w[0].slow.events_dropped);
        }
        // The notes' healthy-day minimum: 23/9 drops 279 + 251.
        assert_eq!(split(&rows, 23).healthy.dropped(), 530);
        let best = rows.iter().min_by_key(|r| r.healthy.dropped()).unwrap();
        assert_eq!(best.layout, Layout::Split { tracking: 23 });
    }

    #[test]
    fn every_layout_and_day_sees_the_same_arrivals() {
        let p = Params::default();
        let total = |c: &Counters| c.tracking_answered + c.tracking_dropped + c.events_answered + c.events_dropped;
        let n = total(&run(&p).shared.healthy);
        for row in sweep(&p) {
            assert_eq!((total(&row.healthy), total(&row.slow)), (n, n));
        }
    }

    #[test]
    fn both_timelines_end_at_their_runs_counts_and_count_every_arrival() {
        let p = Params { shown_layout: ShownLayout::Split, ..Params::default() };
        let o = run(&p);
        let (split, shared) = (o.timeline.last().unwrap(), o.timeline_other.last().unwrap());
        assert_eq!(split.tracking_dropped, o.chosen.slow.tracking_dropped);
        assert_eq!(shared.tracking_dropped, o.shared.slow.tracking_dropped);
        assert_eq!(shared.events_dropped, o.shared.slow.events_dropped);
        let arrived: u64 = o.timeline.iter().map(|r| (r.tracking_arrived + r.events_arrived) as u64).sum();
        let c = &o.chosen.slow;
        assert_eq!(arrived, c.tracking_answered + c.tracking_dropped + c.events_answered + c.events_dropped);
    }

    #[test]
    fn timeline_respects_the_compartments() {
        let p = Params::default();
        let o = run(&p);
        assert_eq!(o.timeline.len(), p.rounds as usize);
        assert!(o.timeline.iter().all(|r| r.tracking_busy <= 24 && r.event_busy <= 8));
        assert_eq!(o.timeline.last().unwrap().tracking_dropped, 172);
        let shared = run(&Params { shown_layout: ShownLayout::Shared, ..Params::default() });
        assert!(shared.timeline.iter().all(|r| r.tracking_busy + r.event_busy <= 32));
        assert_eq!(shared.timeline.last().unwrap().tracking_dropped, 2654);
    }

    #[test]
    fn a_zero_hold_keeps_its_slot_until_the_next_round() {
        // The course pushes `t + 0` and filters `x > t` only at the next round.
        let p = Params { total: 1, tracking_rate: 1000.0, event_rate: 0.0, tracking_hold: 0, ..Params::default() };
        let s = run(&p).shared.healthy;
        assert_eq!(s.busy_rounds, 0);
        // One admission per round with arrivals (nearly every round at 10 arrivals per round).
        assert!(s.tracking_answered <= p.rounds && s.tracking_answered > p.rounds - 10);
        assert!(s.tracking_dropped > 0);
    }

    #[test]
    fn a_split_larger_than_the_pool_leaves_the_event_compartment_admitting_nothing() {
        let o = run(&Params { total: 20, ..Params::default() });
        let r = o.run_of(false, Day::Healthy);
        assert_eq!(r.events_answered, 0);
        assert!(r.events_dropped > 0);
    }

    #[test]
    fn large_pools_sweep_a_bounded_number_of_splits() {
        assert_eq!(sweep_splits(32, MAX_SWEEP), (1..32).collect::<Vec<_>>());
        let v = sweep_splits(1024, MAX_SWEEP);
        assert!(v.len() as u32 <= MAX_SWEEP + 1 && v[0] == 1 && *v.last().unwrap() == 1023);
        assert!(sweep_splits(1, MAX_SWEEP).is_empty());
        let busy = Params {
            total: 1024,
            tracking_rate: 2000.0,
            event_rate: 2000.0,
            rounds: 20_000,
            rounds_per_second: 50.0,
            ..Params::default()
        };
        assert!(sweep(&busy).len() as u32 <= MIN_SWEEP + 1);
    }
}
