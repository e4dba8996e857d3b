using SerializerTests.Cli;

namespace SerializerTests.RunAll.Running;

/// <summary>What one host child did: how it ended and the complete rows it wrote (rows cut short or damaged set apart).</summary>
public sealed record HostChildResult<TRow>(ChildOutcome Outcome, IReadOnlyList<TRow> Rows, IReadOnlyList<string> Damaged)
{
    /// <summary>Why a row the child owed is missing, the same words for every protocol, with what the child said on stderr.</summary>
    /// <param name="timedOut">How a timeout is put: "timed out after 60 s", "no answer within 5 s; killed".</param>
    public string WhyMissing(string timedOut)
    {
        string problem = Outcome.TimedOut ? timedOut
            : Damaged.Count > 0 ? $"unreadable output ({ChildRows.Describe(Damaged)})"
            : Outcome.ExitCode != 0 ? $"exited with code {Outcome.ExitCode}"
            : Rows.Count == 0 ? "printed no result rows"
            : "exited 0 without printing this row";
        return StderrSummary.Of(Outcome.Stderr) is { Length: > 0 } said ? $"{problem}; stderr: {said}" : problem;
    }
}

/// <summary>
/// Starts a host child for any protocol: its arguments spelled from <see cref="HostOptions"/> by the host's own
/// <see cref="HostCommandLine.Arguments"/>, its rows read from the file it writes them to (flushed row by row, so a child that
/// dies has delivered every row before), never from stdout, where a library's console output would mix into them.
/// </summary>
public static class HostChild
{
    public static async Task<HostChildResult<TRow>> RunAsync<TRow>(string executable, HostOptions options, TimeSpan timeout,
        CancellationToken cancellation,
        IReadOnlyDictionary<string, string>? environment = null, bool passSpawnTimestamp = false, TimeSpan? idleTimeout = null)
    {
        string rowsFile = Path.Combine(Path.GetTempPath(), $"serializertests-rows-{Guid.NewGuid():N}.tsv");
        try
        {
            var outcome =
                await ChildProcess.RunAsync(executable, HostCommandLine.Arguments(options with { RowsPath = rowsFile }), timeout, cancellation,
                environment, passSpawnTimestamp, idleTimeout: idleTimeout);
            string written = File.Exists(rowsFile) ? await File.ReadAllTextAsync(rowsFile, CancellationToken.None) : "";
            var parsed = ChildRows.Parse<TRow>(written);
            return new(outcome, parsed.Rows, parsed.Damaged);
        }
        finally
        {
            File.Delete(rowsFile);
        }
    }
}
