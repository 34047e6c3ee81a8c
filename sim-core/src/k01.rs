//! The figures the course takes from K01, the capacity case it builds on (peak rates, daily
//! volumes, the monthly budget), one spec each: one kind, one domain, one label and the course's
//! value as the default, for every model that reads the figure.
//!
//! The course declares a figure again in each file that needs it and names it as that file
//! likes: the peak edge rate is `UCTA` in `kipler/gorunum`, `K01.tepeUc` in `butce/kosum`,
//! `TEPE_UC` in lessons 9–14 and `UC_TEPE` in lessons 18–20. Each spec here carries the name
//! most files use; a model whose course file uses another takes the same spec under its own key
//! and symbol with [`ParamSpec::named`], so the figure stays one definition while every symbol
//! is the one its course file declares and every URL key stays as it was.
//!
//! Each domain is the widest range every closed-form reader handles as the course's code does
//! (a rate of 0 gives the course's `Infinity` where it divides by it). A simulation that draws
//! one arrival at a time from a rate (lessons 2–4, 6, 7 and 15) cannot run all of it in
//! reasonable time: it lowers the top with [`ParamSpec::capped`] and keeps its page's own slider
//! with [`ParamSpec::with_slider`], saying so where it does. The sliders here are the union of
//! the closed-form pages' ranges.
//!
//! [`ParamSpec::named`]: crate::params::ParamSpec::named
//! [`ParamSpec::capped`]: crate::params::ParamSpec::capped
//! [`ParamSpec::with_slider`]: crate::params::ParamSpec::with_slider

// The parameters' specs, from `schemas/k01.toml` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/schemas/k01.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_in_seconds_is_the_minutes_times_sixty() {
        assert_eq!(BUTCE.default, 1692.0);
    }
}
