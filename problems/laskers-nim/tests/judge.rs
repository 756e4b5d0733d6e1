//! Every case of `cases/` as its own test, and the problem's verification (`stress.rs`: the
//! generator, the brute force, the references), in one test binary (see the testkit crate).

mod stress;

testkit::verify_main!(stress::VERIFICATION);
