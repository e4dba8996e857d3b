using SerializerTests.RunAll.Columns;

namespace SerializerTests.Tests.Serializers;

/// <summary>docs/serializers.md's matrix must say what the adapters' metadata and the measured tables say.</summary>
public class SerializerDocsTests
{
    static readonly Dictionary<string, string[]> Matrix = ReadMatrix();

    [Theory]
    [MemberData(nameof(RoundTripTests.Names), MemberType = typeof(RoundTripTests))]
    public void MatrixRowMatchesTheAdapterMetadata(string serializer)
    {
        var info = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions()).Info;
        Assert.True(Matrix.TryGetValue(serializer, out var cells), DocsTable.AddRow("serializers.md", "## Measured",
        [
            serializer, "<package (version)>", $"{info.DataFormat} / {info.FormatDetails}", MeasuredVersioning(serializer),
            info.Maintenance == Maintenance.Maintained ? "yes" : "<maintenance>", YesNo(info.Insecure), "<from the NativeAOT table>",
            YesNo(info.WritesPrivateMembers), "yes", "<from hostile.md>", "<what it does or skips>",
        ]));
        Assert.StartsWith($"{info.DataFormat} / {info.FormatDetails}", cells[2]);
        Assert.Equal(MeasuredVersioning(serializer), cells[3]);
        Assert.Equal(YesNo(info.Insecure), cells[5].Trim('*'));
        Assert.Equal(YesNo(MeasuredUnderNativeAot(serializer)), cells[6]);
        Assert.Equal(YesNo(info.WritesPrivateMembers), cells[7]);
    }

    /// <summary>The matrix's NativeAOT column is what the NativeAOT table (copied from a RunAll run's summary.md) shows: "works" on
    /// every runtime. There is no claim in the code to compare with: the run measures it (column 42, NativeAotVerdicts).</summary>
    static bool MeasuredUnderNativeAot(string serializer)
    {
        var table = ReadTable("## Under NativeAOT");
        Assert.True(table.TryGetValue(serializer, out var cells),
            DocsTable.AddRow("serializers.md", "## Under NativeAOT", [serializer, "<the serializer's row of the 'Under NativeAOT' table in a RunAll run's summary.md>"]));
        return cells.Skip(1).All(c => c.StartsWith("works", StringComparison.Ordinal));
    }

    /// <summary>The Path table says what each adapter calls, which document of its library it follows, and which alternatives the audit
    /// measured: the calls and the document as the adapter's metadata has them, the alternatives as the catalog has them.</summary>
    [Theory]
    [MemberData(nameof(RoundTripTests.Names), MemberType = typeof(RoundTripTests))]
    public void PathTableMatchesTheAdapterMetadata(string serializer)
    {
        var info = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions()).Info;
        Assert.NotNull(info.Path);
        string buffer = BufferLabel(info.OutputBuffer);
        var alternatives = SerializerCatalog.PathAlternatives.Where(a => a.Name.StartsWith(serializer + ".", StringComparison.Ordinal)).Select(a => $"`{a.Name}`").ToList();
        Assert.True(PathTable.TryGetValue(serializer, out var cells), DocsTable.AddRow("serializers.md", "## Path", [serializer, buffer,
            $"`{info.Path.Serialize}`", $"`{info.Path.Deserialize}`", $"<{info.Path.Document}>", alternatives.Count == 0 ? "<none: why>" : string.Join(", ", alternatives), "<why>"]));
        Assert.Equal(buffer, cells[1]);
        Assert.Equal($"`{info.Path.Serialize}`", cells[2]);
        Assert.Equal($"`{info.Path.Deserialize}`", cells[3]);
        Assert.Contains($"({info.Path.Document})", cells[4]);
        Assert.StartsWith("http", info.Path.Document);
        if (alternatives.Count == 0)
            Assert.StartsWith("none", cells[5]);
        else
            Assert.Equal(alternatives, cells[5].Split(", ").Select(c => c.Trim()).ToList());
        Assert.NotEmpty(cells[6]);
    }

    /// <summary>Every alternative the audit names has its numbers in docs/history/fairness.md's paths table, beside the path it was measured against.</summary>
    [Fact]
    public void EveryAlternativeHasItsMeasurementInTheHistory()
    {
        var measured = DocsTable.ByFirstCell(PathsHistory, PathsHeading);
        foreach (var alternative in SerializerCatalog.PathAlternatives)
        {
            string chosen = alternative.Name[..alternative.Name.IndexOf('.')];
            Assert.True(measured.TryGetValue($"`{alternative.Name}`", out var row), $"{alternative.Name} has no row in docs/{PathsHistory} under '{PathsHeading}'");
            Assert.Equal($"`{chosen}`", row[1]);
            Assert.All(row.Skip(2), cell => Assert.Matches(@"\d", cell));
        }
    }

    const string PathsHistory = "history/fairness.md";
    const string PathsHeading = "## Paths (2026-11-26)";

    static readonly Dictionary<string, string[]> PathTable = ReadTable("## Path");

    static string BufferLabel(OutputBuffer buffer) => buffer switch
    {
        OutputBuffer.ReusedWriter => "reused writer",
        OutputBuffer.CallerBuffer => "caller's buffer",
        _ => "library stream",
    };

    [Fact]
    public void MatrixListsNoAdapterThatDoesNotExist() =>
        Assert.Empty(Matrix.Keys.Except(SerializerCatalog.All.Select(e => e.Name)));

    [Fact]
    public void UnavailableListEqualsTheDocumentedTable()
    {
        var rows = ReadTable("## Not available on this machine").Values.ToList();
        Assert.Equal(SerializerCatalog.Unrestorable.Select(e => e.Name), rows.Select(r => r[1]));
        foreach (var (entry, row) in SerializerCatalog.Unrestorable.Zip(rows))
            Assert.Contains($"Unable to find package {entry.Package}.", row[3]);
        Assert.Empty(SerializerCatalog.Unavailable.Select(e => e.Name).Intersect(SerializerCatalog.All.Select(e => e.Name), StringComparer.OrdinalIgnoreCase));
    }

    /// <summary>A licence-excluded serializer is documented with its reason, has no adapter, and its rows say the same.</summary>
    [Fact]
    public void LicenceExcludedListEqualsTheDocumentedTableAndHasNoAdapter()
    {
        var rows = ReadTable("## Not used: licence").Values.ToList();
        Assert.Equal(SerializerCatalog.LicenceExcluded.Select(e => e.Name), rows.Select(r => r[1]));
        foreach (var (entry, row) in SerializerCatalog.LicenceExcluded.Zip(rows))
        {
            Assert.Equal(entry.Package, row[2]);
            Assert.StartsWith("licence forbids our use", row[3]);
            Assert.Contains("licence", entry.Reason);
        }
        var referenced = typeof(SerializerCatalog).Assembly.GetReferencedAssemblies().Select(a => a.Name);
        Assert.All(SerializerCatalog.LicenceExcluded, e => Assert.DoesNotContain(e.Package, referenced));
        Assert.False(File.Exists(Path.Combine(AppContext.BaseDirectory, "ServiceStack.Text.dll")), "ServiceStack.Text.dll is still copied into the build");
    }

    static string YesNo(bool value) => value ? "yes" : "no";

    /// <summary>Column 11's rule applied to a versioning measurement made now, in this process, on bytes the test itself wrote.</summary>
    static string MeasuredVersioning(string serializer)
    {
        var run = Host.HostRun.Of(["-test", "versioning", "-serializer", "#" + serializer]);
        var rows = SerializerTests.Results.TsvFile.Read<SerializerTests.Results.VersioningRow>(new StringReader(run.Stdout));
        return SerializerTests.RunAll.Columns.VersioningVerdicts.Of(rows).Single(v => v.Key.Serializer == serializer).Value switch
        {
            true => "yes",
            false => "no",
            null => "not measured",
        };
    }

    static Dictionary<string, string[]> ReadMatrix() => ReadTable("## Measured");

    static Dictionary<string, string[]> ReadTable(string heading) => DocsTable.ByFirstCell("serializers.md", heading);
}
