//! Lesson 4, `firtina/kosum`: the course's three tables, the calls per round of the lab's retry
//! configurations in one fault profile (the storm as a wave against the dependency's capacity),
//! and the observed multiplier per configuration.

use crate::parts::{b, clock_facts, ordering_option};
use crate::texts::l04::kosum::{charts, columns, FRAMES};
use sim_core::firtina::kosum::{
    course_part, run_with, Config, Counters, Course, LabRun, Output, Params, Profile, COURSE_CONFIGS,
    WORST_CASE_ATTEMPTS,
};
use sim_core::Lang;

use crate::columns::Columns;
use crate::memo::Recent;

/// The course's fifteen runs and the narrow chain read none of the lab's chain: dragging the
/// tries per layer, the layers or the budget reruns only the lab's chains.
fn course_key(p: &Params) -> Params {
    let d = Params::default();
    Params { retries: d.retries, depth: d.depth, budget: d.budget, ..p.clone() }
}

thread_local! {
    static COURSE: Recent<Params, Course> = const { Recent::new(4) };
}

/// The model's run, keeping the last few course parts (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p| (*COURSE.with(|c| c.get_or(course_key(p), course_part))).clone())
}

use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, Band, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `firtina/kosum`.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { headline: Some(headline), ..crate::Model::new(run, transcript, view) };

/// The course's stdout, byte for byte, except that the first line names the seed the run used
/// where the course's code prints its own (see the fixtures' README).
pub fn transcript(p: &Params, o: &Output) -> String {
    let normal = p.arrivals_per_round();
    // The course's code prints its seed as a literal; the lab names the seed it ran with (the
    // same line at the course's seed).
    let mut s = format!(
        "model: {} tur ({} s), ariza {}. turda; olagan kapasite {} cagri/tur ({} istek/s), olay varisi {}/tur; tohum {}\n",
        p.rounds,
        js_string(p.rounds as f64 / p.rounds_per_second),
        p.fault_at,
        p.capacity,
        js_string(p.capacity as f64 * p.rounds_per_second),
        to_fixed(normal, 4),
        p.seed
    );
    for profile in Profile::ALL {
        let (window, capacity) = p.scenario(profile);
        let note = if window == 0 {
            " (AY4: 0,025 seyrek hata)".to_string()
        } else {
            format!(": {window} tur boyunca kapasite {capacity}")
        };
        s += &format!("\n-- {}{note} --\n", profile.course_name());
        let mut configs = Columns::of(columns::CONFIGS);
        if window > 0 {
            configs = configs.right("pencerede cagri/tur", 20).right("olagan hizin kati", 19);
        }
        s += &configs.head();
        for (i, (name, _, _)) in COURSE_CONFIGS.iter().enumerate() {
            let stats = stats_row(o.course_run(profile, i), normal, window > 0);
            let cells: Vec<&str> = [*name].into_iter().chain(stats.iter().map(String::as_str)).collect();
            s += &configs.row(&cells);
        }
    }
    let (s0, s27) = (o.course_run(Profile::Healthy, 0), o.course_run(Profile::Healthy, 3));
    let k: Vec<&Counters> = (0..5).map(|i| o.course_run(Profile::Outage, i)).collect();
    let z: Vec<&Counters> = (0..5).map(|i| o.course_run(Profile::Degradation, i)).collect();
    let (rounds, cevrim) = (p.rounds as f64, p.rounds_per_second);
    s += &format!(
        "\narizasiz gunun bedeli: cagri {} -> {} (carpan x{}), bagimliliga varan {} -> {} istek/s; \
         izin 1 ile 27 arasinda fark yok, cunku basarisizlik orani 0,025\n",
        s0.calls,
        s27.calls,
        b(s27.multiplier),
        b((s0.calls as f64 / rounds) * cevrim),
        b((s27.calls as f64 / rounds) * cevrim)
    );
    s += &format!(
        "arizali gunun kazanci (kesinti): dusen istek {} -> {} -> {} -> {}; basarili {} -> {}\n",
        k[0].dropped, k[1].dropped, k[2].dropped, k[3].dropped, k[0].succeeded, k[3].succeeded
    );
    s += &format!(
        "firtinanin buyumesi (kesinti): pencerede cagri/tur {} -> {} -> {} -> {} = olagan hizin x{}'i; \
         aritmetik ust sinir x{}\n",
        b(k[0].window_rate),
        b(k[1].window_rate),
        b(k[2].window_rate),
        b(k[3].window_rate),
        to_fixed(k[3].window_rate / normal, 1),
        k[3].permit
    );
    s += &format!(
        "bozulmada carpan izne degil basarisizlik oranina bagli: izin 9 ve 27 ayni cagriyi veriyor ({} ve {}), \
         pencere hizi {}\n",
        z[2].calls,
        z[3].calls,
        b(z[3].window_rate)
    );
    s += &format!(
        "butce 0,30 zincire dagitilinca: kesintide cagri {} -> {}, pencere hizi {} -> {}, dusen {} -> {}; \
         bozulmada cagri {} -> {}, dusen {} -> {} -> {}\n",
        k[3].calls,
        k[4].calls,
        b(k[3].window_rate),
        b(k[4].window_rate),
        k[3].dropped,
        k[4].dropped,
        z[3].calls,
        z[4].calls,
        z[0].dropped,
        z[3].dropped,
        z[4].dropped
    );
    s += "kosumdan bagimsiz ust sinir: d katman r kez denerse carpan r^d; r=3 icin d=1 -> 3, d=2 -> 9, d=3 -> 27, d=4 -> 81\n";
    s += &format!(
        "27 denemenin en kotu toplam beklemesi {} tur = {} s, K01'in {} turluk okuma esiginin {} kati\n",
        js_string(o.worst_wait),
        js_string(o.worst_wait / cevrim),
        js_string(p.threshold),
        to_fixed(o.worst_wait / p.threshold, 1)
    );
    s += &format!(
        "duyarlilik: butce 0,30 yerine 0,10 olsaydi kesintide cagri {} -> {}, pencere hizi {} -> {}, dusen {} -> {}\n",
        k[4].calls,
        o.narrow.calls,
        b(k[4].window_rate),
        b(o.narrow.window_rate),
        k[4].dropped,
        o.narrow.dropped
    );
    s
}

