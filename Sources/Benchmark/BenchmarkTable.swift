import Foundation

/// One section's results: what each run recorded, printed as a Markdown table of medians with notes.
struct BenchmarkTable {
    /// One line of the table: a piece of work, at one data size, and what each run measured of it.
    private struct Row {
        let work: String
        let size: Int?
        var landmarks: [Double] = []
        var reference: [Double] = []
        let decimals: Int
        let target: Double?

        var label: String { size.map { "\(work) (\($0.grouped))" } ?? work }
    }

    /// The section's name, the table's heading.
    let section: String
    /// The reference column's heading (e.g. `VisiData`); nil when the section measures the app alone.
    var referenceName: String?
    private var rows: [Row] = []
    private(set) var notes: [String] = []
    /// Whether some measurement failed (the command then exits with status 1).
    private(set) var hasFailures = false

    init(section: String) {
        self.section = section
    }

    /// Records one run's value of `work` at `size` landmarks: the app's, the reference tool's, or both.
    ///
    /// Rows keep the order in which their work was first recorded, each work's sizes together.
    ///
    /// - Parameter target: the most the app's median should be; a row over it gets a note.
    mutating func record(
        _ work: String, size: Int? = nil, landmarks: Double? = nil, reference: Double? = nil, decimals: Int,
        target: Double? = nil
    ) {
        let index =
            rows.firstIndex { $0.work == work && $0.size == size }
            ?? {
                let position = (rows.lastIndex { $0.work == work } ?? rows.count - 1) + 1
                rows.insert(Row(work: work, size: size, decimals: decimals, target: target), at: position)
                return position
            }()
        rows[index].landmarks += [landmarks].compactMap { $0 }
        rows[index].reference += [reference].compactMap { $0 }
    }

    /// Adds a sentence under the table (how it was measured, what looked wrong).
    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// Adds a note about a measurement that failed.
    mutating func fail(_ text: String) {
        hasFailures = true
        note(text)
    }

    /// Runs one measurement, logging `what`; a failure becomes a note and the section goes on.
    mutating func attempt(_ what: String, _ measure: (inout BenchmarkTable) throws -> Void) {
        BenchmarkContext.log("\(section): \(what)")
        do {
            try measure(&self)
        } catch {
            fail("\(what) failed: \(error)")
        }
    }

    /// The table and its notes as Markdown, under a heading.
    var markdown: String {
        let reference = referenceName.map { " \($0) | ratio |" } ?? ""
        var lines = [
            "### \(section)", "", "| work | landmarks |\(reference) target |",
            "|---|---:|" + (referenceName == nil ? "" : "---:|---:|") + "---:|",
        ]
        var overTarget: [String] = []
        for row in rows {
            let app = row.landmarks.median
            var cells = [row.label, format(app, row.decimals)]
            if referenceName != nil {
                let other = row.reference.median
                cells += [format(other, row.decimals), format(app.flatMap { app in other.map { app / $0 } }, 2)]
            }
            cells.append(row.target.map { "≤ \(Self.formatted($0))" } ?? "")
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if let app, let target = row.target, app > target {
                overTarget.append("over target: \(row.label): \(Self.formatted(app)) > \(Self.formatted(target)).")
            }
        }
        lines += [""] + (notes + overTarget).map { "- " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    private func format(_ value: Double?, _ decimals: Int) -> String {
        guard let value, value.isFinite else { return "–" }
        return String(format: "%.\(decimals)f", value)
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? Int(value).grouped : String(format: "%.2f", value)
    }
}

extension Array where Element == Double {
    /// The middle value (the mean of the two middle ones for an even count); nil when empty.
    var median: Double? {
        guard !isEmpty else { return nil }
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Int {
    /// The number with thousands separators, e.g. `100,000`.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15
    }
}
