import LayoutBenchUIKit

extension ExampleViews {
    /// The third round's corpus views (lazy closures, helpers and loops, toggled constraints,
    /// nested stacks, a subtitle cell, a collection controller, a keyboard-avoiding form, the
    /// item API and visual format, a trait-adaptive row), made as `CorpusRoundThreeTests` makes them.
    static let corpusRoundThree: [ExampleView] = [
        ExampleView(name: "ProductTileView") { sized(ProductTileView(product: .espressoCup), 160, 220) },
        ExampleView(name: "KeypadView") { KeypadView(frame: CGRect(x: 0, y: 0, width: 280, height: 248)) },
        ExampleView(name: "CollapsibleSectionView") { fitted(collapsibleSection(), width: 320) },
        ExampleView(name: "OrderSummaryView") { sized(orderSummary(), 320, 200) },
        ExampleView(name: "ContactCell") { fitted(contactCell(), width: 320) },
        ExampleView(name: "PhotoGridViewController") { onScreen(PhotoGridViewController()) },
        ExampleView(name: "LoginViewController") { onScreen(LoginViewController(notificationCenter: NotificationCenter())) },
        ExampleView(name: "VideoHeaderView") { VideoHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 300)) },
        ExampleView(name: "AdaptiveProfileView") { fitted(adaptiveProfile(), width: 375) },
        ExampleView(name: "ContactsListViewController") { onScreen(ContactsListViewController()) },
    ]
}

extension Product {
    static let espressoCup = Product(name: "Espresso cup", price: "$12.50", imageName: "cup", isNew: true)
}

/// A section whose body is 15 × "word" in 14 points.
func collapsibleSection() -> CollapsibleSectionView {
    let section = CollapsibleSectionView()
    section.bodyLabel.text = Array(repeating: "word", count: 15).joined(separator: " ")
    return section
}

/// Coffee $3 and Bagel $2, a discount of -$1 and a total of $4.
func orderSummary() -> OrderSummaryView {
    OrderSummaryView(items: [("Coffee", "$3"), ("Bagel", "$2")], discount: "-$1", total: "$4")
}

func contactCell() -> ContactCell {
    let cell = ContactCell(style: .default, reuseIdentifier: ContactCell.reuseIdentifier)
    cell.configure(name: "Ada Lovelace", email: "ada@example.com")
    return cell
}

func adaptiveProfile() -> AdaptiveProfileView {
    let profile = AdaptiveProfileView()
    profile.nameLabel.text = "Grace Hopper"
    profile.bioLabel.text = "Swift and Auto Layout"
    return profile
}
