//! The bytes between the page shell and a lesson's pack (`packs/`): a request (run a model, or
//! one row of an explorer) and its answer (a [`View`], or the row's cells).
//!
//! A small hand-written format, so neither side ships a serialiser: little-endian numbers,
//! lengths as `u32`, text as UTF-8. Text that the view holds as `&'static str` (ids, colours,
//! fact names) is interned on the way in: their set is small and fixed, so each is stored once.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use sim_core::params::ParamError;
use sim_core::{Label, Lang};

use crate::view::{Band, BarMode, Chart, Fact, Table, Trace, TraceKind, View, Xs};

/// Bumped whenever the format changes; the shell refuses a pack with another version.
pub const VERSION: u32 = 1;

/// What the shell asks of a pack.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// One run of a model with these values (by key or course symbol, as text).
    View { model: String, lang: Lang, values: Vec<(String, String)> },
    /// One row of a model's explorer: every measure for each x, y fixed.
    SweepRow { model: String, base: BTreeMap<String, f64>, xs: Vec<f64>, y: f64 },
    /// Empty every cache (for benchmarks); the answer is empty.
    Forget,
    /// A model's transcript alone (the course's stdout), without the page's tables and charts.
    Transcript { model: String, values: Vec<(String, String)> },
}

/// Bytes that ran out or did not parse: a pack and a shell from different builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Malformed;

#[derive(Default)]
pub struct Writer(pub Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u32(&mut self, v: usize) {
        self.0.extend_from_slice(&(v as u32).to_le_bytes());
    }
    fn f64(&mut self, v: f64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn bool(&mut self, v: bool) {
        self.u8(v as u8);
    }
    fn str(&mut self, v: &str) {
        self.u32(v.len());
        self.0.extend_from_slice(v.as_bytes());
    }
    fn f64s(&mut self, v: &[f64]) {
        self.u32(v.len());
        self.0.reserve(v.len() * 8);
        v.iter().for_each(|x| self.f64(*x));
    }
    fn strs<S: AsRef<str>>(&mut self, v: &[S]) {
        self.u32(v.len());
        v.iter().for_each(|s| self.str(s.as_ref()));
    }
    /// Values by name, as text.
    fn pairs(&mut self, v: &[(String, String)]) {
        self.u32(v.len());
        for (k, x) in v {
            self.str(k);
            self.str(x);
        }
    }
    fn opt_pair(&mut self, v: &Option<(f64, f64)>) {
        self.bool(v.is_some());
        if let Some((a, b)) = v {
            self.f64(*a);
            self.f64(*b);
        }
    }
}

pub struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes }
    }
    fn take(&mut self, n: usize) -> Result<&'a [u8], Malformed> {
        if n > self.bytes.len() {
            return Err(Malformed);
        }
        let (head, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        Ok(head)
    }
    fn u8(&mut self) -> Result<u8, Malformed> {
        Ok(self.take(1)?[0])
    }
    fn u32(&mut self) -> Result<usize, Malformed> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
    }
    fn f64(&mut self) -> Result<f64, Malformed> {
        let b = self.take(8)?;
        Ok(f64::from_le_bytes(b.try_into().map_err(|_| Malformed)?))
    }
    fn bool(&mut self) -> Result<bool, Malformed> {
        Ok(self.u8()? != 0)
    }
    fn str(&mut self) -> Result<&'a str, Malformed> {
        let n = self.u32()?;
        std::str::from_utf8(self.take(n)?).map_err(|_| Malformed)
    }
    fn string(&mut self) -> Result<String, Malformed> {
        self.str().map(str::to_string)
    }
    fn interned(&mut self) -> Result<&'static str, Malformed> {
        self.str().map(intern)
    }
    /// A count, checked against what is left (each item takes at least `min` bytes).
    fn count(&mut self, min: usize) -> Result<usize, Malformed> {
        let n = self.u32()?;
        if n.saturating_mul(min) > self.bytes.len() {
            return Err(Malformed);
        }
        Ok(n)
    }
    fn many<T>(
        &mut self,
        min: usize,
        mut item: impl FnMut(&mut Self) -> Result<T, Malformed>,
    ) -> Result<Vec<T>, Malformed> {
        let n = self.count(min)?;
        (0..n).map(|_| item(self)).collect()
    }
    /// A series in one slice (a chart's trace has thousands of points: no check per value).
    fn f64s(&mut self) -> Result<Vec<f64>, Malformed> {
        let n = self.count(8)?;
        let bytes = self.take(n * 8)?;
        Ok(bytes
            .chunks_exact(8)
            .map(|b| f64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
            .collect())
    }
    fn strings(&mut self) -> Result<Vec<String>, Malformed> {
        self.many(4, Self::string)
    }
    fn pairs(&mut self) -> Result<Vec<(String, String)>, Malformed> {
        self.many(8, |r| Ok((r.string()?, r.string()?)))
    }
    fn opt_pair(&mut self) -> Result<Option<(f64, f64)>, Malformed> {
        Ok(if self.bool()? { Some((self.f64()?, self.f64()?)) } else { None })
    }
    fn end(&self) -> Result<(), Malformed> {
        if self.bytes.is_empty() {
            Ok(())
        } else {
            Err(Malformed)
        }
    }
}

