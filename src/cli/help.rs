//! `catur help` (and `catur --help`): the subcommands grouped by what an arbiter does
//! with them (the championship, players, rounds, results, reports, files) instead of
//! one long list. The groups are a table here; a subcommand missing from it fails a
//! test, so a new one cannot slip into the help unsorted.

use super::args::Cli;
use clap::CommandFactory;

/// The groups of the help, in order, each with its subcommands in order.
pub const GROUPS: [(&str, &[&str]); 6] = [
    (
        "Championship",
        &[
            "new",
            "section",
            "championship",
            "info",
            "medals",
            "demo",
            "undo",
            "redo",
            "restore",
        ],
    ),
    (
        "Players and teams",
        &["players", "teams", "bye", "lineup", "prizes"],
    ),
    (
        "Rounds",
        &["pair", "edit", "team-match", "check", "simulate"],
    ),
    ("Results", &["result", "team-forfeit"]),
    ("Reports", &["standings", "report", "show", "site", "serve"]),
    ("Files", &["export", "import"]),
];

/// The command line's grammar with its help grouped.
pub fn command() -> clap::Command {
    let cmd = Cli::command();
    let groups = grouped(&cmd);
    cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n{groups}\
         Arguments:\n{{positionals}}\n\nOptions:\n{{options}}{{after-help}}"
    ))
}

/// The subcommands under their groups' headings, each with its one-line description.
fn grouped(cmd: &clap::Command) -> String {
    let width = GROUPS
        .iter()
        .flat_map(|(_, names)| names.iter())
        .map(|n| n.len())
        .max()
        .unwrap_or(0);
    let mut text = String::new();
    for (heading, names) in GROUPS {
        text.push_str(&format!("{heading}:\n"));
        for name in names {
            let about = cmd
                .find_subcommand(name)
                .and_then(|c| c.get_about())
                .map(|a| a.to_string())
                .unwrap_or_default();
            text.push_str(&format!("  {name:<width$}  {about}\n"));
        }
        text.push('\n');
    }
    text.push_str(&format!(
        "  {:<width$}  Print this message or the help of a command (catur help pair)\n\n",
        "help"
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_visible_subcommand_is_in_exactly_one_group() {
        let cmd = Cli::command();
        let grouped: Vec<&str> = GROUPS.iter().flat_map(|(_, n)| n.iter().copied()).collect();
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let name = sub.get_name();
            let times = grouped.iter().filter(|g| **g == name).count();
            assert_eq!(times, 1, "{name} is in {times} groups of the help");
        }
        for name in grouped {
            let sub = cmd.find_subcommand(name);
            assert!(
                sub.is_some_and(|s| !s.is_hide_set()),
                "{name}: no such visible subcommand"
            );
        }
    }

    /// The README's command tables name every visible command and every one of its
    /// visible subcommands (`catur players absent`, `catur prizes move`): a command added
    /// without its line in the README fails here.
    #[test]
    fn the_readme_names_every_visible_command() {
        let readme = include_str!("../../README.md");
        let tables: Vec<&str> = readme
            .lines()
            .filter(|l| l.starts_with("| `catur "))
            .collect();
        // Each line's code spans, as words; `a\|b` offers either.
        let lines: Vec<Vec<Vec<Vec<&str>>>> = tables
            .iter()
            .map(|l| {
                l.split('`')
                    .skip(1)
                    .step_by(2)
                    .map(|code| {
                        code.split_whitespace()
                            .map(|w| w.split("\\|").collect())
                            .collect()
                    })
                    .collect()
            })
            .collect();
        // A command is named by a span `catur NAME ...`; a subcommand by `catur NAME SUB
        // ...`, or by a span `SUB ...` on a line whose span names `catur NAME` (the
        // actions of `catur edit`, which follow its flags).
        let offers = |word: Option<&Vec<&str>>, name: &str| word.is_some_and(|w| w.contains(&name));
        let names_command = |span: &Vec<Vec<&str>>, name: &str| {
            offers(span.first(), "catur") && offers(span.get(1), name)
        };
        let named = |name: &str, sub: Option<&str>| {
            lines.iter().any(|spans| {
                spans.iter().any(|span| match sub {
                    None => names_command(span, name),
                    Some(sub) => {
                        names_command(span, name)
                            && (offers(span.get(2), sub)
                                || spans.iter().any(|other| offers(other.first(), sub)))
                    }
                })
            })
        };
        let mut missing = Vec::new();
        let cmd = Cli::command();
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let name = sub.get_name();
            if !named(name, None) {
                missing.push(name.to_string());
            }
            for inner in sub.get_subcommands().filter(|s| !s.is_hide_set()) {
                if !named(name, Some(inner.get_name())) {
                    missing.push(format!("{name} {}", inner.get_name()));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "not in the README's command tables: {missing:?}"
        );
    }
}
