import Foundation
import Testing

/// Checks the process table before and after a suite: no Xvfb or cellscope process is a child of
/// this test process, and no process carries the marker of the commands the suite started (an
/// orphaned Xvfb is adopted by another parent, but keeps its environment).
struct LeavesNoProcessesBehind: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let before = Self.leftovers()
        #expect(before.isEmpty, "before the command-line tests: \(before)")
        try await function()
        var after = Self.leftovers()
        // A process that is ending may need a moment to disappear from the table.
        if !after.isEmpty {
            ProcessTable.wait(timeout: 3) { Self.leftovers().isEmpty }
            after = Self.leftovers()
        }
        #expect(after.isEmpty, "left running after the command-line tests: \(after)")
    }

    /// Xvfb and cellscope children of this process, and every living process with this session's marker.
    static func leftovers() -> [ProcessTable.Entry] {
        let children = ProcessTable.children(of: getpid()).filter { ["Xvfb", "cellscope"].contains($0.name) }
        let marked = ProcessTable.all().filter { entry in
            guard entry.isAlive, entry.pid != getpid(),
                  let environment = FileManager.default.contents(atPath: "/proc/\(entry.pid)/environ") else { return false }
            return environment.range(of: Data("\(CellScopeRun.markerVariable)=\(CellScopeRun.session)/".utf8)) != nil
        }
        return children + marked.filter { marked in !children.contains { $0.pid == marked.pid } }
    }
}

extension Trait where Self == LeavesNoProcessesBehind {
    /// Checks the process table before and after the suite (see ``LeavesNoProcessesBehind``).
    static var leavesNoProcessesBehind: Self { Self() }
}