thread_local! {
    static INTERNED: RefCell<BTreeSet<&'static str>> = const { RefCell::new(BTreeSet::new()) };
}

/// The one stored copy of this text (stored on first sight).
fn intern(s: &str) -> &'static str {
    INTERNED.with(|set| {
        let mut set = set.borrow_mut();
        if let Some(&found) = set.get(s) {
            return found;
        }
        let leaked: &'static str = Box::leak(s.to_string().into_boxed_str());
        set.insert(leaked);
        leaked
    })
}

fn lang_byte(lang: Lang) -> u8 {
    match lang {
        Lang::Tr => 0,
        Lang::En => 1,
    }
}

impl Request {
    pub fn encode(&self) -> Vec<u8> {
        let mut w = Writer::default();
        match self {
            Request::View { model, lang, values } => {
                w.u8(0);
                w.str(model);
                w.u8(lang_byte(*lang));
                w.pairs(values);
            }
            Request::SweepRow { model, base, xs, y } => {
                w.u8(1);
                w.str(model);
                w.u32(base.len());
                for (k, v) in base {
                    w.str(k);
                    w.f64(*v);
                }
                w.f64s(xs);
                w.f64(*y);
            }
            Request::Forget => w.u8(2),
            Request::Transcript { model, values } => {
                w.u8(3);
                w.str(model);
                w.pairs(values);
            }
        }
        w.0
    }

    pub fn decode(bytes: &[u8]) -> Result<Self, Malformed> {
        let mut r = Reader::new(bytes);
        let req = match r.u8()? {
            0 => {
                let model = r.string()?;
                let lang = if r.u8()? == 1 { Lang::En } else { Lang::Tr };
                let values = r.pairs()?;
                Request::View { model, lang, values }
            }
            1 => {
                let model = r.string()?;
                let base = r.many(12, |r| Ok((r.string()?, r.f64()?)))?.into_iter().collect();
                let xs = r.f64s()?;
                let y = r.f64()?;
                Request::SweepRow { model, base, xs, y }
            }
            2 => Request::Forget,
            3 => {
                let model = r.string()?;
                let values = r.pairs()?;
                Request::Transcript { model, values }
            }
            _ => return Err(Malformed),
        };
        r.end()?;
        Ok(req)
    }
}

fn trace_kind(k: TraceKind) -> u8 {
    match k {
        TraceKind::Bar => 0,
        TraceKind::Line => 1,
        TraceKind::Step => 2,
        TraceKind::Nodes => 3,
    }
}

fn write_table(w: &mut Writer, t: &Table) {
    w.str(t.id);
    w.str(&t.caption);
    w.strs(&t.headers);
    w.u32(t.rows.len());
    t.rows.iter().for_each(|row| w.strs(row));
    w.u32(t.highlight.len());
    t.highlight.iter().for_each(|h| w.bool(*h));
}

fn read_table(r: &mut Reader) -> Result<Table, Malformed> {
    Ok(Table {
        id: r.interned()?,
        caption: r.string()?,
        headers: r.strings()?,
        rows: r.many(4, Reader::strings)?,
        highlight: r.many(1, Reader::bool)?,
    })
}

fn write_trace(w: &mut Writer, t: &Trace) {
    w.str(&t.name);
    w.u8(trace_kind(t.kind));
    match &t.x {
        Xs::Num(v) => {
            w.u8(0);
            w.f64s(v);
        }
        Xs::Cat(v) => {
            w.u8(1);
            w.strs(v);
        }
    }
    w.f64s(&t.y);
    w.str(t.color);
    w.str(t.dash);
    w.strs(&t.point_colors);
    w.strs(&t.point_symbols);
    w.strs(&t.point_text);
    w.bool(t.horizontal);
    w.bool(t.show_legend);
}

