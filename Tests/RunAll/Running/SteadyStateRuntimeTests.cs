namespace SerializerTests.Tests.RunAll;

public class SteadyStateRuntimeTests
{
    [Theory]
    [InlineData(TestKind.Combined)]
    [InlineData(TestKind.Serialize)]
    [InlineData(TestKind.Deserialize)]
    public void TimedChildrenStartCallCountingAtOnce(TestKind test) =>
        Assert.Equal("0", SteadyStateRuntime.For(test)!["DOTNET_TC_CallCountingDelayMs"]);

    [Theory]
    [InlineData(TestKind.FirstCall)]
    [InlineData(TestKind.Hostile)]
    [InlineData(TestKind.Versioning)]
    public void OtherChildrenKeepTheRuntimeDefaults(TestKind test)
    {
        Assert.Null(SteadyStateRuntime.For(test));
        var profiler = new Dictionary<string, string> { ["DOTNET_EnableEventPipe"] = "1" };
        Assert.Equal(profiler, SteadyStateRuntime.For(test, profiler));
    }

    [Fact]
    public void AProfiledSteadyStateChildGetsBothSettings()
    {
        var environment = SteadyStateRuntime.For(TestKind.Combined, new Dictionary<string, string> { ["DOTNET_EnableEventPipe"] = "1" })!;
        Assert.Equal(["DOTNET_EnableEventPipe", "DOTNET_TC_CallCountingDelayMs"], environment.Keys.Order());
    }
}
