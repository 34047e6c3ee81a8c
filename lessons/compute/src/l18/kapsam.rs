//! Lesson 18, `vale/kapsam`: the course's scope and lifetime tables, and on the page the key
//! policy you pick (scope and lifetime): what one leaked key opens and for how long, the
//! expected exposure a day, and the keys signed and valid at once.

use crate::texts::l18::kapsam::{charts, columns, tables, FRAMES};
use sim_core::vale::kapsam::{LifetimeRow, Output, Params, Scope, COURSE_LIFETIMES};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, to_fixed, tr_locale};
use lessons::view::{fmt_js, fmt_num, palette, ratio, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `vale/kapsam`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::vale::kapsam::run, transcript, view);

/// A key lifetime's keys open and exposure, the lifetime written as `lifetime`.
fn lifetime_cells(lifetime: String, l: &LifetimeRow) -> Vec<String> {
    vec![lifetime, to_fixed(l.object_open, 1), to_fixed(l.seller_day_open, 1), to_fixed(l.bucket_exposure, 0)]
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "DD14 anahtar suresi {} s, DD15 sizma olasiligi {}; gunde {} kanit, {} satici, satici basina {} gonderi\n",
        js_string(p.lifetime),
        js_string(p.leak_p),
        tr_locale(p.shipments),
        p.sellers,
        js_string(o.per_seller)
    );
    s += "\n";
    s += &Columns::of(columns::SCOPES).table(&o.rows, |r| {
        vec![
            r.scope.course_name().to_string(),
            tr_locale(r.keys_per_day),
            to_fixed(r.peak_per_s, 4),
            format!("%{}", to_fixed(r.edge_pct, 3)),
            to_fixed(r.open, 1),
            tr_locale(r.surface),
            to_fixed(r.exposure, 1),
        ]
    });
    s += "\n";
    s += &Columns::of(columns::EXPOSURE)
        .table(&o.lifetimes, |l| lifetime_cells(format!("{} s", js_string(l.lifetime)), l));
    s += &format!(
        "\nkova -> satici-gun: maruz kalma {} kat azaliyor, anahtar uretimi degismiyor\n",
        to_fixed(o.bucket_to_seller_day, 0)
    );
    s += &format!(
        "satici-gun -> tek nesne: maruz kalma {} kat degisiyor, anahtar uretimi {} kat artiyor\n",
        to_fixed(o.seller_day_to_object, 2),
        to_fixed(o.issuance_ratio, 0)
    );
    let worst: Vec<String> =
        o.rows.iter().map(|r| format!("{} {}", r.scope.course_name(), tr_locale(r.surface))).collect();
    s += &format!("en kotu durum ayni degil: sizan tek anahtarin actigi nesne {}\n", worst.join(", "));
    s
}

fn scope_table(p: &Params, o: &Output, lang: Lang) -> Table {
    Table::of(
        &tables::SCOPES,
        lang,
        o.rows
            .iter()
            .map(|r| {
                vec![
                    r.scope.label().get(lang).to_string(),
                    to_fixed(r.keys_per_day, 0),
                    to_fixed(r.peak_per_s, 4),
                    to_fixed(r.edge_pct, 3),
                    to_fixed(r.open, 1),
                    to_fixed(r.open_avg, 1),
                    to_fixed(r.surface, 0),
                    to_fixed(r.per_leak, 0),
                    to_fixed(r.exposure, 1),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Üç kapsam, anahtar süresi {} s, DD15 = {}",
        "Three scopes, key lifetime {} s, DD15 = {}",
        fmt_num(p.lifetime, 0, lang),
        fmt_js(p.leak_p, lang)
    ))
    .highlight(Scope::ALL.iter().map(|s| *s == p.scope).collect())
    .course_numbers(lang)
}

fn lifetime_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let lifetimes = COURSE_LIFETIMES.map(|l| fmt_num(l, 0, lang)).join(" / ");
    Table::of(&tables::LIFETIMES, lang, o.lifetimes.iter().map(|l| lifetime_cells(js_string(l.lifetime), l)).collect())
        .with_caption(t!(lang, "Dersin DD14 duyarlılığı ({} s)", "The course's DD14 sensitivity ({} s)", lifetimes))
        .highlight(o.lifetimes.iter().map(|l| l.lifetime == p.lifetime).collect())
        .course_numbers(lang)
}

fn log10(x: f64) -> f64 {
    if x > 0.0 && x.is_finite() {
        x.log10()
    } else {
        f64::NAN
    }
}

/// The three measures per scope on one log scale: the first step lowers the expected and the
/// worst case, the second only the worst case, at a hundred times the keys.
fn measures_chart(o: &Output, lang: Lang) -> Chart {
    let cats: Vec<String> = o.rows.iter().map(|r| r.scope.label().get(lang).to_string()).collect();
    let mut c = Chart::of(&charts::MEASURES, lang);
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (
                t(lang, "beklenen nesne-saniye/gün", "expected object-seconds/day"),
                o.rows.iter().map(|r| log10(r.exposure)).collect(),
                palette::VERMILLION,
            ),
            (
                t(lang, "sızan bir anahtarın nesne-saniyesi", "object-seconds of one leaked key"),
                o.rows.iter().map(|r| log10(r.per_leak)).collect(),
                palette::PURPLE,
            ),
            (
                t(lang, "imzalanan anahtar/gün", "keys signed/day"),
                o.rows.iter().map(|r| log10(r.keys_per_day)).collect(),
                palette::BLUE,
            ),
        ],
    );
    c.bar_mode = BarMode::Group;
    c
}

