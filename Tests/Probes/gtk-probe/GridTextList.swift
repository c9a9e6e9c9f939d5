import CellKit
import CellKitGTK
import Foundation

/// Text on a fixed grid (10 points a character, 20 a line, wrapped at spaces), as the layout tests'
/// `GridTextEngine` measures it: a text engine that needs neither Pango nor a display.
struct GridTextEngine: TextEngine {
    @MainActor func layout(_ request: TextLayoutRequest) -> any TextLayout {
        var lines = [""]
        let fit = request.width.map { max(1, Int(($0 / 10).rounded(.down))) } ?? .max
        for word in request.text.split(separator: " ") {
            if lines[lines.count - 1].isEmpty {
                lines[lines.count - 1] = String(word)
            } else if lines[lines.count - 1].count + 1 + word.count <= fit {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
        if request.numberOfLines > 0 { lines = Array(lines.prefix(request.numberOfLines)) }
        let width = CGFloat(lines.map(\.count).max() ?? 0) * 10
        return GridTextLayout(size: CGSize(width: width, height: CGFloat(lines.count) * 20), lineCount: lines.count)
    }
}

/// What `GridTextEngine` lays out: sizes only.
@MainActor
final class GridTextLayout: TextLayout {
    let size: CGSize
    let lineCount: Int
    var isTruncated: Bool { false }
    var firstBaseline: CGFloat { 16 }
    var lastBaseline: CGFloat { CGFloat(max(lineCount, 1) - 1) * 20 + 16 }

    init(size: CGSize, lineCount: Int) {
        self.size = size
        self.lineCount = lineCount
    }
}

/// The rows of `ListSelfSizingWithGridTextTests`' first test, laid out in this process.
@MainActor
enum GridTextList {
    final class Rows: UICollectionViewDataSource {
        let texts = ["Short", Array(repeating: "abcdef", count: 10).joined(separator: " "), "abcdef abcdef abcdef abcdef abcdef"]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = UIListContentConfiguration.cell()
            content.text = text
            cell.contentConfiguration = content
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
        }
    }

    /// "rows Y+H …; text WxH …; widgets none|some".
    static func layOut() -> String {
        let rows = Rows()
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 800),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        list.dataSource = rows
        return TextEngines.$current.withValue(GridTextEngine()) {
            list.layoutIfNeeded()
            let cells = (0..<rows.texts.count).compactMap { list.cellForItem(at: IndexPath(item: $0, section: 0)) }
            let frames = cells.map { "\(Int($0.frame.minY))+\(Int($0.frame.height))" }
            let texts = cells.compactMap { ($0.contentView.subviews.first as? UIListContentView)?.textLayoutGuide?.layoutFrame }
                .map { "\(Int($0.width))x\(Int($0.height))" }
            let widgets = ([list] + cells).contains { ViewTesting.hasWidget($0) } ? "some" : "none"
            return "rows \(frames.joined(separator: " ")); text \(texts.joined(separator: " ")); widgets \(widgets)"
        }
    }
}
