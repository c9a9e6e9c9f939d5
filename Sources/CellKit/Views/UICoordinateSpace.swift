import Foundation

/// A frame of reference for points and rectangles (UIKit's `UICoordinateSpace`).
///
/// In CellKit the screens adopt it (a window scene's `coordinateSpace` is its screen's), so app code that
/// sizes a window with `UIWindow(frame: windowScene.coordinateSpace.bounds)` works; views convert between
/// each other with `UIView.convert(_:to:)` and `convert(_:from:)`, which take views (CellKit's `UIView`
/// does not adopt this protocol).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIScreen: UICoordinateSpace {
    /// The screen's space (UIKit's `UIScreen.coordinateSpace`): its origin at the top left of the screen
    /// in the current orientation, its bounds the screen's `bounds`.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// Returns `point` unchanged: every CellKit screen's space has its origin at the screen's top left.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// Returns `point` unchanged: every CellKit screen's space has its origin at the screen's top left.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// Returns `rect` unchanged: every CellKit screen's space has its origin at the screen's top left.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    /// Returns `rect` unchanged: every CellKit screen's space has its origin at the screen's top left.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}
