namespace SerializerTests.RunAll.Planning;

public enum Variant { Jit, ReadyToRun, NativeAot }

/// <summary>One buildable flavour of the host: a .NET runtime and how its code is compiled, and, in a side-by-side run, the package
/// version it is built with (<see cref="PackagePin"/>; null: the run's own package versions).</summary>
public sealed record RuntimeVariant(string Runtime, Variant Variant, PackagePin? Pin = null)
{
    /// <summary>The name used in the CSV's Variant column and in the classic articles.</summary>
    public string VariantName => NameOf(Variant);

    public static string NameOf(Variant variant) => variant switch
    {
        Variant.Jit => "JIT",
        Variant.ReadyToRun => "ReadyToRun",
        _ => "NativeAOT",
    };

    /// <summary>File-system friendly key, e.g. net10.0-ReadyToRun, or net10.0-ReadyToRun_protobuf-net@3.2.52 for a pinned build.</summary>
    public string Key => $"{Runtime}-{VariantName}" + (Pin is null ? "" : $"_{Pin.Package}{PackagePin.Mark}{Pin.Label}");

    /// <summary>The same runtime and variant on the run's own package versions.</summary>
    public RuntimeVariant Unpinned => this with { Pin = null };

    public override string ToString() => $"{Runtime} {VariantName}" + (Pin is null ? "" : $" ({Pin})");

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
