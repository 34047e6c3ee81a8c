//! What issue #17 asks of every step, over every page: predictions a learner reasons toward
//! (at most ten exact-number steps in the whole lab) and explanations that state the idea in at
//! most sixty words, in both languages.

use lessons::content::{Ask, Lesson, LESSONS};

fn rewritten() -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().copied()
}

/// Words as a reader counts them: runs of text between spaces, a `{fact}` counting as one.
fn words(text: &str) -> usize {
    text.split_whitespace().filter(|w| w.chars().any(|c| c.is_alphanumeric() || c == '{')).count()
}

#[test]
fn at_most_ten_steps_in_the_lab_ask_for_an_exact_number() {
    let exact: Vec<String> = rewritten()
        .flat_map(|l| {
            l.steps
                .iter()
                .enumerate()
                .filter(|(_, s)| matches!(s.ask, Ask::Number { .. }))
                .map(move |(i, _)| format!("{}.{}", l.number, i + 1))
        })
        .collect();
    assert!(exact.len() <= 10, "{} exact-number steps: {}", exact.len(), exact.join(" "));
}

#[test]
fn every_explanation_states_its_idea_in_at_most_sixty_words() {
    let mut long = Vec::new();
    for l in rewritten() {
        for (i, s) in l.steps.iter().enumerate() {
            for text in [s.explain.tr, s.explain.en] {
                if words(text) > 60 {
                    long.push(format!("{}.{}: {} words", l.number, i + 1, words(text)));
                }
            }
        }
    }
    assert!(long.is_empty(), "{}", long.join("\n"));
}

#[test]
fn bucket_and_range_answers_lie_clearly_inside_their_scale() {
    // At the step's settings a bucket's answer is more than 1 % of an edge away from it, so that
    // a learner who reasons to the right bucket is not undone by rounding; a range's answer lies
    // on its number line.
    let mut bad = Vec::new();
    for l in rewritten() {
        for (i, s) in l.steps.iter().enumerate() {
            let (fact, ok): (&str, Box<dyn Fn(f64) -> bool>) = match s.ask {
                Ask::Bucket { fact, edges } => {
                    (fact, Box::new(move |v: f64| edges.iter().all(|e| (v - e).abs() > 0.01 * e.abs().max(1.0))))
                }
                Ask::Range { fact, min, max, .. } => (fact, Box::new(move |v: f64| (min..=max).contains(&v))),
                _ => continue,
            };
            let view = compute::find(s.model).unwrap().view_at(s.set, sim_core::Lang::En).unwrap();
            let v = view.fact(fact).unwrap_or_else(|| panic!("{}.{}: no fact {fact}", l.number, i + 1)).value;
            if !ok(v) {
                bad.push(format!("{}.{}: {fact} = {v} against {:?}", l.number, i + 1, s.ask));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
