//! Lesson 18, `vale/olc`: the course's table of the two paths on a clean and a faulty run, and
//! on the page the lab's fault round by round: slots held against the pool, rejections, bytes
//! through the service.

use crate::texts::l18::olc::{charts, columns, tables, FRAMES};
use sim_core::vale::olc::{Output, Params, COURSE_FAULT, COURSE_NORMAL};
use sim_core::vale::yol::{Path, Stats};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{pool_state, Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::labels;
use lessons::view::{
    fmt_num, palette, ratio, t, texts, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs,
};

/// How the lab runs, prints and shows `vale/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::vale::olc::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let tur = p.rounds as f64;
    let mut s = format!(
        "tepe kanit aktarimi {}/s (yukleme {}, okuma {}; DD12 = {})\n",
        to_fixed(o.rate, 4),
        to_fixed(o.upload_rate, 4),
        to_fixed(o.view_rate, 4),
        js_string(p.view_ratio)
    );
    s += &format!(
        "{} tur x {} s = {} s; tur basina {} aktarim\n",
        p.rounds,
        js_string(p.round_s),
        to_fixed(tur * p.round_s, 0),
        to_fixed(o.per_round, 4)
    );
    s += &format!("DD13: depo yaniti 1 turdan 20 tura cikiyor, 80 tur ({} s) suruyor\n", to_fixed(80.0 * p.round_s, 0));
    s += "\n";
    s += &Columns::of(columns::PATHS).table(&o.lines, |l| {
        let r = &l.stats;
        vec![
            l.path.course_name().to_string(),
            if l.faulty { "arizali" } else { "arizasiz" }.to_string(),
            r.accepted.to_string(),
            r.rejected.to_string(),
            r.peak.to_string(),
            to_fixed(r.slot_rounds as f64 / tur, 2),
            to_fixed(r.service_bytes / 1e6, 3),
        ]
    });
    let kanit2 = p.proof_bytes * 2.0;
    s += &format!(
        "\nbir aktarimda servisten gecen bayt: vekil {}, vale {} (oran {} kat)\n",
        js_string(kanit2),
        p.key_bytes,
        to_fixed(kanit2 / p.key_bytes as f64, 1)
    );
    s
}

fn path_name(path: Path, lang: Lang) -> String {
    match path {
        Path::Proxy => t(lang, "vekil (bayt servisten geçer)", "proxy (bytes through the service)"),
        Path::Valet => t(lang, "vale anahtarı", "valet key"),
    }
}

fn stats_row(name: String, day: String, r: &Stats, rounds: f64) -> Vec<String> {
    vec![
        name,
        day,
        r.accepted.to_string(),
        r.rejected.to_string(),
        r.peak.to_string(),
        to_fixed(r.slot_rounds as f64 / rounds, 2),
        to_fixed(r.service_bytes / 1e6, 3),
    ]
}

fn headers(lang: Lang) -> Vec<String> {
    texts(
        lang,
        &labels![
            "yol" => "path",
            "gün" => "day",
            "kabul" => "accepted",
            "red" => "rejected",
            "tepe yuva" => "peak slots",
            "ort. yuva" => "mean slots",
            "servis MB" => "service MB",
        ],
    )
}

fn course_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::COURSE,
        lang,
        o.lines
            .iter()
            .map(|l| {
                let day = if l.faulty { t(lang, "arızalı", "faulty") } else { t(lang, "arızasız", "clean") };
                stats_row(path_name(l.path, lang), day, &l.stats, p.rounds as f64)
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Dersin koşumu: arızasız ve arızalı gün (depo {} → {} tur, tur {}–{})",
        "The course's run: a clean and a faulty day (store {} → {} rounds, rounds {}–{})",
        COURSE_NORMAL,
        COURSE_FAULT.0,
        COURSE_FAULT.1,
        COURSE_FAULT.2
    ))
    .with_headers(headers(lang))
    .highlight(o.lines.iter().map(|l| l.faulty).collect())
    .course_numbers(lang)
}

fn lab_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let day = t!(
        lang,
        "tur {}–{}, {} tur yanıt",
        "rounds {}–{}, {} rounds per answer",
        o.lab_fault.0,
        o.lab_fault.1,
        p.fault_response
    );
    Table::of(
        &tables::LAB,
        lang,
        o.lab.iter().map(|r| stats_row(path_name(r.path, lang), day.clone(), &r.stats, p.rounds as f64)).collect(),
    )
    .with_headers(headers(lang))
    .highlight(vec![true, false])
    .course_numbers(lang)
}

