import Foundation
import GtkSupport

/// A PNG's size read from its IHDR chunk (the first 24 bytes: the signature, the chunk's length and
/// type, then width and height as big-endian 32-bit numbers), so that a recorded image can be checked
/// against ``ImageLimits`` before it is decoded: a 1 MB file can claim 16,000 × 16,000 pixels, which
/// would take gigabytes to decode.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int

    /// How many bytes the header needs.
    static let length = 24
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the header from a file's first bytes; nil when they are not a PNG's.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= Self.length, Array(bytes[0..<8]) == Self.signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(at: 16)
        height = number(at: 20)
        guard width > 0, height > 0 else { return nil }
    }

    /// Why an image of this size is not decoded, or nil when ``ImageLimits`` allow it.
    var limitProblem: String? {
        ImageLimits.allows(width: width, height: height) ? nil
            : "is \(width.withThousandsSeparators) × \(height.withThousandsSeparators) pixels, more than an image may have (\(ImageLimits.summary))"
    }
}

extension PNGHeader {
    /// Why a file whose header is a PNG's cannot be used: its image data does not decode to that size.
    static let undecodableReason = "is not a readable PNG (its header is, its image data is not)"

    /// The header of the PNG file at `path`, read without decoding and checked against ``ImageLimits``;
    /// the failure's reason follows the file's name ("is not a PNG", "cannot be read: …").
    static func checked(at path: String) throws(InputFile.Failure) -> PNGHeader {
        guard let header = PNGHeader(try InputFile.prefix(path, count: length)) else {
            throw InputFile.Failure(reason: "is not a PNG", isMissing: false)
        }
        if let problem = header.limitProblem { throw InputFile.Failure(reason: problem, isMissing: false) }
        return header
    }

    /// The pixels of the file at `url` this header was read from, or nil when they do not decode to
    /// the header's size (``undecodableReason``).
    @MainActor
    func decodedImage(at url: URL) -> PixelImage? {
        guard let image = PixelImage(contentsOf: url), image.width == width, image.height == height else { return nil }
        return image
    }
}
