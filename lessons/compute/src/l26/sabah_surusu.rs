//! Extra lab 6 (page 26), `ek/sabah-surusu`: pods starting together with a capped, jittered
//! stagger (ordinal vs name-hash placement, pods killed by the startup probe budget) and clients
//! reconnecting at 09:00 against an accept limit (handshakes per second under four retry
//! policies, a seed spread, and one looping client with and without a per-client limit), and the
//! frames of the reconnect herd second by second under each policy.

use crate::texts::l26::sabah_surusu::{charts, columns, tables, FRAMES};
use sim_core::ek::sabah_surusu::{
    herd, run_with, Herd, Output, Params, Placement, Retry, Spread, Stagger, ENSEMBLE, FIXED_WAIT_MS, HORIZON_S,
    PEAK_ENSEMBLE, RETRY_AFTER_MS, RETRY_AFTER_RANGE_MS,
};
use sim_core::Lang;

use crate::memo::Recent;
use lessons::labels;

use crate::columns::Columns;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{pad_end, to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, ratio, t, texts, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `ek/sabah-surusu`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(run, transcript, view);

/// The reconnect half reads only [`Herd::KEYS`]: the pods' sliders leave it alone.
fn herd_key(p: &Params) -> Params {
    let d = Params::default();
    Params {
        pods: d.pods,
        step_ms: d.step_ms,
        cap_ms: d.cap_ms,
        jitter_ms: d.jitter_ms,
        boot_ms: d.boot_ms,
        probe_s: d.probe_s,
        placement: d.placement,
        ..p.clone()
    }
}

thread_local! {
    static HERDS: Recent<Params, Herd> = const { Recent::new(4) };
}

/// The model's run, keeping the last few reconnect halves (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p| (*HERDS.with(|c| c.get_or(herd_key(p), herd))).clone())
}

fn spread_line(s: &Spread) -> String {
    format!("{} / {} / {}", tr_locale(s.min), tr_locale(s.median), tr_locale(s.max))
}

fn placement_name(pl: Placement) -> &'static str {
    match pl {
        Placement::Ordinal => "sira numarasi",
        Placement::Hash => "ad ozeti",
    }
}

fn placement_label(pl: Placement, lang: Lang) -> String {
    match pl {
        Placement::Ordinal => t(lang, "sıra numarası (StatefulSet)", "ordinal (StatefulSet)"),
        Placement::Hash => t(lang, "ad özeti (Deployment)", "name hash (Deployment)"),
    }
}

fn done_text(s: Option<u32>) -> String {
    match s {
        Some(s) => tr_locale(s as f64),
        None => format!("> {}", HORIZON_S),
    }
}

fn stagger_of(o: &Output, pl: Placement) -> &Stagger {
    &o.stagger[pl as usize]
}

/// The lab's tables, in the course's plain-text style.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "1) kademeli acilis: {} pod, ADIM {} ms, TAVAN {} ms, SAPMA {} ms, ACILIS {} ms, PROBE {} sn, tohum {}\n",
        tr_locale(p.pods as f64),
        tr_locale(p.step_ms as f64),
        tr_locale(p.cap_ms as f64),
        tr_locale(p.jitter_ms as f64),
        tr_locale(p.boot_ms as f64),
        tr_locale(p.probe_s as f64),
        p.seed
    );
    s += &Columns::of(columns::STAGGER).table(&o.stagger, |st| {
        vec![
            placement_name(st.placement).to_string(),
            to_fixed(st.last_start_ms as f64 / 1000.0, 1),
            tr_locale(st.busiest_slice as f64),
            tr_locale(st.killed as f64),
        ]
    });
    s += &format!(
        "ad ozeti {} tohumda en kalabalik dilim (en az / ortanca / en cok): {}, ortalama {}\n",
        ENSEMBLE,
        spread_line(&o.hash_busiest),
        to_fixed(o.hash_busiest.mean, 1)
    );
    s += &format!(
        "\n2) 09.00 yeniden baglanma: {} istemci, saniyede {} kabul, tohum {}\n",
        tr_locale(p.clients as f64),
        tr_locale(p.accept as f64),
        p.seed
    );
    s += &Columns::of(columns::POLICIES).table(&o.reconnect, |r| {
        vec![
            r.retry.name().to_string(),
            tr_locale(r.attempts_per_s[0] as f64),
            tr_locale(r.peak_after_first as f64),
            tr_locale(r.attempts as f64),
            done_text(r.all_connected_s),
        ]
    });
    s += &format!("{} tohumda sonra en yogun saniye (en az / ortanca / en cok):\n", PEAK_ENSEMBLE);
    for (r, sp) in Retry::ALL.iter().zip(&o.peak_spread) {
        s += &format!("  {}{}, ortalama {}\n", pad_end(r.name(), 20), spread_line(sp), to_fixed(sp.mean, 1));
    }
    let limit = if p.per_client == 0 { "yok".to_string() } else { format!("{}/sn", tr_locale(p.per_client as f64)) };
    s += &format!(
        "\n3) donguye girmis istemci: saniyede {} deneme, LIMIT {}, politika {}\n",
        tr_locale(p.looper as f64),
        limit,
        p.retry.name()
    );
    let looper = Columns::of(columns::LOOPER);
    s += &looper.head();
    s += &looper.row(&[
        "limitsiz",
        &to_fixed(o.looper.share_without * 100.0, 1),
        &done_text(o.looper.herd_done_without),
    ]);
    s += &looper.row(&["limitli", &to_fixed(o.looper.share_with * 100.0, 1), &done_text(o.looper.herd_done_with)]);
    s
}

