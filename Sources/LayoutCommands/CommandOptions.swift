import ArgumentParser

/// The options of one command (`SolveOptions`, `BenchOptions`, …), declared once: each option is
/// one property with its `@Option`, `@Flag` or `@Argument`, help text and default, read by the
/// command's function in ``Commands``. The executable's command holds the value as an
/// `@OptionGroup`; Swift callers build it the way the command line does
/// (`try SolveOptions.parse([file, "--format", "json"])`) and may set properties afterwards.
///
/// To add an option: add the property to the command's options value — or, when a second command
/// takes it too, to a group in SharedOptions.swift held by both with `@OptionGroup` — say in
/// ``usageProblem`` why a value cannot run, read it in the command's function, and add it to the
/// command's table in docs/CLI.md.
public protocol CommandOptions: ParsableArguments, Sendable {
    /// Why the options cannot run, as a whole sentence (a usage error, exit 64), or nil. Parsing
    /// checks it (``validate()``), and so does the command's function, for options changed after.
    var usageProblem: String? { get }
}

extension CommandOptions {
    /// Refuses options with a ``usageProblem`` while parsing, as argument-parser's usage error.
    public func validate() throws {
        if let usageProblem { throw ValidationError(usageProblem) }
    }
}
