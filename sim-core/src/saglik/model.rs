//! Three replicas behind a load balancer fed by a health endpoint, one shared state store and a
//! billing store used by the batch flow only (lesson 10 library, course file `saglik/model`).
//!
//! Teaches: what the endpoint asks decides who stays in the pool. A shallow check keeps a warming
//! replica in; a readiness check takes it out; a deep check of the replica's own write path takes
//! out the half-down replica; a deep check of a shared dependency answers the same on every
//! replica and empties the pool when that dependency falls. Sparse checks miss short spells and
//! notice real outages late.
//!
//! A round is an abstract step. On a check round (round 1, then every `interval` rounds) the
//! endpoint answers yes or no for each replica and the balancer's pool follows the answers until
//! the next check. Each round sends `OKUMA` reads, `YAZMA` writes and `TOPLU` batch jobs. Reads
//! and writes go round robin over the pool with ONE counter shared by every request kind and never
//! reset (a served batch job advances it too), so which replica serves a request depends on the
//! whole history, as in the course's code.
//!
//! The course fixes its fault schedule (`takvim`) in code; here it is a lab parameter whose
//! default is the course's schedule. Faults are inclusive round ranges `[start, start + len − 1]`
//! (length 0: no fault). The course measures detection on `k3` against `K3_DURDU`; the lab
//! measures it on whichever replica the stop is scheduled for, and `K3_DURDU` follows the stop's
//! start unless it is set.

use alloc::vec::Vec;

use crate::params::Label;

/// Replicas, in the course's order (the pool is filtered in this order every round).
pub const REPLICAS: usize = 3;
pub const REPLICA_NAMES: [&str; REPLICAS] = ["k1", "k2", "k3"];
pub const REPLICA_LABELS: [Label; REPLICAS] = [Label::new("k1", "k1"), Label::new("k2", "k2"), Label::new("k3", "k3")];

/// An inclusive range of rounds: `[start, start + len − 1]`; empty when `len` is 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Window {
    pub start: u64,
    pub len: u64,
}

impl Window {
    pub const fn new(start: u64, len: u64) -> Self {
        Self { start, len }
    }

    pub fn contains(&self, t: u64) -> bool {
        t >= self.start && t - self.start < self.len
    }

    /// The last round of the window (only meaningful when `len > 0`).
    pub fn last(&self) -> u64 {
        self.start + self.len.saturating_sub(1)
    }
}

/// The fault schedule (`takvim`): which replica or dependency, when, for how long.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Schedule {
    /// `yariDusuk`: the replica's own write path is broken; writes look accepted and are lost.
    pub half_down_on: usize,
    pub half_down: Window,
    /// `isiniyor`: the process is up but not ready for traffic.
    pub warming_on: usize,
    pub warming: [Window; 2],
    /// `durdu`: the process does not answer.
    pub stop_on: usize,
    pub stop: Window,
    /// `gecici`: short unresponsive spells that end by themselves.
    pub blip_on: usize,
    pub blips: [Window; 2],
    /// `durumDeposu`: the shared state store is down.
    pub store_down: Window,
    /// `ucretDeposu`: the billing store is down (only the batch flow uses it).
    pub billing_down: Window,
}

impl Default for Schedule {
    /// The course's `takvim`.
    fn default() -> Self {
        Self {
            half_down_on: 0,
            half_down: Window::new(20, 26),
            warming_on: 1,
            warming: [Window::new(1, 8), Window::new(60, 7)],
            stop_on: 2,
            stop: Window::new(82, 14),
            blip_on: 2,
            blips: [Window::new(50, 1), Window::new(58, 2)],
            store_down: Window::new(100, 11),
            billing_down: Window::new(115, 11),
        }
    }
}

impl Schedule {
    /// The same schedule with only the short spells left: a day on which nothing really breaks.
    pub fn healthy_day(&self) -> Self {
        let none = Window::new(0, 0);
        Self {
            half_down: none,
            warming: [none, none],
            stop: none,
            store_down: none,
            billing_down: none,
            ..self.clone()
        }
    }

    pub fn store_up(&self, t: u64) -> bool {
        !self.store_down.contains(t)
    }

    pub fn billing_up(&self, t: u64) -> bool {
        !self.billing_down.contains(t)
    }

    pub fn stopped(&self, k: usize, t: u64) -> bool {
        self.stop_on == k && self.stop.contains(t)
    }

