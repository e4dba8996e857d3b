namespace SerializerTests.RunAll.Planning;

public enum Variant { Jit, ReadyToRun, NativeAot }

/// <summary>One buildable flavour of the host: a .NET runtime and how its code is compiled.</summary>
public sealed record RuntimeVariant(string Runtime, Variant Variant)
{
    /// <summary>The name used in the CSV's Variant column and in the classic articles.</summary>
    public string VariantName => NameOf(Variant);

    public static string NameOf(Variant variant) => variant switch
    {
        Variant.Jit => "JIT",
        Variant.ReadyToRun => "ReadyToRun",
        _ => "NativeAOT",
    };

    /// <summary>File-system friendly key, e.g. net10.0-ReadyToRun.</summary>
    public string Key => $"{Runtime}-{VariantName}";

    public override string ToString() => $"{Runtime} {VariantName}";

    public static bool TryParseVariant(string text, out Variant variant)
    {
        (bool ok, variant) = text.ToLowerInvariant() switch
        {
            "jit" => (true, Variant.Jit),
            "r2r" or "readytorun" => (true, Variant.ReadyToRun),
            "aot" or "nativeaot" => (true, Variant.NativeAot),
            _ => (false, default),
        };
        return ok;
    }
}
