import LayoutSolver

/// The byte form of a ``SolverProgram``: what libFuzzer mutates and the seed corpus holds.
///
/// ```
/// program    = count-byte operation*          variables = 2 + count-byte % 7
/// operation  = op-byte operands                kind = op-byte % 8, arg = op-byte >> 3
///   0 1 2    add        spec
///   3        batch      spec × (1 + arg % 5)
///   4        remove     ref                    ref = (lo | hi << 8) % constraints created so far
///   5        arg % 4 == 0: edit      var-prio  variable = low nibble % variables,
///                                              edit priority = high nibble % 8
///            arg % 4 == 1: remove edit  var    variable = byte % variables
///            arg % 4 >= 2: suggest   var value value = Int8(value) × 2.5, −128 = NaN
///   6        readd      ref
///   7        copy       ref                    a new constraint equal to c<ref>, negated when
///                                              arg is odd (decoded as an add)
/// spec       = header relation term* constant  priority = header & 15,
///                                              terms = termCounts[header >> 4],
///                                              relation = byte % 3 (<=, ==, >=),
///                                              term = variable (low nibble) + coefficient (high),
///                                              constant = max(Int8(byte), −127) / 2
/// ```
/// Missing operand bytes read as 0; an operation that names a constraint before any exists is
/// dropped; decoding stops after ``SolverProgram/maximumOperations`` operations.
extension SolverProgram {
    /// Term counts by the high nibble of a spec's header: mostly one or two terms, sometimes
    /// three, rarely none (a constraint on constants alone).
    static let termCounts = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 1, 0]

    /// Decodes any bytes into a program; never fails.
    /// - Complexity: O(bytes).
    public init(decoding bytes: some Sequence<UInt8>) {
        var reader = ByteReader(Array(bytes))
        let variableCount = 2 + Int(reader.byte()) % (Self.maximumVariables - 1)
        var operations: [Operation] = []
        var created: [ConstraintSpec] = []

        func spec() -> ConstraintSpec {
            let header = reader.byte()
            let relation = Relation.allCases[Int(reader.byte()) % 3]
            let terms = (0..<Self.termCounts[Int(header >> 4)]).map { _ in
                let byte = reader.byte()
                return Term(variable: Int(byte & 15) % variableCount, coefficient: Int(byte >> 4))
            }
            let constant = max(Int(Int8(bitPattern: reader.byte())), -127)
            let made = ConstraintSpec(terms: terms, relation: relation, constantCode: constant, priority: Int(header & 15))
            created.append(made)
            return made
        }
        func reference() -> Int? {
            let raw = Int(reader.byte()) | Int(reader.byte()) << 8
            return created.isEmpty ? nil : raw % created.count
        }

        while operations.count < Self.maximumOperations, let op = reader.next() {
            let argument = Int(op >> 3)
            switch op % 8 {
            case 0, 1, 2:
                operations.append(.add(spec()))
            case 3:
                operations.append(.addBatch((0...(argument % Self.maximumBatch)).map { _ in spec() }))
            case 4:
                if let n = reference() { operations.append(.remove(constraint: n)) }
            case 5:
                let byte = reader.byte()
                let variable = Int(byte & 15) % variableCount
                switch argument % 4 {
                case 0: operations.append(.addEdit(variable: variable, priority: Int(byte >> 4) % Self.editPriorities.count))
                case 1: operations.append(.removeEdit(variable: Int(byte) % variableCount))
                default:
                    operations.append(.suggest(variable: variable, valueCode: Int(Int8(bitPattern: reader.byte()))))
                }
            case 6:
                if let n = reference() { operations.append(.readd(constraint: n)) }
            default:
                if let n = reference() {
                    let copy = argument % 2 == 1 ? created[n].negated : created[n]
                    created.append(copy)
                    operations.append(.add(copy))
                }
            }
        }
        self.init(variableCount: variableCount, operations: operations)
    }

    /// The bytes that ``init(decoding:)`` turns back into this program. Exact for a program whose
    /// numbers are in range (variables 2…8, indices inside their tables and the program, at most
    /// ``maximumOperations`` operations, batches of 1…5), which every decoded, generated and
    /// shrunk program is.
    /// - Complexity: O(operations + terms).
    public var encoded: [UInt8] {
        var bytes = [UInt8(truncatingIfNeeded: variableCount - 2)]
        func append(_ spec: ConstraintSpec) {
            let counts = Self.termCounts.firstIndex(of: spec.terms.count) ?? 0
            bytes.append(UInt8(counts << 4 | spec.priority & 15))
            bytes.append(UInt8(Relation.allCases.firstIndex(of: spec.relation)!))
            for term in spec.terms { bytes.append(UInt8((term.coefficient & 15) << 4 | term.variable & 15)) }
            bytes.append(UInt8(bitPattern: Int8(clamping: spec.constantCode)))
        }
        func append(reference n: Int) {
            bytes += [UInt8(truncatingIfNeeded: n), UInt8(truncatingIfNeeded: n >> 8)]
        }
        for operation in operations {
            switch operation {
            case .add(let spec):
                bytes.append(0)
                append(spec)
            case .addBatch(let specs):
                guard !specs.isEmpty else { continue }
                bytes.append(UInt8(3 | ((specs.count - 1) % Self.maximumBatch) << 3))
                specs.forEach(append)
            case .remove(let n):
                bytes.append(4)
                append(reference: n)
            case .addEdit(let variable, let priority):
                bytes += [5, UInt8((priority & 7) << 4 | variable & 15)]
            case .removeEdit(let variable):
                bytes += [5 | 1 << 3, UInt8(variable & 255)]
            case .suggest(let variable, let valueCode):
                bytes += [5 | 2 << 3, UInt8(variable & 15), UInt8(bitPattern: Int8(clamping: valueCode))]
            case .readd(let n):
                bytes.append(6)
                append(reference: n)
            }
        }
        return bytes
    }
}

/// Reads bytes front to back; past the end every byte reads as 0.
private struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func byte() -> UInt8 { next() ?? 0 }
}
