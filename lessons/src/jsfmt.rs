//! Number formatting as JavaScript does it, so transcripts match the course byte for byte.
//!
//! `toFixed` rounds exact binary ties away from zero where Rust's `{:.n}` rounds them to even
//! (0.125 → "0.13", 156.25 → "156.3"); `String(x)` switches to exponent form outside
//! [1e-6, 1e21); `toLocaleString("tr-TR")` groups thousands with dots and uses a decimal comma.

/// `x.toFixed(digits)`.
pub fn to_fixed(x: f64, digits: usize) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.abs() >= 1e21 || x.is_infinite() {
        return js_string(x);
    }
    let negative = x < 0.0;
    let body = round_half_up(x.abs(), digits);
    if negative {
        format!("-{body}")
    } else {
        body
    }
}

/// Rounds a non-negative finite value to `digits` decimals, ties away from zero, using the
/// double's exact decimal expansion (at most 1074 fractional digits), as `toFixed` does.
fn round_half_up(x: f64, digits: usize) -> String {
    fast_fixed(x, digits).unwrap_or_else(|| round_decimal_half_up(&format!("{x:.1100}"), digits))
}

/// Powers of ten that are exact doubles.
const POW10: [f64; 16] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/// [`round_half_up`] by floating arithmetic, where it cannot differ from the exact rule (the
/// exact expansion costs a millisecond-scale share of every page view). `x · 10^digits` below
/// 10^9 is within 10^-7 of the exact product, so a fractional part more than 10^-6 from one
/// half rounds as the exact value does; near a half, or for large values, None.
fn fast_fixed(x: f64, digits: usize) -> Option<String> {
    let scaled = x * *POW10.get(digits)?;
    if !(0.0..1e9).contains(&scaled) {
        return None;
    }
    let whole = scaled.floor();
    let frac = scaled - whole;
    if (frac - 0.5).abs() < 1e-6 {
        return None;
    }
    let n = whole as u64 + u64::from(frac > 0.5);
    let mut text = n.to_string();
    if digits == 0 {
        return Some(text);
    }
    if text.len() <= digits {
        text.insert_str(0, &"0".repeat(digits + 1 - text.len()));
    }
    text.insert(text.len() - digits, '.');
    Some(text)
}

/// `String(x)`: the shortest digits that round-trip, placed as ECMAScript's Number::toString.
pub fn js_string(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if x == 0.0 {
        return "0".into();
    }
    if x < 0.0 {
        return format!("-{}", js_string(-x));
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "1.2345e3", "5e-7".
    let sci = format!("{x:e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let k = digits.len() as i32;
    let n = exp.parse::<i32>().unwrap_or(0) + 1;
    if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let sign = if n - 1 < 0 { '-' } else { '+' };
        let e = (n - 1).abs();
        if k == 1 {
            format!("{digits}e{sign}{e}")
        } else {
            format!("{}.{}e{sign}{e}", &digits[..1], &digits[1..])
        }
    }
}

/// `x.toLocaleString("tr-TR")`: ICU rounds the shortest decimal form (not the exact binary
/// value) to at most three decimals, ties away from zero; "." between thousands, "," before
/// decimals; a negative value keeps its sign even when it rounds to 0 ("-0").
pub fn tr_locale(x: f64) -> String {
    let digits = locale_digits(x);
    let (sign, body) = digits.strip_prefix('-').map_or(("", digits.as_str()), |b| ("-", b));
    let (int_part, frac) = body.split_once('.').unwrap_or((body, ""));
    if !int_part.bytes().all(|b| b.is_ascii_digit()) {
        return digits; // NaN, ∞
    }
    let mut grouped = String::new();
    for (i, c) in int_part.chars().enumerate() {
        if i > 0 && (int_part.len() - i) % 3 == 0 {
            grouped.push('.');
        }
        grouped.push(c);
    }
    if frac.is_empty() {
        format!("{sign}{grouped}")
    } else {
        format!("{sign}{grouped},{frac}")
    }
}

/// The digits [`tr_locale`] writes, without its separators: as JavaScript writes a number
/// (no grouping, a decimal point), for a view that writes it in the page's format.
pub fn locale_digits(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "∞".into() } else { "-∞".into() };
    }
    let fixed = round_decimal_half_up(&plain_decimal(x.abs()), 3);
    let (int_part, frac) = fixed.split_once('.').unwrap_or((&fixed, ""));
    let frac = frac.trim_end_matches('0');
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if frac.is_empty() {
        format!("{sign}{int_part}")
    } else {
        format!("{sign}{int_part}.{frac}")
    }
}