    pub fn in_blip(&self, k: usize, t: u64) -> bool {
        self.blip_on == k && self.blips.iter().any(|w| w.contains(t))
    }

    /// `surecAyakta`
    pub fn process_up(&self, k: usize, t: u64) -> bool {
        !self.stopped(k, t) && !self.in_blip(k, t)
    }

    /// `isiniyor`
    pub fn warming(&self, k: usize, t: u64) -> bool {
        self.warming_on == k && self.warming.iter().any(|w| w.contains(t))
    }

    /// `yolSaglam`: the replica's own write path works.
    pub fn path_ok(&self, k: usize, t: u64) -> bool {
        !(self.half_down_on == k && self.half_down.contains(t))
    }

    /// `okuyabilir`
    pub fn can_read(&self, k: usize, t: u64) -> bool {
        self.process_up(k, t) && !self.warming(k, t)
    }

    /// What the replica itself can do this round, whatever the balancer thinks.
    pub fn truth(&self, k: usize, t: u64) -> Truth {
        if !self.can_read(k, t) {
            Truth::Down
        } else if !self.path_ok(k, t) {
            Truth::HalfDown
        } else {
            Truth::Healthy
        }
    }
}

/// A replica's real state in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Truth {
    /// Reads and writes work (writes fail only if the shared store is down).
    Healthy,
    /// Reads work; writes are accepted and lost.
    HalfDown,
    /// Stopped, in a short spell or warming: it cannot serve.
    Down,
}

crate::course_enum! {
    /// The five endpoint contents (`UC`), shallowest first.
    pub enum Endpoint, labels pub ENDPOINT_LABELS {
        Shallow = "sig", "sığ", "shallow";
        Readiness = "hazirOlma", "hazır olma", "readiness";
        DeepLocal = "derinYerel", "derin: yerel yol", "deep: own path";
        DeepShared = "derinPaylasilan", "derin: paylaşılan depo", "deep: shared store";
        DeepAll = "derinHepsi", "derin: hepsi", "deep: everything";
    }
}

impl Endpoint {
    /// The endpoint's yes or no for replica `k` at round `t`.
    pub fn probe(self, s: &Schedule, k: usize, t: u64) -> bool {
        match self {
            Endpoint::Shallow => s.process_up(k, t),
            Endpoint::Readiness => s.can_read(k, t),
            Endpoint::DeepLocal => s.can_read(k, t) && s.path_ok(k, t),
            Endpoint::DeepShared => s.can_read(k, t) && s.path_ok(k, t) && s.store_up(t),
            Endpoint::DeepAll => s.can_read(k, t) && s.path_ok(k, t) && s.store_up(t) && s.billing_up(t),
        }
    }
}

/// The library's constants and the schedule.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Model {
    /// `TUR`
    pub rounds: u64,
    /// `K3_DURDU`: the round detection delay is measured from; follows the stop's start unless set.
    pub detection_ref: Option<i64>,
    /// `OKUMA`, `YAZMA`, `TOPLU`: requests per round.
    pub reads: u64,
    pub writes: u64,
    pub batch: u64,
    pub schedule: Schedule,
}

impl Default for Model {
    fn default() -> Self {
        Self { rounds: 130, detection_ref: None, reads: 8, writes: 2, batch: 1, schedule: Schedule::default() }
    }
}

impl Model {
    pub fn detection_ref(&self) -> i64 {
        self.detection_ref.unwrap_or(self.schedule.stop.start as i64)
    }
}

/// What one run counted (the course's names in the comments).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// disKopyaTur: replica-rounds out of the pool
    pub out_of_pool: u64,
    /// dusenOkuma, dusenYazma, dusenToplu
    pub dropped_reads: u64,
    pub dropped_writes: u64,
    pub dropped_batch: u64,
    /// sessiz: writes accepted by a half-down replica and lost
    pub silent: u64,
    /// bosaRed: reads refused by an empty pool while some replica could read
    pub wasted: u64,
    /// denetim: endpoint answers asked for
    pub checks: u64,
    /// yanlisCikarma: replicas taken out by a check that fell in a short spell
    pub false_removals: u64,
    /// algilama: rounds from `K3_DURDU` to the first check that saw the stopped replica down
    pub detection: Option<i64>,
    /// Not in the course: replica-rounds a replica that could not fully serve stayed in the pool.
    pub broken_in_pool: u64,
    /// Not in the course: rounds the stopped replica stayed in the pool while stopped.
    pub stopped_in_pool: u64,
}

