//! One number format per page: a table cell that is a number is written in the page's language
//! (Turkish 19.312 and 0,703; English 19,312 and 0.703), as the prose, the summaries and the
//! charts write it. Only the course's transcript keeps the course's own format. A cell in the
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
