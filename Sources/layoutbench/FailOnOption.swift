import ArgumentParser
import LayoutFuzz

extension FailureGate {
    /// Prints each hit on stderr and exits 1 when there is any.
    func enforce(_ hits: [String], command: String) throws {
        guard !hits.isEmpty else { return }
        for hit in hits { printError("layoutbench \(command): --fail-on \(hit)") }
        throw ExitCode.failure
    }
}

/// Parses a `--fail-on` value for `validate()`, as a ValidationError naming the allowed conditions.
func parseFailOn(_ text: String?, allowed: [FailureGate.Condition]) throws -> FailureGate? {
    guard let text else { return nil }
    do {
        return try FailureGate(parsing: text, allowed: allowed)
    } catch {
        throw ValidationError(error.description)
    }
}
