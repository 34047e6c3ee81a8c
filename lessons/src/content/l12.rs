//! Lesson 12: Yedeklilik Bölgeleri (redundancy zones).

use sim_core::Label;

use super::{Ask, Lesson, Step, Widget};

const FEWER_SAME_MORE: &[Label] =
    &[Label::new("daha az", "fewer"), Label::new("aynı", "the same"), Label::new("daha çok", "more")];

const SURVIVOR: &[Label] = &[
    Label::new("tek alan", "single zone"),
    Label::new("üç alan", "three zones"),
    Label::new("iki bölge", "two regions"),
    Label::new("hiçbiri", "none"),
    Label::new("birden fazlası", "more than one"),
];

pub static LESSON: Lesson = Lesson {
    number: 12,
    slug: "yedeklilik-bolgeleri",
    title: Label::new("Yedeklilik Bölgeleri", "Redundancy Zones"),
    intro: Label::new(include_str!("../../content/tr/12.md"), include_str!("../../content/en/12.md")),
    widgets: &[
        Widget {
            model: "bolge/olc",
            title: Label::new("Yerleşim planı, birim kaybı ve yayılma", "Placement plan, a lost unit and propagation"),
            controls: &[
                "plan",
                "scenario",
                "delay_remote",
                "delay_region",
                "delay_zone",
                "writes_per_round",
                "fault_at",
                "fault_len",
                "lost_machine",
                "lost_zone",
                "lost_region",
                "rounds",
            ],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
        Widget {
            model: "bolge/kapasite",
            title: Label::new("Yedek kapasite ve arızasız günün faturası", "Spare capacity and the healthy day's bill"),
            controls: &["zones", "peak_edge", "peak_write", "round_s", "events_per_day", "growth_gb"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
        },
    ],
    steps: &[
        Step {
            title: Label::new("Aynı altı kopya, farklı yerleşim", "The same six replicas, placed differently"),
            model: "bolge/olc",
            set: &[("plan", 1.0), ("scenario", 1.0)],
            question: Label::new(
                "{fault_at}. turda b1/a1 alanı kaybediliyor. Altı kopya da o alandayken {dropped_single_zone} yazma düşüyor ve {lost_single_zone} yazma kayboluyor. Aynı altı kopya üç alana dağıtılınca kaç yazma kaybolur?",
                "Zone b1/a1 is lost at round {fault_at}. With all six replicas in that zone, {dropped_single_zone} writes are dropped and {lost_single_zone} are lost. With the same six replicas spread over three zones, how many writes are lost?",
            ),
            ask: Ask::Number { fact: "lost_three_zone", tolerance: 0.0 },
            explain: Label::new(
                "{lost_three_zone} yazma. Altı kopyanın {alive_three_zone} tanesi ayakta kalıyor ve hiçbir yazma düşmüyor ({dropped_three_zone}). Kaybolanlar, düşen alandaki kopyaların arızadan hemen önce kabul ettiği yazmalardır: başka bir alana ileti {delay_region} turda varıyor, arıza turunda varan ileti ise hâlâ teslim ediliyor; böylece yalnız son {window_region} turun yazmaları tek kopyada kalıyor. Yazmalar grafiğindeki mor çubuklar bu pencereyi gösterir. Kopya sayısı değişmedi; değişen, hangi kopyaların birlikte düştüğü.",
                "{lost_three_zone} writes. {alive_three_zone} of the six replicas stay up and no write is dropped ({dropped_three_zone}). The lost ones were accepted by the lost zone's replicas just before the fault: a message to another zone takes {delay_region} rounds, and a message due at the fault round is still delivered, so only the writes of the last {window_region} round(s) sit on one replica. The purple bars in the writes chart show that window. The replica count did not change; what changed is which replicas fail together.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Bir üst düzey: bölge kaybı", "One level up: a region loss"),
            model: "bolge/olc",
            set: &[("plan", 2.0), ("scenario", 2.0)],
            question: Label::new(
                "Şimdi bütün b1 bölgesi gidiyor. Koşumun sonunda hangi planın ayakta kopyası kalır?",
                "Now the whole region b1 goes. Which plan has living replicas at the end of the run?",
            ),
            ask: Ask::Choice { options: SURVIVOR, fact: "region_survivor_option" },
            explain: Label::new(
                "Yalnız iki bölgeli plan: {alive_two_region} kopya, kapasitenin %{cap_two_region} kadarı, {dropped_two_region} düşen ve {lost_two_region} kayıp yazma. Üç alanlı plan alan kaybını karşılıyordu ama bölge kaybında tamamen gidiyor ({dropped_three_region} düşen, {lost_three_region} kayıp), çünkü üç alanı da aynı bölgede. Her yerleşim düzeyi bir arıza kipini kaldırır ve bir üstekini açıkta bırakır; kapasite grafiği bunu plan plan gösterir.",
                "Only the two-region plan: {alive_two_region} replicas, {cap_two_region}% of the capacity, {dropped_two_region} dropped and {lost_two_region} lost writes. The three-zone plan survived a zone loss but goes entirely in a region loss ({dropped_three_region} dropped, {lost_three_region} lost), because its three zones share one region. Each level of placement removes one failure mode and leaves the next one open; the capacity chart shows it plan by plan.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Uzaklığın bedeli", "The price of distance"),
            model: "bolge/olc",
            set: &[("plan", 2.0), ("scenario", 0.0)],
            question: Label::new(
                "Yalnız bir makine düşüyor. Tek alanlı plan {lost_single_machine} yazma kaybediyor. İki bölgeli plan bundan daha az mı, aynı mı, daha çok mu kaybeder?",
                "Only one machine fails. The single-zone plan loses {lost_single_machine} writes. Does the two-region plan lose fewer, the same, or more?",
            ),
            ask: Ask::Choice { options: FEWER_SAME_MORE, fact: "machine_option" },
            explain: Label::new(
                "İki bölgeli plan {lost_two_machine} yazma kaybediyor. O planda düşen kopyanın en yakın komşusu bile başka bir alanda, {delay_region} tur uzakta; tek alanlı planda komşular aynı alanda ve ileti bir turda varıyor. Kopyaları uzağa koymak büyük arızayı karşılar ama küçük arızada bile tek kopyada duran yazmayı çoğaltır. Aynı bölgedeki alanlar arası yayılmayı bir tura indirip kaybın kalktığını kendiniz görün.",
                "The two-region plan loses {lost_two_machine} writes. In that plan even the lost replica's nearest peer is in another zone, {delay_region} rounds away; in the single-zone plan the peers share the zone and a message arrives in one round. Placing replicas far apart survives the large fault but leaves more writes on a single replica even in a small one. Set the propagation between zones of a region to one round and see the loss go away.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("KU7'yi sınayın: gecikme iki katına çıkınca", "Test KU7: when the delay doubles"),
            model: "bolge/olc",
            set: &[("plan", 2.0), ("scenario", 2.0), ("delay_remote", 8.0)],
            question: Label::new(
                "Dersin KU7 varsayımı, bölgeler arası yayılma turu iki katına çıkınca bölge kaybındaki yayılmamış yazmanın da iki katına çıkacağını söylüyor. Dersin değerinde model {sweep_lost_4} yazma kaybediyor. Gecikme şimdi {delay_remote} tur: model kaç yazma kaybeder?",
                "The course's assumption KU7 says that when the cross-region propagation doubles, the unpropagated writes of a region loss double too. At the course's value the model loses {sweep_lost_4} writes. The delay is now {delay_remote} rounds: how many writes does the model lose?",
            ),
            ask: Ask::Number { fact: "lost_two_region", tolerance: 0.0 },
            explain: Label::new(
                "{lost_two_region} yazma; iki katı olan {claim_8} değil. Modelde arıza turunda varan ileti hâlâ teslim edilir, bu yüzden yalnız son {window_remote} turda (gecikme eksi bir) kabul edilen yazmalar kaybolur: kayıp gecikmeyle değil, gecikme eksi birle orantılı büyür. Gecikme bir turken kayıp {sweep_lost_1}, taramanın sağ ucunda {sweep_lost_16}. Dersin cümlesi uzun gecikmelerde iyi bir yaklaşıklıktır, ama dersin kendi modeli burada iki kattan fazlasını gösteriyor. Tarama grafiğinde düz çizgi modelin sonucudur, kesikli çizgi doğrusal okumadır; gecikmeyi değiştirip ikisini kendiniz karşılaştırın.",
                "{lost_two_region} writes, not the doubled {claim_8}. In the model a message due at the fault round is still delivered, so only writes accepted in the last {window_remote} rounds (the delay minus one) are lost: the loss grows with the delay minus one, not with the delay. With a delay of one round the loss is {sweep_lost_1}, at the right end of the sweep {sweep_lost_16}. The course's sentence is a fair approximation for long delays, but the course's own model shows more than double here. In the sweep chart the solid line is the model and the dashed line the linear reading; move the delay and compare them yourself.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Arıza ne kadar sürer?", "How long does the fault last?"),
            model: "bolge/olc",
            set: &[("plan", 0.0), ("scenario", 1.0), ("fault_len", 5.0)],
            question: Label::new(
                "Tek alanlı planda alan artık {fault_len} tur sonra geri dönüyor. Kaç yazma düşer?",
                "In the single-zone plan the zone now comes back after {fault_len} rounds. How many writes are dropped?",
            ),
            ask: Ask::Number { fact: "shown_dropped", tolerance: 0.0 },
            explain: Label::new(
                "{shown_dropped}: {fault_len} tur boyunca turda {writes_per_round} yazma. Kayıp yazma ise {shown_lost} olarak kalıyor: neyin kaybolacağı arıza anında, o ana kadar neyin yayıldığına göre belirlenir; kısa bir arıza yalnız hiçbir şeyin kabul edilmediği süreyi kısaltır. Bu modelde geri dönen alan kaçırdıklarını da yakalamaz, boş döner.",
                "{shown_dropped}: {writes_per_round} writes a round for {fault_len} rounds. The lost writes stay at {shown_lost}: what is lost is decided at the moment of the fault by what had propagated by then; a shorter fault only shortens the time nothing is accepted. In this model the returning zone also catches up nothing it missed; it comes back empty.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("Boşta duran kapasite", "Capacity standing idle"),
            model: "bolge/kapasite",
            set: &[("zones", 5.0)],
            question: Label::new(
                "{zones} alanla bir alanın kaybına dayanmak için tepe yükün yüzde kaçı kadar fazladan kapasite sağlanmalı?",
                "With {zones} zones, how much extra capacity, as a percentage of the peak load, must be provisioned to survive one zone's loss?",
            ),
            ask: Ask::Number { fact: "chosen_extra_pct", tolerance: 0.1 },
            explain: Label::new(
                "%{chosen_extra_pct}, yani 1/(n−1). Bu, her arızasız gün boşta duran {chosen_idle} istek/s demektir; arızalı gün ise düşen alanın {chosen_kept} istek/s yükü karşılanmaya devam eder. İki alanda pay %{extra_2}, üç alanda %{extra_3}, altı alanda %{extra_6}: alan sayısı arttıkça yedeklilik ucuzlar. İkinci bölgeye çoğaltmanın taşıma faturası bunun yanında küçüktür: tepe yükte {kbps} KB/s, günde {mb_per_day} MB.",
                "{chosen_extra_pct}%, that is 1/(n−1). It means {chosen_idle} req/s standing idle on every healthy day; on the faulty day the lost zone's {chosen_kept} req/s keep being served. With two zones the share is {extra_2}%, with three {extra_3}%, with six {extra_6}%: more zones make redundancy cheaper. Next to that, copying to a second region is a small transport bill: {kbps} KB/s at peak, {mb_per_day} MB a day.",
            ),
            evidence: &[],
            time: None,
        },
        Step {
            title: Label::new("6,00 oranı nereden geliyor?", "Where does the 6.00 ratio come from?"),
            model: "bolge/kapasite",
            set: &[],
            question: Label::new(
                "Betik bölge kaybının alan kaybına oranını {ratio} olarak basıyor. Modelin kendisi dersin değerlerinde alan kaybında (üç alan) {model_zone_lost}, bölge kaybında (iki bölge) {model_region_lost} yazma kaybediyor. Modelin oranı kaçtır?",
                "The script prints the ratio of region loss to zone loss as {ratio}. The model itself, at the course's values, loses {model_zone_lost} writes in a zone loss (three zones) and {model_region_lost} in a region loss (two regions). What is the model's ratio?",
            ),
            ask: Ask::Number { fact: "model_count_ratio", tolerance: 0.05 },
            explain: Label::new(
                "{model_count_ratio}. Betik turları elle yazıyor: alan kaybı için {conv_zone_rounds} tur, bölge kaybı için {conv_region_rounds} tur. Modelde kayıp penceresi gecikme eksi birdir: alanlar arası gecikme {model_zone_delay} turken alan kaybında {model_zone_window} tur, bölge kaybında {model_region_window} tur. Alan satırı modelin penceresini, bölge satırı ise gecikmenin kendisini kullanıyor. İki hesap da bölge kaybının daha çok yayılmamış yazma bıraktığında birleşiyor; farkın büyüklüğü hangisini okuduğunuza bağlı.",
                "{model_count_ratio}. The script writes the rounds by hand: {conv_zone_rounds} round for the zone loss, {conv_region_rounds} rounds for the region loss. In the model the loss window is the delay minus one: with a cross-zone delay of {model_zone_delay} rounds it is {model_zone_window} round for a zone loss and {model_region_window} rounds for a region loss. The zone line uses the model's window, the region line the delay itself. Both agree that a region loss leaves more unpropagated writes; how much more depends on which one you read.",
            ),
            evidence: &[],
            time: None,
        },
    ],
};
