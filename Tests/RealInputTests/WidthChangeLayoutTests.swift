import CGtk
@testable import CellKit
@testable import CellScope
import CellScopeDemos
import Foundation
import GtkSupport
import RealInput
import Testing

extension RealInputTests {
    /// A width picked in the traits bar lays every demo out as a fresh list at that width does: the
    /// rows and headers on screen have the frames of a list built at the new width, for every demo
    /// and the width pairs 768→375, 375→768, 768→320 and 320→768 (tablet to phone and back).
    @Suite @MainActor struct WidthChangeLayout {
        /// The widths chosen in turn for each demo; each change is compared with a fresh list.
        private static let walk: [CGFloat] = [375, 768, 320, 768]

        @Test func everyDemoLaysOutAsAFreshListAfterAWidthChange() throws {
            let session = try ViewerUnderRealInput("sidebar", width: 768)
            defer { session.close() }
            for (index, demo) in BuiltInDemos.catalog.demos.enumerated() {
                if index > 0 {
                    // Alt+Down shows the next demo (the demo list is clicked in the designer's walk).
                    try session.input.key(GDK_KEY_Down, modifiers: [.alt])
                }
                try #require(session.input.waitUntil { session.viewer.demo.id == demo.id }, "the viewer shows \(demo.id)")
                var from = session.viewer.context.width
                for width in Self.walk {
                    try session.chooseWidth(width)
                    try expectFreshLayout(of: demo, from: from, in: session)
                    from = width
                }
            }
        }

        /// Compares the frames of every realized row and header of the live list with those of a list
        /// built afresh at the viewer's context, in a root of the same size.
        private func expectFreshLayout(of demo: PreviewDemo, from: CGFloat, in session: ViewerUnderRealInput,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
            let live = try #require(session.viewer.canvas.list, sourceLocation: sourceLocation)
            let liveRoot = try #require(session.viewer.canvas.root, sourceLocation: sourceLocation)
            let context = session.viewer.context
            let fresh = FreshCanvas(demo: demo, context: context, size: liveRoot.bounds.size)
            fresh.list.contentOffset = live.contentOffset
            fresh.root.layoutIfNeeded()
            let pair = "\(demo.id) \(ValueFormatting.number(from))→\(ValueFormatting.number(context.width))"
            #expect(live.bounds.width == fresh.list.bounds.width, "\(pair): the list is as wide as a fresh one",
                    sourceLocation: sourceLocation)
            let liveFrames = Self.frames(in: live), freshFrames = Self.frames(in: fresh.list)
            let shared = Set(liveFrames.keys).intersection(freshFrames.keys)
            #expect(!shared.isEmpty, "\(pair): both lists show rows", sourceLocation: sourceLocation)
            let differing = shared.sorted().filter { !Self.isClose(liveFrames[$0]!, freshFrames[$0]!) }
            #expect(differing.isEmpty, """
                \(pair): \(differing.count) of \(shared.count) rows and headers differ from a fresh list, first \
                \(differing.first.map { "\($0): \(liveFrames[$0]!) instead of \(freshFrames[$0]!)" } ?? "")
                """, sourceLocation: sourceLocation)
        }

        /// The frames of the realized cells ("item s.i") and headers or footers ("kind s"), in the list.
        private static func frames(in list: UICollectionView) -> [String: CGRect] {
            var frames: [String: CGRect] = [:]
            for (indexPath, cell) in list.visibleCellsByIndexPath where !cell.isHidden {
                frames["item \(indexPath.section).\(indexPath.item)"] = cell.frame
            }
            for (key, view) in list.visibleSupplementaries where !view.isHidden {
                frames["\(key.kind) \(key.section)"] = view.frame
            }
            return frames
        }

        private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        }
    }
}

/// A demo's list built afresh at a context, in a root view of a given size (as the viewer's canvas
/// builds it when a demo is picked).
@MainActor
private struct FreshCanvas {
    let root: UIView
    let list: UICollectionView
    let controller: UIViewController?

    init(demo: PreviewDemo, context: PreviewContext, size: CGSize) {
        root = UIView(frame: CGRect(origin: .zero, size: size))
        context.apply(to: &root.traitOverrides)
        root.tintColor = context.tintColor
        if let makeScreen = demo.makeScreen {
            let controller = makeScreen(context)
            ScreenHost.mount(controller, in: root)
            self.controller = controller
            list = ScreenHost.primaryList(in: root)!
        } else {
            list = demo.makeList(context)
            list.frame = root.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(list)
            controller = nil
        }
        root.layoutIfNeeded()
    }
}
