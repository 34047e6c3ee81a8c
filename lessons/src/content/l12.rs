//! Lesson 12: Yedeklilik Bölgeleri (redundancy zones).

use sim_core::Label;

use crate::system::{Kind, Link, Node, System};

use super::{Ask, Evidence, Lesson, Pair, Step, StepTime, Widget};

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
            system: Some(&ZONES),
            pairs: &[
                Pair {
                    label: Label::new("Alan kaybında: tek alan ile üç alan", "A zone lost: a single zone against three zones"),
                    a: &[("plan", 0.0), ("scenario", 1.0)],
                    b: &[("plan", 1.0), ("scenario", 1.0)],
                },
                Pair {
                    label: Label::new("Bölge kaybında: üç alan ile iki bölge", "A region lost: three zones against two regions"),
                    a: &[("plan", 1.0), ("scenario", 2.0)],
                    b: &[("plan", 2.0), ("scenario", 2.0)],
                },
            ],
        },
        Widget {
            model: "bolge/kapasite",
            title: Label::new("Yedek kapasite ve arızasız günün faturası", "Spare capacity and the healthy day's bill"),
            controls: &["zones", "peak_edge", "peak_write", "round_s", "events_per_day", "growth_gb"],
            explorer: None,
            advanced: &[],
            ensemble: None,
            system: None,
            pairs: &[
                Pair {
                    label: Label::new("Kursun alan sayısı ile daha çok alan", "The course's zone count against more zones"),
                    a: &[("zones", 3.0)],
                    b: &[("zones", 5.0)],
                },
            ],
        },
    ],
    steps: &[
        Step {
            title: Label::new("Aynı altı kopya, farklı yerleşim", "The same six replicas, placed differently"),
            model: "bolge/olc",
            set: &[("plan", 1.0), ("scenario", 1.0)],
            question: Label::new(
                "{fault_at}. turda b1/a1 alanı kaybediliyor. Altı kopya da o alandayken {dropped_single_zone} yazma düşüyor ve {lost_single_zone} yazma kayboluyor. Aynı altı kopya üç alana dağıtılınca kaybolan yazma ne olur?",
                "Zone b1/a1 is lost at round {fault_at}. With all six replicas in that zone, {dropped_single_zone} writes are dropped and {lost_single_zone} are lost. With the same six replicas spread over three zones, what becomes of the lost writes?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("hiç yazma kaybolmaz", "no write is lost"),
                    Label::new("azalır ama sıfır olmaz", "fewer, but not none"),
                    Label::new("aynı kalır", "the same"),
                    Label::new("artar", "more"),
                ],
                fact: "three_zone_lost_option",
            },
            explain: Label::new(
                "{lost_three_zone} yazma kayboluyor, hiçbiri düşmüyor; {alive_three_zone} kopya ayakta. Kaybolanlar, düşen alanın arızadan hemen önce kabul edip henüz yaymadığı son {window_region} turun yazmalarıdır. Kopya sayısı değişmedi; değişen, hangi kopyaların birlikte düştüğüdür.",
                "{lost_three_zone} writes are lost and none dropped; {alive_three_zone} replicas stay up. The lost ones are the last {window_region} round(s) of writes the lost zone accepted and had not yet propagated. The replica count did not change; what changed is which replicas fail together.",
            ),
            evidence: &[
                Evidence::Table("plans"),
                Evidence::Chart("unit-states"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
                Evidence::Chart("capacity-per-plan"),
            ],
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
                "Yalnız iki bölgeli plan: {alive_two_region} kopya, kapasitenin %{cap_two_region:si}, {dropped_two_region} düşen ve {lost_two_region} kayıp yazma. Üç alanlı plan alan kaybını karşılıyordu ama üç alanı da aynı bölgede olduğu için bölge kaybında tamamen gidiyor. Her yerleşim düzeyi bir arıza kipini kaldırır ve bir üsttekini açıkta bırakır.",
                "Only the two-region plan: {alive_two_region} replicas, {cap_two_region}% of the capacity, {dropped_two_region} dropped and {lost_two_region} lost writes. The three-zone plan survived a zone loss, but its three zones share one region, so a region loss takes it entirely. Each level of placement removes one failure mode and leaves the next one open.",
            ),
            evidence: &[
                Evidence::Table("plans"),
                Evidence::Chart("unit-states"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
                Evidence::Chart("capacity-per-plan"),
            ],
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
                "İki bölgeli plan {lost_two_machine} yazma kaybediyor: düşen kopyanın en yakın komşusu bile başka bir alanda, {delay_region} tur uzakta. Kopyaları uzağa koymak büyük arızayı karşılar, ama küçük bir arızada bile tek kopyada bekleyen yazmayı çoğaltır.",
                "The two-region plan loses {lost_two_machine} writes: even the lost replica's nearest peer is in another zone, {delay_region} rounds away. Placing replicas far apart survives the large fault, but even in a small one it leaves more writes waiting on a single replica.",
            ),
            evidence: &[
                Evidence::Table("plans"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
            ],
            time: None,
        },
        Step {
            title: Label::new("KU7'yi sınayın: gecikme iki katına çıkınca", "Test KU7: when the delay doubles"),
            model: "bolge/olc",
            set: &[("plan", 2.0), ("scenario", 2.0), ("delay_remote", 8.0)],
            question: Label::new(
                "Dersin değerinde bölge kaybı {sweep_lost_4} yazma kaybettiriyor. Bölgeler arası gecikme iki katına, {delay_remote} tura çıkınca model, iki katı olan {claim_8} yazmadan az mı, aynı mı, çok mu kaybeder?",
                "At the course's value a region loss costs {sweep_lost_4} writes. With the cross-region delay doubled to {delay_remote} rounds, does the model lose fewer than, the same as, or more than the doubled {claim_8}?",
            ),
            ask: Ask::Choice { options: FEWER_SAME_MORE, fact: "ku7_option" },
            explain: Label::new(
                "{lost_two_region} yazma; iki katı olan {claim_8} değil. Arıza turunda varan ileti hâlâ teslim edilir, bu yüzden yalnız son {window_remote} turun yazmaları (gecikme eksi bir) kaybolur: kayıp gecikmeyle değil, gecikme eksi birle orantılıdır. Gecikme bir turken kayıp {sweep_lost_1}.",
                "{lost_two_region} writes, not the doubled {claim_8}. A message due at the fault round is still delivered, so only the last {window_remote} rounds of writes (the delay minus one) are lost: the loss grows with the delay minus one, not with the delay. With a delay of one round the loss is {sweep_lost_1}.",
            ),
            evidence: &[
                Evidence::Table("plans"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
                Evidence::Chart("remote-delay-sweep"),
            ],
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
                "{shown_dropped}: {fault_len} tur boyunca turda {writes_per_round} yazma. Kayıp yazma ise {shown_lost} olarak kalır: neyin kaybolacağı arıza anında, o ana kadar neyin yayıldığına göre belirlenir. Kısa arıza yalnız hiçbir şeyin kabul edilmediği süreyi kısaltır.",
                "{shown_dropped}: {writes_per_round} writes a round for {fault_len} rounds. The lost writes stay at {shown_lost}: what is lost is decided at the moment of the fault by what had propagated by then. A shorter fault only shortens the time nothing is accepted.",
            ),
            evidence: &[
                Evidence::Table("plans"),
                Evidence::Chart("unit-states"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
            ],
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
            ask: Ask::Bucket { fact: "chosen_extra_pct", edges: &[15.0, 30.0, 60.0] },
            explain: Label::new(
                "%{chosen_extra_pct}, yani 1/(n−1): her arızasız gün {chosen_idle} istek/s boşta durur, arızalı gün düşen alanın {chosen_kept} istek/s yükü karşılanır. İki alanda %{extra_2}, üç alanda %{extra_3}, altı alanda %{extra_6}: alan sayısı arttıkça yedeklilik ucuzlar.",
                "{chosen_extra_pct}%, that is 1/(n−1): {chosen_idle} req/s stand idle on every healthy day, and on the faulty day the lost zone's {chosen_kept} req/s are still served. Two zones need {extra_2}%, three {extra_3}%, six {extra_6}%: more zones make redundancy cheaper.",
            ),
            evidence: &[Evidence::Table("spare"), Evidence::Chart("two-days"), Evidence::Chart("spare-share")],
            time: None,
        },
        Step {
            title: Label::new("Betiğin oranı ve modelin oranı", "The script's ratio and the model's"),
            model: "bolge/kapasite",
            set: &[],
            question: Label::new(
                "Betik bölge kaybının alan kaybına oranını {ratio} olarak basıyor. Modelin kendisi dersin değerlerinde alan kaybında (üç alan) {model_zone_lost}, bölge kaybında (iki bölge) {model_region_lost} yazma kaybediyor. Modelin oranı betiğinkinden küçük mü, aynı mı, büyük mü?",
                "The script prints the ratio of region loss to zone loss as {ratio}. The model itself, at the course's values, loses {model_zone_lost} writes in a zone loss (three zones) and {model_region_lost} in a region loss (two regions). Is the model's ratio smaller than, the same as, or larger than the script's?",
            ),
            ask: Ask::Choice {
                options: &[
                    Label::new("daha küçük", "smaller"),
                    Label::new("aynı", "the same"),
                    Label::new("daha büyük", "larger"),
                ],
                fact: "ratio_option",
            },
            explain: Label::new(
                "Modelin oranı {model_count_ratio}. Modelde kayıp penceresi gecikme eksi birdir: alan kaybında {model_zone_window}, bölge kaybında {model_region_window} tur. İki hesap da bölge kaybının daha çok yayılmamış yazma bıraktığında birleşir: uzak kopya, yayılmayı bekleyen yazmanın penceresini uzatır.",
                "The model's ratio is {model_count_ratio}. In the model the loss window is the delay minus one: {model_zone_window} round for a zone loss, {model_region_window} rounds for a region loss. Both agree that a region loss leaves more unpropagated writes: a distant replica lengthens the window in which writes wait to propagate.",
            ),
            evidence: &[Evidence::Table("conversions")],
            time: None,
        },
        Step {
            title: Label::new("Bölgeler arası yolda kalanlar", "Caught on the way across regions"),
            model: "bolge/olc",
            set: &[("plan", 2.0), ("scenario", 2.0)],
            question: Label::new(
                "İki bölge planı; bölge b1 {fault_round}. turda düşecek. Bu turdan sonra b1'deki kopyaların kabul ettiği yazmalar b2'ye {delay_remote} turda ulaşır. Bu yazmalardan kaybolan olacak mı?",
                "The two-region plan; region b1 will be lost at round {fault_round}. From this round on, writes that b1's replicas accept need {delay_remote} rounds to reach b2. Will any of these writes be lost?",
            ),
            ask: Ask::Choice {
                options: &[Label::new("hiçbiri kaybolmaz", "none is lost"), Label::new("bir kısmı kaybolur", "some are lost")],
                fact: "shown_lost_option",
            },
            explain: Label::new(
                "Bir kısmı: {shown_lost} yazma b2'ye varmadan b1 ile birlikte gidiyor. Servis ayakta kalıyor, çünkü b2'nin kopyaları yazma almayı sürdürüyor; ama uzaklık yayılmayı yavaşlattığı için son turların b1'deki yazmaları tek bölgede kalmıştı. Bölge kaybına dayanmanın bedeli bu penceredir.",
                "Some: {shown_lost} writes go down with b1 before they reach b2. The service stays up, since b2's replicas keep taking writes; but distance slows the spread, so the last rounds' writes in b1 were still in one region only. That window is the price of surviving a region loss.",
            ),
            evidence: &[
                Evidence::System,
                Evidence::Table("plans"),
                Evidence::Chart("unit-states"),
                Evidence::Chart("served-per-round"),
                Evidence::Chart("lost-per-plan"),
                Evidence::Chart("remote-delay-sweep"),
            ],
            time: Some(StepTime { open_at: "window_open_round", play_to: "fault_round" }),
        },
    ],
};

