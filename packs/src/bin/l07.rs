//! Lesson 7's pack (see the crate docs).
packs::pack!(7, l07);
