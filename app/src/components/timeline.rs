//! The timeline of a widget's system view: play, pause, step back and forward, jump to the next
//! event, speed (1×, 4×, 16×) and a range over the run's frames. One [`Clock`] per widget holds
//! the shown round; the system view, every time chart's cursor and the round's table read it.
//! Playing moves only the clock (a frame per animation frame at most): no model runs.
//!
//! Keys, anywhere in the widget's view and timeline: space plays and pauses, the arrows step,
//! Home and End jump. A pause control is always on screen. `prefers-reduced-motion` never
//! plays by itself (a step's reveal jumps to its answer instead). When the timeline rests, a
//! polite live region describes the round; nothing is announced while it plays.
//!
//! The round is in the link (`<model>.t=240`, [`lessons::link`]) once the timeline rests. A
//! link or a step naming a round the run does not have shows the first round, with a notice.

use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;

use leptos::prelude::*;
use lessons::content::{Step, StepTime};
use lessons::frames::{capital, describe, Frames};
use lessons::system::System;
use lessons::view::fmt_num;
use sim_core::Lang;

use crate::components::widget::ViewMemo;
use crate::state::{tr_en, use_lab};

/// Playback speeds.
pub const SPEEDS: [u32; 3] = [1, 4, 16];

/// At 1×, a run plays in about this many seconds (at 2 to 30 frames a second).
const RUN_SECONDS: f64 = 40.0;

// The buttons' icons as SVG paths in a 16-unit box (drawn, not font glyphs: the media symbols
// ⏮ ⏸ ⏭ are missing from many systems' fonts).
const PLAY_ICON: &str = "M4 2v12l10-6z";
const PAUSE_ICON: &str = "M3.5 2h3.5v12h-3.5zM9 2h3.5v12h-3.5z";
const STEP_BACK_ICON: &str = "M3 3h2v10h-2zM13 3v10l-7-5z";
const STEP_FORWARD_ICON: &str = "M11 3h2v10h-2zM3 3v10l7-5z";

/// Frames per second at 1× for a run of `len` frames.
pub fn base_rate(len: usize) -> f64 {
    (len as f64 / RUN_SECONDS).clamp(2.0, 30.0)
}

/// The frame to show after `elapsed_ms` of playing from frame `from` at `speed`, and whether
/// playback stops there: at `limit` (the run's end, a step's hold or a reveal's target).
pub fn advance(from: usize, elapsed_ms: f64, rate: f64, speed: u32, limit: usize) -> (usize, bool) {
    let ahead = (elapsed_ms.max(0.0) / 1000.0 * rate * speed as f64).floor() as usize;
    let to = from.saturating_add(ahead);
    if to >= limit {
        (limit, true)
    } else {
        (to, false)
    }
}

/// One widget's time: the round shown and how it moves.
#[derive(Clone, Copy)]
pub struct Clock {
    pub model: &'static str,
    view: ViewMemo,
    /// The run's frames, shared (one copy per run of the model, not per read).
    pub frames: Memo<Option<Arc<Frames>>>,
    /// The round asked for (a link, a step, the learner); `None`: the run's first.
    pub round: RwSignal<Option<u32>>,
    /// The frame that shows it (the last frame at or before it; the run's last past its end).
    pub frame: Memo<usize>,
    pub playing: RwSignal<bool>,
    pub speed: RwSignal<u32>,
    /// A step that asks what happens next holds the timeline at its opening round (no frame
    /// after it) until its reveal.
    pub hold: RwSignal<Option<u32>>,
    /// Where a reveal's playback stops.
    pub until: RwSignal<Option<u32>>,
    /// Which playback loop is current (a new play starts a new one; an old one stops).
    generation: StoredValue<u32>,
}

