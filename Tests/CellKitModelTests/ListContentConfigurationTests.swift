import Foundation
import Testing
@testable import CellKitCore

@Suite struct ListContentConfigurationTests {
    @Test func cellStyleDefaults() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label)
        #expect(cell.secondaryTextProperties.font.textStyle == .caption1)
        #expect(cell.secondaryTextProperties.color == .label)
        #expect(insets(cell.directionalLayoutMargins) == [11, 16, 11, 8])
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(cell.imageToTextPadding == 16)
        #expect(cell.textToSecondaryTextHorizontalPadding == 8)
        #expect(cell.textToSecondaryTextVerticalPadding == 3)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(cell.alpha == 1)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(cell.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(cell.textProperties.alignment == .natural)
        #expect(cell.textProperties.adjustsFontForContentSizeCategory)
        #expect(cell.textProperties.transform == .none)
        #expect(cell.textProperties.showsExpansionTextWhenTruncated)
        #expect(cell.imageProperties.tintColor == nil && cell.imageProperties.maximumSize == .zero)
        #expect(cell.imageProperties.reservedLayoutSize == .zero && cell.imageProperties.cornerRadius == 0)
        #expect(cell.imageProperties.strokeWidth == 0 && cell.imageProperties.strokeColor == .clear)
        #expect(cell.image == nil && cell.text == nil && cell.secondaryText == nil)
        #expect(cell.customizedPropertyNames.isEmpty)
        #expect(cell.style == .cell)
    }

    @Test func subtitleValueAndSidebarStyles() {
        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.textToSecondaryTextVerticalPadding == 0)
        #expect(insets(subtitle.directionalLayoutMargins) == [4, 16, 4, 8])
        #expect(subtitle.secondaryTextProperties.font.pointSize == 12)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font.textStyle == .body && value.secondaryTextProperties.color == .secondaryLabel)
        let sidebar = UIListContentConfiguration.sidebarCell()
        #expect(sidebar.imageToTextPadding == 10)
        #expect(sidebar.secondaryTextProperties.font.textStyle == .footnote)
        #expect(sidebar.secondaryTextProperties.color == .secondaryLabel)
        #expect(insets(sidebar.directionalLayoutMargins) == [11, 8, 11, 8])
        let sidebarSubtitle = UIListContentConfiguration.sidebarSubtitleCell()
        #expect(sidebarSubtitle.textToSecondaryTextVerticalPadding == 0 && sidebarSubtitle.textProperties.numberOfLines == 1)
        let accompanied = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        #expect(accompanied.imageToTextPadding == 10 && accompanied.style == .accompaniedSidebarSubtitleCell)
        let sidebarHeader = UIListContentConfiguration.sidebarHeader()
        #expect(sidebarHeader.textProperties.font.pointSize == 20 && sidebarHeader.textProperties.font.weight == .bold)
        #expect(insets(sidebarHeader.directionalLayoutMargins) == [0, 8, 0, 8])
    }

    @Test func headerAndFooterStyles() {
        let plain = UIListContentConfiguration.plainHeader()
        #expect(plain.textProperties.font.pointSize == 15 && plain.textProperties.font.weight == .bold)
        #expect(plain.textProperties.color == .secondaryLabel)
        #expect(insets(plain.directionalLayoutMargins) == [4, 8, 4, 8])
        #expect(!plain.textProperties.showsExpansionTextWhenTruncated)
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(grouped.textProperties.font.pointSize == 13)
        #expect(insets(grouped.directionalLayoutMargins) == [17, 8, 6, 8])
        let footer = UIListContentConfiguration.groupedFooter()
        #expect(footer.textProperties.transform == .none)
        #expect(insets(footer.directionalLayoutMargins) == [6, 8, 12, 8])
        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        #expect(prominent.textProperties.font.pointSize == 20 && prominent.textProperties.color == .label)
        #expect(prominent.axesPreservingSuperviewLayoutMargins == [])
        #expect(insets(prominent.directionalLayoutMargins) == [8, 3, 11, 3])
        let extra = UIListContentConfiguration.extraProminentInsetGroupedHeader()
        #expect(extra.textProperties.font.pointSize == 22 && extra.textProperties.font.cssWeight == 700)
        #expect(insets(extra.directionalLayoutMargins) == [9, 3, 10, 3])
        #expect(UIListContentConfiguration.plainFooter().textProperties.color == .secondaryLabel)
    }

    @Test func adaptiveStylesFollowTheListEnvironment() {
        #expect(UIListContentConfiguration.header().look == .plainHeader)
        let grouped = with(UITraitCollection(listEnvironment: .insetGrouped)) { UIListContentConfiguration.header() }
        #expect(grouped.textProperties.transform == .uppercase)
        let sidebarCell = with(UITraitCollection(listEnvironment: .sidebar)) { UIListContentConfiguration.cell() }
        #expect(sidebarCell.textProperties.numberOfLines == 1 && sidebarCell.imageToTextPadding == 10)
        let sidebarValue = with(UITraitCollection(listEnvironment: .sidebarPlain)) { UIListContentConfiguration.valueCell() }
        #expect(sidebarValue.prefersSideBySideTextAndSecondaryText && sidebarValue.look == .sidebarValueCell)
        let footer = UIListContentConfiguration.footer().updated(for: cellState(UITraitCollection(listEnvironment: .grouped)))
        #expect(footer.look == .groupedFooter && footer.style == .footer)
    }

    @Test func settingTextClearsAttributedTextAndViceVersa() {
        var content = UIListContentConfiguration.cell()
        content.attributedText = NSAttributedString(string: "Bold")
        #expect(content.text == nil && content.attributedText?.string == "Bold")
        content.text = "Plain"
        #expect(content.attributedText == nil && content.text == "Plain")
        content.secondaryAttributedText = NSAttributedString(string: "Detail")
        #expect(content.secondaryText == nil)
        content.secondaryText = "More"
        #expect(content.secondaryAttributedText == nil && content.secondaryText == "More")
        content.secondaryAttributedText = NSAttributedString(string: "Again")
        #expect(content.secondaryText == nil && content.text == "Plain")
    }

    @Test func attributedTextIsSnapshotted() {
        let mutable = NSMutableAttributedString(string: "Draft")
        var content = UIListContentConfiguration.cell()
        content.attributedText = mutable
        mutable.append(NSAttributedString(string: " changed"))
        #expect(content.attributedText?.string == "Draft")
        var other = UIListContentConfiguration.cell()
        other.attributedText = NSAttributedString(string: "Draft")
        #expect(content == other)
    }

    @Test func customizedPropertyNamesUseDottedPaths() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello"
        content.textProperties.color = .systemRed
        content.secondaryTextProperties.font = .systemFont(ofSize: 10)
        content.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        content.alpha = 0.5
        #expect(content.customizedPropertyNames == [
            "text", "textProperties.color", "secondaryTextProperties.font", "imageProperties.maximumSize", "alpha",
        ])
    }

    @Test func textPropertiesResolveColorsAndTransforms() {
        var text = UIListContentConfiguration.cell().textProperties
        #expect(text.resolvedColor() == .label)
        text.colorTransformer = UIConfigurationColorTransformer { _ in .systemPink }
        #expect(text.resolvedColor() == .systemPink)
        #expect(UIListContentConfiguration.TextProperties.TextTransform.uppercase.apply(to: "Mail", locale: Locale(identifier: "en_US")) == "MAIL")
        #expect(UIListContentConfiguration.TextProperties.TextTransform.capitalized.apply(to: "hello world") == "Hello World")
        #expect(UIListContentConfiguration.TextProperties.TextAlignment.justified.nsTextAlignment == .justified)
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Settings"
        #expect(header.displayedText == "SETTINGS")
    }

    @Test func imagePropertiesResolveTintAndStroke() {
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .systemBlue) == .systemBlue)
        image.tintColor = .systemRed
        image.tintColorTransformer = .grayscale
        #expect(components(image.resolvedTintColor(for: .systemBlue)) == components(UIConfigurationColorTransformer.grayscale(.systemRed)))
        image.strokeColor = nil
        #expect(image.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
        #expect(UIListContentConfiguration.ImageProperties.standardDimension == -CGFloat.greatestFiniteMagnitude)
    }

    @Test func symbolConfigurationForImagesCombinesStyleAndPreference() {
        var content = UIListContentConfiguration.cell()
        #expect(content.effectiveSymbolConfiguration.textStyle == .body)
        #expect(content.effectiveSymbolConfiguration.scale == .large)
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let combined = content.effectiveSymbolConfiguration
        #expect(combined.pointSize == 30 && combined.textStyle == nil && combined.weight == .bold && combined.scale == .large)
    }
}
