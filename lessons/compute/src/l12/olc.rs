//! Lesson 12, `bolge/olc`: the course's nine runs, the charted run's units and writes round by
//! round, lost writes and surviving capacity per plan, and a sweep of the cross-region delay.

use crate::texts::l12::olc::{charts, columns, tables, FRAMES};
use sim_core::bolge::model::{place_name, Plan, Round, Scenario, Stats, MACHINE_LABELS, REGION_LABELS, REPLICAS};
use sim_core::bolge::olc::{Output, Params, SWEEP_MAX};
use sim_core::Lang;

use crate::columns::Columns;

use crate::parts::{ordering_option, rounds_x};
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::to_fixed;
use lessons::tr::{suffix, Case};
use lessons::view::{
    fmt_num, palette, ratio, t, Band, BarMode, Chart, ChartText, Fact, Note, NoteOn, Table, Trace, View, Xs,
};

/// How the lab runs, prints and shows `bolge/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::bolge::olc::run, transcript, view);

fn capacity_pct(r: &Stats) -> f64 {
    (100.0 * r.alive_end as f64) / r.total as f64
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let m = &p.model;
    let mut out =
        format!("{} tur, tur basina {} yazma, ariza {}. turda.\n", m.rounds, m.writes_per_round, m.schedule.at);
    out += &format!(
        "yayilma turlari: ayni alan {}, ayni bolge farkli alan {}, farkli bolge {} (KU7)\n\n",
        m.delays.zone, m.delays.region, m.delays.remote
    );
    out += &Columns::of(columns::PLANS).piped().table(&o.rows, |(plan, sc, r)| {
        vec![
            plan.course_name().to_string(),
            sc.course_name().to_string(),
            format!("{}/{}", r.alive_end, r.total),
            format!("%{}", to_fixed(capacity_pct(r), 1)),
            r.dropped.to_string(),
            r.lost.to_string(),
        ]
    });
    out
}

fn fault_band(p: &Params) -> Vec<Band> {
    let sch = &p.model.schedule;
    if sch.at == 0 || sch.at > p.model.rounds {
        return Vec::new();
    }
    let end = if sch.len == 0 { p.model.rounds } else { (sch.at + sch.len - 1).min(p.model.rounds) };
    vec![Band { from: sch.at as f64 - 0.5, to: end as f64 + 0.5, color: "rgba(119,119,119,0.18)" }]
}

fn fault_marker(p: &Params, lang: Lang) -> Option<(f64, String)> {
    let at = p.model.schedule.at;
    (at >= 1 && at <= p.model.rounds).then(|| (at as f64, t(lang, "birim düşer", "unit lost")))
}

const ZONE_COLORS: [&str; 6] =
    [palette::BLUE, palette::ORANGE, palette::GREEN, palette::SKY, palette::VERMILLION, palette::PURPLE];

/// One step line per zone of the charted plan: how many of its replicas are alive.
fn units_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let places = p.plan.places();
    let mut zones: Vec<(u8, u8)> = Vec::new();
    for y in places {
        if !zones.contains(&y) {
            zones.push(y);
        }
    }
    let x = rounds_x(o.shown_rounds.len());
    let mut c = Chart::of(&charts::UNIT_STATES, lang)
        .with_title(t!(
            lang,
            "Alanların durumu: {}, {} (her alanın bir şeridi var: şeridin üstünde bütün kopyaları ayakta, altında hepsi düşük; gri zemin: arıza)",
            "The zones' state: {}, {} (one lane per zone: top of the lane, all its replicas alive; bottom, all down; grey shade: the fault)",
            p.plan.label().get(lang),
            p.scenario.label().get(lang)
        ));
    c.traces = zones
        .iter()
        .enumerate()
        .map(|(k, &z)| {
            let members: Vec<usize> = (0..REPLICAS).filter(|&i| places[i] == z).collect();
            let y = o
                .shown_rounds
                .iter()
                .map(|r: &Round| {
                    let up = members.iter().filter(|&&i| r.alive & (1 << i) != 0).count() as f64;
                    k as f64 + 0.8 * up / members.len() as f64
                })
                .collect();
            let name =
                t!(lang, "{} (bölge b{}, alan a{})", "{} (region b{}, zone a{})", place_name(z), z.0 + 1, z.1 + 1);
            Trace::step(name, Xs::Num(x.clone()), y, ZONE_COLORS[k % 6]).dash(if z.0 == 0 { "solid" } else { "dash" })
        })
        .collect();
    c.bands = fault_band(p);
    c.marker = fault_marker(p, lang);
    c.y_range = Some((-0.2, zones.len() as f64));
    c.wide = true;
    c
}

