/// A table, as UIKit's `UITableView`: a scroll view that lays itself out like any view. Its
/// rows are not made or laid out here: nothing calls the data source (a test makes a cell
/// itself and lays it out at the table's width), and ``dequeueReusableCell(withIdentifier:for:)``
/// can make only plain cells (docs/UIKit.md, "Tables and collections").
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// UIKit's marker for a height worked out from the content.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var cellLayoutMarginsFollowReadableWidth = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var backgroundView: UIView?
    /// Kept, not added to the tree (UIKit places them above and below the rows by their frames).
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    public private(set) var indexPathsForSelectedRows: [IndexPath]?
    private var cellClasses: [String: AnyClass] = [:]
    private var headerFooterClasses: [String: AnyClass] = [:]
    /// How many times ``reloadData()`` was called (a test can check a controller reloads).
    public private(set) var reloadCount = 0

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// Kept: the identifier is registered, and dequeuing it reports that nibs are not loaded.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = nib.map { _ in UINib.self }
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = nib.map { _ in UINib.self }
    }

    /// A plain cell for a registered identifier. Without the Objective-C runtime a class cannot be
    /// made from its metatype unless its initializer is `required`, which UIKit's is not: a
    /// registered subclass is reported as a `misuse` finding and a plain cell comes back (a
    /// test makes its own cells). An unregistered identifier is UIKit's exception, reported.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reportUnmadeClass(cellClasses[identifier], identifier: identifier,
                          method: "dequeueReusableCellWithIdentifier:forIndexPath:")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Nil when the identifier is not registered, as UIKit's; else as the `for:` form.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard cellClasses[identifier] != nil else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard headerFooterClasses[identifier] != nil else { return nil }
        return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    private func reportUnmadeClass(_ registered: AnyClass?, identifier: String, method: String) {
        if registered == nil {
            UIKitConsole.report(.misuse, "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
                + "reason: 'unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                + "for the identifier' (-[UITableView \(method)])", about: self)
        } else if registered == UINib.self {
            UIKitConsole.report(.misuse, "LayoutBenchUIKit: -[UITableView \(method)] cannot load the nib registered "
                + "for \(identifier): nibs are not loaded here; a plain UITableViewCell is returned. Make the cell "
                + "in the test.", about: self)
        } else if let registered, registered != UITableViewCell.self {
            UIKitConsole.report(.misuse, "LayoutBenchUIKit: -[UITableView \(method)] cannot make a \(registered) "
                + "without the Objective-C runtime; a plain UITableViewCell is returned. Make the cell in the test.",
                about: self)
        }
    }

    // MARK: - Rows (the data source is not asked; these are kept or answered from it when set)

    public func reloadData() { reloadCount += 1 }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    public func beginUpdates() {}
    public func endUpdates() {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// No cells are visible here.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    public var visibleCells: [UITableViewCell] { [] }
    public var indexPathsForVisibleRows: [IndexPath]? { [] }
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return indexPathsForSelectedRows = nil }
        indexPathsForSelectedRows = allowsMultipleSelection ? (indexPathsForSelectedRows ?? []) + [indexPath] : [indexPath]
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedRows?.removeAll { $0 == indexPath }
        if indexPathsForSelectedRows?.isEmpty == true { indexPathsForSelectedRows = nil }
    }

    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}

/// The rows a table shows. Only the two required methods have no default, as in UIKit.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// A table's delegate; every method is optional (a default here) and nothing calls them.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
}

/// A section header or footer, with a ``contentView`` that fills it (as a cell's).
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public let reuseIdentifier: String?
    public private(set) lazy var textLabel: UILabel? = makeLabel()
    public private(set) lazy var detailTextLabel: UILabel? = makeLabel()
    open var backgroundView: UIView?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    private func makeLabel() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }
}

/// A controller whose view is a table, as UIKit's `UITableViewController`.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableViewStyle: UITableView.Style
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The root view, a table (made by ``loadView()``).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: tableViewStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    // UIKit's controller implements these, so subclasses `override` them; each does what the
    // protocol's default does.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
}
