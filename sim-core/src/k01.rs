//! The figures the course takes from K01, the capacity case it builds on (peak rates, daily
//! volumes, the monthly budget), one spec each: one kind, one domain, one label and the course's
//! value as the default, for every model that reads the figure.
//!
//! The course declares a figure again in each file that needs it and names it as that file
//! likes: the peak edge rate is `UCTA` in `kipler/gorunum`, `K01.tepeUc` in `butce/kosum`,
//! `TEPE_UC` in lessons 9–14 and `UC_TEPE` in lessons 18–20. Each spec here carries the name
//! most files use; a model whose course file uses another takes the same spec under its own key
//! and symbol with [`ParamSpec::named`], so the figure stays one definition while every symbol
//! is the one its course file declares and every URL key stays as it was.
//!
//! Each domain is the widest range every closed-form reader handles as the course's code does
//! (a rate of 0 gives the course's `Infinity` where it divides by it). A simulation that draws
//! one arrival at a time from a rate (lessons 2–4, 6, 7 and 15) cannot run all of it in
//! reasonable time: it lowers the top with [`ParamSpec::capped`] and keeps its page's own slider
//! with [`ParamSpec::with_slider`], saying so where it does. The sliders here are the union of
//! the closed-form pages' ranges.

use crate::params::{spec, Kind, Label, ParamSpec, Unit};

/// `K01.esik`: the end-to-end read threshold, 200 ms (`butce/kosum`).
pub const ESIK: ParamSpec = spec(
    "threshold",
    "K01.esik",
    Label::new("Uçtan uca eşik (ms)", "End-to-end threshold (ms)"),
    Unit::None,
    Kind::Real,
    (100.0, 400.0, 5.0),
    200.0,
    (0.0, 1e6),
);

/// Peak reads (tracking queries) a second: `K01.tepeOkuma`, `K01.takip`, and `TAKIP` in lessons 2–3.
pub const TEPE_OKUMA: ParamSpec = spec(
    "peak_read",
    "K01.tepeOkuma",
    Label::new("Tepe okuma hızı: takip sorguları (K01)", "Peak read rate: tracking queries (K01)"),
    Unit::PerSecond,
    Kind::Real,
    (0.0, 1000.0, 0.01),
    416.67,
    (0.0, 1e9),
);

/// Peak requests a second at the edge (reads and writes): `TEPE_UC`, `UC_TEPE`, `K01.tepeUc`, `UCTA`.
pub const TEPE_UC: ParamSpec = spec(
    "peak_edge",
    "TEPE_UC",
    Label::new("Uçta tepe istek hızı (K01)", "Peak edge request rate (K01)"),
    Unit::PerSecond,
    Kind::Real,
    (50.0, 2000.0, 0.01),
    513.89,
    (0.0, 1e9),
);

/// Peak writes (carrier status events) a second: `TEPE_YAZMA`, `TEPE`, `K01.tepeYazma`,
/// `K01.olay`, and `OLAY` in lessons 1–4.
pub const TEPE_YAZMA: ParamSpec = spec(
    "peak_write",
    "TEPE_YAZMA",
    Label::new("Tepe yazma hızı: durum olayları (K01)", "Peak write rate: status events (K01)"),
    Unit::PerSecond,
    Kind::Real,
    (10.0, 500.0, 0.01),
    97.22,
    (0.0, 1e12),
);

/// `K01.yanitBayt`: the tracking response, 480 bytes.
pub const YANIT_BAYT: ParamSpec = spec(
    "response_bytes",
    "K01.yanitBayt",
    Label::new("Takip yanıtının boyu (K01)", "Tracking response size (K01)"),
    Unit::Bytes,
    Kind::Integer,
    (100.0, 2000.0, 10.0),
    480.0,
    (1.0, 1e9),
);

/// The monthly outage budget's failure share in minutes: `ARIZA_PAYI`, `PAY`, `K01.arizaPayi`.
pub const ARIZA_PAYI: ParamSpec = spec(
    "failure_share_min",
    "ARIZA_PAYI",
    Label::new("Aylık bütçenin arıza payı (K01)", "Monthly failure share of the budget (K01)"),
    Unit::Minutes,
    Kind::Real,
    (5.0, 60.0, 0.1),
    28.2,
    (0.0, 1e6),
);

/// The same share in seconds, `BUTCE = 28.2 * 60` (lessons 19–20).
pub const BUTCE: ParamSpec = spec(
    "budget_s",
    "BUTCE",
    Label::new("Aylık arıza payı (K01)", "Monthly failure share (K01)"),
    Unit::Seconds,
    Kind::Real,
    (300.0, 6000.0, 1.0),
    ARIZA_PAYI.default * 60.0,
    (1.0, 1e9),
);

