/// Why the kiwisolver peer gave no rows, and what to do about it.
public enum KiwiPeerError: Error, Equatable, CustomStringConvertible {
    case pythonMissing
    case kiwisolverMissing
    case scriptMissing(String)
    case cannotExport(workload: String, reason: String)
    case cannotRun(String)
    case scriptFailed(status: Int32, message: String)
    case badOutput(ResultsCSVError)

    public var description: String {
        switch self {
        case .pythonMissing: "python3 is not on PATH: install Python 3, then pip install kiwisolver==1.5.1"
        case .kiwisolverMissing: "kiwisolver is not installed for python3: pip install kiwisolver==1.5.1"
        case .scriptMissing(let path): "\(path): the kiwisolver peer script is not there (Benchmarks/peers/kiwi_bench.py)"
        case .cannotExport(let workload, let reason): "workload \(workload) cannot be exported: \(reason)"
        case .cannotRun(let reason): "the kiwisolver peer cannot be run: \(reason)"
        case .scriptFailed(let status, let message): "the kiwisolver peer failed (exit \(status)): \(message)"
        case .badOutput(let error): "the kiwisolver peer printed rows that cannot be read: \(error)"
        }
    }
}
