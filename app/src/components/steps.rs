//! The guided steps: each sets parameters, asks for a prediction, and only then reveals the
//! answer and explains it with the model's live numbers.

use std::collections::BTreeMap;

use leptos::prelude::*;
use lessons::content::{fill, Ask, Lesson};
use lessons::view::fmt_num;

use crate::components::timeline;
use crate::components::widget::ViewMemo;
use crate::state::{tr_en, use_lab};

/// `lesson`: whose steps; `views`: each widget model's memo, by model id.
#[component]
pub fn Steps(lesson: &'static Lesson, views: Vec<(&'static str, ViewMemo)>) -> impl IntoView {
    let lab = use_lab();
    let answer = RwSignal::new(String::new());
    // The right answer as it stood when the learner asked to see it.
    let revealed = RwSignal::new(None::<f64>);
    let memo_of = move |model: &str| views.iter().find(|(m, _)| *m == model).map(|(_, v)| *v);
    // A step with a time holds its widget's timeline at its opening round until the reveal.
    Effect::new(move |_| {
        let step = lab.step.get().and_then(|i| lesson.steps.get(i));
        timeline::follow_step(step, revealed.get().is_some());
    });

    let enter = move |i: usize| {
        let st = &lesson.steps[i];
        lab.values.update(|v| {
            let mut set: BTreeMap<String, f64> = BTreeMap::new();
            for (k, x) in st.set {
                set.insert((*k).to_string(), *x);
            }
            if set.is_empty() {
                v.remove(st.model);
            } else {
                v.insert(st.model.to_string(), set);
            }
        });
        answer.set(String::new());
        revealed.set(None);
        lab.step.set(Some(i));
        if let Some(el) = document().get_element_by_id(&format!("step-{}", i + 1)) {
            use wasm_bindgen::JsCast;
            if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        }
    };

    let tabs = lesson
        .steps
        .iter()
        .enumerate()
        .map(|(i, st)| {
            view! {
                <li>
                    <button
                        type="button"
                        data-testid=format!("step-tab-{}", i + 1)
                        aria-current=move || (lab.step.get() == Some(i)).then_some("step")
                        on:click=move |_| enter(i)
                    >
                        <span class="n">{i + 1}</span>
                        " "
                        {move || st.title.get(lab.lang.get())}
                    </button>
                </li>
            }
        })
        .collect_view();

    let body = move || {
        let i = lab.step.get()?;
        let st = lesson.steps.get(i)?;
        let memo = memo_of(st.model)?;
        let lang = lab.lang.get();
        let question = move || {
            memo.with(|v| {
                v.as_ref().map(|v| fill(st.question.get(lab.lang.get()), v, lab.lang.get())).unwrap_or_default()
            })
        };
        let input = match &st.ask {
            Ask::Choice { options, .. } => options
                .iter()
                .enumerate()
                .map(|(k, o)| {
                    view! {
                        <label class="choice">
                            <input
                                type="radio"
                                name=format!("answer-{i}")
                                data-testid=format!("answer-{}", k + 1)
                                value=k.to_string()
                                prop:checked=move || answer.get() == k.to_string()
                                prop:disabled=move || revealed.get().is_some()
                                on:change=move |_| answer.set(k.to_string())
                            />
                            " "
                            {move || o.get(lab.lang.get())}
                        </label>
                    }
                })
                .collect_view()
                .into_any(),
            Ask::Number { .. } => view! {
                <label class="choice">
                    {tr_en(lang, "Tahmininiz: ", "Your prediction: ")}
                    <input
                        type="number"
                        data-testid="answer-number"
                        prop:value=move || answer.get()
                        prop:disabled=move || revealed.get().is_some()
                        on:input=move |ev| answer.set(event_target_value(&ev))
                    />
                </label>
            }
            .into_any(),
        };
        let fact_name = match &st.ask {
            Ask::Choice { fact, .. } | Ask::Number { fact, .. } => *fact,
        };
        let reveal = move |_| {
            let truth = memo.with_untracked(|v| v.as_ref().ok().and_then(|v| v.fact(fact_name)).map(|f| f.value));
            revealed.set(truth);
            // The reveal plays the timeline forward to the answer's round.
            timeline::reveal_step(st);
        };
        let verdict = move || {
            let truth = revealed.get()?;
            let lang = lab.lang.get();
            let given = answer.get();
            let (right, said) = match &st.ask {
                Ask::Choice { options, .. } => {
                    let k = truth as usize;
                    (given == k.to_string(), options.get(k).map(|o| o.get(lang).to_string()).unwrap_or_default())
                }
                Ask::Number { tolerance, .. } => {
                    let g = given.trim().replace(',', ".").parse::<f64>().unwrap_or(f64::NAN);
                    ((g - truth).abs() <= *tolerance, fmt_num(truth, 0, lang))
                }
            };
            let head = if right {
                tr_en(lang, "Doğru tahmin.", "Right.")
            } else {
                tr_en(lang, "Model başka bir şey söylüyor.", "The model says otherwise.")
            };
            Some(view! {
                <div class="verdict" class:right=right data-testid="verdict" role="status">
                    <p><strong>{head}</strong> " " {tr_en(lang, "Modelin yanıtı: ", "The model's answer: ")} <strong>{said}</strong></p>
                    <p data-testid="explain">{move || memo.with(|v| v.as_ref().map(|v| fill(st.explain.get(lab.lang.get()), v, lab.lang.get())).unwrap_or_default())}</p>
                    <p class="hint">{tr_en(lang, "Sayılar canlıdır: kaydırıcıları oynatın, açıklama onlarla değişir.", "The numbers are live: move the sliders and the explanation follows.")}</p>
                </div>
            })
        };
        let n = lesson.steps.len();
        Some(view! {
            <div class="step" id=format!("step-{}", i + 1) tabindex="-1" data-testid="step">
                <h3>{move || format!("{} {}: {}", tr_en(lab.lang.get(), "Adım", "Step"), i + 1, st.title.get(lab.lang.get()))}</h3>
                <p class="question" data-testid="question">{question}</p>
                <fieldset>
                    <legend>{tr_en(lang, "Önce tahmin edin", "Predict first")}</legend>
                    {input}
                </fieldset>
                <button
                    type="button"
                    class="primary"
                    data-testid="reveal"
                    prop:disabled=move || answer.get().trim().is_empty() || revealed.get().is_some()
                    on:click=reveal
                >
                    {tr_en(lang, "Sonucu göster", "Show the result")}
                </button>
                {verdict}
                <div class="step-nav">
                    {(i > 0).then(|| view! { <button type="button" on:click=move |_| enter(i - 1)>{tr_en(lang, "← Önceki adım", "← Previous step")}</button> })}
                    {(i + 1 < n).then(|| view! { <button type="button" data-testid="next-step" on:click=move |_| enter(i + 1)>{tr_en(lang, "Sonraki adım →", "Next step →")}</button> })}
                </div>
            </div>
        })
    };

    view! {
        <section class="steps" aria-labelledby="steps-h">
            <h2 id="steps-h">{move || tr_en(lab.lang.get(), "Adım adım", "Step by step")}</h2>
            <ol class="step-tabs">{tabs}</ol>
            {body}
        </section>
    }
}
