using SerializerTests.RunAll.Exporters;

namespace SerializerTests.Tests.RunAll.Publishing;

/// <summary>
/// The repository's own published reference run: README.md's Results section and <c>SerializerTestResults/reference/</c> come together
/// (both, or neither until the first reference run is published), the README's table says what the published summary.md says, and the
/// folder is complete, read by <c>report</c> and <c>compare</c>, and small enough to keep in git.
/// </summary>
public class ReferenceRunTests
{
    const long MostBytes = 10L << 20;

    static readonly string Root = RepositoryLayout.FindRoot()!;
    static string Reference => Path.Combine(Root, "SerializerTestResults", "reference");
    static string Readme => File.ReadAllText(Path.Combine(Root, "README.md"));

    static bool Published()
    {
        var (begins, ends) = ReadmeResults.Markers(Readme);
        bool folder = Directory.Exists(Reference);
        Assert.True((begins, ends) is (0, 0) or (1, 1), $"README.md has {begins} begin and {ends} end markers of the reference results");
        Assert.True(folder == (begins == 1), folder
            ? "SerializerTestResults/reference/ exists but README.md has no reference-results section: publish it with ./RunAll.sh publish, or delete the folder"
            : "README.md has a reference-results section but SerializerTestResults/reference/ does not exist");
        return folder;
    }

    [Fact]
    public void TheReadmeSectionAndTheReferenceFolderComeTogether() => Published();

    [Fact]
    public void TheReadmeTableAgreesWithThePublishedSummary()
    {
        if (!Published())
            return;
        string section = ReadmeResults.Section(Readme);
        var problems = ReadmeResults.Disagreements(section, File.ReadAllText(Path.Combine(Reference, RunFolder.Files.Summary)));
        Assert.True(problems.Count == 0, string.Join("\n", problems));
        string stamp = File.ReadLines(Path.Combine(Reference, "README.md")).First()["# Reference run ".Length..];
        Assert.Contains($"[`{stamp}`](SerializerTestResults/reference/README.md)", section);
    }

    [Fact]
    public void TheOldestFolderReadIsThePublishedReference()
    {
        if (!Published())
            return;
        var (_, saved, _) = RunFolder.Open(Reference, "the reference");
        string combined = Path.Combine(Reference, CombinedCsvExporter.CombinedFileName(saved!.ToSettings()));
        Assert.Equal(ResultCsv.ReferenceColumns, File.ReadLines(combined).First().Split('\t').Length);
    }

    [Fact]
    public async Task TheReferenceFolderIsCompleteReadableAndSmall()
    {
        if (!Published())
            return;
        var (_, saved, error) = RunFolder.Open(Reference, "the reference");
        Assert.True(error is null, error);
        string combined = CombinedCsvExporter.CombinedFileName(saved!.ToSettings());
        foreach (var file in new[] { combined, Path.ChangeExtension(combined, ".xlsx"), "report.html", "summary.md", "environment.txt", "README.md", "steady-state.svg" })
            Assert.True(File.Exists(Path.Combine(Reference, file)), $"SerializerTestResults/reference/ has no {file}");
        long bytes = Directory.GetFiles(Reference, "*", SearchOption.AllDirectories).Sum(f => new FileInfo(f).Length);
        Assert.True(bytes < MostBytes, $"SerializerTestResults/reference/ holds {bytes:N0} bytes, over 10 MiB");
        Assert.Empty(Directory.GetDirectories(Reference));

        // report and compare write into the folders they read: a copy of the published folder, not the repository's own.
        string copy = Path.Combine(TempFolders.New("reference-"), "reference");
        Directory.CreateDirectory(copy);
        foreach (var file in Directory.GetFiles(Reference))
            File.Copy(file, Path.Combine(copy, Path.GetFileName(file)));
        var report = await RunAllRun.InProcess(["report", copy]);
        Assert.True(report.ExitCode == 0, report.Error);
        var compare = await RunAllRun.InProcess(["compare", Reference, copy]);
        Assert.True(compare.ExitCode == 0, compare.Error);
        Assert.Contains(compare.Lines, l => l.Contains("cells paired; noise threshold ±5%: 0 faster, 0 slower", StringComparison.Ordinal));
    }
}
