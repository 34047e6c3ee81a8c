//! A pinned comparison (A/B): the learner keeps one setting of a model as A, then every slider
//! move is B. Each chart draws A's traces as ghosts (lighter, dashed, "A ·" in the legend)
//! under B's ("B ·"); each table marks B's cells whose text differs from A's at the same place,
//! with A's value beside. Pure functions of two views, so they are tested natively; the page
//! (`app/src/components/widget.rs`) runs A through the same pack as B.

use sim_core::Lang;

use crate::view::{Chart, Table, TraceKind};

/// The one legend entry that names A's traces (the others carry no entry of their own, so
/// the legend stays as long as B's).
pub fn a_legend(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "A (sabitlenen): soluk, kesikli",
        Lang::En => "A (pinned): light, dashed",
    }
}

/// B's chart with A's traces drawn under it as ghosts, and one legend entry for them. A
/// drawing without axes (a component graph) or a chart A does not have is B's alone.
pub fn chart(b: &Chart, a: Option<&Chart>, lang: Lang) -> Chart {
    let Some(a) = a.filter(|a| a.id == b.id && !b.bare) else { return b.clone() };
    let mut c = b.clone();
    let ghosts = a.traces.iter().filter(|t| t.kind != TraceKind::Nodes).enumerate().map(|(k, t)| {
        let mut g = t.clone();
        g.ghost = true;
        g.show_legend = k == 0;
        if k == 0 {
            g.name = a_legend(lang).to_string();
        }
        g
    });
    c.traces = ghosts.chain(b.traces.iter().cloned()).collect();
    c
}

/// A changed cell of B's table: (row, column, A's text there).
pub type Changed = (usize, usize, String);

/// B's cells whose text differs from A's. Rows are matched by their first cell (the row's
/// name), columns by their header; a row or column A does not have is not marked.
pub fn changed_cells(b: &Table, a: &Table) -> Vec<Changed> {
    let mut out = Vec::new();
    for (i, row) in b.rows.iter().enumerate() {
        let name = row.first();
        // The same place first (rows with one name, as a run's rounds may have), else by name.
        let same = a.rows.get(i).filter(|r| r.first() == name);
        let Some(arow) = same.or_else(|| a.rows.iter().find(|r| r.first() == name)) else { continue };
        for (j, cell) in row.iter().enumerate().skip(1) {
            let Some(h) = b.headers.get(j) else { continue };
            let Some(k) = a.headers.iter().position(|x| x == h) else { continue };
            if let Some(av) = arow.get(k).filter(|av| *av != cell) {
                out.push((i, j, av.clone()));
            }
        }
    }
    out
}

/// A's summary and B's, one line each, for the widget's live summary.
pub fn summary(b: &str, a: &str, lang: Lang) -> String {
    match lang {
        Lang::Tr => format!("A (sabitlenen): {a}\nB (şimdiki): {b}"),
        Lang::En => format!("A (pinned): {a}\nB (now): {b}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::{palette, Series, Trace, Xs};

    fn chart_with(id: &'static str, ys: &[f64]) -> Chart {
        let mut c = Chart::new(id, "t".into(), "x".into(), "y".into());
        c.traces.push(Trace::line("kuyruk", Xs::Num(vec![0.0, 1.0]), ys.to_vec(), palette::BLUE));
        c
    }

    #[test]
    fn a_s_traces_are_ghosts_under_b_s_with_one_legend_entry() {
        let mut b = chart_with("q", &[1.0, 2.0]);
        b.traces.push(Trace::line("yaş", Xs::Num(vec![0.0, 1.0]), vec![5.0, 6.0], palette::ORANGE));
        let mut a = chart_with("q", &[3.0, 4.0]);
        a.traces.push(Trace::line("yaş", Xs::Num(vec![0.0, 1.0]), vec![7.0, 8.0], palette::ORANGE));
        let c = chart(&b, Some(&a), Lang::Tr);
        let names: Vec<&str> = c.traces.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["A (sabitlenen): soluk, kesikli", "yaş", "kuyruk", "yaş"]);
        let legend: Vec<bool> = c.traces.iter().map(|t| t.show_legend).collect();
        assert_eq!(legend, [true, false, true, true]);
        let ghosts: Vec<bool> = c.traces.iter().map(|t| t.ghost).collect();
        assert_eq!(ghosts, [true, true, false, false]);
        assert_eq!((c.traces[0].y.clone(), c.traces[1].y.clone()), (Series(vec![3.0, 4.0]), Series(vec![7.0, 8.0])));
        assert_eq!(c.traces[2..], b.traces[..]);
        // No A, another chart's A, or a drawing without axes: B alone, unchanged.
        assert_eq!(chart(&b, None, Lang::En), b);
        assert_eq!(chart(&b, Some(&chart_with("other", &[0.0, 0.0])), Lang::En), b);
        let mut bare = b.clone();
        bare.bare = true;
        assert_eq!(chart(&bare, Some(&a), Lang::En), bare);
    }

    #[test]
    fn cells_that_differ_are_found_by_row_name_and_header() {
        let t = |headers: &[&str], rows: &[&[&str]]| Table {
            id: "t",
            caption: String::new(),
            headers: headers.iter().map(|s| s.to_string()).collect(),
            rows: rows.iter().map(|r| r.iter().map(|s| s.to_string()).collect()).collect(),
            highlight: vec![false; rows.len()],
        };
        let a = t(&["koşu", "reddedilen", "süre"], &[&["kesicisiz", "671", "12"], &["kesicili", "0", "12"]]);
        let b = t(&["koşu", "reddedilen", "süre"], &[&["kesicisiz", "671", "12"], &["kesicili", "40", "9"]]);
        assert_eq!(changed_cells(&b, &a), vec![(1, 1, "0".to_string()), (1, 2, "12".to_string())]);
        assert!(changed_cells(&a, &a).is_empty());
        // Rows in another order, a row and a column A lacks.
        let b2 =
            t(&["koşu", "süre", "yeni"], &[&["kesicili", "9", "x"], &["kesicisiz", "12", "y"], &["üçüncü", "1", "z"]]);
        assert_eq!(changed_cells(&b2, &a), vec![(0, 1, "12".to_string())]);
    }

    #[test]
    fn the_summary_says_both_in_the_page_s_language() {
        assert_eq!(
            summary("0 reddedildi", "671 reddedildi", Lang::Tr),
            "A (sabitlenen): 671 reddedildi\nB (şimdiki): 0 reddedildi"
        );
        assert!(summary("b", "a", Lang::En).starts_with("A (pinned): a\nB (now): b"));
    }
}
