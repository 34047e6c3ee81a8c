//! The caller's view of six failure modes (lesson 1, course file `kipler/gorunum`).
//!
//! Teaches: a stop frees the caller's slot (1 round per call) while a slowdown holds it until the
//! timeout (20 rounds); stale content looks healthy by class shares, and slowdown and partition
//! look the same even to a content check.
//!
//! Each mode gets `N` independent calls; a call ends as an answer (held `YANIT.tur = OLAGAN`
//! rounds), an error (held `HATA.tur = 1` round) or a timeout (held `ASIM.tur = ZT` rounds). One
//! seeded stream serves the whole program in the course's mode order, so `N` also changes the
//! partial-failure sample.

use alloc::vec::Vec;

use crate::k01;
use crate::rng::ParkMiller;
use crate::varsayim;

/// The course's tolerance for "the same share" (fixed in its code).
pub const TOLERANCE: f64 = 0.02;
/// The healthy-timeout share the course's sensitivity line compares with (fixed in its code).
pub const SENSITIVITY_RARE: f64 = 0.05;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    pub calls: u32,
    pub normal_rounds: f64,
    pub timeout: f64,
    pub shards: u32,
    pub shards_down: u32,
    pub rare_timeouts: f64,
    pub seed: u64,
    pub naming_window: f64,
    pub stamp_bytes: f64,
    pub event_rate: f64,
    pub edge_rate: f64,
    pub rounds_per_second: f64,
    /// `HATA.tur`: rounds a failed call holds the caller's slot.
    pub error_rounds: f64,
    /// `YANIT.tur`, `ASIM.tur`: rounds an answer and a timeout hold it; `OLAGAN` and `ZT` unless
    /// set (the course writes `tur: OLAGAN` and `tur: ZT`).
    pub answer_rounds: Option<f64>,
    pub timeout_rounds: Option<f64>,
}

impl Params {
    pub fn answer_rounds(&self) -> f64 {
        self.answer_rounds.unwrap_or(self.normal_rounds)
    }

    pub fn timeout_rounds(&self) -> f64 {
        self.timeout_rounds.unwrap_or(self.timeout)
    }
}

impl Default for Params {
    fn default() -> Self {
        Self {
            calls: 400,
            normal_rounds: 2.0,
            timeout: varsayim::ZT.default,
            shards: 8,
            shards_down: 1,
            rare_timeouts: varsayim::SEYREK.default,
            seed: 20_260_730,
            naming_window: 20.0,
            stamp_bytes: 8.0,
            event_rate: k01::TEPE_YAZMA.default,
            edge_rate: k01::TEPE_UC.default,
            rounds_per_second: varsayim::CEVRIM.default,
            error_rounds: 1.0,
            answer_rounds: None,
            timeout_rounds: None,
        }
    }
}

// The parameters' specs, from `schemas/kipler/gorunum.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/kipler/gorunum.rs"));

crate::params_impl!(Params, "kipler/gorunum", &SCHEMA, {
    "calls" => calls,
    "normal_rounds" => normal_rounds,
    "timeout" => timeout,
    "shards" => shards,
    "shards_down" => shards_down,
    "rare_timeouts" => rare_timeouts,
    "seed" => seed,
    "naming_window" => naming_window,
    "stamp_bytes" => stamp_bytes,
    "event_rate" => event_rate,
    "edge_rate" => edge_rate,
    "rounds_per_second" => rounds_per_second,
    "error_rounds" => error_rounds,
} derived { "answer_rounds" => answer_rounds, "timeout_rounds" => timeout_rounds };);

crate::course_enum! {
    /// The six behaviours, in the course's order (which is also the order of random draws).
    ///
    /// Its course name is what the course's transcript prints.
    pub enum Mode, labels pub MODE_LABELS {
        Healthy = "saglikli", "sağlıklı", "healthy";
        Stop = "durma", "durma", "stop";
        Slow = "yavaslama", "yavaşlama", "slowdown";
        Partial = "kismi", "kısmi arıza", "partial failure";
        Stale = "bayat", "bayat içerik", "stale content";
        Partition = "bolunme", "ağ bölünmesi", "partition";
    }
}

/// How one call ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Answer { fresh: bool },
    Error,
    Timeout,
}

/// A mode's signature: class shares, mean slot-rounds per call, fresh share among answers.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Signature {
    pub mode: Mode,
    pub answered: f64,
    pub errors: f64,
    pub timeouts: f64,
    pub slot_rounds: f64,
    /// `None` when no call was answered.
    pub fresh: Option<f64>,
}

/// Two modes whose class shares agree within the tolerance.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LookAlike {
    pub first: Mode,
    pub second: Mode,
    /// Whether the fresh share tells them apart.
    pub content_separates: bool,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub signatures: Vec<Signature>,
    pub look_alikes: Vec<LookAlike>,
    /// Healthy-day cost of the freshness stamp, bytes per second at the edge rate.
    pub stamp_bytes_per_second: f64,
    /// Rounds, and milliseconds, needed to see `PENCERE` events.
    pub naming_rounds: f64,
    pub naming_ms: f64,
    /// Slot-rounds per call if the healthy timeout share were 0.05 (the course's analytic line).
    pub sensitivity_slot_rounds: f64,
}

