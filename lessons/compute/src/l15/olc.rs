//! Lesson 15, `etkisiz/olc`: the course's two tables (a clean day and a fault window through
//! ledgers of three key scopes), and on the page what each scheme does with the duplicates, what
//! it costs in valid events and ledger keys, and where the duplicates come from.

use crate::texts::l15::olc::{charts, columns, tables, FRAMES};
use sim_core::etkisiz::akis::{Scope, DIZI};
use sim_core::etkisiz::bedel;
use sim_core::etkisiz::olc::{Day, Output, Params, SCHEME_LABELS, SOURCES, SOURCE_LABELS};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::compare_within;
use core::cmp::Ordering;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, ratio, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `etkisiz/olc`.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { headline: Some(headline), ..crate::Model::new(sim_core::etkisiz::olc::run, transcript, view) };

/// "Şans mı?": one seed's fault window, in the order of the widget's ensemble measures: the
/// duplicates each source adds, the side effects the right scope prevents, and 1 when the
/// sources come in the order of their probabilities (retry, replay, redelivery), else 0.
fn headline(p: &Params) -> Vec<f64> {
    let o = sim_core::etkisiz::olc::run(p);
    let per = |i: usize| o.fault.stream.per_source.get(i).copied().unwrap_or(0);
    let (retry, replay, redelivery) = (per(0), per(1), per(2));
    let ordered = retry > replay && replay > redelivery;
    vec![
        retry as f64,
        replay as f64,
        redelivery as f64,
        o.fault.prevented(Scope::TrackingStatusEvent) as f64,
        f64::from(u8::from(ordered)),
    ]
}

/// The course's table of one day: a row per key scope.
fn scopes_table() -> Columns {
    Columns::of(columns::SCOPES)
}

fn yaz(s: &mut String, table: &Columns, baslik: &str, d: &Day) {
    *s += &format!("\n{}: {} teslim, deftersiz yan etki {}\n", baslik, d.stream.deliveries, d.unledgered.side_effects);
    for r in &d.rows {
        *s += &table.row(&[
            r.scope.course_name(),
            &r.counts.processed.to_string(),
            &r.counts.suppressed.to_string(),
            &r.counts.side_effects.to_string(),
            &d.prevented(r.scope).to_string(),
            &r.ledger.to_string(),
        ]);
    }
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "model: {} gonderi x {} olay = {} ozgun olay\n(K01 tepe yazma {} olay/s x DD1 pencere {} s)\n",
        o.shipments,
        DIZI.len(),
        o.unique_events,
        js_string(p.peak_writes),
        js_string(p.window)
    );
    let table = scopes_table();
    s += "\n";
    s += &table.head();
    yaz(&mut s, &table, "arizasiz gun (yineleme yok)", &o.clean);
    yaz(&mut s, &table, "ariza penceresi (DD2)", &o.fault);
    let sources: Vec<String> =
        SOURCES.iter().zip(&o.fault.stream.per_source).map(|(a, n)| format!("{a} {n}")).collect();
    s += &format!("kaynak dagilimi: {}\n", sources.join(", "));
    let yt = o.duplicate_delivered;
    s += &format!(
        "yinelenen teslim {}, bunun {yt} tanesi \"teslim\" olayidir; yani {yt} yinelenen ucret kalemi ve {yt} yinelenen bildirim\n",
        o.duplicates
    );
    s
}

/// One idempotency scheme on both days: `None` is the processor with no ledger.
struct Scheme {
    scope: Option<Scope>,
    clean_processed: u64,
    clean_suppressed: u64,
    clean_side: u64,
    fault_processed: u64,
    fault_suppressed: u64,
    fault_side: u64,
    prevented: i64,
    ledger: u64,
}

fn schemes(o: &Output) -> Vec<Scheme> {
    let mut v = vec![Scheme {
        scope: None,
        clean_processed: o.clean.unledgered.processed,
        clean_suppressed: 0,
        clean_side: o.clean.unledgered.side_effects,
        fault_processed: o.fault.unledgered.processed,
        fault_suppressed: 0,
        fault_side: o.fault.unledgered.side_effects,
        prevented: 0,
        ledger: 0,
    }];
    for s in Scope::ALL {
        let (c, f) = (o.clean.row(s), o.fault.row(s));
        v.push(Scheme {
            scope: Some(s),
            clean_processed: c.counts.processed,
            clean_suppressed: c.counts.suppressed,
            clean_side: c.counts.side_effects,
            fault_processed: f.counts.processed,
            fault_suppressed: f.counts.suppressed,
            fault_side: f.counts.side_effects,
            prevented: o.fault.prevented(s),
            ledger: f.ledger,
        });
    }
    v
}