fn read_trace(r: &mut Reader) -> Result<Trace, Malformed> {
    let name = r.string()?;
    let kind = match r.u8()? {
        0 => TraceKind::Bar,
        1 => TraceKind::Line,
        2 => TraceKind::Step,
        3 => TraceKind::Nodes,
        _ => return Err(Malformed),
    };
    let x = match r.u8()? {
        0 => Xs::Num(r.f64s()?),
        1 => Xs::Cat(r.strings()?),
        _ => return Err(Malformed),
    };
    Ok(Trace {
        name,
        kind,
        x,
        y: r.f64s()?,
        color: r.interned()?,
        dash: r.interned()?,
        point_colors: r.many(4, Reader::interned)?,
        point_symbols: r.many(4, Reader::interned)?,
        point_text: r.strings()?,
        horizontal: r.bool()?,
        show_legend: r.bool()?,
    })
}

fn write_chart(w: &mut Writer, c: &Chart) {
    w.str(c.id);
    w.str(&c.title);
    w.str(&c.x_title);
    w.str(&c.y_title);
    w.u32(c.traces.len());
    c.traces.iter().for_each(|t| write_trace(w, t));
    w.u32(c.lines.len());
    for (y, label) in &c.lines {
        w.f64(*y);
        w.str(label);
    }
    w.bool(c.marker.is_some());
    if let Some((x, label)) = &c.marker {
        w.f64(*x);
        w.str(label);
    }
    w.u32(c.bands.len());
    for b in &c.bands {
        w.f64(b.from);
        w.f64(b.to);
        w.str(b.color);
    }
    w.u8(match c.bar_mode {
        BarMode::Group => 0,
        BarMode::Stack => 1,
    });
    w.bool(c.bare);
    w.opt_pair(&c.x_range);
    w.opt_pair(&c.y_range);
    w.bool(c.wide);
}

fn read_chart(r: &mut Reader) -> Result<Chart, Malformed> {
    Ok(Chart {
        id: r.interned()?,
        title: r.string()?,
        x_title: r.string()?,
        y_title: r.string()?,
        traces: r.many(30, read_trace)?,
        lines: r.many(12, |r| Ok((r.f64()?, r.string()?)))?,
        marker: if r.bool()? { Some((r.f64()?, r.string()?)) } else { None },
        bands: r.many(20, |r| Ok(Band { from: r.f64()?, to: r.f64()?, color: r.interned()? }))?,
        bar_mode: match r.u8()? {
            0 => BarMode::Group,
            1 => BarMode::Stack,
            _ => return Err(Malformed),
        },
        bare: r.bool()?,
        x_range: r.opt_pair()?,
        y_range: r.opt_pair()?,
        wide: r.bool()?,
    })
}

/// A pack's answer to [`Request::View`].
pub fn encode_view(result: &Result<View, ParamError>) -> Vec<u8> {
    let mut w = Writer::default();
    match result {
        Ok(v) => {
            w.u8(0);
            w.u32(v.tables.len());
            v.tables.iter().for_each(|t| write_table(&mut w, t));
            w.u32(v.charts.len());
            v.charts.iter().for_each(|c| write_chart(&mut w, c));
            w.u32(v.facts.len());
            for f in &v.facts {
                w.str(f.name);
                w.f64(f.value);
                w.u8(f.decimals);
            }
            w.str(&v.summary);
            w.str(&v.transcript);
        }
        Err(e) => write_error(&mut w, e),
    }
    w.0
}

pub fn decode_view(bytes: &[u8]) -> Result<Result<View, ParamError>, Malformed> {
    let mut r = Reader::new(bytes);
    let out = match r.u8()? {
        0 => Ok(View {
            tables: r.many(16, read_table)?,
            charts: r.many(40, read_chart)?,
            facts: r.many(13, |r| Ok(Fact { name: r.interned()?, value: r.f64()?, decimals: r.u8()? }))?,
            summary: r.string()?,
            transcript: r.string()?,
        }),
        1 => Err(read_error(&mut r)?),
        _ => return Err(Malformed),
    };
    r.end()?;
    Ok(out)
}

fn write_error(w: &mut Writer, e: &ParamError) {
    // The shell checks values before it asks, so this is rare: the message is enough.
    w.u8(1);
    w.str(&e.message(Lang::Tr));
    w.str(&e.message(Lang::En));
}

fn read_error(r: &mut Reader) -> Result<ParamError, Malformed> {
    Ok(ParamError::Conflict { message: Label::new(r.interned()?, r.interned()?) })
}

