//! `site <dir>`: finishes the built site in `<dir>`. Trunk runs it after each build (Trunk.toml).
//! - One oEmbed document per lesson and language (`oembed/lesson-N.json`, `-en.json`); their
//!   snippets point to `LAB_BASE_URL` when it is set at build time, else to `../`.
//! - The teacher notes beside the page (`notes/{tr,en}/NN.md`), fetched when a teacher opens
//!   them (`lessons::notes`).
//! - A strict Content-Security-Policy in `index.html`: scripts only from the site, plus the hash
//!   of the one inline loader Trunk writes; WebAssembly compiles under `'wasm-unsafe-eval'`
//!   (never `'unsafe-eval'`); no request may leave the site.
//! - Each `integrity` attribute of `index.html` written again from the file it names: the hook
//!   minifies the JavaScript glue after Trunk hashed it (`scripts/site-extras.sh`).

use std::path::{Path, PathBuf};

use base64::Engine;
use sha2::{Digest, Sha256, Sha384};
use std::process::ExitCode;

use lessons::content::OUTLINES;
use lessons::embed::oembed;
use sim_core::Lang;

fn main() -> ExitCode {
    let Some(dir) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("site: usage: site <dist-dir>");
        return ExitCode::from(2);
    };
    let base = std::env::var("LAB_BASE_URL").unwrap_or_else(|_| "../".into());
    let out = dir.join("oembed");
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("site: cannot create {}: {e}", out.display());
        return ExitCode::from(2);
    }
    for l in OUTLINES.iter() {
        for (lang, suffix) in [(Lang::Tr, ""), (Lang::En, "-en")] {
            let path = out.join(format!("lesson-{}{suffix}.json", l.number));
            if let Err(e) = std::fs::write(&path, oembed(&base, l, lang)) {
                eprintln!("site: cannot write {}: {e}", path.display());
                return ExitCode::from(2);
            }
        }
    }
    if let Err(e) = copy_notes(&dir) {
        eprintln!("site: {e}");
        return ExitCode::from(2);
    }
    if let Err(e) = rehash(&dir) {
        eprintln!("site: {e}");
        return ExitCode::from(2);
    }
    if let Err(e) = add_csp(&dir.join("index.html")) {
        eprintln!("site: {e}");
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// Copies every page's teacher notes into `<dir>/notes/{tr,en}/`.
fn copy_notes(dir: &Path) -> Result<(), String> {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for &page in lessons::notes::PAGES {
        for lang in [Lang::Tr, Lang::En] {
            let from = crate_dir.join(lessons::notes::source(page, lang));
            let to = dir.join(lessons::notes::url(page, lang));
            if let Some(parent) = to.parent() {
                std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
            }
            std::fs::copy(&from, &to)
                .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))?;
        }
    }
    Ok(())
}

/// Writes every `integrity="sha384-…"` of `<dir>/index.html` (quoted or, minified, not) again
/// as the hash of the file its tag's `href` names.
fn rehash(dir: &Path) -> Result<(), String> {
    let index = dir.join("index.html");
    let html = std::fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let value_end = |s: &str| s.find(|c: char| c == '"' || c == '>' || c.is_whitespace()).unwrap_or(s.len());
    let mut out = String::with_capacity(html.len());
    let mut rest = html.as_str();
    while let Some(at) = rest.find("integrity=") {
        let tag_start = rest[..at].rfind('<').ok_or("an integrity attribute outside a tag")?;
        let tag_end = at + rest[at..].find('>').ok_or("an unclosed tag")?;
        let tag = &rest[tag_start..tag_end];
        let href =
            tag.find("href=").map(|h| tag[h + 5..].trim_start_matches('"')).ok_or("an integrity without href")?;
        let file = dir.join(href[..value_end(href)].trim_start_matches("./"));
        let bytes = std::fs::read(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha384::digest(&bytes));
        let value = &rest[at + 10..];
        let quoted = value.starts_with('"');
        let old_len = if quoted { 2 + value[1..].find('"').ok_or("an unclosed integrity")? } else { value_end(value) };
        out.push_str(&rest[..at + 10]);
        out.push_str(&if quoted { format!("\"sha384-{hash}\"") } else { format!("sha384-{hash}") });
        rest = &value[old_len..];
    }
    out.push_str(rest);
    std::fs::write(&index, out).map_err(|e| format!("cannot write {}: {e}", index.display()))
}

/// The policy, with the inline loader's hash.
fn policy(loader_hash: &str) -> String {
    [
        "default-src 'self'".to_string(),
        format!("script-src 'self' 'sha256-{loader_hash}' 'wasm-unsafe-eval'"),
        // The heat maps colour their cells through style attributes.
        "style-src 'self' 'unsafe-inline'".into(),
        // The PNG export draws a chart's SVG through a blob: image and saves a data: URL.
        "img-src 'self' data: blob:".into(),
        "connect-src 'self'".into(),
        // The packs' heavy requests run in the page's own worker (app/src/worker.rs).
        "worker-src 'self'".into(),
        "font-src 'self'".into(),
        "object-src 'none'".into(),
        "base-uri 'self'".into(),
        "form-action 'none'".into(),
    ]
    .join("; ")
}

fn add_csp(index: &Path) -> Result<(), String> {
    let html = std::fs::read_to_string(index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    if html.contains("Content-Security-Policy") {
        return Ok(());
    }
    // Trunk's loader, as written or minified (`minify = "on_release"` drops the quotes).
    let (at, open) = ["<script type=\"module\">", "<script type=module>"]
        .iter()
        .find_map(|open| html.find(open).map(|at| (at, open.len())))
        .ok_or("no inline loader in index.html")?;
    let start = at + open;
    let end = start + html[start..].find("</script>").ok_or("unclosed loader")?;
    let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(&html.as_bytes()[start..end]));
    let meta = format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n  ", policy(&hash));
    let at = html
        .find("<meta name=\"viewport\"")
        .or_else(|| html.find("<meta content=\"width=device-width"))
        .ok_or("no viewport meta in index.html")?;
    let out = format!("{}{}{}", &html[..at], meta, &html[at..]);
    std::fs::write(index, out).map_err(|e| format!("cannot write {}: {e}", index.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_integrity_is_the_hash_of_the_file_its_tag_names_quoted_or_not() {
        let dir = std::env::temp_dir().join(format!("site-rehash-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("app.js"), "minified").unwrap();
        std::fs::write(dir.join("style.css"), "body{}").unwrap();
        let html = "<link crossorigin href=./app.js integrity=sha384-old rel=modulepreload>\n\
                    <link href=\"./style.css\" integrity=\"sha384-older\" rel=\"stylesheet\"><p>integrity</p>";
        std::fs::write(dir.join("index.html"), html).unwrap();
        rehash(&dir).unwrap();
        let out = std::fs::read_to_string(dir.join("index.html")).unwrap();
        let sha = |s: &str| base64::engine::general_purpose::STANDARD.encode(Sha384::digest(s.as_bytes()));
        assert_eq!(
            out,
            format!(
                "<link crossorigin href=./app.js integrity=sha384-{} rel=modulepreload>\n\
                 <link href=\"./style.css\" integrity=\"sha384-{}\" rel=\"stylesheet\"><p>integrity</p>",
                sha("minified"),
                sha("body{}")
            )
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
