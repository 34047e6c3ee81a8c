//! Lesson 9, `devralma/olc`: the course's two tables, the replicas' states and each round's
//! writes for a chosen threshold and policy, lost writes over time, and a threshold sweep.

use sim_core::devralma::model::{FailBack, Outcome, Replica, Round, Stats};
use sim_core::devralma::olc::{Output, Params, COURSE_POLICY_THRESHOLD, SWEEP_MAX};
use sim_core::Lang;

use lessons::jsfmt::{pad_end, pad_start};
use lessons::labels;
use lessons::tr::{suffix, Case};
use lessons::view::{fmt_num, palette, t, texts, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `devralma/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::devralma::olc::run, transcript, view);

fn s(x: u64, n: usize) -> String {
    pad_start(&x.to_string(), n)
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let [kesik, durdu, yari] = o.lengths;
    let k = &o.no_failover;
    let mut out = format!(
        "{} tur. A kopyasi: {kesik} tur gecici yanitsiz, {durdu} tur durdu, {yari} tur yari dusuk. B modelde hep ayakta.\n",
        p.model.rounds
    );
    out += &format!("kalipsiz duzen: kabul {}, dusen {}, sessiz kayip {}\n\n", k.accepted, k.dropped, k.silent);
    out += "esik | devralma | yanlis devralma | geri donus | gecis turu | dusen | sessiz kayip\n";
    out += "-----|----------|-----------------|------------|------------|-------|-------------\n";
    for (e, r) in &o.by_threshold {
        out += &format!(
            "{} | {} | {} | {} | {} | {} | {}\n",
            s(*e, 4),
            s(r.failovers, 8),
            s(r.false_failovers, 15),
            s(r.fail_backs, 10),
            s(r.window_rounds, 10),
            s(r.dropped, 5),
            s(r.silent, 12)
        );
    }
    out += "\ngeri donus | esik | devralma | geri donus | gecis turu | dusen | etkin kopya degisimi\n";
    out += "-----------|------|----------|------------|------------|-------|---------------------\n";
    for (g, r) in &o.by_policy {
        out += &format!(
            "{} | {} | {} | {} | {} | {} | {}\n",
            pad_end(g.course_name(), 10),
            s(COURSE_POLICY_THRESHOLD, 4),
            s(r.failovers, 8),
            s(r.fail_backs, 10),
            s(r.window_rounds, 10),
            s(r.dropped, 5),
            s(r.role_changes(), 20)
        );
    }
    out
}

fn stats_cells(r: &Stats) -> Vec<String> {
    [r.failovers, r.false_failovers, r.fail_backs, r.window_rounds, r.dropped, r.silent, r.role_changes()]
        .iter()
        .map(|v| v.to_string())
        .collect()
}

fn stats_headers(lang: Lang) -> Vec<String> {
    texts(
        lang,
        &labels![
            "devralma" => "failovers",
            "yanlış devralma" => "false failovers",
            "geri dönüş" => "fail-backs",
            "geçiş turu" => "window rounds",
            "düşen tur" => "dropped rounds",
            "sessiz kayıp" => "silent loss",
            "etkin kopya değişimi" => "role changes",
        ],
    )
}

fn rounds_x(n: usize) -> Vec<f64> {
    (1..=n).map(|i| i as f64).collect()
}

/// Shaded stretches of a run: the standby holding the role, and the transition windows.
fn role_bands(rounds: &[Round]) -> Vec<Band> {
    let kind = |r: &Round| match r.active {
        None => 1,
        Some(Replica::B) => 2,
        Some(Replica::A) => 0,
    };
    let mut bands = Vec::new();
    let mut i = 0;
    while i < rounds.len() {
        let k = kind(&rounds[i]);
        let mut j = i;
        while j < rounds.len() && kind(&rounds[j]) == k {
            j += 1;
        }
        if k != 0 {
            bands.push(Band {
                from: i as f64 + 0.5,
                to: j as f64 + 0.5,
                color: if k == 1 { "rgba(119,119,119,0.35)" } else { "rgba(230,159,0,0.18)" },
            });
        }
        i = j;
    }
    bands
}

fn health(p: &Params, r: Replica, t: u64) -> f64 {
    let sch = &p.model.schedule;
    if !sch.answers(r, t) {
        0.0
    } else if !sch.sound(r, t) {
        1.0
    } else {
        2.0
    }
}

fn policy_name(g: FailBack, lang: Lang) -> &'static str {
    g.label().get(lang)
}

fn states_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let n = p.model.rounds as usize;
    let x = rounds_x(n);
    let series = |r: Replica| (1..=p.model.rounds).map(|t| health(p, r, t)).collect::<Vec<_>>();
    let mut c = Chart::new(
        "replica-states",
        t!(
            lang,
            "Kopyaların durumu, eşik {}, {} (turuncu zemin: B etkin; gri: geçiş penceresi)",
            "The replicas' states, threshold {}, {} (orange shade: B active; grey: transition window)",
            p.threshold,
            policy_name(p.policy, lang)
        ),
        t(lang, "tur (1 tur = 1 sağlık denetimi)", "round (1 round = 1 health check)"),
        t(lang, "0 yanıtsız · 1 yarı düşük · 2 sağlam", "0 not answering · 1 half-down · 2 healthy"),
    );
    c.traces = vec![
        Trace::step(t(lang, "A kopyası", "replica A"), Xs::Num(x.clone()), series(Replica::A), palette::BLUE),
        Trace::step(t(lang, "B kopyası", "replica B"), Xs::Num(x), series(Replica::B), palette::VERMILLION)
            .dash("dash"),
    ];
    c.bands = role_bands(&o.shown_rounds);
    c.marker = Some((p.model.schedule.first_stop() as f64, t(lang, "A durur", "A stops")));
    c.y_range = Some((-0.2, 2.3));
    c.wide = true;
    c
}

fn served_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x = rounds_x(o.shown_rounds.len());
    let of =
        |want: Outcome| o.shown_rounds.iter().map(|r| if r.outcome == want { 1.0 } else { 0.0 }).collect::<Vec<_>>();
    let mut c = Chart::new(
        "served-per-round",
        t!(
            lang,
            "Her turun yazmaları, eşik {}, {}",
            "Each round's writes, threshold {}, {}",
            p.threshold,
            policy_name(p.policy, lang)
        ),
        t(lang, "tur", "round"),
        t(lang, "turun yazma payı", "share of the round's writes"),
    );
    c.traces = vec![
        Trace::bar(t(lang, "depoya yazıldı", "stored"), Xs::Num(x.clone()), of(Outcome::Stored), palette::GREEN),
        Trace::bar(
            t(lang, "kabul edildi, kayboldu (sessiz)", "accepted, lost (silent)"),
            Xs::Num(x.clone()),
            of(Outcome::Silent),
            palette::PURPLE,
        ),
        Trace::bar(t(lang, "düştü", "dropped"), Xs::Num(x), of(Outcome::Dropped), palette::VERMILLION),
    ];
    c.bar_mode = BarMode::Stack;
    c.marker = Some((p.model.schedule.first_stop() as f64, t(lang, "A durur", "A stops")));
    c.y_range = Some((0.0, 1.05));
    c.wide = true;
    c
}

fn cumulative(rounds: &[Round]) -> Vec<f64> {
    let mut n = 0.0;
    rounds
        .iter()
        .map(|r| {
            if r.outcome != Outcome::Stored {
                n += 1.0;
            }
            n
        })
        .collect()
}

fn lost_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x = rounds_x(o.shown_rounds.len());
    let other = FailBack::ALL[1 - p.policy as usize];
    let mut c = Chart::new(
        "lost-over-time",
        t!(
            lang,
            "Yazması kaybolan turlar, birikimli (düşen + sessiz), eşik {}",
            "Rounds whose writes were lost, cumulative (dropped + silent), threshold {}",
            p.threshold
        ),
        t(lang, "tur", "round"),
        t(lang, "kaybolan tur", "rounds lost"),
    );
    c.traces = vec![
        Trace::step(
            t(lang, "devralma yok", "no failover"),
            Xs::Num(x.clone()),
            cumulative(&o.no_failover_rounds),
            palette::GREY,
        )
        .dash("dot"),
        Trace::step(policy_name(p.policy, lang), Xs::Num(x.clone()), cumulative(&o.shown_rounds), palette::BLUE),
        Trace::step(policy_name(other, lang), Xs::Num(x), cumulative(&o.other_rounds), palette::ORANGE).dash("dash"),
    ];
    c.marker = Some((p.model.schedule.first_stop() as f64, t(lang, "A durur", "A stops")));
    c
}

fn sweep_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let x: Vec<String> = (1..=SWEEP_MAX).map(|e| e.to_string()).collect();
    let pick = |f: fn(&Stats) -> u64| {
        o.sweep.iter().map(|(a, k)| f(if p.policy == FailBack::Automatic { a } else { k }) as f64).collect::<Vec<_>>()
    };
    let mut c = Chart::new(
        "threshold-sweep",
        t!(lang, "Eşiğe göre, {}", "By threshold, {}", policy_name(p.policy, lang)),
        t(lang, "devralma eşiği", "failover threshold"),
        t(lang, "tur / sayı", "rounds / count"),
    );
    c.traces = vec![
        Trace::bar(
            t(lang, "düşen tur", "dropped rounds"),
            Xs::Cat(x.clone()),
            pick(|s| s.dropped),
            palette::VERMILLION,
        ),
        Trace::bar(t(lang, "sessiz kayıp", "silent loss"), Xs::Cat(x.clone()), pick(|s| s.silent), palette::PURPLE),
        Trace::bar(
            t(lang, "yanlış devralma", "false failovers"),
            Xs::Cat(x),
            pick(|s| s.false_failovers),
            palette::ORANGE,
        ),
    ];
    c
}

fn option_of(a: u64, b: u64) -> f64 {
    match a.cmp(&b) {
        core::cmp::Ordering::Less => 0.0,
        core::cmp::Ordering::Equal => 1.0,
        core::cmp::Ordering::Greater => 2.0,
    }
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let sweep_of = |e: u64| o.sweep[(e - 1) as usize];
    let mut headers = vec![t(lang, "eşik", "threshold")];
    headers.extend(stats_headers(lang));
    let thresholds = Table::new(
        "thresholds",
        match lang {
            Lang::Tr => {
                format!("Eşik 1–{SWEEP_MAX}, {} (ders 1–4'ü otomatik politikayla basar)", policy_name(p.policy, lang))
            }
            Lang::En => format!(
                "Thresholds 1–{SWEEP_MAX}, {} (the course prints 1–4 under automatic fail-back)",
                policy_name(p.policy, lang)
            ),
        },
        headers,
        (1..=SWEEP_MAX)
            .map(|e| {
                let (a, k) = sweep_of(e);
                let mut row = vec![e.to_string()];
                row.extend(stats_cells(if p.policy == FailBack::Automatic { &a } else { &k }));
                row
            })
            .collect(),
    )
    .highlight((1..=SWEEP_MAX).map(|e| e == p.threshold).collect());

    let (auto, perm) = match p.policy {
        FailBack::Automatic => (o.shown, o.other),
        FailBack::Permanent => (o.other, o.shown),
    };
    let k = &o.no_failover;
    let mut headers = vec![t(lang, "düzen", "setup")];
    headers.extend(stats_headers(lang));
    let dash = || "-".to_string();
    let mut none_row = vec![t(lang, "devralma yok", "no failover")];
    none_row.extend([dash(), dash(), dash(), dash(), k.dropped.to_string(), k.silent.to_string(), "0".into()]);
    let mut auto_row = vec![policy_name(FailBack::Automatic, lang).to_string()];
    auto_row.extend(stats_cells(&auto));
    let mut perm_row = vec![policy_name(FailBack::Permanent, lang).to_string()];
    perm_row.extend(stats_cells(&perm));
    let policies = Table::new(
        "policies",
        t!(
            lang,
            "Eşik {} ile iki politika ve devralmasız düzen (sessiz kayıp sütunu dersin tablosunda yok)",
            "Both policies at threshold {} and no failover (the course's table leaves out silent loss)",
            p.threshold
        ),
        headers,
        vec![none_row, auto_row, perm_row],
    )
    .highlight(vec![false, p.policy == FailBack::Automatic, p.policy == FailBack::Permanent]);

    let charts =
        vec![states_chart(p, o, lang), served_chart(p, o, lang), lost_chart(p, o, lang), sweep_chart(p, o, lang)];

    let f = |name, value: u64| Fact { name, value: value as f64, decimals: 0 };
    let sch = &p.model.schedule;
    let silent_auto: Vec<u64> = (1..=4).map(|e| sweep_of(e).0.silent).collect();
    let silent_trend = if silent_auto.iter().all(|&x| x == silent_auto[0]) {
        1.0
    } else if silent_auto[0] < silent_auto[3] {
        0.0
    } else {
        2.0
    };
    let lost = |s: &Stats| s.dropped + s.silent;
    let facts = vec![
        f("auto_false_1", sweep_of(1).0.false_failovers),
        f("auto_false_2", sweep_of(2).0.false_failovers),
        f("auto_false_3", sweep_of(3).0.false_failovers),
        f("auto_false_4", sweep_of(4).0.false_failovers),
        f("auto_failovers_1", sweep_of(1).0.failovers),
        f("auto_dropped_1", sweep_of(1).0.dropped),
        f("auto_dropped_2", sweep_of(2).0.dropped),
        f("auto_dropped_3", sweep_of(3).0.dropped),
        f("auto_dropped_4", sweep_of(4).0.dropped),
        f("auto_dropped_8", sweep_of(8).0.dropped),
        f("auto_failovers_8", sweep_of(8).0.failovers),
        f("auto_silent_1", silent_auto[0]),
        f("auto_silent_2", silent_auto[1]),
        f("auto_silent_3", silent_auto[2]),
        f("auto_silent_4", silent_auto[3]),
        f("auto_silent_8", sweep_of(8).0.silent),
        f("shown_dropped", o.shown.dropped),
        f("shown_silent", o.shown.silent),
        f("shown_false", o.shown.false_failovers),
        f("shown_failovers", o.shown.failovers),
        f("auto_dropped", auto.dropped),
        f("auto_silent", auto.silent),
        f("auto_changes", auto.role_changes()),
        f("auto_windows", auto.window_rounds),
        f("auto_fail_backs", auto.fail_backs),
        f("perm_dropped", perm.dropped),
        f("perm_silent", perm.silent),
        f("perm_changes", perm.role_changes()),
        f("perm_windows", perm.window_rounds),
        f("auto_lost", lost(&auto)),
        f("perm_lost", lost(&perm)),
        f("no_failover_dropped", k.dropped),
        f("no_failover_silent", k.silent),
        f("threshold", p.threshold),
        f("stop1_at", sch.stops[0].at),
        f("stop2_at", sch.stops[1].at),
        f("stop2_len", sch.stops[1].len),
        f("half_at", sch.half.at),
        f("half_len", sch.half.len),
        f("fail_back_checks", p.model.fail_back_checks),
        // Permanent vs automatic dropped rounds: 0 fewer, 1 the same, 2 more.
        Fact { name: "perm_dropped_option", value: option_of(perm.dropped, auto.dropped), decimals: 0 },
        // Silent loss over thresholds 1–4 (automatic): 0 grows with the threshold, 1 the same, 2 shrinks.
        Fact { name: "silent_trend_option", value: silent_trend, decimals: 0 },
        // Fewer lost rounds (dropped + silent): 0 automatic, 1 permanent, 2 a tie.
        Fact {
            name: "fewer_lost_option",
            value: match lost(&auto).cmp(&lost(&perm)) {
                core::cmp::Ordering::Less => 0.0,
                core::cmp::Ordering::Greater => 1.0,
                core::cmp::Ordering::Equal => 2.0,
            },
            decimals: 0,
        },
    ];
    let n = |x: u64| fmt_num(x as f64, 0, lang);
    let summary = t!(lang, "Eşik {}, {}: {} düşen tur, {} tur sessiz kayıp, {} yanlış devralma; devralma olmadan {} düşen tur ve {} tur sessiz kayıp.", "Threshold {}, {}: {} dropped rounds, {} rounds of silent loss, {} false failovers; without failover {} dropped rounds and {} of silent loss.", n(p.threshold), policy_name(p.policy, lang), n(o.shown.dropped), n(o.shown.silent), n(o.shown.false_failovers), n(k.dropped), n(k.silent));
    let notes = notes(p, o, perm, lang);
    View { tables: vec![thresholds, policies], charts, facts, notes, summary, ..View::default() }
}

/// The course's claims its model does not bear out, on the cells they concern: a late failover
/// counted as false, and the permanent policy's silent loss and lead on a schedule where B never
/// fails.
fn notes(p: &Params, o: &Output, perm: Stats, lang: Lang) -> Vec<Note> {
    let pick = |(a, k): (Stats, Stats)| if p.policy == FailBack::Automatic { a } else { k };
    let mut notes = Vec::new();
    // The first threshold past the last one with no false failover at which false failovers
    // reappear: there the one-round look-ahead reads a real stop's tail as a false alarm.
    let first_clean = o.sweep.iter().position(|x| pick(*x).false_failovers == 0);
    if let Some(clean) = first_clean {
        if let Some(late) = o.sweep.iter().skip(clean).position(|x| pick(*x).false_failovers > 0) {
            let row = clean + late;
            notes.push(Note {
                on: NoteOn::Cell("thresholds", row, 2),
                text: {
                    let e = fmt_num((row + 1) as f64, 0, lang);
                    match lang {
                        Lang::Tr => format!(
                            "Eşik {e}{}ki yanlış devralma bir gerçek durmanın sonuna denk gelen geç bir devralmadır: model yanlışı pencereden sonraki tek tura bakarak sayar.",
                            suffix(&e, Case::De)
                        ),
                        Lang::En => format!(
                            "The false failover at threshold {e} is a late failover at the tail of a real stop: the model calls it false by looking at the single round after the window."
                        ),
                    }
                },
            });
        }
    }
    let sch = &p.model.schedule;
    if sch.half_on == Replica::A && sch.stop2_on == Replica::A {
        notes.push(Note {
            on: NoteOn::Cell("policies", 2, 6),
            text: t!(
                lang,
                "Kalıcı politikada sessiz kayıp {}: yarı düşük pencerede rolü B tutar ve dersin modelinde B hiç bozulmaz. Dersin \"hiçbir eşik yakalamaz\" sözü otomatik politikanın sayılarına dayanır; dersin ikinci tablosunda bu sütun yok.",
                "Under the permanent policy silent loss is {}: B holds the role during the half-down window, and in the course's model B never fails. The course's \"no threshold catches it\" rests on the automatic policy's numbers; its second table leaves this column out.",
                fmt_num(perm.silent as f64, 0, lang)
            ),
        });
        notes.push(Note {
            on: NoteOn::Row("policies", 2),
            text: t!(
                lang,
                "Kalıcı politikanın {} düşen turla önde görünmesi takvimden gelir: bütün arızalar A'ya yazılmış, B hiç bozulmuyor. İkinci durmayı ve yarı düşük pencereyi B'ye verince sıralama değişebilir.",
                "The permanent policy's lead with {} dropped rounds comes from the schedule: every fault is written on A and B never fails. Give the second stop and the half-down window to B and the ranking can turn.",
                fmt_num(perm.dropped as f64, 0, lang)
            ),
        });
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fact, view_of};
    use sim_core::params::Params as _;

    #[test]
    fn course_numbers_become_facts() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        assert_eq!((fact(&v, "auto_dropped"), fact(&v, "perm_dropped")), (13.0, 7.0));
        assert_eq!((fact(&v, "auto_silent"), fact(&v, "perm_silent")), (20.0, 0.0));
        assert_eq!(fact(&v, "silent_trend_option"), 1.0);
        assert_eq!(fact(&v, "perm_dropped_option"), 0.0);
    }

    #[test]
    fn with_faults_on_b_automatic_fail_back_loses_fewer_rounds_at_threshold_three() {
        let mut p = Params::default();
        p.set("stop2_on", 1.0).unwrap();
        p.set("half_on", 1.0).unwrap();
        let v = view_of(&MODEL, &p, Lang::En);
        assert_eq!(fact(&v, "fewer_lost_option"), 0.0);
    }

    #[test]
    fn the_timeline_shades_b_holding_the_role_and_the_windows() {
        let v = view_of(&MODEL, &Params::default(), Lang::Tr);
        let states = v.charts.iter().find(|c| c.id == "replica-states").unwrap();
        // Automatic fail-back at threshold 3: two failovers, two fail-backs, B active twice.
        assert_eq!(states.bands.len(), 6);
        assert_eq!(states.marker.as_ref().unwrap().0, 30.0);
    }
}