impl Counts {
    /// Requests lost: dropped or silently lost.
    pub fn lost(&self) -> u64 {
        self.dropped_reads + self.dropped_writes + self.dropped_batch + self.silent
    }
}

/// One round as the balancer saw it and what became of its traffic (chart data).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RoundTrace {
    pub in_pool: [bool; REPLICAS],
    pub served: u64,
    /// Dropped requests of every kind, wasted refusals included.
    pub dropped: u64,
    pub wasted: u64,
    pub silent: u64,
    /// Reads and writes the balancer sent to each replica (for the system view).
    pub sent: [u64; REPLICAS],
    /// Of those, the ones the replica could not serve (it was down).
    pub failed: [u64; REPLICAS],
    /// Writes each replica got to the state store.
    pub stored: [u64; REPLICAS],
    /// Writes each replica accepted that never reached the store (its write path or the store down).
    pub unstored: [u64; REPLICAS],
}

/// `kosum(ucAdi, { aralik, tur })`; records the rounds when asked.
pub fn kosum(m: &Model, endpoint: Endpoint, interval: u64, trace: Option<&mut Vec<RoundTrace>>) -> Counts {
    let s = &m.schedule;
    let interval = interval.max(1);
    let detection_ref = m.detection_ref();
    let mut c = Counts::default();
    // `sira`: one round-robin counter for reads, writes and served batch jobs, never reset.
    let mut sira: u64 = 0;
    let mut decision = [true; REPLICAS];
    let mut trace = trace;

    for t in 1..=m.rounds {
        if (t - 1) % interval == 0 {
            let before = decision;
            for (k, d) in decision.iter_mut().enumerate() {
                *d = endpoint.probe(s, k, t);
            }
            c.checks += REPLICAS as u64;
            for k in 0..REPLICAS {
                if before[k] && !decision[k] && s.in_blip(k, t) {
                    c.false_removals += 1;
                }
            }
            if c.detection.is_none() && !decision[s.stop_on] && s.stopped(s.stop_on, t) {
                c.detection = Some(t as i64 - detection_ref);
            }
        }
        let mut pool = [0usize; REPLICAS];
        let mut n = 0;
        for (k, _) in decision.iter().enumerate().filter(|(_, &d)| d) {
            pool[n] = k;
            n += 1;
            if s.truth(k, t) != Truth::Healthy {
                c.broken_in_pool += 1;
            }
            if k == s.stop_on && s.stopped(k, t) {
                c.stopped_in_pool += 1;
            }
        }
        let pool = &pool[..n];
        c.out_of_pool += (REPLICAS - n) as u64;
        let someone_reads = (0..REPLICAS).any(|k| s.can_read(k, t));
        let before = (c.lost(), c.wasted, c.silent);
        // Per replica, for the trace only (the counts above are the course's).
        let (mut sent, mut failed) = ([0u64; REPLICAS], [0u64; REPLICAS]);
        let (mut stored, mut unstored) = ([0u64; REPLICAS], [0u64; REPLICAS]);

        // The replica the round robin sends the next request to (none with an empty pool).
        let mut next = || {
            if pool.is_empty() {
                return None;
            }
            let k = pool[(sira % n as u64) as usize];
            sira += 1;
            Some(k)
        };
        for _ in 0..m.reads {
            let Some(k) = next() else {
                c.dropped_reads += 1;
                if someone_reads {
                    c.wasted += 1;
                }
                continue;
            };
            sent[k] += 1;
            if !s.can_read(k, t) {
                c.dropped_reads += 1;
                failed[k] += 1;
            }
        }
        for _ in 0..m.writes {
            let Some(k) = next() else {
                c.dropped_writes += 1;
                continue;
            };
            sent[k] += 1;
            if !s.can_read(k, t) {
                c.dropped_writes += 1;
                failed[k] += 1;
            } else if !s.path_ok(k, t) {
                c.silent += 1;
                unstored[k] += 1;
            } else if !s.store_up(t) {
                c.dropped_writes += 1;
                unstored[k] += 1;
            } else {
                stored[k] += 1;
            }
        }
        for _ in 0..m.batch {
            if pool.is_empty() || !s.billing_up(t) {
                c.dropped_batch += 1;
                continue;
            }
            sira += 1;
        }

        if let Some(tr) = trace.as_deref_mut() {
            let silent = c.silent - before.2;
            let lost = c.lost() - before.0;
            let total = m.reads + m.writes + m.batch;
            tr.push(RoundTrace {
                in_pool: decision,
                served: total - lost,
                dropped: lost - silent,
                wasted: c.wasted - before.1,
                silent,
                sent,
                failed,
                stored,
                unstored,
            });
        }
    }
    c
}

