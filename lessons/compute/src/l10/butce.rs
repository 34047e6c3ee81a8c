//! Lesson 10, `saglik/butce`: the check load on the store by pool size and interval, and the
//! false-removal lines, with the share the course takes from the model set beside the share the
//! model shows.

use crate::texts::l10::butce::{charts, columns, tables, FRAMES};
use sim_core::saglik::butce::{load_row, LoadRow, Output, Params, CURVE_REPLICAS};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, t, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `saglik/butce`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::saglik::butce::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(_p: &Params, o: &Output) -> String {
    let mut out = Columns::of(columns::CHECKS).table(&o.rows, |r| {
        vec![
            r.replicas.to_string(),
            format!("{} sn", js_string(r.seconds)),
            to_fixed(r.rate, 2),
            format!("%{}", to_fixed(r.store_pct, 2)),
            tr_locale(r.per_day),
        ]
    });
    out += &format!(
        "\nyanlis cikarma: 3 kopyanin biri havuzdan cikinca kalan iki kopyanin her biri {} yerine {} istek/s tasir ({} kat)\n",
        to_fixed(o.per_replica_three, 2),
        to_fixed(o.per_replica_two, 2),
        to_fixed(o.ratio, 2)
    );
    for l in &o.removals {
        out += &format!(
            "aralik {}: ayda {} yanlis cikarma, her biri en cok {} sn boyunca kapasiteyi {}% dusurur\n",
            l.interval,
            to_fixed(l.per_month, 1),
            js_string(l.seconds),
            to_fixed(o.capacity_cut_pct, 1)
        );
    }
    out
}

fn seconds_text(s: f64, lang: Lang) -> String {
    t!(lang, "{} sn", "{} s", fmt_num(s, if s.fract() == 0.0 { 0 } else { 2 }, lang))
}

fn load_cells(r: &LoadRow, lang: Lang) -> Vec<String> {
    vec![
        r.replicas.to_string(),
        seconds_text(r.seconds, lang),
        fmt_num(r.rate, 2, lang),
        format!("%{}", fmt_num(r.store_pct, 2, lang)),
        fmt_num(r.per_day, 0, lang),
    ]
}

fn load_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::STORE_LOAD, lang);
    let x: Vec<f64> = (1..=CURVE_REPLICAS).map(|k| k as f64).collect();
    let colors = [palette::VERMILLION, palette::BLUE, palette::GREEN];
    let dashes = ["solid", "dash", "dot"];
    for (i, (interval, ys)) in o.curves.iter().enumerate() {
        let secs = seconds_text(*interval as f64 * p.round_seconds, lang);
        let name = t!(lang, "aralık {interval} tur ({secs})", "interval {interval} rounds ({secs})");
        c.traces.push(Trace::line(name, Xs::Num(x.clone()), ys.clone(), colors[i % 3]).dash(dashes[i % 3]));
    }
    if p.replicas <= CURVE_REPLICAS {
        c.marker = Some((p.replicas as f64, t(lang, "seçilen havuz", "chosen pool")));
    }
    c
}

