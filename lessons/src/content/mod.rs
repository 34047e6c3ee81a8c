//! Lesson content as data: the course map, and for each built lesson its intro, its widgets
//! (a model with the controls the lesson is about) and its guided steps.
//!
//! Numbers in step texts are never typed in: `{name}` placeholders are filled from the facts of
//! the step's model, computed live (see [`fill`]).

use serde::{Deserialize, Serialize};
use sim_core::{Label, Lang};

use crate::wire::{leak_option, leak_slice};

use crate::view::{fmt_num, View};

/// A model on a lesson page with the controls the lesson is about (stable keys).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Widget {
    pub model: &'static str,
    pub title: Label,
    /// The lesson's few main controls, shown first.
    #[serde(deserialize_with = "leak_slice")]
    pub controls: &'static [&'static str],
    /// Further controls, under "Gelişmiş / Advanced".
    #[serde(deserialize_with = "leak_slice")]
    pub advanced: &'static [&'static str],
    /// A two-parameter heat map under the widget (its cells come from the model's renderer).
    #[serde(deserialize_with = "leak_option")]
    pub explorer: Option<&'static crate::sweep::Sweep>,
    /// "Şans mı?": the model's headline measures over many seeds (a seeded model).
    #[serde(deserialize_with = "leak_option")]
    pub ensemble: Option<&'static crate::sweep::Ensemble>,
    /// The system drawn round by round (the system view and its timeline).
    #[serde(deserialize_with = "leak_option")]
    pub system: Option<&'static crate::system::System>,
    /// The course's own contrasts, each one click from an A/B comparison.
    #[serde(deserialize_with = "leak_slice")]
    pub pairs: &'static [Pair],
}

/// A contrast the course makes (a healthy day against a faulty one, without the pattern
/// against with it) as two settings of the widget's model: A is pinned, B is shown. Each
/// setting names only the values it sets (by key; a choice by its index); every other value is
/// the course's.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct Pair {
    pub label: Label,
    #[serde(deserialize_with = "leak_slice")]
    pub a: &'static [(&'static str, f64)],
    #[serde(deserialize_with = "leak_slice")]
    pub b: &'static [(&'static str, f64)],
}