const ROUND_DOMAIN: (f64, f64) = (0.0, 100_000.0);

// The parameters' specs, from `schemas/saglik/model.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/saglik/model.rs"));

fn replica(v: f64) -> usize {
    (v as usize).min(REPLICAS - 1)
}

impl Model {
    /// `detection_ref` (derived unless set) and the replica keys (limited to the replicas).
    fn get_extra(&self, key: &str) -> Option<f64> {
        let s = &self.schedule;
        Some(match key {
            "detection_ref" => self.detection_ref() as f64,
            "stop_replica" => s.stop_on as f64,
            "blip_replica" => s.blip_on as f64,
            "half_down_replica" => s.half_down_on as f64,
            "warming_replica" => s.warming_on as f64,
            _ => return None,
        })
    }

    fn put_extra(&mut self, key: &str, v: f64) -> bool {
        let s = &mut self.schedule;
        match key {
            "detection_ref" => self.detection_ref = Some(v as i64),
            "stop_replica" => s.stop_on = replica(v),
            "blip_replica" => s.blip_on = replica(v),
            "half_down_replica" => s.half_down_on = replica(v),
            "warming_replica" => s.warming_on = replica(v),
            _ => return false,
        }
        true
    }
}

crate::fields_impl!(Model, {
    "rounds" => rounds,
    "reads" => reads,
    "writes" => writes,
    "batch" => batch,
    "stop_start" => schedule.stop.start,
    "stop_len" => schedule.stop.len,
    "blip_start" => schedule.blips[0].start,
    "blip_len" => schedule.blips[0].len,
    "blip2_start" => schedule.blips[1].start,
    "blip2_len" => schedule.blips[1].len,
    "half_down_start" => schedule.half_down.start,
    "half_down_len" => schedule.half_down.len,
    "warming_start" => schedule.warming[0].start,
    "warming_len" => schedule.warming[0].len,
    "warming2_start" => schedule.warming[1].start,
    "warming2_len" => schedule.warming[1].len,
    "store_start" => schedule.store_down.start,
    "store_len" => schedule.store_down.len,
    "billing_start" => schedule.billing_down.start,
    "billing_len" => schedule.billing_down.len,
} else get_extra, put_extra;);

#[cfg(test)]
mod tests {
    use super::*;

    fn table1(m: &Model) -> Vec<Counts> {
        Endpoint::ALL.iter().map(|&e| kosum(m, e, 1, None)).collect()
    }

    #[test]
    fn course_schedule_reproduces_the_first_table() {
        let rows = table1(&Model::default());
        let got: Vec<[u64; 6]> = rows
            .iter()
            .map(|c| [c.out_of_pool, c.dropped_reads, c.dropped_writes, c.dropped_batch, c.silent, c.wasted])
            .collect();
        assert_eq!(
            got,
            [
                [17, 40, 32, 11, 17, 0],
                [32, 0, 22, 11, 17, 0],
                [58, 0, 22, 11, 0, 0],
                [91, 88, 22, 22, 0, 88],
                [124, 176, 44, 22, 0, 176],
            ]
        );
    }

    #[test]
    fn sparser_checks_detect_later_and_remove_falsely_less() {
        let m = Model::default();
        let rows: Vec<(u64, Option<i64>, u64, u64, u64)> = [1, 2, 4, 8]
            .iter()
            .map(|&i| {
                let c = kosum(&m, Endpoint::DeepLocal, i, None);
                (c.checks, c.detection, c.false_removals, c.dropped_reads, c.silent)
            })
            .collect();
        assert_eq!(
            rows,
            [(390, Some(0), 2, 0, 0), (195, Some(1), 1, 11, 0), (99, Some(3), 0, 19, 0), (51, Some(7), 0, 40, 3)]
        );
    }

    #[test]
    fn readiness_check_saves_every_read_sent_to_the_warming_replica() {
        let m = Model::default();
        let shallow = kosum(&m, Endpoint::Shallow, 1, None);
        let ready = kosum(&m, Endpoint::Readiness, 1, None);
        assert!(shallow.dropped_reads > 0);
        assert_eq!(ready.dropped_reads, 0);
    }

