using System.Globalization;
using Microsoft.Diagnostics.Symbols;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Analysis;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Stacks;
using Microsoft.Diagnostics.Tracing.Stacks.Formats;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using TraceLog = Microsoft.Diagnostics.Tracing.Etlx.TraceLog;

namespace SerializerTests.RunAll.Diagnosers;

/// <summary>Reads one child's <c>.nettrace</c> with TraceEvent and writes the side files beside it.</summary>
public static class TraceExtractor
{
    const string SampleProfiler = "Microsoft-DotNETCore-SampleProfiler";
    const int TopListLength = 5;

    /// <summary>How the note of a trace that could not be read starts.</summary>
    public const string UnreadableNote = "trace unreadable";

    /// <param name="identity">The row's identity columns.</param>
    public static TraceDetails Extract(string tracePath, TraceMetrics identity, bool nativeAot, bool writeSideFiles)
    {
        if (!File.Exists(tracePath))
            return TraceDetails.Empty(identity with { Note = "no trace: the child wrote none" });
        identity = identity with { TraceBytes = new FileInfo(tracePath).Length };
        string etlx = Path.Combine(Path.GetTempPath(), $"serializertests-{Guid.NewGuid():N}.etlx");
        try
        {
            // Without ContinueOnError a truncated file fails here instead of yielding partial, misleading numbers.
            TraceLog.CreateFromEventPipeDataFile(tracePath, etlx);
            using var log = new TraceLog(etlx);
            var details = Analyze(log, identity, nativeAot);
            if (writeSideFiles)
                WriteSideFiles(log, tracePath, details);
            return details;
        }
        catch (Exception ex) when (ex is not OutOfMemoryException)
        {
            string reason = ex.Message.Split('\n')[0].Trim();
            return TraceDetails.Empty(identity with { Note =
                $"{UnreadableNote} (truncated or corrupt; was the child killed?): {reason}" });
        }
        finally
        {
            File.Delete(etlx);
        }
    }

    public static string AssembliesPath(string tracePath) => Path.ChangeExtension(tracePath, ".assemblies.txt");

    public static string SpeedscopePath(string tracePath) => Path.ChangeExtension(tracePath, ".speedscope.json");

