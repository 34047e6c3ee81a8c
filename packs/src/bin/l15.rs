//! Lesson 15's pack (see the crate docs).
packs::pack!(15, l15);
