using CsvHelper;

namespace SerializerTests.RunAll.Calibration;

/// <summary>One serializer × N × operation measured both ways.</summary>
[CsvRecord, CsvOptions(Separator = '\t', NewLine = "\n", Culture = "", HasHeader = true)]
public sealed partial record CalibrationCell : IComparedCollections
{
    [CsvColumn("Serializer")] public string Serializer { get; init; } = "";
    [CsvColumn("Objects")] public int Objects { get; init; }
    [CsvColumn("Operation")] public string Operation { get; init; } = "";
    [CsvColumn("OursNs")] public double OursNs { get; init; }
    /// <summary>Each launch's median, in launch order, so the spread between launches stays visible.</summary>
    [CsvColumn("OursLaunchesNs")] public string OursLaunchesNs { get; init; } = "";
    [CsvColumn("OursMadPct")] public double? OursMadPercent { get; init; }
    [CsvColumn("BdnNs")] public double BdnNs { get; init; }
    [CsvColumn("BdnErrorPct")] public double BdnErrorPercent { get; init; }
    [CsvColumn("Ratio")] public double Ratio { get; init; }
    /// <summary>Payload bytes per Book.</summary>
    [CsvColumn("PayloadBytes", Optional = true)] public int? PayloadBytes { get; init; }
    [CsvColumn("OursGen0Per1000", Optional = true)] public double? OursGen0PerThousand { get; init; }
    [CsvColumn("OursGen1Per1000", Optional = true)] public double? OursGen1PerThousand { get; init; }
    [CsvColumn("OursGen2Per1000", Optional = true)] public double? OursGen2PerThousand { get; init; }
    [CsvColumn("BdnGen0Per1000", Optional = true)] public double? BdnGen0PerThousand { get; init; }
    [CsvColumn("BdnGen1Per1000", Optional = true)] public double? BdnGen1PerThousand { get; init; }
    [CsvColumn("BdnGen2Per1000", Optional = true)] public double? BdnGen2PerThousand { get; init; }
    /// <summary>The calls each count was taken over after a forced full collection.</summary>
    [CsvColumn("OursGcCalls", Optional = true)] public double? OursGcCalls { get; init; }
    [CsvColumn("BdnGcCalls", Optional = true)] public long? BdnGcCalls { get; init; }

    public double DeviationPercent => Math.Abs(Ratio - 1) * 100;

    public string Name => $"{Serializer} N={Objects} {Operation}";

    public IEnumerable<(int Generation, double Ours, double Bdn)> Collections() =>
        IComparedCollections.BothCounted(
            [(OursGen0PerThousand, BdnGen0PerThousand), (OursGen1PerThousand, BdnGen1PerThousand),
                (OursGen2PerThousand, BdnGen2PerThousand)]);
}

/// <summary>A cell's collections per 1,000 operations beside BenchmarkDotNet's.</summary>
public interface IComparedCollections
{
    /// <summary>"Serializer N=… operation", as the report names a cell.</summary>
    string Name { get; }

    /// <summary>Each generation's count per 1,000 operations, ours and BenchmarkDotNet's, where both have it.</summary>
    IEnumerable<(int Generation, double Ours, double Bdn)> Collections();

    /// <summary>The generations of <paramref name="generations"/> that both sides counted.</summary>
    static IEnumerable<(int Generation, double Ours, double Bdn)> BothCounted((double? Ours, double? Bdn)[] generations)
    {
        for (int generation = 0; generation < generations.Length; generation++)
            if (generations[generation] is ({ } ours, { } bdn))
                yield return (generation, ours, bdn);
    }
}
