//! Lesson 8, `bozulma/kosum`: the three policies on three days as the course prints them, the
//! fields served per scenario and per round (core set against degraded fields), each field's
//! age against the staleness limit, and the healthy day's cost against the faulty day's gain.

use crate::texts::l08::kosum::{charts, columns, tables, FRAMES};
use sim_core::bozulma::kosum::{Day, Output, Params, ISOLATION_ORDER, ROUNDS_PER_MINUTE};
use sim_core::bozulma::yanit::{Policy, Round, State, Stats, FIELDS, FIELD_LABELS};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::yes_no;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State as Look, StateTrack, Track};
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `bozulma/kosum`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::bozulma::kosum::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let l = &p.lib;
    let mut s =
        format!("{} tur (120 tur isinmadan sonra); bayatlik siniri {} tur\n", p.fault_rounds, l.staleness_limit);
    let fields: Vec<String> = l
        .fields
        .iter()
        .map(|f| {
            format!(
                "{}({}, {}, {} B)",
                f.name,
                f.source.course_name(),
                if f.core { "cekirdek" } else { "istege bagli" },
                f.bytes
            )
        })
        .collect();
    s += &format!("alanlar: {}\n", fields.join(", "));
    let total: u64 = l.fields.iter().map(|f| f.bytes).sum();
    s += &format!("toplam alan bayti {total} = K01 takip yaniti {} B\n\n", js_string(l.response_bytes));

    for day in Day::ALL {
        s += &format!("-- {} --\n", day.course_name());
        s += &Columns::of(columns::RUNS)
            .table(Policy::ALL, |pol| [vec![pol.course_name().to_string()], stats_cells(o.run_of(day, pol))].concat());
        s += "\n";
    }

    let c = &o.cost;
    let a = o.run_of(Day::Healthy, Policy::AllOrNothing);
    let y = o.run_of(Day::Healthy, Policy::StaleBackup);
    s += "-- arizasiz gunun bedeli --\n";
    s += &format!(
        "tazelik gostergesi {} B x {FIELDS} alan = {} B/yanit = K01 yanitinin %{}'i, tepe okumada {} KiB/s\n",
        l.marker_bytes,
        c.marker_per_response,
        to_fixed(c.marker_pct, 1),
        to_fixed(c.marker_kib_s, 2)
    );
    s += &format!(
        "yedek defteri {} gonderi x {} B = {} MiB; her taze alan bir defter yazmasi -> {} yazma/s\n",
        js_string(l.ledger_records),
        js_string(l.response_bytes),
        to_fixed(c.ledger_mib, 2),
        to_fixed(c.ledger_writes_s, 2)
    );
    s += &format!(
        "kati politika arizasiz gunde {}/{} istegi dusuruyor -> tepe okumada {} istek/s\n",
        a.dropped,
        p.fault_rounds,
        to_fixed(c.strict_dropped_s, 2)
    );
    s += &format!(
        "bayat yedekle ayni gunde {} dusen, {} alan bayat sunuluyor = alanlarin %{}'i\n",
        y.dropped,
        y.stale_fields,
        to_fixed(c.stale_pct, 2)
    );

    s += "\n-- kesinti butcesine yansimasi (AY14: 15 dk, ayda 1 kez) --\n";
    let outages = Columns::of(columns::OUTAGES);
    s += &outages.head();
    for (k, (name, day)) in [("AY14a", Day::ScenarioA), ("AY14b", Day::ScenarioB)].into_iter().enumerate() {
        for pol in Policy::ALL {
            let r = o.run_of(day, pol);
            let out = &o.outage[k][pol as usize];
            s += &outages.row(&[
                name,
                pol.course_name(),
                &r.answered().to_string(),
                &to_fixed(out.course_minutes, 2),
                &format!("%{}", to_fixed(out.course_share_pct, 1)),
            ]);
        }
    }

    s += "\n-- yalitimin siniri: hangi kaynagin dusmesi ne birakiyor --\n";
    s += &Columns::of(columns::ISOLATION).table(ISOLATION_ORDER.iter().zip(&o.isolation), |(src, r)| {
        let hit: Vec<_> = l.fields.iter().filter(|f| f.source == *src).collect();
        let names: Vec<&str> = hit.iter().map(|f| f.name).collect();
        vec![
            src.course_name().to_string(),
            names.join("+"),
            if hit.iter().any(|f| f.core) { "evet" } else { "hayir" }.to_string(),
            r.answered().to_string(),
            to_fixed(r.avg_bytes(), 1),
            r.last_answered.to_string(),
        ]
    });
    s
}

/// What a field slot became in a run, for the stacked charts: core fresh, core stale, optional
/// fresh, optional stale, optional missing, thrown away with a dropped request.
const CLASSES: usize = 6;

