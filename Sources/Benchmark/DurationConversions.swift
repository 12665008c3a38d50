/// Conversions of `Duration` to the plain numbers system calls and reports use.
extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }

    /// The duration in milliseconds.
    var milliseconds: Double { nanoseconds / 1e6 }

    /// Whole milliseconds, rounded up, for `poll`; never negative.
    var millisecondsRoundedUp: Int32 {
        Int32(clamping: max(0, Int64((nanoseconds / 1e6).rounded(.up))))
    }
}
