namespace SerializerTests.TypesToSerialize.Versioning;

/// <summary>One schema change: the type before (V1) and after (V2), and the value each build writes.</summary>
public abstract record VersionChange(string Name, string Description)
{
    /// <summary>Calls back with the typed pair, so generic code needs no reflection (NativeAOT).</summary>
    public abstract TResult Accept<TResult>(IVersionChangeVisitor<TResult> visitor);
}

public interface IVersionChangeVisitor<out TResult>
{
    TResult Visit<TOld, TNew>(VersionChange<TOld, TNew> change) where TOld : class, IVersioned where TNew
        : class, IVersioned;
}

public sealed record VersionChange<TOld, TNew>(string Name, string Description, Func<TOld> Old, Func<TNew> New)
    : VersionChange(Name, Description)
    where TOld : class, IVersioned where TNew : class, IVersioned
{
    public override TResult Accept<TResult>(IVersionChangeVisitor<TResult> visitor) => visitor.Visit(this);
}

/// <summary>Each value differs from every default, so a dropped member shows.</summary>
public static class VersionChanges
{
    public static IReadOnlyList<VersionChange> All { get; } =
    [
        new VersionChange<AddedV1, AddedV2>("member-added", "a member (Extra) added at the end",
            () => new() { Id = 42, Name = "Alice" }, () => new() { Id = 42, Name = "Alice", Extra = "new" }),
        new VersionChange<RemovedV1,
        RemovedV2>("member-removed",
            "a member (Note) removed from the middle; the others keep their keys, tags and ids",
            () => new() { Id = 42, Note = "keep me", Name = "Alice" }, () => new() { Id = 42, Name = "Alice" }),
        new VersionChange<ReorderedV1,
        ReorderedV2>("members-reordered", "the members declared in the opposite order in the source file",
            () => new() { Id = 42, Name = "Alice", Count = 7 }, () => new() { Id = 42, Name = "Alice", Count = 7 }),
        new VersionChange<RenamedV1, RenamedV2>("member-renamed",
            "Name renamed to Title, the old name kept by the library's own rename mechanism where it has one",
            () => new() { Id = 42, Name = "Alice" }, () => new() { Id = 42, Title = "Alice" }),
        new VersionChange<WidenedV1, WidenedV2>("int-to-long", "Count changed from int to long",
            () => new() { Id = 42, Count = 7 }, () => new() { Id = 42, Count = 7 }),
        new VersionChange<NullableV1, NullableV2>("value-made-nullable", "Count changed from int to int?",
            () => new() { Id = 42, Count = 7 }, () => new() { Id = 42, Count = 7 }),
        new VersionChange<EnumV1,
        EnumV2>("enum-value-added", "the enum of Kind gains a third value, which the new build writes",
            () => new() { Id = 42, Kind = KindV1.Second }, () => new() { Id = 42, Kind = KindV2.Third }),
        new VersionChange<ListV1, ListV2>("list-to-array", "Items changed from List<int> to int[]",
            () => new() { Id = 42, Items = [1, 2, 3] }, () => new() { Id = 42, Items = [1, 2, 3] }),
    ];

    public static IReadOnlyList<Type> Types { get; } = [.. All.SelectMany(c => c.Accept(new TypesOf()))];

    /// <summary>In the same order: position i of one is position i of the other.</summary>
    public static IReadOnlyList<Type> OldTypes { get; } = [.. Types.Where((_, i) => i % 2 == 0), typeof(KindV1)];
    public static IReadOnlyList<Type> NewTypes { get; } = [.. Types.Where((_, i) => i % 2 == 1), typeof(KindV2)];

    /// <summary>V1 ↔ V2: tells formats that name .NET types that the two are one type in two builds.</summary>
    public static IReadOnlyDictionary<Type, Type> OtherVersion { get; } =
        OldTypes.Zip(NewTypes).SelectMany(p => new[] { p, (p.Second, p.First) })
            .ToDictionary(p => p.Item1, p => p.Item2);

    sealed class TypesOf : IVersionChangeVisitor<Type[]>
    {
        public Type[] Visit<TOld, TNew>(VersionChange<TOld, TNew> change) where TOld : class, IVersioned where TNew
            : class,
            IVersioned => [typeof(TOld), typeof(TNew)];
    }
}
