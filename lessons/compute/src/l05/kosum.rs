//! Lesson 5, `butce/kosum`: the course's tables, the budget along the chain per policy (spent
//! and left), the requests one by one, answered and dropped, the blamed steps and the slots held.

use crate::texts::l05::kosum::{charts, columns, tables, FRAMES};
use sim_core::butce::kosum::{slots, BusyRow, Output, Params, REQUESTS};
use sim_core::butce::zincir::{durations, Policy, Regime, Run, Step, CYCLE};
use sim_core::Lang;

use crate::columns::Columns;
use crate::parts::ordering_option;
use lessons::frames::{Frames, LinkTrack, NodeTrack, Picks, Scene, State, StateTrack, Track};
use lessons::jsfmt::{js_string, pad_end, to_fixed};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `butce/kosum`.
pub static MODEL: crate::Model<Params, Output> = crate::Model::new(sim_core::butce::kosum::run, transcript, view);

/// A policy's busy slots under the slow tariff, named `name` (the course's name or the page's).
fn busy_cells(name: &str, b: &BusyRow) -> Vec<String> {
    vec![
        name.to_string(),
        to_fixed(b.caller, 1),
        to_fixed(b.abandoned, 1),
        to_fixed(b.total_without_cancel, 1),
        to_fixed(b.total_with_cancel, 1),
    ]
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let c = &p.chain;
    let m = &c.medians;
    let mut s = format!(
        "uctan uca esik {} ms (K01), gecit payi {} ms (K03/U3), kola kalan {} ms\n",
        js_string(c.threshold),
        js_string(c.gateway),
        js_string(o.remaining)
    );
    s += &format!(
        "olagan sureler: teslimat {}, tarife {}, olcu {} ms\n",
        js_string(m.delivery),
        js_string(m.tariff),
        js_string(m.size)
    );
    s += &Columns::of(columns::SHARES).table(Policy::ALL.iter().zip(o.shares), |(pol, [a, b])| {
        vec![pol.course_name().to_string(), to_fixed(a, 1), to_fixed(b, 1)]
    });

    for regime in Regime::ALL {
        s += &format!("\n-- {} (48 dis istek, iptal sinyali yok) --\n", regime.course_name());
        s += &Columns::of(columns::RUNS).table(Policy::ALL, |pol| {
            let r = o.run_of(regime, pol);
            vec![
                pol.course_name().to_string(),
                r.answered.to_string(),
                r.dropped.to_string(),
                r.failed[Step::Tariff as usize].to_string(),
                r.failed[Step::Size as usize].to_string(),
                js_string(r.median),
                js_string(r.worst),
                to_fixed(r.mean, 1),
                to_fixed(slots(p, r.mean), 1),
                js_string(r.abandoned_ms),
            ]
        });
    }

    s += &format!("\n-- tarife yavas: sistemin mesgul tuttugu yuva (tepe okuma {}/s) --\n", js_string(p.peak_read));
    s += &Columns::of(columns::BUSY).table(&o.busy, |b| busy_cells(b.policy.course_name(), b));

    s += "\n-- arizasiz gunun bedeli (hesap) --\n";
    s += &format!(
        "son tarih alani {} B x {} alt cagri = {} B/istek, takip yanitinin ({} B) %{}\n",
        js_string(p.deadline_bytes),
        js_string(p.subcalls),
        js_string(o.field_bytes_per_request),
        js_string(p.response_bytes),
        to_fixed(o.field_share_pct, 1)
    );
    s += &format!(
        "tepe ucta {} istek/s -> {} B/s = {} KiB/s\n",
        js_string(p.peak_edge),
        to_fixed(o.field_bytes_per_second, 2),
        to_fixed(o.field_bytes_per_second / 1024.0, 2)
    );
    for e in &o.extra_drops {
        s += &format!(
            "{}: acgozluye gore {}/{} fazladan dusen istek = %{} -> tepe okumada {} istek/s\n",
            pad_end(e.policy.course_name(), 11),
            e.extra,
            REQUESTS,
            to_fixed(e.pct, 2),
            to_fixed(e.per_second, 2)
        );
    }

    s += "\n-- AY10'un duyarliligi: tarifenin yavas kaldigi sure --\n";
    s += &Columns::of(columns::OUTAGE).table(&o.sensitivity, |r| {
        vec![js_string(r.minutes), js_string(r.per_month), js_string(r.monthly), format!("%{}", to_fixed(r.pct, 1))]
    });
    s
}

