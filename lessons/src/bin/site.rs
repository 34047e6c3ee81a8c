//! `site <dir>`: finishes the built site in `<dir>`. Trunk runs it after each build (Trunk.toml).
//! - One oEmbed document per lesson and language (`oembed/lesson-N.json`, `-en.json`); their
//!   snippets point to `LAB_BASE_URL` when it is set at build time, else to `../`.
//! - The teacher notes beside the page (`notes/{tr,en}/NN.md`), fetched when a teacher opens
//!   them (`lessons::notes`).
//! - The loader in `index.html` picks the build for the address: the course map's own build
//!   (`map-….js`, staged by the hook; the `app` crate's doc says why) for a visit to the map in a
//!   window of its own, else the whole lab Trunk built. Trunk's preloads of the whole lab go: the
//!   map would download it for nothing. Where the hook split the lab's wasm (`rest-….wasm`
//!   beside it), the loader also gives the lab the rest's functions (see `loader`).
//! - A strict Content-Security-Policy in `index.html`: scripts only from the site, plus the hash
//!   of the one inline loader; WebAssembly compiles under `'wasm-unsafe-eval'`
//!   (never `'unsafe-eval'`); no request may leave the site.
//! - Each `integrity` attribute of `index.html` written again from the file it names: the hook
//!   minifies the JavaScript glue after Trunk hashed it (`scripts/site-extras.sh`).
//!
//! `site table-exports <file.wasm>`: mends the table exports of a module binaryen 108's
//! wasm-split wrote (the hook's split of the lab).
//!
//! `site short-imports <glue.js> <module.wasm>`: gives the imports wasm-bindgen named with a
//! hash short names, in the module and its glue alike (see `short_imports`).

use std::path::{Path, PathBuf};

use base64::Engine;
use sha2::{Digest, Sha256, Sha384};
use std::process::ExitCode;

use lessons::content::OUTLINES;
use lessons::embed::oembed;
use sim_core::Lang;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let done = |r: Result<(), String>| match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("site: {e}");
            ExitCode::from(2)
        }
    };
    match args.as_slice() {
        [command, file] if command == "table-exports" => return done(table_exports(Path::new(file))),
        [command, js, wasm] if command == "short-imports" => {
            return done(short_imports(Path::new(js), Path::new(wasm)))
        }
        _ => {}
    }
    let Some(dir) = args.first().map(PathBuf::from) else {
        eprintln!("site: usage: site <dist-dir> | site table-exports <file.wasm> | site short-imports <glue.js> <module.wasm>");
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
    // In this order: the loader names the files it picks from, and the policy hashes the loader.
    let steps = copy_notes(&dir).and_then(|()| pick_build(&dir)).and_then(|()| rehash(&dir));
    if let Err(e) = steps.and_then(|()| add_csp(&dir.join("index.html"))) {
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

/// Where the inline loader's code stands in `index.html`: Trunk's, as written or minified
/// (`minify = "on_release"` drops the quotes), or the one `pick_build` wrote in its place.
fn loader_span(html: &str) -> Result<(usize, usize), String> {
    let (at, open) = ["<script type=\"module\">", "<script type=module>"]
        .iter()
        .find_map(|open| html.find(open).map(|at| (at, open.len())))
        .ok_or("no inline loader in index.html")?;
    let start = at + open;
    let end = start + html[start..].find("</script>").ok_or("unclosed loader")?;
    Ok((start, end))
}

/// The quoted path that follows `before` in Trunk's loader, without its `./`.
fn loader_path<'a>(loader: &'a str, before: &str) -> Result<&'a str, String> {
    let at = loader.find(before).ok_or_else(|| format!("no `{before}` in Trunk's loader"))? + before.len();
    let path = &loader[at..];
    let end = path.find('\'').ok_or("an unclosed path in Trunk's loader")?;
    Ok(path[..end].trim_start_matches("./"))
}

