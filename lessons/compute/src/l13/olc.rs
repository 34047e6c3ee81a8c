//! Lesson 13, `damga/olc`: the course's two tables (placements, blast radius per component),
//! and the lab's fault day: each stamp's served and lost requests, each stamp's blast radius,
//! the day round by round, the stamp count's effect, and cost against gain per placement.

use crate::texts::l13::olc::{charts, columns, tables, FRAMES};
use sim_core::damga::model::{Blast, Day, Placement, COMPONENTS, COMPONENT_LABELS, FLOWS, ROUTING, STATE_STORE};
use sim_core::damga::olc::{Output, Params, SWEEP_MAX};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::named_row;

use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::to_fixed;
use lessons::view::{
    fmt_num, palette, ratio, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, TraceKind, View, Xs,
};

/// How the lab runs, prints and shows `damga/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::damga::olc::run, transcript, view);

/// `%${(100 * r.oran).toFixed(1)} (${r.damga}/${r.d})`
fn cell(b: &Blast) -> String {
    format!("%{} ({}/{})", to_fixed(100.0 * b.share, 1), b.stamps_hit, b.stamps)
}

/// The course's stdout, byte for byte.
pub fn transcript(_p: &Params, o: &Output) -> String {
    // "8 takip + 2 olay + 1 ucret" is a literal in the course's code.
    let mut out =
        format!("{} bilesen, {} akis, damga basina 8 takip + 2 olay + 1 ucret istegi.\n\n", COMPONENTS.len(), 3);
    out += &Columns::of(columns::PLACEMENTS).piped().table(&o.placements, |r| {
        let counts = [r.stamps, r.shared, r.local, r.crossing];
        named_row(r.placement.course_name(), &counts)
    });
    out += "\n";
    out += &Columns::of(columns::BLAST)
        .piped()
        .table(COMPONENTS.iter().zip(&o.blast), |(name, row)| named_row(name, &row.map(|b| cell(&b))));
    out
}

fn placement_name(y: Placement, lang: Lang) -> &'static str {
    y.label().get(lang)
}

fn component_name(c: usize, lang: Lang) -> &'static str {
    COMPONENT_LABELS[c].get(lang)
}

fn stamp_xs(day: &Day) -> Vec<f64> {
    (1..=day.served.len()).map(|i| i as f64).collect()
}

fn fault_title(p: &Params, lang: Lang) -> String {
    let f = &p.fault;
    // The window inside the day, as the fault day plays it.
    let window = if f.rounds_inside() == 0 {
        t(lang, "gün içinde arıza yok", "no fault inside the day")
    } else {
        let last = (f.at + f.len - 1).min(f.rounds);
        t!(lang, "tur {}–{}", "rounds {}–{}", f.at, last)
    };
    t!(
        lang,
        "{} düşer, damga {}, {}, {}",
        "{} fails, stamp {}, {}, {}",
        component_name(f.component, lang),
        f.stamp_in(p.model.stamp_count(p.placement)),
        window,
        placement_name(p.placement, lang)
    )
}

fn stamp_load_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let day = &o.day;
    let mut c = Chart::of(&charts::STAMP_LOAD, lang).with_tag(fault_title(p, lang));
    c.traces = Trace::bars(
        Xs::Num(stamp_xs(day)),
        [
            (t(lang, "karşılandı", "served"), day.served.clone(), palette::GREEN),
            (t(lang, "arızada kayboldu", "lost to the fault"), day.lost.clone(), palette::VERMILLION),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.marker = Some((day.failed_stamp as f64, t(lang, "arızalı damga", "failed stamp")));
    c
}

fn stamp_blast_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let day = &o.day;
    let per_round = p.model.load_per_stamp() * p.fault.rounds_inside() as f64;
    let pct: Vec<f64> = day.lost.iter().map(|l| 100.0 * ratio(*l, per_round)).collect();
    let b = p.model.blast(p.placement, p.fault.component);
    let mut c = Chart::of(&charts::STAMP_BLAST, lang).with_title(t!(
        lang,
        "Arıza sürerken her damganın kaybettiği istek payı, {}",
        "Share of each stamp's requests lost while the fault lasts, {}",
        placement_name(p.placement, lang)
    ));
    c.traces = vec![Trace::bar(
        t(lang, "damganın kaybı", "the stamp's loss"),
        Xs::Num(stamp_xs(day)),
        pct,
        palette::VERMILLION,
    )];
    c.lines = vec![(100.0 * b.share, t(lang, "bütün sistemin bulaşma kapsamı", "whole system's blast radius"))];
    c.marker = Some((day.failed_stamp as f64, t(lang, "arızalı damga", "failed stamp")));
    c.y_range = Some((0.0, 105.0));
    c
}

