import LayoutReport

/// Why a peer gave no rows for a workload, and what to do about it.
public enum PeerError: Error, Equatable, CustomStringConvertible {
    case pythonMissing
    case kiwisolverMissing
    case scriptMissing(String)
    /// `pip download` of kiwisolver's sources failed (no network, no pip): its message.
    case downloadFailed(String)
    /// The downloaded sources are not what was expected (the archive, or kiwi's headers in it).
    case badSources(String)
    case compilerMissing
    /// The C++ harness did not compile: the compiler's message.
    case compileFailed(String)
    case cannotExport(workload: String, reason: String)
    case cannotRun(String)
    /// The peer ran longer than allowed and was stopped; what it said on stderr by then.
    case timedOut(seconds: Double, message: String)
    case scriptFailed(status: Int32, message: String)
    case badOutput(ResultsCSVError)

    /// Whether the peer cannot run at all (so no other workload is tried), rather than failed
    /// on one workload.
    public var isUnavailable: Bool {
        switch self {
        case .pythonMissing, .kiwisolverMissing, .scriptMissing, .downloadFailed, .badSources, .compilerMissing,
             .compileFailed, .cannotRun: true
        case .cannotExport, .timedOut, .scriptFailed, .badOutput: false
        }
    }

    public var description: String {
        switch self {
        case .pythonMissing: "python3 is not on PATH: install Python 3, then pip install kiwisolver==1.5.1"
        case .kiwisolverMissing: "kiwisolver is not installed for python3: pip install kiwisolver==1.5.1"
        case .scriptMissing(let path): "\(path) is not there (run from the package's root directory)"
        case .downloadFailed(let message): "pip download kiwisolver==1.5.1 --no-binary :all: failed: \(message)"
        case .badSources(let reason): "kiwisolver's source distribution is not usable: \(reason)"
        case .compilerMissing: "clang++ is not on PATH (it ships with the Swift toolchain, beside swift)"
        case .compileFailed(let message): "the kiwi C++ harness does not compile: \(message)"
        case .cannotExport(let workload, let reason): "workload \(workload) cannot be exported: \(reason)"
        case .cannotRun(let reason): "cannot be run: \(reason)"
        case .timedOut(let seconds, let message):
            "stopped at its time limit of \(seconds) s" + (message.isEmpty ? "" : "; stderr: \(message)")
        case .scriptFailed(let status, let message): "failed (exit \(status)): \(message)"
        case .badOutput(let error): "printed rows that cannot be read: \(error)"
        }
    }
}

/// A peer that could not run a workload, or at all: which, on what, and why.
public struct PeerFailure: Error, Equatable, CustomStringConvertible {
    /// The peer's strategy name (`kiwisolver`, `kiwi`).
    public var peer: String
    /// The workload's name, or nil when the peer could not run at all.
    public var workload: String?
    public var error: PeerError

    public init(peer: String, workload: String?, error: PeerError) {
        self.peer = peer
        self.workload = workload
        self.error = error
    }

    public var description: String {
        "peer \(peer)" + (workload.map { " on \($0)" } ?? "") + ": \(error)"
    }
}
