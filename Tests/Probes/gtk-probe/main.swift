// A separate process for behaviour that needs a fresh process: starting without a display, and
// the main-actor bridge inside a GLib loop that owns the main thread (as in an application).
//
//   gtk-probe start           starts GTK; prints "started" or the error (exit 3)
//   gtk-probe view            shows a CellKit window (exits 1 with the no-display message)
//   gtk-probe main-actor      runs the GLib loop; prints which main-queue work ran inside it
//   gtk-probe grid-text-list  lays out a list whose text a grid engine measures (no GTK); prints its rows

import CellKit
import Dispatch
import Foundation
import GtkSupport

/// What ran on the main actor while the loop was running.
@MainActor
enum Ran {
    static var work: [String] = []

    static func record(_ name: String) {
        work.append(name)
        if work.count == 3 { MainLoop.quit() }
    }
}

@MainActor
func runMainActorCheck() {
    do { try GtkRuntime.ensureStarted() } catch {
        print("error: \(error)")
        exit(3)
    }
    Task { @MainActor in Ran.record("task") }
    DispatchQueue.main.async { MainActor.assumeIsolated { Ran.record("dispatch") } }
    Task.detached { await MainActor.run { Ran.record("detached-hop") } }
    // A safety net: quit after five seconds whatever ran.
    DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
        DispatchQueue.main.async { MainActor.assumeIsolated { MainLoop.quit() } }
    }
    MainLoop.run()
    print(Ran.work.sorted().joined(separator: ","))
}

switch CommandLine.arguments.dropFirst().first {
case "start":
    do {
        try GtkRuntime.ensureStarted()
        print("started")
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(3)
    }
case "view":
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    print("created")
case "main-actor":
    runMainActorCheck()
case "grid-text-list":
    print(GridTextList.layOut())
default:
    FileHandle.standardError.write(Data("usage: gtk-probe start|view|main-actor|grid-text-list\n".utf8))
    exit(2)
}
