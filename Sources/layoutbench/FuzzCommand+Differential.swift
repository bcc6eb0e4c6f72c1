import ArgumentParser

extension Fuzz {
    /// Differential mode (being built in this session).
    func runDifferential() throws {
        throw ValidationError("differential mode is not built yet")
    }
}
