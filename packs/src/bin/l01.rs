//! Lesson 1's pack (see the crate docs).
packs::pack!(1, l01);
