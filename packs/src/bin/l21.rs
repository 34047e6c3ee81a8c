//! Lesson 21's pack (see the crate docs).
packs::pack!(21, l21);
