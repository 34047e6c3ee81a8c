//! Parameter schemas: what each model accepts, under which names, in which ranges.
//!
//! A parameter has a stable `key` (the URL's and the tests' vocabulary; never renamed), the
//! course's `symbol` where the course declares it as a constant (`YUVA`, `ORAN.esik`, `TOHUM` for
//! the seed), labels in Turkish and English, a unit, a slider range (`min`..`max` by `step`) and a
//! wider `domain` that the native `lab` command accepts (any value the course's code handles
//! sanely). Values come in as text or numbers and are validated into a model's `Params`; the
//! error says in one sentence what is wrong.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

/// The page's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    Tr,
    En,
}

/// A text in Turkish and English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Label {
    pub tr: &'static str,
    pub en: &'static str,
}

impl Label {
    pub const fn new(tr: &'static str, en: &'static str) -> Self {
        Self { tr, en }
    }

    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Tr => self.tr,
            Lang::En => self.en,
        }
    }
}

/// What a value counts, for labels ("32 yuva") and screen readers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Unit {
    /// A plain count or ratio with no unit.
    None,
    Slots,
    Rounds,
    Calls,
    /// Requests (or events) per second.
    PerSecond,
    RoundsPerSecond,
    Bytes,
    Minutes,
    Share,
    Seed,
    Multiplier,
    Milliseconds,
    Seconds,
    Percent,
}

impl Unit {
    pub fn label(self) -> Label {
        match self {
            Unit::None => Label::new("", ""),
            Unit::Slots => Label::new("yuva", "slots"),
            Unit::Rounds => Label::new("tur", "rounds"),
            Unit::Calls => Label::new("çağrı", "calls"),
            Unit::PerSecond => Label::new("istek/s", "req/s"),
            Unit::RoundsPerSecond => Label::new("tur/s", "rounds/s"),
            Unit::Bytes => Label::new("bayt", "bytes"),
            Unit::Minutes => Label::new("dk", "min"),
            Unit::Share => Label::new("oran", "share"),
            Unit::Seed => Label::new("tohum", "seed"),
            Unit::Multiplier => Label::new("kat", "×"),
            Unit::Milliseconds => Label::new("ms", "ms"),
            Unit::Seconds => Label::new("s", "s"),
            Unit::Percent => Label::new("%", "%"),
        }
    }
}

/// The values a parameter takes.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub enum Kind {
    /// A real number.
    Real,
    /// A whole number.
    Integer,
    /// One of a list, stored as its index.
    Choice(#[serde(deserialize_with = "leak_slice")] &'static [Label]),
    /// One of the values a course constant takes (`"oran"` or `"ardisik"`, `true` or `false`),
    /// stored as its index: the labels, and each value as the course's code writes it. By its
    /// course symbol a constant takes only these values; by its key (a page, a link) the index.
    CourseChoice(
        #[serde(deserialize_with = "leak_slice")] &'static [Label],
        #[serde(deserialize_with = "leak_slice")] &'static [&'static str],
    ),
}

impl Kind {
    /// The labels of a choice's options, in order (`None` for a number).
    pub fn labels(&self) -> Option<&'static [Label]> {
        match *self {
            Kind::Choice(labels) | Kind::CourseChoice(labels, _) => Some(labels),
            Kind::Real | Kind::Integer => None,
        }
    }
}

/// One parameter of a model. The page shell reads a lesson's specs from its pack (in bytes it
/// keeps, hence `'de: 'static`; `lessons::wire::decode_schemas`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ParamSpec {
    /// Stable identifier, used in URLs and tests.
    pub key: &'static str,
    /// The constant's name in the course's code (`""` for a lab-only control such as the mode
    /// shown in a chart). `TOHUM` stands for the seed.
    pub symbol: &'static str,
    pub label: Label,
    pub unit: Unit,
    pub kind: Kind,
    /// Slider range and step.
    pub min: f64,
    pub max: f64,
    pub step: f64,
    /// The course's value.
    pub default: f64,
    /// The values accepted from the `lab` command and hand-edited links: the range in which the
    /// model's code behaves as the course's does.
    pub domain: (f64, f64),
}

