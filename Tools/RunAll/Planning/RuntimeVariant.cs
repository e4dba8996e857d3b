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

    /// <summary>The variants' names in the order every page lists them: JIT, ReadyToRun, NativeAOT.</summary>
    public static IReadOnlyList<string> VariantNames => Names;

    static readonly string[] Names = [.. Enum.GetValues<Variant>().Select(NameOf)];

    /// <summary>Where a variant's name sorts in <see cref="VariantNames"/>; a name not among them last.</summary>
    public static int OrderOf(string variantName) => Array.IndexOf(Names, variantName) is var i and >= 0 ? i : int.MaxValue;

    /// <summary>File-system friendly key, e.g. net10.0-ReadyToRun, or net10.0-ReadyToRun_protobuf-net@3.2.52 for a pinned build.</summary>
    public string Key => $"{Runtime}-{VariantName}" + (Pin is null ? "" : $"_{Pin.BuildName}");

    /// <summary>net10.0 → 10.0, so that net10.0 sorts after net9.0; 0 for a name that is not a version.</summary>
    public static double VersionOf(string runtime) =>
        double.TryParse(runtime.AsSpan(runtime.StartsWith("net", StringComparison.Ordinal) ? 3 : 0), System.Globalization.NumberStyles.Float,
            System.Globalization.CultureInfo.InvariantCulture, out double version) ? version : 0;

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
