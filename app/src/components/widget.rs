//! One model on a page: its controls (the lesson's few main ones, the rest under "Gelişmiş"),
//! its charts and tables (at most three and two at first, the rest a click away), the course's
//! transcript, and a live one-sentence summary for screen readers. While a step of this model
//! waits for a prediction, what would give its answer away is hidden ([`crate::components::mask`]).

use std::collections::BTreeMap;

use leptos::prelude::*;
use lessons::compare;
use lessons::content::{Evidence, Widget};
use lessons::view::{Note, NoteOn, Table, View};
use sim_core::Lang;

use crate::components::chart::ChartView;
use crate::components::control::Control;
use crate::components::deferred::{self, Busy};
use crate::components::ensemble::EnsembleView;
use crate::components::mask::{placeholder, use_masking};
use crate::components::share::SharePanel;
use crate::components::sweep::SweepView;
use crate::components::system_view::SystemView;
use crate::components::table::DataTable;
use crate::components::timeline::{on_key, use_clock, Timeline};
use crate::state::{tr_en, use_lab};

/// The model's run for the current values and language, or the reason it cannot run.
pub type ViewMemo = Memo<Result<View, String>>;

/// Charts and tables shown before the learner asks for more.
const FIRST_CHARTS: usize = 3;
const FIRST_TABLES: usize = 2;

/// One run of a model with these values (by key), from its pack.
fn run(model: &str, vals: &BTreeMap<String, f64>, lang: Lang) -> Result<View, String> {
    let texts = texts(vals);
    crate::packs::view(model, &pairs(&texts), lang).map_err(|e| e.message(lang))
}

/// Values by key as the pack reads them (JavaScript's number format).
fn texts(vals: &BTreeMap<String, f64>) -> Vec<(String, String)> {
    vals.iter().map(|(k, v)| (k.clone(), lessons::jsfmt::js_string(*v))).collect()
}