/// A configuration's name on the page: "no retries", "3", "3×3", "3×3×3 + budget 0.30".
fn config_name(c: &Config, lang: Lang) -> String {
    if c.permit() == 1 && c.budget.is_none() && c.layers.len() == 1 {
        return t(lang, "denemesiz", "no retries");
    }
    let chain = c.layers.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("×");
    match c.budget {
        None => chain,
        Some(bud) => format!("{chain} + {} {}", t(lang, "bütçe", "budget"), fmt_num(bud, 2, lang)),
    }
}

fn course_name(i: usize, lang: Lang) -> String {
    const NAMES: [(&str, &str); 5] = [
        ("denemesiz", "no retries"),
        ("yalnız geçit (3)", "gateway only (3)"),
        ("iki katman (3×3)", "two layers (3×3)"),
        ("üç katman (3×3×3)", "three layers (3×3×3)"),
        ("üç katman + bütçe 0,30", "three layers + budget 0.30"),
    ];
    t(lang, NAMES[i].0, NAMES[i].1)
}

/// Colour and dash of the lab's i-th configuration (the budgeted run dashed).
fn style(i: usize, n: usize) -> (&'static str, &'static str) {
    const COLORS: [&str; 5] = [palette::GREY, palette::SKY, palette::BLUE, palette::VERMILLION, palette::PURPLE];
    if i + 1 == n {
        (palette::GREEN, "dash")
    } else {
        (COLORS[i.min(COLORS.len() - 1)], "solid")
    }
}

fn stats_headers(lang: Lang) -> Vec<String> {
    [
        ("izin", "permit"),
        ("çağrı", "calls"),
        ("çarpan", "multiplier"),
        ("tepe çağrı/tur", "peak calls/round"),
        ("başarılı", "succeeded"),
        ("düşen", "dropped"),
        ("pencerede çağrı/tur", "calls/round in window"),
        ("olağan hızın katı", "× normal rate"),
    ]
    .iter()
    .map(|(tr, en)| t(lang, tr, en))
    .collect()
}

fn stats_row(k: &Counters, normal: f64, windowed: bool) -> Vec<String> {
    let mut row = vec![
        k.permit.to_string(),
        k.calls.to_string(),
        format!("x{}", b(k.multiplier)),
        k.peak.to_string(),
        k.succeeded.to_string(),
        k.dropped.to_string(),
    ];
    if windowed {
        row.push(b(k.window_rate));
        row.push(format!("x{}", to_fixed(k.window_rate / normal, 1)));
    }
    row
}

/// A configuration table's headers: the configuration, then its stats (the window's two only
/// when the profile has a window).
fn config_headers(windowed: bool, lang: Lang) -> Vec<String> {
    let mut headers = vec![t(lang, "yapılandırma", "configuration")];
    let mut stats = stats_headers(lang);
    if !windowed {
        stats.truncate(6);
    }
    headers.extend(stats);
    headers
}

fn course_table(p: &Params, o: &Output, profile: Profile, lang: Lang) -> Table {
    let (window, capacity) = p.scenario(profile);
    let windowed = window > 0;
    let headers = config_headers(windowed, lang);
    let name = profile.label().get(lang);
    let caption = if windowed {
        t!(
            lang,
            "Kursun tablosu, {name}: {window} tur boyunca kapasite {capacity}",
            "The course's table, {name}: capacity {capacity} for {window} rounds"
        )
    } else {
        let share = fmt_num(p.healthy_fail_p, 3, lang);
        t!(
            lang,
            "Kursun tablosu, {name}: pencere yok, çağrıların {share} kadarı yine başarısız",
            "The course's table, {name}: no window, a {share} share of calls still fails"
        )
    };
    Table {
        id: match profile {
            Profile::Healthy => "course-healthy",
            Profile::Outage => "course-outage",
            Profile::Degradation => "course-degradation",
        },
        caption,
        headers,
        rows: (0..COURSE_CONFIGS.len())
            .map(|i| {
                let mut row = vec![course_name(i, lang)];
                row.extend(stats_row(o.course_run(profile, i), p.arrivals_per_round(), windowed));
                row
            })
            .collect(),
        highlight: vec![profile == p.profile; COURSE_CONFIGS.len()],
    }
    .course_numbers(lang)
}

