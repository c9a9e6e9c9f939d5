// A custom content configuration written as an iOS app writes one (only the import differs): an image,
// a title, a subtitle and a detail, shown by `LargeImageContentView`.
import CellKit
import Foundation

struct LargeImageConfig: UIContentConfiguration {

    var mainImage: UIImage? = nil
    var mainTitle: String = ""
    var subTitle: String = ""
    var detail: String = ""

    func makeContentView() -> UIView & UIContentView {
        return LargeImageContentView(configuration:self)
    }
    func updated(for state: UIConfigurationState) -> LargeImageConfig {
        return self
    }

}