/// Reads a `&'static [T]` field from bytes kept for as long as the program runs (serde's
/// `deserialize_with`): the decoded list is leaked, as the page keeps it to the end.
pub fn leak_slice<'de, D: serde::Deserializer<'de>, T: serde::Deserialize<'de> + 'static>(
    d: D,
) -> Result<&'static [T], D::Error> {
    <alloc::vec::Vec<T> as serde::Deserialize>::deserialize(d).map(|v| &*alloc::vec::Vec::leak(v))
}

/// Builds a spec; `slider` is (min, max, step).
#[allow(clippy::too_many_arguments)]
pub const fn spec(
    key: &'static str,
    symbol: &'static str,
    label: Label,
    unit: Unit,
    kind: Kind,
    slider: (f64, f64, f64),
    default: f64,
    domain: (f64, f64),
) -> ParamSpec {
    ParamSpec { key, symbol, label, unit, kind, min: slider.0, max: slider.1, step: slider.2, default, domain }
}

/// The top of every seed's domain: 2^53 − 1, the largest whole number a double (the course's
/// JavaScript number) holds exactly. Every generator here takes any seed up to it and reduces it
/// its own way: the course's Park–Miller modulo 2^31 − 1 ([`crate::rng`]), the course's LCG
/// modulo 2^32 (`>>> 0`, [`crate::lcg`]), ChaCha8 as the whole `u64` ([`crate::chacha`]).
pub const SEED_MAX: f64 = 9_007_199_254_740_991.0;

/// A model's seed (`seed`, `TOHUM`): the model's own `default`, a slider from 1 to `slider_max`
/// (what a page offers), and every whole number from 0 to [`SEED_MAX`] from the `lab` command.
pub const fn seed(default: f64, slider_max: f64) -> ParamSpec {
    spec(
        "seed",
        "TOHUM",
        Label::new("Tohum", "Seed"),
        Unit::Seed,
        Kind::Integer,
        (1.0, slider_max, 1.0),
        default,
        (0.0, SEED_MAX),
    )
}

/// A run's length in rounds (`rounds`; the course's `T` or `TUR`), with the model's own
/// slider, default and domain.
pub const fn run_length(symbol: &'static str, slider: (f64, f64, f64), default: f64, domain: (f64, f64)) -> ParamSpec {
    spec(
        "rounds",
        symbol,
        Label::new("Koşum uzunluğu", "Run length"),
        Unit::Rounds,
        Kind::Integer,
        slider,
        default,
        domain,
    )
}

/// The round a run's fault starts (`fault_at`, the course's `BAS`), with the model's own slider,
/// default and domain; a model's `check_all` keeps it before the run's end ([`check_before`]).
pub const fn fault_start(slider: (f64, f64, f64), default: f64, domain: (f64, f64)) -> ParamSpec {
    let label = Label::new("Arızanın başladığı tur", "Fault starts at round");
    spec("fault_at", "BAS", label, Unit::Rounds, Kind::Integer, slider, default, domain)
}

/// One of `options`, stored as its index (`default` is the course's): no unit, and the slider
/// and the domain run over every option.
pub const fn choice(
    key: &'static str,
    symbol: &'static str,
    label: Label,
    options: &'static [Label],
    default: f64,
) -> ParamSpec {
    one_of(key, symbol, label, Kind::Choice(options), options.len(), default)
}

/// A [`choice`] among a course constant's own values (`values`, as the course's code writes
/// them; see [`Kind::CourseChoice`]).
pub const fn course_choice(
    key: &'static str,
    symbol: &'static str,
    label: Label,
    options: &'static [Label],
    values: &'static [&'static str],
    default: f64,
) -> ParamSpec {
    one_of(key, symbol, label, Kind::CourseChoice(options, values), options.len(), default)
}

