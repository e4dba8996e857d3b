using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests.Tests.Host;

public class CommandLineTests
{
    [Theory]
    [InlineData("-bogus")]
    [InlineData("-N", "1,x")]
    [InlineData("-N", "-5")]
    [InlineData("-Runs", "0")]
    [InlineData("-Runs", "many")]
    [InlineData("-Precision", "-1")]
    [InlineData("-MaxSeconds", "0")]
    [InlineData("-test", "sideways")]
    [InlineData("-serializer", "NoSuchSerializer")]
    [InlineData("-BookDataSize", "ten")]
    [InlineData("-dataset", "nope")]
    [InlineData("-rows", "/no/such/folder/rows.tsv")]
    public void BadInputIsOneLineOnStderrAndExitCode2(params string[] args)
    {
        var run = HostRun.Of(args);
        Assert.Equal(HostApp.BadArguments, run.ExitCode);
        Assert.Equal("", run.Stdout);
        var line = Assert.Single(run.Stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("SerializerTests: error: ", line);
    }

    [Fact]
    public void AMistypedOptionIsNamedWithTheNearestOne()
    {
        var (options, error) = HostCommandLine.Parse(["-Serialiser", "MessagePack"], TextWriter.Null);
        Assert.Null(options);
        Assert.Equal("unknown option '-Serialiser'; did you mean '-serializer'?", error);
    }

    [Fact]
    public void ListPrintsEveryAdapter()
    {
        var run = HostRun.Of(["-list"]);
        Assert.Equal(0, run.ExitCode);
        Assert.Equal(SerializerCatalog.All.Select(e => e.Name), run.Stdout.Split('\n', StringSplitOptions.RemoveEmptyEntries));
    }

    [Fact]
    public void OptionNamesAreCaseInsensitiveLikeTheClassicTool()
    {
        var run = HostRun.Of(["-TEST", "Serialize", "-n", "3", "-runs", "1", "-SERIALIZER", "#binarywriter", "-bookdatasize", "4", "-verify", "-Scenario", "nightly"]);
        Assert.Equal(0, run.ExitCode);
        var row = Assert.Single(run.Rows);
        Assert.Equal(("serialize", 3, 4, "nightly"), (row.Test, row.Objects, row.PayloadBytes, row.Scenario));
        Assert.Null(row.DeserializeSeconds);
    }

    [Fact]
    public void TheRealExecutableExitsWith2OnBadInput()
    {
        var host = Path.Combine(AppContext.BaseDirectory, "SerializerTests.dll");
        var start = new ProcessStartInfo("dotnet", [host, "-N", "abc"]) { RedirectStandardError = true, RedirectStandardOutput = true };
        using var process = Process.Start(start)!;
        string stderr = process.StandardError.ReadToEnd();
        process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        Assert.Equal(2, process.ExitCode);
        Assert.Equal("SerializerTests: error: -N: 'abc' is not a whole number of at least 0", stderr.Trim());
    }

    [Fact]
    public void RowsGoToTheRowsFileAndNothingToStdout()
    {
        string rows = Path.Combine(TempFolders.New("rows-"), "rows.tsv");
        var run = HostRun.Of(["-serializer", "#BinaryWriter", "-N", "1,10", "-Runs", "1", "-Precision", "0", "-rows", rows]);
        Assert.Equal(0, run.ExitCode);
        Assert.Equal("", run.Stdout);
        Assert.Equal([1, 10], SerializerTests.Results.ResultCsv.ReadFile(rows).Select(r => r.Objects));
    }

    /// <summary>RunAll starts every child with <see cref="HostCommandLine.Arguments"/>: the host must read back each option it was
    /// given. Every option is set away from its default here, so an option added to HostOptions and not to Arguments fails.</summary>
    [Fact]
    public void ArgumentsReadBackAsTheOptionsTheyWereBuiltFrom()
    {
        var options = new HostOptions
        {
            Test = TestKind.Hostile, Counts = [3, 7], Runs = 9, PrecisionPercent = 1e-7, MaxSeconds = 0.0525, Serializers = ["#MessagePack", "Json"],
            BookDataSize = 17, Verify = true, NoHeader = true, Scenario = "a b, c", ReferenceTracking = true, Dataset = Datasets.People,
            Seed = 11, FromCase = 4, MaxPositions = 9, Hardened = true, CompressedSizes = true, NoCollectionWindow = true,
            RowsPath = "/tmp/some rows.tsv",
        };
        var (parsed, error) = HostCommandLine.Parse([.. HostCommandLine.Arguments(options)], TextWriter.Null);
        Assert.Null(error);
        var defaults = new HostOptions();
        foreach (var property in typeof(HostOptions).GetProperties().Where(p => p.Name is not (nameof(HostOptions.List) or nameof(HostOptions.ListDatasets) or nameof(HostOptions.Describe))))
        {
            Assert.False(Same(property.GetValue(defaults), property.GetValue(options)), $"{property.Name} is at its default in this test");
            Assert.True(Same(property.GetValue(options), property.GetValue(parsed)), $"{property.Name}: gave {property.GetValue(options)}, read back {property.GetValue(parsed)}");
        }
        Assert.Empty(HostCommandLine.Arguments(defaults));
        Assert.Equal(["-list"], HostCommandLine.Arguments(new HostOptions { List = true }));
        Assert.Equal(["-describe"], HostCommandLine.Arguments(new HostOptions { Describe = true }));
        Assert.True(HostCommandLine.Parse([.. HostCommandLine.Arguments(new HostOptions { ListDatasets = true })], TextWriter.Null).Options!.ListDatasets);
    }

    static bool Same(object? a, object? b) => a is System.Collections.IEnumerable x and not string && b is System.Collections.IEnumerable y
        ? x.Cast<object>().SequenceEqual(y.Cast<object>())
        : Equals(a, b);
}
