//! Lesson 11's pack (see the crate docs).
packs::pack!(11, l11);
