//! Crossing links and every component's blast radius in three placements (lesson 13, course
//! file `damga/olc`, which imports `damga/model`).
//!
//! Teaches: stamping cuts the blast radius only of what moves into the stamp; the shared
//! components keep theirs whatever the stamp count, and the routing map stays the floor.
//!
//! The course prints two tables. The lab adds a fault day for one placement (which component
//! fails, in which stamp, from which round, for how long), the same fault day for every
//! placement, and a sweep over the stamp count; none of it changes the course's tables.

use alloc::vec::Vec;

use super::model::{self, Blast, Day, Fault, Model, Placement, COMPONENTS, COMPONENT_LABELS, PLACEMENT_LABELS};
use crate::params::{choice, spec, Kind, Label, ParamSpec, Unit};

/// The sweep over the stamp count runs 1 to this.
pub const SWEEP_MAX: u64 = 32;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub model: Model,
    /// The placement the fault-day charts show (the lab's).
    pub placement: Placement,
    /// The fault (the lab's; the course names the failed component but gives it no time).
    pub fault: Fault,
}

impl Default for Params {
    fn default() -> Self {
        Self { model: Model::default(), placement: Placement::SelfContained, fault: Fault::default() }
    }
}

const ROUNDS: (f64, f64) = (0.0, 100_000.0);

const fn schema() -> [ParamSpec; 10] {
    let mut out = [model::SCHEMA[0]; 10];
    let mut i = 0;
    while i < model::SCHEMA.len() {
        out[i] = model::SCHEMA[i];
        i += 1;
    }
    out[4] = choice(
        "placement",
        "",
        Label::new("Grafiklerdeki yerleşim", "Placement in the charts"),
        &PLACEMENT_LABELS,
        2.0,
    );
    out[5] = choice("failed", "", Label::new("Düşen bileşen", "Failed component"), &COMPONENT_LABELS, 4.0);
    out[6] = spec(
        "failed_stamp",
        "",
        Label::new(
            "Arızanın düştüğü damga (fazlaysa son damga)",
            "Stamp the fault hits (the last one if beyond the count)",
        ),
        Unit::None,
        Kind::Integer,
        (1.0, 32.0, 1.0),
        1.0,
        (1.0, 1000.0),
    );
    out[7] = spec(
        "fault_at",
        "",
        Label::new("Arızanın başladığı tur", "Round the fault starts"),
        Unit::Rounds,
        Kind::Integer,
        (1.0, 200.0, 1.0),
        40.0,
        (1.0, 100_000.0),
    );
    out[8] = spec(
        "fault_len",
        "",
        Label::new("Arızanın süresi (gün sonunda kesilir)", "Fault length (cut at the end of the day)"),
        Unit::Rounds,
        Kind::Integer,
        (0.0, 120.0, 1.0),
        30.0,
        ROUNDS,
    );
    out[9] = spec(
        "day_rounds",
        "",
        Label::new("Günün uzunluğu", "Length of the day"),
        Unit::Rounds,
        Kind::Integer,
        (20.0, 200.0, 1.0),
        120.0,
        (1.0, 100_000.0),
    );
    out
}

const SCHEMA: [ParamSpec; 10] = schema();

impl Params {
    /// `failed` (limited to the components there are), then the library's keys.
    fn get_extra(&self, key: &str) -> Option<f64> {
        if key == "failed" {
            return Some(self.fault.component as f64);
        }
        self.model.get(key)
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if key == "failed" {
            self.fault.component = (v as usize).min(COMPONENTS.len() - 1);
        } else {
            self.model.put(key, v);
        }
    }
}

crate::params_impl!(Params, "damga/olc", &SCHEMA, {
    "placement" => placement,
    "failed_stamp" => fault.stamp,
    "fault_at" => fault.at,
    "fault_len" => fault.len,
    "day_rounds" => fault.rounds,
} else get_extra, put_extra;);

/// One row of the course's first table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct PlacementRow {
    pub placement: Placement,
    pub stamps: u64,
    pub shared: u64,
    pub local: u64,
    /// `gecenBag`
    pub crossing: u64,
    /// The lab's: distinct component pairs among the crossings.
    pub distinct_crossing: u64,
    /// The lab's: component instances to run.
    pub instances: u64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub placements: Vec<PlacementRow>,
    /// The course's second table: per component (in `BILESENLER` order), one cell per placement.
    pub blast: Vec<[Blast; 3]>,
    /// The chosen placement's fault day.
    pub day: Day,
    /// The same fault in every placement (course order).
    pub days: Vec<Day>,
    /// Stamp counts 1..=SWEEP_MAX: the failed component's share in each placement, and the
    /// routing map's share (the floor).
    pub sweep: Vec<([f64; 3], f64)>,
}

pub fn run(p: &Params) -> Output {
    let m = &p.model;
    let placements = Placement::ALL
        .iter()
        .map(|&y| {
            let shared = model::shared_count(y);
            PlacementRow {
                placement: y,
                stamps: m.stamp_count(y),
                shared,
                local: COMPONENTS.len() as u64 - shared,
                crossing: model::crossing_links(y),
                distinct_crossing: model::distinct_crossing_links(y),
                instances: model::instances(m, y),
            }
        })
        .collect();
    let blast = (0..COMPONENTS.len()).map(|c| Placement::ALL.map(|y| m.blast(y, c))).collect();
    let days: Vec<Day> = Placement::ALL.iter().map(|&y| model::fault_day(m, y, &p.fault)).collect();
    let sweep = (1..=SWEEP_MAX)
        .map(|stamps| {
            let mn = Model { stamps, ..*m };
            (
                Placement::ALL.map(|y| mn.blast(y, p.fault.component).share),
                mn.blast(Placement::SelfContained, model::ROUTING).share,
            )
        })
        .collect();
    Output { placements, blast, day: days[p.placement as usize].clone(), days, sweep }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::damga::model::STATE_STORE;

    #[test]
    fn course_tables_at_the_course_values() {
        let o = run(&Params::default());
        let rows: Vec<(u64, u64, u64, u64)> =
            o.placements.iter().map(|r| (r.stamps, r.shared, r.local, r.crossing)).collect();
        assert_eq!(rows, [(1, 9, 0, 0), (4, 4, 5, 6), (4, 1, 8, 2)]);
        let store = o.blast[STATE_STORE];
        assert_eq!((store[0].share, store[1].share, store[2].share), (1.0, 0.25, 0.25));
        let cache = o.blast[3];
        assert_eq!((cache[1].stamps_hit, cache[2].stamps_hit), (4, 1));
    }

    #[test]
    fn the_self_contained_fault_day_hits_one_stamp_of_four() {
        let o = run(&Params::default());
        assert_eq!(o.day.stamps_hit(), 1);
        // The monolith carries one stamp's load, so compare shares of the day's requests.
        let share = |d: &Day| d.total_lost() / d.total();
        assert_eq!(share(&o.day) / share(&o.days[0]), 0.25);
        assert_eq!(o.days[0].lost_by_round.iter().filter(|&&x| x > 0.0).count(), 30);
    }

    #[test]
    fn more_stamps_shrink_the_state_store_but_not_the_shared_cache() {
        let p = Params { fault: Fault { component: 3, ..Fault::default() }, ..Params::default() };
        let o = run(&p);
        let (first, last) = (o.sweep[0].0, o.sweep[31].0);
        assert_eq!(first[1], last[1]);
        assert!(last[2] < first[2]);
        assert!(o.sweep.iter().all(|(_, floor)| *floor == 10.0 / 11.0));
    }
}
