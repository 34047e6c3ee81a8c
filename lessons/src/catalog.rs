//! The lab's one list of pages: each page's number, its content module and its models.
//!
//! Everything else is derived from this list: the lessons the course map shows
//! ([`crate::content::LESSONS`]), the models a page may use ([`of_lesson`], [`MODELS`]), the
//! number of pages ([`PAGES`]), the renderers and lesson packs of the `compute` crate (which
//! expands the same list), and every test's loop over pages and models.
//!
//! Adding a page is one line here plus its own files: the model in `sim-core/src/<dir>/` (with
//! its module declared in `sim-core/src/lib.rs`, or `ek/mod.rs` for an extra lab: sim-core knows
//! nothing of pages) and its parameters in `sim-core/schemas/<dir>/`, its renderer in `lessons/compute/src/lNN/<file>.rs`, the content in
//! `lessons/content/pages/NN.toml` with its intros in `lessons/content/{tr,en}/NN.md`, its fixtures in
//! `lessons/compute/tests/fixtures/<dir>/<file>/`, and its pack `packs/src/bin/lNN.rs`.
//!
//! # How an id is written
//! A model's id is the course's file path, `<dir>/<file>` with hyphens (`ek/kesici-tuzak`): the
//! URLs, the `lab` command, the fixtures' folders and the tests use it. Rust cannot use `/` or
//! `-` in a path, so the model's module is `sim_core::<dir>::<file>` with underscores
//! (`sim_core::ek::kesici_tuzak`) and its renderer `compute::lNN::<file>` (the page's number,
//! then the same file name). Where a name must be one word (DOM ids, file names of exports),
//! `/` becomes `-` ([`slug`]).

use sim_core::params::{ParamSpec, Params};

/// The pages, in course order: `number content-module [sim-core model paths];`. Expanded by
/// `callback!` (a macro in scope where this is invoked), so one list serves every crate.
#[macro_export]
macro_rules! for_each_page {
    ($callback:ident) => {
        $callback! {
            1 l01 [kipler::bulasma, kipler::gorunum];
            2 l02 [kesici::kosum];
            3 l03 [bolme::kosum];
            4 l04 [firtina::kosum];
            5 l05 [butce::kosum];
            6 l06 [geri::kosum];
            7 l07 [kapi::kosum];
            8 l08 [bozulma::kosum];
            9 l09 [devralma::butce, devralma::olc];
            10 l10 [saglik::butce, saglik::olc];
            11 l11 [hedef::butce, hedef::kayip];
            12 l12 [bolge::kapasite, bolge::olc];
            13 l13 [damga::olc, damga::yuk];
            14 l14 [tatbikat::is, tatbikat::plan];
            15 l15 [etkisiz::bedel, etkisiz::olc];
            16 l16 [telafi::bedel, telafi::olc];
            17 l17 [fis::bedel, fis::olc];
            18 l18 [vale::kapsam, vale::olc];
            19 l19 [yapilandirma::olc];
            20 l20 [incir::olc];
            21 l21 [ek::kuyruk_sirasi];
            22 l22 [ek::sona_erme];
            23 l23 [ek::kesici_tuzak];
            24 l24 [ek::kuyruk_suresi];
            25 l25 [ek::kapanis];
            26 l26 [ek::sabah_surusu];
        }
    };
}

/// Values given by name (a stable key or a course symbol), as text.
pub type Overrides<'a> = &'a [(&'a str, &'a str)];

/// A model as a page knows it without running it: its id, its page and its parameters' specs
/// (each value's range). Checking values together (a fault that must start before the run
/// ends) needs the model's own code: that, like running it, is the `compute` crate's business,
/// in the lesson's pack (`compute::AnyModel::check`). The shell carries no model's code.
pub struct ModelInfo {
    /// The course's file path without extension, e.g. `kesici/kosum`.
    pub id: &'static str,
    pub lesson: u8,
    /// Its runs go to the page's worker after the first ([`Params::HEAVY`]).
    pub heavy: bool,
    /// Its parameters (see [`ModelInfo::schema`]); built in natively only.
    #[cfg(not(target_arch = "wasm32"))]
    built_in: &'static [ParamSpec],
}

impl ModelInfo {
    pub const fn of<P: Params>(lesson: u8) -> Self {
        Self {
            id: P::MODEL,
            lesson,
            heavy: P::HEAVY,
            #[cfg(not(target_arch = "wasm32"))]
            built_in: P::SCHEMA,
        }
    }

