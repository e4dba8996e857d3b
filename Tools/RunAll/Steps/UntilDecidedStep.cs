using System.Diagnostics;
using System.Globalization;
using SerializerTests.Cli;
using SerializerTests.Measurement;
using SerializerTests.Results;
using SerializerTests.RunAll.MachineSpeed;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Progress;
using SerializerTests.RunAll.Running;
using SerializerTests.RunAll.SideBySide;

namespace SerializerTests.RunAll.Steps;

/// <summary>
/// After the planned rounds, gives a side by side's inconclusive cells more rounds, every build of a comparison in the
/// same seeded rounds as before, until each is decided, the design allows no more looks or the budget is spent
/// (docs/methodology.md, "Side by side").
/// </summary>
public sealed class UntilDecidedStep : IRunStep
{
    /// <summary>So the added rounds' order is drawn apart from the plan's.</summary>
    const int OrderStream = 0x0dec1;

    public string Name => "until decided";

    public IReadOnlyList<string> Files(RunWork work) => [];

    /// <summary>Takes only what the planned rounds leave.</summary>
    public FloorPart Floor(RunWork work) => FloorPart.None(Name);

    public async Task<string> RunAsync(RunContext run, CancellationToken cancellation)
    {
        var settings = run.Work.Settings;
        if (!settings.Design.AddsRounds)
            return "not asked";
        var children = run.Work.Plan.Where(c => RunPlan.TakesAddedRounds(settings, c)).ToList();
        run.Budget.AddingStarts();
        var rows = new Dictionary<Cell, IReadOnlyList<ResultRow>>();
        HashSet<string> named = [], closed = [];
        int added = 0, wave = 1;
        bool cut = false;
        for (; ; wave++)
        {
            var done = children.Concat(run.AddedRounds).Where(run.Folder.IsDone).Distinct().ToList();
            foreach (var cell in done.Where(c => !rows.ContainsKey(c)))
                rows[cell] = run.Folder.LoadCell(cell);
            var judged = PairedVerdict.Compare([.. done.SelectMany(c => rows[c])], settings.Design);
            var planned = Wave(run, done, judged, named, closed);
            if (planned.Children.Count == 0)
            {
                foreach (var row in judged.Where(r => r.Verdict == Verdict.Inconclusive
                    && !named.Contains(CellName(r))))
                    run.Console.Say($"Until decided: {CellName(row)} stays open: {At(row)}, "
                        + WhyOpen(cut, run.Budget.LeftForAdding));
                foreach (var (pair, cells) in SideBySideTables.Pairs(judged))
                    run.Console.Say($"Until decided: {pair}: {DecisionOutlook.Describe(cells)}.");
                break;
            }
            string units = (planned.Units == 1 ? "1 unit" : $"{planned.Units} units") + (planned.LastLooks == 0 ? ""
                : ", each for a last look short of the design's next, which would not fit");
            run.Console.Say($"Until decided, wave {wave}: {SideBySideTables.Counts(judged)}; adding "
                + $"{planned.Children.Sum(c => c.Rounds)} children to {units} "
                + $"(about {RunFloor.Minutes(planned.Cost)} min of the {RunFloor.Minutes(run.Budget.LeftForAdding)} "
                + "left) …");
            int ran = await RunWaveAsync(run, planned, wave, rows, cancellation);
            added += ran;
            cut = ran < planned.Children.Sum(c => c.Rounds);
            if (cut)
                run.Console.Say("Until decided: the budget is spent.");
        }
        return $"{added} children added in {wave - 1} waves";
    }

    /// <summary>Each child's rounds from <c>Next</c> on, up to its unit's next look; <c>LastLooks</c> of its units
    /// stop short of theirs where the time left ends.</summary>
    sealed record PlannedWave(IReadOnlyList<(Cell Child, int Next, int Rounds)> Children, int Units, int LastLooks,
        TimeSpan Cost, IReadOnlyDictionary<Cell, TimeSpan> ChildCost);

