/// The colours `landmarks show` draws a picture in, as `--colors` names them.
package enum PictureColors: String, CaseIterable, Sendable {
    case full
    case palette256 = "256"
    case palette16 = "16"
    case none
}
