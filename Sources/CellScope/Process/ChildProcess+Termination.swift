import Foundation
import ProcessSupport

extension ChildProcess {
    /// Runs a short-lived command (`swift build`, `swift package describe`; `arguments[0]` looked up on
    /// PATH) in this process's folder with nothing on its standard input, collects its output, and
    /// waits for it. While it runs, an interrupt of `cellscope` ends it too (``Termination``).
    static func run(_ arguments: [String]) throws -> Result {
        let child = ChildProcess(searchingPath: arguments, standardInput: .empty)
        try Termination.shared.atomically { registry in
            try child.start()
            registry.children.insert(child.pid)
        }
        child.waitForExit()
        _ = Termination.shared.atomically { $0.children.remove(child.pid) }
        return child.result
    }
}
