//! Extra lab 4, `ek/kuyruk-suresi`: four shed rules (occupancy, head age, the article's gate,
//! RFC 8289 CoDel) on a short burst and on sustained overload, the head's age over time, the
//! returning waves of a fixed vs a jittered Retry-After, the seed ensemble, and the frames of the
//! shown scenario's queue under no shedding, the article's gate and CoDel (and the shown rule).

use crate::texts::l24::kuyruk_suresi::{charts, tables, FRAMES};
use sim_core::ek::codel::RFC_TARGET_SHARE;
use sim_core::ek::kuyruk_suresi::{
    bucket_start_ms, part, run_with, Output, Params, Part, Rule, Run, Scenario, Tally, BUCKET_MS, BUCKET_TICKS,
    ENSEMBLE, TICK_MS,
};
use sim_core::Lang;

use crate::columns::Columns;

use crate::memo::Recent;
use crate::parts::{ordering_option, slice_frames, slice_xs};

/// A scenario's part does not read the other scenario's episode, nor which rule and scenario
/// the page shows: dragging the burst's sliders leaves the sustained part alone, and back.
fn part_key(p: &Params, s: Scenario) -> (Params, Scenario) {
    let d = Params::default();
    let mut k = Params { shown_rule: d.shown_rule, shown_scenario: d.shown_scenario, ..p.clone() };
    match s {
        Scenario::ShortBurst => (k.overload_load, k.overload_ms) = (d.overload_load, d.overload_ms),
        Scenario::Sustained => (k.burst_load, k.burst_ms) = (d.burst_load, d.burst_ms),
    }
    (k, s)
}

thread_local! {
    static PARTS: Recent<(Params, Scenario), Part> = const { Recent::new(6) };
}

/// The model's run, keeping the last few scenario parts (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p, s| (*PARTS.with(|c| c.get_or(part_key(p, s), |(k, s)| part(k, *s)))).clone())
}

use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{pad_end, to_fixed};
use lessons::view::{fmt_num, palette, t, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `ek/kuyruk-suresi`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(run, transcript, view);

const HEADERS: [&str; 12] = [
    "yeni",
    "tekrar",
    "503",
    "faydali",
    "bosa",
    "vazgecti",
    "kalan",
    "ilk 503 ms",
    "o an bastaki yas ms",
    "en uzun bekleme ms",
    "tepe geri donus/100ms",
    "",
];

/// The rules that shed, in the tables' order.
const SHEDDING: [Rule; 4] = [Rule::Occupancy, Rule::HeadAge, Rule::Gate, Rule::CoDel];

fn opt(x: Option<u64>) -> String {
    x.map_or_else(|| "-".into(), |v| v.to_string())
}

fn cells(x: &Tally) -> Vec<String> {
    vec![
        x.clients.to_string(),
        x.returning.to_string(),
        x.shed.to_string(),
        x.useful.to_string(),
        x.wasted.to_string(),
        x.gave_up.to_string(),
        x.pending.to_string(),
        opt(x.first_shed_ms),
        if x.first_shed_ms.is_some() { x.head_age_at_first_shed_ms.to_string() } else { "-".into() },
        x.max_wait_ms.to_string(),
        x.peak_returning.to_string(),
    ]
}

/// The rows of the main table: per scenario, no shedding once, then each rule with the fixed
/// and the jittered Retry-After.
fn rows(o: &Output) -> Vec<(Scenario, Rule, Option<bool>, &Run)> {
    let mut v = Vec::new();
    for s in Scenario::ALL {
        v.push((s, Rule::None, None, o.run(s, Rule::None, false)));
        for r in SHEDDING {
            for jit in [false, true] {
                v.push((s, r, Some(jit), o.run(s, r, jit)));
            }
        }
    }
    v
}

fn ra_name(p: &Params, jit: Option<bool>) -> String {
    match jit {
        None => "-".into(),
        Some(false) => format!("{} s", p.retry_after_s),
        Some(true) => format!("{}-{} s", p.retry_after_s, p.retry_after_s + p.spread_s.max(1) - 1),
    }
}

/// The lab's table: every rule in both scenarios, then the seed ensemble.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "kuyrukta bekleme: KAPASITE {} / {} ms, TABAN {}, kisa patlama PATLAMA {} x {} ms, surekli ASIRI {} x {} ms (BASLA {} ms), SURE {} ms\n\
         HEDEF {} ms, ARALIK {} ms, DOLULUK {} x SINIR {}, istemci {} ms bekler, RA {} s ya da {}, TEKRAR {}, TOHUM {}\n\n",
        p.capacity,
        TICK_MS,
        to_fixed(p.base_load, 2),
        to_fixed(p.burst_load, 2),
        p.burst_ms,
        to_fixed(p.overload_load, 2),
        p.overload_ms,
        p.start_ms,
        o.ticks * TICK_MS,
        p.target_ms,
        p.interval_ms,
        to_fixed(p.occupancy, 2),
        p.queue_limit,
        p.timeout_ms,
        p.retry_after_s,
        ra_name(p, Some(true)),
        p.retries,
        p.seed
    );
    let heads = Columns::new().left("senaryo", 20).left("kural", 13).left("RA", 8);
    let runs = HEADERS[..11].iter().fold(heads, |c, h| c.right(*h, h.len().max(6) + 2));
    s += &runs.table(rows(o), |(sc, r, jit, run)| {
        let names = vec![sc.course_name().to_string(), r.course_name().to_string(), ra_name(p, jit)];
        [names, cells(&run.tally)].concat()
    });
    s += &format!("\n{} tohumda (TOHUM..TOHUM+{}), en az / medyan / en cok (ortalama)\n", ENSEMBLE, ENSEMBLE - 1);
    let line = |name: &str, sp: &sim_core::ek::kuyruk_suresi::Spread| {
        format!(
            "{}{} / {} / {} ({})\n",
            pad_end(name, 58),
            to_fixed(sp.min, 0),
            to_fixed(sp.median, 1),
            to_fixed(sp.max, 0),
            to_fixed(sp.mean, 2)
        )
    };
    s += &line("kisa patlama, sabit RA, 503: bastaki yas", &o.ens_burst_shed_head);
    s += &line("kisa patlama, sabit RA, 503: CoDel kapisi", &o.ens_burst_shed_gate);
    s += &line("surekli asiri yuk, CoDel kapisi, tepe geri donus: sabit", &o.ens_peak_fixed);
    s += &line("surekli asiri yuk, CoDel kapisi, tepe geri donus: jitter", &o.ens_peak_jittered);
    s += &line("surekli asiri yuk, sabit RA, 503: CoDel kapisi", &o.ens_sus_shed_gate);
    s += &line("surekli asiri yuk, sabit RA, 503: RFC 8289", &o.ens_sus_shed_codel);
    s += &format!("surekli asiri yuk, RFC 8289 kapidan az 503: {} / {} tohum\n", o.ens_sus_codel_fewer, ENSEMBLE);
    s
}

