//! Lesson 17, `fis/bedel`: the course's K01-scale tables (queue load and backlog per layout,
//! proof storage per lifetime, the fault window's orphans and dangling claims a day), and on
//! the page the queue against the store side by side and the store over the lifetime.

use crate::texts::l17::bedel::{charts, columns, tables};
use sim_core::fis::bedel::{Output, Params};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, locale_digits, to_fixed, tr_locale};
use lessons::labels;
use lessons::view::{fmt_num, palette, ratio, t, texts, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `fis/bedel`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::fis::bedel::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "tepe teslim olayi {} olay/s (K01: gunde {} gonderi, tepe carpani {})\n",
        to_fixed(o.rate, 4),
        js_string(p.per_day),
        js_string(p.peak)
    );
    s += "\n";
    s += &Columns::of(columns::PLACEMENTS).table(["ilistir", "fis"].iter().zip(&o.layouts), |(ad, l)| {
        vec![
            ad.to_string(),
            js_string(l.bytes),
            to_fixed(l.mbit, 4),
            format!("{} kat", to_fixed(l.ingress_times, 2)),
            to_fixed(l.backlog_mb, 1),
        ]
    });
    s += &format!(
        "kuyruk bayti orani {} kat; birikme {} kanitli ileti (M19/K03: {} olay / {})\n",
        to_fixed(o.ratio, 1),
        tr_locale(o.backlog_msgs),
        tr_locale(p.backlog),
        js_string(p.proof_share)
    );
    s += "\n";
    s += &Columns::of(columns::LIFETIMES).table(&o.storage, |r| {
        vec![
            format!("{} gun", js_string(r.days)),
            tr_locale(r.count),
            to_fixed(r.gb, 2),
            format!("%{}", to_fixed(r.pct_retention, 2)),
            format!("{} kat", to_fixed(r.growth_times, 2)),
        ]
    });
    s += &format!("\nariza penceresi K01 olceginde (gunde {} teslim olayi):\n", tr_locale(p.per_day));
    s += &format!(
        "sarkan fis {}/gun, yetim yuk {}/gun\n",
        to_fixed(o.dangling_per_day, 0),
        to_fixed(o.orphans_per_day, 0)
    );
    s += &format!(
        "yetim yukun bayti {} MB/gun, yasam suresi yoksa yilda {} GB\n",
        to_fixed(o.orphan_mb_per_day, 1),
        to_fixed(o.orphan_gb_per_year, 2)
    );
    s += &format!("ilistirilmis yerlesimde ayni cokme {} olayi tumden dusuruyor\n", to_fixed(o.orphans_per_day, 0));
    s
}

fn queue_table(o: &Output, lang: Lang) -> Table {
    let names = [t(lang, "iliştirilmiş", "attached"), t(lang, "talep fişi", "claim check")];
    Table::of(
        &tables::QUEUE,
        lang,
        names
            .iter()
            .zip(&o.layouts)
            .map(|(n, l)| {
                vec![
                    n.clone(),
                    js_string(l.bytes),
                    to_fixed(l.mbit, 4),
                    to_fixed(l.ingress_times, 2),
                    to_fixed(l.backlog_mb, 1),
                ]
            })
            .collect(),
    )
    .highlight(vec![false, true])
    .course_numbers(lang)
}

fn storage_table(o: &Output, lang: Lang) -> Table {
    let rows: Vec<_> = o.storage.iter().chain(std::iter::once(&o.marked)).collect();
    Table::of(
        &tables::STORAGE,
        lang,
        rows.iter()
            .map(|r| {
                vec![
                    js_string(r.days),
                    locale_digits(r.count),
                    to_fixed(r.gb, 2),
                    to_fixed(r.pct_retention, 2),
                    to_fixed(r.growth_times, 2),
                ]
            })
            .collect(),
    )
    .highlight((0..rows.len()).map(|i| i == rows.len() - 1).collect())
    .course_numbers(lang)
}

fn fault_table(o: &Output, lang: Lang) -> Table {
    Table {
        id: "fault_scale",
        caption: t(
            lang,
            "Arıza penceresi günlük ölçekte (dersin ölçtüğü oranlarla)",
            "The fault window at daily scale (with the course's measured rates)",
        ),
        headers: texts(
            lang,
            &labels![
                "sarkan fiş/gün" => "dangling claims/day",
                "yetim yük/gün" => "orphan payloads/day",
                "yetim yük MB/gün" => "orphan MB/day",
                "yaşam süresi yoksa GB/yıl" => "GB/year with no lifetime",
            ],
        ),
        highlight: vec![false],
        rows: vec![vec![
            to_fixed(o.dangling_per_day, 0),
            to_fixed(o.orphans_per_day, 0),
            to_fixed(o.orphan_mb_per_day, 1),
            to_fixed(o.orphan_gb_per_year, 2),
        ]],
    }
    .course_numbers(lang)
}

