//! The two kinds of page: the course map and a lesson.

pub mod home;
pub mod lesson;
