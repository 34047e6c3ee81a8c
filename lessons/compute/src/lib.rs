//! Runs the lab's models and computes what a page shows of them: the course's transcript and
//! the page's view (tables, chart data, named facts), plus the cells of the two-parameter
//! explorers. The lesson packs (`packs/`), the `lab` command and the native tests use it; the
//! page shell never does (it asks the lesson's pack).
//!
//! One renderer per model, `lNN/<file>.rs` (the page's number and the course's file name; see
//! `lessons::catalog` for how ids are written). Each defines `MODEL`: how its model runs, prints
//! and is shown. The modules and the lists below come from the one page list,
//! [`lessons::for_each_page`].

/// A text in the page's language from a Turkish and an English `format!` template over the
/// same arguments, written once: `t!(lang, "{} yuva", "{} slots", n)`. (The plain text of one
/// language is [`lessons::view::t`].)
macro_rules! t {
    ($lang:expr, $tr:literal, $en:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            sim_core::Lang::Tr => format!($tr $(, $arg)*),
            sim_core::Lang::En => format!($en $(, $arg)*),
        }
    };
}

/// The renderers' texts as data, from `texts/lNN/<file>.toml` (see `build.rs`); for `l12/olc.rs`,
/// `texts::l12::olc`: its charts' ids, titles and axis titles (`charts::REMOTE_DELAY_SWEEP`), its
/// tables' ids, captions and heads (`tables::…`), its system view's texts (`FRAMES`) and its
/// transcript's columns (`columns::…`).
pub mod texts {
    include!(concat!(env!("OUT_DIR"), "/texts.rs"));
}

pub mod columns;
pub mod memo;
pub mod model;
pub mod parts;
#[cfg(test)]
mod testing;

pub use model::{conflict, AnyModel, Json, Model};

/// The compute half of the page list's expansion: one module per page holding its models'
/// renderers, [`MODELS`], [`JSON`] and [`of_lesson`].
macro_rules! renderers {
    ($($n:literal $content:ident [$($dir:ident :: $file:ident),+];)+) => {
        $(
            #[doc = concat!("Page ", stringify!($n), "'s renderers.")]
            pub mod $content {
                $(pub mod $file;)+
            }
        )+

        /// Every model, in course order (the order of [`lessons::MODELS`]).
        pub static MODELS: &[&dyn AnyModel] = &[$($(&$content::$file::MODEL),+),+];

        /// Every model's structured output as JSON (`lab json`); kept apart from [`MODELS`] so
        /// the packs, which never use it, link no JSON writer.
        pub static JSON: &[&dyn Json] = &[$($(&$content::$file::MODEL),+),+];

        /// One page's models, in course order. A `const fn`, so a lesson's pack that evaluates
        /// it at compile time links only that page's models.
        pub const fn of_lesson(lesson: u8) -> &'static [&'static dyn AnyModel] {
            match lesson {
                $($n => const { &[$(&$content::$file::MODEL as &dyn AnyModel),+] },)+
                _ => &[],
            }
        }
    };
}

lessons::for_each_page!(renderers);

/// The model with this id (a trailing `.mjs`, as the course names its files, is allowed).
pub fn find(id: &str) -> Option<&'static dyn AnyModel> {
    let id = id.trim_end_matches(".mjs");
    MODELS.iter().copied().find(|m| m.id() == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_renderers_follow_the_page_list() {
        let ids: Vec<&str> = MODELS.iter().map(|m| m.id()).collect();
        let listed: Vec<&str> = lessons::MODELS.iter().map(|m| m.id).collect();
        assert_eq!(ids, listed);
        assert_eq!(JSON.len(), MODELS.len());
        for lesson in 0..=u8::MAX {
            let here: Vec<&str> = of_lesson(lesson).iter().map(|m| m.id()).collect();
            let there: Vec<&str> = lessons::catalog::of_lesson(lesson).iter().map(|m| m.id).collect();
            assert_eq!(here, there, "page {lesson}");
        }
    }
}
