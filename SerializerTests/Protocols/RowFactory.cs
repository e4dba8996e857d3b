using System.Runtime.CompilerServices;
using SerializerTests.Cli;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize;

namespace SerializerTests.Protocols;

public sealed class RowFactory(HostOptions options, double? timeToMainMs)
{
    public ResultRow Create(string serializer, SerializerInfo? info, TestDataType type, int objects) =>
        MachineInfo.Stamp(new()
        {
            Serializer = new(serializer),
            Objects = objects,
            FileVersion = info?.FileVersion,
            Framework = MachineInfo.Framework,
            ProjectHome = info?.ProjectHome,
            DataFormat = info?.DataFormat.ToString(),
            FormatDetails = info?.FormatDetails,
            Scenario = options.Scenario,
            Test = options.Test.Name(),
            Runtime = MachineInfo.Runtime,
            PayloadBytes = options.BookDataSize,
            Dataset = options.Dataset.Name,
            RootType = type.Name,
            Runs = options.Test == TestKind.FirstCall ? 1 : options.Runs,
            TimeToMainMs = timeToMainMs,
            Maintenance = info?.Maintenance.ToString(),
            Insecure = info?.Insecure,
            WritesPrivateMembers = info?.WritesPrivateMembers,
            LibraryVersion = info?.LibraryVersion,
        });

    public static ResultRow Unsupported(ResultRow row, string reason) =>
        row with { Status = ResultStatus.Unsupported, Error = reason };

    public static ResultRow Unsupported(ResultRow row, SerializerInfo info, TestDataType type) =>
        Unsupported(row, $"{info.Name} does not handle {type.Name}: {info.WhyUnsupported(type.ClrType)}");

    /// <summary>Under NativeAOT a failure is <c>unsupported</c> only where the library itself says the mode is not
    /// supported.</summary>
    public static ResultRow Failed(ResultRow row, Exception exception) =>
        NativeAotRefusal(exception) is { } refusal
            ? Unsupported(row, refusal)
            : row with { Status = ResultStatus.Failed, Error = Describe(exception) };

    public static string? NativeAotRefusal(Exception exception) =>
        !RuntimeFeature.IsDynamicCodeSupported && ModeRefusal(exception) is { } refusal
            ? ResultStatus.NativeAotRefusalPrefix + Describe(refusal)
            : null;

    /// <summary>A trimmed constructor, a missing generic instantiation or a wrong result is no refusal of the
    /// mode.</summary>
    public static Exception? ModeRefusal(Exception exception)
    {
        for (Exception? e = exception; e is not null; e = e.InnerException)
            if (e is PlatformNotSupportedException
                || RefusalPhrases.Any(p => e.Message.Contains(p, StringComparison.OrdinalIgnoreCase)))
                return e;
        return null;
    }

    static readonly string[] RefusalPhrases = ["Reflection-based serialization has been disabled", "dynamic code",
        "serialization and deserialization are disabled within this application"];

    static string Describe(Exception exception) => RowText.OneLine($"{exception.GetType().Name}: {exception.Message}");

    public static ResultRow VerifyFailed(ResultRow row, string difference) =>
        row with { Status = ResultStatus.Failed, Error = RowText.OneLine("round trip differs: " + difference) };
}
