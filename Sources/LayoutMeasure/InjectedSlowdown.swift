import Foundation

/// The A/B gate's own test hook: `LAYOUTBENCH_INJECT_SLOWDOWN=SCENARIO:PERCENT` in a build's
/// environment makes every timed iteration of that scenario PERCENT percent slower, by busy
/// waiting inside the timed region for that fraction of the iteration's own time. It exists to
/// check that the gate catches a known slowdown (docs/Reporting.md, "A/B gate"); nothing else
/// sets it.
public struct InjectedSlowdown: Equatable, Sendable {
    /// The environment variable.
    public static let variable = "LAYOUTBENCH_INJECT_SLOWDOWN"

    /// The scenario slowed down (the `scenario` column, e.g. `chain-edit`).
    public var scenario: String
    /// How much slower, in percent (> 0).
    public var percent: Double

    public init(scenario: String, percent: Double) {
        self.scenario = scenario
        self.percent = percent
    }

    /// Parses `SCENARIO:PERCENT`.
    /// - Throws: ``InjectedSlowdownError`` naming the variable and what is wrong.
    public init(parsing text: String) throws(InjectedSlowdownError) {
        guard let colon = text.lastIndex(of: ":") else {
            throw InjectedSlowdownError(value: text, problem: "it is not SCENARIO:PERCENT")
        }
        let scenario = String(text[..<colon]), percentText = String(text[text.index(after: colon)...])
        guard !scenario.isEmpty else { throw InjectedSlowdownError(value: text, problem: "the scenario is empty") }
        guard let percent = Double(percentText), percent.isFinite, percent > 0 else {
            throw InjectedSlowdownError(value: text, problem: "'\(percentText)' is not a positive percentage")
        }
        self.init(scenario: scenario, percent: percent)
    }

    /// The slowdown the environment asks for: nil when the variable is unset or empty.
    /// - Throws: ``InjectedSlowdownError`` when it is set but malformed.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(InjectedSlowdownError) -> InjectedSlowdown? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        return try InjectedSlowdown(parsing: text)
    }

    /// The slowdown this process applies, read once; a malformed value applies none (the commands
    /// check it first with ``fromEnvironment(_:)`` and refuse to run).
    public static let active: InjectedSlowdown? = try? fromEnvironment()

    /// Busy-waits from `end` until `start + (end − start) × (1 + percent/100)`.
    func pad(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant, clock: ContinuousClock) {
        let deadline = end + (end - start) * (percent / 100)
        var spins = 0
        while clock.now < deadline { spins &+= 1 }
    }
}

/// A malformed `LAYOUTBENCH_INJECT_SLOWDOWN`.
public struct InjectedSlowdownError: Error, Equatable, CustomStringConvertible {
    public var value: String
    public var problem: String

    public var description: String {
        "\(InjectedSlowdown.variable)='\(value)': \(problem) (expected SCENARIO:PERCENT, e.g. chain-edit:10)."
    }
}

extension ContinuousClock {
    /// Times `body`, slowed down by ``InjectedSlowdown/active`` when it names `scenario`.
    public func measure(scenario: String, _ body: () throws -> Void) rethrows -> Duration {
        guard let slowdown = InjectedSlowdown.active, slowdown.scenario == scenario else { return try measure(body) }
        let start = now
        try body()
        slowdown.pad(from: start, to: now, clock: self)
        return now - start
    }
}
