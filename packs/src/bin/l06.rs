//! Lesson 6's pack (see the crate docs).
packs::pack!(6, l06);
