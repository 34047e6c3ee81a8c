//! `lab`: the course's models from the command line.
//!
//!     lab list
//!     lab transcript <model> [SYMBOL=VALUE ...]
//!     lab json <model> [SYMBOL=VALUE ...]
//!
//! Errors go to stderr as one line, with exit status 2.

use std::process::ExitCode;

use lessons::registry::{find, AnyModel, MODELS};
use sim_core::params::Kind;

const USAGE: &str = "usage: lab list | lab transcript <model> [SYMBOL=VALUE ...] | lab json <model> [SYMBOL=VALUE ...]";

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("lab: {msg}");
    ExitCode::from(2)
}

fn list() -> String {
    let mut out = String::new();
    for m in MODELS.iter() {
        out += &format!("{}  (lesson {})\n", m.id(), m.lesson());
        for s in m.schema().iter().filter(|s| !s.symbol.is_empty()) {
            let kind = match s.kind {
                Kind::Integer => "integer",
                Kind::Real => "real",
                Kind::Choice(_) => "choice",
            };
            out += &format!(
                "  {:<22} default {:<12} slider {}..{}  accepts {} {}..{}  {}\n",
                s.symbol,
                lessons::jsfmt::js_string(s.default),
                lessons::jsfmt::js_string(s.min),
                lessons::jsfmt::js_string(s.max),
                kind,
                lessons::jsfmt::js_string(s.domain.0),
                lessons::jsfmt::js_string(s.domain.1),
                s.label.en
            );
        }
    }
    out
}

fn parse_overrides(model: &dyn AnyModel, args: &[String]) -> Result<Vec<(String, String)>, String> {
    args.iter()
        .map(|a| {
            let (name, value) = a
                .split_once('=')
                .ok_or_else(|| format!("expected SYMBOL=VALUE, got \"{a}\"."))?;
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
                model.json(&pairs).map(|v| format!("{v}\n"))
            };
            match result {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        other => fail(format!("unknown command \"{other}\"; {USAGE}")),
    }
}