/// A time in ms for the page's tables: whole numbers as they are, others to one decimal (the
/// transcript keeps the course's `String()` form, which can run to seventeen digits).
fn ms(x: f64) -> String {
    if x == x.trunc() {
        js_string(x)
    } else {
        to_fixed(x, 1)
    }
}

fn policy_names(lang: Lang) -> Vec<String> {
    Policy::ALL.iter().map(|p| p.label().get(lang).to_string()).collect()
}

fn mean(run: &Run, f: impl Fn(&sim_core::butce::zincir::Request) -> f64) -> f64 {
    run.requests.iter().map(f).sum::<f64>() / run.requests.len() as f64
}

/// Time a request spends waiting for the delivery branch after the pricing branch is done.
fn delivery_wait(q: &sim_core::butce::zincir::Request) -> f64 {
    let [a, b1, b2] = q.calls;
    (a.spent - (b1.spent + b2.spent)).max(0.0)
}

/// Budget left until the end-to-end threshold.
fn left(p: &Params, q: &sim_core::butce::zincir::Request) -> f64 {
    (p.chain.threshold - q.elapsed).max(0.0)
}

fn regime_tag(p: &Params, lang: Lang) -> String {
    let cancel = match (p.cancel, lang) {
        (true, Lang::Tr) => "iptal sinyali var",
        (false, Lang::Tr) => "iptal sinyali yok",
        (true, Lang::En) => "with cancellation",
        (false, Lang::En) => "no cancellation",
    };
    format!("{}, {cancel}", p.regime.label().get(lang))
}

/// The end-to-end budget per policy, mean per request: where it goes and what is left.
fn budget_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::BUDGET_BY_POLICY, lang).with_tag(regime_tag(p, lang));
    c.bar_mode = BarMode::Stack;
    let col = |f: &dyn Fn(&Run) -> f64| o.shown.iter().map(f).collect::<Vec<_>>();
    let cat = || Xs::Cat(policy_names(lang));
    let gw = p.chain.gateway.max(0.0);
    c.traces = Trace::bars(
        cat(),
        [
            (t(lang, "ağ geçidi payı", "gateway share"), col(&|_| gw), palette::GREY),
            (
                t(lang, "tarife (harcanan)", "tariff (spent)"),
                col(&|r| mean(r, |q| q.calls[1].spent)),
                palette::VERMILLION,
            ),
            (t(lang, "ölçü (harcanan)", "size (spent)"), col(&|r| mean(r, |q| q.calls[2].spent)), palette::BLUE),
            (t(lang, "teslimatı bekleme", "waiting for delivery"), col(&|r| mean(r, delivery_wait)), palette::SKY),
            (t(lang, "eşiğe kalan", "left until the threshold"), col(&|r| mean(r, |q| left(p, q))), palette::GREEN),
            (
                t(
                    lang,
                    "terk edilen iş (bağımlılıkta, eşikten sonra)",
                    "abandoned work (at the dependency, past the deadline)",
                ),
                col(&|r| r.abandoned_ms / r.n as f64),
                palette::ORANGE,
            ),
        ],
    );
    c.lines = vec![(p.chain.threshold, t(lang, "uçtan uca eşik (K01.esik)", "end-to-end threshold (K01.esik)"))];
    c
}

/// Each read's budget, split into time spent on a success, time spent until a timeout, and the
/// part of its budget it left unused (mean per request).
fn step_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::STEP_BUDGETS, lang).with_tag(regime_tag(p, lang));
    c.bar_mode = BarMode::Stack;
    let mut cats = Vec::new();
    let (mut ok, mut timed_out, mut unused) = (Vec::new(), Vec::new(), Vec::new());
    for r in &o.shown {
        for step in [Step::Tariff, Step::Size] {
            let i = step as usize;
            cats.push(format!("{} · {}", r.policy.label().get(lang), step.label().get(lang)));
            ok.push(mean(r, |q| if q.calls[i].ok { q.calls[i].spent } else { 0.0 }));
            timed_out.push(mean(r, |q| if q.calls[i].ok { 0.0 } else { q.calls[i].spent }));
            unused.push(mean(r, |q| if q.calls[i].ok { (q.calls[i].budget - q.calls[i].spent).max(0.0) } else { 0.0 }));
        }
    }
    c.traces = Trace::bars(
        Xs::Cat(cats),
        [
            (t(lang, "harcanan, yanıt geldi", "spent, answered"), ok, palette::BLUE),
            (t(lang, "harcanan, zaman aşımı", "spent, timed out"), timed_out, palette::VERMILLION),
            (t(lang, "paydan kalan", "left of its budget"), unused, palette::GREEN),
        ],
    );
    c.wide = true;
    c
}

