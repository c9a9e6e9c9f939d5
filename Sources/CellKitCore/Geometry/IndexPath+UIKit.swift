import Foundation

extension IndexPath {
    /// Creates an index path for an item in a collection-view section, like UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Creates an index path for a row in a table-view section, like UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section number: the first index of the path.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item number within the section: the second index of the path.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row number within the section: the same index as `item`, named for table views.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
