//! Lesson 13, `damga/yuk`: the course's two tables (per-stamp K01 loads; components with and
//! without geo copies) for 1, 2, 4, 8, 16 stamps plus the chosen count, per-stamp load and
//! component count over the stamp count, and the healthy day's cost against the reach of a fault.

use crate::parts::b;
use crate::texts::l13::yuk::{charts, columns, tables};
use sim_core::damga::model::{Model, Placement, ROUTING};
use sim_core::damga::yuk::{Output, Params, Row, COURSE_STAMPS};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, locale_digits, tr_locale};
use lessons::view::{fmt_num, palette, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `damga/yuk`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::damga::yuk::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(_p: &Params, o: &Output) -> String {
    let mut out = Columns::of(columns::LOADS).table(&o.rows, |r| load_cells(r, tr_locale));
    out += "\n";
    out += &Columns::of(columns::COMPONENTS).table(&o.rows, component_cells);
    // A literal in the course's code: it does not follow any constant.
    out += "paylasilan tek kaynagin bulasma kapsami damga sayisindan bagimsizdir: her zaman %90,9\n";
    out
}

/// The routing map's blast radius at the model's own loads (what the literal "%90,9" stands for).
fn routing_floor_pct() -> f64 {
    let b = Model::default().blast(Placement::SelfContained, ROUTING);
    100.0 * b.share
}

/// A stamp count's loads, as the course's table and the page's print them (the shipments
/// written by `count`: the course's locale format, or digits for the page's).
fn load_cells(r: &Row, count: fn(f64) -> String) -> Vec<String> {
    vec![r.stamps.to_string(), b(r.edge), b(r.store), b(r.write), format!("%{}", b(r.blast_pct)), count(r.shipments)]
}

/// A stamp count's components and billing stamps.
fn component_cells(r: &Row) -> Vec<String> {
    vec![r.stamps.to_string(), js_string(r.components), js_string(r.with_geo), r.billing_stamps.to_string()]
}

fn table_rows(p: &Params, o: &Output) -> Vec<Row> {
    let mut rows = o.rows.clone();
    if !COURSE_STAMPS.contains(&p.stamps) {
        rows.push(o.chosen);
        rows.sort_by_key(|r| r.stamps);
    }
    rows
}

fn load_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = o.sweep.iter().map(|r| r.stamps as f64).collect();
    let mut c = Chart::of(&charts::PER_STAMP_LOAD, lang);
    c.traces = vec![
        Trace::line(t(lang, "uç", "edge"), Xs::Num(x.clone()), o.sweep.iter().map(|r| r.edge).collect(), palette::BLUE),
        Trace::line(
            t(lang, "depo", "store"),
            Xs::Num(x.clone()),
            o.sweep.iter().map(|r| r.store).collect(),
            palette::ORANGE,
        )
        .dash("dash"),
        Trace::line(t(lang, "yazma", "writes"), Xs::Num(x), o.sweep.iter().map(|r| r.write).collect(), palette::GREEN)
            .dash("dot"),
    ];
    if p.stamps as usize <= o.sweep.len() {
        c.marker = Some((p.stamps as f64, t(lang, "seçilen", "chosen")));
    }
    c
}

