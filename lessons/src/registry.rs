//! Every model the lab knows, behind one object-safe interface, so the `lab` command and the app
//! can drive any of them by id with overrides by key or course symbol.

use sim_core::params::{ParamError, ParamSpec, Params};
use sim_core::Lang;

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
    #[cfg(feature = "json")]
    fn json(&self, values: Overrides) -> Result<serde_json::Value, ParamError>;
    /// Validates values without running the model.
    fn check(&self, values: Overrides) -> Result<(), ParamError>;
    /// Every schema key's value (in schema order) after the overrides, read back from `Params`.
    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError>;
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

    #[cfg(feature = "json")]
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

    fn values(&self, values: Overrides) -> Result<Vec<f64>, ParamError> {
        let p: P = params_from(values)?;
        Ok(P::SCHEMA.iter().map(|s| p.get(s.key).unwrap_or(f64::NAN)).collect())
    }

    fn view(&self, values: Overrides, lang: Lang) -> Result<View, ParamError> {
        let p: P = params_from(values)?;
        let o = (self.run)(&p);
        let mut v = (self.view)(&p, &o, lang);
        v.transcript = (self.transcript)(&p, &o);
        Ok(v)
    }
}

/// One registered model: `model!(NAME, lesson, sim_core path, lessons::models renderer);`
/// (one line each, so lists from different branches merge cleanly).
macro_rules! model {
    ($name:ident, $lesson:literal, $($path:ident)::+, $render:ident) => {
        static $name: Entry<sim_core::$($path)::+::Params, sim_core::$($path)::+::Output> = Entry {
            lesson: $lesson,
            run: sim_core::$($path)::+::run,
            transcript: models::$render::transcript,
            view: models::$render::view,
        };
    };
}

model!(BULASMA, 1, kipler::bulasma, kipler_bulasma);
model!(GORUNUM, 1, kipler::gorunum, kipler_gorunum);
model!(KESICI, 2, kesici::kosum, kesici_kosum);
model!(BOLME, 3, bolme::kosum, bolme_kosum);
model!(FIRTINA, 4, firtina::kosum, firtina_kosum);
model!(BUTCE, 5, butce::kosum, butce_kosum);
model!(GERI, 6, geri::kosum, geri_kosum);
model!(KAPI, 7, kapi::kosum, kapi_kosum);
model!(BOZULMA, 8, bozulma::kosum, bozulma_kosum);
model!(DEVRALMA_BUTCE, 9, devralma::butce, devralma_butce);
model!(DEVRALMA_OLC, 9, devralma::olc, devralma_olc);
model!(SAGLIK_BUTCE, 10, saglik::butce, saglik_butce);
model!(SAGLIK_OLC, 10, saglik::olc, saglik_olc);
model!(HEDEF_BUTCE, 11, hedef::butce, hedef_butce);
model!(HEDEF_KAYIP, 11, hedef::kayip, hedef_kayip);
model!(BOLGE_KAPASITE, 12, bolge::kapasite, bolge_kapasite);
model!(BOLGE_OLC, 12, bolge::olc, bolge_olc);
model!(DAMGA_OLC, 13, damga::olc, damga_olc);
model!(DAMGA_YUK, 13, damga::yuk, damga_yuk);
model!(TATBIKAT_IS, 14, tatbikat::is, tatbikat_is);
model!(TATBIKAT_PLAN, 14, tatbikat::plan, tatbikat_plan);
model!(ETKISIZ_BEDEL, 15, etkisiz::bedel, etkisiz_bedel);
model!(ETKISIZ_OLC, 15, etkisiz::olc, etkisiz_olc);
model!(TELAFI_BEDEL, 16, telafi::bedel, telafi_bedel);
model!(TELAFI_OLC, 16, telafi::olc, telafi_olc);
model!(FIS_BEDEL, 17, fis::bedel, fis_bedel);
model!(FIS_OLC, 17, fis::olc, fis_olc);
model!(VALE_KAPSAM, 18, vale::kapsam, vale_kapsam);
model!(VALE_OLC, 18, vale::olc, vale_olc);
model!(YAPILANDIRMA_OLC, 19, yapilandirma::olc, yapilandirma_olc);
model!(INCIR_OLC, 20, incir::olc, incir_olc);
model!(EK_KUYRUK_SIRASI, 21, ek::kuyruk_sirasi, ek_kuyruk_sirasi);
model!(SONA_ERME, 22, ek::sona_erme, ek_sona_erme);
model!(EK_KESICI_TUZAK, 23, ek::kesici_tuzak, ek_kesici_tuzak);
model!(EK_KUYRUK_SURESI, 24, ek::kuyruk_suresi, ek_kuyruk_suresi);
model!(KAPANIS, 25, ek::kapanis, ek_kapanis);
model!(SABAH, 26, ek::sabah_surusu, ek_sabah_surusu);

/// Every model, in course order.
pub static MODELS: &[&dyn AnyModel] = &[
    &BULASMA,
    &GORUNUM,
    &KESICI,
    &BOLME,
    &FIRTINA,
    &BUTCE,
    &GERI,
    &KAPI,
    &BOZULMA,
    &DEVRALMA_BUTCE,
    &DEVRALMA_OLC,
    &SAGLIK_BUTCE,
    &SAGLIK_OLC,
    &HEDEF_BUTCE,
    &HEDEF_KAYIP,
    &BOLGE_KAPASITE,
    &BOLGE_OLC,
    &DAMGA_OLC,
    &DAMGA_YUK,
    &TATBIKAT_IS,
    &TATBIKAT_PLAN,
    &ETKISIZ_BEDEL,
    &ETKISIZ_OLC,
    &TELAFI_BEDEL,
    &TELAFI_OLC,
    &FIS_BEDEL,
    &FIS_OLC,
    &VALE_KAPSAM,
    &VALE_OLC,
    &YAPILANDIRMA_OLC,
    &INCIR_OLC,
    &EK_KUYRUK_SIRASI,
    &SONA_ERME,
    &EK_KESICI_TUZAK,
    &EK_KUYRUK_SURESI,
    &KAPANIS,
    &SABAH,
];

pub fn find(id: &str) -> Option<&'static dyn AnyModel> {
    let id = id.trim_end_matches(".mjs");
    MODELS.iter().copied().find(|m| m.id() == id)
}
