import LayoutBenchUIKit

/// One of the examples' views, made as a test makes it: its texts set, its root at a size,
/// ready for `layoutIfNeeded()`.
public struct ExampleView: Sendable {
    /// The view's type name (`SeniorBusinessCardView`), as bench rows and case files name it.
    public let name: String
    /// Makes a new view each call.
    public let make: @Sendable () -> UIView
}

/// The examples' views, for `bench` and for tests that run over all of them.
public enum ExampleViews {
    /// The seeds' views: the three business cards of seeds/000, and from the cookbook of
    /// seeds/004 the three player cells, the calendar button's date switcher and the prize view.
    public static let seeds: [ExampleView] = [
        ExampleView(name: "SeniorBusinessCardView") {
            sized(SeniorBusinessCardView(businessCardComponents: cardParts()), 320, 200)
        },
        ExampleView(name: "FullBusinessCardView") {
            sized(FullBusinessCardView(businessCardComponents: cardParts()), 320, 80)
        },
        ExampleView(name: "JuniorBusinessCardView") {
            sized(JuniorBusinessCardView(businessCardComponents: cardParts()), 320, 50)
        },
        ExampleView(name: "PlayerCellA") {
            let cell = PlayerCellA(style: .default, reuseIdentifier: nil)
            cell.render(props: .init(songName: "Yesterday", albumName: "Help!", duration: "2:05"))
            return cell
        },
        ExampleView(name: "PlayerCellY") {
            let cell = PlayerCellY(style: .default, reuseIdentifier: nil)
            cell.render(props: .init(songName: "Yesterday", albumName: "Help!", duration: "2:05"))
            return sized(cell, 320, 64)
        },
        ExampleView(name: "PlayerCellG") {
            let cell = PlayerCellG(style: .default, reuseIdentifier: nil)
            cell.configure(songName: "Yesterday", albumName: "Help!", duration: "2:05")
            return cell
        },
        ExampleView(name: "DateSwitcherView") {
            let view = DateSwitcherView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            view.render(date: "May 2024")
            return view
        },
        ExampleView(name: "PrizeView") {
            let view = PrizeView(frame: CGRect(x: 0, y: 0, width: 335, height: PrizeView.heightForExample))
            view.render(title: "You won!", prize: "Two tickets", image: UIImage(size: CGSize(width: 120, height: 80)),
                        info: "Valid until May")
            return view
        },
    ]
}

extension PrizeView {
    /// The example's height, worked out by hand: 16 + title 20 + 12 + image 80 + 12 + name
    /// container (8 + 20 + 8) + 12 + button 30 + 12 + info 16 + 16.
    static let heightForExample: CGFloat = 16 + 20 + 12 + 80 + 12 + 36 + 12 + 30 + 12 + 16 + 16
}

/// The business card's parts with the article's texts.
func cardParts() -> BusinessCardComponents {
    let components = BusinessCardComponents()
    components.nameLabel.text = "Juca"
    components.titleLabel.text = "Desenvolvedor"
    components.phoneLabel.text = "(11) 1111-1111"
    components.emailLabel.text = "oi@juca.com"
    return components
}

func sized<V: UIView>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> V {
    view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return view
}

extension ExampleViews {
    /// The corpus's app-style views that are not seeds (issue 21), made as their tests make
    /// them, for tests that run over all of them (exports solved by both strategies). They are
    /// not bench rows: `bench` lays out ``seeds``.
    public static let corpus: [ExampleView] = [
        ExampleView(name: "MessageCell") { fitted(messageCell(), width: 320) },
        ExampleView(name: "ChatBubbleCell") { fitted(chatBubbleCell(incoming: false), width: 320) },
        ExampleView(name: "SignUpFormViewController") { onScreen(SignUpFormViewController()) },
        ExampleView(name: "ProfileHeaderView") { ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 96)) },
        ExampleView(name: "MarginBannerView") { MarginBannerView(frame: CGRect(x: 0, y: 0, width: 320, height: 120)) },
        ExampleView(name: "OnboardingViewController") { onScreen(OnboardingViewController()) },
        ExampleView(name: "ExpandableCardView") {
            let card = ExpandableCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            card.setExpanded(true, animated: true)
            return card
        },
        ExampleView(name: "ComposerViewController") { onScreen(ComposerViewController()) },
        ExampleView(name: "GradientBadgeView") { GradientBadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 40)) },
        ExampleView(name: "PillBarView") { PillBarView(frame: CGRect(x: 0, y: 0, width: 300, height: 60)) },
        ExampleView(name: "TagListView") {
            let tags = TagListView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
            tags.tags = ["swift", "ios", "layout"]
            return tags
        },
    ] + corpusRoundThree
}

/// A message cell with a name, a time and a 25-word message in a 10-point font.
func messageCell() -> MessageCell {
    let cell = MessageCell(style: .default, reuseIdentifier: MessageCell.reuseIdentifier)
    cell.configure(with: Message(author: "Ada Lovelace", time: "9:41",
                                 text: Array(repeating: "word", count: 25).joined(separator: " ")))
    return cell
}

/// A chat bubble: incoming "On my way", or outgoing 20 words in a 10-point font.
func chatBubbleCell(incoming: Bool) -> ChatBubbleCell {
    let cell = ChatBubbleCell(style: .default, reuseIdentifier: "bubble")
    cell.isIncoming = incoming
    if incoming {
        cell.messageLabel.text = "On my way"
    } else {
        cell.messageLabel.font = .systemFont(ofSize: 10)
        cell.messageLabel.text = Array(repeating: "word", count: 20).joined(separator: " ")
    }
    return cell
}

/// The cell at `width` and the height its content needs, as a self-sizing table row.
func fitted<Cell: UIView>(_ cell: Cell, width: CGFloat) -> Cell {
    let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    cell.frame = CGRect(origin: .zero, size: size)
    return cell
}

/// The controller's view, loaded, on an iPhone's screen: 375 × 667 with a safe area 47 from the
/// top and 34 from the bottom.
func onScreen(_ controller: UIViewController) -> UIView {
    controller.view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return controller.view
}
