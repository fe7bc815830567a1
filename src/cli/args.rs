//! The command-line grammar (DESIGN.md section 6). Parsing only; [`super::run`] acts.

pub use super::values::{ByeKindArg, SexArg, SportArg, TableFormat};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// catur: Swiss-system tournament manager for chess and draughts school championships.
#[derive(Debug, Parser)]
#[command(name = "catur", version, about, long_about = None)]
pub struct Cli {
    /// Tournament file to open in the full-screen program (default: the file in your
    /// data directory).
    pub file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Create a new, empty championship file.
    New {
        file: PathBuf,
        /// Championship name, e.g. "Kejohanan Catur MSSD Kuantan 2026".
        #[arg(long)]
        name: String,
        #[arg(long, default_value = "")]
        venue: String,
        /// Chief arbiter's name.
        #[arg(long, default_value = "")]
        arbiter: String,
    },
    /// Manage the sections (categories) of a championship.
    #[command(subcommand)]
    Section(SectionCommand),
    /// Manage the players of a section.
    #[command(subcommand)]
    Players(PlayersCommand),
    /// A section's prize list and qualifiers (who goes on to the next level).
    #[command(subcommand)]
    Prizes(super::prizes::PrizesCommand),
    /// The championship's points per medal, for the school table (e.g. --preset mssm).
    Medals(super::prizes::MedalsArgs),
    /// The championship's results address (what phones open) and the folder its
    /// results site is kept in (rewritten after every change); `none` removes either.
    Championship(super::championship::ChampionshipArgs),
    /// Sections, players, rounds paired and results entered.
    Info {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = TableFormat::Text)]
        format: TableFormat,
    },
    /// Undo the last change made to the file (with --section: the last change of that
    /// section, leaving later changes of other sections in place); says what it undid.
    Undo {
        file: PathBuf,
        #[arg(long)]
        section: Option<String>,
    },
    /// Redo the last undone change.
    Redo { file: PathBuf },
    /// Build the demo school championship (six categories, about 250 players).
    Demo {
        file: PathBuf,
        /// Pair and play this many rounds of every section with random results.
        #[arg(long, default_value_t = 0)]
        played: u32,
    },
    /// Pair the next round: of a TRF tournament (--trf) or of a section of a file.
    Pair(PairArgs),
    /// Re-pair every round of a TRF tournament, check its points and ranks against its
    /// results and tie-break list, and list the differences.
    Check {
        #[arg(long)]
        trf: PathBuf,
    },
    /// Play a whole random tournament with our own engine and write it as TRF.
    Simulate {
        #[arg(long, required_unless_present = "config", conflicts_with = "config")]
        players: Option<u32>,
        #[arg(long, required_unless_present = "config", conflicts_with = "config")]
        rounds: Option<u32>,
        /// A random-tournament configuration with the reference generator's keys
        /// (PlayersNumber=, RoundsNumber=, DrawPercentage=, ...).
        #[arg(long)]
        config: Option<PathBuf>,
        /// Random seed; the same seed gives the same tournament.
        #[arg(long)]
        seed: Option<u64>,
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// With --config: if a round cannot be paired, also write the tournament with that
        /// round's byes and withdrawals here (to ask another engine for the same round).
        #[arg(long, requires = "config")]
        unpaired_round: Option<PathBuf>,
    },
    /// Enter a result: 1-0 0-1 1/2 +- -+ --
    Result {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        round: u32,
        #[arg(long)]
        board: usize,
        /// 1-0, 0-1, 1/2, +- (white wins by forfeit), -+ (black wins by forfeit),
        /// -- (double forfeit), or an arbiter's score such as a:1-0.
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// Replace a result already entered (the change is recorded in the journal).
        #[arg(long)]
        change: bool,
    },
    /// The hall display: the current pairings and standings of every section, full
    /// screen, for a projector or a second monitor; follows the file, never writes.
    Show {
        file: PathBuf,
        /// Seconds each page stays on screen.
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        /// The address of the results pages on the hall's network (what `catur serve`
        /// says, e.g. http://192.168.1.10:8080/): named on every page, and drawn as a
        /// QR code where it fits. Without it, the championship's results address
        /// (`catur championship --address`); `none` shows none.
        #[arg(long, value_name = "URL")]
        address: Option<String>,
        /// Draw the QR code with `#` instead of the block characters, for a console
        /// whose font has no ▀▄█ (it then needs twice the room).
        #[arg(long)]
        ascii: bool,
    },
    /// Unpublished, for the Windows CI step: open FILE for a moment after each change
    /// of it, as an antivirus scanner does, until the file UNTIL exists.
    #[command(hide = true)]
    HoldOpen {
        file: PathBuf,
        /// Milliseconds the file stays open each time.
        #[arg(long, default_value_t = 100)]
        ms: u64,
        /// Stop once this file exists.
        #[arg(long)]
        until: PathBuf,
    },
    /// Unpublished, for the Windows CI step: take FILE's write lock, as a desk saving
    /// a change does, hold it for MS milliseconds and let it go, changing nothing.
    #[command(hide = true)]
    HoldLock {
        file: PathBuf,
        /// Milliseconds the lock is held.
        #[arg(long, default_value_t = 5000)]
        ms: u64,
    },
    /// List the backups of a championship file, or put one back (--from N).
    Restore {
        file: PathBuf,
        /// The number of the backup in the list to put back; the file it replaces is
        /// kept as a backup, so a restore can be taken back the same way.
        #[arg(long)]
        from: Option<usize>,
    },
    /// Standings with tie-breaks: of a TRF tournament (--trf) or of a section of a file.
    Standings(StandingsArgs),
    /// The results site of the whole championship: plain HTML pages (index, every
    /// round, standings, crosstable, team and school tables) in both languages, for a
    /// USB stick, a shared folder or any web server. Writes only the pages that changed.
    Site {
        file: PathBuf,
        /// The folder of the site (created when missing).
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// Keep running and make the site again after every change of the file.
        #[arg(long)]
        watch: bool,
    },
    /// The results site on the local network, read-only (GET and HEAD only), following
    /// the file as it changes; says its address on start.
    Serve {
        file: PathBuf,
        /// The address to listen on (0.0.0.0: every network of this computer).
        #[arg(long, default_value = "0.0.0.0")]
        address: String,
        #[arg(long, default_value_t = 8080)]
        port: u16,
    },
    /// A printable report of a section (text for the printer, CSV or HTML).
    Report(ReportArgs),
    /// Edit the last round's pairing by hand: swap, colours, pair, forbid, bye. Each
    /// edit is re-checked; one that breaks a pairing rule needs --force.
    Edit(EditArgs),
    /// Team standings (best N players) of a section, or add and edit its teams.
    Teams(TeamsArgs),
    /// Write a section as a FIDE TRF file (players, rounds and results), for the rating
    /// report, publishing, or another pairing program.
    Export {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// The TRF file to write (replaced if it exists).
        #[arg(long)]
        trf: PathBuf,
        #[arg(long, value_enum, default_value_t = TrfFormatArg::Trf26)]
        format: TrfFormatArg,
        /// Leave out the last round while a result of it is missing: the file is then
        /// the one that round was paired from, which bbpPairings reads (it reads no
        /// game without a result; see the README).
        #[arg(long)]
        without_unfinished_round: bool,
    },
    /// Create a section from a TRF file (players, rounds and results), so that a
    /// section started in another program can be continued here.
    Import {
        file: PathBuf,
        #[arg(long)]
        trf: PathBuf,
        /// The code of the new section (e.g. L12).
        #[arg(long)]
        section: String,
    },
    /// Request a bye for a player in a round not yet paired (half, zero or full point),
    /// or cancel one with --cancel. The section's bye rules apply (catur section byes).
    Bye {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// The player's pairing number.
        #[arg(long)]
        player: u32,
        #[arg(long)]
        round: u32,
        #[arg(long, value_enum)]
        kind: Option<ByeKindArg>,
        /// Cancel the bye requested for that round.
        #[arg(long)]
        cancel: bool,
    },
    /// Play a section as team matches (schools playing schools), or change its
    /// team-match settings.
    TeamMatch(TeamMatchArgs),
    /// Hand in a team's line-up for a round not yet paired: pairing numbers (or #ID),
    /// board 1 first.
    Lineup {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        round: u32,
        /// The team's code, e.g. SKSI.
        #[arg(long)]
        team: String,
        players: Vec<String>,
    },
    /// A team does not appear for its match: every board of the match is lost by
    /// forfeit.
    TeamForfeit {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        round: u32,
        /// The match's number in the round (1 first).
        #[arg(long = "match")]
        match_no: usize,
        #[arg(long)]
        team: String,
    },
}

