//! Lesson 10's pack (see the crate docs).
packs::pack!(10, l10);
