//! Teacher notes quote their numbers only through `{fact}` placeholders, each a fact of one of
//! the page's models, so that no number of a model is typed by hand.

use compute::of_lesson;
use lessons::content::{fill, placeholders};
use lessons::notes::{source, PAGES};
use sim_core::Lang;

#[test]
fn every_placeholder_in_the_notes_is_a_fact_of_the_pages_models() {
    for &page in PAGES {
        for lang in [Lang::Tr, Lang::En] {
            let path = format!("{}/../{}", env!("CARGO_MANIFEST_DIR"), source(page, lang));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let views: Vec<_> = of_lesson(page).iter().map(|m| m.view(&[], lang).unwrap()).collect();
            for name in placeholders(&text) {
                assert!(views.iter().any(|v| v.fact(name).is_some()), "page {page} {lang:?}: no fact {name}");
            }
            let filled = views.iter().fold(text, |t, v| fill(&t, v, lang));
            assert!(!filled.contains('{'), "page {page} {lang:?}: a placeholder is left");
        }
    }
}
