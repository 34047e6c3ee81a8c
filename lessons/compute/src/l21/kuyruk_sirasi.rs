//! Extra lab 1, `ek/kuyruk-sirasi`: the three disciplines side by side (outcome bars, answers per
//! second, waits), the bounded queue's two policies, the seed ensemble, and the frames of the
//! queue under the burst (who is still waiting, and whose client has gone) per discipline.

use crate::texts::l21::kuyruk_sirasi::{charts, columns, tables, FRAMES};
use sim_core::ek::kuyruk_sirasi::{
    bucket_start_ms, Discipline, DropRule, Output, Params, Policy, Run, Tally, BUCKET_MS, BUCKET_TICKS, ENSEMBLE,
    TICK_MS,
};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::{ordering_option, slice_frames, slice_xs};
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::to_fixed;
use lessons::view::{fmt_num, palette, ratio, t, Band, BarMode, Chart, Fact, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `ek/kuyruk-sirasi`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::ek::kuyruk_sirasi::run, transcript, view);

const RUN_HEADERS: [&str; 8] =
    ["gelen", "islenen", "faydali", "bosa", "dusurulen", "kalan", "faydali p99 ms", "en uzun ms"];
const BOUND_HEADERS: [&str; 8] =
    ["gelen", "islenen", "faydali", "bosa", "reddedilen", "geri cevrilen", "kabulcu isledi", "kabulcu bloke tur"];

fn run_cells(x: &Tally) -> [u64; 8] {
    [x.arrived, x.served(), x.useful, x.wasted, x.dropped, x.left, x.useful_p99_ms, x.max_latency_ms]
}

fn bound_cells(x: &Tally) -> [u64; 8] {
    [x.arrived, x.served(), x.useful, x.wasted, x.rejected, x.refused, x.by_acceptor, x.acceptor_blocked_ticks]
}

/// A table of counts: a name column, then one column per header, as wide as the header (at
/// least seven) plus two.
fn counts_table(name: &str, heads: &[&str]) -> Columns {
    heads.iter().fold(Columns::new().left(name, 12), |table, h| table.right(*h, h.len().max(7) + 2))
}

fn counts_row(table: &Columns, name: &str, cells: &[u64]) -> String {
    let cells: Vec<String> = cells.iter().map(|v| v.to_string()).collect();
    let mut row = vec![name];
    row.extend(cells.iter().map(String::as_str));
    table.row(&row)
}

/// The lab's table: the disciplines, the bounded queue's policies, the seed ensemble.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "kuyruk sirasi: KAPASITE {} / {} ms ({} istek/s), TABAN {}, PATLAMA {} ({}-{} ms), istemci {} ms bekler, is {} ms, SURE {} ms, TOHUM {}\n\
         FIFO+dusur: {}\n",
        p.capacity,
        TICK_MS,
        p.capacity * (1000 / TICK_MS),
        to_fixed(p.base_load, 2),
        to_fixed(p.burst_load, 2),
        o.burst.0 * TICK_MS,
        o.burst.1 * TICK_MS,
        p.timeout_ms,
        p.work_ticks() * TICK_MS,
        o.ticks * TICK_MS,
        p.seed,
        match p.drop_rule {
            DropRule::Passed => "suresi gecmis istegi isleme almadan at",
            DropRule::CannotFinish => "isi suresine yetismeyecek istegi isleme almadan at",
        }
    );
    let runs = counts_table("sira", &RUN_HEADERS);
    s += "\nsinirsiz kuyruk\n";
    s += &runs.head();
    for (d, r) in Discipline::ALL.iter().zip(&o.runs) {
        s += &counts_row(&runs, d.course_name(), &run_cells(&r.tally));
    }
    let bounded = counts_table("dolunca", &BOUND_HEADERS);
    s += &format!("\nsinirli kuyruk (SINIR {}, FIFO, KABUL {})\n", p.queue_limit, p.accept_backlog);
    s += &bounded.head();
    for (pol, r) in Policy::ALL.iter().zip(&o.bounded) {
        s += &counts_row(&bounded, pol.course_name(), &bound_cells(&r.tally));
    }
    let ensemble = Columns::of(columns::ENSEMBLE);
    s += &format!("\n{} tohumda faydali yanit (TOHUM..TOHUM+{}, sinirsiz kuyruk)\n", ENSEMBLE, ENSEMBLE - 1);
    s += &ensemble.head();
    for (d, sp) in Discipline::ALL.iter().zip(&o.ensemble_useful) {
        s += &ensemble.row(&[d.course_name(), &to_fixed(sp.min, 0), &to_fixed(sp.median, 1), &to_fixed(sp.max, 0)]);
    }
    s += &format!(
        "FIFO+dusur'un FIFO'dan az faydali yanit verdigi tohum: {}; LIFO'nun FIFO'dan cok verdigi tohum: {}\n",
        o.ensemble_de_below_fifo, o.ensemble_lifo_above_fifo
    );
    s
}

