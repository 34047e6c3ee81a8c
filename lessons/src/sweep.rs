//! Two-parameter explorers: a model run over a grid of two of its parameters, every other value
//! as the learner set it, drawn as a heat map under the widget (lessons 1–3).
//!
//! What an explorer shows is page content (a widget's [`crate::content::Widget::explorer`]);
//! its cells are computed by the model's renderer in the lesson's pack (`compute`), a row at a
//! time, so a 20 × 20 grid never blocks the page for long.

use serde::{Deserialize, Serialize};
use sim_core::params::ParamSpec;
use sim_core::Label;

use crate::wire::leak_slice;

/// A measure a heat map can show.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct Measure {
    pub label: Label,
    /// Decimals on the cells.
    pub decimals: u8,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Sweep {
    pub title: Label,
    /// What the grid teaches, in a sentence.
    pub hint: Label,
    /// The parameters on the x and y axes (keys).
    pub x: &'static str,
    pub y: &'static str,
    /// In the order of the cells the model's renderer computes.
    #[serde(deserialize_with = "leak_slice")]
    pub measures: &'static [Measure],
}

/// "Şans mı?" (luck or law?): the model's headline measures rerun over many seeds, every other
/// value as the learner set it, drawn as a distribution with the chosen seed marked.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct Ensemble {
    pub title: Label,
    /// What the distribution shows, in a sentence.
    pub hint: Label,
    /// In the order of the values the model's renderer computes per seed.
    #[serde(deserialize_with = "leak_slice")]
    pub measures: &'static [Measure],
    /// How many seeds, from the chosen one on.
    pub seeds: u32,
    /// The course's result, stated as a claim a seed's run either bears out or not: the
    /// measure (by index) that is 1 when it does and 0 when it does not.
    pub claim: Option<Claim>,
}

/// A result of the course as one seed's run bears it out (1) or not (0).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct Claim {
    pub label: Label,
    /// The index of its 0/1 measure in [`Ensemble::measures`].
    pub measure: usize,
}

/// `n` values spread over a parameter's slider, on its steps, without repeats.
pub fn axis(spec: &ParamSpec, n: usize) -> Vec<f64> {
    let n = n.max(2);
    let mut v: Vec<f64> = (0..n)
        .map(|i| {
            let x = spec.min + (spec.max - spec.min) * i as f64 / (n - 1) as f64;
            let snapped = spec.min + ((x - spec.min) / spec.step).round() * spec.step;
            // Decimal steps: keep the value as the slider would show it.
            (snapped * 1e9).round() / 1e9
        })
        .collect();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(model: &str, key: &str) -> &'static ParamSpec {
        crate::find(model).and_then(|m| m.spec(key)).unwrap()
    }

    #[test]
    fn axes_stay_on_the_slider_and_its_steps() {
        let a = axis(spec("kesici/kosum", "threshold"), 20);
        assert_eq!(a.first(), Some(&0.05));
        assert_eq!(a.last(), Some(&1.0));
        assert!(a.windows(2).all(|w| w[0] < w[1]));
        let w = axis(spec("kesici/kosum", "window"), 20);
        assert!(w.iter().all(|x| x.fract() == 0.0) && w.len() == 20);
    }
}
