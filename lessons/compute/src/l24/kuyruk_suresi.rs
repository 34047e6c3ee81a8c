//! Extra lab 4, `ek/kuyruk-suresi`: three shed rules on a short burst and on sustained overload,
//! the head's age over time, the returning waves of a fixed vs a jittered Retry-After, and the
//! seed ensemble.

use sim_core::ek::kuyruk_suresi::{
    part, run_with, Output, Params, Part, Rule, Run, Scenario, Tally, BUCKET_TICKS, ENSEMBLE, TICK_MS,
};
use sim_core::Lang;

use crate::memo::Recent;

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

use lessons::jsfmt::{pad_end, pad_start, to_fixed};
use lessons::view::{fmt_num, palette, t, Band, BarMode, Chart, Fact, Table, Trace, TraceKind, View, Xs};

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
        for r in [Rule::Occupancy, Rule::HeadAge, Rule::CoDel] {
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
    let w: Vec<usize> = HEADERS[..11].iter().map(|h| h.len().max(6) + 2).collect();
    s += &pad_end("senaryo", 20);
    s += &pad_end("kural", 13);
    s += &pad_end("RA", 8);
    for (h, wi) in HEADERS[..11].iter().zip(&w) {
        s += &pad_start(h, *wi);
    }
    s += "\n";
    for (sc, r, jit, run) in rows(o) {
        s += &pad_end(sc.course_name(), 20);
        s += &pad_end(r.course_name(), 13);
        s += &pad_end(&ra_name(p, jit), 8);
        for (c, wi) in cells(&run.tally).iter().zip(&w) {
            s += &pad_start(c, *wi);
        }
        s += "\n";
    }
    s += &format!("\n{} tohumda (TOHUM..TOHUM+{}), en az / medyan / en cok (ortalama)\n", ENSEMBLE, ENSEMBLE - 1);
    let line = |name: &str, sp: &sim_core::ek::kuyruk_suresi::Spread| {
        format!(
            "{}{} / {} / {} ({})\n",
            pad_end(name, 52),
            to_fixed(sp.min, 0),
            to_fixed(sp.median, 1),
            to_fixed(sp.max, 0),
            to_fixed(sp.mean, 2)
        )
    };
    s += &line("kisa patlama, sabit RA, 503: bastaki yas", &o.ens_burst_shed_head);
    s += &line("kisa patlama, sabit RA, 503: CoDel", &o.ens_burst_shed_codel);
    s += &line("surekli asiri yuk, CoDel, tepe geri donus: sabit", &o.ens_peak_fixed);
    s += &line("surekli asiri yuk, CoDel, tepe geri donus: jitter", &o.ens_peak_jittered);
    s
}

fn rule_colors(r: Rule) -> (&'static str, &'static str) {
    match r {
        Rule::None => (palette::GREY, "dot"),
        Rule::Occupancy => (palette::ORANGE, "dashdot"),
        Rule::HeadAge => (palette::VERMILLION, "dash"),
        Rule::CoDel => (palette::BLUE, "solid"),
    }
}

fn xs(r: &Run) -> Xs {
    let w = (BUCKET_TICKS * TICK_MS) as f64 / 1000.0;
    Xs::Num((0..r.buckets.len()).map(|i| i as f64 * w).collect())
}

fn episode_band(p: &Params, s: Scenario) -> Vec<Band> {
    let (b0, b1, _) = p.episode(s);
    let sec = |tick: u32| tick as f64 * TICK_MS as f64 / 1000.0;
    vec![Band { from: sec(b0), to: sec(b1), color: "rgba(213,94,0,0.10)" }]
}

fn head_age_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let s = p.shown_scenario;
    let mut c = Chart::new(
        "head-age",
        format!(
            "{}: {}",
            t(lang, "Kuyruğun başındaki isteğin yaşı", "Age of the request at the head"),
            s.label().get(lang)
        ),
        t(lang, "zaman (s)", "time (s)"),
        "ms".into(),
    );
    for r in Rule::ALL {
        let run = o.run(s, r, false);
        let (col, dash) = rule_colors(r);
        let ys = run.buckets.iter().map(|b| b.head_age_ms as f64).collect();
        c.traces.push(Trace::new(r.label().get(lang), TraceKind::Line, xs(run), ys, col).dash(dash));
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
    let mut c = Chart::new(
        "shed-timeline",
        format!("{}: {}", t(lang, "100 ms'de gönderilen 503", "503s sent per 100 ms"), s.label().get(lang)),
        t(lang, "zaman (s)", "time (s)"),
        "503".into(),
    );
    for r in [Rule::Occupancy, Rule::HeadAge, Rule::CoDel] {
        let run = o.run(s, r, false);
        let (col, dash) = rule_colors(r);
        let ys = run.buckets.iter().map(|b| b.shed as f64).collect();
        c.traces.push(Trace::new(r.label().get(lang), TraceKind::Step, xs(run), ys, col).dash(dash));
    }
    c.bands = episode_band(p, s);
    c
}

