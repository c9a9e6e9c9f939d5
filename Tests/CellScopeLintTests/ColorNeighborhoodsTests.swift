@testable import CellScope
import Testing

/// The neighborhood lookup the background sampler uses answers exactly what comparing with every
/// color answers.
struct ColorNeighborhoodsTests {
    /// Every color near `color`, other than the one at `index`, by brute force.
    static func bruteForce(_ colors: [OpaqueColor], near color: OpaqueColor, besides index: Int) -> Bool {
        colors.indices.contains { $0 != index && colors[$0].isClose(to: color) }
    }

    @Test func agreesWithComparingEveryColor() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            // Few distinct channel values, so colors repeat and sit on cell edges.
            let steps = [0.0, 12, 23, 24, 25, 47, 48, 100, 128, 200, 231, 255].map { $0 / 255 }
            let colors = (0..<60).map { _ in
                OpaqueColor(red: steps.randomElement(using: &generator)!, green: steps.randomElement(using: &generator)!,
                            blue: steps.randomElement(using: &generator)!)
            }
            let neighborhoods = ColorNeighborhoods(colors)
            for probe in colors.indices {
                #expect(neighborhoods.hasColor(near: colors[probe], besides: probe)
                        == Self.bruteForce(colors, near: colors[probe], besides: probe))
            }
        }
    }

    @Test func aColorIsNotItsOwnNeighborUnlessItAppearsTwice() {
        let red = OpaqueColor(red: 1, green: 0, blue: 0), blue = OpaqueColor(red: 0, green: 0, blue: 1)
        #expect(!ColorNeighborhoods([red, blue]).hasColor(near: red, besides: 0))
        #expect(ColorNeighborhoods([red, blue, red]).hasColor(near: red, besides: 0))
        #expect(ColorNeighborhoods([red, blue]).hasColor(near: OpaqueColor(red: 0.95, green: 0.05, blue: 0), besides: 1))
    }
}
