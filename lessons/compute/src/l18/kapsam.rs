//! Lesson 18, `vale/kapsam`: the course's scope and lifetime tables, and on the page the key
//! policy you pick (scope and lifetime): what one leaked key opens and for how long, the
//! expected exposure a day, and the keys signed and valid at once.

use sim_core::vale::kapsam::{Output, Params, Scope};
use sim_core::Lang;

use lessons::jsfmt::{js_string, pad_end, pad_start, to_fixed, tr_locale};
use lessons::view::{fmt_num, palette, ratio, t, BarMode, Chart, Fact, Table, Trace, TraceKind, View, Xs};

/// How the lab runs, prints and shows `vale/kapsam`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::vale::kapsam::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = format!(
        "DD14 anahtar suresi {} s, DD15 sizma olasiligi {}; gunde {} kanit, {} satici, satici basina {} gonderi\n",
        js_string(p.lifetime),
        js_string(p.leak_p),
        tr_locale(p.shipments as f64),
        p.sellers,
        js_string(o.per_seller)
    );
    s += &format!(
        "\n{}{}{}{}{}{}{}\n",
        pad_end("kapsam", 18),
        pad_start("anahtar/gun", 13),
        pad_start("tepe anahtar/s", 16),
        pad_start("K01 ucunun", 12),
        pad_start("acik pencere", 14),
        pad_start("yuzey", 9),
        pad_start("nesne-saniye/gun", 18)
    );
    for r in &o.rows {
        s += &format!(
            "{}{}{}{}{}{}{}\n",
            pad_end(r.scope.course_name(), 18),
            pad_start(&tr_locale(r.keys_per_day), 13),
            pad_start(&to_fixed(r.peak_per_s, 4), 16),
            pad_start(&format!("%{}", to_fixed(r.edge_pct, 3)), 12),
            pad_start(&to_fixed(r.open, 1), 14),
            pad_start(&tr_locale(r.surface), 9),
            pad_start(&to_fixed(r.exposure, 1), 18)
        );
    }
    s += &format!(
        "\n{}{}{}{}\n",
        pad_start("DD14 duyarliligi", 17),
        pad_start("tek nesne acik", 16),
        pad_start("satici-gun acik", 17),
        pad_start("kova nesne-saniye", 19)
    );
    for l in &o.lifetimes {
        s += &format!(
            "{}{}{}{}\n",
            pad_start(&format!("{} s", js_string(l.lifetime)), 17),
            pad_start(&to_fixed(l.object_open, 1), 16),
            pad_start(&to_fixed(l.seller_day_open, 1), 17),
            pad_start(&to_fixed(l.bucket_exposure, 0), 19)
        );
    }
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
    let headers = [
        ("kapsam", "scope"),
        ("anahtar/gün", "keys/day"),
        ("tepe anahtar/s", "keys/s at peak"),
        ("K01 ucunun %", "% of K01 edge"),
        ("açık anahtar (tepede)", "keys open (at peak)"),
        ("açık anahtar (gün ortalaması)", "keys open (day average)"),
        ("bir anahtarın açtığı nesne", "objects one key opens"),
        ("sızan bir anahtar, nesne-saniye", "one leaked key, object-seconds"),
        ("beklenen nesne-saniye/gün", "expected object-seconds/day"),
    ];
    Table {
        id: "scopes",
        caption: format!(
            "{} {} s, DD15 = {}",
            t(lang, "Üç kapsam, anahtar süresi", "Three scopes, key lifetime"),
            fmt_num(p.lifetime, 0, lang),
            js_string(p.leak_p)
        ),
        headers: headers.iter().map(|(a, b)| t(lang, a, b)).collect(),
        highlight: Scope::ALL.iter().map(|s| *s == p.scope).collect(),
        rows: o
            .rows
            .iter()
            .map(|r| {
                vec![
                    r.scope.label().get(lang).to_string(),
                    fmt_num(r.keys_per_day, 0, lang),
                    to_fixed(r.peak_per_s, 4),
                    to_fixed(r.edge_pct, 3),
                    to_fixed(r.open, 1),
                    to_fixed(r.open_avg, 1),
                    fmt_num(r.surface, 0, lang),
                    fmt_num(r.per_leak, 0, lang),
                    to_fixed(r.exposure, 1),
                ]
            })
            .collect(),
    }
}

fn lifetime_table(o: &Output, lang: Lang) -> Table {
    Table {
        id: "lifetimes",
        caption: t(
            lang,
            "Dersin DD14 duyarlılığı (60 / 300 / 3600 s)",
            "The course's DD14 sensitivity (60 / 300 / 3600 s)",
        ),
        headers: [
            ("anahtar süresi, s", "key lifetime, s"),
            ("tek nesne: açık anahtar", "single object: keys open"),
            ("satıcı-gün: açık anahtar", "seller-day: keys open"),
            ("kova: nesne-saniye/gün", "bucket: object-seconds/day"),
        ]
        .iter()
        .map(|(a, b)| t(lang, a, b))
        .collect(),
        highlight: vec![false, true, false],
        rows: o
            .lifetimes
            .iter()
            .map(|l| {
                vec![
                    js_string(l.lifetime),
                    to_fixed(l.object_open, 1),
                    to_fixed(l.seller_day_open, 1),
                    to_fixed(l.bucket_exposure, 0),
                ]
            })
            .collect(),
    }
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
    let mut c = Chart::new(
        "measures",
        t(lang, "Kapsama göre üç ölçü (log₁₀; 1 = 10, 3 = 1000)", "Three measures by scope (log₁₀; 1 = 10, 3 = 1000)"),
        t(lang, "anahtar kapsamı", "key scope"),
        t(lang, "log₁₀ değer", "log₁₀ value"),
    );
    c.traces = vec![
        Trace::new(
            t(lang, "beklenen nesne-saniye/gün", "expected object-seconds/day"),
            TraceKind::Bar,
            Xs::Cat(cats.clone()),
            o.rows.iter().map(|r| log10(r.exposure)).collect(),
            palette::VERMILLION,
        ),
        Trace::new(
            t(lang, "sızan bir anahtarın nesne-saniyesi", "object-seconds of one leaked key"),
            TraceKind::Bar,
            Xs::Cat(cats.clone()),
            o.rows.iter().map(|r| log10(r.per_leak)).collect(),
            palette::PURPLE,
        ),
        Trace::new(
            t(lang, "imzalanan anahtar/gün", "keys signed/day"),
            TraceKind::Bar,
            Xs::Cat(cats),
            o.rows.iter().map(|r| log10(r.keys_per_day)).collect(),
            palette::BLUE,
        ),
    ];
    c.bar_mode = BarMode::Group;
    c
}

