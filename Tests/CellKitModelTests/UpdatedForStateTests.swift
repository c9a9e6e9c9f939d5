import Foundation
import Testing
@testable import CellKitCore

/// `updated(for:)` restyles the style's defaults for each state and keeps what the caller set.
@Suite struct UpdatedForStateTests {
    // MARK: Content

    @Test func highlightedAndSelectedSidebarCellsTurnContentWhite() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Projects"
        content.image = UIImage(systemName: "folder")
        for state in [cellState { $0.isSelected = true }, cellState { $0.isHighlighted = true },
                      cellState { $0.isSelected = true; $0.isHighlighted = true }] {
            let updated = content.updated(for: state)
            #expect(updated.textProperties.color == .white)
            #expect(updated.secondaryTextProperties.color == UIColor.white.withAlphaComponent(0.8))
            #expect(updated.imageProperties.tintColor == .white)
            #expect(updated.text == "Projects" && updated.image == UIImage(systemName: "folder"))
        }
        let focusedOnly = content.updated(for: cellState { $0.isFocused = true })
        #expect(focusedOnly.textProperties.color == .label)
        #expect(focusedOnly.imageProperties.tintColor == nil)
    }

    @Test func accompaniedSidebarSelectionKeepsLabelColor() {
        let updated = UIListContentConfiguration.accompaniedSidebarCell().updated(for: cellState { $0.isSelected = true })
        #expect(updated.textProperties.color == .label)
        #expect(updated.imageProperties.tintColor == nil)
    }

    @Test func plainCellsKeepContentColorsWhenSelectedUnlessKeyboardFocused() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.updated(for: cellState { $0.isSelected = true }).textProperties.color == .label)
        #expect(cell.updated(for: cellState { $0.isHighlighted = true }).textProperties.color == .label)
        #expect(cell.updated(for: cellState { $0.isFocused = true }).textProperties.color == .label)
        let focusedSelection = cell.updated(for: cellState { $0.isFocused = true; $0.isSelected = true })
        #expect(focusedSelection.textProperties.color == .white)
        #expect(focusedSelection.imageProperties.tintColor == .white)
    }

    @Test func disabledContentDims() {
        let disabled = cellState { $0.isDisabled = true }
        let cell = UIListContentConfiguration.cell().updated(for: disabled)
        #expect(cell.textProperties.color == .tertiaryLabel)
        #expect(cell.secondaryTextProperties.color == .tertiaryLabel)
        #expect(cell.imageProperties.tintColor == .tertiaryLabel)
        let value = UIListContentConfiguration.valueCell().updated(for: disabled)
        #expect(value.secondaryTextProperties.color == .quaternaryLabel)
        let header = UIListContentConfiguration.groupedHeader().updated(for: disabled)
        #expect(header.textProperties.color == .quaternaryLabel)
        let sidebar = UIListContentConfiguration.sidebarCell().updated(for: disabled)
        #expect(sidebar.textProperties.color == .quaternaryLabel)
        #expect(sidebar.imageProperties.tintColorTransformer == .disabledDimming)
        #expect(components(sidebar.imageProperties.resolvedTintColor(for: .systemBlue))[3] == 0.5)
    }

    @Test func highlightedHeadersUseTheHighlightTransformer() {
        let header = UIListContentConfiguration.plainHeader().updated(for: cellState { $0.isHighlighted = true })
        #expect(header.textProperties.colorTransformer == .highlight)
        #expect(header.textProperties.resolvedColor() != header.textProperties.color)
        #expect(UIListContentConfiguration.plainHeader().textProperties.colorTransformer == nil)
    }

    @Test func editingSwipedReorderingDropTargetedAndDraggingLeaveCellContentAlone() {
        let base = UIListContentConfiguration.subtitleCell()
        let states = [
            cellState { $0.isEditing = true }, cellState { $0.isSwiped = true }, cellState { $0.isReordering = true },
            cellState { $0.cellDropState = .targeted }, cellState { $0.cellDragState = .dragging },
            cellState { $0.isExpanded = true },
        ]
        for state in states {
            #expect(base.updated(for: state) == base, "\(state)")
        }
        let sidebarDrop = UIListContentConfiguration.sidebarCell().updated(for: cellState { $0.cellDropState = .targeted })
        #expect(sidebarDrop.textProperties.color == .white)
    }

    @Test func customizedPropertiesSurviveEveryState() {
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Tags"
        content.secondaryText = "12"
        content.textProperties.color = .systemOrange
        content.imageProperties.tintColor = .systemPink
        content.textProperties.numberOfLines = 2
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        content.imageToTextPadding = 30
        let states = [
            cellState { $0.isHighlighted = true }, cellState { $0.isSelected = true }, cellState { $0.isDisabled = true },
            cellState { $0.isFocused = true }, cellState { $0.isEditing = true }, cellState { $0.isSwiped = true },
            cellState { $0.isReordering = true }, cellState { $0.cellDropState = .targeted },
            cellState(Traits.size(.accessibilityExtraExtraExtraLarge)),
        ]
        for state in states {
            let updated = content.updated(for: state)
            #expect(updated.textProperties.color == .systemOrange, "\(state)")
            #expect(updated.imageProperties.tintColor == .systemPink, "\(state)")
            #expect(updated.textProperties.numberOfLines == 2, "\(state)")
            #expect(insets(updated.directionalLayoutMargins) == [1, 2, 3, 4], "\(state)")
            #expect(updated.imageToTextPadding == 30)
            #expect(updated.text == "Tags" && updated.secondaryText == "12")
            #expect(updated.customizedPropertyNames == content.customizedPropertyNames)
        }
        // The secondary text was not customized, so it still restyles.
        #expect(content.updated(for: cellState { $0.isSelected = true }).secondaryTextProperties.color
            == UIColor.white.withAlphaComponent(0.8))
    }

    @Test func nonCustomizedFontsFollowTheStatesContentSize() {
        var content = UIListContentConfiguration.cell()
        content.secondaryTextProperties.font = .systemFont(ofSize: 9)
        let big = content.updated(for: cellState(Traits.size(.accessibilityExtraLarge)))
        #expect(big.textProperties.font.pointSize == 40)
        #expect(big.secondaryTextProperties.font.pointSize == 9)
        #expect(big.directionalLayoutMargins.top == 24)  // ceil(48 / 2)
        #expect(big.updated(for: cellState(Traits.size(.large))).textProperties.font.pointSize == 17)
    }

    @Test func updatedAcceptsViewStatesAndForeignStates() {
        var viewState = UIViewConfigurationState(traitCollection: Traits.size(.large))
        viewState.isDisabled = true
        #expect(UIListContentConfiguration.plainFooter().updated(for: viewState).textProperties.color == .quaternaryLabel)
        struct OtherState: UIConfigurationState {
            var traitCollection: UITraitCollection
            init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
            subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get { nil } set {} }
        }
        let other = UIListContentConfiguration.cell().updated(for: OtherState(traitCollection: Traits.size(.extraSmall)))
        #expect(other.textProperties.font.pointSize == 14)
    }

    // MARK: Background

    @Test func plainCellBackgroundPerState() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.backgroundColor == .systemBackground)
        #expect(plain.updated(for: cellState { $0.isHighlighted = true }).backgroundColor == .systemGray4)
        #expect(plain.updated(for: cellState { $0.isSelected = true }).backgroundColor == .systemGray4)
        #expect(plain.updated(for: cellState { $0.cellDropState = .targeted }).backgroundColor == .systemGray4)
        #expect(plain.updated(for: cellState { $0.cellDropState = .targeted; $0.isHighlighted = true }).backgroundColor == .systemGray2)
        // iOS 17 simulator rendering of a table selected in multiple-selection editing: #D1D1D6.
        #expect(plain.updated(for: cellState { $0.isSelected = true; $0.isEditing = true }).backgroundColor == .systemGray4)
        #expect(plain.updated(for: cellState { $0.isEditing = true }).backgroundColor == .systemBackground)
        #expect(plain.updated(for: cellState { $0.isSwiped = true }).backgroundColor == .systemBackground)
        #expect(plain.updated(for: cellState { $0.isDisabled = true }).backgroundColor == .systemBackground)
        let focused = plain.updated(for: cellState { $0.isFocused = true })
        #expect(focused.backgroundColor == nil && focused.backgroundColorTransformer == .focus)
        let focusedSelected = plain.updated(for: cellState { $0.isFocused = true; $0.isSelected = true })
        #expect(focusedSelected.backgroundColor == nil && focusedSelected.backgroundColorTransformer == nil)
        #expect(focusedSelected.resolvedBackgroundColor(for: .systemIndigo) == .systemIndigo)
        let reordering = plain.updated(for: cellState { $0.isReordering = true })
        #expect(reordering.backgroundColor == UIColor.systemBackground.withAlphaComponent(0.8))
        #expect(reordering.visualEffect == UIBlurEffect(blurRadius: 4))
        #expect(reordering.shadowProperties.opacity > 0)
        #expect(plain.updated(for: cellState()) == plain)
    }

    @Test func sidebarBackgroundPerState() {
        let sidebar = UIBackgroundConfiguration.listSidebarCell()
        #expect(sidebar.backgroundColor == .clear && sidebar.cornerRadius == 10)
        let selected = sidebar.updated(for: cellState { $0.isSelected = true })
        #expect(selected.backgroundColor == nil)
        #expect(selected.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(selected.cornerRadius == 10)
        let highlighted = sidebar.updated(for: cellState { $0.isHighlighted = true })
        #expect(highlighted.backgroundColor == nil, "a pressed sidebar row shows the tint fill")
        #expect(highlighted.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(sidebar.updated(for: cellState { $0.isSwiped = true }).backgroundColor == .systemGray5)
        #expect(sidebar.updated(for: cellState { $0.cellDropState = .targeted }).backgroundColor == nil)
        #expect(sidebar.updated(for: cellState { $0.isDisabled = true }).backgroundColorTransformer == .disabledDimming)
        let reordering = sidebar.updated(for: cellState { $0.isReordering = true })
        #expect(reordering.visualEffect != nil && reordering.backgroundColor != nil)
        let accompanied = UIBackgroundConfiguration.listAccompaniedSidebarCell()
        #expect(accompanied.updated(for: cellState { $0.isSelected = true }).backgroundColor == .secondarySystemFill)
    }

    @Test func customizedBackgroundPropertiesSurviveEveryState() {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemTeal
        background.cornerRadius = 8
        background.strokeWidth = 1
        background.strokeColor = .separator
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let states = [
            cellState { $0.isHighlighted = true }, cellState { $0.isSelected = true }, cellState { $0.isDisabled = true },
            cellState { $0.isFocused = true }, cellState { $0.isEditing = true; $0.isSelected = true },
            cellState { $0.isSwiped = true }, cellState { $0.cellDropState = .targeted },
        ]
        for state in states {
            let updated = background.updated(for: state)
            #expect(updated.backgroundColor == .systemTeal, "\(state)")
            #expect(updated.cornerRadius == 8 && updated.strokeWidth == 1 && updated.strokeColor == .separator)
            #expect(insets(updated.backgroundInsets) == [2, 4, 2, 4])
        }
        // Reordering still adds its effect and shadow, which were not customized.
        let reordering = background.updated(for: cellState { $0.isReordering = true })
        #expect(reordering.backgroundColor == .systemTeal && reordering.visualEffect != nil)
        #expect(background.customizedPropertyNames
            == ["backgroundColor", "cornerRadius", "strokeWidth", "strokeColor", "backgroundInsets"])
    }

    @Test func pinnedPlainHeadersBlur() {
        let header = UIBackgroundConfiguration.listPlainHeaderFooter()
        #expect(header.visualEffect == nil && header.backgroundColor == .clear)
        var pinned = UIViewConfigurationState(traitCollection: Traits.light)
        pinned.isPinned = true
        #expect(header.updated(for: pinned).visualEffect == UIBlurEffect(style: .systemChromeMaterial))
    }
}