fn queue_chart(o: &Output, lang: Lang) -> Chart {
    let cats = texts(lang, &labels!["iliştirilmiş" => "attached", "talep fişi" => "claim check"]);
    let mut c = Chart::of(&charts::QUEUE, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "kuyruk birikmesi", "queue backlog"),
                o.layouts.iter().map(|l| l.backlog_mb).collect(),
                palette::BLUE,
            ),
            (
                t(lang, "depoda kanıt (işaretli yaşam süresi)", "proofs in the store (marked lifetime)"),
                vec![o.marked.gb * 1000.0; 2],
                palette::ORANGE,
            ),
        ],
    );
    c
}

fn lifetime_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = (1..=90).map(f64::from).collect();
    let mut c = Chart::of(&charts::LIFETIME, lang);
    c.traces = vec![
        Trace::line(
            t(lang, "depoda kanıt (iki yerleşimde de)", "proofs in the store (either layout)"),
            Xs::Num(xs.clone()),
            xs.iter().map(|&d| p.storage(d).gb).collect(),
            palette::ORANGE,
        ),
        Trace::line(
            t(lang, "yaşam süresi olmasa birikecek yetim yük", "orphan payloads piling up with no lifetime"),
            Xs::Num(xs.clone()),
            xs.iter().map(|&d| o.orphan_mb_per_day * d / 1000.0).collect(),
            palette::GREY,
        )
        .dash("dash"),
    ];
    c.lines = vec![(p.retention_gb, t(lang, "K01 saklama", "K01 retention"))];
    c.marker = Some((p.ttl_days, t!(lang, "{} gün", "{} days", fmt_num(p.ttl_days, 0, lang))));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = Fact::or_zero;
    let m = &o.marked;
    let facts = vec![
        f("rate", o.rate, 4),
        f("per_day", p.per_day, 0),
        f("mbit_attached", o.layouts[0].mbit, 4),
        f("mbit_claim", o.layouts[1].mbit, 4),
        f("ingress_attached", o.layouts[0].ingress_times, 2),
        f("ingress_claim", o.layouts[1].ingress_times, 2),
        f("backlog_msgs", o.backlog_msgs, 0),
        f("backlog_attached", o.layouts[0].backlog_mb, 1),
        f("backlog_claim", o.layouts[1].backlog_mb, 1),
        f("ratio", o.ratio, 1),
        f("ttl_days", p.ttl_days, 0),
        f("ttl_gb", m.gb, 2),
        f("ttl_pct", m.pct_retention, 2),
        f("gb_7", o.storage[1].gb, 2),
        f("pct_7", o.storage[1].pct_retention, 2),
        f("dangling_day", o.dangling_per_day, 0),
        f("orphans_day", o.orphans_per_day, 0),
        f("orphan_mb_day", o.orphan_mb_per_day, 1),
        f("orphan_gb_year", o.orphan_gb_per_year, 2),
        f("backlog_cut", ratio(o.layouts[0].backlog_mb, o.layouts[1].backlog_mb), 1),
    ];
    let attached = fmt_num(o.layouts[0].backlog_mb, 1, lang);
    let claim = fmt_num(o.layouts[1].backlog_mb, 1, lang);
    let (days, gb) = (fmt_num(p.ttl_days, 0, lang), fmt_num(m.gb, 2, lang));
    let summary = t!(
        lang,
        "Birikme {attached} MB yerine {claim} MB; depodaki kanıt {days} günde {gb} GB, iki yerleşimde de aynı.",
        "The backlog holds {claim} MB instead of {attached} MB; the proofs in the store take {gb} GB at {days} days in either layout."
    );
    let notes = vec![Note {
        on: NoteOn::Table("fault_scale"),
        text: t!(
            lang,
            "Dersin günlük ölçek aracı ölçülen değerleri elle kopyalıyor: {} teslimde {} sarkan fiş ve {} yetim yük, {} ve {} baytlık iletiler, tek bir tohumun koşumundan. Başka bir tohum ya da başka bir çökme olasılığı bu oranları değiştirir; burada kaydırıcılarla taşınırlar.",
            "The course's daily-scale tool copies measured values by hand: per {} deliveries {} dangling claims and {} orphan payloads, messages of {} and {} bytes, all from one seed's run. Another seed or crash probability changes these rates; here the sliders carry them.",
            fmt_num(100_000.0, 0, lang),
            fmt_num(p.dangling_rate * 100_000.0, 0, lang),
            fmt_num(p.orphan_rate * 100_000.0, 0, lang),
            fmt_num(p.attached, 0, lang),
            fmt_num(p.claim, 0, lang)
        ),
    }];
    let tables = vec![queue_table(o, lang), storage_table(o, lang), fault_table(o, lang)];
    View::new(tables, vec![queue_chart(o, lang), lifetime_chart(p, o, lang)], facts, notes, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(to_fixed(fact(&v, "backlog_attached"), 1), "3016.5");
        assert_eq!(to_fixed(fact(&v, "ttl_pct"), 2), "15.72");
        assert_eq!(fact(&v, "dangling_day").round(), 3948.0);
    }
}
