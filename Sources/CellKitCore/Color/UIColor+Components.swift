import Foundation

extension UIColor {
    /// Reads the sRGB components (resolved for `UITraitCollection.current`); always succeeds.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba(resolvedWith: .current)
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the white level (Rec. 601 luma of the resolved color) and alpha; always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(resolvedWith: .current)
        white?.pointee = c.luma
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads hue, saturation, brightness (HSB, 0…1) and alpha of the resolved color; always succeeds.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgba(resolvedWith: .current)
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }
}
