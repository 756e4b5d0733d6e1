//! `harness new`: a problem directory to start from, of a kind or from a game.

use crate::common::usage_error;
use clap::ValueEnum;
use harness::scaffold;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use testkit::meta::Kind;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The new problem's slug: lowercase words of letters and digits joined by `-`.
    slug: String,
    /// How it is judged: by comparing outputs, by its own checker, or by its own
    /// interactor.
    #[arg(long, value_enum, default_value_t = ProblemKind::Batch)]
    kind: ProblemKind,
    /// Start from a game of the `sg` explorer instead (a batch problem): `octal:0.77`,
    /// `subtraction:1,3,4` or `grundy`. Its brute force searches that game, its generator
    /// draws heaps of it, and its cases' answers are found by the search and by the
    /// Grundy table's definition.
    #[arg(long, value_name = "GAME", conflicts_with = "kind")]
    game: Option<String>,
}

pub fn run(root: &Path, args: &Args) -> ExitCode {
    match new_problem(root, &args.slug, args.kind.into(), args.game.as_deref()) {
        Ok(dir) => {
            testkit::outln!(
                "created {}, and a row for it in README.md's Problems table\nnext: cargo test -p {}, then cargo test --workspace",
                dir.display(),
                args.slug
            );
            ExitCode::SUCCESS
        }
        Err(e) => usage_error(&e),
    }
}

/// [`Kind`] on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ProblemKind {
    /// The output is compared with the expected output.
    Batch,
    /// The problem's checker judges the output.
    Checker,
    /// The problem's interactor talks with the solution.
    Interactive,
}

impl From<ProblemKind> for Kind {
    fn from(kind: ProblemKind) -> Self {
        match kind {
            ProblemKind::Batch => Kind::Batch,
            ProblemKind::Checker => Kind::Checker,
            ProblemKind::Interactive => Kind::Interactive,
        }
    }
}

/// `harness new`: from the templates of a kind, or from a game of the explorer.
fn new_problem(root: &Path, slug: &str, kind: Kind, game: Option<&str>) -> Result<PathBuf, String> {
    match game {
        Some(game) => {
            let game = sg::game::parse_game(game).map_err(|e| format!("--game: {e}"))?;
            game.require_one_heap("harness new --game").map_err(|e| format!("--game: {e}"))?;
            scaffold::new_game_problem(root, slug, &game)
        }
        None => scaffold::new_problem(root, slug, kind),
    }
}
