//! Lesson 9, `devralma/butce`: the monthly budget table, the single-window and half-down lines,
//! the faulty day's gain against the healthy day's cost, and the shares of the failure budget.

use crate::parts::b;
use crate::texts::l09::butce::{charts, columns, tables};
use sim_core::devralma::butce::{Output, Params, CHOSEN};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, to_fixed};
use lessons::tr::{suffix, Case};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `devralma/butce`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::devralma::butce::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = Columns::of(columns::BUDGET).table(&o.rows, |r| {
        vec![
            r.threshold.to_string(),
            format!("{} sn", js_string(r.window_s)),
            format!("{} sn", to_fixed(r.real_s, 1)),
            format!("{} sn", to_fixed(r.false_s, 1)),
            format!("{} dk", to_fixed(r.total_s / 60.0, 2)),
            format!("%{}", to_fixed(r.share_pct, 2)),
        ]
    });
    out += &format!(
        "\nkalipsiz duzen: ayda {} durma x {} sn = {} dk, ariza payinin %{}'i\n",
        js_string(p.real_per_month),
        js_string(p.recovery_s),
        to_fixed(o.no_failover_s / 60.0, 1),
        to_fixed(o.no_failover_pct, 1)
    );
    out += &format!(
        "esik 3 ile ayni iki durma: {} sn, oran {} kat kisalma\n",
        js_string(o.threshold3_s),
        to_fixed(o.ratio, 1)
    );
    out += &format!("pencerede dusen: {} yazma, {} uc istegi (tepe yukte)\n", b(o.window_writes), b(o.window_edge));
    out += &format!(
        "\nyari dusuk pencere: {} tur x {} sn = {} sn, {} yazma sessizce kayboldu\n",
        js_string(p.silent_rounds),
        js_string(p.round_s),
        js_string(o.silent_s),
        b(o.silent_writes)
    );
    out += "bu pencere kesinti butcesinde gorunmez: sistem yanit veriyordu\n\n";
    for (k, w, s) in &o.split {
        out += &format!(
            "etkin-etkin {k} kopya: devreden cikarma penceresinde {} yazma duser, yari dusuk pencerede {} yazma sessizce kaybolur\n",
            b(*w),
            b(*s)
        );
    }
    out
}

fn thresholds_x(o: &Output) -> Vec<String> {
    o.rows.iter().map(|r| r.threshold.to_string()).collect()
}

fn two_days_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::TWO_DAYS, lang);
    c.traces = Trace::bars(
        Xs::Cat(thresholds_x(o)),
        [
            (
                t(lang, "arızalı gün: devralmanın kısalttığı kesinti", "faulty day: outage the failover saves"),
                o.rows.iter().map(|r| o.no_failover_s - r.real_s).collect(),
                palette::BLUE,
            ),
            (
                t(lang, "arızasız gün: yanlış devralmanın kesintisi", "healthy day: outage from false failovers"),
                o.rows.iter().map(|r| r.false_s).collect(),
                palette::VERMILLION,
            ),
        ],
    );
    c.lines = vec![(
        p.failure_share_min * 60.0,
        t!(
            lang,
            "arıza payının tamamı ({} dk)",
            "the whole failure share ({} min)",
            fmt_num(p.failure_share_min, 1, lang)
        ),
    )];
    c
}

