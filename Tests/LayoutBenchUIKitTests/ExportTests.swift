@testable import LayoutBenchUIKit
import LayoutModel
import LayoutSolver
import Testing

/// Every corpus view's exported case, solved by both strategies, gives the module's frames.
@Suite struct UIKitCaseExportTests {
    static let views: [(String, @Sendable () -> UIView)] = [
        ("SeniorBusinessCardView", { sized(SeniorBusinessCardView(businessCardComponents: cardParts()), 320, 200) }),
        ("FullBusinessCardView", { sized(FullBusinessCardView(businessCardComponents: cardParts()), 320, 80) }),
        ("JuniorBusinessCardView", { sized(JuniorBusinessCardView(businessCardComponents: cardParts()), 320, 50) }),
        ("PlayerCellA", { playerCell(PlayerCellA(style: .default, reuseIdentifier: nil)) }),
        ("PlayerCellY", { sized(playerCell(PlayerCellY(style: .default, reuseIdentifier: nil)), 320, 64) }),
        ("PlayerCellG", { playerCell(PlayerCellG(style: .default, reuseIdentifier: nil)) }),
        ("ForgottenMaskHeaderView", { ForgottenMaskHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64)) }),
    ]

    @Test(arguments: views.map(\.0))
    func theExportedCaseSolvesToTheModulesFrames(_ name: String) throws {
        try expectExportedCaseMatches(try #require(Self.views.first { $0.0 == name }).1(), name: name)
    }

    @Test func viewsAreNamedByTheirProperties() throws {
        let text = sized(SeniorBusinessCardView(businessCardComponents: cardParts()), 320, 200).layoutBenchCase()
        for name in ["\"SeniorBusinessCardView\"", "\"photoImageView\"", "\"nameLabel\"", "\"emailLabel\""] {
            #expect(text.contains(name), "\(name) not in \(text)")
        }
        let cell = UIKitConsole.withSink({ _ in }) { playerCell(PlayerCellG(style: .default, reuseIdentifier: nil)).layoutBenchCase() }
        // Lazy properties are named without Swift's storage prefix.
        #expect(cell.contains("\"songName\"") && cell.contains("\"textContainer\"") && cell.contains("\"contentView\""))
    }
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

func playerCell<Cell: UITableViewCell>(_ cell: Cell) -> Cell {
    for case let label as UILabel in cell.subtree() {
        label.text = ["Yesterday", "Help!", "2:05"][[label.font.pointSize == 16, label.font.pointSize == 13, true]
            .firstIndex(of: true)!]
    }
    return cell
}
