import Foundation

/// Scores one search word against one text as fzf does: the word's letters must appear in the text
/// in order; letters next to each other, at the start of a word and at the start of the text score
/// higher, and gaps cost.
///
/// The scores and the algorithms are fzf's (`src/algo/algo.go`, MIT licence): `FuzzyMatchV2`, the
/// optimal alignment found by dynamic programming over the letters between the word's first possible
/// start and its last possible end, `FuzzyMatchV1`, a greedy alignment for texts too long for that,
/// and `calculateScore` for an exact occurrence. Our own, after fzf's Go: no library in Debian scores
/// this way (fzy's is a program, not a library), and the search index scores its bytes in place.
///
/// Texts and words are folded (lower case, no accents) before they get here; a unit is a byte of an
/// ASCII text, else a Unicode scalar.
enum FuzzyMatch {
    static let scoreMatch: Int32 = 16
    static let scoreGapStart: Int32 = -3
    static let scoreGapExtension: Int32 = -1
    /// A word's start after a non-word character (`-`, `(`): half a match.
    static let bonusBoundary: Int32 = 8
    /// A non-word character itself, so that a word of them is scored as a word starts.
    static let bonusNonWord: Int32 = 8
    /// `camelCase` and `letter123`: as a boundary, less the one-character gap it lacks.
    static let bonusCamel123: Int32 = 7
    /// The least a letter in a run of consecutive ones gets: as much as the gap it saves.
    static let bonusConsecutive: Int32 = 4
    /// The word's first letter counts its bonus twice: where a word starts matters most.
    static let bonusFirstCharMultiplier: Int32 = 2
    /// A word's start after a space, and the text's start.
    static let bonusBoundaryWhite: Int32 = 10
    /// A word's start after `/`, `,`, `:`, `;` or `|`.
    static let bonusBoundaryDelimiter: Int32 = 9

    /// The most cells of the score matrix (word length × the text's searched width) worked out; a
    /// longer text is aligned greedily (`FuzzyMatchV1`), as fzf does beyond its slab.
    static let cellLimit = 1 << 16

    // fzf's character classes, in its order: a class above `nonWord` starts a word after white,
    // a delimiter or a non-word character.
    static let white: UInt8 = 0
    static let nonWord: UInt8 = 1
    static let delimiter: UInt8 = 2
    static let lower: UInt8 = 3
    static let upper: UInt8 = 4
    static let letter: UInt8 = 5
    static let number: UInt8 = 6

    @inline(__always) static func charClass(_ unit: UInt32) -> UInt8 {
        switch unit {
        case 0x61...0x7A: lower
        case 0x41...0x5A: upper
        case 0x30...0x39: number
        case 0x20, 0x09...0x0D: white
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: delimiter
        case 0..<0x80: nonWord
        case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: white
        default: letter
        }
    }

    /// fzf's `bonusFor`: what a letter of class `current` after one of class `previous` adds.
    @inline(__always) static func bonus(after previous: UInt8, at current: UInt8) -> Int32 {
        if current > nonWord {
            if previous == white { return bonusBoundaryWhite }
            if previous == delimiter { return bonusBoundaryDelimiter }
            if previous == nonWord { return bonusBoundary }
        }
        if previous == lower && current == upper || previous != number && current == number { return bonusCamel123 }
        if current == nonWord || current == delimiter { return bonusNonWord }
        if current == white { return bonusBoundaryWhite }
        return 0
    }

    /// The bonus of the unit at `index` of `text`, whose start counts as after a space.
    @inline(__always) static func bonus<Unit: FixedWidthInteger & UnsignedInteger>(
        at index: Int, in text: UnsafeBufferPointer<Unit>
    ) -> Int32 {
        bonus(after: index == 0 ? white : charClass(UInt32(text[index - 1])), at: charClass(UInt32(text[index])))
    }

