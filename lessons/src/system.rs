//! A lesson's system as the learner watches it: its components and the links between them,
//! laid out as data (positions in a unit box), named as the course names them, with the
//! lesson's pattern placed where it acts (a breaker on its link, retries on the chain's links).
//! The system view draws it; the model's frames ([`crate::frames`], in its view) colour it
//! round by round and say which components and links a scene has.

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
    /// The drawing's height over its width (positions are in a unit box, y down).
    pub aspect: f64,
}

impl System {
    pub fn node(&self, id: &str) -> Option<&Node> {
        self.nodes.iter().find(|n| n.id == id)
    }

    pub fn link(&self, from: &str, to: &str) -> Option<&Link> {
        self.links.iter().find(|l| l.from == from && l.to == to)
    }
}

/// One component (ağ geçidi, takip servisi, …) and where it sits (x, y in 0..1, y down).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// Stable within the system: frames name components by it.
    pub id: &'static str,
    pub label: Label,
    pub x: f64,
    pub y: f64,
    pub kind: Kind,
}

/// What a component is, for its outline (and whether it can be in the blast radius).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// Where requests come from (callers, the carrier): drawn as a pill, never counted in the
    /// blast radius.
    Source,
    /// A service that answers calls.
    Service,
    /// A data store.
    Store,
    /// A pool of slots (a gateway's) or one compartment of it.
    Pool,
    /// A buffered stage or a queue.
    Buffer,
    /// A gate at the edge (throttling, shedding).
    Gate,
}

/// A call or flow from one component to another (by node id), with the lesson's pattern if it
/// acts on this link.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Link {
    pub from: &'static str,
    pub to: &'static str,
    pub pattern: Option<Pattern>,
}

/// A resilience pattern drawn on a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pattern {
    /// A circuit breaker (closed, open, half-open).
    Breaker,
    /// A layer's retries (its tag says how many).
    Retry,
    /// A read's share of the timeout budget (its tag says how much).
    Budget,
    /// A stage's "full" signal, obeyed or not.
    Signal,
    /// The edge gate (throttling, shedding).
    Gate,
    /// The fields a source gives to the response (fresh, stale, missing).
    Field,
    /// A health check deciding whether a replica stays in the balancer's pool.
    Check,
}

impl Pattern {
    pub fn label(self) -> Label {
        match self {
            Pattern::Breaker => Label::new("kesici", "breaker"),
            Pattern::Retry => Label::new("yeniden deneme", "retries"),
            Pattern::Budget => Label::new("bütçe", "budget"),
            Pattern::Signal => Label::new("geri basınç", "backpressure"),
            Pattern::Gate => Label::new("kapı", "gate"),
            Pattern::Field => Label::new("alanlar", "fields"),
            Pattern::Check => Label::new("sağlık denetimi", "health check"),
        }
    }
}
