import CGtk
import CellKit
import Foundation
import GtkSupport

/// A list cell's state change end to end, against rebuilding the cell and against hand-written GTK.
///
/// - CellKit state change: a press and release (emitted on the list's GTK click gesture) on a
///   row of a real list in a window (the
///   interaction reducer, a fresh configuration, `updated(for:)`, the diffing apply, layout and
///   GTK's allocation of the window).
/// - Rebuild: a new list cell with the same content, its widgets created, laid out and allocated.
/// - Hand-written GTK: a box with an image and a label whose text, colors (Pango attributes), icon
///   and background (a CSS class) are set directly for the same two states, then allocated.
@MainActor
struct StateChangeBenchmark {
    struct Result {
        let stateChange: Double
        let rebuild: Double
        let handWritten: Double
    }

    func run(iterations: Int) -> Result {
        Result(stateChange: measureStateChange(iterations: iterations),
               rebuild: measureRebuild(iterations: iterations / 4 + 1),
               handWritten: measureHandWritten(iterations: iterations))
    }

    func measureStateChange(iterations: Int) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        window.addSubview(list)
        let source = SidebarSource(list: list, count: 4)
        window.makeKeyAndVisible()
        Snapshotter.waitForDraw(ViewTesting.gtkWidget(of: window))
        let gtkRoot = ViewTesting.gtkWidget(of: window)
        let result = BenchmarkClock.medianNanoseconds(iterations: iterations) { index in
            ViewTesting.clickItem(at: IndexPath(item: index % 2, section: 0), in: list)
            window.layoutIfNeeded()
            allocate(gtkRoot, width: 375, height: 200)
        }
        withExtendedLifetime(source) {}
        return result
    }

    private func measureRebuild(iterations: Int) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        window.makeKeyAndVisible()
        let gtkRoot = ViewTesting.gtkWidget(of: window)
        var current: UICollectionViewListCell?
        return BenchmarkClock.medianNanoseconds(iterations: iterations, warmup: 5) { index in
            current?.removeFromSuperview()
            let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            cell.traitOverrides.listEnvironment = .sidebar
            var content = cell.defaultContentConfiguration()
            content.text = "Projects"
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.isSelected = index % 2 == 0
            window.addSubview(cell)
            window.layoutIfNeeded()
            allocate(gtkRoot, width: 375, height: 200)
            current = cell
        }
    }

    private func measureHandWritten(iterations: Int) -> Double {
        let window = WindowRef()
        gtk_window_set_default_size(window.window, 375, 200)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
        let image = gtk_image_new_from_icon_name("folder-symbolic")!
        let label = gtk_label_new("Projects")!
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), image)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), label)
        gtk_window_set_child(window.window, box)
        Snapshotter.present(window.window)
        let selected = attributes(color: (1, 1, 1))
        let normal = attributes(color: (0, 0, 0))
        defer { pango_attr_list_unref(selected); pango_attr_list_unref(normal) }
        return BenchmarkClock.medianNanoseconds(iterations: iterations) { index in
            let isSelected = index % 2 == 0
            gtk_label_set_text(OpaquePointer(label), "Projects")
            gtk_label_set_attributes(OpaquePointer(label), isSelected ? selected : normal)
            gtk_image_set_from_icon_name(OpaquePointer(image), isSelected ? "folder-open-symbolic" : "folder-symbolic")
            if isSelected { gtk_widget_add_css_class(box, "selected-row") } else { gtk_widget_remove_css_class(box, "selected-row") }
            allocate(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWidget.self), width: 375, height: 200)
        }
    }

    private func attributes(color: (UInt16, UInt16, UInt16)) -> OpaquePointer {
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_foreground_new(color.0 * 65535, color.1 * 65535, color.2 * 65535))
        let font = pango_font_description_from_string("Inter 17px")
        pango_attr_list_insert(list, pango_attr_font_desc_new(font))
        pango_font_description_free(font)
        return list
    }
}

/// Makes GTK size and allocate a window's widgets now (what the frame clock would do before drawing).
@MainActor
func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
    gtk_widget_allocate(widget, width, height, -1, nil)
}

/// A sidebar-style list of folders.
@MainActor
final class SidebarSource {
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(list: UICollectionView, count: Int) {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Folder \(item)"
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: list) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