fn slots_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = (0..p.rounds).map(|t| t as f64).collect();
    let mut c = Chart::of(&charts::SLOTS, lang).with_x_title(t!(
        lang,
        "tur ({} s)",
        "round ({} s)",
        fmt_num(p.round_s, 2, lang)
    ));
    let [proxy, valet] = &o.lab;
    c.traces = vec![
        Trace::step(
            t(lang, "vekil: tutulan yuva", "proxy: slots held"),
            Xs::Num(xs.clone()),
            proxy.rounds.iter().map(|r| r.held as f64).collect(),
            palette::BLUE,
        ),
        Trace::step(
            t(lang, "vale: tutulan yuva", "valet: slots held"),
            Xs::Num(xs.clone()),
            valet.rounds.iter().map(|r| r.held as f64).collect(),
            palette::GREEN,
        )
        .dash("dash"),
        Trace::bar(
            t(lang, "vekil: reddedilen", "proxy: rejected"),
            Xs::Num(xs),
            proxy.rounds.iter().map(|r| r.rejected as f64).collect(),
            palette::VERMILLION,
        ),
    ];
    c.lines = vec![(p.pool as f64, t!(lang, "havuz = {}", "pool = {}", p.pool))];
    let (from, to) = o.lab_fault;
    if p.fault_length > 0 && from < p.rounds {
        c.bands = vec![Band { from: from as f64, to: to.min(p.rounds) as f64, color: palette::ORANGE }];
        c.marker = Some((from as f64, t(lang, "depo yavaşlıyor", "store slows down")));
    }
    c.wide = true;
    c
}

fn bytes_chart(o: &Output, lang: Lang) -> Chart {
    let cats: Vec<String> = o
        .lines
        .iter()
        .map(|l| {
            format!(
                "{}, {}",
                l.path.course_name(),
                if l.faulty { t(lang, "arızalı", "faulty") } else { t(lang, "arızasız", "clean") }
            )
        })
        .collect();
    let mut c = Chart::of(&charts::BYTES, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "servisten geçen MB", "MB through the service"),
                o.lines.iter().map(|l| l.stats.service_bytes / 1e6).collect(),
                palette::BLUE,
            ),
            (
                t(lang, "reddedilen aktarım", "rejected transfers"),
                o.lines.iter().map(|l| l.stats.rejected as f64).collect(),
                palette::VERMILLION,
            ),
        ],
    );
    c.bar_mode = BarMode::Group;
    c
}

/// The rounds worth a mark: the store slowing down and recovering (both paths), and on the
/// proxy path the pool's first full round and its first rejection.
fn events(p: &Params, o: &Output, lang: Lang) -> [Vec<(usize, String)>; 2] {
    let (from, to) = (o.lab_fault.0 as usize, o.lab_fault.1 as usize);
    let len = p.rounds as usize;
    let mut store = Vec::new();
    if p.fault_length > 0 && from < len {
        store.push((
            from,
            t!(lang, "depo yavaşlıyor: yanıt {} tur", "the store slows down: {} rounds per answer", p.fault_response),
        ));
        if to < len {
            store.push((to, t(lang, "depo yeniden 1 turda yanıtlıyor", "the store answers at its usual pace again")));
        }
    }
    let mut proxy = store.clone();
    let rounds = &o.lab[0].rounds;
    if let Some(k) = rounds.iter().position(|r| p.pool > 0 && r.held >= p.pool) {
        proxy.push((k, t(lang, "havuz doldu", "the pool is full")));
    }
    if let Some(k) = rounds.iter().position(|r| r.rejected > 0) {
        proxy.push((k, t(lang, "ilk aktarım reddedildi", "the first transfer is rejected")));
    }
    [proxy, store]
}

