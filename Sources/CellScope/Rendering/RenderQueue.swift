import Foundation
import GtkSupport

/// Renders images from the idle main loop, a batch per frame, so the window stays responsive while a
/// matrix or strip fills in. Each batch waits for a frame (which runs the main loop), so the queue
/// never starts a batch inside another rendering.
@preconcurrency @MainActor
final class RenderQueue {
    private struct Job {
        let generation: Int
        let prepare: @MainActor () throws -> OffscreenRenderer.Prepared
        let completion: @MainActor (Result<PixelImage, any Error>) -> Void
    }

    /// The most trees one frame renders.
    static let batchSize = 12
    /// How long one batch may spend building trees before it renders what it has: the main loop
    /// runs only between the steps of a batch, so this keeps the window answering input (and a
    /// window manager's ping) while a matrix fills in, even in a debug build.
    static let preparationBudget: Duration = .milliseconds(60)

    private let renderer: OffscreenRenderer
    private var jobs: [Job] = []
    private var generation = 0
    private var isScheduled = false
    private var isRunning = false

    init(renderer: OffscreenRenderer) {
        self.renderer = renderer
    }

    /// Whether renderings are waiting.
    var isIdle: Bool { jobs.isEmpty && !isRunning }

    /// Adds a rendering: `prepare` builds the view tree when its batch starts; `completion` runs with
    /// the image or the error, unless the queue was cancelled first.
    func enqueue(_ prepare: @escaping @MainActor () throws -> OffscreenRenderer.Prepared,
                 completion: @escaping @MainActor (Result<PixelImage, any Error>) -> Void) {
        jobs.append(Job(generation: generation, prepare: prepare, completion: completion))
        schedule()
    }

    /// Drops every waiting rendering; a batch in progress finishes but its completions are not called.
    func cancelAll() {
        generation += 1
        jobs.removeAll()
    }

    /// Runs every waiting rendering now (exports and screenshots need them all).
    func finishAll() {
        while !jobs.isEmpty {
            if isRunning || renderer.isRendering {
                MainLoop.iterate(until: { !self.isRunning && !self.renderer.isRendering }, timeout: 30)
                if isRunning || renderer.isRendering { return }
                continue
            }
            runNextBatch()
        }
    }

    private func schedule(afterMilliseconds delay: UInt32 = 0) {
        guard !isScheduled, !jobs.isEmpty else { return }
        isScheduled = true
        MainLoop.schedule(afterMilliseconds: delay) { [weak self] in
            guard let self else { return }
            isScheduled = false
            // A batch in progress (this callback ran inside its frame wait) schedules the next one itself.
            guard !isRunning else { return }
            guard !renderer.isRendering else { return schedule(afterMilliseconds: 30) }
            runNextBatch()
            schedule()
        }
    }

    private func runNextBatch() {
        guard !jobs.isEmpty else { return }
        isRunning = true
        let clock = ContinuousClock()
        let start = clock.now
        var batch: [Job] = []
        var prepared: [Result<OffscreenRenderer.Prepared, any Error>] = []
        while let job = jobs.first, batch.count < Self.batchSize, batch.isEmpty || clock.now - start < Self.preparationBudget {
            jobs.removeFirst()
            batch.append(job)
            prepared.append(Result { try job.prepare() })
        }
        let ready = prepared.compactMap { try? $0.get() }
        let rendered: [Result<PixelImage, any Error>]
        do {
            rendered = try renderer.render(ready)
        } catch {
            rendered = ready.map { _ in .failure(error) }
        }
        isRunning = false
        var next = rendered.makeIterator()
        for (job, preparation) in zip(batch, prepared) {
            let result: Result<PixelImage, any Error>
            switch preparation {
            case .success: result = next.next() ?? .failure(PreviewRenderer.Failure(description: "not rendered"))
            case .failure(let error): result = .failure(error)
            }
            if job.generation == generation { job.completion(result) }
        }
    }
}
