import Foundation
import TerminalKit
import Testing

@testable import TerminalPictures

/// The app renders on a background worker while other work goes on: calls from several threads at once
/// must give exactly what they give one at a time.
@Suite struct ConcurrencyTests {
    /// Twenty different requests: PNGs and JPEGs, turned ones, bad ones, every depth and both symbol sets.
    static func requests(in folder: TemporaryFolder) -> [PictureRequest] {
        let depths: [ColorDepth] = [.direct, .palette256, .palette16, .palette8, .none]
        var paths: [String] = []
        for index in 0..<6 {
            let (width, height) = (40 + index * 24, 30 + index * 10)
            let shade = { (x: Int, y: Int) -> [UInt8] in [UInt8((x * 5 + index * 40) & 0xFF), UInt8((y * 7) & 0xFF), UInt8((x ^ y) & 0xFF)]
            }
            paths.append(
                folder.write("\(index).png", TestPNG.rgba(width: width, height: height) { x, y in shade(x, y) + [UInt8(200 + index * 10)] })
            )
            paths.append(
                folder.write(
                    "\(index).jpg", TestJPEG.withOrientation(TestJPEG.rgb(width: width, height: height, pixel: shade), UInt16(1 + index))))
        }
        paths += BadPictures.write(into: folder).prefix(8).map(\.path)
        return paths.enumerated().map { index, path in
            PictureRequest(
                path: path, columns: 12 + index, rows: 4 + index % 5, depth: depths[index % depths.count],
                symbols: index % 3 == 0 ? .ascii : .blocks, background: index % 2 == 0 ? nil : .rgb(30, 40, 50))
        }
    }

    @Test func twoThreadsAtOnceGiveTheSerialResults() async {
        let folder = TemporaryFolder()
        let requests = Self.requests(in: folder)
        #expect(requests.count == 20)
        let serial = requests.map(Pictures.render)
        // One thread walks the list forwards, the other backwards, so that the same files overlap.
        let (forwards, backwards) = await Self.onTwoThreads(
            { requests.map(Pictures.render) }, { Array(requests.reversed().map(Pictures.render).reversed()) })
        #expect(forwards == serial)
        #expect(backwards == serial)
        #expect(serial.filter { (try? $0.get()) != nil }.count == 12)
    }

    /// Runs `first` and `second` each on a thread of its own, at the same time, and returns both results.
    static func onTwoThreads<T: Sendable>(
        _ first: @escaping @Sendable () -> T, _ second: @escaping @Sendable () -> T
    ) async -> (T, T) {
        async let a = onThread(first)
        async let b = onThread(second)
        return await (a, b)
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
