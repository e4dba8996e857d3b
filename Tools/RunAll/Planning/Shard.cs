using System.Globalization;

namespace SerializerTests.RunAll.Planning;

/// <summary>A shard takes whole rounds, so every comparison is made within each machine (docs/methodology.md, "Running
/// wide").</summary>
public sealed record Shard(int Index, int Count)
{
    public bool TakesRound(int round) => Takes(round - 1);

    public bool Takes(int position) => position % Count == Index - 1;

    public string FolderSuffix => string.Create(CultureInfo.InvariantCulture, $"_shard{Index}of{Count}");

    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index}/{Count}");

    public static Shard? Parse(string text) =>
        text.Split('/') is [var k, var n]
            && int.TryParse(k, NumberStyles.None, CultureInfo.InvariantCulture, out int index)
            && int.TryParse(n, NumberStyles.None, CultureInfo.InvariantCulture, out int count) && count >= 1
                && index >= 1 && index <= count
            ? new Shard(index, count) : null;
}
