//! `site <dir>`: writes the built site's static extras into `<dir>`: one oEmbed document per
//! lesson and language (`oembed/lesson-N.json`, `oembed/lesson-N-en.json`). Trunk runs it after
//! each build (Trunk.toml). The snippets point to `LAB_BASE_URL` when it is set at build time
//! (e.g. `https://school.example/lab/`), else to the site's own folder, relative.

use std::path::PathBuf;
use std::process::ExitCode;

use lessons::content::LESSONS;
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
    for l in LESSONS.iter() {
        for (lang, suffix) in [(Lang::Tr, ""), (Lang::En, "-en")] {
            let path = out.join(format!("lesson-{}{suffix}.json", l.number));
            if let Err(e) = std::fs::write(&path, oembed(&base, l, lang)) {
                eprintln!("site: cannot write {}: {e}", path.display());
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::SUCCESS
}
