//! Fractional-accumulator arrivals: each round the rate is added to an accumulator and its whole
//! part leaves as arrivals, one subtraction of 1.0 per arrival. The float drift of that exact
//! order of operations decides the course's counts (5000 tracking requests in 1200 rounds), so
//! it is kept as is.

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Accumulator {
    acc: f64,
}

impl Accumulator {
    pub fn new() -> Self {
        Self { acc: 0.0 }
    }

    /// Adds one round's rate and returns how many arrivals leave this round.
    ///
    /// The count is capped at `cap` (the caller's bound on work per round); the course's own
    /// rates stay far below it.
    pub fn tick(&mut self, per_round: f64, cap: u32) -> u32 {
        self.acc += per_round;
        let mut n = 0;
        // The course loops `for (n = floor(acc); n > 0; n--, acc -= 1)`: the floor is taken once.
        let whole = libm::floor(self.acc);
        while (n as f64) < whole && n < cap {
            self.acc -= 1.0;
            n += 1;
        }
        n
    }

    pub fn remainder(&self) -> f64 {
        self.acc
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_rounds_of_tracking_match_the_course() {
        let mut a = Accumulator::new();
        let got: [u32; 8] = core::array::from_fn(|_| a.tick(416.67 / 100.0, 1000));
        assert_eq!(got, [4, 4, 4, 4, 4, 5, 4, 4]);
        assert_eq!(a.remainder().to_bits(), 0.3336000000000041f64.to_bits());
    }

    #[test]
    fn tracking_rate_gives_5000_in_1200_rounds() {
        let mut a = Accumulator::new();
        let total: u32 = (0..1200).map(|_| a.tick(416.67 / 100.0, 1000)).sum();
        assert_eq!(total, 5000);
    }

    #[test]
    fn zero_rate_gives_nothing() {
        let mut a = Accumulator::new();
        assert_eq!(a.tick(0.0, 10), 0);
    }
}
