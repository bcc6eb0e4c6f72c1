/// The value `storage` holds, or one `make` makes and `storage` keeps from now on: a part of an
/// object made on first use whose absence stays observable (unlike `lazy var`), so that readers
/// and `deinit` can skip it while it was never needed.
@inlinable @inline(__always)
public func madeOnFirstUse<Value>(_ storage: inout Value?, _ make: () -> Value) -> Value {
    if let value = storage { return value }
    let value = make()
    storage = value
    return value
}
