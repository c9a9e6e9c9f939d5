import Foundation

/// The processes of this machine, read from /proc: enough to find a command's Xvfb, check its
/// signal dispositions and process group, and find anything a test run left behind.
struct ProcessTable {
    /// One process.
    struct Entry: Sendable, CustomStringConvertible {
        let pid: Int32
        let parent: Int32
        let group: Int32
        let name: String
        /// R, S, D, Z (zombie, already dead), T …
        let state: Character

        var isAlive: Bool { state != "Z" && state != "X" }
        var description: String { "\(name) (pid \(pid), parent \(parent), group \(group), state \(state))" }
    }

    /// Every process now.
    static func all() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.compactMap(entry)
    }

    /// The process `pid`, when it exists.
    static func entry(_ pid: Int32) -> Entry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let parent = Int32(fields[1]), let group = Int32(fields[2]) else { return nil }
        return Entry(pid: pid, parent: parent, group: group, name: String(stat[stat.index(after: open)..<close]), state: state)
    }

    /// Living processes whose environment has `variable=value` (the marker tests give every command
    /// they start; the command's children inherit it).
    static func carrying(_ variable: String, _ value: String) -> [Entry] {
        let needle = Data("\(variable)=\(value)".utf8)
        return all().filter { entry in
            guard entry.isAlive, entry.pid != getpid(),
                  let environment = FileManager.default.contents(atPath: "/proc/\(entry.pid)/environ") else { return false }
            return environment.split(separator: 0).contains { Data($0) == needle }
        }
    }

    /// Living children of `pid`.
    static func children(of pid: Int32) -> [Entry] {
        all().filter { $0.parent == pid && $0.isAlive }
    }

    /// A process's signal masks from /proc/PID/status (`SigIgn`, `SigBlk`, …) as bit sets.
    static func signalMask(_ field: String, of pid: Int32) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// The files `pid` has open (the targets of /proc/PID/fd).
    static func openFiles(of pid: Int32) -> [String] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)") }
    }

    /// Waits until `condition` holds, checking every few milliseconds; returns whether it did within `timeout`.
    @discardableResult
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            usleep(3_000)
        }
        return true
    }
}
