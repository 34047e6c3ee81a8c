//! Lesson content as data: the course map, and for each built lesson its intro, its widgets
//! (a model with the controls the lesson is about) and its guided steps.
//!
//! Numbers in step texts are never typed in: `{name}` placeholders are filled from the facts of
//! the step's model, computed live (see [`fill`]).

use sim_core::{Label, Lang};

use crate::view::{fmt_num, View};

/// A model on a lesson page with the controls the lesson is about (stable keys).
pub struct Widget {
    pub model: &'static str,
    pub title: Label,
    /// The lesson's few main controls, shown first.
    pub controls: &'static [&'static str],
    /// Further controls, under "Gelişmiş / Advanced".
    pub advanced: &'static [&'static str],
    /// A two-parameter heat map under the widget (its cells come from the model's renderer).
    pub explorer: Option<&'static crate::sweep::Sweep>,
    /// "Şans mı?": the model's headline measures over many seeds (a seeded model).
    pub ensemble: Option<&'static crate::sweep::Ensemble>,
    /// The system drawn round by round (the system view and its timeline).
    pub system: Option<&'static crate::system::System>,
}

/// How a step asks for a prediction. The right answer is always a live fact.
pub enum Ask {
    /// Pick one option; the fact's value is the index of the right one.
    Choice { options: &'static [Label], fact: &'static str },
    /// Give a number; right within `tolerance` of the fact.
    Number { fact: &'static str, tolerance: f64 },
}

/// A guided step: set parameters, ask, reveal, explain with live numbers.
pub struct Step {
    pub title: Label,
    /// The model the step drives (its widget on the page).
    pub model: &'static str,
    /// Values set on entering the step (by key); everything else returns to the course's value.
    pub set: &'static [(&'static str, f64)],
    pub question: Label,
    pub ask: Ask,
    pub explain: Label,
    /// What on the page would give the answer away: hidden until the learner has predicted.
    pub evidence: &'static [Evidence],
    /// For a model that runs in rounds: where the step opens and where its reveal plays to.
    pub time: Option<StepTime>,
}

/// A part of a widget that can give a step's answer away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// The widget's one-sentence summary (what a screen reader hears when it changes).
    Summary,
    /// A table, by id.
    Table(&'static str),
    /// One row of a table: (table id, row index).
    Row(&'static str, usize),
    /// A chart, by id.
    Chart(&'static str),
    /// The two-parameter explorer.
    Explorer,
    /// The ensemble over seeds.
    Ensemble,
    /// The system view and its timeline after the step's opening round.
    System,
}

/// A step in time: it opens at the round named by the fact `open_at` and its reveal plays
/// forward to the round named by `play_to` (facts of the step's model).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepTime {
    pub open_at: &'static str,
    pub play_to: &'static str,
}

pub struct Lesson {
    pub number: u8,
    pub slug: &'static str,
    pub title: Label,
    pub intro: Label,
    pub widgets: &'static [Widget],
    pub steps: &'static [Step],
}

/// A part of the course map: a title and the pages under it.
pub struct Section {
    pub title: Label,
    pub pages: core::ops::RangeInclusive<u8>,
}

/// The course's three sections, then the lab's extra labs (every page after the course).
pub static COURSE: [Section; 4] = [
    Section { title: Label::new("Arıza Yalıtımı", "Fault Isolation"), pages: 1..=8 },
    Section { title: Label::new("Kurtarma ve Süreklilik", "Recovery and Continuity"), pages: 9..=14 },
    Section { title: Label::new("Dağıtık Doğruluk", "Distributed Correctness"), pages: 15..=LAST_COURSE_LESSON },
    Section { title: Label::new("Ek laboratuvarlar", "Extra labs"), pages: LAST_COURSE_LESSON + 1..=u8::MAX },
];

impl Section {
    /// The section's pages, in course order.
    pub fn lessons(&self) -> impl Iterator<Item = &'static Lesson> + '_ {
        LESSONS.iter().copied().filter(|l| self.pages.contains(&l.number))
    }
}

/// The last lesson of the course; pages numbered above it are the lab's extra labs, built from
/// the companion article on failure modes rather than from the course.
pub const LAST_COURSE_LESSON: u8 = 20;

/// Whether a page is one of the extra labs (beyond the course's 20 lessons).
pub fn is_extra(number: u8) -> bool {
    number > LAST_COURSE_LESSON
}

/// A page's short number: "7" for a lesson, "E1" for the first extra lab.
pub fn short_number(number: u8) -> String {
    if is_extra(number) {
        format!("E{}", number - LAST_COURSE_LESSON)
    } else {
        number.to_string()
    }
}

/// A page's kicker: "Ders 7" / "Lesson 7", or "Ek laboratuvar 1" / "Extra lab 1".
pub fn kicker(number: u8, lang: Lang) -> String {
    let (lesson, extra) = match lang {
        Lang::Tr => ("Ders", "Ek laboratuvar"),
        Lang::En => ("Lesson", "Extra lab"),
    };
    if is_extra(number) {
        format!("{extra} {}", number - LAST_COURSE_LESSON)
    } else {
        format!("{lesson} {number}")
    }
}

/// Yes / no options for [`Ask::Choice`] (the fact is 0 for yes, 1 for no).
pub const YES_NO: &[Label] = &[Label::new("Evet", "Yes"), Label::new("Hayır", "No")];

/// The content half of the page list's expansion ([`crate::for_each_page`]): one module per
/// page and [`LESSONS`].
macro_rules! page_content {
    ($($n:literal $content:ident [$($dir:ident :: $file:ident),+];)+) => {
        $(mod $content;)+

        /// Every page, in course order.
        pub static LESSONS: &[&Lesson] = &[$(&$content::LESSON),+];
    };
}

crate::for_each_page!(page_content);

pub fn lesson(number: u8) -> Option<&'static Lesson> {
    LESSONS.iter().copied().find(|l| l.number == number)
}

/// Fills `{name}` placeholders with the view's facts in the page's language. A name that is not
/// a fact stays as written (the registry test makes sure there is none).
pub fn fill(template: &str, view: &View, lang: Lang) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                let name = &after[..end];
                match view.fact(name) {
                    Some(f) => out.push_str(&fmt_num(f.value, f.decimals, lang)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder names a template uses.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else { break };
        names.push(&after[..end]);
        rest = &after[end + 1..];
    }
    names
}
