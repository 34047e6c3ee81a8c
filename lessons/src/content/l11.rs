//! Lesson 11: Kurtarma Hedefleri (recovery objectives, RTO and RPO).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget, YES_NO};

const LESS_SAME_MORE: &[Label] =
    &[Label::new("azalır", "it falls"), Label::new("aynı kalır", "it stays the same"), Label::new("artar", "it rises")];

pub static LESSON: Lesson = Lesson {
    number: 11,
    slug: "kurtarma-hedefleri",
    title: Label::new("Kurtarma Hedefleri", "Recovery Objectives"),
    intro: Label::new(include_str!("../../content/tr/11.md"), include_str!("../../content/en/11.md")),
    widgets: &[
        Widget {
            model: "hedef/kayip",
            title: Label::new("Veri kaybı hedefi: yedek, çoğaltma ve felaketin saati", "The RPO: backups, replication and the hour of the disaster"),
            controls: &[
                "backup_interval_s",
                "replication_lag_s",
                "rpo_s",
                "disaster_at_h",
                "events_per_day",
                "peak_rate",
                "events_per_shipment",
                "growth_gb",
                "full_gb",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "hedef/butce",
            title: Label::new("Kurtarma süresi hedefi, bütçe ve senkron onayın iki günü", "The RTO, the budget and the two days of synchronous acknowledgement"),
            controls: &[
                "rto_min",
                "detect_min",
                "restore_min",
                "redirect_min",
                "window_s",
                "stops_per_month",
                "lag_s",
                "failure_share_min",
                "monthly_min",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Yedek, anların kopyasıdır", "A backup copies moments"),
            model: "hedef/kayip",
            set: &[("backup_interval_s", 300.0)],
            question: Label::new(
                "Yedek {backup_interval_min} dakikada bir alınıyor ve felaket bir sonraki yedeklemeden hemen önce geliyor. Ortalama yazma hızında kaç durum olayı kaybolur?",
                "A backup is taken every {backup_interval_min} minutes and the disaster strikes just before the next one. How many status events are lost at the average write rate?",
            ),
            ask: Ask::Number { fact: "chosen_worst_avg_events", tolerance: 100.0 },
            explain: Label::new(
                "{chosen_worst_avg_events} olay: iki yedek arasında yazılan her şey kopyanın dışındadır. Günlük yedekte bu sayı {lost_avg_24h}, saatlikte {lost_avg_1h}, dakikalıkta {lost_avg_1min}; kayıp aralıkla doğru orantılıdır. Günlük yedeğin kaybı bir günün bütün gönderi trafiğidir: {shipments_24h} gönderi.",
                "{chosen_worst_avg_events} events: everything written between two backups is outside the copy. With a daily backup the figure is {lost_avg_24h}, hourly {lost_avg_1h}, every minute {lost_avg_1min}; the loss grows in step with the interval. A daily backup loses a whole day of shipment traffic: {shipments_24h} shipments.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Hedefi çoğaltma tutar", "Replication holds the RPO"),
            model: "hedef/kayip",
            set: &[("backup_interval_s", 300.0), ("replication_lag_s", 1.0)],
            question: Label::new(
                "Tepe yükte, {backup_interval_min} dakikalık yedeğin en kötü kaybı {async_loss_s} saniyelik çoğaltma gecikmesinin kaybının kaç katıdır?",
                "At peak load, how many times the loss of {async_loss_s} second of replication lag is the worst-case loss of a {backup_interval_min}-minute backup?",
            ),
            ask: Ask::Number { fact: "ratio_peak_5min_lag1", tolerance: 2.0 },
            explain: Label::new(
                "{ratio_peak_5min_lag1} kat: {lost_peak_5min} olaya karşı {lag1_peak} olay. Oran yazma hızından bağımsızdır; yalnızca yedek aralığının gecikmeye oranıdır. Bir ayrıntıyı açıkça söyleyelim: ders bu karşılaştırmadan hemen önce ortalama hızdaki {lost_avg_5min} olayı anar, oysa kat sayısı tepe hızdaki kayıptan gelir. Ortalama hızdaki yedek kaybını tepe hızdaki gecikme kaybıyla koyarsanız oran yaklaşık {ratio_avg_5min_lag1} kattır. Sonuç değişmez: sürekli yazılan bir akışta anlamlı bir veri kaybı hedefini çoğaltma tutar; yedeğin işi, çoğaltmanın sadakatle kopyalayacağı yanlış bir yazmadan geri dönmektir.",
                "{ratio_peak_5min_lag1} times: {lost_peak_5min} events against {lag1_peak}. The ratio does not depend on the write rate; it is only the backup interval over the lag. One detail deserves saying plainly: right before this comparison the course quotes the average-rate {lost_avg_5min} events, yet the multiple comes from the peak-rate loss. Set the backup's average-rate loss against the lag's peak-rate loss and the ratio is about {ratio_avg_5min_lag1}. The conclusion stands: on a continuously written flow a meaningful RPO is held by replication; a backup's job is to undo a wrong write that replication would copy faithfully.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Felaketin saati", "The hour of the disaster"),
            model: "hedef/kayip",
            set: &[("backup_interval_s", 3600.0), ("disaster_at_h", 12.5)],
            question: Label::new(
                "Yedek {backup_interval_min} dakikada bir alınıyor; felaket bu kez gece yarısından {disaster_at_h} saat sonra geliyor. Kaç dakikalık yazma kaybolur?",
                "A backup is taken every {backup_interval_min} minutes; this time the disaster strikes {disaster_at_h} hours after midnight. How many minutes of writes are lost?",
            ),
            ask: Ask::Number { fact: "backup_loss_min", tolerance: 1.0 },
            explain: Label::new(
                "{backup_loss_min} dk. Dersin tabloları en kötü anı verir ({backup_worst_min} dk); felaket günün herhangi bir anında gelebilseydi ortalama kayıp {backup_mean_min} dk olurdu. Yani tablodaki sayılar bir üst sınırdır, beklenen kayıp değil. Yine de veri kaybı hedefi {rpo_s} sn iken yedek hedefi yalnızca bir yedeklemeden hemen sonraki kısa dilimde tutar; {async_loss_s} sn gecikmeli eşzamansız kopya ise günün her saatinde tutar. Gün grafiğinde felaket çizgisini kaydırıp kendiniz bakın.",
                "{backup_loss_min} min. The course's tables give the worst moment ({backup_worst_min} min); if the disaster could strike at any moment of the day, the average loss would be {backup_mean_min} min. So the table's figures are an upper bound, not the expected loss. Still, with an RPO of {rpo_s} s the backup holds the target only in the short slice right after a backup, while an asynchronous replica {async_loss_s} s behind holds it at every hour of the day. Move the disaster line in the day chart and see for yourself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bedel depolamada değil", "The cost is not storage"),
            model: "hedef/kayip",
            set: &[("backup_interval_s", 60.0)],
            question: Label::new(
                "Yedek aralığı {backup_interval_min} dakikaya iniyor. Otuz günde saklanan yedek verisi günlük yedeğe göre nasıl değişir?",
                "The backup interval drops to {backup_interval_min} minute. How does the backup data kept over thirty days change compared with a daily backup?",
            ),
            ask: Ask::Choice { options: LESS_SAME_MORE, fact: "storage_option" },
            explain: Label::new(
                "Aynı kalır: artımlı yedekler {incremental_gb} GB, haftalık tam yedekler {full_gb} GB. Artımlı yedek değişimin kendisini saklar ve değişim hacmi aralığa bağlı değildir. Değişen yedek işlemi sayısıdır: günde {chosen_ops_per_day}, otuz günde {chosen_ops_30} (günlük yedekte günde {ops_per_day_24h}). Bir noktayı da belirtelim: dersin kodu tam yedekleri saklanan verinin {full_backups_30} katı olarak yazar, oysa otuz gün {weeks_in_30_days} haftadır; bu çarpanın gerekçesi derste verilmez. Çarpan, saklanan verinin aralıktan bağımsız olduğu sonucunu değiştirmez.",
                "It stays the same: incremental backups {incremental_gb} GB, weekly full backups {full_gb} GB. An incremental backup keeps the change itself, and the volume of change does not depend on the interval. What changes is the number of backup operations: {chosen_ops_per_day} a day, {chosen_ops_30} in thirty days (a daily backup runs {ops_per_day_24h} a day). One point to note: the course's code counts the full backups as {full_backups_30} times the stored data, while thirty days are {weeks_in_30_days} weeks; the course gives no reason for that multiplier. It does not change the conclusion that the stored data does not depend on the interval.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Hedef bütçeye bakar", "The target answers to the budget"),
            model: "hedef/butce",
            set: &[("rto_min", 30.0)],
            question: Label::new(
                "Kurtarma süresi hedefi {rto_min} dk. Bu uzunlukta tek bir arıza aylık arıza payına ({failure_share_min} dk) sığar mı?",
                "The recovery time objective is {rto_min} min. Does a single failure of that length fit the monthly failure share ({failure_share_min} min)?",
            ),
            ask: Ask::Choice { options: YES_NO, fact: "target_fits_option" },
            explain: Label::new(
                "Sığmaz: arıza payına {target_fits} arıza sığar; tek arıza arıza payının %{target_share_failure} kadarını tutar. Ders aynı satırı \"tek arıza bütçenin %{share_monthly_30} kadarını yer, ikincisi hedefi kırar\" diye okur. O yüzde arıza payına değil, aylık bütçenin tamamına ({monthly_min} dk) göredir; tablonun \"sığan arıza\" sütunu ise arıza payını kullanır. İki sütun iki ayrı paydaya bakar. Arıza payına göre okunduğunda tek bir arıza payı zaten aşar ve planlı işlere ayrılan dakikalara girer. Pay grafiğinde iki çubuk yan yana durur.",
                "It does not: {target_fits} failures fit the failure share; one failure takes {target_share_failure}% of it. The course reads the same row as \"one failure eats {share_monthly_30}% of the budget and the second breaks the target\". That percentage is of the whole monthly budget ({monthly_min} min), not of the failure share, while the table's \"failures that fit\" column uses the failure share. The two columns divide by different budgets. Read against the failure share, a single failure already exceeds it and eats into the minutes set aside for planned work. The share chart shows both bars side by side.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Devralma hedefi karşılanabilir kılar", "Failover makes the target affordable"),
            model: "hedef/butce",
            set: &[("rto_min", 5.0)],
            question: Label::new(
                "Hedef {rto_min} dk'ya iniyor. Hangi kurtarma yolu bu hedefi tutar?",
                "The target drops to {rto_min} min. Which way back holds it?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("ikisi de", "both"),
                    Label::new("yalnız devralma", "failover only"),
                    Label::new("yalnız elle kurtarma", "manual recovery only"),
                    Label::new("hiçbiri", "neither"),
                ],
                fact: "rto_option",
            },
            explain: Label::new(
                "Devralmanın {window_s} sn'lik penceresi arıza payına {failover_fits} arıza sığdırır; fark etme, geri yükleme ve yönlendirmeden oluşan {manual_min} dk'lık elle kurtarma {manual_fits}. Ayda {stops_per_month} arızada devralma toplam {failover_month_s} sn, elle kurtarma {manual_month_min} dk tutar. Devralma burada bir hızlanma değil, hedefin karşılanabilir olmasıdır. İki uyarı: {window_s} sn'lik pencere (PENCERE) devralma tasarımı dersinden elle taşınmış bir sayıdır ve algılama eşiği ya da terfi değişince burada kendiliğinden değişmez. Elle kurtarmanın adımları da laboratuvarın varsayımıdır; varsayılan toplamları K01'in kurtarma süresi varsayımına eşittir.",
                "Failover's {window_s} s window fits {failover_fits} failures into the failure share; a manual recovery of {manual_min} min (noticing, restoring, redirecting) fits {manual_fits}. With {stops_per_month} failures a month, failover costs {failover_month_s} s in total and manual recovery {manual_month_min} min. Here failover is not a speed-up; it is what makes the target affordable. Two caveats: the {window_s} s window (PENCERE) is a number carried by hand from the failover-design lesson and does not follow a change of detection threshold or promotion. The manual recovery's steps are the lab's assumption too; by default they add up to K01's recovery-time assumption.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("İki günün sayısı", "The numbers of the two days"),
            model: "hedef/butce",
            set: &[("lag_s", 0.5)],
            question: Label::new(
                "Eşzamansız çoğaltmanın geriliği {lag_s} sn'ye iniyor. Senkron onayın ayda reddettiği yazma, eşzamansız düzende kaybolan olayın kaç katı olur?",
                "The asynchronous replication lag drops to {lag_s} s. How many times the events lost under asynchronous replication are the writes synchronous acknowledgement refuses a month?",
            ),
            ask: Ask::Number { fact: "ratio", tolerance: 0.1 },
            explain: Label::new(
                "{ratio} kat: senkron düzen ayda {sync_refused} yazmayı görünür biçimde reddeder, eşzamansız düzen {async_lost} olayı sessizce kaybeder. Üstüne arızasız günde her yazma bir ek onay turu bekler: günde {extra_rounds_per_day} tur. Oran yalnızca pencerenin geriliğe oranıdır (PENCERE / GERILIK); aylık durma sayısı ve yazma hızı iki tarafta da aynı çarpan olduğu için sadeleşir. Model reddedilen bir yazmanın taşıyıcı tarafından yeniden gönderileceğini göstermez, bunu varsayar; \"reddetmek kaybetmekten iyidir\" kararı bu varsayıma dayanır.",
                "{ratio} times: the synchronous setup refuses {sync_refused} writes a month in plain sight, the asynchronous one loses {async_lost} events silently. On top of that, on the healthy day every write waits for one extra acknowledgement round: {extra_rounds_per_day} rounds a day. The ratio is only the window over the lag (PENCERE / GERILIK); stops a month and the write rate appear on both sides and cancel. The model does not show that the carrier resends a refused write; it assumes so, and the choice \"refusing beats losing\" rests on that assumption.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
