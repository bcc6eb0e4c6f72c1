import Foundation
import FuzzTargets
import LayoutFuzz

/// What `SolverFuzzer` prints about a diverging program.
enum FuzzReport {
    /// The program, its divergences, then the shrunk program, its divergences and its bytes in
    /// hex (`xxd -r -p` turns them back into an input file).
    static func divergence(_ program: SolverProgram, _ divergences: [SolverDivergence]) -> String {
        let shrunk = program.shrunk()
        let shrunkDivergences = shrunk.check().divergences
        var lines = ["== SolverFuzzer: divergence", program.description, "-- divergences"]
        lines += divergences.map(\.description)
        lines.append("-- shrunk to \(shrunk.operations.count) of \(program.operations.count) operations")
        lines.append(shrunk.description)
        lines.append("-- divergences of the shrunk program")
        lines += shrunkDivergences.map(\.description)
        lines.append("-- shrunk input (hex): " + shrunk.encoded.map(hex).joined())
        return lines.joined(separator: "\n")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
