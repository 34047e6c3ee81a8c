//! Three response policies on three days, the healthy day's cost, the outage budget and the
//! limit of isolation (lesson 8, course file `bozulma/kosum`; the runs are `bozulma/yanit`).
//!
//! Teaches: when an optional dependency stops, skipping its field (and serving it stale for a
//! while) turns a full outage into none; when a core dependency stops, the stale backup only
//! postpones the outage by its staleness limit. The strict all-or-nothing policy already drops
//! requests on a healthy day, and the backup has a healthy-day cost of its own.
//!
//! The course runs each policy on a healthy day, a day the pricing service stops (AY14a) and a
//! day the projection read model stops (AY14b), 120 warm-up rounds and then `ARIZA` fault rounds;
//! then it stops each source in turn with the stale backup. The lab adds a fault schedule
//! (warm-up length, healthy rounds measured after the repair, which source each scenario stops)
//! whose defaults are the course's.

use alloc::vec::Vec;

use super::yanit::{kosum, Library, Policy, Schedule, Source, Stats, FIELDS, POLICY_LABELS, SOURCE_LABELS};
use crate::k01;
use crate::params::{choice, spec, Kind, Label, ParamSpec, Unit};

crate::course_enum! {
    /// The course's three days. Its course name is the heading the course prints (a literal:
    /// it names the course's sources whatever the lab's schedule stops).
    pub enum Day, labels pub DAY_LABELS {
        Healthy = "arizasiz", "arızasız gün", "healthy day";
        /// AY14a: by default the pricing service stops (an optional field).
        ScenarioA = "AY14a: ucretlendirme durdu (istege bagli alan)", "AY14a senaryosu", "scenario AY14a";
        /// AY14b: by default the projection read model stops (both core fields).
        ScenarioB = "AY14b: izdusum durdu (cekirdek alan)", "AY14b senaryosu", "scenario AY14b";
    }
}

const CORE_LABELS: [Label; 2] = [Label::new("isteğe bağlı", "optional"), Label::new("çekirdek", "core")];

/// Rounds in a minute: a round is one second, so the lab's outage minutes are dropped rounds
/// over this.
pub const ROUNDS_PER_MINUTE: f64 = 60.0;

/// The isolation table's order of sources (`["ucretlendirme", "tahmin", "izdusum"]`).
pub const ISOLATION_ORDER: [Source; 3] = [Source::Pricing, Source::Estimate, Source::Projection];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// The library's constants (K01, ALAN, ISARET_BAYT, YEDEK_KAYIT, BAYATLIK_SINIRI, GECICI).
    pub lib: Library,
    /// ARIZA: rounds the fault lasts (AY14: 15 minutes = 900 rounds).
    pub fault_rounds: u64,
    /// isinma: healthy rounds before the fault (the course's default argument, 120).
    pub warmup: u64,
    /// Healthy rounds measured after the repair (the lab's; the course has none).
    pub healthy_after: u64,
    /// The source each fault scenario stops: AY14a, AY14b.
    pub scenario_sources: [Source; 2],
    /// The run whose rounds the lab charts.
    pub shown_day: Day,
    pub shown_policy: Policy,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            lib: Library::default(),
            fault_rounds: 900,
            warmup: 120,
            healthy_after: 0,
            scenario_sources: [Source::Pricing, Source::Projection],
            shown_day: Day::ScenarioA,
            shown_policy: Policy::StaleBackup,
        }
    }
}

impl Params {
    pub fn schedule(&self) -> Schedule {
        Schedule { warmup: self.warmup, fault: self.fault_rounds, after: self.healthy_after }
    }

    /// The sources down on a day, in [`Source::ALL`] order.
    pub fn down(&self, day: Day) -> [bool; 3] {
        let mut d = [false; 3];
        match day {
            Day::Healthy => {}
            Day::ScenarioA => d[self.scenario_sources[0] as usize] = true,
            Day::ScenarioB => d[self.scenario_sources[1] as usize] = true,
        }
        d
    }
}

const FIELD_KEYS: [(&str, &str); FIELDS] = [
    ("status_core", "status_bytes"),
    ("route_core", "route_bytes"),
    ("estimate_core", "estimate_bytes"),
    ("fee_core", "fee_bytes"),
];

const COUNT: (f64, f64) = (0.0, 1e9);
const BYTES: (f64, f64) = (0.0, 1e6);
const ROUNDS: (f64, f64) = (0.0, 100_000.0);

