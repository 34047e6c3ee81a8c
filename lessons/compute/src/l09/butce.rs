//! Lesson 9, `devralma/butce`: the monthly budget table, the single-window and half-down lines,
//! the faulty day's gain against the healthy day's cost, and the shares of the failure budget.

use sim_core::devralma::butce::{Output, Params};
use sim_core::Lang;

use lessons::jsfmt::{js_string, pad_start, to_fixed};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Table, Trace, TraceKind, View, Xs};

/// How the lab runs, prints and shows `devralma/butce`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::devralma::butce::run, transcript, view);

fn b(x: f64) -> String {
    to_fixed(x, 2)
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = format!(
        "{}{}{}{}{}{}\n",
        pad_start("esik", 5),
        pad_start("gecis penceresi", 17),
        pad_start("gercek durma (ay)", 19),
        pad_start("yanlis devralma (ay)", 22),
        pad_start("toplam kesinti", 16),
        pad_start("ariza payinin", 15)
    );
    for r in &o.rows {
        out += &format!(
            "{}{}{}{}{}{}\n",
            pad_start(&r.threshold.to_string(), 5),
            pad_start(&format!("{} sn", js_string(r.window_s)), 17),
            pad_start(&format!("{} sn", to_fixed(r.real_s, 1)), 19),
            pad_start(&format!("{} sn", to_fixed(r.false_s, 1)), 22),
            pad_start(&format!("{} dk", to_fixed(r.total_s / 60.0, 2)), 16),
            pad_start(&format!("%{}", to_fixed(r.share_pct, 2)), 15)
        );
    }
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
    let mut c = Chart::new(
        "two-days",
        t(
            lang,
            "Arızalı günün kazancı, arızasız günün bedeli (ayda saniye)",
            "The faulty day's gain, the healthy day's cost (seconds a month)",
        ),
        t(lang, "devralma eşiği", "failover threshold"),
        t(lang, "saniye / ay", "seconds / month"),
    );
    c.traces = vec![
        Trace::new(
            t(lang, "arızalı gün: devralmanın kısalttığı kesinti", "faulty day: outage the failover saves"),
            TraceKind::Bar,
            Xs::Cat(thresholds_x(o)),
            o.rows.iter().map(|r| o.no_failover_s - r.real_s).collect(),
            palette::BLUE,
        ),
        Trace::new(
            t(lang, "arızasız gün: yanlış devralmanın kesintisi", "healthy day: outage from false failovers"),
            TraceKind::Bar,
            Xs::Cat(thresholds_x(o)),
            o.rows.iter().map(|r| r.false_s).collect(),
            palette::VERMILLION,
        ),
    ];
    c.lines = vec![(
        p.failure_share_min * 60.0,
        match lang {
            Lang::Tr => format!("arıza payının tamamı ({} dk)", fmt_num(p.failure_share_min, 1, lang)),
            Lang::En => format!("the whole failure share ({} min)", fmt_num(p.failure_share_min, 1, lang)),
        },
    )];
    c
}

