using System.Security.Cryptography;
using SerializerTests.RunAll.Calibration;

namespace SerializerTests.Tests.RunAll;

/// <summary>One small real results folder, made once; each test damages a copy of one file and runs the command that reads it.</summary>
public sealed class ResultsFolderFixture : IAsyncLifetime
{
    public string Folder { get; private set; } = "";
    public string CombinedCsv { get; private set; } = "";

    public async Task InitializeAsync()
    {
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", "--runtimes", "net10.0", "--variants", "jit", "--launches", "1",
            "--N", "1", "--processes", "1", "--out", RunAllRun.NewOutputRoot()]);
        Assert.True(run.ExitCode == 0, run.Error + run.Output);
        (Folder, CombinedCsv) = (run.Folder, run.CombinedCsv);
    }

    public Task DisposeAsync() => Task.CompletedTask;
}

[Collection(RunAllCollection.Name)]
[Trait(TestKinds.Trait, TestKinds.Launching)]
public class DamagedFileTests(ResultsFolderFixture fixture) : IClassFixture<ResultsFolderFixture>
{
    public enum Damage { Empty, Truncated, Binary, WrongHeader }

    public static TheoryData<Damage> Damages => [Damage.Empty, Damage.Truncated, Damage.Binary, Damage.WrongHeader];

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ReportOnADamagedCombinedCsvSaysSoInOneLine(Damage damage)
    {
        string folder = Copy();
        string csv = Path.Combine(folder, Path.GetFileName(fixture.CombinedCsv));
        Spoil(csv, damage);
        await AssertRefused(folder, ["report", folder], csv);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task CompareWithADamagedSideSaysWhichFile(Damage damage)
    {
        string good = Copy();
        string bad = Copy();
        string csv = Path.Combine(bad, Path.GetFileName(fixture.CombinedCsv));
        Spoil(csv, damage);
        await AssertRefused(bad, ["compare", good, bad], csv);
        await AssertRefused(bad, ["compare", bad, good], csv);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ResumeRefusesADamagedCellFileBeforeItTouchesTheFolder(Damage damage)
    {
        string folder = Copy();
        string cell = Directory.GetFiles(Path.Combine(folder, "cells"), "*.tsv").Order(StringComparer.Ordinal).First();
        Spoil(cell, damage);
        var error = await AssertRefused(folder, ["--resume", folder], cell);
        Assert.EndsWith("delete that file to run its cell again", error);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ResumeRefusesADamagedTraceSummaryOfACell(Damage damage)
    {
        string folder = Copy();
        string cell = Directory.GetFiles(Path.Combine(folder, "cells"), "*.tsv").Order(StringComparer.Ordinal).First();
        string trace = Path.ChangeExtension(cell, ".trace.tsv");
        File.WriteAllText(trace, TsvFile.Header<SerializerTests.RunAll.Diagnosers.TraceMetrics>() + "\n");
        Spoil(trace, damage);
        await AssertRefused(folder, ["--resume", folder], trace);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ResumeRefusesADamagedVersioningMeasurement(Damage damage)
    {
        string folder = Copy();
        string versioning = Path.Combine(folder, RunFolder.Files.Versioning);
        Spoil(versioning, damage);
        var error = await AssertRefused(folder, ["--resume", folder], versioning);
        Assert.EndsWith("delete it to measure versioning again", error);
    }

    /// <summary>The decision matrix reads the folder's Versioning.csv too: a damaged one stops `report` with one line naming it.</summary>
    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ReportOnADamagedVersioningMeasurementSaysSoInOneLine(Damage damage)
    {
        string folder = Copy();
        string versioning = Path.Combine(folder, RunFolder.Files.Versioning);
        Spoil(versioning, damage);
        await AssertRefused(folder, ["report", folder], versioning);
    }

    /// <summary>SideBySide.csv is the run's judged comparisons: with raw/ a damaged one is recomputed (the side-by-side end-to-end test);
    /// without it, as in a published reference, `report` stops with one line naming it.</summary>
    [Theory]
    [MemberData(nameof(Damages))]
    public async Task ReportOnADamagedSideBySideFileWithoutRawSaysSoInOneLine(Damage damage)
    {
        string folder = Copy();
        Directory.Delete(Path.Combine(folder, RunFolder.Files.Raw), recursive: true);
        string sideBySide = Path.Combine(folder, RunFolder.Files.SideBySide);
        TsvFile.Write(sideBySide, [new SerializerTests.RunAll.SideBySide.SideBySideRow { Factor = "runtime", A = "net9.0", B = "net10.0", Rounds = 2 },
            new SerializerTests.RunAll.SideBySide.SideBySideRow { Factor = "runtime", A = "net9.0", B = "net10.0", Rounds = 3 }]);
        Spoil(sideBySide, damage);
        await AssertRefused(folder, ["report", folder], sideBySide);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public async Task EveryCommandRefusesADamagedRunOptionsFile(Damage damage)
    {
        string folder = Copy();
        string options = Path.Combine(folder, "run-options.json");
        if (damage == Damage.WrongHeader)
            File.WriteAllText(options, "null");
        else
            Spoil(options, damage);
        await AssertRefused(folder, ["--resume", folder], options);
        await AssertRefused(folder, ["report", folder], options);
        await AssertRefused(folder, ["compare", folder, fixture.Folder], options);
    }

    [Theory]
    [MemberData(nameof(Damages))]
    public void ADamagedEarlierCalibrationIsNamedAndNotPooled(Damage damage)
    {
        string root = RunAllRun.NewOutputRoot();
        string earlier = Path.Combine(root, "2026-11-21_10-00-00_calibration");
        Directory.CreateDirectory(earlier);
        string file = Path.Combine(earlier, RunFolder.Files.CalibrationCells);
        TsvFile.Write(file, [new CalibrationCell { Serializer = new("A"), Objects = 1, Operation = "serialize", OursNs = 1, BdnNs = 1, Ratio = 1, PayloadBytes = 0 }]);
        Spoil(file, damage);
        var skipped = new List<string>();
        Assert.Empty(CalibrationHistory.LoadEarlier(Path.Combine(root, "2026-11-22_10-00-00_calibration"), 0, 5, skipped));
        Assert.StartsWith(file + ": ", Assert.Single(skipped));
        Assert.EndsWith(": not pooled", skipped[0]);
    }

    [Fact]
    public async Task OutNamingAFileIsRefusedAndTheFileKept()
    {
        string file = Path.Combine(RunAllRun.NewOutputRoot(), "a-file");
        File.WriteAllText(file, "mine");
        var run = await RunAllRun.InProcess(["--quick", "--serializers", "#BinaryWriter", "--out", file]);
        Assert.Equal(2, run.ExitCode);
        Assert.Equal($"RunAll: error: --out: '{file}' is a file; give the folder in which the results folder is to be created", run.Error.TrimEnd());
        Assert.Equal("mine", File.ReadAllText(file));
    }

    [Fact]
    public async Task ResumeOfAFolderFromAnotherCommitIsRefusedUnlessAllowed()
    {
        string folder = Copy();
        string environment = Path.Combine(folder, "environment.txt");
        var lines = File.ReadAllLines(environment);
        string recorded = Assert.Single(lines, l => l.StartsWith("Commit: ", StringComparison.Ordinal));
        Assert.Matches("^Commit: [0-9a-f]{40} \\((clean|with local changes)\\)$", recorded);
        File.WriteAllLines(environment, lines.Select(l => l == recorded ? "Commit: 0123456789abcdef0123456789abcdef01234567 (clean)" : l));

        var error = await AssertRefused(folder, ["--resume", folder], folder);
        Assert.Contains("was started by commit 0123456789ab, this checkout is ", error);
        Assert.EndsWith("Add --allow-other-commit to go on anyway", error);

        var allowed = await RunAllRun.InProcess(["--resume", folder, "--allow-other-commit"]);
        Assert.True(allowed.ExitCode == 0, allowed.Error);
        Assert.Contains("Resuming: 2 of 2 cells already done.", allowed.Lines);
    }

    /// <summary>Exit 2, exactly one line on stderr naming <paramref name="named"/>, and every file of the folder as it was.</summary>
    internal static async Task<string> AssertRefused(string folder, string[] args, string named)
    {
        var before = Snapshot(folder);
        var run = await RunAllRun.InProcess(args);
        Assert.True(run.ExitCode == 2, $"exit {run.ExitCode}: {run.Error}{run.Output}");
        string line = Assert.Single(run.Error.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("RunAll: error: ", line);
        Assert.Contains(named, line);
        Assert.Equal(before, Snapshot(folder));
        return line;
    }

    static Dictionary<string, string> Snapshot(string folder) =>
        Directory.GetFiles(folder, "*", SearchOption.AllDirectories).ToDictionary(f => f, f => Convert.ToHexString(SHA256.HashData(File.ReadAllBytes(f))));

    string Copy()
    {
        string target = Path.Combine(RunAllRun.NewOutputRoot(), Path.GetFileName(fixture.Folder));
        foreach (var file in Directory.GetFiles(fixture.Folder, "*", SearchOption.AllDirectories))
        {
            string copy = Path.Combine(target, Path.GetRelativePath(fixture.Folder, file));
            Directory.CreateDirectory(Path.GetDirectoryName(copy)!);
            File.Copy(file, copy);
        }
        return target;
    }

    internal static void Spoil(string path, Damage damage)
    {
        byte[] bytes = File.ReadAllBytes(path);
        switch (damage)
        {
            case Damage.Empty:
                File.WriteAllBytes(path, []);
                break;
            case Damage.Truncated:
                // Cut inside the last line, as a crash in the middle of writing would.
                int lastLine = Array.LastIndexOf(bytes, (byte)'\n', bytes.Length - 2) + 1;
                File.WriteAllBytes(path, bytes[..Math.Max(1, lastLine + (bytes.Length - 1 - lastLine) / 2)]);
                break;
            case Damage.Binary:
                File.WriteAllBytes(path, [0x50, 0x4B, 0x03, 0x04, 0x00, 0xFF, 0x10, 0x00, 0x00, 0x7F]);
                break;
            case Damage.WrongHeader:
                var text = File.ReadAllText(path);
                File.WriteAllText(path, "Name\tValue\tWhen" + text[text.IndexOf('\n')..]);
                break;
        }
    }
}
