//! The counters by which the tests see that each of the engine's shortcuts was taken
//! (the bracket procedure's, `brackets/counting.rs`, and the matching problem's,
//! `graph/`): how many times the calling thread took each.

/// How many brackets the calling thread has paired by each shortcut instead of the
/// matching procedure, for the tests that hold those paths against the plain matching.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shortcuts {
    /// Paired by counting colour preferences, stepping around pairs that may not meet
    /// (round 2: the players who drew, each with the one they drew with); see
    /// [`Pairer::by_colours`].
    pub around_rematches: usize,
    /// With one MDP, paired by counting ([`Pairer::by_colours_with_mdp`]).
    pub with_mdp: usize,
    /// With players who floated in the last two rounds (a forfeit win or a bye among
    /// them), paired by counting ([`Pairer::by_colours`]).
    pub with_floaters: usize,
    /// The last bracket of an odd round, whose player left over gets the bye, paired by
    /// counting.
    pub with_bye: usize,
    /// Paired by the matcher with the next scoregroup out of the focus, because the
    /// bracket closes on itself ([`Pairer::closes`]).
    pub closed: usize,
    /// Two or more players none of whom may meet one another, floated down whole
    /// without a matching ([`Pairer::pairs_nobody`]).
    pub nobody: usize,
    /// The first matching of a bracket started from the bracket and the next scoregroup
    /// solved apart ([`super::super::graph::Graph`]'s `prime`).
    pub primed: usize,
    /// The exchange step of a bracket with MDPs started from the matching in hand with
    /// its duals moved ([`Pairer::exchange_shifts`]).
    pub shifted: usize,
    /// The S1 step's first matching started from the matching in hand with the S1
    /// players' duals moved down by the exchange nudge their pairs lost
    /// ([`Pairer::fix_s1_and_s2`]).
    pub s1_shifted: usize,
    /// Pairs of a bracket whose criteria fields were not made for them but taken from
    /// an earlier pair of players with the same facts (`Criteria::alike`, see
    /// `weights::Facts`).
    pub fields_shared: usize,
    /// An odd bracket paired by counting whose floater was shown to change nothing
    /// below by the few players a best pairing sends out of the focus
    /// ([`Pairer::few_go_outside`]), the players outside being too few for the count
    /// of [`Pairer::floater_is_free`].
    pub few_outside: usize,
    /// A matching of a focus solved with a large next scoregroup stood in for by a
    /// few players every bracket player may meet, and the result found again among the
    /// real players of that scoregroup (`Graph::with_stand_ins`).
    pub sinks: usize,
    /// The same tried, but not found among the real players: the focus was then solved
    /// whole.
    pub sinks_refused: usize,
    /// Of the matchings with stand-ins, those with fewer stand-ins than the bracket has
    /// players: as many as a best matching can float (`Graph::floaters_at_most`).
    pub sinks_fewer: usize,
    /// Of the matchings with stand-ins, those where a stand-in took the bye, which then
    /// went to the player of the next scoregroup left over (the last brackets of an odd
    /// round, where nobody is outside the focus).
    pub sinks_bye: usize,
    /// Matchings of a dense problem that left many vertices to match, solved on a core
    /// of each vertex's edges of least slack and a few spread over the rest first
    /// (`Matcher::solve_priced`).
    pub priced: usize,
    /// Of those, the ones whose core's duals left some edge uncovered, so that edges
    /// were added and the core solved again.
    pub priced_grown: usize,
    /// Brackets whose weights moved up by more than `MAX_LIFT` bits for their S1 step
    /// (big brackets, see `WIDE_FROM`).
    pub wide_lifts: usize,
}

thread_local! {
    static SHORTCUTS: std::cell::Cell<Shortcuts> = const {
        std::cell::Cell::new(Shortcuts {
            around_rematches: 0,
            with_mdp: 0,
            with_floaters: 0,
            with_bye: 0,
            closed: 0,
            nobody: 0,
            primed: 0,
            shifted: 0,
            s1_shifted: 0,
            fields_shared: 0,
            few_outside: 0,
            sinks: 0,
            sinks_refused: 0,
            sinks_fewer: 0,
            sinks_bye: 0,
            priced: 0,
            priced_grown: 0,
            wide_lifts: 0,
        })
    };
}

/// The shortcuts the calling thread has taken so far.
pub fn shortcuts() -> Shortcuts {
    SHORTCUTS.with(|c| c.get())
}

/// Counts one shortcut taken: `which` picks its counter.
pub(super) fn took(which: fn(&mut Shortcuts) -> &mut usize) {
    took_times(which, 1);
}

/// Counts a shortcut taken `times` times.
pub(super) fn took_times(which: fn(&mut Shortcuts) -> &mut usize, times: usize) {
    SHORTCUTS.with(|c| {
        let mut s = c.get();
        *which(&mut s) += times;
        c.set(s);
    });
}
