//! Lesson 17, `fis/olc`: the course's two tables (three layouts on a clean day and in the DD10
//! fault window), and on the page the bytes each layout puts through the queue, what happens
//! to every event on the fault day (never processed, orphaned, dangling, processed twice), and
//! how the redeliveries grow with the consumer's crash probability.

use crate::texts::l17::olc::{charts, columns, FRAMES};
use sim_core::fis::kuyruk::{redeliveries_by_consumer_crash, Placement, Stats};
use sim_core::fis::olc::{clean_day, run_with, Day, Output, Params, PLACEMENT_LABELS};
use sim_core::Lang;

use crate::columns::Columns;
use crate::memo::Recent;

/// The clean day reads no crash probability (`fis::olc::CLEAN_IGNORES`): dragging them reruns
/// only the fault day.
fn clean_key(p: &Params) -> Params {
    let d = Params::default();
    Params { shown: d.shown, producer_crash: d.producer_crash, consumer_crash: d.consumer_crash, ..p.clone() }
}

thread_local! {
    static CLEAN: Recent<Params, Day> = const { Recent::new(4) };
}

/// The model's run, keeping the last few clean days (the registry runs this one).
pub fn run(p: &Params) -> Output {
    run_with(p, |p| (*CLEAN.with(|c| c.get_or(clean_key(p), clean_day))).clone())
}

use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, ratio, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `fis/olc`.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { headline: Some(headline), ..crate::Model::new(run, transcript, view) };

/// "Şans mı?": one seed's fault window, in the order of the widget's ensemble measures: events
/// lost with the payload attached, dangling claims when the payload is deleted at once, second
/// processings when it is kept, and 1 when those two counts are equal, else 0.
fn headline(p: &Params) -> Vec<f64> {
    let o = run(p);
    let lost = o.fault.row(Placement::Attach).lost_events;
    let dangling = o.fault.row(Placement::ClaimDeleteNow).dangling_claims;
    let twice = o.fault.row(Placement::ClaimTtl).duplicates();
    vec![lost as f64, dangling as f64, twice as f64, f64::from(u8::from(dangling == twice))]
}

fn yaz(s: &mut String, ad: &str, n: u32, d: &Day) {
    *s += &format!(
        "\n{ad}: {n} teslim olayi, uretici cokme {}, onaysiz cokme {}\n",
        js_string(d.producer_crash),
        js_string(d.consumer_crash)
    );
    let placements = Columns::of(columns::PLACEMENTS);
    *s += &placements.head();
    for (pl, r) in Placement::ALL.iter().zip(&d.rows) {
        *s += &placements.row(&[
            pl.course_name(),
            &r.deliveries.to_string(),
            &to_fixed(r.carried_bytes / 1e6, 2),
            &r.lost_events.to_string(),
            &r.orphan_payloads.to_string(),
            &r.dangling_claims.to_string(),
            &r.processed.to_string(),
            &r.left_in_store.to_string(),
        ]);
    }
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let z = &p.sizes;
    let mut s = format!(
        "ileti bayti: ilistirilmis {}, fisli {} (K01 V6 = {} bayt olay, DD8 = {} bayt kanit, DD9 = {} bayt fis)\n",
        js_string(o.attached_message),
        js_string(o.claim_message),
        js_string(z.event),
        js_string(z.proof),
        js_string(z.claim)
    );
    yaz(&mut s, "arizasiz gun", p.n, &o.clean);
    yaz(&mut s, "ariza penceresi (DD10)", p.n, &o.fault);
    s
}

fn names(lang: Lang) -> Vec<String> {
    PLACEMENT_LABELS.iter().map(|l| l.get(lang).to_string()).collect()
}

fn day_table(id: &'static str, caption: String, p: &Params, d: &Day, lang: Lang) -> Table {
    let headers = [
        ("yerleşim", "layout"),
        ("teslim", "deliveries"),
        ("taşınan MB", "MB carried"),
        ("kayıp olay (dersin sütunu)", "lost events (course's column)"),
        ("yetim yük", "orphan payloads"),
        ("sarkan fiş", "dangling claims"),
        ("işlenen", "processed"),
        ("depoda", "in the store"),
        ("hiç işlenmeyen olay", "events never processed"),
        ("ikinci kez işlenen", "processed a second time"),
    ];
    let n = p.n as u64;
    Table {
        id,
        caption,
        headers: headers.iter().map(|(a, b)| t(lang, a, b)).collect(),
        highlight: Placement::ALL.iter().map(|&x| x == p.shown).collect(),
        rows: names(lang)
            .into_iter()
            .zip(&d.rows)
            .map(|(name, r)| {
                vec![
                    name,
                    r.deliveries.to_string(),
                    to_fixed(r.carried_bytes / 1e6, 2),
                    r.lost_events.to_string(),
                    r.orphan_payloads.to_string(),
                    r.dangling_claims.to_string(),
                    r.processed.to_string(),
                    r.left_in_store.to_string(),
                    r.never_processed(n).to_string(),
                    r.duplicates().to_string(),
                ]
            })
            .collect(),
    }
    .course_numbers(lang)
}

