//! `harness new <slug>`: a complete, passing problem directory to start from.

use sg::game::Game;
use sg_core::search::{Search, multiset_moves};
use sg_core::subtraction::grundy_table;
use std::path::{Path, PathBuf};
use testkit::discover::valid_slug;
use testkit::meta::Kind;

/// A file of a new problem: its path in the problem and its text.
type Template = (&'static str, &'static str);

/// The files every problem has, whatever its kind.
const COMMON: [(&str, &str); 4] = [
    ("Cargo.toml", include_str!("../templates/Cargo.toml.tmpl")),
    ("README.md", include_str!("../templates/README.md.tmpl")),
    ("tests/judge.rs", include_str!("../templates/judge.rs.tmpl")),
    ("src/bin/validator.rs", include_str!("../templates/validator.rs.tmpl")),
];

/// The wrong submissions of each kind: the README's pitfalls.
const SUBMISSIONS_BATCH: [(&str, &str); 2] = [
    ("submissions/wrong_answer/always-first.py", include_str!("../templates/submissions/batch/always-first.py")),
    ("submissions/wrong_answer/odd-wins.py", include_str!("../templates/submissions/batch/odd-wins.py")),
];

const SUBMISSIONS_CHECKER: [(&str, &str); 2] = [
    ("submissions/wrong_answer/take-one.py", include_str!("../templates/submissions/checker/take-one.py")),
    ("submissions/wrong_answer/always-lose.py", include_str!("../templates/submissions/checker/always-lose.py")),
];

const SUBMISSIONS_INTERACTIVE: [(&str, &str); 2] = [
    ("submissions/wrong_answer/always-first.py", include_str!("../templates/submissions/interactive/always-first.py")),
    (
        "submissions/wrong_answer/always-second.py",
        include_str!("../templates/submissions/interactive/always-second.py"),
    ),
];

const SUBMISSIONS_GAME: [(&str, &str); 2] = [
    ("submissions/wrong_answer/always-first.py", include_str!("../templates/submissions/game/always-first.py")),
    ("submissions/wrong_answer/always-second.py", include_str!("../templates/submissions/game/always-second.py")),
];

/// The limits of a kind's input: the most piles (T) and the largest pile.
fn input_limits(kind: Kind) -> (usize, usize) {
    match kind {
        Kind::Batch | Kind::Checker => (100_000, 100_000),
        Kind::Interactive => (100, 1000),
    }
}

/// The largest input of a new problem, too big to keep in git: its case's name, made by its
/// generator and pinned, and the answer to each of its piles; and every case its tests'
/// `write_cases` writes, which `cases/generated.toml` records.
struct Largest<'a> {
    name: &'a str,
    answer: &'a str,
    written: &'a [&'a str],
}

/// Writes the input validator's limits and refusals (`invalid/`), and the generator of the
/// largest input, `t_max` piles of `pile_max` (`cases/30-max-*`): the generator, the input's
/// pin in `cases/generated.toml`, and its answers, each pile's `largest.answer`.
fn write_input_limits(
    dir: &Path,
    slug: &str,
    t_max: usize,
    pile_max: usize,
    largest: &Largest<'_>,
) -> Result<(), String> {
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))
    };
    let limits = |text: &str| {
        text.replace("{t_max}", &t_max.to_string())
            .replace("{pile_max}", &pile_max.to_string())
            .replace("{generated}", largest.name)
            .replace("{slug}", slug)
    };
    write("src/bin/validator.rs", &limits(COMMON[3].1))?;
    write("src/bin/generator.rs", &limits(GENERATOR))?;
    write("invalid/t-zero.in", "0\n")?;
    write("invalid/t-above-limit.in", &format!("{}\n{}", t_max + 1, "0\n".repeat(t_max + 1)))?;
    write("invalid/pile-above-limit.in", &format!("1\n{}\n", pile_max + 1))?;
    write("invalid/negative-pile.in", "1\n-1\n")?;
    write("invalid/fewer-piles-than-t.in", "2\n1\n")?;
    write("invalid/two-piles-on-one-line.in", "2\n1 2\n")?;
    // The generator's input, as it makes it: pinned by its hash, answered by hand.
    let input = format!("{t_max}\n{}", format!("{pile_max}\n").repeat(t_max));
    let mut record = testkit::generated::Record {
        written: largest.written.iter().map(|&n| n.to_owned()).collect(),
        ..Default::default()
    };
    record.written.sort();
    record.pins.insert(
        largest.name.to_owned(),
        testkit::generated::Pin { sha256: testkit::generated::sha256_hex(input.as_bytes()) },
    );
    testkit::generated::write_record(dir, slug, &record).map_err(|e| e.to_string())?;
    write(&format!("cases/{}.out", largest.name), &largest.answer.repeat(t_max))
}

