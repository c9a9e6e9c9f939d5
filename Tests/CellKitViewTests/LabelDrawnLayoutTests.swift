@testable import CellKit
import Foundation
import Testing

/// A label draws the layout it drew last while nothing the layout depends on changed: a recolor (a
/// selected or highlighted cell) lays no text out, and every change of text, font, width or lines does.
/// Measured with `GridTextEngine`, which records each layout it is asked for, drawn on a canvas that
/// records each text it draws.
@Suite @MainActor struct LabelDrawnLayoutTests {
    /// A canvas that keeps the text layouts it is asked to draw, with their colors.
    final class TextRecordingCanvas: Canvas {
        private(set) var drawnText: [(layout: any TextLayout, color: RGBA)] = []

        func fill(_ rect: CGRect, color: RGBA, corners: CornerRadii) {}
        func stroke(_ rect: CGRect, width: CGFloat, color: RGBA, corners: CornerRadii) {}
        func shadow(of rect: CGRect, corners: CornerRadii, color: RGBA, offset: CGSize, radius: CGFloat) {}
        func clipped(to rect: CGRect, corners: CornerRadii, _ body: () -> Void) { body() }
        func translated(by point: CGPoint, _ body: () -> Void) { body() }
        func withOpacity(_ opacity: CGFloat, _ body: () -> Void) { body() }
        func draw(_ text: any TextLayout, at origin: CGPoint, color: RGBA) { drawnText.append((text, color)) }
        func draw(_ image: UIImage, in rect: CGRect, symbolicColor: RGBA?) {}
    }

    /// Draws `label` with `engine` bound and returns the layout it drew.
    private func draw(_ label: UILabel, engine: GridTextEngine, on canvas: TextRecordingCanvas) throws -> any TextLayout {
        TextEngines.$current.withValue(engine) { label.drawContent(in: canvas) }
        return try #require(canvas.drawnText.last?.layout)
    }

    @Test func aRecolorDrawsTheSameLayoutInTheNewColor() throws {
        let engine = GridTextEngine(), canvas = TextRecordingCanvas()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "Folder 1"
        let first = try draw(label, engine: engine, on: canvas)
        let asked = engine.requests.count
        label.textColor = .white
        label.isHighlighted = true
        let second = try draw(label, engine: engine, on: canvas)
        #expect(first === second)
        #expect(engine.requests.count == asked, "a recolor lays no text out")
        #expect(canvas.drawnText[0].color != canvas.drawnText[1].color)
    }

    @Test func changesToTextFontWidthOrLinesLayTheTextOutAgain() throws {
        let engine = GridTextEngine(), canvas = TextRecordingCanvas()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Folder 1"
        var previous = try draw(label, engine: engine, on: canvas)
        let changes: [(String, () -> Void)] = [
            ("text", { label.text = "Folder 2" }),
            ("font", { label.font = .systemFont(ofSize: 22) }),
            ("width", { label.frame.size.width = 120 }),
            ("lines", { label.numberOfLines = 2 }),
            ("line breaks", { label.lineBreakMode = .byTruncatingMiddle }),
            ("alignment", { label.textAlignment = .center }),
        ]
        for (name, change) in changes {
            change()
            let next = try draw(label, engine: engine, on: canvas)
            #expect(next !== previous, "a change of \(name) lays the text out again")
            #expect(engine.requests.last?.width == label.bounds.width)
            previous = next
        }
    }

    @Test func aLabelThatShrinksToFitRecolorsWithoutMeasuringAgain() throws {
        let engine = GridTextEngine(), canvas = TextRecordingCanvas()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 75, height: 20))
        label.text = "Folder 10"  // 90 points on the grid: shrinks to 75
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        _ = try draw(label, engine: engine, on: canvas)
        let shrunk = try #require(engine.requests.last)
        #expect(shrunk.font.pointSize < label.font.pointSize)
        let asked = engine.requests.count
        label.textColor = .systemBlue
        _ = try draw(label, engine: engine, on: canvas)
        #expect(engine.requests.count == asked)
    }

    @Test func anotherTextEngineGetsItsOwnLayout() throws {
        let canvas = TextRecordingCanvas()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "Folder 1"
        let first = try draw(label, engine: GridTextEngine(), on: canvas)
        let other = OtherGridTextEngine()
        let second = TextEngines.$current.withValue(other) { () -> (any TextLayout)? in
            label.drawContent(in: canvas)
            return canvas.drawnText.last?.layout
        }
        #expect(second !== first)
        #expect(other.requestCount == 1)
    }

    /// A second engine type, to see that a layout from one engine is not drawn for another.
    @MainActor final class OtherGridTextEngine: TextEngine {
        private let grid = GridTextEngine()
        private(set) var requestCount = 0
        func layout(_ request: TextLayoutRequest) -> any TextLayout {
            requestCount += 1
            return grid.layout(request)
        }
    }
}