fn pairs(texts: &[(String, String)]) -> Vec<(&str, &str)> {
    texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

/// Builds the memo that runs a model whenever its values or the language change.
///
/// A heavy model (`ModelInfo::heavy`: a run can take more than a few milliseconds) runs on the
/// page once, for the first view; after that in the page's worker ([`crate::packs::view_off_thread`]),
/// so a slider never waits for it. The last view stays on screen, marked ([`mark_busy`]), until
/// the next one arrives; a move while a run is out waits for it, and then only the newest
/// values run (the ones between are dropped).
pub fn view_memo(model: &'static str) -> ViewMemo {
    let lab = use_lab();
    let slice = Memo::new(move |_| lab.values.with(|v| v.get(model).cloned().unwrap_or_default()));
    if !lessons::find(model).is_some_and(|m| m.heavy) {
        return Memo::new(move |_| run(model, &slice.get(), lab.lang.get()));
    }
    // The first view, on the page, with the values and language it ran for.
    let first_run = untrack(|| (slice.get(), lab.lang.get()));
    // The newest answer, taken by the memo when `arrived` says it is there.
    let slot = StoredValue::new(Some(run(model, &first_run.0, first_run.1)));
    let arrived = Trigger::new();
    let memo = Memo::new_owning(move |old: Option<Result<View, String>>| {
        arrived.track();
        match (slot.try_update_value(Option::take).flatten(), old) {
            (Some(new), old) => {
                let changed = old.as_ref() != Some(&new);
                (new, changed)
            }
            (None, Some(old)) => (old, false),
            (None, None) => (Err(String::new()), true),
        }
    });
    // Bumped by every change; a run is out while `out` is set.
    let asked = std::rc::Rc::new(std::cell::Cell::new(0u64));
    let out = std::rc::Rc::new(std::cell::Cell::new(false));
    Effect::new(move |first: Option<()>| {
        // The first view ran on the page, unless the values moved before this first look.
        let same = slice.with(|v| *v == first_run.0) && lab.lang.get() == first_run.1;
        if first.is_none() && same {
            return;
        }
        asked.set(asked.get() + 1);
        mark_busy(model, Some(lab.lang.get_untracked()));
        if out.replace(true) {
            return; // the run out now asks again when it comes back
        }
        let (asked, out) = (asked.clone(), out.clone());
        leptos::task::spawn_local(async move {
            loop {
                let mine = asked.get();
                let (Some(vals), Some(lang)) = (slice.try_get_untracked(), lab.lang.try_get_untracked()) else {
                    return;
                };
                let texts = texts(&vals);
                let answer =
                    crate::packs::view_off_thread(model, &pairs(&texts), lang).await.map_err(|e| e.message(lang));
                // The widget may be gone by now (another page): then so is the loop.
                if slot.try_set_value(Some(answer)).is_some() {
                    return;
                }
                arrived.notify();
                if asked.get() == mine {
                    break;
                }
            }
            out.set(false);
            mark_busy(model, None);
        });
    });
    memo
}

/// Marks a widget's results as the last ones while a newer run is out (`busy`: the page's
/// language then; `None` clears the mark): `aria-busy` with `data-running` ([`deferred::mark`]),
/// and the style's badge reads `data-busy` ("Yeniden hesaplanıyor…"). Set on the element itself,
/// not through the widget's view: the mark is a few attributes, and the view's code is the
/// shell's largest part.
fn mark_busy(model: &str, busy: Option<Lang>) {
    let selector = format!("[data-testid=widget-{}] .results", lessons::catalog::slug(model));
    let Some(el) = document().query_selector(&selector).ok().flatten() else { return };
    if let Some(lang) = busy {
        let _ = el.set_attribute("data-busy", tr_en(lang, "Yeniden hesaplanıyor…", "Recomputing…"));
    }
    deferred::mark(&el, Busy::Running, busy.is_some());
}

/// The run of the setting pinned as A, while the model has one ([`lessons::compare`]).
fn pinned_memo(model: &'static str) -> Memo<Option<View>> {
    let lab = use_lab();
    let slice = Memo::new(move |_| lab.pinned.with(|p| p.get(model).cloned()));
    Memo::new(move |_| slice.get().and_then(|vals| run(model, &vals, lab.lang.get()).ok()))
}

/// A table with the numbers of the hidden rows replaced (every row for an empty list); the
/// first cell of a row names it and stays.
fn masked_table(t: &Table, rows: &[usize]) -> Table {
    let mut m = t.clone();
    for (i, row) in m.rows.iter_mut().enumerate() {
        if rows.is_empty() || rows.contains(&i) {
            row.iter_mut().skip(1).for_each(|c| *c = "?".to_string());
        }
    }
    m
}

/// Where a note sits, as a reader finds it: the row's name, and the column's for a cell.
fn note_place(v: &View, note: &Note) -> Option<String> {
    let (id, row) = note.on.table()?;
    let t = v.tables.iter().find(|t| t.id == id)?;
    let name = t.rows.get(row?)?.first()?.clone();
    Some(match note.on {
        NoteOn::Cell(_, _, c) => format!("{name}, {}", t.headers.get(c).cloned().unwrap_or_default()),
        _ => name,
    })
}

/// `lesson`: the lesson's number (for export names); `widget`: the model and its controls;
/// `view`: the model's memo (shared with the steps).
#[component]
pub fn ModelWidget(lesson: u8, widget: &'static Widget, view: ViewMemo) -> impl IntoView {
    let lab = use_lab();
    let masking = use_masking();
    let model_id = widget.model;
    // Whether `part` is hidden now, as a memo: the part is rebuilt only when that flips. A step
    // change that leaves it shown must not rebuild it (a rebuilt explorer or ensemble would keep
    // its open panel on screen while its new state is closed and never runs).
    let hidden = move |part: Evidence| Memo::new(move |_| masking.is_some_and(|m| m.hides(model_id, part)));
    let lit = move |part: Evidence| masking.is_some_and(|m| m.highlights(model_id, part));
    let hides_numbers = move || masking.is_some_and(|m| m.hides_all_numbers(model_id));
    let file = move |item: &str, ext: &str| {
        lab.values.with(|v| lessons::embed::export_name(lesson, widget.model, item, v.get(widget.model), ext))
    };
    let Some(model) = lessons::find(widget.model) else {
        return view! { <p class="error" role="alert">{format!("{}?", widget.model)}</p> }.into_any();
    };
    let slug = lessons::catalog::slug(widget.model);
    let control = |k: &&'static str| model.spec(k).map(|spec| view! { <Control model=widget.model spec=spec/> });
    let controls = widget.controls.iter().filter_map(control).collect_view();
    let advanced = (!widget.advanced.is_empty()).then(|| {
        let more = widget.advanced.iter().filter_map(control).collect_view();
        view! {
            <details class="advanced" data-testid=format!("advanced-{slug}")>
                <summary>{move || tr_en(lab.lang.get(), "Gelişmiş", "Advanced")}</summary>
                {more}
            </details>
        }
    });
    let more_charts = RwSignal::new(false);
    let more_tables = RwSignal::new(false);
    // A part a step asks about is on screen (hidden until the prediction) even past the first few.
    let named = move |part: Evidence| {
        masking.is_some_and(|m| m.hides(model_id, part) || m.highlights(model_id, part))
            || matches!(part, Evidence::Table(id) if masking.is_some_and(|m| m.hidden_rows(model_id, id).is_some()))
    };
    let n_charts = view.with_untracked(|v| v.as_ref().map_or(0, |v| v.charts.len()));
    let a_view = pinned_memo(model_id);
    let is_pinned = move || lab.pinned.with(|p| p.contains_key(model_id));
    let clock = widget.system.and_then(|_| use_clock(widget.model));
    let charts = (0..n_charts)
        .map(|i| {
            // With A pinned, A's traces are drawn under B's.
            let chart = Memo::new(move |_| {
                view.with(|v| {
                    let b = v.as_ref().ok()?.charts.get(i)?;
                    Some(a_view.with(|a| compare::chart(b, a.as_ref().and_then(|a| a.charts.iter().find(|c| c.id == b.id)), lab.lang.get())))
                })
            });
            let (id, wide) =
                view.with_untracked(|v| v.as_ref().map(|v| (v.charts[i].id, v.charts[i].wide)).unwrap_or(("chart", false)));
            let part = Evidence::Chart(id);
            let png = Signal::derive(move || file(id, "png").trim_end_matches(".png").to_string());
            // A time chart (one the frames name) draws a cursor at the shown round.
            let timed = view.with_untracked(|v| {
                v.as_ref().ok().and_then(|v| v.frames.as_ref()).is_some_and(|f| f.charts.contains(&id))
            });
            let cursor = clock.filter(|_| timed).map(|c| {
                Signal::derive(move || {
                    let frame = c.frame.get();
                    let f = c.frames.get()?;
                    f.charts.contains(&id).then(|| f.rounds.get(frame).map(|&r| r as f64)).flatten()
                })
            });
            let dom_id = format!("chart-{slug}-{id}");
            let title = move || chart.with(|c| c.as_ref().map(|c| c.title.clone()).unwrap_or_default());
            let shown = move || i < FIRST_CHARTS || more_charts.get() || named(part);
            let masked = hidden(part);
            let notes = move || {
                let lang = lab.lang.get();
                if hides_numbers() {
                    return None;
                }
                let texts: Vec<String> =
                    view.with(|v| v.as_ref().map(|v| v.chart_notes(id).map(|n| n.text.clone()).collect()).unwrap_or_default());
                (!texts.is_empty()).then(|| {
                    view! {
                        <details class="notes" data-testid=format!("notes-{}-{id}", lessons::catalog::slug(model_id))>
                            <summary>{format!("{} ({})", tr_en(lang, "Kurs notları", "Notes on the course"), texts.len())}</summary>
                            <ol>{texts.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ol>
                        </details>
                    }
                })
            };
            view! {
                <div class="part" class:wide=wide class:revealed=move || lit(part) data-testid=format!("chart-box-{slug}-{id}") style:display=move || (!shown()).then_some("none")>
                    {move || if masked.get() {
                        view! {
                            <figure class="chart-box masked" class:wide=wide data-testid=format!("masked-{}", dom_id)>
                                <p class="chart-title">{title}</p>
                                <p class="mask-note">{placeholder(lab.lang.get())}</p>
                            </figure>
                        }.into_any()
                    } else {
                        view! { <ChartView chart=chart dom_id=dom_id.clone() wide=wide file=png cursor=cursor/> }.into_any()
                    }}
                    {notes}
                </div>
            }
        })
        .collect_view();
    let chart_toggle = (n_charts > FIRST_CHARTS).then(|| {
        let more = n_charts - FIRST_CHARTS;
        view! {
            <button type="button" class="more" data-testid=format!("more-charts-{slug}") aria-expanded=move || more_charts.get().to_string() on:click=move |_| more_charts.update(|m| *m = !*m)>
                {move || match (lab.lang.get(), more_charts.get()) {
                    (sim_core::Lang::Tr, false) => format!("{more} grafik daha göster"),
                    (sim_core::Lang::En, false) => format!("Show {more} more chart{}", if more == 1 { "" } else { "s" }),
                    (sim_core::Lang::Tr, true) => "Ek grafikleri gizle".to_string(),
                    (sim_core::Lang::En, true) => "Hide the extra charts".to_string(),
                }}
            </button>
        }
    });
    // The system view and its timeline (a step that asks what the view shows hides it until the
    // prediction; the clock lives on the page, so hiding it keeps the shown round).
    let watch = match (widget.system, clock) {
        (Some(system), Some(c)) => {
            let slug = slug.clone();
            let system_hidden = hidden(Evidence::System);
            Some(view! {
                <div class="part" class:revealed=move || lit(Evidence::System) data-testid=crate::components::mask::part_dom_id(model_id, Evidence::System)>
                    {move || if system_hidden.get() {
                        view! { <p class="mask-note" data-testid=format!("masked-system-{slug}")>{placeholder(lab.lang.get())}</p> }.into_any()
                    } else {
                        let (s1, s2, sa) = (slug.clone(), slug.clone(), format!("{slug}-a"));
                        // With A pinned, A's system at the same round beside B's (stacked on a phone).
                        let a_frames = Memo::new(move |_| a_view.with(|a| a.as_ref().and_then(|v| v.frames.clone()).map(std::sync::Arc::new)));
                        let a_clock = c.follower(a_frames);
                        let a_side = move || a_frames.with(Option::is_some).then(|| {
                            let sa = sa.clone();
                            view! { <div class="ab-side" data-testid="compare-system-a"><p class="ab-label">"A"</p><SystemView system=system clock=a_clock slug=sa/></div> }
                        });
                        view! {
                            <div class="watch" on:keydown=move |ev| on_key(c, &ev)>
                                <div class="ab-sides" class:compared=move || a_frames.with(Option::is_some)>
                                    {a_side}
                                    <div class="ab-side">
                                        {move || a_frames.with(Option::is_some).then(|| view! { <p class="ab-label">"B"</p> })}
                                        <SystemView system=system clock=c slug=s1/>
                                    </div>
                                </div>
                                <Timeline clock=c system=system slug=s2/>
                            </div>
                        }.into_any()
                    }}
                </div>
            })
        }
        _ => None,
    };
    // Tables keyed by id: a change rewrites only the cells of the tables that changed.
    let table_ids = Memo::new(move |_| {
        view.with(|v| v.as_ref().map(|v| v.tables.iter().map(|t| t.id).collect::<Vec<_>>()).unwrap_or_default())
    });
    let n_tables = move || table_ids.with(Vec::len);
    let slug2 = slug.clone();
    let numbered = move || -> Vec<(usize, &'static str)> { table_ids.get().into_iter().enumerate().collect() };
    let tables = view! {
        <For
            each=numbered
            key=|(_, id)| *id
            children=move |(i, id)| {
                let rows = Memo::new(move |_| masking.and_then(|m| m.hidden_rows(model_id, id)));
                let table = Memo::new(move |_| {
                    view.with(|v| {
                        let t = v.as_ref().ok().and_then(|v| v.tables.iter().find(|t| t.id == id))?;
                        Some(rows.with(|r| r.as_ref().map_or_else(|| t.clone(), |r| masked_table(t, r))))
                    })
                });
                let csv_name = Signal::derive(move || file(id, "csv"));
                // B's cells that differ from A's (none while rows are hidden for a step).
                let changed = Memo::new(move |_| {
                    if rows.with(Option::is_some) {
                        return Vec::new();
                    }
                    a_view.with(|a| {
                        let Some(a) = a.as_ref().and_then(|a| a.tables.iter().find(|t| t.id == id)) else { return Vec::new() };
                        view.with(|v| v.as_ref().ok().and_then(|v| v.tables.iter().find(|t| t.id == id)).map(|b| compare::changed_cells(b, a)).unwrap_or_default())
                    })
                });
                let part = Evidence::Table(id);
                // The course's notes on this table (hidden with the numbers while a step waits).
                let notes = Memo::new(move |_| {
                    if hides_numbers() {
                        return Vec::new();
                    }
                    view.with(|v| v.as_ref().map(|v| v.table_notes(id).cloned().collect::<Vec<_>>()).unwrap_or_default())
                });
                let marks = Memo::new(move |_| {
                    notes.with(|n| {
                        n.iter()
                            .enumerate()
                            .filter_map(|(k, note)| match note.on {
                                NoteOn::Row(_, r) => Some((r, 0, k + 1)),
                                NoteOn::Cell(_, r, c) => Some((r, c, k + 1)),
                                _ => None,
                            })
                            .collect()
                    })
                });
                let note_list = move || {
                    let lang = lab.lang.get();
                    notes.with(|n| {
                        (!n.is_empty()).then(|| {
                            let items = n
                                .iter()
                                .map(|note| {
                                    let at = view.with(|v| v.as_ref().ok().and_then(|v| note_place(v, note)));
                                    view! { <li>{at.map(|a| view! { <strong>{a}": "</strong> })}{note.text.clone()}</li> }
                                })
                                .collect_view();
                            view! {
                                <details class="notes" data-testid=format!("notes-{}-{id}", lessons::catalog::slug(model_id))>
                                    <summary>{format!("{} ({})", tr_en(lang, "Kurs notları", "Notes on the course"), n.len())}</summary>
                                    <ol>{items}</ol>
                                </details>
                            }
                        })
                    })
                };
                let shown = move || i < FIRST_TABLES || more_tables.get() || named(part);
                view! {
                    <div class="part" class:revealed=move || lit(part) class:masked=move || rows.with(Option::is_some) style:display=move || (!shown()).then_some("none")>
                        {move || rows.with(Option::is_some).then(|| view! { <p class="mask-note">{placeholder(lab.lang.get())}</p> })}
                        <DataTable table=table testid=format!("table-{slug2}-{id}") file=csv_name marks=marks changed=changed/>
                        {note_list}
                    </div>
                }
            }
        />
    };
    let table_toggle = move || {
        let more = n_tables().saturating_sub(FIRST_TABLES);
        (more > 0).then(|| view! {
            <button type="button" class="more" data-testid=format!("more-tables-{}", lessons::catalog::slug(model_id)) aria-expanded=move || more_tables.get().to_string() on:click=move |_| more_tables.update(|m| *m = !*m)>
                {move || match (lab.lang.get(), more_tables.get()) {
                    (sim_core::Lang::Tr, false) => format!("{more} tablo daha göster"),
                    (sim_core::Lang::En, false) => format!("Show {more} more table{}", if more == 1 { "" } else { "s" }),
                    (sim_core::Lang::Tr, true) => "Ek tabloları gizle".to_string(),
                    (sim_core::Lang::En, true) => "Hide the extra tables".to_string(),
                }}
            </button>
        })
    };
    let error =
        move || view.with(|v| v.as_ref().err().map(|e| view! { <p class="error" role="alert">{e.clone()}</p> }));
    let summary = move || {
        if hides_numbers() {
            return placeholder(lab.lang.get()).to_string();
        }
        let b = view.with(|v| v.as_ref().map(|v| v.summary.clone()).unwrap_or_default());
        a_view.with(|a| match a {
            Some(a) => compare::summary(&b, &a.summary, lab.lang.get()),
            None => b,
        })
    };
    // Pin A, then swap or clear it. Once the learner has moved a slider, the course's own
    // setting can be A in one click.
    let moved = Memo::new(move |_| lab.values.with(|v| v.get(model_id).is_some_and(|m| !m.is_empty())));
    let compare_buttons = move || {
        let lang = lab.lang.get();
        if is_pinned() {
            view! {
                <p class="ab-status" data-testid="compare-status">{tr_en(lang, "A sabitlendi: grafiklerde soluk ve kesikli çizgi, tablolarda değişen hücrede A'nın değeri.", "A is pinned: a light dashed line in the charts, A's value in each table cell that changed.")}</p>
                <button type="button" class="compare" data-testid="compare-swap" on:click=move |_| lab.swap(model_id)>{tr_en(lang, "A ile B'yi değiştir", "Swap A and B")}</button>
                <button type="button" class="compare" data-testid="compare-clear" on:click=move |_| lab.unpin(model_id)>{tr_en(lang, "A'yı kaldır", "Clear A")}</button>
            }.into_any()
        } else {
            view! {
                <button type="button" class="compare" data-testid="compare-pin" on:click=move |_| lab.pin(model_id)>{tr_en(lang, "A olarak sabitle", "Pin as A")}</button>
                {moved.get().then(|| view! {
                    <button type="button" class="compare" data-testid="compare-course" on:click=move |_| lab.pin_course(model_id)>{tr_en(lang, "Kursun değerleriyle karşılaştır", "Compare with the course's values")}</button>
                })}
                <span class="pairs" inner_html=pairs_html(widget, lang) on:click=move |ev| {
                    let k = crate::components::timeline::closest(&ev, "button[data-pair]")
                        .and_then(|b| b.get_attribute("data-pair")?.parse::<usize>().ok());
                    if let Some(pair) = k.and_then(|k| widget.pairs.get(k)) {
                        lab.pin_pair(model_id, pair);
                    }
                }></span>
            }.into_any()
        }
    };
    let transcript = move || {
        if hides_numbers() {
            return placeholder(lab.lang.get()).to_string();
        }
        view.with(|v| v.as_ref().map(|v| v.transcript.clone()).unwrap_or_default())
    };
    let explorer = widget.explorer.map(|s| {
        let explorer_hidden = hidden(Evidence::Explorer);
        view! {
            <div class="part" class:revealed=move || lit(Evidence::Explorer) data-testid=crate::components::mask::part_dom_id(model_id, Evidence::Explorer)>
                {move || if explorer_hidden.get() {
                    view! { <p class="mask-note" data-testid=format!("masked-explorer-{}", lessons::catalog::slug(model_id))>{placeholder(lab.lang.get())}</p> }.into_any()
                } else {
                    view! { <SweepView model=model_id sweep=s/> }.into_any()
                }}
            </div>
        }
    });
    let ensemble = widget.ensemble.map(|e| {
        let ensemble_hidden = hidden(Evidence::Ensemble);
        view! {
            <div class="part" class:revealed=move || lit(Evidence::Ensemble) data-testid=crate::components::mask::part_dom_id(model_id, Evidence::Ensemble)>
                {move || if ensemble_hidden.get() {
                    view! { <p class="mask-note" data-testid=format!("masked-ensemble-{}", lessons::catalog::slug(model_id))>{placeholder(lab.lang.get())}</p> }.into_any()
                } else {
                    view! { <EnsembleView model=model_id ensemble=e/> }.into_any()
                }}
            </div>
        }
    });
    view! {
        <section class="widget" data-testid=format!("widget-{slug}") aria-labelledby=format!("w-{slug}")>
            <div class="widget-head">
                <h2 id=format!("w-{slug}")>
                    {move || widget.title.get(lab.lang.get())} " " <code class="model-id">{widget.model}</code>
                </h2>
                <SharePanel widget=Some(widget.model)/>
            </div>
            <div class="widget-body">
                <form class="controls" on:submit=|ev| ev.prevent_default()>
                    {controls}
                    {advanced}
                    <button type="button" class="reset" data-testid=format!("reset-{slug}") on:click=move |_| lab.reset_model(widget.model)>
                        {move || tr_en(lab.lang.get(), "Kursun değerlerine dön", "Back to the course's values")}
                    </button>
                    <div class="ab" data-testid=format!("compare-{slug}")>{compare_buttons}</div>
                </form>
                <div class="results">
                    <p class="summary" class:masked=hides_numbers aria-live="polite" data-testid=format!("summary-{slug}")>{summary}</p>
                    {watch}
                    <div class="charts">{charts}</div>
                    {chart_toggle}
                    {error}
                    {tables}
                    {table_toggle}
                    {explorer}
                    {ensemble}
                    <details class="transcript">
                        <summary>
                            {move || tr_en(lab.lang.get(), "Kursun dökümü (aynı sayılar, kursun biçiminde)", "The course's transcript (the same numbers, as the course prints them)")}
                        </summary>
                        <pre data-testid=format!("transcript-{slug}")>{transcript}</pre>
                    </details>
                </div>
            </div>
        </section>
    }
    .into_any()
}

/// The widget's pairs (the course's own contrasts) as buttons, one string (one delegated
/// click handler reads `data-pair`).
fn pairs_html(widget: &Widget, lang: sim_core::Lang) -> String {
    let button = |(k, p): (usize, &lessons::content::Pair)| {
        let label = crate::plot::esc(p.label.get(lang));
        format!(
            r#"<button type="button" class="compare" data-pair="{k}" data-testid="compare-pair-{k}">{label}</button>"#
        )
    };
    widget.pairs.iter().enumerate().map(button).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_table_keeps_its_row_names_and_hides_every_number_asked_for() {
        let t = Table {
            id: "t",
            caption: "c".into(),
            headers: vec!["run".into(), "n".into(), "m".into()],
            rows: vec![vec!["a".into(), "1".into(), "2".into()], vec!["b".into(), "3".into(), "4".into()]],
            highlight: vec![false, true],
        };
        let all = masked_table(&t, &[]);
        assert_eq!(all.rows, [["a", "?", "?"], ["b", "?", "?"]]);
        let one = masked_table(&t, &[1]);
        assert_eq!(one.rows, [["a", "1", "2"], ["b", "?", "?"]]);
        assert_eq!((one.headers, one.highlight, one.caption), (t.headers, t.highlight, t.caption));
    }
}