/// The generator of a new problem's largest input.
const GENERATOR: &str = include_str!("../templates/generator.rs.tmpl");

/// The editorial of a new problem of a kind.
const EDITORIAL: &str = include_str!("../templates/solution.md.tmpl");

/// The files of a problem of one kind.
const BATCH: [(&str, &str); 7] = [
    ("statement/problem.en.md", include_str!("../templates/statement/batch.md")),
    ("src/main.rs", include_str!("../templates/main.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/max.out")),
];

const CHECKER: [(&str, &str); 8] = [
    ("statement/problem.en.md", include_str!("../templates/statement/checker.md")),
    ("src/main.rs", include_str!("../templates/checker/main.rs.tmpl")),
    ("src/bin/checker.rs", include_str!("../templates/checker/checker.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/checker/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/checker/sample.out")),
    ("cases/30-max-1.in", include_str!("../templates/max.in")),
    ("cases/30-max-1.out", include_str!("../templates/checker/max.out")),
];

const INTERACTIVE: [(&str, &str); 6] = [
    ("statement/problem.en.md", include_str!("../templates/statement/interactive.md")),
    ("src/main.rs", include_str!("../templates/interactive/main.rs.tmpl")),
    ("src/bin/interactor.rs", include_str!("../templates/interactive/interactor.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/interactive/stress.rs.tmpl")),
    ("cases/00-sample-1.in", include_str!("../templates/interactive/sample.in")),
    ("cases/00-sample-1.out", include_str!("../templates/interactive/sample.out")),
];

const PROBLEM_TOML: &str = include_str!("../templates/problem.toml.tmpl");

/// The files of a problem started from a game of the explorer (`harness new --game`), whose
/// cases are written from that game.
const GAME: [(&str, &str); 5] = [
    ("README.md", include_str!("../templates/game/README.md.tmpl")),
    ("statement/problem.en.md", include_str!("../templates/statement/game.md")),
    ("solution/solution.en.md", include_str!("../templates/game/solution.md.tmpl")),
    ("src/main.rs", include_str!("../templates/game/main.rs.tmpl")),
    ("tests/stress.rs", include_str!("../templates/game/stress.rs.tmpl")),
];

/// The heaps of a game problem's sample.
const SAMPLE_HEAPS: [usize; 4] = [0, 1, 2, 7];

/// The most heaps of a game problem's input.
const GAME_T_MAX: usize = 1000;

