//! Lesson 19's pack (see the crate docs).
packs::pack!(19, l19);