    #[test]
    fn a_shared_dependency_in_the_check_empties_the_pool_for_the_whole_outage() {
        let m = Model::default();
        let mut tr = Vec::new();
        kosum(&m, Endpoint::DeepShared, 1, Some(&mut tr));
        let w = m.schedule.store_down;
        for t in w.start..=w.last() {
            assert_eq!(tr[(t - 1) as usize].in_pool, [false; REPLICAS], "round {t}");
        }
        // Every read of those rounds was refused although replicas could read.
        assert_eq!(kosum(&m, Endpoint::DeepShared, 1, None).wasted, w.len * m.reads);
    }

    #[test]
    fn no_endpoint_saves_writes_while_the_shared_store_is_down() {
        let m = Model::default();
        let lost_to_store = m.schedule.store_down.len * m.writes;
        for c in table1(&m) {
            assert!(c.dropped_writes >= lost_to_store);
        }
    }

    #[test]
    fn an_endpoint_that_checks_nothing_shared_never_wastes_a_refusal_on_any_schedule() {
        let mut m = Model::default();
        for (start, len) in [(0, 130), (10, 60), (100, 30)] {
            m.schedule.store_down = Window::new(start, len);
            m.schedule.billing_down = Window::new(start + 5, len);
            for e in [Endpoint::Shallow, Endpoint::Readiness, Endpoint::DeepLocal] {
                for interval in [1, 3, 8] {
                    assert_eq!(kosum(&m, e, interval, None).wasted, 0);
                }
            }
        }
    }

    #[test]
    fn every_round_accounts_for_every_request() {
        let m = Model::default();
        for e in Endpoint::ALL {
            let mut tr = Vec::new();
            let c = kosum(&m, e, 3, Some(&mut tr));
            assert_eq!(tr.len() as u64, m.rounds);
            assert!(tr.iter().all(|r| r.served + r.dropped + r.silent == m.reads + m.writes + m.batch));
            assert_eq!(tr.iter().map(|r| r.silent).sum::<u64>(), c.silent);
            assert_eq!(tr.iter().map(|r| r.wasted).sum::<u64>(), c.wasted);
        }
    }

    #[test]
    fn checks_that_straddle_the_stop_never_detect_it() {
        // Interval 16 checks at rounds 81 and 97: the stop 82-95 falls between them.
        let c = kosum(&Model::default(), Endpoint::DeepLocal, 16, None);
        assert_eq!(c.detection, None);
    }

    #[test]
    fn detection_follows_the_stopped_replica_and_its_start() {
        let mut m = Model::default();
        m.schedule.stop_on = 0;
        m.schedule.stop = Window::new(70, 10);
        let c = kosum(&m, Endpoint::Shallow, 4, None);
        // checks at 69 and 73: seen at 73, three rounds after the stop began at 70
        assert_eq!(c.detection, Some(3));
        m.detection_ref = Some(82);
        assert_eq!(kosum(&m, Endpoint::Shallow, 4, None).detection, Some(73 - 82));
    }

    #[test]
    fn a_stopped_replica_gets_traffic_until_the_first_check_that_sees_it() {
        let m = Model::default();
        for interval in [1, 2, 4, 8] {
            let c = kosum(&m, Endpoint::Shallow, interval, None);
            assert_eq!(Some(c.stopped_in_pool as i64), c.detection, "interval {interval}");
        }
        // Never seen: it stays in for the whole stop.
        assert_eq!(kosum(&m, Endpoint::Shallow, 16, None).stopped_in_pool, m.schedule.stop.len);
    }

    #[test]
    fn a_healthy_day_keeps_only_the_short_spells() {
        let s = Schedule::default().healthy_day();
        let m = Model { schedule: s, ..Model::default() };
        let c = kosum(&m, Endpoint::DeepAll, 1, None);
        assert_eq!((c.wasted, c.silent, c.detection), (0, 0, None));
        assert_eq!(c.false_removals, 2);
        assert_eq!(c.out_of_pool, 3);
    }

    #[test]
    fn empty_windows_hold_no_round() {
        assert!(!Window::new(5, 0).contains(5));
        assert!(Window::new(5, 1).contains(5) && !Window::new(5, 1).contains(6));
        assert!(Window::new(0, 3).contains(0) && Window::new(0, 3).contains(2));
    }

    #[test]
    fn schema_keys_round_trip() {
        let m = crate::testing::assert_fields_round_trip(SCHEMA.iter().chain(&SCHEMA_BILLING), Model::get, Model::put);
        assert_eq!(m.detection_ref, Some(82));
    }
}
