import CPNGStream
import Foundation
import GtkSupport

/// A PNG written into a ``PendingOutputFile`` a band of rows at a time, so an image as large as
/// ``ImageLimits`` allows is never held whole: the state matrix streams each row of tiles as soon as
/// it is rendered. The height is whatever the bands add up to (the header is completed at the end).
final class PNGStream {
    /// Why the PNG could not be written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The image's width in pixels; every band has it.
    let width: Int
    /// The rows written so far.
    private(set) var height = 0
    private let file: PendingOutputFile
    private var stream: OpaquePointer?

    /// Starts a PNG `width` pixels wide in `file`.
    init(file: PendingOutputFile, width: Int) throws {
        self.file = file
        self.width = width
        guard let stream = cpng_stream_open(file.descriptor, UInt32(width)) else {
            throw Failure(description: "cannot write \(file.destination.target.path): \(String(cString: strerror(errno)))")
        }
        self.stream = stream
    }

    deinit {
        cpng_stream_free(stream)
    }

    /// Appends the rows of `band`, which must be exactly as wide as the image.
    func append(_ band: PixelImage) throws {
        guard let stream else { throw Failure(description: "the PNG was already finished") }
        precondition(band.width == width, "a band must be as wide as the PNG")
        let status = band.rgba.withUnsafeBufferPointer { cpng_stream_write_rows(stream, $0.baseAddress, UInt32(band.height)) }
        guard status == 0 else {
            throw Failure(description: "cannot write \(file.destination.target.path): \(String(cString: strerror(errno)))")
        }
        height += band.height
    }

    /// Completes the PNG and gives the file its name; returns whether an existing file was replaced.
    func finish() throws -> Bool {
        guard let stream else { throw Failure(description: "the PNG was already finished") }
        defer {
            cpng_stream_free(stream)
            self.stream = nil
        }
        guard cpng_stream_finish(stream) == 0 else {
            throw Failure(description: "cannot write \(file.destination.target.path): \(String(cString: strerror(errno)))")
        }
        return try file.commit()
    }
}
