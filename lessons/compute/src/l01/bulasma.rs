//! Lesson 1, `kipler/bulasma`: the blast-radius table as the course prints it, the occupancy
//! bars, and the shown fault spreading round by round (the system view's frames and the
//! occupancy chart: the lab's fluid view of how the course's steady state is reached).

use crate::texts::l01::bulasma::{charts, columns, tables, FRAMES};
use sim_core::kipler::bulasma::{
    calls, flow_calls, flow_passes, spread, spread_rounds, Blast, Component, FaultMode, Held, Output, Params,
    COURSE_ROWS, FLOWS,
};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, Track};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `kipler/bulasma`, with its explorer's cells.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { cell: Some(cell), ..crate::Model::new(sim_core::kipler::bulasma::run, transcript, view) };

fn saturated_list(b: &Blast) -> String {
    let names: Vec<&str> = b.saturated.iter().map(|c| c.course_name()).collect();
    if names.is_empty() {
        "-".into()
    } else {
        names.join(",")
    }
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let slots = p.slots as f64;
    let mut s = format!(
        "model: {} bilesen, {} akis, bilesen basina {} yuva, zaman asimi {} tur, 1 tur = {} ms\n\n",
        o.healthy.held.len(),
        FLOWS.len(),
        p.slots,
        js_string(p.timeout),
        js_string(1000.0 / p.rounds_per_second)
    );
    let loads: Vec<String> =
        o.healthy.held.iter().map(|(c, v)| format!("{} {}", c.course_name(), to_fixed(v / slots, 3))).collect();
    s += &format!("arizasiz gun: {}\n", loads.join(", "));
    let faults = Columns::of(columns::FAULTS);
    s += "\n";
    s += &faults.head();
    for c in COURSE_ROWS {
        for m in [FaultMode::Stop, FaultMode::Slow] {
            let b = o.fault(c, m);
            s += &faults.row(&[
                c.course_name(),
                m.course_name(),
                &b.hit.len().to_string(),
                &saturated_list(b),
                &format!("{}/{}", b.flows_hit.len(), FLOWS.len()),
                &to_fixed(b.affected_rate, 2),
            ]);
        }
    }
    let dur = o.fault(Component::CarrierValidation, FaultMode::Stop);
    let yav = o.fault(Component::CarrierValidation, FaultMode::Slow);
    let g = |b: &Blast| to_fixed(b.held_at(Component::Gateway) / slots, 3);
    s += &format!(
        "\ntasiyici dogrulamasi: durma {} istek/s ve {} bilesen, yavaslama {} ve {} -> x{} istek\n",
        to_fixed(dur.affected_rate, 2),
        dur.hit.len(),
        to_fixed(yav.affected_rate, 2),
        yav.hit.len(),
        to_fixed(o.slow_over_stop, 2)
    );
    s += &format!("ag gecidi dolulugu: arizasiz {} -> durmada {} -> yavaslamada {}\n", g(&o.healthy), g(dur), g(yav));
    s += &format!(
        "duyarlilik: yuva 48 olsaydi yavaslamada doluluk {} (tasmaz), 1 tur 20 ms olsaydi {}\n",
        to_fixed(o.gateway_slow_at_48, 3),
        to_fixed(o.gateway_slow_double_round, 3)
    );
    s += &format!(
        "\nAY3: ayda {} x {} dk = {} dk, K01'in {} dk'lik ariza payinin %{}'i (sure 5 dk olsaydi %{})\n",
        js_string(p.faults_per_month),
        js_string(p.fault_minutes),
        js_string(o.fault_minutes_month),
        js_string(p.budget_minutes),
        to_fixed(o.budget_share_pct, 1),
        to_fixed(o.budget_share_5min_pct, 1)
    );
    s += &format!(
        "ayni {} dakika: durma {} istek, yavaslama {} istek, fark {}\n",
        js_string(o.fault_minutes_month),
        to_fixed(o.requests_stop, 0),
        to_fixed(o.requests_slow, 0),
        to_fixed(o.requests_difference, 0)
    );
    s
}

