//! Knuth's Poisson sampler, drawing exactly as the course draws: multiply uniform draws until the
//! product falls to `exp(-λ)` or below; the count of draws minus one is the sample. It consumes
//! `sample + 1` draws.

use core::cmp::Ordering::Greater;

use crate::rng::ParkMiller;

/// One Poisson(λ) sample. `λ ≤ 0` gives 0 after one draw, as the course's loop does.
///
/// For large λ, `exp(-λ)` underflows to 0 and the loop could only end on a zero draw; the count is
/// capped at `max` so the caller's time stays bounded (the course's models never get near it).
pub fn poisson(rng: &mut ParkMiller, lambda: f64, max: u32) -> u32 {
    let limit = libm::exp(-lambda);
    let mut k: u32 = 0;
    let mut p = 1.0;
    loop {
        k += 1;
        p *= rng.next_f64();
        // "Not above", not `p <= limit`: a NaN limit (NaN λ) must end the loop at once too.
        if p.partial_cmp(&limit) != Some(Greater) || k > max {
            return k - 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_limits_have_the_bits_node_computes() {
        assert_eq!(libm::exp(-(416.67 / 100.0)).to_bits(), 0x3f8f_c036_a4b5_64c7);
        assert_eq!(libm::exp(-(97.22 / 100.0)).to_bits(), 0x3fd8_353f_5f00_3624);
    }

    #[test]
    fn samples_match_the_course_sequence() {
        let mut r = ParkMiller::new(20_260_731);
        let got: [u32; 8] = core::array::from_fn(|_| poisson(&mut r, 416.67 / 100.0, 10_000));
        assert_eq!(got, [4, 5, 3, 5, 6, 10, 1, 8]);
        assert_eq!(r.state(), 98_101_413);
    }

    #[test]
    fn sample_consumes_one_more_draw_than_its_value() {
        let mut a = ParkMiller::new(7);
        let k = poisson(&mut a, 2.0, 10_000);
        let mut b = ParkMiller::new(7);
        for _ in 0..=k {
            b.next_f64();
        }
        assert_eq!(a, b);
    }

    #[test]
    fn huge_lambda_is_bounded() {
        let mut r = ParkMiller::new(1);
        assert!(poisson(&mut r, 1e9, 50) <= 51);
    }
}
