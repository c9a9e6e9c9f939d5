@testable import CellScope
import Foundation
import Testing

/// `cellscope watch` builds the package's preview executable: the executable product whose targets
/// reach the CellScope library, directly or through the package's own targets.
@Suite struct PreviewExecutableDetectionTests {
    static func description(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func findsExecutablesThatDependOnCellScopeDirectlyOrThroughATarget() throws {
        let package = try Self.description("""
            {"products": [
              {"name": "previews", "targets": ["previews"], "type": {"executable": null}},
              {"name": "gallery", "targets": ["gallery"], "type": {"executable": null}},
              {"name": "tool", "targets": ["tool"], "type": {"executable": null}},
              {"name": "AppCells", "targets": ["AppCells"], "type": {"library": ["automatic"]}}
            ], "targets": [
              {"name": "previews", "product_dependencies": ["CellScope", "CellKit"]},
              {"name": "gallery", "target_dependencies": ["AppCells", "Support"]},
              {"name": "Support", "target_dependencies": ["Support2"]},
              {"name": "Support2", "target_dependencies": ["Support"]},
              {"name": "AppCells", "target_dependencies": ["PreviewGlue"]},
              {"name": "PreviewGlue", "product_dependencies": ["CellScope"]},
              {"name": "tool", "product_dependencies": ["CellKit"]}
            ]}
            """)
        #expect(WatchedPackage.previewProducts(in: package) == ["gallery", "previews"])
    }

    @Test func cellScopesOwnViewerDependsOnTheCellScopeTarget() throws {
        let package = try Self.description("""
            {"products": [{"name": "cellscope", "targets": ["cellscope"], "type": {"executable": null}}],
             "targets": [{"name": "cellscope", "target_dependencies": ["CellScope", "CellScopeDemos"]}]}
            """)
        #expect(WatchedPackage.previewProducts(in: package) == ["cellscope"])
        #expect(WatchedPackage.previewProducts(in: [:]).isEmpty)
    }
}