fn timeline_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (1..=o.day.served_by_round.len()).map(|i| i as f64).collect();
    let mut c = Chart::of(&charts::DAY_TIMELINE, lang).with_title(t!(
        lang,
        "Gün tur tur, bütün damgalar, {}",
        "The day round by round, all stamps, {}",
        placement_name(p.placement, lang)
    ));
    c.traces = vec![
        Trace::step(t(lang, "karşılandı", "served"), Xs::Num(x.clone()), o.day.served_by_round.clone(), palette::GREEN),
        Trace::step(t(lang, "kayboldu", "lost"), Xs::Num(x), o.day.lost_by_round.clone(), palette::VERMILLION)
            .dash("dash"),
    ];
    c.marker = Some((p.fault.at as f64, t(lang, "arıza başlar", "fault starts")));
    c.wide = true;
    c
}

/// The system's link ids in flow order: the requests enter at the routing map (tracking and
/// events) or at the billing job (billing), then every adjacent pair of a flow's components.
fn flow_links() -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&'static str, &'static str)> =
        vec![("requests", COMPONENTS[ROUTING]), ("requests", COMPONENTS[7])];
    for (_, path) in FLOWS.iter() {
        for w in path.windows(2) {
            let l = (COMPONENTS[w[0]], COMPONENTS[w[1]]);
            if !out.contains(&l) {
                out.push(l);
            }
        }
    }
    out
}

/// The stamps' state: none hit, some, or every one of them.
fn stamps_state(b: &Blast) -> State {
    if b.affected == 0.0 {
        State::Ok
    } else if b.stamps_hit < b.stamps {
        State::Degraded
    } else {
        State::Failed
    }
}

