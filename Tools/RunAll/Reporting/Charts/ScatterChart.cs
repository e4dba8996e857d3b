using System.Xml.Linq;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <summary>A labelled point with a horizontal interval (X low to high); <see cref="Marked"/> points are drawn filled and larger,
/// <see cref="Joined"/> ones connected in X order.</summary>
public sealed record ScatterPoint(string Name, double X, double XLow, double XHigh, double Y, bool Marked, bool Joined);

/// <summary>
/// Points on log-log axes with a decade grid, each labelled, its X interval drawn as a whisker; the marked ones filled and joined in
/// X order (the Pareto front of time against size). X and Y in base units; the units scale them.
/// </summary>
public sealed record ScatterChart(string Id, string Title, string XAxisTitle, ChartUnit XUnit, string YAxisTitle, ChartUnit YUnit, IReadOnlyList<ScatterPoint> Points)
{
    const double Left = 84, Right = 150, Bottom = 50, PlotHeight = 460;

    public XElement ToSvg()
    {
        double top = TitleHeight + 8, plotWidth = Width - Left - Right;
        var drawn = Points.Where(p => p.X > 0 && p.Y > 0).ToList();
        var (xLow, xHigh) = Decades(drawn.SelectMany(p => new[] { XUnit.Apply(Math.Max(p.XLow, p.X / 10)), XUnit.Apply(p.XHigh) }));
        var (yLow, yHigh) = Decades(drawn.Select(p => YUnit.Apply(p.Y)));
        double X(double x) => Left + (Math.Log10(XUnit.Apply(x)) - xLow) / (xHigh - xLow) * plotWidth;
        double Y(double y) => top + PlotHeight - (Math.Log10(YUnit.Apply(y)) - yLow) / (yHigh - yLow) * PlotHeight;

        var content = new List<object>();
        content.Add(LogAxes(Left, top, plotWidth, PlotHeight, (xLow, xHigh), (yLow, yHigh)));

        var front = drawn.Where(p => p.Joined).OrderBy(p => p.X).ToList();
        if (front.Count > 1)
            content.Add(Element("polyline", new XAttribute("class", "front"), new XAttribute("fill", "none"), new XAttribute("stroke", Color(2)),
                new XAttribute("stroke-width", "2"), new XAttribute("points", string.Join(' ', front.Select(p => $"{Number(X(p.X))},{Number(Y(p.Y))}")))));
        var labels = new List<(double X, double Y, double Width)>();
        foreach (var p in drawn.OrderByDescending(p => p.Marked).ThenBy(p => p.Y))
        {
            string color = p.Marked ? Color(2) : Color(0);
            // An interval reaching below a tenth of the median (or below zero) is cut at the plot's edge.
            double low = Math.Max(p.XLow, Math.Max(p.X / 10, Math.Pow(10, xLow) / XUnit.Scale));
            var (labelX, labelY, anchor) = PlaceLabel(X(p.X), Y(p.Y), p.Name.Length * 6.5, labels);
            content.Add(Element("g", new XAttribute("class", "point"), new XAttribute("data-serializer", p.Name), new XAttribute("data-pareto", p.Marked ? "true" : "false"),
                Element("title", $"{p.Name}: {XUnit.Format(XUnit.Apply(p.X))} ({XUnit.Format(XUnit.Apply(p.XLow))} to {XUnit.Format(XUnit.Apply(p.XHigh))}), {YUnit.Format(YUnit.Apply(p.Y))}"
                    + (p.Marked ? ", on the front" : "")),
                Line(X(low), Y(p.Y), X(p.XHigh), Y(p.Y), "whisker"),
                Element("circle", Attribute("cx", X(p.X)), Attribute("cy", Y(p.Y)), Attribute("r", p.Marked ? 5 : 3.5), new XAttribute("fill", color),
                    new XAttribute("stroke", color)),
                Text(labelX, labelY, p.Name, anchor, p.Marked ? "label front-label" : "label")));
        }

        content.Add(Text(Left + plotWidth / 2, top + PlotHeight + 38, $"{XAxisTitle} ({XUnit.Symbol}, log scale)", "middle", "axis-title"));
        content.Add(VerticalAxisTitle(top, PlotHeight, $"{YAxisTitle} ({YUnit.Symbol}, log scale)"));
        return Root(Id, Title, top + PlotHeight + Bottom, content);
    }

    /// <summary>The first of a few spots around the point (right above, right below, left above, left below, then further out) where
    /// the label's box overlaps no label already placed; the last tried when all do. Records the box it takes.</summary>
    static (double X, double Y, string Anchor) PlaceLabel(double x, double y, double width, List<(double X, double Y, double Width)> placed)
    {
        const double Height = 12;
        (double X, double Y, string Anchor) spot = default;
        foreach (double dy in new[] { -5.0, 13, -17, 25, -29, 37 })
        foreach (bool right in new[] { true, false })
        {
            spot = right ? (x + 7, y + dy, "start") : (x - 7, y + dy, "end");
            double left = right ? spot.X : spot.X - width;
            if (!placed.Any(b => left < b.X + b.Width && b.X < left + width && spot.Y - Height < b.Y && b.Y - Height < spot.Y))
            {
                placed.Add((left, spot.Y, width));
                return spot;
            }
        }
        placed.Add((spot.Anchor == "start" ? spot.X : spot.X - width, spot.Y, width));
        return spot;
    }
}
