//! A Plotly chart, redrawn in place whenever its data changes.

use leptos::prelude::*;
use lessons::view::Chart;

/// `chart`: the figure's data (None while the model's values are invalid); `dom_id`: the div's
/// id; `wide`: span the whole results column.
#[component]
pub fn ChartView(chart: Memo<Option<Chart>>, dom_id: String, wide: bool) -> impl IntoView {
    let id = dom_id.clone();
    Effect::new(move |_| {
        if let Some(c) = chart.get() {
            let id = id.clone();
            leptos::task::spawn_local(async move {
                #[cfg(target_family = "wasm")]
                crate::plot::draw(&id, &c).await;
                #[cfg(not(target_family = "wasm"))]
                let _ = (id, c);
            });
        }
    });
    let label = move || chart.with(|c| c.as_ref().map(|c| c.title.clone()).unwrap_or_default());
    view! { <div class="chart" class:wide=wide id=dom_id.clone() data-testid=dom_id role="img" aria-label=label></div> }
}
