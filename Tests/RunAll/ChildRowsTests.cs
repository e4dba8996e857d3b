using SerializerTests.Results;
using SerializerTests.RunAll.Running;

namespace SerializerTests.Tests.RunAll;

public class ChildRowsTests
{
    [Fact]
    public void AStrayLineCostsNoRowAndIsReported()
    {
        var rows = new[] { new HostileRow { Serializer = "A", Case = 1, Outcome = "rejected" }, new HostileRow { Serializer = "A", Case = 2, Outcome = "crash" } };
        var text = new StringWriter();
        using (var writer = new RowWriter<HostileRow>(text, writeHeader: true))
        {
            writer.Write(rows[0]);
            text.Write("library says hello\n");
            writer.Write(rows[1]);
        }
        string stdout = text + "A\tcut short\n";

        var parsed = ChildRows.Parse<HostileRow>(stdout);
        Assert.Equal(rows.Select(r => (r.Serializer, r.Case, r.Outcome)), parsed.Rows.Select(r => (r.Serializer, r.Case, r.Outcome)));
        Assert.Equal(["library says hello", "A\tcut short"], parsed.Stray);
        Assert.Equal("2 stray lines on stdout, the first: library says hello", ChildRows.Describe(parsed.Stray));
    }
}
