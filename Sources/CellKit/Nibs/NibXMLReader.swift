import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a nib's XML into a tree of ``NibElement``s, noting the line each element starts on.
final class NibXMLReader: NSObject, XMLParserDelegate {
    private var stack: [NibElement] = []
    private var root: NibElement?
    /// The first error libxml2 reported and its line (it recovers and goes on, so `parse()` may still succeed).
    private var firstError: (line: Int, code: Int)?
    private let parser: XMLParser

    private init(data: Data) {
        parser = XMLParser(data: data)
        super.init()
        parser.delegate = self
    }

    /// The document element of `data`, or an error naming the line where the XML is malformed.
    static func read(_ data: Data, nibName: String) throws(NibError) -> NibElement {
        let reader = NibXMLReader(data: data)
        let parsed = reader.parser.parse()
        if let (line, code) = reader.firstError {
            throw .malformedXML(nib: nibName, line: line, reason: describe(code))
        }
        guard parsed, let root = reader.root else {
            throw .malformedXML(nib: nibName, line: reader.parser.lineNumber, reason: "there is no document element")
        }
        return root
    }

    /// What an `XMLParser.ErrorCode` (libxml2's error number) means, in words.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 76: "an element is closed by the end tag of another (is an element left unclosed?)"
        case 5: "the document ends before its elements are closed"
        case 4: "the file is empty"
        case 38, 39, 40, 41: "an attribute is not written as name=\"value\""
        case 73: "a tag is not closed with >"
        default: "XML error \(code)"
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstError == nil { firstError = (parser.lineNumber, (parseError as NSError).code) }
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
