import ArgumentParser
import Foundation
import LayoutFuzz
import LayoutModel

extension Fuzz {
    /// Perturbation mode: `fuzz CASE --perturb [--format text|json]`. Prints the report and exits
    /// 0 whenever the run completed, whatever it found; 1 when the case cannot be read or is
    /// invalid (the error names the file), printed in the chosen format.
    func runPerturbation(_ path: String) throws {
        let report: PerturbationReport
        do {
            report = try Perturbation.run(file: path)
        } catch {
            switch format {
            case .json:
                let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                print(PerturbationReport.json(invalidCase: name, error: error).text(sortedKeys: true))
            case .text:
                print("Case \(path): invalid\nerror: \(error)")
            }
            throw ExitCode.failure
        }
        switch format {
        case .json: print(report.jsonText, terminator: "")
        case .text: print(report.text, terminator: "")
        }
    }
}
