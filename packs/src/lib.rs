//! A lesson's pack: that lesson's models and their page views, built as a small wasm module of
//! its own (`src/bin/lNN.rs`). The page shell ships without any model (see `lessons::remote`),
//! loads the pack of the lesson it opens and asks it for views in the bytes of
//! `lessons::wire`. So the first load carries one lesson's models, not all 38.
//!
//! The module needs no imports and exports five functions: `pack_version`, `pack_lesson`,
//! `pack_alloc`, `pack_call` and `pack_free`. The shell writes a request into memory from
//! `pack_alloc`, hands it to `pack_call` (which takes it over) and gets back a pointer to the
//! answer's length (`u32`, little-endian) and bytes, which it reads and returns with
//! `pack_free(pointer, 4 + length)`.

pub use lessons;

use lessons::registry::{AnyModel, Overrides};
use lessons::sweep::Sweep;
use lessons::wire::{self, Request};
use sim_core::params::ParamError;
use sim_core::Label;

/// Turns a request into its answer, with only these models and explorers at hand.
pub fn answer(models: &[&dyn AnyModel], sweeps: &[&Sweep], request: &[u8]) -> Vec<u8> {
    match Request::decode(request) {
        Ok(Request::View { model, lang, values }) => {
            wire::encode_view(&with_model(models, &model, &values, |m, pairs| m.view(pairs, lang)))
        }
        Ok(Request::SweepRow { model, base, xs, y }) => match sweeps.iter().find(|s| s.model == model) {
            Some(s) => wire::encode_row(&lessons::sweep::row(s, &base, &xs, y)),
            None => wire::encode_row(&[]),
        },
        Ok(Request::Transcript { model, values }) => {
            wire::encode_text(&with_model(models, &model, &values, |m, pairs| m.transcript(pairs)))
        }
        Ok(Request::Forget) => {
            lessons::memo::forget_all();
            Vec::new()
        }
        Err(wire::Malformed) => wire::encode_view(&Err(ParamError::Conflict { message: UNREADABLE })),
    }
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
pub unsafe fn call(models: &[&dyn AnyModel], sweeps: &[&Sweep], ptr: *mut u8, len: usize) -> *mut u8 {
    let request = unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) };
    let body = answer(models, sweeps, &request);
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(&body);
    Box::into_raw(out.into_boxed_slice()).cast()
}

/// A lesson's pack: `packs::pack!(5);` is the whole of `src/bin/l05.rs`.
#[macro_export]
macro_rules! pack {
    ($lesson:literal) => {
        static MODELS: &[&dyn $crate::lessons::registry::AnyModel] = $crate::lessons::registry::of_lesson($lesson);
        static SWEEPS: &[&$crate::lessons::sweep::Sweep] = $crate::lessons::sweep::of_lesson($lesson);

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
            unsafe { $crate::call(MODELS, SWEEPS, ptr, len) }
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
    use lessons::registry::of_lesson;
    use lessons::wire::{decode_row, decode_view, encode_view};
    use sim_core::Lang;
    use std::collections::BTreeMap;

    fn ask(lesson: u8, req: &Request) -> Vec<u8> {
        let ptr = alloc(req.encode().len());
        let bytes = req.encode();
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr, bytes.len()) };
        let out = unsafe { call(of_lesson(lesson), lessons::sweep::of_lesson(lesson), ptr, bytes.len()) };
        let len = u32::from_le_bytes(unsafe { [*out, *out.add(1), *out.add(2), *out.add(3)] }) as usize;
        let body = unsafe { std::slice::from_raw_parts(out.add(4), len) }.to_vec();
        unsafe { free(out, 4 + len) };
        body
    }

    #[test]
    fn a_pack_answers_as_the_model_itself_would() {
        for lesson in 1..=26u8 {
            for m in of_lesson(lesson) {
                let values = vec![(m.schema()[0].key.to_string(), m.schema()[0].max.to_string())];
                let req = Request::View { model: m.id().to_string(), lang: Lang::En, values: values.clone() };
                let pairs: Vec<(&str, &str)> = values.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                assert_eq!(ask(lesson, &req), encode_view(&m.view(&pairs, Lang::En)), "{}", m.id());
            }
        }
    }

    #[test]
    fn a_pack_gives_the_transcript_alone() {
        let req = Request::Transcript { model: "kesici/kosum".into(), values: vec![("YUVA".into(), "48".into())] };
        let direct = lessons::find("kesici/kosum").unwrap().transcript(&[("YUVA", "48")]);
        assert_eq!(wire::decode_text(&ask(2, &req)).unwrap(), direct);
    }

    #[test]
    fn a_pack_refuses_other_lessons_models_and_unreadable_bytes() {
        let req = Request::View { model: "kesici/kosum".into(), lang: Lang::Tr, values: vec![] };
        let e = decode_view(&ask(5, &req)).unwrap().unwrap_err();
        assert!(e.message(Lang::En).contains("not in this lesson's pack"));
        let e = decode_view(&answer(of_lesson(2), &[], &[9, 9, 9])).unwrap().unwrap_err();
        assert!(e.message(Lang::En).contains("could not read"));
    }

    #[test]
    fn a_pack_fills_its_explorer_rows() {
        let req =
            Request::SweepRow { model: "kesici/kosum".into(), base: BTreeMap::new(), xs: vec![5.0, 10.0], y: 3.0 };
        let row = decode_row(&ask(2, &req)).unwrap();
        let direct = lessons::sweep::row(lessons::sweep::of_lesson(2)[0], &BTreeMap::new(), &[5.0, 10.0], 3.0);
        assert_eq!(format!("{row:?}"), format!("{direct:?}"));
        assert_eq!(decode_row(&ask(5, &req)).unwrap().len(), 0);
    }
}
