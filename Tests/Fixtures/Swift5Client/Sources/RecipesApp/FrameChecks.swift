import CellKit

// Collects the app's checks against what UIKit gives, prints each mismatch and a summary.
final class FrameChecks {
    private(set) var passed = 0
    private(set) var failures: [String] = []

    func expect(_ actual: CGRect?, _ expected: CGRect, _ what: String) {
        guard let actual = actual else {
            fail("\(what): no view (expected \(expected))")
            return
        }
        let close = abs(actual.minX - expected.minX) < 0.01 && abs(actual.minY - expected.minY) < 0.01
            && abs(actual.width - expected.width) < 0.01 && abs(actual.height - expected.height) < 0.01
        close ? pass() : fail("\(what): \(actual), expected \(expected)")
    }

    func expect(_ actual: CGFloat?, _ expected: CGFloat, _ what: String) {
        guard let actual = actual, abs(actual - expected) < 0.01 else {
            fail("\(what): \(actual.map { "\($0)" } ?? "nothing"), expected \(expected)")
            return
        }
        pass()
    }

    func expect(_ actual: [CGFloat], _ expected: [CGFloat], _ what: String) {
        let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 0.002 }
        close ? pass() : fail("\(what): \(actual), expected \(expected)")
    }

    func expect(_ condition: Bool, _ what: String) {
        condition ? pass() : fail(what)
    }

    private func pass() {
        passed += 1
    }

    private func fail(_ message: String) {
        failures.append(message)
        print("MISMATCH \(message)")
    }

    func summary() -> String {
        return "\(passed + failures.count) checks, \(passed) passed, \(failures.count) mismatched"
    }
}

func components(of color: UIColor?, style: UIUserInterfaceStyle) -> [CGFloat] {
    guard let color = color else { return [] }
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
}
