#![forbid(unsafe_code)]

fn main() {
    println!("catur {}", env!("CARGO_PKG_VERSION"));
}
