//! Lesson 12, `bolge/kapasite`: spare capacity by zone count, the healthy day's idle capacity
//! against the load it keeps on the faulty day, transport of a second region, and the lost
//! writes at K01's scale next to the model's own counts.

use crate::parts::{b, compare_within, ordering_option};
use crate::texts::l12::kapasite::{charts, columns, tables};
use sim_core::bolge::kapasite::{Output, Params, Spare, CONVERSIONS, COURSE_ZONES};
use sim_core::bolge::model::{Plan, Scenario};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, pad_end, to_fixed, tr_locale};
use lessons::view::{fmt_list, fmt_num, palette, ratio, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `bolge/kapasite`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::bolge::kapasite::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = Columns::of(columns::ZONES).table(&o.table, course_cells);
    out += &format!(
        "\nolay basina {} bayt (K01: gunde {} GB / {} olay)\n",
        b(o.bytes_per_event),
        js_string(p.growth_gb),
        tr_locale(p.events_per_day)
    );
    out += &format!("iki bolgeye cogaltma: tepe yukte {} KB/s ek tasima, gunde {} MB\n", b(o.kbps), b(o.mb_per_day));
    out += &format!("\nkayip yayilmamis yazmanin K01 olcegine cevrilmesi (KU1: tur = {} sn):\n", js_string(p.round_s));
    for ((name, _, _), c) in CONVERSIONS.iter().zip(&o.conversions) {
        out += &format!(
            "  {} yayilma {} tur = {} sn, birim basina {} yazma/s -> {} yazma\n",
            pad_end(name, 22),
            js_string(c.rounds),
            js_string(c.seconds),
            b(c.per_unit),
            b(c.writes)
        );
    }
    out += &format!("  oran {}: bolge kaybi ayni ariza suresinde daha cok yayilmamis yazma birakir\n", b(o.ratio));
    out
}

/// A zone count's row of the course's table.
fn course_cells(r: &Spare) -> Vec<String> {
    vec![
        r.zones.to_string(),
        b(r.per_zone),
        b(r.per_zone_after),
        b(r.provisioned),
        b(r.idle),
        format!("%{}", to_fixed(r.extra_pct, 1)),
    ]
}

/// The page's row: the course's, and the capacity kept through a zone's loss.
fn spare_row(r: &Spare) -> Vec<String> {
    [course_cells(r), vec![b(r.kept)]].concat()
}

fn two_days_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<String> = o.curve.iter().map(|r| r.zones.to_string()).collect();
    let mut c = Chart::of(&charts::TWO_DAYS, lang);
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (
                t(lang, "arızasız gün: her gün boşta duran kapasite", "healthy day: capacity idle every day"),
                o.curve.iter().map(|r| r.idle).collect(),
                palette::ORANGE,
            ),
            (
                t(
                    lang,
                    "arızalı gün: bir alan düşünce yine karşılanan yük",
                    "faulty day: load still served while a zone is down",
                ),
                o.curve.iter().map(|r| r.kept).collect(),
                palette::BLUE,
            ),
        ],
    );
    c.lines = vec![(p.peak_edge, t(lang, "tepe yük (TEPE_UC)", "peak load (TEPE_UC)"))];
    c
}