/// The loader's code: the course map's own build (`map`: its JavaScript and its wasm) for a
/// visit to the map in a window of its own; the whole lab (`lab`) for a lesson, and inside a frame
/// or an opened window (an LMS, a host page), where the page may go to a lesson in place. Each
/// file is checked against its hash (`sri`), as Trunk's preloads were: the wasm's fetch starts at
/// once; the JavaScript is preloaded with its hash and imported once that has succeeded.
///
/// With `rest`, the lab's wasm comes in two parts (the hook splits it with binaryen's
/// wasm-split): the first holds what a page runs until its first charts are drawn; each function
/// of the rest stands in it as an import from `p` (the hook's `--placeholder-namespace`) named
/// by its slot in the function table. The loader hands those imports to the lab's
/// instantiation. Once the lesson's pack has been fetched (or after three seconds on a page
/// without one), the rest downloads, checked against its hash; the first call of a placeholder
/// instantiates it, which fills the table, and goes on through the table. Called before the
/// download is done, it fetches the rest at once, synchronously (without the hash check, which
/// only an asynchronous fetch can make).
fn loader(
    lab: [&str; 2],
    map: [&str; 2],
    rest: Option<&str>,
    sri: impl Fn(&str) -> Result<String, String>,
) -> Result<String, String> {
    let file = |f: &str| -> Result<String, String> { Ok(format!("['./{f}', '{}']", sri(f)?)) };
    let rest = rest.map_or(Ok("null".to_string()), file)?;
    Ok(format!(
        "const [js, wasm, rest] = self === top && !opener && !new URLSearchParams(location.search).has('lesson')\n  \
         ? [{}, {}, null]\n  : [{}, {}, {rest}];\n\
         const module = fetch(wasm[0], {{ integrity: wasm[1] }});\n\
         await new Promise((onload, onerror) => document.head.append(Object.assign(document.createElement('link'),\n  \
         {{ rel: 'modulepreload', href: js[0], integrity: js[1], crossOrigin: '', onload, onerror }})));\n\
         const bindings = await import(js[0]);\n\
         if (rest) {{\n  {SPLIT}}}\n\
         const instance = await bindings.default({{ module_or_path: module }});\n\
         window.wasmBindings = bindings;\n\
         dispatchEvent(new CustomEvent('TrunkApplicationStarted', {{ detail: {{ wasm: instance }} }}));",
        file(map[0])?,
        file(map[1])?,
        file(lab[0])?,
        file(lab[1])?,
    ))
}

/// The loader's part for a split lab (see [`loader`]), inside `if (rest) { … }`.
const SPLIT: &str = "\
  let exports, bytes, asked = false, loaded = false;
  const download = () => {
    if (asked) return;
    asked = true;
    fetch(rest[0], { integrity: rest[1] }).then((r) => r.arrayBuffer()).then((b) => { bytes ??= new Uint8Array(b); }, () => {});
  };
  const load = () => {
    if (loaded) return;
    if (!bytes) {
      const x = new XMLHttpRequest();
      x.open('GET', rest[0], false);
      x.overrideMimeType('text/plain; charset=x-user-defined');
      x.send();
      if (x.status !== 200) throw new Error(`the lab's second part: ${x.status} ${rest[0]}; reload the page`);
      bytes = Uint8Array.from(x.responseText, (c) => c.charCodeAt(0) & 255);
    }
    new WebAssembly.Instance(new WebAssembly.Module(bytes), { primary: exports });
    loaded = true;
  };
  const placeholder = new Proxy({}, { get: (_, slot) => (...args) => (load(), exports.table.get(+slot)(...args)) });
  const plain = { instantiate: WebAssembly.instantiate, instantiateStreaming: WebAssembly.instantiateStreaming };
  for (const name in plain) WebAssembly[name] = async (source, imports) => {
    const made = await plain[name](source, { ...imports, p: placeholder });
    Object.assign(WebAssembly, plain);
    exports = (made.instance ?? made).exports;
    new PerformanceObserver((list, o) => list.getEntries().some((e) => e.name.includes('/packs/')) && (o.disconnect(), download()))
      .observe({ type: 'resource' });
    setTimeout(download, 3000);
    return made;
  };
";

/// Puts the loader that picks the build (`loader`) in place of Trunk's, and drops Trunk's
/// preloads of the whole lab's JavaScript and wasm.
fn pick_build(dir: &Path) -> Result<(), String> {
    let index = dir.join("index.html");
    let html = std::fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
    let (start, end) = loader_span(&html)?;
    if html[start..end].contains("./map-") {
        return Ok(());
    }
    let lab_js = loader_path(&html[start..end], "from '")?;
    let lab_wasm = loader_path(&html[start..end], "module_or_path: '")?;
    let names: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    let named = |prefix: &str, suffix: &str| names.iter().find(|f| f.starts_with(prefix) && f.ends_with(suffix));
    let map_js = named("map-", ".js")
        .ok_or("no map-….js: the hook builds the course map's own build (scripts/site-extras.sh)")?;
    let map_wasm = format!("{}_bg.wasm", map_js.trim_end_matches(".js"));
    // The second part of the lab's wasm, when the hook split it (scripts/site-extras.sh).
    let rest = named("rest-", ".wasm").map(String::as_str);
    let code = loader([lab_js, lab_wasm], [map_js, &map_wasm], rest, |file| sri(&dir.join(file)))?;
    let out = format!("{}{}{}", &html[..start], code, &html[end..]);
    let out = drop_links(&out, &[lab_js, lab_wasm]);
    std::fs::write(&index, out).map_err(|e| format!("cannot write {}: {e}", index.display()))
}

