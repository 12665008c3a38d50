import Foundation

/// Positions as spreadsheets write them: a number with a decimal point or (where `;` divides the
/// fields) a decimal comma; a WKT point (`POINT(2.29 48.85)`, `SRID=4326;POINT Z (2.29 48.85 35)`);
/// a `48.85, 2.29` pair, latitude first.
enum CSVPosition {
    /// The degrees `text` writes; nil for empty text or no number.
    static func degrees(_ text: some Collection<UInt8>, decimalComma: Bool) -> Double? {
        if let plain = plainDecimal(text, decimalComma: decimalComma) { return plain }
        var bytes = Array(text.drop { $0 == 0x20 || $0 == 0x09 })
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        if decimalComma, !bytes.contains(UInt8(ascii: ".")), let comma = bytes.firstIndex(of: UInt8(ascii: ",")) {
            bytes[comma] = UInt8(ascii: ".")
        }
        return decimal(String(decoding: bytes, as: UTF8.self))
    }

    /// The number `text` writes in decimals (`-12.5`, `1.25e1`), as Swift's `Double` reads it but
    /// without its hexadecimal (`0x10`), infinities and NaN; nil for anything else.
    static func decimal(_ text: some StringProtocol) -> Double? {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || Self.decimalSigns.contains($0) }),
            let value = Double(String(text)), value.isFinite
        else { return nil }
        return value
    }

    /// The bytes besides digits a decimal number may hold.
    private static let decimalSigns = Set("+-.eE".utf8)

    /// Powers of ten that doubles hold exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The number `text` writes when it is a plain decimal (blanks around it, a sign, at most 15 digits,
    /// one point — or comma, with `decimalComma` — between them), read from the bytes without making a
    /// string; nil for anything else, which Swift's own reading takes. A whole number of at most 15
    /// digits divided by an exact power of ten is the double nearest the text, as Swift's is.
    static func plainDecimal(_ text: some Collection<UInt8>, decimalComma: Bool) -> Double? {
        var (mantissa, digits, fractionDigits) = (0, 0, -1)
        var (isNegative, hasSign, isDone) = (false, false, false)
        for byte in text {
            switch byte {
            case 0x30...0x39:
                guard !isDone, digits < 15 else { return nil }
                mantissa = mantissa * 10 + Int(byte - 0x30)
                digits += 1
                if fractionDigits >= 0 { fractionDigits += 1 }
            case UInt8(ascii: "."),
                UInt8(ascii: ",") where decimalComma:
                guard !isDone, fractionDigits < 0 else { return nil }
                fractionDigits = 0
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard !isDone, !hasSign, digits == 0, fractionDigits < 0 else { return nil }
                (hasSign, isNegative) = (true, byte == UInt8(ascii: "-"))
            case 0x20, 0x09:
                // Blanks before the number, or after it (and nothing else after them).
                if digits > 0 || hasSign || fractionDigits >= 0 { isDone = true }
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        let value = Double(mantissa) / exactPowersOfTen[max(fractionDigits, 0)]
        return isNegative ? -value : value
    }

    /// The whole number `text` writes (digits, a leading `-` or `+`), as `Int(_:)` reads it but without
    /// making a string; nil for anything else (and for more than 18 digits).
    static func integer(_ text: some Collection<UInt8>) -> Int? {
        var (value, digits, isNegative, hasSign) = (0, 0, false, false)
        for byte in text {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), digits == 0, !hasSign {
                (hasSign, isNegative) = (true, byte == UInt8(ascii: "-"))
                continue
            }
            guard (0x30...0x39).contains(byte), digits < 18 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
        }
        guard digits > 0 else { return nil }
        return isNegative ? -value : value
    }

    /// Why `latitude` and `longitude` give no position: the first that is empty, no number or out of range.
    static func problem(latitude: some Collection<UInt8>, longitude: some Collection<UInt8>, decimalComma: Bool) -> String {
        func problem(_ name: String, _ bytes: some Collection<UInt8>, _ range: ClosedRange<Double>) -> String? {
            let text = String(decoding: bytes, as: UTF8.self).trimmingBlanks
            guard !text.isEmpty else { return "no \(name)" }
            guard let value = degrees(bytes, decimalComma: decimalComma) else { return "\(name) \"\(text.prefix(40))\" is not a number" }
            let bounds = "\(Int(range.lowerBound))...\(Int(range.upperBound))"
            guard range.contains(value) else { return "\(name) \(text.prefix(40)) is outside \(bounds)" }
            return nil
        }
        return problem("latitude", latitude, -90...90) ?? problem("longitude", longitude, -180...180) ?? "no position that reads"
    }

    /// Why the position column's `text` gives no position.
    static func problem(position text: [UInt8]) -> String {
        let shown = String(decoding: text, as: UTF8.self).trimmingBlanks
        guard !shown.isEmpty else { return "no position" }
        guard let position = position(text) else { return "position \"\(shown.prefix(40))\" is no WKT POINT nor \"latitude, longitude\"" }
        return "position \(position.latitude), \(position.longitude) is outside -90...90, -180...180"
    }

    /// The position a WKT point or a `latitude, longitude` pair gives; nil when it gives none.
    static func position(_ text: [UInt8]) -> Coordinates? {
        let string = String(decoding: text, as: UTF8.self)
        let upper = string.uppercased()
        if let point = upper.range(of: "POINT") {
            let rest = upper[point.upperBound...]
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
            let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap {
                decimal($0)
            }
            guard numbers.count >= 2 else { return nil }
            return Coordinates(latitude: numbers[1], longitude: numbers[0])
        }
        let parts = string.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " }).compactMap { decimal($0) }
        guard parts.count == 2 else { return nil }
        return Coordinates(latitude: parts[0], longitude: parts[1])
    }
}
