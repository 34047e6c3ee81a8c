//! Lesson 14, `tatbikat/is`: the course's table of both delivery policies; the jobs by state in
//! each round, the work done per round, and a sweep over the window's length.

use sim_core::tatbikat::is::{Output, Params, Policy, Stats, STEPS};
use sim_core::Lang;

use crate::jsfmt::{pad_end, pad_start};
use crate::view::{fmt_num, palette, t, BarMode, Band, Chart, Fact, Table, Trace, TraceKind, View, Xs};

fn s(x: u64, n: usize) -> String {
    pad_start(&x.to_string(), n)
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let side = STEPS.iter().filter(|(_, y)| *y).count();
    let mut out = format!(
        "{} tur, turda {} is akisi baslar, her akis {} adim ({side} tanesi yan etkili). Devralma {}. turda, pencere {} tur.\n\n",
        p.rounds,
        p.per_round,
        STEPS.len(),
        p.failover_at,
        p.window
    );
    out += "politika       | toplam is | tamamlanan | yeniden baslayan | atilan | yinelenen yan etki | yarim kalan\n";
    out += "---------------|-----------|------------|------------------|--------|--------------------|------------\n";
    for pol in Policy::ALL {
        let r = &o.by_policy[pol as usize];
        out += &format!(
            "{} | {} | {} | {} | {} | {} | {}\n",
            pad_end(pol.course_name(), 14),
            s(r.total, 9),
            s(r.completed, 10),
            s(r.restarted, 16),
            s(r.dropped, 6),
            s(r.duplicates, 18),
            s(r.half_done, 11)
        );
    }
    out
}

pub fn view(_p: &Params, _o: &Output, _lang: Lang) -> View {
    View::default()
}
