import LayoutTestSupport
import LayoutCore
import LayoutModel
import LayoutSolver

// Typical UIKit view code, nearly line for line. Label texts become intrinsic sizes:
// name 80 × 20, title 120 × 16, phone 100 × 16, email 150 × 16; at font size 10 (Junior) every
// label is 12 tall.

// MARK: - Business cards

final class BusinessCardComponents {
    let photoImageView = View("photo")
    let nameLabel = label("name", width: 80, height: 20)
    let titleLabel = label("title", width: 120, height: 16)
    let emailLabel = label("email", width: 150, height: 16)
    let phoneLabel = label("phone", width: 100, height: 16)
}

final class SeniorBusinessCardView: View {
    private let businessCardComponents: BusinessCardComponents
    private let imageHeight: Double = 100
    private let defaultMargin: Double = 5

    init(businessCardComponents: BusinessCardComponents) {
        self.businessCardComponents = businessCardComponents
        super.init("card")
        setupViewHierarchy()
        setupConstraints()
    }

    private func setupViewHierarchy() {
        addSubview(businessCardComponents.photoImageView)
        addSubview(businessCardComponents.nameLabel)
        addSubview(businessCardComponents.titleLabel)
        addSubview(businessCardComponents.phoneLabel)
        addSubview(businessCardComponents.emailLabel)
    }

    private func setupConstraints() {
        businessCardComponents.photoImageView
            .topAnchor(equalTo: topAnchor)
            .leadingAnchor(equalTo: leadingAnchor)
            .trailingAnchor(equalTo: trailingAnchor)
            .heightAnchor(equalTo: imageHeight)

        businessCardComponents.nameLabel
            .topAnchor(equalTo: businessCardComponents.photoImageView.bottomAnchor, constant: defaultMargin)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)

        businessCardComponents.titleLabel
            .topAnchor(equalTo: businessCardComponents.nameLabel.bottomAnchor, constant: defaultMargin)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)

        businessCardComponents.phoneLabel
            .topAnchor(equalTo: businessCardComponents.titleLabel.bottomAnchor, constant: defaultMargin)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)

        businessCardComponents.emailLabel
            .topAnchor(equalTo: businessCardComponents.phoneLabel.bottomAnchor, constant: defaultMargin)
            .bottomAnchor(equalTo: bottomAnchor)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)
    }
}

final class FullBusinessCardView: View {
    private let businessCardComponents: BusinessCardComponents
    private let imageSize: Double = 80
    private let defaultMargin: Double = 5

    private let rightContentContainer = View("rightContentContainer")

    init(businessCardComponents: BusinessCardComponents) {
        self.businessCardComponents = businessCardComponents
        super.init("card")
        setupViewHierarchy()
        setupConstraints()
    }

    private func setupViewHierarchy() {
        addSubview(businessCardComponents.photoImageView)
        addSubview(rightContentContainer)
        rightContentContainer.addSubview(businessCardComponents.nameLabel)
        rightContentContainer.addSubview(businessCardComponents.titleLabel)
        rightContentContainer.addSubview(businessCardComponents.emailLabel)
        rightContentContainer.addSubview(businessCardComponents.phoneLabel)
    }

    private func setupConstraints() {
        businessCardComponents.photoImageView
            .topAnchor(equalTo: topAnchor)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .widthAnchor(equalTo: imageSize)
            .heightAnchor(equalTo: imageSize)

        rightContentContainer
            .topAnchor(equalTo: businessCardComponents.photoImageView.topAnchor)
            .heightAnchor(equalTo: imageSize)
            .leadingAnchor(equalTo: businessCardComponents.photoImageView.trailingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)

        businessCardComponents.nameLabel
            .topAnchor(equalTo: rightContentContainer.topAnchor)
            .leadingAnchor(equalTo: rightContentContainer.leadingAnchor)
            .trailingAnchor(equalTo: rightContentContainer.trailingAnchor)

        businessCardComponents.titleLabel
            .topAnchor(equalTo: businessCardComponents.nameLabel.bottomAnchor)
            .leadingAnchor(equalTo: rightContentContainer.leadingAnchor)
            .trailingAnchor(equalTo: rightContentContainer.trailingAnchor)

        businessCardComponents.phoneLabel
            .topAnchor(equalTo: businessCardComponents.titleLabel.bottomAnchor)
            .leadingAnchor(equalTo: rightContentContainer.leadingAnchor)
            .trailingAnchor(equalTo: rightContentContainer.trailingAnchor)

        businessCardComponents.emailLabel
            .topAnchor(equalTo: businessCardComponents.phoneLabel.bottomAnchor)
            .leadingAnchor(equalTo: rightContentContainer.leadingAnchor)
            .trailingAnchor(equalTo: rightContentContainer.trailingAnchor)
    }
}

final class JuniorBusinessCardView: View {
    private let businessCardComponents: BusinessCardComponents
    private let imageSize: Double = 50
    private let defaultMargin: Double = 5
    private let defaultFontSize: Double = 10

    private let stackContentContainer: StackView = {
        let stack = StackView("stackContentContainer")
        stack.axis = .vertical
        return stack
    }()

    init(businessCardComponents: BusinessCardComponents) {
        self.businessCardComponents = businessCardComponents
        super.init("card")
        setupViewHierarchy()
        setupConstraints()
        setupTextFonts()
    }

