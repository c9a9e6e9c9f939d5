// The content view for `LargeImageConfig`, written as an iOS app writes one (only the import differs):
// labels and an image view laid out by frames.
import CellKit
import Foundation

class LargeImageContentView : UIView, UIContentView {

    private var mainImageView: UIImageView = UIImageView(frame: CGRect.zero)
    private var mainTitle: UILabel = UILabel()
    private var subTitle: UILabel = UILabel()
    private var detail: UILabel = UILabel()

    var configuration: UIContentConfiguration{
        didSet{
            updateConfig()
        }
    }

    init(configuration: UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame:.zero)

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

        updateConfig()

    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func updateConfig(){

        if let conf = configuration as? LargeImageConfig {
            mainImageView.image = conf.mainImage
            mainTitle.text = conf.mainTitle
            subTitle.text = conf.subTitle
            detail.text = conf.detail

        }
    }

}
