//! Lesson 22's pack (see the crate docs).
packs::pack!(22, l22);
