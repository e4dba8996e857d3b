using System.Globalization;
using AngleSharp.Dom;
using AngleSharp.Html.Parser;
using SerializerTests.RunAll.Reporting.Decision;
using SerializerTests.RunAll.Summaries.Decision;

namespace SerializerTests.Tests.RunAll;

/// <summary>The matrix's allocation columns show the rows the matrix shows (its runtime, variant and N), and the version a page shows
/// is the library's package's, from column PackageVersion, never the assembly's own.</summary>
public class MatrixAllocationAndPackageTests
{
    const int N = 1000;

    static ResultRow Steady(string serializer, long serializeBytes, long deserializeBytes, int objects = N, string runtime = "net10.0",
        string variant = "JIT") => new()
    {
        Serializer = new(serializer), Objects = objects, Test = "combined", Runtime = runtime, Variant = variant, Status = ResultStatus.Ok,
        RootType = "BookShelf", Dataset = "bookshelf", SerializeMedianSeconds = 1e-5, DeserializeMedianSeconds = 2e-5, SizeBytes = 100,
        DataFormat = "Binary", Maintenance = "Maintained", Framework = ".NET 10.0.12",
        SerializeAllocatedBytesPerOp = serializeBytes, DeserializeAllocatedBytesPerOp = deserializeBytes,
    };

    /// <summary>Each serializer's row at the matrix's runtime, variant and N, beside rows of the same serializer at another N, runtime
    /// and variant whose allocations differ: a cell from any of those would parse back to another number.</summary>
    static List<ResultRow> RowsWithDecoys() =>
    [
        Steady("A", 123_457, 9_876_543), Steady("B", 12, 1_048_577),
        .. new[] { "A", "B" }.SelectMany(s => new[]
        {
            Steady(s, 1, 2, objects: 100), Steady(s, 3, 4, runtime: "net9.0"), Steady(s, 5, 6, variant: "ReadyToRun"),
        }),
    ];

    /// <summary>A size as the pages write it ("120.6 KiB", "12 bytes"), back in bytes.</summary>
    static double ParseBytes(string text)
    {
        var (number, symbol) = text.Split(' ') is [var n, var s] ? (n, s) : throw new FormatException(text);
        var unit = Units.Size.Single(u => u.Symbol == symbol);
        return double.Parse(number, NumberStyles.Float, CultureInfo.InvariantCulture) * unit.Size;
    }

    /// <summary>Three significant digits: within half a unit of the last digit, 0.5% at most.</summary>
    static void AssertBytes(long? expected, string text) => Assert.InRange(ParseBytes(text), expected!.Value * 0.995, expected.Value * 1.005);

    [Fact]
    public void AllocationCellsParseBackToTheRowsOfTheMatrixsRuntimeVariantAndN()
    {
        var rows = RowsWithDecoys();
        var data = RunSummary.From(rows, "allocations", N);
        var page = new HtmlParser().ParseDocument(HtmlReport.Render(data));
        string summary = SummaryMarkdown.Render(data);
        foreach (var expected in rows.Where(r => r.Objects == N && r.Runtime == "net10.0" && r.Variant == "JIT"))
        {
            var matrixRow = data.Matrix.Row(expected.Serializer)!;
            var tr = page.QuerySelector($"table[data-table=matrix] tr[data-serializer={expected.Serializer}]")!;
            string Html(string key) => tr.QuerySelector($"td[data-column={key}]")!.TextContent;
            string serialize = MatrixText.Cell(matrixRow, DecisionMatrix.SerializeAllocated).Text;
            string deserialize = MatrixText.Cell(matrixRow, DecisionMatrix.DeserializeAllocated).Text;

            AssertBytes(expected.SerializeAllocatedBytesPerOp, serialize);
            AssertBytes(expected.DeserializeAllocatedBytesPerOp, deserialize);
            Assert.Equal((serialize, deserialize), (Html(DecisionMatrix.SerializeAllocated), Html(DecisionMatrix.DeserializeAllocated)));
            Assert.Contains($"| {serialize} | {deserialize} |", summary);
        }
    }