fn rule_colors(r: Rule) -> (&'static str, &'static str) {
    match r {
        Rule::None => (palette::GREY, "dot"),
        Rule::Occupancy => (palette::ORANGE, "dashdot"),
        Rule::HeadAge => (palette::VERMILLION, "dash"),
        Rule::Gate => (palette::BLUE, "solid"),
        Rule::CoDel => (palette::GREEN, "dot"),
    }
}

/// "/ 100 ms": per bucket.
fn per_bucket(lang: Lang, tr: &str, en: &str) -> String {
    t!(lang, "{tr} / {BUCKET_MS} ms", "{en} / {BUCKET_MS} ms")
}

fn xs(r: &Run) -> Xs {
    slice_xs(r.buckets.len())
}

fn episode_band(p: &Params, s: Scenario) -> Vec<Band> {
    let (b0, b1, _) = p.episode(s);
    let ms = |tick: u32| (tick * TICK_MS) as f64;
    vec![Band { from: ms(b0), to: ms(b1), color: "rgba(213,94,0,0.10)" }]
}

/// The bucket holding tick `tick` (the last one past the run).
fn bucket_of(r: &Run, tick: u32) -> usize {
    ((tick / BUCKET_TICKS) as usize).min(r.buckets.len().saturating_sub(1))
}

/// The rules drawn side by side: no shedding, the article's gate and CoDel, and the shown rule
/// where it is another one.
fn watched(p: &Params) -> Vec<Rule> {
    Rule::ALL.into_iter().filter(|&r| matches!(r, Rule::None | Rule::Gate | Rule::CoDel) || r == p.shown_rule).collect()
}

/// The queue's state by its head's age: empty, under the target, over it, or past the
/// client's patience (its answers come too late).
fn queue_state(p: &Params, b: &sim_core::ek::kuyruk_suresi::Bucket) -> State {
    if b.queued == 0 {
        State::Idle
    } else if b.head_age_ms >= p.timeout_ms as u64 {
        State::Slow
    } else if b.head_age_ms >= p.target_ms as u64 {
        State::Busy
    } else {
        State::Ok
    }
}