fn removal_chart(o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::FALSE_REMOVALS, lang);
    let cats: Vec<String> = o.removals.iter().map(|l| t!(lang, "aralık {}", "interval {}", l.interval)).collect();
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "kursun dökümü (2/3 ve 1/3)", "the course's transcript (2/3 and 1/3)"),
                o.removals.iter().map(|l| l.per_month).collect(),
                palette::GREY,
            ),
            (
                t(lang, "modelin takviminde yakalanan pay ile", "with the share caught on the model's schedule"),
                o.model_share.per_month.to_vec(),
                palette::BLUE,
            ),
        ],
    );
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let mut rows: Vec<Vec<String>> = o.rows.iter().map(|r| load_cells(r, lang)).collect();
    let mut highlight = vec![false; rows.len()];
    let mut chosen = load_cells(&o.chosen, lang);
    chosen[0] = t!(lang, "{} (seçilen)", "{} (chosen)", chosen[0]);
    rows.push(chosen);
    highlight.push(true);
    let load = Table::of(&tables::STORE_LOAD, lang, rows).highlight(highlight);
    let ms = &o.model_share;
    let removals = Table::of(
        &tables::FALSE_REMOVALS,
        lang,
        o.removals
            .iter()
            .enumerate()
            .map(|(i, l)| {
                vec![
                    l.interval.to_string(),
                    fmt_num(l.share, 3, lang),
                    fmt_num(l.per_month, 1, lang),
                    format!("{} / {}", ms.caught[i], ms.spells),
                    fmt_num(ms.per_month[i], 1, lang),
                    seconds_text(l.seconds, lang),
                ]
            })
            .collect(),
    );
    let row = |k: u64, a: u64| load_row(p, k, a).store_pct;
    let f2 = |name, value| Fact { name, value, decimals: 2 };
    let f1 = |name, value| Fact { name, value, decimals: 1 };
    let f0 = |name, value| Fact { name, value, decimals: 0 };
    let facts = vec![
        f2("pct_3_1", row(3, 1)),
        f2("pct_3_4", row(3, 4)),
        f2("pct_48_1", row(48, 1)),
        f2("pct_48_4", row(48, 4)),
        f2("chosen_pct", o.chosen.store_pct),
        f2("chosen_rate", o.chosen.rate),
        f0("chosen_per_day", o.chosen.per_day),
        f0("replicas", p.replicas as f64),
        f2("per_replica_three", o.per_replica_three),
        f2("per_replica_two", o.per_replica_two),
        f2("load_ratio", o.ratio),
        f1("course_month_1", o.removals[0].per_month),
        f1("course_month_2", o.removals[1].per_month),
        f1("model_month_1", ms.per_month[0]),
        f1("model_month_2", ms.per_month[1]),
        f0("caught_1", ms.caught[0] as f64),
        f0("caught_2", ms.caught[1] as f64),
        f0("spells", ms.spells as f64),
        f0("spell_rounds", ms.spell_rounds as f64),
        f0("spells_per_month", p.spells_per_month),
    ];
    let (replicas, every) = (p.replicas, seconds_text(o.chosen.seconds, lang));
    let (rate, share) = (fmt_num(o.chosen.rate, 2, lang), fmt_num(o.chosen.store_pct, 2, lang));
    let (spells, caught) = (ms.spells, ms.caught[0]);
    let summary = t!(
        lang,
        "{replicas} kopya, {every} aralıkla derin denetim depoya saniyede {rate} sorgu ekler (%{share}); modelin takviminde aralık 1'de {spells} geçici yanıtsızlığın {caught} tanesi yanlış çıkarmaya dönüşür, kursun oranı üçte iki.",
        "{replicas} replicas checked deeply every {every} add {rate} queries a second to the store ({share}%); on the model's schedule, at interval 1, {caught} of {spells} short spells become false removals, while the course's share is two thirds."
    );
    let notes = vec![Note {
        on: NoteOn::Cell("false-removals", 0, 1),
        text: t!(
            lang,
            "Kurs bu oranı elle yazar ve \"üç yanıtsızlığın kaçı yakalandı\" diye anlatır. Sağlık modelinin takviminde {} yanıtsızlık {} tur sürer ve en sık denetim {} yanıtsızlığın {} tanesini yakalar: yanıtsızlık başına pay {}, üçte iki ise çıkarmaların tura bölünmesidir. Ayda kursun {} yanlış çıkarmasına karşı modelin payıyla {}.",
            "The course writes this share by hand and describes it as \"how many of three spells were caught\". On the health model's schedule {} spells cover {} rounds and the most frequent check catches {} of the {} spells: the share per spell is {}, while two thirds is removals divided by rounds. A month holds the course's {} false removals against {} with the model's share.",
            fmt_num(ms.spells as f64, 0, lang),
            fmt_num(ms.spell_rounds as f64, 0, lang),
            fmt_num(ms.caught[0] as f64, 0, lang),
            fmt_num(ms.spells as f64, 0, lang),
            fmt_num(ms.caught[0] as f64 / (ms.spells as f64).max(1.0), 2, lang),
            fmt_num(o.removals[0].per_month, 1, lang),
            fmt_num(ms.per_month[0], 1, lang)
        ),
    }];
    let charts = vec![load_chart(p, o, lang), removal_chart(o, lang)];
    View::new(vec![load, removals], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

/// The healthy day's two costs as a static view (the model is closed form: one frame): the
/// chosen pool's deep checks reaching the state store (its gauge: the share they add to the
/// store's traffic), and a false removal on the course's three-replica pool (the replicas left
/// carry the removed one's load; the event says how often a month, by the model's share and by
/// the course's).
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let mut f = Frames::new(vec![0], t(lang, "an", "moment"));
    f.set_texts(&FRAMES, lang);
    let c = &o.chosen;
    let every = seconds_text(c.seconds, lang);
    let mut healthy = Scene::new(t(lang, "Arızasız gün: denetimin yükü", "A healthy day: the checks' load"));
    healthy.nodes.push(NodeTrack::new("balancer", StateTrack::constant(State::Ok)).note(t!(
        lang,
        "denetim aralığı {}",
        "a check every {}",
        every
    )));
    healthy.nodes.push(NodeTrack::new("pool", StateTrack::constant(State::Ok)).note(t!(
        lang,
        "{} kopya",
        "{} replicas",
        fmt_num(p.replicas as f64, 0, lang)
    )));
    healthy.nodes.push(
        NodeTrack::new("state-store", StateTrack::constant(State::Ok))
            .gauge(c.store_pct.max(100.0), vec![(0, Track::constant(c.store_pct))])
            .note(t!(lang, "denetim payı %{}", "checks: {}% of traffic", fmt_num(c.store_pct, 2, lang))),
    );
    healthy.links.push(
        LinkTrack::new("balancer", "pool", Track::constant(c.rate))
            .pattern(every.clone(), StateTrack::constant(State::Ok)),
    );
    healthy.links.push(LinkTrack::new("pool", "state-store", Track::constant(c.rate)));
    healthy.event(
        0,
        t!(
            lang,
            "denetimler depoya saniyede {} sorgu ekler",
            "the checks add {} queries a second to the store",
            fmt_num(c.rate, 2, lang)
        ),
    );
    let ms = &o.model_share;
    let mut removal = Scene::new(t(lang, "Yanlış çıkarma: kısa yanıtsızlık", "A false removal: a short spell"));
    removal.nodes.push(NodeTrack::new("balancer", StateTrack::constant(State::Ok)).note(t(
        lang,
        "bir kopyayı çıkardı",
        "took a replica out",
    )));
    removal.nodes.push(
        NodeTrack::new("pool", StateTrack::constant(State::Degraded))
            .gauge(o.per_replica_two, vec![(1, Track::constant(o.per_replica_two))])
            .note(t!(
                lang,
                "{} → {} istek/s",
                "{} → {} req/s",
                fmt_num(o.per_replica_three, 1, lang),
                fmt_num(o.per_replica_two, 1, lang)
            )),
    );
    removal.nodes.push(NodeTrack::new("state-store", StateTrack::constant(State::Ok)));
    removal.links.push(
        LinkTrack::new("balancer", "pool", Track::constant(0.0)).pattern(every, StateTrack::constant(State::Removed)),
    );
    removal.links.push(LinkTrack::new("pool", "state-store", Track::constant(0.0)));
    removal.event(
        0,
        t!(
            lang,
            "modelle ayda {} yanlış çıkarma, kursta {}",
            "{} false removals a month by the model, {} by the course",
            fmt_num(ms.per_month[0], 1, lang),
            fmt_num(o.removals[0].per_month, 1, lang)
        ),
    );
    f.scenes = vec![healthy, removal];
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::run_at;

    #[test]
    fn the_static_view_holds_the_chosen_pool_s_check_load_and_a_false_removal() {
        for (key, value) in [("replicas", 3.0), ("replicas", 64.0), ("interval", 16.0), ("store_rate", 1.0)] {
            let (_, o, v) = run_at(&MODEL, key, value, Lang::En);
            let f = v.frames.as_ref().unwrap();
            assert!(f.is_static() && f.scenes.len() == 2, "{key}={value}");
            let store = f.scenes[0].node("state-store").unwrap();
            assert!((store.level(0) - o.chosen.store_pct).abs() < 1e-3, "{key}={value}");
            assert!(store.level(0) <= store.capacity as f64 * (1.0 + 1e-6), "{key}={value}");
            let checks = f.scenes[0].links.iter().find(|l| l.from == "balancer").unwrap();
            assert!((checks.flow.at(0) - o.chosen.rate).abs() < 1e-6);
            let removal = &f.scenes[1];
            assert_eq!(removal.node("pool").unwrap().state.at(0), Some(State::Degraded));
            assert_eq!(removal.links[0].state.at(0), Some(State::Removed));
            assert!(removal.events[0].text.contains(&fmt_num(o.model_share.per_month[0], 1, Lang::En)));
        }
    }
}
