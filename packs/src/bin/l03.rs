//! Lesson 3's pack (see the crate docs).
packs::pack!(3, l03);
