//! Fisher–Yates shuffle as the course writes it: from the last index down to 1, swap with
//! `floor(draw * (i + 1))`. It consumes `len - 1` draws, none for `len ≤ 1`.

use crate::rng::ParkMiller;

pub fn shuffle<T>(rng: &mut ParkMiller, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        // The draw is < 1, so j ≤ i; `min` only guards against a future generator change.
        let j = ((rng.next_f64() * (i + 1) as f64) as usize).min(i);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_matches_the_course_after_its_poisson_draws() {
        let mut r = ParkMiller::new(20_260_731);
        for _ in 0..8 {
            crate::poisson::poisson(&mut r, 416.67 / 100.0, 10_000);
        }
        let mut v = *b"abcdef";
        shuffle(&mut r, &mut v);
        assert_eq!(&v, b"defbca");
        assert_eq!(r.state(), 181_718_099);
    }

    #[test]
    fn short_slices_draw_nothing() {
        let mut r = ParkMiller::new(5);
        shuffle::<u8>(&mut r, &mut []);
        shuffle(&mut r, &mut [1]);
        assert_eq!(r, ParkMiller::new(5));
    }
}
