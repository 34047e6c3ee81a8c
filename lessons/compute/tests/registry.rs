//! Every model and lesson is complete and consistent: schemas, controls, steps, placeholders.

use compute::{find, MODELS};
use lessons::catalog::{PAGES, PAGE_NUMBERS};
use lessons::content::{self, placeholders, Ask, COURSE, LESSONS};
use sim_core::params::Kind;
use sim_core::Lang;

/// A placeholder names one fact: a view that held two of one name would fill the text with the
/// first and leave the second unread.
#[test]
fn no_view_names_two_facts_alike() {
    for m in MODELS.iter() {
        for lang in [Lang::Tr, Lang::En] {
            let v = m.view_at(&[], lang).unwrap();
            for (i, f) in v.facts.iter().enumerate() {
                assert!(v.facts[..i].iter().all(|g| g.name != f.name), "{} {lang:?}: fact {} twice", m.id(), f.name);
            }
        }
    }
}

#[test]
fn every_schema_is_well_formed() {
    for m in MODELS.iter() {
        let schema = m.schema();
        for (i, s) in schema.iter().enumerate() {
            let name = format!("{} {}", m.id(), s.key);
            assert!(s.min <= s.default && s.default <= s.max, "{name}: default outside the slider");
            assert!(s.domain.0 <= s.min && s.max <= s.domain.1, "{name}: slider outside the domain");
            assert!(s.step > 0.0, "{name}: step");
            assert!(!s.label.tr.is_empty() && !s.label.en.is_empty(), "{name}: labels");
            if let Some(options) = s.kind.labels() {
                assert_eq!(options.len() as f64, s.max - s.min + 1.0, "{name}: choices");
            }
            if let Kind::CourseChoice(options, values) = s.kind {
                assert_eq!(options.len(), values.len(), "{name}: a course value for each choice");
            }
            assert!(schema[..i].iter().all(|o| o.key != s.key), "{name}: duplicate key");
            assert!(
                s.symbol.is_empty() || schema[..i].iter().all(|o| o.symbol != s.symbol),
                "{name}: duplicate symbol"
            );
        }
    }
}

/// Each key reads back what was stored under it and nothing else moves: the defaults are the
/// schema's, and setting one key to its slider's ends changes that key alone. A derived key (a
/// course constant computed from others, such as `OLCEK`) may follow its inputs, but only until
/// it is set itself.
#[test]
fn every_key_stores_into_its_own_field() {
    for info in lessons::MODELS.iter() {
        let m = compute::find(info.id).unwrap();
        let schema = info.schema().unwrap();
        let defaults = m.values(&[]).unwrap();
        for (s, d) in schema.iter().zip(&defaults) {
            assert_eq!(*d, s.default, "{} {}: default differs from the schema", info.id, s.key);
        }
        for (i, s) in schema.iter().enumerate() {
            for x in [s.min, s.max] {
                let text = x.to_string();
                let Ok(read) = m.values(&[(s.key, text.as_str())]) else { continue };
                assert_eq!(read[i], x, "{}: {}={x} read back as {}", info.id, s.key, read[i]);
                for (j, o) in schema.iter().enumerate() {
                    if j == i || read[j] == defaults[j] {
                        continue;
                    }
                    let pinned = defaults[j].to_string();
                    let again = m.values(&[(s.key, text.as_str()), (o.key, pinned.as_str())]).unwrap();
                    assert_eq!((again[i], again[j]), (x, defaults[j]), "{}: {}={x} moved {}", info.id, s.key, o.key);
                }
            }
        }
    }
}

#[test]
fn every_model_runs_at_its_defaults_and_at_slider_extremes() {
    for m in MODELS.iter() {
        for lang in [Lang::Tr, Lang::En] {
            let v = m.view(&[], lang).unwrap();
            assert!(!v.tables.is_empty() && !v.charts.is_empty() && !v.summary.is_empty(), "{}", m.id());
        }
        for s in m.schema() {
            for x in [s.min, s.max] {
                let text = x.to_string();
                let r = m.view(&[(s.key, text.as_str())], Lang::Tr);
                // The only acceptable refusal is a conflict between two values (BAS ≥ T).
                if let Err(e) = r {
                    assert!(e.is_conflict(), "{} {}={x}: {e}", m.id(), s.key);
                }
            }
        }
    }
}

