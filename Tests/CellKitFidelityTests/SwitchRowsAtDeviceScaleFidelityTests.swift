import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// The `defaultContentConfiguration()` rows with a `UISwitch` accessory drawn at the device's scale,
/// against iOS 17.5's and iOS 26.2's renderings (the left 393 × 852 and 402 × 874 pt of images that add
/// a legend on the right and tint each view's hit target).
// cashapp/AccessibilitySnapshot @ dc5055831f1025d97c24788d5b66b49595e967f9,
// Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.HitTargetTests/testTableHitTarget_17_5_393x852@3x.png
// (1995 × 2556 @3x) and @ 1df45de4d229726fcbac8bc97178ed53b8397b73, …/testTableHitTarget_26_2_402x874@3x.png
// (2022 × 2622 @3x). All positions below are in device pixels.
// RMSE against the references' screens (the left 1179 and 1206 pixels): 0.059 and 0.065 as they are;
// 0.029 and 0.043 after removing the 20 % tints (each tinted area's commonest colour taken as white under
// the tint). On iOS 17.5 the "Hello World" texts carry 98 % of the squared error (0.004 with them
// masked). On iOS 26.2 text carries 58 % and the switches 38 %: the snapshot draws each switch as a
// flat #C6C6C6 capsule under its liquid lens view, with no thumb, where CellKit draws the track and
// the thumb. With text and switches masked the RMSE is 0.009 (0.011 while CellKit drew iOS 26's
// separators as one #C6C6C8 pixel row instead of iOS 26.2's one-point #E7E7E7 band).
@Suite(.gtk) @MainActor struct SwitchRowsAtDeviceScaleFidelityTests {
    private func screen(width: CGFloat, height: CGFloat, safeTop: CGFloat, look: SystemLook) -> ReferenceScreen {
        let screen = ReferenceScreen(SwitchRowsTable(style: .plain), width: width, height: height, safeTop: safeTop,
                                     renderedAtDeviceScale: true)
        screen.root.host.systemLook = look
        screen.root.layoutIfNeeded()
        return screen
    }

    private var iOS17: ReferenceScreen { screen(width: 393, height: 852, safeTop: 59, look: .iOS17) }
    private var iOS26: ReferenceScreen { screen(width: 402, height: 874, safeTop: 62, look: .iOS26) }

    // Measured: rows start on pixel rows 177, 310 and 443 on iOS 17.5 (133 pixels, 44.33 pt, apart) and
    // 186, 345 and 504 on iOS 26.2 (159 pixels, 53 pt); each row's separator starts at x 60 (20 pt). On
    // iOS 17.5 it is one #C6C6C8 pixel row, the row's last (309, 442, 575). On iOS 26.2 it is a one-point
    // band over the row's last three pixel rows (342 to 344, 501 to 503, 660 to 662), #B9B9EC under the
    // snapshot's 20 % blue tint of the separator view: #E7E7E7 untinted.
    @Test func separatorsCloseEachRowFromTheTwentyPointMargin() throws {
        for (screen, color, lines) in [(iOS17, 0xC6C6C8, [309, 442, 575]), (iOS26, 0xE7E7E7, [342, 343, 344, 501, 502, 503, 660, 661, 662])] {
            let image = try screen.image()
            let found = image.rows(showing: MeasuredColor(hex: color), atX: 600, from: 150, to: 700)
            #expect(found == lines, "separator pixel rows \(found)")
            #expect(image.columns(showing: MeasuredColor(hex: color), atY: lines[0]).first == 60)
        }
    }

    // Measured: iOS 17.5's separators run to the last pixel column (1178); iOS 26.2's stop at x 1146, the
    // trailing layout margin (382 pt), where CellKit's last separator pixel is 1145.
    @Test func separatorsEndWhereEachReleaseEndsThem() throws {
        let old = try iOS17.image(), new = try iOS26.image()
        #expect(old.columns(showing: MeasuredColor(hex: 0xC6C6C8), atY: 309).last == 1178)
        expectNear(new.columns(showing: MeasuredColor(hex: 0xE7E7E7), atY: 344).last.map { CGFloat($0 + 1) / 3 }, 382, "iOS 26 separator end")
    }

    // Measured: "Hello World" inks from x 64 (21.33 pt) on both, its ink's bottom edge at pixel row 263 on iOS 17.5
    // (28.67 pt below the row's top) and 285 on iOS 26.2 (33.0 pt below it).
    @Test func textInksWhereIOSInksIt() throws {
        for (screen, top, bottom) in [(iOS17, 177.0, 263.0), (iOS26, 186, 285)] {
            let ink = try #require(try screen.image().inkBounds(in: CGRect(x: 0, y: top + 3, width: 700, height: 150),
                                                                background: MeasuredColor(hex: 0xFFFFFF)))
            expectNear(ink.minX / 3, 64.0 / 3, "text ink left")
            expectNear((ink.maxY - top) / 3, (bottom - top) / 3, "text ink bottom below the row top")
        }
    }

    // Measured: the first row's switch inks x 966 to 1118 and y 197 to 289 on iOS 17.5 (51 × 31 pt, 20 pt
    // from the trailing edge) and ends at x 1145, y 224 to 307 on iOS 26.2 (28 pt tall, ending at 382 pt).
    @Test func switchInksWhereIOSInksIt() throws {
        for (screen, top, row, ink) in [(iOS17, 177.0, 133.0, CGRect(x: 966, y: 197, width: 153, height: 93)),
                                        (iOS26, 186, 159, CGRect(x: 957, y: 224, width: 189, height: 84))] {
            let found = try #require(try screen.image().inkBounds(in: CGRect(x: 900, y: top + 3, width: 300, height: row - 6),
                                                                  background: MeasuredColor(hex: 0xFFFFFF), threshold: 30))
            expectNear(found.maxX / 3, ink.maxX / 3, "switch ink right")
            expectNear(found.minY / 3, ink.minY / 3, "switch ink top")
            expectNear(found.height / 3, ink.height / 3, "switch ink height")
        }
        let old = try iOS17.image().inkBounds(in: CGRect(x: 900, y: 180, width: 279, height: 127), background: MeasuredColor(hex: 0xFFFFFF), threshold: 30)
        expectNear(old.map { $0.minX / 3 }, 322, "iOS 17 switch ink left")
    }

    @Test func iOS17MatchesItsGolden() throws {
        GoldenImage.assertMatches(try iOS17.image(), named: "switch-rows-ios17@3x")
    }

    @Test func iOS26MatchesItsGolden() throws {
        GoldenImage.assertMatches(try iOS26.image(), named: "switch-rows-ios26@3x")
    }
}
