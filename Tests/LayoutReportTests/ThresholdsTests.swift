import Foundation
import LayoutCore
import LayoutTestSupport
import Testing
@testable import LayoutReport

@Suite struct ThresholdsTests {
    /// The naive twin of the glob: a regular expression of the pattern.
    func regexMatches(_ pattern: String, _ name: String) -> Bool {
        let expression = "^" + pattern.split(separator: "*", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*") + "$"
        let regex = try? NSRegularExpression(pattern: expression, options: [.dotMatchesLineSeparators])
        return regex?.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    @Test func globMatchesLikeARegularExpression() {
        // Every pattern and name of up to four characters over {a, b, -, *} (names without *).
        let alphabet: [Character] = ["a", "b", "-", "*"]
        func strings(upTo length: Int, from letters: [Character]) -> [String] {
            var all = [""], frontier = [""]
            for _ in 0..<length {
                frontier = frontier.flatMap { prefix in letters.map { prefix + String($0) } }
                all += frontier
            }
            return all
        }
        let names = strings(upTo: 4, from: Array(alphabet.dropLast()))
        for pattern in strings(upTo: 4, from: alphabet) {
            let rule = Thresholds.Rule(scenario: pattern, metric: .abRatio, tolerance: .none)
            for name in names {
                #expect(rule.matches(name) == regexMatches(pattern, name), "pattern '\(pattern)', name '\(name)'")
            }
        }
    }

    @Test func theFirstMatchingRuleWins() throws {
        let document = """
            {"format": "layoutbench/thresholds@1", "rules": [
              {"scenario": "chain-*", "metric": "ab_ratio", "percent": 3},
              {"scenario": "*", "metric": "ab_ratio", "percent": 10},
              {"scenario": "*-initial", "metric": "allocations", "percent": 5, "absolute": 64}
            ]}
            """
        let thresholds = try Thresholds(JSONValue.parse(Data(document.utf8)))
        #expect(thresholds.abThreshold(for: "chain-edit") == 0.03)
        #expect(thresholds.abThreshold(for: "independent-resize") == 0.1)
        #expect(Thresholds().abThreshold(for: "chain-edit") == 0.05)
        var policy = ComparisonPolicy()
        policy.thresholds = thresholds
        #expect(policy.tolerance(for: .allocations, scenario: "chain-initial") == .init(percent: 5, absolute: 64))
        #expect(policy.tolerance(for: .allocations, scenario: "chain-edit") == .init(percent: 2, absolute: 16))
        // compare holds each scenario to its own limit: 1,100 allocations pass under 5% + 64, not under 2% + 16.
        let rows = { (scenario: String, allocations: Int) in
            [ResultRow(scenario: scenario, strategy: "full", size: 1, iterations: 1, allocations: allocations)]
        }
        #expect(!BaselineComparison(baseline: rows("chain-initial", 1_000), current: rows("chain-initial", 1_100),
                                    policy: policy).hasRegression)
        #expect(BaselineComparison(baseline: rows("chain-edit", 1_000), current: rows("chain-edit", 1_100),
                                   policy: policy).hasRegression)
    }

    @Test func theRepositoryFileReads() throws {
        let thresholds = try Thresholds.read(from: packagePath("Benchmarks/thresholds.json"))
        #expect(thresholds.abThreshold(for: "chain-edit") == 0.05)
        #expect(thresholds.abThreshold(for: "independent-resize") == 0.1)
    }

    @Test func badFilesNameTheFileTheRuleAndTheProblem() throws {
        let directory = try temporaryDirectory()
        func error(_ text: String) -> String {
            let path = directory.appendingPathComponent("t.json").path
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            do {
                _ = try Thresholds.read(from: path)
                return "read"
            } catch {
                return error.description.replacingOccurrences(of: path, with: "t.json")
            }
        }
        #expect(error("[]") == "t.json: the document is an array, not an object.")
        #expect(error(#"{"rules": []}"#) == #"t.json: format: must be "layoutbench/thresholds@1"."#)
        #expect(error(#"{"format": "layoutbench/thresholds@1", "rules": [{"scenario": "x", "metric": "time"}]}"#)
                == "t.json: rules[0].metric: 'time' is not one of pivots, allocations, allocated_bytes, median_ns, ab_ratio.")
        #expect(error(#"{"format": "layoutbench/thresholds@1", "rules": [{"metric": "pivots"}]}"#)
                == #"t.json: rules[0]: has no "scenario"."#)
        #expect(error(#"{"format": "layoutbench/thresholds@1", "rules": [{"scenario": "x", "metric": "pivots", "percent": -1}]}"#)
                == "t.json: rules[0].percent: must be a number of 0 or more.")
        #expect(error(#"{"format": "layoutbench/thresholds@1", "rules": [{"scenario": "x", "metric": "ab_ratio", "absolute": 2}]}"#)
                == "t.json: rules[0].absolute: ab_ratio takes a percent only.")
        #expect(error("{").hasPrefix("t.json: not valid JSON"))
        #expect(error(#"{"format": "layoutbench/thresholds@1", "rules": [{"scenario": "x", "metric": "pivots", "limit": 1}]}"#)
                == "t.json: rules[0].limit: is not a rule key (scenario, metric, percent, absolute).")
    }
}
