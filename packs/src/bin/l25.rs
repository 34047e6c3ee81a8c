//! Lesson 25's pack (see the crate docs).
packs::pack!(25, l25);