fn return_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let (s, r) = (p.shown_scenario, p.shown_rule);
    let (f, j) = (o.run(s, r, false), o.run(s, r, true));
    let mut c = Chart::new(
        "returns",
        format!(
            "{}: {}, {}",
            t(lang, "100 ms'de gelen istek", "Arrivals per 100 ms"),
            s.label().get(lang),
            r.label().get(lang)
        ),
        t(lang, "zaman (s)", "time (s)"),
        t(lang, "istek / 100 ms", "requests / 100 ms"),
    );
    c.traces = vec![
        Trace::new(
            format!("{} ({})", t(lang, "geri dönen, sabit RA", "returning, fixed RA"), ra_name(p, Some(false))),
            TraceKind::Bar,
            xs(f),
            f.buckets.iter().map(|b| b.returning as f64).collect(),
            palette::VERMILLION,
        ),
        Trace::new(
            format!("{} ({})", t(lang, "geri dönen, jitter'li RA", "returning, jittered RA"), ra_name(p, Some(true))),
            TraceKind::Bar,
            xs(j),
            j.buckets.iter().map(|b| b.returning as f64).collect(),
            palette::BLUE,
        ),
        Trace::new(
            t(lang, "yeni gelen", "new arrivals"),
            TraceKind::Line,
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
    let mut c = Chart::new(
        "outcomes",
        t(lang, "Her istemcinin sonu (sabit RA)", "How every client ended (fixed RA)"),
        String::new(),
        t(lang, "istemci", "clients"),
    );
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
    c.traces = vec![
        Trace::new(
            t(lang, "faydalı", "useful"),
            TraceKind::Bar,
            Xs::Cat(cats.clone()),
            col(|x| x.useful),
            palette::GREEN,
        ),
        Trace::new(
            t(lang, "boşa (geç yanıt)", "wasted (late answer)"),
            TraceKind::Bar,
            Xs::Cat(cats.clone()),
            col(|x| x.wasted),
            palette::VERMILLION,
        ),
        Trace::new(
            t(lang, "vazgeçti (son denemede 503)", "gave up (503 on the last try)"),
            TraceKind::Bar,
            Xs::Cat(cats.clone()),
            col(|x| x.gave_up),
            palette::GREY,
        ),
        Trace::new(
            t(lang, "sonda hâlâ bekliyor", "still waiting at the end"),
            TraceKind::Bar,
            Xs::Cat(cats),
            col(|x| x.pending),
            palette::SKY,
        ),
    ];
    c.wide = true;
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let heads_tr = [
        "yeni",
        "tekrar",
        "503",
        "faydalı",
        "boşa",
        "vazgeçti",
        "kalan",
        "ilk 503 (ms)",
        "o an baştaki yaş (ms)",
        "en uzun bekleme (ms)",
        "tepe geri dönüş / 100 ms",
    ];
    let heads_en = [
        "new",
        "retries",
        "503",
        "useful",
        "wasted",
        "gave up",
        "left",
        "first 503 (ms)",
        "head age then (ms)",
        "longest wait (ms)",
        "peak returning / 100 ms",
    ];
    let mut headers = vec![t(lang, "senaryo", "scenario"), t(lang, "kural", "rule"), "Retry-After".to_string()];
    headers.extend((0..11).map(|i| t(lang, heads_tr[i], heads_en[i])));
    let all = rows(o);
    let main = Table {
        id: "rules",
        caption: t(
            lang,
            "Üç kural, iki senaryo, iki Retry-After",
            "Three rules, two scenarios, two Retry-After policies",
        ),
        headers,
        rows: all
            .iter()
            .map(|(s, r, jit, run)| {
                let mut row = vec![s.label().get(lang).to_string(), r.label().get(lang).to_string(), ra_name(p, *jit)];
                row.extend(cells(&run.tally));
                row
            })
            .collect(),
        highlight: all.iter().map(|(s, r, _, _)| *s == p.shown_scenario && *r == p.shown_rule).collect(),
    };
    let sp_row = |name: String, sp: &sim_core::ek::kuyruk_suresi::Spread| {
        vec![
            name,
            fmt_num(sp.min, 0, lang),
            fmt_num(sp.median, 1, lang),
            fmt_num(sp.max, 0, lang),
            fmt_num(sp.mean, 2, lang),
        ]
    };
    let ensemble = Table {
        id: "ensemble",
        caption: match lang {
            Lang::Tr => format!("{ENSEMBLE} tohumda aynı ayarlar"),
            Lang::En => format!("The same settings over {ENSEMBLE} seeds"),
        },
        headers: vec![
            t(lang, "ölçü", "measure"),
            t(lang, "en az", "min"),
            t(lang, "medyan", "median"),
            t(lang, "en çok", "max"),
            t(lang, "ortalama", "mean"),
        ],
        rows: vec![
            sp_row(t(lang, "kısa patlama, 503: baştaki yaş", "short burst, 503s: head age"), &o.ens_burst_shed_head),
            sp_row(t(lang, "kısa patlama, 503: CoDel", "short burst, 503s: CoDel"), &o.ens_burst_shed_codel),
            sp_row(
                t(lang, "sürekli yük, CoDel, tepe geri dönüş: sabit RA", "sustained, CoDel, peak returning: fixed RA"),
                &o.ens_peak_fixed,
            ),
            sp_row(
                t(
                    lang,
                    "sürekli yük, CoDel, tepe geri dönüş: jitter'li RA",
                    "sustained, CoDel, peak returning: jittered RA",
                ),
                &o.ens_peak_jittered,
            ),
        ],
        highlight: vec![false; 4],
    };

    let b = |r: Rule| &o.run(Scenario::ShortBurst, r, false).tally;
    let su = |r: Rule| &o.run(Scenario::Sustained, r, false).tally;
    let f = |name, value: u64| Fact { name, value: value as f64, decimals: 0 };
    let d = |name, value: f64, decimals| Fact { name, value, decimals };
    // Which rules shed on the short burst: 0 neither, 1 only head age, 2 both, 3 only CoDel.
    let burst_who = match (b(Rule::HeadAge).shed > 0, b(Rule::CoDel).shed > 0) {
        (false, false) => 0,
        (true, false) => 1,
        (true, true) => 2,
        (false, true) => 3,
    };
    let (shown_f, shown_j) =
        (&o.run(p.shown_scenario, p.shown_rule, false).tally, &o.run(p.shown_scenario, p.shown_rule, true).tally);
    // The lower peak of returning arrivals: 0 fixed, 1 the same, 2 jittered.
    let lower_peak = match shown_f.peak_returning.cmp(&shown_j.peak_returning) {
        core::cmp::Ordering::Less => 0.0,
        core::cmp::Ordering::Equal => 1.0,
        core::cmp::Ordering::Greater => 2.0,
    };
    let occ = su(Rule::Occupancy);
    let facts = vec![
        f("burst_max_wait_none", b(Rule::None).max_wait_ms),
        f("burst_wasted_none", b(Rule::None).wasted),
        f("burst_shed_occ", b(Rule::Occupancy).shed),
        f("burst_shed_head", b(Rule::HeadAge).shed),
        f("burst_shed_codel", b(Rule::CoDel).shed),
        f("burst_returning_head", b(Rule::HeadAge).returning),
        Fact { name: "burst_who", value: burst_who as f64, decimals: 0 },
        f("sus_first_shed_head", su(Rule::HeadAge).first_shed_ms.unwrap_or(0)),
        f("sus_first_shed_codel", su(Rule::CoDel).first_shed_ms.unwrap_or(0)),
        f("sus_first_shed_occ", occ.first_shed_ms.unwrap_or(0)),
        // Whether occupancy sheds at all under sustained overload: 0 yes, 1 no.
        Fact { name: "sus_occ_sheds_option", value: if occ.first_shed_ms.is_some() { 0.0 } else { 1.0 }, decimals: 0 },
        f("sus_occ_head_age", occ.head_age_at_first_shed_ms),
        f("sus_head_head_age", su(Rule::HeadAge).head_age_at_first_shed_ms),
        f("sus_max_wait_none", su(Rule::None).max_wait_ms),
        f("sus_max_wait_occ", occ.max_wait_ms),
        f("sus_max_wait_head", su(Rule::HeadAge).max_wait_ms),
        f("sus_max_wait_codel", su(Rule::CoDel).max_wait_ms),
        f("sus_useful_none", su(Rule::None).useful),
        f("sus_wasted_none", su(Rule::None).wasted),
        f("sus_useful_occ", occ.useful),
        f("sus_wasted_occ", occ.wasted),
        f("sus_useful_codel", su(Rule::CoDel).useful),
        f("sus_wasted_codel", su(Rule::CoDel).wasted),
        f("shown_peak_fixed", shown_f.peak_returning),
        f("shown_peak_jittered", shown_j.peak_returning),
        f("shown_shed_fixed", shown_f.shed),
        f("shown_shed_jittered", shown_j.shed),
        Fact { name: "lower_peak", value: lower_peak, decimals: 0 },
        f("occupancy_at", (p.occupancy * p.queue_limit as f64).ceil() as u64),
        f("target_ms", p.target_ms as u64),
        f("interval_ms", p.interval_ms as u64),
        f("retry_after_s", p.retry_after_s as u64),
        f("ensemble_n", ENSEMBLE),
        d("ens_head_min", o.ens_burst_shed_head.min, 0),
        d("ens_head_median", o.ens_burst_shed_head.median, 1),
        d("ens_head_max", o.ens_burst_shed_head.max, 0),
        d("ens_codel_min", o.ens_burst_shed_codel.min, 0),
        d("ens_codel_median", o.ens_burst_shed_codel.median, 1),
        d("ens_codel_max", o.ens_burst_shed_codel.max, 0),
        // Whether CoDel sheds nothing on the short burst in every seed: 0 yes, 1 no (YES_NO).
        Fact {
            name: "ens_codel_zero_option",
            value: if o.ens_burst_shed_codel.max == 0.0 { 0.0 } else { 1.0 },
            decimals: 0,
        },
        d("ens_peak_fixed_mean", o.ens_peak_fixed.mean, 2),
        d("ens_peak_jittered_mean", o.ens_peak_jittered.mean, 2),
        d("ens_peak_fixed_min", o.ens_peak_fixed.min, 0),
        d("ens_peak_jittered_max", o.ens_peak_jittered.max, 0),
    ];
    let summary = match lang {
        Lang::Tr => format!(
            "Kısa patlamada 503: doluluk {}, baştaki yaş {}, CoDel {}; sürekli yükte {} tepe geri dönüş sabit RA ile {}, jitter ile {} (100 ms'de).",
            b(Rule::Occupancy).shed,
            b(Rule::HeadAge).shed,
            b(Rule::CoDel).shed,
            p.shown_rule.label().tr,
            o.run(Scenario::Sustained, p.shown_rule, false).tally.peak_returning,
            o.run(Scenario::Sustained, p.shown_rule, true).tally.peak_returning
        ),
        Lang::En => format!(
            "503s on the short burst: occupancy {}, head age {}, CoDel {}; under sustained overload, {}: peak returning {} with a fixed RA, {} with jitter (per 100 ms).",
            b(Rule::Occupancy).shed,
            b(Rule::HeadAge).shed,
            b(Rule::CoDel).shed,
            p.shown_rule.label().en,
            o.run(Scenario::Sustained, p.shown_rule, false).tally.peak_returning,
            o.run(Scenario::Sustained, p.shown_rule, true).tally.peak_returning
        ),
    };
    View {
        tables: vec![main, ensemble],
        charts: vec![
            head_age_chart(p, o, lang),
            return_chart(p, o, lang),
            shed_chart(p, o, lang),
            outcome_chart(o, lang),
        ],
        facts,
        summary,
        transcript: String::new(),
        frames: None,
    }
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
        let mut p = Params { duration_ms: 4000, ..Params::default() };
        for load in [p.burst_load, p.burst_load + 1.0, p.burst_load] {
            p.burst_load = load;
            assert_eq!(run(&p), sim_core::ek::kuyruk_suresi::run(&p));
        }
    }
}
