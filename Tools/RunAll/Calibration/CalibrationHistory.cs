using SerializerTests.RunAll.Running;
using System.Globalization;
using SerializerTests.Measurement;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Calibration;

/// <summary>A calibration pooled with the ones that ran before it in the same folder.</summary>
public static class CalibrationHistory
{
    /// <summary>Ends the name of every calibration folder, which is how earlier ones are found.</summary>
    public const string FolderSuffix = "_calibration";

    public sealed record Calibration(string Name, IReadOnlyList<CalibrationCell> Cells);

    public sealed record Pool(IReadOnlyList<Calibration> Calibrations, IReadOnlyList<PooledCell> Cells);

    /// <summary>Up to <paramref name="count"/> calibrations that ran before <paramref name="currentFolder"/> in its
    /// parent folder, newest first, whose cells were measured with <paramref name="payloadBytes"/>.</summary>
    public static IReadOnlyList<Calibration> LoadEarlier(string currentFolder, int payloadBytes, int count,
        List<string> skipped)
    {
        string full = Path.GetFullPath(currentFolder);
        string current = Path.GetFileName(full);
        string? parent = Path.GetDirectoryName(full);
        if (parent is null || count <= 0 || !Directory.Exists(parent))
            return [];
        var earlier = new List<Calibration>();
        var names =
            Directory.EnumerateDirectories(parent, "*" + FolderSuffix + "*").Select(Path.GetFileName).OfType<string>()
            .Where(name => string.CompareOrdinal(name, current) < 0)
            .OrderByDescending(name => name, StringComparer.Ordinal);
        foreach (var name in names)
        {
            if (earlier.Count == count)
                break;
            string file = Path.Combine(parent, name, RunFolder.Files.CalibrationCells);
            if (!File.Exists(file))
                continue;
            try
            {
                var cells = TsvFile.Read<CalibrationCell>(file);
                if (cells.Count > 0 && cells.All(c => c.PayloadBytes == payloadBytes))
                    earlier.Add(new Calibration(name, cells));
            }
            catch (DamagedFileException e)
            {
                skipped.Add($"{e.Message}: not pooled");
            }
        }
        return earlier;
    }

    /// <summary>Each cell of the current calibration, with each side's median over every calibration that has that
    /// cell.</summary>
    public static Pool Combine(IReadOnlyList<Calibration> oldestFirst)
    {
        var current = oldestFirst[^1];
        var cells = new List<PooledCell>();
        foreach (var cell in current.Cells)
        {
            var same = oldestFirst.Select(c => Find(c, cell.Serializer, cell.Objects, cell.Operation))
                .OfType<CalibrationCell>().ToList();
            double ours = SampleSummary.MedianOf(same.Select(c => c.OursNs).ToList());
            double bdn = SampleSummary.MedianOf(same.Select(c => c.BdnNs).ToList());
            var gen0 = PooledCollections(same, c => c.OursGen0PerThousand, c => c.BdnGen0PerThousand);
            var gen1 = PooledCollections(same, c => c.OursGen1PerThousand, c => c.BdnGen1PerThousand);
            var gen2 = PooledCollections(same, c => c.OursGen2PerThousand, c => c.BdnGen2PerThousand);
            cells.Add(new PooledCell
            {
                Serializer = cell.Serializer,
                Objects = cell.Objects,
                Operation = cell.Operation,
                Calibrations = same.Count,
                OursNs = ours,
                BdnNs = bdn,
                OursSpreadPercent = same.Max(c => Deviation(c.OursNs, ours)),
                BdnSpreadPercent = same.Max(c => Deviation(c.BdnNs, bdn)),
                Ratio = ours / bdn,
                OursGen0PerThousand = gen0.Ours, OursGen1PerThousand = gen1.Ours, OursGen2PerThousand = gen2.Ours,
                BdnGen0PerThousand = gen0.Bdn, BdnGen1PerThousand = gen1.Bdn, BdnGen2PerThousand = gen2.Bdn,
            });
        }
        return new Pool(oldestFirst, cells);
    }

