//! `lab`: the course's models from the command line.
//!
//!     lab list
//!     lab transcript <model> [SYMBOL=VALUE ...]
//!     lab json <model> [SYMBOL=VALUE ...]
//!     lab bench [SAMPLES]      (each model's whole transcript at its defaults: median and p95)
//!
//! Errors go to stderr as one line, with exit status 2.

use std::process::ExitCode;

use compute::{find, AnyModel, JSON, MODELS};
use sim_core::params::Kind;

const USAGE: &str =
    "usage: lab list | lab transcript <model> [SYMBOL=VALUE ...] | lab json <model> [SYMBOL=VALUE ...] | lab bench [SAMPLES]";

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("lab: {msg}");
    ExitCode::from(2)
}

fn list() -> String {
    let mut out = String::new();
    for m in MODELS.iter() {
        out += &format!("{}  (lesson {})\n", m.id(), lessons::find(m.id()).map_or(0, |i| i.lesson));
        for s in m.schema().iter().filter(|s| !s.symbol.is_empty()) {
            let range = |kind: &str| {
                let (lo, hi) = s.domain;
                format!("{kind} {}..{}", lessons::jsfmt::js_string(lo), lessons::jsfmt::js_string(hi))
            };
            let (default, accepts) = match s.kind {
                Kind::Integer => (lessons::jsfmt::js_string(s.default), range("integer")),
                Kind::Real => (lessons::jsfmt::js_string(s.default), range("real")),
                Kind::Choice(_) => (lessons::jsfmt::js_string(s.default), range("choice")),
                // The course's own values: what the constant is written as.
                Kind::CourseChoice(_, values) => {
                    (values[s.default as usize].to_string(), format!("one of {}", values.join("|")))
                }
            };
            out += &format!(
                "  {:<22} default {:<12} slider {}..{}  accepts {}  {}\n",
                s.symbol,
                default,
                lessons::jsfmt::js_string(s.min),
                lessons::jsfmt::js_string(s.max),
                accepts,
                s.label.en
            );
        }
    }
    out
}

/// Times every model's whole transcript at its defaults. A sample repeats the transcript until
/// 2 ms have passed and divides (the same method as the browser's `bench_transcript`); prints
/// one tab-separated line per model: id, median ms, p95 ms, samples, one page view's ms, the
/// slowest page view over the sliders ([`slowest_view`]) and where, and whether the model is
/// heavy (`Params::HEAVY`: its page runs it in the worker).
fn bench(samples: usize) -> String {
    let mut out = String::from("model\tmedian_ms\tp95_ms\tsamples\tview_ms\tslowest_ms\tslowest_at\theavy\n");
    for m in MODELS.iter() {
        let _ = m.transcript(&[]);
        let mut times: Vec<f64> = (0..samples)
            .map(|_| {
                let (t0, mut runs) = (std::time::Instant::now(), 0u32);
                while runs == 0 || t0.elapsed().as_secs_f64() < 0.002 {
                    // Whole runs: no page cache may answer for the model.
                    compute::memo::forget_all();
                    std::hint::black_box(m.transcript(&[]).ok());
                    runs += 1;
                }
                t0.elapsed().as_secs_f64() * 1000.0 / runs as f64
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        // The page's whole run: model, tables, charts, facts and the transcript.
        compute::memo::forget_all();
        let t0 = std::time::Instant::now();
        std::hint::black_box(m.view(&[], sim_core::Lang::Tr).ok());
        let view_ms = t0.elapsed().as_secs_f64() * 1000.0;
        let (slowest, slowest_at) = slowest_view(*m);
        let heavy = lessons::find(m.id()).is_some_and(|i| i.heavy);
        out += &format!(
            "{}\t{:.4}\t{:.4}\t{}\t{:.4}\t{slowest:.4}\t{slowest_at}\t{heavy}\n",
            m.id(),
            at(0.5),
            at(0.95),
            samples,
            view_ms
        );
    }
    out
}

/// The slowest whole page view (no cache; the fastest of three) with one value moved from the course's: each of the
/// model's values at both ends of its slider and three values between, as the browser's
/// every-slider benchmark moves them (a list's every choice). Its ms and `key=value`.
fn slowest_view(m: &dyn AnyModel) -> (f64, String) {
    let mut slowest = (0.0, String::new());
    for s in m.schema() {
        let snap = |v: f64| (s.min + ((v - s.min) / s.step).round() * s.step).min(s.max);
        let mut values: Vec<f64> = (0..=4).map(|i| snap(s.min + (s.max - s.min) * f64::from(i) / 4.0)).collect();
        values.dedup();
        for v in values {
            // The fastest of three whole views: the value's cost, not a moment the machine was busy.
            let ms = (0..3)
                .map(|_| {
                    compute::memo::forget_all();
                    let t0 = std::time::Instant::now();
                    std::hint::black_box(m.view_at(&[(s.key, v)], sim_core::Lang::Tr).ok());
                    t0.elapsed().as_secs_f64() * 1000.0
                })
                .fold(f64::INFINITY, f64::min);
            if ms > slowest.0 {
                slowest = (ms, format!("{}={}", s.key, lessons::jsfmt::js_string(v)));
            }
        }
    }
    slowest
}

fn parse_overrides(model: &dyn AnyModel, args: &[String]) -> Result<Vec<(String, String)>, String> {
    args.iter()
        .map(|a| {
            let (name, value) = a.split_once('=').ok_or_else(|| format!("expected SYMBOL=VALUE, got \"{a}\"."))?;
            // Only the course's symbols are accepted here; keys are the URL's business.
            if !model.schema().iter().any(|s| !s.symbol.is_empty() && s.symbol == name) {
                return Err(format!("{} has no constant named {name}.", model.id()));
            }
            Ok((name.to_string(), value.to_string()))
        })
        .collect()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        return fail(USAGE);
    };
    match cmd.as_str() {
        "list" => {
            print!("{}", list());
            ExitCode::SUCCESS
        }
        "transcript" | "json" => {
            let Some(id) = args.get(1) else {
                return fail(USAGE);
            };
            let Some(model) = find(id) else {
                let known: Vec<&str> = MODELS.iter().map(|m| m.id()).collect();
                return fail(format!("unknown model \"{id}\"; known: {}.", known.join(", ")));
            };
            let overrides = match parse_overrides(model, &args[2..]) {
                Ok(o) => o,
                Err(e) => return fail(e),
            };
            let pairs: Vec<(&str, &str)> = overrides.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
            let result = if cmd == "transcript" {
                model.transcript(&pairs)
            } else {
                match JSON.iter().find(|j| j.id() == model.id()) {
                    Some(j) => j.json(&pairs).map(|v| format!("{v}\n")),
                    None => Ok(String::new()),
                }
            };
            match result {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
        "bench" => {
            let samples = match args.get(1).map(|a| a.parse::<usize>()) {
                None => 30,
                Some(Ok(n)) if (1..=10_000).contains(&n) => n,
                Some(_) => return fail("SAMPLES must be a whole number from 1 to 10000."),
            };
            print!("{}", bench(samples));
            ExitCode::SUCCESS
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => fail(format!("unknown command \"{other}\"; {USAGE}")),
    }
}
