//! Lesson 16, `telafi/bedel`: the course's daily counts at K01's scale, and on the page the two
//! sources of intermediate state side by side and the ratio between them across round times.

use crate::texts::l16::bedel::{charts, columns, tables};
use sim_core::telafi::bedel::{ratio as kat, Output, Params, OLCUM, ORDERINGS};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, ratio, t, Chart, Fact, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `telafi/bedel`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::telafi::bedel::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let h = o.failed;
    let mut s = format!(
        "gunluk is akisi {}, KK2 = {} -> hatali {}/gun\n",
        js_string(p.workflows),
        js_string(p.failure_rate),
        js_string(h)
    );
    s += "\n";
    s += &Columns::of(columns::ORDERS).table(ORDERINGS.iter().zip(o.orderings), |((name, _), (day, year))| {
        vec![name.to_string(), to_fixed(day, 1), to_fixed(year, 0)]
    });
    s += "\n";
    s += &Columns::of(columns::ATTEMPTS).table(&o.rows, |r| {
        vec![
            r.attempts.to_string(),
            to_fixed(r.stuck_per_day, 3),
            to_fixed(r.stuck_per_year, 0),
            to_fixed(r.rollback_s, 3),
            to_fixed(r.rollback_s_per_day, 1),
            to_fixed(r.limbo_h_per_day, 3),
        ]
    });
    s += &format!("\ntek denemede askidan gelen / geri sarmadan gelen = {} kat\n", to_fixed(o.ratio, 0));
    s += &format!(
        "DD6 duyarliligi: tur suresi {} s yerine {} s ise ara durum {} s/gun, oran {} kat\n",
        js_string(p.round_s),
        js_string(p.round_s * 4.0),
        to_fixed(o.rollback_s_per_day_x4, 1),
        to_fixed(o.ratio_x4, 0)
    );
    s += &format!(
        "\narizasiz gunun bedeli: 4 adimin 2'si telafi islevi tasiyor, gunde {} yazilmis telafi yolu; kosulan telafi cagrisi {}/gun, is akisi basina {}\n",
        tr_locale(o.written_paths),
        to_fixed(o.calls_per_day, 0),
        to_fixed(o.calls_per_workflow, 4)
    );
    s
}

fn attempts_table(o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::ATTEMPTS,
        lang,
        o.rows
            .iter()
            .zip(OLCUM)
            .map(|(r, (_, share, _))| {
                vec![
                    r.attempts.to_string(),
                    js_string(share),
                    to_fixed(r.stuck_per_day, 3),
                    to_fixed(r.stuck_per_year, 0),
                    to_fixed(r.rollback_s, 3),
                    to_fixed(r.rollback_s_per_day, 1),
                    to_fixed(r.limbo_h_per_day, 3),
                ]
            })
            .collect(),
    )
    .highlight(vec![true, false, false])
    .course_numbers(lang)
}

fn orderings_table(o: &Output, lang: Lang) -> Table {
    let names = [t(lang, "bildirim sonda", "notification last"), t(lang, "bildirim üçüncü", "notification third")];
    Table::of(
        &tables::ORDERINGS,
        lang,
        names.iter().zip(o.orderings).map(|(n, (d, y))| vec![n.clone(), to_fixed(d, 1), to_fixed(y, 0)]).collect(),
    )
    .highlight(vec![true, false])
    .course_numbers(lang)
}

fn window_chart(o: &Output, lang: Lang) -> Chart {
    let cats: Vec<String> = o.rows.iter().map(|r| t!(lang, "{} deneme", "{} attempts", r.attempts)).collect();
    let mut c = Chart::of(&charts::WINDOW, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "geri sarmadan", "from the rollback"),
                o.rows.iter().map(|r| r.rollback_s_per_day / 3600.0).collect(),
                palette::BLUE,
            ),
            (
                t(lang, "askıdaki işten", "from jobs in limbo"),
                o.rows.iter().map(|r| r.limbo_h_per_day).collect(),
                palette::VERMILLION,
            ),
        ],
    );
    c
}

fn ratio_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = (1..=40).map(|i| i as f64 * 0.05).collect();
    let mut c = Chart::of(&charts::RATIO, lang);
    let y: Vec<f64> = xs
        .iter()
        .map(|&x| {
            let r = kat(p, x);
            if r.is_finite() {
                r
            } else {
                f64::NAN
            }
        })
        .collect();
    c.traces = vec![Trace::line(t(lang, "oran", "ratio"), Xs::Num(xs), y, palette::PURPLE)];
    c.lines = vec![(1.0, t(lang, "eşit", "equal"))];
    if o.ratio.is_finite() {
        c.marker = Some((p.round_s, format!("TUR = {} s", fmt_num(p.round_s, 2, lang))));
    }
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let finite = |x: f64| if x.is_finite() { x } else { 0.0 };
    let f = Fact::or_zero;
    let r = &o.rows;
    let facts = vec![
        f("failed", o.failed, 1),
        f("workflows", p.workflows, 0),
        f("uncomp_last_day", o.orderings[0].0, 1),
        f("uncomp_third_day", o.orderings[1].0, 1),
        f("uncomp_year_gap", o.orderings[1].1 - o.orderings[0].1, 0),
        f("stuck_day_1", r[0].stuck_per_day, 3),
        f("stuck_day_2", r[1].stuck_per_day, 3),
        f("limbo_h_1", r[0].limbo_h_per_day, 3),
        f("limbo_h_2", r[1].limbo_h_per_day, 3),
        f("rollback_s_1", r[0].rollback_s_per_day, 1),
        f("rollback_s_x4", o.rollback_s_per_day_x4, 1),
        f("ratio", o.ratio, 0),
        f("ratio_x4", o.ratio_x4, 0),
        f("round_s", p.round_s, 2),
        f("round_s_x4", p.round_s * 4.0, 2),
        // Limbo against rollback with one attempt: 0 over a hundredfold, 1 more but under a
        // hundredfold, 2 the rollback's is larger.
        f(
            "ratio_option",
            if o.ratio > 100.0 {
                0.0
            } else if o.ratio > 1.0 {
                1.0
            } else {
                2.0
            },
            0,
        ),
        f("written_paths", o.written_paths, 0),
        f("calls_per_day", o.calls_per_day, 0),
        f("calls_per_workflow", o.calls_per_workflow, 4),
        f("limbo_cut", ratio(r[0].limbo_h_per_day, r[1].limbo_h_per_day), 1),
    ];
    let summary = t!(
        lang,
        "Günde {} hatalı iş akışı: geri sarma {} s, askıdaki iş {} saat ara durum üretiyor ({} kat).",
        "{} failed workflows a day: the rollback gives {} s of intermediate state, jobs in limbo {} hours ({} times).",
        fmt_num(o.failed, 1, lang),
        fmt_num(r[0].rollback_s_per_day, 1, lang),
        fmt_num(r[0].limbo_h_per_day, 3, lang),
        fmt_num(finite(o.ratio), 0, lang)
    );
    let tables = vec![orderings_table(o, lang), attempts_table(o, lang)];
    View::new(tables, vec![window_chart(o, lang), ratio_chart(p, o, lang)], facts, Vec::new(), summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(fact(&v, "ratio").round(), 1430.0);
        assert_eq!(to_fixed(fact(&v, "limbo_h_1"), 3), "11.917");
        assert_eq!(fact(&v, "uncomp_year_gap"), 7300.0);
        assert_eq!(fact(&v, "ratio_option"), 0.0);
    }
}
