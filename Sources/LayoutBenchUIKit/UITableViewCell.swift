/// A table row, as UIKit's `UITableViewCell`: 320 × 44 when made, with a ``contentView`` that
/// fills it (autoresizing, as UIKit's) and 16-point side margins.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public let contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    public let reuseIdentifier: String?
    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpContentView()
    }

    public override init(frame: CGRect) {
        reuseIdentifier = nil
        super.init(frame: frame)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    open func prepareForReuse() {}
}

/// The view a cell's content goes in.
public final class UITableViewCellContentView: UIView {}

/// A collection item, as UIKit's `UICollectionViewCell`, with a ``contentView`` that fills it.
open class UICollectionViewCell: UIView {
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    open func prepareForReuse() {}
}