fn lab_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let (window, _) = p.scenario(p.profile);
    let windowed = window > 0;
    let mut headers = config_headers(windowed, lang);
    if windowed {
        headers.push(t(lang, "pencerede gelen istek", "requests arriving in window"));
        headers.push(t(lang, "bunlardan düşen", "of them dropped"));
        headers.push(t(lang, "pencereden sonra düşen", "dropped after the window"));
    }
    Table {
        id: "lab-configs",
        caption: format!(
            "{}: {}",
            t(lang, "Seçtiğiniz yapılandırmalar", "Your configurations"),
            p.profile.label().get(lang)
        ),
        headers,
        rows: o
            .lab
            .iter()
            .map(|r| {
                let mut row = vec![config_name(&r.config, lang)];
                row.extend(stats_row(&r.counters, p.arrivals_per_round(), windowed));
                if windowed {
                    row.push(r.counters.window_arrivals.to_string());
                    row.push(r.counters.window_arrivals_dropped.to_string());
                    row.push(r.counters.dropped_after_window.to_string());
                }
                row
            })
            .collect(),
        highlight: vec![false; o.lab.len()],
    }
    .course_numbers(lang)
}

/// Calls per round averaged over bins of `bin` rounds (the wave without the Poisson speckle).
fn binned(calls: &[u32], bin: usize) -> (Vec<f64>, Vec<f64>) {
    let mut xs = Vec::with_capacity(calls.len() / bin + 1);
    let mut ys = Vec::with_capacity(calls.len() / bin + 1);
    for (i, chunk) in calls.chunks(bin).enumerate() {
        xs.push((i * bin) as f64);
        ys.push(chunk.iter().map(|&c| c as f64).sum::<f64>() / chunk.len() as f64);
    }
    (xs, ys)
}

/// Rounds per bin: 5 around a short window, 10 otherwise.
fn bin_size(p: &Params) -> usize {
    match p.scenario(p.profile).0 {
        1..300 => 5,
        _ => 10,
    }
}

fn storm_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let (window, bad) = p.scenario(p.profile);
    let bin = bin_size(p);
    let ms = fmt_num(1000.0 / p.rounds_per_second, 1, lang);
    let mut c = Chart::of(&charts::STORM, lang).with_tag(p.profile.label().get(lang)).with_x_title(t!(
        lang,
        "tur (1 tur = {ms} ms; {bin} turluk ortalamalar)",
        "round (1 round = {ms} ms; means over {bin} rounds)"
    ));
    let n = o.lab.len();
    for (i, r) in o.lab.iter().enumerate() {
        let (xs, ys) = binned(&r.trace.calls, bin);
        let (color, dash) = style(i, n);
        c.traces.push(Trace::line(config_name(&r.config, lang), Xs::Num(xs), ys, color).dash(dash));
    }
    // The dependency's capacity round by round: the reference the storm is measured against.
    let rounds = p.rounds as f64;
    let end = (p.fault_at + window) as f64;
    let (cap_x, cap_y) = if window > 0 && (p.fault_at as f64) < rounds {
        (
            vec![0.0, p.fault_at as f64, end.min(rounds), rounds],
            vec![p.capacity as f64, bad as f64, p.capacity as f64, p.capacity as f64],
        )
    } else {
        (vec![0.0, rounds], vec![p.capacity as f64, p.capacity as f64])
    };
    c.traces.push(
        Trace::step(t(lang, "bağımlılığın kapasitesi", "dependency's capacity"), Xs::Num(cap_x), cap_y, palette::BLACK)
            .dash("dot"),
    );
    c.lines = vec![(p.capacity as f64, t(lang, "olağan kapasite (OLAGAN)", "normal capacity (OLAGAN)"))];
    if window > 0 && (p.fault_at as f64) < rounds {
        c.marker = Some((p.fault_at as f64, t(lang, "arıza başlar", "fault starts")));
        c.bands = vec![Band { from: p.fault_at as f64, to: end.min(rounds), color: "rgba(213,94,0,0.12)" }];
        let lo = (p.fault_at as f64 - 200.0).max(0.0);
        let hi = (end + 600.0).min(rounds);
        c.x_range = Some((lo, hi));
    }
    c.wide = true;
    c
}

fn multiplier_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let (window, _) = p.scenario(p.profile);
    let names: Vec<String> = o.lab.iter().map(|r| config_name(&r.config, lang)).collect();
    let normal = p.arrivals_per_round();
    let mut c = Chart::of(&charts::MULTIPLIER, lang).with_tag(p.profile.label().get(lang));
    c.traces.push(Trace::bar(
        t(lang, "bütün koşum: çağrı / istek", "whole run: calls / requests"),
        Xs::Cat(names.clone()),
        o.lab.iter().map(|r| r.counters.multiplier).collect(),
        palette::BLUE,
    ));
    if window > 0 {
        c.traces.push(Trace::bar(
            t(lang, "pencerede: olağan hızın katı", "in the window: × normal rate"),
            Xs::Cat(names),
            o.lab.iter().map(|r| r.counters.window_rate / normal).collect(),
            palette::VERMILLION,
        ));
    }
    c.lines = vec![(1.0, t(lang, "x1 (denemesiz hız)", "x1 (rate without retries)"))];
    c
}

