import CellKit
import CellKitGTK
@testable import CellScope
import Foundation
import GtkSupport
import RenderingTestSupport
import Testing

/// Counts how often the hosted app launched and its list appeared.
@MainActor enum HostedAppLog {
    static var launches = 0
    static var appearances = 0
}

/// A small app as an iOS project writes it: the app delegate names the scene delegate, which puts a
/// list in a navigation controller.
final class HostedAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        HostedAppLog.launches += 1
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = HostedSceneDelegate.self
        return configuration
    }
}

final class HostedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: HostedListController())
        window?.makeKeyAndVisible()
    }
}

final class HostedListController: UICollectionViewController {
    static let fruits = ["Apples", "Cherries", "Plums"]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }
    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orchard"
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.fruits)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        HostedAppLog.appearances += 1
    }
}

extension ViewerTests {
    /// A demo of an app shows the first screen the app's own delegates build, on the context's device,
    /// and the viewer's states and inspector reach every cell of its list.
    @Suite(.serialized, .gtk) @MainActor struct AppFirstScreenHosting {
        let demo = PreviewDemo(id: "orchard", title: "Orchard", summary: "An app's first screen",
                               items: HostedListController.fruits.map { PreviewItem(id: $0.lowercased(), title: $0) },
                               applicationDelegate: HostedAppDelegate.self)

        @Test func theDemoLaunchesTheAppAndShowsItsKeyWindowsRootController() throws {
            HostedAppLog.launches = 0
            HostedAppLog.appearances = 0
            let canvas = DemoCanvas(demo: demo, context: PreviewContext(device: .iPhone15), asDeviceScreen: true)
            #expect(HostedAppLog.launches == 1)
            #expect(HostedAppLog.appearances == 1, "the host makes the list appear, once")
            #expect(UIApplication.shared.delegate is HostedAppDelegate)
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            #expect(scene.activationState == .foregroundActive)
            #expect(canvas.rootView.bounds.size == CGSize(width: 393, height: 852))
            for item in demo.items {
                let cell = try PreviewRenderer.cell(in: canvas, demo: demo, item: item)
                #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == item.title)
            }
        }

        @Test func theHostedScreenLooksAsTheRunningAppsWindow() throws {
            // At the device's scale both draw hairlines one device pixel thin (a preview at 1x draws them
            // one pixel thick, a window on a 3x screen a third of a pixel).
            var context = PreviewContext(device: .iPhone15)
            context.showsDeviceChrome = false
            context.scale = 3
            let hosted = try PreviewRenderer.renderDemo(demo, context: context)
            let scene = try UIApplication.launch(UIApplication.makeDelegate(of: HostedAppDelegate.self), on: .iPhone15)
            let window = try #require(scene.keyWindow)
            #expect(MainLoop.iterate(until: { ViewTesting.gtkWindow(of: window) != nil }, timeout: 10))
            let running = try ViewSnapshot.image(of: window, scale: 3)
            UIApplication.shared.disconnect(scene)
            #expect((hosted.width, hosted.height) == (1179, 2556))
            #expect(ImageComparison(actual: hosted, expected: running, tolerance: 0).differingPixels == 0)
        }
    }
}
