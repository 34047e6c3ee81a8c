//! Lesson 9, `devralma/olc`: the course's two tables, the replicas' states and each round's
//! writes for a chosen threshold and policy, lost writes over time, and a threshold sweep.

use crate::texts::l09::olc::{charts, columns, FRAMES};
use sim_core::devralma::model::{FailBack, Outcome, Replica, Round, Stats};
use sim_core::devralma::olc::{Output, Params, COURSE_POLICY_THRESHOLD, SWEEP_MAX};
use sim_core::Lang;

use crate::columns::Columns;

use crate::parts::{named_row, ordering_option, rounds_x};
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack};
use lessons::labels;
use lessons::tr::{suffix, Case};
use lessons::view::{fmt_num, palette, t, texts, Band, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `devralma/olc`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::devralma::olc::run, transcript, view);

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let [kesik, durdu, yari] = o.lengths;
    let k = &o.no_failover;
    let mut out = format!(
        "{} tur. A kopyasi: {kesik} tur gecici yanitsiz, {durdu} tur durdu, {yari} tur yari dusuk. B modelde hep ayakta.\n",
        p.model.rounds
    );
    out += &format!("kalipsiz duzen: kabul {}, dusen {}, sessiz kayip {}\n\n", k.accepted, k.dropped, k.silent);
    out += &Columns::of(columns::THRESHOLDS).piped().table(&o.by_threshold, |(e, r)| {
        [*e, r.failovers, r.false_failovers, r.fail_backs, r.window_rounds, r.dropped, r.silent]
            .map(|x| x.to_string())
            .into()
    });
    out += "\n";
    out += &Columns::of(columns::POLICIES).piped().table(&o.by_policy, |(g, r)| {
        let counts = [COURSE_POLICY_THRESHOLD, r.failovers, r.fail_backs, r.window_rounds, r.dropped, r.role_changes()];
        named_row(g.course_name(), &counts)
    });
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
    let mut c = Chart::of(&charts::REPLICA_STATES, lang).with_title(t!(
        lang,
        "Kopyaların durumu, eşik {}, {} (turuncu zemin: B etkin; gri: geçiş penceresi)",
        "The replicas' states, threshold {}, {} (orange shade: B active; grey: transition window)",
        p.threshold,
        policy_name(p.policy, lang)
    ));
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
    let mut c = Chart::of(&charts::SERVED_PER_ROUND, lang).with_title(t!(
        lang,
        "Her turun yazmaları, eşik {}, {}",
        "Each round's writes, threshold {}, {}",
        p.threshold,
        policy_name(p.policy, lang)
    ));
    c.traces = Trace::bars(
        Xs::Num(x),
        [
            (t(lang, "depoya yazıldı", "stored"), of(Outcome::Stored), palette::GREEN),
            (
                t(lang, "kabul edildi, kayboldu (sessiz)", "accepted, lost (silent)"),
                of(Outcome::Silent),
                palette::PURPLE,
            ),
            (t(lang, "düştü", "dropped"), of(Outcome::Dropped), palette::VERMILLION),
        ],
    );
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
    let mut c = Chart::of(&charts::LOST_OVER_TIME, lang).with_title(t!(
        lang,
        "Yazması kaybolan turlar, birikimli (düşen + sessiz), eşik {}",
        "Rounds whose writes were lost, cumulative (dropped + silent), threshold {}",
        p.threshold
    ));
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
    let mut c = Chart::of(&charts::THRESHOLD_SWEEP, lang).with_title(t!(
        lang,
        "Eşiğe göre, {}",
        "By threshold, {}",
        policy_name(p.policy, lang)
    ));
    c.traces = Trace::bars(
        Xs::Cat(x),
        [
            (t(lang, "düşen tur", "dropped rounds"), pick(|s| s.dropped), palette::VERMILLION),
            (t(lang, "sessiz kayıp", "silent loss"), pick(|s| s.silent), palette::PURPLE),
            (t(lang, "yanlış devralma", "false failovers"), pick(|s| s.false_failovers), palette::ORANGE),
        ],
    );
    c
}

/// Failed health checks of the active replica in a row, each round (the counter the threshold
/// reads): a round whose writes were dropped while a replica held the role is a failed check; a
/// passed check or a transition window resets it.
fn failed_in_a_row(rounds: &[Round]) -> Vec<u64> {
    let mut n = 0;
    rounds
        .iter()
        .map(|r| {
            n = if r.active.is_some() && r.outcome == Outcome::Dropped { n + 1 } else { 0 };
            n
        })
        .collect()
}

/// The replica each round's writes were meant for: the active one, or, inside a transition
/// window, the one being promoted (the role holder right after the window).
fn target(rounds: &[Round]) -> Vec<Replica> {
    let mut out = vec![Replica::A; rounds.len()];
    let mut next = Replica::A;
    for (i, r) in rounds.iter().enumerate().rev() {
        if let Some(a) = r.active {
            next = a;
        }
        out[i] = next;
    }
    out
}

