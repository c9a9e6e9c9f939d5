import Foundation

/// Describes a cell's (or header's) background: fill color, visual effect, image, custom view, corner radius,
/// insets, stroke and shadow, like UIKit's `UIBackgroundConfiguration`. Create one with a factory such as
/// `listPlainCell()`; `updated(for:)` restyles it for a state while keeping every property you set.
///
/// A nil `backgroundColor` (or `strokeColor`) means "use the view's tint color"; use `.clear` for no fill.
/// Equality ignores which properties were customized and compares `customView` by identity.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The factory that made the configuration.
    package enum Style: String, Hashable, Sendable {
        case clear, listCell, listHeader, listFooter
        case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader

        /// The visual family in a list environment (only the adaptive iOS 18 styles depend on it).
        func family(for environment: UIListEnvironment) -> ListAppearanceFamily {
            switch self {
            case .clear: return .clear
            case .listCell: return ListAppearanceFamily.cell(for: environment)
            case .listHeader: return ListAppearanceFamily.header(for: environment)
            case .listFooter: return ListAppearanceFamily.footer(for: environment)
            case .listPlainCell: return .plainCell
            case .listGroupedCell: return .groupedCell
            case .listSidebarCell: return .sidebarCell
            case .listAccompaniedSidebarCell: return .accompaniedSidebarCell
            case .listPlainHeaderFooter: return .plainHeaderFooter
            case .listGroupedHeaderFooter: return .groupedHeaderFooter
            case .listSidebarHeader: return .sidebarHeader
            }
        }
    }

    /// The factory that made the configuration.
    package var style: Style
    /// The visual family the style resolved to when it was last styled.
    var family: ListAppearanceFamily
    /// The properties set explicitly (not part of equality).
    var customized = CustomizationRecord()

    init(style: Style, family: ListAppearanceFamily) {
        self.style = style
        self.family = family
    }

    /// The view behind `customView` (a `UIView`, which lives in the view layer), compared by identity.
    package var customViewObject = ObjectIdentity() { didSet { customized.insert("customView") } }
    /// The corner radius of color, effect, custom view and stroke (continuous corners).
    public var cornerRadius: CGFloat = 0 { didSet { customized.insert("cornerRadius") } }
    /// Insets of the background inside the cell; negative values extend it outward.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero { didSet { customized.insert("backgroundInsets") } }
    /// Edges for which the cell's layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = [] {
        didSet { customized.insert("edgesAddingLayoutMarginsToBackgroundInsets") }
    }
    /// The fill color; nil means the view's tint color, `.clear` means no fill.
    public var backgroundColor: UIColor? { didSet { customized.insert("backgroundColor") } }
    /// A transformer applied to the (possibly tint-derived) fill color.
    public var backgroundColorTransformer: UIConfigurationColorTransformer? {
        didSet { customized.insert("backgroundColorTransformer") }
    }
    /// A blur or vibrancy effect behind the background.
    public var visualEffect: UIVisualEffect? { didSet { customized.insert("visualEffect") } }
    /// An image drawn in the background (iOS 15).
    public var image: UIImage? { didSet { customized.insert("image") } }
    /// The raw value of `imageContentMode` (a `UIView.ContentMode`, which lives in the view layer);
    /// 0 is `.scaleToFill`.
    package var imageContentModeRawValue = 0 { didSet { customized.insert("imageContentMode") } }
    /// The stroke color; nil means the view's tint color. Visible only when `strokeWidth` > 0.
    public var strokeColor: UIColor? { didSet { customized.insert("strokeColor") } }
    /// A transformer applied to the (possibly tint-derived) stroke color.
    public var strokeColorTransformer: UIConfigurationColorTransformer? {
        didSet { customized.insert("strokeColorTransformer") }
    }
    /// The stroke width in points; 0 draws no stroke.
    public var strokeWidth: CGFloat = 0 { didSet { customized.insert("strokeWidth") } }
    /// How far the stroke sits outside the background; its corner radius grows with it to stay concentric.
    public var strokeOutset: CGFloat = 0 { didSet { customized.insert("strokeOutset") } }
    /// The shadow (iOS 18); none by default.
    public var shadowProperties = UIShadowProperties() { didSet { customized.insert("shadowProperties") } }

    /// The fill color to draw: `backgroundColor` (or `tintColor` when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke color to draw: `strokeColor` (or `tintColor` when nil) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// Returns a copy restyled for `state`: the style's defaults for the state, with every property you set
    /// explicitly kept as you set it.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var result = Self.styled(style, traits: UITraitCollection.resolvedAgainstCurrent(state.traitCollection),
                                 states: CellSystemStates(of: state))
        result.adoptCustomizations(from: self)
        return result
    }

    /// The dotted names of the properties set explicitly, e.g. `["backgroundColor", "cornerRadius"]`.
    package var customizedPropertyNames: Set<String> { customized.names }

    /// Copies every customized property of `source` and its customization record.
    private mutating func adoptCustomizations(from source: UIBackgroundConfiguration) {
        for name in source.customized.names {
            switch name {
            case "customView": customViewObject = source.customViewObject
            case "cornerRadius": cornerRadius = source.cornerRadius
            case "backgroundInsets": backgroundInsets = source.backgroundInsets
            case "edgesAddingLayoutMarginsToBackgroundInsets":
                edgesAddingLayoutMarginsToBackgroundInsets = source.edgesAddingLayoutMarginsToBackgroundInsets
            case "backgroundColor": backgroundColor = source.backgroundColor
            case "backgroundColorTransformer": backgroundColorTransformer = source.backgroundColorTransformer
            case "visualEffect": visualEffect = source.visualEffect
            case "image": image = source.image
            case "imageContentMode": imageContentModeRawValue = source.imageContentModeRawValue
            case "strokeColor": strokeColor = source.strokeColor
            case "strokeColorTransformer": strokeColorTransformer = source.strokeColorTransformer
            case "strokeWidth": strokeWidth = source.strokeWidth
            case "strokeOutset": strokeOutset = source.strokeOutset
            case "shadowProperties": shadowProperties = source.shadowProperties
            default: break
            }
        }
        customized = source.customized
    }
}
