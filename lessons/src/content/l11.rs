//! Lesson 11: Kurtarma Hedefleri (recovery objectives, RTO and RPO).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, Widget, YES_NO};

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
            system: Some(&SYSTEM),
            pairs: &[
                Pair {
                    label: Label::new("Seyrek yedek ile sık yedek", "Infrequent backups against frequent ones"),
                    a: &[("backup_interval_s", 3600.0)],
                    b: &[("backup_interval_s", 300.0)],
                },
            ],
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
            system: Some(&RECOVERY),
            pairs: &[
                Pair {
                    label: Label::new("Uzun kurtarma hedefi ile kısa", "A long recovery target against a short one"),
                    a: &[("rto_min", 30.0)],
                    b: &[("rto_min", 5.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Yedek, anların kopyasıdır", "A backup copies moments"),
            model: "hedef/kayip",
            set: &[("backup_interval_s", 300.0)],
            question: Label::new(
                "Yedek {backup_interval_min} dakikada bir alınıyor ve felaket bir sonraki yedeklemeden hemen önce geliyor. Ortalama yazma hızında kaybolan durum olayı hangi aralıktadır?",
                "A backup is taken every {backup_interval_min} minutes and the disaster strikes just before the next one. At the average write rate, in which range do the lost status events fall?",
            ),
            ask: Ask::Bucket { fact: "chosen_worst_avg_events", edges: &[1000.0, 5000.0, 20000.0] },
            explain: Label::new(
                "{chosen_worst_avg_events} olay: iki yedek arasında yazılan her şey kopyanın dışındadır. Günlük yedekte {lost_avg_24h}, saatlikte {lost_avg_1h}, dakikalıkta {lost_avg_1min}; kayıp aralıkla doğru orantılıdır. Yedek aralığı, felakette geri dönülecek noktanın en fazla ne kadar eski olacağıdır.",
                "{chosen_worst_avg_events} events: everything written between two backups is outside the copy. A daily backup loses {lost_avg_24h}, hourly {lost_avg_1h}, every minute {lost_avg_1min}; the loss grows in step with the interval. The backup interval is how old, at most, the point you return to after a disaster will be.",
            ),
            evidence: &[
                Evidence::Table("disaster"),
                Evidence::Table("backups"),
                Evidence::Chart("loss-over-day"),
                Evidence::Chart("loss-by-mechanism"),
            ],
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
            ask: Ask::Bucket { fact: "ratio_peak_5min_lag1", edges: &[10.0, 100.0, 1000.0] },
            explain: Label::new(
                "{ratio_peak_5min_lag1} kat: {lost_peak_5min} olaya karşı {lag1_peak}. Oran yazma hızından bağımsızdır; yalnızca yedek aralığının gecikmeye oranıdır. Sürekli yazılan bir akışta anlamlı bir veri kaybı hedefini çoğaltma tutar; yedeğin işi, çoğaltmanın sadakatle kopyalayacağı yanlış bir yazmadan geri dönmektir.",
                "{ratio_peak_5min_lag1} times: {lost_peak_5min} events against {lag1_peak}. The ratio does not depend on the write rate; it is only the backup interval over the lag. On a continuously written flow a meaningful RPO is held by replication; a backup's job is to undo a wrong write that replication would copy faithfully.",
            ),
            evidence: &[
                Evidence::Table("disaster"),
                Evidence::Table("backups"),
                Evidence::Table("lags"),
                Evidence::Chart("loss-by-mechanism"),
            ],
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
            ask: Ask::Range { fact: "backup_loss_min", min: 0.0, max: 60.0, width: 10.0 },
            explain: Label::new(
                "{backup_loss_min} dk: son yedekten bu yana geçen süre. En kötü an {backup_worst_min} dk kaybettirir, rastgele bir anın ortalaması {backup_mean_min} dk; tablolar bir üst sınır verir. Hedef {rpo_s} sn iken yedek onu yalnız bir yedeklemeden hemen sonra tutar, {async_loss_s} sn gecikmeli kopya ise günün her saatinde.",
                "{backup_loss_min} min: the time since the last backup. The worst moment costs {backup_worst_min} min, a random moment {backup_mean_min} min on average; the tables give an upper bound. With an RPO of {rpo_s} s a backup holds it only right after a backup, a replica {async_loss_s} s behind at every hour of the day.",
            ),
            evidence: &[Evidence::Table("disaster"), Evidence::Chart("loss-over-day"), Evidence::Chart("loss-by-mechanism")],
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
                "Aynı kalır: artımlı yedekler {incremental_gb} GB, tam yedekler {full_gb} GB. Artımlı yedek değişimin kendisini saklar ve değişim hacmi aralığa bağlı değildir. Sık yedeğin bedeli işlem sayısıdır: günde {chosen_ops_per_day} yedek (günlük yedekte {ops_per_day_24h}).",
                "It stays the same: incremental backups {incremental_gb} GB, full backups {full_gb} GB. An incremental backup keeps the change itself, and the volume of change does not depend on the interval. A frequent backup costs operations: {chosen_ops_per_day} backups a day (a daily backup runs {ops_per_day_24h}).",
            ),
            evidence: &[Evidence::Table("storage"), Evidence::Chart("backup-ops")],
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
                "Sığmaz: arıza payına {target_fits} arıza sığar; tek arıza payın %{target_share_failure} kadarını tutar. Kurtarma süresi hedefi tek başına seçilmez: ayda beklenen arıza sayısıyla çarpılınca kesinti bütçesine sığmalıdır.",
                "It does not: {target_fits} failures fit the failure share; one failure takes {target_share_failure}% of it. A recovery time objective is not chosen on its own: multiplied by the failures expected a month, it must fit the outage budget.",
            ),
            evidence: &[Evidence::Table("rto"), Evidence::Table("recoveries"), Evidence::Chart("share-per-failure")],
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
                "Devralmanın {window_s} sn'lik penceresi arıza payına {failover_fits} arıza sığdırır, {manual_min} dk'lık elle kurtarma {manual_fits}. Ayda {stops_per_month} arızada devralma {failover_month_s} sn, elle kurtarma {manual_month_min} dk tutar. Kısa bir hedefi insan adımları değil, otomatik bir geçiş karşılar.",
                "Failover's {window_s} s window fits {failover_fits} failures into the failure share; a manual recovery of {manual_min} min fits {manual_fits}. With {stops_per_month} failures a month, failover costs {failover_month_s} s and manual recovery {manual_month_min} min. A short target is met by an automatic switch, not by human steps.",
            ),
            evidence: &[Evidence::Table("rto"), Evidence::Table("recoveries"), Evidence::Chart("recovery-time"), Evidence::System],
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
            ask: Ask::Bucket { fact: "ratio", edges: &[2.0, 5.0, 10.0, 50.0] },
            explain: Label::new(
                "{ratio} kat: senkron düzen ayda {sync_refused} yazmayı görünür biçimde reddeder, eşzamansız düzen {async_lost} olayı sessizce kaybeder. Üstüne her yazma bir ek onay turu bekler: günde {extra_rounds_per_day} tur. Oran yalnızca pencerenin geriliğe oranıdır. Sıfır veri kaybı hedefinin bedeli, arızasız her günde ödenen bekleme ve reddir.",
                "{ratio} times: synchronous acknowledgement refuses {sync_refused} writes a month in plain sight, the asynchronous setup loses {async_lost} events silently. On top, every write waits for an extra acknowledgement round: {extra_rounds_per_day} rounds a day. The ratio is only the window over the lag. A zero RPO is paid for in waits and refusals on every healthy day.",
            ),
            evidence: &[Evidence::Table("two-days"), Evidence::Chart("two-days")],
            time: None,
        },
        Step {
            title: Label::new("Üç kopya, bir felaket", "Three copies, one disaster"),
            model: "hedef/kayip",
            set: &[("disaster_at_h", 12.5)],
            question: Label::new(
                "Birincil depo gece yarısından {disaster_at_h} saat sonra kayboluyor; veri kaybı hedefi {rpo_s} sn. Son yedek, eşzamansız kopya ve senkron kopyadan hangileri hedefi tutar?",
                "The primary store is lost {disaster_at_h} hours after midnight; the RPO is {rpo_s} s. Of the last backup, the asynchronous replica and the synchronous one, which hold the RPO?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("yalnız senkron kopya", "only the synchronous replica"),
                    Label::new("iki kopya, yedek değil", "both replicas, not the backup"),
                    Label::new("üçü de", "all three"),
                    Label::new("yedek ve senkron kopya", "the backup and the synchronous replica"),
                ],
                fact: "copies_rpo_option",
            },
            explain: Label::new(
                "Sistem görünümünde her kopyanın göstergesi kaybettiği yazma süresini hedefe karşı gösterir: yedek {backup_loss_min} dk kaybeder, eşzamansız kopya {async_loss_s} sn, senkron kopya hiç. Yedek son anın kopyasıdır ve arası kaybolur; kayıp penceresini çoğaltmanın gecikmesi belirler.",
                "In the system view each copy's gauge shows the seconds of writes it lost against the target: the backup loses {backup_loss_min} min, the asynchronous replica {async_loss_s} s, the synchronous one nothing. A backup copies its last moment and loses what came after; replication's lag sets the loss window.",
            ),
            evidence: &[Evidence::System, Evidence::Table("disaster"), Evidence::Chart("loss-by-mechanism"), Evidence::Chart("loss-over-day")],
            time: None,
        },
    ],
};

