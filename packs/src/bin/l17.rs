//! Lesson 17's pack (see the crate docs).
packs::pack!(17, l17);
