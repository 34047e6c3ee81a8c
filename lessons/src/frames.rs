//! Frames: what a model run looked like round by round, for the system view and its timeline.
//!
//! A model that runs in rounds records, in the same run that makes its charts, each component's
//! load and state and each link's flow; its renderer samples those rounds (at most
//! [`MAX_FRAMES`], evenly, always keeping the rounds of its events) into [`Frames`], part of the
//! page's [`crate::view::View`]. The page draws one frame at a time over the lesson's
//! [`System`] (its layout) and never runs the model to play them.
//!
//! The data is columnar: one [`Track`] of numbers (whole counts as small integers, a byte or two
//! each on the wire) or one [`StateTrack`] (runs of equal states) per component and link, indexed
//! by frame. A track of one value holds for every frame.

use serde::{Deserialize, Serialize};
use sim_core::{Label, Lang};

use crate::system::{Kind, Pattern, System};
use crate::view::{fmt_num, interned, palette, Name};

/// At most this many frames per run: long runs are sampled evenly (their events always kept).
pub const MAX_FRAMES: usize = 1500;

/// At most this many events per scene (the first ones; a breaker that flaps all day does not
/// fill the timeline with marks).
pub const MAX_EVENTS: usize = 40;

/// One number per frame.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Track {
    /// Whole non-negative numbers (counts), exact.
    Counts(Vec<u32>),
    /// Anything else, as `f32` (a drawing needs no more).
    Reals(Vec<f32>),
}

impl Default for Track {
    fn default() -> Self {
        Track::Counts(Vec::new())
    }
}

impl Track {
    /// Counts when every value is a whole number in `u32`'s range, else reals. A value that is
    /// not finite is stored as 0 (a frame holds no infinity).
    pub fn new(values: impl IntoIterator<Item = f64>) -> Self {
        let values: Vec<f64> = values.into_iter().map(|v| if v.is_finite() { v } else { 0.0 }).collect();
        if values.iter().all(|v| v.fract() == 0.0 && *v >= 0.0 && *v <= u32::MAX as f64) {
            Track::Counts(values.iter().map(|&v| v as u32).collect())
        } else {
            Track::Reals(values.iter().map(|&v| v as f32).collect())
        }
    }

    /// One value for every frame.
    pub fn constant(v: f64) -> Self {
        Track::new([v])
    }