/// `catur team-match`: the team-match settings of a section.
#[derive(Debug, clap::Args)]
pub struct TeamMatchArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub section: String,
    /// The team-match settings, one flag each (from the settings list).
    #[command(flatten)]
    pub settings: super::setting_flags::SettingFlags<super::setting_flags::TeamMatchFlags>,
}

/// The TRF edition written by `catur export`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum TrfFormatArg {
    /// TRF16 with the engine extensions (`XXR`, `XXC`, `BB*`): for older programs.
    Trf16,
    /// TRF26 (`142`, `152`, `162`, `202`, `240`, `260`) plus the engine extensions.
    Trf26,
}

#[derive(Debug, Args)]
pub struct EditArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub section: String,
    /// The round to edit: the last one paired.
    #[arg(long)]
    pub round: u32,
    /// Why the pairing is changed (printed under the pairing list).
    #[arg(long)]
    pub reason: String,
    /// Apply the edit even if it breaks a pairing rule (the rules are recorded).
    #[arg(long)]
    pub force: bool,
    #[command(subcommand)]
    pub action: EditAction,
}

/// Players are named by their pairing numbers (TPN).
#[derive(Debug, Clone, Subcommand)]
pub enum EditAction {
    /// Exchange the places of two players (between boards, or with the bye).
    Swap { a: u32, b: u32 },
    /// Exchange white and black on a board.
    Colours { board: u32 },
    /// Make A play B; their former opponents play each other.
    Pair { a: u32, b: u32 },
    /// Keep A and B apart (and pair the round again if they meet in it).
    Forbid {
        a: u32,
        b: u32,
        /// Rounds X-Y (default: from this round to the last).
        #[arg(long)]
        rounds: Option<String>,
    },
    /// Give A the pairing-allocated bye (its holder takes A's place).
    Bye { a: u32 },
}

