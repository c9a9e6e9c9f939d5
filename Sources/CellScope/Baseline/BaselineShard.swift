/// `--shard I/N`: the part of a baseline's permutations one of N runners takes, the way test runners
/// shard a suite. Permutation `p` belongs to shard `hash(p.key) mod N + 1`, with a fixed hash (64-bit
/// FNV-1a of the key's UTF-8), so every runner assigns every permutation alike, whatever else it renders:
/// the shards are disjoint and together are the whole.
struct BaselineShard: Equatable, Sendable, CustomStringConvertible {
    /// This shard's number, 1…count.
    let index: Int
    /// How many shards there are.
    let count: Int

    /// The whole set (shard 1 of 1).
    static let whole = BaselineShard(index: 1, count: 1)

    private init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `I/N` with 1 ≤ I ≤ N.
    init(parsing text: String) throws(CommandLineError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw CommandLineError("--shard must be I/N, this runner's shard I of N shards (for example 2/4), not '\(text)'")
        }
        guard count >= 1 else { throw CommandLineError("--shard \(text): N, the number of shards, must be at least 1") }
        guard index >= 1, index <= count else {
            throw CommandLineError("--shard \(text): shards are numbered from 1 to N (here 1 to \(count))")
        }
        self.init(index: index, count: count)
    }

    /// Whether the permutation with `key` belongs to this shard.
    func contains(_ key: String) -> Bool {
        count == 1 || Int(Self.hash(key) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes.
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    var description: String { "\(index)/\(count)" }
}
