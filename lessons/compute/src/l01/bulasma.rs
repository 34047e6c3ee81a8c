//! Lesson 1, `kipler/bulasma`: the blast-radius table as the course prints it, the component
//! graph coloured by occupancy, and the occupancy bars.

use sim_core::kipler::bulasma::{Blast, Component, FaultMode, Output, Params, COURSE_ROWS, FLOWS};
use sim_core::Lang;

use lessons::jsfmt::{js_string, pad_end, pad_start, to_fixed};
use lessons::view::{fmt_num, palette, t, Chart, Fact, Table, Trace, TraceKind, View, Xs};

/// How the lab runs, prints and shows `kipler/bulasma`, with its explorer's cells.
pub static MODEL: crate::Model<Params, Output> = crate::Model { cell: Some(cell), ..crate::Model::new(sim_core::kipler::bulasma::run, transcript, view) };

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
    s += &format!(
        "\n{}{}{}{}{}{}\n",
        pad_end("arizali bilesen", 20),
        pad_end("kip", 11),
        pad_start("bulasan", 8),
        pad_start("doygun olan", 42),
        pad_start("akis", 6),
        pad_start("etkilenen istek/s", 19)
    );
    for c in COURSE_ROWS {
        for m in [FaultMode::Stop, FaultMode::Slow] {
            let b = o.fault(c, m);
            s += &format!(
                "{}{}{}{}{}{}\n",
                pad_end(c.course_name(), 20),
                pad_end(m.course_name(), 11),
                pad_start(&b.hit.len().to_string(), 8),
                pad_start(&saturated_list(b), 42),
                pad_start(&format!("{}/{}", b.flows_hit.len(), FLOWS.len()), 6),
                pad_start(&to_fixed(b.affected_rate, 2), 19)
            );
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

/// Where each component sits in the graph drawing (entry points left, stores right).
fn position(c: Component) -> (f64, f64) {
    match c {
        Component::Gateway => (0.0, 3.0),
        Component::EndOfDayJob => (0.0, 1.2),
        Component::LogConsumer => (0.0, 0.0),
        Component::TrackingService => (1.0, 3.8),
        Component::EventEndpoint => (1.0, 2.3),
        Component::ProjectionStore => (2.0, 3.8),
        Component::CarrierValidation => (2.0, 2.6),
        Component::StatusStore => (2.0, 1.0),
    }
}

const EDGES: [(Component, Component); 8] = [
    (Component::Gateway, Component::TrackingService),
    (Component::TrackingService, Component::ProjectionStore),
    (Component::Gateway, Component::EventEndpoint),
    (Component::EventEndpoint, Component::CarrierValidation),
    (Component::EventEndpoint, Component::StatusStore),
    (Component::EndOfDayJob, Component::StatusStore),
    (Component::LogConsumer, Component::StatusStore),
    (Component::LogConsumer, Component::ProjectionStore),
];

fn occupancy_color(x: f64) -> &'static str {
    if x >= 1.0 {
        palette::VERMILLION
    } else if x >= 0.75 {
        palette::ORANGE
    } else {
        palette::SKY
    }
}

fn graph(p: &Params, b: &Blast, lang: Lang) -> Chart {
    let slots = p.slots as f64;
    let fault = b.faulty.map(|(c, m)| format!("{} — {}", c.label().get(lang), m.label().get(lang))).unwrap_or_default();
    let mut chart = Chart::new(
        "blast-graph",
        format!("{}: {fault}", t(lang, "Bulaşma kapsamı", "Blast radius")),
        String::new(),
        String::new(),
    );
    chart.bare = true;
    chart.wide = true;
    chart.x_range = Some((-0.45, 2.45));
    chart.y_range = Some((-0.75, 4.35));
    let (mut ex, mut ey) = (Vec::new(), Vec::new());
    for (a, z) in EDGES {
        let (pa, pz) = (position(a), position(z));
        ex.extend([pa.0, pz.0, f64::NAN]);
        ey.extend([pa.1, pz.1, f64::NAN]);
    }
    let mut edges = Trace::new(t(lang, "çağrı", "call"), TraceKind::Line, Xs::Num(ex), ey, palette::GREY);
    edges.show_legend = false;
    let mut nodes = Trace::new(
        t(lang, "bileşen (renk: doluluk)", "component (colour: occupancy)"),
        TraceKind::Nodes,
        Xs::Num(Component::ALL.iter().map(|&c| position(c).0).collect()),
        Component::ALL.iter().map(|&c| position(c).1).collect(),
        palette::SKY,
    );
    for c in Component::ALL {
        let occ = b.occupancy(c, slots);
        let is_faulty = b.faulty.is_some_and(|(f, _)| f == c);
        nodes.point_colors.push(occupancy_color(occ));
        nodes.point_symbols.push(if is_faulty {
            "x"
        } else if occ >= 1.0 {
            "diamond"
        } else {
            "circle"
        });
        let mark = if is_faulty {
            t(lang, " (arızalı)", " (faulty)")
        } else if occ >= 1.0 {
            t(lang, " (doygun)", " (saturated)")
        } else {
            String::new()
        };
        nodes.point_text.push(format!("{}<br>{}{}", c.label().get(lang), to_fixed(occ, 3), mark));
    }
    chart.traces = vec![edges, nodes];
    chart
}

fn occupancy_bars(p: &Params, o: &Output, lang: Lang) -> Chart {
    let slots = p.slots as f64;
    let names: Vec<String> = Component::ALL.iter().map(|c| c.label().get(lang).to_string()).collect();
    let c = p.shown_component;
    let mut chart = Chart::new(
        "occupancy",
        format!("{}: {}", t(lang, "Doluluk", "Occupancy"), c.label().get(lang)),
        String::new(),
        t(lang, "doluluk (tutulan yuva / YUVA)", "occupancy (slots held / YUVA)"),
    );
    let series = |b: &Blast| Component::ALL.iter().map(|&k| b.occupancy(k, slots)).collect::<Vec<_>>();
    chart.traces = vec![
        Trace::new(
            t(lang, "arızasız", "healthy"),
            TraceKind::Bar,
            Xs::Cat(names.clone()),
            series(&o.healthy),
            palette::SKY,
        ),
        Trace::new(
            t(lang, "durma", "stop"),
            TraceKind::Bar,
            Xs::Cat(names.clone()),
            series(o.fault(c, FaultMode::Stop)),
            palette::BLUE,
        ),
        Trace::new(
            t(lang, "yavaşlama", "slowdown"),
            TraceKind::Bar,
            Xs::Cat(names),
            series(o.fault(c, FaultMode::Slow)),
            palette::VERMILLION,
        ),
    ];
    chart.lines = vec![(1.0, t(lang, "doygunluk", "saturation"))];
    chart
}

fn affected_bars(o: &Output, lang: Lang) -> Chart {
    let names: Vec<String> = Component::ALL.iter().map(|c| c.label().get(lang).to_string()).collect();
    let mut chart = Chart::new(
        "affected",
        t(lang, "Arızalı bileşene göre etkilenen istek/s", "Requests/s affected, by faulty component"),
        String::new(),
        t(lang, "etkilenen istek/s", "affected req/s"),
    );
    let rate = |m| Component::ALL.iter().map(|&c| o.fault(c, m).affected_rate).collect::<Vec<_>>();
    chart.traces = vec![
        Trace::new(
            t(lang, "durma", "stop"),
            TraceKind::Bar,
            Xs::Cat(names.clone()),
            rate(FaultMode::Stop),
            palette::BLUE,
        ),
        Trace::new(
            t(lang, "yavaşlama", "slowdown"),
            TraceKind::Bar,
            Xs::Cat(names),
            rate(FaultMode::Slow),
            palette::VERMILLION,
        ),
    ];
    chart
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let slots = p.slots as f64;
    let healthy = Table {
        id: "healthy-load",
        caption: t(lang, "Arızasız gün: bileşen başına doluluk", "Healthy day: occupancy per component"),
        headers: [
            t(lang, "bileşen", "component"),
            t(lang, "tutulan yuva", "slots held"),
            t(lang, "doluluk", "occupancy"),
        ]
        .into(),
        rows: o
            .healthy
            .held
            .iter()
            .map(|(c, v)| vec![c.label().get(lang).to_string(), to_fixed(*v, 2), to_fixed(v / slots, 3)])
            .collect(),
        highlight: o.healthy.held.iter().map(|(_, v)| *v >= slots).collect(),
    };
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
    let blast = Table {
        id: "blast",
        caption: t(lang, "Arızalı bileşen ve kipe göre bulaşma kapsamı", "Blast radius by faulty component and mode"),
        headers: [
            t(lang, "arızalı bileşen", "faulty component"),
            t(lang, "kip", "mode"),
            t(lang, "bulaşan", "hit"),
            t(lang, "doygun olan", "saturated"),
            t(lang, "akış", "flows"),
            t(lang, "etkilenen istek/s", "affected req/s"),
        ]
        .into(),
        rows,
        highlight,
    };
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
        // For a yes/no question "does it still saturate?": 0 yes, 1 no.
        Fact { name: "gateway_slow_not_saturated", value: (gw(yav) < 1.0) as u8 as f64, decimals: 0 },
    ];
    let summary = match lang {
        Lang::Tr => format!(
            "{} {}: {} bileşen bulaştı, {} istek/s etkilendi; ağ geçidi doluluğu {}.",
            p.shown_component.label().tr,
            p.shown_mode.label().tr,
            shown.hit.len(),
            fmt_num(shown.affected_rate, 2, lang),
            fmt_num(gw(shown), 3, lang)
        ),
        Lang::En => format!(
            "{} {}: {} components hit, {} req/s affected; gateway occupancy {}.",
            p.shown_component.label().en,
            p.shown_mode.label().en,
            shown.hit.len(),
            fmt_num(shown.affected_rate, 2, lang),
            fmt_num(gw(shown), 3, lang)
        ),
    };
    View {
        tables: vec![healthy, blast],
        charts: vec![graph(p, shown, lang), occupancy_bars(p, o, lang), affected_bars(o, lang)],
        facts,
        summary,
        ..View::default()
    }
}

/// The explorer's cell: saturated components and affected requests/s for the fault shown.
fn cell(p: &Params) -> Vec<f64> {
    let o = sim_core::kipler::bulasma::run(p);
    let b = o.fault(p.shown_component, p.shown_mode);
    vec![b.saturated.len() as f64, b.affected_rate]
}