const fn one_of(
    key: &'static str,
    symbol: &'static str,
    label: Label,
    kind: Kind,
    n: usize,
    default: f64,
) -> ParamSpec {
    let last = (n - 1) as f64;
    spec(key, symbol, label, Unit::None, kind, (0.0, last, 1.0), default, (0.0, last))
}

/// The options of a switch that is off or on.
pub const OFF_ON: [Label; 2] = [Label::new("kapalı", "off"), Label::new("açık", "on")];
/// The options of a yes-or-no question.
pub const NO_YES: [Label; 2] = [Label::new("hayır", "no"), Label::new("evet", "yes")];

impl ParamSpec {
    /// This spec under a model's own key and course symbol: one constant shared by several
    /// models ([`crate::k01`]) keeps one kind, domain, label and default, while each course file
    /// names it as it does (`TEPE_UC`, `UC_TEPE`, `K01.tepeUc`) and each model keeps its stable key.
    pub const fn named(self, key: &'static str, symbol: &'static str) -> Self {
        Self { key, symbol, ..self }
    }

    /// This spec with another slider (min, max, step): a page whose model cannot show the shared
    /// range (a simulation that slows with the value) or that wants to start from zero.
    pub const fn with_slider(self, slider: (f64, f64, f64)) -> Self {
        Self { min: slider.0, max: slider.1, step: slider.2, ..self }
    }

    /// This spec with the model's own default: a figure the model derives from its other values
    /// unless it is set ([`crate::varsayim::OLCEK`]), whose default is what those derive.
    pub const fn with_default(self, default: f64) -> Self {
        Self { default, ..self }
    }

    /// This spec with the domain's top at `max`: for a simulation whose run grows with the value
    /// (one arrival drawn at a time), which cannot run the whole of a shared closed-form domain.
    pub const fn capped(self, max: f64) -> Self {
        Self { domain: (self.domain.0, max), ..self }
    }

    /// This spec with the domain's bottom at `min`: for a simulation whose run grows as the
    /// value falls (fewer rounds a second, more arrivals a round).
    pub const fn floored(self, min: f64) -> Self {
        Self { domain: (min, self.domain.1), ..self }
    }

    /// Checks a value against the domain (not the narrower slider range).
    pub fn check(&self, value: f64) -> Result<f64, ParamError> {
        let name = self.name();
        if !value.is_finite() {
            return Err(ParamError::NotFinite { name });
        }
        let integral = !matches!(self.kind, Kind::Real);
        if integral && libm::trunc(value) != value {
            return Err(ParamError::NotInteger { name, value });
        }
        let (lo, hi) = self.domain;
        if value < lo || value > hi {
            return Err(ParamError::OutOfRange { name, value, min: lo, max: hi });
        }
        Ok(value)
    }

    /// Parses and checks a value given under the course's symbol: one of a course choice's values
    /// as the course writes them (their index), any other kind as [`ParamSpec::parse`] does.
    pub fn parse_course(&self, text: &str) -> Result<f64, ParamError> {
        let Kind::CourseChoice(_, values) = self.kind else {
            return self.parse(text);
        };
        let t = text.trim();
        match values.iter().position(|v| *v == t) {
            Some(i) => self.check(i as f64),
            None => Err(ParamError::NotOneOf { name: self.name(), text: t.to_string(), values }),
        }
    }

    /// Parses and checks a textual value.
    pub fn parse(&self, text: &str) -> Result<f64, ParamError> {
        let t = text.trim();
        match t.parse::<f64>() {
            Ok(v) if !t.is_empty() => self.check(v),
            _ => Err(ParamError::NotANumber { name: self.name(), text: t.to_string() }),
        }
    }

    /// The name used in messages: the course symbol where there is one, else the key.
    pub fn name(&self) -> &'static str {
        if self.symbol.is_empty() {
            self.key
        } else {
            self.symbol
        }
    }

    /// Clamps a value into the slider range and onto its grid (for UI input that may be absurd).
    pub fn clamp_to_slider(&self, value: f64) -> f64 {
        if !value.is_finite() {
            return self.default;
        }
        let v = value.clamp(self.min, self.max);
        if matches!(self.kind, Kind::Real) {
            v
        } else {
            libm::round(v).clamp(self.min, self.max)
        }
    }
}

