//! Lesson content as data: the course map, and for each built lesson its intro, its widgets
//! (a model with the controls the lesson is about) and its guided steps.
//!
//! Numbers in step texts are never typed in: `{name}` placeholders are filled from the facts of
//! the step's model, computed live (see [`fill`]).

use sim_core::{Label, Lang};

use crate::view::{fmt_num, View};

/// A model on a lesson page with the controls the lesson is about (stable keys).
pub struct Widget {
    pub model: &'static str,
    pub title: Label,
    pub controls: &'static [&'static str],
}

/// How a step asks for a prediction. The right answer is always a live fact.
pub enum Ask {
    /// Pick one option; the fact's value is the index of the right one.
    Choice { options: &'static [Label], fact: &'static str },
    /// Give a number; right within `tolerance` of the fact.
    Number { fact: &'static str, tolerance: f64 },
}

/// A guided step: set parameters, ask, reveal, explain with live numbers.
pub struct Step {
    pub title: Label,
    /// The model the step drives (its widget on the page).
    pub model: &'static str,
    /// Values set on entering the step (by key); everything else returns to the course's value.
    pub set: &'static [(&'static str, f64)],
    pub question: Label,
    pub ask: Ask,
    pub explain: Label,
}

pub struct Lesson {
    pub number: u8,
    pub slug: &'static str,
    pub title: Label,
    pub intro: Label,
    pub widgets: &'static [Widget],
    pub steps: &'static [Step],
}

pub struct Section {
    pub title: Label,
    /// (number, title) of every lesson in the section.
    pub lessons: &'static [(u8, Label)],
}

/// The course's 20 lessons in its three sections, then the lab's extra labs.
pub static COURSE: [Section; 4] = [
    Section {
        title: Label::new("Arıza Yalıtımı", "Fault Isolation"),
        lessons: &[
            (1, Label::new("Arıza Kipleri", "Failure Modes")),
            (2, Label::new("Devre Kesici", "Circuit Breaker")),
            (3, Label::new("Bölme Kalıbı", "Bulkhead")),
            (4, Label::new("Yeniden Deneme ve Fırtına Riski", "Retries and the Storm Risk")),
            (5, Label::new("Zaman Aşımı Bütçeleri", "Timeout Budgets")),
            (6, Label::new("Geri Basınç", "Backpressure")),
            (7, Label::new("Kısıtlama ve Yük Boşaltma", "Throttling and Load Shedding")),
            (8, Label::new("Zarif Bozulma", "Graceful Degradation")),
        ],
    },
    Section {
        title: Label::new("Kurtarma ve Süreklilik", "Recovery and Continuity"),
        lessons: &[
            (9, Label::new("Devralma Tasarımı", "Failover Design")),
            (10, Label::new("Sağlık Ucu İzleme", "Health Endpoint Monitoring")),
            (11, Label::new("Kurtarma Hedefleri", "Recovery Objectives")),
            (12, Label::new("Yedeklilik Bölgeleri", "Redundancy Zones")),
            (13, Label::new("Dağıtım Damgaları ve Coğrafi Kopyalar", "Deployment Stamps and Geo-Replicas")),
            (14, Label::new("Felaket Kurtarma Tatbikatı", "Disaster Recovery Drills")),
        ],
    },
    Section {
        title: Label::new("Dağıtık Doğruluk", "Distributed Correctness"),
        lessons: &[
            (15, Label::new("Etkisiz İşlemler", "Idempotent Operations")),
            (16, Label::new("Telafi Edici İşlemler", "Compensating Transactions")),
            (17, Label::new("Talep Fişi Kalıbı", "Claim Check")),
            (18, Label::new("Vale Anahtarı Kalıbı", "Valet Key")),
            (19, Label::new("Dış Yapılandırma Deposu", "External Configuration Store")),
            (20, Label::new("Boğucu İncir Geçişi", "Strangler Fig Migration")),
        ],
    },
    Section {
        title: Label::new("Ek laboratuvarlar", "Extra labs"),
        lessons: &[
            (21, Label::new("Kim hâlâ bekliyor?", "Who Is Still Waiting?")),
            (22, Label::new("Eşzamanlı Sona Erme", "Synchronised Expiry")),
            (23, Label::new("Kesici Yapılandırma Tuzakları", "Breaker Configuration Pitfalls")),
            (24, Label::new("Kuyrukta Bekleme Süresiyle Boşaltma", "Shedding on Time in Queue")),
            (25, Label::new("Dağıtım Sırasında Zarif Kapanış", "Graceful Shutdown in a Rolling Deploy")),
            (26, Label::new("Sabah 09.00 Sürüsü", "The 09:00 Herd")),
        ],
    },
];