fn class_labels(lang: Lang) -> [String; CLASSES] {
    [
        t(lang, "çekirdek, taze", "core, fresh"),
        t(lang, "çekirdek, bayat", "core, stale"),
        t(lang, "isteğe bağlı, taze", "optional, fresh"),
        t(lang, "isteğe bağlı, bayat", "optional, stale"),
        t(lang, "isteğe bağlı, eksik", "optional, missing"),
        t(lang, "düşen istekle atılan", "thrown away with a dropped request"),
    ]
}

const CLASS_COLORS: [&str; CLASSES] =
    [palette::BLUE, palette::SKY, palette::GREEN, palette::ORANGE, palette::PURPLE, palette::GREY];

/// Field slots of a whole run by class (answered requests from the counters, dropped ones as
/// four slots each).
fn classes_of(p: &Params, r: &Stats) -> [f64; CLASSES] {
    let mut c = [0.0; CLASSES];
    for (f, [fresh, stale, missing]) in p.lib.fields.iter().zip(r.per_field) {
        let base = if f.core { 0 } else { 2 };
        c[base] += fresh as f64;
        c[base + 1] += stale as f64;
        // A core field is never missing in an answered request; it would drop it.
        c[4] += missing as f64;
    }
    c[5] = (r.dropped * FIELDS as u64) as f64;
    c
}

fn classes_of_round(p: &Params, r: &Round) -> [f64; CLASSES] {
    let mut c = [0.0; CLASSES];
    if r.dropped {
        c[5] = FIELDS as f64;
        return c;
    }
    for (f, st) in p.lib.fields.iter().zip(r.states) {
        let base = if f.core { 0 } else { 2 };
        match st {
            State::Fresh => c[base] += 1.0,
            State::Stale => c[base + 1] += 1.0,
            State::Missing => c[4] += 1.0,
        }
    }
    c
}

fn day_label(p: &Params, day: Day, lang: Lang) -> String {
    match day {
        Day::Healthy => t(lang, "arızasız", "healthy"),
        Day::ScenarioA | Day::ScenarioB => {
            let (name, src) =
                if day == Day::ScenarioA { ("AY14a", p.scenario_sources[0]) } else { ("AY14b", p.scenario_sources[1]) };
            let source = src.label().get(lang);
            t!(lang, "{name}: {source} durur", "{name}: {source} stops")
        }
    }
}

fn short_day(day: Day, lang: Lang) -> String {
    match day {
        Day::Healthy => t(lang, "arızasız", "healthy"),
        Day::ScenarioA => "AY14a".into(),
        Day::ScenarioB => "AY14b".into(),
    }
}

fn policy_short(pol: Policy, lang: Lang) -> String {
    match pol {
        Policy::AllOrNothing => t(lang, "hepsi", "all"),
        Policy::Skip => t(lang, "atlama", "skip"),
        Policy::StaleBackup => t(lang, "yedek", "backup"),
    }
}

fn fields_per_scenario(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut cats = Vec::new();
    let mut cols = Vec::new();
    for day in Day::ALL {
        for pol in Policy::ALL {
            cats.push(format!("{} · {}", short_day(day, lang), policy_short(pol, lang)));
            cols.push(classes_of(p, o.run_of(day, pol)));
        }
    }
    let mut c = Chart::of(&charts::FIELDS_PER_SCENARIO, lang);
    c.traces = class_labels(lang)
        .into_iter()
        .enumerate()
        .map(|(k, name)| Trace::bar(name, Xs::Cat(cats.clone()), cols.iter().map(|v| v[k]).collect(), CLASS_COLORS[k]))
        .collect();
    c.bar_mode = BarMode::Stack;
    c.wide = true;
    c
}

/// At most this many points per round-by-round chart; longer windows are averaged in buckets.
const MAX_POINTS: usize = 1500;

fn bucket(n: usize) -> usize {
    n.div_ceil(MAX_POINTS).max(1)
}

fn fields_per_round(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds = &o.shown(p).rounds;
    let b = bucket(rounds.len());
    let mut xs = Vec::new();
    let mut cols: Vec<[f64; CLASSES]> = Vec::new();
    for (k, chunk) in rounds.chunks(b).enumerate() {
        let mut sum = [0.0; CLASSES];
        for r in chunk {
            for (s, v) in sum.iter_mut().zip(classes_of_round(p, r)) {
                *s += v;
            }
        }
        xs.push((k * b + 1) as f64);
        cols.push(sum.map(|v| v / chunk.len() as f64));
    }
    let mut c = Chart::of(&charts::FIELDS_PER_ROUND, lang)
        .with_tag(format!("{}, {}", day_label(p, p.shown_day, lang), p.shown_policy.label().get(lang)))
        .with_x_title(if b == 1 {
            t(lang, "arızanın turu (1 tur = 1 s)", "fault round (1 round = 1 s)")
        } else {
            t!(lang, "arızanın turu ({b} turluk ortalama)", "fault round (averaged over {b} rounds)")
        });
    c.traces = class_labels(lang)
        .into_iter()
        .enumerate()
        .map(|(k, name)| Trace::bar(name, Xs::Num(xs.clone()), cols.iter().map(|v| v[k]).collect(), CLASS_COLORS[k]))
        .collect();
    c.bar_mode = BarMode::Stack;
    if p.shown_day != Day::Healthy {
        c.marker = Some((
            p.lib.staleness_limit as f64 + 0.5,
            t(lang, "arızadan bu yana bayatlık sınırı", "staleness limit since the fault"),
        ));
    }
    if p.healthy_after > 0 {
        c.bands = vec![Band {
            from: p.fault_rounds as f64 + 0.5,
            to: (p.fault_rounds + p.healthy_after) as f64 + 0.5,
            color: "rgba(0,158,115,0.12)",
        }];
    }
    c.wide = true;
    c
}