    /// <summary>One generation's count, each side's median over the calibrations in which both sides counted
    /// it.</summary>
    static (double? Ours, double? Bdn) PooledCollections(IReadOnlyList<CalibrationCell> same, Func<CalibrationCell,
        double?> ours,
        Func<CalibrationCell, double?> bdn)
    {
        var both = same.Where(c => ours(c) is not null && bdn(c) is not null).ToList();
        return both.Count == 0 ? (null, null)
            : (SampleSummary.MedianOf(both.Select(c => ours(c)!.Value).ToList()),
            SampleSummary.MedianOf(both.Select(c => bdn(c)!.Value).ToList()));
    }

    /// <summary>How far one calibration's side lay from the pooled medians.</summary>
    public static double WorstAgainstPool(Calibration calibration, Pool pool, Func<CalibrationCell, double> side,
        Func<PooledCell, double> pooled) =>
        pool.Cells.Select(p => (Pooled: p, Own: Find(calibration, p.Serializer, p.Objects, p.Operation)))
            .Where(x => x.Own is not null)
            .Select(x => Deviation(side(x.Own!), pooled(x.Pooled)))
            .DefaultIfEmpty()
            .Max();

    /// <summary>The report's lines for a pool: none-earlier advice, or how far each side's calibrations lay from their
    /// pooled medians and the worst pooled ratio.</summary>
    public static IReadOnlyList<string> Describe(Pool pool, string folder, int payloadBytes)
    {
        int n = pool.Calibrations.Count;
        if (n < 2)
            return [$"No earlier calibration with payload {payloadBytes} beside this one in {folder}: calibrate again "
                + $"to see how far each side's "
                + "medians move between invocations on this machine."];
        static string List(IEnumerable<double> values) =>
            string.Join(", ", values.Select(v => v.ToString("F1", CultureInfo.InvariantCulture) + "%"));
        var worst = pool.Cells.MaxBy(c => c.DeviationPercent)!;
        var spread = pool.Cells.Where(c => c.Calibrations > 1).ToList();
        var beyond = spread.Where(c => c.BeyondBdnSpread)
            .Select(c =>
            string.Create(CultureInfo.InvariantCulture, $"{c.Name} {c.Ratio:F3} against {c.BdnSpreadPercent:F1}%"))
            .ToList();
        return
        [
            $"Pooled with {n - 1} earlier calibration{(n == 2 ? "" : "s")} in {folder} (from "
                + $"{pool.Calibrations[0].Name}), payload "
                + $"{payloadBytes}; each side's median per cell over the {n}:",
            "  BenchmarkDotNet against its pooled medians, worst cell per calibration (oldest first, this one last): "
                + $"{List(pool.Calibrations.Select(c => WorstAgainstPool(c, pool, x => x.BdnNs, p => p.BdnNs)))}",
            "  ours against our pooled medians, same order: "
                + $"{List(pool.Calibrations.Select(c => WorstAgainstPool(c, pool, x => x.OursNs, p => p.OursNs)))}",
            string.Create(CultureInfo.InvariantCulture,
                $"  pooled ours/BDN: median |ours/BDN - 1| "
                    + $"{SampleSummary.MedianOf(pool.Cells.Select(c => c.DeviationPercent).ToList()):F1}% over "
                    + $"{pool.Cells.Count} cells, worst {worst.DeviationPercent:F1}% ({worst.Name} {worst.Ratio:F3}); "
                    + $"every cell in "
                    + $"{RunFolder.Files.CalibrationPooled}"),
            $"  pooled cells farther from BenchmarkDotNet than its own calibrations lie from their median: "
                + $"{beyond.Count} of {spread.Count}"
                + (beyond.Count > 0 ? $" ({string.Join(", ", beyond)})" : ""),
            .. CalibrationReport.CollectionsLine(pool.Cells) is { } collections ? new[] { "  pooled " + collections }
            : [],
        ];
    }

    static CalibrationCell? Find(Calibration calibration, string serializer, int objects, string operation) =>
        calibration.Cells.FirstOrDefault(c => c.Serializer == serializer && c.Objects == objects
            && c.Operation == operation);

    static double Deviation(double value, double reference) =>
        reference > 0 ? Math.Abs(value / reference - 1) * 100 : 0;
}
