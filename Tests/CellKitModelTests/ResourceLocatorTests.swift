import Foundation
import Testing
@testable import CellKitCore

@Suite struct ResourceLocatorTests {
    @Test func environmentVariableComesFirst() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-res-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        let found = ResourceLocator.locate(environment: ["CELLKIT_RESOURCES": temp.path])
        #expect(found?.standardizedFileURL.path == temp.standardizedFileURL.path)
    }

    @Test func packageCheckoutIsFoundFromTheSourceFile() throws {
        let found = try #require(ResourceLocator.locate(environment: [:], executablePath: nil, bundleResourcePath: nil))
        #expect(found.lastPathComponent == "Resources")
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Symbols/sf-symbols.tsv").path))
        #expect(ResourceLocator.locate(environment: [:], executablePath: nil, sourceFile: "/nonexistent/a/b.swift",
                                       bundleResourcePath: nil) == nil)
    }

    /// The Debian package's layout: `PREFIX/bin/cellscope` reads `PREFIX/share/cellscope`, ahead of the checkout
    /// the program was built from.
    @Test func installedFolderBesideTheExecutableComesBeforeTheCheckout() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("cellkit-prefix-\(UUID().uuidString)")
        let symbols = prefix.appendingPathComponent("share/cellscope/Symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let executable = prefix.appendingPathComponent("bin/cellscope").path
        // Without the symbol table the folder is not taken: the checkout is found instead.
        let withoutTable = ResourceLocator.locate(environment: [:], executablePath: executable, bundleResourcePath: nil)
        #expect(withoutTable?.lastPathComponent == "Resources")

        try Data("# table\n".utf8).write(to: symbols.appendingPathComponent("sf-symbols.tsv"))
        let found = ResourceLocator.locate(environment: [:], executablePath: executable, bundleResourcePath: nil)
        #expect(found?.path == prefix.appendingPathComponent("share/cellscope").standardizedFileURL.path)
        #expect(ResourceLocator.searchedPlaces(environment: [:], executablePath: executable)
            .contains(prefix.appendingPathComponent("share/cellscope").standardizedFileURL.path))
    }
}
