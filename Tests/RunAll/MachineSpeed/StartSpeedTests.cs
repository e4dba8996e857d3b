using SerializerTests.RunAll.MachineSpeed;

namespace SerializerTests.Tests.RunAll.MachineSpeed;

public class StartSpeedTests
{
    [Theory]
    [InlineData(0.5, 1.0)]  // a faster machine: the floor keeps its usual estimates
    [InlineData(2.0, 2.0)]
    [InlineData(10.0, StartSpeed.MaxSlowdown)]
    public void TheFloorIsStretchedByTheLaunchsRatioToItsUsualTimeWithinLimits(double ratio, double slowdown) =>
        Assert.Equal(slowdown, new StartSpeed(ratio * ReferenceMachine.UsualLaunchMs).Slowdown, 9);

    [Fact]
    public void TheLineSaysWhatWasMeasuredAndWhatTheFloorMakesOfIt()
    {
        double usual = ReferenceMachine.UsualLaunchMs;
        Assert.Equal($"Machine speed at the start: a .NET process's launch took {2 * usual:F0} ms, 2.00x its usual {usual:F0} ms; "
            + "the floor counts builds and launches at 2.00x.", new StartSpeed(2 * usual).Line);
        Assert.EndsWith(", 0.50x its usual " + usual.ToString("F0") + " ms; the floor at its usual speed.", new StartSpeed(usual / 2).Line);
        var unmeasured = new StartSpeed(null, "dotnet could not be started");
        Assert.Equal(1, unmeasured.Slowdown);
        Assert.Equal("Machine speed at the start: not measured (dotnet could not be started); the floor at its usual speed.", unmeasured.Line);
    }

    [Fact]
    public async Task RunAllsOwnLaunchIsTimed()
    {
        var speed = await StartSpeed.MeasureAsync(CancellationToken.None);
        Assert.Null(speed.Unavailable);
        Assert.True(speed.LaunchMs > 0, speed.Line);
    }

    [Fact]
    public async Task ALaunchThatFailsLeavesTheSpeedUnmeasuredAndSaysWhy()
    {
        var failing = await StartSpeed.MeasureAsync("dotnet", ["no-such-assembly.dll"], CancellationToken.None);
        Assert.Null(failing.LaunchMs);
        Assert.StartsWith("dotnet no-such-assembly.dll exited ", failing.Unavailable);
        var missing = await StartSpeed.MeasureAsync("/no/such/program", [], CancellationToken.None);
        Assert.Null(missing.LaunchMs);
        Assert.StartsWith("/no/such/program could not be started: ", missing.Unavailable);
    }
}