macro_rules! field_specs {
    ($($core:literal, $bytes:literal, $tr:literal, $en:literal, $is_core:literal, $b:literal;)*) => {
        [$(
            choice($core, "", Label::new(concat!($tr, " alanı çekirdek mi"), concat!("Is the ", $en, " field core")), &CORE_LABELS, $is_core),
            spec($bytes, "", Label::new(concat!($tr, " alanının baytı"), concat!("Bytes of the ", $en, " field")),
                Unit::Bytes, Kind::Integer, (0.0, 400.0, 10.0), $b, BYTES),
        )*]
    };
}

const SCHEMA: [ParamSpec; 22] = {
    let head = [
        spec(
            "fault_rounds",
            "ARIZA",
            Label::new("Arızanın süresi (1 tur = 1 s)", "Fault length (1 round = 1 s)"),
            Unit::Rounds,
            Kind::Integer,
            (15.0, 3600.0, 15.0),
            900.0,
            (1.0, 100_000.0),
        ),
        spec(
            "staleness_limit",
            "BAYATLIK_SINIRI",
            Label::new("Bayatlık sınırı", "Staleness limit"),
            Unit::Rounds,
            Kind::Integer,
            (0.0, 900.0, 1.0),
            60.0,
            COUNT,
        ),
        spec(
            "transient_period",
            "GECICI",
            Label::new("Geçici zaman aşımı aralığı (0 = yok)", "Transient timeout period (0 = none)"),
            Unit::Rounds,
            Kind::Integer,
            (0.0, 400.0, 1.0),
            40.0,
            COUNT,
        ),
        spec(
            "marker_bytes",
            "ISARET_BAYT",
            Label::new("Alan başına tazelik göstergesi", "Freshness marker per field"),
            Unit::Bytes,
            Kind::Integer,
            (0.0, 32.0, 1.0),
            6.0,
            BYTES,
        ),
        spec(
            "ledger_records",
            "YEDEK_KAYIT",
            Label::new("Yedek defterindeki gönderi", "Shipments in the backup ledger"),
            Unit::None,
            Kind::Integer,
            (1000.0, 1_000_000.0, 1000.0),
            5000.0,
            COUNT,
        ),
        k01::TEPE_OKUMA,
        k01::YANIT_BAYT,
        k01::ARIZA_PAYI.named("failure_share", "K01.arizaPayi"),
        choice("shown_day", "", Label::new("Grafikteki gün", "Day in the charts"), &DAY_LABELS, 1.0),
        choice("shown_policy", "", Label::new("Grafikteki politika", "Policy in the charts"), &POLICY_LABELS, 2.0),
        spec(
            "warmup",
            "",
            Label::new("Arızadan önceki sağlam tur (ısınma)", "Healthy rounds before the fault (warm-up)"),
            Unit::Rounds,
            Kind::Integer,
            (0.0, 600.0, 1.0),
            120.0,
            ROUNDS,
        ),
        spec(
            "healthy_after",
            "",
            Label::new("Onarımdan sonra ölçülen sağlam tur", "Healthy rounds measured after the repair"),
            Unit::Rounds,
            Kind::Integer,
            (0.0, 1800.0, 15.0),
            0.0,
            ROUNDS,
        ),
        choice(
            "scenario_a_source",
            "",
            Label::new("AY14a'da duran kaynak", "Source that stops in AY14a"),
            &SOURCE_LABELS,
            2.0,
        ),
        choice(
            "scenario_b_source",
            "",
            Label::new("AY14b'de duran kaynak", "Source that stops in AY14b"),
            &SOURCE_LABELS,
            0.0,
        ),
    ];
    let fields = field_specs! {
        "status_core", "status_bytes", "durum", "status", 1.0, 180.0;
        "route_core", "route_bytes", "rota", "route", 1.0, 120.0;
        "estimate_core", "estimate_bytes", "tahmin", "estimate", 0.0, 90.0;
        "fee_core", "fee_bytes", "ücret", "fee", 0.0, 90.0;
    };
    let mut out = [head[0]; 22];
    let mut i = 0;
    while i < 14 {
        out[i] = head[i];
        i += 1;
    }
    while i < 22 {
        out[i] = fields[i - 14];
        i += 1;
    }
    out
};

fn field_key(key: &str) -> Option<(usize, bool)> {
    FIELD_KEYS.iter().enumerate().find_map(|(i, (c, b))| {
        if *c == key {
            Some((i, true))
        } else if *b == key {
            Some((i, false))
        } else {
            None
        }
    })
}

impl Params {
    /// Keys outside the table: each response field's `core` flag and size.
    fn get_extra(&self, key: &str) -> Option<f64> {
        let (i, core) = field_key(key)?;
        let f = &self.lib.fields[i];
        Some(if core { f.core as u8 as f64 } else { f.bytes as f64 })
    }

