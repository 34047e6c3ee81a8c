//! A lesson's pack: that lesson's models and their page views, built as a small wasm module of
//! its own (`src/bin/lNN.rs`, one line each). The page shell ships without any model, loads
//! the pack of the lesson it opens and asks it for views in the bytes of `lessons::wire`. So
//! the first load carries one lesson's models, not all of them.
//!
//! It also holds the page's content (its lesson's texts, widgets and steps,
//! [`wire::Request::Content`]), so the shell carries only every page's outline.
//!
//! The module needs no imports and exports five functions: `pack_version`, `pack_lesson`,
//! `pack_alloc`, `pack_call` and `pack_free`. The shell writes a request into memory from
//! `pack_alloc`, hands it to `pack_call` (which takes it over) and gets back a pointer to the
//! answer's length (`u32`, little-endian) and bytes, which it reads and returns with
//! `pack_free(pointer, 4 + length)`.

pub use compute;
pub use lessons;

use compute::AnyModel;
use lessons::catalog::Overrides;
use lessons::content::Lesson;
use lessons::wire::{self, Answer, Refusal, Request};
use sim_core::params::{ParamError, ParamSpec};
use sim_core::Label;

/// Turns a request into its answer, with only these models and this page's content at hand.
pub fn answer(content: &Lesson, models: &[&dyn AnyModel], request: &[u8]) -> Vec<u8> {
    let answer = match wire::decode::<Request>(request) {
        Ok(Request::Content) => Answer::Content(wire::encode_content(content)),
        Ok(Request::Schemas) => {
            let schemas: Vec<(&str, &[ParamSpec])> = models.iter().map(|m| (m.id(), m.schema())).collect();
            Answer::Schemas(wire::encode_schemas(&schemas))
        }
        Ok(Request::View { model, lang, values }) => {
            Answer::View(refused(with_model(models, &model, &values, |m, pairs| m.view(pairs, lang))))
        }
        Ok(Request::SweepRow { model, base, x_key, xs, y_key, y }) => Answer::Row(
            models
                .iter()
                .find(|m| m.id() == model)
                .map_or_else(Vec::new, |m| m.sweep_row(&base, (&x_key, &xs), (&y_key, y))),
        ),
        Ok(Request::Transcript { model, values }) => {
            Answer::Text(refused(with_model(models, &model, &values, |m, pairs| m.transcript(pairs))))
        }
        Ok(Request::Ensemble { model, values, from, count }) => Answer::Row(
            with_model(models, &model, &values, |m, pairs| m.ensemble(pairs, from, count)).unwrap_or_default(),
        ),
        Ok(Request::Check { model, values }) => {
            Answer::Checked(refused(with_model(models, &model, &values, |m, pairs| m.check(pairs))))
        }
        Ok(Request::Forget) => {
            compute::memo::forget_all();
            Answer::Done
        }
        Err(wire::Malformed) => Answer::View(Err(Refusal::from(&ParamError::Conflict { message: UNREADABLE }))),
    };
    wire::encode(&answer)
}

fn refused<T>(r: Result<T, ParamError>) -> Result<T, Refusal> {
    r.map_err(|e| Refusal::from(&e))
}

/// `f` on the named model of this pack with these values, or why it cannot run.
fn with_model<T>(
    models: &[&dyn AnyModel],
    model: &str,
    values: &[(String, String)],
    f: impl FnOnce(&dyn AnyModel, Overrides) -> Result<T, ParamError>,
) -> Result<T, ParamError> {
    let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    match models.iter().find(|m| m.id() == model) {
        Some(m) => f(*m, &pairs),
        None => Err(ParamError::Conflict { message: NOT_HERE }),
    }
}

const NOT_HERE: Label = Label::new("Bu model bu dersin paketinde yok.", "This model is not in this lesson's pack.");
const UNREADABLE: Label = Label::new(
    "Ders paketi isteği okuyamadı; sayfayı yenileyin.",
    "The lesson's pack could not read the request; reload the page.",
);

