//! Property tests over every model's whole slider range: no panic, no NaN or infinity in the
//! facts and charts a page shows, the same output twice; and the laws lessons 1 and 2 teach.
//!
//! The default run takes 64 cases per property; `PROPTEST_CASES=10000 cargo test --release -p
//! lessons --test properties` is the long run (scripts/long-tests.sh).

use compute::{AnyModel, MODELS};
use proptest::prelude::*;
use sim_core::params::{Kind, ParamSpec};
use sim_core::Lang;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64)
}

/// A value on the slider's grid, from a fraction in [0, 1].
fn on_grid(spec: &ParamSpec, f: f64) -> f64 {
    let steps = ((spec.max - spec.min) / spec.step).floor();
    let v = spec.min + (f * steps).round() * spec.step;
    let v = v.min(spec.max);
    if matches!(spec.kind, Kind::Real) {
        v
    } else {
        v.round()
    }
}

/// Overrides for a model from one fraction per parameter (some left at the course's value).
fn overrides(m: &dyn AnyModel, fractions: &[(bool, f64)]) -> Vec<(String, String)> {
    m.schema()
        .iter()
        .zip(fractions)
        .filter(|(_, (on, _))| *on)
        .map(|(s, (_, f))| (s.key.to_string(), lessons::jsfmt::js_string(on_grid(s, *f))))
        .collect()
}

fn check_model(m: &dyn AnyModel, fractions: &[(bool, f64)]) -> Result<(), TestCaseError> {
    let texts = overrides(m, fractions);
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let Ok(view) = m.view(&pairs, Lang::Tr) else {
        // Only a conflict between two values may refuse (e.g. a fault after the run's end).
        let e = m.view(&pairs, Lang::Tr).unwrap_err();
        prop_assert!(e.is_conflict(), "{}: {e}", m.id());
        return Ok(());
    };
    for f in &view.facts {
        prop_assert!(f.value.is_finite(), "{} {:?}: fact {} = {}", m.id(), texts, f.name, f.value);
    }
    // The transcript is left out on purpose: it prints what the course's code prints, and at a
    // few slider corners (a rate of 1 request/s, no drops to compare) that code prints NaN.
    for c in &view.charts {
        for t in &c.traces {
            // NaN is a deliberate gap (an empty queue has no age; a drawing's line breaks);
            // an infinity never is.
            prop_assert!(t.y.iter().all(|y| !y.is_infinite()), "{} {:?}: chart {}", m.id(), texts, c.id);
        }
    }
    for t in &view.tables {
        for row in &t.rows {
            prop_assert_eq!(row.len(), t.headers.len(), "{} table {}", m.id(), t.id);
        }
    }
    // Compared as JSON: a drawing's NaN line breaks are equal there (null), unlike under ==.
    let again = serde_json::to_string(&m.view(&pairs, Lang::Tr).unwrap()).unwrap();
    prop_assert!(again == serde_json::to_string(&view).unwrap(), "{}: two runs differ", m.id());
    Ok(())
}

fn fractions(n: usize) -> impl Strategy<Value = Vec<(bool, f64)>> {
    proptest::collection::vec((any::<bool>(), 0.0f64..=1.0), n)
}

/// Every model over its sliders, the models shared among the machine's cores (the long run
/// makes 10,000 cases per model). With `PROPTEST_TIMES=1`, prints each model's time.
#[test]
fn every_model_is_sane_and_deterministic_over_its_sliders() {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(m) = MODELS.get(i) else { break };
                let t0 = std::time::Instant::now();
                let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
                    cases: cases(),
                    ..ProptestConfig::default()
                });
                runner
                    .run(&fractions(m.schema().len()), |f| check_model(*m, &f))
                    .unwrap_or_else(|e| panic!("{}: {e}", m.id()));
                if std::env::var("PROPTEST_TIMES").is_ok() {
                    eprintln!("{}: {} cases in {:.1} s", m.id(), cases(), t0.elapsed().as_secs_f64());
                }
            });
        }
    });
}

mod lesson_1 {
    use super::*;
    use sim_core::kipler::bulasma::{run, Component, FaultMode, Params};

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

        #[test]
        fn a_slow_component_never_hits_fewer_than_a_stopped_one(slots in 8u32..=96, timeout in 2u32..=60, cevrim in 5u32..=40) {
            let p = Params { slots, timeout: timeout as f64, rounds_per_second: cevrim as f64 * 5.0, ..Params::default() };
            let o = run(&p);
            for c in Component::ALL {
                let (stop, slow) = (o.fault(c, FaultMode::Stop), o.fault(c, FaultMode::Slow));
                prop_assert!(slow.hit.len() >= stop.hit.len(), "{:?}", c);
                prop_assert!(slow.affected_rate >= stop.affected_rate - 1e-9, "{:?}", c);
            }
        }

        #[test]
        fn a_bigger_pool_never_saturates_more_components(slots in 8u32..=95, timeout in 2u32..=60) {
            let small = run(&Params { slots, timeout: timeout as f64, ..Params::default() });
            let big = run(&Params { slots: slots + 1, timeout: timeout as f64, ..Params::default() });
            for (a, b) in small.faults.iter().zip(&big.faults) {
                prop_assert!(b.saturated.len() <= a.saturated.len());
            }
        }
    }
}

mod lesson_2 {
    use super::*;
    use sim_core::kesici::kosum::{run, Mode, Params};

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases().min(256), ..ProptestConfig::default() })]

        #[test]
        fn a_breaker_that_never_opens_changes_nothing(seed in 1u64..1_000_000, slots in 16u32..=64, mode in 0usize..4) {
            // Above 1 no share of failures reaches the threshold.
            let p = Params { seed, slots, threshold: 1.5, shown_mode: Mode::ALL[mode], ..Params::default() };
            let o = run(&p);
            for m in Mode::ALL {
                prop_assert_eq!(o.run_of(m, false), o.run_of(m, true));
            }
        }

        #[test]
        fn calls_plus_rejections_never_exceed_arrivals(seed in 1u64..1_000_000, threshold in 0.05f64..1.0, open in 10u64..500) {
            let o = run(&Params { seed, threshold, open_for: open, ..Params::default() });
            let arrivals = o.run_of(Mode::Healthy, false).events_answered + o.run_of(Mode::Healthy, false).events_failed
                + o.run_of(Mode::Healthy, false).events_no_slot;
            for m in Mode::ALL {
                let c = o.run_of(m, true);
                prop_assert_eq!(c.calls + c.events_rejected + c.events_no_slot, arrivals);
            }
        }
    }
}
