import Foundation

extension Bundle {
    /// Loads the nib `name` from this bundle, connecting File's Owner's outlets to `owner`, and
    /// returns its top-level objects (see `UINib`). A nib CellKit cannot load stops the program
    /// with the reason, as UIKit raises.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
