//! Extra lab 5 (page 25), `ek/kapanis`: a rolling deploy's shutdown under four variants, the
//! phases of each terminating pod, errors and retries over time, and the seed ensemble.

use sim_core::ek::kapanis::{variants, Exit, Output, Params, Run, Spread, ENSEMBLE};
use sim_core::Lang;

use lessons::jsfmt::{js_string, pad_end, pad_start, to_fixed};
use lessons::view::{fmt_num, palette, ratio, t, Band, BarMode, Chart, Fact, Table, Trace, TraceKind, View, Xs};

/// How the lab runs, prints and shows `ek/kapanis`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::ek::kapanis::run, transcript, view);

fn exit_code(e: Exit) -> &'static str {
    match e {
        Exit::Drained => "bosaldi",
        Exit::Timeout => "zaman asimi",
        Exit::Killed => "SIGKILL",
    }
}

fn exit_name(e: Exit, lang: Lang) -> String {
    match e {
        Exit::Drained => t(lang, "boşaldı", "drained"),
        Exit::Timeout => t(lang, "zaman aşımı", "shutdown timeout"),
        Exit::Killed => "SIGKILL".to_string(),
    }
}

fn spread(s: &Spread) -> String {
    format!("{}/{}/{}", js_string(s.min), js_string(s.median), js_string(s.max))
}

fn secs(ms: f64) -> String {
    to_fixed(ms / 1000.0, 1)
}

/// The lab's golden table.
pub fn transcript(p: &Params, o: &Output) -> String {
    let vs = variants(p);
    let mut s = format!(
        "ayar: {} pod, {} istek/sn, ortalama istek {} ms, D {} sn, P {} sn, kapanis zaman asimi {} sn, G {} sn, \
         pod arasi {} sn, tohum {}\n\n",
        p.pods,
        js_string(p.rate),
        p.duration_ms,
        js_string(p.lag_s),
        js_string(p.prestop_s),
        js_string(p.drain_s),
        js_string(p.grace_s),
        js_string(p.every_s),
        p.seed
    );
    s += &format!(
        "{}{}{}{}{}{}{}{}{}{}{}\n",
        pad_end("varyant", 22),
        pad_start("D", 6),
        pad_start("P", 6),
        pad_start("G", 6),
        pad_start("kapanan poda", 14),
        pad_start("reddedilen", 12),
        pad_start("zaman asimi", 13),
        pad_start("SIGKILL", 9),
        pad_start("hata", 7),
        pad_start("yeniden deneme", 16),
        pad_start("en cok deneme/sn", 18)
    );
    for ((name, q), r) in vs.iter().zip(&o.runs) {
        let c = &r.counts;
        s += &format!(
            "{}{}{}{}{}{}{}{}{}{}{}\n",
            pad_end(name, 22),
            pad_start(&js_string(q.lag_s), 6),
            pad_start(&js_string(q.prestop_s), 6),
            pad_start(&js_string(q.grace_s), 6),
            pad_start(&c.requests.to_string(), 14),
            pad_start(&c.refused.to_string(), 12),
            pad_start(&c.cut_by_timeout.to_string(), 13),
            pad_start(&c.killed.to_string(), 9),
            pad_start(&c.errors().to_string(), 7),
            pad_start(&c.retries.to_string(), 16),
            pad_start(&c.peak_retries.to_string(), 18)
        );
    }
    s += "\nayar, pod pod (sn):\n";
    s += &format!(
        "{}{}{}{}{}{}{}{}{}\n",
        pad_end("pod", 5),
        pad_start("silindi", 9),
        pad_start("listeden cikti", 16),
        pad_start("SIGTERM", 9),
        pad_start("cikis", 9),
        pad_start("SIGKILL", 9),
        pad_start("nasil", 13),
        pad_start("istek", 7),
        pad_start("hata", 6)
    );
    for (k, pod) in o.runs[0].pods.iter().enumerate() {
        s += &format!(
            "{}{}{}{}{}{}{}{}{}\n",
            pad_end(&(k + 1).to_string(), 5),
            pad_start(&secs(pod.deleted_ms), 9),
            pad_start(&secs(pod.unrouted_ms), 16),
            pad_start(&secs(pod.sigterm_ms), 9),
            pad_start(&secs(pod.exit_ms), 9),
            pad_start(&secs(pod.kill_ms), 9),
            pad_start(exit_code(pod.exit), 13),
            pad_start(&pod.requests.to_string(), 7),
            pad_start(&pod.errors.to_string(), 6)
        );
    }
    s += &format!("\n{} tohum, deploy basina hata (min/medyan/maks, hatali tohum):\n", ENSEMBLE);
    for (i, (name, _)) in vs.iter().enumerate() {
        s += &format!("  {}{} ({}/{})\n", pad_end(name, 22), spread(&o.ensemble[i]), o.seeds_with_errors[i], ENSEMBLE);
    }
    s
}

