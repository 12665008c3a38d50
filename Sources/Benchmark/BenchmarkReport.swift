import Foundation

/// The benchmark's result: a Markdown table of the app against the reference tool, and notes.
struct BenchmarkReport {
    /// One line of the table: a piece of work and its median in each program.
    struct Row {
        /// What was measured, with its unit and data size, e.g. `navigation key, CPU ms (12)`.
        var work: String
        /// The app's median; nil when it could not be measured.
        var landmarks: Double?
        /// The reference tool's median; nil when it was not measured.
        var reference: Double?
        /// Digits after the decimal point for both values.
        var decimals: Int
        /// The target the app's value is held to, e.g. `≤ 50`; a table with any target gets a column for them.
        var target: String? = nil
    }

    /// The name of the app's column.
    var appName = "landmarks"
    /// The name of the reference tool's column.
    var referenceName = "VisiData"
    /// How and where it was measured; the first line under the table.
    var setting: String?
    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []
    /// Whether some measurement failed (the command then exits with status 1).
    private(set) var hasFailures = false

    /// Adds a line to the table.
    mutating func add(_ row: Row) {
        rows.append(row)
    }

    /// Adds a sentence under the table (how it was measured, what went wrong).
    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// Adds a note about a measurement that failed.
    mutating func fail(_ text: String) {
        hasFailures = true
        note(text)
    }

    /// The table and the notes as Markdown.
    var markdown: String {
        let hasTargets = rows.contains { $0.target != nil }
        var lines = [
            "| work | \(appName) | \(referenceName) | ratio |" + (hasTargets ? " target |" : ""),
            "|---|---:|---:|---:|" + (hasTargets ? "---:|" : ""),
        ]
        for row in rows {
            let ratio = row.landmarks.flatMap { app in row.reference.map { app / $0 } }
            var cells = [
                row.work, format(row.landmarks, decimals: row.decimals),
                format(row.reference, decimals: row.decimals), format(ratio, decimals: 2),
            ]
            if hasTargets { cells.append(row.target ?? "") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        let allNotes = (setting.map { [$0] } ?? []) + notes
        if !allNotes.isEmpty {
            lines.append("")
            lines.append(contentsOf: allNotes.map { "- " + $0 })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ value: Double?, decimals: Int) -> String {
        guard let value, value.isFinite else { return "–" }
        return String(format: "%.\(decimals)f", value)
    }
}
