namespace SerializerTests.Tests.RunAll;

public class ChildRowsTests
{
    [Fact]
    public void ADamagedLineCostsNoOtherRowAndIsReported()
    {
        var rows = new[] { new HostileRow { Serializer = new("A"), Case = 1, Outcome = "rejected" }, new HostileRow { Serializer = new("A"), Case = 2, Outcome = "crash" } };
        var text = new StringWriter();
        using (var writer = new RowWriter<HostileRow>(text, writeHeader: true))
        {
            writer.Write(rows[0]);
            text.Write("\u0001garbage\n");
            writer.Write(rows[1]);
        }
        string written = text + "A\tcut short\n";

        var parsed = ChildRows.Parse<HostileRow>(written);
        Assert.Equal(rows.Select(r => (r.Serializer, r.Case, r.Outcome)), parsed.Rows.Select(r => (r.Serializer, r.Case, r.Outcome)));
        Assert.Equal(["\u0001garbage", "A\tcut short"], parsed.Damaged);
        Assert.Equal("2 unreadable lines among the rows, the first: \\u0001garbage", ChildRows.Describe(parsed.Damaged));
    }
}
