//! Lesson 2's pack (see the crate docs).
packs::pack!(2, l02);