/// The frame that shows the round asked for: the last frame at or before it, the run's last
/// past its end, the first before the run's frames are there.
fn frame_memo(frames: Memo<Option<Arc<Frames>>>, round: RwSignal<Option<u32>>) -> Memo<usize> {
    Memo::new(move |_| match (frames.get(), round.get()) {
        (Some(f), Some(r)) => f.frame_of(r).unwrap_or(if r > f.rounds.last().copied().unwrap_or(0) {
            f.len().saturating_sub(1)
        } else {
            0
        }),
        _ => 0,
    })
}

/// The clocks of a lesson page, one per widget with a system (in the page's context).
#[derive(Clone)]
pub struct Clocks(pub Vec<Clock>);

/// The clock of a model's widget on this page, if it has a system view.
pub fn use_clock(model: &str) -> Option<Clock> {
    use_context::<Clocks>().and_then(|c| c.0.iter().find(|k| k.model == model).copied())
}

/// Whether the learner asked for less motion.
pub fn reduced_motion() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

impl Clock {
    /// The clock of `model`'s widget, at the round its link names (checked once the run is
    /// known: a round outside it gives a notice and the first round).
    pub fn new(model: &'static str, view: ViewMemo) -> Self {
        let lab = use_lab();
        let round = RwSignal::new(lab.times.with_untracked(|t| t.get(model).copied()));
        let frames = Memo::new(move |_| view.with(|v| v.as_ref().ok().and_then(|v| v.frames.clone()).map(Arc::new)));
        let frame = frame_memo(frames, round);
        let clock = Self {
            model,
            view,
            frames,
            round,
            frame,
            playing: RwSignal::new(false),
            speed: RwSignal::new(1),
            hold: RwSignal::new(None),
            until: RwSignal::new(None),
            generation: StoredValue::new(0),
        };
        // Once the run's frames are there, the link's round is checked (a round outside the run
        // gives a notice and the first round); then playing starts a loop of animation frames,
        // and the link follows the round whenever the timeline rests.
        let checked = StoredValue::new(false);
        Effect::new(move |_| {
            let Some(f) = frames.get() else { return };
            if !checked.get_value() {
                checked.set_value(true);
                if let Some(r) = round.get_untracked().filter(|&r| f.frame_of(r).is_none()) {
                    lab.ignored.update(|i| i.push(lessons::link::round_not_in_run(model, r)));
                    // The link forgets the round too, or following the link would bring it back.
                    lab.times.update(|t| {
                        t.remove(model);
                    });
                    round.set(None);
                    return;
                }
            }
            if clock.playing.get() {
                clock.start_loop();
                return;
            }
            let want = f.rounds.get(clock.frame.get()).copied().filter(|&r| r != f.first_round());
            if lab.times.with_untracked(|t| t.get(model).copied()) != want {
                lab.times.update(|t| match want {
                    Some(r) => {
                        t.insert(model.to_string(), r);
                    }
                    None => {
                        t.remove(model);
                    }
                });
            }
        });
        // ...and the round follows the link (back and forward in history).
        Effect::new(move |_| {
            let t = lab.times.with(|t| t.get(model).copied());
            if !clock.playing.get_untracked() && t != clock.shown_round_untracked() && t != clock.round.get_untracked()
            {
                clock.round.set(t);
            }
        });
        clock
    }

    /// A clock for another run of the same model (a pinned comparison's A) that shows the
    /// round this one shows: it plays, pauses and steps with it, in lockstep, and has no
    /// timeline of its own.
    pub fn follower(&self, frames: Memo<Option<Arc<Frames>>>) -> Self {
        Self { frames, frame: frame_memo(frames, self.round), ..*self }
    }

    fn shown_round_untracked(&self) -> Option<u32> {
        let i = self.frame.get_untracked();
        self.frames.get_untracked()?.rounds.get(i).copied()
    }

    /// The last frame the timeline may show now: the run's, or a step's hold.
    fn limit_untracked(&self) -> usize {
        let hold = self.hold.get_untracked();
        self.frames.get_untracked().map_or(0, |f| {
            let last = f.len().saturating_sub(1);
            hold.and_then(|h| f.frame_of(h)).map_or(last, |h| h.min(last))
        })
    }