/// What one leaked key of the chosen scope opens, second by second from its signing, at the
/// chosen lifetime and at the course's 60 and 3600 s: the height is how much, the width how long.
fn window_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let row = &o.rows[p.scope as usize];
    // The course's shortest and longest lifetimes, for comparison.
    let (shortest, longest) = (COURSE_LIFETIMES[0], COURSE_LIFETIMES[COURSE_LIFETIMES.len() - 1]);
    let span = p.lifetime.max(longest) * 1.05;
    let window = |l: f64| -> (Vec<f64>, Vec<f64>) { (vec![0.0, l, span], vec![row.surface, 0.0, 0.0]) };
    let mut c = Chart::of(&charts::WINDOW, lang).with_tag(p.scope.label().get(lang));
    let mut traces = Vec::new();
    for (l, dash, color, name) in [
        (shortest, "dot", palette::GREY, format!("{} s", fmt_num(shortest, 0, lang))),
        (longest, "dash", palette::GREY, format!("{} s", fmt_num(longest, 0, lang))),
        (p.lifetime, "solid", palette::VERMILLION, format!("DD14 = {} s", fmt_num(p.lifetime, 0, lang))),
    ] {
        let (x, y) = window(l);
        traces.push(Trace::step(name, Xs::Num(x), y, color).dash(dash));
    }
    c.traces = traces;
    c.y_range = Some((0.0, row.surface * 1.15 + 1.0));
    c
}

