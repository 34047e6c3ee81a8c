//! Lesson 14, `tatbikat/plan`: the course's step table, targets and drill-cost table; the
//! recovery's timeline (plan against drill) with the edge traffic it serves, and the drill's
//! healthy-day cost against what it shows before the fault day, by scope.

use sim_core::tatbikat::plan::{Output, Params, Scope, FREQUENCIES, SCOPE_LABELS, STEP_LABELS, STEP_NAMES, WARMUP};
use sim_core::Lang;

use crate::jsfmt::{js_string, pad_end, pad_start, to_fixed};
use crate::view::{fmt_num, palette, ratio, t, Band, Chart, Fact, Table, Trace, TraceKind, View, Xs};

fn b(x: f64) -> String {
    to_fixed(x, 2)
}

fn verdict(pass: bool) -> &'static str {
    if pass {
        "gecer"
    } else {
        "kirilir"
    }
}

/// The course's stdout, byte for byte.
pub fn transcript(p: &Params, o: &Output) -> String {
    let mut out = format!("{}{}{}{}\n", pad_end("adim", 17), pad_start("planlanan", 11), pad_start("tatbikatta", 12), pad_start("sapma", 8));
    for (name, r) in STEP_NAMES.iter().zip(&o.rows) {
        let sign = if r.deviation >= 0.0 { "+" } else { "" };
        out += &format!(
            "{}{}{}{}\n",
            pad_end(name, 17),
            pad_start(&format!("{} tur", js_string(r.planned)), 11),
            pad_start(&format!("{} tur", js_string(r.measured)), 12),
            pad_start(&format!("{sign}{}", js_string(r.deviation)), 8)
        );
    }
    out += &format!(
        "{}{}{}{}\n",
        pad_end("toplam", 17),
        pad_start(&format!("{} tur", js_string(o.plan_rounds)), 11),
        pad_start(&format!("{} tur", js_string(o.measured_rounds)), 12),
        pad_start(&format!("+{}", js_string(o.measured_rounds - o.plan_rounds)), 8)
    );
    out += &format!("plan/olculen orani {} kat\n", b(o.ratio));
    out += &format!(
        "\nplan {} sn, tatbikatta olculen {} sn (KU1: tur = {} sn)\n",
        js_string(o.plan_s),
        js_string(o.measured_s),
        js_string(p.round_s)
    );
    for v in &o.verdicts {
        out += &format!(
            "  kurtarma suresi hedefi {} sn: plana gore {}, tatbikata gore {}\n",
            js_string(v.target_s),
            verdict(v.plan_passes),
            verdict(v.drill_passes)
        );
    }
    out += &format!("  tatbikat penceresinde dusen uc istegi = {} (tepe yukte)\n", b(o.dropped_requests));
    out += &format!("\ntatbikatin kendi bedeli (bir tatbikat = {} dk):\n", b(o.drill_min));
    out += &format!(
        "{}{}{}{}{}\n",
        pad_end("siklik", 14),
        pad_start("aylik tatbikat", 16),
        pad_start("aylik dakika", 14),
        pad_start("planli payin", 14),
        pad_start("aylik butcenin", 16)
    );
    for ((name, _), f) in FREQUENCIES.iter().zip(&o.frequencies) {
        out += &format!(
            "{}{}{}{}{}\n",
            pad_end(name, 14),
            pad_start(&b(f.per_month), 16),
            pad_start(&b(f.minutes), 14),
            pad_start(&format!("%{}", b(f.pct_planned)), 14),
            pad_start(&format!("%{}", b(f.pct_budget)), 16)
        );
    }
    out += &format!("plandaki 6 adimin {}'i saptigi olculdu; biri (onbellek-isinma) planda hic yoktu\n", o.deviating);
    out
}

pub fn view(_p: &Params, _o: &Output, _lang: Lang) -> View {
    View::default()
}
