//! A chart (SVG drawn by [`crate::plot`]), redrawn whenever its data changes, with a PNG export
//! and its data as a table for those who cannot see it.

use leptos::html::Div;
use leptos::prelude::*;
use lessons::view::{Chart, Xs};

use crate::components::explore::ExploreButton;
use crate::components::on_screen::draw_near;
use crate::plot;
use crate::state::{tr_en, use_lab};

/// The chart's data as rows: one row per x, one column per trace (drawings list points).
fn data_rows(c: &Chart) -> (Vec<String>, Vec<Vec<String>>) {
    let mut headers = vec![if c.x_title.is_empty() { "x".to_string() } else { c.x_title.clone() }];
    headers.extend(c.traces.iter().map(|t| t.name.clone()));
    let n = c.traces.iter().map(|t| t.y.len()).max().unwrap_or(0);
    let xs = |i: usize| -> String {
        c.traces
            .iter()
            .find_map(|t| match &t.x {
                Xs::Num(v) => v.get(i).map(|x| lessons::jsfmt::js_string(*x)),
                Xs::Cat(v) => v.get(i).cloned(),
            })
            .unwrap_or_default()
    };
    let rows = (0..n)
        .map(|i| {
            let mut row = vec![xs(i)];
            row.extend(c.traces.iter().map(|t| {
                t.y.get(i).filter(|y| y.is_finite()).map(|y| lessons::jsfmt::js_string(*y)).unwrap_or_default()
            }));
            row
        })
        .collect();
    (headers, rows)
}

/// How a chart's drawing places a cursor: the x mapping `plot::svg` writes on the root `<svg>`
/// (`data-x0`, `data-x1` → `data-px0`, `data-px1`; the plot's top and bottom `data-top`,
/// `data-bottom`) and its `viewBox`, read once per drawing. `None` when the drawing has no
/// numeric x axis.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CursorMap {
    x: (f64, f64),
    px: (f64, f64),
    py: (f64, f64),
    size: (f64, f64),
}

impl CursorMap {
    pub fn read(attr: impl Fn(&str) -> Option<String>) -> Option<CursorMap> {
        let num = |k: &str| attr(k).and_then(|v| v.parse::<f64>().ok());
        let vb: Vec<f64> = attr("viewBox")?.split(' ').filter_map(|v| v.parse().ok()).collect();
        let map = CursorMap {
            x: (num("data-x0")?, num("data-x1")?),
            px: (num("data-px0")?, num("data-px1")?),
            py: (num("data-top")?, num("data-bottom")?),
            size: (*vb.get(2)?, *vb.get(3)?),
        };
        (map.x.1 > map.x.0 && map.size.0 > 0.0 && map.size.1 > 0.0).then_some(map)
    }

    /// Where a cursor at data x `x` sits, as shares of the drawing's width and height: (left,
    /// top, height); `None` when `x` is off the axis.
    pub fn at(&self, x: f64) -> Option<(f64, f64, f64)> {
        let ((x0, x1), (px0, px1), (py0, py1), (w, h)) = (self.x, self.px, self.py, self.size);
        if x < x0 || x > x1 {
            return None;
        }
        let px = px0 + (x - x0) / (x1 - x0) * (px1 - px0);
        Some((px / w, py0 / h, (py1 - py0) / h))
    }
}

