//! Lesson 7, `kapi/kosum`: the course's three day tables, protected peak, healthy-day cost and
//! sensitivity lines; the per-class outcome of the chosen gate per day, the protected peak per
//! setting, and your day's backlog round by round.

use crate::texts::l07::kosum::{charts, columns, tables, FRAMES};
use sim_core::kapi::kosum::{Output, Params, DAYS, NODE_DOWN_CAPACITY, SENSITIVITY, SETTINGS, SETTING_LABELS};
use sim_core::kapi::uc::{Counts, RoundTrace, BATCH, BATCH_RATE, FLOWS, SHED_LIMIT_ROUNDS};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::percent;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `kapi/kosum`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::kapi::kosum::run, transcript, view);

fn slash(v: &[u64; 3]) -> String {
    v.map(|x| x.to_string()).join("/")
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let g = &p.gate;
    let mut s = format!(
        "kapasite {} birim/tur; olagan talep {} birim/tur (doluluk %{})\n",
        g.capacity,
        to_fixed(o.normal_demand, 2),
        to_fixed(o.occupancy_pct, 1)
    );
    let rates = g.rates();
    let flows: Vec<String> = FLOWS
        .iter()
        .zip(rates)
        .map(|(f, r)| format!("{}(sinif {}, {} birim, {}/tur)", f.name, f.class, f.units, js_string(r)))
        .collect();
    s += &format!("akislar: {}\n", flows.join(", "));
    let ceilings: Vec<String> =
        FLOWS.iter().zip(g.ceilings()).map(|(f, c)| format!("{} {}", f.name, to_fixed(c, 2))).collect();
    s += &format!("kisitlama tavanlari (olagan hiz x {}): {}\n", js_string(g.ceiling_factor), ceilings.join(", "));

    for (d, day) in DAYS.iter().enumerate() {
        s += &format!("\n-- {} --\n", day.name);
        s += &Columns::of(columns::SETTINGS).table(SETTINGS.iter().enumerate(), |(k, (name, _, _))| {
            [vec![name.to_string()], count_cells(o.run(d, k))].concat()
        });
    }

    s += "\n-- AY13b'de korunan tepe --\n";
    s += &format!(
        "bosaltma acikken karsilanan olay+takip = {} istek/tur; K01 tepe uc {} istek/s -> orani {}\n",
        to_fixed(o.protected_per_round, 2),
        js_string(g.peak_edge),
        to_fixed(o.protected_ratio, 4)
    );
    s += &format!(
        "toplu akisin birim yuku {}/tur, dugum kaybinin acigi {}/tur\n",
        to_fixed(o.batch_load, 2),
        to_fixed(o.node_loss_gap, 2)
    );
    s += &format!(
        "kapisiz duzende AY13b bir kesintidir: {} dk x {} = {} dk/ay = K01 ariza payinin ({} dk) %{}'i\n",
        js_string(p.outage_minutes),
        js_string(p.outages_per_month),
        js_string(o.outage_per_month),
        js_string(p.failure_allowance),
        to_fixed(o.outage_share_pct, 1)
    );
    s += &format!(
        "kapili duzende ayni sure kesinti degil kismi reddir: {} istek/tur reddedilir\n",
        to_fixed(o.partial_reject_per_round, 2)
    );

    s += "\n-- arizasiz gunun bedeli --\n";
    let k = o.run(0, 1);
    s += &format!(
        "kisitlama: {} gecerli takip sorgusu reddedildi = gelenin %{}, tepe okumada {} istek/s\n",
        k.throttled[1],
        to_fixed(o.throttled_tracking_pct, 2),
        to_fixed(o.throttled_tracking_rate, 2)
    );
    s += &format!(
        "salinim kapatilinca ayni ayar: {} red -> tavani asan sey ortalama hiz degil, tepedir\n",
        o.steady.throttled[1]
    );
    let (b, h) = (o.run(0, 2), o.run(0, 0));
    s += &format!(
        "bosaltma: {} red, en buyuk yas {} tur (kapisiz duzende {} tur)\n",
        b.total_shed(),
        b.max_age,
        h.max_age
    );
    s += "her istek iki denetimden gecer: akis tavani ve doluluk -> istek basina 2 denetim\n";

    s += "\n-- AY13'un duyarliligi --\n";
    s += &Columns::of(columns::SCENARIOS)
        .table(&o.sensitivity, |r| vec![r.name.to_string(), slash(&r.counts.accepted), r.rejected.to_string()]);
    s
}