    static TraceDetails Analyze(TraceLog log, TraceMetrics identity, bool nativeAot)
    {
        var source = log.Events.GetSource();
        source.NeedLoadedDotNetRuntimes();
        var events = new EventTotals(source);
        source.Process();
        var (assemblies, exceptions, loading, samples, timed) =
            (events.Assemblies, events.Exceptions, events.Loading, events.Samples, events.Timed);
        var (sampleCount, allocationTicks, metricsTaken, reportedGcs) =
            (events.SampleCount, events.AllocationBytes, events.MetricsTaken, events.ReportedGcs);

        var runtime = source.Processes().Select(p => p.LoadedDotNetRuntime()).FirstOrDefault(r => r is not null);
        var gcs = runtime?.GC.GCs ?? [];
        var jitted = nativeAot || runtime is null ? [] : runtime.JIT.Methods;
        var windowGcs = gcs.Where(g => timed.Contains(g.StartRelativeMSec)).ToList();
        var windowJitted = jitted.Where(m => timed.Contains(m.StartTimeMSec))
            .Select(m => new JittedMethod(m.MethodName, m.OptimizationTier.ToString(), m.CompileCpuTimeMSec))
            .OrderByDescending(m => m.Ms).ToList();
        bool hasWindow = timed.Any;
        var exceptionTypes =
            exceptions.OrderByDescending(p => p.Value).Select(p => new NamedCount(p.Key, p.Value)).ToList();
        var topCpu = samples.OrderByDescending(p => p.Value).Select(p => new NamedCount(p.Key, p.Value)).ToList();

        var metrics = identity with
        {
            DurationMs = Round(log.SessionDuration.TotalMilliseconds),
            JitMethods = nativeAot ? null : jitted.Count,
            JitMs = nativeAot ? null : Round(jitted.Sum(m => m.CompileCpuTimeMSec)),
            GcCount = gcs.Count,
            InducedGcs = gcs.Count(g => g.Reason is Microsoft.Diagnostics.Tracing.Parsers.Clr.GCReason.Induced
                or Microsoft.Diagnostics.Tracing.Parsers.Clr.GCReason.InducedNotForced
                or Microsoft.Diagnostics.Tracing.Parsers.Clr.GCReason.InducedCompacting),
            GcPauseMs = Round(gcs.Sum(g => g.PauseDurationMSec)),
            GcMaxPauseMs = Round(gcs.Count == 0 ? 0 : gcs.Max(g => g.PauseDurationMSec)),
            AllocatedMB = Round(allocationTicks / 1e6),
            AssembliesLoaded = nativeAot ? null : assemblies.Count,
            AssemblyLoadMs = nativeAot ? null : Round(loading.Total(double.MinValue, double.MaxValue)),
            Exceptions = exceptions.Values.Sum(),
            CpuSamples = nativeAot ? null : sampleCount,
            FirstCallJitMethods = hasWindow && !nativeAot ? windowJitted.Count : null,
            FirstCallJitMs = hasWindow && !nativeAot ? Round(windowJitted.Sum(m => m.Ms)) : null,
            FirstCallGcCount = hasWindow ? windowGcs.Count : null,
            FirstCallGcPauseMs = hasWindow ? Round(windowGcs.Sum(g => g.PauseDurationMSec)) : null,
            FirstCallAssemblyLoadMs = hasWindow && !nativeAot
                ? Round(timed.Spans.Sum(span => loading.Total(span.Start, span.Stop))) : null,
            ChildReportedGcCount = reportedGcs,
            ExceptionTypes = Join(exceptionTypes.Select(t => $"{t.Name} ×{t.Count}")),
            TopCpuMethods = Join(topCpu.Take(TopListLength).Select(m => $"{m.Name} ({m.Count})")),
            TopFirstCallJitMethods = Join(windowJitted.Take(TopListLength).Select(m => $"{m.Name} ({m.Ms:F1} ms)")),
            Note = Note(nativeAot, log.EventsLost, hasWindow, identity.Test),
        };
        int? gcsBeforeMetrics = metricsTaken is { } taken ? gcs.Count(g => g.StartRelativeMSec <= taken) : null;
        return new TraceDetails(metrics, assemblies, exceptionTypes, windowJitted, topCpu, gcsBeforeMetrics);
    }

    static string? Note(bool nativeAot, int eventsLost, bool hasWindow, string test)
    {
        var notes = new List<string>();
        if (nativeAot)
            notes.Add("NativeAOT: no JIT, no sample profiler and no loader events (empty, not zero)");
        if (eventsLost > 0)
            notes.Add($"{eventsLost} events lost: counts may be low");
        if (!hasWindow && test == TestKind.FirstCall.Name())
            notes.Add("no timed-call markers in the trace (host older than the trace columns?)");
        return notes.Count == 0 ? null : string.Join("; ", notes);
    }

    /// <summary>The sample profiler also samples threads that are outside managed code.</summary>
    static bool IsManagedSample(TraceEvent e) =>
        e.PayloadNames.Length == 0 || Convert.ToInt32(e.PayloadValue(0), CultureInfo.InvariantCulture) == 2;

    static string TopFrame(TraceEvent e)
    {
        for (var frame = e.CallStack(); frame is not null; frame = frame.Caller)
        {
            string name = frame.CodeAddress.FullMethodName ?? "";
            if (name.Contains(".<PollGC>", StringComparison.Ordinal)
                || name.StartsWith("System.Threading.Thread.PollGC", StringComparison.Ordinal))
                continue;
            return name.Length > 0 ? name : $"{frame.CodeAddress.ModuleName}!?";
        }
        return "(no stack)";
    }

    static void WriteSideFiles(TraceLog log, string tracePath, TraceDetails details)
    {
        File.WriteAllLines(AssembliesPath(tracePath), details.Assemblies);
        if (details.Metrics.CpuSamples is not > 0)
            return;
        var stacks = new MutableTraceEventStackSource(log) { OnlyManagedCodeStacks = true };
        new SampleProfilerThreadTimeComputer(log, new SymbolReader(TextWriter.Null) { SymbolPath = "" })
            .GenerateThreadTimeStacks(stacks);
        SpeedScopeStackSourceWriter.WriteStackViewAsJson(stacks, SpeedscopePath(tracePath));
    }

