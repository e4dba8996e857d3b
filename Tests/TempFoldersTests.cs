namespace SerializerTests.Tests;

public sealed class TempFoldersTests
{
    [Fact]
    public void AFolderOfAnEndedTestProcessGoesAndARunningOnesStays()
    {
        string parent = TempFolders.New("abandoned-");
        using var ended = Process.Start(new ProcessStartInfo("dotnet", "--version") { RedirectStandardOutput = true })!;
        ended.WaitForExit();
        string endedRoot = Directory.CreateDirectory(Path.Combine(parent, $"{TempFolders.Prefix}{ended.Id}-a1")).FullName;
        File.WriteAllText(Path.Combine(endedRoot, "rows.csv"), "left behind");
        string runningRoot = Directory.CreateDirectory(Path.Combine(parent, $"{TempFolders.Prefix}{Environment.ProcessId}-b2")).FullName;
        string other = Directory.CreateDirectory(Path.Combine(parent, "runall-test-c3")).FullName;

        TempFolders.DeleteAbandoned(parent);

        Assert.False(Directory.Exists(endedRoot));
        Assert.True(Directory.Exists(runningRoot));
        Assert.True(Directory.Exists(other));
    }

    [Fact]
    public void EveryNewFolderIsEmptyAndUnderThisProcesssRoot()
    {
        string first = TempFolders.New("x-");
        string second = TempFolders.New("x-");
        Assert.NotEqual(first, second);
        Assert.Equal(Path.GetDirectoryName(first), Path.GetDirectoryName(second));
        Assert.StartsWith($"{TempFolders.Prefix}{Environment.ProcessId}-", Path.GetFileName(Path.GetDirectoryName(first)));
        Assert.Empty(Directory.EnumerateFileSystemEntries(first));
    }
}