fn day_names(lang: Lang) -> Vec<String> {
    let mut v: Vec<String> = DAYS.iter().map(|d| d.label.get(lang).to_string()).collect();
    v.push(t(lang, "sizin gününüz", "your day"));
    v
}

/// Stacked bars: for each day (the course's three and yours) and class, where the arrivals went
/// under the chosen gate.
fn outcome_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let setting = p.setting();
    let runs: Vec<&Counts> = (0..3).map(|d| o.run(d, setting)).chain(core::iter::once(&o.yours)).collect();
    let days = day_names(lang);
    let mut cats = Vec::new();
    for d in &days {
        for f in &FLOWS {
            cats.push(format!("{d} · {}", f.label.get(lang)));
        }
    }
    let series = |f: &dyn Fn(&Counts, usize) -> u64| -> Vec<f64> {
        runs.iter().flat_map(|r| (0..3).map(move |i| (*r, i))).map(|(r, i)| percent(f(r, i), r.arrived[i])).collect()
    };
    let mut c = Chart::of(&charts::OUTCOME_BY_CLASS, lang).with_tag(SETTING_LABELS[setting].get(lang));
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "kabul, işlendi", "accepted, served"), series(&|r, i| r.served(i)), palette::BLUE),
            (
                t(lang, "kabul, sonda hâlâ kuyrukta", "accepted, still queued at the end"),
                series(&|r, i| r.waiting[i]),
                palette::SKY,
            ),
            (t(lang, "kısıtlandı", "throttled"), series(&|r, i| r.throttled[i]), palette::ORANGE),
            (t(lang, "boşaltıldı", "shed"), series(&|r, i| r.shed[i]), palette::VERMILLION),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.y_range = Some((0.0, 100.0));
    c.wide = true;
    c
}

/// AY13b: status events and tracking queries admitted per round under each setting, against
/// K01's edge peak (the course's protected peak is the shedding-only bar).
fn protected_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds = p.rounds as f64;
    let names: Vec<String> = SETTING_LABELS.iter().map(|l| l.get(lang).to_string()).collect();
    let per_round =
        |f: &dyn Fn(&Counts) -> u64| -> Vec<f64> { (0..4).map(|k| f(o.run(2, k)) as f64 / rounds).collect() };
    let mut c = Chart::of(&charts::PROTECTED_PEAK, lang);
    c.traces = Trace::bars(
        Xs::Cat(names),
        [
            (
                t(lang, "kabul edilen (kursun ölçüsü)", "accepted (the course's measure)"),
                per_round(&|r| r.accepted[0] + r.accepted[1]),
                palette::BLUE,
            ),
            (
                t(lang, "koşum bitmeden işlenen", "served before the run ends"),
                per_round(&|r| r.served(0) + r.served(1)),
                palette::GREEN,
            ),
        ],
    );
    c.lines = vec![(p.gate.peak_edge, t(lang, "K01 uç tepesi", "K01 edge peak"))];
    c
}

