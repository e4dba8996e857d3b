using System.CommandLine;
using static SerializerTests.Cli.ArgumentParsing;
using static SerializerTests.RunAll.Cli.SharedOptions;

namespace SerializerTests.RunAll.Cli.Commands;

/// <summary><c>RunAll calibrate</c>: our steady state against BenchmarkDotNet.</summary>
sealed class CalibrateCommandLine : ICommandLine
{
    static readonly Option<string[]> SerializersOption =
        SerializerPatterns("SystemTextJson, SystemTextJsonSourceGen, MessagePack, MemoryPack, ProtobufNet, JsonNet; "
            + "unavailable ones are "
            + "reported and skipped");
    static readonly Option<string[]> AdapterOption = AdapterFiles();
    static readonly Option<int[]> CountsOption =
        new("--N") { Description = "Object counts, comma separated (default: 1,100,10000)",
            CustomParser = r => ParseInts(r, "--N", 0) };
    static readonly Option<int> PayloadOption = WholeNumber("--payload", 0, "Payload bytes per Book (default 0)");
    static readonly Option<int> LaunchesOption =
        WholeNumber("--launches", 1, "Host launches per cell and operation; ours is the median of their medians",
            CalibrateRequest.DefaultLaunches);
    static readonly Option<int> PoolOption = WholeNumber("--pool", 1,
        "Calibrations to pool, this one included: the earlier ones come from the same folder and have the same "
            + "payload; each side's median "
            + "per cell over them tells the machine's noise from a real difference (1 = this one only)",
            CalibrateRequest.DefaultPool);
    static readonly Option<string> OutOption = OutFolder("calibration");
    static readonly Command Definition =
        new("calibrate",
            "Run the host's steady-state test and BenchmarkDotNet's default job on the same adapters and data, "
        + "one serializer × N × operation at a time, print both medians and their ratio; the last line is 'worst "
        + "deviation: X%'")
    {
        SerializersOption, AdapterOption, CountsOption, PayloadOption, LaunchesOption, PoolOption, OutOption,
    };

    public Command Command => Definition;

    public RunAllRequest Request(ParseResult result, string commandLine) =>
        new CalibrateRequest(
            Given(result, SerializersOption) ?? CalibrateRequest.DefaultSerializers,
            Given(result, CountsOption) ?? CalibrateRequest.DefaultCounts,
            result.GetValue(PayloadOption),
            result.GetValue(LaunchesOption),
            result.GetValue(PoolOption),
            result.GetValue(OutOption)) { Adapters = Given(result, AdapterOption) ?? [] };
}