/// Why a value could not be taken.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamError {
    UnknownName {
        model: &'static str,
        name: String,
    },
    NotANumber {
        name: &'static str,
        text: String,
    },
    NotFinite {
        name: &'static str,
    },
    NotInteger {
        name: &'static str,
        value: f64,
    },
    /// A course constant given a value the course's code does not write for it.
    NotOneOf {
        name: &'static str,
        text: String,
        values: &'static [&'static str],
    },
    OutOfRange {
        name: &'static str,
        value: f64,
        min: f64,
        max: f64,
    },
    /// A value that must lie below another does not (the fault at or after the run's end).
    NotBefore {
        first: &'static str,
        first_value: f64,
        last: &'static str,
        last_value: f64,
    },
    /// A value that is fine alone but not with the others.
    Conflict {
        message: Label,
    },
}

impl ParamError {
    /// Whether the values are each fine alone but not together ([`ParamError::NotBefore`],
    /// [`ParamError::Conflict`]): no single value is out of its domain.
    pub fn is_conflict(&self) -> bool {
        matches!(self, ParamError::NotBefore { .. } | ParamError::Conflict { .. })
    }

    /// The one-sentence message in the page's language.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (ParamError::UnknownName { model, name }, Lang::En) => {
                format!("{model} has no parameter named {name}.")
            }
            (ParamError::UnknownName { model, name }, Lang::Tr) => {
                format!("{model} modelinde {name} adlı bir parametre yok.")
            }
            (ParamError::NotANumber { name, text }, Lang::En) => {
                format!("{name} must be a number, not \"{text}\".")
            }
            (ParamError::NotANumber { name, text }, Lang::Tr) => {
                format!("{name} bir sayı olmalı, \"{text}\" değil.")
            }
            (ParamError::NotFinite { name }, Lang::En) => format!("{name} must be a finite number."),
            (ParamError::NotFinite { name }, Lang::Tr) => format!("{name} sonlu bir sayı olmalı."),
            (ParamError::NotInteger { name, value }, Lang::En) => {
                format!("{name} must be a whole number, not {value}.")
            }
            (ParamError::NotInteger { name, value }, Lang::Tr) => {
                format!("{name} tam sayı olmalı, {value} değil.")
            }
            (ParamError::NotOneOf { name, text, values }, Lang::En) => {
                format!("{name} must be one of {}, not \"{text}\".", quoted(values))
            }
            (ParamError::NotOneOf { name, text, values }, Lang::Tr) => {
                format!("{name} şunlardan biri olmalı: {}; \"{text}\" değil.", quoted(values))
            }
            (ParamError::OutOfRange { name, value, min, max }, Lang::En) => {
                format!("{name} must lie between {min} and {max}, not {value}.")
            }
            (ParamError::OutOfRange { name, value, min, max }, Lang::Tr) => {
                format!("{name} {min} ile {max} arasında olmalı, {value} değil.")
            }
            (ParamError::NotBefore { first, first_value, last, last_value }, Lang::En) => {
                format!("{first} ({first_value}) must be less than {last} ({last_value}).")
            }
            (ParamError::NotBefore { first, first_value, last, last_value }, Lang::Tr) => {
                format!("{first} ({first_value}) değeri {last} ({last_value}) değerinden küçük olmalı.")
            }
            (ParamError::Conflict { message }, l) => message.get(l).to_string(),
        }
    }
}