fn lab_at(o: &Output, i: usize) -> &Counters {
    &o.lab[i.min(o.lab.len() - 1)].counters
}

fn lab_deepest(o: &Output) -> &LabRun {
    &o.lab[o.lab.len() - 2]
}

/// The dependency's state in round `t` of the shown profile, with `calls` arriving.
fn dependency_state(p: &Params, t: u64, calls: u32) -> State {
    let (window, bad) = p.scenario(p.profile);
    let in_window = window > 0 && t >= p.fault_at && t < p.fault_at + window;
    let capacity = if in_window { bad } else { p.capacity };
    if in_window && bad == 0 {
        State::Failed
    } else if calls as u64 > capacity {
        State::Saturated
    } else if in_window {
        State::Degraded
    } else {
        State::Ok
    }
}

/// Three of the lab's configurations in the shown profile, round by round: no retries, the
/// deepest chain, and the deepest chain with the budget. The course folds the chain's retries
/// into one loop at the dependency, so only the requests coming in and the calls reaching the
/// dependency are counted; the links between the layers carry the layers' retries as tags.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.lab.len();
    let shown: Vec<&LabRun> = [0, n.saturating_sub(2), n - 1].iter().map(|&i| &o.lab[i]).collect();
    let (window, _) = p.scenario(p.profile);
    let len = shown.iter().map(|r| r.trace.calls.len()).min().unwrap_or(0);
    let mut keep: Vec<usize> = Vec::new();
    if window > 0 {
        keep.extend([p.fault_at as usize, (p.fault_at + window) as usize]);
    }
    keep.extend(shown.iter().map(|r| r.counters.peak_round as usize));
    let picks = Picks::new(len, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "tur", "round"));
    f.charts = vec!["storm"];
    f.set_texts(&FRAMES, lang);
    let kind = p.profile.label().get(lang).to_string();
    for r in shown {
        let tr = &r.trace;
        let mut s = Scene::new(config_name(&r.config, lang));
        s.nodes.push(NodeTrack::new("carrier", StateTrack::constant(State::Ok)));
        for id in ["gateway", "edge", "store"] {
            s.nodes.push(NodeTrack::new(id, StateTrack::constant(State::Ok)));
        }
        s.nodes.push(
            NodeTrack::new("dependency", picks.states(|i| dependency_state(p, i as u64, tr.calls[i])))
                .gauge(
                    p.capacity as f64,
                    vec![
                        (0, picks.track(|i| (tr.calls[i] - tr.retry_calls[i]) as f64)),
                        (1, picks.track(|i| tr.retry_calls[i] as f64)),
                    ],
                )
                .note(format!("{} {}", p.capacity, t(lang, "çağrı/tur kapasite", "calls/round capacity"))),
        );
        s.links.push(
            LinkTrack::new("carrier", "gateway", picks.track(|i| (tr.calls[i] - tr.retry_calls[i]) as f64))
                .failed(picks.track(|i| tr.dropped[i] as f64)),
        );
        let layers = [("gateway", "edge"), ("edge", "store"), ("store", "dependency")];
        for (k, (from, to)) in layers.into_iter().enumerate() {
            let tries = r.config.layers.get(k).copied().unwrap_or(1);
            let mut link = if to == "dependency" {
                LinkTrack::new(from, to, picks.track(|i| tr.calls[i] as f64))
                    .failed(picks.track(|i| tr.failed[i] as f64))
            } else {
                LinkTrack::new(from, to, Default::default())
            };
            if tries > 1 {
                link = link.pattern(format!("×{tries}"), StateTrack::default());
            }
            s.links.push(link);
        }
        if let Some(b) = r.config.budget {
            s.nodes[1].note = format!("{} {}", t(lang, "zincir bütçesi", "chain budget"), fmt_num(b, 2, lang));
        }
        if window > 0 && (p.fault_at as usize) < len {
            s.event(p.fault_at as u32, format!("{}: {kind}", t(lang, "arıza başlar", "the fault starts")));
            if ((p.fault_at + window) as usize) < len {
                s.event((p.fault_at + window) as u32, t(lang, "arıza biter", "the fault ends"));
            }
        }
        let peak = r.counters.peak_round as usize;
        if peak < len {
            s.event(peak as u32, t!(lang, "en yoğun tur: {} çağrı", "the busiest round: {} calls", r.counters.peak));
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let normal = p.arrivals_per_round();
    let tables = vec![
        lab_table(p, o, lang),
        course_table(p, o, Profile::Healthy, lang),
        course_table(p, o, Profile::Outage, lang),
        course_table(p, o, Profile::Degradation, lang),
    ];
    let charts = vec![storm_chart(p, o, lang), multiplier_chart(p, o, lang)];

    let h = |i| o.course_run(Profile::Healthy, i);
    let k = |i| o.course_run(Profile::Outage, i);
    let z = |i| o.course_run(Profile::Degradation, i);
    let f = Fact::count;
    let r = Fact::new;
    let cmp = |a: u64, b: u64| ordering_option(a.cmp(&b).reverse());
    let (none, one, deep, budgeted) = (lab_at(o, 0), lab_at(o, 1), lab_deepest(o), lab_at(o, o.lab.len() - 1));
    let mut facts = vec![
        // The course's runs (they follow the course's constants, not the lab's configurations).
        f("permit_3", k(1).permit),
        f("permit_9", k(2).permit),
        f("permit_27", k(3).permit),
        f("healthy_calls_none", h(0).calls),
        f("healthy_calls_3", h(1).calls),
        f("healthy_calls_27", h(3).calls),
        f("healthy_dropped_none", h(0).dropped),
        f("healthy_dropped_27", h(3).dropped),
        r("healthy_multiplier_27", h(3).multiplier, 2),
        // Healthy day, 3 against 27: 0 more calls with 27, 1 the same, 2 fewer.
        r("healthy_3_vs_27_option", cmp(h(3).calls, h(1).calls), 0),
        r("outage_rate_none", k(0).window_rate, 2),
        r("outage_rate_3", k(1).window_rate, 2),
        r("outage_rate_9", k(2).window_rate, 2),
        r("outage_rate_27", k(3).window_rate, 2),
        r("outage_times_27", k(3).window_rate / normal, 1),
        f("outage_permit_27", k(3).permit),
        f("outage_peak_27", k(3).peak),
        f("outage_dropped_none", k(0).dropped),
        f("outage_dropped_3", k(1).dropped),
        f("outage_dropped_27", k(3).dropped),
        f("outage_arrivals_none", k(0).window_arrivals),
        f("outage_arrivals_3", k(1).window_arrivals),
        f("outage_arrivals_dropped_none", k(0).window_arrivals_dropped),
        f("outage_arrivals_dropped_3", k(1).window_arrivals_dropped),
        f("outage_after_window_3", k(1).dropped_after_window),
        f("outage_peak_3", k(1).peak),
        f("outage_peak_round_3", k(1).peak_round),
        // Where one layer's busiest round falls: 0 before the outage, 1 inside it, 2 after it.
        r("outage_peak_where_option", where_in_window(p, k(1).peak_round), 0),
        r("outage_window_last", (p.fault_at + p.scenario(Profile::Outage).0) as f64 - 1.0, 0),
        r("fault_at", p.fault_at as f64, 0),
        // One layer against none in the outage: 0 one layer drops more, 1 the same, 2 fewer.
        r("one_layer_vs_none_option", cmp(k(1).dropped, k(0).dropped), 0),
        f("outage_calls_27", k(3).calls),
        f("outage_calls_budget", k(4).calls),
        r("outage_rate_budget", k(4).window_rate, 2),
        f("outage_dropped_budget", k(4).dropped),
        f("outage_arrivals_budget", k(4).window_arrivals),
        f("outage_arrivals_dropped_budget", k(4).window_arrivals_dropped),
        r("outage_length", p.scenario(Profile::Outage).0 as f64, 0),
        r("degradation_length", p.scenario(Profile::Degradation).0 as f64, 0),
        r("degradation_capacity", p.scenario(Profile::Degradation).1 as f64, 0),
        f("degradation_dropped_9", z(2).dropped),
        f("degradation_calls_9", z(2).calls),
        f("degradation_calls_27", z(3).calls),
        r("degradation_rate_27", z(3).window_rate, 2),
        r("degradation_times_27", z(3).window_rate / normal, 1),
        // Degradation, 9 against 27: 0 more calls with 27, 1 the same, 2 fewer.
        r("degradation_9_vs_27_option", cmp(z(3).calls, z(2).calls), 0),
        f("degradation_calls_budget", z(4).calls),
        f("degradation_dropped_budget", z(4).dropped),
        f("narrow_calls", o.narrow.calls),
        r("narrow_rate", o.narrow.window_rate, 2),
        f("narrow_dropped", o.narrow.dropped),
        f("narrow_arrivals", o.narrow.window_arrivals),
        f("narrow_arrivals_dropped", o.narrow.window_arrivals_dropped),
        r("worst_wait", o.worst_wait, 0),
        r("worst_attempts", WORST_CASE_ATTEMPTS as f64, 0),
        r("worst_waits", (WORST_CASE_ATTEMPTS - 1) as f64, 0),
        r("scheduler_worst_wait", o.scheduler_worst_wait, 0),
        // The lab's configurations in the chosen profile.
        f("lab_permit", deep.config.permit()),
        f("lab_calls_none", none.calls),
        f("lab_calls_deep", deep.counters.calls),
        f("lab_calls_budget", budgeted.calls),
        r("lab_rate_none", none.window_rate, 2),
        r("lab_rate_one", one.window_rate, 2),
        r("lab_rate_deep", deep.counters.window_rate, 2),
        r("lab_rate_budget", budgeted.window_rate, 2),
        r("lab_times_deep", deep.counters.window_rate / normal, 1),
        r("lab_multiplier_deep", deep.counters.multiplier, 2),
        f("lab_peak_deep", deep.counters.peak),
        f("lab_peak_round_deep", deep.counters.peak_round),
        f("lab_peak_none", none.peak),
        f("lab_dropped_none", none.dropped),
        f("lab_dropped_deep", deep.counters.dropped),
        f("lab_dropped_budget", budgeted.dropped),
        f("lab_arrivals_budget", budgeted.window_arrivals),
        f("lab_rescued_budget", budgeted.window_arrivals - budgeted.window_arrivals_dropped),
        f("lab_rescued_none", none.window_arrivals - none.window_arrivals_dropped),
        r("capacity", p.capacity as f64, 0),
        r("backoff_cap", p.backoff_cap as f64, 0),
        r("budget", p.budget, 2),
        r("seed", p.seed as f64, 0),
        // The intro's figures.
        f("fault_round", p.fault_at),
        f("outage_capacity", p.outage_capacity),
    ];
    facts.extend(clock_facts(p.rounds, p.rounds_per_second));
    let windowed = p.scenario(p.profile).0 > 0;
    let profile = p.profile.label().get(lang);
    let permit = deep.config.permit();
    let (none_dropped, deep_dropped, budget_dropped) = (none.dropped, deep.counters.dropped, budgeted.dropped);
    let summary = if windowed {
        let rate = fmt_num(deep.counters.window_rate, 2, lang);
        let times = fmt_num(deep.counters.window_rate / normal, 1, lang);
        let budget_rate = fmt_num(budgeted.window_rate, 2, lang);
        t!(
            lang,
            "{profile}: en derin zincir ({permit} izin) pencerede tur başına {rate} çağrı gönderiyor, olağan hızın {times} katı; bütçeyle {budget_rate}. Düşen istek: denemesiz {none_dropped}, en derin zincirde {deep_dropped}, bütçeyle {budget_dropped}.",
            "{profile}: the deepest chain (permit {permit}) sends {rate} calls per round in the window, {times} times the normal rate; {budget_rate} with the budget. Dropped: {none_dropped} without retries, {deep_dropped} with the deepest chain, {budget_dropped} with the budget."
        )
    } else {
        let (none_calls, deep_calls) = (none.calls, deep.counters.calls);
        let multiplier = fmt_num(deep.counters.multiplier, 2, lang);
        t!(
            lang,
            "{profile}: çağrı denemesiz {none_calls}, en derin zincirde ({permit} izin) {deep_calls} (çarpan x{multiplier}); düşen istek {none_dropped} yerine {deep_dropped}.",
            "{profile}: {none_calls} calls without retries, {deep_calls} with the deepest chain (permit {permit}, multiplier x{multiplier}); {deep_dropped} dropped instead of {none_dropped}."
        )
    };
    View::new(tables, charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// Where a round falls against the outage window: 0 before it, 1 inside it, 2 after it.
fn where_in_window(p: &Params, round: u64) -> f64 {
    let end = p.fault_at + p.scenario(Profile::Outage).0;
    if round < p.fault_at {
        0.0
    } else if round < end {
        1.0
    } else {
        2.0
    }
}

/// The course tables' rows: no retries, one layer, two, three, three with the budget.
const NONE_ROW: usize = 0;
const ONE_LAYER_ROW: usize = 1;
const TWO_LAYER_ROW: usize = 2;
const DEEP_ROW: usize = 3;
const BUDGET_ROW: usize = 4;
/// The course tables' columns: [`config_headers`].
const PERMIT_COL: usize = 1;
const DROPPED_COL: usize = 6;

/// Where the course's prose and fixed lines say more than its model shows, on the course
/// tables' rows they concern.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let n = |v: u64| fmt_num(v as f64, 0, lang);
    let h = |i| o.course_run(Profile::Healthy, i);
    let k = |i| o.course_run(Profile::Outage, i);
    let z = |i| o.course_run(Profile::Degradation, i);
    let mut notes = vec![Note {
        on: NoteOn::Table("lab-configs"),
        text: t(
            lang,
            "Model katmanları en dipte tek bir deneme döngüsüne indirger: bir isteğin izni katmanların denemelerinin çarpımıdır, iç içe zamanlama yoktur. Bütçe 0. turdan beri biriken toplamlara bakar; arıza senaryolarında pencere dışında rastgele başarısızlık yoktur.",
            "The model collapses the layers into one retry loop at the bottom: a request's permit is the product of the layers' tries, with no nested timing. The budget looks at totals kept since round 0, and the fault scenarios have no random failures outside the window.",
        ),
    }];
    let (p1, p3, p27) = (n(h(NONE_ROW).permit), n(h(ONE_LAYER_ROW).permit), n(h(DEEP_ROW).permit));
    let (c1, c3) = (n(h(NONE_ROW).calls), n(h(ONE_LAYER_ROW).calls));
    notes.push(Note {
        on: NoteOn::Row("course-healthy", NONE_ROW),
        text: t!(
            lang,
            "Kursun tablonun altına sabit yazdığı satır, izin {p1} ile {p27} arasında fark olmadığını söyler. Tablo öyle demiyor: denemesiz {c1} çağrı, {p3} izinle {c3}. Sav yalnız {p3} izinden sonrası için doğrudur.",
            "The line the course hard-codes under its table says permits {p1} to {p27} make no difference. The table says otherwise: {c1} calls without retries, {c3} with permit {p3}. The claim holds only from permit {p3} on."
        ),
    });
    let (one, none) = (k(ONE_LAYER_ROW), k(NONE_ROW));
    let window_last = p.fault_at + p.scenario(Profile::Outage).0 - 1;
    let (d1, d0, peak, from, to, after) = (
        n(one.dropped),
        n(none.dropped),
        n(one.peak_round),
        n(p.fault_at),
        n(window_last),
        n(one.dropped_after_window),
    );
    let (a1, a0) = (n(one.window_arrivals), n(none.window_arrivals));
    let place = match (where_in_window(p, one.peak_round) as u8, lang) {
        (0, Lang::Tr) => "pencereden önce",
        (1, Lang::Tr) => "pencerenin içinde",
        (_, Lang::Tr) => "pencereden sonra",
        (0, Lang::En) => "before the window",
        (1, Lang::En) => "inside the window",
        (_, Lang::En) => "after the window",
    };
    notes.push(Note {
        on: NoteOn::Cell("course-outage", ONE_LAYER_ROW, DROPPED_COL),
        text: t!(
            lang,
            "Kurs tek katmanın ({d1} düşen) denemesiz koşumdan ({d0}) kötü olmasını kesintiden sonra gelen ikinci bir dalgaya bağlar. Modelde tek katmanın en yoğun turu {peak}, {place} ({from}–{to}); pencereden sonra düşen istek {after}. Fark gelen istekten doğar: bekleme çekilişleri akışı kaydırır ve pencerede tek katmana {a1}, denemesiz koşuma {a0} istek gelir.",
            "The course puts one layer's {d1} drops, against {d0} without retries, down to a second wave after the outage. In the model one layer's busiest round is {peak}, {place} ({from}–{to}), and {after} requests are dropped after it. The gap comes from arrivals: the wait draws shift the stream, and in the window one layer receives {a1} requests, no retries {a0}."
        ),
    });
    let (budget, narrow) = (k(BUDGET_ROW), &o.narrow);
    let (ab, db, an, dn) = (
        n(budget.window_arrivals),
        n(budget.window_arrivals_dropped),
        n(narrow.window_arrivals),
        n(narrow.window_arrivals_dropped),
    );
    let rescued_none = budget.window_arrivals_dropped == budget.window_arrivals;
    let (share, narrow_share) = (
        fmt_num(COURSE_CONFIGS[BUDGET_ROW].2.unwrap_or(0.0), 2, lang),
        fmt_num(sim_core::firtina::kosum::NARROW.1, 2, lang),
    );
    let rescues = if rescued_none {
        t(
            lang,
            ": bütçe kesintide hiçbir isteği kurtarmaz, bağımlılığa nefes aldırır",
            ": in an outage the budget rescues no request; it lets the dependency breathe",
        )
    } else {
        String::new()
    };
    notes.push(Note {
        on: NoteOn::Row("course-outage", BUDGET_ROW),
        text: t!(
            lang,
            "{share} bütçeyle pencerede gelen {ab} istekten {db} tanesi düşer{rescues}. Kurs daha sıkı {narrow_share} bütçenin iki tarafı da iyileştirdiğini söyler; o koşumda da pencerede gelen {an} istekten {dn} tanesi düşer. Düşen sayının azalması daha az istek gelmesindendir.",
            "With the {share} budget, {db} of the {ab} requests arriving in the window are dropped{rescues}. The course says the tighter {narrow_share} budget improves both sides; that run too drops {dn} of its {an} window arrivals. Its smaller drop count comes from fewer arrivals."
        ),
    });
    let (attempts, worst, waits, scheduler) = (
        n(u64::from(WORST_CASE_ATTEMPTS)),
        fmt_num(o.worst_wait, 0, lang),
        n(u64::from(WORST_CASE_ATTEMPTS - 1)),
        fmt_num(o.scheduler_worst_wait, 0, lang),
    );
    notes.push(Note {
        on: NoteOn::Cell("course-outage", DEEP_ROW, PERMIT_COL),
        text: t!(
            lang,
            "Kursun son satırı {attempts} denemenin en kötü toplam beklemesini {worst} tur verir. Modelin zamanlayıcısı bir isteği {waits} bekleme boyunca en çok {scheduler} tur bekletir: ilk denemeden önce bekleme yoktur ve hiçbir bekleme tavanı aşmaz.",
            "The course's last line gives the worst total wait of {attempts} tries as {worst} rounds. The model's scheduler makes a request wait at most {scheduler} rounds over its {waits} waits: there is no wait before the first try, and no wait exceeds the cap."
        ),
    });
    let (nine, deep) = (z(TWO_LAYER_ROW), z(DEEP_ROW));
    let (p9, dropped9, c9, c27) = (n(nine.permit), n(nine.dropped), n(nine.calls), n(deep.calls));
    notes.push(Note {
        on: NoteOn::Row("course-degradation", DEEP_ROW),
        text: t!(
            lang,
            "Kurs {p9} ve {p27} izinli satırların aynı çıkmasını ({c9} ve {c27} çağrı) bir yasa gibi okur. Bu tohumda {p9} izinle düşen istek {dropped9}. Sıfırsa hiçbir istek {p9} denemeyi tüketmemiş, fazladan izin hiç kullanılmamıştır; birkaç isteğin tükettiği bir tohumda iki koşumun çekilişleri ayrılır ve satırlar farklılaşır.",
            "The course reads the equal rows for permits {p9} and {p27} ({c9} and {c27} calls) as a law. At this seed {dropped9} requests are dropped with permit {p9}. If none, no request used up {p9} tries and the extra permit was never used; at a seed where a few do, the two runs' draws part and the rows differ."
        ),
    });
    notes
}

/// The ensemble's measures for one seed, in the outage: requests dropped without retries and
/// with one layer, and whether one layer drops more (1) or not (0), the course's "too few
/// retries are worse than none".
fn headline(p: &Params) -> Vec<f64> {
    let config = |layers: [u64; 3]| Config { layers: layers.to_vec(), budget: None };
    let none = sim_core::firtina::kosum::simulate(p, &config(COURSE_CONFIGS[NONE_ROW].1), Profile::Outage, None);
    let one = sim_core::firtina::kosum::simulate(p, &config(COURSE_CONFIGS[ONE_LAYER_ROW].1), Profile::Outage, None);
    vec![none.dropped as f64, one.dropped as f64, f64::from(u8::from(one.dropped > none.dropped))]
}

#[cfg(test)]
mod note_tests {
    use super::*;

    #[test]
    fn the_headline_is_the_course_table_s_own_outage_drops() {
        for seed in [20260802, 1, 42] {
            let p = Params { seed, ..Params::default() };
            let o = run(&p);
            let (none, one) =
                (o.course_run(Profile::Outage, NONE_ROW).dropped, o.course_run(Profile::Outage, ONE_LAYER_ROW).dropped);
            assert_eq!(headline(&p), vec![none as f64, one as f64, f64::from(u8::from(one > none))]);
        }
    }

    #[test]
    fn the_outage_table_says_the_busiest_round_is_inside_the_window_and_the_wait_is_734() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let texts: Vec<&str> = v.table_notes("course-outage").map(|n| n.text.as_str()).collect();
        assert!(
            texts.iter().any(|t| t.contains("round is 590") && t.contains("receives 98 requests, no retries 80")),
            "{texts:?}"
        );
        assert!(texts.iter().any(|t| t.contains("793 rounds") && t.contains("at most 734 rounds")), "{texts:?}");
        assert!(texts.iter().any(|t| t.contains("103 of the 103")), "{texts:?}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_cache_key_leaves_out_exactly_the_lab_s_chain() {
        crate::memo::assert_key_ignores_exactly(course_key, &Course::IGNORED);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let p = Params { rounds: 2000, ..Params::default() };
        let changes = [("retries", 1.0), ("retries", 5.0), ("depth", 2.0), ("retries", 3.0), ("depth", 3.0)];
        crate::memo::assert_runs_as(run, sim_core::firtina::kosum::run, p, &changes);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::chart;

    #[test]
    fn the_frames_are_the_traced_calls_and_the_storm_chart_their_means() {
        for profile in [1.0, 2.0, 0.0] {
            let mut p = Params::default();
            sim_core::params::Params::put(&mut p, "profile", profile);
            let o = run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let storm = chart(&v, "storm");
            let bin = bin_size(&p);
            for (k, r) in [0, o.lab.len() - 2, o.lab.len() - 1].into_iter().enumerate() {
                let dep = f.scenes[k].node("dependency").unwrap();
                let calls = &o.lab[r].trace.calls;
                for (i, &round) in f.rounds.iter().enumerate() {
                    assert_eq!(dep.level(i), calls[round as usize] as f64);
                }
                // The chart's point for a bin is the mean of the same calls.
                let y = &storm.traces[r].y;
                for (b, chunk) in calls.chunks(bin).enumerate() {
                    let mean = chunk.iter().map(|&c| c as f64).sum::<f64>() / chunk.len() as f64;
                    assert_eq!(y[b], mean);
                }
            }
        }
    }

    #[test]
    fn the_step_opens_at_the_fault_and_plays_to_the_deep_chain_s_busiest_round() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, peak) =
            (v.fact("fault_at").unwrap().value as u32, v.fact("lab_peak_round_deep").unwrap().value as u32);
        assert!(peak > open, "{open} {peak}");
        for r in [open, peak] {
            assert_eq!(f.rounds[f.frame_of(r).unwrap()], r);
        }
        let dep = f.scenes[1].node("dependency").unwrap();
        assert_eq!(dep.level(f.frame_of(peak).unwrap()), v.fact("lab_peak_deep").unwrap().value);
        assert_eq!(dep.state.at(f.frame_of(open).unwrap()), Some(State::Failed));
    }
}