/// `html` without the `<link …>` tags whose `href` is one of `files` (as `./file`, quoted or not).
fn drop_links(html: &str, files: &[&str]) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("<link ") {
        let end = rest[at..].find('>').map_or(rest.len(), |e| at + e + 1);
        let tag = &rest[at..end];
        let names_one = files.iter().any(|f| {
            [format!("href=./{f} "), format!("href=./{f}>"), format!("href=\"./{f}\"")].iter().any(|h| tag.contains(h))
        });
        out.push_str(&rest[..at]);
        if !names_one {
            out.push_str(tag);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `site table-exports <file.wasm>`: binaryen 108's wasm-split (scripts/site-extras.sh) writes
/// each exported table as table 0, so wasm-bindgen's table of JavaScript values,
/// `__wbindgen_externrefs`, would be the function table; this sets that export to the module's
/// externref table again, in place.
fn table_exports(file: &Path) -> Result<(), String> {
    let mut wasm = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    fix_table_exports(&mut wasm).map_err(|e| format!("{}: {e}", file.display()))?;
    std::fs::write(file, wasm).map_err(|e| format!("cannot write {}: {e}", file.display()))
}

/// See [`table_exports`]: the module's bytes, changed in place.
fn fix_table_exports(wasm: &mut [u8]) -> Result<(), String> {
    const EXTERNREF: u8 = 0x6f;
    // Every table's element type, imported ones first.
    let mut tables = Vec::new();
    let mut exports = None;
    for section in sections(wasm)? {
        match section.id {
            2 => {
                for import in imports(wasm, section.contents)? {
                    if wasm[import.descriptor.start] == 1 {
                        tables.push(wasm[import.descriptor.start + 1]);
                    }
                }
            }
            4 => {
                let mut i = section.contents.start;
                for _ in 0..leb(wasm, &mut i)? {
                    tables.push(*wasm.get(i).ok_or("a truncated module")?);
                    i += 1;
                    skip_limits(wasm, &mut i)?;
                }
            }
            7 => exports = Some(section.contents.start),
            _ => {}
        }
    }
    let externref = tables.iter().position(|&t| t == EXTERNREF).ok_or("no externref table")?;
    let mut i = exports.ok_or("no export section")?;
    for _ in 0..leb(wasm, &mut i)? {
        let n = leb(wasm, &mut i)? as usize;
        let name = wasm.get(i..i + n).ok_or("a truncated module")?.to_vec();
        i += n;
        let kind = *wasm.get(i).ok_or("a truncated module")?;
        i += 1;
        let index_at = i;
        let index = leb(wasm, &mut i)? as usize;
        if kind == 1 && name == b"__wbindgen_externrefs" && index != externref {
            if i - index_at != 1 || externref > 0x7f {
                return Err("a table index of more than one byte".into());
            }
            wasm[index_at] = externref as u8;
        }
    }
    Ok(())
}

/// One section of a module: its id, where it starts (its id's byte) and where its contents
/// stand.
struct Section {
    id: u8,
    start: usize,
    contents: std::ops::Range<usize>,
}

/// A module's sections, in order.
fn sections(wasm: &[u8]) -> Result<Vec<Section>, String> {
    if !wasm.starts_with(b"\0asm") {
        return Err("not a wasm module".into());
    }
    let mut out = Vec::new();
    let mut at = 8;
    while at < wasm.len() {
        let (id, start) = (wasm[at], at);
        at += 1;
        let size = leb(wasm, &mut at)? as usize;
        let end = at.checked_add(size).filter(|&e| e <= wasm.len()).ok_or("a truncated module")?;
        out.push(Section { id, start, contents: at..end });
        at = end;
    }
    Ok(out)
}

/// One entry of a module's import section: its two names and where its descriptor (the kind
/// and its type) stands.
struct Import<'a> {
    module: &'a [u8],
    name: &'a [u8],
    descriptor: std::ops::Range<usize>,
}

/// The entries of the import section whose contents stand at `section`.
fn imports(wasm: &[u8], section: std::ops::Range<usize>) -> Result<Vec<Import<'_>>, String> {
    let mut i = section.start;
    let mut out = Vec::new();
    for _ in 0..leb(wasm, &mut i)? {
        let mut names = [&wasm[..0]; 2];
        for name in &mut names {
            let n = leb(wasm, &mut i)? as usize;
            *name = wasm.get(i..i + n).ok_or("a truncated module")?;
            i += n;
        }
        let descriptor = i;
        let kind = *wasm.get(i).ok_or("a truncated module")?;
        i += 1;
        match kind {
            0 => drop(leb(wasm, &mut i)?),
            1 => {
                i += 1;
                skip_limits(wasm, &mut i)?;
            }
            2 => skip_limits(wasm, &mut i)?,
            3 => i += 2,
            other => return Err(format!("an import of kind {other}")),
        }
        out.push(Import { module: names[0], name: names[1], descriptor: descriptor..i });
    }
    if i != section.end {
        return Err("an import section of another length than it says".into());
    }
    Ok(out)
}

