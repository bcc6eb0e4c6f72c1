// The libFuzzer target for CollectionFileTarget (docs/Fuzzing.md, "Coverage fuzzing of the input formats").
// As in SolverFuzzer's main.swift, one file serves both builds: with --sanitize=fuzzer libFuzzer's
// `main` calls the entry point and the lazy global below never runs; in a plain build it is the
// program (replay inputs, write the generated seeds).
import FuzzTargets

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTargetRun.testOneInput(CollectionFileTarget.self, data, size)
}

let standaloneRun: Void = FuzzTargetRun.main(CollectionFileTarget.self, CommandLine.arguments)
