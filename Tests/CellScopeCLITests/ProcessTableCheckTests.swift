import Foundation
import Testing

extension CommandLineTests {
    /// The process-table check around the command-line tests can fail: it sees a process one of them
    /// left running, even after that process's parent is gone.
    @Suite struct ProcessTableCheck {
        @Test func aMarkedProcessLeftRunningIsFound() throws {
            let sleeper = try CellScopeRun(["30"], executable: URL(fileURLWithPath: "/bin/sleep"))
            defer {
                kill(sleeper.pid, SIGKILL)
                sleeper.waitForExit(timeout: 5)
            }
            #expect(LeavesNoProcessesBehind.leftovers().contains { $0.pid == sleeper.pid })
            #expect(sleeper.leftovers.map(\.pid) == [sleeper.pid])
        }

        @Test func anOrphanedGrandchildIsFoundByItsMarker() throws {
            // The shell starts a sleep in the background and exits: the sleep is no child of this process.
            // (Foundation reports the shell's end only once the sleep is gone too: it holds a descriptor
            // the shell inherited, so the pid is read from the shell's output instead.)
            let shell = try CellScopeRun(["-c", "sleep 30 >/dev/null 2>&1 & echo $!"], executable: URL(fileURLWithPath: "/bin/sh"))
            let orphan = try #require(Int32(shell.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(ProcessTable.entry(orphan)?.parent != getpid())
            let found = LeavesNoProcessesBehind.leftovers().contains { $0.pid == orphan }
            #expect(found)
            // Only a process that still carries the marker is killed: a pid can be reused at once.
            if found || shell.leftovers.contains(where: { $0.pid == orphan }) { kill(orphan, SIGKILL) }
            #expect(ProcessTable.wait(timeout: 3) { !LeavesNoProcessesBehind.leftovers().contains { $0.pid == orphan } })
            #expect(shell.waitForExit(timeout: 5))
        }
    }
}