fn field_age(p: &Params, o: &Output, lang: Lang) -> Chart {
    let rounds = &o.shown(p).rounds;
    let b = bucket(rounds.len());
    let picked: Vec<&Round> = rounds.iter().step_by(b).collect();
    let xs: Vec<f64> = (0..picked.len()).map(|k| (k * b + 1) as f64).collect();
    let mut c = Chart::of(&charts::FIELD_AGE, lang).with_tag(day_label(p, p.shown_day, lang));
    const COLORS: [&str; FIELDS] = [palette::BLUE, palette::SKY, palette::GREEN, palette::ORANGE];
    const DASHES: [&str; FIELDS] = ["solid", "dash", "solid", "dot"];
    c.traces = (0..FIELDS)
        .map(|i| {
            let f = &p.lib.fields[i];
            let name = format!(
                "{} ({})",
                FIELD_LABELS[i].get(lang),
                if f.core { t(lang, "çekirdek", "core") } else { t(lang, "isteğe bağlı", "optional") }
            );
            let ys = picked.iter().map(|r| r.ages[i].map_or(f64::NAN, |a| a as f64)).collect();
            Trace::step(name, Xs::Num(xs.clone()), ys, COLORS[i]).dash(DASHES[i])
        })
        .collect();
    c.lines = vec![(p.lib.staleness_limit as f64, t(lang, "BAYATLIK_SINIRI", "BAYATLIK_SINIRI (staleness limit)"))];
    c
}

fn cost_gain(p: &Params, o: &Output, lang: Lang) -> Chart {
    let cats: Vec<String> = Policy::ALL.iter().map(|pol| pol.label().get(lang).to_string()).collect();
    let mut c = Chart::of(&charts::COST_GAIN, lang).with_y_title(t!(
        lang,
        "kesinti (dk, düşen tur / {})",
        "outage (min, dropped rounds / {})",
        ROUNDS_PER_MINUTE
    ));
    let series = |row: &[sim_core::bozulma::kosum::Outage; 3]| row.iter().map(|x| x.minutes).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (day_label(p, Day::Healthy, lang), series(&o.healthy_outage), palette::GREY),
            (day_label(p, Day::ScenarioA, lang), series(&o.outage[0]), palette::ORANGE),
            (day_label(p, Day::ScenarioB, lang), series(&o.outage[1]), palette::VERMILLION),
        ],
    );
    c.lines = vec![(p.lib.failure_share, t(lang, "K01 aylık arıza payı", "K01 monthly failure share"))];
    c
}

/// One policy's counts on one day, as the course's table and the page's print them.
fn stats_cells(r: &Stats) -> Vec<String> {
    vec![
        r.answered().to_string(),
        r.full.to_string(),
        r.reduced.to_string(),
        r.dropped.to_string(),
        format!("{}/{}/{}", r.fresh_fields, r.stale_fields, r.missing_fields),
        to_fixed(r.avg_bytes(), 1),
        r.last_answered.to_string(),
    ]
}

fn runs_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let mut rows = Vec::new();
    let mut highlight = Vec::new();
    for day in Day::ALL {
        for pol in Policy::ALL {
            let names = vec![day_label(p, day, lang), pol.label().get(lang).to_string()];
            rows.push([names, stats_cells(o.run_of(day, pol))].concat());
            highlight.push(day == p.shown_day && pol == p.shown_policy);
        }
    }
    Table::of(&tables::RUNS, lang, rows).highlight(highlight).course_numbers(lang)
}

/// The healthy day's drops of the strict policy at peak read (req/s) and the share of fields
/// served stale with the backup (%), over the counted rounds (the course divides by `ARIZA`,
/// which is the same unless the lab measures rounds after the repair).
fn healthy_rates(p: &Params, o: &Output) -> (f64, f64) {
    let window = p.schedule().window() as f64;
    let strict = o.run_of(Day::Healthy, Policy::AllOrNothing);
    let backup = o.run_of(Day::Healthy, Policy::StaleBackup);
    (
        (p.lib.peak_read * strict.dropped as f64) / window,
        (backup.stale_fields as f64 / (window * FIELDS as f64)) * 100.0,
    )
}

