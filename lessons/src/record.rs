//! A learner's predictions as the lab keeps them: one [`Prediction`] per revealed step. The
//! learner's own record, an LMS and a host page all read this one shape.

use serde::{Deserialize, Serialize};

/// One prediction and what the model said.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prediction {
    /// The page's number.
    pub lesson: u8,
    /// The step's index on its page (0-based).
    pub step: usize,
    /// How the step asked: `choice`, `numeric`, … (the ask's kind).
    pub kind: String,
    /// The learner's answer as given (an option's text or the number read).
    pub given: String,
    /// The model's answer, as the page shows it.
    pub truth: String,
    pub right: bool,
    /// From the step's opening to the reveal, in milliseconds.
    pub latency_ms: f64,
}
