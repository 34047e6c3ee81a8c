//! The eight routes of the tracking and billing service, the five state entities they read and
//! write, and which entities a set of migrated routes splits between the old and the new system
//! (lesson 20, course file `incir/gecis`, a library of `incir/olc`: it prints nothing).
//!
//! Teaches: an entity is split (kept and written in both stores) when a migrated route and a
//! route still on the old system both touch it, so the migration order decides the double
//! writes.
//!
//! A set of routes is a bit mask (bit `i` is `YOL[i]`); the course's arrays of route objects
//! become masks because every result depends on the set alone, never on its order.

use alloc::vec::Vec;

use crate::k01;

/// A route: name, requests per day (K01 and DD18), and the entities it touches (reads ∪
/// writes) as a mask over [`VARLIK`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Route {
    pub name: &'static str,
    pub volume: u64,
    pub reads: u8,
    pub writes: u8,
}

impl Route {
    /// `dokunur`: the entities the route reads or writes.
    pub const fn touches(&self) -> u8 {
        self.reads | self.writes
    }
}

/// The five state entities in `Object.keys(YAZMA)` order.
pub const VARLIK: [&str; 5] = ["gonderi", "olay", "kanit", "fatura", "tarife"];

const GONDERI: u8 = 1;
const OLAY: u8 = 2;
const KANIT: u8 = 4;
const FATURA: u8 = 8;
const TARIFE: u8 = 16;

const fn route(name: &'static str, volume: u64, reads: u8, writes: u8) -> Route {
    Route { name, volume, reads, writes }
}

/// `YOL`: the course's route table (a literal in its code, not a constant it names).
pub const YOL: [Route; 8] = [
    route("takip-sorgu", 12_000_000, GONDERI | OLAY, 0),
    route("durum-olayi", 2_800_000, GONDERI, OLAY),
    route("gonderi-olustur", 400_000, 0, GONDERI),
    route("kanit-yukleme", 400_000, OLAY, KANIT),
    route("kanit-okuma", 8_000, KANIT, 0),
    route("ucret-donem", 4_000, GONDERI | OLAY | TARIFE, FATURA),
    route("fatura-okuma", 4_000, FATURA, 0),
    route("tarife-yonetim", 1, 0, TARIFE),
];

/// Every route migrated.
pub const ALL: u8 = 0xff;

/// The library's constants: writes per day per entity (`YAZMA`) and the day (`GUN`).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Writes {
    /// `YAZMA` in [`VARLIK`] order.
    pub per_day: [f64; 5],
    /// `GUN`, seconds in a day.
    pub day: f64,
}

impl Default for Writes {
    fn default() -> Self {
        let per_day = [k01::V3.default, k01::OLAY_GUN.default, k01::KANIT_GUN.default, k01::FATURA.default, 1.0];
        Self { per_day, day: k01::GUN.default }
    }
}

/// `bolunmus(tasinan)`: the split entities (a mask over [`VARLIK`]) and the double writes.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Split {
    pub entities: u8,
    /// `ciftYazma`, double writes per second.
    pub writes: f64,
}

impl Split {
    pub fn count(&self) -> u32 {
        self.entities.count_ones()
    }
}

/// The entities touched by the routes of a mask.
fn touched(routes: u8) -> u8 {
    YOL.iter().enumerate().filter(|(i, _)| routes >> i & 1 == 1).fold(0, |t, (_, r)| t | r.touches())
}

/// `bolunmus`: entities touched by a migrated route and by a remaining one; their writes summed
/// in [`VARLIK`] order from 0, then divided by the day once (as the course's `reduce` does).
pub fn bolunmus(w: &Writes, migrated: u8) -> Split {
    let entities = touched(migrated) & touched(!migrated);
    let sum = (0..VARLIK.len()).filter(|d| entities >> d & 1 == 1).fold(0.0, |t, d| t + w.per_day[d]);
    Split { entities, writes: sum / w.day }
}

/// The two orders the course computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Kip {
    /// `"hacim"`: most requests first (a stable sort).
    Hacim,
    /// `"durum"`: greedy, the route whose addition gives the fewest double writes first.
    Durum,
}

/// `sirala(kip)`: route indexes into [`YOL`] in migration order.
pub fn sirala(w: &Writes, kip: Kip) -> Vec<usize> {
    match kip {
        Kip::Hacim => {
            let mut s: Vec<usize> = (0..YOL.len()).collect();
            s.sort_by(|&a, &b| YOL[b].volume.cmp(&YOL[a].volume));
            s
        }
        Kip::Durum => {
            let mut kalan: Vec<usize> = (0..YOL.len()).collect();
            let mut sira = Vec::with_capacity(YOL.len());
            let mut done = 0u8;
            while !kalan.is_empty() {
                let mut en = 0;
                for i in 1..kalan.len() {
                    let a = bolunmus(w, done | 1 << kalan[i]).writes;
                    let e = bolunmus(w, done | 1 << kalan[en]).writes;
                    if a < e || (a == e && YOL[kalan[i]].volume > YOL[kalan[en]].volume) {
                        en = i;
                    }
                }
                let r = kalan.remove(en);
                done |= 1 << r;
                sira.push(r);
            }
            sira
        }
    }
}

/// Σ of the routes' volumes (integers, so exact), `TOPLAM` for every route.
pub fn volume(routes: u8) -> u64 {
    YOL.iter().enumerate().filter(|(i, _)| routes >> i & 1 == 1).map(|(_, r)| r.volume).sum()
}

/// The entity names of a mask, in [`VARLIK`] order.
pub fn names(entities: u8) -> Vec<&'static str> {
    VARLIK.iter().enumerate().filter(|(d, _)| entities >> d & 1 == 1).map(|(_, n)| *n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volume_order_is_a_stable_sort_on_volume() {
        assert_eq!(sirala(&Writes::default(), Kip::Hacim), [0, 1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn greedy_state_order_is_the_courses() {
        let names: Vec<&str> = sirala(&Writes::default(), Kip::Durum).iter().map(|&i| YOL[i].name).collect();
        assert_eq!(
            names,
            [
                "tarife-yonetim",
                "fatura-okuma",
                "gonderi-olustur",
                "kanit-okuma",
                "kanit-yukleme",
                "ucret-donem",
                "takip-sorgu",
                "durum-olayi"
            ]
        );
    }

    #[test]
    fn nothing_is_split_before_the_first_route_or_after_the_last() {
        let w = Writes::default();
        assert_eq!(bolunmus(&w, 0).entities, 0);
        assert_eq!(bolunmus(&w, ALL).entities, 0);
    }

    #[test]
    fn an_entity_splits_on_a_read_not_only_on_a_write() {
        // takip-sorgu only reads gonderi and olay, yet migrating it splits both.
        let s = bolunmus(&Writes::default(), 1);
        assert_eq!(names(s.entities), ["gonderi", "olay"]);
        assert_eq!(s.writes, 3_200_000.0 / 86_400.0);
    }

    #[test]
    fn a_set_and_its_complement_split_the_same_entities() {
        let w = Writes::default();
        for m in 0..=ALL {
            assert_eq!(bolunmus(&w, m), bolunmus(&w, !m));
        }
    }
}
