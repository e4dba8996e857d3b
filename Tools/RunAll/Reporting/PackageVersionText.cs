using SerializerTests.Results;

namespace SerializerTests.RunAll.Reporting;

/// <summary>A serializer's package version as report.html's facts show it, over every runtime the run built.</summary>
/// <param name="Title">The tooltip: what the version is, or why there is none.</param>
public sealed record PackageVersionText(string Text, string Title)
{
    public const string None = "—";

    const string What =
        "the version of the NuGet package the build took the library from (column PackageVersion), not the assembly's "
        + "own";

    /// <param name="rows">The serializer's rows; only those its child wrote say anything of the build.</param>
    public static PackageVersionText Of(IEnumerable<ResultRow> rows)
    {
        var byRuntime = rows.Where(r => !string.IsNullOrEmpty(r.DataFormat)).GroupBy(r => r.Runtime ?? "")
            .Select(g =>
            (Runtime: g.Key, Version: g.Select(r => r.PackageVersion).FirstOrDefault(v => !string.IsNullOrEmpty(v))))
            .OrderByDescending(p => Planning.RuntimeVariant.VersionOf(p.Runtime)).ToList();
        var versions = byRuntime.Select(p => p.Version).Distinct().ToList();
        return versions switch
        {
            [] or [null] => new(None,
                "no NuGet package: a hand-written baseline or a library of the shared framework"),
            [{ } one] => new(one, What),
            _ => new(string.Join("; ", byRuntime.Select(p => $"{p.Version ?? None} ({p.Runtime})")),
                What + ", by runtime"),
        };
    }
}
