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

use leptos::prelude::*;
use lessons::content::{Step, StepTime};
use lessons::frames::{capital, describe, Frames};
use lessons::system::System;
use lessons::view::fmt_num;

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

/// The clocks of a lesson page, one per widget with a system (in the page's context).
#[derive(Clone)]
pub struct Clocks(pub Vec<Clock>);

/// The clock of a model's widget on this page, if it has a system view.
pub fn use_clock(model: &str) -> Option<Clock> {
    use_context::<Clocks>().and_then(|c| c.0.iter().find(|k| k.model == model).copied())
}

fn with_frames<R>(view: ViewMemo, f: impl FnOnce(&Frames) -> R) -> Option<R> {
    view.with(|v| v.as_ref().ok().and_then(|v| v.frames.as_ref()).map(f))
}

fn with_frames_untracked<R>(view: ViewMemo, f: impl FnOnce(&Frames) -> R) -> Option<R> {
    view.with_untracked(|v| v.as_ref().ok().and_then(|v| v.frames.as_ref()).map(f))
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
        let frame = Memo::new(move |_| {
            let r = round.get();
            with_frames(view, |f| match r {
                None => 0,
                Some(r) => f.frame_of(r).unwrap_or(if r > f.rounds.last().copied().unwrap_or(0) {
                    f.len().saturating_sub(1)
                } else {
                    0
                }),
            })
            .unwrap_or(0)
        });
        let clock = Self {
            model,
            view,
            round,
            frame,
            playing: RwSignal::new(false),
            speed: RwSignal::new(1),
            hold: RwSignal::new(None),
            until: RwSignal::new(None),
            generation: StoredValue::new(0),
        };
        // The link's round, once the run's frames are there.
        let checked = StoredValue::new(false);
        Effect::new(move |_| {
            if checked.get_value() {
                return;
            }
            let Some(ok) = with_frames(view, |f| round.get_untracked().is_none_or(|r| f.frame_of(r).is_some())) else {
                return;
            };
            checked.set_value(true);
            if !ok {
                if let Some(r) = round.get_untracked() {
                    lab.ignored.update(|i| i.push(lessons::link::round_not_in_run(model, r)));
                }
                round.set(None);
            }
        });
        // The link follows the round when the timeline rests.
        Effect::new(move |_| {
            if clock.playing.get() {
                return;
            }
            let shown = clock.shown_round();
            let first = with_frames_untracked(view, Frames::first_round).unwrap_or(0);
            let want = shown.filter(|&r| r != first);
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
        // Playing starts a loop of animation frames.
        Effect::new(move |_| {
            if clock.playing.get() {
                clock.start_loop();
            }
        });
        clock
    }

    /// The round of the shown frame (`None` before the run's frames are there).
    pub fn shown_round(&self) -> Option<u32> {
        let i = self.frame.get();
        with_frames(self.view, |f| f.rounds.get(i).copied()).flatten()
    }

    fn shown_round_untracked(&self) -> Option<u32> {
        let i = self.frame.get_untracked();
        with_frames_untracked(self.view, |f| f.rounds.get(i).copied()).flatten()
    }

    /// The last frame the timeline may show now: the run's, or a step's hold.
    fn limit_untracked(&self) -> usize {
        let hold = self.hold.get_untracked();
        with_frames_untracked(self.view, |f| {
            let last = f.len().saturating_sub(1);
            hold.and_then(|h| f.frame_of(h)).map_or(last, |h| h.min(last))
        })
        .unwrap_or(0)
    }

    /// Shows frame `i` (kept within the limit), pausing playback.
    pub fn go_to_frame(&self, i: usize) {
        self.playing.set(false);
        self.set_frame(i.min(self.limit_untracked()));
    }

    fn set_frame(&self, i: usize) {
        if let Some(Some(r)) = with_frames_untracked(self.view, |f| f.rounds.get(i).copied()) {
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
        if let Some(Some(i)) = with_frames_untracked(self.view, |f| f.next_event(now).and_then(|r| f.frame_of(r))) {
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
        with_frames_untracked(c.view, |f| (f.len(), c.until.get_untracked().and_then(|u| f.frame_of(u))))
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
    record_frame_time(t0);
    !done
}

/// For the benchmark: when the page has `window.__frameTimes` (an array), each playback frame
/// adds its script time, measured once the redraws it caused have run.
fn record_frame_time(t0: f64) {
    #[cfg(target_family = "wasm")]
    {
        use wasm_bindgen::JsCast;
        let key = wasm_bindgen::JsValue::from_str("__frameTimes");
        let Ok(list) = js_sys::Reflect::get(&window(), &key) else { return };
        let Ok(list) = list.dyn_into::<js_sys::Array>() else { return };
        leptos::task::spawn_local(async move {
            list.push(&wasm_bindgen::JsValue::from_f64(now_ms() - t0));
        });
    }
    #[cfg(not(target_family = "wasm"))]
    let _ = t0;
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

/// `clock`: the widget's time; `system`: its layout (for the description); `slug`: its id part.
#[component]
pub fn Timeline(clock: Clock, system: &'static System, slug: String) -> impl IntoView {
    let lab = use_lab();
    let view = clock.view;
    let len = Memo::new(move |_| with_frames(view, Frames::len).unwrap_or(0));
    let max = Memo::new(move |_| {
        let hold = clock.hold.get();
        with_frames(view, |f| {
            let last = f.len().saturating_sub(1);
            hold.and_then(|h| f.frame_of(h)).map_or(last, |h| h.min(last))
        })
        .unwrap_or(0)
    });
    let unit = move || with_frames(view, |f| f.unit.clone()).unwrap_or_default();
    let readout = move || {
        let lang = lab.lang.get();
        let i = clock.frame.get();
        with_frames(view, |f| {
            let r = f.rounds.get(i).copied().unwrap_or(0);
            let last = f.rounds.last().copied().unwrap_or(0);
            format!("{} {} / {}", capital(&f.unit), fmt_num(r as f64, 0, lang), fmt_num(last as f64, 0, lang))
        })
        .unwrap_or_default()
    };
    let value_text = move || {
        let lang = lab.lang.get();
        let i = clock.frame.get();
        with_frames(view, |f| format!("{} {}", f.unit, fmt_num(f.rounds.get(i).copied().unwrap_or(0) as f64, 0, lang)))
            .unwrap_or_default()
    };
    // The live description: written when the timeline rests, left alone while it plays.
    let said = RwSignal::new(String::new());
    Effect::new(move |_| {
        let playing = clock.playing.get();
        let i = clock.frame.get();
        let lang = lab.lang.get();
        if playing {
            return;
        }
        if let Some(text) = with_frames(view, |f| describe(f, system, i, lang)) {
            said.set(text);
        }
    });
    // The events' marks along the range.
    let marks = move || {
        with_frames(view, |f| {
            let n = f.len().saturating_sub(1).max(1) as f64;
            f.event_rounds()
                .into_iter()
                .filter_map(|r| f.frame_of(r))
                .map(|i| view! { <span class="mark" style=format!("left: {:.2}%", 100.0 * i as f64 / n)></span> })
                .collect_view()
        })
    };
    let on_input = move |ev: leptos::ev::Event| {
        if let Ok(i) = event_target_value(&ev).parse::<usize>() {
            clock.go_to_frame(i);
        }
    };
    let t = move |tr: &'static str, en: &'static str| tr_en(lab.lang.get(), tr, en);
    let speed_id = format!("speed-{slug}");
    let range_id = format!("range-{slug}");
    view! {
        <div class="timeline" role="group" aria-label=move || t("Zaman çizelgesi", "Timeline") data-testid=format!("timeline-{slug}")>
            <div class="tl-buttons">
                <button type="button" class="tl" data-testid="step-back" aria-label=move || t("Bir adım geri", "Step back") on:click=move |_| clock.step_by(-1)>
                    <svg class="tl-icon" viewBox="0 0 16 16" aria-hidden="true"><path d=STEP_BACK_ICON/></svg>
                </button>
                <button
                    type="button"
                    class="tl play"
                    data-testid="play"
                    aria-pressed=move || clock.playing.get().to_string()
                    aria-label=move || if clock.playing.get() { t("Duraklat", "Pause") } else { t("Oynat", "Play") }
                    on:click=move |_| clock.toggle()
                >
                    <svg class="tl-icon" viewBox="0 0 16 16" aria-hidden="true">
                        <path d=move || if clock.playing.get() { PAUSE_ICON } else { PLAY_ICON }/>
                    </svg>
                    <span class="tl-word">{move || if clock.playing.get() { t("Duraklat", "Pause") } else { t("Oynat", "Play") }}</span>
                </button>
                <button type="button" class="tl" data-testid="step-forward" aria-label=move || t("Bir adım ileri", "Step forward") on:click=move |_| clock.step_by(1)>
                    <svg class="tl-icon" viewBox="0 0 16 16" aria-hidden="true"><path d=STEP_FORWARD_ICON/></svg>
                </button>
                <button type="button" class="tl" data-testid="next-event" on:click=move |_| clock.next_event()>
                    {move || t("Sonraki olay", "Next event")}
                </button>
                <label class="tl-speed" for=speed_id.clone()>{move || t("Hız", "Speed")}</label>
                <select
                    id=speed_id
                    data-testid="speed"
                    on:change=move |ev| {
                        if let Ok(s) = event_target_value(&ev).parse::<u32>() {
                            clock.speed.set(s);
                        }
                    }
                >
                    {SPEEDS.iter().map(|&s| view! { <option value=s.to_string() selected=move || clock.speed.get() == s>{format!("{s}×")}</option> }).collect_view()}
                </select>
                <span class="tl-readout" aria-hidden="true">{readout}</span>
            </div>
            <div class="tl-track">
                <label class="visually-hidden" for=range_id.clone()>{move || format!("{} ({})", t("Gösterilen an", "The moment shown"), unit())}</label>
                <input
                    type="range"
                    id=range_id
                    data-testid="timeline"
                    min="0"
                    step="1"
                    prop:max=move || max.get().to_string()
                    prop:value=move || clock.frame.get().to_string()
                    aria-valuetext=value_text
                    on:input=on_input
                />
                <div class="tl-marks" aria-hidden="true">{marks}</div>
            </div>
            <p class="sv-live" aria-live="polite" data-testid="round-description">{move || said.get()}</p>
            {move || (len.get() == 0).then(|| view! { <p class="hint">{t("Bu koşumda gösterilecek tur yok.", "This run has no rounds to show.")}</p> })}
        </div>
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
}
