//! Active–passive failover driven by a fault schedule (lesson 9, course file `devralma/model`,
//! a library the course's `devralma/olc` imports; it prints nothing).
//!
//! Teaches: the failover threshold trades false failovers against detection delay; fail-back is
//! a second transition with its own window; a replica that answers the shallow check but cannot
//! write to the store is never caught by any threshold.
//!
//! A round is one health check. The active replica takes the round's writes; after `esik` failed
//! checks in a row the standby is promoted, which takes `TERFI` more rounds (a window in which
//! every write is dropped). Under automatic fail-back, `GERI_ESIK` healthy checks of the old
//! primary in a row hand the role back, through another window. A failover is called false
//! after the fact when the old primary answers the round after the window.
//!
//! The course lets only replica A fail (B is always up). The lab can also put the second stop or
//! the half-down window on B; with both on A (the default) every count is the course's.

use alloc::vec::Vec;

use crate::params::Label;

/// One of the two replicas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Replica {
    A,
    B,
}

pub const REPLICA_LABELS: [Label; 2] =
    [Label::new("A (birincil)", "A (primary)"), Label::new("B (yedek)", "B (standby)")];

impl Replica {
    pub const ALL: [Replica; 2] = [Replica::A, Replica::B];

    pub fn other(self) -> Replica {
        match self {
            Replica::A => Replica::B,
            Replica::B => Replica::A,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Replica::A => "A",
            Replica::B => "B",
        }
    }
}

crate::course_enum! {
    /// What happens when the old primary is healthy again while the standby is active.
    pub enum FailBack, labels pub FAIL_BACK_LABELS {
        /// The role goes back to A after `GERI_ESIK` healthy checks (course: "otomatik").
        Automatic = "otomatik", "otomatik geri dönüş", "automatic fail-back";
        /// The promoted replica stays active (course: "kalici").
        Permanent = "kalici", "kalıcı (geri dönüş yok)", "permanent (no fail-back)";
    }
}

/// Rounds `at ..= at + len − 1` (empty when `len` is 0), the course's `[b, c]` pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Window {
    pub at: u64,
    pub len: u64,
}

impl Window {
    pub const fn new(at: u64, len: u64) -> Self {
        Self { at, len }
    }

    pub fn contains(&self, t: u64) -> bool {
        self.len > 0 && t >= self.at && t - self.at < self.len
    }

    /// The last round, as the course writes the pair's second number.
    pub fn end(&self) -> i64 {
        self.at as i64 + self.len as i64 - 1
    }
}

/// When and where the faults happen (the course's `KESIK`, `DURDU`, `YARI`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Schedule {
    /// A stops answering for a moment and comes back by itself (`KESIK`).
    pub short: [Window; 2],
    /// Real stops (`DURDU`); the first always hits A.
    pub stops: [Window; 2],
    /// Which replica the second stop hits (the course: A).
    pub stop2_on: Replica,
    /// A replica that answers the shallow check but cannot write to the store (`YARI`).
    pub half: Window,
    /// Which replica is half-down (the course: A).
    pub half_on: Replica,
}

impl Default for Schedule {
    fn default() -> Self {
        Self {
            short: [Window::new(12, 1), Window::new(20, 2)],
            stops: [Window::new(30, 46), Window::new(90, 7)],
            stop2_on: Replica::A,
            half: Window::new(100, 21),
            half_on: Replica::A,
        }
    }
}

impl Schedule {
    fn stop_targets(&self) -> [Replica; 2] {
        [Replica::A, self.stop2_on]
    }

    /// The replica answers a health check in round `t` (`yanitVeriyor` for A).
    pub fn answers(&self, r: Replica, t: u64) -> bool {
        if r == Replica::A && self.short.iter().any(|w| w.contains(t)) {
            return false;
        }
        !self.stops.iter().zip(self.stop_targets()).any(|(w, on)| on == r && w.contains(t))
    }

    /// The replica answers and its writes reach the store (`saglam` for A).
    pub fn sound(&self, r: Replica, t: u64) -> bool {
        self.answers(r, t) && !(self.half_on == r && self.half.contains(t))
    }

    /// A's windows as the course's lists: `KESIK`, `DURDU`, `YARI`.
    pub fn lists_of_a(&self) -> [Vec<Window>; 3] {
        let stops = self.stops.iter().zip(self.stop_targets()).filter(|(_, on)| *on == Replica::A).map(|(w, _)| *w);
        let half = (self.half_on == Replica::A).then_some(self.half);
        [self.short.to_vec(), stops.collect(), half.into_iter().collect()]
    }

    /// The first round a real stop begins (the fault the charts mark).
    pub fn first_stop(&self) -> u64 {
        self.stops[0].at
    }
}

