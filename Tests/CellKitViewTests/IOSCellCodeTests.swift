// Cell configuration code as iOS apps write it, with only the import changed, checked against what
// UIKit does with it.
import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

// MARK: Cells styled from their configuration state

struct SidebarItem {
    var icon: UIImage?
    var title: String
}

/// An `updateConfiguration(using:)` override as iOS apps write it.
class SidebarItemCell: UICollectionViewListCell {
    var item = SidebarItem(icon: UIImage(systemName: "folder"), title: "Projects")

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = self.defaultContentConfiguration().updated(for: state)

        content.image = self.item.icon
        content.text = self.item.title

        if state.isHighlighted || state.isSelected {
            content.imageProperties.tintColor = .white
            content.textProperties.color = .white
        }

        self.contentConfiguration = content
    }
}

// MARK: A custom content configuration

struct LargeImageConfig: UIContentConfiguration {

    var mainImage: UIImage? = nil
    var mainTitle: String = ""
    var subTitle: String = ""
    var detail: String = ""

    func makeContentView() -> UIView & UIContentView {
        return LargeImageContentView(configuration:self)
    }
    func updated(for state: UIConfigurationState) -> LargeImageConfig {
        return self
    }

}

class LargeImageContentView : UIView, UIContentView {

    private var mainImageView: UIImageView = UIImageView(frame: CGRect.zero)
    private var mainTitle: UILabel = UILabel()
    private var subTitle: UILabel = UILabel()
    private var detail: UILabel = UILabel()

    var configuration: UIContentConfiguration{
        didSet{
            updateConfig()
        }
    }

    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame:.zero)

        addSubview(mainImageView)
        mainImageView.frame = CGRect(x: 220, y: 0, width: 80, height: 80)
        mainImageView.layer.borderColor = UIColor.lightGray.cgColor
        mainImageView.layer.borderWidth = 1.0
        mainImageView.layer.cornerRadius = 5.0
        mainImageView.contentMode = .scaleAspectFit

        mainTitle.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        mainTitle.font = UIFont.boldSystemFont(ofSize: 30)
        addSubview(mainTitle)

        subTitle.frame = CGRect(x: 0, y: 40, width: 300, height: 20)
        subTitle.font = UIFont.systemFont(ofSize: 15)
        addSubview(subTitle)

        detail.frame = CGRect(x: 50, y: 60, width: 250, height: 80)
        detail.font = UIFont.systemFont(ofSize: 10)
        detail.numberOfLines = 0
        addSubview(detail)

        updateConfig()

    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateConfig(){

        if let conf = configuration as? LargeImageConfig {
            mainImageView.image = conf.mainImage
            mainTitle.text = conf.mainTitle
            subTitle.text = conf.subTitle
            detail.text = conf.detail

        }
    }

}

/// A count badge: a label with padding around its text.
class BadgeLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(width: max(22, text.width + 12), height: 22)
    }
}

struct SampleInfo {
    var title: String
    var subTitle: String
    var iconName: String
}

