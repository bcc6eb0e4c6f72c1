import LayoutCore
@testable import LayoutModel
import LayoutSolver
import Testing

/// `EngineEntries` (dense arrays, two indexes of positions) against its naive twin, the two
/// dictionaries the engine kept before: the same adds, replacements, renames, acceptances and
/// removals must answer every lookup by key and by name alike, through growth and long probe
/// runs, and iterate the same pairs.
@Suite("Engine entries")
struct EngineEntriesTests {
    /// A pool of keys from every section, owners close together (as a tree's stamps are).
    static func keys(_ count: Int, _ random: inout SplitMix64) -> [LayoutOrder] {
        var keys = Set<LayoutOrder>()
        while keys.count < count {
            let section = LayoutOrder.Section(rawValue: random.int(in: 0...5))!
            keys.insert(LayoutOrder(section, random.int(in: 0...(count / 2 + 1)), random.int(in: 0...3)))
        }
        return keys.sorted()
    }

    @Test("Random changes answer like two dictionaries", arguments: 0..<40 as Range<UInt64>)
    func matchesDictionaries(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Few keys for some seeds (dense reuse of slots), many for others (growth).
        let pool = Self.keys(seed.isMultiple(of: 2) ? 12 : 400, &random)
        let view = View("v")
        let source = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        let other = LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, constant: 2)
        let compiled = Constraint(LinearExpression(Variable("x")), .equal)
        var table = EngineEntries()
        var twin: [LayoutOrder: LayoutEngine.Entry] = [:]
        if seed % 4 == 1 { table.reserveCapacity(pool.count) }
        for step in 0..<2_000 {
            let position = random.int(in: 0...(pool.count - 1))
            let key = pool[position]
            // Names unique per key (as the engine's are): three spellings (one derived) or none.
            let name: ItemName? = [nil, ItemName("n\(position)"), ItemName("m\(position)"),
                                   ItemName("n\(position)", .heightHugging)][random.int(in: 0...3)]
            switch random.int(in: 0...5) {
            case 0:
                table[key] = nil
                twin[key] = nil
            case 1:
                table.setAccepted(key, true)
                twin[key]?.isAccepted = true
            case 2:
                if let at = table.keys.firstIndex(of: key) {
                    table.refresh(at: at, fixedName: name, source: other)
                    twin[key]?.fixedName = name
                    twin[key]?.source = other
                }
            default:
                let entry = LayoutEngine.Entry(compiled: compiled, source: source, fixedName: name,
                                               isAccepted: random.bool())
                table[key] = entry
                twin[key] = entry
            }
            #expect(table.count == twin.count, "seed \(seed) step \(step)")
            if step % 100 == 0 || step == 1_999 {
                var holders: [String: LayoutOrder] = [:]
                for (key, entry) in twin { if let name = entry.fixedName { holders[name.text] = key } }
                for (index, key) in pool.enumerated() {
                    let (found, expected) = (table[key], twin[key])
                    #expect(found?.fixedName == expected?.fixedName && found?.isAccepted == expected?.isAccepted
                            && found?.source === expected?.source, "seed \(seed) step \(step): \(key)")
                    for name in [ItemName("n\(index)"), ItemName("m\(index)"), ItemName("n\(index)", .heightHugging),
                                 ItemName("n\(index).height.hugging")] {
                        #expect(table.holder(ofName: name) == holders[name.text], "seed \(seed) step \(step): \(name.text)")
                    }
                }
                let pairs = table.map { "\($0.key) \($0.value.fixedName?.text ?? "-") \($0.value.isAccepted)" }
                let expected = twin.map { "\($0.key) \($0.value.fixedName?.text ?? "-") \($0.value.isAccepted)" }
                #expect(pairs.sorted() == expected.sorted(), "seed \(seed) step \(step)")
            }
        }
    }

    @Test("Every key of a full table is found, and none once all are removed in any order")
    func fillAndEmpty() {
        var random = SplitMix64(seed: 7)
        let pool = Self.keys(1_000, &random)
        let view = View("v")
        let source = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        let compiled = Constraint(LinearExpression(Variable("x")), .equal)
        var table = EngineEntries()
        for (index, key) in pool.enumerated() {
            table[key] = LayoutEngine.Entry(compiled: compiled, source: source, fixedName: ItemName("n\(index)"),
                                            isAccepted: false)
        }
        for (index, key) in pool.enumerated() {
            #expect(table[key]?.fixedName?.text == "n\(index)" && table.holder(ofName: ItemName("n\(index)")) == key)
        }
        var order = Array(pool.indices)
        random.shuffle(&order)
        for (removed, index) in order.enumerated() {
            table[pool[index]] = nil
            #expect(table.count == pool.count - removed - 1)
            #expect(table.holder(ofName: ItemName("n\(index)")) == nil)
        }
        #expect(pool.allSatisfy { table[$0] == nil })
    }

    @Test("set(_:for:) answers like the subscript and returns the entry's position", arguments: 0..<8 as Range<UInt64>)
    func setReturnsPosition(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = Self.keys(200, &random)
        let view = View("v")
        let source = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        let compiled = Constraint(LinearExpression(Variable("x")), .equal)
        var table = EngineEntries(), twin = EngineEntries()
        for step in 0..<1_500 {
            let index = random.int(in: 0...(pool.count - 1))
            let key = pool[index]
            if random.int(in: 0...3) == 0 {
                table[key] = nil
                twin[key] = nil
            } else {
                let entry = LayoutEngine.Entry(compiled: compiled, source: source,
                                               fixedName: random.bool() ? ItemName("n\(index)") : nil, isAccepted: random.bool())
                let position = table.set(entry, for: key)
                twin[key] = entry
                #expect(table.keys[position] == key && table.position(of: key) == position, "seed \(seed) step \(step)")
                table.setAccepted(at: position, !entry.isAccepted)
                twin.setAccepted(key, !entry.isAccepted)
            }
            #expect(table.count == twin.count, "seed \(seed) step \(step)")
        }
        for (index, key) in pool.enumerated() {
            #expect(table[key]?.fixedName == twin[key]?.fixedName && table[key]?.isAccepted == twin[key]?.isAccepted)
            #expect(table.holder(ofName: ItemName("n\(index)")) == twin.holder(ofName: ItemName("n\(index)")))
        }
    }
}

