//! A results table: the course's numbers, formatted as the course prints them, with a CSV export
//! of exactly the cells shown.

use leptos::prelude::*;
use lessons::view::Table;

use crate::state::{tr_en, use_lab};

/// `table`: the rows to show; `testid`: the handle browser tests use; `file`: the CSV's name.
#[component]
pub fn DataTable(table: Table, testid: String, file: String) -> impl IntoView {
    let lab = use_lab();
    let csv = lessons::embed::csv(&table);
    let Table { caption, headers, rows, highlight, .. } = table;
    let region = caption.clone();
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=region>
            <table data-testid=testid.clone()>
                <caption>
                    {caption}
                    " "
                    <button
                        type="button"
                        class="export"
                        data-testid=format!("csv-{testid}")
                        data-csv=csv.clone()
                        data-file=file.clone()
                        on:click=move |_| crate::download::save_text(&file, &csv, "text/csv;charset=utf-8")
                    >
                        {move || tr_en(lab.lang.get(), "CSV indir", "Download CSV")}
                    </button>
                </caption>
                <thead>
                    <tr>{headers.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}</tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .enumerate()
                        .map(|(i, row)| {
                            let hl = highlight.get(i).copied().unwrap_or(false);
                            view! {
                                <tr class:hl=hl>
                                    {row
                                        .into_iter()
                                        .enumerate()
                                        .map(|(j, c)| {
                                            if j == 0 {
                                                view! { <th scope="row">{c}</th> }.into_any()
                                            } else {
                                                view! { <td>{c}</td> }.into_any()
                                            }
                                        })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}
