//! Turns each page's content, `content/pages/NN.toml` (its title, widgets and guided steps, as
//! data a course author edits), into the Rust statics the lab is built with:
//! `$OUT_DIR/content/lNN.rs`, which `src/content/mod.rs` includes as the module `lNN`. The
//! page's intro stays in `content/{tr,en}/NN.md`.
//!
//! The types below mirror those of `src/content`, `src/sweep` and `src/system` field for field
//! (the compiler checks the generated code against those); they only read the TOML, reject
//! what they do not know, and write each value back as a Rust expression.

use std::fmt::Write as _;
use std::path::Path;

use serde::Deserialize;

fn main() {
    let dir = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("content/pages");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("content");
    println!("cargo::rerun-if-changed={}", dir.display());
    std::fs::create_dir_all(&out).unwrap();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    for path in files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let page: Page = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(format!("{:02}", page.number), name, "{}: the number is not the file's", path.display());
        std::fs::write(out.join(format!("l{name}.rs")), page.rust(&name)).unwrap();
    }
}

/// Writes a value as a Rust expression of the lab's type of the same name.
trait Rust {
    fn rust(&self) -> String;
}

impl Rust for String {
    fn rust(&self) -> String {
        format!("{self:?}")
    }
}

impl Rust for f64 {
    fn rust(&self) -> String {
        assert!(self.is_finite(), "a number in the content is not finite: {self}");
        format!("{self:?}")
    }
}

macro_rules! plain {
    ($($t:ty),*) => {$(
        impl Rust for $t {
            fn rust(&self) -> String {
                self.to_string()
            }
        }
    )*};
}
plain!(u8, u32, usize);

impl<T: Rust> Rust for Vec<T> {
    fn rust(&self) -> String {
        format!("&[{}]", self.iter().map(Rust::rust).collect::<Vec<_>>().join(", "))
    }
}

impl<T: Rust> Rust for Option<T> {
    fn rust(&self) -> String {
        self.as_ref().map_or("None".into(), |x| format!("Some({})", x.rust()))
    }
}

impl<A: Rust, B: Rust> Rust for (A, B) {
    fn rust(&self) -> String {
        format!("({}, {})", self.0.rust(), self.1.rust())
    }
}

/// A struct written as `Name { field: …, … }` with each field's own expression.
macro_rules! rust_struct {
    ($name:ident { $($field:ident),* }) => {
        impl Rust for $name {
            fn rust(&self) -> String {
                let mut s = format!("{} {{", stringify!($name));
                $(write!(s, " {}: {},", stringify!($field), self.$field.rust()).unwrap();)*
                s + " }"
            }
        }
    };
}

/// A part the lab holds by reference (`Option<&'static T>`).
#[derive(Deserialize)]
#[serde(transparent)]
struct Ref<T>(T);

impl<T: Rust> Rust for Ref<T> {
    fn rust(&self) -> String {
        format!("&{}", self.0.rust())
    }
}

/// A unit variant of the lab's enum `E` ([`Kind`] or [`Pattern`]), by its name.
#[derive(Deserialize)]
#[serde(transparent)]
struct Variant<const E: char>(String);

/// The enums a variant can name: `K` for `Kind`, `P` for `Pattern`.
fn enum_name(e: char) -> &'static str {
    match e {
        'K' => "Kind",
        'P' => "Pattern",
        _ => unreachable!("no enum is named by {e:?}"),
    }
}