/// How a step asks for a prediction. The right answer is always a live fact (or, for
/// [`Ask::MostSeeds`], the widget's ensemble). Prefer the kinds a learner can reason toward
/// (a direction, a comparison, an order, a bucket, a range) over an exact number.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub enum Ask {
    /// Pick one option (options may hold `{fact}` placeholders); the fact's value is the index
    /// of the right one.
    Choice {
        #[serde(deserialize_with = "leak_slice")]
        options: &'static [Label],
        fact: &'static str,
    },
    /// Which way `fact` moves from `from` (another fact): falls, stays (within `within` of it,
    /// relative), or rises.
    Direction { fact: &'static str, from: &'static str, within: f64 },
    /// Which of two is larger (each a label and a fact), or about equal (within `within`,
    /// relative).
    Compare { a: (Label, &'static str), b: (Label, &'static str), within: f64 },
    /// Put the items in order, largest first (each a label and a fact; ties may go either way).
    Order {
        #[serde(deserialize_with = "leak_slice")]
        items: &'static [(Label, &'static str)],
    },
    /// Which bucket holds `fact`: below the first edge, between two edges, or above the last.
    Bucket {
        fact: &'static str,
        #[serde(deserialize_with = "leak_slice")]
        edges: &'static [f64],
    },
    /// A band `width` wide placed on a number line from `min` to `max`; right when `fact`
    /// lies in it.
    Range { fact: &'static str, min: f64, max: f64, width: f64 },
    /// An exact number, right within `tolerance` of the fact: only where the count itself is
    /// the lesson.
    Number { fact: &'static str, tolerance: f64 },
    /// Does the claim of the widget's ensemble hold for most seeds? Yes or no, answered by the
    /// ensemble itself.
    MostSeeds,
}

impl Ask {
    /// The kind's name, as the learner's record and an LMS see it.
    pub fn kind(&self) -> &'static str {
        match self {
            Ask::Choice { .. } => "choice",
            Ask::Direction { .. } => "direction",
            Ask::Compare { .. } => "comparison",
            Ask::Order { .. } => "order",
            Ask::Bucket { .. } => "bucket",
            Ask::Range { .. } => "range",
            Ask::Number { .. } => "numeric",
            Ask::MostSeeds => "ensemble",
        }
    }

    /// The options a learner picks from, in the order [`truth`] counts them: a choice's own
    /// (each filled with `fill`), the three ways of a direction or a comparison (its labels
    /// filled too), the buckets between the edges, yes and no for an ensemble's claim. An order,
    /// a range and a number offer none. The page and the printed handout read them here.
    /// (`fill` is a trait object: one copy of this function serves every caller in the wasm.)
    pub fn options(&self, lang: Lang, fill: &dyn Fn(&str) -> String) -> Vec<String> {
        match self {
            Ask::Choice { options, .. } => options.iter().map(|o| fill(o.get(lang))).collect(),
            Ask::Direction { .. } => match lang {
                Lang::Tr => vec!["azalır".into(), "aşağı yukarı aynı kalır".into(), "artar".into()],
                Lang::En => vec!["it falls".into(), "it stays about the same".into(), "it rises".into()],
            },
            Ask::Compare { a, b, .. } => {
                let (a, b) = (fill(a.0.get(lang)), fill(b.0.get(lang)));
                match lang {
                    Lang::Tr => {
                        vec![format!("{a} daha büyük"), "ikisi aşağı yukarı eşit".into(), format!("{b} daha büyük")]
                    }
                    Lang::En => vec![format!("{a} is larger"), "they are about equal".into(), format!("{b} is larger")],
                }
            }
            Ask::Bucket { edges, .. } => {
                let n = |x: f64| fmt_num(x, if x.fract() == 0.0 { 0 } else { 2 }, lang);
                let mut out: Vec<String> = edges
                    .iter()
                    .enumerate()
                    .map(|(i, e)| match (i, lang) {
                        (0, Lang::Tr) => format!("{} altı", n(*e)),
                        (0, Lang::En) => format!("below {}", n(*e)),
                        _ => format!("{} – {}", n(edges[i - 1]), n(*e)),
                    })
                    .collect();
                if let Some(last) = edges.last() {
                    out.push(match lang {
                        Lang::Tr => format!("{} ve üstü", n(*last)),
                        Lang::En => format!("{} or more", n(*last)),
                    });
                }
                out
            }
            Ask::MostSeeds => YES_NO.iter().map(|o| o.get(lang).to_string()).collect(),
            Ask::Order { .. } | Ask::Range { .. } | Ask::Number { .. } => Vec::new(),
        }
    }

    /// The facts the answer is made of (they must not appear in the question).
    pub fn answer_facts(&self) -> Vec<&'static str> {
        match self {
            Ask::Choice { fact, .. }
            | Ask::Direction { fact, .. }
            | Ask::Bucket { fact, .. }
            | Ask::Range { fact, .. }
            | Ask::Number { fact, .. } => vec![fact],
            Ask::Compare { a, b, .. } => vec![a.1, b.1],
            Ask::Order { items } => items.iter().map(|(_, f)| *f).collect(),
            Ask::MostSeeds => Vec::new(),
        }
    }
}

