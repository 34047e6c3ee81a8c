//! Tests over both stages together: golden drawings of small charts (one per trace kind and
//! feature), and every chart of every model's view, at the defaults and at each model's first
//! slider's ends, in both languages, wide and narrow: well-formed markup, and no label that
//! overlaps another or leaves the drawing.
//!
//! Goldens are `app/src/plot/golden/*.svg`, compared byte for byte. After a deliberate change
//! to the drawing, regenerate them with
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test -p app golden
//! ```
//!
//! and look at the diff (and at the pictures: `PLOT_DUMP=/tmp/charts cargo test -p app
//! dump_every_chart -- --ignored` writes every model's charts as SVG files).

use super::layout::{layout, Layout, Options};
use super::text::Role;
use super::*;
use lessons::view::{palette, Band, BarMode, Chart, Trace, TraceKind, Xs};
use std::path::PathBuf;

const WIDE: Options = Options { narrow: false, raw: false };
const NARROW: Options = Options { narrow: true, raw: false };

/// The chart as SVG markup, smoothed where it oscillates (as the page first draws it).
fn svg(c: &Chart, uid: &str, lang: Lang, narrow: bool) -> String {
    draw(c, uid, lang, Options { narrow, raw: false }).svg
}

fn well_formed(svg: &str) {
    // Tags balance (a cheap check that no text broke the markup).
    let opens = svg.matches('<').count();
    let closes = svg.matches('>').count();
    assert_eq!(opens, closes, "{svg}");
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    let mut depth: Vec<&str> = Vec::new();
    for tag in svg.split('<').skip(1) {
        let body = tag.split('>').next().unwrap_or("");
        if let Some(name) = body.strip_prefix('/') {
            assert_eq!(depth.pop(), Some(name), "unbalanced </{name}> in {svg}");
        } else if !body.ends_with('/') {
            depth.push(body.split([' ', '\n']).next().unwrap_or(""));
        }
    }
    assert!(depth.is_empty(), "unclosed {depth:?}");
}

/// Every model's view at its defaults and with its first slider at either end, in both
/// languages: (model, case, language, view).
fn every_view() -> Vec<(&'static str, String, Lang, lessons::view::View)> {
    let mut out = Vec::new();
    for m in compute::MODELS.iter() {
        let mut cases: Vec<(String, Vec<(&str, String)>)> = vec![("defaults".into(), Vec::new())];
        if let Some(s) = m.schema().first() {
            cases.push((format!("{}={}", s.key, s.min), vec![(s.key, s.min.to_string())]));
            cases.push((format!("{}={}", s.key, s.max), vec![(s.key, s.max.to_string())]));
        }
        for (name, values) in &cases {
            let values: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
            for lang in [Lang::Tr, Lang::En] {
                let v = m.view(&values, lang).unwrap_or_else(|e| panic!("{} {name}: {e:?}", m.id()));
                out.push((m.id(), name.clone(), lang, v));
            }
        }
    }
    out
}

/// Every way two labels meet or a label leaves the drawing or covers a legend swatch.
fn label_problems(l: &Layout) -> Vec<String> {
    let mut out = Vec::new();
    let drawing = text::Rect::new(0.0, 0.0, l.width, l.height);
    for (i, a) in l.labels.iter().enumerate() {
        if !drawing.contains(&a.bbox) {
            out.push(format!("{:?} {:?} leaves the drawing: {:?}", a.role, a.lines, a.bbox));
        }
        for b in &l.labels[i + 1..] {
            if a.overlaps(b) {
                out.push(format!("{:?} {:?} overlaps {:?} {:?}", a.role, a.lines, b.role, b.lines));
            }
        }
        for e in &l.legend {
            if a.overlaps_rect(&e.rect()) {
                out.push(format!("{:?} {:?} covers a legend swatch", a.role, a.lines));
            }
        }
    }
    out
}

/// Floating labels that found no free spot (their text is then only a tooltip).
fn dropped(l: &Layout) -> Vec<String> {
    let refs = l.refs.iter().filter(|r| r.label.is_none() && !r.text.is_empty()).map(|r| r.text.clone());
    let marker = l.marker.iter().filter(|m| m.label.is_none() && !m.text.is_empty()).map(|m| m.text.clone());
    let nodes = l.nodes.iter().filter(|n| n.label.is_none() && !n.tip.is_empty()).map(|n| n.tip.clone());
    refs.chain(marker).chain(nodes).collect()
}

