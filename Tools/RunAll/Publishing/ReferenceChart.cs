using System.Xml.Linq;
using SerializerTests.RunAll.Reporting;
using SerializerTests.RunAll.Reporting.Charts;
using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Publishing;

/// <summary>The chart the repository's README shows.</summary>
public static class ReferenceChart
{
    public const string Id = "reference-steady-state";

    /// <summary>The chart, or null where no serializer has both times.</summary>
    public static XElement? Of(RunSummary data)
    {
        var rows = data.Matrix.Rows.Where(r => r.SerializeSeconds is not null && r.DeserializeSeconds is not null)
            .ToList();
        if (rows.Count == 0)
            return null;
        ChartSeries[] series =
        [
            new("Serialize", [.. rows.Select(r => (double?)r.SerializeSeconds!.Value)],
                [.. rows.Select(r => r.SerializeSeconds!.HalfWidthPercent)]),
            new("Deserialize", [.. rows.Select(r => (double?)r.DeserializeSeconds!.Value)],
                [.. rows.Select(r => r.DeserializeSeconds!.HalfWidthPercent)]),
        ];
        double largest = rows.Max(r => Math.Max(r.SerializeSeconds!.Value, r.DeserializeSeconds!.Value));
        var chart = new BarChart(Id,
            $"Serialize and deserialize {data.ObjectsLabel} objects ({data.PrimaryRuntime} {data.SteadyVariant}), "
                + $"fastest round trip first",
            "Time per operation", "Serializer", ChartUnit.ForSeconds(largest), [.. rows.Select(r => r.Serializer)],
                series, Logarithmic: true);
        return Svg.Standalone(chart.ToSvg());
    }
}
