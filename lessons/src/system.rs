//! A lesson's system as the learner watches it: its components and the links between them,
//! laid out as data (positions in a unit box), named as the course names them. The system view
//! draws it; the model's frames (in its view) colour it round by round.

use serde::{Deserialize, Serialize};
use sim_core::Label;

use crate::wire::leak_slice;

/// A system drawn on a widget: its components and links.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
pub struct System {
    #[serde(deserialize_with = "leak_slice")]
    pub nodes: &'static [Node],
    #[serde(deserialize_with = "leak_slice")]
    pub links: &'static [Link],
}

/// One component (ağ geçidi, takip servisi, …) and where it sits (x, y in 0..1, y down).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// Stable within the system: frames name components by it.
    pub id: &'static str,
    pub label: Label,
    pub x: f64,
    pub y: f64,
}

/// A call or flow from one component to another (by node id).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Link {
    pub from: &'static str,
    pub to: &'static str,
}
