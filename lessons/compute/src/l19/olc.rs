//! Lesson 19, `yapilandirma/olc`: the course's three experiments (spread of a wrong value, the
//! store's outage, the DD16 table), and on the page the learner's run second by second, the
//! same run at the course's intervals, and a sweep of write times that measures what the
//! course's "worst propagation" column only prints back.

use crate::texts::l19::olc::{charts, columns, tables, FRAMES};
use sim_core::yapilandirma::depo::{Rollout, Second};
use sim_core::yapilandirma::olc::{
    lab_with, policy_at, sweep_point, Lab, Output, Params, Policy, SweepPoint, COURSE_OUTAGE,
};
use sim_core::Lang;

use crate::columns::Columns;
use crate::memo::Recent;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};

/// A sweep point or a policy run runs its own interval: it does not read the learner's, so
/// moving that slider reruns only the learner's point and run.
fn point_key(p: &Params, interval: u32) -> (Params, u32) {
    (Params { interval: Params::default().interval, ..p.clone() }, interval)
}

thread_local! {
    static POINTS: Recent<(Params, u32), SweepPoint> = const { Recent::new(24) };
    static POLICIES: Recent<(Params, u32), Policy> = const { Recent::new(8) };
}

fn lab(p: &Params) -> Lab {
    lab_with(
        p,
        |i| *POINTS.with(|c| c.get_or(point_key(p, i), |(_, i)| sweep_point(p, *i))),
        |i| (*POLICIES.with(|c| c.get_or(point_key(p, i), |(_, i)| policy_at(p, *i)))).clone(),
    )
}
use lessons::view::{fmt_num, palette, ratio, t, Band, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `yapilandirma/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::yapilandirma::olc::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "{} kopya, kopya basina {} istek/s (M19/K03), uctaki tepe {}\n",
        p.replicas,
        js_string(p.rate),
        js_string(p.edge_peak)
    );
    s += &format!(
        "DD16 yenileme araligi {} s, DD17 fark edilme suresi {} s; yanlis deger 65. saniyede yaziliyor\n",
        p.interval,
        js_string(p.detect_s)
    );
    s += "\n";
    s += &Columns::of(columns::SPREAD).table(&o.spread, |r| {
        vec![
            r.rollout.name().to_string(),
            r.stagger.to_string(),
            js_string(r.stats.yayilma),
            js_string(r.stats.ilk_gorme),
            js_string(r.stats.son_gorme),
            r.stats.karisik.to_string(),
            to_fixed(r.stats.hatali_yanit, 0),
            r.infected_printed.to_string(),
        ]
    });
    s += "\ndepo dusmesi: 180 s kapali; 260. saniyede bir kopya devralma sonrasi yeniden basliyor\n";
    s += &Columns::of(columns::OUTAGE).table(&o.outage, |r| {
        vec![
            r.name.to_string(),
            r.stats.basarisiz_okuma.to_string(),
            to_fixed(r.stats.dusen_istek, 0),
            to_fixed(r.outage_s, 2),
            format!("%{}", to_fixed(r.budget_pct, 2)),
        ]
    });
    s += "\n";
    s += &Columns::of(columns::INTERVALS).table(&o.intervals, |r| {
        let a = format!("{} s", r.interval);
        vec![a.clone(), to_fixed(r.reads_per_s, 4), a, to_fixed(r.wrong_bound, 0)]
    });
    s += &format!(
        "her istekte okunsaydi depo okuma {}/s; DD16 = {} s ile {} kat az\n",
        js_string(p.edge_peak),
        p.interval,
        to_fixed(o.fewer_reads, 0)
    );
    s
}

fn rollout_name(r: Rollout, lang: Lang) -> String {
    match r {
        Rollout::All => t(lang, "hepsine", "to all"),
        Rollout::Staged => t(lang, "kademeli", "staged"),
    }
}

fn secs(x: f64, lang: Lang) -> String {
    if x < 0.0 {
        t(lang, "hiç", "never")
    } else {
        fmt_num(x, if x.fract() == 0.0 { 0 } else { 2 }, lang)
    }
}

fn spread_table(o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::SPREAD,
        lang,
        o.spread
            .iter()
            .map(|r| {
                vec![
                    rollout_name(r.rollout, lang),
                    r.stagger.to_string(),
                    secs(r.stats.yayilma, lang),
                    secs(r.stats.ilk_gorme, lang),
                    secs(r.stats.son_gorme, lang),
                    r.stats.karisik.to_string(),
                    to_fixed(r.stats.hatali_yanit, 0),
                    r.infected_printed.to_string(),
                    r.stats.infected.to_string(),
                ]
            })
            .collect(),
    )
    .highlight(o.spread.iter().map(|r| r.infected_printed != r.stats.infected).collect())
    .course_numbers(lang)
}

fn outage_table(o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::OUTAGE,
        lang,
        o.outage
            .iter()
            .map(|r| {
                vec![
                    if r.disk_cache {
                        t(lang, "son bilinen değerle", "last known value")
                    } else {
                        t(lang, "depo zorunlu", "store mandatory")
                    },
                    r.stats.basarisiz_okuma.to_string(),
                    to_fixed(r.stats.dusen_istek, 0),
                    to_fixed(r.outage_s, 2),
                    to_fixed(r.budget_pct, 2),
                ]
            })
            .collect(),
    )
    .with_caption({
        let (down, up, restart, _) = COURSE_OUTAGE;
        let s = |x: f64| fmt_num(x, 0, lang);
        t!(
            lang,
            "Dersin ikinci deneyi: depo {}–{} s kapalı, bir kopya {}. saniyede yeniden başlıyor",
            "The course's second experiment: the store down {}–{} s, a replica restarting at {} s",
            s(down),
            s(up),
            s(restart)
        )
    })
    .highlight(o.outage.iter().map(|r| !r.disk_cache).collect())
    .course_numbers(lang)
}

fn point(l: &Lab, interval: u32) -> Option<&SweepPoint> {
    l.sweep.iter().find(|s| s.interval == interval)
}

fn interval_table(p: &Params, o: &Output, l: &Lab, lang: Lang) -> Table {
    Table::of(
        &tables::INTERVALS,
        lang,
        o.intervals
            .iter()
            .map(|r| {
                let m = point(l, r.interval);
                vec![
                    r.interval.to_string(),
                    to_fixed(r.reads_per_s, 4),
                    r.interval.to_string(),
                    m.map_or("—".into(), |m| secs(m.propagation_max, lang)),
                    to_fixed(r.wrong_bound, 0),
                    m.map_or("—".into(), |m| format!("{}–{}", to_fixed(m.wrong_min, 0), to_fixed(m.wrong_max, 0))),
                ]
            })
            .collect(),
    )
    .highlight(o.intervals.iter().map(|r| r.interval == p.interval).collect())
    .course_numbers(lang)
}

fn run_table(p: &Params, l: &Lab, lang: Lang) -> Table {
    let s = &l.run.stats;
    let outage = s.dusen_istek / p.edge_peak;
    let rows: Vec<(&str, &str, String)> = vec![
        ("yayılma, s", "propagation, s", secs(s.yayilma, lang)),
        (
            "ilk görme – son görme, s",
            "first – last seen, s",
            format!("{} – {}", secs(s.ilk_gorme, lang), secs(s.son_gorme, lang)),
        ),
        ("karışık pencere, s", "mixed window, s", s.karisik.to_string()),
        ("hatalı yanıt", "wrong answers", fmt_num(s.hatali_yanit, 0, lang)),
        ("bulaşan kopya (ölçülen)", "replicas infected (measured)", s.infected.to_string()),
        ("depo okuması / başarısız", "store reads / failed", format!("{} / {}", s.depo_okuma, s.basarisiz_okuma)),
        ("düşen istek", "dropped requests", fmt_num(s.dusen_istek, 0, lang)),
        ("eşdeğer kesinti, s", "equivalent outage, s", fmt_num(outage, 2, lang)),
        (
            "aylık arıza payının %",
            "% of the monthly failure share",
            fmt_num(ratio(100.0 * outage, p.budget_s), 2, lang),
        ),
    ];
    Table::of(&tables::YOUR_RUN, lang, rows.into_iter().map(|(a, b, v)| vec![t(lang, a, b), v]).collect())
}

fn bands(p: &Params) -> Vec<Band> {
    let mut b = vec![Band { from: p.write_at, to: p.write_at + p.detect_s, color: "rgba(213,94,0,0.12)" }];
    if p.outage_len > 0 {
        b.push(Band {
            from: p.outage_start as f64,
            to: (p.outage_start + p.outage_len) as f64,
            color: "rgba(119,119,119,0.18)",
        });
    }
    b
}

fn xs(n: usize) -> Xs {
    Xs::Num((0..n).map(|t| t as f64).collect())
}

fn policy_trace(pol: &Policy, p: &Params, lang: Lang, color: &'static str, dash: &'static str) -> Trace {
    let name = if pol.interval == p.interval {
        t!(lang, "aralık {} s (sizinki)", "interval {} s (yours)", pol.interval)
    } else {
        t!(lang, "aralık {} s", "interval {} s", pol.interval)
    };
    let y = pol.seconds.iter().map(|s| s.wrong_up as f64 * p.rate).collect();
    Trace::step(name, xs(pol.seconds.len()), y, color).dash(dash)
}

fn wrong_chart(p: &Params, l: &Lab, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::WRONG_OVER_TIME, lang);
    let others = [(palette::ORANGE, "dash"), (palette::GREEN, "dot"), (palette::PURPLE, "dash")];
    let mut k = 0;
    for pol in &l.policies {
        if pol.interval == p.interval {
            continue;
        }
        let (color, dash) = others[k % others.len()];
        c.traces.push(policy_trace(pol, p, lang, color, dash));
        k += 1;
    }
    c.traces.push(policy_trace(&l.run, p, lang, palette::BLUE, "solid"));
    c.bands = bands(p);
    c.marker = Some((p.write_at, t(lang, "yanlış değer yazıldı", "wrong value written")));
    c.wide = true;
    c
}

fn count(seconds: &[Second], f: impl Fn(&Second) -> u32) -> Vec<f64> {
    seconds.iter().map(|s| f(s) as f64).collect()
}

fn replica_chart(p: &Params, l: &Lab, lang: Lang) -> Chart {
    let sec = &l.run.seconds;
    let mut c = Chart::of(&charts::REPLICAS, lang);
    c.traces = vec![
        Trace::step(
            t(lang, "tutması gereken (depoda)", "meant to hold it (in the store)"),
            xs(sec.len()),
            count(sec, |s| s.expected),
            palette::BLACK,
        )
        .dash("dash"),
        Trace::step(
            t(lang, "yanlış değeri tutan", "holding the wrong value"),
            xs(sec.len()),
            count(sec, |s| s.wrong),
            palette::VERMILLION,
        ),
        Trace::step(t(lang, "ayakta değil", "down"), xs(sec.len()), count(sec, |s| s.down), palette::GREY).dash("dot"),
    ];
    c.bands = bands(p);
    c.y_range = Some((0.0, p.replicas as f64 + 0.5));
    c.wide = true;
    c
}

/// The replicas drawn one by one (`k1`…`k3`); any further ones are drawn together as `rest`.
const SHOWN: usize = 3;

/// Each replica's cache second by second: down, serving the wrong value, serving its last
/// known value after a failed refresh (stale until a refresh succeeds), or fresh.
fn cache_states(seconds: &[Second], n: usize) -> Vec<Vec<State>> {
    let mut stale = vec![false; n];
    seconds
        .iter()
        .map(|s| {
            (0..n.min(32))
                .map(|k| {
                    let bit = 1u32 << k;
                    if s.read_bits & bit != 0 {
                        stale[k] = s.failed_bits & bit != 0;
                    }
                    if s.down_bits & bit != 0 {
                        State::Failed
                    } else if s.wrong_bits & bit != 0 {
                        State::Wrong
                    } else if stale[k] {
                        State::Stale
                    } else {
                        State::Fresh
                    }
                })
                .collect()
        })
        .collect()
}

/// The worst state of a group of replicas (down, wrong, stale, fresh).
fn worst(states: &[State]) -> State {
    let rank = |s: &State| match s {
        State::Failed => 3,
        State::Wrong => 2,
        State::Stale => 1,
        _ => 0,
    };
    states.iter().copied().max_by_key(rank).unwrap_or(State::Fresh)
}

/// The seconds worth a mark: the wrong value written and taken back, the store going down and
/// coming back, the restart, and each drawn replica (or the rest, together) taking up the wrong
/// value and the fix.
fn events(p: &Params, seconds: &[Second], states: &[Vec<State>], lang: Lang) -> Vec<(usize, String)> {
    let n = seconds.len();
    let mut out = Vec::new();
    let mut at = |second: f64, text: String| {
        if second >= 0.0 && second < n as f64 && second.fract() == 0.0 {
            out.push((second as usize, text));
        }
    };
    at(p.write_at, t(lang, "yanlış değer depoya yazıldı", "the wrong value is written to the store"));
    at(
        p.write_at + p.detect_s,
        t(lang, "yanlış değer depoda geri alındı", "the wrong value is taken back in the store"),
    );
    if p.outage_len > 0 {
        at(p.outage_start as f64, t(lang, "yapılandırma deposu düştü", "the configuration store is down"));
        at((p.outage_start + p.outage_len) as f64, t(lang, "depo geri geldi", "the store is back"));
    }
    if p.restart_at >= 0 {
        let text = match seconds.get(p.restart_at as usize).map(|s| s.down_bits & (1 << (p.replicas - 1).min(31)) != 0)
        {
            Some(true) => t(
                lang,
                "son kopya yeniden başladı: depo kapalı, diskte değer yok, ayağa kalkamıyor",
                "the last replica restarts: store down, no value on disk, it cannot start",
            ),
            _ => t(lang, "son kopya yeniden başladı", "the last replica restarts"),
        };
        at(p.restart_at as f64, text);
    }
    let groups: Vec<(String, Vec<usize>)> = (0..p.replicas as usize)
        .map(|k| (format!("k{}", k + 1), vec![k]))
        .take(SHOWN)
        .chain(
            (p.replicas as usize > SHOWN)
                .then(|| (t(lang, "diğer kopyalar", "the other replicas"), (SHOWN..p.replicas as usize).collect())),
        )
        .collect();
    for (name, members) in groups {
        let wrong = |i: usize| members.iter().any(|&k| states[i].get(k) == Some(&State::Wrong));
        for (i, now) in states.iter().enumerate().take(n) {
            let before = i > 0 && wrong(i - 1);
            if wrong(i) && !before {
                out.push((i, t!(lang, "{name} yanlış değeri aldı", "{name} takes up the wrong value")));
            } else if before && !wrong(i) && members.iter().all(|&k| now.get(k) != Some(&State::Failed)) {
                out.push((i, t!(lang, "{name} düzeltmeyi aldı", "{name} takes up the fix")));
            }
        }
    }
    out
}

/// The learner's run second by second: the store (down, holding the wrong value), each
/// replica's cache and its refresh ticks (reads of the store, failed while it is down), and the
/// requests each replica answers rightly or not (wrong values and dropped requests).
pub fn frames(p: &Params, l: &Lab, lang: Lang, keep_seconds: &[u64]) -> Frames {
    let sec = &l.run.seconds;
    let n = sec.len();
    let states = cache_states(sec, p.replicas as usize);
    let marks = events(p, sec, &states, lang);
    let mut keep: Vec<usize> = marks.iter().map(|(i, _)| *i).collect();
    keep.extend(keep_seconds.iter().map(|&s| s as usize).filter(|&s| s < n));
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "saniye", "second"));
    f.charts = vec!["wrong-over-time", "replicas"];
    f.set_texts(&FRAMES, lang);
    let mut s = Scene::new(t!(lang, "aralık {} s, {}", "interval {} s, {}", p.interval, rollout_name(p.rollout, lang)));
    let window = |i: usize| (i as f64) >= p.write_at && (i as f64) < p.write_at + p.detect_s;
    let down = |i: usize| (i as f64) >= p.outage_start as f64 && (i as f64) < (p.outage_start + p.outage_len) as f64;
    s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)));
    s.nodes.push(
        NodeTrack::new(
            "store",
            picks.states(|i| {
                if down(i) {
                    State::Failed
                } else if window(i) {
                    State::Wrong
                } else {
                    State::Ok
                }
            }),
        )
        .note(t!(lang, "{} s'de bir okunur", "read every {} s", p.interval)),
    );
    let groups: Vec<(&'static str, Vec<usize>)> = ["k1", "k2", "k3"]
        .into_iter()
        .zip(0..)
        .take((p.replicas as usize).min(SHOWN))
        .map(|(id, k)| (id, vec![k]))
        .chain((p.replicas as usize > SHOWN).then(|| ("rest", (SHOWN..(p.replicas as usize).min(32)).collect())))
        .collect();
    for (id, members) in &groups {
        let bits = members.iter().fold(0u32, |b, &k| b | (1 << k));
        let count = |x: u32| (x & bits).count_ones() as f64;
        let mut node =
            NodeTrack::new(id, picks.states(|i| worst(&members.iter().map(|&k| states[i][k]).collect::<Vec<_>>())));
        if *id == "rest" {
            node = node.gauge(members.len() as f64, vec![(0, picks.track(|i| count(sec[i].wrong_bits)))]).note(t!(
                lang,
                "k{}–k{}",
                "k{}–k{}",
                SHOWN + 1,
                p.replicas
            ));
        }
        s.nodes.push(node);
        s.links.push(
            LinkTrack::new("store", id, picks.track(|i| count(sec[i].read_bits & !sec[i].failed_bits)))
                .failed(picks.track(|i| count(sec[i].failed_bits))),
        );
        let bad = |i: usize| count(sec[i].down_bits | sec[i].wrong_bits);
        s.links.push(
            LinkTrack::new("clients", id, picks.track(|i| (members.len() as f64 - bad(i)) * p.rate))
                .failed(picks.track(|i| bad(i) * p.rate)),
        );
    }
    for (i, text) in marks {
        s.event(i as u32, text);
    }
    f.scenes.push(s);
    f
}

/// The fix reaching the store and the store coming back, as seconds of the run: the step in
/// time opens at the first and plays to the second.
fn fix_seconds(p: &Params, n: usize) -> (u64, u64) {
    let last = n.saturating_sub(1) as f64;
    let open = (p.write_at + p.detect_s).floor().clamp(0.0, last);
    let back = ((p.outage_start + p.outage_len) as f64).clamp(open, last);
    (open as u64, back as u64)
}

fn nan_if_never(x: f64) -> f64 {
    if x < 0.0 {
        f64::NAN
    } else {
        x
    }
}

fn sweep_chart(p: &Params, l: &Lab, lang: Lang) -> Chart {
    let x = Xs::Num(l.sweep.iter().map(|s| s.interval as f64).collect());
    let mut c = Chart::of(&charts::INTERVAL_SWEEP, lang);
    let col = |f: fn(&SweepPoint) -> f64| l.sweep.iter().map(f).collect::<Vec<f64>>();
    c.traces = vec![
        Trace::line(
            t(lang, "dersin üst sınırı UC_TEPE·(FARK + aralık)", "course's bound UC_TEPE·(FARK + interval)"),
            x.clone(),
            col(|s| s.wrong_bound),
            palette::BLACK,
        )
        .dash("dash"),
        Trace::line(
            t(lang, "model: en kötü yazma anı", "model: worst write time"),
            x.clone(),
            col(|s| s.wrong_max),
            palette::VERMILLION,
        ),
        Trace::line(
            t(lang, "model: en iyi yazma anı", "model: best write time"),
            x.clone(),
            col(|s| s.wrong_min),
            palette::ORANGE,
        )
        .dash("dot"),
        Trace::line(
            t!(lang, "model: {} s'de yazılınca", "model: written at {} s", fmt_num(p.write_at, 0, lang)),
            x,
            col(|s| s.wrong_at_write),
            palette::BLUE,
        ),
    ];
    c.marker = Some((p.interval as f64, t(lang, "sizin aralığınız", "your interval")));
    c
}

fn propagation_chart(p: &Params, l: &Lab, lang: Lang) -> Chart {
    let mut shown: Vec<u32> = vec![5, 30, 300];
    if !shown.contains(&p.interval) {
        shown.push(p.interval);
    }
    let pts: Vec<&SweepPoint> = shown.iter().filter_map(|&i| point(l, i)).collect();
    let x = Xs::Cat(pts.iter().map(|s| format!("{} s", s.interval)).collect());
    let mut c = Chart::of(&charts::WORST_PROPAGATION, lang);
    c.traces = Trace::bars(
        x,
        [
            (
                t(lang, "dersin sütunu (aralığın kendisi)", "course's column (the interval itself)"),
                pts.iter().map(|s| s.interval as f64).collect(),
                palette::GREY,
            ),
            (
                t(lang, "ölçülen en kötü (bütün yazma anları)", "measured worst (every write time)"),
                pts.iter().map(|s| nan_if_never(s.propagation_max)).collect(),
                palette::BLUE,
            ),
            (
                t(lang, "sizin yazma anınızla", "with your write time"),
                pts.iter().map(|s| nan_if_never(s.propagation_at_write)).collect(),
                palette::GREEN,
            ),
        ],
    );
    c
}

/// 0 more, 1 the same, 2 fewer (but some), 3 none.
fn compare_option(now: f64, reference: f64) -> f64 {
    if now == 0.0 && reference > 0.0 {
        3.0
    } else if (now - reference).abs() <= 1e-6 * reference.abs().max(1.0) {
        1.0
    } else if now > reference {
        0.0
    } else {
        2.0
    }
}

/// The share of the wrong answers of rollout to all left by staged rollout, as an option:
/// 0 all of them, 1 about half, 2 about a third, 3 none.
fn share_option(share: f64) -> f64 {
    let targets = [1.0, 0.5, 1.0 / 3.0, 0.0];
    let mut best = 0;
    for (i, &x) in targets.iter().enumerate() {
        if (share - x).abs() < (share - targets[best]).abs() {
            best = i;
        }
    }
    best as f64
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let l = lab(p);
    let s = &l.run.stats;
    let f = Fact::new;
    let outage_s = s.dusen_istek / p.edge_peak;
    let (wrong_all, wrong_staged) = match p.rollout {
        Rollout::All => (s.hatali_yanit, l.other_rollout.hatali_yanit),
        Rollout::Staged => (l.other_rollout.hatali_yanit, s.hatali_yanit),
    };
    let pol = |i: u32| l.policies.iter().find(|x| x.interval == i).map_or(0.0, |x| x.stats.hatali_yanit);
    let here = point(&l, p.interval).copied();
    let prop_max = here.map_or(-1.0, |h| h.propagation_max);
    let bound = p.edge_peak * (p.detect_s + p.interval as f64);
    let course = &o.spread;
    let facts = vec![
        f("interval", p.interval as f64, 0),
        f("stagger", p.stagger as f64, 0),
        f("write_at", p.write_at, 0),
        f("window_end", p.write_at + p.detect_s, 0),
        f("detect_s", p.detect_s, 0),
        f("replicas", p.replicas as f64, 0),
        Fact::exact("replica_rate", p.rate),
        f("outage_start", p.outage_start as f64, 0),
        f("outage_len", p.outage_len as f64, 0),
        f("restart_at", p.restart_at as f64, 0),
        f("wrong", s.hatali_yanit, 0),
        f("first_seen", s.ilk_gorme, 0),
        f("last_seen", s.son_gorme, 0),
        f("mixed", s.karisik as f64, 0),
        f("propagation", s.yayilma, 0),
        f("infected", s.infected as f64, 0),
        f("failed_reads", s.basarisiz_okuma as f64, 0),
        f("dropped", s.dusen_istek, 0),
        f("outage_s", outage_s, 2),
        f("budget_pct", ratio(100.0 * outage_s, p.budget_s), 2),
        f("dropped_other_disk", l.other_disk.dusen_istek, 0),
        f(
            "held_after_fix",
            if s.son_gorme < 0.0 { 0.0 } else { (s.son_gorme + 1.0 - (p.write_at + p.detect_s)).max(0.0) },
            0,
        ),
        f("wrong_no_outage", l.no_outage.hatali_yanit, 0),
        f("wrong_no_stagger", l.no_stagger.hatali_yanit, 0),
        f("first_no_stagger", l.no_stagger.ilk_gorme, 0),
        f("mixed_no_stagger", l.no_stagger.karisik as f64, 0),
        // 0 more wrong answers than without stagger, 1 the same, 2 fewer, 3 none.
        f("stagger_effect_option", compare_option(s.hatali_yanit, l.no_stagger.hatali_yanit), 0),
        f("wrong_all", wrong_all, 0),
        f("wrong_staged", wrong_staged, 0),
        // 0 staged leaves all of them, 1 about half, 2 about a third, 3 none.
        f("staged_share_option", share_option(ratio(wrong_staged, wrong_all)), 0),
        f("reads_per_s", p.replicas as f64 / p.interval as f64, 4),
        f("bound", bound, 0),
        f("wrong_at_5", pol(5), 0),
        f("wrong_at_30", pol(30), 0),
        f("wrong_at_300", pol(300), 0),
        // 0 more wrong answers than at 30 s, 1 the same, 2 fewer, 3 none at all.
        f("interval_effect_option", compare_option(s.hatali_yanit, pol(30)), 0),
        f("wrong_min", here.map_or(0.0, |h| h.wrong_min), 0),
        f("wrong_max", here.map_or(0.0, |h| h.wrong_max), 0),
        f("unseen", here.map_or(0.0, |h| h.unseen as f64), 0),
        f("prop_worst", prop_max, 0),
        f("course_worst_column", p.interval as f64, 0),
        f("course_wrong_all", course[0].stats.hatali_yanit, 0),
        f("course_wrong_staged", course[2].stats.hatali_yanit, 0),
        f("course_mixed_stagger", course[1].stats.karisik as f64, 0),
        f("course_dropped", o.outage[1].stats.dusen_istek, 0),
        f("course_outage_s", o.outage[1].outage_s, 2),
        f("course_budget_pct", o.outage[1].budget_pct, 2),
        f("course_bound_5", o.intervals[0].wrong_bound, 0),
        f("course_bound_300", o.intervals[2].wrong_bound, 0),
        f("fewer_reads", o.fewer_reads, 0),
        f("fix_second", fix_seconds(p, l.run.seconds.len()).0 as f64, 0),
        f("store_back", fix_seconds(p, l.run.seconds.len()).1 as f64, 0),
        // Do replicas still answer wrongly the second the store is back? 0 yes, 1 no (YES_NO).
        f(
            "wrong_when_back_option",
            l.run
                .seconds
                .get(fix_seconds(p, l.run.seconds.len()).1 as usize)
                .map_or(1.0, |x| (x.wrong_up == 0) as u8 as f64),
            0,
        ),
    ];
    let summary = t!(lang, "Aralık {} s, {} yayma: {} hatalı yanıt, {} kopyaya bulaştı, karışık pencere {} s; düşen istek {} ({} s eşdeğer kesinti).", "Interval {} s, rollout {}: {} wrong answers on {} replicas, a {} s mixed window; {} requests dropped ({} s of equivalent outage).", p.interval, rollout_name(p.rollout, lang), fmt_num(s.hatali_yanit, 0, lang), s.infected, s.karisik, fmt_num(s.dusen_istek, 0, lang), fmt_num(outage_s, 2, lang));
    let mandatory_row = o.outage.iter().position(|r| !r.disk_cache).unwrap_or(0);
    let interval_row = o.intervals.iter().position(|r| r.interval == p.interval);
    let mut notes = vec![
        Note {
            on: NoteOn::Cell("spread", 0, 7),
            text: t!(
                lang,
                "Dersin 'bulaşan kopya' sütunu ölçülmez, yayma biçiminden yazılır: hepsine yaymada kopya sayısı ({}), kademelide bir. Yanındaki sütun aynı sayıyı modelde sayar; ders değerlerinde ikisi aynı çıkar.",
                "The course's 'replicas infected' column is not measured but written from the rollout: the replica count ({}) for a rollout to all, one for staged. The next column counts it in the model; at the course's values the two agree.",
                p.replicas
            ),
        },
        Note {
            on: NoteOn::Cell("outage", mandatory_row, 3),
            text: t!(
                lang,
                "Ders eşdeğer kesintiyi uçtaki tepe hıza ({} istek/s) böler; düşen istekler ise kopya başına {} istek/s ile sayılır ve {} kopyanın toplamı {} eder. Fark küçüktür, sonucu değiştirmez.",
                "The course divides the equivalent outage by the edge peak ({} req/s), while dropped requests are counted at {} req/s a replica, and {} replicas add up to {}. The gap is small and changes nothing.",
                fmt_num(p.edge_peak, 2, lang),
                fmt_num(p.rate, 2, lang),
                p.replicas,
                fmt_num(p.rate * p.replicas as f64, 2, lang)
            ),
        },
    ];
    if let Some(row) = interval_row {
        notes.push(Note {
            on: NoteOn::Cell("intervals", row, 2),
            text: t!(
                lang,
                "Bu sütun bir ölçüm değil: koddaki aralığın kendisi ({} s) geri yazılır, bu yüzden metindeki 'tablo bunu doğruluyor' cümlesi kendi girdisini doğrular. Model yazma anını döngü boyunca kaydırınca en uzun yayılma {} s çıkar.",
                "This column is not a measurement: it prints the interval from the code back ({} s), so the text's 'the table confirms it' confirms its own input. Moving the write time across one cycle, the model's longest propagation is {} s.",
                p.interval,
                fmt_num(prop_max.max(0.0), 0, lang)
            ),
        });
        // The simulation's count does not move with the interval when the detection time is a
        // multiple of both (as at the course's values): only then is the point worth a note.
        let multiple = p.detect_s % 5.0 == 0.0 && p.detect_s % 30.0 == 0.0;
        if multiple && pol(5) > 0.0 && pol(5) == pol(30) {
            notes.push(Note {
            on: NoteOn::Cell("intervals", row, 4),
            text: t!(
                lang,
                "Sınır bir üst sınırdır, ölçüm değil. Fark etme süresi ({} s) aralığın katı olduğunda simülasyon aralıktan bağımsız aynı sayıyı verir ({} s'de {}, {} s'de {}); aralık yalnız sınırın içine girer.",
                "The bound is a worst case, not a measurement. When the detection time ({} s) is a multiple of the interval the simulation gives the same count whatever the interval ({2} at {1} s, {4} at {3} s); the interval enters only the bound.",
                fmt_num(p.detect_s, 0, lang),
                5,
                fmt_num(pol(5), 0, lang),
                30,
                fmt_num(pol(30), 0, lang)
            ),
        });
        }
    }
    let frames = {
        let (open, back) = fix_seconds(p, l.run.seconds.len());
        frames(p, &l, lang, &[open, back])
    };
    let charts = vec![
        wrong_chart(p, &l, lang),
        replica_chart(p, &l, lang),
        sweep_chart(p, &l, lang),
        propagation_chart(p, &l, lang),
    ];
    let tables =
        vec![run_table(p, &l, lang), spread_table(o, lang), outage_table(o, lang), interval_table(p, o, &l, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sweep_point_does_not_read_the_learners_interval() {
        let p = Params::default();
        for i in [1, 7, 30] {
            let base = sweep_point(&p, i);
            for interval in [1, 60, 300] {
                let q = Params { interval, ..p.clone() };
                assert_eq!(point_key(&q, i), point_key(&p, i));
                assert_eq!(sweep_point(&q, i), base);
                assert_eq!(policy_at(&q, i), policy_at(&p, i));
            }
        }
        // The page's cached run agrees with the library's own.
        for interval in [45, 5, 45] {
            let q = Params { interval, ..p.clone() };
            assert_eq!(lab(&q), sim_core::yapilandirma::olc::lab(&q));
        }
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, trace_y};
    use sim_core::params::Params as _;

    #[test]
    fn the_frames_are_the_charted_wrong_answers_and_replica_counts_of_each_second() {
        let cases: [&[(&str, f64)]; 5] = [
            &[],
            &[("rollout", 1.0)],
            &[("stagger", 10.0)],
            &[("outage_len", 180.0), ("disk_cache", 0.0)],
            &[("replicas", 6.0), ("outage_len", 180.0)],
        ];
        for set in cases {
            let mut p = Params::default();
            for (k, v) in set {
                p.set(k, *v).unwrap();
            }
            let o = sim_core::yapilandirma::olc::run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let s = &f.scenes[0];
            let wrong_now = chart(&v, "wrong-over-time").traces.last().unwrap().y.clone();
            for (i, &second) in f.rounds.iter().enumerate() {
                let j = second as usize;
                let (mut wrong, mut down, mut bad) = (0.0, 0.0, 0.0);
                for id in ["k1", "k2", "k3", "rest"] {
                    let Some(node) = s.node(id) else { continue };
                    let to = s.links.iter().find(|l| l.from == "clients" && l.to == id).unwrap();
                    bad += to.failed.at(i);
                    if id == "rest" {
                        wrong += node.level(i);
                    } else {
                        let st = node.state.at(i).unwrap();
                        wrong += (st == State::Wrong) as u8 as f64;
                        down += (st == State::Failed) as u8 as f64;
                    }
                }
                // Wrong answers and dropped requests on the links are the chart's wrong answers plus the down replicas' share.
                let down_rate = (trace_y(&v, "replicas", 2)[j]) * p.rate;
                assert!((bad - (wrong_now[j] + down_rate)).abs() < 1e-2 * p.rate, "{set:?} second {second}: {bad}");
                if p.replicas <= 3 {
                    // Wrong here counts only the replicas that are up; the chart's line counts up or down.
                    assert!(wrong <= trace_y(&v, "replicas", 1)[j], "{set:?} second {second}");
                    assert_eq!(down, trace_y(&v, "replicas", 2)[j], "{set:?} second {second}");
                    assert!((wrong * p.rate - wrong_now[j]).abs() < 1e-6, "{set:?} second {second}");
                }
            }
        }
    }

    #[test]
    fn the_refresh_ticks_are_the_run_s_reads_and_fail_only_while_the_store_is_down() {
        let mut p = Params::default();
        p.set("outage_len", 180.0).unwrap();
        p.set("stagger", 10.0).unwrap();
        let l = lab(&p);
        let f = frames(&p, &l, Lang::En, &[]);
        let s = &f.scenes[0];
        for (i, &second) in f.rounds.iter().enumerate() {
            let sec = &l.run.seconds[second as usize];
            let (mut ok, mut failed) = (0.0, 0.0);
            for link in s.links.iter().filter(|l| l.from == "store") {
                ok += link.flow.at(i);
                failed += link.failed.at(i);
            }
            assert_eq!((ok + failed, failed), (sec.reads as f64, sec.failed_reads as f64), "second {second}");
            let down = second >= p.outage_start && second < p.outage_start + p.outage_len;
            assert_eq!(failed > 0.0, down && sec.reads > 0);
        }
    }

    #[test]
    fn the_step_opens_at_the_fix_and_the_wrong_value_outlives_it_until_the_store_is_back() {
        let mut p = Params::default();
        p.set("outage_len", 180.0).unwrap();
        let o = sim_core::yapilandirma::olc::run(&p);
        let v = view(&p, &o, Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, back) = (fact(&v, "fix_second") as u32, fact(&v, "store_back") as u32);
        assert_eq!((open, back), (185, 380));
        assert_eq!(fact(&v, "wrong_when_back_option"), 0.0);
        let s = &f.scenes[0];
        let i = f.frame_of(back).unwrap();
        assert_eq!(s.node("store").unwrap().state.at(i), Some(State::Ok));
        assert_eq!(s.node("k1").unwrap().state.at(i), Some(State::Wrong));
        let j = f.frame_of(open).unwrap();
        assert_eq!(s.node("store").unwrap().state.at(j), Some(State::Ok));
        assert!(s.events.iter().any(|e| e.round == 200));
    }
}
