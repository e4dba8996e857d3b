using System.Globalization;
using SerializerTests.Calibration;
using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Calibration;

/// <summary>Pairs the host's rows with BenchmarkDotNet's measurements, cell by cell.</summary>
public static class CalibrationComparison
{
    /// <summary>Cells measured by both, in BenchmarkDotNet's order.</summary>
    public static IReadOnlyList<CalibrationCell> Pair(IReadOnlyList<IReadOnlyList<ResultRow>> launches,
        IReadOnlyList<ReferenceMeasurement> reference,
        List<string> missing)
    {
        var cells = new List<CalibrationCell>();
        foreach (var bdn in reference)
        {
            // A launch may hold a row per operation: take the one that timed this operation.
            var ours = launches
                .Select(rows => rows
                    .Where(r => r.Status == ResultStatus.Ok && r.Serializer == bdn.Serializer
                    && r.Objects == bdn.Objects)
                    .Select(row => row.Of(OperationOf(bdn.Operation)))
                    .Select(columns =>
                    (Median: columns.MedianSeconds, Mad: columns.MadPercent, Gc: columns.Collections))
                    .FirstOrDefault(m => m.Median is not null))
                .Where(m => m.Median is not null)
                .ToList();
            if (ours.Count == 0)
            {
                missing.Add($"{bdn.Serializer} N={bdn.Objects} {bdn.Operation}: no ok row from the host");
                continue;
            }
            double oursNs = SampleSummary.MedianOf(ours.Select(m => m.Median!.Value * 1e9).ToList());
            // The launches' mean, as the combined CSV pools processes; only where every launch counted.
            var oursGc = ours.All(m => m.Gc is not null) ? CollectionsPerThousand.Mean(ours.Select(m => m.Gc)) : null;
            cells.Add(new CalibrationCell
            {
                Serializer = bdn.Serializer,
                Objects = bdn.Objects,
                Operation = bdn.Operation,
                OursNs = oursNs,
                OursLaunchesNs =
                    string.Join(' ',
                    ours.Select(m => (m.Median!.Value * 1e9).ToString("G4", CultureInfo.InvariantCulture))),
                OursMadPercent = ours.Select(m => m.Mad).OfType<double>().DefaultIfEmpty().Max(),
                BdnNs = bdn.MedianNs,
                BdnErrorPercent = bdn.ErrorPercent,
                Ratio = oursNs / bdn.MedianNs,
                OursGen0PerThousand = oursGc?.Gen0, OursGen1PerThousand = oursGc?.Gen1,
                    OursGen2PerThousand = oursGc?.Gen2,
                BdnGen0PerThousand = bdn.Gen0PerThousand, BdnGen1PerThousand = bdn.Gen1PerThousand,
                    BdnGen2PerThousand = bdn.Gen2PerThousand,
                OursGcCalls = oursGc?.WindowCalls, BdnGcCalls = bdn.GcCalls,
            });
        }
        return cells;
    }

    public static double WorstDeviation(IReadOnlyList<CalibrationCell> cells) =>
        cells.Count == 0 ? 0 : cells.Max(c => c.DeviationPercent);

    static RowOperation OperationOf(string operation) =>
        operation == ReferenceMeasurement.Serialize ? RowOperation.Serialize : RowOperation.Deserialize;
}