/// The rounds worth a mark in one rule's run: the episode's start and end, the head passing
/// the target and the client's patience, and the first 503.
fn events(p: &Params, r: &Run, lang: Lang) -> Vec<(usize, String)> {
    let (b0, b1, _) = p.episode(p.shown_scenario);
    let mut out = vec![
        (bucket_of(r, b0), t(lang, "aşırı yük başlar", "the overload starts")),
        (bucket_of(r, b1), t(lang, "aşırı yük biter", "the overload ends")),
    ];
    if let Some(i) = r.buckets.iter().position(|b| b.head_age_ms >= p.target_ms as u64) {
        out.push((i, t(lang, "baştaki istek hedefi aştı", "the head has waited past the target")));
    }
    if let Some(i) = r.buckets.iter().position(|b| b.head_age_ms >= p.timeout_ms as u64) {
        out.push((i, t(lang, "baştaki isteğin istemcisi vazgeçmiş olur", "the head's client has given up")));
    }
    if let Some(i) = r.buckets.iter().position(|b| b.shed > 0) {
        out.push((i, t(lang, "ilk 503", "the first 503")));
    }
    out
}

/// The shown scenario in 100 ms buckets (named by their start in ms), with the fixed
/// Retry-After, one scene per watched rule: arrivals (new and returning) and the 503s where
/// the rule sheds them (at the door, or at the head for CoDel), the queue's head age against
/// the client's patience, the server's useful and late answers.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let rules = watched(p);
    let runs: Vec<&Run> = rules.iter().map(|&r| o.run(p.shown_scenario, r, false)).collect();
    let marks: Vec<Vec<(usize, String)>> = runs.iter().map(|r| events(p, r, lang)).collect();
    let n = runs.iter().map(|r| r.buckets.len()).min().unwrap_or(0);
    let picks = Picks::marked(n, &marks);
    let mut f = slice_frames(&picks, &FRAMES, lang);
    f.charts = vec!["head-age", "returns", "shed-timeline"];
    let per_bucket = p.capacity as f64 * BUCKET_TICKS as f64;
    for ((&rule, r), marks) in rules.iter().zip(&runs).zip(marks) {
        let b = &r.buckets;
        let mut s = Scene::new(rule.label().get(lang));
        s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new("queue", picks.states(|i| queue_state(p, &b[i])))
                .gauge(p.timeout_ms as f64, vec![(0, picks.track(|i| b[i].head_age_ms as f64))])
                .note(t!(lang, "hedef {} ms", "target {} ms", p.target_ms)),
        );
        s.nodes.push(
            NodeTrack::new(
                "server",
                picks.states(|i| {
                    if b[i].wasted > b[i].useful {
                        State::Degraded
                    } else {
                        pool_state((b[i].useful + b[i].wasted) as f64, per_bucket)
                    }
                }),
            )
            .gauge(
                per_bucket,
                vec![(1, picks.track(|i| b[i].useful as f64)), (2, picks.track(|i| b[i].wasted as f64))],
            ),
        );
        let shedding = |i: usize| if b[i].shed > 0 { State::Shedding } else { State::Ok };
        let arrived = |i: usize| (b[i].new + b[i].returning) as f64;
        let (door, head) = if rule == Rule::CoDel {
            (
                LinkTrack::new("clients", "queue", picks.track(arrived)),
                LinkTrack::new("queue", "server", picks.track(|i| (b[i].useful + b[i].wasted) as f64))
                    .refused(picks.track(|i| b[i].shed as f64))
                    .pattern("RFC 8289", picks.states(shedding)),
            )
        } else {
            let door = LinkTrack::new("clients", "queue", picks.track(|i| arrived(i) - b[i].shed as f64))
                .refused(picks.track(|i| b[i].shed as f64));
            let door = if rule == Rule::None { door } else { door.pattern("503", picks.states(shedding)) };
            (door, LinkTrack::new("queue", "server", picks.track(|i| (b[i].useful + b[i].wasted) as f64)))
        };
        s.links.push(door);
        s.links.push(head);
        for (i, text) in marks {
            s.event(bucket_start_ms(i), text);
        }
        f.scenes.push(s);
    }
    f
}

fn head_age_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let s = p.shown_scenario;
    let mut c = Chart::of(&charts::HEAD_AGE, lang).with_tag(s.label().get(lang));
    for r in Rule::ALL {
        let run = o.run(s, r, false);
        let (col, dash) = rule_colors(r);
        let ys = run.buckets.iter().map(|b| b.head_age_ms as f64).collect();
        c.traces.push(Trace::line(r.label().get(lang), xs(run), ys, col).dash(dash));
    }
    c.lines = vec![
        (p.target_ms as f64, t(lang, "hedef (HEDEF)", "target (HEDEF)")),
        (p.timeout_ms as f64, t(lang, "istemci vazgeçer", "client gives up")),
    ];
    c.bands = episode_band(p, s);
    c.wide = true;
    c
}

