using SerializerTests.Results;
using SerializerTests.RunAll.Cli;

namespace SerializerTests.RunAll.Hostile;

/// <summary>One serializer × setting × dataset of <c>RunAll hostile</c>.</summary>
public sealed record HostileGroup(SerializerId Serializer, bool Hardened, string Dataset)
{
    public string Setting => Hardened ? "hardened" : "default";

    /// <summary>File-system friendly: MessagePack_hardened_bookshelf.</summary>
    public string Key => $"{Serializer}_{Setting}_{Dataset}";

    /// <summary>The columns every row of this group has, for the rows the orchestrator writes itself.</summary>
    public HostileRow Row(HostileRequest request) => new()
    {
        Serializer = Serializer, Setting = Setting, Dataset = Dataset, Objects = request.Objects,
            Seed = request.Seed,
        Runtime = Toolchains.HostToolchain.SdkRuntime,
    };
}
