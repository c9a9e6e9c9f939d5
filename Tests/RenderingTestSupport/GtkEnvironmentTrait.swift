import Testing

/// A suite (or test) trait that starts GTK for rendering before each of its tests, or fails the test
/// with the runtime's explanation when there is no display: `@Suite(.gtk) @MainActor struct …`.
public struct GtkEnvironmentTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of the suite and its nested suites.
    public var isRecursive: Bool { true }

    /// Starts GTK (once per process) on the main actor, then runs the test.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await MainActor.run { try GtkTestEnvironment.start() }
        try await function()
    }
}

extension Trait where Self == GtkEnvironmentTrait {
    /// GTK started under the test display, with the settings that make pixels identical on every machine.
    public static var gtk: Self { GtkEnvironmentTrait() }
}
