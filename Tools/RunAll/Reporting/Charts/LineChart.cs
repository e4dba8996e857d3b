using System.Xml.Linq;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

public sealed record LineSeries(string Name, IReadOnlyList<(double X, double Y)> Points);

/// <summary>Lines on log-log axes with a decade grid.</summary>
public sealed record LineChart(string Id, string Title, string XAxisTitle, string YAxisTitle, ChartUnit YUnit,
    IReadOnlyList<LineSeries> Series)
{
    const double Left = 74, Right = 24, Bottom = 50, PlotHeight = 380;

    public XElement ToSvg()
    {
        var (legend, legendHeight) = Legend(Series.Select(s => s.Name).ToList(), Left);
        double top = TitleHeight + legendHeight + 8, plotWidth = Width - Left - Right;
        var points = Series.SelectMany(s => s.Points).Where(p => p.X > 0 && p.Y > 0).ToList();
        var (xLow, xHigh) = Decades(points.Select(p => p.X));
        var (yLow, yHigh) = Decades(points.Select(p => YUnit.Apply(p.Y)));
        double X(double x) => Left + (Math.Log10(x) - xLow) / (xHigh - xLow) * plotWidth;
        double Y(double y) => top + PlotHeight - (Math.Log10(YUnit.Apply(y)) - yLow) / (yHigh - yLow) * PlotHeight;

        var content = new List<object> { legend };
        content.Add(LogAxes(Left, top, plotWidth, PlotHeight, (xLow, xHigh), (yLow, yHigh)));

        for (int s = 0; s < Series.Count; s++)
        {
            var drawn = Series[s].Points.Where(p => p.X > 0 && p.Y > 0).OrderBy(p => p.X).ToList();
            var group = Element("g", new XAttribute("class", "series"), new XAttribute("data-series", Series[s].Name),
                new XAttribute("stroke", Color(s)), new XAttribute("fill", Color(s)));
            if (drawn.Count > 1)
            {
                group.Add(Element("polyline", new XAttribute("fill", "none"), new XAttribute("stroke-width", "2"),
                    new XAttribute("points",
                        string.Join(' ', drawn.Select(p => $"{Number(X(p.X))},{Number(Y(p.Y))}")))));
            }
            foreach (var (x, y) in drawn)
            {
                group.Add(Element("circle", Attribute("cx", X(x)), Attribute("cy", Y(y)), Attribute("r", 3),
                    Element("title", $"{Series[s].Name}, N = {TickLabel(x)}: {YUnit.Format(YUnit.Apply(y))}")));
            }
            content.Add(group);
        }

        content.Add(Text(Left + plotWidth / 2, top + PlotHeight + 38, XAxisTitle, "middle", "axis-title"));
        content.Add(VerticalAxisTitle(top, PlotHeight, $"{YAxisTitle} ({YUnit.Symbol}, log scale)"));
        return Root(Id, Title, top + PlotHeight + Bottom, content);
    }
}
