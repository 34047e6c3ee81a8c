//! Lesson 13's pack (see the crate docs).
packs::pack!(13, l13);
