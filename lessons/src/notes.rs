//! Teacher notes: one Markdown file per page and language, `lessons/content/{tr,en}/notes/NN.md`
//! (what the model shows and leaves out, the misconceptions the steps aim at, 10-, 20- and
//! 40-minute plans, discussion questions, prepared settings as links into the lab).
//!
//! The site builder copies them beside the page as `notes/{tr,en}/NN.md`; the page fetches a
//! page's notes only when a teacher opens them, so the first load carries none of their text.
//! Their numbers come from the page's models through `{fact}` placeholders, as in step texts.

use sim_core::Lang;

/// The pages that have teacher notes: every page (a page without notes would show no link).
pub const PAGES: &[u8] = crate::catalog::PAGE_NUMBERS;

pub fn has_notes(page: u8) -> bool {
    PAGES.contains(&page)
}

fn lang_dir(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "tr",
        Lang::En => "en",
    }
}

/// Where a page's notes are, relative to the page (the site works from any folder).
pub fn url(page: u8, lang: Lang) -> String {
    format!("notes/{}/{page:02}.md", lang_dir(lang))
}

/// Where a page's notes are in the source tree, relative to the `lessons` crate.
pub fn source(page: u8, lang: Lang) -> String {
    format!("content/{}/notes/{page:02}.md", lang_dir(lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::PAGE_NUMBERS;
    use crate::prose::{blocks, targets, Block};

    fn read(page: u8, lang: Lang) -> Option<String> {
        std::fs::read_to_string(format!("{}/{}", env!("CARGO_MANIFEST_DIR"), source(page, lang))).ok()
    }

    /// Every page has its notes, in both languages.
    #[test]
    fn these_pages_have_teacher_notes() {
        assert_eq!(PAGES, PAGE_NUMBERS);
        for &page in PAGE_NUMBERS {
            for lang in [Lang::Tr, Lang::En] {
                assert_eq!(read(page, lang).is_some(), has_notes(page), "page {page}, {}", source(page, lang));
            }
        }
    }

    #[test]
    fn every_note_has_its_sections_and_its_prepared_settings_open_without_a_notice() {
        for &page in PAGES {
            for lang in [Lang::Tr, Lang::En] {
                let text = read(page, lang).unwrap_or_default();
                let headings = blocks(&text).iter().filter(|b| matches!(b, Block::Heading(2, _))).count();
                assert!(headings >= 6, "page {page} {lang:?}: {headings} sections");
                let links = targets(&text);
                assert!(links.len() >= 3, "page {page} {lang:?}: {} prepared settings", links.len());
                for target in links {
                    assert!(crate::prose::is_internal(target), "page {page}: {target} leaves the lab");
                    let (st, ignored) = crate::link::parse(target);
                    assert!(ignored.is_empty(), "page {page}: {target}: {ignored:?}");
                    assert_eq!(st.page, crate::link::Page::Lesson(page), "page {page}: {target}");
                }
            }
        }
    }
}