/// `len` bytes for the shell to write a request into.
pub fn alloc(len: usize) -> *mut u8 {
    Box::into_raw(vec![0u8; len].into_boxed_slice()).cast()
}

/// Returns memory from [`alloc`] or [`call`].
///
/// # Safety
/// `ptr` and `len` must be one block from [`alloc`] or [`call`] (for `call`, `4 + length`),
/// returned once.
pub unsafe fn free(ptr: *mut u8, len: usize) {
    drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) });
}

/// Answers the request in `ptr..ptr + len` (taken over and freed) with a length-prefixed block.
///
/// # Safety
/// `ptr` and `len` must be one block from [`alloc`], not used again by the caller.
pub unsafe fn call(content: &Lesson, models: &[&dyn AnyModel], ptr: *mut u8, len: usize) -> *mut u8 {
    let request = unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) };
    let body = answer(content, models, &request);
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    Box::into_raw(out.into_boxed_slice()).cast()
}

/// A lesson's pack: `packs::pack!(5, l05);` is the whole of `src/bin/l05.rs` (the page's number
/// and its content module, so that the pack holds that page's content alone).
#[macro_export]
macro_rules! pack {
    ($lesson:literal, $content:ident) => {
        static MODELS: &[&dyn $crate::compute::AnyModel] = $crate::compute::of_lesson($lesson);
        const _: () = assert!($crate::lessons::content::$content::LESSON.number == $lesson, "another page's content");

        #[no_mangle]
        pub extern "C" fn pack_version() -> u32 {
            $crate::lessons::wire::VERSION
        }

        #[no_mangle]
        pub extern "C" fn pack_lesson() -> u32 {
            $lesson
        }

        #[no_mangle]
        pub extern "C" fn pack_alloc(len: usize) -> *mut u8 {
            $crate::alloc(len)
        }

        /// # Safety
        /// See [`packs::call`].
        #[no_mangle]
        pub unsafe extern "C" fn pack_call(ptr: *mut u8, len: usize) -> *mut u8 {
            unsafe { $crate::call(&$crate::lessons::content::$content::LESSON, MODELS, ptr, len) }
        }

        /// # Safety
        /// See [`packs::free`].
        #[no_mangle]
        pub unsafe extern "C" fn pack_free(ptr: *mut u8, len: usize) {
            unsafe { $crate::free(ptr, len) }
        }

        fn main() {}
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use compute::of_lesson;
    use lessons::catalog::PAGE_NUMBERS;
    use sim_core::Lang;
    use std::collections::BTreeMap;

    /// A request through the pack's exports, as the shell sends it.
    fn ask(lesson: u8, req: &Request) -> Answer {
        let bytes = wire::encode(req);
        let ptr = alloc(bytes.len());
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr, bytes.len()) };
        let content = lessons::content::lesson(lesson).expect("a page's content");
        let out = unsafe { call(content, of_lesson(lesson), ptr, bytes.len()) };
        let len = u32::from_le_bytes(unsafe { [*out, *out.add(1), *out.add(2), *out.add(3)] }) as usize;
        let body = unsafe { std::slice::from_raw_parts(out.add(4), len) }.to_vec();
        unsafe { free(out, 4 + len) };
        wire::decode(&body).expect("a pack's answer decodes")
    }

    /// Every slider of a model at one end.
    fn all_at(m: &dyn AnyModel, max: bool) -> Vec<(String, String)> {
        m.schema().iter().map(|s| (s.key.to_string(), (if max { s.max } else { s.min }).to_string())).collect()
    }

    #[test]
    fn every_view_comes_back_from_its_pack_equal_to_the_model_s_own() {
        // At the defaults and with every slider at its minimum and at its maximum, in both
        // languages: the view the shell decodes equals the one the model computed (gaps too).
        for &lesson in PAGE_NUMBERS {
            for m in of_lesson(lesson) {
                for values in [vec![], all_at(*m, false), all_at(*m, true)] {
                    for lang in [Lang::Tr, Lang::En] {
                        let req = Request::View { model: m.id().to_string(), lang, values: values.clone() };
                        let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                        let direct = refused(m.view(&pairs, lang));
                        assert_eq!(ask(lesson, &req), Answer::View(direct), "{} {values:?}", m.id());
                    }
                }
            }
        }
    }

    #[test]
    fn there_is_one_pack_per_page_and_no_other() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
        let mut found: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        found.sort();
        let want: Vec<String> = PAGE_NUMBERS.iter().map(|n| format!("l{n:02}.rs")).collect();
        assert_eq!(found, want);
        for n in PAGE_NUMBERS {
            let text = std::fs::read_to_string(dir.join(format!("l{n:02}.rs"))).unwrap();
            assert!(text.contains(&format!("packs::pack!({n}, l{n:02});")), "l{n:02}.rs packs another page");
        }
    }

    #[test]
    fn every_page_s_content_comes_back_from_its_pack_equal() {
        for &lesson in PAGE_NUMBERS {
            let Answer::Content(bytes) = ask(lesson, &Request::Content) else { panic!("page {lesson}: no content") };
            let content = lessons::content::lesson(lesson).unwrap();
            assert_eq!(wire::decode_content(bytes), Ok(content), "page {lesson}");
        }
    }

    #[test]
    fn every_page_s_models_and_their_parameters_come_back_from_its_pack_equal() {
        // The shell learns every parameter it shows and checks from the pack.
        for &lesson in PAGE_NUMBERS {
            let Answer::Schemas(bytes) = ask(lesson, &Request::Schemas) else { panic!("page {lesson}: no schemas") };
            let got = wire::decode_schemas(bytes).unwrap();
            let want: Vec<(&str, &[ParamSpec])> =
                lessons::catalog::of_lesson(lesson).iter().map(|m| (m.id, m.schema().unwrap())).collect();
            assert_eq!(got, want, "page {lesson}");
        }
        assert_eq!(wire::decode_schemas(vec![1, 2, 3]), Err(wire::Malformed));
    }

    #[test]
    fn a_pack_gives_the_transcript_alone() {
        let req = Request::Transcript { model: "kesici/kosum".into(), values: vec![("YUVA".into(), "48".into())] };
        let direct = compute::find("kesici/kosum").unwrap().transcript(&[("YUVA", "48")]);
        assert_eq!(ask(2, &req), Answer::Text(refused(direct)));
    }

    #[test]
    fn a_pack_refuses_other_lessons_models_and_unreadable_bytes() {
        let req = Request::View { model: "kesici/kosum".into(), lang: Lang::Tr, values: vec![] };
        let Answer::View(Err(e)) = ask(5, &req) else { panic!("a view from the wrong pack") };
        assert!(e.en.contains("not in this lesson's pack"));
        let Ok(Answer::View(Err(e))) =
            wire::decode(&answer(lessons::content::lesson(2).unwrap(), of_lesson(2), &[9, 9, 9]))
        else {
            panic!("no refusal")
        };
        assert!(e.en.contains("could not read"));
    }

    #[test]
    fn a_pack_fills_its_explorer_rows() {
        let req = Request::SweepRow {
            model: "kesici/kosum".into(),
            base: BTreeMap::new(),
            x_key: "window".into(),
            xs: vec![5.0, 10.0],
            y_key: "threshold".into(),
            y: 0.3,
        };
        let direct = compute::find("kesici/kosum").unwrap().sweep_row(
            &BTreeMap::new(),
            ("window", &[5.0, 10.0]),
            ("threshold", 0.3),
        );
        assert_eq!(direct.len(), 2);
        assert_eq!(ask(2, &req), Answer::Row(direct));
        assert_eq!(ask(5, &req), Answer::Row(vec![]));
    }
}