/// The last lesson of the course; pages numbered above it are the lab's extra labs, built from
/// the companion article on failure modes rather than from the course.
pub const LAST_COURSE_LESSON: u8 = 20;

/// Whether a page is one of the extra labs (beyond the course's 20 lessons).
pub fn is_extra(number: u8) -> bool {
    number > LAST_COURSE_LESSON
}

/// A page's short number: "7" for a lesson, "E1" for the first extra lab.
pub fn short_number(number: u8) -> String {
    if is_extra(number) {
        format!("E{}", number - LAST_COURSE_LESSON)
    } else {
        number.to_string()
    }
}

/// A page's kicker: "Ders 7" / "Lesson 7", or "Ek laboratuvar 1" / "Extra lab 1".
pub fn kicker(number: u8, lang: Lang) -> String {
    let (lesson, extra) = match lang {
        Lang::Tr => ("Ders", "Ek laboratuvar"),
        Lang::En => ("Lesson", "Extra lab"),
    };
    if is_extra(number) {
        format!("{extra} {}", number - LAST_COURSE_LESSON)
    } else {
        format!("{lesson} {number}")
    }
}

/// Yes / no options for [`Ask::Choice`] (the fact is 0 for yes, 1 for no).
pub const YES_NO: &[Label] = &[Label::new("Evet", "Yes"), Label::new("Hayır", "No")];

mod l01;
mod l02;
mod l03;
mod l04;
mod l05;
mod l06;
mod l07;
mod l08;
mod l09;
mod l10;
mod l11;
mod l12;
mod l13;
mod l14;
mod l15;
mod l16;
mod l17;
mod l18;
mod l19;
mod l20;
mod l21;
mod l22;
mod l23;
mod l24;
mod l25;
mod l26;

/// Lessons built so far, in course order.
pub static LESSONS: &[&Lesson] = &[
    &l01::LESSON,
    &l02::LESSON,
    &l03::LESSON,
    &l04::LESSON,
    &l05::LESSON,
    &l06::LESSON,
    &l07::LESSON,
    &l08::LESSON,
    &l09::LESSON,
    &l10::LESSON,
    &l11::LESSON,
    &l12::LESSON,
    &l13::LESSON,
    &l14::LESSON,
    &l15::LESSON,
    &l16::LESSON,
    &l17::LESSON,
    &l18::LESSON,
    &l19::LESSON,
    &l20::LESSON,
    &l21::LESSON,
    &l22::LESSON,
    &l23::LESSON,
    &l24::LESSON,
    &l25::LESSON,
    &l26::LESSON,
];

pub fn lesson(number: u8) -> Option<&'static Lesson> {
    LESSONS.iter().copied().find(|l| l.number == number)
}

/// Fills `{name}` placeholders with the view's facts in the page's language. A name that is not
/// a fact stays as written (the registry test makes sure there is none).
pub fn fill(template: &str, view: &View, lang: Lang) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        match after.find('}') {
            Some(end) => {
                let name = &after[..end];
                match view.fact(name) {
                    Some(f) => out.push_str(&fmt_num(f.value, f.decimals, lang)),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[end + 1..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder names a template uses.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('}') else { break };
        names.push(&after[..end]);
        rest = &after[end + 1..];
    }
    names
}