/// Writes to the primary store, and the copy a recovery restores from (the scene says which:
/// the last backup, an asynchronous or a synchronous replica).
static SYSTEM: System = System {
    nodes: &[
        Node { id: "writes", label: Label::new("yazmalar", "writes"), x: 0.0, y: 0.5, kind: Kind::Source },
        Node { id: "primary", label: Label::new("birincil depo", "primary store"), x: 0.45, y: 0.5, kind: Kind::Store },
        Node { id: "copy", label: Label::new("kurtarma kopyası", "recovery copy"), x: 1.0, y: 0.5, kind: Kind::Store },
    ],
    links: &[
        Link { from: "writes", to: "primary", pattern: None },
        Link { from: "primary", to: "copy", pattern: None },
    ],
    aspect: 0.35,
};

/// The edge's requests into the failed primary, and the recovery that brings it back (the
/// scene says which: failover or a manual recovery), on one clock against the RTO.
static RECOVERY: System = System {
    nodes: &[
        Node {
            id: "edge",
            label: Label::new("uçtaki istekler", "requests at the edge"),
            x: 0.0,
            y: 0.5,
            kind: Kind::Source,
        },
        Node { id: "primary", label: Label::new("birincil", "primary"), x: 0.45, y: 0.5, kind: Kind::Service },
        Node { id: "recovery", label: Label::new("kurtarma", "recovery"), x: 1.0, y: 0.5, kind: Kind::Service },
    ],
    links: &[Link { from: "edge", to: "primary", pattern: None }],
    aspect: 0.35,
};