fn scheme_name(i: usize, lang: Lang) -> String {
    SCHEME_LABELS[i].get(lang).to_string()
}

fn schemes_table(p: &Params, v: &[Scheme], lang: Lang) -> Table {
    Table::of(
        &tables::SCHEMES,
        lang,
        v.iter()
            .enumerate()
            .map(|(i, s)| {
                vec![
                    scheme_name(i, lang),
                    s.clean_processed.to_string(),
                    s.clean_suppressed.to_string(),
                    s.clean_side.to_string(),
                    s.fault_processed.to_string(),
                    s.fault_suppressed.to_string(),
                    s.fault_side.to_string(),
                    s.prevented.to_string(),
                    if s.scope.is_none() { "-".into() } else { s.ledger.to_string() },
                ]
            })
            .collect(),
    )
    .highlight((0..v.len()).map(|i| i == p.shown_scheme as usize).collect())
    .course_numbers(lang)
}

fn sources_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let mut rows = vec![vec![t(lang, "özgün olay", "original events"), "-".into(), o.unique_events.to_string()]];
    for (i, n) in o.fault.stream.per_source.iter().enumerate() {
        rows.push(vec![SOURCE_LABELS[i].get(lang).to_string(), to_fixed(p.rates[i], 2), n.to_string()]);
    }
    rows.push(vec![t(lang, "toplam teslim", "deliveries in all"), "-".into(), o.fault.stream.deliveries.to_string()]);
    Table::of(&tables::SOURCES, lang, rows).course_numbers(lang)
}

fn schemes_chart(v: &[Scheme], lang: Lang) -> Chart {
    let cats: Vec<String> = (0..v.len()).map(|i| scheme_name(i, lang)).collect();
    let col = |f: &dyn Fn(&Scheme) -> f64| v.iter().map(f).collect::<Vec<_>>();
    let mut c = Chart::of(&charts::SCHEMES, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "uygulanan yineleme", "duplicates applied"),
                col(&|s| (s.fault_processed - s.clean_processed) as f64),
                palette::VERMILLION,
            ),
            (
                t(lang, "bastırılan yineleme", "duplicates suppressed"),
                col(&|s| (s.fault_suppressed - s.clean_suppressed) as f64),
                palette::GREEN,
            ),
            (
                t(lang, "bastırılan geçerli olay (gerçek iş)", "valid events suppressed (real work)"),
                col(&|s| s.clean_suppressed as f64),
                palette::ORANGE,
            ),
            (t(lang, "defter kaydı (bedel)", "ledger records (cost)"), col(&|s| s.ledger as f64), palette::BLUE),
        ],
    );
    c.wide = true;
    c
}

fn side_effects_chart(o: &Output, v: &[Scheme], lang: Lang) -> Chart {
    let cats: Vec<String> = (0..v.len()).map(|i| scheme_name(i, lang)).collect();
    let mut c = Chart::of(&charts::SIDE_EFFECTS, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "arızasız gün", "clean day"), v.iter().map(|s| s.clean_side as f64).collect(), palette::SKY),
            (
                t(lang, "arıza penceresi", "fault window"),
                v.iter().map(|s| s.fault_side as f64).collect(),
                palette::PURPLE,
            ),
        ],
    );
    c.lines = vec![(
        o.clean.unledgered.side_effects as f64,
        t!(lang, "gerçek iş: {}", "real work: {}", fmt_num(o.clean.unledgered.side_effects as f64, 0, lang)),
    )];
    c
}

fn origins_chart(o: &Output, lang: Lang) -> Chart {
    let mut cats = vec![t(lang, "özgün", "original")];
    cats.extend(SOURCE_LABELS.iter().map(|l| l.get(lang).to_string()));
    let mut ys = vec![o.unique_events as f64];
    ys.extend(o.fault.stream.per_source.iter().map(|&n| n as f64));
    let mut c = Chart::of(&charts::ORIGINS, lang);
    c.traces = vec![Trace::bar(t(lang, "teslim", "deliveries"), Xs::Cat(cats), ys, palette::BLUE)];
    c
}