/// The chosen policy's requests one by one.
fn request_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let r = o.shown_of(p.policy);
    let mut c = Chart::of(&charts::REQUESTS, lang).with_title(format!(
        "{} ({}): {}",
        t(lang, "İstek istek bütçe", "The budget request by request"),
        p.policy.label().get(lang),
        regime_tag(p, lang)
    ));
    c.bar_mode = BarMode::Stack;
    let xs = || Xs::Num((1..=r.requests.len()).map(|i| i as f64).collect());
    let col = |f: &dyn Fn(&sim_core::butce::zincir::Request) -> f64| r.requests.iter().map(f).collect::<Vec<_>>();
    let gw = p.chain.gateway.max(0.0);
    c.traces = Trace::bars(
        xs(),
        [
            (t(lang, "ağ geçidi payı", "gateway share"), col(&|_| gw), palette::GREY),
            (t(lang, "tarife", "tariff"), col(&|q| q.calls[1].spent), palette::VERMILLION),
            (t(lang, "ölçü", "size"), col(&|q| q.calls[2].spent), palette::BLUE),
            (t(lang, "teslimatı bekleme", "waiting for delivery"), col(&delivery_wait), palette::SKY),
            (t(lang, "eşiğe kalan", "left until the threshold"), col(&|q| left(p, q)), palette::GREEN),
            (
                t(lang, "terk edilen iş", "abandoned work"),
                col(&|q| q.calls.iter().map(|c| c.abandoned).sum()),
                palette::ORANGE,
            ),
        ],
    );
    c.lines = vec![(p.chain.threshold, t(lang, "uçtan uca eşik", "end-to-end threshold"))];
    c.wide = true;
    c
}

fn outcome_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::ANSWERED_DROPPED, lang).with_tag(p.regime.label().get(lang));
    c.bar_mode = BarMode::Stack;
    let col = |f: fn(&Run) -> u32| o.shown.iter().map(|r| f(r) as f64).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(policy_names(lang)),
        [
            (t(lang, "yanıt", "answered"), col(|r| r.answered), palette::BLUE),
            (t(lang, "düşen", "dropped"), col(|r| r.dropped), palette::VERMILLION),
        ],
    );
    c
}

fn blame_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::BLAME, lang).with_tag(p.regime.label().get(lang));
    let colors = [palette::SKY, palette::VERMILLION, palette::BLUE];
    c.traces = Step::ALL
        .iter()
        .map(|&st| {
            Trace::bar(
                st.label().get(lang),
                Xs::Cat(policy_names(lang)),
                o.shown.iter().map(|r| r.failed[st as usize] as f64).collect(),
                colors[st as usize],
            )
        })
        .collect();
    c
}

fn slots_chart(p: &Params, o: &Output, lang: Lang) -> Chart {
    let mut c = Chart::of(&charts::SLOTS_HELD, lang).with_tag(regime_tag(p, lang));
    c.bar_mode = BarMode::Stack;
    let col = |f: &dyn Fn(&Run) -> f64| o.shown.iter().map(f).collect::<Vec<_>>();
    c.traces = Trace::bars(
        Xs::Cat(policy_names(lang)),
        [
            (t(lang, "çağıranın tuttuğu", "held by callers"), col(&|r| slots(p, r.mean)), palette::PURPLE),
            (
                t(lang, "terk edilen işin tuttuğu", "held by abandoned work"),
                col(&|r| slots(p, r.abandoned_ms / r.n as f64)),
                palette::ORANGE,
            ),
        ],
    );
    c
}

