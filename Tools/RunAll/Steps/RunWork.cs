using SerializerTests.RunAll.Planning;
using SerializerTests.RunAll.Toolchains;

namespace SerializerTests.RunAll.Steps;

public sealed record RunWork(RunSettings Settings, string Root, IReadOnlyList<string> Serializers,
    HostToolchain Toolchain,
    IReadOnlyList<RuntimeVariant> Targets, IReadOnlyList<Cell> Plan, IReadOnlyList<Cell> Pending,
        IReadOnlyList<RuntimeVariant> Unbuilt);
