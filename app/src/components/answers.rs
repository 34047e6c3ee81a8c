//! "Yanıtlarım / My answers": the learner's record on the course map. Per lesson, the steps
//! revealed and the predictions that were right; the switch that keeps answers in this
//! browser; export as JSON or CSV; import of an exported JSON file; clearing.

use leptos::prelude::*;
use lessons::content::{outline, short_number};
use lessons::prose::escape;
use lessons::record::{self, Prediction};
use sim_core::Lang;
use wasm_bindgen::JsCast;

use crate::download::save_text;
use crate::record::use_answers;
use crate::state::{tr_en, use_lab};

/// The record by lesson as HTML: steps revealed, right predictions (each step's latest), done.
pub fn summary_html(all: &[Prediction], lang: Lang) -> String {
    let mut pages: Vec<u8> = all.iter().map(|p| p.lesson).collect();
    pages.sort_unstable();
    pages.dedup();
    if pages.is_empty() {
        return format!(
            "<p data-testid=\"answers-empty\">{}</p>",
            tr_en(
                lang,
                "Henüz kayıtlı yanıt yok: bir dersin adımlarında tahmin yapıp sonucu açın.",
                "No answers kept yet: make a prediction in a lesson's steps and open its result."
            )
        );
    }
    let mut rows = String::new();
    for n in pages {
        let Some(l) = outline(n) else { continue };
        let right = (0..l.steps.len())
            .filter(|s| all.iter().rev().find(|p| p.lesson == n && p.step == *s).is_some_and(|p| p.right))
            .count();
        rows.push_str(&format!(
            "<tr data-testid=\"answers-row-{n}\"><th scope=\"row\">{}. {}</th><td>{} / {}</td><td>{right}</td><td>{}</td></tr>",
            short_number(n),
            escape(l.title.get(lang)),
            record::revealed(n, all),
            l.steps.len(),
            if record::done(n, all) { tr_en(lang, "tamam ✓", "done ✓") } else { "" }
        ));
    }
    format!(
        "<table data-testid=\"answers-table\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
         <th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>{rows}</tbody></table>",
        tr_en(lang, "Derslere göre yanıtlarım", "My answers by lesson"),
        tr_en(lang, "Ders", "Lesson"),
        tr_en(lang, "Açılan adım", "Steps revealed"),
        tr_en(lang, "Doğru tahmin (son)", "Right predictions (latest)"),
        tr_en(lang, "Durum", "Status"),
    )
}

/// The panel's fixed parts as HTML (drawn again only when the language changes, so the focus
/// stays where it is while the record changes): the heading and the switch, then the actions.
fn panel_html(keep: bool, lang: Lang) -> (String, String) {
    let t = |tr: &'static str, en: &'static str| tr_en(lang, tr, en);
    let button = |act: &str, text: &str| {
        format!(
            "<button type=\"button\" class=\"export\" data-act=\"{act}\" data-testid=\"answers-{act}\">{text}</button>"
        )
    };
    let top = format!(
        "<h2 id=\"answers-h\">{}</h2><p class=\"hint\">{}</p>\
         <label class=\"check\"><input type=\"checkbox\" data-testid=\"answers-keep\" name=\"keep\"{}> {}</label>",
        t("Yanıtlarım", "My answers"),
        t(
            "Tahminleriniz yalnız bu tarayıcıda saklanır; hiçbir yere gönderilmez.",
            "Your predictions are kept in this browser only; nothing is sent anywhere."
        ),
        if keep { " checked" } else { "" },
        t("Yanıtlarımı bu tarayıcıda sakla", "Keep my answers in this browser"),
    );
    let actions = format!(
        "{}{}<label class=\"file\">{}<input type=\"file\" name=\"import\" accept=\"application/json,.json\" data-testid=\"answers-import\"></label>{}",
        button("json", t("JSON olarak indir", "Download as JSON")),
        button("csv", t("CSV olarak indir", "Download as CSV")),
        t("JSON dosyasından içe aktar: ", "Import from a JSON file: "),
        button("clear", t("Kayıtlı yanıtları sil", "Clear the kept answers")),
    );
    (top, actions)
}

/// The last import's outcome as HTML.
fn import_html(imported: &Option<Result<usize, sim_core::Label>>, lang: Lang) -> String {
    match imported {
        None => String::new(),
        Some(Ok(n)) => format!(
            "<p role=\"status\" data-testid=\"import-result\">{} {n}</p>",
            tr_en(lang, "İçe aktarılan yeni yanıt:", "New answers imported:")
        ),
        Some(Err(why)) => {
            format!("<p class=\"error\" role=\"alert\" data-testid=\"import-result\">{}</p>", escape(why.get(lang)))
        }
    }
}

#[component]
pub fn AnswersPanel() -> impl IntoView {
    let lab = use_lab();
    let answers = use_answers();
    // The last import's outcome: Ok(count) or the refusal's sentence.
    let imported: RwSignal<Option<Result<usize, sim_core::Label>>> = RwSignal::new(None);
    let fixed = Memo::new(move |_| panel_html(answers.keep.get_untracked(), lab.lang.get()));
    let summary = move || answers.all.with(|all| summary_html(all, lab.lang.get()));
    let note = move || imported.with(|i| import_html(i, lab.lang.get()));
    let click = move |ev: web_sys::MouseEvent| {
        let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let Ok(Some(button)) = el.closest("button[data-act]") else { return };
        match button.get_attribute("data-act").as_deref() {
            Some("json") => save_text("dayaniklilik-lab-yanitlarim.json", &answers.export_json(), "application/json"),
            Some("csv") => {
                let csv = answers
                    .all
                    .with_untracked(|all| lessons::embed::csv(&record::table(all, lab.lang.get_untracked())));
                save_text("dayaniklilik-lab-yanitlarim.csv", &csv, "text/csv");
            }
            Some("clear") => {
                answers.clear();
                imported.set(None);
            }
            _ => {}
        }
    };
    let change = move |ev: web_sys::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        if input.name() == "keep" {
            answers.set_keep(input.checked());
            return;
        }
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            let outcome = match text {
                Some(t) => answers.import_json(&t),
                None => Err(record::not_ours()),
            };
            imported.set(Some(outcome));
        });
    };
    view! {
        <section class="answers" id="answers" aria-labelledby="answers-h" data-testid="answers" on:click=click on:change=change>
            <div inner_html=move || fixed.get().0></div>
            <div class="answers-summary" inner_html=summary></div>
            <div class="answers-actions" inner_html=move || fixed.get().1></div>
            <div inner_html=note></div>
        </section>
    }
}
