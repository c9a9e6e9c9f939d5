/// One problem lint found in one permutation of one item (the first text size it appears at, when it
/// appears at several): the rule, how bad it is, where, what was measured against what was required.
package struct LintFinding: Hashable, Codable, Sendable {
    /// What lint checks.
    package enum Rule: String, CaseIterable, Codable, Sendable {
        /// Text and symbols against the pixels behind them (WCAG 2.2 ratio, APCA Lc beside it).
        case contrast
        /// A label ellipsized, or cut at its `numberOfLines`.
        case truncation
        /// A word split across lines because it did not fit one line.
        case midWordBreak = "mid-word-break"
        /// Content outside its cell, or text cut off by its own label's bounds.
        case clipping
        /// Text over an image, an accessory or other text.
        case overlap
        /// A control or interactive accessory smaller than 44 × 44 points.
        case touchTarget = "touch-target"
    }

    /// How bad a finding is. Any `error` makes `cellscope lint` exit with status 1.
    package enum Severity: String, CaseIterable, Comparable, Codable, Sendable {
        case error, warning, info

        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The demo's id.
    package var demo: String
    /// The item's id.
    package var item: String
    /// The rule.
    package var rule: Rule
    /// How bad it is.
    package var severity: Severity
    /// The states forced on the cell, in inspector order (empty: the normal state).
    package var states: [String]
    /// The text size's short name (XS … AX5): the first size at which the problem appears.
    package var size: String
    /// `light` or `dark`.
    package var appearance: String
    /// `normal` or `increased` (the Increase Contrast setting).
    package var contrast: String
    /// The element: `text`, `secondaryText`, `image`, `disclosureIndicator accessory`, or a custom view.
    package var element: String
    /// What was measured, e.g. `2.91:1 (APCA Lc 52.4)`.
    package var measured: String
    /// What the rule requires, e.g. `4.5:1`.
    package var required: String
    /// The finding in words, with the sizes it appears at ("… from AX2 up").
    package var message: String
    /// Every text size it appears at, smallest first.
    package var sizes: [String]
    /// What is wrong, without the sizes (``message`` ends with them).
    package var problem: String

    /// A finding with every field; `sizes` defaults to `[size]`, `problem` to `message`.
    package init(demo: String, item: String, rule: Rule, severity: Severity, states: [String], size: String, appearance: String,
                contrast: String, element: String, measured: String, required: String, message: String,
                sizes: [String]? = nil, problem: String? = nil) {
        (self.demo, self.item, self.rule, self.severity, self.states, self.size) = (demo, item, rule, severity, states, size)
        (self.appearance, self.contrast, self.element, self.measured, self.required, self.message) =
            (appearance, contrast, element, measured, required, message)
        self.sizes = sizes ?? [size]
        self.problem = problem ?? message
    }
}