/// The library's constants: `TUR`, `TERFI`, `GERI_ESIK` and the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Model {
    pub rounds: u64,
    /// Rounds a promotion (or a fail-back) takes (`TERFI`).
    pub promotion: u64,
    /// Healthy checks in a row before an automatic fail-back (`GERI_ESIK`).
    pub fail_back_checks: u64,
    pub schedule: Schedule,
}

impl Default for Model {
    fn default() -> Self {
        Self { rounds: 130, promotion: 1, fail_back_checks: 3, schedule: Schedule::default() }
    }
}

/// What one run counted (`kosum`'s result; the course's names in the comments).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// dusen: rounds whose writes were refused
    pub dropped: u64,
    /// sessiz: rounds whose writes were accepted and never stored
    pub silent: u64,
    /// devralma
    pub failovers: u64,
    /// yanlis: failovers whose old primary answered right after the window
    pub false_failovers: u64,
    /// donus
    pub fail_backs: u64,
    /// pencere: rounds spent in transition windows
    pub window_rounds: u64,
}

impl Stats {
    /// The course's "etkin kopya degisimi".
    pub fn role_changes(&self) -> u64 {
        self.failovers + self.fail_backs
    }
}

/// What happened to a round's writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Outcome {
    Stored,
    Dropped,
    /// Accepted by a half-down replica and lost.
    Silent,
}

/// One round of a run (chart data).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Round {
    /// The replica holding the role during the round (`None` inside a transition window).
    pub active: Option<Replica>,
    pub outcome: Outcome,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    Failover,
    FailBack,
}

/// `kosum({ esik, geriDonus, tur })`: one run; records every round when asked.
pub fn run(m: &Model, threshold: u64, policy: FailBack, trace: Option<&mut Vec<Round>>) -> Stats {
    let sch = &m.schedule;
    let mut s = Stats::default();
    let mut active = Replica::A;
    let (mut in_a_row, mut healthy) = (0u64, 0u64);
    // (round the window ends, direction, the replica that held the role when it began)
    let mut window: Option<(u64, Direction, Replica)> = None;
    let mut trace = trace;
    let mut log = |active: Option<Replica>, outcome: Outcome| {
        if let Some(tr) = trace.as_deref_mut() {
            tr.push(Round { active, outcome });
        }
    };

    for t in 1..=m.rounds {
        if let Some((ends, dir, from)) = window {
            s.window_rounds += 1;
            s.dropped += 1;
            log(None, Outcome::Dropped);
            if t == ends {
                // After the fact: the old primary came back by itself, the failover was not needed.
                if dir == Direction::Failover && sch.answers(from, t + 1) {
                    s.false_failovers += 1;
                }
                active = if dir == Direction::Failover { from.other() } else { Replica::A };
                window = None;
                in_a_row = 0;
                healthy = 0;
            }
            continue;
        }

        // The shallow check asks only whether the active replica answers.
        if !sch.answers(active, t) {
            in_a_row += 1;
            s.dropped += 1;
            log(Some(active), Outcome::Dropped);
            if in_a_row >= threshold {
                window = Some((t + m.promotion, Direction::Failover, active));
                s.failovers += 1;
            }
            continue;
        }
        in_a_row = 0;

        if active == Replica::B && policy == FailBack::Automatic {
            healthy = if sch.answers(Replica::A, t) { healthy + 1 } else { 0 };
            if healthy >= m.fail_back_checks {
                window = Some((t + m.promotion, Direction::FailBack, Replica::B));
                s.fail_backs += 1;
                healthy = 0;
                log(Some(active), Outcome::Stored);
                continue;
            }
        }

        if sch.sound(active, t) {
            log(Some(active), Outcome::Stored);
        } else {
            s.silent += 1;
            log(Some(active), Outcome::Silent);
        }
    }
    s
}

/// `kalipsiz()`: no failover, A takes every round as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct NoFailover {
    /// kabul
    pub accepted: u64,
    pub dropped: u64,
    pub silent: u64,
}

pub fn no_failover(m: &Model, trace: Option<&mut Vec<Round>>) -> NoFailover {
    let sch = &m.schedule;
    let mut k = NoFailover::default();
    let mut trace = trace;
    for t in 1..=m.rounds {
        let outcome = if !sch.answers(Replica::A, t) {
            k.dropped += 1;
            Outcome::Dropped
        } else if !sch.sound(Replica::A, t) {
            k.silent += 1;
            Outcome::Silent
        } else {
            k.accepted += 1;
            Outcome::Stored
        };
        if let Some(tr) = trace.as_deref_mut() {
            tr.push(Round { active: Some(Replica::A), outcome });
        }
    }
    k
}

