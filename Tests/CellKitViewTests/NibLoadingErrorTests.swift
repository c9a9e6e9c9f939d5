@testable import CellKit
import Foundation
import RenderingTestSupport
import Testing

/// What a nib CellKit cannot load says: the file, the line, the element or property, and what to do.
/// Objects it cannot make are errors; details it leaves out are warnings naming the line.
@Suite(.gtk) @MainActor struct NibLoadingErrorTests {
    /// An Interface Builder document holding `objects` (after File's Owner and the First Responder).
    private func xib(_ objects: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """.utf8)
    }

    /// The error loading `data` throws, or nil (recorded as an issue) when it loads.
    private func loadingError(_ data: Data, owner: Any? = nil) -> NibError? {
        do {
            _ = try UINib(data: data, bundle: .module).load(owner: owner)
            Issue.record("the nib loaded")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingNibNamesTheFileItLookedFor() throws {
        do {
            _ = try UINib(nibName: "NoSuchCell", bundle: .module).load(owner: nil)
            Issue.record("a missing nib loaded")
        } catch {
            #expect(error == .missingNib(name: "NoSuchCell", bundle: Bundle.module.bundlePath))
            #expect(error.description.contains("no NoSuchCell.xib"))
        }
    }

    @Test func malformedXMLNamesTheLine() throws {
        let data = xib("""
                <view id="v1">
                    <rect key="frame" x="0" y="0" width="10" height="10">
                </view>
        """)
        let error = try #require(loadingError(data))
        guard case .malformedXML(_, let line, _) = error else { Issue.record("\(error)"); return }
        #expect(line == 8, "the line where the unclosed <rect> meets </view>")
        #expect(error.description == "nib data.xib is not well-formed XML at line 8: an element is closed by the end tag of another (is an element left unclosed?)")
    }

    @Test func anOutletTheClassDoesNotDeclareNamesThePropertyAndTheType() throws {
        let data = xib("""
                <collectionViewCell id="c1" customClass="ContactCell" customModule="CellKitViewTests">
                    <rect key="frame" x="0" y="0" width="320" height="72"/>
                    <connections>
                        <outlet property="subtitleLabel" destination="c1" id="o1"/>
                    </connections>
                </collectionViewCell>
        """)
        let error = try #require(loadingError(data))
        #expect(error == .unknownOutlet(nib: "nib data", property: "subtitleLabel", ownerType: "CellKitViewTests.ContactCell", line: 9))
        #expect(error.description.contains("CellKitViewTests.ContactCell has no outlet 'subtitleLabel'"))
    }

    @Test func anOutletOfAnotherTypeNamesBothTypes() throws {
        let data = xib("""
                <collectionViewCell id="c1" customClass="ContactCell" customModule="CellKitViewTests">
                    <view key="contentView" id="cv">
                        <subviews>
                            <imageView id="i1"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="nameLabel" destination="i1" id="o1"/>
                    </connections>
                </collectionViewCell>
        """)
        let error = try #require(loadingError(data))
        #expect(error.description.contains("the outlet 'nameLabel' of CellKitViewTests.ContactCell holds Optional<UILabel>, not UIImageView"))
    }

    @Test func aViewCellKitCannotMakeIsAnErrorNamingTheElementAndLine() throws {
        let error = try #require(loadingError(xib("""
                <view id="v1">
                    <subviews>
                        <mapView id="m1"/>
                    </subviews>
                </view>
        """)))
        #expect(error == .unsupportedElement(nib: "nib data", element: "mapView", line: 8))
    }

    @Test func anUnknownCustomClassNamesTheClass() throws {
        let error = try #require(loadingError(xib(#"        <view id="v1" customClass="NoSuchView" customModule="CellKitViewTests"/>"#)))
        #expect(error == .unknownClass(nib: "nib data", className: "NoSuchView", line: 6))
    }

    @Test func aStoryboardIsRefused() throws {
        let storyboard = Data(#"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>"#.utf8)
        let error = try #require(loadingError(storyboard))
        #expect(error.description.contains("storyboard"))
    }

    @Test func withoutAnOwnerFilesOwnersConnectionsAreWarnedAboutAndTheNibLoads() throws {
        let loader = NibLoader(nibName: "Ownerless", bundle: .module)
        let objects = try loader.load(Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
                            <outlet property="button" destination="b1" id="o1"/>
                        </connections>
                    </placeholder>
                    <button id="b1" buttonType="system">
                        <connections>
                            <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """.utf8), owner: nil)
        #expect(objects.first is UIButton)
        #expect(loader.context.warnings == [
            #"Ownerless.xib line 6, <outlet id="o1">: File's Owner is nil, so its outlet 'button' is not connected"#,
            #"Ownerless.xib line 11, <action id="a1">: File's Owner is nil, so the action 'tapped:' is not connected"#,
        ])
    }

    @Test func detailsCellKitLeavesOutAreWarningsNamingTheLine() throws {
        let loader = NibLoader(nibName: "Warnings", bundle: .module)
        let objects = try loader.load(xib("""
                <view id="v1" sparkle="YES">
                    <subviews>
                        <button id="b1" buttonType="system">
                            <connections>
                                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
        """), owner: BannerOwner())
        #expect(objects.count == 1, "the view is still made")
        #expect(loader.context.warnings == [
            #"Warnings.xib line 6, <view id="v1">: the attribute sparkle="YES" is not supported and is left out"#,
            #"Warnings.xib line 10, <action id="a1">: the action 'tapped:' is not connected: BannerOwner does not return it from "#
                + "nibAction(forSelector:) (adopt NibActionTarget, or call addTarget(_:action:for:) in awakeFromNib())",
        ])
    }
}
