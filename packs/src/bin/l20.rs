//! Lesson 20's pack (see the crate docs).
packs::pack!(20, l20);
