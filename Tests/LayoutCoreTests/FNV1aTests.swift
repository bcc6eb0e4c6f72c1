import LayoutCore
import Testing

@Suite struct FNV1aTests {
    @Test("FNV-1a gives the published 64-bit test vectors")
    func publishedVectors() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("Combining bytes one by one is hashing the text")
    func combineMatchesHash() {
        for text in ["", "root.width", "UILabel_123456.height", "é ü 🙂"] {
            var hash = FNV1a()
            for byte in text.utf8 { hash.combine(byte) }
            #expect(hash.value == FNV1a.hash(text))
        }
    }
}