/// `"a", "b"`: a course choice's values as a message lists them.
fn quoted(values: &[&str]) -> String {
    values.iter().map(|v| format!("\"{v}\"")).collect::<alloc::vec::Vec<_>>().join(", ")
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

/// A model's parameter set: read and written by key, validated against its schema.
pub trait Params: Clone + Default + PartialEq {
    /// The model this set belongs to, as the course names its file (`kesici/kosum`).
    const MODEL: &'static str;
    const SCHEMA: &'static [ParamSpec];
    /// Somewhere within its sliders one run (with the lab's runs beside the course's) takes
    /// more than a few milliseconds: a page runs it off its main thread (BENCHMARKS.md has the
    /// times). Said with `const HEAVY: bool = true;` among [`params_impl!`]'s further items.
    const HEAVY: bool = false;

    /// The value under a key (`None` for a key not in the schema).
    fn get(&self, key: &str) -> Option<f64>;
    /// Stores an already checked value under a key; unknown keys are ignored.
    fn put(&mut self, key: &str, value: f64);
    /// Checks that the values fit together (each is already in its domain).
    fn check_all(&self) -> Result<(), ParamError> {
        Ok(())
    }

    /// The spec with this course symbol or key.
    fn spec(name: &str) -> Option<&'static ParamSpec> {
        Self::SCHEMA.iter().find(|s| s.symbol == name).or_else(|| Self::SCHEMA.iter().find(|s| s.key == name))
    }

    /// Sets one value given as text, by course symbol (as the course's code writes it, see
    /// [`ParamSpec::parse_course`]) or by key.
    fn set_text(&mut self, name: &str, text: &str) -> Result<(), ParamError> {
        let spec =
            Self::spec(name).ok_or_else(|| ParamError::UnknownName { model: Self::MODEL, name: name.to_string() })?;
        let v = if spec.symbol == name { spec.parse_course(text) } else { spec.parse(text) }?;
        self.put(spec.key, v);
        Ok(())
    }

    /// Sets one number by course symbol or key.
    fn set(&mut self, name: &str, value: f64) -> Result<(), ParamError> {
        let spec =
            Self::spec(name).ok_or_else(|| ParamError::UnknownName { model: Self::MODEL, name: name.to_string() })?;
        let v = spec.check(value)?;
        self.put(spec.key, v);
        Ok(())
    }
}

/// The check of two values that must come in order, for a model's `check_all`: the value under
/// key `first` must be less than the one under `last` (a fault round before the run's end, a
/// burst that starts before the run ends, a recomputation shorter than the TTL). The error names
/// both by their course symbols.
pub fn check_before<P: Params>(p: &P, first: &'static str, last: &'static str) -> Result<(), ParamError> {
    match (p.get(first), p.get(last)) {
        (Some(first_value), Some(last_value)) if first_value >= last_value => Err(ParamError::NotBefore {
            first: P::spec(first).map_or(first, ParamSpec::name),
            first_value,
            last: P::spec(last).map_or(last, ParamSpec::name),
            last_value,
        }),
        _ => Ok(()),
    }
}

/// A field a parameter key stores into: converts to and from the schema's `f64`.
///
/// Integers truncate (the schema has already checked the value is whole and in range), flags
/// are "on" from 0.5, and choices are indexes into the enum's `ALL` list (see [`choice_knob!`]).
pub trait Knob: Sized {
    fn to_knob(&self) -> f64;
    fn from_knob(v: f64) -> Self;
}

impl Knob for f64 {
    fn to_knob(&self) -> f64 {
        *self
    }
    fn from_knob(v: f64) -> Self {
        v
    }
}

impl Knob for bool {
    fn to_knob(&self) -> f64 {
        u8::from(*self) as f64
    }
    fn from_knob(v: f64) -> Self {
        v >= 0.5
    }
}

macro_rules! int_knob {
    ($($t:ty),*) => {$(
        impl Knob for $t {
            fn to_knob(&self) -> f64 {
                *self as f64
            }
            fn from_knob(v: f64) -> Self {
                v as $t
            }
        }
    )*};
}
int_knob!(u8, u32, u64, usize, i32, i64);