fn retry_style(r: Retry) -> (&'static str, &'static str) {
    match r {
        Retry::Fixed1s => (palette::VERMILLION, "solid"),
        Retry::JitteredBackoff => (palette::BLUE, "dash"),
        Retry::RetryAfter2s => (palette::ORANGE, "dot"),
        Retry::RetryAfter3to8s => (palette::GREEN, "dash"),
    }
}

fn done_cell(s: Option<u32>, lang: Lang) -> String {
    match s {
        Some(s) => fmt_num(s as f64, 0, lang),
        None => format!("> {}", HORIZON_S),
    }
}

fn stagger_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::STAGGER,
        lang,
        o.stagger
            .iter()
            .map(|st| {
                vec![
                    placement_label(st.placement, lang),
                    fmt_num(st.last_start_ms as f64 / 1000.0, 1, lang),
                    fmt_num(st.busiest_slice as f64, 0, lang),
                    fmt_num(st.killed as f64, 0, lang),
                ]
            })
            .collect(),
    )
    .highlight(o.stagger.iter().map(|st| st.placement == p.placement).collect())
}

fn reconnect_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::RECONNECT,
        lang,
        o.reconnect
            .iter()
            .zip(&o.peak_spread)
            .map(|(r, sp)| {
                vec![
                    r.retry.label().get(lang).to_string(),
                    fmt_num(r.attempts_per_s[0] as f64, 0, lang),
                    fmt_num(r.peak_after_first as f64, 0, lang),
                    format!("{}–{}", fmt_num(sp.min, 0, lang), fmt_num(sp.max, 0, lang)),
                    fmt_num(r.attempts as f64, 0, lang),
                    done_cell(r.all_connected_s, lang),
                ]
            })
            .collect(),
    )
    .with_headers(vec![
        t(lang, "yeniden deneme", "retry policy"),
        t(lang, "ilk saniyede deneme", "attempts in the first second"),
        t(lang, "sonraki en yoğun saniye", "busiest later second"),
        t!(lang, "{PEAK_ENSEMBLE} tohumda (en az–en çok)", "over {PEAK_ENSEMBLE} seeds (min–max)"),
        t(lang, "toplam deneme", "attempts in all"),
        t(lang, "herkes bağlı (s)", "all connected (s)"),
    ])
    .highlight(o.reconnect.iter().map(|r| r.retry == p.retry).collect())
}

fn looper_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let l = &o.looper;
    Table::of(
        &tables::LOOPER,
        lang,
        vec![
            vec![
                t(lang, "yok", "none"),
                fmt_num(l.share_without * 100.0, 1, lang),
                done_cell(l.herd_done_without, lang),
            ],
            vec![
                if p.per_client == 0 {
                    t(lang, "yok (LIMIT 0)", "none (LIMIT 0)")
                } else {
                    format!("{}/s", fmt_num(p.per_client as f64, 0, lang))
                },
                fmt_num(l.share_with * 100.0, 1, lang),
                done_cell(l.herd_done_with, lang),
            ],
        ],
    )
    .highlight(vec![false, true])
}