fn variant_name(i: usize, lang: Lang) -> String {
    match i {
        0 => t(lang, "ayarınız", "your settings"),
        1 => t(lang, "preStop yok (P = 0)", "no preStop (P = 0)"),
        2 => t(lang, "G = P (boşaltmaya süre yok)", "G = P (no time to drain)"),
        _ => t(lang, "D iki katı", "D doubled"),
    }
}

fn variant_names(lang: Lang) -> Vec<String> {
    (0..4).map(|i| variant_name(i, lang)).collect()
}

/// One phase's line: name, colour, dash, then its segments' x and y (NaN between pods).
type Phase = (String, &'static str, &'static str, Vec<f64>, Vec<f64>);

/// Per-pod phases after each pod's deletion: one line per phase, pods on the y axis.
fn pod_timeline(p: &Params, r: &Run, lang: Lang) -> Chart {
    let mut c = Chart::new(
        "pod-timeline",
        t(lang, "Her podun kapanışı (kendi silinmesinden bu yana)", "Each pod's shutdown (since its own deletion)"),
        t(lang, "silinmeden bu yana saniye", "seconds since deletion"),
        t(lang, "pod", "pod"),
    );
    // (name, colour, dash, xs, ys): segments per pod, seconds since its deletion.
    let mut phases: Vec<Phase> = vec![
        (
            t(lang, "trafik alıyor, hizmet veriyor", "routed and serving"),
            palette::BLUE,
            "solid",
            Vec::new(),
            Vec::new(),
        ),
        (
            t(lang, "listede değil, preStop bekliyor", "off the list, preStop waiting"),
            palette::GREEN,
            "solid",
            Vec::new(),
            Vec::new(),
        ),
        (
            t(lang, "trafik alıyor ama reddediyor", "routed but refusing"),
            palette::VERMILLION,
            "dash",
            Vec::new(),
            Vec::new(),
        ),
        (t(lang, "SIGTERM sonrası boşaltma", "draining after SIGTERM"), palette::ORANGE, "dot", Vec::new(), Vec::new()),
        (
            t(lang, "boşaltırken SIGKILL ile öldü", "draining, then killed by SIGKILL"),
            palette::BLACK,
            "dashdot",
            Vec::new(),
            Vec::new(),
        ),
    ];
    for (k, pod) in r.pods.iter().enumerate() {
        let rel = |x: f64| (x - pod.deleted_ms) / 1000.0;
        let (d, term, exit) = (rel(pod.unrouted_ms), rel(pod.sigterm_ms), rel(pod.exit_ms));
        let y = (k + 1) as f64;
        let segs = [(0.0, d.min(term)), (d, term), (term, d), (term, exit)];
        for (i, &(a, b)) in segs.iter().enumerate() {
            let i = if i == 3 && pod.exit == Exit::Killed { 4 } else { i };
            if b > a {
                phases[i].3.extend([a, b, f64::NAN]);
                phases[i].4.extend([y, y, f64::NAN]);
            }
        }
    }
    c.traces = phases
        .into_iter()
        .map(|(name, color, dash, xs, ys)| Trace::new(name, TraceKind::Line, Xs::Num(xs), ys, color).dash(dash))
        .collect();
    let kill = p.grace_s;
    c.bands = vec![Band { from: 0.0, to: p.lag_s, color: "rgba(86,180,233,0.15)" }];
    c.marker = Some((kill, t(lang, "SIGKILL (G)", "SIGKILL (G)")));
    c.y_range = Some((0.5, r.pods.len() as f64 + 0.5));
    c.wide = true;
    c
}

