//! Six replicas placed by zone and region, one unit lost, writes propagating by distance
//! (lesson 12, course file `bolge/model`, a library the course's `bolge/olc` imports; it prints
//! nothing).
//!
//! Teaches: a placement plan picks which replicas fail together; spreading replicas over zones
//! and regions keeps the service up through a larger loss, but the longer propagation leaves
//! more writes held by one replica only, and those die with it.
//!
//! Each round, in this order: messages due this round arrive (their target now holds the write);
//! at the fault round, every message from or to a lost replica is gone, the lost replicas stop
//! holding anything, and a write with no living holder and nothing in flight is lost; then the
//! round's writes go round-robin to the living replicas, each sending one message to every other
//! living replica, due after the delay of their distance (`YAYILMA`). Messages due at the fault
//! round arrive before the fault, so a write is lost only when it was accepted in the
//! `delay − 1` rounds before it.
//!
//! The course's unit never comes back and is always the first machine, zone `b1/a1` or region
//! `b1`. The lab can choose the unit and give the fault a length (0: for good, the course's);
//! a unit that comes back takes new writes again but catches up nothing it missed.

use alloc::vec;
use alloc::vec::Vec;

use crate::params::Label;

/// Replicas in every plan.
pub const REPLICAS: usize = 6;

/// A replica's place: (region, zone), 0-based (`b1` is 0, `a1` is 0).
pub type Place = (u8, u8);

crate::course_enum! {
    /// The course's `PLAN`, in its insertion order.
    pub enum Plan, labels pub PLAN_LABELS {
        SingleZone = "tek-alan", "tek alan", "single zone";
        ThreeZones = "uc-alan", "üç alan", "three zones";
        TwoRegions = "iki-bolge", "iki bölge", "two regions";
    }
}

impl Plan {
    pub fn places(self) -> [Place; REPLICAS] {
        match self {
            Plan::SingleZone => [(0, 0); REPLICAS],
            Plan::ThreeZones => [(0, 0), (0, 0), (0, 1), (0, 1), (0, 2), (0, 2)],
            Plan::TwoRegions => [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)],
        }
    }
}

crate::course_enum! {
    /// The course's `SENARYO`: which unit is lost.
    pub enum Scenario, labels pub SCENARIO_LABELS {
        Machine = "makine", "makine kaybı", "machine loss";
        Zone = "alan", "alan kaybı", "zone loss";
        Region = "bolge", "bölge kaybı", "region loss";
    }
}

pub const MACHINE_LABELS: [Label; REPLICAS] = [
    Label::new("1. kopya", "replica 1"),
    Label::new("2. kopya", "replica 2"),
    Label::new("3. kopya", "replica 3"),
    Label::new("4. kopya", "replica 4"),
    Label::new("5. kopya", "replica 5"),
    Label::new("6. kopya", "replica 6"),
];

pub const ZONE_LABELS: [Label; 6] = [
    Label::new("b1/a1", "b1/a1"),
    Label::new("b1/a2", "b1/a2"),
    Label::new("b1/a3", "b1/a3"),
    Label::new("b2/a1", "b2/a1"),
    Label::new("b2/a2", "b2/a2"),
    Label::new("b2/a3", "b2/a3"),
];

pub const REGION_LABELS: [Label; 2] = [Label::new("b1", "b1"), Label::new("b2", "b2")];

/// The name of a place as the course writes it (`b1/a2`).
pub fn place_name(p: Place) -> &'static str {
    ZONE_LABELS[(p.0 as usize) * 3 + (p.1 as usize).min(2)].tr
}

/// The propagation delays `YAYILMA` (KU7), in rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Delays {
    /// `YAYILMA.alan`: within a zone.
    pub zone: u64,
    /// `YAYILMA.bolge`: between zones of one region.
    pub region: u64,
    /// `YAYILMA.uzak`: between regions.
    pub remote: u64,
}

impl Delays {
    /// The course's `gecikme(x, y)`.
    pub fn between(&self, x: Place, y: Place) -> u64 {
        if x.0 != y.0 {
            self.remote
        } else if x.1 != y.1 {
            self.region
        } else {
            self.zone
        }
    }
}

/// When the unit is lost, for how long, and which unit each scenario loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Schedule {
    /// `ARIZA_TURU`: the round the unit is lost.
    pub at: u64,
    /// Rounds the unit stays down; 0 is for good (the course).
    pub len: u64,
    /// The replica the machine scenario loses (course: the first).
    pub machine: u8,
    /// The zone the zone scenario loses (course: b1/a1).
    pub zone: Place,
    /// The region the region scenario loses (course: b1).
    pub region: u8,
}

