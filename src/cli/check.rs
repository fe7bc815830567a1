//! `catur check --trf IN.trf`.
