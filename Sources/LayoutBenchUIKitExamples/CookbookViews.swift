// The cookbook's other two snippets (seeds/004) grown into whole views the way its rules ask:
// one setup function per subview, constraints in the order top, leading, trailing, bottom;
// centerY, centerX; height, width. `setupCalendarButton()` and `setUpViews()` are the snippets
// as written; the rest is the view a team would write around them.
import LayoutBenchUIKit

// MARK: - DateSwitcherView

/// A date and the buttons that move it, along the view's bottom edge; the calendar button is
/// the snippet's, pinned after the double-next button and 20 from the trailing edge.
final class DateSwitcherView: UIView {

  // MARK: - Private Properties

  private let dateLabel = UILabel()
  private let previousButton = UIButton(type: .system)
  private let nextButton = UIButton(type: .system)
  private let doubleNextButton = UIButton(type: .system)
  private let calendarButton = UIButton(type: .system)

  // MARK: - Lifecycle

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonSetup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonSetup()
  }

  // MARK: - Public Methods

  func render(date: String) {
    dateLabel.text = date
  }

  // MARK: - Private Methods

  private func commonSetup() {
    setupDateLabel()
    setupPreviousButton()
    setupNextButton()
    setupDoubleNextButton()
    setupCalendarButton()
  }

  private func setupDateLabel() {
    dateLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    dateLabel.textColor = .white

    addSubview(dateLabel, withConstraints: [
      dateLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
    ])
  }

  private func setupPreviousButton() {
    setupArrowButton(previousButton, after: dateLabel, image: Asset.arrowLeft.image)
    dateLabel.centerYAnchor.constraint(equalTo: previousButton.centerYAnchor).isActive = true
  }

  private func setupNextButton() {
    setupArrowButton(nextButton, after: previousButton, image: Asset.arrowRight.image)
  }

  private func setupDoubleNextButton() {
    setupArrowButton(doubleNextButton, after: nextButton, image: Asset.arrowDoubleRight.image)
  }

  private func setupArrowButton(_ button: UIButton, after view: UIView, image: UIImage) {
    button.tintColor = .white
    button.setImage(image)

    addSubview(button, withConstraints: [
      button.leadingAnchor.constraint(
        equalTo: view.trailingAnchor,
        constant: 8),
      button.bottomAnchor.constraint(equalTo: bottomAnchor),
      button.heightAnchor.constraint(
        equalToConstant: Constants.ButtonSize.height),
      button.widthAnchor.constraint(
        equalToConstant: Constants.ButtonSize.width),
    ])
  }

  private func setupCalendarButton() {
    calendarButton.backgroundColor = UIColor.white.withAlphaComponent(0.2)
    calendarButton.tintColor = .white
    calendarButton.setImage(Asset.calendar.image)

    addSubview(calendarButton, withConstraints: [
      calendarButton.leadingAnchor.constraint(
        equalTo: doubleNextButton.trailingAnchor,
        constant: 8),
      calendarButton.trailingAnchor.constraint(
        equalTo: trailingAnchor, 
        constant: -20),
      calendarButton.bottomAnchor.constraint(equalTo: bottomAnchor),
      calendarButton.heightAnchor.constraint(
        equalToConstant: Constants.ButtonSize.height),
      calendarButton.widthAnchor.constraint(
        equalToConstant: Constants.ButtonSize.width),
    ])
  }
}

extension DateSwitcherView {
  private enum Constants {
    enum ButtonSize {
      static let width: CGFloat = 44
      static let height: CGFloat = 36
    }
  }
}

// MARK: - PrizeView

/// A won prize: a title, its picture, its name in a tinted container, a claim button and a
/// line of small print, stacked; the hierarchy is the snippet's, indented as it suggests.
final class PrizeView: UIView {

  // MARK: - Private Properties

  private let stackView = UIStackView()
  private let title = UILabel()
  private let imageView = UIImageView()
  private let prizeNameContainer = UIView()
  private let prizeName = UILabel()
  private let button = UIButton(type: .system)
  private let info = UILabel()

  // MARK: - Lifecycle

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpViews()
    setUpConstraints()
    setUpStyle()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpViews()
    setUpConstraints()
    setUpStyle()
  }

  // MARK: - Public Methods

  func render(title: String, prize: String, image: UIImage, info: String) {
    self.title.text = title
    prizeName.text = prize
    imageView.image = image
    self.info.text = info
  }

  // MARK: - Private Methods

  private func setUpViews() {
    addSubview(stackView)
      stackView.addArrangedSubview(title)
      stackView.addArrangedSubview(imageView)
      stackView.addArrangedSubview(prizeNameContainer)
        prizeNameContainer.addSubview(prizeName)
      stackView.addArrangedSubview(button)
      stackView.addArrangedSubview(info)
  }

  private func setUpConstraints() {
    stackView.translatesAutoresizingMaskIntoConstraints = false
    prizeName.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      stackView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      prizeName.topAnchor.constraint(equalTo: prizeNameContainer.topAnchor, constant: 8),
      prizeName.leadingAnchor.constraint(equalTo: prizeNameContainer.leadingAnchor, constant: 12),
      prizeName.trailingAnchor.constraint(equalTo: prizeNameContainer.trailingAnchor, constant: -12),
      prizeName.bottomAnchor.constraint(equalTo: prizeNameContainer.bottomAnchor, constant: -8),
    ])
  }

  private func setUpStyle() {
    stackView.axis = .vertical
    stackView.spacing = 12
    title.font = .systemFont(ofSize: 17, weight: .bold)
    title.textAlignment = .center
    imageView.contentMode = .scaleAspectFit
    prizeNameContainer.backgroundColor = UIColor.systemPink.withAlphaComponent(0.1)
    prizeNameContainer.roundCornersContinuosly(radius: 8)
    prizeName.numberOfLines = 0
    button.setTitle("Claim", for: .normal)
    info.font = .systemFont(ofSize: 13)
    info.textColor = .secondaryLabel
    info.numberOfLines = 0
  }
}
