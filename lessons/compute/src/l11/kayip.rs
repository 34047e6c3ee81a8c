//! Lesson 11, `hedef/kayip`: the worst-case loss of each backup interval and replication lag,
//! the storage table, and the lab's disaster on a 24-hour clock held against an RPO target.

use crate::parts::{b, yes_no};
use crate::texts::l11::kayip::{charts, columns, tables, FRAMES};
use sim_core::hedef::kayip::{backup_loss_s, Loss, Output, Params, FULL_BACKUPS_KEPT, LAB_DAY_S, STORAGE_DAYS};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, locale_digits, to_fixed, tr_locale};
use lessons::labels;
use lessons::view::{fmt_num, palette, ratio, t, texts, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `hedef/kayip`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::hedef::kayip::run, transcript, view);

/// JavaScript's `Math.round`: the nearest integer, ties towards +∞.
pub(crate) fn js_round(x: f64) -> f64 {
    let r = x.floor();
    if x - r >= 0.5 {
        r + 1.0
    } else {
        r
    }
}

fn tr_round(x: f64) -> String {
    tr_locale(js_round(x))
}

/// [`tr_round`]'s digits for a view's table (written in the page's format there).
fn view_round(x: f64) -> String {
    locale_digits(js_round(x))
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = format!("ortalama yazma {} olay/s, tepe {} olay/s\n", b(o.avg_rate), js_string(p.peak_rate));
    out += &Columns::of(columns::BACKUPS).table(&o.backups, |r| {
        vec![
            r.label.to_string(),
            format!("{} sn", js_string(r.interval_s)),
            tr_round(r.avg_events),
            tr_round(r.peak_events),
            tr_round(r.shipments),
        ]
    });
    out += "\n";
    out += &Columns::of(columns::LAGS).table(&o.lags, |r| {
        let l = format!("{} sn", to_fixed(r.lag_s, 1));
        vec![l.clone(), l, b(r.peak_events), b(r.shipments)]
    });
    out += "\n";
    out += &Columns::of(columns::COPIES).table(&o.ops, |r| {
        vec![r.label.to_string(), to_fixed(r.per_day, 0), to_fixed(r.per_30_days, 0), b(r.incremental_gb), b(r.full_gb)]
    });
    out += "saklanan yedek verisi aralikla degismiyor: degisen tek sey yedek islemi sayisi\n";
    out
}

/// An interval for people: "90 sn", "15 dk", "6 sa", "1,5 sa".
fn interval_label(s: f64, lang: Lang) -> String {
    let (v, tr, en) = if s < 60.0 {
        (s, "sn", "s")
    } else if s < 3600.0 {
        (s / 60.0, "dk", "min")
    } else {
        (s / 3600.0, "sa", "h")
    };
    let decimals = if v.fract() == 0.0 { 0 } else { 1 };
    format!("{} {}", fmt_num(v, decimals, lang), t(lang, tr, en))
}