/// Your day round by round: the queued units with the chosen gate and without one, against the
/// shedding limit (twice the capacity).
fn backlog_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = (1..=o.trace.len()).map(|i| i as f64).collect();
    let mut c = Chart::of(&charts::YOUR_DAY_BACKLOG, lang).with_title(format!(
        "{} ({}, {} {}, {} {})",
        t(lang, "Sizin gününüz: kuyruktaki iş", "Your day: queued work"),
        SETTING_LABELS[p.setting()].get(lang),
        t(lang, "kapasite", "capacity"),
        p.gate.capacity,
        t(lang, "toplu hızı", "batch rate"),
        fmt_num(p.batch_rate, 1, lang)
    ));
    c.traces = vec![
        Trace::line(
            SETTING_LABELS[p.setting()].get(lang),
            Xs::Num(xs.clone()),
            o.trace.iter().map(|r| r.backlog as f64).collect(),
            palette::BLUE,
        ),
        Trace::line(
            SETTING_LABELS[0].get(lang),
            Xs::Num(xs),
            o.trace_ungated.iter().map(|r| r.backlog as f64).collect(),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    c.lines = vec![(
        (SHED_LIMIT_ROUNDS * p.gate.capacity) as f64,
        t!(lang, "boşaltma sınırı ({} × kapasite)", "shedding limit ({} × capacity)", SHED_LIMIT_ROUNDS),
    )];
    c.wide = true;
    c
}

/// One setting's counts on one day, as the course's table and the page's print them.
fn count_cells(r: &Counts) -> Vec<String> {
    vec![
        slash(&r.accepted),
        slash(&r.throttled),
        slash(&r.shed),
        r.max_age.to_string(),
        r.backlog.to_string(),
        r.pending_age.to_string(),
    ]
}

fn day_table(o: &Output, d: usize, setting: usize, lang: Lang) -> Table {
    Table {
        id: ["day-healthy", "day-ay13a", "day-ay13b"][d],
        caption: DAYS[d].label.get(lang).to_string(),
        headers: vec![
            t(lang, "ayar", "setting"),
            t(lang, "kabul olay/takip/toplu", "accepted event/tracking/batch"),
            t(lang, "kısıtlama reddi", "throttled"),
            t(lang, "boşaltma reddi", "shed"),
            t(lang, "en büyük yaş (tur)", "max age (rounds)"),
            t(lang, "biriken (birim)", "backlog (units)"),
            t(lang, "bekleyen yaş (tur)", "pending age (rounds)"),
        ],
        rows: (0..4)
            .map(|k| [vec![SETTING_LABELS[k].get(lang).to_string()], count_cells(o.run(d, k))].concat())
            .collect(),
        highlight: (0..4).map(|k| k == setting).collect(),
    }
    .course_numbers(lang)
}

fn sensitivity_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::SENSITIVITY,
        lang,
        o.sensitivity
            .iter()
            .zip(SENSITIVITY)
            .map(|(r, (_, batch, capacity))| {
                vec![
                    sensitivity_name(batch, capacity, p.gate.capacity, lang),
                    slash(&r.counts.accepted),
                    r.rejected.to_string(),
                ]
            })
            .collect(),
    )
    .highlight(vec![false; 4])
    .course_numbers(lang)
}

/// A sensitivity row's name: the batch rate it sets, or the capacity it sets and how far that is
/// from the capacity you set.
fn sensitivity_name(batch: Option<f64>, capacity: Option<u64>, yours: u64, lang: Lang) -> String {
    match (batch, capacity) {
        (Some(b), _) => t!(lang, "toplu {} istek/tur", "batch {} req/round", fmt_num(b, 1, lang)),
        (None, Some(c)) if yours == 0 => t!(lang, "kapasite {}", "capacity {}", c),
        (None, Some(c)) if c <= yours => {
            let loss = fmt_num(100.0 - percent(c, yours), 0, lang);
            t!(lang, "kapasite {} (%{} kayıp)", "capacity {} ({}% loss)", c, loss)
        }
        (None, Some(c)) => {
            let gain = fmt_num(percent(c, yours) - 100.0, 0, lang);
            t!(lang, "kapasite {} (%{} fazla)", "capacity {} ({}% more)", c, gain)
        }
        (None, None) => t(lang, "dersin ayarı", "the course's setting"),
    }
}

/// A number of rounds with its unit (Turkish keeps the unit singular).
fn rounds(n: u64, lang: Lang) -> String {
    match (lang, n) {
        (Lang::Tr, _) => format!("{n} tur"),
        (Lang::En, 1) => "1 round".into(),
        (Lang::En, _) => format!("{} rounds", fmt_num(n as f64, 0, lang)),
    }
}

