using System.Globalization;
using System.Xml.Linq;
using SerializerTests.RunAll.MachineSpeed;
using static SerializerTests.RunAll.Reporting.Charts.Svg;

namespace SerializerTests.RunAll.Reporting.Charts;

/// <param name="Joined">Drawn as a line through its points rather than as dots alone.</param>
public sealed record TimeSeries(string Name, IReadOnlyList<SpeedPoint> Points, bool Joined);

/// <summary>Ratios over a run's minutes on linear axes, 1 drawn as the reference line.</summary>
public sealed record TimeChart(string Id, string Title, string YAxisTitle, IReadOnlyList<TimeSeries> Series)
{
    const double Left = 74, Right = 24, Bottom = 50, PlotHeight = 300;

    /// <summary>The axis spans at least 0.8–1.2 and at most 0.5–2.5.</summary>
    const double Reach = 2.5;

    public XElement ToSvg()
    {
        var (legend, legendHeight) = Legend([.. Series.Select(s => s.Name)], Left);
        double top = TitleHeight + legendHeight + 8, plotWidth = Width - Left - Right;
        var points = Series.SelectMany(s => s.Points).ToList();
        double lastMinute = points.Select(p => p.Minutes).DefaultIfEmpty(1).Max(), xStep = NiceStep(lastMinute);
        double xHigh = Math.Max(xStep, Math.Ceiling(lastMinute / xStep) * xStep);
        double yLow = Math.Clamp(points.Select(p => p.Ratio).DefaultIfEmpty(1).Min(), 0.5, 0.8);
        double yHigh = Math.Clamp(points.Select(p => p.Ratio).DefaultIfEmpty(1).Max(), 1.2, Reach);
        double yStep = NiceStep(yHigh - yLow);
        (yLow, yHigh) = (Math.Floor(yLow / yStep) * yStep, Math.Ceiling(yHigh / yStep) * yStep);
        double X(double minutes) => Left + minutes / xHigh * plotWidth;
        double Y(double ratio) =>
            top + PlotHeight - (Math.Clamp(ratio, yLow, yHigh) - yLow) / (yHigh - yLow) * PlotHeight;

        var axis = Element("g", new XAttribute("class", "axis"));
        for (double x = 0; x <= xHigh + xStep / 2; x += xStep)
        {
            axis.Add(Line(X(x), top, X(x), top + PlotHeight, x == 0 ? "axis-line" : "grid"));
            axis.Add(Text(X(x), top + PlotHeight + 15, TickLabel(x), "middle"));
        }
        for (double y = yLow; y <= yHigh + yStep / 2; y += yStep)
        {
            axis.Add(Line(Left, Y(y), Left + plotWidth, Y(y), Math.Abs(y - 1) < yStep / 2 ? "axis-line" : "grid"));
            axis.Add(Text(Left - 6, Y(y) + 4, TickLabel(Math.Round(y, 6)), "end"));
        }
        var content = new List<object> { legend, axis };
        for (int s = 0; s < Series.Count; s++)
        {
            var series = Series[s];
            var group = Element("g", new XAttribute("class", "series"), new XAttribute("data-series", series.Name),
                new XAttribute("stroke", Color(s)), new XAttribute("fill", Color(s)));
            if (series.Joined && series.Points.Count > 1)
                group.Add(Element("polyline", new XAttribute("fill", "none"), new XAttribute("stroke-width", "1"),
                    new XAttribute("points",
                        string.Join(' ', series.Points.Select(p => $"{Number(X(p.Minutes))},{Number(Y(p.Ratio))}")))));
            foreach (var point in series.Points)
                group.Add(Element("circle", Attribute("cx", X(point.Minutes)), Attribute("cy", Y(point.Ratio)),
                    Attribute("r", series.Joined ? 1.5 : 3),
                    new XAttribute("data-ratio", point.Ratio.ToString("F3", CultureInfo.InvariantCulture)),
                        Element("title", point.Label)));
            content.Add(group);
        }
        content.Add(Text(Left + plotWidth / 2, top + PlotHeight + 38, "Minutes since the run's first sample", "middle",
            "axis-title"));
        content.Add(VerticalAxisTitle(top, PlotHeight, YAxisTitle));
        return Root(Id, Title, top + PlotHeight + Bottom, content);
    }
}
