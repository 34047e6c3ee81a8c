//! Lesson 15, `etkisiz/bedel`: the course's ledger-cost tables at K01 scale, and on the page the
//! ledger's size against its window for two record sizes, the extra rows per second, and the
//! monthly gain with its share read both ways.

use crate::texts::l15::bedel::{charts, columns, tables};
use sim_core::etkisiz::bedel::{Output, Params, DAYS_PER_MONTH, WINDOWS_PER_MONTH};
use sim_core::etkisiz::olc::js_round;
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, to_fixed, tr_locale};
use lessons::labels;
use lessons::view::{fmt_list, fmt_num, palette, ratio, t, texts, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `etkisiz/bedel`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::etkisiz::bedel::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "gunluk anahtar isteyen yazma {} ({} durum olayi + {} gonderi)\n",
        tr_locale(o.keyed_writes),
        tr_locale(p.events_per_day),
        tr_locale(p.shipments_per_day)
    );
    s += "\n";
    s += &Columns::of(columns::LEDGER).table(&o.ledger, |r| {
        vec![
            format!("{} saat", js_string(r.hours)),
            js_string(r.bytes),
            tr_locale(js_round(r.records)),
            to_fixed(r.mb, 2),
            format!("%{}", to_fixed(r.pct_of_growth, 2)),
        ]
    });
    s += &format!(
        "\ntepe yazma satir/s {} -> {} ({} kat)\n",
        js_string(p.peak_writes),
        to_fixed(o.write_rows, 2),
        to_fixed(o.write_factor, 2)
    );
    s += &format!(
        "onbellek arkasi okuma/s {} -> {} ({} kat)\n",
        js_string(p.reads_behind_cache),
        to_fixed(o.reads, 2),
        to_fixed(o.read_factor, 2)
    );
    s += &format!("depoda yazma/okuma orani {} -> {}\n", js_string(p.ratio), to_fixed(o.ratio_after, 2));
    s += "\n";
    s += &Columns::of(columns::MONTH).table(&o.month, |r| {
        vec![
            to_fixed(r.windows, 0),
            tr_locale(r.prevented),
            tr_locale(r.bills),
            format!("%{}", to_fixed(r.pct_of_month_items, 5)),
        ]
    });
    s += &format!(
        "yanlis kapsam bedeli: takip+durum kipinde gunde {} gecerli olay bastirilir, takip kipinde {}\n",
        tr_locale(o.wrong_scope_status),
        tr_locale(o.wrong_scope_tracking)
    );
    s
}

fn ledger_table(o: &Output, lang: Lang) -> Table {
    let names = [
        t(lang, "seçilen pencere ve kayıt", "chosen window and record"),
        t(lang, "kayıt boyu ×2", "record size ×2"),
        t(lang, "pencere ×3", "window ×3"),
        t(lang, "1 saatlik pencere", "1-hour window"),
    ];
    Table::of(
        &tables::LEDGER,
        lang,
        o.ledger
            .iter()
            .zip(names)
            .map(|(r, name)| {
                vec![
                    name,
                    fmt_num(r.hours, if r.hours.fract() == 0.0 { 0 } else { 2 }, lang),
                    fmt_num(r.bytes, if r.bytes.fract() == 0.0 { 0 } else { 2 }, lang),
                    fmt_num(js_round(r.records), 0, lang),
                    fmt_num(r.mb, 2, lang),
                    fmt_num(r.pct_of_growth, 2, lang),
                ]
            })
            .collect(),
    )
    .highlight(vec![true, false, false, false])
}

