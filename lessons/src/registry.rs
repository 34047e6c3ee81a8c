//! Every model the lab knows, behind one object-safe interface, so the `lab` command and the app
//! can drive any of them by id with overrides by key or course symbol.

use sim_core::params::{ParamError, ParamSpec, Params};
use sim_core::{kesici, kipler, Lang};

use crate::models;
use crate::view::View;

/// Values given by name (a stable key or a course symbol), as text.
pub type Overrides<'a> = &'a [(&'a str, &'a str)];

pub trait AnyModel: Sync {
    /// The course's file path without extension, e.g. `kesici/kosum`.
    fn id(&self) -> &'static str;
    fn lesson(&self) -> u8;
    fn schema(&self) -> &'static [ParamSpec];
    /// The course's stdout with these values.
    fn transcript(&self, values: Overrides) -> Result<String, ParamError>;
    /// The parameters and the structured output, as JSON.
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError>;
    /// Validates values without running the model.
    fn check(&self, values: Overrides) -> Result<(), ParamError>;
    /// Tables, charts, facts and the transcript for a page (one run of the model).
    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError>;
}

/// A model: its run function and how its output is shown.
pub struct Entry<P, O> {
    pub lesson: u8,
    pub run: fn(&P) -> O,
    pub transcript: fn(&P, &O) -> String,
    pub view: fn(&P, &O, Lang) -> View,
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

/// Checks a set of values by key for one model (used by links).
pub fn params_check(model: &str, values: &std::collections::BTreeMap<String, f64>) -> Result<(), ParamError> {
    let m = find(model).ok_or_else(|| ParamError::UnknownName { model: "lab", name: model.to_string() })?;
    let texts: Vec<(String, String)> = values.iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    m.check(&pairs)
}

impl<P, O> AnyModel for Entry<P, O>
where
    P: Params + serde::Serialize + Sync,
    O: serde::Serialize,
{
    fn id(&self) -> &'static str {
        P::MODEL
    }

    fn lesson(&self) -> u8 {
        self.lesson
    }

    fn schema(&self) -> &'static [ParamSpec] {
        P::SCHEMA
    }

    fn transcript(&self, values: Overrides) -> Result<String, ParamError> {
        let p: P = params_from(values)?;
        Ok((self.transcript)(&p, &(self.run)(&p)))
    }

    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let by_symbol: serde_json::Map<String, serde_json::Value> = P::SCHEMA
            .iter()
            .map(|s| (s.name().to_string(), serde_json::json!(p.get(s.key))))
            .collect();
        Ok(serde_json::json!({ "model": P::MODEL, "lesson": self.lesson, "params": by_symbol, "output": o }))
    }

    fn check(&self, values: Overrides) -> Result<(), ParamError> {
        params_from::<P>(values).map(|_| ())
    }

    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let mut v = (self.view)(&p, &o, lang);
        v.transcript = (self.transcript)(&p, &o);
        Ok(v)
    }
}

static GORUNUM: Entry<kipler::gorunum::Params, kipler::gorunum::Output> = Entry {
    lesson: 1,
    run: kipler::gorunum::run,
    transcript: models::kipler_gorunum::transcript,
    view: models::kipler_gorunum::view,
};

static BULASMA: Entry<kipler::bulasma::Params, kipler::bulasma::Output> = Entry {
    lesson: 1,
    run: kipler::bulasma::run,
    transcript: models::kipler_bulasma::transcript,
    view: models::kipler_bulasma::view,
};

static KESICI: Entry<kesici::kosum::Params, kesici::kosum::Output> = Entry {
    lesson: 2,
    run: kesici::kosum::run,
    transcript: models::kesici_kosum::transcript,
    view: models::kesici_kosum::view,
};

static KAPI: Entry<sim_core::kapi::kosum::Params, sim_core::kapi::kosum::Output> = Entry {
    lesson: 7,
    run: sim_core::kapi::kosum::run,
    transcript: models::kapi_kosum::transcript,
    view: models::kapi_kosum::view,
};

/// Every model, in course order.
pub static MODELS: &[&dyn AnyModel] = &[
    &GORUNUM,
    &BULASMA,
    &KESICI,
    &KAPI,
];

pub fn find(id: &str) -> Option<&'static dyn AnyModel> {
    let id = id.trim_end_matches(".mjs");
    MODELS.iter().copied().find(|m| m.id() == id)
}
