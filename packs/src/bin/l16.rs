//! Lesson 16's pack (see the crate docs).
packs::pack!(16, l16);
