//! Lesson 26's pack (see the crate docs).
packs::pack!(26, l26);
