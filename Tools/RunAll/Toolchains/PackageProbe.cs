using System.Security;
using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Running;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>Asks the machine's NuGet source, before anything is built, whether it serves each pinned version
/// exactly.</summary>
public static class PackageProbe
{
    /// <returns>Null when every pin restores, else "--package id=v: not served here (NU1102: …)".</returns>
    public static async Task<string?> CheckAsync(IReadOnlyList<PackagePin> pins, CancellationToken cancellation)
    {
        foreach (var pin in pins.DistinctBy(p => (p.Version, p.Source)))
            if (await RestoreErrorAsync(pin, cancellation) is { } error)
                return $"--package {pin.Package}="
                    + $"{(pin.Source is null ? pin.Version
                        : Path.Combine(pin.Source, $"{pin.Package}.{pin.Version}.nupkg"))}: "
                    + $"the package does not restore here ({error})";
        return null;
    }

    static async Task<string?> RestoreErrorAsync(PackagePin pin, CancellationToken cancellation)
    {
        string folder = Directory.CreateTempSubdirectory("serializertests-probe-").FullName;
        try
        {
            // Empty build files stop MSBuild from walking up into a repository's own.
            foreach (var file in new[] { "Directory.Build.props", "Directory.Build.targets",
                "Directory.Packages.props" })
                await File.WriteAllTextAsync(Path.Combine(folder, file), "<Project />\n", cancellation);
            await File.WriteAllTextAsync(Path.Combine(folder, "probe.csproj"), $"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup>
                    <TargetFramework>{HostToolchain.SdkRuntime}</TargetFramework>
                    <NuGetAudit>false</NuGetAudit>
                  </PropertyGroup>
                  <ItemGroup>
                    <PackageReference Include="{SecurityElement.Escape(pin.Package)}"
                                      Version="[{SecurityElement.Escape(pin.Version)}]" />
                  </ItemGroup>
                </Project>
                """, cancellation);
            List<string> arguments =
                ["restore", Path.Combine(folder, "probe.csproj"), "-nologo", "-v:q", "--packages",
                    Path.Combine(folder, "packages")];
            if (pin.Source is not null)
                arguments.Add($"-p:RestoreAdditionalProjectSources={pin.Source}");
            var outcome =
                await ChildProcess.RunAsync("dotnet", arguments, TimeSpan.FromMinutes(5), cancellation,
                HostToolchain.DotnetEnvironment);
            return outcome.ExitCode == 0 ? null
                : HostToolchain.FirstError(outcome.Stdout + outcome.Stderr)
                    ?? (outcome.TimedOut ? "restore timed out after 5 min"
                    : $"dotnet restore exited with {outcome.ExitCode}");
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }
}
