import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a nib's XML into a tree of ``NibElement``s, noting the line each element starts on.
final class NibXMLReader: NSObject, XMLParserDelegate {
    private var stack: [NibElement] = []
    private var root: NibElement?
    private let parser: XMLParser

    private init(data: Data) {
        parser = XMLParser(data: data)
        super.init()
        parser.delegate = self
    }

    /// The document element of `data`, or an error naming the line where the XML is malformed.
    static func read(_ data: Data, nibName: String) throws(NibError) -> NibElement {
        let reader = NibXMLReader(data: data)
        guard reader.parser.parse(), let root = reader.root else {
            let reason = reader.parser.parserError.map { String(describing: ($0 as NSError).localizedDescription) } ?? "no document element"
            throw .malformedXML(nib: nibName, line: reader.parser.lineNumber, reason: reason)
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = NibElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }
}
