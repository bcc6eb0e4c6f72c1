// The libFuzzer target for the solver. One source set serves two builds:
//
// - `swift build -c release --sanitize=fuzzer --sanitize=address --disable-dead-strip --product
//   SolverFuzzer`: SwiftPM compiles the target with `-parse-as-library` and links libFuzzer, whose
//   `main` drives `LLVMFuzzerTestOneInput` below. A global in library mode is initialised lazily,
//   on first use, and nothing uses `standaloneRun`, so `StandaloneRun.main` never runs.
// - plain `swift build` / `swift test` (CI, no sanitizer): this file is `main.swift`, i.e. top-level
//   code, so `standaloneRun` is initialised at launch and `StandaloneRun.main` is the program: it
//   replays inputs, checks generated programs, and writes the seed corpus.
//
// A top-level statement would not compile in the libFuzzer build, and an `@main` type would clash
// with libFuzzer's `main`; a global's initialiser is valid in both modes.
import FuzzTargets
import LayoutFuzz

/// libFuzzer's entry point: decodes the bytes into a ``SolverProgram`` (every input decodes), runs
/// it on every strategy in lockstep, and on any divergence prints the program, the divergences and
/// a shrunk reproducer, then traps so that libFuzzer saves the input as a crash file.
@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let program = SolverProgram(decoding: UnsafeBufferPointer(start: data, count: size))
    let result = program.check()
    guard result.agrees else {
        printToStandardError(FuzzReport.divergence(program, result.divergences))
        fatalError("SolverFuzzer: the solver strategies diverge (see above)")
    }
    return 0
}

let standaloneRun: Void = StandaloneRun.main(CommandLine.arguments)