    /// Shows frame `i` (kept within the limit), pausing playback.
    pub fn go_to_frame(&self, i: usize) {
        self.playing.set(false);
        self.set_frame(i.min(self.limit_untracked()));
    }

    fn set_frame(&self, i: usize) {
        if let Some(r) = self.frames.get_untracked().and_then(|f| f.rounds.get(i).copied()) {
            self.round.set(Some(r));
        }
    }

    pub fn step_by(&self, delta: isize) {
        let i = self.frame.get_untracked() as isize + delta;
        self.go_to_frame(i.max(0) as usize);
    }

    pub fn jump_to_end(&self) {
        self.go_to_frame(usize::MAX);
    }

    /// Jumps to the next event after the shown round (within a step's hold).
    pub fn next_event(&self) {
        let now = self.shown_round_untracked().unwrap_or(0);
        if let Some(i) = self.frames.get_untracked().and_then(|f| f.next_event(now).and_then(|r| f.frame_of(r))) {
            self.go_to_frame(i);
        }
    }

    pub fn toggle(&self) {
        if self.playing.get_untracked() {
            self.playing.set(false);
            return;
        }
        // From the end, playing starts over.
        if self.frame.get_untracked() >= self.limit_untracked() && self.until.get_untracked().is_none() {
            self.set_frame(0);
        }
        self.playing.set(true);
    }

    /// A step that asks what comes after round `open`: the timeline shows it and goes no further.
    pub fn hold_at(&self, open: u32) {
        self.playing.set(false);
        self.until.set(None);
        self.hold.set(Some(open));
        self.round.set(Some(open));
    }

    pub fn release(&self) {
        if self.hold.get_untracked().is_some() {
            self.hold.set(None);
        }
    }

    /// A step's reveal: plays from the shown round to `to` (or shows it at once for reduced motion).
    pub fn play_to(&self, to: u32) {
        self.hold.set(None);
        if reduced_motion() {
            self.playing.set(false);
            self.round.set(Some(to));
            return;
        }
        self.until.set(Some(to));
        self.playing.set(true);
    }

    /// A fact of the widget's run, by name.
    pub fn fact(&self, name: &str) -> Option<f64> {
        self.view.with_untracked(|v| v.as_ref().ok().and_then(|v| v.fact(name)).map(|f| f.value))
    }

    fn start_loop(&self) {
        let generation = self.generation.get_value().wrapping_add(1);
        self.generation.set_value(generation);
        let state = Rc::new(Loop {
            clock: *self,
            generation,
            start_ms: Cell::new(now_ms()),
            start_frame: Cell::new(self.frame.get_untracked()),
            speed: Cell::new(self.speed.get_untracked()),
        });
        schedule(state);
    }
}

/// A running playback: where and when it (last) started.
struct Loop {
    clock: Clock,
    generation: u32,
    start_ms: Cell<f64>,
    start_frame: Cell<usize>,
    speed: Cell<u32>,
}

fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

fn schedule(state: Rc<Loop>) {
    request_animation_frame(move || {
        if tick(&state) {
            schedule(state);
        }
    });
}

/// One animation frame of playback; false when it stops.
fn tick(s: &Loop) -> bool {
    let c = s.clock;
    if c.generation.try_get_value() != Some(s.generation) || !c.playing.try_get_untracked().unwrap_or(false) {
        return false;
    }
    let t0 = now_ms();
    // A new speed takes over from where the playback is.
    let speed = c.speed.get_untracked();
    if speed != s.speed.get() {
        s.speed.set(speed);
        s.start_ms.set(t0);
        s.start_frame.set(c.frame.get_untracked());
    }
    let Some((len, until)) =
        c.frames.get_untracked().map(|f| (f.len(), c.until.get_untracked().and_then(|u| f.frame_of(u))))
    else {
        c.playing.set(false);
        return false;
    };
    let last = c.limit_untracked();
    let limit = until.map_or(last, |u| u.min(last));
    let (to, done) = advance(s.start_frame.get(), t0 - s.start_ms.get(), base_rate(len), speed, limit);
    if to != c.frame.get_untracked() {
        c.set_frame(to);
    }
    if done {
        c.until.set(None);
        c.playing.set(false);
    }
    !done
}

