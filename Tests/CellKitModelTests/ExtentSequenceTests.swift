import Foundation
import Testing
@testable import CellKitCore

/// The lengths behind a lazy layout: checked against a plain array summed by hand.
@Suite struct ExtentSequenceTests {
    @Test func unsetLengthsAreTheEstimate() {
        let sequence = ExtentSequence(count: 1_000_000, estimate: 44)
        #expect(sequence.total == 44_000_000)
        #expect(sequence.offset(of: 500_000) == 22_000_000)
        #expect(sequence.index(at: 22_000_000) == 500_000)
        #expect(sequence.index(at: 22_000_043.5) == 500_000)
        #expect(sequence.index(at: -5) == 0)
        #expect(sequence.index(at: 44_000_000) == 1_000_000, "the end is past every entry")
        #expect(!sequence.isSet(3))
    }

    @Test func setLengthsMoveEverythingAfterThem() {
        var sequence = ExtentSequence(count: 300, estimate: 44)
        let first = sequence.set(70, to: 60)
        let again = sequence.set(70, to: 60)
        let other = sequence.set(199, to: 20)
        #expect(first && other)
        #expect(!again, "the same length again changes nothing")
        #expect(sequence.offset(of: 70) == CGFloat(70 * 44))
        #expect(sequence.offset(of: 71) == CGFloat(70 * 44 + 60))
        #expect(sequence.offset(of: 200) == CGFloat(198 * 44 + 60 + 20))
        #expect(sequence.total == CGFloat(298 * 44 + 60 + 20))
        #expect(sequence.index(at: CGFloat(70 * 44 + 59)) == 70)
        #expect(sequence.index(at: CGFloat(70 * 44 + 60)) == 71)
        let unset = sequence.unset(70)
        #expect(unset)
        #expect(sequence.offset(of: 71) == CGFloat(71 * 44))
        #expect(sequence.setLengths.map(\.index) == [199])
    }

    @Test func zeroLengthEntriesAreNotTheEntryAtTheirOffset() {
        var sequence = ExtentSequence(count: 5, estimate: 30)
        sequence.set(0, to: 0)
        sequence.set(2, to: 0)
        sequence.set(3, to: 0)
        #expect(sequence.index(at: 0) == 1, "the first entry has no length, so offset 0 is the second's")
        #expect(sequence.index(at: 29) == 1)
        #expect(sequence.index(at: 30) == 4, "two empty entries start at 30; the one after them covers it")
        #expect(sequence.index(at: 60) == 5)
        var empty = ExtentSequence(count: 3, estimate: 0)
        #expect(empty.index(at: 0) == 3, "with no length at all every offset is past the end")
        empty.set(1, to: 10)
        #expect(empty.index(at: 0) == 1)
    }

    @Test func agreesWithAPlainArray() {
        var generator = SystemRandomNumberGenerator()
        var sequence = ExtentSequence(count: 1_000, estimate: 30)
        var lengths = Array(repeating: CGFloat(30), count: 1_000)
        for _ in 0..<400 {
            let index = Int.random(in: 0..<1_000, using: &generator)
            let length = CGFloat(Int.random(in: 0...80, using: &generator))
            sequence.set(index, to: length)
            lengths[index] = length
        }
        var running: CGFloat = 0
        for index in 0..<1_000 {
            #expect(sequence.offset(of: index) == running)
            if lengths[index] > 0 { #expect(sequence.index(at: running) == index) }
            running += lengths[index]
        }
        #expect(sequence.total == running)
    }
}
