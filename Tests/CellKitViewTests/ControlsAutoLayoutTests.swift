@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Buttons, text fields and activity indicators take part in Auto Layout through their intrinsic
/// content sizes: they get their natural size where constraints allow, hug and resist by
/// priority, and a content change lays them out again.
@Suite(.gtk) @MainActor struct ControlsAutoLayoutTests {
    /// A text field and a button in a row, 16 from the edges, 8 apart, tops aligned.
    private func makeRow(width: CGFloat) -> (root: UIView, field: UITextField, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 60))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Title"
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        for view in [field, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            button.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ])
        return (root, field, button)
    }

    @Test func theButtonKeepsItsNaturalSizeAndTheFieldTakesTheRest() {
        let (root, field, button) = makeRow(width: 320)
        // At 2x, where the 30-point button can sit on the half point that centres it on the 35-point field.
        root.traitOverrides.displayScale = 2
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        let natural = button.intrinsicContentSize
        #expect(natural.width > 20 && natural.height > 20)
        #expect(button.frame.size == natural)
        #expect(button.frame.maxX == 304)
        #expect(field.frame.minX == 16)
        #expect(field.frame.width == 320 - 16 - 16 - 8 - natural.width)
        #expect(field.frame.height == field.intrinsicContentSize.height)
        let line = UILabel()
        line.text = "Title"
        line.font = .systemFont(ofSize: 17)
        #expect(field.intrinsicContentSize.height == line.intrinsicContentSize.height + 14,
                "a rounded-rect field is its line of text with 7 points above and below")
        #expect(button.frame.midY == field.frame.midY)
        #expect(!field.hasAmbiguousLayout && !button.hasAmbiguousLayout)
    }

    @Test func aNewTitleLaysTheRowOutAgain() {
        let (root, field, button) = makeRow(width: 320)
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        let before = button.frame.width
        button.setTitle("Add to Reminders", for: .normal)
        root.layoutIfNeeded()
        #expect(button.frame.width > before + 40)
        #expect(button.frame.width == button.intrinsicContentSize.width)
        #expect(field.frame.maxX + 8 == button.frame.minX)
    }

    @Test func theFieldGivesWayBeforeTheButtonWhenTheRowIsTooNarrow() {
        let (root, field, button) = makeRow(width: 140)
        field.text = "A long reminder title that does not fit"
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(field.intrinsicContentSize.width > 140)
        #expect(button.frame.width == button.intrinsicContentSize.width, "the button resists compression at 750")
        #expect(field.frame.width == 140 - 32 - 8 - button.frame.width)
    }

    @Test func configurationButtonsAndIndicatorsHaveIntrinsicSizes() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let filled = UIButton(configuration: configuration)
        configuration.buttonSize = .large
        let large = UIButton(configuration: configuration)
        #expect(large.intrinsicContentSize.height > filled.intrinsicContentSize.height)
        #expect(large.intrinsicContentSize.width > filled.intrinsicContentSize.width)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        for view in [large, spinner] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            large.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: large.bottomAnchor, constant: 12),
        ])
        root.layoutIfNeeded()
        #expect(large.frame.size == large.intrinsicContentSize)
        #expect(abs(large.frame.midX - 150) <= 0.5, "centered, to the pixel")
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(abs(spinner.frame.midX - 150) <= 0.5)
        #expect(spinner.frame.minY == large.frame.maxY + 12)
    }
}
