//! The course's transcripts, byte for byte, at its values and at overridden ones: every model's
//! folder `tests/fixtures/<id>/` (the id is the course's file path, `<dir>/<file>`), and every
//! registered model has one.

use std::fs;
use std::path::{Path, PathBuf};

use compute::{find, MODELS};

fn fixtures_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// Checks one model's fixtures; returns how many overridden cases it has.
fn check(model: &str) -> usize {
    let m = find(model).unwrap_or_else(|| panic!("fixtures for unknown model {model}"));
    let dir = fixtures_root().join(model);
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
    // Every `<dir>/<file>` folder is a model's, and every model has one.
    let mut seen = Vec::new();
    for dir in fs::read_dir(fixtures_root()).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = |p: &Path| p.file_name().unwrap().to_str().unwrap().to_string();
            let model = format!("{}/{}", name(&dir), name(&path));
            let cases = check(&model);
            assert!(cases >= 10, "{model}: only {cases} overridden cases");
            seen.push(model);
        }
    }
    for m in MODELS.iter() {
        assert!(seen.iter().any(|s| s == m.id()), "{} has no fixtures", m.id());
    }
}