#[test]
fn every_lesson_names_existing_models_keys_and_facts() {
    for l in LESSONS.iter() {
        assert!(l.steps.len() >= 3, "lesson {} needs three steps", l.number);
        assert!(!l.intro.tr.trim().is_empty() && !l.intro.en.trim().is_empty());
        for w in l.widgets {
            let m = find(w.model).unwrap_or_else(|| panic!("lesson {}: model {}", l.number, w.model));
            for c in w.controls {
                assert!(m.schema().iter().any(|s| s.key == *c), "lesson {}: control {c}", l.number);
            }
            // A pair's two settings are values the sliders can take, and they show two
            // different results (a contrast, not the same run twice).
            for p in w.pairs {
                let at = |setting: &[(&str, f64)]| {
                    for (k, x) in setting {
                        let spec = m.schema().iter().find(|s| s.key == *k);
                        let spec = spec.unwrap_or_else(|| panic!("lesson {} pair: key {k}", l.number));
                        assert!((spec.min..=spec.max).contains(x), "lesson {} pair: {k} = {x}", l.number);
                    }
                    m.view_at(setting, Lang::En).unwrap_or_else(|e| panic!("lesson {} pair: {e:?}", l.number))
                };
                let (a, b) = (at(p.a), at(p.b));
                assert_ne!(p.a, p.b, "lesson {}: {}", l.number, p.label.en);
                assert!(
                    a.summary != b.summary || a.charts != b.charts,
                    "lesson {}: {} shows one result",
                    l.number,
                    p.label.en
                );
            }
        }
        for (i, st) in l.steps.iter().enumerate() {
            let m = find(st.model).unwrap();
            assert!(l.widgets.iter().any(|w| w.model == st.model), "step {i}: model has no widget");
            for (k, _) in st.set {
                assert!(m.schema().iter().any(|s| s.key == *k), "step {i}: key {k}");
            }
            for lang in [Lang::Tr, Lang::En] {
                let view = m.view_at(st.set, lang).unwrap();
                for text in [st.question.get(lang), st.explain.get(lang)] {
                    for name in placeholders(text) {
                        assert!(view.fact(name).is_some(), "lesson {} step {i}: no fact {name}", l.number);
                    }
                    assert!(!content::fill(text, &view, lang).contains('{'));
                }
                // A choice's options and a comparison's labels may quote facts, never the answer.
                for option in st.ask.options(lang, &str::to_string) {
                    for name in placeholders(&option) {
                        assert!(view.fact(name).is_some(), "lesson {} step {i}: no fact {name}", l.number);
                        assert!(
                            !st.ask.answer_facts().contains(&name),
                            "lesson {} step {i}: an option shows the answer {name}",
                            l.number
                        );
                    }
                }
                assert!(!st.ask.options(lang, &|t| content::fill(t, &view, lang)).iter().any(|o| o.contains('{')));
                for e in st.evidence {
                    let found = match e {
                        content::Evidence::Table(t) => view.tables.iter().any(|x| x.id == *t),
                        content::Evidence::Row(t, r) => view.tables.iter().any(|x| x.id == *t && *r < x.rows.len()),
                        content::Evidence::Chart(c) => view.charts.iter().any(|x| x.id == *c),
                        content::Evidence::Explorer => {
                            l.widgets.iter().any(|w| w.model == st.model && w.explorer.is_some())
                        }
                        content::Evidence::Ensemble => {
                            l.widgets.iter().any(|w| w.model == st.model && w.ensemble.is_some())
                        }
                        content::Evidence::System => {
                            l.widgets.iter().any(|w| w.model == st.model && w.system.is_some())
                        }
                    };
                    assert!(found, "lesson {} step {i}: evidence {e:?} is not on the page", l.number);
                }
                let fact = |n: &str| view.fact(n).map(|f| f.value);
                for f in st.ask.answer_facts() {
                    assert!(view.fact(f).is_some(), "lesson {} step {i}: no answer fact {f}", l.number);
                    for q in [st.question.tr, st.question.en] {
                        assert!(
                            !placeholders(q).contains(&f),
                            "lesson {} step {i}: the question shows the answer {f}",
                            l.number
                        );
                    }
                }
                for tag in content::suffix_tags(st.question.tr).into_iter().chain(content::suffix_tags(st.explain.tr)) {
                    assert!(
                        lessons::tr::Case::from_tag(tag).is_some(),
                        "lesson {} step {i}: suffix tag {tag}",
                        l.number
                    );
                }
                match &st.ask {
                    Ask::Choice { options, .. } => {
                        let Some(content::Truth::Option(k)) = content::truth(&st.ask, fact) else { panic!("step {i}") };
                        assert!(k < options.len(), "lesson {} step {i}: answer index", l.number);
                    }
                    Ask::Bucket { edges, .. } => {
                        assert!(!edges.is_empty() && edges.windows(2).all(|w| w[0] < w[1]), "step {i}: edges");
                    }
                    Ask::Range { min, max, width, .. } => {
                        assert!(min < max && *width > 0.0 && *width < max - min, "step {i}: range");
                    }
                    Ask::Order { items } => assert!(items.len() >= 2, "step {i}: order"),
                    Ask::Number { tolerance, .. } => assert!(*tolerance >= 0.0, "step {i}: tolerance"),
                    Ask::Direction { within, .. } | Ask::Compare { within, .. } => assert!(*within >= 0.0),
                    Ask::MostSeeds => assert!(
                        l.widgets.iter().any(|w| w.model == st.model && w.ensemble.is_some()),
                        "lesson {} step {i}: no ensemble to answer from",
                        l.number
                    ),
                }
            }
        }
    }
}

