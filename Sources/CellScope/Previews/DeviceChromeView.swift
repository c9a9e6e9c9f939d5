import CellKit
import Foundation

/// The system chrome of a device screen, drawn over the app and never part of its layout: the status
/// bar (the time "9:41", cellular bars, Wi-Fi and a full battery) over the top of the safe area, and
/// the home indicator at the bottom of devices without a Home button. Its colors are the label color
/// of the traits (dark glyphs in light mode, light in dark mode), as iOS's default status bar style.
///
/// It takes no input: clicks and scrolls go to the app under it.
@preconcurrency @MainActor
final class DeviceChromeView: UIView {
    let device: PreviewDevice
    let orientation: PreviewDevice.Orientation
    private let time = UILabel()
    private let bars = (0..<4).map { _ in UIView() }
    private let wifi = UIImageView(image: UIImage(systemName: "wifi"))
    private let battery = BatteryGlyph()
    private let homeIndicator = UIView()

    init(device: PreviewDevice, orientation: PreviewDevice.Orientation, frame: CGRect) {
        self.device = device
        self.orientation = orientation
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        time.text = "9:41"
        time.textColor = .label
        time.textAlignment = .center
        time.font = UIFont.systemFont(ofSize: hasSensorHousing ? 17 : 15, weight: .semibold)
        wifi.tintColor = .label
        wifi.contentMode = .scaleAspectFit
        for bar in bars {
            bar.backgroundColor = .label
            bar.layer.cornerRadius = 1
        }
        homeIndicator.backgroundColor = .label
        homeIndicator.layer.cornerRadius = 2.5
        let statusBar = [time, wifi, battery] + bars
        for view in statusBar {
            view.isHidden = statusBarHeight == 0
            addSubview(view)
        }
        homeIndicator.isHidden = device.homeIndicatorFrame(in: orientation) == nil
        addSubview(homeIndicator)
    }

    /// Chrome is made for a device; there is no archived form.
    required init?(coder: NSCoder) { nil }

    /// The status bar's height on this screen (0: hidden, as on an iPhone in landscape).
    var statusBarHeight: CGFloat { device.statusBarHeight(in: orientation) }

    /// A phone whose status bar sits beside a sensor housing (the time on the left, the glyphs on the right).
    private var hasSensorHousing: Bool { device.idiom == .phone && device.portraitStatusBarHeight > 20 }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let frame = device.homeIndicatorFrame(in: orientation) { homeIndicator.frame = frame }
        guard statusBarHeight > 0 else { return }
        let width = bounds.width
        let glyphWidth: CGFloat = 17 + 6 + 15 + 6 + 27
        let timeCenterX: CGFloat, glyphsMinX: CGFloat, centerY: CGFloat
        if hasSensorHousing {
            // The time and the glyphs are centered in the two "ears" beside the sensor housing (126 pt wide).
            let ear = (width - 126) / 2
            timeCenterX = ear / 2 + 6
            glyphsMinX = width - ear / 2 - glyphWidth / 2 - 6
            centerY = statusBarHeight * 0.57
        } else if device.idiom == .pad {
            timeCenterX = 20 + 20
            glyphsMinX = width - 20 - glyphWidth
            centerY = statusBarHeight / 2
        } else {
            timeCenterX = width / 2
            glyphsMinX = width - 6 - glyphWidth
            centerY = statusBarHeight / 2
        }
        let timeSize = time.sizeThatFits(CGSize(width: 100, height: statusBarHeight))
        time.frame = CGRect(x: timeCenterX - timeSize.width / 2, y: centerY - timeSize.height / 2,
                            width: timeSize.width, height: timeSize.height)
        let barHeights: [CGFloat] = [4, 6, 8.5, 11]
        for (index, bar) in bars.enumerated() {
            let height = barHeights[index]
            bar.frame = CGRect(x: glyphsMinX + CGFloat(index) * 4.66, y: centerY + 5.5 - height, width: 3, height: height)
        }
        wifi.frame = CGRect(x: glyphsMinX + 17 + 6, y: centerY - 5.5, width: 15, height: 11)
        battery.frame = CGRect(x: glyphsMinX + 17 + 6 + 15 + 6, y: centerY - 6, width: 27, height: 12)
    }
}

/// A full battery: a rounded outline at 35% opacity, the charge inside it, and the terminal cap.
@preconcurrency @MainActor
private final class BatteryGlyph: UIView {
    private let outline = UIView()
    private let charge = UIView()
    private let cap = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        outline.layer.cornerRadius = 4
        outline.layer.borderWidth = 1
        outline.alpha = 0.35
        charge.backgroundColor = .label
        charge.layer.cornerRadius = 2.5
        cap.backgroundColor = .label
        cap.alpha = 0.4
        cap.layer.cornerRadius = 1
        for view in [outline, charge, cap] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let body = CGRect(x: 0, y: 0, width: bounds.width - 2.5, height: bounds.height)
        outline.frame = body
        outline.layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
        charge.frame = body.insetBy(dx: 2, dy: 2)
        cap.frame = CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
}
