/// One libFuzzer target over one input format: bytes in, a pass or a finding out.
///
/// A typed error from the format's reader is a pass (the input was refused, as it should be);
/// a finding is a broken invariant — strategies that disagree, text that does not read back —
/// and the target's executable traps on it so that libFuzzer saves the input. Crashes, hangs
/// and leaks are libFuzzer's to notice.
public protocol FuzzTarget {
    /// The executable's name, also the stem of its dictionary, options and seed corpus.
    static var name: String { get }
    /// Checks one input.
    static func check(_ bytes: [UInt8]) -> FuzzTargetOutcome
    /// Generated seed inputs, by file name (`--write-seeds` writes them into Corpus/fuzz/NAME).
    static func generatedSeeds() -> [(name: String, bytes: [UInt8])]
}

/// What one input did to a ``FuzzTarget``.
public enum FuzzTargetOutcome: Equatable, Sendable {
    /// Read and checked: every invariant holds.
    case checked
    /// Refused with a typed error (the message names the problem): also a pass.
    case refused(String)
    /// A broken invariant, described.
    case finding(String)

    public var isFinding: Bool {
        if case .finding = self { return true }
        return false
    }
}

/// Inputs longer than this are skipped by every format target (their `.options` file sets
/// libFuzzer's `-max_len` to the same value): a large input only makes each run slower, and the
/// formats' size limits are tested apart.
public let fuzzTargetMaximumInputLength = 16_384
