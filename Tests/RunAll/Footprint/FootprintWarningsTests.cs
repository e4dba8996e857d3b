using SerializerTests.RunAll.Footprint;

namespace SerializerTests.Tests.RunAll.Footprint;

public class FootprintWarningsTests
{
    const string Log = """
        dotnet publish FootprintApp.csproj
          Generating native code
        /root/.nuget/packages/memorypack.core/1.21.4/lib/net8.0/MemoryPack.Core.dll : warning IL2104: Assembly 'MemoryPack.Core' produced trim warnings. For more information see https://aka.ms/il2104 [/work/Tools/FootprintApp/FootprintApp.csproj]
        /root/.nuget/packages/memorypack.core/1.21.4/lib/net8.0/MemoryPack.Core.dll : warning IL3053: Assembly 'MemoryPack.Core' produced AOT analysis warnings. [/work/Tools/FootprintApp/FootprintApp.csproj]
        /work/Serializers/Json/X.cs(12): Trim analysis warning IL2026: X.Y(): Using member 'Z' which has 'RequiresUnreferencedCodeAttribute' [/work/Tools/FootprintApp/FootprintApp.csproj]
        /work/Serializers/Json/X.cs(12): Trim analysis warning IL2026: X.Y(): Using member 'Z' which has 'RequiresUnreferencedCodeAttribute' [/work/Tools/FootprintApp/FootprintApp.csproj]
        /work/Serializers/Json/X.cs(14): AOT analysis warning IL3050: X.Y(): Using member 'W' which has 'RequiresDynamicCodeAttribute' [/work/Tools/FootprintApp/FootprintApp.csproj]
        warning CS8669: not an IL warning [/work/Tools/FootprintApp/FootprintApp.csproj]
          FootprintApp -> /tmp/app/
        """;

    [Fact]
    public void EachWarningIsCountedOnceByItsCodeWithoutTheProjectSuffix()
    {
        var warnings = FootprintWarnings.Parse(Log);
        Assert.Equal(4, warnings.Count);
        Assert.All(warnings, w => Assert.DoesNotContain(".csproj]", w));
        Assert.Equal("IL2026×1 IL2104×1 IL3050×1 IL3053×1", FootprintWarnings.ByCode(warnings));
        Assert.True(FootprintWarnings.HasCollapsed(warnings));
    }

    [Fact]
    public void AnAppWhosePackagesWarnedNothingHasNoCollapsedWarning()
    {
        var warnings = FootprintWarnings.Parse(string.Join('\n', Log.Split('\n').Where(l => !l.Contains("IL2104") && !l.Contains("IL3053"))));
        Assert.False(FootprintWarnings.HasCollapsed(warnings));
        Assert.Equal("", FootprintWarnings.ByCode(FootprintWarnings.Parse("  FootprintApp -> /tmp/app/")));
    }

    [Fact]
    public void SettingsAreReadFromMsbuildsPropertyOutput()
    {
        const string json = """{ "Properties": { "PublishAot": "true", "OptimizationPreference": "" } }""";
        var values = FootprintSettings.Parse(json, ["PublishAot", "OptimizationPreference"]);
        Assert.Equal("true", values["PublishAot"]);
        Assert.Equal("", values["OptimizationPreference"]);
        Assert.Equal("Speed", FootprintSettings.Parse("Speed\n", ["OptimizationPreference"])["OptimizationPreference"]);
        Assert.Empty(FootprintSettings.Parse("MSBUILD : error MSB1009: Project file does not exist.", ["A", "B"]));
    }

    [Fact]
    public void WarningsInTheAdaptersOwnSourceAreSetApartFromTheLibrarys()
    {
        var (library, adapter) = FootprintWarnings.Split(FootprintWarnings.Parse(Log), "/elsewhere");
        Assert.Empty(adapter);
        (library, adapter) = FootprintWarnings.Split(FootprintWarnings.Parse(Log), "/work/");
        Assert.Equal("IL2104×1 IL3053×1", FootprintWarnings.ByCode(library));
        Assert.Equal("IL2026×1 IL3050×1", FootprintWarnings.ByCode(adapter));
    }
}
