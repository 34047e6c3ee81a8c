//! Small pieces of a view that several renderers build the same way: a comparison as a step's
//! option (with a tolerance when the measures are real numbers), a named table row, a yes/no
//! cell, the x values of a run's rounds, a share in percent, the course's two-decimal number
//! and the time axis of the two queue labs, and the facts an intro quotes about a run's clock.

use core::cmp::Ordering;

use lessons::frames::{Frames, FramesText, Picks};
use lessons::jsfmt::to_fixed;
use lessons::view::{t, Fact, Xs};
use sim_core::ek::clock::{bucket_start_ms, BUCKET_MS};
use sim_core::Lang;

/// A number with two decimals, as the course's tables print most of theirs (`x.toFixed(2)`).
pub fn b(x: f64) -> String {
    to_fixed(x, 2)
}

/// A comparison as the value of a step's three-way option: 0 when the first is less, 1 when
/// they are equal, 2 when it is greater (`a.cmp(&b)`; `.reverse()` for "0 more, 2 fewer").
pub fn ordering_option(o: Ordering) -> f64 {
    match o {
        Ordering::Less => 0.0,
        Ordering::Equal => 1.0,
        Ordering::Greater => 2.0,
    }
}

/// Two measures compared as about equal when they differ by less than `tolerance`.
pub fn compare_within(a: f64, b: f64, tolerance: f64) -> Ordering {
    if (a - b).abs() < tolerance {
        Ordering::Equal
    } else {
        a.total_cmp(&b)
    }
}

/// A table row: its name, then each value as text.
pub fn named_row(name: &str, values: &[impl ToString]) -> Vec<String> {
    std::iter::once(name.to_string()).chain(values.iter().map(ToString::to_string)).collect()
}

/// A table cell that says yes or no.
pub fn yes_no(b: bool, lang: Lang) -> String {
    if b {
        t(lang, "evet", "yes")
    } else {
        t(lang, "hayır", "no")
    }
}

/// The rounds 1 to `n` as a chart's x values.
pub fn rounds_x(n: usize) -> Vec<f64> {
    (1..=n).map(|i| i as f64).collect()
}

/// `part` in percent of `whole`; 0 when the whole is 0.
pub fn percent(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// A round-based run's clock as its intro quotes it: `day_seconds` (the run's length) and
/// `round_ms` (one round), from its rounds and its rounds a second.
pub fn clock_facts(rounds: u64, rounds_per_second: f64) -> [Fact; 2] {
    [Fact::exact("day_seconds", rounds as f64 / rounds_per_second), Fact::exact("round_ms", 1000.0 / rounds_per_second)]
}

/// The x values of a queue lab's `n` buckets (extra labs 1 and 4): each one's start in ms.
pub fn slice_xs(n: usize) -> Xs {
    Xs::Num((0..n).map(|i| bucket_start_ms(i) as f64).collect())
}

/// A queue lab's system view (extra labs 1 and 4): a frame a bucket, named by the millisecond
/// it starts at, with the lab's texts; its note first gives the slice's length.
pub fn slice_frames(picks: &Picks, text: &FramesText, lang: Lang) -> Frames {
    let mut f = Frames::new(picks.rounds(bucket_start_ms), t(lang, "milisaniye", "millisecond"));
    f.set_texts(text, lang);
    f.note =
        t!(lang, "Her kare {BUCKET_MS} ms'lik bir dilimdir. {}", "Each frame is a {BUCKET_MS} ms slice. {}", f.note);
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ordering_is_0_1_or_2() {
        assert_eq!([1, 2, 3].map(|a: u32| ordering_option(a.cmp(&2))), [0.0, 1.0, 2.0]);
        assert_eq!(ordering_option(1.0f64.total_cmp(&2.0).reverse()), 2.0);
    }

    #[test]
    fn measures_closer_than_the_tolerance_are_equal() {
        assert_eq!(compare_within(1.0, 1.004, 0.005), Ordering::Equal);
        assert_eq!(compare_within(1.0, 1.006, 0.005), Ordering::Less);
        assert_eq!(compare_within(1.006, 1.0, 0.005), Ordering::Greater);
    }

    #[test]
    fn a_named_row_is_its_name_then_its_values() {
        assert_eq!(named_row("durma", &[12, 3]), ["durma", "12", "3"]);
        assert_eq!(named_row("yok", &[] as &[u64]), ["yok"]);
    }

    #[test]
    fn a_share_of_nothing_is_zero() {
        assert_eq!((percent(1, 4), percent(3, 0)), (25.0, 0.0));
    }
}
