import CellKit

struct Trail: Hashable {
    enum Difficulty: String {
        case easy = "Easy"
        case moderate = "Moderate"
        case strenuous = "Strenuous"
    }

    let id = UUID()
    let name: String
    let distanceKilometers: Double
    let difficulty: Difficulty
    let symbolName: String

    var summary: String {
        String(format: "%.1f km · %@", distanceKilometers, difficulty.rawValue)
    }
}

extension Trail {
    static let saved: [Trail] = [
        Trail(name: "Cedar Ridge Loop", distanceKilometers: 6.4, difficulty: .moderate, symbolName: "leaf"),
        Trail(name: "Lakeshore Path", distanceKilometers: 3.2, difficulty: .easy, symbolName: "drop"),
    ]

    static let nearby: [Trail] = [
        Trail(name: "Falcon Overlook", distanceKilometers: 9.8, difficulty: .strenuous, symbolName: "flag"),
        Trail(name: "Old Mill Trail", distanceKilometers: 4.5, difficulty: .easy, symbolName: "sunrise"),
        Trail(name: "Meadow Crossing", distanceKilometers: 5.1, difficulty: .moderate, symbolName: "sun.max"),
    ]
}
