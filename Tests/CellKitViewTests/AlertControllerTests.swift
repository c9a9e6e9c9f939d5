import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UIAlertController` keeps UIKit's model (actions, cancel rules, text fields), lays out an alert
/// and an action sheet as iOS does, and a tap on a button dismisses it and then runs the handler.
@Suite @MainActor struct AlertControllerTests {
    init() throws { try GtkTestEnvironment.start() }

    /// A root controller on a 375 × 667 screen, drawn once so its views have widgets.
    private func shownRoot() throws -> UIViewController {
        let root = UIViewController()
        root.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        return root
    }

    /// The button drawn for the action titled `title`, found as a person finds it: by its label.
    private func alertButton(_ title: String, in view: UIView) -> UIControl? {
        if let control = view as? UIControl, control.accessibilityLabel == title,
           control.accessibilityTraits.contains(.button) { return control }
        return view.subviews.lazy.compactMap { alertButton(title, in: $0) }.first
    }

    @Test func keepsTitleMessageStyleAndActionsInTheOrderAdded() {
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        #expect(alert.title == "Delete photo?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.preferredAction == nil)
        #expect(alert.textFields == nil)
        #expect(delete.isEnabled)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect([UIAlertAction.Style.default, .cancel, .destructive].map(\.rawValue) == [0, 1, 2])
    }

    @Test func textFieldsAreConfiguredByTheirHandlerInOrder() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        let fields = alert.textFields ?? []
        #expect(fields.map(\.placeholder) == ["Name", "Password"])
        #expect(fields.map(\.isSecureTextEntry) == [false, true])
    }

    @Test func aSecondCancelActionStopsTheProgramAsUIKitsExceptionDoes() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            }
        }
    }

    @Test func aPreferredActionThatWasNotAddedStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "Save", style: .default)
            }
        }
    }

    @Test func textFieldsSitInTheCardBetweenTheMessageAndTheButtons() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Sign in", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password" }
        alert.addAction(UIAlertAction(title: "Sign In", style: .default))
        root.present(alert, animated: false)
        root.view.layoutIfNeeded()
        let fields = try #require(alert.textFields)
        let signIn = try #require(alertButton("Sign In", in: alert.view))
        let card = try #require(signIn.superview)
        #expect(fields.allSatisfy { $0.superview === card })
        #expect(fields.map(\.frame.width) == [238, 238])
        #expect(fields[0].frame.maxY < fields[1].frame.minY)
        #expect(fields[1].frame.maxY < signIn.frame.minY)
    }

    @Test func aTextFieldOnAnActionSheetStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
    }

    @Test func tappingAButtonDismissesTheAlertThenRunsTheHandler() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        var events: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in events.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            events.append("\(action.title ?? "") presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(alert.view.superview === root.view)
        _ = try ViewSnapshot.image(of: root.view)
        let delete = try #require(alertButton("Delete", in: root.view))
        ViewTesting.click(delete)
        #expect(events == ["Delete presented: false"])
        #expect(root.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.superview == nil)
    }

    @Test func aDisabledActionIgnoresTapsUntilEnabled() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        var saved = 0
        let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
        save.isEnabled = false
        alert.addAction(save)
        root.present(alert, animated: false)
        _ = try ViewSnapshot.image(of: root.view)
        let button = try #require(alertButton("Save", in: root.view))
        ViewTesting.click(button)
        #expect(saved == 0)
        #expect(root.presentedViewController === alert)
        save.isEnabled = true
        ViewTesting.click(button)
        #expect(saved == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        root.view.layoutIfNeeded()
        let ok = try #require(alertButton("OK", in: alert.view)), cancel = try #require(alertButton("Cancel", in: alert.view))
        let okFrame = ok.convert(ok.bounds, to: alert.view), cancelFrame = cancel.convert(cancel.bounds, to: alert.view)
        #expect(cancelFrame.maxX <= okFrame.minX)
        #expect(cancelFrame.minY == okFrame.minY)
        #expect(okFrame.height == 44)
        let card = try #require(cancel.superview)
        #expect(card.frame.width == 270)
        #expect(abs(card.frame.midX - 187.5) <= 0.5 && abs(card.frame.midY - 333.5) <= 0.5)
        #expect(card.layer.cornerRadius == 14)
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Mail", style: .default))
        alert.addAction(UIAlertAction(title: "Messages", style: .default))
        root.present(alert, animated: false)
        root.view.layoutIfNeeded()
        let minYs = try ["Mail", "Messages", "Cancel"].map { title in
            let control = try #require(alertButton(title, in: alert.view))
            return control.convert(control.bounds, to: alert.view).minY
        }
        #expect(minYs == minYs.sorted() && Set(minYs).count == 3)
    }

    @Test func anActionSheetRisesFromTheBottomWithCancelInItsOwnCard() throws {
        let root = try shownRoot()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        root.present(sheet, animated: false)
        root.view.layoutIfNeeded()
        let cancel = try #require(alertButton("Cancel", in: sheet.view)), delete = try #require(alertButton("Delete", in: sheet.view))
        #expect(cancel.superview !== delete.superview)
        let cancelFrame = cancel.convert(cancel.bounds, to: sheet.view), deleteFrame = delete.convert(delete.bounds, to: sheet.view)
        #expect(cancelFrame == CGRect(x: 8, y: 667 - 8 - 57, width: 359, height: 57))
        #expect(deleteFrame.maxY == cancelFrame.minY - 8)

        // A tap on the dimmed screen above the sheet cancels it.
        _ = try ViewSnapshot.image(of: root.view)
        let dimming = try #require(sheet.view.subviews.first as? UIControl)
        ViewTesting.click(dimming, at: CGPoint(x: 187, y: 100))
        #expect(chosen == ["Cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aTapBesideAnAlertDoesNothing() throws {
        let root = try shownRoot()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        _ = try ViewSnapshot.image(of: root.view)
        let dimming = try #require(alert.view.subviews.first as? UIControl)
        ViewTesting.click(dimming, at: CGPoint(x: 187, y: 100))
        #expect(root.presentedViewController === alert)
    }

    @Test func drawsAnAlertAndAnActionSheetTheWayIOSDoes() throws {
        let root = try shownRoot()
        root.view.backgroundColor = .systemBackground
        let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root.view), named: "alert-two-actions", tolerance: 2)
        alert.dismiss(animated: false)

        let sheet = UIAlertController(title: "Photo", message: "Choose what to do with it.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root.view), named: "action-sheet", tolerance: 2)
        sheet.dismiss(animated: false)

        let signIn = UIAlertController(title: "Sign in", message: "Enter your name and password.", preferredStyle: .alert)
        signIn.addTextField { $0.placeholder = "Name" }
        signIn.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        let go = UIAlertAction(title: "Sign In", style: .default)
        signIn.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        signIn.addAction(UIAlertAction(title: "Later", style: .default))
        signIn.addAction(go)
        signIn.preferredAction = go
        root.present(signIn, animated: false)
        GoldenImage.assertMatches(try ViewSnapshot.image(of: root.view), named: "alert-text-fields-stacked", tolerance: 2)
    }
}
