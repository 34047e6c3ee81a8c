//! The lab inside a learning management system (Moodle, Canvas, Blackboard) through SCORM 1.2
//! or SCORM 2004 (4th edition): the run-time's call names, the data model elements the lab
//! writes, how a [`Prediction`] becomes an interaction, the score and completion, and the
//! suspend data that lets a learner resume where they left.
//!
//! Pure strings here (tested natively); the page (`app/src/lms.rs`) finds the run-time's API
//! object and makes the calls.

use crate::content::{outline, Ask};
use crate::link::{self, LinkState};
use crate::record::Prediction;
use crate::view::fmt_num;
use sim_core::Lang;

/// Which SCORM the run-time speaks (found by the name of its API object).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    /// SCORM 1.2: `window.API`, `LMSInitialize`, `cmi.core.*`.
    Scorm12,
    /// SCORM 2004 (4th edition): `window.API_1484_11`, `Initialize`, `cmi.*`.
    Scorm2004,
}

/// A run-time call, named per version by [`Version::call`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    Initialize,
    GetValue,
    SetValue,
    Commit,
    Terminate,
    GetLastError,
    GetErrorString,
}

impl Version {
    /// The name of the API object a window holds, SCORM 2004's first (the newer is preferred).
    pub const SEARCH: [Version; 2] = [Version::Scorm2004, Version::Scorm12];

    pub fn api_name(self) -> &'static str {
        match self {
            Version::Scorm12 => "API",
            Version::Scorm2004 => "API_1484_11",
        }
    }

    pub fn call(self, call: Call) -> &'static str {
        use Call::*;
        match (self, call) {
            (Version::Scorm12, Initialize) => "LMSInitialize",
            (Version::Scorm12, GetValue) => "LMSGetValue",
            (Version::Scorm12, SetValue) => "LMSSetValue",
            (Version::Scorm12, Commit) => "LMSCommit",
            (Version::Scorm12, Terminate) => "LMSFinish",
            (Version::Scorm12, GetLastError) => "LMSGetLastError",
            (Version::Scorm12, GetErrorString) => "LMSGetErrorString",
            (Version::Scorm2004, Initialize) => "Initialize",
            (Version::Scorm2004, GetValue) => "GetValue",
            (Version::Scorm2004, SetValue) => "SetValue",
            (Version::Scorm2004, Commit) => "Commit",
            (Version::Scorm2004, Terminate) => "Terminate",
            (Version::Scorm2004, GetLastError) => "GetLastError",
            (Version::Scorm2004, GetErrorString) => "GetErrorString",
        }
    }

    fn pick(self, v12: &'static str, v2004: &'static str) -> &'static str {
        match self {
            Version::Scorm12 => v12,
            Version::Scorm2004 => v2004,
        }
    }

    /// How the learner entered: `resume` after a suspended session.
    pub fn entry(self) -> &'static str {
        self.pick("cmi.core.entry", "cmi.entry")
    }

    pub fn suspend_data(self) -> &'static str {
        "cmi.suspend_data"
    }

    /// Where the learner is (the open step), for the LMS's own use.
    pub fn location(self) -> &'static str {
        self.pick("cmi.core.lesson_location", "cmi.location")
    }

    pub fn exit(self) -> &'static str {
        self.pick("cmi.core.exit", "cmi.exit")
    }

    pub fn session_time(self) -> &'static str {
        self.pick("cmi.core.session_time", "cmi.session_time")
    }

    /// How many interactions the LMS already holds (new ones are numbered after them).
    pub fn interaction_count(self) -> &'static str {
        "cmi.interactions._count"
    }

    /// A duration as the version writes it: SCORM 1.2's `HHHH:MM:SS.SS`, SCORM 2004's ISO 8601
    /// `PT…S`. Negative or non-finite durations are written as zero.
    pub fn timespan(self, ms: f64) -> String {
        let cs = if ms.is_finite() && ms > 0.0 { (ms / 10.0).round() as u64 } else { 0 };
        match self {
            Version::Scorm12 => {
                let (h, m, s, c) = (cs / 360_000, cs / 6000 % 60, cs / 100 % 60, cs % 100);
                format!("{h:04}:{m:02}:{s:02}.{c:02}")
            }
            Version::Scorm2004 => format!("PT{}.{:02}S", cs / 100, cs % 100),
        }
    }
}

/// The learner's position to come back to: the page's link and, per step of the launched
/// lesson, the result of its latest prediction (SCORM 1.2 cannot read interactions back).
///
/// Written as the link, then `#`, then one character per step: `-` not revealed, `1` right,
/// `0` wrong (`?v=1&lesson=2&step=3#1-0-`). Well within SCORM 1.2's 4,096 characters.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Suspend {
    pub query: String,
    pub results: Vec<Option<bool>>,
}