extension EngineEntriesTests {
    @Test("appendNew(_:for:) of unique keys answers like the subscript", arguments: 0..<8 as Range<UInt64>)
    func appendNewMatchesSubscript(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pool = random.shuffled(Self.keys(300, &random))
        let view = View("v")
        let source = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        let compiled = Constraint(LinearExpression(Variable("x")), .equal)
        var table = EngineEntries(), twin = EngineEntries()
        if random.bool() { table.reserveCapacity(pool.count) }
        for (index, key) in pool.enumerated() {
            let entry = LayoutEngine.Entry(compiled: compiled, source: source,
                                           fixedName: random.bool() ? ItemName("n\(index)") : nil, isAccepted: false)
            #expect(table.appendNew(entry, for: key) == index)
            twin[key] = entry
        }
        for (index, key) in pool.enumerated() {
            #expect(table.position(of: key) == index && table[key]?.fixedName == twin[key]?.fixedName)
            #expect(table.holder(ofName: ItemName("n\(index)")) == twin.holder(ofName: ItemName("n\(index)")))
        }
    }
}

/// The plan's name check (`LayoutPlan.PlanNames`, a table of positions by FNV-1a) against its
/// naive twin, a `Set<String>` of every name: seeded random implicit names (repeats allowed, as
/// the set merged them) and tree names, few distinct spellings so that repeats are common, and
/// every pair of names over a tiny alphabet.
@Suite("Plan names")
struct PlanNamesTests {
    static func items(_ names: [String]) -> [LayoutPlan.Item] {
        let view = View("v")
        let source = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        let compiled = Constraint(LinearExpression(Variable("x")), .equal)
        return names.enumerated().map { index, name in
            LayoutPlan.Item(nameStem: name, order: LayoutOrder(.explicit, index, 0), source: source, compiled: compiled)
        }
    }

    /// The first tree name refused, as the twin (a set of every name so far) and the table see it.
    static func firstRefused(implicit: [String], explicit: [String]) -> (twin: Int?, table: Int?) {
        var set = Set(implicit)
        let twin = explicit.firstIndex { !set.insert($0).inserted }
        var items = items(implicit)
        var names = LayoutPlan.PlanNames(items, capacity: implicit.count + explicit.count)
        var table: Int?
        for (index, name) in explicit.enumerated() {
            guard names.insert(name, at: items.count, of: items) else {
                table = index
                break
            }
            items += Self.items([name])
        }
        return (twin, table)
    }

    @Test("Seeded random names are refused where a set refuses them", arguments: 0..<60 as Range<UInt64>)
    func matchesSet(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let spellings = random.int(in: 1...(seed.isMultiple(of: 3) ? 40 : 4_000))
        // Every fifth seed also spells names that are not ASCII, canonically equivalent in pairs.
        let kinds = seed.isMultiple(of: 5) ? 5 : 3
        let name = { (random: inout SplitMix64) in
            ["v\(random.int(in: 0...spellings)).width.hugging", "c\(random.int(in: 0...spellings))", "",
             "root.\(random.int(in: 0...spellings))", "\u{E9}\(random.int(in: 0...spellings))",
             "e\u{301}\(random.int(in: 0...spellings))"][random.int(in: 0...kinds)]
        }
        let implicit = (0..<random.int(in: 0...300)).map { _ in name(&random) }
        let explicit = (0..<random.int(in: 0...300)).map { _ in name(&random) }
        let (twin, table) = Self.firstRefused(implicit: implicit, explicit: explicit)
        #expect(twin == table, "seed \(seed)")
    }

    @Test("Every pair of short names over a tiny alphabet")
    func exhaustivePairs() {
        let alphabet = ["", "a", "b", "a.b", "ab", "é", "e\u{301}", "K", "\u{212A}"]
        for first in alphabet {
            for second in alphabet {
                for third in alphabet {
                    let (twin, table) = Self.firstRefused(implicit: [first], explicit: [second, third])
                    #expect(twin == table, "\(first) \(second) \(third)")
                }
            }
        }
    }
}