    /// <summary>Children fed together up to <c>UpTo</c>, the rounds of their next look; <c>Reach</c> is the rounds by
    /// which half its likely cells would be decided. <c>ShortFrom</c>, where the unit stands at one of the design's
    /// looks, is the fewest rounds at which one of its cells would likely be decided: a last look short of
    /// <c>UpTo</c> is worth taking from there.</summary>
    internal sealed record Unit<T>(IReadOnlyList<T> Children, int UpTo, int Reach, double Score, int? ShortFrom = null);

    /// <summary>A wave's rounds per child, how many units they feed, those of them that take a last look short of
    /// the design's next, and what they cost.</summary>
    internal sealed record WaveChoice<T>(Dictionary<T, int> Rounds, int Units, IReadOnlyList<Unit<T>> LastLooks,
        TimeSpan Cost) where T : notnull;

    /// <summary>The children of the open cells that the time left can decide, the most decisions per second first;
    /// cells that cannot be decided in time are named once and left.</summary>
    static PlannedWave Wave(RunContext run, IReadOnlyList<Cell> done, IReadOnlyList<SideBySideRow> judged,
        HashSet<string> named, HashSet<string> closed)
    {
        var next = done.GroupBy(c => c with { Launch = 0 }).ToDictionary(g => g.Key, g => g.Max(c => c.Launch) + 1);
        var cost = next.Keys.ToDictionary(c => c,
            c => run.Time.MeanOf(c) ?? Estimate(run.Work.Settings, c, run.Budget));
        var units = judged.Where(r => r.Verdict == Verdict.Inconclusive)
            .Select(r => (Row: r, Children: (IReadOnlyList<Cell>)[.. next.Keys.Where(c => Feeds(c, r))]))
            .Where(u => u.Children.Count > 0 && u.Children.All(c => run.Hosts.ContainsKey(c.Target)))
            .GroupBy(u => UnitKey(u.Children))
            .Where(u => !closed.Contains(u.Key))
            .Select(u => Choose(run, [.. u.Select(x => x.Row)], u.First().Children, next, cost, named))
            .OfType<Unit<Cell>>().ToList();
        var choice = Take(units, next, cost, run.Budget.LeftForAdding);
        closed.UnionWith(choice.LastLooks.Select(u => UnitKey(u.Children)));
        return new([.. choice.Rounds.Where(c => c.Value > 0).Select(c => (c.Key, next[c.Key], c.Value))],
            choice.Units, choice.LastLooks.Count, choice.Cost, cost);
    }

    static string UnitKey(IEnumerable<Cell> children) =>
        string.Join(' ', children.Select(c => c.Key).Order(StringComparer.Ordinal));

