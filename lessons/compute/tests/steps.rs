//! Step texts at the course's values quote the course's numbers (per page).

/// A page's content (every listed page has one).
fn lesson(n: u8) -> &'static lessons::content::Lesson {
    lessons::content::lesson(n).unwrap()
}

mod l09 {
    use super::lesson;
    use compute::find;
    use lessons::content::fill;
    use sim_core::Lang;

    #[test]
    fn fail_back_step_quotes_the_course_numbers_at_its_values() {
        let st = &lesson(9).steps[1];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find(st.model).unwrap().view(&pairs, Lang::Tr).unwrap();
        let text = fill(st.explain.tr, &view, Lang::Tr);
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
    use super::lesson;
    use compute::find;
    use lessons::content::fill;
    use sim_core::Lang;

    fn explain(i: usize, lang: Lang) -> String {
        let st = &lesson(11).steps[i];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find(st.model).unwrap().view(&pairs, Lang::Tr).unwrap();
        fill(
            match lang {
                Lang::Tr => st.explain.tr,
                Lang::En => st.explain.en,
            },
            &view,
            lang,
        )
    }

    #[test]
    fn backup_steps_quote_the_course_numbers() {
        let text = explain(0, Lang::Tr);
        assert!(text.contains("9722 olay") && text.contains("2.800.000") && text.contains("116.667"), "{text}");
        let text = explain(1, Lang::Tr);
        assert!(text.contains("300 kat") && text.contains("97,22"), "{text}");
    }

    #[test]
    fn budget_steps_quote_the_course_numbers() {
        let text = explain(4, Lang::Tr);
        assert!(text.contains("0,94 arıza") && text.contains("%69,44"), "{text}");
        let text = explain(6, Lang::En);
        assert!(text.contains("16.00 times") && text.contains("2,800,000"), "{text}");
    }
}

mod l12 {
    use super::lesson;
    use compute::find;
    use lessons::content::fill;
    use sim_core::Lang;

    fn explain(i: usize, lang: Lang) -> String {
        let st = &lesson(12).steps[i];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find(st.model).unwrap().view(&pairs, lang).unwrap();
        fill(st.explain.get(lang), &view, lang)
    }

    #[test]
    fn the_ku7_step_shows_21_against_the_doubled_18() {
        let text = explain(3, Lang::En);
        assert!(text.starts_with("21 writes, not the doubled 18"), "{text}");
    }

    #[test]
    fn the_placement_steps_quote_the_course_table() {
        assert!(explain(0, Lang::Tr).starts_with("2 yazma"));
        assert!(explain(1, Lang::En).contains("3 replicas, 50.0% of the capacity, 0 dropped and 9 lost"));
    }
}

mod l13 {
    use super::lesson;
    use compute::find;
    use lessons::content::fill;
    use sim_core::Lang;

    fn explain(i: usize, lang: Lang) -> String {
        let st = &lesson(13).steps[i];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find(st.model).unwrap().view(&pairs, lang).unwrap();
        fill(
            match lang {
                Lang::Tr => st.explain.tr,
                Lang::En => st.explain.en,
            },
            &view,
            lang,
        )
    }

    #[test]
    fn steps_quote_the_course_numbers_at_its_values() {
        assert!(
            explain(0, Lang::En).starts_with("6 times. The monolith has 0, self-contained stamps 2"),
            "{}",
            explain(0, Lang::En)
        );
        assert!(explain(1, Lang::Tr).starts_with("Tek parçada %72,7, 4 damgada da %72,7"), "{}", explain(1, Lang::Tr));
        assert!(
            explain(2, Lang::En).starts_with("6.25%. The course's code prints it with one decimal as 6.3%"),
            "{}",
            explain(2, Lang::En)
        );
        assert!(explain(3, Lang::En).starts_with("66.7%."), "{}", explain(3, Lang::En));
        assert!(explain(4, Lang::En).starts_with("660 requests: 12.50% of the day's 5280"), "{}", explain(4, Lang::En));
        assert!(explain(5, Lang::En).starts_with("257: 129 without geo copies"), "{}", explain(5, Lang::En));
        assert!(explain(6, Lang::En).starts_with("171.30 req/s"), "{}", explain(6, Lang::En));
    }
}

mod l14 {
    use super::lesson;
    use compute::find;
    use lessons::content::fill;
    use sim_core::Lang;

    fn explain(i: usize, lang: Lang) -> String {
        let st = &lesson(14).steps[i];
        let set: Vec<(&str, String)> = st.set.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let pairs: Vec<(&str, &str)> = set.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let view = find(st.model).unwrap().view(&pairs, lang).unwrap();
        fill(st.explain.get(lang), &view, lang)
    }

    #[test]
    fn the_first_step_quotes_the_course_numbers() {
        let text = explain(0, Lang::Tr);
        assert!(text.contains("tatbikatta 8 tur") && text.contains("oran 3,17 kat"), "{text}");
    }

    #[test]
    fn the_window_step_shows_the_same_cut_off_count_at_six_and_nineteen_rounds() {
        let text = explain(6, Lang::En);
        assert!(text.contains("With a 6-round window 28 jobs are cut off, with 19 rounds 28"), "{text}");
        assert!(text.contains("136 against 84"), "{text}");
    }
}
