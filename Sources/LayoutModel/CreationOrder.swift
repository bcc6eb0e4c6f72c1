import Synchronization

/// A process-wide counter that stamps views and constraints as they are created.
///
/// Creation order is layout order: the implicit constraints of views, and the constraints
/// themselves, enter the solver in the order their objects were made (a case file makes them in
/// file order). Order decides which required constraint breaks when they conflict.
enum CreationOrder {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}
