import Foundation

/// Times repeated work with the monotonic clock and reports the median per iteration.
enum BenchmarkClock {
    /// Runs `body` `iterations` times per sample, `samples` times, and returns the median
    /// nanoseconds per iteration.
    @MainActor
    static func medianNanoseconds(samples: Int = 7, iterations: Int, warmup: Int = 20, _ body: (Int) -> Void) -> Double {
        for index in 0..<warmup { body(index) }
        var results: [Double] = []
        var counter = 0
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations {
                body(counter)
                counter += 1
            }
            results.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
        }
        return results.sorted()[results.count / 2]
    }

    /// Nanoseconds one call of `body` takes.
    @MainActor
    static func once(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// The process's resident memory in bytes (VmRSS from /proc/self/status).
    static func residentMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}
