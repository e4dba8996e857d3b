using SerializerTests.Cli;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.Tests.RunAll;

public class TimeBreakdownTests
{
    static Cell Cell(TestKind test, string serializer, int launch = 1) => new(new RuntimeVariant("net10.0", Variant.Jit), test, serializer, launch);

    [Fact]
    public void ThePhasesAddUpToTheTotalAndTheSlowestCellsComeFirst()
    {
        var time = new TimeBreakdown();
        time.Built(TimeSpan.FromSeconds(100), reused: false);
        time.Built(TimeSpan.FromSeconds(2), reused: true);
        for (int launch = 1; launch <= 3; launch++)
            time.CellFinished(Cell(TestKind.FirstCall, "A", launch), TimeSpan.FromSeconds(0.5));
        time.CellFinished(Cell(TestKind.Combined, "A"), TimeSpan.FromSeconds(7));
        time.CellFinished(Cell(TestKind.Combined, "B"), TimeSpan.FromSeconds(61));
        time.Reported(TimeSpan.FromSeconds(3));
        time.MeasuredVersioning(TimeSpan.FromSeconds(4));
        time.MeasuredHostile(TimeSpan.FromSeconds(1));
        time.Prepared(TimeSpan.FromSeconds(0.2));

        var lines = time.Lines(TimeSpan.FromSeconds(180), slowest: 2);
        var table = lines.Skip(1).Take(9).Select(l => l.Split("  ", StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).ToList();
        Assert.Equal(
        [
            ["building", "1 min 42 s", "1 built, 1 reused"],
            ["versioning", "4.0 s", "column 11: a child per serializer"],
            ["hostile input", "1.0 s", "Hostile.csv, SDK runtime JIT"],
            ["quiet and warm-up", "0.2 s", "build servers, quiet check, file cache"],
            ["first-call launches", "1.5 s", "3 children"],
            ["steady state", "1 min 08 s", "2 children"],
            ["reporting", "3.0 s", "combined CSV, report"],
            ["other", "0.3 s", "orchestrator, environment record"],
            ["total", "3 min 00 s"],
        ], table);
        Assert.Equal("  slowest cells: net10.0 JIT combined B process 1 61.0 s; net10.0 JIT combined A process 1 7.0 s", lines[^1]);
    }

    [Theory]
    [InlineData(42.14, "42.1 s")]
    [InlineData(187, "3 min 07 s")]
    [InlineData(3725, "1 h 02 min 05 s")]
    public void DurationsReadAsAPersonWritesThem(double seconds, string expected) => Assert.Equal(expected, TimeBreakdown.Format(TimeSpan.FromSeconds(seconds)));
}
