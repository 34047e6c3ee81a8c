//! A two-parameter explorer under a widget: the model over a 20 × 20 grid of two parameters,
//! every other value as the learner set it, drawn as a heat map (an HTML table: each cell keeps
//! its number, so the map reads without colour and with a screen reader).
//!
//! The grid is computed in the page's worker one row at a time
//! ([`crate::packs::sweep_row_off_thread`]); each row is written in as it comes, and the table,
//! drawn once when the explorer opens, changes only in the cells a row or a slider changes, so
//! the page never blocks for long. A newer change abandons an unfinished grid. Clicking a cell
//! moves both sliders there (the cell keeps the focus).

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use lessons::sweep::{axis, Sweep};

use crate::state::{tr_en, use_lab};

/// Points per axis.
pub const SIDE: usize = 20;

/// Rows of the table drawn in one task when the explorer opens.
const ROWS_AT_ONCE: usize = 2;

/// Viridis at nine stops (colour-blind safe, ordered in lightness).
const VIRIDIS: [(u8, u8, u8); 9] = [
    (68, 1, 84),
    (71, 44, 122),
    (59, 81, 139),
    (44, 113, 142),
    (33, 144, 141),
    (39, 173, 129),
    (92, 200, 99),
    (170, 220, 50),
    (253, 231, 37),
];

/// The colour for t in [0, 1] and whether text on it should be dark.
fn colour(t: f64) -> (String, bool) {
    let t = if t.is_finite() { t.clamp(0.0, 1.0) } else { 0.0 };
    let x = t * (VIRIDIS.len() - 1) as f64;
    let i = (x.floor() as usize).min(VIRIDIS.len() - 2);
    let f = x - i as f64;
    let (a, b) = (VIRIDIS[i], VIRIDIS[i + 1]);
    let mix = |p: u8, q: u8| (p as f64 + (q as f64 - p as f64) * f).round() as u8;
    let (r, g, bl) = (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2));
    (format!("rgb({r},{g},{bl})"), t > 0.55)
}

fn short(v: f64, decimals: u8) -> String {
    if !v.is_finite() {
        return String::new();
    }
    if v.abs() >= 10_000.0 {
        return format!("{:.0}k", v / 1000.0);
    }
    lessons::jsfmt::to_fixed(v, decimals as usize)
}

