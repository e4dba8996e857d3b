using System.Xml.Linq;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>A labelled point with a horizontal interval.</summary>
public sealed record ScatterPoint(string Name, double X, double XLow, double XHigh, double Y, bool Marked, bool Joined);

/// <summary>Points on log-log axes with a decade grid, each labelled, its X interval drawn as a whisker.</summary>
public sealed record ScatterChart(string Id, string Title, string XAxisTitle, ChartUnit XUnit, string YAxisTitle,
    ChartUnit YUnit,
    IReadOnlyList<ScatterPoint> Points)
{
    const double Left = 84, Right = 150, Bottom = 50, PlotHeight = 460;

    /// <summary>The room labels leave at the chart's right edge.</summary>
    const double LabelMargin = 4;

    public XElement ToSvg()
    {
        double top = TitleHeight + 8, plotWidth = Width - Left - Right;
        var drawn = Points.Where(p => p.X > 0 && p.Y > 0).ToList();
        var (xLow, xHigh) =
            Decades(drawn.SelectMany(p => new[] { XUnit.Apply(Math.Max(p.XLow, p.X / 10)), XUnit.Apply(p.XHigh) }));
        var (yLow, yHigh) = Decades(drawn.Select(p => YUnit.Apply(p.Y)));
        double X(double x) => Left + (Math.Log10(XUnit.Apply(x)) - xLow) / (xHigh - xLow) * plotWidth;
        double Y(double y) => top + PlotHeight - (Math.Log10(YUnit.Apply(y)) - yLow) / (yHigh - yLow) * PlotHeight;

        var content = new List<object>();
        content.Add(LogAxes(Left, top, plotWidth, PlotHeight, (xLow, xHigh), (yLow, yHigh)));

        var front = drawn.Where(p => p.Joined).OrderBy(p => p.X).ToList();
        if (front.Count > 1)
            content.Add(Element("polyline", new XAttribute("class", "front"), new XAttribute("fill", "none"),
                new XAttribute("stroke", Color(2)),
                new XAttribute("stroke-width", "2"), new XAttribute("points",
                    string.Join(' ', front.Select(p => $"{Number(X(p.X))},{Number(Y(p.Y))}")))));
        // Labels are placed in this order: the front's first, so they sit nearest their points.
        var ordered =
            drawn.OrderByDescending(p => p.Marked).ThenBy(p => p.Y).ThenBy(p => p.X)
            .ThenBy(p => p.Name, StringComparer.Ordinal).ToList();
        // An interval reaching below a tenth of the median is cut at the plot's edge.
        double Low(ScatterPoint p) => Math.Max(p.XLow, Math.Max(p.X / 10, Math.Pow(10, xLow) / XUnit.Scale));
        var labels = LabelPlacement.Place([.. ordered.Select(p =>
            new LabelRequest(X(p.X), Y(p.Y), Radius(p), LabelFont.Width(p.Name, p.Marked), LabelFont.Height,
            X(Low(p)), X(p.XHigh)))], new Box(Left, top, Width - LabelMargin - Left, PlotHeight));
        foreach (var (p, label) in ordered.Zip(labels))
        {
            string color = p.Marked ? Color(2) : Color(0);
            content.Add(Element("g", new XAttribute("class", "point"), new XAttribute("data-serializer", p.Name),
                new XAttribute("data-pareto", p.Marked ? "true" : "false"),
                Element("title",
                    $"{p.Name}: {XUnit.Format(XUnit.Apply(p.X))} ({XUnit.Format(XUnit.Apply(p.XLow))} "
                    + $"to {XUnit.Format(XUnit.Apply(p.XHigh))}), {YUnit.Format(YUnit.Apply(p.Y))}"
                    + (p.Marked ? ", on the front" : "")),
                Line(X(Low(p)), Y(p.Y), X(p.XHigh), Y(p.Y), "whisker"),
                Element("circle", Attribute("cx", X(p.X)), Attribute("cy", Y(p.Y)), Attribute("r", Radius(p)),
                    new XAttribute("fill", color),
                    new XAttribute("stroke", color)),
                label.Leader is { } leader ? Line(leader.X1, leader.Y1, leader.X2, leader.Y2, "leader") : null));
        }
        // The names above every point and leader line, each with a white halo, so a leader that must pass under a name
        // leaves it legible.
        content.Add(Element("g", new XAttribute("class", "labels"),
            ordered.Zip(labels, (p, label) => Label(p, label.Box))));

        content.Add(Text(Left + plotWidth / 2, top + PlotHeight + 38, $"{XAxisTitle} ({XUnit.Symbol}, log scale)",
            "middle", "axis-title"));
        content.Add(VerticalAxisTitle(top, PlotHeight, $"{YAxisTitle} ({YUnit.Symbol}, log scale)"));
        return Root(Id, Title, top + PlotHeight + Bottom, content);
    }

    static double Radius(ScatterPoint p) => p.Marked ? 5 : 3.5;

    /// <summary>The name in its box, its font and width explicit: the placement reckoned with them.</summary>
    static XElement Label(ScatterPoint p, Box box)
    {
        var text = Text(box.Left + LabelFont.Inset, box.Top + LabelFont.Baseline, p.Name, "start",
            p.Marked ? "label front-label" : "label");
        text.Add(new XAttribute("data-serializer", p.Name), new XAttribute("font-family", LabelFont.Family),
            Attribute("font-size", LabelFont.Size),
            new XAttribute("font-weight", p.Marked ? "bold" : "normal"),
            Attribute("textLength", LabelFont.Advance(p.Name, p.Marked)));
        return text;
    }
}
