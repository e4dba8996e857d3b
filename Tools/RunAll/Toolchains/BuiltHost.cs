using SerializerTests.RunAll.Matrix;

namespace SerializerTests.RunAll.Toolchains;

/// <summary>The result of building one runtime variant: an executable to launch, or why there is none.</summary>
public sealed record BuiltHost(RuntimeVariant Target, string? Executable, string? Failure)
{
    public bool Succeeded => Executable is not null;
}
