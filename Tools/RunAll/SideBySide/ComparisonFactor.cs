namespace SerializerTests.RunAll.SideBySide;

/// <summary>What two builds compared side by side differ in.</summary>
public enum ComparisonKind
{
    PackageVersions,

    Runtimes,
}

/// <summary>The Factor column of SideBySide.csv: <c>package protobuf-net</c> or <c>runtime</c>.</summary>
/// <param name="Package">Null for a runtime comparison.</param>
public readonly record struct ComparisonFactor(ComparisonKind Kind, string? Package = null)
{
    const string PackageWord = "package", RuntimeWord = "runtime";

    public static ComparisonFactor Runtime => new(ComparisonKind.Runtimes);

    public static ComparisonFactor Versions(string package) => new(ComparisonKind.PackageVersions, package);

    public bool IsRuntime => Kind == ComparisonKind.Runtimes;

    public override string ToString() => IsRuntime ? RuntimeWord : $"{PackageWord} {Package}";

    /// <summary>Anything but a package's is the runtime comparison, the only other kind a run makes.</summary>
    public static ComparisonFactor Parse(string column) =>
        column.StartsWith(PackageWord + " ", StringComparison.Ordinal)
            ? Versions(column[(PackageWord.Length + 1)..]) : Runtime;
}
