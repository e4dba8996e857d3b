namespace SerializerTests.Tests.Host;

/// <summary>Runs the host in this process with captured output.</summary>
sealed record HostRun(int ExitCode, string Stdout, string Stderr)
{
    public static HostRun Of(string[] args, IReadOnlyList<SerializerEntry>? catalog = null)
    {
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int exitCode = HostApp.Run(args, stdout, stderr, Stopwatch.GetTimestamp(), catalog);
        return new HostRun(exitCode, stdout.ToString(), stderr.ToString());
    }

    public IReadOnlyList<ResultRow> Rows => ResultCsv.Read(new StringReader(Stdout));
}
