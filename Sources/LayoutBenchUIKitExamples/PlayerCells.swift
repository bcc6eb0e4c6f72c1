// The UIKit-in-code cookbook of seeds/004 (UpTech): its helpers and the three PlayerCell versions,
// as written there, with the edits one Swift module forces: `import UIKit` became
// `import LayoutBenchUIKit`, and the three cells, all `PlayerCell` in the cookbook, are
// `PlayerCellA`, `PlayerCellY` and `PlayerCellG` (projects A, Y and G). The app's own types the
// cookbook uses without showing them are stubbed in AppStubs.swift.
import LayoutBenchUIKit

// MARK: - PlayerCell

final class PlayerCellA: UITableViewCell {

  // MARK: - Private Properties

  private let playImageView = UIImageView()
  private let songNameLabel = UILabel()
  private let albumNameLabel = UILabel()
  private let durationLabel = UILabel()

  // MARK: - Lifecycle

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    commonSetup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonSetup()
  }

  // MARK: - Accessible Methods

  func render(props: Props) {
    songNameLabel.text = props.songName
    albumNameLabel.text = props.albumName
    durationLabel.text = props.duration
  }

  // MARK: - Private Methods

  private func commonSetup() {
    setupView()
    setupPlayImageView()
    setupSongNameLabel()
    setupAlbumNameLabel()
    setupDurationLabel()
  }

  private func setupView() {
    selectionStyle = .none
    backgroundColor = .white

    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: Constants.height).withPriority(.almostRequired),
    ])
  }

  private func setupPlayImageView() {
    playImageView.contentMode = .center
    playImageView.backgroundColor = .systemPink
    playImageView.image = Asset.iconPlay.image
    playImageView.tintColor = .white
    playImageView.layer.cornerRadius = Constants.stateImageSize.height / 2
    playImageView.clipsToBounds = true

    addSubview(playImageView, withConstraints: [
      playImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
      playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      playImageView.heightAnchor.constraint(equalToConstant: Constants.stateImageSize.height),
      playImageView.widthAnchor.constraint(equalToConstant: Constants.stateImageSize.width),
    ])
  }

  private func setupSongNameLabel() {
    songNameLabel.lineBreakMode = .byTruncatingMiddle
    songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)

    addSubview(songNameLabel, withConstraints: [
      songNameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 14),
      songNameLabel.leadingAnchor.constraint(equalTo: playImageView.trailingAnchor, constant: 16),
    ])
  }

  private func setupAlbumNameLabel() {
    albumNameLabel.lineBreakMode = .byTruncatingTail
    albumNameLabel.font = .systemFont(ofSize: 13, weight: .light)

    addSubview(albumNameLabel, withConstraints: [
      albumNameLabel.leadingAnchor.constraint(equalTo: playImageView.trailingAnchor, constant: 16),
      albumNameLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -14),
    ])
  }

  private func setupDurationLabel() {
    durationLabel.setContentCompressionResistancePriority(
      .prioritizedCompressionResistance,
      for: .horizontal)
    durationLabel.font = .systemFont(ofSize: 14, weight: .semibold)

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

// MARK: - Declarations

extension PlayerCellA {

  struct Props {
    let songName: String
    let albumName: String
    let duration: String
  }

  private enum Constants {
    static let height: CGFloat = 64
    static let stateImageSize = CGSize(width: 36, height: 36)
  }
}



final class PlayerCellY: UITableViewCell {

  struct Props: Equatable {
    let songName: String
    let albumName: String
    let duration: String
  }

  private struct Constants {
    static let imageSize: CGFloat = 36
  }

  private let playImageView = UIImageView()
  private let songNameLabel = UILabel()
  private let albumNameLabel = UILabel()
  private let durationLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setup()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setup() {

    selectionStyle = .none
    backgroundColor = .white

    playImageView.image = Asset.iconPlay.image
    playImageView.backgroundColor = .systemPink
    playImageView.roundCornersContinuosly(radius: Constants.imageSize / 2)
    playImageView.clipsToBounds = true
    songNameLabel.lineBreakMode = .byTruncatingMiddle
    songNameLabel.font = .systemFont(ofSize: 16, weight: .bold)
    albumNameLabel.lineBreakMode = .byTruncatingTail
    albumNameLabel.font = .systemFont(ofSize: 13, weight: .light)
    durationLabel.setContentCompressionResistancePriority(
      .prioritizedCompressionResistance,
      for: .horizontal)
    durationLabel.font = .systemFont(ofSize: 14, weight: .semibold)

    let lablesStackView = UIStackView(arrangedSubviews: [songNameLabel, albumNameLabel])
    lablesStackView.axis = .vertical
    lablesStackView.alignment = .leading

    let stackView = UIStackView(arrangedSubviews: [playImageView, lablesStackView, UIView(), durationLabel])
    stackView.alignment = .center
    stackView.spacing = 8
    stackView.setCustomSpacing(0, after: lablesStackView)
    addSubview(stackView, withEdgeInsets: .init(top: 8, left: 8, bottom: 8, right: 8))
  }

  func render(props: Props) {
    songNameLabel.text = props.songName
    albumNameLabel.text = props.albumName
    durationLabel.text = props.duration
  }
}



final class PlayerCellG: UITableViewCell {

  private lazy var playImage: UIImageView = {
    let image = UIImage(imageLiteralResourceName: "play")
    let view = UIImageView(image: image)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = .systemPink
    view.layer.cornerRadius = 18
    view.clipsToBounds = true
    return view
  }()
  private lazy var textContainer: UIStackView = {
    let sv = UIStackView()
    sv.axis = .vertical
    sv.spacing = 4.0
    sv.translatesAutoresizingMaskIntoConstraints = false
    return sv
  }()
  private lazy var songName: UILabel = {
    let lbl = UILabel()
    lbl.lineBreakMode = .byTruncatingMiddle
    lbl.font = .systemFont(ofSize: 16, weight: .bold)
    lbl.translatesAutoresizingMaskIntoConstraints = false
    return lbl
  }()
  private lazy var albumName: UILabel = {
    let lbl = UILabel()
    lbl.lineBreakMode = .byTruncatingTail
    lbl.font = .systemFont(ofSize: 13, weight: .light)
    lbl.translatesAutoresizingMaskIntoConstraints = false
    return lbl
  }()
  private lazy var duration: UILabel = {
    let lbl = UILabel()
    lbl.setContentCompressionResistancePriority(
      .prioritizedCompressionResistance,
      for: .horizontal)
    lbl.font = .systemFont(ofSize: 14, weight: .semibold)
    lbl.translatesAutoresizingMaskIntoConstraints = false
    return lbl
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUpViews()
    setUpConstraints()
  }

  required public init?(coder aDecoder: NSCoder) {
    let msg = "\(String(describing: type(of: self))) cannot be used with a nib file"
    GAssertionFailure(msg)
    fatalError(msg)
  }

  func configure(songName: String, albumName: String, duration: String) {
    self.songName.text = songName
    self.albumName.text = albumName
    self.duration.text = duration
  }

  private func setUpViews() {
    contentView.addSubview(playImage)
    contentView.addSubview(textContainer)
      textContainer.addArrangedSubview(songName)
      textContainer.addArrangedSubview(albumName)
    contentView.addSubview(duration)
  }

  private func setUpConstraints() {
    var constraints = [NSLayoutConstraint]()
    let inset: CGFloat = 16.0
    constraints += [
      playImage.heightAnchor.constraint(equalToConstant: 36.0),
      playImage.widthAnchor.constraint(equalTo: playImage.heightAnchor),
      playImage.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      playImage.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      playImage.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -1.0 * inset)
    ]
    constraints += [
      textContainer.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      textContainer.leadingAnchor.constraint(equalTo: playImage.trailingAnchor, constant: inset),
      textContainer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -1.0 * inset)
    ]
    constraints += [
      duration.centerYAnchor.constraint(equalTo: textContainer.centerYAnchor),
      duration.leadingAnchor.constraint(equalTo: textContainer.trailingAnchor, constant: inset),
      duration.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1.0 * inset)
    ]
    NSLayoutConstraint.activate(constraints)
  }

}