/// `chart`: the figure's data (None while the model's values are invalid); `dom_id`: the
/// figure's id; `wide`: span the whole results column; `file`: the PNG's name, without extension;
/// `cursor`: for a time chart, the x of the shown round (a line over the drawing, moved
/// without redrawing it).
///
/// The chart is drawn as one SVG string per change (building it takes a fraction of a
/// millisecond) and redrawn in place ([`crate::components::patch::redraw`]): a slider move
/// writes the lines, bars and labels that moved, not the whole drawing, so the browser
/// restyles and lays out only those. A chart far
/// from the viewport is neither drawn nor parsed until it comes near ([`draw_near`]). A chart
/// whose series oscillate draws them smoothed (a light min–max band and a rolling mean), with a
/// toggle to draw them raw.
#[component]
pub fn ChartView(
    chart: Memo<Option<Chart>>,
    dom_id: String,
    wide: bool,
    file: Signal<String>,
    #[prop(default = None)] cursor: Option<Signal<Option<f64>>>,
) -> impl IntoView {
    let lab = use_lab();
    let uid = StoredValue::new(dom_id.clone());
    let raw = RwSignal::new(false);
    // The chart as drawn now (empty while the model's values are invalid). Made where it is
    // written, not in the task that changed the chart.
    let draw = move || {
        chart.with_untracked(|c| {
            c.as_ref()
                .map(|c| {
                    let opts = plot::Options { narrow: lab.narrow.get_untracked(), raw: raw.get_untracked() };
                    uid.with_value(|uid| plot::draw(c, uid, lab.lang.get_untracked(), opts))
                })
                .unwrap_or_default()
        })
    };
    // Whether the last drawing has oscillating series (it offers them raw).
    let oscillating = RwSignal::new(false);
    let node = NodeRef::<Div>::new();
    // The cursor's line over the drawing (time charts only): the drawing's x mapping, read
    // when it is drawn, and the line's style as last written (a played frame writes it only
    // when the line moves).
    let line = NodeRef::<Div>::new();
    let map = StoredValue::new((None::<CursorMap>, String::new()));
    let place_cursor = move |x: Option<f64>| {
        let Some(line) = line.get_untracked() else { return };
        let style = match x.zip(map.with_value(|m| m.0)).and_then(|(x, m)| m.at(x)) {
            Some((left, top, height)) => {
                format!("display:block;left:{:.3}%;top:{:.3}%;height:{:.3}%", left * 100.0, top * 100.0, height * 100.0)
            }
            None => "display:none".to_string(),
        };
        if map.with_value(|m| m.1 != style) {
            let _ = line.set_attribute("style", &style);
            map.update_value(|m| m.1 = style);
        }
    };
    // The markup on screen; drawn and rewritten only when near the viewport and changed (a
    // hidden chart's drawing is left undone). A chart that was on screen and drawn takes its
    // new drawing a task later ([`deferred::later`]); its first drawing, and one that comes into
    // view, are made at once.
    let shown = StoredValue::new(String::new());
    draw_near(node, move |el, was_near| {
        // What a drawing is made of (read by `draw`, which does not track them).
        chart.track();
        raw.track();
        lab.narrow.track();
        lab.lang.track();
        let write = move || {
            let Some(old) = shown.try_get_value() else { return };
            let d = draw();
            if oscillating.get_untracked() != d.oscillating {
                oscillating.set(d.oscillating);
            }
            if old != d.svg {
                crate::components::patch::redraw(&el, &old, &d.svg);
                let read = el.first_element_child().and_then(|svg| CursorMap::read(|k| svg.get_attribute(k)));
                shown.set_value(d.svg);
                map.update_value(|m| m.0 = read);
                place_cursor(cursor.and_then(|c| c.get_untracked()));
            }
        };
        Some((was_near && shown.with_value(|s| !s.is_empty()), write))
    });
    // The shown round moves the cursor alone (the drawing stays).
    Effect::new(move |_| {
        if let Some(c) = cursor {
            place_cursor(c.get());
        }
    });
    let label = move || chart.with(|c| c.as_ref().map(|c| c.title.clone()).unwrap_or_default());
    let show_data = RwSignal::new(false);
    let raw_id = format!("raw-{dom_id}");
    let data_table = move || {
        show_data.get().then(|| {
            chart.with(|c| {
                c.as_ref().map(|c| {
                    let (headers, rows) = data_rows(c);
                    view! {
                        <div class="table-wrap" tabindex="0" role="region" aria-label=c.title.clone()>
                            <table class="chart-data">
                                <caption>{c.title.clone()}</caption>
                                <thead><tr>{headers.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}</tr></thead>
                                <tbody>
                                    {rows.into_iter().map(|r| view! { <tr>{r.into_iter().map(|x| view! { <td>{x}</td> }).collect_view()}</tr> }).collect_view()}
                                </tbody>
                            </table>
                        </div>
                    }
                })
            })
        })
    };
    view! {
        <figure class="chart-box" class:wide=wide aria-label=label>
            <div class="chart-stage">
                <div class="chart" id=dom_id.clone() data-testid=dom_id.clone() node_ref=node></div>
                {cursor.map(|_| view! { <div class="cursor" aria-hidden="true" data-testid=format!("cursor-{dom_id}") node_ref=line style="display:none"></div> })}
            </div>
            <figcaption class="chart-tools">
                <button
                    type="button"
                    class="export"
                    data-testid=format!("png-{dom_id}")
                    on:click=move |_| {
                        #[cfg(target_family = "wasm")]
                        plot::save_png(&draw().svg, &file.get_untracked());
                        #[cfg(not(target_family = "wasm"))]
                        let _ = file;
                    }
                >
                    {move || tr_en(lab.lang.get(), "PNG indir", "Download PNG")}
                </button>
                <button type="button" class="export" aria-expanded=move || show_data.get().to_string() on:click=move |_| show_data.update(|s| *s = !*s)>
                    {move || if show_data.get() { tr_en(lab.lang.get(), "Veri tablosunu gizle", "Hide the data table") } else { tr_en(lab.lang.get(), "Veriyi tablo olarak göster", "Show the data as a table") }}
                </button>
                <ExploreButton chart=chart file=file dom_id=dom_id.clone() />
                {move || oscillating.get().then(|| view! {
                    <button
                        type="button"
                        class="export"
                        data-testid=raw_id.clone()
                        aria-pressed=move || raw.get().to_string()
                        on:click=move |_| raw.update(|r| *r = !*r)
                    >
                        {move || tr_en(lab.lang.get(), "Ham seriyi göster", "Show the raw series")}
                    </button>
                })}
            </figcaption>
            {data_table}
        </figure>
    }
}
