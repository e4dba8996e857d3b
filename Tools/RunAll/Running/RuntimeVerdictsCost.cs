using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;

namespace SerializerTests.RunAll.Running;

/// <summary>
/// What --runtime-verdicts costs, printed before the run measures anything: the run's floor against the floor of the same run at
/// the default processes per steady-state unit, both counted at the start's speed. The extra processes are fixed cost only; the
/// measuring time beyond the floor is the budget's, as in any run.
/// </summary>
public static class RuntimeVerdictsCost
{
    /// <summary>The line, or null for a run without --runtime-verdicts.</summary>
    /// <param name="floor">The run's own floor, as <paramref name="steps"/> count it for <paramref name="work"/> at
    /// <paramref name="slowdown"/>.</param>
    public static string? Line(IReadOnlyList<IRunStep> steps, RunWork work, RunFloor floor, double slowdown)
    {
        var settings = work.Settings;
        if (!settings.RuntimeVerdicts)
            return null;
        var plain = settings with { RuntimeVerdicts = false, Processes = null };
        var plan = RunPlan.Cells(plain, RunPlan.Targets(plain), work.Serializers);
        var without = StepRunner.Floor(steps, work with { Settings = plain, Plan = plan, Pending = plan }).AtSpeed(slowdown);
        return $"--runtime-verdicts: {settings.EffectiveProcesses} processes per steady-state unit instead of {plain.EffectiveProcesses}, "
            + $"for steady-state verdicts between {string.Join(", ", settings.Runtimes.OrderBy(RuntimeVariant.VersionOf))}: the floor "
            + $"{RunFloor.Minutes(floor.Total)} min instead of {RunFloor.Minutes(without.Total)} "
            + $"(+{RunFloor.Minutes(floor.Total - without.Total)} min).";
    }
}
