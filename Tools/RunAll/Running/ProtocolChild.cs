using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Serializers;

namespace SerializerTests.RunAll.Running;

public sealed record ChildLaunch(TimeSpan Timeout, string TimedOut,
    IReadOnlyDictionary<string, string>? Environment = null, bool PassSpawnTimestamp = false,
    TimeSpan? IdleTimeout = null);

/// <summary>Child is null when no child ran.</summary>
public sealed record ChildRun<TRow>(HostChildResult<TRow>? Child, IReadOnlyList<TRow> Missing)
{
    public IReadOnlyList<TRow> Delivered => Child?.Rows ?? [];

    public IReadOnlyList<TRow> Rows => [.. Delivered, .. Missing];

    public bool Complete => Child is { Outcome.ExitCode: 0, Damaged.Count: 0 } && Missing.Count == 0;
}

/// <summary>Runs a host child of any protocol; every owed row not delivered comes back as a row saying why.</summary>
public sealed class ProtocolChild<TProtocol, TRow>(IMissingRows<TRow> rows) where TProtocol : IProtocol<TRow>
{
    /// <param name="deliveredBefore">Rows of earlier children of the same job (a resumed hostile group).</param>
    public async Task<ChildRun<TRow>> RunAsync(string executable, HostOptions asked, ChildLaunch launch,
        CancellationToken cancellation,
        IReadOnlyList<TRow>? deliveredBefore = null)
    {
        if (asked.Serializers is not [var serializer])
            throw new ArgumentException("a child measures one serializer", nameof(asked));
        if (SerializerCatalog.FindUnavailable(serializer.TrimStart('#')) is { } unavailable)
            return new(null, [rows.Unavailable(unavailable.Reason)]);

        var child = await HostChild.RunAsync<TRow>(executable, asked, launch.Timeout, cancellation, launch.Environment,
            launch.PassSpawnTimestamp,
            launch.IdleTimeout);
        string why = child.WhyMissing(launch.TimedOut);
        var owed = TProtocol.Owed(asked, [.. deliveredBefore ?? [], .. child.Rows]);
        return new(child, [.. owed.Select(o => rows.Missing(o, child.Outcome.TimedOut, why))]);
    }
}
