@testable import CollectionLayout
import LayoutCore
import LayoutGen
import LayoutTestSupport
import Testing

/// The lane against a plain array of slots: the same values after every change, and the binary
/// searches against linear scans.
@Suite("Lane")
struct LaneTests {
    struct Slot: Equatable { var minY, key: Double; var item: Int }

    func expectSame(_ lane: Lane, _ model: [Slot], _ context: String) {
        #expect(lane.count == model.count, "\(context)")
        guard lane.count == model.count else { return }
        for (slot, expected) in model.enumerated() {
            let found = Slot(minY: lane.minY(slot), key: lane.key(slot), item: lane.item(slot))
            if found != expected { Issue.record("\(context): slot \(slot) is \(found), expected \(expected)"); return }
        }
        #expect(lane.lastKey == model.last?.key)
        // Keys at block ends and a sample of the others, and the values just around them.
        let sampled = model.indices.filter { $0 % Lane.blockSize == Lane.blockSize - 1 || $0 % 37 == 0 || $0 == model.count - 1 }
        let targets: [Double] = sampled.flatMap { [model[$0].key - 0.5, model[$0].key, model[$0].key + 0.5] } + [-1, 1e12]
        for y in targets {
            let expected = model.firstIndex { $0.key > y } ?? model.count
            #expect(lane.firstSlot(withKeyAbove: y) == expected, "\(context): first key above \(y)")
        }
        let items: [Int] = [-1, 0] + sampled.map { model[$0].item } + [(model.last?.item ?? -1) + 1]
        for item in items {
            #expect(lane.slotCount(withItemBelow: item) == model.count { $0.item < item }, "\(context): items below \(item)")
        }
    }

    @Test("Random appends, cuts, shifts and growth across blocks", arguments: 0..<12 as Range<UInt64>)
    func randomChanges(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var lane = Lane(), model: [Slot] = []
        for step in 0..<40 {
            switch int(0...9) {
            case 0...3:  // Append a run, crossing block boundaries.
                for _ in 0..<int(1...(Lane.blockSize + 40)) where model.count < 3_000 {
                    let minY = (model.last?.key ?? 0) + Double(int(0...3))
                    let slot = Slot(minY: minY, key: minY + Double(int(0...50)), item: (model.last?.item ?? -1) + int(1...3))
                    lane.append(item: slot.item, minY: slot.minY, key: slot.key)
                    model.append(slot)
                }
            case 4:
                let cut = int(0...model.count)
                lane.removeSlots(from: cut)
                model.removeSubrange(cut...)
            case 5, 6:  // Shift a suffix down (or up by no more than the gap above it).
                guard !model.isEmpty else { continue }
                let slot = int(0...(model.count - 1))
                let gap = slot == 0 ? 0 : model[slot].minY - model[slot - 1].key
                let delta = Double(int(-Int(gap)...40))
                lane.shift(from: slot, by: delta)
                for s in slot..<model.count { model[s].minY += delta; model[s].key += delta }
            default:  // A slot grows or shrinks (not below its top).
                guard !model.isEmpty else { continue }
                let slot = int(0...(model.count - 1))
                let delta = Double(int(-Int(model[slot].key - model[slot].minY)...40))
                lane.grow(slot, by: delta)
                model[slot].key += delta
                for s in (slot + 1)..<model.count { model[s].minY += delta; model[s].key += delta }
            }
            expectSame(lane, model, "seed \(seed), step \(step)")
        }
    }
}
