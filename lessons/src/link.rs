//! The page's state as a link: which page, which language, which step, and every parameter that
//! differs from the course's value.
//!
//! `?v=1&lesson=2&lang=en&step=3&kesici/kosum.threshold=0.3&kesici/kosum.t=240`
//!
//! Flags for teachers: `embed=1` (inside another page), `hide=1` (a step's results stay hidden
//! until its reveal), `present=1` (presenter mode), `notes=1` (the lesson's teacher notes) and
//! `host=<origin>` (the one page origin whose `lab:set` messages an embed takes).
//!
//! `v` is the link format's version; parameters are `<model>.<key>` with the stable keys of the
//! model's schema, so links keep working when parameters are added; `<model>.t` is the round its
//! system view shows (no schema has a key `t`). Reading a link never fails:
//! whatever is unknown, malformed or outside a slider's range is left at the course's value and
//! named in `ignored`, so the page can say so politely.

use std::collections::BTreeMap;

use sim_core::params::{ParamError, ParamSpec};
use sim_core::{Label, Lang};

use crate::catalog::{find, ModelInfo};
use crate::content;

/// The link format written by this version.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    Lesson(u8),
}

#[derive(Clone, Debug, PartialEq)]
pub struct LinkState {
    pub page: Page,
    pub lang: Lang,
    /// Zero-based step, when a step is open.
    pub step: Option<usize>,
    /// Per model id, the values that differ from the course's (by stable key).
    pub values: BTreeMap<String, BTreeMap<String, f64>>,
    /// Shown inside another page: no site bar, compact.
    pub embed: bool,
    /// Only this model's widget of the lesson (its controls, charts and tables).
    pub widget: Option<String>,
    /// Per model id, the round its system view shows, when not the first (`<model>.t`).
    pub times: BTreeMap<String, u32>,
    /// Per model id, the setting pinned as A for a comparison (`a.<model>.<key>=…`, or
    /// `a.<model>=1` when A is the course's values): the values that differ from the course's.
    pub pinned: BTreeMap<String, BTreeMap<String, f64>>,
    /// A step's results stay hidden until the learner has predicted (`hide=1`).
    pub hide: bool,
    /// Presenter mode: large type, projector contrast, keys for the steps (`present=1`).
    pub present: bool,
    /// The lesson's teacher notes instead of the lesson (`notes=1`).
    pub notes: bool,
    /// The origin of the page that embeds the lab (`host=https://school.example`): the only
    /// one whose messages it takes, and the only one it tells its state and answers.
    pub host: Option<String>,
    /// The link's values (and pinned values) of models whose parameters the page does not know
    /// yet, their lesson's pack not being loaded ([`crate::ModelInfo::schema`]): each pair as
    /// the link wrote it, taken by [`settle`] once the pack is there and written back as it came
    /// by [`to_query`] until then.
    pub unchecked: Vec<String>,
}

impl Default for LinkState {
    fn default() -> Self {
        Self {
            page: Page::Home,
            lang: Lang::Tr,
            step: None,
            values: BTreeMap::new(),
            embed: false,
            widget: None,
            times: BTreeMap::new(),
            pinned: BTreeMap::new(),
            hide: false,
            present: false,
            notes: false,
            host: None,
            unchecked: Vec::new(),
        }
    }
}

/// What starts a pinned comparison's key in a link (`a.kesici/kosum.threshold=0.3`).
pub const PIN_PREFIX: &str = "a.";

/// The key of a model's shown round in a link (`kesici/kosum.t`).
pub const TIME_KEY: &str = "t";

/// The notice for a link's round that the run does not have (known only once the model ran);
/// the page shows the first round instead.
pub fn round_not_in_run(model: &str, round: u32) -> Ignored {
    Ignored {
        item: format!("{model}.{TIME_KEY}={round}"),
        why: Label::new(
            "koşumda bu tur yok; ilk tur gösteriliyor",
            "the run has no such round; the first round is shown",
        ),
        detail: None,
    }
}