    [Fact]
    public void AllocationColumnsSayTheyArePerOperationOnAllNItemsAtTheMatrixsRuntime()
    {
        var matrix = RunSummary.From(RowsWithDecoys(), "allocations", N).Matrix;
        (string Key, string Operation)[] columns = [(DecisionMatrix.SerializeAllocated, "serialize"), (DecisionMatrix.DeserializeAllocated, "deserialize")];
        foreach (var (key, operation) in columns)
        {
            var column = matrix.Columns.Single(c => c.Key == key);
            Assert.Equal($"Allocated per {operation}", column.Heading);
            Assert.StartsWith("steady state, net10.0 JIT, N = 1,000, bookshelf: ", column.Source);
            Assert.Contains($"per {operation} operation (one call on the root object of all N items, as the time columns)", column.Source);
        }
    }

    /// <summary>Google.FlatBuffers 25.2.10's assembly says it is 1.0.0: the pages show 25.2.10.</summary>
    [Fact]
    public void ASerializerWhoseAssemblyVersionDiffersShowsItsPackagesVersion()
    {
        var row = Steady("FlatBuffers", 10, 20) with { LibraryVersion = "1.0.0", FileVersion = "1.0.0.0", PackageVersion = "25.2.10" };
        var data = RunSummary.From([row], "versions", N);

        Assert.Equal(("25.2.10", null), MatrixText.Cell(data.Matrix.Row("FlatBuffers")!, DecisionMatrix.PackageVersionKey));
        var facts = FactsCell(data, "FlatBuffers");
        Assert.Equal("25.2.10", facts.TextContent);
        Assert.Contains("not the assembly's own", facts.GetAttribute("title"));
        Assert.DoesNotContain(">1.0.0<", HtmlReport.Render(data));
    }

    /// <summary>A hand-written baseline's library is the runtime's own assembly (10.0.12 here): no package, so no version.</summary>
    [Fact]
    public void ABaselineShowsNoPackageVersion()
    {
        var baseline = Steady("AllocPerf", 10, 20) with
        {
            Maintenance = "NotASerializer", LibraryVersion = "10.0.12", FileVersion = "10.0.1226.42308",
        };
        var framework = Steady("XmlSerializer", 10, 20) with { LibraryVersion = "10.0.12", FileVersion = "10.0.1226.42308" };
        var data = RunSummary.From([baseline, framework, Steady("Packaged", 10, 20) with { PackageVersion = "2.5.307" }], "versions", N);

        Assert.Equal(("no package", "no package: a hand-written baseline on the .NET library alone"),
            MatrixText.Cell(data.Matrix.Row("AllocPerf")!, DecisionMatrix.PackageVersionKey));
        Assert.Equal(("no package", "no package: the build takes the library from the shared framework (.NET 10.0.12)"),
            MatrixText.Cell(data.Matrix.Row("XmlSerializer")!, DecisionMatrix.PackageVersionKey));
        Assert.Equal(PackageVersionText.None, FactsCell(data, "AllocPerf").TextContent);
        Assert.Equal(PackageVersionText.None, FactsCell(data, "XmlSerializer").TextContent);
    }

    /// <summary>A package whose version differs by runtime (BinaryFormatter's) shows each runtime's; one without a package there says so.</summary>
    [Fact]
    public void FactsShowEachRuntimesVersionWhereTheyDiffer()
    {
        var rows = new[] { ("net10.0", "11.0.0"), ("net9.0", "9.0.23"), ("net8.0", (string?)null) }
            .Select(p => Steady("BinaryFormatter", 10, 20, runtime: p.Item1) with { PackageVersion = p.Item2 }).ToList();
        Assert.Equal("11.0.0 (net10.0); 9.0.23 (net9.0); — (net8.0)",
            FactsCell(RunSummary.From(rows, "versions", N), "BinaryFormatter").TextContent);
    }

    static IElement FactsCell(RunSummary data, string serializer) =>
        new HtmlParser().ParseDocument(HtmlReport.Render(data)).QuerySelectorAll("table[data-table=serializers] tbody tr")
            .Single(tr => tr.Children[0].TextContent == serializer).QuerySelector("td[data-column=package-version]")!;
}
