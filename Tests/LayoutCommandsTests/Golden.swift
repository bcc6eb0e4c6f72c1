import Foundation
import LayoutTestSupport
import Testing

/// Golden files: the expected output of a command, under `Tests/LayoutCommandsTests/Golden/`.
///
/// A test fails on any difference from its golden file and prints the first differing line with
/// the lines around it, as a unified diff (`-` golden, `+` actual). To accept new output — after
/// an intended change to a command's format — regenerate the files and review the diff in git:
///
///     LAYOUTBENCH_UPDATE_GOLDEN=1 swift test --filter LayoutCommandsTests
///
/// With the variable set, every golden test rewrites its file with the actual output and passes.
enum Golden {
    /// The package's root directory.
    static let packageRoot = LayoutTestSupport.packageRoot.path

    static let directory = packageRoot + "/Tests/LayoutCommandsTests/Golden"

    /// `Corpus/RELATIVE` at the package root.
    static func corpus(_ relative: String) -> String { corpusPath(relative) }

    /// `Golden/NAME`: a fixture or a golden file.
    static func path(_ name: String) -> String { directory + "/" + name }

    static var updating: Bool { ProcessInfo.processInfo.environment["LAYOUTBENCH_UPDATE_GOLDEN"] == "1" }

    /// `text` with the package root's path removed, so that golden files do not depend on where
    /// the checkout is (`Corpus/cases/x.json`, `Tests/LayoutCommandsTests/Golden/y.csv`).
    static func portable(_ text: String) -> String {
        text.replacingOccurrences(of: packageRoot + "/", with: "")
    }

    /// Checks `actual` (made portable) against the golden file `name`, or rewrites the file when
    /// updating.
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = portable(actual)
        let file = path(name)
        if updating {
            do { try actual.write(toFile: file, atomically: true, encoding: .utf8) } catch {
                Issue.record("\(file): cannot be written: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOfFile: file, encoding: .utf8) else {
            Issue.record("""
                The golden file \(name) is missing. Create it with
                    LAYOUTBENCH_UPDATE_GOLDEN=1 swift test --filter LayoutCommandsTests
                """, sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record("""
            \(name) differs from the output (regenerate with LAYOUTBENCH_UPDATE_GOLDEN=1 if the change is intended):
            \(diff(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }

    /// A short unified diff around the first differing line: `@@ line N @@`, up to three lines of
    /// context, then the golden lines (`-`) and the actual lines (`+`) up to where they agree again
    /// (at most 20 each).
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var lines = ["@@ line \(first + 1) @@"]
        lines += old[max(0, first - 3)..<first].map { " " + $0 }
        lines += old[first..<min(oldEnd, first + 20)].map { "-" + $0 }
        if oldEnd - first > 20 { lines.append("-… (\(oldEnd - first - 20) more)") }
        lines += new[first..<min(newEnd, first + 20)].map { "+" + $0 }
        if newEnd - first > 20 { lines.append("+… (\(newEnd - first - 20) more)") }
        lines += new[newEnd..<min(new.count, newEnd + 3)].map { " " + $0 }
        return lines.joined(separator: "\n")
    }
}
