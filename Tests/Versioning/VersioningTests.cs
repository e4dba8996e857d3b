using SerializerTests.Protocols;
using SerializerTests.Tests.Host;
using SerializerTests.TypesToSerialize.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.Tests.Versioning;

public class VersioningTests
{
    static IReadOnlyList<VersioningRow> Rows(string serializer)
    {
        var run = HostRun.Of(["-test", "versioning", "-serializer", "#" + serializer]);
        Assert.Equal(0, run.ExitCode);
        return TsvFile.Read<VersioningRow>(new StringReader(run.Stdout));
    }

    static string Outcome(IReadOnlyList<VersioningRow> rows, string change, string direction) =>
        rows.Single(r => r.Change == change && r.Direction == direction).Outcome;

    [Fact]
    public void EveryChangeRunsInBothDirectionsWithAVerdict()
    {
        var rows = Rows("SystemTextJson");
        Assert.Equal(VersionChanges.All.Count * 2, rows.Count);
        Assert.Equal(VersionChanges.All.SelectMany(c => new[] { (c.Name, VersioningProtocol.OldToNew), (c.Name, VersioningProtocol.NewToOld) }), rows.Select(r => (r.Change, r.Direction)));
        Assert.All(rows, r => Assert.Contains(r.Outcome, VersioningOutcome.Verdicts));
        Assert.All(rows, r => Assert.StartsWith("property names", r.VersionedBy));
    }

    // What the libraries' documentation promises, measured.
    [Theory]
    [InlineData("ProtobufNet")]      // protobuf: unknown fields are skipped, missing ones keep their default
    [InlineData("GoogleProtobuf")]   // the same rule, through generated messages (an unknown field goes to the message's UnknownFieldSet)
    [InlineData("MessagePack")]      // MessagePack-CSharp: with integer keys, new keys can be added
    [InlineData("DataContract")]     // "adding new data members" is a non-breaking change
    [InlineData("SystemTextJson")]   // unmapped JSON properties are ignored by default
    [InlineData("Orleans")]          // version tolerance: fields are added with new ids
    [InlineData("Avro")]             // schema resolution: a reader field missing from the writer takes its default; a writer field the reader lacks is skipped
    public void AddingAMemberReadsInBothDirections(string serializer)
    {
        var rows = Rows(serializer);
        Assert.Equal(VersioningOutcome.Reads, Outcome(rows, "member-added", VersioningProtocol.OldToNew));
        Assert.Equal(VersioningOutcome.Reads, Outcome(rows, "member-added", VersioningProtocol.NewToOld));
    }

    [Fact]
    public void ProtobufNetFollowsTagsNotDeclarationOrderOrNames()
    {
        var rows = Rows("ProtobufNet");
        foreach (var change in new[] { "members-reordered", "member-renamed", "member-removed" })
        foreach (var direction in new[] { VersioningProtocol.OldToNew, VersioningProtocol.NewToOld })
            Assert.Equal(VersioningOutcome.Reads, Outcome(rows, change, direction));
    }

    [Fact]
    public void MemoryPackFollowsDeclarationOrderSoReorderingSwapsValues()
    {
        // MemoryPack's documentation: in the default mode members may only be appended; reordering is not supported.
        var row = Rows("MemoryPack").Single(r => r.Change == "members-reordered" && r.Direction == VersioningProtocol.OldToNew);
        Assert.Equal(VersioningOutcome.Wrong, row.Outcome);
        Assert.Contains("Id: 42 → 7", row.Detail);
    }