fn names(lang: Lang) -> Vec<String> {
    Discipline::ALL.iter().map(|d| d.label().get(lang).to_string()).collect()
}

fn policy_name(pol: Policy, limit: u32, lang: Lang) -> String {
    match (pol, lang) {
        (Policy::Abort, Lang::Tr) => format!("sınır {limit}, dolunca reddet (Abort)"),
        (Policy::Abort, Lang::En) => format!("bound {limit}, reject when full (Abort)"),
        (Policy::CallerRuns, Lang::Tr) => format!("sınır {limit}, kabulcü çalıştırır (CallerRuns)"),
        (Policy::CallerRuns, Lang::En) => format!("bound {limit}, acceptor runs it (CallerRuns)"),
    }
}

const COLORS: [&str; 3] = [palette::VERMILLION, palette::BLUE, palette::GREEN];
const DASHES: [&str; 3] = ["solid", "dash", "dot"];

fn burst_band(o: &Output) -> Vec<Band> {
    let ms = |tick: u32| (tick * TICK_MS) as f64;
    vec![Band { from: ms(o.burst.0), to: ms(o.burst.1), color: "rgba(213,94,0,0.10)" }]
}

fn bucket_xs(r: &Run) -> Xs {
    slice_xs(r.buckets.len())
}

/// The x title of the time charts (milliseconds, as the frames count time).
fn time_axis(lang: Lang) -> String {
    t(lang, "zaman (ms)", "time (ms)")
}

/// Per second, from a bucket's count.
fn per_second(x: u64) -> f64 {
    x as f64 * 1000.0 / BUCKET_MS as f64
}

fn outcome_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::OUTCOMES, lang);
    c.bar_mode = BarMode::Stack;
    let mut cats = names(lang);
    cats.extend(Policy::ALL.iter().map(|&pol| policy_name(pol, p.queue_limit, lang)));
    let all: Vec<&Tally> = o.runs.iter().chain(&o.bounded).map(|r| &r.tally).collect();
    let col = |f: fn(&Tally) -> u64| all.iter().map(|x| f(x) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "faydalı (zamanında yanıt)", "useful (answered in time)"), col(|x| x.useful), palette::GREEN),
            (t(lang, "boşa (istemci gitmişti)", "wasted (client had left)"), col(|x| x.wasted), palette::VERMILLION),
            (t(lang, "işlenmeden düşürüldü", "dropped unworked"), col(|x| x.dropped), palette::ORANGE),
            (
                t(lang, "reddedildi / geri çevrildi", "rejected / refused"),
                col(|x| x.rejected + x.refused),
                palette::GREY,
            ),
            (t(lang, "sonda hâlâ kuyrukta", "still queued at the end"), col(|x| x.left), palette::SKY),
        ],
    );
    c.wide = true;
    c
}

