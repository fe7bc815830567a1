//! `catur simulate`.