#[derive(Debug, Subcommand)]
pub enum SectionCommand {
    /// Add a section (category) to a championship.
    Add {
        file: PathBuf,
        /// Short code, e.g. L12.
        #[arg(long)]
        code: String,
        #[arg(long)]
        name: String,
        #[arg(long)]
        rounds: u32,
        #[arg(long, value_enum, default_value_t = SportArg::Chess)]
        sport: SportArg,
        /// Tie-break preset: pahang, johor, fide, fmjd.
        #[arg(long)]
        preset: Option<String>,
    },
    /// Draw the section's lots (fixed once; the seed is kept in the file).
    Lots {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// The seed of the draw (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Round robin: number the players so that team-mates meet in the first rounds.
    TeamFirst {
        file: PathBuf,
        #[arg(long)]
        section: String,
    },
    /// Change a section's settings: any of the flags below, as one change (undone as
    /// one).
    Edit {
        file: PathBuf,
        /// The section's code; `all` with --schedule gives the same round times to
        /// every section.
        #[arg(long)]
        section: String,
        #[command(flatten)]
        settings: super::setting_flags::SettingFlags<super::setting_flags::EverySetting>,
    },
    /// The section's requested-bye rules and what a late entry's missed rounds score.
    Byes {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[command(flatten)]
        rules: super::setting_flags::SettingFlags<super::setting_flags::ByeRules>,
    },
}

#[derive(Debug, Subcommand)]
pub enum PlayersCommand {
    /// Import players from a CSV file, or (--from) from a section of another
    /// championship file in its final ranking (all or nothing).
    Import {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long, required_unless_present = "from", conflicts_with = "from")]
        csv: Option<PathBuf>,
        /// Another championship file (the district's, last year's).
        #[arg(long, requires = "from_section")]
        from: Option<PathBuf>,
        /// The section of that file whose players come, best ranked first.
        #[arg(long, requires = "from")]
        from_section: Option<String>,
        /// Only its N best ranked players (its qualifiers).
        #[arg(long, requires = "from")]
        top: Option<usize>,
    },
    /// List the players of a section in pairing-number order.
    List {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long, value_enum, default_value_t = TableFormat::Text)]
        format: TableFormat,
    },
    /// Enter a player (a late entry once round 1 is paired). --school NAME with a
    /// school that has no team in the section creates its team with the player.
    Add {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        name: String,
        #[command(flatten)]
        fields: PlayerFieldArgs,
        /// A reserve of the team (out of the line-up until substituted in).
        #[arg(long)]
        reserve: bool,
        /// The filler player (pemain penggenap), added to avoid the bye: paired as
        /// usual, but out of prizes, medals, team totals and qualifiers.
        #[arg(long)]
        filler: bool,
    },
    /// Correct a player's data: only the fields given change. --school NAME with a
    /// school that has no team in the section creates its team with the player.
    Edit {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// The player's pairing number, or #ID before pairing numbers are given.
        player: String,
        #[arg(long)]
        name: Option<String>,
        #[command(flatten)]
        fields: PlayerFieldArgs,
        /// Make the player the team's reserve.
        #[arg(long, conflicts_with = "not_reserve")]
        reserve: bool,
        /// Put a reserve into the line-up (from the next round to pair).
        #[arg(long)]
        not_reserve: bool,
        /// Take the player out of any team (board and reserve go with it).
        #[arg(long, conflicts_with_all = ["team", "school", "board", "reserve"])]
        no_team: bool,
        /// Mark the player as the filler (pemain penggenap): out of prizes, medals,
        /// team totals and qualifiers.
        #[arg(long, conflicts_with = "not_filler")]
        filler: bool,
        /// Take the filler mark off.
        #[arg(long)]
        not_filler: bool,
    },
    /// Withdraw a player from a round not yet paired on (default: the next round).
    Withdraw {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// Pairing number, or #ID.
        player: String,
        #[arg(long)]
        from_round: Option<u32>,
    },
    /// A withdrawn player comes back from a round not yet paired (default: the next).
    Return {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// Pairing number, or #ID.
        player: String,
        #[arg(long)]
        from_round: Option<u32>,
    },
    /// From round R (not yet paired) a team's reserve plays instead of a player.
    Substitute {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        round: u32,
        /// The reserve coming in: pairing number, or #ID.
        #[arg(long)]
        reserve: String,
        /// The player going out: pairing number, or #ID.
        #[arg(long = "for")]
        outgoing: String,
    },
    /// Delete a player entered by mistake, as if never entered: only a player whom no
    /// paired round names (otherwise withdraw the player).
    Delete {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// Pairing number, or #ID.
        player: String,
    },
    /// The roll call before a round is paired: the players named did not sign in and
    /// are not paired in round R: a zero-point bye each, or withdrawn from round R on
    /// under the section's --roll-call withdraw (one change).
    Absent {
        file: PathBuf,
        #[arg(long)]
        section: String,
        #[arg(long)]
        round: u32,
        /// Pairing numbers (or #ID) of the players who did not sign in.
        #[arg(required = true)]
        players: Vec<String>,
    },
}

