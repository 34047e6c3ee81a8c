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

/// Lesson 1, Arıza Kipleri: failure modes.
#[doc(alias = "failure_modes")]
pub mod kipler {
    pub mod bulasma;
    pub mod gorunum;
}

/// Lesson 2, Devre Kesici: circuit breaker.
#[doc(alias = "circuit_breaker")]
pub mod kesici {
    pub mod kosum;
}

/// Lesson 3, Bölme Kalıbı: bulkhead.
#[doc(alias = "bulkhead")]
pub mod bolme {
    pub mod kosum;
}

/// Lesson 4, Yeniden Deneme ve Fırtına Riski: retry storm.
#[doc(alias = "retries")]
pub mod firtina {
    pub mod kosum;
}

/// Lesson 5, Zaman Aşımı Bütçeleri: timeout budget.
#[doc(alias = "timeout_budget")]
pub mod butce {
    pub mod kosum;
    pub mod zincir;
}

/// Lesson 6, Geri Basınç: backpressure.
#[doc(alias = "backpressure")]
pub mod geri {
    pub mod kosum;
    pub mod zincir;
}

/// Lesson 7, Kısıtlama ve Yük Boşaltma: throttling and load shedding at the gate.
#[doc(alias = "load_shedding")]
pub mod kapi {
    pub mod kosum;
    pub mod uc;
}

/// Lesson 8, Zarif Bozulma: graceful degradation.
#[doc(alias = "graceful_degradation")]
pub mod bozulma {
    pub mod kosum;
    pub mod yanit;
}

/// Lesson 9, Devralma Tasarımı: failover.
#[doc(alias = "failover")]
pub mod devralma {
    pub mod butce;
    pub mod model;
    pub mod olc;
}

/// Lesson 10, Sağlık Ucu İzleme: health checks.
#[doc(alias = "health_checks")]
pub mod saglik {
    pub mod butce;
    pub mod model;
    pub mod olc;
}

/// Lesson 11, Kurtarma Hedefleri: recovery targets (RTO and RPO).
#[doc(alias = "recovery_objectives")]
pub mod hedef {
    pub mod butce;
    pub mod kayip;
}

/// Lesson 12, Yedeklilik Bölgeleri: redundancy zones.
#[doc(alias = "redundancy_zones")]
pub mod bolge {
    pub mod kapasite;
    pub mod model;
    pub mod olc;
}

/// Lesson 13, Dağıtım Damgaları ve Coğrafi Kopyalar: deployment stamps.
#[doc(alias = "deployment_stamps")]
pub mod damga {
    pub mod model;
    pub mod olc;
    pub mod yuk;
}

/// Lesson 14, Felaket Kurtarma Tatbikatı: disaster-recovery drill.
#[doc(alias = "dr_drill")]
pub mod tatbikat {
    pub mod is;
    pub mod plan;
}

/// Lesson 15, Etkisiz İşlemler: idempotency.
#[doc(alias = "idempotency")]
pub mod etkisiz {
    pub mod akis;
    pub mod bedel;
    pub mod olc;
}

/// Lesson 16, Telafi Edici İşlemler: compensation (saga).
#[doc(alias = "compensation")]
pub mod telafi {
    pub mod akis;
    pub mod bedel;
    pub mod olc;
}

/// Lesson 17, Talep Fişi Kalıbı: claim check.
#[doc(alias = "claim_check")]
pub mod fis {
    pub mod bedel;
    pub mod kuyruk;
    pub mod olc;
}

/// Lesson 18, Vale Anahtarı Kalıbı: valet key.
#[doc(alias = "valet_key")]
pub mod vale {
    pub mod kapsam;
    pub mod olc;
    pub mod yol;
}

/// Lesson 19, Dış Yapılandırma Deposu: external configuration.
#[doc(alias = "external_configuration")]
pub mod yapilandirma {
    pub mod depo;
    pub mod olc;
}

/// Lesson 20, Boğucu İncir Geçişi: strangler fig.
#[doc(alias = "strangler_fig")]
pub mod incir {
    pub mod gecis;
    pub mod olc;
}

/// Extra labs beyond the course (pages 21–26).
#[doc(alias = "extra_labs")]
pub mod ek;

pub use params::{Label, Lang, ParamError, ParamSpec, Params};
