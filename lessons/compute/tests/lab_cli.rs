//! The `lab` command: its listing, and one clear line with exit status 2 for bad input.

use std::process::Command;

fn lab(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_lab")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn list_names_every_model_and_its_symbols() {
    let (code, out, _) = lab(&["list"]);
    assert_eq!(code, 0);
    for needle in
        ["kipler/gorunum", "kipler/bulasma", "kesici/kosum", "YUVA", "ORAN.esik", "TOHUM", "KIP.yavaslama.hata"]
    {
        assert!(out.contains(needle), "{needle}");
    }
}

#[test]
fn transcript_accepts_overrides_by_course_symbol() {
    let (code, out, err) = lab(&["transcript", "kipler/bulasma", "YUVA=48"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("bilesen basina 48 yuva"));
}

#[test]
fn bad_input_gives_one_line_and_status_2() {
    for args in [
        &["transcript", "kipler/yok"][..],
        &["transcript", "kesici/kosum", "NOPE=1"],
        &["transcript", "kesici/kosum", "YUVA=abc"],
        &["transcript", "kesici/kosum", "YUVA=0"],
        &["transcript", "kesici/kosum", "YUVA=2.5"],
        &["transcript", "kesici/kosum", "BAS=5000"],
        &["transcript", "kesici/kosum", "YUVA"],
        &["json", "kipler/gorunum", "seed=4"],
        &["frobnicate"],
        &[],
    ] {
        let (code, out, err) = lab(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn every_constant_the_course_declares_is_taken_at_its_course_value() {
    // The constants the lab once refused: at the course's values, the course's transcript.
    for (model, args) in [
        ("kesici/kosum", &["ORAN.tur=oran", "dar.tur=oran"][..]),
        ("yapilandirma/olc", &["TABAN.yenidenAn=-1", "TABAN.diskOnbellek=true", "TABAN.dusAn=600", "TABAN.kalkAn=600"]),
        ("kipler/gorunum", &["HATA.tur=1", "YANIT.tur=2", "ASIM.tur=20"]),
    ] {
        let (code, out, err) = lab(&[&["transcript", model][..], args].concat());
        assert_eq!((code, err.as_str()), (0, ""), "{model} {args:?}");
        assert_eq!(out, lab(&["transcript", model]).1, "{model} {args:?}");
    }
}

#[test]
fn a_choice_constant_takes_the_courses_own_strings_and_names_them_when_refused() {
    let (code, out, err) = lab(&["transcript", "kesici/kosum", "ORAN.tur=ardisik", "ORAN.esik=5"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_ne!(out, lab(&["transcript", "kesici/kosum", "ORAN.esik=5"]).1);
    let (code, _, err) = lab(&["transcript", "yapilandirma/olc", "TABAN.diskOnbellek=false"]);
    assert_eq!((code, err.as_str()), (0, ""));
    for (arg, want) in [
        ("ORAN.tur=ardisk", "lab: ORAN.tur must be one of \"oran\", \"ardisik\", not \"ardisk\".\n"),
        // By its symbol a choice is what the course writes, not the index a link carries.
        ("dar.tur=1", "lab: dar.tur must be one of \"oran\", \"ardisik\", not \"1\".\n"),
    ] {
        let (code, out, err) = lab(&["transcript", "kesici/kosum", arg]);
        assert_eq!((code, out.as_str(), err.as_str()), (2, "", want));
    }
    let (_, list, _) = lab(&["list"]);
    assert!(list.contains("accepts one of oran|ardisik") && list.contains("accepts one of false|true"));
}

#[test]
fn json_carries_parameters_and_output() {
    let (code, out, _) = lab(&["json", "kesici/kosum", "TOHUM=5"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["params"]["TOHUM"], 5.0);
    assert_eq!(v["output"]["runs"].as_array().unwrap().len(), 8);
}
