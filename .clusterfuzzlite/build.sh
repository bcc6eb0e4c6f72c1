#!/bin/bash -eu
# Builds every libFuzzer target of LayoutBench for ClusterFuzzLite and OSS-Fuzz (docs/Fuzzing.md,
# "Fuzzing on ClusterFuzzLite and OSS-Fuzz"), and puts beside each binary in $OUT its seed corpus
# (<target>_seed_corpus.zip), dictionary (<target>.dict) and libFuzzer options (<target>.options).
# .ci/check-fuzz-build runs this script here, with a stand-in precompile_swift.

# precompile_swift exports SWIFTFLAGS: static standard library, library mode, both sanitizers.
. precompile_swift

targets="SolverFuzzer CaseFileFuzzer CollectionFileFuzzer ConsoleLogFuzzer ResultsFuzzer VisualFormatFuzzer"

# The Corpus folders a target's seeds come from (FuzzTargetTests replays the same folders).
seed_folders() {
    case "$1" in
        SolverFuzzer) echo Corpus/solver-fuzz ;;
        CaseFileFuzzer) echo Corpus/cases Corpus/findings Corpus/fuzz/CaseFileFuzzer ;;
        CollectionFileFuzzer) echo Corpus/collections Corpus/fuzz/CollectionFileFuzzer ;;
        ConsoleLogFuzzer) echo Corpus/logs Corpus/fuzz/ConsoleLogFuzzer ;;
        ResultsFuzzer) echo Corpus/fuzz/ResultsFuzzer ;;
        VisualFormatFuzzer) echo Corpus/fuzz/VisualFormatFuzzer ;;
    esac
}

for target in $targets; do
    # --sanitize=fuzzer tells SwiftPM that libFuzzer brings `main`: without it SwiftPM links the
    # executable's entry point as <target>_main, which a -parse-as-library module does not define.
    # --disable-dead-strip keeps LLVMFuzzerTestOneInput, which nothing in Swift calls.
    swift build -c release $SWIFTFLAGS --sanitize=fuzzer --disable-dead-strip --product "$target"
    cp ".build/release/$target" "$OUT/"

    # Seeds: files of the target's folders up to its -max_len (16 KiB); bigger ones would be cut.
    seeds=$(find $(seed_folders "$target") -maxdepth 1 -type f ! -name README.md ! -name '.*' -size -16k 2>/dev/null || true)
    rm -f "$OUT/${target}_seed_corpus.zip"
    if [ -n "$seeds" ]; then zip -q -j "$OUT/${target}_seed_corpus.zip" $seeds; fi

    cp "Corpus/fuzz/$target.options" "$OUT/"
    if [ -f "Corpus/fuzz/$target.dict" ]; then cp "Corpus/fuzz/$target.dict" "$OUT/"; fi
done