/// The lab's fault round by round (the slots chart's rounds), one scene per path: the client's
/// transfers to the service (admitted or rejected), the slots they hold in its pool, and the
/// bytes to the proof store, through the service on the proxy path, straight from the client
/// with a signed key on the valet path.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let marks = events(p, o, lang);
    let n = o.lab.iter().map(|r| r.rounds.len()).min().unwrap_or(0);
    let picks = Picks::marked(n, &marks);
    let mut f = Frames::new(picks.rounds(|k| k as u32), t(lang, "tur", "round"));
    f.charts = vec!["slots"];
    f.set_texts(&FRAMES, lang);
    let (from, to) = o.lab_fault;
    let store = picks.states(|k| if (k as u64) >= from && (k as u64) < to { State::Slow } else { State::Ok });
    for (run, marks) in o.lab.iter().zip(marks) {
        let r = &run.rounds;
        let mut s = Scene::new(path_name(run.path, lang));
        s.nodes.push(NodeTrack::new("client", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("store", store.clone()).note(t!(
            lang,
            "{} → {} tur yanıt",
            "{} → {} rounds per answer",
            p.normal_response,
            p.fault_response
        )));
        let admitted = |k: usize| (r[k].arrived - r[k].rejected) as f64;
        let note = match run.path {
            Path::Proxy => t!(
                lang,
                "{} yuva · aktarım başına {} bayt",
                "{} slots · {} bytes a transfer",
                p.pool,
                fmt_num(p.proof_bytes * 2.0, 0, lang)
            ),
            Path::Valet => t!(
                lang,
                "yalnız imzalı anahtar · {} bayt",
                "a signed key only · {} bytes",
                fmt_num(p.key_bytes as f64, 0, lang)
            ),
        };
        s.nodes.push(
            NodeTrack::new("service", picks.states(|k| pool_state(r[k].held as f64, p.pool as f64)))
                .gauge(p.pool as f64, vec![(0, picks.track(|k| r[k].held as f64))])
                .note(note),
        );
        match run.path {
            Path::Proxy => {
                s.links.push(
                    LinkTrack::new("client", "service", picks.track(admitted))
                        .refused(picks.track(|k| r[k].rejected as f64)),
                );
                s.links.push(LinkTrack::new("service", "store", picks.track(admitted)));
            }
            Path::Valet => {
                s.links.push(LinkTrack::new("client", "service", picks.track(|k| r[k].arrived as f64)));
                s.links.push(LinkTrack::new("client", "store", picks.track(|k| r[k].arrived as f64)));
            }
        }
        for (k, text) in marks {
            s.event(k as u32, text);
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = Fact::or_zero;
    let tur = p.rounds as f64;
    let [proxy, valet] = &o.lab;
    let (cp, cv) = (&o.lines[1].stats, &o.lines[3].stats);
    let first_full = proxy.rounds.iter().position(|r| r.held >= p.pool && p.pool > 0);
    let little = o.per_round * p.fault_response as f64;
    let first_reject = proxy.rounds.iter().position(|r| r.rejected > 0);
    let facts = vec![
        f("per_round", o.per_round, 2),
        Fact::exact("round_s", p.round_s),
        Fact::exact("run_seconds", p.rounds as f64 * p.round_s),
        f("course_fault_rounds", (COURSE_FAULT.2 - COURSE_FAULT.1) as f64, 0),
        f("course_fault_response", COURSE_FAULT.0 as f64, 0),
        f("course_normal_response", COURSE_NORMAL as f64, 0),
        f("rate", o.rate, 4),
        f("pool", p.pool as f64, 0),
        f("fault_response", p.fault_response as f64, 0),
        f("normal_response", p.normal_response as f64, 0),
        f("fault_length", p.fault_length as f64, 0),
        f("fault_seconds", p.fault_length as f64 * p.round_s, 0),
        f("lab_proxy_rejected", proxy.stats.rejected as f64, 0),
        f("lab_proxy_accepted", proxy.stats.accepted as f64, 0),
        f("lab_proxy_peak", proxy.stats.peak as f64, 0),
        f("lab_proxy_mean", ratio(proxy.stats.slot_rounds as f64, tur), 2),
        f("lab_valet_rejected", valet.stats.rejected as f64, 0),
        f("lab_valet_peak", valet.stats.peak as f64, 0),
        f("first_full_round", first_full.map_or(0.0, |r| r as f64), 0),
        // Little's law for the fault: arrivals a round × rounds a transfer holds its slot.
        f("little_slots", little, 1),
        // The proxy path under your fault: 0 rejects nothing, 1 rejects some.
        f("lab_rejects_option", if proxy.stats.rejected == 0 { 0.0 } else { 1.0 }, 0),
        f("course_proxy_rejected", cp.rejected as f64, 0),
        f("course_proxy_peak", cp.peak as f64, 0),
        f("course_proxy_mean", ratio(cp.slot_rounds as f64, tur), 2),
        f("course_valet_rejected", cv.rejected as f64, 0),
        f("proxy_mb", o.lines[0].stats.service_bytes / 1e6, 3),
        f("valet_mb", o.lines[2].stats.service_bytes / 1e6, 3),
        f("saved_mb", (o.lines[0].stats.service_bytes - o.lines[2].stats.service_bytes) / 1e6, 3),
        f("bytes_ratio", ratio(p.proof_bytes * 2.0, p.key_bytes as f64), 1),
        f("proxy_bytes", p.proof_bytes * 2.0, 0),
        f("key_bytes", p.key_bytes as f64, 0),
        f("fault_from", o.lab_fault.0 as f64, 0),
        // The proxy path's first rejection (the fault's first round when there is none).
        f("first_reject_round", first_reject.unwrap_or(o.lab_fault.0 as usize) as f64, 0),
        // After the slowdown: 0 only the proxy path rejects, 1 both do, 2 neither.
        f(
            "slowdown_option",
            match (proxy.stats.rejected > 0, valet.stats.rejected > 0) {
                (true, false) => 0.0,
                (true, true) => 1.0,
                _ => 2.0,
            },
            0,
        ),
    ];
    let (pool, proxy_peak, proxy_rejected) = (p.pool, proxy.stats.peak, proxy.stats.rejected);
    let (valet_peak, valet_rejected) = (valet.stats.peak, valet.stats.rejected);
    let summary = t!(
        lang,
        "Sizin arızanızda vekil yol {pool} yuvalık havuzda tepe {proxy_peak} yuva tutup {proxy_rejected} aktarımı reddediyor; vale yolu {valet_peak} yuva tutup {valet_rejected} reddediyor.",
        "Under your fault the proxy path holds up to {proxy_peak} of {pool} slots and rejects {proxy_rejected} transfers; the valet path holds {valet_peak} and rejects {valet_rejected}."
    );
    let notes = vec![
        Note {
            on: NoteOn::Row("lab", 1),
            text: t(
                lang,
                "Vale yolunun sıfırı bir ölçüm değil, tasarımın varsayımıdır: modelde vale yolu havuza hiç uğramaz ve anahtar üretmek hiçbir yuva tutmaz.",
                "The valet path's zero is not a measurement but the design's assumption: in the model the valet path never touches the pool, and issuing a key holds no slot.",
            ),
        },
        Note {
            on: NoteOn::Chart("slots"),
            text: t(
                lang,
                "Dersin metni istemcinin yavaş depoyu beklediğini ve dolan havuzun onu paylaşan başka işleri de etkilediğini söylüyor; modelde istemci, bekleme süresi ya da havuzu paylaşan başka iş yok. Model yalnız vekil tarafın dolmasını ölçer.",
                "The course's text says the client waits on the slow store and a full pool hurts other work sharing it; the model has no client, no waiting time and no other work in the pool. It measures only the proxy side filling up.",
            ),
        },
    ];
    let tables = vec![lab_table(p, o, lang), course_table(p, o, lang)];
    let charts = vec![slots_chart(p, o, lang), bytes_chart(o, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(fact(&v, "lab_proxy_rejected"), 28.0);
        assert_eq!(fact(&v, "course_proxy_peak"), 64.0);
        assert_eq!(to_fixed(fact(&v, "saved_mb"), 3), "90.060");
        assert_eq!(to_fixed(fact(&v, "bytes_ratio"), 1), "156.3");
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at, view_of};

    #[test]
    fn the_frames_are_the_charted_slots_and_rejections_of_both_paths() {
        for (key, value) in [("pool", 32.0), ("fault_response", 40.0), ("fault_length", 0.0), ("rounds", 1280.0)] {
            let (_, _, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let c = chart(&v, "slots");
            assert_eq!(f.scenes.len(), 2);
            for (i, &round) in f.rounds.iter().enumerate() {
                let k = round as usize;
                for (scene, trace) in f.scenes.iter().zip([0, 1]) {
                    assert_eq!(scene.node("service").unwrap().level(i), c.traces[trace].y[k], "{key}={value} at {k}");
                }
                let to_service = &f.scenes[0].links[0];
                assert_eq!(to_service.refused.at(i), c.traces[2].y[k], "{key}={value} at {k}");
            }
        }
    }

    #[test]
    fn the_step_opens_as_the_store_slows_and_only_the_proxy_pool_fills() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, to) = (fact(&v, "fault_from") as u32, fact(&v, "first_reject_round") as u32);
        assert!(open < to, "{open} {to}");
        let at = |r: u32| f.frame_of(r).unwrap();
        let state = |k: usize, id: &str, r: u32| f.scenes[k].node(id).unwrap().state.at(at(r));
        assert_eq!(state(0, "store", open), Some(State::Slow));
        assert_eq!(state(0, "service", open), Some(State::Ok));
        assert_eq!(state(0, "service", to), Some(State::Saturated));
        assert_eq!(state(1, "service", to), Some(State::Ok));
        assert_eq!(fact(&v, "slowdown_option"), 0.0);
    }
}
