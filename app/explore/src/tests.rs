use super::*;
use lessons::view::{palette, Band, Series};

/// A figure trace read back as the chart's data: (name, kind, x, y), with nulls as gaps (NaN).
fn read_back(d: &Value) -> (String, TraceKind, Xs, Series) {
    let name = d["name"].as_str().unwrap_or_default().to_string();
    let kind = match (d["type"].as_str(), d["mode"].as_str(), d["line"]["shape"].as_str()) {
        (Some("bar"), _, _) => TraceKind::Bar,
        (Some("scatter"), Some("lines"), Some("hv")) => TraceKind::Step,
        (Some("scatter"), Some("lines"), _) => TraceKind::Line,
        (Some("scatter"), Some("markers+text"), _) => TraceKind::Nodes,
        other => panic!("an unexpected trace: {other:?}"),
    };
    // Lying bars carry their categories on y and their values on x.
    let (x, y) = if d["orientation"] == "h" { (&d["y"], &d["x"]) } else { (&d["x"], &d["y"]) };
    let x = x.as_array().expect("x values");
    let xs = if x.iter().any(Value::is_string) {
        Xs::Cat(x.iter().map(|v| v.as_str().expect("a category").to_string()).collect())
    } else {
        Xs::Num(x.iter().map(|v| v.as_f64().unwrap_or(f64::NAN)).collect())
    };
    let y = y.as_array().expect("y values").iter().map(|v| v.as_f64().unwrap_or(f64::NAN)).collect();
    (name, kind, xs, Series(y))
}

fn chart_data(c: &Chart) -> Vec<(String, TraceKind, Xs, Series)> {
    c.traces.iter().map(|t| (t.name.clone(), t.kind, t.x.clone(), t.y.clone())).collect()
}

fn figure_data(fig: &Value) -> Vec<(String, TraceKind, Xs, Series)> {
    fig["data"].as_array().expect("the figure's data").iter().map(read_back).collect()
}

#[test]
fn every_models_charts_become_figures_with_the_same_traces_in_both_languages() {
    let mut charts = 0;
    for m in compute::MODELS {
        for lang in [Lang::Tr, Lang::En] {
            let view = m.view(&[], lang).unwrap_or_else(|e| panic!("{}: {e:?}", m.id()));
            for c in &view.charts {
                let fig = figure(c, lang, "file");
                assert_eq!(figure_data(&fig), chart_data(c), "{} {}", m.id(), c.id);
                assert_eq!(fig["layout"]["title"]["text"], c.title.as_str(), "{} {}", m.id(), c.id);
                charts += 1;
            }
        }
    }
    assert!(charts > 50, "only {charts} charts");
}

fn long_chart() -> Chart {
    let mut c = Chart::new("c", "Kuyruk".into(), "Tur".into(), "İstek".into());
    let x: Vec<f64> = (0..LONG_SERIES).map(|i| i as f64).collect();
    let mut y: Vec<f64> = x.iter().map(|v| v * 2.0).collect();
    y[3] = f64::NAN;
    c.traces.push(Trace::line("bekleyen", Xs::Num(x.clone()), y, palette::BLUE).dash("dash"));
    c.traces.push(Trace::step("durum", Xs::Num(x), vec![1.0; LONG_SERIES], palette::ORANGE));
    c.lines.push((100.0, "sınır".into()));
    c.marker = Some((50.0, "şimdi".into()));
    c.bands.push(Band { from: 10.0, to: 20.0, color: palette::VERMILLION });
    c
}

#[test]
fn a_gap_is_a_null_and_lines_keep_their_colour_dash_and_step_shape() {
    let fig = figure(&long_chart(), Lang::Tr, "f");
    let d = &fig["data"];
    assert_eq!(d[0]["y"][3], Value::Null);
    assert_eq!(d[0]["y"][4], 8.0);
    assert_eq!(d[0]["connectgaps"], false);
    assert_eq!(d[0]["line"]["color"], palette::BLUE);
    assert_eq!(d[0]["line"]["dash"], "dash");
    assert_eq!(d[1]["line"]["shape"], "hv");
}

#[test]
fn a_long_series_gets_a_range_slider_and_a_short_one_does_not() {
    let fig = figure(&long_chart(), Lang::En, "f");
    assert_eq!(fig["layout"]["xaxis"]["rangeslider"]["visible"], true);
    let mut short = long_chart();
    for t in &mut short.traces {
        t.y.truncate(20);
    }
    assert!(figure(&short, Lang::En, "f")["layout"]["xaxis"].get("rangeslider").is_none());
}

#[test]
fn bands_reference_lines_and_the_marker_become_shapes_with_their_labels() {
    let fig = figure(&long_chart(), Lang::Tr, "f");
    let shapes = fig["layout"]["shapes"].as_array().expect("shapes");
    assert_eq!(shapes.len(), 3);
    assert_eq!((&shapes[0]["type"], &shapes[0]["x0"], &shapes[0]["x1"]), (&json!("rect"), &json!(10.0), &json!(20.0)));
    assert_eq!((&shapes[1]["y0"], &shapes[1]["xref"]), (&json!(100.0), &json!("paper")));
    assert_eq!((&shapes[2]["x0"], &shapes[2]["yref"]), (&json!(50.0), &json!("paper")));
    let notes: Vec<&str> =
        fig["layout"]["annotations"].as_array().expect("labels").iter().filter_map(|a| a["text"].as_str()).collect();
    assert_eq!(notes, ["sınır", "şimdi"]);
}