/// A static view (the course's blast radius has no clock): one scene per placement, the
/// failed component down, each component's note saying whether it is shared or lives in every
/// stamp, every link carrying its flows' requests per round over all stamps (lost where the
/// flow touches the failed component in a stamp it reaches), and the stamps' gauge filled by
/// the stamps hit. The one frame is the fault's first round.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let fc = p.fault.component;
    let mut f = Frames::new(vec![p.fault.at as u32], t(lang, "tur", "round"));
    f.set_texts(&FRAMES, lang);
    let m = &p.model;
    for y in Placement::ALL {
        let b = &o.blast[fc][y as usize];
        let d = m.stamp_count(y) as f64;
        let mut s = Scene::new(placement_name(y, lang));
        s.nodes.push(NodeTrack::new("requests", StateTrack::constant(State::Ok)));
        for (c, id) in COMPONENTS.iter().enumerate() {
            let note = if y.is_shared(c) {
                t(lang, "ortak: tek kopya", "shared: one copy")
            } else {
                t!(lang, "her damgada (×{})", "in every stamp (×{})", fmt_num(d, 0, lang))
            };
            let state = if c == fc { State::Failed } else { State::Ok };
            s.nodes.push(NodeTrack::new(id, StateTrack::constant(state)).note(note));
        }
        s.nodes.push(
            NodeTrack::new("stamps", StateTrack::constant(stamps_state(b)))
                .gauge(d, vec![(0, Track::constant(if b.affected > 0.0 { b.stamps_hit as f64 } else { 0.0 }))])
                .note(t!(lang, "{} damga", "{} stamps", fmt_num(d, 0, lang))),
        );
        // A flow's requests per round over all stamps, and those lost to the fault.
        let hit = if y.is_shared(fc) { d } else { 1.0 };
        let per_flow: Vec<(f64, f64)> = FLOWS
            .iter()
            .enumerate()
            .map(|(i, (_, path))| (m.load[i] * d, if path.contains(&fc) { m.load[i] * hit } else { 0.0 }))
            .collect();
        for (from, to) in flow_links() {
            let uses = |path: &[usize]| {
                let at = |id: &str| path.iter().position(|&c| COMPONENTS[c] == id);
                match (from, at(to)) {
                    ("requests", Some(0)) => true,
                    (_, Some(j)) => j > 0 && COMPONENTS[path[j - 1]] == from,
                    _ => false,
                }
            };
            let (mut all, mut lost) = (0.0, 0.0);
            for (k, (_, path)) in FLOWS.iter().enumerate() {
                if uses(path) {
                    all += per_flow[k].0;
                    lost += per_flow[k].1;
                }
            }
            s.links.push(LinkTrack::new(from, to, Track::constant(all - lost)).failed(Track::constant(lost)));
        }
        f.scenes.push(s);
    }
    f
}

fn sweep_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (1..=SWEEP_MAX).map(|n| n as f64).collect();
    let mut c = Chart::of(&charts::STAMP_COUNT, lang).with_title(t!(
        lang,
        "Damga sayısına göre bulaşma kapsamı: {} düşünce",
        "Blast radius by stamp count: when the {} fails",
        component_name(p.fault.component, lang)
    ));
    let series = |i: usize| o.sweep.iter().map(|(s, _)| 100.0 * s[i]).collect::<Vec<_>>();
    c.traces = vec![
        Trace::line(placement_name(Placement::Monolith, lang), Xs::Num(x.clone()), series(0), palette::GREY)
            .dash("dot"),
        Trace::line(placement_name(Placement::SharedStamp, lang), Xs::Num(x.clone()), series(1), palette::ORANGE)
            .dash("dash"),
        Trace::line(placement_name(Placement::SelfContained, lang), Xs::Num(x), series(2), palette::BLUE),
    ];
    let floor = o.sweep.first().map_or(0.0, |(_, f)| *f);
    c.lines = vec![(100.0 * floor, t(lang, "yönlendirme eşlemesinin tabanı", "the routing map's floor"))];
    if p.model.stamps <= SWEEP_MAX {
        c.marker = Some((p.model.stamps as f64, t(lang, "DAMGA", "DAMGA")));
    }
    c.y_range = Some((0.0, 105.0));
    c
}

fn day_share(d: &Day) -> f64 {
    100.0 * ratio(d.total_lost(), d.total())
}

fn cost_gain_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::COST_VS_GAIN, lang);
    let mut nodes = Trace::new(
        t(lang, "yerleşim", "placement"),
        TraceKind::Nodes,
        Xs::Num(o.placements.iter().map(|r| r.instances as f64).collect()),
        o.days.iter().map(day_share).collect(),
        palette::BLUE,
    );
    for (r, d) in o.placements.iter().zip(&o.days) {
        let chosen = r.placement == p.placement;
        nodes.point_colors.push([palette::GREY, palette::ORANGE, palette::BLUE][r.placement as usize]);
        nodes.point_symbols.push(if chosen { "diamond" } else { "circle" });
        nodes.point_text.push(t!(
            lang,
            "{}<br>{} kopya, %{}",
            "{}<br>{} instances, %{}",
            placement_name(r.placement, lang),
            r.instances,
            fmt_num(day_share(d), 2, lang)
        ));
    }
    c.traces = vec![nodes];
    c
}

