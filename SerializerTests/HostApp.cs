using System.Text;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Protocols;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize.Datasets;

namespace SerializerTests;

/// <summary>A failing serializer is a <c>failed</c> row, not a failing process.</summary>
public static class HostApp
{
    public const int BadArguments = 2;

    public static int Run(string[] args, TextWriter stdout, TextWriter stderr, long mainTimestamp,
        IReadOnlyList<SerializerEntry>? catalog = null)
    {
        catalog ??= HostCatalog.Current;
        var (options, error) = HostCommandLine.Parse(args, stdout);
        if (error is not null)
            return Fail(stderr, error);
        if (options is null)
            return 0;

        if (options.ListDatasets)
        {
            foreach (var dataset in Datasets.All)
                stdout.WriteLine($"{dataset.Name}\t{dataset.Description}");
            return 0;
        }
        if (options.Describe)
            return Describe(catalog, stdout);
        if (options.List)
        {
            foreach (var entry in catalog)
                stdout.WriteLine(entry.Name);
            return 0;
        }

        var (selected, unmatched) = options.Serializers.Count == 0 ? (catalog, null)
            : SerializerCatalog.Select([.. catalog, .. SerializerCatalog.PathAlternatives, .. HostCatalog.Probes],
                options.Serializers);
        if (unmatched is not null)
            return Fail(stderr, $"-serializer: no serializer matches '{unmatched}' (see -list)");

        if (options.Hardened && selected.FirstOrDefault(e => e.Hardening is null) is { } plain)
            return Fail(stderr, $"-hardened: {plain.Name} has no setting for untrusted input to switch on");

        TextWriter rows;
        try
        {
            rows = options.RowsPath is { } path ? RowsFile(path) : stdout;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or ArgumentException
            or NotSupportedException)
        {
            return Fail(stderr, $"-rows: cannot write '{options.RowsPath}': {ex.Message}");
        }
        try
        {
            using var protocol = ProtocolFactory.Create(options, rows, stderr, LaunchClock.TimeToMainMs(mainTimestamp));
            protocol.Run(selected);
            return 0;
        }
        finally
        {
            if (rows != stdout)
                rows.Dispose();
        }
    }

    static int Describe(IReadOnlyList<SerializerEntry> catalog, TextWriter stdout)
    {
        foreach (var entry in catalog.Concat(SerializerCatalog.PathAlternatives))
            stdout.WriteLine(System.Text.Json.JsonSerializer.Serialize(AdapterFacts.Of(entry,
                entry.Create(new AdapterOptions()).Info),
                HostJson.Default.AdapterFacts));
        return 0;
    }

    /// <summary>Anything else writing to stdout lands among the rows, where the orchestrator must notice it.</summary>
    static StreamWriter RowsFile(string path) =>
        new(new FileStream(path, FileMode.Create, FileAccess.Write, FileShare.ReadWrite),
            new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));

    static int Fail(TextWriter stderr, string message)
    {
        stderr.WriteLine($"SerializerTests: error: {message}");
        return BadArguments;
    }
}