/// The truth of a step from facts: the index of the right option (choice, direction,
/// comparison, bucket), the order of the items (largest first), or the number itself (range,
/// number). `None` when a fact is missing, or for [`Ask::MostSeeds`].
pub fn truth(ask: &Ask, fact: impl Fn(&str) -> Option<f64>) -> Option<Truth> {
    let three_way = |x: f64, against: f64, within: f64| {
        let scale = x.abs().max(against.abs());
        if (x - against).abs() <= within * scale {
            1
        } else if x < against {
            0
        } else {
            2
        }
    };
    Some(match ask {
        Ask::Choice { fact: f, .. } => Truth::Option(fact(f)? as usize),
        Ask::Direction { fact: f, from, within } => Truth::Option(three_way(fact(f)?, fact(from)?, *within)),
        // Option 0: a is larger; 1: about equal; 2: b is larger.
        Ask::Compare { a, b, within } => Truth::Option(2 - three_way(fact(a.1)?, fact(b.1)?, *within)),
        Ask::Bucket { fact: f, edges } => {
            let v = fact(f)?;
            Truth::Option(edges.iter().filter(|e| v >= **e).count())
        }
        Ask::Order { items } => {
            let values: Vec<f64> = items.iter().map(|(_, f)| fact(f)).collect::<Option<_>>()?;
            Truth::Order(values)
        }
        Ask::Range { fact: f, .. } | Ask::Number { fact: f, .. } => Truth::Value(fact(f)?),
        Ask::MostSeeds => return None,
    })
}

/// What a step's answer is, from its facts ([`truth`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Truth {
    /// The index of the right option.
    Option(usize),
    /// Each item's value, in the ask's order (the right order is largest first).
    Order(Vec<f64>),
    /// The number itself.
    Value(f64),
}

impl Truth {
    /// Whether an order of the items (indexes, largest first) is right: every item is at least
    /// as large as the next (ties in either order).
    pub fn order_is_right(values: &[f64], order: &[usize]) -> bool {
        order.len() == values.len()
            && order.windows(2).all(|w| values.get(w[0]).zip(values.get(w[1])).is_some_and(|(a, b)| a >= b))
    }
}

/// A number as a learner may type it: in Turkish `19.312` or `19 312` is nineteen thousand and
/// `8,5` eight and a half; in English `19,312` is nineteen thousand and `8.5` eight and a half.
/// A lone separator followed by exactly three digits is read as grouping, except where the page's
/// language makes it the decimal mark. `None` for text that is not a number.
pub fn parse_number(text: &str, lang: Lang) -> Option<f64> {
    let t: String = text.trim().chars().filter(|c| !c.is_whitespace() && *c != '\u{a0}' && *c != '\u{202f}').collect();
    let t = t.replace('−', "-");
    if t.is_empty() {
        return None;
    }
    let (decimal, group) = match lang {
        Lang::Tr => (',', '.'),
        Lang::En => ('.', ','),
    };
    // Grouping: a first group of one to three digits (not starting with 0), then groups of three.
    let groups_ok = |s: &str, sep: char| {
        let mut parts = s.split(sep);
        let first = parts.next().unwrap_or("");
        (1..=3).contains(&first.len()) && !first.starts_with('0') && parts.all(|p| p.len() == 3)
    };
    let (int_part, frac) = match t.rsplit_once(decimal) {
        Some((i, f)) if !f.contains(group) => (i.to_string(), f.to_string()),
        Some(_) => return None,
        None => (t.clone(), String::new()),
    };
    let (sign, digits) = int_part.strip_prefix('-').map_or(("", int_part.as_str()), |d| ("-", d));
    let whole = if digits.contains(group) {
        if !groups_ok(digits, group) {
            // Not grouping: the other language's decimal mark, used alone (19.5 on a Turkish page).
            if frac.is_empty() && digits.matches(group).count() == 1 {
                return format!("{sign}{}", digits.replace(group, ".")).parse().ok();
            }
            return None;
        }
        digits.replace(group, "")
    } else {
        digits.to_string()
    };
    let text = if frac.is_empty() { format!("{sign}{whole}") } else { format!("{sign}{whole}.{frac}") };
    if !text.trim_start_matches('-').chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    text.parse().ok().filter(|v: &f64| v.is_finite())
}

