//! Lesson 13: Dağıtım Damgaları ve Coğrafi Kopyalar (deployment stamps and geo-replicas).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

const SMALLER_SAME_LARGER: &[Label] = &[
    Label::new("küçülür", "it shrinks"),
    Label::new("aynı kalır", "it stays the same"),
    Label::new("büyür", "it grows"),
];

pub static LESSON: Lesson = Lesson {
    number: 13,
    slug: "dagitim-damgalari",
    title: Label::new("Dağıtım Damgaları ve Coğrafi Kopyalar", "Deployment Stamps and Geo-Replicas"),
    intro: Label::new(include_str!("../../content/tr/13.md"), include_str!("../../content/en/13.md")),
    widgets: &[
        Widget {
            model: "damga/olc",
            title: Label::new("Damga sınırı, bulaşma kapsamı ve bir arıza günü", "The stamp boundary, the blast radius and a fault day"),
            controls: &[
                "stamps",
                "placement",
                "failed",
                "failed_stamp",
                "fault_at",
                "fault_len",
                "day_rounds",
                "load_tracking",
                "load_events",
                "load_billing",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "damga/yuk",
            title: Label::new("Damga sayısı: K01 yükleri ve arızasız günün bedeli", "The stamp count: K01 loads and the healthy day's cost"),
            controls: &["stamps", "local", "peak_edge", "store", "peak_write", "shipments"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Sınırı saymak", "Counting the boundary"),
            model: "damga/olc",
            set: &[("placement", 1.0)],
            question: Label::new(
                "{shared_shared} bileşenin ortakta kaldığı damgalı yerleşimde akışlar damga sınırını toplam kaç kez geçer?",
                "In the stamped placement that leaves {shared_shared} components shared, how many times in all do the flows cross the stamp boundary?",
            ),
            ask: Ask::Number { fact: "crossing_shared", tolerance: 0.0 },
            explain: Label::new(
                "{crossing_shared} kez. Tek parça düzende {crossing_mono}, kendine yeten damgalarda {crossing_self}; ortak bileşen sayısı da {shared_mono}, {shared_shared}, {shared_self} diye iniyor. Bağımsızlığı damga sayısı değil, ortakta kalan bileşenler belirler. Bir ayrıntı: ders geçişleri akış akış sayar, iki akışın paylaştığı bir bağ iki kez sayılır. Kendine yeten yerleşimdeki {crossing_self} geçiş aslında tek bir bağdır (yönlendirme eşlemesinden uca): farklı bağ sayısı {distinct_self}. Paylaşılanlı yerleşimde farklı bağ sayısı {distinct_shared}. Tablonun son iki sütunu bunu gösterir.",
                "{crossing_shared} times. The monolith has {crossing_mono}, self-contained stamps {crossing_self}; the shared components go {shared_mono}, {shared_shared}, {shared_self}. Independence comes from the components left shared, not from the stamp count. One detail: the course counts crossings flow by flow, so a link two flows share counts twice. The {crossing_self} crossings of the self-contained placement are in fact one link (routing map to edge): {distinct_self} distinct link. With shared parts there are {distinct_shared} distinct links. The table's last two columns show this.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Ortakta kalan önbellek", "The cache left shared"),
            model: "damga/olc",
            set: &[("placement", 1.0), ("failed", 3.0)],
            question: Label::new(
                "Önbellek ortakta kalırken {stamps} damga açılıyor. Önbelleğin düşmesinin bulaşma kapsamı tek parça düzene göre ne olur?",
                "{stamps} stamps are opened while the cache stays shared. What happens to the cache's blast radius compared with the monolith?",
            ),
            ask: Ask::Choice { options: SMALLER_SAME_LARGER, fact: "shared_vs_mono_option" },
            explain: Label::new(
                "Tek parçada %{cache_pct_mono}, {stamps} damgada da %{cache_pct_shared}: {stamps} damganın {cache_hit_shared} tanesi birden etkileniyor. Damga başına çubuklarda her damga kırmızı pay taşıyor; arıza takvimindeki damga seçimi burada fark etmez. Önbellek damganın içine taşınınca (yerleşimi kendine yeten yapın) kapsam %{cache_pct_self} olur ve yalnız {cache_hit_self} damga etkilenir.",
                "The monolith: {cache_pct_mono}%; {stamps} stamps: still {cache_pct_shared}%, with {cache_hit_shared} of {stamps} stamps hit at once. In the per-stamp bars every stamp carries a red share; which stamp the schedule names makes no difference here. Once the cache moves into the stamp (choose self-contained stamps), the reach falls to {cache_pct_self}% and {cache_hit_self} stamp.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Daha çok damga", "More stamps"),
            model: "damga/olc",
            set: &[("stamps", 16.0), ("placement", 2.0), ("failed", 4.0)],
            question: Label::new(
                "Kendine yeten {stamps} damgada durum deposu bir damgada düşüyor. İsteklerin yüzde kaçı etkilenir?",
                "With {stamps} self-contained stamps the state store fails in one of them. What percentage of requests is affected?",
            ),
            ask: Ask::Number { fact: "failed_pct", tolerance: 0.06 },
            explain: Label::new(
                "%{failed_pct}. Dersin kodu bu sayıyı tek ondalıkla %{failed_pct_printed} diye basar: JavaScript'in toFixed'i tam ortadaki değeri yukarı yuvarlar. Yönlendirme eşlemesi ise {stamps} damgada da %{routing_pct} ve {routing_hit_self} damga: damga sayısı grafiğinde mavi çizgi 1/n ile düşerken kesikli taban çizgisi yerinde durur. Damgalama kapsamı sıfırlamaz, ortakta kalan tek noktaya indirir; o noktanın erişilebilirliği bütün hizmetin üst sınırıdır.",
                "{failed_pct}%. The course's code prints it with one decimal as {failed_pct_printed}%: JavaScript's toFixed rounds an exact half up. The routing map, though, is still at {routing_pct}% on {routing_hit_self} stamps at {stamps} stamps: in the stamp-count chart the blue line falls as 1/n while the dashed floor stays put. Stamping does not zero the blast radius; it brings it down to the one point left shared, and that point's availability caps the whole service.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Taban yüklere bağlıdır", "The floor depends on the loads"),
            model: "damga/olc",
            set: &[("load_billing", 5.0), ("failed", 0.0)],
            question: Label::new(
                "Ücret akışı damga başına tur başına {load_billing} istek gönderiyor. Yönlendirme eşlemesi düşünce isteklerin yüzde kaçı etkilenir?",
                "The billing flow now sends {load_billing} requests per stamp per round. When the routing map fails, what percentage of requests is affected?",
            ),
            ask: Ask::Number { fact: "routing_pct", tolerance: 0.1 },
            explain: Label::new(
                "%{routing_pct}. Ücret akışı yönlendirme eşlemesinden geçmez; bu yüzden taban, takip ve olay isteklerinin ({load_tracking} + {load_events}) bütün isteklere oranıdır. Dersin ikinci programının son satırı \"her zaman %90,9\" der, ama o sayı kodda elle yazılmıştır ve yalnız dersin kendi yükleriyle doğrudur. Sayfa tabanı her seferinde modelden hesaplar.",
                "{routing_pct}%. The billing flow does not pass the routing map, so the floor is the tracking and event requests ({load_tracking} + {load_events}) over all requests. The last line of the course's second program says \"always 90.9%\", but that number is typed into the code by hand and holds only at the course's own loads. The page computes the floor from the model every time.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızanın süresi", "How long the fault lasts"),
            model: "damga/olc",
            set: &[("failed_stamp", 3.0), ("fault_len", 60.0)],
            question: Label::new(
                "Durum deposu {failed_stamp}. damgada {fault_rounds} tur düşük kalıyor. Gün boyunca kaç istek kaybolur?",
                "The state store is down in stamp {failed_stamp} for {fault_rounds} rounds. How many requests are lost over the day?",
            ),
            ask: Ask::Number { fact: "day_lost", tolerance: 0.0 },
            explain: Label::new(
                "{day_lost} istek; günün {day_total} isteği içinde bu %{day_share_pct} pay eder. Arıza sürerken etkilenen pay ise %{failed_pct} olarak kalır; süre kaybı çarpar, damgalama kimin etkilendiğini böler. Aynı arıza tek parça düzende günün isteklerinden %{day_share_mono_pct} pay götürürdü. Dürüst bir not: dersin arızasının bir saati yoktur, bu takvim laboratuvarındır. Modelde damgalar birbirinden bağımsız bozulur; bütün damgalara aynı anda giden hatalı bir sürüm gibi ortak bir nedenin etkisi, ortakta kalan bir bileşenin düşmesine benzer ve damga sayısıyla küçülmez.",
                "{day_lost} requests: {day_share_pct}% of the day's {day_total}. While the fault lasts the share affected stays at {failed_pct}%; the duration multiplies the loss, stamping divides who is affected. The same fault would take {day_share_mono_pct}% of the monolith's day. An honest note: the course's fault has no clock, so this schedule is the lab's. In the model stamps fail independently; a common cause, such as a bad release rolled out to every stamp at once, behaves like a shared component failing and does not shrink with the stamp count.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arızasız günün bedeli", "The healthy day's cost"),
            model: "damga/yuk",
            set: &[("stamps", 16.0)],
            question: Label::new(
                "{stamps} damgada, her damganın ikinci bir bölgede coğrafi kopyası tutulursa kaç bileşen çalıştırılır?",
                "At {stamps} stamps, with a geo copy of every stamp in a second region, how many components are run?",
            ),
            ask: Ask::Number { fact: "chosen_with_geo", tolerance: 0.0 },
            explain: Label::new(
                "{chosen_with_geo}: coğrafi kopyasız {chosen_components}, tek damgada {one_components}. Gün sonu ücretlendirmesi de {chosen_billing} yere gidip sonuçları birleştirmek zorunda. Karşılığında bir damga içi arızanın erişimi %{chosen_blast_pct} olur. Bu sütunu dikkatle okuyun: 100/n yalnız üç akışın da dokunduğu bir damga içi bileşen (durum deposu) için doğrudur; daha az akışın geçtiği bileşen daha azına ulaşır, ortakta kalan bir bileşen ise hiç küçülmez (ilk parçanın tablosu). Damga içi bileşen sayısı {local} modelden elle kopyalanmıştır ve yerleşim değişince kendiliğinden değişmez. Coğrafi kopyalar bu modelde yalnız bir bedeldir: model hiçbir bölge kaybını oynatmaz, kazançları burada görünmez.",
                "{chosen_with_geo}: {chosen_components} without geo copies, {one_components} for one stamp. End-of-day billing must also visit {chosen_billing} places and merge the results. In return, a stamp-local fault reaches {chosen_blast_pct}% of requests. Read that column with care: 100/n holds only for a stamp-local component all three flows touch (the state store); a component on fewer flows reaches less, and a shared one does not shrink at all (the first widget's table). The stamp-local count {local} is copied from the model by hand and does not follow a change of placement. Geo copies are only a cost in this model: it never plays the loss of a region, so their gain does not show here.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bölünmeyen bir sayı", "A count that does not divide"),
            model: "damga/yuk",
            set: &[("stamps", 3.0)],
            question: Label::new(
                "{stamps} damgada her damganın uç yükü kaç istek/s olur?",
                "At {stamps} stamps, what is each stamp's edge load in req/s?",
            ),
            ask: Ask::Number { fact: "chosen_edge", tolerance: 0.01 },
            explain: Label::new(
                "{chosen_edge} istek/s; depo {chosen_store}, yazma {chosen_write} istek/s. Tablo damga başına günlük gönderiyi (yaklaşık {chosen_shipments}) dersin kodunun basacağı gibi gösterir: tam bölünmeyen bir sayı Türkçe biçimde, en fazla üç ondalıkla yazılır. K01'in bütün hesapları böylece damga başına yeniden okunur; bir damganın kapasitesi bilinince gereken damga sayısı bir bölmedir.",
                "{chosen_edge} req/s; store {chosen_store}, writes {chosen_write} req/s. The table shows each stamp's daily shipments (about {chosen_shipments}) as the course's code would print them: a number that does not divide evenly, in Turkish format with at most three decimals. All of K01's figures can be read per stamp this way; once one stamp's capacity is known, the number of stamps needed is a division.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
