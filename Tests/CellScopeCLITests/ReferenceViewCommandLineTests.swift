import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension CommandLineTests {
    /// `cellscope view --open FILE --screenshot PNG` with a view that names a reference: the window
    /// shows it (here in difference mode, magenta where the two differ), found beside the view file;
    /// a reference that is gone leaves the rest of the view to open.
    @Suite(.gtk) @MainActor struct ReferenceViewCommandLine {
        static func view(reference: String) -> String {
            """
            {"appearance":"light","boldText":false,"demo":"messages","direction":"ltr","format":"cellscope view 2",\
            "highContrast":false,"item":"team-lunch","matrixColumns":"sizes","scrollX":0,"scrollY":0,"size":"L",\
            "tab":"inspector","width":375,"reference":{"path":"\(reference)","mode":"difference","opacity":0.5}}
            """
        }

        /// How many pixels of the window are the difference image's magenta.
        func magenta(in url: URL) throws -> Int {
            let image = try #require(PixelImage(contentsOf: url))
            return stride(from: 0, to: image.rgba.count, by: 4).filter {
                image.rgba[$0] == 255 && image.rgba[$0 + 1] == 0 && image.rgba[$0 + 2] == 255
            }.count
        }

        @Test func aViewWithAReferenceOpensWithItAndWithoutItWhenItIsGone() throws {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let render = try CellScopeRun.run(["render", "messages", "--size", "XXL", "--output", folder.file("xxl.png").path])
            #expect(render.status == 0, "\(render.standardError)")

            try Data(Self.view(reference: "xxl.png").utf8).write(to: folder.file("compare.view.json"))
            let shown = try CellScopeRun.run(["view", "--open", folder.file("compare.view.json").path, "--screenshot", folder.file("shown.png").path])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(try magenta(in: folder.file("shown.png")) > 1000, "the difference shows in magenta")

            try Data(Self.view(reference: "gone.png").utf8).write(to: folder.file("gone.view.json"))
            let gone = try CellScopeRun.run(["view", "--open", folder.file("gone.view.json").path, "--screenshot", folder.file("gone.png").path])
            #expect(gone.status == 0, "the view opens without its reference: \(gone.standardError)")
            #expect(try magenta(in: folder.file("gone.png")) == 0)
        }
    }
}
