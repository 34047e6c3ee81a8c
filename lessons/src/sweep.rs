//! Two-parameter explorers: a model run over a grid of two of its parameters, every other value
//! as the learner set it, drawn as a heat map under the widget (lessons 1–3).
//!
//! Each cell runs only what the measure needs (one model run in lesson 1, two breaker runs in
//! lesson 2, one split replayed on both days in lesson 3), so a 20 × 20 grid stays well under
//! 200 ms; the page computes it a row at a time and never blocks for long.

use std::collections::BTreeMap;

use sim_core::params::ParamSpec;
#[cfg(feature = "compute")]
use sim_core::params::Params;
use sim_core::Label;
#[cfg(feature = "compute")]
use sim_core::{bolme, kesici, kipler};

#[cfg(feature = "compute")]
use crate::registry::params_from;

/// A measure a heat map can show.
pub struct Measure {
    pub label: Label,
    /// Decimals on the cells.
    pub decimals: u8,
}

pub struct Sweep {
    /// The model whose widget shows the explorer.
    pub model: &'static str,
    pub title: Label,
    /// What the grid teaches, in a sentence.
    pub hint: Label,
    /// The parameters on the x and y axes (keys).
    pub x: &'static str,
    pub y: &'static str,
    pub measures: &'static [Measure],
    /// Every measure at one point (NaN where the pair makes no sense); `values` are the
    /// widget's current values by key, x and y already set in them.
    #[cfg(feature = "compute")]
    pub cell: fn(&BTreeMap<String, f64>) -> Vec<f64>,
}

static BULASMA: Sweep = Sweep {
    model: "kipler/bulasma",
    title: Label::new("Havuz × zaman aşımı", "Pool × timeout"),
    hint: Label::new(
        "Her hücre, seçili arıza için modeli bir kez çalıştırır: büyük havuz ve kısa zaman aşımı doymayı nerede durduruyor?",
        "Each cell runs the model once for the selected fault: where do a bigger pool and a shorter timeout stop the saturation?",
    ),
    x: "slots",
    y: "timeout",
    measures: &[
        Measure { label: Label::new("Doyan bileşen", "Saturated components"), decimals: 0 },
        Measure { label: Label::new("Etkilenen istek/s (bulaşma kapsamı)", "Affected requests/s (blast radius)"), decimals: 0 },
    ],
    #[cfg(feature = "compute")]
    cell: bulasma_cell,
};

static KESICI: Sweep = Sweep {
    model: "kesici/kosum",
    title: Label::new("Eşik × pencere", "Threshold × window"),
    hint: Label::new(
        "Her hücre, kesiciyi gösterilen kipte ve sağlıklı günde çalıştırır: koruma ile sağlıklı günde boşuna reddedilen olaylar arasındaki takas.",
        "Each cell runs the breaker under the mode shown and on the healthy day: protection traded against valid events rejected on a healthy day.",
    ),
    x: "window",
    y: "threshold",
    measures: &[
        Measure { label: Label::new("Yuvasız kalan takip sorgusu", "Tracking queries without a slot"), decimals: 0 },
        Measure { label: Label::new("Sağlıklı günde reddedilen olay", "Events rejected on the healthy day"), decimals: 0 },
        Measure { label: Label::new("Bağımlılığa giden çağrı", "Calls reaching the dependency"), decimals: 0 },
    ],
    #[cfg(feature = "compute")]
    cell: kesici_cell,
};

static BOLME: Sweep = Sweep {
    model: "bolme/kosum",
    title: Label::new("Bölme × toplam havuz", "Split × total pool"),
    hint: Label::new(
        "Her hücre, takip bölmesini ve toplam havuzu değiştirip iki günü yeniden oynatır: bölme olmayan yerler boş kalır.",
        "Each cell replays both days with that tracking compartment and total pool; cells where the split leaves no event slot stay empty.",
    ),
    x: "split",
    y: "total_slots",
    measures: &[
        Measure { label: Label::new("Yavaş günde düşen takip", "Tracking dropped on the slow day"), decimals: 0 },
        Measure { label: Label::new("Sağlıklı günde düşen olay", "Events dropped on the healthy day"), decimals: 0 },
    ],
    #[cfg(feature = "compute")]
    cell: bolme_cell,
};

/// The registered explorers.
pub static SWEEPS: &[&Sweep] = &[&BULASMA, &KESICI, &BOLME];

static L01: [&Sweep; 1] = [&BULASMA];
static L02: [&Sweep; 1] = [&KESICI];
static L03: [&Sweep; 1] = [&BOLME];

/// One lesson's explorers (a `const fn`, like [`crate::registry::of_lesson`], for the packs).
pub const fn of_lesson(lesson: u8) -> &'static [&'static Sweep] {
    match lesson {
        1 => &L01,
        2 => &L02,
        3 => &L03,
        _ => &[],
    }
}

pub fn for_model(model: &str) -> Option<&'static Sweep> {
    SWEEPS.iter().copied().find(|s| s.model == model)
}

