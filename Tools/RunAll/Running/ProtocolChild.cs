using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

/// <summary>How a host child is launched and when it is given up.</summary>
/// <param name="TimedOut">How a row owed by a child killed for time says so ("timed out after 60 s").</param>
/// <param name="PassSpawnTimestamp">For the time-to-main column (<see cref="ChildProcess.RunAsync"/>).</param>
/// <param name="IdleTimeout">Kill a child that prints nothing for this long (<see cref="ChildProcess.RunAsync"/>).</param>
public sealed record ChildLaunch(TimeSpan Timeout, string TimedOut, IReadOnlyDictionary<string, string>? Environment = null,
    bool PassSpawnTimestamp = false, TimeSpan? IdleTimeout = null);

/// <summary>What one child came to: the rows it delivered, a row that says why for each row it owed and did not deliver, and
/// how it ended (null when no child ran: the serializer's unavailable row is then the only row).</summary>
public sealed record ChildRun<TRow>(HostChildResult<TRow>? Child, IReadOnlyList<TRow> Missing)
{
    public IReadOnlyList<TRow> Delivered => Child?.Rows ?? [];

    public IReadOnlyList<TRow> Rows => [.. Delivered, .. Missing];

    /// <summary>A child ran, exited 0, wrote nothing damaged and owed nothing.</summary>
    public bool Complete => Child is { Outcome.ExitCode: 0, Damaged.Count: 0 } && Missing.Count == 0;
}

/// <summary>
/// The one way the orchestrator runs a host child of any protocol: a serializer no child can run gets its unavailable row
/// without one; otherwise the child runs (<see cref="HostChild"/>), and every row <typeparamref name="TProtocol"/> says it owed
/// (<see cref="IProtocol{TRow}.Owed"/>) and did not deliver comes back as a row that says why (<see cref="HostChildResult{TRow}.WhyMissing"/>),
/// in the words of <paramref name="rows"/>. A child measures one serializer.
/// </summary>
public sealed class ProtocolChild<TProtocol, TRow>(IMissingRows<TRow> rows) where TProtocol : IProtocol<TRow>
{
    /// <param name="deliveredBefore">Rows that earlier children of the same job delivered (a hostile group resumed after a crash):
    /// what the owed rows are counted against, with this child's.</param>
    public async Task<ChildRun<TRow>> RunAsync(string executable, HostOptions asked, ChildLaunch launch, CancellationToken cancellation,
        IReadOnlyList<TRow>? deliveredBefore = null)
    {
        if (asked.Serializers is not [var serializer])
            throw new ArgumentException("a child measures one serializer", nameof(asked));
        if (SerializerCatalog.FindUnavailable(serializer.TrimStart('#')) is { } unavailable)
            return new(null, [rows.Unavailable(unavailable.Reason)]);

        var child = await HostChild.RunAsync<TRow>(executable, asked, launch.Timeout, cancellation, launch.Environment, launch.PassSpawnTimestamp,
            launch.IdleTimeout);
        string why = child.WhyMissing(launch.TimedOut);
        var owed = TProtocol.Owed(asked, [.. deliveredBefore ?? [], .. child.Rows]);
        return new(child, [.. owed.Select(o => rows.Missing(o, child.Outcome.TimedOut, why))]);
    }
}
