//! The write path as a chain of three buffered stages (intake, log writer, projection consumer)
//! fed by an external carrier, with an overload signal carried a chosen number of stages back
//! (lesson 6, course file `geri/zincir`, a library the course's `geri/kosum` imports).
//!
//! Teaches: a stage that obeys its successor's "full" signal waits instead of dropping; a stage
//! that does not, drops the event at its successor's gate. Only at depth 3 does the signal reach
//! the service boundary, where an event that does not fit is refused (the carrier knows and can
//! send it again) instead of accepted and lost. Unbounded buffers lose nothing and go stale.
//!
//! One round is one second (an assumption of the course). Each round the stages are served from
//! the consumer back to the intake, then the source sends its events from a fractional
//! accumulator whose rate follows a four-round cycle. An event moves at most one stage a round.

use alloc::vec::Vec;

use crate::arrivals::Accumulator;
use crate::cohort_queue::CohortQueue;
use crate::k01;

pub const STAGES: usize = 3;

/// The stages' names as the course prints them, source to end.
pub const STAGE_NAMES: [&str; STAGES] = ["giris", "kutuk", "izdusum"];

/// One stage: its buffer's capacity and how many events it handles in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Stage {
    pub cap: u64,
    pub speed: u64,
}

/// The course's `HALKA` (the last stage's speed is each run's consumer speed instead).
pub const HALKA: [Stage; STAGES] =
    [Stage { cap: 200, speed: 250 }, Stage { cap: 150, speed: 150 }, Stage { cap: 100, speed: 120 }];

/// The course's `SALINIM`: the arrival factor over four rounds, mean 1.00.
pub const SALINIM: [f64; 4] = [0.6, 0.6, 0.6, 2.2];

/// The module's constants.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Chain {
    /// `K01.tepeYazma`
    pub peak_write: f64,
    pub stages: [Stage; STAGES],
    /// `SALINIM`
    pub cycle: [f64; 4],
}

impl Default for Chain {
    fn default() -> Self {
        Self { peak_write: k01::TEPE_YAZMA.default, stages: HALKA, cycle: SALINIM }
    }
}

/// One call of the course's `kosum`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Setting {
    pub rounds: u64,
    /// How many stages back from the consumer the signal is obeyed; 3 reaches the boundary.
    pub depth: u8,
    pub consumer_speed: u64,
    pub oscillation: bool,
    pub unbounded: bool,
}

/// Whether stage `i` obeys its successor's "full" signal at this depth (the course's `uyar`).
pub fn obeys(i: usize, depth: u8) -> bool {
    depth as usize + i >= STAGES - 1
}

/// What one run counted (the course's names in the comments).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// uretilen: events the source sent
    pub produced: u64,
    /// tamamlanan
    pub completed: u64,
    /// reddedilen: refused at the boundary (never accepted)
    pub rejected: u64,
    /// enBuyukYas: the greatest age of a completed event, in rounds
    pub max_done_age: u64,
    /// sinirDurdu: events the source was stopped for (equals `rejected`)
    pub boundary_stopped: u64,
    /// kaybolan: accepted and then lost, by the gate of the stage they were lost at
    pub lost: [u64; STAGES],
    /// duraklatilan: stage-rounds a stage stopped because its successor was full
    pub paused: [u64; STAGES],
    /// biriken: events still in the buffers at the end
    pub backlog: u64,
    /// bekleyenYas: the age of the oldest waiting event at the end (0 when none waits)
    pub pending_age: u64,
    /// kayipToplam
    pub lost_total: u64,
}

/// The chain at the end of one round (chart data), counts cumulative.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RoundState {
    pub backlog: [u64; STAGES],
    /// Age of each buffer's oldest event in rounds (`None` when it is empty).
    pub oldest_age: [Option<u64>; STAGES],
    pub completed: u64,
    pub rejected: u64,
    pub lost: [u64; STAGES],
    /// This round only: the events the source sent, the events each stage passed on (the last
    /// one: completed), and whether each stage waited for its successor's room.
    pub arrived: u64,
    pub moved: [u64; STAGES],
    pub paused: [bool; STAGES],
}

/// The events the source sends in each round (index 0 is round 1).
pub fn arrivals(chain: &Chain, rounds: u64, oscillation: bool) -> Vec<u64> {
    let mut acc = Accumulator::new();
    (1..=rounds)
        .map(|t| {
            let factor = if oscillation { chain.cycle[((t - 1) % 4) as usize] } else { 1.0 };
            acc.tick(chain.peak_write * factor, u32::MAX) as u64
        })
        .collect()
}

