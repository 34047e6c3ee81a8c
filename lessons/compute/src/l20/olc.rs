//! Lesson 20, `incir/olc`: the course's two migration orders, rollback and fault day as it
//! prints them; on the page the learner's order beside them, the search over every order, the
//! rollback against the hours since the dual write was cut.

use crate::texts::l20::olc::{charts, columns, tables, FRAMES};
use sim_core::incir::gecis::{names, VARLIK, YOL};
use sim_core::incir::olc::{Fault, Output, Params, Rollback, Run, CUT_TIMES};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{locale_digits, to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, ratio, t, Chart, Fact, Note, NoteOn, Table, Trace, TraceKind, View, Xs};

/// How the lab runs, prints and shows `incir/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::incir::olc::run, transcript, view);

/// `Math.round`: floor(x + 0.5).
fn js_round(x: f64) -> f64 {
    (x + 0.5).floor()
}

fn pct(share: f64) -> String {
    format!("%{}", to_fixed(100.0 * share, 2))
}

/// The course's stdout, byte for byte.
pub fn transcript(_p: &Params, o: &Output) -> String {
    let mut s = format!("{} yol, {} durum varligi, gunluk {} istek\n", YOL.len(), 5, tr_locale(o.total as f64));
    for (kip, r) in [("hacim", &o.volume), ("durum", &o.state)] {
        s += &format!("\n{kip} sirasi\n");
        s += &Columns::of(columns::STEPS).table(r.steps.iter().enumerate(), |(i, st)| {
            vec![
                (i + 1).to_string(),
                YOL[st.route].name.to_string(),
                pct(st.share),
                st.split.count().to_string(),
                to_fixed(st.split.writes, 2),
            ]
        });
        s += &format!(
            "cift yazma alani {} yazma/s-adim, tasinan trafik alani {} adim\n",
            to_fixed(r.dw_area, 2),
            to_fixed(r.traffic_area, 4)
        );
    }
    s += &format!(
        "\nhacim / durum: cift yazma {} kat, tasinan trafik {} kat\n",
        to_fixed(o.volume.dw_area / o.state.dw_area, 2),
        to_fixed(o.volume.traffic_area / o.state.traffic_area, 2)
    );
    s += "\n";
    s += &Columns::of(columns::ROLLBACK).table(CUT_TIMES.iter().zip(&o.rollback), |((name, _), r)| {
        vec![
            name.to_string(),
            tr_locale(js_round(r.events)),
            to_fixed(r.seconds, 2),
            format!("%{}", to_fixed(r.pct, 2)),
        ]
    });
    s += "\n";
    s += &Columns::of(columns::FAULT_DAY).table([("hacim", &o.faults[0]), ("durum", &o.faults[1])], |(kip, f)| {
        vec![
            kip.to_string(),
            (f.step + 1).to_string(),
            pct(f.share),
            to_fixed(f.facade, 0),
            to_fixed(f.direct, 0),
            to_fixed(f.outage, 2),
            format!("%{}", to_fixed(f.pct, 2)),
        ]
    });
    s
}

/// The orders the page compares: (label, run, colour, dash).
fn named(o: &Output, lang: Lang) -> [(String, &Run, &'static str, &'static str); 6] {
    [
        (t(lang, "hacim sırası", "volume order"), &o.volume, palette::BLUE, "solid"),
        (t(lang, "durum sırası (sezgi)", "state order (heuristic)"), &o.state, palette::ORANGE, "dash"),
        (t(lang, "elle bulunan sıra", "a hand-found order"), &o.lab.notes, palette::PURPLE, "dot"),
        (
            t(lang, "tarama: sezgiyi geçen en hızlı", "search: fastest beating the heuristic"),
            &o.lab.dominating,
            palette::SKY,
            "dot",
        ),
        (t(lang, "tarama: en az çift yazma", "search: fewest double writes"), &o.lab.fewest, palette::GREY, "dash"),
        (t(lang, "gösterilen sıra", "order shown"), &o.lab.shown, palette::GREEN, "solid"),
    ]
}