fn share_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = o.curve.iter().map(|r| r.zones as f64).collect();
    let mut c = Chart::of(&charts::SPARE_SHARE, lang);
    c.traces = vec![Trace::line(
        t(lang, "fazladan pay", "extra share"),
        Xs::Num(x),
        o.curve.iter().map(|r| r.extra_pct).collect(),
        palette::GREEN,
    )];
    c.marker = Some((p.zones as f64, t(lang, "seçilen alan sayısı", "chosen zone count")));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let mut rows: Vec<Spare> = o.curve.clone();
    if !rows.iter().any(|r| r.zones == p.zones) {
        rows.push(o.chosen);
    }
    let table = Table::of(&tables::SPARE, lang, rows.iter().map(spare_row).collect())
        .with_caption(t!(
            lang,
            "Alan sayısına göre yedek kapasite, istek/s (dersin bastığı alan sayıları: {}; son sütun laboratuvarın)",
            "Spare capacity by zone count, req/s (the course prints zone counts {}; the last column is the lab's)",
            fmt_list(&COURSE_ZONES.map(|n| n as f64), lang)
        ))
        .course_numbers(lang)
        .highlight(rows.iter().map(|r| r.zones == p.zones).collect());

    // The model's own counts at the course's values, for the comparison with the 6.00 ratio.
    let course = sim_core::bolge::olc::run(&sim_core::bolge::olc::Params::default());
    let md = sim_core::bolge::model::Model::default().delays;
    let zone_lost = course.get(Plan::ThreeZones, Scenario::Zone).lost as f64;
    let region_lost = course.get(Plan::TwoRegions, Scenario::Region).lost as f64;

    // The script's two conversion lines beside the model's own windows and counts.
    let windows = [md.region.saturating_sub(1), md.remote.saturating_sub(1)];
    let counts = [zone_lost, region_lost];
    let conversions = Table::of(
        &tables::CONVERSIONS,
        lang,
        o.conversions
            .iter()
            .enumerate()
            .map(|(i, c)| {
                vec![
                    [
                        t(lang, "alan kaybı (üç alan)", "zone loss (three zones)"),
                        t(lang, "bölge kaybı (iki bölge)", "region loss (two regions)"),
                    ][i.min(1)]
                    .clone(),
                    fmt_num(c.rounds, 0, lang),
                    fmt_num(c.writes, 2, lang),
                    fmt_num(windows[i.min(1)] as f64, 0, lang),
                    fmt_num(counts[i.min(1)], 0, lang),
                ]
            })
            .collect(),
    );
    let script_ratio = if o.ratio.is_finite() { o.ratio } else { 0.0 };
    let model_ratio = ratio(region_lost, zone_lost);
    let notes = vec![Note {
        on: NoteOn::Cell("conversions", 0, 1),
        text: t!(
            lang,
            "Betik alan kaybını {} turla, bölge kaybını {} turla çevirir ve oranı {} basar. Alan satırı modelin kayıp penceresini, bölge satırı ise gecikmenin kendisini kullanır; modelin kendi sayılarının oranı {}.",
            "The script converts the zone loss with {} round and the region loss with {} rounds and prints the ratio {}. The zone line uses the model's loss window, the region line the delay itself; the ratio of the model's own counts is {}.",
            fmt_num(o.conversions.first().map_or(0.0, |c| c.rounds), 0, lang),
            fmt_num(o.conversions.get(1).map_or(0.0, |c| c.rounds), 0, lang),
            fmt_num(script_ratio, 2, lang),
            fmt_num(model_ratio, 1, lang)
        ),
    }];

    let f = Fact::new;
    let row_of = |n: u64| o.curve.iter().find(|r| r.zones == n).copied().unwrap_or(o.chosen);
    let facts = vec![
        f("zones", p.zones as f64, 0),
        f("chosen_extra_pct", o.chosen.extra_pct, 1),
        f("chosen_idle", o.chosen.idle, 2),
        f("chosen_kept", o.chosen.kept, 2),
        f("chosen_provisioned", o.chosen.provisioned, 2),
        f("chosen_idle_over_kept", ratio(o.chosen.idle, o.chosen.kept), 2),
        f("extra_2", row_of(2).extra_pct, 1),
        f("extra_3", row_of(3).extra_pct, 1),
        f("extra_6", row_of(6).extra_pct, 1),
        f("idle_3", row_of(3).idle, 2),
        f("peak_edge", p.peak_edge, 2),
        f("bytes_per_event", o.bytes_per_event, 2),
        f("kbps", o.kbps, 2),
        f("mb_per_day", o.mb_per_day, 2),
        f("zone_writes", o.conversions[0].writes, 2),
        f("region_writes", o.conversions[1].writes, 2),
        f("conv_zone_rounds", o.conversions[0].rounds, 0),
        f("conv_region_rounds", o.conversions[1].rounds, 0),
        f("ratio", if o.ratio.is_finite() { o.ratio } else { 0.0 }, 2),
        f("model_zone_lost", zone_lost, 0),
        f("model_region_lost", region_lost, 0),
        f("model_count_ratio", ratio(region_lost, zone_lost), 1),
        f("model_zone_window", md.region.saturating_sub(1) as f64, 0),
        f("model_region_window", md.remote.saturating_sub(1) as f64, 0),
        f("model_zone_delay", md.region as f64, 0),
        // The model's ratio against the script's: 0 smaller, 1 the same, 2 larger.
        f("ratio_option", ordering_option(compare_within(model_ratio, script_ratio, 0.005)), 0),
    ];
    let n2 = |x: f64| fmt_num(x, 2, lang);
    let summary = t!(lang, "{} alanla bir alan kaybına dayanmak %{} fazladan kapasite ister: her gün {} istek/s boşta durur, bir alan düştüğünde {} istek/s karşılanmaya devam eder.", "With {} zones, surviving one zone's loss takes {}% extra capacity: {} req/s idle every day, {} req/s still served while a zone is down.", p.zones, fmt_num(o.chosen.extra_pct, 1, lang), n2(o.chosen.idle), n2(o.chosen.kept));
    let charts = vec![two_days_chart(p, o, lang), share_chart(p, o, lang)];
    View::new(vec![table, conversions], charts, facts, notes, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn course_numbers_become_facts() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(fact(&v, "extra_2"), 100.0);
        assert!((fact(&v, "ratio") - 6.0).abs() < 1e-12);
        assert_eq!(fact(&v, "model_count_ratio"), 4.5);
        assert_eq!((fact(&v, "model_zone_window"), fact(&v, "model_region_window")), (1.0, 3.0));
    }
}