fn two_days_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let c = &o.cost;
    let n = |v: f64, d: u8| fmt_num(v, d, lang);
    let strict_healthy = &o.healthy_outage[0];
    let (strict_dropped_s, stale_pct) = healthy_rates(p, o);
    let rows = vec![
        vec![
            t(lang, "tazelik göstergesi", "freshness marker"),
            t!(
                lang,
                "{} B/yanıt (K01 yanıtına oranı %{}), tepe okumada {} KiB/s",
                "{} B/response = {}% of K01's response, {} KiB/s at peak read",
                c.marker_per_response,
                n(c.marker_pct, 1),
                n(c.marker_kib_s, 2)
            ),
        ],
        vec![
            t(lang, "yedek defteri (hesap)", "backup ledger (arithmetic)"),
            t!(
                lang,
                "{} MiB; her alan her istekte taze sayılırsa {} yazma/s",
                "{} MiB; {} writes/s if every field of every request is fresh",
                n(c.ledger_mib, 2),
                n(c.ledger_writes_s, 2)
            ),
        ],
        vec![
            t(lang, "yedek defteri (benzetimdeki taze alanlarla)", "backup ledger (fresh fields as simulated)"),
            t!(lang, "{} yazma/s", "{} writes/s", n(c.ledger_writes_simulated_s, 2)),
        ],
        vec![
            t(lang, "arızasız günde bayat sunulan alan", "fields served stale on the healthy day"),
            format!("%{}", n(stale_pct, 2)),
        ],
        vec![
            t(lang, "katı politikanın arızasız gündeki kesintisi", "the strict policy's outage on the healthy day"),
            t!(
                lang,
                "{} dk (tepe okumada {} istek/s düşer)",
                "{} min ({} req/s dropped at peak read)",
                n(strict_healthy.minutes, 2),
                n(strict_dropped_s, 2)
            ),
        ],
    ];
    let mut rows = rows;
    for (k, day) in [Day::ScenarioA, Day::ScenarioB].into_iter().enumerate() {
        let cells: Vec<String> = Policy::ALL
            .iter()
            .map(|&pol| {
                let x = &o.outage[k][pol as usize];
                let (policy, minutes, share) = (policy_short(pol, lang), n(x.minutes, 2), n(x.share_pct, 1));
                t!(lang, "{policy} {minutes} dk (%{share})", "{policy} {minutes} min ({share}%)")
            })
            .collect();
        rows.push(vec![
            t!(
                lang,
                "kesinti ve arıza payına oranı, {}",
                "outage and its share of the failure budget, {}",
                day_label(p, day, lang)
            ),
            cells.join(" · "),
        ]);
    }
    let highlight = vec![false; rows.len()];
    Table::of(&tables::TWO_DAYS, lang, rows).highlight(highlight).with_caption(t!(
        lang,
        "İki günün sayısı: arızasız günün bedeli, arızalı günün kazancı (kesinti = düşen tur / {} dk)",
        "The two days in numbers: the healthy day's cost, the faulty day's gain (outage = dropped rounds / {} min)",
        ROUNDS_PER_MINUTE
    ))
}

fn isolation_table(p: &Params, o: &Output, lang: Lang) -> Table {
    let rows = ISOLATION_ORDER
        .iter()
        .zip(&o.isolation)
        .map(|(src, r)| {
            let hit: Vec<usize> = (0..FIELDS).filter(|&i| p.lib.fields[i].source == *src).collect();
            vec![
                src.label().get(lang).to_string(),
                hit.iter().map(|&i| FIELD_LABELS[i].get(lang)).collect::<Vec<_>>().join("+"),
                yes_no(hit.iter().any(|&i| p.lib.fields[i].core), lang),
                r.answered().to_string(),
                to_fixed(r.avg_bytes(), 1),
                r.last_answered.to_string(),
            ]
        })
        .collect();
    Table::of(&tables::ISOLATION, lang, rows)
        .highlight(ISOLATION_ORDER.iter().map(|s| p.down(p.shown_day)[*s as usize]).collect())
        .course_numbers(lang)
}