    /// <summary>How many rounds each child gets in this wave: best score first, a unit's next look only where it
    /// leaves what the units taken before it still need to reach their decisions, so a cheap unit near its decision
    /// is not starved at the end by a dear one fed along the way. A wave that can afford no unit's next look spends
    /// what is left on last looks short of it, where one of a unit's cells would likely be decided there.</summary>
    internal static WaveChoice<T> Take<T>(IEnumerable<Unit<T>> units, IReadOnlyDictionary<T, int> next,
        IReadOnlyDictionary<T, TimeSpan> cost, TimeSpan left) where T : notnull
    {
        var ordered = units.OrderByDescending(u => u.Score).ToList();
        var chosen = new Dictionary<T, int>();
        TimeSpan spent = TimeSpan.Zero, reserved = TimeSpan.Zero;
        int taken = 0;
        TimeSpan Cost(IEnumerable<T> children, Func<T, int> rounds) =>
            children.Aggregate(TimeSpan.Zero, (sum, c) => sum + cost[c] * rounds(c));
        foreach (var unit in ordered)
        {
            var fresh = unit.Children.Where(c => !chosen.ContainsKey(c)).ToList();
            var more = Cost(fresh, c => unit.UpTo - next[c] + 1);
            if (spent + reserved + more > left)
                continue;
            foreach (var child in fresh)
                chosen[child] = unit.UpTo - next[child] + 1;
            spent += more;
            reserved += Cost(fresh, _ => Math.Max(0, unit.Reach - unit.UpTo));
            taken++;
        }
        if (taken > 0)
            return new(chosen, taken, [], spent);
        var lastLooks = new List<Unit<T>>();
        foreach (var unit in ordered.Where(u => u.ShortFrom is not null))
        {
            var fresh = unit.Children.Where(c => !chosen.ContainsKey(c)).ToList();
            var perRound = Cost(fresh, _ => 1);
            if (perRound <= TimeSpan.Zero)
                continue;
            int from = fresh.Min(c => next[c]);
            int upTo = Math.Min(unit.UpTo - 1, from - 1 + (int)((left - spent) / perRound));
            if (upTo < Math.Max(from, unit.ShortFrom!.Value))
                continue;
            foreach (var child in fresh)
                chosen[child] = Math.Max(0, upTo - next[child] + 1);
            spent += Cost(fresh, c => chosen[c]);
            lastLooks.Add(unit);
        }
        return new(chosen, lastLooks.Count, lastLooks, spent);
    }

    /// <summary>A unit worth its next look: the decisions its open cells would likely make there per second it costs.
    /// </summary>
    static Unit<Cell>? Choose(RunContext run, IReadOnlyList<SideBySideRow> open, IReadOnlyList<Cell> children,
        IReadOnlyDictionary<Cell, int> next, IReadOnlyDictionary<Cell, TimeSpan> cost, HashSet<string> named)
    {
        var design = run.Work.Settings.Design;
        int planned = RunPlan.PlannedRounds(run.Work.Settings, children[0]), rounds = open.Min(r => r.Rounds);
        int most = design.MaxRounds(planned);
        int upTo = design.NextLook(planned, rounds) ?? rounds;
        double perRound = children.Sum(c => cost[c].TotalSeconds), score = 0;
        double affordable = rounds + run.Budget.LeftForAdding.TotalSeconds / perRound;
        var needs = new List<double>();
        double fewest = double.MaxValue;
        foreach (var row in open)
        {
            double? best = DecisionOutlook.RoundsAtBest(row);
            if (best is { } b && b <= most && b <= affordable && upTo > rounds)
            {
                double needed = DecisionOutlook.RoundsNeeded(row) ?? 10 * most;
                score += 1 / Math.Max(1, (needed - row.Rounds) / (upTo - rounds));
                needs.Add(Math.Min(needed, Math.Min(most, affordable)));
                fewest = Math.Min(fewest, needed);
            }
            else if (named.Add(CellName(row)))
                run.Console.Say(
                    $"Until decided: {CellName(row)} stays open: {At(row)}{Why(row, best, most, affordable)}");
        }
        if (score <= 0)
            return null;
        int reach = Math.Max(upTo, (int)Math.Ceiling(SampleSummary.MedianOf([.. needs])));
        int? shortFrom = design.IsLook(planned, children.Max(c => next[c]) - 1)
            ? (int)Math.Ceiling(fewest) : null;
        return new(children, upTo, reach, score / (perRound * (upTo - rounds)), shortFrom);
    }

    /// <summary>Why a cell the waves kept feeding ended open: the budget cut its last wave, or what is left buys
    /// no look that would likely decide it.</summary>
    internal static string WhyOpen(bool cut, TimeSpan left) => cut
        ? "when the time left was spent"
        : $"with {RunFloor.Minutes(left)} min left, too few for a look that would likely decide it";