fn occupancy_bars(p: &Params, o: &Output, lang: Lang) -> Chart {
    let slots = p.slots as f64;
    let names: Vec<String> = Component::ALL.iter().map(|c| c.label().get(lang).to_string()).collect();
    let c = p.shown_component;
    let mut chart = Chart::of(&charts::OCCUPANCY, lang).with_tag(c.label().get(lang));
    let series = |b: &Blast| Component::ALL.iter().map(|&k| b.occupancy(k, slots)).collect::<Vec<_>>();
    chart.traces = Trace::bars(
        Xs::Cat(names),
        [
            (t(lang, "arızasız", "healthy"), series(&o.healthy), palette::SKY),
            (t(lang, "durma", "stop"), series(o.fault(c, FaultMode::Stop)), palette::BLUE),
            (t(lang, "yavaşlama", "slowdown"), series(o.fault(c, FaultMode::Slow)), palette::VERMILLION),
        ],
    );
    chart.lines = vec![(1.0, t(lang, "doygunluk", "saturation"))];
    chart
}

fn affected_bars(o: &Output, lang: Lang) -> Chart {
    let names: Vec<String> = Component::ALL.iter().map(|c| c.label().get(lang).to_string()).collect();
    let mut chart = Chart::of(&charts::AFFECTED, lang);
    let rate = |m| Component::ALL.iter().map(|&c| o.fault(c, m).affected_rate).collect::<Vec<_>>();
    chart.traces = Trace::bars(
        Xs::Cat(names),
        [
            (t(lang, "durma", "stop"), rate(FaultMode::Stop), palette::BLUE),
            (t(lang, "yavaşlama", "slowdown"), rate(FaultMode::Slow), palette::VERMILLION),
        ],
    );
    chart
}

/// Healthy rounds drawn before the fault starts.
const LEAD: usize = 5;
/// At most this many rounds after the fault's start (a timeout far beyond the sliders'
/// range would otherwise ask for millions).
const MAX_SPREAD: usize = 1000;

/// The shown component's fault spreading, stop and slowdown, round by round: the healthy
/// rounds first, then [`spread`] (the lab's fluid view of the course's steady state).
fn spreads(p: &Params) -> [Vec<Held>; 2] {
    let n = spread_rounds(p).min(MAX_SPREAD) + 3;
    FaultMode::ALL.map(|m| {
        let s = spread(p, (p.shown_component, m), n);
        let mut out = vec![s[0]; LEAD];
        out.extend(s);
        out
    })
}

fn occupancy_of(h: &Held, c: Component, slots: f64) -> f64 {
    h[c as usize].iter().sum::<f64>() / slots
}

/// A component's state in a round of a scene: the faulty one fails or slows, the others by
/// their occupancy.
fn component_state(p: &Params, h: &Held, c: Component, mode: FaultMode, round: usize) -> State {
    if c == p.shown_component && round >= LEAD {
        return match mode {
            FaultMode::Stop => State::Failed,
            FaultMode::Slow => State::Slow,
        };
    }
    pool_state(h[c as usize].iter().sum(), p.slots as f64)
}

/// The shown component stopping and slowing down side by side, round by round.
pub fn frames(p: &Params, _o: &Output, lang: Lang) -> Frames {
    let runs = spreads(p);
    let slots = p.slots as f64;
    let n = runs[0].len().min(runs[1].len());
    let mut marks: Vec<Vec<(usize, String)>> = Vec::new();
    for (k, mode) in FaultMode::ALL.into_iter().enumerate() {
        let mut m = vec![(LEAD, format!("{} — {}", p.shown_component.label().get(lang), mode.label().get(lang)))];
        for c in Component::ALL {
            if c == p.shown_component {
                continue;
            }
            if let Some(i) = runs[k].iter().position(|h| occupancy_of(h, c, slots) >= 1.0) {
                let name = c.label().get(lang);
                m.push((i, t!(lang, "{name} doygun", "{name} saturated")));
            }
        }
        marks.push(m);
    }
    let keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).chain([gateway_full_round(p)]).collect();
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "tur", "round"));
    f.charts = vec!["spread"];
    f.flows = FLOWS.iter().map(|fl| fl.name.get(lang).to_string()).collect();
    f.set_texts(&FRAMES, lang);
    for (k, mode) in FaultMode::ALL.into_iter().enumerate() {
        let run = &runs[k];
        let mut s = Scene::new(mode.label().get(lang));
        for c in Component::ALL {
            let fill: Vec<(u8, Track)> = (0..FLOWS.len())
                .filter(|&fl| flow_passes(fl, c))
                .map(|fl| (fl as u8, picks.track(|i| run[i][c as usize][fl])))
                .collect();
            s.nodes.push(
                NodeTrack::new(c.course_name(), picks.states(|i| component_state(p, &run[i], c, mode, i)))
                    .gauge(slots, fill)
                    .note(format!("{} {}", p.slots, t(lang, "yuva", "slots"))),
            );
        }
        for (a, z) in calls() {
            let rate: f64 = (0..FLOWS.len())
                .filter(|&fl| flow_calls(fl, a, z))
                .map(|fl| FLOWS[fl].rate / p.rounds_per_second)
                .sum();
            let failing = z == p.shown_component;
            s.links.push(LinkTrack::new(a.course_name(), z.course_name(), Track::constant(rate)).failed(picks.track(
                |i| {
                    if failing && i >= LEAD {
                        rate
                    } else {
                        0.0
                    }
                },
            )));
        }
        for (i, text) in &marks[k] {
            s.event(*i as u32, text.clone());
        }
        f.scenes.push(s);
    }
    f
}

