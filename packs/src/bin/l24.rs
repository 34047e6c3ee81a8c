//! Lesson 24's pack (see the crate docs).
packs::pack!(24, l24);
