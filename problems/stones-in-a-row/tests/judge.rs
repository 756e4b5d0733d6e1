//! Every case of `cases/` as its own test (see the testkit crate).

fn main() {
    testkit::judge_cases!();
}