/// A fieldless enum of a model's options, each variant written once with its name in the
/// course's code and, when the options have them, its label: the enum (deriving `Clone`,
/// `Copy`, `Debug`, `PartialEq`, `Eq` and serde's `Serialize`, with the attributes given),
/// `ALL` in declaration order, `course_name`, `label`, the labels' array (a choice's options,
/// named after `labels`) and its [`Knob`] (the index in `ALL`).
///
/// ```
/// use sim_core::params::Knob;
///
/// sim_core::course_enum! {
///     /// The day of the run.
///     pub enum Day, labels pub DAY_LABELS {
///         Healthy = "saglikli", "arızasız gün", "healthy day";
///         Slow = "yavas", "yavaş gün", "slow day";
///     }
/// }
///
/// assert_eq!(Day::ALL, [Day::Healthy, Day::Slow]);
/// assert_eq!((Day::Slow.course_name(), Day::Slow.label().en), ("yavas", "slow day"));
/// assert_eq!((DAY_LABELS[0].tr, Day::from_knob(1.0)), ("arızasız gün", Day::Slow));
/// ```
#[macro_export]
macro_rules! course_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident, labels $lvis:vis $labels:ident {
            $($(#[$vmeta:meta])* $variant:ident = $course:literal, $tr:literal, $en:literal;)+
        }
    ) => {
        $crate::course_enum! {
            $(#[$meta])*
            $vis enum $name {
                $($(#[$vmeta])* $variant = $course;)+
            }
        }

        /// The options' labels, in the order of `ALL`.
        $lvis const $labels: [$crate::params::Label; [$($course),+].len()] = [$($crate::params::Label::new($tr, $en)),+];

        impl $name {
            /// The label a page shows.
            pub fn label(self) -> $crate::params::Label {
                $labels[self as usize]
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $course:literal;)+
        }
    ) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every option, in declaration order (the course's).
            pub const ALL: [$name; [$($course),+].len()] = [$($name::$variant),+];

            /// The name the course's code and transcripts give it.
            pub fn course_name(self) -> &'static str {
                [$($course),+][self as usize]
            }
        }

        $crate::choice_knob!($name);
    };
}

/// Makes a fieldless enum with an `ALL` list a [`Knob`]: its value is the index in `ALL`
/// (out-of-range indexes pick the last entry).
#[macro_export]
macro_rules! choice_knob {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::params::Knob for $t {
            fn to_knob(&self) -> f64 {
                <$t>::ALL.iter().position(|x| x == self).unwrap_or(0) as f64
            }
            fn from_knob(v: f64) -> Self {
                <$t>::ALL[(v as usize).min(<$t>::ALL.len() - 1)]
            }
        }
    )*};
}

/// The `get` or `put` match of a `"key" => field` table (used by [`params_impl!`] and
/// [`fields_impl!`]); `else` gives what any other key does.
#[doc(hidden)]
#[macro_export]
macro_rules! knob_match {
    (get $self:ident, $key:ident, { $($k:literal => $($seg:ident $([$idx:expr])?).+),* $(,)? } else $other:expr) => {
        match $key {
            $($k => Some($crate::params::Knob::to_knob(&$self.$($seg $([$idx])?).+)),)*
            _ => $other,
        }
    };
    (put $self:ident, $key:ident, $v:ident, { $($k:literal => $($seg:ident $([$idx:expr])?).+),* $(,)? } else $other:expr) => {
        match $key {
            $($k => $self.$($seg $([$idx])?).+ = $crate::params::Knob::from_knob($v),)*
            _ => $other,
        }
    };
}