/// A replica's state in round `t` (1-based) of a run: down, half-down (answers, cannot write),
/// active and healthy, or healthy and standing by.
fn replica_state(p: &Params, rounds: &[Round], r: Replica, t: u64) -> State {
    let sch = &p.model.schedule;
    if !sch.answers(r, t) {
        State::Failed
    } else if !sch.sound(r, t) {
        State::Degraded
    } else if rounds.get(t as usize - 1).and_then(|x| x.active) == Some(r) {
        State::Ok
    } else {
        State::Idle
    }
}

/// What the health check learned of replica `r` in round `t`: `Some(true)` it answered,
/// `Some(false)` it did not, `None` not checked. The check asks the active replica; under
/// automatic fail-back, while B holds the role and answers, it also asks A (the fail-back
/// counter); inside a window it asks no one.
fn checked(p: &Params, policy: FailBack, rounds: &[Round], r: Replica, t: u64) -> Option<bool> {
    let round = rounds.get(t as usize - 1)?;
    let active = round.active?;
    let answers = p.model.schedule.answers(r, t);
    if active == r {
        return Some(answers);
    }
    (r == Replica::A && policy == FailBack::Automatic && round.outcome != Outcome::Dropped).then_some(answers)
}

/// The rounds worth a mark in one run: a fault's first failed check, each promotion (failover
/// or fail-back) and its end, and the first round of each stretch of silent loss.
fn events(rounds: &[Round], lang: Lang) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let to = target(rounds);
    for (i, r) in rounds.iter().enumerate() {
        let prev = i.checked_sub(1).map(|j| rounds[j]);
        let name = |x: Replica| x.name();
        match (prev, r.active) {
            (Some(Round { active: Some(_), outcome: o }), None) => out.push((
                i,
                if o == Outcome::Dropped {
                    t!(lang, "eşik doldu: {} terfi ediliyor", "threshold reached: {} is being promoted", name(to[i]))
                } else {
                    t!(lang, "geri dönüş: {} terfi ediliyor", "fail-back: {} is being promoted", name(to[i]))
                },
            )),
            (Some(Round { active: None, .. }), Some(a)) => {
                out.push((i, t!(lang, "{} etkin (rol onda)", "{} is active (holds the role)", name(a))))
            }
            _ => {}
        }
        let was = prev.map(|x| (x.active, x.outcome));
        if let Some(a) = r.active {
            if r.outcome == Outcome::Dropped && was.is_none_or(|w| w.1 != Outcome::Dropped || w.0 != Some(a)) {
                out.push((
                    i,
                    t!(lang, "{} sağlık denetimine yanıt vermiyor", "{} does not answer the health check", name(a)),
                ));
            }
            if r.outcome == Outcome::Silent && was.is_none_or(|w| w.1 != Outcome::Silent) {
                out.push((
                    i,
                    t!(
                        lang,
                        "{} denetimi geçiyor ama yazmaları depoya ulaşmıyor: sessiz kayıp",
                        "{} passes the check but its writes never reach the store: silent loss",
                        name(a)
                    ),
                ));
            }
        }
    }
    out
}

fn node_of(r: Replica) -> &'static str {
    match r {
        Replica::A => "a",
        Replica::B => "b",
    }
}

