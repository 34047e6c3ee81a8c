//! A results table: the course's numbers, formatted as the course prints them, with a CSV export
//! of exactly the cells shown.
//!
//! The table element stays; on a change only its head and body are rewritten, as one HTML
//! string each (the browser parses it natively: no wasm call per cell), and only when that
//! table's cells changed.

use leptos::prelude::*;
use lessons::view::Table;

use crate::plot::esc;
use crate::state::{tr_en, use_lab};

/// The header row as HTML.
pub fn head_html(t: &Table) -> String {
    let cells: String = t.headers.iter().map(|h| format!(r#"<th scope="col">{}</th>"#, esc(h))).collect();
    format!("<tr>{cells}</tr>")
}

/// The rows as HTML: the first cell of a row is its header; highlighted rows carry `hl`.
pub fn body_html(t: &Table) -> String {
    let mut out = String::new();
    for (i, row) in t.rows.iter().enumerate() {
        out.push_str(if t.highlight.get(i).copied().unwrap_or(false) { r#"<tr class="hl">"# } else { "<tr>" });
        for (j, c) in row.iter().enumerate() {
            let tag = if j == 0 { r#"th scope="row""# } else { "td" };
            let close = if j == 0 { "th" } else { "td" };
            out.push_str(&format!("<{tag}>{}</{close}>", esc(c)));
        }
        out.push_str("</tr>");
    }
    out
}

/// `table`: the rows to show (None while the model cannot run); `testid`: the handle browser
/// tests use; `file`: the CSV's name.
#[component]
pub fn DataTable(table: Memo<Option<Table>>, testid: String, file: Signal<String>) -> impl IntoView {
    let lab = use_lab();
    let csv = Memo::new(move |_| table.with(|t| t.as_ref().map(lessons::embed::csv).unwrap_or_default()));
    let caption = move || table.with(|t| t.as_ref().map(|t| t.caption.clone()).unwrap_or_default());
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=caption>
            <table data-testid=testid.clone()>
                <caption>
                    {caption}
                    " "
                    <button
                        type="button"
                        class="export"
                        data-testid=format!("csv-{testid}")
                        data-csv=move || csv.get()
                        data-file=move || file.get()
                        on:click=move |_| crate::download::save_text(&file.get_untracked(), &csv.get_untracked(), "text/csv;charset=utf-8")
                    >
                        {move || tr_en(lab.lang.get(), "CSV indir", "Download CSV")}
                    </button>
                </caption>
                <thead inner_html=move || table.with(|t| t.as_ref().map(head_html).unwrap_or_default())></thead>
                <tbody inner_html=move || table.with(|t| t.as_ref().map(body_html).unwrap_or_default())></tbody>
            </table>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_escaped_and_rows_keep_their_highlight_and_header_cell() {
        let t = Table {
            id: "t",
            caption: "c".into(),
            headers: vec!["a<b".into(), "n".into()],
            rows: vec![vec!["x & y".into(), "1".into()], vec!["z".into(), "\"2\"".into()]],
            highlight: vec![false, true],
        };
        assert_eq!(head_html(&t), r#"<tr><th scope="col">a&lt;b</th><th scope="col">n</th></tr>"#);
        assert_eq!(
            body_html(&t),
            r#"<tr><th scope="row">x &amp; y</th><td>1</td></tr><tr class="hl"><th scope="row">z</th><td>&quot;2&quot;</td></tr>"#
        );
    }

    #[test]
    fn every_model_names_its_tables_apart() {
        // The page keys tables by id: two tables with one id would share a place.
        for m in lessons::MODELS.iter() {
            let v = m.view(&[], sim_core::Lang::Tr).unwrap();
            let mut ids: Vec<&str> = v.tables.iter().map(|t| t.id).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), v.tables.len(), "{}", m.id());
        }
    }
}
