using SerializerTests.Results;

namespace SerializerTests.Tests.Host;

/// <summary>
/// The steady state's deserialize lets go of each call's result before the next call, as BenchmarkDotNet's consumer does and as
/// a request handler does with the message it read (docs/methodology.md, "What a timed call keeps alive"): a host that kept it
/// would run every call beside the previous call's graph, and every collection in it would promote that graph.
/// </summary>
public class ResultLifetimeTests
{
    [Fact]
    public void TheNextDeserializeRunsWithoutThePreviousResult()
    {
        var adapter = new Watching();
        var run = HostRun.Of(["-test", "deserialize", "-N", "10", "-Runs", "3", "-Precision", "0", "-serializer", "#Watching"],
            [new SerializerEntry("Watching", _ => adapter)]);

        Assert.Equal(ResultStatus.Ok, Assert.Single(run.Rows).Status);
        Assert.NotEqual(0, adapter.Checked);
        Assert.Equal(0, adapter.Survived);
    }

    [Fact]
    public void TheLargestNCountsItsCollectionsWithoutTheOtherNsObjects()
    {
        var adapter = new Counting();
        var run = HostRun.Of(["-test", "deserialize", "-N", "10,1,3", "-Runs", "3", "-Precision", "0", "-serializer", "#Counting"],
            [new SerializerEntry("Counting", _ => adapter)]);

        Assert.Equal([10, 1, 3], run.Rows.Select(r => r.Objects));
        Assert.All(run.Rows, r => Assert.Equal(ResultStatus.Ok, r.Status));
        // The windows run from the smallest N up, whatever the order asked for, so N = 10's window made the process's last calls.
        Assert.Equal(10, adapter.LastN);
        // During its timed runs, interleaved with the others', their data was alive; in its window, after its forced collection, not.
        Assert.True(adapter.SawOthersAlive);
        Assert.False(adapter.OthersAliveInLastCall);
    }

    /// <summary>Writes N into the message and holds each N's data weakly; each deserialize allocates enough for a collection window
    /// and notes whether another N's data was still alive.</summary>
    sealed class Counting : SerializerAdapter
    {
        readonly Dictionary<int, WeakReference<BookShelf>> _data = [];
        byte[]? _garbage;

        public int LastN { get; private set; }
        public bool SawOthersAlive { get; private set; }
        public bool OthersAliveInLastCall { get; private set; }

        public override SerializerInfo Info { get; } = new("Counting", "https://example.invalid", DataFormat.Binary, "Test", typeof(Counting).Assembly)
        {
            UnsupportedTypes = SerializerInfo.AllTypesExcept([typeof(BookShelf)], "a test adapter"),
        };

        public override void Serialize<T>(T value, MemoryStream output)
        {
            var shelf = (BookShelf)(object)value;
            int n = shelf.Books!.Count;
            _data[n] = new(shelf);
            output.WriteByte((byte)n);
        }

        public override T Deserialize<T>(MemoryStream input)
        {
            LastN = input.ReadByte();
            OthersAliveInLastCall = _data.Any(d => d.Key != LastN && d.Value.TryGetTarget(out _));
            SawOthersAlive |= OthersAliveInLastCall;
            _garbage = new byte[20 * 1024];
            return (T)(object)new BookShelf { Books = [] };
        }
    }

    /// <summary>Hands back a new BookShelf from each deserialize and, in the next one, forces a full collection and notes whether the
    /// shelf it handed back before survived it (only the caller can have kept it: the adapter holds it weakly).</summary>
    sealed class Watching : SerializerAdapter
    {
        /// <summary>The first calls are all checked (on a slow machine they are all the calls: cold call, pilot, warm-up and timed
        /// runs can be a few single calls); after them one in <see cref="Spacing"/>, so that the runs are not all collections.</summary>
        const int EveryCallChecked = 16;
        const int Spacing = 100;

        WeakReference<BookShelf>? _previous;
        int _calls;

        public int Checked { get; private set; }
        public int Survived { get; private set; }

        public override SerializerInfo Info { get; } = new("Watching", "https://example.invalid", DataFormat.Binary, "Test", typeof(Watching).Assembly)
        {
            UnsupportedTypes = SerializerInfo.AllTypesExcept([typeof(BookShelf)], "a test adapter"),
        };

        public override void Serialize<T>(T value, MemoryStream output) => output.WriteByte(1);

        public override T Deserialize<T>(MemoryStream input)
        {
            _calls++;
            if (_previous is not null && (_calls <= EveryCallChecked || _calls % Spacing == 0))
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                Checked++;
                if (_previous.TryGetTarget(out _))
                    Survived++;
            }
            var shelf = new BookShelf { Books = [] };
            _previous = new(shelf);
            return (T)(object)shelf;
        }
    }
}
