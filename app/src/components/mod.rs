//! One component per file.

pub mod answers;
pub mod chart;
pub mod control;
pub mod deferred;
pub mod embed_bar;
pub mod ensemble;
pub mod explore;
pub mod header;
pub mod mask;
pub mod messages;
pub mod notes;
pub mod notice;
pub mod on_screen;
pub mod patch;
pub mod prose;
pub mod share;
pub mod steps;
pub mod sweep;
pub mod system_view;
pub mod table;
pub mod timeline;
pub mod widget;
