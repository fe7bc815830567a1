//! Maximum-weight matching on a general graph with wide integer weights. Knows no chess.
