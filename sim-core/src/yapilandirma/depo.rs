//! The external configuration store and the replicas' cached copies, second by second (lesson
//! 19's library, course file `yapilandirma/depo`; its parameters are those of
//! `yapilandirma/olc`).
//!
//! Teaches: a replica sees a change only at its next refresh, so the interval bounds both how
//! long a change takes to arrive and how long a wrong value stays; while the store is down a
//! replica keeps its last value, and a replica that restarts then needs a copy on disk.
//!
//! No randomness: time advances in modelled seconds, every counter is explicit.

use alloc::vec;
use alloc::vec::Vec;

/// How a value written to the store reaches the replicas (`yayma`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Rollout {
    /// `"hepsine"`: the value holds for every replica.
    All,
    /// `"kademeli"`: replica 0 first; the others only once it is confirmed.
    Staged,
}

impl Rollout {
    pub const ALL: [Self; 2] = [Rollout::All, Rollout::Staged];

    /// The course's name.
    pub fn name(self) -> &'static str {
        match self {
            Rollout::All => "hepsine",
            Rollout::Staged => "kademeli",
        }
    }
}

crate::choice_knob!(Rollout);

/// One run's settings (the course's argument object `a`). Times are modelled seconds.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Args {
    pub sure: f64,
    pub kopya: usize,
    pub aralik: f64,
    pub kayma: f64,
    pub hiz_kopya: f64,
    pub yayma: Rollout,
    pub yanlis_an: f64,
    pub fark_etme: f64,
    pub dus_an: f64,
    pub kalk_an: f64,
    pub yeniden_an: f64,
    pub disk_onbellek: bool,
}

/// `hedef`: whether replica `k` should hold the wrong value at `t` (the store's content for it).
pub fn hedef(k: usize, t: f64, a: &Args) -> bool {
    let pencerede = t >= a.yanlis_an && t < a.yanlis_an + a.fark_etme;
    match a.yayma {
        Rollout::Staged => k == 0 && pencerede,
        Rollout::All => pencerede,
    }
}

/// The counters `kos` returns.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Stats {
    /// Requests answered with the wrong value (an f64 sum of `hizKopya`, as the course adds).
    pub hatali_yanit: f64,
    /// Requests dropped because a replica was down.
    pub dusen_istek: f64,
    pub depo_okuma: u32,
    pub basarisiz_okuma: u32,
    /// First and last second with a replica holding the wrong value (-1: never).
    pub ilk_gorme: f64,
    pub son_gorme: f64,
    /// Seconds in which some but not all replicas held the wrong value.
    pub karisik: u32,
    /// Seconds from the write until every replica that should hold it does (-1: never).
    pub yayilma: f64,
    /// Lab: replicas that held the wrong value at some second (the course prints a fixed count).
    pub infected: u32,
}

/// One second of a replica, for the lab's charts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Second {
    /// Replicas holding the wrong value (up or down).
    pub wrong: u32,
    /// Replicas up and holding the wrong value (they answer wrongly).
    pub wrong_up: u32,
    /// Replicas that should hold the wrong value (`beklenen`).
    pub expected: u32,
    pub down: u32,
    /// Reads this second, and failed reads.
    pub reads: u32,
    pub failed_reads: u32,
    /// Per replica, bit k for replica k (the system view; at most 32 replicas are traced, the
    /// schema allows 20): holds the wrong value, is down, read the store this second, and that
    /// read failed.
    pub wrong_bits: u32,
    pub down_bits: u32,
    pub read_bits: u32,
    pub failed_bits: u32,
}

/// `kos`: the course's run.
pub fn kos(a: &Args) -> Stats {
    kos_traced(a, None)
}

/// `kos`, optionally recording every second for the lab's charts (the counters do not change).
pub fn kos_traced(a: &Args, trace: Option<&mut Vec<Second>>) -> Stats {
    kos_from(a, 0.0, trace)
}

