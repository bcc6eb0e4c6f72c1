import Foundation

/// A moment as ISO 8601 in UTC, to the second (`2026-11-26T14:13:21Z`): the text
/// `ISO8601DateFormatter` writes with its default options, computed by arithmetic.
///
/// Why not the formatter: it formats through ICU, whose time-zone data it then pages in — about
/// 4.8 MB of a bench run's resident size for one date in the run's metadata (docs/Bench.md,
/// "The seventh round"). The formatter stays the naive twin, and writes the dates this does not
/// cover (before 1970 or after 9999, where its calendar rules and year widths differ).
enum UTCTimestamp {
    /// Seconds from 2001-01-01 (the reference date) back to 1970-01-01.
    private static let referenceSince1970 = 978_307_200.0
    private static let millisecondsPerDay = 86_400_000.0
    /// Days from 1970-01-01 to 10000-01-01: the first day this does not write.
    private static let daysThroughYear9999 = 2_932_897.0

    /// `date` written as `ISO8601DateFormatter().string(from:)` writes it.
    /// - Complexity: O(1).
    static func string(from date: Date) -> String {
        // As CoreFoundation hands the date to ICU: milliseconds since 1970, rounded to nearest;
        // ICU then takes whole days by floor and truncates the milliseconds within the day.
        let milliseconds = (date.timeIntervalSinceReferenceDate + referenceSince1970) * 1000 + 0.5
        let days = (milliseconds / millisecondsPerDay).rounded(.down)
        guard days >= 0, days < daysThroughYear9999 else { return ISO8601DateFormatter().string(from: date) }
        let secondsInDay = Int(milliseconds - days * millisecondsPerDay) / 1000
        let (year, month, day) = civilDate(daysSince1970: Int(days))
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T"
            + "\(digits(secondsInDay / 3600, 2)):\(digits(secondsInDay / 60 % 60, 2)):\(digits(secondsInDay % 60, 2))Z"
    }

    /// The proleptic Gregorian year, month (1–12) and day (1–31) of a day counted from
    /// 1970-01-01 (not negative), by 400-year eras of 146,097 days starting on March 1st.
    static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let days = daysSince1970 + 719_468  // from 0000-03-01
        let era = days / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1st
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month, day)
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
