import Foundation

/// Positions as spreadsheets write them: a number with a decimal point or (where `;` divides the
/// fields) a decimal comma; a WKT point (`POINT(2.29 48.85)`, `SRID=4326;POINT Z (2.29 48.85 35)`);
/// a `48.85, 2.29` pair, latitude first.
enum CSVPosition {
    /// The degrees `text` writes; nil for empty text or no number.
    static func degrees(_ text: some Collection<UInt8>, decimalComma: Bool) -> Double? {
        var bytes = Array(text.drop { $0 == 0x20 || $0 == 0x09 })
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        if decimalComma, !bytes.contains(UInt8(ascii: ".")), let comma = bytes.firstIndex(of: UInt8(ascii: ",")) {
            bytes[comma] = UInt8(ascii: ".")
        }
        guard !bytes.isEmpty, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// The position a WKT point or a `latitude, longitude` pair gives; nil when it gives none.
    static func position(_ text: [UInt8]) -> Coordinates? {
        let string = String(decoding: text, as: UTF8.self)
        let upper = string.uppercased()
        if let point = upper.range(of: "POINT") {
            let rest = upper[point.upperBound...]
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
            let numbers = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Double($0) }
            guard numbers.count >= 2 else { return nil }
            return Coordinates(latitude: numbers[1], longitude: numbers[0])
        }
        let parts = string.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " }).compactMap { Double($0) }
        guard parts.count == 2 else { return nil }
        return Coordinates(latitude: parts[0], longitude: parts[1])
    }
}