/// `problem.toml` and the extra lines of `Cargo.toml` for a problem of `kind`.
fn kind_parts(kind: Kind) -> (String, String) {
    let kind_lines = match kind {
        Kind::Batch => {
            "# How it is judged: \"batch\" (outputs compared), \"checker\" or \"interactive\".\nkind = \"batch\"\n\
             # How outputs are compared: \"tokens\" (blanks and line ends aside) or \"exact\".\ncompare = \"tokens\"\n\
             # Lines of output per test of the input, so that a wrong answer names its test.\nlines_per_test = 1\n"
                .to_owned()
        }
        Kind::Checker => "# How it is judged: by its checker, src/bin/checker.rs.\nkind = \"checker\"\n\
             # Lines of output per test of the input, so that a wrong answer names its test.\nlines_per_test = 1\n"
            .to_owned(),
        Kind::Interactive => {
            "# How it is judged: by its interactor, src/bin/interactor.rs.\nkind = \"interactive\"\n".to_owned()
        }
    };
    // An interaction of 100 games of 1000 stones is 40,000 lines each way through the judge's
    // relay: about 250 ms of the solution's CPU, which asks for a limit of 5 times that.
    let limit = if kind == Kind::Interactive { "2000" } else { "1000" };
    let problem_toml = PROBLEM_TOML.replace("{time_limit_ms}", limit).replace("{kind_lines}", &kind_lines);
    let judge = kind.judge_role().map_or_else(String::new, |role| {
        format!("\n[[bin]]\nname = \"{{slug}}-{role}\"\npath = \"src/bin/{role}.rs\"\ntest = false\n")
    });
    let bins = format!(
        "\n# No unit tests in the binaries: their tests are tests/judge.rs (with tests/stress.rs).\n[[bin]]\nname = \"{{slug}}\"\npath = \"src/main.rs\"\ntest = false\n\n[[bin]]\nname = \"{{slug}}-validator\"\npath = \"src/bin/validator.rs\"\ntest = false\n\n# The inputs too big to keep in git, pinned in cases/generated.toml.\n[[bin]]\nname = \"{{slug}}-generator\"\npath = \"src/bin/generator.rs\"\ntest = false\n{judge}"
    );
    (problem_toml, bins)
}