fn cost_gain_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::COST_VS_REACH, lang);
    let reach: Vec<f64> = o.sweep.iter().map(|r| r.blast_pct).collect();
    c.traces = vec![
        Trace::line(
            t(lang, "coğrafi kopyasız", "without geo copies"),
            Xs::Num(o.sweep.iter().map(|r| r.components).collect()),
            reach.clone(),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "coğrafi kopyayla", "with geo copies"),
            Xs::Num(o.sweep.iter().map(|r| r.with_geo).collect()),
            reach,
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    c.lines = vec![(
        routing_floor_pct(),
        t(
            lang,
            "paylaşılan yönlendirme eşlemesi (modelin yükleriyle)",
            "the shared routing map (at the model's loads)",
        ),
    )];
    c.marker = Some((o.chosen.components, t!(lang, "{} damga", "{} stamps", p.stamps)));
    c.y_range = Some((0.0, 105.0));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let rows = table_rows(p, o);
    let highlight: Vec<bool> = rows.iter().map(|r| r.stamps == p.stamps).collect();
    let loads = Table::of(&tables::LOADS, lang, rows.iter().map(|r| load_cells(r, locale_digits)).collect())
        .course_numbers(lang)
        .highlight(highlight.clone());
    let costs = Table::of(&tables::COMPONENTS, lang, rows.iter().map(component_cells).collect()).highlight(highlight);
    let c = &o.chosen;
    let one = &o.sweep[0];
    let f = Fact::new;
    let facts = vec![
        f("stamps", p.stamps as f64, 0),
        f("chosen_edge", c.edge, 2),
        f("chosen_store", c.store, 2),
        f("chosen_write", c.write, 2),
        f("chosen_blast_pct", c.blast_pct, 2),
        f("chosen_shipments", c.shipments, 0),
        f("chosen_components", c.components, 0),
        f("chosen_with_geo", c.with_geo, 0),
        f("chosen_billing", c.billing_stamps as f64, 0),
        f("one_components", one.components, 0),
        f("one_with_geo", one.with_geo, 0),
        f("one_edge", one.edge, 2),
        f("local", p.local, 0),
        f("routing_floor_pct", routing_floor_pct(), 1),
        // Against one stamp: how many times the components grow, how many times the reach shrinks.
        f("cost_ratio", c.components / one.components, 1),
        f("gain_ratio", one.blast_pct / c.blast_pct, 1),
    ];
    let n = |x: f64, d: u8| fmt_num(x, d, lang);
    let summary = t!(lang, "{} damgada damga başına {} istek/s uç ve {} istek/s depo yükü; bir damga içi arızanın erişimi %{}, buna karşılık {} bileşen (coğrafi kopyayla {}) çalıştırılır.", "At {} stamps each stamp takes {} req/s at the edge and {} req/s at the store; a stamp-local fault reaches {}% of requests, and {} components ({} with geo copies) are run for it.", n(p.stamps as f64, 0), n(c.edge, 2), n(c.store, 2), n(c.blast_pct, 2), n(c.components, 0), n(c.with_geo, 0));
    let notes = vec![
        Note {
            on: NoteOn::Cell("loads", 0, 4),
            text: t(
                lang,
                "100/n yalnız üç akışın da dokunduğu bir damga içi bileşen (durum deposu) için doğrudur; daha az akışın geçtiği bileşen daha azına ulaşır, ortakta kalan bir bileşen ise damga sayısıyla hiç küçülmez.",
                "100/n holds only for a stamp-local component all three flows touch (the state store); one on fewer flows reaches fewer, and a component left shared does not shrink with the stamp count at all.",
            ),
        },
        Note {
            on: NoteOn::Cell("components", 0, 1),
            text: t!(
                lang,
                "Damga içi bileşen sayısı ({}) yerleşim modelinden elle kopyalanmıştır; yerleşim değişince burada kendiliğinden değişmez.",
                "The stamp-local component count ({}) is copied by hand from the placement model; it does not follow a change of placement.",
                fmt_num(p.local, 0, lang)
            ),
        },
        Note {
            on: NoteOn::Cell("components", 0, 2),
            text: t(
                lang,
                "Coğrafi kopyalar bu modelde yalnız bir bedeldir: model hiçbir bölge kaybını oynatmaz, kazançları burada görünmez.",
                "Geo copies are only a cost in this model: it plays no region loss, so their gain does not show here.",
            ),
        },
    ];
    View::new(vec![loads, costs], vec![cost_gain_chart(p, o, lang), load_chart(p, o, lang)], facts, notes, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{transcript_of, view_of};
    use sim_core::params::Params as _;

    #[test]
    fn the_write_load_at_four_stamps_prints_as_javascript_prints_it() {
        let text = transcript_of(&MODEL, &Params::default());
        assert!(
            text.contains(
                "     4           128.47              34.72               24.30           %25.00         100.000\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_stamp_count_outside_the_course_rows_joins_the_tables() {
        let mut p = Params::default();
        p.set("stamps", 3.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::Tr);
        assert_eq!(v.tables[0].rows.len(), 6);
        assert_eq!(v.tables[0].rows[2][5], "133.333,333");
        assert_eq!(v.tables[0].highlight.iter().filter(|h| **h).count(), 1);
    }

    #[test]
    fn the_routing_floor_is_computed_not_copied() {
        assert!((routing_floor_pct() - 100.0 * 10.0 / 11.0).abs() < 1e-12);
    }
}