/// A guided step: set parameters, ask, reveal, explain with live numbers.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub title: Label,
    /// The model the step drives (its widget on the page).
    pub model: &'static str,
    /// Values set on entering the step (by key); everything else returns to the course's value.
    #[serde(deserialize_with = "leak_slice")]
    pub set: &'static [(&'static str, f64)],
    pub question: Label,
    pub ask: Ask,
    pub explain: Label,
    /// What on the page would give the answer away: hidden until the learner has predicted.
    #[serde(deserialize_with = "leak_slice")]
    pub evidence: &'static [Evidence],
    /// For a model that runs in rounds: where the step opens and where its reveal plays to.
    pub time: Option<StepTime>,
}

impl Step {
    /// The parts hidden while the step waits: its evidence, except, for a step in time, the
    /// system view. That one stays on screen at the opening round (the question is about it),
    /// and the timeline holds there until the reveal, so nothing after it shows.
    pub fn masked(&self) -> impl Iterator<Item = Evidence> + '_ {
        self.evidence.iter().copied().filter(move |e| !(self.time.is_some() && *e == Evidence::System))
    }
}

/// A part of a widget that can give a step's answer away. (The widget's summary line and the
/// course's transcript are always hidden while a step of its model is open and unanswered.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Evidence {
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepTime {
    pub open_at: &'static str,
    pub play_to: &'static str,
}

/// A page's content (in its pack: [`crate::wire::Answer::Content`]).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    pub number: u8,
    pub slug: &'static str,
    pub title: Label,
    pub intro: Label,
    #[serde(deserialize_with = "leak_slice")]
    pub widgets: &'static [Widget],
    #[serde(deserialize_with = "leak_slice")]
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
    pub fn pages(&self) -> impl Iterator<Item = &'static Outline> + '_ {
        OUTLINES.iter().filter(|o| self.pages.contains(&o.number))
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
        // Public for the packs: each names its own page's module (`packs::pack!(2, l02)`), so it
        // carries that page's content alone. Each is made by `lessons/build.rs` from the page's
        // `lessons/content/pages/NN.toml`.
        $(#[doc(hidden)] pub mod $content {
            include!(concat!(env!("OUT_DIR"), "/content/", stringify!($content), ".rs"));
        })+

        /// Every page, in course order. The page shell never reads it (a page's content comes
        /// with its pack); it reads [`OUTLINES`].
        pub static LESSONS: &[&Lesson] = &[$(&$content::LESSON),+];

        /// Every page's outline, in course order, taken from its content when the lab is built.
        pub static OUTLINES: &[Outline] = &[$(Outline {
            number: $content::LESSON.number,
            slug: $content::LESSON.slug,
            title: $content::LESSON.title,
            steps: &step_titles::<{ $content::LESSON.steps.len() }>($content::LESSON.steps),
            widgets: &widget_titles::<{ $content::LESSON.widgets.len() }>($content::LESSON.widgets),
        }),+];
    };
}

/// What the page shell knows of a page without its pack: enough for the course map, the links,
/// the learner's record and an LMS. The rest of the page (its intro, its widgets' parts, its
/// steps' questions and explanations) comes with its pack ([`crate::wire::Request::Content`]).
#[derive(Debug)]
pub struct Outline {
    pub number: u8,
    pub slug: &'static str,
    pub title: Label,
    /// The steps' titles, in order.
    pub steps: &'static [Label],
    /// The widgets' models and titles, in order.
    pub widgets: &'static [(&'static str, Label)],
}

const fn step_titles<const N: usize>(steps: &[Step]) -> [Label; N] {
    let mut out = [Label::new("", ""); N];
    let mut i = 0;
    while i < N {
        out[i] = steps[i].title;
        i += 1;
    }
    out
}

const fn widget_titles<const N: usize>(widgets: &[Widget]) -> [(&'static str, Label); N] {
    let mut out = [("", Label::new("", "")); N];
    let mut i = 0;
    while i < N {
        out[i] = (widgets[i].model, widgets[i].title);
        i += 1;
    }
    out
}

/// A page's outline.
pub fn outline(number: u8) -> Option<&'static Outline> {
    OUTLINES.iter().find(|o| o.number == number)
}

