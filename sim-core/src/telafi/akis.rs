//! The day-end billing workflow as a saga: its four steps, every ordering of them, the
//! dependency check, and one run that fails at a step and compensates the completed ones in
//! reverse (lesson 16, course file `telafi/akis`, a library imported by `telafi/olc`).
//!
//! Teaches: the "irreversible step last" rule only goes as far as the dependencies allow, and a
//! compensation is itself a call that can fail and leave a job in limbo.
//!
//! Steps are kept by index into their design (`ADIM` for the course's); a step's prerequisites
//! are a bit mask of indices, which the course writes as names (`once: ["donem-kapat"]`).

use alloc::vec;
use alloc::vec::Vec;

use crate::lcg::Lcg32;

/// One step of the workflow (the course's `{ ad, telafi, once }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Step {
    /// `ad`
    pub name: &'static str,
    /// `telafi`: the compensating action, `None` for an irreversible step (`null`).
    pub compensation: Option<&'static str>,
    /// `once`: the steps (by index in the design) that must come earlier.
    pub before: u8,
}

impl Step {
    pub fn reversible(&self) -> bool {
        self.compensation.is_some()
    }
}

/// The course's `ADIM`: close the period, write the invoice line, open the collection record,
/// notify the seller. The first and the last cannot be undone.
pub const ADIM: [Step; 4] = [
    Step { name: "donem-kapat", compensation: None, before: 0 },
    Step { name: "fatura-satiri", compensation: Some("satiri-iptal-et"), before: 1 << 0 },
    Step { name: "tahsilat-kaydi", compensation: Some("kaydi-geri-al"), before: 1 << 1 },
    Step { name: "satici-bildirimi", compensation: None, before: 1 << 1 },
];

/// `dizilisler(adimlar)`: every ordering of `n` steps, in the course's recursive order (step i
/// first for i = 0..n, then the orderings of the rest), which is index-lexicographic.
pub fn dizilisler(n: usize) -> Vec<Vec<usize>> {
    fn go(rest: &[usize], out: &mut Vec<Vec<usize>>) {
        if rest.is_empty() {
            out.push(Vec::new());
            return;
        }
        for i in 0..rest.len() {
            let others: Vec<usize> = rest.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, x)| *x).collect();
            let mut tails = Vec::new();
            go(&others, &mut tails);
            for t in tails {
                let mut d = vec![rest[i]];
                d.extend(t);
                out.push(d);
            }
        }
    }
    let all: Vec<usize> = (0..n).collect();
    let mut out = Vec::new();
    go(&all, &mut out);
    out
}

/// `gecerli(d)`: every step's prerequisites come earlier in the ordering.
pub fn gecerli(steps: &[Step], order: &[usize]) -> bool {
    let mut seen = 0u8;
    for &a in order {
        if steps[a].before & !seen != 0 {
            return false;
        }
        seen |= 1 << a;
    }
    true
}

/// What one run counted (the course's `r`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Kosum {
    /// `telafisiz`: completed steps with no compensation (their effect stays).
    pub uncompensated: u32,
    /// `telafiCagrisi`: compensation calls made, retries included.
    pub calls: u32,
    /// `askida`: compensable steps whose every attempt failed (the job is in limbo).
    pub stuck: u32,
    /// `tur`: rollback rounds, one per completed step plus one per retry.
    pub rounds: u32,
}

/// `kosum(dizilis, k, { telafiHata, deneme, rnd })`: the step after the first `k` fails; the `k`
/// completed steps are rolled back in reverse. A compensable step draws once per attempt until
/// one succeeds (`rnd() >= telafiHata`); a failed compensation does not stop the rollback.
pub fn kosum(
    steps: &[Step],
    order: &[usize],
    k: usize,
    fail: f64,
    attempts: u32,
    rnd: &mut impl FnMut() -> f64,
) -> Kosum {
    let mut r = Kosum::default();
    for &a in order[..k.min(order.len())].iter().rev() {
        r.rounds += 1;
        if !steps[a].reversible() {
            r.uncompensated += 1;
            continue;
        }
        let mut done = false;
        let mut d = 0;
        while d < attempts && !done {
            r.calls += 1;
            if d > 0 {
                r.rounds += 1;
            }
            done = rnd() >= fail;
            d += 1;
        }
        if !done {
            r.stuck += 1;
        }
    }
    r
}

/// `uretec(tohum)`: the course's 32-bit generator, seeded with `tohum >>> 0`.
pub fn uretec(seed: f64) -> impl FnMut() -> f64 {
    let mut g = Lcg32::from_js_seed(seed);
    move || g.next_f64()
}

/// Uncompensated steps and rollback rounds of an ordering summed over a failure at each step,
/// with compensations that never fail (the course's `rnd = () => 1`).
pub fn totals(steps: &[Step], order: &[usize]) -> (u32, u32) {
    let mut yok = || 1.0;
    (1..=order.len()).fold((0, 0), |(u, t), k| {
        let r = kosum(steps, order, k - 1, 0.0, 1, &mut yok);
        (u + r.uncompensated, t + r.rounds)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_two_of_twenty_four_orderings_respect_the_dependencies_and_both_close_the_period_first() {
        let all = dizilisler(4);
        assert_eq!(all.len(), 24);
        assert_eq!(all[0], [0, 1, 2, 3]);
        assert_eq!(all[23], [3, 2, 1, 0]);
        let valid: Vec<_> = all.iter().filter(|d| gecerli(&ADIM, d)).collect();
        assert_eq!(valid, [&vec![0, 1, 2, 3], &vec![0, 1, 3, 2]]);
    }

    #[test]
    fn notification_last_leaves_three_uncompensated_steps_and_third_leaves_four() {
        assert_eq!(totals(&ADIM, &[0, 1, 2, 3]), (3, 6));
        assert_eq!(totals(&ADIM, &[0, 1, 3, 2]), (4, 6));
    }

    #[test]
    fn a_failed_compensation_leaves_the_job_stuck_but_the_rollback_goes_on() {
        let mut never = || 0.0;
        let r = kosum(&ADIM, &[0, 1, 2, 3], 3, 0.05, 2, &mut never);
        assert_eq!(r, Kosum { uncompensated: 1, calls: 4, stuck: 2, rounds: 5 });
    }

    #[test]
    fn the_generator_is_the_course_lcg() {
        let mut g = uretec(20_260_730.0);
        assert_eq!(g(), 0.21882886695675552);
        assert_eq!(g(), 0.7328593451529741);
    }
}
