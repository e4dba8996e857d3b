using SerializerTests.RunAll.Columns;
using SerializerTests.Serializers;

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

    /// <summary>Each adapter's output-buffer choice is stated, with its reason, as its metadata (and OutputBufferTests) has it.</summary>
    [Theory]
    [MemberData(nameof(RoundTripTests.Names), MemberType = typeof(RoundTripTests))]
    public void OutputBufferTableMatchesTheAdapterMetadata(string serializer)
    {
        var table = ReadTable("## Output buffers");
        var info = SerializerCatalog.All.Single(e => e.Name == serializer).Create(new AdapterOptions()).Info;
        string buffer = info.OutputBuffer == OutputBuffer.ReusedWriter ? "reused writer" : "library stream";
        Assert.True(table.TryGetValue(serializer, out var cells), DocsTable.AddRow("serializers.md", "## Output buffers", [serializer, buffer, "<why>"]));
        Assert.Equal(buffer, cells[1]);
        Assert.NotEmpty(cells[2]);
    }

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
