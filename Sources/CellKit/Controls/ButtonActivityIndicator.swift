import Foundation

/// The spinner a configuration button shows in place of its image (`showsActivityIndicator`).
@preconcurrency @MainActor
enum ButtonActivityIndicator {
    /// The spinner's size in a button.
    static let size = CGSize(width: 20, height: 20)

    /// Shows, places and colors the button's spinner, or removes it.
    static func update(in button: UIButton, show: Bool, color: UIColor, imageFrame: CGRect?, center: CGPoint) {
        let existing = button.subviews.lazy.compactMap { $0 as? Spinner }.first
        guard show else {
            existing?.stopAnimating()
            existing?.removeFromSuperview()
            return
        }
        let spinner = existing ?? Spinner(style: .medium)
        if existing == nil { button.addSubview(spinner) }
        spinner.color = color
        let frameCenter = imageFrame.map { CGPoint(x: $0.midX, y: $0.midY) } ?? center
        spinner.frame = CGRect(x: frameCenter.x - size.width / 2, y: frameCenter.y - size.height / 2,
                               width: size.width, height: size.height)
        spinner.startAnimating()
    }

    /// The button's own spinner (so it is told apart from spinners the app adds).
    final class Spinner: UIActivityIndicatorView {}
}
