import Synchronization

/// A process-wide counter for ``ObjectAddress``.
enum AddressCounter {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}
