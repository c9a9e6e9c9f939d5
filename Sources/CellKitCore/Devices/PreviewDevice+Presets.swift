import Foundation

// Sources of the values below:
// - Sizes in points and scales: Apple's Human Interface Guidelines, "Layout", table "iOS, iPadOS device
//   screen sizes" (developer.apple.com/design/human-interface-guidelines/layout); the same values in the
//   device tables at gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f (iPhone 15: 393 x 852
//   @3x, 1179 x 2556 pixels; iPhone 15 Pro Max 430 x 932 @3x) and github.com/Sivabalaa/iOSResolution
//   (iPad Pro 12.9: 1024 x 1366 @2x).
// - iPhone safe areas: `safeAreaInsets` printed on an iPhone 15-class device, portrait
//   {59, 0, 34, 0} and landscape {0, 59, 21, 59} (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation);
//   Home-button iPhones: a 20-point status bar, hidden in landscape, and no horizontal insets
//   (useyourloaf.com/blog/supporting-iphone-x/).
// - iPad safe areas and corner radius: top 24, bottom 20, display corner radius 18 for a Face ID iPad
//   (the 13-inch device of pub.dev/documentation/app_deploy_screenshots, `Device.appStoreIpad13`).
// - Status bar heights (54 on Dynamic Island iPhones, 20 on Home-button iPhones, 24 on iPads), display
//   corner radii (55 on iPhone 15 and 15 Pro Max, 21.5 on iPad mini 6) and the home indicator
//   (134 x 5 on iPhones, 8 points above the bottom edge) are the values commonly reported from the
//   simulator (`UIStatusBarManager.statusBarFrame`, the screen's display corner radius), not measured
//   here; the iPad's home indicator width (320 points) is an estimate, as no public table gives it.
extension PreviewDevice {
    /// iPhone SE (3rd generation): 375 x 667 points @2x, a Home button, a 20-point status bar (hidden in
    /// landscape), square display corners.
    public static let iPhoneSE = PreviewDevice(
        name: "iPhone SE", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        displayCornerRadius: 0, portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0, homeIndicatorSize: nil)

    /// iPhone 15: 393 x 852 points @3x; safe area top 59, bottom 34 in portrait, left and right 59 and
    /// bottom 21 in landscape; a 54-point status bar; a 134 x 5 home indicator 8 points above the bottom.
    public static let iPhone15 = dynamicIslandPhone(name: "iPhone 15", size: CGSize(width: 393, height: 852))

    /// iPhone 15 Pro Max: 430 x 932 points @3x, with iPhone 15's safe areas and chrome.
    public static let iPhone15ProMax = dynamicIslandPhone(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932))

    /// iPad mini (6th generation): 744 x 1133 points @2x; safe area top 24 (the status bar) and bottom 20
    /// (the home indicator) in both orientations.
    public static let iPadMini = faceIDPad(name: "iPad mini", size: CGSize(width: 744, height: 1133), cornerRadius: 21.5)

    /// iPad Pro 12.9-inch (3rd to 6th generation): 1024 x 1366 points @2x; safe area top 24 and bottom 20
    /// in both orientations.
    public static let iPadPro12_9 = faceIDPad(name: "iPad Pro 12.9", size: CGSize(width: 1024, height: 1366), cornerRadius: 18)

    /// An iPhone with a Dynamic Island: @3x, the safe areas and chrome of the iPhone 15 family.
    private static func dynamicIslandPhone(name: String, size: CGSize) -> PreviewDevice {
        PreviewDevice(name: name, idiom: .phone, portraitSize: size, scale: 3,
                      portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                      landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                      displayCornerRadius: 55, portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0,
                      homeIndicatorSize: CGSize(width: 134, height: 5))
    }

    /// An iPad without a Home button: @2x, a 24-point status bar and a 20-point home indicator area
    /// in both orientations.
    private static func faceIDPad(name: String, size: CGSize, cornerRadius: CGFloat) -> PreviewDevice {
        let safeArea = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return PreviewDevice(name: name, idiom: .pad, portraitSize: size, scale: 2, portraitSafeArea: safeArea,
                             landscapeSafeArea: safeArea, displayCornerRadius: cornerRadius, portraitStatusBarHeight: 24,
                             landscapeStatusBarHeight: 24, homeIndicatorSize: CGSize(width: 320, height: 5))
    }

    /// Every preset, phones first, smallest first.
    public static let all: [PreviewDevice] = [iPhoneSE, iPhone15, iPhone15ProMax, iPadMini, iPadPro12_9]
}