#[test]
fn every_page_s_outline_is_its_content_s_number_title_steps_and_widgets() {
    assert_eq!(content::OUTLINES.len(), LESSONS.len());
    for (o, l) in content::OUTLINES.iter().zip(LESSONS.iter()) {
        assert_eq!((o.number, o.slug, o.title), (l.number, l.slug, l.title));
        assert_eq!(o.steps, l.steps.iter().map(|s| s.title).collect::<Vec<_>>(), "page {}", l.number);
        assert_eq!(o.widgets, l.widgets.iter().map(|w| (w.model, w.title)).collect::<Vec<_>>(), "page {}", l.number);
    }
}

#[test]
fn course_map_has_twenty_lessons_in_three_sections_then_the_extra_labs() {
    let numbers: Vec<u8> = COURSE.iter().flat_map(|s| s.pages().map(|l| l.number)).collect();
    assert_eq!(numbers, PAGE_NUMBERS);
    assert_eq!(LESSONS.len(), PAGES);
    assert_eq!(COURSE[..3].iter().map(|s| s.pages().count()).sum::<usize>(), 20);
    assert!(COURSE[3].pages().all(|l| content::is_extra(l.number)));
    assert_eq!(content::kicker(21, Lang::Tr), "Ek laboratuvar 1");
    assert_eq!(content::short_number(26), "E6");
    assert_eq!(content::kicker(7, Lang::En), "Lesson 7");
    for (l, n) in LESSONS.iter().zip(PAGE_NUMBERS) {
        assert_eq!(l.number, *n, "content module of page {n} says it is page {}", l.number);
    }
}

#[test]
fn explorers_and_their_cells_agree() {
    // A widget with an explorer names two of its model's keys, and the model computes one cell
    // value per measure; a model without one computes none.
    for l in LESSONS.iter() {
        for w in l.widgets {
            let m = find(w.model).unwrap();
            let spec = |k: &str| m.schema().iter().find(|s| s.key == k).unwrap_or_else(|| panic!("{}: {k}", m.id()));
            let row =
                |x: &str, y: &str| m.sweep_row(&Default::default(), (x, &[spec(x).default]), (y, spec(y).default));
            match w.explorer {
                Some(e) => assert_eq!(row(e.x, e.y)[0].len(), e.measures.len(), "{}", m.id()),
                None => assert!(row(m.schema()[0].key, m.schema()[0].key).is_empty(), "{} computes cells", m.id()),
            }
        }
    }
}

#[test]
fn steps_reveal_the_course_numbers_at_its_values() {
    let view = find("kesici/kosum").unwrap().view(&[("shown_mode", "2")], Lang::Tr).unwrap();
    let text = content::fill(LESSONS[1].steps[0].explain.tr, &view, Lang::Tr);
    assert!(text.contains("19.312") && text.contains("1646") && text.contains("%91,48"), "{text}");
}

