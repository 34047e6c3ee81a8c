//! Lesson 18's pack (see the crate docs).
packs::pack!(18, l18);