fn facts(p: &Params, o: &Output) -> Vec<Fact> {
    let f = Fact::count;
    let r = Fact::new;
    let run = |d, pol| o.run_of(d, pol);
    let (h_all, h_skip, h_stale) = (
        run(Day::Healthy, Policy::AllOrNothing),
        run(Day::Healthy, Policy::Skip),
        run(Day::Healthy, Policy::StaleBackup),
    );
    let (a_all, a_skip, a_stale) = (
        run(Day::ScenarioA, Policy::AllOrNothing),
        run(Day::ScenarioA, Policy::Skip),
        run(Day::ScenarioA, Policy::StaleBackup),
    );
    let (b_all, b_skip, b_stale) = (
        run(Day::ScenarioB, Policy::AllOrNothing),
        run(Day::ScenarioB, Policy::Skip),
        run(Day::ScenarioB, Policy::StaleBackup),
    );
    let [oa_all, oa_skip, oa_stale] = o.outage[0];
    let [ob_all, _, ob_stale] = o.outage[1];
    let window = p.schedule().window();
    // The fields of the source scenario A stops: their stale and missing counts with the backup.
    let a_src = p.scenario_sources[0];
    let a_fields = (0..FIELDS).filter(|&i| p.lib.fields[i].source == a_src);
    let a_src_stale: u64 = a_fields.clone().map(|i| a_stale.per_field[i][1]).sum();
    // Core fields' newest fresh value before the fault in scenario B (the backup's horizon).
    let b_core_last = (0..FIELDS)
        .filter(|&i| p.lib.fields[i].core && p.down(Day::ScenarioB)[p.lib.fields[i].source as usize])
        .filter_map(|i| b_stale.last_fresh_before_fault[i])
        .min();
    // How much of the strict policy's outage field skipping removes in scenario A:
    // 0 hardly any (under a quarter), 1 some, 2 nearly all (three quarters or more).
    let cut = if oa_all.minutes > 0.0 { 1.0 - oa_skip.minutes / oa_all.minutes } else { 0.0 };
    vec![
        f("fault_rounds", p.fault_rounds),
        f("window_rounds", window),
        f("warmup", p.warmup),
        f("staleness_limit", p.lib.staleness_limit),
        // The shown day's first counted round, and the first one the stale backup drops.
        f("fault_start_round", 1),
        f("backup_first_drop_round", backup_first_drop(o, p) as u64),
        f("transient_period", p.lib.transient_period),
        f("healthy_all_dropped", h_all.dropped),
        f("healthy_skip_dropped", h_skip.dropped),
        f("healthy_skip_reduced", h_skip.reduced),
        f("healthy_stale_dropped", h_stale.dropped),
        f("healthy_stale_fields", h_stale.stale_fields),
        f("healthy_false_degradations", h_stale.false_degradations),
        r("healthy_stale_pct", healthy_rates(p, o).1, 2),
        r("healthy_all_minutes", o.healthy_outage[0].minutes, 2),
        r("healthy_stale_avg_bytes", h_stale.avg_bytes(), 1),
        f("a_all_answered", a_all.answered()),
        f("a_skip_answered", a_skip.answered()),
        f("a_stale_answered", a_stale.answered()),
        f("a_all_lost_fresh", a_all.fresh_lost),
        r("a_all_minutes", oa_all.minutes, 2),
        r("a_skip_minutes", oa_skip.minutes, 2),
        r("a_stale_minutes", oa_stale.minutes, 2),
        r("a_all_share_pct", oa_all.share_pct, 1),
        r("a_skip_share_pct", oa_skip.share_pct, 1),
        r("a_stale_avg_bytes", a_stale.avg_bytes(), 1),
        f("a_stale_stale_fields", a_stale.stale_fields),
        f("a_stale_missing_fields", a_stale.missing_fields),
        f("a_source_stale", a_src_stale),
        f("a_other_stale", a_stale.stale_fields - a_src_stale),
        Fact {
            name: "a_skip_cut_option",
            value: if cut >= 0.75 {
                2.0
            } else if cut >= 0.25 {
                1.0
            } else {
                0.0
            },
            decimals: 0,
        },
        f("b_all_answered", b_all.answered()),
        f("b_skip_answered", b_skip.answered()),
        f("b_stale_answered", b_stale.answered()),
        f("b_stale_dropped", b_stale.dropped),
        f("b_all_dropped", b_all.dropped),
        f("b_skip_dropped", b_skip.dropped),
        f("b_stale_last", b_stale.last_answered),
        r("b_all_minutes", ob_all.minutes, 2),
        r("b_stale_minutes", ob_stale.minutes, 2),
        r("b_stale_share_pct", ob_stale.share_pct, 1),
        r("b_all_course_minutes", ob_all.course_minutes, 2),
        f("b_core_last_fresh", b_core_last.unwrap_or(0)),
        // Scenario B with the stale backup: 0 nothing answered, 1 some, 2 every counted round.
        Fact {
            name: "b_stale_answered_option",
            value: match b_stale.answered() {
                0 => 0.0,
                n if n == window => 2.0,
                _ => 1.0,
            },
            decimals: 0,
        },
        // Scenario B with the stale backup, dropped requests: 0 none, 1 fewer than the fault
        // lasts, 2 at least as many as the fault's rounds.
        Fact {
            name: "b_stale_dropped_option",
            value: match b_stale.dropped {
                0 => 0.0,
                n if n < p.fault_rounds => 1.0,
                _ => 2.0,
            },
            decimals: 0,
        },
    ]
}

/// The runs table's row of a day and a policy (days in course order, then policies).
fn runs_row(day: Day, pol: Policy) -> usize {
    day as usize * Policy::ALL.len() + pol as usize
}

