import Testing
@testable import BenchRunner

@Suite struct BenchPlanTests {
    @Test func aFilterThatMatchesNothingIsAnErrorNamingTheGroups() throws {
        var configuration = BenchConfiguration(quick: true, iterations: 1)
        configuration.filter = "no such group"
        let suite = BenchSuite(configuration: configuration)
        #expect(try suite.groups().isEmpty)
        #expect(throws: BenchSuiteError.self) { try suite.run() }
        do {
            _ = try suite.run()
        } catch let error as BenchSuiteError {
            #expect(error.description.hasPrefix("--filter 'no such group' matches no group. The groups at these sizes: solver enaml-like, solver chain 300,"))
        }
    }

    @Test func thePlanListsWhatARunMeasures() throws {
        var configuration = BenchConfiguration(quick: true, iterations: 1)
        configuration.sizes = [10]
        for filter in ["solver enaml", "layout nested 10", "collection flow 10"] {
            configuration.filter = filter
            let suite = BenchSuite(configuration: configuration)
            let planned = try suite.groups().flatMap { group in
                group.plan.flatMap { entry in entry.strategies.map { "\(entry.scenario)/\($0)" } }
            }
            let measured = try suite.run().measurements.map { "\($0.scenario)/\($0.strategy)" }
            #expect(planned.sorted() == measured.sorted(), "\(filter)")
        }
    }

    @Test func progressCountsTheGroups() throws {
        var configuration = BenchConfiguration(quick: true, iterations: 1)
        configuration.sizes = [10]
        configuration.filter = "solver"
        var seen: [String] = []
        _ = try BenchSuite(configuration: configuration).run { group, index, count in seen.append("\(index + 1)/\(count) \(group.name)") }
        #expect(seen == ["1/2 solver enaml-like", "2/2 solver chain 10"])
    }
}
