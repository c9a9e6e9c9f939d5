import Foundation
import Testing
@testable import CellKitCore

private enum ContainedInSettingsTrait: UITraitDefinition {
    static let defaultValue = false
}

private enum AccentTrait: UITraitDefinition {
    static let defaultValue = 0
    static let affectsColorAppearance = true
}

@Suite struct TraitCollectionTests {
    @Test func emptyCollectionIsUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.listEnvironment == .unspecified)
    }

    @Test func currentDefaultsToLargeLightLeftToRight() {
        let current = UITraitCollection.current
        #expect(current.preferredContentSizeCategory == .large)
        #expect(current.userInterfaceStyle == .light)
        #expect(current.layoutDirection == .leftToRight)
        #expect(current.legibilityWeight == .regular)
        #expect(current.accessibilityContrast == .normal)
    }

    @Test func singleTraitInitializersSetOneTrait() {
        #expect(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(displayScale: 2).displayScale == 2)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(listEnvironment: .sidebar).listEnvironment == .sidebar)
        #expect(UITraitCollection(userInterfaceStyle: .dark).preferredContentSizeCategory == .unspecified)
    }

    @Test func traitsFromLetsLaterSpecifiedValuesWin() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .small),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(),
        ])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.preferredContentSizeCategory == .small)
        #expect(merged == UITraitCollection(traitsFrom: [.init(preferredContentSizeCategory: .small), .init(userInterfaceStyle: .light)]))
    }

    @Test func mutationsAndModifyingTraits() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityLarge
            traits[ContainedInSettingsTrait.self] = true
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits[ContainedInSettingsTrait.self])
        #expect(traits[UITraitUserInterfaceStyle.self] == .dark)
        let modified = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(modified.userInterfaceStyle == .light)
        #expect(modified.preferredContentSizeCategory == .accessibilityLarge)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(UITraitCollection()[ContainedInSettingsTrait.self] == false)
    }

    @Test func performAsCurrentScopesTheCurrentCollection() async {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        await withTaskGroup(of: UIContentSizeCategory.self) { group in
            for category in [UIContentSizeCategory.small, .accessibilityMedium, .extraLarge] {
                group.addTask {
                    var seen = UIContentSizeCategory.unspecified
                    UITraitCollection(preferredContentSizeCategory: category).performAsCurrent {
                        seen = UITraitCollection.current.preferredContentSizeCategory
                    }
                    return seen == category ? category : .unspecified
                }
            }
            var results: [UIContentSizeCategory] = []
            for await category in group { results.append(category) }
            #expect(!results.contains(.unspecified))
        }
    }

    @Test func colorAppearanceAndChangedTraits() {
        let base = UITraitCollection(traitsFrom: [Traits.light, Traits.size(.large)])
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceStyle = .dark }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits {
            $0.preferredContentSizeCategory = .small
        }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0[AccentTrait.self] = 3 }))
        #expect(base.hasDifferentColorAppearance(comparedTo: nil))
        let bigger = base.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        let changed = bigger.changedTraits(from: base).map { ObjectIdentifier($0) }
        #expect(changed == [ObjectIdentifier(UITraitPreferredContentSizeCategory.self)])
        #expect(bigger.hasChanges(in: [UITraitPreferredContentSizeCategory.self], comparedTo: base))
        #expect(!bigger.hasChanges(in: [UITraitUserInterfaceStyle.self], comparedTo: base))
    }

    @Test func containsTraitsAndEquality() {
        let full = UITraitCollection(traitsFrom: [Traits.dark, Traits.size(.small)])
        #expect(full.containsTraits(in: Traits.dark))
        #expect(!full.containsTraits(in: Traits.light))
        #expect(full.containsTraits(in: nil))
        #expect(full == UITraitCollection(traitsFrom: [Traits.size(.small), Traits.dark]))
        #expect(full.hash == UITraitCollection(traitsFrom: [Traits.size(.small), Traits.dark]).hash)
        #expect(full != Traits.dark)
    }

    @Test func traitOverridesApplyOnlyWhatWasSet() {
        var overrides = UITraitOverrides()
        #expect(!overrides.contains(UITraitPreferredContentSizeCategory.self))
        overrides.preferredContentSizeCategory = .accessibilityLarge
        overrides[ContainedInSettingsTrait.self] = true
        #expect(overrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(overrides.contains(ContainedInSettingsTrait.self))
        let base = UITraitCollection(traitsFrom: [Traits.dark, Traits.size(.large)])
        let applied = overrides.applied(to: base)
        #expect(applied.preferredContentSizeCategory == .accessibilityLarge)
        #expect(applied.userInterfaceStyle == .dark)
        #expect(applied[ContainedInSettingsTrait.self])
        overrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(!overrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(overrides.applied(to: base).preferredContentSizeCategory == .large)
        // Overriding a trait to its unspecified value still counts as an override.
        overrides.userInterfaceStyle = .unspecified
        #expect(overrides.applied(to: base).userInterfaceStyle == .unspecified)
    }

    @Test func traitDefinitionsHaveNamesAndDefaults() {
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitPreferredContentSizeCategory.affectsColorAppearance)
        #expect(ContainedInSettingsTrait.name == "ContainedInSettingsTrait")
        #expect(UITraitDisplayScale.defaultValue == 0)
        let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitListEnvironment.self]
        #expect(traits.count == 2)
    }
}
