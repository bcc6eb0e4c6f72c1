// A video header from the older APIs (issue 21's corpus, round three; written here, copied from
// none): the player's aspect ratio as `NSLayoutConstraint(item:attribute:.width…toItem:
// attribute:.height…multiplier:)`, a cap on its height against the header's, and captions from
// visual format strings with an optional leading gap (`-(>=8@750)-`) and equal widths (`(==…)`).
import LayoutBenchUIKit

final class VideoHeaderView: UIView {
    let playerView = UIView()
    let captionLabel = UILabel()
    let durationLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        playerView.backgroundColor = .black
        captionLabel.text = "Sunset"
        captionLabel.font = .systemFont(ofSize: 15)
        durationLabel.text = "4:05"
        durationLabel.font = .systemFont(ofSize: 13)
        durationLabel.textAlignment = .right
        let views: [String: Any] = ["player": playerView, "caption": captionLabel, "duration": durationLabel]
        for case let view as UIView in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[player]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=8@750)-[caption(==duration)]-|",
                                                      options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[duration]-|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[player]-gap-[caption]-4-[duration]",
                                                      options: [], metrics: ["gap": 8], views: views)
        constraints.append(NSLayoutConstraint(item: playerView, attribute: .width, relatedBy: .equal,
                                              toItem: playerView, attribute: .height, multiplier: 16.0 / 9.0, constant: 0))
        constraints.append(NSLayoutConstraint(item: playerView, attribute: .height, relatedBy: .lessThanOrEqual,
                                              toItem: self, attribute: .height, multiplier: 0.8, constant: 0))
        addConstraints(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
