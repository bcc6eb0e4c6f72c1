import Foundation

/// UIKit's table and collection index paths (Foundation on Linux lacks these members).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The second index (0 when there is none, where UIKit traps: no crash here).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    public var item: Int {
        get { row }
        set { row = newValue }
    }
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
}
