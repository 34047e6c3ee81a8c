//! The chart explorer's wasm module (`explore/explore.wasm`): four exports, no imports, called
//! by the page shell as it calls a lesson pack (`app/src/packs.rs`).

#[no_mangle]
pub extern "C" fn explore_version() -> u32 {
    lessons::wire::VERSION
}

#[no_mangle]
pub extern "C" fn explore_alloc(len: usize) -> *mut u8 {
    explore::alloc(len)
}

/// # Safety
/// See [`explore::call`].
#[no_mangle]
pub unsafe extern "C" fn explore_call(ptr: *mut u8, len: usize) -> *mut u8 {
    unsafe { explore::call(ptr, len) }
}

/// # Safety
/// See [`explore::free`].
#[no_mangle]
pub unsafe extern "C" fn explore_free(ptr: *mut u8, len: usize) {
    unsafe { explore::free(ptr, len) }
}

fn main() {}