impl<const E: char> Rust for Variant<E> {
    fn rust(&self) -> String {
        let ok = self.0.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && self.0.chars().all(|c| c.is_ascii_alphanumeric());
        assert!(ok, "not a name of {}: {:?}", enum_name(E), self.0);
        format!("{}::{}", enum_name(E), self.0)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Label {
    tr: String,
    en: String,
}

impl Rust for Label {
    fn rust(&self) -> String {
        format!("Label::new({}, {})", self.tr.rust(), self.en.rust())
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Page {
    number: u8,
    slug: String,
    title: Label,
    #[serde(default)]
    widgets: Vec<Widget>,
    #[serde(default)]
    steps: Vec<Step>,
}

impl Page {
    fn rust(&self, nn: &str) -> String {
        let intro =
            |lang: &str| format!("include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/content/{lang}/{nn}.md\"))");
        format!(
            "// Made by lessons/build.rs from lessons/content/pages/{nn}.toml.\n\
             #[allow(unused_imports)]\n\
             use crate::content::{{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget}};\n\
             #[allow(unused_imports)]\n\
             use crate::sweep::{{Claim, Ensemble, Measure, Sweep}};\n\
             #[allow(unused_imports)]\n\
             use crate::system::{{Kind, Link, Node, Pattern, System}};\n\
             use sim_core::Label;\n\n\
             pub static LESSON: Lesson = Lesson {{ number: {}, slug: {}, title: {}, intro: Label::new({}, {}), widgets: {}, steps: {} }};\n",
            self.number,
            self.slug.rust(),
            self.title.rust(),
            intro("tr"),
            intro("en"),
            self.widgets.rust(),
            self.steps.rust(),
        )
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Widget {
    model: String,
    title: Label,
    controls: Vec<String>,
    #[serde(default)]
    advanced: Vec<String>,
    explorer: Option<Ref<Sweep>>,
    ensemble: Option<Ref<Ensemble>>,
    system: Option<Ref<System>>,
    #[serde(default)]
    pairs: Vec<Pair>,
}
rust_struct!(Widget { model, title, controls, advanced, explorer, ensemble, system, pairs });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair {
    label: Label,
    a: Vec<(String, f64)>,
    b: Vec<(String, f64)>,
}
rust_struct!(Pair { label, a, b });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step {
    title: Label,
    model: String,
    #[serde(default)]
    set: Vec<(String, f64)>,
    question: Label,
    ask: Ask,
    explain: Label,
    evidence: Vec<Evidence>,
    time: Option<StepTime>,
}
rust_struct!(Step { title, model, set, question, ask, explain, evidence, time });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
enum Ask {
    Choice { fact: String, options: Options },
    Direction { fact: String, from: String, within: f64 },
    Compare { a: (Label, String), b: (Label, String), within: f64 },
    Order { items: Vec<(Label, String)> },
    Bucket { fact: String, edges: Vec<f64> },
    Range { fact: String, min: f64, max: f64, width: f64 },
    Number { fact: String, tolerance: f64 },
    MostSeeds,
}

impl Rust for Ask {
    fn rust(&self) -> String {
        match self {
            Ask::Choice { fact, options } => {
                format!("Ask::Choice {{ options: {}, fact: {} }}", options.rust(), fact.rust())
            }
            Ask::Direction { fact, from, within } => {
                format!("Ask::Direction {{ fact: {}, from: {}, within: {} }}", fact.rust(), from.rust(), within.rust())
            }
            Ask::Compare { a, b, within } => {
                format!("Ask::Compare {{ a: {}, b: {}, within: {} }}", a.rust(), b.rust(), within.rust())
            }
            Ask::Order { items } => format!("Ask::Order {{ items: {} }}", items.rust()),
            Ask::Bucket { fact, edges } => format!("Ask::Bucket {{ fact: {}, edges: {} }}", fact.rust(), edges.rust()),
            Ask::Range { fact, min, max, width } => format!(
                "Ask::Range {{ fact: {}, min: {}, max: {}, width: {} }}",
                fact.rust(),
                min.rust(),
                max.rust(),
                width.rust()
            ),
            Ask::Number { fact, tolerance } => {
                format!("Ask::Number {{ fact: {}, tolerance: {} }}", fact.rust(), tolerance.rust())
            }
            Ask::MostSeeds => "Ask::MostSeeds".into(),
        }
    }
}

/// A choice's options: `"YesNo"` for the lab's yes/no pair (`content::YES_NO`, the fact 0 for
/// yes), or a list.
#[derive(Deserialize)]
#[serde(untagged, expecting = "options: \"YesNo\" or a list of { tr, en } texts")]
enum Options {
    Named(Named),
    List(Vec<Label>),
}

#[derive(Deserialize)]
enum Named {
    YesNo,
}

impl Rust for Options {
    fn rust(&self) -> String {
        match self {
            Options::Named(Named::YesNo) => "crate::content::YES_NO".into(),
            Options::List(options) => options.rust(),
        }
    }
}

#[derive(Deserialize)]
enum Evidence {
    Table(String),
    Row(String, usize),
    Chart(String),
    Explorer,
    Ensemble,
    System,
}

impl Rust for Evidence {
    fn rust(&self) -> String {
        match self {
            Evidence::Table(t) => format!("Evidence::Table({})", t.rust()),
            Evidence::Row(t, i) => format!("Evidence::Row({}, {i})", t.rust()),
            Evidence::Chart(c) => format!("Evidence::Chart({})", c.rust()),
            Evidence::Explorer => "Evidence::Explorer".into(),
            Evidence::Ensemble => "Evidence::Ensemble".into(),
            Evidence::System => "Evidence::System".into(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StepTime {
    open_at: String,
    play_to: String,
}
rust_struct!(StepTime { open_at, play_to });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Measure {
    label: Label,
    decimals: u8,
}
rust_struct!(Measure { label, decimals });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sweep {
    title: Label,
    hint: Label,
    x: String,
    y: String,
    measures: Vec<Measure>,
}
rust_struct!(Sweep { title, hint, x, y, measures });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Ensemble {
    title: Label,
    hint: Label,
    measures: Vec<Measure>,
    seeds: u32,
    claim: Option<Claim>,
}
rust_struct!(Ensemble { title, hint, measures, seeds, claim });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Claim {
    label: Label,
    measure: usize,
}
rust_struct!(Claim { label, measure });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct System {
    aspect: f64,
    nodes: Vec<Node>,
    links: Vec<Link>,
}
rust_struct!(System { nodes, links, aspect });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Node {
    id: String,
    label: Label,
    x: f64,
    y: f64,
    kind: Variant<'K'>,
}
rust_struct!(Node { id, label, x, y, kind });

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Link {
    from: String,
    to: String,
    pattern: Option<Variant<'P'>>,
}
rust_struct!(Link { from, to, pattern });