/// The first round the gateway is full while the shown component slows down (the last round
/// drawn when it never fills).
fn gateway_full_round(p: &Params) -> usize {
    let runs = spreads(p);
    let slow = &runs[1];
    slow.iter().position(|h| occupancy_of(h, Component::Gateway, p.slots as f64) >= 1.0).unwrap_or(slow.len() - 1)
}

/// The shown fault's occupancy round by round: every component it changes.
fn spread_chart(p: &Params, lang: Lang) -> Chart {
    let runs = spreads(p);
    let run = &runs[(p.shown_mode == FaultMode::Slow) as usize];
    let slots = p.slots as f64;
    let mut c = Chart::of(&charts::SPREAD, lang)
        .with_tag(format!("{} — {}", p.shown_component.label().get(lang), p.shown_mode.label().get(lang)))
        .with_x_title(t!(lang, "tur (arıza {LEAD}. turda başlar)", "round (the fault starts in round {LEAD})"));
    let xs: Vec<f64> = (0..run.len()).map(|i| i as f64).collect();
    const COLORS: [&str; 8] = [
        palette::VERMILLION,
        palette::BLUE,
        palette::SKY,
        palette::ORANGE,
        palette::PURPLE,
        palette::GREEN,
        palette::GREY,
        palette::BLACK,
    ];
    const DASHES: [&str; 3] = ["solid", "dash", "dot"];
    for (k, comp) in Component::ALL.into_iter().enumerate() {
        let y: Vec<f64> = run.iter().map(|h| occupancy_of(h, comp, slots)).collect();
        if y.first() == y.last() {
            continue;
        }
        let n = c.traces.len();
        c.traces.push(Trace::line(comp.label().get(lang), Xs::Num(xs.clone()), y, COLORS[k]).dash(DASHES[n % 3]));
    }
    c.lines = vec![(1.0, t(lang, "doygunluk", "saturation"))];
    c.marker = Some((LEAD as f64, t(lang, "arıza başlar", "the fault starts")));
    c.wide = true;
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let slots = p.slots as f64;
    let healthy = Table::of(
        &tables::HEALTHY_LOAD,
        lang,
        o.healthy
            .held
            .iter()
            .map(|(c, v)| vec![c.label().get(lang).to_string(), to_fixed(*v, 2), to_fixed(v / slots, 3)])
            .collect(),
    )
    .highlight(o.healthy.held.iter().map(|(_, v)| *v >= slots).collect())
    .course_numbers(lang);
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for c in COURSE_ROWS {
        for m in [FaultMode::Stop, FaultMode::Slow] {
            let b = o.fault(c, m);
            let sat: Vec<&str> = b.saturated.iter().map(|k| k.label().get(lang)).collect();
            rows.push(vec![
                c.label().get(lang).to_string(),
                m.label().get(lang).to_string(),
                b.hit.len().to_string(),
                if sat.is_empty() { "-".into() } else { sat.join(", ") },
                format!("{}/{}", b.flows_hit.len(), FLOWS.len()),
                to_fixed(b.affected_rate, 2),
            ]);
            highlight.push(c == p.shown_component && m == p.shown_mode);
        }
    }
    let blast = Table::of(&tables::BLAST, lang, rows).highlight(highlight).course_numbers(lang);
    let shown = o.fault(p.shown_component, p.shown_mode);
    let dur = o.fault(Component::CarrierValidation, FaultMode::Stop);
    let yav = o.fault(Component::CarrierValidation, FaultMode::Slow);
    let gw = |b: &Blast| b.held_at(Component::Gateway) / slots;
    let facts = vec![
        Fact { name: "gateway_healthy", value: gw(&o.healthy), decimals: 3 },
        Fact { name: "gateway_stop", value: gw(dur), decimals: 3 },
        Fact { name: "gateway_slow", value: gw(yav), decimals: 3 },
        Fact { name: "carrier_stop_rate", value: dur.affected_rate, decimals: 2 },
        Fact { name: "carrier_slow_rate", value: yav.affected_rate, decimals: 2 },
        Fact { name: "carrier_slow_hit", value: yav.hit.len() as f64, decimals: 0 },
        Fact { name: "slow_over_stop", value: o.slow_over_stop, decimals: 2 },
        Fact { name: "shown_hit", value: shown.hit.len() as f64, decimals: 0 },
        Fact { name: "shown_rate", value: shown.affected_rate, decimals: 2 },
        Fact { name: "slots", value: slots, decimals: 0 },
        Fact { name: "timeout", value: p.timeout, decimals: 0 },
        Fact { name: "requests_difference", value: o.requests_difference, decimals: 0 },
        Fact { name: "healthy_saturated", value: o.healthy.saturated.len() as f64, decimals: 0 },
        // Which mode hits more requests at the carrier: 0 stop, 1 slowdown, 2 the same.
        Fact {
            name: "which_worse",
            value: if yav.affected_rate > dur.affected_rate {
                1.0
            } else if yav.affected_rate < dur.affected_rate {
                0.0
            } else {
                2.0
            },
            decimals: 0,
        },
        // The smallest pool at which the slowed carrier no longer saturates the gateway.
        Fact { name: "gateway_slow_min_slots", value: yav.held_at(Component::Gateway).floor() + 1.0, decimals: 0 },
        Fact { name: "gateway_slow_held", value: yav.held_at(Component::Gateway), decimals: 1 },
        // The shown component slowing down, round by round: the fault's round, and the first
        // round the gateway is full (the last round drawn when it never fills).
        Fact { name: "fault_round", value: LEAD as f64, decimals: 0 },
        Fact { name: "gateway_full_round", value: gateway_full_round(p) as f64, decimals: 0 },
        // For a yes/no question "does it still saturate?": 0 yes, 1 no.
        Fact { name: "gateway_slow_not_saturated", value: (gw(yav) < 1.0) as u8 as f64, decimals: 0 },
    ];
    let (component, mode) = (p.shown_component.label().get(lang), p.shown_mode.label().get(lang));
    let hit = shown.hit.len();
    let affected = fmt_num(shown.affected_rate, 2, lang);
    let gateway = fmt_num(gw(shown), 3, lang);
    let summary = t!(
        lang,
        "{component} {mode}: {hit} bileşen bulaştı, {affected} istek/s etkilendi; ağ geçidi doluluğu {gateway}.",
        "{component} {mode}: {hit} components hit, {affected} req/s affected; gateway occupancy {gateway}."
    );
    let charts = vec![spread_chart(p, lang), occupancy_bars(p, o, lang), affected_bars(o, lang)];
    View::new(vec![healthy, blast], charts, facts, notes(o, slots, lang), summary).with_frames(frames(p, o, lang))
}

