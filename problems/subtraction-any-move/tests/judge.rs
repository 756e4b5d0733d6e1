//! Every case of `cases/` as its own test (see the harness crate).

fn main() {
    harness::judge_cases!();
}
