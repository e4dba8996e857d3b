using System.Diagnostics;
using SerializerTests.Serializers;

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
    public void BadInputIsOneLineOnStderrAndExitCode2(params string[] args)
    {
        var run = HostRun.Of(args);
        Assert.Equal(HostApp.BadArguments, run.ExitCode);
        Assert.Equal("", run.Stdout);
        var line = Assert.Single(run.Stderr.Split('\n', StringSplitOptions.RemoveEmptyEntries));
        Assert.StartsWith("SerializerTests: error: ", line);
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
}
