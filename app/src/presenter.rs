//! Presenter mode (`&present=1`, or the "Sunum / Present" button): large type and projector
//! contrast (the `present` class on the page, see style.css), and keys for the room:
//!
//! - PageDown, →, N: the next step (the first, when none is open); PageUp, ←, B: the previous
//!   one. A presentation clicker sends PageDown and PageUp.
//! - 1–9: choose that option of the open step; R or Enter: show the result.
//! - P or Space: play or pause (the open step's `[data-testid=play]` button, where a widget
//!   has one).
//! - Esc: leave presenter mode.
//!
//! The keys press the page's own buttons, so a step behaves exactly as when clicked. While the
//! focus is in a text or number box, only PageDown, PageUp, Esc and Enter act.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::state::{tr_en, use_lab, Lab};

/// Clicks the first element that matches `selector` and is not disabled.
fn press(selector: &str) -> bool {
    let Ok(Some(el)) = document().query_selector(selector) else { return false };
    let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() else { return false };
    if el.has_attribute("disabled")
        || js_sys::Reflect::get(&el, &"disabled".into()).ok().and_then(|d| d.as_bool()) == Some(true)
    {
        return false;
    }
    el.click();
    true
}

/// The step tab `n` (counted from 1); the opened step is brought into view for the room.
fn step_tab(n: usize) -> bool {
    let pressed = press(&format!("[data-testid=step-tab-{n}]"));
    if pressed {
        set_timeout(
            || {
                if let Ok(Some(step)) = document().query_selector(".step") {
                    step.scroll_into_view();
                }
            },
            std::time::Duration::from_millis(60),
        );
    }
    pressed
}

fn next(lab: Lab) {
    let open = lab.step.get_untracked();
    step_tab(open.map_or(1, |i| i + 2));
}

fn previous(lab: Lab) {
    if let Some(i) = lab.step.get_untracked().filter(|i| *i > 0) {
        step_tab(i);
    }
}

/// Whether the focus is in a box that takes typed text (where letters and digits are typing).
fn typing() -> bool {
    let Some(el) = document().active_element() else { return false };
    let tag = el.tag_name().to_ascii_lowercase();
    let kind = el.get_attribute("type").unwrap_or_default();
    tag == "textarea"
        || tag == "select"
        || (tag == "input" && !matches!(kind.as_str(), "radio" | "checkbox" | "range" | "button"))
}

fn on_key(lab: Lab, ev: &web_sys::KeyboardEvent) {
    if !lab.present.get_untracked() || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
        return;
    }
    let key = ev.key();
    let typing = typing();
    let done = match key.as_str() {
        "PageDown" => {
            next(lab);
            true
        }
        "PageUp" => {
            previous(lab);
            true
        }
        "Escape" => {
            lab.present.set(false);
            true
        }
        "Enter" if typing => press("[data-testid=reveal]"),
        _ if typing => false,
        "ArrowRight" | "n" | "N" => {
            next(lab);
            true
        }
        "ArrowLeft" | "b" | "B" => {
            previous(lab);
            true
        }
        "r" | "R" | "Enter" => press("[data-testid=reveal]"),
        "p" | "P" | " " => press("[data-testid=play]"),
        d if d.len() == 1 && ("1"..="9").contains(&d) => press(&format!(".step [data-testid=answer-{d}]")),
        _ => false,
    };
    if done {
        ev.prevent_default();
    }
}

/// Follows `present` with the page's class, and listens for the keys (once, for the page).
pub fn follow(lab: Lab) {
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.class_list().toggle_with_force("present", lab.present.get());
        }
    });
    let cb = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| on_key(lab, &ev));
    let _ = window().add_event_listener_with_callback("keydown", cb.as_ref().unchecked_ref());
    cb.forget();
}

/// The button that turns presenter mode on, and the bar of its keys while it is on.
#[component]
pub fn PresentButton() -> impl IntoView {
    let lab = use_lab();
    view! {
        <button
            type="button"
            data-testid="present"
            aria-pressed=move || lab.present.get().to_string()
            on:click=move |_| lab.present.update(|p| *p = !*p)
        >
            {move || tr_en(lab.lang.get(), "Sunum kipi", "Presenter mode")}
        </button>
    }
}

/// The presenter's bar: the keys, as buttons too (one handler for the bar).
#[component]
pub fn PresenterBar() -> impl IntoView {
    let lab = use_lab();
    let act = move |ev: web_sys::MouseEvent| {
        let Some(el) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let Ok(Some(button)) = el.closest("button[data-act]") else { return };
        match button.get_attribute("data-act").as_deref() {
            Some("previous") => previous(lab),
            Some("next") => next(lab),
            Some("reveal") => {
                press("[data-testid=reveal]");
            }
            Some("play") => {
                press("[data-testid=play]");
            }
            _ => lab.present.set(false),
        }
    };
    move || {
        lab.present.get().then(|| {
            let lang = lab.lang.get();
            let buttons = [
                ("previous", tr_en(lang, "← Önceki (PageUp)", "← Previous (PageUp)")),
                ("next", tr_en(lang, "Sonraki (PageDown) →", "Next (PageDown) →")),
                ("reveal", tr_en(lang, "Sonucu göster (R)", "Show the result (R)")),
                ("play", tr_en(lang, "Oynat / duraklat (P)", "Play / pause (P)")),
                ("exit", tr_en(lang, "Sunumdan çık (Esc)", "Leave (Esc)")),
            ];
            let html: String = buttons
                .iter()
                .map(|(act, text)| format!("<button type=\"button\" data-act=\"{act}\" data-testid=\"present-{act}\">{text}</button>"))
                .collect();
            view! {
                <nav class="presenter-bar" data-testid="presenter-bar" aria-label=tr_en(lang, "Sunum", "Presentation") inner_html=html on:click=act></nav>
            }
        })
    }
}
