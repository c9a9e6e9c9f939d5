@testable import CellKit
import CellKitGTK
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Records what a search bar tells its delegate, written as an iOS app writes one.
@MainActor
private final class SearchDelegateSpy: UISearchBarDelegate {
    var events: [String] = []
    var allowsBeginning = true
    var refusedText: String?

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { allowsBeginning }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("began") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("ended") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("changed \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != refusedText
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        events.append("search \(searchBar.text ?? "")")
        searchBar.resignFirstResponder()
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
}

/// `UISearchBar` lays out its search field and Cancel button as iOS does and tells its delegate what
/// the person does in it.
@Suite @MainActor struct SearchBarTests {
    init() throws { try GtkTestEnvironment.start() }

    @Test func hasTheStandardHeightAndARoundedSearchFieldWithTheSearchPlaceholder() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.frame.size == CGSize(width: 375, height: 56))
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 359, height: 36))
        #expect(bar.searchTextField.layer.cornerRadius == 10)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.placeholder == nil)
        bar.placeholder = "Recipes"
        #expect(bar.searchTextField.placeholder == "Recipes")
        bar.text = "soup"
        #expect(bar.searchTextField.text == "soup")
    }

    @Test func theCancelButtonShortensTheFieldAndReachesTheDelegate() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let spy = SearchDelegateSpy()
        bar.delegate = spy
        bar.layoutIfNeeded()
        #expect(bar.cancelButtonView.isHidden)
        bar.setShowsCancelButton(true, animated: true)
        bar.layoutIfNeeded()
        let cancel = bar.cancelButtonView
        #expect(!cancel.isHidden)
        #expect(cancel.currentTitle == "Cancel")
        #expect(cancel.frame.maxX == 367)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        _ = try ViewSnapshot.image(of: bar)
        ViewTesting.click(cancel)
        #expect(spy.events == ["cancel"])
    }

    @Test func editsAndReturnReachTheDelegate() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let spy = SearchDelegateSpy()
        bar.delegate = spy
        _ = try ViewSnapshot.image(of: bar)
        let field = bar.searchTextField
        let editor = try #require(field.editor)
        editor.setText("pea")
        field.editorTextChanged()
        #expect(bar.text == "pea")
        field.editorReturned()
        #expect(spy.events == ["changed pea", "search pea"])
        bar.text = "beans"
        #expect(spy.events.count == 2, "setting the text in code tells the delegate nothing")
    }

    @Test func theDelegateCanRefuseEditingAndEdits() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let spy = SearchDelegateSpy()
        spy.allowsBeginning = false
        bar.delegate = spy
        _ = try ViewSnapshot.image(of: bar)
        #expect(!bar.becomeFirstResponder())
        spy.refusedText = "x"
        let editor = try #require(bar.searchTextField.editor)
        editor.setText("x")
        bar.searchTextField.editorTextChanged()
        #expect(bar.text == "")
        #expect(spy.events.isEmpty)
    }

    @Test func drawsTheFieldWithItsGlassAndTheCancelButton() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.backgroundColor = .systemBackground
        bar.showsCancelButton = true
        GoldenImage.assertMatches(try ViewSnapshot.image(of: bar), named: "search-bar-cancel", tolerance: 2)
    }
}