/// The course's AY2 reason names a healthy-day peak occupancy: it is the end-of-day job's,
/// which the course itself runs in a window of its own, not the gateway's.
fn notes(o: &Output, slots: f64, lang: Lang) -> Vec<Note> {
    let row = |c: Component| o.healthy.held.iter().position(|(k, _)| *k == c);
    let (Some(job), Some(gw)) = (row(Component::EndOfDayJob), row(Component::Gateway)) else { return Vec::new() };
    let occupancy = |i: usize| fmt_num(o.healthy.held[i].1 / slots, 3, lang);
    let (peak, gateway) = (occupancy(job), occupancy(gw));
    let mut notes = vec![Note {
        on: NoteOn::Cell("healthy-load", job, 2),
        text: t!(
            lang,
            "Kurs AY2'yi arızasız günün tepe doluluğuyla gerekçelendirir; o tepe bu satırdır: gün sonu işi, {peak}. Kurs bu işin kendi penceresinde çalıştığını da söyler. Canlı isteklerin girdiği ağ geçidinin doluluğu {gateway}.",
            "The course justifies AY2 by the healthy day's peak occupancy; that peak is this row: the end-of-day job, {peak}. The course also says this job runs in a window of its own. The gateway, where live requests enter, is at {gateway}."
        ),
    }];
    notes.push(Note {
        on: NoteOn::Table("blast"),
        text: t(
            lang,
            "Modelin sayımı, başarısız bir kardeşten sonra hiç çağrılmayan bileşenleri de doluluğa katar: taşıyıcı doğrulaması düşünce durum deposu yine yük alır. Kursun sayıları bu basitleştirmeyle çıkar.",
            "The model's count charges the components that a failing sibling cuts off, though they are never called: with carrier validation down, the status store still takes load. The course's numbers come with this simplification.",
        ),
    });
    // The course's sensitivity line writes "(tasmaz)", does not overflow, whatever it prints.
    if o.gateway_slow_at_48 >= 1.0 {
        let at = fmt_num(o.gateway_slow_at_48, 3, lang);
        notes.push(Note {
            on: NoteOn::Chart("occupancy"),
            text: t!(
                lang,
                "Kursun duyarlılık satırı, yuvaları artırılmış geçidin yavaşlamadaki doluluğuna her zaman \"taşmaz\" der; bu değerlerde o doluluk {at}: geçit taşar.",
                "The course's sensitivity line always calls the enlarged gateway's occupancy in the slowdown \"does not overflow\"; at these values it is {at}: the gateway overflows."
            ),
        });
    }
    notes
}

