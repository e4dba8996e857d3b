using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Steps;

/// <summary>
/// What a run is to do, known before anything is built or written (the floor is computed from it): its settings, the serializers
/// selected, the variants it builds, the cells of its plan and those still to run (all of them, unless resumed), and which
/// variants have no build to reuse.
/// </summary>
public sealed record RunWork(RunSettings Settings, string Root, IReadOnlyList<string> Serializers, HostToolchain Toolchain,
    IReadOnlyList<RuntimeVariant> Targets, IReadOnlyList<Cell> Plan, IReadOnlyList<Cell> Pending, IReadOnlyList<RuntimeVariant> Unbuilt);
