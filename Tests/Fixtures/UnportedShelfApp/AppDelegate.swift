import UIKit

// An app without scenes, written as iOS projects of the UIApplicationMain era are: the delegate makes
// its window in code. `.ci/build-swift5-client` ports this folder with `cellscope port` into the Swift 5
// client's Ported/ShelfApp before the build.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Code of this era often writes UIScreen.main.bounds here, which CellKit leaves out (a preview may
        // show several screens at once) and `cellscope port` flags; the scene gives the window its size.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UINavigationController(rootViewController: ShelfViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
