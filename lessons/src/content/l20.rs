//! Lesson 20: Boğucu İncir Geçişi (strangler fig migration).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

const M: &str = "incir/olc";

pub static LESSON: Lesson = Lesson {
    number: 20,
    slug: "bogucu-incir-gecisi",
    title: Label::new("Boğucu İncir Geçişi", "Strangler Fig Migration"),
    intro: Label::new(include_str!("../../content/tr/20.md"), include_str!("../../content/en/20.md")),
    widgets: &[Widget {
        model: M,
        title: Label::new("Taşıma sırası, çift yazma ve geri dönüş", "Migration order, double writes and the way back"),
        controls: &[
            "shown",
            "rank_tracking_read",
            "rank_status_event",
            "rank_create_shipment",
            "rank_proof_upload",
            "rank_proof_read",
            "rank_billing_period",
            "rank_invoice_read",
            "rank_tariff_admin",
            "threshold",
            "cut_h",
            "scan_rate",
            "ttl",
            "facade_s",
            "w_olay",
            "w_gonderi",
            "w_kanit",
            "budget",
        ],
        explorer: None,
        advanced: &[],
        ensemble: None,
        system: None,
    }],
    steps: &[
        Step {
            title: Label::new("İki sıra, iki eğri", "Two orders, two curves"),
            model: M,
            set: &[("shown", 1.0)],
            question: Label::new(
                "Hacim sırası ilk adımda trafiğin yüzde {vol_share_1}'ini yeni sisteme taşıyor. Durum sırası altı adım sonunda trafiğin ne kadarını taşımış olur?",
                "Volume order moves {vol_share_1}% of the traffic in its first step. How much has state order moved after six steps?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yüzde 10'dan az", "less than 10%"),
                    Label::new("yüzde 10 ile 50 arası", "between 10% and 50%"),
                    Label::new("yüzde 50'den fazla", "more than 50%"),
                ],
                fact: "state_share6_option",
            },
            explain: Label::new(
                "Yalnız yüzde {state_share_6}: altı adım boyunca eski sistem yükün neredeyse tamamını taşıyor. Karşılığında çift yazma alanı {state_dw_area}, hacim sırasında {vol_dw_area} ({dw_ratio} kat). Taşınan trafik alanı ise {state_tr_area} ile {vol_tr_area} ({tr_ratio} kat). Durum sırası aynı anda {state_max_split} varlığı böler, hacim sırası en çok {vol_max_split}: daha az bayt, daha çok kod yolu. Hacim sırasında çift yazma ilk adımdan {vol_dw_1} yazma/s; bölünmüş varlıklar iki depoya yazıldığı için yazma yolu {double_path} yazma/s'ye çıkar (ders yuvarlanmış {vol_dw_1} değerini ikiyle çarpıp {double_path_course} yazıyor).",
                "Only {state_share_6}%: for six steps the old system carries almost all the load. In return the double-write area is {state_dw_area} against {vol_dw_area} for volume order ({dw_ratio} times). The traffic area is {state_tr_area} against {vol_tr_area} ({tr_ratio} times). State order splits {state_max_split} entities at once, volume order at most {vol_max_split}: fewer bytes, more code paths. In volume order double writes run at {vol_dw_1} writes/s from the first step; since split entities are written to both stores, the write path rises to {double_path} writes/s (the course doubles the rounded {vol_dw_1} and writes {double_path_course}).",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("İlk altı adım gerçekten çift yazmasız mı?", "Are the first six steps really free of double writes?"),
            model: M,
            set: &[("shown", 1.0)],
            question: Label::new(
                "Dersin metni durum sırasının ilk altı adımda neredeyse hiç çift yazma yapmadığını söylüyor. Gösterilen tabloda beşinci adımın çift yazması kaç yazma/s?",
                "The course's text says state order makes almost no double writes in its first six steps. In the table shown, what is the double-write rate at step 5?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("1'den az", "below 1"),
                    Label::new("1 ile 20 arası", "between 1 and 20"),
                    Label::new("20'den fazla, hacim sırası kadar", "above 20, as high as volume order"),
                ],
                fact: "state_dw5_option",
            },
            explain: Label::new(
                "{state_dw_5} yazma/s; altıncı adımda {state_dw_6}. İlk dört adım gerçekten düşük: {state_dw_1}, {state_dw_2}, {state_dw_3}, {state_dw_4}. Beşinci adımda kanit-yukleme taşınınca olay bölünür ve çift yazma hacim sırasının düzeyine ({vol_dw_1}) çıkar. Dersin kendi çıktısı da bu değerleri basıyor; metindeki \"ilk altı adım\" ifadesi çift yazma için değil, taşınan trafik için doğru: trafik altı adım boyunca yüzde {state_share_6}'ü geçmiyor. Çift yazma için doğru ifade \"ilk dört adım\"dır.",
                "{state_dw_5} writes/s; {state_dw_6} at step 6. The first four steps are low indeed: {state_dw_1}, {state_dw_2}, {state_dw_3}, {state_dw_4}. At step 5, when kanit-yukleme moves, the event entity splits and double writes jump to volume order's level ({vol_dw_1}). The course's own printout shows these values; the text's \"first six steps\" holds for the migrated traffic, which stays at or below {state_share_6}% for six steps, not for the double writes. For double writes the accurate phrase is \"the first four steps\".",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Sezgiyi geçmek", "Beating the heuristic"),
            model: M,
            set: &[
                ("shown", 5.0),
                ("rank_tracking_read", 1.0),
                ("rank_status_event", 2.0),
                ("rank_billing_period", 3.0),
                ("rank_proof_upload", 4.0),
                ("rank_create_shipment", 5.0),
                ("rank_proof_read", 6.0),
                ("rank_invoice_read", 7.0),
                ("rank_tariff_admin", 8.0),
            ],
            question: Label::new(
                "Öncelikler hacim sırasını kurdu, yalnız ucret-donem üçüncüye, kanit-yukleme dördüncüye alındı. Bu sıranın çift yazma alanı, dersin sezgisinin {state_dw_area} değerine göre nasıldır?",
                "The priorities give volume order, except that ucret-donem moves to third place and kanit-yukleme to fourth. How does this order's double-write area compare with the heuristic's {state_dw_area}?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha az", "lower"),
                    Label::new("aynı", "the same"),
                    Label::new("daha çok", "higher"),
                ],
                fact: "shown_vs_state_option",
            },
            explain: Label::new(
                "Çift yazma alanı {shown_dw_area}, sezginin {state_dw_area}; ama taşınan trafik alanı {shown_tr_area}, sezginin {state_tr_area} değerinin {shown_tr_over_state} katı ve hacim sırasının {vol_tr_area} değerine çok yakın. Hacim sırasında gonderi ile olay, onları okuyan ucret-donem altıncı adımda taşınana kadar bölünmüş kalır; ucret-donem ve kanit-yukleme öne alınınca bu iki büyük varlığın bölünmesi bir adım erken biter, yerine küçük hacimli fatura, tarife ve kanıt bir süre bölünür. Bütün {orders_count} sıranın taraması, sezgiyi bir alanda geçip ötekinde geride kalmayan {dominating_count} sıra buluyor; en az çift yazma {fewest_dw_area} (trafik alanı {fewest_tr_area}). Ödünleşim gerçek, ama en iyi sınır üzerinde ({front_count} nokta) yaşıyor; açgözlü sezgi o sınırın üstünde değil. Dersin \"tek bir en iyi sıra yoktur\" sonucu sınır boyunca doğru, dersin iki sırası arasındaki seçim için tam değil. Kendi önceliklerinizle deneyin; karşılaştırma tablosu ve dağılım grafiği sıranızın yerini gösterir.",
                "The double-write area is {shown_dw_area}, the heuristic's {state_dw_area}; but the traffic area is {shown_tr_area}, {shown_tr_over_state} times the heuristic's {state_tr_area} and very close to volume order's {vol_tr_area}. In volume order, shipment and event stay split until ucret-donem, which reads them, moves at step 6; with ucret-donem and kanit-yukleme moved forward, the split of these two large entities ends one step earlier, and the small invoice, tariff and proof entities are split for a while instead. A search of all {orders_count} orders finds {dominating_count} that beat the heuristic on one area without losing on the other; the fewest double writes are {fewest_dw_area} (traffic area {fewest_tr_area}). The trade-off is real, but it lives on the best frontier ({front_count} points), and the greedy heuristic is not on it. The course's \"there is no single best order\" holds along the frontier, not for the choice between its two orders. Try your own priorities; the comparison table and the scatter show where your order lands.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Geri dönüşün son kullanma tarihi", "The way back expires"),
            model: M,
            set: &[("cut_h", 24.0)],
            question: Label::new(
                "Çift yazma kesildikten sonra her saat eski sisteme geri doldurulacak olay biriktirir; tarama hızı {budget} saniyelik aylık arıza payına karşı yarışır. Kesmeden kaç saat sonra geri doldurma tek başına payın tamamını yer?",
                "After the dual write is cut, every hour piles up events to backfill into the old system, and the scan rate races the monthly failure share of {budget} s. How many hours after the cut does the backfill alone use the whole share?",
            ),
            ask: Ask::Number { fact: "hours_to_budget", tolerance: 2.0 },
            explain: Label::new(
                "Yaklaşık {hours_to_budget} saat. Bir saat sonra {rollback_1h_s} s (payın yüzde {rollback_1h_pct}'i), bir gün sonra {rollback_day_events} olay ve {rollback_day_s} s (yüzde {rollback_day_pct}). Dersin metni çift yazma sürerken geri almanın \"bir tur\" olduğunu söyler; tablosu bu satırda 0,00 s basar, çünkü model yönlendirme değişiminin kendi süresini saymaz. Çift yazmayı kesmek tasarruf değil, geri dönüşü kapatmaktır: kesme saatini ve tarama hızını değiştirip çizgiyi izleyin.",
                "About {hours_to_budget} hours. After one hour it is {rollback_1h_s} s ({rollback_1h_pct}% of the share), after one day {rollback_day_events} events and {rollback_day_s} s ({rollback_day_pct}%). The course's text says rollback is \"one round\" while the dual write runs; its table prints 0.00 s on that row, because the model does not count the routing switch itself. Cutting the dual write is not a saving, it closes the way back: move the hours and the scan rate and watch the line.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Cephe ne satın alıyor?", "What the facade buys"),
            model: M,
            set: &[("ttl", 600.0)],
            question: Label::new(
                "Cephesiz yerleşimde geri çevirme, yönlendirme kayıtlarının {ttl} saniyelik yaşam süresi (DD20) dolana kadar sürer. Durum sırasında yeni sistem durduğunda cephesiz düzen, cepheli düzene göre kaç kat istek düşürür?",
                "Without a facade, switching back waits for the routing records' lifetime of {ttl} s (DD20). When the new system stops during state order, how many times more requests drop without a facade than with one?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yaklaşık 60 kat", "about 60 times"),
                    Label::new("yaklaşık 600 kat", "about 600 times"),
                    Label::new("binlerce kat", "thousands of times"),
                ],
                fact: "direct_ratio_option",
            },
            explain: Label::new(
                "{direct_ratio} kat: cepheyle {state_facade}, cephesiz {state_direct} istek (aylık arıza payının yüzde {state_direct_pct}'i, {state_outage} s eşdeğer kesinti). Oran tam olarak DD20'nin saniye cinsinden değeridir, çünkü dersin modeli cephenin düşürdüğünü taşınan trafiğin bir saniyelik tutarı olarak sayar (metin \"bir tur\" der, hesap bir saniyedir). Dersin kendi DD20 değeriyle bu sayılar {course_state_facade} ve {course_state_direct}. Cephenin geri çevirme süresini değiştirerek bu varsayımı kendiniz sınayın.",
                "{direct_ratio} times: {state_facade} requests with the facade, {state_direct} without ({state_direct_pct}% of the monthly failure share, {state_outage} s of equivalent outage). The ratio is exactly DD20 in seconds, because the course's model counts the facade's drop as one second of migrated traffic (the text says \"one round\", the arithmetic is one second). With the course's own DD20 they are {course_state_facade} and {course_state_direct}. Change the facade's switch-back time to test that assumption yourself.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
