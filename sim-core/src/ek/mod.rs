//! The lab's extra labs (pages 21–26, "Ek laboratuvarlar"): failure modes from the companion
//! article on overload that the course's 20 lessons do not model. Unlike the course's models,
//! their randomness comes from `rand_chacha` with a seed parameter; their golden tables are the
//! lab's own. One line per lab below.
pub mod clock;
pub mod codel;
pub mod ensemble;
pub mod kapanis;
pub mod kesici_tuzak;
pub mod kuyruk_sirasi;
pub mod kuyruk_suresi;
pub mod sabah_surusu;
pub mod sona_erme;
