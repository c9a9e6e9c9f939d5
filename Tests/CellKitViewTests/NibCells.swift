// Cells and owners as iOS apps write them for nibs, after `cellscope port` (`@IBOutlet weak var` →
// `@NibOutlet var`, the `@IBAction` methods listed in a `NibActionTarget` conformance).
import CellKit
import Foundation

/// A contact row designed in ContactCell.xib.
class ContactCell: UICollectionViewCell {
    @NibOutlet var avatarView: UIImageView!
    @NibOutlet var nameLabel: UILabel!
    @NibOutlet var detailLabel: UILabel!
    @NibOutlet var followButton: UIButton!
    @NibOutlet var statusDot: UIView!
    @NibOutlet var labels: [UILabel]!

    private(set) var awakeCount = 0
    private(set) var outletsWereConnectedWhenAwoken = false
    private(set) var followTaps = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awakeCount += 1
        outletsWereConnectedWhenAwoken = nameLabel != nil && followButton != nil && labels?.count == 2
        avatarView.layer.cornerRadius = 22
    }

    func configure(name: String, detail: String, online: Bool) {
        nameLabel.text = name
        detailLabel.text = detail
        statusDot.isHidden = !online
    }

    func followTapped(_ sender: UIButton) {
        followTaps += 1
        sender.setTitle("Following", for: .normal)
    }
}

extension ContactCell: NibActionTarget {
    func nibAction(forSelector selector: String) -> NibAction? {
        switch selector {
        case "followTapped:": NibAction(self, ContactCell.followTapped(_:))
        default: nil
        }
    }
}

/// A settings row designed in SettingTableCell.xib; its switch's action takes no argument.
class SettingTableCell: UITableViewCell {
    @NibOutlet var titleLabel: UILabel!
    @NibOutlet var toggle: UISwitch!
    private(set) var toggleCount = 0

    func toggled() {
        toggleCount += 1
    }
}

// Written by cellscope port: the @IBAction methods a nib's actions call, by Objective-C selector.
extension SettingTableCell: NibActionTarget {
    func nibAction(forSelector selector: String) -> NibAction? {
        switch selector {
        case "toggled": NibAction(self, SettingTableCell.toggled)
        default: nil
        }
    }
}

/// The File's Owner of Banner.xib.
final class BannerOwner {
    @NibOutlet var bannerView: UIView!
    @NibOutlet var messageLabel: UILabel!
}
