import CellKit

/// Prints each app and scene callback as it arrives, so a run shows the order the system called them in.
enum LifecycleLog {
    static func record(_ event: String) {
        print("lifecycle: \(event)")
        fflush(stdout)
    }
}
