//! What the idempotency ledger costs at K01 scale on a fault-free day, and what it saves in the
//! fault windows of a month (lesson 15, course file `etkisiz/bedel`). Closed form, no draws.
//!
//! Teaches: the ledger's size is records × bytes, and the window multiplies the records, so the
//! window, not the record size, sets its cost; every keyed write adds a key row and a key
//! lookup, so write rows double and reads behind the cache grow more than writes.
//!
//! Every top-level number of the course's file is a parameter here, including its derived
//! `yazan`, `yaz2` and `oku2` (computed from the others unless set). `ONLENEN` and `UCRET` are
//! copied by hand from `etkisiz/olc` at its course values. The windows per month (2 and 4) and
//! the 30 days of a month are literals of its code.

use alloc::vec::Vec;

use crate::k01;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Params {
    /// OLAY, GONDERI: status events and shipments a day (K01).
    pub events_per_day: f64,
    pub shipments_per_day: f64,
    /// TEPE_YAZMA, ARKA_OKUMA: peak writes and reads behind the cache per second (K01).
    pub peak_writes: f64,
    pub reads_behind_cache: f64,
    /// GUNLUK_MB: daily data growth (K01); ORAN: the store's write/read ratio, as printed.
    pub daily_mb: f64,
    pub ratio: f64,
    /// KAYIT, SAAT: key record bytes and ledger window in hours (DD3).
    pub record_bytes: f64,
    pub ledger_hours: f64,
    /// ONLENEN, UCRET: prevented side effects and duplicate billing lines per window.
    pub prevented: f64,
    pub bills: f64,
    /// yazan, yaz2, oku2: derived unless set.
    pub keyed_writes: Option<f64>,
    pub write_rows: Option<f64>,
    pub reads: Option<f64>,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            events_per_day: k01::OLAY_GUN.default,
            shipments_per_day: k01::V3.default,
            peak_writes: k01::TEPE_YAZMA.default,
            reads_behind_cache: k01::ARKA_OKUMA.default,
            daily_mb: k01::ARTIS_MB.default,
            ratio: k01::ORAN.default,
            record_bytes: 72.0,
            ledger_hours: 24.0,
            prevented: 4001.0,
            bills: 451.0,
            keyed_writes: None,
            write_rows: None,
            reads: None,
        }
    }
}

impl Params {
    /// `yazan = OLAY + GONDERI`.
    pub fn keyed_writes(&self) -> f64 {
        self.keyed_writes.unwrap_or(self.events_per_day + self.shipments_per_day)
    }

    /// `yaz2 = TEPE_YAZMA * 2`.
    pub fn write_rows(&self) -> f64 {
        self.write_rows.unwrap_or(self.peak_writes * 2.0)
    }

    /// `oku2 = ARKA_OKUMA + TEPE_YAZMA`.
    pub fn reads(&self) -> f64 {
        self.reads.unwrap_or(self.reads_behind_cache + self.peak_writes)
    }
}

const BIG: (f64, f64) = (0.0, 1e12);
const POSITIVE: (f64, f64) = (0.001, 1e12);

// The parameters' specs, from `schemas/etkisiz/bedel.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/etkisiz/bedel.rs"));

crate::params_impl!(Params, "etkisiz/bedel", &SCHEMA, {
    "ledger_hours" => ledger_hours,
    "record_bytes" => record_bytes,
    "prevented" => prevented,
    "bills" => bills,
    "events_per_day" => events_per_day,
    "shipments_per_day" => shipments_per_day,
    "peak_writes" => peak_writes,
    "reads_behind_cache" => reads_behind_cache,
    "daily_mb" => daily_mb,
    "ratio" => ratio,
} derived { "keyed_writes" => keyed_writes, "write_rows" => write_rows, "reads" => reads };);

/// One row of the ledger table: window hours, record bytes, records held, MB, % of growth.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct LedgerRow {
    pub hours: f64,
    pub bytes: f64,
    pub records: f64,
    pub mb: f64,
    pub pct_of_growth: f64,
}

