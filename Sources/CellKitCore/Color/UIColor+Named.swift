import Foundation

extension UIColor {
    /// The color called `name` in the main bundle's asset catalogs (see `AssetCatalogLocator` for
    /// where a SwiftPM executable's catalogs are found), or nil when there is none, as in UIKit.
    ///
    /// The color is dynamic: it takes its any/light, dark and high-contrast values from the color
    /// set as the traits it is drawn with change. A name that is not found, or a color set that
    /// cannot be read, also prints a warning (once per name) saying where CellKit looked.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color called `name` in `bundle`'s asset catalogs (the main bundle's when nil), or nil
    /// when there is none. With a trait collection, the color is fixed to that environment's
    /// variant (dark, high contrast); without one it stays dynamic.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let values = UIColor.catalogValues(named: name, in: bundle) else { return nil }
        if let traitCollection {
            self.init(kind: .constant(values.resolve(UITraitCollection.resolvedAgainstCurrent(traitCollection))))
        } else {
            self.init(kind: .catalog(name: name, values: values))
        }
    }

    /// The color set's values from the first catalog of `bundle` that has `name`; warns and
    /// returns nil when none has it or it cannot be read.
    static func catalogValues(named name: String, in bundle: Bundle?) -> SystemColorValues? {
        for catalog in AssetCatalogLocator.catalogs(in: bundle) {
            do {
                if let colorSet = try catalog.colorSet(named: name) { return colorSet.values }
            } catch {
                Diagnostics.warnOnce(key: "named-color-unreadable:\(catalog.url.path):\(name)",
                                     message: "UIColor(named: \"\(name)\"): the color set in \(catalog.url.path) cannot be read "
                                         + "(\(error)); returning nil")
                return nil
            }
        }
        Diagnostics.warnOnce(key: "named-color-missing:\(bundle?.resourcePath ?? "main"):\(name)",
                             message: "UIColor(named: \"\(name)\"): no color set \"\(name)\" in "
                                 + "\(AssetCatalogLocator.searchDescription(for: bundle)); returning nil as UIKit does")
        return nil
    }
}
