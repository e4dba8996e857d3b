using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Steps;

namespace SerializerTests.RunAll.Running;

/// <summary>What --runtime-verdicts costs in floor: its extra processes are fixed cost only.</summary>
public static class RuntimeVerdictsCost
{
    public static string? Line(IReadOnlyList<IRunStep> steps, RunWork work, RunFloor floor, double slowdown)
    {
        var settings = work.Settings;
        if (!settings.RuntimeVerdicts)
            return null;
        var plain = settings with { RuntimeVerdicts = false, Processes = null };
        var plan = RunPlan.Cells(plain, RunPlan.Targets(plain), work.Serializers);
        var without = StepRunner.Floor(steps, work with { Settings = plain, Plan = plan, Pending = plan })
            .AtSpeed(slowdown);
        return $"--runtime-verdicts: {settings.EffectiveProcesses} processes per steady-state unit instead of "
            + $"{plain.EffectiveProcesses}, "
            + $"for steady-state verdicts between "
                + $"{string.Join(", ", settings.Runtimes.OrderBy(RuntimeVariant.VersionOf))}: the floor "
            + $"{RunFloor.Minutes(floor.Total)} min instead of {RunFloor.Minutes(without.Total)} "
            + $"(+{RunFloor.Minutes(floor.Total - without.Total)} min).";
    }
}
