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
        let found = try #require(ResourceLocator.locate(environment: [:], bundleResourcePath: nil))
        #expect(found.lastPathComponent == "Resources")
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("Symbols/sf-symbols.tsv").path))
        #expect(ResourceLocator.locate(environment: [:], sourceFile: "/nonexistent/a/b.swift", bundleResourcePath: nil) == nil)
    }
}
