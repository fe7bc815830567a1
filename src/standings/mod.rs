//! Scores, FIDE tie-breaks (C.07, 2026), ranking and team totals.
