//! The clock of the two queue labs (extra labs 1 and 4, `ek/kuyruk-sirasi` and
//! `ek/kuyruk-suresi`): time moves in ticks of 10 ms, and their timelines and system views
//! count in buckets of ten ticks, slices of 100 ms.

/// Milliseconds per tick.
pub const TICK_MS: u32 = 10;
/// Ticks per bucket of the timelines (and of lab 4's arrival histogram).
pub const BUCKET_TICKS: u32 = 10;
/// A bucket's length in milliseconds.
pub const BUCKET_MS: u32 = BUCKET_TICKS * TICK_MS;

/// Bucket `i`'s start in milliseconds: the time charts' x and the system views' rounds.
pub const fn bucket_start_ms(i: usize) -> u32 {
    i as u32 * BUCKET_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_is_a_tenth_of_a_second() {
        assert_eq!(BUCKET_MS, 100);
        assert_eq!(bucket_start_ms(3), 300);
    }
}