fn goodput_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::GOODPUT, lang).with_x_title(time_axis(lang));
    let r0 = &o.runs[0];
    let served = |r: &Run| r.buckets.iter().map(|b| per_second(b.useful + b.wasted)).collect::<Vec<_>>();
    c.traces.push(
        Trace::line(
            t(lang, "işlenen, FIFO ve LIFO (aynı)", "work done, FIFO and LIFO (the same)"),
            bucket_xs(r0),
            served(r0),
            palette::BLACK,
        )
        .dash("dash"),
    );
    let de = &o.runs[2];
    c.traces.push(
        Trace::line(
            t(lang, "işlenen, FIFO + süresi doluyu at", "work done, FIFO + drop expired"),
            bucket_xs(de),
            served(de),
            palette::GREY,
        )
        .dash("dot"),
    );
    for (i, (d, r)) in Discipline::ALL.iter().zip(&o.runs).enumerate() {
        let name = t!(lang, "faydalı: {}", "useful: {}", d.label().get(lang));
        let ys = r.buckets.iter().map(|b| per_second(b.useful)).collect();
        c.traces.push(Trace::line(name, bucket_xs(r), ys, COLORS[i]).dash(DASHES[i]));
    }
    c.bands = burst_band(o);
    c.wide = true;
    c
}

fn wait_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::WAITS, lang).with_x_title(time_axis(lang));
    for (i, (d, r)) in Discipline::ALL.iter().zip(&o.runs).enumerate() {
        let ys = r
            .buckets
            .iter()
            .map(|b| {
                let n = b.useful + b.wasted;
                if n == 0 {
                    f64::NAN
                } else {
                    b.wait_ticks as f64 * TICK_MS as f64 / n as f64
                }
            })
            .collect();
        c.traces.push(Trace::line(d.label().get(lang), bucket_xs(r), ys, COLORS[i]).dash(DASHES[i]));
    }
    c.lines = vec![(p.timeout_ms as f64, t(lang, "istemci vazgeçer (ZAMAN_ASIMI)", "client gives up (ZAMAN_ASIMI)"))];
    c.bands = burst_band(o);
    c
}

fn shown_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let r = o.run_of(p.shown);
    let mut c = Chart::of(&charts::SHOWN_TIMELINE, lang)
        .with_title(t!(lang, "{} ms'lik dilimlerde sonuçlar", "Outcomes in {} ms slices", BUCKET_MS))
        .with_tag(p.shown.label().get(lang))
        .with_x_title(time_axis(lang));
    c.bar_mode = BarMode::Stack;
    let col = |f: fn(&sim_core::ek::kuyruk_sirasi::Bucket) -> u64| {
        r.buckets.iter().map(|b| per_second(f(b))).collect::<Vec<_>>()
    };
    c.traces = Trace::bars(
        bucket_xs(r),
        [
            (t(lang, "faydalı", "useful"), col(|b| b.useful), palette::GREEN),
            (t(lang, "boşa", "wasted"), col(|b| b.wasted), palette::VERMILLION),
            (t(lang, "düşürülen", "dropped"), col(|b| b.dropped), palette::ORANGE),
        ],
    );
    c.lines = vec![(p.capacity as f64 * 1000.0 / TICK_MS as f64, t(lang, "kapasite", "capacity"))];
    c.bands = burst_band(o);
    c.wide = true;
    c
}

/// The bucket holding tick `tick` (the last one past the run).
fn bucket_of(o: &Output, tick: u32) -> usize {
    ((tick / BUCKET_TICKS) as usize).min(o.runs[0].buckets.len().saturating_sub(1))
}

/// The bucket, from the burst's end on, where most of the queue's requests have a client who
/// has left (the first such; the burst's end when none is later higher).
fn gone_peak(o: &Output, r: &Run) -> usize {
    let end = bucket_of(o, o.burst.1);
    (end..r.buckets.len()).fold(end, |best, i| if r.buckets[i].gone > r.buckets[best].gone { i } else { best })
}

/// The queue's state at a bucket's end: empty, drained within a bucket's work, a backlog, or
/// holding requests whose client has already left (it answers, but late).
fn queue_state(b: &sim_core::ek::kuyruk_sirasi::Bucket, per_bucket: u64) -> State {
    if b.gone > 0 {
        State::Slow
    } else if b.queued == 0 {
        State::Idle
    } else if b.queued <= per_bucket {
        State::Ok
    } else {
        State::Busy
    }
}

