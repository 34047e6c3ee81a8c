//! A QR code of a text (the handout's link) as SVG markup, encoded here by `qrcodegen` (no
//! network). Dark modules are one path; the quiet zone is the standard four modules.

use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around the symbol, in modules.
const BORDER: i32 = 4;

/// The symbol as SVG, `px` wide, with `label` as its accessible name; None when the text is
/// too long for any QR code.
pub fn svg(text: &str, px: u32, label: &str) -> Option<String> {
    let qr = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let n = qr.size();
    let mut path = String::new();
    for y in 0..n {
        for x in 0..n {
            if qr.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + BORDER, y + BORDER));
            }
        }
    }
    let side = n + 2 * BORDER;
    let label = label.replace('&', "&amp;").replace('<', "&lt;").replace('"', "&quot;");
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" width=\"{px}\" height=\"{px}\" \
         role=\"img\" aria-label=\"{label}\" shape-rendering=\"crispEdges\"><title>{label}</title>\
         <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_symbol_with_its_quiet_zone_and_finder_patterns() {
        let url = "https://okul.example/lab/?v=1&lesson=2&lang=tr&step=3&kesici/kosum.threshold=0.3";
        let s = svg(url, 160, "QR <kod>").unwrap();
        let qr = QrCode::encode_text(url, QrCodeEcc::Medium).unwrap();
        let side = qr.size() + 8;
        assert!(s.contains(&format!("viewBox=\"0 0 {side} {side}\"")), "{s}");
        assert!(s.contains("aria-label=\"QR &lt;kod>\""));
        // The top-left finder pattern's corner is dark, the module beside the pattern light.
        assert!(qr.get_module(0, 0) && qr.get_module(6, 6) && !qr.get_module(7, 0));
        assert!(s.contains("M4,4h1v1h-1z"));
        assert_eq!(svg(url, 160, "x"), Some(s.replace("QR &lt;kod>", "x")));
    }

    #[test]
    fn a_text_too_long_for_any_symbol_gives_none() {
        assert_eq!(svg(&"x".repeat(5000), 100, "x"), None);
    }
}