    fn put_extra(&mut self, key: &str, v: f64) {
        if let Some((i, core)) = field_key(key) {
            let f = &mut self.lib.fields[i];
            if core {
                f.core = v != 0.0;
            } else {
                f.bytes = v as u64;
            }
        }
    }
}

crate::params_impl!(Params, "bozulma/kosum", &SCHEMA, {
    "fault_rounds" => fault_rounds,
    "staleness_limit" => lib.staleness_limit,
    "transient_period" => lib.transient_period,
    "marker_bytes" => lib.marker_bytes,
    "ledger_records" => lib.ledger_records,
    "peak_read" => lib.peak_read,
    "response_bytes" => lib.response_bytes,
    "failure_share" => lib.failure_share,
    "shown_day" => shown_day,
    "shown_policy" => shown_policy,
    "warmup" => warmup,
    "healthy_after" => healthy_after,
    "scenario_a_source" => scenario_sources[0],
    "scenario_b_source" => scenario_sources[1],
} else get_extra, put_extra;);

/// The outage a run adds to the budget.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Outage {
    /// The course's column: `15 * (dusen / ARIZA)` minutes (15 is a literal).
    pub course_minutes: f64,
    pub course_share_pct: f64,
    /// Dropped rounds as minutes (1 round = 1 s), and their share of the failure budget.
    pub minutes: f64,
    pub share_pct: f64,
}

impl Outage {
    fn of(p: &Params, s: &Stats) -> Self {
        let course_minutes = 15.0 * (s.dropped as f64 / p.fault_rounds as f64);
        let minutes = s.dropped as f64 / ROUNDS_PER_MINUTE;
        Self {
            course_minutes,
            course_share_pct: (course_minutes / p.lib.failure_share) * 100.0,
            minutes,
            share_pct: (minutes / p.lib.failure_share) * 100.0,
        }
    }
}

/// The healthy day's cost, as the course computes it.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Cost {
    /// ISARET_BAYT × 4 bytes per response, as a share of K01's response, and KiB/s at peak read.
    pub marker_per_response: u64,
    pub marker_pct: f64,
    pub marker_kib_s: f64,
    /// The ledger's size in MiB and its writes per second if every field of every request at
    /// peak read were fresh (the course's arithmetic).
    pub ledger_mib: f64,
    pub ledger_writes_s: f64,
    /// The same writes with the fresh fields the simulation counted (stale backup, healthy day).
    pub ledger_writes_simulated_s: f64,
    /// The strict policy's healthy-day drops at peak read (requests per second).
    pub strict_dropped_s: f64,
    /// Fields served stale on the healthy day with the stale backup, in percent.
    pub stale_pct: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    /// Day-major in [`Day::ALL`] order, policies in [`Policy::ALL`] order.
    pub days: Vec<[Stats; 3]>,
    /// Outage per policy for AY14a and AY14b.
    pub outage: [[Outage; 3]; 2],
    /// Each source stopped in turn with the stale backup, in [`ISOLATION_ORDER`].
    pub isolation: Vec<Stats>,
    pub cost: Cost,
    /// Outage per policy on the healthy day (the strict policy's own cost).
    pub healthy_outage: [Outage; 3],
}

impl Output {
    pub fn run_of(&self, day: Day, policy: Policy) -> &Stats {
        &self.days[day as usize][policy as usize]
    }

    /// The charted run, round by round.
    pub fn shown<'a>(&'a self, p: &Params) -> &'a Stats {
        self.run_of(p.shown_day, p.shown_policy)
    }
}