/// A player's fields on `players add` and `players edit`.
#[derive(Debug, Args)]
pub struct PlayerFieldArgs {
    /// The team's code (or name).
    #[arg(long, conflicts_with = "school")]
    pub team: Option<String>,
    /// The school's name: its team, created with the player if the section has none.
    #[arg(long)]
    pub school: Option<String>,
    /// The code of the team --school creates (default: offered from the school's name,
    /// e.g. SK Seri Indah gives SKSI).
    #[arg(long, requires = "school")]
    pub team_code: Option<String>,
    /// Board in the team, 1-5.
    #[arg(long)]
    pub board: Option<u8>,
    #[arg(long, value_enum)]
    pub sex: Option<SexArg>,
    /// Birth date: YYYY, YYYY/MM or YYYY/MM/DD.
    #[arg(long)]
    pub born: Option<String>,
    #[arg(long)]
    pub rating: Option<u16>,
    #[arg(long)]
    pub fide_id: Option<u64>,
}

/// `catur teams`: the team standings, or (with a subcommand) the teams themselves.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct TeamsArgs {
    pub file: Option<PathBuf>,
    #[arg(long)]
    pub section: Option<String>,
    #[arg(long)]
    pub round: Option<u32>,
    #[arg(long, value_enum, default_value_t = TableFormat::Text)]
    pub format: TableFormat,
    #[command(subcommand)]
    pub action: Option<TeamsCommand>,
}

