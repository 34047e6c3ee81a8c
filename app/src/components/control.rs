//! One parameter: a native slider with a number box beside it (or a list for a choice), labelled
//! with the course's symbol and unit. Values outside the slider's range are refused with a
//! message, never applied.

use leptos::prelude::*;
use lessons::jsfmt::js_string;
use lessons::view::fmt_num;
use sim_core::params::{Kind, ParamError, ParamSpec};
use sim_core::Lang;

use crate::state::use_lab;

/// Decimals a step needs (0.005 → 3).
fn decimals(step: f64) -> u8 {
    let s = js_string(step);
    s.split_once('.').map_or(0, |(_, f)| f.len() as u8)
}

fn value_text(spec: &ParamSpec, v: f64, lang: Lang) -> String {
    if let Some(options) = spec.kind.labels() {
        return options.get(v as usize).map_or(String::new(), |l| l.get(lang).to_string());
    }
    let unit = spec.unit.label().get(lang);
    // A seed is a name, not a quantity: no digit grouping.
    let n =
        if spec.unit == sim_core::params::Unit::Seed { js_string(v) } else { fmt_num(v, decimals(spec.step), lang) };
    if unit.is_empty() {
        n
    } else {
        format!("{n} {unit}")
    }
}

/// `model`: the model's id; `spec`: the parameter.
#[component]
pub fn Control(model: &'static str, spec: &'static ParamSpec) -> impl IntoView {
    let lab = use_lab();
    let value = Memo::new(move |_| {
        lab.values.with(|v| v.get(model).and_then(|m| m.get(spec.key)).copied().unwrap_or(spec.default))
    });
    let error = RwSignal::new(None::<String>);
    let id = format!("{}-{}", model.replace('/', "-"), spec.key);
    let set = move |text: String| {
        let lang = lab.lang.get_untracked();
        match spec.parse(&text) {
            Ok(v) if v < spec.min || v > spec.max => {
                error.set(Some(
                    ParamError::OutOfRange { name: spec.name(), value: v, min: spec.min, max: spec.max }.message(lang),
                ));
            }
            Ok(v) => {
                error.set(None);
                lab.set_value(model, spec.key, v, spec.default);
            }
            Err(e) => error.set(Some(e.message(lang))),
        }
    };
    let label = move || {
        let lang = lab.lang.get();
        spec.label.get(lang).to_string()
    };
    let symbol = (!spec.symbol.is_empty()).then(|| view! { <code class="symbol">{spec.symbol}</code> });
    let shown = move || value_text(spec, value.get(), lab.lang.get());

    let input = match spec.kind {
        Kind::Choice(options) | Kind::CourseChoice(options, _) => view! {
            <select
                id=id.clone()
                data-testid=format!("control-{id}")
                on:change=move |ev| set(event_target_value(&ev))
                prop:value=move || js_string(value.get())
            >
                {options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        view! {
                            <option value=i.to_string() selected=move || value.get() as usize == i>
                                {move || o.get(lab.lang.get())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        }
        .into_any(),
        _ => view! {
            <input
                type="range"
                id=id.clone()
                data-testid=format!("slider-{id}")
                min=js_string(spec.min)
                max=js_string(spec.max)
                step=js_string(spec.step)
                prop:value=move || js_string(value.get())
                aria-valuetext=shown
                on:input=move |ev| set(event_target_value(&ev))
            />
            <input
                type="number"
                class="num"
                data-testid=format!("number-{id}")
                min=js_string(spec.min)
                max=js_string(spec.max)
                step=js_string(spec.step)
                aria-label=move || format!("{} ({})", label(), if lab.lang.get() == Lang::Tr { "sayı" } else { "number" })
                prop:value=move || js_string(value.get())
                on:change=move |ev| set(event_target_value(&ev))
            />
        }
        .into_any(),
    };
    view! {
        <div class="control" class:changed=move || value.get() != spec.default>
            <label for=id.clone()>
                <span class="label">{label}</span>
                " "
                {symbol}
                <output class="value">{shown}</output>
            </label>
            <div class="inputs">{input}</div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </div>
    }
}