crate::for_each_page!(page_content);

pub fn lesson(number: u8) -> Option<&'static Lesson> {
    LESSONS.iter().copied().find(|l| l.number == number)
}

/// Fills `{name}` placeholders with the view's facts in the page's language; `{name:si}` adds
/// the Turkish suffix after the number (see [`crate::tr::Case`] for the tags; English texts do
/// not use them). A name that is not a fact stays as written (the registry test makes sure
/// there is none).
pub fn fill(template: &str, view: &View, lang: Lang) -> String {
    fill_with(template, lang, |name| view.fact(name).map(|f| fmt_num(f.value, f.decimals, lang)))
}

/// [`fill`] with the numbers from `value` (a placeholder's name → its text).
pub fn fill_with(template: &str, lang: Lang, value: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else {
            out.push_str(&rest[start..]);
            rest = "";
            break;
        };
        let inner = &after[..end];
        let (name, tag) = inner.split_once(':').unwrap_or((inner, ""));
        match value(name) {
            Some(text) => {
                out.push_str(&text);
                if let (Lang::Tr, Some(case)) = (lang, crate::tr::Case::from_tag(tag)) {
                    out.push_str(&crate::tr::suffix(&text, case));
                }
            }
            None => {
                out.push('{');
                out.push_str(inner);
                out.push('}');
            }
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// The placeholder names a template uses (without their suffix tags).
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else { break };
        names.push(after[..end].split(':').next().unwrap_or(""));
        rest = &after[end + 1..];
    }
    names
}