/// `kos` from the whole second `start` on, for a run whose store stays up and whose replicas
/// all stay up (no outage, no restart) and whose write comes at or after `start`: before the
/// write no replica holds or should hold the wrong value, so the skipped seconds change no
/// counter but the reads (`depo_okuma`), which come out smaller. The lab's write-time sweep
/// runs hundreds of such runs.
pub fn kos_after(a: &Args, start: f64) -> Stats {
    kos_from(a, libm::floor(start.clamp(0.0, a.yanlis_an.max(0.0))), None)
}

fn kos_from(a: &Args, start: f64, mut trace: Option<&mut Vec<Second>>) -> Stats {
    let n_k = a.kopya;
    let mut deger = vec![false; n_k];
    let mut ayakta = vec![true; n_k];
    let mut ever = vec![false; n_k];
    let mut s = Stats {
        hatali_yanit: 0.0,
        dusen_istek: 0.0,
        depo_okuma: 0,
        basarisiz_okuma: 0,
        ilk_gorme: -1.0,
        son_gorme: -1.0,
        karisik: 0,
        yayilma: -1.0,
        infected: 0,
    };
    let last = n_k - 1;
    // Whole-second intervals and offsets (every value the lab gives) take the integer
    // remainder, which equals JS's `%` on such values and costs far less than `fmod`.
    let whole = |x: f64| x == libm::trunc(x) && x.abs() < 9.0e15;
    let int_tick = whole(a.aralik) && whole(a.kayma) && a.aralik != 0.0;
    let ticks = |t: f64, ofs: f64| {
        if int_tick && whole(t) {
            (t - ofs) as i64 % a.aralik as i64 == 0
        } else {
            (t - ofs) % a.aralik == 0.0
        }
    };
    let mut t = start;
    while t < a.sure {
        let depo_kapali = t >= a.dus_an && t < a.kalk_an;
        if t == a.yeniden_an {
            ayakta[last] = a.disk_onbellek || !depo_kapali;
        }
        if t >= a.kalk_an && !ayakta[last] {
            ayakta[last] = true;
        }
        let mut sec = Second {
            wrong: 0,
            wrong_up: 0,
            expected: 0,
            down: 0,
            reads: 0,
            failed_reads: 0,
            wrong_bits: 0,
            down_bits: 0,
            read_bits: 0,
            failed_bits: 0,
        };
        let bit = |k: usize| if k < 32 { 1u32 << k } else { 0 };
        for k in 0..n_k {
            let ofs = k as f64 * a.kayma;
            if t >= ofs && ticks(t, ofs) {
                s.depo_okuma += 1;
                sec.reads += 1;
                sec.read_bits |= bit(k);
                if depo_kapali {
                    s.basarisiz_okuma += 1;
                    sec.failed_reads += 1;
                    sec.failed_bits |= bit(k);
                } else {
                    deger[k] = hedef(k, t, a);
                }
            }
            if deger[k] {
                sec.wrong_bits |= bit(k);
            }
            if !ayakta[k] {
                s.dusen_istek += a.hiz_kopya;
                sec.down += 1;
                sec.down_bits |= bit(k);
                continue;
            }
            if deger[k] {
                s.hatali_yanit += a.hiz_kopya;
                sec.wrong_up += 1;
            }
        }
        let n = deger.iter().filter(|&&d| d).count();
        let beklenen = (0..n_k).filter(|&k| hedef(k, t, a)).count();
        for (e, &d) in ever.iter_mut().zip(&deger) {
            *e |= d;
        }
        if n > 0 && s.ilk_gorme < 0.0 {
            s.ilk_gorme = t;
        }
        if n > 0 {
            s.son_gorme = t;
        }
        if n > 0 && n < n_k {
            s.karisik += 1;
        }
        if s.yayilma < 0.0 && beklenen > 0 && n == beklenen {
            s.yayilma = t - a.yanlis_an;
        }
        if let Some(tr) = trace.as_deref_mut() {
            sec.wrong = n as u32;
            sec.expected = beklenen as u32;
            tr.push(sec);
        }
        t += 1.0;
    }
    s.infected = ever.iter().filter(|&&e| e).count() as u32;
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_started_at_its_write_counts_as_the_whole_run_but_for_the_reads() {
        for yayma in [Rollout::All, Rollout::Staged] {
            for (aralik, kayma) in [(1.0, 0.0), (5.0, 2.0), (30.0, 7.0), (300.0, 0.0), (45.0, 13.0)] {
                for (yanlis_an, fark_etme) in [(65.0, 120.0), (0.0, 120.0), (371.0, 40.0), (93.0, f64::INFINITY)] {
                    let a = Args {
                        sure: yanlis_an + 700.0,
                        kopya: 4,
                        aralik,
                        kayma,
                        yayma,
                        yanlis_an,
                        fark_etme,
                        dus_an: f64::INFINITY,
                        kalk_an: f64::INFINITY,
                        yeniden_an: -1.0,
                        ..taban()
                    };
                    let whole = kos(&a);
                    let after = kos_after(&a, yanlis_an);
                    assert_eq!(
                        Stats { depo_okuma: 0, basarisiz_okuma: 0, ..after },
                        Stats { depo_okuma: 0, basarisiz_okuma: 0, ..whole }
                    );
                    assert!(after.depo_okuma <= whole.depo_okuma);
                }
            }
        }
    }

    fn taban() -> Args {
        Args {
            sure: 600.0,
            kopya: 3,
            aralik: 30.0,
            kayma: 0.0,
            hiz_kopya: 171.3,
            yayma: Rollout::All,
            yanlis_an: 65.0,
            fark_etme: 120.0,
            dus_an: 600.0,
            kalk_an: 600.0,
            yeniden_an: -1.0,
            disk_onbellek: true,
        }
    }

    #[test]
    fn a_change_written_at_65_reaches_every_replica_at_the_refresh_at_90() {
        let s = kos(&taban());
        assert_eq!((s.yayilma, s.ilk_gorme, s.son_gorme, s.karisik), (25.0, 90.0, 209.0, 0));
        assert_eq!(s.hatali_yanit, 61668.00000000039);
        assert_eq!(s.infected, 3);
    }

    #[test]
    fn stagger_spreads_the_change_without_changing_the_wrong_answers() {
        let plain = kos(&taban());
        let staggered = kos(&Args { kayma: 10.0, ..taban() });
        assert_eq!(staggered.ilk_gorme, 70.0);
        assert_eq!(staggered.karisik, 40);
        assert_eq!(staggered.hatali_yanit, plain.hatali_yanit);
    }

    #[test]
    fn staged_rollout_infects_one_replica_and_a_third_of_the_answers() {
        let s = kos(&Args { yayma: Rollout::Staged, ..taban() });
        assert_eq!(s.infected, 1);
        assert_eq!(s.karisik, 120);
        assert_eq!(s.hatali_yanit, 20555.999999999953);
    }

    #[test]
    fn a_restart_during_the_outage_drops_requests_only_without_a_disk_copy() {
        let a = Args { kayma: 10.0, yanlis_an: 600.0, dus_an: 200.0, kalk_an: 380.0, yeniden_an: 260.0, ..taban() };
        let kept = kos(&a);
        let lost = kos(&Args { disk_onbellek: false, ..a });
        assert_eq!((kept.basarisiz_okuma, kept.dusen_istek), (18, 0.0));
        assert_eq!(lost.basarisiz_okuma, 18);
        assert_eq!(lost.dusen_istek, 20555.999999999953);
    }

    #[test]
    fn a_wrong_value_between_two_refreshes_is_never_seen() {
        let s = kos(&Args { aralik: 300.0, ..taban() });
        assert_eq!((s.hatali_yanit, s.ilk_gorme, s.yayilma, s.infected), (0.0, -1.0, -1.0, 0));
    }

    #[test]
    fn the_trace_leaves_the_counters_alone() {
        let mut tr = Vec::new();
        let a = Args { kayma: 10.0, ..taban() };
        assert_eq!(kos_traced(&a, Some(&mut tr)), kos(&a));
        assert_eq!(tr.len(), 600);
        assert_eq!(tr.iter().filter(|s| s.wrong > 0 && s.wrong < 3).count(), 40);
    }
}
