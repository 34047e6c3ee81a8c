//! Lesson 1, `kipler/gorunum`: the signature table as the course prints it, and as the page
//! shows it.

use crate::texts::l01::gorunum::{charts, columns, tables};
use sim_core::kipler::gorunum::{Mode, Output, Params, Signature};
use sim_core::Lang;

use crate::columns::Columns;
use lessons::jsfmt::{js_string, to_fixed};
use lessons::view::{fmt_num, palette, t, BarMode, Chart, Fact, Note, NoteOn, Table, Trace, View, Xs};

/// How the lab runs, prints and shows `kipler/gorunum`.
pub static MODEL: crate::Model<Params, Output> =
    crate::Model { headline: Some(headline), ..crate::Model::new(sim_core::kipler::gorunum::run, transcript, view) };

fn share(x: Option<f64>) -> String {
    x.map_or_else(|| "-".to_string(), |v| to_fixed(v, 3))
}

/// A mode's row of class shares, named `name` (the course's name or the page's).
fn signature_cells(name: &str, g: &Signature) -> Vec<String> {
    vec![
        name.to_string(),
        share(Some(g.answered)),
        share(Some(g.errors)),
        share(Some(g.timeouts)),
        to_fixed(g.slot_rounds, 2),
        share(g.fresh),
    ]
}

/// The course's stdout, byte for byte, except that the first line names the seed the run used
/// where the course's code prints its own (see the fixtures' README).
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut s = String::new();
    // The course's code prints its seed as a literal; the lab names the seed it ran with (the
    // same line at the course's seed).
    s += &format!(
        "model: kip basina {} cagri, olagan cagri {} tur, zaman asimi {} tur, tohum {}\n",
        p.calls,
        js_string(p.normal_rounds),
        js_string(p.timeout),
        p.seed
    );
    s += "\n";
    s += &Columns::of(columns::SIGNATURES).table(&o.signatures, |g| signature_cells(g.mode.course_name(), g));
    s += "\nsinif oranlariyla ayrilamayan kip ciftleri:\n";
    for l in &o.look_alikes {
        s += &format!(
            "  {} = {} -> icerik denetimi {}\n",
            l.first.course_name(),
            l.second.course_name(),
            if l.content_separates { "ayiriyor" } else { "de ayirmiyor" }
        );
    }
    s += &format!(
        "\narizasiz gunun bedeli: yanit basina {} baytlik tazelik damgasi = {} bayt/s (K01 uctaki {} istek/s); \
         adlandirma {} cagri = {} tur ({} olay/s) = {} ms\n",
        js_string(p.stamp_bytes),
        to_fixed(o.stamp_bytes_per_second, 2),
        js_string(p.edge_rate),
        js_string(p.naming_window),
        to_fixed(o.naming_rounds, 1),
        js_string(p.event_rate),
        to_fixed(o.naming_ms, 0)
    );
    s += &format!(
        "duyarlilik: AY4 0,050 olsaydi yuva-tur/cagri {} yerine {} olurdu\n",
        to_fixed(o.signatures[0].slot_rounds, 2),
        to_fixed(o.sensitivity_slot_rounds, 2)
    );
    s
}

