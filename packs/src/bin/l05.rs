//! Lesson 5's pack (see the crate docs).
packs::pack!(5, l05);
