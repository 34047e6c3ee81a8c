//! "Yanıtlarım / My answers": the learner's record on the course map. Per lesson, the steps
//! revealed and the predictions that were right; the switch that keeps answers in this
//! browser; export as JSON or CSV; import of an exported JSON file; clearing.

use leptos::prelude::*;
use lessons::content::{lesson, short_number};
use lessons::record;
use wasm_bindgen::JsCast;

use crate::download::save_text;
use crate::record::use_answers;
use crate::state::{tr_en, use_lab};

#[component]
pub fn AnswersPanel() -> impl IntoView {
    let lab = use_lab();
    let answers = use_answers();
    // The last import's outcome: Ok(count) or the refusal's sentence.
    let imported: RwSignal<Option<Result<usize, sim_core::Label>>> = RwSignal::new(None);
    let summary = move || {
        let lang = lab.lang.get();
        answers.all.with(|all| {
            let mut pages: Vec<u8> = all.iter().map(|p| p.lesson).collect();
            pages.sort_unstable();
            pages.dedup();
            if pages.is_empty() {
                return view! { <p data-testid="answers-empty">{tr_en(lang, "Henüz kayıtlı yanıt yok: bir dersin adımlarında tahmin yapıp sonucu açın.", "No answers kept yet: make a prediction in a lesson's steps and open its result.")}</p> }.into_any();
            }
            let rows = pages
                .iter()
                .filter_map(|&n| {
                    let l = lesson(n)?;
                    let revealed = record::revealed(n, all);
                    let right = (0..l.steps.len())
                        .filter(|s| all.iter().rev().find(|p| p.lesson == n && p.step == *s).is_some_and(|p| p.right))
                        .count();
                    Some(view! {
                        <tr data-testid=format!("answers-row-{n}")>
                            <th scope="row">{format!("{}. {}", short_number(n), l.title.get(lang))}</th>
                            <td>{format!("{revealed} / {}", l.steps.len())}</td>
                            <td>{right.to_string()}</td>
                            <td>{if record::done(n, all) { tr_en(lang, "tamam ✓", "done ✓") } else { "" }}</td>
                        </tr>
                    })
                })
                .collect_view();
            view! {
                <table data-testid="answers-table">
                    <caption>{tr_en(lang, "Derslere göre yanıtlarım", "My answers by lesson")}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{tr_en(lang, "Ders", "Lesson")}</th>
                            <th scope="col">{tr_en(lang, "Açılan adım", "Steps revealed")}</th>
                            <th scope="col">{tr_en(lang, "Doğru tahmin (son)", "Right predictions (latest)")}</th>
                            <th scope="col">{tr_en(lang, "Durum", "Status")}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            }
            .into_any()
        })
    };
    let export_json =
        move |_| save_text("dayaniklilik-lab-yanitlarim.json", &answers.export_json(), "application/json");
    let export_csv = move |_| {
        let csv = answers.all.with_untracked(|all| lessons::embed::csv(&record::table(all, lab.lang.get_untracked())));
        save_text("dayaniklilik-lab-yanitlarim.csv", &csv, "text/csv");
    };
    let on_file = move |ev: web_sys::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let outcome = match text {
                Some(t) => answers.import_json(&t),
                None => Err(record::not_ours()),
            };
            imported.set(Some(outcome));
        });
    };
    let import_note = move || {
        let lang = lab.lang.get();
        imported.get().map(|r| match r {
            Ok(n) => view! {
                <p role="status" data-testid="import-result">{format!("{} {n}", tr_en(lang, "İçe aktarılan yeni yanıt:", "New answers imported:"))}</p>
            }
            .into_any(),
            Err(why) => view! { <p class="error" role="alert" data-testid="import-result">{why.get(lang)}</p> }.into_any(),
        })
    };
    view! {
        <section class="answers" id="answers" aria-labelledby="answers-h" data-testid="answers">
            <h2 id="answers-h">{move || tr_en(lab.lang.get(), "Yanıtlarım", "My answers")}</h2>
            <p class="hint">
                {move || tr_en(lab.lang.get(), "Tahminleriniz yalnız bu tarayıcıda saklanır; hiçbir yere gönderilmez.", "Your predictions are kept in this browser only; nothing is sent anywhere.")}
            </p>
            <label class="check">
                <input
                    type="checkbox"
                    data-testid="answers-keep"
                    prop:checked=move || answers.keep.get()
                    on:change=move |ev| answers.set_keep(event_target_checked(&ev))
                />
                " "
                {move || tr_en(lab.lang.get(), "Yanıtlarımı bu tarayıcıda sakla", "Keep my answers in this browser")}
            </label>
            {summary}
            <div class="answers-actions">
                <button type="button" class="export" data-testid="answers-json" on:click=export_json>
                    {move || tr_en(lab.lang.get(), "JSON olarak indir", "Download as JSON")}
                </button>
                <button type="button" class="export" data-testid="answers-csv" on:click=export_csv>
                    {move || tr_en(lab.lang.get(), "CSV olarak indir", "Download as CSV")}
                </button>
                <label class="file">
                    {move || tr_en(lab.lang.get(), "JSON dosyasından içe aktar: ", "Import from a JSON file: ")}
                    <input type="file" accept="application/json,.json" data-testid="answers-import" on:change=on_file/>
                </label>
                <button type="button" class="export" data-testid="answers-clear" on:click=move |_| {
                    answers.clear();
                    imported.set(None);
                }>
                    {move || tr_en(lab.lang.get(), "Kayıtlı yanıtları sil", "Clear the kept answers")}
                </button>
            </div>
            {import_note}
        </section>
    }
}
