@testable import CellKit
import Foundation
import Testing

/// A view that records its update-constraints and layout calls.
@MainActor
private final class RecordingView: UIView {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        log.entries.append("update \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name)")
    }
}

/// A view that makes its constraints in `updateConstraints()`, as a common iOS pattern does.
@MainActor
private final class LazilyConstrainedView: UIView {
    let child = UIView()
    private var didMakeConstraints = false
    var inset: CGFloat = 10 { didSet { setNeedsUpdateConstraints() } }
    private var leading: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        if !didMakeConstraints {
            let leading = child.leadingAnchor.constraint(equalTo: leadingAnchor)
            self.leading = leading
            NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: topAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
            didMakeConstraints = true
        }
        leading?.constant = inset
        super.updateConstraints()
    }
}

/// A view whose `updateConstraints()` forgets to call super.
@MainActor
private final class ForgetfulView: UIView {
    override func updateConstraints() {}
}

/// UIKit's update-constraints pass: requested with `setNeedsUpdateConstraints()`, run in the layout pass
/// subviews first, all of it before any layout.
@Suite @MainActor struct UpdateConstraintsPassTests {
    @Test func subviewsUpdateBeforeTheirSuperviewsAndAllBeforeLayout() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log), child = RecordingView("child", log: log), leaf = RecordingView("leaf", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        child.addSubview(leaf)
        root.layoutIfNeeded()
        #expect(log.entries == ["update leaf", "update child", "update root", "layout root", "layout child", "layout leaf"])
        log.entries = []
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)
        leaf.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints() && !root.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(log.entries.first == "update leaf" && !log.entries.contains("update root"))
        #expect(!leaf.needsUpdateConstraints())
    }

    @Test func updateConstraintsIfNeededRunsThePassNow() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.updateConstraintsIfNeeded()
        #expect(log.entries == ["update root"])
        root.updateConstraintsIfNeeded()
        #expect(log.entries == ["update root"])
    }

    @Test func constraintsMadeInUpdateConstraintsLayOutInTheSamePass() {
        let view = LazilyConstrainedView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layoutIfNeeded()
        #expect(view.child.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
        view.inset = 30
        view.layoutIfNeeded()
        #expect(view.child.frame.minX == 30)
    }

    @Test func forgettingSuperWarnsLikeUIKitsException() {
        let view = ForgetfulView()
        let (_, warnings) = Diagnostics.capturingWarnings { view.layoutIfNeeded() }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("overrides updateConstraints() without calling super.updateConstraints()") == true)
    }
}
