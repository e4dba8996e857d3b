using SerializerTests.RunAll.Cli;

namespace SerializerTests.Tests.RunAll;

/// <summary>
/// A results folder's saved options are a file format: every folder written so far must read, and a folder written again (merge
/// writes the first shard's) must come out as it was; the run they describe and the command line beside it go in and come out whole.
/// </summary>
public class RunOptionsFileTests
{
    static readonly string Reference = Path.Combine(RepositoryLayout.FindRoot()!, "SerializerTestResults", "reference");

    /// <summary>A property renamed, moved or dropped, or a value read or written otherwise, makes the file come out different.</summary>
    [Fact]
    public void TheReferenceFolderReadsAndIsWrittenBackAsItWas()
    {
        string original = Path.Combine(Reference, RunFolder.Files.Options);
        Assert.True(File.Exists(original), $"{original} is missing: the test needs a folder a run wrote");
        var (_, saved, error) = RunFolder.Open(Reference, "the reference");
        Assert.True(error is null, error);

        var written = RunFolder.CreateNew(TempFolders.New("options-file-"), saved!);
        // Line endings are the platform's (and git's on checkout); everything else is the file byte for byte.
        Assert.Equal(File.ReadAllText(original).ReplaceLineEndings("\n"),
            File.ReadAllText(Path.Combine(written.Path, RunFolder.Files.Options)).ReplaceLineEndings("\n"));
    }

    /// <summary>The reference's command line, run again with its seed, saves the very file the reference run saved.</summary>
    [Fact]
    public void TheReferencesCommandLineSavesTheReferencesFile()
    {
        var (_, reference, error) = RunFolder.Open(Reference, "the reference");
        Assert.True(error is null, error);
        var (arguments, parseError) = RunAllCommandLine.Parse(reference!.CommandLine.Split(' ', StringSplitOptions.RemoveEmptyEntries), TextWriter.Null);
        Assert.Null(parseError);
        var settings = (arguments! with { Seed = reference.Seed }).ToSettings();

        var written = RunFolder.CreateNew(TempFolders.New("options-file-"), RunOptionsFile.Of(settings, arguments));
        Assert.Equal(File.ReadAllText(Path.Combine(Reference, RunFolder.Files.Options)).ReplaceLineEndings("\n"),
            File.ReadAllText(Path.Combine(written.Path, RunFolder.Files.Options)).ReplaceLineEndings("\n"));
    }

    [Fact]
    public void ANewRunSavesItsSettingsAndCommandLineAndReadsThemBack()
    {
        string[] args = ["10", "-profile", "--no-hostile", "--no-footprint", "--quick", "--serializers", "MessagePack", "--variants", "jit,aot",
            "--runtimes", "net9.0", "--runs", "7", "--precision", "0.5", "--max-seconds", "2", "--rebuild", "--launches", "4", "--quiet-wait", "5",
            "--N", "1,10", "--dataset", "person", "--out", "elsewhere", "--allow-other-commit", "--timeout", "60", "--processes", "4", "--runtime-verdicts",
            "--budget", "30", "--shard", "1/2", "--package", "MessagePack=2.5.187,3.1.4", "--seed", "3"];
        var (arguments, error) = RunAllCommandLine.Parse(args, TextWriter.Null);
        Assert.Null(error);
        var settings = arguments!.ToSettings() with { Packages = [new("MessagePack", "3.1.4", "3.1.4")] };

        var saved = RunOptionsFile.Of(settings, arguments);
        // --rebuild is this invocation's alone: a resumed run is given its own.
        Assert.Equal(settings, saved.ToSettings(rebuild: true));
        Assert.Equal(settings with { Rebuild = false }, saved.ToSettings());
        Assert.Equal(("elsewhere", true, string.Join(' ', args)), (saved.OutputRoot, saved.AllowOtherCommit, saved.CommandLine));
        Assert.Null(saved.Resume);
        Assert.Equal(arguments.PackageRequests, saved.PackageRequests);
    }

    [Fact]
    public void TheCommandLineLeavesToTheRunWhatItDoesNotSay()
    {
        var (arguments, error) = RunAllCommandLine.Parse([], TextWriter.Null);
        Assert.Null(error);
        Assert.Null(arguments!.Variants);
        Assert.Null(arguments.Runtimes);
        Assert.Null(arguments.Seed);
        var settings = arguments.ToSettings();
        Assert.Equal((RunSettings.AllVariants, false, RunSettings.AllRuntimes), (settings.Variants, settings.VariantsGiven, settings.Runtimes));
        // A new seed for each run: two runs of one command line are drawn apart.
        Assert.Contains(Enumerable.Range(0, 5), _ => arguments.ToSettings().Seed != settings.Seed);
    }
}
