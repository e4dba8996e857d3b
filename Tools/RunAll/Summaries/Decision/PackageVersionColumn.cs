using SerializerTests.RunAll.Summaries;

namespace SerializerTests.RunAll.Summaries.Decision;

/// <summary>What a reader installs; the assembly's own version often differs.</summary>
public static class PackageVersionColumn
{
    public static ColumnDeclaration Declaration { get; } = new(DecisionMatrix.PackageVersionKey, "Package version",
        i => $"the {i.Runtime} {i.Variant} build's deps.json: the version of the NuGet package its library assembly "
            + "came from "
            + "(column PackageVersion), not the version the assembly says it is",
        Cell);

    static MatrixCell Cell(MatrixInputs i, SerializerFacts facts, MatrixRow row)
    {
        // The steady row at N may have failed; the build is the same.
        var built = i.Data.Rows.Where(r =>
            r.Serializer == facts.Serializer && r.Runtime == i.Runtime && r.Variant == i.Variant
            && !string.IsNullOrEmpty(r.DataFormat)).ToList();
        if (built.Select(r => r.PackageVersion).FirstOrDefault(v => !string.IsNullOrEmpty(v)) is { } version)
            return new(row with { PackageVersion = version });
        return new(row, WhyNone(i, built));
    }

    static string WhyNone(MatrixInputs i, IReadOnlyList<Results.ResultRow> built) =>
        built.Count == 0 ? $"not measured: no row of its {i.Runtime} {i.Variant} build"
        : Baselines.Declares(built[0].Maintenance) ? "no package: a hand-written baseline on the .NET library alone"
        : $"no package: the build takes the library from the shared framework ({built[0].Framework})";
}
