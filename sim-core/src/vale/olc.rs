//! What a slow proof store does to the service on the proxy path and on the valet path: slots
//! held, transfers rejected and bytes through the service over 80 seconds (lesson 18, course
//! file `vale/olc`, using the library `vale/yol`).
//!
//! Teaches: when the store answers twenty times slower, the proxy path's 64-slot pool fills and
//! rejects transfers, while the valet path holds no slot at all; the bytes that leave the
//! service are also the bytes that tied its slots up.
//!
//! The course's transcript always runs its own fault (1 → 20 rounds for rounds 80..160, literals
//! in its code). The lab's fault (store times, start, length) is a set of lab-only parameters
//! that drive the page's own run of both paths, round by round.

use alloc::vec::Vec;

use super::yol::{kos, Path, Round, Run, Stats, ANAHTAR, KANIT};
use crate::k01;
use crate::params::{Label, ParamError};
use crate::varsayim;

/// The course's fault (literals in its code): store time, first round, end round.
pub const COURSE_FAULT: (u64, u64, u64) = (20, 80, 160);
/// The course's store time on a healthy round (a literal argument).
pub const COURSE_NORMAL: u64 = 1;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// V3: shipments (and proofs) a day (K01).
    pub shipments: f64,
    /// V8: peak factor (K01).
    pub peak_factor: f64,
    /// GUN: seconds a day.
    pub day_s: f64,
    /// DD12: share of proofs viewed.
    pub view_ratio: f64,
    /// TUR_S (DD6): seconds a round.
    pub round_s: f64,
    /// TUR: rounds simulated.
    pub rounds: u64,
    /// HAVUZ (DD13): transfer slots.
    pub pool: u64,
    /// `hizYukleme`, `hizOkuma`, `hiz`, `gelen`: derived unless set.
    pub upload_rate: Option<f64>,
    pub view_rate: Option<f64>,
    pub rate: Option<f64>,
    pub per_round: Option<f64>,
    /// KANIT, ANAHTAR (from `vale/yol`).
    pub proof_bytes: f64,
    pub key_bytes: u64,
    /// Lab only: the page's run (store time on a healthy and a faulty round, the fault window).
    pub normal_response: u64,
    pub fault_response: u64,
    pub fault_start: u64,
    pub fault_length: u64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            shipments: k01::V3.default,
            peak_factor: k01::V8.default,
            day_s: k01::GUN.default,
            view_ratio: 0.02,
            round_s: varsayim::DD6.default,
            rounds: 320,
            pool: 64,
            upload_rate: None,
            view_rate: None,
            rate: None,
            per_round: None,
            proof_bytes: KANIT,
            key_bytes: ANAHTAR as u64,
            normal_response: COURSE_NORMAL,
            fault_response: COURSE_FAULT.0,
            fault_start: COURSE_FAULT.1,
            fault_length: COURSE_FAULT.2 - COURSE_FAULT.1,
        }
    }
}

impl Params {
    /// `hizYukleme = (V3 / GUN) * V8`.
    pub fn upload_rate(&self) -> f64 {
        self.upload_rate.unwrap_or((self.shipments / self.day_s) * self.peak_factor)
    }

    /// `hizOkuma = ((V3 * DD12) / GUN) * V8`.
    pub fn view_rate(&self) -> f64 {
        self.view_rate.unwrap_or(((self.shipments * self.view_ratio) / self.day_s) * self.peak_factor)
    }

    /// `hiz = hizYukleme + hizOkuma`.
    pub fn rate(&self) -> f64 {
        self.rate.unwrap_or(self.upload_rate() + self.view_rate())
    }

    /// `gelen = hiz * TUR_S`.
    pub fn per_round(&self) -> f64 {
        self.per_round.unwrap_or(self.rate() * self.round_s)
    }

    fn get_extra(&self, key: &str) -> Option<f64> {
        Some(match key {
            "upload_rate" => self.upload_rate(),
            "view_rate" => self.view_rate(),
            "rate" => self.rate(),
            "per_round" => self.per_round(),
            _ => return None,
        })
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        match key {
            "upload_rate" => self.upload_rate = Some(v),
            "view_rate" => self.view_rate = Some(v),
            "rate" => self.rate = Some(v),
            "per_round" => self.per_round = Some(v),
            _ => {}
        }
    }

    fn run_args(&self, path: Path, normal: u64, fault: u64, from: u64, to: u64) -> Run {
        Run {
            rounds: self.rounds,
            per_round: self.per_round(),
            pool: self.pool,
            normal,
            fault,
            fault_from: from,
            fault_to: to,
            path,
            proof_bytes: self.proof_bytes,
            key_bytes: self.key_bytes as f64,
        }
    }
}

// The parameters' specs, from `schemas/vale/olc.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/vale/olc.rs"));

