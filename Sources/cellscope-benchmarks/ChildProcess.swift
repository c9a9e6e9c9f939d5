import CBenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to completion as a child process: its standard output, exit status, wall time and
/// peak resident memory (from `wait4`'s resource usage, so it covers the child's whole life).
struct ChildProcess {
    let status: Int32
    let standardOutput: Data
    /// When the child was started (monotonic nanoseconds, the clock of `cbench_wall_ns`).
    let startNanoseconds: Double
    let wallNanoseconds: Double
    /// User and system CPU time of all the child's threads.
    let cpuNanoseconds: Double
    let peakResidentBytes: Double

    /// Runs `executable` with `arguments`; its standard error goes to ours.
    static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkFailure("cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = cbench_wall_ns()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw BenchmarkFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let output = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(cbench_wall_ns() - start)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildProcess(status: exitStatus, standardOutput: output, startNanoseconds: Double(start), wallNanoseconds: wall,
                            cpuNanoseconds: Self.nanoseconds(usage.ru_utime) + Self.nanoseconds(usage.ru_stime),
                            peakResidentBytes: Double(usage.ru_maxrss) * 1024)
    }

    private static func nanoseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3
    }

    /// The path of an executable next to this one (the build folder holds all products).
    static func sibling(_ name: String) throws -> String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkFailure("\(path) is missing: build every product first (swift build -c release)")
        }
        return path
    }
}
