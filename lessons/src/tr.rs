//! Turkish suffixes after a live number. A suffix follows the number as it is read aloud:
//! "40" is "kırk", so "40'ı"; "8,27" is "sekiz virgül yirmi yedi", so "8,27'si"; "%33,3" ends in
//! "üç", so "%33,3'ü". Vowel harmony picks the vowel, the last sound picks the consonant.
//!
//! In a template, `{name:si}` writes the fact `name` followed by its suffix (see [`Case`] for the
//! tags); English texts simply use `{name}`.

/// A case ending, named by its form after a front unrounded vowel (as a grammar book lists it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// Belirtme (accusative), `-(y)I`: 40'ı, 2'yi.
    I,
    /// Yönelme (dative), `-(y)A`: 40'a, 2'ye.
    E,
    /// Bulunma (locative), `-DA`: 40'ta, 2'de.
    De,
    /// Ayrılma (ablative), `-DAn`: 40'tan, 2'den.
    Den,
    /// Tamlayan (genitive), `-(n)In`: 40'ın, 2'nin.
    In,
    /// İyelik, 3rd person (possessive), `-(s)I`: 40'ı, 8,27'si.
    Si,
    /// Vasıta (instrumental), `-(y)lA`: 40'la, 2'yle.
    Le,
}

impl Case {
    /// The template tag (`{name:si}`), as [`Case`] lists them.
    pub fn from_tag(tag: &str) -> Option<Case> {
        Some(match tag {
            "i" => Case::I,
            "e" => Case::E,
            "de" => Case::De,
            "den" => Case::Den,
            "in" => Case::In,
            "si" => Case::Si,
            "le" => Case::Le,
            _ => return None,
        })
    }
}

const ONES: [&str; 10] = ["sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS: [&str; 10] = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];
const GROUPS: [&str; 6] = ["", "bin", "milyon", "milyar", "trilyon", "katrilyon"];

/// The last word of a whole number read aloud ("40" → "kırk", "1000" → "bin").
fn last_word_of_whole(digits: &str) -> &'static str {
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return ONES[0];
    }
    let d: Vec<usize> = digits.bytes().map(|b| (b - b'0') as usize).collect();
    // The lowest non-zero digit decides: units, tens, hundreds, or a group's name.
    let k = d.iter().rev().position(|&x| x != 0).unwrap_or(0);
    let digit = d[d.len() - 1 - k];
    match k % 3 {
        0 if k == 0 => ONES[digit],
        1 if k == 1 => TENS[digit],
        2 if k == 2 => "yüz",
        _ => GROUPS[(k / 3).min(GROUPS.len() - 1)],
    }
}

/// The last word of a number as the page writes it in Turkish (`19.312`, `8,27`, `%33,3`,
/// `-5`), or `None` when the text is not a number.
fn last_word(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_start_matches(['%', '-', '+', '−']).trim();
    let (whole, frac) = t.split_once(',').unwrap_or((t, ""));
    let whole: String = whole.chars().filter(|c| *c != '.' && *c != ' ').collect();
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if frac.is_empty() {
        return Some(last_word_of_whole(&whole));
    }
    // The decimals are read as a number after "virgül", their leading zeros one by one
    // ("3,05": "üç virgül sıfır beş").
    Some(if frac.bytes().all(|b| b == b'0') { ONES[0] } else { last_word_of_whole(frac) })
}

fn is_vowel(c: char) -> bool {
    matches!(c, 'a' | 'ı' | 'o' | 'u' | 'e' | 'i' | 'ö' | 'ü')
}

