using SerializerTests.Cli;

namespace SerializerTests.Protocols;

/// <summary>The protocol each <c>-test</c> runs: the one place a test kind is mapped to its type.</summary>
public static class ProtocolFactory
{
    /// <param name="output">Where the rows go: stdout, or the <c>-rows</c> file.</param>
    /// <param name="progress">stderr: the hostile protocol announces each case there before running it.</param>
    /// <param name="timeToMainMs">Process start to Main, which the first-call and steady-state rows report.</param>
    public static IProtocol Create(HostOptions options, TextWriter output, TextWriter progress, double? timeToMainMs) => options.Test switch
    {
        TestKind.FirstCall => new FirstCallProtocol(options, output, timeToMainMs),
        TestKind.Hostile => new HostileProtocol(options, output, progress),
        TestKind.Versioning => new VersioningProtocol(options, output),
        TestKind.Serialize or TestKind.Deserialize or TestKind.Combined => new SteadyStateProtocol(options, output, timeToMainMs),
        _ => throw new ArgumentOutOfRangeException(nameof(options), options.Test, "no protocol runs this test"),
    };
}
