import Foundation

/// Arguments whose bytes are not valid UTF-8 (`--output $'\xff'.png`): Swift reads them with each
/// bad byte replaced by U+FFFD, so a file or folder named from one would get another name than the
/// one typed. They are refused instead, naming the argument and its bytes.
enum ArgumentEncoding {
    /// Throws when one of `arguments` is the repaired reading of an argument of this process whose
    /// bytes are not valid UTF-8 (arguments that did not come from the process's own, as when a
    /// program calls ``CellScopeCommand/run(_:)`` with its own list, are taken as they are).
    static func check(_ arguments: [String]) throws(CommandLineError) {
        let given = Set(arguments)
        for index in 1..<Int(max(1, CommandLine.argc)) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            let read = String(cString: raw)
            guard given.contains(read) else { continue }
            let length = strlen(raw)
            let bytes = (0..<length).map { String(format: "%02x", UInt8(bitPattern: raw[$0])) }.joined(separator: " ")
            throw CommandLineError("the argument '\(read)' is not valid UTF-8 (bytes \(bytes)); cellscope takes names in UTF-8 "
                + "and would otherwise write a file under another name than the one given")
        }
    }
}