pub fn view(p: &Params, o: &Output, lang: Lang) -> View {
    let modes: Vec<String> = o.signatures.iter().map(|g| g.mode.label().get(lang).to_string()).collect();
    let signature = Table::of(
        &tables::SIGNATURE,
        lang,
        o.signatures.iter().zip(&modes).map(|(g, m)| signature_cells(m, g)).collect(),
    )
    .highlight(vec![false; o.signatures.len()])
    .course_numbers(lang);
    let pairs = Table::of(
        &tables::LOOK_ALIKES,
        lang,
        o.look_alikes
            .iter()
            .map(|l| {
                vec![
                    format!("{} = {}", l.first.label().get(lang), l.second.label().get(lang)),
                    if l.content_separates {
                        t(lang, "ayırıyor", "tells them apart")
                    } else {
                        t(lang, "o da ayırmıyor", "cannot tell them apart either")
                    },
                ]
            })
            .collect(),
    )
    .highlight(vec![false; o.look_alikes.len()]);

    let cat = || Xs::Cat(modes.clone());
    let mut classes = Chart::of(&charts::SIGNATURE_SHARES, lang);
    classes.bar_mode = BarMode::Stack;
    let col = |f: fn(&sim_core::kipler::gorunum::Signature) -> f64| o.signatures.iter().map(f).collect::<Vec<_>>();
    classes.traces = vec![
        Trace::bar(t(lang, "yanıt", "answer"), cat(), col(|g| g.answered), palette::BLUE).horizontal(),
        Trace::bar(t(lang, "hata", "error"), cat(), col(|g| g.errors), palette::ORANGE).horizontal(),
        Trace::bar(t(lang, "zaman aşımı", "timeout"), cat(), col(|g| g.timeouts), palette::VERMILLION).horizontal(),
    ];
    let mut held = Chart::of(&charts::SLOT_ROUNDS, lang);
    held.traces = vec![Trace::bar(
        t(lang, "yuva-tur/çağrı", "slot-rounds per call"),
        cat(),
        col(|g| g.slot_rounds),
        palette::PURPLE,
    )];
    held.lines = vec![(p.timeout, t(lang, "zaman aşımı (ZT)", "timeout (ZT)"))];

    let sig = |m: Mode| &o.signatures[m as usize];
    let healthy_stale = healthy_looks_stale(o);
    let facts = vec![
        Fact { name: "stop_slot_rounds", value: sig(Mode::Stop).slot_rounds, decimals: 2 },
        Fact { name: "slow_slot_rounds", value: sig(Mode::Slow).slot_rounds, decimals: 2 },
        Fact { name: "slow_over_stop", value: sig(Mode::Slow).slot_rounds / sig(Mode::Stop).slot_rounds, decimals: 1 },
        Fact { name: "healthy_timeouts", value: sig(Mode::Healthy).timeouts, decimals: 3 },
        Fact { name: "partial_errors", value: sig(Mode::Partial).errors, decimals: 3 },
        Fact { name: "healthy_stale_look_alike", value: healthy_stale as u8 as f64, decimals: 0 },
        // For "do they still look alike?": 0 yes, 1 no.
        Fact { name: "healthy_stale_option", value: (!healthy_stale) as u8 as f64, decimals: 0 },
        Fact { name: "look_alikes", value: o.look_alikes.len() as f64, decimals: 0 },
        Fact { name: "stamp_bytes_per_second", value: o.stamp_bytes_per_second, decimals: 2 },
        Fact { name: "stale_fresh", value: sig(Mode::Stale).fresh.unwrap_or(0.0), decimals: 3 },
        Fact { name: "rare_timeouts", value: p.rare_timeouts, decimals: 3 },
    ];
    let summary = match lang {
        Lang::Tr => format!(
            "Durma çağrı başına {} yuva-tur, yavaşlama {} yuva-tur tutuyor; {} kip çifti sınıf paylarıyla ayrılamıyor.",
            fmt_num(sig(Mode::Stop).slot_rounds, 2, lang),
            fmt_num(sig(Mode::Slow).slot_rounds, 2, lang),
            o.look_alikes.len()
        ),
        Lang::En => format!(
            "A stop holds {} slot-rounds per call, a slowdown {}; {} pairs of modes look alike by class shares.",
            to_fixed(sig(Mode::Stop).slot_rounds, 2),
            to_fixed(sig(Mode::Slow).slot_rounds, 2),
            o.look_alikes.len()
        ),
    };
    View::new(vec![signature, pairs], vec![classes, held], facts, notes(p, o, lang), summary)
}

/// Whether class shares alone cannot tell the healthy mode from stale content (the course's
/// famous look-alike).
fn healthy_looks_stale(o: &Output) -> bool {
    o.look_alikes.iter().any(|l| l.first == Mode::Healthy && l.second == Mode::Stale)
}

/// The healthy mode's slot-rounds per call as the formula gives them for a timeout share
/// (what the course's sensitivity line computes for 0.05).
fn analytic_slot_rounds(p: &Params, share: f64) -> f64 {
    p.normal_rounds + share * (p.timeout - p.normal_rounds)
}

