//! A results table: the course's numbers, formatted as the course prints them.

use leptos::prelude::*;
use lessons::view::Table;

/// `table`: the rows to show; `testid`: the handle browser tests use.
#[component]
pub fn DataTable(table: Table, testid: String) -> impl IntoView {
    let Table { caption, headers, rows, highlight, .. } = table;
    let region = caption.clone();
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=region>
            <table data-testid=testid>
                <caption>{caption}</caption>
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
