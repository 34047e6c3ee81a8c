//! "Şans mı?" (luck or law?) under a seeded model's widget: its headline measures rerun over
//! many seeds, every other value as the learner set it, drawn as a histogram with the chosen
//! seed marked, and the course's result counted over the seeds.
//!
//! The seeds run in the page's worker ([`crate::worker`]), a few per request; a newer change
//! abandons an unfinished run, and the last result stays on screen, marked as being rerun,
//! until the new one is there. Where the worker could not start they run on the page, one pack
//! call at a time, and the loop yields to the browser whenever it has held the main thread for
//! a few milliseconds, so no input waits behind it.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::rc::Rc;

use leptos::prelude::*;
use lessons::sweep::Ensemble;
use lessons::view::{fmt_num, palette, Chart, Trace, TraceKind, Xs};
use sim_core::Lang;

use crate::components::chart::ChartView;
use crate::state::{tr_en, use_lab, Lab};

/// How long the loop may hold the main thread before it yields (milliseconds).
const SLICE_MS: f64 = 8.0;

/// Seeds per request to the worker.
const CHUNK: u64 = 10;

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Lets the browser draw and handle input.
async fn yield_to_browser() {
    #[cfg(target_family = "wasm")]
    {
        let p = js_sys::Promise::new(&mut |ok, _| {
            let _ = window().set_timeout_with_callback(&ok);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
    }
}

/// The values of a model as the page holds them, and its chosen seed.
pub fn values_of(lab: Lab, model: &'static str) -> (BTreeMap<String, f64>, u64) {
    let values = lab.values.with_untracked(|v| v.get(model).cloned().unwrap_or_default());
    let default = lessons::find(model).and_then(|m| m.spec("seed")).map_or(1.0, |s| s.default);
    let seed = values.get("seed").copied().unwrap_or(default);
    (values, seed.max(0.0) as u64)
}

/// Runs the ensemble for these values: one list of measures per seed, from the chosen seed on
/// (`None` if `still` turns false first: a newer run took over).
pub async fn run(
    model: &'static str,
    ensemble: &'static Ensemble,
    values: &BTreeMap<String, f64>,
    from: u64,
    still: impl Fn() -> bool,
) -> Option<Vec<Vec<f64>>> {
    let texts: Vec<(String, String)> = values.iter().map(|(k, v)| (k.clone(), lessons::jsfmt::js_string(*v))).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let mut rows = Vec::with_capacity(ensemble.seeds as usize);
    let mut slice = now();
    let end = from + ensemble.seeds as u64;
    let mut s = from;
    while s < end {
        if !still() {
            return None;
        }
        // In the worker a few seeds per request (a newer change waits for one chunk at most);
        // on the page one at a time, yielding to the browser between slices.
        let count = if crate::worker::fell_back() { 1 } else { CHUNK.min(end - s) };
        rows.extend(crate::packs::ensemble(model, &pairs, s, count as u32).await);
        s += count;
        if now() - slice > SLICE_MS {
            yield_to_browser().await;
            slice = now();
        }
    }
    Some(rows)
}

/// How many seeds bear the claim out, of how many.
pub fn claim_count(ensemble: &Ensemble, rows: &[Vec<f64>]) -> Option<(usize, usize)> {
    let c = ensemble.claim.as_ref()?;
    let yes = rows.iter().filter(|r| r.get(c.measure).copied() == Some(1.0)).count();
    Some((yes, rows.len()))
}

/// A histogram of one measure over the seeds, with the chosen seed's value marked.
pub fn histogram(title: String, label: String, values: &[f64], chosen: Option<f64>, lang: Lang) -> Chart {
    let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
    let (lo, hi) = finite.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| (a.min(*v), b.max(*v)));
    let bins = 12usize;
    let width = if hi > lo { (hi - lo) / bins as f64 } else { 1.0 };
    let mut counts = vec![0.0; bins];
    for v in &finite {
        let k = (((v - lo) / width).floor() as usize).min(bins - 1);
        counts[k] += 1.0;
    }
    let centers: Vec<f64> = (0..bins).map(|k| lo + width * (k as f64 + 0.5)).collect();
    let mut c = Chart::new("ensemble", title, label, tr_en(lang, "tohum sayısı", "seeds").to_string());
    c.traces =
        vec![Trace::new(tr_en(lang, "tohumlar", "seeds"), TraceKind::Bar, Xs::Num(centers), counts, palette::SKY)];
    c.marker = chosen.map(|v| (v, format!("{} ({})", tr_en(lang, "seçili tohum", "chosen seed"), fmt_num(v, 0, lang))));
    c
}

/// `model`: the widget's model; `ensemble`: what to rerun and how to read it.
#[component]
pub fn EnsembleView(model: &'static str, ensemble: &'static Ensemble) -> impl IntoView {
    let lab = use_lab();
    let open = RwSignal::new(false);
    let measure = RwSignal::new(0usize);
    let rows: RwSignal<Option<Vec<Vec<f64>>>> = RwSignal::new(None);
    let busy = RwSignal::new(false);
    let generation = Rc::new(Cell::new(0u64));
    let slice = Memo::new(move |_| lab.values.with(|v| v.get(model).cloned().unwrap_or_default()));
    {
        let generation = generation.clone();
        Effect::new(move |_| {
            if !open.get() {
                return;
            }
            // Read, not only tracked: a memo never read has not read the values itself, so
            // nothing would tell it (or this effect) that they changed.
            slice.with(|_| ());
            let mine = generation.get() + 1;
            generation.set(mine);
            // The last result stays on screen, marked, until the new one is there.
            busy.set(true);
            let generation = generation.clone();
            leptos::task::spawn_local(async move {
                let (values, from) = values_of(lab, model);
                if let Some(r) = run(model, ensemble, &values, from, || generation.get() == mine).await {
                    rows.try_set(Some(r));
                    busy.try_set(false);
                }
            });
        });
    }
    let chart = Memo::new(move |_| {
        let lang = lab.lang.get();
        rows.with(|r| {
            let r = r.as_ref()?;
            let m = measure.get().min(ensemble.measures.len().saturating_sub(1));
            let values: Vec<f64> = r.iter().filter_map(|row| row.get(m).copied()).collect();
            let label = ensemble.measures.get(m)?.label.get(lang).to_string();
            Some(histogram(ensemble.title.get(lang).to_string(), label, &values, values.first().copied(), lang))
        })
    });
    let slug = lessons::catalog::slug(model);
    let summary = move |lang: Lang| {
        rows.with(|r| match r {
            None => tr_en(lang, "Tohumlar koşuyor…", "Running the seeds…").to_string(),
            Some(r) => match (claim_count(ensemble, r), &ensemble.claim) {
                (Some((yes, n)), Some(c)) => match lang {
                    Lang::Tr => {
                        let n_text = fmt_num(n as f64, 0, lang);
                        format!(
                            "{}: {} tohumun {}{} bunu gösteriyor.",
                            c.label.get(lang),
                            n_text,
                            fmt_num(yes as f64, 0, lang),
                            lessons::tr::suffix(&fmt_num(yes as f64, 0, lang), lessons::tr::Case::Si)
                        )
                    }
                    Lang::En => format!("{}: {yes} of {n} seeds bear it out.", c.label.get(lang)),
                },
                _ => format!("{} {}", r.len(), tr_en(lang, "tohum.", "seeds.")),
            },
        })
    };
    let status = move || {
        let lang = lab.lang.get();
        let mut text = summary(lang);
        if busy.get() && rows.with(Option::is_some) {
            text.push_str(tr_en(lang, " Yeni değerlerle yeniden koşuyor…", " Rerunning with the new values…"));
        }
        if crate::worker::fell_back() {
            text.push_str(tr_en(
                lang,
                " (Arka plan işçisi başlamadı: tohumlar sayfada koşuyor.)",
                " (The background worker did not start: the seeds run on the page.)",
            ));
        }
        text
    };
    let options = move || {
        let lang = lab.lang.get();
        ensemble
            .measures
            .iter()
            .enumerate()
            .map(|(k, m)| view! { <option value=k.to_string() selected=move || measure.get() == k>{m.label.get(lang)}</option> })
            .collect_view()
    };
    let drawn = {
        let slug = slug.clone();
        move || {
            let slug = slug.clone();
            open.get().then(|| {
                let file = Signal::derive({
                    let slug = slug.clone();
                    move || format!("{slug}-ensemble")
                });
                view! { <ChartView chart=chart dom_id=format!("chart-{slug}-ensemble") wide=false file=file/> }
            })
        }
    };
    view! {
        <details class="sweep ensemble" data-testid=format!("ensemble-panel-{slug}") on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
            <summary data-testid=format!("ensemble-open-{slug}")>
                {move || format!("{} {}", tr_en(lab.lang.get(), "Şans mı?", "Luck or law?"), ensemble.title.get(lab.lang.get()))}
            </summary>
            <p class="hint">{move || ensemble.hint.get(lab.lang.get())}</p>
            <label class="sweep-measure">
                {move || tr_en(lab.lang.get(), "Gösterilen ölçü", "Measure shown")} " "
                <select on:change=move |ev| measure.set(event_target_value(&ev).parse().unwrap_or(0))>{options}</select>
            </label>
            <p class="sweep-status" aria-live="polite" data-testid=format!("ensemble-status-{slug}")>{status}</p>
            {drawn}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_every_seed_once_and_marks_the_chosen_one() {
        let values = [1.0, 2.0, 2.0, 3.0, 10.0, f64::NAN];
        let c = histogram("t".into(), "x".into(), &values, Some(2.0), Lang::En);
        assert_eq!(c.traces[0].y.iter().sum::<f64>(), 5.0);
        assert_eq!(c.marker.as_ref().map(|m| m.0), Some(2.0));
        let flat = histogram("t".into(), "x".into(), &[4.0, 4.0], None, Lang::Tr);
        assert_eq!(flat.traces[0].y[0], 2.0);
    }
}
