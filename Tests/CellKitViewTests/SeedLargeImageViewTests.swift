import CellKit
import Foundation
import GtkSupport
import SnapshotTesting
import Testing

/// A frame-laid-out view written the way seed 002's `LargeImageContentView` is: an image view with a
/// border and rounded corners, a bold 30 pt title, a subtitle and a multi-line detail.
@MainActor
private final class LargeImageView: UIView {
    private var mainImageView: UIImageView = UIImageView(frame: CGRect.zero)
    private var mainTitle: UILabel = UILabel()
    private var subTitle: UILabel = UILabel()
    private var detail: UILabel = UILabel()

    init(image: UIImage?, title: String, subtitle: String, detailText: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 140))
        addSubview(mainImageView)
        mainImageView.frame = CGRect(x: 220, y: 0, width: 80, height: 80)
        mainImageView.layer.borderColor = UIColor.lightGray.cgColor
        mainImageView.layer.borderWidth = 1.0
        mainImageView.layer.cornerRadius = 5.0
        mainImageView.contentMode = .scaleAspectFit

        mainTitle.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        mainTitle.font = UIFont.boldSystemFont(ofSize: 30)
        addSubview(mainTitle)

        subTitle.frame = CGRect(x: 0, y: 40, width: 300, height: 20)
        subTitle.font = UIFont.systemFont(ofSize: 15)
        addSubview(subTitle)

        detail.frame = CGRect(x: 50, y: 60, width: 250, height: 80)
        detail.font = UIFont.systemFont(ofSize: 10)
        detail.numberOfLines = 0
        addSubview(detail)

        mainImageView.image = image
        mainTitle.text = title
        subTitle.text = subtitle
        detail.text = detailText
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite @MainActor struct SeedLargeImageViewTests {
    init() throws { try GtkTestEnvironment.start() }

    @Test func rendersLikeTheSeedDescribes() throws {
        let view = LargeImageView(
            image: UIImage(systemName: "star"),
            title: "Bicycle",
            subtitle: "A frame-laid-out custom view",
            detailText: "The detail label wraps over several lines because numberOfLines is zero, and it starts 50 points in."
        )
        view.backgroundColor = .white
        let image = try ViewSnapshot.image(of: view)
        #expect(image.width == 300 && image.height == 140)
        GoldenImage.assertMatches(image, named: "seed-large-image-view")
    }
}
