import LayoutBenchUIKit
import LayoutCore
import LayoutMeasure
import LayoutModel

/// The UIKit layer's cost: a settings-like screen of `viewCount` views (rows of a container, a
/// title, a detail label and an icon, stacked top to bottom) built and laid out through
/// LayoutBenchUIKit (`uikit`) and the same tree built with LayoutModel directly (`model`, the
/// reference): `screen-initial` builds and lays out from nothing, `screen-resize` switches the
/// width between 375 and 414 and lays out again in place. The ratio of `uikit` to `model` is the
/// layer's overhead (the table's `vs ref`); `screen-resize` against `screen-initial` is what a
/// width change costs, which each `screen-resize` row gives as the CSV column
/// `initial_over_resize` (the same strategy's first layout over its width change, medians).
/// Answers: every view's frame, the same for both.
enum UIKitScenarios {
    static let scenarios = ["screen-build", "screen-initial", "screen-resize"]
    static let strategies = ["model", "uikit"]

    static func measure(viewCount: Int, iterations: Int) -> [BenchMeasurement] {
        let rows = max(1, viewCount / 4)
        var results: [BenchMeasurement] = []
        for strategy in strategies {
            var built: [AnyObject] = []
            let samples = sample(iterations: iterations, scenario: "screen-build") {
                built.append(strategy == "uikit" ? UIKitScreen(rows: rows) : ModelScreen(rows: rows))
            }
            results.append(BenchMeasurement(scenario: "screen-build", strategy: strategy, size: rows * 4, seed: 0,
                                            samples: samples, answers: []))
        }
        for strategy in strategies {
            // One screen per timed iteration and one for the warm-up, built and freed untimed.
            let screens: [(CGFloat) -> [Double]] = (0 ... iterations).map { _ in
                strategy == "uikit" ? UIKitScreen(rows: rows).layOut : ModelScreen(rows: rows).layOut
            }
            var answers: [Double] = []
            var next = 0
            let samples = sample(iterations: iterations, scenario: "screen-initial") {
                answers = screens[next](375)
                next += 1
            }
            results.append(BenchMeasurement(scenario: "screen-initial", strategy: strategy, size: rows * 4, seed: 0,
                                            samples: samples, answers: answers))
        }
        for strategy in strategies {
            let layOut: (CGFloat) -> [Double]
            if strategy == "uikit" {
                let screen = UIKitScreen(rows: rows)
                layOut = screen.layOut
            } else {
                let screen = ModelScreen(rows: rows)
                layOut = screen.layOut
            }
            _ = layOut(375)
            _ = layOut(414)
            var answers: [Double] = []
            var width: CGFloat = 414
            let clock = ContinuousClock()
            var samples = Samples()
            for _ in 0 ..< max(iterations, 2) {
                width = width == 414 ? 375 : 414
                samples.append(clock.measure(scenario: "screen-resize") { answers = layOut(width) })
            }
            var measurement = BenchMeasurement(scenario: "screen-resize", strategy: strategy, size: rows * 4, seed: 0,
                                               samples: samples, answers: answers)
            if let initial = results.first(where: { $0.scenario == "screen-initial" && $0.strategy == strategy }),
               samples.median > 0
            {
                measurement.extra["initial_over_resize"] = String(Int((initial.samples.median / samples.median).rounded()))
            }
            results.append(measurement)
        }
        return results
    }

    /// The answers: x, y, width and height of each view's frame, in one array (the frames are
    /// read inside the timed layout, so no array is made per view).
    static func frameValues<Item>(of views: [Item], frame: (Item) -> Rect) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(4 * views.count)
        for view in views {
            let rect = frame(view)
            values.append(rect.x)
            values.append(rect.y)
            values.append(rect.width)
            values.append(rect.height)
        }
        return values
    }

    /// The texts of row `index`: a title and a detail of lengths that vary with the row.
    static func texts(_ index: Int) -> (title: String, detail: String) {
        (String(repeating: "a", count: 4 + index % 9), String(repeating: "b", count: 2 + index % 5))
    }
}

/// The screen through LayoutBenchUIKit.
private final class UIKitScreen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    private var views: [UIView] = []

    init(rows: Int) {
        var above: UIView?
        for index in 0 ..< rows {
            let row = UIView(), title = UILabel(), detail = UILabel()
            let icon = UIImageView(image: UIImage(size: CGSize(width: 24, height: 24)))
            (title.text, detail.text) = UIKitScenarios.texts(index)
            root.addSubview(row)
            for view in [title, detail, icon] { row.addSubview(view) }
            for view in [row, title, detail, icon] { view.translatesAutoresizingMaskIntoConstraints = false }
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: icon.leadingAnchor, constant: -8),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            views += [row, title, detail, icon]
            above = row
        }
        root.frame.size.height = CGFloat(rows * 44)
    }

    func layOut(width: CGFloat) -> [Double] {
        root.frame.size.width = width
        root.layoutIfNeeded()
        return UIKitScenarios.frameValues(of: views) { view in
            let frame = view.frame
            return Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                        height: Double(frame.height))
        }
    }
}

/// The same screen with LayoutModel's views, intrinsic sizes from the same text model.
private final class ModelScreen {
    let root = View("screen")
    private var views: [View] = []

    init(rows: Int) {
        let text = DeterministicTextMeasurement()
        let font = UIFont.systemFont(ofSize: 17)
        func label(_ string: String) -> View {
            let view = View()
            let size = text.size(of: string, font: font, wrappingAt: .infinity, maximumLines: 1)
            view.intrinsicContentSize = Size(width: Double(size.width), height: Double(size.height))
            return view
        }
        var above: View?
        for index in 0 ..< rows {
            let texts = UIKitScenarios.texts(index)
            let row = View(), title = label(texts.title), detail = label(texts.detail), icon = View()
            icon.intrinsicContentSize = Size(width: 24, height: 24)
            root.addSubview(row)
            for view in [title, detail, icon] { row.addSubview(view) }
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                detail.trailingAnchor.constraint(equalTo: icon.leadingAnchor, constant: -8),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                detail.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            views += [row, title, detail, icon]
            above = row
        }
        root.targetSize = TargetSize(width: 375, height: Double(rows * 44))
    }

    func layOut(width: CGFloat) -> [Double] {
        root.targetSize.width = Double(width)
        _ = try? root.layoutIfNeeded()
        return UIKitScenarios.frameValues(of: views) { $0.frame }
    }
}