/// Writes `<root>/problems/<slug>/`: a batch problem on one heap of `game` (an `sg` game such
/// as `octal:0.77`), its solution on sg-core's table, its brute force (the game searched
/// exhaustively) and generator, and its sample and maximal cases, whose answers the scaffold
/// finds by an exhaustive search and by the Grundy table's definition.
///
/// # Errors
///
/// As [`new_problem`].
pub fn new_game_problem(root: &Path, slug: &str, game: &Game) -> Result<PathBuf, String> {
    let parts = GameParts::of(game)?;
    let dir = new_problem(root, slug, Kind::Batch)?;
    let max_in = format!("1\n{}\n", parts.max);
    // The sample holds a won heap when the game has one up to 20, so that a program that
    // always answers `Second` fails it.
    let mut heaps = SAMPLE_HEAPS.to_vec();
    if !heaps.iter().any(|&n| searched_win(game, n)) {
        heaps.extend((1..=20).find(|&n| searched_win(game, n)));
    }
    let sample_in: String = format!("{}\n", heaps.len()) + &heaps.iter().map(|n| format!("{n}\n")).collect::<String>();
    let sample_out: String = heaps.iter().map(|&n| answer(searched_win(game, n))).collect();
    let values = defined_values(game, parts.max + 1);
    let max_out = answer(values[parts.max] != 0);
    let shown: Vec<String> = heaps.iter().map(ToString::to_string).collect();
    for (name, _) in SUBMISSIONS_BATCH {
        std::fs::remove_file(dir.join(name)).map_err(|e| format!("{name}: cannot remove: {e}"))?;
    }
    for (name, text) in SUBMISSIONS_GAME {
        std::fs::write(dir.join(name), text).map_err(|e| format!("{name}: cannot write: {e}"))?;
    }
    std::fs::remove_dir_all(dir.join("invalid")).map_err(|e| format!("invalid: cannot remove: {e}"))?;
    let written = ["20-random-1", "20-random-2", "20-random-3", "30-max-1", "30-max-2"];
    write_input_limits(
        &dir,
        slug,
        GAME_T_MAX,
        parts.max,
        &Largest { name: "30-max-2", answer: max_out, written: &written },
    )?;
    let family = match game.given.split_once(':').map_or(game.given.as_str(), |(family, _)| family) {
        "octal" => "octal game",
        "grundy" => "Grundy's game",
        _ => "subtraction game",
    };
    let toml_path = dir.join("problem.toml");
    let toml = std::fs::read_to_string(&toml_path).map_err(|e| format!("{}: cannot read: {e}", toml_path.display()))?;
    std::fs::write(&toml_path, toml.replace("topics = [\"subtraction game\"]", &format!("topics = [\"{family}\"]")))
        .map_err(|e| format!("{}: cannot write: {e}", toml_path.display()))?;
    // Heaps across the whole range, as the problem's `write_cases` draws them (the same
    // generator and seed), so that its stored cases are what its tests would write.
    let mut rng = judge_io::random::Rng::new(1);
    for i in 1..=3 {
        let heaps: Vec<usize> = (0..GAME_T_MAX).map(|_| rng.range(0..=parts.max as u64) as usize).collect();
        let shown: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        let input = format!("{GAME_T_MAX}\n{}\n", shown.join("\n"));
        let output: String = heaps.iter().map(|&n| answer(values[n] != 0)).collect();
        for (ext, text) in [("in", input), ("out", output)] {
            let path = dir.join(format!("cases/20-random-{i}.{ext}"));
            std::fs::write(&path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
        }
    }
    let files: [(&str, String); 9] = [
        (GAME[0].0, GAME[0].1.to_owned()),
        (GAME[1].0, GAME[1].1.to_owned()),
        (GAME[2].0, GAME[2].1.to_owned()),
        (GAME[3].0, GAME[3].1.to_owned()),
        (GAME[4].0, GAME[4].1.to_owned()),
        ("cases/00-sample-1.in", sample_in),
        ("cases/00-sample-1.out", sample_out),
        ("cases/30-max-1.in", max_in),
        ("cases/30-max-1.out", max_out.to_owned()),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        let text = text
            .replace("{slug}", slug)
            .replace("{game}", &game.given)
            .replace("{max}", &parts.max.to_string())
            .replace("{t_max}", &GAME_T_MAX.to_string())
            .replace("{solution_uses}", &parts.solution_uses)
            .replace("{table}", &parts.table)
            .replace("{options_body}", &parts.options_body)
            .replace("{rules_text}", &parts.rules_text)
            .replace("{sample_heaps}", &shown.join(", "));
        std::fs::write(&path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(dir)
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins { "First\n" } else { "Second\n" }
}

/// What the templates of a game problem say of its game.
struct GameParts {
    /// The largest heap of the statement: the solution's table is built up to it.
    max: usize,
    solution_uses: String,
    table: String,
    options_body: String,
    rules_text: String,
}

impl GameParts {
    /// The parts of `game`'s templates.
    ///
    /// # Errors
    ///
    /// A game of the explorer that is neither a subtraction game nor a take-and-break game
    /// (Nim, whose heap is worth its size, needs no table to scaffold).
    fn of(game: &Game) -> Result<GameParts, String> {
        let list = |items: &[String]| items.join(", ");
        if let Some(moves) = game.subtraction() {
            let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
            let array = format!("const MOVES: [usize; {}] = [{}];", moves.len(), list(&moves));
            return Ok(GameParts {
                max: 100_000,
                solution_uses: format!("use sg_core::subtraction::subtraction_grundy;\n\n{array}"),
                table: "subtraction_grundy(&MOVES, len)".to_owned(),
                options_body: format!(
                    "    {array}\n    out.extend(MOVES.iter().filter(|&&s| s <= h).map(|&s| [h - s, 0]));"
                ),
                rules_text: format!("a move removes s tokens, for s in {{{}}} (no more than are left).", list(&moves)),
            });
        }
        let rules = game.take_break().ok_or_else(|| {
            format!("--game: {} has no table to scaffold from: use octal:CODE, subtraction:S or grundy", game.given)
        })?;
        let digits: Vec<String> = rules.digits().iter().map(ToString::to_string).collect();
        let unequal = rules.unequal();
        let rules_text = if unequal {
            "a move splits one heap into two non-empty heaps of different sizes.".to_owned()
        } else {
            format!(
                "a move follows the octal game {}: digit j of the code (after the point) says what taking j tokens from a heap may leave, as a sum of 1 (nothing), 2 (one heap) and 4 (two non-empty heaps), and a 4 before the point allows splitting a heap without taking.",
                game.given.trim_start_matches("octal:")
            )
        };
        Ok(GameParts {
            max: 2000,
            solution_uses: "use sg_core::take_break::TakeBreak;".to_owned(),
            table: format!(
                "TakeBreak::new(&[{}], {unequal}).expect(\"the game's rules are valid\").grundy(len)",
                list(&digits)
            ),
            options_body: format!(
                "    // Digit j: what taking j tokens may leave, as a sum of 1 (nothing), 2 (one heap) and 4
    // (two non-empty heaps{}).
    const DIGITS: [u8; {}] = [{}];
    for (take, &digit) in DIGITS.iter().enumerate().take(h + 1) {{
        let rest = h - take;
        if digit & 1 != 0 && rest == 0 {{
            out.push([0, 0]);
        }}
        if digit & 2 != 0 && rest > 0 {{
            out.push([rest, 0]);
        }}
        if digit & 4 != 0 {{
            out.extend((1..=rest / 2).filter(|&small| {}).map(|small| [small, rest - small]));
        }}
    }}",
                if unequal { ", of different sizes" } else { "" },
                digits.len(),
                list(&digits),
                if unequal { "2 * small != rest" } else { "small > 0" },
            ),
            rules_text,
        })
    }
}

/// The options of one heap, by the game's own rules.
fn options(game: &Game, heap: usize, out: &mut Vec<[usize; 2]>) {
    match (game.subtraction(), game.take_break()) {
        (Some(moves), _) => out.extend(moves.iter().filter(|&&s| s <= heap).map(|&s| [heap - s, 0])),
        (None, Some(rules)) => rules.options(heap, out),
        (None, None) => {}
    }
}

/// Whether the player to move wins a heap of `n`, by an exhaustive search of the positions
/// (sorted lists of heaps) the game reaches from it: no Grundy values.
fn searched_win(game: &Game, n: usize) -> bool {
    let mut one = Vec::new();
    let mut heap_moves = |&heap: &usize, out: &mut Vec<Vec<usize>>| {
        one.clear();
        options(game, heap, &mut one);
        // Empty heaps have no move, so keeping them changes no outcome: `>=` for `>` here, and
        // for `n > 0` below, are equivalent mutants.
        out.extend(one.iter().map(|&[a, b]| [a, b].into_iter().filter(|&h| h > 0).collect()));
    };
    let mut search = Search::new(|heaps: &Vec<usize>, out: &mut Vec<Vec<usize>>| {
        multiset_moves(heaps, &mut heap_moves, out);
    });
    let start: Vec<usize> = if n > 0 { vec![n] } else { Vec::new() };
    // A game of finite heaps that only shrink cannot cycle.
    search.is_win(&start).unwrap_or(false)
}

/// The Grundy values `G(0..len)` by their definition: the mex over every option.
fn defined_values(game: &Game, len: usize) -> Vec<u32> {
    let mut one = Vec::new();
    grundy_table(len, |n, g, out| {
        one.clear();
        options(game, n, &mut one);
        out.extend(one.iter().map(|&[a, b]| g[a] ^ g[b]));
    })
}

/// Writes `<root>/problems/<slug>/` from the templates of `kind` and returns its path.
///
/// # Errors
///
/// Refuses an ill-formed slug or an existing directory; reports a file that cannot be
/// written, by path.
pub fn new_problem(root: &Path, slug: &str, kind: Kind) -> Result<PathBuf, String> {
    if !valid_slug(slug) {
        return Err(format!(
            "`{slug}` is not a valid slug: use lowercase words of letters and digits joined by `-`, starting with a letter"
        ));
    }
    let dir = root.join("problems").join(slug);
    if dir.exists() {
        return Err(format!("{}: already exists", dir.display()));
    }
    let (own, submissions): (&[Template], &[Template]) = match kind {
        Kind::Batch => (&BATCH, &SUBMISSIONS_BATCH),
        Kind::Checker => (&CHECKER, &SUBMISSIONS_CHECKER),
        Kind::Interactive => (&INTERACTIVE, &SUBMISSIONS_INTERACTIVE),
    };
    let (problem_toml, bins) = kind_parts(kind);
    let cargo_toml = format!("{}{bins}", COMMON[0].1);
    let generated = [
        ("Cargo.toml", cargo_toml.as_str()),
        ("problem.toml", problem_toml.as_str()),
        ("solution/solution.en.md", EDITORIAL),
    ];
    for &(name, template) in generated.iter().chain(&COMMON[1..3]).chain(own).chain(submissions) {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
        }
        std::fs::write(&path, template.replace("{slug}", slug))
            .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    // Every kind's answer to its largest pile, won (piles are lost when n mod 7 is 0 or 2; 10^5
    // mod 7 = 5, 1000 mod 7 = 6): the largest input has the most piles, each that large.
    let both = ["30-max-1", "30-max-2"];
    let largest = match kind {
        Kind::Batch => Largest { name: "30-max-2", answer: "First\n", written: &both },
        Kind::Checker => Largest { name: "30-max-2", answer: "3\n", written: &both },
        Kind::Interactive => Largest { name: "30-max-1", answer: "First\n", written: &both[..1] },
    };
    if kind == Kind::Interactive {
        // One game, the fewest: a pile of 1, won by taking it.
        std::fs::write(dir.join("cases/10-edge-one-game.in"), "1\n1\n")
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        std::fs::write(dir.join("cases/10-edge-one-game.out"), "First\n")
            .map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let (t_max, pile_max) = input_limits(kind);
    write_input_limits(&dir, slug, t_max, pile_max, &largest)?;
    list_in_readme(root, slug)?;
    Ok(dir)
}

/// Adds a row for `slug` at the end of the "Problems" table of the workspace's README, which
/// the workspace's tests hold to list every problem once; a workspace whose README has no such
/// table is left as it is.
///
/// # Errors
///
/// The README cannot be written.
fn list_in_readme(root: &Path, slug: &str) -> Result<(), String> {
    let path = root.join("README.md");
    let Ok(readme) = std::fs::read_to_string(&path) else { return Ok(()) };
    let Some(start) = readme.find("\n## Problems\n") else { return Ok(()) };
    let table = &readme[start + 1..];
    let mut end = start + 1;
    let mut seen_row = false;
    for line in table.split_inclusive('\n').skip(1) {
        if line.starts_with('|') {
            seen_row = true;
        } else if seen_row || line.starts_with("## ") {
            break;
        }
        end += line.len();
    }
    if !seen_row {
        return Ok(());
    }
    let end = end + table.split_inclusive('\n').next().map_or(0, str::len);
    let row = format!("| {slug} | {slug} | unpublished | written by `harness new`: replace this row |\n");
    let updated = format!("{}{row}{}", &readme[..end], &readme[end..]);
    std::fs::write(&path, updated).map_err(|e| format!("{}: cannot write: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_searched_and_valued_by_its_own_rules() {
        // Subtraction of 1, 3 or 4: worked out by hand from the mex of each position's options.
        let game = sg::game::parse_game("subtraction:1,3,4").unwrap();
        let wins: Vec<bool> = (0..10).map(|n| searched_win(&game, n)).collect();
        assert_eq!(wins, [false, true, false, true, true, true, true, false, true, false]);
        assert_eq!(defined_values(&game, 10), [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
        // Kayles (octal 0.77), whose moves also split a heap in two: its published values.
        let kayles = sg::game::parse_game("octal:0.77").unwrap();
        assert_eq!(defined_values(&kayles, 12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert!(!searched_win(&kayles, 0) && (1..9).all(|n| searched_win(&kayles, n)));
    }
}