/// A web origin as `scheme://host[:port]`, lower case, or None for anything else (a path, a
/// query, user info, another scheme, a bad port). A trailing `/` is allowed and dropped.
pub fn origin(text: &str) -> Option<String> {
    let text = text.trim().to_ascii_lowercase();
    let (scheme, rest) = text.split_once("://")?;
    if scheme != "https" && scheme != "http" {
        return None;
    }
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let (host, port) = match rest.rsplit_once(':') {
        Some((h, p)) if !rest.ends_with(']') => (h, Some(p)),
        _ => (rest, None),
    };
    let name =
        |h: &str| h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-') && !h.starts_with(['.', '-']);
    let ipv6 = |h: &str| {
        h.len() > 2
            && h.starts_with('[')
            && h.ends_with(']')
            && h[1..h.len() - 1].chars().all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
    };
    let host_ok = !host.is_empty() && (name(host) || ipv6(host));
    let port_ok = port.is_none_or(|p| {
        !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()) && p.parse::<u16>().is_ok_and(|n| n > 0)
    });
    (host_ok && port_ok).then(|| format!("{scheme}://{rest}"))
}

/// Reads a `1`/`0` flag.
fn flag(v: &str) -> Option<bool> {
    match v {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

/// Something in a link that was not taken, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Ignored {
    pub item: String,
    pub why: Label,
    pub detail: Option<ParamError>,
}

impl Ignored {
    pub fn message(&self, lang: Lang) -> String {
        match &self.detail {
            Some(e) => format!("{}: {}", self.item, e.message(lang)),
            None => format!("{}: {}", self.item, self.why.get(lang)),
        }
    }
}

fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or(())
                {
                    Ok(b) => {
                        out.push(b);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Checks a value against a spec's slider range (links carry what a slider can show).
fn in_slider(spec: &ParamSpec, text: &str) -> Result<f64, ParamError> {
    let v = spec.parse(text)?;
    if v < spec.min || v > spec.max {
        return Err(ParamError::OutOfRange { name: spec.name(), value: v, min: spec.min, max: spec.max });
    }
    Ok(v)
}

/// What the page knows of a model's parameters (`None`: not yet): [`ModelInfo::schema`], or a
/// test's stand-in.
type Known<'a> = &'a dyn Fn(&ModelInfo) -> Option<&'static [ParamSpec]>;

fn unknown(item: String) -> Ignored {
    Ignored { item, why: Label::new("bilinmeyen bir ayar", "not a setting this lab knows"), detail: None }
}

/// Reads a query string (with or without the leading `?`). A value of a model whose parameters
/// are not known yet is kept in [`LinkState::unchecked`] for [`settle`].
pub fn parse(query: &str) -> (LinkState, Vec<Ignored>) {
    parse_knowing(query, &ModelInfo::schema)
}

/// Takes the values [`parse`] kept for later whose models' parameters are now known (the
/// lesson's pack has loaded); returns what of them could not be taken, as [`parse`] would have.
pub fn settle(st: &mut LinkState) -> Vec<Ignored> {
    settle_knowing(st, &ModelInfo::schema)
}

fn settle_knowing(st: &mut LinkState, known: Known) -> Vec<Ignored> {
    let mut ignored = Vec::new();
    for pair in std::mem::take(&mut st.unchecked) {
        take(st, &mut ignored, &pair, known);
    }
    ignored
}

/// Keeps a value of a model whose parameters are not known yet for [`settle`]; what is not a
/// number at all (no parameter takes it) is named at once.
fn wait(st: &mut LinkState, ignored: &mut Vec<Ignored>, pair: &str, item: String, value: &str) {
    if value.trim().parse::<f64>().is_ok_and(f64::is_finite) {
        st.unchecked.push(pair.to_string());
    } else {
        ignored.push(Ignored {
            item,
            why: Label::new("değer bir sayı olmalı", "the value must be a number"),
            detail: None,
        });
    }
}

/// Takes one `key=value` pair of a link into the state, or says why not.
fn take(st: &mut LinkState, ignored: &mut Vec<Ignored>, pair: &str, known: Known) {
    let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
    let (k, v) = (decode(k), decode(v));
    let item = format!("{k}={v}");
    match k.as_str() {
        "v" => {
            if v.parse::<u32>().map_or(true, |n| n == 0 || n > VERSION) {
                ignored.push(Ignored {
                    item,
                    why: Label::new(
                        "bu sürümün okuyamadığı bir bağlantı biçimi",
                        "a link format this version cannot read",
                    ),
                    detail: None,
                });
            }
        }
        "lang" => match v.as_str() {
            "tr" => st.lang = Lang::Tr,
            "en" => st.lang = Lang::En,
            _ => ignored.push(Ignored {
                item,
                why: Label::new("dil tr ya da en olmalı", "the language must be tr or en"),
                detail: None,
            }),
        },
        "lesson" => match v.parse::<u8>().ok().filter(|n| content::outline(*n).is_some()) {
            Some(n) => st.page = Page::Lesson(n),
            None => ignored.push(Ignored {
                item,
                why: Label::new("bu numarada hazır bir ders yok", "there is no built lesson with this number"),
                detail: None,
            }),
        },
        "embed" | "hide" | "present" | "notes" => match flag(&v) {
            Some(on) => match k.as_str() {
                "embed" => st.embed = on,
                "hide" => st.hide = on,
                "present" => st.present = on,
                _ => st.notes = on,
            },
            None => ignored.push(Ignored {
                item,
                why: Label::new("bu ayar 1 ya da 0 olmalı", "this setting must be 1 or 0"),
                detail: None,
            }),
        },
        "host" => match origin(&v) {
            Some(o) => st.host = Some(o),
            None => ignored.push(Ignored {
                item,
                why: Label::new(
                    "host bir köken olmalı, örneğin https://okul.example",
                    "host must be an origin such as https://school.example",
                ),
                detail: None,
            }),
        },
        "widget" => st.widget = Some(v),
        pin if pin.starts_with(PIN_PREFIX) => {
            let rest = &pin[PIN_PREFIX.len()..];
            // `a.<model>.<key>` (model ids have no dots) or `a.<model>`.
            let (model_id, key) = match rest.rsplit_once('.') {
                Some((m, key)) if find(m).is_some() => (m, Some(key)),
                _ => (rest, None),
            };
            let Some(model) = find(model_id) else {
                ignored.push(unknown(item));
                return;
            };
            let spec = match key {
                None => None,
                Some(k) => match known(model) {
                    Some(schema) => Some(schema.iter().find(|s| s.key == k)),
                    None => return wait(st, ignored, pair, item, &v),
                },
            };
            match spec {
                None if flag(&v) == Some(true) => {
                    st.pinned.entry(model.id.to_string()).or_default();
                }
                Some(Some(spec)) => match in_slider(spec, &v) {
                    Ok(x) => {
                        let a = st.pinned.entry(model.id.to_string()).or_default();
                        if x != spec.default {
                            a.insert(spec.key.to_string(), x);
                        }
                    }
                    Err(e) => ignored.push(Ignored { item, why: Label::new("", ""), detail: Some(e) }),
                },
                _ => ignored.push(unknown(item)),
            }
        }
        "step" => match v.parse::<usize>() {
            Ok(n) if n >= 1 => st.step = Some(n - 1),
            _ => ignored.push(Ignored {
                item,
                why: Label::new("adım 1'den başlayan bir sayı olmalı", "the step must be a number from 1"),
                detail: None,
            }),
        },
        _ => {
            let Some((model_id, key)) = k.rsplit_once('.') else {
                ignored.push(unknown(item));
                return;
            };
            let Some(model) = find(model_id) else {
                ignored.push(unknown(item));
                return;
            };
            if key == TIME_KEY {
                match v.parse::<u32>() {
                    Ok(t) => {
                        st.times.insert(model.id.to_string(), t);
                    }
                    Err(_) => ignored.push(Ignored {
                        item,
                        why: Label::new(
                            "tur 0 ya da daha büyük bir tam sayı olmalı; ilk tur gösteriliyor",
                            "the round must be a whole number from 0; the first round is shown",
                        ),
                        detail: None,
                    }),
                }
                return;
            }
            let Some(schema) = known(model) else {
                return wait(st, ignored, pair, item, &v);
            };
            let Some(spec) = schema.iter().find(|s| s.key == key) else {
                ignored.push(unknown(item));
                return;
            };
            match in_slider(spec, &v) {
                Ok(x) => {
                    st.values.entry(model.id.to_string()).or_default().insert(spec.key.to_string(), x);
                }
                Err(e) => ignored.push(Ignored { item, why: Label::new("", ""), detail: Some(e) }),
            }
        }
    }
}

fn parse_knowing(query: &str, known: Known) -> (LinkState, Vec<Ignored>) {
    let mut st = LinkState::default();
    let mut ignored = Vec::new();
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        take(&mut st, &mut ignored, pair, known);
    }
    if let (Page::Lesson(n), Some(s)) = (&st.page, st.step) {
        if content::outline(*n).is_none_or(|l| s >= l.steps.len()) {
            ignored.push(Ignored {
                item: format!("step={}", s + 1),
                why: Label::new("bu derste bu numarada bir adım yok", "this lesson has no step with this number"),
                detail: None,
            });
            st.step = None;
        }
    } else if st.step.is_some() {
        st.step = None;
    }
    // Teacher notes belong to a lesson.
    if st.page == Page::Home {
        st.notes = false;
    }
    if let Some(w) = st.widget.take() {
        let fits = matches!(st.page, Page::Lesson(n) if content::outline(n).is_some_and(|l| l.widgets.iter().any(|x| x.0 == w)));
        if fits {
            st.widget = Some(w);
        } else {
            ignored.push(Ignored {
                item: format!("widget={w}"),
                why: Label::new("bu derste böyle bir model yok", "this lesson has no such model"),
                detail: None,
            });
        }
    }
    (st, ignored)
}

/// Values that are fine alone but not together (a fault set to start after the run ends) fall
/// back to the course's, all of that model's values, each model with one notice. `check` is the
/// model's own check of its values together (`None`: fine, or not known here). [`parse`]
/// checks each value against its slider only: the joint check is the model's code, which lives
/// in the lesson's pack, so the page asks it once the pack is there.
pub fn drop_conflicts(
    values: &mut BTreeMap<String, BTreeMap<String, f64>>,
    check: impl Fn(&str, &BTreeMap<String, f64>) -> Option<ParamError>,
) -> Vec<Ignored> {
    let conflicts: Vec<(String, ParamError)> =
        values.iter().filter_map(|(id, vals)| check(id, vals).map(|e| (id.clone(), e))).collect();
    conflicts
        .into_iter()
        .map(|(id, e)| {
            values.remove(&id);
            Ignored { item: id, why: Label::new("", ""), detail: Some(e) }
        })
        .collect()
}

/// Writes the state as a query string, leaving out every value at the course's default.
pub fn to_query(st: &LinkState) -> String {
    let mut parts = vec![format!("v={VERSION}")];
    if let Page::Lesson(n) = st.page {
        parts.push(format!("lesson={n}"));
    }
    parts.push(format!("lang={}", if st.lang == Lang::En { "en" } else { "tr" }));
    if let (Page::Lesson(_), Some(s)) = (&st.page, st.step) {
        parts.push(format!("step={}", s + 1));
    }
    if st.embed {
        parts.push("embed=1".into());
    }
    if st.hide {
        parts.push("hide=1".into());
    }
    if st.present {
        parts.push("present=1".into());
    }
    if let (Page::Lesson(_), true) = (&st.page, st.notes) {
        parts.push("notes=1".into());
    }
    if let Some(h) = &st.host {
        parts.push(format!("host={h}"));
    }
    if let (Page::Lesson(_), Some(w)) = (&st.page, &st.widget) {
        parts.push(format!("widget={w}"));
    }
    for (model, vals) in &st.values {
        let Some(m) = find(model) else { continue };
        for (key, v) in vals {
            if m.schema().unwrap_or_default().iter().any(|s| s.key == key && s.default != *v) {
                parts.push(format!("{model}.{key}={}", crate::jsfmt::js_string(*v)));
            }
        }
    }
    for (model, t) in &st.times {
        if find(model).is_some() {
            parts.push(format!("{model}.{TIME_KEY}={t}"));
        }
    }
    for (model, vals) in &st.pinned {
        let Some(m) = find(model) else { continue };
        let differ: Vec<String> = vals
            .iter()
            .filter(|(key, v)| m.schema().unwrap_or_default().iter().any(|s| s.key == *key && s.default != **v))
            .map(|(key, v)| format!("{PIN_PREFIX}{model}.{key}={}", crate::jsfmt::js_string(*v)))
            .collect();
        if differ.is_empty() {
            parts.push(format!("{PIN_PREFIX}{model}=1"));
        }
        parts.extend(differ);
    }
    parts.extend(st.unchecked.iter().cloned());
    format!("?{}", parts.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_link_reads_back_the_same_state() {
        let mut st = LinkState { page: Page::Lesson(2), lang: Lang::En, step: Some(2), ..LinkState::default() };
        st.values.entry("kesici/kosum".into()).or_default().insert("threshold".into(), 0.3);
        st.values.entry("kipler/bulasma".into()).or_default().insert("slots".into(), 48.0);
        st.times.insert("kesici/kosum".into(), 240);
        let q = to_query(&st);
        assert_eq!(
            q,
            "?v=1&lesson=2&lang=en&step=3&kesici/kosum.threshold=0.3&kipler/bulasma.slots=48&kesici/kosum.t=240"
        );
        let (back, ignored) = parse(&q);
        assert!(ignored.is_empty(), "{ignored:?}");
        assert_eq!(back, st);
    }

    #[test]
    fn bad_parts_of_a_link_are_named_and_the_rest_is_kept() {
        let (st, ignored) = parse("?lesson=2&lang=de&kesici/kosum.slots=999&kesici/kosum.threshold=abc&kesici/kosum.window=30&zzz=1&step=9&kesici/kosum.nope=1");
        assert_eq!(st.page, Page::Lesson(2));
        assert_eq!(st.lang, Lang::Tr);
        assert_eq!(st.step, None);
        assert_eq!(st.values["kesici/kosum"].len(), 1);
        let items: Vec<&str> = ignored.iter().map(|i| i.item.as_str()).collect();
        assert_eq!(
            items,
            [
                "lang=de",
                "kesici/kosum.slots=999",
                "kesici/kosum.threshold=abc",
                "zzz=1",
                "kesici/kosum.nope=1",
                "step=9"
            ]
        );
        assert_eq!(ignored[1].message(Lang::En), "kesici/kosum.slots=999: YUVA must lie between 16 and 64, not 999.");
    }

    #[test]
    fn embed_and_widget_round_trip_and_a_foreign_widget_is_refused() {
        let st = LinkState {
            page: Page::Lesson(1),
            embed: true,
            widget: Some("kipler/bulasma".into()),
            ..LinkState::default()
        };
        let q = to_query(&st);
        assert_eq!(q, "?v=1&lesson=1&lang=tr&embed=1&widget=kipler/bulasma");
        assert_eq!(parse(&q).0, st);
        let (st, ignored) = parse("?lesson=1&embed=1&widget=kesici/kosum");
        assert_eq!(st.widget, None);
        assert_eq!(ignored[0].item, "widget=kesici/kosum");
    }

    #[test]
    fn a_malformed_round_is_named_and_left_out() {
        let (st, ignored) = parse("?lesson=2&kesici/kosum.t=abc&kesici/kosum.t=-3&nope/x.t=5&kipler/bulasma.t=12");
        assert_eq!(st.times.len(), 1);
        assert_eq!(st.times["kipler/bulasma"], 12);
        let items: Vec<&str> = ignored.iter().map(|i| i.item.as_str()).collect();
        assert_eq!(items, ["kesici/kosum.t=abc", "kesici/kosum.t=-3", "nope/x.t=5"]);
        assert!(ignored[0].message(Lang::En).contains("whole number from 0"));
        assert_eq!(round_not_in_run("kesici/kosum", 99999).item, "kesici/kosum.t=99999");
    }

    #[test]
    fn a_pinned_comparison_travels_in_the_link_and_a_bad_a_value_is_named() {
        let mut st = LinkState { page: Page::Lesson(2), ..LinkState::default() };
        st.pinned.entry("kesici/kosum".into()).or_default().insert("threshold".into(), 0.3);
        st.pinned.entry("kipler/bulasma".into()).or_default();
        let q = to_query(&st);
        assert_eq!(q, "?v=1&lesson=2&lang=tr&a.kesici/kosum.threshold=0.3&a.kipler/bulasma=1");
        let (back, ignored) = parse(&q);
        assert!(ignored.is_empty(), "{ignored:?}");
        assert_eq!(back, st);
        let (st, ignored) =
            parse("?lesson=2&a.kesici/kosum.threshold=abc&a.kesici/kosum.slots=99999&a.nope/x.y=1&a.kesici/kosum=2&a.kesici/kosum.zz=1");
        let items: Vec<&str> = ignored.iter().map(|i| i.item.as_str()).collect();
        assert_eq!(
            items,
            [
                "a.kesici/kosum.threshold=abc",
                "a.kesici/kosum.slots=99999",
                "a.nope/x.y=1",
                "a.kesici/kosum=2",
                "a.kesici/kosum.zz=1"
            ]
        );
        // A is still pinned, at the course's values for what could not be read.
        assert_eq!(st.pinned.get("kesici/kosum").map(BTreeMap::len), None);
        // A value at the course's default is not kept (A at the defaults is `a.<model>=1`).
        let (st, _) = parse("?lesson=2&a.kesici/kosum.threshold=0.3&a.kesici/kosum.slots=32");
        assert_eq!(st.pinned["kesici/kosum"].len(), 1, "{:?}", st.pinned);
    }

    #[test]
    fn values_of_models_not_known_yet_wait_in_the_link_and_are_taken_as_they_would_have_been() {
        // The page shell knows no model's parameters until the lesson's pack loads.
        let q = "?lesson=2&kesici/kosum.threshold=0.3&kesici%2Fkosum.slots=999&kesici/kosum.t=5&a.kesici/kosum.window=30&a.kipler/bulasma=1&kesici/kosum.nope=1&zzz=1";
        let (mut st, ignored) = parse_knowing(q, &|_| None);
        assert!(st.values.is_empty() && st.pinned.len() == 1 && st.times.len() == 1, "{st:?}");
        assert_eq!(ignored.iter().map(|i| i.item.as_str()).collect::<Vec<_>>(), ["zzz=1"]);
        // What no parameter takes is named at once.
        let (st2, ignored) =
            parse_knowing("?kesici/kosum.slots=abc&a.kesici/kosum.window=1e999&kesici/kosum.zz=", &|_| None);
        assert!(st2.unchecked.is_empty());
        assert_eq!(ignored.len(), 3);
        assert_eq!(ignored[0].message(Lang::En), "kesici/kosum.slots=abc: the value must be a number");
        // Until then they are written back as they came.
        assert_eq!(
            to_query(&st),
            "?v=1&lesson=2&lang=tr&kesici/kosum.t=5&a.kipler/bulasma=1&kesici/kosum.threshold=0.3&kesici%2Fkosum.slots=999&a.kesici/kosum.window=30&kesici/kosum.nope=1"
        );
        // Only the models still unknown stay waiting.
        let later = settle_knowing(&mut st, &|m| (m.id == "kipler/bulasma").then(|| m.schema().unwrap()));
        assert!(later.is_empty() && st.unchecked.len() == 4);
        let later = settle(&mut st);
        let (now, at_once) = parse(q);
        assert_eq!(st, now);
        assert!(st.unchecked.is_empty());
        let items = |i: &[Ignored]| i.iter().map(|i| i.item.clone()).collect::<Vec<_>>();
        assert_eq!(items(&later), ["kesici/kosum.slots=999", "kesici/kosum.nope=1"]);
        assert_eq!(items(&at_once), ["kesici/kosum.slots=999", "kesici/kosum.nope=1", "zzz=1"]);
    }

    #[test]
    fn no_model_has_a_parameter_named_like_the_round() {
        for m in crate::MODELS {
            assert!(m.spec(TIME_KEY).is_none(), "{} has a key {TIME_KEY}", m.id);
        }
    }

    #[test]
    fn the_teachers_flags_survive_the_link_round_trip() {
        let st = LinkState {
            page: Page::Lesson(2),
            step: Some(1),
            embed: true,
            hide: true,
            present: true,
            notes: true,
            host: Some("https://okul.example:8443".into()),
            ..LinkState::default()
        };
        let q = to_query(&st);
        assert_eq!(q, "?v=1&lesson=2&lang=tr&step=2&embed=1&hide=1&present=1&notes=1&host=https://okul.example:8443");
        let (back, ignored) = parse(&q);
        assert!(ignored.is_empty(), "{ignored:?}");
        assert_eq!(back, st);
        // Written percent-encoded (as a browser's URLSearchParams would), the host reads the same.
        assert_eq!(parse("?lesson=2&host=https%3A%2F%2Fokul.example%3A8443").0.host, st.host);
    }

    #[test]
    fn malformed_flags_and_hosts_fall_back_with_a_notice() {
        let (st, ignored) = parse("?lesson=2&hide=yes&present=2&notes=&host=javascript:alert(1)");
        assert_eq!((st.hide, st.present, st.notes, st.host.clone()), (false, false, false, None));
        let items: Vec<&str> = ignored.iter().map(|i| i.item.as_str()).collect();
        assert_eq!(items, ["hide=yes", "present=2", "notes=", "host=javascript:alert(1)"]);
        assert_eq!(
            ignored[3].message(Lang::En),
            "host=javascript:alert(1): host must be an origin such as https://school.example"
        );
        for bad in [
            "https://a.example/path",
            "https://a.example?x",
            "ftp://a.example",
            "https://",
            "https://u@a.example",
            "https://a.example:0",
            "https://a.example:99999",
            "https://a.example:+80",
            "https://-a.example",
            "*",
        ] {
            assert_eq!(origin(bad), None, "{bad}");
        }
        for (good, read) in [
            ("https://a.example/", "https://a.example"),
            ("HTTPS://Okul.Example", "https://okul.example"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("http://[::1]:3000", "http://[::1]:3000"),
        ] {
            assert_eq!(origin(good).as_deref(), Some(read), "{good}");
        }
        // Notes need a lesson: on the course map the flag is dropped.
        assert!(!parse("?notes=1").0.notes);
    }

    #[test]
    fn values_that_conflict_fall_back_together() {
        // The model's own check is the pack's (compute's tests run it with the real models).
        let (mut st, ignored) =
            parse("?lesson=2&kesici/kosum.fault_at=1000&kesici/kosum.rounds=600&bolme/kosum.split=9");
        assert!(ignored.is_empty(), "{ignored:?}");
        let late = ParamError::Conflict { message: Label::new("geç", "late") };
        let dropped = drop_conflicts(&mut st.values, |id, v| {
            (id == "kesici/kosum" && v["fault_at"] > v["rounds"]).then(|| late.clone())
        });
        assert!(!st.values.contains_key("kesici/kosum"));
        assert!(st.values.contains_key("bolme/kosum"));
        assert_eq!(dropped.len(), 1);
        assert_eq!(dropped[0].item, "kesici/kosum");
        assert!(dropped[0].message(Lang::En).contains("late"), "{}", dropped[0].message(Lang::En));
    }

    /// A small deterministic generator for the generated cases below.
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((self.0 >> 33) % n as u64) as usize
        }
    }

    #[test]
    fn for_every_lesson_state_to_link_to_state_is_identity() {
        let mut r = Lcg(42);
        let mut checked = 0;
        for l in content::OUTLINES.iter() {
            for _ in 0..200 {
                let mut st = LinkState {
                    page: Page::Lesson(l.number),
                    lang: if r.next(2) == 0 { Lang::Tr } else { Lang::En },
                    step: if r.next(3) == 0 { None } else { Some(r.next(l.steps.len())) },
                    embed: r.next(2) == 0,
                    widget: if r.next(2) == 0 { Some(l.widgets[r.next(l.widgets.len())].0.to_string()) } else { None },
                    values: BTreeMap::new(),
                    times: BTreeMap::new(),
                    pinned: BTreeMap::new(),
                    hide: r.next(2) == 0,
                    present: r.next(2) == 0,
                    notes: r.next(2) == 0,
                    host: [None, Some("https://okul.example"), Some("http://127.0.0.1:8000")][r.next(3)]
                        .map(str::to_string),
                    unchecked: Vec::new(),
                };
                for w in l.widgets {
                    if r.next(2) == 0 {
                        st.times.insert(w.0.to_string(), r.next(5000) as u32);
                    }
                    let m = find(w.0).unwrap();
                    for spec in m.schema().unwrap() {
                        if r.next(3) != 0 {
                            continue;
                        }
                        let steps = ((spec.max - spec.min) / spec.step).floor() as usize;
                        let v = spec.min + r.next(steps + 1) as f64 * spec.step;
                        if v != spec.default && v <= spec.max {
                            st.values.entry(w.0.to_string()).or_default().insert(spec.key.to_string(), v);
                        }
                    }
                    // A pinned comparison: the course's values, or a few of the model's own.
                    if r.next(4) == 0 {
                        let a = st.pinned.entry(w.0.to_string()).or_default();
                        for spec in m.schema().unwrap() {
                            if r.next(4) != 0 {
                                continue;
                            }
                            let v = spec.min
                                + r.next(((spec.max - spec.min) / spec.step).floor() as usize + 1) as f64 * spec.step;
                            if v != spec.default && v <= spec.max {
                                a.insert(spec.key.to_string(), v);
                            }
                        }
                    }
                }
                let (back, ignored) = parse(&to_query(&st));
                assert!(ignored.is_empty(), "{}: {ignored:?}", to_query(&st));
                assert_eq!(back, st, "{}", to_query(&st));
                checked += 1;
            }
        }
        assert!(checked > 100 * content::OUTLINES.len());
    }

    #[test]
    fn a_thousand_generated_malformed_links_never_panic_and_leave_a_clean_state() {
        let mut r = Lcg(7);
        let keys = [
            "lesson",
            "lang",
            "step",
            "embed",
            "hide",
            "present",
            "notes",
            "host",
            "widget",
            "v",
            "kesici/kosum.slots",
            "kipler/gorunum.seed",
            "kesici/kosum.t",
            "x.y",
            "",
            "%",
        ];
        let junk = [
            "%",
            "%zz",
            "abc",
            "-1",
            "1e999",
            "NaN",
            "0x10",
            "",
            "9999999",
            "2.5",
            "<b>",
            "kesici/kosum",
            "%F0%9F",
            "1",
            "https://a.example",
            "https://a.example/x",
            "javascript:alert(1)",
        ];
        for _ in 0..1000 {
            let mut parts = vec![];
            for _ in 0..1 + r.next(4) {
                parts.push(format!("{}={}", keys[r.next(keys.len())], junk[r.next(junk.len())]));
            }
            let q = format!("?{}", parts.join("&"));
            let (st, _) = parse(&q);
            // Whatever a link held, the state kept from it is clean: written and read again,
            // nothing is dropped and nothing changes.
            let (again, ignored) = parse(&to_query(&st));
            assert!(ignored.is_empty(), "{q}: {ignored:?}");
            assert_eq!(again, st, "{q}");
        }
    }

    #[test]
    fn percent_encoding_and_junk_do_not_panic() {
        for q in [
            "?%",
            "?%zz=1",
            "?a=%4",
            "?lesson=%32",
            "?&&=&",
            "?lesson=300",
            "?kesici%2Fkosum.slots=40",
            "?v=99",
            "?lesson=1&step=0",
        ] {
            let _ = parse(q);
        }
        assert_eq!(parse("?lesson=%32").0.page, Page::Lesson(2));
        assert_eq!(parse("?kesici%2Fkosum.slots=40").0.values["kesici/kosum"]["slots"], 40.0);
    }
}
