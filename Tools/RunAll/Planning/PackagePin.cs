using System.Globalization;

namespace SerializerTests.RunAll.Planning;

/// <summary>
/// One build of the host with a package pinned to one version, measured side by side with the package's other versions in the same
/// run (<c>--package id=v1,v2</c>): every serializer that uses the package gets a row per pin (<see cref="On"/>).
/// </summary>
/// <param name="Package">The NuGet id, spelled as the adapters declare it (<see cref="Serializers.SerializerInfo.Package"/>).</param>
/// <param name="Version">The exact version the build pins.</param>
/// <param name="Label">What names the build in rows, cells and folders: the version, with <c>~2</c>, <c>~3</c> … for a version named
/// again (the same version twice builds twice: the A/A test of the method).</param>
/// <param name="Source">The folder of a local <c>.nupkg</c> (a library author's build before release); null: the machine's NuGet source.</param>
public sealed record PackagePin(string Package, string Version, string Label, string? Source = null)
{
    /// <summary>The Package column of its rows, and how console lines name the build: <c>protobuf-net=3.2.52</c>.</summary>
    public override string ToString() => $"{Package}={Label}";

    /// <summary>The package and the label a row's Package column names (<see cref="ToString"/> read back).</summary>
    public static (string Package, string Label) OfColumn(string column) =>
        column.Split('=', 2) is [var package, var label] ? (package, label) : (column, "");

    /// <summary>How the build's folders and keys name it: <c>protobuf-net@3.2.52</c>.</summary>
    public string BuildName => $"{Package}@{Label}";

    /// <summary><paramref name="adapter"/> measured on this build: <c>ProtobufNet@3.2.52</c>.</summary>
    public SerializerId On(string adapter) => new(adapter, Label);

    /// <summary>Older → newer: a label's version (its numeric part, a pre-release before its release), then its repeat
    /// (<see cref="Labels"/> read back).</summary>
    public static (Version Version, int Release, string PreRelease, int Repeat) OrderOf(string label)
    {
        string[] repeat = label.Split(RepeatMark, 2);
        string[] parts = repeat[0].Split('-', 2);
        return (System.Version.TryParse(parts[0], out var v) ? v : new Version(0, 0), parts.Length > 1 ? 0 : 1, parts.Length > 1 ? parts[1] : "",
            repeat is [_, var k] && int.TryParse(k, CultureInfo.InvariantCulture, out int n) ? n : 1);
    }

    const char RepeatMark = '~';

    /// <summary>Labels for the versions of one package in the order given: a version named again gets <c>~2</c>, <c>~3</c> ….</summary>
    public static IReadOnlyList<string> Labels(IReadOnlyList<string> versions) =>
        [.. versions.Select((v, i) => versions.Take(i).Count(w => string.Equals(w, v, StringComparison.OrdinalIgnoreCase)) is var before and > 0
            ? string.Create(CultureInfo.InvariantCulture, $"{v}{RepeatMark}{before + 1}") : v)];
}
