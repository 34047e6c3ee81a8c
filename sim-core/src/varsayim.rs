//! The course's own assumptions that several of its files declare again (AY for lessons 1–8, KU
//! for 9–14, DD for 15–20), one spec each, as [`crate::k01`] does for K01's figures: one kind,
//! domain, label and default, each model naming it with its own symbol and key where its course
//! file does ([`ParamSpec::named`]). An assumption only one file declares stays in that model.

use crate::params::{spec, Kind, Label, ParamSpec, Unit};

/// AY1, `CEVRIM`: rounds per second (one round is 10 ms).
pub const CEVRIM: ParamSpec = spec(
    "rounds_per_second",
    "CEVRIM",
    Label::new("Saniyedeki tur (AY1)", "Rounds per second (AY1)"),
    Unit::RoundsPerSecond,
    Kind::Real,
    (25.0, 200.0, 5.0),
    100.0,
    (0.001, 1e9),
);

/// AY2, the timeout in rounds (20 rounds, K01's 200 ms read threshold): `ZT`, and `ESIK` in
/// `firtina/kosum`.
pub const ZT: ParamSpec = spec(
    "timeout",
    "ZT",
    Label::new("Zaman aşımı (AY2)", "Timeout (AY2)"),
    Unit::Rounds,
    Kind::Real,
    (2.0, 60.0, 1.0),
    20.0,
    (0.0, 1e9),
);

/// AY3, `olcek`: the factor from a run's faulty rounds to 10 minutes, derived from the run
/// ([`ten_minute_scale`]) unless set; `default` is what the model's own defaults derive.
pub const fn olcek(default: f64) -> ParamSpec {
    spec(
        "scale",
        "olcek",
        Label::new("10 dakikaya ölçek (AY3)", "Scale to 10 minutes (AY3)"),
        Unit::Multiplier,
        Kind::Real,
        (1.0, 600.0, 1.0),
        default,
        (-1e12, 1e12),
    )
}

/// AY3's scale when `olcek` is not set: 10 minutes of rounds over the run's faulty rounds
/// (`rounds` − `fault_at`).
pub fn ten_minute_scale(rounds_per_second: f64, rounds: u64, fault_at: u64) -> f64 {
    (600.0 * rounds_per_second) / (rounds as f64 - fault_at as f64)
}

/// AY4, `SEYREK`: the share of calls that time out on a healthy day.
pub const SEYREK: ParamSpec = spec(
    "rare_timeouts",
    "SEYREK",
    Label::new("Arızasız günde zaman aşımı payı (AY4)", "Healthy-day timeout share (AY4)"),
    Unit::Share,
    Kind::Real,
    (0.0, 0.1, 0.005),
    0.025,
    (0.0, 1.0),
);

/// KU1, `TUR_SN`: seconds per round of the failover models.
pub const TUR_SN: ParamSpec = spec(
    "round_s",
    "TUR_SN",
    Label::new("Bir turun süresi, s (KU1)", "Seconds per round (KU1)"),
    Unit::Seconds,
    Kind::Real,
    (0.5, 10.0, 0.5),
    2.0,
    (0.0, 1e6),
);

/// KU2, real stops a month per replica: `DURMA_AY`, `GERCEK_AY`.
pub const DURMA_AY: ParamSpec = spec(
    "stops_per_month",
    "DURMA_AY",
    Label::new("Kopya başına ayda gerçek durma (KU2)", "Real stops a month per replica (KU2)"),
    Unit::None,
    Kind::Real,
    (0.0, 10.0, 0.5),
    2.0,
    (0.0, 1e6),
);

/// KU3, `KESIK_AY`: short spells without an answer a month.
pub const KESIK_AY: ParamSpec = spec(
    "short_per_month",
    "KESIK_AY",
    Label::new("Ayda geçici yanıtsızlık (KU3)", "Short spells a month (KU3)"),
    Unit::None,
    Kind::Real,
    (0.0, 100.0, 1.0),
    20.0,
    (0.0, 1e9),
);

/// DD6, seconds per round of the workflow models: `TUR` in `telafi/bedel`, `TUR_S` in `vale/olc`.
pub const DD6: ParamSpec = spec(
    "round_s",
    "TUR",
    Label::new("Bir turun süresi (DD6)", "Seconds per round (DD6)"),
    Unit::Seconds,
    Kind::Real,
    (0.05, 2.0, 0.05),
    0.25,
    (0.001, 3600.0),
);

/// DD8, `KANIT`: the delivery proof, 40,000 bytes. A real number: the course only adds and
/// multiplies it.
pub const KANIT: ParamSpec = spec(
    "proof_bytes",
    "KANIT",
    Label::new("Teslim kanıtı (DD8)", "Delivery proof (DD8)"),
    Unit::Bytes,
    Kind::Real,
    (1000.0, 1_000_000.0, 1000.0),
    40_000.0,
    (0.0, 1e9),
);
