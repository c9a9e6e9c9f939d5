/// A list of colors filed by neighborhood, to ask whether any of them is within
/// ``BackgroundSampler/foregroundTolerance`` of a color without comparing it with all of them.
///
/// Each channel is cut into steps as wide as the tolerance: a color within the tolerance of another
/// lies in the same step or the next one on either side, in every channel. Equal colors are filed
/// once: a run drawn opaque gives the same drawn color over every background.
struct ColorNeighborhoods {
    /// One distinct color of the list: where it first appears, and how many times.
    private struct Entry {
        let color: OpaqueColor
        let firstIndex: Int
        var count: Int
    }

    private var entries: [Entry] = []
    private var entryOfColor: [OpaqueColor: Int] = [:]
    private var entriesByCell: [Int: [Int]] = [:]

    /// Files `colors`, remembering each one's index in the array.
    init(_ colors: [OpaqueColor]) {
        for (index, color) in colors.enumerated() {
            if let entry = entryOfColor[color] {
                entries[entry].count += 1
                continue
            }
            entryOfColor[color] = entries.count
            entriesByCell[Self.cell(Self.steps(of: color)), default: []].append(entries.count)
            entries.append(Entry(color: color, firstIndex: index, count: 1))
        }
    }

    /// Whether a color of the list, other than the one at `index`, is within the tolerance of `color`.
    func hasColor(near color: OpaqueColor, besides index: Int) -> Bool {
        let center = Self.steps(of: color)
        for red in center.red - 1...center.red + 1 {
            for green in center.green - 1...center.green + 1 {
                for blue in center.blue - 1...center.blue + 1 {
                    for entry in entriesByCell[Self.cell((red, green, blue))] ?? [] {
                        let candidate = entries[entry]
                        if (candidate.count > 1 || candidate.firstIndex != index), candidate.color.isClose(to: color) { return true }
                    }
                }
            }
        }
        return false
    }

    private static func steps(of color: OpaqueColor) -> (red: Int, green: Int, blue: Int) {
        func step(_ channel: Double) -> Int { Int((channel * 255 / Double(BackgroundSampler.foregroundTolerance)).rounded(.down)) }
        return (step(color.red), step(color.green), step(color.blue))
    }

    /// One key per cell (steps run from -1 to 11 for channels in 0…1).
    private static func cell(_ steps: (red: Int, green: Int, blue: Int)) -> Int {
        (steps.red + 2) << 16 | (steps.green + 2) << 8 | (steps.blue + 2)
    }
}
