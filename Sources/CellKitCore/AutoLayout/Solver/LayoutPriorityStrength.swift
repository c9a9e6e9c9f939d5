extension LayoutStrength {
    /// The strength for a UIKit `UILayoutPriority` value (1…1000, 1000 = `.required`).
    ///
    /// The mapping: 1000 (or more) is required; any other priority `p` is the tier `p` with weight 1.
    /// Tiers are lexicographic, so a constraint at priority 751 is satisfied before any number of
    /// constraints at 750, and the usual "priority + 1" idiom works as in UIKit. A weighted mapping
    /// (say `1000^(p/250)`) cannot promise that: with a finite ratio between adjacent priorities enough
    /// lower-priority error outweighs a higher one, and ratios large enough for every pair of the 999
    /// priorities do not fit in a `Double` with useful precision. Constraints of one priority share a
    /// tier with equal weights, so their errors add up (two hugging constraints at 250 trade evenly).
    ///
    /// Priorities at or below 0 are treated as the lowest tier, 0, which UIKit itself rejects.
    /// To try another mapping, change only this initialiser.
    package init(layoutPriority priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(tier: Double(max(0, priority)), weight: 1)
        }
    }
}