@Suite(.gtk) @MainActor struct IOSCellCodeTests {
    @Test func oldTableCellPatternStillDrawsImageAndText() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.imageView?.image = UIImage(systemName: "star")
        cell.textLabel?.text = "Hello WWDC!"
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX ?? 0 > cell.imageView?.frame.maxX ?? 0)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: cell), named: "ios-code-legacy-table-cell")
    }

    @Test func defaultContentConfigurationThenAssignRendersImageAndText() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        var content = cell.defaultContentConfiguration()

        content.image = UIImage(systemName: "star")
        content.text = "Hello WWDC!"

        #expect(cell.contentConfiguration == nil, "the cell does not change until the configuration is assigned")
        cell.contentConfiguration = content
        let rendered = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(rendered?.configuration.text == "Hello WWDC!")
        GoldenImage.assertMatches(try ViewSnapshot.image(of: cell), named: "ios-code-default-content-configuration")
    }

    @Test func updatedForStateReturnsANewValueAndKeepsWhatWasSet() {
        var configuration = UIListContentConfiguration.sidebarCell()
        configuration.text = "Inbox"
        configuration.textProperties.color = .systemRed
        var state = UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: .sidebar))
        state.isSelected = true
        let updatedConfiguration = configuration.updated(for: state)
        #expect(configuration.textProperties.color == .systemRed)
        #expect(updatedConfiguration.text == "Inbox")
        #expect(updatedConfiguration.textProperties.color == .systemRed, "a property set explicitly survives updated(for:)")
        #expect(updatedConfiguration.imageProperties.tintColor == .white, "the style turns the rest white on the tinted background")
    }

    @Test func updateConfigurationOverrideTurnsIconAndTextWhiteWhenHighlightedOrSelected() throws {
        let cells = [false, true].map { selected -> SidebarItemCell in
            let cell = SidebarItemCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            cell.traitOverrides.listEnvironment = .sidebar
            cell.isSelected = selected
            cell.layoutIfNeeded()
            return cell
        }
        let normal = cells[0].contentConfiguration as? UIListContentConfiguration
        let selected = cells[1].contentConfiguration as? UIListContentConfiguration
        #expect(normal?.text == "Projects")
        #expect(normal?.textProperties.color != .white)
        #expect(selected?.textProperties.color == .white)
        #expect(selected?.imageProperties.tintColor == .white)
        let highlighted = SidebarItemCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        highlighted.traitOverrides.listEnvironment = .sidebar
        highlighted.isHighlighted = true
        highlighted.layoutIfNeeded()
        #expect((highlighted.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: CellSheet.make(cells + [highlighted], width: 320)),
                                  named: "ios-code-sidebar-update-configuration")
    }

    @Test func sidebarBackgroundAndContentFactories() {
        var background = UIBackgroundConfiguration.listSidebarCell()

        var content = UIListContentConfiguration.sidebarCell()

        background.cornerRadius += 0
        content.text = "Folders"
        #expect(background.cornerRadius == 10)
        #expect(content.imageToTextPadding == 10)
    }

    @Test func listContentViewBesideACustomBadgeInAStackView() throws {
        var content = UIListContentConfiguration.cell()

        // Set up the content configuration as desired...
        content.text = "Downloads"
        content.secondaryText = "Standard content next to a custom badge"
        content.image = UIImage(systemName: "tray")

        let contentView = UIListContentView(configuration: content)
        let badge = BadgeLabel()
        badge.text = "12"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.font = UIFont.preferredFont(forTextStyle: .footnote)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 11
        badge.clipsToBounds = true
        badge.setContentHuggingPriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [contentView, badge])
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 16)
        stack.backgroundColor = .systemBackground
        stack.frame = CGRect(x: 0, y: 0, width: 375, height: stack.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height)
        stack.layoutIfNeeded()
        #expect(abs(badge.frame.maxX - (375 - 16)) < 0.001)
        #expect(abs(contentView.frame.width - (375 - 16 - badge.frame.width)) < 0.001, "the list content view takes the rest")
        #expect(badge.frame.width >= 22)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: stack), named: "ios-code-list-content-view-with-badge")
    }

    @Test func configurationUpdateHandlerGraysTextWhenDisabled() throws {
        let info = SampleInfo(title: "Bicycle", subTitle: "A configurationUpdateHandler example", iconName: "bicycle")
        func makeCell(disabled: Bool) -> UICollectionViewListCell {
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = info.title + "!"
                content.secondaryText = info.subTitle
                content.image = UIImage(systemName: info.iconName)
                if state.isDisabled {
                    content.textProperties.color = .systemGray
                }
                cell.contentConfiguration = content
            }
            if disabled { cell.isUserInteractionEnabled = false }
            cell.layoutIfNeeded()
            return cell
        }
        let enabled = makeCell(disabled: false), disabled = makeCell(disabled: true)
        #expect((enabled.contentConfiguration as? UIListContentConfiguration)?.text == "Bicycle!")
        #expect((disabled.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .systemGray)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: CellSheet.make([enabled, disabled])),
                                  named: "ios-code-configuration-update-handler")
    }

    @Test func customContentConfigurationRendersInAPlainCollectionViewCell() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        var config = LargeImageConfig()
        config.mainImage = UIImage(named: "sample-landscape")
        config.mainTitle = "Large image"
        config.subTitle = "LargeImageConfig + LargeImageContentView"
        config.detail = "A custom UIContentConfiguration with its own content view, placed by frames."
        cell.contentConfiguration = config
        cell.backgroundColor = .systemBackground
        #expect(cell.contentView.subviews.contains { $0 is LargeImageContentView })
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height == 140,
                "a frame-laid-out content view sizes the cell to its lowest subview")
        GoldenImage.assertMatches(try ViewSnapshot.image(of: cell), named: "ios-code-large-image-config")
    }
}
