import ArgumentParser

extension Fuzz {
    /// Perturbation mode (being built in this session).
    func runPerturbation(_ path: String) throws {
        throw ValidationError("perturbation mode is not built yet")
    }
}