/// Applies the open step's time to the page's clocks: a step with a time holds its model's
/// timeline at its opening round until `revealed`; every other clock is free.
pub fn follow_step(step: Option<&'static Step>, revealed: bool) {
    let Some(clocks) = use_context::<Clocks>() else { return };
    for c in clocks.0 {
        match step.and_then(|s| s.time.filter(|_| s.model == c.model)) {
            Some(StepTime { open_at, .. }) if !revealed => {
                if let Some(r) = c.fact(open_at) {
                    c.hold_at(r as u32);
                }
            }
            _ => c.release(),
        }
    }
}

/// A step's reveal: its model's timeline plays forward to the answer's round.
pub fn reveal_step(step: &'static Step) {
    let (Some(time), Some(c)) = (step.time, use_clock(step.model)) else { return };
    if let Some(r) = c.fact(time.play_to) {
        c.play_to(r as u32);
    }
}

/// The keys of a widget's view and timeline: space plays and pauses, the arrows step, Home
/// and End jump. (On the range itself the browser moves it; on a button, space presses it.)
pub fn on_key(clock: Clock, ev: &web_sys::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let tag = target.as_ref().map(|t| t.tag_name().to_ascii_lowercase()).unwrap_or_default();
    let on_range = tag == "input" && target.as_ref().and_then(|t| t.get_attribute("type")).as_deref() == Some("range");
    if matches!(tag.as_str(), "select" | "textarea") || (tag == "input" && !on_range) {
        return;
    }
    if clock.frames.with_untracked(|f| f.as_ref().is_none_or(|f| f.is_static())) {
        return; // a static view: nothing to play or step through
    }
    let key = ev.key();
    match key.as_str() {
        " " | "Spacebar" if tag != "button" => clock.toggle(),
        "ArrowLeft" | "ArrowDown" if !on_range => clock.step_by(-1),
        "ArrowRight" | "ArrowUp" if !on_range => clock.step_by(1),
        "Home" if !on_range => clock.go_to_frame(0),
        "End" if !on_range => clock.jump_to_end(),
        _ => return,
    }
    ev.prevent_default();
}

