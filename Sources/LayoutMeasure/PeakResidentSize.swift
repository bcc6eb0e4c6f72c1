#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory the process has held resident so far, as `/usr/bin/time -v` reports it at the
/// end ("Maximum resident set size"): the operating system's high-water mark of its resident
/// pages, libraries and heap alike.
public enum PeakResidentSize {
    /// The high-water mark in bytes, or nil when the system does not say.
    /// - Complexity: one system call.
    public static var bytes: Int? {
        var usage = rusage()
        #if canImport(Darwin)
        let who = RUSAGE_SELF
        #else
        let who = RUSAGE_SELF.rawValue
        #endif
        guard getrusage(who, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }
}
