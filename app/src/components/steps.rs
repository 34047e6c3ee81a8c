//! The guided steps: each sets parameters, asks for a prediction (a direction, a comparison, an
//! order, a bucket, a range, or where the count itself is the lesson a number) while the
//! evidence stays hidden, and only then reveals the answer beside the learner's, shows the
//! evidence highlighted and explains it with the model's live numbers.

use leptos::prelude::*;
use lessons::content::{fill, parse_number, truth, Ask, Evidence, Lesson, Step, Truth};
use lessons::view::{fmt_num, View};
use sim_core::Lang;

use crate::components::mask::{part_dom_id, Masking};
use crate::components::timeline;
use crate::components::widget::ViewMemo;
use crate::state::{tr_en, use_lab};

/// The learner's answer as the inputs hold it.
#[derive(Clone, Debug, PartialEq)]
enum Given {
    None,
    /// An option's index.
    Option(usize),
    /// The items' indexes, largest first.
    Order(Vec<usize>),
    /// The low end of the band on the number line.
    Band(f64),
    /// A number as typed.
    Text(String),
}

/// The option texts of an ask that offers options (choices and comparisons filled with the
/// view's facts).
fn options(ask: &Ask, view: &View, lang: Lang) -> Vec<String> {
    ask.options(lang, &|text| fill(text, view, lang))
}

/// The decimals to show a fact with (its own, or none if unknown).
fn decimals_of(view: &View, name: &str) -> u8 {
    view.fact(name).map_or(0, |f| f.decimals)
}

/// A verdict: whether the learner is right and both answers as the page shows them
/// (right, the learner's, the model's).
fn judge(ask: &Ask, given: &Given, view: &View, lang: Lang) -> Option<(bool, String, String)> {
    // An order the learner left as shown is their answer.
    let shown;
    let given = match (ask, given) {
        (Ask::Order { items }, Given::None) => {
            shown = Given::Order((0..items.len()).collect());
            &shown
        }
        _ => given,
    };
    let fact = |n: &str| view.fact(n).map(|f| f.value);
    let t = truth(ask, fact)?;
    let opts = options(ask, view, lang);
    let pick = |k: usize| opts.get(k).cloned().unwrap_or_default();
    Some(match (ask, t, given) {
        (_, Truth::Option(k), Given::Option(g)) => (*g == k, pick(*g), pick(k)),
        (Ask::Order { items }, Truth::Order(values), Given::Order(order)) => {
            let names = |o: &[usize]| o.iter().map(|&i| items[i].0.get(lang)).collect::<Vec<_>>().join(" > ");
            let mut right_order: Vec<usize> = (0..items.len()).collect();
            right_order.sort_by(|a, b| values[*b].total_cmp(&values[*a]));
            (Truth::order_is_right(&values, order), names(order), names(&right_order))
        }
        (Ask::Range { fact: f, width, .. }, Truth::Value(v), Given::Band(lo)) => {
            let d = decimals_of(view, f);
            let right = v >= *lo && v <= lo + width;
            (right, format!("{} – {}", fmt_num(*lo, d, lang), fmt_num(lo + width, d, lang)), fmt_num(v, d, lang))
        }
        (Ask::Number { fact: f, tolerance }, Truth::Value(v), Given::Text(text)) => {
            let d = decimals_of(view, f);
            let g = parse_number(text, lang);
            let right = g.is_some_and(|g| (g - v).abs() <= *tolerance);
            (right, g.map_or_else(|| text.clone(), |g| fmt_num(g, d.max(decimals_in(text)), lang)), fmt_num(v, d, lang))
        }
        _ => return None,
    })
}

/// How many decimals a typed number has (so "6,25" is shown back as 6,25).
fn decimals_in(text: &str) -> u8 {
    let t = text.trim();
    let cut = t.rfind([',', '.']).filter(|&i| t.len() - i - 1 != 3);
    cut.map_or(0, |i| (t.len() - i - 1).min(6) as u8)
}