/// One run, computing its own arrivals.
pub fn kosum(chain: &Chain, s: &Setting) -> Stats {
    kosum_with(chain, s, &arrivals(chain, s.rounds, s.oscillation), None)
}

/// One run with the arrivals already computed (`arrivals(chain, s.rounds, s.oscillation)`, so
/// several settings share them); records the round-by-round state when asked.
pub fn kosum_with(chain: &Chain, s: &Setting, arrivals: &[u64], mut trace: Option<&mut Vec<RoundState>>) -> Stats {
    let last = STAGES - 1;
    let mut speed = [0; STAGES];
    let mut cap = [0; STAGES];
    for i in 0..STAGES {
        speed[i] = if i == last { s.consumer_speed } else { chain.stages[i].speed };
        cap[i] = if s.unbounded { u64::MAX } else { chain.stages[i].cap };
    }
    let mut buf: [CohortQueue; STAGES] = Default::default();
    let mut st = Stats::default();

    for t in 1..=s.rounds {
        let mut moved = [0; STAGES];
        let mut paused = [false; STAGES];
        // Serve the stages from the end back to the source.
        for i in (0..STAGES).rev() {
            let mut n = speed[i].min(buf[i].len());
            if i == last {
                if n > 0 {
                    let oldest = buf[i].oldest().unwrap_or(t);
                    st.max_done_age = st.max_done_age.max(t - oldest);
                    let done = buf[i].drop_front(n);
                    st.completed += done;
                    moved[i] = done;
                }
                continue;
            }
            let (head, tail) = buf.split_at_mut(i + 1);
            let (from, to) = (&mut head[i], &mut tail[0]);
            let room = cap[i + 1] - to.len();
            let passed = from.move_front_to(n.min(room), to);
            moved[i] = passed;
            n -= passed;
            if n == 0 {
                continue;
            }
            // The successor is full for the rest of this stage's turn.
            if obeys(i, s.depth) {
                st.paused[i] += 1;
                paused[i] = true;
            } else {
                st.lost[i + 1] += from.drop_front(n);
            }
        }
        // The source: the carrier's notifications.
        let k = arrivals.get((t - 1) as usize).copied().unwrap_or(0);
        st.produced += k;
        let accepted = k.min(cap[0] - buf[0].len());
        buf[0].push(t, accepted);
        let refused = k - accepted;
        if s.depth as usize >= STAGES {
            st.rejected += refused;
            st.boundary_stopped += refused;
        } else {
            st.lost[0] += refused;
        }
        if let Some(tr) = trace.as_deref_mut() {
            tr.push(RoundState {
                backlog: core::array::from_fn(|i| buf[i].len()),
                oldest_age: core::array::from_fn(|i| buf[i].oldest().map(|r| t - r)),
                completed: st.completed,
                rejected: st.rejected,
                lost: st.lost,
                arrived: k,
                moved,
                paused,
            });
        }
    }
    st.backlog = buf.iter().map(CohortQueue::len).sum();
    st.pending_age = buf.iter().filter_map(CohortQueue::oldest).min().map_or(0, |r| s.rounds - r);
    st.lost_total = st.lost.iter().sum();
    st
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trace_s_rounds_add_up_to_its_run_s_counters() {
        let chain = Chain::default();
        let set = Setting { rounds: 600, depth: 1, consumer_speed: 60, oscillation: true, unbounded: false };
        let mut tr = Vec::new();
        let st = kosum_with(&chain, &set, &arrivals(&chain, set.rounds, set.oscillation), Some(&mut tr));
        assert_eq!(tr.iter().map(|r| r.arrived).sum::<u64>(), st.produced);
        assert_eq!(tr.iter().map(|r| r.moved[STAGES - 1]).sum::<u64>(), st.completed);
        for i in 0..STAGES {
            assert_eq!(tr.iter().filter(|r| r.paused[i]).count() as u64, st.paused[i]);
        }
    }

    fn run(depth: u8, consumer_speed: u64, unbounded: bool) -> Stats {
        kosum(&Chain::default(), &Setting { rounds: 1200, depth, consumer_speed, oscillation: true, unbounded })
    }

    #[test]
    fn the_source_sends_116663_events_in_1200_rounds() {
        let a = arrivals(&Chain::default(), 1200, true);
        assert_eq!(a.iter().sum::<u64>(), 116_663);
        assert_eq!(&a[..8], &[58, 58, 58, 214, 59, 58, 58, 214]);
    }

    #[test]
    fn partial_propagation_moves_the_loss_toward_the_source_without_saving_events() {
        let runs: Vec<Stats> = (0..3).map(|d| run(d, 60, false)).collect();
        assert_eq!(runs.iter().map(|r| r.lost_total).collect::<Vec<_>>(), [44_494, 44_404, 44_399]);
        assert_eq!(runs[0].lost, [4164, 14_950, 25_380]);
        assert_eq!(runs[1].lost, [4164, 40_240, 0]);
        assert_eq!(runs[2].lost, [44_399, 0, 0]);
        assert!(runs.iter().all(|r| r.completed == 71_814));
        assert_eq!((runs[0].backlog, runs[2].backlog), (355, 450));
        assert_eq!((runs[0].pending_age, runs[2].pending_age), (3, 7));
    }

    #[test]
    fn at_the_boundary_the_same_events_are_refused_instead_of_lost() {
        let (d2, d3) = (run(2, 60, false), run(3, 60, false));
        assert_eq!(d3.lost_total, 0);
        assert_eq!(d3.rejected, d2.lost_total);
        assert_eq!(d3.boundary_stopped, d3.rejected);
        assert_eq!(d3.completed, d2.completed);
    }

    #[test]
    fn an_unbounded_buffer_loses_nothing_and_goes_stale() {
        let r = run(0, 60, true);
        assert_eq!((r.lost_total, r.rejected, r.backlog, r.pending_age), (0, 0, 44_849, 460));
        assert_eq!(r.produced, r.completed + r.backlog);
    }

    #[test]
    fn healthy_day_boundary_rejections_vanish_without_oscillation() {
        let c = Chain::default();
        let steady = Setting { rounds: 1200, depth: 3, consumer_speed: 120, oscillation: false, unbounded: false };
        assert_eq!(kosum(&c, &steady).rejected, 0);
        let r = run(3, 120, false);
        assert_eq!((r.rejected, r.paused), (4164, [598, 897, 0]));
    }

    #[test]
    fn healthy_day_rejections_are_the_intake_buffer_overflowing_at_every_depth() {
        // The same 4164 events: lost at the intake's gate below depth 3, refused at depth 3.
        for d in 0..3 {
            assert_eq!(run(d, 120, false).lost[0], 4164);
        }
        let mut c = Chain::default();
        c.stages[0].cap = 214;
        for d in 2..=3 {
            let r = kosum(
                &c,
                &Setting { rounds: 1200, depth: d, consumer_speed: 120, oscillation: true, unbounded: false },
            );
            assert_eq!((r.rejected, r.lost_total, r.completed), (0, 0, 116_261));
        }
    }

    #[test]
    fn healthy_day_without_signal_loses_over_a_quarter_of_the_events_to_narrowing_buffers() {
        let r = run(0, 120, false);
        assert_eq!((r.lost_total, r.completed), (34_064, 82_282));
        // The consumer's ceiling is its buffer (100 a round), not its speed: 100 gives the same.
        assert_eq!(run(0, 100, false), r);
        let mut c = Chain::default();
        c.stages[1].cap = 200;
        c.stages[2].cap = 200;
        let wide =
            kosum(&c, &Setting { rounds: 1200, depth: 0, consumer_speed: 120, oscillation: true, unbounded: false });
        assert_eq!(wide.lost_total, 4164);
    }

    #[test]
    fn on_the_healthy_day_a_partial_signal_does_save_events() {
        let (d0, d1, d2) = (run(0, 120, false), run(1, 120, false), run(2, 120, false));
        assert_eq!((d0.completed, d1.completed, d2.completed), (82_282, 97_224, 112_124));
        assert!(d2.lost_total < d0.lost_total / 8);
    }

    #[test]
    fn every_event_is_completed_lost_refused_or_waiting() {
        for (d, speed, unbounded) in [(0, 120, false), (1, 60, false), (3, 30, false), (0, 30, true)] {
            let r = run(d, speed, unbounded);
            assert_eq!(r.produced, r.completed + r.lost_total + r.rejected + r.backlog);
        }
    }

    #[test]
    fn the_trace_follows_every_round_and_ends_at_the_totals() {
        let c = Chain::default();
        let s = Setting { rounds: 1200, depth: 2, consumer_speed: 60, oscillation: true, unbounded: false };
        let mut tr = Vec::new();
        let r = kosum_with(&c, &s, &arrivals(&c, 1200, true), Some(&mut tr));
        let end = tr.last().unwrap();
        assert_eq!(tr.len(), 1200);
        assert_eq!((end.completed, end.lost, end.backlog.iter().sum::<u64>()), (r.completed, r.lost, r.backlog));
        assert!(tr.iter().all(|x| x.backlog.iter().zip(HALKA).all(|(&b, h)| b <= h.cap)));
    }
}
