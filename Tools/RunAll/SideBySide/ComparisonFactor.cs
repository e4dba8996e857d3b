namespace SerializerTests.RunAll.SideBySide;

/// <summary>What two builds compared side by side differ in.</summary>
public enum ComparisonKind
{
    /// <summary>The versions of one pinned package, on the same runtime.</summary>
    PackageVersions,

    /// <summary>The runtime, on the run's own package versions.</summary>
    Runtimes,
}

/// <summary>
/// The Factor column of SideBySide.csv as a type: <c>package protobuf-net</c> or <c>runtime</c>, written by <see cref="ToString"/> and
/// read back by <see cref="Parse"/> only.
/// </summary>
/// <param name="Package">The package whose versions differ; null for a runtime comparison.</param>
public readonly record struct ComparisonFactor(ComparisonKind Kind, string? Package = null)
{
    const string PackageWord = "package", RuntimeWord = "runtime";

    public static ComparisonFactor Runtime => new(ComparisonKind.Runtimes);

    public static ComparisonFactor Versions(string package) => new(ComparisonKind.PackageVersions, package);

    public bool IsRuntime => Kind == ComparisonKind.Runtimes;

    public override string ToString() => IsRuntime ? RuntimeWord : $"{PackageWord} {Package}";

    /// <summary>The column read back; anything but a package's is the runtime comparison, the only other kind a run makes.</summary>
    public static ComparisonFactor Parse(string column) =>
        column.StartsWith(PackageWord + " ", StringComparison.Ordinal) ? Versions(column[(PackageWord.Length + 1)..]) : Runtime;
}