/// The disaster as a static view (the model is closed form: no rounds, one frame): one scene per
/// recovery copy (the last backup, an asynchronous replica, a synchronous one), each with the
/// primary lost, the copy's data-loss window as a gauge against the RPO, and the events the
/// window held (at the peak rate) as lost on the way to the copy.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let d = &o.disaster;
    let at = d.at_s.max(0.0) as u32;
    let mut f = Frames::new(vec![at], t(lang, "saniye", "second"));
    f.set_texts(&FRAMES, lang);
    let copies = [
        (
            t!(
                lang,
                "son yedekten geri yükleme ({} arayla)",
                "restore from the last backup (every {})",
                interval_label(p.backup_interval_s, lang)
            ),
            &d.backup,
            0.0,
        ),
        (
            t!(
                lang,
                "eşzamansız kopya ({} sn geride)",
                "asynchronous replica ({} s behind)",
                fmt_num(p.replication_lag_s, 1, lang)
            ),
            &d.asynchronous,
            p.peak_rate,
        ),
        (t(lang, "senkron kopya", "synchronous replica"), &d.synchronous, p.peak_rate),
    ];
    let hhmm = {
        let m = (d.at_s / 60.0).round() as u64;
        format!("{:02}:{:02}", m / 60, m % 60)
    };
    for (title, loss, feed) in copies {
        let mut s = Scene::new(title);
        s.nodes.push(NodeTrack::new("writes", StateTrack::constant(State::Ok)));
        s.nodes.push(NodeTrack::new("primary", StateTrack::constant(State::Failed)).note(t!(
            lang,
            "felaket {hhmm}",
            "disaster at {hhmm}"
        )));
        s.nodes.push(
            NodeTrack::new("copy", StateTrack::constant(if loss.within_rpo { State::Ok } else { State::Stale }))
                .gauge(p.rpo_s, vec![(0, Track::constant(loss.seconds))])
                .note(t!(lang, "hedef {} sn", "RPO {} s", fmt_num(p.rpo_s, 0, lang))),
        );
        s.links.push(LinkTrack::new("writes", "primary", Track::constant(p.peak_rate)));
        s.links
            .push(LinkTrack::new("primary", "copy", Track::constant(feed)).failed(Track::constant(loss.peak_events)));
        s.event(
            at,
            if loss.within_rpo {
                t(lang, "felaket: kayıp hedefin içinde", "the disaster: the loss is within the RPO")
            } else {
                t(lang, "felaket: kayıp hedefi aşıyor", "the disaster: the loss exceeds the RPO")
            },
        );
        f.scenes.push(s);
    }
    f
}

/// Which copies hold the RPO in the disaster: 0 only the synchronous replica, 1 both replicas,
/// 2 all three, 3 the backup and the synchronous replica.
fn copies_option(o: &Output) -> f64 {
    match (o.disaster.backup.within_rpo, o.disaster.asynchronous.within_rpo) {
        (false, false) => 0.0,
        (false, true) => 1.0,
        (true, true) => 2.0,
        (true, false) => 3.0,
    }
}

fn day_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::LOSS_OVER_DAY, lang);
    let i = p.backup_interval_s;
    let teeth = (LAB_DAY_S / i).ceil() as usize;
    let (mut x, mut y) = (Vec::with_capacity(2 * teeth + 1), Vec::with_capacity(2 * teeth + 1));
    for k in 0..teeth {
        let at = k as f64 * i;
        x.extend([at / 3600.0, at / 3600.0]);
        y.extend([backup_loss_s(i, at), 0.0]);
    }
    x.push(LAB_DAY_S / 3600.0);
    y.push(backup_loss_s(i, LAB_DAY_S));
    let ends = vec![0.0, LAB_DAY_S / 3600.0];
    c.traces = vec![
        Trace::line(
            t!(lang, "yedekten geri yükleme ({} arayla)", "restore from backup (every {})", interval_label(i, lang)),
            Xs::Num(x),
            y,
            palette::BLUE,
        ),
        Trace::line(
            t(lang, "eşzamansız kopyaya devralma", "failover to an asynchronous replica"),
            Xs::Num(ends.clone()),
            vec![p.replication_lag_s; 2],
            palette::ORANGE,
        )
        .dash("dash"),
        Trace::line(
            t(lang, "senkron kopyaya devralma", "failover to a synchronous replica"),
            Xs::Num(ends),
            vec![0.0; 2],
            palette::GREEN,
        )
        .dash("dot"),
    ];
    c.lines = vec![
        (p.rpo_s, t!(lang, "veri kaybı hedefi: {} sn", "RPO: {} s", fmt_num(p.rpo_s, 0, lang))),
        (
            o.disaster.backup_mean_s,
            t!(
                lang,
                "yedeğin gün boyu ortalaması: {} sn",
                "the backup's average over the day: {} s",
                fmt_num(o.disaster.backup_mean_s, 0, lang)
            ),
        ),
    ];
    c.marker = Some((p.disaster_at_h, t(lang, "felaket", "disaster")));
    c.wide = true;
    c
}

fn mechanism_names(lang: Lang) -> Vec<String> {
    texts(
        lang,
        &labels![
            "yedek (en kötü an)" => "backup (worst moment)",
            "yedek (felaket anı)" => "backup (the disaster)",
            "eşzamansız kopya" => "asynchronous replica",
            "senkron kopya" => "synchronous replica",
        ],
    )
}

