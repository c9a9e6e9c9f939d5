import Foundation

/// The commands of the build plan SwiftPM writes for llbuild (`.build/debug.yaml`): for each command
/// its tool, inputs, outputs and arguments, exactly as `swift build` runs them. `cellscope watch`
/// reads it after a full build to repeat the preview target's own compile and link commands.
///
/// The file is YAML in a fixed shape: under `commands:`, each command is a quoted name on a line of
/// its own, followed by indented `key: value` lines whose lists are written as JSON arrays.
struct BuildManifest {
    /// One command of the plan.
    struct Command: Equatable {
        var name: String
        var tool = ""
        var inputs: [String] = []
        var outputs: [String] = []
        /// The program and its arguments (empty for tools that run no program).
        var arguments: [String] = []
    }

    /// The commands, in the file's order.
    let commands: [Command]

    /// Reads the plan at `url`; nil when there is none or it cannot be read.
    init?(contentsOf url: URL) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        self.init(text: text)
    }

    /// Reads the plan in `text`; nil when it holds no commands.
    init?(text: String) {
        var commands: [Command] = []
        var inCommands = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            if !line.hasPrefix(" ") {
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix("\":") {
                commands.append(Command(name: String(line.dropFirst(3).dropLast(2))))
                continue
            }
            guard line.hasPrefix("    "), !commands.isEmpty, let colon = line.range(of: ": ") else { continue }
            let key = line[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
            let value = String(line[colon.upperBound...])
            switch key {
            case "tool": commands[commands.count - 1].tool = value
            case "inputs": commands[commands.count - 1].inputs = Self.list(value)
            case "outputs": commands[commands.count - 1].outputs = Self.list(value)
            case "args": commands[commands.count - 1].arguments = Self.list(value)
            default: break
            }
        }
        guard !commands.isEmpty else { return nil }
        self.commands = commands
    }

    /// A JSON array of strings (an empty list for anything else).
    private static func list(_ text: String) -> [String] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]) ?? []
    }

    /// The command that writes `output`, if any.
    func command(producing output: String) -> Command? {
        commands.first { $0.outputs.contains(output) }
    }
}
