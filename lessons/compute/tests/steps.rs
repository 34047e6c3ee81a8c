//! Step texts at the course's values quote the course's numbers (per page).

use sim_core::Lang;

/// A page's step explanation, filled in at the step's own settings.
fn explain(page: u8, step: usize, lang: Lang) -> String {
    let st = &lessons::content::lesson(page).unwrap().steps[step];
    let view = compute::find(st.model).unwrap().view_at(st.set, lang).unwrap();
    lessons::content::fill(st.explain.get(lang), &view, lang)
}

mod l09 {
    use super::*;
    use compute::find;
    use lessons::content::fill;

    #[test]
    fn fail_back_step_quotes_the_course_numbers_at_its_values() {
        let text = explain(9, 1, Lang::Tr);
        assert!(text.contains("Kalıcı politikada 7 düşen tur") && text.contains("otomatikte 13 düşen tur"), "{text}");
    }

    #[test]
    fn budget_step_quotes_the_course_ratio_only_at_the_course_recovery_time() {
        let view = find("devralma/butce").unwrap().view(&[], Lang::En).unwrap();
        assert_eq!(fill("{ratio}", &view, Lang::En), "75.0");
        let view = find("devralma/butce").unwrap().view(&[("recovery_s", "120")], Lang::En).unwrap();
        assert_eq!(fill("{ratio}", &view, Lang::En), "15.0");
    }
}

mod l11 {
    use super::*;

    #[test]
    fn backup_steps_quote_the_course_numbers() {
        let text = explain(11, 0, Lang::Tr);
        assert!(text.contains("9722 olay") && text.contains("2.800.000") && text.contains("116.667"), "{text}");
        let text = explain(11, 1, Lang::Tr);
        assert!(text.contains("300 kat") && text.contains("97,22"), "{text}");
    }

    #[test]
    fn budget_steps_quote_the_course_numbers() {
        let text = explain(11, 4, Lang::Tr);
        assert!(text.contains("0,94 arıza"), "{text}");
        let view = compute::find("hedef/butce").unwrap().view_at(&[("rto_min", 30.0)], Lang::Tr).unwrap();
        assert!(view.table_notes("rto").any(|n| n.text.contains("%69,44") && n.text.contains("%106,38")));
        let text = explain(11, 6, Lang::En);
        assert!(text.contains("16.00 times") && text.contains("2,800,000"), "{text}");
    }
}

mod l12 {
    use super::*;

    #[test]
    fn the_ku7_step_shows_21_against_the_doubled_18() {
        let text = explain(12, 3, Lang::En);
        assert!(text.starts_with("21 writes, not the doubled 18"), "{text}");
    }

    #[test]
    fn the_placement_steps_quote_the_course_table() {
        assert!(explain(12, 0, Lang::Tr).starts_with("2 yazma"));
        assert!(explain(12, 1, Lang::En).contains("3 replicas, 50.0% of the capacity, 0 dropped and 9 lost"));
    }
}

mod l13 {
    use super::*;

    #[test]
    fn steps_quote_the_course_numbers_at_its_values() {
        assert!(
            explain(13, 0, Lang::En).starts_with("Crossings: monolith 0, stamps with shared parts 6, self-contained 2"),
            "{}",
            explain(13, 0, Lang::En)
        );
        assert!(
            explain(13, 1, Lang::Tr).starts_with("Tek parçada %72,7, 4 damgada da %72,7"),
            "{}",
            explain(13, 1, Lang::Tr)
        );
        assert!(
            explain(13, 2, Lang::En).starts_with("6.25%: a stamp-local fault shrinks as 1/n"),
            "{}",
            explain(13, 2, Lang::En)
        );
        let view = compute::find("damga/olc")
            .unwrap()
            .view_at(&[("stamps", 16.0), ("placement", 2.0), ("failed", 4.0)], Lang::En)
            .unwrap();
        assert!(view.table_notes("fault-day").any(|n| n.text.contains("(6.3)") && n.text.contains("6.25%")));
        assert!(explain(13, 3, Lang::En).starts_with("66.7%."), "{}", explain(13, 3, Lang::En));
        assert!(
            explain(13, 4, Lang::En).starts_with("660 requests: 12.50% of the day's 5280"),
            "{}",
            explain(13, 4, Lang::En)
        );
        assert!(explain(13, 5, Lang::En).starts_with("257: 129 without geo copies"), "{}", explain(13, 5, Lang::En));
        assert!(explain(13, 6, Lang::En).starts_with("171.30 req/s"), "{}", explain(13, 6, Lang::En));
    }
}

mod l14 {
    use super::*;

    #[test]
    fn the_first_step_quotes_the_course_numbers() {
        let text = explain(14, 0, Lang::Tr);
        assert!(text.contains("tatbikatta 8 tur") && text.contains("oran 3,17 kat"), "{text}");
    }

    #[test]
    fn the_window_step_shows_the_same_cut_off_count_at_six_and_nineteen_rounds() {
        let text = explain(14, 6, Lang::En);
        assert!(text.contains("With a 6-round window 28 jobs are cut off, with 19 rounds 28"), "{text}");
        assert!(text.contains("136 against 84"), "{text}");
    }
}
