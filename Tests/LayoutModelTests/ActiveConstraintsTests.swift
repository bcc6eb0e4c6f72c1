import LayoutCore
@testable import LayoutModel
import Testing

/// `ActiveConstraints` (a small array, a dictionary past its limit) against its naive twin, a
/// dictionary by identity: seeded random inserts and removals over pools below, around and far
/// above the limit, and every sequence of up to five operations over three constraints.
@Suite("Active constraints")
struct ActiveConstraintsTests {
    static func pool(_ count: Int) -> [LayoutConstraint] {
        let view = View("v")
        return (0..<count).map { LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: Double($0)) }
    }

    /// Whether the table holds exactly the twin's constraints.
    static func matches(_ table: ActiveConstraints, _ twin: [ObjectIdentifier: LayoutConstraint]) -> Bool {
        let held = Array(table)
        return held.count == twin.count && table.count == twin.count && table.isEmpty == twin.isEmpty
            && Set(held.map(ObjectIdentifier.init)) == Set(twin.keys)
    }

    @Test("Random inserts and removals hold what a dictionary holds", arguments: 0..<30 as Range<UInt64>)
    func matchesDictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = Self.pool([3, 16, 17, 40, 200][Int(seed % 5)])
        var table = ActiveConstraints()
        var twin: [ObjectIdentifier: LayoutConstraint] = [:]
        for step in 0..<1_000 {
            let constraint = random.element(of: pool)!
            if random.int(in: 0...2) == 0 {
                table.remove(ObjectIdentifier(constraint))
                twin[ObjectIdentifier(constraint)] = nil
            } else {
                table.insert(constraint)
                twin[ObjectIdentifier(constraint)] = constraint
            }
            #expect(Self.matches(table, twin), "seed \(seed) step \(step)")
        }
    }

    @Test("Every sequence of up to five operations over three constraints")
    func exhaustive() {
        let pool = Self.pool(3)
        func run(_ operations: [Int]) {
            var table = ActiveConstraints()
            var twin: [ObjectIdentifier: LayoutConstraint] = [:]
            for operation in operations {
                let constraint = pool[operation % 3]
                if operation < 3 {
                    table.insert(constraint)
                    twin[ObjectIdentifier(constraint)] = constraint
                } else {
                    table.remove(ObjectIdentifier(constraint))
                    twin[ObjectIdentifier(constraint)] = nil
                }
            }
            #expect(Self.matches(table, twin), "\(operations)")
        }
        var sequences: [[Int]] = [[]]
        for _ in 0..<5 {
            sequences = sequences.flatMap { sequence in (0..<6).map { sequence + [$0] } }
            sequences.forEach(run)
        }
    }

    @Test("A view taken out of its tree deactivates its constraints, held in either form")
    func removalDeactivates() {
        let root = View("root")
        for count in [2, ActiveConstraints.smallLimit + 5] {
            var constraints: [LayoutConstraint] = []
            do {
                let child = View("child")
                root.addSubview(child)
                constraints = (0..<count).map { index in
                    LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                     constant: Double(index))
                }
                LayoutConstraint.activate(constraints)
                #expect(child.activeConstraints.count == count)
                child.removeFromSuperview()
            }
            #expect(constraints.allSatisfy { !$0.isActive } && root.activeConstraints.isEmpty)
        }
    }
}
