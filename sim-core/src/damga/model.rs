//! Deployment stamps as a dependency model: components labelled shared or stamp-local, flows as
//! the components they touch in order (lesson 13, course file `damga/model`, a library the
//! course's `damga/olc` imports; it prints nothing).
//!
//! Teaches: the number of stamps does not buy independence, the number of shared components
//! does; a stamp-local component's blast radius is divided by the stamp count, a shared one's
//! never moves; the routing map that cannot move into a stamp is the floor.
//!
//! No cluster, region or container is built and nothing random happens: the model counts. The
//! lab adds one thing the course does not have, a fault day (`fault_day`): one component fails
//! in one stamp from a chosen round for a chosen number of rounds, and every stamp's requests
//! are counted round by round. Its per-round loss is exactly the course's `bulasma`.

use alloc::vec::Vec;

use crate::params::Label;

/// `BILESENLER` (= `HEPSI`): every component, in order of first appearance in the flows.
pub const COMPONENTS: [&str; 9] = [
    "yonlendirme",
    "uc",
    "takip-servisi",
    "onbellek",
    "durum-deposu",
    "olay-kuyrugu",
    "numara-dagitici",
    "ucret-isi",
    "tarife-deposu",
];

pub const COMPONENT_LABELS: [Label; 9] = [
    Label::new("yönlendirme eşlemesi", "routing map"),
    Label::new("uç", "edge"),
    Label::new("takip servisi", "tracking service"),
    Label::new("önbellek", "cache"),
    Label::new("durum deposu", "state store"),
    Label::new("olay kuyruğu", "event queue"),
    Label::new("numara dağıtıcı", "number allocator"),
    Label::new("ücret işi", "billing job"),
    Label::new("tarife deposu", "tariff store"),
];

/// The routing map's index: the one component no placement moves into a stamp.
pub const ROUTING: usize = 0;
/// The state store's index: the component every flow touches.
pub const STATE_STORE: usize = 4;

/// `AKIS`: each flow's name and the components it touches in order (indices into `COMPONENTS`).
pub const FLOWS: [(&str, &[usize]); 3] =
    [("takip", &[0, 1, 2, 3, 4]), ("olay", &[0, 1, 5, 4, 6]), ("ucret", &[7, 4, 8])];

crate::course_enum! {
    /// The three placements of `YERLESIM`, in the course's order.
    pub enum Placement, labels pub PLACEMENT_LABELS {
        /// `tek-parca`: everything shared, no stamp at all.
        Monolith = "tek-parca", "tek parça", "monolith";
        /// `paylasilan-damga`: stamps, with four components left outside.
        SharedStamp = "paylasilan-damga", "paylaşılanlı damga", "stamps with shared parts";
        /// `kendine-yeten`: only the routing map left outside.
        SelfContained = "kendine-yeten", "kendine yeten damga", "self-contained stamps";
    }
}

impl Placement {
    /// The placement's shared set (`YERLESIM[y]`), as component indices.
    pub fn shared(self) -> &'static [usize] {
        match self {
            Placement::Monolith => &[0, 1, 2, 3, 4, 5, 6, 7, 8],
            Placement::SharedStamp => &[0, 3, 6, 8],
            Placement::SelfContained => &[0],
        }
    }

    /// `kapsam(y, b) === "paylasilan"`.
    pub fn is_shared(self, component: usize) -> bool {
        self.shared().contains(&component)
    }
}

/// The library's constants: `DAMGA` and `YUK`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Model {
    /// `DAMGA`: stamps in the stamped placements.
    pub stamps: u64,
    /// `YUK.takip`, `YUK.olay`, `YUK.ucret`: requests per round per stamp, in flow order.
    pub load: [f64; 3],
}

impl Default for Model {
    fn default() -> Self {
        Self { stamps: 4, load: [8.0, 2.0, 1.0] }
    }
}

/// `bulasma(y, dusen)`'s result.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Blast {
    /// etkilenen: requests per round that touch the failed component where it failed
    pub affected: f64,
    /// toplam: requests per round over all stamps
    pub total: f64,
    /// oran
    pub share: f64,
    /// damga: stamps hit
    pub stamps_hit: u64,
    /// d: stamps of the placement
    pub stamps: u64,
}

impl Model {
    /// `damgaSayisi(y)`.
    pub fn stamp_count(&self, y: Placement) -> u64 {
        if y == Placement::Monolith {
            1
        } else {
            self.stamps
        }
    }

    /// `Object.values(YUK).reduce((a, b) => a + b, 0)`: one stamp's requests per round.
    pub fn load_per_stamp(&self) -> f64 {
        self.load.iter().fold(0.0, |a, b| a + b)
    }

    /// `bulasma(y, dusen)`, in the course's order of operations.
    pub fn blast(&self, y: Placement, failed: usize) -> Blast {
        let d = self.stamp_count(y);
        let df = d as f64;
        let total = self.load_per_stamp() * df;
        let shared = y.is_shared(failed);
        let mut affected = 0.0;
        for (i, (_, path)) in FLOWS.iter().enumerate() {
            if !path.contains(&failed) {
                continue;
            }
            affected += if shared { self.load[i] * df } else { self.load[i] };
        }
        Blast { affected, total, share: affected / total, stamps_hit: if shared { d } else { 1 }, stamps: d }
    }
}

