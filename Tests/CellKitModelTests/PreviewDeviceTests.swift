import Foundation
import Testing
@testable import CellKitCore

/// The device presets carry iOS's values (sources in `PreviewDevice+Presets.swift`: Apple's device
/// screen table and safe areas printed on devices), turned for landscape.
@Suite struct PreviewDeviceTests {
    @Test func iPhone15MatchesItsScreenAndSafeAreas() {
        let device = PreviewDevice.iPhone15
        #expect(device.size(in: .portrait) == CGSize(width: 393, height: 852))
        #expect(device.size(in: .landscape) == CGSize(width: 852, height: 393))
        #expect(device.pixelSize(in: .portrait) == (1179, 2556))
        #expect(device.safeAreaInsets(in: .portrait) == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(device.safeAreaInsets(in: .landscape) == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(device.statusBarHeight(in: .landscape) == 0, "iPhones hide the status bar in landscape")
        // The home indicator: 134 x 5 points, 8 points above the bottom edge, centered.
        #expect(device.homeIndicatorFrame(in: .portrait) == CGRect(x: 129.5, y: 839, width: 134, height: 5))
        #expect(device.homeIndicatorFrame(in: .landscape) == CGRect(x: 359, y: 380, width: 134, height: 5))
    }

    @Test func everyPresetHasItsPointSizeAndScale() {
        let expected: [(String, CGFloat, CGFloat, CGFloat)] = [
            ("iPhone SE", 375, 667, 2), ("iPhone 15", 393, 852, 3), ("iPhone 15 Pro Max", 430, 932, 3),
            ("iPad mini", 744, 1133, 2), ("iPad Pro 12.9", 1024, 1366, 2),
        ]
        #expect(PreviewDevice.all.map(\.name) == expected.map(\.0))
        for (name, width, height, scale) in expected {
            let device = PreviewDevice.named(name)
            #expect(device?.portraitSize == CGSize(width: width, height: height), "\(name)")
            #expect(device?.scale == scale, "\(name)")
        }
    }

    @Test func aHomeButtonPhoneHasAStatusBarAndNoHomeIndicator() {
        let device = PreviewDevice.iPhoneSE
        #expect(device.safeAreaInsets(in: .portrait) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(device.safeAreaInsets(in: .landscape) == .zero)
        #expect(device.homeIndicatorFrame(in: .portrait) == nil)
        #expect(device.displayCornerRadius == 0)
    }

    @Test func iPadsKeepTheirSafeAreaInLandscape() {
        for device in [PreviewDevice.iPadMini, .iPadPro12_9] {
            #expect(device.idiom == .pad)
            #expect(device.safeAreaInsets(in: .portrait) == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            #expect(device.safeAreaInsets(in: .landscape) == device.safeAreaInsets(in: .portrait))
            #expect(device.statusBarHeight(in: .landscape) == 24)
        }
    }

    @Test func namesAreFoundInAnyCaseWithHyphensForSpaces() {
        #expect(PreviewDevice.named("iphone-15") == .iPhone15)
        #expect(PreviewDevice.named("IPAD  PRO 12.9") == .iPadPro12_9)
        #expect(PreviewDevice.named("iPhone 15 Pro") == nil)
    }
}
