import Foundation
import TerminalPictures

/// Renders one file into 120 × 40 cells several times and prints the times and the memory it took.
enum RenderMeasurement {
    static func run(path: String, runs: Int = 9) {
        let request = PictureRequest(path: path, columns: 120, rows: 40, depth: .direct)
        // The first render also pays for loading the libraries' code and tables; only its memory counts.
        let peak = MemoryGauge.measure { _ = Pictures.render(request) }
        var milliseconds: [Double] = []
        var outcome = ""
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = Pictures.render(request)
            milliseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            switch result {
            case .success(let surface): outcome = "\(surface.width) × \(surface.height) cells"
            case .failure(let error): outcome = "error: \(error)"
            }
        }
        milliseconds.sort()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("\((path as NSString).lastPathComponent) (\(size / 1024) KiB): \(outcome)")
        print(String(format: "  render: median %.1f ms, fastest %.1f, slowest %.1f (%d runs)", milliseconds[runs / 2], milliseconds[0], milliseconds[runs - 1], runs))
        print(String(format: "  peak memory above the resident size before: %.1f MiB", peak.map { Double($0) / 1_048_576 } ?? .nan))
    }
}