/// The shortest round-trip digits of a non-negative finite value, without exponent.
fn plain_decimal(x: f64) -> String {
    if x == 0.0 {
        return "0".into();
    }
    let sci = format!("{x:e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let point = exp.parse::<i32>().unwrap_or(0) + 1; // digits before the decimal point
    let k = digits.len() as i32;
    if point <= 0 {
        format!("0.{}{digits}", "0".repeat((-point) as usize))
    } else if point >= k {
        format!("{digits}{}", "0".repeat((point - k) as usize))
    } else {
        format!("{}.{}", &digits[..point as usize], &digits[point as usize..])
    }
}

/// Rounds a plain decimal string to `places` decimals, ties away from zero.
fn round_decimal_half_up(decimal: &str, places: usize) -> String {
    let (int_part, frac_part) = decimal.split_once('.').unwrap_or((decimal, ""));
    let mut kept: Vec<u8> =
        int_part.bytes().chain(frac_part.bytes().chain(core::iter::repeat(b'0')).take(places)).collect();
    if frac_part.as_bytes().get(places).is_some_and(|&d| d >= b'5') {
        let mut i = kept.len();
        loop {
            if i == 0 {
                kept.insert(0, b'1');
                break;
            }
            i -= 1;
            if kept[i] == b'9' {
                kept[i] = b'0';
            } else {
                kept[i] += 1;
                break;
            }
        }
    }
    let split = kept.len() - places;
    let (a, b) = kept.split_at(split);
    let a = String::from_utf8_lossy(a);
    if places == 0 {
        a.into_owned()
    } else {
        format!("{a}.{}", String::from_utf8_lossy(b))
    }
}

/// `s.padStart(width)`: never truncates.
pub fn pad_start(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width {
        s.to_string()
    } else {
        format!("{}{s}", " ".repeat(width - n))
    }
}

/// `s.padEnd(width)`: never truncates.
pub fn pad_end(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width {
        s.to_string()
    } else {
        format!("{s}{}", " ".repeat(width - n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fast_to_fixed_agrees_with_the_exact_expansion() {
        let mut x = 0.000_123_f64;
        let mut seen_fast = 0;
        for k in 0..20_000u32 {
            // Values over many magnitudes, some on exact halves and near them.
            x = (x * 1.618_033_988_7 + f64::from(k % 97) * 0.001).rem_euclid(123_456.789);
            for v in [x, (x * 1000.0).round() / 1000.0 + 0.0005, (x * 100.0).round() / 100.0 + 0.005, x.floor() + 0.5] {
                for d in 0..7 {
                    let exact = round_decimal_half_up(&format!("{v:.1100}"), d);
                    if let Some(fast) = fast_fixed(v, d) {
                        seen_fast += 1;
                        assert_eq!(fast, exact, "{v} to {d}");
                    }
                }
            }
        }
        assert!(seen_fast > 300_000, "{seen_fast}");
        assert_eq!(to_fixed(0.000_5, 3), "0.001");
        assert_eq!(to_fixed(1.005, 2), "1.00"); // 1.005 is 1.00499999999999989...
        assert_eq!(to_fixed(2.5, 0), "3");
    }

    #[test]
    fn to_fixed_rounds_binary_ties_up_where_rust_rounds_to_even() {
        assert_eq!(to_fixed(0.125, 2), "0.13");
        assert_eq!(format!("{:.2}", 0.125), "0.12");
        assert_eq!(to_fixed(156.25, 1), "156.3");
        assert_eq!(to_fixed(2.5, 0), "3");
        assert_eq!(to_fixed(0.25, 1), "0.3");
        assert_eq!(to_fixed(45.75, 1), "45.8");
    }

    #[test]
    fn to_fixed_keeps_non_ties_as_their_exact_value_rounds() {
        // 1.005 is stored as 1.00499999999999989..., so JS prints 1.00.
        assert_eq!(to_fixed(1.005, 2), "1.00");
        assert_eq!(to_fixed(0.9875, 3), "0.988");
        assert_eq!(to_fixed(99.995, 2), "100.00");
        assert_eq!(to_fixed(9.5, 0), "10");
        assert_eq!(to_fixed(4111.12, 2), "4111.12");
        assert_eq!(to_fixed(0.0, 3), "0.000");
    }

    #[test]
    fn to_fixed_signs_like_javascript() {
        assert_eq!(to_fixed(-0.0, 2), "0.00");
        assert_eq!(to_fixed(-0.001, 2), "-0.00");
        assert_eq!(to_fixed(-1.5, 0), "-2");
        assert_eq!(to_fixed(f64::NAN, 2), "NaN");
        assert_eq!(to_fixed(f64::INFINITY, 2), "Infinity");
        assert_eq!(to_fixed(1e21, 2), "1e+21");
    }

    #[test]
    fn js_string_matches_number_to_string() {
        assert_eq!(js_string(97.22), "97.22");
        assert_eq!(js_string(0.5), "0.5");
        assert_eq!(js_string(600.0), "600");
        assert_eq!(js_string(1000.0 / 30.0), "33.333333333333336");
        assert_eq!(js_string(196.66666666666669), "196.66666666666669");
        assert_eq!(js_string(1e21), "1e+21");
        assert_eq!(js_string(123456789012345680000.0), "123456789012345680000");
        assert_eq!(js_string(0.000001), "0.000001");
        assert_eq!(js_string(0.0000001), "1e-7");
        assert_eq!(js_string(1.5e-7), "1.5e-7");
        assert_eq!(js_string(-2.0), "-2");
        assert_eq!(js_string(-0.0), "0");
    }

    #[test]
    fn tr_locale_groups_with_dots_and_uses_a_decimal_comma() {
        assert_eq!(tr_locale(2_073_600.0), "2.073.600");
        assert_eq!(tr_locale(1234.0), "1.234");
        assert_eq!(tr_locale(999.0), "999");
        assert_eq!(tr_locale(1234.5678), "1.234,568");
        assert_eq!(tr_locale(0.0005), "0,001");
        assert_eq!(tr_locale(-1_000_000.25), "-1.000.000,25");
        assert_eq!(tr_locale(-0.0001), "-0");
        assert_eq!(tr_locale(-0.0), "-0");
        assert_eq!(tr_locale(1.0005), "1,001");
        assert_eq!(tr_locale(0.00025), "0");
    }

    #[test]
    fn padding_never_truncates() {
        assert_eq!(pad_start("ab", 4), "  ab");
        assert_eq!(pad_end("ab", 4), "ab  ");
        assert_eq!(pad_start("abcdef", 4), "abcdef");
    }
}
