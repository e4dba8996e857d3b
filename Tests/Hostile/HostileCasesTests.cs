using System.Buffers.Binary;
using System.Text;
using System.Text.Json;
using System.Xml;
using MessagePack;
using SerializerTests.Hostile;

namespace SerializerTests.Tests.Hostile;

public class HostileCasesTests
{
    static readonly byte[] Short = Encoding.UTF8.GetBytes("""{"Books":[{"Id":1}]}""");

    static IReadOnlyList<HostileCase> Generate(byte[] valid, int seed = HostileCases.DefaultSeed, int maxPositions = HostileCases.DefaultMaxPositions, string format = "Json") =>
        HostileCases.Generate(valid, format, [("Other", [0x92, 0x01, 0x02])], seed, maxPositions);

    [Fact]
    public void TheSameSeedGivesTheSameCasesAndAnotherSeedOtherSamples()
    {
        var valid = Enumerable.Range(0, 1000).Select(i => (byte)(i * 7)).ToArray();
        var first = Generate(valid, seed: 1, maxPositions: 50);
        var again = Generate(valid, seed: 1, maxPositions: 50);
        var other = Generate(valid, seed: 2, maxPositions: 50);
        Assert.Equal(first.Select(c => (c.Index, c.Kind, c.Position, Convert.ToHexString(c.Bytes))), again.Select(c => (c.Index, c.Kind, c.Position, Convert.ToHexString(c.Bytes))));
        Assert.NotEqual(first.Where(c => c.Kind == HostileCases.Truncated).Select(c => c.Position), other.Where(c => c.Kind == HostileCases.Truncated).Select(c => c.Position));
    }

    [Fact]
    public void AShortMessageIsTruncatedAtEveryBoundaryAndEveryByteIsReplaced()
    {
        var cases = Generate(Short);
        Assert.Equal(Enumerable.Range(1, cases.Count), cases.Select(c => c.Index));
        Assert.Equal([], Assert.Single(cases, c => c.Kind == HostileCases.Empty).Bytes);
        Assert.Equal(Enumerable.Range(1, Short.Length - 1), cases.Where(c => c.Kind == HostileCases.Truncated).Select(c => c.Bytes.Length));
        Assert.All(cases.Where(c => c.Kind == HostileCases.Truncated), c => Assert.Equal(Short[..c.Bytes.Length], c.Bytes));
        foreach (var (kind, value) in new[] { (HostileCases.Byte00, (byte)0x00), (HostileCases.ByteFF, (byte)0xFF) })
        {
            var replaced = cases.Where(c => c.Kind == kind).ToList();
            Assert.Equal(Short.Length, replaced.Count);
            Assert.All(replaced, c => Assert.Equal([.. Short[..c.Position!.Value], value, .. Short[(c.Position.Value + 1)..]], c.Bytes));
        }
        Assert.All(cases.Where(c => c.Kind == HostileCases.ByteRandom), c => Assert.Equal(1, Differences(Short, c.Bytes)));
        Assert.Equal(Short.Length, cases.Count(c => c.Kind == HostileCases.ByteRandom));
        Assert.Equal([0x92, 0x01, 0x02], Assert.Single(cases, c => c.Kind == HostileCases.WrongFormatPrefix + "Other").Bytes);
    }

    [Fact]
    public void AReplacementEqualToTheOriginalByteIsLeftOut()
    {
        byte[] valid = [0x00, 0x41, 0xFF];
        var cases = Generate(valid, format: "none");
        Assert.Equal([1, 2], cases.Where(c => c.Kind == HostileCases.Byte00).Select(c => c.Position!.Value));
        Assert.Equal([0, 1], cases.Where(c => c.Kind == HostileCases.ByteFF).Select(c => c.Position!.Value));
        Assert.DoesNotContain(cases, c => c.Kind == HostileCases.NestingBomb);
    }

    [Fact]
    public void ALongMessageGetsASampleOfDistinctAscendingPositions()
    {
        var valid = new byte[5000];
        var truncated = Generate(valid, maxPositions: 64).Where(c => c.Kind == HostileCases.Truncated).Select(c => c.Position!.Value).ToList();
        Assert.Equal(64, truncated.Count);
        Assert.Equal(truncated.Order().Distinct(), truncated);
        Assert.All(truncated, p => Assert.InRange(p, 1, valid.Length - 1));
    }

    [Fact]
    public void BitFlipsChangeTwoToEightBitsAndNameTheFirstChangedByte()
    {
        var flips = Generate(Short).Where(c => c.Kind == HostileCases.BitFlips).ToList();
        Assert.Equal(HostileCases.BitFlipCases, flips.Count);
        foreach (var flip in flips)
        {
            int bits = Short.Zip(flip.Bytes, (a, b) => BitCount((byte)(a ^ b))).Sum();
            Assert.InRange(bits, 2, 8);
            Assert.Equal(Enumerable.Range(0, Short.Length).First(i => Short[i] != flip.Bytes[i]), flip.Position);
        }
    }

