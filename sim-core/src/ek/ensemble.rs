//! The extra labs' seed ensembles: a lab repeats its run over consecutive seeds (`TOHUM`,
//! `TOHUM` + 1, …) and sums each measure up as its min, median and max (and mean), so a learner
//! sees how much of a result is the seed's luck.

use alloc::vec::Vec;

/// Seeds in an ensemble.
pub const ENSEMBLE: u64 = 20;

/// The seeds of an ensemble of `n`: `seed`, `seed` + 1, … (wrapping).
pub fn seeds(seed: u64, n: u64) -> impl Iterator<Item = u64> {
    (0..n).map(move |k| seed.wrapping_add(k))
}

/// An ensemble of `n` values: `first` for `seed` itself (the run the lab has already made at
/// `TOHUM`), then `of(s)` for each further seed, in order.
pub fn members<T>(seed: u64, n: u64, first: T, of: impl FnMut(u64) -> T) -> Vec<T> {
    core::iter::once(first).chain(seeds(seed, n).skip(1).map(of)).collect()
}

/// Which value an even count's median takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Median {
    /// The lower of the middle two.
    Lower,
    /// Halfway between the middle two.
    Midpoint,
}

/// Min, median and max of an ensemble's values (all zero for none).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Spread {
    pub min: f64,
    pub median: f64,
    pub max: f64,
}

impl Spread {
    pub fn of(values: &[f64], median: Median) -> Self {
        let SpreadMean { min, median, max, .. } = SpreadMean::of(values, median);
        Self { min, median, max }
    }
}

/// [`Spread`] and the mean.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct SpreadMean {
    pub min: f64,
    pub median: f64,
    pub max: f64,
    pub mean: f64,
}

impl SpreadMean {
    /// The mean sums the values in ascending order.
    pub fn of(values: &[f64], median: Median) -> Self {
        let mut v = values.to_vec();
        v.sort_by(f64::total_cmp);
        let n = v.len();
        if n == 0 {
            return Self::default();
        }
        let median = match median {
            Median::Lower => v[(n - 1) / 2],
            Median::Midpoint if n % 2 == 1 => v[n / 2],
            Median::Midpoint => (v[n / 2 - 1] + v[n / 2]) / 2.0,
        };
        Self { min: v[0], median, max: v[n - 1], mean: v.iter().sum::<f64>() / n as f64 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_count_takes_the_lower_middle_value_or_the_midpoint() {
        let v = [4.0, 1.0, 3.0, 2.0];
        assert_eq!(Spread::of(&v, Median::Lower), Spread { min: 1.0, median: 2.0, max: 4.0 });
        assert_eq!(SpreadMean::of(&v, Median::Midpoint), SpreadMean { min: 1.0, median: 2.5, max: 4.0, mean: 2.5 });
        assert_eq!(Spread::of(&v[..3], Median::Midpoint).median, 3.0);
        assert_eq!(SpreadMean::of(&[], Median::Lower), SpreadMean::default());
    }

    #[test]
    fn the_first_member_is_the_run_already_made_and_the_others_follow_the_seed() {
        assert_eq!(members(u64::MAX, 3, 0, |s| s), [0, 0, 1]);
        assert_eq!(seeds(7, 3).collect::<Vec<_>>(), [7, 8, 9]);
    }
}