fn mechanism_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let d = &o.disaster;
    let mut c = Chart::of(&charts::LOSS_BY_MECHANISM, lang);
    c.traces = vec![Trace::bar(
        t(lang, "kaybolan olay", "events lost"),
        Xs::Cat(mechanism_names(lang)),
        vec![
            d.backup_worst_s * p.peak_rate,
            d.backup.peak_events,
            d.asynchronous.peak_events,
            d.synchronous.peak_events,
        ],
        palette::VERMILLION,
    )];
    c.lines = vec![(
        p.rpo_s * p.peak_rate,
        t!(lang, "veri kaybı hedefi ({} sn tepe yazma)", "RPO ({} s of peak writes)", fmt_num(p.rpo_s, 0, lang)),
    )];
    c
}

fn ops_chart(o: &Output, lang: Lang) -> Chart {
    let stored = o.chosen_ops.incremental_gb + o.chosen_ops.full_gb;
    let mut c = Chart::of(&charts::BACKUP_OPS, lang).with_title(t!(
        lang,
        "Sık yedeğin bedeli işlem sayısıdır; saklanan veri her aralıkta {} GB",
        "A tighter backup costs operations; the data kept is {} GB at every interval",
        fmt_num(stored, 2, lang)
    ));
    let mut x: Vec<String> = o.ops.iter().map(|r| interval_label(r.interval_s, lang)).collect();
    let mut y: Vec<f64> = o.ops.iter().map(|r| r.per_30_days).collect();
    x.push(t!(lang, "seçilen: {}", "chosen: {}", interval_label(o.chosen_ops.interval_s, lang)));
    y.push(o.chosen_ops.per_30_days);
    let name = in_days(lang, "yedek işlemi", "backup operations");
    c.traces = vec![Trace::bar(name.clone(), Xs::Cat(x), y, palette::BLUE)];
    c.with_y_title(name)
}

/// `what` over the storage table's days ("30 günde yedek işlemi", "backup operations in 30 days").
fn in_days(lang: Lang, tr: &str, en: &str) -> String {
    let days = fmt_num(STORAGE_DAYS, 0, lang);
    t!(lang, "{days} günde {tr}", "{en} in {days} days")
}

