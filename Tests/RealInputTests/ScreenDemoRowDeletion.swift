import CGtk
@testable import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import RealInput
import Testing

extension ViewerUnderRealInput {
    /// Deletes the third row of the screen demo's "My Lists" with real clicks: Edit, the row's red
    /// delete control, then the Delete button it reveals.
    func deleteTheThirdListRow(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let navigation = try #require(viewer.canvas.screen as? UINavigationController, sourceLocation: sourceLocation)
        let edit = try #require(navigation.navigationBar.trailingButtons.first, sourceLocation: sourceLocation)
        try input.click(ViewTesting.gtkWidget(of: edit))
        let list = self.list
        #expect(input.waitUntil { list.isEditing }, "Edit put the list in editing mode", sourceLocation: sourceLocation)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell,
                                sourceLocation: sourceLocation)
        let control = try #require(cell.accessoryHost.view(for: .delete), sourceLocation: sourceLocation)
        try input.click(ViewTesting.gtkWidget(of: control))
        let button = try #require(list.swipeActions.visibleButtons.first, sourceLocation: sourceLocation)
        try input.click(ViewTesting.gtkWidget(of: button))
    }
}
