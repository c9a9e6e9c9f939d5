import Foundation

/// Makes the views a nib's elements describe: the class (Interface Builder's element or its
/// `customClass`), created with `init?(coder:)` as UIKit does, then its attributes, subviews and
/// child elements.
@preconcurrency @MainActor
struct NibViewBuilder {
    let context: NibContext

    /// The UIKit class each supported element stands for.
    static let elementClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "imageView": UIImageView.self, "button": UIButton.self,
        "stackView": UIStackView.self, "switch": UISwitch.self, "textField": UITextField.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
    ]

    /// Child elements that describe nothing CellKit shows: Interface Builder's canvas and editor state,
    /// defaults written as `<nil>`, keyboard traits.
    static let ignoredChildren: Set<String> = [
        "nil", "textInputTraits", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "simulatedStatusBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    ]
    /// Keyed child elements of the same kind: where the canvas shows the object, and its size there.
    static let ignoredKeyedChildren: Set<String> = ["point/canvasLocation", "size/customSize", "size/freeformSize"]

    /// Creates the view `element` describes, with everything inside it.
    func makeView(_ element: NibElement) throws(NibError) -> UIView {
        guard let base = Self.elementClasses[element.name] else {
            throw .unsupportedElement(nib: context.nibName, element: element.name, line: element.line)
        }
        let viewClass = try NibClassLookup(context: context).viewClass(for: element, base: base)
        let buttonType = element.name == "button" ? NibValues.buttonTypes[element["buttonType"] ?? "custom"] : nil
        let coder = NibCoder(buttonType: buttonType, reuseIdentifier: context.reuseIdentifier ?? element["reuseIdentifier"])
        guard let view = viewClass.init(coder: coder) else {
            throw .unsupportedDocument(nib: context.nibName, reason: "\(viewClass).init(coder:) returned nil for \(element.described) at line \(element.line)")
        }
        context.created.append(view)
        try configure(view, from: element)
        return view
    }

    /// Gives an existing view (a new one, or a cell's content view) what `element` describes.
    func configure(_ view: UIView, from element: NibElement) throws(NibError) {
        if let id = element.id { context.objects[id] = view }
        NibViewAttributes(context: context).apply(element, to: view)
        for child in element.children {
            try add(child, to: view)
        }
    }

    private func add(_ child: NibElement, to view: UIView) throws(NibError) {
        let attributes = NibViewAttributes(context: context)
        switch (child.name, child.key) {
        case ("rect", "frame"):
            view.frame = CGRect(x: child.number("x") ?? 0, y: child.number("y") ?? 0,
                                width: child.number("width") ?? 0, height: child.number("height") ?? 0)
        case ("subviews", _):
            for subviewElement in child.children {
                let subview = try makeView(subviewElement)
                if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
            }
        case (_, "contentView"):
            guard let contentView = (view as? UICollectionViewCell)?.contentView ?? (view as? UITableViewCell)?.contentView else {
                return context.warn("a content view outside a cell is left out", child)
            }
            try configure(contentView, from: child)
        case (_, "backgroundView"), (_, "selectedBackgroundView"):
            let background = try makeView(child)
            if let cell = view as? UICollectionViewCell {
                if child.key == "backgroundView" { cell.backgroundView = background } else { cell.selectedBackgroundView = background }
            } else if let cell = view as? UITableViewCell {
                if child.key == "backgroundView" { cell.backgroundView = background } else { cell.selectedBackgroundView = background }
            }
        case ("viewLayoutGuide", let key):
            guard let id = child.id else { return }
            switch key {
            case "safeArea": context.objects[id] = view.safeAreaLayoutGuide
            case "layoutMarginsGuide": context.objects[id] = view.layoutMarginsGuide
            default: context.warn("the layout guide '\(key ?? "")' is left out", child)
            }
        case ("constraints", _):
            context.constraintLists.append((child, view))
        case ("connections", _):
            context.connectionLists.append((child, view))
        case ("autoresizingMask", _):
            attributes.applyAutoresizingMask(child, to: view)
        case ("color", _), ("fontDescription", _), ("state", _), ("imageReference", _), ("buttonConfiguration", _),
             ("edgeInsets", _), ("directionalEdgeInsets", _), ("string", _), ("userDefinedRuntimeAttributes", _), ("accessibility", _):
            attributes.apply(child: child, to: view)
        case (let name, let key) where Self.ignoredChildren.contains(name) || Self.ignoredKeyedChildren.contains("\(name)/\(key ?? "")"):
            break
        default:
            context.warn("<\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> is not supported and is left out", child)
        }
    }
}