/// Lets the browser draw and handle input before the next row.
async fn yield_to_browser() {
    #[cfg(target_family = "wasm")]
    {
        let p = js_sys::Promise::new(&mut |ok, _| {
            let _ = window().set_timeout_with_callback(&ok);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(p).await;
    }
}

/// The selector of the cell button at column i, row j (inside its table).
fn cell_selector(i: usize, j: usize) -> String {
    format!("button[data-i='{i}'][data-j='{j}']")
}

/// The cell button at column i, row j of the heat map holding `from`.
fn cell_in(from: &web_sys::Element, i: usize, j: usize) -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    let table = from.closest("table").ok()??;
    table.query_selector(&cell_selector(i, j)).ok()?.and_then(|b| b.dyn_into().ok())
}

/// The column and row of a cell button (its `data-i` and `data-j`).
fn position(cell: &web_sys::Element) -> Option<(usize, usize)> {
    let at = |k: &str| cell.get_attribute(k)?.parse::<usize>().ok();
    Some((at("data-i")?, at("data-j")?))
}

/// Arrow keys move the focus between cells (Home and End to a row's ends); Enter or Space
/// presses the focused cell, as on any button.
fn move_focus(ev: web_sys::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let Some(cell) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let Some((i, j)) = position(&cell) else { return };
    let last = SIDE - 1;
    let (ni, nj) = match ev.key().as_str() {
        "ArrowLeft" => (i.saturating_sub(1), j),
        "ArrowRight" => ((i + 1).min(last), j),
        "ArrowUp" => (i, j.saturating_sub(1)),
        "ArrowDown" => (i, (j + 1).min(last)),
        "Home" => (0, j),
        "End" => (last, j),
        _ => return,
    };
    ev.prevent_default();
    if let Some(b) = cell_in(&cell, ni, nj) {
        let _ = b.focus();
    }
}

/// `model`: the widget's model; `sweep`: its explorer (two of its keys, the measures).
#[component]
pub fn SweepView(model: &'static str, sweep: &'static Sweep) -> impl IntoView {
    let lab = use_lab();
    // The lesson content names the model's keys (`compute`'s tests check it).
    let Some((xspec, yspec)) = lessons::find(model).and_then(|m| Some((m.spec(sweep.x)?, m.spec(sweep.y)?))) else {
        return ().into_any();
    };
    let xs = axis(xspec, SIDE);
    // The largest y on top, as on a chart.
    let ys: Vec<f64> = axis(yspec, SIDE).into_iter().rev().collect();
    let open = RwSignal::new(false);
    let measure = RwSignal::new(0usize);
    let grid: RwSignal<Vec<Vec<Vec<f64>>>> = RwSignal::new(Vec::new());
    // Rows of the grid computed for the values now set (the rest are the last values').
    let done = RwSignal::new(0usize);
    let generation = Rc::new(Cell::new(0u64));
    // Rows of the table drawn since it opened: a few a task, so that opening the explorer never
    // blocks the page for long (its 400 cells at once take a few frames).
    let drawn = RwSignal::new(0usize);
    Effect::new(move |_| {
        if !open.get() {
            drawn.set(0);
            return;
        }
        leptos::task::spawn_local(async move {
            while open.try_get_untracked() == Some(true) && drawn.try_get_untracked().is_some_and(|d| d < SIDE) {
                drawn.try_update(|d| *d = (*d + ROWS_AT_ONCE).min(SIDE));
                yield_to_browser().await;
            }
        });
    });
    // Every value but the two on the axes: the grid is recomputed only when one of these moves.
    let base = Memo::new(move |_| {
        lab.values.with(|v| {
            let mut m = v.get(model).cloned().unwrap_or_default();
            m.remove(sweep.x);
            m.remove(sweep.y);
            m
        })
    });
    {
        let (xs, ys, generation) = (xs.clone(), ys.clone(), generation.clone());
        Effect::new(move |_| {
            if !open.get() {
                return;
            }
            let b = base.get();
            let mine = generation.get() + 1;
            generation.set(mine);
            // The last grid stays on screen while the new rows replace it one by one.
            done.set(0);
            let (xs, ys, generation) = (xs.clone(), ys.clone(), generation.clone());
            leptos::task::spawn_local(async move {
                for &y in &ys {
                    if generation.get() != mine {
                        return;
                    }
                    let r = crate::packs::sweep_row_off_thread(model, &b, (sweep.x, &xs), (sweep.y, y)).await;
                    if generation.get() != mine {
                        return;
                    }
                    // The explorer may be gone by now (a step hid it): then so is the loop.
                    let Some(j) = done.try_get_untracked() else { return };
                    grid.try_update(|g| match g.get_mut(j) {
                        Some(row) => *row = r,
                        None => g.push(r),
                    });
                    done.try_set(j + 1);
                    yield_to_browser().await;
                }
            });
        });
    }
    let value = move |key: &'static str, default: f64| {
        lab.values.with(|v| v.get(model).and_then(|m| m.get(key).copied()).unwrap_or(default))
    };
    let (xd, yd) = (xspec.default, yspec.default);
    let nearest = |axis: &[f64], v: f64| {
        axis.iter().enumerate().min_by(|a, b| (a.1 - v).abs().total_cmp(&(b.1 - v).abs())).map_or(0, |(i, _)| i)
    };
    // The cell of the values now set.
    let here = {
        let (xs, ys) = (xs.clone(), ys.clone());
        Memo::new(move |_| (nearest(&xs, value(sweep.x, xd)), nearest(&ys, value(sweep.y, yd))))
    };
    // The measure shown and its range over the grid so far (the colour scale's ends).
    let scale = Memo::new(move |_| {
        let m = measure.get().min(sweep.measures.len() - 1);
        let (lo, hi) = grid.with(|g| {
            let finite = g.iter().flatten().filter_map(|c| c.get(m).copied()).filter(|v| v.is_finite());
            finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| (a.min(v), b.max(v)))
        });
        (m, lo, hi)
    });
    let status = move || {
        // Rows computed and drawn.
        let (lang, done, (m, lo, hi)) = (lab.lang.get(), done.get().min(drawn.get()), scale.get());
        let decimals = sweep.measures[m].decimals;
        if done < SIDE {
            format!("{} {done}/{SIDE}", tr_en(lang, "Hesaplanıyor: satır", "Computing: row"))
        } else if lo.is_finite() {
            format!("{}: {} – {}", sweep.measures[m].label.get(lang), short(lo, decimals), short(hi, decimals))
        } else {
            String::new()
        }
    };
    // One cell, drawn once when the explorer opens: its colour, number and label follow its
    // value and the scale; a new row or a moved slider touches only the cells it changes.
    let cell = move |(i, x): (usize, f64), (j, y): (usize, f64), row: Memo<Option<Vec<Vec<f64>>>>| {
        // Whether it is the current values' cell: only the cell the values leave and the one
        // they reach are told.
        let is_here = Memo::new(move |_| here.get() == (i, j));
        // The cell's value in the measure shown (none: not computed yet, or the pack could not)
        // and, for a value, the scale's ends.
        let shown = Memo::new(move |_| {
            let (m, lo, hi) = scale.get();
            let decimals = sweep.measures[m].decimals;
            match row.with(|r| r.as_ref().and_then(|r| r.get(i)).and_then(|c| c.get(m)).copied()) {
                Some(v) if v.is_finite() => (Some(v), lo, hi, decimals),
                _ => (None, 0.0, 0.0, decimals),
            }
        });
        let text = move || shown.with(|&(v, .., decimals)| v.map_or(String::new(), |v| short(v, decimals)));
        let style = move || {
            shown.with(|&(v, lo, hi, _)| {
                v.map_or(String::new(), |v| {
                    let (bg, dark) = colour((v - lo) / if hi > lo { hi - lo } else { 1.0 });
                    format!("background:{bg};color:{}", if dark { "#111" } else { "#fff" })
                })
            })
        };
        let (x_text, y_text) = (lessons::jsfmt::js_string(x), lessons::jsfmt::js_string(y));
        let label = move || format!("{} = {x_text}, {} = {y_text}: {}", xspec.name(), yspec.name(), text());
        view! {
            <td style=style class:here=is_here>
                <button
                    type="button"
                    class="cell"
                    tabindex=move || if is_here.get() { "0" } else { "-1" }
                    data-i=i.to_string()
                    data-j=j.to_string()
                    title=label.clone()
                    aria-label=label
                >
                    {text}
                </button>
            </td>
        }
    };
    // A click on a cell moves both sliders to its values.
    let press = {
        let (xs, ys) = (xs.clone(), ys.clone());
        move |ev: web_sys::MouseEvent| {
            use wasm_bindgen::JsCast;
            let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let Some(button) = target.and_then(|t| t.closest("button.cell").ok().flatten()) else { return };
            if let Some((&x, &y)) = position(&button).and_then(|(i, j)| Some((xs.get(i)?, ys.get(j)?))) {
                lab.set_value(model, sweep.x, x, xd);
                lab.set_value(model, sweep.y, y, yd);
            }
        }
    };
    let table = {
        let (xs, ys) = (xs.clone(), ys.clone());
        move || {
            let head = xs.iter().map(|x| view! { <th scope="col">{lessons::jsfmt::js_string(*x)}</th> }).collect_view();
            let rows = ys
                .iter()
                .enumerate()
                .map(|(j, &y)| {
                    // The row's values: a row that comes in tells only its own cells.
                    let row = Memo::new(move |_| grid.with(|g| g.get(j).cloned()));
                    let xs = xs.clone();
                    let cells = move || {
                        xs.iter()
                            .enumerate()
                            .map(|(i, &x)| cell((i, x), (j, y), row))
                            .collect_view()
                    };
                    let ready = Memo::new(move |_| drawn.get() > j);
                    view! { <tr><th scope="row">{lessons::jsfmt::js_string(y)}</th>{move || ready.get().then(cells.clone())}</tr> }
                })
                .collect_view();
            let caption = move || {
                let (lang, (m, ..)) = (lab.lang.get(), scale.get());
                format!(
                    "{} ({} → {}, {} ↑)",
                    sweep.measures[m].label.get(lang),
                    xspec.label.get(lang),
                    xspec.name(),
                    yspec.name()
                )
            };
            view! {
                <p class="sweep-status" aria-live="polite">{status}</p>
                <div class="table-wrap" tabindex="0" role="region" aria-label=move || sweep.title.get(lab.lang.get())>
                    <table
                        class="heat"
                        data-testid=format!("sweep-{}", lessons::catalog::slug(model))
                        on:keydown=move_focus
                        on:click=press.clone()
                    >
                        <caption>{caption}</caption>
                        <thead><tr><th scope="col">{format!("{} \\ {}", yspec.name(), xspec.name())}</th>{head}</tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            }
        }
    };
    let options = move || {
        let lang = lab.lang.get();
        sweep
            .measures
            .iter()
            .enumerate()
            .map(|(i, ms)| view! { <option value=i.to_string() selected=move || measure.get() == i>{ms.label.get(lang)}</option> })
            .collect_view()
    };
    let slug = lessons::catalog::slug(model);
    view! {
        <details class="sweep" on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
            <summary data-testid=format!("sweep-open-{slug}")>
                {move || format!("{}: {}", tr_en(lab.lang.get(), "İki parametreli kaşif", "Two-parameter explorer"), sweep.title.get(lab.lang.get()))}
            </summary>
            <p class="hint">
                {move || sweep.hint.get(lab.lang.get())} " "
                {move || tr_en(lab.lang.get(), "Bir hücreye tıklamak (ya da ok tuşlarıyla gidip Enter'a basmak) iki kaydırıcıyı oraya taşır; çerçeveli hücre şimdiki değerlerdir.", "Clicking a cell (or reaching it with the arrow keys and pressing Enter) moves both sliders there; the outlined cell is the current values.")}
            </p>
            <label class="sweep-measure">
                {move || tr_en(lab.lang.get(), "Gösterilen ölçü", "Measure shown")} " "
                <select on:change=move |ev| measure.set(event_target_value(&ev).parse().unwrap_or(0))>{options}</select>
            </label>
            {move || open.get().then(table.clone())}
        </details>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_runs_from_dark_purple_to_yellow_and_text_flips_to_dark() {
        assert_eq!(colour(0.0), ("rgb(68,1,84)".to_string(), false));
        assert_eq!(colour(1.0), ("rgb(253,231,37)".to_string(), true));
        assert_eq!(colour(f64::NAN).0, "rgb(68,1,84)");
        assert_eq!(short(12_345.0, 0), "12k");
        assert_eq!(short(f64::NAN, 0), "");
    }
}
