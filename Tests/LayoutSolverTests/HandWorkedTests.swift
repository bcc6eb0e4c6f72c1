import LayoutSolver
import LayoutTestSupport
import Testing

@Suite("Hand-worked systems")
struct HandWorkedTests {
    @Test("Each relation", arguments: allStrategies)
    func relations(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 10)
        try solver.add(y >= x + 5)
        try solver.add((y == 0).priority(.defaultLow))
        try solver.add(z <= x * 2 - 1)
        try solver.add((z == 100).priority(.defaultLow))
        #expect(solver.value(of: x) == 10)
        #expect(isClose(solver.value(of: y), 10 + 5))
        #expect(isClose(solver.value(of: z), 10 * 2 - 1))
    }

    @Test("A higher level beats any number of lower errors", arguments: allStrategies)
    func lexicographic(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x")
        try solver.add((x == 100).priority(750))
        // 300 weight-one errors at 250 would outweigh one at 750 in a weighted sum; not here.
        for _ in 0..<300 { try solver.add((x == 0).priority(250)) }
        #expect(isClose(solver.value(of: x), 100))
    }

    @Test("Fractional priorities are distinct levels", arguments: allStrategies)
    func fractional(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x")
        try solver.add((x == 20).priority(999))
        try solver.add((x == 10).priority(999.5))
        try solver.add((x == 30).priority(999.25))
        #expect(isClose(solver.value(of: x), 10))
    }

    @Test("Within a level the sum of absolute errors is minimised", arguments: allStrategies)
    func median(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x")
        for target in [0.0, 10, 40] { try solver.add((x == target).priority(250)) }
        // |x| + |x − 10| + |x − 40| is smallest at the median, 10.
        #expect(isClose(solver.value(of: x), 10))
        #expect(!solver.isAmbiguous(x))
    }

    @Test("Edit variables follow suggestions within required bounds", arguments: allStrategies)
    func edits(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let width = Variable("width"), half = Variable("half")
        try solver.add(half * 2 == width)
        try solver.add(width <= 300)
        try solver.add((width == 100).priority(.defaultLow))
        try solver.addEditVariable(width, priority: .defaultHigh)
        try solver.suggestValue(42, for: width)
        #expect(isClose(solver.value(of: half), 42 / 2))
        try solver.suggestValue(1_000, for: width)
        #expect(isClose(solver.value(of: width), 300))
        try solver.suggestValue(-50, for: width)
        #expect(isClose(solver.value(of: half), -50 / 2))
        try solver.removeEditVariable(width)
        #expect(isClose(solver.value(of: width), 100))
    }

    @Test("Removing a constraint restores the earlier solution", arguments: allStrategies)
    func removal(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 30).priority(.defaultLow))
        let pin = y == 10
        try solver.add(pin)
        #expect(isClose(solver.value(of: x), 100 - 10))
        try solver.remove(pin)
        #expect(isClose(solver.value(of: x), 30))
        #expect(isClose(solver.value(of: y), 100 - 30))
        #expect(!solver.contains(pin))
    }

    @Test("A rejected constraint leaves nothing behind (kiwi issue 52)", arguments: allStrategies)
    func rejectedLeavesNothing(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x")
        let atLeastTwo = x >= 2, atMostOne = x <= 1
        try solver.add(atLeastTwo)
        let conflict = try #require(rejection(adding: atMostOne, to: solver))
        #expect(Set(conflict) == [atLeastTwo, atMostOne])
        #expect(!solver.contains(atMostOne))
        try solver.remove(atLeastTwo)
        try solver.add(atLeastTwo)
        #expect(solver.value(of: x) >= 2 - 1e-9)
        try solver.remove(atLeastTwo)
        try solver.add(atMostOne)
        #expect(solver.value(of: x) <= 1 + 1e-9)
    }

    @Test("The conflict set is irreducible and leaves unrelated constraints out", arguments: allStrategies)
    func irreducibleConflict(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let chain = [a == 0, b == a + 10, c == b + 10]
        let unrelated = [d == 5, d >= 0, a <= 100]
        addAll(chain + unrelated, to: solver)
        let culprit = c == 5
        let found = try #require(rejection(adding: culprit, to: solver))
        #expect(found == chain + [culprit])
        #expect(isIrreducible(found))
        #expect(isClose(solver.value(of: c), 20))
    }

    @Test("A contradiction without variables conflicts alone", arguments: allStrategies)
    func constantContradiction(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let never = Constraint(LinearExpression(1), .equal)
        #expect(rejection(adding: never, to: solver) == [never])
        let always = Constraint(LinearExpression(-1), .lessThanOrEqual)
        try solver.add(always)
    }

    @Test("Redundant required equalities are accepted and removable", arguments: allStrategies)
    func redundant(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x"), y = Variable("y")
        let first = x == y + 1, again = x - y == 1
        try solver.add(first)
        try solver.add(again)
        try solver.add(y == 3)
        try solver.remove(first)
        #expect(isClose(solver.value(of: x), 4))
        try solver.remove(again)
        try solver.add((x == 0).priority(.defaultLow))
        #expect(isClose(solver.value(of: x), 0))
    }

    @Test("Ambiguity names exactly the free values", arguments: allStrategies)
    func ambiguity(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        try solver.add(x + y == 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(z == 4)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(!solver.isAmbiguous(x + y))
        #expect(!solver.isAmbiguous(z))
        #expect(solver.range(of: LinearExpression(x)) == 0...10)
        #expect(solver.isAmbiguous(w))
        // Two equal pulls in one level leave every point between them optimal.
        try solver.add((w == 5).priority(250))
        try solver.add((w == 10).priority(250))
        #expect(solver.range(of: LinearExpression(w)) == 5...10)
        // A pull at another level settles it.
        try solver.add((w == 7).priority(100))
        #expect(!solver.isAmbiguous(w))
        #expect(isClose(solver.value(of: w), 7))
    }

    @Test("Bad calls throw typed errors and change nothing", arguments: allStrategies)
    func typedErrors(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let x = Variable("x")
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(throws: SolverError.self) { try solver.remove(x == 1) }
        #expect(throws: SolverError.self) { try solver.add((x == 2).priority(0)) }
        #expect(throws: SolverError.self) { try solver.add((x == 2).priority(1000.5)) }
        #expect(throws: SolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: SolverError.self) { try solver.add(x * .nan == 2) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .defaultLow) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(solver.value(of: x) == 1)
    }

    @Test("dump() shows objective, tableau and variables")
    func dump() throws {
        let solver = IncrementalSolver()
        let x = Variable("x")
        try solver.add((x == 3).priority(250))
        let text = solver.dump()
        #expect(text.contains("Objective") && text.contains("Tableau") && text.contains("x = "))
    }
}