fn loss_row(name: String, l: &Loss, lang: Lang) -> Vec<String> {
    vec![
        name,
        to_fixed(l.seconds, if l.seconds.fract() == 0.0 { 0 } else { 1 }),
        view_round(l.avg_events),
        view_round(l.peak_events),
        yes_no(l.within_rpo, lang),
    ]
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let sn = t(lang, "sn", "s");
    let backups = Table::of(
        &tables::BACKUPS,
        lang,
        o.backups
            .iter()
            .map(|r| {
                vec![
                    interval_label(r.interval_s, lang),
                    format!("{} {sn}", js_string(r.interval_s)),
                    view_round(r.avg_events),
                    view_round(r.peak_events),
                    view_round(r.shipments),
                ]
            })
            .collect(),
    )
    .course_numbers(lang)
    .highlight(o.backups.iter().map(|r| r.interval_s == p.backup_interval_s).collect());
    let lags = Table::of(
        &tables::LAGS,
        lang,
        o.lags
            .iter()
            .map(|r| vec![format!("{} {sn}", to_fixed(r.lag_s, 1)), b(r.peak_events), b(r.shipments)])
            .collect(),
    )
    .course_numbers(lang)
    .highlight(o.lags.iter().map(|r| r.lag_s == p.replication_lag_s).collect());
    // The course's intervals, then yours when it is not one of them.
    let mut ops_rows: Vec<_> = o.ops.iter().collect();
    if !ops_rows.iter().any(|r| r.interval_s == o.chosen_ops.interval_s) {
        ops_rows.push(&o.chosen_ops);
    }
    let ops = Table::of(
        &tables::STORAGE,
        lang,
        ops_rows
            .iter()
            .map(|r| {
                vec![
                    interval_label(r.interval_s, lang),
                    to_fixed(r.per_day, if r.per_day.fract() == 0.0 { 0 } else { 2 }),
                    to_fixed(r.per_30_days, 0),
                    b(r.incremental_gb),
                    b(r.full_gb),
                ]
            })
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Yedek işlemi ve saklanan veri ({} gün)",
        "Backup operations and stored data ({} days)",
        fmt_num(STORAGE_DAYS, 0, lang)
    ))
    .with_headers(vec![
        t(lang, "yedekleme aralığı", "backup interval"),
        t(lang, "günde yedek", "backups a day"),
        in_days(lang, "yedek", "backups"),
        in_days(lang, "artımlı GB", "incremental GB"),
        t!(lang, "tam yedek GB (haftalık, ×{})", "full backup GB (weekly, ×{})", fmt_num(FULL_BACKUPS_KEPT, 0, lang)),
    ])
    .course_numbers(lang)
    .highlight(ops_rows.iter().map(|r| r.interval_s == p.backup_interval_s).collect());
    let d = &o.disaster;
    let names = mechanism_names(lang);
    let worst = Loss {
        seconds: d.backup_worst_s,
        avg_events: d.backup_worst_s * o.avg_rate,
        peak_events: d.backup_worst_s * p.peak_rate,
        within_rpo: d.backup_worst_s <= p.rpo_s,
    };
    let disaster = Table::of(
        &tables::DISASTER,
        lang,
        vec![
            loss_row(names[0].clone(), &worst, lang),
            loss_row(names[1].clone(), &d.backup, lang),
            loss_row(names[2].clone(), &d.asynchronous, lang),
            loss_row(names[3].clone(), &d.synchronous, lang),
        ],
    )
    .with_caption(t!(
        lang,
        "Gece yarısından {} saat sonraki felaket: mekanizmaya göre kayıp, veri kaybı hedefi {} sn",
        "The disaster {} h after midnight: loss by mechanism, RPO {} s",
        fmt_num(p.disaster_at_h, 2, lang),
        fmt_num(p.rpo_s, 0, lang)
    ))
    .course_numbers(lang)
    .highlight(vec![false, true, false, false]);

    let row = |s: f64| o.backups.iter().find(|r| r.interval_s == s).expect("course interval");
    let lag1 = o.lags.iter().find(|r| r.lag_s == 1.0).expect("course lag");
    let ops_of = |s: f64| o.ops.iter().find(|r| r.interval_s == s).expect("course interval");
    let f = Fact::new;
    let option = |yes: bool| if yes { 0.0 } else { 1.0 };
    let stored = |r: &sim_core::hedef::kayip::OpsRow| r.incremental_gb + r.full_gb;
    // 0 less, 1 the same, 2 more stored data than with a daily backup.
    let storage_option = {
        let (a, c) = (stored(&o.chosen_ops), stored(ops_of(86_400.0)));
        if a < c {
            0.0
        } else if a == c {
            1.0
        } else {
            2.0
        }
    };
    let facts = vec![
        f("avg_rate", o.avg_rate, 2),
        f("peak_rate", p.peak_rate, 2),
        f("lost_avg_24h", js_round(row(86_400.0).avg_events), 0),
        f("lost_avg_1h", js_round(row(3600.0).avg_events), 0),
        f("lost_avg_5min", js_round(row(300.0).avg_events), 0),
        f("lost_avg_1min", js_round(row(60.0).avg_events), 0),
        f("shipments_24h", js_round(row(86_400.0).shipments), 0),
        f("lost_peak_5min", js_round(row(300.0).peak_events), 0),
        f("lag1_peak", lag1.peak_events, 2),
        f("ratio_peak_5min_lag1", ratio(row(300.0).peak_events, lag1.peak_events), 0),
        f("ratio_avg_5min_lag1", ratio(row(300.0).avg_events, lag1.peak_events), 0),
        f("incremental_gb", o.chosen_ops.incremental_gb, 2),
        f("full_gb", o.chosen_ops.full_gb, 2),
        f("full_backups_30", ratio(o.chosen_ops.full_gb, p.full_gb), 0),
        f("storage_days", STORAGE_DAYS, 0),
        f("weeks_in_30_days", STORAGE_DAYS / 7.0, 2),
        f("ops_per_day_24h", ops_of(86_400.0).per_day, 0),
        f("ops_per_day_5min", ops_of(300.0).per_day, 0),
        f("chosen_ops_per_day", o.chosen_ops.per_day, 0),
        f("chosen_ops_30", o.chosen_ops.per_30_days, 0),
        f("storage_option", storage_option, 0),
        f("backup_interval_min", p.backup_interval_s / 60.0, 0),
        f("chosen_worst_avg_events", js_round(worst.avg_events), 0),
        f("disaster_at_h", p.disaster_at_h, 2),
        f("backup_loss_s", d.backup.seconds, 0),
        f("backup_loss_min", d.backup.seconds / 60.0, 1),
        f("backup_loss_avg_events", js_round(d.backup.avg_events), 0),
        f("backup_mean_min", d.backup_mean_s / 60.0, 1),
        f("backup_worst_min", d.backup_worst_s / 60.0, 1),
        f("async_loss_s", d.asynchronous.seconds, 1),
        f("async_loss_peak_events", d.asynchronous.peak_events, 2),
        f("rpo_s", p.rpo_s, 0),
        f("backup_rpo_option", option(d.backup.within_rpo), 0),
        f("async_rpo_option", option(d.asynchronous.within_rpo), 0),
        f("copies_rpo_option", copies_option(o), 0),
    ];
    let summary = t!(lang, "Gece yarısından {} saat sonraki felakette {} arayla alınan yedek {} sn yazma ({} olay) kaybettirir, {} sn gecikmeli eşzamansız kopya {} olay, senkron kopya hiç; veri kaybı hedefi {} sn.", "A disaster {} h after midnight costs a backup taken every {} {} s of writes ({} events), an asynchronous replica {} s behind {} events, a synchronous one none; the RPO is {} s.", fmt_num(p.disaster_at_h, 2, lang), interval_label(p.backup_interval_s, lang), fmt_num(d.backup.seconds, 0, lang), fmt_num(js_round(d.backup.avg_events), 0, lang), fmt_num(p.replication_lag_s, 1, lang), fmt_num(d.asynchronous.peak_events, 2, lang), fmt_num(p.rpo_s, 0, lang));
    let charts = vec![day_chart(p, o, lang), mechanism_chart(p, o, lang), ops_chart(o, lang)];
    let tables = vec![disaster, backups, lags, ops];
    View::new(tables, charts, facts, notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

/// Two of the course's figures, on the cells they concern: the "300 times" set against the
/// average loss it follows, and the full backups' unexplained multiplier.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    let five = o.backups.iter().position(|r| r.interval_s == 300.0);
    let lag1 = o.lags.iter().find(|r| r.lag_s == 1.0);
    if let (Some(i), Some(lag1)) = (five, lag1) {
        let r = &o.backups[i];
        notes.push(Note {
            on: NoteOn::Cell("backups", i, 3),
            text: t!(
                lang,
                "Dersin \"yaklaşık {} kat\" karşılaştırması bu tepe hızdaki kayba dayanır, oysa ders hemen önce ortalama hızdaki {} olayı anar. Ortalama kaybı gecikmenin tepe kaybıyla koyunca oran yaklaşık {} kattır.",
                "The course's \"about {} times\" rests on this peak-rate loss, though right before it the course quotes the average-rate {} events. Set the average loss against the lag's peak loss and the ratio is about {}.",
                fmt_num(ratio(r.peak_events, lag1.peak_events), 0, lang),
                fmt_num(js_round(r.avg_events), 0, lang),
                fmt_num(ratio(r.avg_events, lag1.peak_events), 0, lang)
            ),
        });
    }
    notes.push(Note {
        on: NoteOn::Cell("storage", 0, 4),
        text: t!(
            lang,
            "Dersin kodu tam yedekleri saklanan verinin {} katı yazar; {} gün {} haftadır ve çarpanın gerekçesi derste verilmez. Çarpan, saklanan verinin aralıktan bağımsız olduğu sonucunu değiştirmez.",
            "The course's code counts the full backups as {} times the stored data; {} days are {} weeks, and the course gives no reason for the multiplier. It does not change the conclusion that the stored data does not depend on the interval.",
            fmt_num(ratio(o.chosen_ops.full_gb, p.full_gb), 0, lang),
            fmt_num(STORAGE_DAYS, 0, lang),
            fmt_num(STORAGE_DAYS / 7.0, 2, lang)
        ),
    });
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, table, view_of};
    use sim_core::hedef::kayip::run;

    #[test]
    fn the_storage_table_adds_your_interval_only_when_the_course_has_not_got_it() {
        let firsts = |secs: f64| {
            let v = view_of(&MODEL, &Params { backup_interval_s: secs, ..Params::default() }, Lang::En);
            let t = table(&v, "storage");
            let names: Vec<String> = t.rows.iter().map(|r| r[0].clone()).collect();
            (names, t.highlight.iter().filter(|&&h| h).count())
        };
        // 1 h is the course's: three rows, it marked once.
        assert_eq!(firsts(3600.0), (vec!["24 h".to_string(), "1 h".into(), "5 min".into()], 1));
        // 15 min is not: a fourth row, marked.
        let (names, marked) = firsts(900.0);
        assert_eq!((names.len(), names[3].as_str(), marked), (4, "15 min", 1));
    }

    #[test]
    fn math_round_rounds_ties_up_like_javascript() {
        assert_eq!(js_round(2.5), 3.0);
        assert_eq!(js_round(-2.5), -2.0);
        assert_eq!(js_round(0.49999999999999994), 0.0);
        assert_eq!(js_round(116_666.66), 116_667.0);
    }

    #[test]
    fn the_course_numbers_come_out_at_its_values() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!(fact(&v, "lost_avg_24h"), 2_800_000.0);
        assert_eq!(fact(&v, "lost_avg_5min"), 9722.0);
        assert_eq!(fact(&v, "ratio_peak_5min_lag1"), 300.0);
        assert_eq!(fact(&v, "storage_option"), 1.0);
        assert_eq!(fact(&v, "backup_loss_s"), 3600.0);
    }

    #[test]
    fn the_day_chart_draws_one_tooth_per_backup() {
        let p = Params { backup_interval_s: 21_600.0, ..Params::default() };
        let c = day_chart(&p, &run(&p), Lang::En);
        let y = &c.traces[0].y;
        assert_eq!(y.len(), 9);
        assert_eq!(y.iter().cloned().fold(0.0, f64::max), 21_600.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, run_at};
    use sim_core::params::Params as _;

    #[test]
    fn the_static_view_is_one_frame_whose_copies_lose_what_the_mechanism_chart_draws() {
        for (key, value) in
            [("disaster_at_h", 24.0), ("disaster_at_h", 12.5), ("replication_lag_s", 120.0), ("rpo_s", 7200.0)]
        {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert_eq!(f.len(), 1);
            assert!(f.charts.is_empty());
            let bars = &chart(&v, "loss-by-mechanism").traces[0].y;
            let d = &o.disaster;
            for (k, (s, loss)) in f.scenes.iter().zip([&d.backup, &d.asynchronous, &d.synchronous]).enumerate() {
                let lost = s.links.iter().find(|l| l.from == "primary").unwrap().failed.at(0);
                assert!((lost - bars[k + 1]).abs() <= 1e-3 * bars[k + 1].max(1.0), "{key}={value} scene {k}");
                let copy = s.node("copy").unwrap();
                assert!((copy.level(0) - loss.seconds).abs() < 1e-3);
                assert_eq!(copy.capacity as f64, p.rpo_s);
                assert_eq!(copy.state.at(0) == Some(State::Ok), loss.within_rpo);
                assert_eq!(s.node("primary").unwrap().state.at(0), Some(State::Failed));
            }
        }
    }

    #[test]
    fn at_noon_thirty_with_hourly_backups_only_the_replicas_hold_a_one_minute_rpo() {
        let mut p = Params::default();
        p.set("disaster_at_h", 12.5).unwrap();
        let v = view(&p, &sim_core::hedef::kayip::run(&p), Lang::En);
        assert_eq!(v.fact("copies_rpo_option").unwrap().value, 1.0);
        let f = v.frames.as_ref().unwrap();
        assert_eq!(f.scenes[0].node("copy").unwrap().state.at(0), Some(State::Stale));
        assert_eq!(f.scenes[0].node("primary").unwrap().note, "disaster at 12:30");
    }
}