fn bytes_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::BYTES, lang);
    let mb = |d: &Day| d.rows.iter().map(|r| r.carried_bytes / 1e6).collect::<Vec<f64>>();
    c.traces = Trace::bars(
        Xs::Cat(names(lang)),
        [
            (t(lang, "arızasız gün", "clean day"), mb(&o.clean), palette::BLUE),
            (t(lang, "arıza penceresi (DD10)", "fault window (DD10)"), mb(&o.fault), palette::ORANGE),
        ],
    );
    c
}

fn fates_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let n = p.n as u64;
    let mut c = Chart::of(&charts::FATES, lang);
    let series = |f: &dyn Fn(&Stats) -> u64| o.fault.rows.iter().map(|r| f(r) as f64).collect::<Vec<f64>>();
    c.traces = Trace::bars(
        Xs::Cat(names(lang)),
        [
            (
                t(lang, "hiç işlenmeyen olay", "events never processed"),
                series(&|r| r.never_processed(n)),
                palette::VERMILLION,
            ),
            (
                t(lang, "yetim yük (depoda çöp)", "orphan payloads (garbage in the store)"),
                series(&|r| r.orphan_payloads),
                palette::GREY,
            ),
            (t(lang, "sarkan fiş", "dangling claims"), series(&|r| r.dangling_claims), palette::PURPLE),
            (t(lang, "ikinci kez işlenen", "processed a second time"), series(&|r| r.duplicates()), palette::SKY),
        ],
    );
    c.wide = true;
    c
}

/// The consumer crash probabilities of the sweep chart.
fn sweep_xs() -> Vec<f64> {
    (0..=20).map(|i| i as f64 * 0.005).collect()
}

fn sweep_chart(p: &Params, lang: Lang) -> Chart {
    let xs = sweep_xs();
    let counts: Vec<f64> =
        redeliveries_by_consumer_crash(p.n, p.producer_crash, &xs, p.seed).into_iter().map(|c| c as f64).collect();
    let mut c = Chart::of(&charts::REDELIVERIES, lang);
    c.traces = vec![
        Trace::line(
            t(lang, "sarkan fiş (hemen silme)", "dangling claims (delete at once)"),
            Xs::Num(xs.clone()),
            counts.clone(),
            palette::PURPLE,
        ),
        Trace::line(
            t(lang, "ikinci kez işlenen (yaşam süresi)", "processed twice (lifetime)"),
            Xs::Num(xs),
            counts,
            palette::SKY,
        )
        .dash("dash"),
    ];
    c.marker = Some((p.consumer_crash, t!(lang, "şimdiki {}", "now {}", fmt_num(p.consumer_crash, 3, lang))));
    c
}

/// The store's state at the end of the fault window: a payload missing for a redelivery
/// (dangling claims), payloads kept past their processing or no message points to (stale), or
/// nothing left behind.
fn store_state(r: &Stats) -> State {
    if r.dangling_claims > 0 {
        State::Missing
    } else if r.left_in_store > 0 {
        State::Stale
    } else {
        State::Ok
    }
}

/// The consumer's state: part of its deliveries found no payload (degraded), some events were
/// processed twice (busy with repeated work), or every delivery processed once.
fn consumer_state(r: &Stats) -> State {
    if r.dangling_claims > 0 {
        State::Degraded
    } else if r.duplicates() > 0 {
        State::Busy
    } else {
        State::Ok
    }
}