fn served_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x = rounds_x(o.shown_rounds.len());
    let of = |f: fn(&Round) -> u64| o.shown_rounds.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::SERVED_PER_ROUND, lang).with_title(t!(
        lang,
        "Her turun yazmaları: {}, {}",
        "Each round's writes: {}, {}",
        p.plan.label().get(lang),
        p.scenario.label().get(lang)
    ));
    c.traces = Trace::bars(
        Xs::Num(x),
        [
            (t(lang, "kabul edildi, korundu", "accepted, kept"), of(|r| r.accepted - r.lost_later), palette::GREEN),
            (
                t(lang, "kabul edildi, arızada kayboldu", "accepted, lost at the fault"),
                of(|r| r.lost_later),
                palette::PURPLE,
            ),
            (
                t(lang, "düştü (ayakta kopya yok)", "dropped (no living replica)"),
                of(|r| r.dropped),
                palette::VERMILLION,
            ),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.bands = fault_band(p);
    c.marker = fault_marker(p, lang);
    c.wide = true;
    c
}

/// The six zones' ids in the system, region by region (`b1-a1` … `b2-a3`).
pub const ZONE_IDS: [&str; 6] = ["b1-a1", "b1-a2", "b1-a3", "b2-a1", "b2-a2", "b2-a3"];

/// The lost unit's name, as the fault's event says it.
fn unit_name(p: &Params, lang: Lang) -> String {
    let sch = &p.model.schedule;
    match p.scenario {
        Scenario::Machine => MACHINE_LABELS[(sch.machine as usize).min(REPLICAS - 1)].get(lang).to_string(),
        Scenario::Zone => t!(lang, "alan {}", "zone {}", place_name(sch.zone)),
        Scenario::Region => t!(lang, "bölge {}", "region {}", REGION_LABELS[(sch.region as usize).min(1)].get(lang)),
    }
}

/// The charted run round by round (the x of the unit and write charts): the writes reach the
/// write router, which gives them round-robin to the living replicas; each zone the plan uses
/// is a gauge of its replicas, filled by those alive. The writes accepted go through, those
/// with no living replica are turned away, and at the fault the writes held only by the lost
/// replicas (not yet propagated, by distance) fail.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let r = &o.shown_rounds;
    let sch = &p.model.schedule;
    let n = r.len();
    let at = (sch.at as usize).clamp(1, n.max(1)) - 1;
    let back = (sch.len > 0).then(|| (sch.at + sch.len) as usize - 1).filter(|&k| k < n);
    let keep: Vec<usize> = [Some(at), back].into_iter().flatten().collect();
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["unit-states", "served-per-round"];
    f.set_texts(&FRAMES, lang);
    let d = &p.model.delays;
    f.note = t!(
        lang,
        "Her kare bir turdur; her alan kopyalarının kaçının ayakta olduğunu gösterir. Bir yazma öteki kopyalara uzaklığa göre yayılır: aynı alanda {} tur, bölge içinde {} tur, bölgeler arasında {} tur; arızada henüz yalnız düşen kopyalarda olan yazmalar kaybolur.",
        "Each frame is one round; each zone shows how many of its replicas are alive. A write spreads to the other replicas by distance: {} round(s) in the same zone, {} within a region, {} across regions; at the fault, writes still held only by the lost replicas are lost.",
        d.zone,
        d.region,
        d.remote
    );
    let places = p.plan.places();
    let mut s = Scene::new(format!("{}, {}", p.plan.label().get(lang), p.scenario.label().get(lang)));
    s.nodes.push(NodeTrack::new("writes", StateTrack::constant(State::Ok)));
    s.nodes.push(NodeTrack::new("router", picks.states(|k| if r[k].dropped > 0 { State::Failed } else { State::Ok })));
    s.links.push(
        LinkTrack::new("writes", "router", picks.track(|k| r[k].accepted as f64))
            .refused(picks.track(|k| r[k].dropped as f64))
            .failed(picks.track(|k| r[k].lost_now as f64)),
    );
    for (z, id) in ZONE_IDS.iter().enumerate() {
        let place = ((z / 3) as u8, (z % 3) as u8);
        let members: Vec<usize> = (0..REPLICAS).filter(|&i| places[i] == place).collect();
        if members.is_empty() {
            continue;
        }
        let up = |k: usize| members.iter().filter(|&&i| r[k].alive & (1 << i) != 0).count();
        let state = |k: usize| match up(k) {
            0 => State::Failed,
            u if u < members.len() => State::Degraded,
            _ => State::Ok,
        };
        let names: Vec<String> = members.iter().map(|&i| (i + 1).to_string()).collect();
        s.nodes.push(
            NodeTrack::new(id, picks.states(state))
                .gauge(members.len() as f64, vec![(0, picks.track(|k| up(k) as f64))])
                .note(t!(lang, "kopya {}", "replica {}", names.join(", "))),
        );
        s.links.push(LinkTrack::new(
            "router",
            id,
            picks.track(|k| members.iter().map(|&i| r[k].accepted_by[i]).sum::<u64>() as f64),
        ));
    }
    if n > 0 && sch.at >= 1 && (sch.at as usize) <= n {
        s.event(
            sch.at as u32,
            t!(
                lang,
                "{} düştü: yalnız orada olan {} yazma kayboldu",
                "{} is lost: {} writes held only there are lost",
                unit_name(p, lang),
                fmt_num(r[at].lost_now as f64, 0, lang)
            ),
        );
    }
    if let Some(k) = back {
        s.event(k as u32 + 1, t!(lang, "{} geri geldi", "{} is back", unit_name(p, lang)));
    }
    f.scenes.push(s);
    f
}