    static double Round(double value) => Math.Round(value, 3);

    static string? Join(IEnumerable<string> items) => string.Join(" | ", items) is { Length: > 0 } text ? text : null;

    /// <summary>What the trace's events add up to, collected in its one pass.</summary>
    sealed class EventTotals
    {
        public List<string> Assemblies { get; } = [];
        public Dictionary<string, int> Exceptions { get; } = [];
        public LoadIntervals Loading { get; } = new();
        public Dictionary<string, int> Samples { get; } = [];
        public TimedSpans Timed { get; } = new();
        public int SampleCount { get; private set; }
        /// <summary>Sampled allocation: one event per ~100 KB allocated, so this counts the allocations after the last
        /// GC too.</summary>
        public long AllocationBytes { get; private set; }
        public double? MetricsTaken { get; private set; }
        public int? ReportedGcs { get; private set; }

        public EventTotals(TraceLogEventSource source)
        {
            source.Clr.GCAllocationTick += e => AllocationBytes += e.AllocationAmount64;
            source.Clr.LoaderAssemblyLoad += e => Assemblies.Add(e.FullyQualifiedAssemblyName);
            source.Clr.ExceptionStart += e =>
                Exceptions[e.ExceptionType] = Exceptions.GetValueOrDefault(e.ExceptionType) + 1;
            source.Clr.AssemblyLoaderStart += e => Loading.Start(e.ThreadID, e.TimeStampRelativeMSec);
            source.Clr.AssemblyLoaderStop += e => Loading.Stop(e.ThreadID, e.TimeStampRelativeMSec);
            source.AllEvents += e =>
            {
                if (e.ProviderName == PhaseEvents.ProviderName)
                    OnPhase(e);
                else if (e.ProviderName == SampleProfiler && IsManagedSample(e))
                {
                    SampleCount++;
                    string frame = TopFrame(e);
                    Samples[frame] = Samples.GetValueOrDefault(frame) + 1;
                }
            };
        }

        void OnPhase(TraceEvent e)
        {
            switch ((int)e.ID)
            {
                case PhaseEvents.TimedCallStartId:
                    Timed.Start(e.TimeStampRelativeMSec);
                    break;
                case PhaseEvents.TimedCallStopId:
                    Timed.Stop(e.TimeStampRelativeMSec);
                    break;
                case PhaseEvents.MetricsTakenId:
                    Timed.Stop(e.TimeStampRelativeMSec);
                    (MetricsTaken, ReportedGcs) =
                        (e.TimeStampRelativeMSec,
                            Convert.ToInt32(e.PayloadByName("gcCount"), CultureInfo.InvariantCulture));
                    break;
            }
        }
    }

    sealed class TimedSpans
    {
        readonly List<(double Start, double Stop)> _spans = [];
        double? _open;

        public IReadOnlyList<(double Start, double Stop)> Spans => _spans;
        public bool Any => _spans.Count > 0;

        public void Start(double ms)
        {
            Stop(ms);
            _open = ms;
        }

        public void Stop(double ms)
        {
            if (_open is { } start)
                _spans.Add((start, ms));
            _open = null;
        }

        public bool Contains(double ms) => _spans.Any(s => ms >= s.Start && ms <= s.Stop);
    }

    /// <summary>Time inside assembly loading per thread, nested loads counted once.</summary>
    sealed class LoadIntervals
    {
        readonly Dictionary<int, (int Depth, double Since)> _open = [];
        readonly List<(double Start, double Stop)> _closed = [];

        public void Start(int thread, double ms)
        {
            var (depth, since) = _open.GetValueOrDefault(thread);
            _open[thread] = (depth + 1, depth == 0 ? ms : since);
        }

        public void Stop(int thread, double ms)
        {
            if (!_open.TryGetValue(thread, out var open))
                return;
            if (open.Depth == 1)
            {
                _closed.Add((open.Since, ms));
                _open.Remove(thread);
            }
            else
            {
                _open[thread] = (open.Depth - 1, open.Since);
            }
        }

        /// <summary>Loading time that falls between <paramref name="from"/> and <paramref name="to"/>.</summary>
        public double Total(double from, double to) =>
            _closed.Sum(i => Math.Max(0, Math.Min(i.Stop, to) - Math.Max(i.Start, from)));
    }
}