    /// The best score of `pattern` found unit by unit, in order, in `text`; nil when it is not.
    ///
    /// - Parameter positions: given the positions in `text` of the units of the best alignment, last first.
    static func score<Unit: FixedWidthInteger & UnsignedInteger>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, scratch: FuzzyMatchScratch,
        positions: ((Int) -> Void)? = nil
    ) -> Int32? {
        let m = pattern.count
        let n = text.count
        guard m > 0 else { return 0 }
        guard m <= n else { return nil }
        if m == 1 { return singleScore(of: pattern[0], in: text, positions: positions) }
        // Phase 1: where each unit is first found after the one before (fzf's F), and the last place
        // the last unit is, beyond which no alignment ends.
        scratch.reserve(firsts: m)
        let firsts = scratch.firsts
        var next = 0
        if Unit.self == UInt8.self, let start = text.baseAddress {
            // Bytes (an ASCII text): memchr skips to each unit.
            let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
            for index in 0..<m {
                guard next < n, let found = memchr(bytes + next, Int32(pattern[index]), n - next) else { return nil }
                next = UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
                firsts[index] = next
                next += 1
            }
        } else {
            for index in 0..<m {
                let unit = pattern[index]
                while next < n, UInt32(text[next]) != unit { next += 1 }
                guard next < n else { return nil }
                firsts[index] = next
                next += 1
            }
        }
        let lastUnit = pattern[m - 1]
        var last = n - 1
        while UInt32(text[last]) != lastUnit { last -= 1 }
        let first = firsts[0]
        let width = last - first + 1
        guard m * width <= cellLimit else { return greedyScore(of: pattern, in: text, positions: positions) }
        return optimalScore(of: pattern, in: text, first: first, width: width, scratch: scratch, positions: positions)
    }

    /// One letter's score: its occurrence with the best bonus, the first of equals (fzf's first row).
    /// A word's start after a space, or the text's, is the best there is: the search ends there.
    private static func singleScore<Unit: FixedWidthInteger & UnsignedInteger>(
        of unit: UInt32, in text: UnsafeBufferPointer<Unit>, positions: ((Int) -> Void)?
    ) -> Int32? {
        var best: Int32 = -1
        var bestPosition = 0
        var index = 0
        while index < text.count {
            if Unit.self == UInt8.self, let start = text.baseAddress {
                // Bytes (an ASCII text): memchr skips to the next occurrence.
                let bytes = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
                guard let found = memchr(bytes + index, Int32(unit), text.count - index) else { break }
                index = UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
            } else if UInt32(text[index]) != unit {
                index += 1
                continue
            }
            let score = scoreMatch + bonus(at: index, in: text) * bonusFirstCharMultiplier
            if score > best {
                best = score
                bestPosition = index
                if score == scoreMatch + bonusBoundaryWhite * bonusFirstCharMultiplier { break }
            }
            index += 1
        }
        guard best >= 0 else { return nil }
        positions?(bestPosition)
        return best
    }

    /// fzf's `FuzzyMatchV2` from phase 2 on: the score matrix H (and C, the length of the run of
    /// consecutive matches at each cell) over the columns `first..<first + width` of `text`.
    private static func optimalScore<Unit: FixedWidthInteger & UnsignedInteger>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, first: Int, width: Int,
        scratch: FuzzyMatchScratch, positions: ((Int) -> Void)?
    ) -> Int32 {
        let m = pattern.count
        scratch.reserve(cells: m * width)
        let scores = scratch.scores
        let runs = scratch.runs
        let bonuses = scratch.bonuses
        let firsts = scratch.firsts
        // Phase 2: each column's bonus, and the first row.
        let firstUnit = pattern[0]
        var previousScore: Int32 = 0
        var inGap = false
        for column in 0..<width {
            let index = first + column
            let bonus = bonus(at: index, in: text)
            bonuses[column] = bonus
            if UInt32(text[index]) == firstUnit {
                scores[column] = scoreMatch + bonus * bonusFirstCharMultiplier
                runs[column] = 1
                inGap = false
            } else {
                scores[column] = max(previousScore + (inGap ? scoreGapExtension : scoreGapStart), 0)
                runs[column] = 0
                inGap = true
            }
            previousScore = scores[column]
        }
        // Phase 3: the other rows, each from the column where its unit can first be.
        var maxScore: Int32 = 0
        var maxColumn = 0
        for row in 1..<m {
            let unit = pattern[row]
            let start = firsts[row] - first
            let cells = row * width
            // Columns no alignment reaches: read as nothing by the next row and the backtrace.
            for column in 0..<start {
                scores[cells + column] = 0
                runs[cells + column] = 0
            }
            inGap = false
            for column in start..<width {
                let left = scores[cells + column - 1]
                let gapScore = left + (inGap ? scoreGapExtension : scoreGapStart)
                var matchScore: Int32 = 0
                var run: Int32 = 0
                if UInt32(text[first + column]) == unit {
                    let diagonal = cells - width + column - 1
                    matchScore = scores[diagonal] + scoreMatch
                    var bonus = bonuses[column]
                    run = runs[diagonal] + 1
                    if run > 1 {
                        let runBonus = bonuses[column - Int(run) + 1]
                        // A word's start inside a run begins a run of its own.
                        if bonus >= bonusBoundary && bonus > runBonus {
                            run = 1
                        } else {
                            bonus = max(bonus, max(bonusConsecutive, runBonus))
                        }
                    }
                    if matchScore + bonus < gapScore {
                        matchScore += bonuses[column]
                        run = 0
                    } else {
                        matchScore += bonus
                    }
                }
                runs[cells + column] = run
                inGap = matchScore < gapScore
                let score = max(max(matchScore, gapScore), 0)
                if row == m - 1 && score > maxScore {
                    maxScore = score
                    maxColumn = column
                }
                scores[cells + column] = score
            }
        }
        if let positions {
            backtrace(m: m, width: width, first: first, from: maxColumn, scratch: scratch, positions: positions)
        }
        return maxScore
    }

    /// fzf's phase 4: the alignment that gave the best score, from its last unit back.
    private static func backtrace(
        m: Int, width: Int, first: Int, from column: Int, scratch: FuzzyMatchScratch, positions: (Int) -> Void
    ) {
        let scores = scratch.scores
        let runs = scratch.runs
        let firsts = scratch.firsts
        var row = m - 1
        var column = column
        var prefersMatch = true
        while true {
            let cells = row * width
            let score = scores[cells + column]
            let rowStart = firsts[row] - first
            let diagonal = row > 0 && column >= rowStart ? scores[cells - width + column - 1] : 0
            let left = column > rowStart ? scores[cells + column - 1] : 0
            if score > diagonal && (score > left || score == left && prefersMatch) {
                positions(first + column)
                if row == 0 { return }
                row -= 1
            }
            let below = cells + width + column + 1
            prefersMatch = runs[cells + column] > 1 || below < m * width && runs[below] > 0
            column -= 1
        }
    }

    /// fzf's `FuzzyMatchV1`: the first place the pattern ends, then the latest start for that end,
    /// scored as one alignment; for texts too long for the score matrix.
    static func greedyScore<Unit: FixedWidthInteger & UnsignedInteger>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, positions: ((Int) -> Void)? = nil
    ) -> Int32? {
        guard !pattern.isEmpty else { return 0 }
        var matched = 0
        var end = -1
        for index in text.indices where UInt32(text[index]) == pattern[matched] {
            matched += 1
            if matched == pattern.count {
                end = index + 1
                break
            }
        }
        guard end > 0 else { return nil }
        var start = end - 1
        var unmatched = pattern.count - 1
        while true {
            if UInt32(text[start]) == pattern[unmatched] {
                if unmatched == 0 { break }
                unmatched -= 1
            }
            start -= 1
        }
        return alignedScore(of: pattern, in: text, from: start, to: end, positions: positions)
    }

    /// The best score of `pattern` found as it is, each unit after the one before (an exact word); nil
    /// when it is not there. Each occurrence is scored as fzf scores one (`calculateScore`).
    static func exactScore<Unit: FixedWidthInteger & UnsignedInteger>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, positions: ((Int) -> Void)? = nil
    ) -> Int32? {
        let m = pattern.count
        guard m > 0 else { return 0 }
        guard m <= text.count else { return nil }
        var best: Int32?
        var bestStart = 0
        for start in 0...(text.count - m) where UInt32(text[start]) == pattern[0] {
            var length = 1
            while length < m, UInt32(text[start + length]) == pattern[length] { length += 1 }
            guard length == m, let score = alignedScore(of: pattern, in: text, from: start, to: start + m) else { continue }
            if best.map({ score > $0 }) ?? true {
                best = score
                bestStart = start
            }
        }
        if let positions, best != nil {
            for index in (bestStart..<bestStart + m).reversed() { positions(index) }
        }
        return best
    }

    /// fzf's `calculateScore`: `pattern` aligned greedily in `text[start..<end]`, which holds it;
    /// never below zero (the matrix clamps its cells there too).
    private static func alignedScore<Unit: FixedWidthInteger & UnsignedInteger>(
        of pattern: UnsafeBufferPointer<UInt32>, in text: UnsafeBufferPointer<Unit>, from start: Int, to end: Int,
        positions: ((Int) -> Void)? = nil
    ) -> Int32? {
        var matched = 0
        var score: Int32 = 0
        var inGap = false
        var run = 0
        var runBonus: Int32 = 0
        var previousClass = start == 0 ? white : charClass(UInt32(text[start - 1]))
        var found: [Int] = []
        for index in start..<end {
            let unit = UInt32(text[index])
            let currentClass = charClass(unit)
            if matched < pattern.count, unit == pattern[matched] {
                if positions != nil { found.append(index) }
                score += scoreMatch
                var bonus = bonus(after: previousClass, at: currentClass)
                if run == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= bonusBoundary && bonus > runBonus { runBonus = bonus }
                    bonus = max(max(bonus, runBonus), bonusConsecutive)
                }
                score += matched == 0 ? bonus * bonusFirstCharMultiplier : bonus
                inGap = false
                run += 1
                matched += 1
            } else {
                score += inGap ? scoreGapExtension : scoreGapStart
                inGap = true
                run = 0
                runBonus = 0
            }
            previousClass = currentClass
        }
        guard matched == pattern.count else { return nil }
        if let positions { for index in found.reversed() { positions(index) } }
        return max(score, 0)
    }
}
