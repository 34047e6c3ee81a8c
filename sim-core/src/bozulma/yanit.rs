//! The tracking response assembled field by field from separate dependencies, round by round
//! (lesson 8, course file `bozulma/yanit`, a library that prints nothing).
//!
//! Teaches: a response whose fields come from different dependencies can still be answered
//! when an optional field is missing (field skipping) or old (a stale backup), but not when a
//! core field is gone; the backup only postpones that moment by its staleness limit.
//!
//! One round is one second and stands for one sample tracking request. Each field is fresh when
//! its source is healthy and no transient timeout hits it (field `i` times out when
//! `(t + 10·i) % period == 0`); otherwise it is served stale from the backup ledger if the policy
//! allows and the last fresh value is young enough, or it is missing. Warm-up rounds fill the
//! ledger and are not counted. The course's library constants (`K01`, `ALAN`, `ISARET_BAYT`,
//! `YEDEK_KAYIT`, `BAYATLIK_SINIRI`, `GECICI`) are [`Library`]; the bozulma/kosum model's
//! parameters carry one.

use alloc::vec::Vec;

use crate::k01;
use crate::params::Label;

crate::course_enum! {
    /// A dependency a field comes from.
    ///
    /// In the order the course declares them in `SAGLAM`.
    pub enum Source, labels pub SOURCE_LABELS {
        /// izdusum: the projection read model (status and route).
        Projection = "izdusum", "izdüşüm okuma modeli", "projection read model";
        /// tahmin: the delivery-estimate service.
        Estimate = "tahmin", "tahmin servisi", "estimate service";
        /// ucretlendirme: the pricing service.
        Pricing = "ucretlendirme", "ücretlendirme servisi", "pricing service";
    }
}

/// One field of the response (a row of the course's `ALAN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Field {
    pub name: &'static str,
    pub source: Source,
    pub core: bool,
    pub bytes: u64,
}

/// Number of fields (the course's `ALAN.length`).
pub const FIELDS: usize = 4;

/// The course's `ALAN` (AY14: core set {durum, rota}; 480 bytes in all).
pub const COURSE_FIELDS: [Field; FIELDS] = [
    Field { name: "durum", source: Source::Projection, core: true, bytes: 180 },
    Field { name: "rota", source: Source::Projection, core: true, bytes: 120 },
    Field { name: "tahmin", source: Source::Estimate, core: false, bytes: 90 },
    Field { name: "ucret", source: Source::Pricing, core: false, bytes: 90 },
];

pub const FIELD_LABELS: [Label; FIELDS] = [
    Label::new("durum", "status"),
    Label::new("rota", "route"),
    Label::new("tahmin", "estimate"),
    Label::new("ücret", "fee"),
];

crate::course_enum! {
    /// How missing or old fields are handled.
    ///
    /// In the course's `POLITIKA` order.
    ///
    /// Its course name is the row name the course prints.
    pub enum Policy, labels pub POLICY_LABELS {
        /// hepsi: any field that is not fresh drops the request.
        AllOrNothing = "hepsi ya da hicbiri", "hepsi ya da hiçbiri", "all or nothing";
        /// atlama: only a missing core field drops it; missing optional fields are left out.
        Skip = "alan atlama", "alan atlama", "field skipping";
        /// yedekli: as skip, but a field no older than the staleness limit is served stale.
        StaleBackup = "+ bayat yedek", "+ bayat yedek", "+ stale backup";
    }
}

/// The library's constants.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Library {
    /// K01.tepeOkuma: peak tracking reads per second (arithmetic only).
    pub peak_read: f64,
    /// K01.yanitBayt: K01's tracking response size in bytes.
    pub response_bytes: f64,
    /// K01.arizaPayi: the monthly failure share of the budget, in minutes.
    pub failure_share: f64,
    pub fields: [Field; FIELDS],
    /// ISARET_BAYT: freshness marker bytes per served field.
    pub marker_bytes: u64,
    /// YEDEK_KAYIT: shipments the ledger keeps (arithmetic only; the simulation keeps one value
    /// per field).
    pub ledger_records: f64,
    /// BAYATLIK_SINIRI: the oldest value (in rounds) still served stale.
    pub staleness_limit: u64,
    /// GECICI: period of transient timeouts on a healthy source; 0 means none (in the course's
    /// code `x % 0` is NaN, never 0).
    pub transient_period: u64,
}

impl Default for Library {
    fn default() -> Self {
        Self {
            peak_read: k01::TEPE_OKUMA.default,
            response_bytes: k01::YANIT_BAYT.default,
            failure_share: k01::ARIZA_PAYI.default,
            fields: COURSE_FIELDS,
            marker_bytes: 6,
            ledger_records: 5000.0,
            staleness_limit: 60,
            transient_period: 40,
        }
    }
}

