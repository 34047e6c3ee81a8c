//! `scorm <dist-dir> <out-dir> [page …]`: the manifests of the SCORM packages. For each page
//! (every page when none is named), one SCORM 1.2 and one SCORM 2004 (4th edition) manifest,
//! and one of each for the whole course (one item per page), written as
//! `<out-dir>/<package>.xml`; `scripts/scorm.sh` zips each with the built site as the package's
//! `imsmanifest.xml`. Every package holds the whole static site and launches at its lesson
//! (`index.html` with the item's parameters `?lesson=N`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use lessons::content::{lesson, short_number, Lesson, LESSONS};
use sim_core::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scorm {
    V12,
    V2004,
}

impl Scorm {
    fn suffix(self) -> &'static str {
        match self {
            Scorm::V12 => "scorm12",
            Scorm::V2004 => "scorm2004",
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Every file under `dir`, as relative paths with `/`, sorted.
fn files(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut out = Vec::new();
    let mut todo = vec![PathBuf::new()];
    while let Some(rel) = todo.pop() {
        for entry in std::fs::read_dir(dir.join(&rel))? {
            let entry = entry?;
            let path = rel.join(entry.file_name());
            if entry.file_type()?.is_dir() {
                todo.push(path);
            } else {
                out.push(path.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    out.sort();
    Ok(out)
}

fn title(l: &Lesson) -> String {
    format!("{}. {} / {}", short_number(l.number), l.title.get(Lang::Tr), l.title.get(Lang::En))
}

/// A package's manifest: one item per page, all launching the one SCO (the site's
/// `index.html`) with the page's parameters.
fn manifest(version: Scorm, id: &str, org_title: &str, pages: &[&Lesson], files: &[String]) -> String {
    let items: String = pages
        .iter()
        .map(|l| {
            format!(
                "      <item identifier=\"item-{:02}\" identifierref=\"lab\" parameters=\"?lesson={}\">\n        <title>{}</title>\n      </item>\n",
                l.number,
                l.number,
                escape(&title(l))
            )
        })
        .collect();
    let file_list: String = files.iter().map(|f| format!("      <file href=\"{}\"/>\n", escape(f))).collect();
    let (head, scorm_type) = match version {
        Scorm::V12 => (
            format!(
                "<manifest identifier=\"{id}\" version=\"1.0\"\n  xmlns=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2\"\n  \
                 xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_rootv1p2\"\n  \
                 xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n  \
                 xsi:schemaLocation=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd \
                 http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd \
                 http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd\">\n  \
                 <metadata>\n    <schema>ADL SCORM</schema>\n    <schemaversion>1.2</schemaversion>\n  </metadata>\n"
            ),
            "adlcp:scormtype",
        ),
        Scorm::V2004 => (
            format!(
                "<manifest identifier=\"{id}\" version=\"1\"\n  xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\"\n  \
                 xmlns:adlcp=\"http://www.adlnet.org/xsd/adlcp_v1p3\"\n  \
                 xmlns:adlseq=\"http://www.adlnet.org/xsd/adlseq_v1p3\"\n  \
                 xmlns:adlnav=\"http://www.adlnet.org/xsd/adlnav_v1p3\"\n  \
                 xmlns:imsss=\"http://www.imsglobal.org/xsd/imsss\"\n  \
                 xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n  \
                 xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd \
                 http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd \
                 http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd \
                 http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd \
                 http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd\">\n  \
                 <metadata>\n    <schema>ADL SCORM</schema>\n    <schemaversion>2004 4th Edition</schemaversion>\n  </metadata>\n"
            ),
            "adlcp:scormType",
        ),
    };
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{head}  <organizations default=\"org\">\n    \
         <organization identifier=\"org\">\n      <title>{}</title>\n{items}    </organization>\n  </organizations>\n  \
         <resources>\n    <resource identifier=\"lab\" type=\"webcontent\" {scorm_type}=\"sco\" href=\"index.html\">\n{file_list}    \
         </resource>\n  </resources>\n</manifest>\n",
        escape(org_title)
    )
}

/// The packages to write: (file name without extension, manifest).
fn packages(pages: &[&'static Lesson], files: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for version in [Scorm::V12, Scorm::V2004] {
        for l in pages {
            let name = format!("lesson-{:02}-{}", l.number, version.suffix());
            let org = format!("Dayanıklılık Lab — {}", title(l));
            out.push((name.clone(), manifest(version, &format!("dayaniklilik-lab-{name}"), &org, &[*l], files)));
        }
        let name = format!("course-{}", version.suffix());
        let all: Vec<&Lesson> = LESSONS.to_vec();
        let org = "Dayanıklılık Lab — Dayanıklılık ve Güvenilirlik / Resilience and Reliability";
        out.push((name.clone(), manifest(version, &format!("dayaniklilik-lab-{name}"), org, &all, files)));
    }
    out
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(dist), Some(out)) = (args.first(), args.get(1)) else {
        eprintln!("scorm: usage: scorm <dist-dir> <out-dir> [page …]");
        return ExitCode::from(2);
    };
    let mut pages: Vec<&'static Lesson> = Vec::new();
    for a in &args[2..] {
        match a.parse::<u8>().ok().and_then(lesson) {
            Some(l) => pages.push(l),
            None => {
                eprintln!("scorm: there is no page {a}");
                return ExitCode::from(2);
            }
        }
    }
    if pages.is_empty() {
        pages = LESSONS.to_vec();
    }
    let list = match files(Path::new(dist)) {
        Ok(f) if f.iter().any(|f| f == "index.html") => f,
        Ok(_) => {
            eprintln!("scorm: {dist} has no index.html: build the site first");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("scorm: cannot read {dist}: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = std::fs::create_dir_all(out) {
        eprintln!("scorm: cannot create {out}: {e}");
        return ExitCode::from(2);
    }
    for (name, xml) in packages(&pages, &list) {
        let path = Path::new(out).join(format!("{name}.xml"));
        if let Err(e) = std::fs::write(&path, xml) {
            eprintln!("scorm: cannot write {}: {e}", path.display());
            return ExitCode::from(2);
        }
        println!("{name}");
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> Vec<String> {
        ["index.html", "app_bg.wasm", "packs/l02.wasm", "notes/tr/02.md"].map(String::from).to_vec()
    }

    #[test]
    fn a_lesson_package_launches_the_site_at_its_lesson_in_both_versions() {
        let l = lesson(2).unwrap();
        let v12 = manifest(Scorm::V12, "p", "Lab & co", &[l], &files());
        assert!(v12.contains("<schemaversion>1.2</schemaversion>"));
        assert!(v12.contains("xmlns=\"http://www.imsproject.org/xsd/imscp_rootv1p1p2\""));
        assert!(v12.contains("adlcp:scormtype=\"sco\" href=\"index.html\""));
        assert!(v12.contains("identifierref=\"lab\" parameters=\"?lesson=2\""));
        assert!(v12.contains("<title>Lab &amp; co</title>"));
        assert!(v12.contains("<file href=\"packs/l02.wasm\"/>"));
        let v2004 = manifest(Scorm::V2004, "p", "Lab", &[l], &files());
        assert!(v2004.contains("<schemaversion>2004 4th Edition</schemaversion>"));
        assert!(v2004.contains("xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\""));
        assert!(v2004.contains("adlcp:scormType=\"sco\""));
    }

    #[test]
    fn there_is_one_package_per_page_and_version_and_a_course_package_with_every_page() {
        let all: Vec<&Lesson> = LESSONS.to_vec();
        let p = packages(&all, &files());
        assert_eq!(p.len(), 2 * (LESSONS.len() + 1));
        let course = &p.iter().find(|(n, _)| n == "course-scorm2004").unwrap().1;
        assert_eq!(course.matches("<item ").count(), LESSONS.len());
        for l in LESSONS.iter() {
            assert!(course.contains(&format!("parameters=\"?lesson={}\"", l.number)));
        }
        // Identifiers are unique within a manifest.
        let ids: Vec<&str> = course.split("identifier=\"").skip(1).map(|s| &s[..s.find('"').unwrap()]).collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len());
    }
}
