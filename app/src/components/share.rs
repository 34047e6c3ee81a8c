//! Share and embed: "copy link" reproduces the exact state; "Göm / Embed" opens the link
//! builder, where a teacher chooses the lesson, the step, whether this page's values go along,
//! the language, the slim embed, one model alone, "hide results until the reveal", presenter
//! mode and the host page's origin (the host-page API), and copies the link or the `<iframe>`
//! snippet (with the resize script).
//!
//! The builder is a plain form drawn once as HTML, with one handler that reads the form and
//! rewrites the link and the snippet: a form that only feeds two text fields needs no reactive
//! state of its own (and costs the first load little).

use leptos::prelude::*;
use lessons::content::{outline, short_number, OUTLINES};
use lessons::embed::snippet;
use lessons::link::{origin, to_query, LinkState, Page};
use lessons::prose::escape;
use sim_core::Lang;
use wasm_bindgen::JsCast;

use crate::state::{base_url, tr_en, use_lab, Lab};

fn copy(text: String, done: impl FnOnce() + 'static) {
    let clipboard = window().navigator().clipboard();
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
            done();
        }
    });
}

/// What the builder's form says.
#[derive(Clone, Debug, PartialEq)]
pub struct Choices {
    pub lesson: u8,
    pub step: Option<usize>,
    /// The values changed on this page go along (only to this page's lesson).
    pub values: bool,
    pub lang: Lang,
    pub embed: bool,
    pub widget: Option<String>,
    pub hide: bool,
    pub present: bool,
    /// As typed (an origin, or empty).
    pub host: String,
}

impl Choices {
    /// Whether the typed host is empty or an origin.
    pub fn host_ok(&self) -> bool {
        self.host.trim().is_empty() || origin(&self.host).is_some()
    }

    /// The link state the choices describe; `page`, `values` and `pinned` (a comparison's A)
    /// are the page's own: the learner's values carry the comparison with them.
    pub fn state(&self, page: &Page, values: &crate::state::Values, pinned: &crate::state::Values) -> LinkState {
        let n = self.lesson;
        let same = *page == Page::Lesson(n);
        LinkState {
            page: Page::Lesson(n),
            lang: self.lang,
            step: self.step.filter(|s| outline(n).is_some_and(|l| *s < l.steps.len())),
            values: if same && self.values { values.clone() } else { Default::default() },
            pinned: if same && self.values { pinned.clone() } else { Default::default() },
            embed: self.embed,
            widget: self.widget.clone().filter(|w| outline(n).is_some_and(|l| l.widgets.iter().any(|x| x.0 == w))),
            hide: self.hide,
            present: self.present,
            notes: false,
            host: origin(&self.host),
            // The builder's link opens at each timeline's first round.
            times: Default::default(),
            // Values that wait for another lesson's pack are not this page's to pass on.
            unchecked: Vec::new(),
        }
    }
}

fn option(value: &str, text: &str, selected: bool) -> String {
    format!("<option value=\"{}\"{}>{}</option>", escape(value), if selected { " selected" } else { "" }, escape(text))
}

/// The step list of a lesson (and "no step open").
pub fn step_options(n: u8, step: Option<usize>, lang: Lang) -> String {
    let mut out = option("", tr_en(lang, "adım açık değil", "no step open"), step.is_none());
    for (i, s) in outline(n).map_or(&[][..], |l| l.steps).iter().enumerate() {
        out.push_str(&option(&(i + 1).to_string(), &format!("{}. {}", i + 1, s.get(lang)), step == Some(i)));
    }
    out
}

/// What a lesson's link can show: the whole lesson or one of its models.
pub fn widget_options(n: u8, widget: Option<&str>, lang: Lang) -> String {
    let mut out = option("", tr_en(lang, "bütün ders", "the whole lesson"), widget.is_none());
    for (model, title) in outline(n).map_or(&[][..], |l| l.widgets) {
        out.push_str(&option(model, title.get(lang), widget == Some(*model)));
    }
    out
}

