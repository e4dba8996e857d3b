using SerializerTests.Protocols;

namespace SerializerTests.Tests.RunAll;

public sealed class ProtocolChildTests : IDisposable
{
    readonly string _folder = TempFolders.New("protocol-child-");

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    /// <summary>Says which kind of row it made, so that a test sees that the runner chose the right one.</summary>
    sealed class Rows : IMissingRows<ResultRow>
    {
        public ResultRow Unavailable(string reason) => new() { Status = ResultStatus.Unsupported, Error = reason };

        public ResultRow Missing(ResultRow owed, bool timedOut, string reason) =>
            owed with { Status = timedOut ? ResultStatus.Timeout : ResultStatus.Failed, Error = reason };
    }

    static readonly ProtocolChild<SteadyStateProtocol, ResultRow> Runner = new(new Rows());

    static HostOptions Asked(string serializer) => new() { Test = TestKind.Combined, Serializers = ["#" + serializer], Counts = [1, 10, 1000] };

    string Script(string body)
    {
        string path = Path.Combine(_folder, "child.sh");
        File.WriteAllText(path, "#!/bin/sh\n" + body + "\n");
        if (!OperatingSystem.IsWindows())
            File.SetUnixFileMode(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        return path;
    }

    [UnixFact]
    public async Task AChildThatDiesOwesEveryRowItDidNotWriteAndSaysWhy()
    {
        var run = await Runner.RunAsync(Script("echo 'it broke' >&2; exit 3"), Asked("MessagePack"), new ChildLaunch(TimeSpan.FromMinutes(1), "timed out"), CancellationToken.None);

        Assert.Empty(run.Delivered);
        Assert.Equal([1, 10, 1000], run.Missing.Select(r => r.Objects));
        Assert.All(run.Missing, r => Assert.Equal((ResultStatus.Failed, "exited with code 3; stderr: it broke"), (r.Status, r.Error)));
        Assert.False(run.Complete);
    }

    [UnixFact]
    public async Task AChildKilledForTimeOwesTimeoutRowsInTheLaunchsWords()
    {
        var run = await Runner.RunAsync(Script("sleep 30"), Asked("MessagePack"), new ChildLaunch(TimeSpan.FromSeconds(0.5), "timed out after 0.5 s"), CancellationToken.None);

        Assert.Equal(3, run.Missing.Count);
        Assert.All(run.Missing, r => Assert.Equal((ResultStatus.Timeout, "timed out after 0.5 s"), (r.Status, r.Error)));
    }

    [Fact]
    public async Task AnUnavailableSerializerGetsItsRowWithoutAChild()
    {
        var run = await Runner.RunAsync(Path.Combine(_folder, "no-such-host"), Asked("ServiceStack"), new ChildLaunch(TimeSpan.FromMinutes(1), "timed out"), CancellationToken.None);

        Assert.Null(run.Child);
        var row = Assert.Single(run.Rows);
        Assert.Equal(ResultStatus.Unsupported, row.Status);
        Assert.Contains("licence", row.Error);
    }

    [Fact]
    public async Task AChildMeasuresOneSerializer() =>
        await Assert.ThrowsAsync<ArgumentException>(() => Runner.RunAsync("host", Asked("MessagePack") with { Serializers = ["#MessagePack", "#MemoryPack"] },
            new ChildLaunch(TimeSpan.FromMinutes(1), "timed out"), CancellationToken.None));
}

/// <summary>A test whose child is a shell script: skipped on Windows.</summary>
public sealed class UnixFactAttribute : FactAttribute
{
    public UnixFactAttribute()
    {
        if (OperatingSystem.IsWindows())
            Skip = "the child is a shell script";
    }
}