/// Six replicas by machine, zone and region: the writes, the router that hands them to the
/// living replicas, and the six zones of the two regions (b1 on the left, b2 on the right);
/// a plan draws only the zones it uses.
static ZONES: System = System {
    nodes: &[
        Node { id: "writes", label: Label::new("yazmalar", "writes"), x: 0.0, y: 0.0, kind: Kind::Source },
        Node {
            id: "router", label: Label::new("yazma dağıtıcı", "write router"), x: 0.0, y: 0.55, kind: Kind::Gate
        },
        Node { id: "b1-a1", label: Label::new("b1/a1", "b1/a1"), x: 0.5, y: 0.0, kind: Kind::Pool },
        Node { id: "b1-a2", label: Label::new("b1/a2", "b1/a2"), x: 0.5, y: 0.5, kind: Kind::Pool },
        Node { id: "b1-a3", label: Label::new("b1/a3", "b1/a3"), x: 0.5, y: 1.0, kind: Kind::Pool },
        Node { id: "b2-a1", label: Label::new("b2/a1", "b2/a1"), x: 1.0, y: 0.0, kind: Kind::Pool },
        Node { id: "b2-a2", label: Label::new("b2/a2", "b2/a2"), x: 1.0, y: 0.5, kind: Kind::Pool },
        Node { id: "b2-a3", label: Label::new("b2/a3", "b2/a3"), x: 1.0, y: 1.0, kind: Kind::Pool },
    ],
    links: &[
        Link { from: "writes", to: "router", pattern: None },
        Link { from: "router", to: "b1-a1", pattern: None },
        Link { from: "router", to: "b1-a2", pattern: None },
        Link { from: "router", to: "b1-a3", pattern: None },
        Link { from: "router", to: "b2-a1", pattern: None },
        Link { from: "router", to: "b2-a2", pattern: None },
        Link { from: "router", to: "b2-a3", pattern: None },
    ],
    aspect: 0.6,
};