/// The system view's sources of deliveries, in the system's order: the original events, then
/// the course's three duplicate sources.
const SOURCE_IDS: [&str; 3] = ["retry", "replay", "redelivery"];

/// A static view of the fault window (the course draws every delivery before the ledgers read
/// them, and its charts compare schemes, not moments): one frame, one scene per scheme. The
/// original events and each source's duplicates flow into the ledger; the ledger passes what it
/// processes to the side effects, turns duplicates away and, with a key too narrow, valid events
/// too. The side effects fill up to the window with no ledger: the real work first, the
/// duplicates applied on top.
pub fn frames(o: &Output, lang: Lang) -> Frames {
    let v = schemes(o);
    let real = o.clean.unledgered.side_effects;
    let c = |x: u64| Track::constant(x as f64);
    let mut f = Frames::new(vec![1], t(lang, "pencere", "window"));
    f.set_texts(&FRAMES, lang);
    let num = |x: u64| fmt_num(x as f64, 0, lang);
    for (i, sc) in v.iter().enumerate() {
        let mut s = Scene::new(scheme_name(i, lang));
        let (applied, stopped, lost) =
            (sc.fault_processed - sc.clean_processed, sc.fault_suppressed - sc.clean_suppressed, sc.clean_suppressed);
        s.nodes.push(NodeTrack::new("events", StateTrack::constant(State::Ok)));
        s.links.push(LinkTrack::new("events", "ledger", c(o.unique_events)));
        for (id, &n) in SOURCE_IDS.iter().zip(&o.fault.stream.per_source) {
            s.nodes.push(NodeTrack::new(id, StateTrack::constant(if n > 0 { State::Busy } else { State::Idle })));
            s.links.push(LinkTrack::new(id, "ledger", c(n)));
        }
        let ledger = match sc.scope {
            None => State::Idle,
            Some(_) if lost > 0 => State::Shedding,
            Some(_) if stopped > 0 => State::Refusing,
            Some(_) => State::Ok,
        };
        let note = match sc.scope {
            None => t(lang, "defter yok", "no ledger"),
            Some(_) => t!(lang, "{} anahtar", "{} keys", num(sc.ledger)),
        };
        s.nodes.push(NodeTrack::new("ledger", StateTrack::constant(ledger)).note(note));
        let side = sc.fault_side;
        let effects = match side.cmp(&real) {
            std::cmp::Ordering::Greater => State::Degraded,
            std::cmp::Ordering::Less => State::Missing,
            std::cmp::Ordering::Equal => State::Ok,
        };
        s.nodes.push(
            NodeTrack::new("effects", StateTrack::constant(effects))
                .gauge(
                    o.fault.unledgered.side_effects.max(real) as f64,
                    vec![(0, c(side.min(real))), (1, c(side.saturating_sub(real)))],
                )
                .note(t!(lang, "gerçek iş {}", "real work {}", num(real))),
        );
        s.links.push(LinkTrack::new("ledger", "effects", c(sc.fault_processed)).refused(c(stopped)).failed(c(lost)));
        if applied > 0 {
            s.event(1, t!(lang, "{} yineleme işlendi", "{} duplicates processed", num(applied)));
        }
        if stopped > 0 {
            s.event(1, t!(lang, "{} yineleme durduruldu", "{} duplicates stopped", num(stopped)));
        }
        if lost > 0 {
            s.event(1, t!(lang, "{} geçerli olay silindi", "{} valid events deleted", num(lost)));
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let v = schemes(o);
    let right = Scope::TrackingStatusEvent;
    let (tracking, status) = (Scope::Tracking, Scope::TrackingStatus);
    let per = &o.fault.stream.per_source;
    let unique = o.unique_events as f64;
    let rate_sum = (p.rates[0] + p.rates[1]) + p.rates[2];
    let p_any = 1.0 - (1.0 - p.rates[0]) * (1.0 - p.rates[1]) * (1.0 - p.rates[2]);
    let duplicated_events = o.unique_events - o.fault.stream.copies[0];
    let share_duplicated = ratio(duplicated_events as f64, unique);
    let extra_per_write = ratio(o.duplicates as f64, unique);
    let base_clean = o.clean.unledgered.side_effects as f64;
    let side_tracking = o.clean.row(tracking).counts.side_effects as f64;
    let kept = ratio(side_tracking, base_clean);
    let top_source = (0..3).max_by_key(|&i| (per[i], std::cmp::Reverse(i))).unwrap_or(0);
    let course = bedel::Params::default();
    let shown = &v[p.shown_scheme.min(3) as usize];
    let n = |name, value: f64| Fact { name, value, decimals: 0 };
    let facts = vec![
        n("shipments", o.shipments as f64),
        n("unique_events", unique),
        Fact { name: "window", value: p.window, decimals: 0 },
        n("events_per_shipment", DIZI.len() as f64),
        n("fault_deliveries", o.fault.stream.deliveries as f64),
        n("duplicates", o.duplicates as f64),
        n("dup_retry", per[0] as f64),
        n("dup_replay", per[1] as f64),
        n("dup_redelivery", per[2] as f64),
        n("dup_delivered", o.duplicate_delivered as f64),
        n("baseline_clean", base_clean),
        n("baseline_fault", o.fault.unledgered.side_effects as f64),
        n("prevented_right", o.fault.prevented(right) as f64),
        n("prevented_tracking", o.fault.prevented(tracking) as f64),
        n("prevented_status", o.fault.prevented(status) as f64),
        n("destroyed_tracking", o.clean.row(tracking).counts.suppressed as f64),
        n("destroyed_status", o.clean.row(status).counts.suppressed as f64),
        n("side_tracking_clean", side_tracking),
        n("side_status_clean", o.clean.row(status).counts.side_effects as f64),
        n("suppressed_tracking_fault", o.fault.row(tracking).counts.suppressed as f64),
        n("ledger_right", o.fault.row(right).ledger as f64),
        n("ledger_tracking", o.fault.row(tracking).ledger as f64),
        n("shown_fault_side", shown.fault_side as f64),
        n("shown_clean_side", shown.clean_side as f64),
        // The first scheme whose fault window gives exactly the clean day's real work, in the
        // schemes' order (no ledger, then the three scopes); 4 when none does.
        n(
            "exact_scheme_option",
            v.iter().position(|s| s.fault_side == o.clean.unledgered.side_effects).map_or(4.0, |i| i as f64),
        ),
        Fact { name: "rate_sum", value: rate_sum, decimals: 2 },
        Fact { name: "p_any_pct", value: 100.0 * p_any, decimals: 1 },
        Fact { name: "share_duplicated_pct", value: 100.0 * share_duplicated, decimals: 1 },
        Fact { name: "extra_per_write", value: extra_per_write, decimals: 3 },
        n("events_two_or_more", o.fault.stream.copies[2..].iter().sum::<u64>() as f64),
        n("seed", p.seed),
        n("course_prevented", course.prevented),
        n("course_bills", course.bills),
        // Clean-day side effects under `takip` against no ledger: 0 the same, 1 fewer but more
        // than half kept, 2 less than half kept.
        n(
            "narrow_key_option",
            if side_tracking == base_clean {
                0.0
            } else if kept >= 0.5 {
                1.0
            } else {
                2.0
            },
        ),
        // The source with the most duplicates (the first on a tie).
        n("top_source_option", top_source as f64),
        // Share of events duplicated at least once against the sum of the rates: 0 about equal
        // (within half a point), 1 less, 2 more.
        n(
            "dup_share_option",
            match compare_within(share_duplicated, rate_sum, 0.005) {
                Ordering::Equal => 0.0,
                Ordering::Less => 1.0,
                Ordering::Greater => 2.0,
            },
        ),
        // 0 (yes) when this run gives bedel.mjs's hard-coded ONLENEN and UCRET.
        n(
            "matches_course_option",
            if o.fault.prevented(right) as f64 == course.prevented && o.duplicate_delivered as f64 == course.bills {
                0.0
            } else {
                1.0
            },
        ),
    ];
    let summary = t!(lang, "{} saniyelik pencerede {} özgün olay {} teslime dönüşüyor ({} yineleme); {} kipi pencerede {} yan etki uyguluyor, gerçek iş {}.", "In the {}-second window {} unique events become {} deliveries ({} duplicates); the {} scheme applies {} side effects there, against {} of real work.", fmt_num(p.window, 0, lang), fmt_num(unique, 0, lang), fmt_num(o.fault.stream.deliveries as f64, 0, lang), fmt_num(o.duplicates as f64, 0, lang), scheme_name(p.shown_scheme.min(3) as usize, lang), fmt_num(shown.fault_side as f64, 0, lang), fmt_num(base_clean, 0, lang));
    let notes = vec![Note {
        on: NoteOn::Table("sources"),
        text: t!(
            lang,
            "Ders {} toplamını bir yazmanın pencerede yinelenme olasılığı diye veriyor. Kod her olay için üç bağımsız çekiliş yapar: toplam, yazma başına beklenen fazladan kopya sayısıdır ({}). En az bir kez yinelenen olayların payı %{}.",
            "The course gives the sum {} as the chance that a write is duplicated in the window. The code draws three independent chances per event: the sum is the expected extra copies per write ({}). The share of events duplicated at least once is {}%.",
            fmt_num(rate_sum, 2, lang),
            fmt_num(extra_per_write, 3, lang),
            fmt_num(100.0 * share_duplicated, 1, lang)
        ),
    }];
    let charts = vec![schemes_chart(&v, lang), side_effects_chart(o, &v, lang), origins_chart(o, lang)];
    let tables = vec![schemes_table(p, &v, lang), sources_table(p, o, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{chart, fact, view_of};

    #[test]
    fn view_answers_follow_the_run() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        assert_eq!(
            (fact(&v, "narrow_key_option"), fact(&v, "top_source_option"), fact(&v, "dup_share_option")),
            (2.0, 0.0, 1.0)
        );
        assert_eq!(fact(&v, "matches_course_option"), 0.0);
        assert_eq!((fact(&v, "prevented_right"), fact(&v, "destroyed_tracking")), (4001.0, 7500.0));
        let c = chart(&v, "schemes");
        assert_eq!(c.traces[0].y, [3099.0, 0.0, 0.0, 0.0]);
        assert_eq!(c.traces[2].y, [0.0, 7500.0, 2500.0, 0.0]);
        let other = Params { seed: 1.0, ..Params::default() };
        let v = view_of(&MODEL, &other, Lang::Tr);
        assert_eq!(fact(&v, "matches_course_option"), 1.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, fact, run_at, table, view_of};

    #[test]
    fn the_static_frame_holds_the_schemes_chart_for_each_scheme() {
        for (key, value) in [("retry_rate", 0.5), ("replay_rate", 0.0), ("window", 20.0), ("seed", 3.0)] {
            let (_, _, v) = run_at(&MODEL, key, value, Lang::En);
            let f = v.frames.as_ref().unwrap();
            let c = chart(&v, "schemes");
            let side = chart(&v, "side-effects");
            let table = table(&v, "schemes");
            assert_eq!((f.len(), f.scenes.len()), (1, 4));
            for (k, s) in f.scenes.iter().enumerate() {
                let out = s.links.iter().find(|l| l.from == "ledger").unwrap();
                let clean_processed: f64 = table.rows[k][1].parse().unwrap();
                assert_eq!(out.flow.at(0) - clean_processed, c.traces[0].y[k], "{key}: applied");
                assert_eq!(out.refused.at(0), c.traces[1].y[k], "{key}: stopped");
                assert_eq!(out.failed.at(0), c.traces[2].y[k], "{key}: valid events lost");
                assert_eq!(s.node("effects").unwrap().level(0), side.traces[1].y[k], "{key}: side effects");
                let into: f64 = s.links.iter().filter(|l| l.to == "ledger").map(|l| l.flow.at(0)).sum();
                assert_eq!(into, fact(&v, "fault_deliveries"), "{key}: every delivery reaches the ledger");
            }
        }
    }

    #[test]
    fn only_the_full_key_stops_every_duplicate_and_keeps_the_real_work() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        let f = v.frames.as_ref().unwrap();
        let state = |k: usize, id: &str| f.scenes[k].node(id).and_then(|n| n.state.at(0));
        assert_eq!(
            [0, 1, 2, 3].map(|k| state(k, "effects")),
            [Some(State::Degraded), Some(State::Missing), Some(State::Missing), Some(State::Ok)]
        );
        assert_eq!(state(3, "ledger"), Some(State::Refusing));
        assert_eq!(state(1, "ledger"), Some(State::Shedding));
        assert_eq!(fact(&v, "exact_scheme_option"), 3.0);
    }
}