#[cfg(test)]
mod note_tests {
    use super::*;

    #[test]
    fn the_does_not_overflow_note_shows_only_where_the_enlarged_gateway_overflows() {
        let overflow = |timeout: f64| {
            let p = Params { timeout, ..Params::default() };
            view(&p, &sim_core::kipler::bulasma::run(&p), Lang::En).chart_notes("occupancy").count()
        };
        assert_eq!((overflow(20.0), overflow(40.0)), (0, 1));
    }

    #[test]
    fn the_ay2_peak_note_sits_on_the_end_of_day_job_s_occupancy() {
        let p = Params::default();
        let v = view(&p, &sim_core::kipler::bulasma::run(&p), Lang::Tr);
        let n = v.table_notes("healthy-load").next().unwrap();
        assert_eq!(n.on, NoteOn::Cell("healthy-load", 6, 2));
        assert!(n.text.contains("0,781") && n.text.contains("0,703"), "{}", n.text);
    }
}

/// The explorer's cell: saturated components and affected requests/s for the fault shown.
fn cell(p: &Params) -> Vec<f64> {
    let o = sim_core::kipler::bulasma::run(p);
    let b = o.fault(p.shown_component, p.shown_mode);
    vec![b.saturated.len() as f64, b.affected_rate]
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, run_at};

    #[test]
    fn the_frames_are_the_charted_spread_and_end_at_the_table_s_fault_rows() {
        for (key, value) in [("shown_mode", 1.0), ("shown_mode", 0.0), ("shown_component", 5.0), ("slots", 48.0)] {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::En);
            let f = v.frames.as_ref().unwrap();
            let chart = chart(&v, "spread");
            let scene = &f.scenes[(p.shown_mode == FaultMode::Slow) as usize];
            let changed: Vec<Component> = Component::ALL
                .into_iter()
                .filter(|&c| {
                    let node = scene.node(c.course_name()).unwrap();
                    node.level(0) != node.level(f.len() - 1)
                })
                .collect();
            assert_eq!(changed.len(), chart.traces.len(), "{key}={value}");
            for (trace, c) in chart.traces.iter().zip(&changed) {
                let node = scene.node(c.course_name()).unwrap();
                for (i, &r) in f.rounds.iter().enumerate() {
                    // The frames carry f32 (a drawing needs no more).
                    assert!((node.level(i) / p.slots as f64 - trace.y[r as usize]).abs() < 1e-5, "{c:?} round {r}");
                }
            }
            // The last frame is the course's fault row (the occupancy bars, the table's rows).
            for (k, mode) in FaultMode::ALL.into_iter().enumerate() {
                for c in Component::ALL {
                    let node = f.scenes[k].node(c.course_name()).unwrap();
                    let want = o.fault(p.shown_component, mode).held_at(c);
                    assert!((node.level(f.len() - 1) - want).abs() < 1e-4, "{mode:?} {c:?}");
                }
            }
        }
    }
}
