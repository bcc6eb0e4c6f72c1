import Foundation

/// A date picker, as UIKit's `UIDatePicker`: its settings and date kept. Intrinsic sizes (inferred
/// from screenshots, not Apple's text): wheels 320 × 216; compact 115 × 34 for a date or time,
/// 200 × 34 for both; inline 320 × 330; `automatic` is compact, as on iOS 14 and later.
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { invalidateIntrinsicContentSize() } }
    public var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    open var date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var locale: Locale?
    open var calendar: Calendar = .current
    open var timeZone: TimeZone?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: CGSize(width: 320, height: 216)
        case .inline: CGSize(width: 320, height: 330)
        case .compact: CGSize(width: datePickerMode == .dateAndTime ? 200 : 115, height: 34)
        }
    }
}

public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Every method optional, as UIKit's.
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
}

/// A spinning-wheel picker, as UIKit's `UIPickerView`: 320 × 216 (inferred); its data source is
/// asked only by the calls below, and the selection is kept per component.
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    private var selectedRows: [Int: Int] = [:]

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    public var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selectedRows[component] = row }
    /// -1 when nothing is selected in the component, as UIKit's.
    open func selectedRow(inComponent component: Int) -> Int { selectedRows[component] ?? -1 }
}
