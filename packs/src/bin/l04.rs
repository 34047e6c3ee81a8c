//! Lesson 4's pack (see the crate docs).
packs::pack!(4, l04);