/// What one leaked key of the chosen scope opens, second by second from its signing, at the
/// chosen lifetime and at the course's 60 and 3600 s: the height is how much, the width how long.
fn window_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let row = &o.rows[p.scope as usize];
    let span = p.lifetime.max(3600.0) * 1.05;
    let window = |l: f64| -> (Vec<f64>, Vec<f64>) { (vec![0.0, l, span], vec![row.surface, 0.0, 0.0]) };
    let mut c = Chart::new(
        "window",
        format!(
            "{}: {}",
            t(lang, "Sızan bir anahtarın açtığı pencere", "The window one leaked key opens"),
            p.scope.label().get(lang)
        ),
        t(lang, "anahtarın imzalanmasından beri geçen s", "seconds since the key was signed"),
        t(lang, "açık nesne", "objects open"),
    );
    let mut traces = Vec::new();
    for (l, dash, color, name) in [
        (60.0, "dot", palette::GREY, t(lang, "60 s", "60 s")),
        (3600.0, "dash", palette::GREY, t(lang, "3600 s", "3600 s")),
        (p.lifetime, "solid", palette::VERMILLION, format!("DD14 = {} s", fmt_num(p.lifetime, 0, lang))),
    ] {
        let (x, y) = window(l);
        traces.push(Trace::new(name, TraceKind::Step, Xs::Num(x), y, color).dash(dash));
    }
    c.traces = traces;
    c.y_range = Some((0.0, row.surface * 1.15 + 1.0));
    c
}

/// Keys valid at once against the lifetime: a straight line per scope (seller-day and bucket sign
/// the same keys, so their lines coincide).
fn open_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let xs: Vec<f64> = o.sweep.iter().map(|(l, _)| *l).collect();
    let mut c = Chart::new(
        "open",
        t(
            lang,
            "Aynı anda geçerli anahtar, anahtar süresine göre (tepede)",
            "Keys valid at once by key lifetime (at peak)",
        ),
        t(lang, "anahtar süresi, s (DD14)", "key lifetime, s (DD14)"),
        t(lang, "açık anahtar", "keys open"),
    );
    let colors = [palette::BLUE, palette::GREEN, palette::ORANGE];
    let dashes = ["solid", "dash", "dot"];
    c.traces = o
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let y = xs.iter().map(|l| r.peak_per_s * l).collect();
            Trace::new(r.scope.label().get(lang), TraceKind::Line, Xs::Num(xs.clone()), y, colors[i]).dash(dashes[i])
        })
        .collect();
    c.marker = Some((p.lifetime, format!("DD14 = {} s", fmt_num(p.lifetime, 0, lang))));
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let f = |name, value: f64, decimals| Fact { name, value: if value.is_finite() { value } else { 0.0 }, decimals };
    let [obj, day, bucket] = &o.rows;
    let sel = &o.rows[p.scope as usize];
    let base = Params { scope: p.scope, ..Params::default() };
    let base_sel = sim_core::vale::kapsam::run(&base).rows[p.scope as usize];
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
    let summary = match lang {
        Lang::Tr => format!(
            "{} kapsamı ve {} s süreyle sızan bir anahtar {} nesneyi açar; beklenen maruz kalma günde {} nesne-saniye, tepede {} anahtar aynı anda geçerli.",
            p.scope.label().get(lang), fmt_num(p.lifetime, 0, lang), fmt_num(sel.surface, 0, lang), fmt_num(sel.exposure, 1, lang), fmt_num(sel.open, 1, lang)
        ),
        Lang::En => format!(
            "With {} scope and a {} s lifetime one leaked key opens {} objects; expected exposure is {} object-seconds a day, {} keys valid at once at peak.",
            p.scope.label().get(lang), fmt_num(p.lifetime, 0, lang), fmt_num(sel.surface, 0, lang), fmt_num(sel.exposure, 1, lang), fmt_num(sel.open, 1, lang)
        ),
    };
    View {
        tables: vec![scope_table(p, o, lang), lifetime_table(o, lang)],
        charts: vec![window_chart(p, o, lang), measures_chart(o, lang), open_chart(p, o, lang)],
        facts,
        summary,
        transcript: String::new(),
        frames: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sim_core::vale::kapsam::run;

    #[test]
    fn facts_carry_the_course_numbers_at_its_values() {
        let p = Params::default();
        let v = view(&p, &run(&p), Lang::Tr);
        assert_eq!(to_fixed(v.fact("object_open").unwrap().value, 1), "4166.7");
        assert_eq!(v.fact("bucket_to_seller_day").unwrap().value.round(), 730.0);
        assert_eq!(v.fact("second_step_option").unwrap().value, 1.0);
        assert_eq!(to_fixed(v.fact("object_edge_pct").unwrap().value, 3), "2.703");
    }
}
