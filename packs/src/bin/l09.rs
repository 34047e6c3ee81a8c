//! Lesson 9's pack (see the crate docs).
packs::pack!(9, l09);
