//! Draws the lessons' chart data as SVG: axes with round ticks, grouped or stacked bars (with a
//! hatch pattern as a second cue beside colour), lines and steps (with dashes), graph drawings
//! (nodes with symbols and labels), shaded bands, reference lines, a vertical marker and a
//! legend. Each mark carries a `<title>` with its numbers (the browser's tooltip).
//!
//! Two stages, both pure functions tested natively, together well under a millisecond per
//! chart: [`layout::layout`] turns a [`Chart`] into plain geometry (every decision: margins,
//! ticks, where each label goes, thinning and smoothing), and [`svg::svg`] writes that
//! geometry as markup. Text widths are estimated from the characters (no DOM reads, so no
//! layout thrash), and no two labels overlap or leave the drawing.
//!
//! - `text`: width estimates, wrapping, label boxes (rotated too) and their overlap test.
//! - `scale`: linear axes with round ticks; numbers for tooltips.
//! - `style`: how each trace is drawn (colour, dash, hatch), in one place.
//! - `marks`: bars, thinned lines, the envelope and rolling mean of oscillating series, nodes.
//! - `place`: floating labels (reference lines, marker, nodes) take the first free spot.
//! - `layout`: the chart laid out; `svg`: the layout written out.

pub mod layout;
pub mod marks;
pub mod place;
pub mod scale;
pub mod style;
pub mod svg;
pub mod text;

#[cfg(test)]
mod tests;

use lessons::view::Chart;
use sim_core::Lang;

pub use layout::Options;

/// Text made safe for SVG or HTML markup (text and attribute values).
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// A chart drawn: its markup, and whether it has oscillating series (so the page can offer
/// their raw form, or the smoothed one back).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawing {
    pub svg: String,
    pub oscillating: bool,
}

/// Lays the chart out and writes it as SVG. `uid` makes the ids inside unique on the page;
/// `lang` picks the decimal mark of the tick labels.
pub fn draw(c: &Chart, uid: &str, lang: Lang, opts: Options) -> Drawing {
    let l = layout::layout(c, lang, opts);
    Drawing { svg: svg::svg(&l, uid), oscillating: l.oscillating }
}

#[cfg(target_family = "wasm")]
mod png {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    /// Renders SVG markup onto a canvas at twice its size and saves it as a PNG file.
    pub fn save(svg: &str, name: &str) -> Option<()> {
        let doc = leptos::prelude::document();
        let parts = js_sys::Array::of1(&JsValue::from_str(svg));
        let opts = web_sys::BlobPropertyBag::new();
        opts.set_type("image/svg+xml;charset=utf-8");
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let img: web_sys::HtmlImageElement = doc.create_element("img").ok()?.dyn_into().ok()?;
        let file = format!("{name}.png");
        let img2 = img.clone();
        let url2 = url.clone();
        let onload = Closure::once_into_js(move || {
            let draw = || -> Option<()> {
                let doc = leptos::prelude::document();
                let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
                let (w, h) = (img2.natural_width().max(1) * 2, img2.natural_height().max(1) * 2);
                canvas.set_width(w);
                canvas.set_height(h);
                let ctx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
                ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, w as f64, h as f64).ok()?;
                let data = canvas.to_data_url_with_type("image/png").ok()?;
                let a: web_sys::HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
                a.set_href(&data);
                a.set_download(&file);
                a.click();
                Some(())
            };
            let _ = draw();
            let _ = web_sys::Url::revoke_object_url(&url2);
        });
        img.set_onload(Some(onload.unchecked_ref()));
        img.set_src(&url);
        Some(())
    }
}

/// Saves a chart's SVG markup as a PNG file with this name (without extension).
#[cfg(target_family = "wasm")]
pub fn save_png(svg: &str, name: &str) {
    let _ = png::save(svg, name);
}
