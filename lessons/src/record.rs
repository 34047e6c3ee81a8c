//! A learner's predictions as the lab keeps them: one [`Prediction`] per revealed step. The
//! learner's own record, an LMS and a host page all read this one shape.

use serde::{Deserialize, Serialize};
use sim_core::{Label, Lang};

use crate::content;
use crate::view::Table;

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

/// What an exported record says it is: a file without it is not ours.
pub const FORMAT: &str = "dayaniklilik-lab/answers";

/// The record format written by this version (an import of a newer one is refused).
pub const VERSION: u32 = 1;

/// The learner's record as "Yanıtlarım / My answers" exports it and takes it back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub predictions: Vec<Prediction>,
}

impl Record {
    pub fn new(predictions: Vec<Prediction>) -> Self {
        Self { format: FORMAT.into(), version: VERSION, predictions }
    }

    /// Takes a record read from a file only if it is ours and names only pages and steps this
    /// lab has; otherwise says why in one sentence.
    pub fn check(self) -> Result<Record, Label> {
        if self.format != FORMAT {
            return Err(not_ours());
        }
        if self.version == 0 || self.version > VERSION {
            return Err(Label::new(
                "Bu yanıt dosyası laboratuvarın daha yeni bir sürümünden; bu sürüm onu okuyamıyor.",
                "This answers file comes from a newer version of the lab, which this one cannot read.",
            ));
        }
        let fits = |p: &Prediction| {
            content::outline(p.lesson).is_some_and(|l| p.step < l.steps.len())
                && p.latency_ms.is_finite()
                && p.latency_ms >= 0.0
        };
        if let Some(p) = self.predictions.iter().find(|p| !fits(p)) {
            return Err(Label::new(
                if content::outline(p.lesson).is_none() {
                    "Dosya bu laboratuvarda olmayan bir derse ait yanıtlar içeriyor."
                } else {
                    "Dosya bu laboratuvarda olmayan bir adıma ya da geçersiz bir süreye ait yanıtlar içeriyor."
                },
                if content::outline(p.lesson).is_none() {
                    "The file holds answers to a lesson this lab does not have."
                } else {
                    "The file holds answers to a step this lab does not have, or an invalid time."
                },
            ));
        }
        Ok(self)
    }

    /// Reads an exported file (JSON) and checks it ([`Record::check`]).
    pub fn from_json(text: &str) -> Result<Record, Label> {
        serde_json::from_str::<Record>(text).map_err(|_| not_ours())?.check()
    }
}

/// Said of a file that is not a record this lab wrote.
pub fn not_ours() -> Label {
    Label::new(
        "Bu dosya Dayanıklılık Lab'ın bir yanıt dosyası değil; içe aktarılmadı.",
        "This file is not a Dayanıklılık Lab answers file; nothing was imported.",
    )
}

/// How many of a lesson's steps have at least one revealed prediction.
pub fn revealed(lesson: u8, predictions: &[Prediction]) -> usize {
    let Some(l) = content::outline(lesson) else { return 0 };
    (0..l.steps.len()).filter(|s| predictions.iter().any(|p| p.lesson == lesson && p.step == *s)).count()
}

/// A lesson is done when every one of its steps has been revealed at least once.
pub fn done(lesson: u8, predictions: &[Prediction]) -> bool {
    content::outline(lesson).is_some_and(|l| !l.steps.is_empty() && revealed(lesson, predictions) == l.steps.len())
}

/// The predictions as a table (one row each, the step counted from 1), for the page and CSV.
pub fn table(predictions: &[Prediction], lang: Lang) -> Table {
    let h = |tr: &str, en: &str| if lang == Lang::En { en.to_string() } else { tr.to_string() };
    let yes_no = |b: bool| if b { h("evet", "yes") } else { h("hayır", "no") };
    Table {
        id: "answers",
        caption: h("Yanıtlarım", "My answers"),
        headers: vec![
            h("ders", "lesson"),
            h("adım", "step"),
            h("tür", "kind"),
            h("yanıtım", "my answer"),
            h("modelin yanıtı", "the model's answer"),
            h("doğru", "right"),
            h("süre (ms)", "time (ms)"),
        ],
        rows: predictions
            .iter()
            .map(|p| {
                vec![
                    p.lesson.to_string(),
                    (p.step + 1).to_string(),
                    p.kind.clone(),
                    p.given.clone(),
                    p.truth.clone(),
                    yes_no(p.right),
                    format!("{}", p.latency_ms.round()),
                ]
            })
            .collect(),
        highlight: vec![false; predictions.len()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(lesson: u8, step: usize, right: bool) -> Prediction {
        Prediction {
            lesson,
            step,
            kind: "choice".into(),
            given: "durma".into(),
            truth: "yavaşlama, \"hızlı\"".into(),
            right,
            latency_ms: 1234.5,
        }
    }

    #[test]
    fn an_exported_record_imports_back_the_same() {
        let r = Record::new(vec![p(1, 0, true), p(2, 1, false)]);
        let text = serde_json::to_string_pretty(&r).unwrap();
        assert_eq!(Record::from_json(&text), Ok(r));
    }

    #[test]
    fn a_file_that_is_not_ours_is_refused_with_a_sentence() {
        for text in ["", "[]", "{}", "{\"format\":\"other\",\"version\":1,\"predictions\":[]}", "<html>", "null"] {
            assert_eq!(Record::from_json(text), Err(not_ours()), "{text}");
        }
        let newer = Record { version: VERSION + 1, ..Record::new(vec![]) };
        assert!(Record::from_json(&serde_json::to_string(&newer).unwrap())
            .unwrap_err()
            .get(Lang::En)
            .contains("newer"));
        let nowhere = Record::new(vec![p(99, 0, true)]);
        assert!(nowhere.check().unwrap_err().get(Lang::En).contains("lesson this lab does not have"));
        let no_step = Record::new(vec![p(1, 99, true)]);
        assert!(no_step.check().unwrap_err().get(Lang::En).contains("step this lab does not have"));
        let bad_time = Record::new(vec![Prediction { latency_ms: -1.0, ..p(1, 0, true) }]);
        assert!(bad_time.check().is_err());
    }

    #[test]
    fn a_lesson_is_done_when_every_step_is_revealed() {
        let n = content::outline(1).unwrap().steps.len();
        let mut ps: Vec<Prediction> = (0..n - 1).map(|s| p(1, s, true)).collect();
        ps.push(p(1, 0, false));
        ps.push(p(2, n - 1, true));
        assert_eq!(revealed(1, &ps), n - 1);
        assert!(!done(1, &ps));
        ps.push(p(1, n - 1, false));
        assert!(done(1, &ps));
        assert!(!done(99, &ps));
    }

    #[test]
    fn the_csv_of_the_answers_quotes_what_needs_quoting() {
        let csv = crate::embed::csv(&table(&[p(2, 0, true)], Lang::En));
        assert_eq!(
            csv,
            "lesson,step,kind,my answer,the model's answer,right,time (ms)\r\n2,1,choice,durma,\"yavaşlama, \"\"hızlı\"\"\",yes,1235\r\n"
        );
    }
}