    static string Why(SideBySideRow row, double? best, int most, double affordable) =>
        row.Rounds >= most ? ", the design's last look"
        : best is not { } n ? ", on the band's edge: no number of rounds would decide it"
        : string.Create(CultureInfo.InvariantCulture,
            $", which even at the best ratio in its interval would need about {n:0} rounds; ")
            + (n > most ? $"the design stops at {most}"
                : string.Create(CultureInfo.InvariantCulture, $"the time left allows about {affordable:0}"));

    static string At(SideBySideRow row) => $"B/A {SideBySideTables.RatioText(row)} after {row.Rounds} rounds";

    static string CellName(SideBySideRow row) => $"{PairedVerdict.PairOf(row)} {SideBySideTables.Cell(row)}";

    /// <summary>Round by round, each round's children in a seeded order, so a slow spell falls on A and B
    /// alike.</summary>
    static async Task<int> RunWaveAsync(RunContext run, PlannedWave wave, int index,
        Dictionary<Cell, IReadOnlyList<ResultRow>> rows, CancellationToken cancellation)
    {
        var settings = run.Work.Settings;
        var random = new Random(settings.Seed ^ OrderStream ^ index);
        int ran = 0, total = wave.Children.Sum(c => c.Rounds);
        async Task Run(IRunProgress progress)
        {
            for (int round = 0; round < wave.Children.Max(c => c.Rounds); round++)
            {
                var children = wave.Children.Where(c => c.Rounds > round).OrderBy(_ => random.Next()).ToList();
                var roundCost = children.Aggregate(TimeSpan.Zero, (sum, c) => sum + wave.ChildCost[c.Child]);
                if (run.Budget.LeftForAdding < roundCost)
                    return;
                foreach (var (child, next, _) in children)
                {
                    var cell = child with { Launch = next + round };
                    progress.CellStarted(cell);
                    run.Speed.ProbeIfDue("until decided", cell.Key, always: RunBudget.IsSteadyChild(cell));
                    double? share = RunBudget.IsSteadyChild(cell)
                        ? run.Budget.LastShare ?? settings.EffectiveMaxSeconds : null;
                    var watch = Stopwatch.StartNew();
                    var result = await run.Runner.RunAsync(cell, run.Hosts[cell.Target], cancellation, share);
                    run.Folder.SaveCell(cell, result);
                    run.AddedRounds.Add(cell);
                    rows[cell] = result;
                    run.Time.CellFinished(cell, watch.Elapsed);
                    progress.CellFinished(cell, result, watch.Elapsed);
                    ran++;
                }
            }
        }
        if (run.Interactive)
            await LiveProgress.RunAsync(total, run.Console.File, Run);
        else
            await Run(new PlainProgress(run.Output, run.Console.File, total));
        return ran;
    }

    /// <summary>A child's cost before one ran in this session: the budget's estimate.</summary>
    static TimeSpan Estimate(RunSettings settings, Cell child, RunBudget budget) =>
        child.Test == TestKind.FirstCall ? ReferenceMachine.FirstCallLaunch
        : TimeSpan.FromSeconds(RunBudget.FixedSeconds(settings, child with { Launch = 2 })
            + 2 * settings.EffectiveCounts.Count * (budget.LastShare ?? settings.EffectiveMaxSeconds));

    /// <summary>Whether the child's rows enter the side-by-side cell.</summary>
    static bool Feeds(Cell child, SideBySideRow cell) =>
        (child.Test == TestKind.FirstCall) == (cell.Test == TestKind.FirstCall.Name())
        && child.Serializer.Adapter == cell.Serializer && child.Dataset == cell.Dataset
        && child.Target.VariantName == cell.Variant
        && (cell.Compared is { IsRuntime: false } factor
            ? child.Target.Runtime == cell.Runtime && child.Target.Pin is { } pin && pin.Package == factor.Package
                && (pin.Label == cell.A || pin.Label == cell.B)
            : child.Target.Pin is null && (child.Target.Runtime == cell.A || child.Target.Runtime == cell.B));
}
