using System.Globalization;
using System.Xml.Linq;
using SerializerTests.Cli;
using SerializerTests.RunAll.SideBySide;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>The side-by-side ratios B/A, a row per cell.</summary>
public static class RatioChart
{
    const double RowHeight = 16, Left = 330, Right = 40, Bottom = 46;

    public static XElement ToSvg(IReadOnlyList<SideBySideRow> cells, double thresholdPercent)
    {
        double upper = 1 + thresholdPercent / 100, lower = 1 / upper;
        double reach =
            cells.SelectMany(c => new[] { c.RatioLow, c.RatioHigh, c.Ratio }).OfType<double>().Where(r => r > 0)
            .Select(r => Math.Abs(Math.Log(r))).Append(2 * Math.Log(upper)).Max() * 1.1;
        double top = TitleHeight + 10, plotWidth = Width - Left - Right,
            plotHeight = Math.Max(RowHeight, cells.Count * RowHeight);
        double X(double ratio) => Left + (Math.Log(ratio) + reach) / (2 * reach) * plotWidth;
        var content = new List<object>
        {
            Element("rect", new XAttribute("class", "band"), Attribute("x", X(lower)), Attribute("y", top),
                Attribute("width", X(upper) - X(lower)), Attribute("height", plotHeight),
                    new XAttribute("fill", "#e8e8e8")),
            Line(X(1), top, X(1), top + plotHeight, "axis-line"),
        };
        foreach (double tick in new[] { Math.Exp(-reach), lower, 1, upper, Math.Exp(reach) }.Distinct())
            content.Add(Text(X(tick), top + plotHeight + 15, tick.ToString("0.###", CultureInfo.InvariantCulture),
                "middle"));
        for (int row = 0; row < cells.Count; row++)
        {
            var cell = cells[row];
            double y = top + row * RowHeight + RowHeight / 2;
            var group = Element("g", new XAttribute("class", "series"), new XAttribute("data-series", cell.Verdict),
                new XAttribute("fill", Color(VerdictColor(cell.Verdict))));
            group.Add(Text(Left - 8, y + 4, Label(cell), "end"));
            if (cell.RatioLow is { } low && cell.RatioHigh is { } high)
                group.Add(Line(X(low), y, X(high), y, "whisker"));
            if (cell.Ratio is { } ratio)
                group.Add(Element("circle", Attribute("cx", X(ratio)), Attribute("cy", y), Attribute("r", 3.5),
                    Element("title", string.Create(CultureInfo.InvariantCulture,
                        $"{Label(cell)}: B/A {ratio:F3} [{cell.RatioLow:F3}, {cell.RatioHigh:F3}], {cell.Verdict}"))));
            content.Add(group);
        }
        content.Add(Text(Left + plotWidth / 2, top + plotHeight + 36,
            $"B/A (log scale; the band is ±{thresholdPercent:0.#}%)", "middle",
            "axis-title"));
        return Root("side-by-side", $"{PairedVerdict.PairOf(cells[0])}: B/A per cell with its 95% interval",
            top + plotHeight + Bottom, content);
    }

    static string Label(SideBySideRow cell) =>
        $"{cell.Variant} {cell.Serializer} "
            + $"{(cell.Test == TestKind.FirstCall.Name() ? cell.RootType : $"N={cell.Objects}")} {cell.Operation}";

    static int VerdictColor(string verdict) =>
        verdict switch { Verdict.Faster => 4, Verdict.Slower => 2, Verdict.Same => 0, _ => 9 };
}