/// `gecenBag(y)`: adjacent pairs along every flow whose scopes differ (a link two flows share
/// counts twice, as the course counts it).
pub fn crossing_links(y: Placement) -> u64 {
    FLOWS
        .iter()
        .map(|(_, path)| path.windows(2).filter(|w| y.is_shared(w[0]) != y.is_shared(w[1])).count() as u64)
        .sum()
}

/// The distinct component pairs among the crossing links (the lab's count, not the course's).
pub fn distinct_crossing_links(y: Placement) -> u64 {
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for (_, path) in FLOWS.iter() {
        for w in path.windows(2) {
            let e = (w[0].min(w[1]), w[0].max(w[1]));
            if y.is_shared(w[0]) != y.is_shared(w[1]) && !seen.contains(&e) {
                seen.push(e);
            }
        }
    }
    seen.len() as u64
}

/// Shared components of a placement (the course's `p`).
pub fn shared_count(y: Placement) -> u64 {
    COMPONENTS.iter().enumerate().filter(|(i, _)| y.is_shared(*i)).count() as u64
}

/// Component instances to deploy and run: the shared ones once, the rest once per stamp (the
/// lab's count; `damga/yuk` writes it as `DAMGA_ICI * n + 1` for the self-contained placement).
pub fn instances(m: &Model, y: Placement) -> u64 {
    let shared = shared_count(y);
    shared + (COMPONENTS.len() as u64 - shared) * m.stamp_count(y)
}

/// The lab's fault: one component fails in one stamp from round `at` for `len` rounds of a day
/// of `rounds` rounds (the window is cut at the day's end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Fault {
    pub component: usize,
    /// 1-based; a stamp beyond the placement's count means its last stamp.
    pub stamp: u64,
    pub at: u64,
    pub len: u64,
    pub rounds: u64,
}

impl Default for Fault {
    /// The course's example fault: the state store, in one stamp (the lab picks the first), for
    /// a stretch of a day; the course gives the fault no time, so the rounds are the lab's.
    fn default() -> Self {
        Self { component: STATE_STORE, stamp: 1, at: 40, len: 30, rounds: 120 }
    }
}

impl Fault {
    pub fn active(&self, t: u64) -> bool {
        self.len > 0 && t >= self.at && t - self.at < self.len && t <= self.rounds
    }

    /// Rounds of the window inside the day.
    pub fn rounds_inside(&self) -> u64 {
        (1..=self.rounds).filter(|&t| self.active(t)).count() as u64
    }

    /// The 1-based stamp the fault lands in, for a placement with `d` stamps.
    pub fn stamp_in(&self, d: u64) -> u64 {
        self.stamp.clamp(1, d.max(1))
    }
}

/// One placement's fault day.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Day {
    /// Per stamp (index 0 is stamp 1): requests served and lost over the day.
    pub served: Vec<f64>,
    pub lost: Vec<f64>,
    /// Per round (index 0 is round 1), all stamps together.
    pub served_by_round: Vec<f64>,
    pub lost_by_round: Vec<f64>,
    /// The stamp the fault landed in (1-based).
    pub failed_stamp: u64,
}

impl Day {
    pub fn total_lost(&self) -> f64 {
        self.lost.iter().sum()
    }

    pub fn total(&self) -> f64 {
        self.served.iter().sum::<f64>() + self.total_lost()
    }

    /// Stamps that lost at least one request.
    pub fn stamps_hit(&self) -> u64 {
        self.lost.iter().filter(|&&x| x > 0.0).count() as u64
    }
}

/// Plays the fault day stamp by stamp and round by round: a request is lost when its flow
/// touches the failed component and that component is shared or lives in the failed stamp.
pub fn fault_day(m: &Model, y: Placement, f: &Fault) -> Day {
    let d = m.stamp_count(y) as usize;
    let failed_stamp = f.stamp_in(d as u64);
    let shared = y.is_shared(f.component);
    let hit = |s: usize| shared || s + 1 == failed_stamp as usize;
    // Requests per round one hit stamp loses while the fault lasts.
    let lost_in_hit: f64 =
        FLOWS.iter().enumerate().filter(|(_, (_, path))| path.contains(&f.component)).map(|(i, _)| m.load[i]).sum();
    let per_stamp = m.load_per_stamp();
    let stamps_hit = if shared { d } else { 1 } as f64;
    let (mut served, mut lost) = (alloc::vec![0.0; d], alloc::vec![0.0; d]);
    let mut served_by_round = Vec::with_capacity(f.rounds as usize);
    let mut lost_by_round = Vec::with_capacity(f.rounds as usize);
    let active_rounds = f.rounds_inside() as f64;
    for t in 1..=f.rounds {
        let on = f.active(t);
        let l = if on { lost_in_hit * stamps_hit } else { 0.0 };
        lost_by_round.push(l);
        served_by_round.push(per_stamp * d as f64 - l);
    }
    for s in 0..d {
        let l = if hit(s) { lost_in_hit * active_rounds } else { 0.0 };
        lost[s] = l;
        served[s] = per_stamp * f.rounds as f64 - l;
    }
    Day { served, lost, served_by_round, lost_by_round, failed_stamp }
}

