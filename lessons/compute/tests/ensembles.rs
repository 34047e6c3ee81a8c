//! "Şans mı?": a model's seed ensemble is deterministic, so its table is pinned. For every model
//! with headline measures, the first seeds' rows from the course's seed on (every other value at
//! the course's) equal the fixture `tests/fixtures/<id>/ensemble.txt`.
//!
//! A missing fixture fails the test; `BLESS=1 cargo test -p compute --test ensembles` writes the
//! missing ones (an existing fixture is never rewritten: delete it first to change it on purpose).

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use compute::{AnyModel, MODELS};

/// How many seeds a fixture pins.
const SEEDS: u32 = 20;

/// The ensemble's first rows as text: one line per seed, the seed then its measures.
fn table(m: &dyn AnyModel) -> Option<String> {
    let from = m.schema().iter().find(|s| s.key == "seed").map_or(0.0, |s| s.default) as u64;
    let rows = m.ensemble(&[], from, SEEDS).unwrap_or_else(|e| panic!("{}: {e}", m.id()));
    if rows.is_empty() {
        return None;
    }
    let mut s = format!("# {}: headline measures, seeds {from} to {}\n", m.id(), from + SEEDS as u64 - 1);
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|v| format!("{v}")).collect();
        let _ = writeln!(s, "{} {}", from + i as u64, cells.join(" "));
    }
    Some(s)
}

#[test]
fn every_ensemble_s_first_seeds_equal_their_fixture() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut missing = Vec::new();
    let mut checked = 0;
    for m in MODELS.iter().copied() {
        let Some(got) = table(m) else { continue };
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(m.id()).join("ensemble.txt");
        match fs::read_to_string(&path) {
            Ok(want) => assert_eq!(got, want, "{}: the ensemble differs from {}", m.id(), path.display()),
            Err(_) if bless => fs::write(&path, &got).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
            Err(_) => missing.push(path.display().to_string()),
        }
        checked += 1;
    }
    assert!(checked > 0, "no model has an ensemble");
    assert!(
        missing.is_empty(),
        "no ensemble fixture at:\n{}\nwrite them with `BLESS=1 cargo test -p compute --test ensembles`, then read each \
         file and check that its numbers are sane",
        missing.join("\n")
    );
}
