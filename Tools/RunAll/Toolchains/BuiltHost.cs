using SerializerTests.RunAll.Planning;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>The result of building one runtime variant: an executable to launch, or why there is none.</summary>
/// <param name="InputsHash">The hash of what the build was made from (<see cref="BuildInputs"/>), null when it never
/// started.</param>
/// <param name="Reused">An earlier build from the same inputs was taken instead of building again.</param>
public sealed record BuiltHost(RuntimeVariant Target, string? Executable, string? Failure, string? InputsHash = null,
    bool Reused = false)
{
    public bool Succeeded => Executable is not null;
}