/// `AYLIK`: the monthly outage budget at 99.9% availability, 43.2 minutes.
pub const AYLIK: ParamSpec = spec(
    "monthly_min",
    "AYLIK",
    Label::new("Aylık kesinti bütçesi, %99,9 (K01)", "Monthly outage budget, 99.9% (K01)"),
    Unit::Minutes,
    Kind::Real,
    (4.3, 432.0, 0.1),
    43.2,
    (0.001, 1e6),
);

/// `PLANLI`: the month's planned-work share of the budget, 15 minutes (`tatbikat/plan`).
pub const PLANLI: ParamSpec = spec(
    "planned_share_min",
    "PLANLI",
    Label::new("Aylık bütçenin planlı işler payı (K01)", "Planned-work share of the monthly budget (K01)"),
    Unit::Minutes,
    Kind::Real,
    (1.0, 60.0, 0.1),
    15.0,
    (0.001, 1e6),
);

/// `KURTARMA_SN`: a recovery without failover, 10 minutes (`devralma/butce`).
pub const KURTARMA_SN: ParamSpec = spec(
    "recovery_s",
    "KURTARMA_SN",
    Label::new("Devralmasız kurtarma süresi, s (K01)", "Recovery without failover, s (K01)"),
    Unit::None,
    Kind::Real,
    (60.0, 3600.0, 30.0),
    600.0,
    (0.0, 1e9),
);

/// `DEPO`: requests a second that reach the store behind the cache.
pub const DEPO: ParamSpec = spec(
    "store_rate",
    "DEPO",
    Label::new("Depoya ulaşan istek (K01)", "Requests reaching the store (K01)"),
    Unit::PerSecond,
    Kind::Real,
    (10.0, 1000.0, 0.01),
    138.89,
    (0.0, 1e9),
);

/// `ARKA_OKUMA`: reads a second behind the cache (`etkisiz/bedel`).
pub const ARKA_OKUMA: ParamSpec = spec(
    "reads_behind_cache",
    "ARKA_OKUMA",
    Label::new("Önbellek arkası okuma (K01)", "Reads behind the cache (K01)"),
    Unit::PerSecond,
    Kind::Real,
    (5.0, 500.0, 0.01),
    41.67,
    (0.001, 1e12),
);

/// `ORAN`: the write/read ratio as K01 prints it, 2.33 (`etkisiz/bedel`).
pub const ORAN: ParamSpec = spec(
    "ratio",
    "ORAN",
    Label::new("Yazma/okuma oranı (K01, yazıldığı gibi)", "Write/read ratio (K01, as printed)"),
    Unit::None,
    Kind::Real,
    (0.5, 10.0, 0.01),
    2.33,
    (0.0, 1e12),
);

/// Status events a day, `V3 × V4 = 400,000 × 7`: `OLAY_GUN`, `OLAY` in `etkisiz/bedel`,
/// `YAZMA.olay` in `incir/gecis`.
pub const OLAY_GUN: ParamSpec = spec(
    "events_per_day",
    "OLAY_GUN",
    Label::new("Günlük durum olayı (K01)", "Status events a day (K01)"),
    Unit::None,
    Kind::Real,
    (100_000.0, 10_000_000.0, 1000.0),
    2_800_000.0,
    (0.0, 1e12),
);

/// V4, `OLAY_GONDERI`: status events per shipment (`hedef/kayip`).
pub const OLAY_GONDERI: ParamSpec = spec(
    "events_per_shipment",
    "OLAY_GONDERI",
    Label::new("Gönderi başına olay", "Events per shipment"),
    Unit::None,
    Kind::Integer,
    (1.0, 20.0, 1.0),
    7.0,
    (1.0, 1e6),
);

/// V3, shipments a day: `V3`, `GONDERI`, `YAZMA.gonderi`. A real number, as the course's code
/// only ever divides and multiplies it.
pub const V3: ParamSpec = spec(
    "shipments",
    "V3",
    Label::new("Günlük gönderi (K01 V3)", "Shipments a day (K01 V3)"),
    Unit::None,
    Kind::Real,
    (10_000.0, 2_000_000.0, 1000.0),
    400_000.0,
    (0.0, 1e15),
);

/// `YAZMA.kanit`: delivery proofs written a day, one per shipment (`incir/gecis`).
pub const KANIT_GUN: ParamSpec = spec(
    "w_kanit",
    "YAZMA.kanit",
    Label::new("kanit yazması/gün", "Proof writes/day"),
    Unit::None,
    Kind::Real,
    (0.0, 2_000_000.0, 1000.0),
    400_000.0,
    (0.0, 1e12),
);