/// A number line with the learner's band or number and the model's answer, each labelled
/// (labels kept inside the drawing: anchored at their mark, or toward the middle near an end).
fn number_line(lo: f64, hi: f64, given: (f64, f64), truth: f64, decimals: u8, lang: Lang) -> String {
    let (w, x0, x1) = (320.0, 12.0, 308.0);
    let span = (hi - lo).max(f64::MIN_POSITIVE);
    let x = |v: f64| x0 + (x1 - x0) * ((v - lo) / span).clamp(0.0, 1.0);
    let n = |v: f64| fmt_num(v, decimals, lang);
    let (g0, g1) = (x(given.0), x(given.1).max(x(given.0) + 3.0));
    let t = x(truth);
    let anchor = |at: f64| {
        if at < w * 0.3 {
            "start"
        } else if at > w * 0.7 {
            "end"
        } else {
            "middle"
        }
    };
    let (you, model) = match lang {
        Lang::Tr => ("sizin tahmininiz", "model"),
        Lang::En => ("your prediction", "the model"),
    };
    let gm = (g0 + g1) / 2.0;
    format!(
        r##"<svg class="number-line" viewBox="0 0 {w} 76" role="img" aria-label="{you}: {}–{}; {model}: {}">
<line x1="{x0}" y1="34" x2="{x1}" y2="34" stroke="#555"/>
<line x1="{x0}" y1="29" x2="{x0}" y2="39" stroke="#555"/><line x1="{x1}" y1="29" x2="{x1}" y2="39" stroke="#555"/>
<text x="{x0}" y="72" font-size="10" fill="#555">{}</text><text x="{x1}" y="72" font-size="10" fill="#555" text-anchor="end">{}</text>
<rect x="{g0:.1}" y="26" width="{:.1}" height="16" fill="#E69F00" fill-opacity="0.5" stroke="#E69F00"/>
<text x="{gm:.1}" y="18" font-size="11" text-anchor="{}">{you}</text>
<path d="M{t:.1} 28 l6 6 l-6 6 l-6 -6 z" fill="#0072B2"/><text x="{t:.1}" y="56" font-size="11" text-anchor="{}">{model}: {}</text>
</svg>"##,
        n(given.0),
        n(given.1),
        n(truth),
        n(lo),
        n(hi),
        g1 - g0,
        anchor(gm),
        anchor(t),
        n(truth),
    )
}

/// The name of a part of a widget, for the explanation's pointers.
fn part_name(part: Evidence, view: &View, lang: Lang) -> String {
    match part {
        Evidence::Table(id) | Evidence::Row(id, _) => {
            view.tables.iter().find(|t| t.id == id).map(|t| t.caption.clone()).unwrap_or_default()
        }
        Evidence::Chart(id) => view.charts.iter().find(|c| c.id == id).map(|c| c.title.clone()).unwrap_or_default(),
        Evidence::Explorer => tr_en(lang, "İki parametreli kaşif", "The two-parameter explorer").into(),
        Evidence::Ensemble => tr_en(lang, "Şans mı?", "Luck or law?").into(),
        Evidence::System => tr_en(lang, "Sistem görünümü", "The system view").into(),
    }
}

/// Scrolls to a part of the page (the evidence of a revealed step) and gives it the focus.
fn go_to(model: &str, part: Evidence) {
    use wasm_bindgen::JsCast;
    let selector = format!("[data-testid='{}']", part_dom_id(model, part));
    if let Some(el) =
        document().query_selector(&selector).ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        el.scroll_into_view();
    }
}

