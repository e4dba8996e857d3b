using SerializerTests.Hostile;
using SerializerTests.Protocols;
using SerializerTests.Tests.Host;

namespace SerializerTests.Tests.Hostile;

public class HostileProtocolTests
{
    static IReadOnlyList<HostileRow> Rows(HostRun run) => TsvFile.Read<HostileRow>(new StringReader(run.Stdout));

    [Fact]
    public void EveryCaseGetsOneRowWithAVerdictAfterTheValidMessage()
    {
        var run = HostRun.Of(["-test", "hostile", "-serializer", "#SystemTextJson", "-N", "2", "-MaxPositions", "6"]);
        Assert.Equal(0, run.ExitCode);
        var rows = Rows(run);
        var valid = rows[0];
        Assert.Equal((0, HostileCases.Valid, HostileOutcome.AcceptedSame), (valid.Case, valid.Kind, valid.Outcome));
        int cases = valid.Cases!.Value;
        Assert.Equal(Enumerable.Range(0, cases + 1), rows.Select(r => r.Case));
        Assert.All(rows.Skip(1), r => Assert.Contains(r.Outcome, HostileOutcome.Verdicts));
        Assert.All(rows, r => Assert.Equal(("SystemTextJson", "default", "bookshelf", 2, cases), (r.Serializer.ToString(), r.Setting, r.Dataset, r.Objects, r.Cases)));
        Assert.Contains(rows, r => r.Kind == HostileCases.NestingBomb);
        Assert.Equal(["DataContract", "MessagePack", "ProtobufNet"], rows.Where(r => r.Kind.StartsWith(HostileCases.WrongFormatPrefix, StringComparison.Ordinal))
            .Select(r => r.Kind[HostileCases.WrongFormatPrefix.Length..]).Order(StringComparer.Ordinal));
        // The empty input cannot be JSON: System.Text.Json throws, and the row names the exception.
        var empty = Assert.Single(rows, r => r.Kind == HostileCases.Empty);
        Assert.Equal((HostileOutcome.Rejected, "JsonException", 0), (empty.Outcome, empty.Exception, empty.InputBytes));
        // Each case is announced on stderr before it runs, the valid message included.
        Assert.Equal(rows.Select(r => r.Case), run.Stderr.Split('\n').Where(l => l.StartsWith(HostileProtocol.CaseMarker, StringComparison.Ordinal)).Select(l => int.Parse(l.Split('\t')[1])));
    }

    [Fact]
    public void ARestartedChildRunsFromTheCaseItIsGivenWithTheSameInputs()
    {
        string[] args = ["-test", "hostile", "-serializer", "#MessagePack", "-N", "2", "-MaxPositions", "5"];
        var all = Rows(HostRun.Of(args));
        var rest = Rows(HostRun.Of([.. args, "-FromCase", "7"]));
        Assert.Equal(all.Where(r => r.Case >= 7).Select(r => (r.Case, r.Kind, r.Position, r.InputBytes, r.Outcome)), rest.Select(r => (r.Case, r.Kind, r.Position, r.InputBytes, r.Outcome)));
    }

    [Fact]
    public void HardenedDataContractRejectsTheNestingBombThatTheDefaultQuotasSwallow()
    {
        // The claim behind DataContract's hostile Setting rows: the default adapter reads with XmlDictionaryReaderQuotas.Max.
        string[] args = ["-test", "hostile", "-serializer", "#DataContract", "-N", "1", "-MaxPositions", "1"];
        var plain = Assert.Single(Rows(HostRun.Of(args)), r => r.Kind == HostileCases.NestingBomb);
        var hardened = Assert.Single(Rows(HostRun.Of([.. args, "-hardened"])), r => r.Kind == HostileCases.NestingBomb);
        Assert.Equal(HostileOutcome.AcceptedSame, plain.Outcome);
        Assert.Equal(("hardened", HostileOutcome.Rejected), (hardened.Setting, hardened.Outcome));
        Assert.Contains("maximum read depth (32)", hardened.Detail);
    }

    [Fact]
    public void ControlCharactersInAMessageAreWrittenAsEscapesSoTheFileStaysText() =>
        Assert.Equal("unexpected \\u0000 after \\u0001x then a line", RowText.OneLine("unexpected \0 after \u0001x\r\nthen a line"));

    [Fact]
    public void HardenedIsRefusedForASerializerWithoutSuchASetting()
    {
        var run = HostRun.Of(["-test", "hostile", "-serializer", "#SystemTextJson", "-hardened"]);
        Assert.Equal(2, run.ExitCode);
        Assert.Equal("SerializerTests: error: -hardened: SystemTextJson has no setting for untrusted input to switch on", run.Stderr.Trim());
        Assert.Equal("", run.Stdout);
    }

    [Fact]
    public void AnUnsupportedDatasetIsOneRowSayingWhy()
    {
        var rows = Rows(HostRun.Of(["-test", "hostile", "-serializer", "#Bson", "-dataset", "vector3"]));
        var row = Assert.Single(rows);
        Assert.Equal((0, HostileOutcome.Unsupported), (row.Case, row.Outcome));
        Assert.Contains("cannot write an array as the root", row.Detail);
    }
}