fn option_of(a: f64, b: f64) -> f64 {
    // 0: a is smaller, 1: the same, 2: a is larger.
    if a < b {
        0.0
    } else if a == b {
        1.0
    } else {
        2.0
    }
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let placements = Table::of(
        &tables::PLACEMENTS,
        lang,
        o.placements
            .iter()
            .map(|r| {
                vec![
                    placement_name(r.placement, lang).to_string(),
                    r.stamps.to_string(),
                    r.shared.to_string(),
                    r.local.to_string(),
                    r.crossing.to_string(),
                    r.distinct_crossing.to_string(),
                    r.instances.to_string(),
                ]
            })
            .collect(),
    )
    .highlight(o.placements.iter().map(|r| r.placement == p.placement).collect());
    let mut headers = vec![t(lang, "düşen bileşen", "failed component")];
    headers.extend(Placement::ALL.iter().map(|&y| placement_name(y, lang).to_string()));
    let blast = Table::of(
        &tables::BLAST,
        lang,
        o.blast
            .iter()
            .enumerate()
            .map(|(c, row)| {
                let mut r = vec![component_name(c, lang).to_string()];
                r.extend(row.iter().map(cell));
                r
            })
            .collect(),
    )
    .with_headers(headers)
    .course_numbers(lang)
    .highlight((0..COMPONENTS.len()).map(|c| c == p.fault.component).collect());
    let days = Table::of(
        &tables::FAULT_DAY,
        lang,
        Placement::ALL
            .iter()
            .zip(&o.days)
            .map(|(&y, d)| {
                let b = p.model.blast(y, p.fault.component);
                vec![
                    placement_name(y, lang).to_string(),
                    format!("{}/{}", d.stamps_hit(), b.stamps),
                    fmt_num(d.total_lost(), 0, lang),
                    fmt_num(d.total(), 0, lang),
                    format!("%{}", to_fixed(day_share(d), 2)),
                    format!("%{}", to_fixed(100.0 * ratio(b.affected, b.total), 1)),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Aynı arıza her yerleşimde: {}",
        "The same fault in every placement: {}",
        fault_title(p, lang)
    ))
    .course_numbers(lang)
    .highlight(Placement::ALL.iter().map(|&y| y == p.placement).collect());

    let charts = vec![
        stamp_load_chart(p, o, lang),
        stamp_blast_chart(p, o, lang),
        sweep_chart(p, o, lang),
        cost_gain_chart(p, o, lang),
        timeline_chart(p, o, lang),
    ];

    let pct = |c: usize, y: Placement| 100.0 * ratio(o.blast[c][y as usize].affected, o.blast[c][y as usize].total);
    let hit = |c: usize, y: Placement| o.blast[c][y as usize].stamps_hit as f64;
    let row = |y: Placement| o.placements[y as usize];
    let f1 = |name, value| Fact { name, value, decimals: 1 };
    let f0 = |name, value: f64| Fact { name, value, decimals: 0 };
    let fc = p.fault.component;
    let chosen = p.model.blast(p.placement, fc);
    let mono_day = &o.days[0];
    let facts = vec![
        f0("stamps", p.model.stamps as f64),
        f0("crossing_mono", row(Placement::Monolith).crossing as f64),
        f0("crossing_shared", row(Placement::SharedStamp).crossing as f64),
        f0("crossing_self", row(Placement::SelfContained).crossing as f64),
        f0("distinct_shared", row(Placement::SharedStamp).distinct_crossing as f64),
        f0("distinct_self", row(Placement::SelfContained).distinct_crossing as f64),
        f0("shared_mono", row(Placement::Monolith).shared as f64),
        f0("shared_shared", row(Placement::SharedStamp).shared as f64),
        f0("shared_self", row(Placement::SelfContained).shared as f64),
        f0("instances_mono", row(Placement::Monolith).instances as f64),
        f0("instances_shared", row(Placement::SharedStamp).instances as f64),
        f0("instances_self", row(Placement::SelfContained).instances as f64),
        f1("store_pct_mono", pct(STATE_STORE, Placement::Monolith)),
        f1("store_pct_self", pct(STATE_STORE, Placement::SelfContained)),
        f1("edge_pct_mono", pct(1, Placement::Monolith)),
        f1("edge_pct_self", pct(1, Placement::SelfContained)),
        f1("cache_pct_mono", pct(3, Placement::Monolith)),
        f1("cache_pct_shared", pct(3, Placement::SharedStamp)),
        f1("cache_pct_self", pct(3, Placement::SelfContained)),
        f0("cache_hit_shared", hit(3, Placement::SharedStamp)),
        f0("cache_hit_self", hit(3, Placement::SelfContained)),
        f1("routing_pct", pct(ROUTING, Placement::SelfContained)),
        f0("routing_hit_self", hit(ROUTING, Placement::SelfContained)),
        Fact { name: "failed_pct", value: 100.0 * ratio(chosen.affected, chosen.total), decimals: 2 },
        // The chosen cell as the course's code prints it (toFixed(1) rounds exact halves up).
        f1("failed_pct_printed", to_fixed(100.0 * ratio(chosen.affected, chosen.total), 1).parse().unwrap_or(0.0)),
        f1("failed_pct_mono", pct(fc, Placement::Monolith)),
        f1("failed_pct_shared", pct(fc, Placement::SharedStamp)),
        f1("failed_pct_self", pct(fc, Placement::SelfContained)),
        f0("failed_hit", chosen.stamps_hit as f64),
        f0("failed_stamp", o.day.failed_stamp as f64),
        f0("fault_rounds", p.fault.rounds_inside() as f64),
        f0("day_rounds", p.fault.rounds as f64),
        f0("day_lost", o.day.total_lost()),
        f0("day_lost_mono", mono_day.total_lost()),
        f0("day_total", o.day.total()),
        f0("day_total_mono", mono_day.total()),
        Fact { name: "day_share_pct", value: day_share(&o.day), decimals: 2 },
        Fact { name: "day_share_mono_pct", value: day_share(mono_day), decimals: 2 },
        f0("day_stamps_hit", o.day.stamps_hit() as f64),
        f0("load_tracking", p.model.load[0]),
        f0("load_events", p.model.load[1]),
        f0("load_billing", p.model.load[2]),
        // Whether the fault reaches every stamp of the chosen placement: 0 one, 1 all.
        f0("failed_all_option", if chosen.stamps_hit >= chosen.stamps && chosen.stamps > 1 { 1.0 } else { 0.0 }),
        // The failed component in the shared-stamp placement against the monolith:
        // 0 smaller, 1 the same, 2 larger.
        Fact {
            name: "shared_vs_mono_option",
            value: option_of(pct(fc, Placement::SharedStamp), pct(fc, Placement::Monolith)),
            decimals: 0,
        },
    ];
    let n = |x: f64, d: u8| fmt_num(x, d, lang);
    let (placement, component) = (placement_name(p.placement, lang), component_name(fc, lang));
    let affected = n(100.0 * ratio(chosen.affected, chosen.total), 1);
    let (stamps, hit) = (n(chosen.stamps as f64, 0), n(chosen.stamps_hit as f64, 0));
    let (lost, monolith) = (n(o.day.total_lost(), 0), n(pct(fc, Placement::Monolith), 1));
    let summary = t!(
        lang,
        "{placement}, {component} düşünce etkilenen istek payı %{affected} ({stamps} damgadan {hit}); bu arıza gün boyunca {lost} istek kaybettiriyor; tek parça düzende etkilenen pay %{monolith} olurdu.",
        "{placement}, the {component} fails: {affected}% of requests are affected ({hit} of {stamps} stamps); over the day this fault loses {lost} requests; in the monolith {monolith}% would be affected."
    );
    let notes = notes(p, o, lang);
    View::new(vec![placements, blast, days], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

/// The course's counts and figures its model reads otherwise, on the cells they concern:
/// crossings counted flow by flow, the routing floor typed as a constant, and a fault day
/// the course never gives a clock.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    // The share while the fault lasts, as the course prints it: one decimal, an exact half rounded up.
    if let Some(i) = Placement::ALL.iter().position(|&y| y == p.placement) {
        let b = p.model.blast(p.placement, p.fault.component);
        let exact = 100.0 * ratio(b.affected, b.total);
        let printed = to_fixed(exact, 1);
        // Only an exact half (6.25) prints otherwise than the page rounds it.
        if ((exact * 10.0).fract() - 0.5).abs() < 1e-9 {
            let shown = fmt_num(exact, 2, lang);
            notes.push(Note {
                on: NoteOn::Cell("fault-day", i, 5),
                text: t!(
                    lang,
                    "Dersin kodu bu payı tek ondalıkla basar ({}); JavaScript'in toFixed'i tam ortadaki değeri yukarı yuvarlar. Modelin değeri %{}.",
                    "The course's code prints this share with one decimal ({}); JavaScript's toFixed rounds an exact half up. The model's value is {}%.",
                    printed,
                    shown
                ),
            });
        }
    }
    if let Some(i) = o.placements.iter().position(|r| r.placement == Placement::SelfContained) {
        let r = &o.placements[i];
        notes.push(Note {
            on: NoteOn::Cell("placements", i, 4),
            text: t!(
                lang,
                "Ders geçişleri akış akış sayar: iki akışın paylaştığı bir bağ iki kez sayılır. Buradaki {} geçiş aslında {} farklı bağdır (yönlendirme eşlemesinden uca).",
                "The course counts crossings flow by flow: a link two flows share counts twice. These {} crossings are in fact {} distinct link(s) (routing map to edge).",
                fmt_num(r.crossing as f64, 0, lang),
                fmt_num(r.distinct_crossing as f64, 0, lang)
            ),
        });
    }
    if let Some(row) = o.blast.get(ROUTING) {
        let col = 1 + Placement::ALL.iter().position(|&y| y == Placement::SelfContained).unwrap_or(0);
        let share = |b: &sim_core::damga::model::Blast| 100.0 * ratio(b.affected, b.total);
        let pct = format!("%{}", fmt_num(share(&row[col - 1]), 1, lang));
        let course = sim_core::damga::olc::run(&sim_core::damga::olc::Params::default());
        let typed = course.blast.get(ROUTING).map_or(0.0, |r| share(&r[col - 1]));
        let typed_tr = format!("%{}", fmt_num(typed, 1, Lang::Tr));
        let typed_en = format!("{}%", fmt_num(typed, 1, Lang::En));
        notes.push(Note {
            on: NoteOn::Cell("blast", ROUTING, col),
            text: t!(
                lang,
                "Dersin ikinci programının son satırı bu tabanı \"her zaman {typed_tr}\" diye yazar; o sayı kodda elle yazılmıştır ve yalnız dersin kendi yükleriyle doğrudur. Model tabanı yüklerden hesaplar: burada {pct}.",
                "The last line of the course's second program writes this floor as \"always {typed_en}\"; that number is typed into the code by hand and holds only at the course's own loads. The model computes the floor from the loads: here {pct}."
            ),
        });
    }
    notes.push(Note {
        on: NoteOn::Table("fault-day"),
        text: t(
            lang,
            "Dersin arızasının bir saati yoktur; bu gün ve arızanın süresi laboratuvarın varsayımıdır. Modelde damgalar birbirinden bağımsız bozulur: bütün damgalara aynı anda giden hatalı bir sürüm, ortakta kalan bir bileşen gibi davranır ve damga sayısıyla küçülmez.",
            "The course's fault has no clock; this day and the fault's length are the lab's assumption. In the model stamps fail independently: a bad release sent to every stamp at once behaves like a shared component and does not shrink with the stamp count.",
        ),
    });
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact, transcript_of, view_of};
    use sim_core::params::Params as _;

    #[test]
    fn course_numbers_become_facts() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(
            (fact(&v, "crossing_mono"), fact(&v, "crossing_shared"), fact(&v, "crossing_self")),
            (0.0, 6.0, 2.0)
        );
        assert_eq!(fact(&v, "store_pct_self"), 25.0);
        assert_eq!(fact(&v, "cache_hit_shared"), 4.0);
    }

    #[test]
    fn sixteen_stamps_print_the_state_store_as_javascript_rounds_it() {
        let mut p = Params::default();
        p.set("DAMGA", 16.0).unwrap();
        let text = transcript_of(&MODEL, &p);
        assert!(text.contains("durum-deposu     |    %100.0 (1/1) |      %6.3 (1/16) |    %6.3 (1/16)"), "{text}");
    }

    #[test]
    fn the_failed_stamp_is_marked_and_only_it_loses_requests() {
        let mut p = Params::default();
        p.set("failed_stamp", 3.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::En);
        let c = chart(&v, "stamp-load");
        assert_eq!(c.marker.as_ref().unwrap().0, 3.0);
        let lost = &c.traces[1].y;
        assert!(lost[2] > 0.0 && lost.iter().enumerate().all(|(i, &x)| i == 2 || x == 0.0));
    }

    #[test]
    fn a_shared_cache_loses_in_every_stamp() {
        let mut p = Params::default();
        p.set("failed", 3.0).unwrap();
        p.set("placement", 1.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::Tr);
        assert_eq!(fact(&v, "day_stamps_hit"), 4.0);
        assert_eq!(fact(&v, "shared_vs_mono_option"), 1.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::run_at;

    #[test]
    fn each_placement_s_scene_is_the_blast_table_s_cell_for_the_failed_component() {
        for (key, value) in [("failed", 4.0), ("failed", 3.0), ("failed", 0.0), ("stamps", 16.0), ("load_billing", 5.0)]
        {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert_eq!((f.len(), f.charts.len(), f.scenes.len()), (1, 0, 3), "a static view, one scene per placement");
            for (y, scene) in Placement::ALL.iter().zip(&f.scenes) {
                let b = &o.blast[p.fault.component][*y as usize];
                let entry: Vec<_> = scene.links.iter().filter(|l| l.from == "requests").collect();
                let total: f64 = entry.iter().map(|l| l.flow.at(0) + l.failed.at(0)).sum();
                let lost: f64 = entry.iter().map(|l| l.failed.at(0)).sum();
                assert_eq!((total, lost), (b.total, b.affected), "{key}={value} {y:?}");
                let stamps = scene.node("stamps").unwrap();
                assert_eq!(
                    (stamps.capacity as u64, stamps.level(0) as u64),
                    (b.stamps, if b.affected > 0.0 { b.stamps_hit } else { 0 })
                );
                assert_eq!(scene.node(COMPONENTS[p.fault.component]).unwrap().state.at(0), Some(State::Failed));
            }
        }
    }

    #[test]
    fn a_shared_number_allocator_reaches_every_stamp_and_a_stamp_local_one_only_its_own() {
        let p = Params { placement: Placement::SharedStamp, ..Params::default() };
        let mut p = p;
        sim_core::params::Params::put(&mut p, "failed", 6.0);
        let v = view(&p, &sim_core::damga::olc::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let state = |k: usize| f.scenes[k].node("stamps").unwrap().state.at(0);
        assert_eq!((state(1), state(2)), (Some(State::Failed), Some(State::Degraded)));
        assert_eq!(v.fact("failed_all_option").unwrap().value, 1.0);
    }
}
