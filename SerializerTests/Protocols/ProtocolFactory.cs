using SerializerTests.Cli;

namespace SerializerTests.Protocols;

public static class ProtocolFactory
{
    public static IProtocol Create(HostOptions options, TextWriter output, TextWriter progress, double? timeToMainMs) =>
        options.Test switch
        {
            TestKind.FirstCall => new FirstCallProtocol(options, output, timeToMainMs),
            TestKind.Hostile => new HostileProtocol(options, output, progress),
            TestKind.Versioning => new VersioningProtocol(options, output),
            TestKind.Serialize or TestKind.Deserialize or TestKind.Combined =>
                new SteadyStateProtocol(options, output, timeToMainMs),
            _ => throw new ArgumentOutOfRangeException(nameof(options), options.Test, "no protocol runs this test"),
        };
}