    [Fact]
    public void TheJsonBombHidesAHundredThousandLevelsInAnUnknownMemberOfTheValidMessage()
    {
        var bomb = Assert.Single(Generate(Short), c => c.Kind == HostileCases.NestingBomb).Bytes;
        using var document = JsonDocument.Parse(bomb, new JsonDocumentOptions { MaxDepth = NestingBombs.Depth + 2 });
        var nested = document.RootElement.GetProperty("zz");
        int depth = 0;
        for (; nested.ValueKind == JsonValueKind.Array && nested.GetArrayLength() > 0; nested = nested[0])
            depth++;
        Assert.Equal(NestingBombs.Depth, depth + 1);
        Assert.Equal(1, document.RootElement.GetProperty("Books")[0].GetProperty("Id").GetInt32());
    }

    [Fact]
    public void TheXmlBombSitsInsideTheRootElement()
    {
        var valid = Encoding.UTF8.GetBytes("""<?xml version="1.0"?><Shelf a="1"><Book/></Shelf>""");
        var bomb = NestingBombs.For("Xml", valid)!;
        using var reader = XmlReader.Create(new MemoryStream(bomb));
        int deepest = 0;
        var names = new HashSet<string>();
        while (reader.Read())
        {
            deepest = Math.Max(deepest, reader.Depth);
            if (reader.NodeType == XmlNodeType.Element)
                names.Add(reader.Name);
        }
        Assert.Equal(NestingBombs.Depth, deepest);
        Assert.Equal(new HashSet<string> { "Shelf", "zz", "Book" }, names);
    }

    [Fact]
    public void TheMessagePackBombAddsOneElementToAnArrayRootAndOneEntryToAMapRoot()
    {
        byte[] array = MessagePackSerializer.Serialize(new object[] { 1, "a" });
        var arrayBomb = NestingBombs.For("MessagePack", array)!;
        var reader = new MessagePackReader(arrayBomb);
        Assert.Equal(3, reader.ReadArrayHeader());
        Assert.Equal(1, reader.ReadInt32());
        Assert.Equal("a", reader.ReadString());
        int depth = 0;
        while (reader.NextMessagePackType == MessagePackType.Array && reader.ReadArrayHeader() == 1)
            depth++;
        Assert.True(reader.TryReadNil());
        Assert.Equal(NestingBombs.Depth, depth);
        Assert.True(reader.End);

        byte[] map = MessagePackSerializer.Serialize(new Dictionary<string, int> { ["k"] = 1 });
        var mapReader = new MessagePackReader(NestingBombs.For("MessagePack + LZ4", map)!);
        Assert.Equal(2, mapReader.ReadMapHeader());
        Assert.Equal("k", mapReader.ReadString());
        Assert.Equal(1, mapReader.ReadInt32());
        Assert.Equal("zz", mapReader.ReadString());
    }

    [Fact]
    public void TheBsonBombIsAWellFormedDocumentNestedAHundredThousandDeep()
    {
        var bomb = NestingBombs.For("Bson", [])!;
        int offset = 0, depth = 0, end = bomb.Length;
        while (true)
        {
            int length = BinaryPrimitives.ReadInt32LittleEndian(bomb.AsSpan(offset));
            Assert.Equal(end, offset + length);
            Assert.Equal(0, bomb[offset + length - 1]);
            if (length == 5)
                break;
            Assert.Equal((0x03, (byte)'a', 0), (bomb[offset + 4], bomb[offset + 5], bomb[offset + 6]));
            (offset, end, depth) = (offset + 7, offset + length - 1, depth + 1);
        }
        Assert.Equal(NestingBombs.Depth, depth);
    }

    [Fact]
    public void OutcomesFollowTheClassification()
    {
        const long mib = 1 << 20;
        Assert.Equal(HostileOutcome.Rejected, HostileOutcome.Classify(1000, 100, new FormatException(), null));
        Assert.Equal(HostileOutcome.AcceptedSame, HostileOutcome.Classify(1000, 100, null, null));
        Assert.Equal(HostileOutcome.AcceptedDifferent, HostileOutcome.Classify(1000, 100, null, "Id: 1 ≠ 2"));
        Assert.Equal(HostileOutcome.ExcessiveAllocation, HostileOutcome.Classify(0, 100, new OutOfMemoryException(), null));
        Assert.Equal(HostileOutcome.ExcessiveAllocation, HostileOutcome.Classify(16 * mib, 100, new FormatException(), null));
        Assert.Equal(HostileOutcome.ExcessiveAllocation, HostileOutcome.Classify(16 * mib, 100, null, null));
        // Proportionate to a large input: 35 MB for a 900 KB bomb is 39 bytes per input byte, not an amplification.
        Assert.Equal(HostileOutcome.AcceptedSame, HostileOutcome.Classify(35 * mib, 900_000, null, null));
        Assert.Equal(HostileOutcome.Rejected, HostileOutcome.Classify(16 * mib - 1, 100, new FormatException(), null));
    }

    static int Differences(byte[] a, byte[] b) => a.Zip(b, (x, y) => x != y ? 1 : 0).Sum();

    static int BitCount(byte value) => System.Numerics.BitOperations.PopCount(value);
}
