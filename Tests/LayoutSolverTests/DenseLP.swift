import LayoutSolver

/// A deliberately plain dense simplex (two phases, Bland's rule) over `A z = b, z ≥ 0`:
/// the obviously-correct twin the Cassowary tableau is checked against on tiny systems.
struct DenseLP {
    enum Outcome: Equatable {
        case optimal(Double, [Double])
        case infeasible
        case unbounded
    }

    var a: [[Double]] = []
    var b: [Double] = []
    var columnCount = 0

    mutating func addColumn() -> Int {
        for i in a.indices { a[i].append(0) }
        columnCount += 1
        return columnCount - 1
    }

    mutating func addRow(_ coefficients: [Int: Double], _ rhs: Double) {
        var row = [Double](repeating: 0, count: columnCount)
        for (column, value) in coefficients { row[column] += value }
        a.append(row)
        b.append(rhs)
    }

    /// Minimises `cost · z`.
    func minimize(_ cost: [Int: Double]) -> Outcome {
        let tolerance = 1e-9
        let m = a.count, n = columnCount
        // Phase one tableau: columns z (n), artificials (m), rhs.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = a[i][j] * sign }
            t[i][n + i] = 1
            t[i][n + m] = b[i] * sign
            basis[i] = n + i
        }
        func pivot(_ row: Int, _ column: Int) {
            let p = t[row][column]
            for j in t[row].indices { t[row][j] /= p }
            for i in 0..<m where i != row && t[i][column] != 0 {
                let f = t[i][column]
                for j in t[i].indices { t[i][j] -= f * t[row][j] }
            }
            basis[row] = column
        }
        /// Runs the simplex on the objective `c` (indexed by column) over the allowed columns.
        func run(_ c: [Double], allowed: (Int) -> Bool) -> Bool {
            while true {
                var entering: Int?
                for j in 0..<(n + m) where allowed(j) && !basis.contains(j) {
                    var reduced = c[j]
                    for i in 0..<m { reduced -= c[basis[i]] * t[i][j] }
                    if reduced < -tolerance { entering = j; break }
                }
                guard let column = entering else { return true }
                var leaving: Int?
                var best = Double.infinity
                for i in 0..<m where t[i][column] > tolerance {
                    let ratio = t[i][n + m] / t[i][column]
                    if ratio < best - tolerance || (abs(ratio - best) <= tolerance && basis[i] < basis[leaving!]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard let row = leaving else { return false }
                pivot(row, column)
            }
        }
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        _ = run(phaseOne, allowed: { _ in true })
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= n ? t[$1][n + m] : 0) }
        if infeasibility > 1e-7 { return .infeasible }
        // Drive remaining (zero) artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= n {
            if let column = (0..<n).first(where: { abs(t[i][$0]) > tolerance }) { pivot(i, column) }
        }
        var phaseTwo = [Double](repeating: 0, count: n + m)
        for (column, value) in cost { phaseTwo[column] += value }
        guard run(phaseTwo, allowed: { $0 < n }) else { return .unbounded }
        var z = [Double](repeating: 0, count: n)
        for i in 0..<m where basis[i] < n { z[basis[i]] = t[i][n + m] }
        let value = cost.reduce(0.0) { $0 + $1.value * z[$1.key] }
        return .optimal(value, z)
    }
}

/// The lexicographic problem of a constraint list, solved level by level with ``DenseLP``
/// (preemptive goal programming): the definition the solver must meet, computed another way.
struct ReferenceSolution {
    private var lp = DenseLP()
    private var positive: [ObjectIdentifier: Int] = [:]
    private var negative: [ObjectIdentifier: Int] = [:]
    private(set) var isFeasible = true

    init(_ constraints: [Constraint]) {
        var costs: [Double: [Int: Double]] = [:]
        for constraint in constraints {
            var row: [Int: Double] = [:]
            for term in constraint.expression.terms {
                let (p, n) = columns(for: term.variable)
                row[p, default: 0] += term.coefficient
                row[n, default: 0] -= term.coefficient
            }
            let rhs = -constraint.expression.constant
            let soft = !constraint.isRequired
            switch constraint.relation {
            case .equal:
                if soft {
                    let plus = lp.addColumn(), minus = lp.addColumn()
                    row[plus] = -1
                    row[minus] = 1
                    costs[constraint.priority.value, default: [:]][plus] = 1
                    costs[constraint.priority.value, default: [:]][minus] = 1
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                row[lp.addColumn()] = sign
                if soft {
                    let error = lp.addColumn()
                    row[error] = -sign
                    costs[constraint.priority.value, default: [:]][error] = 1
                }
            }
            lp.addRow(row, rhs)
        }
        if case .infeasible = lp.minimize([:]) { isFeasible = false; return }
        for priority in costs.keys.sorted(by: >) {
            let cost = costs[priority]!
            guard case .optimal(let best, _) = lp.minimize(cost) else { continue }
            var row = cost
            row[lp.addColumn()] = 1
            lp.addRow(row, best + 1e-9)
        }
    }

    private mutating func columns(for variable: Variable) -> (Int, Int) {
        if let p = positive[variable.id] { return (p, negative[variable.id]!) }
        let p = lp.addColumn(), n = lp.addColumn()
        positive[variable.id] = p
        negative[variable.id] = n
        return (p, n)
    }

    /// The values `expression` takes over all optimal solutions.
    func range(of expression: LinearExpression) -> ClosedRange<Double> {
        var cost: [Int: Double] = [:]
        for term in expression.terms {
            guard let p = positive[term.variable.id] else { return -Double.infinity...Double.infinity }
            cost[p, default: 0] += term.coefficient
            cost[negative[term.variable.id]!, default: 0] -= term.coefficient
        }
        let negated = cost.mapValues { -$0 }
        var low = -Double.infinity, high = Double.infinity
        if case .optimal(let value, _) = lp.minimize(cost) { low = value + expression.constant }
        if case .optimal(let value, _) = lp.minimize(negated) { high = -value + expression.constant }
        // Rounding can leave a determined value's bounds a hair apart in either order.
        return min(low, high)...max(low, high)
    }
}