/// A static view of the fault window (the course's queue is filled before the consumer takes
/// anything, so its run has no time in which the parts work side by side): one frame, one
/// scene per layout, with the fault table's counts. The producer writes the payload to the
/// store (claim layouts) and the message to the queue; the queue delivers every message, first
/// deliveries and redeliveries; the consumer reads the payload back from the store.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = p.n as f64;
    let mut f = Frames::new(vec![1], t(lang, "pencere", "window"));
    f.set_texts(&FRAMES, lang);
    let c = |x: u64| Track::constant(x as f64);
    // The queue's gauge holds every delivery of the window, first ones and redeliveries.
    let carried = o.fault.rows.iter().map(|r| r.deliveries).max().unwrap_or(0).max(p.n as u64) as f64;
    for (pl, r) in Placement::ALL.iter().zip(&o.fault.rows) {
        let mut s = Scene::new(PLACEMENT_LABELS[*pl as usize].get(lang));
        let crashes = r.lost_events + r.orphan_payloads;
        s.nodes.push(NodeTrack::new(
            "producer",
            StateTrack::constant(if crashes > 0 { State::Degraded } else { State::Ok }),
        ));
        s.nodes.push(
            NodeTrack::new("queue", StateTrack::constant(if r.redeliveries > 0 { State::Busy } else { State::Ok }))
                .gauge(carried, vec![(0, c(r.peak_queue)), (1, c(r.redeliveries))])
                .note(t!(
                    lang,
                    "ileti {} bayt · {} MB taşındı",
                    "{} B each · {} MB carried",
                    fmt_num(r.message, 0, lang),
                    fmt_num(r.carried_bytes / 1e6, 2, lang)
                )),
        );
        s.nodes.push(NodeTrack::new("consumer", StateTrack::constant(consumer_state(r))).note(t!(
            lang,
            "{} işleme",
            "{} processings",
            fmt_num(r.processed as f64, 0, lang)
        )));
        s.links.push(LinkTrack::new("producer", "queue", c(r.peak_queue)).failed(c(crashes)));
        s.links.push(LinkTrack::new("queue", "consumer", c(r.deliveries)));
        if pl.claim() {
            let kept = r.left_in_store - r.orphan_payloads;
            s.nodes.push(
                NodeTrack::new("store", StateTrack::constant(store_state(r)))
                    .gauge(n, vec![(2, c(kept)), (3, c(r.orphan_payloads))])
                    .note(t!(lang, "{} yük kaldı", "{} payloads left", fmt_num(r.left_in_store as f64, 0, lang))),
            );
            s.links.push(LinkTrack::new("producer", "store", c(p.n as u64)));
            s.links.push(LinkTrack::new("consumer", "store", c(r.processed)).failed(c(r.dangling_claims)));
        }
        let mut mark = |count: u64, text: String| {
            if count > 0 {
                s.event(1, text);
            }
        };
        let num = |x: u64| fmt_num(x as f64, 0, lang);
        mark(r.lost_events, t!(lang, "{} olay kayboldu", "{} events lost", num(r.lost_events)));
        mark(r.orphan_payloads, t!(lang, "{} yetim yük", "{} orphan payloads", num(r.orphan_payloads)));
        mark(r.redeliveries, t!(lang, "{} yeniden teslim", "{} redeliveries", num(r.redeliveries)));
        mark(r.dangling_claims, t!(lang, "{} sarkan fiş", "{} dangling claims", num(r.dangling_claims)));
        mark(r.duplicates(), t!(lang, "{} ikinci işleme", "{} second processings", num(r.duplicates())));
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let n = p.n as u64;
    let f = &o.fault;
    let (a, now, ttl) = (f.row(Placement::Attach), f.row(Placement::ClaimDeleteNow), f.row(Placement::ClaimTtl));
    let (ca, cn) = (o.clean.row(Placement::Attach), o.clean.row(Placement::ClaimDeleteNow));
    let shown = f.row(p.shown);
    let fact = Fact::new;
    let count = Fact::count;
    let clean_ratio = ratio(ca.carried_bytes, cn.carried_bytes);
    // Expected redeliveries: produced events times the consumer's crash probability.
    let expected = n as f64 * (1.0 - p.producer_crash) * p.consumer_crash;
    let facts = vec![
        count("events", n),
        fact("producer_crash", p.producer_crash, 3),
        fact("consumer_crash", p.consumer_crash, 3),
        fact("seed", p.seed, 0),
        fact("event_bytes", p.sizes.event, 0),
        fact("proof_bytes", p.sizes.proof, 0),
        fact("attached_msg", o.attached_message, 0),
        fact("claim_msg", o.claim_message, 0),
        fact("msg_ratio", ratio(o.attached_message, o.claim_message), 1),
        fact("clean_mb_attached", ca.carried_bytes / 1e6, 2),
        fact("clean_mb_claim", cn.carried_bytes / 1e6, 2),
        fact("clean_ratio", clean_ratio, 1),
        // Queue bytes, attached over claim check: 0 over a hundredfold, 1 ten- to a hundredfold,
        // 2 under tenfold.
        fact(
            "bytes_option",
            if clean_ratio > 100.0 {
                0.0
            } else if clean_ratio > 10.0 {
                1.0
            } else {
                2.0
            },
            0,
        ),
        fact("fault_mb_attached", a.carried_bytes / 1e6, 2),
        fact("fault_mb_claim", now.carried_bytes / 1e6, 2),
        count("deliveries", a.deliveries),
        count("lost_attached", a.lost_events),
        count("lost_column_claim", now.lost_events),
        count("orphans", now.orphan_payloads),
        count("never_processed_attached", a.never_processed(n)),
        count("never_processed_now", now.never_processed(n)),
        count("never_processed_ttl", ttl.never_processed(n)),
        count("redeliveries", a.redeliveries),
        fact("expected_redeliveries", expected, 0),
        count("dangling_now", now.dangling_claims),
        count("processed_now", now.processed),
        count("processed_ttl", ttl.processed),
        count("duplicates_ttl", ttl.duplicates()),
        count("store_now", now.left_in_store),
        count("store_ttl", ttl.left_in_store),
        count("clean_store_ttl", o.clean.row(Placement::ClaimTtl).left_in_store),
        // Dangling claims under immediate delete against second processings under the lifetime:
        // 0 equal, 1 more dangling, 2 more duplicates.
        fact(
            "trade_option",
            match now.dangling_claims.cmp(&ttl.duplicates()) {
                std::cmp::Ordering::Equal => 0.0,
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Less => 2.0,
            },
            0,
        ),
        count("shown_dangling", shown.dangling_claims),
        count("shown_duplicates", shown.duplicates()),
        count("shown_never", shown.never_processed(n)),
        count("kept_ttl", ttl.left_in_store - ttl.orphan_payloads),
        // Which claim layout's store keeps payloads no message points to: 0 only delete at
        // once, 1 only the lifetime, 2 both, 3 neither.
        fact(
            "orphans_where_option",
            match (now.orphan_payloads > 0, ttl.orphan_payloads > 0) {
                (true, false) => 0.0,
                (false, true) => 1.0,
                (true, true) => 2.0,
                (false, false) => 3.0,
            },
            0,
        ),
    ];
    let label = PLACEMENT_LABELS[p.shown as usize].get(lang);
    let summary = t!(lang, "{}: arıza penceresinde kuyruk {} MB taşıyor; {} olay hiç işlenmiyor, {} sarkan fiş, {} ikinci işleme.", "{}: in the fault window the queue carries {} MB; {} events are never processed, {} claims dangle, {} events are processed twice.", label, fmt_num(shown.carried_bytes / 1e6, 2, lang), fmt_num(shown.never_processed(n) as f64, 0, lang), fmt_num(shown.dangling_claims as f64, 0, lang), fmt_num(shown.duplicates() as f64, 0, lang));
    let row_of = |x: Placement| Placement::ALL.iter().position(|&y| y == x).unwrap_or(0);
    let notes = vec![
        Note {
            on: NoteOn::Cell("fault", row_of(Placement::ClaimDeleteNow), 3),
            text: t!(
                lang,
                "Dersin 'kayıp olay' sütunu talep fişi satırlarında {} gösteriyor, ama aynı üretici çökmesi burada da {} olayı hiç işlenmemiş bırakır: ders onları yalnız yetim yük olarak sayar. Kayıp iki yerleşimde eşittir.",
                "The course's 'lost events' column shows {} on the claim-check rows, yet the same producer crashes leave {} events never processed here too: the course counts them only as orphan payloads. The loss is equal in both layouts.",
                fmt_num(now.lost_events as f64, 0, lang),
                fmt_num(now.never_processed(n) as f64, 0, lang)
            ),
        },
        Note {
            on: NoteOn::Cell("fault", row_of(Placement::ClaimTtl), 7),
            text: t!(
                lang,
                "Modelde hiçbir yükün süresi dolmaz: 'yaşam süresi' koşum boyunca hiçbir şeyin silinmemesi demektir, o yüzden depoda {} yetim dahil {} yük kalır.",
                "Nothing expires in the model: 'lifetime' means nothing is deleted during the run, so the store keeps {} orphans among its {} payloads.",
                fmt_num(ttl.orphan_payloads as f64, 0, lang),
                fmt_num(ttl.left_in_store as f64, 0, lang)
            ),
        },
    ];
    let tables = vec![
        day_table(
            "fault",
            t(
                lang,
                "Arıza penceresi (DD10): dersin sütunları ve sayfanın iki ek sütunu",
                "Fault window (DD10): the course's columns and the page's two extra ones",
            ),
            p,
            f,
            lang,
        ),
        day_table("clean", t(lang, "Arızasız gün", "Clean day"), p, &o.clean, lang),
    ];
    let charts = vec![bytes_chart(o, lang), fates_chart(p, o, lang), sweep_chart(p, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};

    #[test]
    fn the_clean_day_cache_key_leaves_out_exactly_the_crashes_and_the_highlight() {
        crate::memo::assert_key_ignores_exactly(clean_key, &sim_core::fis::olc::CLEAN_IGNORES);
    }

    #[test]
    fn the_cached_run_is_the_model_s_run() {
        let p = Params { n: 20_000, ..Params::default() };
        let changes = [("producer_crash", 0.0), ("producer_crash", 0.03), ("producer_crash", 0.005)];
        crate::memo::assert_runs_as(run, sim_core::fis::olc::run, p, &changes);
    }

    #[test]
    fn facts_carry_the_course_numbers_and_the_loss_the_column_leaves_out() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(
            (fact(&v, "lost_attached"), fact(&v, "lost_column_claim"), fact(&v, "never_processed_now")),
            (492.0, 0.0, 492.0)
        );
        assert_eq!(
            (fact(&v, "dangling_now"), fact(&v, "duplicates_ttl"), fact(&v, "trade_option")),
            (987.0, 987.0, 0.0)
        );
        assert_eq!(fact(&v, "bytes_option"), 0.0);
        assert_eq!(to_fixed(fact(&v, "msg_ratio"), 1), "141.6");
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{fact, run_at, table, view_of};

    #[test]
    fn the_static_frame_holds_the_fault_table_s_counts_for_each_layout() {
        for (key, value) in [("consumer_crash", 0.05), ("producer_crash", 0.0), ("events", 20_000.0)] {
            let (_, _, v) = run_at(&MODEL, key, value, Lang::En);
            let f = v.frames.as_ref().unwrap();
            let table = table(&v, "fault");
            let cell = |row: usize, col: usize| table.rows[row][col].replace(',', "").parse::<f64>().unwrap();
            assert_eq!((f.len(), f.scenes.len()), (1, 3));
            for (k, s) in f.scenes.iter().enumerate() {
                let link = |a: &str, b: &str| s.links.iter().find(|l| l.from == a && l.to == b);
                assert_eq!(link("queue", "consumer").unwrap().flow.at(0), cell(k, 1), "{key}: deliveries");
                let crashes = link("producer", "queue").unwrap().failed.at(0);
                assert_eq!(crashes, cell(k, 3) + cell(k, 4), "{key}: lost events and orphans");
                assert_eq!(crashes, cell(k, 8), "{key}: never processed");
                match s.node("store") {
                    Some(store) => {
                        assert_eq!(store.level(0), cell(k, 7), "{key}: in the store");
                        let read = link("consumer", "store").unwrap();
                        assert_eq!((read.flow.at(0), read.failed.at(0)), (cell(k, 6), cell(k, 5)));
                    }
                    None => assert_eq!(k, 0, "only the attached layout has no store"),
                }
            }
        }
    }

    #[test]
    fn a_redelivery_leaves_the_deleting_store_missing_a_payload_and_the_kept_one_stale() {
        let p = Params { consumer_crash: 0.05, ..Params::default() };
        let v = view_of(&MODEL, &p, Lang::Tr);
        let f = v.frames.as_ref().unwrap();
        let state = |k: usize, id: &str| f.scenes[k].node(id).and_then(|n| n.state.at(0));
        assert_eq!(state(1, "store"), Some(State::Missing));
        assert_eq!(state(2, "store"), Some(State::Stale));
        assert_eq!(state(1, "consumer"), Some(State::Degraded));
        assert_eq!(state(2, "consumer"), Some(State::Busy));
        assert_eq!(fact(&v, "orphans_where_option"), 2.0);
    }
}
