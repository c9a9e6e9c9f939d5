import CellKit
import Foundation
import Testing

/// A view that places its two subviews by frames in `layoutSubviews()`, side by side.
@MainActor
private final class FrameSplitView: UIView {
    let left = UIView(), right = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(left)
        addSubview(right)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let half = (bounds.width / 2).rounded(.down)
        left.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        right.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}

/// Frame-based layout (`layoutSubviews`, `sizeThatFits`, autoresizing) and constraints mix in one tree.
@Suite @MainActor struct MixedFrameAndConstraintLayoutTests {
    @Test func aFrameBasedViewPlacedByConstraintsLaysOutItsSubviewsByFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let split = FrameSplitView(frame: .zero)
        split.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(split)
        NSLayoutConstraint.activate([split.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     split.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                                     split.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        // 260 wide from the constraints, 30 high from its intrinsic size; its own code splits it.
        #expect(split.frame == CGRect(x: 20, y: 10, width: 260, height: 30))
        #expect(split.left.frame == CGRect(x: 0, y: 0, width: 130, height: 30))
        #expect(split.right.frame == CGRect(x: 130, y: 0, width: 130, height: 30))
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(split.right.frame == CGRect(x: 80, y: 0, width: 80, height: 30))
    }

    @Test func constraintsWorkInsideAViewPlacedByFrames() {
        let root = FrameSplitView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = UILabel()
        label.text = "Centered"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.right.addSubview(label)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: root.right.centerXAnchor),
                                     label.centerYAnchor.constraint(equalTo: root.right.centerYAnchor)])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(label.frame == CGRect(x: (100 - size.width / 2).rounded(), y: (50 - size.height / 2).rounded(),
                                      width: size.width, height: size.height))
        root.frame.size.width = 600
        root.layoutIfNeeded()
        #expect(label.frame.minX == (150 - size.width / 2).rounded())
    }

    @Test func sizeToFitAndAutoresizingStillWorkBesideConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let caption = UILabel()
        caption.text = "Frame-placed"
        caption.sizeToFit()
        caption.frame.origin = CGPoint(x: 8, y: 8)
        caption.autoresizingMask = [.flexibleLeftMargin]
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(caption)
        root.addSubview(pinned)
        NSLayoutConstraint.activate([pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     pinned.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                     pinned.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let captionWidth = caption.frame.width
        #expect(pinned.frame == CGRect(x: 0, y: 90, width: 300, height: 10))
        root.frame.size = CGSize(width: 400, height: 120)
        root.layoutIfNeeded()
        #expect(caption.frame == CGRect(x: 108, y: 8, width: captionWidth, height: caption.frame.height))
        #expect(pinned.frame == CGRect(x: 0, y: 110, width: 400, height: 10))
    }
}