    // Other documented rules, each with the case that shows it.
    [Theory]
    // FlatBuffers forbids changing a field's type: the new reader takes 8 bytes where 4 were written.
    [InlineData("FlatBuffers", "int-to-long", VersioningProtocol.OldToNew, VersioningOutcome.Wrong)]
    [InlineData("FlatBuffers", "member-removed", VersioningProtocol.OldToNew, VersioningOutcome.Reads)]
    // Version-tolerant serialization for BinaryFormatter: never rename a serialized field (a property's backing field is named after it).
    [InlineData("BinaryFormatter", "member-renamed", VersioningProtocol.OldToNew, VersioningOutcome.Loses)]
    [InlineData("BinaryFormatter", "member-renamed", VersioningProtocol.NewToOld, VersioningOutcome.Loses)]
    // Hyperion's version tolerance is off by default: a type with another set of fields cannot read the payload.
    [InlineData("Hyperion", "member-added", VersioningProtocol.OldToNew, VersioningOutcome.Throws)]
    [InlineData("Hyperion", "member-added", VersioningProtocol.NewToOld, VersioningOutcome.Throws)]
    // Avro: a long is not promotable to an int, and an enum symbol the reader lacks is an error.
    [InlineData("Avro", "int-to-long", VersioningProtocol.NewToOld, VersioningOutcome.Throws)]
    [InlineData("Avro", "enum-value-added", VersioningProtocol.NewToOld, VersioningOutcome.Throws)]
    // The hand-mapped formats go by position: Cbor's array length catches a member count that changed, BinaryWriter has nothing to catch it.
    [InlineData("Cbor", "member-added", VersioningProtocol.NewToOld, VersioningOutcome.Throws)]
    [InlineData("Cbor", "members-reordered", VersioningProtocol.OldToNew, VersioningOutcome.Wrong)]
    [InlineData("BinaryWriter", "member-added", VersioningProtocol.NewToOld, VersioningOutcome.Reads)]
    [InlineData("BinaryWriter", "members-reordered", VersioningProtocol.OldToNew, VersioningOutcome.Wrong)]
    [InlineData("BinaryWriter", "value-made-nullable", VersioningProtocol.NewToOld, VersioningOutcome.Wrong)]
    public void DocumentedRulesHold(string serializer, string change, string direction, string expected) =>
        Assert.Equal(expected, Outcome(Rows(serializer), change, direction));

    [Fact]
    public void AnAdapterWithoutAMechanismIsOneRowSayingWhy()
    {
        var row = Assert.Single(Rows("AllocPerf"));
        Assert.Equal((VersioningOutcome.Unsupported, ""), (row.Outcome, row.Change));
        Assert.Contains("BookShelf only", row.Detail);
    }

    [Fact]
    public void EveryAdapterStatesItsMechanismOrWhyItHasNone() =>
        Assert.All(SerializerCatalog.All, e =>
        {
            var info = e.Create(new AdapterOptions()).Info;
            Assert.True(info.VersionedBy is null != (info.VersioningNotTested is null), $"{e.Name}: exactly one of VersionedBy and VersioningNotTested");
        });

    sealed record Item(params (string, object?)[] Values) : IVersioned
    {
        public IReadOnlyList<(string Name, object? Value)> Members() => Values;
    }

    [Fact]
    public void TheClassificationTellsLossFromCorruption()
    {
        var written = new Item(("Id", 42L), ("Name", "Alice"));
        Assert.Equal((VersioningOutcome.Reads, null), VersioningOutcome.Classify(written, new Item(("Id", 42L), ("Name", "Alice"), ("Extra", null))));
        Assert.Equal((VersioningOutcome.Loses, "Name: 'Alice' → (null)"), VersioningOutcome.Classify(written, new Item(("Id", 42L), ("Name", null))));
        Assert.Equal((VersioningOutcome.Wrong, "Id: 42 → 7"), VersioningOutcome.Classify(written, new Item(("Id", 7L), ("Name", "Alice"))));
        Assert.Equal((VersioningOutcome.Wrong, "Extra (new): 'x' instead of its default"), VersioningOutcome.Classify(written, new Item(("Id", 42L), ("Name", "Alice"), ("Extra", "x"))));
        Assert.Equal(VersioningOutcome.Wrong, VersioningOutcome.Classify(written, null).Outcome);
    }
}
