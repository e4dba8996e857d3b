using SerializerTests.RunAll.Adapters;

namespace SerializerTests.Tests.RunAll.Adapters;

/// <summary>What RunAll reads of an adapter file before it builds anything (option adapter): its packages and projects, or one line
/// naming the file and the line that is wrong.</summary>
public sealed class AdapterFileTests : IDisposable
{
    readonly string _folder = Directory.CreateTempSubdirectory("adapter-file-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    string Write(string name, string text)
    {
        string path = Path.Combine(_folder, name);
        File.WriteAllText(path, text);
        return path;
    }

    [Fact]
    public void ThePackagesAndProjectsAreReadFromTheDirectives()
    {
        Directory.CreateDirectory(Path.Combine(_folder, "Codec"));
        string project = Write(Path.Combine("Codec", "Codec.csproj"), "<Project />");
        var (file, error) =
            AdapterFile.Read(Write("My.cs", "#:package YamlDotNet@18.1.0\n#:project Codec\n#:package Foo.Bar@1.2.3-beta\nclass C;\n"));
        Assert.Null(error);
        Assert.Equal([new("YamlDotNet", "18.1.0"), new("Foo.Bar", "1.2.3-beta")], file!.Packages);
        Assert.Equal([project], file.Projects);
        Assert.Matches("^My.cs@[0-9a-f]{12}$", file.Label);
    }

    [Fact]
    public void TheHashFollowsTheContent()
    {
        string path = Write("My.cs", "class C;\n");
        string before = AdapterFile.Read(path).File!.Hash;
        File.AppendAllText(path, "// changed\n");
        Assert.NotEqual(before, AdapterFile.Read(path).File!.Hash);
    }

    [Theory]
    [InlineData("#:package YamlDotNet\n", "(1): '#:package YamlDotNet': give the package as Id@Version")]
    [InlineData("class C;\n#:project Missing\n", "(2): '#:project Missing': no such project")]
    [InlineData("#:property LangVersion=preview\n", "(1): '#:property': an adapter file names only its packages (#:package) and projects")]
    public void AWrongDirectiveNamesTheFileAndLine(string text, string expected)
    {
        string path = Write("Bad.cs", text);
        var (file, error) = AdapterFile.Read(path);
        Assert.Null(file);
        Assert.StartsWith(path + expected, error);
    }

    [Fact]
    public void APathThatIsNoCSharpFileOrDoesNotExistIsRefused()
    {
        Assert.Equal("--adapter x.txt: not a C# file (.cs)", AdapterFile.Read("x.txt").Error);
        Assert.Equal($"--adapter {Path.Combine(_folder, "None.cs")}: no such file", AdapterFile.Read(Path.Combine(_folder, "None.cs")).Error);
    }

    [Fact]
    public void ACompileErrorKeepsItsFileAndLineAndNuGetsErrorItsText()
    {
        const string log = "dotnet build\n\n  Restored.\n"
            + "/home/me/My.cs(37,16): error CS0019: Operator '+' cannot be applied [/repo/Serializers/Serializers.csproj]\n"
            + "/home/me/My.cs(40,1): error CS1002: ; expected [/repo/Serializers/Serializers.csproj]\n";
        Assert.Equal("/home/me/My.cs(37,16): CS0019: Operator '+' cannot be applied", SerializerTests.RunAll.Toolchains.HostToolchain.FirstError(log));
        Assert.Equal("NU1102: Unable to find package YamlDotNet with version (= 99.0.0)", SerializerTests.RunAll.Toolchains.HostToolchain.FirstError(
            "/repo/Serializers/Serializers.csproj : error NU1102: Unable to find package YamlDotNet with version (= 99.0.0) [/repo/x.sln]\n"));
        Assert.Equal("NETSDK1207: Ahead-of-time compilation is not supported", SerializerTests.RunAll.Toolchains.HostToolchain.FirstError(
            "/sdk/Microsoft.NET.Sdk.FrameworkReferenceResolution.targets(120,5): error NETSDK1207: Ahead-of-time compilation is not supported "
            + "[/repo/Gen.csproj]\n"));
        Assert.Null(SerializerTests.RunAll.Toolchains.HostToolchain.FirstError("Build succeeded.\n"));
    }
}

/// <summary>The MSBuild file RunAll writes for the adapters' project, and the pages' line naming what came from a file.</summary>
public class AddedAdaptersTests
{
    [Fact]
    public void TheBuildFileCompilesTheFilePinsItsPackagesUnlessSideBySideAndReferencesItsProjects()
    {
        var file = new AdapterFile("/src/My.cs", "0123456789ab", [new("YamlDotNet", "18.1.0")], ["/src/Codec/Codec.csproj"]);
        var props = System.Xml.Linq.XElement.Parse(AddedAdapters.Props([file]));
        var items = props.Elements("ItemGroup").SelectMany(g => g.Elements()).ToList();
        Assert.Equal("/src/My.cs", items.Single(i => i.Name == "Compile").Attribute("Include")!.Value);
        var version = items.Single(i => i.Name == "PackageVersion" && i.Attribute("Include") is not null);
        Assert.Equal("[18.1.0]", version.Attribute("Version")!.Value);
        Assert.Equal("'$(SideBySidePackage)' != 'YamlDotNet'", version.Attribute("Condition")!.Value);
        Assert.Equal("YamlDotNet", items.Single(i => i.Name == "PackageReference").Attribute("Include")!.Value);
        Assert.Equal("/src/Codec/Codec.csproj", items.Single(i => i.Name == "ProjectReference").Attribute("Include")!.Value);
    }

    [Fact]
    public void ThePagesNameOnlyTheSerializersAddedFromAFile()
    {
        ResultRow Row(string serializer, string? source) => new() { Serializer = new(serializer), AdapterSource = source };
        Assert.Null(SerializerTests.RunAll.Summaries.AddedAdapterRows.Line([Row("JsonNet", ResultRow.BuiltIn), Row("Bson", null)]));
        const string source = "YamlDotNetAdapter.cs@909f79832382";
        string line = SerializerTests.RunAll.Summaries.AddedAdapterRows.Line(
            [Row("JsonNet", ResultRow.BuiltIn), Row("YamlDotNet", source), Row("YamlDotNet", source)])!;
        Assert.Contains("YamlDotNet (YamlDotNetAdapter.cs@909f79832382).", line, StringComparison.Ordinal);
        Assert.DoesNotContain("JsonNet", line, StringComparison.Ordinal);
    }
}
