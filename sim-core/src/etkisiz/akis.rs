//! The status-event stream and the idempotency ledger, in process (lesson 15's library, course
//! file `etkisiz/akis`). It prints nothing; `etkisiz/olc` runs it.
//!
//! Teaches: a ledger suppresses a delivery whose key it has seen, so what it removes depends on
//! the key's scope as much as on the duplicates: a key narrower than the business event removes
//! valid work.
//!
//! Each shipment emits the seven events of [`DIZI`] in order. In a fault window every event
//! draws once per duplicate source, in the sources' order, and each hit delivers the same event
//! again right after it (the course's `teslimler`). Every processor sees the deliveries in the
//! same order; the course builds the whole stream first and replays it, here each delivery is fed
//! to every processor as it is drawn (the same counts, without holding millions of entries).

use alloc::vec::Vec;

use crate::lcg::Lcg32;

/// The seven status events of a shipment (K01 V4), in order.
pub const DIZI: [&str; 7] = ["kabul", "aktarma", "aktarma", "aktarma", "dagitima-cikis", "teslim-denemesi", "teslim"];

/// Index of the first event in [`DIZI`] with the same status (the three `aktarma` share 1).
const STATUS_CLASS: [u8; 7] = [0, 1, 1, 1, 4, 5, 6];

/// The event that bills and notifies (`teslim`).
pub const DELIVERED: u8 = 6;

/// One status event: shipment `g` (`TR-g`) and its place in [`DIZI`] (`olayNo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    pub shipment: u32,
    pub index: u8,
}

crate::course_enum! {
    /// What the idempotency key is made of (the course's `KIP`).
    #[derive(PartialOrd, Ord)]
    pub enum Scope, labels pub SCOPE_LABELS {
        /// `takip`: the tracking number alone.
        Tracking = "takip", "takip", "tracking no.";
        /// `takip+durum`: tracking number and status.
        TrackingStatus = "takip+durum", "takip+durum", "tracking + status";
        /// `takip+durum+olay`: tracking number, status and the carrier's event number.
        TrackingStatusEvent = "takip+durum+olay", "takip+durum+olay", "tracking + status + event";
    }
}

impl Scope {
    /// The key's slot within its shipment (`anahtar`): distinct strings get distinct slots.
    fn slot(self, index: u8) -> usize {
        match self {
            Scope::Tracking => 0,
            Scope::TrackingStatus => STATUS_CLASS[index as usize] as usize,
            Scope::TrackingStatusEvent => index as usize,
        }
    }
}

/// `yanEtki`: a delivered event writes a status record, a billing line and a notification.
pub fn side_effects(e: Event) -> u64 {
    if e.index == DELIVERED {
        3
    } else {
        1
    }
}

/// The processor's counters (`s`): processed, suppressed, side effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    pub processed: u64,
    pub suppressed: u64,
    pub side_effects: u64,
}

/// `isleyici`: a key set and counters. The ledger is a bit per (shipment, key slot).
#[derive(Clone, Debug)]
pub struct Processor {
    pub with_ledger: bool,
    pub scope: Scope,
    seen: Vec<bool>,
    size: u64,
    pub counts: Counts,
}

impl Processor {
    pub fn new(with_ledger: bool, scope: Scope, shipments: usize) -> Self {
        Self {
            with_ledger,
            scope,
            seen: alloc::vec![false; shipments * DIZI.len()],
            size: 0,
            counts: Counts::default(),
        }
    }

    /// `al(o)`.
    pub fn take(&mut self, e: Event) {
        let k = e.shipment as usize * DIZI.len() + self.scope.slot(e.index);
        if self.with_ledger && self.seen[k] {
            self.counts.suppressed += 1;
            return;
        }
        if !self.seen[k] {
            self.seen[k] = true;
            self.size += 1;
        }
        self.counts.processed += 1;
        self.counts.side_effects += side_effects(e);
    }

    /// `boy()`: distinct keys seen.
    pub fn size(&self) -> u64 {
        self.size
    }
}

/// What `teslimler` counted besides feeding the processors.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stream {
    /// `akis.length`
    pub deliveries: u64,
    /// `sayac`, in the sources' order.
    pub per_source: Vec<u64>,
    /// `teslim` deliveries in the stream.
    pub delivered_events: u64,
    /// Events delivered exactly 1, 2, 3, ... extra times (index = extra copies; lab-only).
    pub copies: Vec<u64>,
}

/// `teslimler(gonderiSayisi, kaynaklar, tohum)`, feeding each delivery to `sink` in stream
/// order. One draw per source per event, whatever the outcome; an empty source list draws
/// nothing.
pub fn deliveries(shipments: u32, sources: &[f64], seed: f64, mut sink: impl FnMut(Event)) -> Stream {
    let mut rnd = Lcg32::from_js_seed(seed);
    let mut st = Stream {
        per_source: alloc::vec![0; sources.len()],
        copies: alloc::vec![0; sources.len() + 1],
        ..Stream::default()
    };
    for g in 0..shipments {
        for index in 0..DIZI.len() as u8 {
            let e = Event { shipment: g, index };
            let mut n = 1;
            sink(e);
            for (i, &p) in sources.iter().enumerate() {
                if rnd.next_f64() < p {
                    sink(e);
                    st.per_source[i] += 1;
                    n += 1;
                }
            }
            st.deliveries += n;
            st.copies[n as usize - 1] += 1;
            if index == DELIVERED {
                st.delivered_events += n;
            }
        }
    }
    st
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tracking_key_keeps_only_the_first_event_of_a_shipment() {
        let mut p = Processor::new(true, Scope::Tracking, 1);
        for index in 0..7 {
            p.take(Event { shipment: 0, index });
        }
        assert_eq!(p.counts, Counts { processed: 1, suppressed: 6, side_effects: 1 });
        assert_eq!(p.size(), 1);
    }

    #[test]
    fn the_three_transfers_share_one_status_key() {
        let mut p = Processor::new(true, Scope::TrackingStatus, 1);
        for index in 0..7 {
            p.take(Event { shipment: 0, index });
        }
        assert_eq!((p.counts.processed, p.counts.suppressed, p.size()), (5, 2, 5));
        assert_eq!(p.counts.side_effects, 7);
    }

    #[test]
    fn a_processor_without_ledger_applies_every_delivery_but_still_counts_keys() {
        let mut p = Processor::new(false, Scope::TrackingStatusEvent, 2);
        for _ in 0..3 {
            p.take(Event { shipment: 1, index: DELIVERED });
        }
        assert_eq!(p.counts, Counts { processed: 3, suppressed: 0, side_effects: 9 });
        assert_eq!(p.size(), 1);
    }

    #[test]
    fn every_event_draws_once_per_source_and_duplicates_follow_the_original() {
        let mut seen = Vec::new();
        let st = deliveries(2, &[1.0, 0.0, 1.0], 5.0, |e| seen.push(e));
        assert_eq!(st.deliveries, 42);
        assert_eq!(st.per_source, [14, 0, 14]);
        assert_eq!(seen[..3], [Event { shipment: 0, index: 0 }; 3]);
        let none = deliveries(3, &[], 1.0, |_| {});
        assert_eq!((none.deliveries, none.delivered_events), (21, 3));
    }
}
