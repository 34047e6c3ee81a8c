//! A lesson page: title, intro, guided steps, and one widget per model.

use leptos::prelude::*;
use lessons::content::outline;

use crate::components::mask::Masking;
use crate::components::notes::{NotesLink, TeacherNotes};
use crate::components::prose::{fill_from, Prose};
use crate::components::share::SharePanel;
use crate::components::steps::Steps;
use crate::components::timeline::{Clock, Clocks};
use crate::components::widget::{view_memo, ModelWidget};
use crate::handout::{Handout, PrintButton};
use crate::presenter::PresentButton;
use crate::state::{tr_en, use_lab};

/// `number`: the lesson's number in the course. The page appears once the lesson's pack (its
/// models and its content, `crate::packs`) is loaded; until then it says so, and a failed load says why.
#[component]
pub fn LessonPage(number: u8) -> impl IntoView {
    let lab = use_lab();
    if outline(number).is_none() {
        return view! { <p>{move || tr_en(lab.lang.get(), "Bu ders henüz yok.", "This lesson is not here yet.")}</p> }
            .into_any();
    }
    let ready = crate::packs::is_loaded(number);
    let state: RwSignal<Option<Result<(), String>>> = RwSignal::new(ready.then_some(Ok(())));
    if !ready {
        // The page may be gone by the time the pack arrives (try_set: no one to tell).
        leptos::task::spawn_local(async move {
            let loaded = crate::packs::load(number).await;
            // A link's values that do not fit together fall back now that the models are here.
            if loaded.is_ok() {
                let dropped = lab.settle_values();
                if !dropped.is_empty() {
                    lab.ignored.update(|i| i.extend(dropped));
                }
            }
            state.try_set(Some(loaded));
        });
    }
    (move || match state.get() {
        Some(Ok(())) => view! { <LessonBody number=number/> }.into_any(),
        Some(Err(e)) => {
            let lang = lab.lang.get();
            view! {
                <div class="error" role="alert" data-testid="pack-error">
                    <p>{tr_en(lang, "Bu dersin modelleri yüklenemedi: ", "This lesson's models could not be loaded: ")}{e}</p>
                    <p><a href=move || window().location().href().unwrap_or_default()>{tr_en(lang, "Sayfayı yeniden yükle", "Reload the page")}</a></p>
                </div>
            }
            .into_any()
        }
        None => view! {
            <p class="loading" role="status" data-testid="pack-loading">{move || tr_en(lab.lang.get(), "Ders yükleniyor…", "Loading the lesson…")}</p>
        }
        .into_any(),
    })
    .into_any()
}

#[component]
fn LessonBody(number: u8) -> impl IntoView {
    let lab = use_lab();
    let Some(l) = crate::packs::lesson(number) else { return ().into_any() };
    let masking = Masking::provide(l);
    let views: Vec<_> = l.widgets.iter().map(|w| (w.model, view_memo(w.model))).collect();
    // One clock per widget with a system view, shared by its timeline, its charts' cursors and
    // the steps that open at a round.
    let clocks = l
        .widgets
        .iter()
        .zip(&views)
        .filter(|(w, _)| w.system.is_some())
        .map(|(w, (_, memo))| Clock::new(w.model, *memo));
    provide_context(Clocks(clocks.collect()));
    // The charts and tables away from the viewport skip their layout (content-visibility, see
    // style.css) only from the frame after the page's first: by then each has been laid out once
    // and its height is remembered, so one scrolled to keeps its place.
    let settled = RwSignal::new(false);
    request_animation_frame(move || {
        request_animation_frame(move || {
            settled.try_set(true);
        })
    });
    // A link may ask for one widget alone (an embedded widget).
    let only = lab.widget.get_untracked();
    let widgets = l
        .widgets
        .iter()
        .zip(views.iter())
        .filter(|(w, _)| only.as_deref().is_none_or(|m| m == w.model))
        .map(|(w, (_, memo))| view! { <ModelWidget lesson=number widget=w view=*memo/> })
        .collect_view();
    if only.is_some() {
        return view! {
            <article class="lesson widget-only" class:settled=settled data-testid=format!("lesson-{number}")>
                {widgets}
            </article>
        }
        .into_any();
    }
    let notes_views = views.clone();
    let handout_views = views.clone();
    let intro_views = views.clone();
    // A memo: the intro is drawn again only when one of its figures changes (a phone's folded
    // intro stays open while the sliders move).
    let intro = Memo::new(move |_| {
        let lang = lab.lang.get();
        fill_from(l.intro.get(lang).to_string(), &intro_views, lang)
    });
    let lesson = view! {
        <article class="lesson" class:settled=settled data-testid=format!("lesson-{number}")>
            <p class="crumb">{move || lessons::content::kicker(number, lab.lang.get())}</p>
            <div class="lesson-head">
                <h1>{move || l.title.get(lab.lang.get())}</h1>
                <div class="lesson-tools">
                    <SharePanel widget=None/>
                    {move || (!lab.embed.get()).then(|| view! { <NotesLink number=number/> })}
                    <PrintButton/>
                    <PresentButton/>
                </div>
            </div>
            <Prose text=intro top=2 class="intro" fold=true/>
            <Handout lesson=l views=handout_views/>
            <Steps lesson=l views=views masking=masking/>
            {widgets}
        </article>
    };
    // The teacher notes replace the lesson while open; the lesson (its models, its state) stays.
    let notes = move || lab.notes.get().then(|| view! { <TeacherNotes lesson=l views=notes_views.clone()/> });
    view! {
        {notes}
        <div class="lesson-wrap" prop:hidden=move || lab.notes.get()>{lesson}</div>
    }
    .into_any()
}