/// The suffix tags a template uses after its placeholders (`{name:si}` → `si`).
pub fn suffix_tags(template: &str) -> Vec<&str> {
    let mut tags = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else { break };
        if let Some((_, tag)) = after[..end].split_once(':') {
            tags.push(tag);
        }
        rest = &after[end + 1..];
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_in_time_keeps_its_system_view_and_masks_the_rest() {
        for l in LESSONS {
            for st in l.steps {
                let masked: Vec<Evidence> = st.masked().collect();
                assert_eq!(
                    masked.contains(&Evidence::System),
                    st.time.is_none() && st.evidence.contains(&Evidence::System)
                );
                assert!(masked.iter().all(|e| st.evidence.contains(e)));
                assert_eq!(
                    masked.len() + usize::from(st.time.is_some() && st.evidence.contains(&Evidence::System)),
                    st.evidence.len()
                );
            }
        }
    }

    #[test]
    fn numbers_are_read_in_either_language_s_format() {
        let tr = |t| parse_number(t, Lang::Tr);
        let en = |t| parse_number(t, Lang::En);
        assert_eq!(tr("19.312"), Some(19312.0));
        assert_eq!(tr("19 312"), Some(19312.0));
        assert_eq!(tr("1.234,5"), Some(1234.5));
        assert_eq!(tr("8,27"), Some(8.27));
        assert_eq!(tr("19.5"), Some(19.5));
        assert_eq!(tr("0.703"), Some(0.703));
        assert_eq!(tr("-12"), Some(-12.0));
        assert_eq!(en("19,312"), Some(19312.0));
        assert_eq!(en("19 312"), Some(19312.0));
        assert_eq!(en("19.312"), Some(19.312));
        assert_eq!(en("19,5"), Some(19.5));
        assert_eq!(en("1,234.5"), Some(1234.5));
        for bad in ["", "abc", "1,2,3", "1.5.6", "12a", "--3", "1e400"] {
            assert_eq!(en(bad), None, "{bad}");
            assert_eq!(tr(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_truth_of_each_kind_of_ask_comes_from_its_facts() {
        let facts = |name: &str| match name {
            "before" => Some(100.0),
            "after" => Some(60.0),
            "same" => Some(101.0),
            "zero" => Some(0.0),
            _ => None,
        };
        let dir = |fact, from| truth(&Ask::Direction { fact, from, within: 0.02 }, facts);
        assert_eq!(dir("after", "before"), Some(Truth::Option(0)));
        assert_eq!(dir("same", "before"), Some(Truth::Option(1)));
        assert_eq!(dir("before", "after"), Some(Truth::Option(2)));
        assert_eq!(dir("zero", "zero"), Some(Truth::Option(1)));
        let cmp =
            |a, b| truth(&Ask::Compare { a: (Label::new("", ""), a), b: (Label::new("", ""), b), within: 0.0 }, facts);
        assert_eq!(cmp("before", "after"), Some(Truth::Option(0)));
        assert_eq!(cmp("after", "before"), Some(Truth::Option(2)));
        assert_eq!(truth(&Ask::Bucket { fact: "after", edges: &[50.0, 100.0] }, facts), Some(Truth::Option(1)));
        assert_eq!(truth(&Ask::Bucket { fact: "before", edges: &[50.0, 100.0] }, facts), Some(Truth::Option(2)));
        assert_eq!(truth(&Ask::Number { fact: "missing", tolerance: 0.0 }, facts), None);
        assert!(Truth::order_is_right(&[3.0, 1.0, 3.0], &[0, 2, 1]));
        assert!(Truth::order_is_right(&[3.0, 1.0, 3.0], &[2, 0, 1]));
        assert!(!Truth::order_is_right(&[3.0, 1.0, 3.0], &[0, 1, 2]));
        assert!(!Truth::order_is_right(&[3.0, 1.0], &[0]));
    }

    #[test]
    fn each_kind_offers_the_options_its_truth_counts() {
        let bucket = Ask::Bucket { fact: "x", edges: &[100.0, 1500.0] };
        assert_eq!(bucket.options(Lang::Tr, &str::to_string), ["100 altı", "100 – 1500", "1500 ve üstü"]);
        let bucket = Ask::Bucket { fact: "x", edges: &[100.0, 15000.0] };
        assert_eq!(bucket.options(Lang::En, &str::to_string), ["below 100", "100 – 15,000", "15,000 or more"]);
        // A comparison's labels are filled as a choice's options are.
        let fill = |text: &str| fill_with(text, Lang::En, |n| (n == "s").then(|| "1".to_string()));
        let cmp =
            Ask::Compare { a: (Label::new("", "fixed {s} s"), "a"), b: (Label::new("", "backoff"), "b"), within: 0.1 };
        assert_eq!(cmp.options(Lang::En, &fill), ["fixed 1 s is larger", "they are about equal", "backoff is larger"]);
        const ONE: &[Label] = &[Label::new("{s} kez", "{s} time")];
        let choice = Ask::Choice { options: ONE, fact: "k" };
        assert_eq!(choice.options(Lang::En, &fill), ["1 time"]);
        let dir = Ask::Direction { fact: "a", from: "b", within: 0.0 };
        assert_eq!(dir.options(Lang::Tr, &str::to_string).len(), 3);
        assert_eq!(Ask::MostSeeds.options(Lang::Tr, &str::to_string), ["Evet", "Hayır"]);
        assert!(Ask::Number { fact: "x", tolerance: 0.0 }.options(Lang::En, &str::to_string).is_empty());
    }

    #[test]
    fn a_suffix_follows_its_number_in_turkish_only() {
        let value = |name: &str| (name == "n").then(|| "40".to_string());
        assert_eq!(fill_with("{n:i} gördük", Lang::Tr, value), "40'ı gördük");
        assert_eq!(fill_with("we saw {n}", Lang::En, value), "we saw 40");
        assert_eq!(placeholders("{n:si} ve {m}"), ["n", "m"]);
        assert_eq!(suffix_tags("{n:si} ve {m}"), ["si"]);
    }
}