fn shed_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let s = p.shown_scenario;
    let mut c = Chart::of(&charts::SHED_TIMELINE, lang)
        .with_title(t!(lang, "{} ms'de gönderilen 503", "503s sent per {} ms", BUCKET_MS))
        .with_tag(s.label().get(lang));
    for r in SHEDDING {
        let run = o.run(s, r, false);
        let (col, dash) = rule_colors(r);
        let ys = run.buckets.iter().map(|b| b.shed as f64).collect();
        c.traces.push(Trace::step(r.label().get(lang), xs(run), ys, col).dash(dash));
    }
    c.bands = episode_band(p, s);
    c
}

fn return_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let (s, r) = (p.shown_scenario, p.shown_rule);
    let (f, j) = (o.run(s, r, false), o.run(s, r, true));
    let mut c = Chart::of(&charts::RETURNS, lang)
        .with_title(t!(
            lang,
            "{} ms'de gelen istek: {}, {}",
            "Arrivals per {} ms: {}, {}",
            BUCKET_MS,
            s.label().get(lang),
            r.label().get(lang)
        ))
        .with_y_title(per_bucket(lang, "istek", "requests"));
    c.traces = vec![
        Trace::bar(
            t!(lang, "geri dönen, sabit RA ({})", "returning, fixed RA ({})", ra_name(p, Some(false))),
            xs(f),
            f.buckets.iter().map(|b| b.returning as f64).collect(),
            palette::VERMILLION,
        ),
        Trace::bar(
            t!(lang, "geri dönen, sarsıntılı RA ({})", "returning, jittered RA ({})", ra_name(p, Some(true))),
            xs(j),
            j.buckets.iter().map(|b| b.returning as f64).collect(),
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "yeni gelen", "new arrivals"),
            xs(f),
            f.buckets.iter().map(|b| b.new as f64).collect(),
            palette::GREY,
        )
        .dash("dot"),
    ];
    c.bands = episode_band(p, s);
    c.wide = true;
    c
}