/// The rounds worth a mark in one discipline's run: the burst's start and end, the first
/// bucket whose queue holds a client who has left, the first request dropped unworked, and the
/// queue's first empty bucket after the burst.
fn events(o: &Output, r: &Run, lang: Lang) -> Vec<(usize, String)> {
    let mut out = vec![
        (bucket_of(o, o.burst.0), t(lang, "patlama başlar", "the burst starts")),
        (
            bucket_of(o, o.burst.1),
            t(lang, "patlama biter: yük yine kapasitenin altında", "the burst ends: load is below capacity again"),
        ),
    ];
    if let Some(i) = r.buckets.iter().position(|b| b.gone > 0) {
        out.push((
            i,
            t(lang, "kuyrukta istemcisi gitmiş istek var", "the queue holds a request whose client has left"),
        ));
    }
    if let Some(i) = r.buckets.iter().position(|b| b.dropped > 0) {
        out.push((
            i,
            t(lang, "süresi dolan ilk istek işlenmeden atıldı", "the first expired request is dropped unworked"),
        ));
    }
    let end = bucket_of(o, o.burst.1);
    let peak = gone_peak(o, r);
    if peak > end {
        out.push((
            peak,
            t(lang, "istemcisi gitmiş bekleyen en çok", "the most waiting requests whose client has left"),
        ));
    }
    if let Some(i) = r.buckets.iter().skip(end).position(|b| b.queued == 0) {
        out.push((end + i, t(lang, "kuyruk boşaldı", "the queue is empty")));
    }
    out
}

/// The unbounded queue round by round (buckets of `BUCKET_MS`, named by their start in ms), one scene
/// per discipline over the same arrivals: who waits (still waiting, or whose client has gone),
/// the work the server starts (useful, wasted) and what is dropped unworked.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let marks: Vec<Vec<(usize, String)>> = o.runs.iter().map(|r| events(o, r, lang)).collect();
    let n = o.runs.iter().map(|r| r.buckets.len()).min().unwrap_or(0);
    let picks = Picks::marked(n, &marks);
    let mut f = slice_frames(&picks, &FRAMES, lang);
    f.charts = vec!["goodput", "waits", "shown-timeline"];
    let per_bucket = p.capacity as u64 * BUCKET_TICKS as u64;
    let deepest = o.runs.iter().flat_map(|r| r.buckets.iter().map(|b| b.queued)).max().unwrap_or(0).max(1);
    for ((d, r), marks) in Discipline::ALL.iter().zip(&o.runs).zip(marks) {
        let b = &r.buckets;
        let mut s = Scene::new(d.label().get(lang));
        s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new("queue", picks.states(|i| queue_state(&b[i], per_bucket)))
                .gauge(
                    deepest as f64,
                    vec![
                        (0, picks.track(|i| (b[i].queued - b[i].gone) as f64)),
                        (1, picks.track(|i| b[i].gone as f64)),
                    ],
                )
                .note(match d {
                    Discipline::Fifo => t(lang, "en eski önce", "oldest first"),
                    Discipline::Lifo => t(lang, "en yeni önce", "newest first"),
                    Discipline::DropExpired => t(lang, "süresi doluyu atar", "drops the expired"),
                }),
        );
        s.nodes.push(
            NodeTrack::new(
                "server",
                picks.states(|i| {
                    let st = pool_state((b[i].useful + b[i].wasted) as f64, per_bucket as f64);
                    if b[i].wasted > b[i].useful {
                        State::Degraded
                    } else {
                        st
                    }
                }),
            )
            .gauge(
                per_bucket as f64,
                vec![(2, picks.track(|i| b[i].useful as f64)), (3, picks.track(|i| b[i].wasted as f64))],
            )
            .note(t!(lang, "{} iş / {} ms", "{} jobs / {} ms", per_bucket, BUCKET_MS)),
        );
        s.links.push(
            LinkTrack::new("clients", "queue", picks.track(|i| b[i].arrived as f64))
                .refused(picks.track(|i| b[i].turned_away as f64)),
        );
        s.links.push(
            LinkTrack::new("queue", "server", picks.track(|i| b[i].useful as f64))
                .failed(picks.track(|i| b[i].wasted as f64))
                .refused(picks.track(|i| b[i].dropped as f64)),
        );
        for (i, text) in marks {
            s.event(bucket_start_ms(i), text);
        }
        f.scenes.push(s);
    }
    f
}