/// The input for one step's prediction.
fn input(i: usize, st: &'static Step, memo: ViewMemo, given: RwSignal<Given>, done: Signal<bool>) -> AnyView {
    let lab = use_lab();
    match &st.ask {
        Ask::Order { items } => {
            let order = move || match given.get() {
                Given::Order(o) => o,
                _ => (0..items.len()).collect(),
            };
            let shift = move |pos: usize, up: bool| {
                let mut o = order();
                let other = if up { pos.checked_sub(1) } else { (pos + 1 < o.len()).then_some(pos + 1) };
                if let Some(j) = other {
                    o.swap(pos, j);
                    given.set(Given::Order(o));
                }
            };
            view! {
                <ol class="order" data-testid="answer-order">
                    {move || order().into_iter().enumerate().map(|(pos, item)| {
                        let lang = lab.lang.get();
                        let name = items[item].0.get(lang);
                        view! {
                            <li>
                                <span class="item">{name}</span>
                                <button type="button" data-testid=format!("order-up-{}", pos + 1) prop:disabled=move || done.get() || pos == 0
                                    aria-label=format!("{}: {name}", tr_en(lang, "Yukarı taşı", "Move up")) on:click=move |_| shift(pos, true)>"↑"</button>
                                <button type="button" data-testid=format!("order-down-{}", pos + 1) prop:disabled=move || done.get() || pos + 1 == items.len()
                                    aria-label=format!("{}: {name}", tr_en(lang, "Aşağı taşı", "Move down")) on:click=move |_| shift(pos, false)>"↓"</button>
                            </li>
                        }
                    }).collect_view()}
                </ol>
                <p class="hint">{move || tr_en(lab.lang.get(), "En büyüğü en üste koyun.", "Put the largest at the top.")}</p>
            }
            .into_any()
        }
        Ask::Range { fact, min, max, width } => {
            let (min, max, width) = (*min, *max, *width);
            let lo = move || match given.get() {
                Given::Band(lo) => lo,
                _ => min,
            };
            let d = move || memo.with(|v| v.as_ref().map_or(0, |v| decimals_of(v, fact)));
            let step = (width / 4.0).max(f64::MIN_POSITIVE);
            let top = max - width;
            view! {
                <label class="choice range">
                    {move || tr_en(lab.lang.get(), "Yanıtın bulunduğu aralık: ", "The range holding the answer: ")}
                    <input type="range" data-testid="answer-range" min=min max=top step=step
                        prop:value=move || lo().to_string() prop:disabled=move || done.get()
                        on:input=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<f64>() {
                                given.set(Given::Band(v));
                            }
                        }/>
                    <output>{move || {
                        let lang = lab.lang.get();
                        format!("{} – {}", fmt_num(lo(), d(), lang), fmt_num(lo() + width, d(), lang))
                    }}</output>
                </label>
            }
            .into_any()
        }
        Ask::Number { .. } => {
            let text = move || match given.get() {
                Given::Text(t) => t,
                _ => String::new(),
            };
            let read = move || {
                let t = text();
                let lang = lab.lang.get();
                (!t.trim().is_empty()).then(|| match parse_number(&t, lang) {
                    Some(v) => format!("{}{}", tr_en(lang, "Okunan: ", "Read as: "), fmt_num(v, decimals_in(&t), lang)),
                    None => tr_en(lang, "Bu bir sayı değil.", "This is not a number.").to_string(),
                })
            };
            view! {
                <label class="choice">
                    {move || tr_en(lab.lang.get(), "Tahmininiz: ", "Your prediction: ")}
                    <input type="text" inputmode="decimal" data-testid="answer-number" prop:value=text prop:disabled=move || done.get()
                        on:input=move |ev| given.set(Given::Text(event_target_value(&ev)))/>
                </label>
                <p class="hint" data-testid="number-read" aria-live="polite">{read}</p>
            }
            .into_any()
        }
        ask => {
            let opts = move || memo.with(|v| v.as_ref().map(|v| options(ask, v, lab.lang.get())).unwrap_or_default());
            view! {
                {move || opts().into_iter().enumerate().map(|(k, o)| view! {
                    <label class="choice">
                        <input type="radio" name=format!("answer-{i}") data-testid=format!("answer-{}", k + 1) value=k.to_string()
                            prop:checked=move || given.get() == Given::Option(k) prop:disabled=move || done.get()
                            on:change=move |_| given.set(Given::Option(k))/>
                        " " {o}
                    </label>
                }).collect_view()}
            }
            .into_any()
        }
    }
}

/// Whether the inputs hold an answer to reveal against.
fn answered(ask: &Ask, given: &Given) -> bool {
    match (ask, given) {
        // An order is an answer as shown: the learner may leave it as it is.
        (Ask::Order { .. }, _) => true,
        (_, Given::None) => false,
        (Ask::Number { .. }, Given::Text(t)) => !t.trim().is_empty(),
        _ => true,
    }
}

