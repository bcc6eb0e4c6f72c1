import Foundation
import LayoutCore
import Testing
@testable import LayoutReport

/// `UTCTimestamp` against its naive twin, `ISO8601DateFormatter` with its default options.
@Suite struct UTCTimestampTests {
    private let formatter = ISO8601DateFormatter()

    private func expectTwins(_ date: Date, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(UTCTimestamp.string(from: date) == formatter.string(from: date),
                "at \(date.timeIntervalSince1970) s since 1970", sourceLocation: sourceLocation)
    }

    @Test func aKnownMoment() {
        #expect(UTCTimestamp.string(from: Date(timeIntervalSince1970: 1_795_702_401)) == "2026-11-26T14:13:21Z")
        #expect(UTCTimestamp.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test func seededRandomMomentsMatchTheFormatter() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<20_000 {
            // Whole range, and the decades bench runs are dated in, with fractions of a second.
            let seconds = random.bool() ? random.double(in: -1e10..<3e11) : random.double(in: 1.5e9..<2.5e9)
            expectTwins(Date(timeIntervalSince1970: seconds))
        }
    }

    @Test func everyDayBoundaryFrom1970To2110AndTheEdgesOfTheRange() {
        // Midnight and the moments just around it (rounded to the millisecond either way), every
        // day from 1970 to 2110, and both ends of what the arithmetic covers; the civil dates of
        // later centuries are checked on their own below.
        for day in 0..<51_000 {
            let midnight = Double(day) * 86_400
            for offset in [-0.0006, -0.0004, 0, 0.9994, 0.9996] {
                expectTwins(Date(timeIntervalSince1970: midnight + offset))
            }
        }
        for seconds in [-1.0, -0.0006, -0.0004, 253_402_300_799, 253_402_300_799.9996, 253_402_300_800] {
            expectTwins(Date(timeIntervalSince1970: seconds))
        }
    }

    @Test func civilDatesOfEveryDayCountUp() {
        var expected = (year: 1970, month: 1, day: 1)
        let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for day in 0..<2_932_897 {
            let found = UTCTimestamp.civilDate(daysSince1970: day)
            guard found == expected else {
                Issue.record("day \(day): \(found), expected \(expected)")
                return
            }
            let isLeap = expected.year % 4 == 0 && (expected.year % 100 != 0 || expected.year % 400 == 0)
            let length = monthLengths[expected.month - 1] + (expected.month == 2 && isLeap ? 1 : 0)
            if expected.day < length {
                expected.day += 1
            } else if expected.month < 12 {
                expected = (expected.year, expected.month + 1, 1)
            } else {
                expected = (expected.year + 1, 1, 1)
            }
        }
    }
}