/// A pack's answer to [`Request::Transcript`].
pub fn encode_text(result: &Result<String, ParamError>) -> Vec<u8> {
    let mut w = Writer::default();
    match result {
        Ok(text) => {
            w.u8(0);
            w.str(text);
        }
        Err(e) => write_error(&mut w, e),
    }
    w.0
}

pub fn decode_text(bytes: &[u8]) -> Result<Result<String, ParamError>, Malformed> {
    let mut r = Reader::new(bytes);
    let out = match r.u8()? {
        0 => Ok(r.string()?),
        1 => Err(read_error(&mut r)?),
        _ => return Err(Malformed),
    };
    r.end()?;
    Ok(out)
}

/// A pack's answer to [`Request::SweepRow`]: `row[x][measure]`.
pub fn encode_row(row: &[Vec<f64>]) -> Vec<u8> {
    let mut w = Writer::default();
    w.u32(row.len());
    row.iter().for_each(|cell| w.f64s(cell));
    w.0
}

pub fn decode_row(bytes: &[u8]) -> Result<Vec<Vec<f64>>, Malformed> {
    let mut r = Reader::new(bytes);
    let row = r.many(4, Reader::f64s)?;
    r.end()?;
    Ok(row)
}

#[cfg(all(test, feature = "compute"))]
mod tests {
    use super::*;
    use crate::MODELS;

    /// Views hold NaN (gaps in lines), so equality is checked on the bytes: decoding and
    /// encoding again must give back exactly what was sent.
    fn round_trip(v: &Result<View, ParamError>) {
        let bytes = encode_view(v);
        let back = decode_view(&bytes).expect("decodes");
        assert_eq!(encode_view(&back), bytes);
        if let (Ok(a), Ok(b)) = (v, &back) {
            assert_eq!(a.transcript, b.transcript);
            assert_eq!(a.tables, b.tables);
            assert_eq!(a.facts.len(), b.facts.len());
        }
    }

    #[test]
    fn every_view_survives_the_trip_in_both_languages() {
        for m in MODELS {
            for lang in [Lang::Tr, Lang::En] {
                round_trip(&m.view(&[], lang));
            }
            // Every slider at its maximum too: other tables, other charts.
            let texts: Vec<(String, String)> =
                m.schema().iter().map(|s| (s.key.to_string(), s.max.to_string())).collect();
            let pairs: Vec<(&str, &str)> = texts.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            round_trip(&m.view(&pairs, Lang::En));
        }
    }

    #[test]
    fn errors_keep_their_message() {
        let e = crate::find("kesici/kosum").unwrap().view(&[("threshold", "-5")], Lang::Tr);
        let back = decode_view(&encode_view(&e)).unwrap();
        assert_eq!(back.unwrap_err().message(Lang::En), e.unwrap_err().message(Lang::En));
    }

    #[test]
    fn requests_and_rows_round_trip() {
        let reqs = [
            Request::View { model: "butce/kosum".into(), lang: Lang::En, values: vec![("policy".into(), "2".into())] },
            Request::SweepRow {
                model: "kesici/kosum".into(),
                base: [("window".to_string(), 10.0)].into_iter().collect(),
                xs: vec![1.0, 2.5],
                y: 3.0,
            },
        ];
        let more = [
            Request::Forget,
            Request::Transcript { model: "kesici/kosum".into(), values: vec![("YUVA".into(), "48".into())] },
        ];
        for r in reqs.into_iter().chain(more) {
            assert_eq!(Request::decode(&r.encode()), Ok(r));
        }
        for t in [Ok("a\nb".to_string()), Err(ParamError::NotFinite { name: "x" })] {
            assert_eq!(encode_text(&decode_text(&encode_text(&t)).unwrap()), encode_text(&t));
        }
        let row = vec![vec![1.0, f64::NAN], vec![3.0, 4.0]];
        assert_eq!(encode_row(&decode_row(&encode_row(&row)).unwrap()), encode_row(&row));
    }

    #[test]
    fn cut_or_padded_bytes_are_refused_not_trusted() {
        let bytes = encode_view(&crate::find("butce/kosum").unwrap().view(&[], Lang::Tr));
        for cut in [0, 1, 5, bytes.len() / 2, bytes.len() - 1] {
            assert_eq!(decode_view(&bytes[..cut]).err(), Some(Malformed), "cut at {cut}");
        }
        let mut padded = bytes.clone();
        padded.push(0);
        assert_eq!(decode_view(&padded).err(), Some(Malformed));
        // A huge count must not make the reader allocate or loop.
        assert_eq!(decode_row(&[0xff, 0xff, 0xff, 0xff]), Err(Malformed));
    }
}
