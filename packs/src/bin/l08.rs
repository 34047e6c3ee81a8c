//! Lesson 8's pack (see the crate docs).
packs::pack!(8, l08);
