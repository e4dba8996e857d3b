namespace SerializerTests.Hostile;

/// <summary>Deterministic from a seed, so a child restarted after a crash can skip to the case after it.</summary>
public static class HostileCases
{
    public const string Valid = "valid";
    public const string Empty = "empty";
    public const string Truncated = "truncated";
    public const string Byte00 = "byte-00";
    public const string ByteFF = "byte-ff";
    public const string ByteRandom = "byte-random";
    public const string BitFlips = "bit-flips";
    public const string NestingBomb = "nesting-bomb";
    public const string WrongFormatPrefix = "wrong-format:";

    public const int DefaultSeed = 20;
    public const int DefaultMaxPositions = 256;
    public const int BitFlipCases = 32;

    public static IReadOnlyList<HostileCase> Generate(byte[] valid, string formatDetails,
        IReadOnlyList<(string Serializer, byte[] Bytes)> foreign,
        int seed = DefaultSeed, int maxPositions = DefaultMaxPositions)
    {
        var inputs = new List<(string Kind, int? Position, byte[] Bytes)> { (Empty, null, []) };
        foreach (int length in Positions(valid.Length - 1, maxPositions, seed, salt: 1))
            inputs.Add((Truncated, length + 1, valid[..(length + 1)]));
        inputs.AddRange(Replaced(valid, Byte00, maxPositions, seed, salt: 2, (_, _) => 0x00));
        inputs.AddRange(Replaced(valid, ByteFF, maxPositions, seed, salt: 3, (_, _) => 0xFF));
        inputs.AddRange(Replaced(valid, ByteRandom, maxPositions, seed, salt: 4,
            (original, random) => (byte)((original + 1 + random.Next(255)) & 0xFF)));
        inputs.AddRange(BitFlipped(valid, seed));
        if (NestingBombs.For(formatDetails, valid) is { } bomb)
            inputs.Add((NestingBomb, null, bomb));
        foreach (var (serializer, bytes) in foreign)
            inputs.Add((WrongFormatPrefix + serializer, null, bytes));
        return [.. inputs.Select((input, i) => new HostileCase(i + 1, input.Kind, input.Position, input.Bytes))];
    }

    static IEnumerable<int> Positions(int count, int max, int seed, int salt)
    {
        if (count <= max)
            return Enumerable.Range(0, Math.Max(count, 0));
        var random = new Random(Mix(seed, salt));
        var chosen = new SortedSet<int>();
        while (chosen.Count < max)
            chosen.Add(random.Next(count));
        return chosen;
    }

    /// <summary>Offsets already holding the replacement are left out: they would be the valid message.</summary>
    static IEnumerable<(string, int?, byte[])> Replaced(
        byte[] valid, string kind, int max, int seed, int salt, Func<byte, Random, byte> replacement)
    {
        var random = new Random(Mix(seed, salt + 100));
        foreach (int position in Positions(valid.Length, max, seed, salt))
        {
            byte value = replacement(valid[position], random);
            if (value == valid[position])
                continue;
            var bytes = (byte[])valid.Clone();
            bytes[position] = value;
            yield return (kind, position, bytes);
        }
    }

    static IEnumerable<(string, int?, byte[])> BitFlipped(byte[] valid, int seed)
    {
        if (valid.Length == 0)
            yield break;
        var random = new Random(Mix(seed, 5));
        for (int i = 0; i < BitFlipCases; i++)
        {
            var bytes = (byte[])valid.Clone();
            int first = int.MaxValue;
            var flipped = new HashSet<int>();
            int bits = random.Next(2, 9);
            while (flipped.Count < Math.Min(bits, valid.Length * 8))
            {
                int bit = random.Next(valid.Length * 8);
                if (!flipped.Add(bit))
                    continue;
                bytes[bit / 8] ^= (byte)(1 << (bit % 8));
                first = Math.Min(first, bit / 8);
            }
            yield return (BitFlips, first, bytes);
        }
    }

    /// <summary>Not <see cref="HashCode"/>: it is randomized per process, and a restarted child must get the same
    /// cases.</summary>
    static int Mix(int seed, int salt) => unchecked(seed * 7919 + salt * 104729);
}