const ROUNDS: (f64, f64) = (0.0, 10_000.0);

// The parameters' specs, from `schemas/devralma/model.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/devralma/model.rs"));

crate::choice_knob!(Replica);

crate::fields_impl!(Model, {
    "rounds" => rounds,
    "promotion" => promotion,
    "fail_back_checks" => fail_back_checks,
    "short1_at" => schedule.short[0].at,
    "short1_len" => schedule.short[0].len,
    "short2_at" => schedule.short[1].at,
    "short2_len" => schedule.short[1].len,
    "stop1_at" => schedule.stops[0].at,
    "stop1_len" => schedule.stops[0].len,
    "stop2_at" => schedule.stops[1].at,
    "stop2_len" => schedule.stops[1].len,
    "stop2_on" => schedule.stop2_on,
    "half_at" => schedule.half.at,
    "half_len" => schedule.half.len,
    "half_on" => schedule.half_on,
});

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(threshold: u64, policy: FailBack) -> Stats {
        run(&Model::default(), threshold, policy, None)
    }

    #[test]
    fn course_counts_at_threshold_three() {
        let s = stats(3, FailBack::Automatic);
        assert_eq!(
            (s.failovers, s.false_failovers, s.fail_backs, s.window_rounds, s.dropped, s.silent),
            (2, 0, 2, 4, 13, 20)
        );
        let k = stats(3, FailBack::Permanent);
        assert_eq!((k.failovers, k.fail_backs, k.window_rounds, k.dropped, k.role_changes()), (1, 0, 1, 7, 1));
        assert_eq!(no_failover(&Model::default(), None), NoFailover { accepted: 53, dropped: 56, silent: 21 });
    }

    #[test]
    fn lower_threshold_turns_short_spells_into_false_failovers() {
        let falses: Vec<u64> = (1..=4).map(|e| stats(e, FailBack::Automatic).false_failovers).collect();
        assert_eq!(falses, [2, 1, 0, 0]);
        assert!(falses.windows(2).all(|w| w[0] >= w[1]));
    }

    #[test]
    fn higher_threshold_delays_detection_of_a_real_stop() {
        let m =
            Model { schedule: Schedule { short: [Window::new(0, 0); 2], ..Schedule::default() }, ..Model::default() };
        let dropped: Vec<u64> = (1..=6).map(|e| run(&m, e, FailBack::Permanent, None).dropped).collect();
        // One stop, no fail-back: detection (threshold rounds) plus the promotion window.
        assert_eq!(dropped, [2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn no_threshold_catches_the_half_down_replica_under_automatic_fail_back() {
        for e in 1..=4 {
            assert_eq!(stats(e, FailBack::Automatic).silent, 20, "threshold {e}");
        }
    }

    #[test]
    fn permanent_policy_loses_nothing_silently_only_because_b_never_fails() {
        assert_eq!(stats(3, FailBack::Permanent).silent, 0);
        let mut m = Model::default();
        m.schedule.half_on = Replica::B;
        let perm = run(&m, 3, FailBack::Permanent, None);
        let auto = run(&m, 3, FailBack::Automatic, None);
        assert_eq!((perm.silent, auto.silent), (21, 0));
    }

    #[test]
    fn fail_back_is_a_second_window() {
        let auto = stats(3, FailBack::Automatic);
        assert_eq!(auto.window_rounds, (auto.failovers + auto.fail_backs) * Model::default().promotion);
    }

    #[test]
    fn trace_has_one_entry_per_round_and_agrees_with_the_counts() {
        let m = Model::default();
        let mut tr = Vec::new();
        let s = run(&m, 3, FailBack::Automatic, Some(&mut tr));
        assert_eq!(tr.len() as u64, m.rounds);
        assert_eq!(tr.iter().filter(|r| r.outcome == Outcome::Dropped).count() as u64, s.dropped);
        assert_eq!(tr.iter().filter(|r| r.outcome == Outcome::Silent).count() as u64, s.silent);
        assert_eq!(tr.iter().filter(|r| r.active.is_none()).count() as u64, s.window_rounds);
    }

    #[test]
    fn windows_are_inclusive_and_empty_at_length_zero() {
        let w = Window::new(20, 2);
        assert!(!w.contains(19) && w.contains(20) && w.contains(21) && !w.contains(22));
        assert!(!Window::new(5, 0).contains(5));
    }

    #[test]
    fn schema_keys_round_trip() {
        let m = crate::testing::assert_fields_round_trip(&SCHEMA, Model::get, Model::put);
        assert_eq!(m, Model::default());
    }
}
