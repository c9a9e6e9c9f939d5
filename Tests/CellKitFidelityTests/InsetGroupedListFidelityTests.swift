import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// An inset grouped collection view list with a centred custom header and custom content views with a
/// checkmark on the selected row, as iOS 16 drew it on an iPhone 8 (375 × 667 pt, @2x).
// theleftbit/BSWInterfaceKit @ 89e83618a429ad0d2129e51c29d6e103ad64688f,
// Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.375x667.png (750 × 1334 @2x).
// Positions below are relative to the header's top (iOS: the safe area's top, 20) and the first row's top.
@Suite(.gtk) @MainActor struct InsetGroupedListFidelityTests {
    private let white = MeasuredColor(hex: 0xFFFFFF)

    private func list(renderedAtDeviceScale: Bool = false) throws -> (ReferenceScreen, UICollectionView) {
        let screen = ReferenceScreen(CheckedInsetList(), width: 375, height: 667, safeTop: 20, scale: 2,
                                     renderedAtDeviceScale: renderedAtDeviceScale)
        return (screen, try #require(screen.controller.view as? UICollectionView))
    }

    private func cellFrame(_ item: Int, _ screen: ReferenceScreen, _ list: UICollectionView) throws -> CGRect {
        screen.frame(of: try #require(list.cellForItem(at: IndexPath(item: item, section: 0))))
    }

    // Measured: the header starts at the safe area's top (20) and the first row at 52.5 (a 32.5-pt header:
    // the label's 6-pt insets around one line of body text).
    @Test func firstRowFollowsTheHeaderBelowTheSafeArea() throws {
        let (screen, list) = try list()
        let header = try #require(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)))
        expectNear(screen.frame(of: header).minY, 20, "header top")
        expectNear(try cellFrame(0, screen, list).minY, 52.5, "first row top")
    }

    // Measured at the device's scale: the header is 32.5 pt tall and each row 36.5 (73 device pixels: one
    // 20.287-pt body line, rounded up to 20.5 at 2x, between 8-pt margins), rows following each other.
    @Test func rowsAreThirtySixAndAHalfPointsTallAtTheDevicesScale() throws {
        let (screen, list) = try list(renderedAtDeviceScale: true)
        let header = try #require(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)))
        #expect(abs(screen.frame(of: header).height - 32.5) < 0.01, "header height \(screen.frame(of: header).height)")
        for item in 0..<3 {
            let frame = try cellFrame(item, screen, list)
            #expect(abs(frame.height - 36.5) < 0.01, "row \(item) height \(frame.height)")
            #expect(abs(frame.minY - (52.5 + 36.5 * CGFloat(item))) < 0.01, "row \(item) top \(frame.minY)")
        }
    }

    // Measured: the list's background below the section is #F2F2F7 (systemGroupedBackground).
    @Test func backgroundIsTheGroupedBackground() throws {
        let (screen, _) = try list()
        #expect(try screen.image().color(x: 8, y: 600) == MeasuredColor(hex: 0xF2F2F7))
    }

    // Measured: the cells are white from x 16.0 to 359.0 (16-pt insets on a 375-pt phone).
    @Test func cellsAreInsetSixteenPointsOnEachSide() throws {
        let (screen, list) = try list()
        for item in 0..<3 {
            let frame = try cellFrame(item, screen, list)
            expectNear(frame.minX, 16, "cell \(item) leading edge")
            expectNear(frame.maxX, 359, "cell \(item) trailing edge")
        }
        let image = try screen.image()
        let middle = Int(try cellFrame(1, screen, list).midY)
        #expect(image.color(x: 16, y: middle) == white)
        #expect(image.color(x: 15, y: middle) == MeasuredColor(hex: 0xF2F2F7))
    }

    // Measured: the header's label inks from 9.5 to 25.0 below the header's top (a label 6 pt from the
    // top; the comma's tail is the lowest ink) and is centred at x 188.0 (its ink runs 140.0 to 236.0, 96.0
    // wide: the tracked 17-pt system font). Rendered at the device's 2x, as the reference, so the centred
    // label can sit on a half point as on iOS.
    @Test func headerLabelIsCentredSixPointsBelowTheHeaderTop() throws {
        let (screen, list) = try list(renderedAtDeviceScale: true)
        let header = try #require(list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)))
        let frame = screen.frame(of: header)
        let scale = screen.imageScale
        let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        let ink = try #require(try screen.image().inkBounds(in: pixels, background: MeasuredColor(hex: 0xF2F2F7), threshold: 200))
        expectNear(ink.midX / scale, 188, "header ink centre")
        expectNear(ink.width / scale, 96, "header ink width")
        expectNear(ink.minY / scale - frame.minY, 9.5, "header ink top below the header top")
        expectNear(ink.maxY / scale - frame.minY, 25, "header ink bottom below the header top")
    }

    // Measured: "Hello" inks from x 25.5 (the cell at 16 plus the stack's 8-pt margin and the H's side
    // bearing); the separator under it (at 88.5, the row's last device pixel row) is #C6C6C8 and starts at
    // x 32.0 (the cell's 16-pt layout margin). The row is selected: a plain UICollectionViewCell whose
    // background does not show the selection keeps its separator.
    @Test func rowTextAndSeparatorFollowTheMargins() throws {
        let (screen, list) = try list()
        let image = try screen.image()
        let first = try cellFrame(0, screen, list)
        let ink = image.inkBounds(in: CGRect(x: first.minX, y: first.minY + 1, width: 120, height: first.height - 2), background: white)
        expectNear(ink?.minX, 25.5, "row text ink x")
        #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        let separator = image.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: Int(first.maxY) - 1)
        expectNear(separator.first.map { CGFloat($0) }, 32, "separator start under the selected row")
    }

    // Measured: only the selected first row shows the checkmark; its ink ends at x 349.0 (the stack's
    // 8-pt margin inside the cell's trailing edge at 359, less the symbol's side bearing) and is
    // vertically centred in the row (11.0 to 26.0 below a 36.5-pt row's top).
    @Test func checkmarkMarksOnlyTheSelectedRow() throws {
        let (screen, list) = try list()
        let image = try screen.image()
        var checks: [CGRect?] = []
        for item in 0..<3 {
            let frame = try cellFrame(item, screen, list)
            checks.append(image.inkBounds(in: CGRect(x: frame.midX + 40, y: frame.minY + 1, width: frame.maxX - frame.midX - 40, height: frame.height - 2),
                                          background: white, threshold: 200))
        }
        let check = try #require(checks[0], "the selected row shows a checkmark")
        #expect(checks[1] == nil && checks[2] == nil, "unselected rows show none")
        let row = try cellFrame(0, screen, list)
        expectNear(check.maxX, 349, "checkmark ink trailing edge")
        expectNear(check.midY - row.minY, 18.5, "checkmark ink centre below the row top")
    }
}