    pub fn len(&self) -> usize {
        match self {
            Track::Counts(v) => v.len(),
            Track::Reals(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at frame `i` (the last value past the end; 0 for an empty track).
    pub fn at(&self, i: usize) -> f64 {
        match self {
            Track::Counts(v) => v.get(i).or(v.last()).map_or(0.0, |&x| x as f64),
            Track::Reals(v) => v.get(i).or(v.last()).map_or(0.0, |&x| x as f64),
        }
    }

    /// The largest value (0 for an empty track).
    pub fn max(&self) -> f64 {
        match self {
            Track::Counts(v) => v.iter().copied().max().unwrap_or(0) as f64,
            Track::Reals(v) => v.iter().copied().fold(0.0f32, f32::max) as f64,
        }
    }
}

/// What a component or a pattern is doing in a frame. Each state has a colour of the
/// colour-blind-safe palette and, in the drawing, a symbol beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum State {
    /// Working, with room to spare.
    Ok,
    /// Most of its capacity in use.
    Busy,
    /// No room left: callers are turned away or wait.
    Saturated,
    /// Answers, but late (its callers hold their slots).
    Slow,
    /// Does not answer.
    Failed,
    /// Answers part of its calls, or answers with less.
    Degraded,
    /// A breaker lets calls through.
    Closed,
    /// A breaker rejects every call.
    Open,
    /// A breaker lets one probe through.
    HalfOpen,
    /// A gate cuts flows above their ceiling.
    Throttling,
    /// A gate drops work it cannot serve in time.
    Shedding,
    /// The boundary refuses what does not fit (the caller knows).
    Refusing,
    /// A stage waits for its successor's room (the signal is obeyed).
    Paused,
    /// A field served fresh.
    Fresh,
    /// A field served from the backup, old.
    Stale,
    /// A field left out.
    Missing,
    /// A call that outlasted its budget (the caller gave up).
    TimedOut,
    /// Not called at all (no budget left for it).
    Skipped,
    /// A request given up: no answer went back.
    Dropped,
    /// Nothing to do in this frame.
    Idle,
    /// Taken out of the balancer's pool by its health check (gets no traffic).
    Removed,
    /// Holds and serves a wrong value (a bad setting).
    Wrong,
}

impl State {
    pub fn label(self) -> Label {
        match self {
            State::Ok => Label::new("sağlıklı", "healthy"),
            State::Busy => Label::new("yoğun", "busy"),
            State::Saturated => Label::new("doygun", "saturated"),
            State::Slow => Label::new("yavaş", "slow"),
            State::Failed => Label::new("arızalı", "failed"),
            State::Degraded => Label::new("kısmi", "degraded"),
            State::Closed => Label::new("kapalı", "closed"),
            State::Open => Label::new("açık", "open"),
            State::HalfOpen => Label::new("yarı açık", "half-open"),
            State::Throttling => Label::new("kısıtlıyor", "throttling"),
            State::Shedding => Label::new("boşaltıyor", "shedding"),
            State::Refusing => Label::new("geri çeviriyor", "refusing"),
            State::Paused => Label::new("bekletiyor", "holding back"),
            State::Fresh => Label::new("taze", "fresh"),
            State::Stale => Label::new("bayat", "stale"),
            State::Missing => Label::new("eksik", "missing"),
            State::TimedOut => Label::new("zaman aşımı", "timed out"),
            State::Skipped => Label::new("çağrılmadı", "not called"),
            State::Dropped => Label::new("düştü", "dropped"),
            State::Idle => Label::new("boşta", "idle"),
            State::Removed => Label::new("havuz dışı", "out of the pool"),
            State::Wrong => Label::new("yanlış değer", "wrong value"),
        }
    }

    /// How it reads at a glance: good, a warning, bad, or neutral.
    pub fn tone(self) -> Tone {
        match self {
            State::Ok | State::Closed | State::Fresh => Tone::Good,
            State::Busy | State::HalfOpen | State::Throttling | State::Paused | State::Stale | State::Degraded => {
                Tone::Warn
            }
            State::Saturated
            | State::Slow
            | State::Failed
            | State::Open
            | State::Shedding
            | State::Missing
            | State::TimedOut
            | State::Dropped
            | State::Wrong => Tone::Bad,
            State::Refusing | State::Removed => Tone::Warn,
            State::Idle | State::Skipped => Tone::Neutral,
        }
    }

    /// The state's colour (Okabe–Ito).
    pub fn color(self) -> &'static str {
        match self {
            State::Ok | State::Closed | State::Fresh => palette::GREEN,
            State::Busy | State::HalfOpen | State::Stale | State::Paused => palette::ORANGE,
            State::Throttling | State::Refusing | State::Removed => palette::YELLOW,
            State::Degraded => palette::PURPLE,
            State::Saturated
            | State::Open
            | State::Shedding
            | State::Missing
            | State::TimedOut
            | State::Dropped
            | State::Wrong => palette::VERMILLION,
            State::Skipped => palette::GREY,
            State::Slow => palette::ORANGE,
            State::Failed => palette::BLACK,
            State::Idle => palette::GREY,
        }
    }

    /// Whether a component in this state is in the blast radius (saturated or failing).
    pub fn hit(self) -> bool {
        matches!(
            self,
            State::Saturated | State::Slow | State::Failed | State::Degraded | State::TimedOut | State::Wrong
        )
    }

    /// A lowercase word for markup (`data-state`, CSS classes).
    pub fn key(self) -> &'static str {
        match self {
            State::Ok => "ok",
            State::Busy => "busy",
            State::Saturated => "saturated",
            State::Slow => "slow",
            State::Failed => "failed",
            State::Degraded => "degraded",
            State::Closed => "closed",
            State::Open => "open",
            State::HalfOpen => "half-open",
            State::Throttling => "throttling",
            State::Shedding => "shedding",
            State::Refusing => "refusing",
            State::Paused => "paused",
            State::Fresh => "fresh",
            State::Stale => "stale",
            State::Missing => "missing",
            State::TimedOut => "timed-out",
            State::Skipped => "skipped",
            State::Dropped => "dropped",
            State::Idle => "idle",
            State::Removed => "removed",
            State::Wrong => "wrong",
        }
    }
}

