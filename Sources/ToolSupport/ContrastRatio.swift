import Foundation

/// WCAG 2's contrast ratio of two sRGB colours (1 to 21), for the tests of the theme's colours and of
/// what real terminals show.
public enum ContrastRatio {
    public static func of(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The relative luminance of an sRGB colour (0–255 a channel).
    static func luminance(_ color: (Int, Int, Int)) -> Double {
        func channel(_ value: Int) -> Double {
            let v = Double(value) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.0) + 0.7152 * channel(color.1) + 0.0722 * channel(color.2)
    }
}
