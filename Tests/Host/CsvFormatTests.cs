namespace SerializerTests.Tests.Host;

public partial class CsvFormatTests
{
    static readonly string[] ClassicColumns =
    [
        "Serializer", "Objects", "Time to serialize in s", "Time to deserialize in s", "Size in bytes", "FileVersion",
        "Framework", "ProjectHome", "DataFormat", "FormatDetails", "Supports Versioning", "Scenario",
    ];

    [Fact]
    public void HeaderStartsWithTheTwelveClassicColumns() => Assert.Equal(ClassicColumns, ResultCsv.Header.Take(12));

    [Fact]
    public void DocsListExactlyTheColumnsTheCodeWrites()
    {
        var doc = File.ReadAllText(Path.Combine(AppContext.BaseDirectory, "docs", "csv-format.md"));
        var documented = DocumentedColumn().Matches(doc).Select(m => m.Groups[1].Value).ToList();
        Assert.Equal(ResultCsv.Header, documented);
    }

    [Fact]
    public void HostOutputParsesBackWithTheDocumentedHeader()
    {
        var run = HostRun.Of(["-N", "2", "-Runs", "2", "-serializer", "#BinaryWriter", "-scenario", "tab\tand \"quote\""]);
        var header = run.Stdout.Split('\n')[0].Split('\t');
        Assert.Equal(ResultCsv.Header, header);
        var row = Assert.Single(run.Rows);
        Assert.Equal("tab\tand \"quote\"", row.Scenario);
        Assert.Equal(2, row.Objects);
        Assert.Matches(@"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", row.Timestamp);
    }

    [Fact]
    public void TheReferencesColumnsReadAndAFileWithFewerIsTooOld()
    {
        string path = Path.Combine(Path.GetTempPath(), $"reference-{Guid.NewGuid():N}.csv");
        try
        {
            ResultCsv.WriteFile(path, [new ResultRow { Serializer = new("Old"), Objects = 3, SerializeMedianSeconds = 0.5, AdapterSource = "x.cs" }]);
            var written = File.ReadAllLines(path);
            string Keep(int columns) => string.Concat(written.Select(line => string.Join('\t', line.Split('\t').Take(columns)) + "\n"));
            File.WriteAllText(path, Keep(ResultCsv.ReferenceColumns));
            var row = Assert.Single(ResultCsv.ReadFile(path));
            Assert.Equal(("Old", 3, 0.5), (row.Serializer.ToString(), row.Objects, row.SerializeMedianSeconds!.Value));
            Assert.Null(row.AdapterSource);

            File.WriteAllText(path, Keep(ResultCsv.ReferenceColumns - 1));
            var tooOld = Assert.Throws<DamagedFileException>(() => ResultCsv.ReadFile(path));
            Assert.Contains($"is too old for this RunAll: {ResultCsv.ReferenceColumns - 1} of its {ResultCsv.Header.Count} columns", tooOld.Message);
            Assert.DoesNotContain('\n', tooOld.Message);
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void ASideFileWithItsLastColumnCutSaysItsHeaderIsWrongNotThatItIsTooOld()
    {
        string path = Path.Combine(TempFolders.New("side-file-"), "HostileSummary.csv");
        TsvFile.Write(path, [new SerializerTests.RunAll.Hostile.HostileSummaryRow { Serializer = "A", Setting = "default", Datasets = "bookshelf", Cases = 1 }]);
        File.WriteAllLines(path, File.ReadAllLines(path).Select(line => string.Join('\t', line.Split('\t').SkipLast(1))));

        var damaged = Assert.Throws<DamagedFileException>(() => TsvFile.Read<SerializerTests.RunAll.Hostile.HostileSummaryRow>(path));
        Assert.Contains("does not start with the HostileSummaryRow header", damaged.Message);
        Assert.DoesNotContain("too old", damaged.Message);
    }

    [Fact]
    public void NumbersUseTheInvariantCulture()
    {
        var previous = Thread.CurrentThread.CurrentCulture;
        try
        {
            Thread.CurrentThread.CurrentCulture = new System.Globalization.CultureInfo("de-DE");
            var run = HostRun.Of(["-N", "1", "-Runs", "2", "-serializer", "#BinaryWriter", "-NoHeader"]);
            var fields = run.Stdout.Split('\t');
            Assert.Matches(@"^\d+(\.\d+)?(E-?\d+)?$", fields[2]);
        }
        finally
        {
            Thread.CurrentThread.CurrentCulture = previous;
        }
    }

    // Rows of the column table in docs/csv-format.md: | n | `Name` | …
    [GeneratedRegex(@"^\|\s*\d+\s*\|\s*`([^`]+)`", RegexOptions.Multiline)]
    private static partial Regex DocumentedColumn();
}
