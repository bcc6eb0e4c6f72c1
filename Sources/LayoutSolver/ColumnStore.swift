/// Every symbol's column — the basic symbols whose rows may have a cell for it — in one pool: a
/// singly linked list of entries per symbol, with freed nodes reused, so that columns cost no
/// allocation of their own (a tableau has a column per symbol, most of them a few entries long).
///
/// Entries are only appended and removed in bulk; which of them are current is the tableau's
/// business (see ``Tableau``'s lazy columns).
struct ColumnStore {
    /// Per symbol id: the first node of its list, or -1.
    private var head: [Int32] = []
    /// Per symbol id: the entries in its list.
    private var length: [Int32] = []
    /// Per node: the basic symbol id it lists.
    private var entry: [Int32] = []
    /// Per node: the next node of the same list (or of the free list), or -1.
    private var next: [Int32] = []
    /// The first free node, or -1.
    private var freeNode: Int32 = -1

    /// Makes room for a column per symbol id up to `count` (exclusive).
    mutating func reserveSymbols(_ count: Int) {
        head.reserveCapacity(count)
        length.reserveCapacity(count)
    }

    /// Adds an empty column for a new symbol id (the next one).
    mutating func appendSymbol() {
        head.append(-1)
        length.append(0)
    }

    /// The number of entries of `symbol`'s column, stale ones included.
    @inline(__always) func count(_ symbol: Int) -> Int { Int(length[symbol]) }

    /// Adds `basic` in front of `symbol`'s column.
    @inline(__always) mutating func append(_ basic: Int32, to symbol: Int) {
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = next[Int(node)]
            entry[Int(node)] = basic
            next[Int(node)] = head[symbol]
        } else {
            node = Int32(entry.count)
            entry.append(basic)
            next.append(head[symbol])
        }
        head[symbol] = node
        length[symbol] += 1
    }

    /// Calls `body` with every entry of `symbol`'s column (most recent first).
    @inline(__always) func forEach(_ symbol: Int, _ body: (Int32) -> Void) {
        var node = head[symbol]
        while node >= 0 {
            body(entry[Int(node)])
            node = next[Int(node)]
        }
    }

    /// Detaches `symbol`'s column and returns its first node; walk it with ``entry(at:)`` and
    /// ``node(after:)``, then give it back with ``free(from:)``. Appends made in the meantime
    /// never reuse its nodes.
    mutating func detach(_ symbol: Int) -> Int32 {
        let first = head[symbol]
        head[symbol] = -1
        length[symbol] = 0
        return first
    }

    @inline(__always) func entry(at node: Int32) -> Int32 { entry[Int(node)] }
    @inline(__always) func node(after node: Int32) -> Int32 { next[Int(node)] }

    /// Puts a detached list, starting at `first`, on the free list.
    mutating func free(from first: Int32) {
        var node = first
        while node >= 0 {
            let following = next[Int(node)]
            next[Int(node)] = freeNode
            freeNode = node
            node = following
        }
    }

    /// Empties `symbol`'s column.
    mutating func removeAll(_ symbol: Int) {
        free(from: detach(symbol))
    }

    /// Keeps only the entries of `symbol`'s column for which `keep` holds, in their order.
    mutating func retain(_ symbol: Int, where keep: (Int32) -> Bool) {
        var previous: Int32 = -1
        var node = head[symbol]
        var kept: Int32 = 0
        while node >= 0 {
            let following = next[Int(node)]
            if keep(entry[Int(node)]) {
                previous = node
                kept += 1
            } else {
                if previous >= 0 { next[Int(previous)] = following } else { head[symbol] = following }
                next[Int(node)] = freeNode
                freeNode = node
            }
            node = following
        }
        length[symbol] = kept
    }
}
