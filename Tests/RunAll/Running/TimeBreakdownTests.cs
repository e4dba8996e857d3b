namespace SerializerTests.Tests.RunAll;

public class TimeBreakdownTests
{
    static Cell Cell(TestKind test, string serializer, int launch = 1) => new(new RuntimeVariant("net10.0", Variant.Jit), test, new(serializer), launch);

    [Fact]
    public void TheStepsAddUpToTheTotalInTheirOrderAndTheSlowestCellsComeFirst()
    {
        var time = new TimeBreakdown();
        time.Step("building", TimeSpan.FromSeconds(102), "1 built, 1 reused");
        time.Step("versioning", TimeSpan.FromSeconds(4), "a child per serializer");
        time.Step("first-call launches", TimeSpan.FromSeconds(1.5), "3 children");
        for (int launch = 1; launch <= 3; launch++)
            time.CellFinished(Cell(TestKind.FirstCall, "A", launch), TimeSpan.FromSeconds(0.5));
        time.Step("steady state", TimeSpan.FromSeconds(68), "2 children");
        time.CellFinished(Cell(TestKind.Combined, "A"), TimeSpan.FromSeconds(7));
        time.CellFinished(Cell(TestKind.Combined, "B"), TimeSpan.FromSeconds(61));

        var lines = time.Lines(TimeSpan.FromSeconds(180), slowest: 2);
        var table = lines.Skip(1).Take(6).Select(l => l.Split("  ", StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).ToList();
        Assert.Equal(
        [
            ["building", "1 min 42 s", "1 built, 1 reused"],
            ["versioning", "4.0 s", "a child per serializer"],
            ["first-call launches", "1.5 s", "3 children"],
            ["steady state", "1 min 08 s", "2 children"],
            ["other", "4.5 s", "orchestrator, environment record"],
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
