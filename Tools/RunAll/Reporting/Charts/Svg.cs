using System.Globalization;
using System.Xml.Linq;

namespace SerializerTests.RunAll.Reporting.Charts;

static class Svg
{
    /// <summary>How a chart looks: report.html's stylesheet holds it, a standalone chart carries it.</summary>
    public const string Style = """
        svg.chart { font-family: system-ui, sans-serif; font-size: 12px; background: #fff; }
        svg.chart .chart-title { font-size: 15px; font-weight: 600; }
        svg.chart .axis-title { font-size: 13px; }
        svg.chart .grid { stroke: #e4e4e4; } svg.chart .axis-line { stroke: #444; }
        svg.chart .value { fill: #333; font-size: 11px; }
        svg.chart .whisker { stroke: #999; } svg.chart .leader { stroke: #777; stroke-width: 0.75; }
        svg.chart .labels text { paint-order: stroke; stroke: #fff; stroke-width: 2.5px; stroke-linejoin: round; }
        """;

    static readonly XNamespace Namespace = "http://www.w3.org/2000/svg";

    public const int Width = 880;
    public const int TitleHeight = 34;
    const int LegendRowHeight = 18;

    /// <summary>Tableau 10, then darker shades of it: 20 series stay distinguishable.</summary>
    static readonly string[] Palette =
    [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
        "#2b4a6b", "#a85a12", "#9b2c2e", "#3f7a75", "#2f6b28", "#a08518", "#6e4466", "#c25b68", "#5e4432", "#6f6a66",
    ];

    public static string Color(int index) => Palette[index % Palette.Length];

    public static string Number(double value) => Math.Round(value, 2).ToString("0.##", CultureInfo.InvariantCulture);

    public static XElement Element(string name, params object?[] content) => new(name, content);

    public static XAttribute Attribute(string name, double value) => new(name, Number(value));

    public static XElement Text(double x, double y, string text, string anchor = "start", string? cssClass = null) =>
        Element("text", Attribute("x", x), Attribute("y", y), new XAttribute("text-anchor", anchor),
            cssClass is null ? null : new XAttribute("class", cssClass), text);

    public static XElement Line(double x1, double y1, double x2, double y2, string cssClass) =>
        Element("line", Attribute("x1", x1), Attribute("y1", y1), Attribute("x2", x2), Attribute("y2", y2),
            new XAttribute("class", cssClass));

    /// <summary>The chart's root: its id and title for readers and tests, the title drawn at the top.</summary>
    public static XElement Root(string id, string title, double height, IEnumerable<object> content) =>
        Element("svg", new XAttribute("class", "chart"), new XAttribute("data-chart", id), Attribute("width", Width),
            Attribute("height", height),
            new XAttribute("viewBox", $"0 0 {Width} {Number(height)}"), new XAttribute("role", "img"),
            Element("title", title), Text(Width / 2.0, 22, title, "middle", "chart-title"), content);

    /// <summary>Swatches and names in rows under the title.</summary>
    public static (XElement Legend, double Height) Legend(IReadOnlyList<string> names, double left)
    {
        var legend = Element("g", new XAttribute("class", "legend"));
        if (names.Count < 2)
            return (legend, 0);
        double x = left, y = TitleHeight;
        for (int i = 0; i < names.Count; i++)
        {
            double width = 22 + names[i].Length * 7;
            if (x + width > Width - 10 && x > left)
                (x, y) = (left, y + LegendRowHeight);
            legend.Add(Element("rect", Attribute("x", x), Attribute("y", y + 3), Attribute("width", 12),
                Attribute("height", 12),
                new XAttribute("fill", Color(i))));
            legend.Add(Text(x + 16, y + 13, names[i]));
            x += width;
        }
        return (legend, y + LegendRowHeight - TitleHeight + 6);
    }

    /// <summary>A round step that cuts [0, largest] into about five intervals.</summary>
    public static double NiceStep(double largest)
    {
        if (largest <= 0 || !double.IsFinite(largest))
            return 1;
        double raw = largest / 5, magnitude = Math.Pow(10, Math.Floor(Math.Log10(raw))), normalized = raw / magnitude;
        return (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude;
    }

    public static string TickLabel(double value) => value.ToString("G4", CultureInfo.InvariantCulture);

    /// <summary>The whole decades around the positive values.</summary>
    public static (int Low, int High) Decades(IEnumerable<double> values)
    {
        var logs = values.Where(v => v > 0).Select(Math.Log10).ToList();
        if (logs.Count == 0)
            return (0, 1);
        int low = (int)Math.Floor(logs.Min()), high = (int)Math.Ceiling(logs.Max());
        return (low, Math.Max(high, low + 1));
    }

    /// <summary>Log-log axes: a grid line and a label per decade, the lowest of each axis drawn as its axis
    /// line.</summary>
    public static XElement LogAxes(double left, double top, double plotWidth, double plotHeight, (int Low, int High) x,
        (int Low, int High) y)
    {
        var axis = Element("g", new XAttribute("class", "axis"));
        for (int decade = x.Low; decade <= x.High; decade++)
        {
            double at = left + (double)(decade - x.Low) / (x.High - x.Low) * plotWidth;
            axis.Add(Line(at, top, at, top + plotHeight, decade == x.Low ? "axis-line" : "grid"));
            axis.Add(Text(at, top + plotHeight + 15, TickLabel(Math.Pow(10, decade)), "middle"));
        }
        for (int decade = y.Low; decade <= y.High; decade++)
        {
            double at = top + plotHeight - (double)(decade - y.Low) / (y.High - y.Low) * plotHeight;
            axis.Add(Line(left, at, left + plotWidth, at, decade == y.Low ? "axis-line" : "grid"));
            axis.Add(Text(left - 6, at + 4, TickLabel(Math.Pow(10, decade)), "end"));
        }
        return axis;
    }

    public static XElement VerticalAxisTitle(double top, double plotHeight, string title) =>
        Element("text", new XAttribute("class", "axis-title"), new XAttribute("text-anchor", "middle"),
            new XAttribute("transform", $"translate(16 {Number(top + plotHeight / 2)}) rotate(-90)"), title);

    /// <summary>A chart as an SVG file of its own, as an image in a Markdown page shows it.</summary>
    public static XElement Standalone(XElement chart)
    {
        var copy = new XElement(chart);
        foreach (var element in copy.DescendantsAndSelf())
            element.Name = Namespace + element.Name.LocalName;
        copy.AddFirst(new XElement(Namespace + "style", Style));
        copy.Element(Namespace
            + "title")!.AddAfterSelf(new XElement(Namespace + "rect", new XAttribute("width", "100%"),
            new XAttribute("height", "100%"), new XAttribute("fill", "#fff")));
        return copy;
    }
}