#[test]
fn at_the_course_values_an_explorer_cell_agrees_with_the_full_model() {
    use sim_core::{bolme, kesici};
    let base = Default::default();
    let p = kesici::kosum::Params::default();
    let o = kesici::kosum::run(&p);
    let cell = find("kesici/kosum").unwrap().sweep_row(&base, ("window", &[20.0]), ("threshold", 0.5)).remove(0);
    assert_eq!(cell[0], o.run_of(p.shown_mode, true).tracking_no_slot as f64);
    assert_eq!(cell[2], o.run_of(p.shown_mode, true).calls as f64);
    assert_eq!(cell[1], o.run_of(kesici::kosum::Mode::Healthy, true).events_rejected as f64);
    // Split: the cell at the course's split equals the split run of the course.
    let o = bolme::kosum::run(&bolme::kosum::Params::default());
    let c = find("bolme/kosum").unwrap().sweep_row(&base, ("split", &[24.0]), ("total_slots", 32.0)).remove(0);
    assert_eq!(c[0], o.runs[3].counters.tracking_dropped as f64);
    // Every explorer fills its grid with some numbers.
    for l in LESSONS.iter() {
        for (w, e) in l.widgets.iter().filter_map(|w| w.explorer.map(|e| (w, e))) {
            let m = find(w.model).unwrap();
            let axis = |k: &str| lessons::sweep::axis(m.schema().iter().find(|s| s.key == k).unwrap(), 6);
            let grid: Vec<_> = axis(e.y).iter().map(|&y| m.sweep_row(&base, (e.x, &axis(e.x)), (e.y, y))).collect();
            assert!(grid.iter().flatten().flatten().any(|v| v.is_finite()), "{}", m.id());
        }
    }
}

#[test]
fn every_note_names_a_part_of_its_view() {
    // A note is drawn on its part: an id the view does not have would leave the note nowhere.
    // (A step's evidence is checked in `every_lesson_names_existing_models_keys_and_facts`.)
    use lessons::view::{NoteOn, View};
    let table = |v: &View, id: &str| v.tables.iter().find(|t| t.id == id).map(|t| t.rows.len());
    let chart = |v: &View, id: &str| v.charts.iter().any(|c| c.id == id);
    for l in LESSONS.iter() {
        for (i, st) in l.steps.iter().enumerate() {
            let name = format!("lesson {} step {i}", l.number);
            for lang in [Lang::Tr, Lang::En] {
                let view = find(st.model).unwrap().view_at(st.set, lang).unwrap();
                for n in &view.notes {
                    assert!(!n.text.is_empty(), "{name}: an empty note");
                    match n.on {
                        NoteOn::Table(t) => assert!(table(&view, t).is_some(), "{name}: note on no table {t}"),
                        NoteOn::Row(t, r) => {
                            assert!(table(&view, t).is_some_and(|k| r < k), "{name}: note on no row {t} {r}")
                        }
                        NoteOn::Cell(t, r, c) => assert!(
                            view.tables.iter().any(|x| x.id == t && x.rows.get(r).is_some_and(|row| c < row.len())),
                            "{name}: note on no cell {t} {r} {c}"
                        ),
                        NoteOn::Chart(c) => assert!(chart(&view, c), "{name}: note on no chart {c}"),
                    }
                }
            }
        }
    }
}

/// A link's values that fit alone but not together fall back together, checked by the model's
/// own code (in a page, the pack answers `compute::conflict` through `wire::Request::Check`).
#[test]
fn a_link_s_values_that_do_not_fit_together_fall_back_together() {
    let (mut st, ignored) = lessons::link::parse("?lesson=2&kesici/kosum.fault_at=1000&kesici/kosum.rounds=600");
    assert!(ignored.is_empty(), "{ignored:?}");
    let dropped = lessons::link::drop_conflicts(&mut st.values, compute::conflict);
    assert!(!st.values.contains_key("kesici/kosum"));
    assert_eq!(dropped.len(), 1);
    let (mut fine, _) = lessons::link::parse("?lesson=2&kesici/kosum.fault_at=100&kesici/kosum.rounds=600");
    assert!(lessons::link::drop_conflicts(&mut fine.values, compute::conflict).is_empty());
    assert_eq!(fine.values["kesici/kosum"].len(), 2);
}
