//! A page's intro quotes its numbers only through `{fact}` placeholders, each a fact of one of
//! the page's models, as step texts and teacher notes do: the intro follows the sliders, and no
//! figure of a model is typed by hand. None of them is the answer a step asks for.

use compute::of_lesson;
use lessons::content::{fill, placeholders, LESSONS};
use sim_core::Lang;

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

#[test]
fn bare_digits_skips_ids_quotes_names_and_placeholders() {
    assert!(bare_digits("K01'in {daily:si} teslimi, AY13b, RFC 8289, \"tek havuz (32)\" ve 503").is_empty());
    assert_eq!(bare_digits("Model 12 saniyelik").len(), 1);
    assert_eq!(bare_digits("arıza 200. turda, 0,35 olasılık").len(), 2);
}
