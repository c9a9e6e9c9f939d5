@testable import CellKit
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// `UITextView` keeps UIKit's defaults, reports edits to its delegate (which may refuse them), and
/// with scrolling off grows with its text in Auto Layout, as self-sizing cells need.
@Suite(.gtk) @MainActor struct TextViewTests {
    @MainActor private final class Recorder: UITextViewDelegate {
        var log: [String] = []
        var refuse: String?
        func textViewDidChange(_ textView: UITextView) { log.append("changed \(textView.text ?? "")") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("should \(range.location),\(range.length) \(text)")
            return text != refuse
        }
    }

    @Test func hasUIKitsDefaults() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.font == nil && textView.effectiveFont.pointSize == 12)
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.text = nil
        #expect(textView.text == "")
    }

    @Test func typingReachesTheDelegateWhichMayRefuseAnEdit() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let recorder = Recorder()
        textView.delegate = recorder
        textView.text = "Eggs"
        _ = try ViewSnapshot.image(of: textView)
        #expect(recorder.log.isEmpty, "setting the text in code tells the delegate nothing")
        let editor = try #require(textView.editor)
        editor.insertAtEndAsTyping("!")
        #expect(textView.text == "Eggs!")
        #expect(recorder.log == ["should 4,0 !", "changed Eggs!"])
        recorder.refuse = "?"
        editor.insertAtEndAsTyping("?")
        #expect(textView.text == "Eggs!", "a refused edit is undone")
        #expect(recorder.log.last == "should 5,0 ?")
    }

    @Test func withoutScrollingItsIntrinsicHeightIsItsWrappedText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One line"
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let oneLine = textView.frame.height
        let line = UILabel()
        line.font = .systemFont(ofSize: 17)
        line.text = "One line"
        #expect(oneLine == (line.intrinsicContentSize.height + 16).rounded(.up), "one line of text and the 8-point insets")
        textView.text = "A much longer text that wraps over several lines at two hundred points wide"
        root.layoutIfNeeded()
        #expect(textView.frame.width == 200)
        #expect(textView.frame.height > 2 * oneLine - 16, "the text wraps at the width Auto Layout gave it")
        #expect(textView.frame.height == textView.sizeThatFits(CGSize(width: 200, height: 0)).height)
        textView.isScrollEnabled = true
        root.layoutIfNeeded()
        #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    }
}