/// The form, drawn once when the builder opens; `link` and `code` are its first outputs.
pub fn form_html(c: &Choices, same_page: bool, t: &str, link: &str, code: &str, lang: Lang) -> String {
    let l = |tr: &'static str, en: &'static str| tr_en(lang, tr, en);
    let lessons: String = OUTLINES
        .iter()
        .map(|x| {
            option(
                &x.number.to_string(),
                &format!("{}. {}", short_number(x.number), x.title.get(lang)),
                x.number == c.lesson,
            )
        })
        .collect();
    let check = |name: &str, on: bool, text: &str, disabled: bool| {
        format!(
            "<label class=\"check\"><input type=\"checkbox\" name=\"{name}\" data-testid=\"builder-{name}-{t}\"{}{}> {}</label>",
            if on { " checked" } else { "" },
            if disabled { " disabled" } else { "" },
            escape(text)
        )
    };
    let select = |name: &str, label: &str, options: String| {
        format!(
            "<label>{}<select name=\"{name}\" data-testid=\"builder-{name}-{t}\">{options}</select></label>",
            escape(label)
        )
    };
    let mut out = String::new();
    out.push_str(&format!("<fieldset><legend>{}</legend>", l("Bağlantı ne göstersin?", "What should the link show?")));
    out.push_str(&select("lesson", l("Ders", "Lesson"), lessons));
    out.push_str(&select("step", l("Adım", "Step"), step_options(c.lesson, c.step, lang)));
    out.push_str(&select("widget", l("Gösterilen", "Showing"), widget_options(c.lesson, c.widget.as_deref(), lang)));
    out.push_str(&select(
        "lang",
        l("Dil", "Language"),
        option("tr", "Türkçe", c.lang == Lang::Tr) + &option("en", "English", c.lang == Lang::En),
    ));
    out.push_str(&check(
        "values",
        c.values && same_page,
        l("bu sayfada değiştirdiğim değerlerle", "with the values I changed on this page"),
        !same_page,
    ));
    out.push_str(&format!("</fieldset><fieldset><legend>{}</legend>", l("Nasıl açılsın?", "How should it open?")));
    out.push_str(&check("embed", c.embed, l("ince gömme (site çubuğu yok)", "slim embed (no site bar)"), false));
    out.push_str(&check(
        "hide",
        c.hide,
        l("sonuçlar tahminden sonra görünsün", "hide results until the reveal"),
        false,
    ));
    out.push_str(&check("present", c.present, l("sunum kipinde", "in presenter mode"), false));
    out.push_str(&format!(
        "<label>{}<input type=\"text\" name=\"host\" inputmode=\"url\" placeholder=\"https://okul.example\" \
         data-testid=\"builder-host-{t}\" value=\"{}\" aria-describedby=\"host-error-{t}\"></label>\
         <p class=\"error\" id=\"host-error-{t}\" role=\"alert\"{}>{}</p></fieldset>",
        l(
            "Gömen sayfanın kökeni (sayfa API'si için, isteğe bağlı)",
            "The embedding page's origin (for the host-page API, optional)"
        ),
        escape(&c.host),
        if c.host_ok() { " hidden" } else { "" },
        l(
            "Köken https://okul.example gibi olmalı: yol, sorgu ya da başka bir şey olmadan.",
            "An origin looks like https://school.example: no path, no query, nothing else."
        )
    ));
    out.push_str(&format!(
        "<label>{}<input type=\"text\" readonly name=\"link\" data-testid=\"builder-link-{t}\" value=\"{}\"></label>\
         <button type=\"button\" data-act=\"copy-link\" data-testid=\"builder-copy-link-{t}\">{}</button>\
         <label>{}<textarea readonly rows=\"5\" name=\"code\" data-testid=\"snippet-{t}\">{}</textarea></label>\
         <button type=\"button\" data-act=\"copy-code\">{}</button>",
        l("Bağlantı", "Link"),
        escape(link),
        l("Bağlantıyı kopyala", "Copy the link"),
        l(
            "Ders sayfanıza yapıştırılacak kod (yükseklik kendiliğinden ayarlanır):",
            "Code to paste into your course page (the height adjusts itself):"
        ),
        escape(code),
        l("Kodu kopyala", "Copy the code"),
    ));
    out
}

/// The link and the snippet of a state.
fn outputs(st: &LinkState) -> (String, String) {
    let base = base_url();
    let link = format!("{base}{}", to_query(st));
    let code = match st.page {
        Page::Lesson(n) => outline(n).map(|l| snippet(&base, st, l)).unwrap_or_default(),
        Page::Home => String::new(),
    };
    (link, code)
}