/// The suffix after a number written in Turkish, with its apostrophe ("'ı", "'si", "'ten"); empty
/// when the text is not a number (a "—" for a missing value).
pub fn suffix(number: &str, case: Case) -> String {
    let Some(word) = last_word(number) else { return String::new() };
    let last_vowel = word.chars().rev().find(|c| is_vowel(*c)).unwrap_or('e');
    let back = matches!(last_vowel, 'a' | 'ı' | 'o' | 'u');
    let i4 = match last_vowel {
        'a' | 'ı' => 'ı',
        'o' | 'u' => 'u',
        'e' | 'i' => 'i',
        _ => 'ü',
    };
    let a2 = if back { 'a' } else { 'e' };
    let end = word.chars().last().unwrap_or('e');
    let vowel_end = is_vowel(end);
    let d = if "çfhkpsşt".contains(end) { 't' } else { 'd' };
    let body = match case {
        Case::I => format!("{}{i4}", if vowel_end { "y" } else { "" }),
        Case::E => format!("{}{a2}", if vowel_end { "y" } else { "" }),
        Case::De => format!("{d}{a2}"),
        Case::Den => format!("{d}{a2}n"),
        Case::In => format!("{}{i4}n", if vowel_end { "n" } else { "" }),
        Case::Si => format!("{}{i4}", if vowel_end { "s" } else { "" }),
        Case::Le => format!("{}l{a2}", if vowel_end { "y" } else { "" }),
    };
    format!("'{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(n: &str, c: Case) -> String {
        format!("{n}{}", suffix(n, c))
    }

    #[test]
    fn the_issue_s_examples_come_out_right() {
        assert_eq!(with("8,27", Case::Si), "8,27'si");
        assert_eq!(with("%33,3", Case::Si), "%33,3'ü");
        assert_eq!(with("40", Case::I), "40'ı");
        assert_eq!(with("1.000", Case::I), "1.000'i");
    }

    #[test]
    fn every_last_digit_takes_its_own_vowel_and_consonant() {
        // The accusative, the locative and the genitive after each units word.
        let want = [
            ("0", "0'ı", "0'da", "0'ın"),
            ("1", "1'i", "1'de", "1'in"),
            ("2", "2'yi", "2'de", "2'nin"),
            ("3", "3'ü", "3'te", "3'ün"),
            ("4", "4'ü", "4'te", "4'ün"),
            ("5", "5'i", "5'te", "5'in"),
            ("6", "6'yı", "6'da", "6'nın"),
            ("7", "7'yi", "7'de", "7'nin"),
            ("8", "8'i", "8'de", "8'in"),
            ("9", "9'u", "9'da", "9'un"),
        ];
        for (n, i, de, gen) in want {
            assert_eq!(
                (with(n, Case::I), with(n, Case::De), with(n, Case::In)),
                (i.into(), de.into(), gen.into()),
                "{n}"
            );
        }
    }

    #[test]
    fn tens_hundreds_and_groups_are_read_by_their_lowest_word() {
        let want = [
            ("10", "10'a"),
            ("20", "20'ye"),
            ("30", "30'a"),
            ("40", "40'a"),
            ("50", "50'ye"),
            ("60", "60'a"),
            ("70", "70'e"),
            ("80", "80'e"),
            ("90", "90'a"),
            ("100", "100'e"),
            ("300", "300'e"),
            ("1.000", "1.000'e"),
            ("19.312", "19.312'ye"),
            ("2.000.000", "2.000.000'a"),
            ("1.000.000.000", "1.000.000.000'a"),
        ];
        for (n, e) in want {
            assert_eq!(with(n, Case::E), e, "{n}");
        }
    }

    #[test]
    fn decimals_are_read_after_the_comma() {
        assert_eq!(with("0,703", Case::Si), "0,703'ü"); // yedi yüz üç
        assert_eq!(with("0,50", Case::Den), "0,50'den"); // elli
        assert_eq!(with("3,05", Case::Den), "3,05'ten"); // sıfır beş
        assert_eq!(with("2,0", Case::I), "2,0'ı"); // sıfır
        assert_eq!(with("-5", Case::Le), "-5'le");
        assert_eq!(with("6", Case::Le), "6'yla");
        assert_eq!(with("12,5", Case::Si), "12,5'i");
    }

    #[test]
    fn text_that_is_not_a_number_gets_no_suffix() {
        assert_eq!(suffix("—", Case::I), "");
        assert_eq!(suffix("", Case::I), "");
        assert_eq!(suffix("1,2,3", Case::I), "");
        assert_eq!(Case::from_tag("si"), Some(Case::Si));
        assert_eq!(Case::from_tag("x"), None);
    }
}
