//! Lesson 14's pack (see the crate docs).
packs::pack!(14, l14);
