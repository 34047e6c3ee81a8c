//! Lesson 12's pack (see the crate docs).
packs::pack!(12, l12);
