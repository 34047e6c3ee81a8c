//! Lesson 10, `saglik/olc`: both course tables, each replica's pool membership against its real
//! state round by round, the traffic of each round, the endpoint ladder and the interval's two
//! days.

use crate::texts::l10::olc::{charts, columns, tables, FRAMES};
use sim_core::saglik::model::{kosum, Counts, Endpoint, Model, RoundTrace, Schedule, Truth, REPLICAS, REPLICA_NAMES};
use sim_core::saglik::olc::{Output, Params, COURSE_INTERVALS};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::named_row;

use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::js_string;
use lessons::view::{fmt_num, palette, t, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `saglik/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::saglik::olc::run, transcript, view);

fn detection_js(d: Option<i64>) -> String {
    d.map_or_else(|| "null".to_string(), |v| js_string(v as f64))
}

/// The course's stdout, byte for byte (its schedule line and request mix are literals in its code).
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out =
        format!("{} tur, {} kopya, tur basina 8 okuma + 2 yazma + 1 toplu istek.\n", p.model.rounds, REPLICAS);
    out += "takvim: k1 20-45 yari dusuk, k2 1-8 ve 60-66 isiniyor, k3 50 ve 58-59 gecici yanitsiz, \
            82-95 durdu, durum deposu 100-110, ucret deposu 115-125 dusuk.\n\n";
    out += &Columns::of(columns::ENDPOINTS).piped().table(Endpoint::ALL.iter().zip(&o.endpoints), |(e, r)| {
        let counts = [r.out_of_pool, r.dropped_reads, r.dropped_writes, r.dropped_batch, r.silent, r.wasted];
        named_row(e.course_name(), &counts)
    });
    out += "\n";
    out += &Columns::of(columns::INTERVALS).piped().table(COURSE_INTERVALS.iter().zip(&o.intervals), |(i, r)| {
        vec![
            i.to_string(),
            r.checks.to_string(),
            format!("{} tur", detection_js(r.detection)),
            r.false_removals.to_string(),
            r.dropped_reads.to_string(),
            r.silent.to_string(),
        ]
    });
    out
}

fn replica_color(k: usize) -> &'static str {
    [palette::BLUE, palette::ORANGE, palette::GREEN][k]
}

fn fault_bands(s: &Schedule) -> Vec<Band> {
    let mut bands = Vec::new();
    for (w, color) in [(s.store_down, "rgba(213,94,0,0.16)"), (s.billing_down, "rgba(204,121,167,0.22)")] {
        if w.len > 0 {
            bands.push(Band { from: w.start as f64 - 0.5, to: w.last() as f64 + 0.5, color });
        }
    }
    bands
}

fn stop_marker(p: &Params, lang: Lang) -> Option<(f64, String)> {
    let s = &p.model.schedule;
    (s.stop.len > 0).then(|| {
        let k = REPLICA_NAMES[s.stop_on];
        (s.stop.start as f64, t!(lang, "{k} durur", "{k} stops"))
    })
}

fn rounds_axis(o: &Output) -> Vec<f64> {
    (1..=o.trace.len()).map(|t| t as f64).collect()
}

fn replica_timeline(p: &Params, o: &Output, lang: Lang) -> Chart {
    let s = &p.model.schedule;
    let x = rounds_axis(o);
    let mut c = Chart::of(&charts::REPLICA_TIMELINE, lang).with_title(t!(
        lang,
        "Dengeleyicinin gördüğü ve gerçek: {}, aralık {}",
        "What the balancer sees and what is true: {}, interval {}",
        p.endpoint.label().get(lang),
        p.interval
    ));
    for (k, name) in REPLICA_NAMES.iter().enumerate() {
        let base = 2.0 * (REPLICAS - 1 - k) as f64;
        let pool: Vec<f64> = o.trace.iter().map(|r| base + if r.in_pool[k] { 1.0 } else { 0.0 }).collect();
        let truth: Vec<f64> = (1..=o.trace.len() as u64)
            .map(|t| {
                base + match s.truth(k, t) {
                    Truth::Healthy => 0.85,
                    Truth::HalfDown => 0.5,
                    Truth::Down => 0.15,
                }
            })
            .collect();
        c.traces.push(Trace::step(
            format!("{name}: {}", t(lang, "dengeleyici", "balancer")),
            Xs::Num(x.clone()),
            pool,
            replica_color(k),
        ));
        c.traces.push(
            Trace::step(format!("{name}: {}", t(lang, "gerçek", "truth")), Xs::Num(x.clone()), truth, replica_color(k))
                .dash("dot"),
        );
    }
    c.bands = fault_bands(s);
    c.marker = stop_marker(p, lang);
    c.y_range = Some((-0.3, 2.0 * REPLICAS as f64 - 0.7));
    c.wide = true;
    c
}

fn traffic(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x = rounds_axis(o);
    let mut c = Chart::of(&charts::TRAFFIC, lang).with_title(t!(
        lang,
        "Her turun istekleri: {}, aralık {}",
        "Each round's requests: {}, interval {}",
        p.endpoint.label().get(lang),
        p.interval
    ));
    let col =
        |f: fn(&sim_core::saglik::model::RoundTrace) -> u64| o.trace.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Num(x),
        [
            (t(lang, "yanıtlandı", "served"), col(|r| r.served), palette::GREEN),
            (t(lang, "düştü", "dropped"), col(|r| r.dropped - r.wasted), palette::ORANGE),
            (
                t(lang, "boşa red (okuyabilen kopya varken)", "wasted refusal (a replica could read)"),
                col(|r| r.wasted),
                palette::VERMILLION,
            ),
            (t(lang, "sessiz kayıp", "silent loss"), col(|r| r.silent), palette::PURPLE),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.bands = fault_bands(&p.model.schedule);
    c.marker = stop_marker(p, lang);
    c.wide = true;
    c
}

fn endpoint_names(lang: Lang) -> Vec<String> {
    Endpoint::ALL.iter().map(|e| e.label().get(lang).to_string()).collect()
}

fn ladder(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::LADDER, lang).with_title(t!(
        lang,
        "Arızalı gün: uç derinleştikçe (aralık {})",
        "The fault day, endpoint by endpoint (interval {})",
        p.interval
    ));
    let series = |f: fn(&Counts) -> u64| o.endpoints_at_interval.iter().map(|c| f(c) as f64).collect::<Vec<_>>();
    let x = Xs::Cat(endpoint_names(lang));
    c.traces = Trace::bars(
        x,
        [
            (t(lang, "düşen okuma", "dropped reads"), series(|c| c.dropped_reads), palette::ORANGE),
            (t(lang, "düşen yazma", "dropped writes"), series(|c| c.dropped_writes), palette::SKY),
            (t(lang, "sessiz kayıp", "silent loss"), series(|c| c.silent), palette::PURPLE),
            (t(lang, "boşa red", "wasted refusals"), series(|c| c.wasted), palette::VERMILLION),
        ],
    );
    c
}

fn two_days(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::TWO_DAYS, lang).with_tag(p.endpoint.label().get(lang));
    let x: Vec<f64> = o.sweep.iter().map(|s| s.interval as f64).collect();
    c.traces = vec![
        Trace::line(
            t(
                lang,
                "arızasız günün bedeli: geçici yanıtsızlık yüzünden havuz dışı",
                "healthy day's cost: out of the pool over short spells",
            ),
            Xs::Num(x.clone()),
            o.sweep.iter().map(|s| s.healthy_day.out_of_pool as f64).collect(),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "arızalı günün kaybı: bozukken havuzda kalan", "fault day's loss: broken but still in the pool"),
            Xs::Num(x),
            o.sweep.iter().map(|s| s.fault_day.broken_in_pool as f64).collect(),
            palette::VERMILLION,
        )
        .dash("dash"),
    ];
    if p.interval <= o.sweep.len() as u64 {
        c.marker = Some((p.interval as f64, t(lang, "seçilen aralık", "chosen interval")));
    }
    c
}

fn detection_text(d: Option<i64>, lang: Lang) -> String {
    match d {
        Some(v) => t!(lang, "{} tur", "{} rounds", fmt_num(v as f64, 0, lang)),
        None => t(lang, "fark edilmedi", "not detected"),
    }
}

/// The last check round before `first` and the first one after `last` (checks fall on 1, 1 + i, …).
fn checks_around(interval: u64, first: u64, last: u64) -> (f64, f64) {
    let before = if first >= 2 { 1 + ((first - 2) / interval) * interval } else { 0 };
    let after = 1 + last.div_ceil(interval) * interval;
    (before as f64, after as f64)
}

const ENDPOINT_FACTS: [[&str; 7]; 5] = [
    ["sig_out", "sig_dropped_reads", "sig_dropped_writes", "sig_dropped_batch", "sig_silent", "sig_wasted", "sig_lost"],
    [
        "ready_out",
        "ready_dropped_reads",
        "ready_dropped_writes",
        "ready_dropped_batch",
        "ready_silent",
        "ready_wasted",
        "ready_lost",
    ],
    [
        "local_out",
        "local_dropped_reads",
        "local_dropped_writes",
        "local_dropped_batch",
        "local_silent",
        "local_wasted",
        "local_lost",
    ],
    [
        "shared_out",
        "shared_dropped_reads",
        "shared_dropped_writes",
        "shared_dropped_batch",
        "shared_silent",
        "shared_wasted",
        "shared_lost",
    ],
    ["all_out", "all_dropped_reads", "all_dropped_writes", "all_dropped_batch", "all_silent", "all_wasted", "all_lost"],
];

const INTERVAL_FACTS: [[&str; 4]; 4] = [
    ["iv1_checks", "iv1_false", "iv1_reads", "iv1_silent"],
    ["iv2_checks", "iv2_false", "iv2_reads", "iv2_silent"],
    ["iv4_checks", "iv4_false", "iv4_reads", "iv4_silent"],
    ["iv8_checks", "iv8_false", "iv8_reads", "iv8_silent"],
];

/// The replicas' ids in the lesson's system.
const REPLICA_IDS: [&str; REPLICAS] = ["k1", "k2", "k3"];

/// Whether round `t` (1-based) is a check round: round 1, then every `interval` rounds.
fn check_round(interval: u64, t: u64) -> bool {
    (t - 1).is_multiple_of(interval.max(1))
}

/// The health check's queries on the state store and on the billing store in round `t`: one per
/// replica on a check round, for each store the endpoint's question reaches.
fn check_load(p: &Params, t: u64) -> (u64, u64) {
    if !check_round(p.interval, t) {
        return (0, 0);
    }
    let n = REPLICAS as u64;
    match p.endpoint {
        Endpoint::DeepShared => (n, 0),
        Endpoint::DeepAll => (n, n),
        _ => (0, 0),
    }
}

/// The batch jobs of a round: served (the pool has a replica and the billing store is up) and
/// lost on the billing store (the pool has one, the store is down).
fn batch_of(p: &Params, r: &RoundTrace, t: u64) -> (u64, u64) {
    if !r.in_pool.iter().any(|&x| x) {
        (0, 0)
    } else if p.model.schedule.billing_up(t) {
        (p.model.batch, 0)
    } else {
        (0, p.model.batch)
    }
}

fn truth_state(s: &Schedule, k: usize, t: u64) -> State {
    match s.truth(k, t) {
        Truth::Healthy => State::Ok,
        Truth::HalfDown => State::Degraded,
        Truth::Down => State::Failed,
    }
}

/// The rounds worth a mark: each replica leaving the pool (a false removal when the check fell
/// in a short spell) or coming back, the pool emptying, and the stores falling.
fn events(p: &Params, o: &Output, lang: Lang) -> Vec<(usize, String)> {
    let s = &p.model.schedule;
    let mut out = Vec::new();
    for (i, r) in o.trace.iter().enumerate() {
        let round = i as u64 + 1;
        let before = if i == 0 { [true; REPLICAS] } else { o.trace[i - 1].in_pool };
        for k in 0..REPLICAS {
            let name = REPLICA_NAMES[k];
            if before[k] && !r.in_pool[k] {
                out.push((
                    i,
                    if s.in_blip(k, round) {
                        t!(
                            lang,
                            "{name} yanlışlıkla çıkarıldı (kısa yanıtsızlık)",
                            "{name} removed by mistake (a short spell)"
                        )
                    } else {
                        t!(lang, "{name} havuzdan çıkarıldı", "{name} taken out of the pool")
                    },
                ));
            } else if !before[k] && r.in_pool[k] {
                out.push((i, t!(lang, "{name} havuza döndü", "{name} back in the pool")));
            }
        }
        if before.iter().any(|&x| x) && !r.in_pool.iter().any(|&x| x) {
            out.push((i, t(lang, "havuz boşaldı", "the pool is empty")));
        }
        if s.store_down.len > 0 && round == s.store_down.start {
            out.push((i, t(lang, "durum deposu düştü", "the state store is down")));
        }
        if s.billing_down.len > 0 && round == s.billing_down.start {
            out.push((i, t(lang, "ücret deposu düştü", "the billing store is down")));
        }
    }
    out
}

/// One sampled track per call site through one instantiation (a closure per site would each
/// copy the sampling loop into the pack).
fn track(picks: &Picks, f: &dyn Fn(usize) -> f64) -> lessons::frames::Track {
    picks.track(f)
}

fn states(picks: &Picks, f: &dyn Fn(usize) -> State) -> StateTrack {
    picks.states(f)
}

/// The shown endpoint and interval round by round: who is in the balancer's pool (the check's
/// verdict on each link) against each replica's real state, the requests each replica got and
/// what reached the stores, and the check's own queries on the stores.
pub fn frames(p: &Params, o: &Output, lang: Lang, keep_rounds: &[u64]) -> Frames {
    let sch = &p.model.schedule;
    let marks = events(p, o, lang);
    let n = o.trace.len();
    let mut keep: Vec<usize> = marks.iter().map(|(i, _)| *i).collect();
    keep.extend(keep_rounds.iter().filter(|&&r| r >= 1 && (r as usize) <= n).map(|&r| r as usize - 1));
    let picks = Picks::new(n, &keep);
    let tr = &o.trace;
    let round = |i: usize| i as u64 + 1;
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["replica-timeline", "traffic"];
    f.set_texts(&FRAMES, lang);
    let every = match p.interval {
        1 => t(lang, "her tur", "every round"),
        i => t!(lang, "{i} turda bir", "every {i} rounds"),
    };
    let mut s = Scene::new(format!("{}, {every}", p.endpoint.label().get(lang)));
    let total = p.model.reads + p.model.writes + p.model.batch;
    let empty = |i: usize| !tr[i].in_pool.iter().any(|&x| x);
    s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)));
    s.nodes.push(
        NodeTrack::new("balancer", states(&picks, &|i| if empty(i) { State::Refusing } else { State::Ok }))
            .gauge(REPLICAS as f64, vec![(0, track(&picks, &|i| tr[i].in_pool.iter().filter(|&&x| x).count() as f64))])
            .note(t!(lang, "{} kopya", "{} replicas", REPLICAS)),
    );
    s.links.push(
        LinkTrack::new("clients", "balancer", track(&picks, &|i| if empty(i) { 0.0 } else { total as f64 }))
            .refused(track(&picks, &|i| if empty(i) { total as f64 } else { 0.0 })),
    );
    for (k, id) in REPLICA_IDS.iter().enumerate() {
        s.nodes.push(NodeTrack::new(id, states(&picks, &|i| truth_state(sch, k, round(i)))));
        s.links.push(
            LinkTrack::new("balancer", id, track(&picks, &|i| (tr[i].sent[k] - tr[i].failed[k]) as f64))
                .failed(track(&picks, &|i| tr[i].failed[k] as f64))
                .pattern(String::new(), states(&picks, &|i| if tr[i].in_pool[k] { State::Ok } else { State::Removed })),
        );
        s.links.push(
            LinkTrack::new(id, "state-store", track(&picks, &|i| tr[i].stored[k] as f64))
                .failed(track(&picks, &|i| tr[i].unstored[k] as f64)),
        );
    }
    let down = |up: bool| if up { State::Ok } else { State::Failed };
    s.nodes.push(
        NodeTrack::new("state-store", states(&picks, &|i| down(sch.store_up(round(i)))))
            .gauge(
                (p.model.writes + REPLICAS as u64) as f64,
                vec![
                    (1, track(&picks, &|i| tr[i].stored.iter().chain(&tr[i].unstored).sum::<u64>() as f64)),
                    (2, track(&picks, &|i| check_load(p, round(i)).0 as f64)),
                ],
            )
            .note(t(lang, "üç kopyanın ortak deposu", "shared by all three")),
    );
    s.nodes.push(NodeTrack::new("billing-store", states(&picks, &|i| down(sch.billing_up(round(i))))).gauge(
        (p.model.batch + REPLICAS as u64) as f64,
        vec![
            (
                3,
                track(&picks, &|i| {
                    let (ok, lost) = batch_of(p, &tr[i], round(i));
                    (ok + lost) as f64
                }),
            ),
            (2, track(&picks, &|i| check_load(p, round(i)).1 as f64)),
        ],
    ));
    s.links.push(
        LinkTrack::new("balancer", "billing-store", track(&picks, &|i| batch_of(p, &tr[i], round(i)).0 as f64))
            .failed(track(&picks, &|i| batch_of(p, &tr[i], round(i)).1 as f64)),
    );
    for (i, text) in marks {
        s.event(i as u32 + 1, text);
    }
    f.scenes.push(s);
    f
}

/// The state store's outage as rounds of the run: the round before it (the step opens there)
/// and its last round (the reveal plays to it), both inside the run.
fn store_rounds(p: &Params) -> (u64, u64) {
    let (w, last) = (p.model.schedule.store_down, p.model.rounds.max(1));
    let open = w.start.saturating_sub(1).clamp(1, last);
    (open, w.last().clamp(open, last))
}

/// The smallest pool while the state store is down: 0 all replicas stay, 1 some leave, 2 the
/// pool empties.
fn store_pool_option(p: &Params, o: &Output) -> u64 {
    let w = p.model.schedule.store_down;
    let least = o
        .trace
        .iter()
        .enumerate()
        .filter(|(i, _)| w.contains(*i as u64 + 1))
        .map(|(_, r)| r.in_pool.iter().filter(|&&x| x).count())
        .min()
        .unwrap_or(REPLICAS);
    match least {
        0 => 2,
        n if n < REPLICAS => 1,
        _ => 0,
    }
}

fn n(name: &'static str, value: u64) -> Fact {
    Fact { name, value: value as f64, decimals: 0 }
}

fn facts(p: &Params, o: &Output) -> Vec<Fact> {
    let sch = &p.model.schedule;
    let mut f = Vec::new();
    for (names, c) in ENDPOINT_FACTS.iter().zip(&o.endpoints_at_interval) {
        let values = [c.out_of_pool, c.dropped_reads, c.dropped_writes, c.dropped_batch, c.silent, c.wasted, c.lost()];
        f.extend(names.iter().zip(values).map(|(&name, v)| n(name, v)));
    }
    for (names, c) in INTERVAL_FACTS.iter().zip(&o.intervals) {
        let values = [c.checks, c.false_removals, c.dropped_reads, c.silent];
        f.extend(names.iter().zip(values).map(|(&name, v)| n(name, v)));
    }
    let sh = &o.shown;
    f.extend([
        n("shown_out", sh.out_of_pool),
        n("shown_dropped_reads", sh.dropped_reads),
        n("shown_silent", sh.silent),
        n("shown_wasted", sh.wasted),
        n("shown_lost", sh.lost()),
        n("shown_checks", sh.checks),
        n("shown_false_removals", sh.false_removals),
        // Equal to the detection delay when the stop is noticed (and K3_DURDU is its start);
        // the whole stop when it is not.
        n("shown_stopped_in_pool", sh.stopped_in_pool),
        // Does any check see the stopped replica down? 0 yes, 1 no (YES_NO).
        n("detected_option", sh.detection.is_none() as u64),
        // The first endpoint on the ladder with no silent loss (5: none).
        n(
            "first_no_silent_option",
            o.endpoints_at_interval.iter().position(|c| c.silent == 0).unwrap_or(Endpoint::ALL.len()) as u64,
        ),
        n("interval", p.interval),
        n("writes", p.model.writes),
        n("reads", p.model.reads),
        n("batch", p.model.batch),
        n("replicas", REPLICAS as u64),
        n("stop_start", sch.stop.start),
        n("stop_end", sch.stop.last()),
        n("store_start", sch.store_down.start),
        n("store_end", sch.store_down.last()),
        n("store_len", sch.store_down.len),
        n("store_lost_writes", sch.store_down.len * p.model.writes),
        n("spells", sch.blips.iter().filter(|w| w.len > 0).count() as u64),
        n("spell_rounds", sch.blips.iter().map(|w| w.len).sum()),
        n("healthy_out_at_1", o.sweep[0].healthy_day.out_of_pool),
        n("healthy_out_shown", o.sweep.get(p.interval as usize - 1).map_or(0, |s| s.healthy_day.out_of_pool)),
        n("broken_in_pool_at_1", o.sweep[0].fault_day.broken_in_pool),
        n("broken_in_pool_shown", sh.broken_in_pool),
    ]);
    // The course's own schedule, for the step that checks its budget's "2/3 from the model".
    let course = Model::default();
    let course_blips = course.schedule.blips;
    f.extend([
        n("course_spells", course_blips.iter().filter(|w| w.len > 0).count() as u64),
        n("course_spell_rounds", course_blips.iter().map(|w| w.len).sum()),
        n("course_caught_1", kosum(&course, Endpoint::DeepLocal, 1, None).false_removals),
    ]);
    // Dropped reads with the readiness check against the shallow one: 0 none left, 1 fewer, 2 no fewer.
    let reads = |i: usize| o.endpoints_at_interval.get(i).map_or(0, |c| c.dropped_reads);
    let ready_reads = match reads(1) {
        0 => 0,
        r if r < reads(0) => 1,
        _ => 2,
    };
    // Short spells the own-path check asked every round turns into false removals: 0 all, 1 some, 2 none.
    let spells = sch.blips.iter().filter(|w| w.len > 0).count() as u64;
    let caught = o.intervals[0].false_removals;
    let caught_option = if caught == 0 {
        2
    } else if caught >= spells {
        0
    } else {
        1
    };
    f.extend([n("ready_reads_option", ready_reads), n("iv1_caught_option", caught_option)]);
    let (before, after) = checks_around(p.interval, sch.stop.start, sch.stop.last());
    f.push(Fact { name: "check_before_stop", value: before, decimals: 0 });
    let (open, close) = store_rounds(p);
    f.extend([n("store_open", open), n("store_close", close), n("store_pool_option", store_pool_option(p, o))]);
    f.push(Fact { name: "check_after_stop", value: after, decimals: 0 });
    f
}

fn counts_row(label: String, c: &Counts) -> Vec<String> {
    let mut row = vec![label];
    row.extend(
        [c.out_of_pool, c.dropped_reads, c.dropped_writes, c.dropped_batch, c.silent, c.wasted].map(|v| v.to_string()),
    );
    row
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let endpoints = Table::of(
        &tables::ENDPOINTS,
        lang,
        Endpoint::ALL
            .iter()
            .zip(&o.endpoints_at_interval)
            .map(|(e, c)| counts_row(e.label().get(lang).to_string(), c))
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Beş uç içeriği aynı takvimde, aralık {}",
        "Five endpoint contents on one schedule, interval {}",
        p.interval
    ))
    .highlight(Endpoint::ALL.iter().map(|&e| e == p.endpoint).collect());
    let intervals = Table::of(
        &tables::INTERVALS,
        lang,
        COURSE_INTERVALS
            .iter()
            .zip(&o.intervals)
            .map(|(i, c)| {
                vec![
                    i.to_string(),
                    c.checks.to_string(),
                    detection_text(c.detection, lang),
                    c.false_removals.to_string(),
                    c.dropped_reads.to_string(),
                    c.silent.to_string(),
                ]
            })
            .collect(),
    )
    .highlight(COURSE_INTERVALS.iter().map(|&i| i == p.interval && p.endpoint == Endpoint::DeepLocal).collect());
    let sh = &o.shown;
    let (endpoint, interval) = (p.endpoint.label().get(lang), p.interval);
    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let (lost, dropped, silent, wasted) = (n(sh.lost()), n(sh.dropped_reads), n(sh.silent), n(sh.wasted));
    let noticed = match sh.detection {
        Some(_) => t!(lang, "{} sonra fark edildi", "noticed after {}", detection_text(sh.detection, lang)),
        None => t(lang, "hiç fark edilmedi", "never noticed"),
    };
    let summary = t!(
        lang,
        "{endpoint}, aralık {interval}: {lost} istek kayboldu ({dropped} düşen okuma, {silent} sessiz kayıp), {wasted} boşa red; duran kopya: {noticed}.",
        "{endpoint}, interval {interval}: {lost} requests lost ({dropped} dropped reads, {silent} silent losses), {wasted} wasted refusals; the stopped replica: {noticed}."
    );
    let frames = {
        let (open, close) = store_rounds(p);
        frames(p, o, lang, &[open, close])
    };
    let charts = vec![replica_timeline(p, o, lang), traffic(p, o, lang), ladder(p, o, lang), two_days(p, o, lang)];
    View::new(vec![endpoints, intervals], charts, facts(p, o), notes(p, o, lang), summary).with_frames(frames)
}

/// The course's budget reads interval 1's false removals as two thirds of three spells; on the
/// table row it concerns, the model's own count.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let blips = &p.model.schedule.blips;
    let spells = fmt_num(blips.iter().filter(|w| w.len > 0).count() as f64, 0, lang);
    let rounds = fmt_num(blips.iter().map(|w| w.len).sum::<u64>() as f64, 0, lang);
    let caught = fmt_num(o.intervals[0].false_removals as f64, 0, lang);
    vec![Note {
        on: NoteOn::Cell("intervals", 0, 3),
        text: t!(
            lang,
            "Dersin bütçesi aralık {} için üçte iki oranını \"üç yanıtsızlığın kaçı yakalandı\" diye anlatır. Bu takvimde {} yanıtsızlık toplam {} tur sürer ve bu aralık bunların {} tanesini yakalar; üçte iki ancak çıkarmalar yanıtsızlık turlarına bölünürse çıkar.",
            "The course's budget describes interval {}'s share of two thirds as \"how many of three spells were caught\". On this schedule {} spells cover {} rounds in all and this interval catches {} of them; two thirds comes out only if the removals are divided by the spells' rounds.",
            fmt_num(COURSE_INTERVALS[0] as f64, 0, lang),
            spells,
            rounds,
            caught
        ),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_around_the_course_stop() {
        assert_eq!(checks_around(16, 82, 95), (81.0, 97.0));
        assert_eq!(checks_around(1, 82, 95), (81.0, 96.0));
        assert_eq!(checks_around(8, 82, 95), (81.0, 97.0));
        assert_eq!(checks_around(4, 82, 95), (81.0, 97.0));
        assert_eq!(checks_around(3, 1, 1), (0.0, 4.0));
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{fact, run_at, trace_y};
    use sim_core::params::Params as _;

    #[test]
    fn the_frames_are_the_charted_pool_truth_and_traffic_of_each_round() {
        for (key, value) in
            [("endpoint", 0.0), ("endpoint", 2.0), ("endpoint", 3.0), ("endpoint", 4.0), ("interval", 8.0)]
        {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert_eq!(f.len(), o.trace.len());
            let s = &f.scenes[0];
            let link = |from: &str, to: &str| s.links.iter().find(|l| l.from == from && l.to == to).unwrap();
            let total = (p.model.reads + p.model.writes + p.model.batch) as f64;
            for (i, &round) in f.rounds.iter().enumerate() {
                let j = round as usize - 1;
                let mut served = link("balancer", "billing-store").flow.at(i);
                for (k, id) in REPLICA_IDS.iter().enumerate() {
                    let base = 2.0 * (REPLICAS - 1 - k) as f64;
                    let in_pool = trace_y(&v, "replica-timeline", 2 * k)[j] - base == 1.0;
                    assert_eq!(
                        link("balancer", id).state.at(i) == Some(State::Ok),
                        in_pool,
                        "{key}={value} {id} {round}"
                    );
                    let truth = trace_y(&v, "replica-timeline", 2 * k + 1)[j] - base;
                    let want = match s.node(id).unwrap().state.at(i).unwrap() {
                        State::Ok => 0.85,
                        State::Degraded => 0.5,
                        _ => 0.15,
                    };
                    assert!((truth - want).abs() < 1e-9);
                    served += link("balancer", id).flow.at(i) - link(id, "state-store").failed.at(i);
                    // A replica out of the pool gets nothing.
                    if !in_pool {
                        assert_eq!(link("balancer", id).flow.at(i) + link("balancer", id).failed.at(i), 0.0);
                    }
                }
                let lost: f64 = (1..4).map(|k| trace_y(&v, "traffic", k)[j]).sum();
                assert_eq!(served, trace_y(&v, "traffic", 0)[j], "{key}={value} round {round}");
                assert_eq!(served + lost, total);
                let pool = s.node("balancer").unwrap().level(i);
                assert_eq!(pool, o.trace[j].in_pool.iter().filter(|&&x| x).count() as f64);
                assert_eq!(link("clients", "balancer").refused.at(i), if pool == 0.0 { total } else { 0.0 });
            }
        }
    }

    #[test]
    fn only_a_deep_check_of_a_store_loads_it_once_per_replica_on_each_check_round() {
        for (endpoint, state_q, billing_q) in [(0.0, 0.0, 0.0), (2.0, 0.0, 0.0), (3.0, 3.0, 0.0), (4.0, 3.0, 3.0)] {
            let mut p = Params::default();
            p.set("endpoint", endpoint).unwrap();
            p.set("interval", 4.0).unwrap();
            let f = frames(&p, &sim_core::saglik::olc::run(&p), Lang::En, &[]);
            let s = &f.scenes[0];
            let (st, bi) = (s.node("state-store").unwrap(), s.node("billing-store").unwrap());
            for (i, &round) in f.rounds.iter().enumerate() {
                let on = if (round - 1) % 4 == 0 { 1.0 } else { 0.0 };
                assert_eq!((st.fill[1].1.at(i), bi.fill[1].1.at(i)), (state_q * on, billing_q * on), "round {round}");
            }
        }
    }

    #[test]
    fn the_step_opens_before_the_store_falls_and_the_shared_check_empties_the_pool() {
        let mut p = Params::default();
        p.set("endpoint", 3.0).unwrap();
        let v = view(&p, &sim_core::saglik::olc::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, close) = (fact(&v, "store_open") as u32, fact(&v, "store_close") as u32);
        assert_eq!((open, close), (99, 110));
        assert_eq!(fact(&v, "store_pool_option"), 2.0);
        let pool = f.scenes[0].node("balancer").unwrap();
        assert!(pool.level(f.frame_of(open).unwrap()) > 0.0);
        assert_eq!(pool.level(f.frame_of(close).unwrap()), 0.0);
        assert!(f.scenes[0].events.iter().any(|e| e.round == 100 && e.text.contains("empty")));
    }

    #[test]
    fn a_check_in_a_short_spell_is_marked_as_a_false_removal() {
        let mut p = Params::default();
        p.set("endpoint", 2.0).unwrap();
        let f = frames(&p, &sim_core::saglik::olc::run(&p), Lang::En, &[]);
        let marked = f.scenes[0].events.iter().filter(|e| e.text.contains("by mistake")).count();
        assert_eq!(marked as u64, sim_core::saglik::olc::run(&p).shown.false_removals);
        assert!(marked > 0);
    }
}