fn errors_timeline(o: &Output, lang: Lang) -> Chart {
    let r = &o.runs[0];
    let xs: Vec<f64> = (0..r.per_second.len()).map(|s| s as f64).collect();
    let mut c = Chart::new(
        "errors-timeline",
        t(
            lang,
            "Deploy boyunca saniye saniye hatalar ve yeniden denemeler",
            "Errors and retries second by second during the deploy",
        ),
        t(lang, "deploy başından bu yana saniye", "seconds since the deploy began"),
        t(lang, "istek/s", "requests/s"),
    );
    c.traces = vec![
        Trace::new(
            format!("{}: {}", variant_name(0, lang), t(lang, "reddedilen", "refused")),
            TraceKind::Bar,
            Xs::Num(xs.clone()),
            r.per_second.iter().map(|x| x.0 as f64).collect(),
            palette::VERMILLION,
        ),
        Trace::new(
            format!("{}: {}", variant_name(0, lang), t(lang, "yarıda kesilen", "cut mid-flight")),
            TraceKind::Bar,
            Xs::Num(xs.clone()),
            r.per_second.iter().map(|x| x.1 as f64).collect(),
            palette::ORANGE,
        ),
    ];
    let dashes = ["solid", "dash", "dot", "dashdot"];
    let colors = [palette::BLUE, palette::PURPLE, palette::GREY, palette::SKY];
    for (i, run) in o.runs.iter().enumerate() {
        c.traces.push(
            Trace::new(
                format!("{}: {}", variant_name(i, lang), t(lang, "yeniden deneme", "retries")),
                TraceKind::Step,
                Xs::Num(xs.clone()),
                run.per_second.iter().map(|x| x.2 as f64).collect(),
                colors[i],
            )
            .dash(dashes[i]),
        );
    }
    c.bar_mode = BarMode::Stack;
    c.wide = true;
    c
}

fn outcomes(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::new(
        "outcomes",
        t(lang, "Deploy başına hata, varyant varyant", "Errors per deploy, by variant"),
        String::new(),
        t(lang, "istek", "requests"),
    );
    let col = |f: fn(&Run) -> u32| o.runs.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    c.traces = vec![
        Trace::new(
            t(lang, "reddedilen", "refused"),
            TraceKind::Bar,
            Xs::Cat(variant_names(lang)),
            col(|r| r.counts.refused),
            palette::VERMILLION,
        ),
        Trace::new(
            t(lang, "zaman aşımıyla kesilen", "cut by the shutdown timeout"),
            TraceKind::Bar,
            Xs::Cat(variant_names(lang)),
            col(|r| r.counts.cut_by_timeout),
            palette::ORANGE,
        ),
        Trace::new(
            t(lang, "SIGKILL ile öldürülen", "killed by SIGKILL"),
            TraceKind::Bar,
            Xs::Cat(variant_names(lang)),
            col(|r| r.counts.killed),
            palette::BLACK,
        ),
    ];
    c.bar_mode = BarMode::Stack;
    c
}