fn sequence(r: &Run) -> String {
    r.order.iter().map(|&i| YOL[i].name).collect::<Vec<_>>().join(" → ")
}

fn steps_table(o: &Output, lang: Lang) -> Table {
    let r = &o.lab.shown;
    let h = [
        ("adım", "step"),
        ("taşınan yol", "route moved"),
        ("taşınan trafik", "migrated traffic"),
        ("bölünmüş varlıklar", "split entities"),
        ("çift yazma/s", "double writes/s"),
    ];
    Table {
        id: "shown_steps",
        caption: t(
            lang,
            "Gösterilen sıra adım adım (vurgulu satır: yeni sistemin durduğu adım)",
            "The order shown, step by step (highlighted: the step where the new system stops)",
        ),
        headers: h.iter().map(|(a, b)| t(lang, a, b)).collect(),
        highlight: (0..r.steps.len()).map(|i| i == o.lab.fault.step).collect(),
        rows: r
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let n = names(s.split.entities);
                vec![
                    (i + 1).to_string(),
                    YOL[s.route].name.to_string(),
                    pct(s.share),
                    if n.is_empty() { "—".into() } else { format!("{} ({})", n.len(), n.join(", ")) },
                    to_fixed(s.split.writes, 2),
                ]
            })
            .collect(),
    }
    .course_numbers(lang)
}

fn orders_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let rows: Vec<Vec<String>> = named(o, lang)
        .iter()
        .map(|(name, r, _, _)| {
            let f = sim_core::incir::olc::fault(p, r, p.threshold, p.facade_s);
            vec![
                name.clone(),
                sequence(r),
                to_fixed(r.dw_area, 2),
                to_fixed(r.traffic_area, 4),
                r.max_split().to_string(),
                (f.step + 1).to_string(),
                to_fixed(f.facade, 0),
                to_fixed(f.direct, 0),
            ]
        })
        .collect();
    Table::of(&tables::ORDERS, lang, rows).highlight(vec![false, false, false, false, false, true]).course_numbers(lang)
}

fn rollback_table(o: &Output, lang: Lang) -> Table {
    let mut rows: Vec<Vec<String>> =
        CUT_TIMES.iter().zip(&o.rollback).map(|(&(_, s), r)| rollback_row(since_cut(s, lang), r)).collect();
    let r = &o.lab.rollback;
    rows.push(rollback_row(t!(lang, "{} saat (sizin)", "{} hours (yours)", fmt_num(r.after_s / 3600.0, 1, lang)), r));
    Table::of(&tables::ROLLBACK, lang, rows).highlight(vec![false, false, false, true]).course_numbers(lang)
}

/// How long since the dual write was cut: in whole days where it is, else in hours.
fn since_cut(s: f64, lang: Lang) -> String {
    const DAY: f64 = 86_400.0;
    if s == 0.0 {
        return t(lang, "0 (çift yazma sürüyor)", "0 (dual write running)");
    }
    let (n, tr, en) = if (s / DAY).fract() == 0.0 { (s / DAY, "gün", "day") } else { (s / 3600.0, "saat", "hour") };
    let number = fmt_num(n, if n.fract() == 0.0 { 0 } else { 1 }, lang);
    match lang {
        Lang::Tr => format!("{number} {tr}"),
        Lang::En if n == 1.0 => format!("1 {en}"),
        Lang::En => format!("{number} {en}s"),
    }
}

fn rollback_row(label: String, r: &Rollback) -> Vec<String> {
    vec![label, locale_digits(js_round(r.events)), to_fixed(r.seconds, 2), format!("%{}", to_fixed(r.pct, 2))]
}

fn finite(x: f64) -> f64 {
    if x.is_finite() {
        x
    } else {
        f64::NAN
    }
}