/// Seconds shown on the timelines: until every policy is connected, plus a margin.
fn shown_seconds(o: &Output) -> usize {
    let last =
        o.reconnect.iter().map(|r| r.all_connected_s.map_or(HORIZON_S, |s| s as usize)).max().unwrap_or(HORIZON_S);
    (last + 5).clamp(10, HORIZON_S)
}

/// Clients accepted in second `s` of a reconnect run (connected by its end, less before it).
fn accepted(r: &sim_core::ek::sabah_surusu::Reconnect, s: usize) -> u32 {
    r.connected_per_s[s] - if s == 0 { 0 } else { r.connected_per_s[s - 1] }
}

/// A policy's short name on the retry link.
fn retry_tag(r: Retry, lang: Lang) -> String {
    match r {
        Retry::Fixed1s => "1 s".to_string(),
        Retry::JitteredBackoff => t(lang, "üstel + sarsıntı", "backoff + jitter"),
        Retry::RetryAfter2s => "RA 2 s".to_string(),
        Retry::RetryAfter3to8s => "RA 3–8 s".to_string(),
    }
}

/// The reconnect herd second by second (the handshakes chart's seconds), one scene per retry
/// policy: attempts at the server's door (accepted, rejected) and the clients connected so far.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = shown_seconds(o);
    let marks: Vec<Vec<(usize, String)>> = o
        .reconnect
        .iter()
        .map(|r| {
            let mut m = vec![(
                0,
                t(
                    lang,
                    "09.00: bütün istemciler aynı saniyede bağlanmaya çalışır",
                    "09:00: every client tries to connect in the same second",
                ),
            )];
            if let Some(s) = r.all_connected_s.map(|s| s as usize).filter(|&s| s < n) {
                m.push((s, t(lang, "bütün istemciler bağlandı", "every client is connected")));
            }
            m
        })
        .collect();
    let picks = Picks::marked(n, &marks);
    let mut f = Frames::new(picks.rounds(|i| i as u32), t(lang, "saniye", "second"));
    f.charts = vec!["handshakes"];
    f.flows =
        vec![t(lang, "bu saniye kabul edilen", "accepted this second"), t(lang, "bağlı istemci", "clients connected")];
    f.set_texts(&FRAMES, lang);
    let accept = p.accept as f64;
    for (r, marks) in o.reconnect.iter().zip(marks) {
        let mut s = Scene::new(r.retry.label().get(lang));
        s.nodes.push(NodeTrack::new("clients", StateTrack::constant(State::Ok)).note(fmt_num(
            p.clients as f64,
            0,
            lang,
        )));
        s.nodes.push(
            NodeTrack::new(
                "server",
                picks.states(|k| {
                    if r.attempts_per_s[k] == 0 {
                        State::Idle
                    } else {
                        pool_state(accepted(r, k) as f64, accept)
                    }
                }),
            )
            .gauge(accept, vec![(0, picks.track(|k| accepted(r, k) as f64))])
            .note(t!(lang, "saniyede {} kabul", "{} accepted a second", p.accept)),
        );
        s.nodes.push(
            NodeTrack::new(
                "connected",
                picks.states(|k| if r.connected_per_s[k] >= p.clients { State::Ok } else { State::Busy }),
            )
            .gauge(p.clients as f64, vec![(1, picks.track(|k| r.connected_per_s[k] as f64))]),
        );
        s.links.push(
            LinkTrack::new("clients", "server", picks.track(|k| accepted(r, k) as f64))
                .refused(picks.track(|k| (r.attempts_per_s[k] - accepted(r, k)) as f64))
                .pattern(
                    retry_tag(r.retry, lang),
                    picks.states(|k| if r.attempts_per_s[k] > accepted(r, k) { State::Busy } else { State::Idle }),
                ),
        );
        s.links.push(LinkTrack::new("server", "connected", picks.track(|k| accepted(r, k) as f64)));
        for (k, text) in marks {
            s.event(k as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

fn handshake_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::HANDSHAKES, lang);
    c.wide = true;
    let n = shown_seconds(o);
    let xs: Vec<f64> = (0..n).map(|s| s as f64).collect();
    for r in &o.reconnect {
        let (color, dash) = retry_style(r.retry);
        c.traces.push(
            Trace::line(
                r.retry.label().get(lang),
                Xs::Num(xs.clone()),
                r.attempts_per_s[..n].iter().map(|&v| v as f64).collect(),
                color,
            )
            .dash(dash),
        );
    }
    c
}

fn connected_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::CONNECTED, lang);
    let n = shown_seconds(o);
    let xs: Vec<f64> = (0..n).map(|s| s as f64 + 1.0).collect();
    let mut shown = vec![Retry::Fixed1s];
    if p.retry != Retry::Fixed1s {
        shown.push(p.retry);
    }
    for r in shown {
        let run = &o.reconnect[r as usize];
        let (color, dash) = retry_style(r);
        c.traces.push(
            Trace::step(
                r.label().get(lang),
                Xs::Num(xs.clone()),
                run.connected_per_s[..n].iter().map(|&v| v as f64).collect(),
                color,
            )
            .dash(dash),
        );
    }
    c.lines.push((p.clients as f64, t(lang, "bütün istemciler", "every client")));
    c
}