    private func setupViewHierarchy() {
        addSubview(businessCardComponents.photoImageView)
        addSubview(stackContentContainer)
        stackContentContainer.addArrangedSubview(businessCardComponents.nameLabel)
        stackContentContainer.addArrangedSubview(businessCardComponents.titleLabel)
        stackContentContainer.addArrangedSubview(businessCardComponents.emailLabel)
        stackContentContainer.addArrangedSubview(businessCardComponents.phoneLabel)
    }

    private func setupConstraints() {
        businessCardComponents.photoImageView
            .topAnchor(equalTo: topAnchor)
            .leadingAnchor(equalTo: leadingAnchor, constant: defaultMargin)
            .widthAnchor(equalTo: imageSize)
            .heightAnchor(equalTo: imageSize)

        stackContentContainer
            .topAnchor(equalTo: businessCardComponents.photoImageView.topAnchor)
            .leadingAnchor(equalTo: businessCardComponents.photoImageView.trailingAnchor, constant: defaultMargin)
            .trailingAnchor(equalTo: trailingAnchor, constant: defaultMargin)
            .bottomAnchor(equalTo: businessCardComponents.photoImageView.bottomAnchor)
    }

    /// `.systemFont(ofSize: 10)`: every label's text becomes 12 points tall.
    private func setupTextFonts() {
        [businessCardComponents.nameLabel,
         businessCardComponents.titleLabel,
         businessCardComponents.emailLabel,
         businessCardComponents.phoneLabel].forEach { $0.intrinsicContentSize.height = defaultFontSize + 2 }
    }
}

// MARK: - PlayerCell
// Texts: song 140 × 19, album 100 × 16, duration 40 × 17; the play icon is 36 × 36.

/// "Example from project A": anchors and `addSubview(_:withConstraints:)`.
final class AnchorPlayerCell: View {
    let playImageView = View("play")
    let songNameLabel = label("song", width: 140, height: 19)
    let albumNameLabel = label("album", width: 100, height: 16)
    let durationLabel = label("duration", width: 40, height: 17)

    private enum Constants {
        static let height: Double = 64
        static let stateImageSize = Size(width: 36, height: 36)
    }

    init() {
        super.init("cell")
        commonSetup()
    }

    private func commonSetup() {
        setupView()
        setupPlayImageView()
        setupSongNameLabel()
        setupAlbumNameLabel()
        setupDurationLabel()
    }

    private func setupView() {
        LayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: Constants.height).withPriority(.almostRequired),
        ])
    }

    private func setupPlayImageView() {
        addSubview(playImageView, withConstraints: [
            playImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            playImageView.heightAnchor.constraint(equalToConstant: Constants.stateImageSize.height),
            playImageView.widthAnchor.constraint(equalToConstant: Constants.stateImageSize.width),
        ])
    }

    private func setupSongNameLabel() {
        addSubview(songNameLabel, withConstraints: [
            songNameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 14),
            songNameLabel.leadingAnchor.constraint(equalTo: playImageView.trailingAnchor, constant: 16),
        ])
    }

    private func setupAlbumNameLabel() {
        addSubview(albumNameLabel, withConstraints: [
            albumNameLabel.leadingAnchor.constraint(equalTo: playImageView.trailingAnchor, constant: 16),
            albumNameLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14),
        ])
    }

    private func setupDurationLabel() {
        durationLabel.setContentCompressionResistancePriority(
            .prioritizedCompressionResistance,
            for: .horizontal)

        addSubview(durationLabel, withConstraints: [
            durationLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            durationLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: songNameLabel.trailingAnchor,
                constant: 8),
            durationLabel.leadingAnchor.constraint(
                greaterThanOrEqualTo: albumNameLabel.trailingAnchor,
                constant: 8),
            durationLabel.trailingAnchor.constraint(
                equalTo: trailingAnchor,
                constant: -24),
        ])
    }
}

/// "Compare with StackView": `setupWithStackView()`, with the cell's height from `setupView()`.
/// The play image view shows a 36 × 36 icon; `UIView()` is the spacer.
final class StackPlayerCell: View {
    let playImageView = label("play", width: 36, height: 36)
    let songNameLabel = label("song", width: 140, height: 19)
    let albumNameLabel = label("album", width: 100, height: 16)
    let durationLabel = label("duration", width: 40, height: 17)
    let spacer = View("spacer")
    private(set) var lablesStackView: StackView!
    private(set) var stackView: StackView!

    init() {
        super.init("cell")
        durationLabel.setContentCompressionResistancePriority(.prioritizedCompressionResistance, for: .horizontal)
        LayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 64).withPriority(.almostRequired),
        ])
        setupWithStackView()
    }

    func setupWithStackView() {
        let lablesStackView = StackView("labels", arrangedSubviews: [songNameLabel, albumNameLabel])
        lablesStackView.axis = .vertical
        lablesStackView.alignment = .leading

        let stackView = StackView("stack", arrangedSubviews: [playImageView, lablesStackView, spacer, durationLabel])
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.setCustomSpacing(0, after: lablesStackView)
        addSubview(stackView, withEdgeInsets: .init(top: 8, left: 16, bottom: 8, right: 24))
        self.lablesStackView = lablesStackView
        self.stackView = stackView
    }
}
