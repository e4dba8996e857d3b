using System.Xml.Linq;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>One named row of values, one per category, and where known each value's 95% half-width in percent, drawn as
/// a whisker across the bar's end.</summary>
public sealed record ChartSeries(string Name, IReadOnlyList<double?> Values,
    IReadOnlyList<double?>? HalfWidthPercents = null)
{
    public double? HalfWidthPercent(int row) =>
        HalfWidthPercents is { } widths && row < widths.Count ? widths[row] : null;
}

/// <summary>Horizontal bars, one row per category, the categories in the order given.</summary>
public sealed record BarChart(string Id, string Title, string ValueAxisTitle, string CategoryAxisTitle, ChartUnit Unit,
    IReadOnlyList<string> Categories, IReadOnlyList<ChartSeries> Series, bool Stacked = false, bool Logarithmic = false)
{
    const double BarHeight = 14, GroupGap = 8, Right = 90, Bottom = 46;

    /// <summary>The value axis, its grid and tick labels, and the category labels.</summary>
    XElement Axis(Func<double, double> x, BarScale scale, double left, double top, double plotHeight, double rowHeight)
    {
        var axis = Element("g", new XAttribute("class", "axis"));
        foreach (double tick in scale.Ticks)
        {
            axis.Add(Line(x(tick), top, x(tick), top + plotHeight, tick == scale.Floor ? "axis-line" : "grid"));
            axis.Add(Text(x(tick), top + plotHeight + 15, scale.Logarithmic ? Unit.FormatTick(tick)
                : TickLabel(tick), "middle"));
        }
        for (int row = 0; row < Categories.Count; row++)
            axis.Add(Text(left - 8, top + row * rowHeight + (rowHeight - GroupGap) / 2 + 4, Categories[row], "end"));
        return axis;
    }

    /// <summary>A bar's interval as a whisker across its end, cut at the axis's ends rather than widening the axis for
    /// one wide interval.</summary>
    static (XElement Whisker, double High) Whisker(Func<double, double> x, BarScale scale, double scaled,
        double percent, double y)
    {
        double low = Math.Max(scale.Floor, scaled * (1 - percent / 100)),
            high = Math.Min(scale.Ceiling, scaled * (1 + percent / 100));
        double middle = y + (BarHeight - 2) / 2;
        return (Element("g", new XAttribute("class", "interval"), new XAttribute("data-half-width", Number(percent)),
            Line(x(low), middle, x(high), middle, "whisker"), Line(x(low), middle - 4, x(low), middle + 4, "whisker"),
            Line(x(high), middle - 4, x(high), middle + 4, "whisker")), high);
    }

    public XElement ToSvg()
    {
        double left = Math.Clamp(Categories.DefaultIfEmpty("").Max(c => c.Length) * 6.6 + 34, 90, 300);
        var (legend, legendHeight) = Legend(Series.Select(s => s.Name).ToList(), left);
        double top = TitleHeight + legendHeight + 6;
        double rowHeight = (Stacked ? BarHeight : BarHeight * Series.Count) + GroupGap;
        double plotHeight = Math.Max(rowHeight * Categories.Count, rowHeight);
        double plotWidth = Width - left - Right;
        double largest = Enumerable.Range(0, Categories.Count).Select(RowExtent).DefaultIfEmpty(0).Max();
        var scale = Logarithmic
            ? BarScale.Decades(Enumerable.Range(0, Categories.Count).SelectMany(ScaledIn).Where(v => v > 0)
                .DefaultIfEmpty(0).Min(), largest)
            : BarScale.Linear(largest);
        double X(double scaled) => left + scale.Fraction(scaled) * plotWidth;
        var content = new List<object> { legend, Axis(X, scale, left, top, plotHeight, rowHeight) };
        var ends = new double[Categories.Count];
        for (int s = 0; s < Series.Count; s++)
        {
            var group = Element("g", new XAttribute("class", "series"), new XAttribute("data-series", Series[s].Name),
                new XAttribute("fill", Color(s)));
            for (int row = 0; row < Categories.Count; row++)
            {
                if (Series[s].Values[row] is not { } value || !double.IsFinite(value))
                    continue;
                double scaled = Unit.Apply(Math.Max(0, value));
                double y = top + row * rowHeight + (Stacked ? 0 : s * BarHeight);
                // A stacked part starts where the row's last ended; a bar of its own at the axis's floor.
                double start = Stacked ? ends[row] : scale.Floor, end = Stacked ? start + scaled : scaled;
                double? halfWidth = Stacked ? null : Series[s].HalfWidthPercent(row);
                string interval = halfWidth is { } h ? $" ±{Number(Math.Round(h))}%" : "";
                group.Add(Element("rect", Attribute("x", X(start)), Attribute("y", y),
                    Attribute("width", X(end) - X(start)), Attribute("height", BarHeight - 2),
                    Element("title", $"{Categories[row]} · {Series[s].Name}: {Unit.Format(scaled)}{interval}")));
                ends[row] = end;
                double labelAt = scaled;
                if (halfWidth is { } percent)
                {
                    var (whisker, high) = Whisker(X, scale, scaled, percent, y);
                    group.Add(whisker);
                    labelAt = high;
                }
                if (!Stacked)
                    group.Add(Text(X(labelAt) + 4, y + BarHeight - 4, Unit.Format(scaled) + interval,
                        cssClass: "value"));
            }
            content.Add(group);
        }
        if (Stacked)
        {
            for (int row = 0; row < Categories.Count; row++)
                content.Add(Text(X(ends[row]) + 4, top + row * rowHeight + BarHeight - 4, Unit.Format(ends[row]),
                    cssClass: "value"));
        }
        content.Add(Text(left + plotWidth / 2, top + plotHeight + 36,
            $"{ValueAxisTitle} ({Unit.Symbol}{(Logarithmic ? ", log scale" : "")})", "middle", "axis-title"));
        content.Add(Element("text", new XAttribute("class", "axis-title"), new XAttribute("text-anchor", "middle"),
            new XAttribute("transform", $"translate(14 {Number(top + plotHeight / 2)}) rotate(-90)"),
            CategoryAxisTitle));
        return Root(Id, Title, top + plotHeight + Bottom, content);
    }

    /// <summary>Where a row's bars end, in the unit: the sum when stacked, else the longest.</summary>
    double RowExtent(int row) => Stacked ? ScaledIn(row).Sum() : ScaledIn(row).DefaultIfEmpty(0).Max();

    /// <summary>A row's drawn values, in the unit.</summary>
    IEnumerable<double> ScaledIn(int row) =>
        Series.Select(s => s.Values[row]).OfType<double>().Where(double.IsFinite)
            .Select(v => Unit.Apply(Math.Max(0, v)));
}