fn ensemble_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::new(
        "ensemble",
        format!("{} {}", ENSEMBLE, t(lang, "tohumda deploy başına hata", "seeds: errors per deploy")),
        String::new(),
        t(lang, "istek", "requests"),
    );
    let spreads = [
        (t(lang, "en az", "min"), palette::SKY, 0),
        (t(lang, "medyan", "median"), palette::BLUE, 1),
        (t(lang, "en çok", "max"), palette::VERMILLION, 2),
    ];
    c.traces = spreads
        .into_iter()
        .map(|(name, color, i)| {
            let ys = o.ensemble.iter().map(|s| [s.min, s.median, s.max][i]).collect();
            Trace::new(name, TraceKind::Bar, Xs::Cat(variant_names(lang)), ys, color)
        })
        .collect();
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let vs = variants(p);
    let secs_num = |x: f64| fmt_num(x, 1, lang);
    let rows = vs
        .iter()
        .zip(&o.runs)
        .enumerate()
        .map(|(i, ((_, q), r))| {
            let c = &r.counts;
            vec![
                variant_name(i, lang),
                secs_num(q.lag_s),
                secs_num(q.prestop_s),
                secs_num(q.grace_s),
                c.requests.to_string(),
                c.refused.to_string(),
                c.cut_by_timeout.to_string(),
                c.killed.to_string(),
                c.errors().to_string(),
                c.peak_retries.to_string(),
            ]
        })
        .collect();
    let table = Table {
        id: "variants",
        caption: t(
            lang,
            "Ayarınız ve üç tuzak, aynı isteklerle",
            "Your settings and three traps, over the same requests",
        ),
        headers: vec![
            t(lang, "varyant", "variant"),
            "D (s)".into(),
            "P (s)".into(),
            "G (s)".into(),
            t(lang, "kapanan podlara gelen istek", "requests at terminating pods"),
            t(lang, "reddedilen", "refused"),
            t(lang, "zaman aşımıyla kesilen", "cut by the timeout"),
            t(lang, "SIGKILL ile öldürülen", "killed by SIGKILL"),
            t(lang, "hata", "errors"),
            t(lang, "en çok yeniden deneme/s", "peak retries/s"),
        ],
        rows,
        highlight: vec![true, false, false, false],
    };
    let r0 = &o.runs[0];
    let pods = Table {
        id: "pods",
        caption: t(
            lang,
            "Ayarınızla pod pod (deploy başından bu yana saniye)",
            "Pod by pod with your settings (seconds since the deploy began)",
        ),
        headers: vec![
            t(lang, "pod", "pod"),
            t(lang, "silindi", "deleted"),
            t(lang, "listeden çıktı", "off the list"),
            "SIGTERM".into(),
            t(lang, "çıkış", "exit"),
            "SIGKILL".into(),
            t(lang, "nasıl bitti", "how it ended"),
            t(lang, "istek", "requests"),
            t(lang, "hata", "errors"),
        ],
        rows: r0
            .pods
            .iter()
            .enumerate()
            .map(|(k, x)| {
                vec![
                    (k + 1).to_string(),
                    secs_num(x.deleted_ms / 1000.0),
                    secs_num(x.unrouted_ms / 1000.0),
                    secs_num(x.sigterm_ms / 1000.0),
                    secs_num(x.exit_ms / 1000.0),
                    secs_num(x.kill_ms / 1000.0),
                    exit_name(x.exit, lang),
                    x.requests.to_string(),
                    x.errors.to_string(),
                ]
            })
            .collect(),
        highlight: r0.pods.iter().map(|x| x.errors > 0).collect(),
    };
    let ensemble = Table {
        id: "ensemble",
        caption: format!(
            "{} {}",
            ENSEMBLE,
            t(
                lang,
                "tohum: deploy başına hata (en az / medyan / en çok)",
                "seeds: errors per deploy (min / median / max)"
            )
        ),
        headers: vec![
            t(lang, "varyant", "variant"),
            t(lang, "en az", "min"),
            t(lang, "medyan", "median"),
            t(lang, "en çok", "max"),
            t(lang, "hatalı tohum", "seeds with errors"),
        ],
        rows: o
            .ensemble
            .iter()
            .enumerate()
            .map(|(i, s)| {
                vec![
                    variant_name(i, lang),
                    fmt_num(s.min, 0, lang),
                    fmt_num(s.median, 0, lang),
                    fmt_num(s.max, 0, lang),
                    format!("{} / {}", o.seeds_with_errors[i], ENSEMBLE),
                ]
            })
            .collect(),
        highlight: vec![true, false, false, false],
    };
    let charts = vec![pod_timeline(p, r0, lang), errors_timeline(o, lang), outcomes(o, lang), ensemble_chart(o, lang)];
    let f = |name, value: f64, decimals| Fact { name, value, decimals };
    let c0 = &r0.counts;
    let yes_no = |b: bool| if b { 0.0 } else { 1.0 };
    let per_pod = p.rate / p.pods as f64;
    // The peak second's retries spread over the other pods, against a pod's normal load.
    let neighbour_pct = |r: &Run| 100.0 * ratio(r.counts.peak_retries as f64 / (p.pods as f64 - 1.0).max(1.0), per_pod);
    let bucket = |x: f64, edges: &[f64]| edges.iter().filter(|&&e| x >= e).count() as f64;
    let exits = |e: Exit| r0.pods.iter().filter(|x| x.exit == e).count() as f64;
    let facts = vec![
        f("requests", c0.requests as f64, 0),
        f("refused", c0.refused as f64, 0),
        f("cut", c0.cut_by_timeout as f64, 0),
        f("killed", c0.killed as f64, 0),
        f("errors", c0.errors() as f64, 0),
        f("retries", c0.retries as f64, 0),
        f("peak_retries", c0.peak_retries as f64, 0),
        // 0 yes, 1 no (YES_NO).
        f("refused_option", yes_no(c0.refused > 0), 0),
        f("killed_option", yes_no(c0.killed > 0), 0),
        f("errors_option", yes_no(c0.errors() > 0), 0),
        f("pods_drained", exits(Exit::Drained), 0),
        f("pods_timeout", exits(Exit::Timeout), 0),
        f("pods_killed", exits(Exit::Killed), 0),
        f("per_pod_rate", per_pod, 1),
        f("neighbour_pct", neighbour_pct(r0), 0),
        // The peak retry load on each neighbour: 0 under 10 %, 1 10–50 %, 2 half a pod's load or more.
        f("neighbour_bucket", bucket(neighbour_pct(r0), &[10.0, 50.0]), 0),
        f("nop_refused", o.runs[1].counts.refused as f64, 0),
        f("nop_errors", o.runs[1].counts.errors() as f64, 0),
        f("nop_peak_retries", o.runs[1].counts.peak_retries as f64, 0),
        f("nop_neighbour_pct", neighbour_pct(&o.runs[1]), 0),
        f("gp_killed", o.runs[2].counts.killed as f64, 0),
        f("d2_refused", o.runs[3].counts.refused as f64, 0),
        f("refusing_s", (p.lag_s - p.prestop_s.min(p.grace_s)).max(0.0), 1),
        f("budget_s", p.prestop_s + p.drain_s, 1),
        f("ens_min", o.ensemble[0].min, 0),
        f("ens_median", o.ensemble[0].median, 0),
        f("ens_max", o.ensemble[0].max, 0),
        f("ens_seeds", o.seeds_with_errors[0] as f64, 0),
        // Seeds with errors under your settings: 0 none, 1 some, 2 all.
        f("ens_bucket", bucket(o.seeds_with_errors[0] as f64, &[1.0, ENSEMBLE as f64]), 0),
        f("seeds", ENSEMBLE as f64, 0),
        f("lag_s", p.lag_s, 1),
        f("prestop_s", p.prestop_s, 1),
        f("drain_s", p.drain_s, 1),
        f("grace_s", p.grace_s, 1),
        f("pods", p.pods as f64, 0),
    ];
    let summary = match lang {
        Lang::Tr => format!(
            "{} podluk deploy: kapanan podlara gelen {} istekten {} reddedildi, {} zaman aşımıyla kesildi, {} SIGKILL ile öldü; {} yeniden deneme komşu podlara bindi.",
            p.pods, c0.requests, c0.refused, c0.cut_by_timeout, c0.killed, c0.retries
        ),
        Lang::En => format!(
            "A {}-pod deploy: of {} requests at terminating pods, {} were refused, {} cut by the shutdown timeout and {} killed by SIGKILL; {} retries landed on the neighbours.",
            p.pods, c0.requests, c0.refused, c0.cut_by_timeout, c0.killed, c0.retries
        ),
    };
    View { tables: vec![table, pods, ensemble], charts, facts, summary, transcript: String::new(), frames: None }
}