/// The step with the most failed reads (0 delivery, 1 tariff, 2 size), 3 when none failed.
fn most_blamed(r: &Run) -> f64 {
    let max = *r.failed.iter().max().unwrap_or(&0);
    if max == 0 {
        return 3.0;
    }
    r.failed.iter().position(|&f| f == max).unwrap_or(0) as f64
}

/// A read's state: in time, timed out, or never made.
fn read_state(c: &sim_core::butce::zincir::Call) -> State {
    match (c.called, c.ok) {
        (false, _) => State::Skipped,
        (true, true) => State::Ok,
        (true, false) => State::TimedOut,
    }
}

/// The shown regime's 48 requests one by one under the three policies: where each request's
/// budget went along the chain, which read timed out, and what the dependency went on doing
/// after the caller gave up.
pub fn frames(p: &Params, o: &Output, lang: Lang) -> Frames {
    let n = o.shown.iter().map(|r| r.requests.len()).min().unwrap_or(0);
    let mut f = Frames::new((1..=n as u32).collect(), t(lang, "istek", "request"));
    f.charts = vec!["requests"];
    f.set_texts(&FRAMES, lang);
    let r_share = p.chain.remaining().max(0.0);
    let ms = |v: f64| format!("{} ms", fmt_num(v, if v.fract() == 0.0 { 0 } else { 1 }, lang));
    for run in &o.shown {
        let q = &run.requests;
        let picks = Picks::new(n, &[]);
        let mut s = Scene::new(run.policy.label().get(lang));
        s.nodes.push(NodeTrack::new("client", StateTrack::constant(State::Ok)));
        s.nodes.push(
            NodeTrack::new("gateway", picks.states(|i| if q[i].answered { State::Ok } else { State::Dropped }))
                .gauge(p.chain.threshold, vec![(0, picks.track(|i| q[i].elapsed))])
                .note(format!("{} {}", t(lang, "uçtan uca eşik", "end to end"), ms(p.chain.threshold))),
        );
        let shares = sim_core::butce::zincir::shares(run.policy, r_share, &p.chain.medians);
        for (k, (id, budget)) in
            [("delivery", r_share), ("tariff", shares[0]), ("size", shares[1])].into_iter().enumerate()
        {
            let note = match (k, run.policy) {
                (2, Policy::Greedy) => t(lang, "bütçe: kalan", "budget: what is left"),
                _ => format!("{}: {}", t(lang, "bütçe", "budget"), ms(budget.min(r_share))),
            };
            s.nodes.push(
                NodeTrack::new(id, picks.states(|i| read_state(&q[i].calls[k])))
                    .gauge(
                        r_share,
                        vec![(0, picks.track(|i| q[i].calls[k].spent)), (1, picks.track(|i| q[i].calls[k].abandoned))],
                    )
                    .note(note),
            );
        }
        s.links.push(LinkTrack::new("client", "gateway", Track::constant(1.0)).failed(picks.track(|i| {
            if q[i].answered {
                0.0
            } else {
                1.0
            }
        })));
        for (k, (from, to)) in
            [("gateway", "delivery"), ("gateway", "tariff"), ("tariff", "size")].into_iter().enumerate()
        {
            let budget = picks.track(|i| q[i].calls[k].budget.max(0.0));
            let tag = match (k, run.policy) {
                (2, Policy::Greedy) => t(lang, "kalan pay", "the rest"),
                _ => ms(budget.at(0)),
            };
            s.links.push(
                LinkTrack::new(from, to, picks.track(|i| q[i].calls[k].called as u8 as f64))
                    .failed(picks.track(|i| (q[i].calls[k].called && !q[i].calls[k].ok) as u8 as f64))
                    .pattern(tag, picks.states(|i| read_state(&q[i].calls[k]))),
            );
        }
        for (i, req) in q.iter().enumerate() {
            if req.answered {
                continue;
            }
            let failed: Vec<&str> =
                Step::ALL.iter().zip(&req.calls).filter(|(_, c)| !c.ok).map(|(st, _)| st.label().get(lang)).collect();
            let why =
                if failed.is_empty() { t(lang, "eşik aşıldı", "over the threshold") } else { failed.join(", ") };
            s.event(i as u32 + 1, t!(lang, "istek düştü: {why}", "the request is dropped: {why}"));
        }
        f.scenes.push(s);
    }
    f
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let shares = Table::of(
        &tables::SHARES,
        lang,
        Policy::ALL
            .iter()
            .zip(o.shares)
            .map(|(pol, [a, b])| vec![pol.label().get(lang).to_string(), to_fixed(a, 1), to_fixed(b, 1)])
            .collect(),
    )
    .with_caption(t!(
        lang,
        "Kola kalan {} ms'nin iki ardışık okumaya bölünmesi",
        "Splitting the branch's {} ms between two reads in a row",
        fmt_num(o.remaining, 1, lang)
    ))
    .highlight(Policy::ALL.iter().map(|&pol| pol == p.policy).collect())
    .course_numbers(lang);
    let runs = Table::of(
        &tables::RUNS,
        lang,
        o.shown
            .iter()
            .map(|r| {
                vec![
                    r.policy.label().get(lang).to_string(),
                    r.answered.to_string(),
                    r.dropped.to_string(),
                    r.failed[0].to_string(),
                    r.failed[1].to_string(),
                    r.failed[2].to_string(),
                    ms(r.median),
                    ms(r.worst),
                    to_fixed(r.mean, 1),
                    to_fixed(slots(p, r.mean), 1),
                    ms(r.abandoned_ms),
                ]
            })
            .collect(),
    )
    .with_caption(t!(lang, "{} ({REQUESTS} dış istek)", "{} ({REQUESTS} external requests)", regime_tag(p, lang)))
    .highlight(Policy::ALL.iter().map(|&pol| pol == p.policy).collect())
    .course_numbers(lang);
    let busy =
        Table::of(&tables::BUSY, lang, o.busy.iter().map(|b| busy_cells(b.policy.label().get(lang), b)).collect())
            .highlight(Policy::ALL.iter().map(|&pol| pol == p.policy).collect())
            .course_numbers(lang);
    let cost = Table::of(
        &tables::HEALTHY_COST,
        lang,
        o.extra_drops
            .iter()
            .map(|e| {
                vec![
                    e.policy.label().get(lang).to_string(),
                    format!("{}/{}", e.extra, REQUESTS),
                    to_fixed(e.pct, 2),
                    to_fixed(e.per_second, 2),
                ]
            })
            .collect(),
    )
    .highlight(vec![false; o.extra_drops.len()])
    .course_numbers(lang);

    let charts = vec![
        budget_chart(p, o, lang),
        step_chart(p, o, lang),
        request_chart(p, o, lang),
        outcome_chart(p, o, lang),
        blame_chart(p, o, lang),
        slots_chart(p, o, lang),
    ];

    let healthy = |pol| o.run_of(Regime::Healthy, pol);
    let slow = |pol| o.run_of(Regime::TariffSlow, pol);
    let busy_of = |pol: Policy| o.busy[pol as usize];
    let f = Fact::new;
    let n = |name, value: u32| Fact { name, value: value as f64, decimals: 0 };
    // Whole milliseconds read as whole numbers, others to one decimal.
    let m = |name, value: f64| Fact { name, value, decimals: if value == value.trunc() { 0 } else { 1 } };
    let (g, e, w) = (Policy::Greedy, Policy::Equal, Policy::Weighted);
    let (tariff, size) = (Step::Tariff as usize, Step::Size as usize);
    let total_option = {
        let (tg, tw) = (busy_of(g).total_without_cancel, busy_of(w).total_without_cancel);
        if tw < 0.9 * tg {
            0.0
        } else if tw <= 1.1 * tg {
            1.0
        } else {
            2.0
        }
    };
    let shown = o.shown_of(p.policy);
    let facts = vec![
        n("requests", REQUESTS as u32),
        n("cycle_len", CYCLE as u32),
        // The course's comments and prose say "one in sixteen".
        n("claimed_cycle", 16),
        n("tails_in_run", (REQUESTS / CYCLE) as u32),
        n("tails_if_16", (REQUESTS / 16) as u32),
        f("tariff_tail", durations(Regime::Healthy, Step::Tariff)[CYCLE - 1], 0),
        f("size_tail", durations(Regime::Healthy, Step::Size)[CYCLE - 1], 0),
        m("threshold", p.chain.threshold),
        m("gateway", p.chain.gateway),
        m("remaining", o.remaining),
        m("median_tariff", p.chain.medians.tariff),
        m("median_size", p.chain.medians.size),
        m("equal_tariff_share", o.shares[1][0]),
        m("equal_size_share", o.shares[1][1]),
        m("weighted_tariff_share", o.shares[2][0]),
        m("weighted_size_share", o.shares[2][1]),
        n("healthy_greedy_answered", healthy(g).answered),
        n("healthy_greedy_dropped", healthy(g).dropped),
        n("healthy_equal_dropped", healthy(e).dropped),
        n("healthy_weighted_dropped", healthy(w).dropped),
        // Yes / no: the weighted split still drops requests on the healthy day (0 yes, 1 no).
        f("healthy_weighted_drops_option", if healthy(w).dropped > 0 { 0.0 } else { 1.0 }, 0),
        n("healthy_equal_size_failed", healthy(e).failed[size]),
        n("healthy_weighted_tariff_failed", healthy(w).failed[tariff]),
        f("healthy_equal_top_blame", most_blamed(healthy(e)), 0),
        f("healthy_weighted_top_blame", most_blamed(healthy(w)), 0),
        f("extra_drop_pct", o.extra_drops[0].pct, 2),
        f("extra_drop_per_second", o.extra_drops[0].per_second, 2),
        n("slow_greedy_answered", slow(g).answered),
        n("slow_equal_answered", slow(e).answered),
        n("slow_weighted_answered", slow(w).answered),
        n("slow_greedy_tariff_failed", slow(g).failed[tariff]),
        n("slow_greedy_size_failed", slow(g).failed[size]),
        n("slow_equal_size_failed", slow(e).failed[size]),
        n("slow_weighted_size_failed", slow(w).failed[size]),
        f("slow_greedy_top_blame", most_blamed(slow(g)), 0),
        m("slow_greedy_median", slow(g).median),
        m("slow_equal_median", slow(e).median),
        m("slow_weighted_median", slow(w).median),
        f("abandoned_greedy", slow(g).abandoned_ms, 0),
        f("abandoned_equal", slow(e).abandoned_ms, 0),
        f("abandoned_weighted", slow(w).abandoned_ms, 0),
        f("caller_greedy", busy_of(g).caller, 1),
        f("caller_equal", busy_of(e).caller, 1),
        f("caller_weighted", busy_of(w).caller, 1),
        f("total_without_greedy", busy_of(g).total_without_cancel, 1),
        f("total_without_equal", busy_of(e).total_without_cancel, 1),
        f("total_without_weighted", busy_of(w).total_without_cancel, 1),
        f("total_with_greedy", busy_of(g).total_with_cancel, 1),
        f("total_with_weighted", busy_of(w).total_with_cancel, 1),
        // Weighted against greedy, without cancellation: 0 fewer slots, 1 about the same (±10 %), 2 more.
        f("total_option", total_option, 0),
        // Abandoned work of the weighted split against the greedy one: 0 less, 1 the same, 2 more.
        f("abandoned_option", ordering_option(slow(w).abandoned_ms.total_cmp(&slow(g).abandoned_ms)), 0),
        n("first_request", 1),
        n("last_request", o.shown.first().map_or(1, |r| r.requests.len() as u32)),
        f("field_bytes", o.field_bytes_per_request, 0),
        f("field_share_pct", o.field_share_pct, 1),
        n("shown_answered", shown.answered),
        m("shown_median", shown.median),
        f("shown_slots", slots(p, shown.mean) + slots(p, shown.abandoned_ms / shown.n as f64), 1),
        // The intro's figures.
        n("cycle", CYCLE as u32),
    ];
    let (regime, policy, answered) = (regime_tag(p, lang), p.policy.label().get(lang), shown.answered);
    let median = fmt_num(shown.median, if shown.median == shown.median.trunc() { 0 } else { 1 }, lang);
    let (callers, abandoned) = (slots(p, shown.mean), slots(p, shown.abandoned_ms / shown.n as f64));
    let busy_slots = fmt_num(callers + abandoned, 1, lang);
    let (callers, abandoned) = (fmt_num(callers, 1, lang), fmt_num(abandoned, 1, lang));
    let summary = t!(
        lang,
        "{regime}, {policy} dağıtım: {REQUESTS} isteğin {answered} tanesi yanıtlandı, ortanca {median} ms, meşgul yuva {busy_slots} (çağıran {callers}, terk edilen iş {abandoned}).",
        "{regime}, {policy} split: {answered} of {REQUESTS} requests answered, median {median} ms, busy slots {busy_slots} (callers {callers}, abandoned work {abandoned})."
    );
    let notes = notes(p, o, lang);
    View::new(vec![shares, runs, busy, cost], charts, facts, notes, summary).with_frames(frames(p, o, lang))
}

