//! Seeded randomness for the lab's own models (the extra labs, seed ensembles), where the course
//! defines no generator: ChaCha8 from `rand_chacha`, seeded from one integer, so a run is
//! reproducible on every platform and a seed ensemble is a loop over seeds.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A seeded stream of uniform numbers and the few distributions the labs draw from.
#[derive(Clone, Debug)]
pub struct Stream(ChaCha8Rng);

impl Stream {
    pub fn new(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Uniform in [0, 1), with 53 random bits.
    pub fn uniform(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform in (0, 1]: safe under `ln`.
    pub fn open_uniform(&mut self) -> f64 {
        1.0 - self.uniform()
    }

    /// Uniform in [lo, hi).
    pub fn between(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.uniform()
    }

    /// An integer in 0..n (0 when n is 0), without modulo bias worth noticing for n < 2³².
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        ((self.0.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// True with probability p.
    pub fn chance(&mut self, p: f64) -> bool {
        self.uniform() < p
    }

    /// Exponentially distributed with this mean (inter-arrival times of a Poisson process).
    pub fn exponential(&mut self, mean: f64) -> f64 {
        -mean * libm::log(self.open_uniform())
    }

    /// The arrivals of a Poisson process after `start` and before `end`, `mean_gap` apart on
    /// average: `each` gets the stream and each arrival's time in order, and may draw more for
    /// that arrival before the next gap is drawn.
    pub fn poisson_process(&mut self, start: f64, end: f64, mean_gap: f64, mut each: impl FnMut(&mut Self, f64)) {
        let mut t = start;
        loop {
            t += self.exponential(mean_gap);
            if t >= end {
                break;
            }
            each(self, t);
        }
    }

    /// A Poisson count with this mean: Knuth's product method below 30, a rounded normal
    /// approximation above (the labs only need counts per tick).
    pub fn poisson(&mut self, mean: f64) -> u64 {
        if mean <= 0.0 {
            return 0;
        }
        if mean < 30.0 {
            let limit = libm::exp(-mean);
            let (mut k, mut p) = (0u64, self.uniform());
            while p > limit {
                k += 1;
                p *= self.uniform();
            }
            return k;
        }
        let z = self.normal();
        libm::round(mean + libm::sqrt(mean) * z).max(0.0) as u64
    }

    /// A standard normal draw (Box–Muller).
    pub fn normal(&mut self) -> f64 {
        let u = self.open_uniform();
        let v = self.uniform();
        libm::sqrt(-2.0 * libm::log(u)) * libm::cos(2.0 * core::f64::consts::PI * v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream_and_another_seed_another() {
        let (mut a, mut b, mut c) = (Stream::new(7), Stream::new(7), Stream::new(8));
        let xs: [f64; 4] = core::array::from_fn(|_| a.uniform());
        let ys: [f64; 4] = core::array::from_fn(|_| b.uniform());
        let zs: [f64; 4] = core::array::from_fn(|_| c.uniform());
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    #[test]
    fn draws_stay_in_their_ranges_and_means_are_right() {
        let mut s = Stream::new(1);
        let n = 20_000;
        let (mut sum_u, mut sum_e, mut sum_p) = (0.0, 0.0, 0.0);
        for _ in 0..n {
            let u = s.uniform();
            assert!((0.0..1.0).contains(&u));
            assert!(s.below(10) < 10);
            sum_u += u;
            sum_e += s.exponential(2.0);
            sum_p += s.poisson(4.0) as f64;
        }
        assert!((sum_u / n as f64 - 0.5).abs() < 0.01);
        assert!((sum_e / n as f64 - 2.0).abs() < 0.05);
        assert!((sum_p / n as f64 - 4.0).abs() < 0.05);
        let big: f64 = (0..2000).map(|_| s.poisson(100.0) as f64).sum::<f64>() / 2000.0;
        assert!((big - 100.0).abs() < 1.0);
    }
}
