import Foundation
import GtkSupport

/// `--report DIR`: a folder that holds one self-contained HTML page, `index.html`, and the images it
/// shows in `images/`, so that the folder can be uploaded as a CI artifact and opened anywhere.
///
/// For every difference the page shows what changed in words, and the recorded image (before), the new
/// one (after), the diff (changed pixels in magenta over a dimmed copy) and both side by side.
@preconcurrency @MainActor
struct BaselineHTMLReport {
    /// The report folder.
    let folder: URL
    private var sections: [String] = []
    private var imageCount = 0

    /// A report into `folder`, created when missing; the images of an earlier report there are removed.
    init(folder: URL) throws {
        self.folder = folder
        let images = folder.appendingPathComponent("images")
        if let old = try? FileManager.default.contentsOfDirectory(atPath: images.path) {
            for name in old where name.hasSuffix(".png") { try? FileManager.default.removeItem(at: images.appendingPathComponent(name)) }
        }
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        } catch {
            throw BaselineFolder.Failure(description: "cannot create the report folder \(images.path): \(BaselineFolder.reason(error))")
        }
    }

    /// The path the next difference's diff image will have (for the text output).
    var nextDiffImagePath: String { folder.appendingPathComponent("images/\(String(format: "%04d", imageCount + 1))-diff.png").path }

    /// Adds a difference: writes its images and its section.
    mutating func add(_ difference: BaselineDifference) throws {
        imageCount += 1
        let number = String(format: "%04d", imageCount)
        func save(_ image: PixelImage?, _ name: String) throws -> String? {
            guard let image else { return nil }
            let path = "images/\(number)-\(name).png"
            let file = folder.appendingPathComponent(path)
            try PendingOutputFile(OutputDestination(requested: file, target: file)).commit(image.pngData())
            return path
        }
        let before = try save(difference.before, "before"), after = try save(difference.after, "after")
        let diff = try save(difference.diff, "diff")
        let pair = [difference.before, difference.after].compactMap { $0 }
        let sideBySide = pair.count == 2 ? try save(BaselinePixelDiff.sideBySide(pair), "side-by-side") : nil

        var html = "<section class=\"\(difference.kind.rawValue)\" id=\"d\(number)\">\n"
        html += "<h2><span class=\"kind\">\(difference.kind.rawValue)</span> \(Self.escape(difference.permutation.label))</h2>\n"
        html += "<p class=\"key\">\(Self.escape(difference.permutation.key))</p>\n"
        var lines = difference.propertyLines.map { "<li class=\"property\">\(Self.escape($0))</li>" }
        if let pixels = difference.pixelSummary { lines.append("<li class=\"pixels\">\(Self.escape(pixels))</li>") }
        if let note = difference.note { lines.append("<li class=\"note\">\(Self.escape(note))</li>") }
        if !lines.isEmpty { html += "<ul>\n" + lines.joined(separator: "\n") + "\n</ul>\n" }
        html += "<div class=\"images\">\n"
        for (title, path) in [("Before", before), ("After", after), ("Diff", diff), ("Side by side", sideBySide)] {
            guard let path else { continue }
            html += "<figure><figcaption>\(title)</figcaption><a href=\"\(path)\"><img src=\"\(path)\" alt=\"\(title)\"></a></figure>\n"
        }
        html += "</div>\n</section>\n"
        sections.append(html)
    }

    /// Writes `index.html` with the summary line on top.
    func finish(summary: String) throws {
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>CellScope baseline report</title>
        <style>
        body { font: 14px/1.4 Inter, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 20px; } h2 { font-size: 15px; margin: 0 0 4px; }
        section { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .kind { display: inline-block; border-radius: 4px; padding: 0 6px; color: #fff; font-size: 12px; text-transform: uppercase; }
        .changed .kind { background: #c2410c; } .missing .kind { background: #1d4ed8; } .extra .kind { background: #6b21a8; }
        .key { color: #6c6c70; font: 12px ui-monospace, monospace; margin: 0 0 6px; }
        ul { margin: 6px 0; padding-left: 20px; } li.property, li.pixels { font-family: ui-monospace, monospace; }
        .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: #6c6c70; font-size: 12px; }
        img { max-width: 100%; border: 1px solid #d1d1d6; image-rendering: pixelated; }
        </style></head><body>
        <h1>CellScope baseline report</h1>

        """
        page += "<p class=\"summary\">\(Self.escape(summary))</p>\n"
        page += sections.isEmpty ? "<p>No differences.</p>\n" : sections.joined()
        page += "</body></html>\n"
        let file = folder.appendingPathComponent("index.html")
        try PendingOutputFile(OutputDestination(requested: file, target: file)).commit(Data(page.utf8))
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
