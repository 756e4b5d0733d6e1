//! `cargo xtask layout`: the house against its limits.

use std::fmt::Write as _;

use crate::{levels, modules, sizes};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The most lines a file may have.
    #[arg(long, default_value_t = 800)]
    file_lines: usize,
    /// The most lines a function may have without a `// Long:` reason above it.
    #[arg(long, default_value_t = 100)]
    function_lines: usize,
    /// The most levels of modules a crate may have (its root counted).
    #[arg(long, default_value_t = 5)]
    levels: usize,
    /// Also say, for each step of a crate's longest chain, which path makes it.
    #[arg(long)]
    why: bool,
    /// Print every use between the top-level modules of this package's targets.
    #[arg(long, value_name = "PACKAGE")]
    edges: Option<String>,
}

/// Prints the layout; whether every limit holds.
///
/// # Errors
///
/// `cargo metadata` failing, or a file that cannot be read or parsed.
pub fn run(args: &Args) -> Result<bool, String> {
    let metadata = cargo_metadata::MetadataCommand::new().no_deps().exec().map_err(|e| e.to_string())?;
    let root = metadata.workspace_root.as_std_path();
    let mut report = String::new();
    let mut within = true;

    let files = sizes::long_files(root, args.file_lines)?;
    let _ = writeln!(report, "files over {} lines: {}", args.file_lines, files.len());
    for (file, lines) in &files {
        let _ = writeln!(report, "  {lines:>5}  {}", file.display());
    }
    within &= files.is_empty();

    let functions = sizes::long_functions(root, args.function_lines)?;
    let _ =
        writeln!(report, "functions over {} lines with no `// Long:` reason: {}", args.function_lines, functions.len());
    for function in &functions {
        let _ = writeln!(
            report,
            "  {:>5}  {}:{} {}",
            function.lines,
            function.file.display(),
            function.line,
            function.name
        );
    }
    within &= functions.is_empty();

    let _ = writeln!(report, "module levels (at most {}) and cycles, by crate:", args.levels);
    let mut packages = metadata.workspace_packages();
    packages.sort_by(|a, b| a.name.cmp(&b.name));
    for package in packages {
        for target in &package.targets {
            let files = modules::graph(target.src_path.as_std_path())?;
            if files.files.len() < 2 {
                continue;
            }
            // Cycles among every module, one a file; levels among the crate's top-level modules,
            // so that a file split into a folder of modules adds no level.
            let cycles = levels::levels(&files).cycles;
            let graph = files.by_top_module();
            let found = levels::levels(&graph);
            let deep = found.chain.len() > args.levels;
            within &= !deep && cycles.is_empty();
            let name = if target.name.replace('-', "_") == package.name.replace('-', "_") {
                format!("{} ({})", package.name, kind(target))
            } else {
                format!("{} ({} {})", package.name, kind(target), target.name)
            };
            let mark = if deep || !cycles.is_empty() { "  <-- over" } else { "" };
            let _ =
                writeln!(report, "  {name:<40} {} levels: {}{mark}", found.chain.len(), chain(&graph, &found.chain));
            if args.why {
                for step in found.chain.windows(2) {
                    let _ = writeln!(report, "      {}", edge(&graph, step[0], step[1]));
                }
            }
            if args.edges.as_deref() == Some(package.name.as_str()) {
                for (a, targets) in graph.edges.iter().enumerate() {
                    for &b in targets {
                        let _ = writeln!(report, "      uses: {}", edge(&graph, a, b));
                    }
                }
            }
            for cycle in &cycles {
                let _ = writeln!(report, "      cycle: {}", chain(&files, cycle));
                for &a in cycle {
                    for &b in files.edges[a].iter().filter(|b| cycle.contains(b)) {
                        let _ = writeln!(report, "        {}", edge(&files, a, b));
                    }
                }
            }
        }
    }
    print!("{report}");
    println!("{}", if within { "within every limit" } else { "over a limit (marked above)" });
    Ok(within)
}

fn kind(target: &cargo_metadata::Target) -> String {
    target.kind.first().map_or_else(|| "?".to_string(), ToString::to_string)
}

/// One use, and the path that makes it.
fn edge(graph: &modules::Graph, a: usize, b: usize) -> String {
    let because = graph.because.get(&(a, b)).map_or("?", String::as_str);
    format!("{} → {} ({because})", chain(graph, &[a]), chain(graph, &[b]))
}

/// Modules by name: `crate` for the root, else its path (`site::pages`).
fn chain(graph: &modules::Graph, nodes: &[usize]) -> String {
    let names: Vec<String> = nodes
        .iter()
        .map(|&n| if graph.paths[n].is_empty() { "crate".to_string() } else { graph.paths[n].join("::") })
        .collect();
    names.join(" → ")
}