fn field<T: JsCast>(panel: &web_sys::Element, name: &str) -> Option<T> {
    panel.query_selector(&format!("[name={name}]")).ok().flatten().and_then(|e| e.dyn_into::<T>().ok())
}

fn select_value(panel: &web_sys::Element, name: &str) -> String {
    field::<web_sys::HtmlSelectElement>(panel, name).map(|s| s.value()).unwrap_or_default()
}

fn checked(panel: &web_sys::Element, name: &str) -> bool {
    field::<web_sys::HtmlInputElement>(panel, name).is_some_and(|i| i.checked())
}

/// Reads the form.
fn read(panel: &web_sys::Element) -> Choices {
    let widget = select_value(panel, "widget");
    Choices {
        lesson: select_value(panel, "lesson").parse().unwrap_or(1),
        step: select_value(panel, "step").parse::<usize>().ok().filter(|s| *s >= 1).map(|s| s - 1),
        values: checked(panel, "values"),
        lang: if select_value(panel, "lang") == "en" { Lang::En } else { Lang::Tr },
        embed: checked(panel, "embed"),
        widget: (!widget.is_empty()).then_some(widget),
        hide: checked(panel, "hide"),
        present: checked(panel, "present"),
        host: field::<web_sys::HtmlInputElement>(panel, "host").map(|i| i.value()).unwrap_or_default(),
    }
}

/// After any change in the form: a new lesson gets its own steps and models, then the link,
/// the snippet and the host's note follow the form.
fn update(lab: Lab, panel: &web_sys::Element, changed: Option<String>) {
    let lang = lab.lang.get_untracked();
    let page = lab.page.get_untracked();
    let mut c = read(panel);
    if changed.as_deref() == Some("lesson") {
        c.step = None;
        c.widget = None;
        if let Some(s) = field::<web_sys::Element>(panel, "step") {
            s.set_inner_html(&step_options(c.lesson, None, lang));
        }
        if let Some(s) = field::<web_sys::Element>(panel, "widget") {
            s.set_inner_html(&widget_options(c.lesson, None, lang));
        }
        if let Some(v) = field::<web_sys::HtmlInputElement>(panel, "values") {
            let same = page == Page::Lesson(c.lesson);
            v.set_disabled(!same);
            v.set_checked(same);
            c.values = same;
        }
    }
    let st = lab.values.with_untracked(|v| lab.pinned.with_untracked(|a| c.state(&page, v, a)));
    let (link, code) = outputs(&st);
    if let Some(i) = field::<web_sys::HtmlInputElement>(panel, "link") {
        i.set_value(&link);
    }
    if let Some(t) = field::<web_sys::HtmlTextAreaElement>(panel, "code") {
        t.set_value(&code);
    }
    if let Ok(Some(e)) = panel.query_selector(".error") {
        let _ = if c.host_ok() { e.set_attribute("hidden", "") } else { e.remove_attribute("hidden") };
    }
}

fn panel_of(ev: &web_sys::Event) -> Option<(web_sys::Element, web_sys::Element)> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let panel = target.closest(".builder").ok()??;
    Some((target, panel))
}

