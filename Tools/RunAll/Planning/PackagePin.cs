using System.Globalization;
using SerializerTests.Results;

namespace SerializerTests.RunAll.Planning;

/// <summary>A build with a package pinned to one version (<c>--package id=v1,v2</c>).</summary>
/// <param name="Label">A version named again gets <c>~2</c>, <c>~3</c> … (the A/A test).</param>
public sealed record PackagePin(string Package, string Version, string Label, string? Source = null)
{
    public override string ToString() => $"{Package}={Label}";

    public static (string Package, string Label) OfColumn(string column) =>
        column.Split('=', 2) is [var package, var label] ? (package, label) : (column, "");

    public string BuildName => $"{Package}@{Label}";

    public SerializerId On(string adapter) => new(adapter, Label);

    public static (Version Version, int Release, string PreRelease, int Repeat) OrderOf(string label)
    {
        string[] repeat = label.Split(RepeatMark, 2);
        string[] parts = repeat[0].Split('-', 2);
        return (System.Version.TryParse(parts[0], out var v) ? v : new Version(0, 0), parts.Length > 1 ? 0 : 1,
            parts.Length > 1 ? parts[1] : "",
            repeat is [_, var k] && int.TryParse(k, CultureInfo.InvariantCulture, out int n) ? n : 1);
    }

    const char RepeatMark = '~';

    public static IReadOnlyList<string> Labels(IReadOnlyList<string> versions) =>
        [.. versions.Select((v, i) =>
            versions.Take(i).Count(w => string.Equals(w, v, StringComparison.OrdinalIgnoreCase)) is var before and > 0
            ? string.Create(CultureInfo.InvariantCulture, $"{v}{RepeatMark}{before + 1}") : v)];
}