fn slices_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let width = p.step_ms.max(1) as f64 / 1000.0;
    let mut c = Chart::of(&charts::SLICES, lang);
    let len = o.stagger.iter().map(|s| s.per_slice.len()).max().unwrap_or(1);
    let xs: Vec<f64> = (0..len).map(|i| i as f64 * width).collect();
    for st in &o.stagger {
        let mut y: Vec<f64> = st.per_slice.iter().map(|&v| v as f64).collect();
        y.resize(len, 0.0);
        let color = if st.placement == Placement::Ordinal { palette::BLUE } else { palette::ORANGE };
        c.traces.push(Trace::bar(placement_label(st.placement, lang), Xs::Num(xs.clone()), y, color));
    }
    c.lines.push((
        o.hash_busiest.mean,
        t!(
            lang,
            "ad özeti: {} tohumda ortalama en kalabalık dilim",
            "name hash: mean busiest slice over {} seeds",
            ENSEMBLE
        ),
    ));
    c
}

fn pods_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let st = stagger_of(o, p.placement);
    let mut c = Chart::of(&charts::PODS, lang);
    c.wide = true;
    let budget = p.probe_s as u64 * 1000;
    let xs: Vec<f64> = (0..st.waits.len()).map(|i| i as f64).collect();
    let ready: Vec<f64> = st.waits.iter().map(|&w| (w + p.boot_ms as u64) as f64 / 1000.0).collect();
    let ok: Vec<f64> =
        st.waits.iter().zip(&ready).map(|(&w, &r)| if w + p.boot_ms as u64 > budget { f64::NAN } else { r }).collect();
    let killed: Vec<f64> =
        st.waits.iter().zip(&ready).map(|(&w, &r)| if w + p.boot_ms as u64 > budget { r } else { f64::NAN }).collect();
    c.traces.push(Trace::bar(t(lang, "açıldı", "started"), Xs::Num(xs.clone()), ok, palette::BLUE));
    c.traces.push(Trace::bar(
        t(lang, "probe öldürdü", "killed by the probe"),
        Xs::Num(xs),
        killed,
        palette::VERMILLION,
    ));
    c.bar_mode = BarMode::Stack;
    c.lines.push((p.probe_s as f64, t(lang, "startupProbe bütçesi", "startupProbe budget")));
    c
}