/// Implements [`Params`] from one table of `"key" => field` lines (nested fields as
/// `model.slots`, array elements as `rates[0]` or `schedule.short[1].at`), so a key's reading
/// and writing cannot drift apart.
///
/// ```ignore
/// params_impl!(Params, "kesici/kosum", &SCHEMA, {
///     "slots" => slots,
///     "fail_p" => mode.fail_p,
/// } else get_extra, put_extra; // optional: methods for keys the table does not list
///     fn check_all(&self) -> Result<(), ParamError> { ... } // optional further items
/// );
/// ```
///
/// A model with values derived from others unless set (an `Option` field and a method of the same
/// name that reads it or derives the value) lists them instead of `else`:
/// `} derived { "avg_rate" => avg_rate };` reads the key through the method and sets the field.
///
/// The `else` methods may sit on a field (`else model.get, model.put;` hands the other keys
/// to a library struct's [`fields_impl!`] methods); what `put` returns there is dropped.
#[macro_export]
macro_rules! params_impl {
    ($ty:ty, $model:literal, $schema:expr, $table:tt
     else $($get:ident).+, $($put:ident).+; $($rest:tt)*) => {
        impl $crate::params::Params for $ty {
            const MODEL: &'static str = $model;
            const SCHEMA: &'static [$crate::params::ParamSpec] = $schema;

            fn get(&self, key: &str) -> Option<f64> {
                $crate::knob_match!(get self, key, $table else self.$($get).+(key))
            }

            fn put(&mut self, key: &str, v: f64) {
                $crate::knob_match!(put self, key, v, $table else {
                    self.$($put).+(key, v);
                })
            }

            $($rest)*
        }
    };
    ($ty:ty, $model:literal, $schema:expr, $table:tt
     derived { $($dk:literal => $dm:ident),* $(,)? }; $($rest:tt)*) => {
        impl $crate::params::Params for $ty {
            const MODEL: &'static str = $model;
            const SCHEMA: &'static [$crate::params::ParamSpec] = $schema;

            fn get(&self, key: &str) -> Option<f64> {
                $crate::knob_match!(get self, key, $table else match key {
                    $($dk => Some($crate::params::Knob::to_knob(&self.$dm())),)*
                    _ => None,
                })
            }

            fn put(&mut self, key: &str, v: f64) {
                $crate::knob_match!(put self, key, v, $table else match key {
                    $($dk => self.$dm = Some($crate::params::Knob::from_knob(v)),)*
                    _ => {}
                })
            }

            $($rest)*
        }
    };
    ($ty:ty, $model:literal, $schema:expr, $table:tt $($rest:tt)*) => {
        impl $crate::params::Params for $ty {
            const MODEL: &'static str = $model;
            const SCHEMA: &'static [$crate::params::ParamSpec] = $schema;

            fn get(&self, key: &str) -> Option<f64> {
                $crate::knob_match!(get self, key, $table else None)
            }

            fn put(&mut self, key: &str, v: f64) {
                $crate::knob_match!(put self, key, v, $table else {})
            }

            $($rest)*
        }
    };
}