impl Default for Schedule {
    fn default() -> Self {
        Self { at: 20, len: 0, machine: 0, zone: (0, 0), region: 0 }
    }
}

impl Schedule {
    /// The replicas a scenario loses under a plan (the course's `dusuk`, as a bit mask).
    pub fn hit(&self, plan: Plan, sc: Scenario) -> u8 {
        let mut mask = 0u8;
        for (i, y) in plan.places().iter().enumerate() {
            let down = match sc {
                Scenario::Machine => i == self.machine as usize,
                Scenario::Zone => *y == self.zone,
                Scenario::Region => y.0 == self.region,
            };
            if down {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// The unit is down in round `t`.
    pub fn down_at(&self, t: u64) -> bool {
        t >= self.at && (self.len == 0 || t - self.at < self.len)
    }
}

/// The library's constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Model {
    /// `TUR`
    pub rounds: u64,
    /// `TUR_YAZMA`
    pub writes_per_round: u64,
    pub delays: Delays,
    pub schedule: Schedule,
}

impl Default for Model {
    fn default() -> Self {
        Self {
            rounds: 40,
            writes_per_round: 6,
            delays: Delays { zone: 1, region: 2, remote: 4 },
            schedule: Schedule::default(),
        }
    }
}

/// What one run counted (`kosum`'s result).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// kabul
    pub accepted: u64,
    /// dusen: writes with no living replica to take them
    pub dropped: u64,
    /// kayip: accepted writes held by no living replica, with nothing in flight, at the fault
    pub lost: u64,
    /// ayakta: replicas alive in the last round
    pub alive_end: u64,
    /// toplam
    pub total: u64,
}

/// One round of a run (chart data).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Round {
    pub accepted: u64,
    pub dropped: u64,
    /// Of this round's accepted writes, those later lost at the fault.
    pub lost_later: u64,
    /// Living replicas (bit i: replica i).
    pub alive: u8,
    /// Of this round's accepted writes, those each replica took (the round-robin's share).
    pub accepted_by: [u64; REPLICAS],
    /// Writes lost at the fault in this round (all at the fault round: held by no living replica).
    pub lost_now: u64,
}

/// `kosum(plan, senaryo)`: one run; records every round when asked.
pub fn run(m: &Model, plan: Plan, sc: Scenario, trace: Option<&mut Vec<Round>>) -> Stats {
    let places = plan.places();
    let sch = &m.schedule;
    let hit = sch.hit(plan, sc);
    let alive_mask = |t: u64| if sch.down_at(t) { !hit & 0x3f } else { 0x3f };
    let alive = |i: usize, t: u64| alive_mask(t) & (1 << i) != 0;

    let max_delay = m.delays.zone.max(m.delays.region).max(m.delays.remote);
    // Messages by the round they are due: (write, source, target).
    let mut due: Vec<Vec<(u32, u8, u8)>> = vec![Vec::new(); (m.rounds + max_delay + 2) as usize];
    let mut owners: Vec<u8> = Vec::new();
    let mut in_flight: Vec<u8> = Vec::new();
    let mut born: Vec<u32> = Vec::new();
    let mut s = Stats { total: REPLICAS as u64, ..Stats::default() };
    let mut sira: u64 = 0;
    let mut rounds: Vec<Round> = Vec::new();
    let want_trace = trace.is_some();

    for t in 1..=m.rounds {
        let mut rec = Round { alive: alive_mask(t), ..Round::default() };
        for (w, _, dst) in core::mem::take(&mut due[t as usize]) {
            owners[w as usize] |= 1 << dst;
            in_flight[w as usize] -= 1;
        }
        if t == sch.at {
            for bucket in due.iter_mut().skip(t as usize + 1) {
                bucket.retain(|&(w, src, dst)| {
                    let keep = alive(src as usize, t) && alive(dst as usize, t);
                    if !keep {
                        in_flight[w as usize] -= 1;
                    }
                    keep
                });
            }
            let living = alive_mask(t);
            for w in 0..owners.len() {
                let kept = owners[w] & living;
                if kept == 0 && in_flight[w] == 0 {
                    s.lost += 1;
                    rec.lost_now += 1;
                    if want_trace {
                        rounds[born[w] as usize - 1].lost_later += 1;
                    }
                }
                owners[w] = kept;
            }
        }
        let pool: Vec<usize> = (0..REPLICAS).filter(|&i| alive(i, t)).collect();
        for _ in 0..m.writes_per_round {
            if pool.is_empty() {
                s.dropped += 1;
                rec.dropped += 1;
                continue;
            }
            let i = pool[(sira % pool.len() as u64) as usize];
            sira += 1;
            s.accepted += 1;
            rec.accepted += 1;
            rec.accepted_by[i] += 1;
            let w = owners.len() as u32;
            owners.push(1 << i);
            let mut n = 0u8;
            for &j in pool.iter().filter(|&&j| j != i) {
                let d = m.delays.between(places[i], places[j]);
                // A message due in its own round is never delivered (the course's filter drops it).
                if d > 0 {
                    due[(t + d) as usize].push((w, i as u8, j as u8));
                    n += 1;
                }
            }
            in_flight.push(n);
            if want_trace {
                born.push(t as u32);
            }
        }
        if want_trace {
            rounds.push(rec);
        }
    }
    s.alive_end = (0..REPLICAS).filter(|&i| alive(i, m.rounds)).count() as u64;
    if let Some(tr) = trace {
        *tr = rounds;
    }
    s
}

