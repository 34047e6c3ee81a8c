//! The recovery point objective in lost events: backup intervals and replication lags (lesson
//! 11, course file `hedef/kayip`).
//!
//! Teaches: a backup is a copy of moments, so everything written since the last one is lost;
//! one second of replication lag loses what a backup interval of one second would, so on a
//! continuously written flow the RPO is held by replication, not by backups; tightening the
//! backup interval does not grow the stored data, only the number of backup operations.
//!
//! Plain arithmetic on K01's figures, as the course does it. The course prints the worst case
//! (the disaster just before the next backup). The lab adds one disaster on a 24-hour clock
//! with backups from midnight: the hour it strikes, a chosen backup interval, a replication lag
//! and an RPO target, so the worst case, the typical case and the lucky case can be compared.

use alloc::vec::Vec;

use crate::k01;

/// The course's backup intervals (label, seconds).
pub const BACKUPS: [(&str, f64); 6] =
    [("24 sa", 86_400.0), ("6 sa", 21_600.0), ("1 sa", 3600.0), ("15 dk", 900.0), ("5 dk", 300.0), ("1 dk", 60.0)];
/// The course's replication lags (seconds).
pub const LAGS: [f64; 5] = [0.0, 0.5, 1.0, 5.0, 10.0];
/// The intervals of the course's storage table.
pub const OPS: [(&str, f64); 3] = [("24 sa", 86_400.0), ("1 sa", 3600.0), ("5 dk", 300.0)];
/// The lab's clock: one day, with the first backup at midnight.
pub const LAB_DAY_S: f64 = 86_400.0;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// GUN: seconds per day.
    pub day_s: f64,
    /// OLAY_GUN: status events a day (K01).
    pub events_per_day: f64,
    /// OLAY_SN: average events per second; OLAY_GUN / GUN unless set.
    pub avg_rate: Option<f64>,
    /// TEPE: peak events per second (K01).
    pub peak_rate: f64,
    /// OLAY_GONDERI: events per shipment.
    pub events_per_shipment: f64,
    /// ARTIS_GB: daily data growth, GB.
    pub growth_gb: f64,
    /// TAM_GB: stored data, GB.
    pub full_gb: f64,
    /// Lab: the chosen backup interval (s).
    pub backup_interval_s: f64,
    /// Lab: the chosen asynchronous replication lag (s).
    pub replication_lag_s: f64,
    /// Lab: the RPO target (s of writes).
    pub rpo_s: f64,
    /// Lab: the hour of the day the disaster strikes (a backup due at that instant comes too late).
    pub disaster_at_h: f64,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            day_s: k01::GUN.default,
            events_per_day: k01::OLAY_GUN.default,
            avg_rate: None,
            peak_rate: k01::TEPE_YAZMA.default,
            events_per_shipment: k01::OLAY_GONDERI.default,
            growth_gb: k01::ARTIS_GB.default,
            full_gb: k01::SAKLAMA_GB.default,
            backup_interval_s: 3600.0,
            replication_lag_s: 1.0,
            rpo_s: 60.0,
            disaster_at_h: 24.0,
        }
    }
}

impl Params {
    pub fn avg_rate(&self) -> f64 {
        self.avg_rate.unwrap_or(self.events_per_day / self.day_s)
    }
}

// The parameters' specs, from `schemas/hedef/kayip.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/hedef/kayip.rs"));

crate::params_impl!(Params, "hedef/kayip", &SCHEMA, {
    "day_s" => day_s,
    "events_per_day" => events_per_day,
    "peak_rate" => peak_rate,
    "events_per_shipment" => events_per_shipment,
    "growth_gb" => growth_gb,
    "full_gb" => full_gb,
    "backup_interval_s" => backup_interval_s,
    "replication_lag_s" => replication_lag_s,
    "rpo_s" => rpo_s,
    "disaster_at_h" => disaster_at_h,
} derived { "avg_rate" => avg_rate };);

/// One backup interval of the first table (the worst case: a whole interval lost).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct BackupRow {
    pub label: &'static str,
    pub interval_s: f64,
    /// ort: events lost at the average rate (unrounded).
    pub avg_events: f64,
    /// tepe: events lost at the peak rate (unrounded).
    pub peak_events: f64,
    /// ort / OLAY_GONDERI (unrounded).
    pub shipments: f64,
}

/// One replication lag of the second table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct LagRow {
    pub lag_s: f64,
    pub peak_events: f64,
    pub shipments: f64,
}

/// One interval of the storage table.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct OpsRow {
    pub label: &'static str,
    pub interval_s: f64,
    pub per_day: f64,
    /// Backup operations over [`STORAGE_DAYS`].
    pub per_30_days: f64,
    /// Incremental backups kept over [`STORAGE_DAYS`] (GB).
    pub incremental_gb: f64,
    /// The course's weekly full backups (TAM_GB × [`FULL_BACKUPS_KEPT`]).
    pub full_gb: f64,
}

/// One mechanism's loss when the lab's disaster strikes.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Loss {
    /// Seconds of writes lost (the RPO's unit).
    pub seconds: f64,
    /// At the average and the peak rate.
    pub avg_events: f64,
    pub peak_events: f64,
    pub within_rpo: bool,
}

