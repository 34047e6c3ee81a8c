//! One number format per page: a table cell that is a number is written in the page's language
//! (Turkish 19.312 and 0,703; English 19,312 and 0.703), as the prose, the summaries and the
//! charts write it, and so is every decimal in the view's other texts. Only the course's transcript keeps the course's own format. A cell in the
//! course's format reads the same in both languages where the two formats differ: a decimal
//! point, or four digits or more without a group separator.

use compute::MODELS;
use lessons::view::number_in_cell;
use sim_core::Lang;

/// A cell written the same in both languages whose number the page's format would write
/// differently: with a decimal point or comma, or with five digits or more (`fmt_num` groups
/// from five digits on).
fn course_format(cell: &str) -> bool {
    number_in_cell(cell).is_some_and(|(_, n, _)| {
        let digits = n.strip_prefix('-').unwrap_or(n);
        digits.contains(['.', ',']) || digits.len() >= 5
    })
}

/// A number in the page's format read back (`None`: not a number).
fn read(s: &str, lang: Lang) -> Option<f64> {
    let (group, point) = if lang == Lang::Tr { ('.', ',') } else { (',', '.') };
    let plain: String = s.chars().filter(|c| *c != group).map(|c| if c == point { '.' } else { c }).collect();
    plain.parse().ok().filter(|_| s.starts_with(|c: char| c.is_ascii_digit() || c == '-'))
}

#[test]
fn every_table_cell_that_is_a_number_is_in_the_page_s_language() {
    let mut problems = Vec::new();
    for m in MODELS {
        let (tr, en) = (m.view(&[], Lang::Tr).unwrap(), m.view(&[], Lang::En).unwrap());
        for (a, b) in tr.tables.iter().zip(&en.tables) {
            for (r, (ra, rb)) in a.rows.iter().zip(&b.rows).enumerate() {
                for (c, (x, y)) in ra.iter().zip(rb).enumerate() {
                    let (x, y) = (x.trim(), y.trim());
                    if x == y && course_format(x) {
                        problems.push(format!("{} {} row {r} col {c}: {x}", m.id(), a.id));
                    } else if let (Some(u), Some(v)) = (
                        number_in_cell(x).and_then(|(_, n, _)| read(n, Lang::Tr)),
                        number_in_cell(y).and_then(|(_, n, _)| read(n, Lang::En)),
                    ) {
                        if (u - v).abs() > 1e-9 * u.abs().max(1.0) {
                            problems.push(format!("{} {} row {r} col {c}: {x} (tr) and {y} (en) differ", m.id(), a.id));
                        }
                    }
                }
            }
        }
    }
    let n = problems.len();
    problems.truncate(2000);
    assert!(n == 0, "{n} cells in the course's format:\n{}", problems.join("\n"));
}

#[test]
fn the_course_format_is_told_apart_from_the_page_s() {
    for s in ["0.703", "19312", "-1.5", "6.25", "1.850.004", "1,5", "x2.5", "%90.9 (1/1)"] {
        assert!(course_format(s), "{s}");
    }
    for s in ["1200", "12", "-7", "%5", "abc", "", "v1.2", "12.5ms"] {
        assert!(!course_format(s), "{s}");
    }
    assert_eq!(read("19.312", Lang::Tr), Some(19312.0));
    assert_eq!(read("0,703", Lang::Tr), Some(0.703));
    assert_eq!(read("19,312.5", Lang::En), Some(19312.5));
    assert_eq!(read("%5", Lang::En), None);
}

/// Every text of a view a learner reads (captions, titles, trace and point labels, notes, the
/// system view's texts) writes its decimals in the page's format too; only the course's
/// transcript keeps the course's. Read from the view as data: every string but the transcript,
/// the ids and the colours.
#[test]
fn every_text_s_decimals_are_in_the_page_s_language() {
    fn texts<'a>(v: &'a serde_json::Value, key: &str, out: &mut Vec<&'a str>) {
        const NOT_TEXT: [&str; 7] = ["transcript", "id", "color", "colors", "point_colors", "dash", "symbol"];
        match v {
            serde_json::Value::String(s) if !NOT_TEXT.contains(&key) => out.push(s),
            serde_json::Value::Array(a) => a.iter().for_each(|x| texts(x, key, out)),
            serde_json::Value::Object(o) => o.iter().for_each(|(k, x)| texts(x, k, out)),
            _ => {}
        }
    }
    let mut problems = Vec::new();
    for m in MODELS {
        for lang in [Lang::Tr, Lang::En] {
            let view = serde_json::to_value(m.view(&[], lang).unwrap()).unwrap();
            let mut all = Vec::new();
            texts(&view, "", &mut all);
            for s in all {
                if let Some(n) = decimal_in_the_other_format(s, lang) {
                    problems.push(format!("{} {lang:?}: {n} in {s:?}", m.id()));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{} texts in the other format:\n{}", problems.len(), problems.join("\n"));
}

/// The first number in `s` written with the other language's decimal mark: a point (Turkish) or
/// a comma (English) followed by other than three digits (three are a thousands group). A clock
/// time (`09.00`, not after a per cent sign) is not a decimal.
fn decimal_in_the_other_format(s: &str, lang: Lang) -> Option<&str> {
    let mark = if lang == Lang::Tr { '.' } else { ',' };
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < s.len() {
        // A number starts at a digit that follows no digit, mark or letter (`AY13b`, `v1.2` are names).
        if !bytes[i].is_ascii_digit() || (i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == mark as u8))
        {
            i += 1;
            continue;
        }
        let end = s[i..].find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ',')).map_or(s.len(), |e| i + e);
        let n = s[i..end].trim_end_matches(['.', ',']);
        let clock = n.len() == 5
            && n.as_bytes()[2] == b'.'
            && n[..2].parse::<u8>().is_ok_and(|h| h < 24)
            && n[3..].parse::<u8>().is_ok_and(|m| m < 60)
            && !s[..i].ends_with('%');
        if !clock && n.split(mark).skip(1).any(|part| part.len() != 3 && part.bytes().all(|b| b.is_ascii_digit())) {
            return Some(n);
        }
        i = end;
    }
    None
}

#[test]
fn a_decimal_in_the_other_format_is_told_apart() {
    assert_eq!(decimal_in_the_other_format("bir tatbikat 0.63 dk", Lang::Tr), Some("0.63"));
    assert_eq!(decimal_in_the_other_format("%25.00 ve 1.051.200", Lang::Tr), Some("25.00"));
    assert_eq!(decimal_in_the_other_format("DD15 = 0,000001", Lang::En), Some("0,000001"));
    for ok in ["1.051.200 s", "0,63 dk", "09.00'dan sonra", "AY13b", "v1.2.3 sürüm", "3."] {
        assert_eq!(decimal_in_the_other_format(ok, Lang::Tr), None, "{ok}");
    }
    for ok in ["1,051,200 s", "0.63 min", "rgb 0, 1", "3, 4 and 5"] {
        assert_eq!(decimal_in_the_other_format(ok, Lang::En), None, "{ok}");
    }
}
