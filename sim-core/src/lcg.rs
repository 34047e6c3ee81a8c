//! The course's 32-bit linear congruential generator (lessons 15–17):
//! `s = (Math.imul(s, 1103515245) + 12345) >>> 0`, returning `s / 2^32`. Wrapping `u32`
//! arithmetic gives the same bits as `Math.imul` followed by `>>> 0`.

/// A stream seeded as the course seeds it (`tohum >>> 0`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lcg32 {
    state: u32,
}

impl Lcg32 {
    pub fn new(seed: u32) -> Self {
        Self { state: seed }
    }

    /// Seeds from a JavaScript number the way `tohum >>> 0` does (ToUint32: truncate toward
    /// zero, wrap modulo 2^32; NaN and infinities become 0).
    pub fn from_js_seed(seed: f64) -> Self {
        if !seed.is_finite() {
            return Self::new(0);
        }
        let t = libm::trunc(seed);
        let m = t - libm::floor(t / 4_294_967_296.0) * 4_294_967_296.0;
        Self::new(m as u32)
    }

    /// The next draw in [0, 1).
    pub fn next_f64(&mut self) -> f64 {
        self.state = self.state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        self.state as f64 / 4_294_967_296.0
    }

    pub fn state(&self) -> u32 {
        self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_draws_match_the_course_for_its_seeds() {
        let mut r = Lcg32::new(20_260_730);
        let want = [0.21882886695675552, 0.7328593451529741, 0.8170266824308783];
        for w in want {
            assert_eq!(r.next_f64().to_bits(), f64::to_bits(w));
        }
        assert_eq!(r.state(), 3_509_102_881);
        let mut r = Lcg32::new(20_260_815);
        for w in [0.05806287284940481, 0.3578176733572036, 0.48010738054290414] {
            assert_eq!(r.next_f64().to_bits(), f64::to_bits(w));
        }
    }

    #[test]
    fn seeds_wrap_like_unsigned_shift() {
        assert_eq!(Lcg32::from_js_seed(4_294_967_297.7).state(), 1);
        assert_eq!(Lcg32::from_js_seed(-1.0).state(), 4_294_967_295);
        assert_eq!(Lcg32::from_js_seed(1e20).state(), 1_661_992_960);
        assert_eq!(Lcg32::from_js_seed(f64::NAN).state(), 0);
    }

    #[test]
    fn zero_seed_still_moves() {
        let mut r = Lcg32::new(0);
        assert_eq!(r.next_f64().to_bits(), 0.0000028742942959070206f64.to_bits());
    }
}