fn share_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let pct = |s: f64| (100.0 * s) / 60.0 / p.failure_share_min;
    let mut c = Chart::new(
        "budget-share",
        t(
            lang,
            "Arıza payının yüzdesi: gerçek durmalar ve yanlış devralmalar",
            "Share of the failure budget: real stops and false failovers",
        ),
        t(lang, "devralma eşiği", "failover threshold"),
        t(lang, "arıza payının %'si", "% of the failure share"),
    );
    c.traces = vec![
        Trace::new(
            t(lang, "gerçek durmalar", "real stops"),
            TraceKind::Bar,
            Xs::Cat(thresholds_x(o)),
            o.rows.iter().map(|r| pct(r.real_s)).collect(),
            palette::BLUE,
        ),
        Trace::new(
            t(lang, "yanlış devralmalar", "false failovers"),
            TraceKind::Bar,
            Xs::Cat(thresholds_x(o)),
            o.rows.iter().map(|r| pct(r.false_s)).collect(),
            palette::VERMILLION,
        ),
    ];
    c.bar_mode = BarMode::Stack;
    c.lines = vec![(
        o.no_failover_pct,
        match lang {
            Lang::Tr => format!("devralma yok: %{}", fmt_num(o.no_failover_pct, 1, lang)),
            Lang::En => format!("no failover: {}%", fmt_num(o.no_failover_pct, 1, lang)),
        },
    )];
    c
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let budget = Table {
        id: "budget",
        caption: t(lang, "Eşiğe göre aylık kesinti (KU1–KU3 ile)", "Monthly outage by threshold (with KU1–KU3)"),
        headers: [
            t(lang, "eşik", "threshold"),
            t(lang, "geçiş penceresi", "transition window"),
            t(lang, "gerçek durma (ay)", "real stops (month)"),
            t(lang, "yanlış devralma (ay)", "false failovers (month)"),
            t(lang, "toplam kesinti", "total outage"),
            t(lang, "arıza payının", "of the failure share"),
        ]
        .into(),
        rows: o
            .rows
            .iter()
            .map(|r| {
                vec![
                    r.threshold.to_string(),
                    format!("{} {}", js_string(r.window_s), t(lang, "sn", "s")),
                    format!("{} {}", to_fixed(r.real_s, 1), t(lang, "sn", "s")),
                    format!("{} {}", to_fixed(r.false_s, 1), t(lang, "sn", "s")),
                    format!("{} {}", to_fixed(r.total_s / 60.0, 2), t(lang, "dk", "min")),
                    format!("%{}", to_fixed(r.share_pct, 2)),
                ]
            })
            .collect(),
        highlight: o.rows.iter().map(|r| r.threshold == 3).collect(),
    };
    let mut rows = vec![
        vec![
            t(lang, "eşik 3 penceresi, tepe yükte", "threshold-3 window, at peak"),
            b(o.window_writes),
            b(o.window_edge),
            "-".into(),
        ],
        vec![t(lang, "yarı düşük pencere", "half-down window"), "-".into(), "-".into(), b(o.silent_writes)],
    ];
    for (k, w, s) in &o.split {
        rows.push(vec![
            match lang {
                Lang::Tr => format!("etkin–etkin, {k} kopya"),
                Lang::En => format!("active–active, {k} replicas"),
            },
            b(*w),
            "-".into(),
            b(*s),
        ]);
    }
    let writes = Table {
        id: "writes",
        caption: t(lang, "Tek bir pencerenin faturası ve sessiz kayıp", "One window's bill and the silent loss"),
        headers: [
            t(lang, "durum", "case"),
            t(lang, "düşen yazma", "writes dropped"),
            t(lang, "düşen uç isteği", "edge requests dropped"),
            t(lang, "sessizce kaybolan yazma", "writes silently lost"),
        ]
        .into(),
        highlight: vec![false; rows.len()],
        rows,
    };
    let charts = vec![two_days_chart(p, o, lang), share_chart(p, o, lang)];

    let row = |e: usize| &o.rows[e - 1];
    let f = |name, value: f64, decimals| Fact { name, value, decimals };
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
    let summary = match lang {
        Lang::Tr => format!(
            "Devralma olmadan gerçek durmalar ayda {} dk (arıza payının %{}); eşik 3 ile {} sn (%{}); eşik 1'de yanlış devralmalar ayda {} sn.",
            fmt_num(o.no_failover_s / 60.0, 1, lang),
            fmt_num(o.no_failover_pct, 1, lang),
            fmt_num(r3.real_s, 1, lang),
            fmt_num(r3.share_pct, 2, lang),
            fmt_num(row(1).false_s, 1, lang)
        ),
        Lang::En => format!(
            "Without failover the real stops cost {} min a month ({}% of the failure share); at threshold 3, {} s ({}%); at threshold 1 false failovers cost {} s a month.",
            fmt_num(o.no_failover_s / 60.0, 1, lang),
            fmt_num(o.no_failover_pct, 1, lang),
            fmt_num(r3.real_s, 1, lang),
            fmt_num(r3.share_pct, 2, lang),
            fmt_num(row(1).false_s, 1, lang)
        ),
    };
    View { tables: vec![budget, writes], charts, facts, summary, transcript: String::new(), frames: None }
}
