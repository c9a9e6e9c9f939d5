import Foundation

extension NSLayoutConstraint {
    /// Creates the constraints a Visual Format Language string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`). The constraints are returned inactive:
    /// activate them with ``activate(_:)``.
    ///
    /// - `H:` (the default) or `V:` picks the axis. Horizontal formats use leading and trailing edges unless
    ///   `options` asks for `.directionLeftToRight` or `.directionRightToLeft`.
    /// - `[name]` is a view from `views`; `[name(>=50,<=100@750)]` constrains its width (its height in a `V:`
    ///   format), `[name(==other)]` makes it as wide as another view.
    /// - `|` is the superview of the view next to it. `-N-` (a number or a name from `metrics`) or
    ///   `-(>=N@priority)-` sets the space between neighbours; no dash keeps them flush; a lone `-` is the
    ///   standard spacing: 8 points between sibling views, and the superview's layout margin next to `|`
    ///   (`|-[view]` pins the view's leading edge to the superview's leading margin, as UIKit has done since
    ///   iOS 8).
    /// - The `alignAll…` options line up every view the format names on that attribute, which must be
    ///   perpendicular to the format; `.spacingBaselineToBaseline` measures the spaces between the views of a
    ///   `V:` format from baseline to baseline.
    ///
    /// Metric values are numbers (`Int`, `Double`, `CGFloat`, `Float` or `NSNumber`); view values must be
    /// `UIView`s. A format UIKit rejects with `NSInvalidArgumentException` stops the program with UIKit's
    /// message, which names the problem, repeats the format and points at the offending character:
    ///
    ///     Unable to parse constraint format:
    ///     Expected ':' after 'V' to specify vertical arrangement
    ///     V|[box]|
    ///      ^
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try constraintsThrowing(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(error)'")
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing a ``VisualFormatError`` where UIKit
    /// raises.
    static func constraintsThrowing(withVisualFormat format: String, options: FormatOptions = [],
                                    metrics: [String: Any]?, views: [String: Any]) throws -> [NSLayoutConstraint] {
        var metricValues: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.metricValue(value) else {
                throw VisualFormatError(reason: "The value for the metric \(name) is \(type(of: value)), not a number.", format: format, position: 0)
            }
            metricValues[name] = number
        }
        var viewObjects: [String: UIView] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else {
                throw VisualFormatError(reason: "The value for the view \(name) is \(type(of: value)), not a UIView.", format: format, position: 0)
            }
            viewObjects[name] = view
        }
        let parsed = try VisualFormatParser.parse(format, metrics: metricValues, viewNames: Set(viewObjects.keys))
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: options, views: viewObjects)
        return try builder.build()
    }

    private static func metricValue(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }
}

