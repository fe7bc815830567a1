//! FIDE TRF16/TRF26 reader and writer, with the common engine extensions.
