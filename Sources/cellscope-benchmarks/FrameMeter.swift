import CBenchmarkSupport
import CGtk
import Foundation

/// A frame meter on a window's frame clock (see CBenchmarkSupport.h): the same C code times both sides.
@MainActor
final class FrameMeter {
    private let meter: OpaquePointer

    init(window: UnsafeMutablePointer<GtkWindow>) throws {
        guard let meter = cbench_frame_meter_new(window) else { throw BenchmarkFailure("the window has no frame clock") }
        self.meter = meter
    }

    isolated deinit { cbench_frame_meter_free(meter) }

    var painted: UInt64 { cbench_frame_meter_painted(meter) }

    /// Notes that the window's content changed just now.
    func markChange() { cbench_frame_meter_mark_change(meter) }

    /// Waits for the first frame painted after the mark; returns its after-paint wall and CPU times.
    func waitForMarkedFrame(timeout: Double = 20) throws -> (wall: UInt64, cpu: UInt64) {
        guard cbench_frame_meter_wait_for_marked_frame(meter, timeout) != 0 else {
            throw BenchmarkFailure("no frame was painted within \(timeout) s after the change")
        }
        return (cbench_frame_meter_marked_frame_wall_ns(meter), cbench_frame_meter_marked_frame_cpu_ns(meter))
    }

    /// Runs the main loop until nothing was painted for `quietMilliseconds`.
    func settle(quietMilliseconds: Int32 = 40, timeout: Double = 10) {
        cbench_frame_meter_settle(meter, quietMilliseconds, timeout)
    }
}

/// A benchmark that could not measure what it should (the message says why).
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