/// Reproducers found by LayoutModel's random sweeps: removing an equality that another one
/// duplicates (or that absorbed a redundant one) must leave exactly the other constraints.
@Suite("Removing duplicated equalities")
struct DuplicateEqualityTests {
    @Test("A duplicate equality still holds after its twin is removed", arguments: allStrategies)
    func duplicateStillHolds(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let H = Variable("H"), h1 = Variable("h1"), y1 = Variable("y1"), y2 = Variable("y2"), h2 = Variable("h2")
        let a = (H == 200).labeled("a"), b = (H == 200).labeled("b"), c = (H == 64).labeled("c")
        try solver.add(a)
        try solver.add((h1 >= 17).priority(750))
        try solver.add(y2 + h2 == LinearExpression(H))
        try solver.add(y1 == 0)
        try solver.add(b)
        try solver.add(y1 + h1 == y2 + h2 + 100)
        try solver.remove(a)
        #expect(rejection(adding: c, to: solver) == [b, c])
        #expect(isClose(solver.value(of: H), 200))
    }

    @Test("A redundant equality holds after the one that implied it is removed", arguments: allStrategies)
    func redundantStillHolds(_ strategy: any SolverStrategy.Type) throws {
        let solver = strategy.init()
        let H = Variable("H"), h = Variable("h"), y = Variable("y")
        try solver.add((h <= 20).priority(249))
        try solver.add(y == 0)
        try solver.add(y + h == LinearExpression(H))
        let c4 = (-0.5 * H - 8 == 0).labeled("c4")
        try solver.add(c4)
        try solver.add((-1.0 * h - 16 == 0).labeled("k5"))
        try solver.remove(c4)
        #expect(isClose(solver.value(of: h), -16))
        #expect(isClose(solver.value(of: H), -16))
    }
}
