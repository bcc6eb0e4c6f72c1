/// A table row, as UIKit's `UITableViewCell`: 320 × 44 when made, with a ``contentView`` that
/// fills it (autoresizing, as UIKit's) and 16-point side margins.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public let contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    public let reuseIdentifier: String?
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var editingAccessoryType = AccessoryType.none
    /// Kept; not added beside the content view here (UIKit narrows the content view for it).
    open var accessoryView: UIView?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    /// The built-in styles' labels and image, made on first use and added to ``contentView``;
    /// they translate their frames and are not placed here (UIKit places them in its private
    /// `layoutSubviews` by the cell's style; docs/UIKit.md).
    open lazy var textLabel: UILabel? = addedToContent(UILabel())
    open lazy var detailTextLabel: UILabel? = addedToContent(UILabel())
    open lazy var imageView: UIImageView? = addedToContent(UIImageView())

    /// The built-in style it was made with (UIKit keeps it privately; ``defaultContentConfiguration()`` reads it).
    let style: CellStyle
    /// Kept (list configurations are not laid out here; docs/UIKit.md).
    open var contentConfiguration: UIContentConfiguration?
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Overridable as UIKit's (iOS 14 cells configure themselves here); called by
    /// ``setNeedsUpdateConfiguration()`` at once.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    public func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpContentView()
    }

    public override init(frame: CGRect) {
        style = .default
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
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    private func addedToContent<View: UIView>(_ view: View) -> View {
        contentView.addSubview(view)
        return view
    }
}

/// The view a cell's content goes in.
public final class UITableViewCellContentView: UIView {}

/// A collection item, as UIKit's `UICollectionViewCell`, with a ``contentView`` that fills it.
open class UICollectionViewCell: UICollectionReusableView {
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

    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
}
