import Foundation
import LayoutSolver

extension SolverWorkload {
    /// The workload as JSON (`layoutbench/solver-workload@1`), for peers outside Swift such as
    /// `Benchmarks/peers/kiwi_bench.py`:
    ///
    /// ```json
    /// {"format": "layoutbench/solver-workload@1", "name": "chain-1000",
    ///  "variables": ["x0", "x1"],
    ///  "constraints": [{"terms": [[1, 1], [0, -1]], "constant": -10, "relation": "==", "priority": 1000}],
    ///  "edits": [{"variable": 0, "priority": 750, "values": [0, 100]}],
    ///  "toggled": 1, "read": 2}
    /// ```
    ///
    /// Two keys are written only when the workload has them: `reads`, the expressions a scenario
    /// reads instead of the first `read` variables (``reads``, each `{"terms": …, "constant": …}`
    /// reading `Σ coefficient · variable + constant`), and `size`, the size column of its rows
    /// (``size``; by default the number of values read).
    ///
    /// Variables are referred to by index: ``variables`` first, then any other variable a
    /// constraint mentions, in the order met. A constraint reads `Σ coefficient · variable +
    /// constant RELATION 0`. `toggled` is the index of ``toggled`` in `constraints` (null when it
    /// is not one of them). `read` is the number of leading variables a scenario reads: what
    /// ``values(in:)`` returns. Values are written in full precision.
    /// - Throws: `EncodingError` for a non-finite number.
    /// - Complexity: O(total number of terms).
    public func jsonData() throws(EncodingError) -> Data {
        var index: [ObjectIdentifier: Int] = [:]
        var names: [String] = []
        func number(_ variable: Variable) -> Int {
            if let known = index[variable.id] { return known }
            index[variable.id] = names.count
            names.append(variable.name)
            return names.count - 1
        }
        for variable in variables { _ = number(variable) }
        func terms(_ expression: LinearExpression) -> [[Double]] {
            expression.terms.map { [Double(number($0.variable)), $0.coefficient] }
        }
        // Numbered before `names` is read: every variable met gets its index first.
        let exportedConstraints = constraints.map { constraint in
            Exported.Constraint(terms: terms(constraint.expression), constant: constraint.expression.constant,
                                relation: constraint.relation.rawValue, priority: constraint.priority.value)
        }
        let exportedEdits = edits.map { Exported.Edit(variable: number($0.variable), priority: $0.priority.value, values: $0.values) }
        let exportedReads = reads?.map { Exported.Expression(terms: terms($0), constant: $0.constant) }
        let exported = Exported(
            name: name, constraints: exportedConstraints, edits: exportedEdits,
            toggled: constraints.firstIndex { $0 === toggled },
            variables: names, read: variables.count, reads: exportedReads, size: size)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(exported)
        } catch let error as EncodingError {
            throw error
        } catch {
            throw EncodingError.invalidValue(exported.name, EncodingError.Context(
                codingPath: [], debugDescription: String(describing: error)))
        }
    }
}

/// The JSON shape of ``SolverWorkload/jsonData()``.
private struct Exported: Encodable {
    struct Constraint: Encodable {
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var priority: Double
    }

    struct Expression: Encodable {
        var terms: [[Double]]
        var constant: Double
    }

    struct Edit: Encodable {
        var variable: Int
        var priority: Double
        var values: [Double]
    }

    var format = "layoutbench/solver-workload@1"
    var name: String
    var constraints: [Constraint]
    var edits: [Edit]
    var toggled: Int?
    var variables: [String]
    var read: Int
    var reads: [Expression]?
    var size: Int?

    enum CodingKeys: String, CodingKey { case format, name, constraints, edits, toggled, variables, read, reads, size }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(name, forKey: .name)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(edits, forKey: .edits)
        try container.encode(toggled, forKey: .toggled)  // null, not absent, when nil
        try container.encode(variables, forKey: .variables)
        try container.encode(read, forKey: .read)
        try container.encodeIfPresent(reads, forKey: .reads)
        try container.encodeIfPresent(size, forKey: .size)
    }
}
