//! Dayanıklılık Lab's simulation core: the course's models as pure functions.
//!
//! Every model is `run(&Params) -> Output`, with `Params::default()` the course's values and a
//! schema ([`params::Params::SCHEMA`]) naming each parameter by stable key and by the course's
//! symbol. No I/O, no clock, no `std`: float math goes through `libm`, randomness through the
//! course's own generators, so an output depends on its parameters alone.
#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

pub mod arrivals;
pub mod params;
pub mod poisson;
pub mod rng;
pub mod shuffle;
pub mod slot_pool;

/// Lesson 1, Arıza Kipleri.
pub mod kipler {
    pub mod bulasma;
    pub mod gorunum;
}

/// Lesson 2, Devre Kesici.
pub mod kesici {
    pub mod kosum;
}

/// Lesson 7, Kısıtlama ve Yük Boşaltma.
pub mod kapi {
    pub mod kosum;
    pub mod uc;
}

pub use params::{Lang, Label, ParamError, ParamSpec, Params};
