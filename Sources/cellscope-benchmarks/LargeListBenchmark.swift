import CGtk
import CellKit
import Foundation
import GtkSupport

/// A 100 000-item list: time to the first drawn frame, live cells, resident memory, and the time
/// to scroll one screen (offset change, cell reuse and configuration, layout, drawn frame).
@MainActor
struct LargeListBenchmark {
    struct Result {
        let firstFrame: Double
        let liveCells: Int
        /// The whole process's resident memory with the list on screen.
        let residentBytes: Int
        /// What the list itself added to resident memory (after minus before creating it).
        let listBytes: Int
        let scrollOneScreen: Double
    }

    func run(itemCount: Int) -> Result {
        var window: UIWindow!
        var list: UICollectionView!
        var source: SidebarSource!
        let residentBefore = BenchmarkClock.residentMemory()
        let firstFrame = BenchmarkClock.once {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            list = UICollectionView(frame: window.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            window.addSubview(list)
            source = SidebarSource(list: list, count: itemCount)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            Snapshotter.waitForDraw(ViewTesting.gtkWidget(of: window))
        }
        let gtkRoot = ViewTesting.gtkWidget(of: window)
        var offset: CGFloat = 0
        let scroll = BenchmarkClock.medianNanoseconds(samples: 5, iterations: 20, warmup: 5) { _ in
            offset += list.bounds.height
            list.contentOffset = CGPoint(x: 0, y: offset)
            window.layoutIfNeeded()
            allocate(gtkRoot, width: 375, height: 667)
        }
        Snapshotter.waitForDraw(gtkRoot)
        let residentAfter = BenchmarkClock.residentMemory()
        let result = Result(firstFrame: firstFrame, liveCells: list.createdReusableViewCount,
                            residentBytes: residentAfter, listBytes: residentAfter - residentBefore,
                            scrollOneScreen: scroll)
        withExtendedLifetime(source) {}
        return result
    }
}