/// `lesson`: whose steps; `views`: each widget model's memo, by model id; `masking`: what the
/// page hides until a prediction.
#[component]
pub fn Steps(lesson: &'static Lesson, views: Vec<(&'static str, ViewMemo)>, masking: Masking) -> impl IntoView {
    let lab = use_lab();
    let given = RwSignal::new(Given::None);
    // The verdict as it stood when the learner asked to see it: (right, learner's, model's).
    let verdict = RwSignal::new(None::<(bool, String, String)>);
    let opened = RwSignal::new(0.0f64);
    // An ensemble is running to answer the open step.
    let running = RwSignal::new(false);
    let now = || window().performance().map_or(0.0, |p| p.now());
    let memo_of = move |model: &str| views.iter().find(|(m, _)| *m == model).map(|(_, v)| *v);
    // A step with a time holds its widget's timeline at its opening round until the reveal.
    Effect::new(move |_| {
        let step = lab.step.get().and_then(|i| lesson.steps.get(i));
        timeline::follow_step(step, masking.revealed.get());
    });

    // A teacher's `hide=1` link keeps the learner in the steps: the page opens at the first.
    if lab.hide.get_untracked() && lab.step.get_untracked().is_none() && !lesson.steps.is_empty() {
        lab.step.set(Some(0));
    }
    let enter = move |i: usize| {
        let st = &lesson.steps[i];
        lab.show(st.model, st.set);
        given.set(match &st.ask {
            Ask::Range { min, .. } => Given::Band(*min),
            _ => Given::None,
        });
        verdict.set(None);
        masking.revealed.set(false);
        opened.set(now());
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
        let st: &'static Step = lesson.steps.get(i)?;
        let memo = memo_of(st.model)?;
        let lang = lab.lang.get();
        let question = move || {
            memo.with(|v| {
                v.as_ref().map(|v| fill(st.question.get(lab.lang.get()), v, lab.lang.get())).unwrap_or_default()
            })
        };
        let done = Signal::derive(move || verdict.get().is_some());
        let finish = move |v: (bool, String, String)| {
            lab.answers.update(|a| {
                a.push(lessons::record::Prediction {
                    lesson: lesson.number,
                    step: i,
                    kind: st.ask.kind().to_string(),
                    given: v.1.clone(),
                    truth: v.2.clone(),
                    right: v.0,
                    latency_ms: now() - opened.get_untracked(),
                })
            });
            verdict.set(Some(v));
            masking.revealed.set(true);
            // The reveal plays the timeline forward to the answer's round.
            timeline::reveal_step(st);
            if let Some(first) = st.evidence.first() {
                let (model, part) = (st.model, *first);
                // After the unmasked evidence is drawn.
                set_timeout(move || go_to(model, part), std::time::Duration::from_millis(50));
            }
        };
        let reveal = move |_| {
            let lang = lab.lang.get_untracked();
            if let Ask::MostSeeds = st.ask {
                // Answered by the ensemble itself: run it (yielding), then judge.
                let Some(ensemble) = lesson.widgets.iter().find(|w| w.model == st.model).and_then(|w| w.ensemble)
                else {
                    return;
                };
                let Given::Option(g) = given.get_untracked() else { return };
                running.set(true);
                leptos::task::spawn_local(async move {
                    let (values, from) = crate::components::ensemble::values_of(lab, st.model);
                    let step_now = lab.step.get_untracked();
                    let rows = crate::components::ensemble::run(st.model, ensemble, &values, from, move || {
                        lab.step.try_get_untracked() == Some(step_now)
                    })
                    .await;
                    running.try_set(false);
                    let Some((yes, n)) = rows.and_then(|r| crate::components::ensemble::claim_count(ensemble, &r))
                    else {
                        return;
                    };
                    let truth = if 2 * yes > n { 0 } else { 1 };
                    let opts = st.ask.options(lang, &str::to_string);
                    let say = |k: usize| opts.get(k).cloned().unwrap_or_default();
                    finish((g == truth, say(g), format!("{} ({yes}/{n})", say(truth))));
                });
                return;
            }
            let Some(v) =
                memo.with_untracked(|v| v.as_ref().ok().and_then(|v| judge(&st.ask, &given.get_untracked(), v, lang)))
            else {
                return;
            };
            finish(v);
        };
        let shown_verdict = move || {
            let (right, mine, model) = verdict.get()?;
            let lang = lab.lang.get();
            let head = if right {
                tr_en(lang, "Doğru tahmin.", "Right.")
            } else {
                tr_en(lang, "Model başka bir şey söylüyor.", "The model says otherwise.")
            };
            let line = match (&st.ask, &given.get_untracked()) {
                (Ask::Range { fact, min, max, width }, Given::Band(lo)) => memo.with(|v| {
                    let v = v.as_ref().ok()?;
                    Some(number_line(*min, *max, (*lo, lo + width), v.fact(fact)?.value, decimals_of(v, fact), lang))
                }),
                (Ask::Number { fact, .. }, Given::Text(t)) => memo.with(|v| {
                    let v = v.as_ref().ok()?;
                    let (g, truth) = (parse_number(t, lang)?, v.fact(fact)?.value);
                    let (lo, hi) = (g.min(truth).min(0.0), g.max(truth) * 1.15 + f64::EPSILON);
                    Some(number_line(lo, hi, (g, g), truth, decimals_of(v, fact).max(decimals_in(t)), lang))
                }),
                _ => None,
            };
            let pointers = st
                .evidence
                .iter()
                .map(|&part| {
                    let name = move || memo.with(|v| v.as_ref().map(|v| part_name(part, v, lab.lang.get())).unwrap_or_default());
                    view! { <li><button type="button" class="link" on:click=move |_| go_to(st.model, part)>{name}</button></li> }
                })
                .collect_view();
            Some(view! {
                <div class="verdict" class:right=right data-testid="verdict" role="status">
                    <p><strong>{head}</strong></p>
                    <p>{tr_en(lang, "Sizin tahmininiz: ", "Your prediction: ")}<strong data-testid="verdict-given">{mine}</strong>
                       " · " {tr_en(lang, "Modelin yanıtı: ", "The model's answer: ")}<strong data-testid="verdict-truth">{model}</strong></p>
                    {line.map(|svg| view! { <div class="number-line-box" inner_html=svg></div> })}
                    <p data-testid="explain">{move || memo.with(|v| v.as_ref().map(|v| fill(st.explain.get(lab.lang.get()), v, lab.lang.get())).unwrap_or_default())}</p>
                    {(!st.evidence.is_empty()).then(|| view! {
                        <p class="hint">{tr_en(lang, "Kanıt (şimdi açık ve vurgulu):", "The evidence (now shown and highlighted):")}</p>
                        <ul class="evidence">{pointers}</ul>
                    })}
                    <p class="hint">{tr_en(lang, "Sayılar canlıdır: kaydırıcıları oynatın, açıklama onlarla değişir.", "The numbers are live: move the sliders and the explanation follows.")}</p>
                </div>
            })
        };
        let n = lesson.steps.len();
        // The parts masked now (a step in time keeps its system view: [`Step::masked`]).
        let evidence_ids: String = st.masked().map(|p| part_dom_id(st.model, p)).collect::<Vec<_>>().join(" ");
        Some(view! {
            <div class="step" id=format!("step-{}", i + 1) tabindex="-1" data-testid="step" data-kind=st.ask.kind()
                data-evidence=evidence_ids
                data-model=lessons::catalog::slug(st.model)>
                <h3>{move || format!("{} {}: {}", tr_en(lab.lang.get(), "Adım", "Step"), i + 1, st.title.get(lab.lang.get()))}</h3>
                <p class="question" data-testid="question">{question}</p>
                <fieldset>
                    <legend>{tr_en(lang, "Önce tahmin edin", "Predict first")}</legend>
                    {input(i, st, memo, given, done)}
                </fieldset>
                <button type="button" class="primary" data-testid="reveal"
                    prop:disabled=move || !answered(&st.ask, &given.get()) || done.get() || running.get() on:click=reveal>
                    {tr_en(lang, "Sonucu göster", "Show the result")}
                </button>
                {move || running.get().then(|| view! { <p class="hint" role="status">{tr_en(lab.lang.get(), "Tohumlar koşuyor…", "Running the seeds…")}</p> })}
                {shown_verdict}
                <div class="step-nav">
                    {(i > 0).then(|| view! { <button type="button" on:click=move |_| enter(i - 1)>{tr_en(lang, "← Önceki adım", "← Previous step")}</button> })}
                    {(i + 1 < n).then(|| view! { <button type="button" data-testid="next-step" on:click=move |_| enter(i + 1)>{tr_en(lang, "Sonraki adım →", "Next step →")}</button> })}
                    {(!lab.hide.get_untracked()).then(|| view! {
                        <button type="button" data-testid="leave-steps" on:click=move |_| { lab.step.set(None); masking.revealed.set(false); }>
                            {tr_en(lang, "Adımlardan çık, serbestçe keşfet", "Leave the steps and explore freely")}
                        </button>
                    })}
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

#[cfg(test)]
mod tests {
    use super::*;
    use lessons::view::Fact;
    use sim_core::Label;

    fn view_with(facts: &[(&'static str, f64, u8)]) -> View {
        View {
            facts: facts.iter().map(|&(name, value, decimals)| Fact { name, value, decimals }).collect(),
            ..View::default()
        }
    }

    #[test]
    fn a_number_is_judged_as_the_page_writes_it() {
        let v = view_with(&[("n", 19312.0, 0), ("x", 6.25, 2)]);
        let ask = Ask::Number { fact: "n", tolerance: 0.0 };
        assert_eq!(
            judge(&ask, &Given::Text("19.312".into()), &v, Lang::Tr),
            Some((true, "19.312".into(), "19.312".into()))
        );
        assert_eq!(
            judge(&ask, &Given::Text("19,312".into()), &v, Lang::En),
            Some((true, "19,312".into(), "19,312".into()))
        );
        assert_eq!(judge(&ask, &Given::Text("19 312".into()), &v, Lang::En).map(|j| j.0), Some(true));
        let ask = Ask::Number { fact: "x", tolerance: 0.0 };
        assert_eq!(judge(&ask, &Given::Text("6,25".into()), &v, Lang::Tr), Some((true, "6,25".into(), "6,25".into())));
        assert_eq!(judge(&ask, &Given::Text("6.25".into()), &v, Lang::En).map(|j| j.0), Some(true));
    }

    #[test]
    fn directions_buckets_ranges_and_orders_are_judged_from_the_facts() {
        let v = view_with(&[("a", 100.0, 0), ("b", 40.0, 0), ("c", 70.0, 0)]);
        let dir = Ask::Direction { fact: "b", from: "a", within: 0.05 };
        assert_eq!(judge(&dir, &Given::Option(0), &v, Lang::En).map(|j| (j.0, j.2)), Some((true, "it falls".into())));
        let bucket = Ask::Bucket { fact: "c", edges: &[50.0, 100.0] };
        assert_eq!(
            judge(&bucket, &Given::Option(1), &v, Lang::Tr).map(|j| (j.0, j.2)),
            Some((true, "50 – 100".into()))
        );
        let range = Ask::Range { fact: "c", min: 0.0, max: 200.0, width: 40.0 };
        assert_eq!(judge(&range, &Given::Band(60.0), &v, Lang::En).map(|j| j.0), Some(true));
        assert_eq!(judge(&range, &Given::Band(80.0), &v, Lang::En).map(|j| j.0), Some(false));
        const ITEMS: &[(Label, &str)] =
            &[(Label::new("A", "A"), "a"), (Label::new("B", "B"), "b"), (Label::new("C", "C"), "c")];
        let order = Ask::Order { items: ITEMS };
        assert_eq!(
            judge(&order, &Given::Order(vec![0, 2, 1]), &v, Lang::En),
            Some((true, "A > C > B".into(), "A > C > B".into()))
        );
        assert_eq!(judge(&order, &Given::Order(vec![0, 1, 2]), &v, Lang::En).map(|j| j.0), Some(false));
    }
}