/// Where the course's text says more than its model shows, on the part of the page concerned.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let num = |x: f64| fmt_num(x, 0, lang);
    let tariff_tail = durations(Regime::Healthy, Step::Tariff)[CYCLE - 1];
    let size_tail = durations(Regime::Healthy, Step::Size)[CYCLE - 1];
    let weighted = o.run_of(Regime::Healthy, Policy::Weighted);
    let weighted_row = o.extra_drops.iter().position(|e| e.policy == Policy::Weighted).unwrap_or(0);
    vec![
        Note {
            on: NoteOn::Table("healthy-cost"),
            text: t!(
                lang,
                "Dersin metni ve kod yorumları uzun kuyruğun {} çağrıda bir geldiğini söylüyor; döngü aslında {} değer uzunluğunda. {} istekte kuyruk {} kez geliyor; döngü {} olsaydı {} kez gelirdi, bu tablodaki fazladan düşüşler de ona göre değişirdi.",
                "The course's text and code comments say the long tail comes once in {} calls; the cycle is in fact {} values long. In {} requests the tail comes {} times; with a cycle of {} it would come {} times, and the extra drops in this table would change with it.",
                num(16.0),
                num(CYCLE as f64),
                num(REQUESTS as f64),
                num((REQUESTS / CYCLE) as f64),
                num(16.0),
                num((REQUESTS / 16) as f64)
            ),
        },
        Note {
            on: NoteOn::Row("healthy-cost", weighted_row),
            text: t!(
                lang,
                "Ders, payı kuyruğa göre seçmenin arızasız günün bedelini düşürdüğünü ama sıfırlamadığını söylüyor. Modelin kuyruklarının bir tavanı var (döngünün en uzun değeri: tarife {} ms, ölçü {} ms); paylar bu tavanları taşıdığında ağırlıklı dağıtım arızasız günde hiç istek düşürmez. Bu değerlerde düşen: {}. Gerçek bir kuyruğun sabit tavanı yoktur.",
                "The course says choosing the shares by the tails lowers the healthy day's cost but never removes it. The model's tails have a ceiling (the cycle's longest value: tariff {} ms, size {} ms); when the shares hold those ceilings, the weighted split drops nothing on a healthy day. At these values it drops {}. A real tail has no fixed ceiling.",
                num(tariff_tail),
                num(size_tail),
                num(weighted.dropped as f64)
            ),
        },
        Note {
            on: NoteOn::Table("busy"),
            text: t!(
                lang,
                "Modelde iptal, bağımlılığın işini anında ve bedelsiz durdurur: iptalli toplam ayrı bir koşum değil, çağıran sütununun kendisidir (gösterilen dağıtımda {} yuva). Gerçek bir iptal mesajı geç ulaşabilir; bu sütun kazancın en iyi hâlidir.",
                "In the model, cancellation stops the dependency's work instantly and at no cost: the with-cancellation total is not a separate run but the caller column itself ({} slots for the split shown). A real cancellation message can arrive late; this column is the gain at its best.",
                fmt_num(o.busy.get(p.policy as usize).map_or(0.0, |b| b.total_with_cancel), 1, lang)
            ),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::find;
    use crate::testing::{chart, table};
    use lessons::content::{fill, lesson};

    fn step_view(i: usize, lang: Lang) -> (View, &'static lessons::content::Step) {
        let st = &lesson(5).unwrap().steps[i];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        (find("butce/kosum").unwrap().view(&pairs, lang).unwrap(), st)
    }

    #[test]
    fn steps_reveal_the_course_numbers_at_its_values() {
        let (v, st) = step_view(1, Lang::Tr);
        let text = fill(st.explain.tr, &v, Lang::Tr);
        assert!(text.contains("Sağlam ölçü 42 kez, yavaş tarife 36 kez"), "{text}");
        let (v, st) = step_view(2, Lang::En);
        let text = fill(st.explain.en, &v, Lang::En);
        for want in ["5540 ms", "11,120 ms", "130.5", "136.7"] {
            assert!(text.contains(want), "{want}: {text}");
        }
    }

    #[test]
    fn answers_point_at_the_cut_step_and_the_blamed_healthy_step() {
        use lessons::content::{truth, Truth};
        let answer = |i| {
            let (v, st) = step_view(i, Lang::En);
            truth(&st.ask, |n| v.fact(n).map(|f| f.value)).unwrap()
        };
        assert_eq!(answer(0), Truth::Option(Step::Tariff as usize));
        assert_eq!(answer(1), Truth::Option(Step::Size as usize));
        // Weighted and greedy hold about the same slots in all.
        assert_eq!(answer(2), Truth::Option(1));
        // Shares chosen by the tails drop nothing on the healthy day: "no".
        assert_eq!(answer(3), Truth::Option(1));
        // 23 of 48: the middle bucket.
        assert_eq!(answer(4), Truth::Option(1));
    }

    #[test]
    fn the_notes_carry_the_course_s_claims_with_the_model_s_numbers() {
        let v = find("butce/kosum").unwrap().view(&[], Lang::En).unwrap();
        assert!(v.table_notes("healthy-cost").any(|n| n.text.contains("once in 16") && n.text.contains("17 values")));
        assert!(v.table_notes("busy").any(|n| n.text.contains("caller column")));
    }

    #[test]
    fn page_rounds_long_floats_that_the_transcript_keeps() {
        let m = find("butce/kosum").unwrap();
        let args = [("K01.esik", "199.7"), ("GECIT_PAYI", "13.3"), ("regime", "1")];
        let v = m.view(&args, Lang::En).unwrap();
        assert!(v.transcript.contains("119.49999999999999"));
        let runs = table(&v, "runs");
        assert_eq!(runs.rows[1][6], "119.5");
    }

    #[test]
    fn each_request_bar_adds_up_to_the_threshold() {
        for regime in ["0", "1"] {
            for policy in ["0", "1", "2"] {
                let v = find("butce/kosum").unwrap().view(&[("regime", regime), ("policy", policy)], Lang::En).unwrap();
                let c = chart(&v, "requests");
                // Everything but the abandoned work (drawn past the threshold).
                let parts = &c.traces[..c.traces.len() - 1];
                for i in 0..REQUESTS {
                    let sum: f64 = parts.iter().map(|t| t.y[i]).sum();
                    assert!((sum - 200.0).abs() < 1e-9, "request {i}: {sum}");
                }
            }
        }
    }
}

#[cfg(test)]
mod frame_tests {
    use super::*;
    use crate::testing::{chart, run_at};

    #[test]
    fn the_chosen_policy_s_frames_are_its_charted_requests() {
        for (key, value) in [("regime", 1.0), ("regime", 0.0), ("cancel", 1.0), ("policy", 2.0)] {
            let (p, _, v) = run_at(&MODEL, key, value, Lang::Tr);
            let f = v.frames.as_ref().unwrap();
            let chart = chart(&v, "requests");
            let y = |k: usize| &chart.traces[k].y;
            let scene = &f.scenes[p.policy as usize];
            assert_eq!(f.rounds, (1..=REQUESTS as u32).collect::<Vec<_>>());
            for i in 0..f.len() {
                let tariff = scene.node("tariff").unwrap();
                let size = scene.node("size").unwrap();
                assert_eq!(tariff.fill[0].1.at(i) as f32, y(1)[i] as f32, "{key}={value} request {i}");
                assert_eq!(size.fill[0].1.at(i) as f32, y(2)[i] as f32);
                let abandoned: f64 =
                    ["delivery", "tariff", "size"].iter().map(|id| scene.node(id).unwrap().fill[1].1.at(i)).sum();
                assert!((abandoned - y(5)[i]).abs() < 1e-3, "{abandoned} {}", y(5)[i]);
                let gw = scene.node("gateway").unwrap().level(i);
                assert!((gw - (y(0)[i] + y(1)[i] + y(2)[i] + y(3)[i])).abs() < 1e-3);
            }
        }
    }
}