/// One row of the monthly gain: windows a month, prevented, billing lines, their share.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct MonthRow {
    pub windows: f64,
    pub prevented: f64,
    pub bills: f64,
    /// `100·n·UCRET / (GONDERI·30)`: the course's "gunluk kalemin", a share of a month's items.
    pub pct_of_month_items: f64,
    /// Not in the course: the same lines over one day's items, `100·n·UCRET / GONDERI`.
    pub pct_of_day_items: f64,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Output {
    pub keyed_writes: f64,
    /// (SAAT, KAYIT), (SAAT, 2·KAYIT), (3·SAAT, KAYIT), (1, KAYIT).
    pub ledger: Vec<LedgerRow>,
    pub write_rows: f64,
    pub write_factor: f64,
    pub reads: f64,
    pub read_factor: f64,
    pub ratio_after: f64,
    /// 2 and 4 windows a month.
    pub month: Vec<MonthRow>,
    /// `OLAY·2/7` and `OLAY·6/7`: valid events a day a `takip+durum` or `takip` key suppresses.
    pub wrong_scope_status: f64,
    pub wrong_scope_tracking: f64,
    /// Ledger MB for every whole hour 1..=168 at KAYIT and 2·KAYIT (the page's line chart).
    pub mb_by_hour: Vec<(f64, f64, f64)>,
}

/// The course's days in a month and its windows per month.
pub const DAYS_PER_MONTH: f64 = 30.0;
pub const WINDOWS_PER_MONTH: [f64; 2] = [2.0, 4.0];

fn ledger_row(p: &Params, hours: f64, bytes: f64) -> LedgerRow {
    let records = (p.keyed_writes() * hours) / 24.0;
    let mb = (records * bytes) / 1e6;
    LedgerRow { hours, bytes, records, mb, pct_of_growth: (100.0 * mb) / p.daily_mb }
}

pub fn run(p: &Params) -> Output {
    let (s, b) = (p.ledger_hours, p.record_bytes);
    let ledger = [(s, b), (s, b * 2.0), (s * 3.0, b), (1.0, b)].iter().map(|&(h, k)| ledger_row(p, h, k)).collect();
    let (yaz2, oku2) = (p.write_rows(), p.reads());
    let month = WINDOWS_PER_MONTH
        .iter()
        .map(|&n| MonthRow {
            windows: n,
            prevented: n * p.prevented,
            bills: n * p.bills,
            pct_of_month_items: (100.0 * n * p.bills) / (p.shipments_per_day * DAYS_PER_MONTH),
            pct_of_day_items: (100.0 * n * p.bills) / p.shipments_per_day,
        })
        .collect();
    Output {
        keyed_writes: p.keyed_writes(),
        ledger,
        write_rows: yaz2,
        write_factor: yaz2 / p.peak_writes,
        reads: oku2,
        read_factor: oku2 / p.reads_behind_cache,
        ratio_after: yaz2 / oku2,
        month,
        wrong_scope_status: (p.events_per_day * 2.0) / 7.0,
        wrong_scope_tracking: (p.events_per_day * 6.0) / 7.0,
        mb_by_hour: (1..=168)
            .map(|h| (h as f64, ledger_row(p, h as f64, b).mb, ledger_row(p, h as f64, b * 2.0).mb))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn course_values_come_out_at_the_course_parameters() {
        let o = run(&Params::default());
        assert_eq!(o.keyed_writes, 3_200_000.0);
        let mbs: Vec<f64> = o.ledger.iter().map(|r| r.mb).collect();
        assert_eq!(mbs, [230.4, 460.8, 691.2, 9.6]);
        assert!((o.ledger[0].pct_of_growth - 23.606).abs() < 1e-3);
        assert!((o.read_factor - 3.333).abs() < 1e-3 && (o.ratio_after - 1.3999).abs() < 1e-3);
        assert_eq!((o.month[0].prevented, o.month[1].bills), (8002.0, 1804.0));
    }

    #[test]
    fn the_window_not_the_record_size_sets_the_ledgers_cost() {
        for (hours, bytes) in [(24.0, 72.0), (1.0, 16.0), (168.0, 512.0)] {
            let o = run(&Params { ledger_hours: hours, record_bytes: bytes, ..Params::default() });
            assert!(o.ledger[2].mb > o.ledger[1].mb);
            assert!((o.ledger[2].mb / o.ledger[0].mb - 3.0).abs() < 1e-12);
        }
    }

    #[test]
    fn the_ledger_doubles_write_rows_and_grows_reads_more_than_writes() {
        let o = run(&Params::default());
        assert_eq!(o.write_factor, 2.0);
        assert!(o.read_factor > o.write_factor);
        assert!(o.ratio_after < Params::default().ratio);
    }

    #[test]
    fn the_printed_daily_share_divides_by_a_months_items() {
        let o = run(&Params::default());
        for r in &o.month {
            assert!((r.pct_of_day_items / r.pct_of_month_items - DAYS_PER_MONTH).abs() < 1e-9);
        }
    }
}