#[test]
fn every_chart_of_every_model_draws_as_well_formed_svg() {
    for m in compute::MODELS.iter() {
        for lang in [Lang::Tr, Lang::En] {
            let v = m.view(&[], lang).unwrap();
            for c in &v.charts {
                let s = svg(c, "c", lang, false);
                well_formed(&svg(c, "n", lang, true));
                well_formed(&draw(c, "r", lang, Options { narrow: false, raw: true }).svg);
                well_formed(&s);
                assert!(s.contains(&esc(&c.title)), "{} {}", m.id(), c.id);
            }
        }
    }
}

#[test]
fn no_label_of_any_model_overlaps_another_or_leaves_the_drawing() {
    let mut problems = Vec::new();
    let mut charts = 0;
    for (id, case, lang, v) in every_view() {
        for c in &v.charts {
            for opts in [WIDE, NARROW] {
                let l = layout(c, lang, opts);
                charts += 1;
                for p in
                    label_problems(&l).into_iter().chain(dropped(&l).into_iter().map(|d| format!("no room for {d:?}")))
                {
                    problems.push(format!("{id} {} ({case}, {lang:?}, narrow {}): {p}", c.id, opts.narrow));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems over {charts} charts:\n{}", problems.len(), problems.join("\n"));
}

// ---- Golden drawings ----

fn golden(name: &str, svg: &str) {
    well_formed(svg);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/plot/golden").join(format!("{name}.svg"));
    let got = format!("{svg}\n");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!("no golden {}: make it with UPDATE_GOLDEN=1 cargo test -p app golden", path.display())
    });
    assert!(
        want == got,
        "{name}: the drawing differs from {}; if the change is meant, regenerate with UPDATE_GOLDEN=1 cargo test -p app golden and read the diff",
        path.display()
    );
}

/// A chart's golden at both widths, and its labels in order.
fn golden_both(name: &str, c: &Chart, lang: Lang) {
    for (suffix, opts) in [("", WIDE), ("-narrow", NARROW)] {
        let l = layout(c, lang, opts);
        assert!(label_problems(&l).is_empty(), "{name}{suffix}: {:?}", label_problems(&l));
        golden(&format!("{name}{suffix}"), &svg::svg(&l, name));
    }
}

fn cats(names: &[&str]) -> Xs {
    Xs::Cat(names.iter().map(|s| s.to_string()).collect())
}

fn grouped_bars() -> Chart {
    let mut c = Chart::new("g", "Grouped bars".into(), String::new(), "requests".into());
    let x = ["healthy", "stop", "slowdown", "partial"];
    for (i, (name, color)) in
        [("first", palette::BLUE), ("second", palette::ORANGE), ("third", palette::GREEN)].into_iter().enumerate()
    {
        let y = vec![10.0 + i as f64, 4.0 * i as f64, 7.5, f64::NAN];
        c.traces.push(Trace::new(name, TraceKind::Bar, cats(&x), y, color));
    }
    c.lines.push((9.0, "limit".into()));
    c
}

#[test]
fn golden_grouped_bars_with_hatching_a_reference_line_and_a_gap() {
    golden_both("grouped-bars", &grouped_bars(), Lang::En);
}

#[test]
fn golden_stacked_bars_with_a_negative_part_in_turkish() {
    let mut c = Chart::new("s", "Yığılmış çubuklar".into(), String::new(), "ms".into());
    c.bar_mode = BarMode::Stack;
    let x = ["açgözlü", "eşit", "ağırlıklı"];
    c.traces.push(Trace::new("pay", TraceKind::Bar, cats(&x), vec![120.0, 80.5, 60.0], palette::BLUE));
    c.traces.push(Trace::new("kalan", TraceKind::Bar, cats(&x), vec![30.0, -20.0, 90.0], palette::VERMILLION));
    golden_both("stacked-bars", &c, Lang::Tr);
}

#[test]
fn golden_horizontal_stacked_bars_with_long_category_names() {
    let mut c = Chart::new("h", "How calls end, per mode".into(), "share of calls".into(), String::new());
    c.bar_mode = BarMode::Stack;
    let x = ["healthy", "stop", "a slowdown of the dependency behind the gateway", "stale content"];
    for (name, color, y) in [
        ("answer", palette::BLUE, vec![0.98, 0.0, 0.2, 1.0]),
        ("error", palette::ORANGE, vec![0.02, 1.0, 0.0, 0.0]),
        ("timeout", palette::VERMILLION, vec![0.0, 0.0, 0.8, 0.0]),
    ] {
        c.traces.push(Trace::new(name, TraceKind::Bar, cats(&x), y, color).horizontal());
    }
    golden_both("horizontal-bars", &c, Lang::En);
}

#[test]
fn golden_lines_solid_dashed_dotted_and_dash_dotted_with_a_gap() {
    let mut c = Chart::new("l", "Lines".into(), "round".into(), "slots".into());
    let xs: Vec<f64> = (0..40).map(f64::from).collect();
    for (k, dash) in ["solid", "dash", "dot", "dashdot"].into_iter().enumerate() {
        let y: Vec<f64> = xs
            .iter()
            .map(|x| if k == 1 && *x == 20.0 { f64::NAN } else { (x * 0.2 + k as f64).sin() * 10.0 + 12.0 * k as f64 })
            .collect();
        let color = [palette::BLUE, palette::ORANGE, palette::GREEN, palette::PURPLE][k];
        c.traces.push(Trace::new(format!("series {dash}"), TraceKind::Line, Xs::Num(xs.clone()), y, color).dash(dash));
    }
    golden_both("lines", &c, Lang::En);
}

#[test]
fn golden_steps_with_bands_a_marker_and_two_close_reference_lines() {
    let mut c = Chart::new("st", "Steps, bands and a marker".into(), "round (1 round = 10 ms)".into(), "lost".into());
    c.wide = true;
    let xs: Vec<f64> = (0..200).map(f64::from).collect();
    let a: Vec<f64> = xs.iter().map(|x| if *x < 50.0 { 0.0 } else { ((x - 50.0) / 30.0).floor() * 3.0 }).collect();
    let b: Vec<f64> = xs.iter().map(|x| if *x < 80.0 { 0.0 } else { 4.0 }).collect();
    c.traces.push(Trace::new("without breaker", TraceKind::Step, Xs::Num(xs.clone()), a, palette::VERMILLION));
    c.traces.push(Trace::new("with breaker", TraceKind::Step, Xs::Num(xs), b, palette::BLUE).dash("dash"));
    c.bands.push(Band { from: 60.0, to: 90.0, color: palette::ORANGE });
    c.marker = Some((50.0, "the fault starts".into()));
    c.lines.push((12.0, "pool size (YUVA)".into()));
    c.lines.push((11.0, "the same, one less".into()));
    golden_both("steps", &c, Lang::En);
}

/// A graph drawing: edges as a line with gaps, nodes with symbols and two-line labels, two of
/// them close enough that their labels must move apart.
fn graph() -> Chart {
    let mut c = Chart::new("gr", "Blast radius: store — slowdown".into(), String::new(), String::new());
    c.bare = true;
    c.wide = true;
    c.x_range = Some((-0.45, 2.45));
    c.y_range = Some((-0.75, 4.35));
    let pos = [(0.0, 3.0), (1.0, 4.0), (1.0, 2.8), (2.0, 4.0), (2.0, 2.5), (1.05, 2.6)];
    let mut edges = Trace::new(
        "call",
        TraceKind::Line,
        Xs::Num(vec![0.0, 1.0, f64::NAN, 0.0, 1.0]),
        vec![3.0, 4.0, f64::NAN, 3.0, 2.8],
        palette::GREY,
    );
    edges.show_legend = false;
    let mut n = Trace::new(
        "component",
        TraceKind::Nodes,
        Xs::Num(pos.iter().map(|p| p.0).collect()),
        pos.iter().map(|p| p.1).collect(),
        palette::SKY,
    );
    for (i, name) in ["gateway", "tracking service", "event edge", "projection store", "state store", "carrier check"]
        .iter()
        .enumerate()
    {
        n.point_colors.push([palette::SKY, palette::ORANGE, palette::VERMILLION][i % 3]);
        n.point_symbols.push(["circle", "diamond", "x"][i % 3]);
        n.point_text.push(format!("{name}<br>0.{}{} (saturated)", i + 1, i * 7 % 10));
    }
    c.traces = vec![edges, n];
    c
}

#[test]
fn golden_graph_nodes_with_symbols_and_labels_moved_apart() {
    golden_both("graph", &graph(), Lang::En);
}

#[test]
fn golden_nodes_on_numeric_axes_with_a_frontier_step() {
    // Page 20's kind: points at the axis ends and two on one spot.
    let mut c = Chart::new(
        "p",
        "Every order: double-write area and traffic area".into(),
        "double-write area (writes/s × steps; less is better)".into(),
        "traffic area (steps; more is better)".into(),
    );
    c.traces.push(
        Trace::new(
            "best frontier (Pareto)",
            TraceKind::Step,
            Xs::Num(vec![107.0, 118.0, 190.0]),
            vec![6.8, 7.6, 7.7],
            palette::GREY,
        )
        .dash("dash"),
    );
    let mut n = Trace::new(
        "orders",
        TraceKind::Nodes,
        Xs::Num(vec![190.0, 104.0, 118.0, 118.0]),
        vec![7.7, 5.8, 2.0, 2.0],
        palette::BLACK,
    );
    for (i, name) in
        ["volume order", "fewest double writes", "state order (heuristic)", "shown order"].iter().enumerate()
    {
        n.point_colors.push([palette::BLUE, palette::GREY, palette::VERMILLION, palette::GREEN][i]);
        n.point_symbols.push(if i == 3 { "diamond" } else { "circle" });
        n.point_text.push(name.to_string());
    }
    c.traces.push(n);
    golden_both("pareto", &c, Lang::En);
}

#[test]
fn golden_turned_and_wrapped_category_names() {
    let mut c = Chart::new("t", "Where every event went".into(), String::new(), "events".into());
    let long = [
        "healthy day: unbounded buffer",
        "healthy day: no signal",
        "healthy day: one ring",
        "fault day: unbounded buffer",
        "fault day: no signal",
        "fault day: up to the limit",
    ];
    c.traces.push(Trace::new(
        "completed",
        TraceKind::Bar,
        cats(&long),
        vec![100.0, 90.0, 80.0, 60.0, 50.0, 70.0],
        palette::BLUE,
    ));
    golden_both("turned-categories", &c, Lang::En);
    let mut w = Chart::new("w", "Two words each".into(), String::new(), "events".into());
    let two = ["short one", "second pair", "third pair", "fourth pair", "fifth pair"];
    w.traces.push(Trace::new("n", TraceKind::Bar, cats(&two), vec![3.0, 2.0, 5.0, 4.0, 1.0], palette::GREEN));
    golden_both("wrapped-categories", &w, Lang::En);
}

/// A long series swinging every few rounds (page 6's kind) beside a calm one.
fn oscillating() -> Chart {
    let mut c = Chart::new(
        "o",
        "Backlog in the rings, round by round".into(),
        "round (1 round = 1 s)".into(),
        "waiting events".into(),
    );
    c.wide = true;
    let xs: Vec<f64> = (1..=1200).map(f64::from).collect();
    let swing: Vec<f64> =
        xs.iter().map(|x| 120.0 + [-60.0, -20.0, 30.0, 70.0, 10.0][(*x as usize) % 5] + x * 0.02).collect();
    let calm: Vec<f64> = xs.iter().map(|x| 40.0 + (x / 100.0).floor() * 5.0).collect();
    c.traces.push(Trace::new("ingest", TraceKind::Line, Xs::Num(xs.clone()), swing, palette::BLUE));
    c.traces.push(Trace::new("projection", TraceKind::Line, Xs::Num(xs), calm, palette::GREEN).dash("dash"));
    c.lines.push((200.0, "ingest cap".into()));
    c
}

#[test]
fn golden_an_oscillating_series_as_envelope_and_mean_and_raw() {
    let c = oscillating();
    golden_both("oscillating", &c, Lang::En);
    let raw = layout(&c, Lang::En, Options { narrow: false, raw: true });
    golden("oscillating-raw", &svg::svg(&raw, "oscillating-raw"));
}

#[test]
fn golden_dense_bars_per_round_merged_into_paths() {
    let mut c = Chart::new("d", "A bar per round".into(), "round".into(), "requests".into());
    c.bar_mode = BarMode::Stack;
    let xs: Vec<f64> = (0..120).map(f64::from).collect();
    let ok: Vec<f64> = xs.iter().map(|x| if *x < 40.0 { 10.0 } else { 6.0 }).collect();
    let lost: Vec<f64> = xs.iter().map(|x| if *x < 40.0 { 0.0 } else { 4.0 }).collect();
    c.traces.push(Trace::new("served", TraceKind::Bar, Xs::Num(xs.clone()), ok, palette::GREEN));
    c.traces.push(Trace::new("lost", TraceKind::Bar, Xs::Num(xs), lost, palette::VERMILLION));
    c.marker = Some((40.0, "unit lost".into()));
    golden_both("dense-bars", &c, Lang::En);
}

// ---- The layout, tested directly ----

#[test]
fn ticks_are_round_and_their_positions_run_the_right_way() {
    let l = layout(&oscillating(), Lang::En, WIDE);
    let xs: Vec<f64> = l.x_ticks.iter().map(|t| t.pos).collect();
    assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
    assert!(l.x_ticks.iter().all(|t| t.value % 100.0 == 0.0), "{:?}", l.x_ticks);
    let ys: Vec<f64> = l.y_ticks.iter().map(|t| t.pos).collect();
    assert!(ys.windows(2).all(|w| w[0] > w[1]), "y ticks go up the drawing: {ys:?}");
    assert!(l.y_ticks.iter().all(|t| t.value % 50.0 == 0.0), "{:?}", l.y_ticks);
    for t in l.x_ticks.iter().chain(&l.y_ticks) {
        let label = &l.labels[t.label.unwrap()];
        assert_eq!(label.role, Role::Tick);
    }
    // Every tick and its label lie within the plot's span.
    assert!(l.x_ticks.iter().all(|t| t.pos >= l.plot.x && t.pos <= l.plot.right()));
}

#[test]
fn a_bar_spans_its_value_from_zero() {
    let c = grouped_bars();
    let l = layout(&c, Lang::En, WIDE);
    let zero = l.y_ticks.iter().find(|t| t.value == 0.0).unwrap().pos;
    let ten = l.y_ticks.iter().find(|t| t.value == 10.0).unwrap().pos;
    let first = &l.bars[0].bars[0];
    assert!((first.rect.bottom() - zero).abs() < 1e-9);
    assert!((first.rect.y - ten).abs() < 1e-9, "{:?} vs {ten}", first.rect);
    // A NaN is left out: four categories, three values in each trace.
    assert!(l.bars.iter().all(|b| b.bars.len() == 3));
    // Side by side within the category's band, left to right.
    let band = l.plot.w / 4.0;
    let xs: Vec<f64> = l.bars.iter().map(|b| b.bars[0].rect.x).collect();
    assert!(xs.windows(2).all(|w| w[0] < w[1]) && xs[0] >= l.plot.x && xs[2] < l.plot.x + band);
    assert_eq!(l.bars[0].bars[0].tip.as_deref(), Some("first: healthy — 10"));
}

#[test]
fn the_x_map_on_the_root_places_a_cursor_where_the_layout_put_the_marker() {
    let mut c = oscillating();
    c.marker = Some((321.0, "now".into()));
    let l = layout(&c, Lang::En, WIDE);
    let s = svg::svg(&l, "m");
    let attr = |name: &str| -> Option<String> {
        let at = s.find(&format!(" {name}=\""))? + name.len() + 3;
        s[at..].split('"').next().map(str::to_string)
    };
    let map = crate::components::chart::CursorMap::read(attr).unwrap();
    let (left, top, height) = map.at(321.0).unwrap();
    let (w, h) = (l.width, l.height);
    let marker = l.marker.as_ref().unwrap().x;
    assert!((left * w - marker).abs() < 0.1, "{} vs {marker}", left * w);
    assert!((top * h - l.plot.y).abs() < 0.1 && ((top + height) * h - l.plot.bottom()).abs() < 0.1);
    // Off the axis: no cursor.
    assert_eq!(map.at(-1e9), None);
    // On a category axis, category i sits at i.
    let g = layout(&grouped_bars(), Lang::En, WIDE);
    let centre = |k: f64| g.x_map.at(k);
    assert!((centre(0.0) - g.x_ticks[0].pos).abs() < 1e-9 && (centre(3.0) - g.x_ticks[3].pos).abs() < 1e-9);
}

#[test]
fn an_oscillating_series_is_smoothed_and_a_calm_one_in_the_same_chart_is_not() {
    let l = layout(&oscillating(), Lang::En, WIDE);
    assert!(l.oscillating && l.smoothed);
    assert_eq!(l.window, 20);
    assert!(!l.lines[0].envelope.is_empty());
    assert!(l.lines[1].envelope.is_empty());
    assert!(l.labels.iter().any(|x| x.role == Role::Note && x.lines.join(" ").contains("20 points")));
    // The mean line stays within the envelope's span of the plot.
    let (top, bottom) =
        l.lines[0].envelope.iter().flatten().fold((f64::INFINITY, 0.0f64), |(t, b), c| (t.min(c.top), b.max(c.bottom)));
    assert!(l.lines[0].points.iter().flatten().all(|p| p.1 >= top - 1.0 && p.1 <= bottom + 1.0));
    let raw = layout(&oscillating(), Lang::En, Options { narrow: false, raw: true });
    assert!(raw.oscillating && !raw.smoothed);
    assert!(raw.lines.iter().all(|s| s.envelope.is_empty()));
    assert!(!raw.labels.iter().any(|x| x.role == Role::Note));
}

/// Which of the models' series read as a band and are smoothed: page 6's healthy-day series
/// (they swing by half the axis every four rounds), page 3's pool occupancy and page 7's
/// ungated backlog (both swing every round); none of the step series, and none of the long
/// series that move in runs (page 2's pool, page 4's storm, page 19's replicas).
#[test]
fn page_6s_series_are_smoothed_and_step_series_and_trends_are_not() {
    let mut smoothed = Vec::new();
    for m in compute::MODELS.iter() {
        let v = m.view(&[], Lang::En).unwrap();
        for c in &v.charts {
            for opts in [WIDE, NARROW] {
                let l = layout(c, Lang::En, opts);
                let traces = c.traces.iter().filter(|t| matches!(t.kind, TraceKind::Line | TraceKind::Step));
                for (s, t) in l.lines.iter().zip(traces) {
                    if !s.envelope.is_empty() {
                        assert_eq!(t.kind, TraceKind::Line, "{} {}: a step series was smoothed", m.id(), c.id);
                        smoothed.push(format!("{} {}", m.id(), c.id));
                    }
                }
            }
        }
    }
    smoothed.dedup();
    assert_eq!(
        smoothed,
        [
            "bolme/kosum pool-timeline",
            "geri/kosum backlog-timeline",
            "geri/kosum age-timeline",
            "kapi/kosum your-day-backlog"
        ]
    );
}

#[test]
fn bars_carry_patterns_lines_dashes_and_gaps_break_lines() {
    let mut c = Chart::new("t", "a <b> & \"c\"".into(), "x".into(), "y".into());
    for (i, color) in [palette::BLUE, palette::ORANGE, palette::GREEN].into_iter().enumerate() {
        let x = Xs::Cat(vec!["a".into(), "b".into()]);
        c.traces.push(Trace::new(format!("bar {i}"), TraceKind::Bar, x, vec![1.0, f64::NAN], color));
    }
    let line =
        Trace::new("line", TraceKind::Line, Xs::Cat(vec!["a".into(), "b".into()]), vec![1.0, 2.0], palette::BLACK)
            .dash("dash");
    c.traces.push(line);
    let s = svg(&c, "u", Lang::En, false);
    well_formed(&s);
    assert!(s.contains("a &lt;b&gt; &amp; &quot;c&quot;"));
    assert!(s.contains(r#"fill="url(#u-p1)""#) && s.contains(r#"fill="url(#u-p2)""#) && !s.contains("url(#u-p0)"));
    assert!(s.contains(r#"stroke-dasharray="7 4""#));
    // A NaN bar is left out: three traces, two categories, one value each.
    assert_eq!(s.matches("<title>bar").count(), 3);

    let mut l = Chart::new("l", "l".into(), "x".into(), "y".into());
    let tr = Trace::new(
        "s",
        TraceKind::Step,
        Xs::Num(vec![0.0, 1.0, 2.0, 3.0]),
        vec![1.0, f64::NAN, 2.0, 3.0],
        palette::BLUE,
    );
    l.traces.push(tr);
    l.bands.push(Band { from: 1.0, to: 2.0, color: palette::ORANGE });
    l.marker = Some((1.5, "now".into()));
    l.lines.push((2.5, "limit".into()));
    let s = svg(&l, "v", Lang::En, false);
    well_formed(&s);
    let d = s.split(r#"<path d=""#).nth(1).unwrap().split('"').next().unwrap();
    assert_eq!(d.matches('M').count(), 2, "{d}");
    assert!(d.contains('H') && d.contains('V'), "{d}");
    assert!(s.contains(">limit<") && s.contains(">now<"));
}

#[test]
fn empty_and_degenerate_charts_still_draw() {
    let c = Chart::new("e", String::new(), String::new(), String::new());
    well_formed(&svg(&c, "e", Lang::Tr, false));
    let mut d = Chart::new("d", "d".into(), "x".into(), "y".into());
    d.traces.push(Trace::new(
        "n",
        TraceKind::Line,
        Xs::Num(vec![f64::NAN, f64::INFINITY]),
        vec![f64::NAN, 1.0],
        palette::BLUE,
    ));
    d.traces.push(Trace::new("h", TraceKind::Bar, Xs::Num(vec![5.0]), vec![1e300], palette::BLUE).horizontal());
    well_formed(&svg(&d, "d", Lang::Tr, false));
    let mut n = Chart::new("n", "n".into(), String::new(), String::new());
    n.traces.push(Trace::new("nodes", TraceKind::Nodes, Xs::Num(vec![1.0]), vec![f64::NAN], palette::BLUE));
    well_formed(&svg(&n, "n", Lang::En, true));
}

/// The cost of drawing: every chart of every model, layout and markup, at the defaults and
/// over all three cases of [`every_view`], each chart's best of ten (a busy machine's pauses
/// drop out). Run it optimised: `cargo test --release -p app chart_cost -- --ignored --nocapture`.
#[test]
#[ignore]
fn chart_cost_over_every_model_stays_well_under_a_millisecond() {
    let views = every_view();
    for only_defaults in [true, false] {
        let charts: Vec<(&str, &Chart, Lang)> = views
            .iter()
            .filter(|v| !only_defaults || v.1 == "defaults")
            .flat_map(|(id, _, lang, v)| v.charts.iter().map(move |c| (*id, c, *lang)))
            .collect();
        for opts in [WIDE, NARROW] {
            let (mut sum, mut worst, mut bytes) = (0.0, (0.0, String::new()), 0);
            for (id, c, lang) in &charts {
                let mut best = f64::INFINITY;
                for _ in 0..10 {
                    let t = std::time::Instant::now();
                    bytes += draw(c, "u", *lang, opts).svg.len();
                    best = best.min(t.elapsed().as_secs_f64() * 1e6);
                }
                sum += best;
                if best > worst.0 {
                    worst = (best, format!("{id} {}", c.id));
                }
            }
            let mean = sum / charts.len() as f64;
            println!(
                "{}: narrow={} charts={} mean={mean:.1} µs worst={:.1} µs ({}) mean size={} bytes",
                if only_defaults { "defaults" } else { "all cases" },
                opts.narrow,
                charts.len(),
                worst.0,
                worst.1,
                bytes / 10 / charts.len()
            );
            assert!(mean < 1000.0, "{mean} µs per chart");
        }
    }
}

/// Writes every model's charts (defaults, both languages, wide and narrow) as SVG files into
/// the folder `PLOT_DUMP` names, for looking at them.
#[test]
#[ignore]
fn dump_every_chart() {
    let Some(dir) = std::env::var_os("PLOT_DUMP") else { return };
    let dir = PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (id, case, lang, v) in every_view() {
        for c in &v.charts {
            for (suffix, opts) in [("w", WIDE), ("n", NARROW)] {
                let name =
                    format!("{}-{}-{case}-{lang:?}-{suffix}", id.replace('/', "_"), c.id).replace(['=', '.'], "_");
                std::fs::write(dir.join(format!("{name}.svg")), draw(c, &name, lang, opts).svg).unwrap();
            }
        }
    }
}
