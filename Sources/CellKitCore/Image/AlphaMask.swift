import Foundation

/// A glyph's coverage as 8-bit alpha (0 transparent … 255 opaque), row by row, for the pixel changes that
/// symbol glyphs need and a vector renderer does not offer: an outline cut from a filled shape, and a shape
/// with its closed holes filled.
package struct AlphaMask: Hashable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width * height` alpha values, top row first.
    package var pixels: [UInt8]

    /// A mask of the given pixels (padded with 0 or cut to `width * height`).
    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        self.pixels = pixels.count >= count ? Array(pixels.prefix(count)) : pixels + Array(repeating: 0, count: count - pixels.count)
    }

    /// The alpha at a pixel, 0 outside the mask.
    package subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// The sum of all alpha values (0 for a blank mask).
    package var coverage: Int { pixels.reduce(0) { $0 + Int($1) } }

    /// The mask shrunk by `radius` pixels: each pixel takes the smallest alpha within a disc of that radius
    /// (pixels outside the mask count as transparent).
    package func eroded(radius: Int) -> AlphaMask {
        guard radius > 0 else { return self }
        var offsets: [(Int, Int)] = []
        for dy in -radius...radius {
            for dx in -radius...radius where dx * dx + dy * dy <= radius * radius { offsets.append((dx, dy)) }
        }
        var result = pixels
        for y in 0..<height {
            for x in 0..<width where pixels[y * width + x] > 0 {
                var smallest = pixels[y * width + x]
                for (dx, dy) in offsets {
                    smallest = min(smallest, self[x + dx, y + dy])
                    if smallest == 0 { break }
                }
                result[y * width + x] = smallest
            }
        }
        return AlphaMask(width: width, height: height, pixels: result)
    }

    /// This mask with `other`'s coverage taken away (`a × (1 − b)`); masks must be the same size.
    package func subtracting(_ other: AlphaMask) -> AlphaMask {
        precondition(other.width == width && other.height == height, "masks differ in size")
        let result = zip(pixels, other.pixels).map { a, b in UInt8((Int(a) * (255 - Int(b)) + 127) / 255) }
        return AlphaMask(width: width, height: height, pixels: result)
    }

    /// The edge of the shape, `width` pixels wide: the mask minus the mask eroded by `width`.
    package func outline(width strokeWidth: Int) -> AlphaMask {
        subtracting(eroded(radius: strokeWidth))
    }

    /// The shape with its closed holes filled: every pixel that cannot be reached from the mask's border
    /// through pixels below `threshold` becomes opaque.
    package func holesFilled(threshold: UInt8 = 128) -> AlphaMask {
        guard width > 0, height > 0 else { return self }
        var outside = [Bool](repeating: false, count: pixels.count)
        var stack: [Int] = []
        func visit(_ x: Int, _ y: Int) {
            let index = y * width + x
            guard !outside[index], pixels[index] < threshold else { return }
            outside[index] = true
            stack.append(index)
        }
        for x in 0..<width { visit(x, 0); visit(x, height - 1) }
        for y in 0..<height { visit(0, y); visit(width - 1, y) }
        while let index = stack.popLast() {
            let x = index % width, y = index / width
            if x > 0 { visit(x - 1, y) }
            if x < width - 1 { visit(x + 1, y) }
            if y > 0 { visit(x, y - 1) }
            if y < height - 1 { visit(x, y + 1) }
        }
        let result = pixels.indices.map { outside[$0] ? pixels[$0] : 255 }
        return AlphaMask(width: width, height: height, pixels: result)
    }

    /// The shape filled in with its inner details cut out, the way an SF Symbol's `.fill` form relates to its
    /// outline form: closed holes are filled, then whatever the mask drew inside its outer edge (`ringWidth`
    /// pixels wide) is removed, so a camera keeps its lens and a page its lines as cut-outs.
    package func solidWithDetailsCut(ringWidth: Int) -> AlphaMask {
        holesFilled().subtracting(innerDetails(ringWidth: ringWidth))
    }

    /// What the mask draws inside its outer edge (`ringWidth` pixels wide): the details that
    /// `solidWithDetailsCut` cuts out.
    package func innerDetails(ringWidth: Int) -> AlphaMask {
        subtracting(holesFilled().outline(width: ringWidth))
    }

    /// The closed holes of the shape (the shapes cut out of a filled icon), as coverage.
    package func holes() -> AlphaMask {
        let filled = holesFilled()
        return AlphaMask(width: width, height: height, pixels: zip(filled.pixels, pixels).map { $0 > $1 ? $0 - $1 : 0 })
    }

    /// Faded parts drawn at full strength: every alpha tripled, up to opaque (Adwaita draws secondary parts of
    /// an icon at about a third of its strength).
    package func strengthened() -> AlphaMask {
        AlphaMask(width: width, height: height, pixels: pixels.map { UInt8(min(255, Int($0) * 3)) })
    }
}