/// A state's reading at a glance (the drawing's symbol follows it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Good,
    Warn,
    Bad,
    Neutral,
}

/// One state per frame, kept as runs: `(first frame, state)`, the first run at frame 0.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StateTrack(pub Vec<(u32, State)>);

impl StateTrack {
    /// From one state per frame.
    pub fn new(states: impl IntoIterator<Item = State>) -> Self {
        let mut runs: Vec<(u32, State)> = Vec::new();
        for (i, s) in states.into_iter().enumerate() {
            if runs.last().is_none_or(|&(_, last)| last != s) {
                runs.push((i as u32, s));
            }
        }
        StateTrack(runs)
    }

    /// The same state in every frame.
    pub fn constant(s: State) -> Self {
        StateTrack(vec![(0, s)])
    }

    /// No state at all (a link without a pattern here).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The state at frame `i` (`None` for an empty track).
    pub fn at(&self, i: usize) -> Option<State> {
        let k = self.0.partition_point(|&(start, _)| start as usize <= i);
        self.0.get(k.checked_sub(1)?).map(|&(_, s)| s)
    }
}

/// A component's frames.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NodeTrack {
    /// The component's id in the lesson's [`System`].
    #[serde(deserialize_with = "interned")]
    pub id: Name,
    /// A fixed line under its name in this scene ("32 yuva", "×3 deneme"), page language.
    pub note: String,
    /// What its gauge fills up to (slots, buffer places, ms of budget); 0: no gauge.
    pub capacity: f32,
    /// The gauge's contents, stacked: (flow index into [`Frames::flows`], value per frame).
    pub fill: Vec<(u8, Track)>,
    pub state: StateTrack,
}

impl NodeTrack {
    pub fn new(id: &'static str, state: StateTrack) -> Self {
        Self { id, note: String::new(), capacity: 0.0, fill: Vec::new(), state }
    }

    /// A gauge of `capacity` filled by these flows.
    pub fn gauge(mut self, capacity: f64, fill: Vec<(u8, Track)>) -> Self {
        self.capacity = capacity as f32;
        self.fill = fill;
        self
    }

    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.note = note.into();
        self
    }

    /// The gauge's total at frame `i`.
    pub fn level(&self, i: usize) -> f64 {
        self.fill.iter().map(|(_, t)| t.at(i)).sum()
    }
}

/// A link's frames: what passed along it in each frame's round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LinkTrack {
    #[serde(deserialize_with = "interned")]
    pub from: Name,
    #[serde(deserialize_with = "interned")]
    pub to: Name,
    /// The pattern's fixed text in this scene ("×3", "90 ms"); empty: the pattern is not here.
    pub tag: String,
    /// Requests that went through.
    pub flow: Track,
    /// Requests that failed, timed out or were lost on the way.
    pub failed: Track,
    /// Requests the pattern turned away (rejected by a breaker, throttled, shed, refused).
    pub refused: Track,
    /// The pattern's state (empty: no pattern on this link here).
    pub state: StateTrack,
}

impl LinkTrack {
    pub fn new(from: &'static str, to: &'static str, flow: Track) -> Self {
        Self {
            from,
            to,
            tag: String::new(),
            flow,
            failed: Track::default(),
            refused: Track::default(),
            state: StateTrack::default(),
        }
    }

    pub fn failed(mut self, failed: Track) -> Self {
        self.failed = failed;
        self
    }

    pub fn refused(mut self, refused: Track) -> Self {
        self.refused = refused;
        self
    }

    /// The pattern on this link: its text and its state per frame.
    pub fn pattern(mut self, tag: impl Into<String>, state: StateTrack) -> Self {
        self.tag = tag.into();
        self.state = state;
        self
    }
}

/// Something that happened in a round (a fault starts, a breaker opens, a buffer fills).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub round: u32,
    pub text: String,
}