#[test]
fn the_turkish_figure_has_decimal_commas_a_turkish_toolbar_and_the_pngs_name() {
    let fig = figure(&long_chart(), Lang::Tr, "ders-2-kuyruk");
    assert_eq!(fig["layout"]["separators"], ",.");
    assert_eq!(fig["config"]["locale"], "tr");
    assert_eq!(fig["config"]["locales"]["tr"]["dictionary"]["Download plot as a png"], "PNG olarak indir");
    assert_eq!(fig["config"]["toImageButtonOptions"]["filename"], "ders-2-kuyruk");
    assert_eq!(fig["config"]["displaylogo"], false);
    assert_eq!(fig["layout"]["xaxis"]["title"]["text"], "Tur");
    assert_eq!(fig["layout"]["yaxis"]["title"]["text"], "İstek");
    let en = figure(&long_chart(), Lang::En, "f");
    assert_eq!((en["layout"]["separators"].as_str(), en["config"].get("locales")), (Some(".,"), None));
}

#[test]
fn lying_bars_put_their_values_on_x_and_list_categories_from_the_top() {
    let mut c = Chart::new("c", "t".into(), String::new(), String::new());
    let cats = Xs::Cat(vec!["a".into(), "b".into()]);
    c.traces.push(Trace::bar("first", cats.clone(), vec![1.0, 2.0], palette::BLUE).horizontal());
    c.traces.push(Trace::bar("second", cats, vec![3.0, 4.0], palette::GREEN).horizontal());
    let fig = figure(&c, Lang::En, "f");
    assert_eq!(fig["data"][0]["orientation"], "h");
    assert_eq!(fig["data"][0]["x"], json!([1.0, 2.0]));
    assert_eq!(fig["data"][0]["y"], json!(["a", "b"]));
    assert_eq!(fig["layout"]["yaxis"]["autorange"], "reversed");
    // The second bar trace is hatched, as in the SVG.
    assert!(fig["data"][0]["marker"].get("pattern").is_none());
    assert_eq!(fig["data"][1]["marker"]["pattern"]["shape"], BAR_PATTERNS[1]);
    assert_eq!(figure_data(&fig), chart_data(&c));
}

#[test]
fn the_answer_to_a_figure_request_is_its_json_and_unreadable_bytes_get_a_sentence() {
    let request = Figure { lang: Lang::En, file: "f".into(), width: 0, chart: long_chart() };
    let out: Value = serde_json::from_slice(&answer(&wire::encode(&request))).expect("json");
    assert_eq!(out, figure(&request.chart, Lang::En, "f"));
    let bad: Value = serde_json::from_slice(&answer(&[0xff, 0x01])).expect("json");
    assert_eq!(bad["error"]["en"], UNREADABLE.1);
}

#[test]
fn on_a_phone_s_width_the_figure_drops_its_title_and_breaks_long_names_between_words() {
    let mut chart = long_chart();
    chart.x_title = "split size: slots of the tracking compartment; the event compartment has the rest".into();
    chart.traces[0].name = "faulty day: tracking dropped (the same as the healthy day's)".into();
    chart.lines[0].1 = "shared pool, faulty day: tracking dropped 2654".into();
    let request = |width| Figure { lang: Lang::En, file: "f".into(), width, chart: chart.clone() };
    let answer_at = |width| -> Value { serde_json::from_slice(&answer(&wire::encode(&request(width)))).unwrap() };
    let wide = figure(&chart, Lang::En, "f");
    // A desktop's width (and an unknown one) leave the figure as it is.
    assert_eq!(answer_at(1074), wide);
    assert_eq!(answer_at(0), wide);
    let narrow = answer_at(320);
    assert!(narrow["layout"].get("title").is_none());
    let texts = |fig: &Value| -> Vec<String> {
        let mut t: Vec<String> =
            fig["data"].as_array().unwrap().iter().map(|d| d["name"].as_str().unwrap().into()).collect();
        t.push(fig["layout"]["xaxis"]["title"]["text"].as_str().unwrap().into());
        t.extend(
            fig["layout"]["annotations"].as_array().unwrap().iter().map(|a| a["text"].as_str().unwrap().to_string()),
        );
        t
    };
    for (n, w) in texts(&narrow).iter().zip(texts(&wide)) {
        // The same words, in lines that fit.
        assert_eq!(n.replace("<br>", " "), w);
        assert!(n.split("<br>").all(|l| l.chars().count() <= line_chars(320)), "{n}");
    }
    assert!(texts(&narrow).iter().any(|t| t.contains("<br>")));
    assert_eq!(narrow["data"].as_array().unwrap().len(), wide["data"].as_array().unwrap().len());
    assert_eq!(break_words("a bb ccc dddd", 6), "a bb<br>ccc<br>dddd");
    assert_eq!(break_words("averyveryverylongword x", 6), "averyveryverylongword<br>x");
}