/// The lab's disaster: restore from the last backup, fail over to an asynchronous replica, or
/// to a synchronous one.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Disaster {
    pub at_s: f64,
    pub backup: Loss,
    /// The backup's loss averaged over every instant of the day.
    pub backup_mean_s: f64,
    pub backup_worst_s: f64,
    pub asynchronous: Loss,
    pub synchronous: Loss,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub avg_rate: f64,
    pub backups: Vec<BackupRow>,
    pub lags: Vec<LagRow>,
    pub ops: Vec<OpsRow>,
    /// The chosen interval in the storage table's terms.
    pub chosen_ops: OpsRow,
    pub disaster: Disaster,
}

/// Seconds of writes since the last backup, for backups every `interval_s` from midnight and a
/// disaster at `at_s` (a backup due at that very instant has not run yet).
pub fn backup_loss_s(interval_s: f64, at_s: f64) -> f64 {
    at_s - interval_s * (libm::ceil(at_s / interval_s) - 1.0)
}

/// The backup's loss averaged over a disaster at any instant of a day of `day_s` seconds.
pub fn mean_backup_loss_s(interval_s: f64, day_s: f64) -> f64 {
    let whole = libm::floor(day_s / interval_s);
    let rest = day_s - whole * interval_s;
    (whole * interval_s * interval_s / 2.0 + rest * rest / 2.0) / day_s
}

/// The days the course's storage table counts backups and growth over (`gunde * 30`).
pub const STORAGE_DAYS: f64 = 30.0;
/// The full backups the course's storage table keeps over those days (`TAM_GB * 5`): the
/// course gives no reason for it; thirty days hold 4.3 weeks.
pub const FULL_BACKUPS_KEPT: f64 = 5.0;

fn ops_row(p: &Params, label: &'static str, interval_s: f64) -> OpsRow {
    let per_day = p.day_s / interval_s;
    OpsRow {
        label,
        interval_s,
        per_day,
        per_30_days: per_day * STORAGE_DAYS,
        incremental_gb: p.growth_gb * STORAGE_DAYS,
        full_gb: p.full_gb * FULL_BACKUPS_KEPT,
    }
}

pub fn run(p: &Params) -> Output {
    let rate = p.avg_rate();
    let backups = BACKUPS
        .iter()
        .map(|&(label, s)| {
            let avg_events = rate * s;
            BackupRow {
                label,
                interval_s: s,
                avg_events,
                peak_events: p.peak_rate * s,
                shipments: avg_events / p.events_per_shipment,
            }
        })
        .collect();
    let lags = LAGS
        .iter()
        .map(|&l| LagRow {
            lag_s: l,
            peak_events: p.peak_rate * l,
            shipments: (p.peak_rate * l) / p.events_per_shipment,
        })
        .collect();
    let ops = OPS.iter().map(|&(label, s)| ops_row(p, label, s)).collect();
    let loss = |seconds: f64| Loss {
        seconds,
        avg_events: rate * seconds,
        peak_events: p.peak_rate * seconds,
        within_rpo: seconds <= p.rpo_s,
    };
    let at_s = p.disaster_at_h * 3600.0;
    let disaster = Disaster {
        at_s,
        backup: loss(backup_loss_s(p.backup_interval_s, at_s)),
        backup_mean_s: mean_backup_loss_s(p.backup_interval_s, LAB_DAY_S),
        backup_worst_s: p.backup_interval_s,
        asynchronous: loss(p.replication_lag_s),
        synchronous: loss(0.0),
    };
    Output { avg_rate: rate, backups, lags, ops, chosen_ops: ops_row(p, "", p.backup_interval_s), disaster }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_daily_backup_loses_a_whole_day_of_events_in_the_worst_case() {
        let o = run(&Params::default());
        assert_eq!(libm::round(o.backups[0].avg_events), 2_800_000.0);
        assert_eq!(libm::round(o.backups[0].shipments), 400_000.0);
    }

    #[test]
    fn a_five_minute_backup_loses_three_hundred_times_one_second_of_lag() {
        let o = run(&Params::default());
        let five_min = o.backups[4].peak_events;
        let one_s = o.lags[2].peak_events;
        assert!((five_min / one_s - 300.0).abs() < 1e-9);
        // Against the average rate the gap is about a hundredfold.
        assert!((o.backups[4].avg_events / one_s - 100.0).abs() < 1.0);
    }

    #[test]
    fn stored_backup_data_does_not_depend_on_the_interval() {
        let o = run(&Params::default());
        assert!(o.ops.iter().all(|r| r.incremental_gb == o.ops[0].incremental_gb && r.full_gb == o.ops[0].full_gb));
        assert!(o.ops.windows(2).all(|w| w[1].per_day > w[0].per_day));
    }

    #[test]
    fn the_course_schedule_is_the_worst_case_for_every_course_interval() {
        for (_, s) in BACKUPS {
            assert_eq!(backup_loss_s(s, LAB_DAY_S), s);
        }
    }

    #[test]
    fn on_average_a_backup_loses_half_its_interval() {
        for (_, s) in BACKUPS {
            assert!((mean_backup_loss_s(s, LAB_DAY_S) - s / 2.0).abs() < 1e-9);
        }
        let o = run(&Params { disaster_at_h: 12.5, ..Params::default() });
        assert_eq!(o.disaster.backup.seconds, 1800.0);
    }

    #[test]
    fn synchronous_replication_loses_nothing_and_asynchronous_loses_its_lag() {
        let o = run(&Params { replication_lag_s: 2.5, ..Params::default() });
        assert_eq!(o.disaster.synchronous.seconds, 0.0);
        assert_eq!(o.disaster.asynchronous.seconds, 2.5);
        assert!(o.disaster.asynchronous.within_rpo && !o.disaster.backup.within_rpo);
    }
}