fn plan_names(lang: Lang) -> Vec<String> {
    Plan::ALL.iter().map(|p| p.label().get(lang).to_string()).collect()
}

const SCENARIO_COLORS: [&str; 3] = [palette::SKY, palette::ORANGE, palette::VERMILLION];
const SCENARIO_DASH: [&str; 3] = ["solid", "dash", "dot"];

fn per_plan_chart(text: &ChartText, o: &Output, lang: Lang, f: fn(&Stats) -> f64) -> Chart {
    let mut c = Chart::of(text, lang);
    c.traces = Scenario::ALL
        .iter()
        .enumerate()
        .map(|(k, &sc)| {
            let y = Plan::ALL.iter().map(|&p| f(&o.get(p, sc))).collect();
            Trace::bar(sc.label().get(lang), Xs::Cat(plan_names(lang)), y, SCENARIO_COLORS[k]).dash(SCENARIO_DASH[k])
        })
        .collect();
    c
}

fn sweep_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<f64> = (1..=SWEEP_MAX).map(|d| d as f64).collect();
    let d0 = p.model.delays.remote;
    let at_d0 = o.get(Plan::TwoRegions, Scenario::Region).lost as f64;
    let claim: Vec<f64> = x.iter().map(|&d| ratio(at_d0 * d, d0 as f64)).collect();
    let mut c = Chart::of(&charts::REMOTE_DELAY_SWEEP, lang);
    c.traces = vec![
        Trace::line(
            t(lang, "model", "the model"),
            Xs::Num(x.clone()),
            o.remote_sweep.iter().map(|&v| v as f64).collect(),
            palette::BLUE,
        ),
        Trace::line(
            t!(
                lang,
                "KU7'nin doğrusal okuması ({} turdaki değerden orantılı)",
                "KU7's linear reading (proportional to the value at {} rounds)",
                d0
            ),
            Xs::Num(x),
            claim,
            palette::GREY,
        )
        .dash("dash"),
    ];
    c.marker = (1..=SWEEP_MAX).contains(&d0).then(|| (d0 as f64, t(lang, "şimdiki değer", "current value")));
    c
}

