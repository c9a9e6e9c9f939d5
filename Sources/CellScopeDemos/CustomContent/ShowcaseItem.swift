import CellKit
import Foundation

/// A row of the custom content demo, with its sample data (title, subtitle, icon).
struct ShowcaseItem: Hashable, Sendable {
    /// How the row is built.
    enum Kind: Hashable, Sendable {
        /// `defaultContentConfiguration()` with text, secondary text and an image.
        case defaultContent
        /// Three custom view accessories (bandage and tray leading, bicycle trailing) and a checkmark.
        case accessories
        /// A `configurationUpdateHandler` that builds the content for each state.
        case updateHandler
        /// A `UICollectionViewCell` showing a `LargeImageConfig`, with an image from the bundle.
        case largeImage(imageName: String, detail: String)
    }

    let id: String
    let kind: Kind
    let title: String
    let subTitle: String
    let iconName: String

    static let listRows: [ShowcaseItem] = [
        ShowcaseItem(id: "default-content", kind: .defaultContent, title: "Star",
                     subTitle: "defaultContentConfiguration()", iconName: "star"),
        ShowcaseItem(id: "custom-accessories", kind: .accessories, title: "Accessories",
                     subTitle: "Custom views on both edges and a checkmark", iconName: "car"),
        ShowcaseItem(id: "update-handler", kind: .updateHandler, title: "Bicycle",
                     subTitle: "configurationUpdateHandler", iconName: "bicycle"),
    ]

    static let customRows: [ShowcaseItem] = [
        ShowcaseItem(id: "large-image-landscape", kind: .largeImage(
            imageName: "sample-landscape",
            detail: "LargeImageConfig is a custom UIContentConfiguration; LargeImageContentView places its labels and image view by frames."),
                     title: "Landscape", subTitle: "LargeImageConfig", iconName: ""),
        ShowcaseItem(id: "large-image-avatar", kind: .largeImage(
            imageName: "sample-avatar",
            detail: "The same configuration in a plain UICollectionViewCell: no list cell, no default content configuration needed."),
                     title: "Avatar", subTitle: "UICollectionViewCell", iconName: ""),
    ]
}
