//! What the test kit does through the run box, in a test binary of its own (on
//! `testkit::trial`), so that it is the box's guard, as a problem's test binary is: a module
//! per module of the test kit, each with its trials.

mod cases;
mod generated;
mod judging;
mod output;
mod refusal;
mod stress;
mod support;
mod validation;

fn main() {
    testkit::enter();
    if std::env::var_os(stress::ORACLE_PANIC).is_some() {
        stress::oracle_panic();
    }
    let trials = [
        output::trials(),
        generated::trials(),
        refusal::trials(),
        validation::trials(),
        cases::trials(),
        judging::trials(),
        stress::trials(),
    ]
    .into_iter()
    .flatten()
    .collect();
    std::process::exit(testkit::trial::run(trials).exit_code());
}
