//! Small caches for the parts of a page that the moved slider does not change.
//!
//! Some pages run extra sweeps beside the course's model (every split of a pool, every write
//! time of a refresh interval), and some runs have parts that read only some of the sliders
//! (lesson 2's runs without a breaker). A part that does not read the slider being dragged need
//! not run again: the page keeps its last few results, keyed by the values the part does read.
//! Each use has a test that the key leaves out only values the part ignores.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    /// Bumped by [`forget_all`]; a cache filled under an older generation is empty.
    static GENERATION: Cell<u64> = const { Cell::new(0) };
}

/// Makes every cache on this thread forget what it holds. The benchmarks call it before each
/// timed run (in a pack, through `wire::Request::Forget`), so they time whole runs, not cache
/// hits.
pub fn forget_all() {
    GENERATION.with(|g| g.set(g.get() + 1));
}

/// What a [`Recent`] holds: results, most recent first, filled under one generation.
struct Held<K, V> {
    generation: u64,
    slots: Vec<(K, Rc<V>)>,
}

/// The last `cap` results of a computation, most recent first (one per thread).
pub struct Recent<K, V> {
    held: RefCell<Held<K, V>>,
    cap: usize,
}

impl<K: PartialEq, V> Recent<K, V> {
    pub const fn new(cap: usize) -> Self {
        Self { held: RefCell::new(Held { generation: 0, slots: Vec::new() }), cap }
    }

    /// The result for `key`, computed by `make` unless it is among the recent ones.
    pub fn get_or(&self, key: K, make: impl FnOnce(&K) -> V) -> Rc<V> {
        let generation = GENERATION.with(Cell::get);
        {
            let mut held = self.held.borrow_mut();
            let Held { generation: born, slots } = &mut *held;
            if *born != generation {
                slots.clear();
                *born = generation;
            }
            if let Some(i) = slots.iter().position(|(k, _)| *k == key) {
                let hit = slots.remove(i);
                let v = hit.1.clone();
                slots.insert(0, hit);
                return v;
            }
        }
        // Not borrowed while computing: `make` may use other caches.
        let v = Rc::new(make(&key));
        let mut held = self.held.borrow_mut();
        held.slots.insert(0, (key, v.clone()));
        held.slots.truncate(self.cap.max(1));
        v
    }
}

/// For the test of a cache key: moving any one slider of the model (to its maximum, or its
/// minimum when it is there) changes `key` exactly when that slider is not in `ignored`.
#[cfg(test)]
pub(crate) fn assert_key_ignores_exactly<P: sim_core::params::Params, K: PartialEq>(
    key: impl Fn(&P) -> K,
    ignored: &[&str],
) {
    let base = key(&P::default());
    for spec in P::SCHEMA {
        let mut q = P::default();
        q.put(spec.key, if q.get(spec.key) == Some(spec.max) { spec.min } else { spec.max });
        assert_eq!(key(&q) == base, ignored.contains(&spec.key), "{} {}", P::MODEL, spec.key);
    }
}

/// For the test of a renderer's cached run: `cached` gives the model's own `run` at `p` and
/// again after each change in turn (by key; the changes add up, so a return to an earlier value
/// is read from the cache).
#[cfg(test)]
pub(crate) fn assert_runs_as<P: sim_core::params::Params, O: PartialEq + std::fmt::Debug>(
    cached: fn(&P) -> O,
    model: fn(&P) -> O,
    mut p: P,
    changes: &[(&str, f64)],
) {
    assert_eq!(cached(&p), model(&p), "{} at its start", P::MODEL);
    for &(key, value) in changes {
        p.set(key, value).unwrap_or_else(|e| panic!("{key}={value}: {e:?}"));
        assert_eq!(cached(&p), model(&p), "{} after {key}={value}", P::MODEL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn computes_once_per_key_and_forgets_the_oldest() {
        let runs = Cell::new(0);
        let c: Recent<u32, u32> = Recent::new(2);
        let sq = |k: &u32| {
            runs.set(runs.get() + 1);
            k * k
        };
        assert_eq!(*c.get_or(3, sq), 9);
        assert_eq!(*c.get_or(3, sq), 9);
        assert_eq!(runs.get(), 1);
        c.get_or(4, sq);
        c.get_or(3, sq); // 3 is now the most recent
        c.get_or(5, sq); // forgets 4
        assert_eq!(runs.get(), 3);
        c.get_or(3, sq);
        assert_eq!(runs.get(), 3);
        c.get_or(4, sq);
        assert_eq!(runs.get(), 4);
        forget_all();
        c.get_or(4, sq);
        assert_eq!(runs.get(), 5);
    }
}