fn call(mode: Mode, p: &Params, rng: &mut ParkMiller) -> Outcome {
    match mode {
        Mode::Stop => Outcome::Error,
        Mode::Slow | Mode::Partition => Outcome::Timeout,
        Mode::Stale => Outcome::Answer { fresh: false },
        Mode::Partial => {
            if rng.next_f64() < p.shards_down as f64 / p.shards as f64 {
                Outcome::Error
            } else {
                Outcome::Answer { fresh: true }
            }
        }
        Mode::Healthy => {
            if rng.next_f64() < p.rare_timeouts {
                Outcome::Timeout
            } else {
                Outcome::Answer { fresh: true }
            }
        }
    }
}

fn signature(mode: Mode, p: &Params, rng: &mut ParkMiller) -> Signature {
    let (mut answered, mut fresh, mut errors, mut timeouts) = (0u32, 0u32, 0u32, 0u32);
    let mut held = 0.0;
    for _ in 0..p.calls {
        held += match call(mode, p, rng) {
            Outcome::Answer { fresh: f } => {
                answered += 1;
                fresh += f as u32;
                p.answer_rounds()
            }
            Outcome::Error => {
                errors += 1;
                p.error_rounds
            }
            Outcome::Timeout => {
                timeouts += 1;
                p.timeout_rounds()
            }
        };
    }
    let n = p.calls as f64;
    Signature {
        mode,
        answered: answered as f64 / n,
        errors: errors as f64 / n,
        timeouts: timeouts as f64 / n,
        slot_rounds: held / n,
        fresh: (answered > 0).then(|| fresh as f64 / answered as f64),
    }
}

/// The course compares a missing fresh share as −1, so two missing shares are "equal".
fn close(a: Option<f64>, b: Option<f64>) -> bool {
    libm::fabs(a.unwrap_or(-1.0) - b.unwrap_or(-1.0)) < TOLERANCE
}

fn same_classes(a: &Signature, b: &Signature) -> bool {
    close(Some(a.answered), Some(b.answered))
        && close(Some(a.errors), Some(b.errors))
        && close(Some(a.timeouts), Some(b.timeouts))
}

pub fn run(p: &Params) -> Output {
    let mut rng = ParkMiller::new(p.seed);
    let signatures: Vec<Signature> = Mode::ALL.iter().map(|&m| signature(m, p, &mut rng)).collect();
    let mut look_alikes = Vec::new();
    for (i, a) in signatures.iter().enumerate() {
        for b in &signatures[i + 1..] {
            if same_classes(a, b) {
                look_alikes.push(LookAlike {
                    first: a.mode,
                    second: b.mode,
                    content_separates: !close(a.fresh, b.fresh),
                });
            }
        }
    }
    let naming_rounds = p.naming_window / (p.event_rate / p.rounds_per_second);
    Output {
        stamp_bytes_per_second: p.stamp_bytes * p.edge_rate,
        naming_rounds,
        naming_ms: (naming_rounds * 1000.0) / p.rounds_per_second,
        sensitivity_slot_rounds: p.normal_rounds + SENSITIVITY_RARE * (p.timeout - p.normal_rounds),
        signatures,
        look_alikes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_signatures_match_the_course() {
        let o = run(&Params::default());
        let h = &o.signatures[0];
        assert_eq!((h.answered, h.timeouts, h.slot_rounds), (0.9875, 0.0125, 2.225));
        assert_eq!(o.signatures[3].errors, 0.12);
        assert_eq!(o.signatures[2].slot_rounds, 20.0);
        assert_eq!(o.signatures[1].fresh, None);
        assert_eq!(o.look_alikes.len(), 2);
        assert!(o.look_alikes[0].content_separates);
        assert!(!o.look_alikes[1].content_separates);
    }

    #[test]
    fn stop_frees_the_slot_and_slowdown_holds_it_until_the_timeout() {
        let p = Params { timeout: 35.0, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.signatures[1].slot_rounds, 1.0);
        assert_eq!(o.signatures[2].slot_rounds, 35.0);
    }

    #[test]
    fn the_held_rounds_follow_olagan_and_zt_until_set() {
        let p = Params { normal_rounds: 3.0, timeout: 30.0, ..Params::default() };
        assert_eq!((p.answer_rounds(), p.timeout_rounds()), (3.0, 30.0));
        let q = Params { answer_rounds: Some(4.0), timeout_rounds: Some(10.0), error_rounds: 2.0, ..p };
        let o = run(&q);
        assert_eq!(
            [o.signatures[1].slot_rounds, o.signatures[2].slot_rounds, o.signatures[4].slot_rounds],
            [2.0, 10.0, 4.0]
        );
        // The analytic line reads OLAGAN and ZT themselves.
        assert_eq!(o.sensitivity_slot_rounds, 3.0 + 0.05 * 27.0);
    }

    #[test]
    fn more_healthy_timeouts_separate_stale_from_healthy() {
        let o = run(&Params { rare_timeouts: 0.05, ..Params::default() });
        assert!(!o.look_alikes.iter().any(|l| l.first == Mode::Healthy && l.second == Mode::Stale));
    }
}
