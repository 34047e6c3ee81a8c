//! Lesson 23's pack (see the crate docs).
packs::pack!(23, l23);
