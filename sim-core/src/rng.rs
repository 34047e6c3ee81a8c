//! The course's Park–Miller ("minimal standard", multiplier 48271) generator.
//!
//! Every seeded model of lessons 1–4 draws from it as `s = s * 48271 mod (2^31 - 1)` and returns
//! `s / (2^31 - 1)`. The product stays below 2^47, so the course's double arithmetic is exact and
//! integer arithmetic here gives the same bits.

/// The modulus, 2^31 − 1.
pub const MODULUS: u64 = 2_147_483_647;
const MULTIPLIER: u64 = 48_271;

/// A Park–Miller stream seeded the way the course seeds it (`seed % (2^31 - 1)`).
///
/// A seed that is a multiple of the modulus (0 included) sticks at 0 and every draw is 0.0, as
/// in the course's code; nothing panics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParkMiller {
    state: u64,
}

impl ParkMiller {
    pub fn new(seed: u64) -> Self {
        Self { state: seed % MODULUS }
    }

    /// The next draw in [0, 1) (in (0, 1) for any seed that is not a multiple of the modulus).
    pub fn next_f64(&mut self) -> f64 {
        self.state = self.state * MULTIPLIER % MODULUS;
        self.state as f64 / MODULUS as f64
    }

    /// The generator's current state, for tests and for reproducing a stream part-way.
    pub fn state(&self) -> u64 {
        self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_draws_match_the_course_for_lesson_1_seed() {
        let mut r = ParkMiller::new(20_260_730);
        let want =
            [0.41939245789283536, 0.4933349450553464, 0.771132766628234, 0.34977791148693205, 0.1295653856962758];
        for w in want {
            assert_eq!(r.next_f64().to_bits(), f64::to_bits(w));
        }
        assert_eq!(r.state(), 278_239_547);
    }

    #[test]
    fn first_draws_match_the_course_for_lesson_2_seed() {
        let mut r = ParkMiller::new(20_260_731);
        for w in [0.4194149358288454, 0.5783673941988347, 0.3724853719456519] {
            assert_eq!(r.next_f64().to_bits(), f64::to_bits(w));
        }
        assert_eq!(r.state(), 799_906_245);
    }

    #[test]
    fn zero_seed_sticks_at_zero_without_panicking() {
        let mut r = ParkMiller::new(0);
        assert_eq!(r.next_f64(), 0.0);
        let mut r = ParkMiller::new(MODULUS * 3);
        assert_eq!(r.next_f64(), 0.0);
    }

    #[test]
    fn largest_state_does_not_overflow() {
        let mut r = ParkMiller::new(MODULUS - 1);
        let x = r.next_f64();
        assert!(x > 0.0 && x < 1.0);
    }
}
