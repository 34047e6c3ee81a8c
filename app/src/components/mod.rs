//! One component per file.

pub mod chart;
pub mod control;
pub mod header;
pub mod notice;
pub mod steps;
pub mod table;
pub mod widget;
