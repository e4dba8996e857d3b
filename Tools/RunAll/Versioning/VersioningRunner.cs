using SerializerTests.Cli;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.Toolchains;
using SerializerTests.Versioning;

namespace SerializerTests.RunAll.Versioning;

/// <summary>Runs <c>-test versioning</c> in one child per serializer and turns whatever happened into rows.</summary>
public static class VersioningRunner
{
    /// <summary>A child's time limit: every serializer's cases take seconds.</summary>
    public static readonly TimeSpan ChildTimeout = TimeSpan.FromMinutes(2);

    public static async Task<IReadOnlyList<VersioningRow>> RunAsync(BuiltHost host, SerializerId serializer,
        TimeSpan timeout,
        CancellationToken cancellation)
    {
        var launch = new ChildLaunch(timeout, $"timed out after {timeout.TotalSeconds:F0} s");
        var run = await new ProtocolChild<VersioningProtocol, VersioningRow>(new SerializerRows(serializer))
            .RunAsync(host.Executable!, ChildOptions(serializer), launch, cancellation);
        return [.. run.Rows.Select(r =>
            r with { Serializer = serializer, Variant = host.Target.VariantName,
                Runtime = r.Runtime ?? host.Target.Runtime })];
    }

    /// <summary>A serializer's rows that no child delivered: <c>unsupported</c>, or <c>failed</c> saying why.</summary>
    sealed class SerializerRows(SerializerId serializer) : IMissingRows<VersioningRow>
    {
        public VersioningRow Unavailable(string reason) =>
            new() { Serializer = serializer, Outcome = VersioningOutcome.Unsupported, Detail = reason };

        public VersioningRow Missing(VersioningRow owed, bool timedOut, string reason) =>
            owed with { Serializer = serializer, Outcome = VersioningOutcome.Failed, Detail = reason };
    }

    public static HostOptions ChildOptions(SerializerId serializer) =>
        new() { Test = TestKind.Versioning, Serializers = [serializer.ChildPattern] };
}
