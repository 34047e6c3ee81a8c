//! Linear axes with round ticks, and numbers written for tooltips.

use lessons::view::fmt_num;
use sim_core::Lang;

/// A linear axis: the data range widened to round ticks.
#[derive(Clone, Debug, PartialEq)]
pub struct Linear {
    pub lo: f64,
    pub hi: f64,
    /// The distance between ticks: 1, 2 or 5 times a power of ten.
    pub step: f64,
    pub ticks: Vec<f64>,
    /// Decimals of the tick labels (as many as the step needs).
    pub decimals: u8,
}

impl Linear {
    /// Round ticks over [lo, hi], about five of them; `pad` widens the range by that share on
    /// each side first, unless `fixed` (a range the chart asked for).
    pub fn new(lo: f64, hi: f64, pad: f64, fixed: bool) -> Self {
        let (mut lo, mut hi) = if lo.is_finite() && hi.is_finite() && lo <= hi { (lo, hi) } else { (0.0, 1.0) };
        if hi - lo < 1e-12 {
            let d = if lo.abs() > 1e-12 { lo.abs() * 0.1 } else { 1.0 };
            lo -= d;
            hi += d;
        }
        if !fixed {
            let span = hi - lo;
            let zero_lo = lo == 0.0;
            lo -= span * pad;
            hi += span * pad;
            if zero_lo {
                lo = 0.0;
            }
        }
        let raw = (hi - lo) / 5.0;
        let mag = pow10(raw.log10().floor());
        // The round step (1, 2 or 5 times a power of ten) nearest to a fifth of the range.
        let step = [1.0, 2.0, 5.0, 10.0]
            .iter()
            .map(|m| m * mag)
            .min_by(|a, b| (a / raw).ln().abs().total_cmp(&(b / raw).ln().abs()))
            .unwrap_or(mag);
        Self::with_step(lo, hi, step)
    }

    /// The ticks over [lo, hi] at this step.
    fn with_step(lo: f64, hi: f64, step: f64) -> Self {
        let decimals = (-step.log10().floor()).clamp(0.0, 6.0) as u8;
        // Ticks are whole multiples of the step, rounded to the shown decimals (no 0.6000000001).
        let scale = pow10(f64::from(decimals));
        let first = (lo / step - 1e-9).ceil();
        let ticks: Vec<f64> = (0..50)
            .map(|i| ((first + f64::from(i)) * step * scale).round() / scale + 0.0)
            .take_while(|t| *t <= hi + step * 1e-9)
            .collect();
        Self { lo, hi, step, ticks, decimals }
    }

    /// The same range with the next rounder step (1 → 2 → 5 → 10), so fewer ticks; None when
    /// only one tick would be left.
    pub fn coarser(&self) -> Option<Self> {
        let mag = pow10(self.step.log10().floor());
        let m = (self.step / mag).round();
        let next = if m < 2.0 {
            2.0 * mag
        } else if m < 5.0 {
            5.0 * mag
        } else {
            10.0 * mag
        };
        let a = Self::with_step(self.lo, self.hi, next);
        (a.ticks.len() >= 2).then_some(a)
    }

    /// Where `v` falls between `from` (at lo) and `to` (at hi).
    pub fn at(&self, v: f64, from: f64, to: f64) -> f64 {
        from + (v - self.lo) / (self.hi - self.lo) * (to - from)
    }

    pub fn label(&self, v: f64, lang: Lang) -> String {
        fmt_num(v, self.decimals, lang)
    }
}

fn pow10(e: f64) -> f64 {
    10f64.powi(e as i32)
}

/// A number with 4 significant digits for tooltips (an integer stays whole).
pub fn fmt_value(v: f64, lang: Lang) -> String {
    if !v.is_finite() {
        return "—".into();
    }
    let decimals =
        if v == v.trunc() || v.abs() >= 1000.0 { 0 } else { (3 - v.abs().log10().floor() as i32).clamp(0, 6) as u8 };
    let s = fmt_num(v, decimals, lang);
    if decimals > 0 {
        let point = if lang == Lang::Tr { ',' } else { '.' };
        s.trim_end_matches('0').trim_end_matches(point).to_string()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let a = Linear::new(0.0, 1.189, 0.05, false);
        assert_eq!(a.ticks, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2]);
        assert!(a.lo == 0.0 && a.hi >= 1.189);
        assert_eq!(a.label(0.2, Lang::Tr), "0,2");
        let b = Linear::new(0.0, 19312.0, 0.05, false);
        assert_eq!(b.label(b.ticks[1], Lang::Tr), "5000");
        assert_eq!(b.label(20000.0, Lang::En), "20,000");
        let c = Linear::new(-3.0, -3.0, 0.0, false);
        assert!(c.lo < -3.0 && c.hi > -3.0 && !c.ticks.is_empty());
        let d = Linear::new(f64::NAN, 2.0, 0.0, false);
        assert!(d.ticks.iter().all(|t| t.is_finite()));
    }

    #[test]
    fn a_coarser_axis_keeps_its_range_and_steps_up_through_round_numbers() {
        let a = Linear::new(0.0, 1.189, 0.05, false);
        let b = a.coarser().unwrap();
        assert_eq!((b.lo, b.hi, b.step), (a.lo, a.hi, 0.5));
        assert_eq!(b.ticks, [0.0, 0.5, 1.0]);
        assert_eq!(b.decimals, 1);
        let c = b.coarser().unwrap();
        assert_eq!(c.ticks, [0.0, 1.0]);
        assert_eq!(c.decimals, 0);
        assert_eq!(c.coarser(), None);
        let big = Linear::new(0.0, 1200.0, 0.0, true);
        assert_eq!(big.step, 200.0);
        assert_eq!(big.coarser().unwrap().step, 500.0);
    }

    #[test]
    fn tooltip_numbers_keep_four_significant_digits() {
        assert_eq!(fmt_value(0.123456, Lang::En), "0.1235");
        assert_eq!(fmt_value(12.5, Lang::Tr), "12,5");
        assert_eq!(fmt_value(19312.4, Lang::Tr), "19.312");
        assert_eq!(fmt_value(3.0, Lang::En), "3");
        assert_eq!(fmt_value(f64::NAN, Lang::En), "—");
    }
}
