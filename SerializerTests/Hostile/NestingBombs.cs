using System.Buffers.Binary;
using System.Text;

namespace SerializerTests.Hostile;

/// <summary>Put in a member the type lacks where the format allows, so a reader that skips unknown members must walk
/// it.</summary>
public static class NestingBombs
{
    public const int Depth = 100_000;

    public static byte[]? For(string formatDetails, byte[] valid) => formatDetails switch
    {
        "Json" => Json(valid),
        "Xml" => Xml(valid),
        "Cbor" => [.. Repeat(0x81, Depth), 0xF6],
        "Bson" => Bson(),
        _ when formatDetails.StartsWith("MessagePack", StringComparison.Ordinal) => MessagePack(valid),
        _ => null,
    };

    /// <summary><c>{"zz":[[[…]]], …the valid members}</c>.</summary>
    static byte[] Json(byte[] valid)
    {
        string nested = new string('[', Depth) + new string(']', Depth);
        int open = Array.FindIndex(valid, b => b is (byte)'{' or (byte)'[');
        if (open < 0)
            return Encoding.UTF8.GetBytes(nested);
        int next = Array.FindIndex(valid, open + 1, b => !char.IsWhiteSpace((char)b));
        bool empty = next >= 0 && valid[next] is (byte)'}' or (byte)']';
        string inserted = (valid[open] == '{' ? "\"zz\":" : "") + nested + (empty ? "" : ",");
        return [.. valid[..(open + 1)], .. Encoding.UTF8.GetBytes(inserted), .. valid[(open + 1)..]];
    }

    static byte[] Xml(byte[] valid)
    {
        var nested = Encoding.UTF8.GetBytes(
            string.Concat(Enumerable.Repeat("<zz>", Depth)) + string.Concat(Enumerable.Repeat("</zz>", Depth)));
        int start = 0;
        while ((start = Array.IndexOf(valid, (byte)'<', start)) >= 0 && start + 1 < valid.Length
            && valid[start + 1] is (byte)'?' or (byte)'!')
            start++;
        int end = start < 0 ? -1 : Array.IndexOf(valid, (byte)'>', start);
        if (end < 0 || valid[end - 1] == '/')
            return nested;
        return [.. valid[..(end + 1)], .. nested, .. valid[(end + 1)..]];
    }

    /// <summary>Array root: one more element, beyond the contract; map root: an entry "zz".</summary>
    static byte[] MessagePack(byte[] valid)
    {
        byte[] nested = [.. Repeat(0x91, Depth), 0xC0];
        if (valid.Length == 0)
            return nested;
        return valid[0] switch
        {
            >= 0x90 and < 0x9F => [(byte)(valid[0] + 1), .. valid[1..], .. nested],
            >= 0x80 and < 0x8F => [(byte)(valid[0] + 1), .. valid[1..], 0xA2, (byte)'z', (byte)'z', .. nested],
            _ => nested,
        };
    }

    static byte[] Bson()
    {
        int total = 8 * Depth + 5;
        var bytes = new byte[total];
        for (int level = 0; level <= Depth; level++)
        {
            int start = 7 * level;
            BinaryPrimitives.WriteInt32LittleEndian(bytes.AsSpan(start), total - 8 * level);
            if (level < Depth)
                (bytes[start + 4], bytes[start + 5], bytes[start + 6]) = (0x03, (byte)'a', 0x00);
        }
        return bytes;
    }

    static IEnumerable<byte> Repeat(byte value, int count) => Enumerable.Repeat(value, count);
}
