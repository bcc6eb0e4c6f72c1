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

@Suite struct BenchProgressTests {
    @Test func aTerminalGetsTheCountAndAnETA() {
        #expect(BenchProgress.line("solver chain 300", index: 0, count: 4, elapsed: .seconds(1), onTerminal: true)
                == "[1.0 s] 1/4: solver chain 300")
        // Two groups in 10 s: two more take 10 s.
        #expect(BenchProgress.line("layout nested 30", index: 2, count: 4, elapsed: .seconds(10), onTerminal: true)
                == "[10.0 s] 3/4, ETA 10.0 s: layout nested 30")
        #expect(BenchProgress.line("layout nested 30", index: 2, count: 4, elapsed: .seconds(10), onTerminal: false)
                == "[10.0 s] layout nested 30")
    }
}
