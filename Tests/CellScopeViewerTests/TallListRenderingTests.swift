import CellKit
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

extension ViewerTests {
    /// `PreviewRenderer` (what `cellscope render` writes) renders every row of a list taller than
    /// one screen, and refuses, rather than clips, a list taller than an image may be.
    @Suite(.gtk) @MainActor struct TallListRendering {
        /// The last row's background: a color no other pixel of the list has.
        static let lastRowColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

        /// `count` plain rows; the last one has a magenta background.
        static func demo(rows count: Int) -> PreviewDemo {
            let rows = (0..<count).map { "Row \($0 + 1)" }
            return PreviewDemo(id: "rows-\(count)", title: "\(count) rows", summary: "A long plain list.",
                               items: rows.map { PreviewItem(id: $0, title: $0) }) { context in
                let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: context.width, height: 400),
                                            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    cell.contentConfiguration = content
                    if title == rows.last {
                        var background = UIBackgroundConfiguration.listPlainCell()
                        background.backgroundColor = lastRowColor
                        cell.backgroundConfiguration = background
                    }
                }
                let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { collectionView, indexPath, title in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(rows)
                dataSource.apply(snapshot)
                DemoRetainer.keep(dataSource, with: list)
                return list
            }
        }

        /// The rows (y) where the middle of the image is magenta.
        static func magentaRows(_ image: PixelImage) -> [Int] {
            (0..<image.height).filter { y in
                let pixel = image.pixel(x: image.width / 2, y: y)
                return pixel.red == 255 && pixel.green == 0 && pixel.blue == 255
            }
        }

        @Test func aNinetyFourRowListIsRenderedToItsLastRow() throws {
            let demo = Self.demo(rows: 94)
            let canvas = DemoCanvas(demo: demo, context: PreviewContext(), maximumHeight: 100_000)
            let contentHeight = Int(canvas.list.contentSize.height.rounded(.up))
            #expect(contentHeight > 4000, "taller than the canvas that used to clip it")
            let image = try PreviewRenderer.renderDemo(demo, context: PreviewContext())
            #expect(image.height == contentHeight)
            let magenta = Self.magentaRows(image)
            let first = try #require(magenta.first, "the 94th row is in the image")
            #expect(magenta.count >= 40 && magenta.last! - first == magenta.count - 1, "one whole row: \(magenta.count) lines")
            #expect(image.height - magenta.last! < 10, "at the bottom")
        }

        @Test func theLastRowOfALongListRendersAlone() throws {
            let demo = Self.demo(rows: 94)
            let image = try PreviewRenderer.renderCell(demo, item: try #require(demo.items.last), states: ForcedStates(),
                                                       context: PreviewContext())
            #expect(image.width == 375 && image.height >= 40 && image.height < 80)
            // A plain list draws a separator under its last row too (as iOS does): the crop's bottom line.
            #expect(Self.magentaRows(image) == Array(0..<(image.height - 1)), "the crop is the 94th row, above its separator")
        }

        @Test func aRowOfAListTooTallForOneImageStillRendersAlone() throws {
            let demo = Self.demo(rows: 400)
            let image = try PreviewRenderer.renderCell(demo, item: try #require(demo.items.last), states: ForcedStates(),
                                                       context: PreviewContext())
            #expect(Self.magentaRows(image) == Array(0..<(image.height - 1)),
                    "the crop is the 400th row, about 17,500 pixels down, above its separator")
        }

        @Test func aListTooTallForOneImageIsRefusedNotClipped() throws {
            let demo = Self.demo(rows: 400)
            do {
                _ = try PreviewRenderer.renderDemo(demo, context: PreviewContext())
                Issue.record("a 400-row list (over 16,000 pixels) was rendered")
            } catch let error as ImageTooLarge {
                #expect(error.description.hasPrefix("the 'rows-400' list is 17"), "\(error)")
                #expect(error.description.contains("pixels tall at L, more than cellscope writes in one image (at most 16,000 pixels on a side"))
                #expect(error.description.contains("one row at a time with --item"))
            }
        }
    }
}
