using System.Globalization;
using System.Text;
using SerializerTests.Measurement;
using SerializerTests.RunAll.Footprint;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Statistics;

namespace SerializerTests.RunAll.Comparison;

public sealed record FootprintChange(string Serializer, long? SizeA, long? SizeB, double? TimeRatio, string Verdict)
{
    public long? SizeDifference => SizeA is { } a && SizeB is { } b ? b - a : null;
}

/// <summary>Sizes are exact, so any difference is one.</summary>
public static class FootprintComparison
{
    const string Same = "same within noise";

    public static readonly string Rule = "NativeAOT footprint (Footprint.csv of each): sizes exact; "
        + "start to round trip B/A of the launches' "
        + "medians, "
        + "called faster or slower only where the launches differ by a two-sided Mann-Whitney test at p "
        + $"< {RunComparison.Alpha.ToString(CultureInfo.InvariantCulture)}";

    public static IReadOnlyList<FootprintChange> Compare(IReadOnlyList<FootprintRow> a, IReadOnlyList<FootprintRow> b)
    {
        var inB = b.GroupBy(r => r.Serializer).ToDictionary(g => g.Key, g => g.First());
        return [.. FootprintRow.InRankOrder(a).Where(r => inB.ContainsKey(r.Serializer))
            .Select(r => Change(r, inB[r.Serializer]))];
    }

    static FootprintChange Change(FootprintRow a, FootprintRow b)
    {
        if (!a.Works || !b.Works)
            return new(a.Serializer, a.SizeBytes, b.SizeBytes, null, $"A {a.Status}, B {b.Status}");
        double? ratio = a.StartToRoundTripMs is { } ma && b.StartToRoundTripMs is { } mb ? mb / ma : null;
        var (samplesA, samplesB) = (a.Samples ?? Samples.None, b.Samples ?? Samples.None);
        // Two-sided: either direction at half the level each.
        bool slower = MannWhitney.GreaterPValue(samplesA, samplesB) < RunComparison.Alpha / 2,
            faster = MannWhitney.GreaterPValue(samplesB, samplesA) < RunComparison.Alpha / 2;
        return new(a.Serializer, a.SizeBytes, b.SizeBytes, ratio, slower ? "B slower" : faster ? "B faster" : Same);
    }

    public static void WriteText(TextWriter output, IReadOnlyList<FootprintChange> changes)
    {
        output.WriteLine(Rule);
        output.WriteLine($"{"Serializer",-28} {"size A",9} {"size B",9} {"B − A bytes",12} {"start B/A",9}  verdict");
        foreach (var c in changes)
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{c.Serializer,-28} {Units.Mebibytes(c.SizeA),9} {Units.Mebibytes(c.SizeB),9} "
                + $"{Difference(c),12} {Ratio(c),9}  {c.Verdict}"));
    }

    public static void WriteMarkdown(StringBuilder markdown, IReadOnlyList<FootprintChange> changes)
    {
        markdown.AppendLine().AppendLine("## NativeAOT footprint").AppendLine().AppendLine(Rule + ".").AppendLine();
        markdown.AppendLine("| Serializer | Size A | Size B | B − A (bytes) | Start to round trip B/A | Verdict |");
        markdown.AppendLine("|---|--:|--:|--:|--:|---|");
        foreach (var c in changes)
            markdown.AppendLine($"| {c.Serializer} | {Units.Mebibytes(c.SizeA)} | {Units.Mebibytes(c.SizeB)} "
                + $"| {Difference(c)} | {Ratio(c)} "
                + $"| {c.Verdict} |");
    }

    static string Difference(FootprintChange change) =>
        change.SizeDifference?.ToString("+#,0;-#,0;0", CultureInfo.InvariantCulture) ?? "";

    static string Ratio(FootprintChange change) => change.TimeRatio?.ToString("F3", CultureInfo.InvariantCulture) ?? "";
}
