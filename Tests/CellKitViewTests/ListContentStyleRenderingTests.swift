import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Every `UIListContentConfiguration` style, as a list cell or header would show it.
@Suite(.gtk) @MainActor struct ListContentStyleRenderingTests {
    /// A list content view in a container that has a cell's layout margins.
    private func row(_ configuration: UIListContentConfiguration, environment: UIListEnvironment, width: CGFloat = 375) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        container.traitOverrides.listEnvironment = environment
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        container.backgroundColor = .systemBackground
        let view = UIListContentView(configuration: configuration)
        container.addSubview(view)
        view.frame = container.bounds
        let height = view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
        container.frame.size.height = height
        view.frame = container.bounds
        return container
    }

    private func sheet(_ rows: [UIView]) -> UIView {
        CellSheet.stack(rows)
    }

    /// A configuration from `style`, created in `environment` so the adaptive styles resolve for it.
    private func sample(_ style: () -> UIListContentConfiguration, image: String? = "star", secondary: String? = "Secondary text",
                        in environment: UIListEnvironment = .plain) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        UITraitCollection(listEnvironment: environment).performAsCurrent { configuration = style() }
        configuration.text = "Primary text"
        configuration.secondaryText = secondary
        configuration.image = image.flatMap { UIImage(systemName: $0) }
        return configuration
    }

    @Test func cellStyles() throws {
        let rows = [
            row(sample { .cell() }, environment: .plain),
            row(sample { .subtitleCell() }, environment: .plain),
            row(sample({ .valueCell() }, secondary: "Value"), environment: .plain),
            row(sample({ .valueCell() }, secondary: "A value far too long to sit beside the primary text"), environment: .plain),
            row(sample { .sidebarCell() }, environment: .sidebar),
            row(sample { .sidebarSubtitleCell() }, environment: .sidebar),
            row(sample { .accompaniedSidebarCell() }, environment: .sidebar),
            row(sample { .accompaniedSidebarSubtitleCell() }, environment: .sidebar),
        ]
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet(rows)), named: "list-content-cell-styles")
    }

    @Test func headerAndFooterStyles() throws {
        let rows = [
            row(sample({ .plainHeader() }, image: nil, secondary: nil), environment: .plain),
            row(sample({ .plainFooter() }, image: nil, secondary: nil), environment: .plain),
            row(sample({ .groupedHeader() }, image: nil, secondary: nil), environment: .insetGrouped),
            row(sample({ .groupedFooter() }, image: nil, secondary: nil), environment: .insetGrouped),
            row(sample({ .prominentInsetGroupedHeader() }, image: nil), environment: .insetGrouped),
            row(sample({ .extraProminentInsetGroupedHeader() }, image: nil), environment: .insetGrouped),
            row(sample({ .sidebarHeader() }, image: nil, secondary: nil), environment: .sidebar),
            row(sample({ .header() }, image: nil, secondary: nil, in: .insetGrouped), environment: .insetGrouped),
            row(sample({ .footer() }, image: nil, secondary: nil), environment: .plain),
        ]
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet(rows)), named: "list-content-header-footer-styles")
    }

    @Test func imagePropertiesReserveMaximumAndRound() throws {
        var wide = UIListContentConfiguration.cell()
        wide.text = "Texts line up whatever the image width"
        wide.image = UIImage(named: "sample-landscape")
        wide.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        wide.imageProperties.cornerRadius = 6
        var capped = wide
        capped.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        var symbol = UIListContentConfiguration.cell()
        symbol.text = "Texts line up whatever the image width"
        symbol.image = UIImage(systemName: "bell")
        symbol.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        symbol.imageProperties.tintColor = .systemRed
        var centered = UIListContentConfiguration.cell()
        centered.text = "Centered text"
        centered.textProperties.alignment = .center
        centered.secondaryText = "and uppercase secondary"
        centered.secondaryTextProperties.transform = .uppercase
        centered.secondaryTextProperties.alignment = .center
        var oneLine = UIListContentConfiguration.subtitleCell()
        oneLine.text = "A primary text limited to one line that is truncated at the end"
        oneLine.textProperties.numberOfLines = 1
        oneLine.secondaryText = "A secondary text truncated in the middle of its single line of text"
        oneLine.secondaryTextProperties.numberOfLines = 1
        oneLine.secondaryTextProperties.lineBreakMode = .byTruncatingMiddle
        let rows = [wide, capped, symbol, centered, oneLine].map { row($0, environment: .plain) }
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet(rows)), named: "list-content-image-and-text-properties")
    }

    @Test func attributedTextDrawsItsAttributes() throws {
        let text = NSMutableAttributedString(string: "Bold, red and underlined words")
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 6, length: 3))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 14, length: 10))
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.attributedText = text
        configuration.secondaryAttributedText = NSAttributedString(string: "Struck through", attributes: [
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.secondaryLabel,
        ])
        #expect(configuration.text == nil, "setting attributedText clears text")
        GoldenImage.assertMatches(try ViewSnapshot.image(of: sheet([row(configuration, environment: .plain)])),
                                  named: "list-content-attributed-text")
    }
}
