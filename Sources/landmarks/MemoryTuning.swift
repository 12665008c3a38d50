import CMalloc

/// How glibc's allocator hands memory out and back: one setting while a catalog loads, another once
/// it is read.
///
/// glibc keeps what is freed for reuse, and raises the size it hands to mmap as big blocks are freed:
/// while a big catalog loads, four threads grow and drop columns and buffers, and about 13 MB of
/// freed memory stayed resident at 100,000 landmarks. While it loads, blocks from 1 MiB up are
/// mapped on their own and given back at once, and the heap's free top is trimmed beyond 1 MiB;
/// once it is read, blocks up to 32 MiB come from the heap again and stay for reuse, so that a
/// search of a million landmarks does not map and fault in its result arrays at every key.
enum MemoryTuning {
    /// Big blocks mapped on their own and the heap's top trimmed early, as a catalog loads.
    static func whileLoading() {
        _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 1 << 20)
    }

    /// Big blocks from the heap, kept there for reuse, as once a catalog is read.
    static func afterLoading() {
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
    }
}