#[derive(Debug, Subcommand)]
pub enum TeamsCommand {
    /// Add a team (a school) to a section.
    Add {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// Short code, e.g. SKSI (up to 8 characters); without it, the code the desk
        /// offers (`SK Seri Indah` gives SKSI).
        #[arg(long)]
        code: Option<String>,
        #[arg(long)]
        name: String,
    },
    /// Rename a team or change its code.
    Edit {
        file: PathBuf,
        #[arg(long)]
        section: String,
        /// The team's code as it is now.
        #[arg(long)]
        code: String,
        /// The new name.
        #[arg(long)]
        name: Option<String>,
        /// The new code.
        #[arg(long)]
        new_code: Option<String>,
    },
}

#[derive(Debug, Args)]
pub struct PairArgs {
    /// Tournament file (with --section).
    pub file: Option<PathBuf>,
    #[arg(long)]
    pub section: Option<String>,
    /// Pair the next round of this TRF file instead.
    #[arg(long, conflicts_with_all = ["file", "section"])]
    pub trf: Option<PathBuf>,
    /// Write the pairing here instead of standard output (with --trf).
    #[arg(short = 'o', long = "output", requires = "trf")]
    pub output: Option<PathBuf>,
    /// After the pairing, explain it: brackets, floats, criteria not met, colours.
    #[arg(long, requires = "trf")]
    pub explain: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    Text,
    Tsv,
    /// JSON for scripts (field names in the README).
    Json,
}

#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// Tournament file (with --section).
    pub file: Option<PathBuf>,
    #[arg(long)]
    pub section: Option<String>,
    /// Read this TRF file instead.
    #[arg(long, conflicts_with_all = ["file", "section"])]
    pub trf: Option<PathBuf>,
    /// Tie-break codes in order, e.g. BH-M1,BH,BH-C1 (required with --trf).
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// Standings after this round (default: the last round).
    #[arg(long)]
    pub round: Option<u32>,
    #[arg(long, value_enum, default_value_t = FormatArg::Text)]
    pub format: FormatArg,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PrinterArg {
    /// Text with form feeds only.
    Plain,
    /// Epson ESC/P codes for dot-matrix printers.
    Escp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    Text,
    Csv,
    Html,
    /// The report's tables as JSON (README, "JSON output").
    Json,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    pub file: PathBuf,
    /// Section code (not needed for the test page).
    #[arg(long)]
    pub section: Option<String>,
    /// pairings, pairings-by-name, results, standings, crosstable, teams, schools,
    /// players, players-by-name, players-by-team, test-page, slips.
    #[arg(long)]
    pub kind: String,
    /// Round for round reports (default: the last paired round).
    #[arg(long)]
    pub round: Option<u32>,
    #[arg(long, value_enum, default_value_t = PrinterArg::Plain)]
    pub printer: PrinterArg,
    /// Characters per line: 80 or 136.
    #[arg(long, default_value_t = 80)]
    pub width: usize,
    /// ascii, cp437 or cp850.
    #[arg(long, default_value = "ascii")]
    pub charset: String,
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output", conflicts_with_all = ["device", "spool"])]
    pub output: Option<PathBuf>,
    /// Send raw to a printer device (e.g. /dev/usb/lp0, LPT1).
    #[arg(long, conflicts_with = "spool")]
    pub device: Option<PathBuf>,
    /// Hand to the system print queue unchanged (lp -o raw; on Windows the spooler, RAW).
    #[arg(long)]
    pub spool: Option<String>,
    /// The address of the results pages on the hall's network (what `catur serve`
    /// says, e.g. http://192.168.1.10:8080/): printed under the report in words, and as
    /// a QR code when the character set is cp437 or cp850. Without it, the pairing
    /// lists carry the championship's results address (`catur championship
    /// --address`); `none` prints none.
    #[arg(long, value_name = "URL")]
    pub address: Option<String>,
}
