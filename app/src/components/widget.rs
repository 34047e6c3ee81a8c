//! One model on a page: its controls, charts, tables, the course's transcript, and a live
//! one-sentence summary for screen readers.

use leptos::prelude::*;
use lessons::content::Widget;
use lessons::view::View;

use crate::components::chart::ChartView;
use crate::components::control::Control;
use crate::components::share::SharePanel;
use crate::components::sweep::SweepView;
use crate::components::system_view::SystemView;
use crate::components::table::DataTable;
use crate::components::timeline::{on_key, use_clock, Timeline};
use crate::state::{tr_en, use_lab};

/// The model's run for the current values and language, or the reason it cannot run.
pub type ViewMemo = Memo<Result<View, String>>;

/// Builds the memo that runs a model whenever its values or the language change.
pub fn view_memo(model: &'static str) -> ViewMemo {
    let lab = use_lab();
    let slice = Memo::new(move |_| lab.values.with(|v| v.get(model).cloned().unwrap_or_default()));
    Memo::new(move |_| {
        let lang = lab.lang.get();
        let vals = slice.get();
        let texts: Vec<(String, String)> =
            vals.iter().map(|(k, v)| (k.clone(), lessons::jsfmt::js_string(*v))).collect();
        let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        crate::packs::view(model, &pairs, lang).map_err(|e| e.message(lang))
    })
}

/// `lesson`: the lesson's number (for export names); `widget`: the model and its controls;
/// `view`: the model's memo (shared with the steps).
#[component]
pub fn ModelWidget(lesson: u8, widget: &'static Widget, view: ViewMemo) -> impl IntoView {
    let lab = use_lab();
    let file = move |item: &str, ext: &str| {
        lab.values.with(|v| lessons::embed::export_name(lesson, widget.model, item, v.get(widget.model), ext))
    };
    let model = lessons::find(widget.model).expect("lesson content names a registered model");
    let slug = widget.model.replace('/', "-");
    let controls = widget
        .controls
        .iter()
        .filter_map(|k| model.spec(k))
        .map(|spec| view! { <Control model=widget.model spec=spec/> })
        .collect_view();
    let n_charts = view.with_untracked(|v| v.as_ref().map_or(0, |v| v.charts.len()));
    let clock = widget.system.and_then(|_| use_clock(widget.model));
    let charts = (0..n_charts)
        .map(|i| {
            let chart = Memo::new(move |_| view.with(|v| v.as_ref().ok().and_then(|v| v.charts.get(i).cloned())));
            let (id, wide) = view
                .with_untracked(|v| v.as_ref().map(|v| (v.charts[i].id, v.charts[i].wide)).unwrap_or(("chart", false)));
            let png = Signal::derive(move || file(id, "png").trim_end_matches(".png").to_string());
            // A time chart (one the frames name) draws a cursor at the shown round.
            let timed = view.with_untracked(|v| {
                v.as_ref().ok().and_then(|v| v.frames.as_ref()).is_some_and(|f| f.charts.contains(&id))
            });
            let cursor = clock.filter(|_| timed).map(|c| {
                Signal::derive(move || {
                    let frame = c.frame.get();
                    view.with(|v| {
                        let f = v.as_ref().ok()?.frames.as_ref()?;
                        f.charts.contains(&id).then(|| f.rounds.get(frame).map(|&r| r as f64)).flatten()
                    })
                })
            });
            view! { <ChartView chart=chart dom_id=format!("chart-{slug}-{id}") wide=wide file=png cursor=cursor/> }
        })
        .collect_view();
    let watch = match (widget.system, clock) {
        (Some(system), Some(c)) => {
            let (s1, s2) = (slug.clone(), slug.clone());
            Some(view! {
                <div class="watch" on:keydown=move |ev| on_key(c, &ev)>
                    <SystemView system=system view=view clock=c slug=s1/>
                    <Timeline clock=c system=system slug=s2/>
                </div>
            })
        }
        _ => None,
    };
    // Tables keyed by id: a change rewrites only the cells of the tables that changed.
    let table_ids = Memo::new(move |_| {
        view.with(|v| v.as_ref().map(|v| v.tables.iter().map(|t| t.id).collect::<Vec<_>>()).unwrap_or_default())
    });
    let slug2 = slug.clone();
    let tables = view! {
        <For
            each=move || table_ids.get()
            key=|id| *id
            children=move |id| {
                let table = Memo::new(move |_| view.with(|v| v.as_ref().ok().and_then(|v| v.tables.iter().find(|t| t.id == id).cloned())));
                let csv_name = Signal::derive(move || file(id, "csv"));
                view! { <DataTable table=table testid=format!("table-{slug2}-{id}") file=csv_name/> }
            }
        />
    };
    let error =
        move || view.with(|v| v.as_ref().err().map(|e| view! { <p class="error" role="alert">{e.clone()}</p> }));
    let summary = move || view.with(|v| v.as_ref().map(|v| v.summary.clone()).unwrap_or_default());
    let transcript = move || view.with(|v| v.as_ref().map(|v| v.transcript.clone()).unwrap_or_default());
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
                    <button type="button" class="reset" data-testid=format!("reset-{slug}") on:click=move |_| lab.reset_model(widget.model)>
                        {move || tr_en(lab.lang.get(), "Kursun değerlerine dön", "Back to the course's values")}
                    </button>
                </form>
                <div class="results">
                    <p class="summary" aria-live="polite" data-testid=format!("summary-{slug}")>{summary}</p>
                    {watch}
                    <div class="charts">{charts}</div>
                    {error}
                    {tables}
                    {widget.explorer.map(|s| view! { <SweepView model=widget.model sweep=s/> })}
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
}