// The parameters' specs, from `schemas/damga/model.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/damga/model.rs"));

crate::fields_impl!(Model, {
    "stamps" => stamps,
    "load_tracking" => load[0],
    "load_events" => load[1],
    "load_billing" => load[2],
});

#[cfg(test)]
mod tests {
    use super::*;

    fn pct(m: &Model, y: Placement, c: usize) -> f64 {
        m.blast(y, c).share * 100.0
    }

    #[test]
    fn crossing_links_are_zero_six_and_two_at_the_course_placements() {
        let links: Vec<u64> = Placement::ALL.iter().map(|&y| crossing_links(y)).collect();
        assert_eq!(links, [0, 6, 2]);
        let shared: Vec<u64> = Placement::ALL.iter().map(|&y| shared_count(y)).collect();
        assert_eq!(shared, [9, 4, 1]);
    }

    #[test]
    fn the_two_self_contained_crossings_are_one_and_the_same_link() {
        assert_eq!(distinct_crossing_links(Placement::SelfContained), 1);
        assert_eq!(distinct_crossing_links(Placement::SharedStamp), 5);
    }

    #[test]
    fn a_stamp_local_component_blast_radius_is_divided_by_the_stamp_count() {
        let m = Model::default();
        let b = m.blast(Placement::SelfContained, STATE_STORE);
        assert_eq!((b.share, b.stamps_hit, b.stamps), (0.25, 1, 4));
        assert_eq!(m.blast(Placement::Monolith, STATE_STORE).share, 1.0);
        let m16 = Model { stamps: 16, ..Model::default() };
        assert_eq!(m16.blast(Placement::SelfContained, STATE_STORE).share, 1.0 / 16.0);
    }

    #[test]
    fn a_shared_component_blast_radius_does_not_depend_on_the_stamp_count() {
        for stamps in [1, 2, 4, 16, 32] {
            let m = Model { stamps, ..Model::default() };
            assert_eq!(pct(&m, Placement::SharedStamp, 3), pct(&Model::default(), Placement::Monolith, 3));
            assert_eq!(m.blast(Placement::SharedStamp, 3).stamps_hit, stamps);
        }
    }

    #[test]
    fn the_routing_map_is_the_floor_in_every_placement() {
        let m = Model { stamps: 32, ..Model::default() };
        for y in Placement::ALL {
            assert_eq!(m.blast(y, ROUTING).share, 10.0 / 11.0);
            for c in 1..COMPONENTS.len() {
                assert!(m.blast(y, c).share <= 1.0);
            }
        }
    }

    #[test]
    fn the_fault_day_loses_the_course_blast_radius_each_faulty_round() {
        let m = Model::default();
        for y in Placement::ALL {
            for c in 0..COMPONENTS.len() {
                let f = Fault { component: c, ..Fault::default() };
                let day = fault_day(&m, y, &f);
                let b = m.blast(y, c);
                assert_eq!(day.lost_by_round[f.at as usize - 1], b.affected, "{y:?} {c}");
                assert_eq!(day.total_lost(), b.affected * f.len as f64);
                assert_eq!(day.total(), b.total * f.rounds as f64);
                assert_eq!(day.stamps_hit(), if b.affected > 0.0 { b.stamps_hit } else { 0 });
            }
        }
    }

    #[test]
    fn the_fault_window_is_cut_at_the_end_of_the_day_and_the_stamp_at_the_last() {
        let f = Fault { at: 110, len: 30, rounds: 120, ..Fault::default() };
        assert_eq!(f.rounds_inside(), 11);
        assert_eq!(Fault { at: 200, ..Fault::default() }.rounds_inside(), 0);
        let day = fault_day(&Model::default(), Placement::SelfContained, &Fault { stamp: 9, ..Fault::default() });
        assert_eq!(day.failed_stamp, 4);
        assert!(day.lost[3] > 0.0 && day.lost[..3].iter().all(|&x| x == 0.0));
    }

    #[test]
    fn instances_grow_with_the_stamps_as_the_course_counts_them() {
        let m = Model { stamps: 16, ..Model::default() };
        assert_eq!(instances(&m, Placement::SelfContained), 129);
        assert_eq!(instances(&Model::default(), Placement::SelfContained), 33);
        assert_eq!(instances(&Model::default(), Placement::Monolith), 9);
    }

    #[test]
    fn schema_keys_round_trip() {
        let m = crate::testing::assert_fields_round_trip(&SCHEMA, Model::get, Model::put);
        assert_eq!(m, Model::default());
    }
}