/// One scenario drawn over the system (without the breaker, with it; one layout; one policy).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    pub title: String,
    /// The components drawn in this scene (others of the system are left out).
    pub nodes: Vec<NodeTrack>,
    pub links: Vec<LinkTrack>,
    /// In round order.
    pub events: Vec<Event>,
}

impl Scene {
    pub fn new(title: impl Into<String>) -> Self {
        Self { title: title.into(), nodes: Vec::new(), links: Vec::new(), events: Vec::new() }
    }

    pub fn node(&self, id: &str) -> Option<&NodeTrack> {
        self.nodes.iter().find(|n| n.id == id)
    }

    /// Adds an event (kept in round order; past [`MAX_EVENTS`] the later ones are left out).
    pub fn event(&mut self, round: u32, text: impl Into<String>) {
        if self.events.len() >= MAX_EVENTS {
            if self.events.last().is_some_and(|e| e.round <= round) {
                return;
            }
            self.events.pop();
        }
        let at = self.events.partition_point(|e| e.round <= round);
        self.events.insert(at, Event { round, text: text.into() });
    }
}

/// A run's frames: the sampled rounds and, per scene, every component's and link's track.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Frames {
    /// The rounds shown, ascending: the x values of the widget's time charts.
    pub rounds: Vec<u32>,
    /// What one step of time is called, lowercase, page language ("tur", "istek").
    pub unit: String,
    /// The charts whose x axis is this time (they draw a cursor at the shown round).
    #[serde(deserialize_with = "crate::view::interned_all")]
    pub charts: Vec<Name>,
    /// The names of the flows a gauge's fill is made of, page language.
    pub flows: Vec<String>,
    pub scenes: Vec<Scene>,
    /// One sentence on what the drawing shows and what it leaves out.
    pub note: String,
}

/// The system view's texts a renderer keeps in `lessons/compute/texts/` (`[frames]`): the names
/// of its gauges' flows and the note on the drawing, each in both languages (`None`: the
/// renderer writes it itself).
#[derive(Clone, Copy, Debug)]
pub struct FramesText {
    pub flows: Option<&'static [Label]>,
    pub note: Option<Label>,
}

impl Frames {
    /// Sets the flows' names and the note that these texts hold, in this language.
    pub fn set_texts(&mut self, text: &FramesText, lang: Lang) {
        if let Some(flows) = text.flows {
            self.flows = crate::view::texts(lang, flows);
        }
        if let Some(note) = text.note {
            self.note = note.get(lang).to_string();
        }
    }

    /// A static view: one frame (a model without rounds draws its scenarios once), so there is
    /// no time to move through and no round to name.
    pub fn is_static(&self) -> bool {
        self.len() <= 1
    }