/// Where the course's text says more than its model shows, on the row or table concerned.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let n = |v: u64| fmt_num(v as f64, 0, lang);
    let h_stale = o.run_of(Day::Healthy, Policy::StaleBackup);
    let a_stale = o.run_of(Day::ScenarioA, Policy::StaleBackup);
    let b_stale = o.run_of(Day::ScenarioB, Policy::StaleBackup);
    let a_src = p.scenario_sources[0];
    let a_src_stale: u64 =
        (0..FIELDS).filter(|&i| p.lib.fields[i].source == a_src).map(|i| a_stale.per_field[i][1]).sum();
    let b_core_last = (0..FIELDS)
        .filter(|&i| p.lib.fields[i].core && p.down(Day::ScenarioB)[p.lib.fields[i].source as usize])
        .filter_map(|i| b_stale.last_fresh_before_fault[i])
        .min();
    let [ob_all, _, _] = o.outage[1];
    let mut notes = vec![
        Note {
            on: NoteOn::Row("runs", runs_row(Day::Healthy, Policy::AllOrNothing)),
            text: t!(
                lang,
                "Bu düşüşleri bir ölçüm değil modelin bir varsayımı üretir: her alan her {} turda bir kez geçici zaman aşımına uğrar, alanların anları birbirinden kaydırılmıştır. Geçici zaman aşımı kapatılınca (GECICI = 0) katı politika arızasız günde hiç istek düşürmez; dersin \"katı politika kendi başına bir kusurdur\" yargısı bu varsayımın büyüklüğüne bağlıdır.",
                "These drops come from an assumption of the model, not from a measurement: every field times out once every {} rounds, the fields staggered. With transient timeouts off (GECICI = 0) the strict policy drops nothing on a healthy day; the course's verdict that the strict policy is a defect in its own right depends on how large this assumption is.",
                n(p.lib.transient_period)
            ),
        },
        Note {
            on: NoteOn::Row("runs", runs_row(Day::Healthy, Policy::StaleBackup)),
            text: t!(
                lang,
                "Bayat sunulan {} alanın {} tanesinde kaynak sağlamdı, yalnız o tur geç kaldı: dersin kodu bu \"yanlış bozulma\" sayısını hesaplar ama hiç basmaz.",
                "In {} of the {} fields served stale the source was healthy, only late that round: the course's code counts these false degradations but never prints them.",
                n(h_stale.false_degradations),
                n(h_stale.stale_fields)
            ),
        },
        Note {
            on: NoteOn::Row("runs", runs_row(Day::ScenarioA, Policy::StaleBackup)),
            text: t!(
                lang,
                "Ders bu satırdaki bayat alanları duran kaynağa bağlıyor; modelde {} bayat alanın {} tanesi duran kaynağın, {} tanesi sağlam kaynakların geçici zaman aşımlarıdır. Kesinti yalnız düşen isteği sayar: {} alan eksik kalsa da bu yanıtlar karşılanmış sayılır.",
                "The course ties this row's stale fields to the stopped source; in the model {} stale fields split into {} of the stopped source and {} transient timeouts of healthy sources. The outage counts dropped requests only: these answers count as served although {} fields are missing.",
                n(a_stale.stale_fields),
                n(a_src_stale),
                n(a_stale.stale_fields - a_src_stale),
                n(a_stale.missing_fields)
            ),
        },
        Note {
            on: NoteOn::Table("two-days"),
            text: t!(
                lang,
                "Kursun dökümü kesinti dakikasını her arızayı on beş dakika sayarak hesaplar: AY14b'de katı politika için {} dk yazar. Bu tablo düşen turu saniye sayar: {} dk.",
                "The course's printout computes outage minutes as if every fault lasted fifteen minutes: under AY14b it shows {} min for the strict policy. This table counts dropped rounds as seconds: {} min.",
                fmt_num(ob_all.course_minutes, 2, lang),
                fmt_num(ob_all.minutes, 2, lang)
            ),
        },
    ];
    if let Some(last) = b_core_last {
        notes.push(Note {
            on: NoteOn::Row("runs", runs_row(Day::ScenarioB, Policy::StaleBackup)),
            text: t!(
                lang,
                "Ders kazancın tam olarak bayatlık sınırı olduğunu söylüyor; model {} turluk sınıra karşı {} yanıt veriyor. Çekirdek alanlardan birinin son taze değeri {}. turdan, ısınma ise {}. turda bitiyor: ısınmanın sonundaki geçici bir zaman aşımı aradaki farkı kazançtan düşer.",
                "The course says the gain is exactly the staleness limit; the model gives {1} answers against a limit of {0} rounds. One core field's last fresh value is from round {2} while the warm-up ends in round {3}: a transient timeout at the end of the warm-up takes the gap off the gain.",
                n(p.lib.staleness_limit),
                n(b_stale.answered()),
                n(last),
                n(p.warmup)
            ),
        });
    }
    notes
}

