@testable import CellKit
import Foundation
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints each part of the
/// Visual Format Language makes, the frames they give, and UIKit's messages for formats it rejects.
@Suite @MainActor struct VisualFormatLanguageTests {
    /// A 300 × 200 root with three views inside, ready for constraints.
    private func scene() -> (root: UIView, a: UIView, b: UIView, c: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let views = (UIView(), UIView(), UIView())
        for view in [views.0, views.1, views.2] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, views.0, views.1, views.2)
    }

    private func constraints(_ format: String, _ views: [String: Any]) throws -> [NSLayoutConstraint] {
        try constraints(format, [], metrics: nil, views)
    }

    private func constraints(_ format: String, _ options: NSLayoutConstraint.FormatOptions, _ views: [String: Any]) throws -> [NSLayoutConstraint] {
        try constraints(format, options, metrics: nil, views)
    }

    private func constraints(_ format: String, metrics: [String: Any]?, _ views: [String: Any]) throws -> [NSLayoutConstraint] {
        try constraints(format, [], metrics: metrics, views)
    }

    private func constraints(_ format: String, _ options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
                             _ views: [String: Any]) throws -> [NSLayoutConstraint] {
        try NSLayoutConstraint.constraintsThrowing(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    @Test func aRowWithSuperviewEdgesAndSpacingsMakesUIKitsConstraints() throws {
        let (root, a, b, _) = scene()
        let made = try constraints("H:|-20-[a]-[b(==a)]-(>=10@750)-|", ["a": a, "b": b])
        #expect(made.count == 4 && made.allSatisfy { !$0.isActive }, "returned inactive")
        let width = made[0]
        #expect(width.firstItem === b && width.firstAttribute == .width && width.secondItem === a && width.secondAttribute == .width)
        let leading = made[1]
        #expect(leading.firstItem === a && leading.firstAttribute == .leading && leading.secondItem === root
                && leading.secondAttribute == .leading && leading.constant == 20 && leading.relation == .equal)
        let between = made[2]
        #expect(between.firstItem === b && between.firstAttribute == .leading && between.secondItem === a
                && between.secondAttribute == .trailing && between.constant == 8, "a lone dash is the standard 8 points")
        let trailing = made[3]
        #expect(trailing.firstItem === root && trailing.firstAttribute == .trailing && trailing.secondItem === b
                && trailing.secondAttribute == .trailing && trailing.relation == .greaterThanOrEqual && trailing.constant == 10
                && trailing.priority == .defaultHigh)
    }

    @Test func theConstraintsLayOutTheViewsTheFormatDraws() throws {
        let (root, a, b, c) = scene()
        let views = ["a": a, "b": b, "c": c]
        NSLayoutConstraint.activate(try constraints("H:|[a(50)][b]-pad-[c(==b)]|", metrics: ["pad": 10], views))
        NSLayoutConstraint.activate(try constraints("V:|-(12)-[a(40)]", views))
        NSLayoutConstraint.activate(try constraints("H:[a]-0-[b]-10-[c]", [.alignAllTop, .alignAllBottom], views))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 12, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 50, y: 12, width: 120, height: 40), "(300 - 50 - 10) / 2 each for b and c")
        #expect(c.frame == CGRect(x: 180, y: 12, width: 120, height: 40))
    }

    @Test func aLoneDashAtTheSuperviewIsItsLayoutMargin() throws {
        let (root, a, _, _) = scene()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 4, trailing: 24)
        let made = try constraints("H:|-[a]-|", ["a": a]) + (try constraints("V:|-[a]-|", ["a": a]))
        #expect(made.map(\.firstAttribute) == [.leading, .trailingMargin, .top, .bottomMargin])
        #expect(made.map(\.secondAttribute) == [.leadingMargin, .trailing, .topMargin, .bottom])
        NSLayoutConstraint.activate(made)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 6, width: 260, height: 190))
    }

    @Test func predicatesTakeRelationsPrioritiesMetricsAndSeveralTerms() throws {
        let (root, a, b, _) = scene()
        let made = try constraints("V:|[a(>=min,<=120@prio)]-(-4)-[b(44)]", metrics: ["min": 30, "prio": 250.0], ["a": a, "b": b])
        #expect(made.count == 5)
        #expect(made[0].firstAttribute == .height && made[0].relation == .greaterThanOrEqual && made[0].constant == 30 && made[0].priority == .required)
        #expect(made[1].relation == .lessThanOrEqual && made[1].constant == 120 && made[1].priority == .defaultLow)
        #expect(made[2].firstAttribute == .height && made[2].constant == 44)
        #expect(made[4].firstItem === b && made[4].firstAttribute == .top && made[4].secondAttribute == .bottom && made[4].constant == -4,
                "a negative spacing inside parentheses")
        NSLayoutConstraint.activate(made + [a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 10),
                                            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: root.leftAnchor),
                                            b.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.height == 160 && b.frame == CGRect(x: 0, y: 156, width: 10, height: 44),
                "the optional <=120@250 gives way to the required pins; the 4-point overlap stays")
        #expect(made[1].isActive && a.constraints.contains { $0 === made[1] }, "a size constraint installs on its view")
    }

    @Test func directionOptionsPickLeftRightOrReverseTheRow() throws {
        let (root, a, b, _) = scene()
        let leftToRight = try constraints("|-10-[a]-5-[b]", .directionLeftToRight, ["a": a, "b": b])
        #expect(leftToRight.map(\.firstAttribute) == [.left, .left] && leftToRight.map(\.secondAttribute) == [.left, .right])
        let rightToLeft = try constraints("|-10-[a(20)]-5-[b(30)]", .directionRightToLeft, ["a": a, "b": b])
        NSLayoutConstraint.activate(rightToLeft + [a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                                                   a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 270 && b.frame.minX == 235, "the format reads from the right edge leftwards")
    }

    @Test func baselineSpacingMeasuresBetweenBaselinesInAVerticalFormat() throws {
        let (_, a, b, c) = scene()
        let made = try constraints("V:[a]-12-[b]-[c]", [.spacingBaselineToBaseline, .alignAllLeading], ["a": a, "b": b, "c": c])
        #expect(made[0].firstAttribute == .firstBaseline && made[0].secondAttribute == .lastBaseline && made[0].constant == 12)
        #expect(made[1].firstItem === c && made[1].firstAttribute == .firstBaseline && made[1].constant == 8)
        #expect(made.suffix(2).allSatisfy { $0.firstAttribute == .leading && $0.secondAttribute == .leading })
    }

    @Test func malformedFormatsGetUIKitsMessageWithACaret() {
        let (_, a, b, _) = scene()
        let lonely = UIView()
        let views: [String: Any] = ["a": a, "b": b, "lonely": lonely]
        func message(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> String? {
            do {
                _ = try constraints(format, options, metrics: metrics, views)
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(message("V|[a]|") == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[a]| \n^")
        #expect(message("H:|[a][c]|") == "Unable to parse constraint format: \nc is not a key in the views dictionary. \nH:|[a][c]| \n        ^")
        #expect(message("H:[a]-20[b]")?.contains("Expected '-' after the spacing \nH:[a]-20[b] \n        ^") == true)
        #expect(message("H:[a]-gap-[b]")?.contains("gap is not a key in the metrics dictionary. \nH:[a]-gap-[b] \n      ^") == true)
        #expect(message("H:[a(>=50]")?.contains("Expected ')' or ',' after a predicate") == true)
        #expect(message("H:[a]-|[b]")?.contains("Expected the end of the format") == true)
        #expect(message("H:[a]-") != nil && message("") != nil && message("H:[a(==b@0)]") != nil)
        #expect(message("H:|[lonely]")?.contains("because the related view doesn't have a superview \nH:|[lonely] \n  ^") == true)
        #expect(message("H:[a][b]", .alignAllLeading)?.contains("aligned on a horizontal edge") == true)
        #expect(message("V:[a][b]", .alignAllCenterY)?.contains("aligned on a vertical edge") == true)
        #expect(message("H:[a]", metrics: ["m": "8"])?.contains("not a number") == true)
    }

    @Test func aMalformedFormatStopsTheProgramAsUIKitsExceptionDoes() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[missing]", metrics: nil, views: [:])
            }
        }
    }
}