fn share_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let pct = |s: f64| (100.0 * s) / 60.0 / p.failure_share_min;
    let mut c = Chart::of(&charts::BUDGET_SHARE, lang);
    c.traces = Trace::bars(
        Xs::Cat(thresholds_x(o)),
        [
            (t(lang, "gerçek durmalar", "real stops"), o.rows.iter().map(|r| pct(r.real_s)).collect(), palette::BLUE),
            (
                t(lang, "yanlış devralmalar", "false failovers"),
                o.rows.iter().map(|r| pct(r.false_s)).collect(),
                palette::VERMILLION,
            ),
        ],
    );
    c.bar_mode = BarMode::Stack;
    c.lines = vec![(
        o.no_failover_pct,
        t!(lang, "devralma yok: %{}", "no failover: {}%", fmt_num(o.no_failover_pct, 1, lang)),
    )];
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let budget = Table::of(
        &tables::BUDGET,
        lang,
        o.rows
            .iter()
            .map(|r| {
                vec![
                    r.threshold.to_string(),
                    t!(lang, "{} sn", "{} s", js_string(r.window_s)),
                    t!(lang, "{} sn", "{} s", to_fixed(r.real_s, 1)),
                    t!(lang, "{} sn", "{} s", to_fixed(r.false_s, 1)),
                    t!(lang, "{} dk", "{} min", to_fixed(r.total_s / 60.0, 2)),
                    format!("%{}", to_fixed(r.share_pct, 2)),
                ]
            })
            .collect(),
    )
    .course_numbers(lang)
    .highlight(o.rows.iter().map(|r| r.threshold as f64 == CHOSEN).collect());
    let mut rows = vec![
        vec![
            t!(lang, "eşik {} penceresi, tepe yükte", "threshold-{} window, at peak", CHOSEN),
            b(o.window_writes),
            b(o.window_edge),
            "-".into(),
        ],
        vec![t(lang, "yarı düşük pencere", "half-down window"), "-".into(), "-".into(), b(o.silent_writes)],
    ];
    for (k, w, s) in &o.split {
        rows.push(vec![t!(lang, "etkin–etkin, {k} kopya", "active–active, {k} replicas"), b(*w), "-".into(), b(*s)]);
    }
    let writes = Table::of(&tables::WRITES, lang, rows).course_numbers(lang);
    let charts = vec![two_days_chart(p, o, lang), share_chart(p, o, lang)];

    let row = |e: usize| &o.rows[e - 1];
    let f = Fact::new;
    let facts = vec![
        f("false_s_1", row(1).false_s, 1),
        f("false_s_2", row(2).false_s, 1),
        f("real_s_1", row(1).real_s, 1),
        f("real_s_2", row(2).real_s, 1),
        f("real_s_3", row(3).real_s, 1),
        f("window_s_1", row(1).window_s, 0),
        f("window_s_3", row(3).window_s, 0),
        f("total_min_1", row(1).total_s / 60.0, 2),
        f("share_pct_1", row(1).share_pct, 2),
        f("share_pct_3", row(3).share_pct, 2),
        f("no_failover_min", o.no_failover_s / 60.0, 1),
        f("no_failover_pct", o.no_failover_pct, 1),
        f("threshold3_s", o.threshold3_s, 0),
        f("ratio", o.ratio, 1),
        f("window_writes", o.window_writes, 2),
        f("silent_writes", o.silent_writes, 2),
        f("short_per_month", p.short_per_month, 0),
        f("recovery_s", p.recovery_s, 0),
        f("silent_rounds", p.silent_rounds, 0),
    ];
    let r3 = row(3);
    let summary = t!(lang, "Devralma olmadan gerçek durmalar ayda {} dk (arıza payının %{}); eşik 3 ile {} sn (%{}); eşik 1'de yanlış devralmalar ayda {} sn.", "Without failover the real stops cost {} min a month ({}% of the failure share); at threshold 3, {} s ({}%); at threshold 1 false failovers cost {} s a month.", fmt_num(o.no_failover_s / 60.0, 1, lang), fmt_num(o.no_failover_pct, 1, lang), fmt_num(r3.real_s, 1, lang), fmt_num(r3.share_pct, 2, lang), fmt_num(row(1).false_s, 1, lang));
    let notes = notes(p, o, lang);
    View::new(vec![budget, writes], charts, facts, notes, summary)
}

/// What the budget carries by hand instead of reading the failover model, on the cells it
/// concerns: threshold 2's false failovers, the missing fail-back window of real stops and the
/// half-down window's rounds.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let mut notes = Vec::new();
    if let Some(i) = o.rows.iter().position(|r| r.threshold == 2) {
        let e = fmt_num(o.rows[i].threshold as f64, 0, lang);
        let spells = fmt_num(p.short_per_month, 0, lang);
        let de = suffix(&e, Case::De);
        notes.push(Note {
            on: NoteOn::Cell("budget", i, 3),
            text: t!(
                lang,
                "Bütçe eşik {e}{de} de ayda {spells} kısa kesintinin hepsini yanlış devralma sayar; devralma modelinde bu eşik kısa kesintilerin yalnız uzun olanını geçişe çevirir.",
                "At threshold {e} the budget still counts all {spells} short spells a month as false failovers; in the failover model this threshold turns only the longer short spell into a switch."
            ),
        });
    }
    if let Some(i) = o.rows.iter().position(|r| r.threshold as f64 == CHOSEN) {
        notes.push(Note {
            on: NoteOn::Cell("budget", i, 2),
            text: t(
                lang,
                "Gerçek durmanın bedeli yalnız algılama ve terfiden oluşur; otomatik geri dönüşün her gerçek durmadan sonra açtığı ikinci pencere bu bütçeye girmez.",
                "A real stop is charged for detection and promotion only; the second window that automatic fail-back opens after every real stop is left out of this budget.",
            ),
        });
    }
    notes.push(Note {
        on: NoteOn::Cell("writes", 1, 3),
        text: t!(
            lang,
            "Yarı düşük pencerenin {} turu devralma modelinden elle kopyalanmıştır; o modelin takvimini değiştirmek bu satırı değiştirmez.",
            "The half-down window's {} rounds are copied by hand from the failover model; changing that model's schedule does not change this row.",
            fmt_num(p.silent_rounds, 0, lang)
        ),
    });
    notes
}
