//! One module per command, each with its arguments (`Args`) and its `run`.

pub mod bundle;
pub mod changed;
pub mod check;
pub mod export;
pub mod judge;
pub mod list;
pub mod new;
pub mod site;
pub mod stress;
