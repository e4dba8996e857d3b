using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Serializers;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Versioning;

/// <summary>
/// Runs <c>-test versioning</c> in one child per serializer (a library that crashes on the other version's bytes costs its own
/// rows only) and turns whatever happened into rows: the child's complete rows, and a <c>failed</c> row saying why for every change
/// and direction it owed and did not deliver (<see cref="VersioningProtocol.Owed"/>).
/// </summary>
public static class VersioningRunner
{
    /// <summary>A child's time limit: every serializer's cases take seconds.</summary>
    public static readonly TimeSpan ChildTimeout = TimeSpan.FromMinutes(2);

    public static async Task<IReadOnlyList<VersioningRow>> RunAsync(BuiltHost host, string serializer, TimeSpan timeout, CancellationToken cancellation)
    {
        var rows = await RunChildAsync(host.Executable!, serializer, timeout, cancellation);
        return [.. rows.Select(r => r with { Variant = host.Target.VariantName, Runtime = r.Runtime ?? host.Target.Runtime })];
    }

    static async Task<IReadOnlyList<VersioningRow>> RunChildAsync(string hostExecutable, string serializer, TimeSpan timeout, CancellationToken cancellation)
    {
        if (SerializerCatalog.FindUnavailable(serializer) is { } unavailable)
            return [new VersioningRow { Serializer = serializer, Outcome = VersioningOutcome.Unsupported, Detail = unavailable.Reason }];
        var asked = ChildOptions(serializer);
        var child = await HostChild.RunAsync<VersioningRow>(hostExecutable, asked, timeout, cancellation);
        string why = child.WhyMissing($"timed out after {timeout.TotalSeconds:F0} s");
        return [.. child.Rows, .. VersioningProtocol.Owed(asked, child.Rows).Select(o => o with { Serializer = serializer, Outcome = VersioningOutcome.Failed, Detail = why })];
    }

    /// <summary>What the child is asked to do; <see cref="HostCommandLine.Arguments"/> spells it.</summary>
    public static HostOptions ChildOptions(string serializer) => new() { Test = TestKind.Versioning, Serializers = ["#" + serializer] };
}
