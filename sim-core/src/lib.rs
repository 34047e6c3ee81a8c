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
pub mod chacha;
pub mod cohort_queue;
pub mod k01;
pub mod lcg;
pub mod params;
pub mod poisson;
pub mod rng;
pub mod shuffle;
pub mod slot_pool;
#[cfg(test)]
mod testing;
pub mod varsayim;

/// Lesson 1, Arıza Kipleri.
pub mod kipler {
    pub mod bulasma;
    pub mod gorunum;
}

/// Lesson 2, Devre Kesici.
pub mod kesici {
    pub mod kosum;
}

/// Lesson 3, Bölme Kalıbı.
pub mod bolme {
    pub mod kosum;
}

/// Lesson 4, Yeniden Deneme ve Fırtına Riski.
pub mod firtina {
    pub mod kosum;
}

/// Lesson 5, Zaman Aşımı Bütçeleri.
pub mod butce {
    pub mod kosum;
    pub mod zincir;
}

/// Lesson 6, Geri Basınç.
pub mod geri {
    pub mod kosum;
    pub mod zincir;
}

/// Lesson 7, Kısıtlama ve Yük Boşaltma.
pub mod kapi {
    pub mod kosum;
    pub mod uc;
}

/// Lesson 8, Zarif Bozulma.
pub mod bozulma {
    pub mod kosum;
    pub mod yanit;
}

/// Lesson 9, Devralma Tasarımı.
pub mod devralma {
    pub mod butce;
    pub mod model;
    pub mod olc;
}

/// Lesson 10, Sağlık Ucu İzleme.
pub mod saglik {
    pub mod butce;
    pub mod model;
    pub mod olc;
}

/// Lesson 11, Kurtarma Hedefleri.
pub mod hedef {
    pub mod butce;
    pub mod kayip;
}

/// Lesson 12, Yedeklilik Bölgeleri.
pub mod bolge {
    pub mod kapasite;
    pub mod model;
    pub mod olc;
}

/// Lesson 13, Dağıtım Damgaları ve Coğrafi Kopyalar.
pub mod damga {
    pub mod model;
    pub mod olc;
    pub mod yuk;
}

/// Lesson 14, Felaket Kurtarma Tatbikatı.
pub mod tatbikat {
    pub mod is;
    pub mod plan;
}

/// Lesson 15, Etkisiz İşlemler.
pub mod etkisiz {
    pub mod akis;
    pub mod bedel;
    pub mod olc;
}

/// Lesson 16, Telafi Edici İşlemler.
pub mod telafi {
    pub mod akis;
    pub mod bedel;
    pub mod olc;
}

/// Lesson 17, Talep Fişi Kalıbı.
pub mod fis {
    pub mod bedel;
    pub mod kuyruk;
    pub mod olc;
}

/// Lesson 18, Vale Anahtarı Kalıbı.
pub mod vale {
    pub mod kapsam;
    pub mod olc;
    pub mod yol;
}

/// Lesson 19, Dış Yapılandırma Deposu.
pub mod yapilandirma {
    pub mod depo;
    pub mod olc;
}

/// Lesson 20, Boğucu İncir Geçişi.
pub mod incir {
    pub mod gecis;
    pub mod olc;
}

/// Extra labs beyond the course (pages 21–26).
pub mod ek;

pub use params::{Label, Lang, ParamError, ParamSpec, Params};