/// Fact names by plan (row) and scenario (column).
const LOST: [[&str; 3]; 3] = [
    ["lost_single_machine", "lost_single_zone", "lost_single_region"],
    ["lost_three_machine", "lost_three_zone", "lost_three_region"],
    ["lost_two_machine", "lost_two_zone", "lost_two_region"],
];
const DROPPED: [[&str; 3]; 3] = [
    ["dropped_single_machine", "dropped_single_zone", "dropped_single_region"],
    ["dropped_three_machine", "dropped_three_zone", "dropped_three_region"],
    ["dropped_two_machine", "dropped_two_zone", "dropped_two_region"],
];
const ALIVE: [[&str; 3]; 3] = [
    ["alive_single_machine", "alive_single_zone", "alive_single_region"],
    ["alive_three_machine", "alive_three_zone", "alive_three_region"],
    ["alive_two_machine", "alive_two_zone", "alive_two_region"],
];
const CAPACITY: [[&str; 3]; 3] = [
    ["cap_single_machine", "cap_single_zone", "cap_single_region"],
    ["cap_three_machine", "cap_three_zone", "cap_three_region"],
    ["cap_two_machine", "cap_two_zone", "cap_two_region"],
];

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let table = Table::of(
        &tables::PLANS,
        lang,
        o.rows
            .iter()
            .map(|(pl, sc, r)| {
                vec![
                    pl.label().get(lang).to_string(),
                    sc.label().get(lang).to_string(),
                    format!("{}/{}", r.alive_end, r.total),
                    format!("%{}", to_fixed(capacity_pct(r), 1)),
                    r.dropped.to_string(),
                    r.lost.to_string(),
                ]
            })
            .collect(),
    )
    .course_numbers(lang)
    .highlight(o.rows.iter().map(|(pl, sc, _)| *pl == p.plan && *sc == p.scenario).collect());

    let charts = vec![
        units_chart(p, o, lang),
        served_chart(p, o, lang),
        per_plan_chart(&charts::LOST_PER_PLAN, o, lang, |r| r.lost as f64),
        per_plan_chart(&charts::CAPACITY_PER_PLAN, o, lang, capacity_pct),
        sweep_chart(p, o, lang),
    ];

    let mut facts = Vec::new();
    let int = Fact::count;
    for (i, &pl) in Plan::ALL.iter().enumerate() {
        for (j, &sc) in Scenario::ALL.iter().enumerate() {
            let r = o.get(pl, sc);
            facts.push(int(LOST[i][j], r.lost));
            facts.push(int(DROPPED[i][j], r.dropped));
            facts.push(int(ALIVE[i][j], r.alive_end));
            facts.push(Fact { name: CAPACITY[i][j], value: capacity_pct(&r), decimals: 1 });
        }
    }
    let m = &p.model;
    let survivors: Vec<usize> = (0..3).filter(|&i| o.get(Plan::ALL[i], Scenario::Region).alive_end > 0).collect();
    let region_survivor = match survivors.len() {
        0 => 3.0,
        1 => survivors[0] as f64,
        _ => 4.0,
    };
    let two_machine = o.get(Plan::TwoRegions, Scenario::Machine).lost;
    let single_machine = o.get(Plan::SingleZone, Scenario::Machine).lost;
    let sweep = |d: u64| o.remote_sweep[(d - 1) as usize];
    let region_lost = o.get(Plan::TwoRegions, Scenario::Region).lost;
    let zone_lost = o.get(Plan::ThreeZones, Scenario::Zone).lost;
    facts.extend([
        int("sweep_lost_1", sweep(1)),
        int("sweep_lost_4", sweep(4)),
        int("sweep_lost_8", sweep(8)),
        int("sweep_lost_16", sweep(16)),
        int("claim_8", 2 * sweep(4)),
        int("delay_zone", m.delays.zone),
        int("delay_region", m.delays.region),
        int("delay_remote", m.delays.remote),
        int("window_region", m.delays.region.saturating_sub(1)),
        int("window_remote", m.delays.remote.saturating_sub(1)),
        int("fault_at", m.schedule.at),
        int("fault_len", m.schedule.len),
        int("rounds", m.rounds),
        int("writes_per_round", m.writes_per_round),
        int("shown_lost", o.shown.lost),
        int("shown_dropped", o.shown.dropped),
        // The step in time: it opens where the writes that will be lost start to be accepted
        // (the cross-region loss window before the fault) and plays to the fault.
        int("fault_round", p.model.schedule.at.clamp(1, p.model.rounds)),
        int(
            "window_open_round",
            p.model.schedule.at.saturating_sub(p.model.delays.remote.saturating_sub(1)).clamp(1, p.model.rounds),
        ),
        // Whether any write is lost in the charted run: 0 none, 1 some.
        int("shown_lost_option", u64::from(o.shown.lost > 0)),
        int("shown_accepted", o.shown.accepted),
        int("shown_alive", o.shown.alive_end),
        Fact { name: "count_ratio", value: ratio(region_lost as f64, zone_lost as f64), decimals: 1 },
        // Three zones against a single zone on a zone loss: 0 nothing lost, 1 fewer, 2 the same, 3 more.
        Fact {
            name: "three_zone_lost_option",
            value: {
                let (three, single) =
                    (o.get(Plan::ThreeZones, Scenario::Zone).lost, o.get(Plan::SingleZone, Scenario::Zone).lost);
                if three == 0 {
                    0.0
                } else {
                    match three.cmp(&single) {
                        core::cmp::Ordering::Less => 1.0,
                        core::cmp::Ordering::Equal => 2.0,
                        core::cmp::Ordering::Greater => 3.0,
                    }
                }
            },
            decimals: 0,
        },
        // The two-region plan's region loss against KU7's doubling of the course's value: 0 fewer, 1 the same, 2 more.
        Fact { name: "ku7_option", value: ordering_option(region_lost.cmp(&(2 * sweep(4)))), decimals: 0 },
        // The only plan with replicas left after a region loss: 0–2 its index, 3 none, 4 more than one.
        Fact { name: "region_survivor_option", value: region_survivor, decimals: 0 },
        // Two regions vs a single zone on a machine loss: 0 fewer lost writes, 1 the same, 2 more.
        Fact { name: "machine_option", value: ordering_option(two_machine.cmp(&single_machine)), decimals: 0 },
    ]);

    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let (plan, scenario) = (p.plan.label().get(lang), p.scenario.label().get(lang));
    let (accepted, dropped, lost) = (n(o.shown.accepted), n(o.shown.dropped), n(o.shown.lost));
    let (alive, total) = (o.shown.alive_end, o.shown.total);
    let summary = t!(
        lang,
        "{plan}, {scenario}: {accepted} yazma kabul edildi, {dropped} düştü, {lost} yazma yayılmadan kayboldu; koşum sonunda {alive}/{total} kopya ayakta.",
        "{plan}, {scenario}: {accepted} writes accepted, {dropped} dropped, {lost} lost before they propagated; {alive}/{total} replicas alive at the end."
    );
    // KU7's "double the delay, double the loss" against the model's sweep (the delay minus one).
    let d0 = sim_core::bolge::model::Model::default().delays.remote.clamp(1, SWEEP_MAX / 2);
    let (from, to) = (n(d0), n(2 * d0));
    let (was, is, claim) = (n(sweep(d0)), n(sweep(2 * d0)), n(2 * sweep(d0)));
    let (den, e) = (suffix(&from, Case::Den), suffix(&to, Case::E));
    let notes = vec![Note {
        on: NoteOn::Chart("remote-delay-sweep"),
        text: t!(
            lang,
            "Dersin KU7 varsayımı bölgeler arası gecikme iki katına çıkınca bölge kaybındaki yayılmamış yazmanın da iki katına çıkacağını söyler. Modelde kayıp penceresi gecikme eksi birdir: gecikme {from}{den} {to}{e} çıkınca kayıp {was} yerine {is} olur, iki katı olan {claim} değil.",
            "The course's assumption KU7 says that doubling the cross-region delay doubles the unpropagated writes of a region loss. In the model the loss window is the delay minus one: from a delay of {from} to {to} the loss goes from {was} to {is}, not to the doubled {claim}."
        ),
    }];
    View::new(vec![table], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact, view_of};
    use sim_core::params::Params as _;

    #[test]
    fn course_numbers_become_facts() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!((fact(&v, "lost_single_zone"), fact(&v, "dropped_single_zone")), (114.0, 126.0));
        assert_eq!(fact(&v, "lost_three_zone"), 2.0);
        assert_eq!(fact(&v, "lost_two_region"), 9.0);
        assert_eq!(fact(&v, "region_survivor_option"), 2.0);
        assert_eq!(fact(&v, "machine_option"), 2.0);
        assert_eq!((fact(&v, "sweep_lost_8"), fact(&v, "claim_8")), (21.0, 18.0));
        assert_eq!(fact(&v, "count_ratio"), 4.5);
    }

    #[test]
    fn the_served_chart_shows_the_loss_window_before_the_fault() {
        let mut p = Params::default();
        p.set("plan", 2.0).unwrap();
        p.set("scenario", 2.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::En);
        let c = chart(&v, "served-per-round");
        let lost = &c.traces[1].y;
        assert_eq!((lost[15], lost[16], lost[17], lost[18], lost[19]), (0.0, 3.0, 3.0, 3.0, 0.0));
    }

    #[test]
    fn a_cross_zone_delay_of_one_makes_the_machine_loss_free() {
        let mut p = Params::default();
        p.set("YAYILMA.bolge", 1.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::En);
        assert_eq!(fact(&v, "lost_two_machine"), 0.0);
        assert_eq!(fact(&v, "machine_option"), 1.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at};

    #[test]
    fn the_frames_are_the_charted_writes_and_zones_of_the_run() {
        for (key, value) in [("plan", 0.0), ("plan", 2.0), ("scenario", 2.0), ("fault_len", 5.0), ("delay_remote", 8.0)]
        {
            let (_, _, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let served = chart(&v, "served-per-round");
            let units = chart(&v, "unit-states");
            let scene = &f.scenes[0];
            let zones: Vec<&NodeTrack> = scene.nodes.iter().filter(|n| ZONE_IDS.contains(&n.id)).collect();
            assert_eq!(zones.len(), units.traces.len(), "{key}={value}: one gauge per charted zone");
            let intake = &scene.links[0];
            for (i, &round) in f.rounds.iter().enumerate() {
                let x = round as usize - 1;
                let kept = served.traces[0].y[x] + served.traces[1].y[x];
                assert_eq!(intake.flow.at(i), kept, "{key}={value} round {round}");
                assert_eq!(intake.refused.at(i), served.traces[2].y[x]);
                let to_zones: f64 = scene.links[1..].iter().map(|l| l.flow.at(i)).sum();
                assert_eq!(to_zones, intake.flow.at(i));
                for (k, z) in zones.iter().enumerate() {
                    // The unit chart's lane: k + 0.8 × the share alive.
                    let share = z.level(i) / z.capacity as f64;
                    assert!((units.traces[k].y[x] - (k as f64 + 0.8 * share)).abs() < 1e-9);
                }
            }
            // Every write the chart marks lost fails at the fault.
            let lost: f64 = served.traces[1].y.iter().sum();
            assert_eq!((0..f.len()).map(|i| intake.failed.at(i)).sum::<f64>(), lost);
        }
    }

    #[test]
    fn the_step_opens_at_the_loss_window_of_a_region_loss_and_the_fault_loses_writes() {
        let mut p = Params::default();
        sim_core::params::Params::put(&mut p, "plan", 2.0);
        sim_core::params::Params::put(&mut p, "scenario", 2.0);
        let v = view(&p, &sim_core::bolge::olc::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        assert_eq!((fact(&v, "window_open_round"), fact(&v, "fault_round")), (17.0, 20.0));
        let s = &f.scenes[0];
        let open = f.frame_of(17).unwrap();
        assert!(ZONE_IDS.iter().all(|z| s.node(z).unwrap().state.at(open) == Some(State::Ok)));
        let at = f.frame_of(20).unwrap();
        assert_eq!(s.node("b1-a1").unwrap().state.at(at), Some(State::Failed));
        assert_eq!(s.node("b2-a1").unwrap().state.at(at), Some(State::Ok));
        assert!(s.links[0].failed.at(at) > 0.0);
        assert_eq!(fact(&v, "shown_lost_option"), 1.0);
    }
}