/// How many of the ensemble's seeds: 0 none, 1 some, 2 all.
fn seeds_bucket(n: u64) -> f64 {
    if n == 0 {
        0.0
    } else if n < ENSEMBLE {
        1.0
    } else {
        2.0
    }
}

fn pct(num: u64, den: u64) -> f64 {
    100.0 * ratio(num as f64, den as f64)
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let runs = Table::of(
        &tables::DISCIPLINES,
        lang,
        Discipline::ALL
            .iter()
            .zip(&o.runs)
            .map(|(d, r)| {
                let mut row = vec![d.label().get(lang).to_string()];
                row.extend(run_cells(&r.tally).iter().map(|v| v.to_string()));
                row
            })
            .collect(),
    )
    .course_numbers(lang)
    .highlight(Discipline::ALL.iter().map(|d| *d == p.shown).collect());
    let bounded = Table::of(
        &tables::BOUNDED,
        lang,
        Policy::ALL
            .iter()
            .zip(&o.bounded)
            .map(|(&pol, r)| {
                let mut row = vec![policy_name(pol, p.queue_limit, lang)];
                row.extend(bound_cells(&r.tally).iter().map(|v| v.to_string()));
                row
            })
            .collect(),
    )
    .course_numbers(lang);
    let ensemble = Table::of(
        &tables::ENSEMBLE,
        lang,
        Discipline::ALL
            .iter()
            .zip(&o.ensemble_useful)
            .map(|(d, s)| {
                vec![
                    d.label().get(lang).to_string(),
                    fmt_num(s.min, 0, lang),
                    fmt_num(s.median, 1, lang),
                    fmt_num(s.max, 0, lang),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "{ENSEMBLE} tohumda faydalı yanıt (sınırsız kuyruk)",
        "Useful answers over {ENSEMBLE} seeds (unbounded queue)"
    ))
    .highlight(vec![false, false, true]);

    let [fifo, lifo, de] = [&o.runs[0].tally, &o.runs[1].tally, &o.runs[2].tally];
    let [abort, cr] = [&o.bounded[0].tally, &o.bounded[1].tally];
    let f = Fact::count;
    let r1 = |name, value: f64| Fact { name, value, decimals: 1 };
    // Which discipline answers most live requests: 0 FIFO, 1 LIFO, 2 drop-expired (ties go to
    // the later one: drop-expired, then LIFO).
    let useful = [fifo.useful, lifo.useful, de.useful];
    let best = (0..3).rev().max_by_key(|&i| (useful[i], i)).unwrap_or(2);
    // FIFO under the burst: 0 both fall, 1 work stays while useful answers collapse, 2 both stay.
    let fifo_story = if fifo.useful * 2 < fifo.served() {
        1
    } else if fifo.served() * 10 < fifo.arrived.min(o.ticks as u64 * p.capacity as u64) * 9 {
        0
    } else {
        2
    };
    let cmp = |a: u64, b: u64| ordering_option(a.cmp(&b).reverse());
    let (end, last) = (bucket_of(o, o.burst.1), o.runs[0].buckets.len().saturating_sub(1));
    let peak = gone_peak(o, &o.runs[0]);
    let [sf, sl, sd] = [&o.ensemble_useful[0], &o.ensemble_useful[1], &o.ensemble_useful[2]];
    let facts = vec![
        f("fifo_arrived", fifo.arrived),
        f("fifo_served", fifo.served()),
        f("lifo_served", lifo.served()),
        f("de_served", de.served()),
        f("fifo_useful", fifo.useful),
        f("lifo_useful", lifo.useful),
        f("de_useful", de.useful),
        f("fifo_wasted", fifo.wasted),
        f("lifo_wasted", lifo.wasted),
        f("de_wasted", de.wasted),
        f("de_dropped", de.dropped),
        f("fifo_left", fifo.left),
        f("de_left", de.left),
        r1("fifo_useful_pct", pct(fifo.useful, fifo.served())),
        r1("de_useful_pct", pct(de.useful, de.served())),
        f("fifo_p99_ms", fifo.useful_p99_ms),
        f("lifo_p99_ms", lifo.useful_p99_ms),
        f("de_p99_ms", de.useful_p99_ms),
        f("fifo_max_ms", fifo.max_latency_ms),
        f("lifo_max_ms", lifo.max_latency_ms),
        f("de_max_ms", de.max_latency_ms),
        Fact { name: "fifo_story", value: fifo_story as f64, decimals: 0 },
        Fact { name: "best_discipline", value: best as f64, decimals: 0 },
        f("abort_useful", abort.useful),
        f("abort_wasted", abort.wasted),
        f("abort_rejected", abort.rejected),
        f("abort_served", abort.served()),
        f("cr_useful", cr.useful),
        f("cr_wasted", cr.wasted),
        f("cr_refused", cr.refused),
        f("cr_served", cr.served()),
        f("cr_by_acceptor", cr.by_acceptor),
        r1("cr_blocked_pct", pct(cr.acceptor_blocked_ticks, o.ticks as u64)),
        // Abort against CallerRuns in useful answers: 0 Abort more, 1 the same, 2 CallerRuns more.
        Fact { name: "abort_vs_cr", value: cmp(abort.useful, cr.useful), decimals: 0 },
        // Does drop-expired still waste work? 0 yes, 1 no (the YES_NO options).
        Fact { name: "de_wastes_option", value: if de.wasted > 0 { 0.0 } else { 1.0 }, decimals: 0 },
        // FIFO against LIFO in useful answers: 0 FIFO more, 1 the same, 2 LIFO more.
        Fact { name: "fifo_vs_lifo", value: cmp(fifo.useful, lifo.useful), decimals: 0 },
        // The step in time: the bucket the burst ends in and the run's last bucket (their start
        // in ms), and the requests in FIFO's queue whose client has gone at each.
        f("burst_end_ms", bucket_start_ms(end) as u64),
        f("run_end_ms", bucket_start_ms(last) as u64),
        f("fifo_gone_at_burst_end", o.runs[0].buckets.get(end).map_or(0, |b| b.gone)),
        f("fifo_gone_at_run_end", o.runs[0].buckets.get(last).map_or(0, |b| b.gone)),
        f("fifo_gone_peak_ms", bucket_start_ms(peak) as u64),
        f("fifo_gone_peak", o.runs[0].buckets.get(peak).map_or(0, |b| b.gone)),
        f("de_gone_max", o.runs[2].buckets.iter().map(|b| b.gone).max().unwrap_or(0)),
        f("fifo_queued_at_run_end", o.runs[0].buckets.get(last).map_or(0, |b| b.queued)),
        f("fifo_wasted_after_burst", o.runs[0].buckets.get(end..).map_or(0, |w| w.iter().map(|b| b.wasted).sum())),
        f("fifo_useful_after_burst", o.runs[0].buckets.get(end..).map_or(0, |w| w.iter().map(|b| b.useful).sum())),
        f("queue_limit", p.queue_limit as u64),
        f("timeout_ms", p.timeout_ms as u64),
        Fact { name: "burst_load", value: p.burst_load, decimals: 1 },
        f("ensemble_n", ENSEMBLE),
        f("ensemble_de_below_fifo", o.ensemble_de_below_fifo),
        // On how many seeds the dropping FIFO answers fewer than FIFO: 0 none, 1 some, 2 all.
        Fact { name: "ensemble_de_below_fifo_bucket", value: seeds_bucket(o.ensemble_de_below_fifo), decimals: 0 },
        f("ensemble_lifo_above_fifo", o.ensemble_lifo_above_fifo),
        r1("fifo_min", sf.min),
        r1("fifo_median", sf.median),
        r1("fifo_max", sf.max),
        r1("lifo_min", sl.min),
        r1("lifo_median", sl.median),
        r1("lifo_max", sl.max),
        r1("de_min", sd.min),
        r1("de_median", sd.median),
        r1("de_max", sd.max),
        // The intro's figure: one tick.
        f("tick_ms", TICK_MS as u64),
    ];
    let summary = t!(lang, "Aynı {} istekten FIFO {} işleyip {} faydalı yanıt veriyor, LIFO {}, süresi doluyu atan FIFO {} ({} işlenmeden düşürüldü).", "Of the same {} requests FIFO works on {} and answers {} usefully, LIFO {}, FIFO dropping the expired {} ({} dropped unworked).", fifo.arrived, fifo.served(), fifo.useful, lifo.useful, de.useful, de.dropped);
    let charts =
        vec![outcome_chart(p, o, lang), goodput_chart(o, lang), wait_chart(p, o, lang), shown_chart(p, o, lang)];
    View::new(vec![runs, bounded, ensemble], charts, facts, Vec::new(), summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{fact, run_at, trace_y};

    #[test]
    fn the_frames_are_the_charted_answers_and_the_queue_of_each_discipline() {
        for (key, value) in [("shown", 0.0), ("burst_load", 2.5), ("burst_ms", 1250.0), ("timeout_ms", 400.0)] {
            let (_, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert_eq!(f.scenes.len(), 3);
            for (k, scene) in f.scenes.iter().enumerate() {
                let useful = trace_y(&v, "goodput", 2 + k);
                let waits = trace_y(&v, "waits", k);
                let b = &o.runs[k].buckets;
                let queue = scene.node("queue").unwrap();
                let server = scene.node("server").unwrap();
                let work = scene.links.iter().find(|l| l.from == "queue").unwrap();
                for (i, &round) in f.rounds.iter().enumerate() {
                    let j = (round / (BUCKET_TICKS * TICK_MS)) as usize;
                    assert_eq!(bucket_start_ms(j), round);
                    assert_eq!(per_second(work.flow.at(i) as u64), useful[j], "{key}={value} scene {k} at {round}");
                    assert_eq!(server.level(i), (b[j].useful + b[j].wasted) as f64);
                    assert_eq!(queue.level(i), b[j].queued as f64);
                    assert_eq!(queue.fill[1].1.at(i), b[j].gone as f64);
                    assert_eq!(work.refused.at(i), b[j].dropped as f64);
                    // A slice where work started has a charted wait; its clients-gone count
                    // never exceeds the queue.
                    assert_eq!(waits[j].is_nan(), server.level(i) == 0.0);
                }
            }
            // FIFO and LIFO start the same work every slice (the charted "work done" line).
            let served = trace_y(&v, "goodput", 0);
            let fifo = f.scenes[0].node("server").unwrap();
            for (i, &round) in f.rounds.iter().enumerate() {
                assert_eq!(per_second(fifo.level(i) as u64), served[(round / 100) as usize]);
            }
        }
    }

    #[test]
    fn the_step_opens_when_the_burst_ends_and_fifo_is_still_answering_clients_who_left() {
        let p = Params::default();
        let v = view(&p, &sim_core::ek::kuyruk_sirasi::run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, end) = (fact(&v, "burst_end_ms"), fact(&v, "run_end_ms"));
        assert_eq!(open, (p.burst_start_ms + p.burst_ms) as f64);
        for r in [open, end] {
            assert_eq!(f.rounds[f.frame_of(r as u32).unwrap()], r as u32);
        }
        let i = f.frame_of(open as u32).unwrap();
        assert_eq!(f.scenes[0].node("queue").unwrap().state.at(i), Some(State::Slow));
        assert_eq!(f.scenes[2].node("queue").unwrap().state.at(i).map(State::hit), Some(false));
        assert!(
            fact(&v, "fifo_gone_at_burst_end") > 0.0
                && fact(&v, "fifo_wasted_after_burst") > fact(&v, "fifo_useful_after_burst")
        );
        let rounds: Vec<u32> = f.scenes[0].events.iter().map(|e| e.round).collect();
        assert!(rounds.contains(&(open as u32)), "{rounds:?}");
        // After the burst, FIFO's clients who left still grow for a while: the peak is later.
        let peak = fact(&v, "fifo_gone_peak_ms");
        assert!(peak > open && peak <= end, "{peak}");
        assert!(fact(&v, "fifo_gone_peak") > fact(&v, "fifo_gone_at_burst_end"));
        assert_eq!(fact(&v, "de_gone_max"), 0.0);
    }
}