/// The course's claims that its model bears out only in part, on the rows they concern.
fn notes(p: &Params, o: &Output, lang: Lang) -> Vec<Note> {
    let healthy = &o.signatures[Mode::Healthy as usize];
    let sampled = fmt_num(healthy.slot_rounds, 2, lang);
    let analytic = fmt_num(analytic_slot_rounds(p, p.rare_timeouts), 2, lang);
    let at_sensitivity = fmt_num(o.sensitivity_slot_rounds, 2, lang);
    let share = fmt_num(p.rare_timeouts, 3, lang);
    let high = fmt_num(sim_core::kipler::gorunum::SENSITIVITY_RARE, 3, lang);
    let mut notes = Vec::new();
    // At the share the line names, sampled against computed is all that is left to say.
    if p.rare_timeouts != sim_core::kipler::gorunum::SENSITIVITY_RARE {
        notes.push(Note {
            on: NoteOn::Cell("signature", Mode::Healthy as usize, 4),
            text: t!(
                lang,
                "Kursun duyarlılık satırı bu örneklenmiş {sampled} değerini, zaman aşımı payı {high} için formülle hesaplanan {at_sensitivity} ile karşılaştırır. Aynı formül bugünkü {share} pay için {analytic} verir: satır, çekilişin şansını da payın etkisine katar.",
                "The course's sensitivity line compares this sampled {sampled} with {at_sensitivity}, computed by formula for a timeout share of {high}. The same formula gives {analytic} for today's share of {share}: the line counts the draw's luck as part of the share's effect."
            ),
        });
    }
    let timeouts = (healthy.timeouts * p.calls as f64).round();
    let expected = p.rare_timeouts * p.calls as f64;
    let tolerance = fmt_num(sim_core::kipler::gorunum::TOLERANCE, 2, lang);
    let (drew, expect, calls) =
        (fmt_num(timeouts, 0, lang), fmt_num(expected, 0, lang), fmt_num(p.calls as f64, 0, lang));
    let pair = o.look_alikes.iter().position(|l| l.first == Mode::Healthy && l.second == Mode::Stale);
    notes.push(Note {
        on: pair.map_or(NoteOn::Table("look-alikes"), |r| NoteOn::Row("look-alikes", r)),
        text: t!(
            lang,
            "Kurs bayat içeriğin sınıf paylarıyla sağlıklı gibi göründüğünü söyler. Bu tohum {calls} çağrıda {drew} zaman aşımı çekti; beklenen {expect}. Beklenen pay {share}, eşitlik toleransı {tolerance}: çoğu tohumda fark toleransı aşar ve çift ayrılır. \"Şans mı?\" dağılımı kaç tohumda benzediğini gösterir.",
            "The course says stale content looks healthy by class shares. This seed drew {drew} timeouts in {calls} calls, where {expect} are expected. The expected share is {share} and the tolerance {tolerance}: for most seeds the gap exceeds the tolerance and the pair separates. The \"Luck or law?\" distribution shows for how many seeds they look alike."
        ),
    });
    notes
}

/// The ensemble's measures for one seed: the healthy mode's timeout share, and whether class
/// shares leave healthy and stale content alike (1) or not (0).
fn headline(p: &Params) -> Vec<f64> {
    let o = sim_core::kipler::gorunum::run(p);
    vec![o.signatures[Mode::Healthy as usize].timeouts, f64::from(u8::from(healthy_looks_stale(&o)))]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_headline_is_the_run_s_own_timeout_share_and_look_alike() {
        for seed in [20260730, 1, 42] {
            let p = Params { seed, ..Params::default() };
            let o = sim_core::kipler::gorunum::run(&p);
            let v = view(&p, &o, Lang::En);
            let h = headline(&p);
            assert_eq!(h[0], v.fact("healthy_timeouts").unwrap().value);
            assert_eq!(h[1], v.fact("healthy_stale_look_alike").unwrap().value);
        }
    }

    #[test]
    fn at_the_course_s_seed_the_look_alike_holds_and_its_row_carries_the_note() {
        let p = Params::default();
        let v = view(&p, &sim_core::kipler::gorunum::run(&p), Lang::Tr);
        assert!(v
            .notes
            .iter()
            .any(|n| matches!(n.on, NoteOn::Row("look-alikes", 0)) && n.text.contains("5 zaman aşımı")));
        assert!(v
            .table_notes("signature")
            .any(|n| n.text.contains("2,23") && n.text.contains("2,90") && n.text.contains("2,45")));
    }
}