/// The ids of the flows' sources, in [`FLOWS`] order.
const SOURCE_IDS: [&str; 3] = ["events", "tracking", "batch"];

/// The first round (1-based) at which the ungated queue holds more than a round's capacity
/// (its requests wait longer than a round); 1 if it never does.
fn ungated_late_round(p: &Params, o: &Output) -> usize {
    o.trace_ungated.iter().position(|r| r.backlog > p.gate.capacity).map_or(1, |i| i + 1)
}

/// The gate's state in a round: shedding, throttling or letting everything through.
fn gate_state(r: &RoundTrace, gated: bool) -> State {
    if !gated {
        State::Idle
    } else if r.shed.iter().any(|&x| x > 0) {
        State::Shedding
    } else if r.throttled.iter().any(|&x| x > 0) {
        State::Throttling
    } else {
        State::Ok
    }
}

/// "Your day" round by round without the gate and with the chosen one, over the lesson's
/// system: each flow's arrivals and what the gate turned away, and the edge's queue.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let runs = [(&o.trace_ungated, 0usize), (&o.trace, p.setting())];
    let cap = p.gate.capacity as f64;
    let mut marks: Vec<Vec<(usize, String)>> = Vec::new();
    for (tr, _) in &runs {
        let mut m = Vec::new();
        if let Some(i) = tr.iter().position(|r| r.throttled.iter().any(|&x| x > 0)) {
            m.push((i, t(lang, "kapı ilk kez kısıtladı", "the gate throttles for the first time")));
        }
        if let Some(i) = tr.iter().position(|r| r.shed.iter().any(|&x| x > 0)) {
            m.push((i, t(lang, "kapı ilk kez boşalttı", "the gate sheds for the first time")));
        }
        if let Some(i) = tr.iter().position(|r| r.backlog as f64 > cap) {
            m.push((i, t(lang, "kuyruk bir turluk kapasiteyi aştı", "the queue holds more than a round's capacity")));
        }
        marks.push(m);
    }
    let late = ungated_late_round(p, o) - 1;
    let keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).chain([late]).collect();
    let n = o.trace.len().min(o.trace_ungated.len());
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["your-day-backlog"];
    f.set_texts(&FRAMES, lang);
    f.note = t!(
        lang,
        "Bağlantılar istek sayar (bir toplu istek {} birimdir); uç düğümlerin göstergesi kuyruktaki birimi bir turluk kapasiteye göre çizer.",
        "Links count requests (a batch request is {} units); the edge nodes' gauge draws the queued units against one round's capacity.",
        FLOWS[BATCH].units
    );
    for ((tr, setting), marks) in runs.into_iter().zip(marks) {
        let gated = setting != 0;
        let mut s = Scene::new(SETTING_LABELS[setting].get(lang));
        for id in SOURCE_IDS {
            s.nodes.push(NodeTrack::new(id, StateTrack::constant(State::Ok)));
        }
        s.nodes.push(NodeTrack::new("gate", picks.states(|i| gate_state(&tr[i], gated))).note(if gated {
            SETTING_LABELS[setting].get(lang).to_string()
        } else {
            t(lang, "her şeyi geçirir", "lets all through")
        }));
        s.nodes.push(
            NodeTrack::new("edge", picks.states(|i| pool_state(tr[i].backlog as f64, cap)))
                .gauge(cap, vec![(0, picks.track(|i| tr[i].backlog as f64))])
                .note(format!("{} {}", p.gate.capacity, t(lang, "birim/tur", "units/round"))),
        );
        for (k, id) in SOURCE_IDS.into_iter().enumerate() {
            let r = |i: usize| &tr[i];
            s.links.push(
                LinkTrack::new(
                    id,
                    "gate",
                    picks.track(|i| (r(i).accepted[k] + r(i).throttled[k] + r(i).shed[k]) as f64),
                )
                .refused(picks.track(|i| (r(i).throttled[k] + r(i).shed[k]) as f64)),
            );
        }
        let mut out = LinkTrack::new("gate", "edge", picks.track(|i| tr[i].accepted.iter().sum::<u64>() as f64));
        if gated {
            out = out.pattern("", picks.states(|i| gate_state(&tr[i], true)));
        }
        s.links.push(out);
        for (i, text) in marks {
            s.event(i as u32 + 1, text);
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let setting = p.setting();
    let mut tables: Vec<Table> = (0..3).map(|d| day_table(o, d, setting, lang)).collect();
    tables.push(sensitivity_table(p, o, lang));

    let f = Fact::count;
    let r = Fact::new;
    let (h_thr, a_none, a_thr, a_shed) = (o.run(0, 1), o.run(1, 0), o.run(1, 1), o.run(1, 2));
    let (b_none, b_thr, b_shed, b_both) = (o.run(2, 0), o.run(2, 1), o.run(2, 2), o.run(2, 3));
    let deep = &o.sensitivity[3].counts;
    let ratio = if a_thr.accepted[2] == 0 { 0.0 } else { a_shed.accepted[2] as f64 / a_thr.accepted[2] as f64 };
    let yours = &o.yours;
    let max_backlog = |tr: &[RoundTrace]| tr.iter().map(|r| r.backlog).max().unwrap_or(0);
    let (your_max, ungated_max) = (max_backlog(&o.trace), max_backlog(&o.trace_ungated));
    let limit = SHED_LIMIT_ROUNDS * p.gate.capacity;
    let facts = vec![
        // Your day: the round the ungated queue first holds more than a round's capacity, the
        // last round, both runs' largest queue and the shedding limit; and what your gate's
        // queue does: 0 it grows like the ungated one, 1 it stays within the limit, 2 neither.
        f("ungated_late_round", ungated_late_round(p, o) as u64),
        f("last_round", o.trace.len() as u64),
        f("your_max_backlog", your_max),
        f("ungated_max_backlog", ungated_max),
        f("shedding_limit", limit),
        Fact {
            name: "your_queue_option",
            value: if your_max as f64 >= 0.9 * ungated_max as f64 {
                0.0
            } else if your_max <= limit {
                1.0
            } else {
                2.0
            },
            decimals: 0,
        },
        f("healthy_throttled_tracking", h_thr.throttled[1]),
        f("healthy_throttled_batch", h_thr.throttled[2]),
        f("healthy_batch_arrived", h_thr.arrived[2]),
        f("healthy_throttle_max_age", h_thr.max_age),
        f("healthy_throttle_backlog", h_thr.backlog),
        r("healthy_throttled_batch_pct", percent(h_thr.throttled[2], h_thr.arrived[2]), 1),
        r("throttled_tracking_pct", o.throttled_tracking_pct, 2),
        r("throttled_tracking_rate", o.throttled_tracking_rate, 2),
        f("steady_throttled_tracking", o.steady.throttled[1]),
        f("steady_throttled_batch", o.steady.throttled[2]),
        r("ceiling_tracking", p.gate.ceilings()[1], 2),
        r("ceiling_batch", p.gate.ceilings()[2], 2),
        r("batch_let_through_per_round", h_thr.accepted[2] as f64 / p.rounds.max(1) as f64, 2),
        r("ceiling_factor", p.gate.ceiling_factor, 2),
        r("batch_rate_usual", BATCH_RATE, 1),
        f("healthy_shed", o.run(0, 2).total_shed()),
        f("ay13a_none_max_age", a_none.max_age),
        f("ay13a_none_backlog", a_none.backlog),
        f("ay13a_throttle_batch", a_thr.accepted[2]),
        f("ay13a_throttle_max_age", a_thr.max_age),
        f("ay13a_shed_batch", a_shed.accepted[2]),
        f("ay13a_shed_max_age", a_shed.max_age),
        f("ay13a_shed_backlog", a_shed.backlog),
        r("ay13a_shed_over_throttle", ratio, 1),
        f("ay13b_none_max_age", b_none.max_age),
        f("ay13b_throttled_tracking", b_thr.throttled[1]),
        f("ay13b_throttled_batch", b_thr.throttled[2]),
        f("ay13b_throttle_max_age", b_thr.max_age),
        f("ay13b_throttle_backlog", b_thr.backlog),
        f("ay13b_shed_max_age", b_shed.max_age),
        f("ay13b_shed_backlog", b_shed.backlog),
        f("ay13b_shed_tracking", b_shed.shed[1]),
        f("ay13b_shed_batch", b_shed.shed[2]),
        f("ay13b_shed_events", b_shed.shed[0]),
        f("ay13b_events_kept", b_shed.accepted[0]),
        f("ay13b_shed_accepted_tracking", b_shed.accepted[1]),
        f("ay13b_both_accepted_tracking", b_both.accepted[1]),
        r("protected_per_round", o.protected_per_round, 2),
        r("protected_ratio", o.protected_ratio, 4),
        r("protected_pct", o.protected_ratio * 100.0, 2),
        r("peak_edge", p.gate.peak_edge, 2),
        r("node_loss_gap", o.node_loss_gap, 2),
        r("batch_load", o.batch_load, 2),
        f("deep_loss_tracking", deep.accepted[1]),
        f("deep_loss_batch", deep.accepted[2]),
        f("deep_loss_tracking_shed", deep.shed[1]),
        f("capacity", p.gate.capacity),
        f("yours_throttled", yours.total_throttled()),
        f("yours_shed", yours.total_shed()),
        f("yours_max_age", yours.max_age),
        f("yours_backlog", yours.backlog),
        f("yours_batch_accepted", yours.accepted[2]),
        f("yours_tracking_shed", yours.shed[1]),
        f("yours_ungated_max_age", o.yours_ungated.max_age),
        f("yours_ungated_backlog", o.yours_ungated.backlog),
        // How AY13b's throttling compares with the healthy day's: 0 it rejects nothing,
        // 1 exactly as much as on the healthy day, 2 more than on the healthy day.
        r(
            "ay13b_throttle_option",
            match b_thr.total_throttled() {
                0 => 0.0,
                n if n == h_thr.total_throttled() => 1.0,
                _ => 2.0,
            },
            0,
        ),
        // Share of the batch requests throttled on the healthy day: 0 none, 1 under a tenth,
        // 2 a tenth or more.
        r(
            "healthy_batch_option",
            match h_thr.throttled[2] {
                0 => 0.0,
                n if n * 10 < h_thr.arrived[2] => 1.0,
                _ => 2.0,
            },
            0,
        ),
        // Your day at 455 with both on: the first class shed after the batch: 0 events,
        // 1 tracking queries, 2 none.
        r(
            "yours_next_cut_option",
            if yours.shed[0] > 0 {
                0.0
            } else if yours.shed[1] > 0 {
                1.0
            } else {
                2.0
            },
            0,
        ),
        // The intro's figures: AY13b's capacity, fixed in the course's code, and the shedding limit.
        Fact::count("node_down_capacity", NODE_DOWN_CAPACITY),
        Fact::count("shed_limit_rounds", SHED_LIMIT_ROUNDS),
    ];
    let name = SETTING_LABELS[setting].get(lang);
    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let (throttled, shed, backlog) = (n(yours.total_throttled()), n(yours.total_shed()), n(yours.backlog));
    let (age, ungated_age) = (rounds(yours.max_age, lang), rounds(o.yours_ungated.max_age, lang));
    let summary = t!(
        lang,
        "Sizin gününüz ({name}): {throttled} kısıtlandı, {shed} boşaltıldı, en büyük yaş {age}, biriken {backlog} birim; kapısız düzende en büyük yaş {ungated_age}.",
        "Your day ({name}): {throttled} throttled, {shed} shed, max age {age}, backlog {backlog} units; without a gate the max age is {ungated_age}."
    );
    let charts = vec![outcome_chart(p, o, lang), protected_chart(p, o, lang), backlog_chart(p, o, lang)];
    View::new(tables, charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// Where the course's text says more than its model shows, on the cell or row concerned (the
/// day tables' rows are the settings: none, throttling, shedding, both; column 2 is throttled).
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let n = |v: u64| fmt_num(v as f64, 0, lang);
    let (h_thr, b_none, b_thr, b_shed, b_both) = (o.run(0, 1), o.run(2, 0), o.run(2, 1), o.run(2, 2), o.run(2, 3));
    let both_is_throttling = (0..2).all(|d| o.run(d, 3).accepted == o.run(d, 1).accepted);
    let mut both = t!(
        lang,
        "Ders ikisini birden her senaryoda en iyisi sayıyor. AY13b'de ikisi birden {} takip sorgusu kabul ediyor, yalnız boşaltma {}.",
        "The course calls the pair the best in every scenario. Under AY13b the pair admits {} tracking queries, shedding alone {}.",
        n(b_both.accepted[1]),
        n(b_shed.accepted[1])
    );
    if both_is_throttling {
        both += &t(
            lang,
            " Arızasız günde ve AY13a'da ikisi birden yalnız kısıtlamayla aynı sonucu veriyor.",
            " On the healthy day and under AY13a the pair gives the same result as throttling alone.",
        );
    }
    vec![
        Note {
            on: NoteOn::Cell("day-healthy", 1, 2),
            text: t!(
                lang,
                "Dersin metni arızasız günün bedelini yalnız {} takip sorgusuyla anlatıyor; tablo {} toplu isteğin de (gelenin %{}) kısıtlandığını gösteriyor. Toplu tavan turda {} istek, ama istek bölünmediği ve kullanılmayan pay devretmediği için kapı turda ortalama {} istek geçiriyor. Salınım kapalıyken takip reddi {}, toplu red {}.",
                "The course's text counts the healthy day's cost as {} tracking queries only; the table shows {} batch requests throttled too ({}% of those arriving). The batch ceiling is {} requests a round, but a request cannot be split and unused allowance does not carry over, so the gate lets {} a round through on average. With the oscillation off, tracking rejections are {} and batch rejections {}.",
                n(h_thr.throttled[1]),
                n(h_thr.throttled[2]),
                fmt_num(percent(h_thr.throttled[2], h_thr.arrived[2]), 1, lang),
                fmt_num(p.gate.ceilings()[2], 2, lang),
                fmt_num(h_thr.accepted[2] as f64 / p.rounds.max(1) as f64, 2, lang),
                n(o.steady.throttled[1]),
                n(o.steady.throttled[2])
            ),
        },
        Note {
            on: NoteOn::Cell("day-ay13b", 1, 2),
            text: t!(
                lang,
                "Dersin metni AY13b'de kısıtlamanın hiçbir şey reddetmediğini söylüyor; tablo {} takip ve {} toplu isteğin kısıtlandığını gösteriyor. Doğru olan şu: kapasite kaybı yüzünden fazladan tek bir istek reddetmiyor.",
                "The course's text says throttling rejects nothing under AY13b; the table shows {} tracking and {} batch requests throttled. What holds is that it rejects not one request more because of the capacity loss.",
                n(b_thr.throttled[1]),
                n(b_thr.throttled[2])
            ),
        },
        Note { on: NoteOn::Row("day-ay13b", 3), text: both },
        Note {
            on: NoteOn::Row("day-ay13b", 0),
            text: t!(
                lang,
                "Kabul sütunu işlenen isteği değil kuyruğa alınanı sayar (dersin \"karşılanan\"ı). Kapısız satırda kabul edilen bir istek {} tura kadar bekliyor; kuyruk sırayla işlendiği için öndeki toplu iş arkasındakileri de bekletir.",
                "The accepted column counts requests let into the queue, not requests served (the course's \"karsilanan\"). In the row without a gate an accepted request waits up to {} rounds; the queue is served in order, so batch work at the front holds up everything behind it.",
                n(b_none.max_age)
            ),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, run_at, table};
    use sim_core::kapi::kosum::run;

    #[test]
    fn the_sensitivity_rows_name_their_capacity_against_yours() {
        let names = |capacity| {
            let (_, _, v) = run_at(&MODEL, "capacity", capacity, Lang::En);
            table(&v, "sensitivity").rows.iter().map(|r| r[0].clone()).collect::<Vec<_>>()
        };
        let course =
            ["batch 3.0 req/round", "batch 6.0 req/round", "capacity 595 (15% loss)", "capacity 455 (35% loss)"];
        assert_eq!(names(700.0), course);
        assert_eq!(names(500.0)[2..], ["capacity 595 (19% more)", "capacity 455 (9% loss)"]);
        // 54.5 % exactly: rounded half up, as every figure on the page.
        assert_eq!(names(1000.0)[3], "capacity 455 (55% loss)");
    }

    #[test]
    fn facts_quote_the_course_numbers_at_its_values() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::Tr);
        assert_eq!(fact(&v, "healthy_throttled_tracking"), 15630.0);
        assert_eq!(fact(&v, "healthy_throttled_batch"), 300.0);
        assert_eq!(fact(&v, "ay13a_shed_batch"), 1872.0);
        assert_eq!(fact(&v, "ay13b_throttle_max_age"), 29.0);
        assert_eq!(fact(&v, "ay13b_throttle_option"), 1.0);
        assert_eq!(fact(&v, "healthy_batch_option"), 2.0);
        assert_eq!(fmt_num(fact(&v, "protected_ratio"), 4, Lang::Tr), "0,9348");
        assert_eq!(fmt_num(fact(&v, "ay13a_shed_over_throttle"), 1, Lang::En), "3.1");
    }

    #[test]
    fn outcome_bars_account_for_every_arrival() {
        let p = Params { throttling: false, shedding: true, batch_rate: 4.5, ..Params::default() };
        let v = view(&p, &run(&p), Lang::En);
        let c = &v.charts[0];
        for i in 0..c.traces[0].y.len() {
            let total: f64 = c.traces.iter().map(|t| t.y[i]).sum();
            assert!((total - 100.0).abs() < 1e-9 || total == 0.0, "bar {i}: {total}");
        }
    }

    #[test]
    fn tables_highlight_the_chosen_setting() {
        let p = Params { throttling: true, shedding: false, ..Params::default() };
        let v = view(&p, &run(&p), Lang::Tr);
        assert_eq!(v.tables[0].highlight, vec![false, true, false, false]);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, run_at};

    #[test]
    fn the_frames_are_the_charted_queues_and_the_step_s_queue_stays_under_the_limit() {
        for (key, value) in [("capacity", 525.0), ("shedding", 0.0), ("batch_rate", 6.0)] {
            let (_, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let chart = chart(&v, "your-day-backlog");
            for (k, scene) in f.scenes.iter().enumerate() {
                let y = &chart.traces[1 - k].y;
                let edge = scene.node("edge").unwrap();
                for (i, &r) in f.rounds.iter().enumerate() {
                    assert_eq!(edge.level(i), y[r as usize - 1], "{key}={value} scene {k} round {r}");
                }
            }
            // What the gate turned away is the run's throttled and shed requests.
            let refused: f64 =
                (0..f.len()).map(|i| f.scenes[1].links.iter().map(|l| l.refused.at(i)).sum::<f64>()).sum();
            assert_eq!(refused, (o.yours.total_throttled() + o.yours.total_shed()) as f64);
        }
        let mut p = Params::default();
        for (k, v) in [("throttling", 0.0), ("shedding", 1.0), ("capacity", 525.0)] {
            sim_core::params::Params::put(&mut p, k, v);
        }
        let v = view(&p, &sim_core::kapi::kosum::run(&p), Lang::En);
        assert_eq!(v.fact("your_queue_option").unwrap().value, 1.0);
        let late = v.fact("ungated_late_round").unwrap().value as u32;
        assert!(late > 1);
        assert_eq!(v.frames.as_ref().unwrap().frame_of(late).map(|i| v.frames.as_ref().unwrap().rounds[i]), Some(late));
    }
}