/// The shown policy and the other one at the same threshold, round by round: the replicas'
/// states, the health check's failed-check counter against the threshold, each round's writes
/// (accepted, dropped, refused in a window) and what reached the store (stored or silently lost).
pub fn frames(p: &Params, o: &Output, lang: Lang, keep_rounds: &[u64]) -> Frames {
    let other = FailBack::ALL[1 - p.policy as usize];
    let runs = [(&o.shown_rounds, p.policy), (&o.other_rounds, other)];
    let marks: Vec<Vec<(usize, String)>> = runs.iter().map(|(r, _)| events(r, lang)).collect();
    let n = o.shown_rounds.len().min(o.other_rounds.len());
    let mut keep: Vec<usize> = marks.iter().flatten().map(|(i, _)| *i).collect();
    keep.extend(keep_rounds.iter().filter(|&&r| r >= 1).map(|&r| r as usize - 1));
    let keep: Vec<usize> = keep.into_iter().filter(|&i| i < n).collect();
    let picks = Picks::new(n, &keep);
    // Round t is index t - 1 (the charts' x runs from 1).
    let mut f = Frames::new(picks.rounds(|i| i as u32 + 1), t(lang, "tur", "round"));
    f.charts = vec!["replica-states", "served-per-round", "lost-over-time"];
    f.set_texts(&FRAMES, lang);
    for ((rounds, policy), marks) in runs.iter().zip(marks) {
        let rounds: &[Round] = rounds;
        let to = target(rounds);
        let counter = failed_in_a_row(rounds);
        let mut s = Scene::new(t!(lang, "eşik {}, {}", "threshold {}, {}", p.threshold, policy_name(*policy, lang)));
        s.nodes.push(NodeTrack::new("writes", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new("check", StateTrack::constant(State::Ok))
                .gauge(p.threshold as f64, vec![(0, picks.track(|i| counter[i] as f64))])
                .note(t!(lang, "eşik {}", "threshold {}", p.threshold)),
        );
        s.nodes.push(NodeTrack::new("store", StateTrack::constant(State::Ok)));
        for r in Replica::ALL {
            let id = node_of(r);
            s.nodes.push(NodeTrack::new(id, picks.states(|i| replica_state(p, rounds, r, i as u64 + 1))));
            let holds = |i: usize| rounds[i].active == Some(r);
            let is = |i: usize, x: Outcome| holds(i) && rounds[i].outcome == x;
            let one = |b: bool| if b { 1.0 } else { 0.0 };
            s.links.push(
                LinkTrack::new("writes", id, picks.track(|i| one(holds(i) && rounds[i].outcome != Outcome::Dropped)))
                    .failed(picks.track(|i| one(is(i, Outcome::Dropped))))
                    .refused(picks.track(|i| one(rounds[i].active.is_none() && to[i] == r))),
            );
            s.links.push(
                LinkTrack::new(id, "store", picks.track(|i| one(is(i, Outcome::Stored))))
                    .failed(picks.track(|i| one(is(i, Outcome::Silent)))),
            );
            let seen = |i: usize| checked(p, *policy, rounds, r, i as u64 + 1);
            s.links.push(
                LinkTrack::new("check", id, picks.track(|i| one(seen(i) == Some(true))))
                    .failed(picks.track(|i| one(seen(i) == Some(false)))),
            );
        }
        for (i, text) in marks {
            s.event(i as u32 + 1, text);
        }
        f.scenes.push(s);
    }
    f
}

/// The half-down window as rounds of the run: its first round and its last (both inside the
/// run), the step in time's opening and its reveal.
fn half_rounds(p: &Params) -> (u64, u64) {
    let (h, last) = (p.model.schedule.half, p.model.rounds.max(1));
    let open = h.at.clamp(1, last);
    (open, (h.at + h.len.max(1) - 1).clamp(open, last))
}

/// What the shown run does over the half-down window: 0 a failover begins inside it, 1 the
/// role stays and writes are lost silently, 2 nothing is lost (the role is with a sound replica).
fn half_watch_option(p: &Params, o: &Output) -> f64 {
    let (a, z) = half_rounds(p);
    let r = &o.shown_rounds;
    let failover = (a.max(2)..=z).any(|t| {
        let (prev, now) = (r.get(t as usize - 2), r.get(t as usize - 1));
        matches!((prev, now), (Some(x), Some(y)) if x.active.is_some() && y.active.is_none() && x.outcome == Outcome::Dropped)
    });
    if failover {
        0.0
    } else if r.get(a as usize - 1..z as usize).is_some_and(|w| w.iter().any(|x| x.outcome == Outcome::Silent)) {
        1.0
    } else {
        2.0
    }
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let sweep_of = |e: u64| o.sweep[(e - 1) as usize];
    let mut headers = vec![t(lang, "eşik", "threshold")];
    headers.extend(stats_headers(lang));
    let thresholds = Table::new(
        "thresholds",
        t!(
            lang,
            "Eşik 1–{SWEEP_MAX}, {} (ders 1–4'ü otomatik politikayla basar)",
            "Thresholds 1–{SWEEP_MAX}, {} (the course prints 1–4 under automatic fail-back)",
            policy_name(p.policy, lang)
        ),
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

    let f = Fact::count;
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
        f("half_open", half_rounds(p).0),
        f("half_close", half_rounds(p).1),
        f(
            "half_silent_shown",
            o.shown_rounds
                .get(half_rounds(p).0 as usize - 1..half_rounds(p).1 as usize)
                .map_or(0, |w| w.iter().filter(|r| r.outcome == Outcome::Silent).count() as u64),
        ),
        Fact { name: "half_watch_option", value: half_watch_option(p, o), decimals: 0 },
        // Permanent vs automatic dropped rounds: 0 fewer, 1 the same, 2 more.
        Fact { name: "perm_dropped_option", value: ordering_option(perm.dropped.cmp(&auto.dropped)), decimals: 0 },
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
    let (half_open, half_close) = half_rounds(p);
    let frames = frames(p, o, lang, &[half_open, half_close]);
    View::new(vec![thresholds, policies], charts, facts, notes, summary).with_frames(frames)
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
            let e = fmt_num((row + 1) as f64, 0, lang);
            let de = suffix(&e, Case::De);
            notes.push(Note {
                on: NoteOn::Cell("thresholds", row, 2),
                text: t!(
                    lang,
                    "Eşik {e}{de}ki yanlış devralma bir gerçek durmanın sonuna denk gelen geç bir devralmadır: model yanlışı pencereden sonraki tek tura bakarak sayar.",
                    "The false failover at threshold {e} is a late failover at the tail of a real stop: the model calls it false by looking at the single round after the window."
                ),
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
    use crate::testing::{chart, fact, view_of};
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
        let states = chart(&v, "replica-states");
        // Automatic fail-back at threshold 3: two failovers, two fail-backs, B active twice.
        assert_eq!(states.bands.len(), 6);
        assert_eq!(states.marker.as_ref().unwrap().0, 30.0);
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{fact, run_at, trace_y, view_of};
    use sim_core::params::Params as _;

    #[test]
    fn the_frames_are_the_charted_writes_replica_states_and_losses_of_each_round() {
        for (key, value) in [("threshold", 3.0), ("fail_back", 1.0), ("stop2_on", 1.0), ("threshold", 1.0)] {
            let (p, o, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            assert_eq!(f.len(), p.model.rounds as usize);
            let s = &f.scenes[0];
            let link = |from: &str, to: &str| s.links.iter().find(|l| l.from == from && l.to == to).unwrap();
            let (lost, mut total) = (trace_y(&v, "lost-over-time", 1), 0.0);
            for (i, &round) in f.rounds.iter().enumerate() {
                let j = round as usize - 1;
                let to_store = link("a", "store").flow.at(i) + link("b", "store").flow.at(i);
                let silent = link("a", "store").failed.at(i) + link("b", "store").failed.at(i);
                let dropped = ["a", "b"]
                    .iter()
                    .map(|r| link("writes", r).failed.at(i) + link("writes", r).refused.at(i))
                    .sum::<f64>();
                let served = |k| trace_y(&v, "served-per-round", k)[j];
                assert_eq!(
                    (to_store, silent, dropped),
                    (served(0), served(1), served(2)),
                    "{key}={value} round {round}"
                );
                total += silent + dropped;
                assert_eq!(total, lost[j]);
                for (k, id) in ["a", "b"].iter().enumerate() {
                    let health = trace_y(&v, "replica-states", k)[j];
                    let state = s.node(id).unwrap().state.at(i).unwrap();
                    let want = match state {
                        State::Failed => 0.0,
                        State::Degraded => 1.0,
                        _ => 2.0,
                    };
                    assert_eq!(health, want, "{key}={value} {id} round {round}");
                    // The active replica is the one the round's writes reached or failed on.
                    let holds = link("writes", id).flow.at(i) + link("writes", id).failed.at(i) > 0.0;
                    assert_eq!(holds, o.shown_rounds[j].active == Some(Replica::ALL[k]));
                }
            }
        }
    }

    #[test]
    fn the_check_s_counter_fills_to_the_threshold_in_the_round_before_each_failover_window() {
        for threshold in [1.0, 3.0, 5.0] {
            let mut p = Params::default();
            p.set("threshold", threshold).unwrap();
            let o = sim_core::devralma::olc::run(&p);
            let f = frames(&p, &o, Lang::En, &[]);
            let gauge = f.scenes[0].node("check").unwrap();
            for i in 0..f.len() - 1 {
                let full = gauge.level(i) >= threshold;
                let window_next = o.shown_rounds[i + 1].active.is_none() && o.shown_rounds[i].active.is_some();
                let failover_next = window_next && o.shown_rounds[i].outcome == Outcome::Dropped;
                assert_eq!(full, failover_next, "threshold {threshold}, round {}", i + 1);
            }
        }
    }

    #[test]
    fn the_step_opens_as_a_goes_half_down_and_the_check_keeps_passing_while_writes_are_lost() {
        let v = view_of(&MODEL, &Params::default(), Lang::En);
        let f = v.frames.as_ref().unwrap();
        let (open, close) = (fact(&v, "half_open") as u32, fact(&v, "half_close") as u32);
        assert_eq!((open, close), (100, 120));
        assert_eq!(fact(&v, "half_watch_option"), 1.0);
        let s = &f.scenes[0];
        let i = f.frame_of(close).unwrap();
        assert_eq!(s.node("a").unwrap().state.at(i), Some(State::Degraded));
        let check = s.links.iter().find(|l| l.from == "check" && l.to == "a").unwrap();
        assert_eq!((check.flow.at(i), check.failed.at(i)), (1.0, 0.0));
        let write = s.links.iter().find(|l| l.from == "a" && l.to == "store").unwrap();
        assert_eq!(write.failed.at(i), 1.0);
        assert!(s.events.iter().any(|e| e.round == 101 && e.text.contains("silent loss")), "{:?}", s.events);
    }
}