/// Writes held by a single replica at any moment come from the last `delay − 1` rounds: the
/// window the model loses when that replica's unit goes. Used by the page to explain KU7.
pub fn loss_window(delay: u64) -> u64 {
    delay.saturating_sub(1)
}

const ROUNDS: (f64, f64) = (0.0, 2000.0);

// The parameters' specs, from `schemas/bolge/model.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/bolge/model.rs"));

impl Model {
    /// The lost unit's keys, each limited to the units there are.
    fn get_lost(&self, key: &str) -> Option<f64> {
        let s = &self.schedule;
        Some(match key {
            "lost_machine" => s.machine as f64,
            "lost_zone" => (s.zone.0 * 3 + s.zone.1) as f64,
            "lost_region" => s.region as f64,
            _ => return None,
        })
    }

    fn put_lost(&mut self, key: &str, v: f64) -> bool {
        let n = v as u64;
        let s = &mut self.schedule;
        match key {
            "lost_machine" => s.machine = n.min(5) as u8,
            "lost_zone" => {
                let z = n.min(5) as u8;
                s.zone = (z / 3, z % 3);
            }
            "lost_region" => s.region = n.min(1) as u8,
            _ => return false,
        }
        true
    }
}

crate::fields_impl!(Model, {
    "rounds" => rounds,
    "fault_at" => schedule.at,
    "writes_per_round" => writes_per_round,
    "delay_zone" => delays.zone,
    "delay_region" => delays.region,
    "delay_remote" => delays.remote,
    "fault_len" => schedule.len,
} else get_lost, put_lost;);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trace_splits_each_round_s_writes_by_replica_and_counts_the_loss_at_the_fault() {
        let m = Model::default();
        for plan in Plan::ALL {
            for sc in Scenario::ALL {
                let mut tr = Vec::new();
                let st = run(&m, plan, sc, Some(&mut tr));
                assert!(tr.iter().all(|r| r.accepted_by.iter().sum::<u64>() == r.accepted));
                assert!(tr.iter().all(|r| (0..REPLICAS).all(|i| r.alive & (1 << i) != 0 || r.accepted_by[i] == 0)));
                assert_eq!(tr.iter().map(|r| r.lost_now).sum::<u64>(), st.lost);
                assert_eq!(tr.iter().map(|r| r.lost_later).sum::<u64>(), st.lost);
                let at = m.schedule.at as usize - 1;
                assert!(tr.iter().enumerate().all(|(k, r)| k == at || r.lost_now == 0));
            }
        }
    }

    fn stats(plan: Plan, sc: Scenario) -> Stats {
        run(&Model::default(), plan, sc, None)
    }

    fn row(m: &Model, plan: Plan, sc: Scenario) -> (u64, u64, u64) {
        let s = run(m, plan, sc, None);
        (s.alive_end, s.dropped, s.lost)
    }

    #[test]
    fn course_table_at_the_course_values() {
        let m = Model::default();
        let got: Vec<(u64, u64, u64)> = Plan::ALL
            .iter()
            .flat_map(|&p| Scenario::ALL.iter().map(move |&sc| (p, sc)))
            .map(|(p, sc)| row(&m, p, sc))
            .collect();
        assert_eq!(
            got,
            [
                (5, 0, 0),
                (0, 126, 114),
                (0, 126, 114),
                (5, 0, 0),
                (4, 0, 2),
                (0, 126, 114),
                (5, 0, 1),
                (5, 0, 1),
                (3, 0, 9)
            ]
        );
    }

    #[test]
    fn spreading_over_zones_keeps_the_service_up_through_a_zone_loss() {
        let single = stats(Plan::SingleZone, Scenario::Zone);
        let three = stats(Plan::ThreeZones, Scenario::Zone);
        assert_eq!(single.alive_end, 0);
        assert!(three.alive_end > 0 && three.dropped == 0 && three.lost < single.lost);
    }

    #[test]
    fn only_the_two_region_plan_survives_a_region_loss() {
        let alive: Vec<u64> = Plan::ALL.iter().map(|&p| stats(p, Scenario::Region).alive_end).collect();
        assert_eq!(alive, [0, 0, 3]);
    }

    #[test]
    fn distance_costs_a_write_even_on_a_machine_loss() {
        assert_eq!(stats(Plan::SingleZone, Scenario::Machine).lost, 0);
        assert_eq!(stats(Plan::TwoRegions, Scenario::Machine).lost, 1);
    }

    #[test]
    fn region_loss_loses_the_writes_of_the_last_delay_minus_one_rounds_not_a_share_proportional_to_the_delay() {
        let lost = |d: u64| {
            let m = Model { delays: Delays { remote: d, ..Model::default().delays }, ..Model::default() };
            run(&m, Plan::TwoRegions, Scenario::Region, None).lost
        };
        assert_eq!((lost(1), lost(4), lost(8)), (0, 9, 21));
        for d in 1..=16 {
            assert_eq!(lost(d), 3 * loss_window(d), "delay {d}");
        }
        assert_ne!(lost(8), 2 * lost(4));
    }

    #[test]
    fn a_cross_zone_delay_of_one_round_removes_the_machine_and_zone_losses() {
        let m = Model { delays: Delays { region: 1, ..Model::default().delays }, ..Model::default() };
        assert_eq!(run(&m, Plan::TwoRegions, Scenario::Machine, None).lost, 0);
        assert_eq!(run(&m, Plan::ThreeZones, Scenario::Zone, None).lost, 0);
    }

    #[test]
    fn doubling_writes_per_round_doubles_every_loss() {
        let m = Model { writes_per_round: 12, ..Model::default() };
        assert_eq!(run(&m, Plan::SingleZone, Scenario::Zone, None).lost, 228);
        assert_eq!(run(&m, Plan::TwoRegions, Scenario::Region, None).lost, 18);
    }

    #[test]
    fn a_fault_that_ends_drops_writes_only_while_it_lasts_and_loses_the_same_writes() {
        let mut m = Model::default();
        m.schedule.len = 5;
        let s = run(&m, Plan::SingleZone, Scenario::Zone, None);
        assert_eq!((s.dropped, s.lost, s.alive_end), (30, 114, 6));
    }

    #[test]
    fn another_zone_lost_in_the_single_zone_plan_hits_nothing() {
        let mut m = Model::default();
        m.put("lost_zone", 1.0);
        assert_eq!(row(&m, Plan::SingleZone, Scenario::Zone), (6, 0, 0));
    }

    #[test]
    fn a_fault_after_the_run_loses_nothing() {
        let mut m = Model::default();
        m.schedule.at = 41;
        for p in Plan::ALL {
            for sc in Scenario::ALL {
                let s = run(&m, p, sc, None);
                assert_eq!((s.dropped, s.lost, s.alive_end, s.accepted), (0, 0, 6, 240));
            }
        }
    }

    #[test]
    fn a_zero_delay_message_is_never_delivered_as_in_the_course() {
        let m = Model { delays: Delays { zone: 0, ..Model::default().delays }, ..Model::default() };
        // Within one zone nothing ever propagates: every write before the fault is lost.
        assert_eq!(run(&m, Plan::SingleZone, Scenario::Machine, None).lost, 19);
    }

    #[test]
    fn trace_has_one_entry_per_round_and_agrees_with_the_counts() {
        let m = Model::default();
        let mut tr = Vec::new();
        let s = run(&m, Plan::TwoRegions, Scenario::Region, Some(&mut tr));
        assert_eq!(tr.len() as u64, m.rounds);
        assert_eq!(tr.iter().map(|r| r.accepted).sum::<u64>(), s.accepted);
        assert_eq!(tr.iter().map(|r| r.lost_later).sum::<u64>(), s.lost);
        let lost_rounds: Vec<usize> = (0..tr.len()).filter(|&i| tr[i].lost_later > 0).map(|i| i + 1).collect();
        assert_eq!(lost_rounds, [17, 18, 19]);
        assert_eq!(tr[19].alive.count_ones(), 3);
    }

    #[test]
    fn schema_keys_round_trip() {
        let m = crate::testing::assert_fields_round_trip(&SCHEMA, Model::get, Model::put);
        assert_eq!(m, Model::default());
    }
}