/// When the fault happens, counted in rounds from the first (the course's `isinma` and
/// `ariza`, plus healthy rounds measured after the repair, which the course does not have).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Schedule {
    /// Healthy rounds before the fault; they fill the ledger and are not counted.
    pub warmup: u64,
    /// Rounds the fault lasts; all of them are counted.
    pub fault: u64,
    /// Healthy rounds after the repair, counted too.
    pub after: u64,
}

impl Schedule {
    /// Counted rounds: the fault and what follows it.
    pub fn window(&self) -> u64 {
        self.fault + self.after
    }
}

/// What became of one field in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum State {
    Fresh,
    Stale,
    Missing,
}

/// One counted round of a run (chart data).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Round {
    pub states: [State; FIELDS],
    /// Rounds since each field was last fresh (0 when fresh now; `None` if never fresh).
    pub ages: [Option<u64>; FIELDS],
    pub dropped: bool,
}

/// What one run counted (the course's names in the comments).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// tam, azaltilmis, dusen
    pub full: u64,
    pub reduced: u64,
    pub dropped: u64,
    /// tazeAlan, bayatAlan, eksikAlan: fields of answered requests.
    pub fresh_fields: u64,
    pub stale_fields: u64,
    pub missing_fields: u64,
    /// yanlisBozulma: stale values served while the source was healthy (a transient timeout).
    pub false_degradations: u64,
    /// toplamBayt
    pub total_bytes: u64,
    /// sonYanitTuru: the last answered counted round (0 if none).
    pub last_answered: u64,
    /// Per field, in answered requests: fresh, stale, missing.
    pub per_field: [[u64; 3]; FIELDS],
    /// Fresh fields thrown away with dropped requests.
    pub fresh_lost: u64,
    /// Each field's last fresh round when the fault began (`None` if never fresh).
    pub last_fresh_before_fault: [Option<u64>; FIELDS],
    /// Counted rounds one by one, when asked for.
    pub rounds: Vec<Round>,
}

impl Stats {
    /// yanit: answered requests.
    pub fn answered(&self) -> u64 {
        self.full + self.reduced
    }

    /// ortBayt: average bytes per answered request.
    pub fn avg_bytes(&self) -> f64 {
        let n = self.answered();
        if n == 0 {
            0.0
        } else {
            self.total_bytes as f64 / n as f64
        }
    }
}

