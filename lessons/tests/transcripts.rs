//! The course's transcripts, byte for byte, at its values and at overridden ones.

use std::fs;
use std::path::Path;

use lessons::registry::find;

fn fixtures(model: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(model.replace('/', "__"))
}

fn check(model: &str) -> usize {
    let m = find(model).expect("model in registry");
    let dir = fixtures(model);
    let want = fs::read_to_string(dir.join("course.txt")).expect("course fixture");
    assert_eq!(m.transcript(&[]).unwrap(), want, "{model} at the course's values");

    let mut cases = 0;
    let mut entries: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for args_file in entries.iter().filter(|p| p.extension().is_some_and(|e| e == "args")) {
        let line = fs::read_to_string(args_file).unwrap();
        let prefix = format!("# lab transcript {model}");
        let args = line.trim().strip_prefix(&prefix).expect("args line names the model");
        let pairs: Vec<(&str, &str)> = args.split_whitespace().map(|a| a.split_once('=').expect("SYMBOL=VALUE")).collect();
        let want = fs::read_to_string(args_file.with_extension("")).unwrap();
        let got = m.transcript(&pairs).unwrap_or_else(|e| panic!("{model} {args}: {e}"));
        assert_eq!(got, want, "{model} with{args}");
        cases += 1;
    }
    cases
}

#[test]
fn signature_table_matches_the_course() {
    assert!(check("kipler/gorunum") >= 10);
}

#[test]
fn blast_radius_table_matches_the_course() {
    assert!(check("kipler/bulasma") >= 10);
}

#[test]
fn breaker_tables_match_the_course() {
    assert!(check("kesici/kosum") >= 10);
}