/// The node ids of the sources, in [`Source::ALL`] order.
const SOURCE_IDS: [&str; 3] = ["projection", "estimate", "pricing"];

/// The first counted round (1-based) that the stale backup drops on the shown day; the last
/// counted round when it drops none.
fn backup_first_drop(o: &Output, p: &Params) -> usize {
    let r = &o.run_of(p.shown_day, Policy::StaleBackup).rounds;
    r.iter().position(|x| x.dropped).map_or(r.len(), |i| i + 1)
}

/// How a field reads on the page.
fn field_state(s: State) -> Look {
    match s {
        State::Fresh => Look::Fresh,
        State::Stale => Look::Stale,
        State::Missing => Look::Missing,
    }
}

/// The shown day's counted rounds under the three policies side by side: each source up or
/// down, each field fresh, stale or left out, and the response full, reduced or dropped.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let runs: Vec<(&Stats, Policy)> = Policy::ALL.iter().map(|&pol| (o.run_of(p.shown_day, pol), pol)).collect();
    let down = p.down(p.shown_day);
    let n = runs.iter().map(|(s, _)| s.rounds.len()).min().unwrap_or(0);
    let fault = p.fault_rounds as usize;
    let mut keep = vec![backup_first_drop(o, p).saturating_sub(1)];
    if fault < n {
        keep.push(fault);
    }
    let picks = Picks::new(n, &keep);
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["fields-per-round", "field-age"];
    f.set_texts(&FRAMES, lang);
    let fields_of =
        |k: usize| -> Vec<usize> { (0..FIELDS).filter(|&i| p.lib.fields[i].source as usize == k).collect() };
    for (stats, pol) in runs {
        let r = &stats.rounds;
        let count = |i: usize, st: State| r[i].states.iter().filter(|&&x| x == st).count() as f64;
        let mut s = Scene::new(pol.label().get(lang));
        s.nodes.push(NodeTrack::new("client", StateTrack::constant(Look::Ok)));
        s.nodes.push(
            NodeTrack::new(
                "response",
                picks.states(|i| {
                    if r[i].dropped {
                        Look::Dropped
                    } else if r[i].states.iter().any(|&x| x != State::Fresh) {
                        Look::Degraded
                    } else {
                        Look::Ok
                    }
                }),
            )
            .gauge(
                FIELDS as f64,
                vec![
                    (0, picks.track(|i| if r[i].dropped { 0.0 } else { count(i, State::Fresh) })),
                    (1, picks.track(|i| if r[i].dropped { 0.0 } else { count(i, State::Stale) })),
                ],
            )
            .note(pol.label().get(lang)),
        );
        for (k, id) in SOURCE_IDS.into_iter().enumerate() {
            let fields = fields_of(k);
            let failing = |i: usize| down[k] && i < fault;
            s.nodes.push(NodeTrack::new(
                id,
                picks.states(|i| {
                    if failing(i) {
                        Look::Failed
                    } else if fields.iter().any(|&fi| r[i].states[fi] != State::Fresh) {
                        Look::Degraded
                    } else {
                        Look::Ok
                    }
                }),
            ));
            let tag = fields.iter().map(|&fi| FIELD_LABELS[fi].get(lang)).collect::<Vec<_>>().join(" + ");
            // The worst of the source's fields: missing, then stale, then fresh.
            let worst =
                |i: usize| fields.iter().map(|&fi| r[i].states[fi]).max_by_key(|st| *st as u8).unwrap_or(State::Fresh);
            let link = LinkTrack::new("response", id, Track::constant(1.0))
                .failed(picks.track(|i| failing(i) as u8 as f64))
                .pattern(tag, picks.states(|i| field_state(worst(i))));
            if !fields.is_empty() {
                s.links.push(link);
            }
        }
        s.links.push(
            LinkTrack::new("response", "client", picks.track(|i| (!r[i].dropped) as u8 as f64))
                .failed(picks.track(|i| r[i].dropped as u8 as f64)),
        );
        if down.iter().any(|&d| d) {
            s.event(1, t(lang, "arıza başlar", "the fault starts"));
            if fault < n {
                s.event(fault as u32 + 1, t(lang, "arıza onarıldı", "the fault is repaired"));
            }
        }
        if let Some(i) = r.iter().position(|x| x.dropped) {
            s.event(i as u32 + 1, t(lang, "ilk yanıt düştü", "the first response is dropped"));
        }
        if let Some(i) = r.iter().position(|x| x.states.contains(&State::Stale)) {
            s.event(i as u32 + 1, t(lang, "ilk bayat alan verildi", "the first stale field goes out"));
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let shown = o.shown(p);
    let out_minutes = shown.dropped as f64 / ROUNDS_PER_MINUTE;
    let (day, policy) = (day_label(p, p.shown_day, lang), p.shown_policy.label().get(lang));
    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let (requests, answered) = (n(p.schedule().window()), n(shown.answered()));
    let (full, reduced, dropped) = (n(shown.full), n(shown.reduced), n(shown.dropped));
    let (outage, stale) = (fmt_num(out_minutes, 2, lang), n(shown.stale_fields));
    let summary = t!(
        lang,
        "{day}, {policy}: {requests} istekten {answered} yanıt ({full} tam, {reduced} azaltılmış), {dropped} düşen = {outage} dk kesinti; {stale} alan bayat sunuldu.",
        "{day}, {policy}: {answered} of {requests} requests answered ({full} full, {reduced} reduced), {dropped} dropped = {outage} min of outage; {stale} fields served stale."
    );
    let charts = vec![
        fields_per_round(p, o, lang),
        fields_per_scenario(p, o, lang),
        cost_gain(p, o, lang),
        field_age(p, o, lang),
    ];
    let tables = vec![runs_table(p, o, lang), two_days_table(p, o, lang), isolation_table(p, o, lang)];
    View::new(tables, charts, facts(p, o), notes(p, o, lang), summary).with_frames(frames(p, o, lang))
}

#[cfg(test)]
mod tests {
    use sim_core::Lang;

    use crate::find;
    use lessons::content::{fill, lesson};

    /// Each step's question and explanation filled at its own settings, its answer fact, and the
    /// page's notes at those settings.
    fn explained(step: usize, lang: Lang) -> (String, f64, String) {
        let st = &lesson(8).unwrap().steps[step];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find("bozulma/kosum").unwrap().view(&pairs, lang).unwrap();
        let answer = view.fact(st.ask.answer_facts()[0]).unwrap().value;
        let notes: Vec<&str> = view.notes.iter().map(|n| n.text.as_str()).collect();
        let text = format!("{}\n{}", fill(st.question.get(lang), &view, lang), fill(st.explain.get(lang), &view, lang));
        (text, answer, notes.join("\n"))
    }

    #[test]
    fn steps_quote_the_course_numbers_at_its_values() {
        let (text, answer, notes) = explained(1, Lang::Tr);
        assert_eq!(answer, 2.0);
        for n in ["15,00", "0,73", "414,4"] {
            assert!(text.contains(n), "{n} in {text}");
        }
        assert!(notes.contains("127 bayat alanın") && notes.contains("840 alan"), "{notes}");
        let (text, answer, _) = explained(0, Lang::En);
        assert_eq!(answer, 90.0);
        assert!(text.contains("44"), "{text}");
    }

    #[test]
    fn notes_show_what_the_model_shows_where_the_prose_says_more() {
        // The gain on the core day is one round short of the staleness limit.
        let (text, answer, notes) = explained(2, Lang::En);
        assert_eq!(answer, 299.0);
        assert!(text.contains("10.02"), "{text}");
        assert!(notes.contains("round 119"), "{notes}");
        // A short core fault: no drops with the backup, and the course's 15-minute scaling.
        let (_, answer, notes) = explained(3, Lang::Tr);
        assert_eq!(answer, 0.0);
        assert!(notes.contains("43,67") && notes.contains("2,18"), "{notes}");
        // No warm-up, no backup.
        assert_eq!(explained(4, Lang::Tr).1, 0.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::chart;

    #[test]
    fn the_shown_policy_s_frames_are_its_charted_fields_and_the_backup_drops_after_its_limit() {
        for (day, policy) in [(2.0, 2.0), (1.0, 1.0), (0.0, 0.0)] {
            let mut p = Params::default();
            sim_core::params::Params::put(&mut p, "shown_day", day);
            sim_core::params::Params::put(&mut p, "shown_policy", policy);
            let o = sim_core::bozulma::kosum::run(&p);
            let v = view(&p, &o, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let chart = chart(&v, "fields-per-round");
            assert_eq!(bucket(o.shown(&p).rounds.len()), 1, "one bar per round at these values");
            let response = f.scenes[p.shown_policy as usize].node("response").unwrap();
            for (i, &r) in f.rounds.iter().enumerate() {
                let y = |k: usize| chart.traces[k].y[r as usize - 1];
                assert_eq!(response.fill[0].1.at(i), y(0) + y(2), "fresh fields, round {r}");
                assert_eq!(response.fill[1].1.at(i), y(1) + y(3), "stale fields, round {r}");
                assert_eq!(response.state.at(i) == Some(Look::Dropped), y(5) > 0.0);
            }
        }
        let p = Params { shown_day: Day::ScenarioB, shown_policy: Policy::StaleBackup, ..Params::default() };
        let v = view(&p, &sim_core::bozulma::kosum::run(&p), Lang::En);
        let drop = v.fact("backup_first_drop_round").unwrap().value;
        // About the staleness limit after the fault (a field's last fresh value may predate the
        // fault by a transient timeout or two).
        let limit = p.lib.staleness_limit as f64;
        assert!(drop > limit - 5.0 && drop <= limit + 1.0, "{drop}");
    }
}