/// The timeline's markup for a language and a run's unit: the buttons (each names its action in
/// `data-act`), the speeds, the range and the empty places the clock fills ([`TimelineState`]).
/// Written as one string (with one delegated handler per kind of event) rather than element by
/// element: a view of this many reactive parts costs the first load more than its markup.
pub fn timeline_html(slug: &str, unit: &str, lang: Lang) -> String {
    let t = |tr: &'static str, en: &'static str| tr_en(lang, tr, en);
    let icon =
        |d: &str| format!(r#"<svg class="tl-icon" viewBox="0 0 16 16" aria-hidden="true"><path d="{d}"/></svg>"#);
    let speeds: String = SPEEDS.iter().map(|s| format!(r#"<option value="{s}">{s}×</option>"#)).collect();
    format!(
        concat!(
            r#"<div class="tl-buttons">"#,
            r#"<button type="button" class="tl" data-act="back" data-testid="step-back" aria-label="{back}">{i_back}</button>"#,
            r#"<button type="button" class="tl play" data-act="play" data-testid="play" aria-pressed="false" aria-label="{play}">{i_play}<span class="tl-word">{play}</span></button>"#,
            r#"<button type="button" class="tl" data-act="forward" data-testid="step-forward" aria-label="{forward}">{i_forward}</button>"#,
            r#"<button type="button" class="tl" data-act="next" data-testid="next-event">{next}</button>"#,
            r#"<label class="tl-speed" for="speed-{slug}">{speed}</label><select id="speed-{slug}" data-testid="speed">{speeds}</select>"#,
            r#"<span class="tl-readout" aria-hidden="true"></span></div>"#,
            r#"<div class="tl-track"><label class="visually-hidden" for="range-{slug}">{moment} ({unit})</label>"#,
            r#"<input type="range" id="range-{slug}" data-testid="timeline" min="0" max="0" step="1" value="0">"#,
            r#"<div class="tl-marks" aria-hidden="true"></div></div>"#,
            r#"<p class="sv-live" aria-live="polite" data-testid="round-description"></p>"#,
            r#"<p class="hint" data-testid="no-rounds" hidden>{none}</p>"#,
        ),
        slug = slug,
        back = t("Bir adım geri", "Step back"),
        i_back = icon(STEP_BACK_ICON),
        play = t("Oynat", "Play"),
        i_play = icon(PLAY_ICON),
        forward = t("Bir adım ileri", "Step forward"),
        i_forward = icon(STEP_FORWARD_ICON),
        next = t("Sonraki olay", "Next event"),
        speed = t("Hız", "Speed"),
        speeds = speeds,
        moment = t("Gösterilen an", "The moment shown"),
        unit = crate::plot::esc(unit),
        none = t("Bu koşumda gösterilecek tur yok.", "This run has no rounds to show."),
    )
}

/// What the timeline shows at one frame: the range's end and position, the readout and the play
/// button (a pause button while playing). The events' marks belong to the run ([`marks`]).
#[derive(Debug, Clone, PartialEq)]
pub struct TimelineState {
    pub max: usize,
    pub value: usize,
    pub value_text: String,
    pub readout: String,
    pub playing: bool,
    pub play_label: &'static str,
    pub empty: bool,
}

/// The timeline's state at frame `i` of `f` (`hold`: a step's round the range stops at).
pub fn timeline_state(f: &Frames, i: usize, playing: bool, hold: Option<u32>, lang: Lang) -> TimelineState {
    let last = f.len().saturating_sub(1);
    let round = f.rounds.get(i).copied().unwrap_or(0);
    TimelineState {
        max: hold.and_then(|h| f.frame_of(h)).map_or(last, |h| h.min(last)),
        value: i,
        value_text: format!("{} {}", f.unit, fmt_num(round as f64, 0, lang)),
        readout: format!(
            "{} {} / {}",
            capital(&f.unit, lang),
            fmt_num(round as f64, 0, lang),
            fmt_num(f.rounds.last().copied().unwrap_or(0) as f64, 0, lang)
        ),
        playing,
        play_label: if playing { tr_en(lang, "Duraklat", "Pause") } else { tr_en(lang, "Oynat", "Play") },
        empty: f.is_empty(),
    }
}

/// The run's events as marks along the range (drawn once per run, not per frame).
pub fn marks(f: &Frames) -> String {
    let n = f.len().saturating_sub(1).max(1) as f64;
    f.event_rounds()
        .into_iter()
        .filter_map(|r| f.frame_of(r))
        .map(|k| format!(r#"<span class="mark" style="left: {:.2}%"></span>"#, 100.0 * k as f64 / n))
        .collect()
}

/// `clock`: the widget's time; `system`: its layout (for the description); `slug`: its id part.
#[component]
pub fn Timeline(clock: Clock, system: &'static System, slug: String) -> impl IntoView {
    let lab = use_lab();
    let root = NodeRef::<leptos::html::Div>::new();
    // What is on the page: the markup's language and unit, the run whose marks are drawn, and
    // the state last shown with its speed (a playing frame writes only what moved).
    let drawn = StoredValue::new(Drawn::default());
    let id = slug.clone();
    Effect::new(move |_| {
        let lang = lab.lang.get();
        let i = clock.frame.get();
        let playing = clock.playing.get();
        let speed = clock.speed.get();
        let hold = clock.hold.get();
        let Some(el) = root.get() else { return };
        let Some(f) = clock.frames.get() else { return };
        // A static view has no time to move through: no controls at all.
        if f.is_static() {
            let _ = el.set_attribute("hidden", "");
            el.set_inner_html("");
            drawn.set_value(Drawn::default());
            return;
        }
        let _ = el.remove_attribute("hidden");
        let key = (lang, f.unit.clone());
        if drawn.with_value(|d| d.markup.as_ref() != Some(&key)) {
            el.set_inner_html(&timeline_html(&id, &f.unit, lang));
            drawn.set_value(Drawn { markup: Some(key), ..Drawn::default() });
        }
        if drawn.with_value(|d| !d.run.as_ref().is_some_and(|r| Arc::ptr_eq(r, &f))) {
            set_html(&el, ".tl-marks", &marks(&f));
            drawn.update_value(|d| d.run = Some(f.clone()));
        }
        let st = timeline_state(&f, i, playing, hold, lang);
        drawn.with_value(|d| show_state(&el, &st, speed, d.shown.as_ref()));
        // The live description: written when the timeline rests, left alone while it plays.
        if !playing {
            set_text(&el, "[data-testid=round-description]", &describe(&f, system, i, lang));
        }
        drawn.update_value(|d| d.shown = Some((st, speed)));
    });
    // One handler per kind of event for the whole timeline.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let act = closest(&ev, "button[data-act]").and_then(|b| b.get_attribute("data-act"));
        match act.as_deref() {
            Some("back") => clock.step_by(-1),
            Some("play") => clock.toggle(),
            Some("forward") => clock.step_by(1),
            Some("next") => clock.next_event(),
            _ => {}
        }
    };
    let on_input = move |ev: leptos::ev::Event| {
        if closest(&ev, "input[type=range]").is_some() {
            if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                clock.go_to_frame(i);
            }
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        if closest(&ev, "select").is_some() {
            if let Ok(s) = event_target_value(&ev).parse::<u32>() {
                clock.speed.set(s);
            }
        }
    };
    view! {
        <div class="timeline" role="group" node_ref=root data-testid=format!("timeline-{slug}")
            aria-label=move || tr_en(lab.lang.get(), "Zaman çizelgesi", "Timeline")
            on:click=on_click on:input=on_input on:change=on_change></div>
    }
}

/// The element the event came from, or its nearest ancestor matching `selector`.
pub fn closest(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    ev.target()?.dyn_into::<web_sys::Element>().ok()?.closest(selector).ok().flatten()
}

fn find(root: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    root.query_selector(selector).ok().flatten()
}

fn set_text(root: &web_sys::Element, selector: &str, text: &str) {
    if let Some(e) = find(root, selector) {
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }
}

fn set_html(root: &web_sys::Element, selector: &str, html: &str) {
    if let Some(e) = find(root, selector) {
        e.set_inner_html(html);
    }
}

/// What a timeline has on the page (see [`Timeline`]).
#[derive(Default)]
struct Drawn {
    markup: Option<(Lang, String)>,
    run: Option<Arc<Frames>>,
    shown: Option<(TimelineState, u32)>,
}

/// Puts a frame's state on the timeline's elements: the range always (the learner moves it),
/// the rest where it differs from `before` (what was last shown), or all of it.
fn show_state(root: &web_sys::Element, st: &TimelineState, speed: u32, before: Option<&(TimelineState, u32)>) {
    use wasm_bindgen::JsCast;
    let moved = |same: &dyn Fn(&TimelineState, u32) -> bool| before.is_none_or(|(b, s)| !same(b, *s));
    if let Some(r) = find(root, "input[type=range]").and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        if moved(&|b, _| b.max == st.max) {
            r.set_max(&st.max.to_string());
        }
        r.set_value(&st.value.to_string());
        if moved(&|b, _| b.value_text == st.value_text) {
            let _ = r.set_attribute("aria-valuetext", &st.value_text);
        }
    }
    if moved(&|_, s| s == speed) {
        if let Some(s) = find(root, "select").and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
            s.set_value(&speed.to_string());
        }
    }
    if moved(&|b, _| b.readout == st.readout) {
        set_text(root, ".tl-readout", &st.readout);
    }
    if moved(&|b, _| b.playing == st.playing && b.play_label == st.play_label) {
        if let Some(b) = find(root, "[data-act=play]") {
            let _ = b.set_attribute("aria-pressed", if st.playing { "true" } else { "false" });
            let _ = b.set_attribute("aria-label", st.play_label);
            if let Some(p) = find(&b, "path") {
                let _ = p.set_attribute("d", if st.playing { PAUSE_ICON } else { PLAY_ICON });
            }
        }
        set_text(root, ".tl-word", st.play_label);
    }
    if moved(&|b, _| b.empty == st.empty) {
        if let Some(h) = find(root, "[data-testid=no-rounds]") {
            let _ = if st.empty { h.remove_attribute("hidden") } else { h.set_attribute("hidden", "") };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playback_advances_with_time_and_speed_and_stops_at_its_limit() {
        assert_eq!(advance(10, 0.0, 30.0, 1, 100), (10, false));
        assert_eq!(advance(10, 1000.0, 30.0, 1, 100), (40, false));
        assert_eq!(advance(10, 1000.0, 30.0, 4, 100), (100, true));
        assert_eq!(advance(10, 500.0, 2.0, 16, 1000), (26, false));
        assert_eq!(advance(99, -5.0, 30.0, 16, 99), (99, true));
    }

    #[test]
    fn a_run_plays_in_about_forty_seconds_at_one_times_and_never_faster_than_thirty_frames() {
        assert_eq!(base_rate(1200), 30.0);
        assert_eq!(base_rate(800), 20.0);
        assert_eq!(base_rate(48), 2.0);
    }

    fn frames() -> Frames {
        let mut f = Frames::new(vec![0, 10, 20, 30], "tur");
        let mut sc = lessons::frames::Scene::new("s");
        sc.event(20, "kesici açıldı");
        f.scenes.push(sc);
        f
    }

    #[test]
    fn the_state_names_the_round_and_its_end_and_stops_the_range_at_a_step_s_hold() {
        let f = frames();
        let st = timeline_state(&f, 1, false, None, Lang::Tr);
        assert_eq!((st.max, st.value), (3, 1));
        assert_eq!(st.readout, "Tur 10 / 30");
        assert_eq!(st.value_text, "tur 10");
        assert_eq!(st.play_label, "Oynat");
        assert_eq!(marks(&f), r#"<span class="mark" style="left: 66.67%"></span>"#);
        let held = timeline_state(&f, 1, true, Some(20), Lang::En);
        assert_eq!((held.max, held.play_label, held.playing), (2, "Pause", true));
        assert!(timeline_state(&Frames::new(vec![], "tur"), 0, false, None, Lang::En).empty);
    }

    #[test]
    fn the_markup_has_every_control_with_its_name_in_the_page_s_language() {
        let html = timeline_html("kesici-kosum", "tur", Lang::En);
        for id in ["step-back", "play", "step-forward", "next-event", "speed", "timeline", "round-description"] {
            assert!(html.contains(&format!(r#"data-testid="{id}""#)), "{id}");
        }
        assert!(html.contains(r#"aria-label="Step back""#) && html.contains("The moment shown (tur)"));
        assert_eq!(html.matches("<option").count(), SPEEDS.len());
        assert!(timeline_html("x", "tur", Lang::Tr).contains("Sonraki olay"));
    }
}