    /// Frames over these rounds, no scene yet.
    pub fn new(rounds: Vec<u32>, unit: impl Into<String>) -> Self {
        Self {
            rounds,
            unit: unit.into(),
            charts: Vec::new(),
            flows: Vec::new(),
            scenes: Vec::new(),
            note: String::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.rounds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rounds.is_empty()
    }

    /// The frame that shows round `round`: the last frame at or before it; `None` when the
    /// round is outside the run.
    pub fn frame_of(&self, round: u32) -> Option<usize> {
        let (first, last) = (*self.rounds.first()?, *self.rounds.last()?);
        if round < first || round > last {
            return None;
        }
        Some(self.rounds.partition_point(|&r| r <= round) - 1)
    }

    /// The first frame's round (where a timeline starts).
    pub fn first_round(&self) -> u32 {
        self.rounds.first().copied().unwrap_or(0)
    }

    /// Every event's round, of all scenes, ascending, once each.
    pub fn event_rounds(&self) -> Vec<u32> {
        let mut r: Vec<u32> = self.scenes.iter().flat_map(|s| s.events.iter().map(|e| e.round)).collect();
        r.sort_unstable();
        r.dedup();
        r
    }

    /// The first event after round `round`, if any.
    pub fn next_event(&self, round: u32) -> Option<u32> {
        self.event_rounds().into_iter().find(|&r| r > round)
    }

    /// The widest flow on any link in any frame (link widths are drawn against it).
    pub fn max_flow(&self) -> f64 {
        self.scenes
            .iter()
            .flat_map(|s| s.links.iter())
            .map(|l| l.flow.max().max(l.failed.max()).max(l.refused.max()))
            .fold(0.0, f64::max)
    }
}

/// The indexes of the rounds `0..len` to keep: all of them when they fit in `max`, else an even
/// stride over the run plus every index in `keep` (events) and the last one, ascending.
pub fn sample(len: usize, keep: &[usize], max: usize) -> Vec<usize> {
    if len <= max.max(1) {
        return (0..len).collect();
    }
    let stride = len.div_ceil(max.max(2) - keep.len().min(max / 2)).max(1);
    let mut picks: Vec<usize> = (0..len).step_by(stride).collect();
    picks.extend(keep.iter().copied().filter(|&k| k < len));
    picks.push(len - 1);
    picks.sort_unstable();
    picks.dedup();
    picks
}

/// The recorded rounds a renderer keeps (indexes into its per-round records), and the tracks it
/// builds from them.
pub struct Picks(pub Vec<usize>);

impl Picks {
    /// [`sample`] of `len` recorded rounds, keeping the indexes in `keep`, at most [`MAX_FRAMES`].
    pub fn new(len: usize, keep: &[usize]) -> Self {
        Picks(sample(len, keep, MAX_FRAMES))
    }

    /// [`Picks::new`] keeping every index an event is marked at (a scene's `(index, text)`s).
    pub fn marked(len: usize, marks: &[Vec<(usize, String)>]) -> Self {
        let keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).collect();
        Self::new(len, &keep)
    }

    /// A track of `f(index)` at every kept index.
    pub fn track(&self, f: impl Fn(usize) -> f64) -> Track {
        Track::new(self.0.iter().map(|&i| f(i)))
    }

    /// A state track of `f(index)` at every kept index.
    pub fn states(&self, f: impl Fn(usize) -> State) -> StateTrack {
        StateTrack::new(self.0.iter().map(|&i| f(i)))
    }

    /// The kept indexes as rounds (`round(index)`).
    pub fn rounds(&self, round: impl Fn(usize) -> u32) -> Vec<u32> {
        self.0.iter().map(|&i| round(i)).collect()
    }
}

/// A pool's state by its use: saturated when full, busy from three quarters, else healthy.
pub fn pool_state(used: f64, capacity: f64) -> State {
    if used >= capacity {
        State::Saturated
    } else if used >= 0.75 * capacity {
        State::Busy
    } else {
        State::Ok
    }
}

/// The components of a scene in the blast radius at frame `i`: saturated or failing, in the
/// system's order (callers and sources outside the system are never counted).
pub fn hit_nodes<'a>(system: &'a System, scene: &Scene, i: usize) -> Vec<&'a crate::system::Node> {
    system
        .nodes
        .iter()
        .filter(|n| n.kind != Kind::Source)
        .filter(|n| scene.node(n.id).and_then(|t| t.state.at(i)).is_some_and(State::hit))
        .collect()
}

/// How many components of the scene can be hit (those drawn, sources left out).
pub fn component_count(system: &System, scene: &Scene) -> usize {
    system.nodes.iter().filter(|n| n.kind != Kind::Source && scene.node(n.id).is_some()).count()
}

/// The text with its first letter capitalised, as Turkish writes it in Turkish ("i" → "İ",
/// "ı" → "I") and as English does in English. Only the letters the lab's words begin with are
/// mapped (ASCII and Turkish's own): core's full case tables would cost the page ~15 KB.
pub fn capital(s: &str, lang: Lang) -> String {
    let mut c = s.chars();
    let Some(first) = c.next() else { return String::new() };
    let upper = match (first, lang) {
        ('i', Lang::Tr) => 'İ',
        ('ı', _) => 'I',
        ('ç', _) => 'Ç',
        ('ğ', _) => 'Ğ',
        ('ö', _) => 'Ö',
        ('ş', _) => 'Ş',
        ('ü', _) => 'Ü',
        (f, _) => f.to_ascii_uppercase(),
    };
    let mut out = String::with_capacity(s.len() + 1);
    out.push(upper);
    out.push_str(c.as_str());
    out
}