/// One run: the course's `kosum({ politika, kip, isinma, ariza })`, with `down` the sources
/// that fail during the fault (in [`Source::ALL`] order).
pub fn kosum(lib: &Library, policy: Policy, down: [bool; 3], schedule: Schedule, trace: bool) -> Stats {
    let mut last_fresh: [Option<u64>; FIELDS] = [None; FIELDS];
    let mut s = Stats::default();
    let fault_end = schedule.warmup + schedule.fault;
    let end = fault_end + schedule.after;
    if trace {
        s.rounds.reserve(schedule.window() as usize);
    }

    for t in 1..=end {
        let counted = t > schedule.warmup;
        if t == schedule.warmup + 1 {
            s.last_fresh_before_fault = last_fresh;
        }
        let in_fault = counted && t <= fault_end;
        let mut states = [State::Missing; FIELDS];
        for (i, f) in lib.fields.iter().enumerate() {
            let healthy = !(in_fault && down[f.source as usize]);
            let transient =
                healthy && lib.transient_period != 0 && (t + 10 * i as u64).is_multiple_of(lib.transient_period);
            if healthy && !transient {
                last_fresh[i] = Some(t);
                states[i] = State::Fresh;
                continue;
            }
            let age = last_fresh[i].map(|l| t - l);
            if policy == Policy::StaleBackup && age.is_some_and(|a| a <= lib.staleness_limit) {
                states[i] = State::Stale;
                if transient && counted {
                    s.false_degradations += 1;
                }
                continue;
            }
            states[i] = State::Missing;
        }
        if !counted {
            continue;
        }

        let core_missing = lib.fields.iter().zip(&states).any(|(f, st)| f.core && *st == State::Missing);
        let any_not_fresh = states.iter().any(|st| *st != State::Fresh);
        let drop = if policy == Policy::AllOrNothing { any_not_fresh } else { core_missing };
        if trace {
            let ages = core::array::from_fn(|i| last_fresh[i].map(|l| t - l));
            s.rounds.push(Round { states, ages, dropped: drop });
        }
        if drop {
            s.dropped += 1;
            s.fresh_lost += states.iter().filter(|st| **st == State::Fresh).count() as u64;
            continue;
        }

        let mut bytes = 0;
        for (i, (f, st)) in lib.fields.iter().zip(&states).enumerate() {
            match st {
                State::Fresh => {
                    s.fresh_fields += 1;
                    s.per_field[i][0] += 1;
                }
                State::Stale => {
                    s.stale_fields += 1;
                    s.per_field[i][1] += 1;
                }
                State::Missing => {
                    s.missing_fields += 1;
                    s.per_field[i][2] += 1;
                    continue;
                }
            }
            bytes += f.bytes + lib.marker_bytes;
        }
        s.total_bytes += bytes;
        s.last_answered = t - schedule.warmup;
        if any_not_fresh {
            s.reduced += 1;
        } else {
            s.full += 1;
        }
    }
    if schedule.warmup >= end {
        s.last_fresh_before_fault = last_fresh;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const COURSE: Schedule = Schedule { warmup: 120, fault: 900, after: 0 };
    const NONE: [bool; 3] = [false; 3];
    const PRICING: [bool; 3] = [false, false, true];
    const PROJECTION: [bool; 3] = [true, false, false];

    fn run(policy: Policy, down: [bool; 3]) -> Stats {
        kosum(&Library::default(), policy, down, COURSE, false)
    }

    #[test]
    fn one_field_times_out_every_ten_rounds_on_a_healthy_day() {
        let s = run(Policy::AllOrNothing, NONE);
        assert_eq!((s.full, s.dropped, s.last_answered), (810, 90, 899));
        assert_eq!(s.avg_bytes(), 504.0);
    }

    #[test]
    fn stale_backup_answers_every_request_when_an_optional_source_stops() {
        let s = run(Policy::StaleBackup, PRICING);
        assert_eq!((s.answered(), s.dropped), (900, 0));
        assert_eq!((s.fresh_fields, s.stale_fields, s.missing_fields), (2633, 127, 840));
        // The fee is stale for exactly the staleness limit, then left out.
        assert_eq!(s.per_field[3], [0, 60, 840]);
    }

    #[test]
    fn stale_backup_only_postpones_a_core_outage_by_the_staleness_limit() {
        let s = run(Policy::StaleBackup, PROJECTION);
        assert_eq!((s.answered(), s.last_answered), (59, 59));
        // durum timed out in the last warm-up round, so its last fresh value is from round 119.
        assert_eq!(s.last_fresh_before_fault[0], Some(119));
        for policy in [Policy::AllOrNothing, Policy::Skip] {
            assert_eq!(run(policy, PROJECTION).answered(), 0);
        }
    }

    #[test]
    fn skip_never_serves_stale_fields_and_never_drops_more_than_all_or_nothing() {
        for down in [NONE, PRICING, PROJECTION, [false, true, false]] {
            let skip = run(Policy::Skip, down);
            assert_eq!(skip.stale_fields, 0);
            assert!(skip.dropped <= run(Policy::AllOrNothing, down).dropped);
            assert!(run(Policy::StaleBackup, down).dropped <= skip.dropped);
        }
    }

    #[test]
    fn without_warm_up_the_ledger_is_empty_and_the_core_outage_is_total() {
        let s = kosum(&Library::default(), Policy::StaleBackup, PROJECTION, Schedule { warmup: 0, ..COURSE }, false);
        assert_eq!(s.answered(), 0);
        assert_eq!(s.last_fresh_before_fault, [None; FIELDS]);
    }

    #[test]
    fn a_fault_shorter_than_the_staleness_limit_is_covered_entirely() {
        let short = Schedule { warmup: 120, fault: 45, after: 855 };
        let s = kosum(&Library::default(), Policy::StaleBackup, PROJECTION, short, false);
        assert_eq!((s.answered(), s.dropped), (900, 0));
    }

    #[test]
    fn a_zero_transient_period_means_no_transient_timeouts() {
        let lib = Library { transient_period: 0, ..Library::default() };
        let s = kosum(&lib, Policy::AllOrNothing, NONE, COURSE, false);
        assert_eq!((s.full, s.dropped), (900, 0));
    }

    #[test]
    fn the_trace_has_one_entry_per_counted_round_and_agrees_with_the_counters() {
        let s = kosum(&Library::default(), Policy::StaleBackup, PRICING, COURSE, true);
        assert_eq!(s.rounds.len(), 900);
        let stale = s.rounds.iter().flat_map(|r| r.states).filter(|st| *st == State::Stale).count();
        assert_eq!(stale as u64, s.stale_fields);
        assert_eq!(s.rounds[60].ages[3], Some(61));
    }
}