fn per_step_chart(p: &Params, o: &Output, lang: Lang, id: &'static str, traffic: bool) -> Chart {
    let (title, y) = if traffic {
        (
            t(lang, "Taşınan trafik, adım adım", "Migrated traffic, step by step"),
            t(lang, "taşınan trafik, %", "migrated traffic, %"),
        )
    } else {
        (t(lang, "Çift yazma, adım adım", "Double writes, step by step"), t(lang, "çift yazma/s", "double writes/s"))
    };
    let mut c = Chart::new(id, title, t(lang, "adım", "step"), y);
    let all = named(o, lang);
    for (name, r, color, dash) in [&all[0], &all[1], &all[5]] {
        let xs: Vec<f64> = (1..=r.steps.len()).map(|i| i as f64).collect();
        let ys: Vec<f64> =
            r.steps.iter().map(|s| finite(if traffic { 100.0 * s.share } else { s.split.writes })).collect();
        c.traces.push(Trace::line(name.clone(), Xs::Num(xs), ys, color).dash(dash));
    }
    if traffic {
        c.lines =
            vec![(100.0 * p.threshold, t(lang, "yeni sistemin durduğu pay", "share at which the new system stops"))];
    }
    c
}

/// The entities' ids in the system, in [`VARLIK`] order.
pub const ENTITY_IDS: [&str; 5] = ["gonderi", "olay", "kanit", "fatura", "tarife"];

/// Whether the routes in `migrated` (a bit per route) touch entity `d`, and whether the others do.
fn sides(migrated: u8, d: usize) -> (bool, bool) {
    let touch = |set: u8| YOL.iter().enumerate().any(|(i, r)| set >> i & 1 == 1 && r.touches() >> d & 1 == 1);
    (touch(!migrated), touch(migrated))
}

/// The migration step by step (the x of the double-write and traffic charts), one scene per
/// charted order: the facade sends the unmigrated share of the traffic to the old system and
/// the migrated share to the new one; each entity is written from the side whose routes touch
/// it, from both when it is split (the double writes). At the order's fault step the new system
/// stops and the facade turns its share back to the old system.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.volume.steps.len();
    let mut f = Frames::new((1..=n as u32).collect(), t(lang, "adım", "step"));
    f.charts = vec!["double_writes", "traffic"];
    f.set_texts(&FRAMES, lang);
    let w = p.writes();
    let all = named(o, lang);
    for (k, fault) in [(0, &o.lab.faults[0]), (1, &o.lab.faults[1]), (5, &o.lab.fault)] {
        let (name, run, _, _) = &all[k];
        let mut s = Scene::new(name.clone());
        let migrated = |i: usize| run.steps[..=i].iter().fold(0u8, |m, x| m | 1 << x.route);
        let down = |i: usize| i == fault.step;
        let share = |i: usize| 100.0 * run.steps[i].share;
        s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new(
            "facade",
            StateTrack::new((0..n).map(|i| if down(i) { State::Busy } else { State::Ok })),
        ));
        s.nodes.push(NodeTrack::new("old", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new(
            "new",
            StateTrack::new((0..n).map(|i| if down(i) { State::Failed } else { State::Ok })),
        ));
        for (d, id) in ENTITY_IDS.iter().enumerate() {
            let split = |i: usize| run.steps[i].split.entities >> d & 1 == 1;
            s.nodes.push(
                NodeTrack::new(id, StateTrack::new((0..n).map(|i| if split(i) { State::Degraded } else { State::Ok })))
                    .note(format!("{} {}", fmt_num(w.per_day[d] / w.day, 2, lang), t(lang, "yazma/s", "writes/s"))),
            );
        }
        s.links.push(LinkTrack::new("clients", "facade", Track::constant(100.0)));
        s.links.push(LinkTrack::new(
            "facade",
            "old",
            Track::new((0..n).map(|i| if down(i) { 100.0 } else { 100.0 - share(i) })),
        ));
        s.links.push(
            LinkTrack::new("facade", "new", Track::new((0..n).map(|i| if down(i) { 0.0 } else { share(i) })))
                .failed(Track::new((0..n).map(|i| if down(i) { share(i) } else { 0.0 }))),
        );
        for (d, id) in ENTITY_IDS.iter().enumerate() {
            let rate = w.per_day[d] / w.day;
            let side = |i: usize, new: bool| {
                let (old_side, new_side) = sides(migrated(i), d);
                let on = if new { new_side && !down(i) } else { old_side || (down(i) && new_side) };
                if on {
                    rate
                } else {
                    0.0
                }
            };
            s.links.push(LinkTrack::new("old", id, Track::new((0..n).map(|i| side(i, false)))));
            s.links.push(LinkTrack::new("new", id, Track::new((0..n).map(|i| side(i, true)))));
        }
        for (i, x) in run.steps.iter().enumerate() {
            s.event(i as u32 + 1, t!(lang, "{} yeni sisteme taşındı", "{} moves to the new system", YOL[x.route].name));
        }
        s.event(
            fault.step as u32 + 1,
            t!(
                lang,
                "arıza günü: yeni sistem durdu; cephe {} istek düşürür, cephesiz {}",
                "fault day: the new system stops; the facade drops {} requests, without it {}",
                fmt_num(fault.facade, 0, lang),
                fmt_num(fault.direct, 0, lang)
            ),
        );
        f.scenes.push(s);
    }
    debug_assert_eq!(VARLIK.len(), ENTITY_IDS.len());
    f
}

