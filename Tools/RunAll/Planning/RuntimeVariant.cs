namespace SerializerTests.RunAll.Planning;

public enum Variant { Jit, ReadyToRun, NativeAot }

public sealed record RuntimeVariant(string Runtime, Variant Variant, PackagePin? Pin = null)
{
    public string VariantName => NameOf(Variant);

    public static string NameOf(Variant variant) => variant switch
    {
        Variant.Jit => "JIT",
        Variant.ReadyToRun => "ReadyToRun",
        _ => "NativeAOT",
    };

    public static IReadOnlyList<string> VariantNames => Names;

    static readonly string[] Names = [.. Enum.GetValues<Variant>().Select(NameOf)];

    public static int OrderOf(string variantName) =>
        Array.IndexOf(Names, variantName) is var i and >= 0 ? i : int.MaxValue;

    public string Key => $"{Runtime}-{VariantName}" + (Pin is null ? "" : $"_{Pin.BuildName}");

    /// <summary>So that net10.0 sorts after net9.0; 0 for a name that is not a version.</summary>
    public static double VersionOf(string runtime) =>
        double.TryParse(runtime.AsSpan(runtime.StartsWith("net", StringComparison.Ordinal) ? 3 : 0),
            System.Globalization.NumberStyles.Float,
            System.Globalization.CultureInfo.InvariantCulture, out double version) ? version : 0;

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
