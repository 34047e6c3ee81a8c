//! A results table: the course's numbers, formatted as the course prints them, with a CSV export
//! of exactly the cells shown.
//!
//! The table element stays. On a change, a body of the same shape (rows, cells, highlights)
//! gets new text in the changed cells only: no new elements, so the browser restyles nothing
//! and lays out one table. Another shape is rewritten as one HTML string (the browser parses it
//! natively: no wasm call per cell). The head is rewritten only when it changed.

use leptos::prelude::*;
use lessons::compare::Changed;
use lessons::view::Table;

use crate::plot::esc;
use crate::state::{tr_en, use_lab};

/// The header row as HTML.
pub fn head_html(t: &Table) -> String {
    let cells: String = t.headers.iter().map(|h| format!(r#"<th scope="col">{}</th>"#, esc(h))).collect();
    format!("<tr>{cells}</tr>")
}

/// A course note's mark on a cell: (row, column, the note's number in the list under the table).
pub type Mark = (usize, usize, usize);

/// The rows as HTML: the first cell of a row is its header; highlighted rows carry `hl`; a
/// marked cell carries its note's number (the note itself is in the list under the table, so
/// the mark is only a visual cue); a cell that differs from a pinned A carries `ab-changed` and
/// A's value after B's, as text (read by a screen reader as part of the cell).
pub fn body_html(t: &Table, marks: &[Mark], changed: &[Changed]) -> String {
    let mut out = String::new();
    for (i, row) in t.rows.iter().enumerate() {
        out.push_str(if t.highlight.get(i).copied().unwrap_or(false) { r#"<tr class="hl">"# } else { "<tr>" });
        for (j, c) in row.iter().enumerate() {
            let tag = if j == 0 { r#"th scope="row""# } else { "td" };
            let close = if j == 0 { "th" } else { "td" };
            let mark: String = marks
                .iter()
                .filter(|m| m.0 == i && m.1 == j)
                .map(|m| format!(r#"<sup class="note-mark" aria-hidden="true">{}</sup>"#, m.2))
                .collect();
            match changed.iter().find(|x| x.0 == i && x.1 == j) {
                Some((_, _, a)) => out.push_str(&format!(
                    r#"<{tag} class="ab-changed">{}{mark}<span class="ab-a"> (A: {})</span></{close}>"#,
                    esc(c),
                    esc(a)
                )),
                None => out.push_str(&format!("<{tag}>{}{mark}</{close}>", esc(c))),
            }
        }
        out.push_str("</tr>");
    }
    out
}

/// The cells to retext when `new` has `old`'s shape, as (row, column); `None` when the shape
/// differs (the body is then rewritten whole).
pub fn changed_cells(old: &Table, new: &Table) -> Option<Vec<(usize, usize)>> {
    let same_shape = old.rows.len() == new.rows.len()
        && old.highlight == new.highlight
        && old.rows.iter().zip(&new.rows).all(|(a, b)| a.len() == b.len());
    same_shape.then(|| {
        old.rows
            .iter()
            .zip(&new.rows)
            .enumerate()
            .flat_map(|(i, (a, b))| a.iter().zip(b).enumerate().filter(|(_, (x, y))| x != y).map(move |(j, _)| (i, j)))
            .collect()
    })
}

/// Shows `new` in `body`, which shows `old`: the changed cells' text, or the whole body (always
/// for a table with marks, whose cells hold more than text).
fn update_body(body: &web_sys::Element, old: Option<&Table>, new: Option<&Table>, marks: &[Mark], changed: &[Changed]) {
    let Some(new) = new else {
        body.set_inner_html("");
        return;
    };
    let cells = old.filter(|_| marks.is_empty() && changed.is_empty()).and_then(|old| changed_cells(old, new));
    let Some(cells) = cells else {
        body.set_inner_html(&body_html(new, marks, changed));
        return;
    };
    for (i, j) in cells {
        match body.children().item(i as u32).and_then(|row| row.children().item(j as u32)) {
            Some(cell) => cell.set_text_content(Some(&new.rows[i][j])),
            // Not the markup we wrote (should not happen): write it again.
            None => return body.set_inner_html(&body_html(new, marks, changed)),
        }
    }
}

/// `table`: the rows to show (None while the model cannot run); `testid`: the handle browser
/// tests use; `file`: the CSV's name; `marks`: the cells that carry a course note; `changed`:
/// the cells that differ from a pinned A.
#[component]
pub fn DataTable(
    table: Memo<Option<Table>>,
    testid: String,
    file: Signal<String>,
    marks: Memo<Vec<Mark>>,
    changed: Memo<Vec<Changed>>,
) -> impl IntoView {
    let lab = use_lab();
    let csv = Memo::new(move |_| table.with(|t| t.as_ref().map(lessons::embed::csv).unwrap_or_default()));
    let caption = move || table.with(|t| t.as_ref().map(|t| t.caption.clone()).unwrap_or_default());
    let head = Memo::new(move |_| table.with(|t| t.as_ref().map(head_html).unwrap_or_default()));
    let body = NodeRef::<leptos::html::Tbody>::new();
    let shown: StoredValue<Option<Table>> = StoredValue::new(None);
    let marked = StoredValue::new(false);
    Effect::new(move |_| {
        // A body last written with marks of A is rewritten whole when they go.
        let was_marked = marked.get_value();
        marks.with(|marks| {
            changed.with(|changed| {
                table.with(|t| {
                    if let Some(el) = body.get() {
                        shown.with_value(|old| {
                            update_body(&el, old.as_ref().filter(|_| !was_marked), t.as_ref(), marks, changed)
                        });
                        shown.set_value(t.clone());
                        marked.set_value(!changed.is_empty());
                    }
                })
            })
        });
    });
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
                <thead inner_html=move || head.get()></thead>
                <tbody node_ref=body></tbody>
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
            body_html(&t, &[], &[]),
            r#"<tr><th scope="row">x &amp; y</th><td>1</td></tr><tr class="hl"><th scope="row">z</th><td>&quot;2&quot;</td></tr>"#
        );
        assert!(body_html(&t, &[(1, 1, 2)], &[])
            .contains(r#"<td>&quot;2&quot;<sup class="note-mark" aria-hidden="true">2</sup></td>"#));
        // A cell that differs from a pinned A says A's value after B's.
        assert!(body_html(&t, &[], &[(1, 1, "<3>".into())])
            .contains(r#"<td class="ab-changed">&quot;2&quot;<span class="ab-a"> (A: &lt;3&gt;)</span></td>"#));
    }

    #[test]
    fn only_changed_cells_are_retexted_and_a_new_shape_is_rewritten() {
        let t = |rows: Vec<Vec<&str>>, hl: Vec<bool>| Table {
            id: "t",
            caption: String::new(),
            headers: vec![],
            rows: rows.into_iter().map(|r| r.into_iter().map(String::from).collect()).collect(),
            highlight: hl,
        };
        let a = t(vec![vec!["x", "1", "2"], vec!["y", "3", "4"]], vec![false, true]);
        assert_eq!(changed_cells(&a, &a), Some(vec![]));
        let b = t(vec![vec!["x", "1", "5"], vec!["y", "6", "4"]], vec![false, true]);
        assert_eq!(changed_cells(&a, &b), Some(vec![(0, 2), (1, 1)]));
        // Another highlight, another row count, another row length: the body is rewritten.
        assert_eq!(changed_cells(&a, &t(vec![vec!["x", "1", "2"], vec!["y", "3", "4"]], vec![true, false])), None);
        assert_eq!(changed_cells(&a, &t(vec![vec!["x", "1", "2"]], vec![false])), None);
        assert_eq!(changed_cells(&a, &t(vec![vec!["x", "1"], vec!["y", "3", "4"]], vec![false, true])), None);
    }

    #[test]
    fn every_model_names_its_tables_apart() {
        // The page keys tables by id: two tables with one id would share a place.
        for m in compute::MODELS.iter() {
            let v = m.view(&[], sim_core::Lang::Tr).unwrap();
            let mut ids: Vec<&str> = v.tables.iter().map(|t| t.id).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), v.tables.len(), "{}", m.id());
        }
    }
}
