import Foundation

/// Reads the pixel size of PNG, JPEG and GIF images from their headers, without decoding the pixels.
enum ImageHeaderReader {
    /// The image formats CellKit recognises.
    enum Format: Hashable, Sendable {
        case png, jpeg, gif
    }

    /// What the header says.
    struct Info: Hashable, Sendable {
        var format: Format
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// The format and pixel size, or nil when `data` is not a readable PNG, JPEG or GIF image.
    static func read(_ data: Data) -> Info? {
        let bytes = [UInt8](data.prefix(1 << 20))
        return readPNG(bytes) ?? readGIF(bytes) ?? readJPEG(bytes)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, count: Int) -> Int {
        (0..<count).reduce(0) { ($0 << 8) | Int(bytes[offset + $1]) }
    }

    private static func readPNG(_ b: [UInt8]) -> Info? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(b, 16, count: 4), height = bigEndian(b, 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return Info(format: .png, pixelWidth: width, pixelHeight: height)
    }

    private static func readGIF(_ b: [UInt8]) -> Info? {
        guard b.count >= 10, Array(b[0..<3]) == Array("GIF".utf8) else { return nil }
        let width = Int(b[6]) | Int(b[7]) << 8, height = Int(b[8]) | Int(b[9]) << 8
        guard width > 0, height > 0 else { return nil }
        return Info(format: .gif, pixelWidth: width, pixelHeight: height)
    }

    private static func readJPEG(_ b: [UInt8]) -> Info? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { i += 2; continue }
            let length = bigEndian(b, i + 2, count: 2)
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard i + 9 <= b.count else { return nil }
                let height = bigEndian(b, i + 5, count: 2), width = bigEndian(b, i + 7, count: 2)
                guard width > 0, height > 0 else { return nil }
                return Info(format: .jpeg, pixelWidth: width, pixelHeight: height)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
