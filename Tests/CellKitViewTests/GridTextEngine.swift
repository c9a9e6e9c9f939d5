@testable import CellKit
import Foundation

/// A text engine for layout tests: text on a fixed grid, so every size is known in advance. Each
/// character is `advance` points wide and each line `lineHeight` tall, whatever the font; lines wrap
/// at spaces when a width is given (a word wider than the width takes a line of its own) and stop at
/// `numberOfLines`. It records what it was asked. Needs no display and no Pango.
@MainActor
final class GridTextEngine: TextEngine {
    let advance: CGFloat
    let lineHeight: CGFloat
    /// Every request, in order.
    private(set) var requests: [TextLayoutRequest] = []

    init(advance: CGFloat = 10, lineHeight: CGFloat = 20) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// The lines `text` wraps into at `width` (nil: no wrapping).
    func lines(_ text: String, width: CGFloat?) -> [String] {
        guard let width else { return [text] }
        let fit = max(1, Int((width / advance).rounded(.down)))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= fit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    func layout(_ request: TextLayoutRequest) -> any TextLayout {
        requests.append(request)
        let all = lines(request.text, width: request.width)
        let shown = request.numberOfLines > 0 ? Array(all.prefix(request.numberOfLines)) : all
        let widest = shown.map(\.count).max() ?? 0
        return GridTextLayout(size: CGSize(width: CGFloat(widest) * advance, height: CGFloat(shown.count) * lineHeight),
                              lineCount: shown.count, isTruncated: shown.count < all.count, firstBaseline: lineHeight * 0.8,
                              lastBaseline: CGFloat(max(shown.count, 1) - 1) * lineHeight + lineHeight * 0.8)
    }
}

/// What `GridTextEngine` lays out: sizes only (nothing draws it).
@MainActor
final class GridTextLayout: TextLayout {
    let size: CGSize
    let lineCount: Int
    let isTruncated: Bool
    let firstBaseline: CGFloat
    let lastBaseline: CGFloat

    init(size: CGSize, lineCount: Int, isTruncated: Bool, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