fn pareto_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::PARETO, lang);
    let fx: Vec<f64> = o.lab.front.iter().map(|q| finite(q.dw_area)).collect();
    let fy: Vec<f64> = o.lab.front.iter().map(|q| finite(q.traffic_area)).collect();
    c.traces.push(
        Trace::step(t(lang, "en iyi sınır (Pareto)", "best frontier (Pareto)"), Xs::Num(fx), fy, palette::GREY)
            .dash("dash"),
    );
    let all = named(o, lang);
    let mut nodes =
        Trace::new(t(lang, "sıralar", "orders"), TraceKind::Nodes, Xs::Num(Vec::new()), Vec::new(), palette::BLACK);
    let mut xs = Vec::new();
    for (i, (name, r, color, _)) in all.iter().enumerate() {
        if i == 2 || i == 3 {
            continue; // the notes' order and the search's pick sit on the frontier; keep the plot readable
        }
        xs.push(finite(r.dw_area));
        nodes.y.push(finite(r.traffic_area));
        nodes.point_colors.push(color);
        nodes.point_symbols.push(if i == 5 { "diamond" } else { "circle" });
        nodes.point_text.push(name.clone());
    }
    nodes.x = Xs::Num(xs);
    c.traces.push(nodes);
    c
}

fn rollback_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::ROLLBACK, lang);
    let hours: Vec<f64> = (0..=168).map(|h| h as f64).collect();
    let ys: Vec<f64> = hours.iter().map(|&h| finite(sim_core::incir::olc::rollback(p, h * 3600.0).seconds)).collect();
    c.traces.push(Trace::line(
        t(lang, "geri doldurma süresi", "backfill time"),
        Xs::Num(hours),
        ys,
        palette::VERMILLION,
    ));
    c.lines = vec![(p.budget, t(lang, "aylık arıza payı", "monthly failure share"))];
    c.marker = Some((o.lab.rollback.after_s / 3600.0, t(lang, "sizin kesme anınız", "your cut")));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let fin = |x: f64| if x.is_finite() { x } else { 0.0 };
    let f = Fact::or_zero;
    let (v, s, sh) = (&o.volume, &o.state, &o.lab.shown);
    let st = |i: usize| s.steps[i].split.writes;
    let (fv, fs): (&Fault, &Fault) = (&o.lab.faults[0], &o.lab.faults[1]);
    // The shown order's double-write area against the heuristic's, as the course prints them
    // (two decimals): 0 lower, 1 the same, 2 higher.
    let shown_vs = {
        let (a, b) = (to_fixed(sh.dw_area, 2), to_fixed(s.dw_area, 2));
        if a == b {
            1.0
        } else if sh.dw_area < s.dw_area {
            0.0
        } else {
            2.0
        }
    };
    let direct_ratio = ratio(fs.direct, fs.facade);
    let facts = vec![
        f("vol_share_1", 100.0 * v.steps[0].share, 2),
        f("vol_dw_1", v.steps[0].split.writes, 2),
        f("state_share_6", 100.0 * s.steps[5].share, 2),
        f("state_dw_1", st(0), 2),
        f("state_dw_2", st(1), 2),
        f("state_dw_3", st(2), 2),
        f("state_dw_4", st(3), 2),
        f("state_dw_5", st(4), 2),
        f("state_dw_6", st(5), 2),
        f("double_path", 2.0 * v.steps[0].split.writes, 2),
        // The course doubles the printed (rounded) rate.
        f("double_path_course", 2.0 * to_fixed(v.steps[0].split.writes, 2).parse::<f64>().unwrap_or(0.0), 2),
        f("vol_dw_area", v.dw_area, 2),
        f("state_dw_area", s.dw_area, 2),
        f("vol_tr_area", v.traffic_area, 4),
        f("state_tr_area", s.traffic_area, 4),
        f("dw_ratio", ratio(v.dw_area, s.dw_area), 2),
        f("tr_ratio", ratio(v.traffic_area, s.traffic_area), 2),
        f("vol_max_split", v.max_split() as f64, 0),
        f("state_max_split", s.max_split() as f64, 0),
        f("shown_dw_area", sh.dw_area, 2),
        f("shown_tr_area", sh.traffic_area, 4),
        f("shown_vs_state_option", shown_vs, 0),
        f("shown_tr_over_state", ratio(sh.traffic_area, s.traffic_area), 2),
        f("fewest_dw_area", o.lab.fewest.dw_area, 2),
        f("fewest_tr_area", o.lab.fewest.traffic_area, 4),
        f("dominating_dw_area", o.lab.dominating.dw_area, 2),
        f("dominating_tr_area", o.lab.dominating.traffic_area, 4),
        f("orders_count", o.lab.orders as f64, 0),
        f("routes", YOL.len() as f64, 0),
        f("dominating_count", o.lab.dominating_count as f64, 0),
        f("strictly_better", o.lab.strictly_better as f64, 0),
        f("front_count", o.lab.front.len() as f64, 0),
        f("budget", p.budget, 0),
        f("hours_to_budget", o.lab.hours_to_budget, 1),
        f("rollback_1h_s", o.rollback[1].seconds, 2),
        f("rollback_1h_pct", o.rollback[1].pct, 2),
        f("rollback_day_s", o.rollback[2].seconds, 2),
        f("rollback_day_pct", o.rollback[2].pct, 2),
        f("rollback_day_events", js_round(o.rollback[2].events), 0),
        f("cut_h", p.cut_h, 1),
        f("cut_s", o.lab.rollback.seconds, 2),
        f("cut_pct", o.lab.rollback.pct, 2),
        f("ttl", p.ttl, 0),
        f("facade_s", p.facade_s, 2),
        f("vol_facade", fv.facade, 0),
        f("vol_direct", fv.direct, 0),
        f("state_facade", fs.facade, 0),
        f("state_direct", fs.direct, 0),
        f("state_direct_pct", fs.pct, 2),
        f("state_outage", fs.outage, 2),
        f("course_state_facade", o.faults[1].facade, 0),
        f("course_state_direct", o.faults[1].direct, 0),
        f("direct_ratio", direct_ratio, 0),
        f("shown_fault_step", (o.lab.fault.step + 1) as f64, 0),
        // The step in time: the state order one step before its fault day, and the fault day.
        f("state_fault_step", (fs.step + 1) as f64, 0),
        f("state_pre_fault_step", fs.step.max(1) as f64, 0),
        f("state_pre_fault_share", 100.0 * s.steps[fs.step.saturating_sub(1)].share, 2),
        f("state_fault_share", 100.0 * fs.share, 2),
        f("state_fault_dw", st(fs.step), 2),
        f("state_pre_fault_dw", st(fs.step.saturating_sub(1)), 2),
    ];
    let summary = t!(
        lang,
        "Gösterilen sıra: çift yazma alanı {}, taşınan trafik alanı {} (hacim sırası {} / {}, durum sırası {} / {}).",
        "Order shown: double-write area {}, traffic area {} (volume order {} / {}, state order {} / {}).",
        fmt_num(fin(sh.dw_area), 2, lang),
        fmt_num(fin(sh.traffic_area), 4, lang),
        fmt_num(fin(v.dw_area), 2, lang),
        fmt_num(fin(v.traffic_area), 4, lang),
        fmt_num(fin(s.dw_area), 2, lang),
        fmt_num(fin(s.traffic_area), 4, lang)
    );
    let state_shown = sh.steps.iter().map(|x| x.route).eq(s.steps.iter().map(|x| x.route));
    let mut notes = vec![
        Note {
            on: NoteOn::Row("orders", 0),
            text: t!(
                lang,
                "Ders hacim sırasının ilk adımdaki yazma yolunu yuvarlanmış {} değerini ikiyle çarparak {} yazma/s diye veriyor; yuvarlanmamış değerin iki katı {}.",
                "The course gives volume order's write path at the first step as the rounded {} doubled, {} writes/s; twice the unrounded value is {}.",
                fmt_num(v.steps[0].split.writes, 2, lang),
                fmt_num(2.0 * to_fixed(v.steps[0].split.writes, 2).parse::<f64>().unwrap_or(0.0), 2, lang),
                fmt_num(2.0 * v.steps[0].split.writes, 2, lang)
            ),
        },
        Note {
            on: NoteOn::Cell("orders", 1, 6),
            text: t!(
                lang,
                "Cephenin düşürdüğü, taşınan trafiğin tam bir saniyelik tutarıdır (cephe süresi {} s); metin bunu 'bir tur' diye anlatır, hesap ise bir saniye üzerindendir. Dersin DD19 varsayımı (cephenin gecikme bütçesindeki payı) yalnız metinde geçer: kodda karşılığı yoktur ve buradaki hiçbir sayıyı değiştirmez.",
                "The facade's drop is exactly one second's worth of migrated traffic (facade time {} s); the text calls it 'one round', but the arithmetic counts one second. The course's DD19 assumption (the facade's share of the latency budget) exists only in the prose: the code has nothing for it, and it changes no number here.",
                fmt_num(p.facade_s, 2, lang)
            ),
        },
        Note {
            on: NoteOn::Row("rollback", 0),
            text: t(
                lang,
                "Dersin metni çift yazma sürerken geri almanın 'bir tur' olduğunu söyler; tablo bu satırda sıfır saniye basar, çünkü model yönlendirme değişiminin kendi süresini saymaz.",
                "The course's text says rolling back takes 'one round' while the dual write runs; the table prints zero seconds on this row, because the model does not count the routing switch itself.",
            ),
        },
        Note {
            on: NoteOn::Chart("pareto"),
            text: t(
                lang,
                "Dersin 'tek bir en iyi sıra yoktur' sonucu en iyi sınır boyunca doğrudur; dersin iki sırası arasındaki seçim için tam değildir, çünkü açgözlü durum sırasını iki alanda birden geçen sıralar vardır.",
                "The course's 'there is no single best order' holds along the best frontier; it is not the whole story for its own two orders, since some orders beat the greedy state order on both areas at once.",
            ),
        },
    ];
    if state_shown {
        notes.push(Note {
            on: NoteOn::Row("shown_steps", 4),
            text: t!(
                lang,
                "Dersin metni durum sırasının ilk altı adımda neredeyse hiç çift yazma yapmadığını söyler; beşinci ve altıncı adımlar {} ve {} yazma/s. Altı adım için doğru olan taşınan trafiktir: en çok yüzde {} düzeyinde kalır.",
                "The course's text says state order makes almost no double writes in its first six steps; steps 5 and 6 make {} and {} writes/s. What holds for six steps is the migrated traffic: it stays at or below {}%.",
                fmt_num(st(4), 2, lang),
                fmt_num(st(5), 2, lang),
                fmt_num(100.0 * s.steps[5].share, 2, lang)
            ),
        });
    }
    let charts = vec![
        per_step_chart(p, o, lang, "double_writes", false),
        per_step_chart(p, o, lang, "traffic", true),
        pareto_chart(o, lang),
        rollback_chart(p, o, lang),
    ];
    let tables = vec![steps_table(o, lang), orders_table(p, o, lang), rollback_table(o, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(to_fixed(fact(&v, "state_dw_5"), 2), "37.08");
        assert!(fact(&v, "state_dw_5") > 20.0 && fact(&v, "state_share_6") < 10.0);
        assert_eq!(fact(&v, "course_state_direct").round(), 25305.0);
        assert_eq!(to_fixed(fact(&v, "double_path"), 2), "74.07");
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at, view_of};

    #[test]
    fn the_frames_are_the_charted_traffic_and_double_writes_of_each_order() {
        for (key, value) in
            [("threshold", 0.5), ("threshold", 0.05), ("shown", 0.0), ("w_olay", 0.0), ("rank_tariff_admin", 8.0)]
        {
            let (p, _, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let dw = chart(&v, "double_writes");
            let traffic = chart(&v, "traffic");
            assert_eq!(f.scenes.len(), dw.traces.len());
            let rate = |d: usize| p.writes().per_day[d] / p.writes().day;
            for (k, scene) in f.scenes.iter().enumerate() {
                let link = |from: &str, to: &str| scene.links.iter().find(|l| l.from == from && l.to == to).unwrap();
                for (i, &round) in f.rounds.iter().enumerate() {
                    let x = round as usize - 1;
                    let failed = scene.node("new").unwrap().state.at(i) == Some(State::Failed);
                    let to_new = link("facade", "new");
                    let moved = if failed { to_new.failed.at(i) } else { to_new.flow.at(i) };
                    assert_eq!(moved as f32, traffic.traces[k].y[x] as f32, "{key}={value} scene {k} step {round}");
                    // The split entities are the double writes' entities, written from both sides.
                    let split: f64 = (0..5)
                        .filter(|&d| scene.node(ENTITY_IDS[d]).unwrap().state.at(i) == Some(State::Degraded))
                        .map(rate)
                        .sum();
                    assert!((split - dw.traces[k].y[x]).abs() < 1e-9, "{key}={value} scene {k} step {round}");
                    for (d, id) in ENTITY_IDS.iter().enumerate() {
                        if scene.node(id).unwrap().state.at(i) == Some(State::Degraded) && !failed && rate(d) > 0.0 {
                            assert!(link("old", id).flow.at(i) > 0.0 && link("new", id).flow.at(i) > 0.0);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_step_opens_a_step_before_the_state_order_s_fault_day_with_the_same_entities_split() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, to) = (fact(&v, "state_pre_fault_step"), fact(&v, "state_fault_step"));
        assert_eq!((open, to), (6.0, 7.0));
        let state = &f.scenes[1];
        let split = |i: usize| ENTITY_IDS.map(|id| state.node(id).unwrap().state.at(i) == Some(State::Degraded));
        assert_eq!(split(5), split(6));
        assert_eq!(state.node("new").unwrap().state.at(6), Some(State::Failed));
        assert_eq!(state.node("new").unwrap().state.at(5), Some(State::Ok));
        assert_eq!(fact(&v, "state_fault_dw"), fact(&v, "state_pre_fault_dw"));
        assert!(fact(&v, "state_fault_share") > 50.0 && fact(&v, "state_pre_fault_share") < 10.0);
    }
}
