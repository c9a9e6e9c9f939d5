import Foundation
import ProcessSupport

/// The user's package that `cellscope watch` builds: its folder and its preview executable, the
/// executable product whose targets depend (directly or through other targets) on CellScope.
struct WatchedPackage {
    /// The package folder (the one holding `Package.swift`).
    let folder: URL
    /// The preview executable product's name.
    let product: String

    /// Finds the package in `path` and its preview executable (`product` chooses one by name).
    /// Throws, to be reported with exit status 2, when the folder has no `Package.swift`, when no
    /// executable product depends on CellScope, or when several do and `product` does not choose.
    static func find(at path: String, product chosen: String?) throws(CommandLineError) -> WatchedPackage {
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw CommandLineError("there is no Package.swift in '\(folder.path)'; run cellscope watch in your package's folder or give --package PATH")
        }
        let description = try describe(folder)
        let previews = previewProducts(in: description)
        if let chosen {
            guard previews.contains(chosen) else {
                throw .unknown("preview executable", chosen, validChoices: previews.isEmpty ? ["(none: no executable product depends on CellScope)"] : previews)
            }
            return WatchedPackage(folder: folder, product: chosen)
        }
        switch previews.count {
        case 0:
            throw CommandLineError("no executable product of '\(folder.lastPathComponent)' depends on CellScope; "
                + "add one that calls CellScopeCommand (see the README) and run cellscope watch again")
        case 1:
            return WatchedPackage(folder: folder, product: previews[0])
        default:
            throw CommandLineError("several executables depend on CellScope; choose one with --product: \(previews.joined(separator: ", "))")
        }
    }

    /// `swift package describe --type json`, parsed.
    private static func describe(_ folder: URL) throws(CommandLineError) -> [String: Any] {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(["swift", "package", "--package-path", folder.path, "describe", "--type", "json"])
        } catch {
            throw CommandLineError("cannot run 'swift package describe': \(error)")
        }
        guard result.status == 0 else {
            let errors = BuildDiagnostic.errors(in: result.output, packageFolder: folder.path).map(\.description)
            let detail = errors.isEmpty ? String(result.output.suffix(1500)) : errors.joined(separator: "\n")
            throw CommandLineError("'swift package describe' failed for '\(folder.path)':\n\(detail)")
        }
        // The JSON is the last thing printed; resolution may print lines before it.
        let json = result.standardOutput.drop { $0 != "{" }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw CommandLineError("'swift package describe' printed no package description for '\(folder.path)'")
        }
        return object
    }

    /// The executable products whose targets reach the CellScope library, sorted by name.
    static func previewProducts(in description: [String: Any]) -> [String] {
        let targets = (description["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) { found, target in
            if let name = target["name"] as? String { found[name] = target }
        }
        func reachesCellScope(_ name: String, visited: inout Set<String>) -> Bool {
            guard visited.insert(name).inserted, let target = targets[name] else { return false }
            let products = target["product_dependencies"] as? [String] ?? []
            let local = target["target_dependencies"] as? [String] ?? []
            if products.contains("CellScope") || local.contains("CellScope") { return true }
            return local.contains { reachesCellScope($0, visited: &visited) }
        }
        let products = description["products"] as? [[String: Any]] ?? []
        return products.compactMap { product -> String? in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any], type.keys.contains("executable") else { return nil }
            var visited = Set<String>()
            return (product["targets"] as? [String] ?? []).contains { reachesCellScope($0, visited: &visited) } ? name : nil
        }.sorted()
    }
}
