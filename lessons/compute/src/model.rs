//! A model as the lab runs it: its run function, how its output prints (the course's stdout)
//! and how it is shown (the page's view), behind one object-safe interface so the packs, the
//! `lab` command and the tests drive any model by id with overrides by key or course symbol.

use std::collections::BTreeMap;

use lessons::catalog::Overrides;
use lessons::view::View;
use sim_core::params::{ParamError, ParamSpec, Params};
use sim_core::Lang;

/// One model: each renderer module defines its own as `MODEL`.
pub struct Model<P, O> {
    /// The model's run (a renderer that keeps part of a run between slider moves passes its
    /// own cached version of the sim-core `run`).
    pub run: fn(&P) -> O,
    /// The course's stdout, byte for byte.
    pub transcript: fn(&P, &O) -> String,
    /// Tables, charts, facts and the summary (the transcript is added by [`AnyModel::view`]).
    pub view: fn(&P, &O, Lang) -> View,
    /// Every measure of the model's two-parameter explorer at one point, in the order of the
    /// widget's `Sweep::measures`; `None` for a model with no explorer.
    pub cell: Option<fn(&P) -> Vec<f64>>,
    /// The headline measures of one run, in the order of the widget's `Ensemble::measures`
    /// (rerun over many seeds by [`AnyModel::ensemble`]); `None` for a model with no ensemble.
    pub headline: Option<fn(&P) -> Vec<f64>>,
}

impl<P, O> Model<P, O> {
    /// A model without an explorer.
    pub const fn new(run: fn(&P) -> O, transcript: fn(&P, &O) -> String, view: fn(&P, &O, Lang) -> View) -> Self {
        Self { run, transcript, view, cell: None, headline: None }
    }

    /// One run's view with its transcript.
    fn show(&self, p: &P, lang: Lang) -> View {
        let o = (self.run)(p);
        let mut v = (self.view)(p, &o, lang);
        v.transcript = (self.transcript)(p, &o);
        v
    }
}

/// Any model, whatever its parameter and output types.
pub trait AnyModel: Sync {
    /// The course's file path without extension, e.g. `kesici/kosum`.
    fn id(&self) -> &'static str;
    fn schema(&self) -> &'static [ParamSpec];
    /// Checks values together without running the model (a fault must start before the run
    /// ends): links ask it through the pack ([`lessons::link::drop_conflicts`]).
    fn check(&self, values: Overrides) -> Result<(), ParamError>;
    /// Every schema key's value (in schema order) after the overrides, read back from the
    /// model's parameters.
    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError>;
    /// The course's stdout with these values.
    fn transcript(&self, values: Overrides) -> Result<String, ParamError>;
    /// Tables, charts, facts and the transcript for a page (one run of the model).
    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError>;
    /// The same with the values given as numbers by key, as a lesson step sets them.
    fn view_at(&self, values: &[(&str, f64)], lang: Lang) -> Result<View, ParamError>;
    /// One row of the explorer (`y` fixed): every measure at each `x`, the other values from
    /// `base` (by key). A cell whose values do not fit together is empty; a model with no
    /// explorer gives an empty row.
    fn sweep_row(&self, base: &BTreeMap<String, f64>, x: (&str, &[f64]), y: (&str, f64)) -> Vec<Vec<f64>>;
    /// The headline measures for `count` seeds from `from` on (the key `seed`), every other
    /// value from `values`: one list per seed. A model with no ensemble gives none.
    fn ensemble(&self, values: Overrides, from: u64, count: u32) -> Result<Vec<Vec<f64>>, ParamError>;
}

impl<P, O> AnyModel for Model<P, O>
where
    P: Params + Sync,
{
    fn id(&self) -> &'static str {
        P::MODEL
    }

    fn schema(&self) -> &'static [ParamSpec] {
        P::SCHEMA
    }

    fn check(&self, values: Overrides) -> Result<(), ParamError> {
        params_from::<P>(values).map(|_| ())
    }

    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError> {
        let p: P = params_from(values)?;
        Ok(P::SCHEMA.iter().map(|s| p.get(s.key).unwrap_or(f64::NAN)).collect())
    }

    fn transcript(&self, values: Overrides) -> Result<String, ParamError> {
        let p: P = params_from(values)?;
        Ok((self.transcript)(&p, &(self.run)(&p)))
    }

    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        Ok(self.show(&params_from(values)?, lang))
    }

    fn view_at(&self, values: &[(&str, f64)], lang: Lang) -> Result<View, ParamError> {
        Ok(self.show(&params_at(values)?, lang))
    }

    fn sweep_row(&self, base: &BTreeMap<String, f64>, x: (&str, &[f64]), y: (&str, f64)) -> Vec<Vec<f64>> {
        let Some(cell) = self.cell else { return Vec::new() };
        let mut values = base.clone();
        values.insert(y.0.to_string(), y.1);
        x.1.iter()
            .map(|&xv| {
                values.insert(x.0.to_string(), xv);
                let numbers: Vec<(&str, f64)> = values.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                params_at::<P>(&numbers).map(|p| cell(&p)).unwrap_or_default()
            })
            .collect()
    }

    fn ensemble(&self, values: Overrides, from: u64, count: u32) -> Result<Vec<Vec<f64>>, ParamError> {
        let Some(headline) = self.headline else { return Ok(Vec::new()) };
        let mut p: P = params_from(values)?;
        let seed = P::spec("seed").ok_or(ParamError::UnknownName { model: P::MODEL, name: "seed".into() })?;
        (from..from.saturating_add(count as u64))
            .map(|s| {
                p.put(seed.key, seed.check(s as f64)?);
                Ok(headline(&p))
            })
            .collect()
    }
}

/// Builds a model's parameters from the course's values and the overrides, each checked.
pub fn params_from<P: Params>(values: Overrides) -> Result<P, ParamError> {
    let mut p = P::default();
    for (name, text) in values {
        p.set_text(name, text)?;
    }
    p.check_all()?;
    Ok(p)
}

/// A model's values from a link (numbers by key) checked together, as the shell's
/// [`lessons::link::drop_conflicts`] wants them: `None` when they fit (or no model has the id).
pub fn conflict(model: &str, values: &BTreeMap<String, f64>) -> Option<ParamError> {
    let texts: Vec<(String, String)> = values.iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    crate::find(model)?.check(&pairs).err()
}

/// A model's parameters from values given as numbers by key, each read as its text would be.
fn params_at<P: Params>(values: &[(&str, f64)]) -> Result<P, ParamError> {
    let texts: Vec<(&str, String)> = values.iter().map(|(k, v)| (*k, lessons::jsfmt::js_string(*v))).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (*k, v.as_str())).collect();
    params_from(&pairs)
}

/// A model's parameters and structured output as JSON (`lab json`).
pub trait Json: AnyModel {
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError>;
}

impl<P, O> Json for Model<P, O>
where
    P: Params + serde::Serialize + Sync,
    Model<P, O>: AnyModel,
    O: serde::Serialize,
{
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let by_symbol: serde_json::Map<String, serde_json::Value> =
            P::SCHEMA.iter().map(|s| (s.name().to_string(), serde_json::json!(p.get(s.key)))).collect();
        let lesson = lessons::find(P::MODEL).map_or(0, |m| m.lesson);
        Ok(serde_json::json!({ "model": P::MODEL, "lesson": lesson, "params": by_symbol, "output": o }))
    }
}
