// Seed 002's custom content configuration, verbatim.
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