fn looper_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::LOOPER, lang);
    let cats = texts(lang, &labels!["sınırsız" => "no limit", "sınırlı" => "limited"]);
    let l = &o.looper;
    c.traces.push(Trace::bar(
        t(lang, "döngüdeki tek istemci", "the one looping client"),
        Xs::Cat(cats.clone()),
        vec![l.share_without * 100.0, l.share_with * 100.0],
        palette::VERMILLION,
    ));
    c.traces.push(Trace::bar(
        t(lang, "sürünün geri kalanı", "the rest of the herd"),
        Xs::Cat(cats),
        vec![100.0 - l.share_without * 100.0, 100.0 - l.share_with * 100.0],
        palette::BLUE,
    ));
    c.bar_mode = BarMode::Stack;
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = Fact::new;
    let (ord, hash) = (stagger_of(o, Placement::Ordinal), stagger_of(o, Placement::Hash));
    let chosen = stagger_of(o, p.placement);
    let fixed = &o.reconnect[Retry::Fixed1s as usize];
    let jit = &o.reconnect[Retry::JitteredBackoff as usize];
    let ra2 = &o.reconnect[Retry::RetryAfter2s as usize];
    let ra38 = &o.reconnect[Retry::RetryAfter3to8s as usize];
    let pick = &o.reconnect[p.retry as usize];
    let done = |s: Option<u32>| s.map_or(HORIZON_S as f64, |s| s as f64);
    // The busiest ordinal slice: 0 one or two pods (even), 1 a handful (3..=pods/4), 2 more.
    let b = ord.busiest_slice as f64;
    let ordinal_bucket = if b <= 2.0 {
        0.0
    } else if b * 4.0 <= p.pods as f64 {
        1.0
    } else {
        2.0
    };
    // Later peak of the chosen policy against fixed 1 s: 0 lower, 1 about the same (±10 %), 2 higher.
    let (fp, cp) = (fixed.peak_after_first as f64, pick.peak_after_first as f64);
    let peak_option = if cp < 0.9 * fp {
        0.0
    } else if cp <= 1.1 * fp {
        1.0
    } else {
        2.0
    };
    // The looper's share without a limit: 0 under 10 %, 1 10–50 %, 2 over half.
    let sw = o.looper.share_without;
    let share_bucket = if sw < 0.1 {
        0.0
    } else if sw <= 0.5 {
        1.0
    } else {
        2.0
    };
    let needed_probe_s = ((p.cap_ms + p.jitter_ms + p.boot_ms) as f64 / 1000.0).ceil();
    // The step in time, with a fixed Retry-After of 2 s: the quiet second before the rejected
    // herd comes back, the second it does, and how many it turned away in the first second
    // against how many knock then.
    let back = (1..ra2.attempts_per_s.len().min(shown_seconds(o))).find(|&s| ra2.attempts_per_s[s] > 0).unwrap_or(1);
    let facts = vec![
        f("ra2_quiet_s", (back - 1) as f64, 0),
        f("ra2_back_s", back as f64, 0),
        f("ra2_rejected_first", (ra2.attempts_per_s[0] - accepted(ra2, 0)) as f64, 0),
        f("ra2_back_attempts", ra2.attempts_per_s[back] as f64, 0),
        f("pods", p.pods as f64, 0),
        f("step_ms", p.step_ms as f64, 0),
        f("cap_s", p.cap_ms as f64 / 1000.0, 1),
        f("boot_s", p.boot_ms as f64 / 1000.0, 1),
        f("probe_s", p.probe_s as f64, 0),
        f("needed_probe_s", needed_probe_s, 0),
        f("uncapped_last_s", (p.pods.saturating_sub(1) as f64 * p.step_ms as f64) / 1000.0, 1),
        f("ordinal_busiest", b, 0),
        f("ordinal_bucket", ordinal_bucket, 0),
        f("ordinal_last_s", ord.last_start_ms as f64 / 1000.0, 1),
        f("ordinal_killed", ord.killed as f64, 0),
        f("hash_busiest", hash.busiest_slice as f64, 0),
        f("hash_killed", hash.killed as f64, 0),
        f("hash_min", o.hash_busiest.min, 0),
        f("hash_median", o.hash_busiest.median, 0),
        f("hash_max", o.hash_busiest.max, 0),
        f("hash_mean", o.hash_busiest.mean, 1),
        f("killed", chosen.killed as f64, 0),
        f("killed_pct", ratio(chosen.killed as f64 * 100.0, p.pods as f64), 0),
        f("clients", p.clients as f64, 0),
        f("accept", p.accept as f64, 0),
        f("first_second", fixed.attempts_per_s[0] as f64, 0),
        f("jittered_first_second", jit.attempts_per_s[0] as f64, 0),
        f("seeds", ENSEMBLE as f64, 0),
        f("peak_seeds", PEAK_ENSEMBLE as f64, 0),
        f("horizon_min", HORIZON_S as f64 / 60.0, 0),
        f("fixed_peak", fp, 0),
        f("fixed_attempts", fixed.attempts as f64, 0),
        f("fixed_done", done(fixed.all_connected_s), 0),
        f("jittered_peak", jit.peak_after_first as f64, 0),
        f("jittered_attempts", jit.attempts as f64, 0),
        f("jittered_done", done(jit.all_connected_s), 0),
        f("ra2_peak", ra2.peak_after_first as f64, 0),
        f("ra2_done", done(ra2.all_connected_s), 0),
        f("ra38_peak", ra38.peak_after_first as f64, 0),
        f("ra38_done", done(ra38.all_connected_s), 0),
        f("ra38_attempts", ra38.attempts as f64, 0),
        f("chosen_peak", cp, 0),
        f("chosen_attempts", pick.attempts as f64, 0),
        f("chosen_done", done(pick.all_connected_s), 0),
        f("peak_option", peak_option, 0),
        f("fixed_peak_min", o.peak_spread[Retry::Fixed1s as usize].min, 0),
        f("fixed_peak_max", o.peak_spread[Retry::Fixed1s as usize].max, 0),
        f("chosen_peak_min", o.peak_spread[p.retry as usize].min, 0),
        f("chosen_peak_max", o.peak_spread[p.retry as usize].max, 0),
        f("looper", p.looper as f64, 0),
        f("per_client", p.per_client as f64, 0),
        f("share_without", sw * 100.0, 1),
        f("share_with", o.looper.share_with * 100.0, 1),
        f("share_bucket", share_bucket, 0),
        f("herd_done_without", done(o.looper.herd_done_without), 0),
        f("herd_done_with", done(o.looper.herd_done_with), 0),
        // The intro's figures: the retry policies' waits.
        Fact::exact("fixed_wait_s", FIXED_WAIT_MS as f64 / 1000.0),
        Fact::exact("retry_after_s", RETRY_AFTER_MS as f64 / 1000.0),
        Fact::exact("retry_after_min_s", RETRY_AFTER_RANGE_MS.0 as f64 / 1000.0),
        Fact::exact("retry_after_max_s", RETRY_AFTER_RANGE_MS.1 as f64 / 1000.0),
    ];
    let n = |x: f64| fmt_num(x, 0, lang);
    let (pods, killed, clients) = (n(p.pods as f64), n(chosen.killed as f64), n(p.clients as f64));
    let (retry, fixed_done, retry_done) =
        (p.retry.label().get(lang), n(done(fixed.all_connected_s)), n(done(pick.all_connected_s)));
    let (fixed_peak, retry_peak) = (n(fp), n(cp));
    let (share, share_limited) = (fmt_num(sw * 100.0, 1, lang), fmt_num(o.looper.share_with * 100.0, 1, lang));
    let summary = t!(
        lang,
        "{pods} podun {killed} tanesini startupProbe öldürüyor; {clients} istemci sabit 1 s ile {fixed_done} s'de, {retry} ile {retry_done} s'de bağlanıyor (sonraki en yoğun saniye {fixed_peak} yerine {retry_peak} deneme) ve döngüdeki istemci kabullerin %{share} kadarını alıyor (sınırla %{share_limited}).",
        "The startupProbe kills {killed} of {pods} pods; {clients} clients are connected after {fixed_done} s with a fixed 1 s retry and after {retry_done} s with {retry} (busiest later second {retry_peak} attempts instead of {fixed_peak}), and the looping client takes {share}% of the accepts ({share_limited}% with the limit)."
    );
    let notes = vec![
        // The article's example of a hash piling pods into one slice, against the seed spread.
        Note {
            on: NoteOn::Row("stagger", Placement::Hash as usize),
            text: t!(
                lang,
                "Yazının örneğinde ad özeti podların yarıya yakınını aynı dilime yığıyor. Modelde {} pod için {} tohumda en kalabalık dilim {} ile {} pod arasında, ortanca {}: düzensizlik her tohumda var, ama yığının büyüklüğü tohuma bağlı.",
                "In the article's example the name hash piles nearly half the pods into one slice. In the model, for {} pods over {} seeds the busiest slice holds {} to {} pods, {} at the median: the unevenness is there on every seed, but the size of the pile depends on the seed.",
                n(p.pods as f64),
                ENSEMBLE,
                n(o.hash_busiest.min),
                n(o.hash_busiest.max),
                n(o.hash_busiest.median)
            ),
        },
        // The article: the startupProbe budget must cover the capped wait. It must cover more.
        Note {
            on: NoteOn::Chart("pods"),
            text: t!(
                lang,
                "Yazıya göre startupProbe bütçesi bekleme tavanını kapsamalı. Modelde bütçe tavanı, rastgele beklemeyi ve açılış süresini birlikte kapsamalı: en az {} s (şu an {} s).",
                "The article says the startupProbe budget must cover the capped wait. In the model it must cover the cap, the random wait and the start-up time together: at least {} s (now {} s).",
                n(needed_probe_s),
                n(p.probe_s as f64)
            ),
        },
        // The article's first version: a fixed Retry-After of 2 s.
        Note {
            on: NoteOn::Row("reconnect", Retry::RetryAfter2s as usize),
            text: t!(
                lang,
                "Yazının ilk hâlindeki ayar bu: sabit bir Retry-After reddedilen herkesi aynı saniyeye geri çağırır. Zirve {}, sabit 1 s'deki gibi {}.",
                "This is the setting of the article's first version: a fixed Retry-After calls everyone rejected back into the same second. Its peak is {}, as with a fixed 1 s ({}).",
                n(ra2.peak_after_first as f64),
                n(fixed.peak_after_first as f64)
            ),
        },
        // How the model shares the accept budget.
        Note {
            on: NoteOn::Table("looper"),
            text: t(
                lang,
                "Modelde kabul bütçesi her dilimde deneme sayılarıyla orantılı bölünüyor; gerçek bir sunucu daha kaba ya da daha adil bölebilir.",
                "The model splits each tick's accept budget in proportion to the attempts; a real server may split it more crudely or more fairly.",
            ),
        },
    ];
    let charts = vec![
        handshake_chart(o, lang),
        connected_chart(p, o, lang),
        slices_chart(p, o, lang),
        pods_chart(p, o, lang),
        looper_chart(o, lang),
    ];
    let tables = vec![stagger_table(p, o, lang), reconnect_table(p, o, lang), looper_table(p, o, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sim_core::ek::sabah_surusu::SCHEMA;

    #[test]
    fn the_herd_cache_key_leaves_out_exactly_the_pods_keys() {
        let pods_keys: Vec<&str> = SCHEMA.iter().map(|s| s.key).filter(|k| !Herd::KEYS.contains(k)).collect();
        crate::memo::assert_key_ignores_exactly(herd_key, &pods_keys);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let p = Params { clients: 3000, ..Params::default() };
        let changes = [("pods", 40.0), ("pods", 120.0)];
        crate::memo::assert_runs_as(run, sim_core::ek::sabah_surusu::run, p, &changes);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at};

    #[test]
    fn the_frames_are_the_charted_handshakes_and_connections_of_every_policy() {
        for (key, value) in [("retry", 0.0), ("accept", 3000.0), ("clients", 2000.0), ("seed", 7.0)] {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let hs = chart(&v, "handshakes");
            assert_eq!(f.scenes.len(), Retry::ALL.len());
            for (k, scene) in f.scenes.iter().enumerate() {
                let door = &scene.links[0];
                let connected = scene.node("connected").unwrap();
                for (i, &round) in f.rounds.iter().enumerate() {
                    let s = round as usize;
                    assert_eq!(door.flow.at(i) + door.refused.at(i), hs.traces[k].y[s], "{key}={value} {k} at {s}");
                    // The connected chart's step at s + 1 is the run's count by the end of s.
                    assert_eq!(connected.level(i), o.reconnect[k].connected_per_s[s] as f64);
                    assert!(scene.node("server").unwrap().level(i) <= p.accept as f64);
                }
            }
        }
    }

    #[test]
    fn the_step_opens_in_the_quiet_second_and_the_whole_rejected_herd_comes_back_at_once() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, back) = (fact(&v, "ra2_quiet_s"), fact(&v, "ra2_back_s"));
        assert_eq!(back, open + 1.0);
        let ra2 = &f.scenes[Retry::RetryAfter2s as usize];
        let (i, j) = (f.frame_of(open as u32).unwrap(), f.frame_of(back as u32).unwrap());
        assert_eq!(ra2.links[0].flow.at(i) + ra2.links[0].refused.at(i), 0.0);
        assert_eq!(ra2.node("server").unwrap().state.at(i), Some(State::Idle));
        assert_eq!(ra2.node("server").unwrap().state.at(j), Some(State::Saturated));
        assert_eq!(fact(&v, "ra2_back_attempts"), fact(&v, "ra2_rejected_first"));
    }
}