/// The most transfers a run may hold (arrivals × rounds): keeps the byte sum exact and the run
/// well under a second.
pub const MAX_ARRIVALS: f64 = 1e8;

crate::params_impl!(Params, "vale/olc", &SCHEMA, {
    "pool" => pool,
    "fault_response" => fault_response,
    "fault_length" => fault_length,
    "fault_start" => fault_start,
    "normal_response" => normal_response,
    "view_ratio" => view_ratio,
    "rounds" => rounds,
    "round_s" => round_s,
    "proof_bytes" => proof_bytes,
    "key_bytes" => key_bytes,
    "shipments" => shipments,
    "peak_factor" => peak_factor,
    "day_s" => day_s,
} else get_extra, put_extra;
    fn check_all(&self) -> Result<(), ParamError> {
        let arrivals = self.per_round() * self.rounds as f64;
        let bytes = (arrivals + 1.0) * (2.0 * self.proof_bytes).max(self.key_bytes as f64);
        if !(arrivals <= MAX_ARRIVALS && bytes < 9e15) {
            return Err(ParamError::Conflict {
                message: Label::new(
                    "Koşum çok fazla aktarım içeriyor: tur başına aktarım ile tur sayısının çarpımı 100 milyonu geçmemeli.",
                    "The run holds too many transfers: transfers a round times rounds must stay within 100 million.",
                ),
            });
        }
        Ok(())
    }
);

/// One line of the course's table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Line {
    pub path: Path,
    pub faulty: bool,
    pub stats: Stats,
}

/// The page's own run of one path, round by round.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct LabRun {
    pub path: Path,
    pub stats: Stats,
    pub rounds: Vec<Round>,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub upload_rate: f64,
    pub view_rate: f64,
    pub rate: f64,
    pub per_round: f64,
    /// vekil clean, vekil faulty, vale clean, vale faulty (the course's order).
    pub lines: [Line; 4],
    /// The lab's fault on both paths (proxy, valet), round by round.
    pub lab: [LabRun; 2],
    pub lab_fault: (u64, u64),
}

pub fn run(p: &Params) -> Output {
    let line = |path, faulty: bool| {
        let (fault, from, to) = if faulty { COURSE_FAULT } else { (COURSE_NORMAL, p.rounds, p.rounds) };
        Line { path, faulty, stats: kos(&p.run_args(path, COURSE_NORMAL, fault, from, to), None) }
    };
    let from = p.fault_start;
    let to = p.fault_start.saturating_add(p.fault_length);
    let lab = Path::ALL.map(|path| {
        let mut rounds = Vec::with_capacity(p.rounds as usize);
        let stats = kos(&p.run_args(path, p.normal_response, p.fault_response, from, to), Some(&mut rounds));
        LabRun { path, stats, rounds }
    });
    Output {
        upload_rate: p.upload_rate(),
        view_rate: p.view_rate(),
        rate: p.rate(),
        per_round: p.per_round(),
        lines: [line(Path::Proxy, false), line(Path::Proxy, true), line(Path::Valet, false), line(Path::Valet, true)],
        lab,
        lab_fault: (from, to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_table_comes_out_at_its_parameters() {
        let o = run(&Params::default());
        assert_eq!(o.per_round, 3.541666666666667);
        let s: Vec<_> = o.lines.iter().map(|l| (l.stats.accepted, l.stats.rejected, l.stats.peak)).collect();
        assert_eq!(s, [(1133, 0, 4), (1105, 28, 64), (1133, 0, 0), (1133, 0, 0)]);
        assert_eq!(o.lab[0].stats, o.lines[1].stats);
    }

    #[test]
    fn a_pool_as_large_as_arrivals_times_store_time_rejects_nothing() {
        // Little's law: 3.54 arrivals a round × 20 rounds ≈ 71 slots.
        let o = run(&Params { pool: 72, ..Params::default() });
        assert_eq!((o.lab[0].stats.rejected, o.lab[0].stats.peak), (0, 71));
        let o = run(&Params { pool: 32, ..Params::default() });
        assert_eq!(o.lab[0].stats.rejected, 156);
    }

    #[test]
    fn a_slower_or_longer_fault_rejects_more_on_the_proxy_path_and_nothing_on_the_valet_path() {
        let base = run(&Params::default()).lab[0].stats.rejected;
        for p in [Params { fault_response: 30, ..Params::default() }, Params { fault_length: 220, ..Params::default() }]
        {
            let o = run(&p);
            assert!(o.lab[0].stats.rejected > base);
            assert_eq!((o.lab[1].stats.rejected, o.lab[1].stats.peak), (0, 0));
        }
    }

    #[test]
    fn schema_keys_round_trip() {
        assert_eq!(run(&crate::testing::assert_keys_round_trip()), run(&Params::default()));
    }
}