fn outcome_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::OUTCOMES, lang);
    c.bar_mode = BarMode::Stack;
    let mut cats = Vec::new();
    let mut runs = Vec::new();
    for s in Scenario::ALL {
        for r in Rule::ALL {
            cats.push(format!("{} · {}", s.label().get(lang), r.label().get(lang)));
            runs.push(&o.run(s, r, false).tally);
        }
    }
    let col = |f: fn(&Tally) -> u64| runs.iter().map(|x| f(x) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "faydalı", "useful"), col(|x| x.useful), palette::GREEN),
            (t(lang, "boşa (geç yanıt)", "wasted (late answer)"), col(|x| x.wasted), palette::VERMILLION),
            (
                t(
                    lang,
                    "yanıtsız kaldı (son denemede 503 ya da gittikten sonra atıldı)",
                    "no answer (503 on the last try, or dropped after leaving)",
                ),
                col(|x| x.gave_up),
                palette::GREY,
            ),
            (t(lang, "sonda hâlâ bekliyor", "still waiting at the end"), col(|x| x.pending), palette::SKY),
        ],
    );
    c.wide = true;
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let all = rows(o);
    let mut main = Table::of(
        &tables::RULES,
        lang,
        all.iter()
            .map(|(s, r, jit, run)| {
                let mut row = vec![s.label().get(lang).to_string(), r.label().get(lang).to_string(), ra_name(p, *jit)];
                row.extend(cells(&run.tally));
                row
            })
            .collect(),
    )
    .highlight(all.iter().map(|(s, r, _, _)| *s == p.shown_scenario && *r == p.shown_rule).collect());
    main.headers.push(per_bucket(lang, "tepe geri dönüş", "peak returning"));
    let sp_row = |name: String, sp: &sim_core::ek::kuyruk_suresi::Spread| {
        vec![
            name,
            fmt_num(sp.min, 0, lang),
            fmt_num(sp.median, 1, lang),
            fmt_num(sp.max, 0, lang),
            fmt_num(sp.mean, 2, lang),
        ]
    };
    let ensemble = Table::of(
        &tables::ENSEMBLE,
        lang,
        vec![
            sp_row(t(lang, "kısa patlama, 503: baştaki yaş", "short burst, 503s: head age"), &o.ens_burst_shed_head),
            sp_row(
                t(lang, "kısa patlama, 503: makalenin kapısı", "short burst, 503s: the article's gate"),
                &o.ens_burst_shed_gate,
            ),
            sp_row(
                t(
                    lang,
                    "sürekli yük, kapı, tepe geri dönüş: sabit RA",
                    "sustained, the gate, peak returning: fixed RA",
                ),
                &o.ens_peak_fixed,
            ),
            sp_row(
                t(
                    lang,
                    "sürekli yük, kapı, tepe geri dönüş: sarsıntılı RA",
                    "sustained, the gate, peak returning: jittered RA",
                ),
                &o.ens_peak_jittered,
            ),
            sp_row(
                t(lang, "sürekli yük, 503: makalenin kapısı", "sustained, 503s: the article's gate"),
                &o.ens_sus_shed_gate,
            ),
            sp_row(
                t(lang, "sürekli yük, 503: CoDel (RFC 8289)", "sustained, 503s: CoDel (RFC 8289)"),
                &o.ens_sus_shed_codel,
            ),
        ],
    )
    .with_caption(t!(lang, "{ENSEMBLE} tohumda aynı ayarlar", "The same settings over {ENSEMBLE} seeds"));

    let b = |r: Rule| &o.run(Scenario::ShortBurst, r, false).tally;
    let su = |r: Rule| &o.run(Scenario::Sustained, r, false).tally;
    let f = Fact::count;
    let d = Fact::new;
    // Which rules shed on the short burst: 0 neither, 1 only head age, 2 both, 3 only the gate.
    let burst_who = match (b(Rule::HeadAge).shed > 0, b(Rule::Gate).shed > 0) {
        (false, false) => 0,
        (true, false) => 1,
        (true, true) => 2,
        (false, true) => 3,
    };
    let (shown_f, shown_j) =
        (&o.run(p.shown_scenario, p.shown_rule, false).tally, &o.run(p.shown_scenario, p.shown_rule, true).tally);
    // The lower peak of returning arrivals: 0 fixed, 1 the same, 2 jittered.
    let lower_peak = ordering_option(shown_f.peak_returning.cmp(&shown_j.peak_returning));
    // CoDel's 503s against the gate's under sustained overload: 0 under half, 1 half to one
    // and a half times, 2 more.
    let ratio = su(Rule::CoDel).shed as f64 / (su(Rule::Gate).shed as f64).max(1.0);
    let codel_vs_gate = [0.5, 1.5].iter().filter(|&&e| ratio >= e).count() as f64;
    let pct = |target: u32, interval: u32| 100.0 * target as f64 / interval.max(1) as f64;
    let dflt = Params::default();
    let occ = su(Rule::Occupancy);
    // The step in time, in the sustained overload: the bucket of CoDel's first 503 (the
    // overload's start when it sends none) and the bucket the overload ends in (their starts in
    // ms), and the head's age there under the gate and under CoDel.
    let (sus0, sus1, _) = p.episode(Scenario::Sustained);
    let codel = o.run(Scenario::Sustained, Rule::CoDel, false);
    let gate = o.run(Scenario::Sustained, Rule::Gate, false);
    let sus_end = bucket_of(codel, sus1);
    let codel_first = codel.buckets.iter().position(|b| b.shed > 0).unwrap_or(bucket_of(codel, sus0)).min(sus_end);
    let head_at = |r: &Run, i: usize| r.buckets.get(i).map_or(0, |b| b.head_age_ms);
    let facts = vec![
        f("sus_codel_first_shed_ms", bucket_start_ms(codel_first) as u64),
        f("sus_end_ms", bucket_start_ms(sus_end) as u64),
        f("sus_codel_head_at_first_shed", head_at(codel, codel_first)),
        f("sus_codel_head_at_end", head_at(codel, sus_end)),
        f("sus_gate_head_at_end", head_at(gate, sus_end)),
        f("burst_max_wait_none", b(Rule::None).max_wait_ms),
        f("burst_wasted_none", b(Rule::None).wasted),
        f("burst_shed_occ", b(Rule::Occupancy).shed),
        f("burst_shed_head", b(Rule::HeadAge).shed),
        f("burst_shed_gate", b(Rule::Gate).shed),
        f("burst_shed_codel", b(Rule::CoDel).shed),
        f("burst_returning_head", b(Rule::HeadAge).returning),
        Fact { name: "burst_who", value: burst_who as f64, decimals: 0 },
        f("sus_first_shed_head", su(Rule::HeadAge).first_shed_ms.unwrap_or(0)),
        f("sus_first_shed_gate", su(Rule::Gate).first_shed_ms.unwrap_or(0)),
        f("sus_first_shed_codel", su(Rule::CoDel).first_shed_ms.unwrap_or(0)),
        f("sus_first_shed_occ", occ.first_shed_ms.unwrap_or(0)),
        // Whether occupancy sheds at all under sustained overload: 0 yes, 1 no.
        Fact { name: "sus_occ_sheds_option", value: if occ.first_shed_ms.is_some() { 0.0 } else { 1.0 }, decimals: 0 },
        f("sus_occ_head_age", occ.head_age_at_first_shed_ms),
        f("sus_head_head_age", su(Rule::HeadAge).head_age_at_first_shed_ms),
        f("sus_max_wait_none", su(Rule::None).max_wait_ms),
        f("sus_max_wait_occ", occ.max_wait_ms),
        f("sus_max_wait_head", su(Rule::HeadAge).max_wait_ms),
        f("sus_max_wait_gate", su(Rule::Gate).max_wait_ms),
        f("sus_max_wait_codel", su(Rule::CoDel).max_wait_ms),
        f("sus_useful_none", su(Rule::None).useful),
        f("sus_wasted_none", su(Rule::None).wasted),
        f("sus_useful_occ", occ.useful),
        f("sus_wasted_occ", occ.wasted),
        f("sus_useful_gate", su(Rule::Gate).useful),
        f("sus_wasted_gate", su(Rule::Gate).wasted),
        f("sus_useful_codel", su(Rule::CoDel).useful),
        f("sus_wasted_codel", su(Rule::CoDel).wasted),
        f("sus_shed_gate", su(Rule::Gate).shed),
        f("sus_shed_codel", su(Rule::CoDel).shed),
        f("sus_gave_up_codel", su(Rule::CoDel).gave_up),
        f("sus_dropped_late_codel", su(Rule::CoDel).dropped_late),
        // CoDel's 503s under sustained overload: 0 a handful (under 50), 1 hundreds, 2 thousands.
        Fact {
            name: "sus_codel_shed_bucket",
            value: [50.0, 1000.0].iter().filter(|&&e| su(Rule::CoDel).shed as f64 >= e).count() as f64,
            decimals: 0,
        },
        Fact { name: "codel_vs_gate", value: codel_vs_gate, decimals: 0 },
        f("shown_peak_fixed", shown_f.peak_returning),
        f("shown_peak_jittered", shown_j.peak_returning),
        f("shown_shed_fixed", shown_f.shed),
        f("shown_shed_jittered", shown_j.shed),
        Fact { name: "lower_peak", value: lower_peak, decimals: 0 },
        f("occupancy_at", (p.occupancy * p.queue_limit as f64).ceil() as u64),
        f("target_ms", p.target_ms as u64),
        f("interval_ms", p.interval_ms as u64),
        // The target as a share of the interval, percent; RFC 8289's suggested range; the
        // article's own values.
        d("target_pct", pct(p.target_ms, p.interval_ms), 0),
        d("rfc_share_min", 100.0 * RFC_TARGET_SHARE.0, 0),
        d("rfc_share_max", 100.0 * RFC_TARGET_SHARE.1, 0),
        f("article_target_ms", dflt.target_ms as u64),
        f("article_interval_ms", dflt.interval_ms as u64),
        d("article_target_pct", pct(dflt.target_ms, dflt.interval_ms), 0),
        f("retry_after_s", p.retry_after_s as u64),
        f("bucket_ms", BUCKET_MS as u64),
        f("ensemble_n", ENSEMBLE),
        d("ens_head_min", o.ens_burst_shed_head.min, 0),
        d("ens_head_median", o.ens_burst_shed_head.median, 1),
        d("ens_head_max", o.ens_burst_shed_head.max, 0),
        d("ens_gate_min", o.ens_burst_shed_gate.min, 0),
        d("ens_gate_median", o.ens_burst_shed_gate.median, 1),
        d("ens_gate_max", o.ens_burst_shed_gate.max, 0),
        // Whether the gate sheds nothing on the short burst in every seed: 0 yes, 1 no (YES_NO).
        Fact {
            name: "ens_gate_zero_option",
            value: if o.ens_burst_shed_gate.max == 0.0 { 0.0 } else { 1.0 },
            decimals: 0,
        },
        d("ens_peak_fixed_mean", o.ens_peak_fixed.mean, 2),
        d("ens_peak_jittered_mean", o.ens_peak_jittered.mean, 2),
        d("ens_peak_fixed_min", o.ens_peak_fixed.min, 0),
        d("ens_peak_jittered_max", o.ens_peak_jittered.max, 0),
        d("ens_sus_gate_min", o.ens_sus_shed_gate.min, 0),
        d("ens_sus_gate_max", o.ens_sus_shed_gate.max, 0),
        d("ens_sus_codel_min", o.ens_sus_shed_codel.min, 0),
        d("ens_sus_codel_max", o.ens_sus_shed_codel.max, 0),
        f("ens_codel_fewer", o.ens_sus_codel_fewer),
        // The intro's figure: one tick.
        f("tick_ms", TICK_MS as u64),
    ];
    let (occupancy, head_age) = (b(Rule::Occupancy).shed, b(Rule::HeadAge).shed);
    let (burst_gate, burst_codel) = (b(Rule::Gate).shed, b(Rule::CoDel).shed);
    let (sustained_gate, sustained_codel) = (su(Rule::Gate).shed, su(Rule::CoDel).shed);
    let rule = p.shown_rule.label().get(lang);
    let returning = |jitter| o.run(Scenario::Sustained, p.shown_rule, jitter).tally.peak_returning;
    let (fixed, jittered) = (returning(false), returning(true));
    let summary = t!(
        lang,
        "Kısa patlamada 503: doluluk {occupancy}, baştaki yaş {head_age}, makalenin kapısı {burst_gate}, CoDel {burst_codel}; sürekli yükte kapı {sustained_gate}, CoDel {sustained_codel} kez 503 gönderiyor; {rule} tepe geri dönüş sabit RA ile {fixed}, jitter ile {jittered} ({BUCKET_MS} ms'de).",
        "503s on the short burst: occupancy {occupancy}, head age {head_age}, the article's gate {burst_gate}, CoDel {burst_codel}; under sustained overload the gate sends {sustained_gate} and CoDel {sustained_codel}; {rule}: peak returning {fixed} with a fixed RA, {jittered} with jitter (per {BUCKET_MS} ms)."
    );
    let n = |x: f64| fmt_num(x, 0, lang);
    let row_of = |sc: Scenario, rule: Rule| {
        all.iter().position(|(s, r, jit, _)| *s == sc && *r == rule && *jit != Some(true)).unwrap_or(0)
    };
    let notes = vec![
        // The article offers its gate as a CoDel-inspired simplification; it is an admission rule.
        Note {
            on: NoteOn::Row("rules", row_of(Scenario::Sustained, Rule::Gate)),
            text: t!(
                lang,
                "Yazı bu kapıyı CoDel'den esinlenmiş bir sadeleştirme olarak sunuyor. Modelde kapı, aralığın en kısa beklemesi hedefi aşınca kapıdaki herkesi geri çeviriyor ({} kez 503); RFC 8289'daki CoDel ise kuyruğun başından, gitgide sıklaşan aralıklarla atıyor ({} istek). Kapı CoDel'in ölçüsünü kullanan bir kabul kuralıdır, CoDel'in kendisi değil.",
                "The article offers this gate as a simplification inspired by CoDel. In the model the gate turns away everyone at the door while the interval's shortest wait is above the target ({} 503s); CoDel as RFC 8289 has it drops at the head, ever more often ({} requests). The gate is an admission rule built on CoDel's measure, not CoDel itself.",
                n(su(Rule::Gate).shed as f64),
                n(su(Rule::CoDel).shed as f64)
            ),
        },
        // The article's target and interval invert the RFC's ratio.
        Note {
            on: NoteOn::Row("rules", row_of(Scenario::Sustained, Rule::CoDel)),
            text: t!(
                lang,
                "RFC 8289 hedefi aralığın yüzde {} ile {} arası kadar seçer. Yazının değerleri bunun tersi: {} ms hedef, {} ms aralık, yani hedef aralığın yüzde {} kadarı. Bu yüzden yazının kapısı tek bir aralıkta karar verir; ağ için verilen oran bir HTTP sunucusuna kendiliğinden taşınmaz.",
                "RFC 8289 sets the target at {} to {} percent of the interval. The article's values go the other way: a {} ms target with a {} ms interval, a target of {} percent of it. So the article's gate decides within one interval; the ratio given for networks does not carry over to an HTTP server by itself.",
                n(100.0 * RFC_TARGET_SHARE.0),
                n(100.0 * RFC_TARGET_SHARE.1),
                n(dflt.target_ms as f64),
                n(dflt.interval_ms as f64),
                n(pct(dflt.target_ms, dflt.interval_ms))
            ),
        },
        // The article: the gate does not shed on a short burst. Over the seeds: it depends.
        Note {
            on: NoteOn::Row("ensemble", 1),
            text: {
                let g = &o.ens_burst_shed_gate;
                let verdict = if g.max == 0.0 {
                    t(lang, "burada her tohumda sıfır, yazının dediği tutuyor.", "zero on every seed here: the article's claim holds.")
                } else if g.min == 0.0 {
                    t(lang, "sıfır olduğu tohumlar var, ama hepsi değil.", "zero on some seeds, but not on all.")
                } else {
                    t(lang, "hiçbir tohumda sıfır değil.", "zero on no seed.")
                };
                t!(
                    lang,
                    "Yazıya göre bu kural kısa patlamada hiç atmaz. {} tohumda kapının 503 sayısı en az {}, en çok {}: {}",
                    "The article says this rule does not shed on a short burst. Over {} seeds the gate's 503s run from {} to {}: {}",
                    ENSEMBLE,
                    n(g.min),
                    n(g.max),
                    verdict
                )
            },
        },
    ];
    let charts =
        vec![head_age_chart(p, o, lang), return_chart(p, o, lang), shed_chart(p, o, lang), outcome_chart(o, lang)];
    View::new(vec![main, ensemble], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod memo_tests {
    use super::*;

    #[test]
    fn a_part_s_cache_key_leaves_out_only_the_other_episode_and_the_shown_choices() {
        for s in Scenario::ALL {
            let [a, b] = Part::other_keys(s);
            crate::memo::assert_key_ignores_exactly(
                |p: &Params| part_key(p, s),
                &[a, b, "shown_rule", "shown_scenario"],
            );
        }
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let p = Params { duration_ms: 4000, ..Params::default() };
        let changes = [("burst_load", 2.9), ("burst_load", 1.9)];
        crate::memo::assert_runs_as(run, sim_core::ek::kuyruk_suresi::run, p, &changes);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact};

    #[test]
    fn the_frames_are_the_charted_head_age_503s_and_arrivals_of_each_watched_rule() {
        for (key, value) in
            [("shown_scenario", 0.0), ("shown_scenario", 1.0), ("shown_rule", 2.0), ("target_ms", 200.0)]
        {
            let mut p = Params { shown_scenario: Scenario::Sustained, ..Params::default() };
            sim_core::params::Params::put(&mut p, key, value);
            let o = run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let rules = watched(&p);
            assert_eq!(f.scenes.len(), rules.len());
            let (age, shed, arrivals) = (chart(&v, "head-age"), chart(&v, "shed-timeline"), chart(&v, "returns"));
            for (scene, &rule) in f.scenes.iter().zip(&rules) {
                let queue = scene.node("queue").unwrap();
                let age_y = &age.traces[rule as usize].y;
                let refused: Vec<f64> =
                    (0..f.len()).map(|i| scene.links.iter().map(|l| l.refused.at(i)).sum()).collect();
                let door = scene.links.iter().find(|l| l.from == "clients").unwrap();
                for (i, &round) in f.rounds.iter().enumerate() {
                    let j = (round / BUCKET_MS) as usize;
                    assert_eq!(bucket_start_ms(j), round);
                    assert_eq!(queue.level(i), age_y[j], "{key}={value} {rule:?} at {round}");
                    let shed_y = SHEDDING.iter().position(|&r| r == rule).map_or(0.0, |k| shed.traces[k].y[j]);
                    assert_eq!(refused[i], shed_y);
                    if rule == p.shown_rule {
                        // The arrivals chart: returning (fixed RA) plus new ones.
                        let all = arrivals.traces[0].y[j] + arrivals.traces[2].y[j];
                        assert_eq!(door.flow.at(i) + door.refused.at(i), all);
                    }
                }
            }
        }
    }

    #[test]
    fn the_step_opens_at_codel_s_first_503_and_plays_to_the_overload_s_end() {
        let p = Params { shown_scenario: Scenario::Sustained, shown_rule: Rule::CoDel, ..Params::default() };
        let v = view(&p, &run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, end) = (fact(&v, "sus_codel_first_shed_ms"), fact(&v, "sus_end_ms"));
        assert!(open < end, "{open} {end}");
        for r in [open, end] {
            assert_eq!(f.rounds[f.frame_of(r as u32).unwrap()], r as u32);
        }
        let codel = f.scenes.iter().find(|s| s.title == Rule::CoDel.label().en).unwrap();
        let i = f.frame_of(open as u32).unwrap();
        let head = codel.links.iter().find(|l| l.from == "queue").unwrap();
        assert_eq!(head.state.at(i), Some(State::Shedding));
        // CoDel sheds little and leaves the older head behind.
        assert!(fact(&v, "sus_codel_head_at_end") > fact(&v, "sus_gate_head_at_end"));
    }
}
