//! The course's transcripts, byte for byte, at its values and at overridden ones: every folder
//! in `tests/fixtures` (one per model), and every registered model has one.

use std::fs;
use std::path::{Path, PathBuf};

use lessons::registry::{find, MODELS};

fn fixtures_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Checks one model's fixtures; returns how many overridden cases it has.
fn check(model: &str) -> usize {
    let m = find(model).unwrap_or_else(|| panic!("fixtures for unknown model {model}"));
    let dir = fixtures_root().join(model.replace('/', "__"));
    let want = fs::read_to_string(dir.join("course.txt")).expect("course fixture");
    assert_eq!(m.transcript(&[]).unwrap(), want, "{model} at the course's values");

    let mut cases = 0;
    let mut entries: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for args_file in entries.iter().filter(|p| p.extension().is_some_and(|e| e == "args")) {
        let line = fs::read_to_string(args_file).unwrap();
        let prefix = format!("# lab transcript {model}");
        let args = line.trim().strip_prefix(&prefix).expect("args line names the model");
        let pairs: Vec<(&str, &str)> =
            args.split_whitespace().map(|a| a.split_once('=').expect("SYMBOL=VALUE")).collect();
        let want = fs::read_to_string(args_file.with_extension("")).unwrap();
        let got = m.transcript(&pairs).unwrap_or_else(|e| panic!("{model} {args}: {e}"));
        assert_eq!(got, want, "{model} with{args}");
        cases += 1;
    }
    cases
}

#[test]
fn every_model_prints_the_course_tables_at_its_values_and_under_overrides() {
    let mut seen = Vec::new();
    for entry in fs::read_dir(fixtures_root()).unwrap() {
        let path = entry.unwrap().path();
        if !path.is_dir() {
            continue;
        }
        let model = path.file_name().unwrap().to_str().unwrap().replace("__", "/");
        let cases = check(&model);
        assert!(cases >= 10, "{model}: only {cases} overridden cases");
        seen.push(model);
    }
    for m in MODELS.iter() {
        assert!(seen.iter().any(|s| s == m.id()), "{} has no fixtures", m.id());
    }
}

#[test]
fn lesson_1_and_2_fixtures_are_there() {
    for model in ["kipler/gorunum", "kipler/bulasma", "kesici/kosum"] {
        assert!(check(model) >= 10);
    }
}