/// The inherent `get` and `put` of a library struct that printing models hand their other
/// keys to, from the same kind of table as [`params_impl!`]: `get` is `None` and `put` is
/// `false` for a key the struct does not hold (or what the optional `else` methods say).
#[macro_export]
macro_rules! fields_impl {
    ($ty:ty, $table:tt else $get:ident, $put:ident;) => {
        impl $ty {
            /// The value under one of this struct's keys.
            pub fn get(&self, key: &str) -> Option<f64> {
                $crate::knob_match!(get self, key, $table else self.$get(key))
            }

            /// Stores a value under one of this struct's keys; `false` for a key it does not hold.
            pub fn put(&mut self, key: &str, v: f64) -> bool {
                $crate::knob_match!(put self, key, v, $table else return self.$put(key, v));
                true
            }
        }
    };
    ($ty:ty, $table:tt) => {
        impl $ty {
            /// The value under one of this struct's keys.
            pub fn get(&self, key: &str) -> Option<f64> {
                $crate::knob_match!(get self, key, $table else None)
            }

            /// Stores a value under one of this struct's keys; `false` for a key it does not hold.
            pub fn put(&mut self, key: &str, v: f64) -> bool {
                $crate::knob_match!(put self, key, v, $table else return false);
                true
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: ParamSpec = ParamSpec {
        key: "slots",
        symbol: "YUVA",
        label: Label::new("Yuva", "Slots"),
        unit: Unit::Slots,
        kind: Kind::Integer,
        min: 8.0,
        max: 96.0,
        step: 1.0,
        default: 32.0,
        domain: (1.0, 4096.0),
    };

    #[test]
    fn parse_accepts_numbers_in_domain() {
        assert_eq!(SPEC.parse(" 48 "), Ok(48.0));
        assert_eq!(SPEC.parse("2000"), Ok(2000.0));
    }

    #[test]
    fn parse_explains_each_failure_in_one_sentence() {
        let e = SPEC.parse("abc").unwrap_err();
        assert_eq!(e.to_string(), "YUVA must be a number, not \"abc\".");
        assert_eq!(SPEC.parse("32.5").unwrap_err().to_string(), "YUVA must be a whole number, not 32.5.");
        assert_eq!(SPEC.parse("0").unwrap_err().to_string(), "YUVA must lie between 1 and 4096, not 0.");
        assert_eq!(SPEC.parse("inf").unwrap_err().to_string(), "YUVA must be a finite number.");
        assert_eq!(SPEC.parse("").unwrap_err().message(Lang::Tr), "YUVA bir sayı olmalı, \"\" değil.");
    }

    #[derive(Clone, Default, PartialEq)]
    struct Run {
        fault_at: u32,
        rounds: u32,
    }

    const RUN: [ParamSpec; 2] = [
        spec(
            "fault_at",
            "BAS",
            Label::new("Arıza", "Fault"),
            Unit::Rounds,
            Kind::Integer,
            (0.0, 9.0, 1.0),
            0.0,
            (0.0, 9.0),
        ),
        spec(
            "rounds",
            "T",
            Label::new("Süre", "Length"),
            Unit::Rounds,
            Kind::Integer,
            (1.0, 9.0, 1.0),
            0.0,
            (1.0, 9.0),
        ),
    ];

    crate::params_impl!(Run, "test/run", &RUN, { "fault_at" => fault_at, "rounds" => rounds });

    #[test]
    fn check_before_names_both_symbols_when_the_first_is_not_below_the_last() {
        assert_eq!(check_before(&Run { fault_at: 3, rounds: 4 }, "fault_at", "rounds"), Ok(()));
        let e = check_before(&Run { fault_at: 4, rounds: 4 }, "fault_at", "rounds").unwrap_err();
        assert_eq!(e.to_string(), "BAS (4) must be less than T (4).");
        assert_eq!(e.message(Lang::Tr), "BAS (4) değeri T (4) değerinden küçük olmalı.");
        assert!(e.is_conflict() && check_before(&Run { fault_at: 9, rounds: 1 }, "fault_at", "rounds").is_err());
    }

    const RULE: ParamSpec = spec(
        "rule",
        "ORAN.tur",
        Label::new("Kural", "Rule"),
        Unit::None,
        Kind::CourseChoice(&[Label::new("oran", "rate"), Label::new("ardışık", "consecutive")], &["oran", "ardisik"]),
        (0.0, 1.0, 1.0),
        0.0,
        (0.0, 1.0),
    );

    #[test]
    fn a_course_choice_takes_the_courses_values_by_symbol_and_the_index_by_key() {
        assert_eq!(RULE.parse_course(" ardisik "), Ok(1.0));
        assert_eq!(RULE.parse_course("oran"), Ok(0.0));
        let e = RULE.parse_course("1").unwrap_err();
        assert_eq!(e.to_string(), "ORAN.tur must be one of \"oran\", \"ardisik\", not \"1\".");
        assert_eq!(e.message(Lang::Tr), "ORAN.tur şunlardan biri olmalı: \"oran\", \"ardisik\"; \"1\" değil.");
        assert_eq!(RULE.parse("1"), Ok(1.0));
        assert!(RULE.parse("ardisik").is_err() && RULE.parse("2").is_err());
        assert_eq!(SPEC.parse_course("48"), SPEC.parse("48"));
        assert_eq!(RULE.kind.labels().map(|l| l.len()), Some(2));
        assert_eq!(SPEC.kind.labels(), None);
    }

    #[test]
    fn clamp_to_slider_handles_absurd_values() {
        assert_eq!(SPEC.clamp_to_slider(f64::NAN), 32.0);
        assert_eq!(SPEC.clamp_to_slider(1e300), 96.0);
        assert_eq!(SPEC.clamp_to_slider(10.4), 10.0);
    }
}
