using SerializerTests.Protocols;
using SerializerTests.TypesToSerialize.Datasets;
using SerializerTests.TypesToSerialize.Versioning;
using Xunit;

namespace SerializerTests.Tests.Host;

/// <summary>Each protocol's own declaration of the rows a child owes: nothing after a clean run of the real host, and exactly the
/// missing rows, by the columns that tell them apart, after one cut short.</summary>
public class OwedRowsTests
{
    static IReadOnlyList<T> Run<T>(HostOptions asked)
    {
        var run = HostRun.Of([.. HostCommandLine.Arguments(asked)]);
        Assert.True(run.ExitCode == 0, run.Stderr);
        return TsvFile.Read<T>(new StringReader(run.Stdout));
    }

    [Fact]
    public void SteadyStateOwesEveryCountAskedForAndNotDelivered()
    {
        var asked = new HostOptions { Serializers = ["#BinaryWriter"], Counts = [1, 1, 10, 100], Runs = 1, PrecisionPercent = 0 };
        var rows = Run<ResultRow>(asked);
        Assert.Empty(SteadyStateProtocol.Owed(asked, rows));
        // The classic sweep asks for N = 1 twice: one delivered row settles one of them.
        Assert.Equal([1, 100], SteadyStateProtocol.Owed(asked, [rows[0], rows[2]]).Select(r => r.Objects));
    }

    [Fact]
    public void FirstCallOwesEveryFirstCallTypeNotDelivered()
    {
        var asked = new HostOptions { Test = TestKind.FirstCall, Serializers = ["#BinaryWriter"], Verify = true };
        var rows = Run<ResultRow>(asked);
        Assert.Empty(FirstCallProtocol.Owed(asked, rows));
        var owed = FirstCallProtocol.Owed(asked, [rows[1]]);
        Assert.Equal(Datasets.BookShelf.FirstCallTypes.Select(t => t.Name).Where(t => t != rows[1].RootType), owed.Select(r => r.RootType));
        Assert.All(owed, r => Assert.Equal(1, r.Objects));
    }

    [Fact]
    public void HostileOwesTheCasesFromItsFirstToTheLastItWasTold()
    {
        var asked = new HostOptions { Test = TestKind.Hostile, Serializers = ["#SystemTextJson"], Counts = [2], MaxPositions = 2 };
        var rows = Run<HostileRow>(asked);
        Assert.Empty(HostileProtocol.Owed(asked, rows));
        int cases = rows[0].Cases!.Value;
        var restarted = asked with { FromCase = 3 };
        Assert.Equal(Enumerable.Range(3, cases - 2).Where(c => c != 4), HostileProtocol.Owed(restarted, [rows[4]]).Select(r => r.Case));
        // Before any row says how many cases there are, the child owes the one it started at.
        Assert.Equal([3], HostileProtocol.Owed(restarted, []).Select(r => r.Case));
    }

    [Fact]
    public void VersioningOwesBothDirectionsOfEveryChangeUnlessItsOneRowSaysWhyNoneRan()
    {
        var asked = new HostOptions { Test = TestKind.Versioning, Serializers = ["#SystemTextJson"] };
        var rows = Run<VersioningRow>(asked);
        Assert.Empty(VersioningProtocol.Owed(asked, rows));
        var owed = VersioningProtocol.Owed(asked, []);
        Assert.Equal(2 * VersionChanges.All.Count, owed.Count);
        Assert.Equal(rows.Select(r => (r.Change, r.Direction)), owed.Select(r => (r.Change, r.Direction)));

        var unsupported = Run<VersioningRow>(asked with { Serializers = ["#AllocPerf"] });
        Assert.Equal("", Assert.Single(unsupported).Change);
        Assert.Empty(VersioningProtocol.Owed(asked, unsupported));
    }
}
