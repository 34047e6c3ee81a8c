//! The course map: the three sections and their twenty lessons, then the extra labs, each a
//! link to its page.

use leptos::prelude::*;
use lessons::content::{short_number, COURSE};
use lessons::link::Page;

use crate::components::answers::AnswersPanel;
use crate::record::use_answers;
use crate::state::{tr_en, use_lab};

#[component]
pub fn Home() -> impl IntoView {
    let lab = use_lab();
    let answers = use_answers();
    let map = move || {
        let lang = lab.lang.get();
        let sections = COURSE
            .iter()
            .map(|s| {
                let items = s
                    .pages()
                    .map(|l| {
                        let n = l.number;
                        let text = format!("{}. {}", short_number(n), l.title.get(lang));
                        let done = move || answers.done(n);
                        view! {
                            <li class="built" class:done=done>
                                <a
                                    href=format!("?lesson={n}&lang={}", if lang == sim_core::Lang::En { "en" } else { "tr" })
                                    data-testid=format!("lesson-link-{n}")
                                    on:click=move |ev| {
                                        ev.prevent_default();
                                        lab.go(Page::Lesson(n));
                                    }
                                >
                                    {text}
                                </a>
                                {move || done().then(|| view! {
                                    <span class="done-mark" data-testid=format!("done-{n}")>
                                        " ✓ " <span class="sr-only">{tr_en(lab.lang.get(), "(tamamlandı)", "(done)")}</span>
                                    </span>
                                })}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="section">
                        <h2>{s.title.get(lang)}</h2>
                        <ol>{items}</ol>
                    </section>
                }
            })
            .collect_view();
        view! {
            <div class="home" data-testid="course-map">
                <h1>{tr_en(lang, "Dayanıklılık ve Güvenilirlik", "Resilience and Reliability")}</h1>
                <p class="lead">
                    {tr_en(
                        lang,
                        "Kursun her dersindeki modeller burada canlı: eşikleri, havuzları ve bütçeleri kaydırın, tabloların, grafiklerin ve bulaşma kapsamının nasıl değiştiğini izleyin. Bağlantısı olan dersler hazır.",
                        "The models of every lesson, live: move thresholds, pools and budgets and watch the tables, charts and blast radius change. Lessons with a link are ready.",
                    )}
                </p>
                <div class="sections">{sections}</div>
                <p class="credit">
                    {tr_en(lang, "Kaynak: ", "Source: ")}
                    <cite>"Dayanıklılık ve Güvenilirlik"</cite>
                    {tr_en(lang, " kursu (academia.sh), CC BY-SA 4.0. Modellerin çıktıları kursun tablolarıyla bire bir aynıdır.", " course (academia.sh), CC BY-SA 4.0. The models print the course's tables exactly.")}
                </p>
            </div>
        }
    };
    view! {
        {map}
        <AnswersPanel/>
    }
}