pub fn run(p: &Params) -> Output {
    let sched = p.schedule();
    let days: Vec<[Stats; 3]> = Day::ALL
        .iter()
        .map(|&day| {
            Policy::ALL.map(|pol| {
                // The shown day's three policies keep their rounds (the page's charts draw the
                // shown policy, its system view all three side by side).
                let trace = day == p.shown_day;
                kosum(&p.lib, pol, p.down(day), sched, trace)
            })
        })
        .collect();
    let isolation = ISOLATION_ORDER
        .iter()
        .map(|&src| {
            let mut down = [false; 3];
            down[src as usize] = true;
            kosum(&p.lib, Policy::StaleBackup, down, sched, false)
        })
        .collect();

    let l = &p.lib;
    let n = FIELDS as f64;
    let (strict, backup) = (&days[0][0], &days[0][2]);
    let marker = l.marker_bytes as f64;
    let cost = Cost {
        marker_per_response: l.marker_bytes * FIELDS as u64,
        marker_pct: ((marker * n) / l.response_bytes) * 100.0,
        marker_kib_s: ((l.peak_read * marker) * n) / 1024.0,
        ledger_mib: ((l.ledger_records * l.response_bytes) / 1024.0) / 1024.0,
        ledger_writes_s: l.peak_read * n,
        ledger_writes_simulated_s: l.peak_read * (backup.fresh_fields as f64 / sched.window() as f64),
        strict_dropped_s: (l.peak_read * strict.dropped as f64) / p.fault_rounds as f64,
        stale_pct: (backup.stale_fields as f64 / (p.fault_rounds as f64 * n)) * 100.0,
    };
    let outage_of = |d: usize| core::array::from_fn(|k| Outage::of(p, &days[d][k]));
    Output { outage: [outage_of(1), outage_of(2)], healthy_outage: outage_of(0), days, isolation, cost }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_days_reproduce_the_headline_numbers() {
        let o = run(&Params::default());
        let a = o.run_of(Day::ScenarioA, Policy::Skip);
        assert_eq!((a.answered(), a.fresh_fields, a.missing_fields), (856, 2545, 879));
        let b = o.run_of(Day::ScenarioB, Policy::StaleBackup);
        assert_eq!((b.answered(), b.dropped, b.last_answered), (59, 841, 59));
        assert_eq!(o.isolation.iter().map(Stats::answered).collect::<Vec<_>>(), [900, 900, 59]);
    }

    #[test]
    fn an_optional_outage_costs_nothing_with_the_stale_backup_but_a_core_one_still_costs_most() {
        let o = run(&Params::default());
        let [all, skip, backup] = o.outage[0];
        assert_eq!((all.minutes, backup.minutes), (15.0, 0.0));
        assert!(skip.minutes < 1.0);
        let core = o.outage[1];
        assert!(core[2].minutes > 14.0 && core[2].minutes < core[0].minutes);
    }

    #[test]
    fn the_strict_policy_drops_requests_on_a_healthy_day_and_the_backup_serves_stale_fields() {
        let o = run(&Params::default());
        assert_eq!(o.run_of(Day::Healthy, Policy::AllOrNothing).dropped, 90);
        assert_eq!(o.run_of(Day::Healthy, Policy::StaleBackup).dropped, 0);
        assert_eq!(o.cost.stale_pct, 2.5);
    }

    #[test]
    fn course_minutes_equal_measured_minutes_only_for_a_fifteen_minute_fault() {
        let o = run(&Params::default());
        for row in o.outage {
            for x in row {
                assert!((x.course_minutes - x.minutes).abs() < 1e-9);
            }
        }
        let p = Params { fault_rounds: 300, ..Params::default() };
        let o = run(&p);
        assert_eq!(o.outage[0][0].minutes, 5.0);
        assert_eq!(o.outage[0][0].course_minutes, 15.0);
    }

    #[test]
    fn the_gain_on_the_core_day_tracks_the_staleness_limit() {
        for (limit, answered) in [(0, 0), (60, 59), (120, 119), (300, 299)] {
            let mut p = Params::default();
            p.lib.staleness_limit = limit;
            assert_eq!(run(&p).run_of(Day::ScenarioB, Policy::StaleBackup).answered(), answered, "{limit}");
        }
    }

    #[test]
    fn lab_schedule_defaults_leave_the_course_runs_unchanged() {
        let p = Params::default();
        assert_eq!(p.schedule(), Schedule { warmup: 120, fault: 900, after: 0 });
        assert_eq!(p.down(Day::ScenarioA), [false, false, true]);
        assert_eq!(p.down(Day::ScenarioB), [true, false, false]);
    }

    #[test]
    fn lab_choices_match_the_course_code_with_its_tables_rewritten() {
        // Figures printed by the course's code with GUN, ALAN or `isinma` rewritten to match.
        let mut p = Params { scenario_sources: [Source::Estimate, Source::Projection], ..Params::default() };
        assert_eq!(run(&p).run_of(Day::ScenarioA, Policy::Skip).answered(), 856);
        // rota's transient timeout falls on round 30, the last warm-up round.
        p = Params { warmup: 30, ..Params::default() };
        assert_eq!(run(&p).run_of(Day::ScenarioB, Policy::StaleBackup).answered(), 59);
        p = Params::default();
        p.lib.fields[2].core = true;
        p.scenario_sources[0] = Source::Estimate;
        let o = run(&p);
        assert_eq!(o.run_of(Day::ScenarioA, Policy::StaleBackup).answered(), 60);
        assert_eq!(o.run_of(Day::Healthy, Policy::Skip).dropped, 67);
    }
}
