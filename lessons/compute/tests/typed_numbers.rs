//! No number of a model is typed into a page's texts. An intro quotes its numbers only through
//! `{fact}` placeholders, each a fact of one of the page's models, as step texts and teacher notes
//! do: the intro follows the sliders. None of them is the answer a step asks for. A step's title,
//! question, explanation and answer options type no number either, apart from the fixed rows
//! they name.

use compute::of_lesson;
use lessons::content::{fill, placeholders, Ask, LESSONS};
use sim_core::{Label, Lang};

/// Digits an intro may type because they are names, not figures of a model: a standard's number,
/// an HTTP status, the hour that names the morning rush, the unit interval of a formula, the
/// course's generator's word size, the value that switches a setting off. Ids (K01, AY13b, DD14) and text the course's code prints in
/// quotes ("tek havuz (32)") are allowed by [`bare_digits`] itself.
const NAMES: &[&str] = &["RFC 8289", "503", "09.00", "09:00", "(0, 1]", "32 bit", "32-bit", "GECICI, 0"];

/// The numbers typed into `text`: digit runs that are not part of an id (a letter before them),
/// not inside quotes and not one of [`NAMES`].
fn bare_digits(text: &str) -> Vec<String> {
    let mut text = text.to_string();
    for name in NAMES {
        text = text.replace(name, "");
    }
    let mut found = Vec::new();
    let (mut quoted, mut prev) = (false, ' ');
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if matches!(c, '"' | '“' | '”') {
            quoted = c == '“' || (c == '"' && !quoted);
        }
        if c.is_ascii_digit() && !quoted && !prev.is_alphanumeric() && prev != '{' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || matches!(chars[i], '.' | ',' | '–')) {
                i += 1;
            }
            let from = start.saturating_sub(20);
            found.push(chars[from..i.min(chars.len())].iter().collect());
            prev = chars[i.saturating_sub(1)];
            continue;
        }
        // Inside a placeholder the name may hold digits.
        if c == '{' {
            while i < chars.len() && chars[i] != '}' {
                i += 1;
            }
        }
        prev = chars.get(i).copied().unwrap_or(' ');
        i += 1;
    }
    found
}

#[test]
fn every_intro_quotes_its_numbers_from_the_pages_models() {
    let mut typed = Vec::new();
    for l in LESSONS.iter() {
        let models = of_lesson(l.number);
        let answers: Vec<&str> = l.steps.iter().flat_map(|st| st.ask.answer_facts()).collect();
        for lang in [Lang::Tr, Lang::En] {
            let text = l.intro.get(lang);
            let views: Vec<_> = models.iter().map(|m| m.view(&[], lang).unwrap()).collect();
            for name in placeholders(text) {
                assert!(views.iter().any(|v| v.fact(name).is_some()), "page {} {lang:?}: no fact {name}", l.number);
                assert!(!answers.contains(&name), "page {} {lang:?}: the intro shows the answer {name}", l.number);
            }
            // An intro is drawn at first paint, where the lab's first part has no Turkish suffix
            // code (it comes with the rest): an intro says its numbers without a case ending.
            let tags = lessons::content::suffix_tags(text);
            assert!(tags.is_empty(), "page {} {lang:?}: case endings {tags:?} in the intro", l.number);
            let filled = views.iter().fold(text.to_string(), |t, v| fill(&t, v, lang));
            assert!(!filled.contains('{'), "page {} {lang:?}: a placeholder is left", l.number);
            typed.extend(bare_digits(text).into_iter().map(|d| format!("page {} {lang:?}: …{d}", l.number)));
        }
    }
    assert!(typed.is_empty(), "numbers typed into intros:\n{}", typed.join("\n"));
}

/// What a step may type: the fixed rows of the course's sweeps that its facts are named after
/// (`ay11_lost_d2` is depth 2 whatever the slider says; `auto_false_1` is threshold 1), the
/// formulas it writes out, a lesson's number, and the clock times that define a scenario.
const STEP_NAMES: &[(u8, &[&str])] = &[
    (6, &["derinlik 2", "Derinlik 2", "depth 2", "Derinlik 3", "depth 3"]),
    (
        9,
        &[
            "Eşik 1",
            "eşik 1",
            "threshold 1",
            "1'den 4'e",
            "from 1 to 4",
            "threshold 1 to 4",
            "Eşik 4",
            "threshold 4",
            "eşik 3",
            "threshold 3",
        ],
    ),
    (10, &["Aralık 1", "aralık 1", "aralık 2", "interval 1", "interval 2"]),
    (12, &["1/(n−1)"]),
    (13, &["1/n"]),
    (14, &["eşik 1", "threshold 1"]),
    (15, &["1 − (1 − p₁)(1 − p₂)(1 − p₃)", "/24", "Ayda 2", "With 2"]),
    (17, &["lesson 15"]),
    (19, &["30 saniyede", "at 30 seconds"]),
    (23, &["02:00", "1:00–5:00", "1:00 to 5:00", "2:00", "10:00"]),
];

/// The labels an author types into a step's ask: a choice's options, a comparison's two sides,
/// an order's items (a bucket's options are written from its edges).
fn labels(ask: &Ask) -> Vec<&Label> {
    match ask {
        Ask::Choice { options, .. } => options.iter().collect(),
        Ask::Compare { a, b, .. } => vec![&a.0, &b.0],
        Ask::Order { items } => items.iter().map(|(label, _)| label).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn no_step_types_a_number_but_the_fixed_rows_it_names() {
    let mut typed = Vec::new();
    for l in LESSONS.iter() {
        let mut names = STEP_NAMES.iter().find(|(n, _)| *n == l.number).map_or(vec![], |(_, names)| names.to_vec());
        // The longest first: "1'den 4'e" before "eşik 1" takes its digit.
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        // The course's contrasts, one click from an A/B comparison, are labelled the same way.
        for pair in l.widgets.iter().flat_map(|w| w.pairs) {
            for lang in [Lang::Tr, Lang::En] {
                typed.extend(
                    bare_digits(pair.label.get(lang))
                        .into_iter()
                        .map(|d| format!("page {} pair {lang:?}: …{d}", l.number)),
                );
            }
        }
        for (i, st) in l.steps.iter().enumerate() {
            for lang in [Lang::Tr, Lang::En] {
                let labels = labels(&st.ask).into_iter().map(|label| label.get(lang));
                for text in [st.title.get(lang), st.question.get(lang), st.explain.get(lang)].into_iter().chain(labels)
                {
                    let text = names.iter().fold(text.to_string(), |t, name| t.replace(name, ""));
                    typed.extend(
                        bare_digits(&text).into_iter().map(|d| format!("page {} step {i} {lang:?}: …{d}", l.number)),
                    );
                }
            }
        }
    }
    assert!(typed.is_empty(), "numbers typed into steps:\n{}", typed.join("\n"));
}

#[test]
fn bare_digits_skips_ids_quotes_names_and_placeholders() {
    assert!(bare_digits("K01'in {daily:si} teslimi, AY13b, RFC 8289, \"tek havuz (32)\" ve 503").is_empty());
    assert_eq!(bare_digits("Model 12 saniyelik").len(), 1);
    assert_eq!(bare_digits("arıza 200. turda, 0,35 olasılık").len(), 2);
}
