using System.Globalization;
using System.Xml.Linq;
using SerializerTests.RunAll.Reporting.Charts;

namespace SerializerTests.Tests.RunAll;

/// <summary>The bar charts' value axis: logarithmic for times that span decades (one slow serializer leaves the others readable),
/// linear where a bar's length should be its value.</summary>
public class BarChartTests
{
    /// <summary>Five serializers from 1 ms to 2.13 s (BinaryFormatter's serialize at a million objects), each ±10% but the third ±50%
    /// and the first ±150% (an interval reaching below zero).</summary>
    static readonly double?[] Seconds = [1e-3, 2e-3, 1e-2, 1e-1, 2.13];
    static readonly double?[] HalfWidths = [150, 10, 50, 10, 10];

    static XElement Chart(bool logarithmic) => new BarChart("time", "Serialize", "Time per operation", "Serializer", ChartUnit.ForSeconds(2.13),
        [.. Seconds.Select((_, i) => $"S{i}")], [new ChartSeries("Serialize", Seconds, HalfWidths)], Logarithmic: logarithmic).ToSvg();

    static double Number(XElement e, string attribute) => double.Parse(e.Attribute(attribute)!.Value, CultureInfo.InvariantCulture);

    static List<double> Widths(XElement svg) => [.. svg.Descendants("rect").Select(r => Number(r, "width"))];

    /// <summary>The x of each grid line of the value axis, the axis line first.</summary>
    static List<double> Ticks(XElement svg) => [.. svg.Elements("g").First(g => g.Attribute("class")?.Value == "axis").Elements("line").Select(l => Number(l, "x1"))];

    [Fact]
    public void OnALogAxisBarsGrowWithTheirValueAndATenfoldValueIsOneDecadeLonger()
    {
        var svg = Chart(logarithmic: true);
        var widths = Widths(svg);
        var ticks = Ticks(svg);
        double decade = ticks[1] - ticks[0];

        Assert.Equal(widths.Order(), widths);
        Assert.Equal(widths.Count, widths.Distinct().Count());
        Assert.Equal(decade, widths[2] - widths[0], 0.05);
        Assert.Equal(decade, widths[3] - widths[2], 0.05);
        Assert.Equal(decade * Math.Log10(2), widths[1] - widths[0], 0.05);
        // 1 ms is the fastest: bars start at the decade at or below its half (100 µs), so its bar is a decade long, not a sliver.
        Assert.Equal(decade, widths[0], 0.05);
        Assert.All(ticks.Zip(ticks.Skip(1)), t => Assert.Equal(decade, t.Second - t.First, 0.05));
    }

    [Fact]
    public void ALogAxisLabelsEachDecadeInTheUnitThatSuitsItAndSaysItIsLogarithmic()
    {
        var svg = Chart(logarithmic: true);
        var labels = svg.Descendants("text").Where(t => t.Attribute("text-anchor")?.Value == "middle" && t.Attribute("class") is null).Select(t => t.Value);
        Assert.Equal(["100 µs", "1 ms", "10 ms", "100 ms", "1 s", "10 s"], labels);
        Assert.Contains(svg.Descendants("text"), t => t.Value == "Time per operation (s, log scale)");
    }

    [Fact]
    public void OnALogAxisAWhiskerSpansItsIntervalInLogsAndStopsAtTheFloor()
    {
        var svg = Chart(logarithmic: true);
        var bars = svg.Descendants("rect").ToList();
        var whiskers = svg.Descendants("g").Where(g => g.Attribute("class")?.Value == "interval").Select(g => g.Elements("line").First()).ToList();
        double decade = Ticks(svg)[1] - Ticks(svg)[0];
        double End(int bar) => Number(bars[bar], "x") + Number(bars[bar], "width");

        // ±50% around 10 ms: 5 ms to 15 ms, log10(2) of a decade below the bar's end and log10(1.5) above it.
        Assert.Equal(decade * Math.Log10(2), End(2) - Number(whiskers[2], "x1"), 0.05);
        Assert.Equal(decade * Math.Log10(1.5), Number(whiskers[2], "x2") - End(2), 0.05);
        // ±150% around 1 ms reaches below zero: cut at the axis's floor, where the bars start.
        Assert.Equal(Number(bars[0], "x"), Number(whiskers[0], "x1"), 2);
        Assert.Equal(decade * Math.Log10(2.5), Number(whiskers[0], "x2") - End(0), 0.05);
    }

    [Fact]
    public void OnALinearAxisABarIsAsLongAsItsValue()
    {
        var svg = Chart(logarithmic: false);
        var widths = Widths(svg);
        Assert.Equal(2 * widths[0], widths[1], 0.05);
        Assert.Equal(21.3 * widths[3], widths[4], 0.5);
        Assert.Contains(svg.Descendants("text"), t => t.Value == "Time per operation (s)");
    }

    [Theory]
    [InlineData("s", 1e-4, "100 µs")]
    [InlineData("s", 1e-3, "1 ms")]
    [InlineData("s", 1e-6, "1 µs")]
    [InlineData("s", 10, "10 s")]
    [InlineData("ms", 1000, "1 s")]
    [InlineData("ms", 0.1, "100 µs")]
    [InlineData("KiB", 1024, "1 MiB")]
    [InlineData("KiB", 0.1, "102.4 bytes")]
    public void ATickReadsInTheUnitOfItsQuantityThatSuitsIt(string symbol, double tick, string expected) =>
        Assert.Equal(expected, new ChartUnit(symbol, 1).FormatTick(tick));

    [Fact]
    public void ATickOfAUnitOfNoKnownQuantityKeepsItsSymbol() => Assert.Equal("5 calls", new ChartUnit("calls", 1).FormatTick(5));
}