/// Keys valid at once against the lifetime: a straight line per scope (seller-day and bucket sign
/// the same keys, so their lines coincide).
fn open_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = o.sweep.iter().map(|(l, _)| *l).collect();
    let mut c = Chart::of(&charts::OPEN, lang);
    let colors = [palette::BLUE, palette::GREEN, palette::ORANGE];
    let dashes = ["solid", "dash", "dot"];
    c.traces = o
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let y = xs.iter().map(|l| r.peak_per_s * l).collect();
            Trace::line(r.scope.label().get(lang), Xs::Num(xs.clone()), y, colors[i]).dash(dashes[i])
        })
        .collect();
    c.marker = Some((p.lifetime, format!("DD14 = {} s", fmt_num(p.lifetime, 0, lang))));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = Fact::or_zero;
    let [obj, day, bucket] = &o.rows;
    let sel = &o.rows[p.scope as usize];
    let base = Params { scope: p.scope, ..Params::default() };
    let base_run = sim_core::vale::kapsam::run(&base);
    let base_sel = base_run.rows[p.scope as usize];
    let facts = vec![
        f("lifetime", p.lifetime, 0),
        f("sel_surface", sel.surface, 0),
        f("sel_per_leak", sel.per_leak, 0),
        f("sel_exposure", sel.exposure, 1),
        f("sel_keys_per_day", sel.keys_per_day, 0),
        f("sel_open", sel.open, 1),
        f("sel_open_avg", sel.open_avg, 1),
        f("sel_leaks_per_day", sel.leaks_per_day, 4),
        // The chosen scope's exposure against the course's 300 s at the same scope.
        f("sel_exposure_course", base_sel.exposure, 1),
        f("sel_exposure_cut", ratio(base_sel.exposure, sel.exposure), 1),
        f("object_exposure", obj.exposure, 1),
        f("seller_day_exposure", day.exposure, 1),
        f("bucket_exposure", bucket.exposure, 1),
        f("object_keys", obj.keys_per_day, 0),
        f("seller_day_keys", day.keys_per_day, 0),
        f("object_open", obj.open, 1),
        f("object_open_avg", obj.open_avg, 1),
        // Keys open at peak for one object at the course's lifetime, and that lifetime.
        f("object_open_course", base_run.rows[0].open, 1),
        f("course_lifetime", base.lifetime, 0),
        f("object_edge_pct", obj.edge_pct, 3),
        f("object_surface", obj.surface, 0),
        f("seller_day_surface", day.surface, 0),
        f("bucket_surface", bucket.surface, 0),
        f("bucket_to_seller_day", ratio(bucket.exposure, day.exposure), 0),
        f("seller_day_to_object", ratio(day.exposure, obj.exposure), 2),
        f("issuance_ratio", o.issuance_ratio, 0),
        f("peak_factor", p.peak_factor, 1),
        // Seller-day → single object, expected exposure: 0 falls, 1 unchanged, 2 rises.
        f(
            "second_step_option",
            {
                let r = ratio(obj.exposure, day.exposure);
                if (r - 1.0).abs() < 1e-6 {
                    1.0
                } else if r < 1.0 {
                    0.0
                } else {
                    2.0
                }
            },
            0,
        ),
    ];
    let summary = t!(lang, "{} kapsamı ve {} s süreyle sızan bir anahtar {} nesneyi açar; beklenen maruz kalma günde {} nesne-saniye, tepede {} anahtar aynı anda geçerli.", "With {} scope and a {} s lifetime one leaked key opens {} objects; expected exposure is {} object-seconds a day, {} keys valid at once at peak.", p.scope.label().get(lang), fmt_num(p.lifetime, 0, lang), fmt_num(sel.surface, 0, lang), fmt_num(sel.exposure, 1, lang), fmt_num(sel.open, 1, lang));
    let notes = vec![
        Note {
            on: NoteOn::Row("scopes", 2),
            text: t!(
                lang,
                "Kova ile satıcı-gün arasındaki {} kat bir ölçüm değil, girdinin kendisidir: kova, saklama süresinin (V12, {} gün) her günü için bir satıcı-günlük nesne tutar.",
                "The {}-fold gap between bucket and seller-day is not a measurement but the input itself: a bucket holds one seller-day of objects for every day of retention (V12, {} days).",
                fmt_num(ratio(bucket.exposure, day.exposure), 0, lang),
                p.retention_days
            ),
        },
        Note {
            on: NoteOn::Row("scopes", 0),
            text: t!(
                lang,
                "Satıcı-günden tek nesneye oran ({}) tanım gereği bire eşittir: satıcı başına günlük gönderi V3 / SATICI diye tanımlı, anahtar sayısı kaç kat artarsa bir anahtarın açtığı nesne o kadar azalır.",
                "The seller-day to single-object ratio ({}) is one by definition: shipments a seller a day are defined as V3 / SATICI, so the keys grow by exactly the factor the objects per key shrink.",
                fmt_num(ratio(day.exposure, obj.exposure), 2, lang)
            ),
        },
        Note {
            on: NoteOn::Cell("scopes", 0, 4),
            text: t!(
                lang,
                "Dersin açık anahtar sayısı tepe hızında (V8 = {}) hesaplanır; günün ortalama bir saniyesinde tek nesne kapsamında {} anahtar açıktır.",
                "The course counts open keys at the peak rate (V8 = {}); over an average second of the day the single-object scope has {} keys open.",
                fmt_num(p.peak_factor, 1, lang),
                fmt_num(obj.open_avg, 1, lang)
            ),
        },
        Note {
            on: NoteOn::Chart("window"),
            text: t(
                lang,
                "Model sızan her anahtarı süresinin tamamı boyunca açık sayar: sızıntının imza anında olduğunu ve anahtarın geri çağrılmadığını varsayar.",
                "The model counts every leaked key as open for its whole lifetime: it assumes the leak happens at signing and that the key is never revoked.",
            ),
        },
    ];
    let charts = vec![window_chart(p, o, lang), measures_chart(o, lang), open_chart(p, o, lang)];
    let tables = vec![scope_table(p, o, lang), lifetime_table(p, o, lang)];
    View::new(tables, charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

/// A leaked key's reach as a static view (the model is closed form: one frame), one scene per
/// scope: the signing service's keys of a day, and the store's gauge filled with the objects one
/// leaked key opens, against the widest scope's (so narrowing the scope empties it); the link
/// carries those objects and the scene's event says for how long and what a day of leaks costs.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let mut f = Frames::new(vec![0], t(lang, "an", "moment"));
    f.set_texts(&FRAMES, lang);
    let widest = o.rows.iter().map(|r| r.surface).fold(1.0, f64::max);
    for (i, r) in o.rows.iter().enumerate() {
        let mut title = r.scope.label().get(lang).to_string();
        if i == p.scope as usize {
            title.push_str(&t(lang, " (seçilen)", " (chosen)"));
        }
        let mut s = Scene::new(title);
        s.nodes.push(NodeTrack::new("signer", StateTrack::constant(State::Ok)).note(t!(
            lang,
            "günde {} anahtar",
            "{} keys a day",
            fmt_num(r.keys_per_day, 0, lang)
        )));
        s.nodes.push(NodeTrack::new("key", StateTrack::constant(State::Open)).note(t!(
            lang,
            "{} sn geçerli",
            "valid for {} s",
            fmt_num(p.lifetime, 0, lang)
        )));
        s.nodes.push(
            NodeTrack::new("objects", StateTrack::constant(State::Ok))
                .gauge(widest, vec![(0, Track::constant(r.surface))])
                .note(t!(lang, "{} nesne açık", "objects open: {}", fmt_num(r.surface, 0, lang))),
        );
        s.links.push(LinkTrack::new("signer", "key", Track::constant(1.0)));
        s.links.push(LinkTrack::new("key", "objects", Track::constant(r.surface)));
        s.event(
            0,
            t!(
                lang,
                "{} nesne {} sn açık; günde {} nesne-sn",
                "objects open: {} for {} s; {} object-s a day",
                fmt_num(r.surface, 0, lang),
                fmt_num(p.lifetime, 0, lang),
                fmt_num(r.exposure, 1, lang)
            ),
        );
        f.scenes.push(s);
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, run_at, view_of};

    #[test]
    fn the_static_view_fills_the_store_with_what_one_leaked_key_opens() {
        for (key, value) in [("scope", 0.0), ("scope", 2.0), ("lifetime", 60.0), ("per_seller", 1.0)] {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::En);
            let f = v.frames.as_ref().unwrap();
            assert!(f.is_static() && f.scenes.len() == 3, "{key}={value}");
            let widest = o.rows.iter().map(|r| r.surface).fold(1.0, f64::max);
            for (i, (s, r)) in f.scenes.iter().zip(&o.rows).enumerate() {
                let objects = s.node("objects").unwrap();
                assert_eq!(objects.capacity as f64, widest as f32 as f64);
                assert!((objects.level(0) - r.surface).abs() < 1e-9, "{key}={value}");
                assert!(objects.level(0) <= objects.capacity as f64 + 1e-6);
                assert_eq!(s.title.ends_with("(chosen)"), i == p.scope as usize, "{key}={value}");
                assert!(s.events[0].text.contains(&fmt_num(r.exposure, 1, Lang::En)), "{}", s.events[0].text);
            }
        }
        // Narrowing the scope empties the gauge: the bucket is full, a single object nearly empty.
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        let levels: Vec<f64> = v.frames.unwrap().scenes.iter().map(|s| s.node("objects").unwrap().level(0)).collect();
        assert!(levels[0] < levels[1] && levels[1] < levels[2], "{levels:?}");
    }

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(to_fixed(fact(&v, "object_open"), 1), "4166.7");
        assert_eq!(fact(&v, "bucket_to_seller_day").round(), 730.0);
        assert_eq!(fact(&v, "second_step_option"), 1.0);
        assert_eq!(to_fixed(fact(&v, "object_edge_pct"), 3), "2.703");
    }
}
