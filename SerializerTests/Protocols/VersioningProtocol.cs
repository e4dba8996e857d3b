using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.Serializers;
using SerializerTests.TypesToSerialize.Versioning;
using SerializerTests.Versioning;

namespace SerializerTests.Protocols;

/// <summary>Nothing is tuned per change: the adapter is the one every other test uses.</summary>
public sealed class VersioningProtocol(HostOptions options, TextWriter output)
    : Protocol<VersioningRow>(output, !options.NoHeader), IProtocol<VersioningRow>
{
    public const string OldToNew = "old-to-new";
    public const string NewToOld = "new-to-old";

    protected override void Run(SerializerEntry entry)
    {
        var row = new VersioningRow { Serializer = new(entry.Name), Runtime = MachineInfo.Runtime };
        SerializerAdapter adapter;
        try
        {
            adapter = entry.Create(new AdapterOptions());
        }
        catch (Exception ex)
        {
            Write(NotRun(row, ex, ""));
            return;
        }
        row = row with { VersionedBy = adapter.Info.VersionedBy, FileVersion = adapter.Info.FileVersion };
        if (adapter.Info.VersionedBy is null)
        {
            Write(row with
            {
                Outcome = VersioningOutcome.Unsupported,
                Detail = adapter.Info.VersioningNotTested ?? "the adapter states no versioning mechanism"
            });
            return;
        }
        foreach (var change in VersionChanges.All)
            change.Accept(new Directions(this, adapter, row with { Change = change.Name }));
    }

    public static IReadOnlyList<VersioningRow> Owed(HostOptions asked, IReadOnlyList<VersioningRow> delivered)
    {
        if (delivered.Any(r => r.Change.Length == 0))
            return [];
        var cases = VersionChanges.All.SelectMany(c =>
            new[] { (Change: c.Name, Direction: OldToNew), (Change: c.Name, Direction: NewToOld) });
        return [.. cases.Where(c => !delivered.Any(r => r.Change == c.Change && r.Direction == c.Direction))
            .Select(c => new VersioningRow { Change = c.Change, Direction = c.Direction })];
    }

    static VersioningRow NotRun(VersioningRow row, Exception ex, string stage) =>
        RowFactory.NativeAotRefusal(ex) is { } refusal
            ? Refused(row, ex, refusal)
            : row with
            {
                Outcome = VersioningOutcome.Failed, Exception = ex.GetType().Name,
                Detail = RowText.OneLine(stage + ex.Message, maxLength: 300)
            };

    static VersioningRow Refused(VersioningRow row, Exception ex, string refusal) =>
        row with
        {
            Outcome = VersioningOutcome.Unsupported, Exception = ex.GetType().Name,
            Detail = RowText.OneLine(refusal, maxLength: 300)
        };

    sealed class Directions(VersioningProtocol protocol, SerializerAdapter adapter, VersioningRow row)
        : IVersionChangeVisitor<bool>
    {
        public bool Visit<TOld, TNew>(VersionChange<TOld, TNew> change)
            where TOld : class, IVersioned where TNew : class, IVersioned
        {
            protocol.Write(Case<TOld, TNew>(change.Old(), row with { Direction = OldToNew }));
            protocol.Write(Case<TNew, TOld>(change.New(), row with { Direction = NewToOld }));
            return true;
        }

        VersioningRow Case<TWriter, TReader>(TWriter written, VersioningRow row)
            where TWriter : class, IVersioned where TReader : class, IVersioned
        {
            var bytes = new MemoryStream();
            try
            {
                adapter.Serialize(written, bytes);
            }
            catch (Exception ex)
            {
                return NotRun(row, ex, "writing failed: ");
            }
            row = row with { Bytes = (int)bytes.Length };
            TReader read;
            try
            {
                read = adapter.DeserializeOtherVersion<TReader>(MessageBuffer.ReadView(bytes), typeof(TWriter));
            }
            catch (Exception ex)
            {
                return RowFactory.NativeAotRefusal(ex) is { } refusal
                    ? Refused(row, ex, refusal)
                    : row with
                    {
                        Outcome = VersioningOutcome.Throws, Exception = ex.GetType().Name,
                        Detail = RowText.OneLine(ex.Message, maxLength: 300)
                    };
            }
            var (outcome, detail) = VersioningOutcome.Classify(written, read);
            return row with
            {
                Outcome = outcome, Detail = detail is null ? null : RowText.OneLine(detail, maxLength: 300)
            };
        }
    }
}
