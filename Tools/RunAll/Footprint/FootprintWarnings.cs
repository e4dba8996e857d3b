using System.Text.RegularExpressions;

namespace SerializerTests.RunAll.Footprint;

/// <summary>The trim and AOT warnings of a NativeAOT publish, read from what the compile printed.</summary>
public static partial class FootprintWarnings
{
    /// <summary>The codes ILC prints in place of a package's own warnings.</summary>
    public static readonly IReadOnlyList<string> CollapsedCodes = ["IL2104", "IL3053"];

    [GeneratedRegex(@"\bwarning (IL\d{4}):")]
    private static partial Regex WarningCode();

    /// <summary>The distinct warning lines of <paramref name="log"/> that carry an IL code, in the order first printed,
    /// without the trailing project path MSBuild appends.</summary>
    public static IReadOnlyList<string> Parse(string log) =>
        [.. log.Split('\n').Select(l => Regex.Replace(l.Trim(), @"\s*\[[^\]]*\.csproj\]$", ""))
            .Where(l => WarningCode().IsMatch(l))
            .Distinct(StringComparer.Ordinal)];

    /// <summary>The warnings of the library apart from those in the adapter's own source under
    /// <paramref name="repositoryRoot"/>.</summary>
    public static (IReadOnlyList<string> Library, IReadOnlyList<string> Adapter) Split(IReadOnlyList<string> warnings,
        string repositoryRoot)
    {
        string root = Path.TrimEndingDirectorySeparator(repositoryRoot) + Path.DirectorySeparatorChar;
        return ([.. warnings.Where(w => !w.StartsWith(root, StringComparison.Ordinal))],
            [.. warnings.Where(w => w.StartsWith(root, StringComparison.Ordinal))]);
    }

    public static string CodeOf(string line) => WarningCode().Match(line).Groups[1].Value;

    public static bool HasCollapsed(IReadOnlyList<string> warnings) =>
        warnings.Any(w => CollapsedCodes.Contains(CodeOf(w)));

    /// <summary>"IL2026×3 IL3050×1", codes in order.</summary>
    public static string ByCode(IReadOnlyList<string> warnings) =>
        string.Join(' ',
            warnings.GroupBy(CodeOf).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g => $"{g.Key}×{g.Count()}"));
}
