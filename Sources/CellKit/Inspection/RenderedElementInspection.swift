import Foundation

/// One thing a cell draws that a person reads or touches: a text run, an image, or a control, with
/// where it landed after layout and the color it draws in. Preview tools (CellScope's lint) read it to
/// check contrast, truncation, overlap and touch targets. Not UIKit.
package struct RenderedElementInspection: Sendable {
    /// What the element is.
    package enum Kind: Sendable {
        /// A label's text.
        case text(DrawnTextInspection)
        /// An image view's image; `isSymbol` for symbol and template images, drawn in one color.
        case image(isSymbol: Bool)
        /// A control that takes touches (a system accessory's button, a switch, a custom control).
        case control
    }

    /// What the element is, with the facts of its kind.
    package let kind: Kind
    /// The element's name in the cell: `text`, `secondaryText` and `image` for a list content view's
    /// parts (the `UIListContentConfiguration` property names), `disclosureIndicator accessory` and the
    /// like for accessories, or the view's class and text for custom content.
    package let role: String
    /// The view's frame in the coordinates of the view the inspection was made from.
    package let frame: CGRect
    /// Where the element's content draws, in the same coordinates: the ink of the text, the rectangle
    /// the image is drawn in, or the control's frame.
    package let contentRect: CGRect
    /// The color the text or symbol draws in (sRGB, 0…1), its alpha multiplied by the alphas of the view
    /// and its ancestors; nil for images drawn in their own colors and for controls.
    package let foreground: InspectedColor?
}

/// A color as sRGB components from 0 to 1 with straight (not premultiplied) alpha. Not UIKit.
package struct InspectedColor: Hashable, Sendable {
    /// The components.
    package var red, green, blue, alpha: CGFloat

    /// A color from its components.
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension UIView {
    /// Every visible text run, image and touchable control in this view's subtree, after layout, with
    /// frames in the coordinates of `reference` (this view when nil). Hidden views, views with zero
    /// alpha and empty labels are left out. Not UIKit.
    package func renderedElements(in reference: UIView? = nil) -> [RenderedElementInspection] {
        var elements: [RenderedElementInspection] = []
        collectElements(into: &elements, root: self, reference: reference ?? self, alpha: 1)
        return elements
    }

    private func collectElements(into elements: inout [RenderedElementInspection], root: UIView, reference: UIView, alpha: CGFloat) {
        guard !isHidden, self.alpha > 0 else { return }
        let alpha = alpha * self.alpha
        if let element = inspectedElement(root: root, reference: reference, alpha: alpha) { elements.append(element) }
        for subview in subviews { subview.collectElements(into: &elements, root: root, reference: reference, alpha: alpha) }
    }

    private func inspectedElement(root: UIView, reference: UIView, alpha: CGFloat) -> RenderedElementInspection? {
        let frame = convert(bounds, to: reference)
        func placed(_ rect: CGRect) -> CGRect { convert(rect, to: reference) }
        if let label = self as? UILabel, let drawn = label.drawnTextInspection() {
            let color = label.drawingColor()
            return RenderedElementInspection(kind: .text(drawn), role: elementRole(root: root), frame: frame,
                                             contentRect: placed(drawn.inkRect),
                                             foreground: InspectedColor(red: color.red, green: color.green, blue: color.blue,
                                                                        alpha: color.alpha * alpha))
        }
        if let imageView = self as? UIImageView, let image = imageView.displayedImage, bounds.width > 0, bounds.height > 0 {
            let rect = ImagePlacement.rect(for: image.size, in: bounds, contentMode: imageView.contentMode)
            let color = imageView.symbolColor(for: image)
            return RenderedElementInspection(kind: .image(isSymbol: color != nil), role: elementRole(root: root), frame: frame,
                                             contentRect: placed(rect.intersection(bounds)),
                                             foreground: color.map { InspectedColor(red: $0.red, green: $0.green, blue: $0.blue,
                                                                                      alpha: $0.alpha * alpha) })
        }
        if self is UIControl, isUserInteractionEnabled, bounds.width > 0, bounds.height > 0 {
            return RenderedElementInspection(kind: .control, role: elementRole(root: root), frame: frame, contentRect: frame,
                                             foreground: nil)
        }
        return nil
    }

    /// The element's name: a list content view part by its configuration property, an accessory by its
    /// kind, or the view's class (with a label's first words).
    private func elementRole(root: UIView) -> String {
        if let content = superview as? UIListContentView {
            if self === content.textLabel { return accessoryPrefix(root: root) + "text" }
            if self === content.secondaryTextLabel { return accessoryPrefix(root: root) + "secondaryText" }
            if self === content.imageView { return accessoryPrefix(root: root) + "image" }
        }
        var name = String(describing: type(of: self))
        if let label = self as? UILabel, let text = label.text {
            name += " \"\(text.count > 24 ? text.prefix(23) + "…" : text)\""
        }
        if let accessory = enclosingSystemAccessory() { return "\(accessory.kind.name) accessory" }
        if let cell = root as? UICollectionViewCell, isAccessory(of: cell) {
            return self is UILabel && superview === cell ? "label accessory" : "customView accessory \(name)"
        }
        return accessoryPrefix(root: root) + name
    }

    /// Empty for content; the containing accessory's name for a list content view inside a custom accessory.
    private func accessoryPrefix(root: UIView) -> String {
        guard let cell = root as? UICollectionViewCell, isAccessory(of: cell) else { return "" }
        return "customView accessory "
    }

    private func enclosingSystemAccessory() -> SystemAccessoryView? {
        var view: UIView? = self
        while let current = view {
            if let accessory = current as? SystemAccessoryView { return accessory }
            view = current.superview
        }
        return nil
    }

    /// Whether the view sits in one of the cell's accessories: under the cell but outside its content
    /// and background views.
    private func isAccessory(of cell: UICollectionViewCell) -> Bool {
        var view: UIView = self
        while let parent = view.superview {
            if parent === cell { return view !== cell.contentView && view !== cell.backgroundView && !(view is BackgroundConfigurationView) }
            view = parent
        }
        return false
    }
}