/// Reads an unsigned LEB128 number of a module at `at`, and moves past it.
fn leb(b: &[u8], at: &mut usize) -> Result<u32, String> {
    let (mut value, mut shift) = (0u32, 0);
    loop {
        let byte = *b.get(*at).ok_or("a truncated module")?;
        *at += 1;
        value |= u32::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
        shift += 7;
        if shift > 28 {
            return Err("an overlong number".into());
        }
    }
}

/// Writes an unsigned LEB128 number.
fn put_leb(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Moves past a table's or a memory's limits.
fn skip_limits(b: &[u8], at: &mut usize) -> Result<(), String> {
    let flags = *b.get(*at).ok_or("a truncated module")?;
    *at += 1;
    leb(b, at)?;
    if flags & 1 == 1 {
        leb(b, at)?;
    }
    Ok(())
}

/// `site short-imports <glue.js> <module.wasm>`: wasm-bindgen names each import of its glue
/// after its function and a hash of 16 hex digits (`__wbg_isArray_bcf1376d0d732d08`), some 250
/// of them, written in the module and again in the glue: about 6 KB of the first load after
/// gzip, which the hashes keep from shrinking. Each such name becomes `$` and a number in both
/// files, in place. A name missing from the glue stops it (nothing is written).
fn short_imports(js: &Path, wasm: &Path) -> Result<(), String> {
    let mut glue = std::fs::read_to_string(js).map_err(|e| format!("cannot read {}: {e}", js.display()))?;
    let module = std::fs::read(wasm).map_err(|e| format!("cannot read {}: {e}", wasm.display()))?;
    let mut renamed = Vec::new();
    let module = rename_imports(&module, |name| {
        let hashed = name.starts_with("__wbg")
            && name.len() > 17
            && name.as_bytes()[name.len() - 17] == b'_'
            && name[name.len() - 16..].bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        hashed.then(|| {
            renamed.push((name.to_string(), format!("${}", renamed.len())));
            renamed[renamed.len() - 1].1.clone()
        })
    })
    .map_err(|e| format!("{}: {e}", wasm.display()))?;
    for (old, new) in &renamed {
        if !glue.contains(old.as_str()) {
            return Err(format!("{} does not name the import {old}", js.display()));
        }
        glue = glue.replace(old.as_str(), new);
    }
    std::fs::write(wasm, module).map_err(|e| format!("cannot write {}: {e}", wasm.display()))?;
    std::fs::write(js, glue).map_err(|e| format!("cannot write {}: {e}", js.display()))
}

/// The module with each import that `new_name` gives a name (by its old one) renamed; every
/// other byte as it was.
fn rename_imports(wasm: &[u8], mut new_name: impl FnMut(&str) -> Option<String>) -> Result<Vec<u8>, String> {
    let sections = sections(wasm)?;
    let mut out = wasm[..8].to_vec();
    for section in sections {
        if section.id != 2 {
            out.extend_from_slice(&wasm[section.start..section.contents.end]);
            continue;
        }
        let imports = imports(wasm, section.contents)?;
        let mut body = Vec::new();
        put_leb(&mut body, imports.len() as u32);
        for import in imports {
            let text = |b: &[u8]| String::from_utf8(b.to_vec()).map_err(|_| "a name that is not UTF-8");
            let (module, name) = (text(import.module)?, text(import.name)?);
            let name = new_name(&name).unwrap_or(name);
            for name in [&module, &name] {
                put_leb(&mut body, name.len() as u32);
                body.extend_from_slice(name.as_bytes());
            }
            body.extend_from_slice(&wasm[import.descriptor]);
        }
        out.push(2);
        put_leb(&mut out, body.len() as u32);
        out.extend_from_slice(&body);
    }
    Ok(out)
}

/// A file's subresource-integrity value, `sha384-` and the base64 of its SHA-384.
fn sri(file: &Path) -> Result<String, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Ok(format!("sha384-{}", base64::engine::general_purpose::STANDARD.encode(Sha384::digest(&bytes))))
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
        let hash = sri(&dir.join(href[..value_end(href)].trim_start_matches("./")))?;
        let value = &rest[at + 10..];
        let quoted = value.starts_with('"');
        let old_len = if quoted { 2 + value[1..].find('"').ok_or("an unclosed integrity")? } else { value_end(value) };
        out.push_str(&rest[..at + 10]);
        out.push_str(&if quoted { format!("\"{hash}\"") } else { hash });
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
    let (start, end) = loader_span(&html)?;
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
    fn the_loader_picks_the_map_build_or_the_lab_and_the_lab_is_no_longer_preloaded() {
        let dir = std::env::temp_dir().join(format!("site-pick-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (f, body) in
            [("app-1.js", "lab"), ("app-1_bg.wasm", "lab wasm"), ("map-2.js", "map"), ("map-2_bg.wasm", "map wasm")]
        {
            std::fs::write(dir.join(f), body).unwrap();
        }
        // Trunk's output as `minify = "on_release"` writes it (shortened).
        let html = "<title>Lab</title><link href=./style.css integrity=sha384-s rel=stylesheet>\
                    <script type=module>import init, * as bindings from './app-1.js';\n\
                    const wasm = await init({ module_or_path: './app-1_bg.wasm' });</script>\
                    <link crossorigin href=./app-1.js integrity=sha384-a rel=modulepreload>\
                    <link crossorigin href=./snippets/app-9/inline0.js integrity=sha384-b rel=modulepreload>\
                    <link as=fetch crossorigin href=./app-1_bg.wasm integrity=sha384-c rel=preload type=application/wasm></head>";
        std::fs::write(dir.join("index.html"), html).unwrap();
        pick_build(&dir).unwrap();
        let out = std::fs::read_to_string(dir.join("index.html")).unwrap();
        let sha = |s: &str| base64::engine::general_purpose::STANDARD.encode(Sha384::digest(s.as_bytes()));
        let (start, end) = loader_span(&out).unwrap();
        let code = &out[start..end];
        let files = |js: &str, wasm: &str, [a, b]: [&str; 2]| {
            format!("[['./{js}', 'sha384-{}'], ['./{wasm}', 'sha384-{}'], ", sha(a), sha(b))
        };
        let map = files("map-2.js", "map-2_bg.wasm", ["map", "map wasm"]);
        let lab = files("app-1.js", "app-1_bg.wasm", ["lab", "lab wasm"]);
        assert!(code.contains(&format!("? {map}null]")), "{code}");
        // Not split: no rest.
        assert!(code.contains(&format!(": {lab}null]")), "{code}");
        assert!(code.contains("!new URLSearchParams(location.search).has('lesson')"), "{code}");
        assert_eq!(
            out[end..].to_string(),
            "</script><link crossorigin href=./snippets/app-9/inline0.js integrity=sha384-b rel=modulepreload></head>"
        );
        assert!(out.starts_with("<title>Lab</title><link href=./style.css integrity=sha384-s rel=stylesheet>"));
        // A second run (Trunk's staging is new each build, but `site` may be run again) changes nothing.
        pick_build(&dir).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("index.html")).unwrap(), out);
        // Split: the lab's rest is named, with its hash, and only for the lab.
        std::fs::write(dir.join("rest-3.wasm"), "rest").unwrap();
        std::fs::write(dir.join("index.html"), html).unwrap();
        pick_build(&dir).unwrap();
        let out = std::fs::read_to_string(dir.join("index.html")).unwrap();
        let (start, end) = loader_span(&out).unwrap();
        let code = &out[start..end];
        assert!(code.contains(&format!("? {map}null]")), "{code}");
        assert!(code.contains(&format!(": {lab}['./rest-3.wasm', 'sha384-{}']]", sha("rest"))), "{code}");
        assert!(code.contains("if (rest) {\n  let exports"), "{code}");
        std::fs::remove_file(dir.join("map-2.js")).unwrap();
        std::fs::write(dir.join("index.html"), html).unwrap();
        assert!(pick_build(&dir).unwrap_err().contains("no map-"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn hashed_imports_get_short_names_in_the_module_and_its_glue_alike() {
        // A module importing two hashed functions, one plain one and a memory, with a type
        // section before and an export after (kept byte for byte).
        let name = |s: &str| [&[s.len() as u8], s.as_bytes()].concat();
        let section = |id: u8, body: Vec<u8>| {
            let mut out = vec![id];
            put_leb(&mut out, body.len() as u32);
            [out, body].concat()
        };
        let imports = |a: &str, b: &str| {
            [
                vec![4],
                name("./app_bg.js"),
                name(a),
                vec![0, 0],
                name("./app_bg.js"),
                name("__wbindgen_init_externref_table"),
                vec![0, 0],
                name("./app_bg.js"),
                name(b),
                vec![0, 0],
                name("env"),
                name("memory"),
                vec![2, 1, 1, 2],
            ]
            .concat()
        };
        let module = |a: &str, b: &str| {
            [
                b"\0asm\x01\0\0\0".to_vec(),
                section(1, vec![1, 0x60, 0, 0]),
                section(2, imports(a, b)),
                section(7, [vec![1], name("main"), vec![0, 3]].concat()),
            ]
            .concat()
        };
        let dir = std::env::temp_dir().join(format!("site-imports-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (js, wasm) = (dir.join("app.js"), dir.join("app_bg.wasm"));
        let (a, b) = ("__wbg_isArray_bcf1376d0d732d08", "__wbg_new_cd4348290afae586");
        std::fs::write(
            &js,
            format!("{{{a}:function(n){{return Array.isArray(n)}},{b}:function(){{}},x:this.__wbg_ptr}}"),
        )
        .unwrap();
        std::fs::write(&wasm, module(a, b)).unwrap();
        short_imports(&js, &wasm).unwrap();
        assert_eq!(std::fs::read(&wasm).unwrap(), module("$0", "$1"));
        assert_eq!(
            std::fs::read_to_string(&js).unwrap(),
            "{$0:function(n){return Array.isArray(n)},$1:function(){},x:this.__wbg_ptr}"
        );
        // A glue without one of the module's imports: an error, and neither file changes.
        std::fs::write(&js, format!("{{{a}:0}}")).unwrap();
        std::fs::write(&wasm, module(a, b)).unwrap();
        assert!(short_imports(&js, &wasm).unwrap_err().contains(b));
        assert_eq!(std::fs::read(&wasm).unwrap(), module(a, b));
        assert!(rename_imports(&module(a, b)[..30], |_| None).is_err());
        assert!(rename_imports(b"not wasm", |_| None).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_externref_table_export_is_set_to_the_externref_table() {
        // A module importing one funcref table, declaring a funcref and an externref table, and
        // exporting tables as binaryen 108's wasm-split writes them: every one as table 0.
        let name = |s: &str| [&[s.len() as u8], s.as_bytes()].concat();
        let section = |id: u8, body: Vec<u8>| [vec![id, body.len() as u8], body].concat();
        let imports = [vec![1], name("m"), name("t"), vec![1, 0x70, 0, 1]].concat();
        let tables = vec![2, 0x70, 0, 1, 0x6f, 1, 1, 4];
        let exports = [vec![2], name("table"), vec![1, 0], name("__wbindgen_externrefs"), vec![1, 0]].concat();
        let module = |externrefs: u8| {
            let exports = [&exports[..exports.len() - 1], &[externrefs]].concat();
            [b"\0asm\x01\0\0\0".to_vec(), section(2, imports.clone()), section(4, tables.clone()), section(7, exports)]
                .concat()
        };
        let mut wasm = module(0);
        fix_table_exports(&mut wasm).unwrap();
        assert_eq!(wasm, module(2));
        // A module already right is left as it is.
        fix_table_exports(&mut wasm).unwrap();
        assert_eq!(wasm, module(2));
        assert!(fix_table_exports(&mut b"not wasm".to_vec()).is_err());
        assert!(fix_table_exports(&mut module(0)[..30].to_vec()).is_err());
    }

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
