//! "Grafiği incele / Explore the chart": a chart's button that opens its interactive Plotly view
//! ([`crate::explore`]) in a modal dialog. The dialog is the browser's own `<dialog>` opened
//! with `showModal()`: focus moves into it (its close button), the rest of the page is inert,
//! Escape closes it, and closing returns focus to the button. The view is drawn from the chart
//! as it is when opened (the page behind cannot change while the dialog is modal) and freed
//! when closed.

use leptos::html::{Button, Dialog, Div};
use leptos::prelude::*;
use lessons::view::Chart;

use crate::state::{tr_en, use_lab};

/// What the dialog says above the plot.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
enum Status {
    Closed,
    Loading,
    Shown,
    Failed(String),
}

#[component]
pub fn ExploreButton(chart: Memo<Option<Chart>>, file: Signal<String>, dom_id: String) -> impl IntoView {
    let lab = use_lab();
    let button = NodeRef::<Button>::new();
    let dialog = NodeRef::<Dialog>::new();
    let plot = NodeRef::<Div>::new();
    let status = RwSignal::new(Status::Closed);
    let title = RwSignal::new(String::new());
    let title_id = format!("explore-title-{dom_id}");
    let labelled_by = title_id.clone();
    let open = move |_| {
        let Some(c) = chart.get_untracked() else { return };
        let (Some(d), Some(el)) = (dialog.get_untracked(), plot.get_untracked()) else { return };
        title.set(c.title.clone());
        status.set(Status::Loading);
        if d.show_modal().is_err() {
            return;
        }
        #[cfg(target_family = "wasm")]
        {
            let lang = lab.lang.get_untracked();
            let file = file.get_untracked();
            leptos::task::spawn_local(async move {
                let done = crate::explore::show(&el, &c, lang, &file).await;
                if !d.open() {
                    // Closed while it loaded.
                    crate::explore::purge(&el);
                    return;
                }
                status.set(match done {
                    Ok(()) => {
                        crate::explore::refit(&el);
                        Status::Shown
                    }
                    Err(e) => {
                        web_sys::console::error_1(&format!("chart explorer: {e}").into());
                        Status::Failed(e)
                    }
                });
            });
        }
        #[cfg(not(target_family = "wasm"))]
        let _ = (c, el, file);
    };
    let closed = move |_| {
        #[cfg(target_family = "wasm")]
        if let Some(el) = plot.get_untracked() {
            crate::explore::purge(&el);
        }
        status.set(Status::Closed);
        if let Some(b) = button.get_untracked() {
            let _ = b.focus();
        }
    };
    let close = move |_| {
        if let Some(d) = dialog.get_untracked() {
            d.close();
        }
    };
    let said = move || match status.get() {
        Status::Loading => {
            tr_en(lab.lang.get(), "Etkileşimli görünüm yükleniyor…", "Loading the interactive view…").to_string()
        }
        Status::Failed(e) => match lab.lang.get() {
            sim_core::Lang::Tr => format!("Etkileşimli görünüm açılamadı: {e}"),
            sim_core::Lang::En => format!("The interactive view could not open: {e}"),
        },
        Status::Shown => tr_en(
            lab.lang.get(),
            "Sürükleyerek yakınlaştırın, çift tıklayarak geri dönün; açıklamadaki bir seriye tıklayınca gizlenir.",
            "Drag to zoom, double-click to zoom back out; click a series in the legend to hide it.",
        )
        .to_string(),
        Status::Closed => String::new(),
    };
    view! {
        <button
            type="button"
            class="export"
            data-testid="chart-explore"
            aria-haspopup="dialog"
            node_ref=button
            on:click=open
        >
            {move || tr_en(lab.lang.get(), "Grafiği incele", "Explore the chart")}
        </button>
        <dialog class="explore" aria-modal="true" aria-labelledby=labelled_by node_ref=dialog on:close=closed>
            <div class="explore-head">
                <h2 id=title_id>{move || title.get()}</h2>
                <button type="button" class="export" data-testid="explore-close" on:click=close>
                    {move || tr_en(lab.lang.get(), "Kapat", "Close")}
                </button>
            </div>
            <p class="explore-status" role="status">{said}</p>
            <div class="explore-plot" data-testid="explore-plot" node_ref=plot></div>
        </dialog>
    }
}
