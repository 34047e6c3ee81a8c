//! Lesson 9: Devralma Tasarımı (failover design).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

const LESS_SAME_MORE: &[Label] =
    &[Label::new("azalır", "it falls"), Label::new("aynı kalır", "it stays the same"), Label::new("artar", "it rises")];

pub static LESSON: Lesson = Lesson {
    number: 9,
    slug: "devralma-tasarimi",
    title: Label::new("Devralma Tasarımı", "Failover Design"),
    intro: Label::new(include_str!("../../content/tr/09.md"), include_str!("../../content/en/09.md")),
    widgets: &[
        Widget {
            model: "devralma/olc",
            title: Label::new("Eşik ve geri dönüş, aynı arıza takviminde", "Threshold and fail-back on one fault schedule"),
            controls: &[
                "threshold",
                "fail_back",
                "promotion",
                "fail_back_checks",
                "stop1_at",
                "stop1_len",
                "stop2_at",
                "stop2_len",
                "stop2_on",
                "half_at",
                "half_len",
                "half_on",
                "short1_len",
                "short2_len",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "devralma/butce",
            title: Label::new("Geçişlerin aylık kesinti bütçesindeki yeri", "The transitions in the monthly outage budget"),
            controls: &["round_s", "real_per_month", "short_per_month", "recovery_s", "promotion", "silent_rounds"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Eşiğin iki yüzü", "The two faces of the threshold"),
            model: "devralma/olc",
            set: &[("threshold", 1.0)],
            question: Label::new(
                "Eşik 1'de, otomatik geri dönüşle {auto_failovers_1} devralma oluyor. Bunların kaçı yanlış devralma, yani eski etkin kopya pencere biter bitmez yeniden yanıt veriyor?",
                "At threshold 1, with automatic fail-back, there are {auto_failovers_1} failovers. How many of them are false, that is, the old primary answers again right after the window?",
            ),
            ask: Ask::Number { fact: "auto_false_1", tolerance: 0.0 },
            explain: Label::new(
                "{auto_false_1} tanesi yanlış: kendiliğinden dönecek kısa kesintiler de geçişe çevrildi. Eşik 1'den 4'e yanlış devralma {auto_false_1}, {auto_false_2}, {auto_false_3}, {auto_false_4} diye azalıyor; düşen tur ise {auto_dropped_1}, {auto_dropped_2}, {auto_dropped_3}, {auto_dropped_4} diye neredeyse yerinde sayıyor, çünkü her eşik adımı gerçek durmanın algılanmasını bir tur geciktiriyor. Eşik 8'de ikinci durma hiç devralma tetiklemiyor: {auto_failovers_8} devralma, {auto_dropped_8} düşen tur. Tablonun alt satırlarında yanlış devralma yeniden belirebilir: model bu kararı pencereden sonraki tek tura bakarak verir, bu yüzden gerçek bir durmanın sonuna denk gelen geç bir devralmayı da yanlış sayar.",
                "{auto_false_1} of them are false: the short spells that would have healed by themselves were turned into switches too. From threshold 1 to 4, false failovers go {auto_false_1}, {auto_false_2}, {auto_false_3}, {auto_false_4}, while dropped rounds go {auto_dropped_1}, {auto_dropped_2}, {auto_dropped_3}, {auto_dropped_4}, barely moving, because each step up delays the detection of a real stop by one round. At threshold 8 the second stop never triggers a failover: failovers {auto_failovers_8}, dropped rounds {auto_dropped_8}. False failovers can reappear in the lower rows of the table: the model decides by looking at the single round after the window, so it also calls a late failover at the tail of a real stop false.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Geri dönüş ikinci bir penceredir", "Fail-back is a second window"),
            model: "devralma/olc",
            set: &[("fail_back", 1.0)],
            question: Label::new(
                "Eşik {threshold} ile otomatik geri dönüş {auto_dropped} tur düşürüyor. Kalıcı politikaya geçilince (rol B'de kalır) düşen tur ne olur?",
                "At threshold {threshold} automatic fail-back drops {auto_dropped} rounds. With the permanent policy (the role stays with B), what happens to the dropped rounds?",
            ),
            ask: Ask::Choice { options: LESS_SAME_MORE, fact: "perm_dropped_option" },
            explain: Label::new(
                "Kalıcı politikada {perm_dropped} düşen tur ve {perm_changes} rol değişimi; otomatikte {auto_dropped} düşen tur ve {auto_changes} rol değişimi. Farkın bir kısmı geri dönüşlerin kendisidir: otomatik politikadaki {auto_fail_backs} geri dönüşün her biri kendi geçiş penceresini açar. Daha büyük kısmı takvimden gelir: otomatik politika rolü A'ya geri verir, A {stop2_at}. turda yeniden durur ve algılama ile yeni bir devralma bir kez daha ödenir; kalıcı politikada bu durma yedekte bekleyen kopyaya denk gelir ve yazmaları hiç etkilemez.",
                "Permanent: {perm_dropped} dropped rounds, role changes {perm_changes}. Automatic: {auto_dropped} dropped rounds, role changes {auto_changes}. Part of the gap is the fail-backs themselves: each of the automatic policy's {auto_fail_backs} fail-backs opens its own transition window. The larger part comes from the schedule: automatic fail-back hands the role back to A, A stops again at round {stop2_at}, and detection plus another failover are paid for once more; under the permanent policy that stop hits the standby and never touches a write.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Hiçbir eşiğin görmediği kopya", "The replica no threshold sees"),
            model: "devralma/olc",
            set: &[],
            question: Label::new(
                "Otomatik geri dönüşte eşik 1'den 4'e çıkarken sessiz kayıp (kabul edilip depoya ulaşmayan yazma turları) nasıl değişir?",
                "Under automatic fail-back, how does the silent loss (rounds whose accepted writes never reach the store) change as the threshold goes from 1 to 4?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("eşik büyüdükçe artar", "it grows with the threshold"),
                    Label::new("eşikten bağımsızdır", "it does not depend on the threshold"),
                    Label::new("eşik büyüdükçe azalır", "it shrinks as the threshold grows"),
                ],
                fact: "silent_trend_option",
            },
            explain: Label::new(
                "Eşik 1'den 4'e sessiz kayıp {auto_silent_1}, {auto_silent_2}, {auto_silent_3}, {auto_silent_4} tur. Yarı düşük kopya sığ denetimi geçtiği için ardışık başarısızlık sayacı hiç artmaz; eşik ne olursa olsun devralma tetiklenmez. Bir noktayı da açıkça söyleyelim: sayfadaki politika tablosunda kalıcı politikanın sessiz kaybı {perm_silent}. Bu, kalıcı politikanın yarı düşük kopyayı yakaladığı anlamına gelmez; dersin modelinde B hiç bozulmaz ve yarı düşük pencerede rolü B tutar. Dersteki \"hiçbir eşik yakalamaz\" cümlesi otomatik politikanın sayılarına dayanır; ikinci tablo sessiz kaybı göstermediği için bu ayrım orada görünmez. Takvimde yarı düşük kopyayı B yapıp kendiniz bakabilirsiniz.",
                "From threshold 1 to 4 the silent loss is {auto_silent_1}, {auto_silent_2}, {auto_silent_3}, {auto_silent_4} rounds. The half-down replica passes the shallow check, so the failed-check counter never moves and no threshold ever triggers a failover. One point deserves saying plainly: in the page's policy table, the permanent policy's silent loss is {perm_silent}. That does not mean the permanent policy catches the half-down replica; in the course's model B never fails, and B holds the role during the half-down window. The course's \"no threshold catches it\" rests on the automatic policy's numbers; its second table leaves out silent loss, so the difference does not show there. Make B the half-down replica in the schedule and see for yourself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("B de bozulabilseydi", "If B could fail too"),
            model: "devralma/olc",
            set: &[("stop2_on", 1.0), ("half_on", 1.0), ("fail_back", 1.0)],
            question: Label::new(
                "Şimdi ikinci durma ve yarı düşük pencere B'yi vuruyor. Eşik {threshold} ile hangi politika daha az yazma turu kaybeder (düşen + sessiz)?",
                "Now the second stop and the half-down window hit B. At threshold {threshold}, which policy loses fewer rounds of writes (dropped + silent)?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("otomatik geri dönüş", "automatic fail-back"),
                    Label::new("kalıcı", "permanent"),
                    Label::new("ikisi eşit", "a tie"),
                ],
                fact: "fewer_lost_option",
            },
            explain: Label::new(
                "Otomatik: {auto_dropped} düşen, {auto_silent} sessiz tur; kalıcı: {perm_dropped} düşen, {perm_silent} sessiz tur. Dersin takviminde kalıcı politika açık ara öndeydi; o üstünlük politikanın kendisinden çok, bütün arızaların A'ya yazılmasından ve B'nin hiç bozulmamasından geliyordu. Arızalar rolü tutan kopyaya denk gelince sıralama değişebilir. Dersin vardığı sonuç kendi takvimi için doğrudur, genel bir kural gibi okunmamalıdır. Kaybolan turlar grafiğinde iki politikayı karşılaştırın, sonra eşiği değiştirip sıralamanın eşiğe de bağlı olduğunu kendiniz görün.",
                "Automatic: {auto_dropped} dropped and {auto_silent} silent rounds; permanent: {perm_dropped} dropped and {perm_silent} silent. On the course's schedule the permanent policy was far ahead; that lead came less from the policy itself than from putting every fault on A and never letting B fail. Once faults land on the replica holding the role, the ranking can change. The course's conclusion is right for its own schedule, but it should not be read as a general rule. Compare the two policies in the lost-rounds chart, then move the threshold and see that the ranking depends on it as well.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "devralma/butce",
            set: &[("short_per_month", 5.0)],
            question: Label::new(
                "Ayda {short_per_month} geçici yanıtsızlık olsaydı, eşik 1'de yanlış devralmalar ayda kaç saniye kesinti üretirdi?",
                "With {short_per_month} short spells a month, how many seconds of outage a month would false failovers cause at threshold 1?",
            ),
            ask: Ask::Number { fact: "false_s_1", tolerance: 1.0 },
            explain: Label::new(
                "{false_s_1} sn: eşik 1'de her kısa kesinti bir yanlış devralma ile bir geri dönüş doğurur ve ikisinin penceresi de ödenir. Eşik 1'in toplamı ayda {total_min_1} dk, arıza payının %{share_pct_1} kadarı. Bütçe hesabı modeli okumaz, iki kuralı elle taşır: eşik 2'de de bütün kısa kesintileri yanlış devralma sayar ve eşik 3'ten itibaren sıfır yazar; oysa modelde eşik 2 kısa kesintilerin hepsini değil, yalnız uzun olanını geçişe çeviriyor (ilk parçanın tablosuna bakın). Yarı düşük pencerenin {silent_rounds} turu da modelden elle kopyalanmış bir sayıdır.",
                "{false_s_1} s: at threshold 1 every short spell causes a false failover and a fail-back, and both windows are paid for. Threshold 1's total is {total_min_1} min a month, {share_pct_1}% of the failure share. The budget does not read the model; it carries two rules by hand: it counts every short spell as a false failover at threshold 2 as well, and writes zero from threshold 3 on, while in the model threshold 2 turns only the longer short spell into a switch, not all of them (see the first widget's table). The half-down window's {silent_rounds} rounds are likewise copied from the model by hand.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızalı günün kazancı", "The faulty day's gain"),
            model: "devralma/butce",
            set: &[("recovery_s", 120.0)],
            question: Label::new(
                "Devralma olmadan kurtarma {recovery_s} saniye sürseydi, eşik 3'teki kısalma kaç kat olurdu?",
                "If recovery without failover took {recovery_s} seconds, how many times shorter would the outage be at threshold 3?",
            ),
            ask: Ask::Number { fact: "ratio", tolerance: 0.5 },
            explain: Label::new(
                "{ratio} kat. Devralma olmadan iki durma ayda {no_failover_min} dk tutuyor (arıza payının %{no_failover_pct} kadarı), eşik 3 ile {threshold3_s} sn. Oran yalnızca kurtarma süresinin geçiş penceresine oranıdır; yük ya da makine bu hesaba girmez. Pencerenin tek seferlik faturası ise kurtarma süresinden bağımsızdır: tepe yükte {window_writes} yazma düşer.",
                "{ratio} times. Without failover the two stops take {no_failover_min} min a month ({no_failover_pct}% of the failure share), at threshold 3 {threshold3_s} s. The ratio is only the recovery time over the transition window; neither load nor hardware enters it. The window's one-off bill does not depend on the recovery time: at peak {window_writes} writes are dropped.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
