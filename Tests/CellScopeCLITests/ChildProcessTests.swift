import Foundation
import ProcessSupport
import Testing

/// The one child-process runner the command line and its tests start programs with.
@Suite struct ChildProcessTests {
    private static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func bothOutputsAreCollectedApartWithTheExitStatus() throws {
        let result = try ChildProcess.run(Self.shell, ["-c", "echo out; echo err >&2; exit 3"], timeout: 60)
        #expect(result.status == 3)
        #expect(!result.endedBySignal)
        #expect(result.standardOutput == "out\n")
        #expect(result.standardError == "err\n")
    }

    @Test func environmentChangesApplyOnTopOfThisProcesssAndNilRemovesAVariable() throws {
        let result = try ChildProcess.run(Self.shell, ["-c", "echo \"$CELLSCOPE_CHILD_TEST|${PATH:+path}|${HOME-none}\""],
                                          environment: ["CELLSCOPE_CHILD_TEST": "given", "HOME": nil], timeout: 60)
        #expect(result.standardOutput == "given|path|none\n")
    }

    @Test func theChildRunsInTheFolderGiven() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try ChildProcess.run(Self.shell, ["-c", "pwd -P"], in: folder, timeout: 60)
        #expect(result.standardOutput == folder.path + "\n")
    }

    @Test func aChildStillRunningAtTheTimeLimitIsKilled() throws {
        let result = try ChildProcess.run(Self.shell, ["-c", "exec sleep 60"], timeout: 0.5)
        #expect(result.endedBySignal)
        #expect(result.status == SIGKILL)
    }

    @Test func streamedLinesArriveInOrderAndTheLastNeedsNoLineBreak() throws {
        let lines = Lines()
        let child = ChildProcess(Self.shell, ["-c", "echo one; echo two; printf three"], standardOutput: .lines({ lines.append($0) }))
        try child.start()
        #expect(child.waitForExit(timeout: 60))
        #expect(lines.waitFor(count: 3, timeout: 10) == ["one", "two", "three"])
    }

    @Test func whatIsWrittenToTheInputPipeReachesTheChild() throws {
        let child = ChildProcess(Self.shell, ["-c", "read line; echo \"got $line\""], standardInput: .pipe)
        try child.start()
        child.write(Data("hello\n".utf8))
        child.closeInput()
        #expect(child.waitForExit(timeout: 60))
        #expect(child.standardOutput == "got hello\n")
    }

    /// Lines handed over on the reader's thread, waited for on the test's.
    private final class Lines: @unchecked Sendable {
        private let condition = NSCondition()
        private var received: [String] = []

        func append(_ line: String) {
            condition.withLock { received.append(line) }
            condition.broadcast()
        }

        func waitFor(count: Int, timeout: TimeInterval) -> [String] {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            defer { condition.unlock() }
            while received.count < count, condition.wait(until: deadline) {}
            return received
        }
    }
}