impl Suspend {
    pub fn write(&self) -> String {
        let marks: String = self.results.iter().map(|r| r.map_or('-', |right| if right { '1' } else { '0' })).collect();
        format!("{}#{marks}", self.query)
    }

    /// Reads suspend data; None when it is not the lab's (then the learner starts afresh).
    pub fn read(text: &str) -> Option<Suspend> {
        let (query, marks) = text.rsplit_once('#')?;
        if !query.starts_with('?') {
            return None;
        }
        let results = marks
            .chars()
            .map(|c| match c {
                '-' => Some(None),
                '1' => Some(Some(true)),
                '0' => Some(Some(false)),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Suspend { query: query.to_string(), results })
    }

    /// The link state to resume, and what in it could not be taken.
    pub fn state(&self) -> (LinkState, Vec<link::Ignored>) {
        link::parse(&self.query)
    }

    /// Takes a revealed prediction of `lesson` into the results (its latest result per step).
    pub fn note(&mut self, lesson_steps: usize, p: &Prediction) {
        if self.results.len() != lesson_steps {
            self.results.resize(lesson_steps, None);
        }
        if let Some(r) = self.results.get_mut(p.step) {
            *r = Some(p.right);
        }
    }

    /// Every step revealed at least once.
    pub fn complete(&self) -> bool {
        !self.results.is_empty() && self.results.iter().all(Option::is_some)
    }

    /// Steps whose latest prediction was right.
    pub fn right(&self) -> usize {
        self.results.iter().filter(|r| **r == Some(true)).count()
    }

    /// Steps revealed at least once.
    pub fn revealed(&self) -> usize {
        self.results.iter().filter(|r| r.is_some()).count()
    }
}

/// The writes for the lesson's progress: completion (every step revealed), progress and the
/// formative score (steps whose latest prediction was right, over the lesson's steps).
pub fn progress(v: Version, s: &Suspend) -> Vec<(&'static str, String)> {
    let steps = s.results.len();
    let status = if s.complete() { "completed" } else { "incomplete" };
    let score = [
        (v.pick("cmi.core.score.min", "cmi.score.min"), "0".to_string()),
        (v.pick("cmi.core.score.max", "cmi.score.max"), steps.to_string()),
        (v.pick("cmi.core.score.raw", "cmi.score.raw"), s.right().to_string()),
    ];
    let mut out = Vec::from(score);
    match v {
        Version::Scorm12 => out.push(("cmi.core.lesson_status", status.into())),
        Version::Scorm2004 => {
            out.push(("cmi.score.scaled", decimal(ratio(s.right(), steps))));
            out.push(("cmi.completion_status", status.into()));
            out.push(("cmi.progress_measure", decimal(ratio(s.revealed(), steps))));
        }
    }
    out
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

/// A number as SCORM's decimals want it: a point, no grouping, at most four decimals.
fn decimal(x: f64) -> String {
    let s = format!("{:.4}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s.is_empty() || s == "-" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// The interaction's type and the learner's and the model's answers in its format: a choice
/// as the option's letter (`a`, `b`, …), a number as a decimal (the model's as the range the
/// step accepts, `lo[:]hi` in SCORM 2004), anything else as text. `ask` is the step's (from its
/// page's content, when the page has it).
fn answers(v: Version, p: &Prediction, ask: Option<&Ask>) -> (&'static str, String, String) {
    let letter = |k: usize| char::from(b'a' + (k % 26) as u8).to_string();
    match (p.kind.as_str(), ask) {
        ("choice", Some(Ask::Choice { options, .. })) => {
            let find = |text: &str| options.iter().position(|o| o.get(Lang::Tr) == text || o.get(Lang::En) == text);
            if let (Some(g), Some(t)) = (find(&p.given), find(&p.truth)) {
                return ("choice", letter(g), letter(t));
            }
        }
        ("numeric", Some(Ask::Number { tolerance, .. })) => {
            let given = p.given.trim().replace(',', ".").parse::<f64>().ok().filter(|g| g.is_finite());
            if let (Some(g), Some(t)) = (given, shown_number(&p.truth)) {
                let pattern = match v {
                    Version::Scorm12 => decimal(t),
                    Version::Scorm2004 => format!("{}[:]{}", decimal(t - tolerance), decimal(t + tolerance)),
                };
                return ("numeric", decimal(g), pattern);
            }
        }
        _ => {}
    }
    let text = |s: &str| s.chars().take(250).collect::<String>();
    (v.pick("performance", "other"), text(&p.given), text(&p.truth))
}

/// The number a page showed with [`fmt_num`] in either language (`19.312`, `19,312`, `0,25`),
/// read back exactly: the reading that [`fmt_num`] writes back unchanged. Where both
/// languages' readings do (`12.345`), the one with fewer decimals wins (a step's numbers are
/// mostly whole).
pub fn shown_number(text: &str) -> Option<f64> {
    let text = text.trim();
    let mut best: Option<(usize, f64)> = None;
    for (lang, group, point) in [(Lang::Tr, '.', ','), (Lang::En, ',', '.')] {
        let plain: String = text.chars().filter(|c| *c != group).map(|c| if c == point { '.' } else { c }).collect();
        let Ok(x) = plain.parse::<f64>() else { continue };
        let decimals = plain.split_once('.').map_or(0, |(_, f)| f.len());
        if x.is_finite()
            && decimals <= 20
            && fmt_num(x, decimals as u8, lang) == text
            && best.is_none_or(|(d, _)| decimals < d)
        {
            best = Some((decimals, x));
        }
    }
    best.map(|(_, x)| x)
}

/// The writes that record prediction `p` as interaction number `n`, in the order SCORM wants
/// them (the id first, the type before the answers).
pub fn interaction(v: Version, n: usize, p: &Prediction, ask: Option<&Ask>, lang: Lang) -> Vec<(String, String)> {
    let at = |field: &str| format!("cmi.interactions.{n}.{field}");
    let (kind, given, truth) = answers(v, p, ask);
    let id = match v {
        Version::Scorm12 => format!("lesson-{:02}-step-{}", p.lesson, p.step + 1),
        Version::Scorm2004 => format!("urn:dayaniklilik-lab:lesson-{:02}:step-{}", p.lesson, p.step + 1),
    };
    let mut out = vec![(at("id"), id), (at("type"), kind.to_string())];
    if v == Version::Scorm2004 {
        if let Some(title) = outline(p.lesson).and_then(|l| l.steps.get(p.step)) {
            let title: String = title.get(lang).chars().take(250).collect();
            out.push((at("description"), title));
        }
    }
    out.push((at(v.pick("student_response", "learner_response")), given));
    out.push((at("correct_responses.0.pattern"), truth));
    out.push((
        at("result"),
        v.pick(if p.right { "correct" } else { "wrong" }, if p.right { "correct" } else { "incorrect" }).into(),
    ));
    out.push((at("latency"), v.timespan(p.latency_ms)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::lesson;

    /// The step's question, as the page that has its content passes it.
    fn ask_of(p: &Prediction) -> Option<&'static Ask> {
        lesson(p.lesson).and_then(|l| l.steps.get(p.step)).map(|s| &s.ask)
    }

    fn prediction(lesson: u8, step: usize, kind: &str, given: &str, truth: &str, right: bool) -> Prediction {
        Prediction {
            lesson,
            step,
            kind: kind.into(),
            given: given.into(),
            truth: truth.into(),
            right,
            latency_ms: 5234.0,
        }
    }

    #[test]
    fn each_version_names_its_api_and_its_calls() {
        assert_eq!(Version::Scorm12.api_name(), "API");
        assert_eq!(Version::Scorm2004.api_name(), "API_1484_11");
        assert_eq!(Version::Scorm12.call(Call::Terminate), "LMSFinish");
        assert_eq!(Version::Scorm2004.call(Call::GetLastError), "GetLastError");
        assert_eq!(Version::Scorm12.entry(), "cmi.core.entry");
        assert_eq!(Version::Scorm2004.location(), "cmi.location");
    }

    #[test]
    fn durations_are_written_as_each_version_reads_them() {
        assert_eq!(Version::Scorm12.timespan(5234.0), "0000:00:05.23");
        assert_eq!(Version::Scorm12.timespan(3_723_456.0), "0001:02:03.46");
        assert_eq!(Version::Scorm2004.timespan(5234.0), "PT5.23S");
        assert_eq!(Version::Scorm2004.timespan(-1.0), "PT0.00S");
        assert_eq!(Version::Scorm2004.timespan(f64::NAN), "PT0.00S");
    }

    #[test]
    fn a_choice_is_recorded_by_option_letters_in_both_versions() {
        // Lesson 1, step 3: "Yes", "No".
        let p = prediction(1, 2, "choice", "Yes", "Hayır", false);
        let w = interaction(Version::Scorm2004, 3, &p, ask_of(&p), Lang::En);
        let get = |k: &str| w.iter().find(|(e, _)| e == k).map(|(_, v)| v.as_str());
        assert_eq!(w[0], ("cmi.interactions.3.id".into(), "urn:dayaniklilik-lab:lesson-01:step-3".into()));
        assert_eq!(get("cmi.interactions.3.type"), Some("choice"));
        assert_eq!(get("cmi.interactions.3.learner_response"), Some("a"));
        assert_eq!(get("cmi.interactions.3.correct_responses.0.pattern"), Some("b"));
        assert_eq!(get("cmi.interactions.3.result"), Some("incorrect"));
        assert_eq!(get("cmi.interactions.3.latency"), Some("PT5.23S"));
        assert_eq!(get("cmi.interactions.3.description"), Some("A shorter timeout"));
        let w = interaction(Version::Scorm12, 0, &p, ask_of(&p), Lang::Tr);
        assert_eq!(w[0].1, "lesson-01-step-3");
        assert!(w.contains(&("cmi.interactions.0.student_response".into(), "a".into())));
        assert!(w.contains(&("cmi.interactions.0.result".into(), "wrong".into())));
        assert!(!w.iter().any(|(e, _)| e.ends_with("description")));
    }

    #[test]
    fn a_number_is_recorded_as_a_decimal_and_the_model_answer_as_the_accepted_range() {
        // Extra lab 6, step 2 accepts the fact within 1.
        let p = prediction(26, 1, "numeric", "3,5", "12", false);
        let w = interaction(Version::Scorm2004, 0, &p, ask_of(&p), Lang::Tr);
        assert!(w.contains(&("cmi.interactions.0.learner_response".into(), "3.5".into())));
        assert!(w.contains(&("cmi.interactions.0.correct_responses.0.pattern".into(), "11[:]13".into())));
        let w = interaction(Version::Scorm12, 0, &p, ask_of(&p), Lang::Tr);
        assert!(w.contains(&("cmi.interactions.0.correct_responses.0.pattern".into(), "12".into())));
    }

    #[test]
    fn an_answer_the_lab_cannot_map_is_kept_as_text() {
        let p = prediction(1, 0, "order", "b, a, c", "a, b, c", true);
        let w = interaction(Version::Scorm2004, 0, &p, ask_of(&p), Lang::Tr);
        assert!(w.contains(&("cmi.interactions.0.type".into(), "other".into())));
        assert!(w.contains(&("cmi.interactions.0.learner_response".into(), "b, a, c".into())));
        let w = interaction(Version::Scorm12, 0, &p, ask_of(&p), Lang::Tr);
        assert!(w.contains(&("cmi.interactions.0.type".into(), "performance".into())));
    }

    #[test]
    fn shown_numbers_read_back_in_either_language() {
        assert_eq!(shown_number("19.312"), Some(19312.0));
        assert_eq!(shown_number("19,312"), Some(19312.0));
        assert_eq!(shown_number("0,25"), Some(0.25));
        assert_eq!(shown_number("1.5"), Some(1.5));
        assert_eq!(shown_number("1.500"), Some(1.5));
        assert_eq!(shown_number("-7"), Some(-7.0));
        assert_eq!(shown_number("—"), None);
        assert_eq!(shown_number("abc"), None);
    }

    #[test]
    fn suspend_data_round_trips_and_foreign_data_is_not_taken() {
        let mut s = Suspend { query: "?v=1&lesson=2&lang=tr&step=3&kesici/kosum.slots=40".into(), results: vec![] };
        let steps = lesson(2).unwrap().steps.len();
        s.note(steps, &prediction(2, 0, "choice", "", "", true));
        s.note(steps, &prediction(2, 2, "choice", "", "", false));
        let text = s.write();
        assert!(text.ends_with("#1-0") || text.contains("#1-0"), "{text}");
        assert_eq!(Suspend::read(&text), Some(s.clone()));
        let (st, ignored) = s.state();
        assert!(ignored.is_empty());
        assert_eq!((st.step, st.values["kesici/kosum"]["slots"]), (Some(2), 40.0));
        for foreign in ["", "bookmark=3", "{\"page\":2}", "?lesson=2#12x", "lesson=2#1"] {
            assert_eq!(Suspend::read(foreign), None, "{foreign}");
        }
    }

    #[test]
    fn completion_comes_with_every_step_revealed_and_the_score_counts_right_steps() {
        let mut s = Suspend { query: "?lesson=1".into(), results: vec![] };
        let n = lesson(1).unwrap().steps.len();
        s.note(n, &prediction(1, 0, "choice", "", "", true));
        let w = progress(Version::Scorm2004, &s);
        assert!(w.contains(&("cmi.completion_status", "incomplete".into())));
        assert!(w.contains(&("cmi.score.raw", "1".into())));
        assert!(w.contains(&("cmi.score.max", n.to_string())));
        for step in 0..n {
            s.note(n, &prediction(1, step, "choice", "", "", step % 2 == 0));
        }
        let w = progress(Version::Scorm2004, &s);
        assert!(w.contains(&("cmi.completion_status", "completed".into())));
        assert!(w.contains(&("cmi.progress_measure", "1".into())));
        assert!(w.contains(&("cmi.score.scaled", decimal(n.div_ceil(2) as f64 / n as f64))));
        let w = progress(Version::Scorm12, &s);
        assert!(w.contains(&("cmi.core.lesson_status", "completed".into())));
        assert!(w.contains(&("cmi.core.score.raw", n.div_ceil(2).to_string())));
    }
}
