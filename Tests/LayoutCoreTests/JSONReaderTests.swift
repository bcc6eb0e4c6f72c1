import Foundation
import LayoutCore
import Testing

/// A file format for the tests: its errors keep the problem and where it was found.
private struct TestFormatError: JSONReadingError, Equatable {
    var problem: JSONReadProblem
    var path: String
    var file: String?

    init(reading problem: JSONReadProblem, at path: String, in file: String?) {
        self.problem = problem
        self.path = path
        self.file = file
    }

    static var nullIsAbsent: Bool { true }
}

/// The same format, except that `null` is a value.
private struct StrictFormatError: JSONReadingError, Equatable {
    var problem: JSONReadProblem
    var path: String

    init(reading problem: JSONReadProblem, at path: String, in file: String?) {
        self.problem = problem
        self.path = path
    }

    static var nullIsAbsent: Bool { false }
}

private enum Axis: String, CaseIterable { case horizontal, vertical }

@Suite struct JSONReaderTests {
    let document: JSONValue

    init() throws {
        document = try JSONValue.parse(Data("""
            {"views": [{"id": "a", "size": [1, 2]}, {"id": 3}], "axis": "diagonal", "gone": null, "big": 1e300}
            """.utf8))
    }

    @Test func pathsNameTheBadValue() throws {
        let top = try JSONReader<TestFormatError>(document, file: "case.json")
            .object(keys: ["views", "axis", "gone", "big"])
        let views = try top.required("views").array()
        #expect(try views[0].object().required("size").numbers() == [1, 2])
        #expect(throws: TestFormatError(reading: .wrongType(expected: .string, found: "a number"),
                                        at: "views[1].id", in: "case.json")) {
            try views[1].object().required("id").string()
        }
        #expect(throws: TestFormatError(reading: .notOneOf("diagonal", choices: ["horizontal", "vertical"]),
                                        at: "axis", in: "case.json")) {
            try top.required("axis").choice(Axis.self)
        }
        #expect(throws: TestFormatError(reading: .missingKey("name"), at: "views[0]", in: "case.json")) {
            try views[0].object().required("name")
        }
    }

    @Test func unknownKeysAreRefusedFirstInKeyOrder() {
        #expect(throws: TestFormatError(reading: .unknownKey("axis"), at: "", in: nil)) {
            try JSONReader<TestFormatError>(document, file: nil).object(keys: ["views"])
        }
    }

    @Test func eachFormatSaysWhatNullMeans() throws {
        #expect(try JSONReader<TestFormatError>(document, file: nil).object()["gone"] == nil)
        let strict = try JSONReader<StrictFormatError>(document, file: nil).object()
        #expect(throws: StrictFormatError(reading: .wrongType(expected: .string, found: "null"), at: "gone", in: nil)) {
            try strict["gone"]?.string()
        }
    }

    @Test func numbersAreFinite() throws {
        let top = try JSONReader<StrictFormatError>(document, file: nil).object()
        #expect(try top.required("big").number() == 1e300)
        // The parser refuses 1e400; a document built in code can still hold an infinity.
        let built = JSONValue.array([.number(1), .number(.infinity)])
        #expect(throws: StrictFormatError(reading: .nonFinite, at: "list[1]", in: nil)) {
            try JSONReader<StrictFormatError>(built, path: "list", file: nil).numbers()
        }
    }
}
