using System.Globalization;

namespace SerializerTests.RunAll.Planning;

/// <summary>
/// One build of the host with a package pinned to one version, measured side by side with the package's other versions in the same
/// run (<c>--package id=v1,v2</c>): every serializer that uses the package gets a row per pin, <c>ProtobufNet@3.2.52</c>.
/// </summary>
/// <param name="Package">The NuGet id, spelled as the adapters declare it (<see cref="Serializers.SerializerInfo.Package"/>).</param>
/// <param name="Version">The exact version the build pins.</param>
/// <param name="Label">What names the build in rows, cells and folders: the version, with <c>~2</c>, <c>~3</c> … for a version named
/// again (the same version twice builds twice: the A/A test of the method).</param>
/// <param name="Source">The folder of a local <c>.nupkg</c> (a library author's build before release); null: the machine's NuGet source.</param>
public sealed record PackagePin(string Package, string Version, string Label, string? Source = null)
{
    /// <summary>Between a serializer's name and its pin's label in a side-by-side row's Serializer column.</summary>
    public const char Mark = '@';

    /// <summary>The Package column of its rows, and how console lines name the build: <c>protobuf-net=3.2.52</c>.</summary>
    public override string ToString() => $"{Package}={Label}";

    /// <summary>The package and the label a row's Package column names (<see cref="ToString"/> read back).</summary>
    public static (string Package, string Label) OfColumn(string column) =>
        column.Split('=', 2) is [var package, var label] ? (package, label) : (column, "");

    /// <summary>The row label of <paramref name="serializer"/> measured on this build: <c>ProtobufNet@3.2.52</c>.</summary>
    public string Labelled(string serializer) => Labelled(serializer, Label);

    /// <summary>The row label of <paramref name="serializer"/> measured on the build labelled <paramref name="label"/>.</summary>
    public static string Labelled(string serializer, string label) => $"{serializer}{Mark}{label}";

    /// <summary>The adapter's name in a row label (<c>ProtobufNet@3.2.52</c> → <c>ProtobufNet</c>); a name without a pin as it is.</summary>
    public static string AdapterOf(string serializer) => serializer.IndexOf(Mark, StringComparison.Ordinal) is var at and >= 0 ? serializer[..at] : serializer;

    /// <summary>The pin's label in a row label, or null for a serializer measured on the run's own versions.</summary>
    public static string? LabelOf(string serializer) => serializer.IndexOf(Mark, StringComparison.Ordinal) is var at and >= 0 ? serializer[(at + 1)..] : null;

    /// <summary>Labels for the versions of one package in the order given: a version named again gets <c>~2</c>, <c>~3</c> ….</summary>
    public static IReadOnlyList<string> Labels(IReadOnlyList<string> versions) =>
        [.. versions.Select((v, i) => versions.Take(i).Count(w => string.Equals(w, v, StringComparison.OrdinalIgnoreCase)) is var before and > 0
            ? string.Create(CultureInfo.InvariantCulture, $"{v}~{before + 1}") : v)];
}
