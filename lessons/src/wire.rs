//! The bytes between the page shell and a lesson's pack (`packs/`): a [`Request`] (run a model,
//! one row of an explorer, a transcript) and its [`Answer`], both derived with serde and written
//! with `postcard` (compact, `no_std`, a stable format).
//!
//! Text that a view holds as `&'static str` (ids, colours, fact names) is interned on the way
//! in ([`crate::view::intern`]): their set is small and fixed, so each is stored once.
//!
//! A pack also holds its page's content ([`Request::Content`]): the lesson's texts, widgets and
//! steps travel with the pack rather than in the shell. The page keeps them for as long as it
//! runs, so they are decoded into `'static` data ([`decode_content`], [`leak_slice`],
//! [`leak_option`]) and the content types keep their `&'static` fields.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};
use sim_core::params::{ParamError, ParamSpec};
use sim_core::{Label, Lang};

use crate::content::Lesson;
use crate::view::{intern, Chart, View};

/// Bumped whenever the format changes; the shell refuses a pack with another version.
pub const VERSION: u32 = 7;

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
    /// The model's headline measures for `count` seeds from `from` on, every other value from
    /// `values` (an ensemble's chunk): [`Answer::Row`], one list of measures per seed.
    Ensemble { model: String, values: Vec<(String, String)>, from: u64, count: u32 },
    /// The page's content: [`Answer::Content`].
    Content,
    /// Whether a model's values fit together, without a run: [`Answer::Checked`].
    Check { model: String, values: Vec<(String, String)> },
    /// The parameters of the pack's models (the shell carries none): [`Answer::Schemas`].
    Schemas,
}

/// A pack's answer to a [`Request`].
// A view is the common answer and is made and moved once per request: boxing it saves nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    View(Result<View, Refusal>),
    Text(Result<String, Refusal>),
    /// An explorer's row, `row[x][measure]`, or an ensemble's chunk, `row[seed][measure]`
    /// (empty when the model has no explorer or ensemble here).
    Row(Vec<Vec<f64>>),
    Done,
    /// The page's lesson, encoded ([`encode_content`]; read with [`decode_content`]).
    Content(Vec<u8>),
    /// The answer to [`Request::Check`].
    Checked(Result<(), Refusal>),
    /// Each of the pack's models with its parameters, encoded ([`encode_schemas`]; read with
    /// [`decode_schemas`]).
    Schemas(Vec<u8>),
}

/// What the shell sends the chart explorer (`explore/explore.wasm`, built from `app/explore`)
/// when a learner opens a chart in the interactive view: the chart as the page drew it, the
/// page's language (the figure's number format and toolbar), the PNG export's file name and
/// the width the figure gets on screen (CSS pixels; 0 if not known).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figure {
    pub lang: Lang,
    pub file: String,
    pub width: u32,
    pub chart: Chart,
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

/// A page's lesson, as its pack sends it in [`Answer::Content`].
pub fn encode_content(lesson: &Lesson) -> Vec<u8> {
    encode(lesson)
}

/// The lesson in [`Answer::Content`]'s bytes. The bytes are kept for as long as the page runs
/// (the lesson's texts point into them): call it once per page.
pub fn decode_content(bytes: Vec<u8>) -> Result<&'static Lesson, Malformed> {
    let bytes: &'static [u8] = Vec::leak(bytes);
    decode::<Lesson>(bytes).map(|l| &*Box::leak(Box::new(l)))
}

/// Each model's id with its parameters, as a pack sends them in [`Answer::Schemas`].
pub fn encode_schemas(models: &[(&str, &[ParamSpec])]) -> Vec<u8> {
    encode(&models)
}

/// The models' parameters in [`Answer::Schemas`]'s bytes, kept (as [`decode_content`]'s) for as
/// long as the page runs: call it once per page.
pub fn decode_schemas(bytes: Vec<u8>) -> Result<Vec<(&'static str, &'static [ParamSpec])>, Malformed> {
    let bytes: &'static [u8] = Vec::leak(bytes);
    let models = decode::<Vec<(&'static str, Vec<ParamSpec>)>>(bytes)?;
    Ok(models.into_iter().map(|(id, specs)| (id, &*Vec::leak(specs))).collect())
}

/// Reads a `&'static [T]` field of the content (serde's `deserialize_with`).
pub use sim_core::params::leak_slice;

/// Reads an `Option<&'static T>` field of the content (serde's `deserialize_with`).
pub fn leak_option<'de, D: Deserializer<'de>, T: Deserialize<'de> + 'static>(
    d: D,
) -> Result<Option<&'static T>, D::Error> {
    Option::<T>::deserialize(d).map(|o| o.map(|x| &*Box::leak(Box::new(x))))
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
            ..View::default()
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
        for a in [Answer::Checked(Ok(())), Answer::Checked(Err(Refusal { tr: "geç".into(), en: "late".into() }))] {
            assert_eq!(decode::<Answer>(&encode(&a)), Ok(a));
        }
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
            Request::Ensemble { model: "kesici/kosum".into(), values: vec![], from: 7, count: 3 },
            Request::Check { model: "kesici/kosum".into(), values: vec![("fault_at".into(), "1000".into())] },
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
