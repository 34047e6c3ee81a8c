//! A two-parameter explorer under a widget: the model over a 20 × 20 grid of two parameters,
//! every other value as the learner set it, drawn as a heat map (an HTML table: each cell keeps
//! its number, so the map reads without colour and with a screen reader).
//!
//! The grid is computed one row at a time, yielding to the browser between rows, so the page
//! never blocks for long; a newer change abandons an unfinished grid. Clicking a cell moves
//! both sliders there.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;
use lessons::sweep::{axis, Sweep};

use crate::state::{tr_en, use_lab};

/// Points per axis.
pub const SIDE: usize = 20;

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

/// Arrow keys move the focus between cells (Home and End to a row's ends); Enter or Space
/// presses the focused cell, as on any button.
fn move_focus(ev: web_sys::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let Some(cell) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
    let at = |k: &str| cell.get_attribute(k).and_then(|v| v.parse::<usize>().ok());
    let (Some(i), Some(j)) = (at("data-i"), at("data-j")) else { return };
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

/// After a press the table is drawn again around the new values: give the focus back to the
/// pressed cell (keyboard users would otherwise land at the top of the page).
fn refocus(ev: &web_sys::MouseEvent, i: usize, j: usize) {
    use wasm_bindgen::JsCast;
    let Some(table) =
        ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|c| c.closest("table").ok().flatten())
    else {
        return;
    };
    let id = table.get_attribute("data-testid").unwrap_or_default();
    set_timeout(
        move || {
            let selector = format!("table[data-testid='{id}'] {}", cell_selector(i, j));
            if let Some(b) = document()
                .query_selector(&selector)
                .ok()
                .flatten()
                .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = b.focus();
            }
        },
        std::time::Duration::ZERO,
    );
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
    let here = move |key: &'static str, default: f64| {
        lab.values.with(|v| v.get(model).and_then(|m| m.get(key).copied()).unwrap_or(default))
    };
    let (xd, yd) = (xspec.default, yspec.default);
    let nearest = |axis: &[f64], v: f64| {
        axis.iter().enumerate().min_by(|a, b| (a.1 - v).abs().total_cmp(&(b.1 - v).abs())).map_or(0, |(i, _)| i)
    };
    let table = {
        let (xs, ys) = (xs.clone(), ys.clone());
        move || {
            let lang = lab.lang.get();
            let m = measure.get().min(sweep.measures.len() - 1);
            let decimals = sweep.measures[m].decimals;
            let (hx, hy) = (nearest(&xs, here(sweep.x, xd)), nearest(&ys, here(sweep.y, yd)));
            grid.with(|g| {
                // A cell the pack could not compute is empty: it reads as a gap.
                let at = |j: usize, i: usize| g.get(j).and_then(|r| r.get(i)).and_then(|c| c.get(m)).copied().unwrap_or(f64::NAN);
                let finite = g.iter().flatten().filter_map(|c| c.get(m).copied()).filter(|v| v.is_finite());
                let (lo, hi) = finite.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| (a.min(v), b.max(v)));
                let span = if hi > lo { hi - lo } else { 1.0 };
                let head = xs.iter().map(|x| view! { <th scope="col">{lessons::jsfmt::js_string(*x)}</th> }).collect_view();
                let rows = ys
                    .iter()
                    .enumerate()
                    .map(|(j, &y)| {
                        let cells = xs
                            .iter()
                            .enumerate()
                            .map(|(i, &x)| {
                                let v = at(j, i);
                                let (bg, dark) = colour((v - lo) / span);
                                let style = if v.is_finite() {
                                    format!("background:{bg};color:{}", if dark { "#111" } else { "#fff" })
                                } else {
                                    String::new()
                                };
                                let title = format!("{} = {}, {} = {}: {}", xspec.name(), lessons::jsfmt::js_string(x), yspec.name(), lessons::jsfmt::js_string(y), short(v, decimals));
                                let here_cell = i == hx && j == hy;
                                view! {
                                    <td style=style class:here=here_cell>
                                        <button
                                            type="button"
                                            class="cell"
                                            tabindex=if here_cell { "0" } else { "-1" }
                                            data-i=i.to_string()
                                            data-j=j.to_string()
                                            title=title.clone()
                                            aria-label=title
                                            on:click=move |ev| {
                                                lab.set_value(model, sweep.x, x, xd);
                                                lab.set_value(model, sweep.y, y, yd);
                                                refocus(&ev, i, j);
                                            }
                                        >
                                            {short(v, decimals)}
                                        </button>
                                    </td>
                                }
                            })
                            .collect_view();
                        view! { <tr><th scope="row">{lessons::jsfmt::js_string(y)}</th>{cells}</tr> }
                    })
                    .collect_view();
                let done = done.get();
                view! {
                    <p class="sweep-status" aria-live="polite">
                        {if done < ys.len() {
                            format!("{} {done}/{}", tr_en(lang, "Hesaplanıyor: satır", "Computing: row"), ys.len())
                        } else if lo.is_finite() {
                            format!(
                                "{}: {} – {}",
                                sweep.measures[m].label.get(lang),
                                short(lo, decimals),
                                short(hi, decimals)
                            )
                        } else {
                            String::new()
                        }}
                    </p>
                    <div class="table-wrap" tabindex="0" role="region" aria-label=sweep.title.get(lang)>
                        <table class="heat" data-testid=format!("sweep-{}", lessons::catalog::slug(model)) on:keydown=move_focus>
                            <caption>
                                {format!("{} ({} → {}, {} ↑)", sweep.measures[m].label.get(lang), xspec.label.get(lang), xspec.name(), yspec.name())}
                            </caption>
                            <thead><tr><th scope="col">{format!("{} \\ {}", yspec.name(), xspec.name())}</th>{head}</tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                }
            })
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