#[cfg(feature = "compute")]
fn params<P: Params>(values: &BTreeMap<String, f64>) -> Option<P> {
    let texts: Vec<(String, String)> = values.iter().map(|(k, v)| (k.clone(), v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    params_from(&pairs).ok()
}

#[cfg(feature = "compute")]
fn bulasma_cell(values: &BTreeMap<String, f64>) -> Vec<f64> {
    let Some(p) = params::<kipler::bulasma::Params>(values) else { return vec![f64::NAN; 2] };
    let o = kipler::bulasma::run(&p);
    let b = o.fault(p.shown_component, p.shown_mode);
    vec![b.saturated.len() as f64, b.affected_rate]
}

#[cfg(feature = "compute")]
fn kesici_cell(values: &BTreeMap<String, f64>) -> Vec<f64> {
    let Some(p) = params::<kesici::kosum::Params>(values) else { return vec![f64::NAN; 3] };
    let c = kesici::kosum::rule_cell(&p);
    vec![c.tracking_no_slot as f64, c.healthy_rejected as f64, c.calls as f64]
}

#[cfg(feature = "compute")]
thread_local! {
    /// The explorer's cells vary the pools, not the arrivals: they share one draw.
    static ARRIVALS: crate::memo::Recent<bolme::kosum::ArrivalKey, bolme::kosum::Arrivals> = const { crate::memo::Recent::new(2) };
}

#[cfg(feature = "compute")]
fn bolme_cell(values: &BTreeMap<String, f64>) -> Vec<f64> {
    let cell = params::<bolme::kosum::Params>(values).and_then(|p| {
        let arrivals = ARRIVALS.with(|c| c.get_or(p.arrival_key(), |_| bolme::kosum::draw_arrivals(&p)));
        bolme::kosum::split_cell_with(&p, &arrivals)
    });
    match cell {
        Some(r) => vec![r.slow.tracking_dropped as f64, r.healthy.events_dropped as f64],
        None => vec![f64::NAN; 2],
    }
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

/// One row of the grid (y fixed), every measure per cell: `row[x][measure]`.
#[cfg(feature = "compute")]
pub fn row(sweep: &Sweep, base: &BTreeMap<String, f64>, xs: &[f64], y: f64) -> Vec<Vec<f64>> {
    let mut values = base.clone();
    values.insert(sweep.y.to_string(), y);
    xs.iter()
        .map(|&x| {
            values.insert(sweep.x.to_string(), x);
            (sweep.cell)(&values)
        })
        .collect()
}

/// One row of the grid, computed by the lesson's pack.
#[cfg(not(feature = "compute"))]
pub fn row(sweep: &Sweep, base: &BTreeMap<String, f64>, xs: &[f64], y: f64) -> Vec<Vec<f64>> {
    crate::remote::sweep_row(sweep, base, xs, y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    fn spec(model: &str, key: &str) -> &'static ParamSpec {
        find(model).unwrap().schema().iter().find(|s| s.key == key).unwrap()
    }

    #[test]
    fn each_lesson_lists_exactly_its_explorers() {
        for lesson in 0..=30u8 {
            let listed: Vec<&str> = of_lesson(lesson).iter().map(|s| s.model).collect();
            let expected: Vec<&str> =
                SWEEPS.iter().filter(|s| find(s.model).unwrap().lesson() == lesson).map(|s| s.model).collect();
            assert_eq!(listed, expected, "lesson {lesson}");
        }
    }

    #[test]
    fn every_sweep_names_a_model_its_keys_and_fills_a_grid() {
        for s in SWEEPS {
            let (xs, ys) = (axis(spec(s.model, s.x), 6), axis(spec(s.model, s.y), 6));
            let grid: Vec<_> = ys.iter().map(|&y| row(s, &BTreeMap::new(), &xs, y)).collect();
            assert!(grid.iter().flatten().all(|c| c.len() == s.measures.len()), "{}", s.model);
            assert!(grid.iter().flatten().flatten().any(|v| v.is_finite()), "{}", s.model);
        }
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

    #[test]
    fn at_the_course_values_a_cell_agrees_with_the_full_model() {
        let base = BTreeMap::new();
        let p = kesici::kosum::Params::default();
        let o = kesici::kosum::run(&p);
        let cell = row(&SWEEPS[1], &base, &[20.0], 0.5)[0].clone();
        assert_eq!(cell[0], o.run_of(p.shown_mode, true).tracking_no_slot as f64);
        assert_eq!(cell[2], o.run_of(p.shown_mode, true).calls as f64);
        assert_eq!(cell[1], o.run_of(kesici::kosum::Mode::Healthy, true).events_rejected as f64);
        // Split: the cell at the course's split equals the split run of the course.
        let o = bolme::kosum::run(&bolme::kosum::Params::default());
        let c = row(&SWEEPS[2], &base, &[24.0], 32.0)[0].clone();
        assert_eq!(c[0], o.runs[3].counters.tracking_dropped as f64);
    }
}