/// The round's description for a screen reader, in the page's language: each scene's pattern
/// states, the components in the blast radius, what was turned away or failed in that round,
/// and the round's events. Written so that no number needs a Turkish suffix.
pub fn describe(f: &Frames, system: &System, i: usize, lang: Lang) -> String {
    let Some(&round) = f.rounds.get(i) else { return String::new() };
    let mut out = format!("{} {}", capital(&f.unit, lang), fmt_num(round as f64, 0, lang));
    let many = f.scenes.len() > 1;
    for (k, s) in f.scenes.iter().enumerate() {
        out.push_str(if k == 0 { ": " } else { " " });
        let mut parts: Vec<String> = Vec::new();
        // With several patterns in a scene, each is named with the component it guards.
        let several = s.links.iter().filter(|l| !l.state.is_empty()).count() > 1;
        for l in &s.links {
            if let Some(st) = l.state.at(i) {
                // A field link is named by its fields ("durum + rota"), any other by its pattern.
                let pattern = system.link(l.from, l.to).and_then(|x| x.pattern);
                let what = match pattern {
                    Some(p) if p != Pattern::Field => p.label().get(lang).to_string(),
                    _ => l.tag.clone(),
                };
                let to = system.node(l.to).map_or(l.to, |n| n.label.get(lang));
                parts.push(if several && pattern != Some(Pattern::Field) {
                    format!("{what} → {to}: {}", st.label().get(lang))
                } else {
                    format!("{what} {}", st.label().get(lang))
                });
            }
        }
        let hit = hit_nodes(system, s, i);
        let names: Vec<&str> = hit.iter().map(|n| n.label.get(lang)).collect();
        let total = component_count(system, s);
        let radius = match lang {
            Lang::Tr => format!("doygun ya da arızalı bileşen: {} / {total}", hit.len()),
            Lang::En => format!("components saturated or failing: {} of {total}", hit.len()),
        };
        parts.push(if names.is_empty() { radius } else { format!("{radius} ({})", names.join(", ")) });
        let refused: f64 = s.links.iter().map(|l| l.refused.at(i)).sum();
        let failed: f64 = s.links.iter().map(|l| l.failed.at(i)).sum();
        parts.push(match lang {
            Lang::Tr => format!(
                "geri çevrilen: {}, başarısız ya da kaybolan: {}",
                fmt_num(refused, 0, lang),
                fmt_num(failed, 0, lang)
            ),
            Lang::En => {
                format!("{} turned away, {} failed or lost", fmt_num(refused, 0, lang), fmt_num(failed, 0, lang))
            }
        });
        for e in s.events.iter().filter(|e| e.round == round) {
            parts.push(e.text.clone());
        }
        if many {
            out.push_str(&format!("{}: ", s.title));
        }
        out.push_str(&parts.join("; "));
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::system::{Link, Node};

    #[test]
    fn capital_writes_each_language_s_first_letter() {
        assert_eq!(capital("işlem", Lang::Tr), "İşlem");
        assert_eq!(capital("interval", Lang::En), "Interval");
        assert_eq!(capital("ılık", Lang::Tr), "Ilık");
        assert_eq!(capital("şube", Lang::Tr), "Şube");
        assert_eq!(capital("tur", Lang::Tr), "Tur");
        assert_eq!(capital("", Lang::En), "");
    }

    #[test]
    fn whole_values_travel_as_counts_and_others_as_reals() {
        assert_eq!(Track::new([0.0, 3.0, 12.0]), Track::Counts(vec![0, 3, 12]));
        assert_eq!(Track::new([0.5, 3.0]), Track::Reals(vec![0.5, 3.0]));
        assert_eq!(Track::new([-1.0]), Track::Reals(vec![-1.0]));
        assert_eq!(Track::new([f64::NAN, 2.0]), Track::Counts(vec![0, 2]));
        let t = Track::constant(7.0);
        assert_eq!((t.at(0), t.at(99)), (7.0, 7.0));
        assert_eq!(Track::default().at(3), 0.0);
    }

    #[test]
    fn states_are_kept_as_runs_and_read_back_per_frame() {
        let s = StateTrack::new([State::Ok, State::Ok, State::Open, State::Open, State::Ok]);
        assert_eq!(s.0, vec![(0, State::Ok), (2, State::Open), (4, State::Ok)]);
        let back: Vec<Option<State>> = (0..6).map(|i| s.at(i)).collect();
        assert_eq!(
            back,
            [Some(State::Ok), Some(State::Ok), Some(State::Open), Some(State::Open), Some(State::Ok), Some(State::Ok)]
        );
        assert_eq!(StateTrack::default().at(0), None);
    }

    #[test]
    fn a_long_run_is_sampled_evenly_and_keeps_its_events() {
        assert_eq!(sample(5, &[2], 10), [0, 1, 2, 3, 4]);
        let picks = sample(4000, &[1001, 1003, 2999], 1500);
        assert!(picks.len() <= 1500 + 4, "{}", picks.len());
        assert!(picks.windows(2).all(|w| w[0] < w[1]));
        for k in [0, 1001, 1003, 2999, 3999] {
            assert!(picks.contains(&k), "{k}");
        }
        assert_eq!(sample(0, &[], 10), Vec::<usize>::new());
    }

    #[test]
    fn a_round_maps_to_the_last_frame_at_or_before_it_and_outside_the_run_to_none() {
        let f = Frames::new(vec![1, 3, 5, 7], "tur");
        assert_eq!(f.frame_of(1), Some(0));
        assert_eq!(f.frame_of(4), Some(1));
        assert_eq!(f.frame_of(7), Some(3));
        assert_eq!(f.frame_of(0), None);
        assert_eq!(f.frame_of(8), None);
        assert_eq!(Frames::new(vec![], "tur").frame_of(0), None);
    }

    static SYSTEM: System = System {
        nodes: &[
            Node { id: "src", label: Label::new("istemci", "client"), x: 0.0, y: 0.5, kind: Kind::Source },
            Node { id: "gw", label: Label::new("ağ geçidi", "gateway"), x: 0.5, y: 0.5, kind: Kind::Pool },
            Node { id: "dep", label: Label::new("olay ucu", "event endpoint"), x: 1.0, y: 0.5, kind: Kind::Service },
        ],
        links: &[
            Link { from: "src", to: "gw", pattern: None },
            Link { from: "gw", to: "dep", pattern: Some(Pattern::Breaker) },
        ],
        aspect: 0.4,
    };

    fn frames() -> Frames {
        let mut f = Frames::new(vec![0, 240], "tur");
        let mut s = Scene::new("kesicili");
        s.nodes.push(NodeTrack::new("src", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("gw", StateTrack::new([State::Ok, State::Saturated])));
        s.nodes.push(NodeTrack::new("dep", StateTrack::new([State::Ok, State::Slow])));
        s.links.push(LinkTrack::new("src", "gw", Track::new([5.0, 5.0])));
        s.links.push(
            LinkTrack::new("gw", "dep", Track::new([1.0, 0.0]))
                .refused(Track::new([0.0, 12.0]))
                .pattern("", StateTrack::new([State::Closed, State::Open])),
        );
        s.event(240, "kesici açıldı");
        f.scenes.push(s);
        f
    }

    #[test]
    fn the_description_names_the_pattern_the_blast_radius_and_what_was_turned_away() {
        let f = frames();
        assert_eq!(
            describe(&f, &SYSTEM, 1, Lang::Tr),
            "Tur 240: kesici açık; doygun ya da arızalı bileşen: 2 / 2 (ağ geçidi, olay ucu); geri çevrilen: 12, başarısız ya da kaybolan: 0; kesici açıldı."
        );
        let f = Frames { unit: "round".into(), ..f };
        assert_eq!(
            describe(&f, &SYSTEM, 0, Lang::En),
            "Round 0: breaker closed; components saturated or failing: 0 of 2; 0 turned away, 0 failed or lost."
        );
        assert_eq!(f.next_event(0), Some(240));
        assert_eq!(f.next_event(240), None);
    }
}
