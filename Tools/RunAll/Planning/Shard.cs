using System.Globalization;

namespace SerializerTests.RunAll.Planning;

/// <summary>
/// Part <see cref="Index"/> of <see cref="Count"/> of one run (<c>--shard k/n</c>), for a CI matrix of machines of one kind
/// (docs/methodology.md, "Running wide"). A shard takes whole rounds: launch round r of every first-call child and process r of
/// every steady-state unit go to shard ((r − 1) mod n) + 1, so each machine measures every serializer the same number of times, a
/// block of a randomized complete block design, and every comparison between serializers is made within each machine. The run's
/// other work is dealt round-robin: versioning by runtime variant, hostile input by group.
/// </summary>
public sealed record Shard(int Index, int Count)
{
    /// <summary>Whether launch or process <paramref name="round"/> (1-based) is this shard's.</summary>
    public bool TakesRound(int round) => Takes(round - 1);

    /// <summary>Whether the item at <paramref name="position"/> (0-based) of a list every shard orders alike is this shard's.</summary>
    public bool Takes(int position) => position % Count == Index - 1;

    /// <summary>The folder name's suffix: <c>_shard1of4</c>.</summary>
    public string FolderSuffix => string.Create(CultureInfo.InvariantCulture, $"_shard{Index}of{Count}");

    public override string ToString() => string.Create(CultureInfo.InvariantCulture, $"{Index}/{Count}");

    /// <summary>"k/n" with 1 ≤ k ≤ n, or null.</summary>
    public static Shard? Parse(string text) =>
        text.Split('/') is [var k, var n] && int.TryParse(k, NumberStyles.None, CultureInfo.InvariantCulture, out int index)
            && int.TryParse(n, NumberStyles.None, CultureInfo.InvariantCulture, out int count) && count >= 1 && index >= 1 && index <= count
            ? new Shard(index, count) : null;
}