fn month_table(o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::MONTH,
        lang,
        o.month
            .iter()
            .map(|r| {
                vec![
                    fmt_num(r.windows, 0, lang),
                    fmt_num(r.prevented, 0, lang),
                    fmt_num(r.bills, 0, lang),
                    fmt_num(r.pct_of_month_items, 5, lang),
                    fmt_num(r.pct_of_day_items, 4, lang),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Arızalı günlerin kazancı: ayda {} pencere",
        "The fault days' gain: {} windows a month",
        fmt_list(&WINDOWS_PER_MONTH, lang)
    ))
}

fn window_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let hours: Vec<f64> = o.mb_by_hour.iter().map(|r| r.0).collect();
    let mut c = Chart::of(&charts::LEDGER_BY_WINDOW, lang);
    c.traces = vec![
        Trace::line(
            t!(lang, "{} baytlık kayıt", "{}-byte record", fmt_num(p.record_bytes, 0, lang)),
            Xs::Num(hours.clone()),
            o.mb_by_hour.iter().map(|r| r.1).collect(),
            palette::BLUE,
        ),
        Trace::line(
            t!(lang, "{} baytlık kayıt (×2)", "{}-byte record (×2)", fmt_num(p.record_bytes * 2.0, 0, lang)),
            Xs::Num(hours),
            o.mb_by_hour.iter().map(|r| r.2).collect(),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    c.lines = vec![(
        p.daily_mb,
        t!(lang, "K01 günlük veri artışı {} MB", "K01 daily data growth {} MB", fmt_num(p.daily_mb, 0, lang)),
    )];
    c.marker = Some((p.ledger_hours, t(lang, "seçilen pencere", "chosen window")));
    c.wide = true;
    c
}

fn rows_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let cats = texts(
        lang,
        &labels![
            "tepe yazma satırı/s" => "peak write rows/s",
            "önbellek arkası okuma/s" => "reads behind the cache/s",
        ],
    );
    let mut c = Chart::of(&charts::ROWS, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "defter yok", "no ledger"), vec![p.peak_writes, p.reads_behind_cache], palette::SKY),
            (t(lang, "defterli", "with the ledger"), vec![o.write_rows, o.reads], palette::BLUE),
        ],
    );
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let (base, double, triple, hour) = (&o.ledger[0], &o.ledger[1], &o.ledger[2], &o.ledger[3]);
    let (m2, m4) = (&o.month[0], &o.month[1]);
    let n = Fact::new;
    let facts = vec![
        n("ledger_hours", p.ledger_hours, 0),
        n("record_bytes", p.record_bytes, 0),
        n("keyed_writes", o.keyed_writes, 0),
        n("records_base", js_round(base.records), 0),
        n("mb_base", base.mb, 2),
        n("pct_base", base.pct_of_growth, 2),
        n("mb_double_record", double.mb, 2),
        n("pct_double_record", double.pct_of_growth, 2),
        n("mb_triple_window", triple.mb, 2),
        n("pct_triple_window", triple.pct_of_growth, 2),
        n("mb_one_hour", hour.mb, 2),
        n("pct_one_hour", hour.pct_of_growth, 2),
        n("daily_mb", p.daily_mb, 0),
        n("write_rows", o.write_rows, 2),
        n("write_factor", o.write_factor, 2),
        n("reads", o.reads, 2),
        n("read_factor", o.read_factor, 2),
        n("ratio_before", p.ratio, 2),
        n("ratio_after", o.ratio_after, 2),
        n("prevented_month_2", m2.prevented, 0),
        n("bills_month_2", m2.bills, 0),
        n("bills_month_4", m4.bills, 0),
        n("share_printed_2", m2.pct_of_month_items, 5),
        n("share_of_day_2", m2.pct_of_day_items, 4),
        n("shipments_per_day", p.shipments_per_day, 0),
        n("month_items", p.shipments_per_day * DAYS_PER_MONTH, 0),
        n("bills_per_window", p.bills, 0),
        n("prevented_per_window", p.prevented, 0),
        n("wrong_scope_tracking", o.wrong_scope_tracking, 0),
        n("wrong_scope_status", o.wrong_scope_status, 0),
        // Which grows the ledger more: 0 tripling the window, 1 doubling the record, 2 the same.
        n(
            "window_vs_record_option",
            if triple.mb > double.mb {
                0.0
            } else if triple.mb < double.mb {
                1.0
            } else {
                2.0
            },
            0,
        ),
        // What the course's "gunluk kalemin" divides by: 0 one day's items, 1 a month's items
        // (whichever the printed share is nearer to).
        n(
            "share_basis_option",
            if (m2.pct_of_month_items - (100.0 * m2.windows * p.bills) / (p.shipments_per_day * DAYS_PER_MONTH)).abs()
                <= (m2.pct_of_month_items - m2.pct_of_day_items).abs()
            {
                1.0
            } else {
                0.0
            },
            0,
        ),
        n("days_ratio", ratio(m2.pct_of_day_items, m2.pct_of_month_items), 0),
    ];
    let summary = t!(lang, "{} saatlik pencere ve {} baytlık kayıtla defter {} MB (günlük artışın %{}); pencere üç katına çıkınca {} MB, kayıt iki katına çıkınca {} MB.", "With a {}-hour window and {}-byte records the ledger holds {} MB ({}% of daily growth); tripling the window gives {} MB, doubling the record {} MB.", fmt_num(p.ledger_hours, 0, lang), fmt_num(p.record_bytes, 0, lang), fmt_num(base.mb, 2, lang), fmt_num(base.pct_of_growth, 2, lang), fmt_num(triple.mb, 2, lang), fmt_num(double.mb, 2, lang));
    let notes = vec![
        Note {
            on: NoteOn::Row("ledger", 2),
            text: t!(
                lang,
                "Dersin 'bedeli kayıt boyu değil pencere belirler' kuralı, pencereye ×3, kayda ×2 duyarlılık seçildiği için doğru çıkıyor: boy iki çarpanla da doğrusal büyür, kayıt üç katına çıksa defter yine {} MB olurdu.",
                "The course's rule that the window, not the record size, sets the cost holds because it tries the window ×3 and the record ×2: the size is linear in both, and a record three times larger would also give {} MB.",
                fmt_num(triple.mb, 2, lang)
            ),
        },
        Note {
            on: NoteOn::Cell("month", 0, 3),
            text: t!(
                lang,
                "Dersin sütun başlığı 'günlük kalemin' diyor, ama kod bir ayın yinelemesini {} kaleme, yani {} günün kalemlerine bölüyor: %{} aylık bir paydır. Bir günün kalemlerine oranı %{}.",
                "The course's column header says 'of daily items', but the code divides a month of duplicates by {} items, {} days' worth: {}% is a monthly share. Against one day's items it is {}%.",
                fmt_num(p.shipments_per_day * DAYS_PER_MONTH, 0, lang),
                fmt_num(DAYS_PER_MONTH, 0, lang),
                fmt_num(m2.pct_of_month_items, 5, lang),
                fmt_num(m2.pct_of_day_items, 4, lang)
            ),
        },
        Note {
            on: NoteOn::Table("month"),
            text: t!(
                lang,
                "Pencere başına {} önlenen yan etki ve {} yinelenen ücret kalemi, ders tarafından tek bir tohumun ölçümünden bu hesaba elle kopyalanmış sabitlerdir; başka bir tohum başka sayılar verir (ONLENEN ve UCRET kaydırıcıları onları taşır).",
                "The {} prevented side effects and {} duplicate billing lines per window are copied by hand into this tool from one seed's measurement; another seed gives other numbers (the ONLENEN and UCRET sliders carry them over).",
                fmt_num(p.prevented, 0, lang),
                fmt_num(p.bills, 0, lang)
            ),
        },
    ];
    let charts = vec![window_chart(p, o, lang), rows_chart(p, o, lang)];
    View::new(vec![ledger_table(o, lang), month_table(o, lang)], charts, facts, notes, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn view_answers_follow_the_run() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        assert_eq!(
            (fact(&v, "window_vs_record_option"), fact(&v, "share_basis_option"), fact(&v, "days_ratio").round()),
            (0.0, 1.0, 30.0)
        );
        assert_eq!(fact(&v, "mb_triple_window"), 691.2);
    }
}