/// V6, `OLAY`: a status event, 220 bytes (`fis/kuyruk`).
pub const V6: ParamSpec = spec(
    "event_bytes",
    "OLAY",
    Label::new("Durum olayı (K01 V6)", "Status event (K01 V6)"),
    Unit::Bytes,
    Kind::Integer,
    (50.0, 2000.0, 10.0),
    220.0,
    (0.0, 1e6),
);

/// V8: the peak factor over the day's average.
pub const V8: ParamSpec = spec(
    "peak_factor",
    "V8",
    Label::new("Tepe çarpanı (K01 V8)", "Peak factor (K01 V8)"),
    Unit::Multiplier,
    Kind::Real,
    (1.0, 6.0, 0.1),
    3.0,
    (0.0, 1000.0),
);

/// V12: retention in days (`vale/kapsam`).
pub const V12: ParamSpec = spec(
    "retention_days",
    "V12",
    Label::new("Saklama, gün (K01)", "Retention, days (K01)"),
    Unit::None,
    Kind::Integer,
    (30.0, 3650.0, 10.0),
    730.0,
    (1.0, 1e6),
);

/// `SATICI`: sellers (`vale/kapsam`).
pub const SATICI: ParamSpec = spec(
    "sellers",
    "SATICI",
    Label::new("Satıcı sayısı (K01)", "Sellers (K01)"),
    Unit::None,
    Kind::Integer,
    (100.0, 40_000.0, 100.0),
    4000.0,
    (1.0, 1e9),
);

/// Invoice lines a day, each one billing workflow: `FATURA`, `YAZMA.fatura`.
pub const FATURA: ParamSpec = spec(
    "workflows",
    "FATURA",
    Label::new("Günlük fatura satırı: iş akışı (K01)", "Invoice lines a day: workflows (K01)"),
    Unit::None,
    Kind::Real,
    (1000.0, 20_000.0, 100.0),
    4000.0,
    (0.0, 1e12),
);

/// `GUN`: seconds in a day, by which the course turns K01's daily volumes into rates.
pub const GUN: ParamSpec = spec(
    "day_s",
    "GUN",
    Label::new("Günün saniyesi", "Seconds in a day"),
    Unit::Seconds,
    Kind::Real,
    (3600.0, 172_800.0, 100.0),
    86_400.0,
    (1.0, 1e9),
);

/// `ARTIS_GB`: the data added a day, 0.976 GB.
pub const ARTIS_GB: ParamSpec = spec(
    "growth_gb",
    "ARTIS_GB",
    Label::new("Günlük veri artışı, GB (K01)", "Daily data growth, GB (K01)"),
    Unit::None,
    Kind::Real,
    (0.1, 10.0, 0.001),
    0.976,
    (0.0, 1e9),
);

/// The same growth in megabytes, 976 MB: `ARTIS_MB`, `GUNLUK_MB`.
pub const ARTIS_MB: ParamSpec = spec(
    "growth_mb",
    "ARTIS_MB",
    Label::new("Günlük veri artışı, MB (K01)", "Daily data growth, MB (K01)"),
    Unit::None,
    Kind::Real,
    (100.0, 5000.0, 1.0),
    976.0,
    (0.001, 1e12),
);

/// The data kept, 712.48 GB: `SAKLAMA_GB`, `TAM_GB`.
pub const SAKLAMA_GB: ParamSpec = spec(
    "retention_gb",
    "SAKLAMA_GB",
    Label::new("Saklanan veri, GB (K01)", "Stored data, GB (K01)"),
    Unit::None,
    Kind::Real,
    (100.0, 5000.0, 0.01),
    712.48,
    (0.0, 1e9),
);

/// `YAZMA_MBIT`: the write ingress, 0.17 Mbit/s (`fis/bedel`).
pub const YAZMA_MBIT: ParamSpec = spec(
    "write_mbit",
    "YAZMA_MBIT",
    Label::new("K01 yazma girişi, Mbit/s", "K01 write ingress, Mbit/s"),
    Unit::None,
    Kind::Real,
    (0.01, 2.0, 0.01),
    0.17,
    (0.0001, 1e6),
);

/// `TARAMA`: the backfill rate, records a second (`incir/olc`).
pub const TARAMA: ParamSpec = spec(
    "scan_rate",
    "TARAMA",
    Label::new("Geri doldurma hızı, kayıt/s (K01)", "Backfill rate, records/s (K01)"),
    Unit::None,
    Kind::Real,
    (100.0, 5000.0, 1.0),
    833.33,
    (0.001, 1e9),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_in_seconds_is_the_minutes_times_sixty() {
        assert_eq!(BUTCE.default, 1692.0);
    }
}