/// `widget`: the model to embed alone, or None for the whole lesson.
#[component]
pub fn SharePanel(widget: Option<&'static str>) -> impl IntoView {
    let lab = use_lab();
    let open = RwSignal::new(false);
    let copied_link = RwSignal::new(false);
    let testid = widget.map_or("lesson".to_string(), |w| w.replace('/', "-"));
    let link = move || format!("{}{}", base_url(), lab.query());
    let t = testid.clone();
    let panel = move || {
        open.get().then(|| {
            // The builder starts from the page as it is.
            let lang = lab.lang.get_untracked();
            let page = lab.page.get_untracked();
            let c = Choices {
                lesson: match page {
                    Page::Lesson(n) => n,
                    Page::Home => 1,
                },
                step: lab.step.get_untracked(),
                values: true,
                lang,
                embed: true,
                widget: widget.map(str::to_string),
                hide: lab.hide.get_untracked(),
                present: false,
                host: lab.host.get_untracked().unwrap_or_default(),
            };
            let same = true;
            let (link, code) =
                outputs(&lab.values.with_untracked(|v| lab.pinned.with_untracked(|a| c.state(&page, v, a))));
            let html = form_html(&c, same, &t, &link, &code, lang);
            let changed = move |ev: web_sys::Event| {
                if let Some((target, panel)) = panel_of(&ev) {
                    update(lab, &panel, target.get_attribute("name"));
                }
            };
            let click = move |ev: web_sys::MouseEvent| {
                let Some((target, panel)) = panel_of(&ev) else { return };
                let Ok(Some(button)) = target.closest("button[data-act]") else { return };
                let name =
                    if button.get_attribute("data-act").as_deref() == Some("copy-link") { "link" } else { "code" };
                let text = field::<web_sys::HtmlInputElement>(&panel, name)
                    .map(|i| i.value())
                    .or_else(|| field::<web_sys::HtmlTextAreaElement>(&panel, name).map(|t| t.value()))
                    .unwrap_or_default();
                let lang = lab.lang.get_untracked();
                copy(text, move || button.set_text_content(Some(tr_en(lang, "Kopyalandı ✓", "Copied ✓"))));
            };
            view! {
                <div
                    class="embed-panel builder"
                    data-testid=format!("embed-panel-{t}")
                    inner_html=html
                    on:input=changed
                    on:change=changed
                    on:click=click
                ></div>
            }
        })
    };
    view! {
        <div class="share">
            <button type="button" data-testid=format!("copy-link-{testid}") on:click=move |_| copy(link(), move || copied_link.set(true))>
                {move || if copied_link.get() { tr_en(lab.lang.get(), "Bağlantı kopyalandı ✓", "Link copied ✓") } else { tr_en(lab.lang.get(), "Bağlantıyı kopyala", "Copy link") }}
            </button>
            <button
                type="button"
                aria-expanded=move || open.get().to_string()
                data-testid=format!("embed-{testid}")
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {move || tr_en(lab.lang.get(), "Göm / bağlantı kur", "Embed / build a link")}
            </button>
            {panel}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices() -> Choices {
        Choices {
            lesson: 2,
            step: Some(1),
            values: true,
            lang: Lang::En,
            embed: true,
            widget: Some("kesici/kosum".into()),
            hide: true,
            present: false,
            host: "https://okul.example/".into(),
        }
    }

    #[test]
    fn the_choices_make_the_link_state_and_other_lessons_do_not_take_this_pages_values() {
        let mut values = crate::state::Values::new();
        values.entry("kesici/kosum".into()).or_default().insert("slots".into(), 40.0);
        let st = choices().state(&Page::Lesson(2), &values, &Default::default());
        assert_eq!(
            to_query(&st),
            "?v=1&lesson=2&lang=en&step=2&embed=1&hide=1&host=https://okul.example&widget=kesici/kosum&kesici/kosum.slots=40"
        );
        let st = Choices { lesson: 3, ..choices() }.state(&Page::Lesson(2), &values, &Default::default());
        assert_eq!(to_query(&st), "?v=1&lesson=3&lang=en&step=2&embed=1&hide=1&host=https://okul.example");
        let bad = Choices { host: "https://okul.example/x".into(), ..choices() };
        assert!(!bad.host_ok());
        assert_eq!(bad.state(&Page::Lesson(2), &values, &Default::default()).host, None);
    }

    #[test]
    fn the_form_names_every_field_and_escapes_what_it_shows() {
        let html = form_html(&choices(), true, "lesson", "https://x/?a=1&b=2", "<iframe src=\"x\">", Lang::En);
        for name in ["lesson", "step", "widget", "lang", "values", "embed", "hide", "present", "host", "link", "code"] {
            assert!(html.contains(&format!("name=\"{name}\"")), "{name}");
        }
        assert!(html.contains("value=\"https://x/?a=1&amp;b=2\""));
        assert!(html.contains("&lt;iframe src=&quot;x&quot;&gt;</textarea>"));
        assert!(html.contains("<option value=\"2\" selected>2. "));
        assert!(step_options(2, Some(1), Lang::En).contains("<option value=\"2\" selected>2. "));
        assert!(widget_options(2, Some("kesici/kosum"), Lang::En).contains("value=\"kesici/kosum\" selected"));
    }
}