/// Turns a parsed visual format into constraints, as UIKit does: one per predicate of each view and each
/// connection, then the alignment constraints between neighbouring views.
@MainActor
struct VisualFormatBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    let format: String
    let parsed: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: UIView]
    private var constraints: [NSLayoutConstraint] = []

    init(format: String, parsed: VisualFormat, options: NSLayoutConstraint.FormatOptions, views: [String: UIView]) {
        self.format = format
        self.parsed = parsed
        self.options = options
        self.views = views
    }

    /// The edge where the format starts and the one where it ends, and whether they run against the axis.
    private var edges: (start: Attribute, end: Attribute, reversed: Bool) {
        guard parsed.axis == .horizontal else { return (.top, .bottom, false) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, false)
        case .directionRightToLeft: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    private var sizeAttribute: Attribute { parsed.axis == .horizontal ? .width : .height }

    mutating func build() throws -> [NSLayoutConstraint] {
        try checkOptions()
        let list = parsed.views.map { views[$0.name]! }
        for (view, element) in zip(list, parsed.views) {
            for predicate in element.predicates {
                switch predicate.object {
                case .constant(let value):
                    add(NSLayoutConstraint(first: view, sizeAttribute, predicate.relation, second: nil, .notAnAttribute,
                                           multiplier: 1, constant: value), predicate.priority)
                case .view(let name):
                    add(NSLayoutConstraint(first: view, sizeAttribute, predicate.relation, second: views[name]!, sizeAttribute,
                                           multiplier: 1, constant: 0), predicate.priority)
                }
            }
        }
        if let connection = parsed.fromSuperview, let first = list.first {
            let superview = try superview(of: first, at: parsed.superviewPositions.leading ?? 0)
            connect(from: superview, edge: edges.start, to: first, edge: edges.start, connection, toSuperview: true)
        }
        for (index, connection) in parsed.connections.enumerated() {
            let upper = list[index], lower = list[index + 1]
            if parsed.axis == .vertical, options.contains(.spacingBaselineToBaseline) {
                connect(from: upper, edge: .lastBaseline, to: lower, edge: .firstBaseline, connection, toSuperview: false)
            } else {
                connect(from: upper, edge: edges.end, to: lower, edge: edges.start, connection, toSuperview: false)
            }
        }
        if let connection = parsed.toSuperview, let last = list.last {
            let superview = try superview(of: last, at: parsed.superviewPositions.trailing ?? 0)
            connect(from: last, edge: edges.end, to: superview, edge: edges.end, connection, toSuperview: true)
        }
        for attribute in options.alignmentAttributes {
            for (earlier, later) in zip(list, list.dropFirst()) {
                add(NSLayoutConstraint(first: later, attribute, .equal, second: earlier, attribute, multiplier: 1, constant: 0), nil)
            }
        }
        return constraints
    }

    /// Alignment must be perpendicular to the format, as UIKit requires.
    private func checkOptions() throws {
        let attributes = options.alignmentAttributes
        let horizontal: Set<Attribute> = [.left, .right, .leading, .trailing, .centerX]
        if parsed.axis == .horizontal, attributes.contains(where: horizontal.contains) {
            throw VisualFormatError(reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed "
                                    + "for layout that is also horizontal.", format: format, position: 0)
        }
        if parsed.axis == .vertical, attributes.contains(where: { !horizontal.contains($0) }) {
            throw VisualFormatError(reason: "Options mask required views to be aligned on a vertical edge, which is not allowed "
                                    + "for layout that is also vertical.", format: format, position: 0)
        }
    }

    private func superview(of view: UIView, at position: Int) throws -> UIView {
        guard let superview = view.superview else {
            throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                    format: format, position: position)
        }
        return superview
    }

    /// Adds `lower.lowerEdge relation upper.upperEdge + space` for each predicate of the connection; in a
    /// right-to-left format, where the later element lies to the left, the two sides swap so the space stays
    /// positive. At a superview edge the standard spacing is the superview's margin.
    private mutating func connect(from upper: UIView, edge upperEdge: Attribute, to lower: UIView, edge lowerEdge: Attribute,
                                  _ connection: VisualFormat.Connection, toSuperview: Bool) {
        let reversed = edges.reversed && parsed.axis == .horizontal
        func make(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat, upperAttribute: Attribute, lowerAttribute: Attribute,
                  spacingMultiplier: CGFloat? = nil) -> NSLayoutConstraint {
            reversed
                ? NSLayoutConstraint(first: upper, upperAttribute, relation, second: lower, lowerAttribute, multiplier: 1,
                                     constant: constant, systemSpacingMultiplier: spacingMultiplier)
                : NSLayoutConstraint(first: lower, lowerAttribute, relation, second: upper, upperAttribute, multiplier: 1,
                                     constant: constant, systemSpacingMultiplier: spacingMultiplier)
        }
        switch connection {
        case .flush:
            add(make(.equal, 0, upperAttribute: upperEdge, lowerAttribute: lowerEdge), nil)
        case .standard where toSuperview:
            // The superview's margin replaces its edge; which side is the superview decides which gets the margin.
            let upperIsSuperview = lower.superview === upper && upper !== lower
            add(make(.equal, 0, upperAttribute: upperIsSuperview ? Self.margin(of: upperEdge) : upperEdge,
                     lowerAttribute: upperIsSuperview ? lowerEdge : Self.margin(of: lowerEdge)), nil)
        case .standard:
            let baselines = upperEdge == .lastBaseline
            let space = baselines ? SystemSpacing.between(upperEdge, upper, lowerEdge, lower) : SystemSpacing.betweenViews
            add(make(.equal, space, upperAttribute: upperEdge, lowerAttribute: lowerEdge, spacingMultiplier: baselines ? 1 : nil), nil)
        case .predicates(let predicates):
            for predicate in predicates {
                guard case .constant(let space) = predicate.object else { continue }
                add(make(predicate.relation, space, upperAttribute: upperEdge, lowerAttribute: lowerEdge), predicate.priority)
            }
        }
    }

    private static func margin(of edge: Attribute) -> Attribute {
        switch edge {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: edge
        }
    }

    private mutating func add(_ constraint: NSLayoutConstraint, _ priority: Float?) {
        if let priority { constraint.priority = UILayoutPriority(priority) }
        constraints.append(constraint)
    }
}
