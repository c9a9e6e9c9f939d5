import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Emoji in list text (Apple's sample code puts them in most of its lists) render in colour from the
/// system's colour emoji font (Noto Color Emoji on Debian), beside Inter text, in every text slot and
/// in a selected sidebar cell whose text turns white.
@Suite(.gtk) @MainActor struct EmojiTextRenderingTests {
    private func cell(_ text: String, secondary: String? = nil, style: UIListContentConfiguration? = nil,
                      environment: UIListEnvironment = .plain, selected: Bool = false) -> UICollectionViewListCell {
        CellSheet.listCell({ content in
            if let style { content = style }
            content.text = text
            content.secondaryText = secondary
        }, environment: environment) { cell in
            cell.isSelected = selected
        }
    }

    @Test func emojiInListCellsMatchTheirGolden() throws {
        let sheet = CellSheet.make([
            cell("🍎 Apples 🍌 🍇"),
            cell("Party 🎉 at 8", secondary: "Bring snacks 🥨🧃", style: .subtitleCell()),
            cell("Mood", secondary: "😀 👍🏽 ❤️", style: .valueCell()),
            cell("🇫🇷 🇯🇵 🏳️‍🌈 Flags", environment: .sidebar),
            cell("⭐️ Favourites", environment: .sidebar, selected: true),
        ])
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet), named: "list-content-emoji")
    }

    @Test func emojiPixelsAreColouredAndTextAloneIsNot() throws {
        let fruit = try ViewSnapshot.image(of: CellSheet.make([cell("🍎 🍏 🍊")], background: .white))
        let words = try ViewSnapshot.image(of: CellSheet.make([cell("Apples pears oranges")], background: .white))
        #expect(Self.colouredPixels(in: words) == 0, "Inter text in black is gray")
        #expect(Self.colouredPixels(in: fruit) > 300, "colour emoji, not monochrome outlines")
        #expect(Self.count(in: fruit) { $0.red > 180 && $0.green < 90 && $0.blue < 90 } > 50, "a red apple")
        #expect(Self.count(in: fruit) { $0.green > 150 && $0.red < 170 && $0.blue < 90 } > 50, "a green apple")
        #expect(Self.count(in: fruit) { $0.red > 200 && $0.green > 100 && $0.green < 190 && $0.blue < 60 } > 50, "an orange")
    }

    @Test func emojiStayColouredWhenSelectedTextTurnsWhite() throws {
        let selected = try ViewSnapshot.image(of: CellSheet.make([cell("🍎 Apples", environment: .sidebar, selected: true)]))
        let redApple = Self.count(in: selected) { $0.red > 180 && $0.green < 90 && $0.blue < 90 }
        #expect(redApple > 50, "the apple keeps its own colours on the tinted background (\(redApple) red pixels)")
    }

    /// Opaque pixels whose channels differ by more than 100: clearly coloured, not gray.
    static func colouredPixels(in image: PixelImage) -> Int {
        count(in: image) { pixel in
            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            return pixel.alpha == 255 && channels.max()! - channels.min()! > 100
        }
    }

    static func count(in image: PixelImage, where test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width where test(image.pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }
}
