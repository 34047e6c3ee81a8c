//! Every system view's frames fit the lesson's system, the run and its charts; every step in
//! time opens at and plays to rounds of its run. (Each renderer's own tests check that its
//! frames are the numbers its charts draw.)

use compute::find;
use lessons::content::{Lesson, LESSONS};
use lessons::frames::{Frames, MAX_EVENTS, MAX_FRAMES};
use lessons::system::System;
use lessons::view::View;
use sim_core::Lang;

fn view_with(model: &str, set: &[(&str, f64)], lang: Lang) -> View {
    let texts: Vec<(&str, String)> = set.iter().map(|(k, v)| (*k, v.to_string())).collect();
    let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (*k, v.as_str())).collect();
    find(model).unwrap().view(&pairs, lang).unwrap()
}

/// The frames' shape: rounds ascending, every track one value per frame (or one for all),
/// every id in the system, every time chart in the view, every event on a frame.
fn check(label: &str, sys: &System, f: &Frames, v: &View) {
    let n = f.len();
    assert!(n > 0, "{label}: no frames");
    assert!(n <= MAX_FRAMES + MAX_EVENTS * f.scenes.len() + 8, "{label}: {n} frames");
    assert!(f.rounds.windows(2).all(|w| w[0] < w[1]), "{label}: rounds out of order");
    assert!(!f.unit.is_empty() && !f.note.is_empty(), "{label}: unit and note");
    for c in &f.charts {
        assert!(v.charts.iter().any(|x| x.id == *c), "{label}: no chart {c}");
    }
    assert!(!f.scenes.is_empty(), "{label}: no scene");
    let fits = |len: usize| len == 1 || len == n;
    for s in &f.scenes {
        assert!(!s.title.is_empty());
        for t in &s.nodes {
            assert!(sys.node(t.id).is_some(), "{label}: node {} not in the system", t.id);
            assert_eq!(s.nodes.iter().filter(|x| x.id == t.id).count(), 1, "{label}: {} twice", t.id);
            assert!(t.state.0.first().is_some_and(|r| r.0 == 0), "{label}: {} has no state at frame 0", t.id);
            assert!(t.state.0.iter().all(|r| (r.0 as usize) < n));
            for (flow, track) in &t.fill {
                assert!((*flow as usize) < f.flows.len(), "{label}: {} names flow {flow}", t.id);
                assert!(fits(track.len()), "{label}: {} fill has {} values", t.id, track.len());
            }
            assert!(t.capacity >= 0.0 && t.capacity.is_finite());
        }
        for l in &s.links {
            assert!(sys.link(l.from, l.to).is_some(), "{label}: link {} → {} not in the system", l.from, l.to);
            assert!(
                s.node(l.from).is_some() && s.node(l.to).is_some(),
                "{label}: link {} → {} off the scene",
                l.from,
                l.to
            );
            for t in [&l.flow, &l.failed, &l.refused] {
                assert!(t.is_empty() || fits(t.len()), "{label}: {} → {} has {} values", l.from, l.to, t.len());
            }
            assert!(l.state.is_empty() || l.state.0[0].0 == 0);
        }
        assert!(s.events.len() <= MAX_EVENTS);
        for e in &s.events {
            let i = f.frame_of(e.round).unwrap_or_else(|| panic!("{label}: event at {} outside the run", e.round));
            assert_eq!(f.rounds[i], e.round, "{label}: event at {} is not on a frame", e.round);
            assert!(!e.text.is_empty());
        }
        assert!(s.events.windows(2).all(|w| w[0].round <= w[1].round));
    }
}

fn systems() -> impl Iterator<Item = (&'static Lesson, &'static str, &'static System)> {
    LESSONS.iter().flat_map(|l| l.widgets.iter().filter_map(move |w| w.system.map(|s| (*l, w.model, s))))
}

#[test]
fn every_system_view_s_frames_fit_its_system_its_run_and_its_charts() {
    let mut checked = 0;
    for (l, model, sys) in systems() {
        for lang in [Lang::Tr, Lang::En] {
            let v = view_with(model, &[], lang);
            let f = v.frames.as_ref().unwrap_or_else(|| panic!("{model}: a system but no frames"));
            check(&format!("lesson {} {model}", l.number), sys, f, &v);
            checked += 1;
        }
        // And at every step's values.
        for st in l.steps.iter().filter(|s| s.model == model) {
            let v = view_with(model, st.set, Lang::Tr);
            check(&format!("lesson {} {model} step {}", l.number, st.title.en), sys, v.frames.as_ref().unwrap(), &v);
        }
    }
    assert!(checked >= 16, "{checked}");
}

#[test]
fn every_step_in_time_opens_and_plays_to_rounds_of_its_run() {
    for l in LESSONS.iter() {
        for st in l.steps {
            let Some(time) = st.time else { continue };
            let w = l.widgets.iter().find(|w| w.model == st.model).unwrap();
            assert!(w.system.is_some(), "lesson {}: a step in time on a widget without a system view", l.number);
            for lang in [Lang::Tr, Lang::En] {
                let v = view_with(st.model, st.set, lang);
                let f = v.frames.as_ref().unwrap();
                let open = v.fact(time.open_at).unwrap_or_else(|| panic!("no fact {}", time.open_at)).value;
                let to = v.fact(time.play_to).unwrap_or_else(|| panic!("no fact {}", time.play_to)).value;
                assert!(open <= to, "lesson {} '{}': opens at {open}, plays to {to}", l.number, st.title.en);
                for r in [open, to] {
                    assert_eq!(r.fract(), 0.0);
                    let i = f
                        .frame_of(r as u32)
                        .unwrap_or_else(|| panic!("lesson {}: round {r} outside the run", l.number));
                    assert_eq!(f.rounds[i], r as u32, "lesson {}: round {r} is not a frame", l.number);
                }
            }
        }
    }
}

#[test]
fn every_page_watches_a_system_and_every_page_with_a_timeline_has_a_step_in_time() {
    for l in LESSONS.iter() {
        let n = l.number;
        let watched: Vec<_> = l.widgets.iter().filter(|w| w.system.is_some()).collect();
        assert!(!watched.is_empty(), "lesson {n}: no system view");
        let timed = watched.iter().any(|w| view_with(w.model, &[], Lang::Tr).frames.is_some_and(|f| !f.is_static()));
        if timed {
            assert!(l.steps.iter().any(|s| s.time.is_some()), "lesson {n}: a timeline but no step in time");
        } else {
            // A static page's steps ask about its view.
            assert!(
                l.steps.iter().any(|s| s.evidence.contains(&lessons::content::Evidence::System)),
                "lesson {n}: a static view no step asks about"
            );
        }
    }
}
