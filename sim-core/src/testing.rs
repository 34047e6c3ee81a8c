//! Helpers the models' unit tests share (built for tests only): one definition each of the
//! checks every model repeats, so a model's tests say what is special about it.

use core::fmt::Debug;

use crate::params::{ParamSpec, Params};

/// `Params::with(|p| p.slots = 48)`: the course's parameters with one change applied.
pub(crate) trait With: Default {
    fn with(f: impl FnOnce(&mut Self)) -> Self {
        let mut p = Self::default();
        f(&mut p);
        p
    }
}

impl<T: Default> With for T {}

/// Every key of `P`'s schema reads back its schema default, and storing that value under the
/// key again leaves every key reading the same; a key not in the schema reads nothing. Returns
/// the set after the round trip, for the model's own check of what the stores changed (a
/// derived key now set, say).
pub(crate) fn assert_keys_round_trip<P: Params + Debug>() -> P {
    let p = round_trip(P::SCHEMA, P::get, |p: &mut P, key, v| {
        p.put(key, v);
        true
    });
    assert!(p.get("no such key").is_none(), "{}", P::MODEL);
    p
}

/// [`assert_keys_round_trip`] for a library struct's own `get` and `put` (see
/// [`crate::fields_impl!`]), which also refuses a key it does not hold.
pub(crate) fn assert_fields_round_trip<'a, T: Default + Debug>(
    schema: impl IntoIterator<Item = &'a ParamSpec> + Clone,
    get: impl Fn(&T, &str) -> Option<f64>,
    put: impl Fn(&mut T, &str, f64) -> bool,
) -> T {
    let mut m = round_trip(schema, &get, &put);
    assert!(get(&m, "no such key").is_none() && !put(&mut m, "no such key", 1.0));
    m
}

/// Reads every key's default from `T::default()`, stores it back (each store taken), and checks
/// that every key still reads its default.
fn round_trip<'a, T: Default + Debug>(
    schema: impl IntoIterator<Item = &'a ParamSpec> + Clone,
    get: impl Fn(&T, &str) -> Option<f64>,
    put: impl Fn(&mut T, &str, f64) -> bool,
) -> T {
    let mut m = T::default();
    for s in schema.clone() {
        let v = get(&m, s.key).unwrap_or_else(|| panic!("{m:?} reads no {}", s.key));
        assert_eq!(v, s.default, "{}", s.key);
        assert!(put(&mut m, s.key, v), "{} refused", s.key);
    }
    for s in schema {
        assert_eq!(get(&m, s.key), Some(s.default), "{} after the round trip", s.key);
    }
    m
}

/// For the test of a run part a page keeps while some sliders move: setting any of `keys` to
/// its slider's minimum or maximum leaves `part` of `base` unchanged.
pub(crate) fn assert_part_ignores<P: Params + Debug, T: PartialEq + Debug>(
    base: &P,
    keys: &[&str],
    part: impl Fn(&P) -> T,
) {
    let want = part(base);
    for &key in keys {
        let spec = P::SCHEMA.iter().find(|s| s.key == key).unwrap_or_else(|| panic!("{} has no key {key}", P::MODEL));
        for v in [spec.min, spec.max] {
            let mut q = base.clone();
            q.put(key, v);
            assert_eq!(part(&q), want, "{} {key} = {v}", P::MODEL);
        }
    }
}