    /// The model's parameters, or `None` where they are not known yet. Natively (the `lab`
    /// command, the tests) every model's are built in. In the browser the page shell carries
    /// none: it learns a lesson's from the lesson's pack when the pack loads ([`learn`]), so
    /// the specs of all pages (their labels in both languages, a third of the shell's data)
    /// are not part of every first load.
    pub fn schema(&self) -> Option<&'static [ParamSpec]> {
        #[cfg(not(target_arch = "wasm32"))]
        return Some(self.built_in);
        #[cfg(target_arch = "wasm32")]
        return LEARNED.with(|l| l.borrow().get(self.id).copied());
    }

    /// The spec under a stable key (`None` also while the model's parameters are not known).
    pub fn spec(&self, key: &str) -> Option<&'static ParamSpec> {
        self.schema()?.iter().find(|s| s.key == key)
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The specs the page has learned from its lessons' packs, by model id.
    static LEARNED: core::cell::RefCell<std::collections::BTreeMap<&'static str, &'static [ParamSpec]>> =
        const { core::cell::RefCell::new(std::collections::BTreeMap::new()) };
}

/// Keeps a model's parameters as its lesson's pack gives them (the page shell, when the pack
/// loads; `wire::decode_schemas`). A model not in the catalog is skipped. Natively the
/// built-in specs stand and this does nothing.
pub fn learn(id: &str, schema: &'static [ParamSpec]) {
    #[cfg(target_arch = "wasm32")]
    if let Some(m) = find(id) {
        LEARNED.with(|l| l.borrow_mut().insert(m.id, schema));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (id, schema);
}

/// The data half of the list's expansion: [`MODELS`], [`of_lesson`], [`PAGES`].
macro_rules! model_info {
    ($($n:literal $content:ident [$($dir:ident :: $file:ident),+];)+) => {
        /// Every model, in course order.
        pub static MODELS: &[ModelInfo] = &[$($(ModelInfo::of::<sim_core::$dir::$file::Params>($n),)+)+];

        /// One page's models, in course order.
        pub const fn of_lesson(lesson: u8) -> &'static [ModelInfo] {
            match lesson {
                $($n => const { &[$(ModelInfo::of::<sim_core::$dir::$file::Params>($n)),+] },)+
                _ => &[],
            }
        }

        /// Every page's number, in course order.
        pub static PAGE_NUMBERS: &[u8] = &[$($n),+];
    };
}

for_each_page!(model_info);

/// How many pages the lab has (lessons and extra labs).
pub const PAGES: usize = PAGE_NUMBERS.len();

/// The model with this id (a trailing `.mjs`, as the course names its files, is allowed).
pub fn find(id: &str) -> Option<&'static ModelInfo> {
    let id = id.trim_end_matches(".mjs");
    MODELS.iter().find(|m| m.id == id)
}

/// A model id as one word, for DOM ids and file names: `ek/kesici-tuzak` → `ek-kesici-tuzak`.
pub fn slug(id: &str) -> String {
    id.replace('/', "-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_lists_exactly_its_models_and_nothing_else_has_any() {
        for lesson in 0..=u8::MAX {
            let listed: Vec<&str> = of_lesson(lesson).iter().map(|m| m.id).collect();
            let expected: Vec<&str> = MODELS.iter().filter(|m| m.lesson == lesson).map(|m| m.id).collect();
            assert_eq!(listed, expected, "page {lesson}");
            assert_eq!(PAGE_NUMBERS.contains(&lesson), !listed.is_empty(), "page {lesson}");
        }
    }

    #[test]
    fn pages_are_numbered_one_to_n_and_ids_are_unique() {
        assert_eq!(PAGE_NUMBERS.to_vec(), (1..=PAGES as u8).collect::<Vec<_>>());
        for (i, m) in MODELS.iter().enumerate() {
            assert!(MODELS[..i].iter().all(|o| o.id != m.id), "{} twice", m.id);
            assert_eq!(find(m.id).map(|f| f.lesson), Some(m.lesson));
        }
        assert_eq!(find("kesici/kosum.mjs").map(|m| m.id), Some("kesici/kosum"));
        assert_eq!(slug("ek/kesici-tuzak"), "ek-kesici-tuzak");
    }

    #[test]
    fn each_page_uses_only_its_own_models() {
        // A page loads one pack: its widgets and steps must not need another page's model.
        for l in crate::content::LESSONS {
            let own: Vec<&str> = of_lesson(l.number).iter().map(|m| m.id).collect();
            for model in l.widgets.iter().map(|w| w.model).chain(l.steps.iter().map(|s| s.model)) {
                assert!(own.contains(&model), "page {} uses {model}", l.number);
            }
        }
    }
}
