//! The bytes between the page shell and a lesson's pack (`packs/`): a [`Request`] (run a model,
//! one row of an explorer, a transcript) and its [`Answer`], both derived with serde and written
//! with `postcard` (compact, `no_std`, a stable format).
//!
//! Text that a view holds as `&'static str` (ids, colours, fact names) is interned on the way
//! in ([`crate::view::intern`]): their set is small and fixed, so each is stored once.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use sim_core::params::ParamError;
use sim_core::{Label, Lang};

use crate::view::{intern, View};

/// Bumped whenever the format changes; the shell refuses a pack with another version.
pub const VERSION: u32 = 3;

/// What the shell asks of a pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// One run of a model with these values (by key or course symbol, as text).
    View { model: String, lang: Lang, values: Vec<(String, String)> },
    /// One row of a model's explorer: every measure at each of `xs` (under key `x_key`), with
    /// `y_key` at `y` and the other values from `base` (by key).
    SweepRow { model: String, base: BTreeMap<String, f64>, x_key: String, xs: Vec<f64>, y_key: String, y: f64 },
    /// Empty every cache (for benchmarks); the answer is [`Answer::Done`].
    Forget,
    /// A model's transcript alone (the course's stdout), without the page's tables and charts.
    Transcript { model: String, values: Vec<(String, String)> },
}

/// A pack's answer to a [`Request`].
// A view is the common answer and is made and moved once per request: boxing it saves nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    View(Result<View, Refusal>),
    Text(Result<String, Refusal>),
    /// An explorer's row: `row[x][measure]` (empty when the model has no explorer here).
    Row(Vec<Vec<f64>>),
    Done,
}

/// Why a pack could not answer, in both languages (the shell checks values before it asks, so
/// this is rare: a model not in this pack, values that conflict, unreadable bytes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub tr: String,
    pub en: String,
}

impl From<&ParamError> for Refusal {
    fn from(e: &ParamError) -> Self {
        Refusal { tr: e.message(Lang::Tr), en: e.message(Lang::En) }
    }
}

impl From<Refusal> for ParamError {
    fn from(r: Refusal) -> Self {
        ParamError::Conflict { message: Label::new(intern(&r.tr), intern(&r.en)) }
    }
}

/// Bytes that ran out, did not parse or went on after the message: a pack and a shell from
/// different builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Malformed;

/// A message's bytes.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Writing into a growing vector fails only if a `Serialize` impl refuses, and none here does.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// A message from exactly these bytes (nothing missing, nothing left over).
pub fn decode<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, Malformed> {
    match postcard::take_from_bytes(bytes) {
        Ok((message, [])) => Ok(message),
        _ => Err(Malformed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
    use crate::view::{Chart, Fact, Table, Trace, TraceKind, Xs};

    fn sample() -> View {
        let mut chart = Chart::new("c", "title".into(), "x".into(), "y".into());
        chart.traces.push(Trace::new("t", TraceKind::Line, Xs::Num(vec![0.0, 1.0]), vec![1.0, f64::NAN], "#0072B2"));
        View {
            tables: vec![Table {
                id: "t",
                caption: "cap".into(),
                headers: vec!["a".into()],
                rows: vec![vec!["1".into()]],
                highlight: vec![true],
            }],
            charts: vec![chart],
            facts: vec![Fact { name: "n", value: 2.5, decimals: 1 }],
            summary: "s".into(),
            transcript: "out\n".into(),
            frames: Some(frames()),
        }
    }

    fn frames() -> Frames {
        let mut f = Frames::new(vec![0, 2, 4], "tur");
        f.charts = vec!["c"];
        f.flows = vec!["takip".into()];
        let mut s = Scene::new("kesicili");
        s.nodes.push(
            NodeTrack::new("gw", StateTrack::new([State::Ok, State::Saturated, State::Saturated]))
                .gauge(32.0, vec![(0, Track::new([1.0, 32.0, 31.5]))])
                .note("32 yuva"),
        );
        s.links.push(
            LinkTrack::new("gw", "dep", Track::new([4.0, 0.0, 0.0]))
                .refused(Track::new([0.0, 3.0, 4.0]))
                .pattern("", StateTrack::new([State::Closed, State::Open, State::Open])),
        );
        s.event(2, "kesici açıldı");
        f.scenes.push(s);
        f
    }

    #[test]
    fn a_view_comes_back_equal_gaps_included() {
        let a = Answer::View(Ok(sample()));
        assert_eq!(decode::<Answer>(&encode(&a)), Ok(a));
    }

    #[test]
    fn requests_come_back_equal() {
        let mut base = BTreeMap::new();
        base.insert("slots".to_string(), 48.0);
        for r in [
            Request::View { model: "kesici/kosum".into(), lang: Lang::En, values: vec![("YUVA".into(), "48".into())] },
            Request::SweepRow {
                model: "kesici/kosum".into(),
                base,
                x_key: "window".into(),
                xs: vec![5.0, 10.0],
                y_key: "threshold".into(),
                y: 0.3,
            },
            Request::Forget,
            Request::Transcript { model: "kipler/gorunum".into(), values: vec![] },
        ] {
            assert_eq!(decode::<Request>(&encode(&r)), Ok(r));
        }
    }

    #[test]
    fn cut_off_or_overlong_bytes_are_refused() {
        let bytes = encode(&Answer::View(Ok(sample())));
        for n in 0..bytes.len() {
            assert_eq!(decode::<Answer>(&bytes[..n]), Err(Malformed), "cut at {n}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode::<Answer>(&longer), Err(Malformed));
        // A huge length must not make the reader allocate or loop.
        assert_eq!(decode::<Answer>(&[2, 0xff, 0xff, 0xff, 0xff, 0x0f]), Err(Malformed));
        assert_eq!(decode::<Request>(&[9, 9, 9]), Err(Malformed));
    }

    #[test]
    fn a_refusal_keeps_both_languages() {
        let e = ParamError::NotFinite { name: "YUVA" };
        let back: ParamError = Refusal::from(&e).into();
        assert_eq!(back.message(Lang::Tr), e.message(Lang::Tr));
        assert_eq!(back.message(Lang::En), e.message(Lang::En));
    }
}
