using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Versioning;

/// <summary>
/// Runs <c>-test versioning</c> in one child per serializer (a library that crashes on the other version's bytes costs its own
/// rows only) and turns whatever happened into rows: the child's complete rows, and one <c>failed</c> row saying why when it
/// delivered none.
/// </summary>
public static class VersioningRunner
{
    static readonly TimeSpan ChildTimeout = TimeSpan.FromMinutes(2);

    public static async Task<IReadOnlyList<VersioningRow>> RunAsync(BuiltHost host, string serializer, CancellationToken cancellation)
    {
        var rows = await RunChildAsync(host.Executable!, serializer, cancellation);
        return [.. rows.Select(r => r with { Variant = host.Target.VariantName, Runtime = r.Runtime ?? host.Target.Runtime })];
    }

    static async Task<IReadOnlyList<VersioningRow>> RunChildAsync(string hostExecutable, string serializer, CancellationToken cancellation)
    {
        if (UnavailableSerializers.Find(serializer) is { } unavailable)
            return [new VersioningRow { Serializer = serializer, Outcome = VersioningOutcome.Unsupported, Detail = unavailable.Reason }];
        var outcome = await ChildProcess.RunAsync(hostExecutable, ["-test", "versioning", "-serializer", "#" + serializer], ChildTimeout, cancellation);
        var parsed = ChildRows.Parse<VersioningRow>(outcome.Stdout);
        if (parsed.Rows.Count > 0 && outcome.ExitCode == 0)
            return parsed.Rows;
        string why = outcome.TimedOut ? $"timed out after {ChildTimeout.TotalSeconds:F0} s"
            : outcome.ExitCode != 0 ? $"the child exited with code {outcome.ExitCode}: {Protocols.RowFactory.OneLine(outcome.Stderr, maxLength: 300)}"
            : parsed.Stray.Count > 0 ? ChildRows.Describe(parsed.Stray)
            : "the child printed no rows";
        return [.. parsed.Rows, new VersioningRow { Serializer = serializer, Outcome = VersioningOutcome.Failed, Detail = why }];
    }

    /// <summary>Column 11 of the result CSV, from the measurement in the row's own runtime and variant: true only when adding and
    /// removing a member both <c>read</c> in both directions; null when the serializer has no verdict on both there.</summary>
    public static IReadOnlyDictionary<(string Serializer, string Runtime, string Variant), bool?> SupportsVersioning(IEnumerable<VersioningRow> rows) =>
        rows.GroupBy(r => (r.Serializer, r.Runtime ?? "", r.Variant ?? "")).ToDictionary(g => g.Key, g =>
        {
            var basic = g.Where(r => r.Change is "member-added" or "member-removed").ToList();
            return basic.Count == 4 && basic.All(r => VersioningOutcome.Verdicts.Contains(r.Outcome))
                ? basic.All(r => r.Outcome == VersioningOutcome.Reads)
                : (bool?)null;
        });
}
